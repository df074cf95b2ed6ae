"""The customer chat's behaviour, apart from its layout: one turn, a new conversation, feedback.

``ChatController`` takes what the browser sent (the multimodal box's raw value), checks the
attachment, streams the orchestrator's answer into the conversation and remembers each answer
for feedback. It holds no Gradio objects, so it is tested directly with a fake orchestrator.
Customer text is never logged: only session ids, sizes, routes and timings are. A screenshot is
read once and deleted from the upload cache as soon as its turn is over; it is not shown back.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from banking_ai.types import Answer, StreamEvent
from banking_ai.ui import render

if TYPE_CHECKING:
    from banking_ai.insights.feedback import FeedbackLog

log = logging.getLogger(__name__)

# Screenshot formats the OCR reads (banking_ai.ocr.images.FORMATS), by file name.
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff")
NOT_AN_IMAGE = (
    "I can only read screenshots and photos (PNG, JPEG, WEBP, GIF, BMP or TIFF), not '{suffix}' files. "
    "Please attach a screenshot, or type your question."
)
TOO_LARGE = (
    "That file is {size_mb:.1f} MB; the largest screenshot I accept is {limit_mb:g} MB. Please attach a smaller one."
)
ONE_IMAGE = "Please attach one screenshot at a time."
SOMETHING_WENT_WRONG = "Sorry, something went wrong on our side. Please try again in a moment."
STREAM_EVERY_S = 0.05  # at most ~20 screen updates a second while an answer streams


class Responder(Protocol):
    """What the chat needs from the orchestrator (``banking_ai.orchestrator.Orchestrator``)."""

    def respond_stream(self, session_id: str, text: str | None, image: Any = None) -> Iterator[StreamEvent]: ...

    def reset(self, session_id: str) -> None: ...


def new_session_id() -> str:
    """A random conversation id (not derived from anything about the customer)."""
    return uuid.uuid4().hex


@dataclass(slots=True)
class Conversation:
    """One browser session's conversation, kept server-side in ``gr.State``.

    ``messages`` are the chat bubbles ({"role", "content"}); ``answers`` maps the index of each
    assistant bubble to its ``Answer``, so a like or dislike is stored with how it was served.
    """

    session_id: str = field(default_factory=new_session_id)
    messages: list[dict] = field(default_factory=list)
    answers: dict[int, Answer] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file the browser uploaded with a message; ``size`` in bytes."""

    path: str
    name: str
    size: int


