"""Sample knowledge base, part A: seven retail policy documents of Suvidha Bank Ltd.

Each document follows the format consumed by ``scripts.sample_corpus.render``.
"""

from __future__ import annotations

SAVINGS_AND_CURRENT = {
    "file": "savings_and_current_accounts.docx",
    "title": "Savings and Current Accounts: Features, Balances and Service Rules",
    "blocks": [
        (
            "p",
            (
                "This document explains the savings and current accounts offered by Suvidha Bank Ltd. to resident "
                "customers through its branches, Suvidha NetBanking and the Suvidha Mobile app. It applies from 1 "
                "January 2026. All charges mentioned here are listed in the Schedule of Service Charges and are "
                "subject to GST at 18%. Documents needed to open an account are explained in the KYC and Account "
                "Opening document. For any help, call our 24x7 customer care on 1800-266-7788 (from abroad "
                "+91-20-6600-7788) or write to care@suvidhabank.example."
            ),
        ),
        ("h1", "Savings and Current Account Variants"),
        (
            "p",
            (
                "Choose the account that matches how you bank. You can switch from one savings variant to another "
                "at any branch or through Suvidha Mobile without closing your account; your account number, "
                "cheque book and debit card remain the same and no charge is levied for the conversion."
            ),
        ),
        ("h2", "Savings Account Variants"),
        (
            "table",
            [
                [
                    "Variant",
                    "Who it is for",
                    "Minimum balance",
                    "Key features",
                ],
                [
                    "Suvidha Regular Savings",
                    "Resident individuals, singly or jointly; minors through a guardian",
                    (
                        "Monthly average balance of ₹10,000, ₹5,000 or ₹2,000 depending on branch category; nil "
                        "for minors"
                    ),
                    (
                        "RuPay Classic or Visa Platinum debit card, 25 free cheque leaves per financial year, "
                        "free NetBanking and Suvidha Mobile"
                    ),
                ],
                [
                    "Suvidha Salary Account",
                    "Employees of organisations that have a salary tie-up with the bank",
                    "Nil (zero balance) while salary is credited",
                    (
                        "Visa Platinum debit card with no annual fee, 50 free cheque leaves per financial year, "
                        "unlimited free transactions at Suvidha Bank ATMs"
                    ),
                ],
                [
                    "Suvidha Basic Savings (BSBDA)",
                    "Anyone who wants a simple no-frills account",
                    "Nil",
                    ("Free RuPay Classic debit card, 10 free cheque leaves per financial year, no charge on deposits"),
                ],
            ],
        ),
        (
            "p",
            (
                "Salary Account: if no salary is credited for three consecutive months, we send you an SMS and "
                "e-mail and, 30 days after that notice, convert the account to Suvidha Regular Savings. From then "
                "on the minimum balance of your branch category applies. The account returns to the Salary "
                "variant as soon as salary credits resume from a tie-up employer."
            ),
        ),
        (
            "p",
            (
                "Basic Savings Bank Deposit Account (BSBDA): you can make unlimited deposits and up to four "
                "withdrawals in a month, counting cash withdrawals at branches and ATM withdrawals at any bank's "
                "ATM. No fifth withdrawal is allowed in the same month, but payments through UPI, Suvidha "
                "NetBanking and Suvidha Mobile are unlimited and free. A BSBDA holder cannot hold any other "
                "savings account with Suvidha Bank; an existing savings account must be closed within 30 days of "
                "opening the BSBDA."
            ),
        ),
        ("h2", "Current Account Variants"),
        (
            "p",
            (
                "Current accounts are meant for business and professional transactions and can be opened by "
                "individuals, sole proprietorships, partnership firms, LLPs, companies, trusts and societies. "
                "Current accounts do not earn interest. The minimum balance for current accounts is the same at "
                "all branch categories."
            ),
        ),
        (
            "table",
            [
                [
                    "Variant",
                    "Monthly average balance",
                    "Free cash deposit per month",
                    "Free cheque leaves per month",
                ],
                [
                    "Current Standard",
                    "₹25,000",
                    "Up to ₹2 lakh",
                    "50 leaves",
                ],
                [
                    "Current Plus",
                    "₹1 lakh",
                    "Up to ₹10 lakh",
                    "100 leaves",
                ],
                [
                    "Current Premium",
                    "₹5 lakh",
                    "Up to ₹50 lakh",
                    "Unlimited",
                ],
            ],
        ),
        (
            "p",
            (
                "Cash deposited beyond the free limit is charged at ₹4 per ₹1,000 (minimum ₹50 per transaction), "
                "and extra cheque leaves cost ₹3 per leaf. If the monthly average balance is not maintained, a "
                "flat charge of ₹600 (Current Standard), ₹1,500 (Current Plus) or ₹3,000 (Current Premium) is "
                "levied for that month."
            ),
        ),
        ("h1", "Minimum Average Balance Requirements by Branch Category"),
        (
            "p",
            (
                "For Suvidha Regular Savings, the balance you need to keep depends on where your home branch is "
                "located. The monthly average balance (MAB) is the total of the end-of-day balances for every day "
                "of the month divided by the number of days in that month. It is not the balance on any single "
                "day, so a short dip is fine as long as the average stays above the requirement."
            ),
        ),
        (
            "table",
            [
                [
                    "Branch category",
                    "Monthly average balance",
                    "Charge if not maintained (per month)",
                ],
                [
                    "Metro",
                    "₹10,000",
                    "5% of the shortfall, maximum ₹300",
                ],
                [
                    "Urban",
                    "₹10,000",
                    "5% of the shortfall, maximum ₹300",
                ],
                [
                    "Semi-urban",
                    "₹5,000",
                    "5% of the shortfall, maximum ₹200",
                ],
                [
                    "Rural",
                    "₹2,000",
                    "5% of the shortfall, maximum ₹100",
                ],
            ],
        ),
        (
            "bullets",
            [
                (
                    "Example: your home branch is in a metro and your average balance for March is ₹7,000. The "
                    "shortfall is ₹3,000, so the charge is 5% of ₹3,000 = ₹150 plus GST of ₹27, a total of ₹177."
                ),
                (
                    "When your average falls below the requirement, we alert you by SMS and e-mail. If the "
                    "balance is not restored within one month of that notice, the charge is applied from the "
                    "following month."
                ),
                (
                    "The charge is never allowed to make your balance negative; if your balance is lower than the "
                    "charge, only the available balance is recovered."
                ),
                (
                    "No minimum balance charge is levied on Salary, BSBDA and minor accounts, or on any account "
                    "that has been classified as inoperative."
                ),
                (
                    "Your branch category is printed on your passbook and shown in Suvidha Mobile under Accounts "
                    "> Account Details."
                ),
            ],
        ),
        ("h1", "Savings Account Interest Rates and Calculation"),
        (
            "p",
            (
                "Interest on savings accounts is calculated on the balance at the end of every day and credited "
                "quarterly, on the last day of June, September, December and March. The current rates are:"
            ),
        ),
        (
            "bullets",
            [
                "2.75% p.a. on daily balances up to ₹10 lakh.",
                "3.25% p.a. on the part of the daily balance above ₹10 lakh.",
            ],
        ),
        (
            "p",
            (
                "Daily interest is worked out as daily balance × rate ÷ 365. For example, if you keep ₹2 lakh for "
                "a full quarter of 91 days, interest is ₹2,00,000 × 2.75% × 91 ÷ 365 = ₹1,371.23. If you keep ₹15 "
                "lakh, the first ₹10 lakh earns 2.75% (₹27,500 a year) and the remaining ₹5 lakh earns 3.25% "
                "(₹16,250 a year), giving about ₹10,907 for a 91-day quarter."
            ),
        ),
        (
            "p",
            (
                "Interest rates may change with notice on our website and in branches. Current accounts do not "
                "earn any interest. No TDS is deducted on savings account interest, but the interest is taxable; "
                "individuals can claim a deduction of up to ₹10,000 under Section 80TTA, and senior citizens up "
                "to ₹50,000 under Section 80TTB on combined savings and deposit interest. Interest certificates "
                "can be downloaded free from Suvidha NetBanking."
            ),
        ),
        ("h1", "Cheque Book Issue and Stop Payment"),
        (
            "p",
            (
                "All cheques issued by Suvidha Bank are CTS-2010 compliant, multi-city cheques payable at par at "
                "any branch. Free cheque leaves depend on your account:"
            ),
        ),
        (
            "bullets",
            [
                "Regular Savings: 25 leaves free per financial year (April to March); thereafter ₹4 per leaf.",
                "Salary Account: 50 leaves free per financial year; thereafter ₹4 per leaf.",
                "BSBDA: 10 leaves free per financial year, issued on request; thereafter ₹4 per leaf.",
                (
                    "Current accounts: 50, 100 or unlimited leaves per month depending on the variant; thereafter "
                    "₹3 per leaf."
                ),
            ],
        ),
        (
            "p",
            (
                "You can request a cheque book of 25 or 50 leaves in Suvidha Mobile under Services > Cheque Book "
                "Request, in Suvidha NetBanking, at any Suvidha Bank ATM, by calling 1800-266-7788 or at a "
                "branch. It is sent by speed post to your registered address within 7 working days. A cheque is "
                "valid for three months from its date."
            ),
        ),
        (
            "p",
            (
                "For cheques of ₹5 lakh and above you must register the cheque details under Positive Pay "
                "(Suvidha Mobile > Services > Positive Pay) at least one working day before the cheque is "
                "presented; we recommend it for all cheques of ₹50,000 and above. To stop payment of a cheque you "
                "have issued, use Suvidha Mobile or NetBanking free of charge, or give a written request at a "
                "branch (₹100 per cheque)."
            ),
        ),
        ("h1", "Dormant and Inoperative Accounts"),
        (
            "p",
            (
                "We track activity on your account so that unused accounts are not misused. Only customer-induced "
                "transactions count as activity: deposits, withdrawals, transfers, cheque payments, UPI, card and "
                "ATM use, or updating your KYC. Interest credits and charges debited by the bank do not count."
            ),
        ),
        (
            "bullets",
            [
                (
                    "Dormant: no customer-induced transaction for 12 months. The account works normally, but we "
                    "remind you by SMS, e-mail and letter to use it."
                ),
                (
                    "Inoperative: no customer-induced transaction for more than 2 years. We alert you three "
                    "months before this happens. Once inoperative, withdrawals, cheques, debit card use, "
                    "NetBanking and Suvidha Mobile transactions are blocked. Credits such as salary, pension, "
                    "government benefits and interest continue to be received."
                ),
                "Inoperative accounts keep earning interest, and no minimum balance charge is levied on them.",
                (
                    "If an account stays inoperative for 10 years, the balance is transferred to the RBI's "
                    "Depositor Education and Awareness (DEA) Fund. You can still claim it with interest at any "
                    "time through any Suvidha Bank branch; you can search for such deposits on the RBI UDGAM "
                    "portal (udgam.rbi.org.in)."
                ),
            ],
        ),
        ("h2", "Reactivating an Inoperative Account"),
        (
            "p",
            ("Reactivation is free of charge and can be done at any Suvidha Bank branch, not just your home branch."),
        ),
        (
            "steps",
            [
                (
                    "Visit any branch with your original officially valid document (OVD) and PAN card, or start a "
                    "video KYC call in Suvidha Mobile under Profile > Reactivate Account."
                ),
                "Fill in the reactivation request form; for joint accounts, all holders must complete KYC.",
                "If your periodic KYC update is due, it is completed at the same time.",
                (
                    "The account is reactivated the same working day at the home branch, or within 2 working days "
                    "elsewhere. You receive an SMS confirmation."
                ),
                "Make a deposit or withdrawal so that the account shows fresh activity.",
            ],
        ),
        ("h1", "Joint Accounts and Modes of Operation"),
        (
            "p",
            (
                "A savings or current account can be held jointly by up to four individuals. Each holder must "
                "complete KYC. Choose the mode of operation when you open the account:"
            ),
        ),
        (
            "bullets",
            [
                (
                    "Either or Survivor: either of two holders can operate; on the death of one, the survivor "
                    "continues to operate."
                ),
                (
                    "Former or Survivor: only the first holder operates; the second holder can operate only after "
                    "the first holder's death."
                ),
                "Anyone or Survivor(s): any one of the holders can operate the account alone.",
                (
                    "Jointly: all holders must sign every cheque and instruction; debit cards and Suvidha Mobile "
                    "transactions are not available in this mode."
                ),
            ],
        ),
        (
            "p",
            (
                "Debit cards can be issued to each holder in Either or Survivor and Anyone or Survivor(s) modes. "
                "Changing the mode of operation, adding a holder or removing a holder needs a written request "
                "signed by all existing holders. On the death of a holder in a survivorship mode, the surviving "
                "holders submit the death certificate and the account continues in their names. You can register "
                "up to four nominees for an account in Suvidha Mobile, NetBanking or at a branch; we strongly "
                "recommend nomination for every account."
            ),
        ),
        ("h1", "Closing Your Savings or Current Account"),
        (
            "p",
            (
                "Account closure charges are: nil if you close within 14 days of opening; ₹500 for savings and "
                "₹1,000 for current accounts if you close after 14 days but within 12 months; and nil after 12 "
                "months. No closure charge applies when the account is closed after the death of the account "
                "holder or when you only switch to a different variant."
            ),
        ),
        (
            "steps",
            [
                (
                    "Repay any dues linked to the account, and move standing instructions, NACH mandates, UPI "
                    "autopay and salary credits to another account."
                ),
                (
                    "Fill in the account closure form, available at branches and on www.suvidhabank.example, "
                    "signed by all joint holders."
                ),
                (
                    "Return unused cheque leaves and your debit card cut across the chip, or confirm in the form "
                    "that they have been destroyed."
                ),
                (
                    "Submit the form at your home branch or any branch with an original identity proof. "
                    "Single-holder savings accounts without any linked loan or deposit can also be closed in "
                    "Suvidha Mobile under Services > Close Account."
                ),
                (
                    "Choose how to receive the balance: transfer to another bank account by NEFT, a pay order, or "
                    "cash up to ₹20,000."
                ),
                (
                    "The account is closed within 3 working days and you receive a closure confirmation by SMS "
                    "and e-mail."
                ),
            ],
        ),
        (
            "p",
            (
                "If you are not satisfied with how your request was handled, contact the branch or customer care "
                "first. If the matter is not resolved, write to our Principal Nodal Officer at "
                "grievance@suvidhabank.example. If you do not receive a satisfactory reply within 30 days, you "
                "can approach the RBI Integrated Ombudsman."
            ),
        ),
    ],
}

