"""The staff password, plain or as a PBKDF2 hash."""

from __future__ import annotations

import pytest
from pydantic import SecretStr, ValidationError

from banking_ai.passwords import MIN_ITERATIONS, hash_password, verify_password
from banking_ai.settings import UiSettings


def test_a_hash_verifies_its_password_and_nothing_else():
    stored = hash_password("correct horse battery", iterations=MIN_ITERATIONS)
    assert stored.startswith(f"pbkdf2_sha256${MIN_ITERATIONS}$")
    assert "correct horse" not in stored
    assert verify_password("correct horse battery", stored)
    for wrong in ("correct horse batter", "Correct horse battery", "", stored):
        assert not verify_password(wrong, stored)


def test_two_hashes_of_one_password_differ_by_their_salt():
    first, second = (hash_password("pw-pw-pw-pw-pw", iterations=MIN_ITERATIONS) for _ in range(2))
    assert first != second and verify_password("pw-pw-pw-pw-pw", second)


def test_a_plain_password_is_still_accepted():
    assert verify_password("s3cret", "s3cret")
    assert not verify_password("s3cre", "s3cret") and not verify_password("s3cret ", "s3cret")


@pytest.mark.parametrize(
    "bad",
    [
        "pbkdf2_sha256$1000$salt$AAAA",  # too few iterations
        "pbkdf2_sha256$many$salt$AAAA",
        "pbkdf2_sha256$600000$salt",
        "pbkdf2_sha256$600000$salt$not base64!",
        "pbkdf2_sha256$600000$salt$AAAA",  # not a SHA-256 digest
    ],
)
def test_a_malformed_hash_is_refused_when_the_settings_are_read(bad):
    with pytest.raises(ValidationError, match="hash"):
        UiSettings(staff_password=SecretStr(bad))


def test_too_few_iterations_are_refused_when_hashing():
    with pytest.raises(ValueError, match="iterations"):
        hash_password("x", iterations=1000)
