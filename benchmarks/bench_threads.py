"""Does rag_search stay near one query embedding when the host imported numpy first? (issue 12, item 6)

    python -m benchmarks.bench_threads [--index-dir DIR] [--chunks 2000] [--runs 2] [--json]

Each measurement is a fresh process on one index (built once: the sample banks plus generated
policies, as in bench_first_turns). It imports numpy and does one matrix product before importing
banking_ai ("numpy first": ``OPENBLAS_NUM_THREADS``, which banking_ai sets, comes too late for
numpy's OpenBLAS), or imports banking_ai first. It then loads the assistant's retrieval, times a
bare query embedding (``embed_documents([q])``, no cache) for every eval question, then
``rag_search`` for each (new questions: the query cache is cold), in blocks of 8 questions, and
reports the median over blocks of the ratio of their p50s (the shared machine's load moves during a
run, less so between adjacent blocks).
"numpy first, no run-time limit" replaces ``limit_blas_threads`` by a no-op: the code before
this change. Target: rag_search <= 1.3x one query embedding in every row.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

CHILD = """
import json, statistics, sys, time
numpy_first, limit, index_dir, backend = sys.argv[1] == "numpy", sys.argv[2] == "limit", sys.argv[3], sys.argv[4]
if numpy_first:
    import numpy
    numpy.ones((512, 512)) @ numpy.ones((512, 512))  # what a host does: its BLAS threads are started
import banking_ai
from banking_ai.embedding import threads
if not limit:
    threads.limit_blas_threads = lambda: None
from pathlib import Path
from threadpoolctl import threadpool_info
from banking_ai.rag import rag_search
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.services import rag_services
from banking_ai.settings import EmbeddingSettings, Settings
settings = Settings(_env_file=None, index_dir=Path(index_dir), embedding=EmbeddingSettings(backend=backend))
services = rag_services(settings)
services.embedder.warm_up()
size = services.index.size()
questions = [q.question for q in load_questions(Path("data/eval"))]
def timed(fn, *args):
    started = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - started) * 1000
for q in questions[:5]:
    rag_search(q, 4, settings=settings)  # first-call costs, both paths
# Blocks of 8 questions: 8 bare embeddings, then the same 8 searches. On a shared machine the load moves
# over a run; adjacent blocks see about the same, so each block gives a ratio and the median is reported.
bare, search, ratios = [], [], []
for start in range(5, len(questions) - 7, 8):
    block = questions[start : start + 8]
    bare_block = [timed(services.embedder.embed_documents, [q]) for q in block]
    search_block = [timed(lambda q: rag_search(q, 4, settings=settings), q) for q in block]
    bare += bare_block
    search += search_block
    ratios.append(statistics.median(search_block) / statistics.median(bare_block))
blas = sorted({pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"})
print(json.dumps({"chunks": size, "blas_threads": blas, "embedding_p50_ms": statistics.median(bare),
                  "rag_search_p50_ms": statistics.median(search), "ratio": statistics.median(ratios)}))
"""

ROWS = [
    ("banking_ai first", "banking_ai", "limit"),
    ("numpy first", "numpy", "limit"),
    ("numpy first, no run-time limit", "numpy", "none"),
]


def measure(index_dir: Path, order: str, limit: str, backend: str) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.endswith("_NUM_THREADS")}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, order, limit, str(index_dir), backend],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=1800,
    )
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index-dir", type=Path, help="an index to search (default: build one in a temp folder)")
    parser.add_argument("--chunks", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=2, help="processes per row and backend")
    parser.add_argument("--backends", default="onnx,torch")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        index_dir = args.index_dir
        if index_dir is None:
            from benchmarks.bench_first_turns import build_index

            index_dir = Path(tmp) / "index"
            build_index(index_dir, args.chunks)
        results = []
        for run in range(args.runs):
            for backend in args.backends.split(","):
                for label, order, limit in ROWS:
                    results.append(
                        {"row": label, "backend": backend, "run": run, **measure(index_dir, order, limit, backend)}
                    )
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{'':34s} {'backend':8s} {'BLAS threads':>12s} {'embed p50':>10s} {'search p50':>11s} {'ratio':>6s}")
    for r in results:
        print(
            f"{r['row']:34s} {r['backend']:8s} {r['blas_threads']!s:>12s} {r['embedding_p50_ms']:8.1f}ms"
            f" {r['rag_search_p50_ms']:9.1f}ms {r['ratio']:5.2f}x   ({r['chunks']} chunks)"
        )


if __name__ == "__main__":
    main()
