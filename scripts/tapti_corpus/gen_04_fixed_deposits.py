"""Fixed deposits FAQ - templated Word form with content controls.

Format: block-level structured document tags (w:sdt) wrap groups of paragraphs
as produced by templated forms. Headings are Heading 1 (categories) and
Heading 2 (questions). In some categories the whole category, heading included,
sits in one content control; in others each question+answer is one control; in
others only the answer body is inside a control and the heading is outside.
There is also an inline date-picker control and an unused placeholder control.
"""

from common import F, add_marked_text, drop_thumbnail, el, fill_table, save, set_app_props, set_core
from docx import Document
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

TITLE = "Fixed Deposits – Customer FAQ"

RATE_ROWS = [
    ["7 days to 14 days", "3.00%", "3.50%"],
    ["15 days to 45 days", "3.50%", "4.00%"],
    ["46 days to 90 days", "4.50%", "5.00%"],
    ["91 days to 180 days", "5.25%", "5.75%"],
    ["181 days to less than 1 year", "6.00%", "6.50%"],
    ["1 year to less than 2 years", "6.60%", "7.10%"],
    ["444 days (Tapti Utsav special tenure)", "7.00%", "7.50%"],
    ["2 years to less than 3 years", "6.75%", "7.25%"],
    ["3 years to less than 5 years", "6.50%", "7.00%"],
    ["5 years to 10 years", "6.25%", "6.75%"],
    ["Tapti Tax Saver FD (5 years)", "6.25%", "6.75%"],
]

