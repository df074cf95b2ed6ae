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


def _question_table(path: Path) -> Path:
    """A Heading 1 title, then the whole FAQ as one "Question | Answer" Word table."""
    document = Document()
    document.add_heading("Service Requests FAQ", level=1)
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text, table.rows[0].cells[1].text = "Question", "Answer"
    for n, question in enumerate(QUESTIONS, 1):
        cells = table.add_row().cells
        cells[0].text, cells[1].text = question, _answer(n)
    document.save(path)
    return path


def _numbered_list_questions(path: Path) -> Path:
    """Questions as items of Word's auto-numbered list, each followed by its answer paragraph."""
    document = Document()
    document.add_heading("Service Requests FAQ", level=1)
    for n, question in enumerate(QUESTIONS, 1):
        document.add_paragraph(question, style="List Number")
        document.add_paragraph(_answer(n))
    document.save(path)
    return path


def _q_and_a_markers(path: Path) -> Path:
    """No styles: "Q1." questions in plain text, "Ans:" answers, a bold title line."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=18)
    for n, question in enumerate(QUESTIONS, 1):
        document.add_paragraph(f"Q{n}. {question}")
        document.add_paragraph(f"Ans: {_answer(n)}")
    document.save(path)
    return path


def _question_and_answer_in_one_paragraph(path: Path) -> Path:
    """Each item one paragraph: the question ("Q." in bold, or "Q:" plain), a line break, then the answer."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=18)
    for n, question in enumerate(QUESTIONS, 1):
        paragraph = document.add_paragraph()
        asked = paragraph.add_run(f"Q. {question}" if n % 2 else f"Q: {question}")
        asked.bold = n % 2 == 1
        asked.add_break()
        paragraph.add_run(f"A. {_answer(n)}" if n % 2 else _answer(n))
    document.save(path)
    return path


def _bold_lead_in_questions(path: Path) -> Path:
    """A web FAQ pasted into Word: the bold question opens the paragraph and the answer goes on in
    plain type after it, in the same paragraph (no line break)."""
    document = Document()
    document.add_heading("Service Requests FAQ", level=1)
    for n, question in enumerate(QUESTIONS, 1):
        paragraph = document.add_paragraph()
        paragraph.add_run(question).bold = True
        paragraph.add_run(" " + _answer(n))
    document.save(path)
    return path


def _sized_by_hand(path: Path, title: int = 18) -> Path:
    """No styles: an 18 pt bold title, 16 pt bold categories, 14 pt bold questions, 11 pt answers."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=title)
    for category, questions in (("Cards", QUESTIONS[:2]), ("Statements", QUESTIONS[2:])):
        _bold(document, category, size=16)
        for question in questions:
            _bold(document, question, size=14)
            document.add_paragraph().add_run(_answer(QUESTIONS.index(question) + 1)).font.size = Pt(11)
    document.save(path)
    return path


def _caps_labels(path: Path) -> Path:
    """ALL-CAPS bold category lines above bold-italic questions; an answer with a soft line break."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for label, questions in (("CARDS", QUESTIONS[:2]), ("STATEMENTS", QUESTIONS[2:])):
        _bold(document, label)
        for question in questions:
            run = document.add_paragraph().add_run(question)
            run.bold = run.italic = True
            answer = document.add_paragraph().add_run(_answer(QUESTIONS.index(question) + 1))
            answer.add_break()
    document.save(path)
    return path


def _converted_from_pdf(path: Path) -> Path:
    """A PDF saved as Word: a running header and page numbers typed into the body, a contents
    list, and every printed line its own paragraph (sentences broken mid-way)."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=16)
    document.add_paragraph("Contents")
    for question in QUESTIONS[:2]:
        document.add_paragraph(f"{question} .......... 1")
    for page, question in enumerate(QUESTIONS[:2], 1):
        document.add_paragraph("Narmada Bank – Customer Information Sheet")
        document.add_paragraph(f"Page {page} of 2")
        _bold(document, question)
        document.add_paragraph("Service is available at every branch and through the")
        document.add_paragraph("mobile app for a non-")
        document.add_paragraph("refundable fee of Rs 100, payable at the counter.")
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


@pytest.mark.parametrize(
    "writer",
    [
        _question_table,
        _numbered_list_questions,
        _q_and_a_markers,
        _question_and_answer_in_one_paragraph,
        _bold_lead_in_questions,
    ],
    ids=[
        "question-answer-table",
        "numbered-list-questions",
        "q-and-ans-markers",
        "one-paragraph-per-item",
        "bold-lead-in-questions",
    ],
)
def test_hand_made_faq_layouts_give_each_answer_its_own_question(tmp_path, writer):
    sections = _sections(writer(tmp_path / "faq.docx"))
    assert len(sections) == len(QUESTIONS)
    for n, (section, text) in enumerate(sections, 1):
        assert section.endswith(QUESTIONS[n - 1])  # "1. How do I…" / "Q1. How do I…" keep their typed number
        assert text.startswith(_answer(n)) and "Service" not in text[len(_answer(n)) :]  # no "Ans:" left


def test_bold_lead_ins_that_do_not_open_a_question_stay_in_their_paragraph(tmp_path):
    document = Document()
    document.add_heading("Lost cards", level=1)
    for bold, plain in (
        ("Lost your card today?", " Call 1800 425 7700 at once to block it."),  # a lone call-out, not an FAQ
        ("Note:", " the replacement fee is Rs 200."),
        ("The bank will never ask for your PIN.", " Do you share it? Never."),
    ):
        paragraph = document.add_paragraph()
        paragraph.add_run(bold).bold = True
        paragraph.add_run(plain)
    paragraph = document.add_paragraph("If you wonder ")
    paragraph.add_run("how do I block my card?").bold = True  # bold inside prose, not at its start
    paragraph.add_run(" read on.")
    path = tmp_path / "lost.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert [block.section for block in parsed.blocks] == [()]
    text = parsed.blocks[0].text
    for line in (
        "Lost your card today? Call 1800",
        "Note: the replacement",
        "Do you share it? Never.",
        "wonder how do I",
    ):
        assert line in text


def test_all_caps_labels_group_the_questions_below_them(tmp_path):
    sections = [section for section, _ in _sections(_caps_labels(tmp_path / "labels.docx"))]
    assert sections == [f"CARDS > {q}" for q in QUESTIONS[:2]] + [f"STATEMENTS > {q}" for q in QUESTIONS[2:]]


def _sized_questions(path: Path, sizes: list[int], call_out: int | None = None, title: int = 18) -> Path:
    """Bold questions set in ``sizes`` (pt), each with its answer; ``call_out``: a bold line at that size
    after the first answer ("Card blocking helpline …")."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=title)
    for n, (question, size) in enumerate(zip(QUESTIONS, sizes, strict=True), 1):
        _bold(document, question, size=size)
        document.add_paragraph().add_run(_answer(n)).font.size = Pt(11)
        if n == 1 and call_out:
            _bold(document, "Card blocking helpline 1800-233-4455 (24x7)", size=call_out)
    document.save(path)
    return path


