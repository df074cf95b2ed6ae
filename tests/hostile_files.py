"""Hostile documents built at test time: decompression bombs, entity expansion, deep nesting.

Each starts from a real DOCX (``tests.documents``) and changes one part, so everything but the
attack is an ordinary Word file.
"""

from __future__ import annotations

import zipfile
import zlib
from pathlib import Path

from tests.documents import locker_policy, one_page_pdf

_BODY = "word/document.xml"
_PARAGRAPH = '<w:p><w:r><w:t xml:space="preserve">{}</w:t></w:r></w:p>'
_NAMESPACE = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _rewrite(path: Path, replace: dict[str, bytes | None] | None = None, extra: dict[str, bytes] | None = None) -> Path:
    """Rewrite the DOCX at ``path`` with some parts replaced (None = dropped) or added, deflated."""
    source = path.with_suffix(".source.docx")
    path.rename(source)
    replace = replace or {}
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new:
        for item in old.infolist():
            data = replace.get(item.filename, old.read(item.filename))
            if data is not None:
                new.writestr(item.filename, data)
        for name, data in (extra or {}).items():
            new.writestr(name, data)
    source.unlink()
    return path


def zip_bomb_docx(path: Path, megabytes: int = 160) -> Path:
    """A DOCX whose document.xml unpacks to ``megabytes`` MB of valid XML but compresses to well under 1 MB."""
    locker_policy(path)
    line = _PARAGRAPH.format("Locker rent is payable every April. " * 8).encode()
    head = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {_NAMESPACE}><w:body>'.encode()
    tail = b"</w:body></w:document>"
    count = (megabytes * 1_000_000 - len(head) - len(tail)) // len(line)
    return _rewrite(path, {_BODY: head + line * count + tail})


def many_entries_docx(path: Path, entries: int = 3000) -> Path:
    """A DOCX with ``entries`` extra tiny parts (a real one has a few dozen)."""
    locker_policy(path)
    return _rewrite(path, extra={f"customXml/extra{n}.xml": b"<a/>" for n in range(entries)})


def ratio_bomb_docx(path: Path, megabytes: int = 20) -> Path:
    """A DOCX within the size limit whose extra part compresses ~1000:1 (zeros)."""
    locker_policy(path)
    return _rewrite(path, extra={"word/media/image1.png": b"\0" * (megabytes * 1_000_000)})


def billion_laughs_docx(path: Path, levels: int = 10) -> Path:
    """A DOCX whose document.xml declares nested entities expanding to 10**levels 'lol's."""
    locker_policy(path)
    entities = ['<!ENTITY lol0 "lol">']
    entities += [f'<!ENTITY lol{n} "{f"&lol{n - 1};" * 10}">' for n in range(1, levels)]
    body = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f"<!DOCTYPE w:document [{''.join(entities)}]>"
        f"<w:document {_NAMESPACE}><w:body>{_PARAGRAPH.format(f'&lol{levels - 1};')}</w:body></w:document>"
    )
    return _rewrite(path, {_BODY: body.encode()})


def deeply_nested_docx(path: Path, depth: int = 5000) -> Path:
    """A DOCX whose document.xml nests ``depth`` elements inside one paragraph."""
    locker_policy(path)
    body = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f"<w:document {_NAMESPACE}><w:body><w:p>" + "<w:r>" * depth + "</w:r>" * depth + "</w:p></w:body></w:document>"
    )
    return _rewrite(path, {_BODY: body.encode()})


def deeply_nested_html(path: Path, depth: int = 5000) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("<html><body>" + "<div>" * depth + "Lockers" + "</div>" * depth + "</body></html>")
    return path


def pdf_bomb(path: Path, megabytes: int = 100) -> Path:
    """A one-page PDF whose deflated content stream inflates to ``megabytes`` MB of text operators."""
    unit = b"(Locker rent is due every April) Tj 0 -16 Td "
    content = zlib.compress(b"BT /F1 12 Tf 72 720 Td " + unit * (megabytes * 1_000_000 // len(unit)) + b" ET", 9)
    stream = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream"
    return one_page_pdf(path, stream)
