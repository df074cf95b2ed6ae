"""Generate the ten customer-information Word files of the fictional "Beas Bank".

Run with:  /work/main/.venv/bin/python make_docs.py
Output:    ./out/*.docx
"""

import os
import re

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Cm, Pt

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")

BANK = "Beas Bank"
TOLL_FREE = "1800-266-4040"
WHATSAPP = "90410 90410"
EMAIL = "care@beasbank.example"

# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
_BOLD_RE = re.compile(r"(\*\*.+?\*\*)")


def add_runs(par, text, bold=None, size=None, italic=None):
    """Add text to a paragraph; **x** marks inline bold."""
    for piece in _BOLD_RE.split(text):
        if not piece:
            continue
        if piece.startswith("**") and piece.endswith("**"):
            run = par.add_run(piece[2:-2])
            run.bold = True
        else:
            run = par.add_run(piece)
            if bold is not None:
                run.bold = bold
        if size is not None:
            run.font.size = Pt(size)
        if italic is not None:
            run.italic = italic
    return par


def para(doc, text, style=None, bold=None, size=None, italic=None, align=None):
    p = doc.add_paragraph(style=style) if style else doc.add_paragraph()
    add_runs(p, text, bold=bold, size=size, italic=italic)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    return p


def bullets(doc, items, style="List Bullet"):
    for it in items:
        para(doc, it, style=style)


def steps(doc, items):
    """Typed step numbers on ordinary paragraphs (avoids Word list numbering
    running on across the whole document)."""
    for i, it in enumerate(items, 1):
        p = para(doc, f"{i}. {it}")
        p.paragraph_format.left_indent = Cm(0.75)
        p.paragraph_format.first_line_indent = Cm(-0.5)


def table(doc, header, rows, widths=None, style="Table Grid", bold_first_col=False):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = doc.styles[style]
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, h in enumerate(header):
        cell = t.rows[0].cells[i]
        cell.text = ""
        add_runs(cell.paragraphs[0], h, bold=True)
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = ""
            add_runs(cells[i].paragraphs[0], str(v), bold=True if (bold_first_col and i == 0) else None)
    if widths:
        for row in t.rows:
            for i, w in enumerate(widths):
                row.cells[i].width = Cm(w)
    doc.add_paragraph()  # breathing space after a table, as Word users do
    return t


def table_merged_header(doc, top, sub, rows, lead_cols, widths=None):
    """Two header rows; the first `lead_cols` columns are merged vertically,
    the remaining columns share one merged caption `top`."""
    ncols = lead_cols + len(sub)
    t = doc.add_table(rows=2, cols=ncols)
    t.style = doc.styles["Table Grid"]
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    hdr0, hdr1 = t.rows[0].cells, t.rows[1].cells
    for i in range(lead_cols):
        merged = hdr0[i].merge(hdr1[i])
        merged.text = ""
        add_runs(merged.paragraphs[0], top[i], bold=True)
    span = hdr0[lead_cols].merge(hdr0[ncols - 1])
    span.text = ""
    add_runs(span.paragraphs[0], top[lead_cols], bold=True)
    span.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
    for j, s in enumerate(sub):
        c = t.rows[1].cells[lead_cols + j]
        c.text = ""
        add_runs(c.paragraphs[0], s, bold=True)
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = ""
            add_runs(cells[i].paragraphs[0], str(v))
    if widths:
        for row in t.rows:
            for i, w in enumerate(widths):
                row.cells[i].width = Cm(w)
    doc.add_paragraph()
    return t


def emit(doc, blocks, first_prefix=None):
    """Write an answer body.  A block is either a string (paragraph) or a tuple:
    ("b", [..]) bullets, ("n", [..]) typed steps, ("t", header, rows) table,
    ("note", text) italic note."""
    if isinstance(blocks, str):
        blocks = [blocks]
    first = True
    for b in blocks:
        if isinstance(b, str):
            text = b
            if first and first_prefix:
                text = first_prefix + text
            para(doc, text)
        elif b[0] == "b":
            if first and first_prefix:
                para(doc, first_prefix.strip())
            bullets(doc, b[1])
        elif b[0] == "n":
            if first and first_prefix:
                para(doc, first_prefix.strip())
            steps(doc, b[1])
        elif b[0] == "t":
            table(doc, b[1], b[2], widths=b[3] if len(b) > 3 else None)
        elif b[0] == "note":
            para(doc, b[1], italic=True, size=9)
        first = False


def new_doc(title=None, subject=None, keywords=None):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    cp = doc.core_properties
    cp.author = "Beas Bank – Digital Content Team"
    cp.last_modified_by = "Beas Bank"
    cp.title = title or ""
    if subject:
        cp.subject = subject
    if keywords:
        cp.keywords = keywords
    cp.comments = ""
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Cm(2.2)
    footer = sec.footer.paragraphs[0]
    footer.text = (
        "Beas Bank Limited, Head Office: G.T. Road, Jalandhar – 144 001, Punjab | "
        f"Toll-free {TOLL_FREE} | www.beasbank.example"
    )
    for r in footer.runs:
        r.font.size = Pt(8)
    return doc


def save(doc, name):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name)
    doc.save(path)
    return path


# ==========================================================================
# 1. Savings and salary accounts  (Title + H1 categories + H2 questions)
# ==========================================================================
SAVINGS = [
    (
        "Account Variants",
        [
            (
                "Which savings accounts does Beas Bank offer?",
                [
                    "Beas Bank offers six savings account variants so that every customer can choose the one that "
                    "matches how they bank:",
                    (
                        "b",
                        [
                            "**Beas Saral** – a Basic Savings Bank Deposit Account (BSBDA) with no minimum balance.",
                            "**Beas Classic** – our regular savings account with a RuPay Platinum debit card.",
                            "**Beas Privilege** – a premium account with higher free limits and a Visa Signature debit card.",
                            "**Beas Salary Plus** – a zero-balance account for employees of organisations that have a "
                            "salary tie-up with the Bank.",
                            "**Beas Young Star** – an account for minors, opened through a parent or guardian.",
                            "**Beas Pension** – a zero-balance account for pensioners who draw their pension through Beas Bank.",
                        ],
                    ),
                ],
            ),
            (
                "What is the Beas Saral account and who can open it?",
                [
                    "Beas Saral is the Bank's Basic Savings Bank Deposit Account. Any resident individual who meets "
                    "KYC requirements can open it, including first-time account holders. There is no minimum balance "
                    "and no charge for non-maintenance of balance.",
                    "A customer holding a Beas Saral account cannot hold any other savings account with Beas Bank. If "
                    "you already have another savings account with us, it must be closed within 30 days of opening the "
                    "Beas Saral account.",
                ],
            ),
            (
                "What are the transaction limits on a Beas Saral account?",
                [
                    "You can make 4 free withdrawals in a calendar month, counting ATM withdrawals at any bank, cash "
                    "withdrawals at the branch, NEFT, RTGS, IMPS and UPI debits together. There is no limit on the "
                    "number or amount of deposits. A free RuPay Classic debit card is issued with the account.",
                    "If you need more than 4 withdrawals a month regularly, you can upgrade to Beas Classic free of "
                    "charge at any branch or through Beas One > Accounts > Service requests > Upgrade account.",
                ],
            ),
            (
                "How is Beas Privilege different from Beas Classic?",
                [
                    "The main differences are the balance requirement, the debit card and the free transaction limits:",
                    (
                        "t",
                        ["Feature", "Beas Classic", "Beas Privilege"],
                        [
                            [
                                "Average monthly balance (AMB)",
                                "₹2,500 (metro/urban), ₹1,500 (semi-urban), ₹1,000 (rural)",
                                "₹25,000 at all locations, or a linked FD of ₹1,50,000",
                            ],
                            [
                                "Debit card",
                                "Beas RuPay Platinum (₹300 + GST a year)",
                                "Beas Visa Signature (annual fee waived)",
                            ],
                            [
                                "Free transactions at other banks' ATMs",
                                "3 a month in six metro centres, 5 elsewhere",
                                "10 a month anywhere in India",
                            ],
                            ["Free cheque leaves", "25 per financial year", "Unlimited"],
                            ["Demand drafts", "As per schedule of charges", "10 free DDs a month"],
                            ["Locker rent", "As per schedule", "25% discount on one locker"],
                        ],
                        [4.5, 5.5, 5.5],
                    ),
                ],
            ),
            (
                "Can a minor open a Beas Young Star account?",
                [
                    "Yes. A Beas Young Star account can be opened for a minor of any age. For children below 10 years "
                    "the account is opened and operated by the natural guardian (parent) or a court-appointed guardian. "
                    "Minors aged 10 years and above may open and operate the account in their own name, with the "
                    "guardian's consent, after their signature is recorded at the branch.",
                    "Documents needed: the minor's birth certificate or any official document showing date of birth, "
                    "the minor's Aadhaar (if available) and the guardian's KYC documents and PAN.",
                ],
            ),
            (
                "Is a debit card issued on a Beas Young Star account?",
                [
                    "Yes, to minors aged 10 and above. The RuPay Classic card carries limits of ₹2,000 per day for ATM "
                    "withdrawals and ₹2,000 per day for shopping and online payments. The guardian can lower these "
                    "limits through Beas One > Cards > Manage limits.",
                ],
            ),
            (
                "What happens to a Beas Young Star account when the child turns 18?",
                [
                    "The account must be converted into a regular savings account. Once the account holder turns 18, "
                    "the Bank sends an SMS and a letter asking the customer to submit fresh KYC documents and a new "
                    "specimen signature. Until these are submitted, only credits are allowed and the guardian can no "
                    "longer operate the account. After conversion the account becomes a Beas Classic account with the "
                    "same account number; the customer may instead choose Beas Saral or Beas Privilege.",
                ],
            ),
        ],
    ),
    (
        "Opening an Account",
        [
            (
                "How do I open a savings account through Video KYC?",
                [
                    "Beas Classic, Beas Privilege and Beas Salary Plus accounts can be opened fully online through "
                    "Video KYC (V-CIP) in a few minutes:",
                    (
                        "n",
                        [
                            "Download Beas One and choose Open account > Savings account.",
                            "Enter your mobile number, PAN and Aadhaar number and verify them with the OTPs sent to you.",
                            "Fill in your address, occupation, annual income and nominee details.",
                            "Choose Start Video KYC. A Bank official will join the call, ask you a few questions and ask "
                            "you to show your original PAN card.",
                            "The official captures your photograph and a live signature on a blank paper.",
                            "Your account number and customer ID are sent by SMS once the call is approved, usually within "
                            "the same day.",
                        ],
                    ),
                    "You must be physically present in India during the call and have a steady internet connection.",
                ],
            ),
            (
                "What documents are required to open a savings account?",
                [
                    (
                        "b",
                        [
                            "PAN card, or Form 60 if you do not have a PAN.",
                            "Proof of identity and address: Aadhaar (with your consent), passport, voter ID card, driving "
                            "licence or NREGA job card.",
                            "A recent passport-size photograph (not needed for Video KYC).",
                            "If your current address differs from the one on the document, a utility bill not older than "
                            "two months or a rent agreement.",
                            "For Beas Salary Plus: your employee ID card or appointment letter.",
                        ],
                    ),
                ],
            ),
            (
                "What are the Video KYC timings?",
                [
                    "9 am to 9 pm on all days, except national holidays.",
                ],
            ),
        ],
    ),
    (
        "Minimum Balance and Charges",
        [
            (
                "What is the minimum balance for a Beas Saral account?",
                [
                    "Nil. Beas Saral is a zero-balance account and no charge is levied for a low balance.",
                ],
            ),
            (
                "What is the minimum balance for a Beas Classic account?",
                [
                    "The average monthly balance (AMB) required depends on the location of your home branch: ₹2,500 for "
                    "metro and urban branches, ₹1,500 for semi-urban branches and ₹1,000 for rural branches.",
                ],
            ),
            (
                "What is the minimum balance for a Beas Privilege account?",
                [
                    "₹25,000 AMB at all branches. Alternatively, you may keep a fixed deposit of at least ₹1,50,000 "
                    "linked to the account, in which case no AMB is required.",
                ],
            ),
            (
                "What is the minimum balance for a Beas Salary Plus account?",
                [
                    "Nil, as long as your salary is being credited to the account. If no salary is credited for three "
                    "consecutive months, the account is converted to Beas Classic and the Beas Classic AMB applies from "
                    "the month after conversion.",
                ],
            ),
            (
                "What is the minimum balance for a Beas Young Star account?",
                [
                    "₹1,000 AMB is expected, but no charge is levied if the balance falls short.",
                ],
            ),
            (
                "How are charges for not maintaining the minimum balance calculated?",
                [
                    "Charges are proportionate to the shortfall. If your AMB is below the required level, the Bank "
                    "compares the actual AMB with the required AMB and applies a lower charge when the shortfall is up "
                    "to 50% and a higher charge when it is above 50%. For example, a Beas Classic account at a metro "
                    "branch needs ₹2,500; if the actual AMB for the month is ₹1,000, the shortfall is ₹1,500 (60%), so "
                    "the charge is ₹250 + GST = ₹295.",
                    "An SMS is sent when your balance falls below the required level, and you have one month to restore "
                    "it before charges apply. Charges are never allowed to make the balance negative. The full slab "
                    "table is in the Schedule of Service Charges.",
                ],
            ),
        ],
    ),
    (
        "Interest",
        [
            (
                "What interest rate is paid on savings accounts?",
                [
                    "Interest is paid on the daily closing balance at the following rates (effective 1 August 2025):",
                    (
                        "t",
                        ["Daily balance", "Rate of interest (p.a.)"],
                        [
                            ["Up to ₹1 lakh", "2.70%"],
                            ["Above ₹1 lakh and up to ₹10 lakh", "3.00%"],
                            ["Above ₹10 lakh", "3.25%"],
                        ],
                        [8, 5],
                    ),
                    "The rates are the same for all savings variants, including Beas Privilege and Beas Pension.",
                ],
            ),
            (
                "How is savings account interest calculated and credited?",
                [
                    "Interest is calculated every day on the closing balance and credited to the account quarterly, "
                    "at the end of June, September, December and March. Tax is not deducted at source on savings "
                    "interest, but the interest is taxable; under the old tax regime you may claim a deduction of up to "
                    "₹10,000 under section 80TTA (₹50,000 under section 80TTB for senior citizens, which also covers "
                    "deposit interest).",
                ],
            ),
        ],
    ),
    (
        "Salary Accounts",
        [
            (
                "Who can open a Beas Salary Plus account?",
                [
                    "Employees of organisations that have signed a salary tie-up with Beas Bank, whose net monthly "
                    "salary is at least ₹15,000. Your employer's HR team shares the onboarding link, or you can open the "
                    "account through Video KYC and choose your employer from the list.",
                ],
            ),
            (
                "What benefits does Beas Salary Plus offer?",
                [
                    (
                        "b",
                        [
                            "Zero balance as long as salary is credited.",
                            "Beas RuPay Platinum debit card free for life.",
                            "Unlimited transactions at Beas Bank ATMs and 10 free transactions a month at other banks' ATMs.",
                            "Overdraft of up to two months' net salary after six salary credits.",
                            "Personal accident insurance cover of ₹20 lakh, active if the debit card is used at least once "
                            "in 90 days.",
                            "50 free cheque leaves every financial year.",
                        ],
                    ),
                ],
            ),
            (
                "What happens to my Salary Plus account if I leave my employer?",
                [
                    "Your account does not close. If no salary is credited for three consecutive months, the Bank "
                    "sends you an SMS and e-mail saying that the account will be converted to Beas Classic after 30 "
                    "days. If you do nothing, the conversion happens automatically on the 31st day; the account number, "
                    "debit card, cheque book and mandates continue unchanged.",
                    "From the first full month after conversion, the Beas Classic minimum balance applies (₹2,500 at "
                    "metro and urban branches) along with Beas Classic charges. The salary overdraft, if used, must be "
                    "repaid before conversion, and the insurance cover linked to Salary Plus ends on the date of "
                    "conversion.",
                    "If your new employer also has a salary tie-up with Beas Bank, you can keep the Salary Plus "
                    "benefits by updating the employer details (see the next question). You may instead ask for "
                    "conversion to Beas Privilege or Beas Saral.",
                ],
            ),
            (
                "Can I keep my Salary Plus account when I join a new employer?",
                [
                    "Yes, if your new employer has a salary tie-up with Beas Bank. Go to Beas One > Accounts > Service "
                    "requests > Change employer details and upload your new appointment letter. The change is made "
                    "within 3 working days and you do not need to open a new account.",
                ],
            ),
        ],
    ),
    (
        "Inoperative Accounts and Unclaimed Deposits",
        [
            (
                "When does a savings account become inoperative?",
                [
                    "A savings account is classified as inoperative if there has been no customer-induced transaction "
                    "in it for two years. Customer-induced transactions include deposits, withdrawals, transfers, "
                    "cheque payments, ATM and UPI transactions and Direct Benefit Transfer credits. Interest credited "
                    "by the Bank and charges debited by the Bank do not count.",
                    "Interest continues to be credited to an inoperative account, but debit transactions are not "
                    "allowed until it is reactivated. The Bank sends reminders by SMS, e-mail and letter three months "
                    "and one month before the account becomes inoperative.",
                ],
            ),
            (
                "How do I reactivate an inoperative account?",
                [
                    (
                        "n",
                        [
                            "Visit any Beas Bank branch – it need not be your home branch – or open Beas One and choose "
                            "Accounts > Reactivate account to complete Video KYC.",
                            "Submit an officially valid document (Aadhaar, passport, voter ID or driving licence) and your "
                            "PAN.",
                            "Make a deposit or withdrawal once the account is reactivated.",
                        ],
                    ),
                    "Accounts are usually reactivated on the same day and in any case within 3 working days.",
                ],
            ),
            (
                "Is there a charge for reactivating an inoperative account?",
                [
                    "No. Reactivation is free, and no charge is levied for the period the account was inoperative.",
                ],
            ),
            (
                "What is an unclaimed deposit?",
                [
                    "Balances in savings or current accounts that have not been operated for 10 years, and term "
                    "deposits that have not been claimed within 10 years of maturity, are transferred to the "
                    "Depositor Education and Awareness (DEA) Fund maintained by the Reserve Bank of India. The money "
                    "still belongs to you or your legal heirs and can be claimed at any time, with interest where "
                    "applicable.",
                ],
            ),
            (
                "How can I claim an unclaimed deposit?",
                [
                    (
                        "n",
                        [
                            "Search for the deposit on the RBI UDGAM portal (udgam.rbi.org.in) or on the Unclaimed deposits "
                            "page of the Beas Bank website using the account holder's name and date of birth or PAN.",
                            "Visit any Beas Bank branch with a claim form, your KYC documents and the passbook, deposit "
                            "receipt or any other proof of the account, if available.",
                            "Legal heirs must also submit the death certificate and the documents listed in the Bank's "
                            "policy on settlement of claims of deceased depositors.",
                        ],
                    ),
                    "The Bank settles the claim and pays the amount, with interest where due, within 15 working days of "
                    "receiving a complete claim. The Bank later recovers the amount from the DEA Fund.",
                ],
            ),
        ],
    ),
]


