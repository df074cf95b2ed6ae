"""03: Markdown written by a product team, converted with pandoc --toc.

YAML title/subtitle/date, an intro paragraph, ## categories, ### questions,
pipe tables and nested bullet lists.  pandoc inserts a TOC field (sdt) after
the title block.
"""

import os
import subprocess
from common import *

STEM = "gb03_gold_loan_faq_md_pandoc"
TITLE = "Godavari Gold Loan – Frequently Asked Questions"

INTRO = (
    "Godavari Gold Loan gives you instant funds against your gold ornaments at 112 gold-loan branches, "
    "with the money usually credited to your account in about 30 minutes."
)

CATS = [
    (
        "Eligibility and Documents",
        [
            (
                "Who can take a gold loan?",
                [
                    (
                        "p",
                        "Any individual aged 18 to 75 years who owns gold ornaments of 18 to 22 carat purity can apply. "
                        "Farmers, traders, self-employed persons and salaried employees are all eligible.",
                    ),
                    ("p", "Gold bars, biscuits and coins other than bank-sold coins up to 50 grams are not accepted."),
                ],
                ["18 to 22 carat purity", "up to 50 grams"],
            ),
            (
                "What documents are required?",
                [
                    (
                        "ul",
                        [
                            ("Proof of identity (any one):", ["Aadhaar card", "PAN card", "Passport", "Voter ID card"]),
                            "Proof of address, if different from the address on the identity proof",
                            "Two recent passport-size photographs",
                            (
                                "For an agricultural gold loan, additionally:",
                                [
                                    "Land records (pahani / adangal) in the borrower's name",
                                    "Crop plan for the current season",
                                ],
                            ),
                        ],
                    ),
                ],
                ["pahani / adangal", "Voter ID card"],
            ),
            (
                "Do I need a guarantor or income proof?",
                [
                    (
                        "p",
                        "No guarantor or income proof is needed. The loan is sanctioned on the basis of the weight and "
                        "purity of the gold you pledge.",
                    ),
                ],
                ["No guarantor or income proof"],
            ),
        ],
    ),
    (
        "Loan Amount and Interest",
        [
            (
                "How much can I borrow against my gold?",
                [
                    (
                        "p",
                        "We lend up to 75% of the market value of the gold content of your ornaments (loan-to-value "
                        "ratio). The rate per gram is revised every Monday on the basis of the IBJA benchmark price.",
                    ),
                    (
                        "table",
                        [
                            ["Purity", "Loan per gram of gold (₹)"],
                            ["22 carat", "₹5,250"],
                            ["20 carat", "₹4,770"],
                            ["18 carat", "₹4,290"],
                        ],
                    ),
                    ("p", "The minimum loan is ₹10,000 and the maximum is ₹25,00,000 per borrower."),
                ],
                ["up to 75% of the market value", "₹5,250", "₹25,00,000"],
            ),
            (
                "What are the interest rates?",
                [
                    (
                        "table",
                        [
                            ["Scheme", "Tenure", "Interest rate (p.a.)", "Repayment"],
                            ["Gold Loan Bullet", "12 months", "9.25%", "Interest and principal at maturity"],
                            ["Gold Loan EMI", "Up to 36 months", "9.75%", "Monthly EMI"],
                            [
                                "Krishi Gold Loan",
                                "12 months",
                                "7.00%",
                                "Bullet, with 3% subvention for prompt repayment",
                            ],
                        ],
                    ),
                    (
                        "p",
                        "The Krishi Gold Loan rate applies to crop loans up to ₹3,00,000 for farmers with valid land records.",
                    ),
                ],
                ["9.75%", "Krishi Gold Loan", "₹3,00,000"],
            ),
            (
                "Are there any processing or other charges?",
                [
                    (
                        "ul",
                        [
                            "Processing fee: 0.50% of the loan amount, minimum ₹500 and maximum ₹5,000",
                            "Gold appraiser's fee: ₹250 per loan",
                            (
                                "Other charges:",
                                ["Renewal: ₹300", "Duplicate pledge receipt: ₹100", "Auction expenses: at actuals"],
                            ),
                        ],
                    ),
                ],
                ["0.50% of the loan amount", "Gold appraiser's fee: ₹250"],
            ),
        ],
    ),
    (
        "Repayment and Renewal",
        [
            (
                "How can I repay my gold loan?",
                [
                    (
                        "p",
                        "You can pay in cash at the branch, transfer funds by NEFT, IMPS or UPI to your loan account, or set "
                        "up an auto-debit from your savings account. Part payments can be made at any time without any "
                        "pre-payment charge.",
                    ),
                ],
                ["without any pre-payment charge"],
            ),
            (
                "Can I renew my gold loan at maturity?",
                [
                    (
                        "p",
                        "Yes. Pay the interest due and the loan can be renewed for another 12 months after the ornaments are "
                        "re-appraised. A renewal charge of ₹300 applies.",
                    ),
                ],
                ["renewal charge of ₹300"],
            ),
            (
                "What happens if I do not repay on time?",
                [
                    (
                        "ul",
                        [
                            "Penal interest of 2% per annum is charged on the overdue amount.",
                            (
                                "Reminders are sent at each stage:",
                                [
                                    "SMS and letter 7 days after the due date",
                                    "Registered notice 30 days after the due date",
                                ],
                            ),
                            "If the loan is overdue for more than 90 days, the ornaments may be auctioned after 14 days' "
                            "public notice in two newspapers, one of them in Telugu.",
                        ],
                    ),
                ],
                ["2% per annum", "14 days' public notice"],
            ),
        ],
    ),
    (
        "Safety of Ornaments",
        [
            (
                "How are my ornaments kept safe?",
                [
                    (
                        "p",
                        "Your ornaments are weighed in your presence, sealed in a tamper-proof packet signed by you and kept "
                        "in a dual-control strong room. They are insured against theft, fire and burglary for the full "
                        "value at the Bank's cost.",
                    ),
                ],
                ["dual-control strong room"],
            ),
            (
                "When will I get my gold back after closing the loan?",
                [
                    (
                        "p",
                        "Ornaments are returned at the branch where they were pledged, normally within 30 minutes of "
                        "closure. If they have been moved to a hub branch for safe keeping, they are returned within "
                        "2 working days.",
                    ),
                ],
                ["within 2 working days"],
            ),
        ],
    ),
]


