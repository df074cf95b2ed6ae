"""cheques.docx - a branch handout prepared by Branch Banking Operations.

Habit: bold centred title in Normal style (no heading styles at all), then one
three-column table 'S.No. | Query | Response' with a header row; category rows
merged across all three columns (gridSpan) in bold capitals; multi-line
responses use line breaks (Shift+Enter) and typed '\u2022' bullets.
"""

import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.enum.section import WD_ORIENT
from docx.shared import Pt, Cm

import helpers as H

B = "\u2022 "

ROWS = [
    "CTS CHEQUES AND CHEQUE BOOKS",
    (
        "What is a CTS-2010 cheque?",
        "All Sutlej Bank cheque books are printed to the CTS-2010 standard required by RBI for image-based "
        "clearing. These cheques carry a 'VOID' pantograph, the bank's logo in invisible ink, the IFSC and a "
        "printed date box (D D M M Y Y Y Y). Only CTS-2010 cheques are accepted in clearing.",
    ),
    (
        "How can I get a new cheque book?",
        "Any one of the following:\n"
        + B
        + "Sutlej Go > Services > Cheques > Cheque book request\n"
        + B
        + "Sutlej NetBanking > Requests > Cheque book\n"
        + B
        + "Any Sutlej Bank ATM > More services > Cheque book\n"
        + B
        + "Phone Banking 1800-102-4477\n"
        + B
        + "Branch - cheque book requisition slip in your old cheque book, or form SB-CB-01\n"
        "The book is sent by courier to your registered address within 5-7 working days. Books are not sent to "
        "a new address until the address change is complete.",
    ),
    (
        "Is there a charge for cheque books?",
        "Savings account: first 25 leaves in a financial year free; thereafter \u20b94 per leaf + GST.\n"
        "Current account: 50 leaves per month free; thereafter \u20b93 per leaf + GST.\n"
        "Senior citizens and Sutlej Privilege customers: no charge.\n"
        "GST at 18% applies on all charges.",
    ),
    (
        "What is an 'at par' cheque?",
        "A cheque that is paid at its face value at every branch and in every clearing centre, without "
        "collection charges. All Sutlej Bank cheques are printed 'Payable at par at all branches of Sutlej Bank "
        "Ltd in India'.",
    ),
    (
        "Can I correct a mistake on a cheque?",
        "No. Under CTS rules no correction or alteration is allowed on a cheque, except a change in the date "
        "to revalidate it, authenticated by your full signature. Any other overwriting leads to return of the "
        "cheque. Please cancel the leaf and write a fresh cheque.",
    ),
    "CLEARING",
    (
        "When will I get the money for a cheque I deposit?",
        "Cheques are now cleared continuously during the day:\n"
        + B
        + "Deposited at branch or drop box by 2:00 p.m. - scanned and presented the same day.\n"
        + B
        + "The paying bank has to confirm by 7:00 p.m.; the amount is credited to your account soon "
        "after, usually the same evening.\n"
        + B
        + "Deposited after 2:00 p.m. or on a holiday - presented the next working day.\n"
        "You will receive an SMS when the credit is made.",
    ),
    (
        "I have a cheque of a bank in another city. Can I deposit it here?",
        "Yes. All cheques drawn on any bank in India are cleared through the national CTS grid and treated as "
        "local cheques. There is no outstation collection charge and the timing is the same as for a local "
        "cheque.",
    ),
    (
        "How do I use the cheque drop box?",
        "Drop boxes are available at all branches and at selected ATM lounges.\n"
        + B
        + "Write your name, account number and mobile number on the back of the cheque.\n"
        + B
        + "Fill the drop box slip and keep the counterfoil.\n"
        + B
        + "Boxes are cleared at 1:30 p.m. on working days; cheques dropped later go in the next day's "
        "clearing.\n"
        + B
        + "Do not put cash or cheques above \u20b95 lakh in the drop box - give them at the counter and "
        "take a stamped acknowledgement.",
    ),
    (
        "Can I deposit a foreign currency cheque?",
        "Yes, at branches authorised to deal in foreign exchange. The cheque is sent on collection to the "
        "foreign bank and credited after it is paid - usually 21 to 30 days. Collection charge: 0.25% of the "
        "amount (min \u20b9500, max \u20b95,000) + GST, plus any charges of the foreign bank.",
    ),
    (
        "I need the money urgently. Can I withdraw against an uncleared cheque?",
        "Not normally. For customers with a satisfactory record the branch manager may allow immediate credit "
        "for local cheques up to \u20b915,000. Ask at your branch.",
    ),
    "POSITIVE PAY",
    (
        "What is Positive Pay?",
        "A safety check against altered or fake cheques. When you issue a cheque of a high value, you give us "
        "its details in advance. When the cheque comes for payment, the details are matched and the cheque is "
        "paid only if they agree.\n"
        + B
        + "Mandatory for cheques of \u20b95,00,000 and above.\n"
        + B
        + "Available (and advised) for cheques of \u20b950,000 and above.",
    ),
    (
        "How do I give Positive Pay details?",
        "At least one working day before the cheque is likely to be presented, through:\n"
        + B
        + "Sutlej Go > Services > Cheques > Positive Pay\n"
        + B
        + "Sutlej NetBanking > Requests > Positive Pay confirmation\n"
        + B
        + "Branch - Positive Pay form SB-PPS-01\n"
        "Details needed: account number, cheque number, cheque date, amount and payee name. There is no "
        "charge.",
    ),
    (
        "What if the details do not match or I did not give them?",
        "A cheque of \u20b95 lakh or above without Positive Pay details is returned. If the details do not "
        "match, we contact you on your registered mobile number before the cut-off; if we cannot reach you, "
        "the cheque is returned with reason 'Positive Pay - details mismatch'. No return charge applies in "
        "that case.",
    ),
    "POST-DATED AND STALE CHEQUES",
    (
        "Can I deposit a post-dated cheque?",
        "Yes. The branch will hold it in safe custody and present it on its date. Cheques presented before "
        "their date are returned as 'post-dated', so please do not put them in the drop box.",
    ),
    (
        "How long is a cheque valid?",
        "Three months from the date written on it. After that it becomes 'stale' and will not be paid.",
    ),
    (
        "Can a stale cheque be made valid again?",
        "Only the person who signed it (the drawer) can revalidate it by changing the date and signing in full "
        "against the change. For CTS cheques it is simpler and safer to ask for a fresh cheque.",
    ),
    "STOP PAYMENT",
    (
        "How do I stop payment of a cheque I have issued?",
        "Immediately through:\n"
        + B
        + "Sutlej Go > Services > Cheques > Stop payment\n"
        + B
        + "Sutlej NetBanking > Requests > Stop cheque\n"
        + B
        + "Phone Banking 1800-102-4477 (+91-161-450-4477 from abroad)\n"
        + B
        + "Branch - stop payment request form SB-SP-01\n"
        "The stop is effective as soon as it is registered, provided the cheque has not already been paid.",
    ),
    (
        "What does stop payment cost?",
        "\u20b9100 + GST per cheque.\n"
        "\u20b9250 + GST for a series of cheques (up to 25 leaves).\n"
        "No charge for senior citizens, or where the cheque book is reported lost or stolen with a copy of the "
        "police complaint.",
    ),
    (
        "I have lost my cheque book. What should I do?",
        "Call 1800-102-4477 at once and ask for stop payment on all unused leaves. Then visit the branch with "
        "a written request; you may order a new book at the same time.",
    ),
    (
        "Can I cancel a stop payment instruction?",
        "Yes, only by written request at the branch or through Sutlej NetBanking > Requests > Revoke stop "
        "cheque. The cheque can then be presented again.",
    ),
    "CHEQUE RETURN (BOUNCE)",
    (
        "What are the common reasons for return of a cheque?",
        B
        + "Funds insufficient / exceeds arrangement\n"
        + B
        + "Signature differs or is incomplete\n"
        + B
        + "Amount in words and figures differ\n"
        + B
        + "Cheque stale or post-dated\n"
        + B
        + "Payment stopped by drawer\n"
        + B
        + "Account closed, dormant or frozen\n"
        + B
        + "Alteration on the cheque / image not clear\n"
        + B
        + "Positive Pay details not given or not matching",
    ),
    (
        "What will I be charged if a cheque I issued is returned?",
        "For financial reasons (insufficient funds):\n"
        + B
        + "\u20b9500 + GST per cheque - first return in a quarter\n"
        + B
        + "\u20b9750 + GST per cheque - subsequent returns in the same quarter\n"
        "For technical reasons attributable to you (signature, alteration etc.): \u20b9150 + GST.\n"
        "No charge if the return is due to a fault of the bank.",
    ),
    (
        "What if a cheque I deposited is returned?",
        "\u20b9150 + GST per cheque is debited to your account. The returned cheque and the return memo giving "
        "the reason are sent to you by post, or can be collected from the branch, within 24 hours of the "
        "return.",
    ),
    (
        "The cheque I received has bounced. What can I do?",
        "You may present it again within its validity of three months. If it was returned for insufficient "
        "funds, you may also take legal action under Section 138 of the Negotiable Instruments Act: send a "
        "written notice to the drawer within 30 days of receiving the return memo; the drawer then has 15 "
        "days to pay. Keep the original cheque and return memo safely.",
    ),
    (
        "A cheque was wrongly returned due to the bank's error. Will I be compensated?",
        "Yes. The return charge is reversed and compensation is paid as per the Bank's Compensation Policy, "
        "available at every branch and on the website. Contact the Branch Manager or write to "
        "support@sutlejbank.example.",
    ),
]


