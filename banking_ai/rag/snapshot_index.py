"""``SnapshotPolicyIndex`` (local mode default): the policy index searched as an in-memory snapshot.

It keeps a read-only copy of the searchable points — a float32 matrix and a CSC term matrix —
and of the document registry, loaded from the snapshot file the writer saves
(``rag/snapshot.py``) and reloaded when the index's generation changes. Measured on 10k chunks:
qdrant-client local mode took 8 ms per dense query, 69 ms per sparse query and 125 ms with a
payload filter; the snapshot answers both in about 1 ms. Readers — searches and the document
listing — never hold Qdrant's folder or wait for the writer's lock: staff can index while
customers (and the CLI) search. Only the writer opens a Qdrant client, for its run, under the lock.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from banking_ai.rag import snapshot as snapshots
from banking_ai.rag.index import Candidate, IndexStatus, IndexWrite, SparseQuery, locked_write, reload_quietly
from banking_ai.rag.locking import IndexBusyError, IndexLock
from banking_ai.rag.store import QdrantIndex, document_records, local_path, open_client
from banking_ai.settings import Settings
from banking_ai.types import DocumentRecord, RetrievedChunk

log = logging.getLogger(__name__)


class SnapshotPolicyIndex:
    """In-memory, read-only copy of the local index, swapped atomically on change."""

    def __init__(self, settings: Settings, check_every_s: float = 1.0) -> None:
        self._settings = settings
        self._check_every_s = check_every_s
        self._snapshot: snapshots.Snapshot | None = None
        self._loaded: str = ""  # when and from where, for the status line
        self._failure: str = ""  # why the last background reload failed, for the status line
        self._checked_at = 0.0
        self._first_load_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._reloading = False

    # -- loading --------------------------------------------------------------------
    def _generation(self) -> str:
        return snapshots.current_generation(self._settings.index_dir)

    def load(self, wait_s: float | None = None) -> None:
        """Load the current generation's snapshot file; never waits for a running build.

        Only when the file is missing or older than the index (built before snapshots were saved,
        or a run that failed before saving) is the Qdrant folder read, under the index lock
        (waiting up to ``wait_s``, default the lock timeout), and the file saved for every reader.
        While a build holds the lock, an older complete snapshot is served rather than waiting.
        """
        index_dir = self._settings.index_dir
        saved = None
        for _ in range(2):  # a build may rename a new file in between our two reads: look once more
            saved = snapshots.load(index_dir)
            if saved is not None and saved.generation == self._generation():
                self._use(saved, "file")
                return
        lock = IndexLock(index_dir)
        try:
            lock.acquire(self._settings.rag.lock_timeout_s if wait_s is None else wait_s, "loading a search snapshot")
        except IndexBusyError:
            if saved is None:
                raise
            if self._snapshot is None or self._snapshot.generation != saved.generation:
                self._use(saved, "last complete file, a build is running")
            return
        try:
            generation = self._generation()
            with open_client(self._settings) as client:
                snapshot = snapshots.read_from_index(QdrantIndex(client, self._settings.qdrant.collection), generation)
            snapshots.save(snapshot, index_dir)
        finally:
            lock.release()
        self._use(snapshot, "index")

    def _use(self, snapshot: snapshots.Snapshot, origin: str) -> None:
        self._snapshot = snapshot
        self._loaded = f"{len(snapshot.ids)} passages loaded {time.strftime('%H:%M:%S')} from the {origin}"
        self._failure = ""
        log.info("search snapshot loaded from the %s: %d chunks", origin, len(snapshot.ids))

    def reload(self) -> None:
        """Reload now, in the caller's thread, after an in-process build; searches keep running meanwhile.
        Nothing to do before the first load (that one reads the current generation anyway)."""
        if self._snapshot is None:
            return
        with self._state_lock:
            if self._reloading:
                return
            self._reloading = True
        try:
            self.load()
            self._checked_at = time.monotonic()
        finally:
            self._reloading = False

    def _current(self) -> snapshots.Snapshot | None:
        """The snapshot to read now; loads the first one, and starts a background reload when the
        index changed (at most one generation check per ``check_every_s``)."""
        if self._snapshot is None:
            self._first_load()
            return self._snapshot
        now = time.monotonic()
        if now - self._checked_at < self._check_every_s:
            return self._snapshot
        self._checked_at = now
        if self._generation() == self._snapshot.generation:
            return self._snapshot
        with self._state_lock:
            if self._reloading:
                return self._snapshot
            self._reloading = True
        threading.Thread(target=self._reload_in_background, name="snapshot-reload", daemon=True).start()
        return self._snapshot

    def _first_load(self) -> None:
        """Load once; concurrent first searches wait for it (bounded by the lock timeout)."""
        if not self._first_load_lock.acquire(timeout=self._settings.rag.lock_timeout_s):
            raise IndexBusyError("the search index is still loading; try again in a moment")
        try:
            if self._snapshot is None:
                self.load()
                self._checked_at = time.monotonic()
        finally:
            self._first_load_lock.release()

    def _reload_in_background(self) -> None:
        try:
            self.load(wait_s=0.5)
        except IndexBusyError:
            self._checked_at = 0.0  # a build is running; customers keep the old snapshot, retry later
        except Exception as exc:
            self._failure = type(exc).__name__
            log.exception("reloading the search snapshot failed; serving the previous one")
        finally:
            self._reloading = False

    # -- searching ------------------------------------------------------------------
    def candidates(self, dense, sparse, dense_limit, sparse_limit):
        snap = self._current()
        if snap is None or not snap.ids:
            return []
        chosen: dict[int, float] = {}
        scores = snap.matrix @ dense
        for row in _top(scores, dense_limit):
            chosen[int(row)] = 0.0
        if sparse and sparse_limit:
            columns = [snap.vocabulary[t] for t in sparse[0] if t in snap.vocabulary]
            if columns:
                lexical = snap.terms[:, columns] @ snap.idf[columns]
                for row in _top(lexical, sparse_limit):
                    if lexical[row] > 0:
                        chosen[int(row)] = float(lexical[row])
                for row in chosen:
                    chosen[row] = float(lexical[row])
        return [Candidate(snap.ids[row], snap.payloads[row], snap.matrix[row], score) for row, score in chosen.items()]

    def by_ids(self, ids: list[str], sparse: SparseQuery | None) -> list[Candidate]:
        snap = self._current()
        if snap is None:
            return []
        rows = [snap.rows[point_id] for point_id in ids if point_id in snap.rows]
        if not rows:
            return []
        scores = np.zeros(len(rows), np.float32)
        if sparse:
            columns = [snap.vocabulary[t] for t in sparse[0] if t in snap.vocabulary]
            if columns:
                scores = np.asarray(snap.terms[rows][:, columns] @ snap.idf[columns]).ravel()
        return [
            Candidate(snap.ids[row], snap.payloads[row], snap.matrix[row], float(score))
            for row, score in zip(rows, scores, strict=True)
        ]

    def chunks(self, limit: int) -> list[RetrievedChunk]:
        snap = self._current()
        if snap is None:
            return []
        return [
            Candidate(snap.ids[row], snap.payloads[row], snap.matrix[row]).retrieved(0.0)
            for row in range(min(max(limit, 0), len(snap.ids)))
        ]

    # -- listing --------------------------------------------------------------------
    def documents(self) -> list[DocumentRecord]:
        """From the snapshot: the documents customers search now, listed without the writer's lock."""
        snap = self._current()
        return document_records(snap.documents) if snap is not None else []

    def size(self) -> int:
        snap = self._current()
        return len(snap.ids) if snap is not None else 0

    def status(self) -> IndexStatus:
        where = f"Qdrant local mode ({local_path(self._settings)}), searched through an in-memory snapshot"
        snap = self._snapshot
        if snap is None:
            return IndexStatus(where, "not loaded yet")
        if self._failure:
            return IndexStatus(where, "unavailable", f"reloading failed ({self._failure}); serving the previous index")
        if snap.generation != self._generation():
            return IndexStatus(where, "behind", f"{self._loaded}; the newer index loads in the background")
        return IndexStatus(where, "ok", self._loaded)

    # -- writing --------------------------------------------------------------------
    @contextmanager
    def writing(self, purpose: str = "indexing") -> Iterator[IndexWrite]:
        # The writer opens Qdrant's folder for its run only; readers in every process use the file.
        with locked_write(self._settings, purpose, open_client(self._settings), self._publish) as write:
            yield write
        if write.changed:
            reload_quietly(self)

    def _publish(self, store: QdrantIndex, generation: str) -> None:
        """Save what readers will search, before they are told (readers never take our lock)."""
        started = time.perf_counter()
        saved = snapshots.read_from_index(store, generation)
        snapshots.save(saved, self._settings.index_dir)
        log.info("search snapshot saved: %d chunks in %.2f s", len(saved.ids), time.perf_counter() - started)

    def close(self) -> None:
        """Nothing to release: the snapshot holds no client or file."""


def _top(scores: np.ndarray, limit: int) -> np.ndarray:
    if limit >= len(scores):
        return np.argsort(-scores)
    part = np.argpartition(-scores, limit)[:limit]
    return part[np.argsort(-scores[part])]
