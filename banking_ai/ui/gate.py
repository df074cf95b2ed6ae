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

    from banking_ai.settings import UiSettings

log = logging.getLogger(__name__)

WRONG = "❌ Wrong password."
LOCKED_OUT = "🔒 Too many wrong passwords from this device. Try again in {wait}."
PAUSED = "🔒 Too many wrong staff passwords recently; staff login is paused for everyone for {wait}."


@dataclass(frozen=True, slots=True)
class GateAnswer:
    """The result of one unlock attempt: ``ok``, and a message for the person at the gate.
    ``retry_after_s`` (> 0) when the attempt was refused unchecked: the client, or everyone, is locked out."""

    ok: bool
    message: str = ""
    retry_after_s: float = 0.0


class StaffGate:
    """Checks the staff password (plain or a ``pbkdf2_sha256$...`` hash) for one app.

    ``name`` says in the log what was tried ("staff login", "staff API token")."""

    def __init__(self, password: SecretStr, throttle: LoginThrottle, name: str = "staff login") -> None:
        self._password = password
        self.throttle = throttle
        self.name = name

    def unlock(self, given: str | None, address: str) -> GateAnswer:
        """Try ``given`` from the client at ``address`` (its IP address, or "unknown")."""
        verdict = self.throttle.attempt(address)
        if not verdict.allowed:
            wait = _duration(verdict.retry_after_s)
            if verdict.everyone:
                log.warning("%s from %s refused: paused for everyone for %s", self.name, address, wait)
                return GateAnswer(False, PAUSED.format(wait=wait), verdict.retry_after_s)
            log.warning("%s from %s refused: locked out for %s more", self.name, address, wait)
            return GateAnswer(False, LOCKED_OUT.format(wait=wait), verdict.retry_after_s)
        if verify_password(given or "", self._password.get_secret_value()):
            self.throttle.succeeded(address)
            log.info("%s succeeded from %s", self.name, address)
            return GateAnswer(True)
        locked = self.throttle.locked_for(address)
        if locked > 0:
            wait = _duration(locked)
            log.warning(
                "%s failed from %s (%d wrong in a row): locked out for %s", self.name, address, verdict.failures, wait
            )
            return GateAnswer(False, f"{WRONG} {LOCKED_OUT.format(wait=wait)}")
        log.warning("%s failed from %s (%d wrong in a row)", self.name, address, verdict.failures)
        return GateAnswer(False, WRONG)


def staff_gate(secret: SecretStr, ui: UiSettings, name: str = "staff login") -> StaffGate:
    """A gate for ``secret`` with the staff guess limits of ``ui`` (per address, in total)."""
    throttle = LoginThrottle(
        max_failures=ui.staff_max_failures,
        lockout_s=ui.staff_lockout_s,
        global_max_failures=ui.staff_max_failures_total,
    )
    return StaffGate(secret, throttle, name)


def _duration(seconds: float) -> str:
    """ "45 seconds", "2 minutes" (rounded up, so the client never comes back too early)."""
    if seconds <= 90:
        return f"{max(1, math.ceil(seconds))} seconds"
    return f"{math.ceil(seconds / 60)} minutes"
