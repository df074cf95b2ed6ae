"""Format 10: categories as ALL-CAPS bold paragraphs, questions as bold-italic paragraphs ending in '?',
answers immediately after; some answers use soft line breaks (add_break) and some span several paragraphs."""

from common import *

doc = Document()
set_core(doc, "Narmada Vidya Education Loan FAQs", "Retail Assets - Education Loans")

p = doc.add_paragraph()
r = p.add_run("Narmada Vidya Education Loans: Your Questions Answered")
r.bold = True
r.font.size = Pt(16)
doc.add_paragraph(
    "Scheme details as applicable from 1 January 2026. Interest rates are linked to the Narmada Bank Repo Linked Lending Rate (RLLR), currently 8.85% p.a."
)

# answer = list of paragraphs; a paragraph given as a list of str is written with soft line breaks between parts.
CATS = [
    (
        "ELIGIBILITY AND COURSES",
        [
            (
                "Who can apply for a Narmada Vidya education loan?",
                [
                    "Any Indian national who has secured admission to a recognised course in India or abroad through an entrance test or merit-based selection, after completing Class 12. The student is the main borrower; a parent or guardian must join as co-borrower."
                ],
            ),
            (
                "Which courses are covered in India?",
                [
                    [
                        "Courses covered include:",
                        "• Graduation and post-graduation courses approved by UGC/AICTE/AICTE-equivalent bodies",
                        "• Professional courses such as engineering, medicine, law, architecture, CA and ICWA",
                        "• Courses at IITs, IIMs, NITs, AIIMS, IISc and other institutes of national importance",
                        "• Diploma courses of at least 1 year from recognised polytechnics and ITIs",
                    ],
                    "Short-term certificate courses of less than 6 months are not covered.",
                ],
            ),
            (
                "Which courses abroad are covered?",
                [
                    "Job-oriented professional or technical graduate and post-graduate courses offered by reputed universities, and courses such as MCA, MBA and MS. Courses conducted abroad by CIMA (London) and CPA (USA) are also covered. Admission must be confirmed through an offer letter before sanction."
                ],
            ),
            (
                "Is there an age limit?",
                [
                    "There is no upper age limit for the student, but the co-borrower should normally be below 65 years at the time the loan is expected to be fully repaid."
                ],
            ),
        ],
    ),
    (
        "LOAN AMOUNT, MARGIN AND SECURITY",
        [
            (
                "How much can I borrow?",
                [
                    [
                        "Studies in India: up to ₹50 lakh (up to ₹1 crore for premier institutes on our approved list)",
                        "Studies abroad: up to ₹1.5 crore",
                        "Vocational and skill courses: ₹5,000 to ₹1.5 lakh under the Skill Loan Scheme",
                    ]
                ],
            ),
            (
                "What expenses does the loan cover?",
                [
                    "The loan covers tuition and college fees, hostel fees, examination, library and laboratory fees, purchase of books, equipment and a laptop (up to ₹1 lakh), caution deposit (up to 10% of total fees), travel expenses for studies abroad, and the premium for the student's life insurance linked to the loan.",
                    "Fees paid before the loan is sanctioned can be reimbursed, if paid within 6 months before sanction and supported by receipts.",
                ],
            ),
            (
                "How much margin do I need to pay?",
                [
                    "No margin for loans up to ₹4 lakh. For loans above ₹4 lakh the margin is 5% for studies in India and 15% for studies abroad. Scholarships and assistantships are counted towards the margin."
                ],
            ),
            (
                "Is collateral security required?",
                [
                    [
                        "Up to ₹7.5 lakh: no collateral; parent/guardian as co-borrower only (loans up to ₹7.5 lakh are covered under the CGFSEL guarantee scheme)",
                        "Above ₹7.5 lakh: tangible collateral of at least 100% of the loan amount, such as a house property, fixed deposits, LIC policies or Government securities",
                        "Premier institutes on our approved list: no collateral up to ₹40 lakh",
                    ]
                ],
            ),
        ],
    ),
    (
        "INTEREST RATES AND SUBSIDY",
        [
            (
                "What interest rate will I pay?",
                [
                    "Rates depend on the loan amount and the institution:",
                    (
                        "t",
                        [
                            ["Loan category", "Rate of interest", "Effective rate today"],
                            ["Up to ₹7.5 lakh", "RLLR + 2.00%", "10.85% p.a."],
                            ["Above ₹7.5 lakh", "RLLR + 1.50%", "10.35% p.a."],
                            ["Premier institutes (list A)", "RLLR + 0.25%", "9.10% p.a."],
                            ["Studies abroad (any amount)", "RLLR + 1.75%", "10.60% p.a."],
                        ],
                    ),
                    "Girl students get a concession of 0.50% p.a. A further 1% concession is given if interest is paid during the moratorium.",
                ],
            ),
            (
                "Is simple or compound interest charged during the course?",
                [
                    "Simple interest is charged during the course period and moratorium. From the start of repayment, interest is compounded monthly on the outstanding balance."
                ],
            ),
            (
                "What is the Central Sector Interest Subsidy Scheme (CSIS)?",
                [
                    "Under CSIS, the Government of India pays the full interest during the moratorium period on education loans up to ₹10 lakh for students from families with an annual income up to ₹4.5 lakh, studying in India in recognised institutions.",
                    [
                        "Documents required:",
                        "1. Income certificate from an authority designated by the State Government",
                        "2. Aadhaar of the student",
                        "3. Admission letter and fee structure",
                    ],
                    "The subsidy is claimed by the bank on your behalf and credited to your loan account; there is nothing to apply separately for once the income certificate is submitted.",
                ],
            ),
            (
                "Can I claim tax benefit on my education loan?",
                [
                    "Yes. Interest paid on an education loan is deductible under Section 80E of the Income Tax Act for up to 8 years from the year repayment starts, with no upper limit. Download the interest certificate from Narmada Net under Loans > Certificates."
                ],
            ),
        ],
    ),
    (
        "MORATORIUM AND REPAYMENT",
        [
            (
                "When do I start repaying?",
                [
                    "Repayment starts after the moratorium period, which is the course period plus 12 months. You may start repaying earlier if you find a job sooner."
                ],
            ),
            (
                "How long is the repayment period?",
                [
                    [
                        "Loans up to ₹7.5 lakh: up to 10 years",
                        "Loans above ₹7.5 lakh: up to 15 years",
                        "Skill loans: 3 to 7 years depending on the amount",
                    ],
                    "The repayment period is counted after the moratorium.",
                ],
            ),
            (
                "Are there any prepayment charges?",
                ["No. You can prepay the loan in part or in full at any time without any charges."],
            ),
            (
                "What if I cannot complete my course on time?",
                [
                    "An extension of up to 2 years for completion of the course may be allowed for valid reasons such as illness or failure in examinations. Submit a request letter with a certificate from the institution at the branch; the moratorium is extended accordingly.",
                    "If you are unable to find a job after the moratorium, you may request a rephasement of repayment by up to 6 months, once in the life of the loan.",
                ],
            ),
        ],
    ),
    (
        "APPLYING AND STUDYING ABROAD",
        [
            (
                "How do I apply?",
                [
                    [
                        "Step 1: Register on the Vidya Lakshmi Portal (www.vidyalakshmi.co.in) and fill the Common Education Loan Application Form.",
                        "Step 2: Select Narmada Bank and the branch nearest to your permanent address.",
                        "Step 3: Upload the documents and submit.",
                        "Step 4: The branch contacts you within 7 working days.",
                    ],
                    "You can also apply online at www.narmadabank.co.in/vidya or visit the branch directly.",
                ],
            ),
            (
                "What documents are needed?",
                [
                    "Mark sheets of Class 10, Class 12 and graduation (if applicable), entrance test result, admission letter and fee schedule, KYC of the student and co-borrower, income proof of the co-borrower (last 2 years' ITR or 3 months' salary slips), and property documents where collateral is offered. For studies abroad, also submit the passport, visa (or proof of application) and I-20/CAS/offer letter."
                ],
            ),
            (
                "How long does sanction take?",
                [
                    "Loans up to ₹7.5 lakh are sanctioned within 15 days of receiving complete documents; loans above ₹7.5 lakh within 30 days. For students going abroad, we can issue a pre-visa disbursement letter within 7 days to support the visa application."
                ],
            ),
            (
                "How is the loan disbursed for studies abroad?",
                [
                    "Tuition fees are remitted directly to the university by SWIFT transfer as per the fee schedule, in stages. Living expenses can be loaded onto a Narmada Forex Card. No processing fee is charged for loans up to ₹20 lakh; above that, a fee of 0.50% of the loan amount (maximum ₹15,000) applies and is refunded after the first disbursement."
                ],
            ),
        ],
    ),
]

n = 0
for cat, items in CATS:
    doc.add_paragraph("")
    p = doc.add_paragraph()
    r = p.add_run(cat)
    r.bold = True
    for q, ans in items:
        n += 1
        p = doc.add_paragraph()
        r = p.add_run(q)
        r.bold = True
        r.italic = True
        for a in ans:
            if isinstance(a, str):
                doc.add_paragraph(a)
            elif isinstance(a, list):
                p = doc.add_paragraph()
                for i, part in enumerate(a):
                    run = p.add_run(part)
                    if i < len(a) - 1:
                        run.add_break()
            else:
                add_table(doc, a[1])
doc.add_paragraph("")
doc.add_paragraph("Education loan helpline: 1800-233-4455 (option 5) | vidya@narmadabank.co.in")
doc.save(out("education_loan_faq.docx"))
print("items:", n)
