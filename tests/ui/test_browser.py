"""The real app in headless Debian chromium: what a customer and a staff member see and do.

Screenshots go to test-artifacts/ui/ (gitignored) for review.
"""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from banking_ai.insights.feedback import feedback_path
from tests.documents import write_docx
from tests.network import free_port
from tests.speech.conftest import BLOCK_CARD, spoken  # noqa: F401  (espeak-ng recordings, once per session)
from tests.ui.conftest import STAFF_PASSWORD
from tests.ui.images import broken_png, text_screenshot

pytestmark = [pytest.mark.integration, pytest.mark.slow]

ANSWER_TIMEOUT_MS = 60_000
# Records every text the indexing report shows, so the test sees the progress bar it passed through.
WATCH_PROGRESS = """() => {
    window.__progress = [];
    const report = document.querySelector('#index-report');
    new MutationObserver(() => window.__progress.push(report.innerText))
        .observe(report, {subtree: true, childList: true, characterData: true});
}"""
BOT = "#conversation [data-testid='bot']"


@pytest.fixture
def page(browser, live_app):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.goto(live_app.url)
    page.wait_for_selector("#message textarea", timeout=30_000)
    yield page
    context.close()


def _send(page, text: str) -> None:
    page.fill("#message textarea", text)
    page.keyboard.press("Enter")


def _last_answer(page, count: int) -> str:
    """Waits until the ``count``-th assistant bubble holds a finished answer and the message box is unlocked
    again (the last update of a turn; a file attached to a locked box is dropped); returns the answer's text."""
    page.wait_for_function(
        """([selector, count]) => {
            const bubbles = document.querySelectorAll(selector);
            const box = document.querySelector('#message textarea');
            return bubbles.length >= count && !bubbles[count - 1].innerText.includes('▍')
                && bubbles[count - 1].innerText.trim().length > 0 && box && !box.disabled;
        }""",
        arg=[BOT, count],
        timeout=ANSWER_TIMEOUT_MS,
    )
    return page.locator(BOT).nth(count - 1).inner_text()


def _expand(page, summary: str | None, expected: str | re.Pattern) -> str:
    """Opens the first assistant bubble's folded part (the one whose summary holds ``summary``, else the first) and
    returns that part's text once it shows ``expected``. A late update of the turn may re-render the bubble and
    fold it again, so the click is repeated until the text is there (or the retries run out and the test fails)."""
    folded = page.locator(f"{BOT} details", has=page.locator("summary", has_text=summary)) if summary else None
    folded = (folded if folded is not None else page.locator(f"{BOT} details")).first
    text = ""
    for _ in range(10):
        folded.locator("summary").first.click()
        for _ in range(10):
            text = folded.inner_text()
            if expected.search(text) if isinstance(expected, re.Pattern) else expected in text:
                return text
            page.wait_for_timeout(100)
    return text


def test_policy_question_streams_an_answer_with_an_expandable_citation(page, artifacts):
    _send(page, "What is the interest rate on a 1 year fixed deposit?")
    page.wait_for_selector(BOT, timeout=ANSWER_TIMEOUT_MS)  # the typing bubble appears before the answer
    answer = _last_answer(page, 1)
    assert re.search(r"\d sources?", answer)
    sources = _expand(page, None, "Fixed Deposits")
    assert "Fixed Deposits" in sources and "[1]" in sources
    assert "retrieve" in _expand(page, "How this answer was found", "retrieve")
    page.screenshot(path=artifacts / "chat_answer_with_sources.png", full_page=True)


def test_a_related_question_is_asked_with_one_click(page):
    _send(page, "What documents do I need to open a savings account?")
    _last_answer(page, 1)
    related = page.locator("#related-questions")
    related.wait_for(state="visible", timeout=ANSWER_TIMEOUT_MS)
    first = related.locator("button").first
    question = first.inner_text().strip()
    first.click()
    page.wait_for_function(
        "([s, q]) => [...document.querySelectorAll(s)].some(b => b.innerText.includes(q))",
        arg=["#conversation [data-testid='user']", question],
        timeout=ANSWER_TIMEOUT_MS,
    )
    assert _last_answer(page, 2)


