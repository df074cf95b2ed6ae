"""Safe banking / customer protection policy - deep formal policy document.

Format: Heading 1 chapters, Heading 2 sections, Heading 3 subsections and
Heading 4 items (four levels, numbers typed in the heading text), a header
("Tapti Bank – Public") and a footer with "Page X of Y" fields, and real
Word footnotes (word/footnotes.xml) referenced from the text.
"""

import datetime as dt
import re

from common import F, add_marked_text, drop_thumbnail, el, fill_table, save, set_app_props, set_core
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.opc.constants import CONTENT_TYPE as CT
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

TITLE = "Customer Protection Policy – Safe Banking and Limiting Liability of Customers in Unauthorised Electronic Banking Transactions"

FOOTNOTES = {
    1: "Reserve Bank of India circular DBR.No.Leg.BC.78/09.07.005/2017-18 dated 6 July 2017, “Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions”.",
    2: "Working days are the working days of the customer's home branch. The day on which the communication from the Bank is received is excluded when the number of working days is counted.",
    3: "Reserve Bank – Integrated Ombudsman Scheme, 2021. Complaints can be filed at cms.rbi.org.in or by post to the Centralised Receipt and Processing Centre, Reserve Bank of India, Chandigarh.",
}

# (level, heading, blocks); level 1..4; blocks as in other generators.
# "[[fn:N]]" inside a string inserts footnote N.
STRUCTURE = [
    (1, "1. Introduction", []),
    (
        2,
        "1.1 Purpose and scope",
        [
            "This Policy sets out the rights and obligations of customers of Tapti Bank Ltd. (“the Bank”) in respect of unauthorised electronic banking transactions, the manner in which such transactions are to be reported, the liability of the customer and of the Bank, and the time within which the Bank will resolve complaints. It has been framed in accordance with the directions of the Reserve Bank of India[[fn:1]] and was approved by the Board of Directors on 24 July 2025.",
            "The Policy covers all electronic banking transactions in accounts, cards and prepaid instruments issued by the Bank, namely:",
            (
                "ul",
                [
                    "remote or online payment transactions, which do not require the physical payment instrument to be presented – Tapti NetBanking, Tapti Mobile, UPI, card-not-present (e-commerce) card transactions and prepaid payment instruments; and",
                    "face-to-face or proximity payment transactions, which require the physical card or the mobile phone to be present – ATM, point-of-sale (POS), contactless and QR-code transactions.",
                ],
            ),
            "The Policy does not cover cheque transactions, cash withdrawals or transfers made at a branch on a signed instruction, and transactions that the customer has authorised but later disputes for commercial reasons (for example, goods not delivered by a merchant). Such disputes are handled under the Bank's Grievance Redressal Policy and the card network chargeback rules.",
            "In this Policy, “third-party breach” means a deficiency that lies neither with the Bank nor with the customer but elsewhere in the system (for example, skimming of a card at a merchant terminal or a data breach at a merchant), and “date of reporting” means the date on which the customer's complaint is received by the Bank through any of the channels in Chapter 2.",
        ],
    ),
    (
        1,
        "2. Reporting Unauthorised Transactions",
        [
            "Customers must notify the Bank of any unauthorised transaction at the earliest, and in any case as soon as they receive an SMS or email alert of a transaction they do not recognise. The longer the delay, the higher the risk of loss to the customer.",
        ],
    ),
    (2, "2.1 Channels for reporting", []),
    (3, "2.1.1 Channels available 24x7", []),
    (
        4,
        "2.1.1.1 Toll-free phone banking",
        [
            f"Call {F['toll_free']} (toll-free within India) or {F['abroad']} (chargeable, from outside India) and choose option {F['ivr_fraud']} – “Report fraud / block card / block UPI”. The call is answered by an officer at all hours, including Sundays and holidays.",
        ],
    ),
    (
        4,
        "2.1.1.2 SMS from the registered mobile number",
        [
            f"Send “BLOCK <last 4 digits of the card>” to block a debit or credit card, or “BLOCKUPI” to block UPI, to {F['sms']} from the mobile number registered with the Bank.",
        ],
    ),
    (
        4,
        "2.1.1.3 Tapti Mobile, Tapti NetBanking and email",
        [
            f"Use {F['app']} > Help > Report Fraud, or {F['netbanking']} > Service Requests > Report Unauthorised Transaction. The report can be made for any account or card, and the affected card or channel can be blocked on the same screen.",
            f"Customers may also write to {F['fraud_email']} from the email address registered with the Bank, giving the account or card number (last 4 digits only) and the date, amount and description of each disputed transaction.",
        ],
    ),
    (
        3,
        "2.1.2 Branches",
        [
            "Customers can also report at any branch of the Bank during business hours, in person or in writing, using the Unauthorised Transaction Dispute Form (Form CP-1). A copy of the form is available at every branch and on the Bank's website.",
        ],
    ),
    (
        2,
        "2.2 Acknowledgement and cyber crime reporting",
        [
            "The Bank immediately sends an SMS and an email to the registered mobile number and email address acknowledging the complaint. The acknowledgement carries a complaint reference number and the date and time of reporting, which are treated as the date of reporting for all purposes of this Policy.",
            f"For frauds involving an amount above ₹50,000, or where the Bank asks for it, the customer should also lodge a complaint on the National Cyber Crime Reporting Portal ({F['cyber_portal']}) or through helpline {F['cyber_helpline']}, and give the acknowledgement number to the Bank.",
        ],
    ),
    (1, "3. Liability of the Customer", []),
    (2, "3.1 Zero liability of the customer", []),
    (
        3,
        "3.1.1 Contributory fraud, negligence or deficiency on the part of the Bank",
        [
            "The customer has zero liability where the unauthorised transaction occurs because of contributory fraud, negligence or deficiency on the part of the Bank, irrespective of whether or not the customer has reported the transaction.",
        ],
    ),
    (
        3,
        "3.1.2 Third-party breach reported within three working days",
        [
            "The customer has zero liability where the fault lies neither with the Bank nor with the customer but elsewhere in the system, and the customer notifies the Bank within three working days[[fn:2]] of receiving the communication from the Bank about the unauthorised transaction.",
        ],
    ),
    (2, "3.2 Limited liability of the customer", []),
    (
        3,
        "3.2.1 Loss due to negligence of the customer",
        [
            "Where the loss is due to negligence by the customer – for example, sharing the OTP, PIN, CVV or password, or installing a remote-access application at the request of a caller – the customer bears the entire loss until he or she reports the unauthorised transaction to the Bank. Any loss that occurs after the reporting is borne by the Bank.",
        ],
    ),
    (
        3,
        "3.2.2 Third-party breach reported within four to seven working days",
        [
            "Where the fault lies elsewhere in the system and the customer reports the transaction within four to seven working days of receiving the communication from the Bank, the customer's liability is limited to the transaction value or the amount below, whichever is lower:",
            (
                "table",
                ["Type of account or instrument", "Maximum liability of the customer"],
                [
                    ["Basic Savings Bank Deposit (Tapti Sahaj) accounts", "₹5,000"],
                    [
                        "All other savings accounts; prepaid payment instruments and gift cards; current / cash credit / overdraft accounts of MSMEs; current accounts, cash credit and overdraft accounts of individuals with an annual average balance or limit of up to ₹25 lakh; credit cards with a limit of up to ₹5 lakh",
                        "₹10,000",
                    ],
                    [
                        "All other current, cash credit and overdraft accounts; credit cards with a limit above ₹5 lakh",
                        "₹25,000",
                    ],
                ],
            ),
        ],
    ),
    (
        2,
        "3.3 Reporting after seven working days",
        [
            "Where a third-party breach is reported after seven working days, the customer bears the entire loss. The Bank may, however, on a case-by-case basis and with the approval of its Customer Service Committee, waive the customer's liability in part or in full in deserving cases – for example, where the customer was hospitalised or travelling in an area without network coverage during the period.",
            "In every case, the burden of proving the customer's liability in an unauthorised electronic banking transaction lies on the Bank.",
        ],
    ),
    (1, "4. Reversal and Resolution Timelines", []),
    (
        2,
        "4.1 Shadow reversal within ten working days",
        [
            "On being notified of an unauthorised transaction, the Bank credits (shadow reverses) the amount involved to the customer's account within 10 working days from the date of reporting, without waiting for the settlement of any insurance claim. The credit is value-dated to the date of the unauthorised transaction, so that the customer does not lose interest.",
        ],
    ),
    (
        2,
        "4.2 Final resolution within ninety days",
        [
            "The Bank resolves the complaint and establishes the liability of the customer, if any, within 90 days from the date of reporting. If the Bank is unable to do so within 90 days, the compensation in Chapter 3 is paid to the customer as if the customer had zero or limited liability, as the case may be. In the case of a debit card or bank account, the customer does not suffer loss of interest, and in the case of a credit card, the customer does not bear any additional burden of interest.",
        ],
    ),
    (1, "5. Blocking Cards and Channels", []),
    (2, "5.1 Debit and credit cards", []),
    (
        3,
        "5.1.1 Permanent blocking (hot-listing)",
        [
            "A card that is lost, stolen or suspected to be compromised must be blocked permanently. A blocked card cannot be reactivated; a replacement card with a new card number is issued on request. The card can be blocked through:",
            (
                "ul",
                [
                    f"{F['app']} > Cards > Block Card – select the card and the reason (lost, stolen, or suspected misuse); the block is immediate;",
                    f"SMS “BLOCK <last 4 digits of the card>” to {F['sms']} from the registered mobile number – a confirmation SMS is sent within a minute; or",
                    f"a call to {F['toll_free']} (option {F['ivr_fraud']}), or {F['netbanking']} > Cards > Block Card.",
                ],
            ),
        ],
    ),
    (
        3,
        "5.1.2 Temporary lock",
        [
            f"Customers who have misplaced a card but expect to find it can lock it temporarily in {F['app']} > Cards > Manage Usage > Lock Card and unlock it later. A temporary lock is not a report of an unauthorised transaction; if a disputed transaction has already occurred, it must be reported under Chapter 2.",
        ],
    ),
    (
        2,
        "5.2 UPI, Tapti Mobile and Tapti NetBanking",
        [
            f"UPI can be blocked in {F['app']} > UPI > Manage > Disable UPI, by SMS “BLOCKUPI” to {F['sms']}, or by calling {F['toll_free']} (option {F['ivr_fraud']}). If the mobile phone is lost, the Bank will, on request, also de-register {F['app']} from the lost device.",
            f"Customers can lock their NetBanking access in {F['netbanking']} > Profile > Lock My Access, or by calling phone banking. NetBanking access is also locked automatically for 24 hours after three consecutive wrong password attempts.",
        ],
    ),
    (1, "6. Phishing, Vishing and Smishing", []),
    (
        2,
        "6.1 What the Bank will never ask for",
        [
            "The Bank, its employees and its agents will never ask a customer, by phone, SMS, email, WhatsApp or in person, for:",
            (
                "ul",
                [
                    "the OTP, ATM PIN, UPI PIN, MPIN, NetBanking password or the CVV of a card;",
                    "installation of screen-sharing or remote-access applications (such as AnyDesk or TeamViewer) or of any application from a link;",
                    "payment of a fee or “refundable deposit” to release a loan, a reward or a refund; or",
                    "scanning a QR code or entering a UPI PIN in order to receive money.",
                ],
            ),
        ],
    ),
    (
        2,
        "6.2 How the Bank communicates and how to report phishing",
        [
            f"Transaction and service SMS from the Bank come only from the sender ID {F['sms_header']}, with the suffix -S (service) or -T (transactional); promotional SMS carry the suffix -P. Service and transactional calls are made only from numbers in the 1600 series allotted to banks. Emails come only from addresses ending in @taptibank.co.in, and the only official website is {F['website']}.",
            f"Suspicious emails, SMS and links should be forwarded to {F['phishing_email']}. Fraudulent calls and messages can also be reported on the Chakshu facility of the Sanchar Saathi portal of the Department of Telecommunications. If money has been lost, the customer should report it to the Bank under Chapter 2 and on helpline {F['cyber_helpline']}.",
        ],
    ),
    (1, "7. SIM-Swap Fraud and Change of Mobile Number", []),
    (
        2,
        "7.1 SIM-swap fraud and the Bank's safeguards",
        [
            "In a SIM-swap fraud, a fraudster obtains a duplicate SIM card of the customer's mobile number from the telecom operator, using forged documents, and then receives the OTPs and alerts meant for the customer. A sudden and prolonged loss of mobile network on the customer's phone, without an explanation, is often the first sign.",
            "When the registered mobile number of a customer is changed:",
            (
                "ul",
                [
                    "an alert is sent to the old mobile number and to the registered email address;",
                    f"for 24 hours after the change, no new payee can be added and fund transfers through {F['app']}, {F['netbanking']} and UPI are limited to ₹10,000 in total; and",
                    "the change is made only at a branch with original KYC documents, or in the app after Video KYC.",
                ],
            ),
        ],
    ),
    (
        2,
        "7.2 Customer responsibilities",
        [
            f"If the phone loses network for a long period without reason, the customer should immediately contact the telecom operator to check whether a duplicate SIM has been issued, and call {F['toll_free']} (option {F['ivr_fraud']}) from another phone to block cards, UPI and mobile banking until the matter is clarified.",
            "Customers must register a valid mobile number with the Bank for SMS alerts and inform the Bank promptly of any change in the mobile number or email address. The Bank does not offer electronic transactions, other than ATM cash withdrawals, to customers who have not provided a mobile number.",
        ],
    ),
    (1, "8. Grievance Redressal", []),
    (
        2,
        "8.1 Escalation within the Bank and to the Reserve Bank",
        [
            f"If the customer is not satisfied with the resolution, he or she may write to the Principal Nodal Officer at {F['nodal_email']} or to the Principal Nodal Officer, {F['bank_legal']}, {F['head_office']}. The Principal Nodal Officer responds within 10 working days.",
            "If the complaint is not resolved within 30 days of lodging it with the Bank, or if the customer is not satisfied with the reply, the customer may approach the Reserve Bank of India under the Reserve Bank – Integrated Ombudsman Scheme[[fn:3]].",
        ],
    ),
]


