"""Word markup that hides text from the partitioner, flattened before parsing.

The partitioner reads a paragraph's direct runs only. Text inside tracked insertions (``w:ins``),
content controls (``w:sdt``, common in bank templates for dates and amounts), simple fields
(``w:fldSimple``), smart tags, custom XML, text boxes and footnotes was silently dropped: "The fee
is ₹250 a year" was indexed as "The fee is  a year". Deleted text of tracked changes must not be
indexed at all, and a hyperlink whose relationship is missing made the whole file fail. This module
rewrites ``word/document.xml`` the way Word shows the document with all changes accepted (footnotes
read in brackets where they are referenced, the prompts of unfilled content controls left out),
leaving everything else untouched.
"""

from __future__ import annotations

import io
import itertools
import logging
import posixpath
import re
import time
import zipfile
from collections import Counter
from collections.abc import Callable
from copy import deepcopy
from typing import TYPE_CHECKING

from banking_ai.rag.layout import QUESTION_MARKER, link_address, with_link_address

if TYPE_CHECKING:
    from banking_ai.rag.pictures import PictureText

    PictureReader = Callable[[bytes, float], PictureText | None]  # (picture, deadline) -> its text

log = logging.getLogger(__name__)

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_BODY = "word/document.xml"
_RELATIONSHIPS = "word/_rels/document.xml.rels"
# Containers whose content Word shows in place: their children replace them.
_UNWRAP = ("ins", "moveTo", "smartTag", "fldSimple", "customXml")
# Tracked deletions and the source of tracked moves: not part of the accepted text.
_DROP = ("del", "moveFrom")
_NOTES = {"footnoteReference": "word/footnotes.xml", "endnoteReference": "word/endnotes.xml"}
_MARKERS = (
    *(f"<w:{tag}".encode() for tag in (*_UNWRAP, *_DROP, "sdt", "hyperlink", "txbxContent", "br", *_NOTES)),
    b"?</w:t>",  # a run ending in a question: perhaps a bold lead-in with its answer after it
    b"? </w:t>",
)
# A run opening with a typed number ("4. Reactivation." in a circular): perhaps a run-in title.
_NUMBERED_RUN = re.compile(rb"<w:t(?: [^>]*)?>\s*\d{1,2}(?:\.\d{1,2})*\.?\s")
# A numbered run-in title: "4. Reactivation." / "2.1 Closure of accounts." (typed number with its
# point, a capital, short, ending in a full stop). Not a sentence ("1. The card remains the Bank's
# property."), a form field or rate line ("1. Name of applicant:", "1 Year: 6.80%").
_RUN_IN_TITLE = re.compile(
    r"\s*\d{1,2}\.(?:\d{1,2}\.?)*\s+(?!(?i:the|a|an|this|these|those|your|you|we|our|it|all|any|each|no|please)\b)"
    r"[A-Z][^.?!:;]{0,80}\.\s*"
)
# A title names a topic; a clause says something ("Charges will be debited to the account.") and a step
# tells the reader what to do ("Enter your account number.", "Tap Block."): neither heads a section.
_NOT_A_TITLE = re.compile(
    r"\b(?:will|shall|must|may|can|should|would|could|is|are|was|were|be|been|has|have|had|you|your)\b"
    r"|^\s*[\d.]+\s+(?:visit|enter|open|go|tap|click|select|choose|validate|set|log|sign|call|send|fill|submit|"
    r"download|install|type|press|check|confirm|verify|keep|note|read|write|bring|use|add|pay)\b",
    re.IGNORECASE,
)
_MAX_RUN_IN_WORDS = 10
_MIN_RUN_IN_BODY_WORDS = 8  # a paragraph of prose follows the title, not a step's few words
_MAX_BANNER_WORDS = 8
_MAX_NAVIGATION_LABEL_WORDS = 4  # "On this page", "Jump to a question"
_MAX_QUESTION_CHARS = 200  # a longer first line is a paragraph that happens to end in "?"
_MIN_LEAD_IN_WORDS = 4  # "**Did you know?** …" is a call-out
_MIN_LEAD_INS = 2  # an FAQ repeats its layout; one "**Lost your card?** Call us…" is a call-out
_MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
_A = "http://schemas.openxmlformats.org/drawingml/2006/main"
_PICTURE = b":blip "  # <a:blip r:embed="…">: a picture in the body
_UNCLEAR_NOTE = "Some figures below were read from a picture and are unclear; the bank can confirm them."


