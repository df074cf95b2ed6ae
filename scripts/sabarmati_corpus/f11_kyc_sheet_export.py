"""Habit 11: a Google Sheet pasted into Google Docs and downloaded as .docx.
Title paragraph; one two-column table 'Question | Answer' with the first row merely bold
(no table style, no header-row flag); there is no category column – category rows have
an empty Answer cell (and a sheet fill colour); multi-line cells typed with '- ' lines;
a second table with service charges under a bold line."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.oxml import parse_xml

FILE = "KYC_FAQ_sheet_export.docx"

DOC = {
    "title": "KYC & Account Updates – FAQ",
    "cats": [
        {
            "name": "KYC Documents",
            "qs": [
                {
                    "q": "What is KYC and why is it required?",
                    "a": [
                        (
                            "p",
                            "KYC (Know Your Customer) is the process by which the Bank verifies the identity and address of its customers, as required by the Prevention of Money Laundering Act, 2002 and RBI's KYC Directions. KYC documents must be submitted at the time of opening an account and updated periodically.",
                        ),
                    ],
                },
                {
                    "q": "Which documents are accepted as proof of identity and address?",
                    "a": [
                        ("p", "Any one of the following Officially Valid Documents (OVDs):"),
                        (
                            "ul",
                            [
                                "Passport",
                                "Driving licence",
                                "Voter ID card",
                                "Proof of possession of Aadhaar number",
                                "Job card issued by NREGA signed by a State Government officer",
                                "Letter issued by the National Population Register",
                            ],
                        ),
                        ("p", "In addition, PAN or Form 60 and one recent photograph are required."),
                    ],
                },
                {
                    "q": "Is PAN mandatory for opening an account?",
                    "a": [
                        (
                            "p",
                            "PAN is mandatory for all accounts except BSBDA. A customer who does not have PAN must submit Form 60 and furnish PAN within 6 months or when it is allotted. PAN must be linked with Aadhaar; an inoperative PAN attracts TDS at 20% on deposit interest.",
                        ),
                    ],
                },
                {
                    "q": "What if my current address is different from the address in my OVD?",
                    "a": [
                        (
                            "p",
                            "You can give a self-declaration of the current address along with a deemed OVD such as a utility bill not more than 2 months old, a property tax receipt or a pension payment order. The OVD with the current address must then be submitted within 3 months.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Periodic Updation (Re-KYC)",
            "qs": [
                {
                    "q": "How often do I need to update my KYC?",
                    "a": [
                        ("p", "KYC is updated periodically depending on the risk category of the customer:"),
                        (
                            "ul",
                            [
                                "High risk – once every 2 years",
                                "Medium risk – once every 8 years",
                                "Low risk – once every 10 years",
                            ],
                        ),
                        ("p", "The Bank sends at least three reminders by SMS, email and letter before the due date."),
                    ],
                },
                {
                    "q": "How can I complete re-KYC if there is no change in my details?",
                    "a": [
                        (
                            "p",
                            "Submit a self-declaration of no change through any of these channels: Internet Banking (e-Services → Re-KYC), SabarMobile, email from the registered email ID to rekyc@sabarmatibank.example, the Bank's ATMs, or a letter at any branch. Physical presence at the branch is not required.",
                        ),
                    ],
                },
                {
                    "q": "What happens if I do not complete re-KYC by the due date?",
                    "a": [
                        (
                            "p",
                            "After the due date and a grace period of 3 months, the account is partially frozen: credits are allowed but debits are not permitted, except for loan EMIs and statutory dues. The freeze is removed on the same day once KYC is updated.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Updating Mobile Number, Address and PAN",
            "qs": [
                {
                    "q": "How do I update my mobile number?",
                    "a": [
                        (
                            "p",
                            "At any Sabarmati Bank ATM: Services → Mobile Number Registration, using your debit card and PIN; confirm through the OTPs sent to the old and new numbers.",
                        ),
                        (
                            "p",
                            "At the branch: submit the Mobile Number Registration/Change Form with an OVD. The change takes effect within 1 working day. For security, online fund transfers are limited to ₹25,000 for 24 hours after the change.",
                        ),
                    ],
                },
                {
                    "q": "How do I change my address in the account?",
                    "a": [
                        (
                            "p",
                            "Submit a request with the OVD showing the new address at any branch, or upload it through Internet Banking (e-Services → Update Address). If only the address has changed, a self-declaration of the new address is sufficient, and the proof can be submitted within 3 months. The address is updated within 2 working days.",
                        ),
                    ],
                },
                {
                    "q": "How do I update or link my PAN to my account?",
                    "a": [
                        (
                            "p",
                            "Log in to Internet Banking, select e-Services → Update PAN and enter the PAN; it is verified online with the Income Tax Department. You can also submit a self-attested copy of the PAN card at any branch. The name and date of birth in the PAN must match the account records.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Video KYC",
            "qs": [
                {
                    "q": "What is Video KYC and who can use it?",
                    "a": [
                        (
                            "p",
                            "Video KYC (V-CIP) allows a new customer to open a savings account, or an existing customer to complete re-KYC, through a live video call with a Bank official, without visiting the branch. It is available to resident Indians aged 18 years and above, who are physically present in India at the time of the call.",
                        ),
                    ],
                },
                {
                    "q": "What do I need to keep ready for Video KYC?",
                    "a": [
                        ("p", "Please keep the following ready before starting the call:"),
                        (
                            "ul",
                            [
                                "Aadhaar-linked mobile number for Aadhaar OTP",
                                "Original PAN card",
                                "A blank white paper and a blue or black pen for the signature",
                                "A smartphone or laptop with camera and a stable internet connection, in a well-lit room",
                            ],
                        ),
                    ],
                },
                {
                    "q": "What are the timings for Video KYC?",
                    "a": [
                        (
                            "p",
                            "Video KYC calls are available from 9:00 am to 9:00 pm on all days except national holidays. The call usually takes about 10 minutes, and the account number is sent by SMS once the call is approved.",
                        ),
                    ],
                },
            ],
        },
    ],
}

CHARGES_TITLE = "Service charges for account-related services"
CHARGES_NOTE = "Charges below are inclusive of GST and effective from 01-04-2026."
CHARGES = [
    ["Service", "Charges (₹)", "Remarks"],
    ["Updating mobile number, address, PAN or email", "Nil", "All channels"],
    ["Balance certificate", "100", "Free for senior citizens"],
    ["Interest certificate", "Nil / 100", "Free online; ₹100 at branch"],
    ["Signature verification / attestation", "150", "Per request"],
    ["Photograph attestation", "100", "Per request"],
    ["Duplicate passbook", "100", "Plus ₹50 per page of previous entries"],
    ["Copy of old account statement", "100", "For each year of statement"],
]

GBORDERS = (
    '<w:tblBorders><w:top w:val="single" w:sz="8" w:space="0" w:color="000000"/><w:left w:val="single" w:sz="8" w:space="0" w:color="000000"/>'
    '<w:bottom w:val="single" w:sz="8" w:space="0" w:color="000000"/><w:right w:val="single" w:sz="8" w:space="0" w:color="000000"/>'
    '<w:insideH w:val="single" w:sz="8" w:space="0" w:color="000000"/><w:insideV w:val="single" w:sz="8" w:space="0" w:color="000000"/></w:tblBorders>'
)


def gpara(text, bold=False, sz=20):
    b = "<w:b/><w:bCs/>" if bold else ""
    return (
        f'<w:p><w:pPr><w:widowControl w:val="0"/><w:spacing w:line="240" w:lineRule="auto"/></w:pPr>'
        f'<w:r><w:rPr><w:rFonts w:ascii="Arial" w:cs="Arial" w:eastAsia="Arial" w:hAnsi="Arial"/>{b}<w:sz w:val="{sz}"/><w:szCs w:val="{sz}"/>'
        f'<w:rtl w:val="0"/></w:rPr><w:t xml:space="preserve">{esc(text)}</w:t></w:r></w:p>'
    )


def gcell(width, paras, fill=None):
    shd = f'<w:shd w:fill="{fill}" w:val="clear"/>' if fill else ""
    if not paras:
        paras = ['<w:p><w:pPr><w:widowControl w:val="0"/><w:spacing w:line="240" w:lineRule="auto"/></w:pPr></w:p>']
    return (
        f'<w:tc><w:tcPr><w:tcW w:w="{width}.0" w:type="dxa"/>{shd}<w:tcMar><w:top w:w="100.0" w:type="dxa"/><w:left w:w="100.0" w:type="dxa"/>'
        f'<w:bottom w:w="100.0" w:type="dxa"/><w:right w:w="100.0" w:type="dxa"/></w:tcMar><w:vAlign w:val="top"/></w:tcPr>'
        + "".join(paras)
        + "</w:tc>"
    )


def gtable(widths, rows_xml):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    return parse_xml(
        f'<w:tbl {W_NS}><w:tblPr><w:tblStyle w:val="Table1"/><w:tblW w:w="{sum(widths)}.0" w:type="dxa"/><w:jc w:val="left"/>'
        f'<w:tblInd w:w="-115.0" w:type="dxa"/>{GBORDERS}<w:tblLayout w:type="fixed"/><w:tblLook w:val="0600"/></w:tblPr>'
        f"<w:tblGrid>{grid}</w:tblGrid>"
        + "".join(
            f'<w:tr><w:trPr><w:cantSplit w:val="0"/><w:tblHeader w:val="0"/></w:trPr>{r}</w:tr>' for r in rows_xml
        )
        + "</w:tbl>"
    )


def cell_paras(blocks):
    out = []
    for b in blocks:
        if b[0] in ("p", "note"):
            out.append(gpara(b[1]))
        elif b[0] in ("ul", "ol"):
            out.extend(gpara("- " + x) for x in b[1])
    return out


def main():
    d = Document()
    d.core_properties.author = ""
    d.core_properties.title = ""
    d.styles["Normal"].font.name = "Arial"
    add_style_xml(
        d,
        f'<w:style {W_NS} w:type="table" w:styleId="Table1"><w:name w:val="Table 1"/><w:basedOn w:val="TableNormal"/>'
        f'<w:tblPr><w:tblStyleRowBandSize w:val="1"/><w:tblStyleColBandSize w:val="1"/><w:tblInd w:w="0.0" w:type="dxa"/>'
        f'<w:tblCellMar><w:top w:w="100.0" w:type="dxa"/><w:left w:w="100.0" w:type="dxa"/><w:bottom w:w="100.0" w:type="dxa"/><w:right w:w="100.0" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>',
    )
    body = d.element.body
    sect = body[-1]
    els = [
        parse_xml(
            f'<w:p {W_NS}><w:pPr><w:spacing w:after="200"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Arial" w:cs="Arial" w:eastAsia="Arial" w:hAnsi="Arial"/><w:b/><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr><w:t>{esc(DOC["title"])}</w:t></w:r></w:p>'
        )
    ]
    W = (3600, 5760)
    rows = [gcell(W[0], [gpara("Question", bold=True)]) + gcell(W[1], [gpara("Answer", bold=True)])]
    for c in DOC["cats"]:
        rows.append(gcell(W[0], [gpara(c["name"])], fill="D9EAD3") + gcell(W[1], [], fill="D9EAD3"))
        for q in c["qs"]:
            rows.append(gcell(W[0], [gpara(q["q"])]) + gcell(W[1], cell_paras(q["a"])))
    els.append(gtable(W, rows))
    els.append(parse_xml(f'<w:p {W_NS}><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:p>'))
    els.append(parse_xml(f"<w:p {W_NS}>" + gpara(CHARGES_TITLE, bold=True, sz=24)[5:]))
    els.append(parse_xml(f"<w:p {W_NS}>" + gpara(CHARGES_NOTE)[5:]))
    W2 = (4200, 1800, 3360)
    rows2 = []
    for i, r in enumerate(CHARGES):
        rows2.append("".join(gcell(w, [gpara(v, bold=(i == 0))]) for w, v in zip(W2, r)))
    els.append(gtable(W2, rows2))
    els.append(parse_xml(f'<w:p {W_NS}><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:p>'))
    for e in els:
        sect.addprevious(e)
    d.save(os.path.join(DOCS, FILE))
    charges_units = [CHARGES_NOTE] + [c for r in CHARGES for c in r]
    exp = build_expected(
        DOC,
        FILE,
        "Google Sheet pasted into Google Docs and downloaded as .docx: 2-column 'Question | Answer' table, first row just bold, category rows with empty Answer cell, second table of charges under a bold line",
        extra_sections=[
            (
                [CHARGES_TITLE],
                charges_units,
                ["01-04-2026", "Signature verification / attestation", "Plus ₹50 per page of previous entries"],
            )
        ],
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
