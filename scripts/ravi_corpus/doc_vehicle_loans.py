"""vehicle_loans.docx - Retail Assets Department (product guide).

Habit: Heading 1 'Vehicle Loans' at title level, Heading 2 per product, Heading 3 questions.
The schedule of charges exists ONLY as a picture (Pillow-rendered table) under a Heading 2
'Schedule of charges' with a caption; answers elsewhere say 'see the schedule of charges'.
Footer: 'Ravi Bank Ltd · Customer Information · Page X'.
"""

from __future__ import annotations

import datetime as dt
import io
import textwrap

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Cm
from PIL import Image, ImageDraw, ImageFont

from helpers import Bullets, Grid, Steps, add_page_line, render_blocks, set_properties

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
CAPTION = "Table 1: Schedule of charges (effective 1 April 2026)"
SEE = "see the schedule of charges"

INTRO = (
    "This guide describes Ravi Bank’s vehicle loans for individuals and farmers. Interest rates "
    "are linked to the Ravi Bank Repo-Linked Lending Rate (RLLR), which is 8.85% a year from "
    "1 March 2026. Apply at any branch, in Ravi Pay (Loans > Vehicle) or through a Ravi Bank "
    "partner dealer."
)

SCHEDULE = [
    ["Charge", "Car loans (new and used)", "Two-wheeler and EV loans", "Tractor loans"],
    [
        "Processing fee",
        "New car: 0.50% of loan (min ₹3,000, max ₹10,000). Used car: 1% (min ₹5,000, max ₹15,000)",
        "₹1,500 flat. Electric vehicles: Nil",
        "0.50% of loan (max ₹7,500). Nil up to ₹2\u00a0lakh",
    ],
    ["Foreclosure – floating rate loans", "Nil", "Nil", "Nil"],
    [
        "Foreclosure – fixed rate loans",
        "4% of principal outstanding within 12 months of first EMI; 3% thereafter",
        "3% of principal outstanding",
        "Nil",
    ],
    [
        "Part-prepayment – fixed rate loans",
        "Nil up to 25% of principal outstanding once a year; 2% on the amount above that",
        "Nil up to 25% once a year; 2% above that",
        "Nil",
    ],
    [
        "Switch from fixed to floating rate",
        "0.50% of principal outstanding (max ₹5,000)",
        "₹1,000",
        "Not applicable",
    ],
    ["Duplicate NOC / Form 35", "₹500 per issue", "₹500 per issue", "₹250 per issue"],
    [
        "Late payment (penal charge)",
        "2% a month on the overdue EMI (min ₹300)",
        "2% a month on the overdue EMI (min ₹100)",
        "1% a month on the overdue instalment",
    ],
    ["Cheque / NACH bounce", "₹500 per instance", "₹350 per instance", "₹250 per instance"],
    [
        "RC hypothecation endorsement (addition, change or termination on request)",
        "₹1,000",
        "₹500",
        "₹500",
    ],
    [
        "Insurance lapse – cover arranged by the bank",
        "Premium paid + ₹250",
        "Premium paid + ₹100",
        "Premium paid + ₹250",
    ],
]
SCHEDULE_NOTE = (
    "All charges are exclusive of GST at 18%. Floating rate loans to individuals carry no "
    "foreclosure or part-prepayment charges."
)

