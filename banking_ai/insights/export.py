"""The insights summary as CSV (the staff tab's download), JSON and text (``banking-ai insights``)."""

from __future__ import annotations

import csv
import io
from dataclasses import asdict

from banking_ai.insights.summary import InsightsSummary

CSV_COLUMNS = ["table", "day", "route", "intent", "section", "turns", "likes", "dislikes", "p50_ms", "p95_ms"]


def summary_dict(summary: InsightsSummary) -> dict:
    """The summary as one JSON-ready document (field names as in the value objects)."""
    return asdict(summary)


def summary_rows(summary: InsightsSummary) -> list[dict]:
    """One flat row per number, ``table`` saying which part of the summary it belongs to. Unanswered
    turns are counted per day, intent, nearest section and reason; no question text is exported."""
    rows: list[dict] = []
    for group in summary.unanswered:
        rows += [
            {"table": "unanswered", "day": day, "intent": group.intent, "section": group.section, "turns": n}
            for day, n in group.by_day.items()
        ]
    rows += [{"table": "routes", "route": route, "turns": n} for route, n in summary.routes.items()]
    rows += [
        {"table": "latency", "day": d.day, "turns": d.turns, "p50_ms": d.p50_ms, "p95_ms": d.p95_ms}
        for d in summary.latency
    ]
    rows += [
        {"table": "feedback", "route": f.route, "intent": f.intent, "section": f.section, "likes": f.likes,
         "dislikes": f.dislikes}
        for f in summary.feedback
    ]  # fmt: skip
    return rows


def summary_csv(summary: InsightsSummary) -> str:
    """``summary_rows`` as CSV text with a header (``CSV_COLUMNS``)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(summary_rows(summary))
    return out.getvalue()


def summary_text(summary: InsightsSummary) -> str:
    """The summary for a terminal."""
    lines = [
        f"Insights {summary.since} to {summary.until} (UTC, {summary.days} days): {summary.turns} turns, "
        f"{summary.unanswered_turns} unanswered",
        "",
        "Unanswered questions by intent and nearest policy section:",
    ]
    for g in summary.unanswered:
        reasons = ", ".join(f"{reason} {n}" for reason, n in g.categories.items())
        days = ", ".join(f"{day} {n}" for day, n in g.by_day.items())
        lines.append(f"  {g.total:>4}  {g.intent or '-'}  |  {g.section or '(no passage)'}  ({reasons}; {days})")
    lines += ["", "Routes:"] + [f"  {n:>5}  {route}" for route, n in summary.routes.items()]
    lines += ["", "Latency per day (ms):"] + [
        f"  {d.day}  p50 {d.p50_ms:>8.1f}  p95 {d.p95_ms:>8.1f}  ({d.turns} turns)" for d in summary.latency
    ]
    lines += ["", "Feedback (likes / dislikes) by route, intent and cited section:"] + [
        f"  {f.likes:>3} / {f.dislikes:<3} {f.route}  {f.intent or '-'}  {f.section or '(no citation)'}"
        for f in summary.feedback
    ]
    if summary.questions:
        lines += ["", "Recent unanswered questions (PII-masked, kept by opt-in):"] + [
            f"  {q.at}  {q.intent}: {q.question}" for q in summary.questions
        ]
    return "\n".join(lines)
