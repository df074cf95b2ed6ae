"""Small OOXML helpers used by make_docs.py.

python-docx covers most of what the Sutlej Bank documents need; the pieces below
(bookmarks, internal hyperlinks, cell shading, numbering definitions, repeating
header rows) are written as raw WordprocessingML through docx.oxml.
"""

import copy
import itertools

from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

_bookmark_ids = itertools.count(1)


# ---------------------------------------------------------------- styles / fonts
def set_base_font(doc, name, size_pt, east_asia=None):
    """Set the Normal style font (and the rFonts attributes Word actually reads)."""
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(size_pt)
    rpr = st.element.get_or_add_rPr()
    rfonts = rpr.find(qn("w:rFonts"))
    if rfonts is None:
        rfonts = OxmlElement("w:rFonts")
        rpr.insert(0, rfonts)
    for attr in ("w:ascii", "w:hAnsi", "w:cs"):
        rfonts.set(qn(attr), name)
    rfonts.set(qn("w:eastAsia"), east_asia or name)


def set_style_font(doc, style_name, name=None, size_pt=None, bold=None, color=None, italic=None, all_caps=None):
    st = doc.styles[style_name]
    if name:
        st.font.name = name
        rpr = st.element.get_or_add_rPr()
        rfonts = rpr.find(qn("w:rFonts"))
        if rfonts is None:
            rfonts = OxmlElement("w:rFonts")
            rpr.insert(0, rfonts)
        for attr in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
            rfonts.set(qn(attr), name)
        # drop theme font references so the explicit name wins
        for attr in ("w:asciiTheme", "w:hAnsiTheme", "w:cstheme", "w:eastAsiaTheme"):
            if rfonts.get(qn(attr)) is not None:
                del rfonts.attrib[qn(attr)]
    if size_pt:
        st.font.size = Pt(size_pt)
    if bold is not None:
        st.font.bold = bold
    if italic is not None:
        st.font.italic = italic
    if color:
        st.font.color.rgb = RGBColor.from_string(color)
    if all_caps is not None:
        st.font.all_caps = all_caps
    return st


def ensure_hyperlink_style(doc):
    styles = doc.styles
    try:
        return styles["Hyperlink"]
    except KeyError:
        pass
    st = styles.add_style("Hyperlink", WD_STYLE_TYPE.CHARACTER)
    st.base_style = styles["Default Paragraph Font"]
    st.font.color.rgb = RGBColor(0x05, 0x63, 0xC1)
    st.font.underline = True
    st.unhide_when_used = True
    st.priority = 99
    return st


# ---------------------------------------------------------------- bookmarks / links
def add_bookmark(paragraph, name):
    """Wrap the existing content of *paragraph* in a bookmark called *name*."""
    bid = str(next(_bookmark_ids))
    start = OxmlElement("w:bookmarkStart")
    start.set(qn("w:id"), bid)
    start.set(qn("w:name"), name)
    end = OxmlElement("w:bookmarkEnd")
    end.set(qn("w:id"), bid)
    p = paragraph._p
    ppr = p.find(qn("w:pPr"))
    if ppr is not None:
        ppr.addnext(start)
    else:
        p.insert(0, start)
    p.append(end)
    return name


def add_internal_link(paragraph, text, anchor, bold=False, size_pt=None):
    """Append a w:hyperlink with w:anchor (jump to a bookmark in this document)."""
    link = OxmlElement("w:hyperlink")
    link.set(qn("w:anchor"), anchor)
    link.set(qn("w:history"), "1")
    r = OxmlElement("w:r")
    rpr = OxmlElement("w:rPr")
    rstyle = OxmlElement("w:rStyle")
    rstyle.set(qn("w:val"), "Hyperlink")
    rpr.append(rstyle)
    if bold:
        rpr.append(OxmlElement("w:b"))
    if size_pt:
        sz = OxmlElement("w:sz")
        sz.set(qn("w:val"), str(int(size_pt * 2)))
        rpr.append(sz)
    r.append(rpr)
    t = OxmlElement("w:t")
    t.text = text
    t.set(qn("xml:space"), "preserve")
    r.append(t)
    link.append(r)
    paragraph._p.append(link)
    return link


