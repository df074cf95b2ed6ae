"""The staff insights summary: one computation for the staff tab and ``banking-ai insights``."""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from banking_ai.insights.feedback import FeedbackLog, feedback_path
from banking_ai.insights.records import TurnRecord, place

if TYPE_CHECKING:
    from banking_ai.settings import Settings

MAX_QUESTIONS = 50  # kept (masked) unanswered questions listed, newest first


@dataclass(frozen=True, slots=True)
class UnansweredGroup:
    """Unanswered turns of one intent whose nearest policy passage was in one section ("" = none found).
    ``categories`` counts each reason; ``by_day`` counts per UTC day (YYYY-MM-DD, days with turns only)."""

    intent: str
    section: str
    total: int
    categories: dict[str, int]
    by_day: dict[str, int]


@dataclass(frozen=True, slots=True)
class DayLatency:
    """Whole-turn latency of one UTC day, ms: median and 95th percentile over ``turns``."""

    day: str
    turns: int
    p50_ms: float
    p95_ms: float


@dataclass(frozen=True, slots=True)
class FeedbackGroup:
    """Likes and dislikes of answers by route, intent and a section they cited ("" = none cited)."""

    route: str
    intent: str
    section: str
    likes: int
    dislikes: int


@dataclass(frozen=True, slots=True)
class KeptQuestion:
    """An unanswered question as kept with the opt-in: PII-masked text, never the raw message."""

    at: str
    intent: str
    section: str
    unanswered: str
    question: str


@dataclass(slots=True)
class InsightsSummary:
    """What staff see for the days ``since``..``until`` (UTC, inclusive)."""

    since: str
    until: str
    days: int
    turns: int = 0
    unanswered_turns: int = 0
    unanswered: list[UnansweredGroup] = field(default_factory=list)
    routes: dict[str, int] = field(default_factory=dict)
    latency: list[DayLatency] = field(default_factory=list)
    feedback: list[FeedbackGroup] = field(default_factory=list)
    questions: list[KeptQuestion] = field(default_factory=list)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values``, interpolating between ranks (numpy's default)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def period_start(days: int, now: dt.datetime) -> dt.datetime:
    """Midnight UTC ``days - 1`` days before ``now``'s day: "last 7 days" is today and the 6 before."""
    today = now.astimezone(dt.UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    return today - dt.timedelta(days=days - 1)


def summarise(
    records: Iterable[TurnRecord], feedback: Iterable[Mapping], *, days: int, now: dt.datetime
) -> InsightsSummary:
    """The summary of turn records and feedback records (``insights/feedback.py``'s dicts) in the last ``days``."""
    start = period_start(days, now)
    since = start.isoformat(timespec="seconds")
    chosen = [r for r in records if r.at >= since]
    until = now.astimezone(dt.UTC).date().isoformat()
    summary = InsightsSummary(since=start.date().isoformat(), until=until, days=days)
    summary.turns = len(chosen)
    summary.routes = dict(Counter(r.route for r in chosen).most_common())
    summary.latency = _latency_by_day(chosen)
    missed = [r for r in chosen if r.unanswered]
    summary.unanswered_turns = len(missed)
    summary.unanswered = _unanswered_groups(missed)
    summary.questions = [
        KeptQuestion(r.at, r.intent, r.place, r.unanswered, r.question) for r in reversed(missed) if r.question
    ][:MAX_QUESTIONS]
    summary.feedback = _feedback_groups(f for f in feedback if _at(f) >= start)
    return summary


def load_summary(settings: Settings, days: int, *, now: dt.datetime | None = None) -> InsightsSummary:
    """The summary from this app's turn store and feedback log (what the tab and the CLI show)."""
    from banking_ai.insights.recorder import open_turn_store

    now = now or dt.datetime.now(dt.UTC)
    store = open_turn_store(settings)
    try:
        records = store.records(period_start(days, now))
    finally:
        store.close()
    feedback = FeedbackLog(feedback_path(settings), retention_days=settings.ui.feedback_retention_days).read()
    return summarise(records, feedback, days=days, now=now)


def _latency_by_day(records: Sequence[TurnRecord]) -> list[DayLatency]:
    by_day: dict[str, list[float]] = defaultdict(list)
    for record in records:
        by_day[record.day].append(record.latency_ms)
    return [
        DayLatency(day, len(values), round(percentile(values, 50), 1), round(percentile(values, 95), 1))
        for day, values in sorted(by_day.items())
    ]


def _unanswered_groups(records: Sequence[TurnRecord]) -> list[UnansweredGroup]:
    groups: dict[tuple[str, str], list[TurnRecord]] = defaultdict(list)
    for record in records:
        groups[(record.intent, record.place)].append(record)
    out = [
        UnansweredGroup(
            intent,
            section,
            len(members),
            dict(Counter(r.unanswered for r in members).most_common()),
            dict(sorted(Counter(r.day for r in members).items())),
        )
        for (intent, section), members in groups.items()
    ]
    return sorted(out, key=lambda g: (-g.total, g.intent, g.section))


def _feedback_groups(feedback: Iterable[Mapping]) -> list[FeedbackGroup]:
    counts: dict[tuple[str, str, str], Counter] = defaultdict(Counter)
    for record in feedback:
        cited = {place(c.get("doc_title", ""), c.get("section", "")) for c in record.get("citations") or []} or {""}
        for section in cited:
            counts[(record.get("route", ""), record.get("intent", ""), section)][record.get("rating", "")] += 1
    out = [FeedbackGroup(*key, c["like"], c["dislike"]) for key, c in counts.items()]
    return sorted(out, key=lambda g: (-(g.likes + g.dislikes), g.route, g.intent, g.section))


def _at(record: Mapping) -> dt.datetime:
    try:
        moment = dt.datetime.fromisoformat(record["timestamp"])
    except (KeyError, TypeError, ValueError):
        return dt.datetime.min.replace(tzinfo=dt.UTC)
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)
