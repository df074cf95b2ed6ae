"""``banking-ai insights [--json] [--days N]``, and the terminal chat recording its turns (not its warm-up)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from banking_ai import cli
from banking_ai.insights import SqliteTurnStore
from banking_ai.insights.feedback import FeedbackLog
from banking_ai.types import Answer, Citation
from tests.conftest import REPO
from tests.insights.test_store import record


@pytest.fixture
def app_dir(monkeypatch, tmp_path):
    """An app folder (index beside insights and feedback) holding a day of turns and one rating."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(tmp_path / "var" / "index"))
    now = dt.datetime.now(dt.UTC)
    store = SqliteTurnStore(tmp_path / "var" / "insights" / "turns.sqlite3")
    gold = {"doc_title": "Loans", "section": "Gold loans", "cosine": 0.21}
    for _ in range(3):
        store.add(record(now, route="no_information", intent="loan_info", unanswered="no_information", **gold))
    store.add(record(now, route="rag", latency_ms=400.0))
    store.add(record(now - dt.timedelta(days=10), route="no_information", intent="old", unanswered="no_information"))
    store.close()
    cited = Citation(1, "Deposits", "Rates", "deposits.docx", 0.8, "6.5%")
    answer = Answer("6.5% [1]", "rag", intent="deposit_rates", citations=[cited])
    FeedbackLog(tmp_path / "var" / "feedback.jsonl").add("session-1", "dislike", answer)
    return tmp_path


def test_insights_json_gives_the_summary_the_staff_tab_shows(app_dir, capsys):
    assert cli.main(["insights", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["days"] == 7 and summary["turns"] == 4 and summary["unanswered_turns"] == 3
    (group,) = summary["unanswered"]
    assert (group["intent"], group["section"], group["total"]) == ("loan_info", "Loans > Gold loans", 3)
    assert list(group["by_day"].values()) == [3]
    assert summary["routes"] == {"no_information": 3, "rag": 1}
    assert summary["latency"][0]["p95_ms"] > summary["latency"][0]["p50_ms"] == 120.0
    assert summary["feedback"] == [
        {"route": "rag", "intent": "deposit_rates", "section": "Deposits > Rates", "likes": 0, "dislikes": 1}
    ]

    assert cli.main(["insights", "--json", "--days", "30"]) == 0
    assert json.loads(capsys.readouterr().out)["unanswered_turns"] == 4  # the turn 10 days ago too


def test_insights_text_and_usage(app_dir, capsys):
    assert cli.main(["insights"]) == 0
    out = capsys.readouterr().out
    assert "3 unanswered" in out and "loan_info" in out and "Loans > Gold loans" in out and "p95" in out
    assert cli.main(["insights", "--days", "0"]) == cli.EXIT_USAGE


@pytest.mark.integration
@pytest.mark.slow
def test_chat_records_the_customers_turns_but_not_its_start_up_warm_up(
    monkeypatch, tmp_path, sample_services, intent_model_dir, capsys
):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(sample_services.settings.index_dir))
    monkeypatch.setenv("BANKING_AI_INTENT__MODEL_DIR", str(intent_model_dir))
    monkeypatch.setenv("BANKING_AI_INTENT__DATA_PATH", str(REPO / "data" / "intents" / "intents.csv"))
    monkeypatch.setenv("BANKING_AI_CONVERSATION__WARM_UP_ANSWERS", "false")
    monkeypatch.setenv("BANKING_AI_INSIGHTS__PATH", str(tmp_path / "insights" / "turns.sqlite3"))
    lines = iter(["Do you offer pet insurance?", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["chat"]) == 0
    capsys.readouterr()
    assert cli.main(["insights", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["turns"] == 1  # the warm-up question ("interest rate on a savings account") is not in it
    assert summary["unanswered"][0]["total"] == 1