@pytest.mark.parametrize(
    "sizes, call_out",
    [([12, 12, 14, 12, 12], None), ([12, 12, 12, 12, 12], 14)],
    ids=["one-question-set-larger", "a-larger-call-out-line"],
)
def test_a_larger_question_or_a_lone_call_out_is_not_a_category(tmp_path, sizes, call_out):
    sections = _sections(_sized_questions(tmp_path / "faq.docx", sizes, call_out))
    assert [section for section, _ in sections] == QUESTIONS


def test_a_title_set_as_large_as_the_categories_stays_the_title(tmp_path):
    sections = _sections(_sized_by_hand(tmp_path / "sized.docx", title=16))  # the title check is in _sections
    assert [s for s, _ in sections][:2] == [f"Cards > {q}" for q in QUESTIONS[:2]]


def test_a_numbered_question_with_its_answer_after_a_line_break_leaves_the_answer_out_of_the_list(tmp_path):
    document = Document()
    _bold(document, "Service Requests FAQ", size=18)
    for n, question in enumerate(QUESTIONS, 1):
        paragraph = document.add_paragraph(style="List Number")
        paragraph.add_run(question).bold = True
        paragraph.runs[0].add_break()
        paragraph.add_run(_answer(n))
    path = tmp_path / "numbered.docx"
    document.save(path)
    sections = _sections(path)
    assert len(sections) == len(QUESTIONS)
    for n, (section, text) in enumerate(sections, 1):
        assert section.endswith(QUESTIONS[n - 1]) and text.startswith(_answer(n))  # not "- 2. Service 1 is…"


def test_categories_set_larger_by_hand_group_the_questions_below_them(tmp_path):
    sections = _sections(_sized_by_hand(tmp_path / "sized.docx"))
    assert [s for s, _ in sections] == [f"Cards > {q}" for q in QUESTIONS[:2]] + [
        f"Statements > {q}" for q in QUESTIONS[2:]
    ]
    assert all(text.startswith(_answer(n)) for n, (_, text) in enumerate(sections, 1))


def test_a_converted_pdf_loses_its_page_furniture_and_keeps_whole_sentences(tmp_path):
    parsed = parse_document(_converted_from_pdf(tmp_path / "converted.docx"), 50 * MB)
    assert parsed.title == "Service Requests FAQ"
    assert [block.section for block in parsed.blocks] == [(q,) for q in QUESTIONS[:2]]
    whole = (
        "Service is available at every branch and through the mobile app for a non-refundable fee of Rs 100, "
        "payable at the counter."
    )
    assert [block.text for block in parsed.blocks] == [whole, whole]


@pytest.mark.parametrize(
    "items",
    [
        ("Did you share your OTP?", "Is the card still with you?"),
        ("Is your KYC up to date?", "Keep your card number ready.", "Note the time of the transaction."),
    ],
    ids=["questions-only", "a-question-among-items"],
)
def test_a_checklist_with_questions_stays_content(tmp_path, items):
    """A checklist (list items after one another, no answers) is not a run of headings, even when one of
    its items asks and the items after it do not: no list question in the file is answered in a paragraph."""
    document = Document()
    document.add_heading("Before you call us", level=1)
    document.add_paragraph("Ask yourself:")
    for item in items:
        document.add_paragraph(item, style="List Bullet")
    path = tmp_path / "checklist.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert [block.section for block in parsed.blocks] == [()]
    assert "\n".join(f"- {item}" for item in items) in parsed.blocks[0].text


