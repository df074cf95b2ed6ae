"""``POST /v1/speech``: an answer read aloud as WAV, with the customer endpoints' guard and error shape."""

from __future__ import annotations

import logging
import shutil

import pytest
from pydantic import SecretStr

from banking_ai.settings import Settings
from banking_ai.speech import AudioError
from banking_ai.speech.wav import wav_seconds
from tests.api.conftest import CLIENT_KEY, api_server, api_settings
from tests.speech.fakes import FakeSpeaker, tone_wav
from tests.ui.fakes import FakeOrchestrator


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng not installed")
def test_an_answer_comes_back_as_wav_read_by_espeak(customer, caplog):
    caplog.set_level(logging.DEBUG)
    answer = customer.post("/v1/chat", json={"message": "What is the interest rate on a 1 year fixed deposit?"})
    text = answer.json()["text"]
    reply = customer.post("/v1/speech", json={"text": text})
    assert reply.status_code == 200 and reply.headers["content-type"] == "audio/wav"
    assert 2 < wav_seconds(reply.content) < 120
    assert text[:40] not in caplog.text


@pytest.fixture
def fake(tmp_path):
    speaker = FakeSpeaker()
    settings = api_settings(Settings(_env_file=None, index_dir=tmp_path / "index"))
    with api_server(FakeOrchestrator(speaker=speaker), settings) as server, server.client() as client:
        yield client, speaker


def test_what_is_read_has_no_citation_marks(fake):
    client, speaker = fake
    reply = client.post("/v1/speech", json={"text": "Rates are 6.8% p.a. [1][2]."})
    assert reply.status_code == 200 and reply.content == tone_wav()
    assert speaker.texts == ["Rates are 6.8 percent per year."]


@pytest.mark.parametrize(
    ("body", "code"), [({}, "empty_text"), ({"text": "  "}, "empty_text"), ({"text": "[1]"}, "empty_text")]
)
def test_empty_text_is_a_400(fake, body, code):
    client, speaker = fake
    reply = client.post("/v1/speech", json=body)
    assert reply.status_code == 400 and reply.json()["error"]["code"] == code
    assert speaker.texts == []


def test_text_over_the_message_limit_is_a_413(fake):
    client, _ = fake
    reply = client.post("/v1/speech", json={"text": "word " * 1000})
    assert reply.status_code == 413 and reply.json()["error"]["code"] == "text_too_long"


def test_speaker_failures_are_friendly_errors_and_the_next_request_works(fake):
    client, speaker = fake
    speaker.errors.append(AudioError("timeout", detail="espeak-ng exceeded 30 s", speaking=True))
    reply = client.post("/v1/speech", json={"text": "Hello."})
    assert reply.status_code == 504 and "took too long" in reply.json()["error"]["message"]
    assert "espeak" not in reply.text
    assert client.post("/v1/speech", json={"text": "Hello."}).status_code == 200


def test_no_speaker_is_a_503(tmp_path):
    settings = api_settings(Settings(_env_file=None, index_dir=tmp_path / "index"))
    with api_server(FakeOrchestrator(speaker=FakeSpeaker(detail="off")), settings) as server, server.client() as c:
        reply = c.post("/v1/speech", json={"text": "Hello."})
    assert reply.status_code == 503 and reply.json()["error"]["code"] == "speech_unavailable"


def test_client_keys_are_required_when_set(tmp_path):
    settings = api_settings(Settings(_env_file=None, index_dir=tmp_path / "index"), client_keys=[SecretStr(CLIENT_KEY)])
    with api_server(FakeOrchestrator(speaker=FakeSpeaker()), settings) as server:
        with server.client() as anonymous:
            assert anonymous.post("/v1/speech", json={"text": "Hi."}).status_code == 401
        with server.client(**{"X-API-Key": CLIENT_KEY}) as keyed:
            assert keyed.post("/v1/speech", json={"text": "Hi."}).status_code == 200