def make_savings():
    doc = new_doc(
        "Beas Bank – Savings and Salary Accounts FAQ",
        "Savings accounts",
        "savings account, salary account, minimum balance, video KYC",
    )
    doc.add_paragraph("Savings and Salary Accounts – Frequently Asked Questions", style="Title")
    para(
        doc,
        "Answers to the questions customers ask most often about Beas Bank savings and salary accounts. "
        "Information is current as on 1 August 2025. For help, call us toll-free on 1800-266-4040 "
        "(24x7) or message 'Hi' on WhatsApp to 90410 90410.",
    )
    n = 0
    for cat, qs in SAVINGS:
        doc.add_heading(cat, level=1)
        for q, a in qs:
            doc.add_heading(q, level=2)
            emit(doc, a)
            n += 1
    return save(doc, "savings_salary_faq.docx"), n


# ==========================================================================
# 2. Pensioners and senior citizens  (bold "Q." / "Ans." paragraphs, no headings)
# ==========================================================================
PENSION = [
    (
        "PENSION ACCOUNT",
        [
            (
                "Which pensioners can draw their pension through Beas Bank?",
                [
                    "Beas Bank is an authorised bank for the payment of pension to Central Government civil pensioners "
                    "(through the Central Pension Accounting Office), Railway pensioners, pensioners of the Governments "
                    "of Punjab, Himachal Pradesh, Haryana and the NCT of Delhi, and EPS-95 pensioners of the Employees' "
                    "Provident Fund Organisation. Pension of all these categories is processed by our Centralised "
                    "Pension Processing Centre (CPPC) at Jalandhar.",
                ],
            ),
            (
                "What are the features of the Beas Pension account?",
                [
                    (
                        "b",
                        [
                            "Zero balance – no minimum balance is required.",
                            "Free Beas RuPay Platinum debit card and free SMS alerts.",
                            "50 free cheque leaves every financial year.",
                            "Free demand drafts up to ₹25,000 each.",
                            "Overdraft of up to two months' net pension for emergencies.",
                            "Pension slip and Form 16 available on Beas One > Accounts > Pension slip.",
                        ],
                    ),
                ],
            ),
            (
                "Can I open the pension account jointly with my spouse?",
                [
                    "Yes. We recommend opening the account jointly with your spouse with the operating instruction "
                    "'Either or Survivor'. If family pension is authorised in your Pension Payment Order (PPO), this "
                    "allows family pension to start without opening a new account.",
                ],
            ),
        ],
    ),
    (
        "LIFE CERTIFICATE",
        [
            (
                "When do I have to submit my life certificate?",
                [
                    "Every year in November (1 to 30 November). Pensioners aged 80 years and above can submit it from "
                    "1 October. EPS-95 pensioners can submit it at any time of the year; their certificate is valid for "
                    "12 months from the date of submission.",
                ],
            ),
            (
                "How can I submit a digital life certificate through Jeevan Pramaan?",
                [
                    "You can submit it from home using face authentication on an Android phone:",
                    (
                        "n",
                        [
                            "Install the 'AadhaarFaceRD' app and the 'Jeevan Pramaan Face App' from the Google Play Store.",
                            "Open the Jeevan Pramaan app and enter your Aadhaar number, mobile number and e-mail ID.",
                            "Enter your PPO number, select 'Beas Bank' as the disbursing agency and enter your pension "
                            "account number.",
                            "Scan your face with the front camera in good light and submit.",
                            "You will receive an SMS with your Jeevan Pramaan ID. No visit to the branch is needed.",
                        ],
                    ),
                ],
            ),
            (
                "Can I submit my life certificate at any Beas Bank branch?",
                [
                    "Yes, at any branch, not only the one where your account is kept. The branch can record a digital "
                    "life certificate using a fingerprint or iris scanner, or you can sign a physical life certificate "
                    "before a Bank officer. Please carry your PPO number, Aadhaar and passbook.",
                ],
            ),
            (
                "Can the Bank collect my life certificate from my home?",
                [
                    "Yes, through our doorstep banking service. Book a visit on 1800-266-4040 or through Beas One > "
                    "Services > Doorstep banking. Life-certificate visits during October and November are free for "
                    "pensioners aged 80 years and above; for others the standard doorstep charge of ₹75 + GST applies.",
                ],
            ),
            (
                "What happens if I miss the November deadline?",
                [
                    "Your pension is stopped from December. As soon as you submit the life certificate, pension is "
                    "restarted and the withheld amount is paid in full with the next pension credit. No penalty is "
                    "charged.",
                ],
            ),
        ],
    ),
    (
        "PENSION PAYMENTS AND ARREARS",
        [
            (
                "On which date is pension credited?",
                [
                    "Central Government civil and Railway pensions are credited on the last working day of the month "
                    "(the March pension is credited on the first working day of April). State Government and EPS-95 "
                    "pensions are credited on the dates fixed by those authorities, normally in the first week of the "
                    "following month.",
                ],
            ),
            (
                "How are arrears after a revision in Dearness Relief paid?",
                [
                    "When the Government announces a revision in Dearness Relief (DR) or a pay commission revision, the "
                    "CPPC calculates the arrears for each pensioner and credits them within 30 days of receiving the "
                    "Government order. The pension slip on Beas One shows the arrears separately, month by month.",
                ],
            ),
            (
                "Will I get compensation if my pension or arrears are credited late?",
                [
                    "Yes. If pension or arrears are credited after the due date because of a delay on the Bank's part, "
                    "the Bank pays interest at 8% per annum for the period of delay. The interest is credited "
                    "automatically along with the delayed amount; you do not need to file a claim.",
                ],
            ),
            (
                "Will income tax be deducted from my pension?",
                [
                    "Yes, if your pension is taxable. The Bank deducts tax at source every month based on the "
                    "investment declaration you submit by 31 December, and issues Form 16 by 15 June of the following "
                    "year. Pensioners aged 75 and above with only pension and interest income from the same bank may "
                    "submit Form 12BBA so that the Bank computes and deducts the full tax and they need not file a "
                    "return.",
                ],
            ),
        ],
    ),
    (
        "FAMILY PENSION",
        [
            (
                "What should the family do when a pensioner passes away?",
                [
                    "Please inform the branch as soon as possible and submit a copy of the death certificate. The Bank "
                    "stops the pension from the date after the death. Any pension credited for the period after death "
                    "is not payable and will be recovered from the account, so the family should not withdraw it.",
                ],
            ),
            (
                "How does the spouse start receiving family pension?",
                [
                    "If the spouse's name is authorised for family pension in the PPO and the account is joint, the "
                    "spouse submits the following at the branch:",
                    (
                        "b",
                        [
                            "Application for family pension (Form 14 for Central Government pensioners).",
                            "Death certificate of the pensioner.",
                            "KYC documents and PAN of the spouse, and a life certificate.",
                            "A non-remarriage declaration, where applicable.",
                        ],
                    ),
                    "The CPPC starts family pension within 30 days of receiving the complete papers. If the account "
                    "was not joint, the spouse can open a Beas Pension account at the same branch.",
                ],
            ),
        ],
    ),
    (
        "DEPOSITS FOR SENIOR CITIZENS",
        [
            (
                "What extra interest do senior citizens get on fixed deposits?",
                [
                    "Resident individuals aged 60 and above get an additional 0.50% p.a. over the card rate on fixed "
                    "deposits below ₹3 crore for all tenures from 7 days to 10 years. For example, the 444-day Beas "
                    "Utsav deposit earns 7.75% for senior citizens against 7.25% for others.",
                ],
            ),
            (
                "Is there a penalty when a senior citizen closes a fixed deposit early?",
                [
                    "The penalty is waived for senior citizens on deposits below ₹5 lakh that have completed at least "
                    "12 months. In all other cases the normal penalty applies: 0.50% for deposits below ₹5 lakh and "
                    "1.00% for deposits of ₹5 lakh and above.",
                ],
            ),
            (
                "How can a senior citizen avoid TDS on deposit interest?",
                [
                    "Tax is deducted only when interest from all your deposits with Beas Bank exceeds ₹1 lakh in a "
                    "financial year. If the tax on your total income is nil, submit Form 15H at the start of each "
                    "financial year through Beas One > Deposits > Form 15G/15H or at the branch, and no tax will be "
                    "deducted.",
                ],
            ),
            (
                "Does Beas Bank offer the Senior Citizens' Savings Scheme?",
                [
                    "Yes, at 312 designated branches. The interest rate is fixed by the Government every quarter "
                    "(currently 8.20% p.a., paid quarterly) and the maximum investment is ₹30 lakh.",
                ],
            ),
        ],
    ),
    (
        "DOORSTEP BANKING",
        [
            (
                "Who is eligible for doorstep banking?",
                [
                    "Senior citizens aged 70 years and above, and persons with disabilities (including visually "
                    "impaired customers) of any age, who hold a KYC-compliant account with a registered mobile number "
                    "and live within 5 km of their home branch.",
                ],
            ),
            (
                "Which services are available at the doorstep?",
                [
                    (
                        "b",
                        [
                            "Cash pick-up, up to ₹25,000 per visit.",
                            "Cash delivery against a withdrawal request, from ₹1,000 to ₹25,000 per visit.",
                            "Pick-up of cheques, Form 15H, KYC documents and other instruments.",
                            "Collection of life certificates.",
                            "Delivery of demand drafts, deposit advices, statements and cheque books.",
                        ],
                    ),
                ],
            ),
            (
                "How do I book a doorstep visit and what does it cost?",
                [
                    "Call 1800-266-4040 (option 5), use Beas One > Services > Doorstep banking or ask your branch, at "
                    "least one working day in advance. Visits are made between 10 am and 5 pm on working days. The "
                    "charge is ₹75 + GST per visit. Persons with disabilities get the first three visits in a month "
                    "free, and life-certificate visits in October and November are free for pensioners aged 80 and "
                    "above.",
                ],
            ),
            (
                "How will I know that the person at my door is from Beas Bank?",
                [
                    "When your visit is confirmed, you receive an SMS with the service request number and the name and "
                    "photograph of the agent. The agent carries a Beas Bank photo ID card and will ask you for the "
                    "6-digit verification code in that SMS. Never share your debit card PIN, UPI PIN or any OTP with "
                    "the agent.",
                ],
            ),
        ],
    ),
]


def make_pension():
    doc = new_doc(
        "Beas Bank – Pensioners and Senior Citizens",
        "Pension and senior citizen services",
        "pension, life certificate, senior citizen, doorstep",
    )
    para(doc, "BEAS BANK – SERVICES FOR PENSIONERS AND SENIOR CITIZENS", bold=True, size=14, align="center")
    para(doc, "Frequently Asked Questions (updated 1 August 2025)", italic=True, align="center")
    para(
        doc,
        "Pensioners and senior citizens may also visit the 'Senior Citizen Desk' available at all our "
        "branches, or call 1800-266-4040 and press 5 for priority assistance.",
    )
    n = 0
    for cat, qs in PENSION:
        para(doc, cat, bold=True)
        for q, a in qs:
            para(doc, "Q. " + q, bold=True)
            emit(doc, a, first_prefix="Ans. ")
            n += 1
    return save(doc, "pensioners_senior_citizens_faq.docx"), n


# ==========================================================================
# 3. Term deposits  (H1 title, H2 categories, H3 questions, one rate table)
# ==========================================================================
FD_RATES = [
    ["7 days to 45 days", "3.50%", "4.00%"],
    ["46 days to 90 days", "4.50%", "5.00%"],
    ["91 days to 179 days", "5.50%", "6.00%"],
    ["180 days to 364 days", "6.00%", "6.50%"],
    ["1 year to less than 2 years", "6.80%", "7.30%"],
    ["444 days (Beas Utsav)", "7.25%", "7.75%"],
    ["2 years to less than 3 years", "7.00%", "7.50%"],
    ["3 years to less than 5 years", "6.75%", "7.25%"],
    ["5 years to 10 years", "6.50%", "7.00%"],
    ["Beas Tax Shield FD (5 years)", "6.50%", "7.00%"],
]

