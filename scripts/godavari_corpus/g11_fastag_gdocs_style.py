"""11: Google-Docs-style export.

Mimics the markup Google Docs writes when downloading as .docx: Title and
Subtitle styles, every paragraph with explicit pPr (keepNext, spacing,
ind, jc), runs with explicit rFonts/sz and <w:rtl w:val="0"/>, w:val="1"
booleans, heading bookmarks named "_heading=h.xxxx", empty spacer
paragraphs, questions as Heading 3 with a trailing EMPTY bold run, one
question heading containing a <w:br/>, and answer spans in other fonts.
"""

import random
import docx
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, RGBColor
from common import *

STEM = "gb11_fastag_faq_gdocs_export"
TITLE = "FASTag – Your Questions Answered"
SUBTITLE = "Godavari Bank FASTag  |  Updated 15 July 2024"

# answers: list of paragraphs; each paragraph = list of (text, font or None, extra) spans
# or ("ul", [..]) / ("table", rows)
INTRO = [
    (
        "FASTag is an RFID sticker fixed on your vehicle's windscreen that lets you pay toll electronically "
        "without stopping at toll plazas. Godavari Bank is an issuer member of the ",
        None,
    ),
    ("NETC", "Roboto"),
    (" programme of NPCI.", None),
]

CATS = [
    (
        "Getting a FASTag",
        [
            (
                ["What is FASTag and how does it work?"],
                [
                    [
                        ("FASTag uses Radio Frequency Identification (", None),
                        ("RFID", "Roboto"),
                        (
                            ") technology. The tag is linked to a prepaid wallet, and the toll is deducted automatically when your "
                            "vehicle passes through the FASTag lane. You receive an SMS alert within a few minutes.",
                            None,
                        ),
                    ],
                ],
                ["Radio Frequency Identification", "SMS alert within a few minutes"],
            ),
            (
                ["What documents do I need to buy a FASTag?"],
                [
                    [("Keep the following ready:", None)],
                    (
                        "ul",
                        [
                            "Registration Certificate (RC) of the vehicle",
                            "KYC document of the vehicle owner: Aadhaar, PAN card or passport",
                            "One passport-size photograph of the owner",
                            "For commercial vehicles, KYC of the fleet owner or company",
                        ],
                    ),
                ],
                ["Registration Certificate (RC)", "fleet owner"],
            ),
            (
                ["How much does a FASTag cost?"],
                [
                    [("Charges depend on the vehicle class. GST applies to the issuance fee.", None)],
                    (
                        "table",
                        [
                            ["Vehicle class", "Issuance fee", "Security deposit", "Minimum balance"],
                            ["Class 4 – Car, jeep, van", "₹100", "₹200", "Nil"],
                            ["Class 5 – Light commercial vehicle", "₹100", "₹300", "₹150"],
                            ["Class 7 – Bus or truck (3 axle)", "₹100", "₹500", "₹300"],
                            ["Class 12 – Heavy construction machinery", "₹100", "₹500", "₹300"],
                        ],
                    ),
                ],
                ["Class 7 – Bus or truck (3 axle)", "Security deposit"],
            ),
            (
                ["Can I use one FASTag on more than one vehicle?"],
                [
                    [
                        ("No. Under the ", None),
                        ("One Vehicle One FASTag", "Georgia"),
                        (
                            " rule in force from 1 April 2024, each vehicle can have only one active FASTag and each FASTag can be "
                            "used for only one vehicle. Older tags issued for the same vehicle are deactivated.",
                            None,
                        ),
                    ],
                ],
                ["One Vehicle One FASTag", "1 April 2024"],
            ),
        ],
    ),
    (
        "Recharge and Balance",
        [
            (
                ["How do I recharge my FASTag?", "(UPI, net banking, app and branch)"],
                [
                    [
                        ("You can recharge through any UPI app using the ID ", None),
                        ("netc.<vehicle number>@gdvr", "Courier New"),
                        (", for example ", None),
                        ("netc.AP05AB1234@gdvr", "Courier New"),
                        (
                            ", through net banking, the GodavariPay app or at any branch. The minimum recharge is ₹100 and the "
                            "wallet can hold up to ₹1,00,000 for full-KYC tags.",
                            None,
                        ),
                    ],
                ],
                ["netc.AP05AB1234@gdvr", "up to ₹1,00,000"],
            ),
            (
                ["How can I check my FASTag balance?"],
                [
                    [
                        ("Send an SMS ", None),
                        ("FTBAL <vehicle number>", "Courier New"),
                        (
                            " to 56767 from your registered mobile number, check the GodavariPay app or call 1800 425 7700.",
                            None,
                        ),
                    ],
                ],
                ["FTBAL", "to 56767"],
            ),
            (
                ["What happens if my FASTag balance is too low?"],
                [
                    [
                        (
                            "If the wallet does not have enough balance, the tag is blacklisted and the toll plaza will charge you ",
                            None,
                        ),
                        ("twice the toll amount", "Roboto"),
                        (" in cash. The tag is reactivated automatically within 15 minutes of a recharge.", None),
                    ],
                ],
                ["twice the toll amount", "within 15 minutes"],
            ),
        ],
    ),
    (
        "Toll Disputes and Closure",
        [
            (
                ["I was charged twice at a toll plaza. What should I do?"],
                [
                    [
                        (
                            "Raise a dispute in the GodavariPay app or call 1800 425 7700 within 60 days of the transaction. If "
                            "the complaint is valid, the wrong deduction is reversed within 7 working days.",
                            None,
                        )
                    ],
                ],
                ["within 60 days of the transaction", "7 working days"],
            ),
            (
                ["Is there a discount for frequent or return trips?"],
                [
                    [
                        (
                            "Residents living within 20 km of a toll plaza can buy a monthly pass for ₹340. A return journey "
                            "completed within 24 hours gets a 25% discount on the return toll at most plazas.",
                            None,
                        )
                    ],
                ],
                ["monthly pass for ₹340", "within 24 hours"],
            ),
            (
                ["How do I close my FASTag when I sell my vehicle?"],
                [
                    [
                        ("A FASTag ", None),
                        ("cannot be transferred", None, "b"),
                        (
                            " to the new owner. Ask us to close the tag; the security deposit and the wallet balance are refunded "
                            "to your savings account within 10 working days of closure.",
                            None,
                        ),
                    ],
                ],
                ["cannot be transferred", "within 10 working days"],
            ),
        ],
    ),
]

