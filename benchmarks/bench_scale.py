"""rag_search, memory, snapshot load and reload on a ~100k-chunk index on the embedded default.

Encoding 100k chunks takes ~50 min on 2 cores, so the index is made from real chunks instead: the
sample corpus is indexed normally (real parsing, chunking, MiniLM vectors, BM25 terms), then each
of its documents is written again and again as new documents until the index holds ``--chunks``
chunks. Every copy's dense vector is the original plus Gaussian noise (cosine ~0.9 to it, so copies
neither coincide nor collapse under deduplication) and every copy drops a random fifth of its BM25
terms. The copies go through the real writer path: ``PolicyIndex.writing()`` on Qdrant local mode
on disk, the entity graph in SQLite, then the snapshot saved for readers. What is searched is the
local-mode default: the in-memory snapshot, with the graph boost.

The measuring half runs in a fresh process (``--measure DIR``), so its memory and load times are
a new app's: snapshot load, resident memory, rag_search p50/p95 with a cold query cache (the eval
questions), the same with the cache warm (the index alone), one writer run that changes one
document (opening Qdrant's folder, saving the snapshot) and the reader's reload after it, and cold
``banking-ai documents`` / ``search`` processes.

    python -m benchmarks.bench_scale [--chunks 100000] [--work DIR] [--out results.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)

REPO = Path(__file__).resolve().parent.parent
NOISE = 0.5  # Gaussian noise per vector, relative to its unit length: cosine to the original ~0.9
DROP_TERMS = 0.2  # share of a copy's BM25 terms dropped at random


def status_mb(field: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return 0.0


def rss_mb() -> float:
    return status_mb("VmRSS")


def peak_mb() -> float:
    """This process's peak resident memory (VmHWM: unlike ru_maxrss, not inherited from the parent)."""
    return status_mb("VmHWM")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def source_snapshot(corpus: Path, folder: Path):
    """The sample corpus indexed for real; its snapshot holds the chunks, vectors and BM25 terms."""
    from banking_ai.rag import snapshot
    from banking_ai.rag.services import build_rag_services
    from banking_ai.settings import Settings

    services = build_rag_services(Settings(_env_file=None, index_dir=folder))
    print(services.indexer.build([corpus]).summary(), flush=True)
    return snapshot.load(folder)


def build(settings, source, target_chunks: int, seed: int = 7) -> dict[str, float]:
    """Write copies of ``source``'s documents through the index's writer until ``target_chunks``."""
    import numpy as np

    from banking_ai.graph.entities import default_extractor
    from banking_ai.graph.factory import make_graph_store
    from banking_ai.rag.graph_sync import GraphSync
    from banking_ai.rag.index import make_policy_index
    from banking_ai.types import Chunk

    rng = np.random.default_rng(seed)
    term_of_column = {column: term for term, column in source.vocabulary.items()}
    rows = source.terms.tocsr()
    by_doc: dict[str, list[int]] = defaultdict(list)
    for row, payload in enumerate(source.payloads):
        by_doc[payload["doc_id"]].append(row)
    records = {record["doc_id"]: record for record in source.documents}
    chunk_fields = Chunk.__dataclass_fields__
    index = make_policy_index(settings)
    sync = GraphSync(make_graph_store(settings), default_extractor())
    times = {"write_points_s": 0.0, "graph_s": 0.0}
    written = copy = documents = 0
    dimension = source.matrix.shape[1]
    started = time.perf_counter()
    with index.writing("scale benchmark") as write:
        store = write.store
        store.ensure(source.matrix.shape[1])
        sync.start_run()
        while written < target_chunks:
            for doc_id, doc_rows in by_doc.items():
                new_id, version = f"{doc_id}#copy{copy:04d}", f"scale{copy:04d}"
                chunks = [
                    Chunk(**{name: source.payloads[r][name] for name in chunk_fields} | {"doc_id": new_id})
                    for r in doc_rows
                ]
                noise = rng.normal(0, NOISE / np.sqrt(dimension), (len(doc_rows), dimension))
                vectors = source.matrix[doc_rows] + noise
                vectors = (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)
                sparse = []
                for r in doc_rows:
                    start, end = rows.indptr[r], rows.indptr[r + 1]
                    keep = rng.random(end - start) >= DROP_TERMS
                    sparse.append(
                        (
                            [int(term_of_column[c]) for c in rows.indices[start:end][keep]],
                            [float(v) for v in rows.data[start:end][keep]],
                        )
                    )
                began = time.perf_counter()
                store.write_chunks(chunks, vectors, version, source.payloads[doc_rows[0]]["model"], sparse)
                record = dict(records[doc_id])
                record.update(doc_id=new_id, version=version, source=new_id, title=f"{record['title']} ({copy})")
                record.update(pending=None, retired=[])
                store.put_record(record)
                times["write_points_s"] += time.perf_counter() - began
                began = time.perf_counter()
                sync.upsert(new_id, version, chunks)
                times["graph_s"] += time.perf_counter() - began
                written += len(chunks)
                documents += 1
                if written >= target_chunks:
                    break
            copy += 1
            print(f"written {written} chunks", flush=True)
        write.changed = True
        closing = time.perf_counter()
    times["publish_snapshot_s"] = time.perf_counter() - closing  # read every point back, save the file
    times["build_total_s"] = time.perf_counter() - started
    times["chunks"] = written
    times["documents"] = documents
    times["snapshot_file_mb"] = (settings.index_dir / "snapshot.npz").stat().st_size / 1e6
    times["writer_peak_rss_mb"] = peak_mb()
    return times


