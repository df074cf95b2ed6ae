"""Speed of the entity graph: store lookups at 10k chunks, and what the boost adds to rag_search.

Measured side by side in one run (the machine is shared and noisy; compare within a run):

1. **Store lookups** on a generated graph of 10,000 chunks / 50,000 mentions (entity popularity
   skewed like real text: a few entities everywhere, most rare), on SQLite and on a Bolt server
   (ArcadeDB started here, unless ``--bolt-uri`` points at Neo4j): bulk load time, then
   ``shared_entities`` (question entities x 60 candidates) and ``related_chunks`` p50/p95.
2. **rag_search with and without the boost** on the sample corpus, alternating per question, with
   a cold query cache (the encoder runs) and a warm one (repeated question); plus the booster
   alone (entity extraction + store lookup + scoring) on SQLite and on the Bolt server.
3. **Extraction**: time per chunk and per question, entities per chunk, and how much of the
   graph pattern entities (amounts, durations …) take.

    python -m benchmarks.bench_graph [--index DIR] [--out results.json] [--skip-bolt]

Retrieval quality with the boost is swept by ``python -m benchmarks.tune_retrieval --graph``
(``graph_sweep`` below).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.graph.base import ChunkEntities
from banking_ai.graph.boost import PATTERN_PREFIXES, GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.graph.lexicon import LEXICON
from banking_ai.graph.sqlite_store import SqliteGraphStore
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.graph_sync import GraphSync
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import build_rag_services
from banking_ai.settings import GraphSettings, Settings

CANDIDATES = 60  # dense 40 + BM25 20, the rerank pool


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    ordered = sorted(samples_ms)
    return {
        "p50_ms": round(statistics.median(ordered), 3),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 3),
        "max_ms": round(ordered[-1], 3),
    }


# -- 1. store lookups on a generated graph ---------------------------------------------------
def generated_graph(chunks: int, mentions: int, seed: int = 5):
    """(documents, entity popularity weights, entity list): Zipf-like popularity over real ids."""
    rng = random.Random(seed)
    entities = sorted(LEXICON) + [f"amount:{n * 500}" for n in range(1, 301)] + [f"duration:{n}d" for n in range(120)]
    rng.shuffle(entities)
    weights = [1 / (rank + 1) ** 0.9 for rank in range(len(entities))]
    per_chunk = mentions // chunks
    documents: dict[str, list[ChunkEntities]] = {}
    for n in range(chunks):
        doc = f"/policies/generated_{n // 50:03d}.docx"
        chosen: set[str] = set()
        while len(chosen) < per_chunk:
            chosen.update(rng.choices(entities, weights, k=per_chunk - len(chosen)))
        documents.setdefault(doc, []).append(ChunkEntities(f"chunk-{n:05d}", n % 50, tuple(sorted(chosen))))
    return documents, weights, entities


def bench_store(store, documents, weights, entities, queries: int = 300) -> dict:
    started = time.perf_counter()
    for doc_id, rows in documents.items():
        store.upsert_document(doc_id, "v1", rows)
    load_s = time.perf_counter() - started
    rng = random.Random(11)
    all_ids = [row.chunk_id for rows in documents.values() for row in rows]
    shared_ms, related_ms = [], []
    for _ in range(queries):
        asked = list(dict.fromkeys(rng.choices(entities, weights, k=rng.randint(1, 5))))
        pool = rng.sample(all_ids, CANDIDATES)
        started = time.perf_counter()
        store.shared_entities(asked, pool)
        shared_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        store.related_chunks(asked, pool, 10)
        related_ms.append((time.perf_counter() - started) * 1000)
    counts = store.counts()
    return {
        "store": store.description,
        "chunks": counts.chunks,
        "mentions": counts.mentions,
        "load_s": round(load_s, 2),
        "shared_entities": percentiles(shared_ms[10:]),  # the first few warm caches / JIT
        "related_chunks": percentiles(related_ms[10:]),
    }


# -- 2. rag_search with and without the boost ---------------------------------------------------
def bench_search(services, questions: list[str], booster: GraphBooster, rounds: int = 2) -> dict:
    plain = Retriever(services.settings.rag, services.embedder, services.index)
    boosted = Retriever(services.settings.rag, services.embedder, services.index, booster)
    for question in questions[:20]:  # warm up the model, snapshot and store
        plain.search(question, 4)
        boosted.search(question, 4)
    cold = {"off": [], "on": []}
    warm = {"off": [], "on": []}
    for turn in range(rounds):
        for n, question in enumerate(questions):
            order = [("off", plain), ("on", boosted)]
            if (n + turn) % 2:
                order.reverse()  # alternate who goes first: neither side always meets a warmer CPU cache
            for name, retriever in order:
                services.embedder.cache._items.clear()
                started = time.perf_counter()
                retriever.search(question, 4)
                cold[name].append((time.perf_counter() - started) * 1000)
            for name, retriever in order:
                started = time.perf_counter()
                retriever.search(question, 4)  # the query vector is cached now
                warm[name].append((time.perf_counter() - started) * 1000)
    booster_ms = []
    for question in questions:
        ids = [c.point_id for c in services.index.candidates(services.embedder.embed_query(question), None, 60, 0)]
        started = time.perf_counter()
        booster.boost(question, ids)
        booster_ms.append((time.perf_counter() - started) * 1000)
    out = {"store": booster.store.description, "booster_alone": percentiles(booster_ms)}
    for label, samples in (("cold_cache", cold), ("warm_cache", warm)):
        off, on = statistics.median(samples["off"]), statistics.median(samples["on"])
        out[label] = {
            "off_p50_ms": round(off, 3),
            "on_p50_ms": round(on, 3),
            "added_p50_ms": round(on - off, 3),
            "added_percent": round(100 * (on - off) / off, 1),
        }
    return out


# -- 3. extraction ----------------------------------------------------------------------------------
def bench_extraction(services, questions: list[str]) -> dict:
    extractor = default_extractor()
    chunks = services.index.chunks(services.index.size())
    texts = [f"{c.doc_title} > {c.section}\n{c.text}" if c.section else c.text for c in chunks]
    started = time.perf_counter()
    found = [extractor.extract(text) for text in texts]
    per_chunk_ms = (time.perf_counter() - started) * 1000 / len(texts)
    started = time.perf_counter()
    asked = [extractor.extract(q) for q in questions]
    per_question_us = (time.perf_counter() - started) * 1e6 / len(questions)
    mentions = [e for chunk in found for e in chunk]
    patterns = [e for e in mentions if e.startswith(PATTERN_PREFIXES)]
    frequency = Counter(mentions)
    return {
        "chunks": len(texts),
        "extract_ms_per_chunk": round(per_chunk_ms, 3),
        "extract_us_per_question": round(per_question_us, 1),
        "entities_per_chunk": round(len(mentions) / len(texts), 1),
        "pattern_share_of_mentions": round(len(patterns) / len(mentions), 3),
        "distinct_entities": len(frequency),
        "distinct_pattern_entities": len({e for e in frequency if e.startswith(PATTERN_PREFIXES)}),
        "questions_with_entities": round(sum(bool(a) for a in asked) / len(asked), 3),
        "entities_per_question": round(sum(map(len, asked)) / len(asked), 2),
        "most_common": [f"{e} ({n})" for e, n in frequency.most_common(8)],
    }


# -- quality: the retrieval eval with the boost --------------------------------------------------
def graph_sweep(args) -> None:
    """hit@1 / hit@4 / MRR per split for boost weights, scoring variants, pattern kinds and expansion.

    The production graph (SQLite, filled by the indexer) serves the default extractor; variants of
    the extraction (no patterns, chunk text without its heading path) use in-memory graphs built
    from the same chunks. Prints markdown for docs/graph.md.
    """
    from banking_ai.graph.entities import EntityExtractor
    from banking_ai.graph.memory import MemoryGraphStore
    from banking_ai.rag.evaluation import evaluate
    from banking_ai.settings import RagSettings

    questions = load_questions(Path(args.eval))
    splits = {
        "tune": [q for q in questions if q.id.startswith("a") or q.doc is None],
        "held-out": [q for q in questions if q.id.startswith("b") or q.doc is None],
        "all": questions,
    }
    with tempfile.TemporaryDirectory(prefix="tune-graph-") as tmp:
        services = build_rag_services(Settings(_env_file=None, index_dir=Path(tmp) / "index"))
        print(services.indexer.build([args.corpus]).summary(), flush=True)
        indexed = services.index.chunks(services.index.size())

        def memory_graph(extractor, with_context: bool) -> MemoryGraphStore:
            store = MemoryGraphStore()
            rows: dict[str, list[ChunkEntities]] = {}
            for c in indexed:
                context = f"{c.doc_title} > {c.section}" if c.section else c.doc_title
                text = f"{context}\n{c.text}" if with_context else c.text
                rows.setdefault(c.doc_id, []).append(ChunkEntities(c.chunk_id, c.position, extractor.extract(text)))
            for doc_id, chunks in rows.items():
                store.upsert_document(doc_id, "v", chunks)
            return store

        default = default_extractor()
        concepts_only = EntityExtractor(patterns=())
        graphs = {
            "concepts+patterns, heading path": (services.graph.store, default),
            "concepts only, heading path": (memory_graph(concepts_only, True), concepts_only),
            "concepts+patterns, text only": (memory_graph(default, False), default),
        }
        hybrid, dense_only = services.settings.rag, RagSettings(sparse_candidates=0, sparse_weight=0.0)
        configs: list[tuple[str, RagSettings, GraphBooster | None]] = [
            ("hybrid (current default), no boost", hybrid, None),
            ("dense only, no boost", dense_only, None),
        ]
        weights = [float(w) for w in args.boost_weights.split(",")]
        store, extractor = graphs["concepts+patterns, heading path"]
        for weight in weights:
            configs.append((f"dense only + boost {weight}", dense_only, GraphBooster(store, extractor, weight=weight)))
        for (graph, (store, extractor)), weight in [(g, w) for g in graphs.items() for w in weights]:
            configs.append((f"hybrid + boost {weight}, {graph}", hybrid, GraphBooster(store, extractor, weight=weight)))
        for weighting, normalise in (("count", "query"), ("idf", "max"), ("count", "max")):
            for weight in (0.05, 0.1):
                booster = GraphBooster(store, extractor, weight=weight, weighting=weighting, normalise=normalise)
                configs.append((f"hybrid + boost {weight}, {weighting} / {normalise}-normalised", hybrid, booster))
        for neighbours in (5, 20):
            booster = GraphBooster(store, extractor, weight=0.05, neighbours=neighbours)
            configs.append((f"hybrid + boost 0.05 + {neighbours} graph neighbours", hybrid, booster))

        print(
            "\n| configuration | tune hit@1 | tune hit@4 | tune MRR | held-out hit@1 | held-out hit@4 "
            "| held-out MRR | all hit@1 | all hit@4 | all MRR |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|")
        by_style = {}
        for label, rag, booster in configs:
            retriever = Retriever(rag, services.embedder, services.index, booster)
            scores = {name: evaluate(split, lambda q, r=retriever: r.search(q, 4)) for name, split in splits.items()}
            by_style[label] = scores["all"]
            cells = " | ".join(
                f"{s.overall.hit1:.3f} | {s.overall.hit4:.3f} | {s.overall.mrr:.3f}" for s in scores.values()
            )
            print(f"| {label} | {cells} |", flush=True)
        for label in (
            "hybrid (current default), no boost",
            *(f"hybrid + boost {w}, concepts+patterns, heading path" for w in weights[:3]),
        ):
            print(f"\nby style: {label}\n\n| style | n | hit@1 | hit@4 | MRR |\n|---|---|---|---|---|")
            result = by_style[label]
            for style, s in [*result.by_style.items(), ("overall", result.overall)]:
                print(f"| {style} | {s.questions} | {s.hit1:.3f} | {s.hit4:.3f} | {s.mrr:.3f} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", type=Path, help="an index of data/policies to reuse (default: build one)")
    parser.add_argument("--corpus", default="data/policies")
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--mentions", type=int, default=50_000)
    parser.add_argument("--skip-bolt", action="store_true", help="SQLite only")
    parser.add_argument("--bolt-uri", help="a Neo4j to use instead of starting ArcadeDB (NEO4J_* for the login)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="bench-graph-") as tmp:
        tmp_path = Path(tmp)
        server = bolt = None
        if not args.skip_bolt:
            bolt, server = start_bolt(args, tmp_path)
        try:
            documents, weights, entities = generated_graph(args.chunks, args.mentions)
            results["lookup_sqlite"] = bench_store(
                SqliteGraphStore(tmp_path / "g.sqlite3"), documents, weights, entities
            )
            print(json.dumps(results["lookup_sqlite"]), flush=True)
            if bolt is not None:
                store = bolt_store(bolt)
                results["lookup_bolt"] = bench_store(store, documents, weights, entities, queries=150)
                print(json.dumps(results["lookup_bolt"]), flush=True)

            index_dir = args.index or tmp_path / "index"
            settings = Settings(_env_file=None, index_dir=index_dir, graph=GraphSettings(boost_weight=0.1))
            services = build_rag_services(settings)
            report = services.indexer.build([args.corpus])
            print(report.summary(), flush=True)
            questions = [q.question for q in load_questions(Path("data/eval"))]
            results["extraction"] = bench_extraction(services, questions)
            print(json.dumps(results["extraction"]), flush=True)
            results["search_sqlite"] = bench_search(services, questions, services.graph)
            print(json.dumps(results["search_sqlite"]), flush=True)
            if bolt is not None:
                from banking_ai.rag.store import QdrantIndex, open_client

                store = bolt_store(bolt)  # emptied, then filled from the index by the indexer's repair step
                sync = GraphSync(store, default_extractor())
                sync.start_run()
                with open_client(settings) as client:
                    sync.reconcile(QdrantIndex(client, settings.qdrant.collection))
                booster = GraphBooster(store, default_extractor(), weight=0.1, timeout_s=2.0)
                results["search_bolt"] = bench_search(services, questions, booster, rounds=1)
                print(json.dumps(results["search_bolt"]), flush=True)
        finally:
            if server is not None:
                server.stop()
    if args.out:
        args.out.write_text(json.dumps(results, indent=2))


def start_bolt(args, tmp_path: Path):
    import os

    from tests.graph.arcadedb_server import ArcadeDbBoltServer, BoltServer

    if args.bolt_uri:
        login = (os.environ.get("NEO4J_USERNAME", "neo4j"), os.environ.get("NEO4J_PASSWORD", ""))
        return BoltServer("Neo4j", args.bolt_uri, *login, os.environ.get("NEO4J_DATABASE", "neo4j")), None
    server = ArcadeDbBoltServer(tmp_path / "arcadedb")
    started = time.perf_counter()
    bolt = server.start()
    print(f"{bolt.name} started in {time.perf_counter() - started:.1f} s", flush=True)
    return bolt, server


def bolt_store(bolt):
    from banking_ai.graph.neo4j_store import Neo4jGraphStore

    store = Neo4jGraphStore(bolt.uri, bolt.username, bolt.password, database=bolt.database, timeout_s=30.0)
    wipe_bolt(store)
    return store


def wipe_bolt(store) -> None:
    store.clear()


if __name__ == "__main__":
    main()
