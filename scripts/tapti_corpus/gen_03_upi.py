"""UPI and Tapti Mobile FAQ - question and answer in the same paragraph.

Format: every item is ONE Normal paragraph: bold "Q. <question>", a soft line
break (w:br), then "A. <answer>". Longer answers continue in following Normal
paragraphs, bullet lists or a table. Category names are Heading 1.
"""

from common import F, add_marked_text, drop_thumbnail, fill_table, save, set_app_props, set_core
from docx import Document
from docx.shared import Pt, RGBColor

TITLE = "UPI and Tapti Mobile – Frequently Asked Questions"

SECTIONS = [
    (
        "Getting started with Tapti Mobile",
        [
            (
                "How do I register for Tapti Mobile?",
                [
                    f"Download {F['app']} from the Google Play Store or the Apple App Store. The SIM card of your mobile number registered with the bank must be in the same phone. On first launch the app sends an encrypted SMS from your phone to verify the number (device binding); standard SMS charges of your operator apply.",
                    "Then verify yourself with your debit card details (card number, expiry date and ATM PIN) or with your Tapti NetBanking user ID and password, and set a 6-digit MPIN. You can enable fingerprint or face login after that.",
                ],
            ),
            (
                "Can I use Tapti Mobile on two phones at the same time?",
                [
                    "No. Tapti Mobile can be active on only one device at a time. Registering on a new phone automatically de-registers the old one.",
                    "For security, for the first 24 hours after registration on a new device, fund transfers by NEFT, IMPS or RTGS through the app are limited to ₹10,000 in total, and new payees cannot be added. UPI payments have their own first-day limit (see “What are the UPI transaction limits?”).",
                ],
            ),
            (
                "What is the difference between the MPIN, the UPI PIN and the ATM PIN?",
                [
                    "They are three different secret numbers:",
                    (
                        "ul",
                        [
                            "**MPIN** – 6 digits; used to log in to Tapti Mobile.",
                            "**UPI PIN** – 4 or 6 digits; used to authorise every UPI payment, in Tapti Mobile or any other UPI app.",
                            "**ATM PIN** – 4 digits; used with your debit card at ATMs and card machines.",
                        ],
                    ),
                    "Tapti Bank never asks for any of these PINs by phone, SMS, email or in person.",
                ],
            ),
        ],
    ),
    (
        "Setting up UPI and the UPI PIN",
        [
            (
                "How do I set up UPI in Tapti Mobile?",
                [
                    f"Go to {F['app']} > UPI > Register. Choose a UPI ID – for example yourname{F['upi_handle']} or your mobile number{F['upi_handle']} – select the account to link, and set your UPI PIN using either the last 6 digits and expiry date of your Tapti Bank debit card, or Aadhaar OTP (if the mobile number registered with the bank is the same as your Aadhaar-linked mobile number).",
                ],
            ),
            (
                "Can I use my Tapti Bank account in other UPI apps?",
                [
                    f"Yes. You can link your Tapti Bank account to BHIM or any other UPI app. The UPI PIN is the same in every app, and the limits set by Tapti Bank apply whichever app you use. UPI IDs ending in {F['upi_handle']} are available only in {F['app']}.",
                ],
            ),
            (
                "How do I change my UPI PIN?",
                [
                    f"If you know your current UPI PIN, go to {F['app']} > UPI > Manage > Change UPI PIN, enter the current PIN and then the new PIN twice. The new PIN works immediately in all UPI apps.",
                ],
            ),
            (
                "I forgot my UPI PIN. How do I reset it?",
                [
                    f"Go to {F['app']} > UPI > Manage > Reset UPI PIN (“Forgot UPI PIN”). Verify yourself with the last 6 digits and expiry date of your Tapti Bank debit card, or with Aadhaar OTP, and set a new PIN.",
                    "For 24 hours after a reset, UPI payments are limited to ₹5,000 in total. Receiving money is not affected.",
                ],
            ),
            (
                "What happens if I enter a wrong UPI PIN?",
                [
                    "After three wrong attempts in a day, UPI payments from your account are blocked for 24 hours. After 24 hours you can try again, or you can reset the UPI PIN straight away with your debit card or Aadhaar OTP.",
                ],
            ),
        ],
    ),
    (
        "UPI limits",
        [
            (
                "What are the UPI transaction limits?",
                [
                    "The following limits apply to UPI payments from Tapti Bank accounts:",
                    (
                        "table",
                        ["Type of payment", "Per transaction", "Per day"],
                        [
                            ["To a person (P2P)", "₹1,00,000", "₹1,00,000 and 20 transactions"],
                            ["To a merchant (general)", "₹1,00,000", "₹1,00,000"],
                            [
                                "Capital markets, insurance premiums, loan repayments (collections)",
                                "₹2,00,000",
                                "₹2,00,000",
                            ],
                            [
                                "Tax payments, hospitals and educational institutions (verified merchants)",
                                "₹5,00,000",
                                "₹5,00,000",
                            ],
                            [
                                "First 24 hours after UPI registration on a new device or after a UPI PIN reset",
                                "₹5,000 in total",
                                "₹5,000 in total",
                            ],
                            ["UPI Lite (without PIN)", "₹1,000", "Lite balance up to ₹5,000"],
                        ],
                    ),
                    "The per-day limits are counted from 00:00 to 23:59 and are common to all UPI apps in which your Tapti Bank account is linked.",
                ],
            ),
            (
                "Can I change my UPI limit?",
                [
                    f"You can set a lower daily UPI limit for your own safety in {F['app']} > UPI > Manage > Set UPI Limit, and raise it again later up to the bank's maximum. You cannot go above the limits in the table.",
                ],
            ),
            (
                "How many UPI transactions can I make in a day?",
                [
                    "You can make up to 20 person-to-person (P2P) UPI transfers in a day. Payments to merchants are not counted in the 20. The count resets at midnight.",
                ],
            ),
        ],
    ),
    (
        "Failed, pending and wrong payments",
        [
            (
                "My UPI payment failed but money was debited from my account. When will I get it back?",
                [
                    "A failed UPI payment is reversed automatically by the next calendar day (T+1). If the money is not back in your account by then, Tapti Bank pays you compensation of ₹100 for each day of delay beyond T+1, without you having to ask for it.",
                    f"You can check the status in {F['app']} > UPI > Transaction History and raise a complaint from the same screen (tap the transaction > Raise Complaint). Please keep the 12-digit UPI transaction reference number (UTR) ready.",
                ],
            ),
            (
                "My payment shows “Pending”. Should I pay again?",
                [
                    "No, do not repeat the payment. A pending payment is resolved as either successful or failed, usually within a few minutes and in any case by the next working day. If it finally fails, the money is reversed automatically as described above.",
                ],
            ),
            (
                "I sent money to the wrong UPI ID. Can Tapti Bank reverse it?",
                [
                    f"Tapti Bank cannot reverse a successful payment without the consent of the person who received it. Raise a complaint as early as possible in {F['app']} > UPI > Transaction History > Raise Complaint > “Sent to wrong person”. We will contact the beneficiary's bank within 2 working days and ask it to request the beneficiary to return the money. If you think you were cheated, also report it on {F['cyber_helpline']} or {F['cyber_portal']}.",
                ],
            ),
        ],
    ),
    (
        "UPI Lite",
        [
            (
                "What is UPI Lite and how do I turn it on?",
                [
                    f"UPI Lite is a small on-device balance for quick payments of up to ₹1,000 each without entering the UPI PIN. Turn it on in {F['app']} > UPI > UPI Lite > Activate and add money from your account (the one-time top-up needs your UPI PIN). The UPI Lite balance can be at most ₹5,000.",
                    "You can also choose auto top-up: when the balance falls below an amount you choose, it is topped up automatically from your account by an amount you set (up to ₹2,000 per top-up, at most 5 top-ups a day). UPI Lite balances do not earn interest, and your bank statement shows only the top-ups, not each Lite payment (the Lite payment history is in the app).",
                ],
            ),
            (
                "How do I turn off UPI Lite, and what happens to the balance?",
                [
                    f"Go to {F['app']} > UPI > UPI Lite > Disable. The remaining balance is returned to your linked account immediately. If your phone is lost, call {F['toll_free']} (option {F['ivr_fraud']}); we will disable UPI Lite and credit the remaining balance to your account within 2 working days.",
                ],
            ),
        ],
    ),
    (
        "Turning UPI off and staying safe",
        [
            (
                "How do I turn UPI off, temporarily or permanently?",
                [
                    "You have three choices:",
                    (
                        "ul",
                        [
                            f"**Temporarily:** {F['app']} > UPI > Manage > Disable UPI. No UPI payment can be made from your account until you turn it on again from the same screen. Your UPI ID is kept.",
                            f"**Permanently:** {F['app']} > UPI > Manage > Deregister UPI ID. Your UPI ID is deleted and you will have to register again to use UPI.",
                            f"**If your phone is lost or stolen:** call {F['toll_free']} and choose option {F['ivr_fraud']}, or use {F['netbanking']} > UPI Services > Block UPI. If you still have the registered SIM (for example, moved to another phone), you can also send an SMS “BLOCKUPI” to {F['sms']}. Blocking stops UPI in all apps.",
                        ],
                    ),
                ],
            ),
            (
                "Someone sent me a “collect request” saying I will receive money. Should I enter my UPI PIN?",
                [
                    "No. You never need to enter your UPI PIN to receive money. Entering the PIN always means money is leaving your account. Decline collect requests and QR codes from people you do not know, and report them in the app (tap the request > Report Spam).",
                ],
            ),
        ],
    ),
]