TERM = [
    (
        "Fixed Deposit Basics",
        [
            (
                "What term deposit schemes does Beas Bank offer?",
                [
                    (
                        "b",
                        [
                            "**Beas Fixed Deposit** – with interest paid out monthly or quarterly (Beas Income option) or "
                            "reinvested and paid on maturity (Beas Cumulative option).",
                            "**Beas Tax Shield FD** – a five-year tax-saver deposit eligible for deduction under section 80C.",
                            "**Beas Recurring Deposit** – a fixed monthly instalment for 6 months to 10 years.",
                            "**Beas Flexi Sweep** – automatic fixed deposits created from the surplus in your savings account.",
                        ],
                    ),
                ],
            ),
            (
                "What is the minimum amount and tenure for a fixed deposit?",
                [
                    "The minimum deposit is ₹1,000 and further amounts in multiples of ₹100. Deposits can be opened for "
                    "any tenure from 7 days to 10 years. There is no upper limit on the amount; deposits of ₹3 crore "
                    "and above are bulk deposits and carry separately notified rates.",
                ],
            ),
            (
                "What are the current fixed deposit interest rates?",
                [
                    "Rates for domestic and NRO deposits below ₹3 crore, effective 1 August 2025:",
                    ("t", ["Tenure", "General public (p.a.)", "Senior citizens (p.a.)"], FD_RATES, [7, 4, 4]),
                    "Senior citizen rates apply to resident individuals aged 60 years and above. NRE deposits are "
                    "accepted for 1 year to 10 years at the general public rates. Rates may be revised without notice; "
                    "a revision does not affect existing deposits until they are renewed.",
                ],
            ),
            (
                "Is the 444-day Beas Utsav deposit a special scheme?",
                [
                    "Yes. It is a limited-period deposit available until 31 March 2026 at 7.25% (7.75% for senior "
                    "citizens). All other terms, including the premature withdrawal rules, are the same as a regular "
                    "fixed deposit.",
                ],
            ),
        ],
    ),
    (
        "Interest Payout and Renewal",
        [
            (
                "What interest payout options are available?",
                [
                    (
                        "b",
                        [
                            "**Quarterly payout** – interest credited to your savings account at the end of June, "
                            "September, December and March.",
                            "**Monthly payout** – available for deposits of ₹25,000 and above for 1 year or longer; "
                            "interest is paid at a discounted rate, so the monthly amount is slightly less than one-third "
                            "of the quarterly amount.",
                            "**On maturity (Beas Cumulative)** – interest is compounded quarterly and paid with the "
                            "principal on maturity.",
                        ],
                    ),
                ],
            ),
            (
                "How is interest calculated on a cumulative deposit?",
                [
                    "Interest is compounded every quarter. For example, ₹1,00,000 deposited for 2 years at 7.00% p.a. "
                    "grows to ₹1,14,888 on maturity. Deposits for less than 6 months earn simple interest paid on "
                    "maturity.",
                ],
            ),
            (
                "How does auto-renewal work?",
                [
                    "Deposits opened through Beas One and Beas NetBanking are set to auto-renew unless you choose "
                    "otherwise. On the maturity date the principal (and interest, for cumulative deposits) is renewed "
                    "for the same tenure at the rate applicable on that date, and a new deposit advice is e-mailed.",
                    "To change the maturity instruction, go to Beas One > Deposits > Manage FD > Maturity instructions "
                    "at least 2 working days before maturity. If a deposit without auto-renewal matures and is not "
                    "claimed, interest for the overdue period is paid at the savings rate or the contracted FD rate, "
                    "whichever is lower.",
                ],
            ),
            (
                "Can I change the payout option after opening the deposit?",
                [
                    "No. To change the option, the deposit must be closed and a new one opened; the premature "
                    "withdrawal penalty may apply.",
                ],
            ),
        ],
    ),
    (
        "Premature Withdrawal",
        [
            (
                "Can I withdraw my fixed deposit before maturity?",
                [
                    "Yes. Interest is paid at the rate applicable to the period for which the deposit actually "
                    "remained with the Bank (as on the date of deposit), less a penalty of 0.50% for deposits below "
                    "₹5 lakh and 1.00% for deposits of ₹5 lakh and above. No interest is paid on deposits closed "
                    "within 7 days.",
                    "Example: ₹2,00,000 placed for 2 years at 7.00% and closed after 13 months earns 6.80% (the rate "
                    "for 1 year to less than 2 years) minus 0.50%, that is 6.30%.",
                    "You can close a deposit through Beas One > Deposits > Manage FD > Close FD; the proceeds are "
                    "credited to your savings account at once.",
                ],
            ),
            (
                "Is the premature withdrawal penalty different for senior citizens?",
                [
                    "Yes. The penalty is waived for senior citizens on deposits below ₹5 lakh that have completed at "
                    "least 12 months. Deposits of ₹5 lakh and above attract the normal 1.00% penalty.",
                ],
            ),
            (
                "Can I withdraw a Beas Tax Shield FD before five years?",
                [
                    "No. A Beas Tax Shield FD cannot be withdrawn before the end of the five-year lock-in period, except "
                    "on the death of the depositor. In that case the nominee or legal heir may close it before maturity "
                    "without any penalty.",
                ],
            ),
            (
                "Can I close a recurring deposit before maturity?",
                [
                    "Yes, after at least three instalments have been paid. Interest is paid at the rate applicable to "
                    "the period the RD has run, less a penalty of 1.00%, irrespective of the amount. The 1.00% penalty "
                    "applies to senior citizens as well. An RD closed before three instalments are paid is refunded "
                    "without interest.",
                ],
            ),
            (
                "Can I take a loan against my fixed deposit instead of closing it?",
                [
                    "Yes. You can get an overdraft or loan of up to 90% of the principal and accrued interest, at 1.00% "
                    "above the deposit rate, instantly through Beas One > Loans > Loan against FD. Your deposit keeps "
                    "earning interest. Loans are not allowed against Beas Tax Shield FDs.",
                ],
            ),
        ],
    ),
    (
        "Tax Saver Fixed Deposit",
        [
            (
                "What is the Beas Tax Shield FD?",
                [
                    "Beas Tax Shield is a five-year fixed deposit on which resident individuals and HUFs can claim a "
                    "deduction of up to ₹1.5 lakh a year under section 80C of the Income-tax Act (old tax regime only). "
                    "The minimum deposit is ₹1,000 and the maximum is ₹1,50,000 per customer in a financial year. It "
                    "earns 6.50% p.a. (7.00% for senior citizens), with quarterly payout or cumulative options. The "
                    "interest is taxable.",
                ],
            ),
            (
                "Can a Beas Tax Shield FD be pledged as security?",
                [
                    "No, it cannot be pledged or used as collateral for any loan.",
                ],
            ),
        ],
    ),
    (
        "TDS and Form 15G/15H",
        [
            (
                "When is tax deducted at source on deposit interest?",
                [
                    "TDS is deducted when the total interest on all your deposits with Beas Bank across branches "
                    "exceeds ₹50,000 in a financial year (₹1 lakh for senior citizens). The rate is 10%, or 20% if the "
                    "Bank does not have your PAN. Tax is deducted when interest is paid or accrued, including on "
                    "cumulative deposits. TDS certificates (Form 16A) are available every quarter at Beas One > "
                    "Deposits > TDS certificate.",
                ],
            ),
            (
                "Who can submit Form 15G and Form 15H?",
                [
                    "Form 15G can be submitted by resident individuals below 60 years and HUFs whose tax on total "
                    "income for the year is nil. Form 15H can be submitted by resident individuals aged 60 and above "
                    "whose tax on total income is nil. The form is valid for one financial year only and should be "
                    "submitted in April, before the first interest credit. NRIs cannot submit these forms.",
                ],
            ),
            (
                "How do I submit Form 15G or Form 15H online?",
                [
                    (
                        "n",
                        [
                            "Log in to Beas One and go to Deposits > Form 15G/15H.",
                            "Select the financial year and the form that applies to you.",
                            "Check the pre-filled details, enter your estimated income for the year and the number and "
                            "amount of other 15G/15H forms filed.",
                            "Submit with the OTP sent to your registered mobile number.",
                        ],
                    ),
                    "An acknowledgement with a unique number is e-mailed to you. The form applies to all your deposits "
                    "under the same customer ID.",
                ],
            ),
        ],
    ),
    (
        "Recurring Deposits",
        [
            (
                "What are the features of a Beas Recurring Deposit?",
                [
                    "The minimum monthly instalment is ₹100, in multiples of ₹10. The tenure can be from 6 months to "
                    "10 years in multiples of 3 months. Interest is paid at the fixed deposit rate for the "
                    "corresponding tenure and compounded quarterly. Instalments are auto-debited from your savings "
                    "account on the date you choose.",
                ],
            ),
            (
                "What happens if I miss a recurring deposit instalment?",
                [
                    "A penalty is charged on the delayed instalment: ₹1.50 per ₹100 per month of delay for RDs of up "
                    "to 5 years, and ₹2.00 per ₹100 per month for RDs of more than 5 years. The auto-debit is retried "
                    "for three days. If six consecutive instalments are missed, the Bank may close the RD and pay the "
                    "balance as a premature closure.",
                ],
            ),
            (
                "Can I change the monthly instalment of my RD?",
                [
                    "No. The instalment amount is fixed for the full term; you can open another RD for a different "
                    "amount.",
                ],
            ),
        ],
    ),
    (
        "Flexi (Sweep-in) Deposits",
        [
            (
                "How does Beas Flexi Sweep work?",
                [
                    "You choose a threshold balance for your savings account (minimum ₹25,000). Whenever the balance "
                    "rises above the threshold, the surplus is swept into a fixed deposit of one year in multiples of "
                    "₹10,000 (sweep-out). When the balance is not enough for a payment, the required amount is taken "
                    "back from the most recent deposit first, in units of ₹1,000 (sweep-in), so the rest of the "
                    "deposit continues to earn fixed deposit interest.",
                ],
            ),
            (
                "Is there a penalty when money is swept back from a Flexi deposit?",
                [
                    "No. The amount swept back earns interest at the rate applicable to the period it stayed in the "
                    "deposit, without any penalty. No interest is paid on units broken within 7 days.",
                ],
            ),
            (
                "How do I activate Flexi Sweep?",
                [
                    "Go to Beas One > Deposits > Flexi Sweep > Activate and set your threshold. Flexi Sweep is "
                    "available on Beas Classic, Beas Privilege, Beas Salary Plus and Beas Pension accounts; it is not "
                    "available on Beas Saral and Beas Young Star accounts.",
                ],
            ),
        ],
    ),
]


def make_term():
    doc = new_doc(
        "Beas Bank – Term Deposits FAQ",
        "Fixed and recurring deposits",
        "fixed deposit, FD rates, recurring deposit, tax saver, TDS, 15G, 15H",
    )
    doc.add_heading("Beas Bank Term Deposits – Frequently Asked Questions", level=1)
    para(
        doc,
        "This page covers Beas Fixed Deposits, Beas Tax Shield FD, Beas Recurring Deposits and Beas "
        "Flexi Sweep. Deposits are insured by DICGC up to ₹5 lakh per depositor, including principal "
        "and interest.",
    )
    n = 0
    for cat, qs in TERM:
        doc.add_heading(cat, level=2)
        for q, a in qs:
            doc.add_heading(q, level=3)
            emit(doc, a)
            n += 1
    return save(doc, "term_deposits_faq.docx"), n


# ==========================================================================
# 4. Vehicle loans  (H1 per product, H2 noun sections, final FAQ H1 + H2 questions)
# ==========================================================================
VEHICLE = [
    (
        "New Car Loan",
        "Beas Drive – finance for new passenger cars, SUVs and MUVs for personal use.",
        [
            (
                "Features",
                [
                    (
                        "b",
                        [
                            "Up to 90% of the on-road price; 100% of the ex-showroom price for select salaried customers.",
                            "Repayment over up to 7 years.",
                            "Floating interest rate starting at 8.85% p.a., linked to the Beas Repo Linked Lending Rate "
                            "(BRLLR), with an option of a fixed rate.",
                            "No prepayment charges on floating-rate loans.",
                            "Disbursement directly to the dealer within 48 hours of complete documents.",
                        ],
                    ),
                ],
            ),
            (
                "Eligibility",
                [
                    (
                        "b",
                        [
                            "**Salaried individuals:** aged 21 to 60 years at the time of application, with the loan "
                            "ending before age 65; minimum net annual income of ₹3 lakh; at least 1 year in the current "
                            "job and 2 years of total experience.",
                            "**Self-employed individuals and professionals:** aged 21 to 65 years, with the loan ending "
                            "before age 70; minimum income of ₹3 lakh as per ITR for the last 2 years; at least 3 years in "
                            "business.",
                            "**Agriculturists:** minimum net annual income of ₹4 lakh from agriculture and allied "
                            "activities.",
                        ],
                    ),
                    "The income of a spouse, parent or child who is a co-applicant may be added to assess eligibility.",
                ],
            ),
            (
                "Loan Amount and Margin",
                [
                    "Minimum loan ₹1 lakh; no upper limit, subject to repayment capacity. The loan is limited to 4 "
                    "times the net annual income (salaried) or 4 times the average of the last two years' income as "
                    "per ITR (others).",
                    "The Bank finances up to 90% of the on-road price (ex-showroom price, registration, one-year "
                    "insurance and extended warranty), so the margin is 10%. Salaried customers with a net annual "
                    "income of ₹12 lakh or more and a credit score of 750 and above can get 100% of the ex-showroom "
                    "price.",
                ],
            ),
            (
                "Tenure",
                [
                    "12 to 84 months.",
                ],
            ),
            (
                "Interest Rate",
                [
                    "The floating rate is linked to the Beas Repo Linked Lending Rate (BRLLR), currently 8.75% p.a. "
                    "(RBI repo rate 5.50% + spread 3.25%), and depends on the applicant's credit score:",
                    (
                        "t",
                        ["Credit score (CIBIL)", "Floating rate (p.a.)", "Fixed rate (p.a.)"],
                        [
                            ["800 and above", "8.85% (BRLLR + 0.10%)", "9.60%"],
                            ["750 to 799", "9.25% (BRLLR + 0.50%)", "10.00%"],
                            ["700 to 749", "9.85% (BRLLR + 1.10%)", "10.60%"],
                            ["Below 700 / new to credit", "10.50% (BRLLR + 1.75%)", "11.25%"],
                        ],
                        [5, 5.5, 4],
                    ),
                    "When the BRLLR changes, the rate on floating-rate loans is reset from the first day of the "
                    "following quarter.",
                ],
            ),
            (
                "Processing Fee",
                [
                    "0.40% of the loan amount, minimum ₹1,500 and maximum ₹7,500, plus GST. Stamp duty is charged at "
                    "actuals as per state law.",
                ],
            ),
            (
                "Documents Required",
                [
                    (
                        "b",
                        [
                            "Completed application form with a photograph.",
                            "PAN and proof of identity and address (Aadhaar, passport, voter ID or driving licence).",
                            "Salaried: salary slips for the last 3 months, bank statement for the last 6 months and Form 16 "
                            "or ITR for the last year.",
                            "Self-employed: ITR with computation of income for the last 2 years, audited financials if "
                            "applicable, and bank statement for the last 12 months.",
                            "Proforma invoice from the dealer.",
                        ],
                    ),
                ],
            ),
            (
                "Prepayment",
                [
                    "Floating-rate loans: no charges for part-prepayment or foreclosure at any time.",
                    "Fixed-rate loans: 3% of the principal prepaid if within 12 months of the first disbursement, 2% "
                    "thereafter, plus GST. Part-prepayment is allowed twice a year, up to 25% of the principal "
                    "outstanding each time.",
                ],
            ),
        ],
    ),
    (
        "Used Car Loan",
        "Beas Drive Pre-owned – finance for pre-owned cars bought from a dealer or an individual seller.",
        [
            (
                "Features",
                [
                    (
                        "b",
                        [
                            "Finance for cars up to 7 years old.",
                            "Up to 85% of the valuation for cars up to 3 years old.",
                            "Repayment over up to 5 years.",
                            "Valuation by a Beas Bank empanelled valuer within 2 working days.",
                            "Quick transfer of ownership and hypothecation in the RC with the Bank's help.",
                        ],
                    ),
                ],
            ),
            (
                "Eligibility",
                [
                    "Salaried and self-employed individuals aged 21 to 65 years, with the loan ending before age 70, "
                    "and a minimum net annual income of ₹2.5 lakh. The car must not be more than 7 years old on the "
                    "date of the loan and not more than 10 years old at the end of the loan tenure, and must be "
                    "registered in one of the states where Beas Bank has branches.",
                ],
            ),
            (
                "Loan Amount and Margin",
                [
                    "Minimum loan ₹1 lakh and maximum ₹25 lakh. The loan is limited to 80% of the valuation or the "
                    "purchase price, whichever is lower (85% for cars up to 3 years old). The balance is the "
                    "customer's margin.",
                ],
            ),
            (
                "Tenure",
                [
                    "12 to 60 months, subject to the age of the car at the end of the tenure.",
                ],
            ),
            (
                "Interest Rate",
                [
                    "Fixed rate of 11.50% p.a. to 14.25% p.a., depending on the age of the car, the loan-to-value "
                    "ratio and the applicant's credit score.",
                ],
            ),
            (
                "Processing Fee",
                [
                    "1% of the loan amount, minimum ₹3,000 and maximum ₹10,000, plus GST. A valuation fee of ₹1,000 + "
                    "GST is also payable.",
                ],
            ),
            (
                "Documents Required",
                [
                    (
                        "b",
                        [
                            "PAN, proof of identity and address, and income documents as for a new car loan.",
                            "Copy of the registration certificate (RC) and valid insurance policy of the car.",
                            "Valuation report from the Bank's empanelled valuer.",
                            "Sale agreement, and Forms 29 and 30 signed by the seller for transfer of ownership.",
                            "NOC from the seller's financier, if the car is currently hypothecated.",
                        ],
                    ),
                ],
            ),
            (
                "Prepayment",
                [
                    "Used car loans are fixed-rate loans. Foreclosure or part-prepayment attracts a charge of 3% of the "
                    "principal prepaid within 12 months of disbursement and 2% thereafter, plus GST. No charge is "
                    "levied after 36 months.",
                ],
            ),
        ],
    ),
    (
        "Two-Wheeler Loan",
        "Beas Ride – finance for new motorcycles and scooters, including superbikes.",
        [
            (
                "Features",
                [
                    (
                        "b",
                        [
                            "Up to 95% of the on-road price.",
                            "Loans for superbikes (500 cc and above) of up to ₹15 lakh.",
                            "Minimal documentation: no income-tax return required for loans up to ₹1 lakh.",
                            "Sanction in 30 minutes at partner dealers.",
                        ],
                    ),
                ],
            ),
            (
                "Eligibility",
                [
                    "Salaried and self-employed individuals aged 18 to 65 years with a minimum annual income of ₹1.5 "
                    "lakh. Applicants below 21 years need a parent as co-applicant. For superbikes, the minimum annual "
                    "income is ₹10 lakh.",
                ],
            ),
            (
                "Loan Amount and Margin",
                [
                    "Minimum ₹20,000 and maximum ₹3 lakh (₹15 lakh for superbikes). The Bank finances up to 95% of the "
                    "on-road price for vehicles costing up to ₹1.5 lakh, 85% for vehicles above ₹1.5 lakh and 80% for "
                    "superbikes.",
                ],
            ),
            (
                "Tenure",
                [
                    "12 to 48 months; up to 60 months for superbikes.",
                ],
            ),
            (
                "Interest Rate",
                [
                    "Fixed rate of 10.99% p.a. to 15.50% p.a., depending on the credit score, loan amount and tenure. "
                    "Beas Salary Plus customers get a concession of 0.50%.",
                ],
            ),
            (
                "Processing Fee",
                [
                    "2% of the loan amount, minimum ₹999 and maximum ₹5,000, plus GST.",
                ],
            ),
            (
                "Documents Required",
                [
                    (
                        "b",
                        [
                            "PAN and proof of identity and address.",
                            "Income proof: salary slips for the last 3 months or bank statement for the last 6 months; ITR "
                            "for loans above ₹1 lakh.",
                            "Quotation from the dealer.",
                        ],
                    ),
                ],
            ),
            (
                "Prepayment",
                [
                    "Foreclosure is allowed after 6 EMIs have been paid. The charge is 4% of the principal outstanding "
                    "if the loan is closed within 12 months and 3% thereafter, plus GST. Part-prepayment is not "
                    "allowed.",
                ],
            ),
        ],
    ),
    (
        "Electric Vehicle Loan",
        "Beas Green Drive – loans for new electric cars and electric two-wheelers.",
        [
            (
                "Features",
                [
                    (
                        "b",
                        [
                            "Interest rate 0.25% lower than the Beas Drive new car loan.",
                            "Longer repayment of up to 8 years for electric cars.",
                            "100% of the ex-showroom price for eligible salaried customers.",
                            "Processing fee for electric cars at half the normal car loan fee; nil for electric "
                            "two-wheelers until 31 March 2026.",
                            "Finance can include a home charger bought with the vehicle, up to ₹75,000.",
                        ],
                    ),
                ],
            ),
            (
                "Eligibility",
                [
                    "The same as for Beas Drive (electric cars) and Beas Ride (electric two-wheelers). The vehicle must "
                    "be a battery electric vehicle; hybrids are financed under the regular car loan.",
                ],
            ),
            (
                "Loan Amount and Margin",
                [
                    "Electric cars: up to 90% of the on-road price, or 100% of the ex-showroom price for salaried "
                    "customers with a net annual income of ₹12 lakh or more and a credit score of 750 and above. "
                    "Electric two-wheelers: up to 95% of the on-road price, maximum ₹3 lakh.",
                ],
            ),
            (
                "Tenure",
                [
                    "Electric cars: 12 to 96 months. Electric two-wheelers: 12 to 48 months.",
                ],
            ),
            (
                "Interest Rate",
                [
                    (
                        "t",
                        ["Vehicle", "Rate type", "Rate (p.a.)"],
                        [
                            ["Electric car", "Floating, linked to BRLLR", "8.60% to 10.25%"],
                            ["Electric car", "Fixed", "9.35% to 11.00%"],
                            ["Electric two-wheeler", "Fixed", "10.25% to 13.75%"],
                        ],
                        [5, 5.5, 4],
                    ),
                ],
            ),
            (
                "Processing Fee",
                [
                    "Electric cars: 0.20% of the loan amount, minimum ₹750 and maximum ₹3,750, plus GST. Electric "
                    "two-wheelers: nil for loans sanctioned up to 31 March 2026.",
                ],
            ),
            (
                "Documents Required",
                [
                    "The same as for Beas Drive or Beas Ride, together with the dealer's proforma invoice showing the "
                    "battery warranty and, where claimed, the PM E-DRIVE subsidy.",
                ],
            ),
            (
                "Prepayment",
                [
                    "Floating-rate electric car loans: nil. Fixed-rate electric car loans: 2% of the principal "
                    "prepaid, plus GST. Electric two-wheeler loans: foreclosure after 6 EMIs at 2% of the principal "
                    "outstanding, plus GST.",
                ],
            ),
        ],
    ),
]

