"""Habit 9: a branch clerk typed the FAQ pressing Shift+Enter everywhere.
Title is its own paragraph; each category block is ONE paragraph that holds the category
name line, 'Q:' lines and 'A:' lines (plus typed '- ' list lines), all separated by soft
line breaks (w:br); blank lines are double w:br."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

FILE = "Branch_FAQ_Education_Gold_Loan.docx"

DOC = {
    "title": "FREQUENTLY ASKED QUESTIONS – EDUCATION LOAN AND GOLD LOAN",
    "cats": [
        {
            "name": "Education Loan (Sabarmati Vidya Loan)",
            "qs": [
                {
                    "q": "Which courses are covered under the education loan?",
                    "a": [
                        (
                            "p",
                            "Studies in India: graduation, post-graduation and professional courses (engineering, medicine, law, CA, management, etc.) and diploma courses conducted by colleges/universities approved by UGC, AICTE, NMC or other Government bodies.",
                        ),
                        (
                            "p",
                            "Studies abroad: job-oriented professional or technical graduate and post-graduate courses (MBA, MS, MCA, etc.) offered by reputed foreign universities, and courses conducted by CIMA London, CPA in USA, etc.",
                        ),
                    ],
                },
                {
                    "q": "What is the maximum amount of education loan?",
                    "a": [
                        (
                            "p",
                            "Up to ₹50 lakh for studies in India and up to ₹1.5 crore for studies abroad. The loan covers tuition fees, hostel charges, examination and library fees, caution deposit, travel expenses for studies abroad, purchase of a laptop and other expenses required to complete the course.",
                        ),
                    ],
                },
                {
                    "q": "What is the margin money required?",
                    "a": [
                        ("p", "For loans up to ₹4 lakh no margin money is required. For loans above ₹4 lakh:"),
                        ("ul", ["Studies in India – 5%", "Studies abroad – 15%"]),
                        ("p", "Scholarships and assistantships are counted towards the margin money."),
                    ],
                },
                {
                    "q": "Is collateral security required for an education loan?",
                    "a": [
                        (
                            "p",
                            "Up to ₹7.5 lakh – no collateral. Parent/guardian joins as co-borrower and the loan is covered under the Credit Guarantee Fund Scheme for Education Loans (CGFSEL).",
                        ),
                        (
                            "p",
                            "Above ₹7.5 lakh – tangible collateral security (house property, term deposit, LIC policy, etc.) of at least 100% of the loan amount, along with co-borrower.",
                        ),
                    ],
                },
                {
                    "q": "What is the moratorium period and when does repayment start?",
                    "a": [
                        (
                            "p",
                            "Moratorium = course period + 1 year. Simple interest is charged during the moratorium and added to the loan. Repayment in EMIs up to 15 years starts after the moratorium ends. If interest is paid regularly during the moratorium, 1% interest concession is given.",
                        ),
                    ],
                },
                {
                    "q": "What is the rate of interest on education loan?",
                    "a": [
                        ("p", "Rate of interest is linked to RLLR (present RLLR 9.25%):"),
                        ("ul", ["Up to ₹7.5 lakh – RLLR + 1.50% = 10.75%", "Above ₹7.5 lakh – RLLR + 0.75% = 10.00%"]),
                        ("p", "Girl students get 0.50% concession."),
                    ],
                },
                {
                    "q": "What is the processing fee for education loan?",
                    "a": [
                        (
                            "p",
                            "Nil for loans up to ₹20 lakh. Above ₹20 lakh – ₹10,000 + GST, which is refunded after the first disbursement for studies in India.",
                        ),
                    ],
                },
                {
                    "q": "What documents are required for education loan?",
                    "a": [
                        ("p", "Following documents are to be submitted with the application:"),
                        (
                            "ul",
                            [
                                "Admission letter from the institution and schedule of fees",
                                "Mark sheets of 10th, 12th and graduation (as applicable) and entrance exam result",
                                "KYC of student and co-borrower (PAN, Aadhaar), 2 photos each",
                                "Income proof of co-borrower – salary slips for 3 months / ITR for 2 years",
                                "Collateral documents for loans above ₹7.5 lakh",
                            ],
                        ),
                        (
                            "p",
                            "Apply through the Vidya Lakshmi portal (www.vidyalakshmi.co.in) and select Sabarmati Bank.",
                        ),
                    ],
                },
                {
                    "q": "Is any interest subsidy available on education loan?",
                    "a": [
                        (
                            "p",
                            "Yes. Under the Central Sector Interest Subsidy (CSIS) scheme, full interest for the moratorium period is borne by Govt of India for students whose family income is up to ₹4.5 lakh per annum, for loans up to ₹10 lakh for studies in India. Income certificate from the State Govt authority is required. Apply through the Vidya Lakshmi portal.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Gold Loan (Sabarmati Swarna Loan)",
            "qs": [
                {
                    "q": "Who can avail a gold loan?",
                    "a": [
                        (
                            "p",
                            "Any individual aged 18 years and above owning gold ornaments, singly or jointly. Farmers, traders, salaried persons and pensioners are all eligible. No income proof is needed; only KYC documents and 1 photo.",
                        ),
                    ],
                },
                {
                    "q": "What purity of gold is accepted?",
                    "a": [
                        (
                            "p",
                            "Gold ornaments of 18 to 22 carat purity. Gold coins sold by banks are accepted up to 50 grams per borrower. Gold bullion, bars and biscuits are NOT accepted. Purity is tested by the Bank's approved gold appraiser in front of the customer.",
                        ),
                    ],
                },
                {
                    "q": "How much loan will I get per gram of gold?",
                    "a": [
                        (
                            "p",
                            "Loan is given up to 75% of the value of the gold (LTV 75%). Value is taken as the 30-day average closing price of 22 carat gold published by IBJA. Per gram rate is revised every Monday and displayed in the branch.",
                        ),
                        (
                            "p",
                            "Rate effective 05-10-2026: ₹5,850 per gram of 22 carat gold (18 carat proportionately less). Weight of stones, lac etc. is deducted.",
                        ),
                        ("p", "Minimum loan ₹20,000, maximum ₹50 lakh."),
                    ],
                },
                {
                    "q": "What is the rate of interest and tenure of gold loan?",
                    "a": [
                        ("p", "Three repayment options are available under the gold loan:"),
                        (
                            "ul",
                            [
                                "Bullet repayment (interest + principal at end) – 9.00% p.a., max 12 months",
                                "EMI scheme – 9.25% p.a., max 36 months",
                                "Gold overdraft – 9.50% p.a., 12 months, renewable",
                            ],
                        ),
                    ],
                },
                {
                    "q": "What is the processing fee for gold loan?",
                    "a": [
                        (
                            "p",
                            "0.50% of loan amount, minimum ₹500, maximum ₹5,000 + GST. Appraiser charges of ₹300 per packet are collected separately.",
                        ),
                    ],
                },
                {
                    "q": "Can I repay the gold loan before the due date?",
                    "a": [
                        (
                            "p",
                            "Yes, any time. No prepayment charges. Interest is charged only for the number of days the loan was outstanding. Ornaments are returned on the same day the loan is closed.",
                        ),
                    ],
                },
                {
                    "q": "What happens if I do not repay the gold loan on time?",
                    "a": [
                        ("p", "If the loan is not repaid within 30 days of the due date:"),
                        (
                            "ul",
                            [
                                "Two reminder letters are sent at an interval of 15 days",
                                "A final notice of 21 days is sent by registered post before auction",
                                "The auction is advertised in two newspapers (one in Gujarati) and held in public",
                            ],
                        ),
                        (
                            "p",
                            "Surplus amount after adjusting the dues is refunded to the borrower; any shortfall is recovered from the borrower.",
                        ),
                    ],
                },
            ],
        },
    ],
}


def main():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(11)
    d.core_properties.author = "navrangpura.loans"
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("SABARMATI BANK OF INDIA, NAVRANGPURA BRANCH, AHMEDABAD")
    r.bold = True
    r.add_break()
    r2 = p.add_run(DOC["title"])
    r2.bold = True
    r2.underline = True
    for c in DOC["cats"]:
        p = d.add_paragraph()
        r = p.add_run(c["name"].upper())
        r.bold = True
        r.underline = True
        r.add_break()
        for q in c["qs"]:
            p.add_run().add_break()
            rq = p.add_run("Q: " + q["q"])
            rq.bold = True
            rq.add_break()
            first = True
            for b in q["a"]:
                lines = [b[1]] if b[0] in ("p", "note") else ["- " + x for x in b[1]]
                for ln in lines:
                    if first:
                        ln = "A: " + ln
                        first = False
                    rr = p.add_run(ln)
                    rr.add_break()
    # last soft break of the document is dropped (clerk stopped typing)
    last = d.paragraphs[-1].runs[-1]._r
    brs = last.findall("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}br")
    if brs:
        last.remove(brs[-1])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "typed with Shift+Enter: title paragraph, then each category block is ONE paragraph with category line, 'Q:' and 'A:' lines separated by w:br",
        title="FREQUENTLY ASKED QUESTIONS – EDUCATION LOAN AND GOLD LOAN",
        cat_fn=lambda c: c["name"].upper(),
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
