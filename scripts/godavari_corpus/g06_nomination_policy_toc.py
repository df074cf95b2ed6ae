"""06: Formal policy document.

Cover page (Title, Subtitle, version-history table), a Word TOC field with
cached TOC 1/2/3 entries (hyperlinks + PAGEREF fields, as Word writes them
after "Update field"), body with Heading 1/2/3 where levels sometimes SKIP
(Heading 1 -> Heading 3), headers/footers with PAGE / NUMPAGES fields and a
different first page.
"""

import docx
from docx.enum.section import WD_SECTION
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Inches, RGBColor
from common import *

STEM = "gb06_nomination_claims_policy_toc"
TITLE = "Policy on Nomination and Settlement of Claims of Deceased Depositors"

# (level, heading, [blocks], [must], toc_page)
BODY = [
    (
        1,
        "1. Introduction",
        [
            (
                "p",
                "Godavari Bank Ltd. (the Bank) recognises that the families of deceased depositors need quick and "
                "sympathetic service. This policy sets out how the Bank registers nominations and settles claims on "
                "deposit accounts, safe deposit lockers and articles in safe custody.",
            ),
            (
                "p",
                "The policy follows the Banking Regulation Act, 1949 and the Banking Companies (Nomination) Rules, "
                "1985, and was last approved by the Board on 26 July 2024.",
            ),
        ],
        ["Banking Companies (Nomination) Rules, 1985"],
        3,
    ),
    (
        1,
        "2. Scope",
        [
            (
                "p",
                "This policy applies to all savings, current, recurring and term deposit accounts, safe deposit lockers "
                "and safe custody articles held by individuals, whether singly or jointly, at all 214 branches of the "
                "Bank.",
            ),
        ],
        ["all 214 branches"],
        3,
    ),
    (
        1,
        "3. Nomination Facility",
        [
            (
                "p",
                "Nomination makes it easy for the Bank to pay the balance to the right person without legal documents. "
                "Branch staff shall advise every individual depositor to register a nomination at the time of account "
                "opening.",
            ),
        ],
        ["register a nomination at the time of account opening"],
        3,
    ),
    (
        2,
        "3.1 Accounts eligible for nomination",
        [
            (
                "p",
                "Nomination is available for all deposit accounts held by individuals, including sole proprietorship "
                "accounts. It is not available for accounts held in a representative capacity, such as accounts of "
                "trusts, companies or Hindu Undivided Families.",
            ),
        ],
        ["not available for accounts held in a representative capacity"],
        3,
    ),
    (
        2,
        "3.2 Registration, variation and cancellation",
        [
            (
                "p",
                "Nomination is registered in Form DA1, varied in Form DA2 and cancelled in Form DA3. One nominee may be "
                "registered for a deposit account. The Bank acknowledges every nomination in writing within "
                "3 working days and prints \u201cNomination Registered\u201d with the nominee's name on the passbook "
                "and term deposit receipt. No fee is charged for any of these services.",
            ),
        ],
        ["Form DA1", "Form DA3", "within 3 working days"],
        3,
    ),
    (
        2,
        "3.3 Nomination in favour of a minor",
        [
            (
                "p",
                "Where the nominee is a minor, the depositor shall appoint a person to receive the amount on behalf of "
                "the minor in the event of the depositor's death during the minority of the nominee.",
            ),
        ],
        ["during the minority of the nominee"],
        3,
    ),
    (
        1,
        "4. Settlement of Claims in Deposit Accounts",
        [
            (
                "p",
                "The Bank shall settle claims in a simple and time-bound manner. Branch managers may settle claims up to "
                "₹15,00,000 without reference to the Regional Office.",
            ),
        ],
        ["₹15,00,000 without reference to the Regional Office"],
        4,
    ),
    (
        3,
        "Claims where there is a nominee or a surviving joint holder",
        [
            (
                "p",
                "Payment to the nominee or the surviving joint holder constitutes a full discharge of the Bank's "
                "liability. The claimant only needs to submit the claim form, a copy of the death certificate and "
                "proof of identity. No succession certificate or indemnity is required.",
            ),
        ],
        ["full discharge of the Bank's liability"],
        4,
    ),
    (
        3,
        "Claims without nomination or survivorship clause",
        [
            (
                "p",
                "Where there is no nomination, the Bank settles the claim in favour of the legal heirs. The documents "
                "required depend on the amount of the claim:",
            ),
            (
                "table",
                [
                    ["Balance in all accounts of the deceased", "Documents required", "Settlement time"],
                    [
                        "Up to ₹15,00,000",
                        "Claim form, death certificate, letter of indemnity signed by all legal heirs and one surety",
                        "15 days",
                    ],
                    [
                        "Above ₹15,00,000",
                        "Succession certificate or legal heir certificate, or probate of will",
                        "15 days from receipt of complete documents",
                    ],
                ],
            ),
        ],
        ["letter of indemnity signed by all legal heirs", "Succession certificate"],
        4,
    ),
    (
        2,
        "4.3 Premature closure of term deposits",
        [
            (
                "p",
                "The nominee or legal heirs may close a term deposit of the deceased before maturity without any "
                "penalty. Interest is paid at the contracted rate up to the date of death and at the savings bank rate "
                "thereafter.",
            ),
        ],
        ["without any penalty"],
        4,
    ),
    (
        1,
        "5. Safe Deposit Lockers and Safe Custody Articles",
        [
            (
                "p",
                "Access to lockers and release of safe custody articles after the death of the hirer or depositor are "
                "governed by this section.",
            ),
        ],
        ["after the death of the hirer"],
        4,
    ),
    (
        3,
        "Access to the locker by nominees",
        [
            (
                "p",
                "The nominee or surviving joint hirer shall be given access to the locker on producing the death "
                "certificate and proof of identity. The Bank shall permit removal of contents within 15 days of "
                "receipt of the claim.",
            ),
        ],
        ["within 15 days of receipt of the claim"],
        4,
    ),
    (
        3,
        "Inventory of contents",
        [
            (
                "p",
                "An inventory of the contents shall be prepared in the presence of the claimants, two branch officials "
                "and an independent witness before the contents are handed over. A copy of the inventory is given to "
                "the claimant free of charge.",
            ),
        ],
        ["an independent witness"],
        4,
    ),
    (
        1,
        "6. Time Limits and Compensation",
        [
            (
                "p",
                "If a claim is not settled within the time limits below, the Bank shall pay compensation without the "
                "claimant having to ask for it.",
            ),
            (
                "table",
                [
                    ["Type of claim", "Time limit", "Compensation for delay"],
                    ["Deposit accounts", "15 days", "Interest at the savings bank rate plus 2% p.a."],
                    ["Safe deposit lockers", "15 days", "₹5,000 per day of delay"],
                    ["Safe custody articles", "15 days", "₹5,000 per day of delay"],
                ],
            ),
        ],
        ["savings bank rate plus 2% p.a.", "₹5,000 per day of delay"],
        5,
    ),
    (
        1,
        "7. Grievance Redressal",
        [
            (
                "p",
                "Claimants who are not satisfied may contact the Principal Nodal Officer, Head Office, Rajahmundry, or "
                "call 1800 425 7700. If the complaint is not resolved within 30 days, the claimant may approach the "
                "RBI Ombudsman under the Reserve Bank \u2013 Integrated Ombudsman Scheme, 2021.",
            ),
        ],
        ["Principal Nodal Officer", "within 30 days"],
        5,
    ),
    (
        1,
        "8. Review of the Policy",
        [
            (
                "p",
                "The Customer Service Committee of the Board shall review this policy every year, or earlier if there "
                "is a change in regulatory guidelines.",
            ),
        ],
        ["Customer Service Committee of the Board"],
        5,
    ),
]

