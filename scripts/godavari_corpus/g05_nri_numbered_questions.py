"""05: Questions as real Word numbered-list paragraphs (List Paragraph + numPr,
bold), answers as indented plain Normal paragraphs; categories are bold
ALL-CAPS Normal paragraphs.  Numbering XML written by hand.
"""

import copy
import docx
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Inches
from common import *

STEM = "gb05_nri_accounts_faq_numbered"
TITLE = "NRI Banking – NRE and NRO Accounts: Frequently Asked Questions"

CATS = [
    (
        "ACCOUNT BASICS",
        [
            (
                "What is the difference between an NRE and an NRO account?",
                [
                    (
                        "p",
                        "An NRE account holds your foreign earnings remitted to India and is fully repatriable; the interest "
                        "is tax-free in India. An NRO account is meant for income earned in India, such as rent, dividends "
                        "or pension, and the interest is taxable.",
                    ),
                    (
                        "table",
                        [
                            ["Feature", "NRE account", "NRO account"],
                            ["Currency of account", "Indian Rupees", "Indian Rupees"],
                            ["Source of funds", "Foreign earnings", "Indian and foreign income"],
                            ["Repatriation", "Fully repatriable", "Up to USD 1 million per financial year"],
                            ["Tax on interest", "Exempt", "Taxable (TDS 30% + surcharge + cess)"],
                            ["Joint holding", "With another NRI only", "With a resident Indian also"],
                        ],
                    ),
                ],
                ["USD 1 million per financial year", "TDS 30% + surcharge + cess"],
            ),
            (
                "Who can open an NRE or NRO account?",
                [
                    (
                        "p",
                        "Non-Resident Indians, Persons of Indian Origin and OCI card holders can open these accounts. "
                        "Indian seafarers employed on foreign ships for more than 182 days in a year also qualify.",
                    ),
                ],
                ["OCI card holders", "more than 182 days"],
            ),
            (
                "Which documents are required to open the account?",
                [
                    (
                        "ul",
                        [
                            "Copy of passport (first and last pages)",
                            "Valid visa, work permit or OCI card",
                            "Proof of overseas address",
                            "PAN card or Form 60",
                            "Two recent photographs",
                        ],
                    ),
                    (
                        "p",
                        "Copies must be attested by the Indian embassy, a notary public or an overseas branch of an "
                        "Indian bank.",
                    ),
                ],
                ["PAN card or Form 60", "attested by the Indian embassy"],
            ),
            (
                "Can I open the account online from abroad?",
                [
                    (
                        "p",
                        "Yes. Fill in the online application on the Godavari NRI Connect portal and courier the attested "
                        "documents to the NRI Cell, Head Office, Rajahmundry. The account is opened within 7 working days "
                        "of receiving complete documents.",
                    ),
                ],
                ["NRI Cell, Head Office, Rajahmundry", "7 working days"],
            ),
        ],
    ),
    (
        "DEPOSITS AND INTEREST",
        [
            (
                "What types of deposits can I hold?",
                [
                    (
                        "p",
                        "You can hold NRE and NRO savings accounts, NRE term deposits of 1 to 10 years, NRO term deposits of "
                        "7 days to 10 years, and FCNR(B) deposits in USD, GBP, EUR, CAD, AUD and JPY for 1 to 5 years.",
                    ),
                ],
                ["FCNR(B) deposits"],
            ),
            (
                "What interest rates are offered on NRE term deposits?",
                [
                    (
                        "p",
                        "Current rates for deposits below ₹2 crore are given below. NRE term deposits have a minimum "
                        "tenure of 1 year.",
                    ),
                    (
                        "table",
                        [
                            ["Tenure", "Rate (p.a.)"],
                            ["1 year to less than 2 years", "6.80%"],
                            ["2 years to less than 3 years", "7.00%"],
                            ["3 years to less than 5 years", "6.75%"],
                            ["5 years to 10 years", "6.50%"],
                        ],
                    ),
                ],
                ["minimum tenure of 1 year", "7.00%"],
            ),
            (
                "Can I get a loan against my NRE deposit?",
                [
                    (
                        "p",
                        "Yes. You can borrow up to 90% of the deposit amount, subject to a maximum of ₹1 crore, in India "
                        "or through our correspondent banks abroad. The loan cannot be repatriated.",
                    ),
                ],
                ["up to 90% of the deposit amount"],
            ),
        ],
    ),
    (
        "TRANSFERS AND TAX",
        [
            (
                "Can I transfer money from my NRO account to my NRE account?",
                [
                    (
                        "p",
                        "Yes, up to USD 1 million per financial year, after paying the applicable taxes. You must submit "
                        "Form 15CA and, for amounts above ₹5 lakh, a chartered accountant's certificate in Form 15CB.",
                    ),
                ],
                ["Form 15CA", "Form 15CB"],
            ),
            (
                "Is TDS deducted on the interest in my NRO account?",
                [
                    (
                        "p",
                        "Yes. TDS is deducted at 30% plus surcharge and 4% cess. You can claim the lower rate under the "
                        "Double Taxation Avoidance Agreement by submitting a Tax Residency Certificate and Form 10F.",
                    ),
                ],
                ["Form 10F", "4% cess"],
            ),
            (
                "What happens to my NRE account when I return to India for good?",
                [
                    (
                        "p",
                        "You must inform us and redesignate the account as a resident account or transfer the balance to a "
                        "Resident Foreign Currency (RFC) account.",
                    ),
                    ("p", "NRE term deposits continue to earn interest at the contracted rate until maturity."),
                ],
                ["Resident Foreign Currency (RFC)", "contracted rate until maturity"],
            ),
        ],
    ),
    (
        "CHARGES AND SERVICE",
        [
            (
                "What are the service charges on NRI accounts?",
                [
                    (
                        "table",
                        [
                            ["Service", "Charge"],
                            ["Average monthly balance (NRE/NRO savings)", "₹10,000"],
                            ["Non-maintenance of balance", "₹300 per quarter + GST"],
                            ["Inward remittance", "Free"],
                            ["Outward remittance", "₹500 + GST per remittance"],
                            ["Demand draft", "₹5 per ₹1,000, minimum ₹50"],
                            ["Cheque book", "First 20 leaves free each year"],
                        ],
                    ),
                ],
                ["₹300 per quarter + GST", "₹500 + GST per remittance"],
            ),
            (
                "How can I contact the NRI desk?",
                [
                    (
                        "p",
                        "Write to nri@godavaribank.co.in or call +91 883 242 7700 (24x7). From India you can call our toll "
                        "free number 1800 425 7700.",
                    ),
                ],
                ["nri@godavaribank.co.in", "+91 883 242 7700"],
            ),
        ],
    ),
]

