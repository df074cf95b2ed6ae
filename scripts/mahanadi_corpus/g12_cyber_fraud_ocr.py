"""12 - Cyber fraud and unauthorised transactions.
Habit: a printed branch leaflet was scanned and OCR'd (FineReader-style 'editable copy'):
one Word section per scanned page, the letterhead in a positioned frame (w:framePr),
the running header and 'Page n of 3' footer recognised as ordinary body paragraphs on
every page, every run carrying explicit font, size, character spacing and width scaling,
exact line spacing, typed ALL-CAPS category lines, bold question lines, a reconstructed
table, and ordinary OCR slips ('l' for '1', 'Rs.' for the rupee sign, split hyphenated
words).  One answer continues across a page boundary."""

from common import *
from docx import Document
from docx.enum.section import WD_SECTION
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt

STEM = "12_cyber_fraud_unauthorised"
PAGE = "<<PAGE>>"
DOC = {
    "title": "SAFE BANKING: CYBER FRAUD AND UNAUTHORISED TRANSACTIONS",
    "intro": [
        "This leaflet explains what you should do if money is taken from your account without your permission, "
        "how much of the loss you may have to bear, and how to protect yourself. Please read it carefully and keep "
        "it for future reference.",
    ],
    "cats": [
        {
            "name": "REPORTING A FRAUD",
            "qs": [
                (
                    "What should I do first if I notice an unauthorised transaction?",
                    [
                        "Act immediately. Every minute counts because fraudsters move money through several accounts quickly.",
                        (
                            "ol",
                            [
                                "1. Block your card, UPI and net banking through MSB Mobile > Services > Block, or call 1800 345 7070.",
                                "2. Call the National Cyber Crime Helpline 1930 or report at www.cybercrime.gov.in.",
                                "3. Report the transaction to the bank in writing and keep the complaint number.",
                            ],
                        ),
                    ],
                ),
                (
                    "How do I report it to the bank?",
                    [
                        "Report 24x7 on our toll-free number 1800 345 7070 (press 9 for fraud), by SMS 'BLOCK' to "
                        "9040 707 070, by email to care@mahanadibank.example, through MSB Mobile > Help > Report Fraud, or "
                        "at any branch. You will receive an acknowledgement with a complaint number by SMS and email. "
                        "Please do not wait until you visit the branch.",
                    ],
                ),
                (
                    "What is the 1930 helpline?",
                    [
                        "1930 is the Government of India's National Cyber Crime Reporting helpline. If you call within the "
                        "first few hours, the police can ask banks to put a hold on the money in the fraudster's account "
                        "before it is with- drawn. Note down the acknowledgement number given by 1930 and share it with the "
                        "bank.",
                    ],
                ),
            ],
        },
        {
            "name": "YOUR LIABILITY AND REFUND",
            "qs": [
                (
                    "How much of the loss will I have to bear?",
                    [
                        "Your liability depends on who was at fault and how quickly you report the unauthorised transaction "
                        "to the bank, counted from the day you receive our SMS or email alert:",
                        (
                            "table",
                            [
                                ["Situation", "Your maximum liability"],
                                ["Fraud due to bank's negligence or a system breach, reported at any time", "Zero"],
                                ["Third-party breach, reported within 3 working days", "Zero"],
                                [
                                    "Third-party breach, reported in 4 to 7 working days",
                                    "Transaction value or Rs.l0,000 (basic savings), Rs.25,000 (other savings), whichever is lower",
                                ],
                                [
                                    "Reported after 7 working days",
                                    "As decided by the Board-approved policy of the bank",
                                ],
                                [
                                    "Loss due to your negligence (sharing PIN, OTP, password)",
                                    "Full loss until reported; zero after reporting",
                                ],
                            ],
                        ),
                        PAGE,
                        "The burden of proving customer liability is on the bank.",
                    ],
                ),
                (
                    "When will I get my money back?",
                    [
                        "Where you are not liable, the amount is credited to your account as a 'shadow credit' within "
                        "l0 working days of your complaint, with value date of the original debit. The complaint is "
                        "resolved finally within 90 days; if it is not, the bank pays the full amount to you.",
                    ],
                ),
                (
                    "Will I be asked to file a police complaint?",
                    [
                        "For amounts above Rs.50,000 the bank may ask for a copy of the FIR or the cyber crime complaint "
                        "acknowledgement, but the shadow credit is not held back for it.",
                    ],
                ),
            ],
        },
        {
            "name": "BLOCKING AND SAFE BANKING",
            "qs": [
                (
                    "How do I block my card or UPI?",
                    [
                        "Use MSB Mobile > Cards > Block Card or UPI > Deregister, send SMS 'BLOCK <last 4 digits of card>' to "
                        "9040 707 070, or call 1800 345 7070. Blocking is immediate and free. A new card is issued within "
                        "7 working days for a fee of Rs.200, waived when fraud is reported.",
                    ],
                ),
                (
                    "Safe banking tips",
                    [
                        (
                            "ul",
                            [
                                "Never share OTP, PIN, CVV or passwords - the bank will never ask for them.",
                                "Do not install screen-sharing apps such as AnyDesk at a caller's request.",
                                "Remember: you never need a UPI PIN to RECEIVE money.",
                                "Check the website address before logging in: www.mahanadibank.example only.",
                                "Set daily limits and switch off international usage in MSB Mobile when not needed.",
                            ],
                        ),
                    ],
                ),
                (
                    "How do I recognise fake calls and messages?",
                    [
                        "Fraudsters pretend to be bank officials, KYC teams, police or courier companies and create "
                        "urgency - 'your account will be blocked today'. Our staff will never ask you to update KYC "
                        "through a link. Report suspicious numbers on the Chakshu facility at sancharsaathi.gov.in.",
                    ],
                ),
            ],
        },
    ],
}
# after which question (1-based) a scanned page ends
PAGE_ENDS = {6: 1}

