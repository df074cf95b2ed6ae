"""The Gradio Blocks: a customer chat tab and, where allowed, a staff tab.

Callbacks are thin: they unpack what the browser sent, call ``ChatController`` or
``StaffController`` and turn the result into component updates.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import gradio as gr  # this module is the Gradio layer; banking_ai.ui imports it only when an app is built

from banking_ai.insights.feedback import FeedbackLog, feedback_path
from banking_ai.ui.chat import ChatController, Conversation
from banking_ai.ui.insights import InsightsController, insights_tab
from banking_ai.ui.read_aloud import ReadAloud
from banking_ai.ui.staff import DOCUMENT_COLUMNS, StaffController, progress_callback, staff_access
from banking_ai.ui.voice import VoiceInput

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

INTRO = (
    "Ask about accounts, deposits, loans, cards, UPI and charges — answers come from the bank's policy "
    "documents, with sources. You can attach or paste a screenshot of an error message, or ask by voice. "
    "**Never share your PIN, OTP, CVV or password** — the bank will never ask for them."
)
EXAMPLES = [
    "What is the interest rate on a 1 year fixed deposit?",
    "My UPI payment failed but money was debited. What should I do?",
    "How do I block my lost debit card?",
    "What documents do I need to open a savings account?",
    "EMI for a 5 lakh personal loan at 11% for 3 years?",
]
# No file-type filter in the browser: Gradio's own refusal is a passing "Error" toast, while the
# controllers answer a wrong file in the chat (or name it in the indexing report) with a reason.
CHAT_FILE_TYPES = None
STAFF_FILE_TYPES = None
# Long pastes stay text (the default turns > 1,000 characters into a .txt attachment), so the
# assistant can say the message is too long instead of refusing a file.
MAX_PLAIN_TEXT = 100_000
LOGIN_LANES = 4  # staff password checks at once (a hashed password takes ~0.3 s of CPU)
READ_ALOUD_LANES = 2  # answers read aloud at once (espeak-ng: ~50 ms each), apart from the chat's lanes


def page_title(settings: Settings) -> str:
    """The browser tab's and the page's title: the bank's name from settings."""
    return f"{settings.conversation.bank_name} assistant"


def build_app(orchestrator: Orchestrator, settings: Settings) -> gr.Blocks:
    """The app for ``orchestrator``, queued with ``settings.ui``'s concurrency limits (not launched)."""
    feedback = FeedbackLog(feedback_path(settings), retention_days=settings.ui.feedback_retention_days)
    max_age = settings.ui.cache_max_age_s
    # Uploads nobody sent are deleted from Gradio's cache after max_age (checked every 5 minutes at
    # most); the whole cache when the app stops. A sent screenshot goes at once (ChatController).
    title = page_title(settings)
    with gr.Blocks(title=title, analytics_enabled=False, delete_cache=(min(max_age, 300), max_age)) as demo:
        chat = ChatController(
            orchestrator,
            feedback,
            max_upload_mb=settings.ui.max_upload_mb,
            link_domains=settings.ui.link_domains,
            upload_dir=demo.GRADIO_CACHE,
        )
        gr.Markdown(f"# {title}\n{INTRO}", elem_id="intro")
        with gr.Tabs():
            with gr.Tab("Chat", id="chat"):
                voice = VoiceInput(orchestrator, upload_dir=demo.GRADIO_CACHE) if settings.speech.enabled else None
                _chat_tab(chat, ReadAloud(orchestrator.speaker), demo.GRADIO_CACHE, voice)
            if staff_access(settings) != "absent" and orchestrator.rag is not None:
                with gr.Tab("Staff", id="staff") as staff_tab:
                    _staff_tab(StaffController(orchestrator, settings, upload_cache=demo.GRADIO_CACHE), staff_tab)
    demo.queue(default_concurrency_limit=settings.ui.concurrency_limit, max_size=settings.ui.max_queue)
    return demo


