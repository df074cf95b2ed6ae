"""Habit 10: custom Word template with its own FAQ styles.
"FAQ Category" (basedOn Heading1, outline level 0), "FAQ Question" (basedOn Heading2,
outline level 1), "FAQ Answer" for answer text. Some answers contain bold follow-up
sub-questions typed as bold Normal lines (not headings)."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.shared import Pt

FILE = "Term_Deposits_FAQ.docx"

DOC = {
    "title": "Term Deposits – Frequently Asked Questions",
    "cats": [
        {
            "name": "Fixed Deposits",
            "qs": [
                {
                    "q": "What is the minimum amount and tenure for a fixed deposit?",
                    "a": [
                        (
                            "p",
                            "A fixed deposit can be opened for a minimum of ₹1,000 for any period from 7 days to 10 years. There is no maximum amount; deposits of ₹3 crore and above are treated as bulk deposits and carry separate rates.",
                        ),
                        (
                            "p",
                            "Interest can be paid monthly (at a discounted rate), quarterly, or reinvested and paid on maturity (cumulative deposit, compounded quarterly).",
                        ),
                    ],
                },
                {
                    "q": "What are the current interest rates on fixed deposits?",
                    "a": [
                        ("p", "Rates for deposits below ₹3 crore, w.e.f. 01-09-2026:"),
                        (
                            "table",
                            [
                                ["Tenure", "General public", "Senior citizens"],
                                ["7 days to 45 days", "3.50%", "4.00%"],
                                ["46 days to 179 days", "5.00%", "5.50%"],
                                ["180 days to 364 days", "6.00%", "6.50%"],
                                ["1 year to less than 2 years", "6.80%", "7.30%"],
                                ["444 days (Sabarmati 444)", "7.25%", "7.75%"],
                                ["2 years to less than 3 years", "7.00%", "7.50%"],
                                ["3 years to less than 5 years", "6.75%", "7.25%"],
                                ["5 years and up to 10 years", "6.50%", "7.00%"],
                            ],
                        ),
                        (
                            "p",
                            "The rate applicable is the rate on the date of the deposit and remains unchanged for the entire tenure.",
                        ),
                    ],
                },
                {
                    "q": "Can I withdraw my fixed deposit before maturity? What is the penalty?",
                    "a": [
                        (
                            "p",
                            "Yes. On premature withdrawal, interest is paid at the rate applicable for the period for which the deposit actually remained with the Bank, on the date of the deposit, less a penalty of:",
                        ),
                        ("ul", ["0.50% for deposits up to ₹5 lakh", "1.00% for deposits above ₹5 lakh"]),
                        ("sub", "What if the deposit is closed within 7 days?"),
                        (
                            "p",
                            "No interest is paid on deposits closed within 7 days of the date of deposit. No penalty is levied on premature closure due to the death of the depositor.",
                        ),
                    ],
                },
                {
                    "q": "Can I get a loan against my fixed deposit?",
                    "a": [
                        (
                            "p",
                            "Yes. A demand loan or overdraft of up to 90% of the principal plus accrued interest can be availed at 1.00% above the rate of interest on the deposit. There is no processing fee. The loan can be availed at the branch or instantly through Internet Banking (Deposits → Loan against FD).",
                        ),
                        ("sub", "What if I do not repay the loan by the maturity date?"),
                        (
                            "p",
                            "The maturity proceeds of the deposit are adjusted against the outstanding loan and the balance, if any, is credited to the depositor's savings account.",
                        ),
                    ],
                },
                {
                    "q": "What happens on maturity if I give no instructions?",
                    "a": [
                        (
                            "p",
                            "Unless the depositor has opted otherwise, the deposit is automatically renewed on maturity for the same tenure at the rate prevailing on the date of maturity. If a deposit which was not set for auto-renewal is renewed later, interest for the overdue period is paid at the savings bank rate.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Senior Citizens",
            "qs": [
                {
                    "q": "What additional interest is given to senior citizens?",
                    "a": [
                        (
                            "p",
                            "Senior citizens get an additional 0.50% per annum over the card rate on deposits of all tenures below ₹3 crore, including the Tax Saver Fixed Deposit and recurring deposits. The additional rate is not available on NRE/NRO deposits.",
                        ),
                    ],
                },
                {
                    "q": "Who is treated as a senior citizen for deposits?",
                    "a": [
                        (
                            "p",
                            "A resident individual who has completed 60 years of age on the date of the deposit. In a joint deposit, the first holder must be a senior citizen. If the depositor turns 60 during the term of the deposit, the additional rate applies only on renewal.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Tax Saver Fixed Deposit",
            "qs": [
                {
                    "q": "What are the features of the Tax Saver Fixed Deposit?",
                    "a": [
                        (
                            "ul",
                            [
                                "Tenure: 5 years (lock-in period)",
                                "Minimum ₹1,000; maximum ₹1,50,000 in a financial year",
                                "Deduction under Section 80C of the Income-tax Act for the amount deposited",
                                "Available to individuals and HUFs; a joint deposit is allowed, but the deduction is available only to the first holder",
                                "Interest rate: 6.50% (senior citizens 7.00%)",
                            ],
                        ),
                        ("p", "Interest earned is taxable, and TDS applies as for other deposits."),
                    ],
                },
                {
                    "q": "Can a Tax Saver Fixed Deposit be closed before 5 years?",
                    "a": [
                        (
                            "p",
                            "No. Premature closure is not allowed before 5 years except on the death of the depositor, and no loan can be availed against the deposit. It cannot be pledged as security for any other loan.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Recurring Deposits",
            "qs": [
                {
                    "q": "What are the minimum instalment and tenure for a recurring deposit?",
                    "a": [
                        (
                            "p",
                            "The minimum monthly instalment is ₹100, in multiples of ₹10, with no maximum. The tenure can be from 6 months to 10 years in multiples of 1 month. Instalments can be paid by standing instruction from a savings account.",
                        ),
                    ],
                },
                {
                    "q": "What is the interest rate on recurring deposits?",
                    "a": [
                        (
                            "p",
                            "The rate is the same as the fixed deposit rate for the corresponding tenure (see the rate table under Fixed Deposits), compounded quarterly. Senior citizens get the additional 0.50%.",
                        ),
                    ],
                },
                {
                    "q": "What happens if I miss an RD instalment?",
                    "a": [
                        ("p", "A penalty is charged for delayed instalments:"),
                        (
                            "table",
                            [
                                ["RD tenure", "Penalty"],
                                ["Up to 5 years", "₹1.50 per ₹100 per month of delay"],
                                ["Above 5 years", "₹2.00 per ₹100 per month of delay"],
                            ],
                        ),
                        ("sub", "What if I miss six instalments in a row?"),
                        (
                            "p",
                            "If 6 consecutive instalments are not paid, the account is closed and the balance, with interest at the applicable rate less the premature withdrawal penalty, is credited to the depositor's savings account.",
                        ),
                    ],
                },
                {
                    "q": "Can I close a recurring deposit before maturity?",
                    "a": [
                        (
                            "p",
                            "Yes. Premature closure of a recurring deposit is treated in the same way as a fixed deposit: interest at the rate applicable for the period run, less a penalty of 0.50% (1.00% if the balance exceeds ₹5 lakh). Partial withdrawal is not allowed.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "TDS and Form 15G / 15H",
            "qs": [
                {
                    "q": "When is TDS deducted on interest on deposits?",
                    "a": [
                        (
                            "p",
                            "TDS at 10% is deducted when the total interest on all deposits of a customer with the Bank exceeds ₹50,000 in a financial year (₹1,00,000 for senior citizens). TDS is deducted at 20% if PAN is not furnished or the PAN is inoperative because it is not linked with Aadhaar.",
                        ),
                        (
                            "p",
                            "TDS is applicable on both fixed and recurring deposits, including the Tax Saver Fixed Deposit.",
                        ),
                    ],
                },
                {
                    "q": "Who can submit Form 15G and Form 15H?",
                    "a": [
                        (
                            "ul",
                            [
                                "Form 15G: resident individuals below 60 years of age and HUFs, whose tax on total income for the year is nil",
                                "Form 15H: resident individuals of 60 years and above whose tax on total income for the year is nil",
                            ],
                        ),
                        (
                            "p",
                            "The form should be submitted at the beginning of every financial year, preferably in April, at any branch or through Internet Banking (e-Services → Submit Form 15G/15H).",
                        ),
                        ("sub", "What if I submit the form late?"),
                        (
                            "p",
                            "TDS already deducted cannot be refunded by the Bank; it can be claimed as a refund in the income-tax return. No further TDS is deducted from the date of submission of the form.",
                        ),
                    ],
                },
                {
                    "q": "How do I get the TDS certificate?",
                    "a": [
                        (
                            "p",
                            "Form 16A is issued every quarter and can be downloaded from Internet Banking or obtained from the branch. The TDS is also reflected in Form 26AS and the Annual Information Statement (AIS) on the income-tax portal.",
                        ),
                    ],
                },
            ],
        },
    ],
}

STYLES = [
    (
        "FAQCategory",
        "FAQ Category",
        "Heading1",
        0,
        '<w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="12" w:space="4" w:color="0E5C4A"/></w:pBdr><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr>'
        '<w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:b/><w:color w:val="0E5C4A"/><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr>',
    ),
    (
        "FAQQuestion",
        "FAQ Question",
        "Heading2",
        1,
        '<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:ind w:left="0"/><w:outlineLvl w:val="1"/></w:pPr>'
        '<w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:b/><w:color w:val="1F1F1F"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr>',
    ),
]


def add_styles(d):
    for sid, name, base, lvl, body in STYLES:
        add_style_xml(
            d,
            f'<w:style {W_NS} w:type="paragraph" w:customStyle="1" w:styleId="{sid}"><w:name w:val="{name}"/>'
            f'<w:basedOn w:val="{base}"/><w:next w:val="FAQAnswer"/><w:uiPriority w:val="9"/><w:qFormat/>{body}</w:style>',
        )
    add_style_xml(
        d,
        f'<w:style {W_NS} w:type="paragraph" w:customStyle="1" w:styleId="FAQAnswer"><w:name w:val="FAQ Answer"/>'
        f'<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:ind w:left="284"/><w:jc w:val="both"/></w:pPr>'
        f'<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:style>',
    )
    add_style_xml(
        d,
        f'<w:style {W_NS} w:type="paragraph" w:customStyle="1" w:styleId="FAQBullet"><w:name w:val="FAQ Bullet"/>'
        f'<w:basedOn w:val="ListBullet"/><w:qFormat/><w:pPr><w:ind w:left="644" w:hanging="360"/></w:pPr></w:style>',
    )


def render(d, blocks):
    for b in blocks:
        if b[0] in ("p", "note"):
            d.add_paragraph(b[1], style="FAQ Answer")
        elif b[0] == "sub":
            p = d.add_paragraph(style="Normal")
            p.paragraph_format.left_indent = Pt(14)
            p.add_run(b[1]).bold = True
        elif b[0] in ("ul", "ol"):
            for x in b[1]:
                d.add_paragraph(x, style="FAQ Bullet")
        elif b[0] == "table":
            t = d.add_table(rows=len(b[1]), cols=len(b[1][0]))
            t.style = "Table Grid"
            for i, row in enumerate(b[1]):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
                    if i == 0:
                        t.cell(i, j).paragraphs[0].runs[0].bold = True


def main():
    d = Document()
    add_styles(d)
    d.core_properties.author = "Deposits Marketing"
    d.core_properties.title = DOC["title"]
    d.add_paragraph(DOC["title"], style="Title")
    for c in DOC["cats"]:
        d.add_paragraph(c["name"], style="FAQ Category")
        for q in c["qs"]:
            d.add_paragraph(q["q"], style="FAQ Question")
            render(d, q["a"])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "custom template styles: 'FAQ Category' (basedOn Heading1), 'FAQ Question' (basedOn Heading2, outlineLvl 1), 'FAQ Answer'; bold Normal follow-up sub-questions inside some answers",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
