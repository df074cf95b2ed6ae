"""``FakeSpeaker``: deterministic read-aloud for UI, API and CLI tests (no espeak-ng needed)."""

from __future__ import annotations

import io
import wave
from collections import deque
from collections.abc import Iterable

from banking_ai.speech import AudioError


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