def add_external_link(paragraph, text, url):
    part = paragraph.part
    r_id = part.relate_to(
        url, "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink", is_external=True
    )
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    link.set(qn("w:history"), "1")
    r = OxmlElement("w:r")
    rpr = OxmlElement("w:rPr")
    rstyle = OxmlElement("w:rStyle")
    rstyle.set(qn("w:val"), "Hyperlink")
    rpr.append(rstyle)
    r.append(rpr)
    t = OxmlElement("w:t")
    t.text = text
    t.set(qn("xml:space"), "preserve")
    r.append(t)
    link.append(r)
    paragraph._p.append(link)
    return link


# ---------------------------------------------------------------- tables
def shade_cell(cell, fill):
    tcpr = cell._tc.get_or_add_tcPr()
    shd = tcpr.find(qn("w:shd"))
    if shd is None:
        shd = OxmlElement("w:shd")
        tcpr.append(shd)
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)


def set_cell_borders(cell, color="auto", sz=4, sides=("top", "left", "bottom", "right"), val="single"):
    tcpr = cell._tc.get_or_add_tcPr()
    borders = tcpr.find(qn("w:tcBorders"))
    if borders is None:
        borders = OxmlElement("w:tcBorders")
        # tcBorders must come before shd in tcPr
        shd = tcpr.find(qn("w:shd"))
        if shd is not None:
            shd.addprevious(borders)
        else:
            tcpr.append(borders)
    for side in sides:
        el = OxmlElement("w:" + side)
        el.set(qn("w:val"), val)
        el.set(qn("w:sz"), str(sz))
        el.set(qn("w:space"), "0")
        el.set(qn("w:color"), color)
        borders.append(el)


def set_table_borders(table, color="auto", sz=4, inside=True):
    tblpr = table._tbl.tblPr
    borders = tblpr.find(qn("w:tblBorders"))
    if borders is not None:
        tblpr.remove(borders)
    borders = OxmlElement("w:tblBorders")
    sides = ["top", "left", "bottom", "right"] + (["insideH", "insideV"] if inside else [])
    for side in sides:
        el = OxmlElement("w:" + side)
        el.set(qn("w:val"), "single")
        el.set(qn("w:sz"), str(sz))
        el.set(qn("w:space"), "0")
        el.set(qn("w:color"), color)
        borders.append(el)
    # schema order inside tblPr: ... tblW, jc, ..., tblBorders, shd, tblLayout, tblCellMar, tblLook
    anchor = None
    for tag in ("w:shd", "w:tblLayout", "w:tblCellMar", "w:tblLook", "w:tblCaption"):
        anchor = tblpr.find(qn(tag))
        if anchor is not None:
            break
    if anchor is not None:
        anchor.addprevious(borders)
    else:
        tblpr.append(borders)


def set_repeat_header(row):
    trpr = row._tr.get_or_add_trPr()
    el = OxmlElement("w:tblHeader")
    el.set(qn("w:val"), "true")
    trpr.append(el)


def set_cant_split(row):
    trpr = row._tr.get_or_add_trPr()
    trpr.append(OxmlElement("w:cantSplit"))


def set_col_widths(table, widths):
    """widths: list of docx.shared lengths, one per column (grid + every cell)."""
    table.autofit = False
    grid = table._tbl.tblGrid
    for gc, w in zip(grid.findall(qn("w:gridCol")), widths):
        gc.set(qn("w:w"), str(int(w.twips if hasattr(w, "twips") else w / 635)))
    for row in table.rows:
        for idx, cell in enumerate(row.cells):
            if idx < len(widths):
                cell.width = widths[idx]


def cell_text(cell, text, bold=False, italic=False, size_pt=None, align=None):
    """Replace the first paragraph text of a cell."""
    p = cell.paragraphs[0]
    run = p.add_run(text)
    if bold:
        run.bold = True
    if italic:
        run.italic = True
    if size_pt:
        run.font.size = Pt(size_pt)
    if align is not None:
        p.alignment = align
    return p


# ---------------------------------------------------------------- numbering
def _numbering_el(doc):
    return doc.part.numbering_part.element


