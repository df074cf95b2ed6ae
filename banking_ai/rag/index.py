"""The ``PolicyIndex`` seam: the one object that owns the vector index of policy chunks.

Everything that reads or writes the index goes through it: search candidates, chunks by id, the
document listing staff see (the staff tab, ``banking-ai documents`` and the health panel share it),
sizes, reloads and a status line. It owns the Qdrant client and the index lock, so the rule that
Qdrant's local mode allows one client per folder stays inside ``banking_ai/rag``.

Two implementations, chosen by ``make_policy_index`` only:

- ``SnapshotPolicyIndex`` (``rag/snapshot_index.py``; local mode default): searches an in-memory
  snapshot of the stored vectors and lists documents from it; readers never take the writer's lock.
- ``QdrantPolicyIndex`` (``rag/qdrant_index.py``): a Qdrant server or cluster (``QDRANT_URL``), or
  local mode with ``BANKING_AI_QDRANT__LOCAL_READER=qdrant``; queries go to Qdrant's API.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np

from banking_ai.rag import snapshot
from banking_ai.rag.locking import IndexLock
from banking_ai.types import DocumentRecord, RetrievedChunk

if TYPE_CHECKING:
    from banking_ai.rag.store import QdrantIndex
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

SparseQuery = tuple[list[int], list[float]]  # (term ids, weights) of a BM25 query


@dataclass(slots=True)
class Candidate:
    """A point proposed for reranking; ``vector`` is the stored unit dense vector."""

    point_id: str
    payload: dict
    vector: np.ndarray
    sparse_score: float = 0.0

    def retrieved(self, score: float, cosine: float = 0.0, named: bool = False) -> RetrievedChunk:
        """This chunk as a search result with ranking ``score`` and question ``cosine``."""
        payload = self.payload
        return RetrievedChunk(
            text=payload["text"],
            score=score,
            doc_title=payload["doc_title"],
            section=payload["section"],
            source=payload["source"],
            chunk_id=self.point_id,
            doc_id=payload["doc_id"],
            position=payload["position"],
            cosine=cosine,
            refers_to=tuple(payload.get("refers_to") or ()),
            named=named,
        )


@dataclass(frozen=True, slots=True)
class IndexStatus:
    """For the health panel: ``state`` is "ok", "not loaded yet", "behind" or "unavailable" (with ``detail``)."""

    store: str  # which backend and where: "Qdrant server (host)"; never credentials
    state: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.store}: {self.state}{' (' + self.detail + ')' if self.detail else ''}"


@dataclass(slots=True)
class IndexWrite:
    """One writer's hold on the index: the Qdrant collections, and whether readers must be told."""

    store: QdrantIndex
    changed: bool = False  # set by the writer once anything readers see may have changed


class PolicyIndex(Protocol):
    """The searchable policy chunks of one index; safe to share between threads."""

    def candidates(
        self, dense: np.ndarray, sparse: SparseQuery | None, dense_limit: int, sparse_limit: int
    ) -> list[Candidate]:
        """Union of the dense top ``dense_limit`` (cosine) and the sparse top ``sparse_limit`` (BM25)
        searchable chunks, each with its BM25 score for ``sparse`` (0 without one)."""
        ...

    def by_ids(self, ids: list[str], sparse: SparseQuery | None) -> list[Candidate]:
        """The given chunks that are searchable now, in the order given (others skipped), BM25-scored."""
        ...

    def chunks(self, limit: int) -> list[RetrievedChunk]:
        """Up to ``limit`` searchable chunks (score 0), in index order: for warming caches."""
        ...

    def documents(self) -> list[DocumentRecord]:
        """The documents customers can search now, sorted by title; never waits for a running build
        when a complete earlier generation can be listed instead."""
        ...

    def size(self) -> int:
        """Number of searchable chunks."""
        ...

    def reload(self) -> None:
        """Show changes written in this process now (a build calls it); other processes' builds are
        picked up within about a second on their own."""
        ...

    def status(self) -> IndexStatus:
        """Which backend, where, and whether it is serving the current index."""
        ...

    def writing(self, purpose: str = "indexing") -> AbstractContextManager[IndexWrite]:
        """Hold the index lock (waiting up to ``rag.lock_timeout_s``, then ``IndexBusyError``) and
        hand over the Qdrant collections; when the writer set ``changed``, publish a new generation
        for every reader on exit (even after an error) and reload this process's view."""
        ...

    def close(self) -> None:
        """Release the client (if any); the index is not used afterwards."""
        ...


def make_policy_index(settings: Settings) -> PolicyIndex:
    """The one place that chooses the index backend."""
    if not settings.qdrant.url and settings.qdrant.local_reader == "snapshot":
        from banking_ai.rag.snapshot_index import SnapshotPolicyIndex

        return SnapshotPolicyIndex(settings)
    from banking_ai.rag.qdrant_index import QdrantPolicyIndex

    return QdrantPolicyIndex(settings)


@contextmanager
def locked_write(
    settings: Settings,
    purpose: str,
    client: AbstractContextManager,
    publish: Callable[[QdrantIndex, str], None] | None = None,
) -> Iterator[IndexWrite]:
    """The writer's steps shared by both backends: the lock, the collections on ``client``, and a new
    generation named for readers when the writer changed something.

    ``publish(store, generation)`` runs before the generation is named (the snapshot backend saves
    its file there), and only when the writer finished without an error; a run that failed half-way
    still names a generation, and readers without a file of it read the index itself.
    """
    from banking_ai.rag.store import QdrantIndex

    lock = IndexLock(settings.index_dir)
    lock.acquire(settings.rag.lock_timeout_s, purpose)
    write: IndexWrite | None = None
    generation = None
    try:
        with client as opened:
            write = IndexWrite(QdrantIndex(opened, settings.qdrant.collection))
            yield write
            if write.changed:
                generation = snapshot.new_generation()
                if publish is not None:
                    publish(write.store, generation)
    finally:
        if write is not None and write.changed:
            snapshot.mark_generation(settings.index_dir, generation or snapshot.new_generation())
        lock.release()


def reload_quietly(index: PolicyIndex) -> None:
    """``index.reload()`` after a build; a failure is logged (the build itself succeeded, and readers retry)."""
    try:
        index.reload()
    except Exception:
        log.exception("refreshing the in-process search index failed")
