"""business_trade.docx - product guide from the SME & Trade Finance business unit.

Habit: one Heading 1 per product, numbered '1', '2' ... by a multilevel list that is
linked to the Heading 1 / Heading 2 styles (numbering.xml, not typed), so Heading 2
sections come out as '1.1', '1.2' ...  Every product uses the same Heading 2
statements (no question marks): 'Who can apply', 'Margin and security',
'Charges', 'How to apply'.  Directly below each Heading 1 there is a two-column
key/value table before the first Heading 2.
"""

import docx
from docx.shared import Pt, Cm

import helpers as H

# body blocks: str = paragraph; ("ul", [...]); ("ol", [...]); ("table", rows)
PRODUCTS = [
    {
        "name": "Current Accounts for Business",
        "lead": "Sutlej Vyapar current accounts are for proprietors, partnerships, companies and other entities "
        "that need unlimited transactions, cash handling and business payments. This guide covers them "
        "only briefly; the branch has the full feature list.",
        "facts": [
            ("Variants", "Vyapar Basic, Vyapar Plus, Vyapar Corporate Edge"),
            ("Average quarterly balance", "\u20b925,000 / \u20b91,00,000 / \u20b910,00,000"),
            ("Free cash deposit (home branch)", "\u20b93 lakh / \u20b910 lakh / \u20b925 lakh per month"),
            ("Online NEFT, RTGS, IMPS", "Free on Sutlej NetBanking Corporate and Sutlej Go Business"),
            ("Cheque leaves", "50 / 100 / 200 free per month"),
        ],
        "sections": {
            "Who can apply": [
                "Sole proprietors, partnership firms, LLPs, private and public limited companies, HUFs, trusts, "
                "societies and clubs. Where the business already has credit facilities from other banks, RBI's "
                "rules on opening current accounts apply and we will ask for a declaration of your borrowings.",
            ],
            "Charges": [
                (
                    "ul",
                    [
                        "Non-maintenance of average quarterly balance: \u20b9600 (Basic), \u20b91,200 (Plus), "
                        "\u20b93,000 (Corporate Edge) per quarter + GST.",
                        "Cash deposit above the free limit: \u20b93.50 per \u20b91,000 (minimum \u20b950) + GST.",
                        "Cash deposit at a non-home branch: free up to \u20b950,000 a day; thereafter as above.",
                        "Account closure within 12 months of opening: \u20b91,000 + GST.",
                    ],
                ),
            ],
            "How to apply": [
                "Apply online at Sutlej Go Business (video KYC for proprietors) or at any branch with the "
                "account opening form SB-CA-01, PAN of the entity, two proofs of the business (GST registration, "
                "Udyam registration, Shops & Establishment certificate or similar), the constitution documents "
                "(partnership deed, certificate of incorporation, MoA/AoA, board resolution) and the KYC of the "
                "authorised signatories. Most accounts are opened within two working days.",
            ],
        },
    },
    {
        "name": "Bank Guarantees",
        "lead": "A bank guarantee (BG) is Sutlej Bank's undertaking to pay the beneficiary - a government "
        "department, a buyer or a supplier - if you do not meet your obligation.",
        "facts": [
            ("Types", "Financial, performance, bid/tender (EMD), advance payment, customs and excise"),
            ("Maximum tenure", "Up to 10 years, plus a claim period of up to 12 months"),
            ("Form of issue", "Paper BG on stamp paper, or electronic BG (e-BG) through NeSL"),
            ("Turnaround", "3 working days after the limit is in place"),
            ("Governing law", "Indian Contract Act, 1872; URDG 758 for foreign beneficiaries"),
        ],
        "sections": {
            "Who can apply": [
                "Business customers with a current account at Sutlej Bank and a sanctioned non-fund based limit. "
                "Customers without a limit can get a BG against 100% cash margin or a lien on a Sutlej fixed "
                "deposit.",
            ],
            "Margin and security": [
                (
                    "table",
                    [
                        ["Guarantee type", "Cash margin", "Other security"],
                        [
                            "Performance / advance payment",
                            "10% - 15%",
                            "Hypothecation of current assets or collateral as per sanction",
                        ],
                        ["Financial", "25%", "Collateral of at least 100% of the limit"],
                        ["Bid / tender (EMD)", "10%", "As per sanction"],
                        ["Walk-in customers", "100% (FD lien)", "None"],
                    ],
                ),
                "The margin is held in a fixed deposit in your name and earns interest at card rates. It is "
                "released when the original BG is returned or the claim period ends.",
            ],
            "Charges": [
                (
                    "ul",
                    [
                        "Commission - performance BG: 1.50% p.a.; financial BG: 2.00% p.a.; charged quarterly in "
                        "advance, minimum \u20b91,500 per quarter.",
                        "BG against 100% FD: 0.50% p.a., minimum \u20b9500.",
                        "Amendment: \u20b91,000 per amendment; extension charged as fresh commission.",
                        "e-BG: NeSL charges at actuals; stamp duty as per the applicable State Stamp Act.",
                        "GST at 18% applies on commission and charges.",
                    ],
                ),
            ],
            "How to apply": [
                (
                    "ol",
                    [
                        "Send us the beneficiary's format of the BG or the tender clause.",
                        "Submit the BG application-cum-counter-indemnity (form SB-BG-02) signed by the authorised "
                        "signatories.",
                        "Arrange the margin and, for paper BGs, stamp paper of the required value (or we can e-stamp).",
                        "The BG is issued, and for e-BGs the beneficiary can verify it on the NeSL portal.",
                    ],
                ),
            ],
        },
    },
    {
        "name": "Import Letters of Credit",
        "lead": "An import letter of credit (LC) is our promise to your overseas supplier that payment will be made "
        "when the supplier presents documents that comply with the LC terms.",
        "facts": [
            ("LC types", "Sight and usance; revolving, transferable and back-to-back on request"),
            ("Usance period", "Up to 180 days from shipment (longer for capital goods, as per FEMA)"),
            ("Rules", "UCP 600 and ISBP 821"),
            ("Message", "SWIFT MT700 through our correspondent banks"),
            ("Currencies", "USD, EUR, GBP, JPY, AED, CNY and INR"),
        ],
        "sections": {
            "Who can apply": [
                "Importers with an Importer-Exporter Code (IEC), a current account with Sutlej Bank and a "
                "sanctioned LC limit, or cash margin. Imports must be allowed under the Foreign Trade Policy; "
                "restricted items need a licence.",
            ],
            "Margin and security": [
                "Normally 10% to 25% cash margin, depending on your rating, and hypothecation of the goods "
                "imported. On usance LCs, the accepted bill is secured by the stock and book debts as per "
                "sanction. Without a limit, LCs are issued against 100% margin.",
            ],
            "Charges": [
                (
                    "table",
                    [
                        ["Item", "Charge (+ GST)"],
                        ["Sight LC - opening", "0.30% for the first quarter, 0.10% per quarter after; min \u20b92,500"],
                        ["Usance LC - usance commission", "0.15% per month of usance; min \u20b92,500"],
                        ["Amendment", "\u20b91,500 each; increase in value charged as opening"],
                        ["SWIFT", "\u20b9750 per message"],
                        ["Document handling / retirement", "0.125% of bill value; min \u20b91,500"],
                    ],
                ),
                "Discrepancy fees charged by us are normally for the account of the beneficiary, as stated in the LC.",
            ],
            "How to apply": [
                (
                    "ol",
                    [
                        "Submit the LC application (form SB-TF-LC1) with the proforma invoice or purchase order.",
                        "Attach the insurance cover note where the terms are FOB/CFR.",
                        "Sign the undertaking for import payments under FEMA.",
                        "We issue the LC by SWIFT the same day if received by 1 p.m.; the advising bank informs the "
                        "supplier.",
                    ],
                ),
                "Track LCs, upload documents and approve acceptance in Sutlej NetBanking Corporate > Trade "
                "Finance > Import LC.",
            ],
        },
    },
    {
        "name": "Export Packing Credit",
        "lead": "Packing credit is a pre-shipment loan that finances the purchase of raw material, processing, "
        "packing and shipment against a confirmed export order or LC.",
        "facts": [
            ("Currency", "Rupees, or Packing Credit in Foreign Currency (PCFC)"),
            ("Amount", "Up to 90% of the FOB value of the order"),
            ("Tenure", "Up to 180 days; extendable to 360 days in justified cases"),
            ("Interest", "Rupee PC: linked to Sutlej EBLR; PCFC: benchmark rate + spread"),
            ("Repayment", "From export proceeds or by post-shipment credit"),
        ],
        "sections": {
            "Who can apply": [
                "Exporters - manufacturers, merchant exporters and service exporters - with an IEC, a firm order "
                "or LC from an overseas buyer, and a credit limit sanctioned by us. The buyer should not be on "
                "the ECGC specific approval list or in a restricted country.",
            ],
            "Margin and security": [
                (
                    "ul",
                    [
                        "Margin: 10% for exporters with a satisfactory record, 25% for new exporters.",
                        "Hypothecation of raw materials, work-in-progress and finished goods meant for export.",
                        "Assignment of the export order / LC in favour of the bank.",
                        "ECGC Whole Turnover Packing Credit cover, with the premium passed on to you.",
                        "Collateral security as per sanction for limits above \u20b92 crore.",
                    ],
                ),
            ],
            "Charges": [
                "Processing fee of 0.25% of the limit (minimum \u20b95,000) + GST; ECGC premium at actuals. If the "
                "packing credit is not repaid by export proceeds within the due date, interest is charged from "
                "the date of advance at the rate applicable to domestic working capital, and any interest "
                "concession is withdrawn.",
            ],
            "How to apply": [
                "Submit the packing credit application with the export order or LC, a cash-flow statement for "
                "the order and the last two years' financials to your relationship manager. Existing borrowers "
                "can draw against the limit in Sutlej NetBanking Corporate > Trade Finance > Pre-shipment.",
            ],
        },
    },
    {
        "name": "Sutlej Udyam Credit (CGTMSE-covered loans)",
        "lead": "Term loans and working capital for micro and small enterprises without collateral or a third-party "
        "guarantee, backed by the guarantee of the Credit Guarantee Fund Trust for Micro and Small "
        "Enterprises (CGTMSE).",
        "facts": [
            ("Loan amount", "Up to \u20b910 crore"),
            ("Collateral", "None; no third-party guarantee"),
            ("Guarantee cover", "75% to 90% of the amount in default, by borrower category"),
            ("Tenure", "Working capital: 12 months, renewable; term loan: up to 7 years"),
            ("Annual guarantee fee", "As notified by CGTMSE, currently 0.37% to 1.20% p.a."),
        ],
        "sections": {
            "Who can apply": [
                "New and existing micro and small enterprises in manufacturing, services and retail trade with "
                "Udyam registration. Agriculture, self-help groups and educational institutions are not covered. "
                "The unit should not be in default with any bank.",
            ],
            "Margin and security": [
                "Promoter's contribution of 15% to 25% of the project cost. The primary security is "
                "hypothecation of the assets created from the loan (machinery, stock and receivables). No "
                "collateral or personal guarantee of a third party is taken; the promoters' personal guarantee "
                "is taken.",
            ],
            "Charges": [
                (
                    "ul",
                    [
                        "Processing fee: 0.50% of the loan (maximum \u20b950,000) + GST; nil up to \u20b910 lakh.",
                        "CGTMSE annual guarantee fee - on the sanctioned amount for the first year and on the "
                        "outstanding amount after that - recovered from you.",
                        "No prepayment charge on loans to micro and small enterprises at floating rates.",
                    ],
                ),
            ],
            "How to apply": [
                "Apply online at Sutlej Go Business > Loans > Udyam Credit, at any branch, or through the "
                "Government's JanSamarth portal. Keep ready your Udyam certificate, KYC of the promoters, "
                "project report or last two years' financials, GST returns for 12 months and six months' bank "
                "statements.",
            ],
        },
    },
    {
        "name": "Merchant Services",
        "lead": "Accept payments at your shop by card, UPI QR and soundbox, with money settled into your Sutlej "
        "current account.",
        "facts": [
            ("Devices", "Android POS terminal, static and dynamic UPI QR, Sutlej soundbox"),
            ("Settlement", "T+1 working day; same-day with QuickSettle"),
            (
                "Payment modes",
                "Debit and credit cards (contactless up to \u20b95,000 without PIN), UPI, RuPay credit on UPI",
            ),
            ("Soundbox languages", "Punjabi, Hindi, English"),
            ("Dashboard", "Sutlej Go Business > Merchant"),
        ],
        "sections": {
            "Who can apply": [
                "Any business with a current account at Sutlej Bank - shops, clinics, restaurants, schools. A "
                "savings account holder who is a small trader can take a UPI QR with soundbox without a current "
                "account for receipts up to \u20b92 lakh a month.",
            ],
            "Charges": [
                (
                    "table",
                    [
                        ["Item", "Charge"],
                        ["UPI payments (bank account)", "Nil MDR"],
                        ["RuPay debit card", "Nil MDR"],
                        ["Other debit cards", "0.40% up to \u20b92,000; 0.90% above \u20b92,000"],
                        ["Credit cards (domestic)", "1.75%"],
                        ["RuPay credit card on UPI", "Nil up to \u20b92,000; 1.50% above"],
                        ["International / commercial cards", "2.50%"],
                        [
                            "POS terminal rental",
                            "\u20b9350 per month; waived if card sales exceed \u20b91.5 lakh in the month",
                        ],
                        ["Soundbox rental", "\u20b999 per month"],
                        ["QuickSettle (same day)", "0.10% of the amount settled"],
                    ],
                ),
                "GST at 18% applies on MDR, rentals and fees. MDR is deducted from each settlement; the monthly "
                "statement shows it transaction-wise.",
            ],
            "How to apply": [
                (
                    "ol",
                    [
                        "Apply in Sutlej Go Business > Merchant > Apply, or at the branch with form SB-MS-01.",
                        "Our team visits the premises for verification within 3 working days.",
                        "The QR and soundbox are activated on the day of the visit; POS terminals are installed "
                        "within 7 working days.",
                    ],
                ),
            ],
        },
    },
    {
        "name": "Cash Management Services",
        "lead": "Collections, cash handling and bulk payments for businesses with large daily volumes.",
        "facts": [
            ("Cash pick-up", "Doorstep collection by our cash vendor, daily or on call"),
            ("Cash delivery", "Up to \u20b925 lakh per delivery"),
            ("Bulk payments", "NEFT, RTGS, IMPS and salary credits by file upload or host-to-host (SFTP/API)"),
            ("Collections", "Virtual account numbers, e-collect and UPI collect with MIS"),
            ("Coverage", "450 locations in Punjab, Haryana, Himachal Pradesh, Chandigarh and Delhi NCR"),
        ],
        "sections": {
            "Who can apply": [
                "Current account customers with monthly cash or payment volumes that justify the service - "
                "typically distributors, retail chains, hospitals, schools and fuel stations.",
            ],
            "Charges": [
                (
                    "ul",
                    [
                        "Cash pick-up within municipal limits: \u20b9150 per pick-up up to \u20b92 lakh; \u20b90.50 per "
                        "\u20b91,000 above that. Beyond municipal limits: \u20b9350 per pick-up.",
                        "Cash is insured in transit by the vendor up to \u20b925 lakh per pick-up.",
                        "Bulk NEFT and RTGS through file upload: free; IMPS: \u20b95 per transaction.",
                        "Virtual accounts / e-collect: \u20b91,000 per month per scheme.",
                        "All charges are plus GST; volume-based pricing is offered under the CMS agreement.",
                    ],
                ),
            ],
            "How to apply": [
                "Contact your relationship manager or write to support@sutlejbank.example. We will study your "
                "cash and payment flows, and you then sign the CMS agreement and the pick-up schedule. Bulk "
                "payments are enabled in Sutlej NetBanking Corporate > Payments > Bulk Upload, with maker-checker "
                "rights for your users.",
            ],
        },
    },
]

