"""Accounts help centre: Title, Heading 1 per product/category, Heading 2 per question.
Parallel questions across the savings variants; page header with the bank's name."""

from jhelum_lib import F, B, N, T, P, NBSP, HelpDoc, inr, pct, fd_rate

APP, NB = F["app"], F["nb"]


def amb_table(name):
    m, s, r = F["amb"][name]
    return T(
        ["Branch location", "Average monthly balance (AMB)"], [["Metro and urban", m], ["Semi-urban", s], ["Rural", r]]
    )


def nmc_text(name):
    cm, cs, cr = F["nmc_cap"][name]
    return (
        f"If the AMB is not maintained, we charge {F['nmc_pct']} of the shortfall, subject to a maximum of "
        f"{cm} (metro and urban), {cs} (semi-urban) or {cr} (rural) per month, plus GST at {F['gst']}."
    )


def debit_row(idx):
    n, net, atm, pos, fee = F["debit"][idx]
    return n, atm, pos, fee


def build():
    d = HelpDoc(table_style="Light Grid Accent 1", title_meta="Accounts - Help & FAQs")
    d.header_text(f"{F['bank_ltd']}  |  Help & FAQs  |  Accounts")
    d.title("Accounts – Help & FAQs")
    d.updated("18 June 2025")

    # ------------------------------------------------------------------------------------
    d.h1("Savings Accounts – General")
    d.q(
        "What savings accounts does Jhelum Bank offer?",
        "We offer seven savings accounts so that you can choose the one that suits your needs and the balance "
        "you are comfortable keeping. The table below gives a quick comparison. The minimum balance shown is "
        "for metro and urban branches; please see the product sections below for semi-urban and rural branches.",
        T(
            ["Account", "Who it is for", "Minimum balance (AMB, metro/urban)", "Debit card"],
            [
                ["Jhelum Classic", "Individuals aged 18 and above", F["amb"]["Jhelum Classic"][0], "Visa Platinum"],
                [
                    "Jhelum Max",
                    "Customers who keep higher balances",
                    F["amb"]["Jhelum Max"][0],
                    "World Debit Card (Mastercard)",
                ],
                ["Jhelum Women", "Women aged 18 and above", F["amb"]["Jhelum Women"][0], "Women Signature (Visa)"],
                ["Jhelum Kids", "Children below 18 years", F["amb"]["Jhelum Kids"][0], "Kids RuPay (from age 10)"],
                ["Jhelum Salary", "Employees of companies with a salary tie-up", "Nil", "Visa Platinum"],
                ["Jhelum Basic (BSBDA)", "Anyone who wants a no-frills account", "Nil", "RuPay Classic"],
                [
                    "Jhelum Senior Citizen",
                    "Residents aged 60 and above",
                    F["amb"]["Jhelum Senior Citizen"][0],
                    "Visa Platinum",
                ],
            ],
        ),
        f"You can open any of these accounts at a branch. Jhelum Classic, Jhelum Max, Jhelum Women and Jhelum "
        f"Senior Citizen can also be opened online through video KYC.",
    )
    d.q(
        "What are the current savings account interest rates?",
        T(["Daily end-of-day balance", "Rate of interest (p.a.)"], F["sb_rates"]),
        f"__Rates are effective from {F['sb_rates_wef']} and apply to all resident savings accounts, including "
        f"Jhelum Basic and Jhelum Kids.__",
    )
    d.q(
        "How is interest on my savings account calculated and paid?",
        "Interest is calculated on the balance in your account at the end of each day, at the rate applicable to "
        "each slab. It is credited to your account every quarter, on the last day of June, September, December "
        "and March.",
        "**Example:** If your end-of-day balance is ₹4,00,000, the first ₹1,00,000 earns 2.75% p.a. and the "
        "remaining ₹3,00,000 earns 3.25% p.a. for that day.",
        'The interest credited appears in your statement with the narration "SB INT CREDIT". Interest on '
        "savings accounts is taxable. However, no TDS is deducted on savings interest for resident individuals.",
    )
    d.q(
        "What documents do I need to open an account?",
        "You need:",
        N(
            "A recent passport-size photograph (not needed for video KYC).",
            "Your PAN card, or Form 60 if you do not have a PAN.",
            (
                "Proof of identity and address — any one of the following officially valid documents (OVDs):",
                [
                    "Aadhaar (or proof of possession of Aadhaar)",
                    "Passport",
                    "Driving licence",
                    "Voter ID card",
                    "NREGA job card signed by a State Government officer",
                    "Letter issued by the National Population Register",
                ],
            ),
            "If your current address is different from the address on your OVD, a utility bill not more than two "
            "months old, or a rent agreement registered in your name, may be accepted as proof of current address "
            "for a period of three months. You must then submit an updated OVD.",
        ),
        "**Note:** Minors and customers opening a Jhelum Salary account need additional documents. Please see the "
        "relevant product section.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Classic Savings Account")
    d.q(
        "Who can open this account?",
        "Any resident individual aged 18 years or above can open a Jhelum Classic account, singly or jointly "
        "with up to three other account holders. Hindu Undivided Families (HUFs) can also open this account.",
    )
    d.q(
        "What is the minimum balance?",
        amb_table("Jhelum Classic"),
        "**Note:** A Jhelum Classic account opened at a branch is classified according to the location of that "
        "branch. Accounts opened through video KYC are classified as metro/urban accounts.",
    )
    d.q(
        "What are the charges for non-maintenance of the minimum balance?",
        nmc_text("Jhelum Classic"),
        "For example, if you hold your account at an urban branch and your AMB for May is ₹7,000, the shortfall "
        "is ₹3,000. The charge is 6% of ₹3,000 = ₹180 plus GST, as this is below the cap of ₹400.",
    )
    n, atm, pos, fee = debit_row(1)
    d.q(
        "Which debit card do I get?",
        f"You get the {n}. The daily limits are {inr(atm)} for ATM withdrawals and {inr(pos)} for purchases "
        f"(shops and online combined). The annual fee is {inr(fee)} plus GST, charged from the second year.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Max Savings Account")
    d.q(
        "Who can open this account?",
        "Resident individuals aged 18 years and above. You can also convert your existing Jhelum Classic or "
        "Jhelum Women account to Jhelum Max.",
    )
    d.q(
        "What is the minimum balance?",
        f"The AMB is {F['amb']['Jhelum Max'][0]} at all branch locations.\n"
        "Alternatively, you can keep a fixed deposit of ₹1,00,000 or more linked to the account for a minimum "
        "tenure of one year, in which case there is no AMB requirement.",
    )
    d.q(
        "What are the charges for non-maintenance of the minimum balance?",
        f"{F['nmc_pct']} of the shortfall, up to a maximum of {F['nmc_cap']['Jhelum Max'][0]} per month plus GST. "
        "No charge applies in a month in which a linked fixed deposit of ₹1,00,000 or more was in force.",
    )
    n, atm, pos, fee = debit_row(3)
    d.q(
        "Which debit card do I get?",
        f"The {n}, with a daily ATM limit of {inr(atm)} and a daily purchase limit of {inr(pos)}. The annual "
        f"fee of {inr(fee)} plus GST is waived if your total card spends in the previous year were ₹1,50,000 or more.",
    )
    d.q(
        "What are the benefits?",
        B(
            f"Unlimited free transactions at {F['bank']} ATMs and 10 free transactions a month at other banks' ATMs.",
            "Free NEFT, RTGS and IMPS at branches as well as online.",
            "Two free demand drafts a month (up to ₹5,00,000 each).",
            "50 free cheque leaves a year.",
            "Locker rent discount of 25% on a small or medium locker (subject to availability).",
            "Complimentary personal accident cover of ₹10,00,000 and air accident cover of ₹1,00,00,000, "
            "provided the debit card has been used at least once in the 90 days before the incident.",
        ),
        "**Charges:** Please see the Schedule of Charges on our website for the full list.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Women Savings Account")
    d.q(
        "Who can open this account?",
        "Resident women aged 18 years and above. The account can be held jointly, but the first account holder "
        "must be a woman.",
    )
    d.q("What is the minimum balance?", amb_table("Jhelum Women"))
    d.q(
        "What are the benefits?",
        f"**Debit card:** Jhelum Women Signature Debit Card with a daily ATM limit of {inr(F['debit'][2][2])} and "
        f"shopping limit of {inr(F['debit'][2][3])}.\n**Loans:** A concession of {F['hl_women']} on the home loan "
        "rate of interest when the applicant or "
        "first co-applicant is a woman.\n**Lockers:** 50% off the first year's locker rent.\n"
        "**Insurance:** Complimentary personal accident cover of ₹5,00,000.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Kids Savings Account")
    d.q(
        "Who can open this account?",
        "A Jhelum Kids account can be opened for a child below 18 years of age.",
        B(
            "Below 10 years: the account is opened and operated by the parent or legal guardian.",
            "10 years and above: the child can operate the account independently if he or she can sign "
            "consistently. The parent or guardian continues as the guardian on record.",
        ),
        "The parent or guardian must hold a savings account with us, or open one at the same time.",
    )
    d.q(
        "What is the minimum balance?",
        amb_table("Jhelum Kids"),
        "No charge is levied if the balance is not maintained. However, free services such as the second cheque "
        "book are withdrawn for that month.",
    )
    d.q(
        "Can my child use a debit card?",
        f"Yes. Children aged 10 years and above can be issued the Jhelum Kids RuPay Debit Card, with a daily "
        f"ATM limit of {inr(F['debit'][4][2])} and purchase limit of {inr(F['debit'][4][3])}. International "
        f"and online transactions are disabled by default; the parent can enable online use through "
        f"{APP} > Cards > Manage Limits on their own login.",
    )
    d.q(
        "What happens when my child turns 18?",
        "When the account holder turns 18, the account must be converted to a regular savings account. We send "
        "an SMS and e-mail three months before the 18th birthday. The account holder has to visit a branch with "
        "fresh KYC documents and a specimen signature. Until this is done, debits may be restricted.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Salary Account")
    d.q(
        "Who can open this account?",
        "Employees of organisations that have a salary tie-up with Jhelum Bank. Your employer's HR or payroll "
        "team will share the account opening link or arrange a branch visit. In addition to KYC, you need "
        "your employee ID card or offer letter.",
    )
    d.q("What is the minimum balance?", "Nil.")
    d.q(
        "What happens if my salary is not credited?",
        "If no salary is credited for three consecutive months, the account is converted to a Jhelum Classic "
        "Savings Account and the Classic AMB and charges apply from the following month. You will be informed "
        "by SMS and e-mail 15 days before the conversion.",
    )
    d.q(
        "Can I keep this account after I change my job?",
        "Yes. If your new employer also has a salary tie-up with us, just give them your account number. "
        "Otherwise the account will be converted as explained above.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Basic Savings Bank Deposit Account (BSBDA)")
    d.q(
        "Who can open this account?",
        "Any resident individual, including those opening their first bank account. The account is opened with "
        "full KYC. A Small Account with relaxed KYC can also be opened; it has a balance limit of ₹50,000 and "
        "credits of up to ₹1,00,000 a year, and is valid for 12 months unless full KYC is done.",
    )
    d.q("What is the minimum balance?", "Nil.")
    d.q(
        "How many withdrawals are free?",
        "Four withdrawals a month are free, including ATM withdrawals, cash withdrawals at the branch, NEFT, "
        "RTGS and IMPS. Beyond four, further debits will be declined; they are not charged.\n"
        "UPI payments and debit card purchases at shops do not count towards the four withdrawals.",
    )
    d.q(
        "Can I have another savings account with the bank?",
        "No. As per RBI guidelines, a customer holding a BSBDA cannot have any other savings account with the "
        "same bank. If you already have another savings account with us, it must be closed within 30 days of "
        "opening the BSBDA.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Jhelum Senior Citizen Savings Account")
    d.q("Who can open this account?", "Resident individuals aged 60 years or above.")
    d.q("What is the minimum balance?  ", amb_table("Jhelum Senior Citizen"), nmc_text("Jhelum Senior Citizen"))
    d.q(
        "Do senior citizens get a higher interest rate?",
        f"Not on the savings account — the savings rates are the same for all customers. Senior citizens do get "
        f"an additional {F['sc_extra']} p.a. on fixed deposits of less than ₹3 crore, including deposits created "
        f"through Auto Sweep.",
    )
    d.q(
        "Is doorstep banking available?",
        "Yes. Please refer to the answer on doorstep banking in the Services and Support section of Help & FAQs.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Current Accounts")
    d.q(
        "What current accounts do you offer?",
        T(
            ["", "Jhelum Trade", "Jhelum Startup", "Jhelum Professional"],
            [
                [
                    "Suitable for",
                    "Traders, wholesalers and retailers",
                    "DPIIT-recognised startups",
                    "Doctors, chartered accountants, lawyers, architects",
                ],
                [
                    "Average quarterly balance (AQB)",
                    "₹25,000",
                    "Nil for the first 12 months, ₹10,000 thereafter",
                    "₹10,000",
                ],
                ["Free cash deposit per month", "₹5,00,000", "₹2,00,000", "₹3,00,000"],
                ["Non-maintenance charge per quarter", "₹1,500 + GST", "₹750 + GST", "₹1,000 + GST"],
                ["Cheque leaves", "100 free per quarter", "50 free per quarter", "50 free per quarter"],
            ],
        ),
    )
    d.q(
        "Who can open a Jhelum Startup current account?",
        "Sole proprietorships, partnership firms, LLPs and private limited companies that hold a valid "
        "certificate of recognition from the Department for Promotion of Industry and Internal Trade (DPIIT). "
        "The entity should have been incorporated less than 10 years ago.",
    )
    d.q(
        "What documents are required for a proprietorship firm?",
        "**Proprietor:** PAN, Aadhaar or another OVD, and a photograph.\n"
        "**Firm — any two of the following in the firm's name:**",
        B(
            "GST registration certificate",
            "Udyam registration certificate",
            "Shop and Establishment certificate",
            "Income tax return acknowledgement with computation (in the proprietor's name, showing the firm's income)",
            "Utility bill (electricity, water or landline) in the firm's name",
            "Licence or certificate of practice issued by a professional body (for professionals)",
        ),
    )
    d.q("Do current accounts earn interest?", "No.")
    # ------------------------------------------------------------------------------------
    d.h1("Opening an Account Online (Video KYC)")
    d.q(
        "How do I open a savings account online?",
        "You can open a Jhelum Classic, Jhelum Max, Jhelum Women or Jhelum Senior Citizen savings account online "
        "in about 15 minutes, without visiting a branch. You must be a resident Indian aged 18 years or above, "
        "with a PAN and an Aadhaar number that is linked to your mobile number.",
        N(
            f"Download the {APP} app or go to {F['web']}/open-account and choose the account you want.",
            "Enter your mobile number and e-mail ID and verify them with the OTPs sent to you.",
            "Enter your PAN and Aadhaar number. Your Aadhaar details are verified with an OTP sent to the mobile "
            "number linked to Aadhaar.",
            "Fill in your personal details, occupation, annual income and nominee.",
            "Fund the account with the initial deposit through UPI or NetBanking from another bank account in your name.",
            "Complete the video KYC call with our official.",
        ),
        "Your account number and Customer ID are shown on screen as soon as the video KYC call is approved, and "
        f"you can start using the account on {APP} straight away. The welcome kit, with your debit card, is sent "
        "to your address within seven working days. A cheque book is sent only if you ask for one.",
        "**Initial deposit:** ₹5,000 for Jhelum Classic, Jhelum Women and Jhelum Senior Citizen accounts, and "
        "₹25,000 for Jhelum Max. The money must come from an account in your own name; deposits from anyone else's "
        "account are returned.",
        "**If you cannot complete the video call:** you can save your application and come back to the video KYC "
        "step within 72 hours, using the same mobile number. After 72 hours the application expires, and any amount "
        "you deposited is refunded to the source account within three working days.",
        "**Note:** If your Aadhaar is not linked to a mobile number, or you are not in India at present, the account "
        "cannot be opened by video KYC. Please visit a branch instead. NRIs should see NRI Accounts in the Services "
        "and Support section of Help & FAQs.",
    )
    d.q(
        "What do I need to keep ready for the video KYC call?",
        B(
            "Your original PAN card (the physical card, not a photocopy or e-PAN on a screen)",
            "A blank white sheet of paper and a blue or black pen for your signature",
            "A phone or computer with a working front camera and a stable internet connection (at least 512 kbps)",
            "A well-lit, quiet place",
        ),
        "You must be physically present in India during the call. Location access must be allowed on your device.",
    )
    d.q("Is an account opened through video KYC a full KYC account?", "Yes.")

    # ------------------------------------------------------------------------------------
    d.h1("Minimum Balance and Charges")
    d.q(
        "How is the average monthly balance calculated?",
        "AMB is the sum of the end-of-day balances for each day of the month, divided by the number of days "
        "in the month.",
        T(
            ["Days", "End-of-day balance", "Days × balance"],
            [
                ["1 to 10 June", "₹15,000", "₹1,50,000"],
                ["11 to 20 June", "₹6,000", "₹60,000"],
                ["21 to 30 June", "₹9,000", "₹90,000"],
                ["**Total (30 days)**", "", "**₹3,00,000**"],
            ],
        ),
        "AMB for June = ₹3,00,000 ÷ 30 = ₹10,000. A Jhelum Classic account at an urban branch therefore meets "
        "the requirement for June, even though the balance was below ₹10,000 for 20 days.",
    )
    d.q(
        "Will I be told before non-maintenance charges are levied?",
        "Yes. If your AMB falls short in a month, we send you an SMS and e-mail by the 5th of the following "
        "month. The charge is debited on the 10th, giving you time to bring the balance up. We also send an "
        "alert during the month if your balance is running below the requirement.",
    )
    d.q(
        "Can charges make my balance negative?",
        "No. Non-maintenance charges are recovered only up to the available balance. Your account will never "
        "go into a negative balance because of these charges.",
    )
    d.h2("")  # empty question heading left behind by the web export

    # ------------------------------------------------------------------------------------
    d.h1("Auto Sweep (Auto FD)")
    d.q(
        "What is Auto Sweep?",
        "Auto Sweep moves surplus funds from your savings account into fixed deposits automatically, so that "
        "your surplus earns FD interest while staying available for your payments. It is available on Jhelum "
        "Classic, Jhelum Max, Jhelum Women and Jhelum Senior Citizen accounts.",
        B(
            f"**Threshold:** the balance above which funds are swept. It is {F['sweep_threshold']['Jhelum Classic']} "
            f"for Jhelum Classic, Women and Senior Citizen accounts and {F['sweep_threshold']['Jhelum Max']} for "
            f"Jhelum Max. You can choose a higher threshold.",
            f"**Sweep-out:** at the end of the day, funds above the threshold are moved in multiples of "
            f"{F['sweep_unit']} into a one-year FD, at the one-year FD rate on the date of creation (currently "
            f"{pct(fd_rate('1 year to less than 15 months'))} p.a.; senior citizens get the additional {F['sc_extra']}).",
            "**Sweep-in (reverse sweep):** if your balance is not enough for a payment, cheque or standing "
            "instruction, the shortfall is broken from the sweep FDs in units of ₹1,000.",
        ),
        "**Example:** Your Jhelum Classic account has a threshold of ₹50,000 and a balance of ₹50,000. On 3 June "
        "your salary of ₹87,500 is credited, taking the balance to ₹1,37,500. That night ₹80,000 is moved to a new "
        "one-year FD, and ₹57,500 stays in the account. On 15 June a cheque for ₹62,000 issued by you is presented. "
        "The shortfall of ₹4,500 is met by breaking ₹5,000 from the FD, and the cheque is paid.",
        "Sweep FDs are shown under Deposits in the app and in your statement. Interest on them is FD interest, so it "
        "counts towards the TDS threshold for deposits. If a sweep FD is not needed, it is renewed on maturity for "
        "another year. Auto Sweep does not apply to any amount marked under lien in your savings account, and "
        "sweep FDs cannot be pledged for a loan or overdraft.",
        f"To switch Auto Sweep on or off, or to change the threshold, go to {APP} > Accounts > Savings Account > "
        "Manage Account > Auto Sweep. Existing sweep FDs continue until they mature or are broken.",
    )
    d.q(
        "In what order are sweep FDs broken?",
        "Last in, first out. The most recently created FD is broken first, so that older deposits, which have "
        "been held longer, keep earning interest. No premature withdrawal penalty is charged on the amount "
        "broken by reverse sweep, but interest is paid only for the period the amount stayed in the FD, at "
        "the rate for that period. No interest is paid on amounts held for less than seven days.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Statements and Passbooks")
    d.q(
        "How do I get my account statement?",
        B(
            f"{APP}: Accounts > Statement > select period > Download PDF. Statements for up to the last five "
            "years are available.",
            f"{NB}: Accounts > Account Statement.",
            "E-mail: a monthly e-statement is sent free to your registered e-mail ID.",
            f"Branch: a physical statement can be requested. The first statement in a quarter is free; after "
            f"that, ₹100 plus GST per statement.",
        ),
        "A password-protected PDF is sent. The password is the first four letters of your name in capitals "
        "followed by your date of birth in DDMM format.",
    )

    d.q(
        "How do I update my passbook?",
        "At the passbook printing kiosk at any of our branches, or at the counter. Passbooks are issued free of "
        "charge; a duplicate passbook costs ₹100 plus GST.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Converting, Transferring and Closing Accounts")
    d.q(
        "Can I convert my account to a different variant?",
        "Yes. You can upgrade or downgrade between Jhelum Classic, Jhelum Max and Jhelum Women by submitting "
        f"a request in {APP} > Accounts > Manage Account > Change Account Type, or at your branch. "
        "The new variant's balance requirements and charges apply from the first day of the next month. "
        "Your account number remains the same.",
    )
    d.q(
        "How do I transfer my account to another branch?",
        f"You can move your account to any branch in India without visiting the branch. Go to {APP} > "
        f"Services > Transfer Account, select the new branch and confirm with your MPIN. The transfer is "
        f"completed in two working days. Your account number, IFSC of the old branch, standing instructions "
        f"and cheque books remain valid; we recommend using the new branch's IFSC for new incoming credits.",
    )
    d.q(
        "How do I close my account?",
        "Visit your home branch, or any branch, with the Account Closure Form (Form AC-9), all joint holders' "
        "signatures, and the unused cheque leaves and debit card. If the balance is above ₹50,000, we will "
        "transfer it to another account in your name; cash of up to ₹50,000 can be paid at the counter.",
        T(
            ["Account closed", "Charges"],
            [
                ["Within 14 days of opening", "Nil"],
                ["After 14 days and up to 12 months", "₹500 plus GST"],
                ["After 12 months", "Nil"],
                ["Account of a deceased account holder", "Nil"],
            ],
        ),
        "**Note:** Closure of a Jhelum Basic (BSBDA) account is always free.",
    )

    # ------------------------------------------------------------------------------------
    d.h1("Inoperative Accounts and Unclaimed Deposits\u00a0")
    d.q(
        "When does my account become inoperative?",
        "A savings or current account becomes inoperative (also called dormant) if there has been no "
        "customer-induced transaction in it for two years. Credits by the bank, such as interest, and charges "
        "do not count as customer-induced transactions.",
        "You will still receive interest on an inoperative savings account. However, you cannot use "
        "the account for withdrawals, online transfers or debit card transactions until it is reactivated.",
    )
    d.q(
        "How do I reactivate my account?",
        N(
            "Visit any branch, or use the video KYC link sent by SMS when your account became inoperative.",
            "Submit a request letter or the Account Reactivation Form and fresh KYC documents.",
            "Carry out a transaction (for example, a deposit or withdrawal) once the account is active.",
        ),
        "No charge is levied for reactivation. If your KYC is up to date, the account is usually reactivated "
        "the same day.",
    )
    d.q(
        "What happens to deposits that remain unclaimed?",
        "Balances in accounts that have not been operated for 10 years, and deposits that remain unclaimed 10 "
        "years after maturity, are transferred to the Depositor Education and Awareness (DEA) Fund maintained "
        "by the Reserve Bank of India. You do not lose your money: you can claim it from us at any time, with "
        "interest where applicable, and we will obtain a refund from the DEA Fund.",
    )
    d.q(
        "How do I find out if I have an unclaimed deposit?",
        f"Search by name on our website's unclaimed deposits page ([click here]({F['web']}/unclaimed-deposits)) "
        f"or on the RBI's UDGAM portal at [https://udgam.rbi.org.in](https://udgam.rbi.org.in). Then visit any branch with your KYC "
        f"documents and the Unclaimed Deposit Claim Form. Legal heirs should also submit the documents listed "
        f"for deceased claims.",
    )
    return d