FIXED_AND_RECURRING = {
    "file": "fixed_and_recurring_deposits.docx",
    "title": "Fixed Deposits and Recurring Deposits: Terms, Interest Rates and Rules",
    "blocks": [
        (
            "p",
            (
                "Suvidha Bank Ltd. offers fixed deposits (FDs) and recurring deposits (RDs) to resident "
                "individuals, HUFs, firms, companies and trusts. This document covers retail (non-bulk) deposits "
                "below ₹3 crore and applies from 1 January 2026. Deposits are insured by the Deposit Insurance "
                "and Credit Guarantee Corporation (DICGC) up to ₹5 lakh per depositor, including principal and "
                "interest, across all accounts held in the same capacity with the bank. You can open a deposit in "
                "Suvidha Mobile under Deposits > Open FD or Open RD, in Suvidha NetBanking, or at any branch."
            ),
        ),
        ("h1", "Fixed Deposit Tenure and Minimum Amount"),
        (
            "bullets",
            [
                (
                    "Tenure: from 7 days to 10 years. You can choose any number of days, or a period in months "
                    "and years."
                ),
                (
                    "Minimum deposit: ₹1,000, and in multiples of ₹100 thereafter. There is no maximum, but "
                    "deposits of ₹3 crore and above are treated as bulk deposits and earn different rates."
                ),
                (
                    "A linked Suvidha Bank savings or current account is needed for online FDs; at a branch you "
                    "can also pay by cheque or cash (PAN is required for cash deposits above ₹50,000)."
                ),
                (
                    "An FD receipt or advice is sent to your registered e-mail and is visible in Suvidha Mobile. "
                    "A paper receipt is issued at the branch on request."
                ),
                (
                    "You can name up to four nominees, and joint deposits follow the same modes of operation as "
                    "savings accounts."
                ),
            ],
        ),
        ("h1", "Fixed Deposit Interest Rates for General and Senior Citizens"),
        (
            "p",
            (
                "The rates below apply to new deposits and renewals from 1 January 2026. The rate is fixed on the "
                "day you book the deposit and does not change during the tenure, even if our card rates change "
                "later. Senior citizens (aged 60 years or more on the date of booking) get an additional 0.50% "
                "p.a., and super senior citizens (aged 80 years or more) get an additional 0.60% p.a. over the "
                "general rate. Proof of age is needed the first time you claim the senior citizen rate."
            ),
        ),
        (
            "table",
            [
                [
                    "Tenure",
                    "General (% p.a.)",
                    "Senior citizen 60+ (% p.a.)",
                    "Super senior citizen 80+ (% p.a.)",
                ],
                [
                    "7 days to 45 days",
                    "3.50",
                    "4.00",
                    "4.10",
                ],
                [
                    "46 days to 90 days",
                    "4.50",
                    "5.00",
                    "5.10",
                ],
                [
                    "91 days to 180 days",
                    "5.25",
                    "5.75",
                    "5.85",
                ],
                [
                    "181 days to less than 1 year",
                    "6.00",
                    "6.50",
                    "6.60",
                ],
                [
                    "1 year to less than 2 years",
                    "6.75",
                    "7.25",
                    "7.35",
                ],
                [
                    "2 years to less than 3 years",
                    "7.00",
                    "7.50",
                    "7.60",
                ],
                [
                    "3 years to less than 5 years",
                    "6.90",
                    "7.40",
                    "7.50",
                ],
                [
                    "5 years to 10 years",
                    "6.50",
                    "7.00",
                    "7.10",
                ],
            ],
        ),
        (
            "p",
            (
                "The same rates apply to recurring deposits of the same tenure. The Suvidha Tax-Saver FD earns "
                "the 5-year rate."
            ),
        ),
        ("h1", "Interest Compounding and Payout Options"),
        (
            "p",
            (
                "For deposits of 6 months and more, interest is compounded quarterly. Deposits of less than 6 "
                "months earn simple interest, paid at maturity. You choose how you want to receive interest when "
                "you open the deposit:"
            ),
        ),
        (
            "bullets",
            [
                (
                    "Cumulative (reinvestment): interest is compounded every quarter and paid with the principal "
                    "at maturity. Example: ₹1 lakh for 2 years at 7.00% grows to about ₹1,14,888; at the senior "
                    "citizen rate of 7.50% it grows to about ₹1,16,022."
                ),
                (
                    "Quarterly payout: interest is credited to your savings account at the end of every quarter "
                    "(June, September, December and March)."
                ),
                (
                    "Monthly payout: interest is paid every month at a discounted rate, because you receive it "
                    "earlier. Example: ₹5 lakh at 7.00% pays about ₹2,899 a month."
                ),
            ],
        ),
        (
            "p",
            (
                "The payout option can be changed only by closing the deposit and booking a new one. Interest for "
                "the broken period at the end of the tenure is paid on the maturity date."
            ),
        ),
        ("h1", "Premature Withdrawal of Fixed Deposits"),
        (
            "p",
            (
                "You can close an FD before maturity at any time, except the Tax-Saver FD. When you do, we pay "
                "interest at the rate that was applicable, on the date you booked the deposit, for the period the "
                "money actually stayed with us, minus a penalty:"
            ),
        ),
        (
            "bullets",
            [
                "Deposits below ₹5 lakh: penalty of 0.50% p.a.",
                "Deposits of ₹5 lakh and above: penalty of 1.00% p.a.",
                "No interest is paid if a deposit is closed within 7 days of booking.",
                (
                    "No penalty applies when the deposit is closed because of the depositor's death, or when you "
                    "close it to reinvest the full amount in a new Suvidha Bank FD for a longer period than the "
                    "remaining tenure."
                ),
            ],
        ),
        (
            "p",
            (
                "Example: you booked ₹2 lakh for 3 years at 6.90% and close it after 14 months. The rate for 1 "
                "year to less than 2 years on the booking date was 6.75%, so you receive 6.75% − 0.50% = 6.25% "
                "p.a. for 14 months. If interest already paid to you is more than this, the excess is recovered "
                "from the principal."
            ),
        ),
        (
            "p",
            (
                "To close an FD, go to Suvidha Mobile > Deposits, select the deposit and tap Close Deposit, or "
                "use NetBanking, or submit a signed request at any branch. Proceeds are credited to your linked "
                "account immediately. Partial withdrawal is allowed in multiples of ₹1,000; the amount withdrawn "
                "is treated as a premature withdrawal and the balance continues at the original rate."
            ),
        ),
        ("h1", "Loan and Overdraft Against Fixed Deposit"),
        (
            "p",
            (
                "If you need money for a short time, borrowing against your FD is usually cheaper than breaking "
                "it, because your deposit keeps earning interest."
            ),
        ),
        (
            "bullets",
            [
                "Amount: up to 90% of the principal plus accrued interest, minimum ₹5,000.",
                (
                    "Interest rate: 1.00% p.a. above the FD rate. For example, against an FD earning 7.00%, you "
                    "pay 8.00%."
                ),
                (
                    "Form: a demand loan or an overdraft limit in your savings account; on an overdraft you pay "
                    "interest only on the amount you use."
                ),
                (
                    "Tenure: up to the maturity date of the FD. Any amount not repaid by then is adjusted from "
                    "the maturity proceeds."
                ),
                (
                    "No processing fee. An instant overdraft can be set up in Suvidha Mobile under Deposits > "
                    "Overdraft Against FD, or at any branch."
                ),
                "Not available against Tax-Saver FDs.",
            ],
        ),
        ("h1", "Auto-Renewal at Maturity"),
        (
            "p",
            (
                "Unless you tell us otherwise, FDs are renewed automatically on maturity for the same tenure at "
                "the interest rate applicable on the maturity date. For cumulative deposits the principal and "
                "interest are renewed; for payout deposits only the principal is renewed and the interest goes to "
                "your account."
            ),
        ),
        (
            "bullets",
            [
                "We remind you by SMS and e-mail 7 days before maturity.",
                (
                    "You can change the maturity instruction (for example, to close and credit the proceeds to "
                    "your account, or renew for a different tenure) up to one working day before maturity in "
                    "Suvidha Mobile, NetBanking or at a branch."
                ),
                (
                    "If you had chosen not to renew and the proceeds are still unpaid, and you renew within 14 "
                    "days of maturity, the renewal is dated from the maturity date at the rate prevailing on that "
                    "date."
                ),
                (
                    "If proceeds remain unclaimed after maturity, the overdue period earns the savings account "
                    "rate of 2.75% p.a. or the contracted FD rate, whichever is lower."
                ),
                (
                    "Tax-Saver FDs are not auto-renewed as tax-saver deposits; they are renewed as regular FDs "
                    "unless you instruct otherwise."
                ),
            ],
        ),
        ("h1", "Tax Deducted at Source on Deposit Interest"),
        (
            "p",
            (
                "Interest on FDs and RDs is taxable. We deduct tax at source (TDS) under Section 194A of the "
                "Income-tax Act when the total interest on all your deposits across all Suvidha Bank branches in "
                "a financial year exceeds ₹50,000, or ₹1 lakh for senior citizens."
            ),
        ),
        (
            "bullets",
            [
                (
                    "Rate: 10% if we have your valid PAN; 20% if PAN is not available or is inoperative because "
                    "it is not linked with Aadhaar."
                ),
                (
                    "TDS is deducted when interest is paid or credited, and for cumulative deposits on the "
                    "interest accrued as on 31 March every year."
                ),
                (
                    "Form 16A (TDS certificate) is issued every quarter and can be downloaded from Suvidha "
                    "NetBanking. TDS also appears in your Form 26AS and Annual Information Statement."
                ),
                "Interest on savings accounts is not subject to TDS.",
                ("TDS already deducted cannot be refunded by the bank; claim it when you file your income-tax return."),
            ],
        ),
        ("h2", "Submitting Form 15G or Form 15H"),
        (
            "p",
            (
                "If your total income is below the taxable limit, you can ask us not to deduct TDS by submitting "
                "a declaration:"
            ),
        ),
        (
            "bullets",
            [
                (
                    "Form 15G: for resident individuals below 60 years whose total income, including the deposit "
                    "interest, is below the basic exemption limit."
                ),
                "Form 15H: for resident senior citizens (60 years or more) whose tax on total income is nil.",
                (
                    "Submit the form at the start of every financial year (in April), or when you open your first "
                    "deposit, before any interest is credited. A form is valid for one financial year only."
                ),
                (
                    "Submit online in Suvidha Mobile under Deposits > Submit Form 15G/15H, in NetBanking, or at "
                    "any branch. A valid PAN is mandatory."
                ),
                (
                    "NRIs cannot submit Form 15G or 15H. Making a false declaration is an offence under the "
                    "Income-tax Act."
                ),
            ],
        ),
        ("h1", "Tax-Saver Fixed Deposit with Five-Year Lock-In"),
        (
            "p",
            (
                "The Suvidha Tax-Saver FD lets resident individuals and HUFs claim a deduction under Section 80C "
                "of the Income-tax Act (available only under the old tax regime)."
            ),
        ),
        (
            "bullets",
            [
                "Lock-in of 5 years; premature withdrawal is not allowed except on the death of the depositor.",
                "Minimum ₹1,000; maximum ₹1.5 lakh in a financial year.",
                (
                    "Interest rate: the 5-year rate of 6.50% p.a. (7.00% for senior citizens, 7.10% for super "
                    "senior citizens)."
                ),
                "Interest is taxable and TDS rules apply. Payout options: quarterly or cumulative.",
                (
                    "No loan or overdraft can be taken against it and it cannot be pledged. In a joint deposit, "
                    "only the first holder can claim the deduction."
                ),
            ],
        ),
        ("h1", "Recurring Deposit Features"),
        ("p", "A recurring deposit lets you save a fixed amount every month and earn FD rates."),
        (
            "bullets",
            [
                "Monthly instalment: minimum ₹100, in multiples of ₹100.",
                "Tenure: 6 months to 10 years, in multiples of 3 months.",
                (
                    "Interest: the FD rate for the same tenure, including the senior citizen additional rate, "
                    "compounded quarterly. Example: ₹5,000 a month for 2 years at 7.00% matures to about "
                    "₹1,29,100."
                ),
                (
                    "Instalments are auto-debited from your linked savings account on the date you choose (any "
                    "date from the 1st to the 28th of the month)."
                ),
                (
                    "Premature closure follows the same rules and penalty as FDs. A loan or overdraft of up to "
                    "90% of the RD balance is available."
                ),
                "TDS rules for FDs also apply to RD interest.",
            ],
        ),
        ("h2", "Missed Recurring Deposit Instalments"),
        (
            "p",
            (
                "If an instalment is not paid on the due date, for example because your account did not have "
                "enough balance, a delay penalty is charged when the overdue instalment is paid:"
            ),
        ),
        (
            "bullets",
            [
                "RDs with a tenure of up to 5 years: ₹1.50 per ₹100 of the instalment for each month of delay.",
                ("RDs with a tenure of more than 5 years: ₹2.00 per ₹100 of the instalment for each month of delay."),
                (
                    "Example: a ₹5,000 instalment paid 2 months late on a 3-year RD attracts a penalty of ₹1.50 × "
                    "50 × 2 = ₹150."
                ),
                (
                    "The auto-debit is retried on the next 3 working days. No standing instruction failure charge "
                    "is levied for RD instalments; only the delay penalty applies."
                ),
                (
                    "You can pay overdue instalments in Suvidha Mobile under Deposits > Pay RD Instalment or at "
                    "any branch."
                ),
                (
                    "If six consecutive instalments are missed, the RD is closed prematurely and the balance, "
                    "with interest after the premature withdrawal penalty, is credited to your linked account."
                ),
            ],
        ),
    ],
}

