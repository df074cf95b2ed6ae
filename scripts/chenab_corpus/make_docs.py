"""Generate the ten customer-information Word files of the fictional
Chenab Small Finance Bank (CSFB) with python-docx.

Run:  python make_docs.py      -> writes ./out/*.docx and reads them back.
"""

import datetime
import math
import os
import re
import textwrap

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Cm, Pt, RGBColor

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
COUNTS = {}

# --------------------------------------------------------------------------
# Facts shared across the documents (kept in one place for consistency)
# --------------------------------------------------------------------------
TOLL_FREE = "1800-102-7272"
WHATSAPP = "78890 78890"
EMAIL = "helpdesk@chenabsfb.example"
WEB = "www.chenabsfb.example"
SMS_NO = "92222 07272"
MISSED_BAL = "92222 07200"
MISSED_MINI = "92222 07201"
HO = "Chenab House, Gandhi Nagar, Jammu – 180004"
REPO = 5.50
RLLR = 8.75  # Chenab Repo Linked Lending Rate = repo 5.50% + 3.25%
RLLR_DATE = "12 June 2025"
GST = 0.18


# --------------------------------------------------------------------------
# Small number helpers (Indian digit grouping)
# --------------------------------------------------------------------------
def inr(x, dec=0):
    neg = x < 0
    x = abs(x)
    s = f"{x:.{dec}f}"
    whole, _, frac = s.partition(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups + [tail])
    out = "₹" + whole + ("." + frac if frac else "")
    return "-" + out if neg else out


def emi(principal, rate_pa, n, periods_per_year=12):
    r = rate_pa / 100 / periods_per_year
    return principal * r * (1 + r) ** n / ((1 + r) ** n - 1)


def irr_rate(net, inst, n):
    lo, hi = 1e-9, 1.0
    for _ in range(200):
        mid = (lo + hi) / 2
        pv = inst * (1 - (1 + mid) ** -n) / mid
        if pv > net:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


# --------------------------------------------------------------------------
# python-docx helpers
# --------------------------------------------------------------------------
DEVANAGARI = re.compile(r"[\u0900-\u097F]")


def count(fname, n=1):
    COUNTS[fname] = COUNTS.get(fname, 0) + n


def new_doc(font="Calibri", size=11, author="Chenab SFB – Customer Service Dept.", title=None, subject="", keywords=""):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    rpr = st.element.get_or_add_rPr()
    rf = rpr.find(qn("w:rFonts"))
    rf.set(qn("w:eastAsia"), font)
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.comments = ""
    cp.subject = subject
    cp.keywords = keywords
    cp.title = title or ""
    cp.category = "Customer information"
    cp.revision = 3
    cp.created = datetime.datetime(2025, 9, 8, 10, 30)
    cp.modified = datetime.datetime(2025, 10, 24, 16, 5)
    # make Heading 4 visible in the style gallery
    h4 = d.styles["Heading 4"].element
    for tag in ("w:semiHidden", "w:unhideWhenUsed"):
        el = h4.find(qn(tag))
        if el is not None:
            h4.remove(el)
    sec = d.sections[0]
    sec.page_height, sec.page_width = Cm(29.7), Cm(21.0)
    sec.left_margin = sec.right_margin = Cm(2.2)
    sec.top_margin = sec.bottom_margin = Cm(2.0)
    return d


def hindi_defaults(d, font="Nirmala UI"):
    """Complex-script font and Hindi language in docDefaults."""
    rpr = d.styles.element.find(qn("w:docDefaults")).find(qn("w:rPrDefault")).find(qn("w:rPr"))
    rf = rpr.find(qn("w:rFonts"))
    if qn("w:cstheme") in rf.attrib:
        del rf.attrib[qn("w:cstheme")]
    rf.set(qn("w:cs"), font)
    lang = rpr.find(qn("w:lang"))
    lang.set(qn("w:val"), "en-IN")
    lang.set(qn("w:bidi"), "hi-IN")


def cs_run(run, font="Nirmala UI"):
    """Give a run a Devanagari complex-script font (+ bold/size for cs)."""
    rPr = run._r.get_or_add_rPr()
    rFonts = rPr.get_or_add_rFonts()
    rFonts.set(qn("w:cs"), font)
    rFonts.set(qn("w:hint"), "cs")
    if run.bold:
        rPr.get_or_add_bCs()
    if run.font.size is not None:
        szcs = rPr.find(qn("w:szCs"))
        if szcs is None:
            szcs = OxmlElement("w:szCs")
            rPr.find(qn("w:sz")).addnext(szcs)
        szcs.set(qn("w:val"), str(int(run.font.size.pt * 2)))
    lang = rPr.find(qn("w:lang"))
    if lang is None:
        lang = OxmlElement("w:lang")
        rPr.append(lang)
    lang.set(qn("w:bidi"), "hi-IN")


def add_runs(p, text, bold=False, italic=False, size=None, color=None, font=None):
    """Add text to paragraph; '**x**' marks bold segments."""
    parts = text.split("**")
    for i, part in enumerate(parts):
        if not part:
            continue
        r = p.add_run(part)
        r.bold = True if (bold or i % 2 == 1) else None
        if italic:
            r.italic = True
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
        if font:
            r.font.name = font
        if DEVANAGARI.search(part):
            cs_run(r)
    return p


def para(
    c,
    text="",
    style=None,
    bold=False,
    italic=False,
    size=None,
    align=None,
    space_after=None,
    space_before=None,
    color=None,
    keep_next=False,
    font=None,
):
    p = c.add_paragraph(style=style) if style else c.add_paragraph()
    if text:
        add_runs(p, text, bold=bold, italic=italic, size=size, color=color, font=font)
    pf = p.paragraph_format
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    elif align == "right":
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    elif align == "justify":
        p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    if space_after is not None:
        pf.space_after = Pt(space_after)
    if space_before is not None:
        pf.space_before = Pt(space_before)
    if keep_next:
        pf.keep_with_next = True
    return p


def heading(d, text, level):
    p = d.add_heading(level=level)
    add_runs(p, text)
    return p


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def repeat_header(row):
    trPr = row._tr.get_or_add_trPr()
    el = OxmlElement("w:tblHeader")
    el.set(qn("w:val"), "true")
    trPr.append(el)


def no_split(row):
    trPr = row._tr.get_or_add_trPr()
    el = OxmlElement("w:cantSplit")
    el.set(qn("w:val"), "true")
    trPr.append(el)


def set_widths(table, widths_cm):
    table.autofit = False  # writes <w:tblLayout w:type="fixed"/> in schema order
    for row in table.rows:
        col = 0
        for tc in row._tr.tc_lst:  # real cells; a merged cell spans several grid columns
            span = tc.grid_span
            w = sum(widths_cm[col : col + span])
            tc.get_or_add_tcPr().get_or_add_tcW().type = "dxa"
            tc.width = Cm(w)
            col += span
    grid = table._tbl.tblGrid
    for i, gc in enumerate(grid.findall(qn("w:gridCol"))):
        if i < len(widths_cm):
            gc.set(qn("w:w"), str(int(widths_cm[i] * 567)))


def add_table(
    c, header, rows, widths=None, fill="D9E2F3", size=None, bold_first_col=False, style="Table Grid", header_repeat=True
):
    t = c.add_table(rows=1 + len(rows), cols=len(header))
    t.style = style
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, h in enumerate(header):
        cell = t.rows[0].cells[i]
        cell.text = ""
        add_runs(cell.paragraphs[0], h, bold=True, size=size)
        shade(cell, fill)
    if header_repeat:
        repeat_header(t.rows[0])
    for r_i, row in enumerate(rows, start=1):
        for c_i, val in enumerate(row):
            cell = t.rows[r_i].cells[c_i]
            cell.text = ""
            add_runs(cell.paragraphs[0], str(val), bold=(bold_first_col and c_i == 0), size=size)
        no_split(t.rows[r_i])
    if widths:
        set_widths(t, widths)
    for row in t.rows:
        for cell in row.cells:
            for p in cell.paragraphs:
                p.paragraph_format.space_after = Pt(2)
    return t


# ---- numbering -----------------------------------------------------------
def restart_style_list(d, style_name="List Number"):
    """New w:num that reuses the abstract list of a list style, restarted at 1."""
    st = d.styles[style_name].element
    num_id = st.pPr.numPr.numId.val
    numbering = d.part.numbering_part.element
    abs_id = numbering.num_having_numId(num_id).abstractNumId.val
    num = numbering.add_num(abs_id)
    num.add_lvlOverride(ilvl=0).add_startOverride(1)
    return num.numId


def multilevel_abstract(d, fmts=(("decimal", "%1."), ("lowerLetter", "%2."), ("lowerRoman", "%3.")), indent=0):
    """Create a 1. / a. / i. abstract numbering definition and return its id."""
    numbering = d.part.numbering_part.element
    ids = [int(x) for x in numbering.xpath("./w:abstractNum/@w:abstractNumId")]
    abs_id = max(ids) + 1 if ids else 0
    lvls = []
    for i, (fmt, txt) in enumerate(fmts):
        left = indent + 360 * (i + 1) + 360 * i
        jc = "left"
        lvls.append(
            f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
            f'<w:lvlText w:val="{txt}"/><w:lvlJc w:val="{jc}"/>'
            f'<w:pPr><w:ind w:left="{left}" w:hanging="360"/></w:pPr></w:lvl>'
        )
    xml = (
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abs_id}">'
        f'<w:nsid w:val="{0x3C5E0000 + abs_id:08X}"/>'
        f'<w:multiLevelType w:val="hybridMultilevel"/>' + "".join(lvls) + "</w:abstractNum>"
    )
    el = parse_xml(xml)
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(el)
    else:
        numbering.append(el)
    return abs_id


def new_num(d, abs_id):
    num = d.part.numbering_part.element.add_num(abs_id)
    for lvl in range(3):
        num.add_lvlOverride(ilvl=lvl).add_startOverride(1)
    return num.numId


def set_num(p, num_id, ilvl=0):
    numPr = p._p.get_or_add_pPr().get_or_add_numPr()
    numPr.get_or_add_ilvl().val = ilvl
    numPr.get_or_add_numId().val = num_id


def bullets(c, items, style="List Bullet", size=None):
    out = []
    for it in items:
        p = c.add_paragraph(style=style)
        add_runs(p, it, size=size)
        p.paragraph_format.space_after = Pt(2)
        out.append(p)
    return out


def numbered(d, c, items, style="List Number"):
    nid = restart_style_list(d, style)
    for it in items:
        p = c.add_paragraph(style=style)
        add_runs(p, it)
        set_num(p, nid, 0)
        p.paragraph_format.space_after = Pt(2)


def nested(d, c, items, abs_id, style="List Paragraph"):
    """items: list of (level, text)."""
    nid = new_num(d, abs_id)
    for lvl, it in items:
        p = c.add_paragraph(style=style)
        add_runs(p, it)
        set_num(p, nid, lvl)
        p.paragraph_format.space_after = Pt(2)


def page_break(d):
    d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)


def bottom_border(p, color="1F4E79", sz=12):
    pPr = p._p.get_or_add_pPr()
    pbdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    b.set(qn("w:val"), "single")
    b.set(qn("w:sz"), str(sz))
    b.set(qn("w:space"), "1")
    b.set(qn("w:color"), color)
    pbdr.append(b)
    pPr.insert_element_before(
        pbdr,
        "w:shd",
        "w:tabs",
        "w:suppressAutoHyphens",
        "w:kinsoku",
        "w:wordWrap",
        "w:overflowPunct",
        "w:topLinePunct",
        "w:autoSpaceDE",
        "w:autoSpaceDN",
        "w:bidi",
        "w:adjustRightInd",
        "w:snapToGrid",
        "w:spacing",
        "w:ind",
        "w:contextualSpacing",
        "w:mirrorIndents",
        "w:suppressOverlap",
        "w:jc",
        "w:textDirection",
        "w:textAlignment",
        "w:textboxTightWrap",
        "w:outlineLvl",
        "w:divId",
        "w:cnfStyle",
        "w:rPr",
        "w:sectPr",
        "w:pPrChange",
    )


def footer_text(d, text, with_page=True):
    f = d.sections[0].footer
    p = f.paragraphs[0]
    p.text = ""
    add_runs(p, text, size=8, color="595959")
    if with_page:
        add_runs(p, "    Page ", size=8, color="595959")
        for kind, txt in (("begin", None), ("instr", " PAGE "), ("separate", None), ("1", None), ("end", None)):
            r = p.add_run()
            r.font.size = Pt(8)
            if kind == "1":
                r.text = "1"
            elif kind == "instr":
                it = OxmlElement("w:instrText")
                it.set(qn("xml:space"), "preserve")
                it.text = txt
                r._r.append(it)
            else:
                fc = OxmlElement("w:fldChar")
                fc.set(qn("w:fldCharType"), kind)
                r._r.append(fc)


def render_blocks(d, c, blocks, abs_id=None):
    """Generic answer renderer. A block is a str (paragraph) or a tuple:
    ('b', [..]) bullets, ('n', [..]) numbered, ('nest', [(lvl, txt)..]),
    ('t', header, rows, widths), ('i', text) italic paragraph."""
    for b in blocks:
        if isinstance(b, str):
            p = para(c, b)
            p.paragraph_format.space_after = Pt(4)
        elif b[0] == "b":
            bullets(c, b[1])
        elif b[0] == "n":
            numbered(d, c, b[1])
        elif b[0] == "nest":
            nested(d, c, b[1], abs_id)
        elif b[0] == "t":
            add_table(c, b[1], b[2], widths=b[3] if len(b) > 3 else None, size=9.5)
            para(c, "", space_after=2)
        elif b[0] == "i":
            para(c, b[1], italic=True)


def save(d, name):
    path = os.path.join(OUT, name)
    d.save(path)
    return path


