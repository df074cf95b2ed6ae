"""The Insights tab's view, without a browser: the staff gate, the tables and plots, the CSV download."""

from __future__ import annotations

import datetime as dt
import stat

from banking_ai.insights import SqliteTurnStore, insights_path
from banking_ai.settings import InsightsSettings, Settings
from banking_ai.ui.insights import InsightsController
from banking_ai.ui.staff import LOCKED
from tests.insights.test_store import record


def _settings(tmp_path, **insights) -> Settings:
    settings = Settings(_env_file=None, index_dir=tmp_path / "var" / "index", insights=InsightsSettings(**insights))
    store = SqliteTurnStore(insights_path(settings), keep_question_text=settings.insights.keep_question_text)
    now = dt.datetime.now(dt.UTC)
    store.add(
        record(now, route="no_information", intent="loan_info", unanswered="no_information", question="yacht loan?")
    )
    store.add(record(now, route="rag", latency_ms=300.0))
    store.close()
    return settings


def test_a_locked_session_sees_nothing(tmp_path):
    view = InsightsController(_settings(tmp_path), tmp_path / "cache").view(False, "Last 7 days")
    assert view.headline == LOCKED
    assert view.unanswered == [] and view.routes.empty and view.csv_path is None


def test_staff_see_the_unanswered_table_plots_and_an_owner_only_csv(tmp_path):
    view = InsightsController(_settings(tmp_path), tmp_path / "cache").view(True, "Last 30 days")
    assert "2 turns" in view.headline and "1 unanswered" in view.headline
    assert view.unanswered == [["loan_info", "(no passage found)", 1, "no_information 1", view.unanswered[0][4]]]
    assert dict(zip(view.routes["route"], view.routes["turns"], strict=True)) == {"no_information": 1, "rag": 1}
    assert set(view.latency["percentile"]) == {"p50", "p95"}
    assert view.questions == []  # not kept without the opt-in
    assert view.csv_path.read_text().startswith("table,day,")
    assert stat.S_IMODE(view.csv_path.stat().st_mode) == 0o600


def test_kept_masked_questions_are_listed_only_with_the_opt_in(tmp_path):
    view = InsightsController(_settings(tmp_path, keep_question_text=True), tmp_path / "cache").view(True, None)
    assert [row[-1] for row in view.questions] == ["yacht loan?"]
    assert "yacht" not in view.csv_path.read_text()
