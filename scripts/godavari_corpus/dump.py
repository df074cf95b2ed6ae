"""Dump paragraphs of a docx: style, numbering, text (for manual inspection)."""

import sys, docx
from docx.oxml.ns import qn

d = docx.Document(sys.argv[1])
body = d.element.body
for el in body:
    if el.tag == qn("w:p"):
        p = docx.text.paragraph.Paragraph(el, d)
        num = el.find(".//" + qn("w:numPr"))
        nid = ""
        if num is not None:
            nid = "num=%s/%s" % (
                num.find(qn("w:numId")).get(qn("w:val")) if num.find(qn("w:numId")) is not None else "?",
                num.find(qn("w:ilvl")).get(qn("w:val")) if num.find(qn("w:ilvl")) is not None else "0",
            )
        b = "".join("B" if r.bold else "." for r in p.runs)
        print(f"P [{p.style.name}] {nid} {b[:12]} | {p.text[:110]!r}")
    elif el.tag == qn("w:tbl"):
        t = docx.table.Table(el, d)
        print(f"TABLE rows={len(t.rows)}")
        for r in t.rows[:3]:
            print("   ", [c.text[:30] for c in r.cells])
    else:
        print("OTHER", el.tag.split("}")[1])
