"""Agent mode's tool loop against a local server speaking Groq's protocol, with the real groq client."""

from __future__ import annotations

import json

import pytest

from banking_ai.llm import GroqChatModel, Tool, ToolError, ToolLoop
from tests.llm.groq_server import Reply


class Trace:
    def __init__(self) -> None:
        self.steps: list[tuple[str, float, str]] = []

    def __call__(self, name: str, ms: float, detail: str) -> None:
        self.steps.append((name, ms, detail))

    def named(self, prefix: str) -> list[str]:
        return [detail for name, _, detail in self.steps if name.startswith(prefix)]


@pytest.fixture
def loop(llm_settings) -> ToolLoop:
    return ToolLoop(GroqChatModel(llm_settings), max_steps=4)


def _tools(seen: list[dict]) -> list[Tool]:
    def rate(args):
        seen.append({"rate": args})
        if args.get("product") == "broken":
            raise ToolError("no such product")
        if args.get("product") == "bug":
            raise RuntimeError("a bug in the tool")
        return {"rate": "7.25% a year", "product": args.get("product")}

    def hotline(args):
        seen.append({"hotline": args})
        return {"number": "1800-266-7788"}

    schema = {"type": "object", "properties": {"product": {"type": "string"}}, "required": ["product"]}
    return [
        Tool("fd_rate", "The FD rate of a product.", schema, rate, lambda r: r.get("rate", "")),
        Tool("block_hotline", "The card blocking number.", {"type": "object", "properties": {}}, hotline),
    ]


def _question() -> list[dict]:
    return [{"role": "system", "content": "Use tools."}, {"role": "user", "content": "FD rate?"}]


def _run(loop: ToolLoop, tools: list[Tool], trace: Trace, streamed: list[str] | None = None):
    """Drives the loop like the router does; ``streamed`` collects the text it yielded."""
    run = loop.run(_question(), tools, trace)
    while True:
        try:
            piece = next(run)
        except StopIteration as finished:
            return finished.value
        if streamed is not None:
            streamed.append(piece)


def test_a_tool_call_then_a_final_answer_sends_the_result_back_and_counts_tokens(loop, groq_server):
    groq_server.enqueue(
        Reply.calls(("fd_rate", {"product": "senior"}), usage=(100, 20)),
        Reply.text("Senior citizens get 7.25% a year [1]."),
    )
    seen, trace = [], Trace()
    run = _run(loop, _tools(seen), trace)
    assert run.stopped == "answered" and run.text == "Senior citizens get 7.25% a year [1]."
    assert run.model_calls == 2 and run.tool_calls == 1
    assert run.prompt_tokens == 110 and run.completion_tokens == 25
    assert seen == [{"rate": {"product": "senior"}}]
    first, second = groq_server.chat_requests
    assert {t["function"]["name"] for t in first.json["tools"]} == {"fd_rate", "block_hotline"}
    assert first.json["tool_choice"] == "auto"
    tool_message = second.messages[-1]
    assert tool_message["role"] == "tool" and json.loads(tool_message["content"])["rate"] == "7.25% a year"
    assert second.messages[-2]["tool_calls"][0]["function"]["name"] == "fd_rate"
    assert trace.named("tool fd_rate") == ['{"product": "senior"} → 7.25% a year']
    assert "tokens 100 in, 20 out" in trace.named("agent model")[0]


