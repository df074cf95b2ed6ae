"""Start-up: where the app binds, and the sample index on a machine (or Space) without one."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

from banking_ai.settings import ApiSettings, Settings, UiSettings
from banking_ai.types import IndexReport
from banking_ai.ui.serve import bind_address, ensure_index


def test_binds_to_loopback_locally_and_to_all_interfaces_on_a_space(monkeypatch):
    settings = Settings(_env_file=None, ui=UiSettings(port=8080))
    monkeypatch.delenv("SPACE_ID", raising=False)
    assert bind_address(settings) == ("127.0.0.1", 8080)
    monkeypatch.setenv("SPACE_ID", "suvidha/assistant")
    assert bind_address(settings) == ("0.0.0.0", 7860)


@dataclass
class _Index:
    chunks: int

    def size(self) -> int:
        return self.chunks


@dataclass
class _Indexer:
    built: list = field(default_factory=list)

    def build(self, paths, **options) -> IndexReport:
        self.built.append(list(paths))
        return IndexReport(added=["a.docx"])


@dataclass
class _Rag:
    index: _Index
    indexer: _Indexer = field(default_factory=_Indexer)


@dataclass
class _Orchestrator:
    rag: _Rag


def test_empty_index_is_filled_from_the_sample_corpus(tmp_path):
    corpus = tmp_path / "policies"
    corpus.mkdir()
    app = _Orchestrator(_Rag(_Index(0)))
    report = ensure_index(app, corpus)
    assert report is not None and report.added == ["a.docx"]
    assert app.rag.indexer.built == [[corpus]]


def test_an_index_with_documents_is_left_alone(tmp_path):
    app = _Orchestrator(_Rag(_Index(328)))
    assert ensure_index(app, tmp_path) is None
    assert app.rag.indexer.built == []


def test_a_missing_corpus_folder_is_reported_not_fatal(tmp_path):
    app = _Orchestrator(_Rag(_Index(0)))
    assert ensure_index(app, Path(tmp_path / "nowhere")) is None
    assert app.rag.indexer.built == []


def test_serve_confines_gradios_cache_to_the_apps_folder_and_writes_owner_only_files(tmp_path, monkeypatch):
    import os
    import stat

    from banking_ai.ui import serve as serve_module

    monkeypatch.delenv("GRADIO_TEMP_DIR", raising=False)  # restored after the test: other apps in this process
    settings = Settings(_env_file=None, index_dir=tmp_path / "var" / "index", api=ApiSettings(enabled=False))
    seen = {}

    def launch(demo, settings, **overrides):
        seen["umask"] = os.umask(0o077)
        os.umask(seen["umask"])
        seen["cache"] = os.environ["GRADIO_TEMP_DIR"]
        (tmp_path / "var" / "written-while-serving").write_text("x")

    monkeypatch.setattr(serve_module, "launch", launch)
    monkeypatch.setattr(serve_module, "ensure_index", lambda orchestrator: None)
    monkeypatch.setattr(serve_module, "warm_up", lambda orchestrator: 0.0)
    monkeypatch.setattr("banking_ai.app.build_services", lambda settings: SimpleNamespace())
    monkeypatch.setattr("banking_ai.ui.app.build_app", lambda orchestrator, settings: object())
    serve_module.serve(settings)

    assert seen["umask"] == 0o077
    cache = tmp_path / "var" / "upload_cache"
    assert seen["cache"] == str(cache.resolve())
    for made in (cache, settings.index_dir, tmp_path / "var" / "written-while-serving"):
        assert stat.S_IMODE(made.stat().st_mode) & 0o077 == 0


def test_serve_records_customers_turns_but_not_its_warm_up_turn(tmp_path, monkeypatch):
    from banking_ai.ui import serve as serve_module

    monkeypatch.delenv("GRADIO_TEMP_DIR", raising=False)
    settings = Settings(_env_file=None, index_dir=tmp_path / "var" / "index")
    app = SimpleNamespace(recorder=None)
    seen = {}
    monkeypatch.setattr(serve_module, "launch", lambda demo, settings, **_: seen.update(served=app.recorder))
    monkeypatch.setattr("banking_ai.api.server.run", lambda *args, **_: seen.update(served=app.recorder))
    monkeypatch.setattr(serve_module, "ensure_index", lambda orchestrator: None)
    monkeypatch.setattr(serve_module, "warm_up", lambda orchestrator: seen.update(warm_up=orchestrator.recorder) or 0.0)
    monkeypatch.setattr("banking_ai.app.build_services", lambda settings: app)
    monkeypatch.setattr("banking_ai.ui.app.build_app", lambda orchestrator, settings: object())
    serve_module.serve(settings)
    assert seen["warm_up"] is None  # the warm-up question is not a customer's
    assert seen["served"] is not None and seen["served"].store.path.is_relative_to(tmp_path / "var")
