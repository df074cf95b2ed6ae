"""The ``PolicyIndex`` contract: one suite, run against every backend.

- ``snapshot``: the local-mode default (in-memory snapshot of the Qdrant folder).
- ``qdrant-local``: Qdrant's query API on local mode (``local_reader=qdrant``).
- ``qdrant-server``: Qdrant's query API on a server; runs when QDRANT_TEST_URL is set (no Qdrant
  server can be installed on the project's offline machines).

Documents are written through the seam's own ``writing()`` with small hand-made vectors, so the
suite needs neither the embedding model nor the parser and checks the index alone; the indexer's
journal is tested in test_indexing.py.
"""

from __future__ import annotations

import os
import threading
import uuid

import numpy as np
import pytest

from banking_ai.rag import snapshot
from banking_ai.rag import sparse as bm25
from banking_ai.rag.index import PolicyIndex, make_policy_index
from banking_ai.rag.locking import IndexBusyError, IndexLock
from banking_ai.rag.store import make_client, point_id, point_ids
from banking_ai.settings import QdrantSettings, RagSettings, Settings
from banking_ai.types import Chunk

pytestmark = pytest.mark.integration

DIM = 8
MODEL = "contract-test-model"
LOCKERS = [
    "Small lockers cost 2,000 rupees a year.",
    "Locker rent is due every April.",
    "A nominee may open the locker after a death.",
]
FOREX = [
    "Forex cards can be reloaded through NetBanking.",
    "Foreign currency notes are sold at the branch counter.",
]


def unit(*weights: float) -> np.ndarray:
    vector = np.zeros(DIM, np.float32)
    vector[: len(weights)] = weights
    return vector / np.linalg.norm(vector)


# One direction per chunk, so the nearest chunk to each direction is known exactly.
VECTORS = {
    "lockers": [unit(1), unit(0, 1), unit(0, 0, 1)],
    "forex": [unit(0, 0, 0, 1), unit(0, 0, 0, 0, 1)],
}
TEXTS = {"lockers": LOCKERS, "forex": FOREX}
TITLES = {"lockers": "Safe Deposit Locker Policy", "forex": "Foreign Exchange Services"}


@pytest.fixture(params=["snapshot", "qdrant-local", "qdrant-server"])
def settings(request, tmp_path):
    qdrant = QdrantSettings(collection=f"contract_{uuid.uuid4().hex[:8]}")
    if request.param == "qdrant-local":
        qdrant = QdrantSettings(local_reader="qdrant")
    elif request.param == "qdrant-server":
        url = os.environ.get("QDRANT_TEST_URL")
        if not url:
            pytest.skip("set QDRANT_TEST_URL to test a Qdrant server")
        qdrant = QdrantSettings(url=url, collection=qdrant.collection)
    made = Settings(_env_file=None, index_dir=tmp_path / "index", qdrant=qdrant, rag=RagSettings(lock_timeout_s=0.3))
    yield made
    if request.param == "qdrant-server":
        client = make_client(made)
        for name in (made.qdrant.collection, f"{made.qdrant.collection}_documents"):
            client.delete_collection(name)
        client.close()


@pytest.fixture
def index(settings):
    made = make_policy_index(settings)
    yield made
    made.close()


def doc_id(name: str) -> str:
    return f"/policies/{name}.docx"


def put(index: PolicyIndex, name: str, version: str = "v1", *, texts=None, switch: bool = True) -> None:
    """Store a document version through the seam; ``switch=False`` leaves it half-written (pending)."""
    texts = texts or TEXTS[name]
    chunks = [
        Chunk(doc_id(name), TITLES[name], "Rules", doc_id(name), position, text, "text", f"h{position}", "2024-04-01")
        for position, text in enumerate(texts)
    ]
    with index.writing("test") as write:
        store = write.store
        store.ensure(DIM)
        record = store.records().get(doc_id(name)) or {"doc_id": doc_id(name), "version": None, "chunks": 0}
        store.put_record({**record, "pending": {"version": version, "chunks": len(chunks)}})
        store.write_chunks(
            chunks, np.stack(VECTORS[name][: len(chunks)]), version, MODEL, [bm25.document_vector(t) for t in texts]
        )
        if switch:
            old = record.get("version")
            store.put_record(
                {
                    **record,
                    "version": version,
                    "chunks": len(chunks),
                    "pending": None,
                    "title": TITLES[name],
                    "source": doc_id(name),
                    "doc_hash": f"hash-{version}",
                    "modified": "2024-04-01",
                    "indexed_at": "2024-04-02T10:00:00+00:00",
                }
            )
            if old:
                store.delete_points(point_ids(doc_id(name), old, record["chunks"]))
        write.changed = True


