"""Heading paths on ordinary Word files written in different authoring styles (python-docx, not our renderer)."""

from __future__ import annotations

from pathlib import Path

import pytest
from docx import Document
from docx.shared import Pt

from banking_ai.rag.chunking import chunk_document
from banking_ai.rag.parsing import parse_document

MB = 1_000_000
QUESTIONS = [f"How do I request service number {n}?" for n in range(1, 6)]


def _answer(n: int) -> str:
    return f"Service {n} is available at every branch for a fee of Rs {n}00."


def _bold(document, text: str, size: int | None = None) -> None:
    run = document.add_paragraph().add_run(text)
    run.bold = True
    if size:
        run.font.size = Pt(size)


def _heading_styles(path: Path) -> Path:
    """A Heading 1 title and one Heading 2 per question, one-sentence answers."""
    document = Document()
    document.add_heading("Service Requests FAQ", level=1)
    for n, question in enumerate(QUESTIONS, 1):
        document.add_heading(question, level=2)
        document.add_paragraph(_answer(n))
    document.save(path)
    return path


def _bold_paragraphs(path: Path) -> Path:
    """No heading styles: a bold, larger title line and bold question paragraphs."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=16)
    for n, question in enumerate(QUESTIONS, 1):
        _bold(document, question)
        document.add_paragraph(_answer(n))
        document.add_paragraph("Bring a photo ID.", style="List Bullet")
    document.save(path)
    return path


def _typed_numbers(path: Path) -> Path:
    """Plain title line, then '1. Topic' / '1.1 Question' typed as text (bold), answers in Normal."""
    document = Document()
    document.add_paragraph("Service Requests FAQ")
    for group in (1, 2):
        _bold(document, f"{group}. Topic Group {group}")
        for item in (1, 2):
            _bold(document, f"{group}.{item} {QUESTIONS[group + item - 2]}")
            document.add_paragraph(_answer(group * 10 + item))
    document.save(path)
    return path


def _grouped_heading_styles(path: Path) -> Path:
    """Heading 1 topics used more than once, Heading 2 questions below each."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for topic, questions in (("Cards", QUESTIONS[:2]), ("Statements", QUESTIONS[2:])):
        document.add_heading(topic, level=1)
        for n, question in enumerate(questions, 1):
            document.add_heading(question, level=2)
            document.add_paragraph(_answer(n))
    document.save(path)
    return path


def _sections(path: Path, min_chars: int = 160) -> list[tuple[str, str]]:
    parsed = parse_document(path, 50 * MB)
    chunks = chunk_document(
        parsed,
        doc_id=str(path),
        source=path,
        modified="2026-01-01T00:00:00+00:00",
        chunk_size=800,
        chunk_overlap=100,
        min_chunk_chars=min_chars,
    )
    assert {chunk.doc_title for chunk in chunks} == {"Service Requests FAQ"}
    return [(chunk.section, chunk.text) for chunk in chunks]


@pytest.mark.parametrize("writer", [_heading_styles, _bold_paragraphs], ids=["heading-2", "bold-paragraphs"])
def test_sibling_questions_never_nest_and_each_answer_stays_with_its_question(tmp_path, writer):
    sections = _sections(writer(tmp_path / "faq.docx"))
    assert [section for section, _ in sections] == QUESTIONS
    for n, (_, text) in enumerate(sections, 1):
        # fragment merging must not pull the next question's short answer into this one
        assert text.startswith(_answer(n)) and "Service" not in text[len(_answer(n)) :]


def test_typed_numbered_headings_nest_by_their_numbers(tmp_path):
    sections = [section for section, _ in _sections(_typed_numbers(tmp_path / "numbered.docx"))]
    assert sections == [
        f"1. Topic Group 1 > 1.1 {QUESTIONS[0]}",
        f"1. Topic Group 1 > 1.2 {QUESTIONS[1]}",
        f"2. Topic Group 2 > 2.1 {QUESTIONS[1]}",
        f"2. Topic Group 2 > 2.2 {QUESTIONS[2]}",
    ]


def test_repeated_heading_1_topics_close_the_previous_topic(tmp_path):
    sections = [section for section, _ in _sections(_grouped_heading_styles(tmp_path / "grouped.docx"))]
    assert sections == [f"Cards > {q}" for q in QUESTIONS[:2]] + [f"Statements > {q}" for q in QUESTIONS[2:]]


def test_bold_sentences_and_lead_ins_stay_content(tmp_path):
    document = Document()
    document.add_heading("Charges", level=1)
    _bold(document, "Note: all charges are subject to GST.")
    _bold(document, "Documents required:")
    document.add_paragraph("PAN card", style="List Bullet")
    path = tmp_path / "charges.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Charges"
    assert [block.section for block in parsed.blocks] == [()]
    assert "Note: all charges are subject to GST." in parsed.blocks[0].text
    assert "Documents required:" in parsed.blocks[0].text
