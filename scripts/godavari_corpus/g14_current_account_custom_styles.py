"""14: Modern-Word-style DOCX with custom paragraph styles.

Categories use Heading 1.  Questions use a custom style "Question"
(w:customStyle=1, basedOn Heading2, so outline level 1 is inherited) and
answers a custom style "Answer" (basedOn Normal).  Two answers contain a
call-out text box ("Note: ...") anchored in the answer, written as Word 2010+
does: mc:AlternateContent with a wps:wsp/wps:txbx DrawingML shape and a VML
v:textbox fallback.  Paragraphs carry w14:paraId/w14:textId and rsids.
"""

import random
import docx
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Inches, RGBColor
from common import *

STEM = "gb14_business_current_account_custom_styles"
TITLE = "Vyapar Business Current Accounts – Frequently Asked Questions"
INTRO = (
    "Godavari Bank offers four current account variants for proprietors, partnership firms, LLPs and companies. "
    "This FAQ covers account opening, balances, transaction limits and charges."
)

# blocks: ("p", text) | ("ul", items) | ("table", rows) | ("note", text, where)  where in {"end", "own"}
CATS = [
    (
        "Opening a Current Account",
        [
            (
                "Who can open a business current account?",
                [
                    (
                        "p",
                        "Sole proprietors, partnership firms, LLPs, private and public limited companies, trusts, societies, "
                        "clubs and Hindu Undivided Families can open a Vyapar current account at any of our branches.",
                    ),
                ],
                ["partnership firms, LLPs"],
            ),
            (
                "What documents are required for a proprietorship firm?",
                [
                    (
                        "p",
                        "The proprietor's PAN card and Aadhaar, and any two proofs of the business in the name of the firm:",
                    ),
                    (
                        "ul",
                        [
                            "GST registration certificate",
                            "Udyam registration certificate",
                            "Shops and Establishments licence",
                            "Import Export Code (IEC)",
                            "Electricity or telephone bill in the name of the firm",
                        ],
                    ),
                    (
                        "note",
                        "Note: For a sole proprietorship, the Bank also accepts the latest income-tax return with the "
                        "computation of income as one proof of business.",
                        "own",
                    ),
                ],
                ["Udyam registration certificate", "latest income-tax return"],
            ),
            (
                "How long does it take to open the account?",
                [
                    (
                        "p",
                        "The account is opened within 2 working days of receiving complete documents. Proprietors with a "
                        "GST registration can also open the account instantly through video KYC in the GodavariPay "
                        "Business app.",
                    ),
                ],
                ["within 2 working days", "video KYC"],
            ),
        ],
    ),
    (
        "Account Variants and Balances",
        [
            (
                "Which current account variants are available?",
                [
                    ("p", "Choose the variant that suits the size of your business:"),
                    (
                        "table",
                        [
                            [
                                "Variant",
                                "Quarterly average balance",
                                "Free cash deposit per month",
                                "Free cheque leaves per month",
                            ],
                            ["Vyapar Basic", "₹10,000", "₹2 lakh", "25"],
                            ["Vyapar Plus", "₹50,000", "₹10 lakh", "50"],
                            ["Vyapar Trade", "₹1,00,000", "₹20 lakh", "100"],
                            ["Vyapar Premium", "₹2,00,000", "₹30 lakh", "Unlimited"],
                        ],
                    ),
                ],
                ["Vyapar Premium", "₹2,00,000"],
            ),
            (
                "What happens if I do not maintain the quarterly average balance?",
                [
                    (
                        "p",
                        "Non-maintenance charges of ₹1,500 per quarter for Vyapar Basic, ₹3,000 for Vyapar Plus, ₹4,000 for "
                        "Vyapar Trade and ₹5,000 for Vyapar Premium are levied, plus GST.",
                    ),
                    (
                        "note",
                        "Note: Non-maintenance charges are waived for the first two quarters after the account is "
                        "opened.",
                        "end",
                    ),
                ],
                ["₹1,500 per quarter", "waived for the first two quarters"],
            ),
            (
                "Does a current account earn interest?",
                [
                    (
                        "p",
                        "No. As per RBI rules, no interest is paid on current accounts. However, with Vyapar Sweep, balances "
                        "above ₹1 lakh are moved automatically into fixed deposits in multiples of ₹25,000 and earn FD "
                        "interest.",
                    ),
                ],
                ["multiples of ₹25,000", "Vyapar Sweep"],
            ),
        ],
    ),
    (
        "Transactions and Charges",
        [
            (
                "What are the charges for cash deposits beyond the free limit?",
                [
                    (
                        "p",
                        "Cash deposited at the home branch beyond the free limit is charged at ₹4 per ₹1,000, subject to a "
                        "minimum of ₹50 per transaction. At other branches the charge is ₹5 per ₹1,000.",
                    ),
                ],
                ["₹4 per ₹1,000", "minimum of ₹50 per transaction"],
            ),
            (
                "What are the charges for NEFT, RTGS and IMPS?",
                [
                    (
                        "table",
                        [
                            ["Mode", "Amount", "Charge at branch (GST extra)"],
                            ["NEFT", "Up to ₹10,000", "₹2"],
                            ["NEFT", "Above ₹2 lakh", "₹20"],
                            ["RTGS", "₹2 lakh to ₹5 lakh", "₹20"],
                            ["RTGS", "Above ₹5 lakh", "₹45"],
                            ["IMPS", "Up to ₹5 lakh", "₹5"],
                        ],
                    ),
                    ("p", "NEFT and RTGS payments made through net banking or the app are free of charge."),
                ],
                ["Above ₹5 lakh", "₹45", "free of charge"],
            ),
            (
                "Can I get an overdraft on my current account?",
                [
                    (
                        "p",
                        "Yes. You can get an overdraft of up to 90% of your fixed deposits with us, or a business overdraft "
                        "of up to ₹50 lakh based on your turnover and credit assessment.",
                    ),
                ],
                ["up to ₹50 lakh", "up to 90% of your fixed deposits"],
            ),
        ],
    ),
    (
        "Digital Services",
        [
            (
                "What digital services are available for businesses?",
                [
                    (
                        "p",
                        "Vyapar net banking offers multiple users with maker-checker approval, bulk payments by file upload, "
                        "GST and customs duty payments, and account statements in Tally-compatible format.",
                    ),
                ],
                ["maker-checker approval", "Tally-compatible"],
            ),
            (
                "How do I get a UPI QR code and a payment soundbox?",
                [
                    (
                        "p",
                        "Apply in the GodavariPay Business app. The UPI QR code is free; the soundbox that announces "
                        "payments is available on a rental of ₹99 per month plus GST. UPI collections are credited to your "
                        "current account instantly.",
                    ),
                ],
                ["₹99 per month plus GST"],
            ),
        ],
    ),
]

