"""Habit 12: markdown README converted with pandoc (real pandoc 2.17, default reference.docx).
'#' title -> Heading 1, '##' categories -> Heading 2, '###' questions -> Heading 3, but some
questions are bold paragraphs '**Q: ...**' (inconsistent author); '> **Note:**' block quotes
-> Block Text; styles First Paragraph / Body Text / Compact; bookmarks for heading ids;
pandoc smart punctuation (curly apostrophes).
Ground truth is derived from the converted file itself, following the markdown structure."""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.oxml.ns import qn

FILE = "complaints_safe_banking_README.docx"
MD = os.path.join(os.path.dirname(__file__), "f12_complaints.md")


def main():
    out = os.path.join(DOCS, FILE)
    subprocess.run(["pandoc", MD, "-f", "markdown", "-t", "docx", "-o", out], check=True)
    d = Document(out)
    title = None
    doc = {"title": "", "intro": [], "cats": []}
    cur_cat, cur_q = None, None
    for el in d.element.body:
        if el.tag == qn("w:p"):
            from docx.text.paragraph import Paragraph

            p = Paragraph(el, d)
            st, txt = p.style.name, p.text.strip()
            if not txt:
                continue
            bold_q = txt.startswith("Q: ") and all(r.bold for r in p.runs if r.text.strip())
            if st == "Heading 1":
                doc["title"] = txt
            elif st == "Heading 2":
                cur_cat = {"name": txt, "qs": []}
                doc["cats"].append(cur_cat)
                cur_q = None
            elif st == "Heading 3" or bold_q:
                cur_q = {"q": txt, "a": []}
                cur_cat["qs"].append(cur_q)
            else:
                (cur_q["a"] if cur_q else doc["intro"]).append(("p", txt))
        elif el.tag == qn("w:tbl"):
            rows = []
            for tr in el.iter(qn("w:tr")):
                rows.append(["".join(t.text or "" for t in tc.iter(qn("w:t"))) for tc in tr.iter(qn("w:tc"))])
            cur_q["a"].append(("table", rows))
    exp = build_expected(
        doc,
        FILE,
        "markdown README converted with pandoc: H1 title, '##' categories (Heading 2), '###' questions (Heading 3) mixed with bold '**Q: ...**' paragraphs, Block Text notes, First Paragraph/Body Text/Compact styles",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
