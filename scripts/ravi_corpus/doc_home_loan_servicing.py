"""home_loan_servicing.docx - Home Loan Servicing Centre, Ludhiana.

Habit: no heading styles. Categories are Normal paragraphs 'Section A: ...' in bold 14 pt;
questions are italic (not bold) Normal paragraphs ending with '?'; answers are mostly
List Bullet paragraphs, some plain Normal paragraphs.
"""

from __future__ import annotations

import datetime as dt

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH

from helpers import Bullets, add_run, blocks, set_properties

TITLE = "Home Loan Servicing – Questions from our Borrowers"

INTRO = (
    "This guide is for customers who already have a Ravi Bank home loan. Requests can be made "
    "at the branch that services your loan, in Ravi Online (Loans > Home loan > Service "
    "requests) or by writing to the Home Loan Servicing Centre, Ferozepur Road, Ludhiana, at "
    "care@ravibank.example. The Ravi Bank Repo-Linked Lending Rate (RLLR) is 8.85% a year "
    "from 1 March 2026."
)

SECTIONS = [
    (
        "Certificates and statements",
        [
            (
                "How do I get my home loan interest certificate for income tax?",
                Bullets(
                    [
                        "Download it from Ravi Online: Loans > Home loan > Interest certificate, "
                        "and choose the financial year.",
                        "A provisional certificate for the current year is available from 10 "
                        "January, for giving to your employer; the final certificate is "
                        "available by 15 April.",
                        "The certificate shows principal repaid (deduction under Section 80C) "
                        "and interest paid (deduction under Section 24(b)) separately.",
                        "You can also ask for it at the branch or by e-mail from your registered "
                        "e-mail address; it is sent within 2 working days, free of charge.",
                    ]
                ),
            ),
            (
                "Does the certificate show the interest I paid before possession?",
                "Yes. Interest paid during construction (pre-EMI interest) is shown separately "
                "as ‘pre-construction interest’ with the year in which possession was taken, so "
                "that you can claim it in five equal instalments starting from that year.",
            ),
            (
                "We are joint borrowers. Can the certificate be split between us?",
                Bullets(
                    [
                        "Yes. Each co-borrower who is also a co-owner receives a separate certificate.",
                        "By default the amounts are split in the ratio of ownership in the sale deed.",
                        "If you repay in a different ratio, give a joint letter signed by all "
                        "borrowers stating the ratio; it applies from the next financial year.",
                    ]
                ),
            ),
            (
                "How do I get a loan account statement or a list of the documents held by the bank?",
                Bullets(
                    [
                        "Loan statement: free in Ravi Online at any time; a printed statement at "
                        "the branch costs ₹100 plus GST after the first one in a year.",
                        "List of documents (LOD): free once a year on request; issued within 5 working days.",
                    ]
                ),
            ),
        ],
    ),
    (
        "Part-prepayment",
        [
            (
                "Can I make a part-prepayment of my home loan?",
                Bullets(
                    [
                        "Yes, at any time, from your own funds or from any other source.",
                        "Floating rate loans: no charge of any kind.",
                        "Fixed rate loans: no charge if the money is from your own sources; 2% "
                        "of the amount prepaid if the loan is being taken over by another "
                        "lender.",
                        "The minimum part-prepayment is the amount of one EMI.",
                    ]
                ),
            ),
            (
                "Will a part-prepayment reduce my EMI or my tenure?",
                [
                    Bullets(
                        [
                            "Unless you ask otherwise, we keep the EMI the same and reduce the "
                            "remaining tenure; this saves the most interest.",
                            "If you prefer a lower EMI for the same tenure, tick ‘reduce EMI’ "
                            "on the part-prepayment form (Form HL-PP) or in Ravi Online.",
                            "Example: ₹30 lakh outstanding at 8.50% with 180 months left (EMI "
                            "₹29,542). After a part-prepayment of ₹3 lakh, keeping the EMI cuts "
                            "the tenure to about 148 months and saves about ₹6.5 lakh of "
                            "interest; keeping the tenure cuts the EMI to ₹26,588 and saves "
                            "about ₹2.3 lakh.",
                        ]
                    ),
                ],
            ),
            (
                "How do I pay a part-prepayment, and when is it credited?",
                "Pay through Ravi Online (Loans > Home loan > Part-prepayment), by NEFT to your "
                "loan account number, or by cheque at the branch. Amounts received by 4 pm on a "
                "working day reduce the principal the same day, and interest is charged on the "
                "reduced balance from the next day.",
            ),
        ],
    ),
    (
        "Interest rates, switching and balance transfer",
        [
            (
                "Can I switch my loan from a fixed to a floating rate?",
                Bullets(
                    [
                        "Yes. You may switch up to twice during the life of the loan.",
                        "Switching charge: 0.50% of the principal outstanding, with a maximum of ₹10,000 plus GST.",
                        "The new rate is the rate for new floating rate loans for your credit "
                        "score on the date of the switch.",
                        "Submit Form HL-SW at the branch or in Ravi Online; the switch takes "
                        "effect from the next EMI date.",
                    ]
                ),
            ),
            (
                "When does my floating rate change after the repo rate changes?",
                Bullets(
                    [
                        "Your rate is reset every quarter, on 1 January, 1 April, 1 July and 1 "
                        "October, on the basis of the RLLR on that date.",
                        "We inform you by SMS and e-mail of the new rate and of its effect on your EMI and tenure.",
                        "When rates rise we increase the tenure, unless this would take the "
                        "loan beyond your age of 75; you may instead choose a higher EMI or "
                        "a part-prepayment.",
                    ]
                ),
            ),
            (
                "I have a home loan with another bank. Can I transfer it to Ravi Bank?",
                [
                    Bullets(
                        [
                            "Eligibility: at least 12 EMIs paid regularly to your present lender "
                            "and no overdue in the last 12 months.",
                            "Processing fee: 0.25% of the loan, maximum ₹10,000 plus GST.",
                            "Documents: sanction letter of the present lender, 12 months’ loan "
                            "statement, list of documents held by them, and their foreclosure "
                            "letter showing the amount due.",
                            "We pay your present lender directly, collect the original property "
                            "documents from them and create our mortgage.",
                            "Usual time from application to takeover: 15 working days.",
                        ]
                    ),
                    "You may take a top-up loan at the time of the balance transfer.",
                ],
            ),
            (
                "I want to move my loan from Ravi Bank to another lender. What do I need?",
                "Ask for a foreclosure letter and a list of documents; both are issued within 5 "
                "working days. There is no foreclosure charge on floating rate loans. On "
                "receiving the full payment from the new lender, we hand over the original "
                "documents directly to that lender.",
            ),
        ],
    ),
    (
        "Top-up loan",
        [
            (
                "Who can get a top-up loan?",
                Bullets(
                    [
                        "Borrowers who have paid at least 12 EMIs and have no overdue.",
                        "The home loan and top-up together may not exceed 75% to 90% of the "
                        "current market value of the property: 90% up to ₹30 lakh, 80% from "
                        "₹30 lakh to ₹75 lakh, 75% above ₹75 lakh.",
                        "Maximum top-up: ₹50 lakh; tenure up to the remaining tenure of the "
                        "home loan or 15 years, whichever is less.",
                        "Interest: your home loan rate plus 0.50%.",
                    ]
                ),
            ),
            (
                "Can the top-up loan be used for any purpose?",
                "It may be used for any personal purpose such as repairs, children’s education, "
                "a wedding or medical treatment, but not for speculation, buying shares or gold, "
                "or any illegal purpose. Interest on a top-up used for repair, renovation or "
                "extension of the house counts for the Section 24(b) deduction within the "
                "overall limit; keep the bills, as we issue a separate certificate only against "
                "proof of end use.",
            ),
        ],
    ),
    (
        "Closure and return of property papers",
        [
            (
                "When will I get my property papers back after I close the loan?",
                Bullets(
                    [
                        "Within 30 days of full repayment and closure of the loan.",
                        "At the branch that services your loan, or at any other Ravi Bank "
                        "branch you choose when you close the loan.",
                        "We also remove our charge from the CERSAI registry within 30 days and give you the proof.",
                        "Your closure letter states the date and place for collecting the documents.",
                    ]
                ),
            ),
            (
                "What happens if the bank delays returning my documents?",
                Bullets(
                    [
                        "If the original documents are not returned within 30 days of closure "
                        "for reasons attributable to the bank, we pay you compensation of ₹5,000 "
                        "for each day of delay, credited automatically.",
                        "If any original document is lost or damaged, we help you obtain "
                        "certified copies at our cost and pay the compensation for a further 30 "
                        "days allowed for this.",
                    ]
                ),
            ),
            (
                "Who can collect the papers?",
                "All the borrowers together, or one of them with an authority letter signed by "
                "the others, or a person authorised by all of them. If a borrower has died, the "
                "legal heirs must follow the procedure for deceased customers; the documents are "
                "released to them after the claim is settled.",
            ),
        ],
    ),
    (
        "Co-borrowers",
        [
            (
                "Can I add a co-borrower to my home loan?",
                Bullets(
                    [
                        "Yes, a close relative: spouse, parent, son, daughter, brother or sister.",
                        "Any co-owner of the property must also be a co-borrower.",
                        "The new co-borrower gives KYC documents and income proof and signs the "
                        "supplementary loan agreement.",
                        "Fee: ₹2,500 plus GST; decided within 7 working days.",
                    ]
                ),
            ),
            (
                "Can a co-borrower be removed from the loan?",
                "Only if the co-borrower is not a co-owner of the property and the remaining "
                "borrowers’ income is enough to pay the EMI on their own. The request must be "
                "signed by all borrowers, including the one leaving, and is subject to fresh "
                "approval.",
            ),
        ],
    ),
    (
        "EMI moratorium and restructuring",
        [
            (
                "Can I get an EMI moratorium?",
                Bullets(
                    [
                        "For under-construction property you pay only interest (pre-EMI) until "
                        "possession, for up to 36 months.",
                        "For genuine hardship, such as loss of job, serious illness or a natural "
                        "calamity, we may allow a moratorium of up to 6 months.",
                        "Interest continues to run during a moratorium and is added to the loan; "
                        "the EMI or tenure is recalculated when repayment restarts.",
                    ]
                ),
            ),
            (
                "How do I apply for restructuring of my loan?",
                Bullets(
                    [
                        "Submit Form HL-RS at the branch with a letter explaining your "
                        "difficulty and proof (termination letter, medical records, salary "
                        "slips showing a cut).",
                        "Options include a longer tenure (up to your age of 75), a moratorium, "
                        "or a temporarily lower EMI.",
                        "We decide within 30 days of receiving complete papers and give "
                        "reasons in writing if we refuse.",
                    ]
                ),
            ),
            (
                "Will a moratorium or restructuring affect my credit score?",
                "A moratorium given under the loan terms, such as pre-EMI, does not. A loan "
                "restructured because of financial difficulty is reported to credit bureaus as "
                "‘restructured’, which may lower your score for a while; regular repayment "
                "afterwards improves it again.",
            ),
        ],
    ),
    (
        "PMAY interest subsidy",
        [
            (
                "How do I check the status of my PMAY interest subsidy?",
                Bullets(
                    [
                        "In Ravi Online: Loans > Home loan > PMAY status, which shows whether "
                        "the claim has been lodged, approved or credited.",
                        "On the PMAY-Urban portal of the government, using your Aadhaar number "
                        "or the application ID in your sanction letter.",
                        "At the branch, which can show you the claim reference sent to the Central Nodal Agency.",
                    ]
                ),
            ),
            (
                "How is the PMAY subsidy credited, and why has my EMI not fallen?",
                Bullets(
                    [
                        "Under PMAY-U 2.0 the subsidy is 4% a year on the first ₹8 lakh of a "
                        "loan of up to ₹25 lakh, for a house costing up to ₹35 lakh, up to "
                        "₹1.80 lakh in all, paid in five yearly instalments.",
                        "Each instalment is credited to your loan account and reduces the principal.",
                        "Your EMI stays the same and the tenure becomes shorter; if you prefer "
                        "a lower EMI, ask for the EMI to be recalculated (free of charge).",
                    ]
                ),
            ),
            (
                "Why was my PMAY claim rejected?",
                Bullets(
                    [
                        "You or a family member already owns a pucca house anywhere in India.",
                        "The family’s annual income is above ₹9 lakh.",
                        "Aadhaar details do not match those in the loan application.",
                        "The loan was above ₹25 lakh or the property cost more than ₹35 lakh.",
                    ]
                ),
            ),
        ],
    ),
]


def _section(doc, letter: str, name: str) -> None:
    add_run(doc.add_paragraph(), f"Section {letter}: {name}", bold=True, size=14)


def _question(doc, text: str) -> None:
    add_run(doc.add_paragraph(), text, italic=True)


def _answer(doc, answer) -> None:
    for block in blocks(answer):
        if isinstance(block, Bullets):
            for item in block.items:
                doc.add_paragraph(item, style="List Bullet")
        else:
            doc.add_paragraph(block)


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Home Loan Servicing Centre, Ludhiana",
        created=dt.datetime(2020, 9, 21, 11, 45),
        modified=dt.datetime(2026, 3, 12, 10, 10),
        title=TITLE,
        subject="Home loans",
    )
    title = doc.add_paragraph()
    title.alignment = WD_ALIGN_PARAGRAPH.CENTER
    add_run(title, TITLE, bold=True, size=18)
    doc.add_paragraph(INTRO)
    count = 0
    for index, (name, items) in enumerate(SECTIONS):
        _section(doc, chr(ord("A") + index), name)
        for question, answer in items:
            assert question.endswith("?"), question
            _question(doc, question)
            _answer(doc, answer)
            count += 1
    doc.save(path)
    return count