PIPELINE = (
    "python-docx emulating an OCR 'editable copy' of a scanned leaflet: section per page, letterhead in a "
    "w:framePr frame, running header/page footer as body text, explicit fonts/spacing/scaling on every run, "
    "exact line spacing, reconstructed table, OCR slips (l for 1, Rs. for ₹, split words)"
)

FONT = "Times New Roman"


def style_run(r, size=10.5, bold=False, spacing=None, scale=None):
    r.font.name = FONT
    r._r.get_or_add_rPr().rFonts.set(qn("w:cs"), FONT)
    r.font.size = Pt(size)
    r.bold = bold
    rPr = r._r.get_or_add_rPr()
    if spacing is not None:
        e = OxmlElement("w:spacing")
        e.set(qn("w:val"), str(spacing))
        rPr.append(e)
    if scale is not None:
        e = OxmlElement("w:w")
        e.set(qn("w:val"), str(scale))
        rPr.append(e)


def exact_line(p, twips=252):
    pPr = p._p.get_or_add_pPr()
    sp = OxmlElement("w:spacing")
    sp.set(qn("w:before"), "0")
    sp.set(qn("w:after"), "60")
    sp.set(qn("w:line"), str(twips))
    sp.set(qn("w:lineRule"), "exact")
    pPr.append(sp)


def ocr_para(d, text, size=10.5, bold=False, spacing=None, scale=None, indent=None):
    p = d.add_paragraph()
    exact_line(p, int(size * 24))
    if indent:
        p.paragraph_format.left_indent = Pt(indent)
    # OCR engines split runs where recognition confidence or spacing changes
    words = text.split(" ")
    cut = max(1, len(words) // 3)
    for chunk, sp in (
        (" ".join(words[:cut]) + " ", spacing),
        (" ".join(words[cut:]), -2 if spacing is None else spacing + 1),
    ):
        if chunk.strip():
            style_run(p.add_run(chunk), size, bold, sp, scale)
    return p


def page_header(d, n):
    ocr_para(d, "MAHANADI SAHAKARI BANK LTD.          Safe Banking Leaflet SB-07/2025", size=8, scale=95)


def page_footer(d, n):
    ocr_para(d, f"Page {n} of 3", size=8)


def build():
    d = Document()
    n = 1
    # letterhead recognised into a frame
    p = d.add_paragraph()
    pPr = p._p.get_or_add_pPr()
    fr = OxmlElement("w:framePr")
    for k, v in (
        ("w:w", "9000"),
        ("w:h", "700"),
        ("w:hSpace", "180"),
        ("w:wrap", "notBeside"),
        ("w:vAnchor", "page"),
        ("w:hAnchor", "page"),
        ("w:x", "1300"),
        ("w:y", "600"),
    ):
        fr.set(qn(k), v)
    pPr.append(fr)
    style_run(
        p.add_run("MAHANADI SAHAKARI BANK LTD. · Head Office: Cuttack, Odisha · Toll-free 1800 345 7070"),
        9,
        True,
        4,
        90,
    )
    ocr_para(d, DOC["title"], size=14, bold=True, spacing=6)
    for b in DOC["intro"]:
        ocr_para(d, b)
    qi = 0
    for cat in DOC["cats"]:
        ocr_para(d, cat["name"], size=12, bold=True, spacing=8)
        for q, blocks in cat["qs"]:
            qi += 1
            ocr_para(d, q, size=11, bold=True)
            for b in blocks:
                if b == PAGE:
                    page_footer(d, n)
                    n += 1
                    d.add_section(WD_SECTION.NEW_PAGE)
                    page_header(d, n)
                elif isinstance(b, str):
                    ocr_para(d, b)
                elif b[0] in ("ol", "ul"):
                    for it in b[1]:
                        ocr_para(d, ("• " if b[0] == "ul" else "") + it, indent=18)
                elif b[0] == "table":
                    t = d.add_table(rows=len(b[1]), cols=2)
                    set_table_borders(t, 6, "000000")
                    for i, row in enumerate(b[1]):
                        for j, val in enumerate(row):
                            c = t.cell(i, j)
                            c.text = ""
                            style_run(c.paragraphs[0].add_run(val), 9.5, i == 0)
            if PAGE_ENDS.get(qi) is not None:
                page_footer(d, n)
                n += 1
                d.add_section(WD_SECTION.NEW_PAGE)
                page_header(d, n)
    page_footer(d, n)
    assert n == 3, n
    d.save(f"{DOCX_DIR}/{STEM}.docx")


def seg_fn(blocks):
    out = []
    for b in blocks:
        if b == PAGE:
            continue
        if not isinstance(b, str) and b[0] == "ul":
            out.extend("• " + it for it in b[1])
        else:
            out.extend(segments([b]))
    return out


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC, seg_fn=seg_fn))
