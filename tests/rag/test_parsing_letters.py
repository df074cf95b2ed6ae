"""Structure in files written as letters, circulars, e-mails, slides and boxed FAQs (session 13).

Each layout here was found in the Mahanadi Sahakari Bank files, written by a helper who never saw this
code (`data/eval/structure/mahanadi/`); each test writes a small file the same way with python-docx,
and checks the nearest ordinary layout is read as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.shared import Pt

from banking_ai.rag.parsing import parse_document

MB = 1_000_000


def _sections(path: Path) -> dict[tuple[str, ...], str]:
    parsed = parse_document(path, 50 * MB)
    out: dict[tuple[str, ...], str] = {}
    for block in parsed.blocks:
        text = block.text if block.kind == "text" else "\n".join(block.rows)
        out[block.section] = f"{out.get(block.section, '')}\n{text}".strip()
    return out


def _bold_line(document, text: str) -> None:
    document.add_paragraph().add_run(text).bold = True


def _saved(document, path: Path) -> Path:
    document.save(path)
    return path


def _title(path: Path) -> str:
    return parse_document(path, 50 * MB).title


def _run_in(document, title: str, text: str) -> None:
    paragraph = document.add_paragraph()
    paragraph.add_run(title).bold = True
    paragraph.add_run(f" {text}")


def _circular(path: Path, titles: int = 3) -> Path:
    """A bank circular: letterhead, circular number, addressee, a bold subject line, a salutation, then
    numbered paragraphs with bold run-in titles and lettered sub-paragraphs."""
    document = Document()
    _bold_line(document, "MAHANADI SAHAKARI BANK LTD.")
    document.add_paragraph("Head Office: Buxi Bazar, Cuttack · Toll-free 1800 345 7070")
    document.add_paragraph("Circular No. MSB/HO/07\tDate: 15 April 2025")
    document.add_paragraph("To: All Customers")
    _bold_line(document, "Subject: Inoperative Accounts – Revised Procedure")
    document.add_paragraph("Dear Customer,")
    document.add_paragraph("We inform our customers of the revised procedure set out below in this circular.")
    bodies = [
        ("1. Background.", "The Reserve Bank has asked banks to reduce the number of inoperative accounts."),
        ("2. Reactivation.", "An inoperative account is reactivated at any branch within 3 working days."),
        ("3. Closure of accounts.", "An account closed within 12 months of opening costs ₹500 plus GST."),
    ]
    for title, text in bodies[:titles]:
        _run_in(document, title, text)
    document.add_paragraph("(a)\tno charge is levied for reactivation;")
    document.save(path)
    return path


def test_a_circular_is_titled_by_its_subject_and_its_paragraphs_by_their_run_in_titles(tmp_path):
    path = _circular(tmp_path / "circular.docx")
    assert _title(path) == "Inoperative Accounts – Revised Procedure"
    sections = _sections(path)
    assert set(sections) == {(), ("1. Background",), ("2. Reactivation",), ("3. Closure of accounts",)}
    assert (
        sections[("2. Reactivation",)] == "An inoperative account is reactivated at any branch within 3 working days."
    )
    assert "no charge is levied for reactivation" in sections[("3. Closure of accounts",)]
    # the letterhead, reference lines and salutation are the introduction: kept, and no heading over it
    assert "Toll-free 1800 345 7070" in sections[()] and "MAHANADI SAHAKARI BANK LTD." in sections[()]
    assert "Subject:" not in "\n".join(sections.values())


def test_one_bold_run_in_title_is_emphasis_and_stays_in_its_paragraph(tmp_path):
    path = _circular(tmp_path / "circular.docx", titles=1)
    sections = _sections(path)
    assert ("1. Background",) not in sections
    assert any("1. Background. The Reserve Bank" in text for text in sections.values())


def test_a_subject_line_after_the_first_prose_is_text(tmp_path):
    document = Document()
    document.add_heading("Cheque Book Rules", level=1)
    document.add_paragraph("Cheque books are issued to savings and current account holders on request.")
    document.add_paragraph("Subject: to the branch manager's approval, a second book may be issued.")
    path = _saved(document, tmp_path / "rules.docx")
    assert _title(path) == "Cheque Book Rules"
    assert "Subject: to the branch manager" in "\n".join(_sections(path).values())


def test_an_email_reply_is_titled_by_its_subject_and_its_quoted_questions_lose_their_marks(tmp_path):
    document = Document()
    for line in ("From: Ananya <ananya@bank.example>", "To: Subrat <subrat@example.com>"):
        document.add_paragraph(line)
    document.add_paragraph("Subject: RE: Mutual funds through the bank")
    document.add_paragraph("Dear Mr. Panda,")
    answers = ["Yes. Use MSB Mobile > Invest to start.", "You need PAN and Aadhaar for e-KYC."]
    for number, (question, answer) in enumerate(
        zip(["Can I invest online?", "What KYC do I need?"], answers, strict=True), 1
    ):
        document.add_paragraph(f"> {number}. {question}")
        document.add_paragraph(answer)
    path = _saved(document, tmp_path / "mail.docx")
    assert _title(path) == "Mutual funds through the bank"
    sections = _sections(path)
    assert sections[("1. Can I invest online?",)] == answers[0]  # "> " inside an answer stays
    assert sections[("2. What KYC do I need?",)] == answers[1]


@pytest.mark.parametrize("pleasantry", ["Please call me if anything is unclear.", ""])
@pytest.mark.parametrize("valediction", ["Warm regards,", "Yours faithfully,", "Thanks & Regards"])
def test_a_letters_sign_off_is_kept_apart_from_the_last_answer(tmp_path, valediction, pleasantry):
    document = Document()
    document.add_paragraph("Dear Mr. Panda,")
    document.add_paragraph().add_run("1. How do I add my wife as nominee?").bold = True
    document.add_paragraph("Submit the nomination through MSB Mobile > Invest > Nominee Update.")
    for line in (pleasantry, valediction, "Ananya Mohapatra", "Relationship Manager | Link Road Branch, Cuttack"):
        if line:
            document.add_paragraph(line)
    document.add_paragraph("This e-mail and any attachment are confidential.")
    sections = _sections(_saved(document, tmp_path / "mail.docx"))
    answer = sections[("1. How do I add my wife as nominee?",)]
    assert answer == "Submit the nomination through MSB Mobile > Invest > Nominee Update."
    closing = sections[()]  # nothing lost: the sign-off is a passage of its own, under no question
    assert valediction in closing and "Ananya Mohapatra" in closing and "confidential" in closing
    assert pleasantry in closing


def test_the_last_answers_own_lines_before_a_sign_off_stay_in_the_answer(tmp_path):
    document = Document()
    document.add_heading("Card help", level=1)
    document.add_heading("Will the bank refund the annual fee?", level=2)
    for line in (
        "Yes.",
        "We will reverse the annual fee within 7 working days and we will send you an SMS.",
        "If the app is unavailable, call us on +91 22 6158 0000 (24x7).",
        "Best regards,",
        "Card Services Team",
    ):
        document.add_paragraph(line)
    sections = _sections(_saved(document, tmp_path / "fees.docx"))
    answer = sections[("Will the bank refund the annual fee?",)]
    assert "We will reverse the annual fee" in answer and "+91 22 6158 0000" in answer
    assert "Best regards," in sections[()]


def test_a_sample_letter_or_an_annexure_after_a_valediction_keeps_the_sections_after_it(tmp_path):
    document = Document()
    document.add_heading("Stop payment", level=1)
    document.add_heading("What should my stop-payment letter say?", level=2)
    for line in ("Use this format:", "Please stop payment of cheque no. 123456.", "Yours faithfully,", "(Signature)"):
        document.add_paragraph(line)
    document.add_heading("Charges", level=2)
    document.add_paragraph("₹100 per instrument, plus GST.")
    document.add_paragraph().add_run("Annexure I – Revised service charges").bold = True
    document.add_paragraph("The charges below apply from 1 April.")
    sections = _sections(_saved(document, tmp_path / "stop.docx"))
    assert "Yours faithfully," in sections[("What should my stop-payment letter say?",)]
    assert sections[("Charges",)].startswith("₹100 per instrument")
    assert () not in sections


def test_regards_inside_an_answer_or_before_more_questions_is_no_sign_off(tmp_path):
    document = Document()
    document.add_heading("Writing to us", level=1)
    document.add_paragraph().add_run("1. How do I write to the branch?").bold = True
    document.add_paragraph("End your letter with your name after the closing.")
    document.add_paragraph("Regards,")
    document.add_paragraph("Your name")
    document.add_paragraph().add_run("2. Can I e-mail instead?").bold = True
    document.add_paragraph("Yes, write to care@bank.example.")
    sections = _sections(_saved(document, tmp_path / "letter.docx"))
    assert "Regards," in sections[("1. How do I write to the branch?",)]
    assert () not in sections


@pytest.mark.parametrize(
    ("first", "title"),
    [
        ("Krishna Gramin Bank", "Self-Help Group Loans – Customer Information"),
        ("MAHANADI SAHAKARI BANK LTD. · Head Office: Cuttack · Toll-free 1800 345 7070", "SAFE BANKING LEAFLET"),
        ("SABARMATI BANK OF INDIA", "Frequently Asked Questions on Current Accounts"),  # a bank named after a place
        ("Bank of Baroda", "Self-Help Group Loans – Customer Information"),
    ],
)
def test_a_letterhead_above_the_title_is_neither_the_title_nor_a_heading(tmp_path, first, title):
    document = Document()
    _bold_line(document, first)
    _bold_line(document, title)
    document.add_paragraph("This leaflet explains how self-help groups borrow from the bank at low rates.")
    _bold_question(document, "Who can borrow?", "Groups six months old that save regularly.")
    path = _saved(document, tmp_path / "leaflet.docx")
    assert _title(path) == title
    sections = _sections(path)
    assert sections[()].startswith(first.split(" ·")[0]) and "explains how self-help groups" in sections[()]
    assert sections[("Who can borrow?",)] == "Groups six months old that save regularly."


def test_a_title_naming_the_bank_in_a_sentence_is_the_title(tmp_path):
    document = Document()
    _bold_line(document, "Welcome to Narmada Bank")
    _bold_line(document, "Savings Accounts")
    document.add_paragraph("Open a savings account with ₹500 at any branch of the bank.")
    path = _saved(document, tmp_path / "welcome.docx")
    assert _title(path) == "Welcome to Narmada Bank"


def _bold_question(document, question: str, answer: str) -> None:
    _bold_line(document, question)
    document.add_paragraph(answer)


def test_questions_set_in_boxes_sit_under_the_category_before_them(tmp_path):
    """Each question in a shaded one-cell table, its answer as text under the box."""
    document = Document()
    document.core_properties.title = "Credit Card Statement"
    for category, questions in (
        ("Your bill", ["What is a billing cycle?", "What is the minimum due?"]),
        ("Fees", ["What is the late fee?"]),
    ):
        _bold_line(document, category)
        for question in questions:
            document.add_table(rows=1, cols=1).cell(0, 0).text = question
            document.add_paragraph(f"The answer to '{question}' is in your statement.")
    path = _saved(document, tmp_path / "boxes.docx")
    sections = _sections(path)
    assert set(sections) == {
        ("Your bill", "What is a billing cycle?"),
        ("Your bill", "What is the minimum due?"),
        ("Fees", "What is the late fee?"),
    }


def test_one_boxed_question_is_a_call_out_table(tmp_path):
    document = Document()
    document.core_properties.title = "Credit Card Statement"
    _bold_question(document, "What is a billing cycle?", "The period between two statements.")
    document.add_table(rows=1, cols=1).cell(0, 0).text = "Lost your card?"
    document.add_paragraph("Call 1800 345 7070 at once.")
    path = _saved(document, tmp_path / "box.docx")
    sections = _sections(path)
    assert set(sections) == {("What is a billing cycle?",)}
    assert "Lost your card?" in sections[("What is a billing cycle?",)]


def _styled(document, name: str, size: int):
    style = document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
    style.base_style = document.styles["Normal"]
    style.font.bold = True
    style.font.size = Pt(size)
    return style


def test_categories_larger_by_their_style_group_statement_headings(tmp_path):
    """No heading styles: 13 pt bold categories through a paragraph style, 11.5 pt bold statement
    headings ("Debit card annual fee") set directly, prose answers."""
    document = Document()
    document.core_properties.title = "Schedule of Charges"
    category = _styled(document, "Charge Category", 13)
    for name, items in (
        ("ATM and debit card", ["Free ATM withdrawals", "Debit card annual fee"]),
        ("SMS alerts", ["SMS alert charges", "Duplicate passbook"]),
    ):
        document.add_paragraph(name, style=category)
        for item in items:
            run = document.add_paragraph().add_run(item)
            run.bold, run.font.size = True, Pt(11.5)
            document.add_paragraph(f"{item} cost ₹25 a quarter plus GST.")
    path = _saved(document, tmp_path / "charges.docx")
    assert set(_sections(path)) == {
        ("ATM and debit card", "Free ATM withdrawals"),
        ("ATM and debit card", "Debit card annual fee"),
        ("SMS alerts", "SMS alert charges"),
        ("SMS alerts", "Duplicate passbook"),
    }


def test_a_slide_deck_loses_its_slide_numbers_and_its_agenda_keeps_its_words(tmp_path):
    document = Document()
    title, divider = _styled(document, "Slide Title", 20), _styled(document, "Slide Divider", 28)
    document.add_paragraph("Home Loan Guide", style=title)
    document.add_paragraph("Slide 1")
    document.add_paragraph("Agenda", style=title)
    for part in ("Part A – Moving your loan", "Part B – Rates"):
        document.add_paragraph(part, style="List Bullet")
    for number, (part, slides) in enumerate(
        (("Part A – Moving your loan", ["Balance transfer", "Top-up loan"]), ("Part B – Rates", ["Fixed or floating"])),
        2,
    ):
        document.add_paragraph(f"Slide {number}")
        document.add_paragraph(part, style=divider)
        for slide in slides:
            document.add_paragraph(slide, style=title)
            document.add_paragraph(f"{slide} is available after 12 EMIs.", style="List Bullet")
    path = _saved(document, tmp_path / "deck.docx")
    sections = _sections(path)
    assert ("Part A – Moving your loan", "Top-up loan") in sections
    assert ("Part B – Rates", "Fixed or floating") in sections
    assert "Part A – Moving your loan" in sections[("Agenda",)] and "Part B – Rates" in sections[("Agenda",)]
    assert not any("Slide " in text for text in sections.values())


@pytest.mark.parametrize(
    ("outline", "sections"),
    [
        (  # "Note" in Heading 3 under a question: a call-out of that answer
            [
                (1, "Tax Saver FD"),
                (2, "Can I withdraw before 5 years?"),
                ("No. The deposit has a lock-in of 5 years."),
                (3, "Note"),
                ("A nominee may withdraw it early on the depositor's death."),
                (2, "Is the interest tax-free?"),
                ("No. Interest is taxable every year."),
            ],
            {
                ("Can I withdraw before 5 years?",): "No. The deposit has a lock-in of 5 years.\n\nNote\n\n"
                "A nominee may withdraw it early on the depositor's death.",
                ("Is the interest tax-free?",): "No. Interest is taxable every year.",
            },
        ),
        (  # "Notes" beside other sections (a reviewer's rate sheet): a section of its own
            [
                (1, "Deposit Rates"),
                (2, "NRE deposits"),
                ("NRE deposits earn 7.00% for one year."),
                (2, "Notes"),
                ("Rates apply to deposits below ₹2 crore."),
            ],
            {
                ("NRE deposits",): "NRE deposits earn 7.00% for one year.",
                ("Notes",): "Rates apply to deposits below ₹2 crore.",
            },
        ),
    ],
    ids=["note-in-an-answer", "notes-section"],
)
def test_a_note_heading_is_a_call_out_of_the_answer_above_it_and_a_notes_section_stays_one(tmp_path, outline, sections):
    document = Document()
    for item in outline:
        if isinstance(item, tuple):
            document.add_heading(item[1], level=item[0])
        else:
            document.add_paragraph(item)
    path = _saved(document, tmp_path / "notes.docx")
    assert _sections(path) == sections


# --- what a reviewer's own files showed the first version did wrong ---------------------------------


@pytest.mark.parametrize(
    "titles",
    [
        # clauses that say something, and steps that tell the reader what to do
        ["1. The card remains the property of the Bank.", "2. Charges will be debited to the account."],
        ["1. Visit the NetBanking page.", "2. Enter your account number."],
    ],
    ids=["clauses", "steps"],
)
def test_numbered_bold_sentences_and_steps_stay_in_their_paragraphs(tmp_path, titles):
    document = Document()
    document.core_properties.title = "Debit Card Terms"
    for title in titles:
        _run_in(document, title, "It applies to every card the Bank issues to its customers from 1 April 2025.")
    path = _saved(document, tmp_path / "terms.docx")
    sections = _sections(path)
    assert set(sections) == {()}
    assert all(title in sections[()] for title in titles)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Grievance Redressal Policy of Krishna Gramin Bank", "Introduction"),  # a title naming the bank
        ("Krishna Gramin Bank", "Who can open a savings account?"),  # the bank's name, then a question
        ("KRISHNA GRAMIN BANK", "Date: 02.05.2024"),  # a letter's date line is no title
        ("Savings Bank", "Eligibility Criteria"),  # the account's name, not a letterhead
        ("Deposit Schemes Of The Bank", "Fixed Deposits"),
        ("Terms of the Bank of India", "Fixed Deposits"),  # a title about the bank, not its name
        ("UTKAL BANK LIMITED", "Dear Customer"),
    ],
)
def test_a_first_line_naming_the_bank_keeps_the_title_when_no_title_line_follows(tmp_path, first, second):
    document = Document()
    _bold_line(document, first)
    _bold_line(document, second)
    document.add_paragraph("Any resident individual may open one with ₹500 at any branch of the bank.")
    path = _saved(document, tmp_path / "policy.docx")
    assert _title(path) == first


def test_a_blank_subject_line_in_a_form_is_no_title(tmp_path):
    document = Document()
    _bold_line(document, "Request for closure of account")
    document.add_paragraph("To, The Branch Manager")
    document.add_paragraph("Subject: ______________________________")
    document.add_paragraph("I request you to close my savings account and pay the balance to me.")
    path = _saved(document, tmp_path / "form.docx")
    assert _title(path) == "Request for closure of account"


def test_a_department_line_under_the_letterhead_is_letterhead_too(tmp_path):
    document = Document()
    for line in ("KERALA GRAMIN BANK", "Planning & Development Department", "Customer Rights Policy"):
        _bold_line(document, line)
    document.add_paragraph("Both the Bank and the customer have a right to be treated with courtesy.")
    path = _saved(document, tmp_path / "rights.docx")
    assert _title(path) == "Customer Rights Policy"


def test_a_subject_line_under_a_bold_title_leaves_the_title(tmp_path):
    document = Document()
    _bold_line(document, "Policy on Collection of Cheques")
    document.add_paragraph("Subject: Annual review – no changes")
    document.add_paragraph("The Board reviewed the policy on 12 April 2024 and made no changes to it.")
    path = _saved(document, tmp_path / "policy.docx")
    assert _title(path) == "Policy on Collection of Cheques"


def test_did_you_know_boxes_are_call_outs(tmp_path):
    document = Document()
    document.core_properties.title = "Debit Card"
    for fact in (
        "Did you know the fee is waived if you spend Rs 50,000?",
        "Did you know you can block the card by SMS?",
    ):
        document.add_table(rows=1, cols=1).cell(0, 0).text = fact
        document.add_paragraph("A replacement card costs Rs 150 and reaches you in seven days.")
    path = _saved(document, tmp_path / "card.docx")
    assert set(_sections(path)) == {()}


def test_rate_slabs_opening_with_a_greater_than_sign_keep_it(tmp_path):
    document = Document()
    document.core_properties.title = "Loan to Value"
    for slab in ("> ₹30 lakh to ₹75 lakh: 80%", "> 75 lakh: 75%", "> 3 years: 7.00%", "> Rs 10 crore: 7.40%"):
        document.add_paragraph(slab)
    path = _saved(document, tmp_path / "ltv.docx")
    text = "\n".join(_sections(path).values())
    assert "> ₹30 lakh to ₹75 lakh: 80%" in text and "> 3 years: 7.00%" in text and "> Rs 10 crore" in text


def test_a_template_body_size_does_not_make_bold_lines_categories(tmp_path):
    """Normal set to 11 pt by the template: bold headings with no size of their own are body-sized, and a
    14 pt title and a 14 pt annexure heading are not two categories above them."""
    document = Document()
    document.styles["Normal"].font.size = Pt(11)
    run = document.add_paragraph().add_run("Fair Practices Code for Lenders")
    run.bold, run.font.size = True, Pt(14)
    for heading in ("Loan applications", "Loan appraisal", "Disbursal"):
        _bold_line(document, heading)
        document.add_paragraph(f"{heading} follow the Board's approved policy and take 7 days.")
    run = document.add_paragraph().add_run("Annexure")
    run.bold, run.font.size = True, Pt(14)
    _bold_line(document, "Grievances")
    document.add_paragraph("Write to the nodal officer, who replies within 30 days.")
    path = _saved(document, tmp_path / "fpc.docx")
    assert _title(path) == "Fair Practices Code for Lenders"
    assert ("Loan appraisal",) in _sections(path)
