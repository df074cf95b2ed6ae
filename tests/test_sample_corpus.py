"""The committed sample corpus is what the generator writes, and reads like real policies."""

import itertools
import re

import pytest

from banking_ai.rag.parsing import parse_document
from scripts.sample_corpus.render import all_documents, render_document
from tests.conftest import SAMPLE_CORPUS

SPECS = all_documents()


@pytest.mark.parametrize("spec", SPECS, ids=[spec["file"] for spec in SPECS])
def test_committed_documents_are_reproducible(spec):
    assert (SAMPLE_CORPUS / spec["file"]).read_bytes() == render_document(spec), "run `make corpus`"


def test_every_numbered_procedure_starts_at_step_one():
    procedures = 0
    for spec in SPECS:
        parsed = parse_document(SAMPLE_CORPUS / spec["file"], 10**8)
        for block in parsed.blocks:
            # Lists of one section are joined into one block; a new procedure restarts at 1.
            numbers = [int(n) for n in re.findall(r"^- (\d+)\. ", block.text, re.MULTILINE)]
            runs = [numbers[:1]]
            for previous, number in itertools.pairwise(numbers):
                if number == previous + 1:
                    runs[-1].append(number)
                else:
                    runs.append([number])
            for run in filter(None, runs):
                procedures += 1
                assert run[0] == 1, f"{spec['file']} / {block.section}: steps start at {run[0]}"
    steps_lists = sum(kind == "steps" for spec in SPECS for kind, _ in spec["blocks"])
    assert procedures >= steps_lists > 5
