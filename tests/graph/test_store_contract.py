"""One contract for every GraphStore: the in-memory fake, SQLite and a real Bolt + Cypher server.

Shared-entity answers are checked against a brute-force reference computed from the very
documents written, so a store that drops, duplicates or mixes up mentions fails here.
"""

from __future__ import annotations

import random

import pytest

from banking_ai.graph.base import ChunkEntities

ENTITIES = [f"concept:e{n:02d}" for n in range(30)] + ["product:fixed_deposit", "segment:senior_citizen"]


def random_documents(seed: int, documents: int = 12, chunks: int = 8) -> dict[str, list[ChunkEntities]]:
    """Documents of chunks mentioning entities with a skewed popularity (some common, most rare)."""
    rng = random.Random(seed)
    weights = [1 / (rank + 1) for rank in range(len(ENTITIES))]
    out = {}
    for d in range(documents):
        rows = []
        for position in range(chunks):
            count = rng.randint(0, 6)
            mentioned = sorted(set(rng.choices(ENTITIES, weights, k=count)))
            rows.append(ChunkEntities(f"doc{d}-v{seed}-{position}", position, tuple(mentioned)))
        out[f"/policies/doc{d}.docx"] = rows
    return out


def reference(documents: dict[str, list[ChunkEntities]], entities, chunk_ids):
    """(by_chunk, chunk_counts, total) computed by brute force."""
    wanted = set(entities)
    chunks = {row.chunk_id: set(row.entities) for rows in documents.values() for row in rows}
    by_chunk = {c: frozenset(chunks[c] & wanted) for c in chunk_ids if c in chunks and chunks[c] & wanted}
    counts: dict[str, int] = {}
    for mentioned in chunks.values():
        for entity in mentioned & wanted:
            counts[entity] = counts.get(entity, 0) + 1
    return by_chunk, counts, len(chunks)


def load(store, documents, version="v1") -> None:
    for doc_id, rows in documents.items():
        store.upsert_document(doc_id, version, rows)


def check_against_reference(store, documents, rng: random.Random, queries: int = 15) -> None:
    all_chunks = [row.chunk_id for rows in documents.values() for row in rows]
    for _ in range(queries):
        entities = rng.sample(ENTITIES, rng.randint(1, 5))
        candidates = [*rng.sample(all_chunks, min(40, len(all_chunks))), "not-a-chunk"]
        got = store.shared_entities(entities, candidates)
        by_chunk, counts, total = reference(documents, entities, candidates)
        assert got.by_chunk == by_chunk
        assert got.chunk_counts == counts
        assert got.total_chunks == total


def test_shared_entities_match_a_brute_force_reference(graph_store):
    documents = random_documents(seed=1)
    load(graph_store, documents)
    check_against_reference(graph_store, documents, random.Random(7))
    assert graph_store.document_versions() == dict.fromkeys(documents, "v1")
    mentions = sum(len(row.entities) for rows in documents.values() for row in rows)
    counts = graph_store.counts()
    assert (counts.documents, counts.chunks, counts.mentions) == (12, 96, mentions)


def test_reupserting_a_changed_document_replaces_exactly_its_chunks(graph_store):
    documents = random_documents(seed=2)
    load(graph_store, documents)
    changed = "/policies/doc3.docx"
    old_ids = {row.chunk_id for row in documents[changed]}
    # the new version has fewer chunks, new ids and different entities (one entity only it mentions)
    documents[changed] = [
        ChunkEntities(f"doc3-new-{p}", p, ("product:fixed_deposit", "concept:only_in_v2")) for p in range(3)
    ]
    graph_store.upsert_document(changed, "v2", documents[changed])

    versions = graph_store.document_versions()
    assert versions[changed] == "v2" and sum(v == "v1" for v in versions.values()) == 11
    stale = graph_store.shared_entities(ENTITIES, sorted(old_ids))
    assert stale.by_chunk == {}  # the old version's chunks are gone
    fresh = graph_store.shared_entities(["concept:only_in_v2"], ["doc3-new-0", "doc3-new-2"])
    assert fresh.by_chunk == dict.fromkeys(["doc3-new-0", "doc3-new-2"], frozenset({"concept:only_in_v2"}))
    assert fresh.chunk_counts == {"concept:only_in_v2": 3}
    check_against_reference(graph_store, documents, random.Random(8))


def test_upserting_the_same_version_twice_changes_nothing(graph_store):
    documents = random_documents(seed=3, documents=3)
    load(graph_store, documents)
    before = graph_store.counts()
    load(graph_store, documents)
    assert graph_store.counts() == before
    check_against_reference(graph_store, documents, random.Random(9), queries=5)


def test_delete_removes_a_document_and_its_mentions(graph_store):
    documents = random_documents(seed=4, documents=4)
    load(graph_store, documents)
    graph_store.delete_document("/policies/doc0.docx")
    graph_store.delete_document("/policies/never-indexed.docx")  # no error
    removed = documents.pop("/policies/doc0.docx")
    assert set(graph_store.document_versions()) == set(documents)
    assert graph_store.shared_entities(ENTITIES, [row.chunk_id for row in removed]).by_chunk == {}
    check_against_reference(graph_store, documents, random.Random(10), queries=8)
    for doc_id in list(documents):
        graph_store.delete_document(doc_id)
    assert graph_store.counts().chunks == 0 and graph_store.counts().mentions == 0
    empty = graph_store.shared_entities(["product:fixed_deposit"], ["doc1-v4-0"])
    assert (empty.by_chunk, empty.chunk_counts, empty.total_chunks) == ({}, {}, 0)


def test_related_chunks_are_the_ones_sharing_most_entities(graph_store):
    documents = random_documents(seed=5)
    load(graph_store, documents)
    rng = random.Random(11)
    chunks = {row.chunk_id: set(row.entities) for rows in documents.values() for row in rows}
    for _ in range(8):
        entities = set(rng.sample(ENTITIES[:10], 4))
        exclude = set(rng.sample(sorted(chunks), 20))
        expected = sorted(
            ((c, frozenset(m & entities)) for c, m in chunks.items() if c not in exclude and m & entities),
            key=lambda item: (-len(item[1]), item[0]),
        )[:5]
        got = graph_store.related_chunks(sorted(entities), sorted(exclude), 5)
        assert list(got.items()) == expected
    assert graph_store.related_chunks([], [], 5) == {}
    assert graph_store.related_chunks(["product:fixed_deposit"], [], 0) == {}


def test_a_document_without_entities_still_records_its_version(graph_store):
    graph_store.upsert_document("/policies/blank.docx", "v1", [ChunkEntities("blank-0", 0, ())])
    assert graph_store.document_versions() == {"/policies/blank.docx": "v1"}
    assert graph_store.counts().chunks == 1
    graph_store.ensure_schema()  # idempotent: a second indexing run starts the same way
    graph_store.ensure_schema()
    graph_store.ping()
    assert graph_store.document_versions() == {"/policies/blank.docx": "v1"}


@pytest.mark.parametrize("name", ["product:fixed_deposit", "amount:500000", 'concept:o\'brien "quoted" ; DROP'])
def test_entity_names_are_data_not_query_text(graph_store, name):
    """Names with quotes and semicolons travel as parameters (no string-built SQL or Cypher)."""
    graph_store.upsert_document("/policies/x.docx", "v1", [ChunkEntities("x-0", 0, (name,))])
    assert graph_store.shared_entities([name], ["x-0"]).by_chunk == {"x-0": frozenset({name})}
