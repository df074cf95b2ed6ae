"""Deposits help centre: Heading 1 document title, Heading 1 categories, Heading 2 questions.
One category (Recurring Deposits) was exported with its question headings in ALL CAPS;
several question headings are topics rather than questions; some headings carry trailing
spaces or a trailing NBSP."""

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr, pct, fd_rate

APP, NB = F["app"], F["nb"]
SC = float(F["sc_extra"].rstrip("%"))


def fd_table(with_sc=True):
    rows = []
    for label, r in F["fd_rates"]:
        rows.append([label, pct(r), pct(r + SC)] if with_sc else [label, pct(r)])
    hdr = ["Tenure", "General (% p.a.)", "Senior citizens (% p.a.)"] if with_sc else ["Tenure", "Rate (% p.a.)"]
    return T(hdr, rows)


def build():
    d = HelpDoc(table_style="Table Grid", font="Arial", size=10, title_meta="Deposits FAQs")
    d.updated("2 June 2025", italic=False)
    d.h1("Deposits — Frequently Asked Questions")
    d.p(f"Help & FAQs > Deposits", size=9, color="595959")

    # ------------------------------------------------------------------------------------
    d.h1("Fixed Deposits")
    d.q(
        "Interest rates on FD",
        fd_table(),
        f"Rates for deposits below ₹3 crore, effective {F['fd_wef']}. For deposits of ₹3 crore and above "
        f"(bulk deposits), please contact your branch or Relationship Manager.",
    )
    d.q(
        "Minimum amount",
        f"{inr(F['fd_min'])} at a branch, and {inr(F['fd_min_app'])} on {APP} and {NB}. Thereafter in multiples of ₹100. "
        f"There is no maximum limit.",
    )
    d.q(
        "What is the minimum and maximum tenure?",
        "The minimum tenure is 7 days and the maximum is 10 years. You can choose any tenure in days, months or "
        "years within this range.",
    )
    d.q(
        "Do senior citizens get a higher rate?",
        f"Yes. Resident individuals aged 60 years and above get an additional {F['sc_extra']} p.a. over the card "
        f"rate on deposits of less than ₹3 crore for all tenures. The additional rate is not available on NRE and "
        f"NRO deposits. If you turn 60 during the term of the deposit, the higher rate applies only when the "
        f"deposit is renewed.",
    )
    d.q(
        "What is Jhelum 444?",
        f"Jhelum 444 is a fixed deposit with a fixed tenure of 444 days. It pays "
        f"{pct(fd_rate('444 days (Jhelum 444)'))} p.a. (senior citizens "
        f"{pct(fd_rate('444 days (Jhelum 444)') + SC)} p.a.). All other features, including premature "
        f"withdrawal, are the same as for a regular fixed deposit. This is a limited-period offer and may be "
        f"withdrawn without notice.",
    )
    d.q(
        "What interest payout options are available?",
        "You can choose how you want to receive interest when you open the deposit:",
        T(
            ["Option", "How interest is paid", "Minimum tenure"],
            [
                [
                    "Cumulative (reinvestment)",
                    "Compounded quarterly and paid with the principal on maturity",
                    "6 months",
                ],
                ["Quarterly payout", "Paid on the last day of each calendar quarter", "6 months"],
                ["Monthly payout", "Paid every month at a discounted rate", "6 months"],
                ["Short-term", "Simple interest paid on maturity", "7 days (tenure below 6 months)"],
            ],
        ),
        "Interest can be credited to your Jhelum Bank savings account or to an account with another bank "
        "(through NEFT).",
    )
    d.q(
        "How is interest calculated on a cumulative deposit?",
        "Interest is compounded every quarter. The maturity value is calculated as:\n"
        "A = P × (1 + r/4)^(4t)\n"
        "where P is the principal, r is the annual rate and t is the tenure in years.",
        f"**Example:** ₹1,00,000 for 2 years at {pct(fd_rate('2 years to less than 3 years'))} p.a. gives a "
        f"maturity value of about ₹1,14,888.",
    )
    d.q(
        "How is the monthly payout calculated?",
        "The monthly interest is the quarterly interest discounted to its present value, so it is slightly "
        "lower than one-third of the quarterly interest. For ₹1,00,000 at 7.00% p.a., the monthly payout is "
        "₹580, compared with a quarterly payout of ₹1,750.",
    )
    d.q(
        "Premature withdrawal",
        f"You can close a fixed deposit before maturity at any branch, on {NB} or on {APP} (Deposits > select the "
        "deposit > Close Deposit). The money is credited to your savings account immediately.",
        "Interest is paid at the rate that was applicable, on the date you opened the deposit, for the period the "
        "deposit actually remained with the bank — not the rate you were originally contracted for — less a "
        "penalty:",
        T(
            ["Deposit amount", "Penalty"],
            [["Below ₹5 lakh", f"{F['fd_pen_small']}"], ["₹5 lakh and above (below ₹3 crore)", f"{F['fd_pen_large']}"]],
        ),
        "**Example 1:** You open a 3-year deposit of ₹2,00,000 at 6.90% and close it after 13 months. The rate for "
        "1 year to less than 15 months on the date of opening was 6.80%. You receive 6.80% − 0.50% = 6.30% for 13 "
        "months. Any interest already paid to you at 6.90% is recovered from the proceeds.",
        "**Example 2:** You open a 2-year deposit of ₹10,00,000 at 7.00% and close it after 200 days. The rate for "
        "181 days to less than 1 year was 6.00%. You receive 6.00% − 1.00% = 5.00% for 200 days.",
        "**When no penalty is charged:**",
        B(
            "The deposit is closed to open a new deposit with us for a longer tenure than the remaining period, "
            "for an amount not less than the balance",
            "The depositor has died and the deposit is closed by the nominee, survivor or legal heirs",
            "The amount is broken by reverse sweep from a sweep FD (see Accounts > Auto Sweep)",
            "The deposit is closed within 7 days of opening — in this case no interest is paid at all",
        ),
        "**Note:** Tax-saver FDs cannot be withdrawn before 5 years. FCNR(B) deposits closed before one year do not "
        "earn any interest. If the deposit is under lien for a loan or overdraft, the loan must be repaid first, or "
        "the proceeds are used to repay it.",
    )
    d.q(
        "Is partial withdrawal allowed?",
        "Yes, in multiples of ₹1,000. The amount withdrawn is treated as a premature withdrawal and the balance "
        "continues at the original rate. The remaining balance must be at least the minimum deposit amount.",
    )
    d.q(
        "What happens when my FD matures? ",
        "Unless you have chosen otherwise, the deposit is renewed automatically on maturity for the same "
        "tenure at the rate applicable on the date of maturity. You can change the maturity instruction at "
        "any time before maturity.",
        B(
            "Auto-renew principal and interest (default for cumulative deposits)",
            "Auto-renew principal only, interest credited to account",
            "Close and credit to account",
        ),
        f"If a deposit has matured and you wish to renew it from the maturity date, you may do so within "
        f"{F['fd_grace_days']} days of maturity; interest will then be paid from the date of maturity. "
        f"After {F['fd_grace_days']} days, interest on the unclaimed amount is paid at the savings rate or the "
        f"contracted rate, whichever is lower, until you claim it.",
    )
    d.q(
        "Can I open an FD in joint names?",
        "Yes, with up to four holders. Mode of operation can be 'Either or Survivor', 'Former or Survivor', "
        "'Latter or Survivor', 'Anyone or Survivor(s)' or 'Jointly'. The senior citizen rate is applied if the "
        "first holder is a senior citizen.",
    )
    d.q(
        "Can I add or change the nominee on my FD?",
        f"Yes. Nomination can be added, changed or cancelled at any time during the term of the deposit on "
        f"{APP} > Deposits > select the deposit > Nominee, or at a branch using Form DA-1 (new nomination), "
        f"DA-2 (cancellation) or DA-3 (change).",
    )
    d.q(
        "Can I open an FD in the name of a minor?",
        "Yes. A deposit can be opened in the name of a minor of any age with a parent or legal guardian. "
        "Minors aged 10 years and above may open and operate a deposit on their own if they can sign "
        "consistently. The maturity proceeds of a minor's deposit are credited only to an account in the "
        "minor's name.",
    )
    d.q(
        "Can NRIs open fixed deposits?",
        "Yes, as NRE, NRO or FCNR(B) deposits. Please refer to NRI Accounts in the Services and Support section "
        "of Help & FAQs for rates and features.",
    )
    d.q(
        "I have lost my FD receipt.",
        "Fixed deposits opened since April 2021 are issued as an electronic advice, and no physical receipt is "
        "needed to close them. If you hold an older physical receipt and have lost it, submit a letter of "
        "indemnity at the branch. A duplicate receipt is issued free of charge.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("FD on Jhelum One and NetBanking")
    d.q(
        "How do I open an FD on the app?",
        N(
            f"Log in to {APP} and tap Deposits > Open Deposit > Fixed Deposit.",
            "Choose the amount, tenure and interest payout option.",
            "Select the maturity instruction and the nominee (your savings account nominee is selected by default).",
            "Review the rate and maturity amount shown and tap Confirm.",
            "Authorise with your MPIN.",
        ),
        "The deposit is created instantly and the advice is e-mailed to you.",
    )
    d.q(
        "Can I close my FD online?",
        f"Yes. {APP} > Deposits > select the deposit > Close Deposit. Proceeds are credited to your linked savings "
        f"account immediately. Deposits held jointly with mode of operation 'Jointly', and deposits under lien, "
        f"can only be closed at a branch.",
    )
    d.q(
        "Where can I see my FD advice?",
        f"{APP} > Deposits > select the deposit > Download Advice. On NetBanking: Deposits > Deposit Summary > "
        f"View Advice.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Tax-Saver Fixed Deposit")
    d.q(
        "What is a tax-saver FD?",
        f"A fixed deposit of 5 years on which you can claim a deduction under Section 80C of the Income-tax Act, "
        f"1961, up to {inr(F['taxsaver_max'])} in a financial year (together with your other 80C investments). "
        f"It pays {F['taxsaver_rate']} p.a. (senior citizens {pct(float(F['taxsaver_rate'][:-1]) + SC)} p.a.).",
        "**Note:** The deduction is available only under the old tax regime.",
    )
    d.q(
        "Who can open it?",
        "Resident individuals and HUFs. In a joint deposit, only the first holder can claim the tax benefit.",
    )
    d.q(
        "Minimum and maximum deposit",
        f"Minimum ₹100; maximum {inr(F['taxsaver_max'])} per financial year per PAN across all tax-saver "
        f"deposits with us.",
    )
    d.q(
        "Can I withdraw a tax-saver FD before 5 years?",
        "No. Premature withdrawal is not allowed, except on the death of the depositor.",
    )
    d.q("Can I get a loan against it?", "No.")

    # ------------------------------------------------------------------------------------
    d.h1("Recurring Deposits")
    d.q(
        "WHAT IS A RECURRING DEPOSIT?",
        "A recurring deposit (RD) lets you save a fixed amount every month and earn fixed-deposit rates on it. "
        "The instalment is debited automatically from your savings account on the date you choose.",
    )
    d.q(
        "WHAT IS THE MINIMUM INSTALMENT?",
        f"{inr(F['rd_min'])} a month, and thereafter in multiples of ₹100. The maximum is ₹10,00,000 a month.",
    )
    d.q("WHAT IS THE TENURE?", "6 months to 10 years, in multiples of 3 months.")
    d.q(
        "WHAT RATE OF INTEREST IS PAID ON RD?",
        "The rate applicable to a fixed deposit of the same tenure on the date the RD is opened. It does not "
        "change during the term. Interest is compounded quarterly.",
    )
    d.q(
        "WHAT HAPPENS IF I MISS AN INSTALMENT?",
        f"The missed instalment is recovered automatically along with the next instalment if funds are "
        f"available. A penalty of {F['rd_penalty']} per month of delay is charged for RDs of up to 5 years "
        f"(₹2.00 for every ₹100 for RDs above 5 years).",
        "If six consecutive instalments are missed, the RD is closed prematurely and the balance, with "
        "interest as for premature withdrawal, is credited to your savings account.",
    )
    d.q(
        "CAN I OPEN AN RD ON THE APP?",
        f"Yes. {APP} > Deposits > Open Deposit > Recurring Deposit. Choose the monthly instalment, the tenure "
        f"and the debit date (any date from the 1st to the 28th). The first instalment is debited immediately.",
    )
    d.q(
        "CAN I CHANGE THE INSTALMENT AMOUNT",
        "No. The instalment is fixed for the full term. You can open another RD for the additional amount.",
    )
    d.q(
        "PREMATURE CLOSURE OF RD",
        "Please refer to Premature withdrawal under Fixed Deposits. The same penalty rates apply to recurring "
        "deposits. Partial withdrawal from an RD is not allowed.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("TDS on Deposit Interest")
    d.q(
        "When is TDS deducted?",
        f"Tax is deducted at source (TDS) under Section 194A of the Income-tax Act when the total interest on all "
        f"your deposits — fixed and recurring, at all our branches — is expected to exceed {inr(F['tds_limit'])} in a "
        f"financial year, or {inr(F['tds_limit_sc'])} if you are a senior citizen. Interest on savings accounts is not "
        f"counted and is not subject to TDS.",
        "TDS is deducted at the time interest is paid or credited to your account. For cumulative deposits and "
        "recurring deposits, where interest is paid only on maturity, the interest accrued during the year is "
        "worked out on 31 March and TDS is deducted on that accrued interest, even though you have not received it. "
        "The deposit is reduced by the amount of TDS; if you would rather keep the full principal, you can ask us to "
        "recover TDS from your savings account instead.",
        f"**Example:** Mr Rao (aged 45) has two fixed deposits with us. One pays interest of ₹9,000 every quarter (₹36,000 "
        f"a year) and the other, a cumulative deposit, accrues ₹16,000 of interest in the year. His total interest for the year is "
        f"₹52,000, which is above {inr(F['tds_limit'])}, so TDS at 10% is deducted on each interest payment and on the "
        f"accrued interest on 31 March — ₹5,200 in all.",
        "**Joint deposits:** TDS is deducted in the name of the first holder only, and the first holder's age decides "
        "which threshold applies.",
        "**How to avoid TDS:** If your total income is below the taxable limit, submit Form 15G or Form 15H at the "
        "start of the year (see Form 15G / 15H below). If your income is taxable, TDS is simply an advance tax "
        "payment; it is shown in your Form 26AS and you can adjust it against your tax liability when you file your "
        "return.",
        "**Note:** Please make sure your PAN is updated and linked to Aadhaar. Without a valid PAN, TDS is deducted at "
        "20%.",
    )
    d.q(
        "What is the TDS rate?",
        T(
            ["Situation", "TDS rate"],
            [
                ["Resident, PAN available", "10%"],
                ["Resident, PAN not available or inoperative", "20%"],
                [
                    "Non-filer of income tax return (Section 206AB)",
                    "Twice the applicable rate or 5%, whichever is higher",
                ],
                [
                    "NRO deposits",
                    "30% plus surcharge and cess (lower rate under a tax treaty if Form 10F and TRC are given)",
                ],
                ["NRE and FCNR deposits", "Nil"],
            ],
        ),
    )
    d.q(
        "TDS certificate",
        f"Form 16A is issued every quarter and can be downloaded from {NB} > Deposits > TDS Certificate. "
        f"TDS is also shown in your Form 26AS and Annual Information Statement (AIS) on the income tax portal.",
    )
    d.q(
        "Can I get a refund of TDS from the bank?",
        "No. Once TDS has been deposited with the government, the bank cannot refund it. You can claim a "
        "refund when you file your income tax return.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Form 15G / 15H")
    d.q(
        "Who can submit Form 15G or 15H?",
        B(
            "**Form 15G:** resident individuals below 60 years of age, and HUFs, whose tax on total income for "
            "the year is nil and whose total interest income does not exceed the basic exemption limit.",
            "**Form 15H:** resident individuals aged 60 years or above whose tax on total income for the year is nil.",
        ),
        "Non-resident Indians cannot submit these forms.",
    )
    d.q(
        "When should I submit the form?",
        "At the beginning of every financial year, preferably in April, and in any case before the first interest "
        "payment of the year. The form must also be submitted when you open a new deposit.",
    )
    d.q(
        "Can I submit Form 15G/15H online?",
        f"Yes. {NB} > Deposits > Submit Form 15G/15H, or {APP} > Deposits > Tax > Form 15G/15H. The form applies to "
        f"all your deposits under the same customer ID.",
    )
    d.q(
        "Form 15G submitted but TDS still deducted\u00a0",
        "This happens if the form was submitted after the interest was credited, or if your PAN was not updated "
        "in the customer profile. TDS already deducted cannot be reversed. Please claim it in your return.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Loan and Overdraft against Fixed Deposits")
    d.q(
        "How much can I borrow against my FD?",
        f"Up to {F['lad_margin']} of the principal plus accrued interest. The minimum loan is ₹10,000.",
    )
    d.q(
        "What is the interest rate?",
        f"{F['lad_spread']} above the interest rate of the deposit. For example, if your deposit earns 7.05% "
        f"p.a., the loan or overdraft is charged at 9.05% p.a. Interest is charged only on the amount used.",
    )
    d.q(
        "How do I apply online?",
        f"{APP} > Deposits > select the deposit > Get Overdraft. The overdraft limit is set up in your savings "
        f"account instantly; no documents or processing fee are needed. Joint deposits need the consent of all "
        f"holders and must be processed at a branch.",
    )
    d.q(
        "What happens if the loan is not repaid when the FD matures?",
        "On maturity, the deposit is adjusted against the outstanding loan and any balance is credited to your "
        "account. The deposit is not renewed.",
    )
    d.q(
        "Are tax-saver FDs eligible?",
        "No. Loans are not available against tax-saver FDs, or against deposits that are already under lien.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Deposit Insurance")
    d.q(
        "Are my deposits insured?",
        "Yes. Jhelum Bank is registered with the Deposit Insurance and Credit Guarantee Corporation (DICGC), a "
        "wholly owned subsidiary of the RBI.",
    )
    d.q(
        "How much is covered?",
        f"Up to {inr(F['dicgc'])} per depositor, for principal and interest together, across all branches of the bank.",
    )
    d.q(
        "Which deposits are covered?",
        "All savings, current, fixed and recurring deposits are covered, except:",
        B(
            "Deposits of foreign governments",
            "Deposits of central and state governments",
            "Inter-bank deposits",
            "Deposits received outside India",
        ),
        "Deposits held in different capacities or rights — for example, in your own name, jointly, or as a "
        "partner of a firm — are insured separately.",
    )
    return d