def test_questions_bold_only_through_a_character_style_are_siblings_of_styled_ones(tmp_path):
    """LibreOffice saves a web page's <strong> question as the "Strong" character style, not as bold."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    document.add_heading("Services", level=1)
    document.add_heading(QUESTIONS[0], level=2)
    document.add_paragraph(_answer(1))
    document.add_paragraph().add_run(QUESTIONS[1], style="Strong")
    document.add_paragraph(_answer(2))
    path = tmp_path / "strong.docx"
    document.save(path)
    assert _sections(path) == [
        (f"Services > {QUESTIONS[0]}", _answer(1)),
        (f"Services > {QUESTIONS[1]}", _answer(2)),
    ]


def test_a_lone_heading_1_restating_the_file_title_is_not_a_section_above_every_question(tmp_path):
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    document.add_heading("Service Requests – Frequently Asked Questions (2026)", level=1)
    for n, question in enumerate(QUESTIONS[:2], 1):
        document.add_heading(question, level=2)
        document.add_paragraph(_answer(n))
    path = tmp_path / "restated.docx"
    document.save(path)
    assert [section for section, _ in _sections(path)] == QUESTIONS[:2]


def test_a_web_page_saved_as_word_keeps_its_one_page_heading_out_of_every_section(tmp_path):
    """pandoc/LibreOffice output of a bank's FAQ page: the page title as Title, the site's menu, then the
    page's one <h1> restating the title, <h2> categories and <h3> questions."""
    document = Document()
    document.core_properties.title = "Service Requests FAQs | Godavari Bank"
    document.add_paragraph("Service Requests FAQs | Godavari Bank", style="Title")
    document.add_paragraph("Toll free: 1800 425 7700 Locate Us Login")
    document.add_heading("Service Requests – Frequently Asked Questions", level=1)
    document.add_paragraph("Every request below can be made at any branch.")
    for category, questions in (("Cards", QUESTIONS[:2]), ("Statements", QUESTIONS[2:4])):
        document.add_heading(category, level=2)
        for question in questions:
            document.add_heading(question, level=3)
            document.add_paragraph(_answer(QUESTIONS.index(question) + 1))
    path = tmp_path / "page.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Service Requests FAQs | Godavari Bank"
    assert [block.section for block in parsed.blocks] == [
        (),
        *[("Cards", q) for q in QUESTIONS[:2]],
        *[("Statements", q) for q in QUESTIONS[2:4]],
    ]
    assert "Every request below" in parsed.blocks[0].text


def test_a_lone_heading_1_about_something_else_than_the_title_stays_in_the_path(tmp_path):
    document = Document()
    document.core_properties.title = "Service Requests FAQs | Godavari Bank"
    document.add_paragraph("Service Requests FAQs | Godavari Bank", style="Title")
    document.add_paragraph("Toll free: 1800 425 7700")
    document.add_heading("Locker charges", level=1)
    document.add_heading(QUESTIONS[0], level=2)
    document.add_paragraph(_answer(1))
    path = tmp_path / "page.docx"
    document.save(path)
    assert [block.section for block in parse_document(path, 50 * MB).blocks] == [(), ("Locker charges", QUESTIONS[0])]


def test_a_numbered_question_answered_by_a_list_or_a_table_heads_its_answer(tmp_path):
    """Word's numbered bold questions, most answered in a paragraph; one by a bulleted list, one by a table
    (a plain checklist item asking something, with items after it, stays an item: see the checklist test)."""
    document = Document()
    document.add_heading("Service Requests FAQ", level=1)
    for n, question in enumerate(QUESTIONS, 1):
        document.add_paragraph(style="List Number").add_run(question).bold = True
        if n == 2:
            for item in ("Copy of passport", "PAN card"):
                document.add_paragraph(item, style="List Bullet")
        elif n == 4:
            table = document.add_table(rows=2, cols=2)
            table.rows[0].cells[0].text, table.rows[0].cells[1].text = "Request", "Fee"
            table.rows[1].cells[0].text, table.rows[1].cells[1].text = "Statement", "Rs 400"
        else:
            document.add_paragraph(_answer(n))
    path = tmp_path / "numbered.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert [block.section[-1] for block in parsed.blocks] == [f"{n}. {q}" for n, q in enumerate(QUESTIONS, 1)]
    assert "Copy of passport" in parsed.blocks[1].text and "PAN card" in parsed.blocks[1].text
    assert parsed.blocks[3].kind == "table" and "Rs 400" in " ".join(parsed.blocks[3].rows)


def test_terms_and_conditions_with_typed_clause_numbers_keep_clauses_as_text(tmp_path):
    """A T&C typed with no styles and no bold: "2.\tRedemption" heads its clauses "2.1\t…", and a short
    clause that is a sentence is text of its section, not a heading."""
    document = Document()
    document.add_paragraph("REWARDS PROGRAMME – TERMS AND CONDITIONS")
    document.add_paragraph("1.\tDefinitions")
    document.add_paragraph("1.1\t“Card” means a credit card issued by the Bank.")
    document.add_paragraph("1.2\t“Statement Cycle” means the period between two statements.")
    document.add_paragraph("2.\tRedemption")
    document.add_paragraph("2.1\tThe minimum redemption is 500 Reward Points.")
    document.add_paragraph("2.2\tRequests are processed within 7 working days.")
    document.add_paragraph("3. Visit the branch with your card")  # a numbered step, no clauses after it
    path = tmp_path / "tnc.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "REWARDS PROGRAMME – TERMS AND CONDITIONS"
    assert [block.section for block in parsed.blocks] == [("1. Definitions",), ("2. Redemption",)]
    assert "minimum redemption is 500" in parsed.blocks[1].text and "3. Visit the branch" in parsed.blocks[1].text


