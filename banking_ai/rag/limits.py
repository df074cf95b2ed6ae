"""Checks a file must pass before any parser unpacks it (the limits are ``ParsingSettings``).

- A DOCX is a zip: its central directory gives every part's uncompressed size without
  inflating anything, and Python's ``zipfile`` never returns more than the declared size
  (a part that inflates past it fails its CRC), so the declared sizes are a real bound.
  The total, the number of parts and each part's compression ratio are checked (the ratio as
  Apache POI's ZipSecureFile does: 1:100 for parts above 100 KB).
- Every XML part of a DOCX is then streamed through an event parser that builds no tree:
  any DTD is refused (Word never writes one; entity declarations live there, which is what
  "billion laughs" and quadratic-blowup files need) and nesting deeper than the limit is
  refused. HTML gets the same depth check; its ``<!DOCTYPE html>`` is normal and its parser
  defines no entities.
- Text, Markdown and HTML are not compressed: their file size is their uncompressed size.
- PDFs: pypdf bounds each stream's decompressed size itself (75 MB, ``pypdf.Configuration``);
  the worker's time and memory budget bounds the rest.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from banking_ai.rag.parsing import DocumentError, ParsedDocument, parse_document
from banking_ai.settings import ParsingSettings

MB = 1_000_000
RATIO_GRACE_BYTES = 100_000  # parts smaller than this may compress as well as they like
_READ_BYTES = 1 << 16
_XML_PART_SUFFIXES = (".xml", ".rels")
_UNCOMPRESSED_SUFFIXES = (".txt", ".md", ".html", ".htm")


class _TooDeep(Exception):
    pass


class _HasDoctype(Exception):
    pass


class _EventCounter:
    """An lxml parser target: counts depth, refuses a DTD; keeps nothing (no tree is built)."""

    def __init__(self, max_depth: int, refuse_doctype: bool) -> None:
        self._max_depth = max_depth
        self._refuse_doctype = refuse_doctype
        self._depth = 0

    def doctype(self, *args) -> None:
        # Called when "<!DOCTYPE" is read, before libxml2 reads the entity declarations inside it.
        if self._refuse_doctype:
            raise _HasDoctype

    def start(self, tag, attrib, nsmap=None) -> None:
        self._depth += 1
        if self._depth > self._max_depth:
            raise _TooDeep

    def end(self, tag) -> None:
        self._depth -= 1

    def data(self, data) -> None:
        pass

    def comment(self, text) -> None:
        pass

    def pi(self, target, data=None) -> None:
        pass

    def close(self) -> None:
        return None


def check_limits(path: Path, limits: ParsingSettings) -> None:
    """Raise ``DocumentError`` when ``path`` passes a size, count, ratio, DTD or depth limit.

    Files that are not what their name says (a PDF renamed .docx, a damaged zip) pass through:
    ``parsing.check_file`` names those.
    """
    suffix = path.suffix.lower()
    if suffix == ".docx":
        if zipfile.is_zipfile(path):
            _check_package(path, limits)
    elif suffix in _UNCOMPRESSED_SUFFIXES:
        size = path.stat().st_size
        if size > limits.max_uncompressed_mb * MB:
            raise DocumentError(
                f"the file holds {size / MB:.1f} MB of text, above the {limits.max_uncompressed_mb:g} MB limit"
            )
        if suffix in (".html", ".htm"):
            with path.open("rb") as stream:
                _scan_markup(stream, limits.max_xml_depth, html=True, part=None)


def guarded_parse(path: Path, max_bytes: int, limits: ParsingSettings) -> ParsedDocument:
    """``check_limits`` then ``parsing.parse_document``: what the parsing worker runs for each file."""
    check_limits(path, limits)
    return parse_document(path, max_bytes, read_pictures=limits.read_pictures)


def _check_package(path: Path, limits: ParsingSettings) -> None:
    try:
        package = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError):
        return  # parsing.check_file reports a damaged package with its own words
    with package:
        entries = package.infolist()
        if len(entries) > limits.max_entries:
            raise DocumentError(
                f"the DOCX holds {len(entries):,} parts, above the limit of {limits.max_entries:,} "
                "(a Word file has a few dozen)"
            )
        total = sum(entry.file_size for entry in entries)
        if total > limits.max_uncompressed_mb * MB:
            raise DocumentError(
                f"the DOCX unpacks to {total / MB:,.1f} MB, above the {limits.max_uncompressed_mb:g} MB limit "
                f"(the file itself is {path.stat().st_size / MB:.1f} MB: possibly a decompression bomb)"
            )
        for entry in entries:
            if entry.file_size > RATIO_GRACE_BYTES:
                ratio = entry.file_size / max(entry.compress_size, 1)
                if ratio > limits.max_compression_ratio:
                    raise DocumentError(
                        f"the DOCX part {entry.filename} is compressed {ratio:,.0f} to 1, above the limit of "
                        f"{limits.max_compression_ratio:g} to 1 (possibly a decompression bomb)"
                    )
        for entry in entries:
            if entry.filename.lower().endswith(_XML_PART_SUFFIXES) and not entry.is_dir():
                try:
                    with package.open(entry) as stream:
                        _scan_markup(stream, limits.max_xml_depth, html=False, part=entry.filename)
                except (zipfile.BadZipFile, OSError, EOFError, RuntimeError, NotImplementedError):
                    return  # damaged or encrypted parts: parsing.check_file's testzip names them


def _scan_markup(stream, max_depth: int, *, html: bool, part: str | None) -> None:
    """Stream ``stream`` through a tree-less lxml parser; raise DocumentError on a DTD or deep nesting."""
    from lxml import etree

    counter = _EventCounter(max_depth, refuse_doctype=not html)
    options = {"target": counter, "no_network": True, "recover": True} if html else {}
    parser = (
        etree.HTMLParser(**options)
        if html
        else etree.XMLParser(target=counter, resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)
    )
    where = f" (part {part})" if part else ""
    try:
        while block := stream.read(_READ_BYTES):
            parser.feed(block)
        parser.close()
    except _HasDoctype:
        raise DocumentError(
            f"the file declares a DTD{where}; Word files never do, and DTD entities can expand into "
            "gigabytes (a 'billion laughs' file)"
        ) from None
    except _TooDeep:
        raise DocumentError(f"the file nests elements more than {max_depth} deep{where}") from None
    except etree.XMLSyntaxError:
        return  # malformed XML: python-docx reports it when it reads the part
