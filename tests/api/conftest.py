"""REST API servers for the tests: real uvicorn on free ports, over the UI tests' one real orchestrator.

The orchestrator (real MiniLM, intent model, tesseract, the sample index copy) is the session's
``live_app`` one, so the API tests load no model of their own; each server here only builds the
FastAPI app around it (a fraction of a second), so tests that need other settings (client keys,
a low rate limit, no staff token) get a server of their own.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest
from pydantic import SecretStr

from banking_ai.settings import ApiSettings, Settings
from tests.network import free_port
from tests.ui.conftest import live_app  # noqa: F401  (the session's one real app and orchestrator)

STAFF_TOKEN = "staff-api-token-for-tests"
CLIENT_KEY = "client-key-for-tests"


@dataclass
class ApiServer:
    url: str
    settings: Settings

    def client(self, **headers: str) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers=headers, timeout=120)


@contextlib.contextmanager
def running(app) -> Iterator[str]:
    """Serve the ASGI ``app`` with uvicorn on a free port in a thread; yields its base URL."""
    import uvicorn

    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name=f"uvicorn-{port}", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


def api_settings(base: Settings, **api) -> Settings:
    """``base`` with the API settings ``api`` (a generous rate limit unless given)."""
    return base.model_copy(update={"api": ApiSettings(**{"rate_limit": "1000/minute", **api})})


@contextlib.contextmanager
def api_server(orchestrator, settings: Settings) -> Iterator[ApiServer]:
    from banking_ai.api import create_api

    with running(create_api(orchestrator, settings)) as url:
        yield ApiServer(url, settings)


@pytest.fixture(scope="session")
def api(live_app) -> Iterator[ApiServer]:  # noqa: F811  (the fixture imported above)
    """The API over the real orchestrator, with a staff token and no client keys."""
    settings = api_settings(live_app.settings, staff_token=SecretStr(STAFF_TOKEN))
    with api_server(live_app.orchestrator, settings) as server:
        yield server


@pytest.fixture
def staff(api) -> Iterator[httpx.Client]:
    with api.client(Authorization=f"Bearer {STAFF_TOKEN}") as client:
        yield client


@pytest.fixture
def customer(api) -> Iterator[httpx.Client]:
    with api.client() as client:
        yield client
