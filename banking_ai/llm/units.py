"""Split retrieved chunks into answer units: sentences, list items and table rows.

A unit's ``text`` is always a verbatim slice of its chunk's text, so an answer built from
units can only repeat what the policy says. Chunk text comes from the indexer: paragraphs
and list items ("- ...") on their own lines, table rows as "Header: value | Header: value"
lines (each row carries its column headers, so a row read alone keeps its meaning).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from banking_ai.types import RetrievedChunk

# Abbreviations that never end a sentence, even before a capital ("e.g. Aadhaar", "Rs. 500", "Mr. Rao").
# "p.a." and "Ltd." are not here: before a capital letter they do end one ("... 7.10% p.a. Current rates ...");
# before a lower-case word nothing splits anyway ("7.00% p.a. for", "Example Bank Ltd. branches").
_ABBREVIATIONS = frozenset(
    {"e.g", "eg", "i.e", "ie", "rs", "no", "nos", "approx", "mr", "mrs", "ms", "dr", "sr", "jr", "st", "vs", "viz"}
    | {"a/c", "acc", "incl"}
)
_SENTENCE_END = re.compile(r"[.!?][\"”’')\]]*\s+")
_STEP = re.compile(r"^(?:step\s*)?\d{1,2}[.)]\s", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Unit:
    """One sentence, list item or table row of chunk ``chunk`` (0-based, best first).

    ``kind`` is "sentence", "item" or "row"; ``block`` numbers the paragraphs / lists /
    tables of the chunk, so units of one list share it; ``lead`` is the position of the
    sentence introducing this unit's list or table ("The current rates are:"), or -1.
    """

    chunk: int
    position: int
    kind: str
    text: str
    block: int
    lead: int = -1

    @property
    def is_step(self) -> bool:
        """A numbered step of a procedure ("- 1. Visit any branch ...")."""
        return self.kind == "item" and bool(_STEP.match(self.text))


# A FAQ's label on a line of its own before the answer ("Answer:", "Ans.", "Response –"): no content.
_ANSWER_LABEL = re.compile(r"^(?:(?:answer|ans)\s*[:.\-–—]?|(?:reply|response)\s*[:\-–—])$", re.IGNORECASE)


def split_units(chunks: Sequence[RetrievedChunk]) -> list[Unit]:
    """All units of ``chunks`` in reading order (chunk by chunk, top to bottom)."""
    units: list[Unit] = []
    for index, chunk in enumerate(chunks):
        units.extend(_chunk_units(index, chunk.text))
    return units


def _chunk_units(chunk: int, text: str) -> list[Unit]:
    units: list[Unit] = []
    block = -1
    previous_kind = ""
    last_sentence = -1  # position of the latest sentence, a candidate lead-in for a list
    lead = -1
    for raw_line in text.splitlines():
        line = raw_line.strip()
        if not line or _ANSWER_LABEL.match(line):  # "Answer:" on a line of its own labels what follows
            previous_kind = ""
            continue
        if line.startswith(("- ", "• ", "* ")):
            kind = "item"
            body = line[2:].strip()
        elif " | " in line and ": " in line.split(" | ", 1)[0]:
            kind = "row"
            body = line
        else:
            kind = "sentence"
            body = line
        if kind != previous_kind or kind == "sentence":
            block += 1
            if kind != "sentence":
                # A list or table introduced by a sentence ending in ":" keeps it as its lead-in.
                lead = last_sentence if last_sentence >= 0 and units[last_sentence].text.endswith(":") else -1
        if kind == "sentence":
            for sentence in split_sentences(body):
                units.append(Unit(chunk, len(units), "sentence", sentence, block))
            last_sentence = len(units) - 1
        else:
            units.append(Unit(chunk, len(units), kind, body, block, lead))
            last_sentence = -1
        previous_kind = kind
    return units


def split_sentences(paragraph: str) -> list[str]:
    """Sentences of ``paragraph``, each a verbatim slice of it (abbreviations and decimals kept whole)."""
    sentences: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(paragraph):
        end = match.end()
        following = paragraph[end : end + 1]
        if not following or not (following.isupper() or following.isdigit() or following in "₹(\"“'"):
            continue
        word = paragraph[start : match.start() + 1].rsplit(None, 1)[-1].lower().rstrip(".").lstrip("(")
        if word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
            continue
        sentence = paragraph[start : match.end()].strip()
        if sentence:
            sentences.append(sentence)
        start = end
    tail = paragraph[start:].strip()
    if tail:
        sentences.append(tail)
    return sentences