def test_two_tools_called_in_one_reply_both_run_and_both_results_go_back(loop, groq_server):
    groq_server.enqueue(
        Reply.calls(("fd_rate", {"product": "senior"}), ("block_hotline", {})),
        Reply.text("7.25% a year; call 1800-266-7788."),
    )
    seen = []
    run = _run(loop, _tools(seen), Trace())
    assert run.tool_calls == 2 and run.model_calls == 2
    assert len(seen) == 2
    results = [m for m in groq_server.chat_requests[1].messages if m["role"] == "tool"]
    assert [m["name"] for m in results] == ["fd_rate", "block_hotline"]
    assert json.loads(results[1]["content"]) == {"number": "1800-266-7788"}


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (("fd_rate", '{"product": "senior"'), "not valid JSON"),
        (("fd_rate", "[1, 2]"), "JSON object"),
        (("wire_money", {"to": "me"}), "unknown tool"),
        (("fd_rate", {"product": "broken"}), "no such product"),
        (("fd_rate", {"product": "bug"}), "the tool failed"),
    ],
)
def test_a_bad_tool_call_goes_back_to_the_model_as_an_error_and_the_turn_goes_on(loop, groq_server, call, error):
    groq_server.enqueue(Reply.calls(call), Reply.text("Sorry, I could not find that."))
    trace = Trace()
    run = _run(loop, _tools([]), trace)
    assert run.stopped == "answered" and run.text == "Sorry, I could not find that."
    result = json.loads(groq_server.chat_requests[1].messages[-1]["content"])
    assert error in result["error"]
    assert any(error in detail for detail in trace.named("tool"))


def test_a_model_that_never_stops_calling_tools_is_stopped_at_the_step_limit(loop, groq_server):
    groq_server.default = Reply.calls(("fd_rate", {"product": "senior"}))
    run = _run(loop, _tools([]), Trace())
    assert run.text is None and run.stopped == "step_limit"
    assert run.model_calls == 4 and len(groq_server.chat_requests) == 4
    assert groq_server.chat_requests[-1].json["tool_choice"] == "none", "the last call asks for an answer"


def test_a_failing_model_ends_the_loop_with_the_reason(loop, groq_server):
    groq_server.enqueue(Reply.calls(("fd_rate", {"product": "senior"})), Reply.error(401))
    trace = Trace()
    run = _run(loop, _tools([]), trace)
    assert run.text is None and run.stopped == "model_failed" and run.error.kind == "auth"
    assert "failed" in trace.named("agent model")[-1]


def test_card_numbers_in_tool_arguments_are_masked_for_the_tool_the_model_and_the_trace(loop, groq_server):
    groq_server.enqueue(Reply.calls(("fd_rate", {"product": "card 4111 1111 1111 1111"})), Reply.text("Done."))
    seen, trace = [], Trace()
    _run(loop, _tools(seen), trace)
    echoed = groq_server.chat_requests[1].messages[-2]["tool_calls"][0]["function"]["arguments"]
    for text in (json.dumps(seen), echoed, " ".join(trace.named("tool"))):
        assert "4111 1111" not in text and "ending 1111" in text


def test_the_final_answer_streams_as_the_model_writes_it(loop, groq_server):
    groq_server.enqueue(
        Reply.calls(("fd_rate", {"product": "senior"})), Reply.stream("Senior ", "citizens ", "get 7.25% [1].")
    )
    streamed = []
    run = _run(loop, _tools([]), Trace(), streamed)
    assert [piece for piece in streamed if piece] == ["Senior ", "citizens ", "get 7.25% [1]."]
    assert streamed[0] == "" and streamed.count("") == 2, "each model reply starts with a marker"
    assert run.text == "Senior citizens get 7.25% [1]."
    assert all(request.json["stream"] for request in groq_server.chat_requests)


def test_only_sentences_whose_figures_are_in_the_sources_are_let_through():
    from banking_ai.llm.grounding import GroundedStream

    gate = GroundedStream(lambda: ["Senior citizens get 0.50% more. Call 1800-266-7788."])
    shown = [gate.feed(piece) for piece in ["Senior citizens get ", "0.50% more [1]. ", "Call 1800-266-7788. "]]
    assert shown == ["", "Senior citizens get 0.50% more [1]. ", "Call 1800-266-7788. "]
    assert gate.feed("The rate is 9.99%. ") == "" and gate.blocked
    assert gate.feed("Nothing after an invented figure. ") == "" and gate.finish() == ""
    fresh = GroundedStream(lambda: ["0.50%"])
    assert fresh.feed("Let me check") == "" and fresh.feed("") == "", "a new reply drops the held-back text"
    assert fresh.feed("It is 0.50%") == "" and fresh.finish() == "It is 0.50%"
