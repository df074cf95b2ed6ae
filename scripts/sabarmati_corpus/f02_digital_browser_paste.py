"""Habit 2: browser copy-and-paste into Word.
Everything in style "Normal (Web)" (NormalWeb); questions are bold runs; many U+00A0
between words; in about half the items question and answer share ONE paragraph,
separated by a soft line break (<br>); hyperlinks as w:hyperlink; category lines in
larger bold font; page title even larger bold."""

import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import parse_xml

FILE = "internet_mobile_upi_faqs.docx"
NB = "\u00a0"
SITE = "https://www.sabarmatibank.example"

DOC = {
    "title": "Digital Banking FAQs – Internet Banking, SabarMobile and UPI",
    "intro": [
        (
            "p",
            "Find quick answers to common queries on Internet Banking, the SabarMobile app and UPI. For any other assistance, call our 24x7 helpline 1800 233 4455.",
        )
    ],
    "cats": [
        {
            "name": "Internet Banking",
            "qs": [
                {
                    "br": True,
                    "q": "How can I register for Internet Banking?",
                    "a": [
                        (
                            "p",
                            "Customers having a savings or current account with an active debit card and a registered mobile number can register online at [[www.sabarmatibank.example/netbanking|"
                            + SITE
                            + '/netbanking]] by clicking on "New User Registration". Enter the account number, CIF number, debit card details and the OTP sent to the registered mobile number, and create a user ID and login password. The facility is activated within 2 hours.',
                        ),
                        (
                            "p",
                            "Customers without a debit card can submit the Internet Banking Application Form (Form IB-1) at the home branch. The user ID is sent by SMS and the password mailer is dispatched to the registered address within 7 working days.",
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "Is there any charge for Internet Banking?",
                    "a": [
                        (
                            "p",
                            "No. Internet Banking is free for all individual customers. NEFT, RTGS and IMPS transfers made through Internet Banking by individual customers are also free of charge.",
                        ),
                    ],
                },
                {
                    "br": False,
                    "q": "I have forgotten my login password. How can I reset it?",
                    "a": [
                        (
                            "p",
                            "The login password can be reset online, without visiting the branch, using the [[Forgot Login Password|"
                            + SITE
                            + "/netbanking/forgot-password]] option:",
                        ),
                        (
                            "ol",
                            [
                                'Click on "Forgot Login Password" on the login page.',
                                "Enter your user ID, account number, country and registered mobile number.",
                                "Validate with the debit card number, expiry date and ATM PIN.",
                                "Enter the OTP received on the registered mobile number and set a new password.",
                            ],
                        ),
                        (
                            "p",
                            "The new password must have 8 to 20 characters with at least one upper-case letter, one number and one special character, and must not be one of the last 5 passwords used.",
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "What is the difference between login password and profile password?",
                    "a": [
                        (
                            "p",
                            'The login password is used to log in to Internet Banking. The profile password is a second password used for adding beneficiaries, changing limits and updating personal details. If the profile password is forgotten, it can be reset through the "Forgot Profile Password" option using the debit card and OTP, or by submitting a request at the branch.',
                        ),
                    ],
                },
                {
                    "br": False,
                    "q": "What are the transaction limits in Internet Banking?",
                    "a": [
                        (
                            "p",
                            "The default per-day limits for retail customers are given below. Customers can reduce these limits online; increase up to the maximum requires a request at the branch.",
                        ),
                        (
                            "table",
                            [
                                ["Type of transfer", "Default limit per day", "Maximum limit per day"],
                                ["Own accounts within the Bank", "No limit", "No limit"],
                                ["Third party within the Bank", "₹5,00,000", "₹10,00,000"],
                                ["NEFT / RTGS to other banks", "₹5,00,000", "₹10,00,000"],
                                ["IMPS", "₹2,00,000", "₹5,00,000"],
                            ],
                        ),
                        (
                            "p",
                            "During the first 24 hours after a beneficiary is added, transfers to that beneficiary are restricted to ₹50,000 in total.",
                        ),
                    ],
                },
                {
                    "br": False,
                    "q": "How do I add a beneficiary and when can I transfer funds to the beneficiary?",
                    "a": [
                        (
                            "p",
                            "Log in to Internet Banking, go to Payments/Transfers → Manage Beneficiary → Add, enter the beneficiary name, account number and IFSC, and approve with the profile password and OTP.",
                        ),
                        (
                            "p",
                            "The beneficiary is activated 30 minutes after addition. An SMS and email alert is sent whenever a beneficiary is added, so that unauthorised additions can be reported immediately on 1800 233 4455.",
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "Why is my Internet Banking user ID locked?",
                    "a": [
                        (
                            "p",
                            "The user ID is locked after 3 consecutive wrong login password attempts. It is unlocked automatically after 24 hours, or can be unlocked immediately by resetting the password through the Forgot Login Password option.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Mobile Banking (SabarMobile)",
            "qs": [
                {
                    "br": False,
                    "q": "How do I register for the SabarMobile app?",
                    "a": [
                        ("p", "Download SabarMobile from the Google Play Store or Apple App Store only. Then:"),
                        (
                            "ol",
                            [
                                "Select the SIM of the mobile number registered with the Bank; an SMS is sent automatically to verify the device.",
                                "Enter the debit card details or the Internet Banking user ID.",
                                "Enter the OTP and set a 6-digit MPIN and a 4-digit transaction PIN (TPIN).",
                            ],
                        ),
                        ("p", "Registration is allowed only on a device which has the registered SIM inserted."),
                    ],
                },
                {
                    "br": True,
                    "q": "I have forgotten my MPIN. What should I do?",
                    "a": [
                        (
                            "p",
                            'Tap "Forgot MPIN" on the SabarMobile login screen, validate with the debit card number, expiry date and ATM PIN, and enter the OTP. A new 6-digit MPIN can then be set. After 5 wrong MPIN attempts, the app is blocked for 24 hours.',
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "What are the transaction limits in SabarMobile?",
                    "a": [
                        (
                            "p",
                            "Funds transfer through SabarMobile is allowed up to ₹5,00,000 per day for own and third party transfers taken together, including IMPS of up to ₹2,00,000 per transaction. UPI transactions made through the app are subject to the UPI limits.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "UPI",
            "qs": [
                {
                    "br": False,
                    "q": "How do I create a UPI ID with Sabarmati Bank?",
                    "a": [
                        (
                            "p",
                            'A UPI ID can be created in SabarMobile ("BHIM UPI" tab) or in any UPI app such as BHIM by selecting Sabarmati Bank as the bank. The default UPI ID is in the format mobilenumber@sabarmati; a custom ID such as name@sabarmati can also be chosen.',
                        ),
                        (
                            "p",
                            "To set the UPI PIN, enter the last 6 digits and expiry date of the debit card, followed by the OTP. Customers without a debit card can set the UPI PIN using Aadhaar OTP if the mobile number is linked to Aadhaar.",
                        ),
                    ],
                },
                {
                    "br": False,
                    "q": "What are the UPI transaction limits?",
                    "a": [
                        ("p", "The following limits apply per account:"),
                        (
                            "table",
                            [
                                ["Particulars", "Limit"],
                                ["Per transaction and per day (general)", "₹1,00,000"],
                                ["Tax payments, hospitals, educational institutions, IPO", "₹5,00,000 per transaction"],
                                ["Number of transfers per day", "20 transactions"],
                                ["First 24 hours after registration on a new device", "₹5,000"],
                            ],
                        ),
                        (
                            "p",
                            "UPI Lite payments are limited to ₹1,000 per transaction with a maximum UPI Lite balance of ₹5,000.",
                        ),
                    ],
                },
                {
                    "br": False,
                    "q": "My UPI transaction failed but the amount was debited. When will it be reversed?",
                    "a": [
                        (
                            "p",
                            "In most cases a failed UPI transaction is reversed automatically within T+1 working days, where T is the date of the transaction. Please check the transaction status in the app before raising a complaint.",
                        ),
                        (
                            "p",
                            "If the amount is not reversed within T+1 days, the Bank pays compensation of ₹100 per day of delay beyond T+1 days to the customer, as per the RBI turnaround time framework, without any claim by the customer.",
                        ),
                        (
                            "p",
                            "Note: If the amount has been credited to the beneficiary, the transaction is successful and cannot be reversed by the Bank; please contact the beneficiary.",
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "I forgot my UPI PIN. How can I reset it?",
                    "a": [
                        (
                            "p",
                            'Select the account in the UPI app and choose "Forgot UPI PIN". Enter the last 6 digits and expiry date of the debit card, and the OTP, and set a new 4 or 6 digit UPI PIN. After 3 wrong UPI PIN attempts, UPI transactions are blocked for 24 hours.',
                        ),
                    ],
                },
                {
                    "br": True,
                    "q": "How do I raise a complaint for a UPI transaction?",
                    "a": [
                        (
                            "p",
                            'Use the "Raise Dispute" option against the transaction in the UPI app, call 1800 233 4455, or write to [[customercare@sabarmatibank.example|mailto:customercare@sabarmatibank.example]] mentioning the 12-digit UPI reference number (RRN). Complaints can also be lodged on the NPCI website. Unresolved complaints may be escalated as explained in the Complaints FAQ.',
                        ),
                    ],
                },
            ],
        },
    ],
}

NORMAL_WEB = f"""<w:style {W_NS} w:type="paragraph" w:styleId="NormalWeb"><w:name w:val="Normal (Web)"/>
<w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/>
<w:pPr><w:spacing w:before="100" w:beforeAutospacing="1" w:after="100" w:afterAutospacing="1" w:line="240" w:lineRule="auto"/></w:pPr>
<w:rPr><w:rFonts w:ascii="Times New Roman" w:eastAsia="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>"""
HYPER = f"""<w:style {W_NS} w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/>
<w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/>
<w:rPr><w:color w:val="0000FF"/><w:u w:val="single"/></w:rPr></w:style>"""
STRONG = f"""<w:style {W_NS} w:type="character" w:styleId="Strong"><w:name w:val="Strong"/>
<w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="22"/><w:qFormat/>
<w:rPr><w:b/><w:bCs/></w:rPr></w:style>"""

RNG = random.Random(8802)
PROTECT = []


def nbspify(text):
    """Replace ~40% of word gaps by U+00A0, never inside protected strings."""
    spans = []
    for p in PROTECT:
        for m in re.finditer(re.escape(p), text):
            spans.append((m.start(), m.end()))
    out = []
    for i, ch in enumerate(text):
        if ch == " " and not any(a <= i < b for a, b in spans) and RNG.random() < 0.4:
            out.append(NB)
        else:
            out.append(ch)
    return "".join(out)


def run(text, bold=False, size=None):
    rpr = ('<w:rStyle w:val="Strong"/>' if bold else "") + '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/>'
    if bold:
        rpr += "<w:b/><w:bCs/>"
    rpr += '<w:color w:val="333333"/>'
    if size:
        rpr += f'<w:sz w:val="{size}"/><w:szCs w:val="{size}"/>'
    return f'<w:r><w:rPr>{rpr}</w:rPr><w:t xml:space="preserve">{esc(text)}</w:t></w:r>'


class Ctx:
    def __init__(self, doc):
        self.doc = doc

    def link(self, text, url):
        rid = self.doc.part.relate_to(url, RT.HYPERLINK, is_external=True)
        return (
            f'<w:hyperlink r:id="{rid}" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/>'
            f'<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/></w:rPr>'
            f'<w:t xml:space="preserve">{esc(text)}</w:t></w:r></w:hyperlink>'
        )

    def inline(self, text):
        xml, pos = "", 0
        for m in LINK.finditer(text):
            if m.start() > pos:
                xml += run(nbspify(text[pos : m.start()]))
            xml += self.link(m.group(1), m.group(2))
            pos = m.end()
        if pos < len(text):
            xml += run(nbspify(text[pos:]))
        return xml


def para(inner, ppr=""):
    return parse_xml(f'<w:p {W_NS}><w:pPr><w:pStyle w:val="NormalWeb"/>{ppr}</w:pPr>{inner}</w:p>')


def main():
    d = Document()
    d.core_properties.title = ""
    d.core_properties.author = "Deepa Raval"
    for x in (NORMAL_WEB, HYPER, STRONG):
        add_style_xml(d, x)
    exp = build_expected(
        DOC,
        FILE,
        "browser copy-paste into Word: Normal (Web) paragraphs, bold question runs, NBSPs, ~half Q+A joined by <br>, w:hyperlink, larger bold category lines",
    )
    for s in exp["sections"]:
        PROTECT.extend(s["must_contain"])
    PROTECT.sort(key=len, reverse=True)
    # numbering id used by List Bullet / List Number in default template
    bullet_num = d.styles["List Bullet"].element.pPr.numPr.numId.val
    number_num = d.styles["List Number"].element.pPr.numPr.numId.val
    body = d.element.body
    sect = body[-1]
    ctx = Ctx(d)
    els = []
    els.append(para(run(DOC["title"], bold=True, size=36)))
    els.append(para(ctx.inline(DOC["intro"][0][1])))
    for c in DOC["cats"]:
        els.append(para(run(c["name"], bold=True, size=27), '<w:spacing w:before="360" w:after="120"/>'))
        for q in c["qs"]:
            qx = run(nbspify(q["q"]), bold=True)
            blocks = list(q["a"])
            if q["br"] and blocks and blocks[0][0] == "p":
                first = blocks.pop(0)
                els.append(para(qx + "<w:r><w:br/></w:r>" + ctx.inline(first[1])))
            else:
                els.append(para(qx))
            for b in blocks:
                if b[0] in ("p", "note"):
                    els.append(para(ctx.inline(b[1])))
                elif b[0] in ("ul", "ol"):
                    nid = bullet_num if b[0] == "ul" else number_num
                    for it in b[1]:
                        els.append(
                            para(
                                ctx.inline(it),
                                f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{nid}"/></w:numPr><w:spacing w:before="0" w:beforeAutospacing="0" w:after="0" w:afterAutospacing="0"/>',
                            )
                        )
                elif b[0] == "table":
                    rows = b[1]
                    ncol = len(rows[0])
                    grid = "".join('<w:gridCol w:w="%d"/>' % (9000 // ncol) for _ in range(ncol))
                    trs = ""
                    for i, row in enumerate(rows):
                        tcs = ""
                        for cval in row:
                            inner = run(nbspify(cval), bold=(i == 0))
                            tcs += (
                                f'<w:tc><w:tcPr><w:tcW w:w="{9000 // ncol}" w:type="dxa"/>'
                                f'<w:tcBorders><w:top w:val="single" w:sz="6" w:color="CCCCCC"/><w:left w:val="single" w:sz="6" w:color="CCCCCC"/>'
                                f'<w:bottom w:val="single" w:sz="6" w:color="CCCCCC"/><w:right w:val="single" w:sz="6" w:color="CCCCCC"/></w:tcBorders>'
                                + ('<w:shd w:val="clear" w:color="auto" w:fill="EEEEEE"/>' if i == 0 else "")
                                + f'<w:vAlign w:val="center"/></w:tcPr><w:p><w:pPr><w:pStyle w:val="NormalWeb"/></w:pPr>{inner}</w:p></w:tc>'
                            )
                        trs += f"<w:tr>{tcs}</w:tr>"
                    els.append(
                        parse_xml(
                            f'<w:tbl {W_NS}><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblCellSpacing w:w="15" w:type="dxa"/>'
                            f'<w:tblCellMar><w:top w:w="15" w:type="dxa"/><w:left w:w="15" w:type="dxa"/><w:bottom w:w="15" w:type="dxa"/><w:right w:w="15" w:type="dxa"/></w:tblCellMar>'
                            f'<w:tblLook w:val="04A0"/></w:tblPr><w:tblGrid>{grid}</w:tblGrid>{trs}</w:tbl>'
                        )
                    )
    els.append(para(run("© 2026 Sabarmati Bank of India. All rights reserved.", size=16)))
    for e in els:
        sect.addprevious(e)
    d.save(os.path.join(DOCS, FILE))
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