def _chat_tab(chat: ChatController, reader: ReadAloud, cache: str, voice: VoiceInput | None = None) -> None:
    conversation = gr.State(None)
    chatbot = gr.Chatbot(
        label="Conversation with the assistant" + (" (click an answer to hear it)" if reader.offered else ""),
        height="min(62vh, 640px)",
        min_height=280,
        feedback_options=("Like", "Dislike"),
        buttons=["copy"],
        placeholder="Ask a question below, or pick an example.",
        # Bubbles are inert Markdown (render.py); no LaTeX, no custom tags on top of it.
        latex_delimiters=[],
        allow_tags=False,
        elem_id="conversation",
    )
    box = gr.MultimodalTextbox(
        label="Your message",
        show_label=False,
        placeholder="Type your question, or attach or paste a screenshot…",
        file_types=CHAT_FILE_TYPES,
        file_count="single",
        sources=["upload"],
        max_plain_text_length=MAX_PLAIN_TEXT,
        submit_btn=True,  # Gradio's arrow icon; a "Send" label would not match its accessible name
        autofocus=True,
        elem_id="message",
    )
    if voice is not None:
        _voice_input(voice, box)
    # Sections that scored close to the one answered: one click asks them (docs/conversation.md).
    related = gr.Dataset(
        components=[gr.Textbox(visible=False)],
        samples=[],
        label="Related questions",
        visible=False,
        elem_id="related-questions",
    )
    with gr.Row():
        read = gr.Button("Read aloud", variant="secondary", size="sm", visible=reader.offered, elem_id="read-aloud")
        new_chat = gr.Button("New conversation", variant="secondary", size="sm", elem_id="new-conversation")
    heard = _read_aloud_player(reader, read, chatbot, conversation, cache)
    gr.Examples(examples=[[{"text": q, "files": []}] for q in EXAMPLES], inputs=[box], label="Example questions")

    def send(message: dict | None, state: Conversation | None):
        """Streams the chat while the box is locked; unlocks it with the final answer and its related questions."""
        conversation = state
        hidden = gr.Dataset(samples=[], visible=False)
        for conversation in chat.turn(message, state):
            yield _bubbles(conversation), gr.MultimodalTextbox(value=None, interactive=False), conversation, hidden
        questions = chat.related_questions(conversation)
        offered = gr.Dataset(samples=[[q] for q in questions], visible=bool(questions))
        yield _bubbles(conversation), gr.MultimodalTextbox(value=None, interactive=True), conversation, offered

    outputs = [chatbot, box, conversation, related]
    box.submit(send, [box, conversation], outputs, api_name="chat", show_progress="hidden")

    def ask_related(sample: list | None, state: Conversation | None):
        question = sample[0] if sample else ""
        yield from send({"text": question, "files": []}, state)

    related.click(ask_related, [related, conversation], outputs, api_visibility="private", show_progress="hidden")

    def start_over(state: Conversation | None):
        return (
            [],
            gr.MultimodalTextbox(value=None, interactive=True),
            chat.new_conversation(state),
            gr.Dataset(samples=[], visible=False),
        )

    new_chat.click(start_over, [conversation], outputs, api_name="new_conversation").then(**heard)
    chatbot.clear(start_over, [conversation], outputs, api_visibility="private").then(**heard)

    def rate(state: Conversation | None, data: gr.LikeData) -> None:
        chat.rate(state, data.index, data.liked)

    chatbot.like(rate, [conversation], None, api_visibility="private")


def _read_aloud_player(
    reader: ReadAloud, read: gr.Button, chatbot: gr.Chatbot, conversation: gr.State, cache: str
) -> dict[str, Any]:
    """The player the "Read aloud" button fills with the latest answer (autoplay), and a line for a refusal;
    clicking an answer in the conversation reads that answer instead (a customer's own bubble does nothing).

    The clip is written to the app's owner-only cache under Gradio's own name for it (so Gradio serves
    it without a copy); the previous clip goes when the next is made or the conversation restarts, any
    other with the cache's age limit. Returns the listener that removes the clip, for "New conversation"."""
    from gradio.processing_utils import save_bytes_to_cache

    from banking_ai.files import delete_uploads, private_dir, private_file

    clip = gr.State(None)
    player = gr.Audio(
        label="Answer read aloud",
        type="filepath",
        interactive=False,
        autoplay=True,
        visible=False,
        elem_id="read-aloud-audio",
    )
    note = gr.Markdown(visible=False, elem_id="read-aloud-note")

    def speak(state: Conversation | None, previous: str | None):
        return play(reader.latest(state), previous)

    def speak_selected(state: Conversation | None, previous: str | None, event: gr.SelectData):
        index = event.index[0] if isinstance(event.index, (list, tuple)) else event.index
        speech = reader.selected(state, index)
        if speech is None:
            return gr.skip(), gr.skip(), gr.skip()
        return play(speech, previous)

    def play(speech, previous: str | None):
        if previous:
            delete_uploads([previous], cache)
        if speech.wav is None:
            return gr.Audio(value=None, visible=False), gr.Markdown(speech.message, visible=True), None
        path = save_bytes_to_cache(speech.wav, "answer.wav", cache)
        private_dir(Path(path).parent)  # owner-only even outside serve()'s umask (a test, an embedding app)
        private_file(Path(path))
        return gr.Audio(value=path, visible=True), gr.Markdown(visible=False), path

    def forget(previous: str | None):
        if previous:
            delete_uploads([previous], cache)
        return gr.Audio(value=None, visible=False), gr.Markdown(visible=False), None

    lanes = {"concurrency_id": "read-aloud", "concurrency_limit": READ_ALOUD_LANES}
    read.click(speak, [conversation, clip], [player, note, clip], api_visibility="private", **lanes)
    if reader.offered:  # otherwise every bubble would look clickable and do nothing
        chatbot.select(speak_selected, [conversation, clip], [player, note, clip], api_visibility="private", **lanes)
    return {"fn": forget, "inputs": [clip], "outputs": [player, note, clip], "api_visibility": "private"}


