"""Habit 7: one big FAQ booklet (retail loans). Title, a typed table of contents with
dot leaders and page numbers, categories as Heading 1 (each on a new page), questions as
Heading 2 paragraphs that begin with a typed "Q.1", "Q.2", ...; answers refer to other
questions ("see Q.12")."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls

FILE = "Retail_Loans_FAQ_Booklet.docx"

CATS = [
    (
        "General Information",
        [
            (
                "What retail loans does the Bank offer?",
                [
                    ("p", "The Bank offers the following retail loans to individuals:"),
                    (
                        "ul",
                        [
                            "Sabarmati Griha Loan – for purchase, construction, extension and repair of a house",
                            "Sabarmati Vahan Loan – for purchase of new and used cars",
                            "Sabarmati Personal Loan – for salaried employees and pensioners, for any personal purpose",
                            "Sabarmati Vidya Loan and Sabarmati Swarna (gold) Loan – covered in a separate FAQ",
                        ],
                    ),
                    (
                        "p",
                        "Applications can be made at any branch, through Internet Banking, or online at www.sabarmatibank.example/loans.",
                    ),
                ],
            ),
            (
                "What is the Repo Linked Lending Rate (RLLR)?",
                [
                    (
                        "p",
                        "RLLR is the external benchmark rate to which the Bank's floating-rate home loans are linked. It is the RBI policy repo rate plus a spread of 3.75%. The current RLLR is 9.25% (repo rate 5.50%) w.e.f. 15-06-2026.",
                    ),
                    (
                        "p",
                        "Whenever the repo rate changes, the RLLR and the interest rate on linked loans are reset from the 1st day of the following month. The borrower is informed of the reset by SMS and email.",
                    ),
                ],
            ),
            (
                "How does my credit score affect the interest rate?",
                [
                    (
                        "p",
                        "The interest rate on home, car and personal loans depends on the CIBIL score of the applicant (the lower score in case of joint applicants). Borrowers with higher scores get lower rates. The rates by score band are given in Q.6 (home loan), Q.21 (car loan) and Q.31 (personal loan).",
                    ),
                    (
                        "p",
                        "Applicants with no credit history (new-to-credit) are treated as falling in the lowest band unless they have a salary account with the Bank.",
                    ),
                ],
            ),
        ],
    ),
    (
        "Home Loan",
        [
            (
                "Who is eligible for a home loan?",
                [
                    (
                        "ul",
                        [
                            "Resident Indians and NRIs (see Q.17) aged 21 to 65 years",
                            "Salaried persons with a minimum net monthly income of ₹25,000 and at least 2 years of service",
                            "Self-employed persons and professionals with at least 2 years of business continuity and a minimum annual income of ₹3 lakh as per ITR",
                        ],
                    ),
                    (
                        "p",
                        "The loan must be fully repaid before the borrower attains 70 years of age. Spouse, parents or children may be added as co-applicants to increase eligibility.",
                    ),
                ],
            ),
            (
                "How much home loan can I get?",
                [
                    (
                        "p",
                        "The loan amount is the lower of (a) the amount based on repayment capacity and (b) the loan-to-value limit below:",
                    ),
                    (
                        "table",
                        [
                            ["Loan amount", "Maximum loan as % of property cost"],
                            ["Up to ₹30 lakh", "90%"],
                            ["Above ₹30 lakh and up to ₹75 lakh", "80%"],
                            ["Above ₹75 lakh", "75%"],
                        ],
                    ),
                    (
                        "p",
                        "The total EMIs of all loans, including the proposed loan, should not exceed 50% of the net monthly income for incomes up to ₹1 lakh per month, and 60% above ₹1 lakh. Stamp duty and registration charges are not included in the property cost.",
                    ),
                ],
            ),
            (
                "What is the rate of interest on home loans?",
                [
                    (
                        "p",
                        "Home loans are offered only on floating rates linked to RLLR (see Q.2). The current rates are:",
                    ),
                    (
                        "table",
                        [
                            ["CIBIL score", "Rate of interest", "Spread over RLLR"],
                            ["800 and above", "8.40%", "RLLR – 0.85%"],
                            ["750 to 799", "8.55%", "RLLR – 0.70%"],
                            ["700 to 749", "8.85%", "RLLR – 0.40%"],
                            ["Below 700 / new-to-credit", "9.35%", "RLLR + 0.10%"],
                        ],
                    ),
                    ("p", "A concession of 0.05% is available to women borrowers (see Q.18)."),
                ],
            ),
            (
                "What is the processing fee for a home loan?",
                [
                    (
                        "p",
                        "0.35% of the loan amount, subject to a minimum of ₹2,000 and a maximum of ₹15,000, plus GST. For takeover of home loans from other banks, 50% of the processing fee is waived. Legal and valuation charges are payable at actuals.",
                    ),
                ],
            ),
            (
                "What is the maximum repayment period for a home loan?",
                [
                    (
                        "p",
                        "Up to 30 years, or till the borrower attains 70 years of age, whichever is earlier. The loan is repaid in Equated Monthly Instalments (EMIs) by standing instruction or NACH mandate.",
                    ),
                ],
            ),
            (
                "Can I prepay or foreclose my home loan? What are the charges?",
                [
                    (
                        "p",
                        "Yes. Part-prepayment of any amount and foreclosure are allowed at any time. Since all home loans are on floating rates, no prepayment or foreclosure charges are levied, whatever the source of funds.",
                    ),
                    (
                        "p",
                        "After a part-prepayment, the borrower may choose to reduce the EMI or the remaining tenure. The original title deeds are returned within 30 days of closure of the loan.",
                    ),
                ],
            ),
            (
                "What documents are required for a home loan?",
                [
                    (
                        "p",
                        "Along with the loan application form and KYC documents of all applicants, the following are required:",
                    ),
                    (
                        "ul",
                        [
                            "Salaried: salary slips for the last 3 months, Form 16 or ITR for the last 2 years, bank statement for the last 6 months",
                            "Self-employed: ITR with computation of income for the last 3 years, audited balance sheet and profit and loss account for 3 years, proof of business",
                            "Property: agreement for sale, title deeds with chain of 30 years, approved building plan, NOC from the society or builder, allotment letter and payment receipts",
                        ],
                    ),
                ],
            ),
            (
                "Is insurance compulsory for a home loan?",
                [
                    (
                        "p",
                        "Insurance of the property against fire, earthquake, flood and other perils for its full value is compulsory throughout the loan period, with the Bank's interest noted on the policy.",
                    ),
                    (
                        "p",
                        "Life cover for the loan amount is optional. Borrowers may opt for the Sabarmati Griha Suraksha group policy, whose single premium can be financed as part of the loan.",
                    ),
                ],
            ),
            (
                "Can I transfer my home loan from another bank to Sabarmati Bank?",
                [
                    ("p", "Yes, existing home loans can be taken over (balance transfer) if:"),
                    (
                        "ul",
                        [
                            "the loan has been running for at least 12 months,",
                            "there has been no overdue in the last 12 months, and",
                            "the borrower meets the Bank's eligibility norms (see Q.4).",
                        ],
                    ),
                    (
                        "p",
                        "A top-up loan can be sanctioned along with the takeover (see Q.13). The processing fee concession for takeover is given in Q.7.",
                    ),
                ],
            ),
            (
                "What is a top-up loan and who can get it?",
                [
                    (
                        "p",
                        "A top-up loan is an additional loan to existing home loan borrowers for any personal purpose other than speculation. Borrowers who have repaid at least 12 EMIs regularly are eligible for a top-up of up to ₹50 lakh, subject to the overall loan-to-value limit in Q.5. The interest rate is 0.25% above the applicable home loan rate.",
                    ),
                ],
            ),
            (
                "How is the loan disbursed for an under-construction property?",
                [
                    (
                        "p",
                        "The loan is disbursed in stages directly to the builder, in line with the stage of construction certified by the Bank's engineer or the builder's demand letter. The borrower's own contribution (margin) must be paid before the Bank's disbursement starts.",
                    ),
                ],
            ),
            (
                "When does the EMI start for an under-construction property?",
                [
                    (
                        "p",
                        "Until the final disbursement, only interest on the amount disbursed (pre-EMI interest) is payable every month. Full EMIs start from the month after the final disbursement, or 36 months from the first disbursement, whichever is earlier.",
                    ),
                ],
            ),
            (
                "What tax benefits are available on a home loan?",
                [
                    (
                        "p",
                        "Under the old tax regime, interest of up to ₹2,00,000 per year on a loan for a self-occupied house is deductible under Section 24(b), and principal repayment of up to ₹1,50,000 under Section 80C. A provisional interest certificate is available in Internet Banking in January every year and the final certificate after 31 March.",
                    ),
                ],
            ),
            (
                "Can NRIs avail a home loan?",
                [
                    (
                        "p",
                        "Yes. NRIs and OCIs employed abroad for at least 2 years with a minimum income of USD 3,000 per month can avail a home loan for a house in India. A resident close relative must be appointed as power of attorney holder. EMIs must be paid from NRE/NRO accounts or inward remittances. Maximum tenure is 20 years.",
                    ),
                ],
            ),
            (
                "What is the concession for women borrowers?",
                [
                    (
                        "p",
                        "A concession of 0.05% in the rate of interest is given if a woman is the sole borrower or the first applicant and a co-owner of the property.",
                    ),
                ],
            ),
        ],
    ),
    (
        "Car Loan",
        [
            (
                "Who is eligible for a car loan?",
                [
                    (
                        "ul",
                        [
                            "Salaried persons aged 21 to 65 years with a minimum gross annual income of ₹3 lakh",
                            "Self-employed persons and professionals with a minimum annual income of ₹4 lakh as per ITR",
                            "Agriculturists with a minimum net annual income of ₹4 lakh",
                        ],
                    ),
                ],
            ),
            (
                "How much car loan can I get?",
                [
                    (
                        "p",
                        "Up to 90% of the on-road price of a new car, which includes registration charges, insurance and extended warranty. The maximum loan is 48 times the net monthly income for salaried persons, or 4 times the net annual income for others.",
                    ),
                ],
            ),
            (
                "What is the rate of interest on car loans?",
                [
                    ("p", "Car loans are offered on fixed rates for the entire tenure:"),
                    (
                        "table",
                        [
                            ["CIBIL score", "Rate of interest"],
                            ["800 and above", "8.85%"],
                            ["750 to 799", "9.10%"],
                            ["700 to 749", "9.60%"],
                            ["Below 700 / new-to-credit", "10.10%"],
                        ],
                    ),
                    ("p", "A concession of 0.25% is given for electric vehicles."),
                ],
            ),
            (
                "What is the processing fee for a car loan?",
                [
                    (
                        "p",
                        "0.25% of the loan amount, subject to a minimum of ₹1,000 and a maximum of ₹7,500, plus GST. The processing fee is waived in full during festive campaigns announced by the Bank.",
                    ),
                ],
            ),
            (
                "What is the maximum repayment period for a car loan?",
                [
                    ("p", "Up to 7 years (84 months) for a new car and up to 5 years for a used car (see Q.26)."),
                ],
            ),
            (
                "Can I prepay or foreclose my car loan?",
                [
                    (
                        "p",
                        "Part-prepayment of up to 25% of the outstanding balance is allowed once in a financial year without any charge. Foreclosure charges are:",
                    ),
                    (
                        "ul",
                        [
                            "Within 24 months of the first disbursement: 2% of the outstanding amount plus GST",
                            "After 24 months: Nil",
                        ],
                    ),
                    (
                        "p",
                        "Unlike home loans (see Q.9), car loans are on fixed rates and hence attract foreclosure charges.",
                    ),
                ],
            ),
            (
                "What documents are required for a car loan?",
                [
                    (
                        "ul",
                        [
                            "Loan application with two photographs and KYC documents",
                            "Income proof: salary slips for the last 3 months or ITR for the last 2 years",
                            "Bank statement for the last 6 months",
                            "Proforma invoice (quotation) from the dealer",
                        ],
                    ),
                ],
            ),
            (
                "Is a loan available for a used car?",
                [
                    (
                        "p",
                        "Yes, for cars not more than 5 years old at the time of purchase, up to 75% of the value assessed by the Bank's approved valuer. The age of the car plus the loan tenure should not exceed 8 years. The rate of interest is 1.50% above the new car rate.",
                    ),
                ],
            ),
            (
                "Can I transfer my car loan from another bank?",
                [
                    (
                        "p",
                        "No. Takeover of car loans from other banks and NBFCs is not permitted. Takeover is available for home loans (see Q.12) and for personal loans of Government employees (see Q.37).",
                    ),
                ],
            ),
            (
                "How is the hypothecation removed after closure of the car loan?",
                [
                    (
                        "p",
                        "After the loan is fully repaid, the Bank issues a No Dues Certificate and Form 35 within 7 working days. The borrower should submit these to the Regional Transport Office to remove the hypothecation from the registration certificate, and inform the insurer to remove the Bank's name from the policy.",
                    ),
                ],
            ),
        ],
    ),
    (
        "Personal Loan",
        [
            (
                "Who is eligible for a personal loan?",
                [
                    (
                        "p",
                        "Permanent employees of Central and State Governments, PSUs, educational institutions and reputed private companies, aged 21 to 58 years, with a minimum net monthly income of ₹15,000. Preference is given to customers whose salary account is with the Bank.",
                    ),
                ],
            ),
            (
                "How much personal loan can I get?",
                [
                    (
                        "p",
                        "Up to 24 times the net monthly income, subject to a minimum of ₹50,000 and a maximum of ₹20 lakh. The total EMIs including the proposed loan should not exceed 50% of the net monthly income.",
                    ),
                ],
            ),
            (
                "What is the rate of interest on personal loans?",
                [
                    ("p", "Personal loans are on fixed rates:"),
                    (
                        "table",
                        [
                            ["CIBIL score", "Salary account with the Bank", "Others"],
                            ["750 and above", "11.15%", "12.50%"],
                            ["700 to 749", "11.90%", "13.25%"],
                            ["Below 700", "12.50%", "14.50%"],
                        ],
                    ),
                ],
            ),
            (
                "What is the processing fee for a personal loan?",
                [
                    (
                        "p",
                        "1.00% of the loan amount, subject to a minimum of ₹1,000 and a maximum of ₹10,000, plus GST. Defence personnel pay 50% of the processing fee.",
                    ),
                ],
            ),
            (
                "What is the maximum repayment period for a personal loan?",
                [
                    (
                        "p",
                        "Up to 72 months for salaried borrowers, but not beyond the month of retirement. For pensioners, see Q.38.",
                    ),
                ],
            ),
            (
                "Can I prepay or foreclose my personal loan?",
                [
                    (
                        "p",
                        "Yes, after payment of the first 6 EMIs. A charge of 3% of the amount prepaid plus GST is levied. No charge is levied if the loan is closed from own sources after 36 EMIs have been paid.",
                    ),
                ],
            ),
            (
                "What documents are required for a personal loan?",
                [
                    (
                        "ul",
                        [
                            "KYC documents and two photographs",
                            "Salary slips for the last 3 months and Form 16 for the last year",
                            "Bank statement for the last 6 months (not required if the salary account is with the Bank)",
                            "Employer's identity card and an undertaking from the employer to remit the EMI, where applicable",
                        ],
                    ),
                ],
            ),
            (
                "Is insurance cover available with a personal loan?",
                [
                    (
                        "p",
                        "Yes. An optional credit life cover equal to the loan amount is available; the single premium is deducted from the loan amount at disbursement. Taking insurance is not a condition for the sanction of the loan.",
                    ),
                ],
            ),
            (
                "Can I transfer my personal loan from another bank?",
                [
                    (
                        "p",
                        "Takeover of personal loans is allowed only for Central and State Government employees whose salary account is with the Bank, up to the eligibility in Q.30. The processing fee is the same as for a new loan (see Q.32).",
                    ),
                ],
            ),
            (
                "Is a personal loan available to pensioners?",
                [
                    (
                        "p",
                        "Yes. Pensioners drawing pension through the Bank, up to 76 years of age, can avail a loan of up to 18 times the monthly pension, maximum ₹14 lakh, repayable within 60 months. The rate of interest is 11.15% and the processing fee is 0.50% of the loan amount.",
                    ),
                ],
            ),
        ],
    ),
]

DOC = {"title": "Retail Loans – Frequently Asked Questions", "cats": []}
n = 0
for name, qs in CATS:
    items = []
    for q, a in qs:
        n += 1
        items.append({"q": f"Q.{n} {q}", "a": a})
    DOC["cats"].append({"name": name, "qs": items})

PAGES = {"General Information": 2, "Home Loan": 3, "Car Loan": 8, "Personal Loan": 11}


def add_field(par, instr):
    for xml in (
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="begin"/></w:r>',
        f'<w:r {nsdecls("w")}><w:instrText xml:space="preserve"> {instr} </w:instrText></w:r>',
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="separate"/></w:r>',
        f"<w:r {nsdecls('w')}><w:t>1</w:t></w:r>",
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="end"/></w:r>',
    ):
        par._p.append(parse_xml(xml))


def render(d, blocks):
    for b in blocks:
        if b[0] in ("p", "note"):
            d.add_paragraph(b[1])
        elif b[0] in ("ul", "ol"):
            for x in b[1]:
                d.add_paragraph(x, style="List Bullet" if b[0] == "ul" else "List Number")
        elif b[0] == "table":
            t = d.add_table(rows=len(b[1]), cols=len(b[1][0]))
            t.style = "Table Grid"
            for i, row in enumerate(b[1]):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
                    if i == 0:
                        t.cell(i, j).paragraphs[0].runs[0].bold = True
            d.add_paragraph()


def main():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.core_properties.author = "Retail Assets Department"
    sec = d.sections[0]
    sec.different_first_page_header_footer = True
    sec.header.paragraphs[0].text = "Sabarmati Bank of India | Retail Loans FAQ"
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    add_field(fp, "PAGE")
    d.add_paragraph(DOC["title"], style="Title")
    d.add_paragraph()
    p = d.add_paragraph()
    p.add_run("CONTENTS").bold = True
    for name, _ in CATS:
        dots = "." * max(8, 60 - len(name))
        d.add_paragraph(f"{name} {dots} {PAGES[name]}")
    for c in DOC["cats"]:
        d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        d.add_heading(c["name"], level=1)
        for q in c["qs"]:
            d.add_heading(q["q"], level=2)
            render(d, q["a"])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "Word booklet: Title, typed table of contents with dot leaders and page numbers, Heading 1 categories on new pages, Heading 2 questions typed 'Q.n ...', cross references to Q numbers",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