def flattened_docx(data: bytes, read_picture: PictureReader | None = None) -> bytes | None:
    """The DOCX with hidden-text markup flattened, or None when there is nothing to flatten. With
    ``read_picture``, the text of its pictures is read too (``rag/pictures.py``) and placed after each one."""
    with zipfile.ZipFile(io.BytesIO(data)) as package:
        names = package.namelist()
        if _BODY not in names:
            return None
        body = package.read(_BODY)
        pictures = read_picture is not None and _PICTURE in body
        if (
            not any(marker in body for marker in _MARKERS)
            and body.count(b"<w:tbl") < 2  # < 2: no nested table
            and not _NUMBERED_RUN.search(body)
            and not pictures
        ):
            return None
        relationships = package.read(_RELATIONSHIPS) if _RELATIONSHIPS in names else b""
        notes = {reference: _note_texts(package.read(part)) for reference, part in _NOTES.items() if part in names}

        parts = _media_parts(relationships) if pictures else {}

        def media(relationship: str) -> bytes | None:
            part = parts.get(relationship)
            return package.read(part) if part in names else None

        flattened = _flatten(body, relationships, notes, (media, read_picture) if pictures else None)
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as copy:
            for info in package.infolist():
                copy.writestr(info, flattened if info.filename == _BODY else package.read(info.filename))
    return out.getvalue()


def _flatten(
    body: bytes,
    relationships: bytes,
    notes: dict[str, dict[str, str]],
    pictures: tuple[Callable[[str], bytes | None], PictureReader] | None = None,
) -> bytes:
    from lxml import etree

    root = etree.fromstring(body)
    _inline_notes(root, notes)
    for tag in _DROP:
        for element in list(root.iter(f"{{{_W}}}{tag}")):
            element.getparent().remove(element)
    for element in list(root.iter(f"{{{_W}}}sdt")):
        content = element.find(f"{{{_W}}}sdtContent")
        if element.find(f"{{{_W}}}sdtPr/{{{_W}}}showingPlcHdr") is not None:
            content = None  # an unfilled control shows its prompt ("Click or tap here to enter text."): not content
        _replace_with_children(element, list(content) if content is not None else [])
    for tag in _UNWRAP:
        for element in list(root.iter(f"{{{_W}}}{tag}")):
            _replace_with_children(element, [child for child in element if child.tag != f"{{{_W}}}instrText"])
    _move_text_boxes_out(root)
    _unwrap_layout_tables(root)
    _drop_navigation(root)
    _split_typed_lines(root)
    _split_question_lines(root)
    if pictures is not None:
        _read_pictures(root, *pictures)
    targets = _link_targets(relationships)
    for link in list(root.iter(f"{{{_W}}}hyperlink")):
        target = link.get(f"{{{_R}}}id")
        if target is not None and target not in targets:
            _replace_with_children(link, list(link))
        elif target is not None:
            _show_target(link, targets[target])
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)


def _media_parts(relationships: bytes) -> dict[str, str]:
    """Relationship id -> package part of each picture the body embeds ("word/media/image1.png")."""
    from lxml import etree

    if not relationships:
        return {}
    return {
        element.get("Id"): _part_name(element.get("Target", ""))
        for element in etree.fromstring(relationships)
        if element.get("Type", "").endswith("/image") and element.get("TargetMode") != "External"
    }


def _part_name(target: str) -> str:
    """A relationship's target as the package names the part: relative to word/, or from the root ("/word/…")."""
    return target[1:] if target.startswith("/") else posixpath.normpath(posixpath.join("word", target))


