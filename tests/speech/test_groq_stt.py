"""Speech in through Groq's Whisper endpoint, against a local server speaking Groq's protocol."""

from __future__ import annotations

import io
import logging
import wave

import pytest

from banking_ai.settings import LlmSettings, Settings, SpeechSettings
from banking_ai.speech import AudioError
from banking_ai.speech.factory import UnavailableTranscriber, make_transcriber
from banking_ai.speech.groq_stt import GroqTranscriber
from tests.llm.groq_server import GroqServer, Reply
from tests.speech.conftest import BLOCK_CARD
from tests.speech.samples import silence, tone

HEARD = "How do I block my lost debit card 4111 1111 1111 1111?"


@pytest.fixture
def groq():
    server = GroqServer.start(api_key="test-key")
    yield server
    server.stop()


def _settings(groq: GroqServer, **speech) -> Settings:
    return Settings(
        _env_file=None,
        llm=LlmSettings(api_key="test-key", base_url=groq.url),
        speech=SpeechSettings(groq_model="whisper-test-model", **speech),
    )


def test_the_recording_is_uploaded_with_the_model_name(groq, caplog):
    groq.enqueue(Reply.text(f"  {HEARD}  "))
    transcriber = make_transcriber(_settings(groq))
    assert isinstance(transcriber, GroqTranscriber) and transcriber.name == "groq:whisper-test-model"
    with caplog.at_level(logging.DEBUG):
        heard = transcriber.transcribe(tone(1.5))
    assert heard.text == HEARD and heard.seconds == pytest.approx(1.5)
    (request,) = groq.transcription_requests
    assert request.headers["authorization"] == "Bearer test-key"
    assert request.form["model"] == "whisper-test-model"
    _name, data = request.form["file"]
    with wave.open(io.BytesIO(data)) as uploaded:  # 16 kHz mono WAV, whatever the customer sent
        assert (uploaded.getframerate(), uploaded.getnchannels(), uploaded.getnframes()) == (16_000, 1, 24_000)
    assert "4111" not in caplog.text and "block my lost" not in caplog.text  # no transcript in the logs


def test_bad_audio_is_refused_before_anything_is_sent(groq):
    transcriber = GroqTranscriber(_settings(groq))
    for recording, reason in ((b"", "empty"), (silence(1.0), "silent"), (b"%PDF-1.4 not audio", "not_audio")):
        with pytest.raises(AudioError) as caught:
            transcriber.transcribe(recording)
        assert caught.value.reason == reason
    assert groq.requests == []


def test_failures_become_audio_errors_and_a_dead_endpoint_is_left_alone(groq):
    # A timeout well above a loaded machine's round trip (0.5 s timed out the quick 500 reply once, mid-suite),
    # and a late reply well above the timeout.
    groq.enqueue(Reply.error(500), Reply.text("   "), Reply.text("late", delay_s=4.0))
    transcriber = GroqTranscriber(_settings(groq, timeout_s=1.5), cooldown_s=60)
    reasons = []
    for _ in range(4):
        with pytest.raises(AudioError) as caught:
            transcriber.transcribe(tone(1.0))
        reasons.append(caught.value.reason)
    assert reasons == ["failed", "no_speech", "timeout", "unavailable"]
    assert len(groq.transcription_requests) == 3  # the fourth never left: the breaker is open
    assert "retrying in" in transcriber.unavailable_detail


def test_speech_in_real_words_reaches_groq(groq, spoken):
    groq.enqueue(Reply.text(BLOCK_CARD))
    assert GroqTranscriber(_settings(groq)).transcribe(spoken[BLOCK_CARD]).text == BLOCK_CARD


def test_the_factory_chooses_by_settings(tmp_path):
    offline = Settings(_env_file=None, index_dir=tmp_path / "index")
    assert make_transcriber(offline).name == "whisper"  # offline Whisper base from its wheels
    off = make_transcriber(Settings(_env_file=None, speech=SpeechSettings(enabled=False)))
    assert isinstance(off, UnavailableTranscriber) and "disabled" in off.unavailable_detail
    no_key = make_transcriber(Settings(_env_file=None, speech=SpeechSettings(transcriber="groq")))
    assert isinstance(no_key, UnavailableTranscriber) and "GROQ_API_KEY" in no_key.unavailable_detail
    with pytest.raises(AudioError) as caught:
        no_key.transcribe(tone(1.0))
    assert caught.value.reason == "unavailable" and "type your question" in str(caught.value)
