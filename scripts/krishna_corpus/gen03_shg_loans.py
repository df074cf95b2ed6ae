"""03 Self-help group loans.
Pipeline: DOCX written directly by a core-banking "report engine" (hand-built
OOXML, no paragraph styles at all - styles.xml holds only docDefaults and an
unused Normal; every paragraph carries direct pPr (spacing, shading, indent) and
every run carries rFonts/sz/b/color; bullets are a typed "•" + tab with a
hanging indent; tables have direct borders and no table style; run date in the
page header). Categories = white bold 13pt on a navy shaded band; questions =
bold 11pt dark red; answers = 10pt regular.
"""

import os
import zipfile
from xml.sax.saxutils import escape
from common import *

STEM = "03_shg_loans"
TITLE = "Self-Help Group (SHG) Bank Linkage Loans – Customer Information"

INTRO = (
    [
        (
            "p",
            "Krishna Gramin Bank lends to women’s self-help groups promoted under DAY-NRLM and by registered NGOs. "
            "This sheet answers the questions most often asked by group leaders and animators at our branches.",
        )
    ],
    ["DAY-NRLM"],
)

CATS = [
    (
        "Group eligibility",
        [],
        [],
        [
            (
                "Which groups can borrow from the bank?",
                [
                    (
                        "p",
                        "Groups of 10 to 20 members that have been saving regularly for at least six months and that hold "
                        "weekly or monthly meetings can borrow. Groups of persons with disabilities and groups in hilly "
                        "areas may have as few as 5 members.",
                    ),
                ],
                ["six months", "10 to 20 members"],
            ),
            (
                "How is a group graded before the loan?",
                [
                    (
                        "p",
                        "The branch grades the group using the NABARD Panchasutra norms: regular meetings, regular savings, "
                        "internal lending, timely repayment and up-to-date books of account. A group must score at least "
                        "60 out of 100 to be sanctioned a loan.",
                    ),
                ],
                ["Panchasutra", "60 out of 100"],
            ),
            (
                "Do members have to give any security?",
                [
                    (
                        "p",
                        "No collateral security and no margin money is taken for SHG loans up to ₹10 lakh. All members sign "
                        "the loan documents and are jointly responsible for repayment.",
                    ),
                ],
                ["₹10 lakh", "jointly responsible"],
            ),
        ],
    ),
    (
        "Loan amount and interest",
        [],
        [],
        [
            (
                "How much can a group borrow?",
                [
                    (
                        "p",
                        "The loan is sanctioned in doses. Each dose is based on the group’s savings corpus and its "
                        "micro-credit plan:",
                    ),
                    (
                        "table",
                        [
                            ["Dose", "Minimum loan amount"],
                            ["First dose", "6 times the existing corpus or ₹1.5 lakh, whichever is higher"],
                            ["Second dose", "8 times the existing corpus or ₹3 lakh, whichever is higher"],
                            ["Third dose", "₹6 lakh, based on the micro-credit plan"],
                            ["Fourth dose onwards", "₹10 lakh or more, based on the micro-credit plan"],
                        ],
                    ),
                ],
                ["₹1.5 lakh", "8 times the existing corpus"],
            ),
            (
                "What rate of interest is charged?",
                [
                    (
                        "p",
                        "SHG loans carry interest of 9.50% per annum. Under the DAY-NRLM interest subvention scheme, groups "
                        "that repay on time pay an effective rate of 7%, and groups in notified backward districts receive a "
                        "further 3% subvention, bringing the effective rate down to 4%.",
                    ),
                ],
                ["9.50%", "4%"],
            ),
            (
                "Are there processing or other charges?",
                [
                    (
                        "p",
                        "No processing fee, documentation charge or inspection charge is levied on SHG loans up to ₹10 lakh. "
                        "Stamp duty on the loan agreement, as prescribed by the State Government, is borne by the group.",
                    ),
                ],
                ["No processing fee", "Stamp duty"],
            ),
        ],
    ),
    (
        "Repayment",
        [],
        [],
        [
            (
                "How is the loan repaid?",
                [
                    (
                        "p",
                        "Term loans are repaid in equal monthly instalments over 36 to 60 months. Cash credit limits are "
                        "reviewed every year, and the drawing power is reduced in equal monthly steps.",
                    ),
                ],
                ["36 to 60 months"],
            ),
            (
                "What happens if a member does not pay her share?",
                [
                    (
                        "p",
                        "The group as a whole must make good the instalment. If any amount remains overdue for more than "
                        "90 days, the loan is classified as a non-performing asset, which affects the group’s chances of "
                        "getting the next dose.",
                    ),
                ],
                ["90 days", "non-performing asset"],
            ),
            (
                "Is there a penalty for repaying early?",
                [
                    (
                        "p",
                        "No. Groups may repay the loan in part or in full at any time without any prepayment charge.",
                    ),
                ],
                ["prepayment charge"],
            ),
        ],
    ),
    (
        "Savings and accounts",
        [],
        [],
        [
            (
                "What account does the group need?",
                [
                    (
                        "p",
                        "The group must open a savings account in its own name. It is operated jointly by any two of the three "
                        "office bearers – the president, secretary and treasurer. No minimum balance is required.",
                    ),
                ],
                ["two of the three", "No minimum balance"],
            ),
            (
                "How should the group use its savings?",
                [
                    ("p", "The bank encourages groups to:"),
                    (
                        "ul",
                        [
                            "use the savings for internal lending to members at an interest rate agreed in the meeting",
                            "deposit surplus cash in the savings account within two days of the meeting",
                            "record every transaction in the minutes book, savings ledger and loan ledger",
                        ],
                    ),
                ],
                ["internal lending", "minutes book"],
            ),
        ],
    ),
]

FONT = "Arial"