# ==========================================================================
# 1. SAVINGS ACCOUNTS — bilingual English / Hindi
# ==========================================================================
def build_savings():
    fname = "savings_accounts.docx"
    d = new_doc(
        title="Savings Accounts – Frequently Asked Questions (English/Hindi)",
        subject="Savings accounts",
        keywords="Chenab Sugam; Chenab Plus; Chenab Mahila; Chenab Senior",
    )
    hindi_defaults(d)

    i1 = 100000 * 0.035 * 30 / 365
    i2 = 200000 * 0.05 * 30 / 365
    ex_int = f"{inr(i1, 2)} + {inr(i2, 2)} = {inr(i1 + i2, 2)}"

    p = para(d, "Savings Accounts — Frequently Asked Questions", style="Title")
    p = para(d, "बचत खाते — अक्सर पूछे जाने वाले प्रश्न", style="Subtitle")
    para(
        d,
        "Chenab Small Finance Bank Limited  |  Service charges applicable from 1 November 2025; interest "
        "rates effective 1 October 2025. In case of any difference between the English and Hindi text, "
        "the English version shall prevail.",
        italic=True,
        size=9,
    )
    para(
        d,
        "चिनाब स्मॉल फाइनेंस बैंक लिमिटेड  |  सेवा शुल्क 1 नवंबर 2025 से लागू; ब्याज दरें 1 अक्टूबर 2025 से "
        "प्रभावी। अंग्रेज़ी और हिंदी पाठ में किसी भी अंतर की स्थिति में अंग्रेज़ी पाठ मान्य होगा।",
        italic=True,
        size=9,
    )

    rate_rows = [
        ["Up to ₹1 lakh / ₹1 लाख तक", "3.50%"],
        ["Above ₹1 lakh to ₹5 lakh / ₹1 लाख से अधिक ₹5 लाख तक", "5.00%"],
        ["Above ₹5 lakh to ₹25 lakh / ₹5 लाख से अधिक ₹25 लाख तक", "6.25%"],
        ["Above ₹25 lakh to ₹1 crore / ₹25 लाख से अधिक ₹1 करोड़ तक", "7.00%"],
        ["Above ₹1 crore / ₹1 करोड़ से अधिक", "7.25%"],
    ]
    mab_rows = [
        ["Chenab Sugam / चिनाब सुगम", "Nil / शून्य", "Nil / शून्य"],
        ["Chenab Plus / चिनाब प्लस", "₹5,000", "₹2,000"],
        ["Chenab Mahila / चिनाब महिला", "₹2,500", "₹1,000"],
        ["Chenab Senior / चिनाब सीनियर", "₹2,500", "₹1,000"],
    ]
    charge_rows = [
        ["Cash deposit at branch / शाखा में नकद जमा", "Free / मुफ्त", "5 free a month, then ₹60 per transaction"],
        [
            "Cash withdrawal at branch and ATMs / शाखा और एटीएम से नकद निकासी",
            "4 free a month (branch + all ATMs)",
            "Branch: free at home branch; own ATMs: 5 free, then ₹23",
        ],
        [
            "Other-bank ATMs / अन्य बैंक के एटीएम",
            "Within the 4 free withdrawals",
            "3 free (metro) / 5 free (non-metro), then ₹23 per cash withdrawal, ₹11 per non-cash transaction",
        ],
        ["Cheque book / चेक बुक", "10 leaves free a year", "25 leaves free a year, then ₹4 per leaf"],
        [
            "Debit card annual fee / डेबिट कार्ड वार्षिक शुल्क",
            "RuPay Classic – free",
            "RuPay Platinum ₹199 (free for Mahila and Senior)",
        ],
        ["Debit card replacement / कार्ड बदलना", "₹150", "₹150"],
        ["SMS alerts / एसएमएस अलर्ट", "Free / मुफ्त", "₹0.20 per SMS, maximum ₹20 a quarter"],
        ["Cheque returned – issued by you, insufficient funds / चेक वापसी", "₹400", "₹400"],
        ["NACH / ECS mandate return / नैच मैंडेट वापसी", "₹300", "₹300"],
        ["Duplicate passbook or branch statement / डुप्लीकेट पासबुक", "₹100", "₹100"],
        [
            "Account closure / खाता बंद करना",
            "Nil / शून्य",
            "Nil within 14 days or after 12 months; ₹500 between 15 days and 12 months",
        ],
    ]
    card_rows = [
        ["RuPay Classic", "Chenab Sugam", "₹25,000", "₹50,000", "Free / मुफ्त"],
        ["RuPay Platinum", "Plus, Mahila, Senior", "₹50,000", "₹1,00,000", "₹199 + GST (free for Mahila and Senior)"],
        [
            "RuPay Select",
            "Chenab Plus on request (MAB ₹25,000 and above)",
            "₹1,00,000",
            "₹2,00,000",
            "₹499 + GST (waived if spends last year were ₹1 lakh or more)",
        ],
    ]

    S = [
        (
            "Account types | खातों के प्रकार",
            [
                dict(
                    qe="What savings accounts does Chenab Small Finance Bank offer?",
                    qh="चिनाब स्मॉल फाइनेंस बैंक कौन-कौन से बचत खाते प्रदान करता है?",
                    en=[
                        "We offer four savings accounts: Chenab Sugam (a zero-balance Basic Savings Bank Deposit "
                        "Account), Chenab Plus (a regular account with higher free limits), Chenab Mahila (for women "
                        "aged 18 and above) and Chenab Senior (for customers aged 60 and above). All four earn the "
                        "same interest rates, credited every month."
                    ],
                    hi=[
                        "हम चार बचत खाते प्रदान करते हैं: चिनाब सुगम (शून्य बैलेंस वाला बेसिक सेविंग्स बैंक डिपॉज़िट "
                        "खाता), चिनाब प्लस (अधिक मुफ्त सीमाओं वाला सामान्य खाता), चिनाब महिला (18 वर्ष और उससे अधिक "
                        "आयु की महिलाओं के लिए) और चिनाब सीनियर (60 वर्ष और उससे अधिक आयु के ग्राहकों के लिए)। चारों "
                        "खातों पर एक समान ब्याज दर मिलती है, जो हर महीने जमा की जाती है।"
                    ],
                ),
                dict(
                    qe="What is a Chenab Sugam account and who can open it?",
                    qh="चिनाब सुगम खाता क्या है और इसे कौन खोल सकता है?",
                    en=[
                        "Chenab Sugam is a Basic Savings Bank Deposit Account (BSBDA) with no minimum balance. Any "
                        "resident individual who does not hold another savings account with us can open it. You get "
                        "a free RuPay Classic debit card, a free passbook, a free 10-leaf cheque book every year and 4 "
                        "free cash withdrawals a month (branch and ATMs together); deposits are unlimited and free."
                    ],
                    hi=[
                        "चिनाब सुगम एक बेसिक सेविंग्स बैंक डिपॉज़िट खाता (BSBDA) है, जिसमें कोई न्यूनतम बैलेंस नहीं "
                        "रखना होता। कोई भी निवासी व्यक्ति, जिसका हमारे बैंक में कोई अन्य बचत खाता नहीं है, यह खाता खोल "
                        "सकता है। इसमें मुफ्त रुपे क्लासिक डेबिट कार्ड, मुफ्त पासबुक, हर वर्ष 10 पन्नों की मुफ्त चेक बुक "
                        "और हर महीने 4 मुफ्त नकद निकासी (शाखा और एटीएम मिलाकर) मिलती हैं; जमा करना असीमित और मुफ्त है।"
                    ],
                ),
                dict(
                    qe="What are the special benefits of a Chenab Mahila account?",
                    qh="चिनाब महिला खाते के विशेष लाभ क्या हैं?",
                    en=[
                        "Chenab Mahila comes with a RuPay Platinum debit card with no annual fee, personal accident "
                        "insurance cover of ₹2 lakh, 25% off the annual locker rent in the first year and a free "
                        "25-leaf cheque book every year. The monthly average balance is ₹2,500 in urban and "
                        "semi-urban branches and ₹1,000 in rural branches."
                    ],
                    hi=[
                        "चिनाब महिला खाते के साथ बिना वार्षिक शुल्क वाला रुपे प्लेटिनम डेबिट कार्ड, ₹2 लाख का व्यक्तिगत "
                        "दुर्घटना बीमा कवर, पहले वर्ष लॉकर किराए पर 25% की छूट और हर वर्ष 25 पन्नों की एक मुफ्त चेक बुक "
                        "मिलती है। न्यूनतम मासिक औसत बैलेंस शहरी और अर्ध-शहरी शाखाओं में ₹2,500 और ग्रामीण शाखाओं में "
                        "₹1,000 है।"
                    ],
                ),
                dict(
                    qe="Who can open a Chenab Senior account and what extra services does it give?",
                    qh="चिनाब सीनियर खाता कौन खोल सकता है और इसमें कौन-सी अतिरिक्त सेवाएँ मिलती हैं?",
                    en=[
                        "Any resident individual aged 60 years or more can open Chenab Senior. It offers a priority "
                        "counter at every branch, free doorstep banking (cash pick-up and delivery up to ₹25,000 a day) "
                        "for customers aged 70 and above, a free RuPay Platinum card and Form 15H submission through "
                        "Chenab Mobile. The monthly average balance is ₹2,500 (urban and semi-urban) or ₹1,000 (rural)."
                    ],
                    hi=[
                        "60 वर्ष या उससे अधिक आयु का कोई भी निवासी व्यक्ति चिनाब सीनियर खाता खोल सकता है। इसमें हर "
                        "शाखा में प्राथमिकता काउंटर, 70 वर्ष और उससे अधिक आयु के ग्राहकों के लिए मुफ्त डोरस्टेप बैंकिंग "
                        "(प्रतिदिन ₹25,000 तक नकद लेना और पहुँचाना), मुफ्त रुपे प्लेटिनम कार्ड और चिनाब मोबाइल से फॉर्म "
                        "15H जमा करने की सुविधा मिलती है। न्यूनतम मासिक औसत बैलेंस ₹2,500 (शहरी और अर्ध-शहरी) या ₹1,000 "
                        "(ग्रामीण) है।"
                    ],
                ),
                dict(
                    qe="Can I convert my Chenab Plus account into Chenab Sugam, or the other way round?",
                    qh="क्या मैं अपना चिनाब प्लस खाता चिनाब सुगम में (या इसका उल्टा) बदल सकता/सकती हूँ?",
                    en=[
                        "Yes. Give a written request at your home branch or use Chenab Mobile > Services > Change "
                        "account variant. Your account number does not change. If you move to Chenab Sugam, any other "
                        "savings account you hold with us must be closed within 30 days."
                    ],
                    hi=[
                        "हाँ। अपनी होम शाखा में लिखित अनुरोध दें या Chenab Mobile > Services > Change account variant "
                        "का उपयोग करें। आपकी खाता संख्या नहीं बदलती। यदि आप चिनाब सुगम में बदलते हैं, तो हमारे बैंक में "
                        "आपका कोई अन्य बचत खाता 30 दिनों के भीतर बंद करना होगा।"
                    ],
                ),
            ],
        ),
        (
            "Interest | ब्याज",
            [
                dict(
                    qe="What interest rate will I earn on my savings account?",
                    qh="मुझे अपने बचत खाते पर कितना ब्याज मिलेगा?",
                    en=[
                        "Interest is paid on the daily closing balance at the rates below, which apply to all four "
                        "accounts (effective 1 October 2025). Each slab earns its own rate: the higher rate applies "
                        "only to the part of the balance that falls in that slab."
                    ],
                    hi=[
                        "ब्याज दैनिक अंतिम शेष (डेली क्लोज़िंग बैलेंस) पर नीचे दी गई दरों से दिया जाता है, जो चारों खातों "
                        "पर लागू हैं (1 अक्टूबर 2025 से प्रभावी)। हर स्लैब पर उसकी अपनी दर लगती है: ऊँची दर केवल बैलेंस "
                        "के उस हिस्से पर लगती है जो उस स्लैब में आता है।",
                        ("t", ["Daily balance / दैनिक शेष", "Rate p.a. / वार्षिक दर"], rate_rows, [11.5, 4.5]),
                    ],
                ),
                dict(
                    qe="How is interest calculated and when is it credited?",
                    qh="ब्याज की गणना कैसे होती है और यह कब जमा होता है?",
                    en=[
                        "Interest is calculated every day on the closing balance and credited on the last working day "
                        "of every month. Example: on a balance of ₹3,00,000 for a 30-day month, interest = ₹1,00,000 × "
                        f"3.50% × 30/365 + ₹2,00,000 × 5.00% × 30/365 = {ex_int}."
                    ],
                    hi=[
                        "ब्याज की गणना हर दिन के अंतिम शेष पर की जाती है और यह हर महीने के अंतिम कार्य दिवस पर खाते में "
                        "जमा होता है। उदाहरण: 30 दिन के महीने में ₹3,00,000 के बैलेंस पर ब्याज = ₹1,00,000 × 3.50% × "
                        f"30/365 + ₹2,00,000 × 5.00% × 30/365 = {ex_int}।"
                    ],
                ),
                dict(
                    qe="Is the interest on my savings account taxable?",
                    qh="क्या बचत खाते के ब्याज पर टैक्स लगता है?",
                    en=[
                        "Yes, it is part of your income. Under Section 80TTA (old tax regime) you can claim a "
                        "deduction of up to ₹10,000 a year on savings interest; senior citizens can claim up to "
                        "₹50,000 under Section 80TTB, which also covers deposit interest. The bank does not deduct "
                        "TDS on savings account interest."
                    ],
                    hi=[
                        "हाँ, यह आपकी आय का हिस्सा है। धारा 80TTA (पुरानी कर व्यवस्था) के तहत बचत खाते के ब्याज पर "
                        "सालाना ₹10,000 तक की कटौती ली जा सकती है; वरिष्ठ नागरिक धारा 80TTB के तहत ₹50,000 तक की कटौती "
                        "ले सकते हैं, जिसमें जमा (एफडी) का ब्याज भी शामिल है। बचत खाते के ब्याज पर बैंक टीडीएस नहीं काटता।"
                    ],
                ),
            ],
        ),
        (
            "Minimum balance and charges | न्यूनतम बैलेंस और शुल्क",
            [
                dict(
                    qe="What minimum balance do I need to keep?",
                    qh="मुझे कितना न्यूनतम बैलेंस रखना होगा?",
                    en=[
                        "The requirement is a monthly average balance (MAB): the total of each day’s closing balance "
                        "divided by the number of days in the month.",
                        (
                            "t",
                            ["Account / खाता", "Urban & semi-urban / शहरी व अर्ध-शहरी", "Rural / ग्रामीण"],
                            mab_rows,
                            [6.5, 5, 4.5],
                        ),
                    ],
                    hi=[
                        "आवश्यकता मासिक औसत बैलेंस (MAB) की है: महीने के हर दिन के अंतिम शेष का योग, उस महीने के दिनों "
                        "की संख्या से भाग देकर। खातेवार राशि ऊपर की तालिका में दी गई है।"
                    ],
                ),
                dict(
                    qe="What happens if I do not maintain the minimum balance?",
                    qh="न्यूनतम बैलेंस न रखने पर क्या होता है?",
                    en=[
                        "We first tell you about the shortfall by SMS and e-mail. If the balance is not restored within "
                        "one month of that alert, a charge is levied in proportion to the shortfall: 6% of the "
                        "shortfall, up to a maximum of ₹300 + GST a month. The charge will never make your balance "
                        "negative.",
                        "Example: in a Chenab Plus (urban) account the MAB was ₹3,000 instead of ₹5,000. The "
                        "shortfall is ₹2,000, so the charge is ₹120 + GST ₹21.60 = ₹141.60.",
                    ],
                    hi=[
                        "हम पहले आपको एसएमएस और ई-मेल से कमी की सूचना देते हैं। यदि इस सूचना के एक महीने के भीतर बैलेंस "
                        "पूरा नहीं किया जाता, तो कमी के अनुपात में शुल्क लगता है: कमी की राशि का 6%, अधिकतम ₹300 + "
                        "जीएसटी प्रति माह। इस शुल्क से आपका बैलेंस कभी ऋणात्मक (माइनस) नहीं होगा।",
                        "उदाहरण: चिनाब प्लस (शहरी) खाते में MAB ₹5,000 के बजाय ₹3,000 रहा। कमी ₹2,000 है, इसलिए शुल्क "
                        "₹120 + जीएसटी ₹21.60 = ₹141.60 होगा।",
                    ],
                ),
                dict(
                    qe="What are the main service charges?",
                    qh="मुख्य सेवा शुल्क क्या हैं?",
                    en=[
                        "The key charges from 1 November 2025 are listed below. All charges are exclusive of GST at "
                        f"18%. The full Schedule of Charges is displayed at branches and on {WEB}.",
                        (
                            "t",
                            ["Service / सेवा", "Chenab Sugam", "Chenab Plus, Mahila, Senior"],
                            charge_rows,
                            [6.2, 4.3, 6.1],
                        ),
                    ],
                    hi=[
                        "1 नवंबर 2025 से लागू प्रमुख शुल्क ऊपर की तालिका में दिए गए हैं। सभी शुल्कों पर 18% जीएसटी अलग "
                        f"से लगेगा। पूरी शुल्क सूची शाखाओं में और {WEB} पर उपलब्ध है।"
                    ],
                ),
            ],
        ),
        (
            "Debit cards | डेबिट कार्ड",
            [
                dict(
                    qe="Which debit card will I get and what are the daily limits?",
                    qh="मुझे कौन-सा डेबिट कार्ड मिलेगा और उसकी दैनिक सीमाएँ क्या हैं?",
                    en=[
                        (
                            "t",
                            ["Card", "Given with", "ATM cash per day", "POS & online per day", "Annual fee"],
                            card_rows,
                            [2.8, 3.8, 2.6, 2.8, 4.6],
                        ),
                        "You can lower these limits at any time in Chenab Mobile > Cards > Manage Card.",
                    ],
                    hi=[
                        "चिनाब सुगम के साथ रुपे क्लासिक (एटीएम से प्रतिदिन ₹25,000), प्लस, महिला और सीनियर के साथ रुपे "
                        "प्लेटिनम (एटीएम से प्रतिदिन ₹50,000) और अनुरोध पर रुपे सिलेक्ट (एटीएम से प्रतिदिन ₹1,00,000) "
                        "कार्ड मिलता है। ये सीमाएँ आप कभी भी Chenab Mobile > Cards > Manage Card में जाकर कम कर सकते हैं।"
                    ],
                ),
                dict(
                    qe="How do I block my debit card if it is lost or stolen?",
                    qh="डेबिट कार्ड खो जाने या चोरी होने पर उसे कैसे ब्लॉक करें?",
                    en=[
                        "Block it immediately in any one of these ways:",
                        (
                            "b",
                            [
                                "Chenab Mobile > Cards > Block card",
                                f"SMS BLOCK <last 4 digits of card> to {SMS_NO} from your registered mobile",
                                f"Call {TOLL_FREE} (24×7) and choose option 2",
                            ],
                        ),
                        "Blocking is free. A replacement card costs ₹150 + GST.",
                    ],
                    hi=[
                        "तुरंत इनमें से किसी एक तरीके से कार्ड ब्लॉक करें:",
                        (
                            "b",
                            [
                                "Chenab Mobile > Cards > Block card",
                                f"अपने पंजीकृत मोबाइल से {SMS_NO} पर BLOCK <कार्ड के अंतिम 4 अंक> एसएमएस भेजें",
                                f"{TOLL_FREE} (24×7) पर कॉल करें और विकल्प 2 चुनें",
                            ],
                        ),
                        "ब्लॉक करना मुफ्त है। नए कार्ड का शुल्क ₹150 + जीएसटी है।",
                    ],
                ),
            ],
        ),
        (
            "Opening an account | खाता खोलना",
            [
                dict(
                    qe="What documents do I need to open a savings account?",
                    qh="बचत खाता खोलने के लिए कौन-से दस्तावेज़ चाहिए?",
                    en=[
                        "You need:",
                        (
                            "b",
                            [
                                "Aadhaar number for biometric e-KYC, or another officially valid document (passport, "
                                "voter ID, driving licence, NREGA job card or NPR letter)",
                                "PAN card, or Form 60 if you do not have a PAN",
                                "One recent photograph (not needed with Aadhaar e-KYC)",
                                "Proof of current address only if it is different from the address on your document",
                            ],
                        ),
                    ],
                    hi=[
                        "आपको चाहिए:",
                        (
                            "b",
                            [
                                "बायोमेट्रिक ई-केवाईसी के लिए आधार नंबर, या कोई अन्य आधिकारिक रूप से मान्य दस्तावेज़ "
                                "(पासपोर्ट, मतदाता पहचान पत्र, ड्राइविंग लाइसेंस, नरेगा जॉब कार्ड या एनपीआर पत्र)",
                                "पैन कार्ड, या पैन न होने पर फॉर्म 60",
                                "एक हाल की फोटो (आधार ई-केवाईसी में आवश्यक नहीं)",
                                "वर्तमान पते का प्रमाण, केवल तभी जब वह दस्तावेज़ में लिखे पते से अलग हो",
                            ],
                        ),
                    ],
                ),
                dict(
                    qe="How can I open an account with Aadhaar e-KYC at a branch or through a Chenab Mitra?",
                    qh="शाखा में या चिनाब मित्र के माध्यम से आधार ई-केवाईसी से खाता कैसे खोलें?",
                    en=[
                        "The account is opened in about 15 minutes:",
                        (
                            "n",
                            [
                                "Visit any branch or a Chenab Mitra (our banking agent) with your Aadhaar number and PAN.",
                                "Give your consent and place your finger on the biometric device; your name, address and "
                                "photo are fetched from UIDAI.",
                                "The staff member or Mitra fills in the form on a tablet; you confirm your mobile number "
                                "and nominee.",
                                "Deposit the opening amount (nil for Chenab Sugam). Your account number is sent by SMS "
                                "at once.",
                                "The debit card is handed over at the branch, or delivered to your address within 7 "
                                "working days if the account was opened at a Chenab Mitra.",
                            ],
                        ),
                    ],
                    hi=[
                        "खाता लगभग 15 मिनट में खुल जाता है:",
                        (
                            "n",
                            [
                                "अपने आधार नंबर और पैन के साथ किसी भी शाखा या चिनाब मित्र (हमारे बैंकिंग एजेंट) के पास जाएँ।",
                                "अपनी सहमति दें और बायोमेट्रिक उपकरण पर उँगली रखें; आपका नाम, पता और फोटो UIDAI से प्राप्त "
                                "हो जाते हैं।",
                                "स्टाफ या मित्र टैबलेट पर फॉर्म भरते हैं; आप अपना मोबाइल नंबर और नामिती (नॉमिनी) की पुष्टि करते हैं।",
                                "प्रारंभिक राशि जमा करें (चिनाब सुगम के लिए शून्य)। खाता संख्या तुरंत एसएमएस से भेज दी जाती है।",
                                "डेबिट कार्ड शाखा में तुरंत दिया जाता है, या चिनाब मित्र के पास खाता खोलने पर 7 कार्य दिवसों "
                                "में आपके पते पर भेजा जाता है।",
                            ],
                        ),
                    ],
                ),
                dict(
                    qe="Can a minor open a savings account?",
                    qh="क्या नाबालिग बचत खाता खोल सकता है?",
                    en=[
                        "Yes. A minor of any age can open an account through a natural or legal guardian. Minors aged "
                        "10 years and above may operate the account on their own within limits we set (ATM "
                        "withdrawals up to ₹5,000 a day, no overdraft). On turning 18, fresh KYC and a new specimen "
                        "signature are needed."
                    ],
                    hi=[
                        "हाँ। किसी भी आयु के नाबालिग का खाता प्राकृतिक या कानूनी अभिभावक के माध्यम से खोला जा सकता है। "
                        "10 वर्ष या उससे अधिक आयु के नाबालिग बैंक द्वारा तय सीमाओं में (एटीएम से प्रतिदिन ₹5,000 तक "
                        "निकासी, कोई ओवरड्राफ्ट नहीं) खाता स्वयं चला सकते हैं। 18 वर्ष पूरे होने पर नया केवाईसी और नया "
                        "नमूना हस्ताक्षर देना होगा।"
                    ],
                ),
            ],
        ),
        (
            "Safety, nomination and statements | सुरक्षा, नामांकन और स्टेटमेंट",
            [
                dict(
                    qe="Is my money in the savings account insured?",
                    qh="क्या बचत खाते में मेरा पैसा बीमित है?",
                    en=[
                        "Yes. Deposits with Chenab Small Finance Bank are insured by the Deposit Insurance and Credit "
                        "Guarantee Corporation (DICGC) up to ₹5 lakh per depositor, covering principal and interest "
                        "across all your accounts held in the same right and capacity."
                    ],
                    hi=[
                        "हाँ। चिनाब स्मॉल फाइनेंस बैंक में जमा राशि निक्षेप बीमा और प्रत्यय गारंटी निगम (DICGC) द्वारा "
                        "प्रति जमाकर्ता ₹5 लाख तक बीमित है, जिसमें एक ही हैसियत और अधिकार में रखे गए आपके सभी खातों का "
                        "मूलधन और ब्याज शामिल है।"
                    ],
                ),
                dict(
                    qe="What happens if I do not use my account for a long time?",
                    qh="यदि मैं लंबे समय तक अपने खाते का उपयोग न करूँ तो क्या होगा?",
                    en=[
                        "If there is no customer-initiated transaction (deposit, withdrawal or transfer) for 2 years, "
                        "the account becomes inoperative. Interest continues to be credited and no minimum-balance "
                        "charge is levied. You can reactivate it free of charge at any branch or through a Chenab "
                        "Mitra with fresh KYC. Balances unclaimed for 10 years are transferred to the RBI’s Depositor "
                        "Education and Awareness (DEA) Fund but can still be claimed from us at any time."
                    ],
                    hi=[
                        "यदि 2 वर्ष तक ग्राहक द्वारा कोई लेन-देन (जमा, निकासी या ट्रांसफर) नहीं किया जाता, तो खाता "
                        "निष्क्रिय (इनऑपरेटिव) हो जाता है। ब्याज जमा होता रहता है और न्यूनतम बैलेंस का कोई शुल्क नहीं "
                        "लगता। आप किसी भी शाखा या चिनाब मित्र के पास नया केवाईसी देकर इसे मुफ्त में फिर से सक्रिय कर "
                        "सकते हैं। 10 वर्ष तक दावा न की गई राशि आरबीआई के जमाकर्ता शिक्षा और जागरूकता (DEA) कोष में भेज "
                        "दी जाती है, लेकिन उसे कभी भी हमसे वापस माँगा जा सकता है।"
                    ],
                ),
                dict(
                    qe="How do I add or change a nominee?",
                    qh="नामिती (नॉमिनी) कैसे जोड़ें या बदलें?",
                    en=[
                        "Use Chenab Mobile > Services > Nomination, or submit Form DA-1 (new nomination), DA-2 "
                        "(cancellation) or DA-3 (change) at the branch. From 1 November 2025 you can name up to four "
                        "nominees, either all at once with a percentage share for each, or one after another. "
                        "Nomination is free and you will get an acknowledgement."
                    ],
                    hi=[
                        "Chenab Mobile > Services > Nomination का उपयोग करें, या शाखा में फॉर्म DA-1 (नया नामांकन), "
                        "DA-2 (रद्द करना) या DA-3 (बदलाव) जमा करें। 1 नवंबर 2025 से आप चार तक नामिती बना सकते हैं — "
                        "एक साथ (हर एक के हिस्से के प्रतिशत के साथ) या एक के बाद एक। नामांकन मुफ्त है और आपको पावती दी "
                        "जाएगी।"
                    ],
                ),
                dict(
                    qe="How can I check my balance and get a statement?",
                    qh="मैं अपना बैलेंस कैसे देखूँ और स्टेटमेंट कैसे पाऊँ?",
                    en=[
                        f"Give a missed call to {MISSED_BAL} for your balance or {MISSED_MINI} for the last five "
                        "transactions. Full statements are free in Chenab Mobile > Accounts > Statement."
                    ],
                    hi=[
                        f"बैलेंस के लिए {MISSED_BAL} पर और पिछले पाँच लेन-देन के लिए {MISSED_MINI} पर मिस्ड कॉल दें। "
                        "पूरा स्टेटमेंट Chenab Mobile > Accounts > Statement में मुफ्त उपलब्ध है।"
                    ],
                ),
            ],
        ),
    ]

    for sec_title, items in S:
        heading(d, sec_title, 1)
        for it in items:
            heading(d, it["qe"], 2)
            heading(d, it["qh"], 2)
            count(fname)
            render_blocks(d, d, it["en"])
            render_blocks(d, d, it["hi"])

    para(d, "")
    para(
        d,
        f"Customer care / ग्राहक सेवा: {TOLL_FREE} (toll-free, 24×7)  |  WhatsApp {WHATSAPP}  |  {EMAIL}",
        size=9,
        align="center",
    )
    return save(d, fname)