NS_TB = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
    'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
    'xmlns:w10="urn:schemas-microsoft-com:office:word"'
)

random.seed(14)


def hexid(n=8):
    # w14 ids (paraId, anchorId, editId) must be < 0x80000000
    return random.choice("01234567") + "".join(random.choice("0123456789ABCDEF") for _ in range(n - 1))


def textbox_run(note, shape_no):
    label, rest = note.split(":", 1)
    inner = (
        '<w:p><w:pPr><w:pStyle w:val="Answer"/><w:spacing w:after="0"/><w:ind w:left="0"/></w:pPr>'
        "<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t>%s:</w:t></w:r>"
        '<w:r><w:t xml:space="preserve">%s</w:t></w:r></w:p>'
    ) % (esc(label), esc(rest))
    return (
        '<w:r %s><w:rPr><w:noProof/></w:rPr><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
        '<wp:anchor distT="45720" distB="45720" distL="114300" distR="114300" simplePos="0" '
        'relativeHeight="%d" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1" '
        'wp14:anchorId="%s" wp14:editId="%s">'
        '<wp:simplePos x="0" y="0"/>'
        '<wp:positionH relativeFrom="column"><wp:posOffset>3600450</wp:posOffset></wp:positionH>'
        '<wp:positionV relativeFrom="paragraph"><wp:posOffset>45720</wp:posOffset></wp:positionV>'
        '<wp:extent cx="2360930" cy="1005840"/><wp:effectExtent l="0" t="0" r="22860" b="22860"/>'
        '<wp:wrapSquare wrapText="bothSides"/><wp:docPr id="%d" name="Text Box %d"/><wp:cNvGraphicFramePr/>'
        '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">'
        '<a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
        '<wps:wsp><wps:cNvSpPr txBox="1"><a:spLocks noChangeArrowheads="1"/></wps:cNvSpPr>'
        '<wps:spPr bwMode="auto"><a:xfrm><a:off x="0" y="0"/><a:ext cx="2360930" cy="1005840"/></a:xfrm>'
        '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="FFF2CC"/></a:solidFill>'
        '<a:ln w="9525"><a:solidFill><a:srgbClr val="BF9000"/></a:solidFill><a:miter lim="800000"/>'
        "<a:headEnd/><a:tailEnd/></a:ln></wps:spPr>"
        "<wps:txbx><w:txbxContent>%s</w:txbxContent></wps:txbx>"
        '<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" '
        'anchor="t" anchorCtr="0"><a:spAutoFit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic>'
        '<wp14:sizeRelH relativeFrom="margin"><wp14:pctWidth>40000</wp14:pctWidth></wp14:sizeRelH>'
        '<wp14:sizeRelV relativeFrom="margin"><wp14:pctHeight>20000</wp14:pctHeight></wp14:sizeRelV>'
        "</wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict>"
        '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">'
        '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>'
        '<v:shape id="Text Box %d" o:spid="_x0000_s10%02d" type="#_x0000_t202" '
        'style="position:absolute;margin-left:283.5pt;margin-top:3.6pt;width:185.9pt;height:79.2pt;'
        "z-index:%d;visibility:visible;mso-wrap-style:square;mso-width-percent:400;mso-height-percent:200;"
        "mso-wrap-distance-left:9pt;mso-wrap-distance-top:3.6pt;mso-wrap-distance-right:9pt;"
        "mso-wrap-distance-bottom:3.6pt;mso-position-horizontal:absolute;mso-position-horizontal-relative:text;"
        "mso-position-vertical:absolute;mso-position-vertical-relative:text;mso-width-relative:margin;"
        'mso-height-relative:margin;v-text-anchor:top" fillcolor="#fff2cc" strokecolor="#bf9000">'
        '<v:textbox style="mso-fit-shape-to-text:t"><w:txbxContent>%s</w:txbxContent></v:textbox>'
        '<w10:wrap type="square"/></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>'
    ) % (
        NS_TB,
        251659264 + shape_no,
        hexid(),
        hexid(),
        200 + shape_no,
        shape_no,
        inner,
        shape_no,
        shape_no + 25,
        251659264 + shape_no,
        inner,
    )


