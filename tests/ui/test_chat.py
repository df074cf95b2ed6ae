"""The chat's behaviour with a scripted orchestrator: streaming, attachments, sessions, feedback."""

from __future__ import annotations

import copy
import json

import pytest

from banking_ai.insights.feedback import FeedbackLog
from banking_ai.types import Answer
from banking_ai.ui.chat import ChatController, Conversation
from tests.ui.fakes import FakeOrchestrator


@pytest.fixture
def orchestrator() -> FakeOrchestrator:
    return FakeOrchestrator()


@pytest.fixture
def chat(orchestrator, tmp_path) -> ChatController:
    return ChatController(orchestrator, FeedbackLog(tmp_path / "feedback.jsonl"), max_upload_mb=1.0)


def _run(chat: ChatController, message, conversation=None) -> list[Conversation]:
    """Every state the browser is shown during the turn (copies: the controller updates one object)."""
    return [copy.deepcopy(state) for state in chat.turn(message, conversation)]


def _file(path, name=None, size=None) -> dict:
    return {
        "path": str(path),
        "orig_name": name or path.name,
        "size": size if size is not None else path.stat().st_size,
    }


def test_question_and_typing_bubble_appear_before_the_answer(chat):
    steps = _run(chat, {"text": "What is the FD rate?", "files": []})
    first = steps[0].messages
    assert [m["role"] for m in first] == ["user", "assistant"]
    assert first[0]["content"] == "What is the FD rate?"
    assert first[1]["content"].endswith("▍")
    final = steps[-1].messages[-1]["content"]
    assert final.startswith("A 1 year fixed deposit earns 6.80% a year [1].")
    assert "Fixed and Recurring Deposits — Interest rates" in final


def test_final_answer_text_replaces_what_was_streamed(chat, orchestrator, monkeypatch):
    monkeypatch.setattr("banking_ai.ui.chat.STREAM_EVERY_S", 0.0)
    orchestrator.streamed = ["An ungrounded ", "draft that ", "was replaced"]
    steps = _run(chat, {"text": "fd rate?", "files": []})
    shown_while_streaming = [s.messages[-1]["content"] for s in steps[1:-1]]
    assert any("ungrounded" in text for text in shown_while_streaming)
    assert "ungrounded" not in steps[-1].messages[-1]["content"]
    assert steps[-1].messages[-1]["content"].startswith("A 1 year fixed deposit")


def test_each_conversation_has_its_own_session_id(chat, orchestrator):
    first = _run(chat, {"text": "a", "files": []})[-1]
    second = _run(chat, {"text": "b", "files": []})[-1]
    again = _run(chat, {"text": "c", "files": []}, first)[-1]
    assert first.session_id != second.session_id
    assert [c.session_id for c in orchestrator.calls] == [first.session_id, second.session_id, first.session_id]
    assert len(again.messages) == 4 and len(second.messages) == 2


def test_an_image_is_passed_to_the_orchestrator_by_path(chat, orchestrator, tmp_path):
    image = tmp_path / "error.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + b"0" * 100)
    conversation = _run(chat, {"text": "", "files": [_file(image)]})[-1]
    assert orchestrator.calls[0].image == str(image)
    assert "*Attached: error.png*" in conversation.messages[0]["content"]
    # Not shown back: the screenshot is deleted once read, so the bubble names it instead.
    assert [m["role"] for m in conversation.messages] == ["user", "assistant"]


@pytest.mark.parametrize("name", ["setup.exe", "notes.txt", "statement.pdf", "noextension"])
def test_a_file_that_is_not_an_image_is_refused_in_the_chat(chat, orchestrator, tmp_path, name):
    upload = tmp_path / name
    upload.write_bytes(b"MZ\x90\x00" * 10)
    conversation = _run(chat, {"text": "", "files": [_file(upload)]})[-1]
    reply = conversation.messages[-1]["content"]
    assert "I can only read screenshots and photos" in reply
    assert "could not read the message" in reply  # the status line: route "invalid"
    assert orchestrator.calls == []  # the file never reached the orchestrator


def test_a_refused_file_with_a_typed_question_still_answers_the_question(chat, orchestrator, tmp_path):
    upload = tmp_path / "virus.exe"
    upload.write_bytes(b"MZ")
    conversation = _run(chat, {"text": "What is the FD rate?", "files": [_file(upload)]})[-1]
    assert orchestrator.calls[0].text == "What is the FD rate?" and orchestrator.calls[0].image is None
    reply = conversation.messages[-1]["content"]
    assert "6.80%" in reply and "I answered your typed question" in reply


def test_an_oversized_image_is_refused_before_reading(chat, orchestrator, tmp_path):
    image = tmp_path / "huge.png"
    image.write_bytes(b"\x89PNG")
    conversation = _run(chat, {"text": "", "files": [_file(image, size=5_000_000)]})[-1]
    assert "the largest screenshot I accept is 1 MB" in conversation.messages[-1]["content"]
    assert orchestrator.calls == []


def test_a_failing_orchestrator_ends_in_an_apology_not_an_exception(chat, orchestrator):
    orchestrator.fail = True
    conversation = _run(chat, {"text": "hello", "files": []})[-1]
    assert "something went wrong on our side" in conversation.messages[-1]["content"]