PRODUCTS = [
    (
        "New Car Loan",
        [
            (
                "Who can apply for a new car loan?",
                "Salaried persons, self-employed persons and professionals aged 21 to 65 at the "
                "time of application (the loan must be repaid by age 70). Salaried applicants "
                "need a net annual income of at least ₹3 lakh and one year in the current job; "
                "self-employed applicants need income of at least ₹4 lakh a year shown in income "
                "tax returns for the last two years. A spouse or parent may join as co-applicant "
                "to add income.",
            ),
            (
                "What does ‘on-road price financing’ mean and how much will you lend?",
                [
                    "We lend against the on-road price, not just the ex-showroom price. The "
                    "on-road price is the ex-showroom price plus registration charges and road "
                    "tax, the first year’s comprehensive insurance premium, and an extended "
                    "warranty or accessories invoiced by the dealer up to ₹50,000.",
                    Bullets(
                        [
                            "Salaried and self-employed customers: up to 90% of the on-road price (margin 10%).",
                            "Customers with a Ravi Privilege salary account and a credit score "
                            "of 750 or more: up to 100% of the ex-showroom price, provided this "
                            "does not exceed 90% of the on-road price.",
                            "The loan is paid directly to the dealer.",
                        ]
                    ),
                ],
            ),
            (
                "What is the maximum tenure?",
                "From 12 months up to 84 months (7 years). The EMI should not take your total "
                "loan EMIs above 50% of your net monthly income.",
            ),
            (
                "Is the interest rate fixed or floating?",
                [
                    "You choose at sanction:",
                    Grid(
                        [
                            ["Rate type", "Interest rate (a year)", "How it changes"],
                            [
                                "Floating",
                                "RLLR + 0.25% to RLLR + 1.40% (now 9.10% to 10.25%)",
                                "Reset on 1 January, 1 April, 1 July and 1 October",
                            ],
                            [
                                "Fixed",
                                "9.50% to 10.90%",
                                "Does not change for the whole tenure",
                            ],
                        ]
                    ),
                    "The exact rate within the range depends on your credit score. For example, "
                    "a loan of ₹8 lakh for 60 months at 9.40% has an EMI of about ₹16,762.",
                ],
            ),
            (
                "Can I switch from a fixed to a floating rate later?",
                "Yes, once during the tenure, on a written request at the branch. A switching "
                f"charge applies – {SEE}. The new rate is the floating rate applicable to new "
                "loans for your credit score on the date of the switch.",
            ),
            (
                "How quickly is a new car loan sanctioned?",
                "Customers with a Ravi Bank salary account get an in-principle sanction in Ravi "
                "Pay within minutes; other applications are decided within 2 working days of "
                "receiving complete documents.",
            ),
        ],
    ),
    (
        "Used Car Loan",
        [
            (
                "How old can the used car be?",
                "The car may be up to 5 years old at the time of purchase and must not be more "
                "than 8 years old when the loan ends. It must be a private (white number plate) "
                "car registered in India, bought from an individual or a registered used-car "
                "dealer.",
            ),
            (
                "How much can I borrow for a used car, and for how long?",
                "Up to 80% of the value fixed by our empanelled valuer or of the purchase "
                "price, whichever is lower, for up to 60 months. The valuer’s fee of ₹1,500 is "
                "paid by you directly to the valuer. Used car loans are offered only at a fixed "
                "rate, now 11.25% to 13.75% a year.",
            ),
            (
                "How is the ownership transfer handled?",
                [
                    Steps(
                        [
                            "The seller signs Forms 29 and 30 (transfer of ownership) and "
                            "gives you the original RC, insurance and PUC certificate.",
                            "You sign Form 34 (hypothecation) together with the branch.",
                            "The transfer and the hypothecation to Ravi Bank are recorded on VAHAN at the RTO.",
                            "After the RTO approves the transfer, we pay the seller directly; "
                            "if the seller’s own loan is running, we pay the seller’s bank first "
                            "and the balance to the seller.",
                        ]
                    ),
                ],
            ),
        ],
    ),
    (
        "Two-Wheeler and EV Loan",
        [
            (
                "How much can I borrow for a two-wheeler?",
                "Up to 95% of the on-road price, with a maximum loan of ₹3 lakh (₹10 lakh for "
                "motorcycles above 500 cc). Tenure is 12 to 48 months, or up to 60 months for "
                "electric two-wheelers. Interest is fixed at 10.75% to 14.50% a year.",
            ),
            (
                "Is there any concession for electric vehicles?",
                "Yes. Electric cars and electric two-wheelers get 0.50% a year off the normal "
                f"rate, and the processing fee is waived ({SEE}). Electric cars may be financed "
                "for up to 96 months.",
            ),
            (
                "Is the battery financed?",
                "Yes, if the battery is sold with the vehicle. If you buy the vehicle under a "
                "battery subscription (battery-as-a-service) plan, only the price of the vehicle "
                "without the battery is financed.",
            ),
            (
                "How are government EV subsidies treated?",
                "Purchase subsidies are given by the manufacturer through the dealer as a "
                "reduction in the ex-showroom price, so the loan is calculated on the net price "
                "after subsidy. State road-tax waivers for EVs similarly reduce the on-road "
                "price.",
            ),
        ],
    ),
    (
        "Tractor Loan",
        [
            (
                "Who is eligible for a tractor loan?",
                "Farmers who own or have on long lease at least 2 acres of irrigated land (or 4 "
                "acres unirrigated), with land records such as the jamabandi or fard in Punjab "
                "and Himachal, or the khatauni in Uttar Pradesh and Uttarakhand. Loans up to "
                "₹2 lakh need no collateral; above that we take a mortgage of the land or a "
                "third-party guarantee.",
            ),
            (
                "What are the margin and the repayment terms?",
                "Margin is 15% of the price of the tractor and implements. The loan is repaid in "
                "half-yearly or yearly instalments timed to the rabi and kharif harvests, over "
                "up to 9 years including a grace period of up to 12 months. Interest is 9.25% to "
                "10.50% a year.",
            ),
            (
                "Can implements be financed with the tractor?",
                "Yes. A trolley, rotavator, cultivator, seed drill or thresher bought with the "
                "tractor can be included in the same loan.",
            ),
        ],
    ),
    (
        "Prepayment, hypothecation, insurance and sale",
        [
            (
                "Can I prepay or close my vehicle loan early?",
                "Yes, at any time. Floating rate loans can be part-prepaid or closed without "
                "any charge. For fixed rate loans a foreclosure or part-prepayment charge may "
                f"apply – {SEE}. A part-prepayment must be at least one EMI, and you may choose "
                "to reduce either the EMI or the remaining tenure.",
            ),
            (
                "What is hypothecation and why is it shown in my RC?",
                "Hypothecation means the vehicle is the bank’s security while you own and use "
                "it. When the vehicle is registered, Form 34 is filed and the RC (and the VAHAN "
                "record) shows ‘Hypothecated to Ravi Bank Ltd’. While the entry is there, the "
                "RTO will not transfer the vehicle to anyone else without our NOC.",
            ),
            (
                "How do I remove the hypothecation after I close the loan?",
                [
                    Steps(
                        [
                            "Pay off the loan in full; the account is closed the same day.",
                            "Within 7 working days we send you the NOC and two copies of Form "
                            "35 signed by the bank, and update the closure on VAHAN.",
                            "Submit Form 35, the NOC, the original RC, valid insurance and PUC "
                            "at your RTO (or online on the Parivahan portal) within 90 days, "
                            "the period for which the NOC is valid.",
                            "The RTO issues a new RC without the hypothecation entry.",
                        ]
                    ),
                    "Then ask your insurer to remove Ravi Bank as the hypothecation party on the policy.",
                ],
            ),
            (
                "My NOC has expired or been lost. What now?",
                f"Apply at the branch for a duplicate NOC and Form 35. A fee applies – {SEE}. It "
                "is issued within 5 working days.",
            ),
            (
                "What insurance must the financed vehicle have?",
                "A comprehensive (own damage plus third party) policy must be in force for the "
                "whole tenure, with ‘Ravi Bank Ltd’ endorsed as the hypothecation party and loss "
                "payee. Upload the renewed policy in Ravi Pay or give a copy to the branch "
                "before the old one expires. If the cover lapses, the bank may insure the "
                "vehicle and debit the premium and an administration charge to your loan "
                f"account ({SEE}).",
            ),
            (
                "What happens if the vehicle is stolen or written off in an accident?",
                "Inform the branch and the insurer within 48 hours and, for theft, lodge an FIR. "
                "The insurance claim is paid first to Ravi Bank to close the loan, and any "
                "surplus is paid to you. If the claim is less than the loan outstanding, you "
                "must pay the difference.",
            ),
            (
                "Can I sell my vehicle while the loan is running?",
                "Yes, but the loan must be closed first or at the same time, because the RTO "
                "will not transfer the vehicle without our NOC. The usual way is for the buyer "
                "to pay the amount outstanding directly into your loan account and the rest to "
                "you; we then issue the NOC and Form 35. The loan itself cannot be transferred "
                "to the buyer, but the buyer can apply to us for a used car loan. If the "
                "hypothecation endorsement has to be changed on the RC at your request, a charge "
                f"applies – {SEE}.",
            ),
            (
                "What happens if I miss an EMI?",
                "A penal charge is added to your loan account on the overdue amount, and a "
                f"bounce charge applies if the NACH mandate or cheque is returned – {SEE}. Penal "
                "charges are not added to the interest rate and are not compounded. Missed "
                "EMIs are reported to credit bureaus, and after 90 days overdue the loan is "
                "classified as a non-performing asset.",
            ),
        ],
    ),
]


