"""The `banking-ai intents train | eval | predict` functions, run in-process on a small CSV."""

from __future__ import annotations

import json

import pytest

from banking_ai.intent import cli
from tests.intent.conftest import intent_settings, write_csv

pytestmark = pytest.mark.integration


@pytest.fixture
def trained(tmp_path, embedder, capsys):
    """A model trained by the CLI from a small CSV into an explicit folder."""
    data = write_csv(tmp_path / "intents.csv")
    settings = intent_settings(tmp_path, data)
    assert cli.train(data, tmp_path / "model", settings) == 0
    out = capsys.readouterr().out
    return settings, tmp_path / "model", out


def test_train_reports_examples_labels_and_seconds(trained):
    _, model_dir, out = trained
    assert "trained on 24 examples, 4 labels in" in out and f"saved to {model_dir}" in out
    assert (model_dir / "meta.json").is_file()


def test_train_without_out_saves_to_the_settings_model_dir(tmp_path, embedder, capsys):
    data = write_csv(tmp_path / "intents.csv")
    settings = intent_settings(tmp_path, data)
    assert cli.train(data, None, settings) == 0
    assert (tmp_path / "var" / "models" / "intent" / "model.joblib").is_file()


def test_eval_prints_scores_and_json(trained, tmp_path, capsys):
    settings, model_dir, _ = trained
    test = write_csv(
        tmp_path / "test.csv",
        {
            "card_lost_stolen": ["i misplaced my atm card", "my credit card got stolen at the mall"],
            "deposit_rates": ["what interest do you pay on a 2 year fd"],
            "off_topic": ["how do i bake a cake", "best football team in europe"],
            "nomination": ["add a nominee"],  # a label this model never saw
        },
    )
    assert cli.evaluate(test, model_dir, settings, as_json=False) == 0
    text = capsys.readouterr().out
    assert "accuracy" in text and "macro-F1" in text and "out of scope" in text
    assert "labels the model does not know (always wrong): nomination" in text
    assert cli.evaluate(test, model_dir, settings, as_json=True) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["examples"] == 6
    assert 0 <= document["accuracy"] <= 5 / 6  # the unknown label is always wrong
    assert set(document["per_label"]["card_lost_stolen"]) == {"precision", "recall", "f1", "support"}
    assert set(document["out_of_scope"]) == {"precision", "recall", "false_rejects"}
    assert document["unknown_labels"] == ["nomination"]


def test_predict_prints_json_lines(trained, tmp_path, capsys):
    settings, model_dir, _ = trained
    messages = tmp_path / "messages.txt"
    messages.write_text("my card was stolen\n\nweather in mumbai tomorrow\n", encoding="utf-8")
    assert cli.predict(messages, model_dir, settings, as_json=True) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["text"] for line in lines] == ["my card was stolen", "weather in mumbai tomorrow"]
    assert set(lines[0]) == {"text", "label", "confidence", "in_scope", "alternatives"}
    assert (lines[0]["label"], lines[0]["in_scope"]) == ("card_lost_stolen", True)
    assert (lines[1]["label"], lines[1]["in_scope"]) == ("off_topic", False)
    assert len(lines[0]["alternatives"]) == 2 and all(len(pair) == 2 for pair in lines[0]["alternatives"])
    assert cli.predict(messages, model_dir, settings, as_json=False) == 0
    plain = capsys.readouterr().out.splitlines()
    assert plain[0].startswith("card_lost_stolen") and plain[0].endswith("my card was stolen")


def test_predict_without_model_builds_the_settings_model(tmp_path, embedder, capsys):
    settings = intent_settings(tmp_path, write_csv(tmp_path / "intents.csv"))
    messages = tmp_path / "m.txt"
    messages.write_text("namaste\n", encoding="utf-8")
    assert cli.predict(messages, None, settings, as_json=True) == 0
    assert json.loads(capsys.readouterr().out)["label"] == "greeting"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        ("question,intent\nhi,greeting\n", "needs a header row 'text,label'"),
        (
            "text,label\nhi,greeting\n,greeting\nhey,greeting\nweather,off_topic\nrain,off_topic\n",
            "empty text or label",
        ),
        ("text,label\nhi,greeting\nhello,greeting\n", "training needs at least 2 different labels"),
        ("text,label\n", "no examples"),
    ],
)
def test_train_explains_unusable_csv(tmp_path, capsys, content, message):
    data = tmp_path / "data.csv"
    if content is not None:
        data.write_text(content, encoding="utf-8")
    settings = intent_settings(tmp_path, data)
    assert cli.train(data, tmp_path / "model", settings) == 1
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""
    assert not (tmp_path / "model").exists()


def test_eval_and_predict_explain_missing_inputs(trained, tmp_path, capsys):
    settings, model_dir, _ = trained
    assert cli.evaluate(tmp_path / "nope.csv", model_dir, settings, as_json=True) == 1
    assert "no such file" in capsys.readouterr().err
    empty = tmp_path / "empty.txt"
    empty.write_text("\n \n", encoding="utf-8")
    assert cli.predict(empty, model_dir, settings, as_json=False) == 1
    assert "no text to classify" in capsys.readouterr().err
    assert cli.predict(empty, tmp_path / "no-model", settings, as_json=False) == 1
    err = capsys.readouterr().err
    assert "no text to classify" in err or "cannot use the model" in err
    lines = tmp_path / "ok.txt"
    lines.write_text("hello\n", encoding="utf-8")
    assert cli.predict(lines, tmp_path / "no-model", settings, as_json=False) == 1
    assert "cannot use the model in" in capsys.readouterr().err
