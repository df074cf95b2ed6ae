"""Common facts and docx helpers for the Tapti Bank document corpus.

Every generator imports FACTS (F) from here so that phone numbers, app names,
rates and other shared facts stay identical across the ten documents.
"""

import datetime as _dt
import os
import re

from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

OUT_DIR = os.environ.get("TAPTI_OUT") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "tapti_bank", "policies"
)
OUT_DIR = os.path.normpath(OUT_DIR)

# --------------------------------------------------------------------------
# Common facts (single source of truth)
# --------------------------------------------------------------------------
F = {
    "bank": "Tapti Bank",
    "bank_legal": "Tapti Bank Ltd.",
    "head_office": "Tapti Bhavan, Ghod Dod Road, Surat – 395 007, Gujarat",
    "cin": "U65190GJ1994PLC021877",
    "toll_free": "1800 233 4455",  # 24x7 phone banking
    "abroad": "+91 261 414 4455",  # chargeable, for calls from outside India
    "sms": "90990 44550",  # SMS commands from the registered mobile number
    "website": "www.taptibank.co.in",
    "care_email": "care@taptibank.co.in",
    "fraud_email": "reportfraud@taptibank.co.in",
    "phishing_email": "phishing@taptibank.co.in",
    "nodal_email": "nodal.officer@taptibank.co.in",
    "app": "Tapti Mobile",
    "netbanking": "Tapti NetBanking",
    "upi_handle": "@tapti",
    "swift": "TAPTINBBXXX",
    "ifsc_prefix": "TAPT0",
    "sms_header": "TAPTIB",
    # IVR menu of the toll-free number
    "ivr_fraud": "1",  # report fraud / block card / block UPI
    "ivr_cards": "2",  # card PIN, limits, card services
    "ivr_accounts": "3",  # accounts, deposits and forex
    "ivr_loans": "4",  # loans
    # Lending benchmark
    "trllr": "8.75%",  # Tapti Repo Linked Lending Rate
    "trllr_date": "1 July 2025",
    "mclr_1y": "9.05%",
    "gst": "18%",
    # Cyber crime
    "cyber_helpline": "1930",
    "cyber_portal": "www.cybercrime.gov.in",
    "ombudsman_portal": "cms.rbi.org.in",
}

IVR = {
    "1": "report fraud, block a card or block UPI",
    "2": "card services (PIN, limits, replacement)",
    "3": "accounts, deposits and forex",
    "4": "loans",
}


# --------------------------------------------------------------------------
# XML helpers
# --------------------------------------------------------------------------
def el(tag, attrs=None, text=None):
    e = OxmlElement(tag)
    for k, v in (attrs or {}).items():
        e.set(qn(k), str(v))
    if text is not None:
        e.text = text
    return e


def set_core(
    doc,
    title,
    author,
    subject="",
    keywords="",
    comments="",
    last_modified_by=None,
    created=None,
    modified=None,
    revision=1,
    category="",
):
    cp = doc.core_properties
    cp.title = title
    cp.author = author
    cp.subject = subject
    cp.keywords = keywords
    cp.comments = comments
    cp.category = category
    cp.last_modified_by = last_modified_by or author
    cp.created = created or _dt.datetime(2025, 6, 1, 10, 0, 0)
    cp.modified = modified or _dt.datetime(2025, 9, 15, 10, 0, 0)
    cp.revision = revision


def set_app_props(doc, application="Microsoft Office Word", company="Tapti Bank Ltd.", app_version="16.0000"):
    """Rewrite docProps/app.xml so files do not all look alike."""
    pkg = doc.part.package
    for part in pkg.iter_parts():
        if str(part.partname) == "/docProps/app.xml":
            xml = (
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
                'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
                f"<Template>Normal.dotm</Template><TotalTime>0</TotalTime>"
                f"<Application>{application}</Application><DocSecurity>0</DocSecurity>"
                f"<Company>{company}</Company><AppVersion>{app_version}</AppVersion>"
                "</Properties>"
            )
            part._blob = xml.encode("utf-8")


def drop_thumbnail(doc):
    """Remove the python-docx default thumbnail from the package."""
    pkg = doc.part.package
    for rel_id, rel in list(pkg.rels.items()):
        if rel.reltype.endswith("/thumbnail"):
            del pkg.rels[rel_id]


