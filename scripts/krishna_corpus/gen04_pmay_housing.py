"""04 Housing loans under PMAY.
Pipeline: Word document (python-docx, default template) where outline numbering
1 / 1.1 comes from a multilevel list linked to the Heading 1 / Heading 2 styles
(numPr inside the *style* definitions, abstractNum levels carry pStyle). The
numbers are rendered by Word and do not appear in the paragraph text.
"""

import copy
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "04_pmay_housing"
TITLE = "Home Loans under Pradhan Mantri Awas Yojana (PMAY) – A Guide for Customers"

INTRO = (
    [
        (
            "p",
            "Krishna Gramin Bank is a Primary Lending Institution for the Credit Linked Subsidy component of "
            "Pradhan Mantri Awas Yojana – Urban 2.0. This guide explains who can benefit, how to apply and what the "
            "loan will cost. Figures are valid from 1 July 2024.",
        )
    ],
    ["Primary Lending Institution", "1 July 2024"],
)

CATS = [
    (
        "Overview of PMAY",
        [
            (
                "p",
                "PMAY aims to provide a pucca house to every eligible urban family. Under the interest "
                "subsidy scheme, part of the interest on your home loan is paid by the Government of "
                "India through a Central Nodal Agency.",
            )
        ],
        ["Central Nodal Agency"],
        [
            (
                "Who is eligible for the interest subsidy?",
                [
                    (
                        "p",
                        "Families from the Economically Weaker Sections (EWS), Low Income Group (LIG) and Middle Income Group "
                        "(MIG) are eligible, based on annual household income:",
                    ),
                    (
                        "table",
                        [
                            ["Category", "Annual household income"],
                            ["EWS", "Up to ₹3 lakh"],
                            ["LIG", "₹3 lakh to ₹6 lakh"],
                            ["MIG", "₹6 lakh to ₹9 lakh"],
                        ],
                    ),
                ],
                ["₹6 lakh to ₹9 lakh", "EWS"],
            ),
            (
                "How much subsidy will I receive?",
                [
                    (
                        "p",
                        "An interest subsidy of 4% is given on the first ₹8 lakh of the loan, for loans up to ₹25 lakh on "
                        "houses costing up to ₹35 lakh. The maximum subsidy is ₹1.80 lakh per family, released in five "
                        "yearly instalments.",
                    ),
                ],
                ["₹1.80 lakh", "₹35 lakh"],
            ),
            (
                "Can I get the subsidy if I already own a house?",
                [
                    (
                        "p",
                        "No. Neither you nor any member of your family should own a pucca house anywhere in India. You must "
                        "give a self-declaration to this effect with your application.",
                    ),
                ],
                ["self-declaration"],
            ),
        ],
    ),
    (
        "Applying for the loan",
        [],
        [],
        [
            (
                "Which documents do I need?",
                [
                    ("p", "Along with the application form, please submit:"),
                    (
                        "ul",
                        [
                            "Aadhaar of all family members",
                            "Income proof – salary slips for 3 months and Form 16, or income tax returns for 2 years",
                            "Sale agreement or allotment letter and approved building plan",
                            "Bank statement for the last 6 months",
                        ],
                    ),
                ],
                ["Form 16", "approved building plan"],
            ),
            (
                "How long does sanction take?",
                [
                    (
                        "p",
                        "The branch sanctions the loan within 15 working days of receiving a complete application, including "
                        "the legal and valuation reports.",
                    ),
                ],
                ["15 working days"],
            ),
            (
                "Must a woman be an owner of the house?",
                [
                    (
                        "p",
                        "Yes. For EWS and LIG beneficiaries the house must be owned or co-owned by an adult female member of "
                        "the family. This condition is relaxed only where there is no adult female member in the family.",
                    ),
                ],
                ["adult female"],
            ),
        ],
    ),
    (
        "Loan terms and charges",
        [],
        [],
        [
            (
                "What is the maximum repayment period?",
                [
                    (
                        "p",
                        "Home loans can be repaid over up to 30 years, provided the loan is closed before you turn 70.",
                    ),
                ],
                ["30 years", "70"],
            ),
            (
                "What rate of interest will I pay?",
                [
                    (
                        "p",
                        "Home loans are linked to the bank’s Repo Linked Lending Rate (RLLR), currently 9.25%. Depending on "
                        "your credit score, the rate ranges from 8.60% to 9.40% per annum, and is reset whenever the RBI "
                        "changes the repo rate.",
                    ),
                ],
                ["8.60%", "RLLR"],
            ),
            (
                "What fees are payable?",
                [
                    ("p", "The following one-time charges apply (GST extra):"),
                    (
                        "table",
                        [
                            ["Charge", "Amount"],
                            [
                                "Processing fee",
                                "0.25% of the loan, maximum ₹10,000 (waived for PMAY loans up to ₹25 lakh)",
                            ],
                            ["Legal opinion", "₹2,500"],
                            ["Valuation", "₹3,000"],
                            ["Prepayment (floating rate)", "Nil"],
                        ],
                    ),
                ],
                ["₹2,500", "0.25%", "₹10,000"],
            ),
        ],
    ),
    (
        "After disbursement",
        [],
        [],
        [
            (
                "When will the subsidy be credited?",
                [
                    (
                        "p",
                        "Once the bank lodges the claim, the Central Nodal Agency – the National Housing Bank – releases the "
                        "subsidy to the bank. It is credited to your loan account upfront and reduces your outstanding "
                        "principal, which lowers your EMI or tenure.",
                    ),
                ],
                ["National Housing Bank"],
            ),
            (
                "What if the house is not completed?",
                [
                    (
                        "p",
                        "The house must be completed within 36 months of the first disbursement. If it is not, the subsidy "
                        "already credited is recovered from you and returned to the Central Nodal Agency.",
                    ),
                ],
                ["36 months", "recovered"],
            ),
        ],
    ),
]

