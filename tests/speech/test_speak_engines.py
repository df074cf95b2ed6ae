"""The speakers: espeak-ng (the real binary), Groq's speech endpoint (the local Groq-protocol server),
their failures and ``make_speaker``'s choice."""

from __future__ import annotations

import logging
import shutil
import stat
import time

import pytest
from pydantic import SecretStr

from banking_ai.settings import LlmSettings, Settings, SpeechSettings
from banking_ai.speech import AudioError
from banking_ai.speech.espeak import EspeakSpeaker
from banking_ai.speech.speak import GroqSpeaker, UnavailableSpeaker, make_speaker
from banking_ai.speech.spoken import spoken_text
from banking_ai.speech.wav import wav_seconds
from tests.llm.groq_server import GroqServer, Reply
from tests.speech.fakes import FakeSpeaker, tone_wav

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng not installed (make deps)")
ANSWER = (
    "A 1 year fixed deposit earns 6.80% p.a. [1]. Senior citizens get 0.50% more [2]. The minimum deposit is ₹10,000."
)
SECRET_WORDS = "fixed deposit"  # words of the answer that must never reach a log


@needs_espeak
def test_espeak_reads_an_answer_as_a_wav_of_plausible_length(caplog):
    caplog.set_level(logging.DEBUG)
    text = spoken_text(ANSWER)
    wav = EspeakSpeaker(SpeechSettings(words_per_minute=160)).speak(text)
    seconds = wav_seconds(wav)
    words = len(text.split())
    # 160 words a minute, plus pauses at sentence ends: between 0.6 and 1.6 times the nominal length.
    assert 0.6 * words / 160 * 60 < seconds < 1.6 * words / 160 * 60
    assert wav[:4] == b"RIFF" and int.from_bytes(wav[4:8], "little") == len(wav) - 8  # header completed
    assert SECRET_WORDS not in caplog.text


@needs_espeak
def test_espeak_speed_setting_changes_the_length():
    text = spoken_text(ANSWER)
    slow = wav_seconds(EspeakSpeaker(SpeechSettings(words_per_minute=120)).speak(text))
    fast = wav_seconds(EspeakSpeaker(SpeechSettings(words_per_minute=240)).speak(text))
    assert fast < 0.7 * slow


def test_missing_espeak_is_unavailable_with_a_staff_detail_and_a_customer_message():
    speaker = EspeakSpeaker(SpeechSettings(espeak_cmd="no-such-espeak-ng"))
    assert "no-such-espeak-ng" in speaker.unavailable_detail and "espeak-ng" in speaker.unavailable_detail
    with pytest.raises(AudioError) as caught:
        speaker.speak("Hello.")
    assert caught.value.reason == "unavailable"
    assert caught.value.message.endswith("The answer is on your screen.")


