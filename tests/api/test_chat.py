"""Customer turns through the REST API on a real server: JSON and server-sent events, a screenshot,
policy search, separate sessions, and nothing a customer sends in the logs."""

from __future__ import annotations

import base64
import json
import logging

import pytest

from tests.ui.images import text_screenshot

pytestmark = [pytest.mark.integration, pytest.mark.slow]

FD_QUESTION = "What is the interest rate on a 1 year fixed deposit?"
FOLLOW_UP = "and for senior citizens?"


def _events(response) -> list[tuple[str, dict]]:
    """(event name, data) pairs of a server-sent event stream."""
    events = []
    for block in response.text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in fields:
            events.append((fields["event"], json.loads(fields["data"])))
    return events


def test_policy_question_gets_a_cited_answer_as_json(customer):
    response = customer.post("/v1/chat", json={"session_id": "json-1", "message": FD_QUESTION})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["route"] == "rag" and answer["session_id"] == "json-1"
    assert "%" in answer["text"]
    assert any("Fixed" in citation["title"] for citation in answer["citations"])
    first = answer["citations"][0]
    assert first["snippet"] and first["file"].endswith(".docx") and "/" not in first["file"]
    assert f"[{first['number']}]" in answer["text"]
    assert {"intent", "retrieve"} <= {step["name"] for step in answer["trace"]}
    assert answer["latency_ms"] > 0 and 0 <= answer["confidence"] <= 1


def test_streamed_answer_sends_text_pieces_then_the_whole_answer(customer):
    body = {"session_id": "sse-1", "message": FD_QUESTION, "stream": True}
    response = customer.post("/v1/chat", json=body)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    events = _events(response)
    names = [name for name, _ in events]
    assert names[-1] == "answer" and names.count("answer") == 1
    assert names[:-1] and set(names[:-1]) == {"delta"}
    streamed = "".join(data["text"] for _, data in events[:-1])
    final = events[-1][1]
    assert final["route"] == "rag" and final["citations"]
    assert streamed.split()[:5] == final["text"].split()[:5]


def test_accept_event_stream_also_streams(customer):
    response = customer.post(
        "/v1/chat", json={"message": "EMI for 5 lakh at 10% for 2 years?"}, headers={"Accept": "text/event-stream"}
    )
    names = [name for name, _ in _events(response)]
    assert names[-1] == "answer" and "delta" in names
    assert _events(response)[-1][1]["route"] == "calculation"


def test_screenshot_sent_as_base64_is_read(customer, tmp_path):
    shot = text_screenshot(tmp_path / "upi.png", ["UPI payment failed", "Amount debited: Rs 500", "Error U30"])
    image = base64.b64encode(shot.read_bytes()).decode()
    response = customer.post(
        "/v1/chat", json={"message": "What does this error mean?", "image": f"data:image/png;base64,{image}"}
    )
    assert response.status_code == 200, response.text
    answer = response.json()
    ocr = next(step for step in answer["trace"] if step["name"] == "ocr")
    assert "failed" not in ocr["detail"] and int(ocr["detail"].split()[0]) > 20  # "<n> chars, confidence ..."
    assert answer["route"] not in ("invalid", "error")
    assert answer["session_id"]  # a new conversation's id, to continue it


def test_search_returns_cited_passages_best_first(customer):
    response = customer.post("/v1/search", json={"query": "senior citizen fixed deposit rates", "top_k": 3})
    assert response.status_code == 200, response.text
    passages = response.json()["passages"]
    assert 1 <= len(passages) <= 3
    assert all(p["title"] and p["text"] and p["file"] for p in passages)
    assert any("Fixed" in p["title"] for p in passages)
    scores = [p["score"] for p in passages]
    assert scores == sorted(scores, reverse=True)


def test_two_sessions_do_not_share_a_conversation(customer):
    customer.post("/v1/chat", json={"session_id": "alice", "message": FD_QUESTION}).raise_for_status()
    bob = customer.post("/v1/chat", json={"session_id": "bob", "message": FOLLOW_UP}).json()
    alice = customer.post("/v1/chat", json={"session_id": "alice", "message": FOLLOW_UP}).json()
    assert "rewrite" in {step["name"] for step in alice["trace"]}  # joined to Alice's FD question
    assert "rewrite" not in {step["name"] for step in bob["trace"]}


def test_nothing_a_customer_sends_reaches_the_log(customer, caplog):
    caplog.set_level(logging.DEBUG)
    secret = "zebra-umbrella-7731 what is the FD rate"
    customer.post("/v1/chat", json={"message": secret}).raise_for_status()
    customer.post("/v1/search", json={"query": secret}).raise_for_status()
    customer.post("/v1/chat", json={"message": secret * 2000})  # refused as too long
    assert caplog.records  # the turn was logged (route, sizes, timings) ...
    assert "zebra-umbrella" not in caplog.text  # ... but not what the customer wrote
