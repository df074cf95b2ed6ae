"""09: Glossary / definition-style document ("Term – explanation" Normal
paragraphs with the term in bold before an en dash) followed by a short FAQ
with Heading 2 questions.
"""

import docx
from docx.shared import Pt
from common import *

STEM = "gb09_pension_glossary_faq"
TITLE = "Pension Accounts – Glossary and Frequently Asked Questions"
INTRO = (
    "Pensioners of the Central Government, the Andhra Pradesh and Telangana State Governments and the Railways "
    "can draw their pension through any of our 214 branches. This guide explains the terms you will come across "
    "and answers common questions."
)

GLOSS_H = "Glossary of Pension Terms"
GLOSS_INTRO = "The following terms are used in pension payment orders and in the letters we send you."
TERMS = [
    (
        "Basic Pension",
        "The monthly pension fixed in your Pension Payment Order, before adding dearness relief or other allowances.",
    ),
    (
        "Dearness Relief (DR)",
        "An increase in pension to offset inflation, announced by the Government twice a year "
        "and currently 50% of basic pension for Central Government pensioners.",
    ),
    (
        "Pension Payment Order (PPO)",
        "The authority issued by the pension sanctioning office, with a 12-digit PPO "
        "number, that instructs the Bank to pay your pension.",
    ),
    (
        "Commutation",
        "The lump sum received by giving up a part of the pension (up to 40% for Central Government "
        "pensioners); the commuted portion is restored after 15 years.",
    ),
    (
        "Family Pension",
        "The pension paid to the spouse or other eligible family member after the death of the pensioner.",
    ),
    (
        "Life Certificate",
        "A yearly certificate proving that the pensioner is alive, which can be given at the branch "
        "or digitally through Jeevan Pramaan.",
    ),
    (
        "Central Pension Processing Centre (CPPC)",
        "The Bank's central office in Rajahmundry that processes PPOs, revisions and arrears for all branches.",
    ),
    (
        "Fixed Medical Allowance (FMA)",
        "A fixed monthly amount of ₹1,000 paid to Central Government pensioners who do not use CGHS facilities.",
    ),
    (
        "Additional Pension",
        "Extra pension payable once the pensioner reaches 80 years of age, as a percentage of basic pension.",
    ),
    (
        "Overpayment",
        "Any amount credited to the pension account in excess of the amount due, which the Bank is "
        "required to recover.",
    ),
]

