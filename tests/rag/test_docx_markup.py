"""Text inside Word markup the partitioner does not read (tracked changes, content controls, fields)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from docx import Document
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from lxml import etree

from banking_ai.rag.parsing import parse_document

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
NAMESPACES = (
    f'xmlns:w="{W}" xmlns:r="{R}" xmlns:v="urn:schemas-microsoft-com:vml" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"'
)
TRACKED = 'w:id="{n}" w:author="Policy team" w:date="2026-01-01T00:00:00Z"'


def _docx_with(path: Path, paragraphs: list[str]) -> Path:
    """A Heading 1 and one paragraph per raw ``<w:p>`` body (namespaces added here)."""
    document = Document()
    document.add_heading("Cheque Charges", level=1)
    for body in paragraphs:
        placeholder = document.add_paragraph()._p
        paragraph = etree.fromstring(f"<w:p {NAMESPACES}>{body}</w:p>")
        placeholder.getparent().replace(placeholder, paragraph)
    document.save(path)
    return path


def _run(text: str) -> str:
    return f'<w:r><w:t xml:space="preserve">{text}</w:t></w:r>'


def test_tracked_changes_are_read_as_accepted(tmp_path):
    path = _docx_with(
        tmp_path / "draft.docx",
        [
            _run("Stop payment costs ")
            + f"<w:del {TRACKED.format(n=1)}><w:r><w:delText>₹50</w:delText></w:r></w:del>"
            + f"<w:ins {TRACKED.format(n=2)}>{_run('₹100')}</w:ins>"
            + _run(" per cheque.")
        ],
    )
    assert parse_document(path, 50_000_000).blocks[0].text == "Stop payment costs ₹100 per cheque."


def test_content_controls_fields_and_smart_tags_keep_their_text(tmp_path):
    path = _docx_with(
        tmp_path / "template.docx",
        [
            _run("Call ") + f"<w:sdt><w:sdtContent>{_run('1800-233-4455')}</w:sdtContent></w:sdt>" + _run(" any time."),
            _run("The fee is ")
            + f'<w:fldSimple w:instr="MERGEFIELD fee">{_run("₹250")}</w:fldSimple>'
            + _run(" a year."),
            _run("PPF earns ") + f'<w:smartTag w:uri="u" w:element="e">{_run("7.1%")}</w:smartTag>' + _run(" p.a."),
        ],
    )
    text = parse_document(path, 50_000_000).blocks[0].text
    assert text == "Call 1800-233-4455 any time.\n\nThe fee is ₹250 a year.\n\nPPF earns 7.1% p.a."


def test_an_unfilled_content_control_shows_a_prompt_that_is_not_indexed(tmp_path):
    prompt = "<w:sdtPr><w:showingPlcHdr/></w:sdtPr>"
    path = _docx_with(
        tmp_path / "form.docx",
        [
            _run("Stop payment costs ₹100 per cheque."),
            f"<w:sdt>{prompt}<w:sdtContent>{_run('Click or tap here to enter text.')}</w:sdtContent></w:sdt>",
            _run("Branch: ") + f"<w:sdt>{prompt}<w:sdtContent>{_run('Choose an item.')}</w:sdtContent></w:sdt>",
        ],
    )
    text = "\n".join(block.text for block in parse_document(path, 50_000_000).blocks)
    assert "Stop payment costs ₹100 per cheque." in text
    assert "Click or tap" not in text and "Choose an item" not in text


def test_a_link_whose_target_is_missing_keeps_its_text_and_the_file_parses(tmp_path):
    path = _docx_with(
        tmp_path / "links.docx",
        [_run("Forms are at ") + f'<w:hyperlink r:id="rId404">{_run("our website")}</w:hyperlink>' + _run(".")],
    )
    assert parse_document(path, 50_000_000).blocks[0].text == "Forms are at our website."


def test_a_text_box_is_read_once_after_the_paragraph_that_anchors_it(tmp_path):
    box = (
        "<w:txbxContent><w:p>"
        + _run("Important: a lost locker key costs ₹3,000 to replace.")
        + "</w:p></w:txbxContent>"
    )
    shape = (
        "<w:r><mc:AlternateContent>"
        f"<mc:Choice Requires='wps'><wps:wsp><wps:txbx>{box}</wps:txbx></wps:wsp></mc:Choice>"
        f"<mc:Fallback><w:pict><v:shape><v:textbox>{box}</v:textbox></v:shape></w:pict></mc:Fallback>"
        "</mc:AlternateContent></w:r>"
    )
    path = _docx_with(tmp_path / "callout.docx", [_run("Rent is due every April.") + shape, _run("Access is free.")])
    assert parse_document(path, 50_000_000).blocks[0].text == (
        "Rent is due every April.\n\nImportant: a lost locker key costs ₹3,000 to replace.\n\nAccess is free."
    )


def test_a_footnote_is_read_where_it_is_referenced(tmp_path):
    path = _docx_with(
        tmp_path / "notes.docx",
        [_run("A small locker costs ₹2,000 a year.") + '<w:r><w:footnoteReference w:id="1"/></w:r>'],
    )
    footnotes = (
        f'<w:footnotes xmlns:w="{W}">'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        f'<w:footnote w:id="1"><w:p>{_run("Plus GST; waived for senior citizens.")}</w:p></w:footnote>'
        "</w:footnotes>"
    )
    with zipfile.ZipFile(path, "a") as package:
        package.writestr("word/footnotes.xml", footnotes)
    assert parse_document(path, 50_000_000).blocks[0].text == (
        "A small locker costs ₹2,000 a year. (Plus GST; waived for senior citizens.)"
    )


def _docx_with_link(path: Path, before: str, words: str, after: str, target: str, *, heading: bool = False) -> Path:
    """A Heading 1 and one paragraph (or Heading 2) holding an external link to ``target``."""
    document = Document()
    document.add_heading("Forms", level=1)
    paragraph = document.add_heading("", level=2) if heading else document.add_paragraph()
    paragraph.add_run(before)
    rid = paragraph.part.relate_to(target, RT.HYPERLINK, is_external=True)
    link = etree.fromstring(f'<w:hyperlink {NAMESPACES} r:id="{rid}">{_run(words)}</w:hyperlink>')
    paragraph._p.append(link)
    paragraph.add_run(after)
    if heading:
        document.add_paragraph("Any branch will help.")
    document.save(path)
    return path


@pytest.mark.parametrize(
    ("before", "words", "after", "target", "read"),
    [
        (
            "To ask for a FIRC, fill in ",
            "this form",
            " and e-mail it to your branch.",
            "https://ravibank.example/forms/FIRC-request.pdf",
            "To ask for a FIRC, fill in this form (https://ravibank.example/forms/FIRC-request.pdf) and e-mail it "
            "to your branch.",
        ),
        (
            "Apply on our website (",
            "click here",
            ").",
            "https://www.bank.example/cards/apply",
            "Apply on our website (click here: https://www.bank.example/cards/apply).",
        ),
        (
            "Write to ",
            "our care team",
            ".",
            "mailto:care@bank.example",
            "Write to our care team (care@bank.example).",
        ),
        # the words are the address, or the paragraph shows it already: nothing to add
        ("Visit ", "www.bank.example", " for forms.", "https://www.bank.example/", "Visit www.bank.example for forms."),
        (
            "Forms are on ",
            "our website",
            " at www.bank.example/forms.",
            "https://www.bank.example/forms",
            "Forms are on our website at www.bank.example/forms.",
        ),
        # a file on the author's disk or inside the package is no address for a customer, nor the intranet
        ("See ", "the rate card", ".", "file:///C:/Policies/rates.xlsx", "See the rate card."),
        ("Scan ", "here", " now.", "http://intranet/forms/a.pdf", "Scan here now."),
        # a phone link gives its number; an e-mail link its address without the subject it fills in
        ("For help, ", "call us", " any time.", "tel:+918001234567", "For help, call us (+918001234567) any time."),
        ("Call ", "1800 123 4567", " now.", "tel:18001234567", "Call 1800 123 4567 now."),
        ("See ", "the form", ".", "http://intranet.bank.local/forms/a.pdf", "See the form."),
        (
            "Please ",
            "write to us",
            ".",
            "mailto:care@bank.example?subject=Card%20complaint",
            "Please write to us (care@bank.example).",
        ),
    ],
)
def test_a_link_whose_words_do_not_say_where_it_goes_is_read_with_its_address(
    tmp_path, before, words, after, target, read
):
    path = _docx_with_link(tmp_path / "links.docx", before, words, after, target)
    assert parse_document(path, 50_000_000).blocks[0].text == read


def test_a_question_heading_linking_to_its_own_page_keeps_its_name(tmp_path):
    """Help-centre pages saved as Word link every question to its own page: the address is no part of the
    question a customer sees cited."""
    path = _docx_with_link(
        tmp_path / "permalinks.docx", "", "How do I get a FIRC?", "", "https://bank.example/help/firc", heading=True
    )
    assert [block.section[-1] for block in parse_document(path, 50_000_000).blocks] == ["How do I get a FIRC?"]
