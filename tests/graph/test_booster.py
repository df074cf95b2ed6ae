"""GraphBooster: shared-entity scores for search candidates, bounded in time, failing soft."""

from __future__ import annotations

import logging
import math
import threading
import time

import numpy as np
import pytest

from banking_ai.graph.base import ChunkEntities
from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.graph.memory import MemoryGraphStore


@pytest.fixture
def store() -> MemoryGraphStore:
    """Ten chunks: every one mentions an account, one mentions SCSS, two mention senior citizens."""
    store = MemoryGraphStore()
    rows = [ChunkEntities(f"c{n}", n, ("concept:account",)) for n in range(10)]
    rows[0] = ChunkEntities("c0", 0, ("concept:account", "product:scss", "segment:senior_citizen"))
    rows[1] = ChunkEntities("c1", 1, ("concept:account", "segment:senior_citizen"))
    store.upsert_document("/policies/deposits.docx", "v1", rows)
    return store


def booster(store, **kwargs) -> GraphBooster:
    return GraphBooster(store, default_extractor(), **{"weight": 0.1, "timeout_s": 1.0, **kwargs})


def test_a_rare_shared_entity_counts_more_than_a_common_one(store):
    boost = booster(store).boost("SCSS account for a senior citizen", ["c0", "c1", "c5", "unknown"])
    idf = {n: math.log(1 + 10 / n) for n in (1, 2, 10)}  # scss in 1 chunk, senior in 2, account in 10
    total = idf[1] + idf[2] + idf[10]
    assert boost is not None and boost.entities >= 3
    assert np.allclose(boost.scores, [1.0, (idf[2] + idf[10]) / total, idf[10] / total, 0.0], atol=1e-6)
    assert boost.scores[0] > boost.scores[1] > boost.scores[2] > boost.scores[3] == 0.0


def test_no_entities_or_weight_zero_means_no_boost_and_no_store_call(store):
    assert booster(store).boost("what is the weather in Paris", ["c0"]) is None
    calls = store.calls
    assert booster(store, weight=0.0).boost("SCSS account", ["c0"]) is None
    assert store.calls == calls  # weight 0: the search path never touches the graph


def test_entities_no_chunk_mentions_do_not_dilute_the_score(store):
    # "gold loan" is in no chunk: c0 still covers everything the graph can know about
    boost = booster(store).boost("SCSS or a gold loan?", ["c0", "c3"])
    assert boost is not None and boost.scores[0] == pytest.approx(1.0)


def test_related_chunks_come_with_their_scores_when_expansion_is_on(store):
    boost = booster(store, neighbours=2).boost("SCSS for a senior citizen", ["c5"])
    assert list(boost.related) == ["c0", "c1"]
    assert boost.related["c0"] == pytest.approx(1.0) and 0 < boost.related["c1"] < 1


def test_a_failing_store_turns_the_boost_off_with_one_warning_then_recovers(store, caplog):
    store.fail_with = "authentication failed"
    graph = booster(store, retry_after_s=0.2)
    calls = store.calls
    with caplog.at_level(logging.WARNING, logger="banking_ai.graph.boost"):
        assert all(graph.boost("SCSS account", ["c0"]) is None for _ in range(20))
        assert store.calls == calls + 1  # cooling down: the store is not asked again at once
        status = graph.status()
        assert (status.state, status.detail) == ("degraded", "authentication failed")
        warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
        assert len(warnings) == 1 and "authentication failed" in warnings[0].getMessage()

        store.fail_with = None
        time.sleep(0.25)
        assert graph.boost("SCSS account", ["c0"]) is not None
        assert graph.status().state == "ok"
        assert any("answering again" in r.getMessage() for r in caplog.records)


class SlowStore(MemoryGraphStore):
    """Answers only when released: a server that accepted the connection and went quiet."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.started = 0

    def shared_entities(self, entities, chunk_ids):
        self.started += 1
        self.release.wait(10)
        return super().shared_entities(entities, chunk_ids)


def test_a_slow_store_never_holds_a_search_past_the_time_limit(caplog):
    slow = SlowStore()
    slow.upsert_document("/policies/d.docx", "v1", [ChunkEntities("c0", 0, ("product:scss",))])
    graph = booster(slow, timeout_s=0.3, retry_after_s=0.0)
    try:
        with caplog.at_level(logging.WARNING, logger="banking_ai.graph.boost"):
            started = time.perf_counter()
            assert graph.boost("SCSS", ["c0"]) is None
            assert time.perf_counter() - started < 0.3 + 0.25
            # the first call still hangs: later searches neither wait nor pile up more calls
            started = time.perf_counter()
            assert all(graph.boost("SCSS", ["c0"]) is None for _ in range(10))
            assert time.perf_counter() - started < 0.1
            assert slow.started == 1
            assert graph.status().detail == "no answer within 0.3 s"
            assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1
        slow.release.set()
        time.sleep(0.05)
        assert graph.boost("SCSS", ["c0"]) is not None  # the store answers again: boost back on
    finally:
        slow.release.set()


def test_status_check_pings_the_store(store):
    graph = booster(store)
    assert graph.status().state == "not checked yet"
    assert graph.status(check=True).state == "ok"
    store.fail_with = "unreachable"
    status = graph.status(check=True)
    assert str(status) == "in-memory graph: degraded (unreachable)"


def test_store_errors_other_than_unavailable_also_fail_soft(store):
    class Broken(MemoryGraphStore):
        def shared_entities(self, entities, chunk_ids):
            raise KeyError("bad row")

    assert booster(Broken()).boost("SCSS", ["c0"]) is None
