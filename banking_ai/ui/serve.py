"""Starting the app: where it binds, the sample index on a fresh machine, warm-up, launch."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from banking_ai.files import owner_only_umask, private_dir
from banking_ai.ui.staff import is_public_deployment

if TYPE_CHECKING:
    import gradio as gr

    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings
    from banking_ai.types import IndexReport

log = logging.getLogger(__name__)

SAMPLE_CORPUS = Path("data/policies")  # relative to the working folder: the repository, or a Space's root
SPACE_HOST, SPACE_PORT = "0.0.0.0", 7860


def bind_address(settings: Settings) -> tuple[str, int]:
    """(host, port): ``settings.ui`` locally (127.0.0.1 by default), 0.0.0.0:7860 on a Hugging Face Space."""
    if is_public_deployment():
        return SPACE_HOST, SPACE_PORT
    return settings.ui.host, settings.ui.port


def ensure_index(orchestrator: Orchestrator, corpus: Path = SAMPLE_CORPUS) -> IndexReport | None:
    """Index ``corpus`` when the index is empty (a Space has no ``make index``); None when not needed."""
    rag = orchestrator.rag
    if rag is None or rag.index.size() > 0:
        return None
    if not corpus.is_dir():
        log.warning("the index is empty and %s does not exist; customers will get no policy answers", corpus)
        return None
    log.info("the index is empty: indexing %s", corpus)
    report = rag.indexer.build([corpus])
    log.info("sample index built: %s", report.summary())
    return report


def warm_up(orchestrator: Orchestrator) -> float:
    """Answer one throw-away question so the first customer does not wait for models to load; seconds."""
    started = time.perf_counter()
    session = "warm-up"
    orchestrator.respond(session, "What is the interest rate on a fixed deposit?")
    orchestrator.reset(session)
    return time.perf_counter() - started


def launch(demo: gr.Blocks, settings: Settings, **overrides: Any):
    """``demo.launch`` with the app's options; ``overrides`` (e.g. ``server_port``) win. Returns launch's result."""
    from banking_ai.ui.app import launch_options

    host, port = bind_address(settings)
    options = {"server_name": host, "server_port": port, **launch_options(settings), **overrides}
    return demo.launch(**options)


def upload_cache_dir(settings: Settings) -> Path:
    """Gradio's upload cache: ``settings.ui.upload_cache_dir`` (GRADIO_TEMP_DIR), or beside the index folder."""
    return settings.ui.upload_cache_dir or settings.index_dir.parent / "upload_cache"


def confine_upload_cache(settings: Settings) -> Path:
    """Point Gradio's upload cache at the app's own owner-only folder (instead of a world-readable
    /tmp/gradio) and return it.

    Gradio reads GRADIO_TEMP_DIR when it is imported, when an app is built and launched, and checks
    every upload against it, so this is done once per process, before the app is built."""
    folder = private_dir(upload_cache_dir(settings)).resolve()
    os.environ["GRADIO_TEMP_DIR"] = str(folder)
    return folder


def secure_folders(settings: Settings) -> Path:
    """Make the app's folders owner-only (an index built by an older version may not be) and confine
    Gradio's upload cache to its own; returns the cache folder."""
    from banking_ai.ui.documents import uploads_dir

    private_dir(settings.index_dir)
    if uploads_dir(settings).exists():
        private_dir(uploads_dir(settings))
    return confine_upload_cache(settings)


def serve(settings: Settings) -> None:
    """Build the services, make sure there is an index, and serve the app (and, with
    ``settings.api.enabled``, the REST API beside it) until interrupted.

    Everything the app writes (index, uploads, cache, feedback) is owner-only (banking_ai/files.py)."""
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    with owner_only_umask():
        secure_folders(settings)
        from banking_ai.app import build_services
        from banking_ai.insights import make_turn_recorder
        from banking_ai.ui.app import build_app

        orchestrator = build_services(settings)
        ensure_index(orchestrator)
        log.info("warm-up took %.1f s", warm_up(orchestrator))
        orchestrator.recorder = make_turn_recorder(settings)  # customers' turns from here on, not the warm-ups
        demo = build_app(orchestrator, settings)
        if settings.api.enabled:  # the REST API beside the app: FastAPI on uvicorn, the app mounted at /
            from banking_ai.api.server import run

            host, port = bind_address(settings)
            run(orchestrator, demo, settings, host=host, port=port)
        else:
            launch(demo, settings)
