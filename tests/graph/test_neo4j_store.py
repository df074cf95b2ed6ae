"""Neo4jGraphStore specifics on a real Bolt + Cypher server (ArcadeDB, or Neo4j with NEO4J_TEST_URI)."""

from __future__ import annotations

import time

import pytest

from banking_ai.graph.base import ChunkEntities, GraphUnavailable
from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.graph.neo4j_store import Neo4jGraphStore
from tests.graph.conftest import bolt_store, wipe
from tests.network import free_port

pytestmark = pytest.mark.integration


def test_uniqueness_constraints_exist_after_start_up(bolt_server):
    from neo4j.exceptions import ConstraintError

    store = bolt_store(bolt_server)
    try:
        wipe(store)
        store.ensure_schema()
        create = "CREATE (:PolicyChunk {chunk_id: 'same-id', doc_id: 'd', position: 0})"
        store._run(lambda tx: tx.run(create).consume(), write=True)
        with pytest.raises(GraphUnavailable, match="server error") as raised:
            store._run(lambda tx: tx.run(create).consume(), write=True)
        assert isinstance(raised.value.__cause__, ConstraintError)
    finally:
        wipe(store)
        store.close()


def test_a_large_document_is_written_in_relationship_batches(bolt_server, monkeypatch):
    """More (chunk, entity) pairs than one UNWIND batch: every mention arrives, none twice."""
    from banking_ai.graph import neo4j_store

    monkeypatch.setattr(neo4j_store, "RELATIONSHIP_BATCH", 7)
    store = bolt_store(bolt_server)
    try:
        wipe(store)
        rows = [ChunkEntities(f"big-{p}", p, tuple(f"concept:e{(p + k) % 9}" for k in range(4))) for p in range(10)]
        store.upsert_document("/policies/big.docx", "v1", rows)
        assert store.counts().mentions == 40
        found = store.shared_entities(["concept:e0"], [row.chunk_id for row in rows])
        expected = {row.chunk_id for row in rows if "concept:e0" in row.entities}
        assert set(found.by_chunk) == expected and found.chunk_counts == {"concept:e0": len(expected)}
    finally:
        wipe(store)
        store.close()


def test_credentials_never_appear_in_the_description():
    from banking_ai.graph.neo4j_store import Neo4jGraphStore

    store = Neo4jGraphStore("bolt://admin:topsecret@db.internal:7687", "neo4j", "pw")
    assert store.description == "Neo4j (db.internal:7687)"


def test_a_stopped_server_fails_at_once_without_creating_a_driver(monkeypatch):
    def no_driver(*args, **kwargs):
        raise AssertionError("the driver must not be created for an address that refuses connections")

    monkeypatch.setattr("neo4j.GraphDatabase.driver", no_driver)
    store = Neo4jGraphStore(f"bolt://127.0.0.1:{free_port()}", "neo4j", "pw", timeout_s=2.0)
    for call in (lambda: store.shared_entities(["product:scss"], ["c1"]), store.ensure_schema, store.ping):
        started = time.monotonic()
        with pytest.raises(GraphUnavailable, match=r"^unreachable \(connection refused\)$"):
            call()
        assert time.monotonic() - started < 0.2


def test_search_with_a_stopped_server_loses_no_time():
    store = Neo4jGraphStore(f"bolt://127.0.0.1:{free_port()}", "neo4j", "pw", timeout_s=2.0)
    booster = GraphBooster(store, default_extractor(), weight=0.2, timeout_s=2.0, retry_after_s=30)
    for question in ("senior citizen fixed deposit rate", "fixed deposit premature withdrawal"):
        started = time.monotonic()
        assert booster.boost(question, ["c1", "c2"]) is None  # the search goes on without the boost
        assert time.monotonic() - started < 0.2
    status = booster.status()
    assert status.state == "degraded" and status.detail == "unreachable (connection refused)"
