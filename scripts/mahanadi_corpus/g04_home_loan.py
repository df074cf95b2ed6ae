"""04 - Home loans.
Habit: a customer-awareness slide deck 'saved as Word' (outline/handout style): one slide
per page, slide title in a custom 'Slide Title' paragraph style (not a Heading), body as
two-level bullets in custom 'Slide Bullet' styles, section-divider slides ('Part A - ...')
with no body, an agenda slide and a 'Slide n' footer line typed at the end of each page."""

from common import *
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.shared import Pt, RGBColor

STEM = "04_home_loans"
DOC = {
    "title": "Your Home, Our Loan: Mahanadi Home Loan Guide 2025-26",
    "intro": None,
    "cats": [
        {
            "name": "Part A – Moving your loan to us",
            "qs": [
                (
                    "Balance transfer: what it is",
                    [
                        (
                            "ul",
                            [
                                "Shift your existing home loan from another bank or HFC to Mahanadi Sahakari Bank",
                                "Available after 12 EMIs have been paid regularly to the current lender",
                                "Rates from 8.40% p.a. for salaried borrowers with CIBIL 750+",
                                "-- Processing fee waived on balance transfers sanctioned before 31 March 2026",
                            ],
                        ),
                    ],
                ),
                (
                    "Balance transfer: how to apply",
                    [
                        (
                            "ul",
                            [
                                "Get a foreclosure letter and list of documents from your current lender",
                                "Submit Form HL-BT with the last 12 months' loan statement",
                                "Sanction in 7 working days; we pay the old lender directly by RTGS",
                                "-- Original title deeds are collected from the old lender by our legal team",
                            ],
                        ),
                    ],
                ),
                (
                    "Top-up loan with a transfer",
                    [
                        (
                            "ul",
                            [
                                "Top-up of up to ₹30 lakh along with the balance transfer or after 12 EMIs with us",
                                "Use it for renovation, furnishing, education or any personal need (not speculation)",
                                "Rate: home loan rate + 0.50%; tenure same as the home loan, up to 15 years",
                                "-- Combined loan cannot exceed 80% of the current market value of the property",
                            ],
                        ),
                    ],
                ),
            ],
        },
        {
            "name": "Part B – Rates and repayment",
            "qs": [
                (
                    "Fixed or floating rate?",
                    [
                        (
                            "table",
                            [
                                ["", "Floating rate", "Fixed rate"],
                                ["Current rate", "8.40% – 9.65% p.a.", "9.90% p.a. for the first 5 years"],
                                ["Linked to", "Repo rate (RLLR 9.00%)", "Fixed, then converts to floating"],
                                ["Prepayment charge", "Nil for individuals", "2% if refinanced from another lender"],
                            ],
                        ),
                    ],
                ),
                (
                    "Switching between fixed and floating",
                    [
                        (
                            "ul",
                            [
                                "Switch once a year through Form HL-SW at the branch",
                                "Conversion fee: 0.25% of the principal outstanding, maximum ₹10,000 plus GST",
                                "Floating-rate borrowers can also ask for a rate reset to the current card rate",
                                "-- New rate applies from the 1st of the month after the request is approved",
                            ],
                        ),
                    ],
                ),
                (
                    "Prepayment and part-payment",
                    [
                        (
                            "ul",
                            [
                                "No prepayment penalty on floating-rate loans to individuals",
                                "Minimum part-payment is one EMI; pay online via MSB Mobile > Loans > Part Payment",
                                "Choose to reduce the EMI or the tenure; default is tenure reduction",
                                "-- A revised repayment schedule is emailed within 3 working days",
                            ],
                        ),
                    ],
                ),
            ],
        },
        {
            "name": "Part C – Documents, insurance and tax",
            "qs": [
                (
                    "Documents checklist",
                    [
                        (
                            "ul",
                            [
                                "KYC: PAN, Aadhaar, 2 photographs of every applicant",
                                "Income: 6 months' salary slips and Form 16 for 2 years, or ITR for 3 years for self-employed",
                                "Property: sale agreement, approved building plan, title chain of 13 years, encumbrance certificate",
                                "-- For under-construction flats: builder's allotment letter and tripartite agreement",
                            ],
                        ),
                    ],
                ),
                (
                    "Property insurance",
                    [
                        (
                            "ul",
                            [
                                "The property must be insured against fire, flood and earthquake for its rebuilding cost",
                                "Bank's clause to be recorded in the policy; renew every year before expiry",
                                "Optional home-loan protection (life) cover from our partner insurer; not compulsory",
                                "-- Send the renewed policy copy to your branch within 15 days of renewal",
                            ],
                        ),
                    ],
                ),
                (
                    "Interest certificate for income tax",
                    [
                        (
                            "ul",
                            [
                                "Provisional certificate for the current year available from 1 January",
                                "Final certificate for the year ended 31 March available from 5 April",
                                "Download: Internet Banking > Loans > Certificates > Home Loan Interest Certificate",
                                "-- Shows principal repaid (Section 80C) and interest paid (Section 24(b)) separately",
                            ],
                        ),
                    ],
                ),
                (
                    "Need help? Talk to us",
                    [
                        (
                            "ul",
                            [
                                "Home loan helpdesk: 1800 345 7070, option 4 (9 a.m. to 7 p.m., Monday to Saturday)",
                                "Email: care@mahanadibank.example with subject 'Home Loan'",
                                "Visit www.mahanadibank.example/homeloan for the EMI calculator",
                            ],
                        ),
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx emulating a PowerPoint deck saved/sent to Word: page break per slide, custom "
    "'Slide Title' style (not a heading), 'Slide Bullet 1/2' styles, divider slides as categories, "
    "agenda slide, typed 'Slide n' footer lines"
)


def seg_fn(blocks):
    out = []
    for b in blocks:
        if not isinstance(b, str) and b[0] == "ul":
            out.extend(it[3:] if it.startswith("-- ") else it for it in b[1])
        else:
            out.extend(segments([b]))
    return out


def build():
    d = Document()
    sec = d.sections[0]
    from docx.enum.section import WD_ORIENT

    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = sec.page_height, sec.page_width
    styles = d.styles
    st = styles.add_style("Slide Title", WD_STYLE_TYPE.PARAGRAPH)
    st.base_style = styles["Normal"]
    st.font.size = Pt(28)
    st.font.bold = True
    st.font.color.rgb = RGBColor(0x00, 0x5A, 0x9C)
    st.paragraph_format.space_after = Pt(18)
    sd = styles.add_style("Slide Divider", WD_STYLE_TYPE.PARAGRAPH)
    sd.base_style = st
    sd.font.size = Pt(36)
    sd.font.color.rgb = RGBColor(0xC0, 0x50, 0x00)
    b1 = styles.add_style("Slide Bullet 1", WD_STYLE_TYPE.PARAGRAPH)
    b1.base_style = styles["List Bullet"]
    b1.font.size = Pt(18)
    b2 = styles.add_style("Slide Bullet 2", WD_STYLE_TYPE.PARAGRAPH)
    b2.base_style = styles["List Bullet 2"]
    b2.font.size = Pt(14)
    sub = styles.add_style("Slide Subtitle", WD_STYLE_TYPE.PARAGRAPH)
    sub.base_style = styles["Normal"]
    sub.font.size = Pt(20)
    sub.font.italic = True
    foot = styles.add_style("Slide Number", WD_STYLE_TYPE.PARAGRAPH)
    foot.base_style = styles["Normal"]
    foot.font.size = Pt(9)
    foot.font.color.rgb = RGBColor(0x99, 0x99, 0x99)
    foot.paragraph_format.alignment = WD_ALIGN_PARAGRAPH.RIGHT

    n = [0]

    def new_slide(first=False):
        if n[0]:
            d.add_paragraph(f"Slide {n[0]}", style="Slide Number")
            d.paragraphs[-1].add_run().add_break(WD_BREAK.PAGE)
        n[0] += 1

    new_slide()
    p = d.add_paragraph(DOC["title"], style="Slide Title")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph(
        "Mahanadi Sahakari Bank Ltd. · Customer information session · Retail Lending Division, Cuttack",
        style="Slide Subtitle",
    ).alignment = WD_ALIGN_PARAGRAPH.CENTER
    new_slide()
    d.add_paragraph("Agenda", style="Slide Title")
    for cat in DOC["cats"]:
        d.add_paragraph(cat["name"], style="Slide Bullet 1")
    for cat in DOC["cats"]:
        new_slide()
        d.add_paragraph(cat["name"], style="Slide Divider")
        for q, blocks in cat["qs"]:
            new_slide()
            d.add_paragraph(q, style="Slide Title")
            for b in blocks:
                if b[0] == "ul":
                    for it in b[1]:
                        if it.startswith("-- "):
                            d.add_paragraph(it[3:], style="Slide Bullet 2")
                        else:
                            d.add_paragraph(it, style="Slide Bullet 1")
                elif b[0] == "table":
                    t = add_simple_table(d, b[1], style="Medium Shading 1 Accent 1")
    d.add_paragraph(f"Slide {n[0]}", style="Slide Number")
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC, seg_fn=seg_fn))