def test_a_bilingual_faq_keeps_both_languages_of_a_question_above_its_answers(tmp_path):
    """English question as Heading 2, the same question in Hindi as a bold paragraph, then both answers."""
    document = Document()
    document.core_properties.title = "PPF FAQs"
    document.add_heading("Public Provident Fund / लोक भविष्य निधि", level=1)
    pairs = (
        ("Can I take a loan against PPF?", "क्या पीपीएफ पर ऋण मिल सकता है?", "Yes, from the third year."),
        ("Is PPF interest taxable?", "क्या पीपीएफ ब्याज कर योग्य है?", "No, it is tax free."),
    )
    for english, hindi, answer in pairs:
        document.add_heading(english, level=2)
        _bold(document, hindi)
        document.add_paragraph(answer)
        document.add_paragraph("हिंदी में उत्तर।")
    path = tmp_path / "bilingual.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert [block.section for block in parsed.blocks] == [
        ("Public Provident Fund / लोक भविष्य निधि", f"{english} / {hindi}") for english, hindi, _ in pairs
    ]
    assert parsed.blocks[0].text.startswith("Yes, from the third year.")


def test_a_title_and_a_question_printed_over_two_lines_are_read_whole(tmp_path):
    """A PDF saved as Word: every printed line a paragraph, so a long title or question heading wraps."""
    document = Document()
    _bold(document, "Doorstep Banking Services for Senior Citizens and Persons", size=16)
    _bold(document, "with Disabilities", size=16)
    document.add_paragraph("Page 1 of 2")
    _bold(document, "Who can use the service?")
    document.add_paragraph("Customers aged 70 or more.")
    _bold(document, "What should I do if the agent who visits my home asks for my PIN, OTP or for cash")
    _bold(document, "beyond the amount I requested?")
    document.add_paragraph("Do not share your PIN or OTP with anyone.")
    document.add_paragraph("Page 2 of 2")
    path = tmp_path / "converted.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Doorstep Banking Services for Senior Citizens and Persons with Disabilities"
    assert [block.section for block in parsed.blocks] == [
        ("Who can use the service?",),
        (
            "What should I do if the agent who visits my home asks for my PIN, OTP or for cash beyond the amount I "
            "requested?",
        ),
    ]


def test_underlined_categories_group_the_typed_questions_below_them(tmp_path):
    """Typed by a clerk: an ALL-CAPS bold title, underlined categories, plain "Q1." / "Ans." items."""
    document = Document()
    _bold(document, "SERVICE REQUESTS – FREQUENTLY ASKED QUESTIONS")
    document.add_paragraph("These answers are displayed at the branch.")
    numbered = iter(enumerate(QUESTIONS, 1))
    for category, count in (("Cards", 2), ("Statements", 3)):
        document.add_paragraph().add_run(category).underline = True
        for _ in range(count):
            n, question = next(numbered)
            document.add_paragraph(f"Q{n}. {question}")
            document.add_paragraph(f"Ans. {_answer(n)}")
    run = document.add_paragraph().add_run("Important")  # one underlined word before prose: emphasis
    run.underline = True
    document.add_paragraph("Charges are subject to GST.")
    path = tmp_path / "clerk.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "SERVICE REQUESTS – FREQUENTLY ASKED QUESTIONS"
    assert [block.section for block in parsed.blocks] == [
        (),
        *[("Cards", f"Q{n}. {q}") for n, q in enumerate(QUESTIONS[:2], 1)],
        *[("Statements", f"Q{n}. {q}") for n, q in enumerate(QUESTIONS[2:], 3)],
    ]
    assert parsed.blocks[1].text == _answer(1)
    assert "Important\n\nCharges are subject to GST." in parsed.blocks[-1].text


def test_a_title_set_over_two_lines_reads_as_one_line(tmp_path):
    document = Document()
    heading = document.add_paragraph(style="Title")
    heading.add_run("Small Savings Schemes – FAQs").add_break()
    heading.add_run("लघु बचत योजनाएँ")
    document.add_heading(QUESTIONS[0], level=1)
    document.add_paragraph(_answer(1))
    path = tmp_path / "two_lines.docx"
    document.save(path)
    assert parse_document(path, 50 * MB).title == "Small Savings Schemes – FAQs लघु बचत योजनाएँ"