def _read_pictures(root, media: Callable[[str], bytes | None], read_picture: PictureReader) -> None:
    """Each picture's text placed after the paragraph holding it (after the whole table, for a picture in a
    table cell): a table read from a picture as a Word table under its title lines, other text as
    paragraphs. Each picture is read once; icons too small for text do not count towards ``MAX_PICTURES``,
    and reading stops ``MAX_PICTURE_S`` seconds in, whatever picture it is at."""
    from banking_ai.rag.pictures import MAX_PICTURE_S, MAX_PICTURES, UNCLEAR, large_enough

    seen: set[str] = set()
    read = 0
    deadline = time.perf_counter() + MAX_PICTURE_S
    for blip in list(root.iter(f"{{{_A}}}blip")):
        relationship = blip.get(f"{{{_R}}}embed")
        paragraph = next(blip.iterancestors(f"{{{_W}}}p"), None)
        if not relationship or paragraph is None or relationship in seen:
            continue
        seen.add(relationship)
        data = media(relationship)
        if not data or not large_enough(data):
            continue
        if read >= MAX_PICTURES or time.perf_counter() >= deadline:
            log.info("pictures after the first %d not read (limits %d, %.0f s)", read, MAX_PICTURES, MAX_PICTURE_S)
            return
        read += 1
        text = read_picture(data, deadline)
        if text is None:
            continue
        unclear = UNCLEAR in " ".join([*(" ".join(row) for row in text.rows), *text.lines])
        added = [_paragraph(paragraph, _UNCLEAR_NOTE)] if unclear else []
        added += [_paragraph(paragraph, line) for line in text.lines]
        if text.rows:
            added.append(_table(paragraph, text.rows))
        tables = list(paragraph.iterancestors(f"{{{_W}}}tbl"))
        anchor = tables[-1] if text.rows and tables else paragraph  # a table in a cell would be read as one line
        for element in reversed(added):
            anchor.addnext(element)


def _paragraph(near, text: str):
    paragraph = near.makeelement(f"{{{_W}}}p", {})
    run = paragraph.makeelement(f"{{{_W}}}r", {})
    shown = run.makeelement(f"{{{_W}}}t", {"{http://www.w3.org/XML/1998/namespace}space": "preserve"})
    shown.text = text
    run.append(shown)
    paragraph.append(run)
    return paragraph


def _table(near, rows: tuple[tuple[str, ...], ...]):
    """A Word table holding ``rows``, as the partitioner reads one."""
    table = near.makeelement(f"{{{_W}}}tbl", {})
    table.append(table.makeelement(f"{{{_W}}}tblPr", {}))
    grid = table.makeelement(f"{{{_W}}}tblGrid", {})
    for _ in range(max(len(row) for row in rows)):
        grid.append(grid.makeelement(f"{{{_W}}}gridCol", {}))
    table.append(grid)
    for row in rows:
        line = table.makeelement(f"{{{_W}}}tr", {})
        for text in row:
            cell = line.makeelement(f"{{{_W}}}tc", {})
            cell.append(_paragraph(cell, text))
            line.append(cell)
        table.append(line)
    return table


def _link_targets(relationships: bytes) -> dict[str, str]:
    """Relationship id -> its target ("" for a part of the package: only external links are shown)."""
    from lxml import etree

    if not relationships:
        return {}
    return {
        element.get("Id"): element.get("Target", "") if element.get("TargetMode") == "External" else ""
        for element in etree.fromstring(relationships)
        if element.get("Id")
    }


def _show_target(link, target: str) -> None:
    """The link read with its address after its words when they do not say where it goes (``link_address``)."""
    paragraph = next(link.iterancestors(f"{{{_W}}}p"), None)
    if paragraph is not None and _is_heading_paragraph(paragraph):
        return  # a heading linking to its own page: the address is no part of its name
    words = _text([link])
    address = link_address(words, target, _text([paragraph]) if paragraph is not None else words)
    if address is None:
        return
    run = link.makeelement(f"{{{_W}}}r", {})
    text = run.makeelement(f"{{{_W}}}t", {"{http://www.w3.org/XML/1998/namespace}space": "preserve"})
    text.text = with_link_address(address, _text(list(link.itersiblings())))
    run.append(text)
    link.addnext(run)


def _replace_with_children(element, children: list) -> None:
    parent = element.getparent()
    position = parent.index(element)
    for offset, child in enumerate(children):
        parent.insert(position + offset, child)
    parent.remove(element)


