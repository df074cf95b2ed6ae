"""Like/dislike feedback on answers, appended as JSON lines.

One line per click. What is stored (docs/ui.md): UTC time, the conversation id (random, not
linked to a person), the rating, how the answer was served (route, intent and its confidence,
generator, latency) and the answer itself (its text and the titles and sections of its sources).
The customer's question is never stored: the UI keeps no copy of it that could be written here.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.types import Answer

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)


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
    """Appends feedback records to one JSON-lines file; safe to share between request threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def add(self, session_id: str, rating: str, answer: Answer) -> dict:
        """Store one rating and return the record written."""
        record = feedback_record(session_id, rating, answer)
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as out:
                out.write(line)
        log.info("feedback session=%s rating=%s route=%s", session_id, rating, answer.route)
        return record

    def read(self) -> list[dict]:
        """Every record stored so far (for staff review and tests)."""
        if not self.path.exists():
            return []
        with self.path.open(encoding="utf-8") as lines:
            return [json.loads(line) for line in lines if line.strip()]
