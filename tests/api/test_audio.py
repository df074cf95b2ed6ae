"""A spoken question through the REST API: transcribed offline, answered like typed text, the transcript returned."""

from __future__ import annotations

import base64
import logging

import pytest

from tests.speech.conftest import BLOCK_CARD, STOLEN_CARD, spoken  # noqa: F401  (espeak-ng recordings, once per session)
from tests.speech.samples import silence, webm_opus

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def test_a_spoken_question_is_transcribed_and_answered(customer, spoken, caplog):  # noqa: F811
    caplog.set_level(logging.DEBUG)
    response = customer.post("/v1/chat", json={"session_id": "voice-1", "audio": _b64(spoken[BLOCK_CARD])})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert "block my lost debit card" in answer["transcript"].lower()  # the acceptance sentence, offline
    assert answer["route"] == "urgent"  # the classifier says card_block_unblock; the words say lost
    assert answer["citations"] and "[1]" in answer["text"] and "block" in answer["text"].lower()  # steps, cited
    assert answer["transcript"] not in caplog.text  # heard, answered, never logged


def test_a_browser_recording_as_a_data_url_is_read(customer, spoken):  # noqa: F811
    recording = f"data:audio/webm;base64,{_b64(webm_opus(spoken[STOLEN_CARD]))}"
    answer = customer.post("/v1/chat", json={"audio": recording}).json()
    assert "card was stolen" in answer["transcript"]


@pytest.mark.parametrize(
    ("audio", "status", "code", "words"),
    [
        (_b64(silence(1.0)), 400, "audio_silent", "could not hear"),
        (_b64(b"%PDF-1.4 a policy, not a recording"), 400, "audio_not_audio", "not a recording"),
        (_b64(b"FORM\x00\x00\x00\x10AIFF" + bytes(64)), 400, "audio_unsupported_format", "format"),
        ("not base64 at all!", 400, "bad_base64", "base64"),
        (_b64(b"\x1a\x45\xdf\xa3" + bytes(400)), 400, "audio_damaged", "damaged"),
    ],
    ids=["silent", "pdf", "aiff", "base64", "corrupt"],
)
def test_bad_audio_gets_the_customer_message(customer, audio, status, code, words):
    response = customer.post("/v1/chat", json={"audio": audio})
    assert response.status_code == status
    error = response.json()["error"]
    assert error["code"] == code and words in error["message"]
    # ... and the API keeps serving
    assert customer.post("/v1/chat", json={"message": "hello"}).status_code == 200


def test_audio_over_the_size_limit_is_413(customer, api):
    big = _b64(bytes(api.settings.speech.max_bytes + 10))
    response = customer.post("/v1/chat", json={"audio": big})
    assert response.status_code == 413 and response.json()["error"]["code"] == "audio_too_large"
