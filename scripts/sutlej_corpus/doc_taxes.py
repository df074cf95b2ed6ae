"""taxes.docx - written by the Tax Payments Cell (Treasury Operations).

Habit: only two Heading 1 topic headings; questions are real Word numbered-list
items (w:numPr, style 'List Paragraph', bold); each answer is one or more Normal
paragraphs with a left indent matching the list text.  Numbering continues from
the first topic into the second.  Sub-points inside answers are typed '(a)',
'(b)' in further-indented Normal paragraphs.
"""

import docx
from docx.shared import Pt, Cm, Twips

import helpers as H

INTRO = (
    "Sutlej Bank Ltd is an authorised bank for collection of direct taxes on behalf of the Central Board of "
    "Direct Taxes (CBDT) and for collection of Goods and Services Tax (GST). This note answers the questions "
    "our branches are most often asked about paying taxes, and about tax deducted at source (TDS) on deposits. "
    "Section and form references are to the Income-tax Act, 1961 and apply to the financial year 2025-26. "
    "The Income-tax Act, 2025 comes into force on 1 April 2026; where forms or section numbers change, this "
    "note will be revised."
)

# answer blocks: str = indented paragraph; ("sub", [...]) = (a)/(b) points; ("table", rows)
TOPICS = [
    (
        "Paying taxes through Sutlej Bank",
        [
            (
                "Which taxes can I pay through Sutlej Bank?",
                [
                    "Income tax (advance tax, self-assessment tax, tax on regular assessment), TDS/TCS by deductors "
                    "using a TAN, securities transaction tax, equalisation levy and other direct taxes collected through "
                    "the e-Pay Tax service of the Income Tax Department; GST, through the GST portal; and customs duty "
                    "through ICEGATE. Certain state taxes (professional tax in Punjab and Haryana, VAT on petroleum "
                    "products) can also be paid through Sutlej NetBanking.",
                ],
            ),
            (
                "How do I pay advance tax or self-assessment tax online?",
                [
                    "All direct tax payments start on the income tax e-filing portal. The steps are:",
                    (
                        "sub",
                        [
                            "Go to the e-filing portal and choose e-Pay Tax (you may log in, or pay without login using "
                            "your PAN and an OTP).",
                            "Select 'Income Tax' (the old Challan No./ITNS 280), the assessment year - for tax on income "
                            "of 2025-26 this is AY 2026-27 - and the type of payment: (100) Advance Tax or (300) "
                            "Self-Assessment Tax.",
                            "Enter the amounts under tax, surcharge, cess, interest and fee.",
                            "Choose Net Banking and select Sutlej Bank. A Challan Reference Number (CRN) is created.",
                            "You are taken to Sutlej NetBanking. Log in, choose the account and confirm with the OTP.",
                        ],
                    ),
                    "The challan receipt with the Challan Identification Number (CIN) is shown at once and can be "
                    "downloaded from the portal and from Sutlej NetBanking. A CRN is valid for 15 days; pay before it "
                    "lapses or create a new one.",
                ],
            ),
            (
                "What are the due dates for advance tax?",
                [
                    "Advance tax is payable if your tax for the year, after TDS, is \u20b910,000 or more. Resident senior "
                    "citizens who have no income from business or profession are exempt. The cumulative instalments "
                    "are:",
                    (
                        "table",
                        [
                            ["Due date", "Cumulative amount payable"],
                            ["On or before 15 June", "15% of advance tax"],
                            ["On or before 15 September", "45% of advance tax"],
                            ["On or before 15 December", "75% of advance tax"],
                            ["On or before 15 March", "100% of advance tax"],
                        ],
                    ),
                    "Taxpayers under the presumptive scheme (sections 44AD/44ADA) may pay the whole amount by 15 March. "
                    "Short payment attracts interest under sections 234B and 234C.",
                ],
            ),
            (
                "Can I pay at a Sutlej Bank branch instead?",
                [
                    "Yes. On e-Pay Tax choose the mode 'Pay at Bank Counter' and select Sutlej Bank; print the challan "
                    "form showing the CRN and bring it to any Sutlej Bank branch within 15 days. You can pay by cash "
                    "(up to \u20b910,000 per challan), by cheque drawn on any bank or by debit to your Sutlej account. "
                    "Cheque payments are credited to the Government only after the cheque is cleared, and the date of "
                    "payment is the date of clearance.",
                ],
            ),
            (
                "Where do I get the challan receipt?",
                [
                    "For online payments the receipt is generated immediately. You can download it again from Sutlej "
                    "NetBanking > Payments > Tax Payments > Challan History (last 7 years) or from the e-filing portal. "
                    "For counter payments the branch gives you the stamped counterfoil; the e-receipt is also available "
                    "on the portal.",
                    "Quote the CIN in your return. It has three parts: the 7-digit BSR code of the collecting branch, "
                    "the date of deposit (DD/MM/YYYY) and the 5-digit challan serial number.",
                ],
            ),
            (
                "I have chosen the wrong assessment year or wrong type of payment. Can the bank correct it?",
                [
                    "Not for online payments. You can correct the assessment year, major head or minor head yourself "
                    "on the e-filing portal under Services > Challan Correction. A wrong PAN or TAN can be corrected "
                    "only by your Assessing Officer (for TAN, through TRACES).",
                    "For a challan paid at the branch counter, give a written request at the same branch with a copy "
                    "of the counterfoil as soon as you notice the error; the branch will tell you whether it can still "
                    "be corrected at its end.",
                ],
            ),
            (
                "My account was debited but no challan was generated. What should I do?",
                [
                    "Wait for one working day - most such cases are completed automatically and the receipt appears in "
                    "Challan History. If it does not, write to support@sutlejbank.example or call 1800-102-4477 with "
                    "the CRN, date and amount. If the tax was not received by the Government, the amount is refunded "
                    "to your account within 5 working days.",
                ],
            ),
            (
                "How do I pay GST through Sutlej Bank?",
                [
                    (
                        "sub",
                        [
                            "Log in to the GST portal and create a challan (Form GST PMT-06) under Services > Payments > "
                            "Create Challan. Note the Common Portal Identification Number (CPIN), valid for 15 days.",
                            "For e-payment choose Net Banking and select Sutlej Bank. Corporate users with maker-checker "
                            "rights approve the payment in Sutlej NetBanking Corporate.",
                            "For over-the-counter payment (up to \u20b910,000 per challan per tax period, in cash, cheque or "
                            "DD) bring the challan printout to any Sutlej Bank branch.",
                            "For NEFT/RTGS from any bank, download the mandate form from the GST portal and give it to "
                            "your bank; the beneficiary is the Reserve Bank of India.",
                        ],
                    ),
                    "On success, a CIN is generated and sent to GSTN, and your electronic cash ledger is credited.",
                ],
            ),
            (
                "GST was paid but my cash ledger is not updated. What now?",
                [
                    "If the ledger is not updated within 24 hours, file a grievance on the GST portal in Form GST PMT-07 "
                    "with the CPIN and CIN. Sutlej Bank will confirm the payment to GSTN on receipt of the reference. You "
                    "may also e-mail support@sutlejbank.example with the CPIN.",
                ],
            ),
            (
                "Does the bank charge for collecting taxes?",
                [
                    "No. Sutlej Bank does not charge for tax payments made by net banking or at the branch counter. If "
                    "you pay through the payment gateway option (card or UPI) on the e-filing portal, the gateway may "
                    "levy its own charges, which are shown before you pay.",
                ],
            ),
        ],
    ),
    (
        "TDS and tax forms",
        [
            (
                "When does the bank deduct TDS on my deposit interest?",
                [
                    "Under section 194A, TDS at 10% is deducted when the interest paid or credited on your deposits "
                    "(fixed, recurring and other time deposits) with Sutlej Bank in a financial year exceeds "
                    "\u20b950,000 - or \u20b91,00,000 if you are a senior citizen (60 years or above). The limit applies to "
                    "all your deposits with the bank taken together, across all branches, under the same customer ID.",
                    "TDS is deducted at 20% instead of 10% if we do not have your valid PAN, or if your PAN has become "
                    "inoperative because it is not linked with Aadhaar. Interest on savings accounts is not subject to "
                    "TDS.",
                ],
            ),
            (
                "How is TDS worked out on cumulative deposits that pay interest only at maturity?",
                [
                    "Tax is deducted on interest as it accrues. At the end of each financial year (31 March) the "
                    "interest accrued on a cumulative or recurring deposit is counted for TDS, even though you receive "
                    "it only at maturity. The TDS is recovered from the deposit itself if there is no other way, "
                    "which reduces the maturity amount slightly.",
                ],
            ),
            (
                "Who can submit Form 15G or Form 15H?",
                [
                    (
                        "sub",
                        [
                            "Form 15G - a resident individual below 60 years, or a Hindu Undivided Family, whose estimated "
                            "total income for the year is below the basic exemption limit and whose tax on total income is "
                            "nil.",
                            "Form 15H - a resident individual aged 60 years or more at any time during the year, whose tax "
                            "on estimated total income (after deductions and rebate) is nil.",
                        ],
                    ),
                    "Companies, firms and non-resident customers cannot submit these forms. A wrong declaration is an "
                    "offence under section 277 of the Income-tax Act.",
                ],
            ),
            (
                "How and when should Form 15G/15H be submitted?",
                [
                    "Submit it at the start of each financial year, preferably in April and before the first interest "
                    "credit; it is valid for that year only. One form covers all deposits under your customer ID.",
                    "Online: Sutlej Go > Services > Tax Centre > Submit Form 15G/15H, or Sutlej NetBanking > Requests > "
                    "Form 15G/15H. An acknowledgement with a Unique Identification Number (UIN) is e-mailed to you.",
                    "At a branch: in duplicate, with a copy of your PAN card. When you open a new deposit during the "
                    "year, tick the 15G/15H box in the deposit form.",
                    "TDS already deducted before you submitted the form cannot be refunded by the bank; claim it in "
                    "your income tax return.",
                ],
            ),
            (
                "When will I get Form 16A for TDS on my deposits?",
                [
                    "Form 16A is issued every quarter, within 15 days of the due date of our TDS return - that is, by "
                    "about 15 August, 15 November, 15 February and 15 June. It is e-mailed to your registered e-mail "
                    "address and can be downloaded from Sutlej NetBanking > Services > Tax Centre > TDS Certificates. "
                    "Branches can print it on request.",
                ],
            ),
            (
                "How can I see Form 26AS through Sutlej NetBanking?",
                [
                    "Log in to Sutlej NetBanking and go to Services > Tax Centre > View Form 26AS. You are taken to the "
                    "TRACES website, where Form 26AS for the chosen year can be viewed or downloaded as a PDF (the "
                    "password is your date of birth in DDMMYYYY format). This service is free and needs your PAN to "
                    "be linked to your Sutlej customer ID. The Annual Information Statement (AIS) is available only on "
                    "the e-filing portal.",
                ],
            ),
            (
                "The TDS shown in my Form 26AS is less than in the Form 16A. Why?",
                [
                    "Usually because the TDS return of the last quarter has not yet been processed, or because the TDS "
                    "was reported under a different PAN. Compare the TAN of Sutlej Bank and the amounts in both "
                    "documents. If the mismatch continues for more than 30 days after the quarter's due date, write to "
                    "your home branch or to support@sutlejbank.example with your PAN and the Form 16A; we will file a "
                    "correction statement if the error is ours.",
                ],
            ),
            (
                "How do I update my PAN with the bank?",
                [
                    "In Sutlej Go, go to Profile > Personal details > PAN, enter the PAN and verify with an OTP; it is "
                    "validated with the Income Tax Department online. At a branch, give a self-attested copy of the PAN "
                    "card with form SB-KYC-05. If you do not have a PAN, you must submit Form 60 for deposits and cash "
                    "transactions above the limits prescribed under Rule 114B.",
                    "Make sure your PAN is linked with Aadhaar. TDS on an inoperative PAN is deducted at the higher rate "
                    "and cannot be refunded by the bank.",
                ],
            ),
            (
                "What tax-saving options does Sutlej Bank offer?",
                [
                    "If you file under the old tax regime, the following products give deductions; under the new "
                    "regime (the default) most of these deductions are not available, except the employer's "
                    "contribution to NPS.",
                    (
                        "table",
                        [
                            ["Product", "Deduction", "Key points"],
                            [
                                "Sutlej Tax Saver Fixed Deposit",
                                "Section 80C, within \u20b91.5 lakh",
                                "5-year lock-in; \u20b91,000 to \u20b91.5 lakh; no loan or premature closure; interest taxable",
                            ],
                            [
                                "Public Provident Fund (PPF)",
                                "Section 80C",
                                "15 years; \u20b9500 to \u20b91.5 lakh a year",
                            ],
                            ["Sukanya Samriddhi Account", "Section 80C", "For a girl child below 10 years"],
                            [
                                "National Pension System",
                                "80CCD(1) and additional 80CCD(1B) up to \u20b950,000",
                                "Open through any Sutlej branch or online",
                            ],
                            [
                                "Sutlej Health Shield (insurance partner)",
                                "Section 80D",
                                "Premium paid other than in cash",
                            ],
                        ],
                    ),
                ],
            ),
            (
                "Is there a deduction for interest on my savings account?",
                [
                    "Yes, under the old regime. Section 80TTA allows up to \u20b910,000 a year for savings account "
                    "interest for individuals below 60. Senior citizens may instead claim up to \u20b950,000 under section "
                    "80TTB on interest from savings accounts and deposits together.",
                ],
            ),
            (
                "I am an NRI. How is TDS handled on my NRO deposits?",
                [
                    "Interest on NRO accounts and deposits is subject to TDS under section 195 at 30% plus surcharge and "
                    "cess, without any threshold; Form 15G/15H cannot be used. You may claim a lower rate under a Double "
                    "Taxation Avoidance Agreement by giving a Tax Residency Certificate, Form 10F and a no-PE "
                    "declaration each year. Interest on NRE and FCNR(B) deposits is exempt for eligible NRIs.",
                ],
            ),
        ],
    ),
]

