"""One real app per test session: ``build_services`` over the sample corpus indexed into a tmp dir,
served by Gradio on a free port; a headless Debian chromium for the browser tests.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import SecretStr

from banking_ai.settings import LlmSettings, OcrSettings, Settings, UiSettings
from tests.conftest import SAMPLE_CORPUS
from tests.network import free_port

STAFF_PASSWORD = "staff-test-password"
# Small limits so "too large" cases need small files: OCR refuses images over 1.5 MB, the app
# refuses uploads over 4 MB.
OCR_MAX_BYTES = 1_500_000
MAX_UPLOAD_MB = 4.0
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "ui"


@dataclass
class LiveApp:
    url: str
    orchestrator: object
    settings: Settings
    demo: object


@pytest.fixture(scope="session")
def live_app(tmp_path_factory, sample_services):
    """The real app (offline answerer, real tesseract, real MiniLM) with a staff password.

    Its index is a copy of the session's sample-corpus index (built once for all tests), so the
    documents staff tests add never reach other tests' index.
    """
    os.environ["GRADIO_ANALYTICS_ENABLED"] = "False"
    os.environ.pop("SPACE_ID", None)
    from banking_ai.app import build_services
    from banking_ai.insights import make_turn_recorder
    from banking_ai.rag.locking import IndexLock
    from banking_ai.ui import build_app
    from banking_ai.ui.serve import ensure_index, launch, secure_folders

    root = tmp_path_factory.mktemp("ui-app")
    with IndexLock(sample_services.settings.index_dir) as lock:
        lock.acquire(60, "copying the sample index for the UI tests")
        shutil.copytree(
            sample_services.settings.index_dir, root / "index", ignore=shutil.ignore_patterns(".index.lock")
        )
    settings = Settings(
        _env_file=None,
        index_dir=root / "index",
        llm=LlmSettings(api_key=None),
        ocr=OcrSettings(max_bytes=OCR_MAX_BYTES),
        ui=UiSettings(staff_password=SecretStr(STAFF_PASSWORD), max_upload_mb=MAX_UPLOAD_MB, concurrency_limit=4),
    )
    secure_folders(settings)  # as serve() does: owner-only folders, Gradio's cache under root/upload_cache
    orchestrator = build_services(settings)
    assert ensure_index(orchestrator, SAMPLE_CORPUS) is None  # the copy is already full
    orchestrator.recorder = make_turn_recorder(settings)  # as serve() does, after the warm-up
    demo = build_app(orchestrator, settings)
    port = free_port()
    launch(demo, settings, server_port=port, prevent_thread_lock=True, quiet=True)
    try:
        yield LiveApp(f"http://127.0.0.1:{port}/", orchestrator, settings, demo)
    finally:
        demo.close(verbose=False)


@pytest.fixture
def client(live_app):
    """A gradio_client session of its own (its own conversation)."""
    from gradio_client import Client

    return Client(live_app.url, verbose=False, download_files=False, analytics_enabled=False)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.skip("Debian chromium is not installed (make test-deps)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
