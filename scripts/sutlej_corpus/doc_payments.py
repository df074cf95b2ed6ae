"""payments_mandates.docx - exported from the Digital Payments team's wiki space.

Habit: Title-style title, 'Expand all | Collapse all', an 'On this page' box of
internal hyperlinks to the categories (Heading 2), questions in Heading 3, info
panels as single-cell shaded tables ('Note:' / 'Tip:'), 'Back to top' after each
category.  No Heading 1 anywhere.
"""

import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.shared import Pt, RGBColor, Cm

import helpers as H

TITLE = "Payments and Mandates - FAQs"

# blocks: str = paragraph; ("ul", [...]); ("ol", [...]); ("table", [[hdr], [row], ...]);
#         ("note", text); ("tip", text)
SECTIONS = [
    (
        "NACH and e-mandates",
        "NACHandemandates",
        [
            (
                "What is a NACH mandate, and how is an e-mandate different?",
                [
                    "A NACH (National Automated Clearing House) mandate is your standing permission to a company - "
                    "a lender, insurer, mutual fund or utility - to collect a fixed or variable amount from your "
                    "Sutlej Bank account on the due dates. The collection is run by NPCI, and we debit your account "
                    "only when the company's bank presents a debit against a mandate that is registered and active.",
                    "A paper mandate is a signed form that the company sends to us for verification; it usually takes "
                    "7 to 10 working days to register. An e-mandate (also called e-NACH or API mandate) is created "
                    "online: you authenticate it yourself with Sutlej NetBanking, your Sutlej debit card or Aadhaar "
                    "OTP, and it is normally live within 24 hours.",
                ],
            ),
            (
                "How do I register an e-mandate from my Sutlej Bank account?",
                [
                    "You start the registration on the company's website or app, not in Sutlej Go. When the company "
                    "asks for your bank, choose **Sutlej Bank Ltd** and then:",
                    (
                        "ol",
                        [
                            "Pick the authentication mode - NetBanking, debit card or Aadhaar.",
                            "You are redirected to a Sutlej Bank page. Check the company name, maximum amount, frequency "
                            "and end date shown there.",
                            "Log in with your NetBanking user ID and password, or enter your debit card number, expiry "
                            "and PIN, or the Aadhaar OTP.",
                            "Enter the OTP sent to your registered mobile number.",
                            "You get a confirmation screen and an SMS with the Unique Mandate Reference Number (UMRN).",
                        ],
                    ),
                    (
                        "note",
                        "Note: The account must be a savings, current or overdraft account in your own name. "
                        "E-mandates cannot be set up on joint accounts operated 'Jointly' (where all holders "
                        "must sign) or on accounts of companies that need two signatories; use a paper mandate "
                        "for those.",
                    ),
                ],
            ),
            (
                "Is there a limit on the amount I can approve in a mandate?",
                [
                    "Yes. The limit depends on how the mandate is authenticated. The amount you approve is a "
                    "ceiling - the company can collect less, never more.",
                    (
                        "table",
                        [
                            ["Mandate type", "How you authorise it", "Maximum per debit"],
                            ["Paper NACH", "Signed form, verified by branch", "\u20b91 crore"],
                            ["e-mandate", "NetBanking or debit card", "\u20b910 lakh"],
                            ["e-mandate", "Aadhaar OTP", "\u20b91 lakh"],
                            ["UPI AutoPay", "UPI PIN", "See the UPI AutoPay section"],
                        ],
                    ),
                    "Some companies set a lower ceiling of their own. Loan EMIs are often registered at twice the "
                    "EMI so that a revised EMI does not need a fresh mandate.",
                ],
            ),
            (
                "Where can I see all the mandates on my account?",
                [
                    "In the app go to **Sutlej Go > Payments > Mandates**. Each mandate shows the company name, UMRN, "
                    "maximum amount, frequency, start and end date and its status (Active, Suspended, Cancelled or "
                    "Expired). In Sutlej NetBanking the same list is under **Payments > Mandates & Auto-pay > View**.",
                ],
            ),
            (
                "How do I cancel or suspend a mandate?",
                [
                    "Go to **Sutlej Go > Payments > Mandates**, open the mandate and tap **Cancel mandate** or "
                    "**Suspend** (you can suspend for up to 6 months). Confirm with your MPIN.",
                    "Requests received before 6 p.m. on a working day take effect from the next working day. A debit "
                    "that the company has already presented may still go through; if you do not want it to, place a "
                    "stop request at least one working day before the due date.",
                    (
                        "tip",
                        "Tip: Cancelling the mandate does not cancel your loan or policy. Tell the company as "
                        "well, or it may treat the missed payment as a default.",
                    ),
                    "You can also cancel by visiting any branch with form **SB-NACH-C (Mandate cancellation)** or by "
                    "calling 1800-102-4477.",
                ],
            ),
            (
                "A mandate debit bounced because my balance was low. What will I be charged?",
                [
                    "We charge **\u20b9500 plus GST at 18% (\u20b9590 in all)** for each NACH or e-mandate debit returned "
                    "for insufficient balance, capped at three returns per mandate in a calendar month. The company "
                    "may also levy its own late fee or bounce charge.",
                    (
                        "note",
                        "Note: Repeated returns on a loan EMI are reported by the lender to credit bureaus. If "
                        "you know a debit will fail, add money to the account before 8 a.m. on the due date - "
                        "NACH debits are processed from early morning.",
                    ),
                ],
            ),
            (
                "Can I change the amount or end date of a mandate?",
                [
                    "Not by yourself. Amendments have to be started by the company, which sends a modification "
                    "request that you approve in the same way as a new e-mandate. If the company does not support "
                    "amendments, cancel the old mandate and register a new one.",
                ],
            ),
        ],
    ),
    (
        "Standing instructions",
        "Standinginstructions",
        [
            (
                "How do I set up a standing instruction?",
                [
                    "A standing instruction (SI) moves a fixed amount on a fixed date - to your own RD, PPF or loan "
                    "account, or to another person's account.",
                    (
                        "ol",
                        [
                            "Open **Sutlej Go > Payments > Standing instructions > New**.",
                            "Choose the debit account and the beneficiary (the beneficiary must already be added).",
                            "Enter the amount, frequency (weekly, monthly, quarterly, half-yearly or yearly), first "
                            "date and the number of instalments or an end date.",
                            "Confirm with your MPIN.",
                        ],
                    ),
                    "SIs can also be given at the branch on form SB-SI-01.",
                ],
            ),
            (
                "What does a standing instruction cost?",
                [
                    "SIs between your own Sutlej Bank accounts are free. SIs to another person's Sutlej account cost "
                    "\u20b925 plus GST per execution; SIs to other banks by NEFT cost \u20b950 plus GST per execution. "
                    "A failed SI for want of funds is charged \u20b9100 plus GST.",
                ],
            ),
            (
                "What happens if there is not enough balance on the SI date?",
                [
                    "We try again once at 6 p.m. on the same day. If the balance is still short, that instalment is "
                    "skipped and you get an SMS. Three consecutive failures cancel the SI automatically.",
                ],
            ),
        ],
    ),
    (
        "UPI AutoPay",
        "UPIAutoPay",
        [
            (
                "What is UPI AutoPay?",
                [
                    "UPI AutoPay lets you set up a recurring payment - OTT subscriptions, SIPs, insurance premiums, "
                    "utility bills - with your UPI PIN, from any UPI app linked to your Sutlej account. It works "
                    "like an e-mandate but is created in seconds and can be managed from the UPI app itself.",
                ],
            ),
            (
                "What are the UPI AutoPay limits?",
                [
                    (
                        "ul",
                        [
                            "Up to **\u20b915,000 per debit**: debits run automatically after the pre-debit alert; no PIN "
                            "is needed each time.",
                            "Above \u20b915,000 and up to **\u20b91 lakh per debit**: allowed for mutual fund subscriptions, "
                            "insurance premiums and credit card bill payments without a PIN each time.",
                            "For other categories above \u20b915,000, you need to enter your UPI PIN for each debit.",
                        ],
                    ),
                    "Your overall UPI daily limit at Sutlej Bank (\u20b91 lakh; \u20b95 lakh for specified categories "
                    "such as tax payments, hospitals and education fees) still applies.",
                ],
            ),
            (
                "How do I pause, change or revoke a UPI AutoPay mandate?",
                [
                    "Open the UPI app in which you created it and look for the AutoPay or Mandates section. In Sutlej "
                    "Go it is **Sutlej Go > UPI > AutoPay**. You can pause for a chosen period, revoke it, or accept a "
                    "change requested by the merchant. You may also see all your AutoPay mandates - created in any "
                    "UPI app - on NPCI's UPI Help portal and port them to Sutlej Go.",
                ],
            ),
            (
                "Will I be told before an AutoPay or e-mandate debit?",
                [
                    "Yes. For every recurring debit created under the RBI e-mandate framework, you receive a "
                    "pre-debit notification by SMS or in-app message at least 24 hours before the debit, showing the "
                    "merchant, amount and date, with a link to opt out of that transaction.",
                ],
            ),
        ],
    ),
    (
        "UPI 123PAY and UPI Circle",
        "UPI123PAYandUPICircle",
        [
            (
                "I use a feature phone. Can I still pay by UPI?",
                [
                    "Yes, through UPI 123PAY. You do not need a smartphone or mobile data. You can pay by calling an "
                    "IVR number, through a UPI app built into some feature phones, or by a missed call to a "
                    "merchant's number.",
                    (
                        "ol",
                        [
                            "Call the UPI 123PAY IVR number 080-4516-3666 from your mobile number registered with Sutlej "
                            "Bank.",
                            "Choose your language and select Sutlej Bank.",
                            "Set a UPI PIN using the last six digits of your Sutlej debit card and its expiry date.",
                            "To pay, call again, choose 'Send money' and follow the voice prompts.",
                        ],
                    ),
                ],
            ),
            (
                "How much can I send with UPI 123PAY?",
                [
                    "Up to \u20b910,000 per transaction, within the overall UPI limit of your account.",
                ],
            ),
            (
                "What is UPI Circle and how do I add a family member?",
                [
                    "UPI Circle lets you (the primary user) allow a trusted person - a parent, child or spouse who "
                    "may not have a bank account of their own - to make UPI payments from your Sutlej account. The "
                    "secondary user needs a UPI app and a smartphone.",
                    (
                        "ol",
                        [
                            "Go to **Sutlej Go > UPI > UPI Circle > Add member**.",
                            "Scan the member's UPI QR code or enter their UPI ID, and add them from your phone contacts.",
                            "Choose Full delegation (they pay within the limit you set) or Partial delegation (each "
                            "payment comes to you for approval with your UPI PIN).",
                            "Set the monthly limit and the validity, and authorise with your UPI PIN.",
                        ],
                    ),
                    (
                        "note",
                        "Note: You can add up to five secondary users. A secondary user can be linked to only "
                        "one primary user at a time.",
                    ),
                ],
            ),
            (
                "What limits apply to a secondary user?",
                [
                    "With full delegation the secondary user can spend up to \u20b915,000 a month and \u20b95,000 per "
                    "transaction, or a lower limit that you choose. In the first 24 hours after adding a member the "
                    "limit is \u20b95,000 in total. You can change the limit, pause or remove a member at any time.",
                ],
            ),
        ],
    ),
    (
        "RuPay credit card on UPI",
        "RuPaycreditcardonUPI",
        [
            (
                "Can I link my Sutlej RuPay credit card to UPI?",
                [
                    "Yes. In Sutlej Go go to **UPI > Link RuPay credit card**, select the card and set a UPI PIN "
                    "using the card's last six digits and expiry date. Any other UPI app works too: choose 'Add "
                    "RuPay credit card' and select Sutlej Bank. Only RuPay-network credit cards can be linked; Visa "
                    "and Mastercard credit cards cannot.",
                ],
            ),
            (
                "What can I not do with a credit card on UPI?",
                [
                    (
                        "ul",
                        [
                            "You cannot send money to a person (peer-to-peer) - only pay merchants.",
                            "You cannot withdraw cash or add money to wallets.",
                            "Payments come out of your credit limit, count towards reward points as per card terms, and "
                            "appear in your card statement, not your savings statement.",
                        ],
                    ),
                    "Some small merchants do not accept credit cards on UPI; the app will show 'Not accepted' in "
                    "that case.",
                ],
            ),
        ],
    ),
    (
        "Digital Rupee (e\u20b9)",
        "DigitalRupee",
        [
            (
                "What is the Sutlej e\u20b9 wallet?",
                [
                    "The Digital Rupee (e\u20b9) is currency issued by the Reserve Bank of India in digital form. The "
                    "Sutlej e\u20b9 wallet is a separate app in which you hold e\u20b9 like cash in a purse. You can pay "
                    "any person or merchant by scanning a UPI QR code or a CBDC QR code, and offline payments are "
                    "supported for small amounts.",
                    "Download **Sutlej e\u20b9** from the Play Store or App Store, verify your mobile number registered "
                    "with Sutlej Bank, and link your savings account.",
                ],
            ),
            (
                "How do I load and redeem e\u20b9? Does it earn interest?",
                [
                    "Load from your linked Sutlej account in the wallet (**Load > from bank**) in denominations that "
                    "you choose; redeem by **Redeem > to bank**. The money moves instantly and there is no charge.",
                    "e\u20b9 earns no interest, just like cash. The wallet balance is not covered by deposit insurance "
                    "because it is a liability of RBI, not of the bank.",
                    (
                        "note",
                        "Note: The wallet holding limit is \u20b91 lakh and offline payments are limited to "
                        "\u20b9500 per payment, up to \u20b92,000 before you next go online.",
                    ),
                ],
            ),
        ],
    ),
    (
        "Failed and disputed auto-debits",
        "Failedautodebits",
        [
            (
                "Money was debited for a mandate but the company says it has not received it. What happens?",
                [
                    "If the debit went through but did not reach the company, the money comes back to your account "
                    "automatically, at the latest by the next working day (T+1). If it does not, we pay you "
                    "compensation of \u20b9100 a day for the delay, without you having to ask, as per RBI's "
                    "turnaround-time rules.",
                    "If it is more than one working day, raise a complaint in **Sutlej Go > Help > Report a "
                    "transaction** with the UMRN and date, or call 1800-102-4477 (+91-161-450-4477 from abroad).",
                ],
            ),
            (
                "How do I dispute a mandate debit I never authorised?",
                [
                    "Report it at once: call 1800-102-4477, or use **Sutlej Go > Payments > Mandates > Dispute**. We "
                    "cancel the mandate immediately, ask the company's bank for the mandate proof, and, if you did "
                    "not authorise it, credit the amount back. If you report an unauthorised debit within three "
                    "working days, your liability is zero.",
                    (
                        "tip",
                        "Tip: Keep SMS alerts on for your account. The pre-debit alert is the quickest way to "
                        "notice a mandate you do not recognise.",
                    ),
                ],
            ),
        ],
    ),
]