def test_screenshot_of_an_error_is_read_and_answered(page, artifacts, tmp_path):
    image = text_screenshot(tmp_path / "upi_error.png", ["UPI transaction failed.", "Error code U30"])
    page.set_input_files("#message input[type=file]", str(image))
    page.wait_for_selector("#message img", timeout=30_000)  # the thumbnail of the attached image
    _send(page, "What does this error mean?")
    answer = _last_answer(page, 1)
    lowered = answer.lower()
    assert "debited" in lowered or "u30" in lowered  # the U30 row of the UPI policy
    pattern = re.compile(r"ocr: \d+ ms — \d+ chars")
    assert pattern.search(_expand(page, "How this answer was found", pattern))
    page.screenshot(path=artifacts / "chat_screenshot_question.png", full_page=True)


def test_staff_upload_is_indexed_and_then_cited_in_the_chat(page, live_app, artifacts, tmp_path):
    from docx import Document

    policy = tmp_path / "locker_rent_policy.docx"
    document = Document()
    document.add_heading("Locker Rent Policy", level=0)
    document.add_heading("Annual locker rent", level=1)
    document.add_paragraph(
        "The annual rent for a small safe deposit locker is Rs 3,175 plus GST, collected every 15 July."
    )
    document.add_paragraph("A medium locker costs Rs 5,950 a year and a large locker Rs 9,400 a year.")
    document.save(policy)

    page.get_by_role("tab", name="Staff").click()
    page.fill("#staff-password input", "wrong password")
    page.get_by_role("button", name="Unlock staff tools").click()
    page.wait_for_selector("text=Wrong password", timeout=15_000)
    assert not page.locator("#staff-tools").is_visible()
    page.fill("#staff-password input", STAFF_PASSWORD)
    page.get_by_role("button", name="Unlock staff tools").click()
    page.wait_for_selector("#staff-tools", state="visible", timeout=15_000)
    page.wait_for_selector("#health >> text=tesseract", timeout=30_000)

    page.evaluate(WATCH_PROGRESS)
    page.set_input_files("#staff-tools input[type=file]", str(policy))
    page.wait_for_selector("#index-report >> text=Added: locker_rent_policy.docx", timeout=120_000)
    seen = " | ".join(page.evaluate("window.__progress"))
    assert re.search(r"\d+/\d+ (files|passages)\W+[\d.]+s\s+(Reading files|Embedding passages|Storing passages)", seen)
    page.wait_for_selector("#documents >> text=Locker Rent Policy", timeout=30_000)
    page.screenshot(path=artifacts / "staff_after_indexing.png", full_page=True)

    page.get_by_role("tab", name="Chat").click()
    _send(page, "What are the locker charges for a small locker?")
    answer = _last_answer(page, 1)
    assert "3,175" in answer
    assert "Locker Rent Policy" in _expand(page, None, "Locker Rent Policy")
    page.screenshot(path=artifacts / "chat_cites_new_document.png", full_page=True)


def test_phone_screen_shows_the_whole_chat_without_sideways_scrolling(browser, live_app, artifacts):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(live_app.url)
        page.wait_for_selector("#message textarea", timeout=30_000)
        page.get_by_text("How do I block my lost debit card?", exact=True).click()  # an example question
        page.wait_for_function("() => document.querySelector('#message textarea').value.includes('lost debit card')")
        page.focus("#message textarea")
        page.keyboard.press("Enter")
        answer = _last_answer(page, 1)
        assert "block" in answer.lower() and re.search(r"\d sources?", answer)
        page.locator(f"{BOT} summary").first.click()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        box = page.locator("#message textarea").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        page.screenshot(path=artifacts / "phone_390px.png", full_page=False)
    finally:
        context.close()


def test_bad_input_gets_friendly_messages_in_the_chat_and_the_chat_keeps_working(page, artifacts, tmp_path):
    page.focus("#message textarea")
    page.keyboard.press("Enter")  # nothing typed, nothing attached
    assert "Please type your question" in _last_answer(page, 1)

    _send(page, "a" * 20_000)
    assert "20,000 characters long" in _last_answer(page, 2)

    program = tmp_path / "setup.exe"
    program.write_bytes(b"MZ\x90\x00" * 64)
    page.set_input_files("#message input[type=file]", str(program))
    page.wait_for_selector("#message [aria-label='File thumbnail']", timeout=30_000)
    page.focus("#message textarea")
    page.keyboard.press("Enter")
    assert "I can only read screenshots and photos" in _last_answer(page, 3)

    page.set_input_files("#message input[type=file]", str(broken_png(tmp_path / "broken.png")))
    page.wait_for_selector("#message img", timeout=30_000)
    page.focus("#message textarea")
    page.keyboard.press("Enter")
    broken = _last_answer(page, 4)
    assert "damaged" in broken or "incomplete" in broken
    page.screenshot(path=artifacts / "chat_bad_inputs.png", full_page=True)

    _send(page, "What documents do I need to open a savings account?")
    assert re.search(r"\d sources?", _last_answer(page, 5))


