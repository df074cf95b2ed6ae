"""bank_mitra.docx - Financial Inclusion Department (pasted WhatsApp / e-mail broadcast).

Habit: no heading styles anywhere. A bold title line; then for each category a line in CAPS
(its own Normal paragraph, not bold) followed by ONE long Normal paragraph in which all the
items of the category follow each other separated by soft line breaks (w:br, Shift+Enter):
'Q: ...?<br>A: ...<br><br>Q: ...'.
"""

from __future__ import annotations

import datetime as dt

from docx import Document
from docx.enum.text import WD_BREAK

from helpers import add_run, set_properties

TITLE = "Ravi Bank – Bank Mitra Seva: your questions answered (please share in your village group)"

OPENING = (
    "Namaste! Our Bank Mitras and branches get these questions every day. Read, save and forward "
    "to your family. Helpline 1800-180-7284 (free) | WhatsApp 98140-07284."
)

CLOSING = (
    "Ravi Bank never asks for your PIN, OTP or Aadhaar fingerprint over the phone. Issued by "
    "Financial Inclusion Department, Head Office, Amritsar."
)

CATEGORIES = [
    (
        "WHAT A BANK MITRA CAN DO",
        [
            (
                "What is a Bank Mitra?",
                "A Bank Mitra (business correspondent) is a local person or shop appointed by "
                "Ravi Bank to give basic banking services in your village on the bank’s behalf. "
                "We have about 9,000 Bank Mitra outlets. Every outlet displays a Ravi Bank board "
                "with the Bank Mitra’s name, BC code, the link branch and the helpline number, "
                "and the Bank Mitra carries a Ravi Bank photo ID card.",
            ),
            (
                "What services can I get at a Bank Mitra outlet?",
                "Opening of savings and Jan Dhan accounts, cash deposit and withdrawal, balance "
                "enquiry and mini statement, money transfer to any bank, recurring deposits, "
                "enrolment in PMJJBY, PMSBY and Atal Pension Yojana, Aadhaar seeding of your "
                "account, life certificates for pensioners, and collection of loan and KCC "
                "repayments. Cheque books, lockers and loans are handled at the branch.",
            ),
            (
                "How much cash can I deposit or withdraw at a Bank Mitra?",
                "Up to ₹10,000 per transaction and ₹20,000 per day per account, whether you use "
                "your card, your account number or Aadhaar. Always take the printed or SMS "
                "receipt.",
            ),
            (
                "Does the Bank Mitra charge any fee?",
                "No. All services are free for Ravi Bank customers. If anyone asks you for "
                "money, call 1800-180-7284 – the Bank Mitra’s code will be suspended and the "
                "money recovered.",
            ),
            (
                "Can the Bank Mitra give me a loan?",
                "No. But the Bank Mitra can fill in and forward your application for a Kisan "
                "Credit Card or a Mudra Shishu loan (up to ₹50,000) to the branch, which decides "
                "within 14 days.",
            ),
            (
                "When is a Bank Mitra outlet open?",
                "At least 6 hours a day, 6 days a week. The timings are painted on the board. If "
                "the outlet stays closed for more than 3 working days, please tell the branch.",
            ),
        ],
    ),
    (
        "AADHAAR PAYMENTS (AEPS) AND BIOMETRIC FAILURE",
        [
            (
                "What is AePS?",
                "Aadhaar Enabled Payment System. You can withdraw or deposit cash, check your "
                "balance or get a mini statement using only your Aadhaar number and fingerprint, "
                "for an account in any bank, provided the account is linked (seeded) with your "
                "Aadhaar. Limit at Ravi Bank outlets: ₹10,000 per transaction and ₹50,000 per "
                "month.",
            ),
            (
                "My fingerprint is not matching. What can I do?",
                "Clean and dry the finger and try again; try the other fingers and thumbs. Many "
                "outlets also have an iris scanner or face authentication – ask for it. If "
                "nothing works, update your biometrics at an Aadhaar Seva Kendra (fee ₹100). "
                "Until then you can withdraw with your RuPay card and PIN at the micro ATM, or "
                "with a withdrawal slip at the branch.",
            ),
            (
                "Money was debited from my account but I did not get cash in AePS. What now?",
                "Keep the receipt or note the RRN number from the SMS. The amount is reversed "
                "automatically within 5 working days. If it is not, complain at the branch or "
                "on 1800-180-7284; for every day of delay after 5 working days the bank pays "
                "you ₹100 as compensation.",
            ),
            (
                "Can someone misuse my fingerprint?",
                "Only if you give your fingerprint for a transaction you did not ask for. Never "
                "put your finger on a device for ‘verification’ for a stranger or a so-called "
                "survey. Lock your biometrics in the mAadhaar app and unlock them only when you "
                "need to transact. Check every SMS from Ravi Bank.",
            ),
        ],
    ),
    (
        "MICRO ATMS",
        [
            (
                "What is a micro ATM?",
                "A small hand-held machine with the Bank Mitra that works like an ATM: swipe or "
                "insert your RuPay card, enter your PIN, and the Bank Mitra pays you cash from "
                "the shop. It also works with Aadhaar and fingerprint.",
            ),
            (
                "The micro ATM did not print a receipt. Is my transaction safe?",
                "Ask for the receipt every time; if the printer is not working, you will still "
                "get an SMS from Ravi Bank. If you get neither, do not leave – ask the Bank "
                "Mitra to check the transaction status on the machine.",
            ),
        ],
    ),
    (
        "PM JAN DHAN ACCOUNTS",
        [
            (
                "What is a Jan Dhan account?",
                "A basic savings account with zero balance requirement. You get a free RuPay "
                "debit card with accident insurance of ₹2 lakh, free cash deposit and at least 4 "
                "free withdrawals a month, and DBT credits directly into the account.",
            ),
            (
                "Can I get an overdraft in my Jan Dhan account?",
                "Yes, up to ₹10,000, after the account has been run satisfactorily for 6 "
                "months with regular credits. One overdraft per household, preferably in the "
                "name of the woman of the house; age 18 to 65 years. An overdraft of up to "
                "₹2,000 is given without any conditions.",
            ),
            (
                "Will the RuPay card accident insurance pay if I never use the card?",
                "No. The card must have been used at least once in the 90 days before the "
                "accident (any ATM, micro ATM, shop or online transaction).",
            ),
            (
                "Is there a limit on how much I can keep in a Jan Dhan account?",
                "If you gave full KYC documents (Aadhaar, voter ID and so on) when opening, "
                "there is no limit. If it was opened as a small account, the small account "
                "limits apply – see below.",
            ),
        ],
    ),
    (
        "SMALL ACCOUNTS",
        [
            (
                "What is a small account?",
                "An account opened with only a photograph and your signature or thumb "
                "impression, for people without an ID document. Limits: balance at any time up "
                "to ₹50,000; total credits up to ₹1 lakh in a year; withdrawals and transfers "
                "up to ₹10,000 in a month. Foreign money cannot be received.",
            ),
            (
                "What happens to a small account after 12 months?",
                "It works for 12 months. It is extended for another 12 months if you show that "
                "you have applied for an ID document such as Aadhaar. Once you give the ID, it "
                "becomes a normal account with no limits. If you do not, credits stop but you "
                "can still withdraw your money.",
            ),
        ],
    ),
    (
        "KISAN CREDIT CARD – INTEREST SUBVENTION",
        [
            (
                "What interest do I pay on my KCC crop loan?",
                "Short-term crop loans up to ₹3 lakh carry interest of 7% a year under the "
                "government’s interest subvention scheme. If you repay on time (within one year "
                "of drawing), you get a further 3% incentive, so you effectively pay only 4%.",
            ),
            (
                "Can I repay my KCC at a Bank Mitra?",
                "Yes. Deposit the amount at the outlet and it goes straight to your KCC "
                "account, within the ₹10,000 per transaction and ₹20,000 per day limit.",
            ),
        ],
    ),
    (
        "DBT SUBSIDY NOT RECEIVED (LPG, PM-KISAN)",
        [
            (
                "My LPG subsidy has stopped coming. What should I check?",
                "Three things: (1) your LPG consumer number is linked to your Aadhaar at the gas "
                "agency; (2) your Ravi Bank account is seeded with Aadhaar and mapped with NPCI "
                "for DBT; (3) your account is not frozen or closed. The Bank Mitra can seed "
                "Aadhaar with a signed consent form; mapping takes 2 to 3 working days.",
            ),
            (
                "My PM-KISAN instalment has not come. What can I do?",
                "Check that your e-KYC is done, your land details are verified by the state, "
                "and your bank account is Aadhaar-seeded. Check your status on the PM-KISAN "
                "portal. Ask the Bank Mitra to check if any credit came and was returned because "
                "the account was frozen, closed, or a small account over its limit.",
            ),
            (
                "How do I know which bank account gets my DBT money?",
                "Government subsidies go to the last bank account seeded with your Aadhaar. "
                "Dial *99*99# from your mobile, or ask the Bank Mitra to check. If it shows "
                "another bank, give the consent form to Ravi Bank to move the seeding here.",
            ),
            (
                "My account is inactive. Will DBT money still come?",
                "Yes. DBT and scholarship credits are received even in an inoperative account. "
                "To withdraw, update your KYC with the Bank Mitra or at the branch – it takes a "
                "few minutes with Aadhaar.",
            ),
        ],
    ),
]


def _add_broadcast_block(doc, items) -> None:
    """All items of one category in a single paragraph, lines split by soft breaks."""
    paragraph = doc.add_paragraph()
    run = paragraph.add_run()
    for index, (question, answer) in enumerate(items):
        if index:
            run.add_break(WD_BREAK.LINE)
            run.add_break(WD_BREAK.LINE)
        run.add_text(f"Q: {question}")
        run.add_break(WD_BREAK.LINE)
        run.add_text(f"A: {answer}")


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="FI Dept HO",
        created=dt.datetime(2024, 5, 2, 19, 12),
        modified=dt.datetime(2026, 1, 9, 8, 55),
    )
    add_run(doc.add_paragraph(), TITLE, bold=True)
    doc.add_paragraph(OPENING)
    count = 0
    for category, items in CATEGORIES:
        assert category == category.upper(), category
        doc.add_paragraph(category)
        _add_broadcast_block(doc, items)
        count += len(items)
    doc.add_paragraph(CLOSING)
    doc.save(path)
    return count
