"""Agent mode vs rag mode: model calls, tokens and latency per turn, with a local Groq-protocol server.

    python -m benchmarks.bench_agent [--index-dir DIR] [--json]

The model is scripted (tests/llm/groq_server.py), so the numbers measure our side of the loop: how
many model calls and tokens each mode sends per question, and what the loop adds to a turn (tool
runs, extra searches, request building) when the model itself answers at once. The scripted agent
behaves like a careful tool-calling model: a question with several parts gets one more
``search_policies`` per other part (conversation.parts), then an answer quoting the first passage.
Tokens are counted by the server as characters / 4 of what it was sent and what it sent back.
Questions: the blind evaluation's Suvidha questions that the policies answer (data/eval/blind).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults first)
from benchmarks.load_app import percentile
from tests.llm.groq_server import GroqServer, Reply

REPO = Path(__file__).resolve().parent.parent


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _usage(body: dict, answer: str) -> tuple[int, int]:
    return _prompt_tokens(body), _tokens(answer)


def _prompt_tokens(body: dict) -> int:
    """What the model reads: the messages and, in agent mode, the tool schemas."""
    return _tokens(json.dumps(body.get("messages", [])) + json.dumps(body.get("tools", [])))


def _quote(text: str, number: int) -> str:
    sentence = re.split(r"(?<=[.!?])\s+", " ".join(text.split()))[0]
    return f"{sentence} [{number}]"


def rag_model(body: dict) -> Reply:
    """Rag mode's model: quotes the first numbered source."""
    prompt = body["messages"][-1]["content"]
    found = re.search(r'<source id="1"[^>]*>\n(.*?)\n</source>', prompt, re.DOTALL)
    answer = _quote(found.group(1), 1) if found else "I don't have that information."
    return Reply.text(answer, usage=_usage(body, answer))


def agent_model(body: dict) -> Reply:
    """Agent mode's model: one more search per other part of the question, then a quoted answer."""
    from banking_ai.conversation.parts import question_parts

    messages = body["messages"]
    calls_made = sum(len(m.get("tool_calls") or []) for m in messages if m["role"] == "assistant")
    question = next(m["content"] for m in messages if m["role"] == "user").rsplit("Customer's question:\n", 1)[-1]
    parts = question_parts(question)
    if calls_made == 1 and len(parts) > 1 and body.get("tool_choice") != "none":
        calls = [("search_policies", {"query": part}) for part in parts[1:]]
        return Reply.calls(*calls, usage=_usage(body, json.dumps(calls)))
    passages = [p for m in messages if m["role"] == "tool" for p in json.loads(m["content"]).get("passages", [])]
    answer = _quote(passages[0]["text"], passages[0]["id"]) if passages else "I don't have that information."
    return Reply.text(answer, usage=_usage(body, answer))


def _questions() -> list[str]:
    rows = [json.loads(line) for line in (REPO / "data" / "eval" / "blind" / "suvidha.jsonl").open()]
    return [row["question"] for row in rows if row.get("expect") == "answer"]


def _run_mode(mode: str, index_dir: Path, server: GroqServer, questions: list[str]) -> dict:
    from banking_ai.app import build_services
    from banking_ai.settings import ConversationSettings, LlmSettings, Settings

    settings = Settings(_env_file=None, index_dir=index_dir)
    settings.conversation = ConversationSettings(warm_up_answers=False)
    settings.llm = LlmSettings(api_key="bench-key", base_url=server.url, mode=mode, timeout_s=5, max_retries=0)
    assistant = build_services(settings, warm=False)
    if assistant.rag.index.size() == 0:
        assistant.rag.indexer.build([REPO / "data" / "policies"])
    server.default = Reply.text("unused")
    script = rag_model if mode == "rag" else agent_model
    for question in questions[:3]:  # models loaded, caches warm
        server.enqueue(*[script] * 4)
        assistant.respond("warm", question)
    rows = []
    for number, question in enumerate(questions):
        before = len(server.chat_requests)
        server._queue.clear()
        server.enqueue(*[script] * 6)
        started = time.perf_counter()
        answer = assistant.respond(f"bench-{mode}-{number}", question)
        elapsed = (time.perf_counter() - started) * 1000
        requests = server.chat_requests[before:]
        prompt = sum(_prompt_tokens(r.json) for r in requests)
        rows.append({"ms": elapsed, "calls": len(requests), "prompt": prompt, "route": answer.route})
    answered = [row for row in rows if row["calls"]]
    return {
        "mode": mode,
        "questions": len(rows),
        "with_model": len(answered),
        "model_calls_per_turn": round(statistics.mean(r["calls"] for r in answered), 2),
        "max_model_calls": max(r["calls"] for r in answered),
        "prompt_tokens_per_turn": round(statistics.mean(r["prompt"] for r in answered)),
        "p50_ms": round(statistics.median(r["ms"] for r in answered), 1),
        "p95_ms": round(percentile([r["ms"] for r in answered], 0.95), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index-dir", type=Path)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--mode", choices=["rag", "agent"], help="one mode only, in this process")
    args = parser.parse_args(argv)
    scratch = None
    index_dir = args.index_dir
    if index_dir is None:
        scratch = tempfile.TemporaryDirectory()
        index_dir = Path(scratch.name) / "index"
    try:
        if args.mode:
            server = GroqServer.start(api_key="bench-key")
            try:
                results = [_run_mode(args.mode, index_dir, server, _questions())]
            finally:
                server.stop()
        else:  # each mode in a fresh process: the second must not find the first one's query cache warm
            results = []
            for mode in ("rag", "agent"):
                command = [sys.executable, "-m", "benchmarks.bench_agent", "--mode", mode, "--json"]
                command += ["--index-dir", str(index_dir)]
                done = subprocess.run(command, check=True, capture_output=True, text=True, cwd=REPO)
                results += json.loads(done.stdout)
    finally:
        if scratch is not None:
            scratch.cleanup()
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for result in results:
            print(
                f"{result['mode']:>5}: {result['with_model']}/{result['questions']} turns used the model; "
                f"{result['model_calls_per_turn']} model calls per turn (max {result['max_model_calls']}), "
                f"~{result['prompt_tokens_per_turn']} prompt tokens per turn, "
                f"p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
