"""Foreign remittances FAQ - written as HTML, converted to DOCX by LibreOffice.

Format: LibreOffice Writer output (soffice --headless --convert-to docx) of an
HTML page written here: h1 title, h2 categories, h3 questions, LibreOffice's
own style names for body text, lists and table cells.
"""

import html
import os
import shutil
import subprocess
import tempfile

from common import OUT_DIR, F

TITLE = "Foreign Remittances – Sending Money Abroad and Receiving Money from Abroad"

SECTIONS = [
    (
        "Sending money abroad under the Liberalised Remittance Scheme (LRS)",
        [
            (
                "Who can send money abroad under LRS, and how much?",
                [
                    "All resident individuals, including minors (the guardian signs the forms on the minor's behalf), can send up to <b>USD 2,50,000 (or its equivalent in other currencies) per financial year (April to March)</b> under the Liberalised Remittance Scheme of the Reserve Bank of India. The limit is for all purposes taken together and across all banks.",
                    "LRS is not available to companies, partnership firms, HUFs or trusts. Family members may pool their individual limits for the same purpose (for example, to buy a property abroad), provided each of them complies with the scheme.",
                ],
            ),
            (
                "For what purposes can I send money abroad?",
                [
                    (
                        "ul",
                        [
                            "Education abroad – tuition fees, living expenses, application and examination fees.",
                            "Medical treatment abroad.",
                            "Maintenance of close relatives living abroad.",
                            "Gifts and donations.",
                            "Private or business travel.",
                            "Emigration.",
                            "Investment abroad – shares, debt instruments, mutual funds and immovable property; opening a foreign currency account abroad.",
                        ],
                    ),
                ],
            ),
            (
                "For what purposes is remittance not allowed?",
                [
                    (
                        "ul",
                        [
                            "Buying lottery tickets, sweepstakes, banned magazines, or paying for betting and gambling.",
                            "Margin trading or trading in foreign exchange on overseas exchanges or through unauthorised online platforms (see the RBI Alert List).",
                            "Remittances to countries identified by the Financial Action Task Force (FATF) as non-co-operative.",
                            "Remittances to persons or entities identified as posing a risk of terrorist acts.",
                        ],
                    ),
                ],
            ),
            (
                "What documents do I need?",
                [
                    "PAN is mandatory for every LRS remittance. You also submit Form A2 (application-cum-declaration) and the documents for the purpose:",
                    (
                        "table",
                        ["Purpose", "Documents"],
                        [
                            [
                                "Education",
                                "Admission or offer letter and the fee invoice from the institution (I-20 for the USA, CAS for the UK)",
                            ],
                            [
                                "Medical treatment",
                                "Estimate from the hospital abroad and the recommendation of a doctor in India",
                            ],
                            [
                                "Maintenance of close relatives",
                                "Declaration of relationship and a copy of the beneficiary's passport or visa",
                            ],
                            ["Gift", "Gift declaration in Form A2"],
                            [
                                "Investment abroad",
                                "Details of the investment – for example, an overseas brokerage account statement or sale agreement for property",
                            ],
                        ],
                    ),
                ],
            ),
            (
                "Can I send money abroad online?",
                [
                    f"Yes. Use {html.escape(F['netbanking'])} &gt; Forex &gt; Outward Remittance for education fees, maintenance of close relatives and gifts, up to USD 25,000 per transaction. Other purposes and larger amounts are handled at branches authorised for foreign exchange. Requests completed by 2:00 pm IST on a working day are processed the same day; later requests are processed on the next working day.",
                ],
            ),
        ],
    ),
    (
        "Tax collected at source (TCS)",
        [
            (
                "Is tax collected at source (TCS) on money sent abroad?",
                [
                    "Yes, for amounts above the threshold. The following rates apply from 1 April 2025 to the total LRS remittances of an individual in a financial year:",
                    (
                        "table",
                        ["Purpose of remittance", "Up to ₹10 lakh in the financial year", "Amount above ₹10 lakh"],
                        [
                            ["Education financed by a loan from a financial institution", "Nil", "Nil"],
                            ["Education (not loan-financed) and medical treatment", "Nil", "5%"],
                            ["Overseas tour programme package", "5%", "20%"],
                            ["All other purposes (gifts, maintenance, investment and others)", "Nil", "20%"],
                        ],
                    ),
                    "If the PAN is not available or is inoperative (not linked with Aadhaar), TCS is collected at twice the rate or 5%, whichever is higher.",
                ],
            ),
            (
                "How is the ₹10 lakh threshold counted?",
                [
                    "The ₹10 lakh threshold applies per individual per financial year to all LRS remittances and overseas tour package purchases together, through all banks and authorised dealers. In Form A2 you declare the amounts already remitted through other banks during the year, and Tapti Bank uses that declaration to work out the TCS.",
                ],
            ),
            (
                "Can I get the TCS back?",
                [
                    "TCS is not an extra cost: it is credited to your PAN and can be adjusted against your income tax liability or claimed as a refund when you file your income tax return. Tapti Bank issues the TCS certificate (Form 27D) every quarter; the TCS also appears in your Form 26AS. Salaried persons can ask their employer to take the TCS into account when deducting tax from salary.",
                ],
            ),
        ],
    ),
    (
        "Charges and exchange rates",
        [
            (
                "What are the charges for sending money abroad?",
                [
                    (
                        "table",
                        ["Item", "Charge"],
                        [
                            [f"Outward remittance through {html.escape(F['netbanking'])}", "₹250 + GST"],
                            ["Outward remittance at a branch – up to USD 5,000 or equivalent", "₹500 + GST"],
                            ["Outward remittance at a branch – above USD 5,000 or equivalent", "₹1,000 + GST"],
                            [
                                "Foreign bank charges – option OUR (paid by you, beneficiary receives the full amount)",
                                "USD 25 or equivalent, collected upfront",
                            ],
                            [
                                "Foreign bank charges – option SHA or BEN",
                                "Deducted by the foreign banks from the amount sent",
                            ],
                        ],
                    ),
                    "GST on currency conversion is charged in addition (see the next question).",
                ],
            ),
            (
                "How is GST on currency conversion calculated?",
                [
                    "GST at 18% is charged on a notional value of the currency conversion, as laid down in the GST rules:",
                    (
                        "table",
                        ["Gross amount converted", "Value on which 18% GST is charged"],
                        [
                            ["Up to ₹1,00,000", "1% of the amount, minimum ₹250"],
                            ["₹1,00,001 to ₹10,00,000", "₹1,000 + 0.5% of the amount above ₹1,00,000"],
                            ["Above ₹10,00,000", "₹5,500 + 0.1% of the amount above ₹10,00,000, maximum ₹60,000"],
                        ],
                    ),
                    "Example: for a remittance of ₹5,00,000, the value is ₹1,000 + 0.5% of ₹4,00,000 = ₹3,000, and the GST is 18% of ₹3,000 = <b>₹540</b>.",
                ],
            ),
            (
                "Which exchange rate is applied?",
                [
                    "Outward remittances are converted at Tapti Bank's TT selling rate for the currency at the time the remittance is processed. Card rates are published at 10:00 am IST every working day and may be revised during the day. For remittances of USD 10,000 or more you can ask the branch for a finer rate from our Treasury desk.",
                ],
            ),
        ],
    ),
    (
        "Receiving money from abroad",
        [
            (
                "What details should the sender abroad use to send money to my Tapti Bank account?",
                [
                    "Ask the sender to give his or her bank the following details:",
                    (
                        "ul",
                        [
                            "Beneficiary name exactly as in your account, and your account number.",
                            f"Beneficiary bank: {html.escape(F['bank_legal'])}, SWIFT BIC {F['swift']}.",
                            f"Beneficiary bank address: {html.escape(F['head_office'])}.",
                            "Purpose of the remittance (for example, family maintenance or salary).",
                            f"For USD, EUR and GBP, the intermediary bank details published on {F['website']}/forex.",
                        ],
                    ),
                    "An IFSC is not needed for remittances from abroad.",
                ],
            ),
            (
                "How long does an inward remittance take to reach my account?",
                [
                    "Money sent from abroad usually reaches your account within 1 to 3 working days of the sender's instruction. Once the funds arrive in our account abroad, they are credited to your account on the same working day if received by 3:00 pm IST, and on the next working day if received later.",
                    f"If we need the purpose of the remittance or any other detail from you, we send an SMS and email; you can reply in {html.escape(F['app'])} &gt; Forex &gt; Inward Remittances &gt; Declare Purpose, and the money is credited within 1 working day of your reply. If we do not hear from you within 30 days, the money is returned to the sender.",
                ],
            ),
            (
                "Are there any charges on money I receive from abroad?",
                [
                    "Tapti Bank does not charge for inward remittances credited to savings accounts. For current accounts, the charge is ₹250 + GST per remittance. GST on currency conversion applies in both cases. Banks abroad through which the money passes may deduct their own charges (typically USD 10 to USD 25) before the money reaches us.",
                ],
            ),
            (
                "How do I get a certificate for money received from abroad (FIRA / FIRC)?",
                [
                    f"An electronic Foreign Inward Remittance Advice (e-FIRA) can be downloaded free of charge from {html.escape(F['netbanking'])} &gt; Forex &gt; Inward Remittance Advice. A physical Foreign Inward Remittance Certificate (FIRC), on bank letterhead, is issued at the branch for ₹250 + GST per certificate.",
                ],
            ),
        ],
    ),
    (
        "Other questions",
        [
            (
                "Can I cancel an outward remittance?",
                [
                    "A remittance can be cancelled free of charge before it is sent, on the same working day. After it has been sent, a recall request costs ₹500 + GST plus any charges of the foreign banks. The amount returned is converted at the TT buying rate on the date it is received back, and any loss on exchange is borne by you.",
                ],
            ),
            (
                "I am an NRI. Can I use LRS?",
                [
                    "No. LRS is only for resident individuals. Non-resident Indians can repatriate funds from their NRE accounts freely, and up to USD 1 million per financial year from their NRO accounts, subject to the submission of Forms 15CA and 15CB.",
                ],
            ),
        ],
    ),
]


