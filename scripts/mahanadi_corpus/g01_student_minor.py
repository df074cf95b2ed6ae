"""01 - Savings accounts for students and minors.
Habit: a branch officer typed everything in Normal style, made headings bold/larger by
hand and then set "Level 1/Level 2" in Paragraph > Outline level so they show in the
Navigation Pane.  Result: w:outlineLvl in pPr, no Heading styles at all."""

from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, RGBColor

STEM = "01_student_minor_savings"
DOC = {
    "title": "Mahanadi Young Savers – Savings Accounts for Minors and Students",
    "intro": [
        "Mahanadi Sahakari Bank offers two savings products for young customers: the Mahanadi Junior account for "
        "minors below 18 years and the Vidyarthi Savings account for students aged 18 to 25 years. This note "
        "answers the questions parents and students ask most often at our branches.",
    ],
    "cats": [
        {
            "name": "Opening the account",
            "qs": [
                (
                    "Who can open a Mahanadi Junior account?",
                    [
                        "Any minor from birth up to 17 years and 364 days can have a Mahanadi Junior account. For a child "
                        "below 10 years, the account is opened and operated by a natural guardian (father or mother) or a "
                        "court-appointed guardian. Only one Junior account is allowed per minor across all our branches.",
                    ],
                ),
                (
                    "Can a minor operate the account alone?",
                    [
                        "Yes. A minor who has completed 10 years of age and can sign uniformly may open and operate the "
                        "account independently, under the Self-Operated Minor option. The branch records the specimen "
                        "signature on Form SB-M2 in the presence of the guardian, who must visit once for identification.",
                        "Self-operated minor accounts cannot be overdrawn and no cheque book with more than 10 leaves is issued.",
                    ],
                ),
                (
                    "What documents are needed?",
                    [
                        "Please bring the following originals with one self-attested photocopy of each:",
                        (
                            "ul",
                            [
                                "Birth certificate or school leaving certificate of the minor (proof of age)",
                                "Aadhaar of the minor, if available, and two recent passport-size photographs",
                                "PAN or Form 60 and Aadhaar/officially valid document of the guardian",
                                "For Vidyarthi Savings: college ID card or bonafide certificate issued within the last 6 months",
                            ],
                        ),
                        "The account opening form is SB-M1 for minors and SB-V1 for students.",
                    ],
                ),
            ],
        },
        {
            "name": "Balances, limits and charges",
            "qs": [
                (
                    "What is the minimum balance?",
                    [
                        "Both accounts are zero-balance accounts, so no penalty is charged for a low balance. The initial "
                        "deposit is ₹100 for a Junior account and ₹500 for a Vidyarthi Savings account.",
                    ],
                ),
                (
                    "Are there limits on a self-operated minor account?",
                    [
                        "To protect young customers, the following limits apply while the holder is a minor:",
                        (
                            "table",
                            [
                                ["Limit", "Age 10 to 14", "Age 15 to 17"],
                                ["Maximum balance at any time", "₹50,000", "₹1,00,000"],
                                ["ATM cash withdrawal per day", "₹2,000", "₹5,000"],
                                ["UPI / POS spends per day", "₹2,000", "₹5,000"],
                                ["Cheque leaves per year", "Nil", "10"],
                            ],
                        ),
                        "Deposits that would take the balance above the ceiling are accepted only after the guardian gives a "
                        "written consent on Form SB-M5.",
                    ],
                ),
                (
                    "What interest does the account earn?",
                    [
                        "Interest is paid at the normal savings rate: 3.00% p.a. on balances up to ₹1 lakh and 3.25% p.a. on "
                        "the portion above ₹1 lakh. Interest is calculated on the daily balance and credited every quarter "
                        "in June, September, December and March.",
                    ],
                ),
            ],
        },
        {
            "name": "Debit card, UPI and digital banking",
            "qs": [
                (
                    "Will my child get a debit card?",
                    [
                        "A RuPay Junior debit card with the minor's name and photograph is issued to self-operated minors "
                        "from 10 years. There is no annual fee until the holder turns 18. Parents can switch off online and "
                        "international use through the MSB Mobile app under Cards > Manage Usage.",
                    ],
                ),
                (
                    "Can a minor use UPI?",
                    [
                        "Yes, minors aged 15 and above can register for UPI on MSB Mobile after the guardian approves the "
                        "request through an OTP sent to the guardian's registered mobile number. The UPI limit is ₹5,000 per "
                        "day and 10 transactions per day. For children below 15, we suggest UPI Circle with the parent as "
                        "the primary user.",
                    ],
                ),
                (
                    "Is internet banking available?",
                    [
                        "View-only internet banking is available from 10 years. Full transaction rights, including NEFT and "
                        "IMPS to new payees, are enabled only for Vidyarthi Savings holders and after the minor turns 18.",
                    ],
                ),
            ],
        },
        {
            "name": "Turning 18 and after studies",
            "qs": [
                (
                    "What happens when the minor turns 18?",
                    [
                        "On attaining majority the account must be converted to a regular savings account. We send an "
                        "SMS and a letter 60 days before the 18th birthday asking the account holder to submit fresh KYC, a "
                        "new specimen signature on Form SB-M9 and PAN. The guardian's mandate ends on the 18th birthday.",
                        "If the documents are not received within 90 days of the birthday, debits are frozen until KYC is "
                        "completed; credits continue to be allowed.",
                    ],
                ),
                (
                    "What happens to a Vidyarthi Savings account after the course?",
                    [
                        "The student account continues until the holder turns 25 or finishes the course, whichever is earlier. "
                        "After that it is automatically converted to a Classic Savings account, which needs an average "
                        "quarterly balance of ₹1,000 in rural and ₹2,500 in urban branches. You may instead ask for a salary "
                        "account once you start working.",
                    ],
                ),
                (
                    "Whom can we contact for help?",
                    [
                        "Call our toll-free number 1800 345 7070 (8 a.m. to 8 p.m., all days) or email "
                        "care@mahanadibank.example with the account number and the minor's date of birth. You can also visit "
                        "any branch between 10 a.m. and 4 p.m. on working days.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx: everything in Normal style; title/categories/questions are bold, larger runs given "
    "w:outlineLvl 0/1/2 in pPr (Navigation-Pane habit); no Heading styles"
)


def build():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)

    def hpara(text, size, lvl, color=None, center=False):
        p = d.add_paragraph()
        r = p.add_run(text)
        r.bold = True
        r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        set_outline_level(p, lvl)
        return p

    hpara(DOC["title"], 16, 0, "1F3864", center=True)
    for b in DOC["intro"]:
        d.add_paragraph(b)
    for cat in DOC["cats"]:
        hpara(cat["name"], 13, 1, "2E74B5")
        for q, blocks in cat["qs"]:
            hpara(q, 11, 2)
            for b in blocks:
                if isinstance(b, str):
                    d.add_paragraph(b)
                elif b[0] == "ul":
                    for it in b[1]:
                        # typed bullet character + tab, Normal style (no list style)
                        p = d.add_paragraph("•\t" + it)
                        p.paragraph_format.left_indent = Pt(18)
                        p.paragraph_format.first_line_indent = Pt(-18)
                elif b[0] == "table":
                    add_simple_table(d, b[1])
    d.save(f"{DOCX_DIR}/{STEM}.docx")


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC))
