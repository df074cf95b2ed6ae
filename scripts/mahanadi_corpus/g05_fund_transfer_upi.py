"""05 - Fund transfers and UPI.
Habit: a WhatsApp-broadcast style leaflet typed by the digital-banking team: no styles,
every line carries an emoji/symbol prefix - '📌' on topic lines, '❓' on questions,
'👉' on answers, '✅' on points, '⚠️' on warnings - with emoji in Segoe UI Emoji runs,
'━━━' separator lines between topics and a table for limits."""

from common import *
from docx import Document
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

STEM = "05_fund_transfers_upi"
DOC = {
    "title": "💸 Send money the smart way – NEFT, RTGS, IMPS & UPI FAQs",
    "intro": [
        "👉 Quick answers from Mahanadi Sahakari Bank on moving money safely. Save this message and share it with "
        "your family! 📲",
    ],
    "cats": [
        {
            "name": "NEFT, RTGS and IMPS",
            "qs": [
                (
                    "What are the limits and timings?",
                    [
                        "👉 NEFT and IMPS work 24x7 on all days, including holidays. RTGS works 24x7 too, but only for "
                        "₹2 lakh and above.",
                        (
                            "table",
                            [
                                ["Mode", "Minimum", "Maximum per day (MSB Mobile / Net Banking)", "Credit time"],
                                ["NEFT", "₹1", "₹10 lakh", "Within 2 hours (half-hourly batches)"],
                                ["RTGS", "₹2 lakh", "₹25 lakh", "Within 30 minutes"],
                                ["IMPS", "₹1", "₹5 lakh", "Instant"],
                            ],
                        ),
                    ],
                ),
                (
                    "Are there any charges?",
                    [
                        "👉 Online NEFT, RTGS and IMPS are FREE for all savings account customers.",
                        "✅ At the branch, NEFT costs ₹2.50 up to ₹10,000, ₹5 up to ₹1 lakh, ₹15 up to ₹2 lakh and ₹25 "
                        "above ₹2 lakh (plus GST).",
                        "✅ RTGS at the branch costs ₹25 for ₹2–5 lakh and ₹50 above ₹5 lakh (plus GST).",
                        "✅ IMPS at the branch costs ₹5 up to ₹1 lakh and ₹15 above ₹1 lakh (plus GST).",
                    ],
                ),
                (
                    "Why is there a waiting period for a new payee?",
                    [
                        "👉 For your safety, after you add a new payee there is a cooling period of 4 hours. During this time "
                        "you can send only up to ₹25,000 in total to that payee. For the first 24 hours the limit for new "
                        "payees is ₹1 lakh.",
                        "⚠️ Never add a payee because a caller asked you to.",
                    ],
                ),
            ],
        },
        {
            "name": "UPI",
            "qs": [
                (
                    "How much can I send through UPI?",
                    [
                        "👉 You can send up to ₹1 lakh per day and make up to 20 UPI transfers per day from one account. "
                        "Payments to hospitals and educational institutions can go up to ₹5 lakh per transaction. For the "
                        "first 24 hours after you register on a new phone, the limit is ₹5,000.",
                    ],
                ),
                (
                    "Which UPI apps can I use?",
                    [
                        "👉 Use MSB Mobile (our own app with BHIM UPI built in) or any UPI app such as BHIM, PhonePe, Google "
                        "Pay or Paytm. Your UPI ID on MSB Mobile looks like name@mahanadi.",
                        "✅ Your UPI PIN is 4 or 6 digits. You need it only to SEND money, never to receive money.",
                    ],
                ),
            ],
        },
        {
            "name": "Failed and wrong transactions",
            "qs": [
                (
                    "Money debited but not received – when do I get it back?",
                    [
                        "👉 Most failed transfers are reversed automatically. If not, the bank follows RBI's turnaround "
                        "times (TAT):",
                        "✅ UPI / IMPS: auto-reversal by T+1 working day.",
                        "✅ NEFT: returned to your account within 2 hours of the batch (B+2).",
                        "✅ ATM cash not dispensed: T+5 working days.",
                        "👉 If we miss the deadline, we pay you ₹100 per day of delay as compensation, without you having to ask.",
                    ],
                ),
                (
                    "I sent money to the wrong account. What now?",
                    [
                        "👉 Call 1800 345 7070 immediately or raise a complaint in MSB Mobile > Help > Transaction Dispute. "
                        "We will contact the beneficiary's bank within 1 working day, but the money can be returned only "
                        "with the beneficiary's consent. Please double-check the account number and IFSC before sending.",
                    ],
                ),
                (
                    "How do I raise a complaint?",
                    [
                        "👉 Use MSB Mobile > Help > Raise a Complaint, email care@mahanadibank.example or call 1800 345 7070 "
                        "(24x7). Keep the UTR or UPI reference number (12 digits) ready. If you are not satisfied after "
                        "30 days, you can approach the RBI Ombudsman at cms.rbi.org.in.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx, no styles used: emoji-prefixed lines ('📌' topics, '❓' questions, '👉' answers, "
    "'✅' points, '⚠️' warnings) with emoji in Segoe UI Emoji runs, separator lines and one limits table"
)

EMOJI_FONT = "Segoe UI Emoji"


def add_line(d, text, bold=False, size=11, color=None):
    """Typed line whose leading emoji sits in its own Segoe UI Emoji run."""
    p = d.add_paragraph()
    first, rest = (text.split(" ", 1) + [""])[:2]
    if ord(first[0]) > 0x2000:
        r = p.add_run(first + " ")
        r.font.name = EMOJI_FONT
        r._r.get_or_add_rPr().rFonts.set(qn("w:eastAsia"), EMOJI_FONT)
        r.bold = bold
        r.font.size = Pt(size)
        text = rest
    r = p.add_run(text)
    r.bold = bold
    r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    return p


def build():
    d = Document()
    d.styles["Normal"].font.name = "Segoe UI"
    add_line(d, DOC["title"], bold=True, size=16, color="6A1B9A")
    for b in DOC["intro"]:
        add_line(d, b)
    for cat in DOC["cats"]:
        d.add_paragraph("━━━━━━━━━━━━━━━━━━━━")
        add_line(d, "📌 " + cat["name"], bold=True, size=14, color="00695C")
        for q, blocks in cat["qs"]:
            add_line(d, "❓ " + q, bold=True)
            for b in blocks:
                if isinstance(b, str):
                    add_line(d, b)
                else:
                    add_simple_table(d, b[1], header_fill="E1BEE7")
    d.add_paragraph("━━━━━━━━━━━━━━━━━━━━")
    add_line(d, "☎️ Helpline 1800 345 7070 | 🌐 www.mahanadibank.example | ✉️ care@mahanadibank.example")
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(
        STEM,
        PIPELINE,
        DOC["title"],
        expected_sections(DOC, cat_label=lambda c: "📌 " + c, q_label=lambda q, i: "❓ " + q),
    )
