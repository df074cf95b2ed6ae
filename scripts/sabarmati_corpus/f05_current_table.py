"""Habit 5: three-column table FAQ ("Sr. No. | Query | Response").
Title paragraph above one big table; category rows span all three columns (gridSpan)
in bold; some Response cells hold several paragraphs and bullet lists."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from docx.shared import Cm, Pt

FILE = "Current_Account_FAQ.docx"

DOC = {
    "title": "SABARMATI BANK OF INDIA\nFrequently Asked Questions on Current Accounts",
    "cats": [
        {
            "name": "A. Variants and Balance Requirements",
            "qs": [
                {
                    "q": "What are the variants of current account offered by the Bank?",
                    "a": [
                        (
                            "p",
                            "The Bank offers three current account variants for shops, traders, professionals and businesses:",
                        ),
                        (
                            "ul",
                            [
                                "Vyapar Basic Current Account – for small shops and start-up businesses",
                                "Vyapar Plus Current Account – for medium traders and professionals",
                                "Vyapar Premium Current Account – for businesses with high turnover and cash handling",
                            ],
                        ),
                        ("p", "The features of each variant are explained in Sr. No. 2 to 7 below."),
                    ],
                },
                {
                    "q": "What is the Monthly Average Balance (MAB) requirement?",
                    "a": [
                        ("p", "The MAB requirement is the same at all branches:"),
                        ("ul", ["Vyapar Basic: ₹10,000", "Vyapar Plus: ₹50,000", "Vyapar Premium: ₹2,00,000"]),
                    ],
                },
                {
                    "q": "What are the charges for non-maintenance of MAB?",
                    "a": [
                        (
                            "p",
                            "Vyapar Basic – ₹300 per month; Vyapar Plus – ₹750 per month; Vyapar Premium – ₹1,500 per month, plus GST. Charges are debited on the first working day of the following month.",
                        ),
                    ],
                },
                {
                    "q": "Is any interest paid on balances in a current account?",
                    "a": [
                        (
                            "p",
                            "No. As per RBI directions, no interest is paid on current account balances. Customers may opt for the auto-sweep facility, under which balances above ₹1,00,000 are swept into term deposits in multiples of ₹10,000 for 181 days.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "B. Cash Deposit and Other Charges",
            "qs": [
                {
                    "q": "What is the free cash deposit limit per month?",
                    "a": [
                        (
                            "p",
                            "Cash deposits at the home branch are free up to the following limits per calendar month:",
                        ),
                        ("ul", ["Vyapar Basic: ₹2 lakh", "Vyapar Plus: ₹10 lakh", "Vyapar Premium: ₹25 lakh"]),
                        (
                            "p",
                            "Cash deposited through the Bank's cash deposit machines is counted within the same limit.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for cash deposit beyond the free limit?",
                    "a": [
                        (
                            "p",
                            "₹3.50 per ₹1,000 (minimum ₹50 per transaction) plus GST is charged on the amount deposited in excess of the free limit.",
                        ),
                        (
                            "p",
                            "Cash deposits in coins are accepted up to ₹1,000 per day free of charge; beyond that a handling charge of 1% of the value applies.",
                        ),
                    ],
                },
                {
                    "q": "How many cheque leaves are free?",
                    "a": [
                        (
                            "p",
                            "Vyapar Basic – 50 leaves per quarter; Vyapar Plus – 200 leaves per quarter; Vyapar Premium – no limit. Additional leaves cost ₹5 per leaf plus GST. Multi-city (payable-at-par) cheques are issued to all variants.",
                        ),
                    ],
                },
                {
                    "q": "Is cash deposit at non-home branches allowed?",
                    "a": [
                        (
                            "p",
                            "Yes. Cash can be deposited at any branch. Deposits at non-home branches are free up to ₹50,000 per day; above this, ₹4 per ₹1,000 (minimum ₹50) plus GST is charged. Cash withdrawal at non-home branches by self cheque is allowed up to ₹1,00,000 per day.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "C. Documents for Opening",
            "qs": [
                {
                    "q": "What documents are required to open an account for a sole proprietorship firm?",
                    "a": [
                        (
                            "p",
                            "KYC documents of the proprietor (PAN and one Officially Valid Document), and any two of the following in the name of the firm:",
                        ),
                        (
                            "ul",
                            [
                                "GST registration certificate",
                                "Udyam registration certificate",
                                "Shop and Establishment registration certificate",
                                "Professional tax registration or IEC issued by DGFT",
                                "Complete income-tax return in the name of the proprietor reflecting the firm's income",
                                "Utility bill (electricity, water, landline) in the name of the firm",
                            ],
                        ),
                        (
                            "p",
                            "Where only one document is available, the account may be opened after a contact point verification by the branch.",
                        ),
                    ],
                },
                {
                    "q": "What documents are required to open an account for a partnership firm?",
                    "a": [
                        (
                            "ul",
                            [
                                "Registration certificate of the firm (if registered)",
                                "Partnership deed",
                                "PAN of the partnership firm",
                                "KYC documents of all partners and of persons holding a power of attorney",
                                "Mandate letter signed by all partners authorising the persons to operate the account",
                            ],
                        ),
                    ],
                },
                {
                    "q": "What documents are required to open an account for a private or public limited company?",
                    "a": [
                        ("p", "The following are required:"),
                        (
                            "ul",
                            [
                                "Certificate of Incorporation",
                                "Memorandum and Articles of Association",
                                "PAN of the company",
                                "Board Resolution authorising the opening of the account and naming the authorised signatories",
                                "KYC documents of the authorised signatories and of the beneficial owners",
                                "Names of the senior management (Managing Director, Directors, Company Secretary)",
                            ],
                        ),
                        ("p", "The registered office address is verified from the MCA portal."),
                    ],
                },
                {
                    "q": "What documents are required to open an account for an LLP?",
                    "a": [
                        (
                            "p",
                            "LLP agreement, Certificate of Incorporation, PAN of the LLP, resolution of the designated partners and KYC documents of the designated partners and authorised signatories.",
                        ),
                    ],
                },
                {
                    "q": "Who is a beneficial owner and why are their details required?",
                    "a": [
                        (
                            "p",
                            "A beneficial owner is the natural person who ultimately owns or controls the customer. For a company it is a person holding more than 10% of the shares or capital or profits; for a partnership firm or LLP, more than 10% of the capital or profits.",
                        ),
                        (
                            "p",
                            "Details are collected under the Prevention of Money Laundering Rules, and a declaration of beneficial ownership has to be submitted at account opening and whenever it changes.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "D. Operations and Closure",
            "qs": [
                {
                    "q": "Can an individual open a current account for professional use?",
                    "a": [
                        (
                            "p",
                            "Yes. Doctors, chartered accountants, lawyers, architects and other professionals can open a current account in their individual name by submitting their professional registration certificate along with KYC documents.",
                        ),
                    ],
                },
                {
                    "q": "Can I get an overdraft in my current account?",
                    "a": [
                        (
                            "p",
                            "An overdraft against fixed deposits (up to 90% of the deposit) is available in all variants. A business overdraft (Vyapar OD) of up to ₹25 lakh is available to Vyapar Plus and Premium customers with a satisfactory account conduct of at least 12 months, subject to credit appraisal.",
                        ),
                        (
                            "p",
                            "As per RBI norms, a current account with overdraft can be maintained only with a bank having the required share of the borrower's total bank exposure.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for closing a current account?",
                    "a": [
                        (
                            "p",
                            "Nil if closed within 14 days of opening or after 1 year; ₹1,000 plus GST if closed after 14 days but within 1 year. Unused cheque leaves must be surrendered at the time of closure.",
                        ),
                    ],
                },
            ],
        },
    ],
}


def set_cell_bg(cell, color):
    cell._tc.get_or_add_tcPr().append(
        parse_xml(f'<w:shd {nsdecls("w")} w:val="clear" w:color="auto" w:fill="{color}"/>')
    )


def fill_cell(cell, blocks):
    first = True
    for b in blocks:
        items = [b[1]] if b[0] in ("p", "note") else b[1]
        for it in items:
            if first:
                p = cell.paragraphs[0]
                first = False
            else:
                p = cell.add_paragraph()
            if b[0] == "ul":
                p.style = "List Bullet"
            p.add_run(it)


def main():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    sec = d.sections[0]
    sec.left_margin = sec.right_margin = Cm(2)
    d.core_properties.author = "Retail Banking Dept"
    t1, t2 = DOC["title"].split("\n")
    for i, line in enumerate((t1, t2)):
        p = d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = p.add_run(line)
        r.bold = True
        r.font.size = Pt(14 if i == 0 else 12)
        r.underline = i == 1
    n_rows = 1 + sum(1 + len(c["qs"]) for c in DOC["cats"])
    t = d.add_table(rows=n_rows, cols=3)
    t.style = "Table Grid"
    widths = (Cm(1.4), Cm(5.2), Cm(10.4))
    for row in t.rows:
        for c, w in zip(row.cells, widths):
            c.width = w
    hdr = t.rows[0]
    for c, txt in zip(hdr.cells, ("Sr. No.", "Query", "Response")):
        c.paragraphs[0].add_run(txt).bold = True
        set_cell_bg(c, "D9D9D9")
    hdr._tr.get_or_add_trPr().append(parse_xml(f"<w:tblHeader {nsdecls('w')}/>"))
    ri, n = 1, 0
    for cat in DOC["cats"]:
        row = t.rows[ri]
        m = row.cells[0].merge(row.cells[2])
        m.paragraphs[0].add_run(cat["name"]).bold = True
        set_cell_bg(m, "F2F2F2")
        ri += 1
        for q in cat["qs"]:
            n += 1
            row = t.rows[ri]
            row.cells[0].paragraphs[0].add_run(f"{n}.")
            row.cells[1].paragraphs[0].add_run(q["q"])
            fill_cell(row.cells[2], q["a"])
            ri += 1
    p = d.add_paragraph()
    p.add_run(
        "For the complete Schedule of Service Charges, please visit www.sabarmatibank.example or contact the nearest branch."
    ).italic = True
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "Word table FAQ: title paragraphs + one 3-column table 'Sr. No. | Query | Response', bold merged (gridSpan=3) category rows, multi-paragraph/bulleted Response cells",
        title="Frequently Asked Questions on Current Accounts",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
