"""Habit 1: scraper script with python-docx.
H1 page title, Source/Retrieved lines, H2 categories, H3 questions, Normal answers,
"List Bullet" bullets, "Table Grid" tables."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document

FILE = "Sabarmati_Savings_Account_FAQ.docx"

DOC = {
    "title": "Savings Account – Frequently Asked Questions",
    "cats": [
        {
            "name": "Sabarmati Savings Account (Regular)",
            "qs": [
                {
                    "q": "Who can open a Sabarmati Savings Account?",
                    "a": [
                        (
                            "p",
                            "A Sabarmati Savings Account can be opened by the following, subject to completion of KYC formalities:",
                        ),
                        (
                            "ul",
                            [
                                "Resident individuals, singly or jointly (up to four joint holders)",
                                "Minors of any age through their natural or legally appointed guardian",
                                "Minors aged 10 years and above, to be operated independently by the minor",
                                "Hindu Undivided Families (HUF), associations, clubs, societies and trusts which are permitted to open savings accounts",
                            ],
                        ),
                        (
                            "p",
                            "Non-Resident Indians cannot open a resident savings account; they may open an NRE or NRO savings account instead.",
                        ),
                    ],
                },
                {
                    "q": "What is the minimum balance to be maintained in a Sabarmati Savings Account?",
                    "a": [
                        (
                            "p",
                            "The minimum balance is reckoned as the Monthly Average Balance (MAB) and depends on the category of the branch where the account is maintained:",
                        ),
                        (
                            "table",
                            [
                                [
                                    "Branch category",
                                    "Monthly Average Balance",
                                    "Charge if shortfall up to 50%",
                                    "Charge if shortfall above 50%",
                                ],
                                ["Metro / Urban", "₹2,000", "₹25 per month", "₹50 per month"],
                                ["Semi-urban", "₹1,000", "₹15 per month", "₹30 per month"],
                                ["Rural", "₹500", "₹10 per month", "₹20 per month"],
                            ],
                        ),
                        ("p", "Charges are recovered at the end of each quarter and are subject to GST at 18%."),
                        (
                            "note",
                            "Note: No charge is levied for non-maintenance of MAB in accounts of pensioners, minors, and students below 25 years of age.",
                        ),
                    ],
                },
                {
                    "q": "How is the Monthly Average Balance calculated?",
                    "a": [
                        (
                            "p",
                            "The Monthly Average Balance is the sum of the day-end balances of each day of the month divided by the number of days in that month.",
                        ),
                        (
                            "p",
                            "For example, if the balance in an account at a Metro branch is ₹1,500 for the first 20 days and ₹3,500 for the remaining 10 days of a 30-day month, the MAB is (1,500 × 20 + 3,500 × 10) ÷ 30 = ₹2,166.67, and no charge is applicable.",
                        ),
                    ],
                },
                {
                    "q": "What is the rate of interest on savings accounts and how is it credited?",
                    "a": [
                        (
                            "p",
                            "Interest on savings accounts is calculated on the daily closing balance at the following rates (w.e.f. 01-04-2026):",
                        ),
                        (
                            "table",
                            [
                                ["Daily balance", "Rate of interest"],
                                ["Up to ₹10 lakh", "2.75% p.a."],
                                ["Above ₹10 lakh", "3.00% p.a."],
                            ],
                        ),
                        (
                            "p",
                            "Interest is credited quarterly, on the last working day of June, September, December and March. The rate applicable to a balance is the rate for the slab in which the entire day-end balance falls.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Basic Savings Bank Deposit Account (BSBDA)",
            "qs": [
                {
                    "q": "Who can open a Basic Savings Bank Deposit Account?",
                    "a": [
                        (
                            "p",
                            "Any individual, including a minor aged 10 years and above, who does not hold any other savings account with the Bank can open a BSBDA. The account can be opened with simplified KYC documents, i.e. Aadhaar or any other Officially Valid Document.",
                        ),
                    ],
                },
                {
                    "q": "What is the minimum balance to be maintained in a BSBDA?",
                    "a": [
                        (
                            "p",
                            "No minimum balance is required. A BSBDA is a zero-balance account and no charge is levied for having a nil balance.",
                        ),
                    ],
                },
                {
                    "q": "How many withdrawals are free in a BSBDA in a month?",
                    "a": [
                        (
                            "p",
                            "A maximum of 4 withdrawals are allowed free of charge in a calendar month, including withdrawals at ATMs of the Bank and other banks, UPI transfers and NEFT/IMPS. Deposits are unlimited and free.",
                        ),
                        ("p", "The following facilities are provided free of charge:"),
                        (
                            "ul",
                            [
                                "RuPay Classic debit card (no annual fee)",
                                "Cheque book of 10 leaves per financial year",
                                "Passbook and monthly e-statement",
                                "Internet banking, SabarMobile app and UPI",
                            ],
                        ),
                    ],
                },
                {
                    "q": "Whether a BSBDA holder can have another savings account with the Bank?",
                    "a": [
                        (
                            "p",
                            "No. A customer holding a BSBDA cannot hold any other savings account with the Bank. If the customer already has a savings account, it must be closed within 30 days of opening the BSBDA.",
                        ),
                        (
                            "p",
                            "A BSBDA holder may, however, open fixed deposits, recurring deposits and PPF accounts with the Bank.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Senior Citizen Savings Account",
            "qs": [
                {
                    "q": "Who is eligible to open a Senior Citizen Savings Account?",
                    "a": [
                        (
                            "p",
                            "Resident individuals who have completed 60 years of age are eligible. Proof of age such as PAN card, passport, Aadhaar or pension payment order must be submitted at the time of opening. An existing regular savings account can be converted on request.",
                        ),
                    ],
                },
                {
                    "q": "What is the minimum balance to be maintained in a Senior Citizen Savings Account?",
                    "a": [
                        (
                            "p",
                            "A Monthly Average Balance of ₹1,000 is required irrespective of the branch category. In case of shortfall, a flat charge of ₹10 per month plus GST is levied.",
                        ),
                        (
                            "p",
                            "Pensioners drawing pension through the Bank are exempt from the minimum balance requirement.",
                        ),
                    ],
                },
                {
                    "q": "What are the additional benefits for senior citizens?",
                    "a": [
                        ("p", "Senior Citizen Savings Account holders enjoy the following benefits:"),
                        (
                            "ul",
                            [
                                "25 cheque leaves free per financial year",
                                "Free doorstep banking (cash pick-up and delivery) twice a month for customers aged 80 years and above",
                                "Dedicated senior citizen counter at all branches",
                                "Life certificate can be submitted at any branch or through Jeevan Pramaan",
                            ],
                        ),
                        (
                            "p",
                            "An additional interest of 0.50% p.a. is available on term deposits of senior citizens (see the Term Deposits FAQ).",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Salary Account",
            "qs": [
                {
                    "q": "Who is eligible to open a Salary Account?",
                    "a": [
                        (
                            "p",
                            "Employees of Central and State Governments, PSUs, defence and para-military forces, and private organisations which have signed a salary tie-up with the Bank are eligible. Salary must be credited directly by the employer through the Bank's corporate payment system.",
                        ),
                    ],
                },
                {
                    "q": "What is the minimum balance to be maintained in a Salary Account?",
                    "a": [
                        ("p", "A Salary Account is a zero-balance account as long as salary is credited every month."),
                        (
                            "p",
                            "If no salary is credited for 3 consecutive months, the account is converted into a regular Sabarmati Savings Account and the MAB requirement of the branch category applies from the following month.",
                        ),
                    ],
                },
                {
                    "q": "What are the variants of Salary Account and their benefits?",
                    "a": [
                        ("p", "The variant is decided by the gross monthly salary credited:"),
                        (
                            "table",
                            [
                                [
                                    "Variant",
                                    "Gross monthly salary",
                                    "Personal accident cover",
                                    "Free ATM transactions (other banks)",
                                ],
                                ["Silver", "₹10,000 to ₹50,000", "₹20 lakh", "10 per month"],
                                ["Gold", "₹50,001 to ₹1,00,000", "₹30 lakh", "15 per month"],
                                ["Platinum", "Above ₹1,00,000", "₹50 lakh", "Unlimited"],
                            ],
                        ),
                        ("p", "Air accident cover of ₹1 crore is available for the Platinum variant."),
                    ],
                },
            ],
        },
        {
            "name": "Cheque Book, Passbook and Statements",
            "qs": [
                {
                    "q": "How many cheque leaves are free in a financial year?",
                    "a": [
                        ("p", "The number of free cheque leaves depends on the type of savings account:"),
                        (
                            "table",
                            [
                                ["Account type", "Free cheque leaves per financial year", "Charge beyond free limit"],
                                ["Sabarmati Savings Account (Regular)", "20 leaves", "₹4 per leaf + GST"],
                                ["BSBDA", "10 leaves", "Not issued beyond free limit"],
                                ["Senior Citizen Savings Account", "25 leaves", "₹4 per leaf + GST"],
                                ["Salary Account", "50 leaves", "₹4 per leaf + GST"],
                            ],
                        ),
                        (
                            "p",
                            "A cheque book can be requested at the branch, through internet banking, the SabarMobile app, or at any of the Bank's ATMs. It is dispatched by speed post to the registered address within 7 working days.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for a duplicate passbook?",
                    "a": [
                        (
                            "p",
                            "A duplicate passbook with the latest balance is issued for ₹100 plus GST. If previous entries are also required, an additional charge of ₹50 per page is levied. No charge is levied on senior citizens and BSBDA holders.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Closing an Account",
            "qs": [
                {
                    "q": "Procedure for closing a savings account",
                    "a": [
                        (
                            "ol",
                            [
                                "Submit the Account Closure Form (Form SB-12) at the home branch, signed by all account holders.",
                                "Surrender the unused cheque leaves and the debit card, or give an undertaking that they have been destroyed.",
                                "Indicate how the balance is to be paid: transfer to another account with the Bank, transfer to another bank through NEFT, or a demand draft.",
                                "Close any standing instructions, auto-debits and linked deposits before submitting the request.",
                            ],
                        ),
                        (
                            "p",
                            "Closure through a non-home branch is permitted; the account is closed within 3 working days of receipt of the request.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for closing a savings account?",
                    "a": [
                        ("p", "Account closure charges are levied as under, plus GST where applicable:"),
                        (
                            "table",
                            [
                                ["Period since opening", "Closure charge"],
                                ["Within 14 days", "Nil"],
                                ["After 14 days and up to 1 year", "₹500 + GST"],
                                ["After 1 year", "Nil"],
                            ],
                        ),
                        (
                            "p",
                            "No closure charge is levied on a BSBDA or on closure due to the death of the account holder.",
                        ),
                    ],
                },
                {
                    "q": "When does a savings account become inoperative?",
                    "a": [
                        (
                            "p",
                            "An account is classified as inoperative if there is no customer-induced transaction for more than 2 years. Interest credits and service charges by the Bank are not customer-induced transactions.",
                        ),
                        (
                            "p",
                            "An inoperative account can be activated by submitting a request with fresh KYC documents at any branch or through Video KYC. Balances remaining unclaimed for 10 years are transferred to the Depositor Education and Awareness (DEA) Fund of RBI, but can be claimed by the depositor at any time.",
                        ),
                    ],
                },
            ],
        },
    ],
}

URL = "https://www.sabarmatibank.example/faq/savings-accounts"


def add_inline(par, text):
    for i, part in enumerate(re.split(r"\*\*", text)):
        if part:
            r = par.add_run(part)
            r.bold = i % 2 == 1


def render_blocks(d, blocks):
    for b in blocks:
        k = b[0]
        if k in ("p", "note"):
            add_inline(d.add_paragraph(style="Normal"), b[1])
        elif k == "ul":
            for x in b[1]:
                add_inline(d.add_paragraph(style="List Bullet"), x)
        elif k == "ol":
            for x in b[1]:
                add_inline(d.add_paragraph(style="List Number"), x)
        elif k == "table":
            rows = b[1]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, c in enumerate(row):
                    cell = t.cell(i, j)
                    cell.text = c
                    if i == 0:
                        for r in cell.paragraphs[0].runs:
                            r.bold = True


def main():
    d = Document()
    d.core_properties.title = DOC["title"]
    d.core_properties.author = "faq_scraper.py"
    d.add_heading(DOC["title"], level=1)
    d.add_paragraph(f"Source: {URL}")
    d.add_paragraph("Retrieved on 12-10-2026")
    for c in DOC["cats"]:
        d.add_heading(c["name"], level=2)
        for q in c["qs"]:
            d.add_heading(q["q"], level=3)
            render_blocks(d, q["a"])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "python-docx scraper: H1 page title, Source/Retrieved lines, H2 categories, H3 questions, Normal answers, List Bullet, Table Grid",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
