"""GroqChatModel against a local server speaking Groq's protocol, through the real groq client."""

from __future__ import annotations

import logging
import threading
import time

import pytest
from pydantic import SecretStr

from banking_ai.llm import ChatModel, ChatModelError, GroqChatModel, make_chat_model, rag_messages
from banking_ai.llm.groq import host_only, retry_after_s
from banking_ai.llm.prompts import SYSTEM_PROMPT
from banking_ai.settings import LlmSettings, Settings
from banking_ai.types import ChatMessage, RetrievedChunk
from tests.llm.groq_server import CHAT_PATH, Reply
from tests.network import free_port

SECRET_QUESTION = "my card 4111 1111 1111 1111 was charged twice, what now?"
MESSAGES = [ChatMessage("system", "Be brief."), ChatMessage("user", SECRET_QUESTION)]


class Sleeps(list):
    """Records the waits instead of sleeping."""

    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def model_for(settings: LlmSettings, **kwargs) -> tuple[GroqChatModel, Sleeps]:
    sleeps = Sleeps()
    return GroqChatModel(settings, sleep=sleeps, **kwargs), sleeps


def assert_safe(error: ChatModelError) -> None:
    assert "4111" not in str(error) and "charged twice" not in str(error)
    assert "test-key" not in str(error)


def test_complete_sends_the_request_groq_expects(groq_server, llm_settings):
    groq_server.enqueue(Reply.text("Call customer care on 1800-266-7788 [1]."))
    model, _ = model_for(llm_settings)
    assert isinstance(model, ChatModel)
    assert model.name == "groq:llama-test"

    assert model.complete(MESSAGES) == "Call customer care on 1800-266-7788 [1]."

    (request,) = groq_server.requests
    assert request.path == CHAT_PATH
    assert request.headers["authorization"] == "Bearer test-key"
    assert request.json["model"] == "llama-test"
    assert request.json["temperature"] == pytest.approx(0.1)
    assert request.json["max_tokens"] == 600
    assert not request.json.get("stream")
    assert request.messages == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": SECRET_QUESTION},
    ]


def test_rag_prompt_reaches_the_server_with_numbered_sources(groq_server, llm_settings):
    chunks = [
        RetrievedChunk("Senior citizens get 7.50% for 2 years.", 0.8, "Deposits", "FD Rates", "fd.docx", "c1"),
        RetrievedChunk("Premature closure costs 0.50%.", 0.6, "Deposits", "Premature Withdrawal", "fd.docx", "c2"),
    ]
    history = [ChatMessage("user", "hi"), ChatMessage("assistant", "Hello! How can I help?")]
    groq_server.enqueue(Reply.text("7.50% [1]"))
    model, _ = model_for(llm_settings)

    model.complete(rag_messages("FD rate for seniors?", chunks, history))

    sent = groq_server.requests[0].messages
    assert sent[0] == {"role": "system", "content": SYSTEM_PROMPT.format(bank="the bank")}
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "user"]
    last = sent[-1]["content"]
    assert '<source id="1" title="Deposits" section="FD Rates">' in last
    assert '<source id="2" title="Deposits" section="Premature Withdrawal">' in last
    assert last.index("7.50% for 2 years") < last.index("0.50%") < last.index("FD rate for seniors?")


def test_stream_yields_pieces_as_they_arrive(groq_server, llm_settings):
    groq_server.enqueue(Reply.stream("Block ", "your card ", "in Suvidha Mobile ", "[1]."))
    model, _ = model_for(llm_settings)

    pieces = list(model.stream(MESSAGES))

    assert pieces == ["Block ", "your card ", "in Suvidha Mobile ", "[1]."]
    assert groq_server.requests[0].json["stream"] is True


def test_rate_limit_is_retried_after_the_wait_the_server_asks(groq_server, llm_settings):
    groq_server.enqueue(Reply.error(429, "Rate limit reached", headers={"retry-after": "0.2"}), Reply.text("ok"))
    model = GroqChatModel(llm_settings)  # real sleeping: the wait is measured between requests

    assert model.complete(MESSAGES) == "ok"

    first, second = groq_server.requests
    assert second.at - first.at >= 0.2


def test_server_errors_are_retried_with_exponential_backoff(groq_server, llm_settings):
    groq_server.enqueue(Reply.error(500, "boom"), Reply.error(503, "busy"), Reply.text("third time lucky"))
    model, sleeps = model_for(llm_settings)

    assert model.complete(MESSAGES) == "third time lucky"

    assert len(groq_server.requests) == 3
    assert 0.375 <= sleeps[0] <= 0.5 and 0.75 <= sleeps[1] <= 1.0  # 0.5 s, 1 s, minus up to 25 % jitter


