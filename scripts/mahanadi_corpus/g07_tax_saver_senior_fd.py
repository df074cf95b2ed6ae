"""07 - Tax-saver and senior citizen fixed deposits.
Habit: product guide assembled from three parts, each in its own Word section (new-page
section breaks) with its own, unlinked running header.  Part titles are Heading 1 followed
directly by a key-value 'at a glance' table; questions are Heading 2 carrying typed
prefixes 'FAQ 1 – …'; inside some answers the writer misused Heading 3 for a 'Note'."""

from common import *
from docx import Document
from docx.enum.section import WD_SECTION

STEM = "07_tax_saver_senior_fd"
DOC = {
    "title": "Fixed Deposits that Work Harder: Tax Saver FD and Senior Citizen FD",
    "intro": [
        "This guide covers two deposit schemes of Mahanadi Sahakari Bank Ltd.: the 5-year Tax Saver Fixed Deposit "
        "that qualifies for deduction under Section 80C, and the Senior Citizen Fixed Deposit that earns an "
        "additional rate of interest. Rates are effective from 1 February 2025 and are subject to change.",
    ],
    "cats": [
        {
            "name": "Part 1: Tax Saver Fixed Deposit",
            "intro": [
                (
                    "table",
                    [
                        ["Feature", "Details"],
                        ["Minimum deposit", "₹1,000, in multiples of ₹100"],
                        ["Maximum deposit", "₹1,50,000 in a financial year"],
                        ["Lock-in period", "5 years (no premature withdrawal, no loan)"],
                        ["Rate of interest", "6.75% p.a. (general); 7.25% p.a. (senior citizens)"],
                        ["Who can open", "Resident individuals and HUFs with PAN"],
                    ],
                ),
            ],
            "qs": [
                (
                    "How does the Tax Saver FD help me save tax?",
                    [
                        "The amount deposited, up to ₹1,50,000 in a financial year, can be claimed as a deduction under "
                        "Section 80C of the Income-tax Act, 1961 under the old tax regime. The deduction is not available if "
                        "you opt for the new tax regime under Section 115BAC. The deposit receipt shows '80C Tax Saver' and "
                        "serves as proof for your employer.",
                    ],
                ),
                (
                    "Can I withdraw the deposit before 5 years?",
                    [
                        "No. The Tax Saver FD has a statutory lock-in of 5 years, so premature withdrawal, loan or overdraft "
                        "against the deposit and pledging it as security are not allowed.",
                        (
                            "note",
                            "Note",
                            [
                                "In the event of the death of the depositor, the nominee or legal heir may withdraw the deposit "
                                "before maturity without any penalty on submission of the death certificate and Form DC-1.",
                            ],
                        ),
                    ],
                ),
                (
                    "Is the interest on a Tax Saver FD tax-free?",
                    [
                        "No. Only the principal qualifies for the 80C deduction. Interest is taxable every year as 'income "
                        "from other sources' and TDS applies in the same way as for other fixed deposits.",
                    ],
                ),
            ],
        },
        {
            "name": "Part 2: Senior Citizen Fixed Deposit",
            "intro": [
                (
                    "table",
                    [
                        ["Feature", "Details"],
                        ["Eligibility", "Resident individuals aged 60 years or above"],
                        ["Additional rate", "0.50% p.a. over card rate; 0.75% p.a. for 80 years and above"],
                        ["Tenure", "7 days to 10 years"],
                        ["Best rate", "7.75% p.a. for 444 days (Mahanadi Samman 444)"],
                        ["Payout options", "Monthly, quarterly or on maturity"],
                    ],
                ),
            ],
            "qs": [
                (
                    "How much extra interest do senior citizens get?",
                    [
                        "Senior citizens get 0.50% p.a. above the card rate on all deposits below ₹3 crore, and super senior "
                        "citizens aged 80 and above get 0.75% p.a. extra. For example, the 2-year rate is 7.00% p.a. for "
                        "the general public, 7.50% p.a. for senior citizens and 7.75% p.a. for super senior citizens.",
                    ],
                ),
                (
                    "Which interest payout options can I choose?",
                    [
                        (
                            "ul",
                            [
                                "Monthly payout – interest paid at a discounted rate on the 1st of every month",
                                "Quarterly payout – interest credited on 31 March, 30 June, 30 September and 31 December",
                                "Cumulative (reinvestment) – interest compounded quarterly and paid on maturity",
                            ],
                        ),
                        "The payout can be credited to any savings account with us or sent by NEFT to another bank.",
                    ],
                ),
                (
                    "What is the penalty for premature withdrawal?",
                    [
                        "Premature withdrawal of a Senior Citizen FD is allowed. Interest is paid at the rate applicable for "
                        "the period the deposit actually remained with the bank, and the penalty of 0.50% normally charged "
                        "is waived for senior citizens. No interest is paid on deposits withdrawn within 7 days.",
                    ],
                ),
                (
                    "Will my deposit be renewed automatically?",
                    [
                        "Yes, unless you instruct otherwise, the deposit is auto-renewed on maturity for the same tenure at the "
                        "rate prevailing on the date of renewal. You can change the maturity instruction through Internet "
                        "Banking > Deposits > Maturity Instructions up to 2 working days before maturity.",
                        (
                            "note",
                            "Note",
                            [
                                "Tax Saver FDs are never auto-renewed into another Tax Saver FD; they are renewed as ordinary "
                                "fixed deposits, which do not qualify for Section 80C.",
                            ],
                        ),
                    ],
                ),
            ],
        },
        {
            "name": "Part 3: TDS, Form 15G and Form 15H",
            "qs": [
                (
                    "When is TDS deducted on my deposits?",
                    [
                        "TDS at 10% is deducted when the total interest on all your deposits with the bank in a financial "
                        "year exceeds ₹40,000, or ₹50,000 for senior citizens. If PAN is not available, TDS is deducted at "
                        "20%. TDS certificates in Form 16A are emailed every quarter.",
                    ],
                ),
                (
                    "Who should submit Form 15G or Form 15H?",
                    [
                        "If your total income is below the taxable limit, you can submit Form 15G (below 60 years) or Form 15H "
                        "(60 years and above) so that no TDS is deducted. Submit the form at the start of every financial "
                        "year, preferably in April, at the branch or through Internet Banking > Deposits > Submit 15G/15H.",
                    ],
                ),
                (
                    "Where can I get more help?",
                    [
                        "Visit any branch, call 1800 345 7070 or email care@mahanadibank.example. Deposit rates are published "
                        "at www.mahanadibank.example/deposit-rates.",
                    ],
                ),
            ],
        },
    ],
}

