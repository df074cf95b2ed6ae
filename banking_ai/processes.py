"""Running a helper program (tesseract, espeak-ng) under a time limit, and checking once that it works."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


def run_limited(
    args: list[str], stdin: bytes, *, timeout_s: float, env: dict[str, str] | None = None
) -> tuple[int, bytes, bytes]:
    """(exit code, stdout, stderr) of ``args`` fed ``stdin``. The program runs in its own process group,
    killed whole when it passes ``timeout_s`` seconds (``subprocess.TimeoutExpired`` is raised) or when
    the caller is interrupted; ``OSError`` when it cannot start."""
    process = subprocess.Popen(
        args,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,  # its own process group, so a timeout kills every child
    )
    try:
        stdout, stderr = process.communicate(stdin, timeout=timeout_s)
    except BaseException:
        _kill_group(process)
        process.communicate()
        raise
    return process.returncode, stdout, stderr


def last_line(stderr: bytes) -> str:
    """The last line of a program's stderr, for staff logs (at most 200 characters)."""
    tail = stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
    return tail[0][:200]


class CheckedOnce:
    """Whether a backend can work, found by ``probe`` (-> (ok, staff-readable reason)) on first use and
    remembered; safe to ask from several threads. ``name`` labels the warning logged when it cannot."""

    def __init__(self, name: str, probe: Callable[[], tuple[bool, str]]) -> None:
        self._name = name
        self._probe = probe
        self._result: tuple[bool, str] | None = None
        self._lock = threading.Lock()

    @property
    def known_detail(self) -> str:
        """The reason found so far ("" when it can work or has not been checked yet); never probes."""
        return self._result[1] if self._result is not None else ""

    def __call__(self) -> tuple[bool, str]:
        with self._lock:
            if self._result is None:
                self._result = self._probe()
                if not self._result[0]:
                    log.warning("%s unavailable: %s", self._name, self._result[1])
            return self._result


def _kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()
