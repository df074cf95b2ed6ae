"""Print paragraph/table structure of DOCX files (for QA)."""

import sys
from docx import Document
from docx.table import Table
from docx.text.paragraph import Paragraph


def dump(path, maxlines=60):
    d = Document(path)
    print("=" * 20, path)
    body = d.element.body
    k = 0
    for el in body.iterchildren():
        tag = el.tag.split("}")[1]
        if tag == "p":
            p = Paragraph(el, d)
            runs = p.runs
            b = any(r.bold for r in runs)
            i = any(r.italic for r in runs)
            sz = next((r.font.size.pt for r in runs if r.font.size), None)
            brk = p._p.xml.count("<w:br")
            numpr = "NUM " if p._p.pPr is not None and p._p.pPr.numPr is not None else ""
            print(
                f"P[{p.style.name}]{' B' if b else ''}{' I' if i else ''}{' sz=%s' % sz if sz else ''}{' br=%d' % brk if brk else ''} {numpr}| {p.text[:90]!r}"
            )
        elif tag == "tbl":
            t = Table(el, d)
            print(
                f"TABLE {len(t.rows)}x{len(t.columns)} style={t.style.name if t.style else None} | first: {[c.text[:25] for c in t.rows[0].cells]}"
            )
        k += 1
        if k >= maxlines:
            print("...")
            break


for f in sys.argv[1:]:
    dump(f, int(__import__("os").environ.get("MAXL", 60)))
