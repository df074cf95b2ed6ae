"""The indexer's graph steps: keep the entity graph at the registry's document versions.

The Qdrant registry decides which version of a document customers see; the graph is derived
from it. Per document the indexer writes the graph right after the registry switch (step 3 of
the journal in ``banking_ai.rag.indexing``) and deletes it right after a removal is recorded.
Each graph write is one transaction that also stores the document's graph version
(``<registry version>+<extractor signature>``), so a crash or a graph outage between the two
stores leaves a visible difference: at the end of every run ``reconcile`` compares the
registry's versions with the graph's and rebuilds what differs from the stored chunk payloads
(no parsing, no embedding). A lexicon change shows up the same way and is repaired the same way.

A failing graph never fails indexing: documents stay searchable (without the boost for the
changed ones), one warning is logged, the rest of the run skips the graph, and the report
says that the next run repairs it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path

from banking_ai.graph.base import ChunkEntities, GraphStore, GraphUnavailable
from banking_ai.graph.deadline import DeadlineRunner
from banking_ai.graph.entities import EntityExtractor
from banking_ai.rag.store import QdrantIndex, point_id
from banking_ai.types import Chunk, IndexReport

log = logging.getLogger(__name__)

_CHUNK_FIELDS = tuple(f.name for f in fields(Chunk))


class GraphSync:
    """Graph writes for one indexer; a call never raises and never waits past ``write_timeout_s``."""

    def __init__(self, store: GraphStore, extractor: EntityExtractor, write_timeout_s: float = 60.0) -> None:
        self.store = store
        self.extractor = extractor
        self._write_timeout_s = write_timeout_s
        self.failure: str | None = None
        self._runner = DeadlineRunner(workers=1, name="graph-write")

    def graph_version(self, version: str) -> str:
        return f"{version}+{self.extractor.signature}"

    def start_run(self) -> None:
        """At the start of an indexing run: reach the store and create its schema (Neo4j: the constraints)."""
        self.failure = None
        self._call(self.store.ensure_schema)

    def entities(self, doc_id: str, version: str, chunks: Sequence[Chunk]) -> list[ChunkEntities]:
        return [
            ChunkEntities(
                point_id(doc_id, version, chunk.position), chunk.position, self.extractor.extract(chunk.embedding_text)
            )
            for chunk in chunks
        ]

    def upsert(self, doc_id: str, version: str, chunks: Sequence[Chunk]) -> None:
        """Store a document version's chunk entities (the journal step after the registry switch)."""
        if self.failure is None:
            rows = self.entities(doc_id, version, chunks)
            self._call(self.store.upsert_document, doc_id, self.graph_version(version), rows)

    def delete(self, doc_id: str) -> None:
        if self.failure is None:
            self._call(self.store.delete_document, doc_id)

    def reconcile(self, index: QdrantIndex) -> int:
        """Bring every document's graph to its registry version; the number of documents repaired."""
        if self.failure is not None:
            return 0
        wanted = {doc: self.graph_version(v) for doc, v in (index.versions() if index.exists() else {}).items()}
        stored = self._call(self.store.document_versions)
        if stored is None:
            return 0
        stale = {doc for doc, version in wanted.items() if stored.get(doc) != version}
        extra = [doc for doc in stored if doc not in wanted]
        for doc_id in extra:
            log.warning("graph: removing %s (no longer in the index)", Path(doc_id).name)
            self.delete(doc_id)
        if stale:
            registry = index.versions()
            chunks: dict[str, list[Chunk]] = {doc: [] for doc in stale}
            for point in index.scroll_all(with_vectors=False):
                payload = point.payload
                doc_id = payload.get("doc_id")
                if doc_id in chunks and payload.get("version") == registry.get(doc_id):
                    chunks[doc_id].append(Chunk(**{name: payload[name] for name in _CHUNK_FIELDS}))
            for doc_id in sorted(stale):
                log.warning("graph: repairing the entities of %s", Path(doc_id).name)
                self.upsert(doc_id, registry[doc_id], sorted(chunks[doc_id], key=lambda chunk: chunk.position))
        return 0 if self.failure else len(stale) + len(extra)

    def report(self, report: IndexReport) -> None:
        if self.failure is not None:
            report.failed["graph store"] = (
                f"{self.store.description} unavailable ({self.failure}): the documents are searchable; "
                "their entity boost is repaired by the next indexing run"
            )

    def _call(self, function, *args):
        if self.failure is not None:
            return None
        # A thread with a deadline: a server that accepts and never answers cannot hang indexing.
        try:
            return self._runner.submit(function, *args).result(self._write_timeout_s)
        except TimeoutError:
            self._fail(f"no answer within {self._write_timeout_s:g} s")
        except GraphUnavailable as exc:
            self._fail(exc.reason)
        except Exception as exc:  # the graph is derived: never fail the documents over it
            log.exception("graph store call failed")
            self._fail(type(exc).__name__)
        return None

    def _fail(self, reason: str) -> None:
        self.failure = reason
        log.warning(
            "graph store %s unavailable (%s): indexing continues without it; the next run repairs the graph",
            self.store.description,
            reason,
        )
