"""special_needs.docx - Customer Service & Accessibility Cell.

Habit: one single-column Word table per category (category as Heading 1 above it). In each
table a question is a row whose cell is shaded light grey (w:shd fill D9D9D9) with the
question in bold; the answer is the NEXT row, unshaded and plain, sometimes with several
paragraphs or a list inside the cell.
"""

from __future__ import annotations

import datetime as dt

from docx import Document
from docx.shared import Cm

from helpers import (
    Bullets,
    Steps,
    add_run,
    first_paragraph,
    render_blocks,
    set_properties,
    set_table_look,
    shade_cell,
)

TITLE = "Banking for customers with special needs"

INTRO = (
    "Ravi Bank wants every customer to bank independently and with dignity. This guide explains "
    "the facilities available at our branches, ATMs and through doorstep banking for customers "
    "with a disability, senior citizens and customers who are unwell. Our Accessibility Cell at "
    "Chandigarh can be reached on 1800-180-7284 (option 6) or at care@ravibank.example."
)

CATEGORIES = [
    (
        "Visually impaired customers",
        [
            (
                "Can a visually impaired person open and operate an account independently?",
                "Yes. A visually impaired customer is entitled to every banking facility – "
                "cheque book, debit card, locker, Ravi Online and Ravi Pay – without needing a "
                "relative or a guardian. At account opening the branch officer reads out the "
                "terms and charges in the presence of a witness of your choice, and records "
                "that this was done.",
            ),
            (
                "Which ATMs have voice guidance?",
                "All ATMs installed since 2019 – about 1,100 of our 1,640 ATMs – are talking "
                "ATMs with a headphone socket, audio instructions in Hindi, Punjabi and English "
                "and a braille keypad. At least one ATM in every district headquarters town is "
                "a talking ATM. In the ATM locator on Ravi Pay, choose the filter ‘Talking ATM’.",
            ),
            (
                "Can I get my statements or documents in braille or large print?",
                [
                    "Yes, free of charge:",
                    Bullets(
                        [
                            "Large-print account statements (18-point) every month, on request at your branch.",
                            "Braille statements, welcome kits and the schedule of charges, sent "
                            "by the Accessibility Cell within 10 working days of your request.",
                            "Debit cards with a notch and a braille sticker showing ‘Ravi Bank debit’.",
                        ]
                    ),
                ],
            ),
            (
                "Will I be given a cheque book, and how do I fill in a cheque?",
                "Yes. You receive a normal cheque book. On request we also give a plastic "
                "cheque-writing guide with cut-out windows for the date, payee, amount and "
                "signature, which fits our cheque leaves. If you prefer, a branch officer will "
                "fill in the cheque for you in the presence of a witness, read it back to you, "
                "and you then sign it.",
            ),
            (
                "How does a visually impaired customer sign documents?",
                "You sign in the normal way if you can. If you cannot, you may put a thumb "
                "impression instead, which is attested as explained below. In either case the "
                "branch officer reads the document out to you before you sign, and notes on it "
                "that it was read out.",
            ),
            (
                "Is Ravi Pay usable with a screen reader?",
                "Yes. Ravi Pay works with TalkBack on Android and VoiceOver on iPhone, and "
                "every button has a spoken label. Ravi Online meets the WCAG 2.1 AA standard.",
            ),
        ],
    ),
    (
        "Customers who cannot sign",
        [
            (
                "I cannot sign because of paralysis or arthritis. Can I still operate my account?",
                "Yes. You may use a thumb impression, or a toe impression or other mark if you "
                "cannot use your hands. The impression must be identified by two independent "
                "witnesses known to the bank, one of whom must be a responsible bank officer. "
                "Your photograph is kept on our records and checked each time.",
            ),
            (
                "How do I withdraw money with a thumb impression?",
                [
                    Steps(
                        [
                            "Come to your home branch with your passbook.",
                            "Ask for a withdrawal form; the officer fills it in for you.",
                            "Put your left thumb impression on the form in the officer’s presence.",
                            "The officer attests the impression, checks your photograph and "
                            "authorises payment at the cash counter.",
                        ]
                    ),
                    "Withdrawals by thumb impression are made at the home branch only. At a "
                    "Bank Mitra outlet you can instead withdraw up to ₹10,000 a time using "
                    "Aadhaar fingerprint authentication.",
                ],
            ),
            (
                "Can a customer who operates by thumb impression have a cheque book?",
                "No, but you can have a PIN-based debit card.",
            ),
        ],
    ),
    (
        "Customers who are ill or bedridden",
        [
            (
                "My father is bedridden and cannot come to the branch. How can he withdraw money?",
                [
                    "He can sign a cheque or a withdrawal form at home, or put his thumb "
                    "impression on it. If he cannot sign, the thumb impression must be "
                    "identified by two independent witnesses, one of them a bank officer.",
                    Steps(
                        [
                            "Inform the branch in writing, with a medical certificate that he "
                            "is unable to come to the branch.",
                            "The branch officer visits him at home within 3 working days, or "
                            "the next day in an emergency, to witness the thumb impression.",
                            "He indicates who will collect the cash; that person brings the "
                            "form and an original photo ID to the branch.",
                        ]
                    ),
                    "Home visits are free for senior citizens and for persons with disabilities.",
                ],
            ),
            (
                "My mother is a pensioner and too ill to visit the branch for her life "
                "certificate. What are the options?",
                [
                    "She does not have to come to the branch. She can use any of these:",
                    Bullets(
                        [
                            "Digital life certificate (Jeevan Pramaan) by face authentication "
                            "on a smartphone, using her Aadhaar number.",
                            "Doorstep banking: our agent visits and records the life "
                            "certificate; free for pensioners aged 70 and above and for "
                            "pensioners with a disability.",
                            "A visit by the branch officer, on request, for pensioners who are bedridden.",
                        ]
                    ),
                    "Life certificates are due in November; pensioners aged 80 and above may submit from 1 October.",
                ],
            ),
            (
                "Can a relative operate the account of a customer who is unconscious or in a coma?",
                "No. The bank cannot act on instructions the customer is not able to give. The "
                "family should apply to the court for a guardian to be appointed; the branch "
                "will release money for hospital bills directly to the hospital on a written "
                "request from the next of kin, up to ₹1 lakh, if the Branch Manager is "
                "satisfied about the need.",
            ),
            (
                "Can a bedridden customer authorise someone to operate the account for a longer period?",
                "Yes. The customer can give a mandate (Form RB-MD1) to a trusted person for a "
                "period of up to one year, or execute a power of attorney registered with the "
                "Sub-Registrar. The mandate can be limited to withdrawals up to an amount "
                "chosen by the customer and can be cancelled at any time.",
            ),
        ],
    ),
    (
        "Wheelchair access and priority counters",
        [
            (
                "Are Ravi Bank branches wheelchair accessible?",
                "790 of our 850 branches have a ramp and a step-free entrance. If a branch has "
                "no ramp, press the bell at the entrance or call the branch number on the "
                "door; an officer will come to serve you at the entrance or at a ground-floor "
                "desk. All ATMs installed since 2022 have a lowered screen and keypad.",
            ),
            (
                "Is there a priority counter?",
                "Yes. Counter No. 1 in every branch is marked ‘Senior citizens and persons with "
                "disabilities’ and serves you first. If the branch uses a token machine, choose "
                "‘Priority’ to get a priority token.",
            ),
            (
                "Can I bring a guide dog or an assistant into the branch?",
                "Yes, guide dogs and personal assistants are welcome in all branches.",
            ),
        ],
    ),
    (
        "Sign-language help",
        [
            (
                "Is sign-language help available?",
                "Yes. A video call with an Indian Sign Language interpreter is available in "
                "Ravi Pay (Help > Sign language) from Monday to Saturday, 9 am to 6 pm. A branch "
                "can also book an interpreter to be present at the branch if you give 2 working "
                "days’ notice; this is free. Our branches in Amritsar (Hall Bazaar), Ludhiana, "
                "Jammu, Dehradun and Shimla have staff trained in basic sign language.",
            ),
            (
                "I have a hearing impairment. Can I contact the bank without calling?",
                "Yes. Use WhatsApp banking on 98140-07284, the chat in Ravi Pay, or e-mail "
                "care@ravibank.example. To block a lost card, send ‘BLOCK’ followed by the last "
                "four digits of the card by SMS from your registered mobile to 98140-07284.",
            ),
        ],
    ),
    (
        "A guardian for a person with a disability",
        [
            (
                "How is a guardian appointed for an adult with autism, cerebral palsy, "
                "intellectual disability or multiple disabilities?",
                "Under the National Trust Act, 1999, the parents or relatives apply to the Local "
                "Level Committee of the district, chaired by the District Collector. The "
                "committee issues a guardianship certificate, and Ravi Bank accepts this "
                "certificate; no court order is needed. For a person with mental illness, a "
                "nominated representative under the Mental Healthcare Act, 2017 or a guardian "
                "appointed by a court is accepted.",
            ),
            (
                "What documents does the guardian need to give the bank?",
                [
                    Bullets(
                        [
                            "The original guardianship certificate from the Local Level "
                            "Committee or the court order (a copy is kept after verification).",
                            "The disability certificate or UDID card of the ward.",
                            "KYC documents of the guardian and of the ward.",
                            "Account opening or change-of-operation form signed by the guardian.",
                        ]
                    ),
                    "The account is then opened or operated in the name of the ward, ‘through guardian’.",
                ],
            ),
            (
                "Are there any limits on what the guardian can do?",
                "The guardian may operate the account only for the benefit of the ward. A "
                "single withdrawal above ₹2 lakh, a loan against the ward’s deposits, or the "
                "closure of the account needs the written permission of the Local Level "
                "Committee or the court. The guardian must also give the committee a yearly "
                "account of the ward’s money, and the branch gives a free statement for this.",
            ),
        ],
    ),
    (
        "Doorstep banking for persons with disabilities",
        [
            (
                "What is doorstep banking and who can use it?",
                "Doorstep banking brings a bank agent to your home to collect or deliver cash, "
                "pick up cheques, deliver demand drafts and cheque books, and record life "
                "certificates and KYC documents. Any customer may book it, and it is free for "
                "persons with a benchmark disability (40% or more) and for senior citizens "
                "aged 70 and above, as explained below.",
            ),
            (
                "What does doorstep banking cost, and what are the cash limits?",
                "Persons with disabilities and customers aged 70 and above get 3 free visits a "
                "month; further visits cost ₹75 plus GST each. For other customers every visit "
                "costs ₹75 plus GST. Cash delivery and pick-up are allowed from ₹1,000 to "
                "₹25,000 per visit.",
            ),
            (
                "How do I book a doorstep banking visit?",
                [
                    Steps(
                        [
                            "Call 1800-180-7284 and choose option 4, or book in Ravi Pay "
                            "(Services > Doorstep banking).",
                            "Choose the service and a time slot; bookings made before 1 pm are "
                            "served the next working day.",
                            "You receive an SMS with the agent’s name, photograph link and a 4-digit visit code.",
                            "When the agent arrives, check the visit code and the agent’s Ravi "
                            "Bank ID card before handing over anything.",
                        ]
                    ),
                ],
            ),
        ],
    ),
]


def _add_category_table(doc, items) -> None:
    table = doc.add_table(rows=0, cols=1)
    table.style = "Table Grid"
    set_table_look(table, first_row=False)
    for question, answer in items:
        q_cell = table.add_row().cells[0]
        shade_cell(q_cell, "D9D9D9")
        add_run(first_paragraph(q_cell), question, bold=True)
        a_cell = table.add_row().cells[0]
        render_blocks(doc, a_cell, answer, first=first_paragraph(a_cell))
    for cell in table.columns[0].cells:
        cell.width = Cm(16)


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Accessibility Cell, Chandigarh",
        created=dt.datetime(2022, 2, 8, 9, 30),
        modified=dt.datetime(2026, 2, 19, 17, 5),
        subject="Customers with special needs",
    )
    doc.add_heading(TITLE, level=0)
    doc.add_paragraph(INTRO)
    count = 0
    for category, items in CATEGORIES:
        doc.add_heading(category, level=1)
        _add_category_table(doc, items)
        count += len(items)
    doc.save(path)
    return count
