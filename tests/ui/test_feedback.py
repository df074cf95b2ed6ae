"""The feedback file: owner-only, and records older than the retention period are dropped."""

from __future__ import annotations

import datetime as dt
import json
import os
import stat

from banking_ai.insights.feedback import FeedbackLog, feedback_record
from banking_ai.types import Answer

NOW = dt.datetime(2026, 6, 1, 12, 0, tzinfo=dt.UTC)


def _line(days_ago: float) -> str:
    record = feedback_record(
        "s", "like", Answer(text=f"{days_ago} days old", route="rag"), now=NOW - dt.timedelta(days=days_ago)
    )
    return json.dumps(record) + "\n"


def test_records_older_than_the_retention_period_are_dropped_when_the_log_is_opened(tmp_path):
    path = tmp_path / "feedback.jsonl"
    path.write_text(_line(400) + _line(91) + _line(89) + "not json\n" + _line(0.5))
    os.chmod(path, 0o644)
    log = FeedbackLog(path, retention_days=90, now=lambda: NOW)
    assert [r["answer"] for r in log.read()] == ["89 days old", "0.5 days old"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_records_age_out_while_the_app_runs(tmp_path, monkeypatch):
    monkeypatch.setattr("banking_ai.insights.feedback.PRUNE_EVERY_S", 0.0)  # the hourly check, due at every write
    clock = {"now": NOW}
    log = FeedbackLog(tmp_path / "feedback.jsonl", retention_days=30, now=lambda: clock["now"])
    log.add("s1", "like", Answer(text="first", route="rag"))
    assert stat.S_IMODE((tmp_path / "feedback.jsonl").stat().st_mode) == 0o600
    clock["now"] = NOW + dt.timedelta(days=31)
    log.add("s2", "dislike", Answer(text="second", route="rag"))
    assert [r["answer"] for r in log.read()] == ["second"]


def test_nothing_is_rewritten_when_nothing_is_old(tmp_path):
    path = tmp_path / "feedback.jsonl"
    path.write_text(_line(1))
    before = path.stat().st_ino
    assert FeedbackLog(path, retention_days=90, now=lambda: NOW).prune() == 0
    assert path.stat().st_ino == before
