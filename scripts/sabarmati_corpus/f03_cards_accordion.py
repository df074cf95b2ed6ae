"""Habit 3: accordion FAQ page pasted into Word as text (Keep Text Only).
All Normal paragraphs; "Expand All | Collapse All" near the top; ALL-CAPS tab labels as
category lines; each question line starts with "+ " (not bold); answers plain paragraphs;
lists pasted as "•<tab>" lines; tables pasted as tab-separated lines; "Was this helpful?
Yes | No" after some answers."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.shared import Pt

FILE = "Cards_FAQs.docx"

DOC = {
    "title": "Frequently Asked Questions – Debit Cards and Credit Cards",
    "cats": [
        {
            "name": "DEBIT CARDS",
            "qs": [
                {
                    "q": "What are the debit card variants and their annual fees?",
                    "help": True,
                    "a": [
                        (
                            "p",
                            "The Bank issues the following debit cards to savings and current account holders. Annual maintenance charges are recovered in the month of issue from the second year onwards.",
                        ),
                        (
                            "table",
                            [
                                ["Card variant", "Issuance fee", "Annual fee (plus GST)"],
                                ["RuPay Classic", "Nil", "₹150"],
                                ["Visa Classic", "Nil", "₹200"],
                                ["RuPay Platinum", "₹100", "₹250"],
                                ["Visa Signature", "₹300", "₹500"],
                            ],
                        ),
                        (
                            "p",
                            "The RuPay Classic card issued to BSBDA and PMJDY account holders is free of annual fee.",
                        ),
                    ],
                },
                {
                    "q": "What is the daily ATM withdrawal and POS limit on my debit card?",
                    "a": [
                        ("p", "The daily limits are as follows:"),
                        (
                            "table",
                            [
                                ["Card variant", "ATM cash withdrawal per day", "POS / e-commerce per day"],
                                ["RuPay Classic", "₹25,000", "₹50,000"],
                                ["Visa Classic", "₹40,000", "₹1,00,000"],
                                ["RuPay Platinum", "₹50,000", "₹1,50,000"],
                                ["Visa Signature", "₹1,00,000", "₹3,00,000"],
                            ],
                        ),
                        (
                            "p",
                            "Limits can be reduced or restored (up to the maximum for the variant) through Card Controls in the SabarMobile app or Internet Banking.",
                        ),
                    ],
                },
                {
                    "q": "How many free ATM transactions are allowed in a month?",
                    "help": True,
                    "a": [
                        (
                            "p",
                            "Savings account holders get 5 free transactions (financial and non-financial) per month at the Bank's own ATMs. At other banks' ATMs, 3 free transactions are allowed in the six metro centres (Mumbai, New Delhi, Chennai, Kolkata, Bengaluru and Hyderabad) and 5 at other centres.",
                        ),
                        (
                            "p",
                            "Beyond the free limit, ₹23 plus GST is charged for each financial transaction and ₹11 plus GST for each non-financial transaction (balance enquiry, mini statement).",
                        ),
                    ],
                },
                {
                    "q": "Can I use my debit card outside India?",
                    "a": [
                        (
                            "p",
                            "Yes, Visa Classic, RuPay Platinum and Visa Signature cards can be used at ATMs and merchant outlets abroad. International usage is disabled by default and must be enabled through Card Controls in SabarMobile, Internet Banking or at the branch before travel.",
                        ),
                        (
                            "p",
                            "An international ATM withdrawal costs ₹150 plus GST per withdrawal, and a currency conversion mark-up of 3.5% applies to all foreign currency transactions. The RuPay Classic card works only in India.",
                        ),
                    ],
                },
                {
                    "q": "How do I generate the PIN for a new debit card?",
                    "help": True,
                    "a": [
                        ("p", "The PIN (Green PIN) can be generated through any of the following channels:"),
                        (
                            "ul",
                            [
                                'At any Sabarmati Bank ATM: insert the card, select "Green PIN", enter the OTP received on the registered mobile number and set a 4-digit PIN.',
                                "Through the SabarMobile app: Cards → Set/Reset PIN.",
                                "Through the IVR by calling 1800 233 4455 from the registered mobile number.",
                            ],
                        ),
                        (
                            "p",
                            "The card must be activated by a transaction at an ATM within 30 days of generating the Green PIN.",
                        ),
                    ],
                },
                {
                    "q": "How do I change my debit card PIN?",
                    "a": [
                        (
                            "p",
                            'The PIN can be changed at any Sabarmati Bank ATM using the "PIN Change" option, or in SabarMobile under Cards → Set/Reset PIN. If a wrong PIN is entered 3 times in a day, the card is blocked for PIN-based transactions until midnight.',
                        ),
                    ],
                },
                {
                    "q": "How do I block my debit card if it is lost or stolen?",
                    "help": True,
                    "a": [
                        ("p", "Block the card immediately through any of these options, available 24x7:"),
                        (
                            "ul",
                            [
                                "SMS BLOCK <last 4 digits of card> to 5676791 from the registered mobile number",
                                "Call the toll-free number 1800 233 4455 and select the card blocking option",
                                "SabarMobile app or Internet Banking → Cards → Block Card",
                            ],
                        ),
                        (
                            "p",
                            "Once blocked, a card cannot be unblocked. Transactions reported after blocking are the Bank's liability.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for replacement of a debit card?",
                    "a": [
                        (
                            "p",
                            "A replacement card is issued for ₹300 plus GST for all variants. No charge is levied if the card is replaced on expiry, or for replacement of a damaged card within 6 months of issue. The replacement card is delivered to the registered address within 7 working days.",
                        ),
                    ],
                },
                {
                    "q": "Cash was not dispensed at the ATM but my account was debited. What should I do?",
                    "a": [
                        (
                            "p",
                            "Such transactions are usually reversed automatically within 5 working days (T+5). If not, lodge a complaint at any branch, on 1800 233 4455 or through SabarMobile under Services → Complaints.",
                        ),
                        (
                            "p",
                            "If the amount is not reversed within T+5 days, compensation of ₹100 per day of delay is credited to your account automatically.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "CREDIT CARDS",
            "qs": [
                {
                    "q": "What are the credit card variants and their annual fees?",
                    "help": True,
                    "a": [
                        (
                            "p",
                            "The Bank offers three credit cards in association with the Sabarmati Cards & Payment Services Ltd.:",
                        ),
                        (
                            "table",
                            [
                                ["Card", "Joining fee", "Annual fee", "Annual fee waived on yearly spends of"],
                                ["Sabarmati Classic", "Nil", "₹499", "₹50,000"],
                                ["Sabarmati Gold", "₹999", "₹999", "₹1,00,000"],
                                ["Sabarmati Signature", "₹2,999", "₹2,999", "₹3,00,000"],
                            ],
                        ),
                        (
                            "p",
                            "All fees are exclusive of GST. The annual fee is charged in the first statement of every card anniversary year.",
                        ),
                    ],
                },
                {
                    "q": "Who is eligible for a credit card?",
                    "a": [
                        (
                            "p",
                            "Resident individuals aged 21 to 65 years with a minimum gross annual income of ₹3 lakh (Classic), ₹6 lakh (Gold) or ₹12 lakh (Signature) are eligible. Cards are also issued against a fixed deposit of at least ₹25,000 with a credit limit of 80% of the deposit, without any income proof.",
                        ),
                    ],
                },
                {
                    "q": "How do I generate the PIN for my credit card?",
                    "a": [
                        (
                            "p",
                            "Generate the PIN in SabarMobile (Cards → Credit Card → Set PIN) or by calling 1800 233 4455 from the registered mobile number and following the IVR instructions. The PIN is required for transactions at ATMs and POS terminals.",
                        ),
                    ],
                },
                {
                    "q": "What is the billing cycle and payment due date?",
                    "a": [
                        (
                            "p",
                            "The statement is generated on the same date every month (the statement date shown on the card carrier). The payment due date is 20 days after the statement date, giving an interest-free period of 20 to 50 days on purchases, provided the previous balance has been paid in full.",
                        ),
                        ("p", "The billing date can be changed once in 6 months by calling customer care."),
                    ],
                },
                {
                    "q": "What is the Minimum Amount Due?",
                    "help": True,
                    "a": [
                        (
                            "p",
                            "The Minimum Amount Due is 5% of the total outstanding or ₹200, whichever is higher, plus any EMI instalments, over-limit amount and unpaid past dues.",
                        ),
                        (
                            "p",
                            "Paying only the Minimum Amount Due keeps the card in good standing and avoids late payment charges, but interest is charged on the entire outstanding amount from the date of each transaction (see the next question).",
                        ),
                    ],
                },
                {
                    "q": "What interest is charged if I do not pay the full amount?",
                    "a": [
                        (
                            "p",
                            "Finance charges of 3.50% per month (42% per annum) are levied on the outstanding balance from the date of transaction until payment in full, when the total amount due is not paid by the due date. Cash withdrawals attract finance charges from the date of withdrawal, with no interest-free period.",
                        ),
                    ],
                },
                {
                    "q": "What are the late payment charges?",
                    "a": [
                        (
                            "p",
                            "Late payment charges are levied if the Minimum Amount Due is not paid by the payment due date:",
                        ),
                        (
                            "table",
                            [
                                ["Total amount due", "Late payment charge"],
                                ["Up to ₹500", "Nil"],
                                ["₹501 to ₹5,000", "₹400"],
                                ["₹5,001 to ₹10,000", "₹750"],
                                ["Above ₹10,000", "₹1,100"],
                            ],
                        ),
                        (
                            "p",
                            "GST at 18% applies on late payment charges. Payments not received within 3 days after the due date are reported to credit bureaus as overdue.",
                        ),
                    ],
                },
                {
                    "q": "How are reward points earned and redeemed?",
                    "help": True,
                    "a": [
                        (
                            "p",
                            "Reward points are earned on retail purchases as under: Classic – 2 points, Gold – 3 points, Signature – 5 points for every ₹100 spent. No points are earned on fuel, cash withdrawals, rent payments and wallet loads.",
                        ),
                        (
                            "p",
                            "Points can be redeemed against the card outstanding (1 point = ₹0.25) or for vouchers on the rewards portal. Reward points expire 3 years after the month in which they are earned.",
                        ),
                    ],
                },
                {
                    "q": "How do I block my credit card?",
                    "a": [
                        (
                            "p",
                            "Call 1800 233 4455 (24x7), SMS BLOCKCC <last 4 digits> to 5676791, or use SabarMobile → Cards → Credit Card → Block. A replacement card is sent free of charge within 7 working days.",
                        ),
                    ],
                },
                {
                    "q": "Can I withdraw cash using my credit card?",
                    "a": [
                        (
                            "p",
                            "Yes. Cash can be withdrawn at ATMs up to 30% of the credit limit. A cash advance fee of 2.5% of the amount withdrawn (minimum ₹500) is charged, in addition to finance charges from the date of withdrawal.",
                        ),
                    ],
                },
            ],
        },
    ],
}


def main():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    d.core_properties.author = "Admin"
    P = d.add_paragraph
    P(DOC["title"])
    P("Expand All | Collapse All")
    for c in DOC["cats"]:
        P(c["name"])
        for q in c["qs"]:
            P("+ " + q["q"])
            for b in q["a"]:
                if b[0] in ("p", "note"):
                    P(b[1])
                elif b[0] in ("ul", "ol"):
                    for i, it in enumerate(b[1], 1):
                        P(("•\t" if b[0] == "ul" else f"{i}.\t") + it)
                elif b[0] == "table":
                    for row in b[1]:
                        P("\t".join(row))
            if q.get("help"):
                P("Was this helpful? Yes | No")
    P("Still need help? Call 1800 233 4455 or write to customercare@sabarmatibank.example")
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "accordion FAQ page pasted as plain text: '+ ' question lines, ALL-CAPS tab labels as categories, Expand All/Was this helpful noise, tab-separated table lines",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
