"""One error shape for every API failure: ``{"error": {"code": ..., "message": ...}}``.

``ApiError`` is raised by the endpoints; FastAPI's own errors (its 422 validation errors, which come
back as 400 here, unknown paths, wrong methods) are turned into the same shape.
"""

from __future__ import annotations

import math
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
}


class ErrorBody(BaseModel):
    code: str
    message: str


class ErrorResponse(BaseModel):
    """What every failed request gets back (the HTTP status says the class of failure)."""

    error: ErrorBody


class ApiError(Exception):
    """A refusal with an HTTP status, a stable ``code`` for programs and a ``message`` for people."""

    def __init__(self, status: int, code: str, message: str, *, retry_after_s: float = 0.0, headers=None) -> None:
        super().__init__(code)
        self.status = status
        self.code = code
        self.message = message
        self.headers = dict(headers or {})
        if retry_after_s > 0:
            self.headers["Retry-After"] = str(max(1, math.ceil(retry_after_s)))


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def install_error_handlers(app: FastAPI) -> None:
    """Make ``ApiError``, validation errors and Starlette's HTTP errors answer in the one shape."""

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status, exc.code, exc.message, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(400, "invalid_request", validation_message(exc.errors()))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = STATUS_CODES.get(exc.status_code, "error")
        return error_response(exc.status_code, code, str(exc.detail), getattr(exc, "headers", None))


_NOT_AN_OBJECT = {"model_attributes_type", "dict_type", "missing"}


def validation_message(errors: Any) -> str:
    """Pydantic's errors as one sentence naming the fields ("message: Field required; top_k: ...")."""
    parts = []
    for error in list(errors)[:5]:
        if error.get("type") == "json_invalid":
            return "The request body is not valid JSON."
        if tuple(error.get("loc", ())) == ("body",) and error.get("type") in _NOT_AN_OBJECT:
            return "The request body must be a JSON object (with Content-Type: application/json)."
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body") or "body"
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(parts) or "The request is not valid."


# The documented error responses of an endpoint, for OpenAPI.
def responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    return {status: {"model": ErrorResponse} for status in statuses}