# ==========================================================================
# 2. FIXED & RECURRING DEPOSITS — "PDF converted to Word" look
# ==========================================================================
def build_deposits():
    fname = "fixed_and_recurring_deposits.docx"
    d = new_doc(font="Arial", size=10, author="CSFB-Treasury", title=None)
    st = d.styles["Normal"].paragraph_format
    st.space_after = Pt(0)
    st.space_before = Pt(0)
    st.line_spacing = 1.0
    RUNNING = "Chenab Small Finance Bank | Deposit Rate Card & FAQ"
    WIDTH = 90

    cum = 100000 * (1.02) ** 8
    rate_header = ["Tenure", "General public (% p.a.)", "Senior citizens 60+ (% p.a.)", "Super senior 80+ (% p.a.)"]
    rates = [
        ("7 days to 45 days", 4.00),
        ("46 days to 90 days", 5.25),
        ("91 days to 180 days", 6.00),
        ("181 days to less than 1 year", 7.00),
        ("1 year to less than 18 months", 7.75),
        ("18 months to 2 years", 8.00),
        ("Above 2 years to 3 years", 7.75),
        ("Above 3 years to 5 years", 7.25),
        ("Above 5 years to 10 years", 6.75),
        ("Chenab Tax Saver FD (5 years)", 7.25),
        ("555 days – Chenab Utsav (special)", 8.25),
        ("888 days – Chenab Sahyog (special)", 8.10),
    ]
    rate_rows = [[t, f"{r:.2f}", f"{r + 0.5:.2f}", f"{r + 0.6:.2f}"] for t, r in rates]

    blocks = []  # ("line", text, bold) | ("table",) | ("blank",)

    def L(text, bold=False, indent=""):
        for i, ln in enumerate(textwrap.wrap(text, WIDTH - len(indent), break_long_words=False)):
            blocks.append(("line", (indent if i else "") + ln if indent else ln, bold))

    def Q(q, answer_parts):
        count(fname)
        L(q, bold=True)
        for a in answer_parts:
            if a.startswith("• "):
                L(a, indent="  ")
            else:
                L(a)

    blocks.append(("line", "CHENAB SMALL FINANCE BANK LIMITED", True))
    blocks.append(
        ("line", "Fixed Deposit and Recurring Deposit — Interest Rate Card and Frequently Asked Questions", True)
    )
    L(
        "Rates effective from 1 October 2025 for domestic and NRO deposits of less than ₹3 crore. Rates for bulk "
        "deposits of ₹3 crore and above are available at branches."
    )
    blocks.append(("blank",))
    blocks.append(("table",))
    blocks.append(("blank",))
    L(
        "Notes: (1) Senior citizen rates apply to resident individuals aged 60 years and above; super senior "
        "citizens (80 years and above) get a further 0.10% p.a. (2) Recurring deposit rates are the same as fixed "
        "deposit rates for the same tenure. (3) Special tenures are open for bookings up to 31 December 2025. "
        "(4) Non-callable deposits of ₹1 crore and above earn an additional 0.15% p.a. (5) Rates may be revised "
        "without notice; revised rates apply only to new deposits and renewals."
    )
    blocks.append(("blank",))
    blocks.append(("line", "FREQUENTLY ASKED QUESTIONS", True))

    Q(
        "1. What is the minimum amount for a fixed deposit?",
        [
            "The minimum is ₹1,000 and thereafter in multiples of ₹100; there is no maximum. For the Chenab Tax Saver "
            "FD the minimum is ₹100 and the maximum ₹1,50,000 in a financial year."
        ],
    )
    Q(
        "2. How can I open a fixed deposit?",
        [
            "Open it instantly from your savings account in Chenab Mobile > Deposits > Open FD or in Chenab "
            "NetBanking, at any branch, or with cash at a Chenab Mitra (up to ₹20,000 a day). The deposit advice is "
            "e-mailed to you and is also available in Chenab Mobile > Deposits > Download advice."
        ],
    )
    Q(
        "3. What interest payout options are available?",
        [
            "• Monthly payout – interest paid every month at a discounted rate (slightly below the card rate).",
            "• Quarterly payout – interest paid on 30 June, 30 September, 31 December and 31 March.",
            "• Cumulative (reinvestment) – interest compounded quarterly and paid with the principal on maturity. "
            "Available for tenures of 6 months and above.",
        ],
    )
    Q(
        "4. How is interest on a cumulative deposit calculated?",
        [
            f"Interest is compounded every quarter. For example, ₹1,00,000 kept for 2 years at 8.00% p.a. grows to "
            f"about {inr(cum)} on maturity (₹1,00,000 × 1.02^8). For deposits below 6 months, simple interest is paid "
            "on maturity."
        ],
    )
    Q(
        "5. What extra benefits do senior citizens get?",
        [
            "Resident senior citizens (60+) get 0.50% p.a. over the card rate and super senior citizens (80+) get "
            "0.60% p.a. over the card rate. The premature withdrawal penalty for them is 0.50% instead of 1.00%, and "
            "Form 15H can be submitted online."
        ],
    )
    Q(
        "6. Which special tenures are available at present?",
        [
            "Chenab Utsav (555 days) at 8.25% p.a. and Chenab Sahyog (888 days) at 8.10% p.a. for the general public; "
            "senior citizens get 0.50% more. Both are open till 31 December 2025 for deposits of ₹10,000 to less than "
            "₹3 crore."
        ],
    )
    Q(
        "7. Can I close my fixed deposit before maturity?",
        [
            "Yes, except for Tax Saver and non-callable deposits. Interest is paid at the rate applicable on the date "
            "of deposit for the period the deposit actually remained with the bank, less a penalty of 1.00% (0.50% for "
            "senior citizens). No interest is paid if the deposit is closed within 7 days."
        ],
    )
    Q(
        "8. Can you give an example of premature closure?",
        [
            "A deposit of ₹2,00,000 booked for 2 years at 8.00% is closed after 10 months. The rate for 181 days to "
            "less than 1 year on the booking date was 7.00%, so interest is paid at 7.00% − 1.00% = 6.00% p.a. for 10 "
            "months, about ₹10,000, instead of 8.00%."
        ],
    )
    Q(
        "9. What is a non-callable fixed deposit?",
        [
            "It is a deposit of ₹1 crore and above, for 1 to 5 years, that cannot be withdrawn before maturity except "
            "on the death of the depositor, an order of a court or tribunal, or instructions of a regulator. In return "
            "it earns an additional 0.15% p.a. over the card rate."
        ],
    )
    Q(
        "10. Can I get a loan or overdraft against my fixed deposit?",
        [
            "Yes, up to 90% of the principal plus accrued interest, at 2.00% above the deposit rate. Overdrafts up to "
            "₹5 lakh are sanctioned instantly in Chenab Mobile > Deposits > Loan against FD. No loan is available "
            "against a Tax Saver FD."
        ],
    )
    Q(
        "11. What happens when my deposit matures?",
        [
            "Unless you have chosen to close it on maturity, the deposit is renewed automatically for the same tenure "
            "at the rate prevailing on the maturity date. If you chose closure, the proceeds are credited to your "
            "linked savings account. If a matured deposit is neither renewed nor claimed, interest for the overdue "
            "period is paid at the savings rate or the contracted rate, whichever is lower."
        ],
    )
    Q(
        "12. How does a recurring deposit work?",
        [
            "You deposit a fixed amount every month, from ₹100 (in multiples of ₹100) up to ₹1,00,000, for 6 months "
            "to 10 years in multiples of 3 months. The instalment is auto-debited from your savings account on the "
            "date you choose (1st to 28th). Interest is compounded quarterly at the FD rate for the same tenure."
        ],
    )
    Q(
        "13. What if I miss a recurring deposit instalment?",
        [
            "A penalty of ₹1.50 for every ₹100 of instalment for each month of delay is recovered when the arrears "
            "are paid. If 6 consecutive instalments are missed, the RD is closed and paid out as a premature "
            "withdrawal."
        ],
    )
    Q(
        "14. Can I close a recurring deposit early?",
        ["Yes. Interest is paid at the rate applicable for the period run, less 1.00% (0.50% for senior citizens)."],
    )
    Q(
        "15. Are my deposits insured?",
        [
            "Yes. Deposits are insured by the DICGC up to ₹5 lakh per depositor, including principal and interest, "
            "for all deposits held in the same right and capacity across all branches of the bank."
        ],
    )
    Q(
        "16. Is TDS deducted on deposit interest?",
        [
            "Yes. TDS at 10% is deducted if your total interest on fixed and recurring deposits across all branches "
            "in a financial year exceeds ₹50,000 (₹1,00,000 for senior citizens). TDS is 20% if PAN is not "
            "available. TDS is not deducted if a valid Form 15G/15H has been submitted."
        ],
    )
    Q(
        "17. How do I submit Form 15G or 15H?",
        [
            "Submit it at the start of each financial year, before the first interest credit, through Chenab "
            "NetBanking > Deposits > Form 15G/15H, Chenab Mobile > Deposits > Tax > Submit 15G/15H, or at any branch. "
            "Form 15G is for individuals below 60 whose total income is below the taxable limit; Form 15H is for "
            "senior citizens whose tax on estimated income for the year is nil."
        ],
    )
    Q(
        "18. How do I get my TDS certificate?",
        [
            "Form 16A is e-mailed to you every quarter and can be downloaded from Chenab NetBanking > Deposits > TDS "
            "certificate. TDS is also shown in your Form 26AS and AIS on the income tax portal."
        ],
    )
    Q(
        "19. How many nominees can I name for a deposit?",
        [
            "From 1 November 2025, up to four nominees. For deposits, nominees can be named together with a share "
            "for each, or in order of succession."
        ],
    )
    Q(
        "20. What is the Chenab Tax Saver FD?",
        [
            "A 5-year fixed deposit whose principal (up to ₹1,50,000 a year) qualifies for deduction under Section "
            "80C under the old tax regime. It has a lock-in of 5 years, no loan facility and no premature closure "
            "except on the death of the depositor. The interest is taxable."
        ],
    )
    Q(
        "21. Whom do I contact for deposit queries?",
        [f"Call {TOLL_FREE} (toll-free), send “FD” on WhatsApp to {WHATSAPP}, or write to {EMAIL}."],
    )

    # ---- paginate: running header at top of each page, "Page n of 5" at the bottom
    TOTAL_PAGES = 5

    def size(b):
        return len(rate_rows) + 1 if b[0] == "table" else 1

    total = sum(size(b) for b in blocks)
    per_page = math.ceil(total / TOTAL_PAGES)
    pages, cur, used = [], [], 0
    for b in blocks:
        if used + size(b) > per_page and cur and len(pages) < TOTAL_PAGES - 1:
            pages.append(cur)
            cur, used = [], 0
        cur.append(b)
        used += size(b)
    pages.append(cur)
    assert len(pages) == TOTAL_PAGES, len(pages)

    def small(text, align=None):
        return para(d, text, size=8, color="7F7F7F", align=align)

    for n, page in enumerate(pages, start=1):
        small(RUNNING)
        para(d, "")
        for b in page:
            if b[0] == "line":
                para(d, b[1], bold=b[2])
            elif b[0] == "blank":
                para(d, "")
            else:
                t = add_table(d, rate_header, rate_rows, widths=[6.4, 3.4, 3.4, 3.4], size=9)
                for row in t.rows[1:]:
                    for c in row.cells[1:]:
                        c.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
        para(d, "")
        p = small(f"Page {n} of {TOTAL_PAGES}", align="center")
        if n < TOTAL_PAGES:
            p.add_run().add_break(WD_BREAK.PAGE)
    d._per_page = per_page
    return save(d, fname), per_page


