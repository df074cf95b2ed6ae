"""Shared helpers: answer building blocks and raw OOXML tweaks python-docx has no API for."""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from docx.enum.text import WD_BREAK
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

# --------------------------------------------------------------------------------------
# Answer building blocks.  An answer is either a plain string or a list of blocks, where a
# block is a string (one paragraph), Bullets, Steps (a numbered procedure) or Grid (a table,
# first row = header).  Each document module decides how to lay these out.
# --------------------------------------------------------------------------------------


class Bullets(NamedTuple):
    items: list[str]


class Steps(NamedTuple):
    items: list[str]


class Grid(NamedTuple):
    rows: list[list[str]]


Block = str | Bullets | Steps | Grid


def blocks(answer: str | list[Block]) -> list[Block]:
    """Normalise an answer to a list of blocks."""
    return list(answer) if isinstance(answer, list) else [answer]


# --------------------------------------------------------------------------------------
# Document properties
# --------------------------------------------------------------------------------------


def set_properties(
    doc,
    *,
    author: str,
    created: dt.datetime,
    modified: dt.datetime,
    title: str | None = None,
    subject: str = "",
) -> None:
    """Set core properties; title is left empty when None (as many real files have it)."""
    cp = doc.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = created
    cp.modified = modified
    cp.subject = subject
    cp.title = title or ""
    cp.comments = ""
    cp.revision = 1


# --------------------------------------------------------------------------------------
# Runs, hyperlinks, fields
# --------------------------------------------------------------------------------------


def add_run(paragraph, text: str, *, bold=None, italic=None, color: str | None = None, size=None):
    run = paragraph.add_run(text)
    if bold is not None:
        run.bold = bold
    if italic is not None:
        run.italic = italic
    if color:
        run.font.color.rgb = RGBColor.from_string(color)
    if size:
        run.font.size = Pt(size)
    return run


def add_soft_break(paragraph, count: int = 1) -> None:
    """Shift+Enter: a w:br inside the same paragraph."""
    run = paragraph.add_run()
    for _ in range(count):
        run.add_break(WD_BREAK.LINE)


