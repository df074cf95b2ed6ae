"""Credit cards FAQ - heading levels skipped and mixed, as typed by hand.

Format: Heading 1 for the document title; categories in Heading 2. Under some
categories the questions are Heading 3; under others the questions are
Heading 2 themselves (same level as the category). A few questions are just
bold Normal paragraphs. Inconsistent on purpose, as people do by hand.
"""

from common import F, add_marked_text, drop_thumbnail, fill_table, save, set_app_props, set_core
from docx import Document
from docx.shared import Pt

TITLE = "Tapti Bank Credit Cards – FAQs"

# (category, question_level, [(question, blocks, override_level_or_None)])
# question_level: 3 -> Heading 3; 2 -> Heading 2 (same as the category)
# override "bold" -> bold Normal paragraph
SECTIONS = [
    (
        "Joining fee, annual fee and waivers",
        3,
        [
            (
                "What is the joining fee on Tapti credit cards?",
                [
                    "The joining fee is charged once, in the first statement after the card is issued. Fees by card (GST extra):",
                    (
                        "table",
                        [
                            "Card",
                            "Joining fee",
                            "Annual fee (from the 2nd year)",
                            "Annual fee waived on spends in the previous card year of",
                            "Interest rate (per month)",
                        ],
                        [
                            ["Tapti Ujjwal", "Nil", "₹499", "₹75,000", "3.75%"],
                            ["Tapti Sapphire", "₹1,499", "₹1,499", "₹2,00,000", "3.75%"],
                            ["Tapti Reserve", "₹4,999", "₹4,999", "₹6,00,000", "3.49%"],
                        ],
                    ),
                    "On Tapti Reserve, the joining fee is matched by a welcome voucher worth ₹5,000, sent within 30 days of the fee being paid.",
                ],
                None,
            ),
            (
                "When is the annual fee charged?",
                [
                    "The annual fee is charged from the second year, in the statement generated after the card's anniversary month (the month in which the card was issued). For a Tapti Sapphire card issued in March 2025, the annual fee of ₹1,499 + GST is billed in the statement after March 2026.",
                ],
                None,
            ),
            (
                "How can I get the annual fee waived?",
                [
                    "The annual fee is waived automatically if your total spends in the previous card year (the 12 months ending with the anniversary month) reach the amount shown in the table above. The following are not counted as spends: fuel, rent payments, wallet loads, cash withdrawals, EMI conversions, and fees and charges.",
                ],
                None,
            ),
            (
                "Is the joining fee also waived if I spend enough?",
                [
                    "Only on Tapti Sapphire: the joining fee of ₹1,499 + GST is reversed if you spend ₹50,000 or more within the first 90 days of card issue. The Tapti Reserve joining fee is not reversed, as it comes with the welcome voucher. Tapti Ujjwal has no joining fee.",
                ],
                "bold",
            ),
            (
                "Will the annual fee be refunded if I close my card?",
                [
                    "Yes, if you ask for the card to be closed within 30 days of the annual fee being billed, the annual fee and the GST on it are reversed. After 30 days, the fee is not refunded.",
                ],
                None,
            ),
        ],
    ),
    (
        "Billing cycle and payment due date",
        2,
        [
            (
                "What is my billing cycle?",
                [
                    "Your card has a fixed monthly statement date – the 3rd, 10th, 18th or 25th of the month, chosen when the card was issued. The billing cycle runs from the day after one statement date to the next statement date; for example, with a statement date of the 10th, the August statement covers transactions from 11 July to 10 August.",
                ],
                None,
            ),
            (
                "Can I change my billing cycle (statement date)?",
                [
                    f"Yes. You can change the statement date to any of the four available dates up to twice in a card year, in {F['app']} > Cards > Credit Card > Change Billing Date, or by calling {F['toll_free']} (option {F['ivr_cards']}). The new date applies from the next billing cycle; the transition statement may cover a shorter or longer period.",
                ],
                None,
            ),
            (
                "When is my payment due?",
                [
                    "The payment due date is 20 days after the statement date. With a statement date of the 10th, payment is due on the 30th of the same month (or on the 2nd of the next month in February, when February has fewer days).",
                ],
                None,
            ),
            (
                "How can I pay my credit card bill?",
                [
                    (
                        "ul",
                        [
                            f"Auto-debit from your Tapti Bank account (full amount or Minimum Amount Due) – set up in {F['app']} > Cards > Credit Card > Auto-Pay.",
                            f"{F['app']} or {F['netbanking']} > Cards > Pay Bill; UPI; or any Bharat BillPay (BBPS) app.",
                            "NEFT/IMPS from another bank: beneficiary = your 16-digit card number, IFSC TAPT0CCPAY1.",
                            "Cash at any Tapti Bank branch – a cash payment fee of ₹100 + GST applies.",
                        ],
                    ),
                    "Payments made through Tapti Bank channels are credited instantly; NEFT payments from other banks are credited on the same working day if received before 6:00 pm.",
                ],
                "bold",
            ),
        ],
    ),
    (
        "Minimum amount due, interest-free period and interest",
        3,
        [
            (
                "How is the Minimum Amount Due (MAD) calculated?",
                [
                    "MAD = 5% of the retail and cash outstanding + 100% of the EMI instalments billed in the month + 100% of fees, charges and taxes + any amount over the credit limit + any unpaid MAD of earlier statements. The MAD is at least ₹200 (or the total amount due, if that is less than ₹200).",
                    "Example: retail spends of ₹30,000, an EMI instalment of ₹2,500 and an annual fee of ₹499 + GST of ₹89.82. Total Amount Due = ₹33,088.82. MAD = ₹1,500 (5% of ₹30,000) + ₹2,500 + ₹588.82 = **₹4,588.82**.",
                ],
                None,
            ),
            (
                "What is the interest-free period?",
                [
                    "You get an interest-free period of 20 to 50 days on purchases, from the date of the purchase to the payment due date, provided you paid the Total Amount Due of the previous statement in full by its due date. There is no interest-free period on cash withdrawals.",
                ],
                None,
            ),
            (
                "What interest is charged if I pay only the Minimum Amount Due or part of the bill?",
                [
                    "Interest (finance charges) of 3.75% per month (45% p.a.) – 3.49% per month (41.88% p.a.) on Tapti Reserve – is charged on every transaction from the date of the transaction until the date of full payment, and new purchases also lose the interest-free period until the total outstanding is paid in full. GST applies on the interest.",
                    "Example: a purchase of ₹20,000 on 20 July appears in the statement of 10 August, due on 30 August. You pay ₹5,000 on 30 August. Interest = ₹20,000 × 45% × 41 days ÷ 365 (20 July to 29 August) + ₹15,000 × 45% × 12 days ÷ 365 (30 August to 10 September) = ₹1,010.96 + ₹221.92 = **₹1,232.88** + GST, billed in the statement of 10 September.",
                ],
                None,
            ),
            (
                "What are the charges on a cash withdrawal from a credit card?",
                [
                    "A cash advance fee of 2.5% of the amount withdrawn (minimum ₹500) + GST, plus interest at the card's monthly rate from the date of withdrawal until it is repaid in full. Cash withdrawal is limited to 40% of your credit limit.",
                ],
                None,
            ),
        ],
    ),
    (
        "Late payment",
        2,
        [
            (
                "What is the late payment fee?",
                [
                    "A late payment fee is charged if at least the Minimum Amount Due is not paid within 3 days after the payment due date. The fee depends on the amount that remains unpaid after the due date:",
                    (
                        "table",
                        ["Amount unpaid after the due date", "Late payment fee (+ GST)"],
                        [
                            ["Up to ₹100", "Nil"],
                            ["₹101 to ₹500", "₹100"],
                            ["₹501 to ₹5,000", "₹500"],
                            ["₹5,001 to ₹10,000", "₹750"],
                            ["₹10,001 to ₹25,000", "₹950"],
                            ["₹25,001 to ₹50,000", "₹1,100"],
                            ["Above ₹50,000", "₹1,300"],
                        ],
                    ),
                ],
                None,
            ),
            (
                "Will a late payment affect my credit score?",
                [
                    "A payment is reported as past due to credit information companies only if it remains unpaid for more than 3 days after the due date. Days past due are counted from the payment due date.",
                ],
                None,
            ),
            (
                "Is there a charge if my auto-debit or cheque payment fails?",
                [
                    "Yes. A payment return charge of ₹500 + GST is levied for each auto-debit, NACH or cheque payment that is returned unpaid. This is in addition to any late payment fee.",
                ],
                "bold",
            ),
        ],
    ),
    (
        "Converting purchases into EMI",
        3,
        [
            (
                "Can I convert a purchase into EMIs?",
                [
                    f"Yes. Any purchase of ₹2,500 or more can be converted into EMIs within 30 days of the transaction date in {F['app']} > Cards > Credit Card > Convert to EMI. Tenures: 3, 6, 9, 12, 18 or 24 months. Interest: 15.99% p.a. on a reducing balance. Processing fee: 1% of the amount converted, minimum ₹199, + GST.",
                    "Purchases of jewellery and gold, fuel, cash withdrawals and wallet loads cannot be converted.",
                ],
                None,
            ),
            (
                "Can I convert my whole statement into EMIs?",
                [
                    "Yes, with Statement EMI: the billed outstanding of a statement can be converted if it is ₹5,000 or more, before the payment due date of that statement. Interest: 16.99% p.a. on a reducing balance; processing fee: 1.5% of the amount, minimum ₹299, + GST. Tenures: 6, 12 or 24 months.",
                ],
                None,
            ),
            (
                "Can I close an EMI plan early?",
                [
                    "Yes. A foreclosure charge of 3% of the principal outstanding, + GST, applies, along with the interest for the current month. The processing fee is not refunded.",
                ],
                None,
            ),
        ],
    ),
    (
        "Credit limit",
        2,
        [
            (
                "How can I increase my credit limit?",
                [
                    f"After 12 months of regular payments you may receive a limit increase offer from us; the increase is applied only after you accept it in {F['app']} or by replying to the SMS – your limit is never increased without your explicit consent. You can also request an increase in {F['app']} > Cards > Credit Card > Increase Limit by uploading your latest salary slips or income tax return.",
                ],
                None,
            ),
            (
                "Can I reduce my credit limit or set a lower spending limit?",
                [
                    f"Yes. You can reduce your credit limit at any time, or set separate lower limits for online, international and contactless use, in {F['app']} > Cards > Credit Card > Manage Limits. A reduction takes effect immediately.",
                ],
                None,
            ),
            (
                "What happens if I spend more than my credit limit?",
                [
                    "Transactions above the credit limit are declined unless you have opted in for over-limit use. If you have opted in, an over-limit charge of 2.5% of the amount over the limit (minimum ₹500) + GST applies once per statement cycle. You can opt out at any time in the app.",
                ],
                "bold",
            ),
        ],
    ),
]


