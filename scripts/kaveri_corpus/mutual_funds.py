"""mutual_funds_sip_faq.docx — a single Heading 1 title, then every question
as Heading 2 with a one- or two-sentence answer.  Core title left empty."""

from ._docx_helpers import new_document

FILE_NAME = "mutual_funds_sip_faq.docx"

TITLE = "Mutual Funds and SIPs through Kaveri Bank: Your Questions Answered"

QA = [
    (
        "Is Kaveri Bank a mutual fund house?",
        "No. Kaveri Bank is an AMFI-registered mutual fund distributor (ARN-104512) "
        "offering schemes of 12 partner asset management companies (AMCs), and it "
        "receives commission from those AMCs.",
    ),
    (
        "What is the minimum amount for a SIP?",
        "₹500 per instalment for most schemes, and ₹500 in multiples of ₹500 for "
        "ELSS tax-saver schemes; a few index funds accept ₹100.",
    ),
    (
        "How do I start a SIP?",
        "In the Kaveri Mobile app go to Invest > Mutual Funds, choose the scheme, "
        "amount and a SIP date between the 1st and 28th, and approve the one-time "
        "e-mandate with your debit card or net banking.",
    ),
    (
        "How soon is the first SIP instalment debited?",
        "The first instalment is debited on the chosen date once the mandate is "
        "registered, which usually takes 7 working days.",
    ),
    (
        "Can I pause my SIP?",
        "Yes, for 1 to 6 consecutive instalments, once per SIP; the request must "
        "reach us at least 10 days before the next instalment date.",
    ),
    (
        "How do I stop a SIP?",
        "Cancel it in the app under Invest > My SIPs or at any branch; allow 10 "
        "working days, and an instalment falling due in that period may still be "
        "debited.",
    ),
    (
        "What happens if a SIP instalment fails for lack of funds?",
        "The AMC may cancel the SIP after three consecutive failed instalments, "
        "and the bank charges ₹250 plus GST for each returned mandate debit.",
    ),
    (
        "How long does it take to receive redemption money?",
        "Equity and hybrid fund redemptions are credited within 3 working days of "
        "the request (usually 2), and liquid and overnight funds on the next "
        "working day.",
    ),
    (
        "What is an exit load?",
        "A fee deducted from the redemption value if you redeem before a set "
        "period — commonly 1% for equity funds redeemed within 365 days; each SIP "
        "instalment is counted separately, first in first out.",
    ),
    (
        "Do I need KYC to invest?",
        'Yes. You need a PAN and a "KYC Validated" status with a KYC registration '
        "agency; Kaveri account holders with full KYC can complete it by video "
        "KYC in the app within 2 working days.",
    ),
    (
        "Can NRIs invest through Kaveri Bank?",
        "Yes, from an NRE or NRO account, except residents of the USA and Canada, "
        "who can invest only in schemes of AMCs that accept them.",
    ),
    (
        "How will I get my account statement?",
        "A Consolidated Account Statement (CAS) is e-mailed every month in which "
        "there is a transaction, and every six months otherwise; the app also "
        "shows your portfolio at any time.",
    ),
    (
        "How are gains from equity funds taxed?",
        "Short-term gains (units held up to 12 months) are taxed at 20%; "
        "long-term gains above ₹1.25 lakh in a financial year are taxed at 12.5%, "
        "plus surcharge and cess.",
    ),
    (
        "How are gains from debt funds taxed?",
        "Gains on debt fund units bought on or after 1 April 2023 are added to "
        "your income and taxed at your slab rate, whatever the holding period.",
    ),
    (
        "Does investing in ELSS save tax?",
        "Under the old tax regime, ELSS investments up to ₹1.5 lakh a year qualify "
        "for deduction under Section 80C, with a 3-year lock-in for every "
        "instalment.",
    ),
    (
        "Are mutual fund returns guaranteed by the bank?",
        "No. Mutual fund investments are subject to market risks, read all scheme "
        "related documents carefully; past performance does not guarantee future "
        "returns.",
    ),
    (
        "What does the riskometer on a scheme mean?",
        "It shows the scheme's risk level on a six-step scale from Low to Very "
        "High, and the bank will flag a scheme that is riskier than your risk "
        "profile.",
    ),
    (
        "How do I add a nominee to my mutual fund folio?",
        "Use Invest > Profile > Nominee in the app to add up to 10 nominees with "
        "percentage shares, or sign the opt-out declaration if you do not want "
        "to nominate.",
    ),
]


def build(out_path):
    doc = new_document(None, subject="Mutual funds")
    doc.add_heading(TITLE, level=1)
    for question, answer in QA:
        doc.add_heading(question, level=2)
        doc.add_paragraph(answer)
    doc.save(out_path)
    return len(QA)
