"""The FastAPI app: the customer and staff routes, one error shape, the body limit, OpenAPI at /docs."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from fastapi import FastAPI, Request
from fastapi.routing import APIRoute
from starlette.routing import BaseRoute

from banking_ai.api.customer import customer_router
from banking_ai.api.errors import ApiError, install_error_handlers
from banking_ai.api.guard import BodyLimit, ClientGuard
from banking_ai.api.speech import speech_router

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

DESCRIPTION = """
Ask the bank's assistant from your own app. `POST /v1/chat` answers one customer turn (JSON, or
server-sent events); `POST /v1/search` returns cited policy passages; `POST /v1/speech` reads an
answer aloud (WAV). Staff endpoints (documents,
health) need `Authorization: Bearer <staff token>` and exist only when a token is configured.

Errors always look like `{"error": {"code": "...", "message": "..."}}`; `message` is safe to show a
customer. Answer `text` is plain text (show it as text, do not linkify it); `markdown` is the same
answer as inert Markdown (HTML escaped, links only to the bank's own domains). See docs/api.md.
"""


def create_api(orchestrator: Orchestrator, settings: Settings) -> FastAPI:
    """The API for ``orchestrator`` (without the Gradio app; ``api.server`` mounts that at /)."""
    jobs = None
    if settings.api.staff_token is not None and settings.api.staff_token.get_secret_value():
        from banking_ai.api.staff import staff_router

        staff, jobs = staff_router(orchestrator, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI):
        yield
        if jobs is not None:
            jobs.close()

    app = FastAPI(
        title=f"{settings.conversation.bank_name} assistant API",
        version="1",
        description=DESCRIPTION,
        lifespan=lifespan,
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, max_bytes=int(settings.api.max_body_mb * 1_000_000))
    guard = ClientGuard(settings.api)
    routers = [customer_router(orchestrator, settings, guard), speech_router(orchestrator.speaker, settings, guard)]
    if jobs is not None:
        routers.append(staff)
    for router in routers:
        app.include_router(router)
    _unknown_paths_stay_in_the_api(app, [route for router in routers for route in router.routes])
    _document_400_not_422(app)
    return app


def _document_400_not_422(app: FastAPI) -> None:
    """Validation errors come back as 400 (errors.py), so OpenAPI does not list FastAPI's 422."""
    made = app.openapi

    def openapi() -> dict:
        first = app.openapi_schema is None
        spec = made()
        if first:
            for operations in spec["paths"].values():
                for operation in operations.values():
                    operation.get("responses", {}).pop("422", None)
            for name in ("HTTPValidationError", "ValidationError"):
                spec.get("components", {}).get("schemas", {}).pop(name, None)
        return spec

    app.openapi = openapi  # type: ignore[method-assign]


def _unknown_paths_stay_in_the_api(app: FastAPI, known: list[BaseRoute]) -> None:
    """Anything else under /v1/ is answered here (404, or 405 for a known path), in the API's shape,
    instead of falling through to the Gradio app mounted at /."""

    @app.api_route("/v1/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"], include_in_schema=False)
    def unknown(request: Request, rest: str) -> None:
        path = request.url.path
        allowed = sorted(
            method
            for route in known
            if isinstance(route, APIRoute) and route.path_regex.match(path)
            for method in route.methods
        )
        if allowed:
            raise ApiError(
                405,
                "method_not_allowed",
                f"{request.method} is not allowed here.",
                headers={"Allow": ", ".join(allowed)},
            )
        raise ApiError(404, "not_found", f"There is no endpoint {path}.")
