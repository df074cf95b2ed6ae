"""``MemoryGraphStore``: a dict-backed GraphStore for tests and experiments (one process, no file)."""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence

from banking_ai.graph.base import ChunkEntities, GraphCounts, GraphUnavailable, SharedEntities


class MemoryGraphStore:
    """The whole graph in Python dicts; ``fail_with`` makes every call raise (fault tests)."""

    description = "in-memory graph"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._versions: dict[str, str] = {}
        self._chunks: dict[str, tuple[str, frozenset[str]]] = {}  # chunk id -> (doc_id, entities)
        self.fail_with: str | None = None
        self.calls = 0

    def _check(self) -> None:
        self.calls += 1
        if self.fail_with:
            raise GraphUnavailable(self.fail_with)

    def upsert_document(self, doc_id: str, version: str, chunks: Sequence[ChunkEntities]) -> None:
        self._check()
        with self._lock:
            self._drop(doc_id)
            for chunk in chunks:
                self._chunks[chunk.chunk_id] = (doc_id, frozenset(chunk.entities))
            self._versions[doc_id] = version

    def delete_document(self, doc_id: str) -> None:
        self._check()
        with self._lock:
            self._drop(doc_id)
            self._versions.pop(doc_id, None)

    def _drop(self, doc_id: str) -> None:
        for chunk_id in [c for c, (d, _) in self._chunks.items() if d == doc_id]:
            del self._chunks[chunk_id]

    def document_versions(self) -> dict[str, str]:
        self._check()
        with self._lock:
            return dict(self._versions)

    def shared_entities(self, entities: Collection[str], chunk_ids: Collection[str]) -> SharedEntities:
        self._check()
        wanted = frozenset(entities)
        with self._lock:
            by_chunk = {}
            for chunk_id in chunk_ids:
                if chunk_id in self._chunks and (shared := self._chunks[chunk_id][1] & wanted):
                    by_chunk[chunk_id] = shared
            counts: dict[str, int] = {}
            for _, mentioned in self._chunks.values():
                for entity in mentioned & wanted:
                    counts[entity] = counts.get(entity, 0) + 1
            return SharedEntities(by_chunk, counts, len(self._chunks))

    def related_chunks(
        self, entities: Collection[str], exclude: Collection[str], limit: int
    ) -> dict[str, frozenset[str]]:
        self._check()
        wanted, skip = frozenset(entities), frozenset(exclude)
        with self._lock:
            found = [
                (chunk_id, shared)
                for chunk_id, (_, mentioned) in self._chunks.items()
                if chunk_id not in skip and (shared := mentioned & wanted)
            ]
        found.sort(key=lambda item: (-len(item[1]), item[0]))
        return dict(found[: max(limit, 0)])

    def counts(self) -> GraphCounts:
        self._check()
        with self._lock:
            mentions = sum(len(entities) for _, entities in self._chunks.values())
            return GraphCounts(len(self._versions), len(self._chunks), mentions)

    def ensure_schema(self) -> None:
        self._check()

    def ping(self) -> None:
        self._check()

    def close(self) -> None:
        pass