# ==========================================================================
# 3. MICROFINANCE — Heading 4 only, bold 16pt title, ALL-CAPS H4 categories
# ==========================================================================
def build_microfinance():
    fname = "microfinance_group_loans.docx"
    d = new_doc(
        title="Chenab Sakhi Group Loans – Questions and Answers",
        subject="Microfinance",
        keywords="JLG; Chenab Sakhi; microfinance",
    )

    # worked Key Fact Statement example: ₹40,000, 24 months, 52 fortnightly instalments
    P, n = 40000, 52
    inst = math.ceil(emi(P, 22.5, n, 26))
    pf = 400 + 400 * GST
    ins = 720
    net = P - pf - ins
    apr = irr_rate(net, inst, n) * 26 * 100
    total = inst * n

    para(d, "Chenab Sakhi – Group Loans for Women: Your Questions Answered", bold=True, size=16, space_after=4)
    para(
        d,
        "Joint Liability Group (JLG) loans of Chenab Small Finance Bank. Please read this along with the Key "
        "Fact Statement (KFS) given to you in Hindi, Urdu, Dogri or Punjabi before you sign the loan papers.",
        italic=True,
        space_after=10,
    )

    def cat(t):
        heading(d, t.upper(), 4)

    def Q(q, blocks):
        heading(d, q, 4)
        count(fname)
        render_blocks(d, d, blocks)

    cycle_rows = [
        ["1st cycle", "₹30,000 – ₹50,000", "12 or 24 months", "Weekly or fortnightly"],
        ["2nd cycle", "₹50,000 – ₹70,000", "24 months", "Weekly, fortnightly or monthly"],
        ["3rd cycle", "₹70,000 – ₹90,000", "24 months", "Fortnightly or monthly"],
        ["4th cycle onwards", "Up to ₹1,20,000", "24 or 36 months", "Monthly"],
    ]
    kfs_rows = [
        ["Loan amount", inr(P)],
        ["Interest rate", "22.50% p.a., reducing balance, fixed for the whole tenure"],
        ["Tenure and instalments", "24 months, 52 fortnightly instalments"],
        ["Fortnightly instalment", inr(inst) + " (last instalment adjusted)"],
        ["Processing fee", f"₹400 + GST ₹72 = {inr(pf)}"],
        ["Credit life insurance premium (borrower and spouse, 24 months)", inr(ins)],
        ["Amount credited to your account", inr(net)],
        ["Total amount you will repay", f"about {inr(total)}"],
        ["Annual Percentage Rate (APR)", f"{apr:.2f}%"],
        ["Penal charges for late payment", "Nil"],
        ["Prepayment charges", "Nil"],
    ]

    cat("About Chenab Sakhi")
    Q(
        "What is a Chenab Sakhi loan?",
        [
            "Chenab Sakhi is a collateral-free loan given to women through a Joint Liability Group (JLG) to start or "
            "grow a small income-earning activity such as goat or poultry rearing, a dairy animal, tailoring, a kirana "
            "shop or vegetable vending. No property papers or outside guarantor are needed."
        ],
    )
    Q(
        "Who is eligible for a Chenab Sakhi loan?",
        [
            (
                "b",
                [
                    "Women aged 18 to 59 years at the time of applying (not above 62 at the end of the loan)",
                    "Annual household income up to ₹3,00,000",
                    "Living in the same village or ward for at least 1 year",
                    "Not borrowing from more than two other microfinance lenders, and total microfinance loans "
                    "(including the new loan) not more than ₹2,00,000",
                    "Husband, or an adult son if the member is a widow, joins as co-borrower",
                ],
            )
        ],
    )
    Q(
        "What documents are needed?",
        [
            (
                "b",
                [
                    "Aadhaar for e-KYC (or voter ID / another officially valid document)",
                    "PAN, or Form 60 if you do not have a PAN",
                    "Aadhaar of the co-borrower",
                    "Household income declaration, filled in with the Sakhi Officer",
                    "A Chenab Sugam savings account – opened at the same visit if you do not have one",
                ],
            )
        ],
    )

    cat("Groups and centres")
    Q(
        "How is a group formed?",
        [
            "A group has 5 women from the same village or ward who know and trust each other; only one member may "
            "come from a household and close relatives cannot be in the same group. Four to six groups together "
            "form a centre of 20 to 30 members, which elects a centre leader and a deputy."
        ],
    )
    Q(
        "What is Compulsory Group Training (CGT)?",
        [
            "Before any loan, all members attend 3 days of training of about one hour each at the village. The "
            "Sakhi Officer explains the loan terms, the KFS, what joint liability means, repayment and how to "
            "complain. On the fourth day the Branch Manager holds a Group Recognition Test (GRT) and visits the "
            "members’ homes."
        ],
    )
    Q(
        "What does joint liability mean for me?",
        [
            "Each member is responsible for her own loan, and the group agrees to support a member who is in "
            "temporary difficulty. No member will be forced to pay another member’s instalment from her own money, "
            "and no one’s property or household goods will be taken."
        ],
    )
    Q(
        "How often are centre meetings held?",
        [
            "Weekly or fortnightly, as the centre chooses, at a fixed time and place (for example 8:00 AM at the "
            "centre leader’s house). A meeting takes about 30 minutes; attendance and payments are recorded on the "
            "Sakhi Officer’s handheld device."
        ],
    )

    cat("Loan amounts and cycles")
    Q(
        "How much can I borrow?",
        [
            "The amount depends on your loan cycle and on your repayment capacity. Your total monthly repayments on "
            "all loans must stay within 50% of your monthly household income.",
            ("t", ["Loan cycle", "Loan amount", "Tenure", "Repayment"], cycle_rows, [3.5, 4, 3.5, 5.6]),
        ],
    )
    Q(
        "When can I get my next loan?",
        [
            "When the current loan is fully repaid with a good record, the next-cycle loan is usually sanctioned "
            "within 7 days."
        ],
    )
    Q(
        "How is the loan paid out?",
        [
            "Directly into your Chenab Sugam account, within 3 working days of the GRT, never in cash. You receive "
            "an SMS, the KFS and a loan card showing every instalment date."
        ],
    )

    cat("Interest, fees and insurance")
    Q(
        "What is the interest rate?",
        [
            "22.50% p.a. on the reducing balance, fixed for the full tenure, so you pay interest only on the amount "
            "still outstanding. The Annual Percentage Rate (APR), which also includes the processing fee and the "
            f"insurance premium, is printed in your KFS; for the example below it is {apr:.2f}%."
        ],
    )
    Q(
        "What fees are charged?",
        [
            "Only a processing fee of 1% of the loan amount plus GST, and stamp duty as per state law. There are no "
            "documentation charges, no prepayment charges and no penal charges for late payment."
        ],
    )
    Q(
        "What insurance comes with the loan?",
        [
            "A credit life cover for you and your co-borrower equal to the loan amount. The premium (₹0.75 per "
            "₹1,000 of loan per month for both lives) is paid once at disbursement. If either of you dies, the insurer "
            "pays the outstanding loan and any instalments paid after the date of death are refunded to the family. "
            "The cover is voluntary; you may opt out by signing the opt-out section of the KFS."
        ],
    )
    Q(
        "What does the Key Fact Statement show? (example)",
        [
            "The KFS lists every cost of the loan before you sign. Example for a first-cycle loan:",
            ("t", ["Item", "Amount"], kfs_rows, [8, 8.6]),
        ],
    )

    cat("Repayment")
    Q(
        "How do I repay my instalments?",
        [
            (
                "b",
                [
                    "In cash at the centre meeting to the Sakhi Officer – a receipt is printed and you get an SMS at "
                    "once",
                    "By UPI in Chenab Mobile > Loans > Pay instalment",
                    "At any Chenab Mitra or branch",
                ],
            ),
            "Never pay anyone who does not give you a receipt.",
        ],
    )
    Q(
        "Can I repay my loan early?",
        ["Yes, at any time and without any charge. Interest is charged only up to the date of payment."],
    )

    cat("If a member cannot pay")
    Q(
        "What happens if a member cannot pay an instalment?",
        [
            "She should tell the Sakhi Officer or centre leader as early as possible. The officer will visit her at "
            "home to understand the problem and may reschedule the instalments. There are no penal charges, but "
            "delays are reported to the credit bureaus and can affect future loans. Our staff will never shame a "
            "member in public, use threats, or call or visit before 8:00 AM or after 7:00 PM."
        ],
    )
    Q(
        "What help is available after a flood, illness or death in the family?",
        [
            (
                "b",
                [
                    "Natural calamity in a notified district: instalments can be deferred for up to 3 months and the "
                    "loan restructured",
                    "Death of the borrower or co-borrower: the insurance claim settles the loan, usually within 30 days",
                    "Serious illness or loss of livelihood: rescheduling is decided case by case by the Branch Manager",
                ],
            )
        ],
    )

    cat("RBI rules for microfinance loans")
    Q(
        "Which RBI rules protect microfinance borrowers?",
        [
            (
                "b",
                [
                    "A microfinance loan is a collateral-free loan to a household with annual income up to ₹3,00,000.",
                    "Total monthly repayments on all loans of the household cannot be more than 50% of its monthly "
                    "income.",
                    "There is no prepayment penalty; the bank’s interest rate policy is approved by its Board and the "
                    "rates are displayed in every branch.",
                    "The KFS must be given in a language the borrower understands.",
                    "Recovery is made only at the centre meeting; staff may visit the borrower’s home only if she "
                    "misses two or more meetings in a row.",
                    "No harsh or coercive recovery methods may be used.",
                ],
            )
        ],
    )
    Q(
        "How do I make a complaint?",
        [
            f"Call {TOLL_FREE} (option 5 for Chenab Sakhi), speak to the Branch Manager, or write to {EMAIL}. If "
            "you are not satisfied within 30 days, you can approach the RBI Ombudsman at cms.rbi.org.in or on "
            "14448."
        ],
    )
    return save(d, fname)


# ==========================================================================
# 4. MSME & BUSINESS LOANS — two-column Question | Answer table
# ==========================================================================
def build_msme():
    fname = "msme_business_loans.docx"
    d = new_doc(
        title="MSME and Business Loans – Customer FAQ",
        subject="MSME loans",
        keywords="Chenab Vyapar; LAP; CGTMSE; Udyam; Mudra",
    )
    r = lambda spread: f"{RLLR + spread:.2f}%"

    para(d, "Chenab Vyapar — MSME and Business Loans", style="Title")
    para(
        d,
        "Customer FAQ for shopkeepers, traders, small manufacturers and service businesses. Interest rates "
        f"are linked to the Chenab Repo Linked Lending Rate (RLLR), which is {RLLR:.2f}% p.a. from "
        f"{RLLR_DATE} (RBI repo rate {REPO:.2f}% + spread 3.25%).",
        space_after=8,
    )

    groups = [
        (
            "CHENAB VYAPAR – LOANS FOR SHOPKEEPERS AND TRADERS",
            [
                (
                    "What is Chenab Vyapar?",
                    [
                        "An unsecured term loan for kirana stores, chemists, hardware, garment and mobile shops and other "
                        "small businesses to buy stock, renovate the shop or buy equipment. Loan amount ₹50,000 to "
                        "₹10,00,000, repayable in 12 to 48 monthly EMIs."
                    ],
                ),
                (
                    "Who is eligible for Chenab Vyapar?",
                    [
                        "You should meet all of the following:",
                        (
                            "b",
                            [
                                "Age 21 years or more, and not above 65 at the end of the loan",
                                "Business running for at least 2 years at the same place (1 year if you own the shop)",
                                "Udyam registration, GST registration or a shop and establishment licence",
                                "CIBIL score of 675 or above, or no credit history at all (new-to-credit applicants are "
                                "welcome)",
                            ],
                        ),
                    ],
                ),
                (
                    "How much can I borrow under Chenab Vyapar?",
                    [
                        "The EMI can be up to 50% of your average monthly business surplus, as seen in your bank "
                        "statements and a visit to the shop. Merchants who have used a Chenab QR code for 6 months can get "
                        "up to 4 times their average monthly UPI collections (maximum ₹5 lakh) with simplified papers."
                    ],
                ),
                (
                    "Do I need collateral or a guarantor for Chenab Vyapar?",
                    [
                        "No collateral is taken for loans to micro and small enterprises up to ₹10 lakh, as required by "
                        "the RBI; eligible loans are covered under CGTMSE instead. For proprietorships, your spouse or a "
                        "family member working in the business joins as co-applicant."
                    ],
                ),
            ],
        ),
        (
            "LOAN AGAINST PROPERTY – CHENAB VYAPAR SAMPATTI",
            [
                (
                    "What is Chenab Vyapar Sampatti?",
                    [
                        "A loan against residential or commercial property for business expansion, machinery, working "
                        "capital or repaying costlier loans. Loan amount ₹5 lakh to ₹2 crore, tenure up to 15 years. It "
                        "cannot be used for speculation or buying land."
                    ],
                ),
                (
                    "Which properties are accepted and how much can I get against them?",
                    [
                        "The loan-to-value (LTV) depends on the property:",
                        (
                            "b",
                            [
                                "Self-occupied residential house or flat – up to 65% of market value",
                                "Mixed-use property (shop below, home above) – up to 60%",
                                "Commercial property such as a shop or office – up to 55%",
                                "Lal Dora / abadi properties in Punjab and Haryana are accepted with a SVAMITVA property "
                                "card",
                            ],
                        ),
                        "Agricultural land, under-construction property and properties under dispute are not accepted.",
                    ],
                ),
                (
                    "Who is eligible for Chenab Vyapar Sampatti?",
                    [
                        "Self-employed individuals, proprietorships, partnership firms, LLPs and private limited companies "
                        "with at least 3 years in business. Individual applicants must be 25 to 70 years old at the end of "
                        "the loan, and every owner of the property must join as co-applicant."
                    ],
                ),
                (
                    "How long does it take to get a loan against property?",
                    [
                        "The decision is given within 10 working days of receiving complete documents, after the legal and "
                        "technical (valuation) checks. The amount is paid within 3 working days of the mortgage being "
                        "created."
                    ],
                ),
            ],
        ),
        (
            "WORKING CAPITAL – CHENAB VYAPAR CASH CREDIT AND OVERDRAFT",
            [
                (
                    "What working capital facilities do you offer?",
                    [
                        (
                            "b",
                            [
                                "Cash credit against stock and receivables – ₹2 lakh to ₹5 crore",
                                "Overdraft against property or fixed deposits",
                                "Chenab Vyapar Flexi OD for traders – ₹2 lakh to ₹25 lakh, with interest only on the amount "
                                "used",
                            ],
                        ),
                        "All limits are reviewed and renewed every year.",
                    ],
                ),
                (
                    "How is my working capital limit assessed?",
                    [
                        "For limits up to ₹5 crore we use the turnover method: the limit is normally 20% of your projected "
                        "annual turnover, with at least 5% of the turnover brought in by you as margin. Above ₹5 crore the "
                        "limit is based on your cash budget or projected balance sheet."
                    ],
                ),
                (
                    "How is my drawing power calculated?",
                    [
                        "Drawing power (DP) is worked out every month from your stock statement:",
                        (
                            "b",
                            [
                                "Stock: value of stock minus unpaid creditors, less a 25% margin",
                                "Receivables: book debts up to 90 days old, less a 40% margin",
                                "You may draw the lower of the DP and the sanctioned limit",
                            ],
                        ),
                        "Example: stock ₹20 lakh, creditors ₹4 lakh and receivables ₹5 lakh give DP = ₹12 lakh + ₹3 lakh "
                        "= ₹15 lakh; with a limit of ₹12 lakh you can draw ₹12 lakh. Submit the statement by the 10th of "
                        "each month in Chenab NetBanking > Business > Stock statement.",
                    ],
                ),
            ],
        ),
        (
            "UDYAM REGISTRATION, CGTMSE AND MUDRA",
            [
                (
                    "What is Udyam registration and do I need it?",
                    [
                        "Udyam registration is the Government of India’s free online registration for micro, small and "
                        "medium enterprises, done on udyamregistration.gov.in with Aadhaar and PAN. It is required for "
                        "Chenab Vyapar loans above ₹2 lakh, CGTMSE cover and priority-sector benefits.",
                        (
                            "b",
                            [
                                "Informal micro units without GST or PAN can get an Udyam Assist Certificate instead",
                                "Our branches and Chenab Mitras help you register free of cost",
                            ],
                        ),
                    ],
                ),
                (
                    "How are micro, small and medium enterprises classified?",
                    [
                        "From 1 April 2025 the limits (both conditions must be met) are:",
                        (
                            "b",
                            [
                                "Micro – investment up to ₹2.5 crore and turnover up to ₹10 crore",
                                "Small – investment up to ₹25 crore and turnover up to ₹100 crore",
                                "Medium – investment up to ₹125 crore and turnover up to ₹500 crore",
                            ],
                        ),
                    ],
                ),
                (
                    "What is CGTMSE cover and who pays for it?",
                    [
                        "The Credit Guarantee Fund Trust for Micro and Small Enterprises guarantees collateral-free loans "
                        "so that you do not need to offer property. It covers 75% to 85% of the loss to the bank.",
                        (
                            "b",
                            [
                                "The annual guarantee fee is 0.37% to 1.20% of the guaranteed amount, depending on loan size",
                                "For loans up to ₹10 lakh the fee is 0.37% a year",
                                "The fee is paid by the borrower and collected once a year",
                            ],
                        ),
                    ],
                ),
                (
                    "Can I get a Mudra loan from Chenab?",
                    [
                        "Yes, Chenab Mudra loans under the Pradhan Mantri Mudra Yojana are collateral-free:",
                        (
                            "b",
                            [
                                "Shishu – up to ₹50,000",
                                "Kishore – ₹50,001 to ₹5 lakh",
                                "Tarun – ₹5 lakh to ₹10 lakh",
                                "Tarun Plus – ₹10 lakh to ₹20 lakh, for borrowers who have repaid a Tarun loan",
                            ],
                        ),
                        "No processing fee is charged on Shishu and Kishore loans.",
                    ],
                ),
                (
                    "Is there a fee for Udyam registration?",
                    ["No. It is free on the Government portal; nobody should charge you for it."],
                ),
            ],
        ),
        (
            "DOCUMENTS",
            [
                (
                    "What documents are needed for Chenab Vyapar?",
                    [
                        (
                            "b",
                            [
                                "KYC of the proprietor and co-applicant (Aadhaar and PAN)",
                                "Business proof – Udyam certificate, GST registration, shop licence or trade licence",
                                "Bank statements of all business accounts for the last 12 months",
                                "GST returns for the last 12 months, if registered",
                                "Income tax returns for the last 2 years, if filed",
                                "Photographs of the shop, taken by our officer during the visit",
                            ],
                        )
                    ],
                ),
                (
                    "What extra documents are needed for a loan against property?",
                    [
                        (
                            "b",
                            [
                                "Sale deed or title deed with the chain of documents for the last 13 years",
                                "Latest property tax receipt and encumbrance certificate",
                                "Approved building plan, or SVAMITVA property card for abadi property",
                                "Financial statements for 2 years certified by a chartered accountant",
                                "For companies and LLPs: incorporation documents and board resolution",
                            ],
                        )
                    ],
                ),
                (
                    "I do not file income tax returns. Can I still apply?",
                    [
                        "Yes, for Chenab Vyapar and Mudra loans up to ₹5 lakh. We assess your income from bank statements, "
                        "GST returns, UPI collections and a visit to your business. ITRs are compulsory for loans against "
                        "property above ₹25 lakh."
                    ],
                ),
            ],
        ),
        (
            "INTEREST, CHARGES AND REPAYMENT",
            [
                (
                    "What are the interest rates?",
                    [
                        (
                            "b",
                            [
                                "Chenab Vyapar – 16.00% to 21.00% p.a., fixed",
                                f"Chenab Vyapar Sampatti – RLLR + 2.75% to RLLR + 6.75% ({r(2.75)} to {r(6.75)})",
                                f"Cash credit and overdraft – RLLR + 3.00% to RLLR + 6.00% ({r(3.0)} to {r(6.0)})",
                                f"Chenab Mudra – RLLR + 2.00% to RLLR + 4.00% ({r(2.0)} to {r(4.0)})",
                            ],
                        ),
                        "Floating rates are reset on 1 January, 1 April, 1 July and 1 October if the RLLR has changed.",
                    ],
                ),
                (
                    "Can I prepay or close my loan early?",
                    [
                        "Yes. There is no foreclosure or part-payment charge on floating-rate loans to individuals and to "
                        "micro and small enterprises. On fixed-rate Chenab Vyapar loans, 3% of the amount prepaid is "
                        "charged if you close within the first 12 months; nothing after that."
                    ],
                ),
                (
                    "What happens if I miss an EMI?",
                    [
                        "Please pay as soon as possible, because:",
                        (
                            "b",
                            [
                                "Penal charges of 2% per month are levied on the overdue instalment only; they are not added "
                                "to the interest rate or compounded",
                                "A NACH or cheque bounce costs ₹500 + GST",
                                "The account is reported to credit bureaus as SMA-0 (1–30 days overdue), SMA-1 (31–60 days) "
                                "or SMA-2 (61–90 days)",
                                "After 90 days overdue the loan becomes a non-performing asset (NPA)",
                            ],
                        ),
                    ],
                ),
            ],
        ),
    ]

    t = d.add_table(rows=1, cols=2)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    for c, txt in zip(hdr, ["Question", "Answer"]):
        add_runs(c.paragraphs[0], txt, bold=True, color="FFFFFF")
        shade(c, "1F4E79")
    repeat_header(t.rows[0])
    for gname, qas in groups:
        row = t.add_row()
        m = row.cells[0].merge(row.cells[1])
        m.text = ""
        add_runs(m.paragraphs[0], gname, bold=True, size=10)
        shade(m, "DDEBF7")
        for q, ans in qas:
            count(fname)
            row = t.add_row()
            no_split(row)
            qc, ac = row.cells
            add_runs(qc.paragraphs[0], q, bold=True)
            first = True
            for blk in ans:
                if isinstance(blk, str):
                    p = ac.paragraphs[0] if first else ac.add_paragraph()
                    add_runs(p, blk)
                    p.paragraph_format.space_after = Pt(3)
                else:
                    if first:
                        # drop the empty first paragraph later by reusing it for the first bullet
                        p0 = ac.paragraphs[0]
                        p0.style = d.styles["List Bullet"]
                        add_runs(p0, blk[1][0])
                        bullets(ac, blk[1][1:])
                    else:
                        bullets(ac, blk[1])
                first = False
    set_widths(t, [5.2, 11.4])

    para(d, "")
    para(d, "Schedule of charges – MSME loans (GST at 18% extra)", bold=True, size=12, keep_next=True)
    ch = [
        ["Processing fee", "2% of loan", "1% of loan (minimum ₹10,000)", "1% of limit (minimum ₹5,000)"],
        ["Documentation charges", "₹1,000", "₹2,500", "₹1,500"],
        [
            "Legal and valuation",
            "Not applicable",
            "At actuals (usually ₹6,000–₹9,000)",
            "At actuals, if property is taken",
        ],
        ["CGTMSE guarantee fee", "0.37%–1.20% a year", "Not applicable", "0.37%–1.20% a year, if covered"],
        ["Annual renewal", "Not applicable", "Not applicable", "0.50% of limit (minimum ₹2,500)"],
        ["NACH / cheque bounce", "₹500 per instance", "₹500 per instance", "₹500 per instance"],
        [
            "Penal charges",
            "2% per month on overdue EMI",
            "2% per month on overdue EMI",
            "2% per month on overdue amount or excess over DP",
        ],
        ["Foreclosure", "3% if within 12 months; nil after", "Nil (floating rate)", "Nil"],
        ["Duplicate NOC / statement of account", "₹250", "₹250", "₹250"],
        ["Stamp duty", "As per state law", "As per state law", "As per state law"],
    ]
    add_table(
        d,
        ["Charge", "Chenab Vyapar", "Vyapar Sampatti (LAP)", "Cash credit / OD"],
        ch,
        widths=[3.8, 3.8, 4.6, 4.4],
        size=9,
        bold_first_col=True,
    )
    para(d, "")
    para(d, f"For help: {TOLL_FREE} (option 3 for business loans) | WhatsApp “VYAPAR” to {WHATSAPP} | {EMAIL}", size=9)
    footer_text(d, "Chenab Small Finance Bank Ltd. | MSME loans customer FAQ | October 2025")
    return save(d, fname)


