"""Structure in a bank's web FAQ turned into Word the ways third parties do it (session 14).

Each layout here was found in the Sabarmati Bank of India files, written by a helper who never saw this
code (`data/eval/structure/sabarmati/`): an accordion pasted as text, a whole FAQ typed with Shift+Enter,
a "Sr. No. | Query | Response" table, category banners in text boxes, a letterhead naming a "Bank of
India". Each test writes a small file the same way and checks the nearest ordinary layout reads as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from docx import Document
from docx.shared import Pt
from lxml import etree

from banking_ai.rag.parsing import parse_document
from tests.rag.test_docx_markup import NAMESPACES, _run
from tests.rag.test_parsing_letters import MB, _sections


def _raw_paragraph(document, body: str) -> None:
    placeholder = document.add_paragraph()._p
    placeholder.getparent().replace(placeholder, etree.fromstring(f"<w:p {NAMESPACES}>{body}</w:p>"))


def _query_table(document, rows: list[tuple]) -> None:
    """A "Sr. No. | Query | Response" table; a row given as (text, None, None) is merged across the three."""
    table = document.add_table(rows=len(rows), cols=3)
    for row, values in zip(table.rows, rows, strict=True):
        if values[1] is None:
            row.cells[0].merge(row.cells[2]).text = values[0]
        else:
            for cell, value in zip(row.cells, values, strict=True):
                cell.text = value


def _accordion(path: Path, expander: str = "+ ") -> Path:
    document = Document()
    document.add_paragraph("Frequently Asked Questions – Cards")
    document.add_paragraph("Expand All | Collapse All")
    document.add_paragraph("DEBIT CARDS")
    document.add_paragraph(f"{expander}How do I block my debit card?")
    document.add_paragraph("Call 1800 233 4455 or use Card Controls in the app.")
    document.add_paragraph("Was this helpful? Yes | No")
    document.add_paragraph(f"{expander}Can I use my debit card abroad?")
    document.add_paragraph("Yes, after enabling international use in the app.")
    document.add_paragraph("CREDIT CARDS")
    document.add_paragraph(f"{expander}What is the late payment fee?")
    document.add_paragraph("₹500 when the amount due is above ₹5,000.")
    document.add_paragraph("© 2026 Sabarmati Bank of India. All rights reserved.")
    document.save(path)
    return path


def test_an_accordion_pasted_as_text_heads_each_answer_with_its_question_under_its_tab(tmp_path):
    sections = _sections(_accordion(tmp_path / "cards.docx"))
    assert sections[("DEBIT CARDS", "How do I block my debit card?")] == (
        "Call 1800 233 4455 or use Card Controls in the app."
    )
    assert sections[("DEBIT CARDS", "Can I use my debit card abroad?")].startswith("Yes, after enabling")
    assert sections[("CREDIT CARDS", "What is the late payment fee?")] == "₹500 when the amount due is above ₹5,000."
    text = "\n".join(sections.values())
    assert "helpful" not in text and "Expand All" not in text and "rights reserved" not in text


def test_a_saved_web_pages_back_to_top_links_footer_links_and_copyright_are_not_read(tmp_path):
    document = Document()
    document.add_heading("Travel Card FAQs", level=1)
    document.add_heading("Is there an inactivity fee?", level=2)
    document.add_paragraph("₹100 per quarter after 12 months without use.")
    document.add_paragraph("↑ Back to top")
    document.add_heading("Can I use it online?", level=2)
    document.add_paragraph("Yes, after switching on e-commerce in the app.")
    document.add_paragraph("Back to top")
    document.add_paragraph("Privacy Policy | Terms of Use | Sitemap")
    document.add_paragraph("Copyright © 2024 Godavari Bank Ltd., Rajahmundry. All rights reserved.")
    document.add_paragraph("Home | About Us | Contact Us | Sitemap")
    document.add_paragraph("© 2025 The Karnataka State Co-operative Apex Bank Ltd., Bengaluru. All rights reserved.")
    document.add_paragraph("© 2025 Mahanadi State Bank")
    path = tmp_path / "travel.docx"
    document.save(path)
    sections = _sections(path)
    assert sections[("Is there an inactivity fee?",)] == "₹100 per quarter after 12 months without use."
    assert sections[("Can I use it online?",)] == "Yes, after switching on e-commerce in the app."


def test_a_plus_inside_prose_or_a_single_marked_line_is_kept(tmp_path):
    document = Document()
    document.add_heading("Deposits", level=1)
    document.add_paragraph("+ Is a senior citizen paid more?")
    document.add_paragraph("Yes, 0.50% p.a. more on every deposit.")
    document.add_paragraph("Interest is 7% + 0.5% for staff?")
    path = tmp_path / "deposits.docx"
    document.save(path)
    text = "\n".join(_sections(path).values())
    assert "+ Is a senior citizen paid more?" in text and "7% + 0.5%" in text


def test_a_faq_typed_with_line_breaks_is_split_into_its_questions(tmp_path):
    lines = [
        ("EDUCATION LOAN", True),
        ("", False),
        ("Q: What is the margin money?", True),
        ("A: Nil up to ₹4 lakh; 5% above it.", False),
        ("", False),
        ("Q: Is collateral needed?", True),
        ("A: Only above ₹7.5 lakh.", False),
        ("- A house or a deposit is accepted.", False),
    ]
    body = "".join(
        f"<w:r>{'<w:rPr><w:b/></w:rPr>' if bold else ''}<w:t xml:space='preserve'>{text}</w:t><w:br/></w:r>"
        for text, bold in lines
    )
    document = Document()
    document.add_paragraph().add_run("FAQ – Education Loan").bold = True
    _raw_paragraph(document, body)
    path = tmp_path / "typed.docx"
    document.save(path)
    sections = _sections(path)
    assert sections[("EDUCATION LOAN", "Q: What is the margin money?")] == "Nil up to ₹4 lakh; 5% above it."
    assert sections[("EDUCATION LOAN", "Q: Is collateral needed?")].startswith("Only above ₹7.5 lakh.")
    assert "A house or a deposit is accepted." in sections[("EDUCATION LOAN", "Q: Is collateral needed?")]


def test_a_paragraph_with_line_breaks_and_no_questions_keeps_all_its_text(tmp_path):
    document = Document()
    document.add_heading("Education loans", level=1)
    document.add_heading("Courses covered", level=2)
    lines = ["Courses covered include:", "• Graduation courses", "• Diploma courses of at least 1 year"]
    _raw_paragraph(document, "".join(f"<w:r><w:t>{line}</w:t><w:br/></w:r>" for line in lines))
    path = tmp_path / "courses.docx"
    document.save(path)
    text = _sections(path)[("Courses covered",)]
    assert all(line in text for line in lines)


def test_a_query_response_table_with_a_serial_column_and_merged_category_rows(tmp_path):
    document = Document()
    document.add_paragraph("SABARMATI BANK OF INDIA")
    document.add_paragraph("Frequently Asked Questions on Current Accounts")
    rows = [
        ("Sr. No.", "Query", "Response"),
        ("A. Balances", None, None),
        ("1.", "What is the monthly average balance?", "₹10,000 for Vyapar Basic."),
        ("2.", "Is interest paid on a current account?", "No."),
        ("B. Cash", None, None),
        ("3.", "What is the free cash deposit limit?", "₹2 lakh a month."),
    ]
    _query_table(document, rows)
    path = tmp_path / "current.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Frequently Asked Questions on Current Accounts"
    sections = _sections(path)
    assert sections[("A. Balances", "What is the monthly average balance?")] == "₹10,000 for Vyapar Basic."
    assert sections[("A. Balances", "Is interest paid on a current account?")] == "No."
    assert sections[("B. Cash", "What is the free cash deposit limit?")] == "₹2 lakh a month."


def test_a_banner_in_a_text_box_at_the_start_of_a_paragraph_is_read_before_it(tmp_path):
    def box(text: str, size: int | None = None) -> str:
        properties = f"<w:rPr><w:b/><w:sz w:val='{size}'/></w:rPr>" if size else ""
        return (
            "<w:r><w:pict><v:shape><v:textbox><w:txbxContent><w:p>"
            f"<w:r>{properties}<w:t xml:space='preserve'>{text}</w:t></w:r>"
            "</w:p></w:txbxContent></v:textbox></v:shape></w:pict></w:r>"
        )

    document = Document()
    document.styles["Normal"].font.size = Pt(11)
    document.add_paragraph().add_run("Lockers and Nomination – FAQ").bold = True
    for banner, questions in (
        ("Safe Deposit Lockers", ["What is the annual rent for a locker?", "How often can I operate my locker?"]),
        ("Nomination", ["How many nominees can I name?"]),
    ):
        first = questions[0]
        bold_question = f"<w:r><w:rPr><w:b/></w:rPr><w:t>{first}</w:t></w:r>"
        _raw_paragraph(document, box(banner, 28) + box(f"Important: read this about {banner}.") + bold_question)
        document.add_paragraph(f"The answer to: {first}")
        for question in questions[1:]:
            document.add_paragraph().add_run(question).bold = True
            document.add_paragraph(f"The answer to: {question}")
    path = tmp_path / "lockers.docx"
    document.save(path)
    sections = _sections(path)
    # the banner names the part; a call-out box beside it is a note, read with the paragraph it sits in
    rent = ("Safe Deposit Lockers", "What is the annual rent for a locker?")
    assert sections[rent] == (
        "Important: read this about Safe Deposit Lockers.\n\nThe answer to: What is the annual rent for a locker?"
    )
    assert ("Safe Deposit Lockers", "How often can I operate my locker?") in sections
    assert sections[("Nomination", "How many nominees can I name?")].endswith(
        "The answer to: How many nominees can I name?"
    )


def test_a_text_box_after_a_paragraphs_text_follows_it_and_several_keep_their_order(tmp_path):
    boxes = "".join(
        f"<w:r><w:pict><v:shape><v:textbox><w:txbxContent><w:p>{_run(text)}</w:p></w:txbxContent>"
        "</v:textbox></v:shape></w:pict></w:r>"
        for text in ("First note.", "Second note.")
    )
    document = Document()
    document.add_heading("Lockers", level=1)
    _raw_paragraph(document, _run("Rent is due every April.") + boxes)
    path = tmp_path / "notes.docx"
    document.save(path)
    assert "\n".join(_sections(path).values()) == "Rent is due every April.\n\nFirst note.\n\nSecond note."


def _booklet(path: Path, numbered: bool = True) -> Path:
    document = Document()
    document.add_heading("Retail Loans – Frequently Asked Questions", level=0)
    document.add_heading("Home Loan", level=1)
    questions = [
        ("Who is eligible for a home loan?", "Resident Indians aged 21 to 65 with a steady income."),
        ("What is the processing fee?", "0.35% of the loan; half of it for a takeover. See Q.3 for takeovers."),
        ("Can I transfer my home loan from another bank?", "Yes, after 12 months (see Q.1); the fee is in Q.2."),
        ("What is a top-up loan?", "A second loan on the same house, at the home loan rate (see Q.9)."),
    ]
    for number, (question, answer) in enumerate(questions, 1):
        document.add_heading(f"Q.{number} {question}" if numbered else question, level=2)
        document.add_paragraph(answer)
    document.save(path)
    return path


def test_a_numbered_faqs_pointers_to_other_questions_name_their_headings(tmp_path):
    from banking_ai.rag.chunking import chunk_document

    path = _booklet(tmp_path / "loans.docx")
    chunks = chunk_document(
        parse_document(path, 50 * MB), doc_id="d", source=path, modified="m", chunk_size=800, chunk_overlap=100
    )
    refers = {chunk.section.rsplit(" > ", 1)[-1]: chunk.refers_to for chunk in chunks}
    assert refers["Q.2 What is the processing fee?"] == ("Q.3 Can I transfer my home loan from another bank?",)
    assert refers["Q.3 Can I transfer my home loan from another bank?"] == (
        "Q.1 Who is eligible for a home loan?",
        "Q.2 What is the processing fee?",
    )
    assert refers["Q.4 What is a top-up loan?"] == ()  # there is no Q.9
    assert refers["Q.1 Who is eligible for a home loan?"] == ()


# --- ordinary files the rules above must leave as they were (a reviewer's files, session 14) ---------


def _vml_box(text: str) -> str:
    return (
        "<w:r><w:pict><v:shape><v:textbox><w:txbxContent><w:p>"
        f"{_run(text)}</w:p></w:txbxContent></v:textbox></v:shape></w:pict></w:r>"
    )


def test_a_side_note_anchored_at_a_heading_stays_in_that_headings_section(tmp_path):
    note = "Tip: Senior citizens are exempt from the minimum balance charge."
    document = Document()
    document.add_heading("Savings Account", level=1)
    document.add_heading("Interest", level=2)
    document.add_paragraph("Interest is 2.75% a year, paid quarterly.")
    _raw_paragraph(document, f"<w:pPr><w:pStyle w:val='Heading2'/></w:pPr>{_vml_box(note)}{_run('Minimum Balance')}")
    document.add_paragraph("Keep ₹2,000 on average each month.")
    path = tmp_path / "savings.docx"
    document.save(path)
    sections = _sections(path)
    assert note in sections[("Minimum Balance",)]
    assert note not in sections[("Interest",)]


def test_a_capitalised_answer_or_value_above_a_plain_question_is_no_category(tmp_path):
    document = Document()
    document.add_paragraph("Service charges – FAQ")
    for question, answers in [
        ("Is there a charge for a cheque book of 25 leaves?", ["NIL"]),
        ("How do I block my card by SMS?", ["Send this text to 5676791:", "BLOCK XXXX"]),
        ("What is the charge for SMS alerts each quarter?", ["₹15 plus GST each quarter."]),
        ("Is a duplicate passbook free of charge for seniors?", ["FREE"]),
        ("What is the charge for a duplicate statement?", ["₹100 for each statement."]),
    ]:
        document.add_paragraph(question)
        for answer in answers:
            document.add_paragraph(answer)
    path = tmp_path / "charges.docx"
    document.save(path)
    sections = _sections(path)
    assert sections[("Is there a charge for a cheque book of 25 leaves?",)] == "NIL"
    assert sections[("What is the charge for a duplicate statement?",)] == "₹100 for each statement."
    assert "BLOCK XXXX" in sections[("How do I block my card by SMS?",)]
    assert not any(path[0] in ("NIL", "FREE", "BLOCK XXXX") for path in sections if path)


def test_a_letter_asking_questions_on_lines_of_one_paragraph_stays_one_paragraph(tmp_path):
    lines = [
        ("Please reply to the following questions:", False),
        ("Q1. Has your address changed?", False),
        ("Q2. Has your mobile number changed?", False),
        ("Q3. Has your occupation changed?", False),
        ("Accounts without a reply by 30 June will be frozen.", False),
    ]
    body = "".join(f"<w:r><w:t xml:space='preserve'>{text}</w:t><w:br/></w:r>" for text, _ in lines)
    document = Document()
    document.add_heading("Re-KYC reminder", level=1)
    document.add_paragraph("Dear Customer,")
    _raw_paragraph(document, body)
    path = tmp_path / "letter.docx"
    document.save(path)
    assert list(_sections(path)) == [()]
    assert "frozen" in _sections(path)[()]


def test_merged_rows_of_a_query_response_table_are_parts_notes_or_categories_never_lost(tmp_path):
    document = Document()
    document.add_paragraph("Loans – FAQ")
    rows = [
        ("Sr. No.", "Query", "Response"),
        ("PART A – RETAIL LOANS", None, None),
        ("A.1 Home Loans", None, None),
        ("1.", "What is the longest home loan tenure?", "30 years."),
        ("A.2 Vehicle Loans", None, None),
        ("2.", "Is a used car financed?", "Yes, up to 5 years old."),
        ("For any other query call 1800 425 1111", None, None),
    ]
    _query_table(document, rows)
    path = tmp_path / "loans.docx"
    document.save(path)
    sections = _sections(path)
    assert sections[("PART A – RETAIL LOANS", "A.1 Home Loans", "What is the longest home loan tenure?")] == "30 years."
    used = sections[("A.2 Vehicle Loans", "Is a used car financed?")]
    assert used.startswith("Yes, up to 5 years old.") and "1800 425 1111" in used


@pytest.mark.parametrize(
    ("first", "title"),
    [
        ("Bank of Baroda FAQs", "Bank of Baroda FAQs"),  # a title naming the bank, not its letterhead
        ("© All content here, including the logo, is owned by the Bank. All rights reserved.", None),
    ],
)
def test_lines_near_a_letterhead_or_a_copyright_notice_keep_their_meaning(tmp_path, first, title):
    document = Document()
    document.add_paragraph().add_run(first).bold = title is not None
    document.add_paragraph().add_run("Opening a Savings Account").bold = True
    document.add_paragraph().add_run("Who can open an account?").bold = True
    document.add_paragraph("Any resident Indian aged 18 or more.")
    path = tmp_path / "faq.docx"
    document.save(path)
    parsed = parse_document(path, 50 * MB)
    if title:
        assert parsed.title == title
    else:
        assert first in "\n".join(_sections(path).values())


def test_a_large_first_line_over_body_size_bold_questions_is_the_title_not_a_category(tmp_path):
    document = Document()
    document.styles["Normal"].font.size = Pt(11)
    title = document.add_paragraph().add_run("Gold Loan – Frequently Asked Questions")
    title.bold, title.font.size = True, Pt(14)
    for question in ("Who can take a gold loan?", "What purity is accepted?"):
        document.add_paragraph().add_run(question).bold = True
        document.add_paragraph("The answer, in a sentence of its own.")
    warning = document.add_paragraph().add_run("Never share your OTP with anyone!")
    warning.bold, warning.font.size = True, Pt(14)
    document.add_paragraph().add_run("How is the loan repaid?").bold = True
    document.add_paragraph("In monthly instalments or at the end of the term.")
    path = tmp_path / "gold.docx"
    document.save(path)
    assert parse_document(path, 50 * MB).title == "Gold Loan – Frequently Asked Questions"
    assert ("How is the loan repaid?",) in _sections(path)
