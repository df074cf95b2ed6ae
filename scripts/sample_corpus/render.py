"""Render the sample policy documents to DOCX, byte-for-byte reproducibly.

Each document is a dict: ``file`` (output name), ``title`` and ``blocks``, a list of
``(kind, value)`` pairs where kind is ``h1``/``h2``/``h3`` (heading text), ``p``
(paragraph), ``bullets``/``steps`` (list of strings) or ``table`` (list of rows, the
first row is the header).

Run: ``python -m scripts.sample_corpus.render [OUT_DIR]`` (default ``data/policies``).
"""

from __future__ import annotations

import datetime as dt
import io
import sys
import zipfile
from pathlib import Path

from docx import Document

# Fixed timestamps keep the DOCX bytes identical between runs, so regenerating the
# corpus does not make build_rag_index think every document changed.
_FIXED_TIME = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
_ZIP_TIME = (2026, 1, 1, 0, 0, 0)


def render_document(spec: dict) -> bytes:
    doc = Document()
    props = doc.core_properties
    props.title = spec["title"]
    props.author = "Suvidha Bank Ltd."
    props.created = props.modified = props.last_printed = _FIXED_TIME
    props.revision = 1
    doc.add_heading(spec["title"], level=0)
    for kind, value in spec["blocks"]:
        if kind in ("h1", "h2", "h3"):
            doc.add_heading(value, level=int(kind[1]))
        elif kind == "p":
            doc.add_paragraph(value)
        elif kind == "bullets":
            for item in value:
                doc.add_paragraph(item, style="List Bullet")
        elif kind == "steps":
            num_id = _restarted_numbering(doc)
            for item in value:
                paragraph = doc.add_paragraph(item, style="List Number")
                _set_num_id(paragraph, num_id)
        elif kind == "table":
            header, *rows = value
            table = doc.add_table(rows=1, cols=len(header))
            table.style = "Table Grid"
            for cell, text in zip(table.rows[0].cells, header, strict=True):
                cell.text = text
            for row in rows:
                cells = table.add_row().cells
                for cell, text in zip(cells, row, strict=True):
                    cell.text = text
        else:
            raise ValueError(f"unknown block kind {kind!r} in {spec['file']}")
    raw = io.BytesIO()
    doc.save(raw)
    return _normalise_zip(raw.getvalue())


def _restarted_numbering(doc) -> int:
    """A new ``w:num`` for the "List Number" style's list, restarting at 1.

    Every "List Number" paragraph otherwise shares one numbering instance, so the steps of
    the second procedure in a document would read 6., 7. ... (in Word too).
    """
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    style_num = doc.styles["List Number"].element.xpath("./w:pPr/w:numPr/w:numId/@w:val")[0]
    numbering = doc.part.numbering_part.element
    abstract_id = numbering.xpath(f'./w:num[@w:numId="{style_num}"]/w:abstractNumId/@w:val')[0]
    num_id = max(int(value) for value in numbering.xpath("./w:num/@w:numId")) + 1
    num = OxmlElement("w:num")
    num.set(qn("w:numId"), str(num_id))
    abstract = OxmlElement("w:abstractNumId")
    abstract.set(qn("w:val"), abstract_id)
    override = OxmlElement("w:lvlOverride")
    override.set(qn("w:ilvl"), "0")
    start = OxmlElement("w:startOverride")
    start.set(qn("w:val"), "1")
    override.append(start)
    num.append(abstract)
    num.append(override)
    numbering.append(num)
    return num_id


def _set_num_id(paragraph, num_id: int) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    num_pr = paragraph._p.get_or_add_pPr().get_or_add_numPr()
    ilvl = OxmlElement("w:ilvl")
    ilvl.set(qn("w:val"), "0")
    num = OxmlElement("w:numId")
    num.set(qn("w:val"), str(num_id))
    num_pr.append(ilvl)
    num_pr.append(num)


def _normalise_zip(data: bytes) -> bytes:
    """Rewrite the zip with fixed member timestamps and order."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            member = zipfile.ZipInfo(info.filename, date_time=_ZIP_TIME)
            member.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(member, src.read(info.filename))
    return out.getvalue()


def all_documents() -> list[dict]:
    from scripts.sample_corpus import part_a, part_b

    return [*part_a.DOCUMENTS, *part_b.DOCUMENTS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0] if args else "data/policies")
    out_dir.mkdir(parents=True, exist_ok=True)
    for spec in all_documents():
        (out_dir / spec["file"]).write_bytes(render_document(spec))
        print(f"wrote {out_dir / spec['file']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