def _move_text_boxes_out(root) -> None:
    """A text box's paragraphs ("Important: a lost key costs ₹3,000") follow the paragraph anchoring it.

    Word stores a modern text box twice (the shape, and a VML fallback for old readers): the fallback
    copy is dropped first so its text is not indexed twice.
    """
    for fallback in list(root.iter(f"{{{_MC}}}Fallback")):
        fallback.getparent().remove(fallback)
    placed: dict = {}  # anchor paragraph -> the last block put after it (several boxes keep their order)
    first = next((p for p in root.iter(f"{{{_W}}}p") if _text([p]).strip()), None)
    for box in list(root.iter(f"{{{_W}}}txbxContent")):
        anchor = None
        for ancestor in box.iterancestors(f"{{{_W}}}p"):
            anchor = ancestor  # the outermost paragraph: the one in the body or a table cell
        if anchor is None:
            continue
        # A banner (a short name, not a sentence) anchored before any text of its paragraph names the part
        # that paragraph opens: read before it. Any other box (a side note, a worked example) belongs
        # with its paragraph: read after it. A logo or reference box on the first line stays after it.
        before = anchor is not first and not _text_before(anchor, box) and _is_banner(box)
        blocks = [child for child in box if child.tag in (f"{{{_W}}}p", f"{{{_W}}}tbl")]
        box.getparent().remove(box)
        for block in blocks:
            if before:
                anchor.addprevious(block)
            else:
                placed.get(anchor, anchor).addnext(block)
                placed[anchor] = block


def _is_banner(box) -> bool:
    """A box holding only a short name ("Safe Deposit Lockers"): no sentence, figure or call-out."""
    lines = [_text([p]).strip() for p in box.iter(f"{{{_W}}}p")]
    lines = [line for line in lines if line]
    return bool(lines) and all(
        len(line.split()) <= _MAX_BANNER_WORDS
        and not line.endswith((".", ":", ";", "!", "?", ","))
        and not any(char.isdigit() for char in line)
        for line in lines
    )


def _text_before(paragraph, box) -> bool:
    """Whether ``paragraph`` shows text before ``box`` (text of other boxes not counted)."""
    for node in paragraph.iter(f"{{{_W}}}t", f"{{{_W}}}txbxContent"):
        if node is box:
            return False
        if (
            node.tag == f"{{{_W}}}t"
            and (node.text or "").strip()
            and not any(a.tag == f"{{{_W}}}txbxContent" for a in node.iterancestors())
        ):
            return True
    return False


def _unwrap_layout_tables(root) -> None:
    """A one-column table holding tables of its own frames the page (a layout made with a table): its
    cells' paragraphs and tables are read in order as the document's own, so the questions inside it
    keep their structure instead of becoming one table row each."""
    table_tag, row_tag, cell_tag = f"{{{_W}}}tbl", f"{{{_W}}}tr", f"{{{_W}}}tc"
    body = root.find(f"{{{_W}}}body")
    if body is None:
        return
    for table in [child for child in body if child.tag == table_tag]:
        rows = table.findall(row_tag)
        if not rows or any(len(row.findall(cell_tag)) != 1 for row in rows):
            continue
        cells = [row.find(cell_tag) for row in rows]
        if not any(cell.find(table_tag) is not None for cell in cells):
            continue
        content = [child for cell in cells for child in cell if child.tag in (f"{{{_W}}}p", table_tag)]
        _replace_with_children(table, content)


