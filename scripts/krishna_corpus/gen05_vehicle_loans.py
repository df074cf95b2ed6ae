"""05 Vehicle loans.
Pipeline: a marketing product brochure made in Word (python-docx): Title,
marketing copy with bullets and an 'Intense Quote' testimonial, a 'loan at a
glance' table and a fee schedule table, then a 'Frequently asked questions'
part laid out in TWO newspaper columns (continuous section breaks with
<w:cols w:num="2">, plus a manual column break), then back to one column for
'Contact us'. FAQ questions are Heading 2 under the Heading 1 'Frequently asked
questions'.
"""

from docx import Document
from docx.enum.section import WD_SECTION
from docx.enum.text import WD_BREAK
from docx.shared import Pt, RGBColor
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "05_vehicle_loans"
TITLE = "KGB Vahan Loans – Two-wheeler and Car Loans"

INTRO = (
    [
        (
            "p",
            "Drive home your dream vehicle sooner. Whether it is a scooter for your daily commute or a family car "
            "for weekend trips to Amaravati, Krishna Gramin Bank’s Vahan Loans make it simple, quick and "
            "affordable.",
        )
    ],
    ["Amaravati"],
)

CATS = [
    (
        "Why choose a KGB Vahan Loan?",
        [
            (
                "ul",
                [
                    "Finance of up to 90% of the on-road price, including registration and insurance",
                    "Repay comfortably over up to 84 months",
                    "Loan decision within 48 hours of a complete application",
                    "Special rates for women borrowers and government employees",
                ],
            ),
            (
                "quote",
                "“My loan for the new car was sanctioned in two days at the Gannavaram branch.” – R. Suresh, teacher",
            ),
        ],
        ["90%", "Gannavaram"],
        [],
    ),
    (
        "Loan at a glance",
        [
            ("p", "The main features of the two variants are summarised below."),
            (
                "table",
                [
                    ["Feature", "Two-wheeler loan", "Car loan"],
                    ["Maximum loan", "₹3 lakh", "₹50 lakh"],
                    ["Margin", "15%", "10%"],
                    ["Maximum tenure", "60 months", "84 months"],
                    ["Interest rate (from)", "10.25% p.a.", "9.15% p.a."],
                ],
            ),
        ],
        ["₹50 lakh", "9.15% p.a."],
        [],
    ),
    (
        "Fee schedule",
        [
            ("p", "All fees are exclusive of GST. There are no hidden charges."),
            (
                "table",
                [
                    ["Item", "Charge"],
                    ["Processing fee", "0.50% of the loan (minimum ₹1,000, maximum ₹7,500)"],
                    ["Documentation charges", "₹500"],
                    ["Foreclosure within 12 months (own sources)", "2% of the amount prepaid"],
                    ["Foreclosure after 12 months", "Nil"],
                    ["Cheque / NACH mandate return", "₹500 per instance"],
                    ["Duplicate No Objection Certificate", "₹250"],
                ],
            ),
        ],
        ["₹7,500", "Duplicate No Objection Certificate"],
        [],
    ),
    (
        "Frequently asked questions",
        [],
        [],
        [
            (
                "Who can apply?",
                [
                    (
                        "p",
                        "Salaried employees, self-employed persons, professionals and farmers with a regular income can apply. "
                        "You must be between 21 and 65 years of age at the end of the loan.",
                    ),
                ],
                ["21 and 65 years"],
            ),
            (
                "Can I buy a used car with this loan?",
                [
                    (
                        "p",
                        "Yes. Cars up to 5 years old are financed up to 70% of the value assessed by our approved valuer. The "
                        "car must not be more than 10 years old when the loan ends.",
                    ),
                ],
                ["70%", "10 years old"],
            ),
            (
                "Do I need a guarantor?",
                [
                    (
                        "p",
                        "No guarantor is needed for two-wheeler loans up to ₹1.5 lakh or for car loans to salaried customers "
                        "whose salary is credited to a KGB account. In other cases one guarantor acceptable to the bank is required.",
                    ),
                ],
                ["₹1.5 lakh"],
            ),
            (
                "How quickly is the loan approved?",
                [
                    (
                        "p",
                        "Decisions are conveyed within 48 hours of receiving a complete application. Disbursement is made "
                        "directly to the dealer against the invoice.",
                    ),
                ],
                ["48 hours", "dealer"],
            ),
            (
                "Is the vehicle hypothecated to the bank?",
                [
                    (
                        "p",
                        "Yes. The bank’s hypothecation is recorded in the registration certificate. After you close the loan, "
                        "we issue a No Objection Certificate within 7 days so that you can get the endorsement removed at "
                        "the RTO.",
                    ),
                ],
                ["7 days", "RTO"],
            ),
            (
                "What insurance must I keep?",
                [
                    (
                        "p",
                        "A comprehensive insurance policy with the bank’s interest noted must be kept in force throughout "
                        "the loan. Submit a copy of each renewal to your branch.",
                    ),
                ],
                ["comprehensive insurance"],
            ),
            (
                "Can I prepay the loan?",
                [
                    (
                        "p",
                        "Yes. Part-prepayment of at least ₹25,000 is allowed at any time. Foreclosure charges, if any, are "
                        "shown in the fee schedule above.",
                    ),
                ],
                ["₹25,000"],
            ),
            (
                "What happens if I miss an EMI?",
                [
                    (
                        "p",
                        "Penal charges of 2% per annum are levied on the overdue instalment for the period of delay. Repeated "
                        "defaults are reported to credit bureaus and can lower your credit score.",
                    ),
                ],
                ["2% per annum", "credit bureaus"],
            ),
        ],
    ),
    (
        "Contact us",
        [
            (
                "p",
                "Visit any of our 312 branches in Andhra Pradesh or call our toll-free number 1800 572 3300 "
                "(8 am to 8 pm, all days). Apply today and drive home tomorrow!",
            ),
        ],
        ["1800 572 3300", "312 branches"],
        [],
    ),
]


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            doc.add_paragraph(val)
        elif kind == "quote":
            doc.add_paragraph(val, style="Intense Quote")
        elif kind == "ul":
            for it in val:
                doc.add_paragraph(it, style="List Bullet")
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Light Grid Accent 1"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt
            doc.add_paragraph()