NUMBERING_ABSTRACT = """<w:abstractNum %s w:abstractNumId="77">
  <w:nsid w:val="5A3C1E2B"/><w:multiLevelType w:val="multilevel"/><w:tmpl w:val="0409001D"/>
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="Heading1"/><w:lvlText w:val="%%1"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="432" w:hanging="432"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="Heading2"/><w:lvlText w:val="%%1.%%2"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="576" w:hanging="576"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="Heading3"/><w:lvlText w:val="%%1.%%2.%%3"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="720"/></w:pPr></w:lvl>
</w:abstractNum>""" % nsdecls("w")


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
                    cell = t.cell(r, c)
                    cell.text = txt
                    if r == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            doc.add_paragraph()


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = TITLE
    doc.core_properties.author = "Retail Assets Department, KGB Head Office"
    # --- multilevel list linked to heading styles
    numbering = doc.part.numbering_part.element
    absn = parse_xml(NUMBERING_ABSTRACT)
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(absn)
    else:
        numbering.append(absn)
    numid = max(int(n.get(qn("w:numId"))) for n in numbering.findall(qn("w:num"))) + 1
    numbering.append(parse_xml('<w:num %s w:numId="%d"><w:abstractNumId w:val="77"/></w:num>' % (nsdecls("w"), numid)))
    for sid, lvl in (("Heading1", 0), ("Heading2", 1)):
        st = [s for s in doc.styles.element.findall(qn("w:style")) if s.get(qn("w:styleId")) == sid][0]
        ppr = st.find(qn("w:pPr"))
        if ppr is None:
            ppr = parse_xml("<w:pPr %s/>" % nsdecls("w"))
            st.append(ppr)
        numpr = parse_xml(
            '<w:numPr %s>%s<w:numId w:val="%d"/></w:numPr>'
            % (nsdecls("w"), "" if lvl == 0 else '<w:ilvl w:val="%d"/>' % lvl, numid)
        )
        # numPr goes first-ish in pPr (after keepNext/keepLines per schema order)
        kids = [
            k
            for k in ppr
            if k.tag
            in (qn("w:keepNext"), qn("w:keepLines"), qn("w:pageBreakBefore"), qn("w:framePr"), qn("w:widowControl"))
        ]
        if kids:
            kids[-1].addnext(numpr)
        else:
            ppr.insert(0, numpr)
        ind = parse_xml('<w:ind %s w:left="%d" w:hanging="%d"/>' % (nsdecls("w"), 432 + 144 * lvl, 432 + 144 * lvl))
        ppr.find(qn("w:spacing")).addnext(ind)
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0])
    for cat, cb, cm, qs in CATS:
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qu, blocks, must in qs:
            doc.add_paragraph(qu, style="Heading 2")
            add_blocks(doc, blocks)
    sec = doc.sections[0]
    sec.footer.paragraphs[0].text = "Krishna Gramin Bank | Head Office, Vijayawada | Toll-free 1800 572 3300"
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "python-docx/Word: outline numbering 1 / 1.1 from a multilevel list linked to Heading 1/2 "
        "styles (numbers not in text)",
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
