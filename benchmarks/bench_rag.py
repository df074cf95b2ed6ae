"""Speed and memory of indexing and rag_search on a generated ~10k-chunk index.

Everything is measured side by side in one run (the machine is shared and noisy, so
ratios within a run are what count):

- indexing throughput vs the embedder's raw throughput on the same chunk texts;
- re-indexing the unchanged corpus vs the first build;
- rag_search p50/p95 (cold query cache) vs the bare query embedding, vs the naive
  algorithm that re-encodes every candidate, and with a repeated (cached) query;
- the local-mode candidate paths: in-memory snapshot vs qdrant-client local queries;
- peak resident memory.

    python -m benchmarks.bench_rag [--chunks 10000] [--out results.json]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import statistics
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.rag.chunking import chunk_document
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.parsing import parse_document
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import build_rag_services
from banking_ai.settings import QdrantSettings, Settings
from scripts.sample_corpus.render import render_document

SECTIONS_PER_DOC = 14
PARAGRAPHS_PER_SECTION = 3


def sentences_of(corpus: Path) -> list[str]:
    out = []
    for path in sorted(corpus.glob("*.docx")):
        for block in parse_document(path, 10**8).blocks:
            text = block.text if block.kind == "text" else "\n".join(block.rows)
            out += [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n", text) if len(s.strip()) > 30]
    return out


def generate_corpus(folder: Path, sentences: list[str], chunks: int, seed: int = 7) -> None:
    """Policy-like DOCX files recombined from the sample corpus's sentences."""
    rng = random.Random(seed)
    docs = max(1, chunks // (SECTIONS_PER_DOC * PARAGRAPHS_PER_SECTION))
    folder.mkdir(parents=True, exist_ok=True)
    for d in range(docs):
        blocks = []
        for s in range(SECTIONS_PER_DOC):
            blocks.append(("h1", f"Section {s + 1}: {rng.choice(sentences)[:60]}"))
            for _ in range(PARAGRAPHS_PER_SECTION):
                paragraph = ""
                while len(paragraph) < 600:
                    paragraph += rng.choice(sentences) + " "
                blocks.append(("p", paragraph.strip()))
        spec = {"file": f"generated_{d:04d}.docx", "title": f"Generated Policy {d}", "blocks": blocks}
        (folder / spec["file"]).write_bytes(render_document(spec))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(fn, *args) -> float:
    started = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    results: dict[str, float] = {}
    questions = [q.question for q in load_questions(Path("data/eval"))]

    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        generate_corpus(corpus, sentences_of(Path("data/policies")), args.chunks)
        settings = Settings(_env_file=None, index_dir=Path(tmp) / "index")
        services = build_rag_services(settings)
        services.embedder.warm_up()

        # raw embedder throughput on exactly the texts the indexer embeds
        texts = []
        for path in sorted(corpus.glob("*.docx")):
            chunks = chunk_document(
                parse_document(path, 10**8),
                doc_id=str(path),
                source=path,
                modified="",
                chunk_size=settings.rag.chunk_size,
                chunk_overlap=settings.rag.chunk_overlap,
                min_chunk_chars=settings.rag.min_chunk_chars,
            )
            texts += [c.embedding_text for c in chunks]
        chunk_count = len(texts)
        started = time.perf_counter()
        services.embedder.embed_documents(texts)
        raw_s = time.perf_counter() - started
        results["chunks"] = chunk_count
        results["embedder_raw_chunks_per_s"] = chunk_count / raw_s

        started = time.perf_counter()
        report = services.indexer.build([corpus])
        build_s = time.perf_counter() - started
        assert report.ok and report.chunks_total == chunk_count, report.summary()
        results["index_build_s"] = build_s
        results["index_chunks_per_s"] = chunk_count / build_s
        results["index_vs_raw_embedder"] = raw_s / build_s
        started = time.perf_counter()
        again = services.indexer.build([corpus])
        results["reindex_unchanged_s"] = time.perf_counter() - started
        assert again.chunks_embedded == 0
        results["reindex_speedup"] = build_s / results["reindex_unchanged_s"]
        results["peak_rss_after_build_mb"] = peak_mb()

        started = time.perf_counter()
        services.index.size()
        results["snapshot_load_s"] = time.perf_counter() - started

        # bare query embedding (no cache) vs rag_search with a cold cache
        embedder = services.embedder
        bare = [timed(embedder.embed_documents, [q]) for q in questions]  # the query cache stays empty
        search = [timed(services.retriever.search, q, 4) for q in questions]
        repeated = [timed(services.retriever.search, questions[0], 4) for _ in range(200)]
        results.update(
            query_embedding_p50_ms=statistics.median(bare),
            query_embedding_p95_ms=percentile(bare, 0.95),
            rag_search_p50_ms=statistics.median(search),
            rag_search_p95_ms=percentile(search, 0.95),
            rag_search_cached_p50_ms=statistics.median(repeated),
        )
        results["rag_search_vs_embedding_p50"] = results["rag_search_p50_ms"] / results["query_embedding_p50_ms"]

        # the naive design: dense candidates, then re-encode every candidate's text
        def naive(question: str) -> None:
            vector = embedder.embed_documents([question])[0]
            found = services.index.candidates(vector, None, settings.rag.dense_candidates, 0)
            encoded = embedder.embed_documents([c.payload["text"] for c in found])
            sorted(zip(encoded @ vector, found, strict=True), key=lambda pair: -pair[0])[:4]

        naive_ms = [timed(naive, q) for q in questions[:40]]
        results["naive_rerank_p50_ms"] = statistics.median(naive_ms)
        results["speedup_vs_naive_p50"] = results["naive_rerank_p50_ms"] / results["rag_search_p50_ms"]

        # qdrant-client local mode as the index backend (what the snapshot replaces)
        from banking_ai.rag.index import make_policy_index

        local = Settings(_env_file=None, index_dir=settings.index_dir, qdrant=QdrantSettings(local_reader="qdrant"))
        index = make_policy_index(local)
        started = time.perf_counter()
        index.status()  # opens the client: qdrant-client local mode reads every point here
        results["qdrant_local_open_s"] = time.perf_counter() - started
        direct = Retriever(settings.rag, services.embedder, index)
        for q in questions[:5]:
            direct.search(q, 4)  # embeddings now cached: the difference is the candidate search
        local_ms = [timed(direct.search, q, 4) for q in questions[:40]]
        snapshot_ms = [timed(services.retriever.search, q, 4) for q in questions[:40]]
        index.close()
        results["qdrant_local_search_cached_p50_ms"] = statistics.median(local_ms)
        results["snapshot_search_cached_p50_ms"] = statistics.median(snapshot_ms)
        results["peak_rss_mb"] = peak_mb()

    for key, value in results.items():
        print(f"{key:40s} {value:10.2f}")
    if args.out:
        args.out.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
