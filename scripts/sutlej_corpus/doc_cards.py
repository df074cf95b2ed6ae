"""cards_travel.docx - Cards & Forex marketing/help content, assembled from several pieces.

Habit (mixed): a two-column "Do's | Don'ts" table on card safety; a glossary of
'Term \u2013 definition' paragraphs with the term in bold; and FAQ items where each
item is ONE paragraph: a bold-italic 'Q. ...?' run, a line break, then 'A. ...'
in plain text (further line breaks inside the same paragraph when needed).
"""

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, Cm

import helpers as H

DOS_DONTS = [
    (
        "Sign the back of a new card as soon as you receive it and activate it in Sutlej Go > Cards.",
        "Don't share your card number, CVV, expiry date, PIN or OTP with anyone - not even someone who says "
        "they are from Sutlej Bank.",
    ),
    (
        "Set separate limits for ATM, shop (POS), online and contactless use in Sutlej Go > Cards > Manage limits.",
        "Don't write your PIN on the card or keep it in the same wallet.",
    ),
    (
        "Keep international usage switched off until you travel, and switch it off again when you return.",
        "Don't let the card out of your sight when paying at a restaurant or a fuel station.",
    ),
    (
        "Cover the keypad when entering your PIN at an ATM or POS terminal.",
        "Don't use an ATM that has a loose card slot, an extra camera or a keypad overlay; report it to the bank.",
    ),
    (
        "Shop online only on websites that ask for an OTP or app approval, and save your card as a token.",
        "Don't click links in SMS, e-mail or WhatsApp messages that ask you to 'update KYC' or 'unblock your card'.",
    ),
    (
        "Check every transaction alert and your monthly statement.",
        "Don't install screen-sharing or remote-access apps at the request of a caller.",
    ),
    (
        "Block the card immediately if it is lost or you see a transaction you did not make - Sutlej Go > Cards > "
        "Block, or 1800-102-4477 (+91-161-450-4477 from abroad).",
        "Don't delay reporting: if you report within 3 working days, your liability for an unauthorised "
        "transaction is zero.",
    ),
    (
        "Keep your registered mobile number and e-mail up to date so that alerts reach you.",
        "Don't accept 'help' from strangers at an ATM.",
    ),
]

GLOSSARY = [
    (
        "CVV",
        "the three-digit Card Verification Value printed on the back of your card, used for online and "
        "phone payments. Never give it to anyone over the phone.",
    ),
    (
        "EMV chip",
        "the gold or silver chip on the card that stores card data securely and makes the card hard to "
        "copy. Insert the card into the chip reader rather than swiping, wherever possible.",
    ),
    (
        "Contactless (Tap & Pay)",
        "paying by tapping your card on a terminal that shows the contactless symbol. "
        "Payments up to \u20b95,000 do not need a PIN in India; above that you must enter "
        "the PIN.",
    ),
    (
        "Tokenisation",
        "replacing your actual card number with a unique code (a token) for a particular merchant or "
        "device. The merchant stores only the token, so your card details are not exposed if the "
        "merchant is hacked.",
    ),
    (
        "Card-on-file",
        "card details saved by a merchant for future payments. Under RBI rules merchants may not "
        "store your full card number; they must use a token instead.",
    ),
    (
        "AFA (Additional Factor of Authentication)",
        "the extra check - usually an OTP or approval in Sutlej Go - required for online card payments in India.",
    ),
    (
        "MCC (Merchant Category Code)",
        "a four-digit code that tells the card network what kind of business a "
        "merchant runs. It decides, for example, whether a payment earns reward "
        "points or counts as a cash-like transaction.",
    ),
    (
        "Dynamic Currency Conversion (DCC)",
        "an offer abroad to pay in rupees instead of the local currency. The "
        "exchange rate is set by the merchant's bank and is usually worse; "
        "choose to pay in the local currency.",
    ),
    (
        "Cross-currency mark-up",
        "the fee charged when you pay in a currency other than the card's own currency - "
        "for example, paying in euro with a US dollar forex card. On Sutlej forex cards it "
        "is 2% of the amount.",
    ),
    (
        "Chargeback",
        "the process by which the bank disputes a card payment with the merchant's bank - for example, "
        "when goods were not delivered. Raise a dispute within 60 days of the transaction date.",
    ),
    (
        "Cash-out (forex card)",
        "encashing the balance left on a forex card after you return, in rupees to your "
        "bank account. Foreign currency balances must be surrendered within 180 days of "
        "return to India.",
    ),
    (
        "Validity",
        "the period for which a prepaid, gift or forex card can be used, printed on the card as the "
        "expiry month and year. Balances are not forfeited when a card expires.",
    ),
]