def render_blocks(blocks):
    out = []
    for b in blocks:
        if isinstance(b, str):
            out.append(f"<p>{b}</p>")
        elif b[0] == "ul":
            out.append("<ul>" + "".join(f"<li><p>{li}</p></li>" for li in b[1]) + "</ul>")
        elif b[0] == "table":
            rows = ["<tr>" + "".join(f"<th>{c}</th>" for c in b[1]) + "</tr>"]
            for r in b[2]:
                rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>")
            out.append('<table border="1" cellpadding="4" cellspacing="0" width="100%">' + "".join(rows) + "</table>")
    return "\n".join(out)


def build():
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en-IN"><head><meta charset="utf-8">',
        f"<title>{html.escape(TITLE)}</title>",
        '<meta name="author" content="Tapti Bank – Forex and Trade Services">',
        '<meta name="description" content="LRS, TCS, charges and inward remittance FAQ">',
        "<style>body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt}"
        "h1{font-size:18pt;color:#7a1f1f} h2{font-size:14pt;color:#7a1f1f} h3{font-size:11.5pt}"
        "th{background:#f2dcdb;text-align:left}</style>",
        "</head><body>",
    ]
    parts.append(f"<h1>{html.escape(TITLE)}</h1>")
    parts.append(
        f"<p><i>Forex and Trade Services, {html.escape(F['bank_legal'])} – FAQ for resident individuals. Updated 1 July 2025. "
        f"Forex helpline: {F['toll_free']} (option {F['ivr_accounts']}).</i></p>"
    )
    items = 0
    for cat, qs in SECTIONS:
        parts.append(f"<h2>{html.escape(cat)}</h2>")
        for q, blocks in qs:
            items += 1
            parts.append(f"<h3>{html.escape(q)}</h3>")
            parts.append(render_blocks(blocks))
    parts.append(
        f"<p><small>Foreign exchange transactions are subject to the Foreign Exchange Management Act, 1999 and the directions of the Reserve Bank of India. {html.escape(F['bank_legal'])}, {html.escape(F['head_office'])}.</small></p>"
    )
    parts.append("</body></html>")
    src = "\n".join(parts)

    os.makedirs(OUT_DIR, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="tapti_lo_")
    try:
        name = "foreign_remittances_faq"
        hpath = os.path.join(tmp, name + ".html")
        with open(hpath, "w", encoding="utf-8") as fh:
            fh.write(src)
        # keep the HTML source next to the generator for reference
        with open(
            os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".html"), "w", encoding="utf-8"
        ) as fh:
            fh.write(src)
        env = dict(os.environ, HOME=tmp)  # private LibreOffice profile
        subprocess.run(
            [
                "soffice",
                "--headless",
                "--infilter=HTML (StarWriter)",
                "--convert-to",
                "docx:MS Word 2007 XML",
                "--outdir",
                tmp,
                hpath,
            ],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=180,
        )
        shutil.copy(os.path.join(tmp, name + ".docx"), os.path.join(OUT_DIR, name + ".docx"))
        print("wrote", os.path.join(OUT_DIR, name + ".docx"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return items


if __name__ == "__main__":
    print("items:", build())
