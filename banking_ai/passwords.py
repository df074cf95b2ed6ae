"""The staff password, stored plain or as a salted PBKDF2-SHA256 hash, and checked in constant time.

A hash is written ``pbkdf2_sha256$<iterations>$<salt>$<base64 digest>`` (the layout Django uses),
made by ``banking-ai hash-password`` with the standard library only. Put it in
``BANKING_AI_UI__STAFF_PASSWORD`` instead of the password itself, so the settings file no longer
holds a secret anyone reading it could type in.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

SCHEME = "pbkdf2_sha256"
DEFAULT_ITERATIONS = 600_000  # OWASP's 2023 figure for PBKDF2-HMAC-SHA256
MIN_ITERATIONS = 100_000


def hash_password(password: str, *, iterations: int = DEFAULT_ITERATIONS, salt: str | None = None) -> str:
    """``password`` as ``pbkdf2_sha256$iterations$salt$digest`` (a random 16-byte salt unless given)."""
    if iterations < MIN_ITERATIONS:
        raise ValueError(f"at least {MIN_ITERATIONS:,} iterations")
    salt = salt or secrets.token_urlsafe(16)
    if "$" in salt:
        raise ValueError("the salt may not contain '$'")
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt.encode("utf-8"), iterations)
    return f"{SCHEME}${iterations}${salt}${base64.b64encode(digest).decode('ascii')}"


def is_password_hash(stored: str) -> bool:
    """True when ``stored`` is written as a hash (``pbkdf2_sha256$...``), well formed or not."""
    return stored.startswith(SCHEME + "$")


def check_hash_format(stored: str) -> None:
    """Raise ValueError saying what is wrong with a stored hash (checked once, at start-up)."""
    parts = stored.split("$")
    if len(parts) != 4 or parts[0] != SCHEME:
        raise ValueError(f"a password hash is {SCHEME}$<iterations>$<salt>$<digest> (banking-ai hash-password)")
    if not parts[1].isdigit() or int(parts[1]) < MIN_ITERATIONS:
        raise ValueError(f"the hash's iteration count must be a number of at least {MIN_ITERATIONS:,}")
    try:
        if len(base64.b64decode(parts[3], validate=True)) != hashlib.sha256().digest_size:
            raise ValueError
    except ValueError:
        raise ValueError("the hash's digest is not a base64 SHA-256 digest") from None


def verify_password(given: str, stored: str) -> bool:
    """Whether ``given`` is the password ``stored`` holds (a hash, or the password itself).

    Constant time in the content of both: a plain password is compared through SHA-256 digests of
    equal length, a hash through ``hmac.compare_digest`` of the derived key."""
    given_bytes = given.encode("utf-8")
    if not is_password_hash(stored):
        return hmac.compare_digest(hashlib.sha256(given_bytes).digest(), hashlib.sha256(stored.encode()).digest())
    check_hash_format(stored)
    _, iterations, salt, digest = stored.split("$")
    derived = hashlib.pbkdf2_hmac("sha256", given_bytes, salt.encode("utf-8"), int(iterations))
    return hmac.compare_digest(derived, base64.b64decode(digest))
