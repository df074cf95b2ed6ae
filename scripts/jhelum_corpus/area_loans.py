"""Loans help centre: Title, Heading 1 per loan product, Heading 2 per question.
The same questions repeat under each product ("What is the rate of interest?", "Who is eligible?" ...);
page header with the bank's name and a "Page X of Y" footer built from PAGE / NUMPAGES fields."""

from docx.enum.text import WD_ALIGN_PARAGRAPH

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr, inr_round, emi, pct, fd_rate

APP, NB = F["app"], F["nb"]


def build():
    d = HelpDoc(table_style="Medium Shading 1 Accent 1", title_meta="Loans - Help & FAQs")
    d.header_text(f"{F['bank_ltd']}", align=WD_ALIGN_PARAGRAPH.LEFT)
    d.page_x_of_y(left_text="Help & FAQs – Loans")
    d.title("Loans: Help & FAQs")
    d.updated("9 June 2025")

    # ------------------------------------------------------------------------------------
    d.h1("Home Loan")
    d.q(
        "What is the rate of interest?",
        f"Our home loans are linked to the Jhelum Repo Linked Lending Rate (JRLLR), which is {F['rllr']} with "
        f"effect from {F['rllr_wef']}. The rate offered to you depends on your credit score:",
        T(["Credit score", "Salaried", "Self-employed"], F["hl_rates"]),
        f"Women borrowers (as sole applicant or first co-applicant) get a concession of {F['hl_women']}. "
        "The rate is reset whenever the JRLLR changes, with effect from the first day of the following "
        "quarter. Your EMI stays the same and the tenure is adjusted, unless you ask us to change the EMI instead.",
    )
    d.q(
        "Who is eligible?",
        "**Age:** 21 to 65 years at the time of application.\n"
        f"**Income:** Salaried applicants — minimum net monthly income of ₹25,000. Self-employed applicants — "
        f"minimum annual income of ₹3,00,000 as per the last two years' income tax returns.\n"
        "**Work experience:** 2 years in total, including 6 months with the current employer; or 3 years of "
        "continuity in business.\n"
        "**Residency:** Resident Indians and NRIs. See the separate NRI home loan section on our website.",
        "Co-applicants' incomes can be combined to increase eligibility. All co-owners of the property must be "
        "co-applicants.",
    )
    d.q(
        "How much loan can I get?",
        "The loan amount depends on your repayment capacity and the value of the property. We finance up to the "
        "following percentage of the property's market value or agreement value, whichever is lower:",
        T(
            ["Loan amount", "Maximum loan-to-value (LTV)"],
            [["Up to ₹30 lakh", "90%"], ["Above ₹30 lakh and up to ₹75 lakh", "80%"], ["Above ₹75 lakh", "75%"]],
        ),
        "Stamp duty and registration charges are not included in the property value for this purpose. "
        "Your total EMIs, including the new loan, should generally not exceed 50% to 65% of your net monthly "
        "income, depending on your income level.",
    )
    d.q(
        "What documents are required?",
        "**All applicants:**",
        B(
            "Completed application form with photograph",
            "PAN and Aadhaar or another OVD",
            "Bank statements for the last 6 months (all accounts where salary or business income is received)",
        ),
        "**Salaried:**",
        B("Salary slips for the last 3 months", "Form 16 or income tax returns for the last 2 years"),
        "**Self-employed:**",
        B(
            "Income tax returns with computation of income for the last 2 years, certified by a CA",
            "Balance sheet and profit and loss account for the last 2 years",
            "Proof of business existence (GST registration, Udyam certificate or Shop and Establishment licence)",
        ),
        "**Property:**",
        B(
            "Agreement for sale or allotment letter",
            "Title deeds (chain of documents for the last 13 years)",
            "Approved building plan",
            "No-objection certificate from the builder or society, where applicable",
        ),
    )
    d.q(
        "What is the maximum tenure?",
        f"{F['hl_max_tenure']} years, or until you reach {F['hl_max_age']} years of age, whichever is earlier.",
    )
    d.q(
        "What are the processing charges?",
        f"{F['hl_pf'][0].upper() + F['hl_pf'][1:]}. For balance transfers, the processing fee is a flat ₹5,000 plus GST.",
    )
    d.q(
        "Can I prepay?",
        "Yes. You can prepay your home loan in part or in full at any time. No prepayment or foreclosure "
        "charges apply to floating-rate home loans taken by individuals, whatever the source of funds.",
        "For fixed-rate loans, a charge of 2% of the amount prepaid applies if the loan is closed with funds "
        "borrowed from another lender; there is no charge if you use your own funds.",
        f"Part-prepayments can be made on {APP} > Loans > select loan > Pay Now > Part Payment. The minimum "
        "part-prepayment is one EMI.",
    )
    d.q(
        "How do I transfer my home loan from another bank?",
        "If you have a home loan with another bank or housing finance company, you can move it to Jhelum Bank to "
        "benefit from a lower rate of interest. This is called a balance transfer (BT).",
        "**Eligibility:** You should have paid at least 12 EMIs to your present lender without any delay in the last "
        "12 months, and the property should be complete or under construction by an approved builder.",
        N(
            "Apply online or at a branch with the documents listed under What documents are required? above.",
            "Get a list of documents (LOD) and a foreclosure letter from your present lender, and give us copies.",
            "We carry out a legal and technical assessment of the property and sanction the loan, usually within 7 "
            "working days.",
            "After you sign the loan agreement, we pay your present lender directly by RTGS or cheque.",
            "We collect the original property documents from your present lender; you may be asked to accompany "
            "our representative.",
        ),
        "**Charges:** A processing fee of ₹5,000 plus GST for the balance transfer. Legal and valuation charges "
        "are paid by the bank. There are no foreclosure charges at your present lender on a floating-rate loan.",
        f"**Top-up with balance transfer:** You can take a top-up loan along with the transfer, at the same time "
        f"and with the same documents — see What is a top-up loan? below.",
        f"**Is it worth it?** As a rule of thumb, a transfer makes sense if the difference in rates is at least 0.50% "
        "and more than 5 years of the loan remain. For example, on an outstanding loan of ₹40 lakh with 15 years "
        f"left, moving from 9.40% to 8.70% reduces the EMI from {inr_round(emi(4000000, 9.40, 180))} to "
        f"{inr_round(emi(4000000, 8.70, 180))}, a saving of about "
        f"₹{(emi(4000000, 9.40, 180) - emi(4000000, 8.70, 180)) * 180 / 1e5:.1f} lakh over the remaining term. If your present lender offers to reduce your rate when you ask for the "
        "foreclosure letter, compare the total cost, including our processing fee, before you decide.",
    )
    d.q(
        "What is a top-up loan?",
        "A top-up loan is an additional loan on your existing home loan, for any personal or business purpose "
        "except speculation. It is available after 12 EMIs have been paid.",
        B(
            "Amount: ₹1 lakh to ₹50 lakh, subject to the total of your home loan and top-up not exceeding the "
            "LTV limits above",
            "Rate: 0.50% above your home loan rate",
            "Tenure: up to 15 years, but not beyond the remaining tenure of the home loan",
        ),
    )
    d.q(
        "Am I eligible for the PMAY interest subsidy?",
        "The Interest Subsidy Scheme (ISS) under Pradhan Mantri Awas Yojana – Urban 2.0 is available through "
        "Jhelum Bank if you meet all of these conditions:",
        B(
            "Annual household income of up to ₹9 lakh (EWS, LIG or MIG category)",
            "Neither you nor any member of your family owns a pucca house anywhere in India",
            "The property value is up to ₹35 lakh and the loan is up to ₹25 lakh",
        ),
        "The subsidy is 4% on the first ₹8 lakh of the loan for 12 years, up to ₹1.80 lakh, and is released in "
        "five yearly instalments directly to your loan account. Please mention PMAY in your application; we "
        "will register you on the PMAY-U 2.0 portal.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Personal Loan")
    d.q(
        "What is the rate of interest?",
        f"{F['pl_rate']} p.a. (fixed), depending on your income, employer category, credit score and "
        f"relationship with the bank.",
    )
    d.q(
        "Who is eligible?",
        B(
            "Salaried employees of private limited companies, public sector undertakings, central and state "
            "governments and local bodies",
            "Age: 21 to 60 years (the loan must end before retirement)",
            "Minimum net monthly salary: ₹25,000 (₹20,000 for Jhelum Salary account holders)",
            "At least 1 year of total work experience",
        ),
        "Self-employed professionals (doctors, chartered accountants) with a minimum annual income of "
        "₹5,00,000 are also eligible.",
    )
    d.q(
        "What documents are required?",
        "PAN, Aadhaar, salary slips for the last 2 months and bank statements for the last 3 months. "
        "No documents are needed for pre-approved loans.",
    )
    d.q("What is the maximum tenure?", "72 months.")
    d.q(
        "What are the processing charges?",
        "Up to 2% of the loan amount, minimum ₹1,999, plus GST. A flat ₹999 plus GST for pre-approved loans on the "
        "app.",
    )
    d.q(
        "Can I prepay?",
        "Yes, after 12 EMIs have been paid.",
        T(
            ["Type", "Charges"],
            [
                ["Part-prepayment (up to 25% of principal outstanding, once a year)", "Nil"],
                ["Foreclosure after 12 EMIs and before 24 EMIs", "4% of principal outstanding + GST"],
                ["Foreclosure after 24 EMIs", "2% of principal outstanding + GST"],
            ],
        ),
    )
    d.q(
        "What is a pre-approved personal loan?",
        "If you have a savings account or credit card with us, you may have a loan offer that has already "
        "been approved based on your relationship with the bank. You can see it on "
        f"{APP} > Loans > Offers for You.",
        N(
            "Select the amount and tenure.",
            "Review the Key Fact Statement (KFS) and accept the terms.",
            "Authenticate with the OTP sent to your registered mobile number.",
        ),
        "The amount is credited to your account within minutes, 24x7. No documents or branch visit are needed.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Car Loan")
    d.q(
        "What is the rate of interest?",
        f"{F['car_rate']} p.a. (fixed) for new cars. Electric vehicles get a concession of 0.25%.",
    )
    d.q(
        "Who is eligible?",
        "Salaried individuals aged 21 to 60 years with a minimum net annual income of ₹3,00,000, and "
        "self-employed individuals aged 21 to 65 years with a minimum annual income of ₹3,00,000 as per ITR. "
        "The applicant should be at most 70 years old at the end of the loan.",
    )
    d.q(
        "What documents are required?",
        "Identity and address proof, PAN, income proof (last 3 salary slips, or ITRs for 2 years for self-employed), "
        "bank statements for 6 months, and the pro-forma invoice of the car from the dealer.",
    )
    d.q("What is the maximum tenure?", "7 years (84 months).")
    d.q(
        "How much of the car's price will you finance?",
        "Up to 90% of the on-road price (ex-showroom price, registration and insurance). Jhelum Salary and "
        "Jhelum Max account holders can get up to 100% of the ex-showroom price on select models.",
        f"**Example:** For a loan of ₹8,00,000 at 8.90% for 7 years, the EMI is {inr_round(emi(800000, 8.90, 84))}.",
    )
    d.q(
        "Can I prepay?",
        "Yes. Part-prepayment of up to 25% of the outstanding principal is allowed once a year after 6 EMIs, "
        "free of charge. Foreclosure charges are 4% of the principal outstanding in the first 24 months and 2% "
        "thereafter, plus GST.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Two-Wheeler Loan")
    d.q("What is the rate of interest?", f"{F['tw_rate']} p.a. (fixed).")
    d.q(
        "Who is eligible?",
        "Salaried or self-employed individuals aged 21 to 60 years with a minimum annual income of ₹1,80,000.",
    )
    d.q("What documents are required?", "Please refer to the answer under Car Loan.")
    d.q("What is the maximum tenure?", "4 years.")
    d.q(
        "Can I prepay?",
        "Yes, after 6 EMIs. Foreclosure charges are 3% of the principal outstanding plus GST. "
        "Part-prepayment is not available.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Education Loan")
    d.q(
        "What is the rate of interest?",
        f"{F['edu_rate']} p.a. (floating, linked to JRLLR). Girl students get a concession of 0.50%. Simple "
        f"interest is charged during the moratorium period.",
    )
    d.q(
        "Who is eligible?",
        "Indian nationals who have secured admission to a recognised course in India or abroad through an "
        "entrance test or merit-based selection. There is no age limit, but a co-applicant is mandatory: a "
        "parent or legal guardian, or, for married students, the spouse or parents-in-law. The co-applicant "
        "should have a regular income and a bank account.",
    )
    d.q(
        "What expenses are covered?",
        B(
            "Tuition and college fees",
            "Hostel and mess charges",
            "Examination, library and laboratory fees",
            "Travel expenses and passage money for studies abroad",
            "Purchase of books, equipment and a laptop (up to 20% of the total tuition fees)",
            "Caution deposit and building fund (up to 10% of the tuition fees)",
            "Insurance premium for the student",
        ),
        "Up to ₹50 lakh for studies in India and ₹1.5 crore for studies abroad.",
    )
    d.q(
        "Is collateral required?",
        "No collateral is needed for loans of up to ₹7.5 lakh; these are covered under the Credit Guarantee "
        "Fund Scheme for Education Loans (CGFSEL). Above ₹7.5 lakh, we need tangible collateral security such "
        "as property, a fixed deposit or LIC policy of suitable value. For select premier institutes, loans "
        "of up to ₹40 lakh are given without collateral.",
    )
    d.q(
        "What is the moratorium period?",
        "The course period plus 12 months. Repayment starts after the moratorium in EMIs over up to 15 years. "
        "You can pay the interest during the moratorium to reduce the overall cost; a 1% interest concession "
        "is given if you do.",
    )
    d.q(
        "What documents are required? ",
        "In addition to KYC documents for the student and the co-applicant:",
        N(
            "Admission letter from the institution",
            "Fee schedule for the full course",
            "Mark sheets of Class 10, Class 12 and graduation (if applicable)",
            "Scores of the entrance test (GRE, GMAT, IELTS, JEE, NEET, CAT, etc.)",
            "Income proof of the co-applicant",
            "Collateral documents, for loans above ₹7.5 lakh",
        ),
    )

    # ------------------------------------------------------------------------------------
    d.h1("Gold Loan")
    d.q(
        "What is the rate of interest?",
        f"{F['gold_rate']} p.a., depending on the scheme and the tenure. Interest is charged only for the days "
        f"the loan is used.",
    )
    d.q(
        "How much loan will I get per gram?",
        f"We lend up to {F['gold_ltv']} of the value of your gold ornaments, based on the purity and net weight "
        f"(excluding stones). The per-gram value is revised daily.",
        T(
            ["Purity", f"Loan per gram (as on {F['gold_pergram_date']})"],
            [["22 carat", F["gold_pergram_22"]], ["18 carat", F["gold_pergram_18"]]],
        ),
        "Gold coins of up to 50 grams per borrower, sold by banks, are also accepted. Gold bars and bullion are not.",
    )
    d.q(
        "What is the maximum tenure?",
        "12 months for bullet repayment (interest and principal together at the end), and up to 36 months for "
        "EMI-based gold loans.",
    )
    d.q(
        "What happens if I do not repay on time?",
        "If the loan is not repaid or renewed on maturity, we send you reminders and then a formal notice "
        "by registered post giving 30 days to repay. If the dues are still unpaid, the gold may be sold by "
        "public auction. The auction date and place are published in two newspapers, one in the local language, "
        "at least 7 days in advance. Any surplus after recovering the dues and auction expenses is refunded to you.",
        "**Note:** The reserve price for the auction is not less than 90% of the current value of the gold.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Loan Against Property")
    d.q("What is the rate of interest?", f"{F['lap_rate']} p.a. (floating, linked to JRLLR).")
    d.q(
        "Who is eligible?",
        "Salaried and self-employed individuals aged 25 to 65 years who own a residential or commercial "
        "property, free of any loan, in a city where we have a branch. Partnership firms and companies can "
        "apply with their directors or partners as co-applicants.",
    )
    d.q(
        "How much can I borrow?",
        "₹10 lakh to ₹10 crore, up to 65% of the market value of a residential property and 55% of a "
        "commercial property.",
    )
    d.q("What is the maximum tenure?", "15 years.")

    # ------------------------------------------------------------------------------------
    d.h1("Business Loans (MSME)")
    d.q(
        "What loans are available for small businesses?",
        T(
            ["Product", "Purpose", "Amount"],
            [
                [
                    "Jhelum Udyam Working Capital",
                    "Cash credit or overdraft for stock and receivables",
                    "₹5 lakh to ₹10 crore",
                ],
                ["Jhelum Udyam Term Loan", "Machinery, equipment, expansion", "₹5 lakh to ₹25 crore"],
                ["Jhelum Udyam Unsecured", "Working capital without collateral", "Up to ₹50 lakh"],
                ["PM Mudra Yojana", "Micro enterprises (non-farm)", "Up to ₹20 lakh"],
            ],
        ),
    )
    d.q(
        "Can I get a business loan without collateral?",
        "Yes. Loans of up to ₹5 crore to eligible micro and small enterprises can be given without collateral, "
        "with a guarantee from the Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE). The "
        "guarantee fee is paid by the borrower. Your business must have a valid Udyam registration.",
    )
    d.q(
        "What are the Mudra loan categories?",
        B(
            "Shishu: up to ₹50,000",
            "Kishore: above ₹50,000 and up to ₹5 lakh",
            "Tarun: above ₹5 lakh and up to ₹10 lakh",
            "Tarun Plus: above ₹10 lakh and up to ₹20 lakh, for borrowers who have repaid an earlier Tarun loan",
        ),
        "No processing fee is charged for Shishu and Kishore loans.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("EMI and Repayment")
    d.q(
        "How is the EMI calculated?",
        "EMI = P × r × (1 + r)^n ÷ [(1 + r)^n − 1]\n"
        "where P is the loan amount, r is the monthly rate of interest (annual rate ÷ 12 ÷ 100) and n is the "
        "number of monthly instalments.",
        T(
            ["Loan amount", "Rate", "Tenure", "EMI", "Total interest"],
            [
                [inr(p), f"{r:.2f}%", f"{n // 12} years", inr_round(emi(p, r, n)), inr_round(emi(p, r, n) * n - p)]
                for p, r, n in [(1000000, 8.45, 240), (1000000, 8.45, 360), (5000000, 8.45, 240), (500000, 10.75, 36)]
            ],
        ),
        f"Use the EMI calculator on our website ([click here]({F['web']}/calculators/emi)) to try other values.",
    )
    d.q(
        "Can I change my EMI date?",
        "Yes. EMI dates available are the 5th, 10th and 15th of the month. Submit a request on "
        f"{APP} > Loans > Service Requests > Change EMI Date. Broken-period interest for the days between the "
        "old and new date is charged in the next EMI.",
    )
    d.q(
        "What happens if my EMI bounces?",
        f"If your EMI is not paid on the due date — for example, because there was not enough balance in your "
        f"account when the NACH mandate was presented — the following charges apply:",
        B(
            f"**Bounce charge:** {F['emi_bounce']} for each dishonoured EMI.",
            f"**Penal charges:** {F['penal']}, for the number of days it remains unpaid. Penal charges are not added to "
            "the principal, and no interest is charged on them.",
        ),
        "We send you an SMS and e-mail on the day the EMI bounces, with a link to pay. If you pay within the same "
        "day, the bounce charge is still levied, but no penal charges apply.",
        "**How overdue loans are classified:** As required by the RBI, we classify overdue loan accounts at the end "
        "of each day (the classification is also reported to credit bureaus every month):",
        T(
            ["Category", "Principal or interest overdue for"],
            [
                ["SMA-0", "1 to 30 days"],
                ["SMA-1", "31 to 60 days"],
                ["SMA-2", "61 to 90 days"],
                ["Non-performing asset (NPA)", "More than 90 days"],
            ],
        ),
        "An account is upgraded from NPA to standard only when the entire overdue amount, including interest and "
        "charges, has been paid. Partial payments do not change the classification.",
        "**Example:** Your EMI of ₹25,000 is due on 5 March. It is paid on 5 April, together with the April EMI. On "
        "the evening of 5 March your loan is classified as SMA-0, and it remains so until the overdue amount is cleared. The credit bureau "
        "report for March will show the account as overdue by 1 to 30 days.",
        f"To avoid bounces, keep enough balance in your account a day before the EMI date, or pay on {APP} > Loans > "
        f"Pay Overdue as soon as you receive the alert. If you are facing genuine difficulty in paying — because "
        f"of a job loss or illness, for example — please contact us before the EMI date. We may be able to "
        f"reschedule your loan.",
    )
    d.q(
        "When will I get my property documents back after closing the loan?",
        "Within 30 days of full repayment. You can collect them from the branch where the loan was serviced, or "
        "from another branch of your choice. If we delay the return for reasons attributable to the bank, we pay "
        "you compensation of ₹5,000 for each day of delay.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Credit Score")
    d.q(
        "What credit score do I need for a loan?",
        "There is no fixed cut-off, but applicants with a CIBIL score of 750 or more get the best rates and "
        "faster approvals. Please see the rate table under Home Loan.",
    )
    d.q(
        "How can I check my credit score?",
        f"Free on {APP} > Loans > Credit Score, once a month. You are also entitled to one free full credit "
        f"report a year from each credit bureau.",
    )
    d.q("Does checking my own score lower it?", "No.")
    return d
