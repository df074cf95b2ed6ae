"""Small business (MSME) loans FAQ - headings formatted by hand, no styles.

Format: everything is in the Normal style. Categories are 16 pt bold coloured
Normal paragraphs, questions are 14 pt bold Normal paragraphs, answers are
11 pt. Bullets are typed by hand ("•" + tab with a hanging indent). Some
answers contain external hyperlinks (w:hyperlink).
"""

import re

from common import F, add_hyperlink, add_marked_text, drop_thumbnail, fill_table, save, set_app_props, set_core
from docx import Document
from docx.shared import Cm, Pt

TITLE = "Business Loans for Micro, Small and Medium Enterprises – FAQs"
CAT_COLOR = "1F6E43"
Q_COLOR = "000000"

LINK = re.compile(r"\[\[(.+?)\|(.+?)\]\]")

SECTIONS = [
    (
        "Mudra loans (Pradhan Mantri MUDRA Yojana)",
        [
            (
                "What is a Mudra loan and how much can I borrow?",
                [
                    "Mudra loans under the Pradhan Mantri MUDRA Yojana (PMMY) are for non-farm income-generating micro enterprises in manufacturing, trading and services, and for activities allied to agriculture such as dairy, poultry and bee-keeping. There are four categories:",
                    (
                        "table",
                        ["Category", "Loan amount", "Who it is for"],
                        [
                            ["Shishu", "Up to ₹50,000", "Start-ups and very small units"],
                            ["Kishore", "₹50,001 to ₹5,00,000", "Established small units"],
                            ["Tarun", "₹5,00,001 to ₹10,00,000", "Growing units"],
                            [
                                "Tarun Plus",
                                "₹10,00,001 to ₹20,00,000",
                                "Only for borrowers who have taken and fully repaid a Tarun loan",
                            ],
                        ],
                    ),
                ],
            ),
            (
                "What interest rate and processing fee apply to Mudra loans?",
                [
                    f"Mudra loans carry a floating rate linked to the Tapti Repo Linked Lending Rate (TRLLR), currently {F['trllr']} p.a.:",
                    (
                        "ul",
                        [
                            "Shishu: TRLLR + 1.00% = 9.75% p.a. – no processing fee.",
                            "Kishore: TRLLR + 1.50% = 10.25% p.a. – no processing fee.",
                            "Tarun and Tarun Plus: TRLLR + 2.00% = 10.75% p.a. – processing fee 0.50% of the loan amount + GST.",
                        ],
                    ),
                ],
            ),
            (
                "Do I need collateral or a guarantor for a Mudra loan?",
                [
                    "No. Mudra loans are given without collateral security and without a third-party guarantee. The machinery, equipment or stock bought with the loan is hypothecated to the bank. The loans are covered by the Credit Guarantee Fund for Micro Units (CGFMU); Tapti Bank does not recover the guarantee fee from Shishu and Kishore borrowers.",
                ],
            ),
            (
                "How do I apply for a Mudra loan?",
                [
                    f"Apply at any Tapti Bank branch, on the government's [[https://www.jansamarth.in|JanSamarth portal]], or online at [[https://{F['website']}/business/mudra|{F['website']}/business/mudra]]. Keep these documents ready:",
                    (
                        "ul",
                        [
                            "KYC of the applicant (PAN and Aadhaar) and two photographs.",
                            "Proof of business: Udyam Registration Certificate (register free at [[https://udyamregistration.gov.in|udyamregistration.gov.in]]), GST registration or shop and establishment licence.",
                            "Quotation for the machinery or equipment to be bought.",
                            "For Kishore, Tarun and Tarun Plus: income tax returns of the last 2 years (if filed) and projected balance sheet and profit and loss account for the loan period.",
                        ],
                    ),
                    "Applications for loans of up to ₹5 lakh are decided within 14 days, and larger applications within 4 weeks, of receipt of a complete application.",
                ],
            ),
            (
                "What is a Mudra card?",
                [
                    "For the working capital part of a Shishu or Kishore loan, we can give you a Mudra card – a RuPay debit card linked to an overdraft account. You can withdraw from the overdraft at ATMs and pay suppliers at POS terminals as and when needed, and interest is charged only on the amount used.",
                ],
            ),
        ],
    ),
    (
        "Working capital limits",
        [
            (
                "What working capital facilities does Tapti Bank offer?",
                [
                    "Cash credit against hypothecation of stock and receivables, overdraft, bill discounting, bank guarantees and letters of credit, for limits from ₹10 lakh to ₹25 crore. Limits are sanctioned for 12 months and renewed every year on the basis of your latest financial statements.",
                ],
            ),
            (
                "How is my working capital limit worked out?",
                [
                    "For limits of up to ₹5 crore we use the turnover method: your working capital requirement is taken as 25% of your projected annual turnover. You bring 5% of the turnover as margin and the bank finances the remaining 20%.",
                    "Example: projected annual turnover ₹2 crore. Working capital requirement = ₹50 lakh; your margin = ₹10 lakh; the bank's limit = **₹40 lakh**.",
                    "For limits above ₹5 crore, the limit is assessed on your cash budget or projected balance sheet.",
                ],
            ),
            (
                "What is drawing power, and how often do I have to submit a stock statement?",
                [
                    f"Drawing power (DP) is the amount you can actually draw within the sanctioned limit. It is recalculated every month from the stock statement, which must be submitted by the 10th of the following month in {F['netbanking']} > Business > Stock Statement or at the branch.",
                    "DP = (value of stock − unpaid creditors) × 75% + receivables not older than 90 days × 60%.",
                    "Example: stock ₹30 lakh, unpaid creditors ₹6 lakh, receivables ₹20 lakh of which ₹4 lakh are older than 90 days. DP = ₹24 lakh × 75% + ₹16 lakh × 60% = ₹18 lakh + ₹9.6 lakh = **₹27.6 lakh**, subject to the sanctioned limit.",
                    "If the stock statement is late, a charge of ₹500 + GST per month of delay applies and the DP may be reduced.",
                ],
            ),
            (
                "What interest rate and charges apply to working capital limits?",
                [
                    "Interest is TRLLR plus 1.50% to 4.50% p.a. (10.25% to 13.25% p.a. at the current TRLLR), depending on your internal rating from TB1 (best) to TB8. Interest is charged monthly on the daily balance used.",
                    (
                        "table",
                        ["Charge", "Amount (+ GST)"],
                        [
                            ["Processing fee at sanction", "1% of the limit, minimum ₹5,000"],
                            ["Annual renewal fee", "0.50% of the limit"],
                            [
                                "Commitment charge (limits of ₹5 crore and above)",
                                "0.25% p.a. on the unused portion when average utilisation in a quarter is below 60%",
                            ],
                            ["Late submission of stock statement", "₹500 per month of delay"],
                            ["Stock audit (limits above ₹5 crore)", "At actuals, as billed by the auditor"],
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Collateral-free loans under government guarantee schemes",
        [
            (
                "Can I get a business loan without collateral?",
                [
                    "Yes. Loans of up to ₹10 lakh to micro and small enterprises (MSEs) are always given without collateral, as required by the Reserve Bank of India. Above that, Tapti Bank gives loans of up to ₹5 crore per borrower to MSEs without collateral or third-party guarantee, with cover from the Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE).",
                ],
            ),
            (
                "What does the CGTMSE guarantee cost?",
                [
                    "The borrower pays an annual guarantee fee (AGF) to CGTMSE through the bank, on the sanctioned amount in the first year and on the outstanding amount in later years:",
                    (
                        "table",
                        ["Loan amount", "Annual guarantee fee (% p.a.)"],
                        [
                            ["Up to ₹10 lakh", "0.37%"],
                            ["Above ₹10 lakh up to ₹50 lakh", "0.55%"],
                            ["Above ₹50 lakh up to ₹1 crore", "0.60%"],
                            ["Above ₹1 crore up to ₹2 crore", "1.20%"],
                            ["Above ₹2 crore up to ₹5 crore", "1.35%"],
                        ],
                    ),
                    "The fee is reduced by 10% for eligible categories such as enterprises owned by women or SC/ST entrepreneurs and units in the North Eastern Region. Details are on [[https://www.cgtmse.in|www.cgtmse.in]].",
                ],
            ),
            (
                "Who is eligible for a CGTMSE-covered loan?",
                [
                    "New and existing micro and small enterprises in manufacturing and services, including retail trade, with a Udyam Registration Certificate. Loans for agriculture, self-help groups and educational or training institutions are not covered. The borrower must not be a defaulter with any bank.",
                ],
            ),
            (
                "Is there a scheme for women and SC/ST entrepreneurs?",
                [
                    "Yes – Stand-Up India. Loans of ₹10 lakh to ₹1 crore are given to SC/ST and women entrepreneurs aged 18 years and above for setting up a new (greenfield) enterprise in manufacturing, services, trading or activities allied to agriculture. In non-individual enterprises, at least 51% of the shares must be held by SC/ST or women entrepreneurs. The borrower contributes at least 10% of the project cost. The loan can be repaid over up to 7 years, with a moratorium of up to 18 months. Apply at a branch or on [[https://www.standupmitra.in|www.standupmitra.in]].",
                ],
            ),
        ],
    ),
    (
        "Tapti GST Business OD (overdraft for GST-registered businesses)",
        [
            (
                "What is the Tapti GST Business OD and who can get it?",
                [
                    "An overdraft for GST-registered businesses, sanctioned on the basis of your GST returns instead of audited financial statements. The limit is up to 20% of your annual turnover as per the GSTR-3B returns of the last 12 months, with a minimum of ₹5 lakh and a maximum of ₹50 lakh.",
                    (
                        "ul",
                        [
                            "Business vintage of at least 3 years, and GST registration.",
                            "GSTR-3B filed for the last 12 months without a break, with not more than 2 late filings.",
                            "Credit score of the proprietor, partners or directors of 700 or above.",
                        ],
                    ),
                    f"Processing fee: 1% of the limit + GST. Apply at [[https://{F['website']}/business/gst-od|{F['website']}/business/gst-od]].",
                ],
            ),
            (
                "How much interest will I pay on the GST OD?",
                [
                    "Interest is TRLLR + 3.00%, that is 11.75% p.a. at the current TRLLR, charged only on the amount you use, on the daily balance. Interest is debited on the last day of each month and must be paid by the 7th of the following month.",
                    "Example: if you use ₹10 lakh for 15 days in a month, the interest is ₹10,00,000 × 11.75% × 15 ÷ 365 = **₹4,828.77**.",
                ],
            ),
            (
                "What documents are needed for the GST OD?",
                [
                    (
                        "ul",
                        [
                            "GSTIN, and your consent (by OTP on the GST-registered mobile number) for the bank to fetch your GST returns.",
                            "Bank statements of the last 12 months (can be shared through an Account Aggregator).",
                            "KYC of the proprietor, partners or directors, and the Udyam Registration Certificate.",
                            "For limits above ₹25 lakh: income tax returns of the last 2 years.",
                        ],
                    ),
                ],
            ),
            (
                "Do I need collateral for the GST OD?",
                [
                    "Limits of up to ₹25 lakh are collateral-free, with CGTMSE cover (the annual guarantee fee is paid by the borrower). For limits above ₹25 lakh and up to ₹50 lakh, a fixed deposit of at least 25% of the limit under lien, or a mortgage of residential or commercial property, is required.",
                ],
            ),
            (
                "How is the GST OD renewed?",
                [
                    "The limit is reviewed every 12 months on the basis of the GSTR-3B returns of the latest 12 months. If your turnover has fallen by more than 20%, or if returns have been filed late more than twice, the limit may be reduced. The renewal fee is 0.25% of the limit + GST.",
                ],
            ),
        ],
    ),
    (
        "Repayment",
        [
            (
                "Are there charges for prepaying a business term loan?",
                [
                    "No prepayment charges apply to floating-rate term loans to micro and small enterprises. For fixed-rate term loans, a charge of 2% of the amount prepaid + GST applies if the prepayment is made from borrowed funds (for example, a takeover by another lender); no charge applies if you prepay from your own funds.",
                ],
            ),
            (
                "What happens if I cannot pay an instalment on time?",
                [
                    "Please speak to your branch or relationship manager as early as possible; the bank can consider rescheduling or restructuring under the Reserve Bank of India framework for MSMEs. Overdue accounts are classified as follows, counting from the due date:",
                    (
                        "table",
                        ["Days overdue", "Classification"],
                        [
                            ["1 to 30 days", "SMA-0 (special mention account)"],
                            ["31 to 60 days", "SMA-1"],
                            ["61 to 90 days", "SMA-2"],
                            ["More than 90 days", "Non-performing asset (NPA)"],
                        ],
                    ),
                ],
            ),
        ],
    ),
]


def para_text(p, text, size=11, bold_all=False, color=None):
    pos = 0
    for m in LINK.finditer(text):
        if m.start() > pos:
            add_marked_text(p, text[pos : m.start()], size=size, bold_all=bold_all, color=color)
        add_hyperlink(p, m.group(1), m.group(2), size=size)
        pos = m.end()
    if pos < len(text):
        add_marked_text(p, text[pos:], size=size, bold_all=bold_all, color=color)


def build():
    doc = Document()
    drop_thumbnail(doc)
    normal = doc.styles["Normal"]
    normal.font.name = "Calibri"
    normal.font.size = Pt(11)
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(2.2)

    p = doc.add_paragraph()
    para_text(p, TITLE, size=20, bold_all=True, color=CAT_COLOR)
    p = doc.add_paragraph()
    para_text(
        p,
        f"{F['bank_legal']} – MSME Banking. Updated 1 October 2025. TRLLR: {F['trllr']} p.a. with effect from {F['trllr_date']}. "
        f"Call {F['toll_free']} (option {F['ivr_loans']}) or visit [[https://{F['website']}/business|{F['website']}/business]].",
        size=10,
    )

    items = 0
    for cat, qs in SECTIONS:
        p = doc.add_paragraph()
        p.paragraph_format.space_before = Pt(18)
        p.paragraph_format.keep_with_next = True
        para_text(p, cat, size=16, bold_all=True, color=CAT_COLOR)
        for q, blocks in qs:
            items += 1
            p = doc.add_paragraph()
            p.paragraph_format.space_before = Pt(10)
            p.paragraph_format.keep_with_next = True
            para_text(p, q, size=14, bold_all=True)
            for b in blocks:
                if isinstance(b, str):
                    para_text(doc.add_paragraph(), b, size=11)
                elif b[0] == "ul":
                    for li in b[1]:
                        lp = doc.add_paragraph()
                        lp.paragraph_format.left_indent = Cm(1.0)
                        lp.paragraph_format.first_line_indent = Cm(-0.5)
                        lp.paragraph_format.space_after = Pt(2)
                        lp.paragraph_format.tab_stops.add_tab_stop(Cm(1.0))
                        para_text(lp, "•\t" + li, size=11)
                elif b[0] == "table":
                    fill_table(doc, b[1], b[2], style="Table Grid", size=10, header_fill="E2EFDA")
                    doc.add_paragraph()
    set_core(doc, title="MSME loans FAQ", author="Harsh Vora", last_modified_by="Harsh Vora", revision=3)
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "msme_business_loans_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
