"""Reading answers aloud: ``make_speaker`` (the one place that picks a speaker), ``GroqSpeaker`` and
``UnavailableSpeaker``. ``EspeakSpeaker`` (offline) lives in ``speech.espeak``; what is read comes
from ``speech.spoken.spoken_text``. The text being read is never logged: only sizes and timings."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from banking_ai.speech.base import AudioError, Speaker
from banking_ai.speech.groq_audio import GroqAudioEndpoint
from banking_ai.speech.wav import joined_wav

if TYPE_CHECKING:
    from banking_ai.settings import LlmSettings, Settings, SpeechSettings

log = logging.getLogger(__name__)

GROQ_MAX_INPUT_CHARS = 200  # Groq's speech models take short inputs; longer text goes in sentence pieces
COOLDOWN_S = 30.0


class UnavailableSpeaker:
    """Stands in when read-aloud is off or no speaker works: ``speak`` refuses politely with
    ``AudioError("unavailable")``; ``unavailable_detail`` says why, for staff."""

    name = "unavailable"

    def __init__(self, detail: str) -> None:
        self.unavailable_detail = detail

    def speak(self, text: str) -> bytes:
        raise AudioError("unavailable", detail=self.unavailable_detail, speaking=True)


class GroqSpeaker:
    """Groq's speech endpoint (``settings.groq_voice_model``, voice ``settings.groq_voice``), WAV out.

    The client and the circuit breaker are ``GroqAudioEndpoint``'s (shared with the transcriber). When
    Groq fails the answer is read by ``fallback`` (espeak-ng) instead, and after a timeout or a
    connection failure Groq is skipped for ``cooldown_s`` seconds.
    """

    def __init__(
        self,
        settings: SpeechSettings,
        llm: LlmSettings,
        *,
        fallback: Speaker | None = None,
        cooldown_s: float = COOLDOWN_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._settings = settings
        self._fallback = fallback
        self._groq = GroqAudioEndpoint(llm, settings.timeout_s, "speech", cooldown_s=cooldown_s, clock=clock)
        self.name = f"groq:{settings.groq_voice_model}" + (f", {fallback.name} as fallback" if fallback else "")
        self.unavailable_detail = ""

    def speak(self, text: str) -> bytes:
        """``text`` as WAV from Groq, else from the fallback; raises ``AudioError(..., speaking=True)``."""
        if not text.strip():
            raise AudioError("empty", detail="no words to read", speaking=True)
        if self._groq.cooling_down_s() > 0:
            return self._fall_back(text, "unavailable", "skipped after a recent failure")
        started = time.perf_counter()
        try:
            pieces = [self._request(piece) for piece in speech_pieces(text, GROQ_MAX_INPUT_CHARS)]
            wav = joined_wav(pieces)
        except Exception as exc:  # any Groq or decoding failure: the customer still hears the answer
            reason, detail = self._groq.failure(exc)
            return self._fall_back(text, reason, detail)
        log.info(
            "groq speech: %d chars, %d piece(s), %d bytes in %.0f ms", len(text), len(pieces), len(wav), _ms(started)
        )
        return wav

    def _request(self, piece: str) -> bytes:
        settings = self._settings
        response = self._groq.client().audio.speech.create(
            model=settings.groq_voice_model, voice=settings.groq_voice, input=piece, response_format="wav"
        )
        return response.read()

    def _fall_back(self, text: str, reason: str, detail: str) -> bytes:
        if self._fallback is None:
            log.warning("groq speech failed (%s: %s); no fallback speaker", reason, detail)
            raise AudioError(reason, detail=f"groq: {detail}", speaking=True)
        log.warning("groq speech failed (%s: %s): reading with %s", reason, detail, self._fallback.name)
        return self._fallback.speak(text)


_SENTENCE = re.compile(r"(?<=[.!?…;:,])\s+")


def speech_pieces(text: str, max_chars: int) -> list[str]:
    """``text`` in pieces of at most ``max_chars``, split after sentences (or commas), else between words."""
    pieces: list[str] = []
    for part in _SENTENCE.split(" ".join(text.split())):
        while len(part) > max_chars:
            cut = part.rfind(" ", 0, max_chars + 1)
            cut = cut if cut > 0 else max_chars
            pieces.append(part[:cut].strip())
            part = part[cut:].strip()
        if pieces and len(pieces[-1]) + 1 + len(part) <= max_chars:
            pieces[-1] = f"{pieces[-1]} {part}"
        elif part:
            pieces.append(part)
    return pieces


def make_speaker(settings: Settings) -> Speaker:
    """Who reads answers aloud, from ``settings.speech.speaker``:

    - "espeak": espeak-ng (offline); "groq": Groq's speech endpoint with espeak-ng as fallback;
    - "auto": espeak-ng when installed (offline, ~20-50 ms for an answer, the text stays on this
      machine), else Groq when there is a key, else unavailable;
    - "off", or ``speech.enabled`` false: ``UnavailableSpeaker`` (the chat hides read-aloud).
    Checks espeak-ng once (a short test run).
    """
    from banking_ai.speech.espeak import EspeakSpeaker

    speech = settings.speech
    if not speech.enabled or speech.speaker == "off":
        return UnavailableSpeaker("read-aloud is off in settings (BANKING_AI_SPEECH__SPEAKER / __ENABLED)")
    espeak = EspeakSpeaker(speech)
    offline = None if espeak.unavailable_detail else espeak
    has_key = settings.llm.has_key
    if speech.speaker == "groq" or (speech.speaker == "auto" and offline is None):
        if has_key:
            return GroqSpeaker(speech, settings.llm, fallback=offline)
        if speech.speaker == "groq":
            log.warning("speech.speaker is groq but there is no GROQ_API_KEY: reading aloud offline")
    if offline is not None:
        return offline
    return UnavailableSpeaker(espeak.unavailable_detail)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
