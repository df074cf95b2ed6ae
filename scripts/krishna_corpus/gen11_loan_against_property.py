"""11 Loans against property.
Pipeline: a layout-by-tables document (as built by staff who format everything
with tables, or by an e-mail/intranet template): the ENTIRE content sits in one
borderless outer 1-column table. Row 1 = title banner, row 2 = intro, then per
category a shaded band row with the category name followed by a row whose cell
holds a NESTED 2-column table (question | answer). The fee table is nested one
level deeper, inside an answer cell. No heading styles anywhere.
"""

from docx import Document
from docx.shared import Pt, RGBColor, Cm
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "11_loan_against_property"
TITLE = "KGB Property Loan (Loan Against Property) – FAQs"

INTRO = (
    [
        (
            "p",
            "Unlock the value of your house or shop with a KGB Property Loan. Here are answers to the questions "
            "our customers ask most often before applying.",
        )
    ],
    ["KGB Property Loan"],
)

CATS = [
    (
        "About the loan",
        [],
        [],
        [
            (
                "What is a loan against property?",
                [
                    (
                        "p",
                        "It is a term loan given against the mortgage of residential or commercial property that you own. It "
                        "can be used for business expansion, education, marriage or medical needs, but not for speculative "
                        "purposes such as buying shares or land.",
                    ),
                ],
                ["speculative purposes", "mortgage"],
            ),
            (
                "How much can I borrow?",
                [
                    (
                        "p",
                        "You can borrow up to 60% of the market value of residential property and up to 50% for commercial "
                        "property. The minimum loan is ₹5 lakh and the maximum ₹5 crore.",
                    ),
                ],
                ["60%", "₹5 crore"],
            ),
        ],
    ),
    (
        "Eligibility and property",
        [],
        [],
        [
            (
                "Who can apply?",
                [
                    (
                        "p",
                        "Salaried and self-employed individuals aged 25 to 65 years with a steady income for at least 2 years, "
                        "as well as proprietorship and partnership firms, can apply.",
                    ),
                ],
                ["25 to 65 years"],
            ),
            (
                "Which properties are accepted?",
                [
                    ("p", "The property must be:"),
                    (
                        "ul",
                        [
                            "owned by the applicant with a clear and marketable title",
                            "within municipal or panchayat limits, with an approved plan",
                            "not agricultural land and not under any other charge",
                        ],
                    ),
                ],
                ["agricultural land", "marketable title"],
            ),
            (
                "Can the property be jointly owned?",
                [
                    (
                        "p",
                        "Yes, but all co-owners of the property must join the loan as co-borrowers and sign the mortgage "
                        "documents.",
                    ),
                ],
                ["co-borrowers"],
            ),
        ],
    ),
    (
        "Interest and charges",
        [],
        [],
        [
            (
                "What is the rate of interest?",
                [
                    (
                        "p",
                        "The rate is linked to our Repo Linked Lending Rate. At present it is 11.25% per annum (RLLR + 2.00%) "
                        "for individuals and 11.75% for firms, on a floating basis.",
                    ),
                ],
                ["11.25%", "11.75%"],
            ),
            (
                "What charges are payable?",
                [
                    ("p", "The following charges are collected upfront:"),
                    (
                        "table",
                        [
                            ["Charge", "Amount"],
                            ["Processing fee", "1% of the loan, maximum ₹25,000"],
                            ["Legal scrutiny", "₹3,000"],
                            ["Valuation (loan up to ₹1 crore)", "₹2,500"],
                            ["Valuation (loan above ₹1 crore)", "₹5,000"],
                            ["CERSAI registration", "₹100"],
                        ],
                    ),
                ],
                ["₹25,000", "CERSAI registration"],
            ),
        ],
    ),
    (
        "Repayment and closure",
        [],
        [],
        [
            (
                "How long can I take to repay?",
                [
                    (
                        "p",
                        "The loan is repaid in monthly instalments over up to 15 years, but must be closed before the "
                        "borrower turns 70.",
                    ),
                ],
                ["15 years"],
            ),
            (
                "Can I prepay or close the loan early?",
                [
                    (
                        "p",
                        "Individuals on a floating rate can prepay or foreclose at any time without charge. Firms and "
                        "fixed-rate borrowers pay 2% of the amount prepaid from other lenders’ funds.",
                    ),
                ],
                ["without charge", "2% of the amount prepaid"],
            ),
            (
                "When will I get my property documents back?",
                [
                    (
                        "p",
                        "Original documents are returned within 30 days of full repayment. If we are late, we pay you "
                        "₹5,000 per day of delay, as required by the Reserve Bank of India.",
                    ),
                ],
                ["₹5,000 per day", "30 days"],
            ),
        ],
    ),
]