def make_footnotes_part(doc):
    W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    parts = [
        f'<w:footnotes xmlns:w="{W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:separator/></w:r></w:p></w:footnote>',
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>',
    ]
    from xml.sax.saxutils import escape

    for n, text in FOOTNOTES.items():
        parts.append(
            f'<w:footnote w:id="{n}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>'
            f'<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>'
            f'<w:r><w:t xml:space="preserve"> {escape(text)}</w:t></w:r></w:p></w:footnote>'
        )
    parts.append("</w:footnotes>")
    blob = "".join(parts).encode("utf-8")
    part = Part(PackURI("/word/footnotes.xml"), CT.WML_FOOTNOTES, blob, doc.part.package)
    doc.part.relate_to(part, RT.FOOTNOTES)
    # styles
    st = doc.styles.add_style("footnote text", WD_STYLE_TYPE.PARAGRAPH)
    st.element.set(qn("w:styleId"), "FootnoteText")
    st.base_style = doc.styles["Normal"]
    st.font.size = Pt(8)
    st.paragraph_format.space_after = Pt(0)
    cs = doc.styles.add_style("footnote reference", WD_STYLE_TYPE.CHARACTER)
    cs.element.set(qn("w:styleId"), "FootnoteReference")
    cs.font.superscript = True
    # settings: footnotePr pointing to the separators
    settings = doc.settings.element
    fpr = el("w:footnotePr")
    fpr.append(el("w:footnote", {"w:id": -1}))
    fpr.append(el("w:footnote", {"w:id": 0}))
    compat = settings.find(qn("w:compat"))
    if compat is not None:
        compat.addprevious(fpr)
    else:
        settings.append(fpr)


