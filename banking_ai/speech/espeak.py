"""``EspeakSpeaker``: the Debian espeak-ng binary, run once per answer (offline read-aloud).

The text goes in on stdin (never on the command line, where ``ps`` would show it to other users)
and the WAV comes back on stdout, so nothing is written to disk; a run over the time limit is
killed with its whole process group.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import time
from typing import TYPE_CHECKING

from banking_ai.processes import CheckedOnce, last_line, run_limited
from banking_ai.speech.base import AudioError
from banking_ai.speech.wav import completed_wav

if TYPE_CHECKING:
    from banking_ai.settings import SpeechSettings

log = logging.getLogger(__name__)


class EspeakSpeaker:
    """Reads text with espeak-ng in ``settings.espeak_voice`` at ``settings.words_per_minute``,
    within ``settings.timeout_s``. Safe to share between request threads (one process per call)."""

    name = "espeak-ng"

    def __init__(self, settings: SpeechSettings) -> None:
        self._settings = settings
        self._check = CheckedOnce("espeak-ng", self._probe)

    @property
    def unavailable_detail(self) -> str:
        """Why espeak-ng cannot speak, for staff ("" when it can); checked once (~20 ms)."""
        return self._check()[1]

    def speak(self, text: str) -> bytes:
        """``text`` as 16-bit mono WAV (22,050 Hz); raises ``AudioError(..., speaking=True)``."""
        if not text.strip():
            raise AudioError("empty", detail="no words to read", speaking=True)
        if self.unavailable_detail:
            raise AudioError("unavailable", detail=self.unavailable_detail, speaking=True)
        started = time.perf_counter()
        raw = self._run(["--stdin", "--stdout", "-b", "1"], text.encode("utf-8"))
        try:
            wav = completed_wav(raw)
        except ValueError as error:
            raise AudioError("failed", detail=f"espeak-ng output: {error}", speaking=True) from None
        log.info("espeak-ng read %d chars: %d bytes in %.0f ms", len(text), len(wav), _ms(started))
        return wav

    def _run(self, options: list[str], stdin: bytes, *, timeout_s: float | None = None) -> bytes:
        settings = self._settings
        args = [settings.espeak_cmd, "-v", settings.espeak_voice, "-s", str(settings.words_per_minute), *options]
        limit = timeout_s or settings.timeout_s
        try:
            code, stdout, stderr = run_limited(args, stdin, timeout_s=limit)
        except OSError as error:
            detail = f"cannot start {settings.espeak_cmd!r}: {type(error).__name__}"
            raise AudioError("unavailable", detail=detail, speaking=True) from None
        except subprocess.TimeoutExpired:
            raise AudioError("timeout", detail=f"espeak-ng exceeded {limit:g} s", speaking=True) from None
        if code != 0:  # stderr names the voice or an option, never the text
            raise AudioError("failed", detail=f"espeak-ng exit {code}: {last_line(stderr)}", speaking=True)
        return stdout

    def _probe(self) -> tuple[bool, str]:
        command = self._settings.espeak_cmd
        if shutil.which(command) is None:
            return False, f"executable {command!r} not found (install the Debian package espeak-ng)"
        try:
            raw = self._run(["--stdin", "--stdout"], b"ok", timeout_s=10.0)
            completed_wav(raw)
        except AudioError as error:
            return False, f"{command} test run failed: {error.detail}"
        except ValueError as error:
            return False, f"{command} test run gave no WAV: {error}"
        return True, ""


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
