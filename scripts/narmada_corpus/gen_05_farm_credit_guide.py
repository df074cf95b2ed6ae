"""Format 5: 'converted from PDF' look. Every visual line is its own paragraph, headings are bold larger runs
(no heading styles), running header lines and 'Page X of N' paragraphs repeated in the body."""

import textwrap
from common import *

TITLE = "Kisan Credit Card and Farm Loans – Customer Guide"
# ("H", text) section heading; ("Q", text) sub heading (question); ("P", text) paragraph; ("B", text) bullet;
# ("T", rows) table rendered as space-separated lines (as PDF text extraction would)
C = [
    ("H", "A. Kisan Credit Card (KCC)"),
    ("Q", "1. What is the Kisan Credit Card?"),
    (
        "P",
        "The Kisan Credit Card (KCC) is a revolving cash credit facility that meets the short-term credit needs of farmers for cultivation of crops, post-harvest expenses, maintenance of farm assets, and allied activities such as dairy, poultry and fisheries. A RuPay KCC debit card is issued so that the farmer can withdraw money at ATMs and pay at merchant outlets.",
    ),
    ("Q", "2. Who is eligible for a KCC?"),
    (
        "P",
        "Owner cultivators, tenant farmers, oral lessees and sharecroppers, and Self Help Groups or Joint Liability Groups of farmers are eligible. Farmers engaged in animal husbandry and fisheries are also eligible. The applicant must be between 18 and 75 years of age; a farmer above 60 years needs a co-borrower who is a legal heir and below 60.",
    ),
    ("Q", "3. How is the KCC limit decided?"),
    (
        "P",
        "The limit for the first year is fixed on the basis of the scale of finance for the crop (decided by the District Level Technical Committee) multiplied by the area cultivated, plus 10% for post-harvest and household consumption, 20% for repairs and maintenance of farm assets, and crop insurance premium. The limit is increased by 10% each year for the next four years, so a five-year limit is sanctioned upfront.",
    ),
    ("Q", "4. What documents are required?"),
    ("B", "Application form with two passport-size photographs"),
    ("B", "Aadhaar card and PAN card (or Form 60 if PAN is not available)"),
    ("B", "Land records: latest Khasra/Khatauni, B-1 or 7/12 extract, or tenancy/lease certificate for tenant farmers"),
    ("B", "Cropping pattern declaration in the prescribed form"),
    ("B", "No-dues declaration from other banks and the local primary agricultural cooperative society"),
    ("Q", "5. Is any security or guarantee required?"),
    (
        "P",
        "No collateral security or third-party guarantee is required for KCC limits up to ₹2 lakh; hypothecation of crops is sufficient. For limits above ₹2 lakh, a mortgage or charge on agricultural land is created. Where the farmer has a tie-up arrangement with a sugar mill or processing unit, collateral-free limits up to ₹3 lakh are allowed.",
    ),
    ("Q", "6. What is the interest rate on KCC crop loans?"),
    (
        "P",
        "Crop loans up to ₹3 lakh carry an interest rate of 7% p.a. With the Government of India's interest subvention and prompt repayment incentive, the effective rate for farmers who repay on time is 4% p.a. Loans above ₹3 lakh are charged as per the table below (effective 1 October 2025).",
    ),
    (
        "T",
        [
            ["Loan amount", "Interest rate", "Effective rate on prompt repayment"],
            ["Up to ₹3 lakh", "7.00% p.a.", "4.00% p.a."],
            ["Above ₹3 lakh to ₹10 lakh", "9.25% p.a.", "9.25% p.a."],
            ["Above ₹10 lakh to ₹50 lakh", "9.75% p.a.", "9.75% p.a."],
            ["Above ₹50 lakh", "10.50% p.a.", "10.50% p.a."],
        ],
    ),
    ("H", "B. Interest Subvention and Repayment"),
    ("Q", "7. How does interest subvention work?"),
    (
        "P",
        "Under the Modified Interest Subvention Scheme, the Government reimburses 1.5% p.a. to the bank on short-term crop loans up to ₹3 lakh. In addition, farmers who repay each drawal within the due date, and in any case within one year of drawal, receive Prompt Repayment Incentive (PRI) of 3% p.a., which is credited to their KCC account after the end of the financial year, usually by 30 June.",
    ),
    ("Q", "8. When must a crop loan be repaid?"),
    (
        "P",
        "Each drawal must be repaid within 12 months, or earlier on harvest and marketing of the crop, as per the due date fixed for the crop season. For Kharif crops the due date is normally 31 March, and for Rabi crops it is 30 June of the following year. Interest is applied on 31 March and 30 September each year.",
    ),
    ("Q", "9. How is the KCC renewed?"),
    (
        "P",
        "The KCC is valid for 5 years, subject to an annual review. For annual review, the farmer confirms the cropping pattern and that the account has been operated satisfactorily. Renewal after 5 years is done at the branch with updated land records; the new limit is fixed after fresh assessment. There is no processing fee for renewal of limits up to ₹3 lakh.",
    ),
    ("Q", "10. What happens if crops are damaged by a natural calamity?"),
    (
        "P",
        "Where a natural calamity has been notified by the State Government and crop loss is 33% or more, the short-term loan can be converted into a term loan repayable over up to 5 years, with a moratorium of one year. Fresh crop loans are also given for the next season. Claims under the Pradhan Mantri Fasal Bima Yojana (PMFBY) are credited to the KCC account.",
    ),
    ("Q", "11. Is crop insurance compulsory?"),
    (
        "P",
        "Enrolment under PMFBY is voluntary. Farmers who do not want coverage must submit an opt-out declaration at the branch at least 7 days before the cut-off date for enrolment notified for the season. Otherwise the premium (2% of sum insured for Kharif, 1.5% for Rabi and 5% for commercial/horticultural crops) is debited to the KCC account.",
    ),
    ("Q", "12. What are the charges for a KCC?"),
    (
        "T",
        [
            ["Item", "Charge"],
            ["Processing fee up to ₹3 lakh", "Nil"],
            ["Processing fee above ₹3 lakh", "0.35% of limit, max ₹15,000"],
            ["Inspection charges up to ₹3 lakh", "Nil"],
            ["RuPay KCC card issue / annual fee", "Nil"],
            ["Land valuation (above ₹2 lakh)", "At actuals"],
        ],
    ),
    ("H", "C. Tractor and Farm Machinery Loans"),
    ("Q", "13. Who can get a tractor loan?"),
    (
        "P",
        "Farmers owning at least 2 acres of irrigated land (or 4 acres of unirrigated land) for a tractor up to 35 HP, and at least 3 acres of irrigated land for tractors above 35 HP. Farmers with less land can apply if they can show additional income from custom hiring of the tractor.",
    ),
    ("Q", "14. How much loan can I get and what margin is needed?"),
    (
        "P",
        "The loan covers up to 85% of the on-road cost of the tractor, including implements, registration and insurance. The farmer pays a margin of 15%. For loans up to ₹1.6 lakh the margin is waived and no collateral is required.",
    ),
    ("Q", "15. What is the interest rate and repayment period of a tractor loan?"),
    (
        "P",
        "The interest rate is 9.40% p.a. for loans up to ₹10 lakh and 9.90% p.a. above ₹10 lakh (linked to the Narmada Bank External Benchmark Lending Rate). The loan is repaid in half-yearly or annual instalments matching harvest seasons over 7 years, including a grace period of up to 12 months.",
    ),
    ("Q", "16. What security is taken for a tractor loan?"),
    (
        "P",
        "The tractor and implements are hypothecated to the bank, and the bank's hypothecation is recorded in the registration certificate. For loans above ₹1.6 lakh, a mortgage of agricultural land, or a third-party guarantee, is required. The tractor must be comprehensively insured with the bank's name as the hypothecation holder.",
    ),
    ("H", "D. Other Questions"),
    ("Q", "17. Can I get a loan for dairy or poultry under the KCC?"),
    (
        "P",
        "Yes. A KCC for animal husbandry and fisheries (KCC-AHF) can be issued with a working capital limit of up to ₹2 lakh for rearing of animals, birds and fish. Interest subvention applies to the combined limit up to ₹3 lakh, of which the AHF component cannot exceed ₹2 lakh.",
    ),
    ("Q", "18. How can I check my KCC balance and due date?"),
    (
        "P",
        "Give a missed call to 1800-233-4466 from your registered mobile number for the balance, or use Narmada Mobile under Loans > KCC. The passbook can also be updated at any branch or passbook printing kiosk. An SMS reminder is sent 30 days before the due date of each drawal.",
    ),
    ("Q", "19. What happens if I do not repay on time?"),
    (
        "P",
        "You lose the 3% Prompt Repayment Incentive, and interest is charged at the card rate from the date of drawal. If the account remains overdue for more than two crop seasons (for short-duration crops) or one crop season (for long-duration crops), it is classified as a Non-Performing Asset, which affects your credit score and future eligibility.",
    ),
    ("Q", "20. Where can I get help with agricultural loans?"),
    (
        "P",
        "Visit your nearest rural or semi-urban branch, meet the Agricultural Field Officer, or call the Kisan Helpline 1800-233-4466 (Monday to Saturday, 9 a.m. to 6 p.m.). Business Correspondents (Narmada Mitra) in villages can also collect KCC applications.",
    ),
]

