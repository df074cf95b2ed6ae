"""Open every generated file with python-docx and print counts, styles and habit markers."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

OUT = Path(__file__).resolve().parent / "out"
W_P, W_TBL = qn("w:p"), qn("w:tbl")


def iter_paragraphs(container):
    """All paragraphs, including those inside table cells, in document order."""
    for child in container.iterchildren():
        if child.tag == W_P:
            yield child
        elif child.tag == W_TBL:
            for tc in child.iter(qn("w:tc")):
                yield from iter_paragraphs(tc)


def describe(path: Path) -> None:
    doc = Document(path)
    body = doc.element.body
    paragraphs = [Paragraph(p, doc) for p in iter_paragraphs(body)]
    top_tables = [Table(t, doc) for t in body.iterchildren(W_TBL)]
    styles = Counter(p.style.name for p in paragraphs)
    runs = [r for p in paragraphs for r in p.runs]
    colours = Counter(str(r.font.color.rgb) for r in runs if r.font.color.rgb is not None)
    rels = doc.part.rels
    links = [rels[h.get(qn("r:id"))].target_ref for h in body.iter(qn("w:hyperlink")) if h.get(qn("r:id")) in rels]
    soft_breaks = sum(1 for br in body.iter(qn("w:br")) if br.get(qn("w:type")) is None)
    tab_lines = sum(1 for p in paragraphs if "\t" in p.text)
    numbered = Counter(
        int(p._p.pPr.numPr.ilvl.val) if p._p.pPr.numPr.ilvl is not None else 0
        for p in paragraphs
        if p._p.pPr is not None and p._p.pPr.numPr is not None
    )
    shaded = Counter(s.get(qn("w:fill")) for s in body.iter(qn("w:shd")))
    header_rows = sum(1 for _ in body.iter(qn("w:tblHeader")))
    cp = doc.core_properties
    section = doc.sections[0]
    header = " | ".join(p.text for p in section.header.paragraphs if p.text)
    footer = " | ".join(p.text for p in section.footer.paragraphs if p.text)
    fields = [t.text.strip() for t in doc.element.iter(qn("w:instrText"))]
    fields += [t.text.strip() for t in section.header._element.iter(qn("w:instrText"))]
    fields += [t.text.strip() for t in section.footer._element.iter(qn("w:instrText"))]

    print(f"== {path.name}")
    print(f"   core title: {cp.title!r}   author: {cp.author!r}")
    print(
        f"   paragraphs: {len(paragraphs)} (body {len(doc.paragraphs)}), "
        f"tables: {len(top_tables)} {[f'{len(t.rows)}x{len(t.columns)}' for t in top_tables]}"
    )
    print(f"   styles: {dict(styles.most_common())}")
    print(
        f"   bold runs: {sum(1 for r in runs if r.bold)}, italic runs: "
        f"{sum(1 for r in runs if r.italic)}, run colours: {dict(colours)}"
    )
    print(
        f"   soft breaks: {soft_breaks}, tab lines: {tab_lines}, numbered paras by level: "
        f"{dict(sorted(numbered.items()))}, shading: {dict(shaded)}, header rows: {header_rows}"
    )
    print(f"   inline pictures: {len(doc.inline_shapes)}, hyperlinks: {len(links)}")
    for url in links:
        print(f"      -> {url}")
    if header or footer:
        print(f"   header: {header!r}  footer: {footer!r}  fields: {fields}")


def main() -> None:
    for path in sorted(OUT.glob("*.docx")):
        describe(path)


if __name__ == "__main__":
    main()