def _voice_input(voice: VoiceInput, box: gr.MultimodalTextbox) -> None:
    """A microphone (or an audio file) whose words land in the message box for the customer to check."""
    with gr.Row(elem_id="voice-input"):
        recorder = gr.Audio(
            sources=["microphone", "upload"],
            type="filepath",
            format=None,  # keep the browser's WebM/Ogg: converting would need ffmpeg; we decode it ourselves
            label="Ask by voice",
            show_label=True,
            elem_id="voice-recorder",
        )
    note = gr.Markdown(elem_id="voice-note")

    def listen(recording: str | None, message: dict | None):
        value, said = voice.listen(recording, message)
        return gr.MultimodalTextbox(value=value), said, None

    listened = {"api_visibility": "private", "show_progress": "minimal"}
    # Speaking takes seconds: enough to load the engine, which the first recording would otherwise wait for.
    recorder.start_recording(voice.prepare, None, None, api_visibility="private", queue=False, show_progress="hidden")
    recorder.stop_recording(listen, [recorder, box], [box, note, recorder], **listened)
    recorder.upload(listen, [recorder, box], [box, note, recorder], **listened)


def _bubbles(conversation: Conversation) -> list[dict]:
    return [dict(message) for message in conversation.messages]


def _staff_tab(staff: StaffController, tab: Any) -> None:
    unlocked = gr.State(staff.initially_unlocked())
    gated = staff.access == "password"
    with gr.Column(visible=gated, elem_id="staff-gate") as gate:
        password = gr.Textbox(label="Staff password", type="password", max_lines=1, elem_id="staff-password")
        unlock = gr.Button("Unlock staff tools", variant="primary")
        gate_message = gr.Markdown()
    with gr.Column(visible=not gated, elem_id="staff-tools") as tools, gr.Tabs(elem_id="staff-sections"):
        with gr.Tab("Documents", id="documents"):
            gr.Markdown(
                "## Add or update policy documents\n"
                "DOCX, PDF (with a text layer), TXT, MD or HTML. A file with the same name as an uploaded one "
                "replaces it. Customers keep being answered while documents are indexed."
            )
            uploads = gr.UploadButton(
                "Upload and index documents…",
                file_count="multiple",
                file_types=STAFF_FILE_TYPES,
                variant="primary",
                elem_id="staff-upload",
            )
            index_report = gr.Markdown(elem_id="index-report")
            gr.Markdown("## Indexed documents")
            document_status = gr.Markdown(elem_id="document-status")
            table = gr.Dataframe(
                headers=DOCUMENT_COLUMNS,
                interactive=False,
                wrap=True,
                column_widths=["46%", "14%", "20%", "20%"],
                elem_id="documents",
            )
            with gr.Row():
                to_delete = gr.Dropdown(label="Document to delete", choices=[], scale=3)
                delete_button = gr.Button("Delete document", variant="stop", scale=1)
            delete_report = gr.Markdown()
            gr.Markdown("## Health")
            health_panel = gr.Markdown(elem_id="health")
            refresh = gr.Button("Refresh list and health", size="sm")
        with gr.Tab("Insights", id="insights") as insights_section:
            export_dir = staff.upload_cache or staff.settings.index_dir.parent
            insights_tab(InsightsController(staff.settings, export_dir), unlocked, insights_section)

    listing = [table, to_delete, document_status, health_panel]

    def refresh_all(is_unlocked: bool):
        rows, choices, status = staff.document_rows(is_unlocked)
        return rows, gr.Dropdown(choices=choices, value=None), status, staff.health_report(is_unlocked)

    def try_unlock(given: str | None, request: gr.Request):
        answer = staff.unlock(given, client_address(request))
        ok = answer.ok
        return ok, gr.Column(visible=not ok), gr.Column(visible=ok), answer.message, gr.Textbox(value="")

    def index(is_unlocked: bool, files: list[str] | None, progress=gr.Progress()):  # noqa: B008
        # Gradio keeps each upload as <cache>/<hash>/<original name>.
        pairs = [(path, Path(path).name) for path in files or []]
        return staff.index_uploads(is_unlocked, pairs, progress_callback(progress))

    def delete(is_unlocked: bool, doc_id: str | None):
        return staff.delete(is_unlocked, doc_id)

    private = {"api_visibility": "private", "concurrency_id": "staff", "concurrency_limit": 1}
    # Password checks have a lane of their own: an indexing run or a queue of guesses never makes a
    # login wait, and a guesser over its limit is refused at once (ui/throttle.py), nothing sleeps.
    login = {"api_visibility": "private", "concurrency_id": "staff-login", "concurrency_limit": LOGIN_LANES}
    gate_outputs = [unlocked, gate, tools, gate_message, password]
    unlock_event = unlock.click(try_unlock, [password], gate_outputs, **login)
    password.submit(try_unlock, [password], gate_outputs, **login).then(refresh_all, [unlocked], listing, **private)
    unlock_event.then(refresh_all, [unlocked], listing, **private)
    uploads.upload(index, [unlocked, uploads], [index_report], **private).then(
        refresh_all, [unlocked], listing, **private
    )
    delete_button.click(delete, [unlocked, to_delete], [delete_report], **private).then(
        refresh_all, [unlocked], listing, **private
    )
    refresh.click(refresh_all, [unlocked], listing, **private)
    tab.select(refresh_all, [unlocked], listing, **private)


