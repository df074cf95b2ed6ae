"""The REST API beside the Gradio app: ``/v1/chat``, ``/v1/search`` and the staff ``/v1/documents``,
``/v1/health`` (docs/api.md).

``create_api(orchestrator, settings)`` builds the FastAPI app (no Gradio); ``banking_ai.api.server``
mounts the Gradio app on it at ``/`` and serves both with uvicorn. FastAPI is imported only when
these are called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fastapi import FastAPI

    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings


def create_api(orchestrator: Orchestrator, settings: Settings) -> FastAPI:
    """The API for ``orchestrator`` (see ``banking_ai.api.app.create_api``)."""
    from banking_ai.api.app import create_api as _create_api

    return _create_api(orchestrator, settings)


__all__ = ["create_api"]