# ==========================================================================
# 5. AFFORDABLE HOUSING — Title, bold statement-style "questions" (no "?")
# ==========================================================================
def build_housing():
    fname = "affordable_housing_loans.docx"
    d = new_doc(
        title="Chenab Griha – Affordable Housing Loans",
        subject="Housing loans",
        keywords="Chenab Griha; Griha Sahaj; PMAY-U 2.0",
    )
    r = lambda spread: f"{RLLR + spread:.2f}%"
    e1 = emi(1000000, 11.00, 240)
    e2 = emi(800000, 12.50, 180)

    para(d, "Chenab Griha — Affordable Housing Loans", style="Title")
    para(d, "Customer information sheet  |  Updated October 2025", italic=True, color="595959")
    para(
        d,
        "Chenab Griha helps families in towns and villages buy, build or improve a home, including families "
        "whose income does not come from a salary. Please read this sheet along with the Key Fact Statement "
        "and the Most Important Terms and Conditions (MITC) given with your sanction letter.",
    )

    def Q(title, blocks):
        count(fname)
        para(d, title, bold=True, keep_next=True, space_before=8, space_after=2)
        render_blocks(d, d, blocks)

    Q(
        "About Chenab Griha and Chenab Griha Sahaj",
        [
            "Chenab Griha is our housing loan for applicants with salary slips or income tax returns. Chenab Griha "
            "Sahaj is for families with informal income, such as shopkeepers, dairy farmers, drivers, tailors and "
            "daily-wage earners, whose income we assess through a home and workplace visit. Loans range from ₹3 lakh "
            "to ₹50 lakh (Griha Sahaj up to ₹25 lakh)."
        ],
    )
    Q(
        "Purposes for which the loan is given",
        [
            (
                "b",
                [
                    "Buying a ready-built house or flat",
                    "Building a house on a plot you already own",
                    "Buying a plot and building a house on it (construction must start within 12 months)",
                    "Extending or improving your present house – up to ₹10 lakh",
                    "Transferring a housing loan from another lender",
                ],
            )
        ],
    )
    Q(
        "Eligibility for salaried applicants",
        [
            "Age 21 years or more, with the loan ending by age 65. At least 1 year of continuous employment "
            "(6 months with the current employer) and a net monthly income of ₹12,000 or more."
        ],
    )
    Q(
        "Eligibility for self-employed applicants",
        [
            "Age 21 to 65 at the time of applying, with the loan ending by age 70. The business should have run for "
            "at least 2 years. Income tax returns are needed for Chenab Griha; for Chenab Griha Sahaj they are not "
            "compulsory."
        ],
    )
    Q(
        "Eligibility for families without formal income proof",
        [
            "Chenab Griha Sahaj is for households with a combined income of at least ₹15,000 a month. At least one "
            "earning family member must join as co-applicant. Our credit officer visits your home and place of work "
            "and prepares an income assessment with you."
        ],
    )
    Q(
        "Documents when there are no salary slips",
        [
            "Along with KYC and property papers, any of the following help us assess your income:",
            (
                "b",
                [
                    "Bank statements for the last 12 months from any bank, including Jan Dhan accounts",
                    "Summary of UPI or QR-code collections",
                    "Milk society or mandi payment slips",
                    "Rent agreement and receipts, if you earn rent",
                    "A letter from your employer or contractor, if you work for wages",
                    "Income certificate from the tehsildar, or a certificate from the sarpanch or ward member",
                    "Self-declaration of income on the bank’s format",
                ],
            ),
        ],
    )
    Q(
        "How much loan you can get",
        [
            "The loan is limited both by the value of the property (loan-to-value, as set by the RBI) and by your "
            "repayment capacity: total EMIs on all your loans should not exceed 50% of household income (45% for "
            "Griha Sahaj).",
            (
                "t",
                ["Loan amount", "Maximum loan-to-value"],
                [
                    ["Up to ₹30 lakh", "90% of property value"],
                    ["Above ₹30 lakh to ₹75 lakh", "80% of property value"],
                    ["Above ₹75 lakh", "75% of property value (not offered under Chenab Griha)"],
                ],
                [7, 9],
            ),
            "Stamp duty and registration charges can be included in the property value only for loans up to ₹10 lakh.",
        ],
    )
    Q(
        "Interest rates",
        [
            f"All Chenab Griha loans are on floating rates linked to the Chenab RLLR ({RLLR:.2f}% from {RLLR_DATE}). "
            "Your rate is the RLLR plus a spread set at sanction according to your credit profile; the spread stays "
            "the same for the life of the loan, so your rate moves only when the RLLR moves.",
            (
                "t",
                ["Product", "Rate (p.a.)", "Equivalent today"],
                [
                    ["Chenab Griha", "RLLR + 1.75% to RLLR + 4.25%", f"{r(1.75)} – {r(4.25)}"],
                    ["Chenab Griha Sahaj", "RLLR + 3.25% to RLLR + 5.75%", f"{r(3.25)} – {r(5.75)}"],
                    ["Home improvement / extension", "RLLR + 3.75% to RLLR + 6.25%", f"{r(3.75)} – {r(6.25)}"],
                ],
                [5.2, 6, 5.4],
            ),
            "Women applicants, sole or joint owners, get a concession of 0.10%. Rates are reset on 1 January, 1 April, "
            "1 July and 1 October if the RLLR changes.",
        ],
    )
    Q(
        "Tenure and EMI examples",
        [
            "Chenab Griha can be repaid over up to 25 years, and Griha Sahaj over up to 20 years.",
            (
                "b",
                [
                    f"₹10 lakh at 11.00% for 20 years: EMI about {inr(round(e1))}",
                    f"₹8 lakh at 12.50% for 15 years: EMI about {inr(round(e2))}",
                ],
            ),
        ],
    )
    Q(
        "Processing fee and other charges",
        [
            (
                "t",
                ["Charge", "Amount (GST at 18% extra)"],
                [
                    ["Processing fee", "1% of the loan, maximum ₹10,000"],
                    ["Legal and technical (valuation) fee", "₹5,000"],
                    ["CERSAI registration", "₹100"],
                    ["Penal charges", "2% per month on the overdue EMI only"],
                    ["NACH / cheque bounce", "₹500 per instance"],
                    ["Part-prepayment or foreclosure (floating rate)", "Nil"],
                    ["Annual statement, interest certificate, NOC", "Free"],
                ],
                [8, 8.6],
            )
        ],
    )
    Q(
        "PMAY-Urban 2.0 interest subsidy",
        [
            "Under the Interest Subsidy Scheme of Pradhan Mantri Awas Yojana – Urban 2.0, eligible families get a "
            "subsidy of 4% a year on the first ₹8 lakh of the loan, calculated over 12 years. The maximum subsidy is "
            "₹1.80 lakh, released in 5 yearly instalments directly into the loan account. You are eligible if:",
            (
                "b",
                [
                    "your annual household income is up to ₹9 lakh (EWS up to ₹3 lakh, LIG ₹3–6 lakh, MIG ₹6–9 lakh);",
                    "no member of the family owns a pucca house anywhere in India and the family has not taken a "
                    "Government housing benefit in the last 20 years;",
                    "the loan is up to ₹25 lakh, the property value up to ₹35 lakh and the carpet area up to 120 sq m; "
                    "and",
                    "the house is in the name of, or jointly with, a woman member of the family (unless there is no "
                    "adult woman in the family).",
                ],
            ),
            "The subsidy applies to houses in urban areas. In villages, Pradhan Mantri Awas Yojana – Gramin gives "
            "grants through the block office; Chenab Griha can be taken in addition.",
        ],
    )
    Q(
        "How to apply for the PMAY subsidy",
        [
            (
                "n",
                [
                    "Apply on the PMAY-U 2.0 portal with your Aadhaar, or ask our branch to help you fill in the "
                    "application.",
                    "Upload your income certificate or income affidavit and a declaration that you do not own a pucca "
                    "house.",
                    "Choose Chenab Small Finance Bank as your lending institution.",
                    "After sanctioning your loan, we send the subsidy claim to the Central Nodal Agency (NHB).",
                    "Each yearly subsidy instalment is credited to your loan account, and you get an SMS.",
                ],
            )
        ],
    )
    Q(
        "What happens to your EMI after the subsidy is credited",
        [
            "The subsidy reduces your principal. Your EMI stays the same and the tenure becomes shorter; if you "
            "prefer a lower EMI instead, send a request through Chenab Mobile > Loans > Service request."
        ],
    )
    Q(
        "Co-applicants and ownership of the property",
        [
            "Every co-owner of the property must be a co-applicant. The spouse is normally a co-applicant. We "
            "encourage women’s ownership: a woman sole or joint owner gets a 0.10% lower rate."
        ],
    )
    Q(
        "Insurance for your home and loan",
        [
            "Insurance of the building against fire, flood, earthquake and other perils is compulsory for the full "
            "tenure. Life cover for the loan (Chenab Griha Suraksha) is optional; you may buy it from any insurer "
            "regulated by IRDAI, and a single premium can be added to the loan if you wish."
        ],
    )
    Q(
        "Disbursement for construction",
        [
            "For construction loans, the money is released in stages after your own share has been spent:",
            ("b", ["Plinth level – 25%", "Lintel level – 25%", "Roof level – 30%", "Finishing – 20%"]),
            "Our engineer visits within 3 working days of your request. During construction (maximum 18 months) you "
            "pay only interest on the amount released.",
        ],
    )
    Q(
        "Prepaying or closing your loan early",
        [
            "There is no charge for part-payment or full closure of floating-rate loans, whatever the source of the "
            "money. Part-payments (minimum one EMI) can be made in Chenab Mobile > Loans > Part payment. Original "
            "property documents are returned within 30 days of closure; for any delay we pay ₹5,000 per day."
        ],
    )
    Q(
        "Transferring your loan from another lender",
        [
            "You can transfer a housing loan to Chenab after 12 EMIs have been paid to the present lender. A top-up "
            "of up to ₹5 lakh for home improvement can be sanctioned along with the transfer."
        ],
    )
    Q(
        "Tax benefits on your housing loan",
        [
            "Under the old tax regime, interest up to ₹2 lakh a year on a self-occupied house can be claimed under "
            "Section 24(b), and principal repayment up to ₹1.5 lakh under Section 80C. Download the interest "
            "certificate from Chenab Mobile > Loans > Interest certificate."
        ],
    )
    Q(
        "Getting help with your application",
        [
            f"Visit any branch, call {TOLL_FREE} (option 3), or send “HOME” on WhatsApp to {WHATSAPP}. A housing "
            "loan officer will call you back within one working day."
        ],
    )
    footer_text(d, "Chenab Small Finance Bank Ltd. | Chenab Griha customer information sheet")
    return save(d, fname)


