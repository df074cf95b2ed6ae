"""The command line, in-process: index, search, documents, eval."""

from __future__ import annotations

import json

import pytest

from banking_ai import cli
from tests.documents import forex_policy, locker_policy

pytestmark = pytest.mark.integration


@pytest.fixture
def index_env(monkeypatch, tmp_path, embedder):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(tmp_path / "index"))
    return tmp_path


def test_index_search_and_list(index_env, capsys):
    locker_policy(index_env / "docs" / "lockers.docx")
    forex_policy(index_env / "docs" / "forex.docx")
    assert cli.main(["index", "docs", "--quiet"]) == 0
    assert "2 added" in capsys.readouterr().out

    assert cli.build_rag_index_main(["docs", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["unchanged"]) == 2 and report["chunks_embedded"] == 0

    assert cli.main(["search", "how much is the rent for a small locker", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["results"]
    assert found[0]["doc_title"] == "Safe Deposit Locker Policy"
    assert {"text", "score", "doc_title", "section", "source", "chunk_id"} <= set(found[0])

    assert cli.main(["search", "best biryani in Hyderabad"]) == 0
    assert "No relevant policy text" in capsys.readouterr().out

    assert cli.main(["documents"]) == 0
    listing = capsys.readouterr().out
    assert "Safe Deposit Locker Policy" in listing and "2 documents" in listing


def test_bad_files_exit_non_zero_and_name_the_reason(index_env, capsys):
    locker_policy(index_env / "docs" / "lockers.docx")
    (index_env / "docs" / "broken.docx").write_bytes(b"not a docx")
    assert cli.main(["index", "docs", "--quiet"]) == 1
    captured = capsys.readouterr()
    assert "broken.docx: the DOCX is corrupt" in captured.err
    assert "1 added" in captured.out and "1 failed" in captured.out


def test_usage_errors(index_env, capsys):
    assert cli.main(["index"]) == 2
    assert "give at least one PATH" in capsys.readouterr().err
    assert cli.main([]) == 2
