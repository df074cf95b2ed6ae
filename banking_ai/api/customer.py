"""The customer endpoints: ``POST /v1/chat`` (JSON, or server-sent events) and ``POST /v1/search``.

Input is checked here, before the orchestrator, so a bad request gets an HTTP error in the API's
one shape with the chat's own wording; what passes is served exactly as the chat serves it.
Nothing a customer sends (message, image, recording, the text read or heard from them, a search
query) is logged or stored: the image and the recording stay in memory for their turn.
"""

from __future__ import annotations

import base64
import binascii
import json
import threading
import uuid
from collections.abc import Iterator
from typing import TYPE_CHECKING

from fastapi import APIRouter, Depends, Request
from fastapi.responses import StreamingResponse

from banking_ai.api.errors import ApiError, responses
from banking_ai.api.guard import ClientGuard
from banking_ai.api.models import AnswerOut, ChatRequest, SearchRequest, SearchResponse, answer_out, passage_out
from banking_ai.inert import strip_controls

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

INDEX_BUSY = "The bank's policies are being updated right now. Please try again in a moment."
INDEX_EMPTY = "No policy documents are indexed yet, so there is nothing to search."
EMPTY_QUERY = "Please give a query to search the bank's policies for."
RETRY_BUSY_S = 5
EVENT_STREAM = "text/event-stream"
NOT_IMAGES = ("not_image", "pdf", "unsupported_format")  # OcrError reasons for a file that is no picture


class CustomerApi:
    """Checks input and serves turns and searches for one orchestrator."""

    def __init__(self, orchestrator: Orchestrator, settings: Settings) -> None:
        self.orchestrator = orchestrator
        self.settings = settings
        self.link_domains = settings.ui.link_domains
        self._turns = threading.BoundedSemaphore(settings.api.concurrency_limit)

    # -- checks ---------------------------------------------------------------------
    def checked_text(self, text: str | None, *, required: bool, empty: str = "") -> str:
        """``text`` stripped; 400 when empty and ``required`` (``empty`` says so, else the chat's wording),
        413 over ``conversation.max_message_chars``."""
        wording = self.orchestrator.wording
        text = (text or "").strip()
        limit = self.settings.conversation.max_message_chars
        if len(text) > limit:
            raise ApiError(413, "message_too_long", wording.too_long(len(text), limit))
        if required and not text:
            raise ApiError(400, "empty_message", empty or wording.empty_message())
        return text

    def checked_image(self, encoded: str | None) -> bytes | None:
        """The image's bytes: 400 for bad base64 or a file that is not a readable image, 413 over
        ``ocr.max_bytes`` (checked before decoding). The OCR's own checks and wording are used."""
        from banking_ai.ocr import OcrError
        from banking_ai.ocr.images import load_image

        if encoded is None:
            return None
        ocr = self.settings.ocr
        too_large = OcrError("too_large", limit=f"{ocr.max_bytes / 1e6:g} MB").message
        data = _base64(encoded, ocr.max_bytes, "image_too_large", too_large, "The image is not valid base64.")
        try:
            load_image(data, max_bytes=ocr.max_bytes, max_pixels=ocr.max_pixels).image.close()
        except OcrError as error:
            if error.reason == "too_large":
                raise ApiError(413, "image_too_large", error.message) from None
            code = "not_an_image" if error.reason in NOT_IMAGES else "bad_image"  # else damaged, too small ...
            raise ApiError(400, code, error.message) from None
        return data

    def transcript(self, encoded: str | None) -> str | None:
        """The words of a base64 recording: 400 for bad base64 or a recording that cannot be heard
        (the ``AudioError``'s customer message), 413 over ``speech.max_bytes`` (checked before decoding)."""
        from banking_ai.speech import AudioError

        if encoded is None:
            return None
        speech = self.settings.speech
        too_large = AudioError("too_large", limit=f"{speech.max_bytes / 1e6:g} MB").message
        data = _base64(encoded, speech.max_bytes, "audio_too_large", too_large, "The audio is not valid base64.")
        try:
            with self._turns:  # transcription is CPU work like a turn: it takes a turn's place
                return self.orchestrator.transcribe(data).text
        except AudioError as error:
            if error.reason == "too_large":
                raise ApiError(413, "audio_too_large", error.message) from None
            if error.reason in ("unavailable", "timeout"):
                raise ApiError(503, f"audio_{error.reason}", error.message) from None
            raise ApiError(400, f"audio_{error.reason}", error.message) from None

    def check_index(self, *, need_documents: bool) -> None:
        """503 when there is no complete index to read (a first build holds it) or, for a search, no documents."""
        from banking_ai.rag.locking import IndexBusyError

        rag = self.orchestrator.rag
        if rag is None:
            if need_documents:
                raise ApiError(503, "index_unavailable", INDEX_EMPTY)
            return
        try:
            size = rag.index.size()
        except IndexBusyError:
            raise ApiError(503, "index_busy", INDEX_BUSY, retry_after_s=RETRY_BUSY_S) from None
        if need_documents and size == 0:
            raise ApiError(503, "index_empty", INDEX_EMPTY)

    # -- serving --------------------------------------------------------------------
    def answer(
        self, session: str, client_session: str, text: str, image: bytes | None, transcript: str | None = None
    ) -> AnswerOut:
        with self._turns:
            answer = self.orchestrator.respond(session, text, image)
        out = answer_out(answer, client_session, self.link_domains)
        out.transcript = strip_controls(transcript) if transcript is not None else None
        return out

    def events(
        self, session: str, client_session: str, text: str, image: bytes | None, transcript: str | None = None
    ) -> Iterator[str]:
        """Server-sent events: ``delta`` events ({"text": piece}), then one ``answer`` event (the whole
        answer, authoritative: it can differ from the pieces when a streamed reply was replaced)."""
        with self._turns:
            for event in self.orchestrator.respond_stream(session, text, image):
                if event.answer is not None:
                    final = answer_out(event.answer, client_session, self.link_domains)
                    final.transcript = strip_controls(transcript) if transcript is not None else None
                    yield _event("answer", final.model_dump_json())
                elif event.delta:
                    yield _event("delta", json.dumps({"text": strip_controls(event.delta)}, ensure_ascii=False))

    def search(self, query: str, top_k: int) -> SearchResponse:
        from banking_ai.rag.locking import IndexBusyError

        assert self.orchestrator.rag is not None  # check_index(need_documents=True) ran first
        try:
            with self._turns:
                found = self.orchestrator.rag.retriever.search(query, top_k)
        except IndexBusyError:
            raise ApiError(503, "index_busy", INDEX_BUSY, retry_after_s=RETRY_BUSY_S) from None
        return SearchResponse(passages=[passage_out(chunk) for chunk in found])


