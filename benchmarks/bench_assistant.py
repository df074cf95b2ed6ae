"""Latency of whole customer turns (no OCR): offline answerer, real index, real intent model.

    python -m benchmarks.bench_assistant [--index-dir DIR] [--json]

"Warm" means what a running app has after start-up: models loaded, the answerer's sentence
vectors warmed from the index, the snapshot loaded — but every question is new, so its query
embedding is computed. A second pass repeats the same questions (query embeddings cached).
The sample index is built into a temporary folder unless --index-dir points at one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults first)
from benchmarks.load_app import percentile

REPO = Path(__file__).resolve().parent.parent
EXTRA_TURNS = [
    "hi",
    "thanks, that helps",
    "what is my account balance?",
    "I lost my credit card at the mall",
    "someone took money from my account with a fake call",
    "emi for 5 lakh at 10.5% for 3 yrs",
    "how much will I get on 2 lakh FD at 7% for 2 years",
    "who won the football match yesterday?",
    "I want to talk to a real person",
]


def _stats(values: list[float]) -> dict:
    p50, p95 = statistics.median(values), percentile(values, 0.95)
    return {"turns": len(values), "p50_ms": round(p50, 1), "p95_ms": round(p95, 1)}


def run(index_dir: Path | None) -> dict:
    from banking_ai.app import build_services, warm_up_answers
    from banking_ai.rag.evaluation import load_questions
    from banking_ai.settings import ConversationSettings, Settings

    scratch = None
    if index_dir is None:
        scratch = tempfile.TemporaryDirectory()
        index_dir = Path(scratch.name) / "index"
    settings = Settings(_env_file=None, index_dir=index_dir)
    settings.conversation = ConversationSettings(warm_up_answers=False)
    started = time.perf_counter()
    assistant = build_services(settings)
    if assistant.rag.retriever.index.size() == 0:
        assistant.rag.indexer.build([REPO / "data" / "policies"])
    warm_up_answers(assistant.router.answerer, assistant.rag.retriever).join()
    assistant.respond("warm", "What are the savings account interest rates?")  # loads every model once
    start_up_s = time.perf_counter() - started

    questions = [q.question for q in load_questions(REPO / "data" / "eval")] + EXTRA_TURNS
    passes = {}
    for name in ("new questions", "repeated questions"):
        by_route: dict[str, list[float]] = defaultdict(list)
        for number, question in enumerate(questions):
            answer = assistant.respond(f"bench-{name[:3]}-{number}", question)
            by_route[answer.route].append(answer.latency_ms)
        every = [ms for values in by_route.values() for ms in values]
        passes[name] = {
            "turns": len(every),
            "p50_ms": round(statistics.median(every), 1),
            "p95_ms": round(percentile(every, 0.95), 1),
            "max_ms": round(max(every), 1),
            "by_route": {route: _stats(v) for route, v in sorted(by_route.items())},
        }
    if scratch is not None:
        scratch.cleanup()
    return {"start_up_s": round(start_up_s, 1), **passes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--index-dir", type=Path, help="an existing index (default: build the sample one)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = run(args.index_dir)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"start-up (models, index, warm-up): {result['start_up_s']} s")
    for name in ("new questions", "repeated questions"):
        data = result[name]
        print(f"\n{name}: {data['turns']} turns, p50 {data['p50_ms']} ms, p95 {data['p95_ms']} ms", end="")
        print(f", max {data['max_ms']} ms")
        for route, stats in data["by_route"].items():
            print(f"  {route:<16} {stats['turns']:>4} turns  p50 {stats['p50_ms']:>7} ms  p95 {stats['p95_ms']:>7} ms")


if __name__ == "__main__":
    main()
