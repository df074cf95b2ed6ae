"""The staff tab: who gets it, the password gate, and indexing, listing and deleting documents."""

from __future__ import annotations

import shutil
import stat
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import SecretStr

from banking_ai.ocr import make_ocr_engine
from banking_ai.settings import Settings, UiSettings
from banking_ai.speech.factory import make_transcriber
from banking_ai.speech.speak import make_speaker
from banking_ai.ui.health import health
from banking_ai.ui.staff import LOCKED, StaffController, staff_access
from tests.documents import locker_policy
from tests.ui.fakes import FakeOrchestrator


def _settings(tmp_path: Path, password: str | None = None) -> Settings:
    ui = UiSettings(staff_password=SecretStr(password) if password else None)
    return Settings(_env_file=None, index_dir=tmp_path / "index", ui=ui)


@pytest.mark.parametrize(
    ("password", "environ", "expected"),
    [
        (None, {}, "open"),
        (None, {"SPACE_ID": "bank/assistant"}, "absent"),
        ("s3cret", {}, "password"),
        ("s3cret", {"SPACE_ID": "bank/assistant"}, "password"),
    ],
)
def test_staff_tab_is_open_locally_absent_in_public_and_gated_with_a_password(tmp_path, password, environ, expected):
    assert staff_access(_settings(tmp_path, password), environ) == expected


def _tab_labels(demo) -> list[str]:
    import gradio as gr

    return [block.label for block in demo.blocks.values() if isinstance(block, gr.Tab)]


@pytest.mark.parametrize(
    ("space", "password", "has_staff"), [(False, None, True), (True, None, False), (True, "pw", True)]
)
def test_public_app_without_password_has_no_staff_tab_or_staff_endpoints(
    tmp_path, monkeypatch, space, password, has_staff
):
    from banking_ai.ui import build_app

    if space:
        monkeypatch.setenv("SPACE_ID", "bank/assistant")
    else:
        monkeypatch.delenv("SPACE_ID", raising=False)
    demo = build_app(FakeOrchestrator(rag=object()), _settings(tmp_path, password))
    assert ("Staff" in _tab_labels(demo)) is has_staff
    assert "Chat" in _tab_labels(demo)
    functions = {fn.name for fn in demo.fns.values()}
    assert ("index" in functions) is has_staff


@dataclass
class _Rag:
    settings: Settings


def test_password_gate_compares_exactly(tmp_path):
    settings = _settings(tmp_path, "correct horse")
    controller = StaffController(FakeOrchestrator(rag=_Rag(settings)), settings)
    assert controller.initially_unlocked() is False
    assert controller.unlock("correct horse", "10.0.0.1").ok
    for guess in ("correct hors", "correct horse ", "", None, "CORRECT HORSE"):
        answer = controller.unlock(guess, "10.0.0.2")
        assert not answer.ok and "Wrong password" in answer.message


def test_many_wrong_guesses_lock_one_client_out_and_not_another(tmp_path, caplog):
    import logging
    import threading
    import time

    settings = _settings(tmp_path, "correct horse")
    controller = StaffController(FakeOrchestrator(rag=_Rag(settings)), settings)
    guesses = [f"guess-{n}" for n in range(25)]
    answers = []
    with caplog.at_level(logging.INFO, logger="banking_ai.ui"):
        threads = [
            threading.Thread(target=lambda g=g: answers.append(controller.unlock(g, "203.0.113.9"))) for g in guesses
        ]
        for thread in threads:
            thread.start()
        started = time.monotonic()
        legitimate = controller.unlock("correct horse", "198.51.100.7")  # staff, from another address
        took = time.monotonic() - started
        for thread in threads:
            thread.join()

    assert legitimate.ok and took < 1.0  # not held up by the guesses (nothing sleeps)
    assert not any(answer.ok for answer in answers)
    assert sum("Too many wrong passwords" in answer.message for answer in answers) >= 20
    assert controller.gate.throttle.locked_for("203.0.113.9") > 0
    assert controller.gate.throttle.locked_for("198.51.100.7") == 0
    locked_out = controller.unlock("correct horse", "203.0.113.9")  # even the right password, while locked
    assert not locked_out.ok and "Try again in" in locked_out.message
    # Failures are logged with the client's address, never with what was typed.
    assert "staff login failed from 203.0.113.9" in caplog.text
    assert "staff login succeeded from 198.51.100.7" in caplog.text
    assert not any(guess in caplog.text for guess in guesses) and "correct horse" not in caplog.text


