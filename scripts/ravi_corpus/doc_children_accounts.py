"""children_accounts.docx - Retail Liabilities (Young Savers product team).

Habit: headings made with non-heading built-in styles: the first line is 'Title', category
lines are 'Subtitle', questions are 'Intense Quote', answers are Normal (with the odd
List Bullet list or Table Grid table).
"""

from __future__ import annotations

import datetime as dt

from docx import Document

from helpers import Bullets, Grid, Steps, ensure_paragraph_style, render_blocks, set_properties

TITLE = "Accounts for children and young people"

INTRO = (
    "Ravi Bank offers two savings accounts for minors: Ravi Nanha Saver, operated by a parent "
    "or guardian, for children of any age, and Ravi Young Stars, which children aged 10 to 18 "
    "can operate themselves. Both are zero-balance accounts and earn the normal savings rate "
    "(3% a year on balances up to ₹1 lakh, 3.25% above)."
)

CATEGORIES = [
    (
        "Opening an account for a minor",
        [
            (
                "Can I open a savings account for my child?",
                "Yes, from the day the child is born. Below 10 years the account is always a "
                "Ravi Nanha Saver account operated by the guardian. From 10 years the child can "
                "instead have a Ravi Young Stars account and operate it independently, within "
                "the limits described below, if the branch is satisfied that the child can "
                "sign consistently.",
            ),
            (
                "Who can be the guardian on the account?",
                "Either natural guardian – the father or the mother – or a guardian appointed by "
                "a court. Grandparents, uncles and other relatives can be guardians only if "
                "appointed by a court. The guardian’s own KYC is required, and only the guardian "
                "operates a Nanha Saver account.",
            ),
            (
                "Which documents are needed?",
                Bullets(
                    [
                        "Child’s birth certificate or Aadhaar (proof of date of birth).",
                        "One recent photograph of the child (and of the guardian, if not already "
                        "a Ravi Bank customer).",
                        "KYC documents of the guardian: Aadhaar or another officially valid "
                        "document, and PAN or Form 60.",
                        "For a self-operated account, the child’s specimen signature, taken in "
                        "front of a bank officer.",
                    ]
                ),
            ),
            (
                "Is there a minimum balance?",
                "No. Both accounts are zero-balance accounts and no charge is made for a low balance.",
            ),
            (
                "What can a 10- to 18-year-old do in a self-operated account?",
                "Deposit any amount; withdraw up to ₹10,000 a month at the branch or ATM; use "
                "the pocket-money debit card and, from 13 years, UPI through Ravi Pay Junior. "
                "The balance may not exceed ₹2 lakh. There is no cheque book, no overdraft and "
                "no loan facility. The parent receives an SMS for every transaction.",
            ),
        ],
    ),
    (
        "Pocket-money debit cards and limits",
        [
            (
                "Can my child get a debit card?",
                "Yes. Ravi Young Stars account holders get the ‘Ravi Pocket’ RuPay debit card, "
                "with the child’s photograph and name printed on it. Nanha Saver accounts do not "
                "get a card.",
            ),
            (
                "What are the limits on the Ravi Pocket card?",
                Grid(
                    [
                        ["Type of use", "Default limit", "Maximum a parent can set"],
                        ["ATM cash withdrawal", "₹2,500 a day", "₹5,000 a day"],
                        ["Shops and online (POS / e-commerce)", "₹5,000 a day", "₹10,000 a day"],
                        ["UPI (Ravi Pay Junior, age 13+)", "₹2,000 a transaction", "₹5,000 a day"],
                        ["All uses together", "₹15,000 a month", "₹25,000 a month"],
                    ]
                ),
            ),
            (
                "How do I change my child’s card limits?",
                "The parent links the child’s account in Ravi Pay (My family > Add minor account) "
                "and can then raise or lower the limits up to the maximums, switch online use "
                "off and on, or block the card instantly.",
            ),
            (
                "Can the card be used for online games or abroad?",
                "No. Payments to gaming, betting, alcohol and tobacco merchants are blocked, and "
                "international use is switched off and cannot be switched on for a minor.",
            ),
            (
                "Is there a fee for the card?",
                "No fee in the first year; ₹150 plus GST a year after that.",
            ),
        ],
    ),
    (
        "Turning 18",
        [
            (
                "What happens to the account when my child turns 18?",
                "The account must be converted to a regular savings account (Ravi Classic). "
                "About three months before the 18th birthday we write to the guardian and the "
                "young person explaining what is needed. From the 18th birthday the guardian can "
                "no longer operate the account, and the young person operates it alone after "
                "completing fresh KYC.",
            ),
            (
                "Which documents are needed at 18?",
                Bullets(
                    [
                        "Aadhaar or another officially valid document in the young person’s own name.",
                        "PAN (or Form 60).",
                        "A new photograph and a fresh specimen signature.",
                        "A mobile number and e-mail address in the young person’s own name.",
                    ]
                ),
            ),
            (
                "How can the conversion be done?",
                Steps(
                    [
                        "Visit any branch with the documents, or start a video KYC in Ravi Pay (Profile > Turned 18).",
                        "Sign the conversion form and the new specimen signature card.",
                        "The account number stays the same; the new debit card and cheque book "
                        "are sent within 7 working days.",
                    ]
                ),
            ),
            (
                "What if the documents are not given after the 18th birthday?",
                "Credits such as scholarships continue and interest is paid as usual, but "
                "withdrawals are stopped from 30 days after the 18th birthday until the KYC is "
                "completed.",
            ),
        ],
    ),
    (
        "School fee payments",
        [
            (
                "Can I pay my child’s school fees through Ravi Bank?",
                "Yes. In Ravi Pay or Ravi Online go to Bill payments > Education fees, choose "
                "the school (about 1,200 schools and colleges are registered) and enter the "
                "student’s admission number. The receipt is sent to the school immediately. "
                "There is no charge.",
            ),
            (
                "Can the fees be debited automatically every quarter?",
                "Yes, with an e-mandate set up in Ravi Pay. Debits up to ₹15,000 are made "
                "automatically after a pre-debit alert 24 hours earlier; for larger amounts you "
                "approve each debit with an OTP.",
            ),
            (
                "My child’s school is not on the list. What can I do?",
                "Pay by NEFT to the school’s account, or ask the school to register with Ravi "
                "Bank’s fee collection service; registration is free for schools and takes "
                "about 10 working days.",
            ),
        ],
    ),
    (
        "Recurring deposit for a child’s education",
        [
            (
                "Is there a recurring deposit meant for education?",
                "Yes, the Ravi Vidya RD. It can be opened in the name of a minor, from ₹500 to "
                "₹50,000 a month, for 1 to 10 years. It earns 0.25% more than our regular RD, "
                "and can be closed early without penalty if the money is paid directly to a "
                "school, college or university against a fee demand.",
            ),
            (
                "What interest does the Ravi Vidya RD pay?",
                [
                    Grid(
                        [
                            ["Period", "Interest (a year)"],
                            ["1 year to less than 2 years", "6.75%"],
                            ["2 years to less than 3 years", "7.00%"],
                            ["3 years to 5 years", "7.25%"],
                            ["Above 5 years to 10 years", "7.00%"],
                        ]
                    ),
                    "Interest is compounded quarterly. For example, ₹2,000 a month for 5 years "
                    "at 7.25% grows to about ₹1,44,819 at maturity.",
                ],
            ),
            (
                "What happens if an instalment is missed?",
                "A penalty of ₹1.50 for every ₹100 of the overdue instalment per month is "
                "charged. If six instalments in a row are missed, the RD is closed and the "
                "balance with interest is paid into the savings account.",
            ),
        ],
    ),
    (
        "Nominee and guardian rules",
        [
            (
                "Can there be a nominee on a minor’s account?",
                "Yes. The guardian makes the nomination on the minor’s behalf, and it can be "
                "changed by the young person after turning 18.",
            ),
            (
                "Can I make my child the nominee on my own account?",
                "Yes. Because the nominee is a minor, you must also name an adult who will "
                "receive the money on the child’s behalf if you die while the child is under 18.",
            ),
            (
                "What happens if the guardian dies?",
                "The other natural guardian (the surviving parent) can take over the operation "
                "after giving the death certificate and his or her KYC. If there is no natural "
                "guardian, a guardian appointed by a court is needed. A self-operated Young "
                "Stars account continues to be operated by the child as before.",
            ),
        ],
    ),
    (
        "Sukanya Samriddhi Account",
        [
            (
                "Can I open a Sukanya Samriddhi Account at Ravi Bank?",
                "Yes, at all our branches. It can be opened by a parent or guardian for a girl "
                "below 10 years, with a minimum deposit of ₹250 and a maximum of ₹1.5 lakh in a "
                "financial year. Deposits are made for 15 years and the account matures 21 years "
                "after opening; up to 50% can be withdrawn for education after the girl turns 18. "
                "Only two accounts per family are allowed (three in the case of twins or "
                "triplets in the second birth). The interest rate is set by the Government each "
                "quarter.",
            ),
            (
                "Can I transfer my daughter’s Sukanya Samriddhi Account from the post office to Ravi Bank?",
                "Yes. Apply for the transfer at the post office, naming the Ravi Bank branch; the "
                "transfer is free of charge.",
            ),
        ],
    ),
]


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Young Savers Team",
        created=dt.datetime(2024, 12, 16, 14, 0),
        modified=dt.datetime(2026, 2, 2, 12, 30),
    )
    for style in ("Title", "Subtitle", "Intense Quote"):
        ensure_paragraph_style(doc, style)
    doc.add_paragraph(TITLE, style="Title")
    doc.add_paragraph(INTRO)
    count = 0
    for category, items in CATEGORIES:
        doc.add_paragraph(category, style="Subtitle")
        for question, answer in items:
            doc.add_paragraph(question, style="Intense Quote")
            render_blocks(doc, doc, answer)
            count += 1
    doc.save(path)
    return count
