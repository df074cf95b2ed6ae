"""Serving the API and the Gradio app in one process: FastAPI with the app mounted at /, on uvicorn."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import gradio as gr
    from fastapi import FastAPI

    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings


def api_with_app(orchestrator: Orchestrator, demo: gr.Blocks, settings: Settings, *, host: str, port: int) -> FastAPI:
    """The API with ``demo`` mounted at / under the same options ``demo.launch`` gets (theme, CSS,
    upload size limit, no error details, footer); the upload cache and umask are the process's."""
    import gradio as gr

    from banking_ai.api.app import create_api
    from banking_ai.ui.app import launch_options

    api = create_api(orchestrator, settings)
    return gr.mount_gradio_app(api, demo, path="/", server_name=host, server_port=port, **launch_options(settings))


def run(orchestrator: Orchestrator, demo: gr.Blocks, settings: Settings, *, host: str, port: int) -> None:
    """Serve the API and the app on ``host``:``port`` until interrupted."""
    import uvicorn

    app = api_with_app(orchestrator, demo, settings, host=host, port=port)
    # uvicorn's defaults as Gradio's own launch leaves them: X-Forwarded-For trusted from
    # FORWARDED_ALLOW_IPS (127.0.0.1 unless set), so the per-address limits see the real client
    # behind a local proxy (docs/security.md). Open streams (a browser tab) do not hold up a stop.
    uvicorn.run(app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=5)
