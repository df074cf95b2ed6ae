"""Like/dislike feedback on answers, appended as JSON lines.

One line per click. What is stored (docs/ui.md): UTC time, the conversation id (random, not
linked to a person), the rating, how the answer was served (route, intent and its confidence,
generator, latency) and the answer itself (its text and the titles and sections of its sources).
The customer's question is never stored: the UI keeps no copy of it that could be written here.
The file is readable by the app's user only, and records older than ``ui.feedback_retention_days``
are dropped.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.files import open_private, private_file
from banking_ai.types import Answer

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

PRUNE_EVERY_S = 3600.0  # while the app runs, old records are looked for at most this often


def feedback_path(settings: Settings) -> Path:
    """``settings.ui.feedback_path``, or ``feedback.jsonl`` beside the index folder."""
    return settings.ui.feedback_path or settings.index_dir.parent / "feedback.jsonl"


def feedback_record(session_id: str, rating: str, answer: Answer, *, now: dt.datetime | None = None) -> dict:
    """The JSON object stored for one rating of ``answer``; ``rating`` is "like" or "dislike"."""
    moment = now or dt.datetime.now(dt.UTC)
    return {
        "timestamp": moment.isoformat(timespec="seconds"),
        "session_id": session_id,
        "rating": rating,
        "route": answer.route,
        "intent": answer.intent,
        "confidence": answer.confidence,
        "generator": answer.generator,
        "latency_ms": round(answer.latency_ms, 1),
        "answer": answer.text,
        "citations": [{"doc_title": c.doc_title, "section": c.section} for c in answer.citations],
    }


class FeedbackLog:
    """Appends feedback records to one JSON-lines file; safe to share between request threads.

    The file is owner-only (0600). Records older than ``retention_days`` are dropped when the log
    is opened and, while the app runs, at most once an hour when a new record is written.
    """

    def __init__(self, path: Path, *, retention_days: float = 90, now: Callable[[], dt.datetime] | None = None) -> None:
        """``now``: the clock (UTC), replaceable in tests."""
        self.path = path
        self.retention = dt.timedelta(days=retention_days)
        self._now = now or (lambda: dt.datetime.now(dt.UTC))
        self._lock = threading.Lock()
        self._next_prune = 0.0
        self.prune()

    def add(self, session_id: str, rating: str, answer: Answer) -> dict:
        """Store one rating and return the record written."""
        record = feedback_record(session_id, rating, answer, now=self._now())
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock:
            if time.monotonic() >= self._next_prune:
                self._prune()
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open_private(self.path) as out:
                out.write(line)
        log.info("feedback session=%s rating=%s route=%s", session_id, rating, answer.route)
        return record

    def prune(self) -> int:
        """Drop records older than the retention period (and unreadable lines); returns how many."""
        with self._lock:
            return self._prune()

    def _prune(self) -> int:
        self._next_prune = time.monotonic() + PRUNE_EVERY_S
        if not self.path.exists():
            return 0
        cutoff = self._now() - self.retention
        with self.path.open(encoding="utf-8") as lines:
            all_lines = [line for line in lines if line.strip()]
        kept = [line for line in all_lines if _recorded_after(line, cutoff)]
        dropped = len(all_lines) - len(kept)
        if dropped:
            staging = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:8]}.tmp")
            with open_private(staging, "w") as out:
                out.writelines(kept)
            os.replace(staging, self.path)
            log.info("feedback: %d records older than %d days dropped", dropped, self.retention.days)
        private_file(self.path)
        return dropped

    def read(self) -> list[dict]:
        """Every record stored so far (for staff review and tests)."""
        if not self.path.exists():
            return []
        with self.path.open(encoding="utf-8") as lines:
            return [json.loads(line) for line in lines if line.strip()]


def _recorded_after(line: str, cutoff: dt.datetime) -> bool:
    """Whether a stored line is a record written at or after ``cutoff`` (an unreadable line is not)."""
    try:
        moment = dt.datetime.fromisoformat(json.loads(line)["timestamp"])
    except (ValueError, KeyError, TypeError):
        return False
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment >= cutoff