def test_like_is_stored_as_feedback_without_the_question(page, live_app):
    question = "How do I block my lost debit card? My card is 4111 1111 1111 1111"
    _send(page, question)
    _last_answer(page, 1)
    page.locator("#conversation button[aria-label='Like']").first.click()
    path = feedback_path(live_app.settings)
    for _ in range(50):
        if path.exists() and path.read_text().strip():
            break
        page.wait_for_timeout(100)
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert records[-1]["rating"] == "like"
    assert records[-1]["answer"] and records[-1]["route"]
    assert "4111" not in path.read_text() and "lost debit card?" not in path.read_text()


def test_read_aloud_plays_the_latest_answer_and_the_clip_goes_with_a_new_conversation(page, live_app, artifacts):
    from banking_ai.ui.serve import upload_cache_dir

    _send(page, "What is the interest rate on a 1 year fixed deposit?")
    _last_answer(page, 1)
    page.locator("#read-aloud").click()
    player = page.locator("#read-aloud-audio")
    # Gradio's player: a download link to the clip, and the clip's length once the browser decoded it.
    player.locator("a[download='answer.wav']").wait_for(state="attached", timeout=30_000)
    seconds = page.wait_for_function(
        """() => { const times = (document.querySelector('#read-aloud-audio').innerText.match(/\\d+:\\d\\d/g) || [])
                       .map(t => 60 * +t.split(':')[0] + +t.split(':')[1]);
                   const longest = Math.max(0, ...times); return longest > 2 && longest; }""",
        timeout=30_000,
    ).json_value()
    assert 2 < seconds < 120  # a real clip of the answer (a broken WAV header would say hours)
    clips = list(upload_cache_dir(live_app.settings).resolve().glob("*/answer.wav"))
    assert clips and all(clip.stat().st_mode & 0o077 == 0 for clip in clips)  # owner-only
    page.screenshot(path=artifacts / "chat_read_aloud.png", full_page=True)
    # Any answer, not only the latest: after reading the newest, clicking the first answer plays that one.
    first_clip = player.locator("a[download='answer.wav']").get_attribute("href")
    _send(page, "How do I block my lost debit card?")
    _last_answer(page, 2)
    page.locator("#read-aloud").click()
    changed = """(old) => { const link = document.querySelector("#read-aloud-audio a[download='answer.wav']");
                              return link && link.getAttribute('href') !== old; }"""
    page.wait_for_function(changed, arg=first_clip, timeout=30_000)
    newest_clip = player.locator("a[download='answer.wav']").get_attribute("href")
    page.locator(f"{BOT} summary").last.click()  # opening the sources is not a request to hear anything
    page.wait_for_timeout(2_000)
    assert player.locator("a[download='answer.wav']").get_attribute("href") == newest_clip
    assert page.locator(f"{BOT} details[open]").count() == 1
    text = page.locator(BOT).first.locator("p").first
    text.scroll_into_view_if_needed()
    box = text.bounding_box()
    page.mouse.move(box["x"] + 2, box["y"] + box["height"] / 2)  # select some of the answer, as to copy it
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.6, box["y"] + box["height"] / 2, steps=5)
    page.mouse.up()
    assert page.evaluate("String(window.getSelection()).trim()") != ""
    page.wait_for_timeout(2_000)
    assert player.locator("a[download='answer.wav']").get_attribute("href") == newest_clip  # selecting plays nothing
    text.click()  # the answer's own text
    page.wait_for_function(changed, arg=newest_clip, timeout=30_000)
    assert player.locator("a[download='answer.wav']").get_attribute("href") == first_clip  # the first answer again
    clips = list(upload_cache_dir(live_app.settings).resolve().glob("*/answer.wav"))
    assert len(clips) == 1  # the earlier clip went when this one was made
    page.locator("#new-conversation").click()
    page.locator("#read-aloud-audio").wait_for(state="hidden", timeout=10_000)
    assert not any(clip.exists() for clip in clips)


