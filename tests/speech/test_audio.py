"""Recordings are checked before any engine hears them, and each bad one gets its own message."""

from __future__ import annotations

import pytest

from banking_ai.speech import MESSAGES, AudioError
from banking_ai.speech.audio import RATE, load_audio
from tests.speech.conftest import BLOCK_CARD
from tests.speech.samples import silence, tone, wav, webm_opus

LIMITS = {"max_bytes": 2_000_000, "max_seconds": 60.0}


def _reason(source, **limits) -> str:
    with pytest.raises(AudioError) as caught:
        load_audio(source, **{**LIMITS, **limits})
    assert str(caught.value) == caught.value.message and caught.value.message  # a sentence for the customer
    return caught.value.reason


def test_speech_is_converted_to_16_khz_mono(spoken):
    loaded = load_audio(spoken[BLOCK_CARD], **LIMITS)  # espeak-ng writes 22.05 kHz
    assert loaded.format == "wav"
    assert 1.5 < loaded.seconds < 4.0
    assert len(loaded.pcm) == round(loaded.seconds * RATE) * 2


def test_stereo_44k_is_mixed_down():
    left_right = [v for i in range(44_100) for v in (int(8000 * ((i // 50) % 2) - 4000),) * 2]
    loaded = load_audio(wav(left_right, rate=44_100, channels=2), **LIMITS)
    assert abs(loaded.seconds - 1.0) < 0.01


def test_a_browser_recording_in_webm_opus_is_read(spoken):
    recording = webm_opus(spoken[BLOCK_CARD])
    assert recording[:4] == b"\x1a\x45\xdf\xa3"
    loaded = load_audio(recording, **LIMITS)
    assert loaded.format == "webm"
    assert abs(loaded.seconds - load_audio(spoken[BLOCK_CARD], **LIMITS).seconds) < 0.2


def test_a_path_is_read_and_a_missing_one_is_not_found(tmp_path, spoken):
    path = tmp_path / "question.wav"
    path.write_bytes(spoken[BLOCK_CARD])
    assert load_audio(path, **LIMITS).format == "wav"
    assert _reason(tmp_path / "gone.wav") == "not_found"
    assert _reason(tmp_path) == "not_audio"


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty"),
        (b"\x89PNG\r\n\x1a\n" + bytes(100), "not_audio"),
        (b"%PDF-1.7\n" + bytes(100), "not_audio"),
        (b"hello, this is a text file and not a recording", "not_audio"),
        (b"FORM\x00\x00\x10\x00AIFFCOMM" + bytes(100), "unsupported_format"),
        (b"#!AMR\n" + bytes(100), "unsupported_format"),
        (b"RIFF\x24\x00\x00\x00AVI LIST" + bytes(100), "unsupported_format"),
        (b"\x1a\x45\xdf\xa3" + bytes(200), "damaged"),
        (b"OggS" + bytes(200), "damaged"),
    ],
    ids=["empty", "png", "pdf", "text", "aiff", "amr", "avi", "webm-garbage", "ogg-garbage"],
)
def test_bad_files_get_their_reason(data, reason):
    assert _reason(data) == reason


def test_a_cut_off_wav_is_damaged(spoken):
    import numpy as np

    recording = wav(np.frombuffer(load_audio(spoken[BLOCK_CARD], **LIMITS).pcm, dtype="<i2"))  # a real size
    assert load_audio(recording, **LIMITS).format == "wav"
    assert _reason(recording[: len(recording) // 2]) == "damaged"
    assert _reason(recording[:30]) == "damaged"


def test_a_wav_written_as_a_stream_is_read_whole(spoken):
    recording = spoken[BLOCK_CARD]  # espeak-ng --stdout declares the largest size, not its own
    assert recording[40:44] == b"\x00\xf0\xff\x7f"
    assert load_audio(recording[: len(recording) // 2], **LIMITS).seconds > 0.8


def test_silence_is_refused_but_quiet_speech_is_not():
    assert _reason(silence(2.0)) == "silent"
    assert load_audio(tone(1.0, amplitude=600), **LIMITS).seconds == pytest.approx(1.0)


def test_limits_on_size_and_length():
    assert _reason(tone(3.0), max_bytes=50_000) == "too_large"
    assert "50 KB" in MESSAGES["too_large"].format(limit="50 KB")
    with pytest.raises(AudioError) as caught:
        load_audio(tone(3.0), max_bytes=2_000_000, max_seconds=2.0)
    assert caught.value.reason == "too_long" and "2 seconds" in str(caught.value)


def test_a_long_webm_is_refused_while_decoding(spoken):
    assert _reason(webm_opus(spoken[BLOCK_CARD]), max_seconds=1.0) == "too_long"