def set_cols(section, n):
    sp = section._sectPr
    for c in sp.findall(qn("w:cols")):
        sp.remove(c)
    cols = parse_xml('<w:cols %s w:num="%d" w:space="567"/>' % (nsdecls("w"), n))
    # w:cols must come after pgMar/paperSrc/pgBorders/lnNumType/pgNumType
    anchor = sp.find(qn("w:pgMar"))
    anchor.addnext(cols)


def main():
    # 'quote' blocks are checked as paragraphs
    chk = [(c, [(k if k != "quote" else "p", v) for k, v in b], m, q) for c, b, m, q in CATS]
    all_text_in(INTRO, chk)
    doc = Document()
    doc.core_properties.title = "KGB Vahan Loans brochure"
    doc.add_paragraph(TITLE, style="Title")
    add_blocks(doc, INTRO[0])
    for cat, cb, cm, qs in CATS:
        if cat == "Frequently asked questions":
            doc.add_paragraph(cat, style="Heading 1")
            sec = doc.add_section(WD_SECTION.CONTINUOUS)
            set_cols(sec, 2)
            for i, (qu, blocks, must) in enumerate(qs):
                if i == 4:
                    # manual column break so that the columns balance on the brochure page
                    doc.add_paragraph().add_run().add_break(WD_BREAK.COLUMN)
                doc.add_paragraph(qu, style="Heading 2")
                add_blocks(doc, blocks)
            sec = doc.add_section(WD_SECTION.CONTINUOUS)
            set_cols(sec, 1)
            continue
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
    doc.sections[0].footer.paragraphs[
        0
    ].text = "Krishna Gramin Bank, Head Office: Vijayawada. Loans at the sole discretion of the bank. T&C apply."
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    secs = build_sections(INTRO, chk)
    write_expected(
        STEM,
        "Word product brochure (marketing copy, glance + fee tables) with the FAQ part in a two-column "
        "continuous section; FAQ questions Heading 2",
        TITLE,
        secs,
    )


if __name__ == "__main__":
    main()