def remove(index: PolicyIndex, name: str) -> None:
    with index.writing("test") as write:
        record = write.store.records()[doc_id(name)]
        write.store.drop_record(doc_id(name))
        write.store.delete_points(point_ids(doc_id(name), record["version"], record["chunks"]))
        write.changed = True


def ids_of(found) -> list[str]:
    return [candidate.point_id for candidate in found]


def test_an_empty_index_finds_and_lists_nothing(index):
    assert index.size() == 0
    assert index.documents() == []
    assert index.candidates(unit(1), bm25.query_vector("locker rent"), 5, 5) == []
    assert index.by_ids([point_id(doc_id("lockers"), "v1", 0)], None) == []
    assert index.chunks(10) == []
    assert str(index.status()).startswith("Qdrant ")


def test_documents_are_listed_by_title_with_their_chunk_counts(index):
    put(index, "lockers")
    put(index, "forex")
    listed = index.documents()
    assert [(d.title, d.chunks, d.version, d.doc_id) for d in listed] == [
        ("Foreign Exchange Services", 2, "v1", doc_id("forex")),
        ("Safe Deposit Locker Policy", 3, "v1", doc_id("lockers")),
    ]
    assert listed[1].source == doc_id("lockers") and listed[1].doc_hash == "hash-v1"
    assert listed[1].indexed_at == "2024-04-02T10:00:00+00:00" and listed[1].modified == "2024-04-01"
    assert index.size() == 5


def test_dense_candidates_are_the_nearest_stored_chunks_with_their_stored_vectors(index):
    put(index, "lockers")
    put(index, "forex")
    query = unit(0.2, 1.0)  # nearest: the locker chunk at position 1, then position 0
    found = index.candidates(query, None, 2, 0)
    assert ids_of(found) == [point_id(doc_id("lockers"), "v1", 1), point_id(doc_id("lockers"), "v1", 0)]
    assert np.allclose(found[0].vector, VECTORS["lockers"][1], atol=1e-6)
    assert found[0].payload["text"] == LOCKERS[1] and found[0].payload["doc_title"] == TITLES["lockers"]
    assert all(candidate.sparse_score == 0 for candidate in found)
    assert len(index.candidates(query, None, 50, 0)) == 5


def test_sparse_candidates_join_the_dense_ones_and_every_candidate_gets_its_bm25_score(index):
    put(index, "lockers")
    put(index, "forex")
    query = bm25.query_vector("forex card reloaded")
    found = {c.point_id: c for c in index.candidates(unit(1), query, 1, 1)}
    forex_card = point_id(doc_id("forex"), "v1", 0)
    assert set(found) == {point_id(doc_id("lockers"), "v1", 0), forex_card}
    assert found[forex_card].sparse_score > 0
    assert found[point_id(doc_id("lockers"), "v1", 0)].sparse_score == 0


def test_by_ids_keeps_the_order_given_skips_unknown_ids_and_scores_bm25_like_candidates(index):
    put(index, "lockers")
    put(index, "forex")
    query = bm25.query_vector("locker rent")
    wanted = [
        point_id(doc_id("lockers"), "v1", 1),
        "00000000-0000-0000-0000-000000000000",
        point_id(doc_id("forex"), "v1", 1),
    ]
    found = index.by_ids(wanted, query)
    assert ids_of(found) == [wanted[0], wanted[2]]
    scored = {c.point_id: c.sparse_score for c in index.candidates(unit(0, 1), query, 5, 5)}
    assert found[0].sparse_score == pytest.approx(scored[wanted[0]], rel=1e-4) and found[0].sparse_score > 0
    assert found[1].sparse_score == 0
    assert np.allclose(found[1].vector, VECTORS["forex"][1], atol=1e-6)
    assert index.by_ids([], query) == []


def test_chunks_are_searchable_chunks_as_results_with_score_zero(index):
    put(index, "lockers")
    put(index, "forex")
    everything = index.chunks(100)
    assert sorted(c.text for c in everything) == sorted(LOCKERS + FOREX)
    assert {c.chunk_id for c in everything} == set(ids_of(index.candidates(unit(1), None, 50, 0)))
    assert all(c.score == 0 and c.source == c.doc_id for c in everything)
    assert len(index.chunks(2)) == 2 and index.chunks(0) == []