def test_accordion_questions_saved_as_plain_paragraphs_head_their_answers(tmp_path):
    """A web page's accordion converted to Word: its <button> questions come out as plain paragraphs."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for category, questions in (("Cards", QUESTIONS[:2]), ("Statements", QUESTIONS[2:4])):
        document.add_heading(category, level=2)
        for question in questions:
            document.add_paragraph(question)
            document.add_paragraph(_answer(QUESTIONS.index(question) + 1))
    path = tmp_path / "accordion.docx"
    document.save(path)
    assert [section for section, _ in _sections(path)] == [f"Cards > {q}" for q in QUESTIONS[:2]] + [
        f"Statements > {q}" for q in QUESTIONS[2:4]
    ]


def test_one_plain_question_in_an_answer_stays_part_of_it(tmp_path):
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    document.add_heading(QUESTIONS[0], level=2)
    document.add_paragraph(_answer(1))
    document.add_paragraph("Not sure which service you need today?")
    document.add_paragraph("Call 1800 425 7700 and we will help.")
    document.add_heading(QUESTIONS[1], level=2)
    document.add_paragraph(_answer(2))
    path = tmp_path / "one.docx"
    document.save(path)
    sections = _sections(path, min_chars=0)
    assert [section for section, _ in sections] == QUESTIONS[:2]
    assert "Not sure which service you need today?" in sections[0][1]


@pytest.mark.parametrize(
    ("core_title", "subtitle"),
    [("", "Retail Lending | Updated July 2024"), ("Word Document", ""), ("SHG_CIS_07", ""), ("LAP FAQ", "")],
)
def test_the_cover_title_line_names_the_file_and_its_subtitle_is_no_section(tmp_path, core_title, subtitle):
    """The Title-style line a reader sees beats a default or stale title property; Word's Subtitle is a
    line of the cover, not a section above the introduction."""
    document = Document()
    document.core_properties.title = core_title
    document.add_paragraph("Savings Account – Service Charges and FAQs", style="Title")
    if subtitle:
        document.add_paragraph(subtitle, style="Subtitle")
    document.add_paragraph("This note explains the charges.")
    document.add_heading("Minimum balance", level=1)
    document.add_heading(QUESTIONS[0], level=2)
    document.add_paragraph(_answer(1))
    path = tmp_path / "charges.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Savings Account – Service Charges and FAQs"
    assert [block.section for block in parsed.blocks] == [(), ("Minimum balance", QUESTIONS[0])]
    assert parsed.blocks[0].text.startswith(subtitle or "This note")


def test_a_default_title_property_is_no_title(tmp_path):
    document = Document()
    document.core_properties.title = "Word Document"
    _bold(document, "Savings Account Charges", size=16)
    document.add_paragraph("This note explains the charges.")
    path = tmp_path / "charges.docx"
    document.save(path)
    assert parse_document(path, 50 * MB).title == "Savings Account Charges"


@pytest.mark.parametrize("label", ["", "On this page", "Jump to a question:"])
def test_links_within_the_document_are_navigation_not_content(tmp_path, label):
    """A "jump to a question" list and underlined "Back to top" links after every answer (internal
    hyperlinks): neither is a section, and the links are no category of the question after them. Nor is the
    bold label over the list: a wiki page's "On this page" headed every section of Sutlej Bank's payments FAQ,
    whose categories are Heading 2 and questions Heading 3 (no Heading 1)."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    def link(paragraph, text: str, anchor: str) -> None:
        hyperlink = OxmlElement("w:hyperlink")
        hyperlink.set(qn("w:anchor"), anchor)
        run = paragraph.add_run(text)
        run.underline = True
        hyperlink.append(run._r)
        paragraph._p.append(hyperlink)

    document = Document()
    document.add_paragraph("Service Requests FAQ", style="Title")
    document.add_paragraph("This page answers the questions customers ask most about service requests.")
    if label:
        document.add_paragraph().add_run(label).bold = True
    for n, question in enumerate(QUESTIONS[:3], 1):
        link(document.add_paragraph(), question, f"faq{n}")
    document.add_heading("Requests", level=2)
    for n, question in enumerate(QUESTIONS[:3], 1):
        document.add_heading(question, level=3)
        document.add_paragraph(_answer(n))
        link(document.add_paragraph(), "Back to top", "_top")
    path = tmp_path / "jump.docx"
    document.save(path)
    sections = _sections(path, min_chars=0)
    assert sections[1:] == [(f"Requests > {q}", _answer(n)) for n, q in enumerate(QUESTIONS[:3], 1)]
    assert sections[0][1] == "This page answers the questions customers ask most about service requests."


def test_a_short_answer_before_back_to_top_is_the_answer_not_a_label(tmp_path):
    """A reviewer's case: only the label over a list of jump links is navigation; an answer of a word or two
    ("Nil", "₹100 per passbook") before its "Back to top" link, in a paragraph or a table cell, is the answer."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    def link(paragraph, text: str, anchor: str) -> None:
        hyperlink = OxmlElement("w:hyperlink")
        hyperlink.set(qn("w:anchor"), anchor)
        run = paragraph.add_run(text)
        hyperlink.append(run._r)
        paragraph._p.append(hyperlink)

    document = Document()
    document.add_paragraph("Service Requests FAQ", style="Title")
    document.add_heading("Is there a charge for a passbook?", level=2)
    document.add_paragraph("₹100 per passbook")
    link(document.add_paragraph(), "Back to top", "_top")
    document.add_heading("What does a duplicate statement cost?", level=2)
    table = document.add_table(rows=1, cols=1)
    table.rows[0].cells[0].text = "Nil"
    link(table.rows[0].cells[0].add_paragraph(), "Back to top", "_top")
    path = tmp_path / "short.docx"
    document.save(path)
    sections = _sections(path, min_chars=0)
    assert ("Is there a charge for a passbook?", "₹100 per passbook") in sections
    assert any(heading == "What does a duplicate statement cost?" and "Nil" in text for heading, text in sections)


def test_questions_inside_a_layout_table_keep_their_structure(tmp_path):
    """The whole page laid out in a one-column table, each category's questions in a table nested in it."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    frame = document.add_table(rows=4, cols=1)
    frame.rows[0].cells[0].paragraphs[0].add_run("Cards").bold = True
    frame.rows[2].cells[0].paragraphs[0].add_run("Statements").bold = True
    for row, questions in ((1, QUESTIONS[:2]), (3, QUESTIONS[2:4])):
        nested = frame.rows[row].cells[0].add_table(rows=len(questions), cols=2)
        for cells, question in zip(nested.rows, questions, strict=True):
            cells.cells[0].text = question
            cells.cells[1].text = _answer(QUESTIONS.index(question) + 1)
    path = tmp_path / "layout.docx"
    document.save(path)
    assert _sections(path, min_chars=0) == [
        *[(f"Cards > {q}", _answer(n)) for n, q in enumerate(QUESTIONS[:2], 1)],
        *[(f"Statements > {q}", _answer(n)) for n, q in enumerate(QUESTIONS[2:4], 3)],
    ]


