"""unclaimed_deceased.docx - Compliance and Operations Department (formal policy).

Habit: hand-typed clause numbering in plain text (no Word numbering): '1. Purpose' as bold
Normal lines, '2.1 ...' sub-clauses as plain paragraphs starting with the number, '(i)'
points as plain indented paragraphs, defined terms in bold within quotes. Procedures are
real Word auto-numbered multilevel lists (w:numPr; 1. / a. / i.). At the end, Annexure I:
a two-column Word table without a header row (question | answer).
Header: 'Ravi Bank Ltd · Customer Information · Page X'.
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Cm

from helpers import (
    add_multilevel_abstract,
    add_page_line,
    add_run,
    first_paragraph,
    new_num,
    set_numbering,
    set_properties,
    set_table_look,
)


class Sub(NamedTuple):
    """A sub-clause; its number ('3.2') is typed in front of the text."""

    text: str


class Def(NamedTuple):
    """A definition sub-clause: "Term" (bold, in quotes) means ..."""

    term: str
    text: str


class Points(NamedTuple):
    """Hand-typed (i), (ii) ... points under the preceding sub-clause."""

    items: list[str]


class Procedure(NamedTuple):
    """An auto-numbered list; an item is a string or (string, [child items])."""

    items: list


TITLE = "Policy on Unclaimed Deposits and Settlement of Claims in respect of Deceased Customers"
VERSION = "Version 4.0 · Approved by the Board of Directors on 12 March 2026 · Effective 1 April 2026"

CLAUSES = [
    (
        "Purpose",
        [
            Sub(
                "This Policy sets out how Ravi Bank Ltd (‘the Bank’) identifies, reports and "
                "repays unclaimed deposits, and how it settles claims in respect of the deposit "
                "accounts, lockers and safe custody articles of deceased customers, in keeping "
                "with the directions of the Reserve Bank of India."
            ),
            Sub(
                "The Policy aims to ensure that claims are settled in a simple, time-bound and "
                "sympathetic manner, and that no claimant is asked for documents other than "
                "those listed in this Policy. It applies to all branches of the Bank; Bank Mitra "
                "outlets may receive claims and forward them to the link branch."
            ),
        ],
    ),
    (
        "Definitions",
        [
            Def(
                "Nominee",
                "means the person or persons nominated by a depositor, locker hirer or "
                "depositor of safe custody articles under the Banking Regulation Act, 1949 to "
                "receive the deposit or the contents on his or her death. A Nominee receives the "
                "money or contents as a trustee of the Legal Heirs.",
            ),
            Def(
                "Survivor",
                "means the surviving holder of a joint account opened with an ‘Either or "
                "Survivor’, ‘Former or Survivor’, ‘Latter or Survivor’ or ‘Anyone or Survivor’ "
                "mandate.",
            ),
            Def(
                "Legal Heir",
                "means a person entitled to the estate of the deceased under the personal law "
                "applicable to the deceased or under a valid Will.",
            ),
            Def(
                "Inoperative Account",
                "means a savings or current account in which there has been no "
                "customer-induced transaction for a period of more than two years.",
            ),
            Def(
                "Unclaimed Deposit",
                "means the credit balance in a deposit account that has not been operated for "
                "ten years or more, or a term deposit that has not been claimed within ten years "
                "of its maturity.",
            ),
            Def(
                "DEA Fund",
                "means the Depositor Education and Awareness Fund maintained by the Reserve "
                "Bank of India under Section 26A of the Banking Regulation Act, 1949.",
            ),
            Def(
                "Threshold Amount",
                "means ₹15 lakh, being the total of all amounts payable in the deceased’s "
                "accounts up to which the Bank settles a claim without a succession "
                "certificate, probate or letters of administration.",
            ),
            Def(
                "Complete Claim",
                "means a claim received together with all the documents listed in this Policy for that kind of claim.",
            ),
        ],
    ),
    (
        "Inoperative accounts, unclaimed deposits and the DEA Fund",
        [
            Sub(
                "An account becomes an Inoperative Account when there has been no "
                "customer-induced transaction in it for more than two years. Interest, "
                "dividend and government benefit (DBT) credits are not customer-induced "
                "transactions but continue to be received, and interest continues to be "
                "credited to savings accounts."
            ),
            Sub(
                "Before an account becomes inoperative, and every year thereafter, the Bank "
                "shall try to reach the customer or the Nominee through:"
            ),
            Points(
                [
                    "SMS and e-mail to the registered mobile number and e-mail address;",
                    "a letter to the last known address;",
                    "the introducer or the Nominee, where their details are available; and",
                    "the Bank Mitra serving the customer’s village, where applicable.",
                ]
            ),
            Sub(
                "The balance of every Unclaimed Deposit, with interest accrued to that date, "
                "shall be transferred to the DEA Fund on the last working day of the month "
                "following the month in which the ten-year period is completed."
            ),
            Sub(
                "Transfer to the DEA Fund does not end the customer’s right to the money. The "
                "customer or the Legal Heirs may claim it at any time; the Bank pays the claim "
                "and then seeks a refund from the DEA Fund. On interest-bearing deposits the "
                "Bank pays simple interest at the rate notified by the Reserve Bank from time "
                "to time, now 3% a year, from the date of transfer to the date of payment."
            ),
        ],
    ),
    (
        "Searching on the UDGAM portal",
        [
            Sub(
                "UDGAM (Unclaimed Deposits – Gateway to Access inforMation) is the Reserve "
                "Bank’s portal on which any person can search for unclaimed deposits in all "
                "participating banks, including the Bank. The search is made as follows:"
            ),
            Procedure(
                [
                    "Register on the UDGAM portal with your name and mobile number, and confirm the one-time password.",
                    (
                        "Search for the deposit:",
                        [
                            "enter the account holder’s name and choose ‘Ravi Bank Ltd’ or ‘All banks’;",
                            (
                                "enter at least one of the following details of the account holder:",
                                [
                                    "PAN, driving licence number or passport number;",
                                    "voter ID number; or",
                                    "date of birth.",
                                ],
                            ),
                        ],
                    ),
                    "Note the Unclaimed Deposit Reference Number (UDRN) shown against each result.",
                    "Take the UDRN to any branch of the Bank and make a claim under clause 5.",
                ]
            ),
            Sub(
                "The portal shows the name of the bank, the name of the account holder and part "
                "of the address, but not the balance. The Bank updates its data on UDGAM every "
                "month and also publishes the names and towns of holders of unclaimed deposits "
                "on its own website, searchable by name."
            ),
        ],
    ),
    (
        "Reclaiming an unclaimed deposit",
        [
            Sub(
                "A claim may be made at any branch of the Bank, not only at the branch where the "
                "account was held, in the following manner:"
            ),
            Procedure(
                [
                    (
                        "The claimant submits claim form UD-1 with:",
                        [
                            "if the claimant is the account holder: current KYC documents and a photograph;",
                            "if the account holder has died: the documents required under "
                            "clause 6 or clause 7, as the case may be.",
                        ],
                    ),
                    (
                        "The branch verifies:",
                        [
                            "the claimant’s identity against the account opening records; and",
                            "the UDRN or the entry in the Bank’s list of unclaimed deposits.",
                        ],
                    ),
                    (
                        "The Bank pays the claim by:",
                        [
                            "reactivating the account and crediting the balance with interest; or",
                            "crediting the amount to another account of the claimant by NEFT.",
                        ],
                    ),
                ]
            ),
            Sub(
                "A Complete Claim for an unclaimed deposit shall be settled within 15 days of "
                "its receipt, whether or not the Bank has received the refund from the DEA "
                "Fund. No charge is levied for reactivating an account or for settling the claim."
            ),
        ],
    ),
    (
        "Settlement where there is a Nominee or Survivor",
        [
            Sub(
                "Where the deceased has registered a Nominee, or the account has a survivorship "
                "mandate, the Bank pays the balance to the Nominee or the Survivor on receipt of "
                "claim form D-1, the death certificate (a copy, with the original shown for "
                "verification) and the KYC documents of the claimant. No legal heir certificate, "
                "succession certificate, indemnity or surety is asked for. Payment to the "
                "Nominee or Survivor is a full discharge of the Bank’s liability."
            ),
            Sub(
                "A term deposit of the deceased may be paid before maturity without any penalty, "
                "or, at the claimant’s choice, continued until maturity in the name of the "
                "Survivor or Nominee."
            ),
        ],
    ),
    (
        "Settlement where there is no Nominee or Survivor",
        [
            Sub(
                "Where the total amount payable does not exceed the Threshold Amount, the Bank "
                "settles the claim under a simplified procedure, on receipt of:"
            ),
            Points(
                [
                    "claim form D-2 signed by all the Legal Heirs;",
                    "the death certificate;",
                    "a legal heir certificate issued by the Tehsildar or other revenue "
                    "authority, or, instead, an affidavit of the Legal Heirs on non-judicial "
                    "stamp paper of ₹100 setting out the family tree;",
                    "an indemnity bond signed by all the Legal Heirs, without surety where the "
                    "amount is up to ₹5 lakh and with one surety where it exceeds ₹5 lakh;",
                    "a letter of disclaimer from any Legal Heir who gives up his or her share "
                    "in favour of the others; and",
                    "the KYC documents of each claimant.",
                ]
            ),
            Sub(
                "Where the total amount payable exceeds the Threshold Amount, or where the Legal "
                "Heirs dispute the claim, the Bank requires a succession certificate, a probate "
                "of the Will or letters of administration issued by a competent court."
            ),
        ],
    ),
    (
        "Lockers and safe custody articles of a deceased hirer",
        [
            Sub(
                "Where a Nominee or Survivor exists, the Bank gives access to the locker, or "
                "hands over the safe custody articles, to the Nominee or Survivor on receipt of "
                "claim form L-1, the death certificate and KYC documents. The Nominee may remove "
                "the contents or continue the hire under a fresh agreement."
            ),
            Sub(
                "Where there is no Nominee or Survivor, access is given to all the Legal Heirs "
                "together, or to one of them with a mandate signed by the others, on the "
                "documents listed in clause 7.1. The Threshold Amount does not apply to lockers; "
                "the Bank may require a succession certificate if the Legal Heirs disagree."
            ),
            Sub("The contents are released under the following procedure:"),
            Procedure(
                [
                    "The branch fixes a date for opening the locker within 7 days of receiving "
                    "the Complete Claim and informs all claimants in writing.",
                    (
                        "The locker is opened in the presence of two officers of the Bank, an "
                        "independent witness and the claimants:",
                        [
                            "with the hirer’s key and the Bank’s master key; or",
                            (
                                "if the hirer’s key is not available, by breaking open the "
                                "locker through the Bank’s authorised technician,",
                                [
                                    "the cost of ₹3,000 plus GST being recovered from the claimants; and",
                                    "the breaking open being video-recorded.",
                                ],
                            ),
                        ],
                    ),
                    (
                        "An inventory of the contents is made in form L-INV:",
                        [
                            "signed by the officers, the witness and the claimants;",
                            "a copy is given to the claimants.",
                        ],
                    ),
                    "Rent paid in advance beyond the date of death is refunded in proportion.",
                ]
            ),
        ],
    ),
    (
        "Time limits and compensation",
        [
            Sub(
                "Every claim is acknowledged in writing on the day it is received. If documents "
                "are missing, the branch informs the claimants of all missing documents together "
                "within 7 days. Claims for deposits and for lockers or safe custody articles "
                "shall be settled within 15 calendar days of receipt of a Complete Claim."
            ),
            Sub(
                "If a deposit claim is settled late for reasons attributable to the Bank, the "
                "Bank pays interest on the amount of the claim at the Bank Rate plus 4% a year "
                "for the period of delay. If access to a locker or release of safe custody "
                "articles is delayed, the Bank pays compensation of ₹5,000 for each day of "
                "delay. Compensation is paid without the claimant having to ask for it."
            ),
        ],
    ),
    (
        "Documents required from Legal Heirs",
        [
            Sub("The documents required are summarised below:"),
            Procedure(
                [
                    (
                        "In every claim:",
                        [
                            "claim form D-1 (with Nominee or Survivor) or D-2 (without);",
                            "the death certificate; and",
                            "the KYC documents of each claimant.",
                        ],
                    ),
                    (
                        "In addition, where there is no Nominee or Survivor and the amount is "
                        "within the Threshold Amount:",
                        [
                            "a legal heir certificate or an affidavit of the Legal Heirs;",
                            (
                                "an indemnity bond signed by all the Legal Heirs:",
                                [
                                    "without surety for amounts up to ₹5 lakh;",
                                    "with one surety for amounts above ₹5 lakh up to ₹15 lakh;",
                                ],
                            ),
                            "letters of disclaimer, where applicable.",
                        ],
                    ),
                    "Where the amount exceeds the Threshold Amount: a succession certificate, "
                    "probate or letters of administration.",
                ]
            ),
            Sub(
                "All claim forms are available at every branch and Bank Mitra outlet and on the "
                "Bank’s website. Where a claimant’s grievance is not resolved by the Branch "
                "Manager within 15 days, it may be taken to the Principal Nodal Officer, Head "
                "Office, Amritsar, and thereafter to the Reserve Bank – Integrated Ombudsman."
            ),
        ],
    ),
]

ANNEXURE_TITLE = "Annexure I – Frequently asked questions"

FAQ = [
    (
        "My father had an account in Ravi Bank 20 years ago. How do I find out if money is still there?",
        "Search on the RBI’s UDGAM portal with his name and one detail such as his PAN or date "
        "of birth, or ask any branch to search the Bank’s records (clause 4).",
    ),
    (
        "Is money transferred to the DEA Fund lost?",
        "No. It can be claimed at any time, with interest (clause 3.4).",
    ),
    (
        "Do I need to go to the branch where the account was opened?",
        "No. A claim can be made at any branch (clause 5.1).",
    ),
    (
        "My mother had named me as nominee. Do I need a legal heir certificate?",
        "No. The death certificate, claim form D-1 and your KYC documents are enough (clause 6.1).",
    ),
    (
        "There was no nominee and the balance is ₹9 lakh. Do we need a succession certificate?",
        "No. Amounts up to ₹15 lakh are settled under the simplified procedure with a legal heir "
        "certificate or affidavit and an indemnity bond with one surety (clause 7.1).",
    ),
    (
        "The total balance is ₹22 lakh and there is no nominee. What is needed?",
        "A succession certificate, probate or letters of administration from a court (clause 7.2).",
    ),
    (
        "How long will the Bank take to settle the claim?",
        "15 calendar days from receipt of a Complete Claim (clause 9.1).",
    ),
    (
        "What if the Bank takes longer?",
        "You receive interest at the Bank Rate plus 4% a year for the delay on deposit claims, "
        "and ₹5,000 a day for delayed locker access (clause 9.2).",
    ),
    (
        "The locker key cannot be found. Can the locker still be opened?",
        "Yes. It is broken open by the Bank’s technician at a cost of ₹3,000 plus GST, in the "
        "presence of witnesses (clause 8.3).",
    ),
    (
        "Can the fixed deposit of my late husband continue in my name?",
        "Yes, if you are the Survivor or Nominee you may continue it until maturity or close it "
        "early without penalty (clause 6.2).",
    ),
]


def _roman(number: int) -> str:
    values = [(10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    out = ""
    for value, letters in values:
        while number >= value:
            out += letters
            number -= value
    return out


def _clause_line(doc, text: str) -> None:
    add_run(doc.add_paragraph(), text, bold=True)


def _add_procedure(doc, abstract_id: int, items, num_id=None, level=0) -> None:
    if num_id is None:
        num_id = new_num(doc, abstract_id, restart_levels=3)
    for item in items:
        text, children = item if isinstance(item, tuple) else (item, [])
        paragraph = doc.add_paragraph(text, style="List Paragraph")
        set_numbering(paragraph, num_id, level)
        _add_procedure(doc, abstract_id, children, num_id, level + 1)


def _add_clauses(doc, abstract_id: int) -> int:
    """Write all clauses; return the number of sub-clauses from clause 3 on (the items)."""
    items = 0
    for c, (title, body) in enumerate(CLAUSES, start=1):
        _clause_line(doc, f"{c}. {title}")
        s = 0
        for block in body:
            if isinstance(block, Sub | Def):
                s += 1
                paragraph = doc.add_paragraph(f"{c}.{s} ")
                if isinstance(block, Def):
                    paragraph.add_run("“")
                    add_run(paragraph, block.term, bold=True)
                    paragraph.add_run(f"” {block.text}")
                else:
                    paragraph.add_run(block.text)
                items += c >= 3
            elif isinstance(block, Points):
                for n, point in enumerate(block.items, start=1):
                    paragraph = doc.add_paragraph(f"({_roman(n)}) {point}")
                    paragraph.paragraph_format.left_indent = Cm(1.27)
            elif isinstance(block, Procedure):
                _add_procedure(doc, abstract_id, block.items)
    return items


def _add_annexure(doc) -> None:
    _clause_line(doc, ANNEXURE_TITLE)
    table = doc.add_table(rows=0, cols=2)
    table.style = "Table Grid"
    set_table_look(table, first_row=False)
    for question, answer in FAQ:
        row = table.add_row()
        first_paragraph(row.cells[0]).add_run(question)
        first_paragraph(row.cells[1]).add_run(answer)
        row.cells[0].width, row.cells[1].width = Cm(7), Cm(9.5)


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Compliance and Operations Department",
        created=dt.datetime(2018, 4, 10, 10, 0),
        modified=dt.datetime(2026, 3, 13, 9, 20),
        title="Policy on Unclaimed Deposits and Deceased Customers’ Claims",
        subject="Unclaimed deposits; deceased claims",
    )
    add_page_line(doc.sections[0].header)
    heading = doc.add_paragraph()
    heading.alignment = WD_ALIGN_PARAGRAPH.CENTER
    add_run(heading, TITLE, bold=True, size=14)
    doc.add_paragraph(VERSION).alignment = WD_ALIGN_PARAGRAPH.CENTER
    abstract_id = add_multilevel_abstract(doc, [("decimal", "%1."), ("lowerLetter", "%2."), ("lowerRoman", "%3.")])
    count = _add_clauses(doc, abstract_id)
    _add_annexure(doc)
    doc.save(path)
    return count + len(FAQ)