def test_a_hashed_staff_password_unlocks_the_tab(tmp_path):
    from banking_ai.passwords import MIN_ITERATIONS, hash_password

    settings = _settings(tmp_path, hash_password("correct horse battery", iterations=MIN_ITERATIONS))
    controller = StaffController(FakeOrchestrator(rag=_Rag(settings)), settings)
    assert controller.access == "password"
    assert not controller.unlock(settings.ui.staff_password.get_secret_value(), "10.0.0.1").ok  # not the hash itself
    assert controller.unlock("correct horse battery", "10.0.0.1").ok


def test_password_checks_run_outside_the_single_staff_lane(tmp_path, monkeypatch):
    from banking_ai.ui import build_app

    monkeypatch.delenv("SPACE_ID", raising=False)
    demo = build_app(FakeOrchestrator(rag=object()), _settings(tmp_path, "pw"))
    lanes = {fn.name: fn.concurrency_id for fn in demo.fns.values()}
    assert lanes["try_unlock"] != lanes["index"] == "staff"


def test_locked_session_gets_no_staff_action(tmp_path):
    settings = _settings(tmp_path, "pw")
    controller = StaffController(FakeOrchestrator(rag=_Rag(settings)), settings)
    assert controller.index_uploads(False, [("/etc/passwd", "passwd.txt")]) == LOCKED
    assert controller.delete(False, "anything") == LOCKED
    assert controller.document_rows(False) == ([], [], LOCKED)
    assert controller.health_report(False) == LOCKED
    assert not (tmp_path / "uploaded_documents").exists()


@pytest.mark.integration
def test_staff_upload_indexes_lists_and_deletes_a_document(tmp_path, services_factory):
    services = services_factory()
    settings = services.settings
    orchestrator = FakeOrchestrator(rag=services)
    orchestrator.ocr = make_ocr_engine(settings)
    orchestrator.speaker = make_speaker(settings)
    orchestrator.transcriber = make_transcriber(settings, services)
    controller = StaffController(orchestrator, settings, upload_cache=tmp_path / "gradio-cache")
    upload = locker_policy(tmp_path / "gradio-cache" / "abc123" / "lockers.docx")
    broken = tmp_path / "gradio-cache" / "def456" / "broken.docx"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"not a zip file")
    phases = []

    report = controller.index_uploads(
        True, [(str(upload), "lockers.docx"), (str(broken), "broken.docx")], lambda *args: phases.append(args)
    )

    assert "Added: lockers.docx" in report
    assert "**broken.docx** failed:" in report
    assert {phase for phase, _, _ in phases} >= {"read", "embed"}
    kept = tmp_path / "uploaded_documents" / "lockers.docx"
    assert kept.is_file()  # indexed by a stable path, so a new upload of the same name updates it
    # Owner-only: the kept copy, its folder and the index; Gradio's cached copies are gone.
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert stat.S_IMODE(kept.parent.stat().st_mode) == stat.S_IMODE(settings.index_dir.stat().st_mode) == 0o700
    assert not upload.exists() and not broken.exists()
    rows, choices, status = controller.document_rows(True)
    assert [row[0] for row in rows] == ["Safe Deposit Locker Policy"]
    assert rows[0][1] > 0 and status.startswith("1 documents")
    assert choices == [("Safe Deposit Locker Policy (lockers.docx)", str(kept))]
    assert services.retriever.search("annual rent for a small locker")[0].doc_title == "Safe Deposit Locker Policy"

    values = health(orchestrator)
    assert values["documents"] == 1 and values["chunks"] == rows[0][1] == values["searchable_chunks"]
    assert values["graph_store"] == f"SQLite ({settings.index_dir / 'graph.sqlite3'}): ok; boost off (weight 0)"
    assert values["generator"].startswith("offline")
    assert values["ocr"].startswith("available (tesseract 5")
    missing = "not available: executable 'espeak-ng' not found (install the Debian package espeak-ng)"
    assert values["speaker"] == ("available (espeak-ng)" if shutil.which("espeak-ng") else missing)
    assert values["speech_in"] == "available (whisper)"
    assert values["vector_store"].startswith(
        f"Qdrant local mode ({settings.index_dir / 'qdrant'}), searched through an in-memory snapshot: ok"
    )

    assert controller.delete(True, str(kept)).startswith("**Deleted** lockers.docx")
    assert controller.document_rows(True)[0] == []
    assert not kept.exists()
    assert services.retriever.search("annual rent for a small locker") == []
