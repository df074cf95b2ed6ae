"""Start-up: where the app binds, and the sample index on a machine (or Space) without one."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from banking_ai.settings import Settings, UiSettings
from banking_ai.types import IndexReport
from banking_ai.ui.serve import bind_address, ensure_index


def test_binds_to_loopback_locally_and_to_all_interfaces_on_a_space(monkeypatch):
    settings = Settings(_env_file=None, ui=UiSettings(port=8080))
    monkeypatch.delenv("SPACE_ID", raising=False)
    assert bind_address(settings) == ("127.0.0.1", 8080)
    monkeypatch.setenv("SPACE_ID", "suvidha/assistant")
    assert bind_address(settings) == ("0.0.0.0", 7860)


@dataclass
class _Source:
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
    source: _Source
    indexer: _Indexer = field(default_factory=_Indexer)


@dataclass
class _Orchestrator:
    rag: _Rag


def test_empty_index_is_filled_from_the_sample_corpus(tmp_path):
    corpus = tmp_path / "policies"
    corpus.mkdir()
    app = _Orchestrator(_Rag(_Source(0)))
    report = ensure_index(app, corpus)
    assert report is not None and report.added == ["a.docx"]
    assert app.rag.indexer.built == [[corpus]]


def test_an_index_with_documents_is_left_alone(tmp_path):
    app = _Orchestrator(_Rag(_Source(328)))
    assert ensure_index(app, tmp_path) is None
    assert app.rag.indexer.built == []


def test_a_missing_corpus_folder_is_reported_not_fatal(tmp_path):
    app = _Orchestrator(_Rag(_Source(0)))
    assert ensure_index(app, Path(tmp_path / "nowhere")) is None
    assert app.rag.indexer.built == []
