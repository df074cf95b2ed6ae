"""Read-aloud in the chat, apart from its layout: the latest answer as WAV, or why it cannot be heard.

No Gradio here (the layout and the audio file are ``ui.app``'s), so it is tested with a fake speaker.
The answer's text is never logged: only the session id, sizes and timings.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from banking_ai.speech.base import AudioError
from banking_ai.speech.spoken import spoken_text

if TYPE_CHECKING:
    from banking_ai.speech.base import Speaker
    from banking_ai.ui.chat import Conversation

log = logging.getLogger(__name__)

NOTHING_YET = "Ask a question first; then you can hear the answer read aloud."
SOMETHING_WENT_WRONG = "We could not read that answer aloud. The answer is on your screen."


@dataclass(frozen=True, slots=True)
class Speech:
    """What a click on "Read aloud" gives: ``wav`` bytes, or None and a ``message`` for the customer."""

    wav: bytes | None
    message: str = ""


class ReadAloud:
    """Reads the conversation's answers with ``speaker``; share one per app (it holds no state)."""

    def __init__(self, speaker: Speaker | None) -> None:
        self.speaker = speaker

    @property
    def offered(self) -> bool:
        """Whether the chat shows the control: a speaker is configured and works."""
        return self.speaker is not None and not self.speaker.unavailable_detail

    def latest(self, conversation: Conversation | None) -> Speech:
        """The newest answer of ``conversation`` spoken (see ``answer``)."""
        if conversation is None or not conversation.answers:
            return Speech(None, NOTHING_YET)
        return self.answer(conversation, max(conversation.answers))

    def selected(self, conversation: Conversation | None, index: int) -> Speech | None:
        """The answer in bubble ``index`` spoken, or None when that bubble is not an answer (the
        customer's own message, or a stale index from a conversation that was started over)."""
        if conversation is None or index not in conversation.answers:
            return None
        return self.answer(conversation, index)

    def answer(self, conversation: Conversation, index: int) -> Speech:
        """The answer in bubble ``index`` spoken; never raises (a failure is a sentence to show)."""
        answer = conversation.answers.get(index)
        if answer is None or self.speaker is None:
            return Speech(None, NOTHING_YET)
        text = spoken_text(answer.text)
        started = time.perf_counter()
        try:
            wav = self.speaker.speak(text)
        except AudioError as error:
            log.info("read-aloud refused in session %s: %s (%s)", conversation.session_id, error.reason, error.detail)
            return Speech(None, error.message if error.speaking else SOMETHING_WENT_WRONG)
        except Exception as exc:  # a speaker should raise AudioError only; the chat must keep working
            log.error("read-aloud failed in session %s: %s", conversation.session_id, type(exc).__name__)
            return Speech(None, SOMETHING_WENT_WRONG)
        log.info(
            "read-aloud session=%s: %d chars, %d bytes, %.0f ms",
            conversation.session_id,
            len(text),
            len(wav),
            (time.perf_counter() - started) * 1000,
        )
        return Speech(wav)
