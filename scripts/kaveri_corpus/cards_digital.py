"""cards_and_digital_banking_faq.docx — hand-written WordprocessingML (no
python-docx), imitating a Google Docs export: style ids "Title", "Subtitle",
"Heading1" and "Heading3" (style names in lower case, e.g. "heading 3", and
the default paragraph style named "normal"), explicit Arial run formatting,
one abstract numbering definition per list, a borders-only table with no
table style, and a few empty spacer paragraphs.  Section headings use
Heading1 and every question uses Heading3 (there is no Heading2).  The core
properties carry an author but no title.  Built with zipfile only, so the
output is byte-for-byte reproducible."""

from __future__ import annotations

import re
import zipfile
from xml.sax.saxutils import escape

FILE_NAME = "cards_and_digital_banking_faq.docx"

TOLL_FREE = "1800 208 4455"

# Block types: title, subtitle, h1, q, p, bullets, steps, table, empty
CONTENT = [
    ("title", "Everyday Banking Help: Cards, Net Banking, Cheques and Statements"),
    ("subtitle", "Kaveri Bank Customer Help Centre · updated September 2025"),
    (
        "p",
        "Answers to the questions our contact centre hears most often. For "
        "anything not covered here, call us on **" + TOLL_FREE + "** (24x7, "
        "toll-free).",
    ),
    ("h1", "Debit cards"),
    ("q", "What are the daily limits on my debit card?"),
    ("p", "Default daily limits depend on the card variant:"),
    (
        "table",
        ["Debit card", "ATM cash withdrawal per day", "Shopping (POS + online) per day", "Contactless without PIN"],
        [
            ["RuPay Classic", "₹25,000", "₹50,000", "₹5,000 per transaction"],
            ["Visa Platinum", "₹50,000", "₹2,00,000", "₹5,000 per transaction"],
            ["Visa Signature", "₹1,00,000", "₹5,00,000", "₹5,000 per transaction"],
        ],
    ),
    ("p", "Contactless payments above ₹5,000 need your PIN."),
    ("q", "Can I change my card limits or turn off international use?"),
    (
        "p",
        "Yes. In the Kaveri Mobile app open Cards > Manage Card to lower or "
        "raise your limits up to the maximum for your variant, and to switch "
        "ATM, online, contactless and international use on or off. Changes "
        "take effect immediately.",
    ),
    ("q", "How do I block a lost or stolen debit card?"),
    ("p", "Block it at once using any one of these channels:"),
    (
        "steps",
        [
            "Kaveri Mobile app: Cards > Block Card (the block is instant).",
            "SMS BLOCK followed by the last four digits of your card to 56161 from "
            "your registered mobile number, e.g. BLOCK 4821.",
            "Call " + TOLL_FREE + " (24x7) and choose option 2.",
            "Net banking: Cards > Debit Card > Hotlist.",
        ],
    ),
    (
        "p",
        "You receive an SMS with a reference number. Under RBI rules your "
        "liability is zero for unauthorised transactions reported within 3 "
        "working days of receiving the bank's alert.",
    ),
    ("q", "How do I get a replacement debit card?"),
    (
        "p",
        "Request it in the app or at a branch after blocking the old card. "
        "The replacement costs ₹200 plus GST and is delivered to your "
        "registered address within 7 working days; set the PIN in the app "
        "or at any Kaveri ATM.",
    ),
    ("q", "How many ATM transactions are free?"),
    (
        "p",
        "Five transactions a month at Kaveri ATMs, and at other banks' ATMs "
        "three a month in the six metro cities and five elsewhere. Beyond "
        "these, each cash withdrawal costs ₹23 and each balance enquiry ₹11, "
        "plus GST.",
    ),
    ("q", "Money was debited but an ATM did not give cash. What now?"),
    (
        "p",
        "The amount is reversed automatically within 5 working days of the "
        "transaction. If it is not, the bank pays you ₹100 for every day of "
        "delay after that, without your having to ask. You can also raise a "
        "complaint in the app under Help > ATM Dispute.",
    ),
    ("empty",),
    ("h1", "Net banking"),
    ("q", "How do I register for net banking?"),
    ("p", "If you have an active Kaveri debit card you can register online in about five minutes:"),
    (
        "steps",
        [
            "Go to the Kaveri Bank website and click Net Banking > New User.",
            "Enter your customer ID (printed on your passbook or cheque book) and "
            "registered mobile number, then the OTP.",
            "Enter your debit card number, expiry date and ATM PIN.",
            "Set your login password and transaction password.",
            "Log in with your customer ID and the new password.",
        ],
    ),
    (
        "p",
        "Without a debit card, submit the net banking form at your branch; "
        "the activation link is sent by SMS within 2 working days.",
    ),
    ("q", "I have forgotten my password or my login is locked."),
    (
        "p",
        "Your login is locked after three wrong passwords and unlocks on "
        "its own after 24 hours. To reset it at once, use Forgot Password on "
        "the login page with your debit card details and OTP.",
    ),
    ("q", "What are the transfer limits in net banking?"),
    (
        "p",
        "Up to ₹10 lakh a day in total across NEFT, RTGS and IMPS "
        "(IMPS up to ₹5 lakh per transaction). For the first 24 hours after "
        "you add a new beneficiary you can send that beneficiary at most "
        "₹50,000. RTGS is for amounts of ₹2 lakh and above.",
    ),
    ("empty",),
    ("h1", "Cheque books"),
    ("q", "How do I request a cheque book?"),
    ("p", "Request a 25-leaf or 50-leaf book through:"),
    (
        "bullets",
        [
            "the Kaveri Mobile app or net banking (Services > Cheque Book);",
            "any Kaveri ATM (Other Services > Cheque Book Request);",
            "SMS CHQBK to 56161 from your registered mobile;",
            "your home branch, with the requisition slip from your old book.",
        ],
    ),
    ("p", "The book is sent by Speed Post to your registered address within 7 working days."),
    ("q", "Is there a charge for cheque books?"),
    (
        "p",
        "Regular Savings accounts get 25 leaves free each financial year; "
        "after that each leaf costs ₹4 plus GST. Sanchay Plus and Senior "
        "Savings accounts get unlimited free cheque leaves. Current account "
        "allowances are in the Business Current Account FAQ.",
    ),
    ("q", "How do I stop payment of a cheque?"),
    (
        "p",
        "Stop payment in the app or net banking under Services > Stop "
        "Cheque, free of charge. At a branch the charge is ₹100 per cheque, "
        "or ₹250 for a range of cheques, plus GST.",
    ),
    ("empty",),
    ("h1", "Account statements"),
    ("q", "How can I get a printed (physical) statement?"),
    ("p", "Choose one of these options:"),
    (
        "bullets",
        [
            "Quarterly statement by post: opt in once through net banking "
            "(Services > Statement Preferences) or the branch, and it is posted "
            "free every quarter.",
            "Ad-hoc statement for any period: request it through net banking "
            "(Services > Request Physical Statement), by calling "
            + TOLL_FREE
            + ", or at the branch; it is posted within 7 working days.",
            "Passbook: update it at a branch or at any passbook printing kiosk, free of charge.",
        ],
    ),
    ("q", "What does an ad-hoc printed statement cost?"),
    (
        "p",
        "₹100 plus GST per statement for periods within the last 12 months, "
        "and ₹200 plus GST for each financial year older than that. Senior "
        "citizens get one ad-hoc printed statement free every quarter.",
    ),
    ("q", "How do I get e-mail statements?"),
    (
        "p",
        "Monthly e-statements are sent free to your registered e-mail as a "
        "password-protected PDF. The password is the first four letters of "
        "your name in capitals followed by your date of birth as DDMM, for "
        "example ASHA0512.",
    ),
    ("empty",),
    ("h1", "Contacting Kaveri Bank"),
    ("q", "How can I contact Kaveri Bank?"),
    (
        "bullets",
        [
            "24x7 phone banking (toll-free within India): **" + TOLL_FREE + "**",
            "From outside India: +91 80 6950 1234 (call charges apply)",
            "E-mail: care@kaveribank.in — we reply within 2 working days",
            "WhatsApp banking: +91 90030 12345 (send Hi to start)",
            "Chat: in the Kaveri Mobile app under Help",
        ],
    ),
    ("q", "What are branch working hours?"),
    (
        "p",
        "Branches are open 10:00 am to 4:00 pm, Monday to Friday, and on "
        "the first, third and fifth Saturdays of the month. They are closed "
        "on the second and fourth Saturdays, Sundays and public holidays. "
        "Branches marked Extended Hours in the branch locator stay open "
        "until 7:00 pm on weekdays.",
    ),
    ("q", "How do I escalate a complaint?"),
    (
        "steps",
        [
            "Raise it with your branch, on " + TOLL_FREE + " or at care@kaveribank.in and note the complaint number.",
            "If you are not satisfied, write to the Grievance Redressal Officer "
            "at grievance@kaveribank.in; you will get a reply within 10 working "
            "days.",
            "Next, write to the Principal Nodal Officer, Kaveri Bank Ltd., Head "
            "Office, 14 Cauvery Road, Mysuru 570001 (pno@kaveribank.in).",
            "If the complaint is not resolved within 30 days, or you are unhappy "
            "with the reply, you may complain to the RBI Integrated Ombudsman at "
            "cms.rbi.org.in.",
        ],
    ),
]