ABSTRACT = """<w:abstractNum %s w:abstractNumId="20">
  <w:multiLevelType w:val="hybridMultilevel"/>
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%%1."/><w:lvlJc w:val="left"/>
    <w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr><w:rPr><w:b/></w:rPr></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%%2."/><w:lvlJc w:val="left"/>
    <w:pPr><w:ind w:left="1080" w:hanging="360"/></w:pPr></w:lvl>
</w:abstractNum>""" % nsdecls("w")

ABSTRACT_BUL = """<w:abstractNum %s w:abstractNumId="21">
  <w:multiLevelType w:val="hybridMultilevel"/>
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\u2022"/><w:lvlJc w:val="left"/>
    <w:pPr><w:ind w:left="1080" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr></w:lvl>
</w:abstractNum>""" % nsdecls("w")


def setup_numbering(doc):
    numbering = doc.part.numbering_part.element
    # abstractNum elements must precede num elements
    first_num = numbering.find(qn("w:num"))
    for xml in (ABSTRACT, ABSTRACT_BUL):
        el = parse_xml(xml)
        if first_num is not None:
            first_num.addprevious(el)
        else:
            numbering.append(el)
    numbering.append(parse_xml('<w:num %s w:numId="50"><w:abstractNumId w:val="20"/></w:num>' % nsdecls("w")))
    numbering.append(parse_xml('<w:num %s w:numId="51"><w:abstractNumId w:val="21"/></w:num>' % nsdecls("w")))
    return 50, 51


def set_num(p, num_id, ilvl=0):
    pPr = p._p.get_or_add_pPr()
    numPr = parse_xml('<w:numPr %s><w:ilvl w:val="%d"/><w:numId w:val="%d"/></w:numPr>' % (nsdecls("w"), ilvl, num_id))
    # numPr goes right after pStyle
    pStyle = pPr.find(qn("w:pStyle"))
    if pStyle is not None:
        pStyle.addnext(numPr)
    else:
        pPr.insert(0, numPr)


def main():
    doc = docx.Document()
    qnum, bnum = setup_numbering(doc)
    doc.add_paragraph(TITLE, style="Title")
    for cat, qs in CATS:
        p = doc.add_paragraph()
        r = p.add_run(cat)
        r.bold = True
        p.paragraph_format.space_before = Pt(14)
        for q, blocks, _ in qs:
            p = doc.add_paragraph(style="List Paragraph")
            set_num(p, qnum)
            p.add_run(q).bold = True
            p.paragraph_format.space_before = Pt(6)
            for kind, body in blocks:
                if kind == "p":
                    a = doc.add_paragraph(body)
                    a.paragraph_format.left_indent = Inches(0.25)
                elif kind == "ul":
                    for it in body:
                        b = doc.add_paragraph(it, style="List Paragraph")
                        set_num(b, bnum)
                elif kind == "table":
                    t = doc.add_table(rows=len(body), cols=len(body[0]))
                    t.style = doc.styles["Table Grid"]
                    for i, row in enumerate(body):
                        for j, v in enumerate(row):
                            t.cell(i, j).text = v
                            if i == 0:
                                t.cell(i, j).paragraphs[0].runs[0].bold = True
                    # indent table to align with answers
                    tblPr = t._tbl.tblPr
                    tblPr.append(parse_xml('<w:tblInd %s w:w="360" w:type="dxa"/>' % nsdecls("w")))
                    doc.add_paragraph()
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))
    write_expected(
        STEM,
        "python-docx: questions = List Paragraph with real numbering (numPr), bold; answers indented "
        "Normal; categories bold ALL-CAPS Normal paragraphs",
        TITLE,
        faq_sections(CATS),
        notes="Question numbers (1.-12.) come from Word numbering, not from the text. Category paragraphs "
        "are Normal style with bold ALL-CAPS text (no heading style). Bullets inside answers also use "
        "List Paragraph + numPr (bullet format), indented further than questions.",
    )


if __name__ == "__main__":
    main()
