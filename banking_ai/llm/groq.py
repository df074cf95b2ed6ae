"""``GroqChatModel``: Groq's chat-completions API through the official ``groq`` client.

Retries are ours, not the client's (it is built with ``max_retries=0``): the client would
sleep whatever a 429's Retry-After asks, up to 60 s, and would retry timeouts, making a
customer wait several times ``timeout_s``. Here 429 and 5xx are retried up to
``max_retries`` times with exponential backoff (0.5 s, 1 s, 2 s ... with jitter) or the
server's Retry-After when it is short; a longer Retry-After, a timeout, a failed connection
(refused, unresolvable, reset) or a 4xx fail at once, so the orchestrator can fall back to the
offline answerer while the customer waits. A refused connection used to be retried like a 5xx:
three attempts and 1.5 s of backoff before every fallback (docs/benchmarks.md, "Reliability").
After a timeout or a connection failure the model reports itself unavailable for
``cooldown_s`` seconds (a circuit breaker) instead of making every turn wait for a dead endpoint.

Nothing here logs the prompt, the reply or the key: only sizes, status codes and timings.
"""

from __future__ import annotations

import email.utils
import logging
import random
import threading
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import Any
from urllib.parse import urlsplit

from banking_ai.llm.base import ChatModelError, ModelTurn, ToolCall
from banking_ai.settings import LlmSettings
from banking_ai.types import ChatMessage

log = logging.getLogger(__name__)

BACKOFF_BASE_S = 0.5
_RETRYABLE_KINDS = frozenset({"rate_limit", "server"})


