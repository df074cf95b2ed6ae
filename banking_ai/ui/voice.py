"""Speech in for the chat: a recording is transcribed into the message box, never sent by itself.

The customer sees what was heard and can correct it before pressing send; the text then goes
through the same masking, intent and routing as typed text. The recording is deleted from
Gradio's upload cache as soon as it is transcribed (or refused), like a screenshot after its turn.
Nothing here logs the words: the orchestrator logs the engine, length and time.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from banking_ai.speech import AudioSource, Transcript

log = logging.getLogger(__name__)

HEARD = "I heard the question above. Check it, correct anything I got wrong, then press send."
TRY_AGAIN = "Sorry, something went wrong while listening. Please try again, or type your question."


class Listener(Protocol):
    """What speech in needs from the orchestrator (``Orchestrator.transcribe``)."""

    def transcribe(self, audio: AudioSource) -> Transcript: ...

    def prepare_to_listen(self) -> object: ...


class VoiceInput:
    """Turns a recording from the chat's audio control into text in the message box."""

    def __init__(self, listener: Listener, *, upload_dir: Path | str | None = None) -> None:
        """``upload_dir``: Gradio's upload cache; recordings inside it are deleted after use."""
        self.listener = listener
        self.upload_dir = Path(upload_dir).resolve() if upload_dir is not None else None

    def prepare(self) -> None:
        """The customer started recording: the engine loads meanwhile (in the background, once)."""
        self.listener.prepare_to_listen()

    def listen(self, recording: str | None, message: dict | str | None) -> tuple[dict, str]:
        """(the message box's new value, a note for the customer). The transcript is added after
        anything already typed; attachments stay. A bad recording leaves the box as it was and the
        note says why (``AudioError``'s customer message)."""
        from banking_ai.speech import AudioError

        box = _box(message)
        if not recording:
            return box, ""
        try:
            transcript = self.listener.transcribe(recording)
        except AudioError as error:
            return box, str(error)
        except Exception as exc:  # the orchestrator should only raise AudioError; the chat must go on
            log.error("voice input failed: %s", type(exc).__name__)
            return box, TRY_AGAIN
        finally:
            self._forget(recording)
        typed = box["text"].rstrip()
        box["text"] = f"{typed} {transcript.text}" if typed else transcript.text
        return box, HEARD

    def _forget(self, recording: str) -> None:
        if self.upload_dir is not None:
            from banking_ai.files import delete_uploads

            delete_uploads([recording], self.upload_dir)


def _box(message: dict | str | None) -> dict:
    if isinstance(message, dict):
        return {"text": message.get("text") or "", "files": list(message.get("files") or [])}
    return {"text": message or "", "files": []}
