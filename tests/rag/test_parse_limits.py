"""Parsing limits: hostile files are refused in seconds with a reason, and the rest of the run goes on.

The checks (``rag/limits.py``) run before anything is unpacked; the worker (``rag/parse_worker.py``)
bounds each file's parse in time and memory. Worker tests use ``tests/rag/scripted_worker.py``, the
real worker with a parser that hangs, hogs memory or crashes on cue.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from banking_ai.rag.index import make_policy_index
from banking_ai.rag.indexing import Indexer
from banking_ai.rag.limits import check_limits, guarded_parse
from banking_ai.rag.locking import IndexLock
from banking_ai.rag.parse_worker import WorkerParser
from banking_ai.rag.parsing import DocumentError
from banking_ai.settings import ParsingSettings, Settings
from tests.conftest import REPO
from tests.documents import forex_policy, locker_policy
from tests.hostile_files import (
    billion_laughs_docx,
    deeply_nested_docx,
    deeply_nested_html,
    many_entries_docx,
    pdf_bomb,
    ratio_bomb_docx,
    zip_bomb_docx,
)

SCRIPTED = "tests.rag.scripted_worker"
MB = 1_000_000

HOSTILE = [
    ("bomb.docx", lambda path: zip_bomb_docx(path, megabytes=60), r"unpacks to 60\.\d MB, above the 50 MB limit"),
    ("many.docx", many_entries_docx, r"holds 3,0\d\d parts, above the limit of 2,000"),
    ("ratio.docx", ratio_bomb_docx, r"compressed [\d,]+ to 1, above the limit of 100 to 1"),
    ("laughs.docx", billion_laughs_docx, r"declares a DTD \(part word/document\.xml\)"),
    ("deep.docx", deeply_nested_docx, r"nests elements more than 100 deep \(part word/document\.xml\)"),
    ("deep.html", deeply_nested_html, r"nests elements more than 100 deep"),
]


@pytest.mark.parametrize(("name", "build", "reason"), HOSTILE, ids=[name for name, _, _ in HOSTILE])
def test_hostile_files_are_refused_before_anything_is_unpacked(tmp_path, name, build, reason):
    path = build(tmp_path / name)
    started = time.monotonic()
    with pytest.raises(DocumentError, match=reason):
        check_limits(path, ParsingSettings())
    assert time.monotonic() - started < 2


def test_real_word_files_pass_the_default_limits():
    documents = sorted((REPO / "data").rglob("*.docx"))
    assert len(documents) >= 20
    for path in documents:
        check_limits(path, ParsingSettings())


def test_text_files_count_their_size_as_uncompressed(tmp_path):
    path = tmp_path / "rates.txt"
    path.write_text("Savings rate 3% a year.\n" * 100_000)  # 2.4 MB
    with pytest.raises(DocumentError, match=r"holds 2\.4 MB of text, above the 1 MB limit"):
        check_limits(path, ParsingSettings(max_uncompressed_mb=1))
    check_limits(path, ParsingSettings())


def test_a_pdf_decompression_bomb_is_refused_by_pypdf_limits(tmp_path):
    # PDFs are not zips: pypdf bounds each stream's inflated size itself (pypdf.Configuration, 75 MB).
    path = pdf_bomb(tmp_path / "statement.pdf", megabytes=100)
    assert path.stat().st_size < 400_000
    started = time.monotonic()
    with pytest.raises(DocumentError, match="Limit reached while decompressing"):
        guarded_parse(path, 50 * MB, ParsingSettings())
    assert time.monotonic() - started < 10  # includes spaCy's import on a first parse


def _text(path: Path, text: str = "Locker rent is due every April.") -> Path:
    path.write_text(text)
    return path


def test_a_hanging_parser_is_stopped_and_the_next_file_still_parses(tmp_path):
    with WorkerParser(ParsingSettings(timeout_s=1.5), module=SCRIPTED) as parser:
        started = time.monotonic()
        with pytest.raises(DocumentError, match=r"longer than the 1\.5 s limit and was stopped"):
            parser.parse(_text(tmp_path / "hang.txt"), 10 * MB)
        assert time.monotonic() - started < 10
        parsed = parser.parse(_text(tmp_path / "lockers.txt"), 10 * MB)
        assert parsed.blocks[0].text == "Locker rent is due every April."
        assert parser.started == 2  # the stuck worker was killed and replaced


def test_a_parser_that_needs_too_much_memory_is_stopped(tmp_path):
    with WorkerParser(ParsingSettings(memory_mb=600), module=SCRIPTED) as parser:
        started = time.monotonic()
        with pytest.raises(DocumentError, match="needed more than the 600 MB memory limit"):
            parser.parse(_text(tmp_path / "hog.txt"), 10 * MB)
        assert time.monotonic() - started < 10
        assert parser.parse(_text(tmp_path / "lockers.txt"), 10 * MB).title == "Lockers"
        assert parser.started == 2


def test_a_parser_that_crashes_fails_its_file_only(tmp_path):
    with WorkerParser(ParsingSettings(), module=SCRIPTED) as parser:
        with pytest.raises(DocumentError, match=r"parser stopped while reading the file \(killed by SIGSEGV\)"):
            parser.parse(_text(tmp_path / "crash.txt"), 10 * MB)
        assert parser.parse(_text(tmp_path / "lockers.txt"), 10 * MB).title == "Lockers"


def _isolated_settings(tmp_path: Path, **parsing) -> Settings:
    settings = Settings(_env_file=None, index_dir=tmp_path / "index", parsing=ParsingSettings(isolate=True, **parsing))
    assert settings.parsing.isolate  # the suite's environment parses in-process; this test must not
    return settings


@pytest.mark.integration
def test_a_hanging_file_fails_alone_and_the_index_lock_is_released(tmp_path, embedder):
    folder = tmp_path / "upload"
    folder.mkdir()
    _text(folder / "hang.txt")
    _text(folder / "lockers.txt", "Small lockers cost 2,000 rupees a year. Rent is due every April.")
    settings = _isolated_settings(tmp_path, timeout_s=2)
    indexer = Indexer(
        settings,
        embedder,
        make_policy_index(settings),
        parser_factory=lambda limits: WorkerParser(limits, module=SCRIPTED),
    )

    started = time.monotonic()
    report = indexer.build([folder])
    assert time.monotonic() - started < 30
    assert report.added == [str(folder / "lockers.txt")]
    assert "longer than the 2 s limit" in report.failed[str(folder / "hang.txt")]
    lock = IndexLock(settings.index_dir)
    lock.acquire(0, "checking the lock was released")
    lock.release()


@pytest.mark.integration
@pytest.mark.slow
def test_hostile_files_fail_alone_in_a_real_indexing_run(tmp_path, embedder):
    """The real worker (unstructured, spaCy) on every hostile file beside two good ones, in one run."""
    from banking_ai.rag.services import build_rag_services

    folder = tmp_path / "upload"
    for name, build, _ in HOSTILE:
        build(folder / name)
    locker_policy(folder / "lockers.docx")
    forex_policy(folder / "forex.docx")
    services = build_rag_services(_isolated_settings(tmp_path))

    started = time.monotonic()
    report = services.indexer.build([folder])
    assert time.monotonic() - started < 90  # one worker start (~5 s), two small files, six refusals
    assert sorted(Path(name).name for name in report.added) == ["forex.docx", "lockers.docx"]
    for name, _, reason in HOSTILE:
        assert re.search(reason, report.failed[str(folder / name)]), (name, report.failed)
    assert services.retriever.search("annual rent of a small locker", 4)[0].doc_title == "Safe Deposit Locker Policy"
    lock = IndexLock(services.settings.index_dir)
    lock.acquire(0, "checking the lock was released")
    lock.release()
