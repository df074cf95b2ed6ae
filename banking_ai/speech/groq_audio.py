"""What Groq's two audio endpoints (transcription, speech) share: the client and a circuit breaker.

The client is ``llm.groq.groq_client`` (the chat model's key and base URL, no client retries, request
bodies out of the debug log) with the speech time limit. After a timeout or a lost connection the
endpoint is skipped for ``cooldown_s``, so customers are not kept waiting on a dead endpoint each time.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from banking_ai.settings import LlmSettings

log = logging.getLogger(__name__)


class GroqAudioEndpoint:
    """One Groq audio endpoint for ``purpose`` ("transcription", "speech"); thread-safe."""

    def __init__(
        self,
        llm: LlmSettings,
        timeout_s: float,
        purpose: str,
        *,
        cooldown_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not llm.has_key:
            raise ValueError(f"Groq {purpose} needs an API key (GROQ_API_KEY)")
        self._llm = llm
        self._timeout_s = timeout_s
        self._purpose = purpose
        self._cooldown_s = cooldown_s
        self._clock = clock
        self._client = None
        self._lock = threading.Lock()
        self._skip_until = 0.0

    def cooling_down_s(self) -> float:
        """Seconds until the endpoint is tried again after a failure; 0 when it may be tried now."""
        return max(self._skip_until - self._clock(), 0.0)

    def client(self):
        with self._lock:
            if self._client is None:
                from banking_ai.llm.groq import groq_client

                self._client = groq_client(self._llm, self._timeout_s)
            return self._client

    def failure(self, exc: Exception) -> tuple[str, str]:
        """(``AudioError`` reason, short detail) for a failed request — never the audio or the text;
        a timeout or a lost connection opens the circuit for ``cooldown_s``."""
        import groq

        if isinstance(exc, groq.APITimeoutError):
            self._trip("timeout")
            return "timeout", f"no reply within {self._timeout_s:g} s"
        if isinstance(exc, groq.APIConnectionError):
            self._trip("connection")
            return "unavailable", "cannot connect"
        if isinstance(exc, groq.APIStatusError):
            return "failed", f"HTTP {exc.status_code}"
        return "failed", type(exc).__name__

    def _trip(self, kind: str) -> None:
        if self._cooldown_s > 0:
            self._skip_until = self._clock() + self._cooldown_s
            log.warning("groq %s %s failure: skipped for %.0f s", self._purpose, kind, self._cooldown_s)
