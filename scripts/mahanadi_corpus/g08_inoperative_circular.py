"""08 - Inoperative accounts, unclaimed deposits and account closure.
Habit: an Indian bank customer circular typed in Word: letterhead, 'Circular No.', date,
'Ref:', 'To:', 'Subject:' lines, salutation, typed-numbered paragraphs each opening with a
bold run-in title ending in a full stop ('3. Reactivation. The account …'), lettered
sub-paragraphs (a), (b), (c) as indented paragraphs, signature block and a 'Copy to:' list.
Convention: each numbered paragraph is a section whose path is its printed title without
the final full stop, e.g. ["3. Reactivation"]; the 'Copy to:' list is a section ["Copy to:"];
the salutation and opening paragraph before para 1 form the [] section."""

from common import *
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Cm, Pt

STEM = "08_inoperative_unclaimed_closure"
SUBJECT = "Inoperative Accounts, Unclaimed Deposits and Closure of Accounts – Revised Procedure"
PARAS = [
    (
        "Background",
        [
            "The Reserve Bank of India has advised banks to take steps to reduce the number of inoperative accounts and "
            "unclaimed deposits and to return such money to its rightful owners. The Bank has accordingly revised its "
            "procedure with effect from 1 May 2025.",
        ],
    ),
    (
        "When an account becomes inoperative",
        [
            "A savings or current account is classified as inoperative if there are no customer-induced transactions "
            "for a continuous period of 2 years. Interest credited by the Bank, service charges debited and dividend "
            "credits do not count as customer-induced transactions. The following do count as customer-induced:",
            (
                "sub",
                [
                    "withdrawals, deposits and transfers made by the customer at a branch, ATM or through digital channels;",
                    "credit of a Direct Benefit Transfer (DBT) or scholarship where the customer has given a mandate;",
                    "updation of KYC or nomination submitted by the customer.",
                ],
            ),
        ],
    ),
    (
        "Intimation to customers",
        [
            "The Bank will send an SMS, email and letter to the account holder 3 months before the account is due to "
            "become inoperative, and again within 30 days after it is classified. Where the customer cannot be "
            "reached, the Bank will try to contact the nominee or the introducer.",
        ],
    ),
    (
        "Reactivation",
        [
            "An inoperative account can be reactivated at any branch, not only the home branch, by submitting the "
            "Account Reactivation Form (Form AR-1) with fresh KYC documents. The following may be noted:",
            (
                "sub",
                [
                    "Aadhaar-based Video KYC is also accepted for reactivation through MSB Mobile;",
                    "the account will be reactivated within 3 working days of receipt of complete documents;",
                    "no charge is levied for reactivation of an inoperative account;",
                    "interest on savings accounts continues to be credited even while the account is inoperative.",
                ],
            ),
        ],
    ),
    (
        "Unclaimed deposits",
        [
            "Balances in accounts that remain inoperative for 10 years, and term deposits not claimed within 10 years "
            "of maturity, are transferred to the Depositor Education and Awareness (DEA) Fund maintained by the "
            "Reserve Bank of India. The customer or legal heir can claim the money at any time with interest, as the "
            "Bank pays the amount first and then claims a refund from the DEA Fund.",
        ],
    ),
    (
        "How to search for unclaimed deposits",
        [
            "A list of unclaimed deposits, showing the name and address of the account holder but not the balance, is "
            "displayed on the Bank's website www.mahanadibank.example/unclaimed. Customers may also search all banks "
            "at once on the RBI's UDGAM portal (udgam.rbi.org.in) using their name and PAN or date of birth.",
        ],
    ),
    (
        "Claim by legal heirs or nominees",
        [
            "Claims for deposits of a deceased customer up to ₹5 lakh will be settled on the basis of the death "
            "certificate, claim form (Form DC-1), indemnity and KYC of the claimant, without a succession certificate. "
            "Claims are settled within 15 days of receipt of complete documents; for delays, interest at the savings "
            "rate plus 2% p.a. is paid for the period of delay.",
        ],
    ),
    (
        "Closure of accounts",
        [
            "A customer may close an account by submitting Form AC-1 at the home branch, along with the unused cheque "
            "leaves and debit card. Closure charges are as follows:",
            (
                "sub",
                [
                    "within 14 days of opening: nil;",
                    "after 14 days but within 12 months of opening: ₹500 plus GST for savings and ₹1,000 plus GST for "
                    "current accounts;",
                    "after 12 months, or on the death of the account holder: nil.",
                ],
            ),
            "The balance is paid by transfer to another account in the customer's name or by demand draft; cash is "
            "paid only up to ₹20,000.",
        ],
    ),
    (
        "Closure of inoperative or zero-balance accounts by the Bank",
        [
            "The Bank will not close an inoperative account on its own. A zero-balance account that has been "
            "inoperative for more than 5 years may be closed by the Bank after a notice of 30 days, except basic "
            "savings bank deposit accounts and accounts receiving government benefits.",
        ],
    ),
    (
        "Grievances",
        [
            "Customers may contact the branch, call the toll-free number 1800 345 7070 or write to "
            "care@mahanadibank.example. If a complaint is not resolved within 30 days, the customer may approach the "
            "Nodal Officer, Head Office, Cuttack, and thereafter the RBI Ombudsman at cms.rbi.org.in.",
        ],
    ),
]
COPY_TO = [
    "All Branch Managers – for display on the notice board and compliance",
    "All Regional Managers – for monitoring",
    "Chief Information Officer – for hosting on the Bank's website",
    "Nodal Officer (Customer Service), Head Office",
]

