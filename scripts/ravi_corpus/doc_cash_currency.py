"""cash_currency.docx - Branch Banking Operations.

Habit: questions are ordinary Normal paragraphs told apart only by dark-blue font colour
(1F4E79, same size, not bold, not italic); answers are black Normal paragraphs; categories
are Heading 1.  A couple of answers carry a short List Bullet list.
"""

from __future__ import annotations

import datetime as dt

from docx import Document

from helpers import Bullets, add_run, blocks, set_properties

QUESTION_COLOUR = "1F4E79"

TITLE = "Cash and currency at the branch – frequently asked questions"

INTRO = (
    "This note answers the questions our branch cash counters hear most often. It applies to "
    "all Ravi Bank branches from 1 April 2026. For anything not covered here, please speak to "
    "the Branch Manager or call 1800-180-7284 (toll-free)."
)

CATEGORIES = [
    (
        "Soiled, torn and mutilated notes",
        [
            (
                "Will the branch exchange a soiled or slightly torn note?",
                "Yes. Every Ravi Bank branch exchanges soiled notes and notes with a small tear "
                "over the counter, whether or not you hold an account with us. A soiled note is "
                "one that has become dirty or limp through use, or that is torn at the edge "
                "without the tear running through the number panels. Such notes are paid at "
                "full value immediately, up to 20 notes or ₹5,000 in value per person per day. "
                "Larger lots are accepted against a receipt and the value is credited to your "
                "account within 3 working days.",
            ),
            (
                "What is the difference between a soiled note, a mutilated note and an imperfect note?",
                "A soiled note is dirty but whole, or has two pieces that clearly belong to the "
                "same note with no essential part missing. A mutilated note has a portion "
                "missing or is made up of more than two pieces. An imperfect note is one that "
                "has been wholly or partly obliterated, shrunk, washed, altered or made "
                "indecipherable, but is not deliberately defaced. Soiled notes are exchanged at "
                "once; mutilated and imperfect notes are paid according to the note refund "
                "rules explained below.",
            ),
            (
                "How much will I get for a mutilated note?",
                [
                    "It depends on the denomination and on the area of the largest single undivided piece you present:",
                    Bullets(
                        [
                            "₹10 and ₹20 notes: full value if the largest piece is more than "
                            "50% of the note; nothing otherwise (there is no half value for "
                            "these denominations).",
                            "₹50, ₹100, ₹200 and ₹500 notes: full value if the largest piece is "
                            "more than 80% of the note; half value if it is more than 40% but "
                            "not more than 80%; nothing if it is 40% or less.",
                            "Two pieces of the same note are added together only if both carry "
                            "the same number panel and are clearly from one note.",
                        ]
                    ),
                    "The cashier measures the piece on a grid sheet in front of you and writes "
                    "the amount paid on the back of the exchange slip (Form CX-2).",
                ],
            ),
            (
                "Which notes will the branch not exchange at all?",
                "Notes that have been deliberately cut, washed in chemicals or altered, and "
                "notes carrying political or religious slogans or any written message, are not "
                "exchanged and no value is paid. Notes that are so burnt, brittle or stuck "
                "together that they cannot be handled are not judged at the branch; see the "
                "next question.",
            ),
            (
                "My notes were badly burnt in a fire (or eaten by termites). Can I still get their value?",
                "Possibly. Bring them to the branch in the same box or bag without trying to "
                "separate them. The branch will seal them in your presence, give you a receipt "
                "and forward them to the Reserve Bank's Issue Office at Chandigarh, which "
                "examines them under its note refund rules. The decision usually takes 30 to "
                "45 days and the amount found payable is credited to your account. There is no "
                "charge for this service. Please also bring a copy of the fire brigade report or "
                "police report if you have one.",
            ),
            (
                "Do you charge for exchanging notes?",
                "No charge up to 20 notes or ₹5,000 a day. For larger bulk exchanges by a "
                "non-customer we charge ₹2 per note plus GST; account holders pay nothing.",
            ),
        ],
    ),
    (
        "Coins and coin melas",
        [
            (
                "Will the branch accept coins in a deposit?",
                "Yes. All branches accept ₹1, ₹2, ₹5, ₹10 and ₹20 coins over the counter. "
                "Deposits of coins above ₹1,000 should be packed in polythene sachets of 100 "
                "coins of one denomination, which we accept by weight. Up to ₹1,000 in coins a "
                "day is accepted loose. No branch may refuse coins from a customer; if this "
                "happens, please report it on 1800-180-7284.",
            ),
            (
                "Are all designs of the ₹10 coin valid?",
                "Yes. Every ₹10 coin design issued by the Reserve Bank is legal tender and must "
                "be accepted by shops and by our branches.",
            ),
            (
                "What is a coin mela and how much can I get there?",
                "A coin mela is a coin distribution camp. Ravi Bank holds one on the second "
                "Saturday of January, April, July and October at about 60 larger branches; the "
                "list is put up on branch notice boards and in Ravi Pay under ‘Branch events’ "
                "two weeks in advance. Anyone may take coins of up to ₹2,000 per visit without "
                "an account. Shopkeepers who hold a current account with us can also pre-book "
                "up to ₹10,000 in coins a week at their home branch.",
            ),
        ],
    ),
    (
        "Counterfeit notes",
        [
            (
                "What happens if a counterfeit note is found in my deposit?",
                "The cashier will impound it. It is stamped ‘COUNTERFEIT NOTE – IMPOUNDED’ in "
                "your presence and you receive an acknowledgement (Form CN-1) showing the "
                "denomination, number and reason. The note is not credited and is not returned "
                "to you. The rest of your deposit is credited as normal.",
            ),
            (
                "Will the police be informed?",
                "If up to four counterfeit notes are found in a single transaction, the branch "
                "includes them in a consolidated monthly report to the police and no "
                "complaint is filed against you. If five or more notes are found in one "
                "transaction, the branch must file a First Information Report (FIR) with the "
                "local police the same day.",
            ),
            ("Can I get credit for a counterfeit note?", "No."),
            (
                "How can I check a note myself?",
                [
                    "Tilt and hold the note against the light and check at least these features:",
                    Bullets(
                        [
                            "Windowed security thread that changes from green to blue when the "
                            "note is tilted (₹100 and above).",
                            "Mahatma Gandhi watermark and electrotype denomination numeral.",
                            "Colour-shifting numeral at the bottom right.",
                            "See-through register: the denominational numeral is completed when held against light.",
                        ]
                    ),
                    "If in doubt, ask the cashier to check the note on the counting machine before you accept it.",
                ],
            ),
        ],
    ),
    (
        "Cash deposit machines and cash recyclers",
        [
            (
                "What is the difference between a cash deposit machine and a cash recycler?",
                "A cash deposit machine (CDM) only accepts cash. A cash recycler accepts cash "
                "and pays out the same genuine notes to customers who withdraw, so it works as "
                "an ATM and a deposit machine in one. Both check every note and credit your "
                "account instantly. Ravi Bank has about 1,200 CDMs and 400 recyclers, shown in "
                "the ATM locator on Ravi Pay.",
            ),
            (
                "How much cash can I deposit in a machine?",
                "Up to 200 notes per transaction in ₹100, ₹200 and ₹500 denominations; ₹10, ₹20 "
                "and ₹50 notes are not accepted. With your Ravi Bank debit card you can deposit "
                "up to ₹2 lakh a day into your own account. Card-less deposits into any Ravi "
                "Bank account are limited to ₹49,900 per transaction and ₹1 lakh per day per "
                "beneficiary account.",
            ),
            (
                "The machine took my cash but my account was not credited. What should I do?",
                "Keep the printed slip, then report it the same day on 1800-180-7284, through "
                "Ravi Pay (Help > Cash deposit not credited) or at any branch. The machine is "
                "balanced the next working day and the amount is credited by then. If the "
                "credit is not made within 5 working days of your complaint, we pay you ₹100 "
                "for every day of further delay, without your having to ask.",
            ),
            (
                "What happens if the machine rejects or keeps one of my notes?",
                "Notes the machine cannot recognise are returned to you at once. A note the "
                "machine identifies as counterfeit is retained, is not credited, and the slip "
                "says ‘suspect note retained’; the branch will send you the impounding "
                "acknowledgement within 7 working days.",
            ),
        ],
    ),
    (
        "PAN or Form 60 for large cash deposits",
        [
            (
                "When do I have to give my PAN for a cash deposit?",
                "You must quote your PAN for a cash deposit of more than ₹50,000 in a single day "
                "in one or more accounts, and when your cash deposits add up to ₹20 lakh or more "
                "in a financial year. If your PAN is already linked to your account, the "
                "system picks it up and you need do nothing further.",
            ),
            (
                "I do not have a PAN. What is Form 60?",
                "Form 60 is a declaration for people who do not have a PAN. You fill in your "
                "name, address, the amount and your estimated total income, sign it and "
                "attach a copy of an officially valid document such as Aadhaar or a voter ID. "
                "If you have applied for a PAN, write the acknowledgement number and date of "
                "application. A separate Form 60 is needed for each transaction that requires a "
                "PAN. Blank forms are available at every counter.",
            ),
            (
                "Does a third person depositing cash into my account need to give PAN?",
                "Yes, if the deposit is above ₹50,000 the person depositing must give his or her "
                "own PAN or a Form 60, in addition to your account details.",
            ),
        ],
    ),
    (
        "Cash withdrawals at the counter",
        [
            (
                "How much cash can I withdraw at the counter?",
                "At your home branch there is no upper limit other than your balance, but "
                "please give one working day's notice for withdrawals above ₹2 lakh so that "
                "cash is kept ready. At other Ravi Bank branches you can withdraw up to ₹50,000 "
                "a day with a withdrawal slip and your passbook, or any amount by your own "
                "cheque. Tax is deducted at source at 2% on cash withdrawals above ₹1 crore in a "
                "financial year (above ₹20 lakh if you have not filed income tax returns for the "
                "last three years).",
            ),
            (
                "Are there charges for counter cash transactions?",
                "Savings account holders get 4 free cash transactions (deposits and "
                "withdrawals together) a month at branches. Each further transaction costs ₹50 "
                "plus GST. Pensioners, senior citizens and Jan Dhan account holders are exempt.",
            ),
            (
                "Can someone else withdraw cash from my account for me?",
                "Yes, but only by cheque. Write a bearer cheque (do not strike off ‘or bearer’) "
                "in the name of the person collecting the cash. The bearer signs on the back "
                "of the cheque and shows an original photo ID. At a branch other than your home "
                "branch, cash payment of a cheque to a third party is limited to ₹50,000. For "
                "bearer cheques above ₹50,000 the branch will call you on your registered "
                "mobile number to confirm before paying. A withdrawal slip can never be used by "
                "a third party.",
            ),
            (
                "Will the branch accept an authority letter instead of a cheque?",
                [
                    "An authority letter alone is not accepted; it is used together with a "
                    "cheque when you cannot come to the branch, for example during an illness. "
                    "It should contain:",
                    Bullets(
                        [
                            "the name, address and photo ID number of the person you authorise;",
                            "the cheque number and amount;",
                            "the specimen signature of the authorised person, attested by you.",
                        ]
                    ),
                    "The authorised person brings the letter, the cheque and his or her original "
                    "photo ID. For customers who cannot sign at all, please see our leaflet "
                    "‘Customers with special needs’.",
                ],
            ),
        ],
    ),
]


def _question(doc, text: str) -> None:
    """A Normal paragraph whose only distinction is the font colour."""
    add_run(doc.add_paragraph(), text, color=QUESTION_COLOUR)


def _answer(doc, answer) -> None:
    for block in blocks(answer):
        if isinstance(block, Bullets):
            for item in block.items:
                doc.add_paragraph(item, style="List Bullet")
        else:
            doc.add_paragraph(block)


def build(path) -> int:
    doc = Document()
    set_properties(
        doc,
        author="Branch Banking Operations",
        created=dt.datetime(2021, 6, 14, 10, 5),
        modified=dt.datetime(2026, 3, 27, 16, 40),
        title=TITLE,
        subject="Cash and currency",
    )
    add_run(doc.add_paragraph(), TITLE, size=16)
    doc.add_paragraph(INTRO)
    count = 0
    for category, items in CATEGORIES:
        doc.add_heading(category, level=1)
        for question, answer in items:
            _question(doc, question)
            _answer(doc, answer)
            count += 1
    doc.save(path)
    return count