# wrap modes: "item" = each Q+A in its own control; "section" = whole category
# including the Heading 1 in one control; "answer" = only answer bodies in controls
SECTIONS = [
    (
        "Fixed deposit basics",
        "item",
        [
            (
                "What is the minimum amount and tenure for a fixed deposit?",
                [
                    "You can open a fixed deposit (FD) with a minimum of ₹5,000 for any tenure from 7 days to 10 years. Deposits of ₹3 crore and above are bulk deposits and carry separate rates, available at branches.",
                    f"Open an FD in {F['app']} > Deposits > Open Fixed Deposit, in {F['netbanking']} > Deposits, or at any branch with the Term Deposit Account Opening Form (Form TD-1).",
                ],
            ),
            (
                "What interest rates do you offer on fixed deposits?",
                [
                    "Rates for domestic deposits of less than ₹3 crore, effective 15 September 2025:",
                    ("table", ["Tenure", "General public (% p.a.)", "Senior citizens (% p.a.)"], RATE_ROWS),
                    "Super senior citizens (80 years and above) get 0.10% p.a. over the senior citizen rate. The rate applicable is the rate on the date the deposit is opened or renewed, and it stays fixed for the tenure.",
                ],
            ),
            (
                "How is FD interest paid?",
                [
                    "You choose the payout option when you open the deposit:",
                    (
                        "ul",
                        [
                            "**Cumulative (re-investment) deposit** – interest is compounded every quarter and paid with the principal on maturity. Available for tenures of 6 months and above.",
                            "**Quarterly payout** – interest is credited to your savings account at the end of every calendar quarter.",
                            "**Monthly payout** – interest is paid every month at a discounted rate equivalent to the quarterly rate, so the monthly amount is slightly less than one-third of the quarterly payout.",
                        ],
                    ),
                    "For deposits of less than 6 months, interest is paid on maturity as simple interest.",
                ],
            ),
        ],
    ),
    (
        "Senior citizen deposits",
        "section",
        [
            (
                "How much extra interest do senior citizens get?",
                [
                    "Resident individuals aged 60 years or more on the date of the deposit get 0.50% p.a. over the general rate for all tenures from 7 days to 10 years. Resident individuals aged 80 years or more (super senior citizens) get a further 0.10% p.a., that is 0.60% p.a. over the general rate.",
                    "The additional rate is not available on NRE/NRO deposits or on bulk deposits of ₹3 crore and above. In a joint deposit, the additional rate applies if the first holder qualifies.",
                ],
            ),
            (
                "I turned 60 while my deposit was running. Will the senior citizen rate apply?",
                [
                    "Not on the running deposit. The rate is fixed on the date of opening. The senior citizen rate applies from the next renewal or to any new deposit, provided your date of birth is recorded in our systems (update it at any branch with proof of age).",
                ],
            ),
        ],
    ),
    (
        "Tapti Tax Saver Fixed Deposit",
        "answer",
        [
            (
                "What is a Tapti Tax Saver Fixed Deposit?",
                [
                    "A deposit with a fixed tenure of 5 years that qualifies for a deduction under Section 80C of the Income Tax Act, 1961 (under the old tax regime only). Key features:",
                    (
                        "ul",
                        [
                            "Minimum ₹1,000; maximum ₹1,50,000 in a financial year (in multiples of ₹100).",
                            "Available to resident individuals and HUFs; PAN is mandatory.",
                            "Lock-in of 5 years – no premature withdrawal, no loan or overdraft against the deposit, and it cannot be pledged.",
                            "In a joint deposit, only the first holder can claim the deduction.",
                            "Interest is taxable and TDS rules apply as for any other FD.",
                        ],
                    ),
                ],
            ),
            (
                "Can I withdraw a tax saver deposit before 5 years?",
                [
                    "No. A tax saver deposit cannot be closed before 5 years. The only exception is the death of the depositor: the nominee or legal heir can then close the deposit at any time, without any premature withdrawal penalty.",
                ],
            ),
        ],
    ),
    (
        "Closing a deposit early",
        "item",
        [
            (
                "Can I close my fixed deposit before maturity?",
                [
                    f"Yes, any FD except the Tapti Tax Saver FD can be closed before maturity in {F['app']} > Deposits > select the deposit > Close Deposit, in {F['netbanking']}, or at a branch. The proceeds are credited to your savings account immediately.",
                    "Partial withdrawal is allowed in multiples of ₹1,000 as long as at least ₹5,000 remains in the deposit; the withdrawn part is treated as a premature closure.",
                ],
            ),
            (
                "What is the penalty for breaking a fixed deposit early?",
                [
                    "Interest is paid at the lower of (a) the rate at which the deposit was booked and (b) the rate that applied, on the date of booking, to the period for which the deposit actually ran — minus a penalty:",
                    (
                        "table",
                        ["Deposit amount", "Penalty"],
                        [
                            ["Less than ₹5 lakh", "0.50% p.a."],
                            ["₹5 lakh to less than ₹3 crore", "1.00% p.a."],
                        ],
                    ),
                    "Example: ₹2,00,000 booked for 3 years at 6.50% p.a. is closed after 13 months. The rate for 1 year to less than 2 years was 6.60% p.a., so the lower rate, 6.50% p.a., is taken and the 0.50% penalty is deducted. Interest is paid at 6.00% p.a. for 13 months.",
                    "No penalty is charged if you close an FD to open a new FD with Tapti Bank for a longer period than the remaining tenure of the old one.",
                ],
            ),
            (
                "Is interest paid if I close a deposit within 7 days?",
                [
                    "No. No interest is paid on a deposit closed within 7 days of opening.",
                ],
            ),
        ],
    ),
    (
        "Maturity and auto-renewal",
        "answer",
        [
            (
                "What happens on maturity if I have not given any instructions?",
                [
                    "Unless you chose otherwise when opening the deposit, the deposit is renewed automatically on the maturity date for the same tenure at the rate applicable on that date. The maturity instructions you can give are:",
                    (
                        "ul",
                        [
                            "Auto-renew principal and interest (default for cumulative deposits).",
                            "Auto-renew principal only and credit the interest to the savings account (default for payout deposits).",
                            "Close on maturity and credit the proceeds to the savings account.",
                        ],
                    ),
                ],
            ),
            (
                "How do I change the maturity instruction?",
                [
                    f"Go to {F['app']} > Deposits > select the deposit > Maturity Instruction, or {F['netbanking']} > Deposits > Modify Maturity Instruction. Changes can be made until one working day before the maturity date.",
                ],
            ),
            (
                "What interest do I get if a matured deposit is not renewed or paid out?",
                [
                    "If a deposit matures and the proceeds remain unpaid with us (for example, because the linked savings account has been closed), interest is paid for the overdue period at the savings account rate or the rate contracted on the matured deposit, whichever is lower.",
                ],
            ),
        ],
    ),
    (
        "Loans against deposits",
        "section",
        [
            (
                "Can I get a loan or overdraft against my fixed deposit?",
                [
                    f"Yes. You can borrow up to 90% of the principal plus accrued interest of your FD, at 2.00% p.a. above the FD's interest rate, with no processing fee. An overdraft of up to ₹25 lakh can be opened instantly in {F['app']} > Deposits > Loan Against Deposit; larger amounts and demand loans are arranged at the branch. The tenure of the loan cannot go beyond the maturity date of the deposit.",
                    "Loans are not available against Tapti Tax Saver deposits or deposits in the name of a minor.",
                ],
            ),
            (
                "What happens to the loan when my deposit matures?",
                [
                    "On maturity, the deposit proceeds are first used to repay the outstanding loan with interest, and the balance is credited to your account or renewed as per your instructions. Auto-renewal is not allowed for a deposit under lien until the loan is closed.",
                ],
            ),
        ],
    ),
    (
        "Tax deducted at source (TDS) and Forms 15G/15H",
        "item",
        [
            (
                "When is TDS deducted on FD interest?",
                [
                    "From 1 April 2025, TDS is deducted if the total interest on all your deposits with Tapti Bank (all branches taken together) in a financial year exceeds ₹50,000, or ₹1,00,000 if you are a senior citizen.",
                    "TDS is deducted at 10% if your PAN is on record and at 20% if it is not. For cumulative deposits, TDS is deducted on interest accrued at the end of each financial year even though the interest is paid only on maturity.",
                ],
            ),
            (
                "How can I avoid TDS? Which form should I submit?",
                [
                    "If the tax on your estimated total income for the year is nil, submit a declaration every financial year:",
                    (
                        "ul",
                        [
                            "**Form 15G** – resident individuals below 60 years and HUFs, whose estimated total income is below the basic exemption limit.",
                            "**Form 15H** – resident individuals aged 60 years or more, whose tax on estimated total income is nil.",
                        ],
                    ),
                    f"Submit the form in April, before the first interest credit of the year, in {F['netbanking']} > Deposits > Submit Form 15G/15H or at any branch. The form is not accepted from NRIs and does not lead to a refund of TDS already deducted.",
                ],
            ),
            (
                "How do I get my TDS certificate?",
                [
                    f"TDS certificates (Form 16A) are issued every quarter and can be downloaded from {F['netbanking']} > Deposits > TDS Certificate by 15 August, 15 November, 15 February and 15 June for the four quarters. The TDS also appears in your Form 26AS and Annual Information Statement on the income tax portal.",
                ],
            ),
            (
                "Are my fixed deposits insured?",
                [
                    "Yes. Deposits with Tapti Bank are insured by the Deposit Insurance and Credit Guarantee Corporation (DICGC) up to ₹5,00,000 per depositor, for principal and interest together, across all accounts and deposits you hold in the same capacity and right with Tapti Bank.",
                ],
            ),
        ],
    ),
]

