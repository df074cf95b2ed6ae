"""08 Senior citizen deposit schemes.
Pipeline: Word document whose Heading 1 / Heading 2 styles were modified to
SMALL CAPS (w:smallCaps in the style rPr; text typed in normal case), with real
Word footnotes (word/footnotes.xml, footnoteReference runs) that carry rates,
fees and conditions. Footnote text is NOT part of the expected section text
(must_contain strings are all in body text); footnote contents are listed in
README as a separate check.
"""

import re
from xml.sax.saxutils import escape
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt
from common import *

STEM = "08_senior_citizen_deposits"
TITLE = "Deposit Schemes for Senior Citizens"

INTRO = (
    [
        (
            "p",
            "Krishna Gramin Bank offers senior citizens – resident individuals aged 60 years and above – higher "
            "interest and simpler service on their deposits.{fn:Age is reckoned on the date of opening the deposit; "
            "proof of age such as Aadhaar or PAN is required.} This leaflet answers common questions from our "
            "senior customers.",
        )
    ],
    ["60 years and above"],
)

CATS = [
    (
        "Schemes available",
        [],
        [],
        [
            (
                "What deposit schemes can senior citizens choose?",
                [
                    ("p", "You may choose any of the following:"),
                    (
                        "ul",
                        [
                            "KGB Varishtha Fixed Deposit – 1 to 10 years, interest paid monthly or quarterly",
                            "KGB Monthly Income Deposit – fixed monthly interest for 3 or 5 years",
                            "Senior Citizens Savings Scheme (SCSS){fn:SCSS is a Government of India scheme; the bank operates "
                            "it as an authorised agent.}",
                            "Tax Saver Fixed Deposit – 5-year lock-in, eligible for deduction under Section 80C",
                        ],
                    ),
                ],
                ["Senior Citizens Savings Scheme", "Section 80C"],
            ),
            (
                "What extra interest do senior citizens receive?",
                [
                    (
                        "p",
                        "Senior citizens receive 0.50% per annum over the card rate on all fixed deposits.{fn:The additional "
                        "rate is not available on deposits of ₹2 crore and above, or on NRE/NRO deposits.} Super senior "
                        "citizens aged 80 years and above receive 0.75% per annum over the card rate.",
                    ),
                ],
                ["0.50%", "0.75%"],
            ),
            (
                "What are the current interest rates?",
                [
                    (
                        "p",
                        "Current rates for deposits below ₹2 crore are:{fn:Rates effective from 1 June 2024 and subject to "
                        "change without notice; the rate on the date of deposit applies for the full term.}",
                    ),
                    (
                        "table",
                        [
                            ["Tenure", "General public", "Senior citizens"],
                            ["1 year", "7.25%", "7.75%"],
                            ["2 to 3 years", "7.00%", "7.50%"],
                            ["5 to 10 years", "6.75%", "7.25%"],
                        ],
                    ),
                ],
                ["7.75%", "5 to 10 years"],
            ),
        ],
    ),
    (
        "Senior Citizens Savings Scheme",
        [],
        [],
        [
            (
                "How much can I invest in SCSS?",
                [
                    (
                        "p",
                        "You can deposit a minimum of ₹1,000 and a maximum of ₹30 lakh, in multiples of ₹1,000. Interest is "
                        "currently 8.2% per annum{fn:Rate for the quarter April–June 2024 as notified by the Ministry of "
                        "Finance; the rate on the date of opening applies for five years.}, paid on the first working day of "
                        "April, July, October and January.",
                    ),
                ],
                ["₹30 lakh", "8.2%"],
            ),
            (
                "Can I close an SCSS account before five years?",
                [
                    ("p", "Yes, with a deduction:"),
                    (
                        "ul",
                        [
                            "Before 1 year: interest paid is recovered from the deposit",
                            "After 1 year but before 2 years: 1.5% of the deposit is deducted",
                            "After 2 years: 1% of the deposit is deducted",
                        ],
                    ),
                ],
                ["1.5% of the deposit"],
            ),
            (
                "Is the interest taxable?",
                [
                    (
                        "p",
                        "Yes. Tax is deducted at source if the interest paid to you in a financial year exceeds ₹50,000. If "
                        "your total income is below the taxable limit, submit Form 15H at the start of each financial year.",
                    ),
                ],
                ["Form 15H", "₹50,000"],
            ),
        ],
    ),
    (
        "Withdrawals and services",
        [],
        [],
        [
            (
                "Can I withdraw my fixed deposit before maturity?",
                [
                    (
                        "p",
                        "Yes. Premature withdrawal is allowed at any time. Interest is paid at the rate applicable for the "
                        "period the deposit actually ran, less a penalty of 0.50%.{fn:No penalty is charged on premature "
                        "closure on the death of the depositor, or when the amount is reinvested with the bank for a longer "
                        "term.}",
                    ),
                ],
                ["0.50%", "actually ran"],
            ),
            (
                "Can I get a loan against my deposit?",
                [
                    (
                        "p",
                        "Yes. You can borrow up to 90% of the deposit value. Interest is 1% above the rate on your deposit, "
                        "and there is no processing fee.",
                    ),
                ],
                ["90%", "1% above"],
            ),
            (
                "How do I register a nominee?",
                [
                    (
                        "p",
                        "Fill in Form DA-1 at the branch or use the nomination option in internet banking. A nominee can be "
                        "changed at any time with Form DA-3.",
                    ),
                ],
                ["DA-1", "DA-3"],
            ),
            (
                "Is doorstep banking available?",
                [
                    (
                        "p",
                        "Yes. Customers aged 70 years and above, and persons with disabilities, can request cash pick-up, "
                        "cash delivery and collection of Form 15H or life certificates at home.{fn:A service charge of ₹75 "
                        "plus GST per visit applies; visits are free for customers aged 80 years and above.} Book a visit "
                        "through 1800 572 3300.",
                    ),
                ],
                ["70 years and above", "1800 572 3300"],
            ),
        ],
    ),
]

