"""Small python-docx helpers shared by the builders of the Kaveri Bank corpus."""

from __future__ import annotations

import datetime as _dt

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.shared import Pt

# Fixed core-property dates (created/modified) so re-runs do not change them.
_CREATED = _dt.datetime(2025, 7, 1, 9, 30, 0)
_MODIFIED = _dt.datetime(2025, 9, 15, 11, 0, 0)


def new_document(title: str | None, *, author: str = "Kaveri Bank Ltd.", subject: str = "") -> Document:
    """Return a blank document with tidy core properties.

    ``title`` sets the DOCX core property *title*; ``None`` leaves it empty
    (some real-world files have it, some do not).
    """
    doc = Document()
    cp = doc.core_properties
    cp.title = title or ""
    cp.author = author
    cp.last_modified_by = author
    cp.comments = ""
    cp.subject = subject
    cp.created = _CREATED
    cp.modified = _MODIFIED
    cp.revision = 1
    return doc


def bold_para(doc, text: str, *, size: float | None = None, center: bool = False, style: str = "Normal"):
    """A paragraph whose single run is bold (used instead of heading styles)."""
    p = doc.add_paragraph(style=style)
    run = p.add_run(text)
    run.bold = True
    if size:
        run.font.size = Pt(size)
    if center:
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    return p


def paras(doc, *texts: str, style: str = "Normal"):
    for t in texts:
        doc.add_paragraph(t, style=style)


def bullets(doc, items, style: str = "List Bullet"):
    for item in items:
        doc.add_paragraph(item, style=style)


def numbered(doc, items, style: str = "List Number"):
    """A numbered list that restarts at 1 (a fresh w:num per list)."""
    ps = [doc.add_paragraph(item, style=style) for item in items]
    numbering = doc.part.numbering_part.element
    style_el = doc.styles[style].element
    num_id = style_el.pPr.numPr.numId.val
    abstract_id = numbering.num_having_numId(num_id).abstractNumId.val
    new_num = numbering.add_num(abstract_id)
    new_num.add_lvlOverride(ilvl=0).add_startOverride(1)
    for p in ps:
        num_pr = p._p.get_or_add_pPr().get_or_add_numPr()
        num_pr.get_or_add_ilvl().val = 0
        num_pr.get_or_add_numId().val = new_num.numId
    return ps


def typed_steps(doc, items, fmt: str = "{n}. {text}"):
    """Numbered steps typed as plain text in Normal paragraphs."""
    for n, item in enumerate(items, 1):
        doc.add_paragraph(fmt.format(n=n, text=item))


def table(
    doc, header, rows, *, style: str | None = "Table Grid", bold_header: bool = True, font_size: float | None = None
):
    t = doc.add_table(rows=1, cols=len(header))
    if style:
        t.style = doc.styles[style]
    for cell, text in zip(t.rows[0].cells, header):
        cell.text = ""
        run = cell.paragraphs[0].add_run(text)
        run.bold = bold_header
        if font_size:
            run.font.size = Pt(font_size)
    for row in rows:
        cells = t.add_row().cells
        for cell, text in zip(cells, row):
            cell.text = ""
            run = cell.paragraphs[0].add_run(text)
            if font_size:
                run.font.size = Pt(font_size)
    # mark the first row as a header row (repeats on page break)
    tr_pr = t.rows[0]._tr.get_or_add_trPr()
    el = tr_pr.makeelement(qn("w:tblHeader"), {})
    tr_pr.append(el)
    return t


def set_base_font(doc, name: str = "Calibri", size: float = 11):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(size)
    rpr = st.element.get_or_add_rPr()
    rfonts = rpr.find(qn("w:rFonts"))
    if rfonts is not None:
        rfonts.set(qn("w:eastAsia"), name)