def test_an_unanswered_question_shows_up_under_its_intent_in_the_staff_insights_tab(page, live_app, artifacts):
    from banking_ai.insights import open_turn_store

    question = "Is there a crypto trading account?"  # the sample policies do not say
    _send(page, question)
    _last_answer(page, 1)
    store = open_turn_store(live_app.settings)
    try:
        turn = store.records()[-1]
    finally:
        store.close()
    assert turn.unanswered and turn.intent == live_app.orchestrator.classifier.predict([question])[0].label

    page.get_by_role("tab", name="Staff").click()
    page.fill("#staff-password input", STAFF_PASSWORD)
    page.get_by_role("button", name="Unlock staff tools").click()
    page.wait_for_selector("#staff-tools", state="visible", timeout=15_000)
    page.get_by_role("tab", name="Insights").click()
    page.wait_for_function(
        """([intent, place]) => [...document.querySelectorAll('#insights-unanswered tr')]
            .some(row => row.textContent.includes(intent) && row.textContent.includes(place))""",
        arg=[turn.intent, turn.place],
        timeout=30_000,
    )
    assert "unanswered" in page.locator("#insights-summary").inner_text()
    for plot in ("#insights-routes", "#insights-latency", "#insights-days"):
        assert page.locator(plot).is_visible()
    with page.expect_download(timeout=15_000) as download:
        page.locator("#insights-csv").click()
    exported = download.value.path().read_text()
    assert exported.startswith("table,day,") and turn.intent in exported and question not in exported
    page.screenshot(path=artifacts / "staff_insights.png", full_page=True)


@pytest.fixture
def tracker():
    """A local HTTP server standing in for a tracking pixel's host; ``.requests`` lists the paths asked for."""

    class Recorder(BaseHTTPRequestHandler):
        def do_GET(self):  # http.server calls it by this name
            server.requests.append(self.path)
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", free_port()), Recorder)
    server.requests = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def test_links_and_images_in_a_policy_document_reach_the_customer_as_inert_text(page, live_app, tracker, tmp_path):
    port = tracker.server_address[1]
    notice = write_docx(
        tmp_path / "video_rekyc_notice.docx",
        "Video Re-KYC Renewal Notice",
        [
            ("h1", "Completing your video re-KYC renewal"),
            (
                "p",
                "Video re-KYC renewal is due every two years for savings accounts. "
                '<a href="https://evil.example/kyc-login">Complete your re-KYC here</a> before your account is frozen. '
                f'<img src="http://127.0.0.1:{port}/t.png"> '
                "The video re-KYC renewal can also be done on the [KYC portal](https://phish.example/otp) in ten "
                "minutes. The official page is https://suvidhabank.example/rekyc for every customer.",
            ),
        ],
    )
    rag = live_app.orchestrator.rag
    assert rag.indexer.build([notice]).ok
    try:
        _send(page, "How do I complete my video re-KYC renewal?")
        answer = _last_answer(page, 1)
        bubble = page.locator(BOT).first
        bubble.locator("summary").first.click()  # the sources panel quotes the same passage
        page.wait_for_timeout(500)  # time for the browser to fetch an image, had one been made
        # No image was made or fetched, and nothing links anywhere but the bank's own domain ...
        assert tracker.requests == []
        assert bubble.locator("img").count() == 0
        hosts = {urlsplit(href).hostname for href in bubble.locator("a").evaluate_all("a => a.map(x => x.href)")}
        assert hosts == {"suvidhabank.example"}
        # ... yet the document's words reach the customer, as text (so the payloads were in the answer).
        assert "Complete your re-KYC here" in answer and "KYC portal" in answer
        assert "https://phish.example/otp" in answer
    finally:
        rag.indexer.build([], delete=[str(notice)])


def test_a_spoken_question_lands_in_the_message_box_and_is_sent_only_by_the_customer(
    page,
    live_app,
    spoken,  # noqa: F811
    artifacts,
    tmp_path,
):
    recording = tmp_path / "question.wav"
    recording.write_bytes(spoken[BLOCK_CARD])  # the acceptance sentence, heard offline by Whisper
    upload = page.locator("#voice-recorder input[type=file]")
    if upload.count() == 0:  # the microphone is the first source: switch the control to file upload
        page.click("#voice-recorder button[aria-label='Upload file']")
    page.set_input_files("#voice-recorder input[type=file]", str(recording))
    page.wait_for_function(
        "() => document.querySelector('#message textarea').value.toLowerCase().includes('block my lost debit card')",
        timeout=ANSWER_TIMEOUT_MS,
    )
    assert "press send" in page.inner_text("#voice-note")
    assert page.locator(BOT).count() == 0  # shown for checking, not sent
    assert not list(Path(live_app.demo.GRADIO_CACHE).rglob("question*.wav"))  # the recording is not kept
    page.screenshot(path=artifacts / "chat_voice_transcript.png", full_page=True)
    page.focus("#message textarea")
    page.keyboard.press("Enter")
    assert "block" in _last_answer(page, 1).lower()
