"""Boosted search against a real Bolt + Cypher server (ArcadeDB, or Neo4j with NEO4J_TEST_URI).

- The same index searched with the graph on SQLite and on the Bolt server gives the same results.
- Wrong password, unreachable or silent server: search answers without the boost, one warning.
"""

from __future__ import annotations

import logging
import socket
import threading
import time

import pytest

from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import build_rag_services
from banking_ai.settings import GraphSettings, RagSettings, Settings
from tests.documents import forex_policy, locker_policy, pension_policy
from tests.graph.conftest import bolt_store, free_port, wipe

pytestmark = pytest.mark.integration

QUESTIONS = [
    "annual rent of a small locker",
    "how do I reload my forex card online",
    "pensioner life certificate in November",
    "USD cash for travel with passport",
]


def test_sqlite_and_a_bolt_server_give_the_same_boosted_results(tmp_path, embedder, bolt_server):
    docs = tmp_path / "policies"
    locker_policy(docs / "lockers.docx")
    forex_policy(docs / "forex.docx")
    pension_policy(docs / "pension.docx")
    index_dir = tmp_path / "index"
    on_sqlite = build_rag_services(
        Settings(_env_file=None, index_dir=index_dir, rag=RagSettings(), graph=GraphSettings(boost_weight=0.3))
    )
    assert on_sqlite.indexer.build([docs]).ok
    wipe(bolt_store(bolt_server))

    bolt_settings = Settings(
        _env_file=None,
        index_dir=index_dir,
        rag=RagSettings(),
        graph=GraphSettings(
            boost_weight=0.3,
            neo4j_uri=bolt_server.uri,
            neo4j_username=bolt_server.username,
            neo4j_password=bolt_server.password,
            neo4j_database=bolt_server.database,
            timeout_s=10.0,
        ),
    )
    on_bolt = build_rag_services(bolt_settings)
    assert on_bolt.graph.store.description.startswith("Neo4j (127.0.0.1:") or bolt_server.name == "Neo4j"
    # Switching the backend needs no re-embedding: the run finds the Bolt graph empty and fills it
    # from the stored chunks.
    report = on_bolt.indexer.build([docs])
    assert report.ok and report.chunks_embedded == 0 and len(report.unchanged) == 3
    assert on_bolt.graph.store.document_versions() == on_sqlite.graph.store.document_versions()
    assert on_bolt.graph.store.counts() == on_sqlite.graph.store.counts()

    plain = Retriever(on_sqlite.settings.rag, embedder, on_sqlite.index)
    changed = 0
    for question in QUESTIONS:
        from_sqlite = on_sqlite.retriever.search(question, 4, min_score=-1)
        from_bolt = on_bolt.retriever.search(question, 4, min_score=-1)
        assert [r.chunk_id for r in from_bolt] == [r.chunk_id for r in from_sqlite], question
        assert [r.score for r in from_bolt] == pytest.approx([r.score for r in from_sqlite], abs=1e-5)
        changed += [r.score for r in plain.search(question, 4, min_score=-1)] != [r.score for r in from_sqlite]
    assert changed == len(QUESTIONS)  # the boost really took part in every search
    assert on_bolt.graph.status(check=True).state == "ok"
    on_bolt.graph.close()


def _searches_answer_without_the_boost(sample_services, embedder, store, caplog, timeout_s: float) -> str:
    """Run several searches through a booster over ``store``: same results as no boost, one warning."""
    booster = GraphBooster(store, default_extractor(), weight=0.3, timeout_s=timeout_s)
    boosted = Retriever(sample_services.settings.rag, embedder, sample_services.index, booster)
    plain = Retriever(sample_services.settings.rag, embedder, sample_services.index)
    with caplog.at_level(logging.WARNING, logger="banking_ai.graph.boost"):
        for question in ["FD premature withdrawal penalty", "UPI failed with U30", "KYC documents for NRI"]:
            started = time.perf_counter()
            found = boosted.search(question, 4)
            assert time.perf_counter() - started < timeout_s + 1.0
            assert found and [r.chunk_id for r in found] == [r.chunk_id for r in plain.search(question, 4)]
    warnings = [r for r in caplog.records if r.name == "banking_ai.graph.boost" and r.levelno == logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    status = booster.status()
    assert status.state == "degraded"
    return status.detail


def test_wrong_password(sample_services, embedder, bolt_server, caplog):
    store = bolt_store(bolt_server.__class__(**{**bolt_server.__dict__, "password": "not-the-password"}))
    detail = _searches_answer_without_the_boost(sample_services, embedder, store, caplog, timeout_s=5.0)
    assert detail == "authentication failed"
    assert "not-the-password" not in caplog.text


def test_unreachable_server(sample_services, embedder, bolt_server, caplog):
    server = bolt_server.__class__(**{**bolt_server.__dict__, "uri": f"bolt://127.0.0.1:{free_port()}"})
    detail = _searches_answer_without_the_boost(sample_services, embedder, bolt_store(server), caplog, timeout_s=2.0)
    assert detail == "unreachable (connection refused)"


@pytest.fixture
def silent_server():
    """A TCP server that accepts connections and never says a word (a hung or overloaded server)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    accepted: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"bolt://127.0.0.1:{listener.getsockname()[1]}", accepted
    stop.set()
    thread.join(timeout=2)
    for connection in accepted:
        connection.close()
    listener.close()


def test_silent_server(sample_services, embedder, bolt_server, silent_server, caplog):
    uri, accepted = silent_server
    server = bolt_server.__class__(**{**bolt_server.__dict__, "uri": uri})
    detail = _searches_answer_without_the_boost(sample_services, embedder, bolt_store(server), caplog, timeout_s=0.5)
    assert detail == "no answer within 0.5 s"
    assert accepted  # the driver really connected and waited for an answer that never came
