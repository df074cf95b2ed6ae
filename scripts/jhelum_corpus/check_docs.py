"""Sanity check for the generated files: re-open each with python-docx, count question headings,
and report answer lengths (words, including table text). Not part of the deliverable output."""

import os
import sys

from docx import Document
from docx.table import Table
from docx.text.paragraph import Paragraph

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")
QLEVEL = {"cards_help.docx": 3}


def blocks(doc):
    for el in doc.element.body.iterchildren():
        tag = el.tag.split("}")[1]
        if tag == "p":
            yield Paragraph(el, doc)
        elif tag == "tbl":
            yield Table(el, doc)


def main(verbose=False):
    for fn in sorted(os.listdir(OUT)):
        if not fn.endswith(".docx"):
            continue
        doc = Document(os.path.join(OUT, fn))
        ql = QLEVEL.get(fn, 2)
        answers, cur = [], None
        for b in blocks(doc):
            if isinstance(b, Paragraph) and b.style.name.startswith("Heading"):
                lvl = int(b.style.name.split()[-1])
                if lvl <= ql:
                    if cur:
                        answers.append(cur)
                    cur = [b.text, 0] if (lvl == ql and b.text.strip(" \u00a0")) else None
                    continue
            if cur is None:
                continue
            if isinstance(b, Paragraph):
                if b.text.startswith("Was this answer helpful"):
                    continue
                cur[1] += len(b.text.split())
            else:
                cur[1] += sum(len(c.text.split()) for r in b.rows for c in r.cells)
        if cur:
            answers.append(cur)
        lens = sorted(a[1] for a in answers)
        print(
            f"{fn:34s} q={len(answers):3d} words: min={lens[0]} median={lens[len(lens) // 2]} "
            f"max={lens[-1]} total={sum(lens)} >=300: {sum(1 for x in lens if x >= 300)}"
        )
        if verbose:
            for q, n in sorted(answers, key=lambda a: -a[1])[:5]:
                print(f"    {n:4d}  {q}")


if __name__ == "__main__":
    main("-v" in sys.argv)