FN = re.compile(r"\{fn:(.*?)\}", re.S)
FOOTNOTES = []


def strip_fn(s):
    return FN.sub("", s)


def add_text(doc, par, s):
    pos = 0
    for m in FN.finditer(s):
        if m.start() > pos:
            par.add_run(s[pos : m.start()])
        FOOTNOTES.append(m.group(1))
        fid = len(FOOTNOTES)  # ids 1.. (0 and -1 used by separators)
        par._p.append(
            parse_xml(
                '<w:r %s><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr>'
                '<w:footnoteReference w:id="%d"/></w:r>' % (nsdecls("w"), fid)
            )
        )
        pos = m.end()
    if pos < len(s):
        par.add_run(s[pos:])


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            add_text(doc, doc.add_paragraph(), val)
        elif kind == "ul":
            for it in val:
                add_text(doc, doc.add_paragraph(style="List Bullet"), it)
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Medium Shading 1 Accent 1"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt
            doc.add_paragraph()


def footnotes_xml():
    items = [
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:separator/></w:r></w:p></w:footnote>',
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>',
    ]
    for i, t in enumerate(FOOTNOTES, 1):
        items.append(
            '<w:footnote w:id="%d"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr>'
            '<w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> %s</w:t>'
            "</w:r></w:p></w:footnote>" % (i, escape(t))
        )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:footnotes %s>%s</w:footnotes>'
        % (nsdecls("w", "r"), "".join(items))
    ).encode("utf-8")


def main():
    def clean(blocks):
        out = []
        for k, v in blocks:
            if k == "p":
                out.append((k, strip_fn(v)))
            elif k == "ul":
                out.append((k, [strip_fn(x) for x in v]))
            else:
                out.append((k, v))
        return out

    i2 = (clean(INTRO[0]), INTRO[1])
    c2 = [(c, clean(cb), cm, [(q, clean(b), m) for q, b, m in qs]) for c, cb, cm, qs in CATS]
    all_text_in(i2, c2)
    doc = Document()
    doc.core_properties.title = TITLE
    st = doc.styles
    for name in ("Heading 1", "Heading 2", "Title"):
        st[name].font.small_caps = True
        st[name].font.all_caps = False
    fr = st.add_style("Footnote Reference", WD_STYLE_TYPE.CHARACTER)
    fr.font.superscript = True
    ft = st.add_style("Footnote Text", WD_STYLE_TYPE.PARAGRAPH)
    ft.base_style = st["Normal"]
    ft.font.size = Pt(9)
    ft.paragraph_format.space_after = Pt(0)
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0])
    for cat, cb, cm, qs in CATS:
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qu, blocks, must in qs:
            doc.add_paragraph(qu, style="Heading 2")
            add_blocks(doc, blocks)
    doc.sections[0].footer.paragraphs[0].text = "Krishna Gramin Bank – Deposits for Senior Citizens – June 2024"
    part = Part(
        PackURI("/word/footnotes.xml"),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml",
        footnotes_xml(),
        doc.part.package,
    )
    doc.part.relate_to(part, RT.FOOTNOTES)
    # footnote properties in settings (as Word writes them)
    fpr = parse_xml('<w:footnotePr %s><w:footnote w:id="-1"/><w:footnote w:id="0"/></w:footnotePr>' % nsdecls("w"))
    doc.settings.element.find(qn("w:compat")).addprevious(fpr)
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "Word: Heading 1/2 styles set to small caps; real footnotes (footnotes.xml) carrying rates, "
        "fees and conditions",
        TITLE,
        build_sections(i2, c2),
    )
    with open(os.path.join(WORK, STEM + "_footnotes.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join("%d. %s" % (i, t) for i, t in enumerate(FOOTNOTES, 1)) + "\n")


if __name__ == "__main__":
    main()
