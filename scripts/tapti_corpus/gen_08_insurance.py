"""Insurance (bancassurance) FAQ - table layout.

Format: each category is a Heading 2 followed by a 2-column table: the question
in the left cell and the answer in the right cell (sometimes several
paragraphs or a bullet list). Some tables have a "Question | Answer" header
row, others have none.
"""

from common import (
    F,
    add_marked_text,
    drop_thumbnail,
    mark_header_row,
    save,
    set_app_props,
    set_cell_width,
    set_core,
    set_table_borders,
    shade_cell,
)
from docx import Document
from docx.shared import Cm, Pt, RGBColor

TITLE = "Insurance through Tapti Bank – Frequently Asked Questions"
LIFE = "Narmada Life Insurance Company Limited"
GEN = "Sahyadri General Insurance Company Limited"

# (category, has_header_row, [(question, blocks)])
SECTIONS = [
    (
        "About insurance through Tapti Bank",
        True,
        [
            (
                "Is Tapti Bank the insurance company?",
                [
                    f"No. {F['bank_legal']} is a registered corporate agent (composite) of the Insurance Regulatory and Development Authority of India (IRDAI), Registration No. CA0871, valid until 31 March 2027. We distribute life insurance policies of {LIFE} and health and general insurance policies of {GEN}.",
                    "The insurance company underwrites the risk and settles claims. Tapti Bank does not underwrite the risk or guarantee any claim. Insurance is the subject matter of solicitation.",
                ],
            ),
            (
                "Which insurance products can I buy through Tapti Bank?",
                [
                    (
                        "ul",
                        [
                            "Narmada iProtect Term – pure term life insurance.",
                            "Narmada Guaranteed Income Plan – non-linked savings plan.",
                            "Narmada Wealth Plus – unit-linked insurance plan (ULIP).",
                            "Sahyadri Family Health Shield – family floater health insurance.",
                            "Sahyadri Super Top-up and Sahyadri Personal Accident Cover.",
                            "Pradhan Mantri Jeevan Jyoti Bima Yojana (PMJJBY) – ₹2,00,000 life cover for ₹436 a year, ages 18 to 50 years at enrolment.",
                            "Pradhan Mantri Suraksha Bima Yojana (PMSBY) – ₹2,00,000 accident cover for ₹20 a year, ages 18 to 70 years.",
                        ],
                    ),
                    f"PMJJBY and PMSBY can be enrolled in {F['app']} > Insurance > Government Schemes; the premium is auto-debited every year between 25 May and 31 May for cover from 1 June to 31 May.",
                ],
            ),
            (
                "Do I have to buy insurance to get a loan, a locker or an account?",
                [
                    f"No. Buying insurance is entirely voluntary. No product or service of Tapti Bank – loan, locker, account or fixed deposit – is conditional on the purchase of an insurance policy. If any staff member insists, please report it to {F['care_email']} or call {F['toll_free']}.",
                ],
            ),
        ],
    ),
    (
        "Health insurance",
        False,
        [
            (
                "What does Sahyadri Family Health Shield cover?",
                [
                    "Sahyadri Family Health Shield covers you, your spouse, up to three dependent children and your dependent parents on a family floater basis. Sum insured options: ₹5 lakh, ₹10 lakh, ₹25 lakh and ₹50 lakh. It covers:",
                    (
                        "ul",
                        [
                            "in-patient hospitalisation of 24 hours or more, and day-care procedures;",
                            "pre-hospitalisation expenses for 60 days and post-hospitalisation expenses for 90 days;",
                            "AYUSH treatment up to the sum insured;",
                            "room rent: single private room for sum insured of ₹10 lakh and above; up to 1% of the sum insured per day for ₹5 lakh;",
                            "road ambulance up to ₹2,000 per hospitalisation.",
                        ],
                    ),
                    "Entry age is 91 days to 65 years, with lifelong renewal.",
                ],
            ),
            (
                "What are the waiting periods?",
                [
                    "An initial waiting period of 30 days applies from the start of the first policy (except for accidents). Specified illnesses and procedures such as cataract, hernia and joint replacement have a waiting period of 24 months, and pre-existing diseases are covered after 36 months of continuous coverage. Waiting periods already served under a previous policy are credited if you port the policy.",
                ],
            ),
            (
                "How do I make a cashless claim?",
                [
                    "Cashless treatment is available at Sahyadri network hospitals (the list is on the insurer's website and app).",
                    (
                        "ul",
                        [
                            "Show your Sahyadri e-card at the insurance desk of the hospital and request pre-authorisation.",
                            "For planned hospitalisation, inform the insurer at least 48 hours before admission; for emergency hospitalisation, within 24 hours of admission.",
                            "Sahyadri health claims helpline: 1800 209 7272 (24x7, toll-free).",
                        ],
                    ),
                    "The insurer decides on a cashless request within 1 hour and gives the final discharge authorisation within 3 hours of receiving the hospital's request.",
                ],
            ),
            (
                "How do I claim reimbursement if I paid the hospital myself?",
                [
                    "Submit the claim to the insurer within 30 days of discharge with the claim form, discharge summary, original bills and receipts, investigation reports, prescriptions and your bank account details. The insurer settles or rejects the claim within 30 days of receiving the last necessary document; if it delays, it pays interest at 2% above the bank rate for the period of delay.",
                ],
            ),
        ],
    ),
    (
        "Life insurance",
        True,
        [
            (
                "What term life cover can I buy?",
                [
                    "Narmada iProtect Term offers a sum assured of ₹25 lakh to ₹10 crore for ages 18 to 65 years at entry, with a policy term of 10 to 40 years and cover up to age 85. Accidental death benefit and critical illness riders are available.",
                    "Example: for a sum assured of ₹1 crore and a 30-year term, a 30-year-old non-smoking man pays an annual premium of ₹11,400. From 22 September 2025 no GST is charged on individual life and health insurance premiums.",
                ],
            ),
            (
                "How is a death claim made?",
                [
                    f"The nominee informs {LIFE} directly or through any Tapti Bank branch, and submits the claim form, the death certificate, the policy document (or a copy), his or her own KYC documents and bank account details, and medical records where asked.",
                    "The insurer settles the claim within 15 days of receiving all the documents if no investigation is required. If an investigation is needed, it is completed and the claim settled within 45 days from the date of intimation. After three years from the start of the policy, a claim cannot be rejected on the ground of misstatement (Section 45 of the Insurance Act, 1938).",
                ],
            ),
        ],
    ),
    (
        "Free-look period and cancellation",
        False,
        [
            (
                "What is the free-look period?",
                [
                    "The free-look period is 30 days from the date you receive the policy document, whether electronically or on paper. It applies to all life insurance policies and to health insurance policies with a term of one year or more. If you do not agree with the terms, you can return the policy for cancellation during this period.",
                    "The refund is the premium paid minus the proportionate risk premium for the period of cover, the stamp duty and the cost of any medical examination. For ULIPs, the units are also repurchased at the NAV on the date of cancellation.",
                ],
            ),
            (
                "How do I cancel my policy during the free-look period?",
                [
                    "Send a written request signed by the policyholder – or an email from your registered email address – to the insurer, quoting the policy number and the reason for cancellation. You can also hand over the request at any Tapti Bank branch. The refund is credited within 7 days of the insurer receiving the request, to the bank account from which the premium was paid.",
                ],
            ),
            (
                "Can I cancel a policy after the free-look period?",
                [
                    (
                        "ul",
                        [
                            "**Health insurance:** you can cancel at any time. If no claim has been made in the policy year, the premium for the unexpired period is refunded on a proportionate basis.",
                            "**Life insurance (savings plans):** the policy can be surrendered; a surrender value is payable once the first full year's premium has been paid.",
                            "**Term plans:** regular-premium term plans have no surrender value.",
                            "**ULIPs:** the money is paid out only after the 5-year lock-in, even if you stop paying earlier.",
                        ],
                    ),
                ],
            ),
        ],
    ),
    (
        "Premium payment and auto-debit",
        True,
        [
            (
                "How do I set up auto-debit for my premiums?",
                [
                    f"Choose “Auto-debit from Tapti Bank account” in the proposal form, or for an existing policy use {F['netbanking']} > Insurance > Premium Auto-Debit, or set up an e-mandate in {F['app']} > Payments > Mandates.",
                    "For e-mandates, premium debits of up to ₹1,00,000 each are processed without an OTP every time; you receive a pre-debit notification at least 24 hours before each debit and can opt out of that debit.",
                ],
            ),
            (
                "What happens if a premium auto-debit fails?",
                [
                    "Tapti Bank retries the debit once, after 3 working days. A mandate return charge of ₹250 + GST is levied by the bank for each failed debit. You can still pay the premium directly to the insurer within the grace period:",
                    (
                        "ul",
                        [
                            "Life insurance: 30 days for annual, half-yearly and quarterly premiums; 15 days for monthly premiums.",
                            "Health insurance: 30 days, or 15 days for monthly instalments.",
                        ],
                    ),
                    "If the premium is not paid within the grace period, the policy lapses. A lapsed life policy can be revived within 5 years of the first unpaid premium.",
                ],
            ),
            (
                "How do I stop the auto-debit?",
                [
                    f"Go to {F['app']} > Payments > Mandates, select the mandate and tap Revoke, at least 3 working days before the next debit date. Stopping the auto-debit does not cancel the policy; you must pay the premiums in another way to keep it in force.",
                ],
            ),
        ],
    ),
    (
        "Nomination and assignment",
        False,
        [
            (
                "How do I nominate or change the nominee on my policy?",
                [
                    "Under Section 39 of the Insurance Act, 1938, you can nominate one or more persons, with a percentage share for each, in the proposal form or later by a written notice to the insurer. If the nominee is a minor, you must also name an appointee. You can change the nominee any number of times before the policy matures; the insurer registers the change and sends you an acknowledgement. There is no charge for changing the nominee.",
                ],
            ),
            (
                "Is my bank account nominee automatically the nominee on my insurance policy?",
                [
                    f"No. Nominations are separate. The nominee on your Tapti Bank account (from 1 November 2025 you can name up to four nominees for an account, in {F['app']} > Profile > Nominee Details) does not apply to your insurance policy. The nominee for a policy must be registered with the insurance company.",
                ],
            ),
            (
                "What is the difference between a nomination and an assignment?",
                [
                    "A nominee only receives the policy money on the death of the life assured. An assignment under Section 38 of the Insurance Act transfers the rights in the policy to another person or institution – for example, to a lender as security for a loan. An assignment automatically cancels any existing nomination, except an assignment to the insurer itself for a policy loan.",
                ],
            ),
        ],
    ),
    (
        "Complaints",
        True,
        [
            (
                "How do I complain about mis-selling or a claim?",
                [
                    f"Complaints about how the policy was sold by Tapti Bank staff can be made at any branch, at {F['care_email']} or on {F['toll_free']}. Complaints about policy servicing or claims should be sent to the grievance officer of the insurer.",
                    "If the insurer does not resolve the complaint within 14 days, you can register it on IRDAI's Bima Bharosa portal (bimabharosa.irdai.gov.in) or call the IRDAI toll-free number 155255. For claims of up to ₹50 lakh, you can also approach the Insurance Ombudsman within one year of the insurer's final reply.",
                ],
            ),
        ],
    ),
]


