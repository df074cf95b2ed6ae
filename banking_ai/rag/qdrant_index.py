"""``QdrantPolicyIndex``: the policy index served by Qdrant's query API.

A Qdrant server or cluster (``QDRANT_URL``), or local mode in ``index_dir`` with
``BANKING_AI_QDRANT__LOCAL_READER=qdrant``. Dense and sparse candidates come in one batch request
with their stored dense vectors, limited to each document's registry version. The index holds one
client for reading and writing: qdrant-client's local mode allows one client per folder.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from urllib.parse import urlsplit

import numpy as np

from banking_ai.rag.index import Candidate, IndexStatus, IndexWrite, SparseQuery, locked_write, reload_quietly
from banking_ai.rag.store import DENSE, SPARSE, QdrantIndex, document_records, local_path, make_client
from banking_ai.settings import Settings
from banking_ai.types import DocumentRecord, RetrievedChunk


class QdrantPolicyIndex:
    """The policy index on Qdrant's API: candidates, listing and sizes from the collections, each
    document at its registry version (re-read at most once per ``versions_ttl_s``)."""

    def __init__(self, settings: Settings, versions_ttl_s: float = 1.0) -> None:
        self._settings = settings
        self._client = None  # made on first use
        self._client_lock = threading.Lock()
        self._collection = settings.qdrant.collection
        self._versions_ttl_s = versions_ttl_s
        self._versions: dict[str, str] = {}
        self._versions_at = float("-inf")

    @property
    def _store(self) -> QdrantIndex:
        with self._client_lock:
            if self._client is None:
                self._client = make_client(self._settings)
            return QdrantIndex(self._client, self._collection)

    def _current_versions(self) -> dict[str, str]:
        """doc_id -> searchable version, re-read from the registry at most once per ``versions_ttl_s``."""
        now = time.monotonic()
        if now - self._versions_at > self._versions_ttl_s:
            store = self._store
            self._versions = store.versions() if store.exists() else {}
            self._versions_at = now
        return self._versions

    # -- searching ------------------------------------------------------------------
    def candidates(self, dense, sparse, dense_limit, sparse_limit):
        from qdrant_client import models

        versions = self._current_versions()
        if not versions:
            return []
        client = self._store.client

        def current(point) -> bool:  # a half-written or retired version is not searchable
            return versions.get(point.payload.get("doc_id")) == point.payload.get("version")

        requests = [
            models.QueryRequest(
                query=dense.tolist(), using=DENSE, limit=dense_limit, with_payload=True, with_vector=[DENSE]
            )
        ]
        lexical = models.SparseVector(indices=sparse[0], values=sparse[1]) if sparse and sparse[0] else None
        if lexical and sparse_limit:
            requests.append(
                models.QueryRequest(
                    query=lexical, using=SPARSE, limit=sparse_limit, with_payload=True, with_vector=[DENSE]
                )
            )
        responses = client.query_batch_points(self._collection, requests=requests)
        found = {str(p.id): _from_point(p) for p in responses[0].points if current(p)}
        scores: dict[str, float] = {}
        for point in responses[1].points if len(responses) > 1 else []:
            if current(point):
                found.setdefault(str(point.id), _from_point(point))
                scores[str(point.id)] = float(point.score)
        # Score every pooled candidate with BM25, as the snapshot does, so both backends rank alike.
        unscored = [point_id for point_id in found if point_id not in scores]
        if lexical and unscored:
            scores.update(self._sparse_scores(lexical, unscored))
        for point_id, score in scores.items():
            found[point_id].sparse_score = score
        return list(found.values())

    def by_ids(self, ids: list[str], sparse: SparseQuery | None) -> list[Candidate]:
        from qdrant_client import models

        versions = self._current_versions()
        if not ids or not versions:
            return []
        points = self._store.client.retrieve(self._collection, ids, with_payload=True, with_vectors=[DENSE])
        found = {
            str(p.id): _from_point(p)
            for p in points
            if versions.get(p.payload.get("doc_id")) == p.payload.get("version")
        }
        if sparse and sparse[0] and found:
            lexical = models.SparseVector(indices=sparse[0], values=sparse[1])
            for point_id, score in self._sparse_scores(lexical, list(found)).items():
                found[point_id].sparse_score = score
        return [found[point_id] for point_id in ids if point_id in found]

    def _sparse_scores(self, lexical, ids: list[str]) -> dict[str, float]:
        """BM25 scores of the given points (an id-filtered sparse query)."""
        from qdrant_client import models

        scored = self._store.client.query_points(
            self._collection,
            query=lexical,
            using=SPARSE,
            query_filter=models.Filter(must=[models.HasIdCondition(has_id=ids)]),
            limit=len(ids),
            with_payload=False,
        )
        return {str(point.id): float(point.score) for point in scored.points}

    def chunks(self, limit: int) -> list[RetrievedChunk]:
        versions = self._current_versions()
        out: list[RetrievedChunk] = []
        if limit <= 0 or not versions:
            return out
        for point in self._store.scroll_all(with_vectors=False):
            if versions.get(point.payload.get("doc_id")) == point.payload.get("version"):
                out.append(Candidate(str(point.id), point.payload, None).retrieved(0.0))
                if len(out) == limit:
                    break
        return out

    # -- listing --------------------------------------------------------------------
    def documents(self) -> list[DocumentRecord]:
        store = self._store
        return document_records(store.records().values()) if store.exists() else []

    def size(self) -> int:
        return sum(record.chunks for record in self.documents())

    def reload(self) -> None:
        self._versions_at = float("-inf")  # the next search re-reads the registry

    def status(self) -> IndexStatus:
        """Asks Qdrant now (bounded by ``qdrant.timeout_s`` on a server)."""
        if self._settings.qdrant.url:
            where = f"Qdrant server ({urlsplit(self._settings.qdrant.url).hostname or '?'})"  # never credentials
        else:
            where = f"Qdrant local mode ({local_path(self._settings)}), queried through qdrant-client"
        try:
            indexed = self._store.exists()
        except Exception as exc:  # the panel reports; it must not fail
            return IndexStatus(where, "unavailable", type(exc).__name__)
        return IndexStatus(where, "ok", f"collection {self._collection}" if indexed else "nothing indexed yet")

    # -- writing --------------------------------------------------------------------
    @contextmanager
    def writing(self, purpose: str = "indexing") -> Iterator[IndexWrite]:
        # The writer uses the index's own client: local mode would refuse a second one in this process.
        with locked_write(self._settings, purpose, nullcontext(self._store.client)) as write:
            yield write
        if write.changed:
            reload_quietly(self)

    def close(self) -> None:
        with self._client_lock:
            client, self._client = self._client, None
        if client is not None:
            client.close()


def _from_point(point) -> Candidate:
    return Candidate(str(point.id), point.payload, np.asarray(point.vector[DENSE], np.float32))
