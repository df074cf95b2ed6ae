"""Choose chunk size, fusion weights, expansion and threshold on the retrieval eval.

Builds one index of data/policies per chunk size, then scores every ranking
configuration on the same indexes. Questions on the part-A documents (ids a*) are the
tuning split; part-B questions (ids b*, other documents) are held out, so a setting
that only fits the tuning questions shows up as a gap. Prints markdown for
docs/benchmarks.md.

    python -m benchmarks.tune_retrieval [--chunk-sizes 600,800,1000,1200,1600]
    python -m benchmarks.tune_retrieval --graph     # graph boost: weights, scoring, patterns, expansion
    python -m benchmarks.tune_retrieval --min-chunk-chars 0,120,200,300   # fragment merging
"""

from __future__ import annotations

import argparse
import itertools
import shutil
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.rag.evaluation import evaluate, load_questions
from banking_ai.rag.search import Retriever
from banking_ai.rag.services import build_rag_services
from banking_ai.settings import RagSettings, Settings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chunk-sizes", default="600,800,1000,1200,1600")
    parser.add_argument("--sparse-weights", default="0.3,0.5,0.7,1.0")
    parser.add_argument("--char-ngrams", default="off", help="off, on or both")
    parser.add_argument("--corpus", default="data/policies")
    parser.add_argument("--eval", default="data/eval")
    parser.add_argument("--graph", action="store_true", help="sweep the graph boost on the default ranking instead")
    parser.add_argument("--boost-weights", default="0.02,0.05,0.1,0.2,0.3")
    parser.add_argument("--min-chunk-chars", help="compare fragment merging thresholds on the default ranking")
    parser.add_argument("--keep", help="keep the indexes built by --min-chunk-chars under this folder")
    args = parser.parse_args()
    if args.min_chunk_chars:
        fragment_sweep(args)
        return
    if args.graph:
        from benchmarks.bench_graph import graph_sweep

        graph_sweep(args)
        return
    questions = load_questions(Path(args.eval))
    splits = _splits(questions)
    grams_options = {"off": [False], "on": [True], "both": [False, True]}[args.char_ngrams]
    rows = []
    services_by_size = {}
    tmp = tempfile.mkdtemp(prefix="tune-")
    for size, grams in itertools.product([int(s) for s in args.chunk_sizes.split(",")], grams_options):
        settings = Settings(
            _env_file=None,
            index_dir=Path(tmp) / f"{size}-{grams}",
            rag=RagSettings(chunk_size=size, chunk_overlap=size // 8, sparse_char_ngrams=grams),
        )
        services = build_rag_services(settings)
        services_by_size[(size, grams)] = services
        started = time.perf_counter()
        report = services.indexer.build([args.corpus])
        print(
            f"chunk {size}, char 4-grams {grams}: {report.chunks_total} chunks, "
            f"built in {time.perf_counter() - started:.1f} s"
        )
        sparse_options = [(0, 0.0)] + [(20, float(w)) for w in args.sparse_weights.split(",")]
        for expansion, (sparse_n, sparse_w) in itertools.product(["none", "sparse", "all"], sparse_options):
            rag = ranking((size, grams, expansion, sparse_n, sparse_w), min_score=-1.0)
            retriever = Retriever(rag, services.embedder, services.index)
            scores = {name: evaluate(split, lambda q, r=retriever: r.search(q, 4)) for name, split in splits.items()}
            rows.append(((size, grams, expansion, sparse_n, sparse_w), scores))
    rows.sort(key=lambda r: -(r[1]["all"].overall.hit4 + r[1]["all"].overall.mrr))
    print(
        "\n| chunk | char 4-grams | expansion | sparse cand. | sparse w | tune hit@4 | held-out hit@4 "
        "| all hit@1 | all hit@4 | all MRR |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for (size, grams, expansion, sparse_n, sparse_w), scores in rows:
        a = scores["all"].overall
        print(
            f"| {size} | {'on' if grams else 'off'} | {expansion} | {sparse_n} | {sparse_w} "
            f"| {scores['tune'].overall.hit4:.3f} | {scores['held-out'].overall.hit4:.3f} "
            f"| {a.hit1:.3f} | {a.hit4:.3f} | {a.mrr:.3f} |"
        )
    best = rows[0][1]["all"]
    print("\nbest configuration by style:")
    for style, score in best.by_style.items():
        print(f"  {style:<14} n={score.questions:<3} hit@1={score.hit1:.3f} hit@4={score.hit4:.3f} MRR={score.mrr:.3f}")
    threshold_sweep(rows[0][0], services_by_size, questions)
    shutil.rmtree(tmp, ignore_errors=True)


def _splits(questions: list) -> dict[str, list]:
    return {
        "tune": [q for q in questions if q.id.startswith("a") or q.doc is None],
        "held-out": [q for q in questions if q.id.startswith("b") or q.doc is None],
        "all": questions,
    }


def fragment_sweep(args) -> None:
    """One index per ``min_chunk_chars`` value, scored with the default ranking on both splits."""
    splits = _splits(load_questions(Path(args.eval)))
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tune-fragments-"))
    print(
        "| min_chunk_chars | chunks | shortest chunk | chunks < 200 chars | tune hit@4 | held-out hit@4 "
        "| all hit@1 | all hit@4 | all MRR |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for value in [int(v) for v in args.min_chunk_chars.split(",")]:
        settings = Settings(_env_file=None, index_dir=root / f"min{value}", rag=RagSettings(min_chunk_chars=value))
        services = build_rag_services(settings)
        services.indexer.build([args.corpus])
        lengths = sorted(len(chunk.text) for chunk in services.index.chunks(services.index.size()))
        retriever = services.retriever
        scores = {name: evaluate(split, lambda q, r=retriever: r.search(q, 4)) for name, split in splits.items()}
        a = scores["all"].overall
        print(
            f"| {value} | {len(lengths)} | {lengths[0]} | {sum(n < 200 for n in lengths)} "
            f"| {scores['tune'].overall.hit4:.3f} | {scores['held-out'].overall.hit4:.3f} "
            f"| {a.hit1:.3f} | {a.hit4:.3f} | {a.mrr:.3f} |",
            flush=True,
        )
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)


def ranking(config: tuple, **extra) -> RagSettings:
    """RagSettings for a grid point (chunk size, char 4-grams, expansion, BM25 candidates, BM25 weight)."""
    size, grams, expansion, sparse_n, sparse_w = config
    return RagSettings(
        chunk_size=size,
        sparse_char_ngrams=grams,
        query_expansion=expansion,
        sparse_candidates=sparse_n,
        sparse_weight=sparse_w,
        **extra,
    )


def threshold_sweep(config, services_by_size, questions) -> None:
    """How the relevance threshold trades off-topic rejection against answerable questions."""
    size, grams = config[:2]
    services = services_by_size[(size, grams)]
    print(
        "\n| answer gate (best cosine) | per-result floor | off-topic with no result "
        "| answerable with no result | hit@4 |"
    )
    print("|---|---|---|---|---|")
    for gate, floor in itertools.product((0.25, 0.3, 0.35, 0.4), (0.15, 0.2, 0.25, 0.3)):
        if floor > gate:
            continue
        rag = ranking(config, min_score=gate, result_floor=floor)
        retriever = Retriever(rag, services.embedder, services.index)
        result = evaluate(questions, lambda q, r=retriever: r.search(q, 4))
        print(
            f"| {gate} | {floor} | {result.off_topic_rejected:.0%} of {result.off_topic_questions} "
            f"| {result.answerable_empty:.1%} | {result.overall.hit4:.3f} |"
        )


if __name__ == "__main__":
    main()
