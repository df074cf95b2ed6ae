"""FakeChatModel: the deterministic model other areas' tests use."""

from __future__ import annotations

import threading

import pytest

from banking_ai.llm import BrokenStream, ChatModel, ChatModelError, FakeChatModel
from banking_ai.llm.fake import split_pieces
from banking_ai.types import ChatMessage

ASK = [ChatMessage("user", "What is the FD rate?")]


def test_replays_replies_in_order_and_records_what_it_was_sent():
    model = FakeChatModel(["first", "second"], name="fake:test")
    assert isinstance(model, ChatModel) and model.name == "fake:test"

    assert model.complete(ASK) == "first"
    assert model.complete([ChatMessage("user", "again")]) == "second"

    assert model.calls == [ASK, [ChatMessage("user", "again")]]
    assert model.last_messages == [ChatMessage("user", "again")]
    assert model.pending == 0


def test_queued_exception_is_raised_by_the_call_that_takes_it():
    model = FakeChatModel().queue(ChatModelError("rate limited", kind="rate_limit"), "recovered")

    with pytest.raises(ChatModelError) as caught:
        model.complete(ASK)
    assert caught.value.kind == "rate_limit"
    assert model.complete(ASK) == "recovered"


def test_stream_gives_pieces_that_join_to_the_reply():
    reply = "Senior citizens earn an additional 0.50% p.a. on fixed deposits [1]."
    model = FakeChatModel([reply], piece_chars=10)

    pieces = list(model.stream(ASK))

    assert len(pieces) > 3 and "".join(pieces) == reply
    assert model.calls == [ASK]


def test_broken_stream_yields_the_partial_text_then_fails():
    model = FakeChatModel([BrokenStream("Partial answer here", ChatModelError("cut", kind="stream"))] * 2)

    received = []
    with pytest.raises(ChatModelError):
        for piece in model.stream(ASK):
            received.append(piece)
    assert "".join(received) == "Partial answer here"
    with pytest.raises(ChatModelError):
        model.complete(ASK)


def test_an_exhausted_queue_fails_loudly_unless_a_default_is_set():
    with pytest.raises(AssertionError):
        FakeChatModel().complete(ASK)
    assert FakeChatModel(default="always this").complete(ASK) == "always this"


def test_thread_safe_replay():
    model = FakeChatModel([f"reply {i}" for i in range(50)])
    got: list[str] = []

    def worker() -> None:
        for _ in range(10):
            got.append(model.complete(ASK))

    threads = [threading.Thread(target=worker) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(got) == sorted(f"reply {i}" for i in range(50))
    assert len(model.calls) == 50


@pytest.mark.parametrize("text", ["", "one", "two words", "a much longer sentence with several words in it"])
def test_split_pieces_round_trips(text):
    assert "".join(split_pieces(text, 5)) == text