HOME_AND_CAR = {
    "file": "home_and_car_loans.docx",
    "title": "Home Loans and Car Loans: Eligibility, Interest Rates and Charges",
    "blocks": [
        (
            "p",
            (
                "Suvidha Bank Ltd. offers home loans for buying, building, extending or renovating a house or "
                "flat in India, and car loans for new and used cars for personal use. This document sets out who "
                "can borrow, the documents we need, our interest rates, how much we lend and the charges you may "
                "pay. It applies from 1 January 2026. Before you sign, we give you a Key Fact Statement (KFS) "
                "showing the annual percentage rate (APR), all fees and the full repayment schedule. You can "
                "apply in Suvidha Mobile under Loans > Apply, in Suvidha NetBanking, on www.suvidhabank.example "
                "or at any branch."
            ),
        ),
        ("h1", "Eligibility for Home and Car Loans"),
        (
            "p",
            (
                "Eligibility depends on your age, income, repayment capacity and credit history. Adding an "
                "earning co-applicant, such as a spouse or parent, can increase the loan amount you qualify for."
            ),
        ),
        ("h2", "Age and Income Requirements"),
        (
            "bullets",
            [
                "Age: 21 to 65 years when you apply. The loan must be fully repaid before you turn 70.",
                (
                    "Salaried home loan applicants: net monthly income of at least ₹25,000 and at least 2 years "
                    "of total work experience."
                ),
                (
                    "Self-employed home loan applicants: at least 3 years in the current business or profession, "
                    "and income of at least ₹3 lakh a year as per the latest income-tax return."
                ),
                (
                    "Car loan applicants: net monthly income of at least ₹20,000 if salaried, or income of at "
                    "least ₹3 lakh a year as per the latest ITR if self-employed."
                ),
                (
                    "Repayment capacity: your total EMIs, including the new loan, should not exceed 50% of net "
                    "monthly income if you earn up to ₹1 lakh a month, or 60% if you earn more."
                ),
                "Non-resident Indians can apply for home loans; car loans are available only to residents.",
            ],
        ),
        ("h2", "CIBIL Score Requirements"),
        (
            "p",
            (
                "We check the credit report of every applicant and co-applicant with CIBIL and other credit "
                "bureaus. A minimum CIBIL score of 700 is required for home and car loans, and a score of 750 or "
                "more gets you our best rates. Applicants with a score below 700, or with no credit history, are "
                "considered case by case, usually with an earning co-applicant or at a higher rate. You can check "
                "your own credit report free once a year on the CIBIL website. Paying all EMIs and credit card "
                "bills on time is the best way to improve your score."
            ),
        ),
        ("h1", "Documents Required for Loan Application"),
        (
            "bullets",
            [
                (
                    "Identity and address proof: PAN card (mandatory) and an officially valid document such as "
                    "Aadhaar, passport, driving licence or voter ID."
                ),
                (
                    "Salaried: salary slips for the last 3 months, bank statement for the last 6 months and Form "
                    "16 for the last 2 years."
                ),
                (
                    "Self-employed: income-tax returns with computation of income for the last 3 years, audited "
                    "balance sheet and profit and loss account, bank statement for the last 12 months, and proof "
                    "of business such as GST registration or Udyam certificate."
                ),
                (
                    "Home loan property papers: sale agreement or allotment letter, title deeds, approved "
                    "building plan, NOC from the builder or society, payment receipts and, for ready properties, "
                    "the occupancy or completion certificate."
                ),
                (
                    "New car: proforma invoice from the dealer. Used car: copy of the registration certificate "
                    "(RC), current insurance policy and a valuation report from our empanelled valuer."
                ),
                "Two recent passport-size photographs of each applicant.",
            ],
        ),
        (
            "p",
            (
                "Existing Suvidha Bank customers whose salary is credited to a Suvidha account need to give only "
                "the property or car documents and the latest Form 16."
            ),
        ),
        ("h1", "Interest Rates for Home and Car Loans"),
        (
            "p",
            (
                "Floating-rate loans are linked to the Suvidha Repo-Linked Lending Rate (SRLLR), which is "
                "currently 8.50% p.a. When the RBI changes the repo rate, the SRLLR changes and your rate is "
                "reset from the first day of the following quarter. You can choose to keep the EMI and change the "
                "tenure, or keep the tenure and change the EMI. You may also switch once during the loan from "
                "floating to fixed rate, or the other way round, for a fee of 0.25% of the outstanding principal."
            ),
        ),
        (
            "table",
            [
                [
                    "Loan",
                    "CIBIL 800 and above",
                    "CIBIL 750 to 799",
                    "CIBIL 700 to 749",
                    "Rate type",
                ],
                [
                    "Home loan (floating)",
                    "8.40%",
                    "8.60%",
                    "8.95%",
                    "Floating, linked to SRLLR",
                ],
                [
                    "Home loan (fixed, tenure up to 10 years)",
                    "10.00%",
                    "10.25%",
                    "10.50%",
                    "Fixed",
                ],
                [
                    "New car loan (fixed)",
                    "9.10%",
                    "9.40%",
                    "9.90%",
                    "Fixed",
                ],
                [
                    "New car loan (floating)",
                    "9.25%",
                    "9.50%",
                    "10.00%",
                    "Floating, linked to SRLLR",
                ],
                [
                    "Used car loan (fixed)",
                    "11.75%",
                    "12.50%",
                    "13.50%",
                    "Fixed",
                ],
            ],
        ),
        (
            "p",
            (
                "Women borrowers, as sole or first applicant, get a concession of 0.05% on home loan rates. Home "
                "loan applicants with a CIBIL score below 700 who are approved are charged 9.50% (floating)."
            ),
        ),
        ("h1", "Loan-to-Value Ratio and Maximum Tenure"),
        (
            "p",
            (
                "The loan-to-value (LTV) ratio is the maximum share of the property or car value that we can "
                "finance; you pay the rest as down payment. For home loans above ₹10 lakh, stamp duty and "
                "registration charges are not counted in the property value."
            ),
        ),
        (
            "table",
            [
                [
                    "Loan",
                    "Maximum LTV",
                    "Maximum tenure",
                ],
                [
                    "Home loan up to ₹30 lakh",
                    "90% of property value",
                    "30 years",
                ],
                [
                    "Home loan above ₹30 lakh and up to ₹75 lakh",
                    "80% of property value",
                    "30 years",
                ],
                [
                    "Home loan above ₹75 lakh",
                    "75% of property value",
                    "30 years",
                ],
                [
                    "New car loan",
                    "90% of on-road price",
                    "7 years",
                ],
                [
                    "Used car loan (car up to 5 years old)",
                    "80% of valuation",
                    "5 years",
                ],
            ],
        ),
        (
            "p",
            (
                "The tenure is also limited by your age: the loan must end before you turn 70. For used cars, the "
                "age of the car at the end of the loan cannot exceed 10 years. The on-road price includes the "
                "ex-showroom price, registration and first-year insurance, but not accessories or extended "
                "warranty."
            ),
        ),
        ("h1", "Processing Fee and Other One-Time Charges"),
        (
            "bullets",
            [
                ("Home loan processing fee: 0.50% of the loan amount, minimum ₹5,000 and maximum ₹15,000, plus GST."),
                "Car loan processing fee: 0.75% of the loan amount, minimum ₹3,000 and maximum ₹10,000, plus GST.",
                "Home loan balance transfer processing fee: 0.25% of the loan amount, maximum ₹10,000, plus GST.",
                "Legal and technical valuation charges for home loans are included in the processing fee.",
                (
                    "Stamp duty on the loan or mortgage documents is payable as per your state's rules, and a "
                    "CERSAI registration charge of ₹100 applies to home loans."
                ),
                (
                    "If we reject your application, the processing fee is refunded in full within 7 working days. "
                    "It is not refunded if you withdraw after the loan is sanctioned."
                ),
            ],
        ),
        ("h1", "Prepayment and Foreclosure Charges"),
        (
            "p",
            (
                "Part-prepayment means paying a lump sum towards your principal; foreclosure means closing the "
                "loan fully before the end of its tenure. Charges depend on whether your loan is on a floating or "
                "a fixed rate."
            ),
        ),
        (
            "bullets",
            [
                (
                    "Floating-rate home and car loans to individuals: no prepayment or foreclosure charge, "
                    "whatever the source of funds."
                ),
                "Fixed-rate home loans: 2% of the amount prepaid, plus GST.",
                (
                    "Fixed-rate car loans: 5% of the principal outstanding if foreclosed within 12 months of the "
                    "first disbursement, 3% between 13 and 24 months, and nil after 24 months, plus GST."
                ),
                (
                    "Part-prepayment must be at least equal to one EMI. After a part-prepayment, you can choose "
                    "to reduce the EMI or the remaining tenure."
                ),
            ],
        ),
        (
            "p",
            (
                "To prepay, use Suvidha Mobile under Loans > Part-Prepay or Foreclose, or visit your loan branch. "
                "A foreclosure statement is issued within 2 working days of your request. After the loan is "
                "closed, we return the original property documents within 30 days; if we are late for reasons "
                "attributable to us, we pay you ₹5,000 for each day of delay. For car loans, we issue a "
                "no-objection certificate and Form 35 within 7 working days so that you can remove the "
                "hypothecation from the RC at the RTO."
            ),
        ),
        ("h1", "Home Loan Balance Transfer and Top-Up"),
        (
            "p",
            (
                "You can move your existing home loan from another bank or housing finance company to Suvidha "
                "Bank to get a lower rate."
            ),
        ),
        (
            "bullets",
            [
                "You must have paid at least 12 EMIs on the existing loan, with no delays in the last 12 months.",
                (
                    "The property must have clear title and all approvals; the usual eligibility and CIBIL "
                    "criteria apply."
                ),
                "Processing fee: 0.25% of the amount transferred, maximum ₹10,000, plus GST.",
                (
                    "We can sanction a top-up loan along with the transfer, up to ₹50 lakh, as long as the total "
                    "stays within the LTV limits. The top-up rate is 0.50% above your home loan rate."
                ),
                (
                    "Sanction is given within 7 working days. We pay your existing lender directly against their "
                    "foreclosure letter and collect the original documents from them."
                ),
            ],
        ),
        ("h1", "Property and Vehicle Insurance Requirements"),
        (
            "bullets",
            [
                (
                    "Home loans: the property must be insured against fire, earthquake, flood and other natural "
                    "calamities for its reconstruction cost, for the full loan tenure, with Suvidha Bank named as "
                    "loss payee. Renew the policy every year and share a copy with us."
                ),
                (
                    "Car loans: a comprehensive motor insurance policy with the bank's hypothecation endorsement "
                    "is mandatory for the full loan tenure. Send us the renewed policy every year; if insurance "
                    "lapses, we may insure the car and add the premium to your loan."
                ),
                (
                    "Life or loan protection cover is optional and is never a condition for sanctioning a loan. "
                    "If you choose it, the single premium can be added to the loan amount."
                ),
                (
                    "You are free to buy any required insurance from any IRDAI-registered insurer; you do not "
                    "have to buy it through the bank."
                ),
            ],
        ),
        ("h1", "EMI Payment and Bounce Charges"),
        (
            "p",
            (
                "EMIs are collected through a standing instruction on your Suvidha Bank account or a NACH mandate "
                "on an account with any bank. You can choose an EMI date of the 5th, 10th or 15th of the month. "
                "Keep enough balance in the account one day before the EMI date."
            ),
        ),
        (
            "bullets",
            [
                (
                    "EMI bounce charge: ₹500 plus GST for each EMI that is not paid on the due date, whatever the "
                    "mode of payment. No separate mandate return charge is levied for Suvidha Bank loan EMIs."
                ),
                (
                    "Penal charges: 2% p.a. on the overdue amount for the period of delay. These are simple "
                    "charges and are not added to the principal for calculating interest."
                ),
                (
                    "Delays are reported to credit bureaus every month and lower your CIBIL score. A loan overdue "
                    "for more than 90 days is classified as a non-performing asset."
                ),
                (
                    "You can pay an overdue EMI at any time in Suvidha Mobile under Loans > Pay Overdue, or at "
                    "any branch."
                ),
                "Our staff and recovery agents will not call you before 8:00 am or after 7:00 pm.",
            ],
        ),
        (
            "p",
            (
                "For questions about your loan, call 1800-266-7788 or write to care@suvidhabank.example. If your "
                "complaint is not resolved, write to the Principal Nodal Officer at "
                "grievance@suvidhabank.example, and if it remains unresolved after 30 days, approach the RBI "
                "Integrated Ombudsman."
            ),
        ),
    ],
}