HEADERS = [
    "Tax Saver FD · Mahanadi Sahakari Bank Ltd.",
    "Senior Citizen FD · Mahanadi Sahakari Bank Ltd.",
    "Tax & TDS on Deposits · Mahanadi Sahakari Bank Ltd.",
]

PIPELINE = (
    "python-docx: three parts in separate Word sections (new-page breaks) with different unlinked headers; "
    "Heading 1 part titles followed by key-value table; Heading 2 questions with typed 'FAQ n –' prefixes; "
    "Heading 3 'Note' misused inside answers"
)


def qlabel(q, i):
    return f"FAQ {i} – {q}"


def build():
    d = Document()
    d.sections[0].header.paragraphs[0].text = "Mahanadi Sahakari Bank Ltd. · Deposit Schemes 2025"
    d.add_paragraph(DOC["title"], style="Title")
    for b in DOC["intro"]:
        d.add_paragraph(b)
    qi = 0
    for k, cat in enumerate(DOC["cats"]):
        sec = d.add_section(WD_SECTION.NEW_PAGE)
        sec.header.is_linked_to_previous = False
        sec.header.paragraphs[0].text = HEADERS[k]
        sec.footer.is_linked_to_previous = False
        sec.footer.paragraphs[0].text = f"Part {k + 1} of 3"
        d.add_heading(cat["name"], level=1)
        for b in cat.get("intro") or []:
            add_simple_table(d, b[1], style="Light List Accent 1")
        for q, blocks in cat["qs"]:
            qi += 1
            d.add_heading(qlabel(q, qi), level=2)

            def note(dd, b):
                dd.add_heading(b[1], level=3)
                render_blocks_basic(dd, b[2])

            render_blocks_basic(d, blocks, note_fn=note)
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC, q_label=qlabel))