def _drop_navigation(root) -> None:
    """Paragraphs that only link within the document are navigation when the link goes to the top or a
    contents anchor ("Back to top ↑", Word's contents entries) or repeats a paragraph found elsewhere (a
    "jump to a question" list): not read. A heading, or linked text said nowhere else, stays."""
    text_tag, link_tag = f"{{{_W}}}t", f"{{{_W}}}hyperlink"
    paragraphs = list(root.iter(f"{{{_W}}}p"))
    texts = [" ".join("".join(node.text or "" for node in p.iter(text_tag)).split()) for p in paragraphs]
    counts: dict[str, int] = {}
    for text in texts:
        counts[text] = counts.get(text, 0) + 1
    jumps: list[int] = []  # paragraphs dropped that jump to a place in the document (not "Back to top")
    for number, (paragraph, whole) in enumerate(zip(paragraphs, texts, strict=True)):
        links = [link for link in paragraph.iter(link_tag) if link.get(f"{{{_W}}}anchor")]
        if not links or not whole or _is_heading_paragraph(paragraph):
            continue
        linked = " ".join("".join(node.text or "" for link in links for node in link.iter(text_tag)).split())
        if linked != whole:
            continue
        anchors = {link.get(f"{{{_W}}}anchor") for link in links}
        if anchors & {"_top"} or any(anchor.startswith("_Toc") for anchor in anchors) or counts[whole] > 1:
            _empty(paragraph)
            if "_top" not in anchors:
                jumps.append(number)
    # The label over a list of such links ("On this page", "Contents:", "Jump to") is navigation too: left alone,
    # a bold "On this page" heads every section after it. Only over a list (two links or more, one after the
    # other) and outside tables: the short last line of an answer before its "Back to top" is the answer.
    for first, second in itertools.pairwise(jumps):
        if first - 1 in jumps or any(texts[between] for between in range(first + 1, second)):
            continue  # not the start of a list of links
        before = first - 1
        while before >= 0 and not texts[before]:
            before -= 1
        label = texts[before] if before >= 0 else ""
        short = len(label.rstrip(":").split()) <= _MAX_NAVIGATION_LABEL_WORDS and not label.endswith((".", "?"))
        in_table = any(ancestor.tag == f"{{{_W}}}tc" for ancestor in paragraphs[before].iterancestors())
        if label and short and not in_table and not _is_heading_paragraph(paragraphs[before]):
            _empty(paragraphs[before])


def _empty(paragraph) -> None:
    """Emptied, not removed: a table cell must keep a paragraph."""
    for child in list(paragraph):
        if child.tag != f"{{{_W}}}pPr":
            paragraph.remove(child)


def _is_heading_paragraph(paragraph) -> bool:
    style = paragraph.find(f"{{{_W}}}pPr/{{{_W}}}pStyle")
    name = (style.get(f"{{{_W}}}val") or "").lower() if style is not None else ""
    return name.startswith(("heading", "title")) or paragraph.find(f"{{{_W}}}pPr/{{{_W}}}outlineLvl") is not None


def _split_typed_lines(root) -> None:
    """A whole FAQ typed into one paragraph with line breaks (Shift+Enter): "EDUCATION LOAN" ⏎ "Q: Which
    courses are covered?" ⏎ "A: Studies in India …" ⏎ … Each line becomes a paragraph of its own, so
    the questions can head their answers. Only a paragraph that opens with a question or a category's
    name and holds at least two questions (bold, or marked "Q:"), each on a line of its own: prose, a
    letter listing questions under "Please reply to the following:" and a Word list item stay whole.
    """
    for paragraph in list(root.iter(f"{{{_W}}}p")):
        if paragraph.find(f"{{{_W}}}r/{{{_W}}}br") is None or _is_list_item(paragraph):
            continue  # a list item's lines are one item
        lines = _typed_lines(deepcopy(paragraph))  # a copy: a paragraph left whole must keep its runs
        lines = [line for line in lines if _text(line).strip()]
        asked = [_is_typed_question(line) for line in lines]
        # It opens with a question or a category's name: "please answer these questions:" over a list of
        # questions is a letter's paragraph, not an FAQ.
        opens = bool(lines) and (asked[0] or _is_typed_name(lines[0]))
        if sum(asked) < _MIN_LEAD_INS or not opens:
            continue
        properties = paragraph.find(f"{{{_W}}}pPr")
        for line in reversed(lines):
            new = paragraph.makeelement(paragraph.tag, {})
            if properties is not None:
                new.append(deepcopy(properties))
            for element in line:
                new.append(element)
            paragraph.addnext(new)
        paragraph.getparent().remove(paragraph)