def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(FONT_DIR + name, size)


def _wrap(text: str, font, width_px: int) -> list[str]:
    """Greedy word wrap by measured pixel width."""
    for chars in range(max(len(text), 6), 5, -1):
        lines = textwrap.wrap(text, chars)
        if all(font.getlength(line) <= width_px for line in lines):
            return lines
    return textwrap.wrap(text, 6)


def render_schedule_png(rows: list[list[str]], note: str) -> bytes:
    """A clean grid table image: white background, black DejaVu Sans, 24 px text."""
    widths = [380, 400, 330, 290]  # 1400 px in all
    pad, line_h, size = 14, 31, 24
    regular, bold = _font(size), _font(size, bold=True)
    wrapped = [
        [
            _wrap(text, bold if r == 0 or c == 0 else regular, w - 2 * pad)
            for c, (text, w) in enumerate(zip(row, widths, strict=True))
        ]
        for r, row in enumerate(rows)
    ]
    heights = [max(len(cell) for cell in row) * line_h + 2 * pad for row in wrapped]
    note_lines = _wrap(note, regular, sum(widths) - 2 * pad)
    total_w = sum(widths) + 1
    total_h = sum(heights) + len(note_lines) * line_h + 2 * pad + 1
    image = Image.new("RGB", (total_w, total_h), "white")
    draw = ImageDraw.Draw(image)
    y = 0
    for r, row in enumerate(wrapped):
        x = 0
        if r == 0:
            draw.rectangle([0, 0, total_w - 1, heights[0]], fill=(230, 230, 230))
        for c, lines in enumerate(row):
            font = bold if r == 0 or c == 0 else regular
            draw.rectangle([x, y, x + widths[c], y + heights[r]], outline="black", width=2)
            for k, line in enumerate(lines):
                draw.text((x + pad, y + pad + k * line_h), line, font=font, fill="black")
            x += widths[c]
        y += heights[r]
    for k, line in enumerate(note_lines):
        draw.text((pad, y + pad + k * line_h), line, font=regular, fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(300, 300))
    return buffer.getvalue()


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Retail Assets Department",
        created=dt.datetime(2023, 7, 3, 15, 20),
        modified=dt.datetime(2026, 3, 31, 18, 2),
        title="Vehicle Loans – Product Guide",
        subject="Vehicle loans",
    )
    add_page_line(doc.sections[0].footer)
    doc.add_heading("Vehicle Loans", level=1)
    doc.add_paragraph(INTRO)
    count = 0
    for product, items in PRODUCTS:
        doc.add_heading(product, level=2)
        for question, answer in items:
            doc.add_heading(question, level=3)
            render_blocks(doc, doc, answer)
            count += 1
    doc.add_heading("Schedule of charges", level=2)
    picture = doc.add_paragraph()
    picture.alignment = WD_ALIGN_PARAGRAPH.CENTER
    image = io.BytesIO(render_schedule_png(SCHEDULE, SCHEDULE_NOTE))
    picture.add_run().add_picture(image, width=Cm(16.5))
    doc.add_paragraph(CAPTION, style="Caption")
    doc.save(path)
    return count
