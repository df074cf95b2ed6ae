"""12 Grievance redressal.
Pipeline: document produced from a Word template built with CONTENT CONTROLS
(block-level w:sdt): the title sits in a content control bound to the Title
document property, each category is a rich-text "Section" control holding its
Heading 1 and NESTED "FAQ item" controls, each wrapping a Heading 2 question and
its answer (paragraphs, bullets, table). An inline date-picker control carries
the review date inside the intro. Categories after the first start with a
manual page break (an empty paragraph with <w:br w:type="page"/>).
"""

from xml.sax.saxutils import escape
from docx import Document
from docx.enum.text import WD_BREAK
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from common import *

STEM = "12_grievance_redressal"
TITLE = "Customer Grievance Redressal – How We Handle Your Complaints"

REVIEW_DATE = "15 March 2024"
INTRO = (
    [
        (
            "p",
            "Krishna Gramin Bank is committed to resolving every complaint fairly and quickly. This document, "
            "based on the Board-approved Grievance Redressal Policy last reviewed on %s, explains where to "
            "complain, how your complaint is escalated and what you can do if you are not satisfied." % REVIEW_DATE,
        )
    ],
    [REVIEW_DATE, "Board-approved"],
)

CATS = [
    (
        "Lodging a complaint",
        [],
        [],
        [
            (
                "How can I lodge a complaint?",
                [
                    ("p", "You can complain through any of these channels:"),
                    (
                        "ul",
                        [
                            "In writing or in the complaint register at any branch",
                            "Toll-free number 1800 572 3300 (8 am to 8 pm, all days)",
                            "E-mail to grievance@krishnagraminbank.in",
                            "The “Complaints” section of the KGB mPay app or our website",
                            "A letter to the Customer Service Cell, Head Office, Vijayawada",
                        ],
                    ),
                ],
                ["1800 572 3300", "grievance@krishnagraminbank.in"],
            ),
            (
                "Will I receive an acknowledgement?",
                [
                    (
                        "p",
                        "Yes. Every complaint is given a unique reference number, sent to you by SMS within 24 hours. Please "
                        "quote it in all further correspondence.",
                    ),
                ],
                ["24 hours", "reference number"],
            ),
            (
                "Can I complain in Telugu?",
                [
                    (
                        "p",
                        "Yes. Complaints may be made in Telugu, Hindi or English, and we reply in the language you use.",
                    ),
                ],
                ["Telugu, Hindi or English"],
            ),
        ],
    ),
    (
        "Escalation",
        [],
        [],
        [
            (
                "What are the levels of escalation?",
                [
                    (
                        "p",
                        "If you are not satisfied with the reply, or do not receive one in time, escalate as follows:",
                    ),
                    (
                        "table",
                        [
                            ["Level", "Authority", "Reply within"],
                            ["Level 1", "Branch Manager", "7 days"],
                            ["Level 2", "Regional Manager of your region", "10 days"],
                            ["Level 3", "Principal Nodal Officer, Head Office, Vijayawada", "15 days"],
                        ],
                    ),
                ],
                ["Level 3", "15 days", "Principal Nodal Officer"],
            ),
            (
                "What does the Internal Ombudsman do?",
                [
                    (
                        "p",
                        "Before the bank rejects a complaint wholly or partly, it is reviewed by the Internal Ombudsman, a "
                        "retired senior banker independent of the bank’s management. You do not need to approach the "
                        "Internal Ombudsman yourself.",
                    ),
                ],
                ["retired senior banker"],
            ),
        ],
    ),
    (
        "Timelines and compensation",
        [],
        [],
        [
            (
                "How long will the bank take to resolve my complaint?",
                [
                    (
                        "p",
                        "Most complaints are resolved within 7 days. In all cases the bank sends you a final reply within "
                        "30 days of receiving the complaint.",
                    ),
                ],
                ["30 days"],
            ),
            (
                "Will I be compensated for delays?",
                [
                    ("p", "Yes, under our Compensation Policy, for example:"),
                    (
                        "ul",
                        [
                            "Failed ATM transaction not reversed in 5 days: ₹100 per day of delay",
                            "Delay in returning property documents after loan closure: ₹5,000 per day",
                            "Delay in collecting outstation cheques: interest at the savings rate plus 2%",
                        ],
                    ),
                ],
                ["₹100 per day", "savings rate plus 2%"],
            ),
        ],
    ),
    (
        "Outside the bank",
        [],
        [],
        [
            (
                "When can I approach the RBI Ombudsman?",
                [
                    (
                        "p",
                        "If the bank does not reply within 30 days, rejects your complaint, or you are not satisfied with the "
                        "reply, you may complain under the RBI Integrated Ombudsman Scheme at cms.rbi.org.in or by calling "
                        "14448. You must do so within one year of the bank’s reply. The service is free.",
                    ),
                ],
                ["cms.rbi.org.in", "14448"],
            ),
            (
                "Can I go to a consumer forum?",
                [
                    (
                        "p",
                        "Yes. You may also approach the District Consumer Disputes Redressal Commission. Complaints for "
                        "amounts up to ₹50 lakh are heard by the District Commission.",
                    ),
                ],
                ["District Consumer Disputes Redressal Commission", "₹50 lakh"],
            ),
        ],
    ),
]