def test_a_half_written_version_is_invisible_and_a_switched_one_replaces_the_old_at_once(index):
    put(index, "lockers")
    before = set(ids_of(index.candidates(unit(1), None, 50, 0)))
    put(index, "lockers", "v2", texts=["Small lockers cost 2,750 rupees a year."], switch=False)
    assert set(ids_of(index.candidates(unit(1), None, 50, 0))) == before
    assert index.by_ids([point_id(doc_id("lockers"), "v2", 0)], None) == []
    assert index.size() == 3 and [d.version for d in index.documents()] == ["v1"]
    assert "2,750" not in " ".join(c.text for c in index.chunks(50))

    put(index, "lockers", "v2", texts=["Small lockers cost 2,750 rupees a year."])  # visible without waiting
    assert ids_of(index.candidates(unit(1), None, 50, 0)) == [point_id(doc_id("lockers"), "v2", 0)]
    assert index.size() == 1 and [(d.version, d.chunks) for d in index.documents()] == [("v2", 1)]


def test_a_removed_document_disappears_from_search_and_listing(index):
    put(index, "lockers")
    put(index, "forex")
    index.size()
    remove(index, "forex")
    assert [d.title for d in index.documents()] == [TITLES["lockers"]]
    assert index.size() == 3
    assert all(c.payload["doc_id"] == doc_id("lockers") for c in index.candidates(unit(0, 0, 0, 1), None, 50, 0))


def test_writing_holds_the_index_lock_and_a_second_writer_is_told_who_has_it(index, settings):
    with index.writing("indexing"):
        other = IndexLock(settings.index_dir)
        with pytest.raises(IndexBusyError, match=r"in use by another process \(pid \d+, indexing"):
            other.acquire(0, "a second writer")
    other.acquire(0, "after the writer")  # released on exit
    other.release()


def test_only_a_write_that_changed_something_names_a_new_generation(index, settings):
    put(index, "lockers")
    named = snapshot.current_generation(settings.index_dir)
    assert named
    with index.writing("indexing") as write:
        assert write.store.records()  # looked, changed nothing
    assert snapshot.current_generation(settings.index_dir) == named


def test_a_writer_that_fails_half_way_still_tells_readers_and_releases_the_lock(index, settings):
    put(index, "lockers")
    named = snapshot.current_generation(settings.index_dir)
    with pytest.raises(RuntimeError, match="disk vanished"), index.writing("indexing") as write:
        write.changed = True
        raise RuntimeError("disk vanished")
    assert snapshot.current_generation(settings.index_dir) != named
    free = IndexLock(settings.index_dir)
    free.acquire(0, "checking the lock was released")
    free.release()


def test_status_names_the_backend_and_is_ok_once_serving(index, settings):
    put(index, "lockers")
    index.size()
    status = index.status()
    assert status.state == "ok", status
    where = "Qdrant server" if settings.qdrant.url else "Qdrant local mode"
    assert str(status).startswith(where)


@pytest.mark.filterwarnings("ignore:Failed to obtain server version")  # qdrant-client, nobody listening
def test_a_qdrant_server_that_does_not_answer_is_reported_without_its_credentials(tmp_path):
    from banking_ai.rag.qdrant_index import QdrantPolicyIndex
    from tests.network import free_port

    url = f"http://staff:s3cret-key@127.0.0.1:{free_port()}"  # nothing listens there
    settings = Settings(_env_file=None, index_dir=tmp_path / "index", qdrant=QdrantSettings(url=url, timeout_s=2))
    index = QdrantPolicyIndex(settings)
    try:
        status = index.status()
    finally:
        index.close()
    for thread in threading.enumerate():  # qdrant-client checks the server's version in a thread
        if "_check_compatibility" in thread.name:
            thread.join(10)  # its warning is emitted here, under this test's filter
    assert (status.store, status.state) == ("Qdrant server (127.0.0.1)", "unavailable")
    assert "s3cret" not in str(status) and "staff" not in str(status)


def test_a_snapshot_file_saved_before_it_listed_documents_is_rebuilt_from_the_index(tmp_path):
    settings = Settings(_env_file=None, index_dir=tmp_path / "index")
    writer = make_policy_index(settings)
    put(writer, "lockers")
    path = settings.index_dir / snapshot.SNAPSHOT_FILE
    with np.load(path, allow_pickle=False) as data:
        older = {name: data[name] for name in data.files if name != "documents"}
    with path.open("wb") as handle:
        np.savez(handle, **older)

    reader = make_policy_index(settings)
    assert [d.title for d in reader.documents()] == [TITLES["lockers"]] and reader.size() == 3
    assert [d["title"] for d in snapshot.load(settings.index_dir).documents] == [TITLES["lockers"]]
