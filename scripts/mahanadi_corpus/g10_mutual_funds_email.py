"""10 - Mutual funds and SIPs through the bank.
Habit: a relationship manager's plain-text e-mail reply (hard-wrapped at 72 columns,
customer's questions quoted inline with '> ', topics introduced by 'Re:' lines) was saved
as .txt and turned into Word with LibreOffice's plain-text import filter.  Every e-mail
line becomes its own paragraph, no formatting at all.
Convention: the quote marker '> ' is not part of a path; 'Re:' topic lines are kept as
printed; the customer's typed question numbers are kept."""

import os
import shutil
import subprocess
import tempfile
import textwrap

from common import *

STEM = "10_mutual_funds_sip"
SUBJECT = "RE: Mutual funds and SIP through Mahanadi Bank – my questions"
HEADER = [
    "From: Ananya Mohapatra <ananya.mohapatra@mahanadibank.example>",
    "Sent: Tuesday, 11 March 2025 4:17 PM",
    "To: Subrat Panda <subrat.panda@example.com>",
    "Cc: Wealth Desk Cuttack <wealthdesk@mahanadibank.example>",
    "Subject: " + SUBJECT,
]
INTRO = [
    "Dear Mr. Panda,",
    "Thank you for visiting our Link Road branch last week. As promised, I have answered each of your questions "
    "below (your text is quoted). I have grouped them by topic so that you can forward this mail to Mrs. Panda "
    "as well.",
]
DOC = {
    "title": SUBJECT,
    "cats": [
        {
            "name": "Re: Getting started",
            "qs": [
                (
                    "1. Can I invest in mutual funds through my savings account?",
                    [
                        "Yes. Mahanadi Sahakari Bank is an AMFI-registered mutual fund distributor (ARN-214578). You can "
                        "invest in schemes of 14 fund houses through MSB Mobile > Invest > Mutual Funds, through internet "
                        "banking, or at any branch with a Wealth Desk. Payments are debited directly from your savings "
                        "account.",
                    ],
                ),
                (
                    "2. What KYC do I need?",
                    [
                        "You need to be KYC-compliant with a KYC Registration Agency. If you have ever invested in a "
                        "mutual fund, you probably are. If not, we complete e-KYC for you online using PAN and Aadhaar OTP "
                        "in about 10 minutes. Your mobile number and email must be the same as in your bank records.",
                    ],
                ),
                (
                    "3. What is the minimum amount?",
                    [
                        "Most schemes accept a lump sum of ₹1,000 or more and a SIP of ₹500 per month. ELSS tax-saving "
                        "funds accept SIPs of ₹500 in multiples of ₹500.",
                    ],
                ),
            ],
        },
        {
            "name": "Re: SIP dates, pause and stop",
            "qs": [
                (
                    "4. Which SIP dates can I choose?",
                    [
                        "You can choose any date from the 1st to the 28th of the month. The first instalment is debited "
                        "at least 7 days after registration and the NACH mandate takes up to 10 working days to register "
                        "if you pay from another bank. For a salary credited on the 1st, the 5th is a sensible date.",
                    ],
                ),
                (
                    "5. Can I pause my SIP for a few months?",
                    [
                        "Yes. Use MSB Mobile > Invest > My SIPs > Pause. You can pause for 1 to 6 months at a time, once "
                        "per SIP per year. The request must reach us at least 10 days before the next SIP date.",
                    ],
                ),
                (
                    "6. If I stop the SIP, do I lose my units?",
                    [
                        "No. Stopping a SIP only stops future instalments. The units already allotted remain in your folio "
                        "and keep earning returns until you redeem them. There is no charge for stopping a SIP.",
                    ],
                ),
            ],
        },
        {
            "name": "Re: Redemption and charges",
            "qs": [
                (
                    "7. How soon will I get my money after redemption?",
                    [
                        "Redemption proceeds are credited to your bank account in 1 working day for liquid and overnight "
                        "funds, 2 working days for debt funds and 3 working days for equity funds (T+3). The NAV applied "
                        "depends on the 3 p.m. cut-off time.",
                    ],
                ),
                (
                    "8. What charges will I pay?",
                    [
                        "The bank does not charge you anything for investing through us; we receive a commission from the "
                        "fund house, which is part of the scheme's expense ratio (regular plan). Exit loads are set by "
                        "each scheme, typically 1% if equity fund units are redeemed within 12 months. Stamp duty of "
                        "0.005% applies on purchases.",
                    ],
                ),
            ],
        },
        {
            "name": "Re: Risk and nomination",
            "qs": [
                (
                    "9. Is my money safe? Is it guaranteed like an FD?",
                    [
                        "No, mutual fund investments are not bank deposits and are not insured by DICGC or guaranteed by "
                        "the bank. Every scheme carries a riskometer from 'Low' to 'Very High'. Before recommending a "
                        "scheme we will complete a risk profile questionnaire with you.",
                    ],
                ),
                (
                    "10. How do I add my wife as nominee?",
                    [
                        "Nomination is compulsory for new folios. You can add up to 10 nominees and specify the percentage "
                        "for each, or opt out by a declaration. Submit the nomination through MSB Mobile > Invest > "
                        "Nominee Update and authenticate with OTP.",
                    ],
                ),
            ],
        },
    ],
}
SIGNATURE = [
    "Please call me if anything is unclear.",
    "Warm regards,",
    "Ananya Mohapatra",
    "Relationship Manager - Wealth | Mahanadi Sahakari Bank Ltd.",
    "Link Road Branch, Cuttack | Toll-free 1800 345 7070",
    "",
    "Mutual fund investments are subject to market risks, read all scheme related documents carefully.",
    "This e-mail and any attachment are confidential and intended only for the addressee.",
]

PIPELINE = (
    "plain-text Outlook reply (72-column hard wrap, '> ' quoted questions, 'Re:' topic lines) saved as "
    ".txt and converted with soffice --infilter='Text (encoded)' --convert-to docx; one paragraph per line"
)

WIDTH = 72


def wrap(text):
    return textwrap.wrap(text, WIDTH, break_on_hyphens=False)


def text_lines():
    out = list(HEADER) + [""]
    out += [INTRO[0], ""] + wrap(INTRO[1]) + [""]
    for cat in DOC["cats"]:
        out += [cat["name"], ""]
        for q, blocks in cat["qs"]:
            assert len(q) + 2 <= WIDTH, q
            out += ["> " + q, ""]
            for b in blocks:
                out += wrap(b) + [""]
    out += SIGNATURE
    return out


def build():
    tmp = tempfile.mkdtemp()
    txt = os.path.join(tmp, STEM + ".txt")
    with open(txt, "w", encoding="utf-8") as f:
        f.write("\n".join(text_lines()) + "\n")
    subprocess.run(
        [
            "soffice",
            "--headless",
            "--infilter=Text (encoded):UTF8,LF,Courier New,en-IN",
            "--convert-to",
            "docx:MS Word 2007 XML",
            "--outdir",
            tmp,
            txt,
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    shutil.copy(os.path.join(tmp, STEM + ".docx"), os.path.join(DOCX_DIR, STEM + ".docx"))
    shutil.rmtree(tmp)


def seg_fn(blocks):
    out = []
    for b in blocks:
        out.extend(wrap(b))
    return out


if __name__ == "__main__":
    build()
    doc = dict(DOC)
    doc["intro"] = INTRO  # [] section: salutation + opening paragraph
    write_expected(STEM, PIPELINE, SUBJECT, expected_sections(doc, seg_fn=seg_fn))
