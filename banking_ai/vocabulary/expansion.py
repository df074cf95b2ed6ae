"""Query expansion for how customers actually write: abbreviations and Hinglish.

The original words stay; English equivalents are appended so BM25 (which needs the corpus's words)
and the encoder can match. Only words the policies do not use themselves are expanded: identity
expansions ("ATM" -> "ATM cash withdrawal") and filler words ("kitna" -> "how much") measurably
pulled results off topic (docs/benchmarks.md). The words are ``abbreviations.ABBREVIATIONS`` and
``hinglish.HINGLISH``; retrieval switches expansion with ``rag.query_expansion`` and the glossed
query with ``rag.hinglish_gloss``, and the offline answerer scores sentences on the expanded question.
"""

from __future__ import annotations

import functools
import re

from banking_ai.vocabulary.abbreviations import ABBREVIATIONS
from banking_ai.vocabulary.hinglish import glosses

_LATIN_WORD = re.compile(r"(?<![\w/])[A-Za-z]+(?![\w/])")  # "a/c" and "e-mail" parts stay as typed
_SPACES = re.compile(r"\s+")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([?.,!;:])")


@functools.cache
def _tables() -> tuple[dict[str, str], dict[str, str], re.Pattern[str], re.Pattern[str]]:
    """Compiled on first use, not at import (the rules import this package too)."""
    hinglish = glosses()
    expansions = {**ABBREVIATIONS, **hinglish}
    return hinglish, expansions, _words_pattern(expansions), _words_pattern(hinglish)


def _words_pattern(keys) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True))
    return re.compile(r"(?<![\w/])(" + alternatives + r")(?![\w/])", re.IGNORECASE)


def hinglish_gloss(query: str) -> str | None:
    """``query`` with the English of its Hindi words appended, or None when it has none.

    The English MiniLM cannot read "bachat khate mein kam se kam kitna balance": embedding the
    glossed text as well lets the relevance gate and the ranking see what the question is about.
    """
    hinglish, _, _, pattern = _tables()
    found = list(dict.fromkeys(hinglish[m.group(1).lower()] for m in pattern.finditer(query)))
    return f"{query} ({'; '.join(found)})" if found else None


def spell_out_abbreviations(query: str) -> str | None:
    """``query`` with each banking abbreviation replaced by its words ("What is the FD interest rate?" →
    "What is the fixed deposit interest rate?"), or None when it has none. Not for the embedded query (its
    ranking lost with it, benchmarks.md "Session 22"): for comparing a question with a heading that writes
    the words out."""
    pattern = _abbreviations_pattern()
    if not pattern.search(query):
        return None
    # ``get``: a character that matches case-blind but does not lower to the key (the long s of "ſb") stays
    return pattern.sub(lambda match: ABBREVIATIONS.get(match.group(1).lower(), match.group(1)), query)


@functools.cache
def _abbreviations_pattern() -> re.Pattern[str]:
    return _words_pattern(ABBREVIATIONS)


_NASAL_END = re.compile(r"[aeiou]n$", re.IGNORECASE)