W_NS = nsdecls("w")
_ids = iter(range(100))
random.seed(11)


def gid():
    return "h." + "".join(random.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))


def rpr(font=None, bold=False, size=22, color=None, extra=""):
    f = font or "Arial"
    s = '<w:rPr><w:rFonts w:ascii="%s" w:cs="%s" w:eastAsia="%s" w:hAnsi="%s"/>' % (f, f, f, f)
    if bold:
        s += '<w:b w:val="1"/>'
    if color:
        s += '<w:color w:val="%s"/>' % color
    s += '<w:sz w:val="%d"/><w:szCs w:val="%d"/>%s<w:rtl w:val="0"/></w:rPr>' % (size, size, extra)
    return s


def run(text, font=None, bold=False, size=22, color=None):
    return '<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % (rpr(font, bold, size, color), esc(text))


def para(inner, style=None, before=0, after=0, extra_ppr=""):
    st = '<w:pStyle w:val="%s"/>' % style if style else ""
    return (
        '<w:p %s><w:pPr>%s<w:keepNext w:val="0"/><w:keepLines w:val="0"/><w:spacing w:after="%d" w:before="%d" '
        'w:line="276" w:lineRule="auto"/><w:ind w:left="0" w:firstLine="0"/>%s<w:jc w:val="left"/>'
        "<w:rPr/></w:pPr>%s</w:p>"
    ) % (W_NS, st, after, before, extra_ppr, inner)


def spans_xml(spans):
    out = []
    for sp in spans:
        text, font = sp[0], sp[1]
        bold = len(sp) > 2 and "b" in sp[2]
        out.append(run(text, font, bold=bold))
    return "".join(out)


