"""Do the first customers after start wait for the warm-up? Turn latency right after start-up.

    python -m benchmarks.bench_first_turns [--chunks 2000] [--index-dir DIR] [--json]

Builds (once) an index of about ``--chunks`` chunks: the two sample banks plus policy-like files
recombined from their sentences. Then, in a fresh process, it starts the assistant as the app does
(``build_services`` with the background answer warm-up on) and asks questions at once, one new
session each, while the warm-up runs: the first 20 turns against the steady state after it.
The target (issue 10): the first turns' p95 no worse than 300 ms on a 2,000-chunk index.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults first)
from benchmarks.load_app import percentile

REPO = Path(__file__).resolve().parent.parent
FIRST = 20


def build_index(index_dir: Path, chunks: int) -> int:
    from banking_ai.rag import build_rag_index
    from banking_ai.rag.services import rag_services
    from banking_ai.settings import Settings
    from benchmarks.bench_rag import generate_corpus, sentences_of

    settings = Settings(_env_file=None, index_dir=index_dir)
    size = rag_services(settings).index.size()
    if size >= chunks * 0.9:
        return size
    samples = [REPO / "data" / "policies", REPO / "data" / "kaveri_bank" / "policies"]
    report = build_rag_index(samples, settings=settings)
    missing = chunks - report.chunks_written
    if missing > 0:
        generated = index_dir.parent / "generated"
        generate_corpus(generated, sentences_of(samples[0]), missing)
        build_rag_index([*samples, generated], settings=settings)
    return rag_services(settings).index.size()


def run(index_dir: Path, turns: int) -> dict:
    from banking_ai.app import build_services
    from banking_ai.rag.evaluation import load_questions
    from banking_ai.settings import Settings

    questions = [q.question for q in load_questions(REPO / "data" / "eval")][:turns]
    started = time.perf_counter()
    assistant = build_services(Settings(_env_file=None, index_dir=index_dir))
    start_up_s = time.perf_counter() - started
    latencies = []
    for number, question in enumerate(questions):
        latencies.append(assistant.respond(f"first-{number}", question).latency_ms)

    def stats(values: list[float]) -> dict:
        return {
            "turns": len(values),
            "p50_ms": round(statistics.median(values), 1),
            "p95_ms": round(percentile(values, 0.95), 1),
            "max_ms": round(max(values), 1),
        }

    return {
        "chunks": assistant.rag.retriever.index.size(),
        "start_up_s": round(start_up_s, 1),
        f"first_{FIRST}_turns": stats(latencies[:FIRST]),
        "later_turns": stats(latencies[FIRST:]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=2000)
    parser.add_argument("--turns", type=int, default=120)
    parser.add_argument("--index-dir", type=Path, help="reuse or build the index here (default: a temp folder)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--serve-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_only:  # the fresh process: start the assistant and ask at once
        print(json.dumps(run(args.index_dir, args.turns)))
        return
    scratch = None
    index_dir = args.index_dir
    if index_dir is None:
        scratch = tempfile.TemporaryDirectory()
        index_dir = Path(scratch.name) / "index"
    build_index(index_dir, args.chunks)
    command = [sys.executable, "-m", "benchmarks.bench_first_turns", "--serve-only", "--index-dir", str(index_dir)]
    output = subprocess.run([*command, "--turns", str(args.turns)], check=True, capture_output=True, text=True)
    result = json.loads(output.stdout.strip().splitlines()[-1])
    print(json.dumps(result, indent=2) if args.json else result)
    if scratch is not None:
        scratch.cleanup()


if __name__ == "__main__":
    main()