PERSONAL_AND_GOLD = {
    "file": "personal_and_gold_loans.docx",
    "title": "Personal Loans and Gold Loans: Eligibility, Rates and Repayment",
    "blocks": [
        (
            "p",
            (
                "This document explains the personal loans and gold loans offered by Suvidha Bank Ltd., including "
                "who can apply, the documents and charges involved and how repayment works. It applies from 1 "
                "January 2026. Before you accept any loan we give you a Key Fact Statement (KFS) with the annual "
                "percentage rate (APR), all charges and the repayment schedule. All fees are subject to GST at "
                "18%."
            ),
        ),
        ("h1", "Personal Loans"),
        (
            "p",
            (
                "A Suvidha Personal Loan is an unsecured loan for any legitimate personal need, such as a "
                "wedding, medical treatment, travel, education or home repairs. No security or guarantor is "
                "needed. Existing customers can see pre-approved offers in Suvidha Mobile under Loans > "
                "Pre-approved Offers; these are disbursed within minutes without any documents."
            ),
        ),
        ("h2", "Personal Loan Eligibility"),
        (
            "bullets",
            [
                "Age: 21 to 58 years when you apply; the loan must end before you turn 60.",
                (
                    "Salaried employees of central or state government, public sector undertakings, listed or "
                    "private limited companies and multinational companies."
                ),
                "Minimum net monthly income of ₹20,000.",
                "At least 2 years of total work experience, with at least 6 months in your current job.",
                (
                    "Self-employed professionals such as doctors, chartered accountants and architects, with at "
                    "least 3 years of practice and income of at least ₹5 lakh a year as per the latest ITR."
                ),
                "A CIBIL score of 725 or more.",
                "Your total EMIs, including the new loan, should not exceed 55% of your net monthly income.",
            ],
        ),
        ("h2", "Documents for a Personal Loan"),
        (
            "bullets",
            [
                (
                    "PAN card and an officially valid document for address, such as Aadhaar, passport, driving "
                    "licence or voter ID."
                ),
                (
                    "Salaried: salary slips for the last 3 months, bank statement for the last 6 months, and Form "
                    "16 or the latest ITR."
                ),
                (
                    "Self-employed professionals: ITRs for the last 2 years, bank statement for the last 12 "
                    "months and proof of qualification or registration of practice."
                ),
                "One recent photograph and your employee ID card.",
                "Salary account holders with Suvidha Bank only need to give PAN and the latest salary slip.",
            ],
        ),
        ("h2", "Personal Loan Interest Rates, Amount and Tenure"),
        (
            "p",
            (
                "You can borrow from ₹50,000 to ₹25 lakh for 12 to 72 months. Personal loan rates are fixed for "
                "the whole tenure and depend on your credit score and relationship with us."
            ),
        ),
        (
            "table",
            [
                [
                    "Applicant profile",
                    "Interest rate (% p.a., fixed)",
                ],
                [
                    "Suvidha Salary Account holder with CIBIL score 800 and above",
                    "10.75",
                ],
                [
                    "Other salaried, CIBIL score 800 and above",
                    "11.25",
                ],
                [
                    "Salaried, CIBIL score 750 to 799",
                    "12.50",
                ],
                [
                    "Salaried, CIBIL score 725 to 749",
                    "14.50",
                ],
                [
                    "Self-employed professionals",
                    "13.00 to 16.50",
                ],
            ],
        ),
        (
            "bullets",
            [
                "Processing fee: 1.50% of the loan amount, minimum ₹2,000 and maximum ₹15,000, plus GST.",
                (
                    "Disbursal within 2 working days of receiving complete documents; pre-approved loans are "
                    "disbursed instantly."
                ),
                (
                    "Cooling-off period: you can cancel the loan within 3 days of disbursal by repaying the "
                    "principal and interest for those days, without any prepayment charge."
                ),
                "EMI bounce charge: ₹500 plus GST per bounce, and penal charges of 2% p.a. on the overdue amount.",
            ],
        ),
        ("h2", "Personal Loan Prepayment and Foreclosure Charges"),
        (
            "bullets",
            [
                (
                    "Part-prepayment: allowed after you have paid 6 EMIs, up to twice a year, each time up to 25% "
                    "of the principal outstanding. Charge: 2% of the amount prepaid, plus GST."
                ),
                (
                    "Foreclosure: allowed after you have paid 12 EMIs. Charge: 3% of the principal outstanding if "
                    "you close between the 13th and 24th month, and 2% after 24 months, plus GST."
                ),
                (
                    "Foreclosure before 12 EMIs is allowed only within the cooling-off period or on the death of "
                    "the borrower."
                ),
                (
                    "To foreclose, download the foreclosure statement in Suvidha Mobile under Loans > Foreclose, "
                    "pay the amount, and receive your no-dues certificate within 7 working days."
                ),
            ],
        ),
        ("h1", "Gold Loans"),
        (
            "p",
            (
                "A Suvidha Gold Loan gives you quick money against your gold jewellery, usually within 30 minutes "
                "at the branch. Loans from ₹10,000 to ₹50 lakh are available at all branches. Your gold is kept "
                "safely in the branch strongroom under dual custody and is fully insured while it is with us."
            ),
        ),
        ("h2", "Gold Accepted as Security and Purity Testing"),
        (
            "bullets",
            [
                "Accepted: gold jewellery and ornaments of 18 to 22 carat purity.",
                (
                    "Accepted: gold coins minted and sold by banks, up to a total of 50 grams per borrower. 24 "
                    "carat coins are valued at the 22 carat rate."
                ),
                ("Not accepted: gold bars or biscuits, gold ETF or mutual fund units, and jewellery below 18 carat."),
                "Stones, lac, wax and other non-gold parts are excluded; only the net gold weight is valued.",
            ],
        ),
        (
            "p",
            (
                "Our appraiser tests purity using a carat meter or the touchstone and acid test, and weighs the "
                "ornaments on a calibrated scale in your presence. You receive a pledge receipt with the packet "
                "number, gross and net weight, purity and a photograph of the ornaments. Bring an ID proof and "
                "sign a declaration that you own the gold."
            ),
        ),
        ("h2", "Gold Loan Amount, Loan-to-Value and Per-Gram Rates"),
        (
            "p",
            (
                "We lend up to 75% of the value of your gold (loan-to-value, or LTV, of 75%). The value is based "
                "on the lower of the average closing price of 22 carat gold over the previous 30 days and the "
                "previous day's closing price, as published by the India Bullion and Jewellers Association, "
                "adjusted for purity. Per-gram rates are revised daily and displayed at branches and on "
                "www.suvidhabank.example. The rates below are as on 1 January 2026."
            ),
        ),
        (
            "table",
            [
                [
                    "Purity of gold",
                    "Value per gram",
                    "Maximum loan per gram (75% LTV)",
                ],
                [
                    "22 carat (91.6%)",
                    "₹12,000",
                    "₹9,000",
                ],
                [
                    "21 carat (87.5%)",
                    "₹11,463",
                    "₹8,597",
                ],
                [
                    "20 carat (83.3%)",
                    "₹10,913",
                    "₹8,185",
                ],
                [
                    "18 carat (75.0%)",
                    "₹9,825",
                    "₹7,369",
                ],
            ],
        ),
        (
            "p",
            (
                "Example: for 40 grams net of 22 carat jewellery you can borrow up to 40 × ₹9,000 = ₹3,60,000. "
                "The 75% LTV must be maintained throughout the loan. If the gold price falls and the LTV goes "
                "above 75%, we ask you to repay part of the loan or pledge more gold within 30 days."
            ),
        ),
        ("h2", "Gold Loan Interest Rates and Tenure"),
        (
            "bullets",
            [
                "Loans up to ₹2 lakh: 9.25% p.a.",
                "Loans above ₹2 lakh and up to ₹10 lakh: 9.75% p.a.",
                "Loans above ₹10 lakh: 10.50% p.a.",
                (
                    "Processing fee, including valuation: 0.50% of the loan amount, minimum ₹500 and maximum "
                    "₹5,000, plus GST."
                ),
                "Tenure: up to 12 months for bullet repayment and overdraft; 6 to 36 months for EMI loans.",
                "No prepayment or foreclosure charge. You can repay in part or in full at any time.",
            ],
        ),
        ("h2", "Gold Loan Repayment Options"),
        (
            "bullets",
            [
                (
                    "Bullet repayment: pay the principal and all interest in one go at the end of the tenure, "
                    "which can be up to 12 months. Interest is calculated monthly. Because interest is added at "
                    "maturity, the loan plus interest for the full tenure must stay within 75% of the gold value, "
                    "so the amount sanctioned under bullet repayment is slightly lower than the per-gram maximum."
                ),
                "Monthly interest: pay interest every month and the principal at the end of the tenure.",
                "EMI: equal monthly instalments of principal and interest over 6 to 36 months.",
                (
                    "Overdraft: a gold-backed limit in your account for 12 months; you pay interest only on the "
                    "amount used."
                ),
            ],
        ),
        (
            "p",
            (
                "A bullet repayment loan can be renewed at maturity for another 12 months only after you pay all "
                "the interest due, and after the gold is revalued at current prices."
            ),
        ),
        ("h2", "Release of Pledged Gold After Closure"),
        (
            "steps",
            [
                (
                    "Repay the full amount due in Suvidha Mobile under Loans > Gold Loan > Close, by transfer, or "
                    "in cash at the branch."
                ),
                (
                    "Visit the branch where the gold is pledged with your pledge receipt and original ID proof. "
                    "In case of the borrower's death, the nominee or legal heirs can collect the gold after "
                    "submitting the required documents."
                ),
                "Check the weight and condition of your ornaments before you sign the release acknowledgement.",
            ],
        ),
        (
            "p",
            (
                "Gold is released the same day if the loan is closed at the pledging branch before 2:00 pm, and "
                "in any case within 7 working days of full repayment. If we delay release beyond 7 working days "
                "for reasons attributable to us, we pay you compensation of ₹5,000 for each day of delay. If any "
                "ornament is lost or damaged while in our custody, we compensate you for its full value."
            ),
        ),
        ("h2", "Gold Loan Default and Auction Process"),
        (
            "p",
            ("Auction is always the last step. We will first try to help you repay or renew the loan. The process is:"),
        ),
        (
            "steps",
            [
                "Reminders by SMS, e-mail and phone on the maturity date and 7, 15 and 30 days after it.",
                (
                    "A demand notice by registered post if the loan remains unpaid 30 days after maturity, or if "
                    "EMIs are overdue for 60 days."
                ),
                (
                    "A final auction notice at least 21 days before the auction, stating the amount due, the date "
                    "and the venue."
                ),
                (
                    "A public notice of the auction in two newspapers, one of them in the local language, at "
                    "least 7 days before the auction."
                ),
                (
                    "A public auction by an approved auctioneer, with a reserve price of at least 90% of the "
                    "current value of the gold (85% if two auctions fail). The bank, its employees and their "
                    "relatives cannot bid."
                ),
                (
                    "Any surplus after recovering our dues and auction expenses is credited to your account "
                    "within 7 working days. Any shortfall is recovered from you."
                ),
            ],
        ),
        (
            "p",
            (
                "You can stop the auction by paying the full amount due at any time up to the working day before "
                "the auction date. For any complaint, call 1800-266-7788 or write to care@suvidhabank.example; if "
                "unresolved, escalate to the Principal Nodal Officer at grievance@suvidhabank.example and then, "
                "after 30 days, to the RBI Integrated Ombudsman."
            ),
        ),
    ],
}

