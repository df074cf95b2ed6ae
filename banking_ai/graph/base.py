"""The ``GraphStore`` seam: chunks, the banking entities they mention, and per-document versions.

The graph is a derived index. The Qdrant registry is the source of truth for which version of
a document customers may see; the graph stores, per document, the version its chunks were
extracted from (``graph_version``), and the indexer repairs any difference on its next run.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Protocol


class GraphUnavailable(RuntimeError):
    """The graph store cannot answer (unreachable, wrong password, timed out); ``reason`` is short and safe to show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class ChunkEntities:
    """One chunk of a document version and the canonical entity ids it mentions."""

    chunk_id: str
    position: int
    entities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SharedEntities:
    """What the graph knows about a question's entities among some candidate chunks.

    ``by_chunk``: candidate chunk id -> the question's entities it mentions (chunks sharing none
    are absent). ``chunk_counts``: question entity -> how many chunks in the whole graph mention
    it (entities no chunk mentions are absent). ``total_chunks``: chunks in the graph.
    """

    by_chunk: dict[str, frozenset[str]]
    chunk_counts: dict[str, int]
    total_chunks: int


@dataclass(frozen=True, slots=True)
class GraphCounts:
    documents: int
    chunks: int
    mentions: int


class GraphStore(Protocol):
    """Chunks and their entities, replaced a whole document version at a time."""

    description: str  # "SQLite (var/index/graph.sqlite3)", "Neo4j (host)": no credentials

    def upsert_document(self, doc_id: str, version: str, chunks: Sequence[ChunkEntities]) -> None:
        """Replace everything stored for ``doc_id`` with ``chunks`` and record ``version``; atomic."""
        ...

    def delete_document(self, doc_id: str) -> None:
        """Forget ``doc_id``'s chunks and version (no error if absent)."""
        ...

    def document_versions(self) -> dict[str, str]:
        """doc_id -> the graph version stored for it."""
        ...

    def shared_entities(self, entities: Collection[str], chunk_ids: Collection[str]) -> SharedEntities:
        """Which of ``entities`` each of ``chunk_ids`` mentions, plus the entities' chunk counts."""
        ...

    def related_chunks(
        self, entities: Collection[str], exclude: Collection[str], limit: int
    ) -> dict[str, frozenset[str]]:
        """Up to ``limit`` chunks not in ``exclude`` mentioning the most of ``entities`` (ties: chunk id)."""
        ...

    def counts(self) -> GraphCounts: ...

    def ensure_schema(self) -> None:
        """Create tables / uniqueness constraints if missing (a writer's start-up); idempotent."""
        ...

    def ping(self) -> None:
        """Raise ``GraphUnavailable`` if the store cannot answer now."""
        ...

    def close(self) -> None: ...
