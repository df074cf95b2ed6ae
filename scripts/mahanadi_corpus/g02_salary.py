"""02 - Salary accounts.
Habit: knowledge-base / CMS export.  The help-centre exports an article collection to
Word: categories come out as Heading 2, each question as Heading 4 whose text is a
hyperlink to the live article URL; there is no Heading 1 or Heading 3.  Every answer
is followed by CMS chrome ("Last updated …", "Was this article helpful? Yes | No")."""

import re

from common import *
from docx import Document
from docx.shared import Pt, RGBColor

STEM = "02_salary_accounts"
DOC = {
    "title": "Help Centre › Accounts › Salary Accounts",
    "intro": [
        "Mahanadi Salary Plus accounts are opened for employees of organisations that have signed a salary tie-up "
        "with Mahanadi Sahakari Bank. Browse the articles below or search the Help Centre at "
        "www.mahanadibank.example/help.",
    ],
    "cats": [
        {
            "name": "Employer tie-up and opening",
            "qs": [
                (
                    "How does my employer tie up with the bank?",
                    [
                        "Your HR or accounts department signs a Salary Tie-up Agreement (Form SAL-TU) with the nearest branch "
                        "or our Corporate Salary Desk at Cuttack. Organisations with at least 10 employees are eligible. "
                        "Once the agreement is approved, salaries are uploaded every month through the corporate internet "
                        "banking bulk-payment file.",
                    ],
                ),
                (
                    "How do I open a Salary Plus account?",
                    [
                        "Ask your HR team to share your details with the bank, or walk into any branch with your employee ID, "
                        "latest salary slip or appointment letter, PAN and Aadhaar. Accounts opened through the on-site "
                        "camp at your office are activated within 2 working days, and the welcome kit reaches the office "
                        "address in 7 working days.",
                    ],
                ),
            ],
        },
        {
            "name": "Benefits",
            "qs": [
                (
                    "Is the Salary Plus account really zero balance?",
                    [
                        "Yes. There is no minimum balance requirement as long as a salary credit is received at least once in "
                        "every 3 consecutive months. Variants differ only in the extra benefits:",
                        (
                            "table",
                            [
                                ["Variant", "Monthly net salary", "Debit card", "Free ATM transactions at other banks"],
                                ["Salary Plus Silver", "Up to ₹25,000", "RuPay Classic", "5 per month"],
                                ["Salary Plus Gold", "₹25,001 to ₹75,000", "RuPay Platinum", "8 per month"],
                                ["Salary Plus Diamond", "Above ₹75,000", "RuPay Select", "Unlimited"],
                            ],
                        ),
                    ],
                ),
                (
                    "What insurance cover comes with the account?",
                    [
                        "Salary Plus accounts carry a complimentary personal accident insurance cover of ₹10 lakh (Silver), "
                        "₹20 lakh (Gold) or ₹30 lakh (Diamond), and an air accident cover of ₹50 lakh for Gold and Diamond. "
                        "The cover is active only if the debit card was used at least once in the 90 days before the accident. "
                        "Claims are to be filed within 60 days on Form INS-C1.",
                    ],
                ),
                (
                    "Can I get an overdraft against my salary?",
                    [
                        "Yes. After 3 salary credits, you can apply for a Salary Overdraft of up to 2 times your net monthly "
                        "salary, subject to a maximum of ₹2 lakh. Interest is 11.50% p.a. charged only on the amount used, "
                        "and a one-time processing fee of ₹500 plus GST applies. Apply through MSB Mobile > Loans > Salary "
                        "Overdraft.",
                    ],
                ),
                (
                    "Are there other free services?",
                    [
                        (
                            "ul",
                            [
                                "Free NEFT, RTGS and IMPS through MSB Mobile and internet banking",
                                "Free at-par cheque book of 50 leaves a year",
                                "Free demand drafts up to ₹25,000 per month",
                                "50% concession on locker rent for the first year",
                            ],
                        ),
                    ],
                ),
            ],
        },
        {
            "name": "Salary stops or job change",
            "qs": [
                (
                    "What happens if my salary stops coming in?",
                    [
                        "If no salary is credited for 3 consecutive months, the account is treated as a regular savings "
                        "account from the fourth month. The Classic Savings minimum average balance of ₹2,500 (urban) then "
                        "applies, insurance cover lapses and any salary overdraft limit is withdrawn.",
                    ],
                ),
                (
                    "I have changed my job. Can I keep the same account?",
                    [
                        "Yes, if your new employer also has a tie-up with us, submit the new appointment letter and ask the "
                        "new HR team to map your existing account number. If the new employer has no tie-up, you can convert "
                        "the account as explained below. Your account number, cheque book and standing instructions remain "
                        "unchanged in both cases.",
                    ],
                ),
            ],
        },
        {
            "name": "Conversion and closure",
            "qs": [
                (
                    "How do I convert my salary account to a regular savings account?",
                    [
                        "Submit Form SB-CV (Account Conversion Request) at your home branch or raise it through internet "
                        "banking under Service Requests > Account > Convert Account Type. The conversion is done in 3 "
                        "working days and no charge is levied.",
                    ],
                ),
                (
                    "Is there a charge for closing the account?",
                    [
                        "No closure charge is levied on Salary Plus accounts. If you close a converted savings account within "
                        "12 months of opening, a fee of ₹500 plus GST applies. Any unused cheque leaves and the debit card "
                        "must be surrendered at the branch.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx emulating a help-centre CMS 'export to Word': Title, categories Heading 2, questions "
    "Heading 4 containing an external hyperlink to the article, no Heading 1/3; CMS chrome lines after answers"
)


def slug(q):
    return re.sub(r"[^a-z0-9]+", "-", q.lower()).strip("-")[:60]


def build():
    d = Document()
    d.add_paragraph(DOC["title"], style="Title")
    p = d.add_paragraph()
    r = p.add_run("Exported from Mahanadi Help Centre on 14-03-2025 10:42 IST · 10 articles")
    r.italic = True
    r.font.size = Pt(8)
    for b in DOC["intro"]:
        d.add_paragraph(b)
    for cat in DOC["cats"]:
        d.add_paragraph(cat["name"], style="Heading 2")
        for q, blocks in cat["qs"]:
            h = d.add_paragraph(style="Heading 4")
            add_hyperlink(h, f"https://www.mahanadibank.example/help/salary-accounts/{slug(q)}", q)
            render_blocks_basic(d, blocks, table_fn=lambda dd, rows: add_simple_table(dd, rows, style="Table Grid"))
            meta = d.add_paragraph()
            rr = meta.add_run("Last updated: 02-01-2025   |   Was this article helpful?  Yes  ·  No")
            rr.font.size = Pt(8)
            rr.font.color.rgb = RGBColor(0x80, 0x80, 0x80)
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC))
