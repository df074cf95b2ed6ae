"""money_from_abroad.docx - International Banking Division.

Habit: Heading 1 categories, Heading 2 questions, Normal answers, BUT
(a) every charges / timeline table is typed with TAB characters, one paragraph per line,
    with tab stops set on those paragraphs (no Word table anywhere);
(b) key information is often only behind a hyperlink whose visible text is 'click here',
    'this form' or 'the portal' - the URL itself carries the meaning.
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from docx import Document
from docx.shared import Cm

from helpers import Steps, add_hyperlink, add_numbered_steps, blocks, set_properties

SITE = "https://ravibank.example"


class Link(NamedTuple):
    text: str
    url: str


class Para(NamedTuple):
    """A paragraph made of plain strings and Links."""

    parts: tuple


class TabTable(NamedTuple):
    """A 'table' typed with tabs: header line then one line per row."""

    header: list[str]
    rows: list[list[str]]
    stops_cm: tuple[float, ...]


def P(*parts) -> Para:  # noqa: N802 - reads like a paragraph mark in the content below
    return Para(parts)


TITLE = "Money from abroad: receiving inward remittances"

INTRO = (
    "Ravi Bank receives remittances from abroad for resident and non-resident customers at all "
    "850 branches. Foreign exchange work is handled centrally by the Foreign Exchange Service "
    "Centre (FXSC), Chandigarh. Charges below apply from 1 April 2026."
)

CATEGORIES = [
    (
        "Receiving a remittance from abroad",
        [
            (
                "How can a relative abroad send money to my Ravi Bank account?",
                [
                    "There are three usual routes: a SWIFT wire transfer from the sender’s bank, "
                    "an online remittance service such as Wise or Remitly, or a Gulf exchange "
                    "house that has a rupee drawing arrangement with us. For a SWIFT transfer "
                    "the sender’s bank needs your name exactly as in our records, your account "
                    "number, the IFSC of your branch and our SWIFT code.",
                    P(
                        "The complete set of beneficiary details to pass on to the sender is listed on ",
                        Link(
                            "this page",
                            f"{SITE}/nri/inward-remittance/beneficiary-details-SWIFT-RAVIINBBXXX-account-number-IFSC",
                        ),
                        ".",
                    ),
                ],
            ),
            (
                "What is Ravi Bank’s SWIFT code?",
                P(
                    "The SWIFT code to be used by the sender’s bank, together with the "
                    "correspondent bank for each currency, is given on the portal: ",
                    Link("click here", f"{SITE}/swift/RAVIINBBXXX/correspondent-banks"),
                    ". All transfers come to our Foreign Exchange Service Centre first, so the "
                    "same code is used whichever branch holds your account.",
                ),
            ),
            (
                "What is a correspondent bank and which one should the sender use?",
                [
                    "A correspondent bank is the bank abroad where Ravi Bank holds an account "
                    "(a nostro account) in that currency. The sender’s bank pays the money into "
                    "this account and sends us a SWIFT message asking us to credit you. Using "
                    "our own correspondent avoids an extra intermediary deduction.",
                    TabTable(
                        ["Currency", "Correspondent bank", "SWIFT code"],
                        [
                            ["USD", "Atlantic Trust Bank, New York", "ATLTUS33"],
                            ["EUR", "Rhein Handelsbank AG, Frankfurt", "RHHBDEFF"],
                            ["GBP", "Thames Commercial Bank, London", "THCBGB2L"],
                            ["AED", "Gulf Crescent Bank, Dubai", "GCRBAEAD"],
                            ["CAD", "Maple Federal Bank, Toronto", "MPFBCATT"],
                            ["AUD", "Southern Cross Banking Corp, Sydney", "SCBCAU2S"],
                        ],
                        (2.5, 10.5),
                    ),
                ],
            ),
            (
                "Does the sender need my IFSC as well as the SWIFT code?",
                "Yes. The SWIFT code (field 57A of the message) brings the money to Ravi Bank, "
                "and the IFSC tells us which branch holds your account. Ask the sender to put "
                "your account number and name in the beneficiary field (field 59) and the "
                "IFSC and the purpose of the payment in the remittance information (field 70), "
                "for example ‘IFSC RAVI0001234 – family maintenance’.",
            ),
            (
                "I am a resident Indian. Can I receive foreign money in my savings account?",
                "Yes. It is converted and credited in rupees. Residents cannot hold foreign "
                "currency in a savings account; exporters and professionals who earn in foreign "
                "currency can open an EEFC account instead.",
            ),
            (
                "I am an NRI. Which of my accounts can receive money from abroad?",
                "Money from abroad can be credited to your NRE savings or term deposit account "
                "(freely repatriable, interest tax-free in India), to your NRO account (for "
                "example rent or pension received from abroad alongside Indian income) or, if "
                "you want to keep it in foreign currency, to an FCNR(B) deposit in USD, GBP, "
                "EUR, CAD or AUD. Give the sender the number of the account you want credited.",
            ),
        ],
    ),
    (
        "Purpose codes and the FIRC",
        [
            (
                "What is a purpose code and why is it needed?",
                [
                    "Every inward remittance must be reported to the Reserve Bank with a purpose "
                    "code, for example P1301 for family maintenance or P0802 for software "
                    "services. If the SWIFT message does not make the purpose clear, we send you "
                    "an SMS and hold the credit until you declare it, for up to 7 working days.",
                    P(
                        "The full list of purpose codes is available on ",
                        Link("the portal", f"{SITE}/remittance/RBI-purpose-codes-inward-list"),
                        ".",
                    ),
                ],
            ),
            (
                "How do I declare the purpose of a remittance?",
                [
                    "In Ravi Online, go to Foreign Exchange > Inward remittances > Pending "
                    "declaration, select the remittance and choose the purpose code. Freelancers "
                    "and exporters of services must also upload the invoice.",
                    P(
                        "If you do not use Ravi Online, fill in ",
                        Link(
                            "this form",
                            f"{SITE}/forms/inward-remittance-purpose-declaration-A2-inward.pdf",
                        ),
                        " and hand it in at your branch.",
                    ),
                ],
            ),
            (
                "What is a FIRC and when do I need one?",
                "A Foreign Inward Remittance Certificate (FIRC) is our certificate that a "
                "stated amount of foreign currency was received from abroad and converted into "
                "rupees. You need it as proof of export of services for GST refunds, when an "
                "NRI buys property in India with money from abroad, and sometimes for visa or "
                "income tax purposes. For most credits we now issue an electronic certificate "
                "(e-FIRA), which is accepted in place of a paper FIRC.",
            ),
            (
                "How do I get a FIRC?",
                [
                    P(
                        "To request a FIRC, fill in ",
                        Link("this form", f"{SITE}/forms/FIRC-request.pdf"),
                        " and e-mail it to the branch.",
                    ),
                    "The e-FIRA for every credit can also be downloaded from Ravi Online "
                    "(Foreign Exchange > Inward remittances > Certificate) from the next working "
                    "day after the credit.",
                ],
            ),
            (
                "How long does a paper FIRC take, and is there a charge?",
                "A paper FIRC is sent within 3 working days of your request. The e-FIRA is "
                "free; a paper FIRC or a duplicate costs ₹250 plus GST per certificate.",
            ),
        ],
    ),
    (
        "Charges and timelines",
        [
            (
                "What does Ravi Bank charge for an inward remittance?",
                [
                    "Our handling charge depends on the rupee value of the remittance:",
                    TabTable(
                        ["Amount of remittance", "Charge", "GST"],
                        [
                            ["Up to ₹10,000", "Nil", "Nil"],
                            ["₹10,001 to ₹1 lakh", "₹150", "₹27"],
                            ["Above ₹1 lakh to ₹10 lakh", "₹300", "₹54"],
                            ["Above ₹10 lakh", "₹500", "₹90"],
                            ["Credit to an NRE account (any amount)", "Nil", "Nil"],
                        ],
                        (7.5, 10.5),
                    ),
                    "In addition, GST on currency conversion is charged as required by law: "
                    "0.18% of the amount converted up to ₹1 lakh (minimum ₹45); ₹180 plus 0.09% "
                    "of the amount between ₹1 lakh and ₹10 lakh; ₹990 plus 0.018% of the amount "
                    "above ₹10 lakh, up to a maximum of ₹10,800.",
                ],
            ),
            (
                "Why did I receive less than the amount my relative sent?",
                "The sender’s bank and any intermediary bank may deduct their own charges, "
                "typically USD 15 to USD 25 each. This depends on the charge option the sender "
                "chose: with ‘OUR’ the sender pays all charges and you receive the full amount; "
                "with ‘SHA’ (shared) or ‘BEN’ deductions are made on the way. Ravi Bank’s own "
                "charge is shown separately in your account statement.",
            ),
            (
                "How long does a transfer take to reach my account?",
                [
                    "Usual times, counted from when the money reaches our correspondent bank:",
                    TabTable(
                        ["Route", "Usual time to credit", "Cut-off time (IST)"],
                        [
                            ["SWIFT – USD, GBP, EUR", "Same working day", "3:30 pm"],
                            ["SWIFT – other currencies", "Next working day", "1:00 pm"],
                            ["Gulf exchange house (RDA)", "Within 30 minutes", "24 × 7"],
                            ["Wise, Remitly and similar", "Within minutes (IMPS)", "24 × 7"],
                            ["Foreign currency cheque", "15 to 21 working days", "–"],
                        ],
                        (6.5, 11.5),
                    ),
                    "Bank holidays in India or in the currency’s home country add a day.",
                ],
            ),
            (
                "My remittance has not arrived. How can I find out where it is?",
                [
                    "Ask the sender for the SWIFT reference (UETR), which is a 36-character code. "
                    "Delays are most often caused by a name that does not match our records, a "
                    "missing purpose code, or a compliance check on the sender.",
                    P(
                        "You can track the payment yourself on ",
                        Link("the portal", f"{SITE}/inward-remittance-tracker?ref=UETR"),
                        " by entering the UETR.",
                    ),
                ],
            ),
            (
                "Which exchange rate is applied?",
                P(
                    "We convert at Ravi Bank’s TT buying rate at the time the funds are "
                    "processed; for remittances above USD 10,000 or its equivalent, you may call "
                    "the FXSC before 2 pm to ask for a finer rate. Today’s rates: ",
                    Link("click here", f"{SITE}/rates/forex-card-rates-TT-buying"),
                    ".",
                ),
            ),
        ],
    ),
    (
        "Online remittance services",
        [
            (
                "Can I receive money sent through Wise, Remitly or a similar service?",
                "Yes. These services pay out in India through an Indian partner bank, so the "
                "money reaches your Ravi Bank account as an ordinary domestic IMPS or NEFT "
                "credit in rupees, usually within minutes. Give the sender only your name, "
                "account number and IFSC; the SWIFT code is not needed. Ravi Bank makes no "
                "charge for such credits.",
            ),
            (
                "Will Ravi Bank give me a FIRC for money received through Wise or Remitly?",
                "No. Because the money reaches us as a domestic transfer, we do not know the "
                "foreign remitter and cannot certify it. Ask the service for the inward "
                "remittance advice issued by its Indian partner bank; freelancers who need the "
                "certificate for GST should check that the service provides one before using "
                "it.",
            ),
            (
                "Can I receive money from a Gulf exchange house directly?",
                P(
                    "Yes. Ravi Bank has rupee drawing arrangements with exchange houses in the "
                    "UAE, Qatar, Kuwait, Oman, Bahrain and Saudi Arabia, which credit your "
                    "account within 30 minutes. The names of our partner exchange houses are "
                    "on ",
                    Link(
                        "the portal",
                        f"{SITE}/nri/rupee-drawing-arrangement/exchange-houses-UAE-Qatar-Kuwait-Oman-Bahrain-Saudi",
                    ),
                    ".",
                ),
            ),
        ],
    ),
    (
        "Foreign currency cheques and demand drafts",
        [
            (
                "Can I deposit a cheque or demand draft in foreign currency?",
                [
                    "Yes, at any branch, with a pay-in slip marked ‘foreign cheque’. The cheque "
                    "must be payable to you and be drawn on a bank abroad.",
                    Steps(
                        [
                            "Sign on the back of the cheque and write your account number.",
                            "Fill in the foreign cheque collection slip (Form FC-1) at the branch.",
                            "The branch sends the cheque to the FXSC, Chandigarh, which sends it "
                            "for collection to the drawee bank abroad.",
                            "Your account is credited in rupees when the proceeds are received, "
                            "usually in 15 to 21 working days.",
                        ]
                    ),
                    "Customers with at least 6 months’ satisfactory relationship can get "
                    "immediate credit for cheques up to USD 2,000 (or equivalent), which is "
                    "reversed if the cheque is returned unpaid.",
                ],
            ),
            (
                "What are the charges for collecting a foreign currency cheque?",
                TabTable(
                    ["Amount of cheque", "Charge", "GST"],
                    [
                        ["Up to USD 1,000 equivalent", "₹300", "₹54"],
                        ["Above USD 1,000 to USD 10,000", "₹600", "₹108"],
                        ["Above USD 10,000", "₹1,000", "₹180"],
                        ["Cheque returned unpaid", "₹500 + foreign bank’s charge", "₹90"],
                    ],
                    (7.5, 13.0),
                ),
            ),
            (
                "Can I encash a foreign currency demand draft over the counter?",
                "No. Foreign currency cheques and drafts are only credited to an account.",
            ),
        ],
    ),
    (
        "Money returned to the sender",
        [
            (
                "Why would an inward remittance be returned to the sender?",
                "We return a remittance if the account number does not exist or is closed, if "
                "the name does not match and cannot be confirmed with you, if the account is "
                "frozen or its KYC has expired, or if the payment fails sanctions screening. "
                "Before returning, we try to reach you by SMS and phone for up to 10 working "
                "days; after that the funds go back to the sender through the same route, less "
                "the correspondent’s charges.",
            ),
            (
                "Money was sent to my account by mistake. How do I send it back?",
                [
                    P(
                        "Fill in ",
                        Link("this form", f"{SITE}/forms/return-of-inward-remittance-request.pdf"),
                        " and e-mail it to the branch with the SWIFT reference of the credit.",
                    ),
                    "The amount is returned in the original currency at our TT selling rate, so "
                    "you bear any loss from the exchange rate difference, and a return charge of "
                    "₹500 plus GST applies.",
                ],
            ),
            (
                "How long does the sender take to get the money back?",
                "Usually 5 to 10 working days after we send it, depending on the sender’s bank.",
            ),
        ],
    ),
]


def _add_para(doc, para: Para) -> None:
    paragraph = doc.add_paragraph()
    for part in para.parts:
        if isinstance(part, Link):
            add_hyperlink(paragraph, part.text, part.url)
        else:
            paragraph.add_run(part)


def _add_tab_table(doc, table: TabTable) -> None:
    """One paragraph per line, columns separated by real TAB characters."""
    for line in [table.header, *table.rows]:
        paragraph = doc.add_paragraph("\t".join(line))
        for stop in table.stops_cm:
            paragraph.paragraph_format.tab_stops.add_tab_stop(Cm(stop))
        paragraph.paragraph_format.space_after = 0


def _answer(doc, answer) -> None:
    for block in blocks(answer):
        if isinstance(block, Para):
            _add_para(doc, block)
        elif isinstance(block, TabTable):
            _add_tab_table(doc, block)
        elif isinstance(block, Steps):
            add_numbered_steps(doc, doc, block.items)
        else:
            doc.add_paragraph(block)


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="International Banking Division",
        created=dt.datetime(2019, 11, 4, 12, 0),
        modified=dt.datetime(2026, 3, 30, 11, 15),
        title=TITLE,
        subject="Inward remittances",
    )
    doc.add_heading(TITLE, level=0)
    doc.add_paragraph(INTRO)
    count = 0
    for category, items in CATEGORIES:
        doc.add_heading(category, level=1)
        for question, answer in items:
            doc.add_heading(question, level=2)
            _answer(doc, answer)
            count += 1
    doc.save(path)
    return count
