"""Shared facts and a small document builder for the Jhelum Bank help-centre export.

Every number that appears in more than one help-centre file lives in FACTS (F) below,
so that the seven files stay consistent with each other.
"""

import re

from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, RGBColor


# --------------------------------------------------------------------------------------
# Money formatting (Indian digit grouping)
# --------------------------------------------------------------------------------------
def inr(n, sym=True):
    """1234567 -> '₹12,34,567'; 2.5 -> '₹2.50'."""
    if isinstance(n, float) and not n.is_integer():
        whole, frac = f"{n:.2f}".split(".")
        whole = int(whole)
        tail = "." + frac
    else:
        whole, tail = int(n), ""
    s = str(whole)
    if len(s) > 3:
        head, last3 = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups + [last3])
    return ("₹" if sym else "") + s + tail


NBSP = "\u00a0"

# --------------------------------------------------------------------------------------
# FACTS — single source of truth for everything shared between files
# --------------------------------------------------------------------------------------
F = dict(
    bank="Jhelum Bank",
    bank_ltd="Jhelum Bank Ltd",
    app="Jhelum One",
    nb="Jhelum NetBanking",
    tollfree="1800-419-5566",
    phone24="+91-124-661-5566",
    email="care@jhelumbank.example",
    whatsapp="96500 19566",
    sms_no="96500 10100",
    missed_bal="96500 10101",
    missed_mini="96500 10102",
    web="https://www.jhelumbank.example",
    nb_url="https://netbanking.jhelumbank.example",
    branches="1,900",
    ho="Jhelum Bank Ltd, Residency Road, Srinagar 190001, Jammu & Kashmir",
    co="Jhelum Bank Ltd, Tower B, Cyber Park, Sector 39, Gurugram 122002, Haryana",
    gst="18%",
    vpa_suffix="@jhelum",
    # grievance
    pno_name="Ms Farah Qadri",
    pno_email="nodal.officer@jhelumbank.example",
    pno_phone="0124-661-5500",
    gro_email="grievance@jhelumbank.example",
    fraud_email="reportfraud@jhelumbank.example",
    # savings interest slabs (all savings variants)
    sb_rates_wef="1 May 2025",
    sb_rates=[
        ("Up to ₹1 lakh", "2.75%"),
        ("Above ₹1 lakh and up to ₹10 lakh", "3.25%"),
        ("Above ₹10 lakh and up to ₹5 crore", "3.75%"),
        ("Above ₹5 crore", "4.00%"),
    ],
    # fixed deposit rates (below ₹3 crore)
    fd_wef="16 May 2025",
    fd_rates=[
        ("7 days to 14 days", 3.00),
        ("15 days to 45 days", 3.50),
        ("46 days to 90 days", 4.50),
        ("91 days to 180 days", 5.25),
        ("181 days to less than 1 year", 6.00),
        ("1 year to less than 15 months", 6.80),
        ("15 months to less than 2 years", 7.05),
        ("444 days (Jhelum 444)", 7.25),
        ("2 years to less than 3 years", 7.00),
        ("3 years to less than 5 years", 6.90),
        ("5 years to 10 years", 6.60),
    ],
    sc_extra="0.50%",
    fd_min=5000,
    fd_min_app=1000,
    fd_pen_small="0.50%",  # deposits below ₹5 lakh
    fd_pen_large="1.00%",  # ₹5 lakh and above
    fd_grace_days=14,
    taxsaver_max=150000,
    taxsaver_rate="6.60%",
    rd_min=500,
    rd_penalty="₹1.50 for every ₹100",
    lad_margin="90%",
    lad_spread="2.00%",
    dicgc=500000,
    tds_limit=50000,
    tds_limit_sc=100000,
    # average monthly balance requirements and non-maintenance charge caps
    amb={
        "Jhelum Classic": ("₹10,000", "₹5,000", "₹2,500"),
        "Jhelum Max": ("₹25,000", "₹25,000", "₹25,000"),
        "Jhelum Women": ("₹10,000", "₹5,000", "₹2,500"),
        "Jhelum Kids": ("₹2,500", "₹1,000", "₹1,000"),
        "Jhelum Salary": ("Nil", "Nil", "Nil"),
        "Jhelum Basic": ("Nil", "Nil", "Nil"),
        "Jhelum Senior Citizen": ("₹5,000", "₹5,000", "₹2,500"),
    },
    nmc_pct="6%",
    nmc_cap={
        "Jhelum Classic": ("₹400", "₹250", "₹150"),
        "Jhelum Max": ("₹600", "₹600", "₹600"),
        "Jhelum Women": ("₹300", "₹200", "₹100"),
        "Jhelum Senior Citizen": ("₹200", "₹200", "₹100"),
    },
    sweep_threshold={
        "Jhelum Classic": "₹50,000",
        "Jhelum Max": "₹1,00,000",
        "Jhelum Women": "₹50,000",
        "Jhelum Senior Citizen": "₹50,000",
    },
    sweep_unit="₹10,000",
    free_atm_own=5,
    free_atm_other_metro=3,
    free_atm_other_nonmetro=5,
    atm_fee="₹23",
    # debit cards: name -> (network, ATM/day, POS+online/day, annual fee, contactless)
    debit=[
        ("Jhelum RuPay Classic Debit Card", "RuPay", 25000, 50000, 150),
        ("Jhelum Visa Platinum Debit Card", "Visa", 50000, 200000, 350),
        ("Jhelum Women Signature Debit Card", "Visa", 75000, 300000, 350),
        ("Jhelum World Debit Card", "Mastercard", 100000, 500000, 750),
        ("Jhelum Kids RuPay Debit Card", "RuPay", 5000, 10000, 0),
    ],
    debit_replace=200,
    contactless_limit=5000,
    # credit cards
    cc_interest_pm="3.60%",
    cc_interest_pa="43.2%",
    cc_cash_fee="2.5% of the amount withdrawn, minimum ₹500",
    cc_forex_std="3.5%",
    cc_mad="5% of the total amount due (minimum ₹200)",
    cc_due_days=20,
    cc_late=[
        ("Up to ₹500", "Nil"),
        ("₹501 to ₹5,000", "₹500"),
        ("₹5,001 to ₹10,000", "₹750"),
        ("₹10,001 to ₹25,000", "₹950"),
        ("₹25,001 to ₹50,000", "₹1,100"),
        ("Above ₹50,000", "₹1,300"),
    ],
    # transfers
    upi_limit=100000,
    upi_limit_special=500000,
    upi_cool=5000,
    upi_txn_day=20,
    upi_lite_txn=1000,
    upi_lite_bal=5000,
    imps_max=500000,
    rtgs_min=200000,
    nb_tpt_default=1000000,
    nb_tpt_max=2500000,
    app_tpt_default=500000,
    ben_cool_amt=50000,
    ben_cool_hours=24,
    # loans
    rllr="8.25%",
    rllr_wef="1 June 2025",
    hl_rates=[
        ("800 and above", "8.45%", "8.55%"),
        ("750 to 799", "8.70%", "8.80%"),
        ("700 to 749", "9.10%", "9.20%"),
        ("Below 700 / no score", "9.65%", "9.90%"),
    ],
    hl_women="0.05%",
    hl_pf="0.50% of the loan amount, maximum ₹10,000 plus GST",
    hl_max_tenure=30,
    hl_max_age=70,
    pl_rate="10.75% to 21.00%",
    pl_min=50000,
    pl_max=4000000,
    pl_tenure="12 to 72 months",
    car_rate="8.90% to 10.60%",
    tw_rate="10.50% to 16.50%",
    edu_rate="9.15% to 11.25%",
    gold_rate="8.95% to 14.00%",
    gold_ltv="75%",
    gold_pergram_date="2 June 2025",
    gold_pergram_22="₹6,720",
    gold_pergram_18="₹5,500",
    lap_rate="9.50% to 12.00%",
    emi_bounce="₹500 plus GST",
    penal="2% per annum on the overdue instalment",
    lad_note="Loan against FD",
    # services
    cheque_free=25,
    cheque_leaf="₹4",
    stop_pay="₹100 plus GST per cheque (₹250 plus GST for a range of cheques)",
    bounce_issued="₹500 plus GST",
    bounce_deposited="₹150 plus GST",
    posipay_min=50000,
    posipay_mand=500000,
    doorstep_fee="₹75 plus GST per visit",
    locker=[
        ("Small", "₹2,000", "₹1,500", "₹1,000"),
        ("Medium", "₹4,000", "₹3,000", "₹2,000"),
        ("Large", "₹8,000", "₹6,000", "₹4,000"),
        ("Extra Large", "₹12,000", "₹9,000", "₹6,000"),
    ],
    deceased_limit="₹15 lakh",
    # investments
    ppf_rate="7.1%",
    ssy_rate="8.2%",
    small_savings_qtr="July–September 2025",
    arn="ARN-118247",
    demat_amc="₹300 plus GST",
    pmjjby="₹436",
    pmsby="₹20",
    life_insurer="Himalaya Life Insurance Co. Ltd",
    health_insurer="Shikara Health Insurance Ltd",
    general_insurer="Vitasta General Insurance Co. Ltd",
    broker="Jhelum Securities Ltd",
)


