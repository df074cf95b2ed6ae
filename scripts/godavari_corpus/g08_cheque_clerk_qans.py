"""08: FAQ typed by a branch clerk: "Q1. ...?" / "Ans. ..." as plain,
non-bold Normal paragraphs, categories as underlined Normal paragraphs,
empty paragraphs used for spacing, one charges table typed with TABs, one
real Word table, "a) b) c)" sub-points typed by hand.
"""

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt
from common import *

STEM = "gb08_cheque_faq_clerk_qans"
TITLE = "Cheque Book and Cheque Return – Frequently Asked Questions"
INTRO = (
    "The following questions and answers are displayed at the branch for the information of customers. "
    "For any clarification please contact the Branch Manager."
)

# answers: list of ("p", text) | ("tabs", [lines]) | ("table", rows)
CATS = [
    (
        "Cheque Book Issue",
        [
            (
                "How can I get a new cheque book?",
                [
                    (
                        "p",
                        "Ans. You can apply by giving the requisition slip in your present cheque book at the branch, "
                        "through net banking or the GodavariPay app, or by sending an SMS CHQBK <last 4 digits of account> "
                        "to 56767. The cheque book is sent to your registered address by speed post within 7 working days.",
                    ),
                ],
                ["to 56767", "within 7 working days"],
            ),
            (
                "How many cheque leaves are free?",
                [
                    ("p", "Ans: Free cheque leaves and charges for extra leaves are as under."),
                    (
                        "tabs",
                        [
                            "Account type\tFree leaves\tCharge for extra leaves",
                            "Savings Bank\t25 per year\t₹4 per leaf",
                            "Current Account\t50 per month\t₹5 per leaf",
                            "Senior citizens (SB)\tNo limit\tNil",
                        ],
                    ),
                ],
                ["₹4 per leaf", "50 per month"],
            ),
            (
                "Can someone else collect my cheque book from the branch?",
                [
                    (
                        "p",
                        "Ans. Yes. The person must bring an authority letter signed by you and his or her own identity "
                        "proof. Cheque books are not handed over to third parties for accounts of minors.",
                    ),
                ],
                ["authority letter signed by you"],
            ),
            (
                "What is CTS-2010 standard cheque?",
                [
                    (
                        "p",
                        'Ans. All cheques issued by the Bank follow the CTS-2010 standard with the watermark "CTS-INDIA", '
                        "a void pantograph and the Bank's logo printed in UV ink. Non-CTS cheques are not accepted in "
                        "clearing.",
                    ),
                ],
                ["CTS-INDIA", "Non-CTS cheques"],
            ),
        ],
    ),
    (
        "Stop Payment and Positive Pay",
        [
            (
                "How do I stop payment of a cheque?",
                [
                    (
                        "p",
                        "Ans. Give a written request at the branch or use net banking, quoting the cheque number, date, "
                        "amount and payee name. Charges are ₹100 + GST per cheque and ₹300 + GST for a range of cheques.",
                    ),
                ],
                ["₹100 + GST per cheque", "₹300 + GST for a range"],
            ),
            (
                "What is Positive Pay System?",
                [
                    (
                        "p",
                        "Ans. For cheques of ₹50,000 and above you can give the cheque details (date, payee, amount and "
                        "cheque number) to the Bank in advance through the app, net banking or the branch. The details are "
                        "matched when the cheque is presented.",
                    ),
                    ("p", "Positive Pay is compulsory for cheques of ₹5 lakh and above."),
                ],
                ["₹50,000 and above", "₹5 lakh and above"],
            ),
        ],
    ),
    (
        "Cheque Return (Bounce)",
        [
            (
                "Why is a cheque returned unpaid?",
                [
                    ("p", "Ans. The common reasons are:"),
                    ("p", "a) Insufficient funds in the account"),
                    ("p", "b) Signature differs or is incomplete"),
                    ("p", "c) Post-dated cheque, or stale cheque (older than 3 months)"),
                    ("p", "d) Overwriting or alterations on the cheque"),
                    ("p", "e) Amount in words and figures differ"),
                ],
                ["older than 3 months", "Signature differs"],
            ),
            (
                "What are the charges for cheque return?",
                [
                    ("p", "Ans. Charges (GST extra) are as below."),
                    (
                        "table",
                        [
                            ["Situation", "Savings account", "Current account"],
                            ["Cheque issued by you returned for insufficient funds", "₹500", "₹750"],
                            ["Cheque deposited by you returned unpaid", "₹150", "₹250"],
                            ["Returned for technical reasons (not your fault)", "Nil", "Nil"],
                        ],
                    ),
                ],
                ["₹750", "Returned for technical reasons"],
            ),
            (
                "Is bouncing of a cheque a criminal offence?",
                [
                    (
                        "p",
                        "Ans. Yes. Under Section 138 of the Negotiable Instruments Act, 1881 it is an offence if a cheque "
                        "issued for payment of a debt is returned for insufficient funds. The payee must send a demand notice "
                        "within 30 days of receiving the return memo, and the drawer gets 15 days to pay. The punishment can "
                        "be imprisonment up to 2 years or a fine up to twice the cheque amount, or both.",
                    ),
                ],
                ["Section 138", "within 30 days of receiving the return memo"],
            ),
            (
                "What happens if my cheques bounce again and again?",
                [
                    (
                        "p",
                        "Ans. If a cheque of ₹1 crore or more issued by you is returned for insufficient funds 4 times in a "
                        "financial year, the Bank will not issue you a new cheque book and may close the account after "
                        "giving notice.",
                    ),
                ],
                ["4 times in a financial year"],
            ),
        ],
    ),
    (
        "Clearing and Credit",
        [
            (
                "When will I get credit for a cheque deposited?",
                [
                    (
                        "p",
                        "Ans. Cheques deposited at the counter or in the drop box before 2:00 p.m. are sent in the same "
                        "day's CTS clearing and credit is given on the next working day. Cheques deposited after 2:00 p.m. "
                        "are sent the next working day.",
                    ),
                ],
                ["before 2:00 p.m."],
            ),
            (
                "What if my cheque is lost in clearing?",
                [
                    (
                        "p",
                        "Ans. The Bank will inform you immediately, pay interest at the savings bank rate for the delay and "
                        "bear the cost of getting a duplicate cheque from the drawer, up to ₹100.",
                    ),
                ],
                ["up to ₹100"],
            ),
        ],
    ),
]


