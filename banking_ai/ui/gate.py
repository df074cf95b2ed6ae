"""The staff tab's password gate: throttled per client address and in total, constant-time,
logged with the client's address and never with what was typed.

Nothing here sleeps: a client over its limit is refused at once (``ui/throttle.py``), so guesses
from one client never hold up another's login, whichever queue lane they share.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from banking_ai.passwords import verify_password
from banking_ai.ui.throttle import LoginThrottle

if TYPE_CHECKING:
    from pydantic import SecretStr

log = logging.getLogger(__name__)

WRONG = "❌ Wrong password."
LOCKED_OUT = "🔒 Too many wrong passwords from this device. Try again in {wait}."
PAUSED = "🔒 Too many wrong staff passwords recently; staff login is paused for everyone for {wait}."


@dataclass(frozen=True, slots=True)
class GateAnswer:
    """The result of one unlock attempt: ``ok``, and a message for the person at the gate."""

    ok: bool
    message: str = ""


class StaffGate:
    """Checks the staff password (plain or a ``pbkdf2_sha256$...`` hash) for one app."""

    def __init__(self, password: SecretStr, throttle: LoginThrottle) -> None:
        self._password = password
        self.throttle = throttle

    def unlock(self, given: str | None, address: str) -> GateAnswer:
        """Try ``given`` from the client at ``address`` (its IP address, or "unknown")."""
        verdict = self.throttle.attempt(address)
        if not verdict.allowed:
            wait = _duration(verdict.retry_after_s)
            if verdict.everyone:
                log.warning("staff login from %s refused: logins paused for everyone for %s", address, wait)
                return GateAnswer(False, PAUSED.format(wait=wait))
            log.warning("staff login from %s refused: locked out for %s more", address, wait)
            return GateAnswer(False, LOCKED_OUT.format(wait=wait))
        if verify_password(given or "", self._password.get_secret_value()):
            self.throttle.succeeded(address)
            log.info("staff tab unlocked from %s", address)
            return GateAnswer(True)
        locked = self.throttle.locked_for(address)
        if locked > 0:
            wait = _duration(locked)
            log.warning(
                "staff login failed from %s (%d wrong in a row): locked out for %s", address, verdict.failures, wait
            )
            return GateAnswer(False, f"{WRONG} {LOCKED_OUT.format(wait=wait)}")
        log.warning("staff login failed from %s (%d wrong in a row)", address, verdict.failures)
        return GateAnswer(False, WRONG)


def _duration(seconds: float) -> str:
    """ "45 seconds", "2 minutes" (rounded up, so the client never comes back too early)."""
    if seconds <= 90:
        return f"{max(1, math.ceil(seconds))} seconds"
    return f"{math.ceil(seconds / 60)} minutes"
