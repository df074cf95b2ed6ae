"""Habit 6: a 'Procedures and Guidelines' document. Headings are noun phrases, not
questions: scheme names in Heading 1, items in Heading 2 ("Eligibility",
"Documents required", "Interest rate" repeat under several schemes). Title style title,
running header and footer with page number."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls

FILE = "Govt_Schemes_Procedures.docx"

DOC = {
    "title": "Government Small Savings and Social Security Schemes – Procedures and Guidelines for Customers",
    "intro": [
        (
            "p",
            "Sabarmati Bank of India is an authorised agency bank for the Government small savings schemes and for the social security schemes of the Government of India. All branches of the Bank accept applications under these schemes. Interest rates on small savings schemes are notified by the Ministry of Finance every quarter; the rates given below are for the quarter October–December 2026.",
        )
    ],
    "cats": [
        {
            "name": "Public Provident Fund (PPF)",
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "p",
                            "Any resident individual may open a PPF account in his or her own name, and one account on behalf of each minor of whom he or she is the guardian. Only one PPF account is allowed per individual across all banks and post offices. Joint accounts are not permitted.",
                        ),
                        (
                            "p",
                            "Non-Resident Indians and Hindu Undivided Families cannot open a new PPF account. An account opened while resident may be continued till maturity if the holder becomes an NRI, but cannot be extended.",
                        ),
                    ],
                },
                {
                    "q": "Procedure for opening a PPF account",
                    "a": [
                        (
                            "ol",
                            [
                                "Obtain Form 1 (Account Opening Form) from the branch or download it from the Bank's website.",
                                "Fill in the form, including nomination details, and affix a recent photograph.",
                                "Submit the form with the KYC documents at any branch of the Bank.",
                                "Make the initial deposit of at least ₹500 by cash, cheque or transfer from a savings account.",
                                "Collect the PPF passbook, which is issued on the same day.",
                            ],
                        ),
                        (
                            "p",
                            "Existing savings account holders with Aadhaar-linked accounts can also open a PPF account online through Internet Banking (Deposits → PPF → Open Account).",
                        ),
                    ],
                },
                {
                    "q": "Documents required",
                    "a": [
                        (
                            "ul",
                            [
                                "Form 1 duly filled in and signed",
                                "Aadhaar number and PAN (Form 60 if PAN is not available)",
                                "One passport-size photograph",
                                "Birth certificate of the minor, for an account opened on behalf of a minor",
                            ],
                        ),
                    ],
                },
                {
                    "q": "Deposit limits",
                    "a": [
                        (
                            "p",
                            "A minimum of ₹500 and a maximum of ₹1,50,000 can be deposited in a financial year, in lump sum or in instalments in multiples of ₹50. The limit of ₹1,50,000 includes deposits in the accounts opened on behalf of minors.",
                        ),
                        (
                            "p",
                            "If the minimum deposit is not made in a year, the account is treated as discontinued. It can be revived by paying a penalty of ₹50 for each year of default along with the arrears of ₹500 for each such year.",
                        ),
                    ],
                },
                {
                    "q": "Interest rate",
                    "a": [
                        (
                            "p",
                            "7.1% per annum, compounded annually. Interest is calculated on the lowest balance between the close of the 5th day and the end of each month and is credited on 31 March every year. Deposits made on or before the 5th of a month therefore earn interest for that month. Interest is exempt from income tax.",
                        ),
                    ],
                },
                {
                    "q": "Loan and partial withdrawal",
                    "a": [
                        (
                            "p",
                            "A loan can be taken from the 3rd financial year up to the end of the 6th financial year from the year of opening, up to 25% of the balance at the end of the second year preceding the year of application. Interest on the loan is 1% per annum above the PPF rate.",
                        ),
                        (
                            "p",
                            "From the 7th financial year, one partial withdrawal is allowed each year, up to 50% of the balance at the end of the 4th preceding year or at the end of the preceding year, whichever is lower. The account matures after 15 complete financial years and can be extended in blocks of 5 years by submitting Form 4 within one year of maturity.",
                        ),
                    ],
                },
                {
                    "q": "Charges for duplicate passbook",
                    "a": [
                        (
                            "p",
                            "A duplicate passbook is issued on payment of ₹50 against a written request stating the reason for loss. Transfer of a PPF account to another bank or post office is free of charge.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Sukanya Samriddhi Yojana (SSY)",
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "p",
                            "An account may be opened by the natural or legal guardian in the name of a girl child who has not completed 10 years of age. Only one account is allowed per girl child, and a maximum of two accounts per family; a third account is allowed on birth of twins or triplets, supported by an affidavit and birth certificates.",
                        ),
                    ],
                },
                {
                    "q": "Documents required",
                    "a": [
                        (
                            "ul",
                            [
                                "Form 1 (Sukanya Samriddhi Account Opening Form)",
                                "Birth certificate of the girl child",
                                "KYC documents of the guardian – Aadhaar and PAN",
                                "Photographs of the guardian and the girl child",
                            ],
                        ),
                    ],
                },
                {
                    "q": "Deposit limits",
                    "a": [
                        (
                            "p",
                            "Minimum ₹250 and maximum ₹1,50,000 in a financial year, in multiples of ₹50. Deposits are required for 15 years from the date of opening. For a year in which the minimum of ₹250 is not deposited, a penalty of ₹50 is payable on revival.",
                        ),
                    ],
                },
                {
                    "q": "Interest rate",
                    "a": [
                        (
                            "p",
                            "8.2% per annum, compounded annually and credited at the end of each financial year. Deposits, interest and maturity proceeds are exempt from tax under Section 80C and Section 10.",
                        ),
                    ],
                },
                {
                    "q": "Withdrawal and closure",
                    "a": [
                        (
                            "p",
                            "After the girl attains 18 years of age or passes the 10th standard, up to 50% of the balance at the end of the preceding financial year can be withdrawn for higher education, on production of the admission letter or fee receipt.",
                        ),
                        (
                            "p",
                            "The account matures 21 years from the date of opening. Premature closure is allowed after the girl attains 18 years for her marriage, one month before or up to three months after the date of marriage.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Senior Citizens' Savings Scheme (SCSS)",
            "intro": [
                (
                    "p",
                    "The Senior Citizens' Savings Scheme, 2019 provides a regular quarterly income to retired persons. The deposit has a tenure of 5 years, which can be extended once by 3 years.",
                )
            ],
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "ul",
                            [
                                "Individuals who have attained 60 years of age",
                                "Individuals aged 55 to 60 years who have retired on superannuation or under VRS, provided the deposit is made within one month of receipt of retirement benefits",
                                "Retired defence personnel aged 50 years and above",
                            ],
                        ),
                        (
                            "p",
                            "The account can be held singly or jointly with the spouse only. NRIs and HUFs are not eligible.",
                        ),
                    ],
                },
                {
                    "q": "Deposit limits",
                    "a": [
                        (
                            "p",
                            "Only one deposit can be made in an account, in multiples of ₹1,000, with a minimum of ₹1,000 and a maximum of ₹30 lakh in all SCSS accounts of the depositor taken together. Deposits below ₹1 lakh can be made in cash; deposits of ₹1 lakh and above must be made by cheque or transfer.",
                        ),
                    ],
                },
                {
                    "q": "Interest rate",
                    "a": [
                        (
                            "p",
                            "8.2% per annum, payable quarterly on the first working day of April, July, October and January. Interest is credited to the depositor's savings account. It is fully taxable; TDS applies if the interest exceeds ₹1,00,000 in a financial year unless Form 15H is submitted.",
                        ),
                    ],
                },
                {
                    "q": "Premature closure penalty",
                    "a": [
                        (
                            "p",
                            "Premature closure is permitted at any time after the date of deposit, subject to the following deduction:",
                        ),
                        (
                            "table",
                            [
                                ["Closure", "Penalty"],
                                ["Before 1 year", "Entire interest paid is recovered from the deposit"],
                                ["After 1 year but before 2 years", "1.5% of the deposit"],
                                ["After 2 years but before 5 years", "1% of the deposit"],
                            ],
                        ),
                        ("p", "No penalty is levied on closure due to the death of the depositor."),
                    ],
                },
            ],
        },
        {
            "name": "Atal Pension Yojana (APY)",
            "intro": [
                (
                    "p",
                    "Atal Pension Yojana is a Government of India pension scheme administered by PFRDA. The subscriber receives a guaranteed monthly pension from the age of 60 years, and after his or her death the spouse receives the same pension; the accumulated corpus is then returned to the nominee.",
                )
            ],
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "p",
                            "Any citizen of India aged 18 to 40 years with a savings account can join. With effect from 1 October 2022, a person who is or has been an income-tax payer is not eligible. Only one APY account is allowed per person.",
                        ),
                        (
                            "p",
                            "Enrolment can be done at the branch by submitting the APY Registration Form, or through SabarMobile and Internet Banking.",
                        ),
                    ],
                },
                {
                    "q": "Contribution and pension amount",
                    "a": [
                        (
                            "p",
                            "The subscriber chooses a monthly pension of ₹1,000, ₹2,000, ₹3,000, ₹4,000 or ₹5,000. The monthly contribution depends on the age at joining, for example:",
                        ),
                        (
                            "table",
                            [
                                ["Age at joining", "Pension ₹1,000", "Pension ₹3,000", "Pension ₹5,000"],
                                ["18 years", "₹42", "₹126", "₹210"],
                                ["30 years", "₹116", "₹347", "₹577"],
                                ["40 years", "₹291", "₹873", "₹1,454"],
                            ],
                        ),
                        (
                            "p",
                            "Contributions are auto-debited monthly, quarterly or half-yearly from the savings account.",
                        ),
                    ],
                },
                {
                    "q": "Penalty for delayed contribution",
                    "a": [
                        (
                            "p",
                            "If the balance in the savings account is insufficient on the due date, a penalty is charged per month of delay: ₹1 for a contribution up to ₹100, ₹2 for ₹101 to ₹500, ₹5 for ₹501 to ₹1,000 and ₹10 for a contribution above ₹1,000.",
                        ),
                        (
                            "p",
                            "The account is frozen after 6 months of default, deactivated after 12 months and closed after 24 months.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Pradhan Mantri Jeevan Jyoti Bima Yojana (PMJJBY)",
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "p",
                            "Savings account holders aged 18 to 50 years who give consent for auto-debit of the premium. The cover continues up to 55 years of age, subject to payment of the premium every year.",
                        ),
                    ],
                },
                {
                    "q": "Premium and cover",
                    "a": [
                        (
                            "p",
                            "Life cover of ₹2 lakh on death due to any cause for a premium of ₹436 per annum, auto-debited between 25 May and 31 May for the cover period 1 June to 31 May. For enrolment during the year, the premium is charged pro rata:",
                        ),
                        (
                            "table",
                            [
                                ["Month of enrolment", "Premium payable"],
                                ["June to August", "₹436"],
                                ["September to November", "₹342"],
                                ["December to February", "₹228"],
                                ["March to May", "₹114"],
                            ],
                        ),
                        (
                            "p",
                            "Claims for death (other than by accident) within the first 30 days of enrolment are not admissible.",
                        ),
                    ],
                },
                {
                    "q": "Procedure for claim",
                    "a": [
                        (
                            "p",
                            "The nominee should submit the claim form, the death certificate, a discharge receipt and a cancelled cheque or passbook copy of the nominee's account at the branch where the insured held the account, within 30 days of the death. The branch forwards the claim to the insurer within 30 days, and the insurer settles it within 30 days of receipt.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Pradhan Mantri Suraksha Bima Yojana (PMSBY)",
            "qs": [
                {
                    "q": "Eligibility",
                    "a": [
                        (
                            "p",
                            "Savings account holders aged 18 to 70 years, with consent for auto-debit of the premium by 31 May every year.",
                        ),
                    ],
                },
                {
                    "q": "Premium and cover",
                    "a": [
                        ("p", "Premium of ₹20 per annum for accidental death and disability cover:"),
                        (
                            "ul",
                            [
                                "Accidental death or total and irrecoverable disability: ₹2 lakh",
                                "Total and irrecoverable loss of sight of one eye or loss of use of one hand or foot: ₹1 lakh",
                            ],
                        ),
                    ],
                },
                {
                    "q": "Procedure for claim",
                    "a": [
                        (
                            "p",
                            "The claim form should be submitted at the branch within 30 days of the accident, with the FIR or panchnama, the post-mortem report and death certificate (in case of death), or a disability certificate from a civil surgeon (in case of disability). Claims are settled by the insurer within 30 days of receipt of complete documents.",
                        ),
                    ],
                },
            ],
        },
    ],
}


def add_field(par, instr):
    for xml in (
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="begin"/></w:r>',
        f'<w:r {nsdecls("w")}><w:instrText xml:space="preserve"> {instr} </w:instrText></w:r>',
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="separate"/></w:r>',
        f"<w:r {nsdecls('w')}><w:t>1</w:t></w:r>",
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="end"/></w:r>',
    ):
        par._p.append(parse_xml(xml))


def render(d, blocks):
    for b in blocks:
        if b[0] in ("p", "note"):
            d.add_paragraph(b[1])
        elif b[0] in ("ul", "ol"):
            for x in b[1]:
                d.add_paragraph(x, style="List Bullet" if b[0] == "ul" else "List Number")
        elif b[0] == "table":
            t = d.add_table(rows=len(b[1]), cols=len(b[1][0]))
            t.style = "Light Grid Accent 1"
            for i, row in enumerate(b[1]):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
            d.add_paragraph()


def main():
    d = Document()
    d.styles["Normal"].font.name = "Cambria"
    d.core_properties.author = "Govt Business Cell, HO Ahmedabad"
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]
    hp.text = "Sabarmati Bank of India – Government Business Cell"
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    fp.add_run("Page ")
    add_field(fp, "PAGE")
    d.add_paragraph(DOC["title"], style="Title")
    render(d, DOC["intro"])
    for c in DOC["cats"]:
        d.add_heading(c["name"], level=1)
        render(d, c.get("intro", []))
        for q in c["qs"]:
            d.add_heading(q["q"], level=2)
            render(d, q["a"])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "procedures document: Title, Heading 1 scheme names, Heading 2 noun-phrase item headings (repeating 'Eligibility', 'Documents required', 'Interest rate' ...), header/footer with page field",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
