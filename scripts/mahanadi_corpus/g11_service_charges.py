"""11 - Service charges for cash, ATM and SMS.
Habit: schedule of charges kept by the finance team: the title and category lines are
TYPED IN LOWER CASE and shown in capitals only through w:caps (in a custom 'Charge
Category' style; one category and the title carry w:caps as direct run formatting
instead).  Items are statement-style headings without question marks - bold, slightly
larger Normal paragraphs, some ending in a colon - followed by text and charge tables.
Convention: paths show what the reader sees, i.e. the capitalised category text."""

from common import *
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

STEM = "11_service_charges_cash_atm_sms"
TITLE_TYPED = "schedule of service charges – cash, atm, sms and cards"
DOC = {
    "title": TITLE_TYPED.upper(),
    "intro": [
        "Effective from 1 April 2025. All charges are exclusive of GST at 18%. Charges marked 'Nil' are not levied. "
        "Mahanadi Sahakari Bank Ltd. gives at least 30 days' notice before any change in charges.",
    ],
    "cats": [
        {
            "name": "atm and debit card",
            "direct_caps": False,
            "qs": [
                (
                    "Free ATM withdrawals at Mahanadi Bank ATMs",
                    [
                        "Savings account customers get 5 free transactions a month at our own ATMs, including both "
                        "financial and non-financial transactions. Beyond the free limit, each cash withdrawal costs ₹21 and "
                        "each balance enquiry or mini statement costs ₹10. Salary Plus and senior citizen accounts get "
                        "unlimited free transactions at our ATMs.",
                    ],
                ),
                (
                    "Other banks' ATMs:",
                    [
                        (
                            "table",
                            [
                                ["Location", "Free transactions per month", "Charge beyond free limit"],
                                [
                                    "Metro centres (Mumbai, New Delhi, Chennai, Kolkata, Bengaluru, Hyderabad)",
                                    "3",
                                    "₹23 per cash withdrawal; ₹11 per non-financial",
                                ],
                                [
                                    "Other centres, including Cuttack and Bhubaneswar",
                                    "5",
                                    "₹23 per cash withdrawal; ₹11 per non-financial",
                                ],
                            ],
                        ),
                        "A declined transaction due to insufficient balance costs ₹25.",
                    ],
                ),
                (
                    "Debit card annual fee",
                    [
                        (
                            "table",
                            [
                                ["Card", "Issuance", "Annual fee (from 2nd year)", "Replacement"],
                                ["RuPay Classic", "Nil", "₹150", "₹200"],
                                ["RuPay Platinum", "Nil", "₹350", "₹250"],
                                ["RuPay Select", "₹500", "₹750", "₹300"],
                            ],
                        ),
                        "The annual fee is waived if the card is used for purchases of ₹25,000 or more in the previous year.",
                    ],
                ),
            ],
        },
        {
            "name": "cash transactions at the branch",
            "direct_caps": True,
            "intro": [
                "Cash limits are counted per account per calendar month across all branches. Deposits into loan accounts "
                "and credit card payments are not counted.",
            ],
            "qs": [
                (
                    "Cash deposit at home branch:",
                    [
                        "Free up to ₹2 lakh or 10 deposits a month, whichever is earlier. Beyond that, ₹3.50 per ₹1,000 "
                        "(minimum ₹50) is charged.",
                    ],
                ),
                (
                    "Cash deposit at non-home branch:",
                    [
                        "Free up to ₹25,000 per day. Beyond that, ₹4 per ₹1,000 (minimum ₹50) is charged. Cash deposits by "
                        "third parties are limited to ₹50,000 per day and require the depositor's PAN.",
                    ],
                ),
                (
                    "Cash withdrawal by withdrawal slip",
                    [
                        "Four withdrawals a month using a withdrawal slip are free. From the fifth withdrawal, ₹50 is charged "
                        "each time. Withdrawals by cheque are free.",
                    ],
                ),
                (
                    "Coin and note exchange",
                    [
                        "Exchange of soiled notes and coins is free for all members of the public up to 20 notes per day. "
                        "Cash handling charges of ₹2 per 100 coins apply for coin deposits above 500 coins.",
                    ],
                ),
            ],
        },
        {
            "name": "sms alerts and statements",
            "direct_caps": False,
            "qs": [
                (
                    "SMS alert charges",
                    [
                        "SMS alerts for all debits and for credits above ₹1,000 are charged at actual cost, currently ₹0.20 "
                        "per SMS, recovered quarterly up to a maximum of ₹15 per quarter. Basic savings bank deposit accounts "
                        "and accounts of pensioners are exempt. Email alerts are free.",
                    ],
                ),
                (
                    "Duplicate passbook and statement",
                    [
                        (
                            "ul",
                            [
                                "Duplicate passbook: ₹100 (free for senior citizens)",
                                "Statement for the last 6 months at the branch: ₹50 per statement",
                                "Older statement (beyond 6 months): ₹100 per year of statement",
                                "e-Statement through internet banking: Nil",
                            ],
                        ),
                    ],
                ),
                (
                    "Other charges",
                    [
                        (
                            "ul",
                            [
                                "Cheque book: first 25 leaves in a year free, then ₹4 per leaf",
                                "Stop payment of cheque: ₹100 per instrument",
                                "Balance certificate or interest certificate: ₹50 (free once a year)",
                            ],
                        ),
                        "For a complete list call 1800 345 7070 or see www.mahanadibank.example/charges.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx: title and category text typed in lower case, rendered in capitals via w:caps (custom "
    "'Charge Category' style; direct run caps on the title and one category); statement-style bold "
    "Normal headings without question marks, some ending in ':'; charge tables"
)


def add_caps(run):
    rPr = run._r.get_or_add_rPr()
    rPr.append(OxmlElement("w:caps"))


def build():
    d = Document()
    st = d.styles.add_style("Charge Category", WD_STYLE_TYPE.PARAGRAPH)
    st.base_style = d.styles["Normal"]
    st.font.bold = True
    st.font.size = Pt(13)
    st.font.all_caps = True
    st.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    pPr = st.element.get_or_add_pPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), "7B2C2C")
    pPr.append(shd)
    st.paragraph_format.space_before = Pt(14)

    p = d.add_paragraph()
    r = p.add_run(TITLE_TYPED)
    r.bold = True
    r.font.size = Pt(17)
    add_caps(r)
    for b in DOC["intro"]:
        d.add_paragraph(b).runs[0].italic = True
    for cat in DOC["cats"]:
        if cat["direct_caps"]:
            p = d.add_paragraph()
            r = p.add_run(cat["name"])
            r.bold = True
            r.font.size = Pt(13)
            r.font.color.rgb = RGBColor(0x7B, 0x2C, 0x2C)
            add_caps(r)
        else:
            d.add_paragraph(cat["name"], style="Charge Category")
        for b in cat.get("intro") or []:
            d.add_paragraph(b)
        for q, blocks in cat["qs"]:
            p = d.add_paragraph()
            r = p.add_run(q)
            r.bold = True
            r.font.size = Pt(11.5)
            p.paragraph_format.keep_with_next = True
            render_blocks_basic(d, blocks, table_fn=lambda dd, rows: add_simple_table(dd, rows, header_fill="F2DCDB"))
    d.add_paragraph("Mahanadi Sahakari Bank Ltd., Head Office, Cuttack · care@mahanadibank.example")
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC, cat_label=lambda c: c.upper()))
