"""Blocks → chunks: prose split by RecursiveCharacterTextSplitter, tables by whole rows.

Two structural rules keep chunks from being fragments (docs/retrieval.md, "Small pieces"):
- a short section intro ("The table shows the daily limits.", a one-line lead before the
  subsections) is joined to the block that follows it in the same section or a subsection,
  so it is retrieved together with what it introduces; a short note after a table joins the table;
- a section's text or rows are spread evenly over the chunks it needs, instead of filling
  each chunk to the limit and leaving a stray last line on its own.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from banking_ai.rag.parsing import Block, ParsedDocument
from banking_ai.types import Chunk
from banking_ai.vocabulary.hindi import english_half

SECTION_SEPARATOR = " > "
_BALANCE_STEP = 40  # characters; smaller chunk sizes tried when rebalancing a section's split
# A question's typed number at the start of its heading: "Q.13 …", "Q13. …", "FAQ 5 – …", "Question 3: …"
_QUESTION_NUMBER = re.compile(r"(?:q|ques|question|faq)\s*\.?\s*(\d{1,3})\b", re.IGNORECASE)
# A pointer to another question in the text: "(see Q.13)", "given in Q.7", "refer to FAQ 5"
_CROSS_REFERENCE = re.compile(
    r"\b(?:see|refer(?:\s+to)?|in|under|vide|per)\s+"
    r"(?:q|ques|question|faq)\s*\.?\s*(?:no\.?\s*)?(\d{1,3})\b",
    re.IGNORECASE,
)
_MIN_NUMBERED_QUESTIONS = 3


def chunk_document(
    parsed: ParsedDocument,
    *,
    doc_id: str,
    source: Path,
    modified: str,
    chunk_size: int,
    chunk_overlap: int,
    min_chunk_chars: int = 0,
) -> list[Chunk]:
    """Split a parsed document into chunks carrying title, section and position.

    ``min_chunk_chars`` (0 = off) is the length under which a piece counts as a fragment:
    short intros are joined to what follows and splits are rebalanced to avoid such pieces.
    """
    overlap = min(chunk_overlap, chunk_size // 2)
    numbered = _numbered_questions(parsed.blocks)
    pieces: list[tuple[Block, str]] = []
    for block in _attach_short_blocks(parsed.blocks, min_chunk_chars):
        if block.kind == "table":
            groups = _group_rows(block.rows, chunk_size)
            if min_chunk_chars and len(groups) > 1 and min(map(len, groups)) < min_chunk_chars:
                groups = _balanced_groups(block.rows, chunk_size, len(groups)) or groups
            pieces.extend((block, text) for text in groups)
        else:
            pieces.extend((block, text) for text in _split_text(block.text, chunk_size, overlap, min_chunk_chars))
    chunks = []
    for position, (block, text) in enumerate(pieces):
        section = SECTION_SEPARATOR.join(block.section)
        hashed = f"{parsed.title}\n{section}\n{text}"
        if (reading := english_half(hashed)) != hashed:  # bilingual: its vector is of the English alone
            hashed += f"\n\x00english reading\n{reading}"
        digest = hashlib.sha256(hashed.encode()).hexdigest()[:16]
        chunks.append(
            Chunk(
                doc_id=doc_id,
                doc_title=parsed.title,
                section=section,
                source=str(source),
                position=position,
                text=text,
                kind=block.kind,
                content_hash=digest,
                modified=modified,
                refers_to=_references(text, block.section, numbered),
            )
        )
    return chunks


def _numbered_questions(blocks: list[Block]) -> dict[str, str]:
    """Question number -> heading, in a file whose questions carry typed numbers ("Q.13 What is a
    top-up loan?", "FAQ 5 – …"); empty unless at least three do (a numbered FAQ)."""
    numbered: dict[str, str] = {}
    for block in blocks:
        for heading in block.section:
            found = _QUESTION_NUMBER.match(heading)
            if found:
                numbered.setdefault(found.group(1), heading)
    return numbered if len(numbered) >= _MIN_NUMBERED_QUESTIONS else {}


def _references(text: str, section: tuple[str, ...], numbered: dict[str, str]) -> tuple[str, ...]:
    """Headings of the other questions ``text`` sends the reader to ("see Q.13", "given in Q.7"): a chat
    answer cannot show the booklet's Q.7, so it is offered beside the answer."""
    found = (numbered.get(number) for number in _CROSS_REFERENCE.findall(text))
    return tuple(dict.fromkeys(heading for heading in found if heading and heading not in section))


def _attach_short_blocks(blocks: list[Block], min_chars: int) -> list[Block]:
    """Join each short text block to its neighbours' content instead of leaving it a chunk of its own.

    A short block followed by a block in the same section or a subsection is that block's
    intro: it is joined in front, and the result takes the following block's section (the
    more specific heading path, which still names the intro's heading as its parent).
    Otherwise a short closing note after a table of the same section becomes its last line.
    Tables keep whole rows: the joined text is one more line, packed with the rows beside it.
    """
    if not min_chars:
        return blocks
    out: list[Block] = []
    pending: Block | None = None
    for block in blocks:
        if pending is not None:
            if block.section[: len(pending.section)] == pending.section:
                if block.kind == "table":
                    block = Block(block.section, "table", rows=[pending.text, *block.rows])
                else:
                    block = Block(block.section, "text", text=f"{pending.text}\n\n{block.text}")
            else:
                _close(out, pending)
            pending = None
        if block.kind == "text" and len(block.text) < min_chars:
            pending = block
        else:
            out.append(block)
    if pending is not None:
        _close(out, pending)
    return out


def _close(out: list[Block], short: Block) -> None:
    last = out[-1] if out else None
    if last is not None and last.kind == "table" and last.section == short.section:
        out[-1] = Block(last.section, "table", rows=[*last.rows, short.text])
    else:
        out.append(short)


def _splitter(chunk_size: int, overlap: int):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    return RecursiveCharacterTextSplitter(
        chunk_size=chunk_size,
        chunk_overlap=min(overlap, chunk_size // 2),
        separators=["\n\n", "\n", ". ", "; ", ", ", " ", ""],
        keep_separator="end",
    )


def _split_text(text: str, chunk_size: int, overlap: int, min_chars: int) -> list[str]:
    """Split prose so that no piece is a fragment when a split within the size limit allows it.

    The splitter fills each piece to the limit, which can leave a short last line on its own
    (or a short paragraph after a long list). Fragments are merged into a neighbour while the
    result fits; if one remains, smaller split sizes are tried, which spreads the text evenly.
    """
    first = _merge_fragments(text, _clean(_splitter(chunk_size, overlap).split_text(text)), chunk_size, min_chars)
    if not min_chars or len(first) < 2 or min(map(len, first)) >= min_chars:
        return first
    for size in range(chunk_size - _BALANCE_STEP, chunk_size // 2, -_BALANCE_STEP):
        pieces = _clean(_splitter(size, overlap).split_text(text))
        candidate = _merge_fragments(text, pieces, chunk_size, min_chars)
        if len(candidate) > len(first):
            break
        if min(map(len, candidate)) >= min_chars:
            return candidate
    return first


def _merge_fragments(text: str, pieces: list[str], chunk_size: int, min_chars: int) -> list[str]:
    """Merge each piece shorter than ``min_chars`` into its shorter neighbour while the result fits.

    Merging takes the original text between the two pieces, so any overlap the splitter
    repeated is not doubled and the chunk stays a verbatim slice of the document.
    """
    if not min_chars or len(pieces) < 2:
        return pieces
    spans: list[tuple[int, int]] = []
    cursor = 0
    for piece in pieces:
        start = text.find(piece, cursor)
        if start < 0:
            return pieces  # not a verbatim slice (never expected); leave the split alone
        spans.append((start, start + len(piece)))
        cursor = start + 1
    while len(spans) > 1:
        order = sorted(range(len(spans)), key=lambda i: spans[i][1] - spans[i][0])
        merged = False
        for i in order:
            if spans[i][1] - spans[i][0] >= min_chars:
                break
            neighbours = sorted(
                (j for j in (i - 1, i + 1) if 0 <= j < len(spans)), key=lambda j: spans[j][1] - spans[j][0]
            )
            for j in neighbours:
                lo, hi = min(i, j), max(i, j)
                if spans[hi][1] - spans[lo][0] <= chunk_size:
                    spans[lo : hi + 1] = [(spans[lo][0], spans[hi][1])]
                    merged = True
                    break
            if merged:
                break
        if not merged:
            break
    return [text[start:end].strip() for start, end in spans]


def _clean(pieces: list[str]) -> list[str]:
    return [piece.strip() for piece in pieces if piece.strip()]


def _group_rows(rows: list[str], chunk_size: int) -> list[str]:
    """Pack whole rows into chunks of at most ``chunk_size`` characters (a longer row stays whole)."""
    groups: list[str] = []
    current: list[str] = []
    length = 0
    for row in rows:
        if current and length + len(row) + 1 > chunk_size:
            groups.append("\n".join(current))
            current, length = [], 0
        current.append(row)
        length += len(row) + 1
    if current:
        groups.append("\n".join(current))
    return groups


def _balanced_groups(rows: list[str], chunk_size: int, count: int) -> list[str] | None:
    """Whole rows in ``count`` groups of similar length (each within the size), or None."""
    target = sum(len(row) + 1 for row in rows) / count
    groups: list[list[str]] = [[]]
    length = 0
    for row in rows:
        size = len(row) + 1
        # Start a new group when this row would end past the target by more than it would start short of it.
        if groups[-1] and len(groups) < count and (length + size > chunk_size or length + size / 2 > target):
            groups.append([])
            length = 0
        groups[-1].append(row)
        length += size
    texts = ["\n".join(group) for group in groups]
    if len(texts) != count or any(len(text) > chunk_size for text in texts if "\n" in text):
        return None
    return texts
