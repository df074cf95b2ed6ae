"""Agent mode's tool loop: the model calls functions, reads their results and answers (Groq's tools API).

``ToolLoop.run`` sends the messages with the tool schemas, runs the tool calls of each reply (several at
once when the model asks for several), appends their JSON results and calls the model again, at most
``max_steps`` times. Every call is streamed: the text is yielded as it arrives. The last allowed call is
made with ``tool_choice="none"`` so the model must answer from what the tools returned. Whatever goes wrong
ends the loop with a result, never an exception: a tool that fails, an unknown tool or arguments that are
not JSON go back to the model as ``{"error": ...}``; a model that fails or never stops calling tools ends
with ``text=None`` and the caller answers from the passages the tools found (docs/generation.md, "Agent
mode").

Privacy: tool arguments are PII-masked before a tool runs, before they are echoed to the model and before
they reach the trace; the log gets tool names, sizes and timings only.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from banking_ai.llm.base import ChatModelError, ModelTurn, ToolCall, ToolCallingModel

log = logging.getLogger(__name__)

MAX_PARALLEL_TOOLS = 4
TRACE_ARGUMENT_CHARS = 160
# record(step name, milliseconds, detail) — a turn's trace (conversation.turn.Turn.record).
Recorder = Callable[[str, float, str], None]


class ToolError(Exception):
    """A tool could not do what was asked; the message goes back to the model (never customer text)."""


@dataclass(frozen=True, slots=True)
class Tool:
    """A function the model may call: its JSON-schema ``parameters`` and the code that runs it.

    ``run`` takes the parsed arguments and returns the JSON-able result for the model, or raises
    ``ToolError``; ``summary`` turns that result into a short trace line ("4 passages [1]-[4]").
    """

    name: str
    description: str
    parameters: dict[str, Any]
    run: Callable[[dict[str, Any]], dict[str, Any]]
    summary: Callable[[dict[str, Any]], str] = lambda result: "done"

    def schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


@dataclass(slots=True)
class AgentRun:
    """How the loop ended. ``text`` is the model's final answer (None when it gave none);
    ``stopped`` is "answered", "step_limit" or "model_failed" (``error`` then says why)."""

    text: str | None
    stopped: str
    model_calls: int = 0
    tool_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    error: ChatModelError | None = None


class ToolLoop:
    """Runs the function-calling loop for one turn with ``model`` (thread-safe: no per-turn state)."""

    def __init__(self, model: ToolCallingModel, *, max_steps: int = 4) -> None:
        if max_steps < 1:
            raise ValueError("max_steps must be at least 1")
        self.model = model
        self.max_steps = max_steps

    @property
    def name(self) -> str:
        return self.model.name

    def run(
        self, messages: list[dict[str, Any]], tools: Sequence[Tool], record: Recorder
    ) -> Generator[str, None, AgentRun]:
        """Calls the model until it answers without tools, yielding its text as it streams (the caller
        decides what to show; "" marks the start of each reply); returns how it ended. ``messages``
        grows with the exchange."""
        by_name = {tool.name: tool for tool in tools}
        schemas = [tool.schema() for tool in tools]
        run = AgentRun(None, "step_limit")
        for step in range(1, self.max_steps + 1):
            last = step == self.max_steps
            started = time.perf_counter()
            yield ""  # a new reply begins: text held back from the last one is not part of it
            try:
                reply = yield from self.model.stream_tools(messages, schemas, tool_choice="none" if last else "auto")
            except ChatModelError as exc:
                record("agent model", _ms(started), f"call {step}/{self.max_steps} failed: {exc}")
                log.warning("agent model call %d failed: %s", step, exc)
                run.stopped, run.error = "model_failed", exc
                return run
            run.model_calls += 1
            run.prompt_tokens += reply.prompt_tokens
            run.completion_tokens += reply.completion_tokens
            record("agent model", _ms(started), _describe_reply(step, self.max_steps, reply))
            if not reply.tool_calls:
                run.text, run.stopped = reply.text.strip(), "answered"
                return run
            if last:
                break  # the model would not stop calling tools: the caller answers from what they returned
            calls = [_masked(call) for call in reply.tool_calls]
            run.tool_calls += len(calls)
            messages.append(_assistant_message(reply.text, calls))
            for call, result in zip(calls, self._run_tools(calls, by_name, record), strict=True):
                messages.append(
                    {"role": "tool", "tool_call_id": call.id, "name": call.name, "content": json.dumps(result)}
                )
        log.info("agent stopped at the step limit (%d model calls)", run.model_calls)
        return run

    def _run_tools(self, calls: list[ToolCall], tools: dict[str, Tool], record: Recorder) -> list[dict[str, Any]]:
        """Each call's result, in order; several calls run at once (the searcher is thread-safe)."""

        def one(call: ToolCall) -> tuple[dict[str, Any], float, str]:
            started = time.perf_counter()
            result, summary = _run_tool(call, tools)
            return result, _ms(started), summary

        if len(calls) == 1:
            outcomes = [one(calls[0])]
        else:
            with ThreadPoolExecutor(max_workers=min(len(calls), MAX_PARALLEL_TOOLS)) as pool:
                outcomes = list(pool.map(one, calls))
        for call, (_, ms, summary) in zip(calls, outcomes, strict=True):
            record(f"tool {call.name}", ms, f"{_short(call.arguments)} → {summary}")
            log.info("agent tool %s: %.0f ms", call.name if call.name in tools else "(unknown)", ms)
        return [result for result, _, _ in outcomes]


def _run_tool(call: ToolCall, tools: dict[str, Tool]) -> tuple[dict[str, Any], str]:
    """(result for the model, trace summary); never raises."""
    tool = tools.get(call.name)
    if tool is None:
        return _error(f"unknown tool {call.name!r}; the tools are: {', '.join(sorted(tools))}")
    try:
        arguments = json.loads(call.arguments) if call.arguments.strip() else {}
    except ValueError:
        return _error("the arguments are not valid JSON; call the tool again with a JSON object")
    if not isinstance(arguments, dict):
        return _error("the arguments must be a JSON object")
    try:
        result = tool.run(arguments)
    except ToolError as exc:
        return _error(str(exc))
    except Exception as exc:  # a tool bug must not end the customer's turn
        log.error("agent tool %s failed: %s", call.name, type(exc).__name__)
        return _error("the tool failed; answer from what you have or say you cannot help with this")
    return result, tool.summary(result)


def _error(message: str) -> tuple[dict[str, Any], str]:
    return {"error": message}, f"error: {message}"


def _masked(call: ToolCall) -> ToolCall:
    from banking_ai.privacy import mask_pii

    return ToolCall(call.id, call.name, mask_pii(call.arguments).text)


def _assistant_message(text: str, calls: list[ToolCall]) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": text or None,
        "tool_calls": [
            {"id": call.id, "type": "function", "function": {"name": call.name, "arguments": call.arguments}}
            for call in calls
        ],
    }


def _describe_reply(step: int, max_steps: int, reply: ModelTurn) -> str:
    what = f"{len(reply.tool_calls)} tool call(s)" if reply.tool_calls else "final answer"
    return f"call {step}/{max_steps}: {what}; tokens {reply.prompt_tokens} in, {reply.completion_tokens} out"


def _short(arguments: str) -> str:
    flat = " ".join(arguments.split())
    return flat if len(flat) <= TRACE_ARGUMENT_CHARS else flat[: TRACE_ARGUMENT_CHARS - 1] + "…"


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 2)