# ==========================================================================
# 6. VEHICLE LOANS — H1 per vehicle, List Number features, H2 FAQs, H3 Qs
# ==========================================================================
def build_vehicle():
    fname = "vehicle_loans.docx"
    d = new_doc(
        title="Vehicle Loans – Product Guide and FAQs",
        subject="Vehicle loans",
        keywords="Chenab Gati; e-Sawari; Sawari; Vahan; Chenab Hal; tractor",
    )
    tw_loan = 99000
    tw_emi = emi(tw_loan, 14.0, 36)
    er_loan = 153000
    er_week = emi(er_loan, 20.0, 130, 52)
    tr_loan = 722500
    tr_half = emi(tr_loan, 13.0, 14, 2)

    para(d, "Vehicle Loans — Product Guide and FAQs", style="Title")
    para(
        d,
        "Two-wheelers, e-rickshaws, auto-rickshaws, small goods vehicles and tractors. Rates effective "
        "1 October 2025; all rates are fixed and on reducing balance. GST at 18% is extra on all fees.",
    )
    rows = [
        [
            "Chenab Gati (two-wheeler)",
            "₹30,000 – ₹3 lakh",
            "Up to 90% (95% with Chenab salary account)",
            "12–48 months",
            "12.50% – 18.00%",
            "2% (max ₹2,500)",
        ],
        ["Chenab e-Sawari (e-rickshaw)", "₹80,000 – ₹3 lakh", "Up to 85%", "12–36 months", "18.00% – 22.00%", "2%"],
        ["Chenab Sawari (auto-rickshaw)", "₹1 lakh – ₹4.5 lakh", "Up to 85%", "12–48 months", "16.00% – 20.00%", "2%"],
        [
            "Chenab Vahan (small goods vehicle)",
            "₹2 lakh – ₹12 lakh",
            "Up to 85% (used: 70% of value)",
            "12–60 months",
            "13.50% – 17.00%",
            "1.5% (min ₹3,000)",
        ],
        [
            "Chenab Hal (tractor)",
            "₹2 lakh – ₹12 lakh",
            "Up to 85% of tractor + implements",
            "Up to 7 years",
            "12.00% – 16.00%",
            "1%",
        ],
    ]
    para(d, "Rates at a glance", bold=True, keep_next=True)
    add_table(
        d,
        ["Product", "Loan amount", "Funding of on-road price", "Tenure", "Interest (p.a.)", "Processing fee"],
        rows,
        widths=[3.6, 2.6, 3.4, 2.2, 2.4, 2.4],
        size=8.5,
        bold_first_col=True,
    )

    def section(title, intro, features, faqs):
        heading(d, title, 1)
        para(d, intro)
        numbered(d, d, features)
        heading(d, "FAQs", 2)
        for q, blocks in faqs:
            heading(d, q, 3)
            count(fname)
            render_blocks(d, d, blocks)

    section(
        "Two-wheeler loans – Chenab Gati",
        "Chenab Gati finances new motorcycles, scooters and electric scooters for salaried people, "
        "self-employed persons, farmers and students with an earning parent as co-applicant.",
        [
            "Loans for new petrol and electric two-wheelers bought from authorised dealers in Jammu & Kashmir, "
            "Punjab, Himachal Pradesh, Haryana and Uttar Pradesh.",
            "Funding up to 90% of the on-road price (ex-showroom price, registration and first-year insurance); "
            "95% for customers whose salary is credited to a Chenab account.",
            f"Tenure 12 to 48 months. Example: a loan of {inr(tw_loan)} at 14.00% for 36 months has an EMI of "
            f"about {inr(round(tw_emi))}.",
            "Interest 12.50% to 18.00% p.a.; 0.25% lower for electric two-wheelers.",
            "Sanction at the dealer on the same day through our sales officer, with a digital Key Fact Statement.",
        ],
        [
            (
                "Who can apply for a two-wheeler loan?",
                [
                    "Anyone aged 18 to 65 with a steady income of at least ₹10,000 a month, and a valid driving licence "
                    "held by the applicant or a family member who will ride the vehicle. Students need an earning "
                    "parent as co-applicant."
                ],
            ),
            (
                "What documents are needed for a two-wheeler loan?",
                [
                    (
                        "b",
                        [
                            "Aadhaar and PAN (or Form 60)",
                            "Income proof – latest 3 salary slips, or 6 months’ bank statement for self-employed "
                            "applicants",
                            "Driving licence",
                            "Dealer’s proforma invoice",
                        ],
                    )
                ],
            ),
            (
                "What does the margin money for a two-wheeler include?",
                [
                    "The margin is the part of the on-road price not financed by us (10%, or 5% for Chenab salary "
                    "account holders). It is paid by you directly to the dealer before delivery, along with any "
                    "accessories you choose."
                ],
            ),
            ("Can I get a loan for a used two-wheeler?", ["No. Chenab Gati is only for new two-wheelers."]),
        ],
    )

    section(
        "E-rickshaw loans – Chenab e-Sawari",
        "Chenab e-Sawari finances battery-operated e-rickshaws (passenger) and e-carts (loader) of approved "
        "models for driver-owners.",
        [
            "Funding up to 85% of the on-road price, after any Government (PM E-DRIVE) incentive deducted by "
            "the dealer.",
            f"Weekly or monthly instalments over 12 to 36 months. Example: {inr(er_loan)} at 20.00% over 130 "
            f"weeks costs about {inr(round(er_week))} a week.",
            "Interest 18.00% to 22.00% p.a.",
            "Only models with a valid ICAT/ARAI approval and a lithium-ion battery warranty of at least 3 years "
            "are financed.",
            "Instalments can be paid at any Chenab Mitra, by UPI or at the branch.",
        ],
        [
            (
                "Who can apply for an e-rickshaw loan?",
                [
                    "Drivers aged 21 to 60 who have lived in the area for at least 2 years and hold a valid driving "
                    "licence for e-rickshaws (or a light motor vehicle licence)."
                ],
            ),
            (
                "What documents are needed for an e-rickshaw loan?",
                [
                    (
                        "b",
                        [
                            "Aadhaar and PAN (or Form 60)",
                            "Driving licence",
                            "Proof of residence for 2 years (ration card, electricity bill or rent agreement)",
                            "Dealer’s quotation with model approval certificate",
                            "KYC of the guarantor or co-applicant",
                        ],
                    )
                ],
            ),
            (
                "Do I need a guarantor for an e-rickshaw loan?",
                [
                    "Yes, for first-time borrowers: either a guarantor who owns a house in the same district, or a "
                    "family member as co-applicant. No guarantor is needed for a second e-rickshaw loan after a good "
                    "repayment record."
                ],
            ),
            (
                "Can I get a loan to replace the e-rickshaw battery?",
                [
                    "Yes. After 18 months of regular repayment, a battery top-up loan of ₹40,000 to ₹80,000 is "
                    "available for 12 to 18 months at the same rate."
                ],
            ),
        ],
    )

    section(
        "Auto-rickshaw loans – Chenab Sawari",
        "Chenab Sawari finances new CNG, LPG, diesel and electric passenger three-wheelers for driver-owners "
        "and small fleet owners.",
        [
            "Funding up to 85% of the on-road price; loan ₹1 lakh to ₹4.5 lakh.",
            "Tenure 12 to 48 months with monthly EMIs by NACH, or weekly instalments by UPI.",
            "Interest 16.00% to 20.00% p.a.",
            "Fleet owners can finance up to 5 vehicles.",
            "Free accident insurance of ₹1 lakh for the borrower for the first year.",
        ],
        [
            (
                "Who can apply for an auto-rickshaw loan?",
                [
                    "Drivers aged 21 to 60 with a valid transport (commercial) driving licence or badge and at least "
                    "1 year of driving experience, and fleet owners with at least 2 years in the business."
                ],
            ),
            (
                "What documents are needed for an auto-rickshaw loan?",
                [
                    (
                        "b",
                        [
                            "Aadhaar and PAN (or Form 60)",
                            "Transport driving licence and badge",
                            "Permit, or proof of permit application",
                            "Dealer’s quotation",
                            "Bank statement for 6 months, if available",
                        ],
                    )
                ],
            ),
            (
                "Is a permit needed before the loan is paid out?",
                [
                    "Yes. The loan is paid to the dealer once we receive a copy of the permit issued by the Regional "
                    "Transport Authority, or the permit application; the permit itself must reach us within 30 "
                    "days."
                ],
            ),
            (
                "How do I repay an auto-rickshaw loan?",
                [
                    "By monthly NACH from your savings account, or in weekly instalments by UPI or cash at a Chenab "
                    "Mitra. You choose the option when the loan is sanctioned."
                ],
            ),
        ],
    )

    section(
        "Small commercial goods vehicle loans – Chenab Vahan",
        "Chenab Vahan finances mini-trucks and pick-ups of up to 3.5 tonnes gross vehicle weight for "
        "transporters, traders and farmers who carry their own produce.",
        [
            "New vehicles: funding up to 85% of the on-road price; loan ₹2 lakh to ₹12 lakh.",
            "Used vehicles up to 5 years old: funding up to 70% of the valuation.",
            "Tenure up to 60 months; the age of the vehicle plus the loan tenure must not exceed 8 years.",
            "Interest 13.50% to 17.00% p.a. (1.50% higher for used vehicles).",
            "First-time buyers are welcome with a co-applicant from an existing business.",
        ],
        [
            (
                "Who can apply for a goods vehicle loan?",
                [
                    "Individuals aged 21 to 65, transport operators, traders and farmers, with a valid driving licence "
                    "held by the applicant or a hired driver and enough income to pay the EMI from the vehicle or the "
                    "business."
                ],
            ),
            (
                "What documents are needed for a goods vehicle loan?",
                [
                    (
                        "b",
                        [
                            "Aadhaar and PAN",
                            "Driving licence",
                            "Bank statements for 12 months",
                            "Proforma invoice (new) or registration certificate and valuation report (used)",
                            "Transport contracts or letters from customers, if any",
                        ],
                    )
                ],
            ),
            (
                "Can I get a loan for a used goods vehicle?",
                [
                    "Yes, if the vehicle is not more than 5 years old. We finance up to 70% of its valuation by our "
                    "approved valuer, at 1.50% above the rate for new vehicles."
                ],
            ),
            (
                "Do I need a goods carrier permit and fitness certificate?",
                [
                    "Yes. The vehicle must have a valid goods carriage permit and fitness certificate; copies are "
                    "needed before disbursement (used vehicles) or within 30 days of registration (new vehicles)."
                ],
            ),
        ],
    )

    section(
        "Tractor loans – Chenab Hal",
        "Chenab Hal finances new tractors of 20 to 60 HP along with implements such as a trolley, rotavator, "
        "cultivator or thresher.",
        [
            "Funding up to 85% of the cost of the tractor and implements; loan ₹2 lakh to ₹12 lakh.",
            "Repayment over up to 7 years in half-yearly or yearly instalments matched to your harvest.",
            f"Example: {inr(tr_loan)} at 13.00% over 7 years in 14 half-yearly instalments of about "
            f"{inr(round(tr_half))}.",
            "Interest 12.00% to 16.00% p.a.",
            "No land mortgage up to ₹2 lakh; above that, a charge on agricultural land is recorded in the "
            "revenue records.",
        ],
        [
            (
                "Who can apply for a tractor loan?",
                [
                    "Farmers aged 21 to 65 who own at least 2 acres of irrigated land or 3 acres of unirrigated land. "
                    "In the hill districts of Jammu & Kashmir and Himachal Pradesh, 1 acre is enough for tractors of up "
                    "to 30 HP."
                ],
            ),
            (
                "What documents are needed for a tractor loan?",
                [
                    (
                        "b",
                        [
                            "Aadhaar and PAN (or Form 60)",
                            "Land records – jamabandi or fard (J&K, Punjab, Haryana, Himachal Pradesh) or khatauni (Uttar "
                            "Pradesh)",
                            "Dealer’s quotation for the tractor and implements",
                            "Two photographs",
                        ],
                    )
                ],
            ),
            (
                "When are tractor loan instalments due?",
                [
                    "Half-yearly instalments fall due on 15 June (after the rabi harvest) and 15 December (after the "
                    "kharif harvest). Farmers with one main crop can choose a yearly instalment instead."
                ],
            ),
            (
                "Is there an interest subsidy on tractor loans?",
                [
                    "No. Interest subvention is available only on short-term crop loans such as the Kisan Credit Card. "
                    "Capital subsidies under state farm-mechanisation schemes, where sanctioned, are credited to the "
                    "loan account."
                ],
            ),
        ],
    )

    heading(d, "Hypothecation, insurance and NOC – all vehicle loans", 1)
    para(d, "Every vehicle financed by us is hypothecated to Chenab Small Finance Bank until the loan is repaid.")
    numbered(
        d,
        d,
        [
            "The hypothecation is recorded on the registration certificate (RC) at the time of registration.",
            "Keep comprehensive insurance with the bank named as hypothecatee, and renew it before it expires.",
            "Send us a copy of the RC within 30 days of delivery.",
            "On closure, we issue the NOC and Form 35 so that the hypothecation can be removed.",
        ],
    )
    heading(d, "FAQs", 2)
    for q, blocks in [
        (
            "What does hypothecation mean?",
            [
                "The vehicle stays with you and you use it, but the bank has a charge on it as security for the loan. "
                "You cannot sell or transfer it without our NOC."
            ],
        ),
        (
            "How do I get the hypothecation removed after closing the loan?",
            [
                "We issue the NOC and Form 35 within 7 working days of closure, by e-mail and by post; in most states we "
                "also update the VAHAN portal directly. Submit Form 35 at the RTO (or online) to get the "
                "hypothecation removed from the RC. Any original documents we hold are returned within 30 days; for any "
                "delay we pay ₹5,000 per day."
            ],
        ),
        (
            "What happens if I stop paying my vehicle EMIs?",
            [
                "We will first contact you to understand the problem and offer rescheduling where possible. If the loan "
                "is more than 90 days overdue, we send a written notice giving you 15 days to pay. A vehicle is "
                "repossessed only after this notice, only by authorised agents, and never by force; you can get it "
                "back by paying the dues within 7 days of repossession. If it is sold, any surplus after clearing the "
                "loan is paid to you."
            ],
        ),
    ]:
        heading(d, q, 3)
        count(fname)
        render_blocks(d, d, blocks)
    footer_text(d, "Chenab Small Finance Bank Ltd. | Vehicle loans product guide | October 2025")
    return save(d, fname)


