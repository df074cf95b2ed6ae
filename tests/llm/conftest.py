"""Fixtures for generation tests: a scripted Groq-protocol server per test."""

from __future__ import annotations

import pytest

from banking_ai.settings import LlmSettings
from tests.llm.groq_server import GroqServer


@pytest.fixture
def groq_server():
    server = GroqServer.start(api_key="test-key")
    yield server
    server.stop()


@pytest.fixture
def llm_settings(groq_server) -> LlmSettings:
    """Settings pointing at the test server: short timeout, two retries."""
    return LlmSettings(api_key="test-key", base_url=groq_server.url, model="llama-test", timeout_s=2.0, max_retries=2)