def measure(index_dir: Path) -> dict[str, float]:
    """In a fresh process: what a new app pays, and what customers wait for."""
    from banking_ai.rag.evaluation import load_questions
    from banking_ai.rag.services import build_rag_services
    from banking_ai.settings import Settings

    out: dict[str, float] = {}
    settings = Settings(_env_file=None, index_dir=index_dir)
    services = build_rag_services(settings)
    services.embedder.warm_up()
    services.embedder.embed_query("warm the encoder")
    out["rss_before_load_mb"] = rss_mb()
    started = time.perf_counter()
    out["chunks"] = services.index.size()
    out["snapshot_load_s"] = time.perf_counter() - started
    out["rss_after_load_mb"] = rss_mb()
    out["snapshot_in_memory_mb"] = out["rss_after_load_mb"] - out["rss_before_load_mb"]

    questions = [q.question for q in load_questions(REPO / "data" / "eval")]
    for question in questions[:5]:
        services.retriever.search(question, 4)  # first calls: the graph store opens, caches fill
    services.embedder.cache._items.clear()
    cold = []
    for question in questions:
        began = time.perf_counter()
        services.retriever.search(question, 4)
        cold.append((time.perf_counter() - began) * 1000)
    warm = []
    for question in questions:  # the same questions again: embeddings cached, the index alone
        began = time.perf_counter()
        services.retriever.search(question, 4)
        warm.append((time.perf_counter() - began) * 1000)
    embed = []
    for question in questions[:60]:
        began = time.perf_counter()
        services.embedder.embed_documents([question])  # uncached, as a cold search pays it
        embed.append((time.perf_counter() - began) * 1000)
    out.update(
        rag_search_p50_ms=statistics.median(cold),
        rag_search_p95_ms=percentile(cold, 0.95),
        rag_search_cached_p50_ms=statistics.median(warm),
        rag_search_cached_p95_ms=percentile(warm, 0.95),
        query_embedding_p50_ms=statistics.median(embed),
        questions=len(questions),
    )
    out["peak_rss_searching_mb"] = peak_mb()

    started = time.perf_counter()
    out["documents_listed"] = len(services.index.documents())
    out["documents_listing_ms"] = (time.perf_counter() - started) * 1000

    # one writer run that changes one document's record, then the reload customers' searches wait for
    began = time.perf_counter()
    with services.index.writing("scale benchmark: one change") as write:
        opened = time.perf_counter()
        record = next(iter(write.store.records().values()))
        write.store.put_record({**record, "indexed_at": time.strftime("%Y-%m-%dT%H:%M:%S+00:00")})
        write.changed = True
        closing = time.perf_counter()
    out["writer_open_qdrant_s"] = opened - began  # the lock and qdrant-client local mode reading the folder
    out["writer_publish_s"] = time.perf_counter() - closing  # read back, save the file, reload here
    started = time.perf_counter()
    services.index.reload()
    out["reload_s"] = time.perf_counter() - started
    out["peak_rss_mb"] = peak_mb()
    return out


def cold_cli(index_dir: Path) -> dict[str, float]:
    env = {**os.environ, "BANKING_AI_INDEX_DIR": str(index_dir), "PYTHONPATH": str(REPO)}
    out = {}
    for name, argv in {
        "cli_documents_s": ["documents", "--json"],
        "cli_search_s": ["search", "how do I reload my forex card", "--json"],
    }.items():
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "banking_ai.cli", *argv], env=env, capture_output=True, cwd=REPO)
        out[name] = time.perf_counter() - started
        assert done.returncode == 0, done.stderr.decode()[-2000:]
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chunks", type=int, default=100_000)
    parser.add_argument("--corpus", type=Path, default=REPO / "data" / "policies")
    parser.add_argument("--work", type=Path, help="keep the indexes here (default: a temporary folder)")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # the fresh measuring process
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure)))
        return
    from banking_ai.settings import Settings

    with tempfile.TemporaryDirectory(prefix="bench-scale-") as tmp:
        work = args.work or Path(tmp)
        source = source_snapshot(args.corpus, work / "source")
        settings = Settings(_env_file=None, index_dir=work / "scale")
        results: dict[str, float] = {"source_chunks": len(source.ids)}
        if not (settings.index_dir / "snapshot.npz").exists():
            results.update(build(settings, source, args.chunks))
        child = subprocess.run(
            [sys.executable, "-m", "benchmarks.bench_scale", "--measure", str(settings.index_dir)],
            capture_output=True,
            text=True,
            cwd=REPO,
            check=True,
        )
        results.update(json.loads(child.stdout.strip().splitlines()[-1]))
        results.update(cold_cli(settings.index_dir))
    for key, value in results.items():
        print(f"{key:32s} {value:12.2f}")
    if args.out:
        args.out.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
