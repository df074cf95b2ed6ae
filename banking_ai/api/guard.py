"""Who may call the customer endpoints and how often, and how large a request may be.

- Client keys (``settings.api.client_keys``): when set, ``/v1/chat`` and ``/v1/search`` need one in
  the ``X-API-Key`` header; compared in constant time. Unset: the endpoints are open, like the chat.
- A rate limit per client (``settings.api.rate_limit``, the ``limits`` library's moving window, in
  memory): keyed by the client's key, else by its address; over it, 429 with ``Retry-After``. The
  limit is counted before the key is checked, so guessing keys is limited too.
- ``BodyLimit``: request bodies under ``/v1/`` larger than ``settings.api.max_body_mb`` get 413, whether
  they declare a Content-Length or are sent in chunks.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import time

from fastapi import HTTPException, Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from banking_ai.api.errors import ApiError, error_response
from banking_ai.settings import ApiSettings

log = logging.getLogger(__name__)

KEY_HEADER = "X-API-Key"
RATE_LIMITED = "Too many requests from this client. Please wait {wait} s and try again."


def client_address(request: Request) -> str:
    """The client's IP address as the server saw it (behind a proxy: see docs/security.md)."""
    return request.client.host if request.client and request.client.host else "unknown"


def _digest(secret: str) -> bytes:
    return hashlib.sha256(secret.encode("utf-8")).digest()


class ClientGuard:
    """A FastAPI dependency for the customer endpoints; returns the client's identity for rate
    limits and session names: ``key:<hash prefix>`` or ``address:<ip>`` (never the key itself)."""

    def __init__(self, api: ApiSettings) -> None:
        from limits import parse_many
        from limits.storage import MemoryStorage
        from limits.strategies import MovingWindowRateLimiter

        self._keys = [_digest(key.get_secret_value()) for key in api.client_keys if key.get_secret_value()]
        self._limits = parse_many(api.rate_limit)
        self._limiter = MovingWindowRateLimiter(MemoryStorage())

    @property
    def keys_required(self) -> bool:
        return bool(self._keys)

    def __call__(self, request: Request) -> str:
        given = request.headers.get(KEY_HEADER)
        key = self._matching_key(given)
        identity = f"key:{key.hex()[:12]}" if key is not None else f"address:{client_address(request)}"
        self._count(identity)
        if self._keys and key is None:
            if not given:
                raise ApiError(401, "client_key_required", f"Send your client key in the {KEY_HEADER} header.")
            log.warning("wrong client key from %s", client_address(request))
            raise ApiError(403, "wrong_client_key", "That client key is not valid.")
        return identity

    def _matching_key(self, given: str | None) -> bytes | None:
        if not given or not self._keys:
            return None
        digest = _digest(given)
        found = None
        for key in self._keys:  # every key is compared, so the time taken does not say which one matched
            if hmac.compare_digest(digest, key):
                found = key
        return found

    def _count(self, identity: str) -> None:
        for item in self._limits:
            if not self._limiter.hit(item, identity):
                reset_at, _ = self._limiter.get_window_stats(item, identity)
                wait = max(reset_at - time.time(), 1.0)
                log.warning("rate limit %s reached by %s", item, identity)
                raise ApiError(429, "rate_limited", RATE_LIMITED.format(wait=round(wait)), retry_after_s=wait)


class BodyLimit:
    """ASGI middleware: bodies of requests under ``prefix`` larger than ``max_bytes`` are refused (413)."""

    def __init__(self, app: ASGIApp, *, max_bytes: int, prefix: str = "/v1/") -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.prefix = prefix

    def _message(self) -> str:
        return f"The request body is over the {self.max_bytes / 1e6:g} MB limit."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(self.prefix):
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await error_response(413, "body_too_large", self._message(), {"Connection": "close"})(scope, receive, send)
            return
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # An HTTPException: FastAPI lets it through its body parsing to the error handlers.
                    raise HTTPException(413, self._message())
            return message

        await self.app(scope, limited, send)
