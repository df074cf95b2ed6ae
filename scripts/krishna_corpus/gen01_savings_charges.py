"""01 Savings account charges.
Pipeline: document authored in LibreOffice Writer as ODT (Heading 1 / Heading 2
paragraph styles, Title, Text Body, a LibreOffice bullet list style and a
Writer table with a 'Table Heading' row), saved as .odt, then converted to
.docx with `soffice --headless --convert-to docx`.
"""

import os
import shutil
import subprocess
from xml.sax.saxutils import escape
from common import *

STEM = "01_savings_charges"
TITLE = "Savings Bank Account – Service Charges and FAQs"

INTRO = (
    [
        (
            "p",
            "This note explains the service charges that apply to savings bank accounts of "
            "Krishna Gramin Bank with effect from 1 April 2024. All charges are exclusive of GST at 18% "
            "unless stated otherwise, and are reviewed by the Board every year.",
        )
    ],
    ["1 April 2024", "18%"],
)

CATS = [
    (
        "Minimum balance",
        [],
        [],
        [
            (
                "What is the minimum average balance I must maintain?",
                [
                    (
                        "p",
                        "The monthly average balance (MAB) you must keep depends on where your home branch is located. "
                        "If the MAB falls short, a flat monthly charge is recovered as shown below.",
                    ),
                    (
                        "table",
                        [
                            ["Branch category", "Monthly average balance", "Charge for shortfall (per month)"],
                            ["Rural", "₹500", "₹25"],
                            ["Semi-urban", "₹1,000", "₹50"],
                            ["Urban", "₹2,000", "₹75"],
                        ],
                    ),
                ],
                ["₹2,000", "₹75", "Semi-urban"],
            ),
            (
                "Are any accounts exempt from minimum balance charges?",
                [
                    ("p", "Yes. No minimum balance charge is levied on the following accounts:"),
                    (
                        "ul",
                        [
                            "Basic Savings Bank Deposit Accounts (BSBDA)",
                            "Accounts opened under Pradhan Mantri Jan Dhan Yojana (PMJDY)",
                            "Accounts of pensioners who draw their pension through the bank",
                            "Student accounts until the account holder turns 18",
                        ],
                    ),
                ],
                ["PMJDY", "pensioners"],
            ),
            (
                "How is the shortfall charge calculated?",
                [
                    (
                        "p",
                        "The MAB is the sum of the day-end balances of the month divided by the number of days in the month. "
                        "The charge is recovered on the first working day of the following month. It will never exceed the "
                        "shortfall itself, so your balance cannot become negative because of this charge.",
                    ),
                ],
                ["negative", "first working day"],
            ),
        ],
    ),
    (
        "Cash and cheque transactions",
        [],
        [],
        [
            (
                "How many free cash transactions are allowed at the branch?",
                [
                    (
                        "p",
                        "Five cash deposits or withdrawals per month at your home branch are free. Each further transaction "
                        "costs ₹20. At other branches, cash deposits of up to ₹50,000 per day are free of charge.",
                    ),
                ],
                ["₹20", "₹50,000"],
            ),
            (
                "How many cheque leaves are free?",
                [
                    (
                        "p",
                        "The first 25 cheque leaves in a financial year are free. Additional cheque books are charged at ₹4 per leaf.",
                    ),
                ],
                ["₹4 per leaf", "25 cheque leaves"],
            ),
            (
                "What is charged if a cheque I issued is returned?",
                [
                    (
                        "p",
                        "A cheque returned for insufficient funds attracts ₹250 per instance. No charge is levied when a cheque "
                        "is returned for reasons attributable to the bank.",
                    ),
                ],
                ["₹250"],
            ),
        ],
    ),
    (
        "Cards and digital channels",
        [],
        [],
        [
            (
                "What is the annual fee for the RuPay debit card?",
                [
                    (
                        "p",
                        "The RuPay Classic card carries an annual maintenance fee of ₹150 and the RuPay Platinum card ₹300. "
                        "The fee is recovered in April each year; no fee is charged in the year of issue.",
                    ),
                ],
                ["₹150", "₹300"],
            ),
            (
                "Is there a charge for using other banks’ ATMs?",
                [
                    (
                        "p",
                        "Five transactions a month at other banks’ ATMs are free in non-metro locations such as Vijayawada, "
                        "and three in the six metro cities. Beyond this, each financial transaction costs ₹21 and each "
                        "non-financial transaction ₹8.50.",
                    ),
                ],
                ["₹21", "₹8.50"],
            ),
            (
                "Are NEFT, IMPS and UPI transfers charged?",
                [
                    ("p", "Online NEFT, RTGS and UPI transfers are free. IMPS transfers are charged as follows:"),
                    (
                        "ul",
                        [
                            "Up to ₹1,000: free",
                            "₹1,001 to ₹1,00,000: ₹5 per transfer",
                            "Above ₹1,00,000: ₹15 per transfer",
                        ],
                    ),
                ],
                ["₹15 per transfer"],
            ),
        ],
    ),
    (
        "Other charges",
        [],
        [],
        [
            (
                "What do SMS alerts cost?",
                [
                    (
                        "p",
                        "SMS alerts cost ₹15 per quarter. The charge is recovered only if at least one alert was sent during the quarter.",
                    ),
                ],
                ["₹15 per quarter"],
            ),
            (
                "What is charged for a duplicate passbook or statement?",
                [
                    (
                        "p",
                        "The first passbook is free. A duplicate passbook costs ₹100, and a duplicate statement for a period "
                        "older than six months costs ₹50 per page.",
                    ),
                ],
                ["₹100", "₹50 per page"],
            ),
            (
                "Is there a charge for closing my account?",
                [
                    (
                        "p",
                        "No charge applies if the account is closed within 14 days of opening or after one year. Closure between "
                        "14 days and one year attracts ₹200. Accounts closed on the death of the account holder are never charged.",
                    ),
                ],
                ["₹200", "14 days"],
            ),
        ],
    ),
]


