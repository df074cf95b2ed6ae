"""Shared helpers for the Narmada Bank corpus generators."""

import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.environ.get("NARMADA_OUT") or os.path.join(HERE, "..", "..", "data", "narmada_bank", "policies")
os.makedirs(OUT, exist_ok=True)

BANK = "Narmada Bank"
TOLL_FREE = "1800-233-4455"


def out(name):
    return os.path.join(OUT, name)


def set_core(doc, title, author="Narmada Bank"):
    cp = doc.core_properties
    cp.title = title
    cp.author = author
    cp.comments = ""


def add_table(doc_or_cell, rows, style="Table Grid", header_bold=True):
    """rows: list of lists of str; first row is header."""
    t = doc_or_cell.add_table(rows=len(rows), cols=len(rows[0]))
    try:
        t.style = style
    except Exception:
        pass
    for i, r in enumerate(rows):
        for j, val in enumerate(r):
            cell = t.cell(i, j)
            cell.text = ""
            run = cell.paragraphs[0].add_run(val)
            if i == 0 and header_bold:
                run.bold = True
    return t