def _info_panel(doc, text, kind):
    fill = {"note": "DEEBFF", "tip": "E3FCEF"}[kind]
    border = {"note": "4C9AFF", "tip": "57D9A3"}[kind]
    tbl = doc.add_table(rows=1, cols=1)
    tbl.alignment = WD_TABLE_ALIGNMENT.LEFT
    cell = tbl.cell(0, 0)
    H.shade_cell(cell, fill)
    H.set_cell_borders(cell, color=border, sz=6)
    label, _, rest = text.partition(":")
    p = cell.paragraphs[0]
    r = p.add_run(label + ":")
    r.bold = True
    p.add_run(rest)
    p.paragraph_format.space_before = Pt(3)
    p.paragraph_format.space_after = Pt(3)
    H.set_col_widths(tbl, [Cm(15.5)])
    # spacer paragraph, as the wiki export does after each macro
    doc.add_paragraph()


def _data_table(doc, rows):
    tbl = doc.add_table(rows=len(rows), cols=len(rows[0]))
    tbl.style = doc.styles["Table Grid"]
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = tbl.cell(i, j)
            H.cell_text(cell, val, bold=(i == 0))
            if i == 0:
                H.shade_cell(cell, "F4F5F7")
    H.set_repeat_header(tbl.rows[0])
    doc.add_paragraph()


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Segoe UI", 10)
    H.ensure_hyperlink_style(doc)
    H.set_style_font(doc, "Title", name="Segoe UI Semibold", size_pt=22, color="172B4D")
    H.set_style_font(doc, "Heading 2", name="Segoe UI Semibold", size_pt=15, color="172B4D")
    H.set_style_font(doc, "Heading 3", name="Segoe UI Semibold", size_pt=12, color="172B4D")
    cp = doc.core_properties
    cp.title = TITLE
    cp.author = "Digital Payments - Knowledge Base"
    cp.subject = "Sutlej Bank customer FAQs - payments and mandates"
    cp.keywords = "NACH; e-mandate; UPI AutoPay; UPI Circle; e-rupee"

    bullets_abs = H.bullet_list(doc)
    steps_abs = H.decimal_list(doc)
    bullets_num = H.add_num(doc, bullets_abs)

    t = doc.add_paragraph(style="Title")
    t.add_run(TITLE)
    H.add_bookmark(t, "_top")

    meta = doc.add_paragraph()
    r = meta.add_run(
        "Created by Digital Payments Team, last updated by Harleen Kaur Sandhu on 14 Jan 2026 \u2022 6 min read"
    )
    r.font.size = Pt(8)
    r.font.color.rgb = RGBColor(0x6B, 0x77, 0x8C)

    bc = doc.add_paragraph()
    r = bc.add_run("Customer Help Centre / Payments / Payments and Mandates - FAQs")
    r.font.size = Pt(8)
    r.font.color.rgb = RGBColor(0x6B, 0x77, 0x8C)

    ec = doc.add_paragraph()
    r = ec.add_run("Expand all | Collapse all")
    r.font.size = Pt(9)
    r.font.color.rgb = RGBColor(0x05, 0x52, 0xCC)

    intro = doc.add_paragraph(
        "This page answers common customer questions on recurring payments - NACH mandates, standing "
        "instructions and UPI AutoPay - and on newer ways to pay: UPI 123PAY, UPI Circle, RuPay credit "
        "cards on UPI and the Digital Rupee. For anything not covered here, call 1800-102-4477 "
        "(+91-161-450-4477 from abroad) or write to support@sutlejbank.example."
    )

    otp = doc.add_paragraph()
    otp.add_run("On this page").bold = True
    for name, anchor, _ in SECTIONS:
        p = doc.add_paragraph(style="List Bullet")
        H.set_numpr(p, bullets_num)
        H.add_internal_link(p, name, anchor)

    for name, anchor, items in SECTIONS:
        h = doc.add_heading(name, level=2)
        H.add_bookmark(h, anchor)
        for q, blocks in items:
            doc.add_heading(q, level=3)
            for b in blocks:
                if isinstance(b, str):
                    H.add_rich(doc.add_paragraph(), b)
                elif b[0] == "ul":
                    for line in b[1]:
                        p = doc.add_paragraph(style="List Bullet")
                        H.set_numpr(p, bullets_num)
                        H.add_rich(p, line)
                elif b[0] == "ol":
                    num = H.add_num(doc, steps_abs, restart=True)
                    for line in b[1]:
                        p = doc.add_paragraph(style="List Number")
                        H.set_numpr(p, num)
                        H.add_rich(p, line)
                elif b[0] == "table":
                    _data_table(doc, b[1])
                elif b[0] in ("note", "tip"):
                    _info_panel(doc, b[1], b[0])
        back = doc.add_paragraph()
        H.add_internal_link(back, "Back to top", "_top", size_pt=9)

    foot = doc.add_paragraph()
    r = foot.add_run("Was this page helpful?  Yes  |  No")
    r.font.size = Pt(8)
    r.font.color.rgb = RGBColor(0x6B, 0x77, 0x8C)
    labels = doc.add_paragraph()
    r = labels.add_run("Labels: payments, nach, mandates, upi, autopay, erupee, customer-faq")
    r.font.size = Pt(8)
    r.font.color.rgb = RGBColor(0x6B, 0x77, 0x8C)

    doc.save(path)
    return sum(len(items) for _, _, items in SECTIONS)