def _is_list_item(paragraph) -> bool:
    """Numbered or bulleted by Word (its own numbering, or a list style such as "List Number")."""
    properties = paragraph.find(f"{{{_W}}}pPr")
    if properties is None:
        return False
    style = properties.find(f"{{{_W}}}pStyle")
    name = (style.get(f"{{{_W}}}val") or "").lower() if style is not None else ""
    return properties.find(f"{{{_W}}}numPr") is not None or name.startswith("list")


def _is_typed_question(line: list) -> bool:
    text = _text(line).strip()
    return _asks(text) and bool(QUESTION_MARKER.match(text) or all(_is_bold(r) for r in line if _text([r]).strip()))


def _is_typed_name(line: list) -> bool:
    """A category's name typed on a line of its own: short, no sentence, bold or in capitals."""
    text = _text(line).strip()
    bold = all(_is_bold(r) for r in line if _text([r]).strip())
    return (
        len(text.split()) <= _MAX_BANNER_WORDS and not text.endswith((".", ":", ";", ",")) and (bold or text.isupper())
    )


def _typed_lines(paragraph) -> list[list]:
    """A paragraph's content split at its line breaks: per line, the runs (and other inline elements)
    holding it; a run broken by a line break is split into two runs with the same properties."""
    lines: list[list] = [[]]
    for child in paragraph:
        if child.tag == f"{{{_W}}}pPr":
            continue
        if child.tag != f"{{{_W}}}r" or child.find(f"{{{_W}}}br") is None:
            lines[-1].append(child)
            continue
        properties = child.find(f"{{{_W}}}rPr")
        current = None
        for node in list(child):
            if node is properties:
                continue
            if node.tag == f"{{{_W}}}br" and node.get(f"{{{_W}}}type") in (None, "textWrapping"):
                lines.append([])
                current = None
                continue
            if current is None:
                current = child.makeelement(f"{{{_W}}}r", {})
                if properties is not None:
                    current.append(deepcopy(properties))
                lines[-1].append(current)
            current.append(node)
    return lines


def _split_question_lines(root) -> None:
    """A question and its answer typed in one paragraph become two paragraphs, so the question can be
    read as the answer's heading: "**Q. How do I…?**" ⏎ "A. Go to…" (a line break between), or a bold
    lead-in "**Can I open a locker jointly?** Yes, up to…" (the answer follows in plain type, as FAQ
    web pages saved or pasted into Word have it).

    Only when the question ends with "?" and is bold (or, before a line break, carries a question
    marker: "Q.", "Q1:", "Question:"), and text follows it: a paragraph of prose keeps its line breaks,
    a bold sentence inside prose is not at the paragraph's start, and a lone bold lead-in is a call-out.
    """
    found = [(paragraph, split) for paragraph in root.iter(f"{{{_W}}}p") if (split := _question_line(paragraph))]
    # A file that does it at least twice: a lone bold lead-in is a call-out, a lone run-in title emphasis.
    kinds = Counter(kind for _, (_, at, kind) in found if at is None)
    splits = [
        (paragraph, (run, at)) for paragraph, (run, at, kind) in found if at is not None or kinds[kind] >= _MIN_LEAD_INS
    ]
    for paragraph, (run, at) in splits:
        if at is None and _RUN_IN_TITLE.fullmatch(title := _text(list(paragraph)[: paragraph.index(run)])):
            _drop_final_stop(list(paragraph)[: paragraph.index(run)], title)
        # the answer starts in ``run`` at child ``at`` (after a line break) or with ``run`` (a lead-in)
        # A plain paragraph: the question's style (a heading, a numbered list) is the question's alone.
        answer = paragraph.makeelement(paragraph.tag, {})
        if at is None:
            moved = list(paragraph)[paragraph.index(run) :]
        else:
            tail = run.makeelement(f"{{{_W}}}r", {})
            if run.find(f"{{{_W}}}rPr") is not None:
                tail.append(deepcopy(run.find(f"{{{_W}}}rPr")))
            for child in list(run)[at + 1 :]:
                tail.append(child)  # moves it out of the question's run
            run.remove(run[at])
            moved = [tail, *list(paragraph)[paragraph.index(run) + 1 :]]
        for child in moved:
            answer.append(child)
        paragraph.addnext(answer)


