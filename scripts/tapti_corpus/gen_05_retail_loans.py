"""Retail loans policy - revised draft with tracked changes and comments.

Format: Heading 1 products, Heading 2 sections. Several sentences contain
w:ins insertions (current text) and w:del deletions (old values that are no
longer valid): processing fee, foreclosure lock-in, tenure, bounce charge,
penal charges, benchmark rate. Two Word comments. trackRevisions is on.
"""

import datetime as dt

from common import (
    F,
    drop_thumbnail,
    el,
    mark_header_row,
    save,
    set_app_props,
    set_core,
    set_table_borders,
    shade_cell,
)
from docx import Document
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

TITLE = "Retail Loans – Product Policy and Key Facts for Customers"

A1 = ("Priya Nair", "2025-08-18T11:42:00Z")  # Retail Credit Policy
A2 = ("Kunal Mehta", "2025-08-22T16:05:00Z")  # Legal

_rev = [200]


def rid():
    _rev[0] += 1
    return _rev[0]


def _run(text, bold=False, deleted=False):
    r = el("w:r")
    if bold:
        rpr = el("w:rPr")
        rpr.append(el("w:b"))
        r.append(rpr)
    t = el("w:delText" if deleted else "w:t", {"xml:space": "preserve"}, text)
    r.append(t)
    return r


def add_segments(p_elm, segments):
    """segments: str (plain, **bold** allowed) | ("ins", text[, author]) | ("del", text[, author])"""
    for seg in segments:
        if isinstance(seg, str):
            for part in _split_bold(seg):
                p_elm.append(_run(part[0], bold=part[1]))
        else:
            kind, text = seg[0], seg[1]
            author, date = seg[2] if len(seg) > 2 else A1
            w = el("w:ins" if kind == "ins" else "w:del", {"w:id": rid(), "w:author": author, "w:date": date})
            for part in _split_bold(text):
                w.append(_run(part[0], bold=part[1], deleted=(kind == "del")))
            p_elm.append(w)


def _split_bold(s):
    out = []
    for i, chunk in enumerate(s.split("**")):
        if chunk:
            out.append((chunk, i % 2 == 1))
    return out


def para(doc, segments, style=None):
    p = doc.add_paragraph(style=style)
    add_segments(p._p, segments)
    return p


def mark_paragraph(p, kind, author=A1):
    """Mark the paragraph mark itself as inserted/deleted."""
    ppr = p._p.get_or_add_pPr()
    rpr = el("w:rPr")
    rpr.append(el("w:ins" if kind == "ins" else "w:del", {"w:id": rid(), "w:author": author[0], "w:date": author[1]}))
    ppr.append(rpr)


def table(doc, header, rows, widths=None):
    t = doc.add_table(rows=0, cols=len(header))
    set_table_borders(t, sz=4, color="808080")
    for ri, row in enumerate([header] + rows):
        cells = t.add_row().cells
        for ci, val in enumerate(row):
            p = cells[ci].paragraphs[0]
            segs = val if isinstance(val, list) else [val]
            if ri == 0:
                segs = [f"**{strip}**" for strip in segs]
                shade_cell(cells[ci], "D9D9D9")
            add_segments(p._p, segs)
    mark_header_row(t.rows[0])
    return t


def ins(t, who=A1):
    return ("ins", t, who)


def dele(t, who=A1):
    return ("del", t, who)