def rpr(size_half_pts, bold=False, color="000000", italic=False):
    return (
        '<w:rPr><w:rFonts w:ascii="%s" w:hAnsi="%s" w:cs="%s" w:eastAsia="%s"/>%s%s'
        '<w:color w:val="%s"/><w:sz w:val="%d"/><w:szCs w:val="%d"/><w:lang w:val="en-IN"/></w:rPr>'
        % (
            FONT,
            FONT,
            FONT,
            FONT,
            "<w:b/><w:bCs/>" if bold else "",
            "<w:i/>" if italic else "",
            color,
            size_half_pts,
            size_half_pts,
        )
    )


def run(text, **kw):
    return '<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % (rpr(**kw), escape(text))


def p(runs, before=0, after=120, jc="left", shd=None, ind=None, keep=False):
    ppr = (
        '<w:pPr>%s<w:spacing w:before="%d" w:after="%d" w:line="240" w:lineRule="auto"/>%s%s<w:jc w:val="%s"/></w:pPr>'
        % (
            "<w:keepNext/>" if keep else "",
            before,
            after,
            ('<w:ind w:left="%d" w:hanging="%d"/>' % ind) if ind else "",
            ('<w:shd w:val="clear" w:color="auto" w:fill="%s"/>' % shd) if shd else "",
            jc,
        )
    )
    return "<w:p>%s%s</w:p>" % (ppr, "".join(runs))


def table(rows):
    b = "".join(
        '<w:%s w:val="single" w:sz="4" w:space="0" w:color="808080"/>' % s
        for s in ("top", "left", "bottom", "right", "insideH", "insideV")
    )
    widths = [2400, 6600]
    out = [
        '<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>%s</w:tblBorders>'
        '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/>'
        "</w:tblCellMar></w:tblPr><w:tblGrid>%s</w:tblGrid>" % (b, "".join('<w:gridCol w:w="%d"/>' % w for w in widths))
    ]
    for ri, row in enumerate(rows):
        out.append("<w:tr>")
        for ci, c in enumerate(row):
            fill = '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' if ri == 0 else ""
            out.append(
                '<w:tc><w:tcPr><w:tcW w:w="%d" w:type="dxa"/>%s</w:tcPr>%s</w:tc>'
                % (widths[ci], fill, p([run(c, size_half_pts=18, bold=(ri == 0))], after=0))
            )
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def blocks_xml(blocks):
    out = []
    for kind, val in blocks:
        if kind == "p":
            out.append(p([run(val, size_half_pts=20)], after=120, jc="both"))
        elif kind == "ul":
            for it in val:
                out.append(
                    p(
                        [run("•", size_half_pts=20), "<w:r><w:tab/></w:r>", run(it, size_half_pts=20)],
                        after=40,
                        ind=(567, 283),
                    )
                )
        elif kind == "table":
            out.append(table(val))
            out.append(p([], after=120))
    return "".join(out)


CT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>"""
RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>"""
DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdH1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/></Relationships>"""
STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial" w:eastAsia="Arial"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-IN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr/></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>"""
CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>SHG_CIS_07</dc:title><dc:creator>KGB-CBS Report Engine</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2024-06-12T10:15:00Z</dcterms:created></cp:coreProperties>"""
APP = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>KGB-CBS Report Engine 4.2 (DOCX exporter)</Application></Properties>"""
NSDECL = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def main():
    all_text_in(INTRO, CATS)
    body = []
    body.append(p([run("Krishna Gramin Bank", size_half_pts=22, bold=True, color="1F3864")], after=0, jc="center"))
    body.append(p([run(TITLE, size_half_pts=32, bold=True, color="1F3864")], after=240, jc="center"))
    body.append(blocks_xml(INTRO[0]))
    for cat, cb, cm, qs in CATS:
        body.append(
            p([run(cat, size_half_pts=26, bold=True, color="FFFFFF")], before=240, after=120, shd="1F3864", keep=True)
        )
        for qu, blocks, must in qs:
            body.append(p([run(qu, size_half_pts=22, bold=True, color="833C0B")], before=120, after=60, keep=True))
            body.append(blocks_xml(blocks))
    body.append(
        p(
            [
                run(
                    "For more information call our toll-free number 1800 572 3300 or visit your nearest branch.",
                    size_half_pts=18,
                    italic=True,
                    color="595959",
                )
            ],
            before=240,
            jc="center",
        )
    )
    sect = (
        '<w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>'
    )
    doc = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document %s><w:body>%s%s</w:body></w:document>'
        % (NSDECL, "".join(body), sect)
    )
    header = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr %s>%s</w:hdr>' % (
        NSDECL,
        p(
            [
                run(
                    "KGB/FI/CIS-07   Report run: 12-06-2024 10:15   Branch: 0001 VIJAYAWADA MAIN   Page 1",
                    size_half_pts=14,
                    color="7F7F7F",
                )
            ],
            after=0,
            jc="right",
        ),
    )
    with zipfile.ZipFile(os.path.join(DOCX, STEM + ".docx"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CT)
        z.writestr("_rels/.rels", RELS)
        z.writestr("word/_rels/document.xml.rels", DOC_RELS)
        z.writestr("word/document.xml", doc)
        z.writestr("word/styles.xml", STYLES)
        z.writestr("word/header1.xml", header)
        z.writestr("docProps/core.xml", CORE)
        z.writestr("docProps/app.xml", APP)
    secs = build_sections(INTRO, CATS)
    # the closing contact line belongs (visually) to the last question's section
    write_expected(
        STEM,
        "Report-engine DOCX (hand-built OOXML): no paragraph styles, all direct formatting; categories "
        "= shaded bold band, questions = bold coloured runs, typed bullets",
        TITLE,
        secs,
    )


if __name__ == "__main__":
    main()