def _question_line(paragraph):
    """Where the answer starts in a paragraph that opens with its question or title: (run, index of the
    line break in it, kind) or (first run of the plain answer, None, kind); None when the paragraph is
    not one. ``kind`` is "question" or "title" (a numbered run-in title: "**4. Reactivation.** An
    inoperative account can be…", how circulars and policies head their paragraphs)."""
    runs = [child for child in paragraph if child.tag == f"{{{_W}}}r"]
    breaks = (
        (number, index)
        for number, run in enumerate(runs)
        for index, child in enumerate(run)
        if child.tag == f"{{{_W}}}br" and child.get(f"{{{_W}}}type") in (None, "textWrapping")
    )
    found = next(breaks, None)
    if found is not None:
        number, index = found
        run = runs[number]
        first = _text(runs[:number]) + _text(run[:index])
        bold = all(_is_bold(r) for r in runs[: number + 1] if _text([r]).strip())
        rest = _text(run[index + 1 :]) + _text(paragraph[paragraph.index(run) + 1 :])
        if _asks(first) and rest.strip() and (bold or QUESTION_MARKER.match(first.strip())):
            return run, index, "question"
        return None
    # A bold lead-in: the bold runs at the paragraph's start ask, and plain text follows them.
    for number, run in enumerate(runs):
        if _text([run]).strip() and not _is_bold(run):
            lead_in = _text(runs[:number])
            if _asks(lead_in) and len(lead_in.split()) >= _MIN_LEAD_IN_WORDS:
                return run, None, "question"
            if (
                _RUN_IN_TITLE.fullmatch(lead_in)
                and not _NOT_A_TITLE.search(lead_in)
                and len(lead_in.split()) <= _MAX_RUN_IN_WORDS
                and len(_text(runs[number:]).split()) >= _MIN_RUN_IN_BODY_WORDS
                and not any(ancestor.tag == f"{{{_W}}}tc" for ancestor in paragraph.iterancestors())
            ):
                return run, None, "title"
            return None
    return None


def _drop_final_stop(runs: list, title: str) -> None:
    """ "4. Reactivation." heads its paragraph as "4. Reactivation": the run-in stop is typography."""
    stop = title.rstrip()[-1]
    for node in reversed([node for run in runs for node in run.iter(f"{{{_W}}}t")]):
        text = (node.text or "").rstrip()
        if text:
            if text.endswith(stop):
                node.text = text[:-1]
            return


def _text(elements) -> str:
    """The text of these elements and everything inside them."""
    return "".join(node.text or "" for element in elements for node in element.iter(f"{{{_W}}}t"))


def _asks(line: str) -> bool:
    line = line.strip()
    return line.endswith("?") and len(line) <= _MAX_QUESTION_CHARS


def _is_bold(run) -> bool:
    bold = run.find(f"{{{_W}}}rPr/{{{_W}}}b")
    return bold is not None and bold.get(f"{{{_W}}}val") not in ("0", "false", "off")


def _note_texts(part: bytes) -> dict[str, str]:
    """Footnote (or endnote) id -> its text, separators left out."""
    from lxml import etree

    texts = {}
    for note in etree.fromstring(part).iter(f"{{{_W}}}footnote", f"{{{_W}}}endnote"):
        text = " ".join(" ".join("".join(p.itertext()) for p in note.iter(f"{{{_W}}}p")).split())
        if text and note.get(f"{{{_W}}}type") in (None, "normal"):
            texts[note.get(f"{{{_W}}}id")] = text
    return texts


def _inline_notes(root, notes: dict[str, dict[str, str]]) -> None:
    """A footnote is read where it is referenced: "… ₹2,000 a year. (Plus GST; waived for seniors.)"."""
    for reference, texts in notes.items():
        for mark in list(root.iter(f"{{{_W}}}{reference}")):
            text = texts.get(mark.get(f"{{{_W}}}id"))
            run = mark.getparent()
            if text is None or run is None:
                continue
            shown = run.makeelement(f"{{{_W}}}t", {"{http://www.w3.org/XML/1998/namespace}space": "preserve"})
            shown.text = f" ({text})"
            run.replace(mark, shown)  # only the reference: text sharing its run stays