def write_cell(cell, blocks, first_bold=False):
    first = True
    for b in blocks:
        if isinstance(b, str):
            p = cell.paragraphs[0] if first else cell.add_paragraph()
            add_marked_text(p, b, bold_all=first_bold)
            p.paragraph_format.space_after = Pt(4)
        elif b[0] == "ul":
            for li in b[1]:
                p = cell.paragraphs[0] if first else cell.add_paragraph(style="List Bullet")
                if first:
                    p.style = "List Bullet"
                add_marked_text(p, li)
                first = False
        first = False


def build():
    doc = Document()
    drop_thumbnail(doc)
    doc.styles["Normal"].font.name = "Verdana"
    doc.styles["Normal"].font.size = Pt(9.5)
    for s in ("Title", "Heading 2"):
        doc.styles[s].font.name = "Verdana"
    doc.styles["Heading 2"].font.color.rgb = RGBColor(0x00, 0x66, 0x33)
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(2.0)

    doc.add_paragraph(TITLE, style="Title")
    p = doc.add_paragraph()
    add_marked_text(
        p,
        f"Insurance products are offered by {F['bank_legal']} as a corporate agent (IRDAI Reg. No. CA0871). "
        f"Life insurance: {LIFE}. Health and general insurance: {GEN}. Information as on 1 October 2025.",
    )
    p.runs[0].italic = True

    items = 0
    for cat, header, qs in SECTIONS:
        doc.add_paragraph(cat, style="Heading 2")
        t = doc.add_table(rows=0, cols=2)
        set_table_borders(t, sz=6, color="A6A6A6")
        if header:
            cells = t.add_row().cells
            for c, txt in zip(cells, ("Question", "Answer")):
                add_marked_text(c.paragraphs[0], txt, bold_all=True, color="FFFFFF")
                shade_cell(c, "006633")
            mark_header_row(t.rows[0])
        for q, blocks in qs:
            items += 1
            cells = t.add_row().cells
            add_marked_text(cells[0].paragraphs[0], q, bold_all=True)
            if not header:
                shade_cell(cells[0], "EAF4EC")
            write_cell(cells[1], blocks)
        for row in t.rows:
            set_cell_width(row.cells[0], 2900)
            set_cell_width(row.cells[1], 6740)
        doc.add_paragraph()
    p = doc.add_paragraph()
    add_marked_text(
        p,
        "Tapti Bank does not collect premiums in cash at branches. Beware of spurious phone calls and fictitious or fraudulent offers: IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums.",
    )
    p.runs[0].font.size = Pt(8)
    set_core(doc, title=TITLE, author="Bancassurance Desk", last_modified_by="Bancassurance Desk", revision=5)
    set_app_props(doc, application="Microsoft Office Word", app_version="15.0000")
    save(doc, "insurance_faq.docx")
    return items


if __name__ == "__main__":
    print("items:", build())
