"""How long does a dead backend cost a customer? Groq and Neo4j on a closed local port.

    python -m benchmarks.bench_failures [--index-dir DIR] [--runs 5] [--json]

Each measurement runs in a fresh process (imports are part of what a first turn pays):
- ``groq``: ``GroqChatModel.complete`` against a port nothing listens on, until it gives up;
- ``neo4j``: the first graph lookup of a search against a closed Bolt port (``GraphBooster.boost``);
- ``turn``: with ``--index-dir``, the first policy turn of an assistant (``build_services(warm=False)``)
  whose Groq endpoint is closed: the turn falls back to the offline answerer.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from tests.network import free_port

REPO = Path(__file__).resolve().parent.parent

_GROQ = """
import time
import banking_ai
from banking_ai.llm.base import ChatModelError
from banking_ai.llm.groq import GroqChatModel
from banking_ai.settings import LlmSettings
from banking_ai.types import ChatMessage
model = GroqChatModel(LlmSettings(api_key="bench", base_url="http://127.0.0.1:{port}"))
started = time.perf_counter()
try:
    model.complete([ChatMessage("user", "What is the locker rent?")])
except ChatModelError:
    pass
print((time.perf_counter() - started) * 1000)
"""

_NEO4J = """
import time
import banking_ai
from banking_ai.graph.boost import GraphBooster
from banking_ai.graph.entities import default_extractor
from banking_ai.graph.neo4j_store import Neo4jGraphStore
booster = GraphBooster(
    Neo4jGraphStore("bolt://127.0.0.1:{port}", "neo4j", "bench"), default_extractor(), weight=0.2, timeout_s=2.0
)
default_extractor().extract("warm the extractor")
started = time.perf_counter()
booster.boost("senior citizen fixed deposit rate", ["c1", "c2"])
print((time.perf_counter() - started) * 1000)
"""

_TURN = """
import banking_ai
from pathlib import Path
from banking_ai.app import build_services
from banking_ai.settings import Settings
settings = Settings(index_dir=Path({index_dir!r}))
assistant = build_services(settings, warm=False)
print(assistant.respond("bench", "What is the penalty for closing a fixed deposit early?").latency_ms)
"""


def run(code: str, env: dict | None = None) -> float:
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        timeout=600,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return float(done.stdout.strip().splitlines()[-1])


def summary(values: list[float]) -> dict:
    return {"runs": len(values), "median_ms": round(statistics.median(values), 1), "max_ms": round(max(values), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index-dir", type=Path, help="an index for the first-turn measurement")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {
        "groq_closed_port": summary([run(_GROQ.format(port=free_port())) for _ in range(args.runs)]),
        "neo4j_closed_port_first_lookup": summary([run(_NEO4J.format(port=free_port())) for _ in range(args.runs)]),
    }
    if args.index_dir:
        closed = {"GROQ_API_KEY": "bench", "GROQ_BASE_URL": f"http://127.0.0.1:{free_port()}"}
        turn = _TURN.format(index_dir=str(args.index_dir.resolve()))
        result["first_policy_turn_groq_closed"] = summary([run(turn, closed) for _ in range(args.runs)])
        result["first_policy_turn_offline"] = summary([run(turn) for _ in range(args.runs)])
    print(json.dumps(result, indent=2) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
