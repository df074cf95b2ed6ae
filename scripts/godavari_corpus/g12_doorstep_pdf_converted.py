"""12: Simulated PDF -> DOCX conversion.

Every visual line is its own Normal paragraph (lines broken mid-sentence at
~90 characters), headings are Normal paragraphs with bigger bold font (a
long question heading wraps onto two bold paragraphs), bullets are typed
"•" characters, and the running header line plus "Page n of N" appear as
plain paragraphs every ~30 lines (sometimes in the middle of an answer).
The fee table was detected by the converter and is a real Word table.
"""

import textwrap
import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt
from common import *

STEM = "gb12_doorstep_banking_pdf_converted"
TITLE = "Doorstep Banking Services for Senior Citizens and Persons with Disabilities"
RUNNING = "Godavari Bank Ltd. | Doorstep Banking Services | Customer Information Booklet"
LINES_PER_PAGE = 28

INTRO = (
    "Godavari Bank Ltd. offers doorstep banking to customers aged 70 years and above and to persons with "
    "disabilities, including those with a certified chronic illness. Services are provided through the "
    "Doorstep Banking (DSB) platform operated by our service partner on behalf of the Bank. This booklet "
    "explains who can use the service, how to book a visit and what it costs."
)

CATS = [
    (
        "About the Service",
        [
            (
                "Who is eligible for doorstep banking?",
                [
                    (
                        "p",
                        "Customers aged 70 years and above, persons with a disability of 40% or more, and customers with a "
                        "chronic illness certified by a registered medical practitioner are eligible. The account must be "
                        "fully KYC compliant (full KYC) and linked to a registered mobile number. Joint accounts are eligible "
                        "if any one of the holders meets these conditions.",
                    ),
                ],
                ["full KYC", "disability of 40% or more"],
            ),
            (
                "What services are available at my doorstep?",
                [
                    ("p", "The following services can be requested:"),
                    (
                        "ul",
                        [
                            "Cash delivery against withdrawal from your account, up to ₹25,000 per day",
                            "Pickup of cash for deposit into your account",
                            "Pickup of cheques, demand draft requests and standing instruction forms",
                            "Pickup of life certificates and Form 15G / 15H",
                            "Delivery of account statements, cheque books, term deposit receipts and TDS certificates",
                        ],
                    ),
                ],
                ["up to ₹25,000 per day", "Pickup of life certificates"],
            ),
            (
                "Is the service available in my area?",
                [
                    (
                        "p",
                        "Doorstep banking is available in 38 towns, including Rajahmundry, Kakinada, Eluru, Vijayawada and "
                        "Visakhapatnam, for addresses within 5 km of the home branch. You can check whether your PIN code is "
                        "covered in the GodavariPay app or by calling our helpline.",
                    ),
                ],
                ["38 towns", "within 5 km of the home branch"],
            ),
            (
                "Do I need to register separately for doorstep banking?",
                [
                    (
                        "p",
                        "Yes. A one-time registration is needed. Submit Form DSB-1 at your home branch, or register in the "
                        "GodavariPay app with your debit card details. Registration is activated within 2 working days and "
                        "you receive a welcome SMS with your customer code.",
                    ),
                ],
                ["Form DSB-1", "welcome SMS"],
            ),
        ],
    ),
    (
        "Booking a Visit",
        [
            (
                "How do I book a doorstep visit?",
                [
                    (
                        "p",
                        "Call our toll-free helpline 1800 425 7700 between 8:00 a.m. and 8:00 p.m., use the Doorstep tab in "
                        "the GodavariPay app, or book on the DSB website. Visits are made between 9:00 a.m. and 5:00 p.m. on "
                        "working days and must be booked at least 4 hours in advance. You will receive an SMS confirming "
                        "the date and time slot of the visit and the name of the agent.",
                    ),
                ],
                ["toll-free helpline 1800 425 7700", "at least 4 hours in advance"],
            ),
            (
                "Can I cancel or reschedule a visit?",
                [
                    (
                        "p",
                        "Yes. A visit can be cancelled or rescheduled free of charge up to 2 hours before the booked slot. "
                        "Cancellations after that, or when the agent has already reached your address, are charged ₹50 "
                        "plus GST.",
                    ),
                ],
                ["₹50 plus GST", "up to 2 hours before"],
            ),
            (
                "How do I know that the agent at my door is genuine?",
                [
                    (
                        "p",
                        "Every agent carries a photo identity card with a QR code that you can scan with the GodavariPay app. "
                        "When you book a visit you receive a 4-digit service code by SMS. Share the code with the agent only "
                        "after checking the identity card, and never hand over documents or cash before the code is "
                        "verified.",
                    ),
                ],
                ["4-digit service code", "QR code"],
            ),
            (
                "Can a family member be present during the visit?",
                [
                    (
                        "p",
                        "Yes, and we encourage it. A family member or neighbour may be present while documents and cash are "
                        "handed over, but the customer must personally authenticate every transaction. The agent cannot "
                        "accept instructions from anyone other than the account holder.",
                    ),
                ],
                ["personally authenticate every transaction"],
            ),
            (
                "What should I do if the agent who visits my home asks for my PIN, OTP or for cash beyond the amount I "
                "requested?",
                [
                    (
                        "p",
                        "Do not share your PIN or OTP with anyone; our agents will never ask for them. Ask the agent to leave "
                        "and call 1800 425 7700 at once so that we can block your card and account if needed. You should "
                        "also report the incident on the national cyber crime helpline 1930.",
                    ),
                ],
                ["cyber crime helpline 1930"],
            ),
        ],
    ),
    (
        "Charges and Limits",
        [
            (
                "What are the charges for doorstep banking?",
                [
                    (
                        "p",
                        "Charges are debited to your account after each visit. Customers aged 80 years and above get 4 free "
                        "visits every month.",
                    ),
                    (
                        "table",
                        [
                            ["Service", "Charge per visit (GST extra)"],
                            ["Cash delivery or cash pickup", "₹75"],
                            ["Cheque or document pickup", "₹75"],
                            ["Delivery of statement, cheque book or TDS certificate", "₹50"],
                            ["Life certificate pickup in November", "Free"],
                        ],
                    ),
                ],
                ["4 free visits every month", "₹75", "Life certificate pickup in November"],
            ),
            (
                "Are there limits on cash deposits and withdrawals?",
                [
                    (
                        "p",
                        "Cash pickup for deposit is accepted from ₹1,000 up to ₹25,000 per day. Cash delivery is limited to "
                        "₹25,000 per day and ₹1,00,000 per month per account. Higher amounts must be handled at the "
                        "branch.",
                    ),
                ],
                ["₹1,00,000 per month per account"],
            ),
            (
                "Can the charges be waived?",
                [
                    (
                        "p",
                        "Charges are waived for persons with a disability of 80% or more and for pensioners whose monthly "
                        "pension credited to the account is below ₹15,000. Submit the disability certificate or pension "
                        "slip at the branch once; the waiver is then applied automatically to every visit.",
                    ),
                ],
                ["disability of 80% or more", "below ₹15,000"],
            ),
            (
                "How is a cash delivery authenticated?",
                [
                    (
                        "p",
                        "The agent carries a hand-held micro-ATM device. You authenticate the withdrawal with your Aadhaar "
                        "fingerprint or by inserting your debit card and entering the PIN yourself. The cash is handed over "
                        "in a sealed, tamper-proof pouch, and a printed receipt is given on the spot.",
                    ),
                ],
                ["micro-ATM device", "tamper-proof pouch"],
            ),
        ],
    ),
    (
        "Complaints",
        [
            (
                "Whom do I contact if something goes wrong?",
                [
                    (
                        "p",
                        "Call 1800 425 7700 or write to doorstep@godavaribank.co.in. Complaints are resolved within 7 days. "
                        "If you are not satisfied, you may write to the Principal Nodal Officer, Head Office, Rajahmundry, "
                        "and after 30 days to the RBI Ombudsman.",
                    ),
                ],
                ["doorstep@godavaribank.co.in", "Principal Nodal Officer"],
            ),
        ],
    ),
]


