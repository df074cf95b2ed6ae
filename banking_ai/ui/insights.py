"""The staff area's Insights tab: unanswered questions, route mix, latency, feedback, CSV export.

The numbers come from ``banking_ai.insights.load_summary`` (the same computation as ``banking-ai
insights``); this module only lays them out. Every handler checks the session's staff gate itself.
"""

from __future__ import annotations

import logging
import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import gradio as gr
import pandas as pd

from banking_ai.files import open_private, private_dir
from banking_ai.insights import InsightsSummary, load_summary, summary_csv
from banking_ai.ui.staff import LOCKED

if TYPE_CHECKING:
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

PERIODS = {"Last 7 days": 7, "Last 30 days": 30, "Last 90 days": 90}
UNANSWERED_COLUMNS = ["Intent", "Nearest policy section", "Unanswered", "Why", "Per day (UTC)"]
FEEDBACK_COLUMNS = ["Route", "Intent", "Cited section", "Likes", "Dislikes"]
QUESTION_COLUMNS = ["When (UTC)", "Intent", "Nearest policy section", "Why", "Question (PII-masked)"]


@dataclass(slots=True)
class InsightsView:
    """What the tab shows for one period: Markdown, tables (lists of rows), plot frames and the CSV file."""

    headline: str
    unanswered: list[list]
    unanswered_by_day: pd.DataFrame
    routes: pd.DataFrame
    latency: pd.DataFrame
    feedback: list[list]
    questions: list[list]
    csv_path: Path | None


class InsightsController:
    """Builds the tab's view; ``export_dir`` is where the CSV download is written (owner-only)."""

    def __init__(self, settings: Settings, export_dir: Path | str) -> None:
        self.settings = settings
        self.export_dir = Path(export_dir)

    def view(self, unlocked: bool, period: str | None) -> InsightsView:
        if not unlocked:
            return _empty(LOCKED)
        days = PERIODS.get(period or "", 7)
        try:
            summary = load_summary(self.settings, days)
        except Exception as exc:  # a broken store is reported, never raised into the page
            log.exception("insights summary failed")
            return _empty(f"⚠️ Insights could not be read ({type(exc).__name__}); see the app's log.")
        return InsightsView(
            headline=_headline(summary, self.settings.insights.enabled),
            unanswered=[
                [g.intent or "-", g.section or "(no passage found)", g.total, _counts(g.categories), _counts(g.by_day)]
                for g in summary.unanswered
            ],
            unanswered_by_day=_unanswered_by_day(summary),
            routes=pd.DataFrame(list(summary.routes.items()), columns=["route", "turns"]),
            latency=_latency(summary),
            feedback=[
                [f.route, f.intent or "-", f.section or "(no citation)", f.likes, f.dislikes] for f in summary.feedback
            ],
            questions=[
                [q.at.replace("T", " ")[:16], q.intent, q.section, q.unanswered, q.question] for q in summary.questions
            ],
            csv_path=self._write_csv(summary),
        )

    def _write_csv(self, summary: InsightsSummary) -> Path:
        """The summary as a CSV file in the export folder (written aside, then renamed into place)."""
        folder = private_dir(self.export_dir / "insights")
        path = folder / f"insights_{summary.since}_{summary.until}.csv"
        staging = folder / f".{path.name}.{uuid.uuid4().hex[:8]}.tmp"
        with open_private(staging, "w") as out:
            out.write(summary_csv(summary))
        os.replace(staging, path)
        return path


def _unanswered_by_day(summary: InsightsSummary) -> pd.DataFrame:
    rows = [(day, g.intent or "-", n) for g in summary.unanswered for day, n in g.by_day.items()]
    return pd.DataFrame(rows, columns=["day", "intent", "questions"])


def _latency(summary: InsightsSummary) -> pd.DataFrame:
    rows = [(d.day, ms, name) for d in summary.latency for name, ms in (("p50", d.p50_ms), ("p95", d.p95_ms))]
    return pd.DataFrame(rows, columns=["day", "ms", "percentile"])


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{key} {n}" for key, n in counts.items())


def _headline(summary: InsightsSummary, enabled: bool) -> str:
    text = (
        f"**{summary.since} to {summary.until}** (UTC): {summary.turns} turns, "
        f"**{summary.unanswered_turns} unanswered**. No customer text is kept unless question text is opted in "
        "(docs/insights.md)."
    )
    return text if enabled else text + "\n\n⚠️ Recording is off (BANKING_AI_INSIGHTS__ENABLED=false)."


def _empty(message: str) -> InsightsView:
    return InsightsView(
        message,
        [],
        pd.DataFrame(columns=["day", "intent", "questions"]),
        pd.DataFrame(columns=["route", "turns"]),
        pd.DataFrame(columns=["day", "ms", "percentile"]),
        [],
        [],
        None,
    )


def insights_tab(controller: InsightsController, unlocked: gr.State, tab: Any) -> None:
    """Lay out the tab's components inside ``tab`` (a ``gr.Tab``) and wire them: the numbers are read
    when the tab is selected, the period changes or staff press refresh."""
    with gr.Row():
        period = gr.Radio(list(PERIODS), value="Last 7 days", label="Period", scale=3, elem_id="insights-period")
        refresh = gr.Button("Refresh insights", size="sm", scale=1, elem_id="insights-refresh")
        download = gr.DownloadButton("Download CSV", value=None, size="sm", scale=1, elem_id="insights-csv")
    headline = gr.Markdown(elem_id="insights-summary")
    gr.Markdown("### Questions the assistant could not answer")
    unanswered = gr.Dataframe(headers=UNANSWERED_COLUMNS, interactive=False, wrap=True, elem_id="insights-unanswered")
    by_day = gr.BarPlot(
        x="day", y="questions", color="intent", title="Unanswered questions per day", elem_id="insights-days"
    )
    with gr.Row():
        routes = gr.BarPlot(x="route", y="turns", color="route", title="Route mix", elem_id="insights-routes")
        latency = gr.LinePlot(
            x="day", y="ms", color="percentile", title="Latency p50 / p95 per day (ms)", elem_id="insights-latency"
        )
    gr.Markdown("### Likes and dislikes")
    feedback = gr.Dataframe(headers=FEEDBACK_COLUMNS, interactive=False, wrap=True, elem_id="insights-feedback")
    questions = gr.Dataframe(
        headers=QUESTION_COLUMNS,
        interactive=False,
        wrap=True,
        label="Recent unanswered questions (PII-masked, kept by opt-in)",
        visible=controller.settings.insights.keep_question_text,
        elem_id="insights-questions",
    )
    outputs = [headline, unanswered, by_day, routes, latency, feedback, questions, download]

    def show(is_unlocked: bool, chosen: str | None):
        view = controller.view(is_unlocked, chosen)
        return (
            view.headline,
            view.unanswered,
            view.unanswered_by_day,
            view.routes,
            view.latency,
            view.feedback,
            view.questions,
            str(view.csv_path) if view.csv_path else None,
        )

    private = {"api_visibility": "private", "concurrency_id": "staff-insights", "concurrency_limit": 2}
    refresh.click(show, [unlocked, period], outputs, **private)
    period.change(show, [unlocked, period], outputs, **private)
    tab.select(show, [unlocked, period], outputs, **private)