def test_empty_and_missing_messages_still_reach_the_orchestrators_friendly_reply(chat, orchestrator):
    _run(chat, None)
    _run(chat, {"text": "", "files": []})
    _run(chat, "plain text from an API client")
    assert [c.text for c in orchestrator.calls] == ["", "", "plain text from an API client"]


def test_new_conversation_forgets_the_old_session(chat, orchestrator):
    old = _run(chat, {"text": "a", "files": []})[-1]
    fresh = chat.new_conversation(old)
    assert orchestrator.resets == [old.session_id]
    assert fresh.session_id != old.session_id and fresh.messages == []


def test_feedback_stores_the_answer_and_how_it_was_served_never_the_question(chat, tmp_path):
    question = "My card 4111 1111 1111 1111 was charged twice, what is the FD rate?"
    conversation = _run(chat, {"text": question, "files": []})[-1]
    record = chat.rate(conversation, 1, True)
    chat.rate(conversation, [1, None], False)
    stored = (tmp_path / "feedback.jsonl").read_text()
    assert "4111" not in stored and "charged twice" not in stored
    lines = [json.loads(line) for line in stored.splitlines()]
    assert [line["rating"] for line in lines] == ["like", "dislike"]
    assert record == lines[0]
    assert lines[0]["session_id"] == conversation.session_id
    assert lines[0]["route"] == "rag" and lines[0]["intent"] == "fd_rates"
    assert lines[0]["answer"].startswith("A 1 year fixed deposit")
    assert lines[0]["citations"] == [{"doc_title": "Fixed and Recurring Deposits", "section": "Interest rates"}]


def test_rating_a_customer_bubble_stores_nothing(chat, tmp_path):
    conversation = _run(chat, {"text": "hi", "files": []})[-1]
    assert chat.rate(conversation, 0, True) is None
    assert chat.rate(None, 1, True) is None
    assert not (tmp_path / "feedback.jsonl").exists()


def test_refusal_answers_can_be_rated_too(chat, tmp_path):
    upload = tmp_path / "a.exe"
    upload.write_bytes(b"MZ")
    conversation = _run(chat, {"text": "", "files": [_file(upload)]})[-1]
    assert isinstance(conversation.answers[1], Answer)
    assert chat.rate(conversation, 1, False)["route"] == "invalid"


def test_streamed_and_final_answers_cannot_link_outside_the_banks_domains(tmp_path, monkeypatch):
    from dataclasses import replace

    monkeypatch.setattr("banking_ai.ui.chat.STREAM_EVERY_S", 0.0)
    hostile = "Re-KYC here: [portal](https://phish.example/otp) or https://suvidhabank.example/kyc"
    orchestrator = FakeOrchestrator(streamed=["Re-KYC here: [portal](https://phish", ".example/otp) ..."])
    orchestrator.answer = replace(orchestrator.answer, text=hostile)
    chat = ChatController(
        orchestrator, FeedbackLog(tmp_path / "f.jsonl"), max_upload_mb=1.0, link_domains=["suvidhabank.example"]
    )
    steps = _run(chat, {"text": "kyc?", "files": []})
    for step in steps:
        assert "](https://phish" not in step.messages[-1]["content"]
    assert "<https://suvidhabank.example/kyc>" in steps[-1].messages[-1]["content"]


def test_a_screenshot_is_deleted_from_the_upload_cache_once_its_turn_is_over(orchestrator, tmp_path):
    cache = tmp_path / "cache"
    chat = ChatController(orchestrator, FeedbackLog(tmp_path / "f.jsonl"), max_upload_mb=1.0, upload_dir=cache)
    image = cache / "3f9a0c" / "error.png"  # Gradio keeps each upload as <cache>/<content hash>/<name>
    image.parent.mkdir(parents=True)
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + b"0" * 100)
    refused = cache / "77aa01" / "setup.exe"
    refused.parent.mkdir()
    refused.write_bytes(b"MZ")
    elsewhere = tmp_path / "not-an-upload.png"
    elsewhere.write_bytes(b"\x89PNG")

    _run(chat, {"text": "what does this mean?", "files": [_file(image)]})
    assert orchestrator.calls[-1].image == str(image)  # it was read ...
    assert not image.exists() and not image.parent.exists()  # ... and then deleted, hash folder too
    _run(chat, {"text": "", "files": [_file(refused)]})
    assert not refused.exists()  # refused files are not kept either
    _run(chat, {"text": "", "files": [_file(elsewhere)]})
    assert elsewhere.exists()  # never a file outside the cache
    assert list(cache.iterdir()) == []


def test_a_screenshot_is_deleted_even_when_the_answer_fails(orchestrator, tmp_path):
    orchestrator.fail = True
    image = tmp_path / "cache" / "ab12" / "error.png"
    image.parent.mkdir(parents=True)
    image.write_bytes(b"\x89PNG")
    chat = ChatController(
        orchestrator, FeedbackLog(tmp_path / "f.jsonl"), max_upload_mb=1.0, upload_dir=tmp_path / "cache"
    )
    _run(chat, {"text": "hi", "files": [_file(image)]})
    assert not image.exists()
