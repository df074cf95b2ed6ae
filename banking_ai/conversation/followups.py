"""Rewrite a follow-up ("and for senior citizens?") into a question that stands alone.

Offline and rule-based: a short message that leans on the previous one (it opens with a
connector such as "and", "what about", "aur", or refers back with "it", "that", "same")
is joined to the previous standalone question, so retrieval sees both the old topic and
the new detail. A message that carries its own topic is left alone.
"""

from __future__ import annotations

import re

# Openers that continue the previous question. Longest first so "and what about" wins over "and".
_CONNECTORS = sorted(
    [
        "and what about",
        "and how about",
        "what about",
        "how about",
        "what if",
        "and for",
        "and if",
        "and in",
        "and the",
        "and",
        "also",
        "then",
        "same for",
        "same with",
        "or for",
        "or in",
        "but",
        "for",
        "aur",
        "aur agar",
        "toh",
        "phir",
        "wahi",
    ],
    key=len,
    reverse=True,
)
_CONNECTOR_RE = re.compile(r"^\s*(?:" + "|".join(re.escape(c) for c in _CONNECTORS) + r")\b[\s,]*", re.IGNORECASE)
# Words that point back at something said before.
_BACK_REFERENCES = re.compile(
    r"\b(it|its|that|this|those|these|them|they|same|there|iska|uska|iske|uske|wahi|woh|ye|yeh)\b", re.IGNORECASE
)
_WORD = re.compile(r"[\w%₹.]+")
_MAX_FOLLOW_UP_WORDS = 9


def is_follow_up(text: str) -> bool:
    """True when ``text`` is a short message that only makes sense after the previous one."""
    words = _WORD.findall(text)
    if not words or len(words) > _MAX_FOLLOW_UP_WORDS:
        return False
    if _CONNECTOR_RE.match(text) and len(words) >= 2:
        return True
    return len(words) <= 8 and bool(_BACK_REFERENCES.search(text))


def rewrite_follow_up(text: str, previous_question: str | None) -> str:
    """``text`` made standalone with ``previous_question``; unchanged when it is not a follow-up."""
    if not previous_question or not is_follow_up(text):
        return text
    detail = _CONNECTOR_RE.sub("", text, count=1).strip() or text.strip()
    previous = previous_question.strip().rstrip("?.! ")
    return f"{previous} — {detail}"