def _base64(encoded: str, max_bytes: int, code: str, too_large: str, invalid: str) -> bytes:
    """Bytes of base64 (or a data: URL), refused with 413 by its length before decoding."""
    if encoded.startswith("data:") and "," in encoded:
        encoded = encoded.split(",", 1)[1]
    encoded = "".join(encoded.split())  # `base64` wraps its output at 76 columns
    if len(encoded) // 4 * 3 > max_bytes + 2:
        raise ApiError(413, code, too_large)
    try:
        return base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(400, "bad_base64", invalid) from None


def _event(name: str, data: str) -> str:
    return f"event: {name}\ndata: {data}\n\n"


def wants_events(request: Request, body: ChatRequest) -> bool:
    return body.stream or EVENT_STREAM in request.headers.get("accept", "")


def customer_router(orchestrator: Orchestrator, settings: Settings, guard: ClientGuard) -> APIRouter:
    api = CustomerApi(orchestrator, settings)
    router = APIRouter(prefix="/v1", tags=["customers"])
    auth = (401, 403) if guard.keys_required else ()

    @router.post(
        "/chat",
        response_model=AnswerOut,
        summary="Answer one customer turn",
        responses={
            **responses(400, *auth, 413, 429, 503),
            200: {"content": {EVENT_STREAM: {"schema": {"type": "string"}}}, "description": "The answer (JSON or SSE)"},
        },
    )
    def chat(body: ChatRequest, request: Request, client: str = Depends(guard)):
        """One turn of the conversation ``session_id``. With ``"stream": true`` (or ``Accept:
        text/event-stream``) the answer comes as server-sent events: ``delta`` events with pieces of
        text, then one ``answer`` event with the whole answer (the same JSON as without streaming)."""
        image = api.checked_image(body.image)
        text = api.checked_text(body.message, required=image is None and body.audio is None)
        api.check_index(need_documents=False)
        transcript = api.transcript(body.audio)
        if transcript is not None:
            text = api.checked_text(f"{text} {transcript}".strip(), required=True)
        client_session = body.session_id or uuid.uuid4().hex
        # With client keys, each key has its own sessions: another client cannot join one by its id.
        session = f"{client}/{client_session}" if client.startswith("key:") else client_session
        if wants_events(request, body):
            headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
            stream = api.events(session, client_session, text, image, transcript)
            return StreamingResponse(stream, media_type=EVENT_STREAM, headers=headers)
        return api.answer(session, client_session, text, image, transcript)

    @router.post(
        "/search",
        response_model=SearchResponse,
        summary="Search the bank's policies",
        responses=responses(400, *auth, 413, 429, 503),
    )
    def search(body: SearchRequest, client: str = Depends(guard)) -> SearchResponse:
        """The passages of the indexed policies closest to ``query``, best first, with where they come from."""
        query = api.checked_text(body.query, required=True, empty=EMPTY_QUERY)
        api.check_index(need_documents=True)
        return api.search(query, body.top_k)

    return router