def para(style, text):
    return '<text:p text:style-name="%s">%s</text:p>' % (style, escape(text))


def render_blocks(blocks, out, tcount):
    for kind, val in blocks:
        if kind == "p":
            out.append(para("Text_20_body", val))
        elif kind == "ul":
            out.append('<text:list text:style-name="List_20_1">')
            for it in val:
                out.append("<text:list-item>%s</text:list-item>" % para("P_List", it))
            out.append("</text:list>")
        elif kind == "table":
            tcount[0] += 1
            n = len(val[0])
            out.append('<table:table table:name="Table%d" table:style-name="Tbl">' % tcount[0])
            out.append('<table:table-column table:style-name="TblCol" table:number-columns-repeated="%d"/>' % n)
            out.append("<table:table-header-rows><table:table-row>")
            for c in val[0]:
                out.append(
                    '<table:table-cell table:style-name="TblCell" office:value-type="string">%s</table:table-cell>'
                    % para("Table_20_Heading", c)
                )
            out.append("</table:table-row></table:table-header-rows>")
            for r in val[1:]:
                out.append("<table:table-row>")
                for c in r:
                    out.append(
                        '<table:table-cell table:style-name="TblCell" office:value-type="string">%s</table:table-cell>'
                        % para("Table_20_Contents", c)
                    )
                out.append("</table:table-row>")
            out.append("</table:table>")


FODT_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>%(title)s</dc:title><meta:initial-creator>K. Lakshmi, Operations Dept., Head Office</meta:initial-creator></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt" fo:language="en" fo:country="IN"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Text_20_body" style:class="text">
  <style:paragraph-properties fo:margin-top="0.423cm" fo:margin-bottom="0.212cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="14pt"/>
 </style:style>
 <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard" style:class="text">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.247cm" fo:line-height="115%%"/>
 </style:style>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:class="chapter">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="#1c3f6e"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="1" style:class="text">
  <style:text-properties fo:font-size="16pt" fo:font-weight="bold" fo:color="#1c3f6e"/>
 </style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="2" style:class="text">
  <style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:font-style="italic"/>
 </style:style>
 <style:style style:name="Table_20_Contents" style:display-name="Table Contents" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
 <style:style style:name="Table_20_Heading" style:display-name="Table Heading" style:family="paragraph" style:parent-style-name="Table_20_Contents" style:class="extra">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="List" style:family="paragraph" style:parent-style-name="Text_20_body" style:class="list"/>
 <text:list-style style:name="List_20_1" style:display-name="List 1">
  <text:list-level-style-bullet text:level="1" text:bullet-char="•">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.4cm" fo:margin-left="0.8cm"/>
   </style:list-level-properties>
  </text:list-level-style-bullet>
 </text:list-style>
 <text:outline-style style:name="Outline">
  <text:outline-level-style text:level="1" style:num-format=""/>
  <text:outline-level-style text:level="2" style:num-format=""/>
 </text:outline-style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="P_List" style:family="paragraph" style:parent-style-name="List" style:list-style-name="List_20_1"/>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="16cm" table:align="margins"/></style:style>
 <style:style style:name="TblCol" style:family="table-column"/>
 <style:style style:name="TblCell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000"/></style:style>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21.001cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:footer><text:p text:style-name="Standard">Krishna Gramin Bank, Head Office, Vijayawada – Toll-free 1800 572 3300 – Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
"""


def main():
    all_text_in(INTRO, CATS)
    out = [FODT_HEAD % {"title": escape(TITLE)}]
    out.append(para("Title", TITLE))
    tcount = [0]
    render_blocks(INTRO[0], out, tcount)
    for cat, cb, cm, qs in CATS:
        out.append('<text:h text:style-name="Heading_20_1" text:outline-level="1">%s</text:h>' % escape(cat))
        render_blocks(cb, out, tcount)
        for qu, blocks, must in qs:
            out.append('<text:h text:style-name="Heading_20_2" text:outline-level="2">%s</text:h>' % escape(qu))
            render_blocks(blocks, out, tcount)
    out.append("</office:text></office:body></office:document>\n")
    wd = os.path.join(WORK, STEM)
    shutil.rmtree(wd, ignore_errors=True)
    os.makedirs(wd)
    fodt = os.path.join(wd, STEM + ".fodt")
    open(fodt, "w", encoding="utf-8").write("".join(out))
    # 1) "save as" a real ODT with LibreOffice, 2) convert that ODT to DOCX
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "odt", "--outdir", wd + "/odt", fodt], check=True, capture_output=True
    )
    subprocess.run(
        [
            "soffice",
            "--headless",
            "--convert-to",
            "docx",
            "--outdir",
            wd + "/docx",
            os.path.join(wd, "odt", STEM + ".odt"),
        ],
        check=True,
        capture_output=True,
    )
    shutil.copy(os.path.join(wd, "docx", STEM + ".docx"), os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "ODT authored in LibreOffice Writer (Heading 1/Heading 2, Text Body, list style, table with "
        "heading row) -> soffice --convert-to docx",
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
