"""Blocks → chunks: prose split by RecursiveCharacterTextSplitter, tables by whole rows."""

from __future__ import annotations

import hashlib
from pathlib import Path

from banking_ai.rag.parsing import Block, ParsedDocument
from banking_ai.types import Chunk

SECTION_SEPARATOR = " > "


def chunk_document(
    parsed: ParsedDocument,
    *,
    doc_id: str,
    source: Path,
    modified: str,
    chunk_size: int,
    chunk_overlap: int,
) -> list[Chunk]:
    """Split a parsed document into chunks carrying title, section and position."""
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size,
        chunk_overlap=min(chunk_overlap, chunk_size // 2),
        separators=["\n\n", "\n", ". ", "; ", ", ", " ", ""],
        keep_separator="end",
    )
    pieces: list[tuple[Block, str]] = []
    for block in parsed.blocks:
        if block.kind == "table":
            pieces.extend((block, text) for text in _group_rows(block.rows, chunk_size))
        else:
            pieces.extend((block, text.strip()) for text in splitter.split_text(block.text) if text.strip())
    chunks = []
    for position, (block, text) in enumerate(pieces):
        section = SECTION_SEPARATOR.join(block.section)
        digest = hashlib.sha256(f"{parsed.title}\n{section}\n{text}".encode()).hexdigest()[:16]
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
            )
        )
    return chunks


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
