"""The real app through its HTTP API (gradio_client): answers, isolation, bad input, staff indexing."""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path

import pytest

from tests.documents import write_docx
from tests.ui.conftest import MAX_UPLOAD_MB
from tests.ui.images import broken_png, noise_png, text_screenshot

pytestmark = [pytest.mark.integration, pytest.mark.slow]

FD_QUESTION = "What is the interest rate on a 1 year fixed deposit?"
FOLLOW_UP = "and for senior citizens?"
REWRITTEN = "follow-up joined to the previous question"


def _message(text: str = "", *paths) -> dict:
    from gradio_client import handle_file

    return {"text": text, "files": [handle_file(str(path)) for path in paths]}


def _ask(client, text: str = "", *paths) -> tuple[list[dict], str]:
    """(the whole conversation shown, the last assistant bubble's text) after one turn."""
    history, _box, _related = client.predict(_message(text, *paths), api_name="/chat")
    return history, _text(history[-1])


def _text(bubble: dict) -> str:
    content = bubble["content"]
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def test_policy_question_streams_then_answers_with_a_cited_policy(client):
    job = client.submit(_message(FD_QUESTION), api_name="/chat")
    final_history, *_ = job.result()
    updates = job.outputs()
    assert len(updates) >= 2  # the question and a typing bubble first, the answer last
    assert _text(updates[0][0][-1]).endswith("▍")
    answer = _text(final_history[-1])
    assert "<summary>" in answer and "Fixed Deposits" in answer.split("<summary>")[1]
    assert "answered from bank policies" in answer


def test_two_sessions_never_see_each_others_conversation(live_app):
    """A's FD question must not turn B's lone follow-up into a question about FDs (and the same
    follow-up in A, as a control, is joined to A's question)."""
    from gradio_client import Client

    def new_client():
        return Client(live_app.url, verbose=False, download_files=False, analytics_enabled=False)

    alice, bob = new_client(), new_client()
    results: dict[str, tuple] = {}

    def alice_turns():
        results["alice_first"] = _ask(alice, FD_QUESTION)

    def bob_turn():
        time.sleep(0.3)  # after Alice's question is in flight
        results["bob"] = _ask(bob, FOLLOW_UP)

    threads = [threading.Thread(target=alice_turns), threading.Thread(target=bob_turn)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    alice_follow_history, alice_follow = _ask(alice, FOLLOW_UP)

    bob_history, bob_answer = results["bob"]
    assert len(bob_history) == 2 and FD_QUESTION not in str(bob_history)
    assert REWRITTEN not in bob_answer
    assert len(alice_follow_history) == 4
    assert REWRITTEN in alice_follow  # the control: within one session the follow-up is joined


def test_close_sections_come_back_as_related_questions(client):
    question = "What documents do I need to open a savings account?"
    history, _box, related = client.predict(_message(question), api_name="/chat")
    offered = [sample[0] for sample in related["samples"]]
    assert related["visible"] and 1 <= len(offered) <= 3
    assert len(set(offered)) == len(offered)
    cited = re.findall(r"\[\d+\] [^<]*? — ([^<]*)</strong>", _text(history[-1]))
    assert cited and not {section.rsplit(" &gt; ", 1)[-1] for section in cited} & set(offered)


def test_new_conversation_clears_the_history_and_the_memory(client):
    _ask(client, FD_QUESTION)
    cleared, _box, *_ = client.predict(api_name="/new_conversation")
    assert cleared == []
    history, answer = _ask(client, FOLLOW_UP)
    assert len(history) == 2 and REWRITTEN not in answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "Please type your question"),
        ("   \n  ", "Please type your question"),
        ("x" * 20_000, "20,000 characters long"),
    ],
)
def test_bad_text_gets_a_friendly_reply(client, text, expected):
    _history, answer = _ask(client, text)
    assert expected in answer
    assert "could not read the message" in answer