def test_a_bold_line_with_nothing_under_it_is_kept_as_text(tmp_path):
    """A testimonial in Word's bold "Intense Quote" style between two headings: no heading, but its words
    are indexed (they were dropped as an empty section)."""
    document = Document()
    document.core_properties.title = "Vehicle Loans"
    document.add_heading("Why choose our loan?", level=1)
    document.add_paragraph("Finance of up to 90% of the price", style="List Bullet")
    _bold(document, "“Sanctioned in two days at the Gannavaram branch” – R. Suresh")
    document.add_heading("Fees", level=1)
    document.add_paragraph("Processing fee 1%.")
    _bold(document, "Rates revised on 1 April 2026")
    path = tmp_path / "brochure.docx"
    document.save(path)
    blocks = parse_document(path, 50 * MB).blocks
    assert [block.section for block in blocks] == [("Why choose our loan?",), ("Fees",)]
    assert blocks[0].text.endswith("Gannavaram branch” – R. Suresh")
    assert blocks[1].text == "Processing fee 1%.\n\nRates revised on 1 April 2026"


def test_a_lone_heading_after_real_prose_stays_a_section(tmp_path):
    document = Document()
    document.core_properties.title = "Home Loan Policy"
    document.add_paragraph("This policy covers home loans to individuals across all branches.")
    document.add_heading("Home Loan Eligibility", level=1)
    document.add_paragraph("Applicants must be aged 21 to 65.")
    path = tmp_path / "policy.docx"
    document.save(path)
    assert [block.section for block in parse_document(path, 50 * MB).blocks] == [(), ("Home Loan Eligibility",)]


def test_a_heading_that_links_back_to_the_contents_is_still_a_heading(tmp_path):
    """docutils/pandoc "toc-backref" headings are wholly an internal link; so is a linked sentence."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for n, (heading, text) in enumerate((("Opening a deposit", "From Rs 1,000."), ("Closure", "A 1% penalty.")), 1):
        paragraph = document.add_heading(level=2)
        link = OxmlElement("w:hyperlink")
        link.set(qn("w:anchor"), f"id{n}")
        link.append(paragraph.add_run(heading)._r)
        paragraph._p.append(link)
        document.add_paragraph(text)
    path = tmp_path / "backref.docx"
    document.save(path)
    assert _sections(path, min_chars=0) == [("Opening a deposit", "From Rs 1,000."), ("Closure", "A 1% penalty.")]


def test_an_answer_marker_on_a_line_of_its_own_is_not_part_of_the_answer(tmp_path):
    """ "Ans." typed alone over the answer's bullet list (found in a ninth bank's pensioner FAQ): the answer
    opens with its first bullet, and an "Ans." inside an answer's prose stays."""
    document = Document()
    _bold(document, "Service Requests FAQ", size=18)
    _bold(document, "PENSION ACCOUNT")
    _bold(document, "Q. What are the features of the pension account?")
    document.add_paragraph("Ans.")
    for item in ("Zero balance.", "Free debit card."):
        document.add_paragraph(item, style="List Bullet")
    _bold(document, "Q. Can I open it jointly?")
    document.add_paragraph("Ans: Yes, with your spouse.")
    document.add_paragraph("Ans. is how this leaflet marks answers.")
    _bold(document, "Q. Is there a fee?")
    document.add_paragraph("Ans:-")
    document.add_paragraph("No fee is charged.")
    path = tmp_path / "pension.docx"
    document.save(path)
    sections = _sections(path)
    assert [section for section, _ in sections] == [
        "PENSION ACCOUNT > Q. What are the features of the pension account?",
        "PENSION ACCOUNT > Q. Can I open it jointly?",
        "PENSION ACCOUNT > Q. Is there a fee?",
    ]
    assert sections[0][1] == "- Zero balance.\n- Free debit card."
    assert sections[1][1] == "Yes, with your spouse.\n\nAns. is how this leaflet marks answers."
    assert sections[2][1] == "No fee is charged."


