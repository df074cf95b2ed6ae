"""The command line, in-process: index, search, documents, eval."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading

import pytest

from banking_ai import cli
from tests.conftest import REPO
from tests.documents import forex_policy, locker_policy
from tests.speech.conftest import STOLEN_CARD, spoken  # noqa: F401  (espeak-ng recordings, once per session)

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


def test_outline_shows_the_sections_a_file_will_have_before_indexing(index_env, capsys):
    locker_policy(index_env / "docs" / "lockers.docx")
    (index_env / "docs" / "broken.docx").write_bytes(b"not a zip")
    assert cli.main(["outline", "docs/lockers.docx", "docs/broken.docx"]) == 1
    out, err = capsys.readouterr()
    assert "Safe Deposit Locker Policy (2 sections)" in out
    assert "Locker Sizes and Annual Rent" in out and "Access to Your Locker" in out
    assert "broken.docx" in err
    assert not (index_env / "index").exists()  # nothing was indexed
    assert cli.main(["outline", "docs/lockers.docx", "--json"]) == 0
    [outline] = json.loads(capsys.readouterr().out)
    assert [section["path"] for section in outline["sections"]] == [
        ["Locker Sizes and Annual Rent"],
        ["Access to Your Locker"],
    ]


def test_the_index_the_cli_builds_is_readable_by_its_owner_only(index_env, capsys):
    import os
    import stat

    locker_policy(index_env / "docs" / "lockers.docx")
    before = os.umask(0o022)  # a typical login shell's
    try:
        assert cli.main(["index", "docs", "--quiet"]) == 0
        assert os.umask(0o022) == 0o022  # the CLI put the caller's umask back
    finally:
        os.umask(before)
    index = index_env / "index"
    made = [index, *index.rglob("*")]
    assert len(made) > 3
    assert [p for p in made if stat.S_IMODE(p.stat().st_mode) & 0o077] == []


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


@pytest.fixture
def assistant_env(monkeypatch, tmp_path, sample_services, intent_model_dir):
    """The CLI pointed at the session's sample index and intent model."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(sample_services.settings.index_dir))
    monkeypatch.setenv("BANKING_AI_INTENT__MODEL_DIR", str(intent_model_dir))
    monkeypatch.setenv("BANKING_AI_CONVERSATION__WARM_UP_ANSWERS", "false")
    monkeypatch.setenv("BANKING_AI_INTENT__DATA_PATH", str(REPO / "data" / "intents" / "intents.csv"))
    return tmp_path