def test_rate_limit_that_never_ends_fails_after_the_configured_retries(groq_server, llm_settings):
    groq_server.default = Reply.error(429, "Rate limit reached", code="rate_limit_exceeded")
    model, sleeps = model_for(llm_settings)

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == "rate_limit"
    assert len(groq_server.requests) == 1 + llm_settings.max_retries
    assert len(sleeps) == llm_settings.max_retries
    assert "429" in str(caught.value) and "rate_limit_exceeded" in str(caught.value)
    assert_safe(caught.value)


def test_a_long_retry_after_fails_at_once_instead_of_keeping_the_customer_waiting(groq_server, llm_settings):
    groq_server.enqueue(Reply.error(429, "Rate limit reached", headers={"retry-after": "30"}), Reply.text("late"))
    model, sleeps = model_for(llm_settings)

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == "rate_limit"
    assert len(groq_server.requests) == 1 and sleeps == []


def test_server_error_after_retries(groq_server, llm_settings):
    groq_server.default = Reply.error(500, "Internal Server Error")
    model, _ = model_for(llm_settings.model_copy(update={"max_retries": 1}))

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == "server" and "500" in str(caught.value)
    assert len(groq_server.requests) == 2
    assert_safe(caught.value)


def test_wrong_api_key_is_not_retried(groq_server, llm_settings):
    model, sleeps = model_for(llm_settings.model_copy(update={"api_key": SecretStr("wrong-key")}))

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == "auth" and "401" in str(caught.value)
    assert len(groq_server.requests) == 1 and sleeps == []
    assert "wrong-key" not in str(caught.value)
    assert_safe(caught.value)


def test_bad_request_is_not_retried(groq_server, llm_settings):
    groq_server.enqueue(Reply.error(400, "context too long", code="context_length_exceeded"))
    model, sleeps = model_for(llm_settings)

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == "rejected" and "context_length_exceeded" in str(caught.value)
    assert len(groq_server.requests) == 1 and sleeps == []


def test_slow_reply_times_out_then_the_model_rests(groq_server, llm_settings):
    groq_server.enqueue(Reply.text("too late", delay_s=5))
    clock = [100.0]
    model, _ = model_for(llm_settings.model_copy(update={"timeout_s": 0.3}), cooldown_s=30, clock=lambda: clock[0])

    started = time.monotonic()
    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)
    assert caught.value.kind == "timeout"
    assert time.monotonic() - started < 2.0  # one attempt: a timeout is not retried
    assert len(groq_server.requests) == 1

    groq_server.enqueue(Reply.text("back"))
    with pytest.raises(ChatModelError) as resting:
        model.complete(MESSAGES)
    assert resting.value.kind == "unavailable"
    assert len(groq_server.requests) == 1  # failed fast, nothing sent

    clock[0] += 31
    assert model.complete(MESSAGES) == "back"


def test_a_refused_connection_fails_at_once_and_opens_the_breaker(llm_settings):
    port = free_port()  # nothing listens on it
    clock = [100.0]
    model, sleeps = model_for(
        llm_settings.model_copy(update={"base_url": f"http://127.0.0.1:{port}"}), cooldown_s=30, clock=lambda: clock[0]
    )

    started = time.monotonic()
    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)
    assert time.monotonic() - started < 1.0  # measured before: 1.6 s (three attempts, 1.5 s of backoff)
    assert caught.value.kind == "connection"
    assert str(caught.value) == "groq: connection refused by 127.0.0.1 after 1 attempt(s)"
    assert sleeps == []  # not retried
    assert_safe(caught.value)

    with pytest.raises(ChatModelError) as resting:  # the breaker: no connection attempt for cooldown_s
        model.stream(MESSAGES).__next__()
    assert resting.value.kind == "unavailable"

    clock[0] += 31
    with pytest.raises(ChatModelError) as again:
        model.complete(MESSAGES)
    assert again.value.kind == "connection"  # tried once more after the cooldown


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        (Reply.raw(b'{"id": "x", "choices": [{"message": '), "malformed"),
        (Reply.raw(b"<html>502 Bad Gateway</html>", content_type="text/html"), "malformed"),
        (Reply.json({"id": "x", "object": "chat.completion", "choices": []}), "empty"),
        (Reply.json({"id": "x", "object": "chat.completion"}), "malformed"),
        (Reply.text("   "), "empty"),
    ],
    ids=["truncated-json", "html", "no-choices", "choices-missing", "blank-text"],
)
def test_malformed_or_empty_replies(groq_server, llm_settings, reply, kind):
    groq_server.enqueue(reply)
    model, _ = model_for(llm_settings)

    with pytest.raises(ChatModelError) as caught:
        model.complete(MESSAGES)

    assert caught.value.kind == kind
    assert_safe(caught.value)