def add_hyperlink(paragraph, text: str, url: str) -> None:
    """Append a real w:hyperlink with an external relationship, styled blue/underlined."""
    r_id = paragraph.part.relate_to(url, RT.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    link.set(qn("w:history"), "1")
    run = OxmlElement("w:r")
    rpr = OxmlElement("w:rPr")
    color = OxmlElement("w:color")
    color.set(qn("w:val"), "0563C1")
    underline = OxmlElement("w:u")
    underline.set(qn("w:val"), "single")
    rpr.extend([color, underline])
    text_el = OxmlElement("w:t")
    text_el.text = text
    text_el.set(qn("xml:space"), "preserve")
    run.extend([rpr, text_el])
    link.append(run)
    paragraph._p.append(link)


def add_field(paragraph, instruction: str, placeholder: str = "1") -> None:
    """Append a complex field (e.g. PAGE) as begin / instrText / separate / result / end."""

    def fld_char(kind: str):
        run = OxmlElement("w:r")
        char = OxmlElement("w:fldChar")
        char.set(qn("w:fldCharType"), kind)
        run.append(char)
        return run

    instr_run = OxmlElement("w:r")
    instr = OxmlElement("w:instrText")
    instr.set(qn("xml:space"), "preserve")
    instr.text = f" {instruction} "
    instr_run.append(instr)
    result_run = OxmlElement("w:r")
    result = OxmlElement("w:t")
    result.text = placeholder
    result_run.append(result)
    paragraph._p.extend([fld_char("begin"), instr_run, fld_char("separate"), result_run, fld_char("end")])


PAGE_LINE = "Ravi Bank Ltd · Customer Information · Page "


def add_page_line(header_or_footer, prefix: str = PAGE_LINE) -> None:
    """Write 'Ravi Bank Ltd · Customer Information · Page X' with a live PAGE field."""
    paragraph = header_or_footer.paragraphs[0]
    paragraph.text = prefix
    add_field(paragraph, "PAGE")


# --------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------


def shade_cell(cell, fill: str = "D9D9D9") -> None:
    tc_pr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tc_pr.append(shd)


def set_table_look(table, *, first_row: bool) -> None:
    """Write w:tblLook so the table style does (not) treat row 1 as a header row."""
    tbl_pr = table._tbl.tblPr
    for old in tbl_pr.findall(qn("w:tblLook")):
        tbl_pr.remove(old)
    look = OxmlElement("w:tblLook")
    look.set(qn("w:val"), "04A0" if first_row else "0400")
    look.set(qn("w:firstRow"), "1" if first_row else "0")
    look.set(qn("w:lastRow"), "0")
    look.set(qn("w:firstColumn"), "0")
    look.set(qn("w:lastColumn"), "0")
    look.set(qn("w:noHBand"), "0")
    look.set(qn("w:noVBand"), "1")
    tbl_pr.append(look)


def mark_header_row(row) -> None:
    """w:tblHeader on the row: repeat as header row on each page."""
    tr_pr = row._tr.get_or_add_trPr()
    tr_pr.append(OxmlElement("w:tblHeader"))


def first_paragraph(cell):
    """The empty paragraph every new cell has, or a fresh one if it is already used."""
    paragraphs = cell.paragraphs
    if len(paragraphs) == 1 and not paragraphs[0].text and not paragraphs[0].runs:
        return paragraphs[0]
    return cell.add_paragraph()


def add_grid(container, rows: list[list[str]], *, header: bool = True, style: str = "Table Grid"):
    """A plain Word table; with header=True row 1 is bold and marked as a header row."""
    table = container.add_table(rows=0, cols=len(rows[0]))
    table.style = style
    for r, values in enumerate(rows):
        row = table.add_row()
        for cell, value in zip(row.cells, values, strict=True):
            add_run(first_paragraph(cell), value, bold=True if header and r == 0 else None)
        if header and r == 0:
            mark_header_row(row)
    set_table_look(table, first_row=header)
    return table


# --------------------------------------------------------------------------------------
# Numbering (w:numPr)
# --------------------------------------------------------------------------------------


def _numbering(doc):
    return doc.part.numbering_part.element


def _next_id(numbering, tag: str, attr: str) -> int:
    ids = [int(el.get(qn(attr))) for el in numbering.findall(qn(tag))]
    return max(ids, default=0) + 1


def add_multilevel_abstract(doc, levels: list[tuple[str, str]], nsid: str = "5A3C7E21") -> int:
    """Add a w:abstractNum with one level per (numFmt, lvlText) pair; return its id."""
    numbering = _numbering(doc)
    abstract_id = _next_id(numbering, "w:abstractNum", "w:abstractNumId")
    abstract = OxmlElement("w:abstractNum")
    abstract.set(qn("w:abstractNumId"), str(abstract_id))
    for tag, val in (("w:nsid", nsid), ("w:multiLevelType", "multilevel")):
        el = OxmlElement(tag)
        el.set(qn("w:val"), val)
        abstract.append(el)
    for ilvl, (fmt, text) in enumerate(levels):
        lvl = OxmlElement("w:lvl")
        lvl.set(qn("w:ilvl"), str(ilvl))
        settings = (("w:start", "1"), ("w:numFmt", fmt), ("w:lvlText", text), ("w:lvlJc", "left"))
        for tag, val in settings:
            el = OxmlElement(tag)
            el.set(qn("w:val"), val)
            lvl.append(el)
        ppr = OxmlElement("w:pPr")
        ind = OxmlElement("w:ind")
        ind.set(qn("w:left"), str(720 * (ilvl + 1)))
        ind.set(qn("w:hanging"), "360")
        ppr.append(ind)
        lvl.append(ppr)
        abstract.append(lvl)
    # schema order: every w:abstractNum comes before the first w:num
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(abstract)
    else:
        numbering.append(abstract)
    return abstract_id


def new_num(doc, abstract_id: int, *, restart_levels: int = 1) -> int:
    """A new w:num instance of an abstract list that restarts at 1 (startOverride)."""
    numbering = _numbering(doc)
    num_id = _next_id(numbering, "w:num", "w:numId")
    num = OxmlElement("w:num")
    num.set(qn("w:numId"), str(num_id))
    ref = OxmlElement("w:abstractNumId")
    ref.set(qn("w:val"), str(abstract_id))
    num.append(ref)
    for ilvl in range(restart_levels):
        override = OxmlElement("w:lvlOverride")
        override.set(qn("w:ilvl"), str(ilvl))
        start = OxmlElement("w:startOverride")
        start.set(qn("w:val"), "1")
        override.append(start)
        num.append(override)
    numbering.append(num)
    return num_id


def set_numbering(paragraph, num_id: int, level: int = 0) -> None:
    ppr = paragraph._p.get_or_add_pPr()
    num_pr = ppr.get_or_add_numPr()
    num_pr.get_or_add_ilvl().val = level
    num_pr.get_or_add_numId().val = num_id


def style_abstract_id(doc, style_name: str) -> int:
    """abstractNumId behind a list style such as 'List Number' in the template."""
    num_id = doc.styles[style_name].element.pPr.numPr.numId.val
    for num in _numbering(doc).findall(qn("w:num")):
        if num.get(qn("w:numId")) == str(num_id):
            return int(num.find(qn("w:abstractNumId")).get(qn("w:val")))
    raise KeyError(style_name)


def _take(container, first):
    """Use the pending empty paragraph if there is one, otherwise add a new paragraph."""
    return first if first is not None else container.add_paragraph()


def add_numbered_steps(doc, container, items: list[str], *, first=None, style="List Number"):
    """A 'List Number' list that restarts at 1 (own w:num), like Word's 'Restart at 1'."""
    num_id = new_num(doc, style_abstract_id(doc, style))
    for item in items:
        paragraph = _take(container, first)
        first = None
        paragraph.style = doc.styles[style]
        paragraph.add_run(item)
        set_numbering(paragraph, num_id)


def add_bullets(doc, container, items: list[str], *, first=None, style="List Bullet"):
    for item in items:
        paragraph = _take(container, first)
        first = None
        paragraph.style = doc.styles[style]
        paragraph.add_run(item)


def render_blocks(doc, container, answer, *, first=None) -> None:
    """Default layout of an answer: Normal paragraphs, List Bullet, List Number, Table Grid.

    `first` is an already existing empty paragraph (e.g. in a fresh table cell) that the
    first block should fill instead of adding a new paragraph.
    """
    for block in blocks(answer):
        if isinstance(block, str):
            _take(container, first).add_run(block)
        elif isinstance(block, Bullets):
            add_bullets(doc, container, block.items, first=first)
        elif isinstance(block, Steps):
            add_numbered_steps(doc, container, block.items, first=first)
        elif isinstance(block, Grid):
            add_grid(container, block.rows)
        first = None


def ensure_paragraph_style(doc, name: str, base: str = "Normal") -> None:
    """Add a paragraph style if the template lacks it (python-docx's default has most)."""
    from docx.enum.style import WD_STYLE_TYPE

    if name not in [style.name for style in doc.styles]:
        style = doc.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
        style.base_style = doc.styles[base]