VERSIONS = [
    ["Version", "Date", "Approved by", "Summary of changes"],
    ["1.0", "12-03-2021", "Board of Directors", "Initial policy"],
    ["2.0", "18-05-2023", "Customer Service Committee", "Simplified documents for claims up to ₹15 lakh"],
    ["2.1", "26-07-2024", "Board of Directors", "Compensation for delay in locker claims added"],
]


def add_toc_styles(doc):
    styles = doc.styles
    for lvl, indent in ((1, 0), (2, 220), (3, 440)):
        st = styles.add_style("toc %d" % lvl, WD_STYLE_TYPE.PARAGRAPH)
        st.base_style = styles["Normal"]
        el = st.element
        el.set(qn("w:styleId"), "TOC%d" % lvl)
        pPr = el.get_or_add_pPr()
        pPr.append(parse_xml('<w:tabs %s><w:tab w:val="right" w:leader="dot" w:pos="9016"/></w:tabs>' % nsdecls("w")))
        pPr.append(parse_xml('<w:spacing %s w:after="100"/>' % nsdecls("w")))
        pPr.append(parse_xml('<w:ind %s w:left="%d"/>' % (nsdecls("w"), indent)))
        ui = parse_xml('<w:uiPriority %s w:val="39"/>' % nsdecls("w"))
        el.append(ui)
        el.append(parse_xml("<w:unhideWhenUsed %s/>" % nsdecls("w")))
    # Hyperlink character style used by TOC entries
    hl = styles.add_style("Hyperlink", WD_STYLE_TYPE.CHARACTER)
    hl.font.color.rgb = RGBColor(0x05, 0x63, 0xC1)
    hl.font.underline = True