def add_text_with_footnotes(p, text):
    for chunk in re.split(r"(\[\[fn:\d+\]\])", text):
        m = re.match(r"\[\[fn:(\d+)\]\]", chunk)
        if m:
            r = el("w:r")
            rpr = el("w:rPr")
            rpr.append(el("w:rStyle", {"w:val": "FootnoteReference"}))
            r.append(rpr)
            r.append(el("w:footnoteReference", {"w:id": m.group(1)}))
            p._p.append(r)
        elif chunk:
            add_marked_text(p, chunk)


def add_field(paragraph, instr, placeholder="1"):
    r1 = el("w:r")
    r1.append(el("w:fldChar", {"w:fldCharType": "begin"}))
    r2 = el("w:r")
    r2.append(el("w:instrText", {"xml:space": "preserve"}, f" {instr} "))
    r3 = el("w:r")
    r3.append(el("w:fldChar", {"w:fldCharType": "separate"}))
    r4 = el("w:r")
    r4.append(el("w:t", None, placeholder))
    r5 = el("w:r")
    r5.append(el("w:fldChar", {"w:fldCharType": "end"}))
    for r in (r1, r2, r3, r4, r5):
        paragraph._p.append(r)


def build():
    doc = Document()
    drop_thumbnail(doc)
    normal = doc.styles["Normal"]
    normal.font.name = "Times New Roman"
    normal.font.size = Pt(11)
    normal.paragraph_format.space_after = Pt(6)
    normal.paragraph_format.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    colors = {
        "Heading 1": (13, RGBColor(0x0B, 0x2A, 0x4A)),
        "Heading 2": (12, RGBColor(0x0B, 0x2A, 0x4A)),
        "Heading 3": (11, RGBColor(0x1F, 0x4E, 0x79)),
        "Heading 4": (11, RGBColor(0x1F, 0x4E, 0x79)),
    }
    for name, (size, col) in colors.items():
        s = doc.styles[name]
        s.font.name = "Arial"
        s.font.size = Pt(size)
        s.font.color.rgb = col
        s.font.bold = True
        s.font.italic = name == "Heading 4"
    make_footnotes_part(doc)

    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(2.5)
    # header
    hp = sec.header.paragraphs[0]
    hp.style = doc.styles["Header"]
    r = hp.add_run("Tapti Bank – Public")
    r.bold = True
    r.font.size = Pt(9)
    hp.paragraph_format.tab_stops.add_tab_stop(Cm(16.0), WD_TAB_ALIGNMENT.RIGHT)
    hp.add_run("\tCustomer Protection Policy | Version 4.0").font.size = Pt(9)
    # footer with page numbers
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    fp.add_run("Page ")
    add_field(fp, "PAGE", "1")
    fp.add_run(" of ")
    add_field(fp, "NUMPAGES", "9")
    fp2 = sec.footer.add_paragraph()
    fp2.alignment = WD_ALIGN_PARAGRAPH.CENTER
    rr = fp2.add_run(f"Document ID: TB/CPP/2025/04 | {F['bank_legal']} | Classification: Public")
    rr.font.size = Pt(8)

    # cover
    tp = doc.add_paragraph(style="Title")
    tp.alignment = WD_ALIGN_PARAGRAPH.LEFT
    tp.add_run(TITLE)
    tp.runs[0].font.size = Pt(20)
    doc.add_paragraph()
    fill_table(
        doc,
        ["Document control", ""],
        [
            ["Document ID", "TB/CPP/2025/04"],
            ["Version", "4.0 (supersedes version 3.1 dated 29 July 2024)"],
            ["Owner", "Customer Service Department, Head Office, Surat"],
            ["Approved by", "Board of Directors, 24 July 2025"],
            ["Effective from", "1 August 2025"],
            ["Next review", "July 2026, or earlier if required by regulation"],
        ],
        header_fill="D9E2F3",
        size=10,
    )
    doc.add_paragraph()

    items = 0
    for i, (lvl, head, blocks) in enumerate(STRUCTURE):
        doc.add_paragraph(head, style=f"Heading {lvl}")
        if blocks:
            items += 1
        for b in blocks:
            if isinstance(b, str):
                add_text_with_footnotes(doc.add_paragraph(), b)
            elif b[0] == "ul":
                for li in b[1]:
                    add_marked_text(doc.add_paragraph(style="List Bullet"), li)
            elif b[0] == "table":
                fill_table(doc, b[1], b[2], header_fill="D9E2F3", size=10)
                doc.add_paragraph()
    set_core(
        doc,
        title="Customer Protection Policy",
        author="Customer Service Department",
        last_modified_by="Company Secretariat",
        subject="Limiting liability of customers in unauthorised electronic banking transactions",
        keywords="customer protection; unauthorised transactions; phishing; SIM swap",
        revision=9,
        created=dt.datetime(2017, 9, 12, 10, 0),
        modified=dt.datetime(2025, 7, 28, 17, 30),
        category="Board-approved policy",
    )
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "safe_banking_policy.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