# ==========================================================================
# 7. AGRICULTURE — typed table of contents, hand-numbered bold headings,
#    nested (1. / a. / i.) Word numbering
# ==========================================================================
def build_agriculture():
    fname = "agriculture_loans.docx"
    d = new_doc(font="Cambria", size=11, author="Agri Business Dept", title=None)
    abs_id = multilevel_abstract(d)

    # KCC worked example: 2 ha wheat, scale of finance ₹58,000 / ha
    sof, area = 58000, 2
    crop = sof * area
    post, repair, insur = crop * 0.10, crop * 0.20, crop * 0.015
    y1 = crop + post + repair + insur
    y5 = y1 * 1.1**4

    para(d, "CHENAB SMALL FINANCE BANK LIMITED", bold=True, size=14, align="center", space_after=0)
    para(
        d, "Agriculture Loans – Farmer’s Guide (Kisan Margdarshika)", bold=True, size=13, align="center", space_after=0
    )
    para(d, "Edition: October 2025", italic=True, align="center", space_after=18)
    para(d, "Contents", bold=True, space_after=6)
    toc = [
        ("1. Kisan Credit Card", 2),
        ("2. Interest subvention and prompt repayment incentive", 4),
        ("3. Dairy (cattle) loans – Chenab Dudh Dhara", 5),
        ("4. Apple orchard loans – Chenab Seb Bagan", 6),
        ("5. Crop insurance – PMFBY and RWBCIS", 7),
        ("6. Other help for farmers", 8),
    ]
    for t, pg in toc:
        dots = "." * max(8, 78 - len(t) - len(str(pg)))
        para(d, f"{t} {dots} {pg}", space_after=2)
    page_break(d)

    def H(t):
        para(d, t, bold=True, size=13, space_before=12, space_after=4, keep_next=True)

    def Q(num, q, blocks):
        count(fname)
        para(d, f"{num} {q}", bold=True, space_before=6, space_after=2, keep_next=True)
        render_blocks(d, d, blocks, abs_id=abs_id)

    H("1. Kisan Credit Card")
    Q(
        "1.1",
        "Who can apply?",
        [
            "Owner cultivators, tenant farmers, oral lessees and sharecroppers, and Joint Liability Groups or "
            "Self-Help Groups of farmers. Applicants should be 18 to 75 years old; farmers above 60 need a legal heir "
            "as co-borrower."
        ],
    )
    Q(
        "1.2",
        "How is my KCC limit worked out?",
        [
            "The limit is fixed for 5 years as follows:",
            (
                "nest",
                [
                    (0, "First-year limit – the total of:"),
                    (
                        1,
                        "scale of finance for each crop (fixed every year by the District Level Technical "
                        "Committee) × area cultivated;",
                    ),
                    (1, "10% of this for post-harvest, household and marketing needs;"),
                    (1, "20% for repair and maintenance of farm assets; and"),
                    (1, "the crop insurance premium and any accident or asset insurance premium."),
                    (0, "Second to fifth year – the limit goes up by 10% every year for cost escalation."),
                    (
                        0,
                        "Small investments (pump set, sprinkler, power tiller) are added as a separate term-loan "
                        "limit.",
                    ),
                ],
            ),
            f"Example: 2 hectares of wheat at a scale of finance of {inr(sof)} per hectare gives {inr(crop)} + "
            f"{inr(post)} + {inr(repair)} + insurance {inr(insur)} = {inr(y1)} in the first year, rising to about "
            f"{inr(round(y5, -2))} in the fifth year.",
        ],
    )
    Q(
        "1.3",
        "What documents are needed?",
        [
            (
                "nest",
                [
                    (0, "KYC – Aadhaar, and PAN or Form 60."),
                    (0, "Land records:"),
                    (1, "jamabandi or fard in Jammu & Kashmir, Punjab, Haryana and Himachal Pradesh;"),
                    (1, "khatauni in Uttar Pradesh;"),
                    (
                        1,
                        "for tenant farmers and sharecroppers, the lease deed or a certificate from the patwari or "
                        "gram panchayat.",
                    ),
                    (0, "Self-declaration of crops sown and area."),
                    (0, "One photograph."),
                ],
            ),
            "A no-dues certificate from other banks is not needed; we check your credit report instead.",
        ],
    )
    Q(
        "1.4",
        "Is any security needed?",
        [
            "No collateral is taken for KCC limits up to ₹2 lakh; the crops are hypothecated to the bank. Where the "
            "crop is sold through a tie-up with a milk union, sugar mill or processor that repays the bank directly, "
            "limits up to ₹3 lakh are given without collateral. Above this, a charge on land is recorded in the "
            "revenue records."
        ],
    )
    Q(
        "1.5",
        "How do I use and repay my KCC?",
        [
            "You get a RuPay Kisan card to withdraw cash at ATMs and Chenab Mitras, or to pay input dealers at POS "
            "machines and by UPI. The KCC works like a revolving cash credit: each withdrawal must be repaid within "
            "12 months, and for short-duration crops by the due date fixed at harvest time plus two months."
        ],
    )
    Q(
        "1.6",
        "Can I get a KCC for animal husbandry or fisheries?",
        [
            "Yes. A KCC for working capital for dairy, poultry, goat rearing or fisheries can be given up to ₹2 lakh. "
            "Interest subvention applies to a combined crop and animal-husbandry limit of up to ₹3 lakh."
        ],
    )

    H("2. Interest subvention and prompt repayment incentive")
    Q(
        "2.1",
        "What rate of interest will I pay on my KCC?",
        [
            f"7% p.a. on limits up to ₹3 lakh. If you repay on time, you get a further 3% incentive, so your effective "
            f"rate is only 4% p.a. Limits above ₹3 lakh carry RLLR + 2.00% ({RLLR + 2:.2f}% p.a.) on the amount above "
            "₹3 lakh."
        ],
    )
    Q(
        "2.2",
        "How do I get the prompt repayment incentive?",
        [
            (
                "nest",
                [
                    (0, "Repay each withdrawal on or before its due date:"),
                    (1, "within 12 months of the withdrawal; or"),
                    (1, "by the due date for your crop shown on your KCC statement, if that is earlier."),
                    (0, "When you repay on time:"),
                    (1, "we charge interest at only 4% p.a. at the time of repayment;"),
                    (
                        1,
                        "the balance 3% is claimed by us from the Government of India under the Modified Interest "
                        "Subvention Scheme.",
                    ),
                    (0, "Part-payments are allowed; the incentive is calculated on every amount repaid on time."),
                ],
            )
        ],
    )
    Q(
        "2.3",
        "What happens if I repay late?",
        [
            f"You lose the 3% incentive, and from the due date interest is charged at RLLR + 2.00% ({RLLR + 2:.2f}% "
            "p.a.) on the overdue amount. No penal charges are levied on crop loans up to ₹25,000."
        ],
    )

    H("3. Dairy (cattle) loans – Chenab Dudh Dhara")
    Q(
        "3.1",
        "What is Chenab Dudh Dhara?",
        [
            "A term loan to buy 2 to 10 milch animals – crossbred cows, Sahiwal or Gir cows and Murrah buffaloes – "
            "and for a cattle shed, chaff cutter or milking machine."
        ],
    )
    Q(
        "3.2",
        "How much can I borrow and how do I repay?",
        [
            (
                "nest",
                [
                    (0, "Unit costs used to work out the loan:"),
                    (1, "crossbred cow – ₹70,000 per animal;"),
                    (1, "Murrah buffalo – ₹95,000 per animal;"),
                    (1, "cattle shed – ₹15,000 per animal;"),
                    (1, "insurance premium for 3 years."),
                    (0, "Your margin: nil for loans up to ₹2 lakh; 10% above ₹2 lakh."),
                    (0, "Repayment:"),
                    (1, "monthly instalments over 3 to 5 years, after a grace period of 3 months;"),
                    (
                        1,
                        "where the dairy cooperative pays milk money into your Chenab account, the EMI is debited "
                        "automatically;",
                    ),
                    (2, "payments are credited every 10 days by most societies;"),
                    (2, "the EMI is debited on the 5th of the month."),
                    (0, f"Interest: RLLR + 2.25% to RLLR + 3.75% ({RLLR + 2.25:.2f}% to {RLLR + 3.75:.2f}% p.a.)."),
                ],
            )
        ],
    )
    Q(
        "3.3",
        "Are there any subsidies on dairy loans?",
        [
            "Capital subsidy under state schemes, such as the dairy development schemes of the Jammu & Kashmir, Punjab "
            "and Haryana animal husbandry departments, is credited to your loan account as a back-ended subsidy once "
            "it is released. The branch helps you apply."
        ],
    )
    Q(
        "3.4",
        "Is cattle insurance compulsory?",
        [
            "Yes. Each animal must carry a 12-digit ear tag and be insured for its full value for the loan period. If "
            "an animal dies, inform the branch and the insurer within 24 hours and keep the post-mortem report and "
            "the ear tag."
        ],
    )

    H("4. Apple orchard loans – Chenab Seb Bagan")
    Q(
        "4.1",
        "What loans are available for apple growers?",
        [
            (
                "nest",
                [
                    (0, "New orchard plantation:"),
                    (1, "high-density plantation on M9 or MM106 rootstocks;"),
                    (1, "traditional plantation."),
                    (0, "Orchard maintenance through the Kisan Credit Card."),
                    (0, "Anti-hail nets and drip irrigation."),
                    (
                        0,
                        "Post-harvest facilities – grading and packing sheds, and controlled-atmosphere stores "
                        "under the Agriculture Infrastructure Fund (see 6.2).",
                    ),
                ],
            )
        ],
    )
    Q(
        "4.2",
        "How much can I get for a high-density apple orchard?",
        [
            "The scale of finance is ₹14 lakh per hectare (about ₹70,800 per kanal), covering plants, trellis, drip "
            "irrigation and anti-hail net. Your margin is 10%. Any subsidy under the state high-density plantation "
            "scheme is adjusted in the loan account. Interest is RLLR + 2.25% "
            f"({RLLR + 2.25:.2f}% p.a.)."
        ],
    )
    Q(
        "4.3",
        "When do repayments start?",
        [
            "After a moratorium of 3 years, when the orchard starts bearing fruit. The loan is repaid in yearly "
            "instalments due on 31 December, after the apple harvest, over a total period of 9 years. Maintenance "
            "drawals under KCC are due by 31 January."
        ],
    )
    Q(
        "4.4",
        "Is the apple crop covered by insurance?",
        [
            "Yes, under the Restructured Weather Based Crop Insurance Scheme (RWBCIS) in notified districts of Jammu "
            "& Kashmir and Himachal Pradesh. It covers hail, excess rain, frost and high temperature. The farmer pays "
            "5% of the sum insured; the enrolment cut-off for apple is 31 December."
        ],
    )

    H("5. Crop insurance – PMFBY and RWBCIS")
    Q(
        "5.1",
        "What is PMFBY and how much premium do I pay?",
        [
            "The Pradhan Mantri Fasal Bima Yojana insures notified crops in notified areas against loss of yield from "
            "natural causes, from sowing to post-harvest. The farmer’s share of premium is small; the rest is paid by "
            "the Central and State Governments.",
            (
                "t",
                ["Season / crop", "Farmer’s premium", "Enrolment cut-off (usual)"],
                [
                    ["Kharif (paddy, maize, bajra)", "2% of sum insured", "31 July"],
                    ["Rabi (wheat, mustard, gram)", "1.5% of sum insured", "31 December"],
                    ["Annual commercial and horticultural crops", "5% of sum insured", "As notified by the state"],
                ],
                [6.5, 4.5, 5.5],
            ),
        ],
    )
    Q(
        "5.2",
        "Is crop insurance compulsory for KCC holders?",
        [
            "No, it is voluntary. If you do not want to be insured, give the opt-out form at your branch at least 7 "
            "days before the cut-off date; otherwise the premium is debited to your KCC and your crop is insured."
        ],
    )
    Q(
        "5.3",
        "What should I do if my crop is damaged?",
        [
            (
                "nest",
                [
                    (
                        0,
                        "For localised damage (hailstorm, landslide, flooding of fields, cloudburst, natural fire) "
                        "and for harvested crops left to dry in the field that are damaged within 14 days:",
                    ),
                    (
                        1,
                        "report within 72 hours through the Crop Insurance app, the helpline 14447, your branch or "
                        "the insurance company;",
                    ),
                    (1, "give your survey (khasra) number, crop, area affected and the cause of loss;"),
                    (1, "keep photographs of the damaged crop."),
                    (
                        0,
                        "For widespread damage, the loss is assessed through crop-cutting experiments; no "
                        "individual claim is needed.",
                    ),
                    (0, "Claims are paid directly into your bank account; you can track them on pmfby.gov.in."),
                ],
            )
        ],
    )
    Q(
        "5.4",
        "How can I check that my crop is insured?",
        [
            "You will receive an SMS from PMFBY with your application number. You can also check on pmfby.gov.in or "
            "in the Crop Insurance app using your Aadhaar or account number, and the branch gives a printed "
            "acknowledgement on request."
        ],
    )

    H("6. Other help for farmers")
    Q(
        "6.1",
        "Can I get a tractor or farm machinery loan?",
        [
            "Yes, under Chenab Hal: up to 85% of the cost of a new tractor and implements, repayable over up to 7 "
            "years in half-yearly or yearly instalments. See the Vehicle Loans guide for details."
        ],
    )
    Q(
        "6.2",
        "What is the Agriculture Infrastructure Fund (AIF)?",
        [
            "A Government of India scheme for post-harvest infrastructure such as controlled-atmosphere stores, pack "
            "houses and warehouses. Loans up to ₹2 crore get 3% interest subvention for up to 7 years and a credit "
            "guarantee whose fee is paid by the Government. Our interest rate on AIF loans is capped at 9% p.a., so you "
            "pay an effective 6%."
        ],
    )
    Q(
        "6.3",
        "Where can I get help?",
        [
            f"Call our Kisan helpline {TOLL_FREE} (option 4), visit your nearest Chenab Mitra, or attend the Kisan "
            "Chaupal held at every rural branch on the first Monday of each month."
        ],
    )
    return save(d, fname)


# ==========================================================================
# 8. DIGITAL & AGENT BANKING — H1 categories, H2 mixed imperative/noun/question
#    headings, two italic "Note:" call-outs
# ==========================================================================
def build_digital():
    fname = "digital_and_agent_banking.docx"
    d = new_doc(
        title="Digital and Agent Banking Guide",
        subject="Chenab Mobile, UPI, AePS, Chenab Mitra",
        keywords="Chenab Mobile; UPI; AePS; Chenab Mitra; micro-ATM",
    )
    abs_id = multilevel_abstract(d)
    para(d, "Digital and Agent Banking Guide", style="Title")
    para(
        d,
        "Chenab Mobile, Chenab NetBanking, UPI, Chenab Mitra banking agents, AePS and micro-ATMs. "
        "Limits and charges as on 1 November 2025.",
    )

    def Q(q, blocks):
        heading(d, q, 2)
        count(fname)
        render_blocks(d, d, blocks, abs_id=abs_id)

    def note(text):
        p = para(d, "", space_before=4, space_after=8)
        add_runs(p, "Note: ", bold=True, italic=True)
        add_runs(p, text, italic=True)
        pf = p.paragraph_format
        pf.left_indent = Cm(0.8)
        pf.right_indent = Cm(0.8)

    heading(d, "Chenab Mobile and NetBanking", 1)
    Q(
        "Registering on Chenab Mobile",
        [
            (
                "nest",
                [
                    (0, "Download Chenab Mobile from the Google Play Store or Apple App Store."),
                    (
                        0,
                        "Allow the app to send an SMS from the SIM of your registered mobile number (device "
                        "binding). Dual-SIM phones: choose the registered SIM.",
                    ),
                    (0, "Verify yourself in one of two ways:"),
                    (1, "debit card number, expiry date and ATM PIN; or"),
                    (1, "account number and Aadhaar OTP (for customers without a debit card)."),
                    (0, "Set a 4-digit login MPIN and a 6-digit transaction PIN."),
                    (0, "Log in and add payees under Payments > Manage payees."),
                ],
            )
        ],
    )
    Q(
        "What if I do not have a debit card?",
        [
            "You can register with your account number and an Aadhaar OTP. Until you either link a debit card or "
            "complete a one-time verification at a branch or Chenab Mitra, transfers are limited to ₹25,000 a day."
        ],
    )
    Q(
        "Forgot your MPIN?",
        [
            "Tap Forgot MPIN on the login screen and verify with your debit card details or Aadhaar OTP, then set a "
            "new MPIN. After an MPIN reset, transfers are limited to ₹10,000 for 24 hours."
        ],
    )
    Q(
        "Transfer limits on Chenab Mobile and NetBanking",
        [
            (
                "t",
                ["Type of transfer", "Chenab Mobile (per day)", "Chenab NetBanking (per day)"],
                [
                    ["Own Chenab accounts", "No limit", "No limit"],
                    ["Other Chenab customers", "₹5,00,000", "₹10,00,000"],
                    ["IMPS", "₹2,00,000", "₹2,00,000"],
                    ["NEFT", "₹5,00,000", "₹10,00,000"],
                    ["RTGS (minimum ₹2 lakh)", "Not available", "₹10,00,000"],
                    ["New payee – first 24 hours", "₹50,000", "₹50,000"],
                ],
                [6, 5, 5.6],
            ),
            "You can lower any of these limits in Settings > Transaction limits.",
        ],
    )
    Q(
        "Changing your registered mobile number",
        [
            "For your safety, the registered mobile number can be changed only at a branch or at a Chenab Mitra "
            "after Aadhaar biometric verification, never over the phone. Online transfers are limited to ₹10,000 for "
            "24 hours after the change."
        ],
    )
    Q(
        "Cheque book requests and Positive Pay",
        [
            "Order a cheque book in Chenab Mobile > Services > Cheque book; it reaches your address within 7 working "
            "days. For cheques of ₹50,000 and above, confirm the details in Chenab Mobile > Services > Positive Pay "
            "before the cheque is presented. Positive Pay is compulsory for cheques of ₹5 lakh and above."
        ],
    )

    heading(d, "UPI", 1)
    Q(
        "Setting up UPI",
        [
            "Open Chenab Mobile > UPI > Create UPI ID. Your UPI ID is your mobile number followed by @chenab (for "
            "example 98xxxxxx10@chenab). You can also link your Chenab account in any other UPI app, such as BHIM, "
            "using your debit card or Aadhaar OTP to set the UPI PIN."
        ],
    )
    Q(
        "What are the UPI limits?",
        [
            (
                "b",
                [
                    "₹1,00,000 a day and up to 20 transactions a day",
                    "₹5,000 in the first 24 hours after UPI is set up on a new phone",
                    "Payments for taxes, hospitals and educational institutions – up to ₹5,00,000 per transaction",
                    "UPI Lite – up to ₹1,000 per payment and a wallet balance of up to ₹5,000, without a UPI PIN",
                ],
            )
        ],
    )
    Q(
        "Money debited but UPI payment failed",
        [
            "Most failed UPI payments are reversed automatically by the next working day (T+1). If it is not, raise "
            "a complaint in Chenab Mobile > UPI > Raise complaint. If the reversal is late, we credit compensation of "
            "₹100 for every day of delay beyond T+1 without your asking."
        ],
    )

    heading(d, "Chenab Mitra – banking agents", 1)
    Q(
        "Who is a Chenab Mitra?",
        [
            f"A Chenab Mitra is a business correspondent appointed by the bank, usually a local shopkeeper, who "
            f"provides banking services in villages and small towns, normally between 9:00 AM and 6:00 PM. Every "
            f"Mitra carries a bank ID card and displays a certificate with a QR code. Find the nearest Mitra in Chenab "
            f"Mobile > Locate us, or send “MITRA <PIN code>” on WhatsApp to {WHATSAPP}."
        ],
    )
    Q(
        "Services available at a Chenab Mitra",
        [
            (
                "b",
                [
                    "Opening a Chenab Sugam account with Aadhaar e-KYC",
                    "Cash deposit and cash withdrawal (AePS or debit card on a micro-ATM)",
                    "Balance enquiry and mini statement",
                    "Fund transfer to any bank account",
                    "Recurring deposit and Chenab Sakhi loan instalments",
                    "Re-KYC, mobile number update and reactivation of inoperative accounts",
                    "Enrolment in PMJJBY, PMSBY and Atal Pension Yojana",
                ],
            )
        ],
    )
    Q(
        "Cash withdrawal limits at a Chenab Mitra",
        [
            (
                "t",
                ["Service at a Chenab Mitra", "Per transaction", "Per day"],
                [
                    ["Cash withdrawal – AePS (Aadhaar + fingerprint)", "₹10,000", "₹20,000"],
                    ["Cash withdrawal – debit card on micro-ATM", "₹10,000", "₹20,000"],
                    ["Cash deposit into a Chenab account", "₹10,000", "₹20,000"],
                    ["Fund transfer to another bank", "₹5,000", "₹25,000 a month"],
                ],
                [8, 4, 4.6],
            ),
            "The AePS and micro-ATM withdrawal limits are combined: together they cannot exceed ₹20,000 a day.",
        ],
    )
    Q(
        "Are there any charges at a Chenab Mitra?",
        [
            "The Mitra must never ask you for any fee. Withdrawals at a Mitra count towards your free monthly "
            "cash-withdrawal quota (4 for Chenab Sugam, 5 for other accounts); beyond the quota the bank debits ₹10 + "
            "GST per withdrawal. Deposits, balance enquiry and mini statements are free."
        ],
    )
    note(
        f"A Chenab Mitra cannot charge you anything, take your card or PIN, or keep your passbook. Always collect "
        f"the printed or SMS receipt for every transaction. If a Mitra asks for money, call {TOLL_FREE}."
    )

    heading(d, "AePS and micro-ATMs", 1)
    Q(
        "What is AePS?",
        [
            "The Aadhaar Enabled Payment System lets you withdraw or deposit cash, check your balance, get a mini "
            "statement and send money to another Aadhaar-linked account using only your Aadhaar number and "
            "fingerprint, at any Chenab Mitra or at the agent of any bank. You do not need a card or PIN."
        ],
    )
    Q(
        "Getting Government benefits (DBT) into your Chenab account",
        [
            "Ask your branch or Chenab Mitra to seed your Aadhaar to your account and map it in the NPCI mapper with "
            "your consent. Subsidies, pensions and scholarships will then be credited to this account. The status "
            "can be checked on the UIDAI website under Bank seeding status."
        ],
    )
    Q(
        "How do I use a micro-ATM?",
        [
            "Give your Chenab debit card to the Mitra, who swipes it on the micro-ATM; you enter your PIN yourself, "
            "hidden from view. Collect the cash and the receipt before you leave."
        ],
    )
    Q(
        "Cash not received at AePS or a micro-ATM but account debited",
        [
            "Such transactions are reversed automatically within 5 days (T+5). If not, report it on "
            f"{TOLL_FREE} or in Chenab Mobile > Services > Raise a complaint; we credit ₹100 for every day of delay "
            "after T+5."
        ],
    )

    heading(d, "Alerts, cards and security", 1)
    Q(
        "SMS and e-mail alerts",
        [
            "You get an SMS for every debit and for credits above ₹5,000, and an e-mail for all transactions. SMS "
            "alerts are free for Chenab Sugam; for other accounts they cost ₹0.20 per SMS, up to ₹20 a quarter + GST. "
            "E-mail and WhatsApp alerts are free."
        ],
    )
    Q(
        "Blocking a lost card or switching off online use",
        [
            f"Block your card in Chenab Mobile > Cards > Block card, by SMS “BLOCK <last 4 digits>” to {SMS_NO}, or "
            f"by calling {TOLL_FREE} (24×7). To switch off ATM, online, contactless or international use without "
            "blocking the card, use the toggles in Chenab Mobile > Cards > Manage Card."
        ],
    )
    Q(
        "What should I do if I see a transaction I did not make?",
        [
            f"Block your card or mobile banking at once and report the transaction on {TOLL_FREE}, in Chenab Mobile > "
            "Services > Report fraud, or at any branch; you will get a complaint number. If you report within 3 "
            "working days, your liability is zero. For online fraud you can also call the national cybercrime "
            "helpline 1930 or report on cybercrime.gov.in."
        ],
    )
    note(
        "Chenab SFB staff will never ask for your OTP, PIN, CVV or passwords, and will never send you a link "
        "to update KYC. Do not install screen-sharing apps at anyone’s request."
    )
    return save(d, fname)


