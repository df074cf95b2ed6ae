"""Read-aloud in the chat: the latest answer is spoken without its citation marks; failures are sentences."""

from __future__ import annotations

import logging

from banking_ai.speech import AudioError
from banking_ai.types import Answer
from banking_ai.ui.chat import Conversation
from banking_ai.ui.read_aloud import NOTHING_YET, ReadAloud
from tests.speech.fakes import FakeSpeaker, tone_wav


def _conversation(*texts: str) -> Conversation:
    conversation = Conversation()
    for number, text in enumerate(texts):
        conversation.messages += [{"role": "user", "content": "q"}, {"role": "assistant", "content": text}]
        conversation.answers[2 * number + 1] = Answer(text=text, route="rag")
    return conversation


def test_the_latest_answer_is_read_without_citations(caplog):
    caplog.set_level(logging.DEBUG)
    speaker = FakeSpeaker()
    conversation = _conversation("Old answer [1].", "A 1 year fixed deposit earns **6.80%** p.a. [1][2].")
    speech = ReadAloud(speaker).latest(conversation)
    assert speech.wav == tone_wav() and not speech.message
    assert speaker.texts == ["A 1 year fixed deposit earns 6.80 percent per year."]
    assert "fixed deposit" not in caplog.text  # sizes and timings only


def test_a_clicked_answer_is_read_and_a_customers_own_bubble_is_not():
    speaker = FakeSpeaker()
    conversation = _conversation("First answer about lockers [1].", "Second answer about cards [1].")
    reader = ReadAloud(speaker)
    assert reader.selected(conversation, 1).wav == tone_wav()
    assert speaker.texts == ["First answer about lockers."]
    assert reader.selected(conversation, 0) is None and reader.selected(conversation, 9) is None
    assert reader.selected(None, 1) is None and speaker.texts == ["First answer about lockers."]


def test_nothing_to_read_before_the_first_answer():
    speaker = FakeSpeaker()
    assert ReadAloud(speaker).latest(None).message == NOTHING_YET
    assert ReadAloud(speaker).latest(Conversation()).message == NOTHING_YET
    assert speaker.texts == []


def test_a_speaker_failure_is_a_friendly_sentence_and_the_next_click_works():
    speaker = FakeSpeaker(errors=[AudioError("timeout", detail="espeak-ng exceeded 30 s", speaking=True)])
    reader = ReadAloud(speaker)
    conversation = _conversation("Your card is blocked.")
    failed = reader.latest(conversation)
    assert failed.wav is None and "took too long" in failed.message and "espeak" not in failed.message
    assert reader.latest(conversation).wav == tone_wav()


def test_an_unexpected_error_still_gives_a_sentence():
    class Broken(FakeSpeaker):
        def speak(self, text: str) -> bytes:
            raise RuntimeError("bug")

    speech = ReadAloud(Broken()).latest(_conversation("Hello."))
    assert speech.wav is None and "screen" in speech.message


def test_the_control_is_offered_only_with_a_working_speaker():
    assert ReadAloud(FakeSpeaker()).offered
    assert not ReadAloud(FakeSpeaker(detail="executable 'espeak-ng' not found")).offered
    assert not ReadAloud(None).offered


def _read_button_visible(speaker, tmp_path) -> bool:
    import gradio as gr

    from banking_ai.settings import Settings
    from banking_ai.ui import build_app
    from tests.ui.fakes import FakeOrchestrator

    demo = build_app(FakeOrchestrator(speaker=speaker), Settings(_env_file=None, index_dir=tmp_path / "index"))
    [button] = [b for b in demo.blocks.values() if isinstance(b, gr.Button) and b.elem_id == "read-aloud"]
    return button.visible is True


def test_the_chat_hides_read_aloud_when_speech_is_off_or_missing(tmp_path):
    assert _read_button_visible(FakeSpeaker(), tmp_path)
    assert not _read_button_visible(FakeSpeaker(detail="read-aloud is off in settings"), tmp_path)


def test_health_names_the_speaker_or_why_it_is_missing():
    from banking_ai.ui.health import speaker_status

    assert speaker_status(FakeSpeaker()) == "available (fake)"
    assert speaker_status(FakeSpeaker(detail="read-aloud is off in settings")) == (
        "not available: read-aloud is off in settings"
    )