def fd_rate(label):
    for l, r in F["fd_rates"]:
        if l == label:
            return r
    raise KeyError(label)


def pct(x):
    return f"{x:.2f}%"


# --------------------------------------------------------------------------------------
# Block types used in answers
# --------------------------------------------------------------------------------------
class B:
    """Bulleted list. Items are strings or (string, [sub-items])."""

    def __init__(self, *items):
        self.items = list(items)


class N:
    """Auto-numbered list (w:numPr). Items are strings or (string, [sub-items])."""

    def __init__(self, *items):
        self.items = list(items)


class T:
    """Table with a header row."""

    def __init__(self, header, rows, style=None, widths=None):
        self.header, self.rows, self.style, self.widths = header, rows, style, widths


class P:
    """Paragraph with an explicit style (e.g. 'Quote', 'No Spacing')."""

    def __init__(self, text, style):
        self.text, self.style = text, style


_TOKEN = re.compile(r"(\*\*.+?\*\*|__.+?__|\[[^\]]+\]\([^)\s]+\)|\n)")


# --------------------------------------------------------------------------------------
# Builder
# --------------------------------------------------------------------------------------
class HelpDoc:
    def __init__(
        self,
        *,
        qlevel=2,
        table_style="Table Grid",
        font="Calibri",
        size=11,
        list_style="List Paragraph",
        helpful=False,
        author="Jhelum Bank Digital Team",
        title_meta="",
    ):
        self.doc = Document()
        self.qlevel = qlevel
        self.table_style = table_style
        self.list_style = list_style
        self.helpful = helpful
        self.questions = 0
        self._num_id = 100
        self._setup_styles(font, size)
        self._setup_numbering()
        cp = self.doc.core_properties
        cp.author = author
        cp.last_modified_by = author
        cp.title = title_meta
        cp.subject = "Help & FAQs"
        cp.keywords = "Jhelum Bank; help; FAQ"

    # ---- set-up ------------------------------------------------------------------
    def _setup_styles(self, font, size):
        st = self.doc.styles
        normal = st["Normal"]
        normal.font.name = font
        normal.font.size = Pt(size)
        rpr = normal.element.get_or_add_rPr()
        rfonts = rpr.find(qn("w:rFonts"))
        if rfonts is None:
            rfonts = OxmlElement("w:rFonts")
            rpr.insert(0, rfonts)
        for a in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
            rfonts.set(qn(a), font)
        if "Hyperlink" not in [s.name for s in st]:
            h = st.add_style("Hyperlink", WD_STYLE_TYPE.CHARACTER)
            h.base_style = st["Default Paragraph Font"]
            h.font.color.rgb = RGBColor(0x05, 0x63, 0xC1)
            h.font.underline = True
            h.unhide_when_used = True
            h.priority = 99

    def _setup_numbering(self):
        numbering = self.doc.part.numbering_part.element
        dec = parse_xml(
            f'<w:abstractNum {nsdecls("w")} w:abstractNumId="90">'
            '<w:nsid w:val="4A1E0C21"/><w:multiLevelType w:val="hybridMultilevel"/>'
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
            '<w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>'
            '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/>'
            '<w:lvlText w:val="%2)"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl>'
            '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/>'
            '<w:lvlText w:val="%3."/><w:lvlJc w:val="right"/>'
            '<w:pPr><w:ind w:left="2160" w:hanging="180"/></w:pPr></w:lvl>'
            "</w:abstractNum>"
        )
        bul = parse_xml(
            f'<w:abstractNum {nsdecls("w")} w:abstractNumId="91">'
            '<w:nsid w:val="5B2F1D32"/><w:multiLevelType w:val="hybridMultilevel"/>'
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>'
            '<w:lvlText w:val="\uf0b7"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>'
            '<w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr></w:lvl>'
            '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/>'
            '<w:lvlText w:val="o"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr>'
            '<w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:cs="Courier New" w:hint="default"/></w:rPr></w:lvl>'
            '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="bullet"/>'
            '<w:lvlText w:val="\uf0a7"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="2160" w:hanging="360"/></w:pPr>'
            '<w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings" w:hint="default"/></w:rPr></w:lvl>'
            "</w:abstractNum>"
        )
        first_num = numbering.find(qn("w:num"))
        for a in (dec, bul):
            if first_num is not None:
                first_num.addprevious(a)
            else:
                numbering.append(a)
        self._numbering = numbering

    def _new_num(self, abstract_id, restart):
        self._num_id += 1
        nid = self._num_id
        xml = f'<w:num {nsdecls("w")} w:numId="{nid}"><w:abstractNumId w:val="{abstract_id}"/>'
        if restart:
            xml += '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>'
        xml += "</w:num>"
        self._numbering.append(parse_xml(xml))
        return nid

    # ---- inline text ---------------------------------------------------------------
    def _add_hyperlink(self, par, text, url, bold=False):
        r_id = par.part.relate_to(url, RT.HYPERLINK, is_external=True)
        h = OxmlElement("w:hyperlink")
        h.set(qn("r:id"), r_id)
        h.set(qn("w:history"), "1")
        r = OxmlElement("w:r")
        rpr = OxmlElement("w:rPr")
        rs = OxmlElement("w:rStyle")
        rs.set(qn("w:val"), "Hyperlink")
        rpr.append(rs)
        if bold:
            rpr.append(OxmlElement("w:b"))
        r.append(rpr)
        t = OxmlElement("w:t")
        t.set(qn("xml:space"), "preserve")
        t.text = text
        r.append(t)
        h.append(r)
        par._p.append(h)

    def fill(self, par, text, bold=False, italic=False, size=None, color=None):
        """Write marked-up text into a paragraph: **bold**, __italic__, [text](url), \\n = line break."""
        for tok in _TOKEN.split(text):
            if not tok:
                continue
            if tok == "\n":
                par.add_run().add_break()
                continue
            if tok.startswith("**") and tok.endswith("**") and len(tok) > 4:
                self.fill(par, tok[2:-2], bold=True, italic=italic, size=size, color=color)
                continue
            if tok.startswith("__") and tok.endswith("__") and len(tok) > 4:
                self.fill(par, tok[2:-2], bold=bold, italic=True, size=size, color=color)
                continue
            m = re.fullmatch(r"\[([^\]]+)\]\(([^)\s]+)\)", tok)
            if m:
                self._add_hyperlink(par, m.group(1), m.group(2), bold=bold)
                continue
            run = par.add_run(tok)
            if bold:
                run.bold = True
            if italic:
                run.italic = True
            if size:
                run.font.size = Pt(size)
            if color:
                run.font.color.rgb = RGBColor.from_string(color)
        return par

    # ---- block level ---------------------------------------------------------------
    def title(self, text, style="Title"):
        return self.fill(self.doc.add_paragraph(style=style), text)

    def heading(self, text, level):
        # add_heading() would strip nothing, but we build by style so that trailing
        # spaces / NBSPs survive exactly as typed.
        p = self.doc.add_paragraph(style=f"Heading {level}")
        if text:
            p.add_run(text)
        return p

    def h1(self, text):
        return self.heading(text, 1)

    def h2(self, text):
        return self.heading(text, 2)

    def h3(self, text):
        return self.heading(text, 3)

    def p(self, text="", style=None, **kw):
        par = self.doc.add_paragraph(style=style)
        return self.fill(par, text, **kw)

    def updated(self, date, prefix="Last updated: ", italic=True):
        return self.p(prefix + date, italic=italic, size=9, color="595959")

    def _list(self, items, abstract_id, restart):
        nid = self._new_num(abstract_id, restart)
        self._list_items(items, nid, 0)

    def _list_items(self, items, nid, lvl):
        for it in items:
            if isinstance(it, tuple):
                text, subs = it
            else:
                text, subs = it, None
            par = self.doc.add_paragraph(style=self.list_style)
            ppr = par._p.get_or_add_pPr()
            numpr = parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{lvl}"/><w:numId w:val="{nid}"/></w:numPr>')
            # numPr must follow pStyle inside pPr
            pstyle = ppr.find(qn("w:pStyle"))
            if pstyle is not None:
                pstyle.addnext(numpr)
            else:
                ppr.insert(0, numpr)
            self.fill(par, text)
            if subs:
                self._list_items(subs, nid, lvl + 1)

    def bullets(self, items):
        self._list(items, 91, False)

    def numbers(self, items):
        self._list(items, 90, True)

    def table(self, header, rows, style=None, widths=None):
        tbl = self.doc.add_table(rows=1, cols=len(header))
        tbl.style = self.doc.styles[style or self.table_style]
        hdr = tbl.rows[0]
        trpr = hdr._tr.get_or_add_trPr()
        th = OxmlElement("w:tblHeader")
        trpr.append(th)
        for cell, h in zip(hdr.cells, header):
            cell.paragraphs[0].text = ""
            self.fill(cell.paragraphs[0], h, bold=True)
        for row in rows:
            cells = tbl.add_row().cells
            for cell, val in zip(cells, row):
                self.fill(cell.paragraphs[0], str(val))
        if widths:
            from docx.shared import Cm

            for row in tbl.rows:
                for cell, w in zip(row.cells, widths):
                    cell.width = Cm(w)
        return tbl

    def block(self, b):
        if isinstance(b, str):
            self.p(b)
        elif isinstance(b, B):
            self.bullets(b.items)
        elif isinstance(b, N):
            self.numbers(b.items)
        elif isinstance(b, T):
            self.table(b.header, b.rows, style=b.style, widths=b.widths)
        elif isinstance(b, P):
            self.p(b.text, style=b.style)
        elif callable(b):
            b(self)
        else:
            raise TypeError(b)

    def q(self, question, *answer, level=None, helpful=None):
        """One help-centre question: heading + answer blocks."""
        self.heading(question, level or self.qlevel)
        if question.strip(" " + NBSP):
            self.questions += 1
        for b in answer:
            self.block(b)
        if helpful if helpful is not None else self.helpful:
            self.p("Was this answer helpful? Yes | No", size=9, color="7F7F7F")

    # ---- page furniture ------------------------------------------------------------
    @staticmethod
    def _field(par, instr, placeholder="1"):
        def run_with(child):
            r = OxmlElement("w:r")
            r.append(child)
            par._p.append(r)

        b = OxmlElement("w:fldChar")
        b.set(qn("w:fldCharType"), "begin")
        run_with(b)
        it = OxmlElement("w:instrText")
        it.set(qn("xml:space"), "preserve")
        it.text = f" {instr} "
        run_with(it)
        s = OxmlElement("w:fldChar")
        s.set(qn("w:fldCharType"), "separate")
        run_with(s)
        t = OxmlElement("w:t")
        t.text = placeholder
        run_with(t)
        e = OxmlElement("w:fldChar")
        e.set(qn("w:fldCharType"), "end")
        run_with(e)

    def header_text(self, text, align=WD_ALIGN_PARAGRAPH.RIGHT):
        sec = self.doc.sections[0]
        par = sec.header.paragraphs[0]
        par.text = ""
        self.fill(par, text, size=9, color="404040")
        par.alignment = align

    def page_x_of_y(self, prefix="Page ", mid=" of ", align=WD_ALIGN_PARAGRAPH.CENTER, left_text=None):
        sec = self.doc.sections[0]
        par = sec.footer.paragraphs[0]
        par.text = ""
        if left_text:
            par.add_run(left_text + "\t\t")
        else:
            par.alignment = align
        par.add_run(prefix)
        self._field(par, "PAGE")
        par.add_run(mid)
        self._field(par, "NUMPAGES", placeholder="1")

    def save(self, path):
        self.doc.save(path)


def emi(principal, annual_rate_pct, months):
    r = annual_rate_pct / 1200.0
    return principal * r * (1 + r) ** months / ((1 + r) ** months - 1)


def inr_round(x):
    return inr(int(round(x)))