def build():
    doc = Document()
    drop_thumbnail(doc)
    doc.styles["Normal"].font.name = "Calibri"
    doc.styles["Normal"].font.size = Pt(11)
    doc.add_paragraph(TITLE, style="Heading 1")
    p = doc.add_paragraph()
    add_marked_text(
        p,
        f"Applicable to Tapti Ujjwal, Tapti Sapphire and Tapti Reserve credit cards. Updated: 1 September 2025. Card lost? Block it in {F['app']} > Cards > Block Card or SMS “BLOCK <last 4 digits>” to {F['sms']}.",
    )
    items = 0
    for cat, qlevel, qs in SECTIONS:
        doc.add_paragraph(cat, style="Heading 2")
        for q, blocks, override in qs:
            items += 1
            if override == "bold":
                qp = doc.add_paragraph()
                r = qp.add_run(q)
                r.bold = True
            else:
                doc.add_paragraph(q, style=f"Heading {qlevel}")
            for b in blocks:
                if isinstance(b, str):
                    add_marked_text(doc.add_paragraph(), b)
                elif b[0] == "ul":
                    for li in b[1]:
                        add_marked_text(doc.add_paragraph(style="List Bullet"), li)
                elif b[0] == "table":
                    fill_table(doc, b[1], b[2], style="Table Grid", size=10, header_fill="FCE4D6")
                    doc.add_paragraph()
    p = doc.add_paragraph()
    add_marked_text(
        p,
        f"For the complete Schedule of Charges and the Most Important Terms and Conditions (MITC), visit {F['website']}/cards. GST at {F['gst']} applies on all fees, charges and interest.",
    )
    set_core(doc, title="Credit Card FAQs", author="Anil Parmar", last_modified_by="Sneha Iyer", revision=18)
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "credit_cards_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