def main():
    doc = docx.Document()
    body = doc.element.body
    sectPr = body.find(qn("w:sectPr"))

    def add(xml):
        sectPr.addprevious(parse_xml(xml))

    # Google Docs uses numbering for bullets with its own abstractNum
    numbering = doc.part.numbering_part.element
    first_num = numbering.find(qn("w:num"))
    absn = parse_xml(
        '<w:abstractNum %s w:abstractNumId="30"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>'
        '<w:lvlText w:val="●"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>'
        '<w:rPr><w:u w:val="none"/></w:rPr></w:lvl></w:abstractNum>' % W_NS
    )
    first_num.addprevious(absn)
    numbering.append(parse_xml('<w:num %s w:numId="60"><w:abstractNumId w:val="30"/></w:num>' % W_NS))

    bm = 0
    add(
        para(
            '<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="_heading=h.gjdgxs" w:id="%d"/><w:bookmarkEnd w:id="%d"/>'
            % (bm, bm)
            + run(TITLE, None, size=52),
            style="Title",
            after=60,
        )
    )
    add(para(run(SUBTITLE, None, size=30, color="666666"), style="Subtitle", after=320))
    add(para(spans_xml(INTRO), after=200))
    add(para(""))
    for cat, qs in CATS:
        bm += 1
        add(
            para(
                '<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="_heading=%s" w:id="%d"/><w:bookmarkEnd w:id="%d"/>'
                % (gid(), bm, bm)
                + run(cat, None, size=32),
                style="Heading2",
                before=360,
                after=120,
            )
        )
        for qlines, blocks, _ in qs:
            bm += 1
            inner = (
                '<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="_heading=%s" w:id="%d"/><w:bookmarkEnd w:id="%d"/>'
                % (gid(), bm, bm)
            )
            for k, line in enumerate(qlines):
                if k:
                    inner += '<w:r>%s<w:br w:type="textWrapping"/></w:r>' % rpr(None, size=28, color="434343")
                inner += run(line, None, size=28, color="434343")
            # trailing empty bold run, as Google Docs leaves after editing a heading
            inner += '<w:r>%s<w:t xml:space="preserve"></w:t></w:r>' % rpr(None, bold=True, size=28, color="434343")
            add(para(inner, style="Heading3", before=320, after=80))
            for blk in blocks:
                if isinstance(blk, list):
                    add(para(spans_xml(blk), after=120))
                elif blk[0] == "ul":
                    for it in blk[1]:
                        add(
                            para(
                                run(it),
                                after=0,
                                extra_ppr='<w:numPr><w:ilvl w:val="0"/><w:numId w:val="60"/></w:numPr>',
                            )
                        )
                elif blk[0] == "table":
                    rows = blk[1]
                    grid = "".join('<w:gridCol w:w="%d"/>' % w for w in ([3600] + [1800] * (len(rows[0]) - 1)))
                    trs = []
                    for i, row in enumerate(rows):
                        tcs = []
                        for j, v in enumerate(row):
                            w = 3600 if j == 0 else 1800
                            tcs.append(
                                '<w:tc><w:tcPr><w:shd w:fill="%s" w:val="clear"/><w:tcMar><w:top w:w="100" w:type="dxa"/>'
                                '<w:left w:w="100" w:type="dxa"/><w:bottom w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/>'
                                '</w:tcMar><w:vAlign w:val="top"/></w:tcPr>%s</w:tc>'
                                % (
                                    "cfe2f3" if i == 0 else "auto",
                                    para(run(v, None, bold=(i == 0)), after=0).replace(" " + W_NS, ""),
                                )
                            )
                        trs.append(
                            '<w:tr><w:trPr><w:cantSplit w:val="0"/><w:tblHeader w:val="0"/></w:trPr>%s</w:tr>'
                            % "".join(tcs)
                        )
                    tbl = (
                        '<w:tbl %s><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="9000" w:type="dxa"/><w:jc w:val="left"/>'
                        '<w:tblBorders><w:top w:color="000000" w:space="0" w:sz="8" w:val="single"/>'
                        '<w:left w:color="000000" w:space="0" w:sz="8" w:val="single"/>'
                        '<w:bottom w:color="000000" w:space="0" w:sz="8" w:val="single"/>'
                        '<w:right w:color="000000" w:space="0" w:sz="8" w:val="single"/>'
                        '<w:insideH w:color="000000" w:space="0" w:sz="8" w:val="single"/>'
                        '<w:insideV w:color="000000" w:space="0" w:sz="8" w:val="single"/></w:tblBorders>'
                        '<w:tblLayout w:type="fixed"/><w:tblLook w:val="0600"/></w:tblPr><w:tblGrid>%s</w:tblGrid>%s</w:tbl>'
                    ) % (W_NS, grid, "".join(trs))
                    add(tbl)
                    add(para(""))
        add(para(""))
    add(
        para(
            run(
                "Godavari Bank Ltd. is a member of the NETC FASTag programme. Toll free: 1800 425 7700.",
                None,
                size=18,
                color="999999",
            )
        )
    )

    # Google Docs style tweaks: Arial everywhere, grey Heading 3
    st = doc.styles
    for name in ("Normal", "Title", "Subtitle", "Heading 2", "Heading 3"):
        st[name].font.name = "Arial"
    st["Heading 3"].font.color.rgb = RGBColor(0x43, 0x43, 0x43)
    doc.core_properties.author = ""
    doc.core_properties.title = ""
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words("".join(s[0] for s in INTRO)), ["NETC"])]
    for cat, qs in CATS:
        for qlines, blocks, must in qs:
            first = blocks[0]
            txt = "".join(s[0] for s in first) if isinstance(first, list) else block_plain(first)
            sections.append(sec([cat, " ".join(qlines)], first_words(txt), must))
    write_expected(
        STEM,
        "Google-Docs-style docx export (hand-built XML): Title/Subtitle, Heading 2 categories, "
        "Heading 3 questions with _heading=h.* bookmarks and trailing empty bold run; "
        "font spans; one heading with a line break",
        TITLE,
        sections,
        notes="'How do I recharge my FASTag?' heading contains <w:br/> before '(UPI, net banking, app and "
        "branch)'; path joins the two lines with a space. Empty spacer paragraphs between sections. "
        "Answer spans switch to Roboto/Georgia/Courier New mid-sentence.",
    )


if __name__ == "__main__":
    main()