def client_address(request: gr.Request | None) -> str:
    """The client's IP address as the server saw it (behind a proxy on another host, see docs/security.md)."""
    try:
        return request.client.host or "unknown"  # type: ignore[union-attr]
    except AttributeError:  # no request (a direct call), or a request without a client
        return "unknown"


# Clicking an answer reads it aloud (the chatbot's select event), but a click on a link, a citation
# list or "How this answer was found" inside the bubble is for that control only: stopped before it
# reaches the bubble (capture phase), so it opens what it opens without starting audio. The browser
# still follows the link and toggles the <details> (default actions are not listeners).
KEEP_INNER_CLICKS = """() => {
  const inner = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const keyed = event.type !== "keydown" || event.key === "Enter" || event.key === " ";
    if (keyed && target && target.closest('#conversation [data-testid="bot"] :is(a, summary, details)')) {
      event.stopPropagation();
    }
    // A click that ends dragging over text (selecting an amount to copy, say), or the second click of a
    // double-click, is not a request to hear the answer.
    const click = event.type === "click";
    const dragged = click && pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > 4;
    const answer = target && target.closest('#conversation [data-testid="bot"]');
    if ((dragged || (click && event.detail > 1)) && answer) {
      event.stopPropagation();
    }
  };
  let pressed = null;
  document.addEventListener("mousedown", (event) => { pressed = {x: event.clientX, y: event.clientY}; }, true);
  document.addEventListener("click", inner, true);
  document.addEventListener("keydown", inner, true);
}"""


def launch_options(settings: Settings) -> dict[str, Any]:
    """Arguments for ``Blocks.launch`` shared by ``serve`` and the tests (theme, CSS, upload limit)."""
    from banking_ai.ui.theme import CSS, theme

    return {
        "theme": theme(),
        "css": CSS,
        "js": KEEP_INNER_CLICKS,
        "max_file_size": f"{settings.ui.max_upload_mb:g}mb",
        "show_error": False,
        "footer_links": ["api"],
    }
