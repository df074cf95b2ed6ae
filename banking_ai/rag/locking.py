"""One writer at a time per index folder, with a message that says who holds it.

Qdrant's local mode locks its folder and fails at once for a second client. Readers never
hold that folder open (they search the snapshot file the writer saves, ``rag/snapshot.py``),
so the lock is held for a build, and by a reader only to rebuild a missing snapshot; writers
wait for it here, with a timeout and a readable message, instead of failing on Qdrant's lock.
"""

from __future__ import annotations

import fcntl
import json
import os
import sys
import time
from pathlib import Path


class IndexBusyError(RuntimeError):
    """Another process is updating the index."""


class IndexLock:
    def __init__(self, index_dir: Path) -> None:
        self._path = index_dir / ".index.lock"
        self._handle = None

    def acquire(self, timeout_s: float, purpose: str) -> None:
        """Take the lock, waiting up to ``timeout_s`` seconds; raise IndexBusyError after."""
        from banking_ai.files import private_dir

        private_dir(self._path.parent)  # the index folder: policy text, owner-only (banking_ai/files.py)
        handle = self._path.open("a+")
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = self._holder(handle)
                    handle.close()
                    raise IndexBusyError(
                        f"the index at {self._path.parent} is in use by another process ({holder}); "
                        "wait for it to finish and try again"
                    ) from None
                time.sleep(0.1)
        handle.seek(0)
        handle.truncate()
        handle.write(
            json.dumps(
                {
                    "pid": os.getpid(),
                    "purpose": purpose,
                    "since": time.strftime("%H:%M:%S"),
                    "command": " ".join(sys.argv[:2]),
                }
            )
        )
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        if self._handle is not None:
            self._handle.seek(0)
            self._handle.truncate()
            fcntl.flock(self._handle, fcntl.LOCK_UN)
            self._handle.close()
            self._handle = None

    @staticmethod
    def _holder(handle) -> str:
        try:
            handle.seek(0)
            info = json.loads(handle.read() or "{}")
            return f"pid {info['pid']}, {info['purpose']}, since {info['since']}"
        except (ValueError, KeyError):
            return "unknown holder"

    def __enter__(self) -> IndexLock:
        return self

    def __exit__(self, *exc) -> None:
        self.release()