CARDS = {
    "file": "debit_and_credit_cards.docx",
    "title": "Debit Cards and Credit Cards: Limits, Security and Billing",
    "blocks": [
        (
            "p",
            (
                "This document explains how to use and manage Suvidha Bank debit and credit cards safely: daily "
                "limits, usage controls, what to do if your card is lost or stolen, PINs, replacement cards and "
                "how credit card billing works. It applies from 1 January 2026. For disputed transactions and "
                "chargebacks, see the separate document Card Disputes and Chargebacks. Suvidha Bank will never "
                "ask for your card PIN, CVV or OTP by call, SMS or e-mail."
            ),
        ),
        ("h1", "Debit and Credit Card Variants"),
        (
            "table",
            [
                [
                    "Card",
                    "Type",
                    "Annual fee (plus GST)",
                    "Who can get it",
                ],
                [
                    "Suvidha RuPay Classic",
                    "Debit",
                    "₹150; free for BSBDA and Salary Accounts",
                    "All savings account holders",
                ],
                [
                    "Suvidha Visa Platinum",
                    "Debit",
                    "₹350; free for Salary Accounts",
                    "Regular Savings, Salary and current accounts",
                ],
                [
                    "Suvidha Mastercard World",
                    "Debit",
                    "₹750",
                    "Regular Savings and current accounts",
                ],
                [
                    "Suvidha Essential Credit Card",
                    "Credit",
                    "₹499; waived if you spend ₹50,000 in a card year",
                    "Income of ₹2.4 lakh a year or more",
                ],
                [
                    "Suvidha Rewards Credit Card",
                    "Credit",
                    "₹1,499; waived if you spend ₹1.5 lakh in a card year",
                    "Income of ₹6 lakh a year or more",
                ],
                [
                    "Suvidha Signature Credit Card",
                    "Credit",
                    "₹4,999; waived if you spend ₹5 lakh in a card year",
                    "Income of ₹15 lakh a year or more",
                ],
            ],
        ),
        (
            "p",
            (
                "Cards are issued only on your request and are sent to your registered address. A new credit card "
                "must be activated within 30 days of issue; if you do not activate it, we ask for your "
                "confirmation and close the card within 7 working days if you do not want it, at no cost."
            ),
        ),
        ("h1", "Daily Transaction Limits on Debit Cards"),
        (
            "p",
            (
                "The table shows the maximum daily limits. You can set any lower limit yourself, and raise it "
                "again up to the maximum, at any time."
            ),
        ),
        (
            "table",
            [
                [
                    "Debit card",
                    "ATM cash withdrawal per day",
                    "POS and e-commerce per day (combined)",
                    "Contactless payment without PIN (per transaction)",
                ],
                [
                    "Suvidha RuPay Classic",
                    "₹25,000",
                    "₹50,000",
                    "₹5,000",
                ],
                [
                    "Suvidha Visa Platinum",
                    "₹50,000",
                    "₹2,00,000",
                    "₹5,000",
                ],
                [
                    "Suvidha Mastercard World",
                    "₹1,00,000",
                    "₹5,00,000",
                    "₹5,000",
                ],
            ],
        ),
        (
            "p",
            (
                "Contactless payments above ₹5,000 need your PIN. For credit cards, the cash withdrawal limit is "
                "30% of your credit limit, and POS and online spends can go up to your available credit limit. "
                "Debit cards issued to minors aged 10 and above carry lower limits of ₹5,000 a day for ATM "
                "withdrawals and ₹10,000 a day for POS and online use. ATM transaction charges are listed in the "
                "Schedule of Service Charges."
            ),
        ),
        ("h1", "Managing Card Limits and Usage Controls"),
        (
            "p",
            (
                "A new card works only for domestic ATM and POS transactions. Online (e-commerce), contactless "
                "and international use stay switched off until you turn them on. If you have not used a channel, "
                "such as online or international payments, for 12 months, we switch it off for your safety; you "
                "can turn it back on at any time."
            ),
        ),
        (
            "steps",
            [
                "Open Suvidha Mobile and go to Cards > Manage Usage.",
                "Select the card and choose Domestic or International.",
                "Turn ATM, POS, Online or Contactless on or off using the switches.",
                "Move the slider to set a daily limit for each channel, up to the maximum for your card.",
                "Confirm with your MPIN. The change takes effect immediately and you receive an SMS.",
            ],
        ),
        (
            "p",
            (
                "You can also manage usage in Suvidha NetBanking under Cards > Card Controls, by calling "
                "1800-266-7788 or at any branch. Before travelling abroad, turn on international use for the "
                "countries and dates of your trip. Foreign currency transactions on debit and credit cards carry "
                "a currency conversion markup of 3.5%, and each cash withdrawal at an ATM abroad costs ₹150."
            ),
        ),
        ("h1", "Lost or Stolen Card: What to Do Immediately"),
        (
            "p",
            (
                "Act at once. The sooner you block the card, the lower your risk. Blocking is free and takes "
                "effect immediately."
            ),
        ),
        (
            "steps",
            [
                (
                    "Block the card right away by any of these: call the 24x7 card blocking hotline "
                    "1800-266-0000; send an SMS BLOCK <last 4 digits of card> to 56767 from your registered "
                    "mobile number; in Suvidha Mobile go to Cards > Block Card; or visit any branch. From abroad, "
                    "call +91-20-6600-7788."
                ),
                "Note the reference number sent to you by SMS and e-mail; you will need it later.",
                (
                    "Check your recent transactions in Suvidha Mobile. Report any transaction you do not "
                    "recognise to customer care on 1800-266-7788 or care@suvidhabank.example straight away."
                ),
                (
                    "If there has been a fraud, also report it to the National Cyber Crime Helpline 1930 or on "
                    "cybercrime.gov.in."
                ),
                "If the card was stolen, file a police complaint and keep a copy.",
                (
                    "If your phone was stolen with the card, change your Suvidha NetBanking password and UPI PIN, "
                    "and ask your mobile operator to block the SIM."
                ),
                "Request a replacement card in Suvidha Mobile under Cards > Replace Card, or at a branch.",
            ],
        ),
        ("h2", "Your Liability for Unauthorised Transactions"),
        (
            "bullets",
            [
                (
                    "Zero liability: if you report an unauthorised transaction within 3 working days of receiving "
                    "our alert, you do not lose any money when the fault is not yours."
                ),
                (
                    "Limited liability: if you report within 4 to 7 working days, your liability is limited to "
                    "the transaction value or ₹5,000 for BSBDA accounts, ₹10,000 for other savings accounts and "
                    "credit cards with a limit up to ₹5 lakh, and ₹25,000 for current accounts and credit cards "
                    "with a limit above ₹5 lakh, whichever is lower."
                ),
                "If you shared your PIN, OTP or CVV, you bear the loss until you report it to us.",
                (
                    "The disputed amount is credited to your account as a shadow credit within 10 working days of "
                    "your report. The full dispute process is described in Card Disputes and Chargebacks."
                ),
            ],
        ),
        ("h1", "Temporary Lock, Permanent Block and Unblocking a Card"),
        (
            "p",
            ("If you have only misplaced your card, you can lock it temporarily instead of blocking it permanently."),
        ),
        (
            "bullets",
            [
                (
                    "Temporary lock: in Suvidha Mobile go to Cards > Lock Card. All transactions are stopped, but "
                    "you can unlock the card yourself at any time from the same screen."
                ),
                (
                    "Permanent block (hotlisting): a hotlisted card is permanently disabled and cannot be "
                    "unblocked. A new card with a new number is issued. Any subscriptions or auto-payments set up "
                    "on the old card must be updated with the new card number."
                ),
                (
                    "Card blocked after three wrong PIN attempts: the block is lifted automatically after 24 "
                    "hours. You can unblock it at once by resetting your PIN in Suvidha Mobile."
                ),
                (
                    "Card blocked by the bank for suspected fraud: we call and send you an SMS. Call "
                    "1800-266-7788 to confirm your recent transactions and get the card unblocked, or a new card "
                    "issued if it has been compromised."
                ),
            ],
        ),
        ("h1", "Replacement Card Fee and Delivery Time"),
        (
            "bullets",
            [
                "Debit card replacement fee: ₹200 plus GST.",
                "Credit card replacement fee: ₹100 plus GST; free for the Suvidha Signature Credit Card.",
                (
                    "No fee is charged if the card is replaced because it has expired, because the chip fails "
                    "within 12 months of issue, or because the bank blocked it after a data compromise."
                ),
                (
                    "The new card is dispatched within 2 working days and delivered to your registered address "
                    "within 7 working days in metro and urban areas and 10 working days elsewhere. You can track "
                    "delivery in Suvidha Mobile under Cards > Track Card."
                ),
                (
                    "If you need a card urgently, select branches issue an instant RuPay Classic debit card over "
                    "the counter for the same ₹200 fee."
                ),
            ],
        ),
        ("h1", "Generating or Resetting Your Card PIN"),
        (
            "p",
            (
                "We no longer send printed PIN mailers. You set the PIN yourself (a green PIN) free of charge "
                "using any of these methods:"
            ),
        ),
        (
            "bullets",
            [
                (
                    "Suvidha Mobile: go to Cards > Set or Reset PIN, enter the OTP sent to your registered mobile "
                    "and choose a new 4-digit PIN."
                ),
                "Suvidha NetBanking: go to Cards > Generate PIN.",
                (
                    "Any Suvidha Bank ATM: insert the card, select Generate PIN, enter your registered mobile "
                    "number and the OTP you receive, and then set the PIN. The OTP is valid for 30 minutes."
                ),
                "Phone banking: call 1800-266-7788 and follow the instructions after verification.",
            ],
        ),
        (
            "p",
            (
                "For a new card, set the PIN before the first use. Do not choose easy PINs such as 1234 or your "
                "birth year, and never write the PIN on the card."
            ),
        ),
        ("h1", "Credit Card Billing, Payments and Charges"),
        (
            "p",
            (
                "You can pay your credit card bill through auto-debit from a Suvidha Bank account (full amount or "
                "minimum amount due), Suvidha NetBanking, Suvidha Mobile, UPI, NEFT from any bank, or by cheque "
                "at any branch."
            ),
        ),
        ("h2", "Billing Cycle and Interest-Free Period"),
        (
            "p",
            (
                "Your statement is generated once a month on a fixed date. You can choose a statement date of the "
                "5th, 12th, 20th or 27th of the month and change it once a year. Payment is due 20 days after the "
                "statement date."
            ),
        ),
        (
            "p",
            (
                "Purchases get an interest-free period of 20 to 50 days, if you paid the previous statement in "
                "full. Example: with a statement date of the 5th, a purchase on 6 February appears in the 5 March "
                "statement, due on 25 March, giving 47 days free. A purchase on 5 March gets 20 days. Cash "
                "withdrawals have no interest-free period and attract a cash advance fee of 2.5% of the amount, "
                "minimum ₹500."
            ),
        ),
        ("h2", "Minimum Amount Due and Finance Charges"),
        (
            "p",
            (
                "The minimum amount due is 5% of the total amount due (minimum ₹200), plus 100% of any EMIs, "
                "fees, taxes and amount over your credit limit. Paying the minimum amount due keeps your card in "
                "good standing, but interest is charged at 3.5% per month (42% p.a.) on the unpaid balance from "
                "the date of each transaction, and new purchases lose the interest-free period until the full "
                "balance is cleared."
            ),
        ),
        ("h2", "Late Payment Fee"),
        (
            "p",
            (
                "A late payment fee is charged only if the minimum amount due is not paid within 3 days after the "
                "payment due date. It depends on the total amount due in the statement:"
            ),
        ),
        (
            "table",
            [
                [
                    "Total amount due",
                    "Late payment fee (plus GST)",
                ],
                [
                    "Up to ₹500",
                    "Nil",
                ],
                [
                    "₹501 to ₹5,000",
                    "₹500",
                ],
                [
                    "₹5,001 to ₹10,000",
                    "₹750",
                ],
                [
                    "₹10,001 to ₹25,000",
                    "₹950",
                ],
                [
                    "₹25,001 to ₹50,000",
                    "₹1,100",
                ],
                [
                    "Above ₹50,000",
                    "₹1,300",
                ],
            ],
        ),
        (
            "p",
            (
                "A payment that is overdue for more than 30 days is reported to credit bureaus. For any billing "
                "problem, call 1800-266-7788; if it is not resolved, escalate to the Principal Nodal Officer at "
                "grievance@suvidhabank.example and, if it remains unresolved after 30 days, to the RBI Integrated "
                "Ombudsman."
            ),
        ),
    ],
}