# --------------------------------------------------------------------------
# WordprocessingML writer

W_NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
)

FONT = '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/>'


def _runs(text: str, extra_rpr: str = "") -> str:
    """Split on **bold** markers and return w:r elements."""
    out = []
    for i, part in enumerate(re.split(r"\*\*", text)):
        if not part:
            continue
        bold = "<w:b/>" if i % 2 else ""
        out.append(f'<w:r><w:rPr>{FONT}{bold}{extra_rpr}</w:rPr><w:t xml:space="preserve">{escape(part)}</w:t></w:r>')
    return "".join(out)


def _para(text: str, style: str | None = None, num_id: int | None = None, extra_rpr: str = "") -> str:
    ppr = ""
    if style or num_id is not None:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if num_id is not None:
            ppr += (
                f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num_id}"/>'
                '</w:numPr><w:spacing w:before="0" w:after="0"/>'
                '<w:ind w:left="720" w:hanging="360"/>'
            )
        ppr += "</w:pPr>"
    return f"<w:p>{ppr}{_runs(text, extra_rpr)}</w:p>"


def _table(header, rows) -> str:
    ncols = len(header)
    width = 9360 // ncols
    border = '<w:{0} w:val="single" w:sz="8" w:space="0" w:color="000000"/>'
    borders = "".join(border.format(s) for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
    grid = "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(ncols))

    def cell(text, bold=False, shade=False):
        shd = '<w:shd w:val="clear" w:color="auto" w:fill="EFEFEF"/>' if shade else ""
        runs = _runs(text, "<w:b/>" if bold else "")
        return (
            f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/>{shd}'
            '<w:tcMar><w:top w:w="100" w:type="dxa"/>'
            '<w:left w:w="100" w:type="dxa"/>'
            '<w:bottom w:w="100" w:type="dxa"/>'
            '<w:right w:w="100" w:type="dxa"/></w:tcMar></w:tcPr>'
            '<w:p><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr>'
            f"{runs}</w:p></w:tc>"
        )

    trs = ["<w:tr><w:trPr><w:tblHeader/></w:trPr>" + "".join(cell(h, True, True) for h in header) + "</w:tr>"]
    for row in rows:
        trs.append("<w:tr>" + "".join(cell(c) for c in row) + "</w:tr>")
    return (
        '<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/>'
        '<w:jc w:val="left"/>'
        f"<w:tblBorders>{borders}</w:tblBorders>"
        '<w:tblLayout w:type="fixed"/><w:tblLook w:val="0600"/></w:tblPr>'
        f"<w:tblGrid>{grid}</w:tblGrid>{''.join(trs)}</w:tbl>"
    )


def _abstract_num(aid: int, kind: str) -> str:
    if kind == "bullet":
        lvl = (
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>'
            '<w:lvlText w:val="●"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>'
            '<w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:u w:val="none"/></w:rPr></w:lvl>'
        )
    else:
        lvl = (
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
            '<w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>'
            '<w:rPr><w:u w:val="none"/></w:rPr></w:lvl>'
        )
    return f'<w:abstractNum w:abstractNumId="{aid}"><w:multiLevelType w:val="hybridMultilevel"/>{lvl}</w:abstractNum>'


STYLES_XML = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W_NS}>
<w:docDefaults>
<w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault>
</w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="400" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:sz w:val="40"/><w:szCs w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="320" w:after="80"/><w:outlineLvl w:val="2"/></w:pPr><w:rPr><w:color w:val="434343"/><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:after="60"/></w:pPr><w:rPr><w:sz w:val="52"/><w:szCs w:val="52"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:after="320"/></w:pPr><w:rPr><w:color w:val="666666"/><w:sz w:val="30"/><w:szCs w:val="30"/></w:rPr></w:style>
</w:styles>
"""

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>
"""

