"""Savings accounts FAQ - Google Docs-like export.

Format: Title style for the title, Heading 1 for categories, Heading 2 for the
questions. The question numbers come from Word automatic numbering attached to
the Heading 2 paragraphs (w:numPr), they are not typed in the text.
Fonts set run-by-run (Arial), lists are Normal paragraphs with numPr.
"""

from common import (
    F,
    add_abstract_num,
    add_marked_text,
    add_num,
    drop_thumbnail,
    fill_table,
    save,
    set_core,
    set_numpr,
)
from docx import Document
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

TITLE = "Savings Accounts – Frequently Asked Questions"

SECTIONS = [
    (
        "Account variants",
        [
            (
                "Which savings account variants does Tapti Bank offer?",
                [
                    "Tapti Bank offers six savings account variants. The Monthly Average Balance (MAB) you need to keep depends on the variant and on the location of the branch where the account is held (your home branch).",
                    (
                        "table",
                        [
                            "Variant",
                            "Who it is for",
                            "MAB – Metro / Urban",
                            "MAB – Semi-urban",
                            "MAB – Rural",
                            "Debit card issued free",
                        ],
                        [
                            [
                                "Tapti Regular Savings",
                                "Resident individuals aged 18 years and above",
                                "₹10,000",
                                "₹5,000",
                                "₹2,500",
                                "Tapti Classic",
                            ],
                            [
                                "Tapti Max Savings",
                                "Customers who keep higher balances",
                                "₹25,000",
                                "₹15,000",
                                "₹10,000",
                                "Tapti Platinum",
                            ],
                            [
                                "Tapti Senior Savings",
                                "Resident individuals aged 60 years and above",
                                "₹5,000",
                                "₹5,000",
                                "₹2,500",
                                "Tapti Platinum",
                            ],
                            [
                                "Tapti Young Savers",
                                "Minors below 18 years (operated by a guardian below 10 years)",
                                "₹2,500",
                                "₹2,500",
                                "₹2,500",
                                "Tapti Classic (with reduced limits)",
                            ],
                            [
                                "Tapti Salary Account",
                                "Employees of organisations with a salary tie-up",
                                "Nil",
                                "Nil",
                                "Nil",
                                "Tapti Platinum",
                            ],
                            [
                                "Tapti Sahaj Basic Savings (BSBDA)",
                                "Any individual; zero-balance account",
                                "Nil",
                                "Nil",
                                "Nil",
                                "RuPay Sahaj",
                            ],
                        ],
                    ),
                    "A Tapti Salary Account is converted into a Tapti Regular Savings account if no salary is credited for three consecutive months. You will be informed by SMS and email 30 days before the conversion.",
                ],
            ),
            (
                "Can I open a savings account online?",
                [
                    f"Yes. Resident Indians aged 18 years and above can open a Tapti Regular Savings or Tapti Max Savings account in the {F['app']} app or on {F['website']} with their Aadhaar number, PAN and a mobile number linked to Aadhaar.",
                    (
                        "ol",
                        [
                            f"Download {F['app']} and tap **Open an Account > Savings Account**.",
                            "Enter your PAN and authenticate your Aadhaar with the OTP sent to your Aadhaar-linked mobile number.",
                            "Complete the Video KYC call with a Tapti Bank official (between 9:00 am and 9:00 pm, all days). Keep your original PAN card and a white sheet of paper and a pen ready for your signature.",
                            "Fund the account with at least ₹5,000 by UPI or net banking from an account in your own name.",
                        ],
                    ),
                    "If you skip the Video KYC call, the account is opened on Aadhaar OTP e-KYC only. Such an account can hold a balance of at most ₹1,00,000, the total credits in a financial year cannot exceed ₹2,00,000, and full KYC must be completed within one year of opening, failing which the account is frozen for credits.",
                ],
            ),
            (
                "Can I change my account from one variant to another?",
                [
                    f"Yes, free of charge. Visit any branch or use {F['app']} > Accounts > Service Requests > Change Account Variant. The account number, cheque book and debit card remain the same (if the new variant carries a different debit card, the new card is sent to your mailing address).",
                    "The change takes effect from the first day of the following month; the MAB of the new variant applies from that month onwards. The MAB of the month in which you made the request is checked against the old variant.",
                ],
            ),
        ],
    ),
    (
        "Minimum balance and charges",
        [
            (
                "How is the Monthly Average Balance (MAB) calculated?",
                [
                    "The MAB is the sum of the end-of-day balances of every day of the calendar month divided by the number of days in that month.",
                    "Example: in a 30-day month you keep ₹15,000 for 20 days and ₹3,000 for the remaining 10 days. MAB = (₹15,000 × 20 + ₹3,000 × 10) ÷ 30 = ₹3,30,000 ÷ 30 = **₹11,000**.",
                    f"You can see your MAB for the current month so far under {F['app']} > Accounts > Account Summary > Average Balance.",
                ],
            ),
            (
                "What is the charge for not maintaining the Monthly Average Balance?",
                [
                    "The charge is 6% of the shortfall between the required MAB and the actual MAB, subject to a maximum per month that depends on the location of your home branch. GST at 18% is added to the charge.",
                    (
                        "table",
                        ["Home branch location", "Charge", "Maximum per month (before GST)"],
                        [
                            ["Metro / Urban", "6% of the shortfall", "₹500"],
                            ["Semi-urban", "6% of the shortfall", "₹300"],
                            ["Rural", "6% of the shortfall", "₹150"],
                        ],
                    ),
                    "Example: a Tapti Regular Savings account in an urban branch needs ₹10,000. If the MAB for the month is ₹6,000, the shortfall is ₹4,000 and the charge is 6% × ₹4,000 = ₹240 plus GST of ₹43.20.",
                    "When the MAB falls short, we inform you by SMS and email in the first week of the following month. The charge is levied only if the balance is not restored within one month of that notice, and it is debited on the 5th of the month after the notice period ends.",
                    "The charge does not apply to Tapti Salary Accounts, Tapti Sahaj Basic Savings accounts or to accounts that have been classified as inoperative.",
                ],
            ),
            (
                "Can the minimum balance charge make my balance negative?",
                [
                    "No. Non-maintenance charges are recovered only to the extent of the available balance. If your balance is ₹120 and the charge with GST is ₹283.20, only ₹120 is recovered and the rest is not carried forward. Your account will never go into a negative balance because of this charge.",
                ],
            ),
            (
                "Which accounts have no minimum balance requirement at all?",
                [
                    "The following accounts have no MAB requirement and never attract a non-maintenance charge:",
                    (
                        "ul",
                        [
                            "Tapti Sahaj Basic Savings Bank Deposit Account (BSBDA), including accounts opened under the Pradhan Mantri Jan Dhan Yojana (PMJDY).",
                            "Tapti Salary Account, as long as salary is being credited.",
                            "Accounts of pensioners receiving pension through Tapti Bank, if opened as Tapti Senior Savings with the pension option.",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Interest on savings accounts",
        [
            (
                "What interest rate do you pay on savings accounts?",
                [
                    "Interest is paid at the following rates, effective 1 June 2025. The same rates apply to all savings variants, including the Tapti Sahaj Basic Savings account.",
                    (
                        "table",
                        ["Daily end-of-day balance", "Rate of interest"],
                        [
                            ["Up to ₹1,00,000", "2.75% p.a."],
                            ["Above ₹1,00,000 and up to ₹10,00,000", "3.25% p.a."],
                            ["Above ₹10,00,000 and up to ₹5 crore", "3.75% p.a."],
                            ["Above ₹5 crore", "4.00% p.a."],
                        ],
                    ),
                    "The rates are differential: each slab rate applies only to the part of the balance that falls within that slab, not to the whole balance.",
                ],
            ),
            (
                "How is savings account interest calculated?",
                [
                    "Interest is calculated on the end-of-day balance of every day, at the slab rates, on the basis of 365 days in a year (366 in a leap year).",
                    "Example: for an end-of-day balance of ₹3,00,000, the interest for one day is (₹1,00,000 × 2.75% + ₹2,00,000 × 3.25%) ÷ 365 = (₹2,750 + ₹6,500) ÷ 365 = **₹25.34**.",
                    "The daily amounts are added up and paid on the credit date. Interest is rounded off to the nearest rupee at the time of credit.",
                ],
            ),
            (
                "When is the interest credited to my account?",
                [
                    "Savings interest is credited quarterly, on the last day of June, September, December and March. If you close your account, interest up to the day before closure is credited at the time of closure.",
                ],
            ),
            (
                "Is tax deducted on my savings account interest?",
                [
                    "No tax (TDS) is deducted on savings account interest. The interest is, however, part of your taxable income. Under the old tax regime, individuals can claim a deduction of up to ₹10,000 under Section 80TTA, and senior citizens up to ₹50,000 under Section 80TTB (which also covers fixed deposit interest).",
                    f"You can download an interest certificate for any financial year from {F['netbanking']} > Accounts > Interest Certificate or from {F['app']} > Accounts > Statements > Interest Certificate.",
                ],
            ),
        ],
    ),
    (
        "Tapti Sahaj – zero-balance (basic savings) account",
        [
            (
                "Who can open a Tapti Sahaj Basic Savings account?",
                [
                    "Any individual, including a minor aged 10 years or more, can open a Tapti Sahaj Basic Savings Bank Deposit Account (BSBDA) with officially valid KYC documents. There is no minimum balance and no charge for non-maintenance.",
                    "A customer who holds a Tapti Sahaj account cannot hold any other savings account with Tapti Bank. If you already have a savings account with us, it must be closed within 30 days of opening the Tapti Sahaj account.",
                ],
            ),
            (
                "What services are free in a Tapti Sahaj account?",
                [
                    (
                        "ul",
                        [
                            "Unlimited deposits at branches, cash deposit machines and by electronic credit.",
                            "Four free withdrawals in a calendar month, in any combination of branch withdrawals and ATM withdrawals at Tapti Bank or other bank ATMs. From the 5th withdrawal onwards, a branch withdrawal costs ₹25 and an ATM withdrawal is charged as per the debit card schedule.",
                            "RuPay Sahaj debit card with no issuance fee and no annual fee.",
                            "One cheque book of 10 leaves every financial year.",
                            f"{F['app']}, {F['netbanking']}, UPI, NEFT, RTGS and IMPS (electronic payments are not counted as withdrawals).",
                            "Passbook and monthly e-statement.",
                        ],
                    ),
                ],
            ),
            (
                "Can I upgrade my Tapti Sahaj account to a regular savings account?",
                [
                    f"Yes, at any time, free of charge, through {F['app']} > Accounts > Service Requests > Change Account Variant or at a branch. After the upgrade, the MAB of the new variant applies from the first day of the following month.",
                ],
            ),
        ],
    ),
    (
        "Closing or reviving an account",
        [
            (
                "How do I close my savings account?",
                [
                    "You can close your account at any Tapti Bank branch by submitting the Account Closure Form (Form SB-CL), signed by all account holders. Please return the unused cheque leaves and the debit card (or give a written declaration that they have been destroyed).",
                    "The closing balance is transferred to another bank account in your name or paid by demand draft. Cash is paid only up to ₹49,999; larger balances are paid by transfer or demand draft.",
                    f"Single-holder accounts with no linked loans, deposits or lockers can also be closed online through {F['app']} > Accounts > Service Requests > Close Account. The balance is transferred to another bank account in your name after a penny-drop verification, and the account is closed within 3 working days.",
                ],
            ),
            (
                "Is there a charge for closing an account?",
                [
                    (
                        "table",
                        ["When the account is closed", "Closure charge"],
                        [
                            ["Within 14 days of opening", "Nil"],
                            ["After 14 days and up to 12 months from opening", "₹500 + GST"],
                            ["After 12 months from opening", "Nil"],
                            ["Tapti Sahaj Basic Savings account (any time)", "Nil"],
                            ["Closure on the death of the account holder", "Nil"],
                        ],
                    ),
                ],
            ),
            (
                "What happens if I do not use my account for two years?",
                [
                    "If there is no customer-induced transaction (a deposit, withdrawal or transfer made by you) for 24 months, the account is classified as inoperative. Interest continues to be credited, and no minimum balance charge is levied on an inoperative account.",
                    "To reactivate it, submit updated KYC at any Tapti Bank branch (not only your home branch) or complete Video KYC in the app. Reactivation is free. If the account remains inoperative for 10 years, the balance is transferred to the Depositor Education and Awareness (DEA) Fund of the Reserve Bank of India; you can still claim it from us at any time with interest.",
                ],
            ),
            (
                "How is the account of a deceased account holder closed?",
                [
                    "The nominee or the surviving joint holder submits the Claim Form for Deceased Accounts, the death certificate and his or her own KYC documents at any branch. Where there is no nominee or survivor, the legal heirs submit the claim with the additional documents listed in the claim form.",
                    "Tapti Bank settles claims within 15 days of receiving the complete documents. If we take longer, we pay interest on the amount at the bank rate plus 4% for the period of delay.",
                ],
            ),
        ],
    ),
]


def build():
    doc = Document()
    drop_thumbnail(doc)
    styles = doc.styles
    # Google Docs exports: Arial everywhere, 1.15 line spacing, black headings
    normal = styles["Normal"]
    normal.font.name = "Arial"
    normal.font.size = Pt(11)
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), "Arial")
    normal.element.rPr.rFonts.set(qn("w:cs"), "Arial")
    normal.paragraph_format.line_spacing = 1.15
    normal.paragraph_format.space_after = Pt(0)
    for name, size, before, after, bold in (
        ("Title", 26, 0, 3, False),
        ("Heading 1", 20, 20, 6, False),
        ("Heading 2", 16, 18, 6, False),
        ("Subtitle", 15, 0, 16, False),
    ):
        st = styles[name]
        st.font.name = "Arial"
        st.font.size = Pt(size)
        st.font.bold = bold
        st.font.italic = False
        st.font.color.rgb = RGBColor(0, 0, 0) if name != "Subtitle" else RGBColor(0x66, 0x66, 0x66)
        st.paragraph_format.space_before = Pt(before)
        st.paragraph_format.space_after = Pt(after)
        rpr = st.element.get_or_add_rPr()
        rpr.rFonts.set(qn("w:cs"), "Arial")
        rpr.rFonts.set(qn("w:eastAsia"), "Arial")
        # Google exports have no theme fonts on headings
        for attr in ("w:asciiTheme", "w:hAnsiTheme", "w:eastAsiaTheme", "w:cstheme"):
            if rpr.rFonts.get(qn(attr)) is not None:
                del rpr.rFonts.attrib[qn(attr)]
        # remove bottom border of Title
        ppr = st.element.pPr
        if ppr is not None:
            b = ppr.find(qn("w:pBdr"))
            if b is not None:
                ppr.remove(b)

    q_abs = add_abstract_num(doc, kind="decimal", fmt="%1.", indent=720, hanging=720)
    q_num = add_num(doc, q_abs, restart=False)
    bullet_abs = add_abstract_num(doc, kind="bullet", bullet_char="●", indent=720, hanging=360, font="Arial")
    dec_abs = add_abstract_num(doc, kind="decimal", fmt="%1.", indent=720, hanging=360)
    bullet_num = add_num(doc, bullet_abs, restart=False)

    p = doc.add_paragraph(style="Title")
    add_marked_text(p, TITLE, font="Arial")
    p = doc.add_paragraph(style="Subtitle")
    add_marked_text(p, f"{F['bank_legal']} | Retail Liabilities | Updated 1 June 2025", font="Arial")
    p = doc.add_paragraph()
    add_marked_text(
        p,
        f"This page answers common questions about Tapti Bank savings accounts. For anything not covered here, call {F['toll_free']} (24x7, toll-free) or write to {F['care_email']}.",
        font="Arial",
    )

    items = 0
    for cat, qs in SECTIONS:
        p = doc.add_paragraph(style="Heading 1")
        add_marked_text(p, cat, font="Arial")
        for q, blocks in qs:
            items += 1
            hp = doc.add_paragraph(style="Heading 2")
            set_numpr(hp, q_num)
            add_marked_text(hp, q, font="Arial")
            for b in blocks:
                if isinstance(b, str):
                    ap = doc.add_paragraph()
                    ap.paragraph_format.space_after = Pt(8)
                    add_marked_text(ap, b, font="Arial")
                elif b[0] == "ul":
                    for li in b[1]:
                        lp = doc.add_paragraph()
                        set_numpr(lp, bullet_num)
                        add_marked_text(lp, li, font="Arial")
                    doc.paragraphs[-1].paragraph_format.space_after = Pt(8)
                elif b[0] == "ol":
                    n = add_num(doc, dec_abs, restart=True)
                    for li in b[1]:
                        lp = doc.add_paragraph()
                        set_numpr(lp, n)
                        add_marked_text(lp, li, font="Arial")
                    doc.paragraphs[-1].paragraph_format.space_after = Pt(8)
                elif b[0] == "table":
                    t = fill_table(doc, b[1], b[2], font="Arial", size=10, header_fill="F3F3F3")
                    doc.add_paragraph()
    set_core(doc, title=TITLE, author="", last_modified_by="", created=None, modified=None)
    cp = doc.core_properties
    cp.revision = 1
    save(doc, "savings_accounts_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
