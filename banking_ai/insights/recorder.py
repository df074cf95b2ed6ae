"""The one recorder every channel's turns go through (the orchestrator calls it once per finished turn)."""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import logging
import secrets
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from banking_ai.insights.records import Thresholds, TurnRecord, unanswered_category
from banking_ai.insights.store import SqliteTurnStore, utc_iso
from banking_ai.types import Answer, RetrievedChunk

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 500  # kept question text (opt-in) is cut to this


class TurnRecorder(Protocol):
    """Keeps a record of one finished turn. Must not raise, and must not keep the turn waiting."""

    def record(self, answer: Answer, *, nearest: RetrievedChunk | None, question: str) -> None:
        """``nearest``: the best passage for the question (even under the answer gate), None when the turn
        searched nothing; ``question``: the customer's typed text as the assistant read it, PII-masked."""
        ...


def insights_path(settings: Settings) -> Path:
    """``settings.insights.path``, or ``insights/turns.sqlite3`` beside the index folder."""
    return settings.insights.path or settings.index_dir.parent / "insights" / "turns.sqlite3"


def open_turn_store(settings: Settings) -> SqliteTurnStore:
    """The turn store for ``settings`` (retention applied as it opens)."""
    options = settings.insights
    return SqliteTurnStore(
        insights_path(settings),
        retention_days=options.retention_days,
        question_retention_days=options.question_retention_days,
        keep_question_text=options.keep_question_text,
    )


def make_turn_recorder(settings: Settings) -> StoreRecorder | None:
    """The recorder for a serving process (the web app, REST, ``banking-ai chat``); None when disabled, or
    when the store cannot be opened (logged: customers are still served, only not counted)."""
    if not settings.insights.enabled:
        return None
    try:
        store = open_turn_store(settings)
    except (OSError, sqlite3.Error) as exc:
        log.warning("insights: recording is off, the store could not be opened: %s", exc)
        return None
    conversation = settings.conversation
    limits = Thresholds(
        thin_context_score=conversation.thin_context_score,
        thin_cosine=settings.insights.thin_cosine,
        off_topic_confidence=conversation.off_topic_confidence,
    )
    return StoreRecorder(store, limits)


class StoreRecorder:
    """Builds a ``TurnRecord`` from a served ``Answer`` and appends it to a ``SqliteTurnStore``.

    The session is stored as an HMAC of the conversation id under a key that lives in this process
    only: turns of one conversation group together, but no stored value leads back to an id a
    client chose (a REST caller might use an e-mail address as its id)."""

    def __init__(
        self,
        store: SqliteTurnStore,
        limits: Thresholds | None = None,
        *,
        now: Callable[[], dt.datetime] | None = None,
    ) -> None:
        self.store = store
        self.limits = limits or Thresholds()
        self._now = now or (lambda: dt.datetime.now(dt.UTC))
        self._key = secrets.token_bytes(32)

    def record(self, answer: Answer, *, nearest: RetrievedChunk | None, question: str) -> None:
        try:
            self.store.add(self.turn_record(answer, nearest=nearest, question=question))
        except Exception as exc:  # a record is never worth a customer's turn
            log.warning("insights: turn not recorded: %s", type(exc).__name__)

    def turn_record(self, answer: Answer, *, nearest: RetrievedChunk | None, question: str) -> TurnRecord:
        """The record for one turn; question text only for an unanswered turn and only when kept."""
        category = unanswered_category(answer, nearest, self.limits)
        kept = question[:MAX_QUESTION_CHARS] if category and question and self.store.keep_question_text else None
        return TurnRecord(
            at=utc_iso(self._now()),
            session=hmac.new(self._key, answer.session_id.encode(), hashlib.sha256).hexdigest()[:16],
            route=answer.route,
            intent=answer.intent,
            confidence=round(answer.confidence, 4),
            generator=answer.generator,
            latency_ms=round(answer.latency_ms, 1),
            doc_title=nearest.doc_title if nearest else "",
            section=nearest.section if nearest else "",
            cosine=round(nearest.cosine, 4) if nearest else None,
            score=round(nearest.score, 4) if nearest else None,
            unanswered=category,
            question=kept,
        )
