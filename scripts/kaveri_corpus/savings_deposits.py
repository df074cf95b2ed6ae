"""savings_and_deposits_faq.docx — "Title" style document title, then
numbered Heading 1 sections ("1. Savings accounts") and numbered Heading 2
questions ("1.1 Which savings accounts ...?") whose numbers are typed into the
heading text.  Two tables (savings variants, FD rates).  Core title empty."""

from ._docx_helpers import bullets, new_document, numbered, table

FILE_NAME = "savings_and_deposits_faq.docx"

TITLE = "Savings Accounts, Fixed Deposits and Overdrafts"


def build(out_path):
    doc = new_document(None, subject="Everyday banking")
    n = 0
    sec = 0
    sub = 0

    def section(text):
        nonlocal sec, sub
        sec += 1
        sub = 0
        doc.add_heading(f"{sec}. {text}", level=1)

    def q(text):
        nonlocal n, sub
        n += 1
        sub += 1
        doc.add_heading(f"{sec}.{sub} {text}", level=2)

    def a(*texts):
        for t in texts:
            doc.add_paragraph(t)

    doc.add_heading(TITLE, level=0)
    a(
        "Customer FAQ — Kaveri Bank Ltd. Interest rates in this document are "
        "effective from 1 July 2025 and may change without notice; the rate "
        "that applies to a fixed deposit is the one on the day it is opened or "
        "renewed."
    )

    section("Savings accounts")

    q("Which savings accounts does Kaveri Bank offer?")
    a("The average monthly balance (AMB) you need depends on the account and on where your branch is:")
    table(
        doc,
        ["Account", "Meant for", "AMB – metro/urban", "AMB – semi-urban", "AMB – rural"],
        [
            ["Kaveri Regular Savings", "All resident individuals", "₹5,000", "₹2,500", "₹1,000"],
            [
                "Kaveri Sanchay Plus",
                "Higher balances; free cheque books and platinum debit card",
                "₹25,000",
                "₹25,000",
                "₹10,000",
            ],
            ["Kaveri Senior Savings", "Customers aged 60 and above", "₹10,000", "₹5,000", "₹2,500"],
            [
                "Kaveri Young Savers",
                "Minors under 18 (operated by a guardian, or by the minor from age 10)",
                "₹1,000",
                "₹1,000",
                "₹500",
            ],
            ["Kaveri Salary Account", "Employees of companies with a salary tie-up", "Nil", "Nil", "Nil"],
            [
                "Basic Savings Bank Deposit Account (BSBDA)",
                "Basic banking with no minimum balance",
                "Nil",
                "Nil",
                "Nil",
            ],
        ],
    )

    q("How is the average monthly balance calculated?")
    a(
        "It is the total of the end-of-day balances for each day of the month "
        "divided by the number of days in that month."
    )

    q("What is charged if I do not maintain the minimum balance?")
    a(
        "The charge is 6% of the shortfall in the AMB, capped at ₹300 a month "
        "for Regular Savings, ₹600 for Sanchay Plus, ₹200 for Senior Savings "
        "and ₹100 for Young Savers, plus GST. We send an SMS when the balance "
        "falls short, and the charge will never make your balance negative."
    )

    q("What interest does a savings account earn?")
    a(
        "2.75% a year on the part of the daily balance up to ₹1 lakh, 3.25% on "
        "the part between ₹1 lakh and ₹10 lakh, and 3.50% above ₹10 lakh. "
        "Interest is calculated daily and credited quarterly, at the end of "
        "June, September, December and March."
    )

    q("How do I open a savings account?")
    a(
        "Download the Kaveri Mobile app, choose Open an Account, and complete "
        "Aadhaar OTP and video KYC with your PAN card in hand. The account "
        "number is issued immediately and the welcome kit is posted within 7 "
        "working days. You can also apply at any branch."
    )

    q("What happens to my salary account if I change jobs?")
    a(
        "If no salary is credited for three consecutive months, we convert the "
        "account to a Kaveri Regular Savings account after giving you 30 days' "
        "notice, and the Regular Savings minimum balance then applies."
    )

    q("Is there a charge for closing a savings account?")
    a(
        "Closure is free within 14 days of opening and after one year. Between "
        "15 days and one year, a closure charge of ₹500 plus GST applies. "
        "Accounts of deceased customers are closed free of charge."
    )

    section("Fixed deposits")

    q("What are the current fixed deposit interest rates?")
    a("Rates for deposits below ₹3 crore, % per annum:")
    table(
        doc,
        ["Tenure", "General public", "Senior citizens (60+)"],
        [
            ["7 days to 45 days", "3.00", "3.50"],
            ["46 days to 90 days", "4.50", "5.00"],
            ["91 days to 180 days", "5.25", "5.75"],
            ["181 days to less than 1 year", "6.00", "6.50"],
            ["1 year to less than 2 years", "7.00", "7.50"],
            ["2 years to less than 3 years", "7.10", "7.60"],
            ["3 years to less than 5 years", "6.90", "7.40"],
            ["5 years to 10 years", "6.60", "7.10"],
            ["Kaveri Tax Saver FD (5 years)", "6.60", "7.10"],
        ],
        style="Light List Accent 1",
    )

    q("What is the minimum amount for a fixed deposit?")
    a("₹1,000, and in multiples of ₹100 after that. The Tax Saver FD accepts up to ₹1.5 lakh in a financial year.")

    q("Who counts as a senior citizen for the higher rate?")
    a(
        "A resident individual aged 60 or above on the date the deposit is "
        "opened gets 0.50% more. Customers aged 80 or above get a further "
        "0.10%."
    )

    q("Can I close my fixed deposit before maturity?")
    a(
        "Yes. Interest is paid at the rate that applied to the period the "
        "deposit actually ran, less a penalty of 1% (0.50% for senior "
        "citizens). No interest is paid on deposits closed within 7 days. The "
        "Tax Saver FD cannot be closed before 5 years except on the death of "
        "the depositor."
    )

    q("Is tax deducted on fixed deposit interest?")
    a(
        "TDS is deducted at 10% when your total FD interest with Kaveri Bank "
        "exceeds ₹50,000 in a financial year (₹1,00,000 for senior citizens), "
        "or at 20% if we do not have your PAN."
    )
    bullets(
        doc,
        [
            "If your income is below the taxable limit, submit Form 15G (or Form "
            "15H if you are 60 or above) at the start of every financial year.",
            "Forms can be submitted in net banking under Deposits > Tax Forms.",
            "A TDS certificate (Form 16A) is available every quarter.",
        ],
    )

    q("What happens when my fixed deposit matures?")
    a(
        "Unless you chose otherwise, the deposit renews automatically for the "
        "same tenure at the rate on the maturity date. If you chose payout, the "
        "amount is credited to your savings account; money left unclaimed after "
        "maturity earns the savings account rate."
    )

    q("How do I open a fixed deposit online?")
    numbered(
        doc,
        [
            "Log in to the Kaveri Mobile app or net banking.",
            "Select Deposits > Open Fixed Deposit.",
            "Enter the amount and tenure, choose interest payout (monthly, "
            "quarterly or on maturity) and the maturity instruction.",
            "Check the nominee, which is copied from your savings account by default.",
            "Confirm with the OTP; the deposit advice is e-mailed to you at once.",
        ],
    )

    section("Overdraft facilities")

    q("Can I get an overdraft against my fixed deposit?")
    a(
        "Yes. You can draw up to 90% of the deposit amount, with a minimum "
        "limit of ₹25,000. Interest is charged only on the amount used, at 2% "
        "above the deposit rate, and there is no processing fee. The overdraft "
        "can be opened instantly in the app under Deposits > Overdraft."
    )

    q("Is there an overdraft for salaried customers?")
    a(
        "Kaveri Salary Account holders can get Salary Advance, an overdraft of "
        "up to two times the net monthly salary, subject to a maximum of "
        "₹2,00,000. Interest is 16% a year on the amount used, the processing "
        "fee is 1% of the limit plus GST, and the limit is renewed every year."
    )

    q("Can I get an overdraft on a Basic Savings or Jan Dhan account?")
    a(
        "Account holders under the Pradhan Mantri Jan Dhan Yojana who have "
        "kept the account active with regular credits for six months are "
        "eligible for an overdraft of up to ₹10,000."
    )

    q("What if I go over my overdraft limit?")
    a(
        "Debits beyond the limit are not normally allowed. If one is passed, a "
        "penal charge of ₹500 plus GST is levied for each instance, and the "
        "excess must be repaid within 7 days."
    )

    doc.save(out_path)
    return n