def make_styles(doc):
    styles = doc.styles
    ans = styles.add_style("Answer", WD_STYLE_TYPE.PARAGRAPH)
    ans.base_style = styles["Normal"]
    ans.quick_style = True
    ans.paragraph_format.left_indent = Inches(0.25)
    ans.paragraph_format.space_after = Pt(8)
    ans.font.size = Pt(10.5)
    q = styles.add_style("Question", WD_STYLE_TYPE.PARAGRAPH)
    q.base_style = styles["Heading 2"]
    q.next_paragraph_style = ans
    q.quick_style = True
    q.font.size = Pt(12)
    q.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    q.paragraph_format.space_before = Pt(12)
    ans.next_paragraph_style = ans
    # Word writes a linked character style for custom paragraph styles
    qc = styles.add_style("Question Char", WD_STYLE_TYPE.CHARACTER)
    qc.base_style = styles["Heading 2 Char"]
    q.element.append(parse_xml('<w:link %s w:val="QuestionChar"/>' % nsdecls("w")))
    qc.element.append(parse_xml('<w:link %s w:val="Question"/>' % nsdecls("w")))
    for st in (q, ans):
        st.element.append(parse_xml('<w:rsid %s w:val="00A1%s"/>' % (nsdecls("w"), hexid(4))))
    # schema order inside w:style: name, aliases, basedOn, next, link, ..., qFormat, rsid, pPr, rPr
    order = [
        "name",
        "aliases",
        "basedOn",
        "next",
        "link",
        "autoRedefine",
        "hidden",
        "uiPriority",
        "semiHidden",
        "unhideWhenUsed",
        "qFormat",
        "locked",
        "personal",
        "personalCompose",
        "personalReply",
        "rsid",
        "pPr",
        "rPr",
        "tblPr",
        "trPr",
        "tcPr",
        "tblStylePr",
    ]
    for st in (q, ans, qc):
        el = st.element
        kids = sorted(list(el), key=lambda c: order.index(c.tag.split("}")[1]))
        for c in list(el):
            el.remove(c)
        for c in kids:
            el.append(c)


