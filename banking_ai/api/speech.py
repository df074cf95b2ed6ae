"""``POST /v1/speech``: an answer's text read aloud, as ``audio/wav``.

The client sends the text it got from ``/v1/chat`` (its ``text`` field); what is read is
``spoken_text`` of it (citation marks dropped, amounts and shorthand as words, long answers cut with
"the rest is on your screen"). Same client keys, rate limit and error shape as the other customer
endpoints; the text is never logged or stored.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from fastapi import APIRouter, Depends
from fastapi.responses import Response
from pydantic import BaseModel, Field

from banking_ai.api.errors import ApiError, responses
from banking_ai.api.guard import ClientGuard
from banking_ai.speech.base import AudioError
from banking_ai.speech.spoken import spoken_text

if TYPE_CHECKING:
    from banking_ai.settings import Settings
    from banking_ai.speech.base import Speaker

WAV = "audio/wav"
SPEECH_LANES = 2  # answers read at once; each is one espeak-ng run (~50 ms) or one Groq call
EMPTY_TEXT = "Please give the answer text to read aloud."
NOTHING_TO_READ = "There is nothing to read aloud in that text."
STATUS = {"unavailable": (503, "speech_unavailable"), "timeout": (504, "speech_timeout"), "empty": (400, "empty_text")}


class SpeechRequest(BaseModel):
    """An answer to read aloud."""

    text: str | None = Field(
        None, description="The answer's text (``text`` from /v1/chat).", examples=["The FD rate is 6.80% p.a. [1]."]
    )


def speech_router(speaker: Speaker | None, settings: Settings, guard: ClientGuard) -> APIRouter:
    router = APIRouter(prefix="/v1", tags=["customers"])
    lanes = threading.BoundedSemaphore(SPEECH_LANES)
    auth = (401, 403) if guard.keys_required else ()
    limit = settings.conversation.max_message_chars

    @router.post(
        "/speech",
        summary="Read an answer aloud",
        response_class=Response,
        responses={
            **responses(400, *auth, 413, 429, 503, 504),
            200: {"content": {WAV: {"schema": {"type": "string", "format": "binary"}}}, "description": "WAV audio"},
        },
    )
    def speech(body: SpeechRequest, client: str = Depends(guard)) -> Response:
        """``text`` spoken as a 16-bit mono WAV (espeak-ng offline, or Groq's voice; see docs/speech.md)."""
        text = (body.text or "").strip()
        if len(text) > limit:
            raise ApiError(413, "text_too_long", f"That text is {len(text):,} characters; the limit is {limit:,}.")
        if not text:
            raise ApiError(400, "empty_text", EMPTY_TEXT)
        said = spoken_text(text)
        if not said:
            raise ApiError(400, "empty_text", NOTHING_TO_READ)
        if speaker is None or speaker.unavailable_detail:
            raise ApiError(503, "speech_unavailable", AudioError("unavailable", speaking=True).message)
        try:
            with lanes:
                wav = speaker.speak(said)
        except AudioError as error:
            status, code = STATUS.get(error.reason, (500, "speech_failed"))
            raise ApiError(status, code, error.message) from None
        return Response(wav, media_type=WAV, headers={"Cache-Control": "no-store"})

    return router