class ChatController:
    """Serves the chat tab; share one per app (it is stateless apart from the feedback file)."""

    def __init__(
        self,
        responder: Responder,
        feedback: FeedbackLog,
        *,
        max_upload_mb: float,
        link_domains: Iterable[str] = (),
        upload_dir: Path | str | None = None,
    ) -> None:
        """``link_domains``: the bank's own domains, the only ones an answer may link to.
        ``upload_dir``: Gradio's upload cache; files a message brought are deleted from it after the turn
        (files elsewhere are never touched)."""
        self.responder = responder
        self.feedback = feedback
        self.max_upload_mb = max_upload_mb
        self.link_domains = tuple(link_domains)
        self.upload_dir = Path(upload_dir).resolve() if upload_dir is not None else None

    # -- one turn -----------------------------------------------------------------------
    def turn(self, message: dict | str | None, conversation: Conversation | None) -> Iterator[Conversation]:
        """Answer one message; yields the conversation after each visible change (the last is final).

        ``message`` is the multimodal box's raw value: {"text": str, "files": [{"path", "orig_name",
        "size", ...}]}. Bad input never raises: it ends in a friendly assistant message.
        """
        conversation = conversation or Conversation()
        text, files = _unpack(message)
        try:
            yield from self._turn(conversation, text, files)
        finally:  # also when the browser goes away mid-answer
            self._forget_uploads(files)

    def _turn(self, conversation: Conversation, text: str, files: list[Attachment]) -> Iterator[Conversation]:
        attachment, refusal = self._check_files(files)
        conversation.messages.append(
            {"role": "user", "content": render.user_markdown(text, files[0].name if files else None)}
        )
        reply_index = len(conversation.messages)
        conversation.messages.append({"role": "assistant", "content": render.streaming_markdown("")})
        yield conversation

        if refusal and not text.strip():
            answer = Answer(text=refusal, route="invalid", session_id=conversation.session_id)
        else:
            answer = yield from self._stream(conversation, reply_index, text, attachment)
            if refusal:
                answer.notices.insert(0, f"{refusal} I answered your typed question.")
        shown = render.answer_markdown(answer, self.link_domains)
        conversation.messages[reply_index] = {"role": "assistant", "content": shown}
        conversation.answers[reply_index] = answer
        yield conversation

    def _stream(
        self, conversation: Conversation, index: int, text: str, attachment: Attachment | None
    ) -> Iterator[Conversation]:
        """Feed the orchestrator's pieces into bubble ``index``; returns the final ``Answer``."""
        written = ""
        shown_at = time.monotonic()
        try:
            for event in self.responder.respond_stream(
                conversation.session_id, text, attachment.path if attachment else None
            ):
                if event.answer is not None:
                    return event.answer
                written += event.delta
                if time.monotonic() - shown_at >= STREAM_EVERY_S:
                    conversation.messages[index]["content"] = render.streaming_markdown(written, self.link_domains)
                    shown_at = time.monotonic()
                    yield conversation
        except Exception as exc:  # the orchestrator should not raise; if it does, the customer still gets a reply
            from banking_ai.privacy import failure_for_log

            log.error("chat turn failed in session %s: %s", conversation.session_id, failure_for_log(exc))
        return Answer(text=SOMETHING_WENT_WRONG, route="error", session_id=conversation.session_id)

    def _forget_uploads(self, files: list[Attachment]) -> None:
        """Delete what the message uploaded: a screenshot is read once and never kept."""
        if self.upload_dir is not None and files:
            from banking_ai.files import delete_uploads

            delete_uploads([file.path for file in files], self.upload_dir)

    def _check_files(self, files: list[Attachment]) -> tuple[Attachment | None, str | None]:
        """The image to read, or a sentence saying why the upload is refused."""
        if not files:
            return None, None
        if len(files) > 1:
            return None, ONE_IMAGE
        file = files[0]
        suffix = Path(file.name).suffix.lower()
        if suffix not in IMAGE_SUFFIXES:
            log.info("chat upload refused: type %s, %d bytes", suffix or "(none)", file.size)
            return None, NOT_AN_IMAGE.format(suffix=suffix or "unnamed")
        if file.size > self.max_upload_mb * 1_000_000:
            log.info("chat upload refused: %d bytes over the limit", file.size)
            return None, TOO_LARGE.format(size_mb=file.size / 1_000_000, limit_mb=self.max_upload_mb)
        return file, None

    # -- around the turns ---------------------------------------------------------------
    @staticmethod
    def related_questions(conversation: Conversation | None) -> list[str]:
        """The related questions offered under the latest answer ([] when there is none)."""
        if conversation is None or not conversation.answers:
            return []
        return list(conversation.answers[max(conversation.answers)].related)

    def new_conversation(self, conversation: Conversation | None) -> Conversation:
        """Forget the current conversation (the orchestrator's memory too) and start a fresh one."""
        if conversation is not None:
            self.responder.reset(conversation.session_id)
        return Conversation()

    def rate(self, conversation: Conversation | None, index: int | list | tuple, liked: bool | str) -> dict | None:
        """Store a like (``liked`` True) or dislike (False) of the assistant bubble at ``index``."""
        if conversation is None:
            return None
        position = index[0] if isinstance(index, list | tuple) else index
        answer = conversation.answers.get(int(position))
        if answer is None:  # a bubble without an answer (a welcome text, a half-written reply)
            return None
        rating = "like" if liked is True else "dislike" if liked is False else str(liked)
        return self.feedback.add(conversation.session_id, rating, answer)


def _unpack(message: dict | str | None) -> tuple[str, list[Attachment]]:
    """Text and attachments from the multimodal box's raw value (or a plain string from an API client)."""
    if message is None:
        return "", []
    if isinstance(message, str):
        return message, []
    text = message.get("text") or ""
    files = []
    for item in message.get("files") or []:
        path = item.get("path") if isinstance(item, dict) else str(item)
        if not path:
            continue
        name = (item.get("orig_name") if isinstance(item, dict) else None) or Path(path).name
        size = item.get("size") if isinstance(item, dict) else None
        if size is None:
            size = Path(path).stat().st_size if Path(path).exists() else 0
        files.append(Attachment(path=path, name=name, size=int(size)))
    return (text if isinstance(text, str) else str(text)), files