def build(path):
    doc = docx.Document()
    H.set_base_font(doc, "Arial", 10)
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Cm(1.8)
    sec.top_margin = sec.bottom_margin = Cm(1.8)
    cp = doc.core_properties
    cp.title = "Cheque services - frequently asked queries"
    cp.author = "BBO Ludhiana"
    cp.comments = "Branch display copy. Version 4.2"

    t = doc.add_paragraph()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("SUTLEJ BANK LTD.")
    r.bold = True
    r.font.size = Pt(14)
    t2 = doc.add_paragraph()
    t2.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t2.add_run("CHEQUE SERVICES \u2013 FREQUENTLY ASKED QUERIES")
    r.bold = True
    r.font.size = Pt(12)
    sub = doc.add_paragraph()
    sub.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = sub.add_run("(For display at branches and for distribution to customers)")
    r.italic = True
    r.font.size = Pt(9)

    n_items = sum(1 for x in ROWS if isinstance(x, tuple))
    n_rows = 1 + len(ROWS)
    tbl = doc.add_table(rows=n_rows, cols=3)
    tbl.style = doc.styles["Table Grid"]
    tbl.alignment = WD_TABLE_ALIGNMENT.CENTER
    widths = [Cm(1.3), Cm(5.6), Cm(10.5)]

    hdr = tbl.rows[0]
    for cell, label in zip(hdr.cells, ("S.No.", "Query", "Response")):
        H.cell_text(cell, label, bold=True, align=WD_ALIGN_PARAGRAPH.CENTER)
        H.shade_cell(cell, "D9D9D9")
    H.set_repeat_header(hdr)

    merged = []
    sno = 0
    for i, item in enumerate(ROWS, start=1):
        row = tbl.rows[i]
        if isinstance(item, str):
            merged.append((i, item))
            continue
        sno += 1
        q, a = item
        H.cell_text(row.cells[0], "%d." % sno, align=WD_ALIGN_PARAGRAPH.CENTER)
        H.cell_text(row.cells[1], q)
        H.add_rich(row.cells[2].paragraphs[0], a)
        H.set_cant_split(row)

    H.set_col_widths(tbl, widths)
    # category rows: merge the three cells into one (w:gridSpan=3), bold capitals
    for i, label in merged:
        row = tbl.rows[i]
        c = row.cells[0].merge(row.cells[2])
        H.cell_text(c, label, bold=True)
        H.shade_cell(c, "F2F2F2")

    doc.add_paragraph()
    nb = doc.add_paragraph()
    r = nb.add_run("Note: ")
    r.bold = True
    nb.add_run(
        "Charges are as on 1 January 2026 and are subject to change; GST at 18% is extra wherever "
        "charges are shown '+ GST'. The complete Schedule of Charges is available at the branch and "
        "on the Bank's website. For help call 1800-102-4477 (toll-free) or +91-161-450-4477 from "
        "abroad, or e-mail support@sutlejbank.example."
    )
    for p in (nb,):
        for r in p.runs:
            r.font.size = Pt(9)

    H.add_page_number_footer(doc.sections[0], "BBO/CHQ/FAQ/v4.2 - January 2026")
    doc.save(path)
    return n_items