_id = [41870000]


def sdt_id():
    _id[0] += 137
    return _id[0]


def wrap(elems, alias, tag, extra=""):
    """Move the given consecutive body elements into a new block-level content control."""
    first = elems[0]
    sdt = parse_xml(
        '<w:sdt %s><w:sdtPr><w:alias w:val="%s"/><w:tag w:val="%s"/><w:id w:val="%d"/>%s</w:sdtPr>'
        "<w:sdtContent/></w:sdt>" % (nsdecls("w"), escape(alias), tag, sdt_id(), extra)
    )
    first.addprevious(sdt)
    content = sdt.find(qn("w:sdtContent"))
    for e in elems:
        content.append(e)
    return sdt


def add_blocks(doc, blocks):
    for kind, val in blocks:
        if kind == "p":
            doc.add_paragraph(val)
        elif kind == "ul":
            for it in val:
                doc.add_paragraph(it, style="List Bullet")
        elif kind == "table":
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Light Shading Accent 1"
            for r, row in enumerate(val):
                for c, txt in enumerate(row):
                    t.cell(r, c).text = txt


def main():
    all_text_in(INTRO, CATS)
    doc = Document()
    doc.core_properties.title = TITLE
    body = doc.element.body

    def mark():
        return len(body) - 1  # index of sectPr == number of content children

    def since(i):
        return list(body)[i : len(body) - 1]

    i = mark()
    doc.add_paragraph(TITLE, style="Title")
    wrap(
        since(i),
        "Title",
        "doc-title",
        "<w:dataBinding w:prefixMappings=\"xmlns:ns0='http://purl.org/dc/elements/1.1/' "
        "xmlns:ns1='http://schemas.openxmlformats.org/package/2006/metadata/core-properties'\" "
        'w:xpath="/ns1:coreProperties[1]/ns0:title[1]" w:storeItemID="{6C3C8BC8-F283-45AE-878A-BAB7291924A1}"/><w:text/>',
    )
    # intro with an inline date-picker control around the review date
    intro = INTRO[0][0][1]
    before, after = intro.split(REVIEW_DATE)
    p = doc.add_paragraph(before)
    p._p.append(
        parse_xml(
            '<w:sdt %s><w:sdtPr><w:alias w:val="Review date"/><w:tag w:val="review-date"/><w:id w:val="%d"/>'
            '<w:date w:fullDate="2024-03-15T00:00:00Z"><w:dateFormat w:val="d MMMM yyyy"/><w:lid w:val="en-IN"/>'
            '<w:storeMappedDataAs w:val="dateTime"/><w:calendar w:val="gregorian"/></w:date></w:sdtPr>'
            "<w:sdtContent><w:r><w:t>%s</w:t></w:r></w:sdtContent></w:sdt>" % (nsdecls("w"), sdt_id(), REVIEW_DATE)
        )
    )
    p.add_run(after)
    for ci, (cat, cb, cm, qs) in enumerate(CATS, 1):
        c0 = mark()
        if ci > 1:
            doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        doc.add_paragraph(cat, style="Heading 1")
        add_blocks(doc, cb)
        for qi, (qu, blocks, must) in enumerate(qs, 1):
            q0 = mark()
            doc.add_paragraph(qu, style="Heading 2")
            add_blocks(doc, blocks)
            wrap(since(q0), "FAQ item", "faq-%d-%d" % (ci, qi))
        wrap(since(c0), "Section", "sec-%d" % ci)
    doc.sections[0].footer.paragraphs[0].text = "KGB/CS/GRP-FAQ/2024 – Krishna Gramin Bank, Vijayawada"
    doc.save(os.path.join(DOCX, STEM + ".docx"))
    write_expected(
        STEM,
        "Word template with content controls: title in a data-bound sdt, nested block-level sdts "
        "(Section > FAQ item) wrapping Heading 1 / Heading 2 and answers, inline date sdt in the intro, "
        "page breaks between categories",
        TITLE,
        build_sections(INTRO, CATS),
    )


if __name__ == "__main__":
    main()