def build_md():
    out = [
        "---",
        f'title: "{TITLE}"',
        'subtitle: "Retail Lending – Product FAQ v3.2"',
        'date: "July 2024"',
        "---",
        "",
        INTRO,
        "",
    ]
    for cat, qs in CATS:
        out += [f"## {cat}", ""]
        for q, blocks, _ in qs:
            out += [f"### {q}", "", blocks_to_md(blocks), ""]
    out += ["For any other query, call 1800 425 7700 (toll free) or visit your nearest branch.", ""]
    return "\n".join(out)


def main():
    src = os.path.join(SRC_DIR, STEM + ".md")
    with open(src, "w", encoding="utf-8") as f:
        f.write(build_md())
    out = os.path.join(DOCX_DIR, STEM + ".docx")
    subprocess.run(["pandoc", "-f", "markdown", "-t", "docx", "--toc", "--toc-depth=3", src, "-o", out], check=True)
    sections = [sec([], first_words(INTRO), ["112 gold-loan branches"])] + faq_sections(CATS)
    # pandoc's "smart" extension turns straight apostrophes into ’ in the docx
    for s in sections:
        s["path"] = [x.replace("'", "’") for x in s["path"]]
        s["starts_with"] = s["starts_with"].replace("'", "’")
        s["must_contain"] = [x.replace("'", "’") for x in s["must_contain"]]
    write_expected(
        STEM,
        "Markdown (YAML title, ## categories, ### questions, pipe tables, nested lists) -> pandoc --toc",
        TITLE,
        sections,
        notes="pandoc inserts a TOC field (w:sdt, docPartGallery 'Table of Contents') right after the "
        "Title/Subtitle/Date block; it is not a section. Headings start at Heading 2 (no Heading 1).",
    )


if __name__ == "__main__":
    main()
