"""Habit 4: HTML page converted with the htmldocx (HtmlToDocx) library.
The page header was a site logo (not converted), so there is no H1: categories are <h2>
(Heading 2) and questions <h4> (Heading 4); <ul>/<ol> -> List Bullet / List Number;
<strong> -> bold runs; <table> with <thead>/<th> header row, table_style 'Table Grid'."""

import html
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from htmldocx import HtmlToDocx

FILE = "fund_transfer_faq.docx"

DOC = {
    "title": "",
    "intro": [
        (
            "p",
            "Sabarmati Bank offers NEFT, RTGS and IMPS for domestic fund transfers and SWIFT-based remittances for sending and receiving money across borders. The answers below apply to individual customers; charges are exclusive of GST at 18%.",
        )
    ],
    "cats": [
        {
            "name": "NEFT",
            "qs": [
                {
                    "q": "What are the timings for NEFT?",
                    "a": [
                        (
                            "p",
                            "NEFT is available **24x7 on all days of the year**, including holidays. Transactions are settled by RBI in half-hourly batches, i.e. 48 batches a day. Requests submitted at the branch are processed during branch working hours only.",
                        ),
                    ],
                },
                {
                    "q": "Is there any minimum or maximum limit for NEFT?",
                    "a": [
                        (
                            "p",
                            "There is no minimum or maximum amount for NEFT. However, online NEFT is subject to the Internet Banking/SabarMobile daily limit of the customer (default ₹5,00,000). Cash-based NEFT remittances by walk-in customers are limited to ₹50,000 per transaction.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for NEFT?",
                    "a": [
                        (
                            "p",
                            "NEFT through Internet Banking and SabarMobile is **free of charge**. For NEFT through the branch, the following charges apply:",
                        ),
                        (
                            "table",
                            [
                                ["Amount", "Charges per transaction"],
                                ["Up to ₹10,000", "₹2"],
                                ["₹10,001 to ₹1 lakh", "₹4"],
                                ["Above ₹1 lakh and up to ₹2 lakh", "₹12"],
                                ["Above ₹2 lakh", "₹20"],
                            ],
                        ),
                        ("p", "No charge is levied on inward NEFT credits."),
                    ],
                },
            ],
        },
        {
            "name": "RTGS",
            "qs": [
                {
                    "q": "What are the timings for RTGS?",
                    "a": [
                        (
                            "p",
                            "RTGS is available **24x7 round the year** through Internet Banking and SabarMobile. At branches, RTGS requests are accepted from 9:00 am to 4:30 pm on working days. Funds are credited to the beneficiary account on a real-time basis, normally within 30 minutes.",
                        ),
                    ],
                },
                {
                    "q": "What is the minimum amount for RTGS?",
                    "a": [
                        (
                            "p",
                            "The minimum amount for RTGS is ₹2,00,000. There is no upper limit for transactions at the branch; online RTGS is subject to the customer's daily limit.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for RTGS?",
                    "a": [
                        ("p", "RTGS through Internet Banking and SabarMobile is free. For RTGS through the branch:"),
                        ("ul", ["₹2 lakh to ₹5 lakh: ₹20 per transaction", "Above ₹5 lakh: ₹40 per transaction"]),
                        (
                            "p",
                            "A time-varying charge of up to ₹5 may apply for RTGS initiated after 6:00 pm at the branch.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "IMPS",
            "qs": [
                {
                    "q": "What are the timings for IMPS?",
                    "a": [
                        (
                            "p",
                            "IMPS is an instant transfer service available **24x7x365**, including bank holidays. Funds are credited to the beneficiary account immediately.",
                        ),
                    ],
                },
                {
                    "q": "What is the limit for IMPS?",
                    "a": [
                        (
                            "p",
                            "The maximum amount per IMPS transaction is ₹5,00,000. For transfers using the beneficiary's mobile number and MMID, the limit is ₹50,000 per day.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for IMPS?",
                    "a": [
                        ("p", "IMPS charges are the same through all channels:"),
                        (
                            "table",
                            [
                                ["Amount", "Charges per transaction"],
                                ["Up to ₹1,000", "Nil"],
                                ["₹1,001 to ₹1,00,000", "₹5"],
                                ["Above ₹1,00,000 and up to ₹5,00,000", "₹15"],
                            ],
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Wrong Credits and Returns",
            "qs": [
                {
                    "q": "What should I do if I have sent money to a wrong account?",
                    "a": [
                        (
                            "p",
                            "Credits under NEFT, RTGS and IMPS are made **only on the basis of the account number** quoted by the remitter; the beneficiary name is not matched. The Bank cannot reverse a completed transaction without the consent of the beneficiary.",
                        ),
                        (
                            "ol",
                            [
                                "Inform your home branch or call 1800 233 4455 immediately, quoting the UTR number of the transaction.",
                                "Submit a written request with the transaction details at the branch.",
                                "The Bank will take up the matter with the beneficiary bank, which will contact the beneficiary for return of the funds.",
                            ],
                        ),
                        (
                            "p",
                            "If the beneficiary refuses, the remitter may have to pursue legal remedies. **Please verify the account number and IFSC carefully** before confirming any transfer.",
                        ),
                    ],
                },
                {
                    "q": "What happens if the beneficiary account details are incorrect?",
                    "a": [
                        (
                            "p",
                            "If the account number or IFSC is invalid, or the account is closed or frozen, the beneficiary bank returns the NEFT transaction within 2 hours of the batch settlement; RTGS is returned within 1 hour. The amount is credited back to the remitter's account with an SMS alert. Charges collected at the branch are not refunded.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Foreign Inward Remittances",
            "qs": [
                {
                    "q": "How can I receive money from abroad in my account?",
                    "a": [
                        ("p", "Ask the remitter to send the money through SWIFT with the following details:"),
                        (
                            "ul",
                            [
                                "Beneficiary name and account number as in the Bank's records",
                                "Beneficiary bank: Sabarmati Bank of India, Head Office, Ahmedabad",
                                "SWIFT code: **SABRINBBXXX**",
                                "Purpose of remittance (e.g. family maintenance, gift, export proceeds)",
                            ],
                        ),
                        (
                            "p",
                            "Remittances are credited within 1 working day of receipt of funds in the Bank's nostro account. Remittances for credit to a resident savings account must be in the name of the account holder.",
                        ),
                    ],
                },
                {
                    "q": "What are the charges for foreign inward remittances?",
                    "a": [
                        (
                            "p",
                            "A handling charge of ₹250 is levied per inward remittance. No charge is levied on remittances up to the equivalent of ₹10,000 or on remittances credited to NRE/NRO accounts. Correspondent bank charges, if any, are deducted abroad before the funds reach India.",
                        ),
                    ],
                },
                {
                    "q": "What is FIRA and how can I get it?",
                    "a": [
                        (
                            "p",
                            "The Foreign Inward Remittance Advice (FIRA) is a certificate confirming receipt of foreign currency into India. It is issued free of charge at the branch on request within 3 working days. A duplicate FIRA costs ₹200.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Outward Remittances under LRS",
            "qs": [
                {
                    "q": "How much money can I send abroad under the Liberalised Remittance Scheme?",
                    "a": [
                        (
                            "p",
                            "Resident individuals, including minors, can remit up to **USD 2,50,000 per financial year** under LRS for permitted purposes such as education, medical treatment, travel, maintenance of close relatives, gifts and investments abroad.",
                        ),
                        (
                            "p",
                            "Outward remittances are handled only at the Bank's authorised forex branches. Requests received by 2:00 pm are processed on the same working day. Charges: ₹500 per remittance plus SWIFT charges of ₹250.",
                        ),
                    ],
                },
                {
                    "q": "What documents are required for an outward remittance?",
                    "a": [
                        (
                            "ul",
                            [
                                "Form A2 cum LRS declaration signed by the remitter",
                                "PAN card of the remitter (mandatory for all LRS remittances)",
                                "Purpose-specific documents, e.g. admission letter and fee demand for education, hospital estimate for medical treatment",
                                "Beneficiary bank details including SWIFT/BIC and IBAN where applicable",
                            ],
                        ),
                    ],
                },
                {
                    "q": "Is TCS applicable on outward remittances?",
                    "a": [
                        (
                            "p",
                            "Yes. Tax Collected at Source (TCS) applies on LRS remittances exceeding ₹10 lakh in a financial year, as under:",
                        ),
                        (
                            "table",
                            [
                                ["Purpose", "TCS on amount above ₹10 lakh"],
                                ["Education financed by a loan from a financial institution", "Nil"],
                                ["Education (own funds) and medical treatment", "5%"],
                                ["Other purposes (travel, gift, investment, etc.)", "20%"],
                            ],
                        ),
                        (
                            "p",
                            "The TCS collected is reflected in Form 26AS and can be claimed as credit in the income-tax return.",
                        ),
                    ],
                },
            ],
        },
    ],
}


def inline_html(s):
    s = html.escape(s, quote=False)
    return re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)


def blocks_html(blocks):
    out = []
    for b in blocks:
        if b[0] in ("p", "note"):
            out.append(f"<p>{inline_html(b[1])}</p>")
        elif b[0] in ("ul", "ol"):
            out.append(f"<{b[0]}>" + "".join(f"<li>{inline_html(x)}</li>" for x in b[1]) + f"</{b[0]}>")
        elif b[0] == "table":
            rows = b[1]
            th = "".join(f"<th>{inline_html(c)}</th>" for c in rows[0])
            trs = "".join("<tr>" + "".join(f"<td>{inline_html(c)}</td>" for c in r) + "</tr>" for r in rows[1:])
            out.append(f'<table class="charges"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>')
    return "\n".join(out)


def page_html():
    parts = ['<div class="faq-content">', blocks_html(DOC["intro"])]
    for c in DOC["cats"]:
        parts.append(f"<h2>{html.escape(c['name'])}</h2>")
        for q in c["qs"]:
            parts.append(f'<div class="faq-item"><h4>{html.escape(q["q"])}</h4>')
            parts.append(blocks_html(q["a"]))
            parts.append("</div>")
    parts.append("</div>")
    return "\n".join(parts)


def main():
    h = page_html()
    with open(os.path.join(os.path.dirname(__file__), "f04_page.html"), "w", encoding="utf-8") as f:
        f.write(h)
    doc = Document()
    conv = HtmlToDocx()
    conv.table_style = "Table Grid"
    conv.add_html_to_document(h, doc)
    doc.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "HTML page (logo instead of <h1>) converted with htmldocx: Heading 2 categories, Heading 4 questions, List Bullet/List Number, <strong> bold runs, tables with <th> header row",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
