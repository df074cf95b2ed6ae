"""Heading paths on files nobody here wrote, against the paths their writer gave every section.

Four helpers who never saw this code wrote 14 Godavari Bank, 12 Krishna Gramin Bank, 12 Mahanadi
Sahakari Bank and 12 Sabarmati Bank of India files the ways real files are produced (web pages through
pandoc and LibreOffice, a clerk's typed FAQ, a PDF saved as Word, a bilingual leaflet, a report engine's
output, a page laid out in a table, a localized Word, a bank circular, an e-mail reply, a slide deck,
questions in boxes, an accordion pasted as text, a FAQ typed with Shift+Enter, banners in text boxes …)
and, for each, the heading path a careful reader gives every section and facts that section holds
(`data/eval/structure/*/`, docs/retrieval.md). A parsing change that drops, merges or mis-nests a
section of any of them fails here.
"""

from __future__ import annotations

import json
import re

import pytest

from banking_ai.rag.parsing import parse_document
from tests.conftest import REPO

STRUCTURE = REPO / "data" / "eval" / "structure"
FOLDERS = {  # expected paths -> the files they describe
    STRUCTURE / "godavari": REPO / "data" / "godavari_bank" / "policies",
    STRUCTURE / "krishna" / "expected": STRUCTURE / "krishna" / "docx",
    STRUCTURE / "mahanadi": REPO / "data" / "mahanadi_bank" / "policies",
    STRUCTURE / "sabarmati": REPO / "data" / "sabarmati_bank" / "policies",
}
EXPECTED = sorted(path for folder in FOLDERS for path in folder.glob("*.json"))
# Known misses: a title typed as a bold line at the categories' level (Krishna); a circular's "Copy to:"
# list; an e-mail's "Re: Getting started" topic lines over the quoted questions; bold lead-ins ending in
# a colon ("Cash deposit at home branch:"), which stay the text of the heading above (Mahanadi); bold
# follow-up questions inside an answer under a styled question ("What if I miss six instalments?"),
# read as the next question; an "Important:" call-out box anchored in a category's first question, read
# with that question's answer, not as the category's own text (Sabarmati).
KNOWN_MISSES = {
    "11_loan_against_property": 1,
    "08_inoperative_unclaimed_closure": 1,
    "10_mutual_funds_sip": 10,
    "11_service_charges_cash_atm_sms": 3,
    "Term_Deposits_FAQ": 4,
    "Lockers_Nomination_Claims_FAQ": 3,
}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip().casefold()


def _same_heading(parsed: str, written: str) -> bool:
    """Equal, up to the number Word's list numbering shows before it ("1. What is …?"; the writer left
    generated numbers out) or a typed "Q: " the writer left out, or the English question joined by its
    Hindi twin in a bilingual file."""
    parsed, written = _norm(parsed), _norm(written)
    if not re.match(r"\d", written):
        parsed = re.sub(r"^\d{1,3}(?:\.\d{1,3})*[.)]? ", "", parsed)
    if not written.startswith("q:"):
        parsed = parsed.removeprefix("q: ")
    return parsed == written or parsed.startswith(f"{written} / ")


@pytest.mark.parametrize("expected", EXPECTED, ids=[path.stem for path in EXPECTED])
def test_every_section_has_the_path_its_writer_gave_it(expected):
    spec = json.loads(expected.read_text(encoding="utf-8"))
    parsed = parse_document(FOLDERS[expected.parent] / spec["file"], 50_000_000)
    texts: dict[tuple[str, ...], str] = {}
    for block in parsed.blocks:
        text = block.text if block.kind == "text" else "\n".join(block.rows)
        texts[block.section] = f"{texts.get(block.section, '')} {_norm(text)}"
    wrong = []
    for section in spec["sections"]:
        facts = [_norm(fact) for fact in section["must_contain"]]
        holding = [path for path, text in texts.items() if all(fact in text for fact in facts)]
        want = section["path"]
        if not any(len(path) == len(want) and all(map(_same_heading, path, want)) for path in holding):
            wrong.append((want, holding))
    assert len(wrong) <= KNOWN_MISSES.get(expected.stem, 0), wrong[:3]
    assert len(texts) >= len(spec["sections"]) - KNOWN_MISSES.get(expected.stem, 0)  # nothing else merged