VEHICLE_FAQ = [
    (
        "How do I get the hypothecation removed from my vehicle's RC after closing the loan?",
        [
            "Once the loan is fully repaid, the Bank issues a No Objection Certificate (NOC) and Form 35 (in "
            "duplicate) within 7 working days. They are e-mailed to your registered e-mail ID and sent by speed "
            "post to your address. You can also download them from Beas One > Loans > Closed loans > NOC.",
            "To remove the Bank's name from the RC, apply on the Vahan portal (parivahan.gov.in) under Vehicle "
            "related services > Hypothecation termination, pay the RTO fee and upload the NOC and Form 35; then "
            "submit the originals at your RTO if it asks for them. Form 35 must be submitted within 90 days of its "
            "date. In Punjab, Haryana, Himachal Pradesh and Delhi, the Bank also updates the loan closure on Vahan "
            "electronically, so the application is usually approved without a visit.",
            "After the RC is updated, ask your insurer to remove the Bank's name from the insurance policy.",
        ],
    ),
    (
        "What if my NOC or Form 35 expires before I submit it to the RTO?",
        [
            "Request a revalidated NOC through Beas One > Loans > Closed loans > Request NOC. The first reissue is "
            "free; further reissues cost ₹500 + GST each.",
        ],
    ),
    (
        "Can I check a pre-approved vehicle loan offer on Beas One?",
        [
            "Yes. Existing customers can see pre-approved offers at Beas One > Loans > Vehicle loans > Check "
            "offer. An offer is valid for 30 days and can be accepted online; the dealer is paid after the "
            "invoice and insurance are uploaded.",
        ],
    ),
    (
        "Is insurance compulsory, and can I choose the insurer?",
        [
            "Yes, comprehensive insurance with the Bank's hypothecation endorsed is compulsory for the full loan "
            "tenure. You may buy it from any IRDAI-registered insurer. Please upload the renewed policy every year "
            "on Beas One > Loans > Upload documents.",
        ],
    ),
    (
        "What happens if an EMI is not paid on time?",
        [
            "A NACH bounce charge of ₹500 + GST is levied for each returned EMI. In addition, a penal charge of 2% "
            "per month is levied on the overdue instalment for the period of delay. Penal charges are not added to "
            "the interest rate and are not compounded. Repeated delays are reported to credit bureaus and lower "
            "your credit score.",
        ],
    ),
]


def make_vehicle():
    doc = new_doc(
        "Beas Bank – Vehicle Loans",
        "Vehicle loans",
        "car loan, two-wheeler loan, electric vehicle loan, NOC, hypothecation",
    )
    para(
        doc,
        "Beas Bank Vehicle Loans: Beas Drive, Beas Drive Pre-owned, Beas Ride and Beas Green Drive. "
        "Apply on Beas One > Loans > Vehicle loans, at any branch or at our partner dealers, or give a "
        "missed call to 90410 90411. Rates effective 1 August 2025.",
    )
    n = 0
    for prod, blurb, secs in VEHICLE:
        doc.add_heading(prod, level=1)
        para(doc, blurb, italic=True)
        for s, a in secs:
            doc.add_heading(s, level=2)
            emit(doc, a)
            n += 1
    doc.add_heading("Frequently Asked Questions", level=1)
    for q, a in VEHICLE_FAQ:
        doc.add_heading(q, level=2)
        emit(doc, a)
        n += 1
    return save(doc, "vehicle_loans.docx"), n