@needs_espeak
def test_espeak_over_its_time_limit_is_killed_and_says_timeout(tmp_path):
    # The probe (no "-b 1") runs the real binary; reading an answer hangs.
    script = tmp_path / "slow-espeak"
    script.write_text('#!/bin/sh\ncase "$*" in *"-b 1"*) exec sleep 20;; esac\nexec espeak-ng "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    speaker = EspeakSpeaker(SpeechSettings(espeak_cmd=str(script), timeout_s=0.5))
    started = time.monotonic()
    with pytest.raises(AudioError) as caught:
        speaker.speak("Hello there.")
    assert caught.value.reason == "timeout" and "took too long" in caught.value.message
    assert time.monotonic() - started < 3


def test_empty_text_is_refused():
    with pytest.raises(AudioError) as caught:
        EspeakSpeaker(SpeechSettings()).speak("  ")
    assert caught.value.reason == "empty"


# -- Groq ------------------------------------------------------------------------------------------
@pytest.fixture
def groq():
    with GroqServer.start(api_key="test-key") as server:
        yield server


def _llm(server: GroqServer) -> LlmSettings:
    return LlmSettings(api_key=SecretStr("test-key"), base_url=server.url, timeout_s=2)


def test_groq_reads_the_spoken_text_with_the_configured_model_and_voice(groq, caplog):
    caplog.set_level(logging.DEBUG)
    groq.enqueue(Reply.audio(tone_wav(0.5)))
    speaker = GroqSpeaker(SpeechSettings(groq_voice="troy"), _llm(groq), fallback=FakeSpeaker())
    wav = speaker.speak(spoken_text(ANSWER))
    assert wav_seconds(wav) == pytest.approx(0.5)
    [request] = groq.speech_requests
    body = request.json
    assert body["model"] == "canopylabs/orpheus-v1-english" and body["voice"] == "troy"
    assert body["response_format"] == "wav"
    assert "[1]" not in body["input"] and "6.80 percent per year" in body["input"]
    assert request.headers["authorization"] == "Bearer test-key"
    assert SECRET_WORDS not in caplog.text


def test_groq_long_text_goes_in_pieces_joined_into_one_wav(groq):
    groq.enqueue(*(Reply.audio(tone_wav(0.25)) for _ in range(3)))
    text = " ".join(f"This is sentence {n} of a long answer about deposits." for n in range(9))
    wav = GroqSpeaker(SpeechSettings(), _llm(groq)).speak(text)
    assert len(groq.speech_requests) == 3
    assert all(len(r.json["input"]) <= 200 for r in groq.speech_requests)
    assert wav_seconds(wav) == pytest.approx(0.75)


def test_groq_server_error_falls_back_to_espeak_without_logging_the_text(groq, caplog):
    caplog.set_level(logging.DEBUG)
    groq.enqueue(Reply.error(503, "over capacity"))
    offline = FakeSpeaker()
    wav = GroqSpeaker(SpeechSettings(), _llm(groq), fallback=offline).speak("Your fixed deposit matures soon.")
    assert wav == tone_wav() and offline.texts == ["Your fixed deposit matures soon."]
    assert "HTTP 503" in caplog.text and SECRET_WORDS not in caplog.text


def test_groq_timeout_without_fallback_says_timeout_and_skips_groq_for_a_while(groq):
    groq.enqueue(Reply.audio(tone_wav(), delay_s=3))
    speaker = GroqSpeaker(SpeechSettings(timeout_s=0.3), _llm(groq))
    with pytest.raises(AudioError) as caught:
        speaker.speak("Hello.")
    assert caught.value.reason == "timeout"
    with pytest.raises(AudioError) as again:  # the circuit is open: no second wait
        speaker.speak("Hello.")
    assert again.value.reason == "unavailable" and len(groq.speech_requests) == 1


# -- make_speaker -----------------------------------------------------------------------------------
def _settings(**speech) -> Settings:
    return Settings(_env_file=None, speech=SpeechSettings(**speech))


def test_off_or_disabled_gives_an_unavailable_speaker():
    for settings in (_settings(speaker="off"), _settings(enabled=False)):
        speaker = make_speaker(settings)
        assert isinstance(speaker, UnavailableSpeaker) and "off" in speaker.unavailable_detail


@needs_espeak
def test_auto_reads_offline_even_with_a_groq_key():
    settings = _settings()
    settings.llm.api_key = SecretStr("key")
    assert make_speaker(settings).name == "espeak-ng"


def test_auto_without_espeak_uses_groq_with_a_key_else_nothing():
    settings = _settings(espeak_cmd="no-such-espeak-ng")
    assert isinstance(make_speaker(settings), UnavailableSpeaker)
    settings.llm.api_key = SecretStr("key")
    assert make_speaker(settings).name.startswith("groq:")


@needs_espeak
def test_groq_choice_keeps_espeak_as_fallback():
    settings = _settings(speaker="groq")
    assert make_speaker(settings).name == "espeak-ng"  # no key: offline, with a warning
    settings.llm.api_key = SecretStr("key")
    assert make_speaker(settings).name == "groq:canopylabs/orpheus-v1-english, espeak-ng as fallback"
