"""Load on the real app: N simulated customers asking questions at once through the chat's HTTP API.

    python -m benchmarks.load_app --customers 8 --requests 40            # starts its own app
    python -m benchmarks.load_app --url http://127.0.0.1:7860/ ...       # or loads a running one

Each customer is one gradio_client session (its own conversation) asking questions one after
another; latency is measured from sending a message to the final answer, seconds. Reports
p50/p95/p99, throughput and errors (an exception, or an answer routed "error").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

QUESTIONS = [
    "What is the interest rate on a 1 year fixed deposit?",
    "How do I block my lost debit card?",
    "My UPI payment failed but money was debited. What should I do?",
    "What documents do I need to open a savings account?",
    "What is the minimum balance for a savings account?",
    "EMI for a 5 lakh personal loan at 11% for 3 years?",
    "How can I raise a complaint about a failed ATM withdrawal?",
    "and for senior citizens?",
    "What are the charges for an IMPS transfer?",
    "Hello!",
]


def percentile(values: list[float], share: float) -> float:
    """The ``share`` (0-1) percentile by linear interpolation; values in any order."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    position = (len(ordered) - 1) * share
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def run_load(url: str, customers: int, requests: int) -> dict:
    """Send ``requests`` questions from ``customers`` concurrent sessions; returns the measurements."""
    from gradio_client import Client

    counter = iter(range(requests))
    lock = threading.Lock()
    latencies: list[float] = []
    errors: list[str] = []

    def customer(number: int) -> None:
        client = Client(url, verbose=False, download_files=False, analytics_enabled=False)
        while True:
            with lock:
                index = next(counter, None)
            if index is None:
                return
            question = QUESTIONS[(index + number) % len(QUESTIONS)]
            started = time.perf_counter()
            try:
                history, _box = client.predict({"text": question, "files": []}, api_name="/chat")
                elapsed = time.perf_counter() - started
                last = str(history[-1].get("content"))
                with lock:
                    latencies.append(elapsed)
                    if "<sub>error ·" in last or "something went wrong" in last:
                        errors.append("error answer")
            except Exception as exc:  # a refused or failed request counts as an error, the run goes on
                with lock:
                    errors.append(type(exc).__name__)

    started = time.perf_counter()
    with ThreadPoolExecutor(customers) as pool:
        for future in [pool.submit(customer, number) for number in range(customers)]:
            future.result()
    wall = time.perf_counter() - started
    return {
        "customers": customers,
        "requests": requests,
        "completed": len(latencies),
        "errors": len(errors),
        "error_kinds": sorted(set(errors)),
        "wall_s": round(wall, 2),
        "throughput_per_s": round(len(latencies) / wall, 2) if wall else 0.0,
        "p50_s": round(percentile(latencies, 0.50), 3),
        "p95_s": round(percentile(latencies, 0.95), 3),
        "p99_s": round(percentile(latencies, 0.99), 3),
        "mean_s": round(statistics.fmean(latencies), 3) if latencies else float("nan"),
        "max_s": round(max(latencies), 3) if latencies else float("nan"),
    }


def start_app(index_dir: Path | None, concurrency: int) -> tuple[str, object]:
    """The real app (``build_services``) on a free port, sample corpus indexed if needed."""
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    import socket

    import banking_ai  # noqa: F401  (thread and offline defaults first)
    from banking_ai.app import build_services
    from banking_ai.settings import load_settings
    from banking_ai.ui import build_app
    from banking_ai.ui.serve import ensure_index, launch, warm_up

    overrides: dict = {"ui": {"concurrency_limit": concurrency}}
    if index_dir is not None:
        overrides["index_dir"] = index_dir
    settings = load_settings(**overrides)
    orchestrator = build_services(settings)
    ensure_index(orchestrator)
    warm_up(orchestrator)
    demo = build_app(orchestrator, settings)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    launch(demo, settings, server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    return f"http://127.0.0.1:{port}/", demo


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running app; default: start one")
    parser.add_argument("--customers", type=int, default=8, help="concurrent sessions")
    parser.add_argument("--requests", type=int, default=40, help="questions in all")
    parser.add_argument("--concurrency", type=int, default=4, help="app's concurrency limit when it starts one")
    parser.add_argument("--index-dir", type=Path, help="index folder when it starts one (default: a temp copy)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    demo = None
    url = args.url
    if url is None:
        index_dir = args.index_dir or Path(tempfile.mkdtemp(prefix="load-app-")) / "index"
        url, demo = start_app(index_dir, args.concurrency)
    try:
        result = run_load(url, args.customers, args.requests)
    finally:
        if demo is not None:
            demo.close(verbose=False)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(
            f"{result['customers']} customers, {result['completed']}/{result['requests']} answered, "
            f"{result['errors']} errors {result['error_kinds']}; latency p50 {result['p50_s']} s, "
            f"p95 {result['p95_s']} s, p99 {result['p99_s']} s, max {result['max_s']} s; "
            f"{result['throughput_per_s']} answers/s over {result['wall_s']} s"
        )
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
