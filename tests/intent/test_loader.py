"""load_intent_classifier: the app's model is built from the committed CSV and rebuilt when it must be."""

from __future__ import annotations

import json

import pytest

from banking_ai.intent import IntentDataError, load_intent_classifier
from banking_ai.intent.loader import model_dir_for
from banking_ai.intent.sklearn_model import META_FILE, MODEL_FILE
from banking_ai.settings import IntentSettings, Settings
from tests.intent.conftest import SMALL_EXAMPLES, HashEmbedder, intent_settings, write_csv

pytestmark = pytest.mark.integration


def _trained_at(settings):
    return (model_dir_for(settings) / MODEL_FILE).stat().st_mtime_ns


def test_model_dir_defaults_next_to_the_index(tmp_path):
    settings = Settings(_env_file=None, index_dir=tmp_path / "var" / "index")
    assert model_dir_for(settings) == tmp_path / "var" / "models" / "intent"
    custom = Settings(_env_file=None, intent=IntentSettings(model_dir=tmp_path / "m"))
    assert model_dir_for(custom) == tmp_path / "m"


def test_first_start_trains_saves_and_later_starts_reuse(tmp_path, embedder):
    settings = intent_settings(tmp_path, write_csv(tmp_path / "intents.csv"))
    model = load_intent_classifier(settings, embedder)
    assert set(model.labels) == set(SMALL_EXAMPLES)
    assert model.predict(["my debit card was stolen"])[0].label == "card_lost_stolen"
    saved = _trained_at(settings)
    again = load_intent_classifier(settings, embedder)
    assert _trained_at(settings) == saved, "an unchanged CSV must not retrain"
    assert again.predict(["namaste"]) == model.predict(["namaste"])


def test_changed_csv_retrains(tmp_path, embedder):
    data = write_csv(tmp_path / "intents.csv")
    settings = intent_settings(tmp_path, data)
    load_intent_classifier(settings, embedder)
    write_csv(data, {**SMALL_EXAMPLES, "human_agent": ["talk to a person", "call me", "human please", "agent"]})
    model = load_intent_classifier(settings, embedder)
    assert "human_agent" in model.labels
    assert model.predict(["please connect me to a human agent"])[0].label == "human_agent"
    meta = json.loads((model_dir_for(settings) / META_FILE).read_text())
    assert meta["examples"] == 28


def test_other_embedder_or_sklearn_version_retrains(tmp_path, embedder):
    settings = intent_settings(tmp_path, write_csv(tmp_path / "intents.csv"))
    load_intent_classifier(settings, embedder)
    other = load_intent_classifier(settings, HashEmbedder())
    assert other.meta["embedder"] == "hash-embedder/384"
    meta_path = model_dir_for(settings) / META_FILE
    meta_path.write_text(json.dumps({**json.loads(meta_path.read_text()), "sklearn_version": "0.0.1"}))
    model = load_intent_classifier(settings, HashEmbedder())
    assert model.meta["sklearn_version"] != "0.0.1"


def test_broken_model_file_is_rebuilt_instead_of_crashing(tmp_path, embedder):
    settings = intent_settings(tmp_path, write_csv(tmp_path / "intents.csv"))
    load_intent_classifier(settings, embedder)
    (model_dir_for(settings) / MODEL_FILE).write_bytes(b"not a model")
    model = load_intent_classifier(settings, embedder)
    assert model.predict(["fd rates for senior citizens"])[0].label == "deposit_rates"


def test_threshold_comes_from_settings(tmp_path, embedder):
    data = write_csv(tmp_path / "intents.csv")
    mixed = ["hello, my card and my fd"]  # words of three labels: no label is certain
    relaxed = load_intent_classifier(intent_settings(tmp_path, data, min_confidence=0.0), embedder)
    (loose,) = relaxed.predict(mixed)
    assert loose.in_scope and loose.confidence < 1.0
    strict = load_intent_classifier(intent_settings(tmp_path, data, min_confidence=1.0), embedder)
    (tight,) = strict.predict(mixed)
    assert tight.label == loose.label and not tight.in_scope


def test_missing_csv_uses_a_saved_model_but_never_invents_one(tmp_path, embedder):
    data = write_csv(tmp_path / "intents.csv")
    settings = intent_settings(tmp_path, data)
    load_intent_classifier(settings, embedder)
    data.unlink()
    assert load_intent_classifier(settings, embedder).labels
    empty = intent_settings(tmp_path / "elsewhere", tmp_path / "missing.csv")
    with pytest.raises(IntentDataError, match=r"no model in .*and no data at .*missing.csv"):
        load_intent_classifier(empty, embedder)


def test_default_settings_find_the_committed_data(tmp_path, monkeypatch, embedder):
    """Started from another folder, the app still finds data/intents/intents.csv."""
    from banking_ai.intent.loader import data_path_for

    monkeypatch.chdir(tmp_path)
    settings = Settings(_env_file=None, index_dir=tmp_path / "var" / "index")
    assert data_path_for(settings).is_file()