def test_stream_cut_mid_way_raises_after_the_pieces_received(groq_server, llm_settings):
    groq_server.enqueue(Reply.cut_stream("Your card ", "is blocked ", "within ", "minutes.", after=2))
    model, _ = model_for(llm_settings)

    received = []
    with pytest.raises(ChatModelError) as caught:
        for piece in model.stream(MESSAGES):
            received.append(piece)

    assert received == ["Your card ", "is blocked "]
    assert caught.value.kind == "stream"
    assert_safe(caught.value)


def test_stream_that_ends_without_finishing_is_an_error(groq_server, llm_settings):
    groq_server.enqueue(Reply.truncated_stream("Half ", "an answer"))
    model, _ = model_for(llm_settings)

    with pytest.raises(ChatModelError) as caught:
        list(model.stream(MESSAGES))

    assert caught.value.kind == "stream"


def test_stream_retries_before_the_first_piece(groq_server, llm_settings):
    groq_server.enqueue(Reply.error(503, "busy"), Reply.stream("ok"))
    model, sleeps = model_for(llm_settings)

    assert "".join(model.stream(MESSAGES)) == "ok"
    assert len(groq_server.requests) == 2 and len(sleeps) == 1


def test_stream_rate_limited_forever_fails_on_first_read(groq_server, llm_settings):
    groq_server.default = Reply.error(429, "Rate limit reached")
    model, _ = model_for(llm_settings)

    stream = model.stream(MESSAGES)
    with pytest.raises(ChatModelError) as caught:
        next(stream)
    assert caught.value.kind == "rate_limit"


def test_logs_never_hold_the_prompt_the_reply_or_the_key(groq_server, llm_settings, caplog):
    groq_server.enqueue(Reply.text("REPLY-TEXT-7731"), Reply.error(429, "limit"), Reply.stream("STREAMED-9 ", "text"))
    model, _ = model_for(llm_settings)

    with caplog.at_level(logging.DEBUG):
        model.complete(MESSAGES)
        "".join(model.stream(MESSAGES))

    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert caplog.records  # the client and the model did log (sizes, status codes)
    for secret in ("4111", "charged twice", "test-key", "REPLY-TEXT", "STREAMED-9"):
        assert secret not in logged


def test_concurrent_turns_share_one_client(groq_server, llm_settings):
    groq_server.default = Reply.text("same answer")
    model, _ = model_for(llm_settings)
    results: list[str] = []

    def turn() -> None:
        results.append(model.complete(MESSAGES))

    threads = [threading.Thread(target=turn) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)

    assert results == ["same answer"] * 6


def test_factory_uses_groq_only_with_a_key(groq_server, monkeypatch):
    assert make_chat_model(Settings(_env_file=None)) is None
    assert make_chat_model(Settings(_env_file=None, llm=LlmSettings(api_key="  "))) is None

    monkeypatch.setenv("GROQ_API_KEY", "test-key")
    monkeypatch.setenv("GROQ_BASE_URL", groq_server.url + "/openai/v1/")  # a common way to write it
    model = make_chat_model(Settings(_env_file=None))
    assert isinstance(model, GroqChatModel)
    groq_server.enqueue(Reply.text("hello from env"))
    assert model.complete(MESSAGES) == "hello from env"


def test_missing_key_is_refused_at_construction():
    with pytest.raises(ValueError):
        GroqChatModel(LlmSettings())


def test_retry_after_header_forms():
    assert retry_after_s({"retry-after": "2"}) == 2.0
    assert retry_after_s({"retry-after": "0.25"}) == 0.25
    assert retry_after_s({"retry-after-ms": "150", "retry-after": "9"}) == 0.15
    assert retry_after_s({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # a date in the past
    assert retry_after_s({"retry-after": "soon"}) is None
    assert retry_after_s({}) is None


def test_base_url_is_reduced_to_the_host():
    assert host_only("https://api.groq.com/openai/v1") == "https://api.groq.com"
    assert host_only("http://127.0.0.1:8080/") == "http://127.0.0.1:8080"
    assert host_only(None) is None