# Each section: (heading, [blocks]); a block is a list of segments (paragraph),
# ("bullets", [segment-lists]), ("table", header, rows), ("delpara", segs),
# ("inspara", segs), ("comment", paragraph-index-in-section, text, author)
CHAPTERS = [
    (
        "1. Tapti Personal Loan",
        [
            (
                "1.1 Eligibility",
                [
                    [
                        "Salaried individuals aged 21 to 60 years (the age at the end of the loan tenure must not exceed 60 years) with at least 1 year of total work experience and 6 months with the current employer, and a minimum net monthly income of ",
                        dele("₹30,000"),
                        ins("₹25,000"),
                        " (₹20,000 for borrowers outside the metro cities).",
                    ],
                    [
                        "Self-employed professionals (doctors, chartered accountants, architects, company secretaries) aged 25 to 65 years, with at least 3 years in practice."
                    ],
                    ["A credit score of 700 or above with any credit information company is normally required."],
                ],
            ),
            (
                "1.2 Loan amount, tenure and disbursal",
                [
                    ["Loan amount: ₹50,000 to ₹40,00,000. Tenure: 12 to 60 months."],
                    [
                        "The loan is disbursed within ",
                        dele("3"),
                        ins("2"),
                        " working days of receipt of complete documents and the signed loan agreement and Key Facts Statement (KFS). Pre-approved loans offered in ",
                        F["app"],
                        " are disbursed instantly.",
                    ],
                ],
            ),
            (
                "1.3 Documents required",
                [
                    (
                        "bullets",
                        [
                            [
                                "PAN card (mandatory) and one proof of address (Aadhaar, passport, voter ID or driving licence)."
                            ],
                            [
                                "Salaried: salary slips of the last 3 months, bank statement of the salary account for the last 6 months, and the latest Form 16."
                            ],
                            [
                                "Self-employed professionals: income tax returns for the last 2 years with computation of income, and proof of professional qualification."
                            ],
                        ],
                    ),
                    ["Tapti Salary Account holders with pre-approved offers need no income documents."],
                ],
            ),
            (
                "1.4 Interest rate",
                [
                    [
                        "Personal loans carry a fixed rate of interest of 10.75% p.a. to 22.00% p.a., depending on the credit profile of the borrower, the loan amount and the tenure. Tapti Salary Account holders are offered rates from 10.50% p.a. The Annual Percentage Rate (APR), which includes all fees, is shown in the KFS."
                    ],
                ],
            ),
            (
                "1.5 Processing fee",
                [
                    [
                        "Up to ",
                        dele("2.50%"),
                        ins("2.00%"),
                        " of the loan amount, subject to a minimum of ₹2,999, plus GST. The processing fee is deducted from the loan amount at disbursal and is not refundable once the loan is disbursed.",
                    ],
                    (
                        "comment",
                        0,
                        "Revised fee approved by Retail Credit Committee on 12-Aug-2025; applies to loans sanctioned on or after 1 October 2025. Old fee continues for loans sanctioned earlier.",
                        ("Priya Nair", "PN"),
                    ),
                ],
            ),
            (
                "1.6 Part-payment",
                [
                    [
                        "Part-payment is allowed after 12 EMIs have been paid, up to 25% of the principal outstanding in a financial year and not more than twice in a financial year. A part-payment charge of 3% of the amount part-paid, plus GST, applies. After a part-payment you can choose to reduce the EMI or the remaining tenure."
                    ],
                ],
            ),
            (
                "1.7 Foreclosure (full prepayment)",
                [
                    [
                        "The loan can be foreclosed after ",
                        dele("12"),
                        ins("6"),
                        " EMIs have been paid. Foreclosure charges are calculated on the principal outstanding on the date of foreclosure:",
                    ],
                    (
                        "table",
                        ["EMIs paid at the time of foreclosure", "Foreclosure charge (+ GST)"],
                        [
                            [[dele("13"), ins("7"), " to 24 EMIs"], "4% of principal outstanding"],
                            ["25 to 36 EMIs", "3% of principal outstanding"],
                            ["More than 36 EMIs", "2% of principal outstanding"],
                        ],
                    ),
                    [
                        "No foreclosure charge is levied if the loan is foreclosed within the look-up period stated in the KFS (3 days from disbursal), provided the principal and the proportionate APR for those days are paid."
                    ],
                ],
            ),
        ],
    ),
    (
        "2. Tapti Two-Wheeler Loan",
        [
            (
                "2.1 Eligibility and documents",
                [
                    [
                        "Salaried individuals aged 21 to 65 years with a minimum net monthly income of ₹12,000; self-employed individuals and farmers aged 21 to 65 years with a minimum annual income of ₹1,50,000 (as per income tax return or, for farmers, land records)."
                    ],
                    [
                        "Documents: KYC (PAN or Form 60, and proof of address), income proof, and the proforma invoice of the dealer. After purchase, the registration certificate (RC) must show hypothecation in favour of Tapti Bank within 30 days, and the vehicle insurance must name Tapti Bank as loss payee."
                    ],
                ],
            ),
            (
                "2.2 Loan amount, funding and tenure",
                [
                    [
                        "Up to 95% of the on-road price (ex-showroom price, registration and insurance), with a maximum of ₹3,00,000 for standard two-wheelers. For premium motorcycles of 500 cc and above, up to 85% of the on-road price with a maximum of ₹15,00,000."
                    ],
                    ["Tenure: 12 to ", dele("48"), ins("60"), " months."],
                ],
            ),
            (
                "2.3 Interest rate",
                [
                    [
                        "Fixed rate of 9.99% p.a. to 17.50% p.a. A concession of 0.25% p.a. is given on loans for electric two-wheelers."
                    ],
                ],
            ),
            (
                "2.4 Processing fee and documentation charges",
                [
                    [
                        "Processing fee: 1.50% of the loan amount, minimum ₹1,500 and maximum ₹5,000, plus GST. Documentation charge: ₹500 plus GST. Stamp duty as applicable in the state, at actuals."
                    ],
                ],
            ),
            (
                "2.5 Part-payment and foreclosure",
                [
                    [
                        "Part-payment is not permitted on two-wheeler loans. The loan can be foreclosed after 6 EMIs have been paid: 5% of the principal outstanding if foreclosed within 12 months of disbursal and 3% thereafter, plus GST."
                    ],
                    [
                        "The No Objection Certificate (NOC) and Form 35 for removal of hypothecation are issued within 7 working days of closure of the loan."
                    ],
                ],
            ),
        ],
    ),
    (
        "3. Tapti Property Power – Loan Against Property",
        [
            (
                "3.1 Eligibility",
                [
                    [
                        "Salaried and self-employed individuals aged 24 years or more at the time of application; the age at the end of the loan tenure must not exceed 60 years for salaried and 70 years for self-employed borrowers. Proprietorship and partnership firms, LLPs and private limited companies are also eligible."
                    ],
                    [
                        "The property must be a residential or commercial property with a clear and marketable title, within municipal limits, either self-occupied or rented. All co-owners of the property must be co-applicants."
                    ],
                ],
            ),
            (
                "3.2 Loan amount, loan-to-value and tenure",
                [
                    [
                        "Loan amount: ₹5,00,000 to ₹10 crore. The loan is limited to 65% of the market value of a residential property and 55% of the market value of a commercial property. Tenure: up to 15 years."
                    ],
                ],
            ),
            (
                "3.3 Documents required",
                [
                    (
                        "bullets",
                        [
                            ["KYC of all applicants and co-applicants; for entities, constitution documents."],
                            [
                                "Income: income tax returns of the last 2 years with computation of income and audited financial statements (self-employed); salary slips of 3 months and Form 16 (salaried); bank statements of 12 months."
                            ],
                            [
                                "Property: title deeds with the chain of title for the last 13 years, approved building plan, latest property tax receipt, and an encumbrance certificate for 13 years."
                            ],
                        ],
                    ),
                ],
            ),
            (
                "3.4 Interest rate",
                [
                    [
                        "Loans against property carry a floating rate of interest linked to the Tapti Repo Linked Lending Rate (TRLLR), which is ",
                        dele("9.25%"),
                        ins(F["trllr"]),
                        " p.a. with effect from ",
                        dele("1 February 2025"),
                        ins(F["trllr_date"]),
                        ". The rate offered is TRLLR plus a spread of 1.00% to 4.00%, that is ",
                        dele("10.25% to 13.25%"),
                        ins("9.75% to 12.75%"),
                        " p.a. The spread is fixed for the life of the loan unless the borrower's credit risk changes substantially; the rate is reset whenever the TRLLR changes, with effect from the first day of the following month.",
                    ],
                ],
            ),
            (
                "3.5 Processing fee and other charges at sanction",
                [
                    [
                        "Processing fee: 1.00% of the loan amount, subject to a maximum of ₹50,000, plus GST. Legal and technical valuation charges: ₹7,500 per property, plus GST, collected upfront and not refundable."
                    ],
                ],
            ),
            (
                "3.6 Part-payment and foreclosure",
                [
                    [
                        "No part-payment or foreclosure charges are levied on floating-rate loans to individual borrowers, with or without co-obligants."
                    ],
                    [
                        "For loans to non-individual borrowers (firms, LLPs and companies), a charge of 2% of the amount prepaid, plus GST, applies when the loan is prepaid from borrowed funds (for example, on a balance transfer to another lender). No charge applies when the prepayment is made from the borrower's own funds."
                    ],
                ],
            ),
            (
                "3.7 Return of original property documents",
                [
                    [
                        "All original property documents are returned within 30 days of full repayment and closure of the loan, at the branch where the loan was serviced or at any other Tapti Bank branch where the documents are available, as chosen by the borrower. If the documents are returned later than 30 days, Tapti Bank pays compensation of ₹5,000 for each day of delay. If the documents are lost or damaged while with the bank, the bank will help the borrower obtain certified copies within a further 30 days and bear the cost."
                    ],
                ],
            ),
        ],
    ),
    (
        "4. Charges Common to All Retail Loans",
        [
            (
                "4.1 EMI bounce charges",
                [
                    [
                        "A charge of ",
                        dele("₹400"),
                        ins("₹500"),
                        " plus GST is levied for every EMI that is dishonoured, whether presented by NACH mandate, standing instruction or cheque. The bounce charge is levied once per instalment, even if the instalment is presented again in the same month.",
                    ],
                ],
            ),
            (
                "4.2 Penal charges for delayed payment",
                [
                    (
                        "delpara",
                        [
                            "Penal interest at 3% per month on the overdue amount will be added to the rate of interest for the period of default."
                        ],
                    ),
                    (
                        "inspara",
                        [
                            ins(
                                "Penal charges of 2% per month are levied on the overdue instalment amount for the period of delay. In line with the Reserve Bank of India directions on penal charges in loan accounts, penal charges are a fixed charge: they are not added to the rate of interest, and no interest is charged on them.",
                                A2,
                            )
                        ],
                    ),
                    (
                        "comment",
                        "heading",
                        "Wording checked against RBI circular DoR.MCS.REC.28/01.01.001/2023-24 dated 18-Aug-2023. OK from Legal.",
                        ("Kunal Mehta", "KM"),
                    ),
                ],
            ),
            (
                "4.3 Other charges",
                [
                    (
                        "table",
                        ["Service", "Charge (+ GST)"],
                        [
                            ["Repayment schedule / statement of account – online", "Free"],
                            ["Duplicate statement of account – physical copy", "₹200 per copy"],
                            ["Duplicate No Objection Certificate", "₹500"],
                            ["Change of repayment mode (swap of NACH mandate or cheques)", [dele("₹750"), ins("₹500")]],
                            ["Loan rescheduling at the borrower's request (personal and two-wheeler loans)", "₹1,000"],
                            ["Loan rescheduling (loan against property)", "0.50% of principal outstanding"],
                            ["Copy of property documents (loan against property)", "₹500 per set"],
                        ],
                    ),
                ],
            ),
        ],
    ),
]