FAQ_GROUPS = [
    (
        "Prepaid and gift cards - FAQs",
        [
            (
                "Q. What prepaid cards does Sutlej Bank offer?",
                "A. Two: the Sutlej Gift Card, a one-time loaded card you can give as a present, and the Sutlej Smart "
                "Prepaid Card, a reloadable card for regular spending - for example by a student living away from home, "
                "or for household expenses.",
            ),
            (
                "Q. How much can be loaded on a gift card, and for how long is it valid?",
                "A. Between \u20b9500 and \u20b910,000. A gift card cannot be reloaded. It is valid for 1 year from the date "
                "of issue and can be used at shops and online in India, but not for cash withdrawal at ATMs.",
            ),
            (
                "Q. How do I buy a gift card?",
                "A. In Sutlej Go > Cards > Gift cards > Buy, paying from your Sutlej account; the card is delivered to "
                "your address or given at the branch. Non-customers can buy gift cards at any branch by paying from "
                "another bank's account or in cash, with an ID document. The issuance fee is \u20b9100 + GST per card.",
            ),
            (
                "Q. What are the limits on the Smart Prepaid Card?",
                "A. The card needs full KYC. The balance at any time can be up to \u20b92 lakh. You can spend at shops and "
                "online in India, and withdraw cash at ATMs up to \u20b910,000 a day. Validity is 5 years; the annual fee "
                "is \u20b9150 + GST from the second year.",
            ),
            (
                "Q. How do I reload the Smart Prepaid Card?",
                "A. Use Sutlej Go > Cards > Prepaid > Load, Sutlej NetBanking, or UPI from any bank account. Loads from "
                "credit cards and cash loads above \u20b950,000 a month are not allowed. The money shows on the card "
                "immediately.",
            ),
            (
                "Q. My gift card has expired with money still on it. Is the balance lost?",
                "A. No. We remind you by SMS 45 days before expiry. After expiry you can ask us to transfer the balance "
                "to a bank account in your name or to a new card: call 1800-102-4477 or use Sutlej Go > Cards > Gift "
                "cards > Refund balance. A new card costs \u20b9100 + GST; a refund to a bank account is free.",
            ),
            (
                "Q. What happens if I lose a prepaid or gift card?",
                "A. Block it at once in Sutlej Go or on 1800-102-4477. The balance on a registered card is moved to a "
                "replacement card (\u20b9100 + GST). An unregistered gift card is like cash and the balance cannot be "
                "protected.",
            ),
        ],
    ),
    (
        "Student forex and fees abroad - FAQs",
        [
            (
                "Q. What is the Sutlej Scholar Forex Card?",
                "A. A prepaid chip-and-PIN card for students going abroad. One card holds up to 12 currencies (USD, GBP, "
                "EUR, CAD, AUD, NZD, SGD, AED, JPY, CHF, SEK and HKD). You lock in the exchange rate when you load, so "
                "your costs are not affected by later rate changes. The card is valid for 5 years and is issued free for "
                "students.",
            ),
            (
                "Q. What documents are needed to get the card?",
                "A. Passport with a valid student visa (or the visa appointment letter), the admission letter from the "
                "university (such as I-20, CAS, CoE or offer letter), PAN of the remitter, and Form A2 signed by the "
                "remitter. If a parent is paying, the parent's PAN and KYC are needed, and the student signs as the "
                "card holder.",
            ),
            (
                "Q. How much money can be sent abroad for a student?",
                "A. Under RBI's Liberalised Remittance Scheme (LRS), a resident individual can remit up to USD 2,50,000 "
                "in a financial year for all purposes together - tuition fees, living expenses and the forex card load "
                "all count towards this limit. Each parent has a separate LRS limit, so both parents may remit for the "
                "same student. Amounts above the limit need prior approval of the Reserve Bank.",
            ),
            (
                "Q. How do I pay tuition fees directly to the university?",
                "A. Use Sutlej NetBanking > Forex > Outward remittance > Education, or visit a forex-enabled branch. "
                "Give the university's bank details from the fee invoice (SWIFT/BIC, IBAN or account number, and the "
                "student ID as reference). The purpose code is S0305. Requests received by 2 p.m. on a working day "
                "are sent by SWIFT the same day, and you get the SWIFT reference to track the payment.\nCharges: "
                "\u20b9500 + GST per remittance for students (normally \u20b91,000 + GST), plus correspondent bank charges "
                "if you choose the 'OUR' option so that the university receives the full amount.",
            ),
            (
                "Q. Is TCS collected on education remittances?",
                "A. For the financial year 2025-26: no TCS if the remittance is funded by an education loan from a "
                "financial institution; otherwise TCS at 5% is collected on the amount by which your total LRS "
                "remittances for education in the year exceed \u20b910 lakh. TCS is not a cost - it is credited against "
                "the remitter's PAN and can be adjusted in the income tax return. From 1 April 2026 the rates "
                "notified under the Income-tax Act, 2025 apply, and the TCS will be shown before you confirm a "
                "remittance.",
            ),
            (
                "Q. What GST is charged on buying foreign currency?",
                "A. GST is charged on the value of currency conversion:\n"
                "\u2022 up to \u20b91 lakh: 0.18% of the amount (minimum \u20b945);\n"
                "\u2022 \u20b91 lakh to \u20b910 lakh: \u20b9180 + 0.09% of the amount above \u20b91 lakh;\n"
                "\u2022 above \u20b910 lakh: \u20b9990 + 0.018% of the amount above \u20b910 lakh (maximum \u20b910,800).",
            ),
            (
                "Q. What does it cost to use the forex card abroad?",
                "A. Shopping in the card's currency is free. ATM withdrawals cost USD 2 (or equivalent) each, and the "
                "ATM owner may charge its own fee. Paying in a currency not loaded on the card attracts a cross-currency "
                "mark-up of 2%. Reloads online are free; reloads at the branch cost \u20b9100 + GST.",
            ),
            (
                "Q. My forex card was lost abroad. What should I do?",
                "A. Block it immediately in Sutlej Go > Cards > Forex > Block, or call +91-161-450-4477 (24x7). The "
                "balance is safe. We courier a replacement card to your address abroad within 7 to 10 working days, "
                "and can arrange emergency cash of up to USD 1,500 through our partner network in the meantime.",
            ),
        ],
    ),
]


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Verdana", 9.5)
    H.set_style_font(doc, "Heading 1", name="Verdana", size_pt=14, color="B03A2E")
    cp = doc.core_properties
    cp.title = "Cards for spending and travel"
    cp.author = "Cards & Forex"

    t = doc.add_paragraph()
    t.alignment = WD_ALIGN_PARAGRAPH.LEFT
    r = t.add_run("Cards for spending and travel")
    r.bold = True
    r.font.size = Pt(20)
    r.font.color.rgb = H.RGBColor(0xB0, 0x3A, 0x2E)
    s = doc.add_paragraph()
    r = s.add_run("Prepaid and gift cards  \u2022  Student forex  \u2022  Card safety  \u2022  Card terms")
    r.font.size = Pt(9)
    r.italic = True

    # ---- part 1: do's and don'ts table
    doc.add_heading("Stay safe with your cards", level=1)
    doc.add_paragraph("Follow these simple rules for all Sutlej Bank debit, credit, prepaid and forex cards.")
    tbl = doc.add_table(rows=len(DOS_DONTS) + 1, cols=2)
    tbl.style = doc.styles["Table Grid"]
    H.cell_text(tbl.cell(0, 0), "Do's", bold=True, align=WD_ALIGN_PARAGRAPH.CENTER)
    H.cell_text(tbl.cell(0, 1), "Don'ts", bold=True, align=WD_ALIGN_PARAGRAPH.CENTER)
    H.shade_cell(tbl.cell(0, 0), "D5F5E3")
    H.shade_cell(tbl.cell(0, 1), "FADBD8")
    H.set_repeat_header(tbl.rows[0])
    for i, (do, dont) in enumerate(DOS_DONTS, start=1):
        H.cell_text(tbl.cell(i, 0), do)
        H.cell_text(tbl.cell(i, 1), dont)
    H.set_col_widths(tbl, [Cm(8), Cm(8)])
    count = 1

    # ---- part 2: glossary
    doc.add_heading("Card terms explained", level=1)
    for term, definition in GLOSSARY:
        count += 1
        p = doc.add_paragraph()
        p.paragraph_format.space_after = Pt(4)
        p.add_run(term).bold = True
        p.add_run(" \u2013 " + definition)

    # ---- part 3: FAQs, one paragraph per item
    for group, items in FAQ_GROUPS:
        doc.add_heading(group, level=1)
        for q, a in items:
            count += 1
            p = doc.add_paragraph()
            p.paragraph_format.space_after = Pt(8)
            rq = p.add_run(q)
            rq.bold = True
            rq.italic = True
            rq.add_break()
            ra = p.add_run()
            for k, part in enumerate(a.split("\n")):
                if k:
                    ra.add_break()
                ra.add_text(part)

    end = doc.add_paragraph()
    r = end.add_run(
        "Fees are as on 1 January 2026 and are subject to change; GST at 18% applies where shown. "
        "Foreign exchange is sold subject to FEMA and RBI rules. 24x7 card helpline: 1800-102-4477 "
        "(toll-free in India), +91-161-450-4477 (from abroad)."
    )
    r.font.size = Pt(8)
    doc.save(path)
    return count
