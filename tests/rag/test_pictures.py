"""Text in pictures pasted into Word files, read with the real tesseract (rag/pictures.py)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from docx import Document
from docx.shared import Inches
from PIL import Image, ImageDraw, ImageFont

from banking_ai.rag.parsing import parse_document
from banking_ai.rag.pictures import UNCLEAR, _agreed, read_picture

MB = 1_000_000
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CHARGES = [
    ("Charge", "Savings account", "Current account"),
    ("Cheque book (25 leaves)", "Free", "₹150 per book"),
    ("Stop payment", "₹100 per cheque", "₹200 per cheque"),
    ("Duplicate statement", "₹75 per page", "₹120 per page"),
    ("Cheque return", "₹350 per instance", "₹500 per instance"),
]


def _table_picture(rows: list[tuple[str, ...]], *, header_fill: str = "white", title: str = "") -> bytes:
    """A ruled table drawn as a picture, the way a spreadsheet pasted as an image looks: optionally a
    header row filled in a colour (white text) and a title row merged across the table."""
    font = ImageFont.truetype(FONT, 22)
    widths, height = (380, 300, 300), 64
    top = height if title else 0
    image = Image.new("RGB", (sum(widths) + 1, top + height * len(rows) + 1), "white")
    draw = ImageDraw.Draw(image)
    if title:
        draw.rectangle((0, 0, sum(widths), height), outline="black", width=2)
        draw.text((12, 18), title, fill="black", font=font)
    for number, row in enumerate(rows):
        left, y = 0, top + number * height
        filled = number == 0 and header_fill != "white"
        for width, text in zip(widths, row, strict=True):
            box = (left, y, left + width, y + height)
            draw.rectangle(box, outline="black", width=2, fill=header_fill if filled else None)
            draw.text((left + 12, y + 18), text, fill="white" if filled else "black", font=font)
            left += width
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _text_picture(lines: list[str]) -> bytes:
    font = ImageFont.truetype(FONT, 24)
    image = Image.new("RGB", (1100, 60 * len(lines) + 40), "white")
    draw = ImageDraw.Draw(image)
    for number, line in enumerate(lines):
        draw.text((20, 20 + 60 * number), line, fill="black", font=font)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _noise_picture() -> bytes:
    """A photograph stand-in: smooth colours and no letters."""
    image = Image.linear_gradient("L").resize((500, 400)).convert("RGB")
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _docx_with_picture(path: Path, picture: bytes) -> Path:
    document = Document()
    document.add_heading("Service charges", level=1)
    document.add_heading("What are the charges for cheques?", level=2)
    document.add_paragraph("The charges are listed in the schedule below.")
    document.add_picture(io.BytesIO(picture), width=Inches(6))
    document.add_paragraph("All charges are subject to GST at 18%.")
    document.save(path)
    return path


@pytest.fixture(scope="module")
def charges_docx(tmp_path_factory) -> Path:
    return _docx_with_picture(tmp_path_factory.mktemp("pictures") / "charges.docx", _table_picture(CHARGES))


def test_a_charges_table_pasted_as_a_picture_is_indexed_as_a_table(charges_docx):
    blocks = parse_document(charges_docx, MB).blocks
    tables = [block for block in blocks if block.kind == "table"]
    assert len(tables) == 1 and all(block.section[-1] == "What are the charges for cheques?" for block in blocks)
    rows = tables[0].rows
    assert len(rows) == len(CHARGES) - 1
    assert rows[0].startswith("Charge: Cheque book (25 leaves) | Savings account: Free | Current account:")
    assert [row.split(" | ")[0] for row in rows] == [f"Charge: {row[0]}" for row in CHARGES[1:]]
    text = " ".join(block.text for block in blocks)
    assert "The charges are listed in the schedule below." in text and "GST at 18%" in text


def test_a_figure_read_from_a_picture_is_right_or_shown_as_unclear(charges_docx):
    """Never a wrong amount: tesseract has no rupee sign and misreads "₹100" as "3100" at some scales."""
    rows = next(block for block in parse_document(charges_docx, MB).blocks if block.kind == "table").rows
    for row, written in zip(rows, CHARGES[1:], strict=True):
        for cell, truth in zip(row.split(" | "), written, strict=True):
            value = cell.split(": ", 1)[1]
            for figure in re.findall(r"₹?\d[\d,]*", value):
                assert figure in truth, f"{figure!r} read for {truth!r}"
            assert value == truth or UNCLEAR in value or "₹" not in truth


def test_a_picture_of_a_notice_is_read_as_lines_of_text(tmp_path):
    picture = _text_picture(["Branches are closed on the second and fourth", "Saturday of every month."])
    blocks = parse_document(_docx_with_picture(tmp_path / "notice.docx", picture), MB).blocks
    text = " ".join(block.text for block in blocks)
    assert "closed on the second and fourth" in text and "Saturday of every month" in text


def test_a_picture_without_text_adds_nothing_and_reading_can_be_turned_off(tmp_path, charges_docx):
    photo = _docx_with_picture(tmp_path / "photo.docx", _noise_picture())
    assert [block.text for block in parse_document(photo, MB).blocks] == [
        "The charges are listed in the schedule below.\n\nAll charges are subject to GST at 18%."
    ]
    assert [block.kind for block in parse_document(charges_docx, MB, read_pictures=False).blocks] == ["text"]


@pytest.mark.parametrize(
    ("text", "others", "agreed"),
    [
        ("min ₹300, max ₹10,000", ["min ₹300, max ₹10,000", "min 300, max %10,000"], "min ₹300, max ₹10,000"),
        ("min 3100", ["min ₹100", "min 3100"], f"min {UNCLEAR}"),  # the readings disagree: no wrong amount
        ("0.50% of loan", ["0.50% of loan"], "0.50% of loan"),
    ],
)
def test_a_figure_is_kept_only_when_every_reading_gives_it(text, others, agreed):
    assert _agreed(text, others) == agreed


def test_a_title_row_over_the_table_is_read_as_its_title_not_as_column_names(tmp_path):
    title = "Schedule of charges from 1 April 2026"
    path = _docx_with_picture(tmp_path / "titled.docx", _table_picture(CHARGES, title=title))
    blocks = parse_document(path, MB).blocks
    text = " ".join(block.text for block in blocks)
    rows = next(block for block in blocks if block.kind == "table").rows
    assert title in text and [row.split(" | ")[0] for row in rows] == [f"Charge: {row[0]}" for row in CHARGES[1:]]


def test_a_header_filled_in_colour_never_pairs_figures_with_the_wrong_columns(tmp_path):
    """White text on a blue header is no ruled line to take out: the picture is read as lines of text rather
    than as a table whose first data row names the columns."""
    path = _docx_with_picture(tmp_path / "blue.docx", _table_picture(CHARGES, header_fill="#1F4E79"))
    blocks = parse_document(path, MB).blocks
    assert [block.kind for block in blocks] == ["text"]
    assert "Stop payment ₹100 per cheque ₹200 per cheque" in blocks[0].text


def test_a_table_picture_in_a_table_cell_is_read_after_that_table(tmp_path):
    document = Document()
    document.add_heading("What are the charges for cheques?", level=2)
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Savings and current accounts"
    table.rows[0].cells[1].paragraphs[0].add_run().add_picture(io.BytesIO(_table_picture(CHARGES)), width=Inches(5))
    path = tmp_path / "in_cell.docx"
    document.save(path)
    tables = [block for block in parse_document(path, MB).blocks if block.kind == "table"]
    assert [row.split(" | ")[0] for row in tables[-1].rows] == [f"Charge: {row[0]}" for row in CHARGES[1:]]


def test_icons_do_not_count_towards_the_pictures_read(tmp_path):
    """Thirty small step icons before the charges table: the table is still read."""
    document = Document()
    document.add_heading("How do I pay by UPI?", level=2)
    for step in range(1, 32):
        icon = io.BytesIO()
        Image.new("RGB", (64, 64), (step * 8, 40, 200 - step * 5)).save(icon, format="PNG")
        document.add_paragraph(f"Step {step}: follow the screen.").add_run().add_picture(icon)
    document.add_picture(io.BytesIO(_table_picture(CHARGES)), width=Inches(6))
    path = tmp_path / "icons.docx"
    document.save(path)
    assert any(block.kind == "table" for block in parse_document(path, MB).blocks)


def test_a_picture_is_not_read_past_its_deadline(charges_docx):
    """The document's time for pictures is spent: the picture is left out, the document still parses."""
    from banking_ai.ocr.tesseract import TesseractOcrEngine
    from banking_ai.settings import OcrSettings

    picture = _table_picture(CHARGES)
    assert read_picture(picture, TesseractOcrEngine(OcrSettings()), deadline=0.0) is None