def add_hyperlink(paragraph, url, text, color="0563C1", underline=True, size=None, bold=False, font=None):
    part = paragraph.part
    r_id = part.relate_to(url, RT.HYPERLINK, is_external=True)
    h = el("w:hyperlink", {"r:id": r_id, "w:history": "1"})
    r = el("w:r")
    rpr = el("w:rPr")
    if font:
        rpr.append(el("w:rFonts", {"w:ascii": font, "w:hAnsi": font, "w:cs": font}))
    if bold:
        rpr.append(el("w:b"))
    if color:
        rpr.append(el("w:color", {"w:val": color}))
    if size:
        rpr.append(el("w:sz", {"w:val": int(size * 2)}))
        rpr.append(el("w:szCs", {"w:val": int(size * 2)}))
    if underline:
        rpr.append(el("w:u", {"w:val": "single"}))
    r.append(rpr)
    t = el("w:t", {"xml:space": "preserve"}, text)
    r.append(t)
    h.append(r)
    paragraph._p.append(h)
    return h


_BOLD_RE = re.compile(r"(\*\*.+?\*\*)")


def add_marked_text(paragraph, text, font=None, size=None, color=None, bold_all=False):
    """Add text to a paragraph; **x** segments become bold runs."""
    runs = []
    for seg in _BOLD_RE.split(text):
        if not seg:
            continue
        bold = bold_all
        if seg.startswith("**") and seg.endswith("**"):
            seg = seg[2:-2]
            bold = True
        r = paragraph.add_run(seg)
        if bold:
            r.bold = True
        if font:
            r.font.name = font
            rpr = r._r.get_or_add_rPr()
            rf = rpr.find(qn("w:rFonts"))
            rf.set(qn("w:cs"), font)
            rf.set(qn("w:eastAsia"), font)
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
        runs.append(r)
    return runs


def strip_marks(text):
    return text.replace("**", "")


# --------------------------------------------------------------------------
# Numbering helpers
# --------------------------------------------------------------------------
def _numbering_root(doc):
    return doc.part.numbering_part.element


def add_abstract_num(
    doc,
    kind="decimal",
    fmt="%1.",
    indent=720,
    hanging=360,
    bullet_char="\u2022",
    font=None,
    levels=1,
    multilevel_fmt=None,
    bold=False,
    heading_style=None,
):
    """Create a new abstractNum; return its id."""
    root = _numbering_root(doc)
    existing = [int(a.get(qn("w:abstractNumId"))) for a in root.findall(qn("w:abstractNum"))]
    aid = max(existing + [0]) + 1
    a = el("w:abstractNum", {"w:abstractNumId": aid})
    a.append(el("w:multiLevelType", {"w:val": "hybridMultilevel" if levels == 1 else "multilevel"}))
    for ilvl in range(max(levels, 1)):
        lvl = el("w:lvl", {"w:ilvl": ilvl})
        lvl.append(el("w:start", {"w:val": 1}))
        if kind == "bullet":
            lvl.append(el("w:numFmt", {"w:val": "bullet"}))
            lvl.append(el("w:lvlText", {"w:val": bullet_char if ilvl == 0 else "o"}))
        else:
            lvl.append(el("w:numFmt", {"w:val": kind}))
            txt = fmt if ilvl == 0 else f"%{ilvl + 1}."
            if multilevel_fmt:
                txt = multilevel_fmt[ilvl]
            if heading_style and ilvl == 0:
                lvl.append(el("w:pStyle", {"w:val": heading_style}))
            lvl.append(el("w:lvlText", {"w:val": txt}))
        lvl.append(el("w:lvlJc", {"w:val": "left"}))
        ppr = el("w:pPr")
        ppr.append(el("w:ind", {"w:left": indent + ilvl * 360, "w:hanging": hanging}))
        lvl.append(ppr)
        if kind == "bullet" or font or bold:
            rpr = el("w:rPr")
            f = font or ("Symbol" if False else None)
            if f:
                rpr.append(el("w:rFonts", {"w:ascii": f, "w:hAnsi": f, "w:hint": "default"}))
            if bold:
                rpr.append(el("w:b"))
            lvl.append(rpr)
        a.append(lvl)
    # abstractNum elements must precede num elements
    first_num = root.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(a)
    else:
        root.append(a)
    return aid


def add_num(doc, abstract_id, restart=True):
    root = _numbering_root(doc)
    existing = [int(n.get(qn("w:numId"))) for n in root.findall(qn("w:num"))]
    nid = max(existing + [0]) + 1
    n = el("w:num", {"w:numId": nid})
    n.append(el("w:abstractNumId", {"w:val": abstract_id}))
    if restart:
        o = el("w:lvlOverride", {"w:ilvl": 0})
        o.append(el("w:startOverride", {"w:val": 1}))
        n.append(o)
    root.append(n)
    return nid