def build():
    doc = Document()
    drop_thumbnail(doc)
    doc.styles["Normal"].font.name = "Cambria"
    doc.styles["Normal"].font.size = Pt(11)
    for s in ("Heading 1", "Heading 2"):
        doc.styles[s].font.color.rgb = RGBColor(0x24, 0x3F, 0x60)

    doc.add_paragraph(TITLE, style="Title")
    para(doc, ["**Personal Loans | Two-Wheeler Loans | Loans Against Property**"])
    para(
        doc,
        [
            "Version 5.1 – draft for approval (changes tracked). Effective date: ",
            dele("1 April 2025"),
            ins("1 October 2025"),
            ".",
        ],
    )
    para(
        doc,
        [
            f"This document summarises the key terms of Tapti Bank's retail loans for customers. The loan agreement and the Key Facts Statement (KFS) issued at sanction prevail in case of any difference. All charges are subject to GST at {F['gst']}."
        ],
    )

    comments_todo = []
    items = 0
    for chap, sections in CHAPTERS:
        doc.add_paragraph(chap, style="Heading 1")
        for head, blocks in sections:
            items += 1
            hp = doc.add_paragraph(head, style="Heading 2")
            paras = []
            for b in blocks:
                if isinstance(b, list):
                    paras.append(para(doc, b))
                elif b[0] == "bullets":
                    for segs in b[1]:
                        paras.append(para(doc, segs, style="List Bullet"))
                elif b[0] == "table":
                    table(doc, b[1], b[2])
                    paras.append(doc.add_paragraph())
                elif b[0] == "delpara":
                    p = doc.add_paragraph()
                    add_segments(p._p, [dele(b[1][0])])
                    mark_paragraph(p, "del")
                    paras.append(p)
                elif b[0] == "inspara":
                    p = para(doc, b[1])
                    mark_paragraph(p, "ins", A2)
                    paras.append(p)
                elif b[0] == "comment":
                    target = hp if b[1] == "heading" else paras[b[1]]
                    comments_todo.append((target, b[2], b[3]))

    # attach the comments (python-docx needs Run objects in one paragraph)
    for p, text, (author, initials) in comments_todo:
        runs = [r for r in p.runs if r._r.getparent() is p._p]  # plain runs only
        c = doc.add_comment(
            runs[0] if len(runs) == 1 else [runs[0], runs[-1]], text=text, author=author, initials=initials
        )
        c._comment_elm.set(qn("w:date"), A1[1] if author == A1[0] else A2[1])

    # Track changes switched on in settings
    settings = doc.settings.element
    after = (
        "doNotTrackMoves",
        "doNotTrackFormatting",
        "documentProtection",
        "autoFormatOverride",
        "styleLockTheme",
        "styleLockQFSet",
        "defaultTabStop",
    )
    anchor = next((c for c in settings if c.tag.split("}")[1] in after), None)
    tr = el("w:trackRevisions")
    if anchor is not None:
        anchor.addprevious(tr)
    else:
        settings.append(tr)

    set_core(
        doc,
        title=TITLE,
        author="Priya Nair",
        last_modified_by="Kunal Mehta",
        subject="Retail loans policy – customer version",
        revision=41,
        created=dt.datetime(2024, 3, 4, 9, 15),
        modified=dt.datetime(2025, 8, 22, 16, 5),
    )
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "retail_loans_policy.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
