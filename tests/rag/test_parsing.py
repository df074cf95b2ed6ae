"""Parsing and chunking with the real unstructured partitioners on real files."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from banking_ai.rag.chunking import chunk_document
from banking_ai.rag.parsing import DocumentError, parse_document
from tests.documents import encrypted_docx, locker_policy, minimal_pdf, write_docx

MB = 1_000_000


def _chunks(path: Path, size: int = 800, overlap: int = 100, min_chars: int = 0):
    parsed = parse_document(path, 50 * MB)
    return chunk_document(
        parsed,
        doc_id=str(path),
        source=path,
        modified="2026-01-01T00:00:00+00:00",
        chunk_size=size,
        chunk_overlap=overlap,
        min_chunk_chars=min_chars,
    )


def test_docx_keeps_title_heading_path_lists_and_table_rows(tmp_path):
    path = write_docx(
        tmp_path / "deposits.docx",
        "Deposit Rates",
        [
            ("h1", "Fixed Deposits"),
            ("p", "Fixed deposits are offered from 7 days to 10 years."),
            ("bullets", ["Minimum deposit ₹1,000", "Interest compounded quarterly"]),
            ("h2", "Senior Citizen Rates"),
            (
                "table",
                [["Tenure", "General", "Senior citizen"], ["1 year", "6.50%", "7.00%"], ["3 years", "6.75%", "7.25%"]],
            ),
            ("h1", "Recurring Deposits"),
            ("p", "Recurring deposits run for 6 months to 10 years."),
        ],
    )
    parsed = parse_document(path, 50 * MB)
    assert parsed.title == "Deposit Rates"
    sections = [(block.section, block.kind) for block in parsed.blocks]
    assert sections == [
        (("Fixed Deposits",), "text"),
        (("Fixed Deposits", "Senior Citizen Rates"), "table"),
        (("Recurring Deposits",), "text"),
    ]
    assert "- Minimum deposit ₹1,000" in parsed.blocks[0].text
    assert parsed.blocks[1].rows == [
        "Tenure: 1 year | General: 6.50% | Senior citizen: 7.00%",
        "Tenure: 3 years | General: 6.75% | Senior citizen: 7.25%",
    ]


def test_chunks_carry_metadata_and_context(tmp_path):
    path = locker_policy(tmp_path / "lockers.docx")
    chunks = _chunks(path)
    assert [chunk.position for chunk in chunks] == list(range(len(chunks)))
    assert {chunk.doc_title for chunk in chunks} == {"Safe Deposit Locker Policy"}
    assert {chunk.source for chunk in chunks} == {str(path)}
    assert chunks[0].section == "Locker Sizes and Annual Rent"
    assert chunks[0].embedding_text.startswith("Safe Deposit Locker Policy > Locker Sizes and Annual Rent\n")
    assert len({chunk.content_hash for chunk in chunks}) == len(chunks)
    assert all(chunk.modified == "2026-01-01T00:00:00+00:00" for chunk in chunks)


@pytest.mark.parametrize("min_chars", [0, 200])
def test_tables_are_never_cut_mid_row(tmp_path, min_chars):
    rows = [["Code", "Meaning", "What to do"]] + [
        [f"E{n:02d}", f"Failure reason number {n} explained in some words", "Retry after 30 minutes or call us"]
        for n in range(40)
    ]
    path = write_docx(tmp_path / "codes.docx", "Error Codes", [("h1", "Codes"), ("table", rows)])
    expected_rows = [f"Code: {r[0]} | Meaning: {r[1]} | What to do: {r[2]}" for r in rows[1:]]
    chunks = [chunk for chunk in _chunks(path, size=300, overlap=50, min_chars=min_chars) if chunk.kind == "table"]
    assert len(chunks) > 5
    seen = [line for chunk in chunks for line in chunk.text.split("\n")]
    assert seen == expected_rows  # every row once, whole, in order
    assert all(len(chunk.text) <= 300 for chunk in chunks)
    if min_chars:  # rows are spread evenly: no chunk holds a lone leftover row
        assert min(len(chunk.text) for chunk in chunks) >= min_chars


def test_long_sections_split_within_the_size(tmp_path):
    paragraph = " ".join(f"Sentence {n} explains one more rule about cheque clearing." for n in range(60))
    path = write_docx(tmp_path / "cheques.docx", "Cheques", [("h1", "Clearing"), ("p", paragraph)])
    chunks = _chunks(path, size=400, overlap=50)
    assert len(chunks) >= 6
    assert all(len(chunk.text) <= 400 and chunk.section == "Clearing" for chunk in chunks)


def _opening_policy(path: Path) -> Path:
    steps = [f"Step detail number {n}: visit the branch counter and complete form section {n} fully." for n in range(9)]
    return write_docx(
        path,
        "Account Opening",
        [
            ("h1", "How to Open an Account"),
            ("p", "You can open a savings account online or at any branch."),
            ("h2", "Opening Online"),
            ("steps", steps),
            ("p", "Your debit card arrives within 7 working days."),
            ("h1", "Daily Limits"),
            ("p", "The table shows the limits."),
            ("table", [["Channel", "Limit"], ["ATM", "₹50,000"], ["POS", "₹2,00,000"]]),
            ("p", "Limits reset at midnight."),
        ],
    )


def test_short_intros_and_notes_join_what_they_introduce(tmp_path):
    chunks = _chunks(_opening_policy(tmp_path / "opening.docx"), size=400, overlap=50, min_chars=120)
    intro = next(chunk for chunk in chunks if "online or at any branch" in chunk.text)
    # The one-line section intro travels with the subsection it introduces, not alone.
    assert intro.section == "How to Open an Account > Opening Online"
    assert intro.text.startswith("You can open a savings account") and "- 1. Step detail number 0" in intro.text
    assert intro.embedding_text.startswith("Account Opening > How to Open an Account > Opening Online\n")
    table = [chunk for chunk in chunks if chunk.section == "Daily Limits"]
    assert len(table) == 1 and table[0].kind == "table"
    assert table[0].text.split("\n") == [
        "The table shows the limits.",
        "Channel: ATM | Limit: ₹50,000",
        "Channel: POS | Limit: ₹2,00,000",
        "Limits reset at midnight.",
    ]


def test_fragments_are_merged_or_rebalanced_and_nothing_is_lost(tmp_path):
    path = _opening_policy(tmp_path / "opening.docx")
    plain = _chunks(path, size=400, overlap=50)
    merged = _chunks(path, size=400, overlap=50, min_chars=120)
    steps = "How to Open an Account > Opening Online"
    # The splitter alone leaves fragments (a last step, a closing line) as chunks of their own.
    assert min(len(chunk.text) for chunk in plain if chunk.section == steps) < 120
    # Merged, only a section shorter than the threshold as a whole (Daily Limits) is that short.
    assert min(len(chunk.text) for chunk in merged if chunk.section == steps) >= 120
    assert len(merged) < len(plain)
    assert all(len(chunk.text) <= 400 for chunk in merged)
    source_lines = {line for chunk in plain for line in chunk.text.split("\n") if line}
    merged_text = "\n".join(chunk.text for chunk in merged)
    assert all(line in merged_text for line in source_lines)
    # Every chunk is still a verbatim run of document lines (the answerer quotes them).
    assert {line for chunk in merged for line in chunk.text.split("\n") if line} <= source_lines


@pytest.mark.parametrize("name", ["ऋण_नीति.docx", "política de préstamos.docx"])
def test_non_ascii_file_names(tmp_path, name):
    chunks = _chunks(locker_policy(tmp_path / name))
    assert chunks and chunks[0].source.endswith(name)


def test_markdown_text_html_and_pdf(tmp_path):
    md = tmp_path / "lockers.md"
    md.write_text("# Locker Rules\n\n## Rent\n\nSmall locker rent is ₹2,000 a year.\n", encoding="utf-8")
    txt = tmp_path / "note.txt"
    txt.write_text("Branch timings\n\nBranches open from 10:00 to 16:00 on working days.\n", encoding="utf-8")
    html = tmp_path / "page.html"
    html.write_text("<html><body><h1>Cheque Book</h1><p>25 leaves are free each year.</p></body></html>")
    pdf = minimal_pdf(tmp_path / "forex.pdf", ["Forex card reload", "Reload your forex card online at any time."])
    md_chunks = _chunks(md)
    assert md_chunks[0].doc_title == "Locker Rules" and md_chunks[0].section == "Rent"
    assert "16:00" in _chunks(txt)[0].text
    assert "25 leaves are free" in _chunks(html)[0].text
    assert "Reload your forex card online" in " ".join(chunk.text for chunk in _chunks(pdf))


def test_a_saved_faq_web_page_keeps_every_accordion_and_definition_list_answer(tmp_path):
    page = tmp_path / "cheques.html"
    page.write_text(  # no <meta charset>: the ₹ must still come through as UTF-8
        "<html><body><nav><a href='/'>Home</a></nav><h1>Cheque Services</h1>"
        "<details><summary>How long does clearing take?</summary><p>One working day under CTS.</p></details>"
        "<details><summary>Can I stop a cheque?</summary><p>Yes, for ₹100 per cheque.</p></details>"
        "<dl><dt>What is positive pay?</dt><dd>Confirm cheques of ₹50,000 and above a day before.</dd></dl>"
        "<footer>© 2026 Narmada Bank. All rights reserved.</footer></body></html>",
        encoding="utf-8",
    )
    parsed = parse_document(page, 50 * MB)
    assert parsed.title == "Cheque Services"
    assert [(block.section, block.text) for block in parsed.blocks] == [
        (("How long does clearing take?",), "One working day under CTS."),
        (("Can I stop a cheque?",), "Yes, for ₹100 per cheque."),
        (("What is positive pay?",), "Confirm cheques of ₹50,000 and above a day before."),
    ]


def test_links_in_saved_pages_and_markdown_are_read_with_their_address(tmp_path):
    """ "Fill in this form" is no help quoted alone: the address goes with the words, in HTML and Markdown
    as in Word (tests/rag/test_docx_markup.py). A question linking to its own page keeps its name."""
    page = tmp_path / "forms.html"
    page.write_text(
        "<html><body><h1>Forms</h1><h2><a href='https://bank.example/help/firc'>How do I get a FIRC?</a></h2>"
        "<p>Fill in <a href='https://bank.example/forms/FIRC.pdf'>this form</a> (or <a href='mailto:care@bank.example'>"
        "write to us</a>). See <a href='https://www.bank.example'>www.bank.example</a>.</p></body></html>",
        encoding="utf-8",
    )
    md = tmp_path / "forms.md"
    md.write_text(
        "# Forms\n\n## [How do I get a FIRC?](https://bank.example/help/firc)\n\n"
        "Fill in [this form](https://bank.example/forms/FIRC.pdf) (or [write to us](mailto:care@bank.example)). "
        "See [www.bank.example](https://www.bank.example).\n",
        encoding="utf-8",
    )
    read = (
        "Fill in this form (https://bank.example/forms/FIRC.pdf) (or write to us: care@bank.example). "
        "See www.bank.example."
    )
    for path in (page, md):
        blocks = parse_document(path, 50 * MB).blocks
        assert [(block.section, block.text) for block in blocks] == [(("How do I get a FIRC?",), read)]


def test_a_markdown_address_with_brackets_and_a_code_example_keep_their_links_whole(tmp_path):
    md = tmp_path / "ombudsman.md"
    md.write_text(
        "# Complaints\n\n## Who is the Ombudsman?\n\n"
        "Read the [Ombudsman scheme](https://en.wikipedia.org/wiki/Ombudsman_(India)) first.\n\n"
        "```\nGET [status](https://api.bank.example/v1/status)\n```\n",
        encoding="utf-8",
    )
    text = " ".join(block.text for block in parse_document(md, 50 * MB).blocks)
    assert "Read the Ombudsman scheme (https://en.wikipedia.org/wiki/Ombudsman_(India)) first." in text
    assert text.count("https://api.bank.example/v1/status") <= 1  # the code example is not rewritten


def test_a_pdf_faq_gets_a_section_per_question_and_whole_sentences(tmp_path):
    """No fonts to go by: question lines are headings, short value lines and answers ending like a
    sentence are content, and a line the printer wrapped is joined back."""
    pdf = minimal_pdf(
        tmp_path / "ppf.pdf",
        [
            "PPF Frequently Asked Questions",
            "Q1. Who can open a PPF account?",
            "Ans: Any resident Indian individual, for himself or herself or on behalf of a minor",
            "child, at any branch.",
            "Q2. What is the minimum deposit?",
            "Minimum deposit: Rs 500 a year",
            "How long does the account run?",
            "Fifteen years from the end of the year of opening.",
        ],
    )
    parsed = parse_document(pdf, 50 * MB)
    assert parsed.title == "PPF Frequently Asked Questions"
    assert [(block.section, block.text) for block in parsed.blocks] == [
        (
            ("Q1. Who can open a PPF account?",),
            "Any resident Indian individual, for himself or herself or on behalf of a minor child, at any branch.",
        ),
        (("Q2. What is the minimum deposit?",), "Minimum deposit: Rs 500 a year"),
        (("How long does the account run?",), "Fifteen years from the end of the year of opening."),
    ]


def test_merged_table_cells_keep_every_value_under_its_own_header(tmp_path):
    from docx import Document

    document = Document()
    document.add_heading("Cheque Book Charges", level=1)
    table = document.add_table(rows=4, cols=3)
    for row, values in enumerate(
        [("Account", "Channel", "Charge"), ("Savings", "Branch", "₹50"), ("", "Online", "Free")]
    ):
        for column, value in enumerate(values):
            table.cell(row, column).text = value
    table.cell(1, 0).merge(table.cell(2, 0))  # "Savings" spans two rows
    table.cell(3, 0).text = "Current"
    table.cell(3, 1).merge(table.cell(3, 2)).text = "₹100 at any channel"  # one value spans two columns
    path = tmp_path / "charges.docx"
    document.save(path)
    assert parse_document(path, 50 * MB).blocks[0].rows == [
        "Account: Savings | Channel: Branch | Charge: ₹50",
        "Account: Savings | Channel: Online | Charge: Free",  # was "Account: Online | Channel: Free"
        "Account: Current | Channel: ₹100 at any channel",
    ]


def test_a_two_column_table_without_a_header_row_is_read_as_label_value_pairs(tmp_path):
    path = write_docx(
        tmp_path / "contact.docx",
        "Contact Us",
        [
            ("h1", "Helplines"),
            (
                "table",
                [["Toll-free (24x7)", "1800-233-4455"], ["Email", "care@narmadabank.co.in"], ["SMS", "HELP to 92233"]],
            ),
            ("h1", "Limits"),
            ("table", [["Card", "Limit per day in 2 steps"], ["Classic", "₹25,000"], ["Gold", "₹50,000"]]),
        ],
    )
    blocks = parse_document(path, 50 * MB).blocks
    # was "Toll-free (24x7): Email | 1800-233-4455: care@narmadabank.co.in": the number filed under e-mail
    assert blocks[0].rows == ["Toll-free (24x7): 1800-233-4455", "Email: care@narmadabank.co.in", "SMS: HELP to 92233"]
    assert blocks[1].rows == [
        "Card: Classic | Limit per day in 2 steps: ₹25,000",
        "Card: Gold | Limit per day in 2 steps: ₹50,000",
    ]


def _truncated_docx(tmp_path: Path) -> bytes:
    data = locker_policy(tmp_path / "whole.docx").read_bytes()
    return data[: len(data) // 2]


def _docx_without_body() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as package:
        package.writestr("[Content_Types].xml", "<Types/>")
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.docx", b"", "empty"),
        ("garbage.docx", b"this is not a word document at all" * 10, "corrupt"),
        ("statement.docx", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n", "PDF renamed"),
        ("no-body.docx", _docx_without_body(), "corrupt"),
        ("sheet.xlsx", b"PK\x03\x04whatever", "unsupported file type"),
    ],
)
def test_bad_files_get_a_plain_reason(tmp_path, name, content, reason):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(DocumentError, match=reason):
        parse_document(path, 50 * MB)


def test_pdf_without_a_text_layer_is_refused_with_the_reason(tmp_path):
    with pytest.raises(DocumentError, match="no text layer"):
        parse_document(minimal_pdf(tmp_path / "scan.pdf", []), 50 * MB)


def test_docx_with_damaged_compressed_data_is_reported_corrupt(tmp_path):
    data = bytearray(locker_policy(tmp_path / "whole.docx").read_bytes())
    body = data.find(b"word/document.xml") + 40  # inside the deflated body of the first entry
    data[body : body + 64] = b"\xff" * 64
    path = tmp_path / "damaged.docx"
    path.write_bytes(bytes(data))
    with pytest.raises(DocumentError, match="corrupt"):
        parse_document(path, 50 * MB)


def test_password_protected_docx_is_named_as_such(tmp_path):
    path = encrypted_docx(tmp_path / "protected.docx", locker_policy(tmp_path / "plain.docx"))
    with pytest.raises(DocumentError, match="password-protected"):
        parse_document(path, 50 * MB)


def test_truncated_docx_is_reported_corrupt(tmp_path):
    path = tmp_path / "cut.docx"
    path.write_bytes(_truncated_docx(tmp_path))
    with pytest.raises(DocumentError, match="corrupt"):
        parse_document(path, 50 * MB)


def test_files_over_the_size_limit_are_refused_before_parsing(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"balance " * 400_000)  # 3.2 MB
    with pytest.raises(DocumentError, match=r"3\.2 MB, above the 1 MB limit"):
        parse_document(path, 1 * MB)


def test_a_saved_faq_page_with_button_accordions_keeps_a_section_per_question(tmp_path):
    """Bootstrap-style accordions: the question is a <button> inside a heading, or a bare <button>
    that expands its panel; the site's <header> goes, and the page's one <h1> is the title, no section."""
    page = tmp_path / "lockers.html"
    page.write_text(
        "<html><head><title>Locker FAQs | Godavari Bank</title></head><body>"
        "<header><a href='/'>Home</a> Toll free 1800 425 7700 Login</header>"
        "<h1>Lockers – Frequently Asked Questions</h1>"
        "<h2>Rent</h2><h3><button aria-controls='p1'>What is the annual rent?</button></h3>"
        "<div id='p1'><p>₹2,000 for a small locker.</p></div>"
        "<h2>Visits</h2><button class='accordion' aria-expanded='false' aria-controls='p2'>"
        "How many visits are free</button>"
        "<div id='p2'><p>Twelve a year.</p></div>"
        "<button data-bs-toggle='tab' aria-expanded='false' aria-controls='t1'>Savings rates</button>"
        "<button type='submit'>Search</button></body></html>",
        encoding="utf-8",
    )
    parsed = parse_document(page, 50 * MB)
    assert parsed.title == "Lockers – Frequently Asked Questions"  # the page's one <h1>, not the site's <title>
    assert [(block.section, block.text) for block in parsed.blocks] == [
        (("Rent", "What is the annual rent?"), "₹2,000 for a small locker."),
        (("Visits", "How many visits are free"), "Twelve a year."),  # a tab or search button is no question
    ]


@pytest.mark.parametrize(
    ("text", "title", "sections"),
    [
        (  # YAML front matter gives the title and is not content
            '---\ntitle: "Gold Loan – FAQs"\nsubtitle: "Retail Lending v3.2"\ndate: "July 2024"\n---\n\n'
            "## Eligibility\n\n### Who can take a gold loan?\n\nAnyone aged 18 to 75.\n",
            "Gold Loan – FAQs",
            [("Eligibility", "Who can take a gold loan?")],
        ),
        (  # a "---" rule opening the file is no front matter: nothing between the rules is lost
            "---\n\n# Savings FAQ\n\n## What is the minimum balance?\n\nRs 1,000.\n\n---\n\n"
            "## Can I have a joint account?\n\nYes.\n",
            "Savings FAQ",
            [("What is the minimum balance?",), ("Can I have a joint account?",)],
        ),
    ],
    ids=["front-matter", "leading-rule"],
)
def test_markdown_front_matter_gives_the_title_and_a_leading_rule_is_kept(tmp_path, text, title, sections):
    md = tmp_path / "faq.md"
    md.write_text(text, encoding="utf-8")
    parsed = parse_document(md, 50 * MB)
    assert parsed.title == title
    assert [block.section for block in parsed.blocks][: len(sections)] == sections
    assert not any("title:" in block.text for block in parsed.blocks)


def test_a_section_header_holding_its_heading_is_kept(tmp_path):
    page = tmp_path / "deposits.html"
    page.write_text(
        "<html><head><title>Deposit Products</title></head><body><header><nav><a href='/'>Home</a></nav></header>"
        "<section><header><h2>Savings Accounts</h2><p>Our savings accounts pay 3.5% interest.</p></header>"
        "<p>Minimum balance is Rs 1,000.</p></section>"
        "<section><header><h2>Fixed Deposits</h2></header><p>FDs run for 7 days to 10 years.</p></section>"
        "</body></html>",
        encoding="utf-8",
    )
    blocks = parse_document(page, 50 * MB).blocks
    assert [block.section for block in blocks] == [("Savings Accounts",), ("Fixed Deposits",)]
    assert "3.5% interest" in blocks[0].text and "Home" not in blocks[0].text


@pytest.mark.parametrize(
    ("encoding", "text"),
    [
        ("utf-16", "# Debit Cards\n\n## Limits\n\nThe limit is ₹25,000.\n"),
        ("utf-8-sig", "# Debit Cards\n\n## Limits\n\nThe limit is ₹25,000.\n"),
    ],
)
def test_markdown_in_other_encodings_reads_as_written(tmp_path, encoding, text):
    md = tmp_path / "cards.md"
    md.write_bytes(text.encode(encoding))
    parsed = parse_document(md, 50 * MB)
    assert parsed.title == "Debit Cards"
    assert [block.section for block in parsed.blocks] == [("Limits",)]
    assert parsed.blocks[0].text == text.rsplit("\n\n", 1)[1].strip()
