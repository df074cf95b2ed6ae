"""loans_against_assets.docx - from the Retail Assets (Secured Loans) team.

Habit: Heading 1 = product name; Heading 2 = ALL-CAPS topic phrase typed in
capitals ('ELIGIBLE SECURITIES', 'LOAN TO VALUE'); below them, each question is a
bold Normal paragraph ending in '?', followed by Normal answer paragraphs.  The
overdraft against FD is given as a 'Key Fact Statement' table instead of questions.
"""

import docx
from docx.shared import Pt, Cm

import helpers as H

# product: (name, intro, [(CAPS TOPIC, [(question, [blocks])])]) or (name, intro, "KFS", rows)
PRODUCTS = [
    (
        "Loan against Shares and Mutual Funds",
        "An overdraft limit against the listed shares, mutual fund units and bonds you already own, so that you "
        "can meet a need for money without selling your investments. You pay interest only on the amount you use.",
        [
            (
                "ELIGIBLE SECURITIES",
                [
                    (
                        "Which securities can I pledge?",
                        [
                            "Shares and bonds from the Sutlej Bank Approved Securities List, which is reviewed every month and "
                            "published at branches and in Sutlej Go > Loans > Loan against Securities > Approved list. It "
                            "includes about 400 shares, mostly from the NIFTY 500 index, listed bonds and debentures rated AA "
                            "and above, and units of most equity, hybrid and debt schemes of SEBI-registered mutual funds.",
                            "Shares must be held in demat form in your own name. Mutual fund units can be in demat or in "
                            "statement-of-account form; units held in physical certificate form are not accepted.",
                        ],
                    ),
                    (
                        "Are any securities excluded?",
                        [
                            "Yes: shares of Sutlej Bank Ltd itself, unlisted shares, partly paid shares, shares in the trade-"
                            "for-trade segment or under surveillance measures, units of ETFs not on our list, units of "
                            "close-ended schemes before listing, and units under a lock-in period such as ELSS in their first "
                            "three years.",
                        ],
                    ),
                ],
            ),
            (
                "LOAN TO VALUE",
                [
                    (
                        "How much can I borrow against my securities?",
                        [
                            "The limit is a percentage of the market value of the pledged securities (the 'loan to value', "
                            "LTV). The drawing power is recalculated every day on the previous day's closing prices or NAV.",
                            (
                                "table",
                                [
                                    ["Security", "Maximum LTV"],
                                    ["Shares on the approved list", "50%"],
                                    ["Equity and hybrid mutual fund units", "50%"],
                                    ["Debt mutual fund units", "80%"],
                                    ["Listed bonds and debentures (AA and above)", "70%"],
                                ],
                            ),
                            "The minimum limit is \u20b950,000. The maximum is \u20b91 crore per individual against shares, and "
                            "\u20b95 crore against mutual fund units and bonds.",
                        ],
                    ),
                    (
                        "Is the LTV the same for every share on the list?",
                        [
                            "No. Shares are grouped into three categories by liquidity and volatility, with LTVs of 50%, 40% "
                            "and 30%. The category of each share is shown in the approved list.",
                        ],
                    ),
                ],
            ),
            (
                "MARGIN CALLS",
                [
                    (
                        "What happens if the value of my securities falls?",
                        [
                            "If the outstanding amount becomes more than the drawing power, the account is in 'shortfall'. We "
                            "send a margin call by SMS and e-mail on the same day. You must make up the shortfall within 7 "
                            "working days by paying money into the overdraft account, pledging more approved securities, or "
                            "both.",
                        ],
                    ),
                    (
                        "Can the bank sell my shares without asking me?",
                        [
                            "Only in two cases: if the shortfall is not made good within 7 working days, or if the "
                            "outstanding becomes more than 90% of the value of the pledged securities at any time, in which "
                            "case we may sell at once to protect the loan. We sell only as many securities as needed, and "
                            "any surplus is credited to your account.",
                        ],
                    ),
                ],
            ),
            (
                "INTEREST AND CHARGES",
                [
                    (
                        "What is the rate of interest?",
                        [
                            "Sutlej EBLR + 2.25% for shares and equity funds, and EBLR + 1.50% for debt funds and bonds, "
                            "charged monthly on the daily balance used. With the EBLR at 8.75% (from 1 January 2026) the "
                            "rates are 11.00% and 10.25% p.a.",
                        ],
                    ),
                    (
                        "What other charges apply?",
                        [
                            "Processing fee of 0.50% of the limit (minimum \u20b91,000, maximum \u20b910,000), pledge creation "
                            "charges of \u20b9100 per scrip or scheme, invocation charges of \u20b9250 per scrip if we have to "
                            "sell, and renewal fee of \u20b9500 per year. GST at 18% applies. There are no charges for closing "
                            "the overdraft.",
                        ],
                    ),
                    (
                        "How do I apply and how long does it take?",
                        [
                            "Existing customers with a Sutlej demat account or mutual funds registered with CAMS or KFintech "
                            "can apply fully online in Sutlej Go > Loans > Loan against Securities, with the pledge marked "
                            "online through the depository or the registrar with an OTP. The limit is usually available "
                            "within 4 working hours.",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Salary Overdraft",
        "A revolving overdraft on your Sutlej salary account for short-term needs - school fees, medical bills, a "
        "family function. There is no fixed EMI: you repay when your salary comes in.",
        [
            (
                "ELIGIBILITY",
                [
                    (
                        "Who can get a salary overdraft?",
                        [
                            "Salaried employees whose salary has been credited to a Sutlej Bank salary account for at least "
                            "the last 6 months, aged between 21 and 58 years, with a net monthly salary of \u20b925,000 or more "
                            "and a credit score of 700 or above. Employees of central and state governments, PSUs and "
                            "companies in our approved list qualify for higher limits.",
                        ],
                    ),
                    (
                        "Do I need to provide any security or guarantor?",
                        [
                            "No. The overdraft is unsecured. You give a standing instruction to adjust the salary credit "
                            "against the overdraft, and your employer's confirmation is needed only for limits above "
                            "\u20b95 lakh.",
                        ],
                    ),
                ],
            ),
            (
                "LIMIT AND INTEREST",
                [
                    (
                        "How large can the overdraft be?",
                        [
                            "Up to 2 times your net monthly salary for private-sector employees and up to 3 times for "
                            "government employees, subject to a maximum of \u20b910 lakh. The limit is valid for 12 months "
                            "and renewed each year if your salary continues to come to Sutlej Bank.",
                        ],
                    ),
                    (
                        "What interest do I pay?",
                        [
                            "Interest is 13.50% to 16.00% p.a., depending on your employer category and credit score, "
                            "charged only on the amount used and for the days used. Processing fee is 1% of the limit "
                            "(minimum \u20b91,500) + GST. Renewal fee is \u20b9500 + GST.",
                        ],
                    ),
                ],
            ),
            (
                "REPAYMENT",
                [
                    (
                        "How do I repay?",
                        [
                            "Each salary credit reduces the outstanding automatically. You can also pay any amount at any "
                            "time. The full outstanding must be cleared once every 12 months at renewal, or the limit can be "
                            "converted into a personal loan with EMIs.",
                        ],
                    ),
                    (
                        "What happens if I change my job?",
                        [
                            "Tell us within 30 days. If your salary no longer comes to Sutlej Bank, the limit is withdrawn "
                            "and the outstanding must be paid within 60 days, or converted into a personal loan.",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Overdraft against Fixed Deposit",
        "An instant overdraft against your Sutlej Bank fixed deposits. The key facts are given below.",
        "KFS",
        [
            ("Name of the facility", "Sutlej FD Overdraft (OD against own term deposits)"),
            (
                "Eligible deposits",
                "Fixed and cumulative deposits in the name of the borrower(s); Tax Saver FDs and "
                "FCNR(B) deposits are not eligible",
            ),
            ("Limit", "Up to 90% of the deposit amount plus accrued interest; minimum \u20b910,000"),
            (
                "Rate of interest",
                "Deposit rate + 1.00% p.a. (resident individuals); deposit rate + 2.00% p.a. for "
                "others; if several deposits are pledged, the highest deposit rate applies",
            ),
            ("Interest charging", "Monthly, on the daily balance used"),
            (
                "Tenure",
                "Till the maturity of the deposit; limit closes when the deposit matures or is renewed "
                "without a fresh lien",
            ),
            ("Processing fee / other charges", "Nil"),
            ("How to apply", "Sutlej Go > Deposits > Select FD > Get overdraft (instant), or at any branch"),
            ("Repayment", "Any time; on maturity the deposit is applied to close the overdraft"),
            (
                "Penal charges",
                "If the outstanding exceeds the limit: 2% p.a. on the excess amount, for the period of excess",
            ),
            ("Grievance redressal", "Branch Manager, then Nodal Officer, support@sutlejbank.example, 1800-102-4477"),
        ],
    ),
    (
        "Agri Gold Loan",
        "Short-term loans to farmers against gold ornaments, for growing crops, buying inputs and for allied "
        "activities such as dairy, poultry and fisheries.",
        [
            (
                "ELIGIBILITY",
                [
                    (
                        "Who can take an agri gold loan?",
                        [
                            "Farmers - owner cultivators, tenant farmers, oral lessees and sharecroppers - and members of "
                            "joint liability groups, who can show agricultural activity through land records (jamabandi or "
                            "fard), a tenancy document, or a certificate from the local revenue officer. The loan must be "
                            "used for agriculture or allied activities, and you sign a declaration on the end-use.",
                        ],
                    ),
                    (
                        "What documents do I need?",
                        [
                            (
                                "ul",
                                [
                                    "KYC: Aadhaar and PAN (or Form 60).",
                                    "Land record or tenancy document, with the crop to be grown.",
                                    "Two photographs.",
                                    "The gold ornaments themselves, with an ownership declaration.",
                                ],
                            ),
                        ],
                    ),
                ],
            ),
            (
                "GOLD ACCEPTED AND LOAN TO VALUE",
                [
                    (
                        "What gold can be pledged?",
                        [
                            "Gold jewellery and ornaments of 18 carat and above, and gold coins sold by banks of up to 50 "
                            "grams in total per borrower. We do not lend against gold bars, bullion, or units of gold ETFs "
                            "or gold mutual funds under this product. The total weight of ornaments pledged by one borrower "
                            "cannot exceed 1 kilogram.",
                        ],
                    ),
                    (
                        "How much loan will I get per gram?",
                        [
                            "The gold is valued at the average closing price of 22 carat gold for the previous 30 days (as "
                            "published by the India Bullion and Jewellers Association), adjusted for purity. The loan "
                            "is a percentage of this value:",
                            (
                                "table",
                                [
                                    ["Loan amount", "Maximum loan to value"],
                                    ["Up to \u20b92.5 lakh", "85%"],
                                    ["Above \u20b92.5 lakh and up to \u20b95 lakh", "80%"],
                                    ["Above \u20b95 lakh", "75%"],
                                ],
                            ),
                            "The rate per gram that applies each day is displayed at the branch.",
                        ],
                    ),
                ],
            ),
            (
                "INTEREST AND SUBVENTION",
                [
                    (
                        "What is the rate of interest?",
                        [
                            "For crop loans up to \u20b93 lakh, 7% p.a., reduced to an effective 4% p.a. if you repay on time, "
                            "under the Government's Modified Interest Subvention Scheme. Above \u20b93 lakh, and for allied "
                            "activities, 9.25% to 10.25% p.a. Processing fee is nil up to \u20b93 lakh; above that 0.25% of "
                            "the loan + GST. The valuer's fee of \u20b9250 is borne by the bank.",
                        ],
                    ),
                ],
            ),
            (
                "REPAYMENT AND RETURN OF GOLD",
                [
                    (
                        "When do I repay, and when do I get my gold back?",
                        [
                            "Crop loans are repaid in one lump sum after harvest, within 12 months. Gold is returned on the "
                            "same day the loan is closed, or within 7 working days where it is held at a central vault; if "
                            "we are late, we pay you \u20b95,000 for each day of delay.",
                        ],
                    ),
                    (
                        "What happens if I do not repay?",
                        [
                            "We remind you by SMS, letter and a visit. If the loan stays overdue for 90 days after the due "
                            "date, we send a notice giving at least 30 days before auction. The auction is public, in the "
                            "same taluka or district, with a reserve price of at least 90% of the current gold value. "
                            "Any surplus after recovering the dues is paid to you within 7 working days.",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Lease Rental Discounting",
        "A term loan against the rent you receive from a let-out commercial property, repaid from the future rentals.",
        [
            (
                "ELIGIBLE PROPERTIES AND TENANTS",
                [
                    (
                        "Which properties qualify?",
                        [
                            "Completed commercial properties - offices, retail shops, showrooms, warehouses - with clear title, "
                            "let out on a registered lease deed to a tenant of good standing, such as a listed company, a "
                            "multinational, a bank, or a government or public-sector body. Residential properties let to "
                            "individuals are not covered.",
                        ],
                    ),
                    (
                        "What lease terms are required?",
                        [
                            "A registered lease with at least 3 years of the lease period remaining and a lock-in period "
                            "that covers at least half the loan tenure. Minimum monthly rent: \u20b92 lakh.",
                        ],
                    ),
                ],
            ),
            (
                "LOAN AMOUNT AND TENURE",
                [
                    (
                        "How much can I borrow?",
                        [
                            "Up to 80% of the discounted value of the rent receivable over the remaining lease period (net "
                            "of GST and property tax), and not more than 60% of the market value of the property. Tenure is "
                            "up to 12 years or the remaining lease period, whichever is less.",
                        ],
                    ),
                ],
            ),
            (
                "ESCROW AND REPAYMENT",
                [
                    (
                        "How is the loan repaid?",
                        [
                            "The tenant is asked to pay the rent directly into an escrow account with Sutlej Bank. Every "
                            "month, the EMI is taken from the escrow account and the balance is released to you. The "
                            "property is mortgaged to the bank, and the tenant signs a letter of acknowledgement.",
                        ],
                    ),
                    (
                        "What if the tenant leaves before the loan is repaid?",
                        [
                            "You must tell us at once. You get 6 months to find a new tenant; meanwhile EMIs are payable "
                            "from your own funds. If no new tenant is found, the loan may be reset to your own repayment "
                            "capacity or recalled.",
                        ],
                    ),
                ],
            ),
        ],
    ),
]


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Cambria", 11)
    H.set_style_font(doc, "Heading 1", name="Cambria", size_pt=16, color="1B4F72")
    H.set_style_font(doc, "Heading 2", name="Cambria", size_pt=11.5, color="1B4F72")
    cp = doc.core_properties
    cp.title = "Loans against what you own"
    cp.author = "Retail Assets - Secured Loans"
    bul = H.add_num(doc, H.bullet_list(doc))

    t = doc.add_paragraph()
    r = t.add_run("Loans against what you own")
    r.bold = True
    r.font.size = Pt(18)
    doc.add_paragraph(
        "Sutlej Bank lends against securities, deposits, gold, your salary and your rental income. Interest rates "
        "below are as on 1 January 2026 and are linked to the Sutlej External Benchmark Lending Rate (EBLR), "
        "8.75% p.a. from that date. All fees are plus GST at 18%. Call 1800-102-4477 for the latest rates."
    )

    count = 0
    for prod in PRODUCTS:
        name, intro = prod[0], prod[1]
        doc.add_heading(name, level=1)
        doc.add_paragraph(intro)
        if prod[2] == "KFS":
            p = doc.add_paragraph()
            p.add_run("Key Fact Statement").bold = True
            tbl = doc.add_table(rows=len(prod[3]) + 1, cols=2)
            tbl.style = doc.styles["Table Grid"]
            H.cell_text(tbl.cell(0, 0), "Item", bold=True)
            H.cell_text(tbl.cell(0, 1), "Details", bold=True)
            H.shade_cell(tbl.cell(0, 0), "D6EAF8")
            H.shade_cell(tbl.cell(0, 1), "D6EAF8")
            for i, (k, v) in enumerate(prod[3], start=1):
                H.cell_text(tbl.cell(i, 0), k)
                H.cell_text(tbl.cell(i, 1), v)
            H.set_col_widths(tbl, [Cm(5), Cm(11)])
            doc.add_paragraph()
            count += 1  # the KFS counts as one item
            continue
        for topic, qas in prod[2]:
            doc.add_heading(topic, level=2)
            for q, blocks in qas:
                count += 1
                qp = doc.add_paragraph()
                qp.add_run(q).bold = True
                qp.paragraph_format.keep_with_next = True
                qp.paragraph_format.space_after = Pt(2)
                for b in blocks:
                    if isinstance(b, str):
                        doc.add_paragraph(b)
                    elif b[0] == "ul":
                        for line in b[1]:
                            p = doc.add_paragraph(style="List Bullet")
                            H.set_numpr(p, bul)
                            p.add_run(line)
                    elif b[0] == "table":
                        rows = b[1]
                        tbl = doc.add_table(rows=len(rows), cols=len(rows[0]))
                        tbl.style = doc.styles["Table Grid"]
                        for i, row in enumerate(rows):
                            for j, val in enumerate(row):
                                H.cell_text(tbl.cell(i, j), val, bold=(i == 0))
                        H.set_col_widths(tbl, [Cm(8), Cm(5)])
                        doc.add_paragraph()

    H.add_page_number_footer(doc.sections[0], "Retail Assets | RA/SL/CUST/07 | January 2026")
    doc.save(path)
    return count
