"""``FakeTranscriber``: deterministic speech in for other areas' tests (no engine, no audio decoding
unless asked)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from banking_ai.speech import AudioSource, Transcript
from banking_ai.speech.audio import load_audio


class FakeTranscriber:
    """Hears ``text`` in every recording, or the next of ``replies`` while any are queued: a text, or
    an exception to raise (an ``AudioError``, or anything else to play a broken engine). With
    ``validate`` the recording is checked and decoded with the real limits first, so bad audio
    fails as it would in the product. ``heard`` counts calls."""

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

    def transcribe(self, audio: AudioSource) -> Transcript:
        self.heard += 1
        seconds = 0.0
        if self.validate:
            seconds = load_audio(audio, max_bytes=self.max_bytes, max_seconds=self.max_seconds).seconds
        reply = self.replies.popleft() if self.replies else self.text
        if isinstance(reply, Exception):
            raise reply
        return Transcript(text=reply, engine=self.name, seconds=seconds, ms=0.0)
