"""govt_schemes_retirement.docx - a customer circular from the Government Business Cell.

Habit: letterhead lines, 'Ref. No.: SB/RB/2026/041', date, subject, 'Dear Customer,',
an introduction, then per scheme a bold underlined scheme-name paragraph (no
heading style) followed by points typed by hand as '1)', '2)' with a bold run-in
title and an en dash ('1) Eligibility \u2013 ...').  Sub-points typed '(a)', '(b)'.
Closing 'Yours faithfully,' and a signature block.  No heading styles anywhere.
"""

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, Cm

import helpers as H

DASH = " \u2013 "

# scheme: (name, [(title, text, [sub-points])])
SCHEMES = [
    (
        "A. Senior Citizens\u2019 Savings Scheme, 2019 (SCSS)",
        [
            (
                "Eligibility",
                "Individuals aged 60 years or more on the date of opening. Persons aged 55 to 60 years who have retired on "
                "superannuation or under VRS, and retired defence personnel aged 50 years or more, may also invest, "
                "provided the account is opened within one month of receiving the retirement benefits and the deposit "
                "does not exceed those benefits. The account may be held singly or jointly with the spouse only. "
                "NRIs and HUFs are not eligible.",
                [],
            ),
            (
                "Deposit",
                "A single deposit in multiples of \u20b91,000, minimum \u20b91,000, and a maximum of \u20b930 lakh in all "
                "SCSS accounts of the depositor taken together (at the bank and the post office). Deposits up to "
                "\u20b91 lakh may be made in cash; above that by cheque or debit to the Sutlej Bank account.",
                [],
            ),
            (
                "Rate of interest",
                "8.2% per annum for accounts opened in the quarter January\u2013March 2026. The rate at the time of opening "
                "applies for the full term. Interest is paid quarterly, on the first working day of April, July, October "
                "and January, to your savings account with us. Unclaimed interest does not earn further interest.",
                [],
            ),
            (
                "Tenure and extension",
                "Five years from the date of opening. Within one year of maturity the account may be extended for a "
                "further block of three years, and such extension may be repeated, by submitting the extension form at "
                "the branch. The extended account earns the rate in force on the date of maturity.",
                [],
            ),
            (
                "Premature closure",
                "Allowed at any time, on the following terms:",
                [
                    "before one year: interest already paid is recovered from the deposit;",
                    "after one year but before two years: 1.5% of the deposit is deducted;",
                    "after two years: 1% of the deposit is deducted;",
                    "on the death of the depositor: closure without deduction, with interest at the SCSS rate up to the "
                    "date of death and at the savings bank rate thereafter.",
                ],
            ),
            (
                "Tax",
                "Deposits qualify for deduction under Section 80C of the Income-tax Act, 1961 (old regime). Interest is "
                "taxable; TDS is deducted if interest in the financial year exceeds \u20b91 lakh, unless Form 15H is "
                "submitted.",
                [],
            ),
        ],
    ),
    (
        "B. RBI Floating Rate Savings Bonds, 2020 (Taxable)",
        [
            (
                "Who may invest",
                "Resident individuals (singly or jointly) and Hindu Undivided Families. An investment may be made on behalf "
                "of a minor by a guardian. Non-resident Indians are not eligible.",
                [],
            ),
            (
                "Amount and rate of interest",
                "Minimum \u20b91,000 and in multiples of \u20b91,000; there is no maximum limit. The rate is reset every six "
                "months at 0.35% above the prevailing rate of the National Savings Certificate. For the half-year "
                "January\u2013June 2026 the rate is 8.05% per annum. Interest is paid on 1 January and 1 July to your bank "
                "account; there is no cumulative option.",
                [],
            ),
            (
                "Tenure and premature encashment",
                "Seven years. Senior citizens may encash early, after the lock-in period below, with a penalty of 50% of "
                "the interest for the last six months:",
                [
                    "aged 60 to 70 years: after 6 years;",
                    "aged 70 to 80 years: after 5 years;",
                    "aged 80 years and above: after 4 years.",
                ],
            ),
            (
                "How to apply",
                "Submit the application form (Form A) with KYC documents and PAN at any Sutlej Bank branch, or through "
                "Sutlej NetBanking > Investments > RBI Bonds. The bonds are held in electronic form in a Bond Ledger "
                "Account with the Reserve Bank, and a Certificate of Holding is issued. The bonds are not tradable and "
                "cannot be pledged as security for loans.",
                [],
            ),
        ],
    ),
    (
        "C. National Pension System (NPS) through Sutlej Bank",
        [
            (
                "Joining",
                "Any Indian citizen, resident or non-resident, aged 18 to 70 years may open an NPS Tier I account at any "
                "Sutlej Bank branch (we are a registered Point of Presence) or online through eNPS from Sutlej NetBanking "
                "> Investments > NPS. A Permanent Retirement Account Number (PRAN) is issued. A voluntary Tier II account "
                "may be opened along with Tier I. Parents may open NPS Vatsalya for their minor children.",
                [],
            ),
            (
                "Contributions",
                "Minimum \u20b9500 at opening and \u20b91,000 in a financial year for Tier I, with no upper limit. Contributions "
                "can be made by standing instruction or UPI AutoPay from your Sutlej account.",
                [],
            ),
            (
                "Charges of the bank",
                "Account opening \u20b9200; each contribution 0.50% of the amount (minimum \u20b930, maximum \u20b925,000); "
                "charges for non-financial services \u20b930 per request. GST at 18% is extra. Charges of the Central "
                "Recordkeeping Agency and the pension funds are levied by them.",
                [],
            ),
            (
                "Tax benefit and withdrawal",
                "Own contributions qualify under Section 80CCD(1) within the \u20b91.5 lakh limit of Section 80C, and an "
                "additional \u20b950,000 under Section 80CCD(1B), under the old regime. Withdrawals, partial withdrawals and "
                "annuity purchase at exit are governed by PFRDA regulations in force at the time of exit; our branches "
                "will help you complete the exit request online.",
                [],
            ),
        ],
    ),
    (
        "D. Pension accounts for Government pensioners",
        [
            (
                "Who may draw pension through us",
                "Pensioners of the Central Government (civil), and of the Governments of Punjab, Haryana and Himachal "
                "Pradesh, and family pensioners, may draw pension through any Sutlej Bank branch. Pension is processed "
                "centrally by our Centralised Pension Processing Centre (CPPC) at Ludhiana.",
                [],
            ),
            (
                "Opening the account",
                "A savings pension account with no minimum balance requirement is opened on receipt of the Pension Payment "
                "Order (PPO) from the Pension Disbursing Authority or the electronic PPO. We recommend a joint account "
                "with the spouse on an \u2018Either or Survivor\u2019 basis, so that family pension can be started without "
                "delay.",
                [],
            ),
            (
                "Credit of pension and revisions",
                "Pension is credited on the last working day of the month (for March, on the first working day of April). "
                "Revisions of dearness relief are applied automatically on receipt of Government orders, and arrears are "
                "paid within one month. The monthly pension slip is available in Sutlej Go > Accounts > Pension slip and at "
                "the branch.",
                [],
            ),
            (
                "Income tax on pension",
                "Tax is deducted by the bank from the pension. Please give your investment declarations to the "
                "pension-paying branch by 15 January each year. Form 16 is issued by 15 June.",
                [],
            ),
        ],
    ),
    (
        "E. Annual Life Certificate",
        [
            (
                "When to submit",
                "Every pensioner must submit a life certificate in November each year. Pensioners aged 80 years and above "
                "may submit it from 1 October.",
                [],
            ),
            (
                "How to submit",
                "Any one of the following ways may be used:",
                [
                    "in person at any Sutlej Bank branch, not only the pension-paying branch;",
                    "Digital Life Certificate (Jeevan Pramaan) using face authentication on the Jeevan Pramaan Face App on "
                    "any Android phone, or at a branch using a fingerprint device;",
                    "through Doorstep Banking, booked on 1800-102-4477 (free for pensioners aged 80 and above and for "
                    "pensioners with a disability; \u20b975 + GST otherwise);",
                    "family pensioners must also give a non-remarriage / non-employment certificate as applicable.",
                ],
            ),
            (
                "If the certificate is not received",
                "Pension is stopped from the month following the due date. It is restarted, with arrears, as soon as the "
                "life certificate is received.",
                [],
            ),
        ],
    ),
    (
        "F. Pradhan Mantri Jeevan Jyoti Bima Yojana (PMJJBY)",
        [
            (
                "Cover and premium",
                "Life cover of \u20b92 lakh on death due to any cause, for savings account holders aged 18 to 50 years at "
                "the time of joining; the cover may continue up to age 55. The premium is \u20b9436 per year, auto-debited "
                "from your account between 25 and 31 May for the cover year 1 June to 31 May. For enrolment during the "
                "year the premium is reduced pro rata: \u20b9342 (September\u2013November), \u20b9228 (December\u2013February) and "
                "\u20b9114 (March\u2013May).",
                [],
            ),
            (
                "Enrolment and auto-debit",
                "Enrol in Sutlej Go > Insurance > Government schemes, by SMS or at the branch with the consent-cum-"
                "declaration form. Keep sufficient balance in the last week of May; if the debit fails, the cover lapses "
                "and can be restarted with a fresh declaration of good health. Claims for death within the first 30 days "
                "of new enrolment are payable only if death is due to an accident.",
                [],
            ),
            (
                "Claims",
                "The nominee should submit the claim form, death certificate, a cancelled cheque or passbook copy of the "
                "nominee\u2019s account and the discharge receipt at the branch, preferably within 30 days of death. The "
                "bank forwards the claim to the insurance company, and the claim is settled within 30 days of receipt of "
                "complete documents.",
                [],
            ),
        ],
    ),
    (
        "G. Pradhan Mantri Suraksha Bima Yojana (PMSBY)",
        [
            (
                "Cover and premium",
                "Accident cover for savings account holders aged 18 to 70 years, for \u20b920 per year auto-debited by 31 "
                "May:",
                [
                    "accidental death: \u20b92 lakh;",
                    "total and irrecoverable loss of both eyes, both hands or feet, or one eye and one hand or foot: "
                    "\u20b92 lakh;",
                    "total and irrecoverable loss of sight of one eye or loss of one hand or foot: \u20b91 lakh.",
                ],
            ),
            (
                "Claims",
                "Submit the claim form with the FIR or police report, post-mortem report and death certificate (for death), "
                "or a disability certificate from a civil surgeon (for disability), at the branch within 30 days of the "
                "accident. One person can be covered through one bank account only.",
                [],
            ),
            (
                "Stopping the auto-debit",
                "You may opt out of PMJJBY or PMSBY at any time before 1 May by a written request at the branch or in "
                "Sutlej Go > Insurance > Government schemes > Opt out.",
                [],
            ),
        ],
    ),
]


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Times New Roman", 11.5)
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Cm(2.5)
    cp = doc.core_properties
    cp.title = "Circular - Government schemes and retirement services"
    cp.author = "Government Business Cell, Retail Banking Department"

    def line(text, bold=False, size=None, align=None, after=0):
        p = doc.add_paragraph()
        r = p.add_run(text)
        if bold:
            r.bold = True
        if size:
            r.font.size = Pt(size)
        if align is not None:
            p.alignment = align
        p.paragraph_format.space_after = Pt(after)
        return p

    C = WD_ALIGN_PARAGRAPH.CENTER
    line("SUTLEJ BANK LTD", bold=True, size=16, align=C)
    line("Retail Banking Department \u2013 Government Business Cell", size=10, align=C)
    line("Head Office: Sutlej Bhawan, Ferozepur Road, Ludhiana \u2013 141 001, Punjab", size=10, align=C)
    line(
        "CIN: L65191PB1994PLC014872  |  Toll-free: 1800-102-4477  |  From abroad: +91-161-450-4477  |  "
        "support@sutlejbank.example",
        size=9,
        align=C,
        after=6,
    )
    # rule under the letterhead
    rule = doc.paragraphs[-1]
    pbdr = H.OxmlElement("w:pBdr")
    bottom = H.OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "8"), ("w:space", "4"), ("w:color", "000000")):
        bottom.set(H.qn(k), v)
    pbdr.append(bottom)
    rule._p.get_or_add_pPr().insert_element_before(
        pbdr, "w:shd", "w:tabs", "w:suppressAutoHyphens", "w:spacing", "w:ind", "w:jc", "w:rPr"
    )

    p = doc.add_paragraph()
    p.paragraph_format.space_before = Pt(10)
    p.add_run("Ref. No.: SB/RB/2026/041")
    p.add_run("\t\t\t\t\t\tDate: 12 January 2026")

    p = doc.add_paragraph()
    p.add_run("Subject: ").bold = True
    r = p.add_run("Government savings, pension and insurance schemes available at Sutlej Bank")
    r.bold = True

    doc.add_paragraph("Dear Customer,")
    doc.add_paragraph(
        "We are pleased to inform you about the Government of India savings, pension and social security schemes "
        "that you can avail of at any of our 1,100 branches. These schemes are notified by the Government of India, "
        "the Reserve Bank of India and the Pension Fund Regulatory and Development Authority, and their terms are "
        "the same at all authorised banks; Sutlej Bank acts as an agency bank or point of presence. The main "
        "features are summarised below for your convenience."
    ).alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    doc.add_paragraph(
        "Rates of interest for small savings schemes are reviewed by the Government every quarter. The rates "
        "mentioned are those applicable on the date of this circular."
    ).alignment = WD_ALIGN_PARAGRAPH.JUSTIFY

    count = 0
    for name, points in SCHEMES:
        sp = doc.add_paragraph()
        sp.paragraph_format.space_before = Pt(10)
        sp.paragraph_format.keep_with_next = True
        r = sp.add_run(name)
        r.bold = True
        r.underline = True
        for i, (title, text, subs) in enumerate(points, start=1):
            count += 1
            pp = doc.add_paragraph()
            pp.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            pp.paragraph_format.left_indent = Cm(0.75)
            pp.paragraph_format.first_line_indent = Cm(-0.75)
            pp.paragraph_format.space_after = Pt(4)
            pp.add_run("%d)\t" % i)
            pp.add_run(title).bold = True
            pp.add_run(DASH + text)
            for k, s in enumerate(subs):
                q = doc.add_paragraph("(%s)\t%s" % ("abcdefgh"[k], s))
                q.paragraph_format.left_indent = Cm(1.75)
                q.paragraph_format.first_line_indent = Cm(-1.0)
                q.paragraph_format.space_after = Pt(2)

    doc.add_paragraph(
        "For any of these schemes, please visit your nearest branch with your KYC documents and PAN, or call our "
        "toll-free number 1800-102-4477 (+91-161-450-4477 from abroad). Senior citizens may use the priority "
        "counter at every branch."
    ).paragraph_format.space_before = Pt(10)
    doc.add_paragraph("Thanking you,")
    doc.add_paragraph("Yours faithfully,")
    doc.add_paragraph("for Sutlej Bank Ltd").paragraph_format.space_after = Pt(28)
    line("(Gurpreet Singh Bains)", bold=True)
    line("General Manager \u2013 Retail Banking")
    line("Head Office, Ludhiana", after=12)
    nb = doc.add_paragraph()
    r = nb.add_run(
        "This circular is for information only. The terms of each scheme are governed by the relevant "
        "Government notifications as amended from time to time, which will prevail in case of any "
        "difference."
    )
    r.italic = True
    r.font.size = Pt(9)
    doc.save(path)
    return count