SCHEDULE = {
    "file": "schedule_of_service_charges.docx",
    "title": "Schedule of Service Charges for Retail Customers",
    "blocks": [
        ("h1", "How to Read This Schedule"),
        (
            "p",
            (
                "This schedule lists the service charges of Suvidha Bank Ltd. for individual (retail) customers, "
                "effective 1 January 2026. It applies to accounts at all branches in India. Charges are per "
                "transaction or per instance unless stated otherwise, and GST is added to every charge. Any "
                "change to these charges is announced at least 30 days in advance on www.suvidhabank.example, by "
                "SMS or e-mail and on branch notice boards. Transactions done through Suvidha NetBanking and "
                "Suvidha Mobile are generally free, so use digital channels to avoid most charges."
            ),
        ),
        ("h1", "Account Maintenance Charges"),
        (
            "table",
            [
                [
                    "Service",
                    "Savings accounts",
                    "Current accounts",
                ],
                [
                    "Cheque book",
                    (
                        "Regular Savings: 25 leaves free per financial year; Salary: 50 leaves free; BSBDA: 10 "
                        "leaves free; thereafter ₹4 per leaf"
                    ),
                    "Standard: 50, Plus: 100, Premium: unlimited leaves free per month; thereafter ₹3 per leaf",
                ],
                [
                    "Duplicate account statement issued at branch",
                    "₹100 per statement",
                    "₹100 per statement",
                ],
                [
                    "Duplicate passbook",
                    "₹100",
                    "Not applicable",
                ],
                [
                    "E-statement or download from NetBanking",
                    "Free",
                    "Free",
                ],
                [
                    "SMS alerts",
                    "₹15 per quarter; free for BSBDA and Salary Accounts",
                    "₹25 per quarter",
                ],
                [
                    "Stop payment of a cheque",
                    "₹100 per cheque at a branch; free in Suvidha Mobile and NetBanking",
                    "₹100 per cheque at a branch; free online",
                ],
                [
                    "Account closure within 14 days of opening",
                    "Nil",
                    "Nil",
                ],
                [
                    "Account closure after 14 days and within 12 months",
                    "₹500",
                    "₹1,000",
                ],
                [
                    "Account closure after 12 months, or on death of the account holder",
                    "Nil",
                    "Nil",
                ],
                [
                    "Reactivation of an inoperative account",
                    "Nil",
                    "Nil",
                ],
                [
                    "Balance certificate or interest certificate",
                    "Free",
                    "Free",
                ],
            ],
        ),
        ("h2", "Minimum Balance Non-Maintenance Charges"),
        (
            "p",
            (
                "The monthly average balance is the sum of end-of-day balances divided by the number of days in "
                "the month. For savings accounts, the charge is proportional to the shortfall, is applied only "
                "after you have been given one month's notice to restore the balance, and never makes the account "
                "balance negative. No charge applies to inoperative accounts."
            ),
        ),
        (
            "table",
            [
                [
                    "Account",
                    "Branch category",
                    "Required monthly average balance",
                    "Charge per month if not maintained",
                ],
                [
                    "Regular Savings",
                    "Metro and Urban",
                    "₹10,000",
                    "5% of shortfall, maximum ₹300",
                ],
                [
                    "Regular Savings",
                    "Semi-urban",
                    "₹5,000",
                    "5% of shortfall, maximum ₹200",
                ],
                [
                    "Regular Savings",
                    "Rural",
                    "₹2,000",
                    "5% of shortfall, maximum ₹100",
                ],
                [
                    "Regular Savings of minors, Salary Account, BSBDA",
                    "All",
                    "Nil",
                    "Nil",
                ],
                [
                    "Current Standard",
                    "All",
                    "₹25,000",
                    "₹600",
                ],
                [
                    "Current Plus",
                    "All",
                    "₹1 lakh",
                    "₹1,500",
                ],
                [
                    "Current Premium",
                    "All",
                    "₹5 lakh",
                    "₹3,000",
                ],
            ],
        ),
        ("h1", "Cash Transaction Charges at Branches"),
        (
            "table",
            [
                [
                    "Transaction",
                    "Free limit",
                    "Charge beyond free limit",
                ],
                [
                    "Regular Savings and Salary: cash deposits and withdrawals at any branch (combined)",
                    "4 transactions per month",
                    "₹50 per transaction",
                ],
                [
                    "Regular Savings and Salary: cash deposit at a non-home branch",
                    "Up to ₹25,000 per day",
                    "₹3 per ₹1,000, minimum ₹50",
                ],
                [
                    "BSBDA: cash deposits",
                    "Unlimited",
                    "Not applicable",
                ],
                [
                    "BSBDA: withdrawals at branches and ATMs (combined)",
                    "4 per month",
                    "No further withdrawals allowed in that month",
                ],
                [
                    "Current Standard / Plus / Premium: cash deposit",
                    "₹2 lakh / ₹10 lakh / ₹50 lakh per month",
                    "₹4 per ₹1,000, minimum ₹50",
                ],
                [
                    "Cash deposit at Suvidha Bank cash deposit machines (savings)",
                    "Unlimited",
                    "Not applicable",
                ],
                [
                    "Exchange of soiled notes and coins",
                    "Free",
                    "Not applicable",
                ],
            ],
        ),
        (
            "p",
            (
                "PAN or Form 60 is required for cash deposits of more than ₹50,000 in a day. Current account cash "
                "deposits at cash deposit machines count towards the monthly free limit."
            ),
        ),
        ("h1", "ATM and Debit Card Charges"),
        (
            "p",
            (
                "Free ATM transactions are counted per calendar month. A financial transaction is a cash "
                "withdrawal; non-financial transactions include balance enquiry, mini statement and PIN change. "
                "The six metro centres are Mumbai, New Delhi, Chennai, Kolkata, Bengaluru and Hyderabad."
            ),
        ),
        (
            "table",
            [
                [
                    "ATM usage",
                    "Free transactions per month",
                    "Charge after free limit",
                ],
                [
                    "Suvidha Bank ATMs",
                    "5 (financial and non-financial together); unlimited for Salary Accounts",
                    "₹23 per financial and ₹11 per non-financial transaction",
                ],
                [
                    "Other bank ATMs in the six metro centres",
                    "3 (financial and non-financial together)",
                    "₹23 per financial and ₹11 per non-financial transaction",
                ],
                [
                    "Other bank ATMs at all other places",
                    "5 (financial and non-financial together)",
                    "₹23 per financial and ₹11 per non-financial transaction",
                ],
                [
                    "BSBDA ATM withdrawals",
                    "Counted within the 4 free withdrawals per month",
                    "No charge; no further withdrawals allowed",
                ],
                [
                    "Transaction declined for insufficient balance",
                    "Not applicable",
                    "₹25 per declined transaction",
                ],
                [
                    "Cash withdrawal at an ATM outside India",
                    "Not applicable",
                    "₹150 per withdrawal plus 3.5% currency conversion markup",
                ],
            ],
        ),
        (
            "table",
            [
                [
                    "Debit card service",
                    "Charge",
                ],
                [
                    "Annual fee: RuPay Classic",
                    "₹150 (free for BSBDA and Salary Accounts)",
                ],
                [
                    "Annual fee: Visa Platinum",
                    "₹350 (free for Salary Accounts)",
                ],
                [
                    "Annual fee: Mastercard World",
                    "₹750",
                ],
                [
                    "Replacement of lost, stolen or damaged card",
                    "₹200 (free on expiry, chip failure within 12 months or bank-initiated blocking)",
                ],
                [
                    "PIN generation or reset (app, NetBanking, ATM, phone banking)",
                    "Free",
                ],
                [
                    "Blocking or hotlisting a card",
                    "Free",
                ],
                [
                    "Foreign currency transactions",
                    "3.5% currency conversion markup",
                ],
            ],
        ),
        ("h1", "NEFT, RTGS and IMPS Charges"),
        (
            "p",
            (
                "Outward transfers through Suvidha NetBanking and Suvidha Mobile, and all inward (incoming) "
                "transfers, are free. The charges below apply when you request a transfer at a branch. NEFT and "
                "RTGS are available 24x7; RTGS is for amounts of ₹2 lakh and above, and IMPS is available up to "
                "₹5 lakh per transaction."
            ),
        ),
        (
            "table",
            [
                [
                    "Mode and amount",
                    "Online (NetBanking / Suvidha Mobile)",
                    "At a branch",
                ],
                [
                    "NEFT up to ₹10,000",
                    "Free",
                    "₹2",
                ],
                [
                    "NEFT above ₹10,000 and up to ₹1 lakh",
                    "Free",
                    "₹4",
                ],
                [
                    "NEFT above ₹1 lakh and up to ₹2 lakh",
                    "Free",
                    "₹12",
                ],
                [
                    "NEFT above ₹2 lakh",
                    "Free",
                    "₹24",
                ],
                [
                    "RTGS ₹2 lakh to ₹5 lakh",
                    "Free",
                    "₹20",
                ],
                [
                    "RTGS above ₹5 lakh",
                    "Free",
                    "₹45",
                ],
                [
                    "IMPS up to ₹10,000",
                    "Free",
                    "₹5",
                ],
                [
                    "IMPS above ₹10,000 and up to ₹1 lakh",
                    "Free",
                    "₹10",
                ],
                [
                    "IMPS above ₹1 lakh and up to ₹5 lakh",
                    "Free",
                    "₹15",
                ],
            ],
        ),
        ("h1", "Demand Draft and Pay Order Charges"),
        (
            "table",
            [
                [
                    "Service",
                    "Charge",
                ],
                [
                    "Demand draft or pay order up to ₹10,000",
                    "₹50",
                ],
                [
                    "Above ₹10,000 and up to ₹1 lakh",
                    "₹5 per ₹1,000, minimum ₹75",
                ],
                [
                    "Above ₹1 lakh",
                    "₹4 per ₹1,000, minimum ₹500, maximum ₹10,000",
                ],
                [
                    "Duplicate demand draft",
                    "₹150",
                ],
                [
                    "Cancellation of demand draft or pay order",
                    "₹150",
                ],
                [
                    "Revalidation of demand draft (after 3 months' validity)",
                    "₹100",
                ],
            ],
        ),
        (
            "p",
            (
                "Demand drafts of ₹50,000 and above are issued only by debit to your account, not against cash. "
                "Pay orders issued to close an account are free."
            ),
        ),
        ("h1", "Cheque Return, Standing Instruction and Mandate Failure Charges"),
        (
            "table",
            [
                [
                    "Event",
                    "Charge",
                ],
                [
                    "Cheque issued by you returned for insufficient funds",
                    "₹500 per cheque",
                ],
                [
                    "Cheque returned for technical reasons not attributable to you (for example, a bank error)",
                    "Nil",
                ],
                [
                    "Cheque deposited by you returned unpaid by the drawer's bank",
                    "₹150 per cheque",
                ],
                [
                    "Standing instruction failure due to insufficient balance",
                    "₹250 per failure (not levied on Suvidha Bank RD instalments)",
                ],
                [
                    (
                        "NACH or ECS mandate return for payments to other institutions (SIPs, insurance premiums, "
                        "other lenders' EMIs)"
                    ),
                    "₹500 per return",
                ],
                [
                    "EMI bounce on a Suvidha Bank loan (any mode of payment)",
                    "₹500 per bounce; no separate mandate return charge",
                ],
                [
                    "Penal charges on overdue loan EMIs",
                    "2% p.a. on the overdue amount for the period of delay",
                ],
                [
                    "Delay in paying an RD instalment",
                    "₹1.50 per ₹100 per month (RD up to 5 years); ₹2.00 per ₹100 per month (RD above 5 years)",
                ],
            ],
        ),
        ("h1", "Loan Processing and Prepayment Charges"),
        (
            "table",
            [
                [
                    "Loan",
                    "Processing fee",
                    "Prepayment or foreclosure charge",
                ],
                [
                    "Home loan",
                    "0.50% of loan, minimum ₹5,000, maximum ₹15,000",
                    "Floating rate: nil; fixed rate: 2% of amount prepaid",
                ],
                [
                    "Home loan balance transfer",
                    "0.25% of loan, maximum ₹10,000",
                    "As for home loans",
                ],
                [
                    "Car loan",
                    "0.75% of loan, minimum ₹3,000, maximum ₹10,000",
                    ("Floating rate: nil; fixed rate: 5% within 12 months, 3% in months 13 to 24, nil after 24 months"),
                ],
                [
                    "Personal loan",
                    "1.50% of loan, minimum ₹2,000, maximum ₹15,000",
                    "Part-prepayment 2%; foreclosure 3% in months 13 to 24, 2% after 24 months",
                ],
                [
                    "Gold loan",
                    "0.50% of loan, minimum ₹500, maximum ₹5,000",
                    "Nil",
                ],
                [
                    "Loan against fixed deposit",
                    "Nil",
                    "Nil",
                ],
            ],
        ),
        ("h1", "Goods and Services Tax on Charges"),
        (
            "p",
            (
                "GST at 18% is added to all service charges, fees and penal charges in this schedule, unless "
                "stated otherwise. For example, a ₹100 duplicate statement charge costs ₹118 in total, and a ₹500 "
                "cheque return charge costs ₹590. GST is not charged on interest. The GST amount is shown "
                "separately in your account statement, and GST invoices can be downloaded from Suvidha NetBanking "
                "under Services > GST Invoice."
            ),
        ),
        (
            "p",
            (
                "If you think a charge has been applied wrongly, call 1800-266-7788 or write to "
                "care@suvidhabank.example within 30 days; wrongly levied charges are reversed within 7 working "
                "days. If you are not satisfied with the response, write to the Principal Nodal Officer at "
                "grievance@suvidhabank.example, and if the complaint is still unresolved after 30 days, you may "
                "approach the RBI Integrated Ombudsman."
            ),
        ),
    ],
}