def test_questions_set_apart_by_italics_head_their_answers_under_larger_bold_categories(tmp_path):
    """A servicing leaflet typed by hand: "Section A: …" categories bold at 14 pt, questions in italics only,
    answers as bullet lists (so not the accordion layout of plain questions over plain answers)."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for category, questions in (("Section A: Cards", QUESTIONS[:2]), ("Section B: Statements", QUESTIONS[2:4])):
        _bold(document, category, size=14)
        for question in questions:
            document.add_paragraph().add_run(question).italic = True
            document.add_paragraph(_answer(QUESTIONS.index(question) + 1), style="List Bullet")
    path = tmp_path / "italic.docx"
    document.save(path)
    sections = _sections(path)
    assert [section for section, _ in sections] == [f"Section A: Cards > {q}" for q in QUESTIONS[:2]] + [
        f"Section B: Statements > {q}" for q in QUESTIONS[2:4]
    ]
    assert all(_answer(n) in text for n, (_, text) in enumerate(sections, 1))


def test_one_italic_question_in_an_answer_stays_part_of_it(tmp_path):
    """Italics mark a file's questions only where it uses them so at least twice: one quoted question in an
    answer is the answer's."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for n, question in enumerate(QUESTIONS[:2], 1):
        document.add_heading(question, level=2)
        document.add_paragraph(_answer(n))
    document.add_paragraph().add_run("Why do we ask for this every year?").italic = True
    document.add_paragraph("Because the Reserve Bank requires it.", style="List Bullet")
    path = tmp_path / "quoted.docx"
    document.save(path)
    sections = _sections(path)
    assert [section for section, _ in sections] == QUESTIONS[:2]
    assert "Why do we ask for this every year?" in sections[-1][1]


@pytest.mark.parametrize(
    "labels", [("KISAN CREDIT CARD – INTEREST", "DBT NOT RECEIVED (LPG, PM-KISAN)"), ("CARDS — ATMS", "STATEMENTS")]
)
def test_all_caps_labels_with_dashes_and_bracketed_lists_group_the_plain_questions_below_them(tmp_path, labels):
    """A broadcast pasted from e-mail: a bold title line, then plain ALL-CAPS category lines over plain
    questions."""
    document = Document()
    _bold(document, "Service Requests FAQ")
    for label, questions in zip(labels, (QUESTIONS[:2], QUESTIONS[2:4]), strict=True):
        document.add_paragraph(label)
        for question in questions:
            document.add_paragraph(question)
            document.add_paragraph(_answer(QUESTIONS.index(question) + 1))
    path = tmp_path / "broadcast.docx"
    document.save(path)
    assert [section for section, _ in _sections(path)] == [f"{labels[0]} > {q}" for q in QUESTIONS[:2]] + [
        f"{labels[1]} > {q}" for q in QUESTIONS[2:4]
    ]


def _one_column_table(document, cells: list[str]) -> None:
    table = document.add_table(rows=len(cells), cols=1)
    for row, text in zip(table.rows, cells, strict=True):
        row.cells[0].text = text


def test_a_one_column_faq_table_gives_each_question_row_its_own_section(tmp_path):
    """An accessibility guide: per category a Heading 1 over a one-column table, each question in a (shaded,
    bold) row of its own and its answer in the row or rows below."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    for category, questions in (("Cards", QUESTIONS[:2]), ("Statements", QUESTIONS[2:4])):
        document.add_heading(category, level=1)
        cells = []
        for question in questions:
            cells += [question, _answer(QUESTIONS.index(question) + 1)]
        _one_column_table(document, cells + (["Bring a photo ID."] if category == "Statements" else []))
    path = tmp_path / "stacked.docx"
    document.save(path)
    sections = _sections(path)
    assert sections == [(f"Cards > {q}", _answer(n)) for n, q in enumerate(QUESTIONS[:2], 1)] + [
        (f"Statements > {QUESTIONS[2]}", _answer(3)),
        (f"Statements > {QUESTIONS[3]}", f"{_answer(4)}\nBring a photo ID."),
    ]


def test_a_one_column_list_of_questions_stays_a_table(tmp_path):
    """A checklist of questions to ask oneself, none answered under it, is no FAQ."""
    document = Document()
    document.add_heading("Before you apply", level=1)
    _one_column_table(document, QUESTIONS[:3])
    path = tmp_path / "checklist.docx"
    document.save(path)
    blocks = parse_document(path, MB).blocks
    assert [block.kind for block in blocks] == ["table"]


def _typed_lines(path: Path, heading: str, lines, *, level: int = 2) -> list:
    """The blocks of a file holding one heading and a paragraph per line (tabs typed in them)."""
    document = Document()
    document.add_heading(heading, level=level)
    for line in lines:
        document.add_paragraph(line)
    document.save(path)
    return parse_document(path, MB).blocks


def test_a_table_typed_with_tabs_is_read_as_a_table(tmp_path):
    """Columns lined up with the Tab key, a paragraph per row: each row is read with its column names, as a
    Word table's would be; the sentences around it stay text."""
    lines = (
        "Our charge depends on the amount:",
        "Amount\tCharge\tGST",
        "Up to ₹10,000\tNil\tNil",
        "₹10,001 to ₹1 lakh\t₹150\t₹27",
        "Charges are taken before the credit.",
    )
    blocks = _typed_lines(tmp_path / "tabs.docx", "What does an inward remittance cost?", lines)
    assert [(block.kind, block.text, block.rows) for block in blocks] == [
        ("text", "Our charge depends on the amount:", []),
        (
            "table",
            "",
            ["Amount: Up to ₹10,000 | Charge: Nil | GST: Nil", "Amount: ₹10,001 to ₹1 lakh | Charge: ₹150 | GST: ₹27"],
        ),
        ("text", "Charges are taken before the credit.", []),
    ]