@pytest.mark.parametrize(("name", "content"), [("setup.exe", b"MZ\x90\x00" * 64), ("notes.txt", b"hello " * 50)])
def test_non_image_upload_is_refused_in_the_chat(client, tmp_path, name, content):
    upload = tmp_path / name
    upload.write_bytes(content)
    _, answer = _ask(client, "", upload)
    assert "I can only read screenshots and photos" in answer


def test_broken_and_oversized_images_get_the_readers_friendly_reply(client, tmp_path):
    _, broken = _ask(client, "", broken_png(tmp_path / "error.png"))
    assert "damaged" in broken or "incomplete" in broken
    big = noise_png(tmp_path / "big.png", 800)  # ~1.9 MB: over the reader's 1.5 MB, under the upload limit
    _, too_large = _ask(client, "", big)
    assert "too large" in too_large


def test_upload_over_the_app_limit_is_refused_and_the_app_keeps_serving(client, tmp_path):
    huge = tmp_path / "huge.png"
    huge.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * int((MAX_UPLOAD_MB + 1) * 1_000_000))
    with pytest.raises(Exception, match=r"(?i)too large|size|413"):
        _ask(client, "", huge)
    _, answer = _ask(client, FD_QUESTION)
    assert "answered from bank policies" in answer


def test_indexing_in_the_staff_tab_does_not_stop_customers_being_answered(live_app, client, tmp_path):
    """A build holds the index lock for seconds; customers keep getting cited answers meanwhile."""
    from banking_ai.ui.staff import StaffController

    staff = StaffController(live_app.orchestrator, live_app.settings)
    paragraphs = [
        ("p", f"Clause {n}: branch cash handling procedure number {n} requires dual control and a register entry.")
        for n in range(500)
    ]
    manual = write_docx(
        tmp_path / "cash_manual.docx", "Branch Cash Handling Manual", [("h1", "Procedures"), *paragraphs]
    )
    build: dict[str, float] = {}

    def index():
        build["start"] = time.monotonic()
        build["report"] = staff.index_uploads(True, [(str(manual), "cash_manual.docx")])
        build["end"] = time.monotonic()

    worker = threading.Thread(target=index)
    worker.start()
    answered_during_build = []
    try:
        while worker.is_alive() and len(answered_during_build) < 3:
            _, answer = _ask(client, FD_QUESTION)
            assert "answered from bank policies" in answer
            if worker.is_alive():
                answered_during_build.append(time.monotonic())
    finally:
        worker.join(timeout=300)
    assert "Added: cash_manual.docx" in build["report"]
    assert answered_during_build, "the build finished before any customer question; make the document larger"
    kept = staff.uploads / "cash_manual.docx"
    assert staff.delete(True, str(kept)).startswith("**Deleted**")


def _files_holding(data: bytes, *folders: Path) -> list[Path]:
    found = []
    for folder in folders:
        if folder.is_dir():
            found += [p for p in folder.rglob("*") if p.is_file() and p.stat().st_size == len(data)]
    return [p for p in found if p.read_bytes() == data]


def test_a_screenshot_leaves_no_copy_on_disk_and_the_apps_folders_are_owner_only(live_app, client, tmp_path):
    import os
    import tempfile
    import uuid

    # A unique screenshot: any file with these bytes after the turn is a copy the app kept.
    image = text_screenshot(tmp_path / "upi_error.png", ["UPI transaction failed.", f"Ref {uuid.uuid4().hex[:12]}"])
    data = image.read_bytes()
    root = live_app.settings.index_dir.parent  # the app's folder: index, uploads, feedback, upload cache
    cache = Path(os.environ["GRADIO_TEMP_DIR"])
    assert cache.is_relative_to(root)  # Gradio's cache is confined to the app's folder, not /tmp/gradio

    _, answer = _ask(client, "What does this error mean?", image)
    assert "could not read" not in answer  # the screenshot was read

    assert _files_holding(data, root, cache, Path(tempfile.gettempdir()) / "gradio") == []
    for folder in (live_app.settings.index_dir, cache):
        assert folder.stat().st_mode & 0o077 == 0, f"{folder} is open to other users"