class GroqChatModel:
    """A ``ChatModel`` backed by Groq. The client is created on first use and shared by threads."""

    def __init__(
        self,
        settings: LlmSettings,
        *,
        max_retry_wait_s: float = 5.0,
        cooldown_s: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``max_retry_wait_s``: longest wait before one retry, seconds (a longer Retry-After fails
        at once). ``cooldown_s``: after a timeout or connection failure, calls fail fast for this
        long, seconds (0 = never)."""
        if not settings.has_key:
            raise ValueError("GroqChatModel needs an API key (GROQ_API_KEY)")
        self._settings = settings
        self._max_retry_wait_s = max_retry_wait_s
        self._cooldown_s = cooldown_s
        self._sleep = sleep
        self._clock = clock
        self._client = None
        self._lock = threading.Lock()
        self._unavailable_until = 0.0
        self.name = f"groq:{settings.model}"

    # --- the ChatModel protocol ---------------------------------------------------------

    def complete(self, messages: Sequence[ChatMessage]) -> str:
        """The whole reply text; raises ``ChatModelError``."""
        started = time.perf_counter()
        completion, attempts = self._create(messages, stream=False)
        choices = getattr(completion, "choices", None)
        if not isinstance(choices, list):
            raise ChatModelError("groq: malformed reply (no choices field)", kind="malformed")
        if not choices:
            raise ChatModelError("groq: empty reply (no choices)", kind="empty")
        message = getattr(choices[0], "message", None)
        content = getattr(message, "content", None)
        if not isinstance(content, str) or not content.strip():
            raise ChatModelError("groq: empty reply (no text)", kind="empty")
        finish = getattr(choices[0], "finish_reason", None)
        if finish not in (None, "stop"):
            log.warning("groq reply ended with finish_reason=%s", finish)
        log.info("groq reply: %d chars in %.0f ms, %d attempt(s)", len(content), _ms(started), attempts)
        return content

    def stream(self, messages: Sequence[ChatMessage]) -> Iterator[str]:
        """The reply in pieces as they arrive; raises ``ChatModelError``, possibly after some pieces."""
        started = time.perf_counter()
        response, attempts = self._create(messages, stream=True)
        pieces = chars = 0
        finished = False
        try:
            for chunk in response:
                choices = getattr(chunk, "choices", None) or []
                for choice in choices[:1]:
                    content = getattr(getattr(choice, "delta", None), "content", None)
                    if content:
                        pieces += 1
                        chars += len(content)
                        yield content
                    if getattr(choice, "finish_reason", None):
                        finished = True
        except Exception as exc:  # the connection broke, a read timed out, an SSE error event
            kind = "timeout" if _is_timeout(exc) else "stream"
            self._note_failure(kind)
            raise ChatModelError(
                f"groq: stream broke after {pieces} piece(s) ({type(exc).__name__})", kind=kind
            ) from None
        finally:
            close = getattr(response, "close", None)
            if close is not None:
                close()
        if not finished:
            raise ChatModelError(f"groq: stream ended early after {pieces} piece(s)", kind="stream")
        if not chars:
            raise ChatModelError("groq: empty reply (no text)", kind="empty")
        log.info("groq stream: %d chars in %d pieces, %.0f ms, %d attempt(s)", chars, pieces, _ms(started), attempts)

    def stream_tools(
        self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]], *, tool_choice: str = "auto"
    ) -> Generator[str, None, ModelTurn]:
        """One call with function tools (parallel calls allowed), streamed: yields the reply's text as it
        arrives and returns the whole ``ModelTurn`` (text, tool calls, token counts); raises
        ``ChatModelError``, possibly after some text. Messages are chat-completions dicts (the agent
        builds them); ``tool_choice="none"`` asks for an answer without further calls."""
        started = time.perf_counter()
        response, attempts = self._request(
            list(messages), stream=True, tools=list(tools), tool_choice=tool_choice, parallel_tool_calls=True
        )
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        tokens = (0, 0)
        finish = None
        try:
            for chunk in response:
                tokens = _usage(chunk) or tokens
                for choice in (getattr(chunk, "choices", None) or [])[:1]:
                    delta = getattr(choice, "delta", None)
                    for call in getattr(delta, "tool_calls", None) or []:
                        _add_call_piece(calls, call)
                    content = getattr(delta, "content", None)
                    if content:
                        text.append(content)
                        yield content
                    finish = getattr(choice, "finish_reason", None) or finish
        except ChatModelError:
            raise
        except Exception as exc:  # the connection broke, a read timed out, an SSE error event
            kind = "timeout" if _is_timeout(exc) else "stream"
            self._note_failure(kind)
            raise ChatModelError(f"groq: tool stream broke ({type(exc).__name__})", kind=kind) from None
        finally:
            close = getattr(response, "close", None)
            if close is not None:
                close()
        if finish is None:
            raise ChatModelError("groq: tool stream ended early", kind="stream")
        if any(not call["name"] for call in calls.values()):
            raise ChatModelError("groq: malformed tool call (no function name)", kind="malformed")
        found = tuple(
            ToolCall(call["id"] or f"call_{index}", call["name"], call["arguments"])
            for index, call in sorted(calls.items())
        )
        reply = "".join(text)
        if not found and not reply.strip():
            raise ChatModelError("groq: empty reply (no text, no tool call)", kind="empty")
        log.info(
            "groq tool turn: %d chars, %d tool call(s), %.0f ms, %d attempt(s)",
            len(reply),
            len(found),
            _ms(started),
            attempts,
        )
        return ModelTurn(reply, found, tokens[0], tokens[1], finish)

    def close(self) -> None:
        """Release the HTTP connections (the model can still be used: it reconnects)."""
        with self._lock:
            client, self._client = self._client, None
        if client is not None:
            client.close()

    # --- requests and retries -----------------------------------------------------------

    def _create(self, messages: Sequence[ChatMessage], *, stream: bool):
        """The client's response object and the number of attempts made."""
        if not messages:
            raise ValueError("no messages to send")
        return self._request([{"role": m.role, "content": m.content} for m in messages], stream=stream)

    def _request(self, body: list[dict[str, Any]], *, stream: bool, **extra):
        """Sends chat-completions ``body`` (plus ``extra`` request fields) with our retries."""
        now = self._clock()
        if now < self._unavailable_until:
            raise ChatModelError(
                f"groq: unavailable for {self._unavailable_until - now:.0f} s more after a failure",
                kind="unavailable",
            )
        client = self._get_client()
        settings = self._settings
        log.debug(
            "groq request: %d messages, %d chars, stream=%s",
            len(body),
            sum(len(m.get("content") or "") for m in body),
            stream,
        )
        attempt = 0
        while True:
            attempt += 1
            try:
                response = client.chat.completions.create(
                    model=settings.model,
                    messages=body,
                    temperature=settings.temperature,
                    max_tokens=settings.max_tokens,
                    stream=stream,
                    **extra,
                )
                return response, attempt
            except Exception as exc:
                kind, reason = self._describe(exc)
                wait = self._retry_wait(exc, attempt) if kind in _RETRYABLE_KINDS else None
                if wait is None or attempt > settings.max_retries:
                    self._note_failure(kind)
                    raise ChatModelError(f"groq: {reason} after {attempt} attempt(s)", kind=kind) from None
                log.info("groq %s; retry %d of %d in %.2f s", reason, attempt, settings.max_retries, wait)
                self._sleep(wait)

    def _get_client(self):
        with self._lock:
            if self._client is None:
                self._client = groq_client(self._settings, self._settings.timeout_s)
            return self._client

    def _describe(self, exc: Exception) -> tuple[str, str]:
        """(kind, short reason) for a failed request; never the prompt or the response body."""
        import groq

        if isinstance(exc, groq.APITimeoutError):
            return "timeout", f"no reply within {self._settings.timeout_s:g} s"
        if isinstance(exc, groq.APIConnectionError):
            how = "connection refused by" if _refused(exc) else "cannot connect to"
            return "connection", f"{how} {_host(self._settings.base_url)}"
        if isinstance(exc, groq.APIStatusError):
            status = exc.status_code
            code = _error_code(exc.body)
            detail = f"HTTP {status}{', ' + code if code else ''}"
            if status in (401, 403):
                return "auth", f"authentication failed ({detail})"
            if status == 429:
                return "rate_limit", f"rate limited ({detail})"
            if status >= 500:
                return "server", f"server error ({detail})"
            return "rejected", f"request rejected ({detail})"
        if isinstance(exc, ValueError | groq.APIResponseValidationError):  # JSONDecodeError is a ValueError
            return "malformed", f"malformed reply ({type(exc).__name__})"
        return "error", f"unexpected failure ({type(exc).__name__})"

    def _retry_wait(self, exc: Exception, attempt: int) -> float | None:
        """Seconds to wait before retry number ``attempt``; None = do not retry."""
        response = getattr(exc, "response", None)
        asked = retry_after_s(response.headers) if response is not None else None
        if asked is not None:
            return asked if asked <= self._max_retry_wait_s else None
        backoff = BACKOFF_BASE_S * 2 ** (attempt - 1) * (1 - 0.25 * random.random())
        return min(backoff, self._max_retry_wait_s)

    def _note_failure(self, kind: str) -> None:
        if kind in ("timeout", "connection") and self._cooldown_s > 0:
            self._unavailable_until = self._clock() + self._cooldown_s
            log.warning("groq %s failure: using the offline answerer for %.0f s", kind, self._cooldown_s)


def retry_after_s(headers) -> float | None:
    """The wait a 429/503 asks for, seconds: ``retry-after-ms``, ``retry-after`` seconds or HTTP date."""
    if headers is None:
        return None
    try:
        if headers.get("retry-after-ms"):
            return max(float(headers["retry-after-ms"]) / 1000, 0.0)
        value = headers.get("retry-after")
        if not value:
            return None
        try:
            return max(float(value), 0.0)
        except ValueError:
            parsed = email.utils.parsedate_to_datetime(value)
            return max(parsed.timestamp() - time.time(), 0.0)
    except (TypeError, ValueError, OverflowError):
        return None


def host_only(base_url: str | None) -> str | None:
    """The client adds ``/openai/v1`` itself: drop it (and a trailing slash) from a configured URL."""
    if not base_url:
        return None
    url = base_url.strip().rstrip("/")
    if url.endswith("/openai/v1"):
        url = url[: -len("/openai/v1")]
    return url


def _host(base_url: str | None) -> str:
    if not base_url:
        return "api.groq.com"
    parts = urlsplit(host_only(base_url) or "")
    return parts.hostname or "the Groq endpoint"  # hostname only: a URL may carry credentials


def _error_code(body) -> str:
    """Groq's error code ("rate_limit_exceeded", "invalid_api_key") when it is a short identifier."""
    error = body.get("error", body) if isinstance(body, dict) else None
    code = error.get("code") or error.get("type") if isinstance(error, dict) else None
    if isinstance(code, str) and 0 < len(code) <= 40 and code.replace("_", "").isalnum():
        return code
    return ""


def _refused(exc: BaseException | None) -> bool:
    """True when a ConnectionRefusedError is somewhere in the chain (groq -> httpx -> httpcore -> OS)."""
    while exc is not None:
        if isinstance(exc, ConnectionRefusedError):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def _is_timeout(exc: Exception) -> bool:
    import httpx

    return isinstance(exc, httpx.TimeoutException)


def _add_call_piece(calls: dict[int, dict[str, str]], piece) -> None:
    """Adds one streamed piece of a tool call (id and name come first, the arguments in parts)."""
    index = getattr(piece, "index", None)
    slot = calls.setdefault(len(calls) if index is None else index, {"id": "", "name": "", "arguments": ""})
    slot["id"] = slot["id"] or (getattr(piece, "id", None) or "")
    function = getattr(piece, "function", None)
    slot["name"] = slot["name"] or (getattr(function, "name", None) or "")
    slot["arguments"] += getattr(function, "arguments", None) or ""


def _usage(chunk) -> tuple[int, int] | None:
    """(prompt, completion) tokens when this chunk reports them (Groq: ``x_groq.usage`` on the last)."""
    usage = getattr(getattr(chunk, "x_groq", None), "usage", None) or getattr(chunk, "usage", None)
    if usage is None:
        return None
    return int(getattr(usage, "prompt_tokens", 0) or 0), int(getattr(usage, "completion_tokens", 0) or 0)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


class _DropRequestOptions(logging.Filter):
    """The groq client logs every request's options (the whole prompt) at DEBUG level."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Request options")


def groq_client(llm: LlmSettings, timeout_s: float):
    """A groq SDK client for ``llm``'s key and endpoint (chat, speech and transcription share it): no
    retries of its own (each caller decides), ``timeout_s`` per request and at most 5 s to connect, and
    request bodies (prompts, audio, text to read) kept out of its debug log."""
    import groq
    import httpx

    hide_request_bodies_from_debug_logs()
    assert llm.api_key is not None, "a Groq client needs GROQ_API_KEY"
    return groq.Groq(
        api_key=llm.api_key.get_secret_value().strip(),
        base_url=host_only(llm.base_url),
        timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 5.0)),
        max_retries=0,
    )


def hide_request_bodies_from_debug_logs() -> None:
    """Keep the groq client's DEBUG log of request options (prompts, audio uploads) out of the logs."""
    logger = logging.getLogger("groq._base_client")
    if not any(isinstance(f, _DropRequestOptions) for f in logger.filters):
        logger.addFilter(_DropRequestOptions())
