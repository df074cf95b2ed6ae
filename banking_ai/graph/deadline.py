"""Run graph calls on a few long-lived daemon threads and stop waiting for one after a deadline.

Long-lived, so a store keeps one connection per worker (SQLite connections are per thread);
daemon, because the interpreter joins ThreadPoolExecutor threads at exit, and a call stuck on a
server that never answers would keep the CLI or the app from exiting.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any


class DeadlineCall:
    """One submitted call; ``result(timeout_s)`` waits for it at most that long."""

    def __init__(self, function: Callable[..., Any], args: tuple) -> None:
        self._function = function
        self._args = args
        self._done = threading.Event()
        self._result: Any = None
        self._error: BaseException | None = None

    def run(self) -> None:
        try:
            self._result = self._function(*self._args)
        except BaseException as exc:  # handed to the waiting caller
            self._error = exc
        finally:
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def result(self, timeout_s: float) -> Any:
        """The call's result or exception; ``TimeoutError`` if it has not finished within ``timeout_s``."""
        if not self._done.wait(timeout_s):
            raise TimeoutError(f"no answer within {timeout_s:g} s")
        if self._error is not None:
            raise self._error
        return self._result


class DeadlineRunner:
    """``submit(function, *args)`` runs it on one of ``workers`` daemon threads (started on first use)."""

    def __init__(self, workers: int = 2, name: str = "graph") -> None:
        self._workers = workers
        self._name = name
        self._queue: queue.SimpleQueue[DeadlineCall] = queue.SimpleQueue()
        self._started = False
        self._lock = threading.Lock()

    def submit(self, function: Callable[..., Any], *args: Any) -> DeadlineCall:
        with self._lock:
            if not self._started:
                for n in range(self._workers):
                    threading.Thread(target=self._work, name=f"{self._name}-{n}", daemon=True).start()
                self._started = True
        call = DeadlineCall(function, args)
        self._queue.put(call)
        return call

    def _work(self) -> None:
        while True:
            self._queue.get().run()
