"""Write the eight Sutlej Bank customer-information DOCX files into ./out/.

Run with:  /work/main/.venv/bin/python make_docs.py
Each doc_*.py module holds the content for one file and builds it in that
file's own authoring habit (see README.md); helpers.py has the raw-OOXML bits.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import doc_payments, doc_cheques, doc_taxes, doc_business  # noqa: E402
import doc_loans, doc_govt, doc_account, doc_cards  # noqa: E402

OUT = os.path.join(HERE, "out")

JOBS = [
    ("payments_mandates.docx", doc_payments.build),
    ("cheques.docx", doc_cheques.build),
    ("taxes.docx", doc_taxes.build),
    ("business_trade.docx", doc_business.build),
    ("loans_against_assets.docx", doc_loans.build),
    ("govt_schemes_retirement.docx", doc_govt.build),
    ("account_services.docx", doc_account.build),
    ("cards_travel.docx", doc_cards.build),
]


def main():
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for name, build in JOBS:
        n = build(os.path.join(OUT, name))
        total += n
        print("%-30s %3d items" % (name, n))
    print("%-30s %3d items" % ("TOTAL", total))


if __name__ == "__main__":
    main()
