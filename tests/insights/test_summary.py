"""The summary staff read: unanswered questions grouped by intent and section per day, routes, latency, feedback."""

from __future__ import annotations

import csv
import datetime as dt
import io

import pytest

from banking_ai.insights import percentile, summarise, summary_csv
from tests.insights.test_store import NOW, record


def _feedback(rating: str, route: str, intent: str, sections: list[tuple[str, str]], at: dt.datetime = NOW) -> dict:
    return {
        "timestamp": at.isoformat(timespec="seconds"),
        "rating": rating,
        "route": route,
        "intent": intent,
        "citations": [{"doc_title": t, "section": s} for t, s in sections],
    }


def test_percentiles_interpolate_between_ranks():
    values = [float(v) for v in range(1, 101)]  # 1..100 ms
    assert percentile(values, 50) == pytest.approx(50.5)
    assert percentile(values, 95) == pytest.approx(95.05)
    assert percentile([7.0], 95) == 7.0
    assert percentile([100.0, 10.0], 50) == 55.0  # order does not matter


def test_unanswered_questions_are_grouped_by_intent_and_nearest_section_with_counts_per_day():
    yesterday = NOW - dt.timedelta(days=1)
    gold = {"doc_title": "Loans", "section": "Gold loans"}
    records = [
        record(yesterday, route="no_information", intent="loan_info", unanswered="no_information", **gold),
        record(NOW, route="no_information", intent="loan_info", unanswered="no_information", **gold),
        record(NOW, route="rag", intent="loan_info", unanswered="thin_context", score=0.3, **gold),
        record(NOW, route="off_topic", intent="other_banking", confidence=0.3, unanswered="off_topic_unsure"),
        record(NOW, route="rag", intent="loan_info", doc_title="Loans", section="Gold loans"),  # answered
    ]
    summary = summarise(records, [], days=7, now=NOW)
    assert summary.turns == 5 and summary.unanswered_turns == 4
    first, second = summary.unanswered
    assert (first.intent, first.section, first.total) == ("loan_info", "Loans > Gold loans", 3)
    assert first.by_day == {"2026-11-23": 1, "2026-11-24": 2}
    assert first.categories == {"no_information": 2, "thin_context": 1}
    assert (second.intent, second.section, second.total) == ("other_banking", "", 1)


def test_the_period_is_whole_utc_days_and_older_turns_are_left_out():
    records = [record(NOW - dt.timedelta(days=d), latency_ms=100.0 + d) for d in (0, 6, 7)]
    summary = summarise(records, [], days=7, now=NOW)
    assert (summary.since, summary.until) == ("2026-11-18", "2026-11-24")
    assert summary.turns == 2  # 7 days back is 11-17, before the period
    assert [d.day for d in summary.latency] == ["2026-11-18", "2026-11-24"]


def test_route_mix_and_daily_latency_percentiles():
    records = [record(route="rag", latency_ms=float(ms)) for ms in range(10, 110, 10)]  # 10..100 ms
    records += [record(route="calculation", latency_ms=5.0)]
    summary = summarise(records, [], days=1, now=NOW)
    assert summary.routes == {"rag": 10, "calculation": 1}
    (day,) = summary.latency
    assert day.turns == 11
    assert day.p50_ms == 50.0
    assert day.p95_ms == pytest.approx(percentile([5.0, *range(10, 110, 10)], 95), abs=0.1)


def test_likes_and_dislikes_by_route_intent_and_each_cited_section():
    feedback = [
        _feedback("like", "rag", "deposit_rates", [("Deposits", "Rates"), ("Deposits", "Senior citizens")]),
        _feedback("dislike", "rag", "deposit_rates", [("Deposits", "Rates")]),
        _feedback("dislike", "no_information", "loan_info", []),
        _feedback("like", "rag", "deposit_rates", [("Deposits", "Rates")], at=NOW - dt.timedelta(days=40)),
    ]
    groups = {
        (g.route, g.intent, g.section): (g.likes, g.dislikes)
        for g in summarise([], feedback, days=30, now=NOW).feedback
    }
    assert groups == {
        ("rag", "deposit_rates", "Deposits > Rates"): (1, 1),
        ("rag", "deposit_rates", "Deposits > Senior citizens"): (1, 0),
        ("no_information", "loan_info", ""): (0, 1),
    }


def test_the_csv_export_has_one_row_per_number_and_no_question_text():
    records = [record(route="no_information", intent="loan_info", unanswered="no_information", question="gold loan?")]
    text = summary_csv(summarise(records, [_feedback("like", "rag", "x", [])], days=7, now=NOW))
    rows = list(csv.DictReader(io.StringIO(text)))
    by_table = {row["table"]: row for row in rows}
    assert set(by_table) == {"unanswered", "routes", "latency", "feedback"}
    unanswered = by_table["unanswered"]
    assert (unanswered["day"], unanswered["intent"], unanswered["turns"]) == ("2026-11-24", "loan_info", "1")
    assert (by_table["routes"]["route"], by_table["routes"]["turns"]) == ("no_information", "1")
    assert (by_table["latency"]["p50_ms"], by_table["latency"]["p95_ms"]) == ("120.0", "120.0")
    assert (by_table["feedback"]["likes"], by_table["feedback"]["dislikes"]) == ("1", "0")
    assert "gold" not in text
