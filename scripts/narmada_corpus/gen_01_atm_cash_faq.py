"""Format 1: Heading 1 title, then a two-column Word table 'Question | Answer'."""

from common import *
from docx.shared import Cm

doc = Document()
set_core(doc, "ATM and Cash Services - Frequently Asked Questions", "Cards & Digital Channels Dept")
doc.add_heading("ATM and Cash Services – Frequently Asked Questions", level=1)
doc.add_paragraph(
    "Applicable to all Narmada Bank RuPay, Visa and Mastercard debit card holders. Last reviewed: 15 January 2026."
)

# Each answer is a list of blocks: str = paragraph, ("b", [..]) = bullet lines, ("n", [..]) numbered lines,
# ("t", rows) = nested table inside the cell.
QA = [
    (
        "How many free ATM transactions do I get in a month?",
        [
            "Savings account holders get 5 free transactions (financial and non-financial together) per month at Narmada Bank ATMs.",
            "At other banks' ATMs you get 3 free transactions per month in the six metro centres (Mumbai, New Delhi, Chennai, Kolkata, Bengaluru and Hyderabad) and 5 free transactions per month at other centres.",
        ],
    ),
    (
        "What is charged after the free ATM transactions are used up?",
        [
            "Charges apply per transaction beyond the free limit:",
            (
                "t",
                [
                    ["Transaction type", "Narmada Bank ATM", "Other bank ATM"],
                    ["Cash withdrawal (financial)", "₹21 + GST", "₹23 + GST"],
                    ["Balance enquiry / mini statement (non-financial)", "₹8 + GST", "₹10 + GST"],
                    ["Declined due to insufficient balance", "₹20 + GST", "₹25 + GST"],
                ],
            ),
            "Basic Savings Bank Deposit (BSBD) and Jan Dhan account holders are not charged for the first 4 withdrawals in a month.",
        ],
    ),
    (
        "What is the daily cash withdrawal limit on my debit card?",
        [
            "The limit depends on your card variant:",
            (
                "b",
                [
                    "RuPay Classic / Narmada Classic: ₹25,000 per day",
                    "Visa Gold / RuPay Select: ₹50,000 per day",
                    "Visa Platinum: ₹1,00,000 per day",
                    "Narmada Signature (Privilege customers): ₹1,50,000 per day",
                ],
            ),
            "A single withdrawal at an ATM is capped at ₹10,000 per transaction, so larger amounts need more than one transaction.",
        ],
    ),
    (
        "Can I change my ATM withdrawal limit?",
        [
            "Yes. You can lower or raise the limit (up to the maximum for your card variant) in Narmada Mobile under Cards > Manage Limits, or in Narmada Net under Cards > Set Usage Limits. The change is effective immediately."
        ],
    ),
    (
        "Money was debited from my account but the ATM did not dispense cash. What should I do?",
        [
            "Do not worry; such transactions are normally reversed automatically.",
            (
                "n",
                [
                    "Note the date, time, ATM ID and the amount from the receipt or SMS.",
                    "Wait for up to 24 hours, as most failed transactions reverse on their own.",
                    "If the amount is not credited back, raise a complaint on Narmada Mobile (Services > Disputes > ATM Cash Not Received), call 1800-233-4455, or give a written complaint at your home branch.",
                    "Keep the complaint reference number (format ATM-YYYYMMDD-XXXXX) for follow-up.",
                ],
            ),
            "As per RBI's Turn Around Time (TAT) rules, the bank must re-credit the amount within T+5 calendar days, where T is the date of the transaction.",
        ],
    ),
    (
        "What compensation do I get if the failed ATM transaction is not reversed in time?",
        [
            "If the amount is not re-credited within T+5 days, Narmada Bank pays you compensation of ₹100 per day of delay beyond T+5. The compensation is credited automatically to your account along with the reversal; you do not need to claim it separately."
        ],
    ),
    (
        "How long does the bank take to resolve a dispute for an ATM of another bank?",
        [
            "Disputes for other bank ATMs are raised by us through the NPCI dispute system. The same T+5 day rule applies. In some cases the other bank may ask for CCTV footage review, but this does not extend the timeline for your compensation."
        ],
    ),
    (
        "What is card-less cash withdrawal and how do I use it?",
        [
            "Card-less cash (Narmada Instant Cash) lets you withdraw money at a Narmada Bank ATM without your debit card.",
            (
                "n",
                [
                    "Log in to Narmada Mobile and select Cash > Card-less Withdrawal.",
                    "Enter the amount (in multiples of ₹100) and the beneficiary's mobile number (it can be your own).",
                    "The beneficiary receives a 6-digit code by SMS; you receive a 4-digit PIN in the app.",
                    "At the ATM, choose 'Card-less Cash', enter the mobile number, the 6-digit code, the 4-digit PIN and the amount.",
                ],
            ),
            "The code is valid for 4 hours.",
        ],
    ),
    (
        "What are the limits for card-less cash withdrawal?",
        [
            "Minimum ₹100 and maximum ₹10,000 per transaction, and up to ₹20,000 per day per account. A charge of ₹15 + GST applies per card-less withdrawal; there is no charge when you withdraw for yourself using your own mobile number."
        ],
    ),
    (
        "Can I withdraw cash using UPI at an ATM?",
        [
            "Yes. Select 'UPI Cash Withdrawal' at any Narmada Bank ATM displaying the UPI-ATM logo, scan the QR code on the screen with any UPI app and approve with your UPI PIN. The limit is ₹10,000 per transaction and it counts towards your free ATM transactions."
        ],
    ),
    (
        "How do I deposit cash using a cash deposit machine (CDM)?",
        [
            "You can deposit cash with your debit card or with just the account number.",
            (
                "b",
                [
                    "With card: insert the card, enter the PIN, choose 'Cash Deposit' and place the notes in the tray.",
                    "Without card: choose 'Deposit without Card', enter the account number twice and your mobile number, then place the notes.",
                    "Only ₹100, ₹200 and ₹500 notes are accepted; up to 200 notes per transaction.",
                ],
            ),
        ],
    ),
    (
        "What is the limit for depositing cash through a CDM?",
        [
            "With a debit card you can deposit up to ₹2 lakh per day. Without a card (account number deposits) the limit is ₹49,900 per transaction and ₹49,900 per day, as PAN is required for higher amounts."
        ],
    ),
    (
        "Are there any charges for depositing cash in a CDM?",
        [
            "No charge for the first 3 CDM deposits in a month. From the fourth deposit, ₹25 + GST per transaction applies. CDM deposits in BSBD accounts are always free."
        ],
    ),
    (
        "The CDM counted my cash but the amount was not credited. What should I do?",
        [
            "Take the transaction slip, if printed, and register a complaint within 7 days at your branch or on 1800-233-4455. The machine is balanced by our cash team within 3 working days and the amount, if found in excess, is credited within 7 working days of the complaint."
        ],
    ),
    (
        "The CDM rejected some of my notes. Why?",
        [
            "The CDM rejects notes that are soiled, torn, taped or suspected counterfeit. Rejected notes are returned to you. Suspected counterfeit notes are retained and a receipt is printed; the branch will contact you within 7 working days."
        ],
    ),
    (
        "My card was retained by the ATM. How do I get it back?",
        [
            "If the card was captured at a Narmada Bank ATM, visit the branch attached to the ATM within 7 working days with a photo ID; the card is returned after verification. Cards captured at other bank ATMs are destroyed for security, and a replacement card is issued free of charge on request."
        ],
    ),
    (
        "How do I block my debit card if it is lost or stolen?",
        [
            "Block it immediately by any of these methods:",
            (
                "b",
                [
                    "Narmada Mobile: Cards > Block Card",
                    "SMS BLOCK <last 4 digits of card> to 92233 44556 from your registered mobile",
                    "Call 1800-233-4455 (24x7) and choose option 2",
                    "Narmada Net: Cards > Hotlist Card",
                ],
            ),
            "A blocked card cannot be unblocked; you need to request a replacement card (charge ₹200 + GST).",
        ],
    ),
    (
        "How do I generate or reset my ATM PIN?",
        [
            "You can set a new PIN at any Narmada Bank ATM using 'Green PIN' (an OTP is sent to your registered mobile), or in Narmada Mobile under Cards > Set PIN. Physical PIN mailers are no longer issued."
        ],
    ),
    (
        "Can I use my debit card at ATMs abroad?",
        [
            "Visa and Mastercard debit cards work at international ATMs once international usage is enabled in Narmada Mobile. Each international withdrawal costs ₹150 + GST plus a 3.5% currency conversion markup. RuPay Classic cards work only in India and Nepal/Bhutan."
        ],
    ),
    (
        "Why was my ATM transaction declined?",
        [
            "Common reasons include insufficient balance, wrong PIN entered, daily limit exceeded, card blocked after 3 wrong PIN attempts (it unblocks automatically after 24 hours), or the account being inoperative. The ATM receipt shows a response code; call 1800-233-4455 if you need help understanding it."
        ],
    ),
    (
        "Where can I find the nearest Narmada Bank ATM or CDM?",
        [
            "Use the ATM locator on www.narmadabank.co.in or in Narmada Mobile under Locate Us. You can also SMS ATM <PIN code> to 92233 44556."
        ],
    ),
]