TEXT_INDENT = Twips(360)  # matches the hanging indent of the list text


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Calibri", 11)
    H.set_style_font(doc, "Heading 1", name="Calibri", size_pt=16, color="1F3864")
    cp = doc.core_properties
    cp.title = "Taxes - customer questions"
    cp.author = "Tax Payments Cell, Treasury Operations"

    # question list: decimal, text at 0.25" (360 twips), bold number
    q_abs = H.add_abstract_num(doc, [{"fmt": "decimal", "text": "%1.", "left": 360, "hanging": 360, "bold": True}])
    q_num = H.add_num(doc, q_abs)

    doc.add_paragraph().add_run("SUTLEJ BANK LTD - TAX PAYMENTS AND TDS: QUESTIONS AND ANSWERS").bold = True
    p = doc.add_paragraph(INTRO)
    p.paragraph_format.space_after = Pt(10)

    count = 0
    for topic, items in TOPICS:
        doc.add_heading(topic, level=1)
        for q, blocks in items:
            count += 1
            qp = doc.add_paragraph(style="List Paragraph")
            H.set_numpr(qp, q_num)
            qp.paragraph_format.space_before = Pt(8)
            qp.paragraph_format.keep_with_next = True
            qp.paragraph_format.left_indent = TEXT_INDENT
            qp.paragraph_format.first_line_indent = Twips(-360)
            qp.add_run(q).bold = True
            for b in blocks:
                if isinstance(b, str):
                    ap = doc.add_paragraph(b)
                    ap.paragraph_format.left_indent = TEXT_INDENT
                    ap.paragraph_format.space_after = Pt(4)
                elif b[0] == "sub":
                    for k, line in enumerate(b[1]):
                        sp = doc.add_paragraph("(%s) %s" % ("abcdefghij"[k], line))
                        sp.paragraph_format.left_indent = Twips(720 + 360)
                        sp.paragraph_format.first_line_indent = Twips(-360)
                        sp.paragraph_format.space_after = Pt(2)
                elif b[0] == "table":
                    rows = b[1]
                    tbl = doc.add_table(rows=len(rows), cols=len(rows[0]))
                    tbl.style = doc.styles["Table Grid"]
                    # indent the table to line up with answer text
                    tblpr = tbl._tbl.tblPr
                    ind = H.OxmlElement("w:tblInd")
                    ind.set(H.qn("w:w"), "468")
                    ind.set(H.qn("w:type"), "dxa")
                    tblpr.find(H.qn("w:tblW")).addnext(ind)
                    for i, row in enumerate(rows):
                        for j, val in enumerate(row):
                            H.cell_text(tbl.cell(i, j), val, bold=(i == 0), size_pt=10)
                    ap = doc.add_paragraph()
                    ap.paragraph_format.left_indent = TEXT_INDENT
                    ap.paragraph_format.space_after = Pt(0)

    end = doc.add_paragraph()
    end.paragraph_format.space_before = Pt(12)
    r = end.add_run(
        "For further help: Sutlej Bank Phone Banking 1800-102-4477 (toll-free), +91-161-450-4477 from "
        "abroad, support@sutlejbank.example. This note is for general information and is not tax "
        "advice; please consult your tax adviser for your own case. Issued by Tax Payments Cell, "
        "Treasury Operations, Ludhiana - January 2026."
    )
    r.italic = True
    r.font.size = Pt(9)
    doc.save(path)
    return count