def _next_ids(numbering):
    abs_ids = [int(a.get(qn("w:abstractNumId"))) for a in numbering.findall(qn("w:abstractNum"))]
    num_ids = [int(n.get(qn("w:numId"))) for n in numbering.findall(qn("w:num"))]
    return (max(abs_ids) + 1 if abs_ids else 0), (max(num_ids) + 1 if num_ids else 1)


def add_abstract_num(doc, levels, multilevel=False, nsid=None):
    """levels: list of dicts with keys fmt, text, left, hanging, optional pStyle, bold,
    start, font (for bullets), isLgl.  Returns abstractNumId."""
    numbering = _numbering_el(doc)
    abs_id, _ = _next_ids(numbering)
    an = OxmlElement("w:abstractNum")
    an.set(qn("w:abstractNumId"), str(abs_id))
    ns = OxmlElement("w:nsid")
    ns.set(qn("w:val"), nsid or "%08X" % (0x5A1E0000 + abs_id * 7919))
    an.append(ns)
    mlt = OxmlElement("w:multiLevelType")
    mlt.set(qn("w:val"), "multilevel" if multilevel else "hybridMultilevel")
    an.append(mlt)
    for i, lv in enumerate(levels):
        lvl = OxmlElement("w:lvl")
        lvl.set(qn("w:ilvl"), str(i))
        st = OxmlElement("w:start")
        st.set(qn("w:val"), str(lv.get("start", 1)))
        lvl.append(st)
        nf = OxmlElement("w:numFmt")
        nf.set(qn("w:val"), lv["fmt"])
        lvl.append(nf)
        if lv.get("pStyle"):
            ps = OxmlElement("w:pStyle")
            ps.set(qn("w:val"), lv["pStyle"])
            lvl.append(ps)
        if lv.get("isLgl"):
            lvl.append(OxmlElement("w:isLgl"))
        lt = OxmlElement("w:lvlText")
        lt.set(qn("w:val"), lv["text"])
        lvl.append(lt)
        jc = OxmlElement("w:lvlJc")
        jc.set(qn("w:val"), "left")
        lvl.append(jc)
        ppr = OxmlElement("w:pPr")
        ind = OxmlElement("w:ind")
        ind.set(qn("w:left"), str(lv.get("left", 720)))
        ind.set(qn("w:hanging"), str(lv.get("hanging", 360)))
        ppr.append(ind)
        lvl.append(ppr)
        if lv.get("font") or lv.get("bold") is not None:
            rpr = OxmlElement("w:rPr")
            if lv.get("font"):
                rf = OxmlElement("w:rFonts")
                for a in ("w:ascii", "w:hAnsi", "w:hint"):
                    rf.set(qn(a), lv["font"] if a != "w:hint" else "default")
                rpr.append(rf)
            if lv.get("bold"):
                rpr.append(OxmlElement("w:b"))
            lvl.append(rpr)
        an.append(lvl)
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(an)
    else:
        numbering.append(an)
    return abs_id


def add_num(doc, abstract_id, restart=False):
    numbering = _numbering_el(doc)
    _, num_id = _next_ids(numbering)
    num = OxmlElement("w:num")
    num.set(qn("w:numId"), str(num_id))
    an = OxmlElement("w:abstractNumId")
    an.set(qn("w:val"), str(abstract_id))
    num.append(an)
    if restart:
        ov = OxmlElement("w:lvlOverride")
        ov.set(qn("w:ilvl"), "0")
        so = OxmlElement("w:startOverride")
        so.set(qn("w:val"), "1")
        ov.append(so)
        num.append(ov)
    numbering.append(num)
    return num_id


def set_numpr(paragraph, num_id, ilvl=0):
    ppr = paragraph._p.get_or_add_pPr()
    numpr = ppr.find(qn("w:numPr"))
    if numpr is None:
        numpr = OxmlElement("w:numPr")
        # numPr follows pStyle / keepNext etc.; put right after pStyle when present
        pstyle = ppr.find(qn("w:pStyle"))
        anchor = None
        for tag in ("w:keepNext", "w:keepLines", "w:pageBreakBefore", "w:widowControl"):
            el = ppr.find(qn(tag))
            if el is not None:
                anchor = el
        if anchor is not None:
            anchor.addnext(numpr)
        elif pstyle is not None:
            pstyle.addnext(numpr)
        else:
            ppr.insert(0, numpr)
    il = OxmlElement("w:ilvl")
    il.set(qn("w:val"), str(ilvl))
    ni = OxmlElement("w:numId")
    ni.set(qn("w:val"), str(num_id))
    numpr.append(il)
    numpr.append(ni)


