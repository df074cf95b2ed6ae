"""``FakeChatModel``: a deterministic chat model for tests of any area.

It replays queued replies in order and records every message list it was sent::

    model = FakeChatModel(["Senior citizens get 7.50% [1]."])
    model.queue(ChatModelError("rate limited", kind="rate_limit"))   # the next call fails
    model.queue(BrokenStream("Partial answer ", ChatModelError("stream broke", kind="stream")))
    ...
    model.calls[-1]          # list[ChatMessage] of the last call

An exception in the queue is raised by the call that takes it. When the queue is empty the
``default`` reply is used; without one the call raises ``AssertionError`` (not
``ChatModelError``), so a test that forgot to queue a reply fails loudly instead of being
hidden by a fallback.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from banking_ai.types import ChatMessage


@dataclass(frozen=True, slots=True)
class BrokenStream:
    """A reply whose stream yields ``partial`` (in pieces) and then raises ``error``.

    ``complete()`` raises ``error`` straight away.
    """

    partial: str
    error: BaseException


Scripted = str | BaseException | BrokenStream


class FakeChatModel:
    """A ``ChatModel`` that replays scripted replies; thread-safe."""

    def __init__(
        self,
        replies: Iterable[Scripted] = (),
        *,
        name: str = "fake",
        default: str | None = None,
        piece_chars: int = 8,
    ) -> None:
        """``piece_chars``: roughly how many characters each streamed piece holds (split after spaces)."""
        self.name = name
        self.default = default
        self.piece_chars = max(1, piece_chars)
        self.calls: list[list[ChatMessage]] = []
        self._replies: deque[Scripted] = deque(replies)
        self._lock = threading.Lock()

    def queue(self, *replies: Scripted) -> FakeChatModel:
        with self._lock:
            self._replies.extend(replies)
        return self

    @property
    def pending(self) -> int:
        """Replies queued and not used yet."""
        with self._lock:
            return len(self._replies)

    @property
    def last_messages(self) -> list[ChatMessage]:
        with self._lock:
            if not self.calls:
                raise AssertionError("FakeChatModel was never called")
            return list(self.calls[-1])

    def complete(self, messages: Sequence[ChatMessage]) -> str:
        reply = self._take(messages)
        if isinstance(reply, BrokenStream):
            raise reply.error
        if isinstance(reply, BaseException):
            raise reply
        return reply

    def stream(self, messages: Sequence[ChatMessage]) -> Iterator[str]:
        # Taken now, not at the first next(): the call is recorded even if nobody iterates.
        reply = self._take(messages)
        return self._pieces(reply)

    def _pieces(self, reply: Scripted) -> Iterator[str]:
        if isinstance(reply, BaseException):
            raise reply
        text = reply.partial if isinstance(reply, BrokenStream) else reply
        yield from split_pieces(text, self.piece_chars)
        if isinstance(reply, BrokenStream):
            raise reply.error

    def _take(self, messages: Sequence[ChatMessage]) -> Scripted:
        with self._lock:
            self.calls.append(list(messages))
            if self._replies:
                return self._replies.popleft()
            if self.default is not None:
                return self.default
        raise AssertionError("FakeChatModel: no reply queued")


def split_pieces(text: str, piece_chars: int) -> list[str]:
    """``text`` cut into pieces of about ``piece_chars`` characters, each ending after a space when
    possible; ``"".join(pieces) == text``."""
    pieces: list[str] = []
    start = 0
    while start < len(text):
        end = min(start + piece_chars, len(text))
        space = text.find(" ", end - 1)
        end = len(text) if space == -1 else max(end, space + 1)
        pieces.append(text[start:end])
        start = end
    return pieces