doc.add_paragraph()
table = doc.add_table(rows=1, cols=2)
table.style = "Table Grid"
hdr = table.rows[0].cells
for c, txt in zip(hdr, ["Question", "Answer"]):
    c.text = ""
    c.paragraphs[0].add_run(txt).bold = True

for q, blocks in QA:
    row = table.add_row().cells
    row[0].text = q
    cell = row[1]
    first = True
    for b in blocks:
        if isinstance(b, str):
            p = cell.paragraphs[0] if first else cell.add_paragraph()
            p.add_run(b)
        elif b[0] == "b":
            for i, item in enumerate(b[1]):
                p = cell.paragraphs[0] if (first and i == 0) else cell.add_paragraph()
                p.add_run("• " + item)
        elif b[0] == "n":
            for i, item in enumerate(b[1]):
                p = cell.paragraphs[0] if (first and i == 0) else cell.add_paragraph()
                p.add_run(f"{i + 1}. " + item)
        elif b[0] == "t":
            add_table(cell, b[1])
            pass  # python-docx appends the empty paragraph Word requires after a nested table
        first = False

for r in table.rows:
    r.cells[0].width = Cm(5.5)
    r.cells[1].width = Cm(11)

doc.add_paragraph()
doc.add_paragraph(
    "For any further help, call our 24x7 toll-free number 1800-233-4455 or write to cards.care@narmadabank.co.in."
)
doc.save(out("atm_cash_faq.docx"))
print("items:", len(QA))
