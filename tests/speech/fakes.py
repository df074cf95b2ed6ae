"""Deterministic speech for other areas' tests: ``FakeSpeaker`` (read-aloud, no espeak-ng) and
``FakeTranscriber`` (speech in: no engine, no audio decoding unless asked)."""

from __future__ import annotations

import io
import wave
from collections import deque
from collections.abc import Iterable

from banking_ai.speech import AudioError, AudioSource, Transcript
from banking_ai.speech.audio import load_audio


def tone_wav(seconds: float = 0.2, rate: int = 16_000) -> bytes:
    """A valid mono 16-bit WAV of ``seconds`` of silence."""
    out = io.BytesIO()
    with wave.open(out, "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(rate)
        audio.writeframes(b"\0\0" * int(seconds * rate))
    return out.getvalue()


class FakeSpeaker:
    """Returns ``tone_wav()`` for every text, or raises the next queued ``AudioError``.

    ``texts`` records what it was asked to read (tests check citations and markup are gone).
    ``detail`` non-empty makes it unavailable, as a missing espeak-ng would."""

    name = "fake"

    def __init__(self, *, errors: Iterable[AudioError] = (), detail: str = "") -> None:
        self.errors: deque[AudioError] = deque(errors)
        self.unavailable_detail = detail
        self.texts: list[str] = []

    def speak(self, text: str) -> bytes:
        self.texts.append(text)
        if self.unavailable_detail:
            raise AudioError("unavailable", detail=self.unavailable_detail, speaking=True)
        if self.errors:
            raise self.errors.popleft()
        return tone_wav()


class FakeTranscriber:
    """Hears ``text`` in every recording, or the next of ``replies`` while any are queued: a text, or
    an exception to raise (an ``AudioError``, or anything else to play a broken engine). With
    ``validate`` the recording is checked and decoded with the real limits first, so bad audio
    fails as it would in the product. ``heard`` counts calls, ``warmed`` the ``warm_up`` calls."""

    name = "fake"
    unavailable_detail = ""

    def __init__(
        self,
        text: str = "How do I block my lost debit card",
        *,
        replies: Iterable[str | Exception] = (),
        validate: bool = False,
        max_bytes: int = 10_000_000,
        max_seconds: float = 60.0,
    ) -> None:
        self.text = text
        self.replies: deque[str | Exception] = deque(replies)
        self.validate = validate
        self.max_bytes = max_bytes
        self.max_seconds = max_seconds
        self.heard = 0
        self.warmed = 0  # warm_up() calls
        self.warm_up_error: Exception | None = None

    def warm_up(self) -> None:
        self.warmed += 1
        if self.warm_up_error is not None:
            raise self.warm_up_error

    def transcribe(self, audio: AudioSource) -> Transcript:
        self.heard += 1
        seconds = 0.0
        if self.validate:
            seconds = load_audio(audio, max_bytes=self.max_bytes, max_seconds=self.max_seconds).seconds
        reply = self.replies.popleft() if self.replies else self.text
        if isinstance(reply, Exception):
            raise reply
        return Transcript(text=reply, engine=self.name, seconds=seconds, ms=0.0)
