"""09 - MSME and Mudra loans.
Habit: document produced by the bank's in-house 'LoanDesk' web portal: it fills a docx
template and then post-processes word/document.xml with Python's xml.etree.ElementTree,
which re-serialises every namespace with generated prefixes (ns0:, ns1: ...) instead of
w:, r:, drops unused declarations and writes an XML declaration in single quotes.
Categories are Heading 1, questions Heading 2, answers Normal; app.xml names the portal."""

import io
import re
import xml.etree.ElementTree as ET
import zipfile

from common import *
from docx import Document

STEM = "09_msme_mudra_loans"
DOC = {
    "title": "MSME and Mudra Loans – Customer Information Sheet",
    "intro": [
        "Mahanadi Sahakari Bank Ltd. lends to micro, small and medium enterprises in manufacturing, trading and "
        "services, and is a member lending institution under the Pradhan Mantri Mudra Yojana (PMMY). This sheet "
        "answers common questions from entrepreneurs. Apply at any branch or at www.mahanadibank.example/msme.",
    ],
    "cats": [
        {
            "name": "Mudra loans",
            "qs": [
                (
                    "What are the Mudra loan categories?",
                    [
                        "Mudra loans are given for income-generating non-farm activities in four categories:",
                        (
                            "table",
                            [
                                ["Category", "Loan amount", "Typical borrower"],
                                ["Shishu", "Up to ₹50,000", "New micro units, street vendors, artisans"],
                                ["Kishore", "₹50,001 to ₹5 lakh", "Small shops, tailoring units, repair services"],
                                ["Tarun", "₹5,00,001 to ₹10 lakh", "Established micro enterprises expanding business"],
                                [
                                    "Tarun Plus",
                                    "₹10,00,001 to ₹20 lakh",
                                    "Borrowers who have fully repaid an earlier Tarun loan",
                                ],
                            ],
                        ),
                    ],
                ),
                (
                    "Who is eligible for a Mudra loan?",
                    [
                        "Any individual, proprietary concern, partnership firm or company running or starting a non-farm "
                        "micro enterprise in manufacturing, trading or services, including allied agricultural activities "
                        "such as dairy, poultry and fisheries, is eligible. The applicant should be 18 years or older and "
                        "must not be a defaulter of any bank.",
                    ],
                ),
                (
                    "Is collateral required for a Mudra loan?",
                    [
                        "No. Mudra loans up to ₹20 lakh are given without collateral security or third-party guarantee. The "
                        "assets created out of the loan are hypothecated to the bank, and the loans are covered by the Credit "
                        "Guarantee Fund for Micro Units (CGFMU).",
                    ],
                ),
                (
                    "What is the Mudra card?",
                    [
                        "The Mudra card is a RuPay debit card issued against a Mudra working-capital overdraft. It can be used "
                        "to withdraw cash at ATMs and to pay suppliers at POS terminals, up to the sanctioned limit. Interest "
                        "is charged only on the amount actually used, and the limit is renewed every year.",
                    ],
                ),
            ],
        },
        {
            "name": "MSME loans",
            "qs": [
                (
                    "What MSME loans does the bank offer?",
                    [
                        (
                            "ul",
                            [
                                "MSB Udyam Working Capital – cash credit up to ₹2 crore against stock and receivables",
                                "MSB Udyam Term Loan – for machinery, equipment and premises, tenure up to 7 years",
                                "MSB GST Credit – overdraft up to 20% of annual turnover declared in GST returns",
                            ],
                        ),
                        "All MSME borrowers must have Udyam Registration.",
                    ],
                ),
                (
                    "What is CGTMSE cover?",
                    [
                        "Loans above ₹20 lakh and up to ₹5 crore to micro and small enterprises can be sanctioned without "
                        "collateral under the Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE). The "
                        "annual guarantee fee of 0.37% to 1.35% of the loan is paid by the borrower and depends on the loan "
                        "size. Loans above ₹5 crore require collateral of at least 50% of the loan amount.",
                    ],
                ),
            ],
        },
        {
            "name": "Interest and repayment",
            "qs": [
                (
                    "What is the rate of interest?",
                    [
                        "Interest is linked to the bank's Repo Linked Lending Rate (RLLR), currently 9.00%. Mudra loans are "
                        "charged RLLR + 1.50% (10.50% p.a.); MSME loans RLLR + 1.25% to + 3.50% depending on the credit "
                        "rating. Women entrepreneurs get a concession of 0.25%. No processing fee is charged on Shishu and "
                        "Kishore loans.",
                    ],
                ),
                (
                    "How do I repay the loan?",
                    [
                        "Term loans are repaid in monthly EMIs over 3 to 7 years, including a moratorium of up to 6 months. "
                        "Cash credit and Mudra overdraft limits are repayable on demand and reviewed every 12 months. EMIs are "
                        "collected by standing instruction from your current account.",
                    ],
                ),
            ],
        },
        {
            "name": "Documents and application",
            "qs": [
                (
                    "Which documents do I need?",
                    [
                        (
                            "ul",
                            [
                                "KYC of the applicant and all partners or directors (PAN, Aadhaar, photographs)",
                                "Udyam Registration certificate and GST registration, if applicable",
                                "Business address proof and a project report or quotations for machinery",
                                "For loans above ₹10 lakh: ITR and audited financials for 2 years",
                            ],
                        ),
                    ],
                ),
                (
                    "How long does sanction take?",
                    [
                        "Mudra loans up to ₹5 lakh are sanctioned within 7 working days and other MSME loans within 14 "
                        "working days of receipt of complete documents. You can also apply online on the JanSamarth portal "
                        "and track status through the helpline 1800 345 7070.",
                    ],
                ),
            ],
        },
    ],
}

PIPELINE = (
    "python-docx template filled by an in-house portal, then word/document.xml re-serialised with "
    "xml.etree.ElementTree: generated ns0:/ns1: namespace prefixes instead of w:/r:, single-quoted XML "
    "declaration; Heading 1 categories, Heading 2 questions"
)


def build():
    d = Document()
    d.add_paragraph(DOC["title"], style="Title")
    d.add_paragraph("Generated by LoanDesk · Ref. LD/MSME/2025/0412 · Branch: Cuttack Main (MSBL0000001)")
    for b in DOC["intro"]:
        d.add_paragraph(b)
    for cat in DOC["cats"]:
        d.add_heading(cat["name"], level=1)
        for q, blocks in cat["qs"]:
            d.add_heading(q, level=2)
            render_blocks_basic(d, blocks, table_fn=lambda dd, rows: add_simple_table(dd, rows, style="Table Grid"))
    d.core_properties.author = "LoanDesk Portal"
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = zipfile.ZipFile(f"{DOCX_DIR}/{STEM}.docx", "w", zipfile.ZIP_DEFLATED)
    for item in zin.infolist():
        data = zin.read(item.filename)
        if item.filename == "word/document.xml":
            # mc:Ignorable lists prefixes that ElementTree will rename, so the portal strips it
            data = re.sub(rb'\smc:Ignorable="[^"]*"', b"", data)
            root = ET.fromstring(data)
            data = ET.tostring(root, encoding="UTF-8", xml_declaration=True)
            assert b"<ns0:" in data or b"<ns1:" in data
        elif item.filename == "docProps/app.xml":
            data = re.sub(rb"<Application>.*?</Application>", b"<Application>LoanDesk 4.2 (python)</Application>", data)
        out.writestr(item, data)
    out.close()


if __name__ == "__main__":
    build()
    write_expected(STEM, PIPELINE, DOC["title"], expected_sections(DOC))
