"""Limits on staff password guessing: per client address and in total, with a lockout that grows.

Every attempt is counted as a failure *before* the password is checked, and the count is cleared
when it turns out right. So parallel guesses cannot slip past the limit while the first ones are
still being checked, and a locked-out client is refused at once, without sleeping: nothing waits
on a guesser, and other clients are answered as fast as ever.

- Per address: ``max_failures`` wrong passwords in a row lock the address out for ``lockout_s``;
  each further wrong password after a lockout doubles it, up to ``max_lockout_s``. A right password
  clears the address's count; an address quiet for ``forget_after_s`` starts afresh.
- In total: ``global_max_failures`` wrong passwords within ``global_window_s``, from any addresses,
  pause every login until the window has room again (a guesser spreading over many addresses).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

MAX_ADDRESSES = 10_000  # addresses remembered at most; beyond, only locked-out ones are kept


@dataclass(slots=True)
class _Address:
    failures: int = 0
    locked_until: float = 0.0
    last_seen: float = 0.0


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a client may try a password now; if not, ``retry_after_s`` (> 0) and whether the
    pause is for everyone (``everyone``) or this address only."""

    allowed: bool
    retry_after_s: float = 0.0
    everyone: bool = False
    failures: int = 0  # wrong passwords in a row from this address, this attempt included


class LoginThrottle:
    """Thread-safe; one per app. Addresses are whatever identifies a client (its IP address)."""

    def __init__(
        self,
        *,
        max_failures: int = 5,
        lockout_s: float = 30.0,
        max_lockout_s: float = 900.0,
        global_max_failures: int = 50,
        global_window_s: float = 900.0,
        forget_after_s: float = 86_400.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_failures = max_failures
        self.lockout_s = lockout_s
        self.max_lockout_s = max_lockout_s
        self.global_max_failures = global_max_failures
        self.global_window_s = global_window_s
        self.forget_after_s = forget_after_s
        self._clock = clock
        self._lock = threading.Lock()
        self._addresses: dict[str, _Address] = {}
        self._recent: deque[float] = deque()  # times of failures counted in the global window

    def attempt(self, address: str) -> Verdict:
        """Ask to try a password from ``address``; an allowed attempt counts as a failure until
        ``succeeded(address)`` is called."""
        with self._lock:
            now = self._clock()
            record = self._record(address, now)
            if record.locked_until > now:
                return Verdict(False, record.locked_until - now, failures=record.failures)
            if len(self._recent) >= self.global_max_failures:
                return Verdict(False, self._recent[0] + self.global_window_s - now, everyone=True)
            record.failures += 1
            self._recent.append(now)
            over = record.failures - self.max_failures
            if over >= 0:
                record.locked_until = now + min(self.lockout_s * 2**over, self.max_lockout_s)
            return Verdict(True, failures=record.failures)

    def succeeded(self, address: str) -> None:
        """The attempt from ``address`` had the right password: clear its count and lockout."""
        with self._lock:
            self._addresses.pop(address, None)
            if self._recent:
                self._recent.pop()  # one counted failure was not one

    def locked_for(self, address: str) -> float:
        """Seconds ``address`` must still wait before trying (0 when it may try now)."""
        with self._lock:
            now = self._clock()
            record = self._record(address, now)
            wait = record.locked_until - now
            if len(self._recent) >= self.global_max_failures:
                wait = max(wait, self._recent[0] + self.global_window_s - now)
            return max(wait, 0.0)

    def _record(self, address: str, now: float) -> _Address:
        """The address's record, fresh after a quiet ``forget_after_s``; old global failures expire."""
        while self._recent and self._recent[0] <= now - self.global_window_s:
            self._recent.popleft()
        record = self._addresses.get(address)
        if record is None or (record.locked_until <= now and now - record.last_seen > self.forget_after_s):
            if len(self._addresses) >= MAX_ADDRESSES:  # bounded memory when guesses come from many addresses
                self._addresses = {a: r for a, r in self._addresses.items() if r.locked_until > now}
            record = self._addresses[address] = _Address()
        record.last_seen = now
        return record
