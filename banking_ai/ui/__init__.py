"""The Gradio app: a customer chat tab and a staff tab.

``build_app(orchestrator, settings) -> gr.Blocks`` builds it (queued, not launched);
``serve(settings)`` builds the services, indexes the sample corpus into an empty index and serves
it (``banking-ai serve``, ``python main.py``). Gradio is imported only when these are called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import gradio as gr

    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings


def build_app(orchestrator: Orchestrator, settings: Settings) -> gr.Blocks:
    """The app's Blocks for ``orchestrator`` (see ``banking_ai.ui.app.build_app``)."""
    from banking_ai.ui.app import build_app as _build_app

    return _build_app(orchestrator, settings)


def serve(settings: Settings) -> None:
    """Serve the app until interrupted (see ``banking_ai.ui.serve.serve``)."""
    from banking_ai.ui.serve import serve as _serve

    _serve(settings)


__all__ = ["build_app", "serve"]