def add_qa(doc, q, first):
    p = doc.add_paragraph()
    r = p.add_run("Q. " + q)
    r.bold = True
    r.add_break()  # soft line break <w:br/> inside the same paragraph
    r2 = p.add_run("A. ")
    r2.bold = True
    add_marked_text(p, first)
    return p


def build():
    doc = Document()
    drop_thumbnail(doc)
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    st.paragraph_format.space_after = Pt(8)
    doc.styles["Heading 1"].font.color.rgb = RGBColor(0x8B, 0x1A, 0x1A)
    doc.styles["Heading 1"].font.size = Pt(15)

    doc.add_paragraph(TITLE, style="Title")
    p = doc.add_paragraph()
    add_marked_text(
        p,
        f"For customers of {F['bank_legal']} using {F['app']} and UPI. Last reviewed: 10 October 2025. "
        f"Lost your phone? Call {F['toll_free']} (24x7, toll-free) and press {F['ivr_fraud']} to block UPI and mobile banking.",
    )
    items = 0
    for cat, qs in SECTIONS:
        doc.add_paragraph(cat, style="Heading 1")
        for q, blocks in qs:
            items += 1
            assert isinstance(blocks[0], str)
            add_qa(doc, q, blocks[0])
            for b in blocks[1:]:
                if isinstance(b, str):
                    add_marked_text(doc.add_paragraph(), b)
                elif b[0] == "ul":
                    for li in b[1]:
                        add_marked_text(doc.add_paragraph(style="List Bullet"), li)
                elif b[0] == "table":
                    t = fill_table(doc, b[1], b[2], style="Light Grid Accent 2", size=10)
                    doc.add_paragraph()
    set_core(
        doc,
        title=TITLE,
        author="Digital Banking Team",
        last_modified_by="Digital Banking Team",
        subject="UPI FAQ",
        revision=12,
    )
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "upi_mobile_banking_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
