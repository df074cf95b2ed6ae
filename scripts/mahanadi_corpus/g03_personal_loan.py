"""03 - Personal loans.
Habit: the loans department keeps its FAQ as 'Question:' / 'Answer:' forms - a bold
label alone on its own line, the question (plain text) on the next line, then a bold
'Answer:' line and the answer paragraphs.  Categories are Heading 1."""

from common import *
from docx import Document
from docx.shared import Pt

STEM = "03_personal_loans"
DOC = {
    "title": "Mahanadi Personal Loan – Frequently Asked Questions",
    "intro": None,
    "cats": [
        {
            "name": "Eligibility and loan amount",
            "intro": [
                "The Mahanadi Personal Loan is an unsecured loan for any personal need such as a wedding, travel, medical "
                "treatment or home renovation. No security or guarantor is needed for loans up to ₹10 lakh.",
            ],
            "qs": [
                (
                    "Who is eligible for a personal loan?",
                    [
                        "Salaried employees aged 21 to 58 years with at least 1 year of continuous service and a net monthly "
                        "income of ₹20,000 or more are eligible. Self-employed professionals aged 25 to 65 years with 3 years "
                        "of income tax returns can also apply. A CIBIL score of 700 or above is normally required.",
                    ],
                ),
                (
                    "How much can I borrow?",
                    [
                        "Salaried customers can borrow up to 20 times their net monthly salary, subject to a minimum of "
                        "₹50,000 and a maximum of ₹15 lakh. Self-employed customers can borrow up to ₹10 lakh. Total EMIs, "
                        "including the new loan, should not exceed 50% of your net monthly income.",
                    ],
                ),
            ],
        },
        {
            "name": "Interest, fees and tenure",
            "qs": [
                (
                    "What is the rate of interest?",
                    [
                        "The rate is linked to the bank's 1-year MCLR, currently 9.00%, and depends on your employer category "
                        "and credit score:",
                        (
                            "table",
                            [
                                ["Customer category", "Rate of interest (p.a.)"],
                                ["Government / PSU employees, CIBIL 750+", "10.75%"],
                                ["Salary Plus account holders, CIBIL 750+", "11.25%"],
                                ["Other salaried, CIBIL 700–749", "12.50%"],
                                ["Self-employed professionals", "13.50%"],
                            ],
                        ),
                        "The rate is fixed for the full tenure once the loan is disbursed.",
                    ],
                ),
                (
                    "What is the processing fee?",
                    [
                        "A processing fee of 1% of the loan amount plus GST is charged, with a minimum of ₹1,000 and a maximum "
                        "of ₹7,500. The fee is deducted from the disbursement amount and is not refundable once the loan is "
                        "sanctioned. Pre-approved offers carry a flat fee of ₹999.",
                    ],
                ),
                (
                    "What tenures are available?",
                    [
                        "You can choose a tenure from 12 to 60 months. For a ₹3 lakh loan at 11.25% p.a., the EMI is about "
                        "₹9,857 for 36 months and ₹6,561 for 60 months. The first EMI is due on the 5th of the month after "
                        "disbursement.",
                    ],
                ),
            ],
        },
        {
            "name": "Pre-approved offers",
            "qs": [
                (
                    "What is a pre-approved personal loan?",
                    [
                        "Customers with a good repayment record and regular salary credits may see a pre-approved offer in MSB "
                        "Mobile under Loans > Pre-approved Offers. The loan is credited to your account within 10 minutes "
                        "after you accept the offer with an OTP; no documents or branch visit are required.",
                    ],
                ),
                (
                    "Is a pre-approved offer guaranteed?",
                    [
                        "The offer is valid for 30 days from the date shown in the app and is subject to a final credit check "
                        "at the time of acceptance. If your CIBIL score falls below 700 or a new EMI appears in your bureau "
                        "report, the offer may be withdrawn.",
                    ],
                ),
            ],
        },
        {
            "name": "Prepayment and foreclosure",
            "qs": [
                (
                    "Can I make a part-prepayment?",
                    [
                        "Yes, after 6 EMIs have been paid. You can prepay up to 25% of the outstanding principal once in a "
                        "financial year free of charge; prepayment above this attracts a 2% charge on the amount prepaid. "
                        "You may choose to reduce either the EMI or the remaining tenure.",
                    ],
                ),
                (
                    "How do I foreclose the loan?",
                    [
                        "Request a foreclosure statement at the branch or through the toll-free number 1800 345 7070. "
                        "Foreclosure is allowed after 12 EMIs with a charge of 3% of the principal outstanding plus GST; no "
                        "charge applies after 36 EMIs. The No Dues Certificate is issued within 7 working days of closure.",
                    ],
                ),
            ],
        },
        {
            "name": "Repayment problems",
            "qs": [
                (
                    "What happens if I miss an EMI?",
                    [
                        "A penal charge of 2% per month on the overdue EMI amount is levied, along with an ECS/NACH return "
                        "charge of ₹500 plus GST for each bounced mandate. Missed payments are reported to credit bureaus "
                        "and will lower your credit score.",
                        "If the EMI remains unpaid for more than 90 days, the loan is classified as a non-performing asset "
                        "and recovery action may be initiated.",
                    ],
                ),
                (
                    "I am facing financial difficulty. What should I do?",
                    [
                        "Contact your branch or write to care@mahanadibank.example before the EMI date. Depending on your "
                        "situation, the bank may reschedule the loan by extending the tenure by up to 12 months. Any "
                        "restructuring is reported to credit bureaus as per RBI guidelines.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx: categories in Heading 1; each Q/A as a bold 'Question:' label line, the question as a "
    "plain Normal paragraph, a bold 'Answer:' label line, then answer paragraphs"
)


def build():
    d = Document()
    t = d.add_paragraph(style="Title")
    t.add_run(DOC["title"])
    d.add_paragraph("Loans Department, Head Office, Cuttack  |  Version 3.1, January 2025")
    for cat in DOC["cats"]:
        d.add_heading(cat["name"], level=1)
        for b in cat.get("intro") or []:
            d.add_paragraph(b)
        for q, blocks in cat["qs"]:
            p = d.add_paragraph()
            p.add_run("Question:").bold = True
            p.paragraph_format.space_before = Pt(10)
            p.paragraph_format.keep_with_next = True
            d.add_paragraph(q)
            d.add_paragraph().add_run("Answer:").bold = True
            render_blocks_basic(
                d, blocks, table_fn=lambda dd, rows: add_simple_table(dd, rows, style="Light Grid Accent 1")
            )
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    model = {
        "title": DOC["title"],
        "intro": None,
        "cats": [
            {"name": c["name"], "intro": c.get("intro"), "qs": [(q, ["Answer:"] + blocks) for q, blocks in c["qs"]]}
            for c in DOC["cats"]
        ],
    }
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(model))