def link_style_to_numbering(doc, style_name, num_id, ilvl):
    """Put numPr into a paragraph style (how Word links Heading 1/2 to a multilevel list)."""
    st = doc.styles[style_name]
    ppr = st.element.get_or_add_pPr()
    numpr = OxmlElement("w:numPr")
    if ilvl:
        il = OxmlElement("w:ilvl")
        il.set(qn("w:val"), str(ilvl))
        numpr.append(il)
    ni = OxmlElement("w:numId")
    ni.set(qn("w:val"), str(num_id))
    numpr.append(ni)
    # numPr goes after keepNext/keepLines/pageBreakBefore/widowControl in pPr
    anchor = None
    for tag in ("w:keepNext", "w:keepLines", "w:pageBreakBefore", "w:framePr", "w:widowControl"):
        el = ppr.find(qn(tag))
        if el is not None:
            anchor = el
    if anchor is not None:
        anchor.addnext(numpr)
    else:
        ppr.insert(0, numpr)


def decimal_list(doc, left=720, hanging=360, text="%1."):
    return add_abstract_num(
        doc,
        [
            {"fmt": "decimal", "text": text, "left": left, "hanging": hanging},
            {"fmt": "lowerLetter", "text": "(%2)", "left": left + 720, "hanging": 360},
        ],
    )


def bullet_list(doc, left=720, hanging=360, char="\u2022", font="Symbol"):
    if font == "Symbol":
        char = "\uf0b7"
    return add_abstract_num(
        doc,
        [
            {"fmt": "bullet", "text": char, "left": left, "hanging": hanging, "font": font},
            {"fmt": "bullet", "text": "o", "left": left + 720, "hanging": 360, "font": "Courier New"},
        ],
    )


# ---------------------------------------------------------------- misc
def add_page_number_footer(section, prefix_text, font_size=8):
    """Footer: '<prefix>   Page X' with a PAGE field."""
    p = section.footer.paragraphs[0]
    r = p.add_run(prefix_text + "    Page ")
    r.font.size = Pt(font_size)
    fld_begin = OxmlElement("w:fldChar")
    fld_begin.set(qn("w:fldCharType"), "begin")
    instr = OxmlElement("w:instrText")
    instr.set(qn("xml:space"), "preserve")
    instr.text = " PAGE "
    fld_sep = OxmlElement("w:fldChar")
    fld_sep.set(qn("w:fldCharType"), "separate")
    t = OxmlElement("w:t")
    t.text = "1"
    fld_end = OxmlElement("w:fldChar")
    fld_end.set(qn("w:fldCharType"), "end")
    for el in (fld_begin, instr, fld_sep, t, fld_end):
        rr = p.add_run()
        rr.font.size = Pt(font_size)
        rr._r.append(el)
    return p


def keep_with_next(paragraph):
    paragraph.paragraph_format.keep_with_next = True


def clone(el):
    return copy.deepcopy(el)


# ---------------------------------------------------------------- inline markup
def add_rich(paragraph, text, base_bold=False, base_italic=False, size_pt=None):
    """Add text to a paragraph; **...** segments become bold runs. '\\n' becomes a
    line break (w:br) inside the run, as with Shift+Enter in Word."""
    parts = text.split("**")
    runs = []
    for i, part in enumerate(parts):
        if not part:
            continue
        lines = part.split("\n")
        run = paragraph.add_run()
        for j, line in enumerate(lines):
            if j:
                run.add_break()
            if line:
                run.add_text(line)
        if i % 2 == 1 or base_bold:
            run.bold = True
        if base_italic:
            run.italic = True
        if size_pt:
            run.font.size = Pt(size_pt)
        runs.append(run)
    return runs