PIPELINE = (
    "python-docx: customer circular typed in Normal style - letterhead, Circular No./Ref/To/Subject lines, "
    "typed-numbered paragraphs with bold run-in titles ending in '.', indented (a)(b)(c) sub-paragraphs, "
    "signature block and 'Copy to:' list"
)

LETTERS = "abcdefgh"


def build():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(12)
    st.paragraph_format.space_after = Pt(6)
    for text, size, bold in (
        ("MAHANADI SAHAKARI BANK LTD.", 18, True),
        ("(A Scheduled Urban Co-operative Bank)", 10, False),
        (
            "Head Office: Buxi Bazar, Cuttack – 753001, Odisha  ·  Toll-free 1800 345 7070  ·  "
            "www.mahanadibank.example",
            9,
            False,
        ),
    ):
        p = d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = p.add_run(text)
        r.bold = bold
        r.font.size = Pt(size)
    para_border_bottom(d.paragraphs[-1], "000000", 12)
    p = d.add_paragraph()
    p.add_run("Customer Circular No. MSB/HO/OPS/CC/2025-26/07").bold = True
    p.add_run("\tDate: 15 April 2025")
    p.paragraph_format.tab_stops.add_tab_stop(Cm(16))
    d.add_paragraph("Ref: RBI guidelines on inoperative accounts and unclaimed deposits dated 1 January 2024")
    d.add_paragraph("To: All Customers and Depositors of the Bank")
    p = d.add_paragraph()
    p.add_run("Subject: ").bold = True
    r = p.add_run(SUBJECT)
    r.bold = True
    r.underline = True
    d.add_paragraph("Dear Customer,")
    d.add_paragraph(INTRO)
    for n, (title, blocks) in enumerate(PARAS, 1):
        first = True
        for b in blocks:
            if isinstance(b, str):
                p = d.add_paragraph()
                p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
                if first:
                    p.add_run(f"{n}. {title}.").bold = True
                    p.add_run(" " + b)
                    p.paragraph_format.left_indent = Cm(0.75)
                    p.paragraph_format.first_line_indent = Cm(-0.75)
                else:
                    p.add_run(b)
                    p.paragraph_format.left_indent = Cm(0.75)
                first = False
            else:
                for k, item in enumerate(b[1]):
                    p = d.add_paragraph(f"({LETTERS[k]})\t{item}")
                    p.paragraph_format.left_indent = Cm(1.75)
                    p.paragraph_format.first_line_indent = Cm(-1.0)
    d.add_paragraph()
    for line in ("Yours faithfully,", "", "sd/-", "(Rajendra Kumar Mishra)", "General Manager (Operations)"):
        d.add_paragraph(line).paragraph_format.space_after = Pt(0)
    d.add_paragraph()
    d.add_paragraph().add_run("Copy to:").bold = True
    for k, c in enumerate(COPY_TO, 1):
        p = d.add_paragraph(f"{k}. {c}")
        p.paragraph_format.left_indent = Cm(0.75)
    d.save(f"{DOCX_DIR}/{STEM}.docx")


INTRO = (
    "In continuation of our earlier circular MSB/HO/OPS/CC/2023-24/12, we inform our customers of the revised "
    "procedure for inoperative accounts, unclaimed deposits and closure of accounts. Customers are requested "
    "to keep their accounts active and their KYC and nomination up to date."
)


def model():
    def segs(blocks):
        out = []
        for b in blocks:
            if isinstance(b, str):
                out.append(b)
            else:
                out.extend(f"({LETTERS[k]})\t{it}" for k, it in enumerate(b[1]))
        return out

    raw = [([], ["Dear Customer,", INTRO])]
    for n, (title, blocks) in enumerate(PARAS, 1):
        raw.append(([f"{n}. {title}"], segs(blocks)))
    raw.append((["Copy to:"], [f"{k}. {c}" for k, c in enumerate(COPY_TO, 1)]))
    out = []
    for i, (path, s) in enumerate(raw):
        other = "\n".join("\n".join(x) for j, (_, x) in enumerate(raw) if j != i)
        out.append({"path": path, "starts_with": first_words(s), "must_contain": pick_must_contain(s, other)})
    return out


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, SUBJECT, model())
