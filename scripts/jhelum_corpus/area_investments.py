"""Investments and insurance help centre: Title, Heading 1 categories carrying typed section
numbers ("3. Public Provident Fund (PPF)"), Heading 2 questions. The government schemes and the
insurance lines repeat the same questions."""

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr

APP, NB = F["app"], F["nb"]

DISCLAIMER = (
    "Insurance is the subject matter of solicitation. Jhelum Bank Ltd is a registered corporate agent "
    "(composite) under IRDAI Registration No. CA0872 and distributes the products of "
    f"{F['life_insurer']}, {F['health_insurer']} and {F['general_insurer']}. The bank does not "
    "underwrite the risk or act as an insurer. Buying insurance is voluntary and is not linked to any "
    "banking facility."
)


def build():
    d = HelpDoc(
        table_style="Medium List 1 Accent 1",
        font="Calibri",
        size=11,
        title_meta="Investments & Insurance FAQs",
        author="Web Content Team",
    )
    d.title("Investments & Insurance — FAQs")
    d.updated("1 July 2025")
    d.p("**Mutual fund investments are subject to market risks. Read all scheme-related documents carefully.**")

    # ------------------------------------------------------------------------------------
    d.h1("1. Mutual Funds")
    d.q(
        "How can I invest in mutual funds through Jhelum Bank?",
        f"Jhelum Bank is an AMFI-registered mutual fund distributor ({F['arn']}). You can invest in over 1,500 "
        f"schemes from 30 fund houses on {APP} > Invest > Mutual Funds or on {NB} > Investments. You can also "
        "visit a branch and meet a Wealth Relationship Manager.",
        "**Before you start,** you need:",
        B(
            "A Jhelum Bank savings account (investments are paid from, and redemptions credited to, this account)",
            "KYC registered with a KYC Registration Agency (see Do I need to complete KYC? below)",
            "A risk profile — a short questionnaire in the app that tells you which categories of schemes suit "
            "your investment horizon and risk appetite. You can still invest in other schemes, but you will be "
            "asked to confirm.",
        ),
        "**To invest:**",
        N(
            f"Open {APP} > Invest > Mutual Funds and search for a scheme, or browse by category (equity, debt, "
            "hybrid, index funds, ELSS).",
            "Read the scheme information and the riskometer, and choose SIP or lump sum.",
            "Enter the amount and, for a SIP, the date and duration. Add a nominee or opt out of nomination.",
            "Pay from your savings account. SIPs are debited by an auto-debit mandate that is registered the first "
            "time you start a SIP.",
        ),
        "Units are allotted at the NAV of the day on which the fund house receives the money, if it is received "
        "before the cut-off time (3:00 pm for most schemes). Your investments are held in your name with the fund "
        "house and appear in your Consolidated Account Statement (CAS) and in the app under Invest > Portfolio.",
        "**Note:** Only regular plans are available through the bank. Regular plans have a higher expense ratio "
        "than direct plans because they include the distributor's commission. Past performance is not a guide to "
        "future returns, and the bank does not guarantee returns on any scheme. For questions about a scheme's "
        "portfolio or performance, please speak to your Wealth Relationship Manager.",
    )
    d.q(
        "What is the minimum amount for a SIP?",
        "₹500 a month for most schemes (₹100 for some). Lump sum investments start at ₹1,000. "
        "SIP dates can be any date from the 1st to the 28th of the month.",
    )
    d.q(
        "Do I need to complete KYC?",
        "Yes. You need to be KYC-compliant with a KYC Registration Agency (KRA). If you are not, you can "
        f"complete KYC on {APP} using your Aadhaar and PAN and an e-sign, in about 10 minutes. Your KYC status "
        "is checked automatically when you start investing.",
    )
    d.q(
        "When will I receive my redemption money?",
        T(
            ["Type of scheme", "Redemption proceeds credited"],
            [
                ["Liquid and overnight funds", "Next working day (T+1)"],
                ["Debt funds", "T+1 to T+2 working days"],
                ["Equity and hybrid funds", "T+2 to T+3 working days"],
                ["ELSS (tax-saving) funds", "Only after the 3-year lock-in; then T+2 to T+3"],
            ],
        ),
    )
    d.q(
        "Does the bank charge a fee?",
        "No. The bank receives a commission from the fund house, which is included in the scheme's expense "
        "ratio. Details of the commission are shown in your CAS and on the scheme page in the app.",
    )
    d.q(
        "Can I pause my SIP?",
        f"Yes. {APP} > Invest > My SIPs > select SIP > Pause. You can pause a SIP for 1 to 6 months. To stop a "
        "SIP permanently, choose Cancel SIP; the cancellation takes effect from the next instalment if requested "
        "at least 7 working days before the SIP date.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("2. Demat and Trading Account (3-in-1)")
    d.q(
        "What is a 3-in-1 account?",
        f"A 3-in-1 account links your Jhelum Bank savings account, a demat account with {F['broker']} (a "
        "depository participant of CDSL) and a trading account with " + F["broker"] + " (a member of NSE and "
        "BSE). Money moves automatically between your savings and trading accounts when you buy or sell shares, "
        "so you do not have to transfer funds yourself.",
    )
    d.q(
        "What are the charges?",
        T(
            ["Charge", "Amount"],
            [
                ["Account opening", "Free"],
                [
                    "Demat annual maintenance charge (AMC)",
                    f"Free in the first year; {F['demat_amc']} a year thereafter",
                ],
                ["Brokerage — equity delivery", "0.30% of the trade value (minimum ₹20 per order)"],
                ["Brokerage — equity intraday", "0.03% or ₹20 per order, whichever is lower"],
                ["Brokerage — futures and options", "₹20 per order"],
                ["DP charge on sale of shares", "₹15 plus GST per company per day"],
            ],
        ),
        "Statutory charges (STT, exchange transaction charges, SEBI fees, stamp duty and GST) are extra.",
    )
    d.q(
        "How do I open a 3-in-1 account?",
        f"On {APP} > Invest > Demat & Trading > Open Account. You need a Jhelum Bank savings account, your PAN "
        "and Aadhaar linked to your mobile number, a photo of your signature, and income proof if you want to "
        "trade in futures and options. The account is usually opened within 24 hours.",
    )
    d.q(
        "Can I link my existing demat account with another broker?",
        "Yes. You can link your Jhelum Bank savings account to a demat or trading account with any broker for "
        "receiving dividends and making payments. The automatic 3-in-1 fund transfer is available only with "
        f"{F['broker']}.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("3. Public Provident Fund (PPF)")
    d.q(
        "Who can open an account?",
        "Any resident Indian individual, in his or her own name. A parent or guardian can also open an account on "
        "behalf of a minor. Only one PPF account is allowed per person across all banks and post offices, "
        "plus accounts opened on behalf of minors. Joint accounts are not allowed; NRIs cannot open a new "
        "account.",
    )
    d.q(
        "What is the rate of interest?",
        f"{F['ppf_rate']} per annum, compounded yearly, for the quarter {F['small_savings_qtr']}. The rate is "
        "set by the Government of India every quarter. Interest is calculated on the lowest balance between the "
        "close of the 5th day and the end of the month, so deposit before the 5th to earn interest for that month.",
    )
    d.q(
        "What is the minimum and maximum deposit?",
        f"Minimum ₹500 and maximum {inr(F['taxsaver_max'])} in a financial year, in one or more deposits. "
        "The maximum includes deposits in accounts opened on behalf of minors.",
    )
    d.q(
        "When does the account mature?",
        "After 15 full financial years, excluding the year in which the account was opened. On maturity you can "
        "close the account, or extend it in blocks of 5 years, with or without further deposits. Submit Form 4 "
        "within one year of maturity to extend with deposits.",
    )
    d.q(
        "Can I withdraw before maturity?",
        B(
            "**Loan:** from the 3rd to the 6th financial year, up to 25% of the balance at the end of the second "
            "year before the year of the loan.",
            "**Partial withdrawal:** once a year from the 7th financial year, up to 50% of the balance at the end of "
            "the 4th year before the year of withdrawal, or at the end of the previous year, whichever is lower.",
            "**Premature closure:** after 5 years, only for serious illness of the account holder or family, "
            "higher education of the account holder or children, or change of residency status. Interest is "
            "reduced by 1% for the whole period.",
        ),
    )
    d.q(
        "What tax benefits are available?",
        "Deposits qualify for deduction under Section 80C (old tax regime). Interest and maturity proceeds are "
        "fully tax-free.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("4. Sukanya Samriddhi Yojana (SSY)")
    d.q(
        "Who can open an account?",
        "A parent or legal guardian, in the name of a girl child below 10 years of age. Only one account can be "
        "opened per girl, and a maximum of two per family (three if twins or triplets are born in the second "
        "birth). The girl must be a resident Indian.",
    )
    d.q(
        "What is the rate of interest?",
        f"{F['ssy_rate']} per annum, compounded yearly, for the quarter {F['small_savings_qtr']}.",
    )
    d.q(
        "What is the minimum and maximum deposit?",
        f"Minimum ₹250 and maximum {inr(F['taxsaver_max'])} in a financial year. Deposits can be made for 15 years "
        "from the date of opening. If the minimum deposit is not made in a year, the account becomes a "
        "defaulted account; it can be regularised by paying ₹250 plus a penalty of ₹50 for each year of default.",
    )
    d.q("When does the account mature?", "21 years from the date of opening.")
    d.q(
        "Can I withdraw before maturity?",
        "Up to 50% of the balance at the end of the previous financial year can be withdrawn for the girl's "
        "higher education, after she turns 18 or passes Class 10, whichever is earlier. The account can be "
        "closed early for the girl's marriage after she turns 18, or on compassionate grounds after 5 years.",
    )
    d.q(
        "What tax benefits are available?",
        "Same as PPF: deposits qualify under Section 80C (old tax regime), and interest and maturity proceeds are "
        "tax-free.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("5. National Pension System (NPS)")
    d.q(
        "Who can open an account?",
        "Indian citizens, resident or non-resident, aged 18 to 70 years. Jhelum Bank is a registered Point of "
        "Presence (PoP) under the Pension Fund Regulatory and Development Authority (PFRDA). You can open an NPS "
        f"account on {APP} > Invest > NPS, using Aadhaar-based e-KYC. A Permanent Retirement Account Number "
        "(PRAN) is issued immediately.",
    )
    d.q(
        "What is the rate of interest?",
        "NPS does not pay a fixed rate. Returns depend on the performance of the pension fund and the asset mix "
        "(equity, corporate bonds, government securities and alternative assets) you choose, either actively or "
        "through the Auto Choice option that reduces equity as you get older.",
    )
    d.q(
        "What is the minimum and maximum contribution?",
        "**Tier I:** ₹500 to open and at least ₹1,000 in a financial year. No maximum.\n"
        "**Tier II (optional, withdrawable):** ₹1,000 to open. No minimum annual contribution.",
        T(
            ["Charge (by Jhelum Bank as PoP)", "Amount"],
            [
                ["Account opening", "₹200 plus GST"],
                ["Each contribution", "0.50% of the amount, minimum ₹30, maximum ₹25,000, plus GST"],
                ["Contribution through eNPS on the app", "0.20% of the amount, maximum ₹10,000, plus GST"],
            ],
        ),
    )
    d.q(
        "Can I withdraw before maturity?",
        B(
            "**Partial withdrawal:** after 3 years, up to 25% of your own contributions, for specified purposes "
            "(children's education or marriage, house purchase, serious illness). Up to three times.",
            "**At 60:** at least 40% of the corpus must be used to buy an annuity; up to 60% can be taken as a "
            "lump sum. If the corpus is ₹5 lakh or less, the entire amount can be withdrawn.",
            "**Before 60 (after 5 years):** 80% must be used to buy an annuity; 20% can be taken as a lump sum. "
            "If the corpus is ₹2.5 lakh or less, the entire amount can be withdrawn.",
        ),
    )
    d.q(
        "What tax benefits are available?",
        B(
            "Section 80CCD(1): own contributions, within the overall ₹1,50,000 limit of Section 80C",
            "Section 80CCD(1B): an additional deduction of up to ₹50,000 for own contributions",
            "Section 80CCD(2): employer's contribution, up to 10% of salary (14% under the new tax regime)",
        ),
        "Sections 80CCD(1) and 80CCD(1B) are available only under the old tax regime. The lump sum withdrawal "
        "of up to 60% at 60 is tax-free.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("6. Atal Pension Yojana (APY)")
    d.q(
        "Who can open an account?",
        "Indian citizens aged 18 to 40 years who have a savings account. From 1 October 2022, people who are or "
        "have been income tax payers cannot join APY.",
    )
    d.q(
        "What pension will I get?",
        "A guaranteed pension of ₹1,000, ₹2,000, ₹3,000, ₹4,000 or ₹5,000 a month from the age of 60, as you "
        "choose. The monthly contribution depends on your age at joining and the pension chosen. For example:",
        T(
            ["Age at joining", "For ₹1,000 pension", "For ₹3,000 pension", "For ₹5,000 pension"],
            [
                ["18", "₹42", "₹126", "₹210"],
                ["25", "₹76", "₹226", "₹376"],
                ["30", "₹116", "₹347", "₹577"],
                ["35", "₹181", "₹543", "₹902"],
                ["40", "₹291", "₹873", "₹1,454"],
            ],
        ),
        "After the subscriber's death, the spouse receives the same pension, and the nominee receives the "
        "accumulated corpus after the death of both.",
    )
    d.q(
        "How are contributions paid?",
        "By auto-debit from your savings account on the same date every month (quarterly and half-yearly "
        "options are also available). Please keep enough balance. A penalty of ₹1 per ₹100 of contribution per "
        "month is charged for late payment, and the account is frozen after 6 months and deactivated after 12 "
        "months of non-payment.",
    )
    d.q(
        "Can I withdraw before maturity?",
        "Voluntary exit before 60 is allowed. You get back your contributions with the net income earned on them, "
        "less account maintenance charges. The government co-contribution, if any, is not refunded. If the exit is "
        "due to death or terminal illness, the full corpus is paid to the spouse or nominee.",
    )
    d.q(
        "What tax benefits are available?",
        "Contributions qualify for deduction under Section 80CCD(1), within the ₹1,50,000 limit, under the old "
        "tax regime. The pension is taxable as income.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("7. Sovereign Gold Bonds (SGB)")
    d.q(
        "Can I buy Sovereign Gold Bonds through the bank?",
        f"Sovereign Gold Bonds are issued by the Reserve Bank of India on behalf of the Government of India, in "
        f"tranches. No new tranche has been announced since February 2024. If a new tranche is notified, "
        f"you will be able to apply on {APP} > Invest > Sovereign Gold Bonds or at a branch, and we will inform "
        f"customers by e-mail. Existing bonds can be bought and sold on the stock exchanges through a demat account.",
    )
    d.q(
        "What is the rate of interest?",
        "2.50% per annum on the amount of the initial investment, paid every six months to your bank account. "
        "Interest is taxable.",
    )
    d.q(
        "Can I redeem my SGB early?",
        "Yes. After 5 years from the date of issue, bonds can be redeemed early on any interest payment date, at "
        "the price published by the RBI. Submit the request at the branch through which you bought the bonds, at "
        "least 10 days before the interest payment date. The full tenure is 8 years.",
    )
    d.q(
        "Is the redemption amount taxable?",
        "Capital gains on redemption by an individual at maturity, or on premature redemption through the RBI, are "
        "exempt. Gains on sale on a stock exchange are taxable as capital gains.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("8. PMJJBY and PMSBY")
    d.q(
        "What are PMJJBY and PMSBY?",
        T(
            ["", "Pradhan Mantri Jeevan Jyoti Bima Yojana (PMJJBY)", "Pradhan Mantri Suraksha Bima Yojana (PMSBY)"],
            [
                [
                    "Cover",
                    "₹2 lakh on death due to any cause",
                    "₹2 lakh on accidental death or total permanent disability; "
                    "₹1 lakh on partial permanent disability",
                ],
                ["Annual premium", F["pmjjby"], F["pmsby"]],
                ["Age at entry", "18 to 50 years (cover up to 55)", "18 to 70 years"],
                ["Insurer", F["life_insurer"], F["general_insurer"]],
            ],
        ),
    )
    d.q(
        "How do I enrol?",
        f"{APP} > Insurance > Government Schemes, or submit the enrolment form at any branch. You need a savings "
        "account with us and your Aadhaar. A person can be covered under each scheme only through one bank account.",
    )
    d.q(
        "When is the premium debited?",
        "The cover period is 1 June to 31 May. The premium for the next year is auto-debited from your savings "
        "account between 25 May and 31 May. If you join in the middle of the year, a proportionate premium may "
        "apply. For PMJJBY, cover starts after a lien period of 30 days, except for accidental death.",
    )
    d.q(
        "How does the nominee claim?",
        "The nominee should submit the claim form, the death certificate and a copy of the cancelled cheque or "
        "passbook of the nominee's account at the branch where the insured person had the account, within 30 "
        "days of death. For an accidental death under PMSBY, an FIR and post-mortem report are also required. "
        "The insurer settles the claim within 30 days of receiving the documents from the bank.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("9. Life Insurance")
    d.p(DISCLAIMER, italic=True, size=9)
    d.q("Who is the insurer?", f"{F['life_insurer']}. We offer term plans, savings plans, ULIPs and pension plans.")
    d.q(
        "How do I buy a policy?",
        f"Online on {APP} > Insurance > Life Insurance, or through a branch. Term plans above ₹50 lakh may need a "
        "medical examination, which is arranged by the insurer at no cost to you.",
    )
    d.q(
        "How do I make a claim?",
        N(
            f"Inform {F['life_insurer']} through its website, its customer care, or any Jhelum Bank branch.",
            "Submit the claim form, policy document, death certificate, nominee's KYC and bank details, and the "
            "medical records or FIR where applicable.",
            "The insurer settles the claim within 15 days of receiving all documents, or within 45 days if an "
            "investigation is required.",
        ),
        "The bank helps you with the paperwork, but the decision on the claim is made by the insurer.",
    )
    d.q(
        "Can I cancel my policy if I change my mind?",
        "Yes. You have a free-look period of 30 days from receiving the policy document. The premium is refunded, "
        "less the proportionate risk premium, medical examination costs and stamp duty.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("10. Health Insurance")
    d.q("Who is the insurer?", F["health_insurer"] + ".")
    d.q(
        "How do I buy a policy?",
        f"On {APP} > Insurance > Health Insurance, or at a branch. Family floater plans cover you, your spouse, "
        "children and parents, with sums insured from ₹5 lakh to ₹1 crore. Pre-existing diseases are covered "
        "after a waiting period of up to 3 years.",
    )
    d.q(
        "How do I make a claim?",
        "**Cashless:** at a network hospital, show your health card at the insurance desk. The hospital sends a "
        "pre-authorisation request to the insurer, who decides within one hour. The final bill is settled "
        "directly with the hospital.\n"
        "**Reimbursement:** at any other hospital, pay the bill and submit the claim form, discharge summary, "
        "bills and reports to the insurer within 30 days of discharge.",
        "Inform the insurer within 24 hours of an emergency admission, or at least 48 hours before a planned one.",
        "**Documents for a reimbursement claim:**",
        B(
            "Claim form signed by the policyholder",
            "Original hospital bills with an itemised break-up, and payment receipts",
            "Discharge summary and the doctor's prescriptions",
            "Investigation reports (blood tests, X-rays, scans) with the doctor's referral",
            "Pharmacy bills with prescriptions",
            "KYC documents and a cancelled cheque for payment by NEFT",
            "FIR or medico-legal certificate, in the case of an accident",
        ),
        "The insurer must approve the final discharge within three hours of receiving the request from the hospital "
        "and settle reimbursement claims within 15 days of receiving the last document. Any deductions are "
        "explained in the settlement letter.",
        "**Note:** Claims are decided by " + F["health_insurer"] + ". See Does the bank settle insurance claims? "
        "below.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("11. Motor Insurance")
    d.q("Who is the insurer?", F["general_insurer"] + ".")
    d.q(
        "How do I buy a policy?",
        f"{APP} > Insurance > Motor. Enter your vehicle registration number to get a quote for a comprehensive or "
        "third-party policy. Renewals can be done up to 60 days before expiry; your no-claim bonus is carried "
        "forward if you renew within 90 days of expiry.",
    )
    d.q(
        "How do I make a claim?",
        N(
            f"Inform {F['general_insurer']} immediately through its app, website or helpline.",
            "In the case of theft or an accident with injury, file an FIR with the police.",
            "Take the vehicle to a network garage for cashless repair, or to any garage for reimbursement.",
            "A surveyor inspects the vehicle before repairs begin.",
        ),
    )

    # ------------------------------------------------------------------------------------
    d.h1("12. Insurance Claims and Complaints")
    d.q(
        "Does the bank settle insurance claims?",
        "No. Claims are decided and paid by the insurer. Jhelum Bank helps you submit the claim and follows it "
        "up on your behalf.",
    )
    d.q(
        "Whom do I contact if I am not satisfied with the insurer's decision?",
        "First contact the insurer's grievance redressal officer. If the matter is not resolved within 14 days, "
        "or you are not satisfied with the reply, you can approach the Insurance Ombudsman or use the Bima Bharosa "
        "portal of IRDAI. Complaints about mis-selling by bank staff can also be raised with the bank; see "
        "Complaints and Escalation in the Services and Support section.",
    )
    return d