# ==========================================================================
# 9. CUSTOMER RIGHTS — Citizen's Charter, "Clause n – ..." bold, "n.m" plain
# ==========================================================================
def build_rights():
    fname = "customer_rights_and_grievances.docx"
    d = new_doc(
        title="Citizen’s Charter",
        subject="Customer rights and grievance redress",
        keywords="Citizen's Charter; grievance; Ombudsman; recovery; unauthorised transactions",
    )
    para(d, "Chenab Small Finance Bank Limited", bold=True, size=14, align="center", space_after=0)
    para(d, "CITIZEN’S CHARTER", bold=True, size=16, align="center", space_after=0)
    para(
        d,
        "Version 4.0 | Approved by the Customer Service Committee of the Board on 26 August 2025",
        italic=True,
        size=9,
        align="center",
        space_after=12,
    )
    para(
        d,
        "This Charter sets out what you can expect from us, the time limits we work to, and what you can do "
        "if we fall short. It follows the Reserve Bank of India’s instructions on customer service and the "
        "Charter of Customer Rights, and is displayed in every branch and on " + WEB + ".",
        align="justify",
    )

    def clause(t):
        para(d, t, bold=True, space_before=10, space_after=4, keep_next=True)

    def sub(num, text, after=None):
        count(fname)
        p = para(d, f"{num} {text}", space_after=4, align="justify")
        if after:
            render_blocks(d, d, after)
        return p

    clause("Clause 1 – Our commitments")
    sub(
        "1.1",
        "We will treat every customer fairly and courteously, without discrimination on grounds of gender, "
        "age, caste, religion, disability or economic status, and will give every branch visitor a token "
        "or priority service within 15 minutes.",
    )
    sub(
        "1.2",
        "We will explain our products, charges and terms in plain language in English, Hindi or the local "
        "language, give you a Key Fact Statement before you take any loan, and give at least 30 days’ "
        "notice before changing any charge.",
    )
    sub(
        "1.3",
        "We will keep your personal information confidential and will not share it with anyone except as "
        "required by law or with your consent.",
    )

    clause("Clause 2 – Time limits for our services")
    sub(
        "2.1",
        "We will provide the following services within the time limits shown, counted from the day we "
        "receive a complete request:",
        [
            (
                "t",
                ["Service", "Time limit"],
                [
                    ["Opening a savings account with Aadhaar e-KYC", "Same day (about 15 minutes)"],
                    ["Debit card", "At once at the branch; within 7 working days by post"],
                    ["Cheque book", "Within 7 working days"],
                    ["Collection of local (CTS) cheques", "Same day, within a few hours under continuous clearing"],
                    ["Stop payment of a cheque", "Immediately"],
                    ["Change of mobile number or address", "Within 2 working days"],
                    ["Reactivation of an inoperative account", "Same day"],
                    ["Premature payment of a fixed deposit", "Same day"],
                    ["Decision on Chenab Sakhi loans", "Within 7 working days of the Group Recognition Test"],
                    ["Decision on MSE loans up to ₹5 lakh", "Within 14 days"],
                    ["Decision on housing loans", "Within 15 working days"],
                    ["NOC and Form 35 on closure of a vehicle loan", "Within 7 working days"],
                    ["Return of original property documents after loan closure", "Within 30 days"],
                    ["Settlement of deceased depositors’ claims", "Within 15 days"],
                    ["Shadow credit for a reported unauthorised transaction", "Within 10 working days"],
                    ["Acknowledgement of a complaint", "Immediately, by SMS with a complaint number"],
                    ["Final reply to a complaint", "Within 30 days (most within 7 working days)"],
                ],
                [10, 6.6],
            )
        ],
    )
    sub("2.2", "If we cannot meet a time limit, we will tell you the reason and the new date in writing or by SMS.")

    clause("Clause 3 – How to raise a complaint")
    sub(
        "3.1",
        f"Level 1 – Branch or customer care: speak to the Branch Manager, call {TOLL_FREE} (24×7), write "
        f"on WhatsApp to {WHATSAPP}, e-mail {EMAIL}, or use Chenab Mobile > Services > Raise a complaint. "
        "We aim to resolve your complaint within 7 working days.",
    )
    sub(
        "3.2",
        "Level 2 – Grievance Redressal Officer: if you are not satisfied, write to grievance@chenabsfb.example "
        "quoting your complaint number. The Regional Grievance Redressal Officer will reply within 10 "
        "working days.",
    )
    sub(
        "3.3",
        "Level 3 – Principal Nodal Officer: Ms. Anjali Raina, Principal Nodal Officer, Chenab Small "
        f"Finance Bank Ltd., {HO}; e-mail pno@chenabsfb.example; phone 0191-247-7272 (10:00 AM to 5:00 PM, "
        "Monday to Friday). She will reply within 10 working days.",
    )
    sub(
        "3.4",
        "Internal Ombudsman: before we reject any complaint fully or partly, it is examined by our "
        "Internal Ombudsman. You do not need to apply for this; it happens automatically.",
    )

    clause("Clause 4 – The RBI Integrated Ombudsman Scheme")
    sub(
        "4.1",
        "If we do not reply within 30 days, or you are not satisfied with our reply, you can complain to "
        "the RBI Ombudsman. The complaint must be made within one year of our reply (or within one year "
        "and 30 days of your complaint, if we did not reply).",
    )
    sub(
        "4.2",
        "Complain online at cms.rbi.org.in, by e-mail to crpc@rbi.org.in, or by post to the Centralised "
        "Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh – 160017. "
        "The RBI contact centre can be reached on 14448.",
    )
    sub(
        "4.3",
        "The Ombudsman can award compensation of up to ₹30 lakh for loss suffered, plus up to ₹3 lakh for "
        "loss of time, expenses and harassment. Either party may appeal to the Appellate Authority within "
        "30 days of the award.",
    )

    clause("Clause 5 – Unauthorised electronic transactions")
    sub(
        "5.1",
        f"Report any transaction you did not make at once on {TOLL_FREE}, in Chenab Mobile > Services > "
        "Report fraud, or at any branch. You will receive an acknowledgement with the date and time of your "
        "report.",
    )
    sub(
        "5.2",
        "Zero liability: you will not lose any money if the fraud was due to our negligence, or if it "
        "was due to a third-party breach (neither our fault nor yours) and you reported it within 3 "
        "working days of receiving our alert.",
    )
    sub(
        "5.3",
        "Limited liability: if a third-party breach is reported within 4 to 7 working days, your "
        "liability is limited to the transaction amount or the amount below, whichever is lower. If you "
        "shared your PIN or OTP, you bear the loss until you report it.",
        [
            (
                "t",
                ["Type of account", "Maximum liability"],
                [
                    ["Basic Savings Bank Deposit accounts (Chenab Sugam)", "₹5,000"],
                    [
                        "Other savings accounts; prepaid cards; current, cash credit and overdraft accounts of MSMEs and of "
                        "individuals with an average balance or limit up to ₹25 lakh",
                        "₹10,000",
                    ],
                    ["All other current, cash credit and overdraft accounts", "₹25,000"],
                ],
                [12, 4.6],
            ),
            "Reports made after 7 working days are decided under the bank’s Board-approved policy.",
        ],
    )
    sub(
        "5.4",
        "We will credit the disputed amount to your account as a shadow credit within 10 working days of "
        "your report, and resolve the complaint within 90 days. The burden of proving your liability is "
        "on the bank.",
    )

    clause("Clause 6 – Failed transactions and compensation")
    sub(
        "6.1",
        "When a transaction fails but your account is debited, we reverse it within the time below; if we "
        "are late, we pay you compensation automatically, without any claim from you (T = day of the "
        "transaction):",
        [
            (
                "t",
                ["Failed transaction", "Reversal by", "Compensation if late"],
                [
                    ["ATM or micro-ATM: account debited, cash not given", "T + 5 days", "₹100 per day"],
                    ["Card payment at a shop or online: debited, merchant not paid", "T + 5 days", "₹100 per day"],
                    ["IMPS: debited, not credited to beneficiary", "T + 1 day", "₹100 per day"],
                    ["UPI: debited, not credited to beneficiary", "T + 1 day", "₹100 per day"],
                    ["AePS: debited, no cash or not credited", "T + 5 days", "₹100 per day"],
                    ["NACH: delay in credit to beneficiary", "T + 1 day", "₹100 per day"],
                ],
                [9, 3.5, 4.1],
            )
        ],
    )

    clause("Clause 7 – Fair practices in recovery")
    sub(
        "7.1",
        "We will not harass any borrower. Our staff and recovery agents will not use abusive language, "
        "threats, intimidation or physical force, and will not shame a borrower in public or contact "
        "relatives, friends or colleagues about the debt.",
    )
    sub(
        "7.2",
        "Calls and visits about overdue loans will be made only between 8:00 AM and 7:00 PM, unless you "
        "have asked us to contact you at another time.",
    )
    sub(
        "7.3",
        "Recovery agents carry an identity card and an authorisation letter from the bank, which you may "
        "ask to see. The name and contact details of the agency are given to you in our notice.",
    )
    sub(
        "7.4",
        "Property or a vehicle is repossessed only after a written notice, and only through lawful means. "
        "Complaints about recovery agents can be made at any level given in Clause 3, and we will not "
        "allow the agent to handle your account while the complaint is open.",
    )

    clause("Clause 8 – Senior citizens and persons with disabilities")
    sub(
        "8.1",
        "Customers aged 70 and above and persons with disabilities can ask for free doorstep banking (cash "
        "pick-up and delivery, cheque and document collection, life certificate) through the toll-free "
        "number.",
    )
    sub(
        "8.2",
        "Branches have a priority counter and ramps, and our ATMs have talking features for visually "
        "impaired customers.",
    )

    clause("Clause 9 – Claims of deceased customers and return of documents")
    sub(
        "9.1",
        "We settle claims of nominees and legal heirs within 15 days of receiving complete documents; for "
        "any delay we pay interest at the bank rate plus 2% on the amount. Claims up to ₹15 lakh are settled "
        "without a succession certificate on the basis of a simple indemnity.",
    )
    sub(
        "9.2",
        "Original property documents are returned within 30 days of the full repayment of a loan, at the "
        "branch of your choice. For every day of delay caused by us, we pay ₹5,000 as compensation.",
    )

    para(d, "")
    para(d, "This Charter is reviewed every year. Suggestions are welcome at " + EMAIL + ".", italic=True, size=9)
    return save(d, fname)


# ==========================================================================
# 10. NOTICES & CIRCULARS — three notices, letterhead, Ref/Date/Subject,
#     numbered paragraphs, signature block
# ==========================================================================
def build_notices():
    fname = "notices_and_circulars.docx"
    d = new_doc(font="Times New Roman", size=11.5, author="CSFB Operations", title=None)
    abs_id = multilevel_abstract(d, fmts=(("decimal", "%1."), ("lowerLetter", "(%2)"), ("lowerRoman", "%3.")))

    def notice(ref, date, heading_line, subject, paras, first=False):
        if not first:
            page_break(d)
        p = para(d, "", align="center", space_after=0)
        add_runs(p, "CHENAB SMALL FINANCE BANK LIMITED", bold=True, size=15, color="1F4E79")
        p = para(
            d,
            f"Registered & Head Office: {HO}  |  {WEB}  |  Toll-free {TOLL_FREE}",
            size=8.5,
            align="center",
            space_after=10,
        )
        bottom_border(p)
        para(d, f"Ref: {ref}", space_after=0)
        para(d, f"Date: {date}", space_after=10)
        para(d, heading_line, bold=True, align="center", space_after=8)
        p = para(d, "", space_after=8)
        add_runs(p, "Subject: ", bold=True)
        add_runs(p, subject, bold=True)
        para(d, "Dear Customer,", space_after=6)
        nid = new_num(d, abs_id)
        for item in paras:
            if isinstance(item, tuple) and item[0] == "t":
                add_table(d, item[1], item[2], widths=item[3], size=10)
                para(d, "", space_after=2)
                continue
            lvl, text = item if isinstance(item, tuple) else (0, item)
            if lvl == 0:
                count(fname)
            p = para(d, text, align="justify", space_after=6)
            set_num(p, nid, lvl)
        para(d, "")
        para(d, "For Chenab Small Finance Bank", bold=True, space_after=0)
        para(d, "", space_after=0)
        para(d, "(Authorised Signatory)", space_after=0)

    notice(
        "CSFB/OPS/2025/114",
        "12 September 2025",
        "NOTICE TO CUSTOMERS",
        "Revision of service charges w.e.f. 1 November 2025",
        [
            "In accordance with the Reserve Bank of India’s instructions requiring at least 30 days’ notice of "
            "any change in service charges, we inform you that the charges listed below for savings accounts "
            "will be revised with effect from 1 November 2025, as approved by the Board of Directors.",
            "The revised charges are as follows (GST at 18% is payable in addition):",
            (
                "t",
                ["Service", "Existing charge", "Revised charge from 1 November 2025"],
                [
                    ["Additional cheque leaves (beyond the free quota)", "₹3 per leaf", "₹4 per leaf"],
                    ["RuPay Platinum debit card – annual fee", "₹149", "₹199"],
                    ["Debit card replacement", "₹100", "₹150"],
                    [
                        "Cash deposit at branch beyond 5 free transactions a month",
                        "₹50 per transaction",
                        "₹60 per transaction",
                    ],
                    ["Cheque returned – issued by customer, financial reasons", "₹350", "₹400"],
                    ["NACH / ECS mandate return", "₹250", "₹300"],
                    ["SMS alerts", "₹15 per quarter (flat)", "₹0.20 per SMS, maximum ₹20 per quarter"],
                ],
                [7.5, 3.8, 5.3],
            ),
            "There is no change in the charges for Chenab Sugam (Basic Savings Bank Deposit) accounts; all basic "
            "services in these accounts remain free.",
            "The annual fee of the RuPay Platinum debit card continues to be waived for Chenab Mahila and Chenab "
            "Senior accounts.",
            "There is no change in the minimum balance requirement or in the charge for not maintaining it (6% "
            "of the shortfall, maximum ₹300 + GST a month).",
            "SMS alerts will now be charged on actual usage instead of a flat quarterly fee. Customers who "
            "receive few alerts will pay less than before.",
            "Customers who do not wish to accept the revised charges may close their account, or convert it to "
            "a Chenab Sugam account, without any closure charge up to 31 December 2025.",
            f"The complete Schedule of Charges is available at all branches, on {WEB} and in Chenab Mobile > "
            f"Services > Schedule of charges. For any clarification please call {TOLL_FREE}.",
        ],
        first=True,
    )

    notice(
        "CSFB/KYC/2025/087",
        "3 October 2025",
        "CIRCULAR – RE-KYC REMINDER",
        "Periodic updation of KYC (re-KYC) – reminder to customers",
        [
            "As required by the RBI Master Direction on Know Your Customer, 2016, as amended, the bank "
            "periodically updates the KYC of its customers: at least once every 2 years for high-risk "
            "customers, every 8 years for medium-risk customers and every 10 years for low-risk customers.",
            "Customers whose re-KYC is due receive three advance reminders, at least one of them by letter, "
            "before the due date, and three further reminders after it. Please act on the first reminder.",
            "If there is no change in your KYC information, you can give a self-declaration through any of the "
            "following:",
            (1, "Chenab Mobile > Services > Update KYC (re-KYC) or Chenab NetBanking;"),
            (1, "an e-mail from your registered e-mail ID to rekyc@chenabsfb.example;"),
            (1, "any branch; or"),
            (1, "any Chenab Mitra, using Aadhaar biometric authentication."),
            "If only your address has changed, you may declare the new address through the same channels; it "
            "will be verified within 2 months.",
            "If any other information has changed, or your identity document has expired, please visit a branch "
            "or Chenab Mitra with a current officially valid document, or complete Aadhaar e-KYC there.",
            "If re-KYC is not completed after the reminders, debits in the account may be restricted (partial "
            "freeze) until KYC is updated. Government benefit (DBT) credits will continue, and full operations "
            "are restored on the same day once KYC is updated.",
            "The bank never asks customers to update KYC through links sent by SMS, WhatsApp or e-mail. Please "
            "do not share your OTP, PIN or passwords with anyone.",
        ],
    )

    notice(
        "CSFB/OPS/2025/131",
        "20 October 2025",
        "NOTICE TO DEPOSITORS",
        "Inoperative accounts and unclaimed deposits – activation and claims, including search on UDGAM",
        [
            "As per RBI instructions, a savings or current account is treated as inoperative if there has been "
            "no customer-induced transaction in it for 2 years. Deposits that remain unclaimed for 10 years are "
            "transferred to the Depositor Education and Awareness (DEA) Fund maintained by the RBI.",
            "Interest continues to be credited to inoperative savings accounts, and no charge is levied for not "
            "maintaining the minimum balance in them.",
            "Accounts opened for scholarships or Direct Benefit Transfers are not classified as inoperative "
            "merely because they have not been used for 2 years.",
            "To activate an inoperative account, visit any branch (not only your home branch) or a Chenab Mitra "
            "with your Aadhaar or another officially valid document. Activation is free and is done on the same "
            "day.",
            "The list of unclaimed deposits (names and partial addresses) is published on our website. You can "
            "also search for unclaimed deposits in all banks on the RBI’s UDGAM portal (udgam.rbi.org.in) "
            "using your name and PAN, voter ID, passport or date of birth.",
            "Nominees and legal heirs of deceased depositors may submit a claim at any branch with the death "
            "certificate and their KYC. Claims are settled within 15 days of receiving complete documents.",
            "Amounts transferred to the DEA Fund are paid back by the bank along with interest where "
            "applicable, at the rate notified by the RBI, and the bank then claims reimbursement from the RBI.",
            "As part of the nationwide campaign on unclaimed financial assets, every branch will run an "
            "Unclaimed Deposit Help Desk from 10:00 AM to 2:00 PM on all working Saturdays between 1 November "
            "and 31 December 2025.",
        ],
    )
    return save(d, fname)


# ==========================================================================
# Build all, read back and report
# ==========================================================================
def check(path):
    doc = Document(path)
    paras = [p for p in doc.paragraphs if p.text.strip()]
    tables = doc.tables
    cells = sum(len(r.cells) for t in tables for r in t.rows)
    styles = {}
    for p in doc.paragraphs:
        styles[p.style.name] = styles.get(p.style.name, 0) + 1
    return len(paras), len(tables), cells, doc.core_properties.title, styles


def main():
    os.makedirs(OUT, exist_ok=True)
    paths = [build_savings()]
    dep_path, per_page = build_deposits()
    paths.append(dep_path)
    paths += [
        build_microfinance(),
        build_msme(),
        build_housing(),
        build_vehicle(),
        build_agriculture(),
        build_digital(),
        build_rights(),
        build_notices(),
    ]
    print(f"(deposits: {per_page} printed lines per page)")
    total = 0
    for p in paths:
        n_par, n_tab, n_cells, title, styles = check(p)
        name = os.path.basename(p)
        total += COUNTS.get(name, 0)
        print(
            f"{name:40s} items={COUNTS.get(name, 0):3d} paragraphs={n_par:4d} tables={n_tab} cells={n_cells:4d} "
            f"title={title!r}"
        )
        print("    styles:", ", ".join(f"{k}:{v}" for k, v in sorted(styles.items())))
    print("TOTAL items:", total)


if __name__ == "__main__":
    main()
