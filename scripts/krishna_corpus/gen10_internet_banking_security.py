"""10 Internet banking security.
Pipeline: document written by the bank's (German) internet-banking vendor in a
German-language Word: built-in styles keep their English w:name ("heading 1",
"Title", "List Bullet") but have LOCALIZED style ids ("berschrift1",
"berschrift2", "Titel", "Standard", "Aufzhlungszeichen") - exactly what German
Word writes. Q&A blocks are separated by horizontal rules (empty paragraphs
with a bottom border, as produced by Word's '---' AutoFormat).
"""

import re
import shutil
import zipfile
from docx import Document
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from common import *

STEM = "10_internet_banking_security"
TITLE = "Internet Banking – Staying Safe Online"

INTRO = (
    [
        (
            "p",
            "KGB NetBanking is protected by several layers of security, but your own care is the most important "
            "safeguard. Please read these questions and answers and share them with family members who bank "
            "with us.",
        )
    ],
    ["KGB NetBanking"],
)

CATS = [
    (
        "Logging in safely",
        [],
        [],
        [
            (
                "What is the correct address of KGB NetBanking?",
                [
                    (
                        "p",
                        "Always type https://netbanking.krishnagraminbank.in yourself in the browser. Check for the padlock "
                        "symbol and never log in through a link received by SMS, e-mail or social media.",
                    ),
                ],
                ["netbanking.krishnagraminbank.in", "padlock"],
            ),
            (
                "Is it safe to use internet banking in a cyber café?",
                [
                    (
                        "p",
                        "Avoid shared or public computers. If you must use one, open a private browsing window, do not let "
                        "the browser save your password, and log out and close the browser when you finish.",
                    ),
                ],
                ["private browsing window"],
            ),
            (
                "Why am I logged out automatically?",
                [
                    (
                        "p",
                        "For your protection, the session ends after 10 minutes without activity, and you can be logged in "
                        "from only one device at a time.",
                    ),
                ],
                ["10 minutes", "one device"],
            ),
        ],
    ),
    (
        "Passwords and OTPs",
        [],
        [],
        [
            (
                "What are the rules for my login password?",
                [
                    ("p", "Your password must:"),
                    (
                        "ul",
                        [
                            "be 8 to 20 characters long",
                            "contain upper-case and lower-case letters, a number and a special character",
                            "be changed every 90 days",
                            "not repeat any of your last 5 passwords",
                        ],
                    ),
                ],
                ["90 days", "last 5 passwords"],
            ),
            (
                "What happens if I enter a wrong password several times?",
                [
                    (
                        "p",
                        "After 3 consecutive wrong attempts your user ID is locked for 24 hours. You can unlock it earlier "
                        "using the “Forgot password” option with your debit card details, or at your branch.",
                    ),
                ],
                ["24 hours", "Forgot password"],
            ),
            (
                "How does the bank use OTPs?",
                [
                    (
                        "p",
                        "A one-time password is sent to your registered mobile for every payment and for adding a payee. "
                        "Each OTP is valid for 3 minutes and works only for the transaction it was sent for.",
                    ),
                ],
                ["valid for 3 minutes"],
            ),
        ],
    ),
    (
        "Spotting fraud",
        [],
        [],
        [
            (
                "How can I recognise a phishing message?",
                [
                    ("p", "Be suspicious of any message that:"),
                    (
                        "ul",
                        [
                            "threatens to block your account unless you act immediately",
                            "asks for your password, OTP, card number or CVV",
                            "contains a link to a site whose address is not netbanking.krishnagraminbank.in",
                            "offers a prize, refund or KYC update in return for your details",
                        ],
                    ),
                ],
                ["prize, refund or KYC update"],
            ),
            (
                "What should I do if I shared my details by mistake?",
                [
                    (
                        "p",
                        "Change your password at once and call 1800 572 3300 to block internet banking. Report the fraud on "
                        "the national cyber-crime helpline 1930 or at cybercrime.gov.in within 24 hours – the sooner you "
                        "report, the better the chance of stopping the money.",
                    ),
                ],
                ["1930", "cybercrime.gov.in"],
            ),
        ],
    ),
    (
        "Limits and charges",
        [],
        [],
        [
            (
                "What are the default transaction limits?",
                [
                    ("p", "Default limits are set as follows and can be reduced online at any time:"),
                    (
                        "table",
                        [
                            ["User type", "Per transaction", "Per day"],
                            ["Retail – own accounts", "No limit", "No limit"],
                            ["Retail – third-party transfers", "₹2 lakh", "₹5 lakh"],
                            ["Corporate – third-party transfers", "₹10 lakh", "₹25 lakh"],
                        ],
                    ),
                ],
                ["₹25 lakh", "Corporate – third-party transfers"],
            ),
            (
                "Are there any charges for internet banking?",
                [
                    (
                        "p",
                        "Retail internet banking is free. Corporate users who choose a hardware security token pay ₹750 per "
                        "token, plus GST, valid for three years.",
                    ),
                ],
                ["₹750", "hardware security token"],
            ),
        ],
    ),
]

