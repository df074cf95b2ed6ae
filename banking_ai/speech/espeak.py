"""``EspeakSpeaker``: the Debian espeak-ng binary, run once per answer (offline read-aloud).

The text goes in on stdin (never on the command line, where ``ps`` would show it to other users)
and the WAV comes back on stdout, so nothing is written to disk; a run over the time limit is
killed with its whole process group.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import threading
import time
from typing import TYPE_CHECKING

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
        self._available: bool | None = None
        self._unavailable_detail = ""
        self._lock = threading.Lock()

    @property
    def unavailable_detail(self) -> str:
        """Why espeak-ng cannot speak, for staff ("" when it can); checked once."""
        self.available()
        return self._unavailable_detail

    def available(self) -> bool:
        """True when the executable exists and has the configured voice (checked once, ~20 ms)."""
        with self._lock:
            if self._available is None:
                self._available, self._unavailable_detail = self._probe()
                if not self._available:
                    log.warning("espeak-ng unavailable: %s", self._unavailable_detail)
            return self._available

    def speak(self, text: str) -> bytes:
        """``text`` as 16-bit mono WAV (22,050 Hz); raises ``AudioError(..., speaking=True)``."""
        if not text.strip():
            raise AudioError("empty", detail="no words to read", speaking=True)
        if not self.available():
            raise AudioError("unavailable", detail=self._unavailable_detail, speaking=True)
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
            process = subprocess.Popen(
                args,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,  # its own process group, so a timeout kills every child
            )
        except OSError as error:
            detail = f"cannot start {settings.espeak_cmd!r}: {type(error).__name__}"
            raise AudioError("unavailable", detail=detail, speaking=True) from None
        try:
            stdout, stderr = process.communicate(stdin, timeout=limit)
        except subprocess.TimeoutExpired:
            _kill_group(process)
            process.communicate()
            raise AudioError("timeout", detail=f"espeak-ng exceeded {limit:g} s", speaking=True) from None
        except BaseException:
            _kill_group(process)
            process.communicate()
            raise
        if process.returncode != 0:
            # stderr names the voice or an option, never the text; keep its last line for staff.
            tail = stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
            detail = f"espeak-ng exit {process.returncode}: {tail[0][:200]}"
            raise AudioError("failed", detail=detail, speaking=True)
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


def _kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
