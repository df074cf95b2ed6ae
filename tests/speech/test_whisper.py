"""The offline Whisper transcriber: the model from its two wheels, real speech in, AudioError only out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from banking_ai.settings import Settings, SpeechSettings
from banking_ai.speech import AudioError, whisper
from banking_ai.speech.factory import make_transcriber, whisper_prompt
from banking_ai.speech.whisper import WhisperTranscriber, joined_model
from tests.speech.conftest import BLOCK_CARD, FD_RATES, STOLEN_CARD
from tests.speech.samples import silence, tone


def _words(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


@pytest.fixture(scope="module")
def transcriber(tmp_path_factory) -> WhisperTranscriber:
    engine = WhisperTranscriber(
        SpeechSettings(), model_dir=tmp_path_factory.mktemp("whisper") / "whisper-base",
        prompt=whisper_prompt("Suvidha Bank"),
    )  # fmt: skip
    if engine.unavailable_detail:
        pytest.fail(engine.unavailable_detail)  # make setup installs the wheels: missing them is a failure
    engine.warm_up()
    return engine


def test_the_acceptance_sentence_is_heard_word_for_word_offline(transcriber, spoken):
    heard = transcriber.transcribe(spoken[BLOCK_CARD])
    assert heard.engine == "whisper" and heard.seconds > 1.5 and heard.ms > 0
    assert _words(heard.text) == _words(BLOCK_CARD)


def test_other_banking_questions_are_heard(transcriber, spoken):
    assert "interest rate on a fixed deposit" in _words(transcriber.transcribe(spoken[FD_RATES]).text)
    assert "card was stolen" in _words(transcriber.transcribe(spoken[STOLEN_CARD]).text)


def test_silence_and_a_hum_are_refused_not_invented(transcriber):
    with pytest.raises(AudioError) as caught:
        transcriber.transcribe(silence(1.5))
    assert caught.value.reason == "silent"
    with pytest.raises(AudioError) as caught:
        transcriber.transcribe(tone(2.0, hz=50, amplitude=3000))
    assert caught.value.reason == "no_speech"


def test_the_time_limit_gives_a_timeout_and_the_engine_keeps_serving(transcriber, spoken):
    settings = SpeechSettings(timeout_s=1e-6)
    transcriber._settings, kept = settings, transcriber._settings
    try:
        with pytest.raises(AudioError) as caught:
            transcriber.transcribe(spoken[BLOCK_CARD])
    finally:
        transcriber._settings = kept
    assert caught.value.reason == "timeout" and "too long" in str(caught.value)
    assert "card was stolen" in _words(transcriber.transcribe(spoken[STOLEN_CARD]).text)


def test_a_model_that_does_not_match_the_recorded_checksum_is_refused_and_nothing_is_left(tmp_path, monkeypatch):
    first, second = tmp_path / "one", tmp_path / "two"
    first.mkdir()
    second.mkdir()
    for name in whisper.MODEL_FILES:
        (first / name).write_text("{}")
    (first / "model.bin.part1").write_bytes(b"not")
    (second / "model.bin.part2").write_bytes(b" whisper")
    monkeypatch.setattr(whisper, "_model_parts", lambda: (first, second))
    target = tmp_path / "model"
    with pytest.raises(RuntimeError, match="expected model"):
        joined_model(target)
    assert not (target / "model.bin").exists() and not list(target.glob("*.tmp"))


def test_the_joined_model_is_made_once(transcriber):
    folder = transcriber._model_dir
    made = (folder / "model.bin").stat().st_mtime_ns
    assert joined_model(folder) == folder and (folder / "model.bin").stat().st_mtime_ns == made


def test_offline_auto_chooses_whisper_and_pocketsphinx_stays_selectable(tmp_path):
    auto = make_transcriber(Settings(_env_file=None, index_dir=tmp_path / "index"))
    assert auto.name == "whisper" and auto._model_dir == tmp_path / "models" / "speech" / "whisper-base"
    chosen = Settings(_env_file=None, index_dir=tmp_path / "index", speech=SpeechSettings(transcriber="pocketsphinx"))
    assert make_transcriber(chosen).name == "pocketsphinx"


def test_without_the_wheels_auto_falls_back_to_pocketsphinx_and_whisper_says_why(tmp_path, monkeypatch):
    def missing():
        raise FileNotFoundError("model parts missing")

    monkeypatch.setattr(whisper, "_model_parts", missing)
    assert make_transcriber(Settings(_env_file=None, index_dir=tmp_path / "index")).name == "pocketsphinx"
    only = make_transcriber(
        Settings(_env_file=None, index_dir=tmp_path / "index", speech=SpeechSettings(transcriber="whisper"))
    )
    assert only.name == "unavailable" and "wheels are not installed" in only.unavailable_detail
    assert Path(tmp_path / "models").exists() is False  # nothing was written
