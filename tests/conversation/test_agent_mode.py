"""Agent mode as customers meet it: the real sample index and intent model, the real groq client talking
to a local server that speaks Groq's protocol, the CLI in-process."""

from __future__ import annotations

import json
import re

import pytest

from banking_ai import cli
from tests.conversation.test_assistant_integration import _settings
from tests.llm.groq_server import GroqServer, Reply

pytestmark = [pytest.mark.integration, pytest.mark.slow]

TWO_PARTS = "senior citizen FD rate, and how do I block my card?"


@pytest.fixture(scope="module")
def groq():
    server = GroqServer.start(api_key="test-key")
    yield server
    server.stop()


@pytest.fixture
def server(groq):
    groq._queue.clear()
    groq.default = Reply.error(500, "no reply scripted")
    yield groq


@pytest.fixture(scope="module")
def agent(sample_services, intent_model_dir, groq):
    from banking_ai.app import build_services

    settings = _settings(
        sample_services,
        intent_model_dir,
        api_key="test-key",
        base_url=groq.url,
        timeout_s=3,
        max_retries=0,
        mode="agent",
        agent_max_steps=3,
    )
    return build_services(settings)


def _tool_results(body: dict) -> dict[str, list[dict]]:
    """The passages each tool returned, by tool name, from the messages the model was sent."""
    results: dict[str, list[dict]] = {}
    for message in body["messages"]:
        if message["role"] == "tool":
            results.setdefault(message["name"], []).extend(json.loads(message["content"]).get("passages", []))
    return results


def _first_sentence_with(passages: list[dict], word: str) -> tuple[str, int]:
    for passage in passages:
        for sentence in re.split(r"(?<=[.!?])\s+", passage["text"]):
            if word.lower() in sentence.lower():
                return sentence.strip(), passage["id"]
    raise AssertionError(f"no passage mentions {word!r}")


def quoting_model(body: dict) -> Reply:
    """A model that answers both parts by quoting the tool results it was sent, citing their ids."""
    results = _tool_results(body)
    rate, rate_id = _first_sentence_with(results["search_policies"], "senior")
    block, block_id = _first_sentence_with(results["card_blocking_steps"], "block")
    return Reply.text(f"{rate} [{rate_id}]\n\nTo block your card: {block} [{block_id}]")


def test_a_two_part_question_is_answered_part_by_part_through_tools_with_citations(agent, server):
    server.enqueue(
        Reply.calls(
            ("search_policies", {"query": "senior citizen fixed deposit interest rate"}), ("card_blocking_steps", {})
        ),
        quoting_model,
    )
    events = list(agent.respond_stream("agent-1", TWO_PARTS))
    answer = events[-1].answer
    assert answer.route == "rag" and answer.generator.endswith("agent"), answer.notices
    assert "".join(event.delta for event in events[:-1]) == answer.text, "the answer reaches the chat in pieces"
    sections = " | ".join(citation.section for citation in answer.citations)
    assert re.search(r"senior", answer.text, re.IGNORECASE) and "block" in answer.text.lower()
    assert "Fixed Deposit" in sections and re.search(r"card", sections, re.IGNORECASE), sections
    steps = [step.name for step in answer.trace]
    assert steps.count("agent model") == 2
    assert {"tool search_policies", "tool card_blocking_steps", "agent"} <= set(steps)
    first = server.chat_requests[-2]
    assert first.messages[-1]["role"] == "tool", "the assistant's own first search is already in the prompt"


def test_a_figure_no_tool_returned_is_replaced_by_the_offline_answer(agent, server):
    server.enqueue(Reply.text("Fixed deposits are safe [1]. Senior citizens get 9.99% on them [1]. Ask us."))
    events = list(agent.respond_stream("agent-2", "What is the senior citizen FD rate?"))
    answer = events[-1].answer
    streamed = "".join(event.delta for event in events[:-1])
    assert "9.99" not in streamed, "the invented figure never reaches the customer, not even while streaming"
    assert answer.generator == "offline" and "9.99" not in answer.text
    assert answer.citations and answer.notices


def test_a_model_that_never_stops_calling_tools_still_gets_the_customer_a_grounded_answer(agent, server):
    server.default = Reply.calls(("search_policies", {"query": "fixed deposit"}))
    answer = agent.respond("agent-3", "What is the penalty for breaking an FD early?")
    assert answer.route == "rag" and answer.generator == "offline"
    assert answer.citations and answer.notices
    assert [step.name for step in answer.trace].count("agent model") == 3


def test_a_calculation_asked_through_the_agent_uses_the_product_calculator(agent, server):
    def answer_with_the_result(body: dict) -> Reply:
        result = json.loads(body["messages"][-1]["content"])["result"]
        emi = re.search(r"Monthly EMI: (₹[\d,.]+)", result).group(1)
        return Reply.text(f"Your EMI would be {emi} a month.")

    server.enqueue(
        Reply.calls(("calculate_emi", {"principal": 200000, "annual_rate": 12, "months": 24})), answer_with_the_result
    )
    answer = agent.respond("agent-4", "What is the home loan interest rate and what would my monthly payment be?")
    assert answer.generator.endswith("agent"), answer.notices
    assert "9,414" in answer.text or "9,415" in answer.text  # 200000 at 1 % a month over 24 months


def test_ask_json_with_agent_mode_shows_every_call_in_the_trace(agent, server, monkeypatch, tmp_path, capsys):
    from tests.test_cli import REPO

    services = agent.rag.settings
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(services.index_dir))
    monkeypatch.setenv("BANKING_AI_INTENT__MODEL_DIR", str(services.intent.model_dir))
    monkeypatch.setenv("BANKING_AI_INTENT__DATA_PATH", str(REPO / "data" / "intents" / "intents.csv"))
    monkeypatch.setenv("GROQ_API_KEY", "test-key")
    monkeypatch.setenv("GROQ_BASE_URL", server.url)
    monkeypatch.setenv("BANKING_AI_LLM__MODE", "agent")
    server.enqueue(
        Reply.calls(("search_policies", {"query": "senior citizen FD rate"}), ("card_blocking_steps", {})),
        quoting_model,
    )
    assert cli.main(["ask", TWO_PARTS, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["generator"].endswith("agent")
    assert len(answer["citations"]) >= 2
    details = {step["name"]: step["detail"] for step in answer["trace"]}
    assert "senior citizen FD rate" in details["tool search_policies"]
    assert "tokens" in details["agent model"]
