"""kaveri_rewards_faq.docx — NO heading styles.  Title is a bold 18 pt
centred Normal paragraph, section labels are bold ALL-CAPS Normal paragraphs,
questions are bold Normal paragraphs (a few phrased without a question mark),
bullets are typed "•" characters and steps are typed "Step n –" in Normal
paragraphs.  One table of earn rates.  Core title left empty."""

from docx.shared import Pt

from ._docx_helpers import bold_para, new_document, table, typed_steps

FILE_NAME = "kaveri_rewards_faq.docx"

TITLE = "Kaveri Rewards — Programme FAQs"


def build(out_path):
    doc = new_document(None, subject="Rewards")
    n = 0

    def section(text):
        bold_para(doc, text, size=12)

    def q(text):
        nonlocal n
        n += 1
        bold_para(doc, text)

    def a(*texts):
        for t in texts:
            doc.add_paragraph(t)

    def dots(items):
        for t in items:
            doc.add_paragraph("•  " + t)

    bold_para(doc, TITLE, size=18, center=True)
    p = doc.add_paragraph()
    r = p.add_run(
        "These FAQs apply to Kaveri Bank credit and debit cards from "
        "1 July 2025 and form part of the Kaveri Rewards terms and "
        "conditions."
    )
    r.italic = True
    r.font.size = Pt(9)

    section("EARNING POINTS")

    q("How many Kaveri Rewards points do I earn?")
    a("Points are earned on retail spends (shopping, dining, travel and online purchases) at the following rates:")
    table(
        doc,
        ["Card", "Points earned", "Notes"],
        [
            ["Kaveri Classic Credit Card", "2 points per ₹150", "—"],
            ["Kaveri Platinum Credit Card", "4 points per ₹150", "—"],
            [
                "Kaveri Signature Credit Card",
                "6 points per ₹150",
                "5X points on dining and international spends, up to 5,000 bonus points per statement cycle",
            ],
            ["Kaveri Business Credit Card", "3 points per ₹150", "Also earned on GST and utility payments"],
            ["Kaveri Platinum Debit Card", "1 point per ₹200", "Only on POS and online purchases"],
        ],
        style="Light Grid Accent 1",
    )

    q("Are points earned on every rupee?")
    a(
        "No. Points are calculated per transaction in complete blocks of ₹150 "
        "(₹200 for debit cards), and the remainder is not carried forward. A "
        "₹299 purchase on a Classic card earns 2 points, the same as a ₹150 "
        "purchase."
    )

    q("Spends that do not earn points")
    a("No points are given on:")
    dots(
        [
            "fuel purchases, including transactions that get the fuel surcharge waiver;",
            "rent payments, whether made directly or through any third-party app;",
            "loading money into wallets such as prepaid wallets and travel wallets;",
            "cash withdrawals, balance transfers and EMI conversions;",
            "government, tax and court-fee payments;",
            "fees, interest, late payment charges and GST.",
        ]
    )

    q("When will points show in my account?")
    a(
        "Points are posted when the transaction is settled and appear on your "
        "next card statement; you can see the running balance in the Kaveri "
        "Mobile app under Cards > Kaveri Rewards."
    )

    q("Do add-on cards earn points?")
    a(
        "Yes. Points earned on add-on cards are pooled into the primary "
        "cardholder's account. Points cannot be pooled between two different "
        "primary cardholders."
    )

    q("What happens to points if a purchase is refunded?")
    a(
        "The points earned on that purchase are reversed. If you have already "
        "redeemed them, your points balance can become negative until new "
        "points are earned."
    )

    section("REDEEMING POINTS")

    q("How do I redeem my points?")
    typed_steps(
        doc,
        [
            "Open the Kaveri Mobile app and go to Cards > Kaveri Rewards > Redeem.",
            "Choose a catalogue product, a gift voucher, a statement credit or a transfer to airline miles.",
            "Enter the number of points and confirm with the OTP sent to your registered mobile.",
            "Vouchers are e-mailed within 2 working days; products are delivered within 10 working days.",
        ],
        fmt="Step {n} – {text}",
    )

    q("What is the minimum number of points I can redeem?")
    a("500 points, and in multiples of 100 points after that.")

    q("How much is one point worth?")
    a(
        "One point is worth ₹0.25 for catalogue products and vouchers, ₹0.20 as "
        "a statement credit, and ₹0.30 for flights and hotels booked on the "
        "Kaveri Rewards travel portal. A redemption fee of ₹99 plus GST applies "
        "to each request, except on the Signature card."
    )

    q("Can I redeem points on my debit card and credit card together?")
    a("No. Debit card and credit card points are kept in separate accounts and must be redeemed separately.")

    section("EXPIRY, TRANSFER AND CLOSURE")

    q("Do my points expire?")
    a(
        "Yes. Points expire 3 years (36 months) after the month in which they "
        "were earned, on the last day of that month. Points due to expire in "
        "the next 60 days are shown on every statement. Points on the "
        "Signature Credit Card do not expire while the card is active."
    )

    q("Can I transfer points to airline miles?")
    a(
        "Platinum and Signature credit cardholders can convert points into "
        "partner frequent-flyer programmes (Deccan Air FlyHigh and Malabar "
        "Airways Miles) and the Coromandel Hotels Circle programme."
    )
    dots(
        [
            "Conversion: 2 points = 1 mile on Platinum; 1 point = 1 mile on Signature.",
            "Minimum 1,000 points per transfer, then in multiples of 500.",
            "Maximum 1,00,000 points per calendar year.",
            "Miles are credited within 7 working days; transfers cannot be reversed.",
            "The name on your frequent-flyer membership must match the name on the card.",
        ]
    )

    q("Can I give my points to a family member?")
    a(
        "No. Points cannot be transferred to another person's card account, "
        "except that add-on card points are pooled with the primary card."
    )

    q("Points when a card is closed")
    a(
        "Redeem your points before you ask for the card to be closed: any "
        "points left in the account lapse on the date of closure and cannot be "
        "reinstated. If the card is replaced or upgraded to another Kaveri card, "
        "points move to the new card automatically. If the card is blocked "
        "because a payment is more than 90 days overdue, points are frozen and "
        "are forfeited if the dues are written off."
    )

    q("My points were not credited. Whom do I contact?")
    a(
        "Raise the request within 60 days of the transaction through the app "
        "(Help > Rewards), by e-mail to rewards@kaveribank.in, or by calling "
        "1800 208 4455."
    )

    doc.save(out_path)
    return n
