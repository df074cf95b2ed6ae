"""07 Mobile banking app.
Pipeline: web-help page rebuilt in Word for the branch binder: intro, then a
"jump to a question" index of internal hyperlinks (w:hyperlink w:anchor) to
bookmarks on the questions below; categories are Heading 1; each question is a
Normal paragraph distinguished ONLY by colour (teal, not bold, same size) and
wrapped in a bookmark; every answer ends with a "Back to top" internal link.
"""

from xml.sax.saxutils import escape
from docx import Document
from docx.shared import RGBColor, Pt
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "07_mobile_banking"
TITLE = "KGB mPay Mobile Banking – Help and FAQs"

INTRO = (
    [
        (
            "p",
            "KGB mPay lets Krishna Gramin Bank customers check balances, transfer money, pay bills and manage "
            "their debit card from an Android or iPhone, at any time of the day. Select a question below to jump "
            "to its answer.",
        )
    ],
    ["Android or iPhone"],
)

CATS = [
    (
        "Getting started",
        [],
        [],
        [
            (
                "How do I register for KGB mPay?",
                [
                    ("p", "Download KGB mPay from Google Play or the App Store and then:"),
                    (
                        "ol",
                        [
                            "Enter your registered mobile number and allow the app to send a verification SMS.",
                            "Enter the last six digits of your debit card and its expiry date.",
                            "Enter the OTP received and set a 6-digit MPIN.",
                        ],
                    ),
                ],
                ["debit card", "verification SMS"],
            ),
            (
                "Which phones are supported?",
                [
                    (
                        "p",
                        "The app works on Android 8.0 and above and on iOS 14 and above. Rooted or jail-broken phones are "
                        "blocked for your safety.",
                    ),
                ],
                ["Android 8.0", "iOS 14"],
            ),
            (
                "Can I use mobile banking without internet?",
                [
                    (
                        "p",
                        "The app needs mobile data or Wi-Fi. Without internet you can still use the USSD service by dialling "
                        "*99# from your registered mobile for balance enquiry and transfers up to ₹5,000 a day.",
                    ),
                ],
                ["*99#", "₹5,000"],
            ),
        ],
    ),
    (
        "Payments and limits",
        [],
        [],
        [
            (
                "What are the transaction limits?",
                [
                    (
                        "p",
                        "The default daily limits are shown below. You can lower them at any time under Settings > Limits.",
                    ),
                    (
                        "table",
                        [
                            ["Type of transfer", "Limit per day"],
                            ["Own KGB accounts", "No limit"],
                            ["IMPS", "₹2,00,000"],
                            ["NEFT / RTGS", "₹5,00,000"],
                            ["UPI", "₹1,00,000"],
                            ["New beneficiary (first 24 hours)", "₹50,000"],
                        ],
                    ),
                ],
                ["₹5,00,000", "first 24 hours"],
            ),
            (
                "How do I add a beneficiary?",
                [
                    (
                        "p",
                        "Go to Transfers > Manage beneficiaries, enter the account number and IFSC and confirm with the OTP. "
                        "For your safety a new beneficiary can receive money only after a cooling period of 30 minutes.",
                    ),
                ],
                ["cooling period of 30 minutes", "IFSC"],
            ),
            (
                "Can I pay electricity and phone bills?",
                [
                    (
                        "p",
                        "Yes. The Bill Pay menu is connected to Bharat BillPay, so you can pay APSPDCL electricity bills, "
                        "mobile and DTH recharges, FASTag and water bills. Paid bills are listed for 12 months.",
                    ),
                ],
                ["Bharat BillPay", "APSPDCL"],
            ),
        ],
    ),
    (
        "Security",
        [],
        [],
        [
            (
                "How is my login protected?",
                [
                    (
                        "p",
                        "The app is bound to your phone and SIM, and each login needs your MPIN or fingerprint. The session "
                        "ends automatically after 5 minutes of inactivity.",
                    ),
                ],
                ["5 minutes", "MPIN"],
            ),
            (
                "What should I do if my phone is lost?",
                [
                    (
                        "p",
                        "Call 1800 572 3300 immediately to block mobile banking. Also ask your mobile operator to block the "
                        "SIM. You can re-register on a new phone after getting a duplicate SIM.",
                    ),
                ],
                ["1800 572 3300", "duplicate SIM"],
            ),
            (
                "Will the bank ever ask for my MPIN or OTP?",
                [
                    (
                        "p",
                        "Never. Bank staff will never ask for your MPIN, OTP, card PIN or CVV by phone, SMS, e-mail or "
                        "WhatsApp. Anyone who asks for them is a fraudster.",
                    ),
                ],
                ["WhatsApp", "fraudster"],
            ),
        ],
    ),
    (
        "Charges",
        [],
        [],
        [
            (
                "Are there any charges for using KGB mPay?",
                [
                    ("p", "Registration and use of the app are free. Transfers are charged as in branch banking:"),
                    (
                        "ul",
                        [
                            "UPI and NEFT: free",
                            "IMPS up to ₹1,000: free",
                            "IMPS above ₹1,000: ₹5 plus GST per transfer",
                        ],
                    ),
                ],
                ["₹5 plus GST"],
            ),
        ],
    ),
]

