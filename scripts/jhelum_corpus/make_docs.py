"""Generate the Jhelum Bank "Help & FAQs" export as seven Word files.

Usage:  python make_docs.py
Output: ./out/<area>.docx

Shared facts (rates, fees, limits, phone numbers) live in jhelum_lib.F; each help-centre
area is written in its own module (area_*.py) so that each file can follow its own
authoring habits.
"""

import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from docx import Document  # noqa: E402

AREAS = [
    ("accounts_help", "area_accounts"),
    ("deposits_help", "area_deposits"),
    ("loans_help", "area_loans"),
    ("cards_help", "area_cards"),
    ("digital_banking_help", "area_digital"),
    ("investments_insurance_help", "area_investments"),
    ("services_support_help", "area_services"),
]


def main(only=None):
    out_dir = os.path.join(HERE, "out")
    os.makedirs(out_dir, exist_ok=True)
    total = 0
    for fname, modname in AREAS:
        if only and fname not in only:
            continue
        mod = importlib.import_module(modname)
        d = mod.build()
        path = os.path.join(out_dir, fname + ".docx")
        d.save(path)
        # re-open to make sure the file is readable by python-docx
        again = Document(path)
        n_par = len(again.paragraphs)
        n_tbl = len(again.tables)
        total += d.questions
        print(f"{fname + '.docx':34s} questions={d.questions:3d} paragraphs={n_par:4d} tables={n_tbl:3d}")
    print(f"{'total':34s} questions={total:3d}")


if __name__ == "__main__":
    main(set(sys.argv[1:]) or None)
