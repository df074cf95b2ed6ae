"""Conversation memory: the last turns of each session, bounded by turns, tokens, age and count.

It holds what the customer asked (already masked by the orchestrator) and the answer text,
never the retrieval prompt, and a small per-session ``SessionState`` for the orchestrator
(the last standalone question, a pending or last calculation). Sessions idle longer than ``ttl_s`` are forgotten;
beyond ``max_sessions`` the least recently used go first. Thread-safe: the Gradio app serves
sessions concurrently.

Tokens are estimated as ceil(characters / 4) per message plus 4 for the message's framing
(OpenAI's rule of thumb for English; Llama 3's tokenizer gives about the same on English and
more on Hindi, which is why the default budget leaves headroom). No tokenizer is loaded.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from banking_ai.types import ChatMessage

if TYPE_CHECKING:
    from banking_ai.rules.requests import CalculationRequest

MESSAGE_OVERHEAD_TOKENS = 4
TRUNCATION_MARK = " …"


def estimate_tokens(text: str) -> int:
    """Rough token count of one message: ceil(len / 4) + 4."""
    return -(-len(text) // 4) + MESSAGE_OVERHEAD_TOKENS


@dataclass(slots=True)
class SessionState:
    """What one conversation carries from turn to turn besides its messages."""

    last_standalone: str = ""  # the last question as understood on its own (follow-ups join it)
    pending_calculation: CalculationRequest | None = None  # asked for a missing figure
    last_calculation: CalculationRequest | None = None  # "and for 5 years?" changes this one


@dataclass(slots=True)
class _Session:
    turns: deque[tuple[str, str]]
    last_question: str = ""
    state: SessionState = field(default_factory=SessionState)
    seen: float = 0.0


class ConversationMemory:
    """Per-session memory of the latest turns.

    ``max_turns``: question-answer pairs kept per session (0 = no history is kept, though
    ``last_question`` and ``state`` still work). ``max_tokens``: budget of ``history()``,
    estimated tokens. ``ttl_s``: idle time after which a session is forgotten, seconds.
    ``max_sessions``: sessions kept at most (least recently used evicted). ``clock``:
    seconds, monotonic (injectable for tests).
    """

    def __init__(
        self,
        max_turns: int,
        max_tokens: int,
        ttl_s: float,
        max_sessions: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if max_turns < 0 or max_tokens < 0 or ttl_s <= 0 or max_sessions < 1:
            raise ValueError("memory limits must be: max_turns >= 0, max_tokens >= 0, ttl_s > 0, max_sessions >= 1")
        self.max_turns = max_turns
        self.max_tokens = max_tokens
        self.ttl_s = ttl_s
        self.max_sessions = max_sessions
        self._clock = clock
        self._sessions: OrderedDict[str, _Session] = OrderedDict()  # least recently used first
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, conversation, clock: Callable[[], float] = time.monotonic) -> ConversationMemory:
        """From ``settings.conversation`` (``ConversationSettings``)."""
        return cls(
            max_turns=conversation.memory_turns,
            max_tokens=conversation.memory_tokens,
            ttl_s=conversation.session_ttl_s,
            max_sessions=conversation.max_sessions,
            clock=clock,
        )

    def history(self, session_id: str) -> list[ChatMessage]:
        """The latest whole turns that fit ``max_tokens``, oldest first, as user/assistant messages.

        The newest turn is always included when memory is on: if it alone is over budget,
        its answer (then its question) is cut to fit, marked with " …".
        """
        with self._lock:
            session = self._touch(session_id, create=False)
            turns = list(session.turns) if session else []
        if not turns or self.max_tokens <= 0:
            return []
        kept: list[tuple[str, str]] = []
        budget = self.max_tokens
        for question, answer in reversed(turns):
            cost = estimate_tokens(question) + estimate_tokens(answer)
            if cost <= budget:
                kept.append((question, answer))
                budget -= cost
                continue
            if not kept:
                kept.append(_shrink(question, answer, budget))
            break
        messages: list[ChatMessage] = []
        for question, answer in reversed(kept):
            messages += [ChatMessage("user", question), ChatMessage("assistant", answer)]
        return [m for m in messages if m.content]

    def add_turn(self, session_id: str, question: str, answer: str) -> None:
        """Remember one turn: the customer's (masked) question and the answer text shown."""
        with self._lock:
            session = self._touch(session_id, create=True)
            session.last_question = question
            if self.max_turns > 0:
                session.turns.append((question, answer))

    def last_question(self, session_id: str) -> str:
        """The customer's previous question in this session, "" when there is none."""
        with self._lock:
            session = self._touch(session_id, create=False)
            return session.last_question if session else ""

    def state(self, session_id: str) -> SessionState:
        """The session's mutable state (created empty; forgotten with the session); shared by the
        session's turns, not across sessions."""
        with self._lock:
            return self._touch(session_id, create=True).state

    def clear(self, session_id: str) -> None:
        """Forget everything about the session (turns, last question, state)."""
        with self._lock:
            self._sessions.pop(session_id, None)

    def __len__(self) -> int:
        with self._lock:
            self._expire(self._clock())
            return len(self._sessions)

    def __contains__(self, session_id: object) -> bool:
        with self._lock:
            self._expire(self._clock())
            return session_id in self._sessions

    # --- under the lock -------------------------------------------------------------------

    def _touch(self, session_id: str, *, create: bool) -> _Session | None:
        now = self._clock()
        self._expire(now)
        session = self._sessions.get(session_id)
        if session is None:
            if not create:
                return None
            session = _Session(turns=deque(maxlen=max(self.max_turns, 1)))
            self._sessions[session_id] = session
            while len(self._sessions) > self.max_sessions:
                self._sessions.popitem(last=False)
        session.seen = now
        self._sessions.move_to_end(session_id)
        return session

    def _expire(self, now: float) -> None:
        # Least recently used first, so expired sessions are all at the front.
        while self._sessions:
            oldest_id, oldest = next(iter(self._sessions.items()))
            if now - oldest.seen <= self.ttl_s:
                break
            del self._sessions[oldest_id]


def _shrink(question: str, answer: str, budget: int) -> tuple[str, str]:
    """One turn cut to about ``budget`` tokens: the answer first, then the question."""
    question_cost = estimate_tokens(question)
    answer_room = budget - question_cost - MESSAGE_OVERHEAD_TOKENS
    if answer_room > 8:
        return question, _cut(answer, answer_room * 4)
    question_room = budget - MESSAGE_OVERHEAD_TOKENS
    return (_cut(question, question_room * 4) if question_room > 8 else ""), ""


def _cut(text: str, chars: int) -> str:
    if len(text) <= chars:
        return text
    return text[: max(chars - len(TRUNCATION_MARK), 0)].rstrip() + TRUNCATION_MARK