SECTION_ORDER = ["Who can apply", "Margin and security", "Charges", "How to apply"]


def _heading_numbering(doc):
    abs_id = H.add_abstract_num(
        doc,
        [
            {"fmt": "decimal", "text": "%1", "left": 432, "hanging": 432, "pStyle": "Heading1"},
            {"fmt": "decimal", "text": "%1.%2", "left": 576, "hanging": 576, "pStyle": "Heading2"},
            {"fmt": "decimal", "text": "%1.%2.%3", "left": 720, "hanging": 720, "pStyle": "Heading3"},
        ],
        multilevel=True,
    )
    num_id = H.add_num(doc, abs_id)
    H.link_style_to_numbering(doc, "Heading 1", num_id, 0)
    H.link_style_to_numbering(doc, "Heading 2", num_id, 1)
    H.link_style_to_numbering(doc, "Heading 3", num_id, 2)
    return num_id


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Calibri", 10.5)
    H.set_style_font(doc, "Heading 1", name="Calibri", size_pt=15, color="7B2C2C")
    H.set_style_font(doc, "Heading 2", name="Calibri", size_pt=12, color="7B2C2C")
    cp = doc.core_properties
    cp.title = "Business and Trade Products - Product Guide"
    cp.author = "SME & Trade Finance"
    _heading_numbering(doc)
    bul = H.add_num(doc, H.bullet_list(doc))
    steps_abs = H.decimal_list(doc)

    t = doc.add_paragraph()
    r = t.add_run("Business and Trade Products")
    r.bold = True
    r.font.size = Pt(20)
    r.font.color.rgb = H.RGBColor(0x7B, 0x2C, 0x2C)
    s = doc.add_paragraph()
    r = s.add_run("Product guide for customers  |  SME & Trade Finance  |  Edition: January 2026")
    r.font.size = Pt(9)
    doc.add_paragraph(
        "Rates and charges in this guide are indicative as on 1 January 2026 and are plus GST at 18% unless "
        "stated otherwise. Loans and non-fund facilities are subject to credit appraisal; the terms in your "
        "sanction letter prevail. For business enquiries call 1800-102-4477 or e-mail "
        "support@sutlejbank.example."
    )

    count = 0
    for prod in PRODUCTS:
        doc.add_heading(prod["name"], level=1)
        tbl = doc.add_table(rows=len(prod["facts"]), cols=2)
        tbl.style = doc.styles["Table Grid"]
        for i, (k, v) in enumerate(prod["facts"]):
            H.cell_text(tbl.cell(i, 0), k, bold=True)
            H.shade_cell(tbl.cell(i, 0), "F2E6E6")
            H.cell_text(tbl.cell(i, 1), v)
        H.set_col_widths(tbl, [Cm(5.5), Cm(10.5)])
        lead = doc.add_paragraph(prod["lead"])
        lead.paragraph_format.space_before = Pt(6)
        for sec_name in SECTION_ORDER:
            if sec_name not in prod["sections"]:
                continue
            count += 1
            doc.add_heading(sec_name, level=2)
            for b in prod["sections"][sec_name]:
                if isinstance(b, str):
                    doc.add_paragraph(b)
                elif b[0] == "ul":
                    for line in b[1]:
                        p = doc.add_paragraph(style="List Bullet")
                        H.set_numpr(p, bul)
                        p.add_run(line)
                elif b[0] == "ol":
                    n = H.add_num(doc, steps_abs, restart=True)
                    for line in b[1]:
                        p = doc.add_paragraph(style="List Number")
                        H.set_numpr(p, n)
                        p.add_run(line)
                elif b[0] == "table":
                    rows = b[1]
                    t2 = doc.add_table(rows=len(rows), cols=len(rows[0]))
                    t2.style = doc.styles["Light Grid Accent 2"]
                    for i, row in enumerate(rows):
                        for j, val in enumerate(row):
                            H.cell_text(t2.cell(i, j), val)
                    H.set_repeat_header(t2.rows[0])
                    doc.add_paragraph()

    H.add_page_number_footer(doc.sections[0], "Sutlej Bank Ltd | Business and Trade Products | Jan 2026")
    doc.save(path)
    return count
