"""07: One two-column Question | Answer table per category.  The category is
the first row of each table, a merged cell (gridSpan=2) spanning both
columns; there is no heading outside the tables.  Some answer cells contain
bullet paragraphs or a nested table.
"""

import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Inches, RGBColor
from common import *

STEM = "gb07_recurring_deposit_faq_tables"
TITLE = "Recurring Deposit – Frequently Asked Questions"
INTRO = (
    "A Recurring Deposit (RD) helps you save a fixed amount every month and earn term-deposit interest on it. "
    "Instalments start from ₹100 per month."
)

CATS = [
    (
        "Opening an RD Account",
        [
            (
                "Who can open a recurring deposit?",
                [
                    (
                        "p",
                        "Individuals singly or jointly, minors above 10 years of age (operating independently), guardians on "
                        "behalf of younger minors, Hindu Undivided Families, clubs and associations can open an RD.",
                    ),
                ],
                ["minors above 10 years of age"],
            ),
            (
                "What are the minimum and maximum monthly instalments?",
                [
                    (
                        "p",
                        "The minimum instalment is ₹100, in multiples of ₹10. There is no maximum limit, but instalments of "
                        "₹2 crore or more are treated as bulk deposits.",
                    ),
                ],
                ["in multiples of ₹10"],
            ),
            (
                "For what period can I open an RD?",
                [
                    ("p", "Any period from 6 months to 10 years, in multiples of 3 months."),
                ],
                ["in multiples of 3 months"],
            ),
            (
                "Can I open an RD online?",
                [
                    (
                        "p",
                        "Yes. Use net banking or the GodavariPay app. The instalment is debited automatically from your "
                        "linked savings account on a date you choose between the 1st and 28th of the month.",
                    ),
                ],
                ["between the 1st and 28th"],
            ),
        ],
    ),
    (
        "Interest and Tax",
        [
            (
                "What interest rate will my RD earn?",
                [
                    ("p", "RDs earn the same rate as fixed deposits of the same tenure, compounded quarterly:"),
                    (
                        "table",
                        [
                            ["Tenure", "General public", "Senior citizens"],
                            ["6 months to less than 1 year", "5.75%", "6.25%"],
                            ["1 year to less than 2 years", "6.80%", "7.30%"],
                            ["2 years to less than 3 years", "7.00%", "7.50%"],
                            ["3 years to 10 years", "6.75%", "7.25%"],
                        ],
                    ),
                ],
                ["compounded quarterly", "7.30%"],
            ),
            (
                "Is TDS deducted on RD interest?",
                [
                    (
                        "p",
                        "Yes, if your total interest from all deposits with the Bank exceeds ₹40,000 in a financial year "
                        "(₹50,000 for senior citizens). You can avoid TDS by submitting Form 15G or Form 15H if your income "
                        "is below the taxable limit.",
                    ),
                ],
                ["₹50,000 for senior citizens", "Form 15G or Form 15H"],
            ),
            (
                "Do senior citizens get extra interest?",
                [
                    (
                        "p",
                        "Senior citizens aged 60 years and above get 0.50% more than the card rate. Super senior citizens "
                        "aged 80 years and above get an additional 0.10%.",
                    ),
                ],
                ["aged 80 years and above"],
            ),
        ],
    ),
    (
        "Missed Instalments and Closure",
        [
            (
                "What happens if I miss an instalment?",
                [
                    ("p", "A penalty is charged for every month of delay:"),
                    (
                        "table",
                        [
                            ["Tenure of RD", "Penalty"],
                            ["Up to 5 years", "₹1.50 per ₹100 per month of delay"],
                            ["Above 5 years", "₹2.00 per ₹100 per month of delay"],
                        ],
                    ),
                    (
                        "ul",
                        [
                            "The penalty is recovered from the next instalment paid.",
                            "After 6 consecutive missed instalments the RD is closed and the balance credited to your "
                            "savings account.",
                        ],
                    ),
                ],
                ["₹1.50 per ₹100 per month of delay", "6 consecutive missed instalments"],
            ),
            (
                "Can I close my RD before maturity?",
                [
                    (
                        "p",
                        "Yes. Interest is paid at the rate applicable for the period the deposit actually ran, reduced by 1%. "
                        "No interest is paid if the RD is closed within 3 months of opening.",
                    ),
                ],
                ["reduced by 1%", "within 3 months of opening"],
            ),
            (
                "Can I take a loan against my RD?",
                [
                    (
                        "p",
                        "Yes, up to 90% of the balance in the account. The interest on the loan is 2% above the RD interest "
                        "rate.",
                    ),
                ],
                ["up to 90% of the balance", "2% above the RD interest rate"],
            ),
            (
                "What happens on maturity?",
                [
                    (
                        "p",
                        "The maturity amount is credited to your linked savings account on the maturity date. If you have "
                        "given standing instructions, it is instead renewed as a fixed deposit for the same tenure.",
                    ),
                ],
                ["linked savings account on the maturity date"],
            ),
        ],
    ),
]


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    tcPr.append(parse_xml('<w:shd %s w:val="clear" w:color="auto" w:fill="%s"/>' % (nsdecls("w"), fill)))


