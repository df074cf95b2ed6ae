"""The chat model seam: every generator (Groq, a test fake) speaks this protocol."""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

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


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One function call the model asked for; ``arguments`` is the JSON text as the model wrote it."""

    id: str
    name: str
    arguments: str


@dataclass(frozen=True, slots=True)
class ModelTurn:
    """One reply of a tool-calling model: text, or tool calls to run (or both), and its token counts."""

    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    prompt_tokens: int = 0
    completion_tokens: int = 0
    finish_reason: str | None = None


@runtime_checkable
class ToolCallingModel(Protocol):
    """A chat model that can call functions (Groq's tools API): the agent mode's seam."""

    name: str

    def stream_tools(
        self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]], *, tool_choice: str = "auto"
    ) -> Generator[str, None, ModelTurn]:
        """One model call, streamed: yields text as it arrives, returns the whole reply. ``messages`` are
        chat-completions messages (system, user, assistant with ``tool_calls``, tool results); ``tools``
        the function schemas; ``tool_choice`` "auto" or "none" (answer now). Raises ``ChatModelError``."""
        ...