TEAL = "00827F"


def hyperlink(par, anchor, text, color="0563C1"):
    h = parse_xml(
        '<w:hyperlink %s w:anchor="%s" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/>'
        '<w:color w:val="%s"/><w:u w:val="single"/></w:rPr><w:t xml:space="preserve">%s</w:t></w:r></w:hyperlink>'
        % (nsdecls("w"), anchor, color, escape(text))
    )
    par._p.append(h)


_bm = [0]


def bookmark(par, name):
    _bm[0] += 1
    par._p.insert(
        1 if par._p.pPr is not None else 0,
        parse_xml('<w:bookmarkStart %s w:id="%d" w:name="%s"/>' % (nsdecls("w"), _bm[0], name)),
    )
    par._p.append(parse_xml('<w:bookmarkEnd %s w:id="%d"/>' % (nsdecls("w"), _bm[0])))


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            doc.add_paragraph(val)
        elif kind in ("ul", "ol"):
            for it in val:
                doc.add_paragraph(it, style="List Bullet" if kind == "ul" else "List Number")
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Light List Accent 1"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = TITLE
    from docx.enum.style import WD_STYLE_TYPE

    hs = doc.styles.add_style("Hyperlink", WD_STYLE_TYPE.CHARACTER)
    hs.font.color.rgb = RGBColor.from_string("0563C1")
    hs.font.underline = True
    t = doc.add_paragraph(TITLE, style="Title")
    bookmark(t, "_top")
    add_blocks(doc, INTRO[0])
    # jump list
    jl = doc.add_paragraph()
    jl.add_run("Jump to a question:").bold = True
    n = 0
    for cat, cb, cm, qs in CATS:
        for qu, blocks, must in qs:
            n += 1
            p = doc.add_paragraph()
            p.paragraph_format.left_indent = Pt(18)
            p.paragraph_format.space_after = Pt(0)
            hyperlink(p, "faq%02d" % n, qu)
    n = 0
    for cat, cb, cm, qs in CATS:
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qu, blocks, must in qs:
            n += 1
            p = doc.add_paragraph()
            p.paragraph_format.space_before = Pt(12)
            p.paragraph_format.keep_with_next = True
            r = p.add_run(qu)
            r.font.color.rgb = RGBColor.from_string(TEAL)
            bookmark(p, "faq%02d" % n)
            add_blocks(doc, blocks)
            back = doc.add_paragraph()
            back.paragraph_format.alignment = 2  # right
            hyperlink(back, "_top", "Back to top ↑", color="7F7F7F")
    doc.sections[0].footer.paragraphs[0].text = "KGB mPay Help – Krishna Gramin Bank – 1800 572 3300"
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "Word help page: hyperlinked jump-list to bookmarks, Heading 1 categories, questions are "
        'Normal paragraphs in teal colour only, "Back to top" links after answers',
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