WIDTH = 92
LINES_PER_PAGE = 44


def lines():
    L = []
    for kind, val in C:
        if kind == "H":
            L.append(("blank", ""))
            L.append(("H", val))
        elif kind == "Q":
            L.append(("blank", ""))
            L.append(("Q", val))
        elif kind == "P":
            for ln in textwrap.wrap(val, WIDTH):
                L.append(("P", ln))
        elif kind == "B":
            wrapped = textwrap.wrap(val, WIDTH - 4)
            L.append(("P", "• " + wrapped[0]))
            for ln in wrapped[1:]:
                L.append(("P", "  " + ln))
        elif kind == "T":
            for row in val:
                L.append(("P", "   ".join(row)))
    return L


body = lines()
pages = [body[i : i + LINES_PER_PAGE] for i in range(0, len(body), LINES_PER_PAGE)]
N = len(pages)

doc = Document()
set_core(doc, "Microsoft Word - KCC_Farm_Loans_Guide_v4.pdf", "Converted")
st = doc.styles["Normal"]
st.font.name = "Arial"
st.font.size = Pt(10)
st.paragraph_format.space_after = Pt(0)


def para(text, size=None, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text)
    if size:
        r.font.size = Pt(size)
    if bold:
        r.bold = True
    return p


for pi, page in enumerate(pages, 1):
    para("Narmada Bank – Customer Information", size=8)
    if pi == 1:
        para(TITLE, size=16, bold=True)
        para("Agriculture & Rural Banking Department | Edition: February 2026", size=9)
    else:
        para(TITLE, size=8)
    for kind, txt in page:
        if kind == "blank":
            para("")
        elif kind == "H":
            para(txt, size=13, bold=True)
        elif kind == "Q":
            para(txt, size=11, bold=True)
        else:
            para(txt)
    para("")
    para(f"Page {pi} of {N}", size=8)

doc.save(out("kisan_credit_card_farm_loans_guide.docx"))
print("items:", sum(1 for k, _ in C if k == "Q"), "pages:", N)
