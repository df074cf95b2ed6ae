"""The separate asks in one message: "What is the minimum gold purity, and what are the charges?"

Customers often ask two or three things at once, after a sentence or two of their situation. Each
ask may be answered by a different section of the policies; answering the message as one query
finds the section of whichever ask dominates it and drops the rest. ``question_parts`` splits a
message into its asks by grammar only (sentences, and clauses joined by a conjunction before a
question word), so it works for any bank's topics:

- sentences and clauses that do not ask anything ("I run a small kirana shop.", "My card got blocked,
  how do I unblock it?") are context, not parts;
- within an asking sentence, ", and what ...", " or do I ...", ", can it ..." start a new part;
- in Hinglish, verb-final clauses joined by "aur" ("... mil jata hai aur byaj kitna lagega?").

One part means the message is one question; the caller answers it as before.
"""

from __future__ import annotations

import re

# Words that open a question (English) and Hinglish question words.
_QUESTION_WORDS = (
    "what|what's|whats|how|which|when|where|why|who|whom|whose|can|could|is|are|was|were|do|does|did|will|"
    "would|should|shall|may|might|must|am|have|has|kya|kitna|kitni|kitne|kaise|kab|kahan|kaun|kyun|kyon"
)
_SENTENCES = re.compile(r"(?<=[.?!])\s+(?=\S)")
# A sentence asks when it opens with a question word, also after a joint ("And what's the fee?", "also
# which documents ...").
_ASKS = re.compile(
    rf"^\s*(?:(?:and|also|plus|btw|or)\s+)?(?:{_QUESTION_WORDS}|tell|please|pls|plz|kindly|explain"
    r"|is there|are there)\b",
    re.IGNORECASE,
)
# An order for something is an ask of its own in a several-part message ("Check my forex card balance pls.
# And what's the markup abroad?", "I want to know the status of my loan. also what documents ..."); it
# does not make the message's asking sentences (``asking_sentences``): "Check once. My premium didn't go
# through. Is there a grace period?" asks for the rule only.
_ORDERS = re.compile(
    r"^\s*(?:check|show|confirm|let me know|i (?:want|need|would like|wanna) to know)\b", re.IGNORECASE
)
# A new part: a comma or conjunction before a question word ("..., and what are the charges").
_CLAUSE = re.compile(
    rf"(?:,\s*(?:and\s+|or\s+|also\s+|plus\s+|but\s+|&\s*)?|\s+(?:and|or|also|plus|&)\s+)(?=(?:{_QUESTION_WORDS})\b)",
    re.IGNORECASE,
)
# Hinglish: a clause ending in a verb, then "aur" ("and").
_HINGLISH_CLAUSE = re.compile(
    r"\b(hai|hain|hoga|hogi|hoge|hota|hoti|hote|sakta|sakti|sakte|chahiye|milega|milegi|milta|milti|"
    r"jata|jati|jaata|jaati|lagega|lagegi|lagta|lagti|padega|padta|karein|kare|karu|karun)\s*,?\s+aur\s+",
    re.IGNORECASE,
)
# A clause asks something when it opens with a question word, or holds one of these anywhere
# ("If I shift the loan what rate would I get"); "My card is blocked" only tells the situation.
_HINGLISH_QUESTION_WORDS = "kya|kitna|kitni|kitne|kaise|kab|kahan|kaha|kaun|kaunsa|kaunse|kaunsi|kyun|kyon|kyu"
_ASKING_WORD = re.compile(
    rf"\b(?:what|what's|whats|how|which|when|where|why|who|whom|whose|{_HINGLISH_QUESTION_WORDS})\b",
    re.IGNORECASE,
)
# Hinglish asks with the question word inside or at the end ("holiday list kahan dekhu", "charge kitna hai").
_HINGLISH_ASKING = re.compile(rf"\b(?:{_HINGLISH_QUESTION_WORDS})\b", re.IGNORECASE)
# Where two Hinglish asks may meet inside a clause: a comma or "aur" ("… ho jata hai kya, charge kitna hai").
_JOINT = re.compile(r",\s*|\s+aur\s+", re.IGNORECASE)
_ASK_ENDS_WITHIN = 2  # words after a Hinglish question word when its ask ends at the joint ("kaise kholen aur")
_LEADING_JOINT = re.compile(r"^(?:and|aur|also|plus|btw|or)\s+", re.IGNORECASE)
MIN_PART_WORDS = 3
MAX_PARTS = 3


def asking_sentences(text: str) -> str:
    """``text`` without the sentences that only tell the situation ("My mother is 72 and lives alone.
    Can she get cash at home?" → "Can she get cash at home?"); ``text`` when every sentence asks or none does."""
    sentences = [s.strip() for s in _SENTENCES.split(text.strip()) if s.strip()]
    asking = [s for s in sentences if s.endswith("?") or _ASKS.match(s)]
    return " ".join(asking) if asking and len(asking) < len(sentences) else text


def question_parts(text: str) -> list[str]:
    """The asks in ``text``, in order (at most ``MAX_PARTS``); ``[text]`` when it asks one thing."""
    sentences = [s.strip() for s in _SENTENCES.split(text.strip()) if s.strip()]
    asking = [s for s in sentences if _opens_ask(s) or _HINGLISH_ASKING.search(s)]
    parts: list[str] = []
    for sentence in asking or sentences:
        for clause in _HINGLISH_CLAUSE.sub("\\1\0", sentence).split("\0"):
            for piece in _CLAUSE.split(clause):
                parts.extend(_between_asks(piece))
    parts = [p.strip(" ,;") for p in parts]
    parts = [_LEADING_JOINT.sub("", p) for p in parts]
    parts = [p for p in parts if _opens_ask(p) or _ASKING_WORD.search(p) or p is parts[-1]]
    parts = [p for p in parts if len(p.split()) >= MIN_PART_WORDS]
    return parts[:MAX_PARTS] if len(parts) > 1 else [text]


def _opens_ask(text: str) -> bool:
    """Whether a sentence or clause of a message is an ask of its own: a question mark, an opening question
    word, or an order for something."""
    return text.endswith("?") or bool(_ASKS.match(text) or _ORDERS.match(text))


def asks_something(text: str) -> bool:
    """Whether ``text`` asks (a question mark or a question word), rather than only telling."""
    return text.rstrip().endswith("?") or bool(_ASKING_WORD.search(text))


def _between_asks(clause: str) -> list[str]:
    """``clause`` split where a comma or "aur" stands between two Hinglish asks: the ask before ends there
    (its question word, not the opening "kya", at most ``_ASK_ENDS_WITHIN`` words before the joint: "forex
    card kaise banwaye aur …", "… ho jata hai kya, charge kitna hai") and the next piece asks too. "PAN aur
    Aadhaar dono chahiye kya?" and "kya aap bata sakte ho ki FD aur RD me kitna interest milta hai?" join
    nouns. English clauses are split only before a question word (``_CLAUSE``)."""
    joints = list(_JOINT.finditer(clause))
    pieces: list[str] = []
    start = 0
    for number, joint in enumerate(joints):
        before = clause[start : joint.start()].split()
        end = joints[number + 1].start() if number + 1 < len(joints) else len(clause)
        asked = [i for i, word in enumerate(before) if i > 0 and _HINGLISH_ASKING.fullmatch(word.strip("?,"))]
        if (
            asked
            and len(before) - 1 - asked[-1] <= _ASK_ENDS_WITHIN
            and _HINGLISH_ASKING.search(clause[joint.end() : end])
        ):
            pieces.append(clause[start : joint.start()])
            start = joint.end()
    return [*pieces, clause[start:]]