ROOT_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>
</Relationships>
"""

DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>
</Relationships>
"""

SETTINGS_XML = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings {W_NS}><w:defaultTabStop w:val="720"/><w:compat/></w:settings>
"""

# Author only: this file deliberately has no dc:title.
CORE_XML = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:creator>Kaveri Bank Customer Experience Team</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2025-09-01T06:00:00Z</dcterms:created>
<dcterms:modified xsi:type="dcterms:W3CDTF">2025-09-12T10:15:00Z</dcterms:modified>
</cp:coreProperties>
"""

APP_XML = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Google Docs export (imitated)</Application></Properties>
"""


def _document_and_numbering():
    body = []
    abstracts = []
    nums = []
    n_questions = 0
    for block in CONTENT:
        kind = block[0]
        if kind == "title":
            body.append(_para(block[1], "Title"))
        elif kind == "subtitle":
            body.append(_para(block[1], "Subtitle"))
        elif kind == "h1":
            body.append(_para(block[1], "Heading1"))
        elif kind == "q":
            n_questions += 1
            body.append(_para(block[1], "Heading3"))
        elif kind == "p":
            body.append(_para(block[1]))
        elif kind == "empty":
            body.append("<w:p/>")
        elif kind in ("bullets", "steps"):
            aid = len(abstracts)
            num_id = aid + 1
            abstracts.append(_abstract_num(aid, "bullet" if kind == "bullets" else "decimal"))
            nums.append(f'<w:num w:numId="{num_id}"><w:abstractNumId w:val="{aid}"/></w:num>')
            for item in block[1]:
                body.append(_para(item, None, num_id))
        elif kind == "table":
            body.append(_table(block[1], block[2]))
            body.append("<w:p/>")
        else:  # pragma: no cover
            raise ValueError(kind)
    sect = (
        '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" '
        'w:left="1440" w:header="720" w:footer="720" w:gutter="0"/>'
        "</w:sectPr>"
    )
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f"<w:document {W_NS}><w:body>{''.join(body)}{sect}"
        "</w:body></w:document>"
    )
    numbering = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f"<w:numbering {W_NS}>{''.join(abstracts)}{''.join(nums)}"
        "</w:numbering>"
    )
    return document, numbering, n_questions


def build(out_path):
    document, numbering, n_questions = _document_and_numbering()
    parts = [
        ("[Content_Types].xml", CONTENT_TYPES),
        ("_rels/.rels", ROOT_RELS),
        ("docProps/core.xml", CORE_XML),
        ("docProps/app.xml", APP_XML),
        ("word/_rels/document.xml.rels", DOC_RELS),
        ("word/document.xml", document),
        ("word/styles.xml", STYLES_XML),
        ("word/numbering.xml", numbering),
        ("word/settings.xml", SETTINGS_XML),
    ]
    with zipfile.ZipFile(out_path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in parts:
            info = zipfile.ZipInfo(name, date_time=(2025, 9, 12, 10, 15, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data.encode("utf-8"))
    return n_questions
