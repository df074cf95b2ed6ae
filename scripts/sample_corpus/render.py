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
            for item in value:
                doc.add_paragraph(item, style="List Number")
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