def wrap(text, width):
    return textwrap.wrap(text, width=width, break_long_words=False, break_on_hyphens=False)


def build_lines():
    """Return list of (kind, payload): kind in title, h1, h2, body, bullet, table, blank."""
    L = [("title", l) for l in wrap(TITLE, 60)]
    L.append(("blank", ""))
    L += [("body", l) for l in wrap(INTRO, 90)]
    for cat, qs in CATS:
        L.append(("blank", ""))
        L.append(("h1", cat))
        for q, blocks, _ in qs:
            L += [("h2", l) for l in wrap(q, 84)]
            for kind, body in blocks:
                if kind == "p":
                    L += [("body", l) for l in wrap(body, 90)]
                elif kind == "ul":
                    for it in body:
                        ls = wrap(it, 86)
                        L.append(("body", "• " + ls[0]))
                        L += [("body", "  " + l) for l in ls[1:]]
                elif kind == "table":
                    L.append(("table", body))
    return L


def main():
    lines = build_lines()
    # paginate
    pages = [[]]
    count = 0
    for item in lines:
        size = len(item[1]) + 1 if item[0] == "table" else 1
        if count + size > LINES_PER_PAGE:
            pages.append([])
            count = 0
        pages[-1].append(item)
        count += size
    total = len(pages)

    doc = docx.Document()
    normal = doc.styles["Normal"]
    normal.font.name = "Times New Roman"
    normal.font.size = Pt(10)
    normal.paragraph_format.space_after = Pt(0)
    normal.paragraph_format.space_before = Pt(0)

    def line(text, size=10, bold=False, align=None, before=0):
        p = doc.add_paragraph()
        if text:
            r = p.add_run(text)
            r.font.size = Pt(size)
            r.bold = bold
        if align:
            p.alignment = align
        if before:
            p.paragraph_format.space_before = Pt(before)
        return p

    for n, page in enumerate(pages, 1):
        if n > 1:
            line(RUNNING, 8, align=WD_ALIGN_PARAGRAPH.RIGHT)
        for kind, payload in page:
            if kind == "title":
                line(payload, 18, True, WD_ALIGN_PARAGRAPH.CENTER)
            elif kind == "h1":
                line(payload, 14, True, before=12)
            elif kind == "h2":
                line(payload, 11.5, True, before=6)
            elif kind == "body":
                line(payload, 10)
            elif kind == "blank":
                line("")
            elif kind == "table":
                t = doc.add_table(rows=len(payload), cols=len(payload[0]))
                t.style = doc.styles["Table Grid"]
                for i, row in enumerate(payload):
                    for j, v in enumerate(row):
                        c = t.cell(i, j)
                        r = c.paragraphs[0].add_run(v)
                        r.font.size = Pt(10)
                        r.bold = i == 0
        line(f"Page {n} of {total}", 8, align=WD_ALIGN_PARAGRAPH.CENTER)
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    # sanity: every must_contain string must lie within one line/cell
    flat = []
    for kind, payload in lines:
        if kind == "table":
            flat += [c for row in payload for c in row]
        else:
            flat.append(payload)
    for cat, qs in CATS:
        for q, blocks, must in qs:
            for m in must:
                assert any(m in l for l in flat), ("must string broken across lines", m)

    sections = [sec([], first_words(INTRO), ["70 years and above"])] + faq_sections(CATS)
    write_expected(
        STEM,
        "simulated PDF->DOCX converter output: one paragraph per visual line (~90 chars), headings as "
        "larger bold Normal paragraphs, running header and 'Page n of N' lines every ~30 lines",
        TITLE,
        sections,
        notes="Title wraps onto two 18pt bold lines. Category headings 14pt bold, questions 11.5pt bold. "
        "The long question 'What should I do if the agent ... I requested?' wraps onto two bold "
        "paragraphs. Running header / page-number lines interrupt answers at page boundaries; they "
        "are not content. Bullets are typed '•' characters.",
        pages=total,
    )


if __name__ == "__main__":
    main()
