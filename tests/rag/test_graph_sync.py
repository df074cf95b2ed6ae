"""The indexer keeps the entity graph at the registry's document versions, and repairs it when it is not."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from banking_ai.graph.entities import EntityExtractor, default_extractor
from banking_ai.graph.lexicon import LEXICON
from banking_ai.graph.sqlite_store import SqliteGraphStore
from banking_ai.rag.graph_sync import GraphSync
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import build_rag_services
from banking_ai.rag.store import QdrantIndex, open_client
from banking_ai.settings import GraphSettings, RagSettings, Settings
from tests.documents import locker_policy, pension_policy
from tests.network import free_port

pytestmark = pytest.mark.integration


def make_services(tmp_path, embedder, **graph):
    settings = Settings(_env_file=None, index_dir=tmp_path / "index", rag=RagSettings(), graph=GraphSettings(**graph))
    return build_rag_services(settings)


def registry_chunks(settings) -> tuple[dict[str, str], dict[str, dict]]:
    """(doc_id -> registry version, chunk id -> payload of every searchable chunk), read from Qdrant."""
    with open_client(settings) as client:
        index = QdrantIndex(client, settings.qdrant.collection)
        versions = index.versions()
        chunks = {
            str(p.id): p.payload
            for p in index.scroll_all(with_vectors=False)
            if versions.get(p.payload["doc_id"]) == p.payload["version"]
        }
    return versions, chunks


def assert_graph_matches_registry(services, extractor: EntityExtractor | None = None) -> None:
    """Every document at its registry version, every chunk with exactly the entities its text has."""
    extractor = extractor or default_extractor()
    versions, chunks = registry_chunks(services.settings)
    store = services.graph.store
    assert store.document_versions() == {doc: f"{v}+{extractor.signature}" for doc, v in versions.items()}
    expected = {}
    for chunk_id, payload in chunks.items():
        context = f"{payload['doc_title']} > {payload['section']}" if payload["section"] else payload["doc_title"]
        if found := extractor.extract(f"{context}\n{payload['text']}"):
            expected[chunk_id] = frozenset(found)
    everything = sorted(set().union(*expected.values()))
    shared = store.shared_entities(everything, sorted(chunks))
    assert shared.by_chunk == expected
    assert shared.total_chunks == len(chunks)


def test_indexing_stores_each_chunks_entities_at_the_registry_version(tmp_path, embedder, corpus):
    services = make_services(tmp_path, embedder)
    services.indexer.build([corpus])
    assert isinstance(services.graph.store, SqliteGraphStore)
    assert services.graph.store.path == services.settings.index_dir / "graph.sqlite3"
    assert_graph_matches_registry(services)
    # the lockers policy's amount and product are there, as canonical ids
    _, chunks = registry_chunks(services.settings)
    lockers = [c for c, p in chunks.items() if p["source"].endswith("lockers.docx")]
    rent = [c for c in lockers if "₹2,000" in chunks[c]["text"]]
    found = services.graph.store.shared_entities(["product:locker", "amount:2000"], lockers)
    assert rent and found.chunk_counts == {"product:locker": len(lockers), "amount:2000": len(rent)}
    assert {c for c, e in found.by_chunk.items() if "amount:2000" in e} == set(rent)


def test_a_changed_document_replaces_its_graph_and_a_deleted_one_leaves_it(tmp_path, embedder, corpus):
    services = make_services(tmp_path, embedder)
    services.indexer.build([corpus])
    locker_policy(corpus / "lockers.docx", rent="₹2,750")
    assert len(services.indexer.build([corpus]).updated) == 1
    assert_graph_matches_registry(services)
    counts = services.graph.store.shared_entities(["amount:2750", "amount:2000"], []).chunk_counts
    assert set(counts) == {"amount:2750"}  # the old rent is gone with the old version

    report = services.indexer.build([], delete=["forex.docx"])
    assert [Path(p).name for p in report.removed] == ["forex.docx"]
    assert_graph_matches_registry(services)
    assert not any(doc.endswith("forex.docx") for doc in services.graph.store.document_versions())


def test_a_graph_failure_mid_run_is_reported_and_repaired_by_the_next_run(
    tmp_path, embedder, corpus, monkeypatch, caplog
):
    services = make_services(tmp_path, embedder)
    services.indexer.build([corpus])
    locker_policy(corpus / "lockers.docx", rent="₹3,100")
    pension_policy(corpus / "annexure.docx")  # a new document too; written first (files go by name)

    real_upsert = SqliteGraphStore.upsert_document
    calls = []

    def upsert_then_die(self, doc_id, version, chunks):
        calls.append(doc_id)
        if len(calls) > 1:
            raise OSError("disk I/O error")  # after the first document's switch, the graph goes away
        real_upsert(self, doc_id, version, chunks)

    with monkeypatch.context() as patch, caplog.at_level(logging.WARNING, logger="banking_ai.rag.graph_sync"):
        patch.setattr(SqliteGraphStore, "upsert_document", upsert_then_die)
        report = services.indexer.build([corpus])
    assert "repaired by the next indexing run" in report.failed["graph store"]
    assert len(report.added) == 1 and len(report.updated) == 1  # the documents themselves were indexed
    assert len(calls) == 2  # after the failure the run stopped asking the graph
    assert len([r for r in caplog.records if "unavailable" in r.getMessage()]) == 1
    versions, _ = registry_chunks(services.settings)
    graph_versions = services.graph.store.document_versions()
    assert any(graph_versions.get(doc, "").split("+")[0] != v for doc, v in versions.items())  # visibly stale
    top = services.retriever.search("small locker annual rent", 4)[0]
    assert "₹3,100" in top.text  # customers see the new version meanwhile

    repair = services.indexer.build([corpus])
    assert repair.ok and not repair.added and not repair.updated and repair.chunks_embedded == 0
    assert_graph_matches_registry(services)


def test_a_lexicon_change_is_picked_up_without_re_embedding(tmp_path, embedder, corpus):
    services = make_services(tmp_path, embedder)
    services.indexer.build([corpus])
    extended = EntityExtractor({**LEXICON, "concept:life_certificate_month": ("november",)})
    services.indexer._graph = GraphSync(services.graph.store, extended)
    report = services.indexer.build([corpus])
    assert report.ok and report.chunks_embedded == 0 and len(report.unchanged) == 3
    assert_graph_matches_registry(services, extended)
    counts = services.graph.store.shared_entities(["concept:life_certificate_month"], []).chunk_counts
    assert counts == {"concept:life_certificate_month": 1}


def test_an_unreachable_neo4j_never_stops_indexing_or_search(tmp_path, embedder, corpus, caplog):
    port = free_port()  # nobody listens on it
    services = make_services(
        tmp_path, embedder, neo4j_uri=f"bolt://127.0.0.1:{port}", neo4j_password="x", boost_weight=0.3, timeout_s=1.0
    )
    with caplog.at_level(logging.WARNING):
        report = services.indexer.build([corpus])
        results = services.retriever.search("when do pensioners submit the life certificate", 4)
        again = services.retriever.search("small locker annual rent", 4)
    assert len(report.added) == 3 and "unreachable" in report.failed["graph store"]
    assert "life certificate" in results[0].text.lower() and again
    assert f"Neo4j (127.0.0.1:{port})" in report.failed["graph store"]
    graph_warnings = [r for r in caplog.records if r.name.startswith("banking_ai.graph")]
    assert len(graph_warnings) == 1  # search: one warning, however many searches
    assert str(services.graph.status()) == f"Neo4j (127.0.0.1:{port}): degraded (unreachable (connection refused))"


def test_the_boost_adds_weight_times_the_shared_entity_score(tmp_path, embedder, corpus):
    """End to end on SQLite: each result's score rises by exactly weight x its shared-entity share."""
    weight = 0.5
    services = make_services(tmp_path, embedder, boost_weight=weight)
    services.indexer.build([corpus])
    _, chunks = registry_chunks(services.settings)
    extractor = default_extractor()
    mentions = {}
    for chunk_id, payload in chunks.items():
        context = f"{payload['doc_title']} > {payload['section']}" if payload["section"] else payload["doc_title"]
        mentions[chunk_id] = set(extractor.extract(f"{context}\n{payload['text']}"))
    plain = Retriever(services.settings.rag, embedder, services.index)
    for question in ["locker rent for a small locker", "forex card reload through NetBanking", "pension credit date"]:
        asked = set(extractor.extract(question))
        idf = {e: np.log(1 + len(chunks) / n) for e in asked if (n := sum(e in found for found in mentions.values()))}
        assert idf, question
        before = {r.chunk_id: r.score for r in plain.search(question, 50, min_score=-1)}
        boosted = services.retriever.search(question, 4, min_score=-1)
        assert boosted
        for result in boosted:
            share = sum(idf.get(e, 0.0) for e in mentions[result.chunk_id]) / sum(idf.values())
            assert result.score - before[result.chunk_id] == pytest.approx(weight * share, abs=1e-4)