@pytest.mark.slow
def test_ask_prints_the_answer_citations_and_trace(assistant_env, capsys):
    assert cli.main(["ask", "What documents do I need to open a savings account?"]) == 0
    out = capsys.readouterr().out
    assert "[1]" in out and "(rag, intent" in out
    assert "retrieve" in out and " ms" in out

    assert cli.main(["ask", "emi for 2 lakh at 12% for 24 months", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["route"] == "calculation"
    assert {"text", "route", "intent", "confidence", "citations", "trace", "latency_ms"} <= set(answer)
    assert "9,415" in answer["text"]  # 200000 * r (1+r)^24 / ((1+r)^24 - 1), r = 1 %


@pytest.mark.slow
def test_ask_never_prints_a_card_number_in_its_logs(assistant_env, capsys, caplog):
    import logging

    card = "4111 1111 1111 1111"
    with caplog.at_level(logging.DEBUG):
        assert cli.main(["ask", f"my card {card} was stolen, what do I do?"]) == 0
    out = capsys.readouterr()
    assert card not in caplog.text and card not in out.err
    assert card not in out.out
    assert "removed a card number" in out.out


@pytest.mark.slow
def test_chat_holds_a_conversation(assistant_env, monkeypatch, capsys):
    lines = iter(["What are the fixed deposit interest rates?", "and for senior citizens?", "what is my balance?", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["chat"]) == 0
    out = capsys.readouterr().out
    assert out.count("(rag, intent") == 2
    assert "can't see your accounts" in out


@pytest.mark.slow
def test_a_cold_ask_answers_without_importing_torch(assistant_env):
    # torch and sentence-transformers took 8-13 s of a one-question process; the ONNX encoder needs neither.
    probe = (
        "import sys\n"
        "from banking_ai import cli\n"
        "code = cli.main(['ask', 'What are the fixed deposit interest rates?'])\n"
        "heavy = ('torch', 'sentence_transformers', 'transformers', 'gradio')\n"
        "print(code, sorted(name for name in heavy if name in sys.modules))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "(rag, intent" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "0 []"


def _warm_ups() -> set[threading.Thread]:
    return {thread for thread in threading.enumerate() if thread.name == "answer-warm-up" and thread.is_alive()}


@pytest.mark.slow
def test_ask_starts_no_background_work(assistant_env, monkeypatch, capsys):
    # A thread left inside torch at interpreter shutdown aborts the process (exit 134) after the answer.
    monkeypatch.setenv("BANKING_AI_CONVERSATION__WARM_UP_ANSWERS", "true")
    before = _warm_ups()
    assert cli.main(["ask", "What are the fixed deposit interest rates?"]) == 0
    assert "(rag, intent" in capsys.readouterr().out
    assert _warm_ups() - before == set()


@pytest.mark.slow
def test_chat_stops_the_answer_warm_up_before_it_returns(assistant_env, monkeypatch, capsys):
    monkeypatch.setenv("BANKING_AI_CONVERSATION__WARM_UP_ANSWERS", "true")
    lines = iter(["What are the fixed deposit interest rates?", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["chat"]) == 0
    assert "(rag, intent" in capsys.readouterr().out
    assert _warm_ups() == set()


def test_ask_with_a_missing_image_is_a_usage_error(assistant_env, capsys):
    assert cli.main(["ask", "what is this?", "--image", "nope.png"]) == 2
    assert "no such image file" in capsys.readouterr().err


HOSTILE = "\x1b]0;pwned\x07Fees\x1b[2J are ₹500\x9b31m [1].\x1b]8;;https://evil.example\x1b\\here\x1b]8;;\x1b\\"


class _HostileAssistant:
    """An assistant whose answer carries terminal escape sequences, as a hostile document could."""

    def _answer(self, session_id):
        from banking_ai.types import Answer, Citation, TraceStep

        return Answer(
            text=HOSTILE,
            route="rag",
            intent="charges",
            confidence=0.9,
            citations=[Citation(1, "Charges\x1b[8m", "Fees\x07", "a.txt", 0.7, HOSTILE)],
            trace=[TraceStep("retrieve", 3.0, "\x1b[31m1 passage")],
            session_id=session_id,
            notices=["\x1b[1Anote"],
            related=["\x1b[2Kmore?"],
        )

    def respond(self, session_id, text, image=None):
        return self._answer(session_id)

    def respond_stream(self, session_id, text, image=None):
        from banking_ai.types import StreamEvent

        yield StreamEvent(delta="\x1b")  # a sequence split across two pieces
        yield StreamEvent(delta="[2JFees")
        yield StreamEvent(answer=self._answer(session_id))

    def reset(self, session_id):
        pass


def _assert_no_controls(out: str) -> None:
    import re

    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", out), repr(out)


def test_ask_and_chat_never_print_escape_sequences_from_an_answer(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("banking_ai.app.build_services", lambda settings, **_: _HostileAssistant())
    assert cli.main(["ask", "what are the fees?"]) == 0
    out = capsys.readouterr().out
    _assert_no_controls(out)
    assert "Fees are ₹500" in out and "Charges" in out and "note" in out

    assert cli.main(["ask", "what are the fees?", "--json"]) == 0
    out = capsys.readouterr().out
    _assert_no_controls(out.replace("\n", " "))
    assert json.loads(out)["text"] == HOSTILE  # the data itself is exact; only its printing is escaped

    lines = iter(["what are the fees?", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["chat"]) == 0
    out = capsys.readouterr().out
    _assert_no_controls(out.replace("\r", ""))
    assert "Fees" in out


def test_hash_password_prints_a_hash_the_staff_gate_accepts(monkeypatch, tmp_path, capsys):
    import io

    from banking_ai.passwords import verify_password

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("correct horse battery\n"))
    assert cli.main(["hash-password", "--iterations", "100000"]) == 0
    captured = capsys.readouterr()
    stored = captured.out.strip()
    assert stored.startswith("pbkdf2_sha256$100000$") and "correct horse" not in captured.out + captured.err
    assert verify_password("correct horse battery", stored)

    monkeypatch.setattr("sys.stdin", io.StringIO("short\n"))
    assert cli.main(["hash-password", "--iterations", "100000"]) == 0
    assert "easy to guess" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))
    assert cli.main(["hash-password"]) == 2


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng not installed")
def test_ask_speak_writes_the_answer_read_aloud(assistant_env, capsys):
    from banking_ai.speech.wav import wav_seconds

    out = assistant_env / "answer.wav"
    assert cli.main(["ask", "What are the fixed deposit interest rates?", "--speak", str(out)]) == 0
    assert 2 < wav_seconds(out.read_bytes()) < 120
    assert str(out) in capsys.readouterr().err


@pytest.mark.slow
def test_ask_speak_without_a_speaker_fails_with_the_reason(assistant_env, monkeypatch, capsys):
    monkeypatch.setenv("BANKING_AI_SPEECH__SPEAKER", "off")
    out = assistant_env / "answer.wav"
    assert cli.main(["ask", "What are the fixed deposit interest rates?", "--speak", str(out)]) == 1
    assert not out.exists()
    assert "not available" in capsys.readouterr().err


def test_ask_audio_prints_what_was_heard_then_the_answer(assistant_env, spoken, capsys):  # noqa: F811
    recording = assistant_env / "question.wav"
    recording.write_bytes(spoken[STOLEN_CARD])
    assert cli.main(["ask", "--audio", str(recording)]) == 0
    out = capsys.readouterr().out
    heard, _, answer = out.partition("\n")
    assert heard.startswith("heard: ") and "card" in heard
    assert "(urgent, intent card_lost_stolen" in answer

    assert cli.main(["ask", "--audio", str(recording), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert "card" in printed["transcript"] and printed["route"] == "urgent"


def test_ask_audio_with_a_bad_recording_says_why(assistant_env, capsys):
    from tests.speech.samples import silence

    recording = assistant_env / "quiet.wav"
    recording.write_bytes(silence(1.0))
    assert cli.main(["ask", "--audio", str(recording)]) == 1
    assert "could not hear anything" in capsys.readouterr().err
    assert cli.main(["ask", "--audio", str(assistant_env / "missing.wav")]) == 1
    assert "could not find the recording" in capsys.readouterr().err