# ==========================================================================
# 5. Gold loans  (Normal paragraphs; 16pt bold sections, 12pt bold questions)
# ==========================================================================
GOLD = [
    (
        "Beas Swarna Gold Loan at a Glance",
        None,
        [
            "Beas Swarna gives you funds against your gold ornaments in about 30 minutes at over 1,400 of our "
            "branches. Three variants are available:",
            (
                "b",
                [
                    "**Beas Swarna** – repay in EMIs or use it as an overdraft, for any personal or business need.",
                    "**Beas Swarna Bullet** – pay principal and interest together at the end of the tenure.",
                    "**Beas Swarna Kisan** – for farmers, to meet crop cultivation and allied activity expenses, at "
                    "concessional rates.",
                ],
            ),
        ],
    ),
    (
        "Eligibility and Documents",
        [
            (
                "Who can apply for a Beas Swarna gold loan?",
                [
                    "Any resident individual aged 18 years or above who owns gold ornaments, including salaried and "
                    "self-employed individuals, farmers, traders and homemakers. No income proof is required for "
                    "loans up to ₹2.5 lakh. Beas Swarna Kisan requires proof of cultivation (land records or a "
                    "lease/tenancy certificate).",
                ],
            ),
            (
                "What documents are required?",
                [
                    (
                        "b",
                        [
                            "Two passport-size photographs.",
                            "PAN (Form 60 if not available) and Aadhaar or another officially valid document.",
                            "For loans above ₹2.5 lakh: proof of income or a declaration of the purpose of the loan.",
                            "For Beas Swarna Kisan: land records such as the jamabandi / fard (Punjab, Haryana) or khatauni "
                            "(Himachal Pradesh).",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Loan Amount and Loan-to-Value",
        [
            (
                "How much loan will I get per gram of gold?",
                [
                    "Your gold is valued at the lower of the average closing price of 22-carat gold for the previous 30 "
                    "days and the previous day's closing price, as published by the India Bullion and Jewellers "
                    "Association (IBJA). The value of gold of lower purity is reduced proportionately. Loan per gram "
                    "for 1 August 2025:",
                    (
                        "t",
                        [
                            "Purity",
                            "Value per gram (₹)",
                            "Loan up to ₹2.5 lakh (85%)",
                            "Loan ₹2.5 lakh – ₹5 lakh (80%)",
                            "Loan above ₹5 lakh (75%)",
                        ],
                        [
                            ["22 carat", "9,200", "7,820", "7,360", "6,900"],
                            ["20 carat", "8,364", "7,109", "6,691", "6,273"],
                            ["18 carat", "7,527", "6,398", "6,022", "5,645"],
                        ],
                        [2.5, 3, 3.5, 3.5, 3.5],
                    ),
                    "The rate per gram is revised daily and displayed at branches and on Beas One > Loans > Gold loan "
                    "> Today's rate.",
                ],
            ),
            (
                "What is the loan-to-value (LTV) ratio?",
                [
                    "LTV is the loan amount as a percentage of the value of the pledged gold. Beas Bank lends up to 85% "
                    "of the value for loans up to ₹2.5 lakh, 80% for loans above ₹2.5 lakh and up to ₹5 lakh, and 75% "
                    "for loans above ₹5 lakh. For Beas Swarna Bullet, the LTV is calculated on the total amount payable "
                    "at maturity (principal plus interest), so the amount you receive at the start is slightly lower.",
                ],
            ),
            (
                "What are the minimum and maximum loan amounts?",
                [
                    "Minimum ₹10,000; maximum ₹50 lakh per borrower (₹3 lakh at concessional rates under Beas Swarna "
                    "Kisan).",
                ],
            ),
        ],
    ),
    (
        "Interest Rates and Charges",
        [
            (
                "What interest rate and charges apply?",
                [
                    (
                        "t",
                        ["Item", "Beas Swarna", "Beas Swarna Bullet", "Beas Swarna Kisan"],
                        [
                            [
                                "Interest rate (p.a.)",
                                "9.25% to 11.50%",
                                "9.75% to 12.00%",
                                "7.00% up to ₹3 lakh (4.00% after prompt-repayment incentive); 9.25% above ₹3 lakh",
                            ],
                            [
                                "Processing fee",
                                "0.50% of the loan, min ₹500, max ₹5,000 + GST",
                                "Same as Beas Swarna",
                                "Nil up to ₹3 lakh",
                            ],
                            ["Appraisal charges", "Nil", "Nil", "Nil"],
                            ["Foreclosure charges", "Nil", "Nil", "Nil"],
                            ["Penal charges on overdue amount", "2% p.a.", "2% p.a.", "2% p.a."],
                            ["Auction expenses", "At actuals", "At actuals", "At actuals"],
                        ],
                        [3.5, 4, 4, 4.5],
                    ),
                ],
            ),
            (
                "How is interest charged on a Beas Swarna Bullet loan?",
                [
                    "Interest is calculated monthly on the principal and is payable, together with the principal, at "
                    "the end of the tenure. It is not compounded if the loan is repaid on or before the due date. You "
                    "may pay interest in part at any time to reduce the amount payable at maturity.",
                ],
            ),
        ],
    ),
    (
        "Tenure and Repayment",
        [
            (
                "What repayment options are available?",
                [
                    (
                        "b",
                        [
                            "**EMI:** 6 to 36 months.",
                            "**Overdraft:** 12 months, renewable; interest is debited monthly and must be serviced.",
                            "**Bullet:** up to 12 months; principal and interest are paid in one amount at maturity.",
                        ],
                    ),
                ],
            ),
            (
                "Can I renew a bullet loan at maturity?",
                [
                    "Yes, if the full interest is paid and the loan is not overdue. The gold is re-appraised and the "
                    "renewed loan amount is based on the rate per gram and LTV on the date of renewal.",
                ],
            ),
            (
                "Can I repay the loan before the end of the tenure?",
                [
                    "Yes, at any time, without foreclosure charges. You can also repay part of the loan and take back "
                    "some of the ornaments, provided the remaining gold covers the balance within the permitted LTV.",
                ],
            ),
        ],
    ),
    (
        "Purity Check and Safekeeping",
        [
            (
                "How does the Bank check the purity of my gold?",
                [
                    "The Bank's approved appraiser tests your ornaments at the branch in your presence, using a "
                    "non-destructive karat meter (XRF machine) where available and the touchstone method. The net "
                    "weight is recorded after deducting stones, lac, wax and other non-gold parts.",
                    "You receive an appraisal certificate showing the description, gross weight, net weight, purity "
                    "and value of each ornament. The ornaments are photographed, packed and sealed in your presence, "
                    "and you sign across the seal.",
                ],
            ),
            (
                "What kind of gold is accepted?",
                [
                    "Gold ornaments and jewellery of 18 carat and above, and gold coins of 22 carat and above sold by "
                    "banks, up to 50 grams of coins per borrower. The total weight of ornaments pledged by one borrower "
                    "may not exceed 1 kg. Gold bars, biscuits, bullion and coins bought from jewellers are not "
                    "accepted.",
                ],
            ),
            (
                "Is my pledged gold insured?",
                [
                    "Yes. The sealed packets are kept in the branch strong room under dual control and are insured by "
                    "the Bank at its own cost.",
                ],
            ),
        ],
    ),
    (
        "If the Gold Price Falls",
        [
            (
                "What is a margin call?",
                [
                    "If the price of gold falls so that the LTV on your loan rises more than 5 percentage points above "
                    "the permitted limit (for example, above 90% on a loan up to ₹2.5 lakh), the Bank sends you an SMS, "
                    "e-mail and letter asking you to restore the margin within 15 days. You can do this by repaying "
                    "part of the loan or by pledging additional gold.",
                ],
            ),
            (
                "What happens if I do not respond to a margin call?",
                [
                    "The Bank may recall the loan. A recalled loan that is not repaid within 30 days becomes overdue "
                    "and may be taken up for auction as described below.",
                ],
            ),
        ],
    ),
    (
        "Auction of Pledged Gold",
        [
            (
                "When can the Bank auction my gold?",
                [
                    "Auction is the last resort. It is considered only if the loan remains unpaid for 90 days after the "
                    "due date, or 30 days after maturity or recall. Before the auction:",
                    (
                        "b",
                        [
                            "A reminder is sent 15 days after the due date, and an auction notice is sent at least 30 days "
                            "before the auction date by registered post, SMS and e-mail.",
                            "The auction is advertised in at least two newspapers, one of them in the local language.",
                            "The reserve price is at least 90% of the current value of the gold (85% if two auctions fail).",
                        ],
                    ),
                    "The Bank and its related parties cannot bid. Any surplus left after recovering the dues and "
                    "auction expenses is refunded to you within 7 working days; any shortfall remains payable by you.",
                ],
            ),
            (
                "Can I stop the auction?",
                [
                    "Yes. Pay the overdue amount with the applicable charges at any branch or on Beas One at any time "
                    "until the working day before the auction, and the auction will be cancelled.",
                ],
            ),
        ],
    ),
    (
        "Release of Ornaments",
        [
            (
                "How soon will I get my gold back after closing the loan?",
                [
                    "The ornaments are usually returned on the same day if the loan is closed at the branch before 2 "
                    "pm, and in any case within 7 working days. If the release is delayed beyond 7 working days for "
                    "reasons attributable to the Bank, you are paid compensation of ₹5,000 for each day of delay.",
                ],
            ),
            (
                "Can someone else collect my ornaments?",
                [
                    "Yes, a person authorised by you in writing, who brings your signed authority letter and their own "
                    "KYC documents. If the borrower has died, the ornaments are released to the nominee or legal heirs "
                    "under the Bank's policy on settlement of claims of deceased customers.",
                ],
            ),
            (
                "What if my ornaments are lost or damaged while with the Bank?",
                [
                    "The Bank compensates you in full at the current market value of gold of the weight and purity "
                    "recorded in the appraisal certificate, plus reasonable making charges, within 30 days.",
                ],
            ),
        ],
    ),
]


def make_gold():
    doc = new_doc("Beas Bank – Gold Loans", "Gold loans", "gold loan, LTV, auction, margin call, Beas Swarna")
    para(doc, "Beas Swarna Gold Loans", bold=True, size=20)
    para(
        doc,
        "Quick money against your gold ornaments – from ₹10,000 to ₹50 lakh. Call 1800-266-4040 or walk "
        "into any Beas Bank branch with your ornaments and KYC documents.",
    )
    n = 0
    for sec, qs, body in [(g[0], g[1], g[2] if len(g) > 2 else None) for g in GOLD]:
        para(doc, sec, bold=True, size=16)
        if qs is None:
            emit(doc, body)
            n += 1
            continue
        for q, a in qs:
            para(doc, q, bold=True, size=12)
            emit(doc, a)
            n += 1
    return save(doc, "gold_loans.docx"), n


# ==========================================================================
# 6. Payments and mandates  (H1 categories; questions as "List Number" items)
# ==========================================================================
PAYMENTS = [
    (
        "UPI",
        [
            (
                "What are the UPI limits on Beas One?",
                [
                    "For payments to individuals and most merchants, you can send up to ₹1 lakh per transaction and ₹1 "
                    "lakh per day, with a maximum of 20 transactions in 24 hours. Payments to verified merchants for "
                    "taxes, hospitals, educational institutions, IPO applications and RBI Retail Direct are allowed up "
                    "to ₹5 lakh per transaction. For the first 24 hours after you register on Beas One or change your "
                    "phone, the limit is ₹5,000.",
                ],
            ),
            (
                "What is UPI Lite?",
                [
                    "UPI Lite is an on-device wallet for small, quick payments without a UPI PIN. Each payment can be up "
                    "to ₹1,000 and the UPI Lite balance can be up to ₹5,000. Activate it at Beas One > UPI > UPI Lite "
                    "and load money from your Beas Bank account; you may switch on auto top-up. If you disable UPI Lite, "
                    "the balance is returned to your bank account.",
                ],
            ),
            (
                "Can NRIs use UPI with their Beas Bank account?",
                [
                    "Yes. NRE and NRO account holders can use UPI on Beas One with an Indian mobile number or with an "
                    "international mobile number from Australia, Canada, France, Hong Kong, Malaysia, Oman, Qatar, "
                    "Saudi Arabia, Singapore, the UAE, the UK or the USA. The international number must first be "
                    "registered with the account through the Beas NRI Desk. The limit is ₹1 lakh per day, and money "
                    "can be received into an NRE account only from another NRE account.",
                ],
            ),
            (
                "My UPI payment failed but the amount was debited. What should I do?",
                [
                    "In most cases the amount is reversed automatically by the next working day (T+1). If it is not, "
                    "raise a complaint on Beas One > UPI > Transaction history > select the transaction > Raise "
                    "complaint. If the reversal is made after T+1, the Bank pays you compensation of ₹100 for each day "
                    "of delay, without your having to claim it.",
                ],
            ),
            (
                "I sent money to the wrong UPI ID. Can the Bank reverse it?",
                [
                    "The Bank cannot reverse a successful UPI payment without the consent of the recipient. Raise a "
                    "complaint on Beas One and we will contact the recipient's bank to request a return; this is not "
                    "guaranteed. If you were tricked into paying, also report it on the cybercrime helpline 1930 or "
                    "cybercrime.gov.in.",
                ],
            ),
            (
                "Can I link my Beas Rupay Select credit card to UPI?",
                [
                    "Yes. Go to Beas One > UPI > Add RuPay credit card. The card can be used to pay merchants only; "
                    "transfers to individuals and cash withdrawals are not allowed. Reward points are earned in the "
                    "same way as for card payments.",
                ],
            ),
        ],
    ),
    (
        "NEFT, RTGS and IMPS",
        [
            (
                "What are the timings, limits and charges for online fund transfers?",
                [
                    (
                        "t",
                        ["Mode", "Timings", "Amount per transaction", "Charges on Beas One / NetBanking"],
                        [
                            ["NEFT", "24x7, all days", "No minimum", "Free"],
                            ["RTGS", "24x7, all days", "Minimum ₹2 lakh", "Free"],
                            ["IMPS", "24x7, all days", "₹1 to ₹5 lakh", "Free"],
                        ],
                        [2.5, 4, 4.5, 5],
                    ),
                    "Your combined daily limit for online transfers is ₹10 lakh (₹25 lakh for Beas Privilege). You can "
                    "lower or raise it within this maximum at Beas One > Profile > Transaction limits.",
                ],
            ),
            (
                "When can I transfer money to a new beneficiary?",
                [
                    "After a cooling period of 30 minutes from adding the beneficiary. In the first 24 hours, you can "
                    "transfer up to ₹50,000 in total to a new beneficiary.",
                ],
            ),
            (
                "What are the charges for NEFT and RTGS at a branch?",
                [
                    "NEFT at a branch costs ₹2 to ₹24 + GST depending on the amount, and RTGS costs ₹20 (₹2 lakh to ₹5 "
                    "lakh) or ₹45 (above ₹5 lakh) + GST. See the Schedule of Service Charges for the full slabs.",
                ],
            ),
            (
                "What if an NEFT or RTGS transfer does not reach the beneficiary?",
                [
                    "If the beneficiary's bank cannot credit the amount, it must return it within 2 hours for NEFT and "
                    "within 1 hour for RTGS. Track the transfer with its UTR number at Beas One > Payments > Track "
                    "transfer. If a credit or return is delayed, the bank responsible pays penal interest at the RBI "
                    "repo rate plus 2% for the period of delay.",
                ],
            ),
        ],
    ),
    (
        "E-mandates and NACH",
        [
            (
                "What is an e-mandate and how do I register one?",
                [
                    "An e-mandate authorises a company (for example, a mutual fund, insurer or lender) to debit your "
                    "account or card regularly. Choose Beas Bank on the company's website and authenticate with your "
                    "Beas NetBanking login or debit card and OTP, or with Aadhaar. NACH e-mandates become active within "
                    "2 working days.",
                    "For mandates on cards and UPI AutoPay, debits of up to ₹15,000 are processed without an OTP; the "
                    "limit is ₹1 lakh for mutual fund investments, insurance premiums and credit card bill payments. "
                    "You receive a pre-debit notification at least 24 hours before each debit.",
                ],
            ),
            (
                "How do I view or cancel a mandate?",
                [
                    "Go to Beas One > Payments > Mandates, select the mandate and choose Cancel or Pause (or Beas "
                    "NetBanking > Payments > e-Mandate). A cancellation is effective within 2 working days. Physical "
                    "NACH mandates can be cancelled by submitting a letter at any branch. Please also inform the "
                    "company so that it does not treat the missed debit as a default.",
                ],
            ),
            (
                "What are the charges if a NACH or e-mandate debit bounces?",
                [
                    "₹500 + GST for each returned debit, limited to three charges in a calendar month. The company may "
                    "levy its own charges as well.",
                ],
            ),
            (
                "Can I stop a single debit without cancelling the mandate?",
                [
                    "Yes, free of charge. For card and UPI AutoPay mandates, choose Skip next debit on Beas One. For NACH "
                    "mandates, request a stop at the branch or on Beas One at least one working day before the debit "
                    "date.",
                ],
            ),
        ],
    ),
    (
        "Standing Instructions",
        [
            (
                "How do I set up a standing instruction?",
                [
                    "Standing instructions can be set up for transfers to your own or other Beas Bank accounts, RD "
                    "instalments and loan EMIs. Use Beas NetBanking > Payments > Standing instructions > Add, or submit "
                    "a form at your branch. Choose the amount, frequency (weekly, monthly or quarterly), start date and "
                    "end date. There is no charge for setting one up.",
                ],
            ),
            (
                "What happens if there is not enough balance for a standing instruction?",
                [
                    "The instruction is not executed and ₹200 + GST is charged for each failure. If it fails three "
                    "times in a row, the standing instruction is cancelled and you are informed by SMS.",
                ],
            ),
        ],
    ),
    (
        "Positive Pay for Cheques",
        [
            (
                "What is Positive Pay and is it compulsory?",
                [
                    "Under the Positive Pay System, you confirm the key details of a cheque you have issued – account "
                    "number, cheque number, date, amount and payee name – before it is presented. At Beas Bank, "
                    "Positive Pay is compulsory for cheques of ₹5 lakh and above and recommended for cheques of ₹50,000 "
                    "and above. Only cheques confirmed under Positive Pay are eligible for protection under the RBI "
                    "dispute resolution mechanism for the scheme.",
                ],
            ),
            (
                "How do I submit Positive Pay details?",
                [
                    "Through Beas One > Cheques > Positive Pay, Beas NetBanking > Cheques > Positive Pay, by WhatsApp to "
                    "90410 90410, or at your branch. Submit the details at least one working day before the cheque is "
                    "presented. The service is free.",
                ],
            ),
            (
                "What happens if the cheque details do not match?",
                [
                    "The cheque is returned with the reason 'Positive Pay details mismatch' and you are informed by SMS. "
                    "No cheque return charge is levied on you for this reason.",
                ],
            ),
        ],
    ),
    (
        "Account Aggregator",
        [
            (
                "What is the Account Aggregator framework?",
                [
                    "Account Aggregators (AAs) are RBI-licensed companies that let you share your financial data – "
                    "such as bank statements and deposit details – with lenders, investment platforms and other "
                    "regulated entities, only with your consent. Beas Bank shares data as a Financial Information "
                    "Provider and can fetch your data from other banks as a Financial Information User, for example to "
                    "process a loan faster.",
                ],
            ),
            (
                "How do I give or revoke consent?",
                [
                    "Each consent request shows the purpose, the accounts, the period of data, how often it will be "
                    "fetched and when the consent expires. Approve it in your AA app. To see or revoke consents linked "
                    "to your Beas Bank accounts, go to Beas One > Profile > Account Aggregator > Manage consents. Data "
                    "is not shared after you revoke consent.",
                ],
            ),
            (
                "Is there a charge for sharing data through an Account Aggregator?",
                [
                    "No. Beas Bank does not charge for sharing or fetching data through an Account Aggregator.",
                ],
            ),
        ],
    ),
]


def make_payments():
    # core title deliberately left empty
    doc = new_doc(None, "Payments", "UPI, NEFT, RTGS, IMPS, e-mandate, NACH, Positive Pay, Account Aggregator")
    para(doc, "Payments and Mandates – FAQs", bold=True, size=18)
    para(
        doc,
        "Everything about UPI, fund transfers, auto-debits, Positive Pay and Account Aggregator on "
        "Beas One and Beas NetBanking. Last reviewed: 1 August 2025.",
    )
    n = 0
    for cat, qs in PAYMENTS:
        doc.add_heading(cat, level=1)
        for q, a in qs:
            para(doc, q, style="List Number", bold=True)
            emit(doc, a)
            n += 1
    return save(doc, "payments_mandates_faq.docx"), n


# ==========================================================================
# 7. Cards FAQ  (H1 categories, H2 questions, some typed with numbers "3.4 ...")
# ==========================================================================
CARDS = [
    (
        "Debit Cards",
        [
            (
                "1.1 Which debit cards does Beas Bank issue?",
                [
                    (
                        "t",
                        ["Card", "Annual fee", "ATM cash per day", "Shopping and online per day", "Issued with"],
                        [
                            [
                                "Beas RuPay Classic",
                                "₹150 + GST (free on Beas Saral and Beas Young Star)",
                                "₹25,000",
                                "₹50,000",
                                "Beas Saral, Beas Young Star, Beas Classic (on request)",
                            ],
                            [
                                "Beas RuPay Platinum",
                                "₹300 + GST (free on Beas Salary Plus and Beas Pension)",
                                "₹50,000",
                                "₹2,00,000",
                                "Beas Classic, Beas Salary Plus, Beas Pension",
                            ],
                            [
                                "Beas Visa Signature",
                                "₹750 + GST (waived on Beas Privilege)",
                                "₹1,00,000",
                                "₹3,00,000",
                                "Beas Privilege",
                            ],
                        ],
                        [3.3, 3.7, 2.5, 3, 4],
                    ),
                    "Beas Young Star cards for minors carry lower limits of ₹2,000 per day for ATM and ₹2,000 per day "
                    "for shopping.",
                ],
            ),
            (
                "1.2 Can I change my daily debit card limits?",
                [
                    "Yes, up to the maximum for your card. Go to Beas One > Cards > Manage limits, choose ATM, "
                    "shopping (POS), online or contactless, and move the slider. The new limit applies immediately.",
                ],
            ),
            (
                "1.3 How do I set or reset my debit card PIN?",
                [
                    "Instantly on Beas One > Cards > Set PIN, using your card details and an OTP. You can also set a "
                    "Green PIN at any Beas Bank ATM using the OTP sent to your registered mobile number. Both methods "
                    "are free.",
                ],
            ),
            (
                "1.4 Is there a fee for a replacement debit card?",
                [
                    "Yes, ₹200 + GST for a card replaced because it was lost or damaged. Renewal on expiry is free.",
                ],
            ),
        ],
    ),
    (
        "Credit Cards",
        [
            (
                "2.1 Which credit cards does Beas Bank offer?",
                [
                    (
                        "b",
                        [
                            "**Beas Rupay Select** – joining and annual fee ₹499 + GST, annual fee waived on spends of ₹1 "
                            "lakh in a card year; 2 reward points per ₹100; can be linked to UPI.",
                            "**Beas Signature** (Visa Signature) – joining and annual fee ₹2,500 + GST, annual fee waived "
                            "on spends of ₹3 lakh in a card year; 4 reward points per ₹150; 8 complimentary domestic "
                            "airport lounge visits a year; forex mark-up of 1.99%.",
                        ],
                    ),
                ],
            ),
            (
                "2.2 Who can apply for a Beas credit card?",
                [
                    "Resident individuals aged 21 to 65 years. Salaried applicants need a net annual income of ₹3 lakh "
                    "for Beas Rupay Select and ₹12 lakh for Beas Signature; self-employed applicants need an ITR income "
                    "of ₹4 lakh and ₹15 lakh respectively. Customers without income proof can get a Beas Rupay Select "
                    "card against a fixed deposit of at least ₹25,000, with a limit of 80% of the deposit. Apply on "
                    "Beas One > Cards > Apply for credit card.",
                ],
            ),
            (
                "2.3 How does the billing cycle work?",
                [
                    "Your statement is generated on the same date every month (the 15th by default) and the payment due "
                    "date is 20 days after the statement date. Purchases therefore get an interest-free period of 20 to "
                    "50 days, provided the previous statement was paid in full. You can change your statement date to "
                    "the 5th, 15th or 25th once in six months at Beas One > Cards > Change billing cycle.",
                ],
            ),
            (
                "2.4 What is the minimum amount due?",
                [
                    "The minimum amount due is 5% of the total outstanding (minimum ₹200), plus 100% of any EMIs, fees, "
                    "taxes and over-limit amount. Paying only the minimum keeps your card in good standing, but interest "
                    "is charged on the entire outstanding from the date of each transaction and you lose the "
                    "interest-free period on new purchases until you pay in full.",
                ],
            ),
            (
                "2.5 What interest is charged if I do not pay the full amount?",
                [
                    "Beas Rupay Select: 3.75% per month (45% per annum). Beas Signature: 3.49% per month (41.88% per "
                    "annum). Interest is charged from the date of each transaction until payment and on cash "
                    "withdrawals from the date of withdrawal. GST at 18% applies on interest. A worked example is given "
                    "in the Most Important Terms and Conditions (MITC).",
                ],
            ),
            (
                "2.6 Can I convert a large purchase into EMIs?",
                [
                    "Yes. Purchases of ₹2,500 or more can be converted within 30 days of the transaction at Beas One > "
                    "Cards > Convert to EMI. Tenures of 3, 6, 9, 12, 18 and 24 months are available at 15% p.a. "
                    "interest (13% p.a. for 3 and 6 months) with a processing fee of 1% (minimum ₹199) + GST. "
                    "Foreclosing an EMI costs 3% of the principal outstanding. Fuel, jewellery and cash transactions "
                    "cannot be converted.",
                ],
            ),
            (
                "2.7 How do I earn and redeem reward points?",
                [
                    "Beas Rupay Select earns 2 points per ₹100 spent, including UPI payments made with the card. Beas "
                    "Signature earns 4 points per ₹150 spent. No points are earned on fuel, rent, wallet loads, EMI "
                    "transactions or cash withdrawals. Each point is worth ₹0.25.",
                    "Redeem points at Beas One > Cards > Rewards for a statement credit, gift vouchers or air miles. "
                    "The minimum redemption is 500 points and a redemption fee of ₹99 + GST applies. Points are valid "
                    "for 36 months from the month in which they are earned.",
                ],
            ),
            (
                "2.8 Do I lose my reward points if I close the card?",
                [
                    "Yes. Unredeemed points lapse on closure, so redeem them before you request closure.",
                ],
            ),
        ],
    ),
    (
        "Card Controls and International Usage",
        [
            (
                "3.1 Are new cards enabled for online, contactless and international use?",
                [
                    "No. A new or reissued card works only at ATMs and at card machines in India (contact-based). Online, "
                    "contactless and international usage must be switched on by you.",
                ],
            ),
            (
                "3.2 How do I switch on online and contactless usage?",
                [
                    "Go to Beas One > Cards > Manage limits, select the card and switch on 'Online' or 'Contactless'. "
                    "Contactless payments of up to ₹5,000 per transaction do not need a PIN.",
                ],
            ),
            (
                "3.3 Can I block my card temporarily?",
                [
                    "Yes. Beas One > Cards > Lock card stops all transactions at once; unlock it any time from the same "
                    "screen.",
                ],
            ),
            (
                "3.4 How do I switch on international usage?",
                [
                    (
                        "n",
                        [
                            "Log in to Beas One and go to Cards > Manage limits.",
                            "Select the card and switch on 'International usage'.",
                            "Set separate limits for ATM, shopping and online use abroad, and, if you wish, the dates of "
                            "your travel.",
                            "Confirm with the OTP sent to your registered mobile number.",
                        ],
                    ),
                    "International usage is available on Beas RuPay Platinum and Beas Visa Signature debit cards and on "
                    "both credit cards; it is not available on Beas RuPay Classic. A forex mark-up of 3.5% applies on "
                    "debit cards (credit cards: see the MITC), and ATM withdrawals abroad cost ₹150 + GST each.",
                ],
            ),
        ],
    ),
    (
        "Lost Card and Closure",
        [
            (
                "I have lost my card. What should I do?",
                [
                    "Block it at once, through any of these channels:",
                    (
                        "b",
                        [
                            "Beas One > Cards > Block card.",
                            "Call 1800-266-4040 (24x7) and choose 'Block card'.",
                            "WhatsApp 'BLOCK' to 90410 90410 from your registered mobile number.",
                            "SMS 'BLOCK <last 4 digits of card>' to 90410 90410.",
                        ],
                    ),
                    "You are not liable for any transaction made after you report the loss. A replacement card can be "
                    "ordered on the same screen (₹200 + GST for debit cards, ₹100 + GST for credit cards).",
                ],
            ),
            (
                "How do I report an unauthorised transaction on my card?",
                [
                    "Block the card and report the transaction immediately on 1800-266-4040 or at Beas One > Cards > "
                    "Transactions > Report fraud. If you report within 3 working days, your liability is zero. The "
                    "disputed amount is credited to your account as a shadow credit within 10 working days while the "
                    "Bank investigates. See the Customer Compensation and Grievance Redressal Policy for details.",
                ],
            ),
            (
                "How do I close my credit card?",
                [
                    "Request closure at Beas One > Cards > Close card, by calling 1800-266-4040 or by e-mail to "
                    "care@beasbank.example. The card is closed within 7 working days after all dues are paid, and the "
                    "closure is reported to the credit bureaus within 30 days. If closure is delayed beyond 7 working "
                    "days, the Bank pays you ₹500 for each day of delay. Any credit balance is refunded to your bank "
                    "account.",
                ],
            ),
        ],
    ),
]


def make_cards():
    doc = new_doc(
        "Beas Bank – Debit and Credit Cards FAQ",
        "Cards",
        "debit card, credit card, international usage, reward points, EMI, lost card",
    )
    doc.add_heading("Beas Bank Cards – Frequently Asked Questions", level=0)
    para(
        doc,
        "Covers Beas RuPay Classic, Beas RuPay Platinum and Beas Visa Signature debit cards and the Beas "
        "Rupay Select and Beas Signature credit cards.",
    )
    n = 0
    for cat, qs in CARDS:
        doc.add_heading(cat, level=1)
        for q, a in qs:
            doc.add_heading(q, level=2)
            emit(doc, a)
            n += 1
    return save(doc, "cards_faq.docx"), n


# ==========================================================================
# 8. Credit card MITC  (typed clause numbers in bold Normal paragraphs)
# ==========================================================================
MITC = [
    (
        "1. Fees and Charges",
        [
            "The fees and charges applicable to Beas Bank credit cards are summarised in Table 1 and explained in "
            "the clauses that follow. All fees, charges and interest are subject to Goods and Services Tax (GST) at "
            "18%, which is shown separately in the statement.",
            (
                "t",
                ["Fee / charge", "Beas Rupay Select", "Beas Signature"],
                [
                    ["Joining fee", "₹499", "₹2,500"],
                    [
                        "Annual fee (from the second year)",
                        "₹499, waived on annual spends of ₹1,00,000",
                        "₹2,500, waived on annual spends of ₹3,00,000",
                    ],
                    ["Add-on card fee", "Nil", "Nil"],
                    ["Interest (finance charges)", "3.75% per month (45% p.a.)", "3.49% per month (41.88% p.a.)"],
                    ["Cash advance fee", "2.5% of the amount, min ₹500", "2.5% of the amount, min ₹500"],
                    [
                        "Over-limit charge (only if opted in)",
                        "2.5% of the over-limit amount, min ₹550",
                        "2.5% of the over-limit amount, min ₹550",
                    ],
                    ["Foreign currency mark-up", "3.5%", "1.99%"],
                    ["Card replacement (lost, stolen or damaged)", "₹100", "₹100"],
                    [
                        "Payment return (cheque/auto-debit)",
                        "2% of the payment amount, min ₹500",
                        "2% of the payment amount, min ₹500",
                    ],
                    ["Cash payment at branch", "₹100 per payment", "₹100 per payment"],
                    ["Rent payment transactions", "1% of the amount, min ₹99", "1% of the amount, min ₹99"],
                    ["Reward redemption fee", "₹99 per request", "₹99 per request"],
                ],
                [5.5, 5, 5],
            ),
            ("note", "Table 1: Schedule of fees for Beas credit cards. Amounts are exclusive of GST."),
        ],
        [
            (
                "1.1 Joining fee and annual fee",
                [
                    "A joining fee of ₹499 (Beas Rupay Select) or ₹2,500 (Beas Signature) is billed in the first "
                    "statement after the card is activated. The same amount is billed as an annual fee in the month the "
                    "card completes each year. The annual fee is waived if the spends on the card in the previous card "
                    "year were at least ₹1,00,000 (Beas Rupay Select) or ₹3,00,000 (Beas Signature). Cash withdrawals, "
                    "fees, EMI conversions and balance transfers do not count towards these spends.",
                ],
            ),
            (
                "1.2 Add-on card fee",
                [
                    "Nil. Up to three add-on cards may be issued to the spouse, parents, children or siblings (aged 18 "
                    "and above) of the primary cardholder. The add-on cards share the credit limit of the primary card "
                    "and the primary cardholder is liable for all their transactions.",
                ],
            ),
            (
                "1.3 Cash advance fee",
                [
                    "A fee of 2.5% of the amount withdrawn, subject to a minimum of ₹500, is levied on every cash "
                    "withdrawal at an ATM in India or abroad. Interest is also charged on cash withdrawals from the date "
                    "of withdrawal until the date of full payment; no interest-free period applies.",
                ],
            ),
            (
                "1.4 Late payment charges",
                [
                    "Late payment charges are levied only if the minimum amount due is not paid within 3 days after the "
                    "payment due date. The charge depends on the total amount due in the statement:",
                    (
                        "t",
                        ["Total amount due", "Late payment charge"],
                        [
                            ["Up to ₹500", "Nil"],
                            ["₹500.01 to ₹5,000", "₹400"],
                            ["₹5,000.01 to ₹10,000", "₹750"],
                            ["₹10,000.01 to ₹25,000", "₹950"],
                            ["₹25,000.01 to ₹50,000", "₹1,100"],
                            ["Above ₹50,000", "₹1,300"],
                        ],
                        [7, 5],
                    ),
                    "Late payment charges are levied on the outstanding amount after the due date and not on the total "
                    "amount due, and are not levied more than once for the same statement.",
                ],
            ),
            (
                "1.5 Over-limit charges",
                [
                    "Transactions beyond the credit limit are allowed only if you have opted in for the over-limit "
                    "facility. If you have opted in, a charge of 2.5% of the amount by which the limit is exceeded "
                    "(minimum ₹550) is levied once per statement. You can withdraw your consent at any time through "
                    "Beas One > Cards > Manage limits.",
                ],
            ),
            (
                "1.6 Foreign currency transactions",
                [
                    "Transactions in foreign currency, and transactions in Indian rupees at merchants located outside "
                    "India, are converted at the card network's rate and a mark-up of 3.5% (Beas Rupay Select) or 1.99% "
                    "(Beas Signature) is added. If a merchant abroad offers to charge you in rupees (dynamic currency "
                    "conversion), the merchant's conversion rate applies in addition to the mark-up.",
                ],
            ),
            (
                "1.7 Other charges",
                [
                    "Card replacement: ₹100. Payment return: 2% of the payment amount, minimum ₹500. Cash payment at a "
                    "branch: ₹100. Rent payments: 1% of the amount, minimum ₹99. Duplicate statement older than three "
                    "months: ₹100 per statement. Beas Signature cardholders receive a 1% fuel surcharge waiver on fuel "
                    "transactions between ₹400 and ₹4,000, up to ₹250 per statement.",
                ],
            ),
        ],
    ),
    (
        "2. Interest Rates and Interest-free Period",
        None,
        [
            (
                "2.1 Interest rate",
                [
                    "Interest (finance charges) is charged at 3.75% per month (45% per annum) on Beas Rupay Select and "
                    "3.49% per month (41.88% per annum) on Beas Signature. The Bank may vary the rate for individual "
                    "cardholders based on their repayment record. Any change in the rate is notified at least 30 days "
                    "in advance.",
                ],
            ),
            (
                "2.2 Interest-free (grace) period",
                [
                    "Purchases enjoy an interest-free period of 20 to 50 days from the date of the transaction, "
                    "depending on when the purchase falls in the billing cycle, provided the total amount due of the "
                    "previous statement has been paid in full by the due date. The interest-free period does not apply "
                    "to cash withdrawals, or to any transaction when the previous balance has not been paid in full.",
                ],
            ),
            (
                "2.3 How interest is calculated",
                [
                    "If the total amount due is not paid in full by the due date, interest is charged on all "
                    "transactions from the respective transaction dates, and on the unpaid balance, on a daily basis "
                    "until the amount is paid in full. Interest is billed in the next statement together with GST.",
                    "Example (Beas Rupay Select, billing cycle 16 March to 15 April, payment due date 5 May): a purchase "
                    "of ₹12,000 is made on 20 March. The statement of 15 April shows a total amount due of ₹12,000 and a "
                    "minimum amount due of ₹600. The cardholder pays ₹600 on 5 May. Interest for the statement of 15 "
                    "May is: (a) on ₹12,000 from 20 March to 4 May (46 days) at 45% p.a. = ₹680.55; plus (b) on "
                    "₹11,400 from 5 May to 15 May (11 days) at 45% p.a. = ₹154.60; total ₹835.15, plus GST of ₹150.33. "
                    "Had the cardholder paid ₹12,000 by 5 May, no interest would have been charged.",
                    "Payments received are applied first to GST, then to fees and charges, then to interest, then to "
                    "EMIs, then to cash withdrawals and lastly to purchases.",
                ],
            ),
        ],
    ),
    (
        "3. Credit Limit and Cash Limit",
        None,
        [
            (
                "3.1 Credit limit and cash limit",
                [
                    "The credit limit is assigned on the basis of your income, repayment history and credit bureau "
                    "report. It is communicated in the welcome letter and shown in every statement. The Bank will not "
                    "increase the limit without your explicit consent. The Bank may reduce the limit after informing "
                    "you.",
                    "Within the credit limit, cash withdrawals are allowed up to 30% of the credit limit on Beas Rupay "
                    "Select and 40% on Beas Signature.",
                ],
            ),
        ],
    ),
    (
        "4. Billing",
        None,
        [
            (
                "4.1 Monthly statement",
                [
                    "A statement is sent to your registered e-mail ID every month on the statement date, and is "
                    "available at Beas One > Cards > Statements. A printed statement is posted on request. No statement "
                    "is generated for a month in which there is no outstanding balance and no transaction.",
                ],
            ),
            (
                "4.2 Minimum amount due",
                [
                    "The minimum amount due is 5% of the total outstanding (minimum ₹200), plus 100% of the EMIs, fees, "
                    "taxes and over-limit amount billed. Paying only the minimum amount due every month means that "
                    "repayment will take a long time and interest will be charged on the outstanding balance.",
                ],
            ),
            (
                "4.3 Methods of payment",
                [
                    "Beas One and Beas NetBanking; auto-debit from a Beas Bank account for the total or minimum amount "
                    "due; NEFT or IMPS from another bank to your 16-digit card number with IFSC BEAS0CCPAY1; UPI and "
                    "Bharat BillPay; or cash at any branch (₹100 per payment). Payments made online before 11 pm are "
                    "credited on the same day.",
                ],
            ),
            (
                "4.4 Billing disputes",
                [
                    "If you do not recognise a transaction, raise a dispute within 60 days of the statement date at "
                    "Beas One > Cards > Transactions > Dispute, by calling 1800-266-4040 or by e-mail to "
                    "care@beasbank.example. The Bank will give you documentary evidence of the transaction, where "
                    "applicable, within 60 days, and will resolve the dispute under the card network's chargeback "
                    "rules, within 90 days at the most.",
                    "While the dispute is under investigation, no interest or late payment charge is levied on the "
                    "disputed amount and it is not reported to the credit bureaus as overdue. If the dispute is decided "
                    "against you, the amount and the interest for the period will be billed in the next statement.",
                ],
            ),
        ],
    ),
    (
        "5. Closure of the Card",
        None,
        [
            (
                "5.1 Closure at the cardholder's request",
                [
                    "You may close your card at any time through Beas One > Cards > Close card, the contact centre or "
                    "e-mail. The Bank will close the card within 7 working days of the request, provided all dues are "
                    "paid. If it fails to do so, it will pay you ₹500 for each day of delay until the card is closed, "
                    "provided there is no outstanding balance.",
                    "The Bank does not insist on a request through any particular channel and will not make "
                    "retention calls after you have requested closure. Any credit balance is refunded to your bank "
                    "account within 7 working days of closure, and the closure is reported to the credit bureaus "
                    "within 30 days. Unredeemed reward points lapse on closure.",
                ],
            ),
            (
                "5.2 Closure by the Bank",
                [
                    "If a card has not been used for more than one year, the Bank will inform you and close it if you "
                    "do not respond within 30 days. The Bank may also withdraw the card in case of default, misuse or "
                    "breach of these terms, after giving notice.",
                ],
            ),
            (
                "5.3 Cards not activated",
                [
                    "If you do not activate a new card within 30 days of issue, the Bank will seek your consent by OTP "
                    "to activate it. If you do not give consent, the card is closed within 7 working days of the "
                    "request for confirmation, without any charge.",
                ],
            ),
        ],
    ),
    (
        "6. Default and Collection",
        None,
        [
            (
                "6.1 Default and reporting to credit bureaus",
                [
                    "If the minimum amount due is not paid by the due date, the account is considered past due. Before "
                    "reporting you as a defaulter to credit information companies, the Bank will give you at least 7 "
                    "days' notice. An account that remains past due for more than 90 days is classified as a "
                    "non-performing asset. Once the dues are paid, the updated status is reported in the next monthly "
                    "report to the credit bureaus.",
                ],
            ),
            (
                "6.2 Collection process",
                [
                    "The Bank sends reminders by SMS, e-mail and telephone and may engage recovery agents. Recovery "
                    "agents will carry the Bank's authorisation letter and identity card, will contact you only between "
                    "8 am and 7 pm, and will not use intimidation or harassment of any kind. You may verify any agent's "
                    "identity by calling 1800-266-4040. The Bank may set off overdue card dues against your deposits "
                    "with the Bank after giving you 30 days' notice.",
                ],
            ),
        ],
    ),
    (
        "7. Loss, Theft or Misuse of the Card",
        None,
        [
            (
                "7.1 Reporting and liability",
                [
                    "Report the loss, theft or misuse of your card immediately through Beas One > Cards > Block card, "
                    "1800-266-4040 (24x7), WhatsApp 'BLOCK' to 90410 90410, or SMS 'BLOCK <last 4 digits>' to 90410 "
                    "90410. You are not liable for transactions made after the loss is reported. Liability for "
                    "transactions before reporting is decided under the Bank's Customer Compensation and Grievance "
                    "Redressal Policy; it is zero if you report within 3 working days of receiving the alert.",
                ],
            ),
        ],
    ),
    (
        "8. Grievance Redressal",
        None,
        [
            (
                "8.1 Whom to contact",
                [
                    "Level 1: contact centre 1800-266-4040 or care@beasbank.example. Level 2: Head – Card Services, "
                    "cards.head@beasbank.example, if you are not satisfied within 7 working days. Level 3: Principal "
                    "Nodal Officer, pno@beasbank.example. If the complaint is not resolved within 30 days or you are not "
                    "satisfied with the reply, you may approach the RBI Ombudsman at cms.rbi.org.in.",
                ],
            ),
        ],
    ),
]


def make_mitc():
    doc = new_doc(
        "Beas Bank – Credit Card MITC", "Credit cards", "MITC, credit card, fees, interest, late payment, closure"
    )
    para(doc, "MOST IMPORTANT TERMS AND CONDITIONS (MITC)", bold=True, size=14, align="center")
    para(doc, "Beas Rupay Select and Beas Signature Credit Cards", bold=True, align="center")
    para(
        doc,
        "Effective from 1 August 2025. These terms should be read together with the Cardholder "
        "Agreement. In case of any difference, the Cardholder Agreement prevails.",
        italic=True,
    )
    n = 0
    for chapter, intro, clauses in MITC:
        para(doc, chapter, bold=True, size=12)
        if intro:
            emit(doc, intro)
        for c, body in clauses:
            para(doc, c, bold=True)
            emit(doc, body)
            n += 1
    return save(doc, "credit_card_mitc.docx"), n


# ==========================================================================
# 9. Compensation and grievance policy  (H1 numbered chapters, H2 numbered sub-clauses)
# ==========================================================================
TAT_ROWS = [
    [
        "ATM, including micro-ATM",
        "Customer's account debited but cash not dispensed",
        "T + 5 days",
        "₹100 per day of delay beyond T + 5 days",
    ],
    [
        "Card-to-card transfer",
        "Card account debited but beneficiary card not credited",
        "T + 1 day",
        "₹100 per day of delay beyond T + 1 day",
    ],
    [
        "Card at merchant (POS), including cash at POS",
        "Account debited but merchant did not receive confirmation",
        "T + 5 days",
        "₹100 per day of delay beyond T + 5 days",
    ],
    [
        "Card not present (online)",
        "Account debited but merchant did not receive confirmation",
        "T + 5 days",
        "₹100 per day of delay beyond T + 5 days",
    ],
    [
        "IMPS",
        "Account debited but beneficiary account not credited",
        "T + 1 day",
        "₹100 per day of delay beyond T + 1 day",
    ],
    [
        "UPI – transfer",
        "Account debited but beneficiary account not credited",
        "T + 1 day",
        "₹100 per day of delay beyond T + 1 day",
    ],
    [
        "UPI – merchant payment",
        "Account debited but merchant did not receive confirmation",
        "T + 5 days",
        "₹100 per day of delay beyond T + 5 days",
    ],
    [
        "NACH / e-mandate",
        "Account debited despite revocation of the mandate before the due date",
        "T + 1 day",
        "₹100 per day of delay beyond T + 1 day",
    ],
    [
        "Aadhaar Enabled Payment System (AePS)",
        "Account debited but cash not disbursed at the business correspondent point",
        "T + 5 days",
        "₹100 per day of delay beyond T + 5 days",
    ],
]

POLICY = [
    (
        "1. Introduction and Scope",
        [
            (
                "1.1 Objective",
                [
                    'Beas Bank Limited ("the Bank") is committed to providing fair and prompt service to all its '
                    "customers. This Policy sets out the Bank's approach to compensating customers for financial loss "
                    "caused by deficiency in service, delay or error on the part of the Bank, and the mechanism for "
                    "redressal of grievances. It is framed in line with the directions of the Reserve Bank of India and "
                    "has been approved by the Board of Directors.",
                ],
            ),
            (
                "1.2 Scope and exclusions",
                [
                    "The Policy applies to all individual and non-individual customers of the Bank in respect of "
                    "services provided at branches, ATMs, business correspondent points and digital channels (Beas One, "
                    "Beas NetBanking, WhatsApp banking). Compensation under this Policy is paid without the customer "
                    "having to claim it, wherever the Bank's records show that the delay or error occurred.",
                    "The Policy does not apply where the delay or failure is caused by force majeure events such as "
                    "natural calamities, civil disturbances, strikes, failure of communication networks or systems "
                    "beyond the Bank's control, or by the actions of other banks, payment system operators or the "
                    "customer. Compensation under this Policy is without prejudice to the customer's right to seek "
                    "redress before any other forum.",
                ],
            ),
        ],
    ),
    (
        "2. Levels of Grievance Redressal",
        [
            (
                "2.1 Level 1: Branch and Contact Centre",
                [
                    "A complaint may be made at any branch (in person, in the complaint register, or in writing), on "
                    "the toll-free number 1800-266-4040, by e-mail to care@beasbank.example, on Beas One > Help > "
                    "Raise a complaint, or through WhatsApp on 90410 90410. Every complaint is given a reference number "
                    "by SMS and e-mail.",
                ],
            ),
            (
                "2.2 Level 2: Regional Nodal Officer",
                [
                    "If the complaint is not resolved within 7 working days, or the customer is not satisfied with the "
                    "reply, the customer may escalate it to the Nodal Officer of the region:",
                    (
                        "t",
                        ["Region", "States / areas covered", "E-mail", "Telephone"],
                        [
                            [
                                "Jalandhar",
                                "Doaba and Majha regions of Punjab",
                                "nodal.jalandhar@beasbank.example",
                                "0181-266-4101",
                            ],
                            [
                                "Ludhiana",
                                "Malwa region of Punjab and Chandigarh",
                                "nodal.ludhiana@beasbank.example",
                                "0161-266-4102",
                            ],
                            ["Shimla", "Himachal Pradesh", "nodal.shimla@beasbank.example", "0177-266-4103"],
                            ["Karnal", "Haryana", "nodal.karnal@beasbank.example", "0184-266-4104"],
                            [
                                "New Delhi",
                                "NCT of Delhi and other states",
                                "nodal.delhi@beasbank.example",
                                "011-4266-4105",
                            ],
                        ],
                        [2.5, 5, 5.5, 3],
                    ),
                ],
            ),
            (
                "2.3 Level 3: Principal Nodal Officer and Internal Ombudsman",
                [
                    "If the customer is still not satisfied, or receives no reply within 15 days of escalation, the "
                    "complaint may be escalated to the Principal Nodal Officer:",
                    "Ms. Harpreet Kaur Sandhu, General Manager – Customer Service, Beas Bank Limited, Head Office, G.T. "
                    "Road, Jalandhar – 144 001, Punjab. E-mail: pno@beasbank.example. Telephone: 0181-266-4000 "
                    "(10 am to 5 pm on working days).",
                    "Before the Bank sends a final reply rejecting a complaint in full or in part, the complaint is "
                    "reviewed by the Bank's Internal Ombudsman, an independent authority appointed under RBI "
                    "directions.",
                ],
            ),
        ],
    ),
    (
        "3. Time Limits for Resolving Complaints",
        [
            (
                "3.1 Acknowledgement and resolution",
                [
                    "Complaints are acknowledged on the same working day. The Bank aims to resolve complaints within 7 "
                    "working days at Level 1 and within 30 days of receipt in all cases. Where a complaint needs "
                    "information from another bank or a payment system operator, the customer is kept informed of the "
                    "progress. The Bank's final reply informs the customer of the option to approach the RBI Ombudsman.",
                ],
            ),
        ],
    ),
    (
        "4. Failed Transactions",
        [
            (
                "4.1 Turnaround time and compensation",
                [
                    "For failed electronic transactions, the Bank reverses the amount within the turnaround time (TAT) "
                    "given below. If the reversal is not made within the TAT, compensation is credited to the "
                    "customer's account without any claim being made. 'T' is the day of the transaction.",
                    (
                        "t",
                        ["Transaction type", "Description of the failure", "TAT for reversal", "Compensation payable"],
                        TAT_ROWS,
                        [3.5, 5.5, 2.5, 4.5],
                    ),
                ],
            ),
            (
                "4.2 ATM transactions",
                [
                    "If the account is debited but cash is not dispensed at a Beas Bank ATM or another bank's ATM, the "
                    "amount is reversed within 5 calendar days of the transaction (T + 5). The customer may report the "
                    "failure on 1800-266-4040 or Beas One > Help > ATM cash not received, but reversal and compensation "
                    "do not depend on a complaint.",
                    "If the reversal is made after T + 5 days, compensation of ₹100 per day of delay is credited to the "
                    "customer's account on the day of reversal. For example, for a failed withdrawal on 1 September "
                    "that is reversed on 9 September, compensation of ₹300 is paid for the three days of delay "
                    "(7, 8 and 9 September).",
                ],
            ),
            (
                "4.3 UPI and IMPS transactions",
                [
                    "If the account is debited but the beneficiary is not credited, the amount is reversed by T + 1 day; "
                    "for UPI payments to merchants where the merchant did not receive confirmation, by T + 5 days. "
                    "Delay beyond the TAT is compensated at ₹100 per day.",
                ],
            ),
            (
                "4.4 NACH and e-mandate debits",
                [
                    "If an account is debited under a mandate that the customer had cancelled at least one working day "
                    "before the debit date, the amount is reversed by T + 1 day, failing which compensation of ₹100 per "
                    "day is paid. Any charges levied by the Bank because of such a debit are also reversed.",
                ],
            ),
        ],
    ),
    (
        "5. Collection of Cheques",
        [
            (
                "5.1 Delay in collection",
                [
                    "Local cheques presented through the Cheque Truncation System are credited on the day of clearing. "
                    "Cheques payable at centres outside the clearing grid are collected within 7 days (state capitals), "
                    "10 days (other major cities) or 14 days (other centres). If collection is delayed beyond these "
                    "periods, the Bank pays interest, without any claim, as follows:",
                    (
                        "b",
                        [
                            "Savings bank rate for the period of delay beyond the stipulated period.",
                            "Fixed deposit rate for the corresponding period, for delays beyond 14 days.",
                            "Fixed deposit rate plus 2% for delays beyond 90 days.",
                        ],
                    ),
                    "Where the proceeds were to be credited to a loan or overdraft account, interest is paid at the rate "
                    "applicable to that account.",
                ],
            ),
            (
                "5.2 Instruments lost in transit",
                [
                    "If a cheque deposited for collection is lost in transit or in the clearing process, the Bank will "
                    "inform the customer as soon as it learns of the loss so that payment can be stopped and a "
                    "duplicate obtained. The Bank will pay interest at the rates in clause 5.1 for the period beyond "
                    "the stipulated collection period, interest at the savings bank rate for a further 15 days for "
                    "obtaining a duplicate, and the reasonable charges paid by the customer for the duplicate "
                    "instrument, up to ₹250.",
                ],
            ),
        ],
    ),
    (
        "6. Wrong Debits",
        [
            (
                "6.1 Erroneous debits",
                [
                    "If an account is debited in error by the Bank, the amount is reversed within one working day of "
                    "the error being identified or reported, where no third party is involved, and within 7 working "
                    "days where another bank or party is involved. Interest is paid at the savings bank rate for the "
                    "period of the wrong debit, or, for a loan account, the excess interest charged is reversed.",
                ],
            ),
            (
                "6.2 Cheques and mandates returned due to the Bank's error",
                [
                    "If a cheque or mandate debit is wrongly returned because of an error by the Bank (for example, "
                    "when the account had sufficient balance), the return charges are reversed and compensation of "
                    "₹250 per instance is paid. On request, the Bank will give a letter to the payee explaining that "
                    "the return was due to the Bank's error.",
                ],
            ),
        ],
    ),
    (
        "7. Unauthorised Electronic Transactions",
        [
            (
                "7.1 Zero liability",
                [
                    "The customer's liability is zero where an unauthorised transaction occurs because of contributory "
                    "fraud, negligence or deficiency on the part of the Bank, irrespective of whether the customer has "
                    "reported it; or because of a breach elsewhere in the system (neither the Bank's nor the "
                    "customer's fault) which the customer reports within 3 working days of receiving the transaction "
                    "alert.",
                ],
            ),
            (
                "7.2 Limited liability",
                [
                    "Where the customer has been negligent, for example by sharing an OTP, PIN or password, the customer "
                    "bears the entire loss until the transaction is reported; the Bank bears any loss after reporting. "
                    "Where the breach lies elsewhere in the system and the customer reports it after 3 working days, "
                    "the customer's maximum liability is:",
                    (
                        "t",
                        ["Type of account", "Reported within 4 to 7 working days", "Reported after 7 working days"],
                        [
                            ["Beas Saral (BSBD) and Beas Pension accounts", "₹5,000", "₹10,000"],
                            [
                                "Other savings accounts; current and overdraft accounts of individuals and MSMEs with a limit up "
                                "to ₹25 lakh; credit cards with a limit up to ₹5 lakh",
                                "₹10,000",
                                "₹25,000",
                            ],
                            [
                                "All other current, cash credit and overdraft accounts; credit cards with a limit above ₹5 lakh",
                                "₹25,000",
                                "Full amount, as decided by the Bank after review",
                            ],
                        ],
                        [7, 4, 4.5],
                    ),
                    "The number of working days is counted from the date the customer receives the alert, excluding the "
                    "date of receipt.",
                ],
            ),
            (
                "7.3 Shadow credit and resolution",
                [
                    "The Bank credits the disputed amount to the customer's account (shadow credit) within 10 working "
                    "days of the customer reporting the transaction, with value date of the unauthorised transaction. "
                    "The complaint is resolved and the customer's liability, if any, is established within 90 days of "
                    "reporting. If the Bank cannot resolve it within 90 days, the compensation in clause 7.1 is paid. "
                    "The burden of proving customer liability lies on the Bank.",
                ],
            ),
        ],
    ),
    (
        "8. Other Compensation",
        [
            (
                "8.1 Delayed credit of pension",
                [
                    "Where the credit of pension or pension arrears is delayed by the Bank, the Bank pays compensation "
                    "at 8% per annum for the period of delay. It is credited together with the delayed pension, without "
                    "any claim.",
                ],
            ),
            (
                "8.2 Release of property documents and gold ornaments",
                [
                    "Original property documents are returned within 30 days of full repayment and closure of the loan. "
                    "For a delay beyond 30 days for reasons attributable to the Bank, compensation of ₹5,000 per day of "
                    "delay is paid. If the documents are lost or damaged, the Bank will help the customer obtain "
                    "certified copies at its own cost and the period for compensation is extended by a further 30 days.",
                    "Gold ornaments pledged for a gold loan are released within 7 working days of closure of the loan, "
                    "failing which compensation of ₹5,000 per day of delay is paid.",
                ],
            ),
        ],
    ),
    (
        "9. Reserve Bank – Integrated Ombudsman Scheme",
        [
            (
                "9.1 Approaching the RBI Ombudsman",
                [
                    "If the complaint is not resolved within 30 days, or the customer is not satisfied with the Bank's "
                    "reply, the customer may approach the Ombudsman under the Reserve Bank – Integrated Ombudsman "
                    "Scheme, 2021. The complaint must be filed within one year of receiving the Bank's reply, or within "
                    "one year and 30 days of making the complaint if no reply was received.",
                    "Complaints can be filed online at cms.rbi.org.in, by e-mail to crpc@rbi.org.in, or by post to the "
                    "Centralised Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh "
                    "– 160 017. The RBI contact centre can be reached on 14448. The Ombudsman does not charge any fee.",
                ],
            ),
        ],
    ),
]


def make_policy():
    # core title deliberately left empty
    doc = new_doc(None, "Customer service policy", "compensation policy, grievance redressal, TAT, ombudsman")
    para(doc, "Beas Bank Limited", bold=True, size=16, align="center")
    para(doc, "Customer Compensation and Grievance Redressal Policy", bold=True, size=14, align="center")
    para(doc, "Version 6.0 – approved by the Board of Directors on 24 May 2025", italic=True, align="center")
    n = 0
    for chap, subs in POLICY:
        doc.add_heading(chap, level=1)
        for s, body in subs:
            doc.add_heading(s, level=2)
            emit(doc, body)
            n += 1
    doc.add_heading("10. Review of the Policy", level=1)
    para(
        doc,
        "The Policy is reviewed by the Customer Service Committee of the Board every year, or earlier if "
        "required by changes in RBI directions. The latest version is available on the Bank's website and, "
        "on request, at every branch.",
    )
    n += 1
    return save(doc, "compensation_grievance_policy.docx"), n


# ==========================================================================
# 10. Schedule of service charges  (Title, intro, H2 per group + table + notes)
# ==========================================================================
GST_NOTE = "Charges are exclusive of GST at 18%."
SCR = ["Service", "Charge (₹)", "Remarks"]
SCW = [6, 4.5, 5.5]

SCHEDULE = [
    (
        "Cheque Books",
        SCR,
        [
            ["Beas Saral", "10 leaves free per financial year; thereafter ₹4 per leaf", ""],
            ["Beas Classic", "25 leaves free per financial year; thereafter ₹4 per leaf", ""],
            ["Beas Privilege", "Free", "No limit"],
            ["Beas Salary Plus and Beas Pension", "50 leaves free per financial year; thereafter ₹4 per leaf", ""],
            ["Beas Young Star (minors aged 10 and above)", "10 leaves free per financial year", ""],
            ["Senior citizens (any variant)", "50 leaves free per financial year", ""],
            ["Delivery of cheque book", "Free", "Request on Beas One > Services > Cheque book"],
        ],
        GST_NOTE,
    ),
    (
        "Account Statements and Passbooks",
        SCR,
        [
            ["Monthly e-statement", "Free", "Sent to registered e-mail ID"],
            ["Statement download on Beas One / NetBanking", "Free", "Any period in the last 5 years"],
            ["Duplicate statement at branch – last 12 months", "100 per statement", ""],
            ["Duplicate statement at branch – older than 12 months", "200 per statement", ""],
            ["Passbook issue and updating", "Free", ""],
            ["Duplicate passbook", "100", "Free for Beas Saral and senior citizens"],
        ],
        GST_NOTE,
    ),
    (
        "ATM Transactions",
        SCR,
        [
            [
                "Beas Bank ATMs – Beas Classic and Beas Pension",
                "5 free transactions a month",
                "Financial and non-financial together",
            ],
            ["Beas Bank ATMs – Beas Privilege and Beas Salary Plus", "Unlimited free", ""],
            [
                "Other banks' ATMs – Beas Classic and Beas Pension",
                "3 free a month in the six metro centres*; 5 free a month elsewhere",
                "",
            ],
            ["Other banks' ATMs – Beas Privilege and Beas Salary Plus", "10 free a month anywhere in India", ""],
            ["Beas Saral", "4 free withdrawals a month across all channels", "Balance enquiry free"],
            ["Financial transaction beyond free limit", "23 per transaction", ""],
            ["Non-financial transaction beyond free limit", "10 per transaction", ""],
            ["Transaction declined for insufficient balance", "25 per transaction", ""],
            ["Cash withdrawal at ATMs abroad", "150 per withdrawal + 3.5% forex mark-up", ""],
            ["Balance enquiry at ATMs abroad", "25", ""],
        ],
        "*Mumbai, New Delhi, Chennai, Kolkata, Bengaluru and Hyderabad. " + GST_NOTE,
    ),
    (
        "Debit Cards",
        SCR,
        [
            ["Beas RuPay Classic – annual fee", "150", "Free on Beas Saral and Beas Young Star"],
            ["Beas RuPay Platinum – annual fee", "300", "Free on Beas Salary Plus and Beas Pension"],
            ["Beas Visa Signature – annual fee", "750", "Waived on Beas Privilege"],
            ["Replacement card (lost or damaged)", "200", "Renewal on expiry free"],
            ["PIN set / reset on Beas One or ATM", "Free", ""],
            ["Physical PIN mailer", "50", ""],
        ],
        None,
    ),
    (
        "SMS Alerts",
        SCR,
        [
            [
                "Transaction SMS alerts",
                "15 per quarter",
                "Free for Beas Saral, Beas Pension, Beas Young Star and senior citizens",
            ],
            ["OTP and security alerts", "Free", ""],
            ["WhatsApp alerts on 90410 90410", "Free", "Subscribe via WhatsApp"],
        ],
        GST_NOTE,
    ),
    (
        "Demand Drafts and Pay Orders",
        SCR,
        [
            ["Up to ₹10,000", "50", ""],
            ["₹10,001 to ₹1,00,000", "4 per ₹1,000 (minimum ₹60)", ""],
            ["Above ₹1,00,000", "3 per ₹1,000 (minimum ₹400, maximum ₹12,000)", ""],
            ["Cancellation or revalidation", "100 per instrument", ""],
            ["Duplicate demand draft", "150 per instrument", ""],
            ["Beas Privilege", "Free", "Up to 10 DDs a month"],
            ["Beas Pension", "Free", "DDs up to ₹25,000 each"],
        ],
        GST_NOTE + " Demand drafts of ₹50,000 and above are issued only by debit to the account, not against cash.",
    ),
    (
        "NEFT, RTGS and IMPS at Branch",
        SCR,
        [
            ["NEFT up to ₹10,000", "2", "Online NEFT, RTGS and IMPS on Beas One and NetBanking are free"],
            ["NEFT ₹10,001 to ₹1 lakh", "4", ""],
            ["NEFT above ₹1 lakh up to ₹2 lakh", "14", ""],
            ["NEFT above ₹2 lakh", "24", ""],
            ["RTGS ₹2 lakh to ₹5 lakh", "20", ""],
            ["RTGS above ₹5 lakh", "45", ""],
            ["IMPS at branch up to ₹1 lakh", "5", ""],
            ["IMPS at branch above ₹1 lakh up to ₹5 lakh", "15", ""],
        ],
        GST_NOTE,
    ),
    (
        "Cash Deposit Handling",
        SCR,
        [
            [
                "Cash deposit at home branch – Beas Classic",
                "First 3 deposits a month or ₹1 lakh a month free, "
                "whichever is earlier; thereafter ₹4 per ₹1,000 (minimum ₹50)",
                "",
            ],
            ["Cash deposit at non-home branch", "Up to ₹25,000 a day free; thereafter ₹4 per ₹1,000 (minimum ₹50)", ""],
            ["Beas Privilege", "Free up to ₹5 lakh a month at any branch", "Beyond: ₹4 per ₹1,000"],
            ["Beas Saral, Beas Salary Plus, Beas Pension, Beas Young Star", "Free", ""],
            ["Cash deposit machines", "5 deposits a month free; thereafter ₹25 per deposit", ""],
            ["Cash deposit by a third party", "50 per deposit", "Depositor's ID required"],
        ],
        GST_NOTE + " PAN (or Form 60) is required for cash deposits of ₹50,000 and above.",
    ),
    (
        "Cheque Returns, Mandate Returns and Standing Instructions",
        SCR,
        [
            ["Cheque deposited by you and returned unpaid (outward return)", "150 per cheque", ""],
            [
                "Cheque issued by you returned for insufficient funds (inward return)",
                "500 for the first return in a financial year; 750 for each later return",
                "",
            ],
            ["Cheque returned for technical reasons not attributable to the customer", "Nil", ""],
            ["NACH / e-mandate / auto-debit return", "500 per return", "Maximum three charges in a calendar month"],
            [
                "Standing instruction failure for insufficient balance",
                "200 per failure",
                "SI cancelled after 3 consecutive failures",
            ],
            ["Standing instruction set-up or cancellation", "Free", ""],
        ],
        GST_NOTE,
    ),
    (
        "Stop Payment",
        SCR,
        [
            ["Stop payment of a single cheque at branch", "100 per instrument", ""],
            ["Stop payment of a range of cheques at branch", "300 per range", ""],
            ["Stop payment on Beas One / NetBanking", "50 per instrument", ""],
            ["Beas Privilege", "Free", ""],
            ["Revocation of stop payment", "Free", ""],
        ],
        GST_NOTE,
    ),
    (
        "Signature Verification and Certificates",
        SCR,
        [
            ["Signature verification", "150 per instance", ""],
            ["Photograph attestation", "150 per instance", ""],
            ["Balance certificate", "150 per certificate", "Free once a financial year"],
            ["Interest certificate", "Free on Beas One; 100 at branch for a duplicate", "Free for senior citizens"],
            ["No-dues certificate / NOC on loan closure", "Free", "Reissue: first free, thereafter 500"],
            ["TDS certificate (Form 16A)", "Free", "Download on Beas One"],
        ],
        GST_NOTE,
    ),
    (
        "Doorstep Banking and Other Services",
        SCR,
        [
            [
                "Doorstep banking visit",
                "75 per visit",
                "First 3 visits a month free for persons with disabilities; "
                "life-certificate visits in October–November free for pensioners aged 80+",
            ],
            ["Account closure within 14 days of opening", "Nil", ""],
            [
                "Account closure after 14 days and within 12 months",
                "500",
                "Nil for Beas Saral, Beas Young Star and deceased accounts",
            ],
            ["Account closure after 12 months", "Nil", ""],
            ["Reactivation of inoperative account", "Nil", ""],
            ["Registration or change of nomination", "Nil", ""],
        ],
        None,
    ),
]

AMB_ROWS = [
    ["Beas Saral", "All", "Nil", "Nil", "Nil"],
    ["Beas Classic", "Metro / Urban", "2,500", "150", "250"],
    ["Beas Classic", "Semi-urban", "1,500", "100", "200"],
    ["Beas Classic", "Rural", "1,000", "75", "150"],
    ["Beas Privilege", "All", "25,000 (or linked FD of 1,50,000)", "300", "500"],
    ["Beas Salary Plus", "All", "Nil while salary is credited", "Nil", "Nil"],
    ["Beas Young Star", "All", "1,000", "Nil", "Nil"],
    ["Beas Pension", "All", "Nil", "Nil", "Nil"],
]

LOCKER_ROWS = [
    ["Small (A)", "2,000", "1,500", "1,000"],
    ["Medium (B)", "4,000", "3,000", "2,000"],
    ["Large (C)", "8,000", "6,000", "4,000"],
    ["Extra Large (D)", "12,000", "9,000", "6,000"],
]


def make_schedule():
    doc = new_doc(
        "Beas Bank – Schedule of Service Charges",
        "Service charges",
        "service charges, fees, locker rent, ATM charges, cheque book, DD, NEFT",
    )
    doc.add_paragraph("Schedule of Service Charges – Savings Accounts and General Services", style="Title")
    para(
        doc,
        "Applicable to individual customers with effect from 1 August 2025. Charges are reviewed every "
        "year; customers are informed of any change at least 30 days in advance by SMS, e-mail and notice "
        "at branches. Charges for loans and credit cards are given in the respective product pages and in "
        "the Most Important Terms and Conditions.",
    )
    n = 0
    # group 1: minimum balance, merged header
    doc.add_heading("Minimum Balance and Non-maintenance Charges", level=2)
    table_merged_header(
        doc,
        [
            "Account variant",
            "Branch location",
            "Required average monthly balance (₹)",
            "Charge per month for shortfall (₹)",
        ],
        ["Shortfall up to 50%", "Shortfall above 50%"],
        AMB_ROWS,
        lead_cols=3,
        widths=[3.5, 3, 4, 3, 3],
    )
    para(
        doc,
        "Note: " + GST_NOTE + " Non-maintenance charges are never levied so as to make the balance "
        "negative. Customers are alerted by SMS when the balance falls below the required level and are "
        "given one month to restore it.",
        italic=True,
        size=9,
    )
    n += 1
    for title, hdr, rows, note in SCHEDULE:
        doc.add_heading(title, level=2)
        table(doc, hdr, rows, widths=SCW)
        if note:
            para(doc, "Note: " + note, italic=True, size=9)
        n += 1
        if title == "Signature Verification and Certificates":
            # lockers placed before the last group
            doc.add_heading("Safe Deposit Lockers", level=2)
            table_merged_header(
                doc,
                ["Locker size", "Annual rent (₹), payable in advance"],
                ["Metro / Urban", "Semi-urban", "Rural"],
                LOCKER_ROWS,
                lead_cols=1,
                widths=[4, 4, 4, 4],
            )
            table(
                doc,
                SCR,
                [
                    ["One-time registration", "500", "Per locker"],
                    ["Locker visits", "12 free a year; thereafter 100 per visit", ""],
                    ["Late payment of rent", "10% of the annual rent", "Levied after 3 months"],
                    ["Break-open charges", "At actuals", "Plus new lock at cost"],
                    ["Security term deposit", "3 years' rent + break-open charges", "Earns FD interest"],
                    ["Beas Privilege", "25% discount on the rent of one locker", ""],
                ],
                widths=SCW,
            )
            para(
                doc,
                "Note: " + GST_NOTE + " Lockers are allotted in order of the waiting list maintained at each branch.",
                italic=True,
                size=9,
            )
            n += 1
    return save(doc, "schedule_of_charges.docx"), n


# ==========================================================================
MAKERS = [
    make_savings,
    make_pension,
    make_term,
    make_vehicle,
    make_gold,
    make_payments,
    make_cards,
    make_mitc,
    make_policy,
    make_schedule,
]

if __name__ == "__main__":
    total = 0
    for mk in MAKERS:
        path, n = mk()
        total += n
        print(f"{os.path.basename(path):40s} {n:4d} items")
    print(f"{'TOTAL':40s} {total:4d} items")