def main():
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(12)
    p = doc.add_paragraph()
    r = p.add_run(TITLE.upper())
    r.bold = True
    r.font.size = Pt(14)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_paragraph()
    doc.add_paragraph(INTRO)
    doc.add_paragraph()
    n = 0
    for cat, qs in CATS:
        p = doc.add_paragraph()
        p.add_run(cat).underline = True
        doc.add_paragraph()
        for q, blocks, _ in qs:
            n += 1
            doc.add_paragraph(f"Q{n}. {q}")
            for kind, body in blocks:
                if kind == "p":
                    doc.add_paragraph(body)
                elif kind == "tabs":
                    for line in body:
                        doc.add_paragraph(line)
                elif kind == "table":
                    t = doc.add_table(rows=len(body), cols=len(body[0]))
                    t.style = doc.styles["Table Grid"]
                    for i, row in enumerate(body):
                        for j, v in enumerate(row):
                            t.cell(i, j).text = v
            doc.add_paragraph()
    doc.add_paragraph("Toll free: 1800 425 7700")
    doc.add_paragraph("Branch Manager")
    doc.add_paragraph("Godavari Bank Ltd., Main Branch, Rajahmundry")
    doc.save(os.path.join(DOCX_DIR, STEM + ".docx"))

    sections = [sec([], first_words(INTRO), ["contact the Branch Manager"])]
    n = 0
    for cat, qs in CATS:
        for q, blocks, must in qs:
            n += 1
            sections.append(sec([cat, f"Q{n}. {q}"], first_words(blocks[0][1]), must))
    write_expected(
        STEM,
        "python-docx: clerk-typed 'Q1.'/'Ans.' plain Normal paragraphs (no bold), underlined Normal "
        "categories, TAB-typed table, manual a) b) c) points",
        TITLE.upper(),
        sections,
        notes="Question paths keep the typed 'Qn.' prefix; answers literally start with 'Ans.' or 'Ans:'. "
        "The document title is an ALL-CAPS bold centred 14pt Normal paragraph. "
        "Q numbering runs continuously 1-12 across categories.",
    )


if __name__ == "__main__":
    main()
