"""09 Account opening and KYC.
Pipeline: Word document typed by a compliance officer: parts are Heading 1 with
typed labels "Part A – ...", questions are Normal paragraphs, bold, with typed
letters "(a)", "(b)" ... that restart in each part (no Word numbering), and
every answer paragraph begins with a bold run "Answer:" followed by the answer
in regular weight. Bullets and a table follow some answers.
"""

from docx import Document
from docx.shared import Pt, Cm
from common import *

STEM = "09_account_opening_kyc"
TITLE = "Account Opening and KYC – Questions and Answers"

INTRO = (
    [
        (
            "p",
            "The Reserve Bank of India requires every bank to identify its customers before opening an account and "
            "to keep this information up to date. This note explains the Know Your Customer (KYC) process "
            "followed at all branches of Krishna Gramin Bank.",
        )
    ],
    ["Know Your Customer"],
)

A = "Answer: "

CATS = [
    (
        "Part A – Opening an account",
        [],
        [],
        [
            (
                "(a) Who can open a savings account?",
                [
                    (
                        "p",
                        A
                        + "Any resident individual can open a savings account, singly or jointly. Minors above 10 years of "
                        "age may open and operate an account independently; younger minors can hold an account through "
                        "their natural guardian.",
                    ),
                ],
                ["10 years", "natural guardian"],
            ),
            (
                "(b) Which documents do I need?",
                [
                    (
                        "p",
                        A
                        + "You need a recent photograph, your PAN or Form 60, and any one of the following officially valid "
                        "documents (OVDs) as proof of identity and address:",
                    ),
                    (
                        "ul",
                        [
                            "Passport",
                            "Driving licence",
                            "Voter ID card",
                            "Proof of possession of Aadhaar number",
                            "Job card issued under NREGA, signed by a State Government officer",
                            "Letter issued by the National Population Register",
                        ],
                    ),
                ],
                ["Form 60", "NREGA"],
            ),
            (
                "(c) What is the minimum initial deposit?",
                [
                    ("p", A + "It depends on the type of account:"),
                    (
                        "table",
                        [
                            ["Account type", "Initial deposit"],
                            ["Regular savings account", "₹500"],
                            ["KGB Savings Plus", "₹5,000"],
                            ["Basic Savings Bank Deposit Account", "Nil"],
                            ["Minor’s account", "₹100"],
                        ],
                    ),
                ],
                ["₹5,000", "Basic Savings Bank Deposit Account"],
            ),
            (
                "(d) Can I open an account without visiting a branch?",
                [
                    (
                        "p",
                        A
                        + "Yes. Video-based Customer Identification (V-CIP) is available on our website from 9 am to 6 pm on "
                        "working days. You need your Aadhaar-linked mobile, your original PAN card and a blank white "
                        "paper for your signature.",
                    ),
                ],
                ["Video-based Customer Identification", "9 am to 6 pm"],
            ),
        ],
    ),
    (
        "Part B – Updating KYC",
        [],
        [],
        [
            (
                "(a) How often must I update my KYC?",
                [
                    (
                        "p",
                        A
                        + "KYC is updated periodically according to the risk category of the customer: every 2 years for "
                        "high-risk customers, every 8 years for medium-risk customers and every 10 years for low-risk "
                        "customers.",
                    ),
                ],
                ["every 2 years", "every 10 years"],
            ),
            (
                "(b) What if my details have not changed?",
                [
                    (
                        "p",
                        A + "Simply give a self-declaration that there is no change, through the mPay app, internet "
                        "banking, your registered e-mail, an ATM or a letter to the branch. No documents are needed.",
                    ),
                ],
                ["self-declaration"],
            ),
            (
                "(c) What happens if I do not update my KYC?",
                [
                    (
                        "p",
                        A
                        + "After three reminders, at least one of them by letter, the account is placed under partial "
                        "freeze: credits are allowed but debits are stopped. If KYC is still not updated after a further "
                        "3 months, all transactions are stopped.",
                    ),
                ],
                ["partial freeze", "three reminders"],
            ),
        ],
    ),
    (
        "Part C – Special cases",
        [],
        [],
        [
            (
                "(a) Can a person without any OVD open an account?",
                [
                    (
                        "p",
                        A
                        + "Yes, a “small account” can be opened with a self-attested photograph and a signature or thumb "
                        "impression before a bank officer. The balance may not exceed ₹50,000 and total credits in a "
                        "year may not exceed ₹1 lakh. The account is valid for 12 months, extendable by another 12 months "
                        "if the holder applies for an OVD.",
                    ),
                ],
                ["₹50,000", "12 months"],
            ),
            (
                "(b) How do non-resident Indians open an account?",
                [
                    (
                        "p",
                        A
                        + "NRIs can open NRE and NRO accounts by sending the application with a copy of the passport and "
                        "visa, attested by the Indian Embassy, a notary or an overseas branch of an Indian bank.",
                    ),
                ],
                ["NRO", "Indian Embassy"],
            ),
            (
                "(c) Is there any charge for KYC updation?",
                [
                    (
                        "p",
                        A
                        + "No. KYC updation is free of charge at all branches and through all digital channels. Beware of "
                        "messages asking you to click a link to “update KYC” – the bank never sends such links.",
                    ),
                ],
                ["free of charge"],
            ),
        ],
    ),
]


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            p = doc.add_paragraph()
            if val.startswith(A):
                p.add_run("Answer:").bold = True
                p.add_run(" " + val[len(A) :])
            else:
                p.add_run(val)
        elif kind == "ul":
            for it in val:
                doc.add_paragraph(it, style="List Bullet 2")
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt
                    if r == 0:
                        t.cell(r, c).paragraphs[0].runs[0].bold = True
            doc.add_paragraph()


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = "KYC Q&A"
    doc.core_properties.author = "Compliance Department"
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0])
    for cat, cb, cm, qs in CATS:
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qu, blocks, must in qs:
            p = doc.add_paragraph()
            p.paragraph_format.space_before = Pt(10)
            p.paragraph_format.keep_with_next = True
            p.add_run(qu).bold = True
            add_blocks(doc, blocks)
    doc.sections[0].footer.paragraphs[0].text = "Compliance Department, Krishna Gramin Bank, Vijayawada – KYC/QA/2024"
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        'Word: Heading 1 parts with typed "Part A –" labels; bold Normal questions with typed (a),(b) '
        'letters restarting per part; every answer starts with bold "Answer:"',
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
