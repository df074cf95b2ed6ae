"""account_services.docx - Customer Service & Operations help content.

Habit: Heading 1 = category; Heading 2 = the 'question', written as a statement
without a question mark ('How to add a nominee', 'Steps to close your account',
'Changing your address').  Some answers are split by Heading 3 sub-headings
('Online', 'At a branch', 'Documents').  Lists use Word bullets/numbering.
"""

import docx
from docx.shared import Pt, Cm

import helpers as H

# answer blocks: str; ("ul", [...]); ("ol", [...]); ("h3", "Online"); ("table", rows)
CATEGORIES = [
    (
        "KYC and CKYC",
        [
            (
                "Updating your KYC",
                [
                    "RBI requires banks to update the KYC of every customer periodically: at least once every 2 years "
                    "for high-risk customers, every 8 years for medium-risk and every 10 years for low-risk customers. "
                    "We send an SMS and e-mail about 3 months before your update is due. If KYC is not updated, some "
                    "services on the account may be restricted.",
                    ("h3", "Online"),
                    (
                        "ol",
                        [
                            "Open Sutlej Go > Profile > KYC status.",
                            "If nothing has changed, choose 'No change in KYC' and confirm with an OTP.",
                            "If your address has changed, choose 'Update KYC' and complete Aadhaar OTP e-KYC or video KYC "
                            "(9 a.m. to 9 p.m., all days).",
                        ],
                    ),
                    ("h3", "At a branch"),
                    "Visit any Sutlej Bank branch - it need not be your home branch - with the original documents. The "
                    "update is usually completed the same day.",
                    ("h3", "Documents"),
                    (
                        "ul",
                        [
                            "One officially valid document (OVD) for identity and address: Aadhaar, passport, driving "
                            "licence, voter ID card, NREGA job card or letter of the National Population Register.",
                            "PAN or Form 60.",
                            "A recent photograph, if your appearance has changed substantially.",
                        ],
                    ),
                ],
            ),
            (
                "Your CKYC number (KIN)",
                [
                    "When you open an account or update KYC, we upload your KYC record to the Central KYC Records "
                    "Registry (CKYCR) run by CERSAI. The registry gives you a 14-digit KYC Identification Number (KIN), "
                    "sent by SMS and e-mail. You can quote your KIN to any bank, insurer or mutual fund instead of "
                    "submitting documents again. Your KIN is also shown in Sutlej Go > Profile > KYC status.",
                ],
            ),
            (
                "Self-declaration when nothing has changed",
                [
                    "If there is no change in your KYC information, a self-declaration is enough. You can give it in "
                    "Sutlej Go, in Sutlej NetBanking > Requests > KYC re-confirmation, by e-mail from your registered "
                    "e-mail address to support@sutlejbank.example, at a Sutlej ATM (Services > KYC), through a "
                    "business correspondent, or by a letter at any branch.",
                ],
            ),
        ],
    ),
    (
        "Account Aggregator",
        [
            (
                "How to share your account data through an Account Aggregator",
                [
                    "An Account Aggregator (AA) is an RBI-licensed company that lets you share your bank statement "
                    "digitally with a lender, insurer or financial adviser, only with your consent. Sutlej Bank is "
                    "live on the AA network as a data provider (FIP) and a data user (FIU).",
                    (
                        "ol",
                        [
                            "Register with an AA of your choice using your mobile number.",
                            "Link your Sutlej Bank accounts: select Sutlej Bank and verify with the OTP we send.",
                            "When a lender requests your data, review the consent - purpose, accounts, period of data, "
                            "how often it is fetched and how long it is kept - and approve it in the AA app.",
                        ],
                    ),
                    "The data goes encrypted from us to the lender. The AA cannot read it, and we do not charge you "
                    "for sharing.",
                ],
            ),
            (
                "Managing or revoking Account Aggregator consent",
                [
                    "All active consents are listed in your AA app. You can pause or revoke any consent at any time; the "
                    "lender then cannot fetch fresh data. You can also see the consents that involve your Sutlej "
                    "accounts in Sutlej Go > Profile > Data sharing consents.",
                ],
            ),
        ],
    ),
    (
        "Contact details",
        [
            (
                "Changing your address",
                [
                    ("h3", "Online"),
                    "In Sutlej Go > Profile > Address > Update, use Aadhaar e-KYC (the address in Aadhaar is taken) or "
                    "upload a scanned OVD with your new address. Address changes through the app are completed within "
                    "2 working days.",
                    ("h3", "At a branch"),
                    "Submit the change of address form SB-KYC-02 at any branch with a self-attested copy of the OVD "
                    "showing the new address. If your OVD does not yet have the new address, you can give a utility "
                    "bill not older than two months, a property tax receipt or a letter of allotment from your employer, "
                    "and submit the updated OVD within 3 months.",
                    ("h3", "Documents"),
                    (
                        "ul",
                        [
                            "OVD with the new address (Aadhaar, passport, driving licence, voter ID).",
                            "For NRIs: overseas address proof - foreign passport, utility bill or residence permit.",
                        ],
                    ),
                ],
            ),
            (
                "Changing your registered mobile number",
                [
                    "The registered mobile number receives all OTPs, alerts and pre-debit notices, so it can be changed "
                    "only with strong verification:",
                    (
                        "ul",
                        [
                            "At any Sutlej Bank ATM with your debit card and PIN (Services > Mobile number update).",
                            "At any branch, in person, with an OVD and form SB-KYC-03. It cannot be changed by phone or "
                            "e-mail.",
                        ],
                    ),
                    "The new number is active within 24 hours. For your safety, for 24 hours after the change, the total "
                    "of fund transfers to new beneficiaries is limited to \u20b950,000, and UPI payments to \u20b95,000.",
                ],
            ),
            (
                "Changing your e-mail address",
                [
                    "Go to Sutlej Go > Profile > E-mail, enter the new address, and verify it with the OTP sent to your "
                    "mobile and the link sent to the new e-mail address. No documents are needed.",
                ],
            ),
        ],
    ),
    (
        "Nomination",
        [
            (
                "How to add a nominee",
                [
                    ("h3", "Online"),
                    "Sutlej Go > Profile > Nominees > Add nominee. Select the account or deposit, enter the nominee's "
                    "name, relationship, date of birth and address, and the share for each nominee. Confirm with an OTP.",
                    ("h3", "At a branch"),
                    "Fill the nomination form SB-NOM-01, signed by all account holders. If you sign with a thumb "
                    "impression, it must be attested by two witnesses. You get an acknowledgement, and the nominee's "
                    "name is printed on the passbook and statements if you wish.",
                ],
            ),
            (
                "How many nominees you can have",
                [
                    "Since 1 November 2025 you can name up to four nominees.",
                    (
                        "table",
                        [
                            ["Product", "Type of nomination", "How it works"],
                            [
                                "Savings, current and term deposits",
                                "Simultaneous or successive",
                                "Simultaneous: each nominee gets a share you fix in percentage, totalling 100%. Successive: the "
                                "next nominee gets the money only if the earlier one is not alive.",
                            ],
                            [
                                "Safe custody articles and lockers",
                                "Successive only",
                                "Articles are handed over to nominees in the order you give.",
                            ],
                        ],
                    ),
                    "If a nominee is a minor, name an adult to receive the money on the minor's behalf.",
                ],
            ),
            (
                "Changing or cancelling a nomination",
                [
                    "Use Sutlej Go > Profile > Nominees > Edit, or give form SB-NOM-03 (variation) or SB-NOM-02 "
                    "(cancellation) at the branch. A new nomination replaces the earlier one in full. There is no "
                    "charge.",
                ],
            ),
        ],
    ),
    (
        "Safe custody",
        [
            (
                "Keeping documents and wills in safe custody",
                [
                    "You can leave sealed covers - property papers, wills, share certificates - with the branch for safe "
                    "custody without hiring a locker. The cover is sealed and signed by you in the presence of the "
                    "officer, and you get a safe custody receipt.",
                    (
                        "ul",
                        [
                            "Sealed cover: \u20b91,000 per year per cover + GST.",
                            "Will in sealed cover: \u20b9500 per year + GST; free for senior citizens.",
                            "Withdrawal of a cover and re-deposit: \u20b9200 + GST.",
                        ],
                    ),
                    "Cash, jewellery and negotiable instruments are not accepted in safe custody; use a locker instead.",
                ],
            ),
            (
                "How nominees or legal heirs collect safe custody articles",
                [
                    "The nominee (or the next successive nominee) should bring the safe custody receipt, the death "
                    "certificate and their own KYC. An inventory is made in the presence of two witnesses and the "
                    "nominee, and the articles are handed over within 15 days. Where there is no nominee, the legal heirs "
                    "must produce a succession certificate or follow the bank's simplified procedure for claims up to "
                    "\u20b915 lakh.",
                ],
            ),
        ],
    ),
    (
        "Dormant accounts",
        [
            (
                "When an account becomes inoperative",
                [
                    "A savings or current account in which there has been no transaction initiated by you for 2 years "
                    "is classified as inoperative (often called dormant). Interest credits and bank charges do not count "
                    "as your transactions. Interest continues to be credited to inoperative savings accounts, and no "
                    "charge is levied for not keeping the minimum balance.",
                ],
            ),
            (
                "Steps to reactivate an inoperative account",
                [
                    ("h3", "Online"),
                    "Complete video KYC from Sutlej Go > Services > Reactivate account. The account is reactivated "
                    "within one working day of a successful video KYC.",
                    ("h3", "At a branch"),
                    "Visit any Sutlej Bank branch, or a business correspondent outlet, with your KYC documents and make a "
                    "small deposit or withdrawal. There is no charge for reactivation.",
                    ("h3", "Documents"),
                    ("ul", ["An OVD and PAN (or Form 60).", "For joint accounts, KYC of all the account holders."]),
                ],
            ),
            (
                "Unclaimed deposits and the DEA Fund",
                [
                    "Balances that remain unclaimed for 10 years are transferred to RBI's Depositor Education and "
                    "Awareness (DEA) Fund. You or your legal heirs can still claim them, with interest for savings "
                    "accounts, at any time. Search for unclaimed deposits across banks on RBI's UDGAM portal, or in the "
                    "list on our website, and visit any branch with KYC to claim.",
                ],
            ),
        ],
    ),
    (
        "Account statements",
        [
            (
                "How to get your account statement",
                [
                    ("h3", "Online"),
                    "Sutlej Go > Accounts > Statement: choose the period (up to the last 5 years) and download a PDF or "
                    "have it e-mailed. The PDF is password protected: the first four letters of your name in capitals "
                    "followed by your date and month of birth (DDMM).",
                    ("h3", "At a branch"),
                    "Ask at any branch for a printed statement, or update your passbook at the counter or the passbook "
                    "printing kiosk.",
                ],
            ),
            (
                "Statement frequency and charges",
                [
                    "Monthly e-statements are free. A physical statement is sent quarterly free of charge if you have "
                    "asked for it. Duplicate statements or statements for earlier periods at the branch cost \u20b9100 per "
                    "statement + GST (free for senior citizens and Basic Savings Bank Deposit accounts). Interest and "
                    "balance certificates are free online.",
                ],
            ),
        ],
    ),
    (
        "Closing an account",
        [
            (
                "Steps to close your account",
                [
                    ("h3", "Online"),
                    "Savings accounts without a loan, locker, lien or linked deposit can be closed in Sutlej Go > Services "
                    "> Close account. The balance is transferred to another account in your name, in any bank, that you "
                    "specify; the account is closed within 2 working days.",
                    ("h3", "At a branch"),
                    (
                        "ol",
                        [
                            "Fill the account closure form SB-AC-09, signed by all holders.",
                            "Return unused cheque leaves and the debit card (cut across the chip).",
                            "Cancel or move any mandates, standing instructions and UPI AutoPay linked to the account.",
                            "The balance is paid by transfer; cash is paid up to \u20b950,000.",
                        ],
                    ),
                    ("h3", "Documents"),
                    ("ul", ["KYC of all the holders.", "Passbook, if issued."]),
                ],
            ),
            (
                "Account closure charges",
                [
                    "No charge if the account is closed within 14 days of opening or after 12 months. Between 15 days and "
                    "12 months: \u20b9500 + GST for savings accounts and \u20b91,000 + GST for current accounts. No charge "
                    "when closing on the death of the account holder.",
                ],
            ),
        ],
    ),
    (
        "Joint accounts",
        [
            (
                "Adding a joint holder",
                [
                    "All existing holders and the new holder sign form SB-JA-01 at the branch; the new holder completes "
                    "KYC. The mode of operation must be chosen again. A new cheque book and debit card are issued to the "
                    "new holder on request.",
                ],
            ),
            (
                "Removing a joint holder",
                [
                    "A joint holder can be removed only with the written consent of all the holders, including the one "
                    "being removed. If the holder to be removed has died, the surviving holders give the death "
                    "certificate instead.",
                    ("h3", "Documents"),
                    (
                        "ul",
                        [
                            "Form SB-JA-02 signed by all holders.",
                            "Death certificate, where applicable.",
                            "Existing cheque book for cancellation.",
                        ],
                    ),
                ],
            ),
            (
                "Changing the mode of operation",
                [
                    "The available modes are 'Either or Survivor', 'Former or Survivor', 'Anyone or Survivor(s)' and "
                    "'Jointly'. All holders must sign the request. Note that mandates and standing instructions registered "
                    "for 'Jointly' accounts need the signatures of all holders.",
                ],
            ),
            (
                "When a joint holder dies",
                [
                    "For 'Either or Survivor' and 'Anyone or Survivor(s)' accounts, the survivors continue to operate the "
                    "account after submitting the death certificate; the deceased's name is removed. In other modes, the "
                    "balance is paid to the survivors together with the nominee or legal heirs of the deceased. Claims "
                    "are settled within 15 days of receipt of complete documents.",
                ],
            ),
        ],
    ),
]


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Calibri", 11)
    H.set_style_font(doc, "Heading 1", name="Calibri Light", size_pt=18, color="00584A")
    H.set_style_font(doc, "Heading 2", name="Calibri", size_pt=13, color="00584A")
    H.set_style_font(doc, "Heading 3", name="Calibri", size_pt=11, color="404040")
    cp = doc.core_properties
    cp.title = "Account services"
    cp.author = "Customer Service & Operations"
    bul = H.add_num(doc, H.bullet_list(doc))
    steps_abs = H.decimal_list(doc)

    p = doc.add_paragraph()
    r = p.add_run("Account services - help for Sutlej Bank customers")
    r.bold = True
    r.font.size = Pt(20)
    r.font.color.rgb = H.RGBColor(0x00, 0x58, 0x4A)
    doc.add_paragraph(
        "Everything about keeping your account up to date: KYC, contact details, nominees, statements, joint "
        "holders and closing an account. Forms mentioned here are available at every branch and under "
        "Sutlej NetBanking > Downloads. Charges are plus GST at 18%. Need help? Call 1800-102-4477 "
        "(+91-161-450-4477 from abroad) or write to support@sutlejbank.example."
    )

    count = 0
    for cat, items in CATEGORIES:
        doc.add_heading(cat, level=1)
        for title, blocks in items:
            count += 1
            doc.add_heading(title, level=2)
            for b in blocks:
                if isinstance(b, str):
                    doc.add_paragraph(b)
                elif b[0] == "h3":
                    doc.add_heading(b[1], level=3)
                elif b[0] == "ul":
                    for line in b[1]:
                        q = doc.add_paragraph(style="List Bullet")
                        H.set_numpr(q, bul)
                        q.add_run(line)
                elif b[0] == "ol":
                    n = H.add_num(doc, steps_abs, restart=True)
                    for line in b[1]:
                        q = doc.add_paragraph(style="List Number")
                        H.set_numpr(q, n)
                        q.add_run(line)
                elif b[0] == "table":
                    rows = b[1]
                    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
                    t.style = doc.styles["Medium Shading 1 Accent 1"]
                    for i, row in enumerate(rows):
                        for j, val in enumerate(row):
                            H.cell_text(t.cell(i, j), val)
                    H.set_col_widths(t, [Cm(4.5), Cm(3.5), Cm(8)])
                    doc.add_paragraph()
    H.add_page_number_footer(doc.sections[0], "Sutlej Bank - Account services - v2026.1")
    doc.save(path)
    return count
