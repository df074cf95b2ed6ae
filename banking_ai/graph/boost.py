"""``GraphBooster``: the search-time side of the graph, bounded in time and failing soft.

For a question it extracts the banking entities, asks the store which candidate chunks mention
them, and returns a score in [0, 1] per candidate: the share of the question's entity weight
the chunk covers, an entity weighing ``log(1 + chunks / chunks mentioning it)`` (rare entities
such as ``product:scss`` count more than ``concept:account``). Choices measured in docs/graph.md.

Every store call runs in a worker thread and is abandoned after ``timeout_s``; any failure
turns the boost off (search goes on without it), logs one warning, and the store is retried
after ``retry_after_s``. ``status()`` tells the health panel which store and whether it works.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from banking_ai.graph.base import GraphStore, GraphUnavailable, SharedEntities
from banking_ai.graph.deadline import DeadlineCall, DeadlineRunner
from banking_ai.graph.entities import EntityExtractor

log = logging.getLogger(__name__)

PATTERN_PREFIXES = ("amount:", "percent:", "duration:", "code:")


@dataclass(frozen=True, slots=True)
class GraphStatus:
    """For the health panel: ``state`` is "ok", "degraded" (with ``detail``) or "not checked yet"."""

    store: str
    state: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.store}: {self.state}{' (' + self.detail + ')' if self.detail else ''}"


@dataclass(frozen=True, slots=True)
class Boost:
    """Per-candidate shared-entity scores in [0, 1] (same order as the candidates) and related chunk ids."""

    scores: np.ndarray
    related: dict[str, float] = field(default_factory=dict)  # chunk id -> score in [0, 1], best first
    entities: int = 0  # entities in the question


class GraphBooster:
    """Shared-entity scores for search candidates; thread-safe, never raises, never waits past ``timeout_s``."""

    def __init__(
        self,
        store: GraphStore,
        extractor: EntityExtractor,
        *,
        weight: float = 0.0,
        timeout_s: float = 2.0,
        neighbours: int = 0,
        retry_after_s: float = 30.0,
        weighting: str = "idf",
        normalise: str = "query",
        pattern_weight: float = 1.0,
    ) -> None:
        self.store = store
        self.extractor = extractor
        self.weight = weight
        self._timeout_s = timeout_s
        self._neighbours = neighbours
        self._retry_after_s = retry_after_s
        self._weighting = weighting
        self._normalise = normalise
        self._pattern_weight = pattern_weight
        self._lock = threading.Lock()
        self._failure: str | None = None
        self._retry_at = 0.0
        self._stuck: DeadlineCall | None = None
        self._runner = DeadlineRunner(workers=2, name="graph-lookup")
        self._checked = False

    # -- search time ----------------------------------------------------------------------
    def boost(self, query: str, chunk_ids: Sequence[str]) -> Boost | None:
        """Scores for ``chunk_ids`` (None when the question names no entity or the store is unavailable)."""
        if self.weight <= 0 and not self._neighbours:
            return None
        entities = self.extractor.extract(query)
        if not entities or not chunk_ids:
            return None
        found = self._call(self._lookup, entities, list(chunk_ids))
        if found is None:
            return None
        shared, related = found
        weights = self._weights(entities, shared)
        total = sum(weights.values())
        if total <= 0:
            return None
        scores = np.array([self._score(shared.by_chunk.get(c, ()), weights) for c in chunk_ids], dtype=np.float32)
        extra = {c: self._score(e, weights) for c, e in related.items()}
        if self._normalise == "max":
            best = max(float(scores.max(initial=0.0)), *extra.values(), 0.0)
            if best > 0:
                scores /= best
                extra = {c: s / best for c, s in extra.items()}
        else:
            scores /= total
            extra = {c: s / total for c, s in extra.items()}
        related_sorted = dict(sorted(extra.items(), key=lambda item: (-item[1], item[0])))
        return Boost(scores, related_sorted, len(entities))

    def _lookup(self, entities: tuple[str, ...], chunk_ids: list[str]):
        shared = self.store.shared_entities(entities, chunk_ids)
        related = self.store.related_chunks(entities, chunk_ids, self._neighbours) if self._neighbours else {}
        return shared, related

    def _weights(self, entities: tuple[str, ...], shared: SharedEntities) -> dict[str, float]:
        """Entity -> weight; entities no chunk mentions carry none (they cannot separate candidates)."""
        weights = {}
        for entity in entities:
            count = shared.chunk_counts.get(entity, 0)
            if count <= 0:
                continue
            weight = math.log(1 + shared.total_chunks / count) if self._weighting == "idf" else 1.0
            if entity.startswith(PATTERN_PREFIXES):
                weight *= self._pattern_weight
            weights[entity] = weight
        return weights

    @staticmethod
    def _score(mentioned, weights: dict[str, float]) -> float:
        return float(sum(weights.get(entity, 0.0) for entity in mentioned))

    # -- fault handling ---------------------------------------------------------------------
    def _call(self, function, *args):
        """``function(*args)`` in a worker thread, or None if the store is failing, slow or cooling down."""
        now = time.monotonic()
        with self._lock:
            if self._stuck is not None and not self._stuck.done():
                return None  # an earlier call is still hanging: do not pile more threads onto it
            self._stuck = None
            if self._failure is not None and now < self._retry_at:
                return None
        call = self._runner.submit(function, *args)
        try:
            result = call.result(self._timeout_s)
        except TimeoutError:
            with self._lock:
                self._stuck = call
            self._fail(f"no answer within {self._timeout_s:g} s")
            return None
        except GraphUnavailable as exc:
            self._fail(exc.reason)
            return None
        except Exception as exc:  # any store error: search goes on without the boost
            self._fail(type(exc).__name__)
            return None
        self._succeed()
        return result

    def _fail(self, reason: str) -> None:
        with self._lock:
            first = self._failure is None
            self._failure = reason
            self._retry_at = time.monotonic() + self._retry_after_s
            self._checked = True
        if first:
            log.warning(
                "graph store %s unavailable (%s): searching without the entity boost; retrying every %g s",
                self.store.description,
                reason,
                self._retry_after_s,
            )

    def _succeed(self) -> None:
        with self._lock:
            recovered = self._failure is not None
            self._failure = None
            self._checked = True
        if recovered:
            log.warning("graph store %s is answering again: entity boost back on", self.store.description)

    def status(self, check: bool = False) -> GraphStatus:
        """Which store and whether it works; ``check`` pings it now (bounded by ``timeout_s``)."""
        if check:
            with self._lock:
                self._retry_at = 0.0  # a staff check is an explicit retry
            self._call(self.store.ping)
        with self._lock:
            if self._failure is not None:
                return GraphStatus(self.store.description, "degraded", self._failure)
            return GraphStatus(self.store.description, "ok" if self._checked else "not checked yet")

    def close(self) -> None:
        self.store.close()
