"""06 - Credit card bills.
Habit: designer-made 'callout' FAQ: each question sits alone in a shaded single-cell
table (light-blue fill, thick left border) and the answer follows as ordinary Normal
paragraphs outside the table.  Category titles are bold coloured Normal paragraphs with a
bottom paragraph border (no heading styles).  One category is a key-value table."""

from common import *
from docx import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

STEM = "06_credit_card_bills"
DOC = {
    "title": "Understanding Your Mahanadi RuPay Credit Card Statement",
    "intro": [
        "This guide explains how your monthly credit card bill is worked out, what you must pay and by when, and "
        "how to avoid interest and fees. It applies to Mahanadi Classic, Gold and Platinum RuPay credit cards.",
    ],
    "cats": [
        {
            "name": "Fees and charges at a glance",
            "intro": [
                (
                    "table",
                    [
                        ["Billing date", "15th of every month (or as printed on your card carrier)"],
                        ["Payment due date", "5th of the following month – 20 days after the billing date"],
                        ["Interest-free period", "20 to 50 days on purchases"],
                        ["Finance charge", "3.25% per month (39% p.a.) on unpaid balances"],
                        ["Minimum amount due", "5% of total amount due, minimum ₹200"],
                        ["Cash advance fee", "2.5% of amount withdrawn, minimum ₹300"],
                        ["Over-limit fee", "2.5% of over-limit amount, minimum ₹500"],
                    ],
                ),
            ],
            "qs": [],
        },
        {
            "name": "Your bill",
            "qs": [
                (
                    "What is a billing cycle?",
                    [
                        "A billing cycle is the period between two statement dates. If your statement is generated on the "
                        "15th, the cycle runs from the 16th of one month to the 15th of the next. All transactions posted in "
                        "this period appear on that month's statement.",
                    ],
                ),
                (
                    "How does the interest-free period work?",
                    [
                        "Purchases get an interest-free period of 20 to 50 days, depending on when you make them. A purchase "
                        "on 16 March, the first day of the cycle, is billed on 15 April and due on 5 May – 50 days later. A "
                        "purchase on 15 April gets only 20 days. The interest-free period applies only if the previous "
                        "statement's total amount due was paid in full by the due date.",
                    ],
                ),
                (
                    "What is the minimum amount due?",
                    [
                        "The minimum amount due is 5% of the total amount due (minimum ₹200), plus all EMIs on the card, any "
                        "amount above your credit limit and any past-due amount. Paying only the minimum keeps your card "
                        "in good standing and avoids the late fee, but interest is charged on the rest of the balance.",
                    ],
                ),
            ],
        },
        {
            "name": "Interest and fees",
            "qs": [
                (
                    "How are finance charges calculated?",
                    [
                        "If you do not pay the total amount due in full, interest at 3.25% per month is charged on every "
                        "transaction from the date of the transaction until the outstanding is paid, on a daily-balance "
                        "basis. New purchases then carry interest from the purchase date until you pay the full balance.",
                        "Example: on an unpaid balance of ₹20,000 for 30 days, interest is about ₹20,000 × 39% × 30/365 "
                        "= ₹641, plus 18% GST.",
                    ],
                ),
                (
                    "What is the late payment fee?",
                    [
                        "A late payment fee is charged if the minimum amount due is not received by the payment due date. "
                        "It is levied only when the payment is overdue by more than 3 days:",
                        (
                            "table",
                            [
                                ["Total amount due", "Late payment fee"],
                                ["Up to ₹500", "Nil"],
                                ["₹501 to ₹5,000", "₹500"],
                                ["₹5,001 to ₹10,000", "₹750"],
                                ["Above ₹10,000", "₹1,000"],
                            ],
                        ),
                    ],
                ),
                (
                    "Are there charges on cash withdrawal?",
                    [
                        "Yes. Cash withdrawn at any ATM with the credit card attracts a cash advance fee of 2.5% (minimum "
                        "₹300) and interest at 3.25% per month from the day of withdrawal – there is no interest-free period. "
                        "Cash withdrawal is limited to 30% of your credit limit.",
                    ],
                ),
                (
                    "What happens if I go over my credit limit?",
                    [
                        "Over-limit transactions are allowed only if you have opted in through MSB Mobile > Cards > "
                        "Over-limit Preference. An over-limit fee of 2.5% of the excess (minimum ₹500) is charged once per "
                        "billing cycle, and the excess amount is added to your minimum amount due.",
                    ],
                ),
            ],
        },
        {
            "name": "Paying your bill",
            "qs": [
                (
                    "How do I pay my credit card bill?",
                    [
                        "Pay through MSB Mobile > Cards > Pay Bill, auto-debit (NACH) from any bank account, NEFT to the "
                        "16-digit card number with IFSC MSBL0000001, UPI to ccpay.<card number>@mahanadi, or by cheque at "
                        "any branch. Payments by NEFT or UPI are credited the same day; cheque payments take up to 3 working "
                        "days.",
                    ],
                ),
                (
                    "In which order are my payments adjusted?",
                    [
                        "Payments are applied in the following order, as per RBI's credit card directions:",
                        (
                            "ul",
                            [
                                "Taxes (GST) and fees and charges",
                                "Finance charges (interest)",
                                "Cash advances",
                                "EMI instalments and retail purchases",
                            ],
                        ),
                        "Once the minimum amount due is cleared, any excess is applied first to the balances carrying the "
                        "highest interest.",
                    ],
                ),
                (
                    "Whom do I contact about a billing error?",
                    [
                        "Dispute any charge within 30 days of the statement date through 1800 345 7070 (24x7) or "
                        "care@mahanadibank.example. The disputed amount is kept aside without interest until the dispute "
                        "is resolved, normally within 30 days.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx: each question in a shaded single-cell callout table, answers as Normal paragraphs "
    "below it; category titles as bold coloured Normal paragraphs with bottom border; key-value table"
)


def callout(d, text):
    t = d.add_table(rows=1, cols=1)
    c = t.cell(0, 0)
    shade_cell(c, "DDEBF7")
    tcPr = c._tc.get_or_add_tcPr()
    b = OxmlElement("w:tcBorders")
    for side, sz, col in (("left", 36, "2F5597"), ("top", 0, "auto"), ("bottom", 0, "auto"), ("right", 0, "auto")):
        e = OxmlElement("w:" + side)
        e.set(qn("w:val"), "single" if sz else "nil")
        if sz:
            e.set(qn("w:sz"), str(sz))
            e.set(qn("w:color"), col)
        b.append(e)
    tcPr.insert(0, b)
    r = c.paragraphs[0].add_run(text)
    r.bold = True
    r.font.color.rgb = RGBColor(0x1F, 0x38, 0x64)
    d.add_paragraph()  # the spacer paragraph designers leave after a table


def build():
    d = Document()
    d.styles["Normal"].font.name = "Arial"
    d.styles["Normal"].font.size = Pt(10)
    p = d.add_paragraph()
    r = p.add_run(DOC["title"])
    r.bold = True
    r.font.size = Pt(20)
    r.font.color.rgb = RGBColor(0x2F, 0x55, 0x97)
    for b in DOC["intro"]:
        d.add_paragraph(b)
    for cat in DOC["cats"]:
        p = d.add_paragraph()
        r = p.add_run(cat["name"])
        r.bold = True
        r.font.size = Pt(14)
        r.font.color.rgb = RGBColor(0xC5, 0x5A, 0x11)
        para_border_bottom(p, "C55A11")
        for b in cat.get("intro") or []:
            add_simple_table(d, b[1], header=False)
            d.add_paragraph()
        for q, blocks in cat["qs"]:
            callout(d, q)
            render_blocks_basic(d, blocks, table_fn=lambda dd, rows: add_simple_table(dd, rows, header_fill="FBE5D6"))
    d.add_paragraph("Mahanadi Sahakari Bank Ltd. · Card Centre, Cuttack · 1800 345 7070 · www.mahanadibank.example")
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC))