def fld_runs(instr, result):
    """XML for a complex field: begin/instr/separate/result/end."""
    return (
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
        '<w:r><w:instrText xml:space="preserve"> %s </w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
        "<w:r><w:t>%s</w:t></w:r>"
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
    ) % (instr, result)


def main():
    doc = docx.Document()
    normal = doc.styles["Normal"]
    normal.font.name = "Cambria"
    normal.font.size = Pt(11)
    add_toc_styles(doc)

    # ---------------- cover page
    for _ in range(6):
        doc.add_paragraph()
    doc.add_paragraph(TITLE, style="Title")
    doc.add_paragraph(
        "Godavari Bank Ltd. \u2013 Customer Service Department, Head Office, Rajahmundry", style="Subtitle"
    )
    doc.add_paragraph()
    p = doc.add_paragraph()
    p.add_run("Document control").bold = True
    t = doc.add_table(rows=len(VERSIONS), cols=4)
    t.style = doc.styles["Light Grid Accent 1"]
    for i, row in enumerate(VERSIONS):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    doc.add_paragraph()
    doc.add_paragraph("Classification: Public").alignment = WD_ALIGN_PARAGRAPH.RIGHT
    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    # ---------------- TOC
    doc.add_paragraph("Contents", style="TOC Heading")
    toc_paras = []
    for i, (lvl, head, _, _, page) in enumerate(BODY):
        bm = "_Toc17220%04d" % (i * 37 + 101)
        toc_paras.append((lvl, head, bm, page))
    body = doc.element.body
    sectPr = body.find(qn("w:sectPr"))
    for k, (lvl, head, bm, page) in enumerate(toc_paras):
        pre = ""
        if k == 0:
            pre = (
                '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
                '<w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h \\z \\u </w:instrText></w:r>'
                '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
            )
        xml = (
            '<w:p %s><w:pPr><w:pStyle w:val="TOC%d"/><w:tabs><w:tab w:val="right" w:leader="dot" w:pos="9016"/></w:tabs>'
            "<w:rPr><w:noProof/></w:rPr></w:pPr>%s"
            '<w:hyperlink w:anchor="%s" w:history="1">'
            '<w:r><w:rPr><w:rStyle w:val="Hyperlink"/><w:noProof/></w:rPr><w:t xml:space="preserve">%s</w:t></w:r>'
            "<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:tab/></w:r>"
            '<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r>'
            '<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:instrText xml:space="preserve"> PAGEREF %s \\h </w:instrText></w:r>'
            "<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr></w:r>"
            '<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:fldChar w:fldCharType="separate"/></w:r>'
            "<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:t>%d</w:t></w:r>"
            '<w:r><w:rPr><w:noProof/><w:webHidden/></w:rPr><w:fldChar w:fldCharType="end"/></w:r>'
            "</w:hyperlink></w:p>"
        ) % (nsdecls("w"), lvl, pre, bm, esc(head), bm, page)
        sectPr.addprevious(parse_xml(xml))
    sectPr.addprevious(parse_xml('<w:p %s><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' % nsdecls("w")))
    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    # ---------------- body
    for i, (lvl, head, blocks, _, _) in enumerate(BODY):
        h = doc.add_heading(head, level=lvl)
        bm = toc_paras[i][2]
        h._p.insert(1, parse_xml('<w:bookmarkStart %s w:id="%d" w:name="%s"/>' % (nsdecls("w"), i + 10, bm)))
        h._p.append(parse_xml('<w:bookmarkEnd %s w:id="%d"/>' % (nsdecls("w"), i + 10)))
        for kind, b in blocks:
            if kind == "p":
                para = doc.add_paragraph(b)
                para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            elif kind == "table":
                tb = doc.add_table(rows=len(b), cols=len(b[0]))
                tb.style = doc.styles["Table Grid"]
                for r, row in enumerate(b):
                    for c, v in enumerate(row):
                        tb.cell(r, c).text = v
                        if r == 0:
                            tb.cell(r, c).paragraphs[0].runs[0].bold = True
                doc.add_paragraph()

    # ---------------- headers / footers
    sec0 = doc.sections[0]
    sec0.different_first_page_header_footer = True
    hp = sec0.header.paragraphs[0]
    hp.text = "Godavari Bank Ltd.  |  Policy on Nomination and Settlement of Claims  |  Version 2.1"
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    fp = sec0.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    fp._p.append(parse_xml('<w:r %s><w:t xml:space="preserve">Public  |  Page </w:t></w:r>' % nsdecls("w")))
    for x in parse_xml("<w:p %s>%s</w:p>" % (nsdecls("w"), fld_runs("PAGE", "2"))):
        fp._p.append(x)
    fp._p.append(parse_xml('<w:r %s><w:t xml:space="preserve"> of </w:t></w:r>' % nsdecls("w")))
    for x in parse_xml("<w:p %s>%s</w:p>" % (nsdecls("w"), fld_runs("NUMPAGES", "5"))):
        fp._p.append(x)
    sec0.first_page_footer.paragraphs[0].text = "Godavari Bank Ltd., Danavaipeta, Rajahmundry \u2013 533 103"

    # ask Word to refresh fields on open (as many generated policies do)
    settings = doc.settings.element
    settings.append(parse_xml('<w:updateFields %s w:val="true"/>' % nsdecls("w")))
    doc.core_properties.title = TITLE
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    # expected: path follows heading nesting (skipped levels collapse)
    sections = []
    stack = {}
    for lvl, head, blocks, must, _ in BODY:
        stack = {k: v for k, v in stack.items() if k < lvl}
        stack[lvl] = head
        path = [stack[k] for k in sorted(stack)]
        sections.append(sec(path, starts_with(blocks), must))
    write_expected(
        STEM,
        "python-docx + hand-written XML: formal policy, cover page with version table, cached Word TOC "
        "field (TOC 1/2/3 + PAGEREF), Heading 1->3 skips, header/footer with PAGE/NUMPAGES",
        TITLE,
        sections,
        notes="Heading 3 entries under '4.' and '5.' sit directly under Heading 1 (no Heading 2). In "
        "section 4 a Heading 2 ('4.3 ...') follows two Heading 3 siblings. Cover page, 'Contents' "
        "(TOC Heading) and TOC entries are not sections. settings.xml has updateFields=true.",
    )


if __name__ == "__main__":
    main()
