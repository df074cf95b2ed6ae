"""Format 2: no heading styles. Title in big bold font; questions bold 'Q1.' paragraphs; answers 'Ans:' paragraphs."""

from common import *

doc = Document()
set_core(doc, "Cheque Services FAQ", "Operations - Clearing Cell")

p = doc.add_paragraph()
r = p.add_run("NARMADA BANK")
r.bold = True
r.font.size = Pt(22)
r.font.color.rgb = RGBColor(0x0B, 0x3D, 0x91)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = doc.add_paragraph()
r = p.add_run("Cheque Services – Frequently Asked Questions")
r.bold = True
r.font.size = Pt(18)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
doc.add_paragraph(
    "This document answers common questions about cheque books, cheque clearing, stop payment, Positive Pay and returned cheques. Charges are exclusive of GST at 18% unless stated otherwise."
)

# answer: str, or list of str (extra paragraphs, lines starting with '- ' become dash lines), or dict with table
QA = [
    (
        "How do I request a new cheque book?",
        [
            "You can request a cheque book through any of these channels:",
            "- Narmada Net: Requests > Cheque Book Request",
            "- Narmada Mobile: Services > Cheque Services > Request Cheque Book",
            "- ATM: select 'Other Services > Cheque Book Request' at any Narmada Bank ATM",
            "- SMS: send CHQBOOK <last 4 digits of account number> to 92233 44556",
            "- Branch: submit the requisition slip from your existing cheque book",
            "The cheque book is dispatched by Speed Post to your registered address within 7 working days.",
        ],
    ),
    (
        "How many free cheque leaves do I get?",
        "Savings account holders get 25 cheque leaves free in a financial year. Current account holders get 50 leaves free per quarter. Senior citizens get 40 leaves free per financial year.",
    ),
    (
        "What are the charges for additional cheque books?",
        {
            "intro": "Beyond the free allowance, the following charges apply:",
            "table": [
                ["Account type", "Charge"],
                ["Savings account", "₹4 per leaf"],
                ["Current account", "₹5 per leaf"],
                ["Multi-city 'At Par' cheque book (any account)", "₹5 per leaf"],
                ["Urgent cheque book delivered at branch within 2 days", "₹100 per book in addition to leaf charges"],
            ],
            "after": "BSBD and PM Jan Dhan accounts get 10 leaves free a year; further leaves are charged at ₹3 per leaf.",
        },
    ),
    (
        "Can someone else collect my cheque book from the branch?",
        "Yes, if you send an authority letter signed with your specimen signature and the person shows an original photo ID. Cheque books of joint 'jointly' operated accounts must be collected by all holders or a holder with an authority letter from the others.",
    ),
    (
        "What is a CTS cheque?",
        "CTS (Cheque Truncation System) cheques follow the CTS-2010 standard prescribed by RBI. They have a 'VOID' pantograph, the bank's logo printed in ultraviolet ink, and a standard layout so that an image of the cheque can be cleared electronically. Only CTS-2010 cheques are accepted in clearing; non-CTS cheques are not accepted at all.",
    ),
    (
        "How long does it take for a cheque to be cleared?",
        [
            "Under continuous clearing (CTS), a cheque deposited before 2:00 p.m. on a working day is normally credited the same day, and funds are available within a few hours of clearing settlement. Cheques deposited after 2:00 p.m. are presented on the next working day.",
            "Cheques payable at centres outside the CTS grid (very rare) are sent for collection and may take up to 14 days.",
        ],
    ),
    (
        "What is the cut-off time for depositing cheques in the drop box?",
        "Cheques put in the drop box by 12:30 p.m. are sent in the same day's clearing. Cheques dropped later are sent the next working day. Always take the acknowledgement from the drop box or the counter.",
    ),
    (
        "What is compensation if my outstation cheque is delayed?",
        "If a cheque sent for collection is not credited within the period stated in our Cheque Collection Policy, Narmada Bank pays interest at the savings bank rate for delays up to 14 days, and at 2% above the rate of the corresponding fixed deposit for delays beyond 14 days. You do not have to claim it.",
    ),
    (
        "How do I stop payment of a cheque?",
        [
            "You can place a stop payment instruction online or at the branch:",
            "1. Narmada Net: Services > Cheque Services > Stop Cheque. Enter the cheque number or range and the reason.",
            "2. Narmada Mobile: Services > Cheque Services > Stop Payment.",
            "3. Call 1800-233-4455 and follow up with a written request within 3 working days.",
            "4. Branch: submit a signed stop payment request.",
            "Stop payment is effective immediately once registered, provided the cheque has not already been paid.",
        ],
    ),
    (
        "What does stop payment cost?",
        "₹100 per cheque, or ₹200 for a range of cheques, for savings accounts; ₹150 per cheque, or ₹300 for a range, for current accounts. Stop payment of a lost cheque book in full is free if reported through Narmada Net.",
    ),
    (
        "Can I revoke a stop payment instruction?",
        "Yes. Submit a written revocation signed by all account holders at the branch. Online revocation is not possible. No charge is levied for revocation.",
    ),
    (
        "What is Positive Pay?",
        "Positive Pay is a fraud-prevention system in which you send the key details of a cheque you have issued (date, cheque number, payee name, amount, and account number) to the bank before the payee presents it. When the cheque reaches clearing, the details are matched, and any mismatch is flagged.",
    ),
    (
        "Is Positive Pay mandatory?",
        "Positive Pay is mandatory at Narmada Bank for cheques of ₹5 lakh and above. For cheques of ₹50,000 and above it is optional but strongly recommended. Only cheques confirmed under Positive Pay are eligible for protection under the RBI dispute resolution mechanism in CTS.",
    ),
    (
        "How do I submit Positive Pay details?",
        [
            "Submit the details at least one working day before the cheque is likely to be presented:",
            "- Narmada Net: Services > Cheque Services > Positive Pay",
            "- Narmada Mobile: Services > Positive Pay",
            "- SMS: PPAY <account no last 4> <cheque no> <amount> <DDMMYYYY> to 92233 44556",
            "- Branch: Positive Pay form with signature",
            "There is no charge for using Positive Pay.",
        ],
    ),
    (
        "What happens if my cheque bounces due to insufficient funds?",
        [
            "The cheque is returned to the payee's bank with the return memo 'Funds Insufficient' and you are charged a return fee. If a cheque issued by you is returned for lack of funds 4 times in a financial year for amounts of ₹1 crore or more, the bank may stop issuing you fresh cheque books and close the account after notice, as per RBI guidelines.",
            "Cheque bouncing for lack of funds is also an offence under Section 138 of the Negotiable Instruments Act, 1881, if the payee gives a legal notice and the amount is not paid within 15 days.",
        ],
    ),
    (
        "What are the charges for returned cheques?",
        {
            "intro": "Charges for cheques returned unpaid:",
            "table": [
                ["Situation", "Savings account", "Current account"],
                [
                    "Cheque issued by you returned for financial reasons (insufficient funds, exceeds arrangement)",
                    "₹500 per cheque",
                    "₹750 per cheque",
                ],
                ["Cheque deposited by you returned unpaid (outward return)", "₹150 per cheque", "₹250 per cheque"],
                ["Cheque returned for technical reasons (signature mismatch, date)", "No charge", "No charge"],
            ],
            "after": "Charges for financial returns are capped at one charge per cheque per day, even if the cheque is presented again the same day.",
        },
    ),
    (
        "What is a stale cheque?",
        "A cheque becomes stale if it is presented more than 3 months after the date written on it. Stale cheques are returned unpaid. Ask the drawer to issue a fresh cheque or to revalidate the old one by writing a new date and signing alongside.",
    ),
    (
        "Will my post-dated cheque be paid before its date?",
        "No. A post-dated cheque is returned with the reason 'Post-dated' if presented before the date on it. It can be deposited on or after the date written on it.",
    ),
    (
        "Can I deposit a cheque in a Narmada Bank account at any branch?",
        "Yes. A CTS cheque can be deposited at any Narmada Bank branch or cheque drop box in India for credit to any Narmada Bank account. Cheques in the name of the account holder only are accepted; third-party cheques are not credited.",
    ),
    (
        "How do I know the status of a cheque I deposited?",
        "Check Narmada Net under Accounts > Cheque Status, or the 'Cheque Status' option in Narmada Mobile using the cheque number. You also get an SMS when the cheque is credited or returned. If it is returned, the original cheque and return memo are sent to your address or can be collected from the branch within 3 working days.",
    ),
    (
        "What corrections are allowed on a cheque?",
        "Under CTS, no changes or corrections are allowed on a cheque except a change of date (for revalidation), which must be authenticated with the drawer's full signature. A cheque with any other alteration must be replaced with a fresh cheque.",
    ),
]

for i, (q, a) in enumerate(QA, 1):
    p = doc.add_paragraph()
    p.add_run(f"Q{i}. {q}").bold = True
    if isinstance(a, str):
        doc.add_paragraph(("Ans: " if i % 3 else "A: ") + a)
    elif isinstance(a, list):
        doc.add_paragraph(("Ans: " if i % 3 else "A: ") + a[0])
        for line in a[1:]:
            doc.add_paragraph(line)
    else:
        doc.add_paragraph("Ans: " + a["intro"])
        add_table(doc, a["table"])
        doc.add_paragraph(a["after"])
    doc.add_paragraph("")

doc.add_paragraph("Narmada Bank | Toll-free 1800-233-4455 | www.narmadabank.co.in")
doc.save(out("cheque_services_faq.docx"))
print("items:", len(QA))
