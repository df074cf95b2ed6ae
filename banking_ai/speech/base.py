"""The speech seam: ``Transcriber`` (speech in), ``Speaker`` (speech out) and ``AudioError``, whose
message a customer can read. Mirrors the OCR seam (``banking_ai.ocr.base``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

AudioSource = bytes | str | Path
"""Audio bytes, or the path of an audio file (a ``str`` is always read as a path)."""

# reason code -> the sentence shown to the customer. Codes are stable: callers and tests branch on them.
MESSAGES: dict[str, str] = {
    "empty": "That recording is empty. Please record your question again.",
    "not_found": "We could not find the recording. Please record your question again.",
    "too_large": "That audio file is too large. Please send a recording under {limit}.",
    "too_long": "That recording is too long. Please ask your question in under {limit}.",
    "silent": "We could not hear anything in that recording. Please speak closer to the microphone and try again.",
    "not_audio": "That file is not a recording we can play. Please record your question or upload a WAV file.",
    "unsupported_format": "We can't play that audio format yet. Please record your question in the chat "
    "or upload a WAV file.",
    "damaged": "That recording seems to be damaged or cut off. Please record your question again.",
    "no_speech": "We could not make out any words. Please try again, or type your question.",
    "timeout": "Listening to that recording took too long. Please try a shorter question, or type it.",
    "failed": "We could not understand that recording. Please try again, or type your question.",
    "unavailable": "We can't listen to recordings right now. Please type your question instead.",
}
# Speech out (reading an answer aloud) uses the same reason codes with its own wording.
SPEAKING_MESSAGES: dict[str, str] = {
    "empty": "There is nothing to read aloud in that answer.",
    "timeout": "Reading that answer aloud took too long. The answer is on your screen.",
    "failed": "We could not read that answer aloud. The answer is on your screen.",
    "unavailable": "Reading answers aloud is not available right now. The answer is on your screen.",
}


class AudioError(ValueError):
    """Audio could not be transcribed (or an answer could not be spoken).

    ``str(error)`` is one short sentence safe to show a customer; ``reason`` is a stable code from
    ``MESSAGES``; ``detail`` an optional note for staff logs (sizes, limits, exit codes — never the
    audio or its words).
    """

    def __init__(self, reason: str, *, detail: str = "", limit: str = "", speaking: bool = False) -> None:
        """``speaking``: the error is about reading an answer aloud (``SPEAKING_MESSAGES``), not a recording."""
        table = SPEAKING_MESSAGES if speaking else MESSAGES
        if reason not in table:
            raise KeyError(f"unknown audio error reason {reason!r}")
        self.reason = reason
        self.detail = detail
        self.speaking = speaking
        super().__init__(table[reason].format(limit=limit or "the limit"))

    @property
    def message(self) -> str:
        """The customer-facing sentence (same as ``str(error)``)."""
        return str(self)


@dataclass(frozen=True, slots=True)
class Transcript:
    """What a recording said: ``text`` (never logged), the ``engine`` that heard it ("groq",
    "pocketsphinx"), the audio's length in ``seconds`` and the transcription time in ``ms``."""

    text: str
    engine: str
    seconds: float
    ms: float


@runtime_checkable
class Transcriber(Protocol):
    """Turns a customer's recording into text. ``name`` appears in traces and the health panel."""

    name: str

    def transcribe(self, audio: AudioSource) -> Transcript:
        """The words in ``audio``; raises ``AudioError``, never anything else. A transcript always has
        some words: silence raises ``AudioError("silent")``, noise without words ``"no_speech"``."""
        ...

    @property
    def unavailable_detail(self) -> str:
        """Why ``transcribe`` cannot work, for staff ("pocketsphinx is not installed"); "" when it can."""
        ...

    def warm_up(self) -> None:
        """Load the engine now instead of on the first recording; safe to call again. An engine that
        cannot run may raise here: ``transcribe`` then refuses with the reason."""
        ...


@runtime_checkable
class Speaker(Protocol):
    """Reads an answer aloud. ``name`` appears in traces and the health panel ("espeak-ng")."""

    name: str

    def speak(self, text: str) -> bytes:
        """``text`` spoken, as WAV bytes; raises ``AudioError(..., speaking=True)`` ("empty", "unavailable",
        "timeout", "failed"). ``text`` is what is read, word for word (see ``speech.spoken.spoken_text``)."""
        ...

    @property
    def unavailable_detail(self) -> str:
        """Why ``speak`` cannot work, for staff; "" when it can."""
        ...
