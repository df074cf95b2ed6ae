"""The chat model seam: every generator (Groq, a test fake) speaks this protocol."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Protocol, runtime_checkable

from banking_ai.types import ChatMessage


class ChatModelError(RuntimeError):
    """The model could not answer (unreachable, rate-limited after retries, malformed reply).

    The message is safe to log: it never contains the prompt. ``kind`` names the failure for
    traces and metrics: "auth", "rate_limit", "server", "timeout", "connection", "rejected",
    "malformed", "empty", "stream", "unavailable" or "error".
    """

    def __init__(self, message: str, *, kind: str = "error") -> None:
        super().__init__(message)
        self.kind = kind


@runtime_checkable
class ChatModel(Protocol):
    """A chat-completions model. ``name`` is shown in traces ("groq:llama-3.3-70b-versatile")."""

    name: str

    def complete(self, messages: Sequence[ChatMessage]) -> str:
        """The whole reply; raises ``ChatModelError``."""
        ...

    def stream(self, messages: Sequence[ChatMessage]) -> Iterator[str]:
        """The reply in pieces as they arrive; raises ``ChatModelError`` (possibly mid-stream)."""
        ...
