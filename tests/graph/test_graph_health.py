"""The staff health panel's graph line: which store, whether it answers, whether the boost is on."""

from __future__ import annotations

from types import SimpleNamespace

from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.graph.memory import MemoryGraphStore
from banking_ai.graph.sqlite_store import SqliteGraphStore
from banking_ai.ui.health import graph_store


def test_sqlite_store_that_answers(tmp_path):
    booster = GraphBooster(SqliteGraphStore(tmp_path / "graph.sqlite3"), default_extractor(), weight=0.0)
    assert graph_store(SimpleNamespace(graph=booster)) == (
        f"SQLite ({tmp_path / 'graph.sqlite3'}): ok; boost off (weight 0)"
    )


def test_a_store_that_does_not_answer_shows_degraded_with_its_reason():
    store = MemoryGraphStore()
    store.fail_with = "authentication failed"
    booster = GraphBooster(store, default_extractor(), weight=0.1)
    assert graph_store(SimpleNamespace(graph=booster)) == (
        "in-memory graph: degraded (authentication failed); boost weight 0.1"
    )


def test_graph_switched_off():
    assert graph_store(SimpleNamespace(graph=None)).startswith("off")