def english_reading(query: str) -> str | None:
    """A Hinglish ``query`` in English words, or None when it is not Hinglish.

    The English MiniLM reads "education loan ki kisht kab se shuru hoti hai?" as noise around
    "education loan"; word by word it is "education loan instalment when start?". Banking words take
    their gloss from ``HINGLISH`` (phrases first), other Hindi words from the everyday table
    (``hindi_words``), grammar words are dropped, and English words, numbers and punctuation stay. A
    message is Hinglish when it holds one of ``HINGLISH_MARKERS`` (Devanagari arrives transliterated).
    """
    from banking_ai.vocabulary.document_words import english_words
    from banking_ai.vocabulary.hindi import is_hinglish
    from banking_ai.vocabulary.hindi_words import ALSO_ENGLISH, folded_spelling, hindi_words, hindi_words_folded

    if not is_hinglish(query):
        return None
    hinglish, _, _, banking = _tables()
    everyday = hindi_words()
    folded = hindi_words_folded()

    def everyday_word(match: re.Match[str]) -> str:
        word = match.group(0)
        english = everyday.get(word.lower())
        if english is None and word.lower() not in english_words():  # "mangta" (मांगता): the table has "maangta"
            english = folded.get(folded_spelling(word))  # an English word never: "soon" is not "sun" (listen)
            if english is None and _NASAL_END.search(word):  # "khariden", "usmen" (खरीदें, उसमें): a final
                bare = word[:-1].lower()  # nasal Hinglish typing leaves out ("kharide", "usme")
                english = everyday.get(bare) or folded.get(folded_spelling(bare))
        if english is None:
            english = word
        return f"{word} {english}" if word.lower() in ALSO_ENGLISH else english

    pieces = []
    for index, piece in enumerate(banking.split(query)):  # odd pieces are the banking words found
        pieces.append(hinglish[piece.lower()] if index % 2 else _LATIN_WORD.sub(everyday_word, piece))
    reading = _SPACES.sub(" ", _SPACE_BEFORE_PUNCTUATION.sub(r"\1", "".join(pieces))).strip()
    return reading if _LATIN_WORD.search(reading) else None


def spell_out_shorthand(text: str) -> str:
    """``text`` with the shorthands that are contractions of one word spelled out: "current a/c" →
    "current account", "min bal" → "minimum balance", "chq" → "cheque".

    The encoder reads "a/c" as noise: "current a/c" found nothing above the relevance gate, "current
    a/c types" found net banking registration. Only an abbreviation whose letters all sit, in order,
    in the one word it stands for (first letter first) is spelled out; acronyms ("FD", "KYC", "NEFT")
    stay as typed, because documents write them and the encoder knows many, and so does a shorthand in
    capitals without a slash ("AC")."""
    table, pattern = _shorthands()

    def spelled(match: re.Match[str]) -> str:
        short = match.group(1)
        if short.isupper() and "/" not in short:  # "AC" in capitals is as often the air conditioner
            return short
        return table[short.lower()]

    return pattern.sub(spelled, text) if pattern.search(text) else text


def _is_contraction(short: str, word: str) -> bool:
    letters = re.sub(r"[^a-z]", "", short.lower())
    word = word.lower()
    if len(letters) < 2 or not word.isalpha() or letters[0] != word[0] or len(letters) >= len(word):
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in letters[1:])


# Contractions that are as often something else: "ac" the air conditioner, "acc" "according (to)",
# "bal" a name and Hindi बाल (hair) transliterated, "sr" "sir". They stay as typed (BM25 still expands them).
_AMBIGUOUS_SHORTHANDS = frozenset({"ac", "acc", "bal", "sr"})


@functools.cache
def _shorthands() -> tuple[dict[str, str], re.Pattern[str]]:
    table = {
        short: meaning
        for short, meaning in ABBREVIATIONS.items()
        if short not in _AMBIGUOUS_SHORTHANDS
        and len(short.split()) == len(meaning.split())
        and all(s == m or _is_contraction(s, m) for s, m in zip(short.split(), meaning.split(), strict=True))
    }
    alternatives = "|".join(re.escape(k) for k in sorted(table, key=len, reverse=True))
    return table, re.compile(r"(?<![\w/@.\-])(" + alternatives + r")(?![\w/@\-]|\.\w)", re.IGNORECASE)  # "bal-ance"


def expand_query(query: str) -> str:
    """``query`` followed by the English meaning of its abbreviations and Hinglish words."""
    _, expansions, pattern, _ = _tables()
    additions: list[str] = []
    for match in pattern.finditer(query):
        addition = expansions[match.group(1).lower()]
        if addition not in additions:
            additions.append(addition)
    if not additions:
        return query
    return f"{query} ({'; '.join(additions)})"
