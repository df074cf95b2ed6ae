"""The turn store: append-only records, retention, opt-in question text, owner-only files, threads."""

from __future__ import annotations

import datetime as dt
import stat
import threading

from banking_ai.insights import SqliteTurnStore, TurnRecord
from banking_ai.insights.store import utc_iso

NOW = dt.datetime(2026, 11, 24, 12, 0, tzinfo=dt.UTC)


def record(at: dt.datetime = NOW, **fields) -> TurnRecord:
    values = {
        "at": utc_iso(at),
        "session": "a1b2c3",
        "route": "rag",
        "intent": "deposit_rates",
        "confidence": 0.9,
        "generator": "offline",
        "latency_ms": 120.0,
    }
    return TurnRecord(**{**values, **fields})


def store_at(path, now=NOW, **options) -> SqliteTurnStore:
    return SqliteTurnStore(path, now=lambda: now, **options)


def test_records_come_back_in_order_and_survive_reopening(tmp_path):
    path = tmp_path / "insights" / "turns.sqlite3"
    store = store_at(path)
    store.add(record(NOW - dt.timedelta(hours=2), route="no_information", doc_title="Loans", section="Gold"))
    store.add(record(NOW))
    store.close()
    again = store_at(path)
    found = again.records()
    assert [r.route for r in found] == ["no_information", "rag"]
    assert found[0].place == "Loans > Gold" and found[0].day == "2026-11-24"
    assert again.records(since=NOW - dt.timedelta(hours=1)) == [found[1]]


def test_the_file_and_its_folder_are_the_owners_only(tmp_path):
    path = tmp_path / "insights" / "turns.sqlite3"
    store_at(path).add(record())
    for made in [path.parent, *path.parent.iterdir()]:
        assert stat.S_IMODE(made.stat().st_mode) & 0o077 == 0, made


def test_records_older_than_the_retention_period_are_deleted(tmp_path):
    path = tmp_path / "turns.sqlite3"
    store = store_at(path, retention_days=30)
    store.add(record(NOW - dt.timedelta(days=31), intent="old"))
    store.add(record(NOW - dt.timedelta(days=29), intent="recent"))
    assert store.prune() == 1
    assert [r.intent for r in store.records()] == ["recent"]


def test_question_text_is_dropped_unless_opted_in(tmp_path):
    store = store_at(tmp_path / "a.sqlite3")
    store.add(record(question="do you offer [account number] gold loans"))
    assert store.records()[0].question is None
    assert b"gold loans" not in (tmp_path / "a.sqlite3").read_bytes()


def test_kept_question_text_is_erased_after_its_own_retention_and_is_gone_from_the_file(tmp_path):
    path = tmp_path / "turns.sqlite3"
    store = store_at(path, keep_question_text=True, question_retention_days=7, retention_days=90)
    store.add(record(NOW - dt.timedelta(days=8), question="an old question about lockers"))
    store.add(record(NOW - dt.timedelta(days=1), question="a new question about forex cards"))
    store.close()
    later = store_at(path, keep_question_text=True, question_retention_days=7, retention_days=90)
    kept = {r.question for r in later.records()}
    assert kept == {None, "a new question about forex cards"}
    assert len(later.records()) == 2  # the record stays, only its text goes
    later.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.is_file())
    assert b"old question about lockers" not in stored  # overwritten, not just unlinked from the table


def test_turning_the_opt_in_off_erases_text_already_kept(tmp_path):
    path = tmp_path / "turns.sqlite3"
    store_at(path, keep_question_text=True).add(record(question="what is the forex markup"))
    store_at(path, keep_question_text=False).close()
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.is_file())
    assert b"forex markup" not in stored


def test_request_threads_can_record_at_once(tmp_path):
    store = store_at(tmp_path / "turns.sqlite3")
    errors = []

    def serve(n: int) -> None:
        try:
            for i in range(25):
                store.add(record(session=f"s{n}", latency_ms=float(i)))
        except Exception as exc:  # pragma: no cover - the assertion below reports it
            errors.append(exc)

    threads = [threading.Thread(target=serve, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(store.records()) == 200