_sdt_counter = [120845000]


def new_id():
    _sdt_counter[0] += 7919
    return _sdt_counter[0]


def make_sdt(alias, tag, kind="richText", lock=None, placeholder=False):
    sdt = el("w:sdt")
    pr = el("w:sdtPr")
    pr.append(el("w:alias", {"w:val": alias}))
    pr.append(el("w:tag", {"w:val": tag}))
    pr.append(el("w:id", {"w:val": new_id()}))
    if lock:
        pr.append(el("w:lock", {"w:val": lock}))
    if placeholder:
        ph = el("w:placeholder")
        ph.append(el("w:docPart", {"w:val": "DefaultPlaceholder_-1854013440"}))
        pr.append(ph)
        pr.append(el("w:showingPlcHdr"))
    if kind == "richText":
        pr.append(el("w:richText"))
    elif kind == "group":
        pr.append(el("w:group"))
    elif kind == "text":
        pr.append(el("w:text"))
    sdt.append(pr)
    sdt.append(el("w:sdtEndPr"))
    content = el("w:sdtContent")
    sdt.append(content)
    return sdt, content


def wrap(elements, alias, tag, kind="richText", lock=None):
    """Move body-level elements (w:p / w:tbl / w:sdt) into a new block sdt."""
    sdt, content = make_sdt(alias, tag, kind, lock)
    elements[0].addprevious(sdt)
    for e in elements:
        content.append(e)
    return sdt


def inline_date_sdt(paragraph, iso, display):
    sdt = el("w:sdt")
    pr = el("w:sdtPr")
    pr.append(el("w:alias", {"w:val": "Effective Date"}))
    pr.append(el("w:tag", {"w:val": "effective_date"}))
    pr.append(el("w:id", {"w:val": new_id()}))
    d = el("w:date", {"w:fullDate": iso})
    d.append(el("w:dateFormat", {"w:val": "d MMMM yyyy"}))
    d.append(el("w:lid", {"w:val": "en-IN"}))
    d.append(el("w:storeMappedDataAs", {"w:val": "dateTime"}))
    d.append(el("w:calendar", {"w:val": "gregorian"}))
    pr.append(d)
    sdt.append(pr)
    content = el("w:sdtContent")
    r = el("w:r")
    r.append(el("w:t", {"xml:space": "preserve"}, display))
    content.append(r)
    sdt.append(content)
    paragraph._p.append(sdt)


def inline_text_sdt(paragraph, alias, tag, value):
    sdt = el("w:sdt")
    pr = el("w:sdtPr")
    pr.append(el("w:alias", {"w:val": alias}))
    pr.append(el("w:tag", {"w:val": tag}))
    pr.append(el("w:id", {"w:val": new_id()}))
    pr.append(el("w:text"))
    sdt.append(pr)
    content = el("w:sdtContent")
    r = el("w:r")
    r.append(el("w:t", {"xml:space": "preserve"}, value))
    content.append(r)
    sdt.append(content)
    paragraph._p.append(sdt)