@pytest.mark.parametrize(
    "lines",
    [
        ["1.1\t“Card” means a credit card issued by the Bank.", "1.2\t“Cardholder” means the person named on it."],
        ["(a)\twithdrawals made by the customer;", "(b)\tdeposits made by the customer."],
    ],
)
def test_clauses_numbered_with_a_tab_stay_text(tmp_path, lines):
    blocks = _typed_lines(tmp_path / "clauses.docx", "1. Definitions", lines, level=1)
    assert [block.kind for block in blocks] == ["text"] and blocks[0].text == "\n\n".join(lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Monday to Friday\t10 am to 4 pm", "Saturday\t10 am to 1 pm", "Sunday\tClosed"],  # hours: label ⇥ value
        ["KYC\tKnow Your Customer", "NEFT\tNational Electronic Funds Transfer", "UPI\tUnified Payments Interface"],
        ["✓\tAadhaar card\tself-attested", "✓\tPAN card\tself-attested", "✓\tTwo photographs\trecent"],
        ["Cheque book\tFree\t₹150", "Stop payment\t₹100\t₹200", "Cheque return\t₹350\t₹500"],  # no column names
    ],
)
def test_a_tab_aligned_list_without_column_names_stays_as_typed(tmp_path, lines):
    blocks = _typed_lines(tmp_path / "list.docx", "What are the branch timings and charges?", lines)
    assert [(block.kind, block.text) for block in blocks] == [("text", "\n\n".join(lines))]


def test_a_typed_table_row_with_an_empty_last_cell_stays_in_the_table(tmp_path):
    """Word types no tab for an empty last cell: the short row goes on with it empty."""
    lines = ("Service\tSavings\tCurrent", "Cheque book\tFree\t₹150", "Stop payment\t₹100", "Cheque return\t₹350\t₹500")
    assert _typed_lines(tmp_path / "uneven.docx", "What does a cheque service cost?", lines)[0].rows == [
        "Service: Cheque book | Savings: Free | Current: ₹150",
        "Service: Stop payment | Savings: ₹100",
        "Service: Cheque return | Savings: ₹350 | Current: ₹500",
    ]


def test_sample_questions_in_italics_inside_an_answer_stay_in_the_answer(tmp_path):
    """A fraud-awareness page quotes the fraudster's questions in italics under its own Heading 2 questions."""
    document = Document()
    document.core_properties.title = "Service Requests FAQ"
    document.add_heading("How do fraudsters trick customers on the phone?", level=2)
    document.add_paragraph("They pretend to be from the bank and ask questions such as:")
    document.add_paragraph().add_run("Can you tell me the OTP you just received on your phone?").italic = True
    document.add_paragraph().add_run("Can you confirm your card number and its expiry date?").italic = True
    document.add_paragraph("The bank never asks for your OTP, PIN or CVV. Hang up and call 1800 123 4567.")
    document.add_heading("What should I do if I shared my OTP?", level=2)
    document.add_paragraph("Block your card at once and call us.")
    path = tmp_path / "fraud.docx"
    document.save(path)
    sections = _sections(path)
    assert [section for section, _ in sections] == [
        "How do fraudsters trick customers on the phone?",
        "What should I do if I shared my OTP?",
    ]
    assert "The bank never asks for your OTP" in sections[0][1] and "Can you confirm your card" in sections[0][1]


@pytest.mark.parametrize("line", ["NEVER SHARE YOUR OTP, PIN OR CVV", "LOAN COLLECTION A/C"])
def test_a_capitals_warning_or_account_name_in_an_answer_is_no_category(tmp_path, line):
    document = Document()
    _bold(document, "Service Requests FAQ")
    for n, question in enumerate(QUESTIONS[:3], 1):
        document.add_paragraph(question)
        document.add_paragraph(_answer(n))
        if n == 1:
            document.add_paragraph(line)
    path = tmp_path / "warning.docx"
    document.save(path)
    sections = _sections(path)
    assert [section for section, _ in sections] == QUESTIONS[:3] and line in sections[0][1]


def test_a_typed_rate_table_may_name_its_columns_with_figures(tmp_path):
    lines = ("Tenure\tBelow ₹3 crore\t₹3 crore and above", "1 year\t6.50%\t6.75%", "2 years\t6.80%\t7.00%")
    assert _typed_lines(tmp_path / "rates.docx", "What are the FD rates?", lines)[0].rows == [
        "Tenure: 1 year | Below ₹3 crore: 6.50% | ₹3 crore and above: 6.75%",
        "Tenure: 2 years | Below ₹3 crore: 6.80% | ₹3 crore and above: 7.00%",
    ]


def test_italic_questions_under_a_cover_question_with_italic_notes_still_head_their_answers(tmp_path):
    """A leaflet titled "Have a question about your loan?" whose answers each end with an italic note."""
    document = Document()
    document.add_paragraph("Have a question about your loan?", style="Title")
    for n, question in enumerate(QUESTIONS[:3], 1):
        document.add_paragraph().add_run(question).italic = True
        document.add_paragraph(_answer(n), style="List Bullet")
        document.add_paragraph().add_run("Charges include GST.").italic = True
    path = tmp_path / "leaflet.docx"
    document.save(path)
    sections = [block.section[-1] for block in parse_document(path, MB).blocks if block.section]
    assert list(dict.fromkeys(sections)) == QUESTIONS[:3]