def test_graph_neighbours_join_the_candidates_when_expansion_is_on(tmp_path, embedder, corpus):
    """With a one-chunk candidate pool, chunks sharing the question's entities still reach the ranking."""
    from banking_ai.rag import sparse as bm25
    from banking_ai.rag.qdrant_index import QdrantPolicyIndex

    services = make_services(tmp_path, embedder, boost_weight=0.1, neighbour_expansion=5)
    services.indexer.build([corpus])
    narrow = RagSettings(dense_candidates=1, sparse_candidates=0, min_score=-1, result_floor=-1)
    question = "locker rent and locker access"
    without = Retriever(narrow, embedder, services.index).search(question, 4)
    expanded = Retriever(narrow, embedder, services.index, services.graph).search(question, 4)
    assert len(without) == 1
    lockers = {r.chunk_id for r in expanded if r.source.endswith("lockers.docx")}
    assert len(expanded) > 1 and len(lockers) == len(expanded)  # every neighbour mentions lockers

    # both index backends hand back the same neighbours, BM25-scored alike
    ids = sorted(lockers)
    query = bm25.query_vector(question, False)
    from_snapshot = {c.point_id: round(c.sparse_score, 4) for c in services.index.by_ids(ids, query)}
    direct = QdrantPolicyIndex(services.settings)
    try:
        from_qdrant = {c.point_id: round(c.sparse_score, 4) for c in direct.by_ids(ids, query)}
    finally:
        direct.close()
    assert from_snapshot == from_qdrant and set(from_snapshot) == lockers


def test_with_the_graph_switched_off_nothing_is_extracted_or_stored(tmp_path, embedder, corpus):
    services = make_services(tmp_path, embedder, enabled=False, boost_weight=0.5)
    report = services.indexer.build([corpus])
    assert report.ok and len(report.added) == 3
    assert services.graph is None and services.retriever.booster is None
    assert not (services.settings.index_dir / "graph.sqlite3").exists()
