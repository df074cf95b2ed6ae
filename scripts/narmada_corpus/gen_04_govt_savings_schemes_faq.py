"""Format 4: Heading 1 title, Heading 2 categories, questions as auto-numbered 'List Number' items, answers as Normal paragraphs."""

from common import *

doc = Document()
set_core(doc, "Government Small Savings and Social Security Schemes at Narmada Bank", "Government Business Cell")
doc.add_heading("Government Savings and Social Security Schemes – FAQs", level=1)
doc.add_paragraph(
    "Narmada Bank is an authorised agency bank for the Public Provident Fund, Sukanya Samriddhi Account, Senior Citizens' Savings Scheme, Atal Pension Yojana and the PMJJBY/PMSBY insurance schemes. Interest rates are notified by the Government of India every quarter; the rates below apply for the quarter 1 January to 31 March 2026."
)

CATS = [
    (
        "Public Provident Fund (PPF)",
        [
            (
                "Who can open a PPF account?",
                [
                    "Any resident Indian individual can open one PPF account in their own name, and one on behalf of a minor of whom they are the guardian. NRIs cannot open a new PPF account; HUFs are not eligible. Joint accounts are not allowed."
                ],
            ),
            (
                "What is the minimum and maximum deposit in PPF?",
                [
                    "Minimum ₹500 and maximum ₹1.5 lakh in a financial year, in lump sum or in any number of instalments in multiples of ₹50. The ₹1.5 lakh limit includes deposits in the minor's account opened by the same guardian."
                ],
            ),
            (
                "What interest does PPF earn?",
                [
                    "7.1% p.a., compounded annually. Interest is calculated on the lowest balance between the close of the 5th day and the end of the month, so deposit before the 5th of a month to earn interest for that month. Interest is tax-free."
                ],
            ),
            (
                "When can I withdraw from my PPF account?",
                [
                    "One partial withdrawal is allowed per financial year from the 7th financial year (that is, after 5 complete financial years from the year of opening). You can withdraw up to 50% of the balance at the end of the 4th year preceding the year of withdrawal or at the end of the preceding year, whichever is lower.",
                    "Submit Form 2 at the branch or apply in Narmada Net under Government Schemes > PPF > Withdrawal.",
                ],
            ),
            (
                "Can I take a loan against my PPF account?",
                [
                    "Yes, from the 3rd to the 6th financial year. The loan can be up to 25% of the balance at the end of the second year preceding the year of application. Interest is 1% p.a. above the PPF rate, i.e. 8.1% p.a. at present, and the loan must be repaid within 36 months."
                ],
            ),
            (
                "What happens when my PPF account matures after 15 years?",
                [
                    "You have three choices: close the account and withdraw the full balance; extend it in blocks of 5 years with fresh deposits (submit Form 4 within one year of maturity); or keep it without further deposits, in which case it continues to earn interest and you can make one withdrawal a year."
                ],
            ),
            (
                "Can I transfer my PPF account from a post office to Narmada Bank?",
                [
                    "Yes. Apply at the post office with a transfer request and the passbook; the post office sends the original documents and a cheque for the balance to our branch. The account is active at Narmada Bank usually within 21 days of the documents being received."
                ],
            ),
        ],
    ),
    (
        "Sukanya Samriddhi Account (SSA)",
        [
            (
                "Who can open a Sukanya Samriddhi account?",
                [
                    "A parent or legal guardian can open an account for a girl child below 10 years of age. A maximum of two accounts per family is allowed (three in case of twins/triplets in the second birth). Documents: birth certificate of the girl, and KYC (Aadhaar, PAN) of the guardian."
                ],
            ),
            (
                "What are the deposit limits and interest rate?",
                [
                    "Minimum ₹250 and maximum ₹1.5 lakh in a financial year. Deposits can be made for 15 years from the date of opening. The current interest rate is 8.2% p.a., compounded annually."
                ],
            ),
            (
                "What if I miss the minimum deposit in a year?",
                [
                    "The account becomes 'in default'. It can be regularised at any time before 15 years by paying the minimum ₹250 for each year of default plus a penalty of ₹50 per year of default."
                ],
            ),
            (
                "When can money be withdrawn from a Sukanya Samriddhi account?",
                [
                    "Up to 50% of the balance at the end of the preceding financial year can be withdrawn for the girl's higher education or marriage once she turns 18 or has passed Class 10. The account matures 21 years from the date of opening. Premature closure is allowed on the girl's marriage after she turns 18 (apply not more than one month before or three months after the marriage)."
                ],
            ),
        ],
    ),
    (
        "Senior Citizens' Savings Scheme (SCSS)",
        [
            (
                "Who is eligible for SCSS?",
                [
                    "Individuals aged 60 years or more; retired civilian employees aged 55 to 60 years, and retired defence personnel aged 50 to 60 years, provided they invest within one month of receiving retirement benefits. NRIs and HUFs cannot open SCSS accounts."
                ],
            ),
            (
                "How much can I invest in SCSS and what is the rate?",
                [
                    "Minimum ₹1,000 and maximum ₹30 lakh in total across all SCSS accounts held by you. The interest rate is 8.2% p.a., paid quarterly on 1 April, 1 July, 1 October and 1 January directly to your savings account. Deposits qualify for deduction under Section 80C."
                ],
            ),
            (
                "What is the tenure and can I close SCSS early?",
                [
                    "The tenure is 5 years, extendable once by 3 years. Premature closure is allowed with a deduction:",
                    (
                        "t",
                        [
                            ["When closed", "Deduction"],
                            ["Before 1 year", "No interest; interest already paid is recovered"],
                            ["After 1 year but before 2 years", "1.5% of the deposit"],
                            ["After 2 years but before 5 years", "1% of the deposit"],
                            ["After extension, after 1 year of extension", "No deduction"],
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Atal Pension Yojana (APY)",
        [
            (
                "Who can join Atal Pension Yojana?",
                [
                    "Indian citizens aged 18 to 40 years with a savings account, who are not income-tax payers. It gives a guaranteed monthly pension of ₹1,000, ₹2,000, ₹3,000, ₹4,000 or ₹5,000 from age 60, depending on contributions."
                ],
            ),
            (
                "How much do I have to contribute to APY?",
                [
                    "The contribution depends on your age at joining and the pension chosen. Examples of monthly contributions:",
                    (
                        "t",
                        [
                            ["Age at entry", "₹1,000 pension", "₹3,000 pension", "₹5,000 pension"],
                            ["18 years", "₹42", "₹126", "₹210"],
                            ["25 years", "₹76", "₹226", "₹376"],
                            ["30 years", "₹116", "₹347", "₹577"],
                            ["35 years", "₹181", "₹543", "₹902"],
                            ["40 years", "₹291", "₹873", "₹1,454"],
                        ],
                    ),
                    "Contributions are auto-debited from your savings account each month, quarter or half-year as chosen.",
                ],
            ),
            (
                "What happens if my APY contribution is delayed?",
                [
                    "A penalty of ₹1 per ₹100 of contribution per month is charged for delay. If contributions are not paid for 6 months the account is frozen, after 12 months it is deactivated, and after 24 months it is closed."
                ],
            ),
        ],
    ),
    (
        "PMJJBY and PMSBY Insurance",
        [
            (
                "What is PMJJBY and what does it cost?",
                [
                    "Pradhan Mantri Jeevan Jyoti Bima Yojana is a one-year renewable life cover of ₹2 lakh for death due to any cause. It is available to savings account holders aged 18 to 50 years (cover continues up to 55 if joined before 50). The premium is ₹436 per year, auto-debited on or before 31 May each year."
                ],
            ),
            (
                "What is PMSBY and what does it cost?",
                [
                    "Pradhan Mantri Suraksha Bima Yojana is accidental death and disability cover for savings account holders aged 18 to 70 years. Premium: ₹20 per year. Cover: ₹2 lakh for accidental death or total permanent disability, ₹1 lakh for partial permanent disability."
                ],
            ),
            (
                "How do I enrol in PMJJBY or PMSBY?",
                [
                    "Enrol through Narmada Mobile (Insurance > Social Security Schemes), Narmada Net, SMS (PMJJBY Y or PMSBY Y to 92233 44556), or by submitting the consent-cum-declaration form at any branch. Cover under PMJJBY starts only after a lien period of 30 days from enrolment, except for accidental death."
                ],
            ),
            (
                "How does the nominee make a claim under PMJJBY or PMSBY?",
                [
                    "The nominee submits the claim form, death certificate, and (for PMSBY) FIR/post-mortem report at the branch where the account is held, within 30 days of death. The bank forwards it to the insurer within 30 days and the insurer settles the claim within 30 days of receiving it; the amount is credited to the nominee's account."
                ],
            ),
        ],
    ),
]

n = 0
for cat, items in CATS:
    doc.add_heading(cat, level=2)
    for q, blocks in items:
        n += 1
        doc.add_paragraph(q, style="List Number")
        for b in blocks:
            if isinstance(b, str):
                doc.add_paragraph(b)
            else:
                add_table(doc, b[1])
doc.add_paragraph(
    "For scheme forms and notifications, visit any Narmada Bank branch or www.narmadabank.co.in/govt-schemes. Toll-free: 1800-233-4455."
)
doc.save(out("govt_savings_schemes_faq.docx"))
print("items:", n)