FAQ_H = "Frequently Asked Questions"
FAQ = [
    (
        "How do I open a pension account with Godavari Bank?",
        [
            (
                "p",
                "Bring a copy of your PPO, two photographs and your Aadhaar and PAN cards to any branch. The pension "
                "account is a zero-balance savings account and can be opened jointly with your spouse on an 'Either or "
                "Survivor' basis.",
            ),
        ],
        ["zero-balance savings account", "'Either or Survivor'"],
    ),
    (
        "When is my pension credited every month?",
        [
            (
                "p",
                "Pension is credited on the last working day of each month, except for March, when it is credited on "
                "the first working day of April.",
            ),
        ],
        ["last working day of each month", "first working day of April"],
    ),
    (
        "How do I submit my annual life certificate?",
        [
            (
                "p",
                "Submit the life certificate between 1 and 30 November every year. Pensioners aged 80 years and above "
                "can submit it from 1 October. You can give it at any branch, through Jeevan Pramaan using the "
                "fingerprint device at the branch, or through our doorstep banking service.",
            ),
        ],
        ["between 1 and 30 November", "from 1 October"],
    ),
    (
        "Are there any charges on pension accounts?",
        [
            (
                "table",
                [
                    ["Service", "Charge"],
                    ["Account maintenance and minimum balance", "Nil"],
                    ["Pension slip and Form 16", "Nil"],
                    ["Life certificate through doorstep banking", "₹75 + GST per visit"],
                    ["Duplicate passbook", "₹100"],
                ],
            ),
        ],
        ["₹75 + GST per visit", "Duplicate passbook"],
    ),
    (
        "How much additional pension is paid after 80 years of age?",
        [
            (
                "table",
                [
                    ["Age of pensioner", "Additional pension (% of basic pension)"],
                    ["80 to less than 85 years", "20%"],
                    ["85 to less than 90 years", "30%"],
                    ["90 to less than 95 years", "40%"],
                    ["95 to less than 100 years", "50%"],
                    ["100 years and above", "100%"],
                ],
            ),
            (
                "p",
                "The additional pension is paid automatically from the first day of the month in which you reach the "
                "age shown.",
            ),
        ],
        ["85 to less than 90 years", "100 years and above"],
    ),
    (
        "What happens if excess pension is credited to my account?",
        [
            (
                "p",
                "The Bank will recover the excess amount on the basis of the undertaking you signed when the pension "
                "started. Recovery is made in instalments that do not exceed one-third of your monthly pension, unless "
                "you agree to a lump-sum recovery.",
            ),
        ],
        ["one-third of your monthly pension"],
    ),
    (
        "How does my spouse start drawing family pension?",
        [
            (
                "p",
                "Your spouse should submit the family pension claim form with the death certificate and a copy of the "
                "PPO at the branch. If the PPO already names the spouse, family pension normally starts within 1 month.",
            ),
        ],
        ["family pension claim form", "within 1 month"],
    ),
    (
        "Whom do I contact if I have a complaint about my pension?",
        [
            (
                "p",
                "Write to the Central Pension Processing Centre at cppc@godavaribank.co.in or call 1800 425 7700. "
                "Complaints not resolved within 30 days can be taken up on the CPENGRAMS portal of the Government.",
            ),
        ],
        ["cppc@godavaribank.co.in", "CPENGRAMS"],
    ),
]


def main():
    doc = docx.Document()
    doc.styles["Normal"].font.name = "Georgia"
    doc.add_paragraph(TITLE, style="Title")
    doc.add_paragraph(INTRO)
    doc.add_heading(GLOSS_H, level=1)
    doc.add_paragraph(GLOSS_INTRO)
    for i, (term, expl) in enumerate(TERMS):
        p = doc.add_paragraph()
        if i == 3:
            # en dash typed inside the bold run
            p.add_run(term + " \u2013").bold = True
            p.add_run(" " + expl)
        else:
            p.add_run(term).bold = True
            p.add_run(" \u2013 " + expl)
        p.paragraph_format.space_after = Pt(4)
    doc.add_heading(FAQ_H, level=1)
    for q, blocks, _ in FAQ:
        doc.add_heading(q, level=2)
        for kind, body in blocks:
            if kind == "p":
                doc.add_paragraph(body)
            elif kind == "table":
                t = doc.add_table(rows=len(body), cols=len(body[0]))
                t.style = doc.styles["Light List Accent 1"]
                for i, row in enumerate(body):
                    for j, v in enumerate(row):
                        t.cell(i, j).text = v
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words(INTRO), ["214 branches"])]
    g = sec([GLOSS_H], first_words(GLOSS_INTRO), ["12-digit PPO number", "₹1,000", "restored after 15 years"])
    g["definitions"] = [{"term": t, "starts_with": first_words(e, 6)} for t, e in TERMS]
    sections.append(g)
    for q, blocks, must in FAQ:
        sections.append(sec([FAQ_H, q], starts_with(blocks), must))
    write_expected(
        STEM,
        "python-docx: glossary of 'Term – explanation' Normal paragraphs (bold term + en dash) under "
        "Heading 1, then FAQ with Heading 2 questions under Heading 1",
        TITLE,
        sections,
        notes="The glossary is one section; its entries are listed in 'definitions' (bold term, explanation "
        "after the en dash in the same paragraph) for parsers that split definitions. In one entry "
        "(Commutation) the en dash is inside the bold run.",
    )


if __name__ == "__main__":
    main()
