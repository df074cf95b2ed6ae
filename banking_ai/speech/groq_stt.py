"""``GroqTranscriber``: Whisper on Groq's audio endpoint (``POST /openai/v1/audio/transcriptions``).

The recording is checked and decoded locally first (``load_audio``: the same limits and messages
as offline), then sent as a 16 kHz mono WAV — smaller than most uploads, and the one format the
endpoint is sure to take. The client is built as ``GroqChatModel`` builds its own: the key and
base URL of ``settings.llm``, no client retries, the speech time limit. After a timeout or a
failed connection the transcriber refuses for ``cooldown_s`` (a circuit breaker), so customers get
"type your question instead" at once rather than waiting for a dead endpoint each time.
Neither the audio nor the transcript is logged: only sizes, status codes and timings.
"""

from __future__ import annotations

import io
import logging
import threading
import time
import wave
from collections.abc import Callable
from typing import TYPE_CHECKING

from banking_ai.speech.audio import RATE, load_audio
from banking_ai.speech.base import AudioError, AudioSource, Transcript

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)


def wav_bytes(pcm: bytes) -> bytes:
    """16 kHz mono int16 ``pcm`` as a WAV file."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(RATE)
        writer.writeframes(pcm)
    return buffer.getvalue()


class GroqTranscriber:
    """Transcribes with ``settings.speech.groq_model`` on Groq (or a Groq-compatible ``base_url``)."""

    def __init__(
        self, settings: Settings, *, cooldown_s: float = 30.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        llm = settings.llm
        if llm.api_key is None or not llm.api_key.get_secret_value().strip():
            raise ValueError("GroqTranscriber needs an API key (GROQ_API_KEY)")
        self._settings = settings
        self._cooldown_s = cooldown_s
        self._clock = clock
        self._client = None
        self._lock = threading.Lock()
        self._unavailable_until = 0.0
        self.name = f"groq:{settings.speech.groq_model}"

    @property
    def unavailable_detail(self) -> str:
        left = self._unavailable_until - self._clock()
        return f"Groq failed; retrying in {left:.0f} s" if left > 0 else ""

    def transcribe(self, audio: AudioSource) -> Transcript:
        """The words in ``audio``; raises ``AudioError`` only (see ``Transcriber.transcribe``)."""
        speech = self._settings.speech
        started = time.perf_counter()
        loaded = load_audio(audio, max_bytes=speech.max_bytes, max_seconds=speech.max_seconds)
        if self.unavailable_detail:
            raise AudioError("unavailable", detail=self.unavailable_detail)
        try:
            reply = self._get_client().audio.transcriptions.create(
                file=("recording.wav", wav_bytes(loaded.pcm)),
                model=speech.groq_model,
                language="en",
                response_format="json",
                temperature=0.0,
            )
        except Exception as error:
            raise self._failure(error) from None
        text = " ".join(str(getattr(reply, "text", "") or "").split())
        ms = (time.perf_counter() - started) * 1000
        log.info("groq transcription: %.1f s of %s audio, %d chars, %.0f ms", loaded.seconds, loaded.format,
                 len(text), ms)  # fmt: skip
        if not any(char.isalnum() for char in text):
            raise AudioError("no_speech", detail=f"{loaded.seconds:.1f} s, empty transcript")
        return Transcript(text=text, engine=self.name, seconds=round(loaded.seconds, 2), ms=round(ms, 1))

    def _failure(self, error: Exception) -> AudioError:
        import groq

        if isinstance(error, groq.APITimeoutError):
            self._trip("timeout")
            return AudioError("timeout", detail=f"groq: no reply within {self._settings.speech.timeout_s:g} s")
        if isinstance(error, groq.APIConnectionError):
            self._trip("connection")
            return AudioError("unavailable", detail="groq: cannot connect")
        if isinstance(error, groq.APIStatusError):
            return AudioError("failed", detail=f"groq: HTTP {error.status_code}")
        return AudioError("failed", detail=f"groq: {type(error).__name__}")

    def _trip(self, kind: str) -> None:
        if self._cooldown_s > 0:
            self._unavailable_until = self._clock() + self._cooldown_s
            log.warning("groq transcription %s failure: refusing recordings for %.0f s", kind, self._cooldown_s)

    def _get_client(self):
        with self._lock:
            if self._client is None:
                from banking_ai.llm.groq import groq_client

                self._client = groq_client(self._settings.llm, self._settings.speech.timeout_s)
            return self._client