def set_numpr(paragraph, num_id, ilvl=0):
    ppr = paragraph._p.get_or_add_pPr()
    numpr = el("w:numPr")
    numpr.append(el("w:ilvl", {"w:val": ilvl}))
    numpr.append(el("w:numId", {"w:val": num_id}))
    # numPr should come after pStyle/keepNext etc.; insert after pStyle if present
    ppr_insert(ppr, numpr)


# --------------------------------------------------------------------------
# Table helpers
# --------------------------------------------------------------------------
def shade_cell(cell, fill):
    tcpr = cell._tc.get_or_add_tcPr()
    shd = el("w:shd", {"w:val": "clear", "w:color": "auto", "w:fill": fill})
    tcpr.append(shd)


def set_cell_width(cell, twips):
    tcpr = cell._tc.get_or_add_tcPr()
    w = tcpr.find(qn("w:tcW"))
    if w is None:
        w = el("w:tcW")
        tcpr.insert(0, w)
    w.set(qn("w:w"), str(twips))
    w.set(qn("w:type"), "dxa")


def set_table_borders(table, sz=4, color="999999"):
    tblpr = table._tbl.tblPr
    b = el("w:tblBorders")
    for side in ("top", "left", "bottom", "right", "insideH", "insideV"):
        b.append(el(f"w:{side}", {"w:val": "single", "w:sz": sz, "w:space": 0, "w:color": color}))
    tblpr_insert(tblpr, b)


def mark_header_row(row):
    trpr = row._tr.get_or_add_trPr()
    trpr.append(el("w:tblHeader"))


def fill_table(
    doc_or_cell,
    header,
    rows,
    style=None,
    header_fill=None,
    font=None,
    size=None,
    bold_header=True,
    widths=None,
    borders=True,
):
    ncols = len(header) if header else len(rows[0])
    t = doc_or_cell.add_table(rows=0, cols=ncols)
    if style:
        try:
            t.style = style
        except Exception:
            pass
    if borders:
        set_table_borders(t)
    all_rows = ([header] if header else []) + rows
    for ri, row in enumerate(all_rows):
        cells = t.add_row().cells
        for ci, val in enumerate(row):
            p = cells[ci].paragraphs[0]
            add_marked_text(p, val, font=font, size=size, bold_all=(bold_header and header is not None and ri == 0))
            if header_fill and header is not None and ri == 0:
                shade_cell(cells[ci], header_fill)
            if widths:
                set_cell_width(cells[ci], widths[ci])
        if header is not None and ri == 0:
            mark_header_row(t.rows[0])
    return t


def save(doc, filename):
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, filename)
    doc.save(path)
    print("wrote", path)
    return path


def count_items(sections):
    return sum(len(s[1]) for s in sections)


PPR_ORDER = [
    "pStyle",
    "keepNext",
    "keepLines",
    "pageBreakBefore",
    "framePr",
    "widowControl",
    "numPr",
    "suppressLineNumbers",
    "pBdr",
    "shd",
    "tabs",
    "suppressAutoHyphens",
    "kinsoku",
    "wordWrap",
    "overflowPunct",
    "topLinePunct",
    "autoSpaceDE",
    "autoSpaceDN",
    "bidi",
    "adjustRightInd",
    "snapToGrid",
    "spacing",
    "ind",
    "contextualSpacing",
    "mirrorIndents",
    "suppressOverlap",
    "jc",
    "textDirection",
    "textAlignment",
    "textboxTightWrap",
    "outlineLvl",
    "divId",
    "cnfStyle",
    "rPr",
    "sectPr",
    "pPrChange",
]


def ppr_insert(ppr, child):
    """Insert child into a w:pPr respecting the schema order."""
    name = child.tag.split("}")[1]
    idx = PPR_ORDER.index(name)
    for existing in list(ppr):
        ename = existing.tag.split("}")[1]
        if ename in PPR_ORDER and PPR_ORDER.index(ename) > idx:
            existing.addprevious(child)
            return child
    ppr.append(child)
    return child


TBLPR_ORDER = [
    "tblStyle",
    "tblpPr",
    "tblOverlap",
    "bidiVisual",
    "tblStyleRowBandSize",
    "tblStyleColBandSize",
    "tblW",
    "jc",
    "tblCellSpacing",
    "tblInd",
    "tblBorders",
    "shd",
    "tblLayout",
    "tblCellMar",
    "tblLook",
    "tblCaption",
    "tblDescription",
    "tblPrChange",
]


def tblpr_insert(tblpr, child):
    name = child.tag.split("}")[1]
    idx = TBLPR_ORDER.index(name)
    for existing in list(tblpr):
        ename = existing.tag.split("}")[1]
        if ename in TBLPR_ORDER and TBLPR_ORDER.index(ename) > idx:
            existing.addprevious(child)
            return child
    tblpr.append(child)
    return child