def body_blocks(doc, blocks):
    """Add answer blocks to the body; return the list of created elements."""
    created = []
    for b in blocks:
        if isinstance(b, str):
            p = doc.add_paragraph()
            add_marked_text(p, b)
            created.append(p._p)
        elif b[0] == "ul":
            for li in b[1]:
                p = doc.add_paragraph(style="List Bullet")
                add_marked_text(p, li)
                created.append(p._p)
        elif b[0] == "table":
            t = fill_table(doc, b[1], b[2], style="Table Grid", size=10, header_fill="DEEAF6")
            created.append(t._tbl)
            p = doc.add_paragraph()
            created.append(p._p)
    return created


def build():
    doc = Document()
    drop_thumbnail(doc)
    normal = doc.styles["Normal"]
    normal.font.name = "Calibri"
    normal.font.size = Pt(11)
    for s in ("Heading 1", "Heading 2"):
        doc.styles[s].font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

    # Title block inside a locked content control (template header)
    t = doc.add_paragraph(TITLE, style="Title")
    p2 = doc.add_paragraph()
    p2.add_run("Product: ").bold = True
    inline_text_sdt(p2, "Product Name", "product_name", "Domestic Term Deposits (Resident)")
    p3 = doc.add_paragraph()
    p3.add_run("Effective date: ").bold = True
    inline_date_sdt(p3, "2025-09-15T00:00:00Z", "15 September 2025")
    p3.add_run("    Version: ").bold = True
    inline_text_sdt(p3, "Version", "version", "3.2")
    p4 = doc.add_paragraph()
    p4.add_run("Document owner: ").bold = True
    inline_text_sdt(p4, "Owner", "owner", "Retail Liabilities Products, Head Office, Surat")
    wrap([t._p, p2._p, p3._p, p4._p], "Document Header", "doc_header", kind="group", lock="sdtContentLocked")

    intro = doc.add_paragraph()
    add_marked_text(
        intro,
        f"This FAQ covers domestic fixed deposits of resident individuals. For NRE/NRO deposits please visit {F['website']} or call {F['toll_free']} (option {F['ivr_accounts']}).",
    )

    items = 0
    qn_counter = 0
    for si, (cat, mode, qs) in enumerate(SECTIONS, start=1):
        section_elems = []
        h1 = doc.add_paragraph(cat, style="Heading 1")
        section_elems.append(h1._p)
        for q, blocks in qs:
            items += 1
            qn_counter += 1
            h2 = doc.add_paragraph(q, style="Heading 2")
            ans = body_blocks(doc, blocks)
            tag = f"fd_faq_{qn_counter:02d}"
            if mode == "item":
                wrap([h2._p] + ans, "FAQ Item", tag)
                section_elems.append(h2._p.getparent().getparent())
            elif mode == "answer":
                wrap(ans, "Answer", tag + "_answer")
                section_elems.append(h2._p)
                section_elems.append(ans[0].getparent().getparent())
            else:  # section: nested answer controls for the second question only
                if qn_counter % 2 == 0:
                    wrap(ans, "Answer", tag + "_answer")
                    section_elems.append(h2._p)
                    section_elems.append(ans[0].getparent().getparent())
                else:
                    section_elems.append(h2._p)
                    section_elems.extend(ans)
        if mode == "section":
            wrap(section_elems, f"Section {si}", f"fd_section_{si}")

    # Unused template field left with its placeholder text
    doc.add_paragraph("For branch use", style="Heading 2")
    sdt, content = make_sdt("Branch Remarks", "branch_remarks", kind="richText", placeholder=True)
    p = doc.add_paragraph()
    r = p.add_run("Click or tap here to enter text.")
    rpr = r._r.get_or_add_rPr()
    rpr.insert(0, el("w:rStyle", {"w:val": "PlaceholderText"}))
    p._p.addprevious(sdt)
    content.append(p._p)
    # PlaceholderText character style as in Word templates
    from docx.enum.style import WD_STYLE_TYPE

    ph = doc.styles.add_style("Placeholder Text", WD_STYLE_TYPE.CHARACTER)
    ph.font.color.rgb = RGBColor(0x80, 0x80, 0x80)
    ph.element.set(qn("w:styleId"), "PlaceholderText")

    foot = doc.add_paragraph()
    add_marked_text(foot, f"{F['bank_legal']} | Registered and Head Office: {F['head_office']} | {F['website']}")
    foot.runs[0].font.size = Pt(8)

    set_core(
        doc,
        title=TITLE,
        author="Meera Shah",
        last_modified_by="Template Service",
        subject="Term deposits",
        category="Customer FAQ",
        revision=23,
    )
    set_app_props(doc, application="Microsoft Office Word", app_version="16.0000")
    save(doc, "fixed_deposits_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
