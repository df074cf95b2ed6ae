"""13: Terms and conditions with clause numbers typed as text.

"1. Definitions" clause titles on their own line, clauses "1.1 ...",
sub-clauses "3.1.1 ..." each in its own Normal paragraph.  No heading styles,
no bold anywhere (title is ALL CAPS, centred, plain).  A fee table inside
clause 7.
"""

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, Inches
from common import *

STEM = "gb13_credit_card_rewards_tnc"
TITLE = "Godavari Bank Credit Card Rewards Programme – Terms and Conditions"
INTRO = (
    "These terms and conditions govern the Godavari Rewards Programme (the Programme) offered by Godavari Bank "
    "Ltd. (the Bank) to holders of its credit cards, with effect from 1 September 2024. They are in addition to "
    "the Credit Card Member Terms and Conditions."
)

LQ, RQ = "\u201c", "\u201d"
# clause: (title, [ (number, text) | ("table", rows) ], [must])
CLAUSES = [
    (
        "Definitions",
        [
            (
                "1.1",
                f"{LQ}Card{RQ} means a credit card issued by the Bank under the Programme, including add-on cards.",
            ),
            ("1.2", f"{LQ}Cardholder{RQ} means the person in whose name the primary Card is issued."),
            (
                "1.3",
                f"{LQ}Reward Points{RQ} means points credited to the Card account for Eligible Transactions under "
                "these terms.",
            ),
            (
                "1.4",
                f"{LQ}Eligible Transaction{RQ} means a retail purchase made with the Card, other than the "
                "transactions listed in clause 4.",
            ),
            ("1.5", f"{LQ}Statement Cycle{RQ} means the period between two consecutive Card statements."),
        ],
        ["means points credited to the Card account", "consecutive Card statements"],
    ),
    (
        "Eligibility and Enrolment",
        [
            (
                "2.1",
                "All primary Cardholders of Godavari Platinum, Godavari Signature and Godavari Infinite credit cards "
                "are enrolled in the Programme automatically and free of charge.",
            ),
            ("2.2", "Reward Points earned on add-on cards are credited to the primary Card account."),
            (
                "2.3",
                "The Bank may suspend the earning of Reward Points on any Card that is overdue by more than 60 days.",
            ),
        ],
        ["overdue by more than 60 days"],
    ),
    (
        "Earning Reward Points",
        [
            ("3.1", "Reward Points are earned on every ₹150 spent on Eligible Transactions as follows:"),
            ("3.1.1", "Godavari Platinum: 2 Reward Points per ₹150;"),
            ("3.1.2", "Godavari Signature: 4 Reward Points per ₹150;"),
            ("3.1.3", "Godavari Infinite: 6 Reward Points per ₹150."),
            (
                "3.2",
                "Dining and grocery transactions earn 5 times the Reward Points in clause 3.1, subject to a maximum "
                "of 5,000 bonus Reward Points per Statement Cycle.",
            ),
            (
                "3.3",
                "Reward Points are credited within 3 working days after the transaction is posted to the Card account.",
            ),
        ],
        ["4 Reward Points per ₹150", "5,000 bonus Reward Points"],
    ),
    (
        "Exclusions",
        [
            ("4.1", "No Reward Points are earned on:"),
            ("4.1.1", "fuel transactions, for which the fuel surcharge waiver applies separately;"),
            ("4.1.2", "rent payments and loading of prepaid wallets;"),
            ("4.1.3", "EMI conversions, cash withdrawals, fees, interest, taxes and GST."),
            (
                "4.2",
                "Insurance premium and utility bill payments earn Reward Points up to a maximum of 1,000 Reward Points "
                "per Statement Cycle.",
            ),
        ],
        ["loading of prepaid wallets", "maximum of 1,000 Reward Points"],
    ),
    (
        "Redemption",
        [
            (
                "5.1",
                "Reward Points may be redeemed on the Godavari Rewards portal or the GodavariPay app for statement "
                "credit at ₹0.25 per Reward Point, for gift vouchers, or for air miles with partner airlines.",
            ),
            ("5.2", "The minimum redemption is 500 Reward Points."),
            (
                "5.3",
                "Redemption requests are processed within 7 working days; e-vouchers are sent to the registered "
                "e-mail address.",
            ),
        ],
        ["₹0.25 per Reward Point", "minimum redemption is 500 Reward Points"],
    ),
    (
        "Validity and Expiry",
        [
            ("6.1", "Reward Points are valid for 3 years from the end of the month in which they are earned."),
            ("6.2", "Reward Points due to expire are shown in the Card statement two Statement Cycles in advance."),
            ("6.3", "If the Card is closed, unredeemed Reward Points lapse 45 days after closure."),
        ],
        ["3 years from the end of the month", "lapse 45 days after closure"],
    ),
    (
        "Fees and Charges",
        [
            ("7.1", "The following fees apply to the Programme and are billed in the next Card statement:"),
            (
                "table",
                [
                    ["Item", "Charge"],
                    ["Redemption handling fee", "₹99 + GST per request"],
                    ["Conversion to air miles", "₹199 + GST per conversion"],
                    ["Reinstatement of lapsed Reward Points (within 90 days)", "₹299 + GST"],
                    ["Courier of physical vouchers", "₹50 per delivery"],
                ],
            ),
            ("7.2", "Fees are not charged on redemptions against the annual fee of the Card."),
        ],
        ["₹99 + GST per request", "₹299 + GST"],
    ),
    (
        "Reversal and Forfeiture",
        [
            (
                "8.1",
                "If an Eligible Transaction is cancelled, reversed or refunded, the Reward Points earned on it are "
                "debited, and the Reward Points balance may become negative.",
            ),
            (
                "8.2",
                "All Reward Points are forfeited if the Card is blocked for misuse or the Card account is written off.",
            ),
        ],
        ["balance may become negative", "written off"],
    ),
    (
        "Transfer of Points",
        [
            (
                "9.1",
                "Reward Points cannot be transferred to another Card account or person, except to a partner airline "
                "programme under clause 5.1.",
            ),
            (
                "9.2",
                "Reward Points have no cash value and cannot be exchanged for cash, other than as statement credit.",
            ),
        ],
        ["have no cash value"],
    ),
    (
        "Taxes",
        [
            (
                "10.1",
                "Any tax arising from benefits under the Programme, including tax on a benefit treated as a "
                "perquisite, is the responsibility of the Cardholder.",
            ),
        ],
        ["treated as a perquisite"],
    ),
    (
        "Changes to the Programme",
        [
            (
                "11.1",
                "The Bank may change, suspend or withdraw the Programme, or any of these terms, by giving 30 days' "
                "notice through e-mail, SMS or the Bank's website.",
            ),
            (
                "11.2",
                "Reward Points earned before the date of such change will remain valid for redemption until their "
                "expiry.",
            ),
        ],
        ["30 days' notice"],
    ),
    (
        "Governing Law and Grievances",
        [
            (
                "12.1",
                "These terms are governed by the laws of India, and the courts at Rajahmundry shall have exclusive "
                "jurisdiction.",
            ),
            (
                "12.2",
                "Queries and complaints about the Programme may be raised by calling 1800 425 7700 or writing to "
                "rewards@godavaribank.co.in.",
            ),
        ],
        ["courts at Rajahmundry", "rewards@godavaribank.co.in"],
    ),
]


