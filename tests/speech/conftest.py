"""Speech fixtures: questions spoken once per session by espeak-ng (the Makefile's test-deps installs it)."""

from __future__ import annotations

import pytest

from tests.speech.samples import have_espeak, speak

BLOCK_CARD = "How do I block my lost debit card"
FD_RATES = "What is the interest rate on a fixed deposit"
STOLEN_CARD = "My card was stolen what should I do"


@pytest.fixture(scope="session")
def spoken() -> dict[str, bytes]:
    """WAV bytes per question; skipped (with the reason) only where espeak-ng is not installed."""
    if not have_espeak():
        pytest.skip("espeak-ng is not installed (make test-deps installs it)")
    return {text: speak(text) for text in (BLOCK_CARD, FD_RATES, STOLEN_CARD)}
