"""Run every generator, tidy core properties of the files that pretend to come from Word /
Google Docs, then verify documents against the ground truth."""

import datetime
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import DOCS
from docx import Document

PY = sys.executable
for g in sorted(glob.glob(os.path.join(HERE, "f[0-9][0-9]_*.py"))):
    print(subprocess.run([PY, g], check=True, capture_output=True, text=True).stdout.strip())

# (file, author, last_modified_by, created, modified) ; None = leave the generator's/library's own metadata
META = {
    "internet_mobile_upi_faqs.docx": ("Deepa Raval", "Deepa Raval", (2026, 10, 3, 11, 20), (2026, 10, 3, 11, 42)),
    "Cards_FAQs.docx": ("Admin", "Admin", (2026, 9, 18, 15, 5), (2026, 9, 18, 15, 9)),
    "Current_Account_FAQ.docx": ("RBD-HO", "K. Mehta", (2026, 5, 2, 10, 0), (2026, 8, 21, 17, 33)),
    "Govt_Schemes_Procedures.docx": ("GBC Ahmedabad", "P. Solanki", (2025, 11, 7, 9, 12), (2026, 10, 1, 12, 55)),
    "Retail_Loans_FAQ_Booklet.docx": (
        "Retail Assets Department",
        "R. Iyer",
        (2026, 2, 12, 10, 30),
        (2026, 10, 6, 18, 2),
    ),
    "Lockers_Nomination_Claims_FAQ.docx": (
        "Marketing & Communications",
        "Studio",
        (2026, 7, 1, 14, 0),
        (2026, 9, 29, 16, 45),
    ),
    "Branch_FAQ_Education_Gold_Loan.docx": (
        "navrangpura.loans",
        "navrangpura.loans",
        (2026, 6, 9, 12, 1),
        (2026, 10, 5, 13, 14),
    ),
    "Term_Deposits_FAQ.docx": ("Deposits Marketing", "A. Desai", (2026, 8, 30, 10, 10), (2026, 9, 2, 11, 11)),
    "KYC_FAQ_sheet_export.docx": ("", "", None, None),
}
for f, (au, lm, cr, mo) in META.items():
    p = os.path.join(DOCS, f)
    d = Document(p)
    cp = d.core_properties
    cp.author, cp.last_modified_by = au, lm
    cp.comments = ""
    cp.keywords = ""
    cp.subject = ""
    cp.revision = 1 if cr is None else 7
    if cr:
        cp.created = datetime.datetime(*cr)
        cp.modified = datetime.datetime(*mo)
    d.save(p)

print(subprocess.run([PY, os.path.join(HERE, "verify.py")], check=True, capture_output=True, text=True).stdout)
