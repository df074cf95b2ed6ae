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

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from banking_ai.speech.audio import RATE, load_audio
from banking_ai.speech.base import AudioError, AudioSource, Transcript
from banking_ai.speech.groq_audio import GroqAudioEndpoint
from banking_ai.speech.wav import pcm_wav

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)


class GroqTranscriber:
    """Transcribes with ``settings.speech.groq_model`` on Groq (or a Groq-compatible ``base_url``)."""

    def __init__(
        self, settings: Settings, *, cooldown_s: float = 30.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._settings = settings
        self._groq = GroqAudioEndpoint(
            settings.llm, settings.speech.timeout_s, "transcription", cooldown_s=cooldown_s, clock=clock
        )
        self.name = f"groq:{settings.speech.groq_model}"

    @property
    def unavailable_detail(self) -> str:
        left = self._groq.cooling_down_s()
        return f"Groq failed; retrying in {left:.0f} s" if left > 0 else ""

    def warm_up(self) -> None:
        """Nothing to load: the model runs at Groq."""

    def transcribe(self, audio: AudioSource) -> Transcript:
        """The words in ``audio``; raises ``AudioError`` only (see ``Transcriber.transcribe``)."""
        speech = self._settings.speech
        started = time.perf_counter()
        loaded = load_audio(audio, max_bytes=speech.max_bytes, max_seconds=speech.max_seconds)
        if self.unavailable_detail:
            raise AudioError("unavailable", detail=self.unavailable_detail)
        try:
            reply = self._groq.client().audio.transcriptions.create(
                file=("recording.wav", pcm_wav(loaded.pcm, RATE)),
                model=speech.groq_model,
                language="en",
                response_format="json",
                temperature=0.0,
            )
        except Exception as error:
            reason, detail = self._groq.failure(error)
            raise AudioError(reason, detail=f"groq: {detail}") from None
        text = " ".join(str(getattr(reply, "text", "") or "").split())
        ms = (time.perf_counter() - started) * 1000
        log.info("groq transcription: %.1f s of %s audio, %d chars, %.0f ms", loaded.seconds, loaded.format,
                 len(text), ms)  # fmt: skip
        if not any(char.isalnum() for char in text):
            raise AudioError("no_speech", detail=f"{loaded.seconds:.1f} s, empty transcript")
        return Transcript(text=text, engine=self.name, seconds=round(loaded.seconds, 2), ms=round(ms, 1))