NAVY = "1F3864"


def shade(cell, fill):
    cell._tc.get_or_add_tcPr().append(
        parse_xml('<w:shd %s w:val="clear" w:color="auto" w:fill="%s"/>' % (nsdecls("w"), fill))
    )


def borders(table, val="single"):
    tblPr = table._tbl.tblPr
    b = "".join(
        '<w:%s w:val="%s" w:sz="4" w:space="0" w:color="A6A6A6"/>' % (s, val)
        for s in ("top", "left", "bottom", "right", "insideH", "insideV")
    )
    tblPr.append(parse_xml("<w:tblBorders %s>%s</w:tblBorders>" % (nsdecls("w"), b)))


def write_cell(cell, blocks):
    first = True
    for kind, val in blocks:
        if kind == "p":
            p = cell.paragraphs[0] if first else cell.add_paragraph()
            p.add_run(val)
        elif kind == "ul":
            for it in val:
                p = cell.add_paragraph()
                p.paragraph_format.left_indent = Cm(0.5)
                p.add_run("– " + it)
        elif kind == "table":
            t = cell.add_table(rows=len(val), cols=len(val[0]))
            borders(t)
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    run = t.cell(r, c).paragraphs[0].add_run(txt)
                    run.font.size = Pt(9)
                    if r == 0:
                        run.bold = True
                        shade(t.cell(r, c), "DEEAF6")
        first = False


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = "LAP FAQ"
    outer = doc.add_table(rows=0, cols=1)
    borders(outer, "nil")
    r = outer.add_row().cells[0]
    shade(r, NAVY)
    run = r.paragraphs[0].add_run(TITLE)
    run.bold = True
    run.font.size = Pt(18)
    run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    r = outer.add_row().cells[0]
    write_cell(r, INTRO[0])
    for cat, cb, cm, qs in CATS:
        c = outer.add_row().cells[0]
        shade(c, "BDD7EE")
        run = c.paragraphs[0].add_run(cat)
        run.bold = True
        run.font.size = Pt(12)
        run.font.color.rgb = RGBColor.from_string(NAVY)
        c = outer.add_row().cells[0]
        inner = c.add_table(rows=len(qs), cols=2)
        borders(inner)
        for i, (qu, blocks, must) in enumerate(qs):
            qc, ac = inner.cell(i, 0), inner.cell(i, 1)
            qc.width = Cm(5.5)
            ac.width = Cm(11)
            qr = qc.paragraphs[0].add_run(qu)
            qr.bold = True
            write_cell(ac, blocks)
    c = outer.add_row().cells[0]
    run = c.paragraphs[0].add_run(
        "Krishna Gramin Bank, Head Office, Vijayawada. Call 1800 572 3300 or visit any branch."
    )
    run.italic = True
    run.font.size = Pt(8)
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    secs = build_sections(INTRO, CATS)
    write_expected(
        STEM,
        "Layout tables: everything inside one borderless 1-column outer table; category band rows; "
        "nested 2-column Q|A tables; fee table nested a further level inside an answer cell; no styles",
        TITLE,
        secs,
    )


if __name__ == "__main__":
    main()