def fill_cell(cell, blocks):
    first = True
    for kind, body in blocks:
        if kind == "p":
            p = cell.paragraphs[0] if first else cell.add_paragraph()
            p.add_run(body)
        elif kind == "ul":
            for it in body:
                p = cell.add_paragraph(it, style="List Bullet")
        elif kind == "table":
            if first:
                cell.paragraphs[0].add_run("")
            nt = cell.add_table(rows=len(body), cols=len(body[0]))
            nt.style = cell.part.document.styles["Table Grid"]
            for i, row in enumerate(body):
                for j, v in enumerate(row):
                    nt.cell(i, j).text = v
                    if i == 0:
                        nt.cell(i, j).paragraphs[0].runs[0].bold = True
            # python-docx adds the paragraph Word requires after a nested table
        first = False


def main():
    doc = docx.Document()
    doc.styles["Normal"].font.name = "Arial"
    doc.styles["Normal"].font.size = Pt(10)
    doc.add_paragraph(TITLE, style="Title")
    doc.add_paragraph(INTRO)
    for cat, qs in CATS:
        t = doc.add_table(rows=2 + len(qs), cols=2)
        t.style = doc.styles["Table Grid"]
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        top = t.cell(0, 0).merge(t.cell(0, 1))
        r = top.paragraphs[0].add_run(cat)
        r.bold = True
        r.font.size = Pt(12)
        r.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
        shade(top, "1F4E79")
        for j, h in enumerate(("Question", "Answer")):
            c = t.cell(1, j)
            c.paragraphs[0].add_run(h).bold = True
            shade(c, "D9E2F3")
        for i, (q, blocks, _) in enumerate(qs, start=2):
            t.cell(i, 0).paragraphs[0].add_run(q)
            fill_cell(t.cell(i, 1), blocks)
        for row in t.rows:
            row.cells[0].width = Inches(2.2)
            row.cells[-1].width = Inches(4.3)
        doc.add_paragraph()
    doc.add_paragraph(
        "Interest rates are subject to change. For the latest rates call 1800 425 7700 or visit www.godavaribank.co.in."
    )
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))
    sections = [sec([], first_words(INTRO), ["₹100 per month"])] + faq_sections(CATS)
    write_expected(
        STEM,
        "python-docx: one Question|Answer table per category; category = first row merged "
        "(gridSpan=2); nested tables and bullets inside answer cells",
        TITLE,
        sections,
        notes="Each table: row 0 = merged category cell, row 1 = 'Question | Answer' header row, then one "
        "row per question. Nested tables inside answer cells for 'What interest rate...' and "
        "'What happens if I miss an instalment?'.",
    )


if __name__ == "__main__":
    main()