def main():
    doc = docx.Document()
    make_styles(doc)
    doc.styles["Normal"].font.name = "Calibri"
    doc.add_paragraph(TITLE, style="Title")
    doc.add_paragraph(INTRO, style="Answer").paragraph_format.left_indent = Inches(0)
    shape_no = 0
    for cat, qs in CATS:
        doc.add_heading(cat, level=1)
        for q, blocks, _ in qs:
            doc.add_paragraph(q, style="Question")
            last_p = None
            for blk in blocks:
                kind = blk[0]
                if kind == "p":
                    last_p = doc.add_paragraph(blk[1], style="Answer")
                elif kind == "ul":
                    for it in blk[1]:
                        b = doc.add_paragraph(it, style="List Bullet")
                        b.paragraph_format.left_indent = Inches(0.6)
                elif kind == "table":
                    t = doc.add_table(rows=len(blk[1]), cols=len(blk[1][0]))
                    t.style = doc.styles["Medium Shading 1 Accent 1"]
                    for i, row in enumerate(blk[1]):
                        for j, v in enumerate(row):
                            t.cell(i, j).text = v
                    doc.add_paragraph(style="Answer")
                elif kind == "note":
                    shape_no += 1
                    target = last_p if blk[2] == "end" else doc.add_paragraph(style="Answer")
                    target._p.append(parse_xml(textbox_run(blk[1], shape_no)))
    doc.add_paragraph("Godavari Bank Ltd. | Business Banking | 1800 425 7700", style="Answer")

    # modern Word markers: w14:paraId / w14:textId and rsids on every paragraph
    W14 = "http://schemas.microsoft.com/office/word/2010/wordml"
    for p in doc.element.body.iter(qn("w:p")):
        p.set("{%s}paraId" % W14, hexid())
        p.set("{%s}textId" % W14, "77777777")
        p.set(qn("w:rsidR"), "00A14B2C")
        p.set(qn("w:rsidRDefault"), "00A14B2C")
    doc.core_properties.title = TITLE
    doc.core_properties.author = "Business Banking Group"
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words(INTRO), ["four current account variants"])]
    for cat, qs in CATS:
        for q, blocks, must in qs:
            sections.append(sec([cat, q], starts_with(blocks), must))
    write_expected(
        STEM,
        "python-docx + hand-written XML: modern Word; custom 'Question' style basedOn Heading 2, "
        "custom 'Answer' style basedOn Normal, Heading 1 categories, DrawingML text boxes (with VML "
        "fallback) anchored in answers",
        TITLE,
        sections,
        notes="Question paragraphs have style 'Question' (no outlineLvl of their own; inherited from "
        "Heading 2 via basedOn). Text boxes: 'What documents are required for a proprietorship "
        "firm?' (anchored in its own empty Answer paragraph after the bullets) and 'What happens if I "
        "do not maintain...' (anchored at the end of the answer paragraph). Their 'Note:' text is "
        "expected inside those sections (must_contain). The VML fallback duplicates the text box "
        "text inside mc:Fallback.",
    )


if __name__ == "__main__":
    main()
