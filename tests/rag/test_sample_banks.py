"""The three sample banks' files, written in many authoring styles, parse into the sections their
labellers cited (docs/evaluation.md): a parsing change that merges, drops or mis-nests a question fails here."""

from __future__ import annotations

import json

import pytest

from banking_ai.conversation.evaluation import load_cases
from banking_ai.rag.parsing import parse_document
from tests.conftest import REPO

BLIND = REPO / "data" / "eval" / "blind"
BANKS, CASES = load_cases(BLIND)


def _sections(bank: str) -> dict[str, list[tuple[str, ...]]]:
    folder = REPO / BANKS[bank]["policies"]
    return {
        path.stem: [block.section for block in parse_document(path, 50_000_000).blocks]
        for path in sorted(folder.glob("*.docx"))
    }


@pytest.mark.parametrize("bank", sorted(BANKS))
def test_every_labelled_section_is_a_section_of_the_parsed_files(bank):
    sections = _sections(bank)
    # a label names a heading, or a run of headings where the heading repeats ("APY > Eligibility")
    headings = {
        (doc, " > ".join(path[start:end]))
        for doc, paths in sections.items()
        for path in paths
        for start in range(len(path))
        for end in range(start + 1, len(path) + 1)
    }
    headings |= {(doc, "") for doc, paths in sections.items() if () in paths}  # text before the first heading
    cited = {(gold.doc, gold.section) for case in CASES if case.bank == bank for gold in case.gold}
    assert cited and cited <= headings, sorted(cited - headings)[:5]
    for doc, paths in sections.items():
        for path in paths:
            questions = [heading for heading in path if heading.endswith("?")]
            assert len(questions) <= 1, (doc, path)  # a question never sits under another question


def test_the_labels_name_files_that_exist():
    for bank, info in BANKS.items():
        stems = {path.stem for path in (REPO / info["policies"]).glob("*.docx")}
        docs = {gold.doc for case in CASES if case.bank == bank for gold in case.gold}
        assert docs <= stems, (bank, sorted(docs - stems))
    assert json.loads((BLIND / "banks.json").read_text())  # the bank list itself is valid JSON
