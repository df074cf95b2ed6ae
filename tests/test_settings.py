"""Settings come from BANKING_AI_* variables, the ecosystem's own names and .env."""

from __future__ import annotations

from pathlib import Path

import pytest

from banking_ai.settings import Settings


def test_defaults(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    for name in ("BANKING_AI_INDEX_DIR", "QDRANT_URL"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings()
    assert settings.index_dir == Path("var/index")
    assert settings.qdrant.url is None and settings.qdrant.local_reader == "snapshot"
    assert settings.rag.top_k == 4


def test_prefixed_and_nested_variables(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(tmp_path / "idx"))
    monkeypatch.setenv("BANKING_AI_RAG__CHUNK_SIZE", "640")
    monkeypatch.setenv("BANKING_AI_RAG__MIN_SCORE", "0.42")
    settings = Settings()
    assert settings.index_dir == tmp_path / "idx"
    assert settings.rag.chunk_size == 640 and settings.rag.min_score == 0.42


def test_ecosystem_names_are_honoured_and_the_prefixed_name_wins(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QDRANT_URL", "http://qdrant.internal:6333")
    monkeypatch.setenv("QDRANT_API_KEY", "s3cret")
    settings = Settings()
    assert settings.qdrant.url == "http://qdrant.internal:6333"
    assert settings.qdrant.api_key.get_secret_value() == "s3cret"
    assert "s3cret" not in repr(settings)
    monkeypatch.setenv("BANKING_AI_QDRANT__URL", "http://other:6333")
    assert Settings().qdrant.url == "http://other:6333"


def test_prefixed_name_in_dotenv_wins_over_ecosystem_name_in_environment(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QDRANT_URL", "http://from-environment:6333")
    (tmp_path / ".env").write_text("BANKING_AI_QDRANT__URL=http://from-dotenv:6333\n")
    assert Settings().qdrant.url == "http://from-dotenv:6333"


def test_dotenv_file(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("QDRANT_URL", raising=False)
    monkeypatch.delenv("BANKING_AI_INDEX_DIR", raising=False)
    (tmp_path / ".env").write_text("BANKING_AI_RAG__TOP_K=6\nQDRANT_URL=http://from-dotenv:6333\n")
    settings = Settings()
    assert settings.rag.top_k == 6
    assert settings.qdrant.url == "http://from-dotenv:6333"


def test_env_example_documents_every_setting():
    text = (Path(__file__).resolve().parent.parent / ".env.example").read_text()
    names = ["BANKING_AI_INDEX_DIR", "BANKING_AI_LOG_LEVEL", "QDRANT_URL", "QDRANT_API_KEY"]
    for section in ("qdrant", "embedding", "rag"):
        model = type(getattr(Settings(_env_file=None), section))
        names += [
            f"BANKING_AI_{section.upper()}__{field.upper()}"
            for field in model.model_fields
            if (section, field) not in {("qdrant", "url"), ("qdrant", "api_key")}
        ]
    missing = [name for name in names if name not in text]
    assert not missing, missing


def test_link_domains_come_comma_separated_and_default_to_the_sample_bank(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    assert Settings().ui.link_domains == ("suvidhabank.example",)
    monkeypatch.setenv("BANKING_AI_UI__LINK_DOMAINS", " MyBank.example, netbanking.mybank.example ,")
    assert Settings().ui.link_domains == ("mybank.example", "netbanking.mybank.example")
    monkeypatch.setenv("BANKING_AI_UI__LINK_DOMAINS", "")
    assert Settings().ui.link_domains == ()


def test_gradios_own_cache_variable_is_honoured(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GRADIO_TEMP_DIR", raising=False)
    assert Settings().ui.upload_cache_dir is None
    monkeypatch.setenv("GRADIO_TEMP_DIR", str(tmp_path / "cache"))
    assert Settings().ui.upload_cache_dir == tmp_path / "cache"


def test_api_settings_come_from_the_environment_and_are_all_documented(monkeypatch, tmp_path):
    import pydantic

    from banking_ai.settings import ApiSettings

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_API__STAFF_TOKEN", "t0ken")
    monkeypatch.setenv("BANKING_AI_API__CLIENT_KEYS", " key-a, key-b ,")
    monkeypatch.setenv("BANKING_AI_API__RATE_LIMIT", "5/second;100/hour")
    api = Settings().api
    assert api.staff_token.get_secret_value() == "t0ken" and "t0ken" not in repr(api)
    assert [key.get_secret_value() for key in api.client_keys] == ["key-a", "key-b"]
    assert api.rate_limit == "5/second;100/hour" and api.enabled
    with pytest.raises(pydantic.ValidationError, match="rate_limit"):
        ApiSettings(rate_limit="lots per day")
    text = (Path(__file__).resolve().parent.parent / ".env.example").read_text()
    assert [f for f in ApiSettings.model_fields if f"BANKING_AI_API__{f.upper()}" not in text] == []
