"""04: FAQ where each question is a bold lead-in at the start of a Normal
paragraph and the answer continues in the same paragraph.  Categories are
Heading 1.  Built with python-docx.
"""

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt
from common import *

STEM = "gb04_education_loan_faq_boldleadin"
TITLE = "Vidya Jyothi Education Loan – Questions and Answers"
INTRO = (
    "This note answers the questions that students and parents most often ask about the Godavari Bank "
    "Vidya Jyothi Education Loan. Please read it together with the sanction letter."
)

# (question, answer-in-same-paragraph, [extra blocks], [must])
CATS = [
    (
        "Eligibility",
        [
            (
                "Who is eligible for an education loan?",
                "Indian nationals who have secured admission to a recognised course in India or abroad through an "
                "entrance test or merit-based selection are eligible. The student is the main borrower and a parent or "
                "guardian must join as co-borrower.",
                [],
                ["join as co-borrower"],
            ),
            (
                "Which courses are covered?",
                "Graduate and post-graduate degrees and diplomas from recognised institutions, professional courses such "
                "as engineering, medicine, law, chartered accountancy and nursing, and approved vocational courses lasting "
                "at least 6 months.",
                [],
                ["lasting at least 6 months"],
            ),
            (
                "Is there an age limit?",
                "There is no upper age limit for the student. The co-borrower should normally be below 65 years of age at "
                "the end of the repayment period.",
                [],
                ["below 65 years of age"],
            ),
        ],
    ),
    (
        "Loan Amount and Expenses Covered",
        [
            (
                "How much can I borrow?",
                "You can borrow up to ₹30 lakh for studies in India and up to ₹1.5 crore for studies abroad, based on the "
                "cost of the course and the repayment capacity of the family.",
                [],
                ["up to ₹1.5 crore"],
            ),
            (
                "What expenses are covered by the loan?",
                "The loan covers the following expenses, as certified by the institution:",
                [
                    (
                        "ul",
                        [
                            "Tuition, examination and laboratory fees",
                            "Hostel or boarding charges",
                            "Travel expenses and passage money for studies abroad",
                            "Purchase of a laptop, up to ₹75,000",
                            "Caution deposit and library fees, up to 10% of the tuition fee",
                        ],
                    )
                ],
                ["up to ₹75,000", "up to 10% of the tuition fee"],
            ),
            (
                "Do I have to bring in a margin?",
                "No margin is required for loans up to ₹4 lakh. Above ₹4 lakh, the margin is 5% for studies in India and "
                "15% for studies abroad; scholarships can be counted towards the margin.",
                [],
                ["15% for studies abroad"],
            ),
        ],
    ),
    (
        "Interest, Security and Charges",
        [
            (
                "What is the rate of interest?",
                "The interest rate is linked to the Bank's Repo Based Lending Rate (RBLR), which is currently 9.25%. "
                "Girl students get a concession of 0.50%.",
                [
                    (
                        "table",
                        [
                            ["Loan amount", "Studies in India", "Studies abroad"],
                            ["Up to ₹7.5 lakh", "RBLR + 1.50%", "RBLR + 2.00%"],
                            ["Above ₹7.5 lakh and up to ₹40 lakh", "RBLR + 1.00%", "RBLR + 1.50%"],
                            ["Above ₹40 lakh", "Not applicable", "RBLR + 1.25%"],
                        ],
                    )
                ],
                ["concession of 0.50%", "RBLR + 2.00%"],
            ),
            (
                "Is collateral security required?",
                "No collateral is needed for loans up to ₹7.5 lakh, which are covered by the CGFSEL credit guarantee. "
                "For larger loans, tangible collateral such as property or fixed deposits worth 100% of the loan amount "
                "is required.",
                [],
                ["CGFSEL credit guarantee", "worth 100% of the loan amount"],
            ),
            (
                "What are the charges on the loan?",
                "The main charges are listed below. All charges attract GST at the applicable rate.",
                [
                    (
                        "table",
                        [
                            ["Charge", "Amount"],
                            ["Processing fee, loans up to ₹20 lakh", "Nil"],
                            ["Processing fee, loans above ₹20 lakh", "₹10,000 + GST (refunded on availing the loan)"],
                            ["Pre-payment or foreclosure", "Nil"],
                            ["Delayed EMI payment", "2% p.a. on the overdue amount"],
                        ],
                    )
                ],
                ["₹10,000 + GST", "2% p.a. on the overdue amount"],
            ),
        ],
    ),
    (
        "Repayment and Subsidy",
        [
            (
                "When do I start repaying the loan?",
                "Repayment starts after the moratorium period, which is the course period plus 12 months. Simple interest "
                "is charged during the moratorium, and you get a 1% interest concession if you pay the interest during "
                "the course.",
                [],
                ["course period plus 12 months", "1% interest concession"],
            ),
            (
                "What is the maximum repayment period?",
                "The loan can be repaid in equated monthly instalments over a maximum of 15 years after the moratorium "
                "ends.",
                [],
                ["maximum of 15 years"],
            ),
            (
                "Can I claim an interest subsidy or a tax benefit?",
                "Students whose annual family income is up to ₹4.5 lakh can claim interest subsidy for the moratorium "
                "period under the Central Sector Interest Subsidy scheme. In addition, interest paid on the loan can be "
                "deducted from taxable income under Section 80E for up to 8 years.",
                [],
                ["up to ₹4.5 lakh", "Section 80E"],
            ),
        ],
    ),
]


def add_table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = doc.styles["Table Grid"]
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = val
            if i == 0:
                for r in cell.paragraphs[0].runs:
                    r.bold = True
    return t


def main():
    doc = docx.Document()
    doc.styles["Normal"].font.name = "Calibri"
    doc.styles["Normal"].font.size = Pt(11)
    doc.add_paragraph(TITLE, style="Title")
    p = doc.add_paragraph(INTRO)
    n = 0
    for cat, qs in CATS:
        doc.add_heading(cat, level=1)
        for q, ans, extra, _ in qs:
            n += 1
            p = doc.add_paragraph(style="Normal")
            if n % 4 == 1:
                # bold run includes the trailing space
                p.add_run(q + " ").bold = True
                p.add_run(ans)
            elif n % 4 == 2:
                # question split over two bold runs (typical after editing in Word)
                cut = q.index(" ", len(q) // 2)
                p.add_run(q[:cut]).bold = True
                p.add_run(q[cut:]).bold = True
                p.add_run(" " + ans)
            else:
                p.add_run(q).bold = True
                p.add_run(" " + ans)
            p.paragraph_format.space_after = Pt(8)
            for kind, body in extra:
                if kind == "ul":
                    for it in body:
                        doc.add_paragraph(it, style="List Bullet")
                elif kind == "table":
                    add_table(doc, body)
                    doc.add_paragraph()
    doc.add_paragraph("For further help, call 1800 425 7700 or write to eduloans@godavaribank.co.in.")
    doc.core_properties.title = TITLE
    doc.core_properties.author = "Retail Assets Department"
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words(INTRO), ["Vidya Jyothi Education Loan"])]
    for cat, qs in CATS:
        for q, ans, extra, must in qs:
            sections.append(sec([cat, q], first_words(ans), must))
    write_expected(
        STEM,
        "python-docx: bold lead-in question + answer in the same Normal paragraph; categories Heading 1",
        TITLE,
        sections,
        notes="starts_with is the answer text that follows the bold question inside the same paragraph. "
        "Bold runs vary: trailing space inside bold run, question split across two bold runs.",
    )


if __name__ == "__main__":
    main()
