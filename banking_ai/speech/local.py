"""``LocalTranscriber``: what the offline engines share — the audio checks, one recording at a time,
the time limit, ``AudioError`` as the only failure, and a log line without the words."""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from banking_ai.speech.audio import load_audio
from banking_ai.speech.base import AudioError, AudioSource, Transcript

if TYPE_CHECKING:
    from banking_ai.settings import SpeechSettings

log = logging.getLogger(__name__)


class LocalTranscriber:
    """Base of the engines that run in this process. A subclass sets ``name``, ``unavailable_detail``
    and ``_decode(pcm, deadline)`` (16 kHz mono int16 in, the words out; ``AudioError("timeout")``
    once ``time.perf_counter()`` passes ``deadline``)."""

    name = "local"

    def __init__(self, settings: SpeechSettings) -> None:
        self._settings = settings
        self._lock = threading.Lock()  # decoding is CPU-bound: a second at once would only slow both

    @property
    def unavailable_detail(self) -> str:
        return ""

    def warm_up(self) -> None:
        """Load the engine now (engines with a model to load override this)."""

    def transcribe(self, audio: AudioSource) -> Transcript:
        """The words in ``audio``; raises ``AudioError`` only (see ``Transcriber.transcribe``)."""
        started = time.perf_counter()
        loaded = load_audio(audio, max_bytes=self._settings.max_bytes, max_seconds=self._settings.max_seconds)
        if self.unavailable_detail:
            raise AudioError("unavailable", detail=self.unavailable_detail)
        deadline = started + self._settings.timeout_s
        if not self._lock.acquire(timeout=max(0.0, deadline - time.perf_counter())):
            raise AudioError("timeout", detail=f"waited over {self._settings.timeout_s:g} s for the engine")
        try:
            text = self._decode(loaded.pcm, deadline)
        except AudioError:
            raise
        except Exception as error:  # the contract is AudioError only
            log.error("%s failed: %s", self.name, type(error).__name__)
            raise AudioError("failed", detail=type(error).__name__) from None
        finally:
            self._lock.release()
        ms = (time.perf_counter() - started) * 1000
        log.info("%s: %.1f s of %s audio, %d words, %.0f ms", self.name, loaded.seconds, loaded.format,
                 len(text.split()), ms)  # fmt: skip
        if not text:
            raise AudioError("no_speech", detail=f"{loaded.seconds:.1f} s, no words recognised")
        return Transcript(text=text, engine=self.name, seconds=round(loaded.seconds, 2), ms=round(ms, 1))

    def _decode(self, pcm: bytes, deadline: float) -> str:
        raise NotImplementedError

    def _check_time(self, deadline: float) -> None:
        if time.perf_counter() > deadline:
            raise AudioError("timeout", detail=f"over {self._settings.timeout_s:g} s")
