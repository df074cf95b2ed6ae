"""An append-only SQLite file of turn records, owner-only, pruned by retention.

Why SQLite (docs/insights.md): request threads append at once and a staff CLI reads while the app
writes (WAL: readers never block the writer); retention is one DELETE instead of rewriting a file;
``secure_delete`` overwrites what retention removes, so erased question text is gone from the file.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import astuple, fields, replace
from pathlib import Path

from banking_ai.files import PRIVATE_FILE, private_dir, private_file
from banking_ai.insights.records import TurnRecord

log = logging.getLogger(__name__)

PRUNE_EVERY_S = 3600.0  # while the app runs, expired records are looked for at most this often
BUSY_TIMEOUT_S = 1.0  # a turn never waits longer than this for the file (then the record is dropped)
_COLUMNS = [field.name for field in fields(TurnRecord)]
_SCHEMA = """
CREATE TABLE IF NOT EXISTS turns (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL, session TEXT NOT NULL, route TEXT NOT NULL, intent TEXT NOT NULL,
    confidence REAL NOT NULL, generator TEXT NOT NULL, latency_ms REAL NOT NULL,
    doc_title TEXT NOT NULL, section TEXT NOT NULL, cosine REAL, score REAL,
    unanswered TEXT NOT NULL, question TEXT
);
CREATE INDEX IF NOT EXISTS turns_at ON turns (at);
"""
assert all(name in _SCHEMA for name in _COLUMNS)


def utc_iso(moment: dt.datetime) -> str:
    """``moment`` as stored: UTC ISO-8601 to the second (sorts as text)."""
    return moment.astimezone(dt.UTC).isoformat(timespec="seconds")


class SqliteTurnStore:
    """Turn records in one SQLite file; safe to share between request threads (one lock, one connection).

    Records older than ``retention_days`` are deleted, and kept question text older than
    ``question_retention_days`` erased (all of it once ``keep_question_text`` is off), when the store
    opens and then at most hourly as records are added.
    """

    def __init__(
        self,
        path: Path,
        *,
        retention_days: float = 90,
        question_retention_days: float = 7,
        keep_question_text: bool = False,
        now: Callable[[], dt.datetime] | None = None,
    ) -> None:
        """``now``: the clock (UTC), replaceable in tests."""
        self.path = Path(path)
        self.retention = dt.timedelta(days=retention_days)
        self.question_retention = dt.timedelta(days=question_retention_days)
        self.keep_question_text = keep_question_text
        self._now = now or (lambda: dt.datetime.now(dt.UTC))
        self._lock = threading.Lock()
        self._next_prune = 0.0
        private_dir(self.path.parent)
        os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, PRIVATE_FILE))  # 0600 before SQLite opens it
        private_file(self.path)
        # SQLite gives its -wal and -shm files the database file's permissions.
        self._db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # no fsync per turn; still safe against corruption
        self._db.execute("PRAGMA secure_delete=ON")
        self._db.executescript(_SCHEMA)
        self.prune()

    def add(self, record: TurnRecord) -> None:
        """Append one record (its question dropped unless question text is kept)."""
        if not self.keep_question_text and record.question is not None:
            record = replace(record, question=None)
        placeholders = ", ".join("?" for _ in _COLUMNS)
        with self._lock:
            if time.monotonic() >= self._next_prune:
                self._prune()
            self._db.execute(f"INSERT INTO turns ({', '.join(_COLUMNS)}) VALUES ({placeholders})", astuple(record))

    def records(self, since: dt.datetime | None = None) -> list[TurnRecord]:
        """Records at or after ``since`` (all when None), oldest first."""
        start = utc_iso(since) if since is not None else ""
        with self._lock:
            rows = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM turns WHERE at >= ? ORDER BY at, id", (start,))
            return [TurnRecord(*row) for row in rows.fetchall()]

    def prune(self) -> int:
        """Apply the retention periods now; returns how many records were deleted."""
        with self._lock:
            return self._prune()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _prune(self) -> int:
        self._next_prune = time.monotonic() + PRUNE_EVERY_S
        now = self._now()
        deleted = self._db.execute("DELETE FROM turns WHERE at < ?", (utc_iso(now - self.retention),)).rowcount
        # Opted out since text was kept: none may stay, however new ("~" sorts after every timestamp).
        text_cutoff = utc_iso(now - self.question_retention) if self.keep_question_text else "~"
        erased = self._db.execute(
            "UPDATE turns SET question = NULL WHERE question IS NOT NULL AND at < ?", (text_cutoff,)
        ).rowcount
        if deleted or erased:
            # Old page images live on in the write-ahead log until a checkpoint: empty it now.
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            log.info("insights: %d records deleted, %d questions erased by retention", deleted, erased)
        return deleted
