"""insurance_faq.docx — Heading 1 title, Heading 1 topic groups, Heading 2
questions, very short answers (one or two sentences).  Core title is set."""

from ._docx_helpers import bullets, new_document

FILE_NAME = "insurance_faq.docx"

TITLE = "Kaveri Bank Insurance Services – Frequently Asked Questions"

INTRO = (
    "Kaveri Bank Ltd. distributes insurance as a composite corporate agent "
    "registered with IRDAI (registration no. CA0917, valid up to 31 March 2027). "
    "Life cover is underwritten by Sahyadri Life Insurance Co. Ltd. and health "
    "and accident cover by Nilgiri General Insurance Co. Ltd."
)

# (group heading, [(question, answer, optional bullet list), ...])
SECTIONS = [
    (
        "About Kaveri Bank as your insurance agent",
        [
            (
                "Is Kaveri Bank the insurer for the policies it sells?",
                "No. Kaveri Bank is only a corporate agent; the risk is underwritten "
                "and the policy is issued by the partner insurer named on your policy "
                "schedule.",
            ),
            (
                "Do I have to buy insurance to get a loan, locker or account?",
                "No. Buying insurance through Kaveri Bank is voluntary and is never a "
                "condition for any banking product or service.",
            ),
            (
                "Who decides whether my claim will be paid?",
                "The insurer alone assesses and settles claims. The bank helps you "
                "submit the documents and track the claim.",
            ),
        ],
    ),
    (
        "Term life insurance",
        [
            (
                "What is Kaveri Suraksha Term?",
                "A pure-protection term plan from Sahyadri Life that pays the sum "
                "assured to your nominee if you die during the policy term. There is "
                "no maturity benefit in the basic plan.",
            ),
            (
                "What is the entry age for the term plan?",
                "Minimum 18 years and maximum 65 years at entry, and cover must end by age 85.",
            ),
            (
                "What is the minimum sum assured?",
                "₹25 lakh. There is no fixed upper limit, but a sum assured above ₹1 "
                "crore requires a medical examination arranged free of cost by the "
                "insurer.",
            ),
            (
                "Which policy terms can I choose?",
                "Any whole number of years from 5 to 40, subject to the maximum coverage age of 85.",
            ),
            (
                "Can I get my premiums back if I survive the policy term?",
                "Only if you choose the Return of Premium option, which refunds 100% "
                "of base premiums paid (excluding GST) at maturity; this option costs "
                "more than the basic plan.",
            ),
        ],
    ),
    (
        "Health insurance",
        [
            (
                "What does Kaveri Arogya Family Floater cover?",
                "In-patient hospitalisation for the whole family under one shared sum "
                "insured, including pre-hospitalisation expenses for 60 days and "
                "post-hospitalisation expenses for 90 days.",
            ),
            (
                "Who can be included in the family floater?",
                "You, your spouse, up to four dependent children and your parents or "
                "parents-in-law, up to a maximum of 8 members in one policy.",
            ),
            (
                "What are the entry age limits for health insurance?",
                "Adults can join between 18 and 65 years of age and can renew for "
                "life; dependent children can be covered from 91 days to 25 years.",
            ),
            (
                "Which sums insured are available?",
                "₹3 lakh, ₹5 lakh, ₹10 lakh, ₹25 lakh, ₹50 lakh and ₹1 crore per policy year.",
            ),
            (
                "What waiting periods apply?",
                "30 days for any illness (accidents are covered from day one), 24 "
                "months for listed illnesses such as cataract, hernia and joint "
                "replacement, and 36 months for pre-existing diseases declared in the "
                "proposal form.",
            ),
            (
                "Can the waiting period for pre-existing diseases be reduced?",
                "Yes. The optional PED Waiver add-on reduces it to 12 months for about "
                "10% extra premium, and if you port from another insurer the waiting "
                "time already served is counted.",
            ),
            (
                "How do cashless claims work?",
                "At a network hospital show your Nilgiri health card and a photo ID at "
                "the insurance (TPA) desk; the hospital sends a pre-authorisation "
                "request and the insurer decides within one hour of receiving complete "
                "documents.",
            ),
            (
                "How many network hospitals are there?",
                "Over 9,800 hospitals across India. The current list is in the Kaveri "
                "Mobile app under Insurance > Network Hospitals.",
            ),
            (
                "When must I inform the insurer about hospitalisation?",
                "At least 48 hours before a planned admission, and within 24 hours of an emergency admission.",
            ),
            (
                "Is there a no-claim bonus?",
                "Yes. The sum insured increases by 10% of the base sum insured for "
                "each claim-free year, up to a maximum of 100%.",
            ),
        ],
    ),
    (
        "Personal accident cover",
        [
            (
                "What is Kaveri Kavach Personal Accident?",
                "A Nilgiri General policy that pays a lump sum for accidental death or "
                "disability anywhere in the world, 24 hours a day, with sums insured "
                "from ₹5 lakh to ₹2 crore.",
            ),
            (
                "Who can buy personal accident cover?",
                "Kaveri Bank account holders aged 18 to 70 years; a spouse and "
                "dependent children aged 5 to 25 can be added.",
            ),
            (
                "How does the policy define “injury”?",
                "Injury means accidental physical bodily harm caused solely and "
                "directly by external, violent, visible and evident means, verified "
                "and certified by a medical practitioner.",
            ),
            (
                "What counts as accidental death?",
                "Death caused solely and directly by an injury within 365 days of the "
                "accident; 100% of the sum insured is paid to the nominee.",
            ),
            (
                "What is permanent total disability?",
                "Total and irrecoverable loss of both eyes, two limbs, or one eye and "
                "one limb, or an injury that permanently prevents you from working in "
                "any occupation for 12 months and is certified as beyond hope of "
                "improvement; it pays 100% of the sum insured.",
            ),
            (
                "What is not covered under personal accident insurance?",
                "The main exclusions are:",
                [
                    "suicide, attempted suicide or intentionally self-inflicted injury;",
                    "injury while under the influence of alcohol or drugs not prescribed by a doctor;",
                    "war, riots, or taking part in a criminal act;",
                    "adventure sports such as paragliding, bungee jumping or scuba "
                    "diving, unless the Adventure Sports add-on is bought.",
                ],
            ),
        ],
    ),
    (
        "Premiums, free-look period and cancellation",
        [
            (
                "How can I pay my premium?",
                "Annually, half-yearly, quarterly or monthly, by auto-debit (NACH or "
                "e-mandate) from your Kaveri account, net banking or card; the monthly "
                "mode is available only with auto-debit.",
            ),
            (
                "Is there a grace period if I miss a premium?",
                "Yes: 30 days for annual, half-yearly and quarterly modes and 15 days for the monthly mode.",
            ),
            (
                "What is the free-look period?",
                "30 days from the date you receive the policy document, physical or "
                "electronic, for life and health policies. You may return the policy "
                "in this period if you disagree with its terms.",
            ),
            (
                "How do I cancel a policy in the free-look period?",
                "Submit the cancellation form at any branch or e-mail "
                "insurance@kaveribank.in with the policy number; the premium is "
                "refunded within 7 days, less proportionate risk premium, stamp duty "
                "and any medical examination cost.",
            ),
            (
                "Can I surrender my policy later?",
                "A basic term plan has no surrender value; the Return of Premium "
                "variant acquires one after two full years' premiums. Health policies "
                "can be cancelled at any time with a pro-rata refund if no claim has "
                "been made in that policy year.",
            ),
        ],
    ),
    (
        "Claims",
        [
            (
                "How do I report a claim?",
                "Call 1800 208 4455 (option 5, Monday to Saturday, 9 am to 7 pm) or "
                "visit any branch, and the bank will register the claim with the "
                "insurer and give you a claim reference number.",
            ),
            (
                "Which documents are needed for a death claim?",
                "Submit the following to the branch or insurer:",
                [
                    "claim form signed by the nominee and the original policy document (or an e-policy copy);",
                    "death certificate issued by the local authority;",
                    "nominee's PAN, Aadhaar and a cancelled cheque;",
                    "for accidental death, the FIR, post-mortem report and police final report.",
                ],
            ),
            (
                "Which documents are needed for a health reimbursement claim?",
                "The claim form, discharge summary, original bills and payment "
                "receipts, investigation reports and a cancelled cheque, submitted "
                "within 30 days of discharge.",
            ),
            (
                "How long does claim settlement take?",
                "Life claims are settled within 15 days of receiving all documents "
                "(45 days if investigation is needed); health reimbursement claims "
                "within 15 days of the last document.",
            ),
        ],
    ),
]


def build(out_path):
    doc = new_document(TITLE, subject="Insurance")
    doc.add_heading(TITLE, level=1)
    doc.add_paragraph(INTRO)
    for group, items in SECTIONS:
        doc.add_heading(group, level=1)
        for item in items:
            question, answer = item[0], item[1]
            doc.add_heading(question, level=2)
            doc.add_paragraph(answer)
            if len(item) > 2:
                bullets(doc, item[2])
    doc.save(out_path)
    return sum(len(items) for _, items in SECTIONS)