def main():
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9.5)
    st.paragraph_format.space_after = Pt(4)
    p = doc.add_paragraph(TITLE.upper())
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.runs[0].font.size = Pt(12)
    doc.add_paragraph(INTRO).alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    for n, (title, items, _) in enumerate(CLAUSES, 1):
        h = doc.add_paragraph(f"{n}.\t{title}")
        h.paragraph_format.space_before = Pt(10)
        h.paragraph_format.keep_with_next = True
        for it in items:
            if it[0] == "table":
                rows = it[1]
                t = doc.add_table(rows=len(rows), cols=2)
                t.style = doc.styles["Table Grid"]
                for i, row in enumerate(rows):
                    for j, v in enumerate(row):
                        t.cell(i, j).text = v
                continue
            num, text = it
            para = doc.add_paragraph(f"{num}\t{text}")
            depth = num.count(".")
            para.paragraph_format.left_indent = Inches(0.4 * depth)
            para.paragraph_format.first_line_indent = Inches(-0.4)
            para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    doc.add_paragraph()
    doc.add_paragraph(
        "Godavari Bank Ltd., Regd. & Head Office: Danavaipeta, Rajahmundry – 533 103. CIN: U65110AP1946PLC000412"
    ).alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words(INTRO), ["1 September 2024"])]
    for n, (title, items, must) in enumerate(CLAUSES, 1):
        num, text = items[0]
        sections.append(sec([f"{n}. {title}"], first_words(f"{num} {text}"), must))
    write_expected(
        STEM,
        "python-docx: T&C with typed clause numbers (1., 1.1, 1.1.1), clause titles as plain Normal "
        "lines, no heading styles, no bold",
        TITLE.upper(),
        sections,
        notes="Clause-title lines are typed as '<n>.<TAB><title>'; path gives them as '<n>. <title>'. "
        "Sub-clauses (1.1, 3.1.1) are content of the top-level clause, not sections. Indentation "
        "by paragraph left indent + hanging indent. Title is an ALL-CAPS plain centred paragraph.",
    )


if __name__ == "__main__":
    main()