# built-in style id -> German Word style id
LOCAL = (
    [("Heading%dChar" % i, "berschrift%dZchn" % i) for i in range(1, 10)]
    + [("TitleChar", "TitelZchn")]
    + [("Heading%d" % i, "berschrift%d" % i) for i in range(1, 10)]
    + [
        ("Title", "Titel"),
        ("ListBullet", "Aufzhlungszeichen"),
        ("TableGrid", "Tabellenraster"),
        ("Normal", "Standard"),
        ("Footer", "Fuzeile"),
        ("Header", "Kopfzeile"),
        ("DefaultParagraphFont", "Absatz-Standardschriftart"),
        ("TableNormal", "NormaleTabelle"),
    ]
)


def rule(doc):
    p = doc.add_paragraph()
    ppr = p._p.get_or_add_pPr()
    ppr.append(
        parse_xml('<w:pBdr %s><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr>' % nsdecls("w"))
    )


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            doc.add_paragraph(val)
        elif kind == "ul":
            for it in val:
                doc.add_paragraph(it, style="List Bullet")
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt


def localize(path):
    tmp = path + ".tmp"
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename.startswith("word/") and item.filename.endswith(".xml"):
                s = data.decode("utf-8")
                for old, new in LOCAL:
                    s = re.sub(
                        r'(w:styleId="|<w:(?:pStyle|rStyle|tblStyle|basedOn|next|link) w:val=")%s"' % old,
                        r'\g<1>%s"' % new,
                        s,
                    )
                if item.filename == "word/styles.xml":
                    # linked character styles are custom styles: their names are localized too
                    s = re.sub(r'<w:name w:val="Heading (\d) Char"/>', r'<w:name w:val="Überschrift \1 Zchn"/>', s)
                    s = s.replace('<w:name w:val="Title Char"/>', '<w:name w:val="Titel Zchn"/>')
                    s = s.replace('<w:lang w:val="en-US"', '<w:lang w:val="de-DE"')
                data = s.encode("utf-8")
            zout.writestr(item, data)
    shutil.move(tmp, path)


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = TITLE
    doc.core_properties.author = "Finovia Banking Solutions GmbH"
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0])
    rule(doc)
    for cat, cb, cm, qs in CATS:
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qu, blocks, must in qs:
            doc.add_paragraph(qu, style="Heading 2")
            add_blocks(doc, blocks)
            rule(doc)
    doc.sections[0].footer.paragraphs[0].text = "Krishna Gramin Bank · Toll-free 1800 572 3300 · Never share your OTP"
    out = os.path.join(DOCX, STEM + ".docx")
    doc.save(out)
    localize(out)
    write_expected(
        STEM,
        "Word from a German-localized installation: Heading styles with localized ids "
        '(berschrift1/berschrift2/Titel/Standard, names still "heading 1"...), Q&A blocks separated by '
        "bottom-border horizontal rules",
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