KYC = {
    "file": "kyc_and_account_opening.docx",
    "title": "KYC Requirements and Account Opening Procedure",
    "blocks": [
        (
            "p",
            (
                "Know Your Customer (KYC) rules, set by the Reserve Bank of India under the Prevention of Money "
                "Laundering Act, require every bank to verify the identity and address of its customers. This "
                "document explains the documents Suvidha Bank Ltd. accepts, how video KYC works, how often KYC "
                "must be updated, special rules for minors, non-resident Indians and small accounts, and the "
                "steps to open an account online or at a branch. It applies from 1 January 2026."
            ),
        ),
        ("h1", "Officially Valid Documents Accepted for KYC"),
        (
            "p",
            (
                "To open an account you need one officially valid document (OVD) that shows your identity and "
                "address, your PAN (or Form 60) and a recent photograph. The OVDs are:"
            ),
        ),
        (
            "bullets",
            [
                "Passport.",
                "Driving licence.",
                (
                    "Proof of possession of Aadhaar number, such as the Aadhaar letter or e-Aadhaar. You may mask "
                    "the first 8 digits of the Aadhaar number on the copy you give us."
                ),
                "Voter identity card issued by the Election Commission of India.",
                "Job card issued by NREGA, signed by a State Government officer.",
                "Letter issued by the National Population Register containing your name and address.",
            ],
        ),
        (
            "p",
            (
                "If the OVD does not show your current address, you can give a utility bill (electricity, "
                "telephone, piped gas or water) not older than 2 months, a property or municipal tax receipt, a "
                "pension payment order, or an accommodation allotment letter from your employer. You must then "
                "submit an OVD with the current address within 3 months. If your name on the OVD differs from "
                "your current name, for example after marriage, also give a marriage certificate or gazette "
                "notification."
            ),
        ),
        ("h1", "PAN Requirement and Form 60"),
        (
            "p",
            (
                "A PAN is mandatory for opening any deposit account and for most banking transactions. If you do "
                "not have a PAN, you can open the account by submitting Form 60, a declaration with your details, "
                "and give us your PAN as soon as you get it."
            ),
        ),
        (
            "bullets",
            [
                (
                    "PAN or Form 60 is needed for cash deposits of more than ₹50,000 in a day, and for opening a "
                    "fixed deposit of more than ₹50,000."
                ),
                (
                    "PAN is compulsory when total cash deposits or total cash withdrawals in your accounts reach "
                    "₹20 lakh in a financial year."
                ),
                (
                    "Your PAN must be linked with Aadhaar. If it is inoperative because it is not linked, TDS on "
                    "deposit interest is deducted at 20% instead of 10%."
                ),
                (
                    "You can update your PAN in Suvidha Mobile under Profile > Update PAN, in NetBanking or at "
                    "any branch."
                ),
            ],
        ),
        ("h1", "Video KYC for Opening an Account"),
        (
            "p",
            (
                "Video KYC lets you complete full KYC from home through a live video call with a Suvidha Bank "
                "official, with no branch visit. An account opened this way has no special limits."
            ),
        ),
        (
            "bullets",
            [
                (
                    "Who can use it: resident Indian individuals aged 18 or more who are physically present in "
                    "India during the call."
                ),
                (
                    "What you need: your original PAN card, an Aadhaar-linked mobile number, a white sheet of "
                    "paper and a blue or black pen, a stable internet connection and a well-lit, quiet place."
                ),
                "When: calls are available every day from 9:00 am to 9:00 pm, except national holidays.",
                (
                    "During the call, the official verifies your Aadhaar details, sees your PAN card, captures a "
                    "live photograph and your location, and asks you to sign on paper on camera. The call is "
                    "recorded."
                ),
                ("If the call drops, you can restart it within 3 working days without repeating the Aadhaar OTP step."),
            ],
        ),
        (
            "p",
            (
                "If you open an account with only Aadhaar OTP verification and do not complete video KYC, the "
                "account is limited: the balance cannot exceed ₹1 lakh, total credits cannot exceed ₹2 lakh in a "
                "year, and full KYC must be completed within one year, failing which the account is closed."
            ),
        ),
        ("h1", "Periodic KYC Update (Re-KYC)"),
        (
            "p",
            (
                "KYC must be updated from time to time even if nothing has changed. We remind you at least three "
                "times before the due date, including at least once by letter, and three more times after the due "
                "date."
            ),
        ),
        ("p", "You can update your KYC in any of these ways:"),
        (
            "bullets",
            [
                (
                    "No change in your details: give a self-declaration in Suvidha Mobile under Profile > Update "
                    "KYC, in NetBanking, by e-mail from your registered e-mail ID to care@suvidhabank.example, or "
                    "at any branch."
                ),
                (
                    "Change of address only: give a self-declaration of the new address through the same "
                    "channels; we verify it within 2 months."
                ),
                (
                    "Expired or changed documents: submit a fresh OVD at any branch, or complete video KYC in "
                    "Suvidha Mobile."
                ),
            ],
        ),
        ("h2", "Re-KYC Frequency by Risk Category"),
        (
            "table",
            [
                [
                    "Risk category",
                    "Typical customers",
                    "KYC update required",
                ],
                [
                    "High risk",
                    (
                        "Politically exposed persons, customers with cash-intensive businesses, accounts with "
                        "unusual transaction patterns"
                    ),
                    "Every 2 years",
                ],
                [
                    "Medium risk",
                    "Self-employed individuals and customers with moderate transaction volumes",
                    "Every 8 years",
                ],
                [
                    "Low risk",
                    ("Salaried individuals, pensioners, students and accounts with regular, predictable transactions"),
                    "Every 10 years",
                ],
            ],
        ),
        (
            "p",
            (
                "The period is counted from the date of account opening or your last KYC update. Your risk "
                "category is shown in Suvidha Mobile under Profile > KYC Status."
            ),
        ),
        ("h2", "Consequences of Not Updating KYC"),
        (
            "bullets",
            [
                "For 90 days after the due date, your account works normally and we keep reminding you.",
                (
                    "After that, the account is partially frozen: credits such as salary, pension, government "
                    "benefits, scholarships and interest continue, but withdrawals, transfers, card, UPI and "
                    "cheque payments are stopped. Loan EMIs due to the bank continue to be collected."
                ),
                "You cannot open new deposits or take new loans until KYC is updated.",
                (
                    "The freeze is removed the same day when you update KYC at a branch, or within 1 working day "
                    "when you update it online."
                ),
                (
                    "Updating KYC also counts as activity on an account, and can be combined with reactivating an "
                    "inoperative account."
                ),
            ],
        ),
        ("h1", "Savings Accounts for Minors"),
        ("p", "Minors' accounts are opened under Suvidha Regular Savings with no minimum balance requirement."),
        (
            "bullets",
            [
                (
                    "Below 10 years: the account is opened and operated by a natural guardian (father or mother) "
                    "or a court-appointed guardian."
                ),
                (
                    "10 years and above: the minor can open and operate the account independently, and can get a "
                    "RuPay Classic debit card with limits of ₹5,000 a day for ATM withdrawals and ₹10,000 a day "
                    "for POS and online payments, plus Suvidha Mobile with the same limits. Overdrafts are not "
                    "allowed."
                ),
                "Documents: the minor's birth certificate or an OVD, a photograph, and the guardian's full KYC.",
                (
                    "On turning 18: we write to you 3 months before. Submit fresh KYC and a new specimen "
                    "signature to convert the account to a regular major account. If it is not converted within 6 "
                    "months of turning 18, debits are stopped until it is converted."
                ),
            ],
        ),
        ("h1", "Accounts for Non-Resident Indians"),
        (
            "p",
            (
                "Non-resident Indians (NRIs) and Overseas Citizens of India (OCIs) can open the following "
                "accounts. If you become an NRI, you must tell us and convert your resident savings account to an "
                "NRO account."
            ),
        ),
        (
            "bullets",
            [
                (
                    "NRE account: for money earned abroad; held in rupees, fully repatriable, and interest is "
                    "tax-free in India."
                ),
                (
                    "NRO account: for income earned in India, such as rent, pension or dividends; interest is "
                    "taxable, with TDS at 30% plus surcharge and cess (a lower treaty rate applies if you give a "
                    "Tax Residency Certificate and Form 10F). Up to USD 1 million a financial year can be "
                    "repatriated after taxes."
                ),
                ("FCNR(B) deposit: a fixed deposit in USD, GBP or EUR for 1 to 5 years, with no exchange-rate risk."),
                (
                    "Documents: passport, valid visa, work permit or OCI card, overseas address proof, PAN or "
                    "Form 60, a recent photograph and a FATCA/CRS declaration. Copies must be attested by an "
                    "Indian embassy, an overseas notary or a branch of an Indian bank abroad."
                ),
                (
                    "NRIs cannot use video KYC; apply on www.suvidhabank.example and send attested documents, or "
                    "visit a branch while in India. Our NRI desk can be reached at +91-20-6600-7788."
                ),
            ],
        ),
        ("h1", "Small Accounts Without Full KYC Documents"),
        (
            "p",
            (
                "If you do not have any OVD, you can still open a small account at a branch with a self-attested "
                "photograph and your signature or thumb impression given in the presence of a bank official. "
                "Small accounts cannot be opened online."
            ),
        ),
        (
            "bullets",
            [
                "Balance: not more than ₹50,000 at any time.",
                "Total credits: not more than ₹1 lakh in a financial year.",
                "Withdrawals and transfers: not more than ₹10,000 in a month.",
                "Foreign remittances cannot be credited.",
                "Validity: 12 months, extended by another 12 months if you show that you have applied for an OVD.",
                "The account becomes a regular savings account as soon as you submit an OVD.",
            ],
        ),
        ("h1", "How to Open an Account"),
        (
            "p",
            (
                "You can open a savings account fully online or at any branch. Joint account holders must each "
                "complete KYC."
            ),
        ),
        ("h2", "Opening an Account Online Through Suvidha Mobile"),
        (
            "steps",
            [
                (
                    "Download Suvidha Mobile from the Google Play Store or Apple App Store and tap Open a Savings "
                    "Account."
                ),
                "Enter your Aadhaar-linked mobile number, e-mail ID and PAN.",
                "Verify your Aadhaar with the OTP sent to your mobile number.",
                "Choose the account variant and your preferred home branch, and add a nominee.",
                "Fill in your occupation, annual income and FATCA declaration.",
                "Complete the video KYC call.",
                (
                    "Your account number and customer ID are shown once the call is approved, usually within 1 "
                    "working day. Set your MPIN to start using Suvidha Mobile."
                ),
                (
                    "Add money by UPI or NetBanking from another bank. Your debit card is delivered to your "
                    "address within 7 working days."
                ),
            ],
        ),
        ("h2", "Opening an Account at a Branch"),
        (
            "steps",
            [
                (
                    "Visit any Suvidha Bank branch between 10:00 am and 4:00 pm, Monday to Saturday, except the "
                    "second and fourth Saturdays, Sundays and public holidays."
                ),
                (
                    "Fill in the account opening form, or pre-fill it on www.suvidhabank.example and carry the "
                    "reference number."
                ),
                (
                    "Show the originals of your OVD and PAN card, and give self-attested copies and one recent "
                    "photograph."
                ),
                ("Complete in-person verification; you can also choose biometric Aadhaar verification at the counter."),
                "Make the initial deposit, if any, in cash or by cheque.",
                (
                    "Your account number is issued the same day. The welcome kit with cheque book and debit card "
                    "reaches you within 7 working days; select branches issue an instant debit card on the spot."
                ),
            ],
        ),
        (
            "p",
            (
                "For help, call 1800-266-7788 or e-mail care@suvidhabank.example. If your concern is not "
                "resolved, write to the Principal Nodal Officer at grievance@suvidhabank.example; if it is still "
                "unresolved after 30 days, you can approach the RBI Integrated Ombudsman."
            ),
        ),
    ],
}

DOCUMENTS: list[dict] = [
    SAVINGS_AND_CURRENT,
    FIXED_AND_RECURRING,
    HOME_AND_CAR,
    PERSONAL_AND_GOLD,
    CARDS,
    SCHEDULE,
    KYC,
]
