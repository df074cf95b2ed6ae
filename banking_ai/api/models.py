"""The API's request and response bodies (they are also its OpenAPI schema at /docs).

Every string taken from a document, a screenshot, the model or the customer goes out with control
characters removed (``inert.strip_controls``). ``text`` fields are plain text: show them as text.
``Answer.markdown`` is the same answer as inert Markdown (``inert.inert_markdown``: HTML escaped,
images dropped, links only to the bank's own domains), safe for a Markdown renderer.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from banking_ai.inert import inert_markdown, strip_controls
from banking_ai.types import Answer, DocumentRecord, IndexReport, RetrievedChunk

SESSION_ID = r"^[A-Za-z0-9_.:\-]{1,128}$"


class ChatRequest(BaseModel):
    """One customer turn. ``message`` may be empty only when ``image`` or ``audio`` is given."""

    session_id: str | None = Field(
        None,
        pattern=SESSION_ID,
        description="Your id for the conversation (follow-ups are read in its context); omitted = a new one, "
        "returned in the answer.",
        examples=["customer-42"],
    )
    message: str | None = Field(None, description="The customer's words.", examples=["What is the FD rate?"])
    image: str | None = Field(
        None, description="A screenshot (PNG, JPEG, WEBP, GIF, BMP or TIFF) as base64, or a data: URL."
    )
    audio: str | None = Field(
        None,
        description="The question spoken: a recording (WAV, FLAC, Ogg, MP3, WebM or MP4) as base64, or a data: URL. "
        "It is transcribed and answered as if typed (after ``message``, when both are given); the answer's "
        "``transcript`` says what was heard.",
    )
    stream: bool = Field(False, description="Answer as server-sent events (also: Accept: text/event-stream).")


class CitationOut(BaseModel):
    number: int = Field(description="The [n] marker in the answer text.")
    title: str = Field(description="Document title.")
    section: str = Field(description="Heading path inside the document.")
    file: str = Field(description="The document's file name.")
    score: float = Field(description="Retrieval score, roughly [-1, 1.5].")
    snippet: str = Field(description="The cited passage, plain text.")


class TraceStepOut(BaseModel):
    name: str
    ms: float
    detail: str = ""


class AnswerOut(BaseModel):
    """The assistant's reply; ``text`` is plain text, ``markdown`` the same reply as inert Markdown."""

    session_id: str
    text: str = Field(description="The answer as plain text (show as text; do not turn URLs into links).")
    markdown: str = Field(description="The answer as inert Markdown: HTML escaped, links only to the bank's domains.")
    route: str = Field(description="How the turn was served: rag, calculation, urgent, no_information, ...")
    intent: str
    confidence: float = Field(description="Intent probability in [0, 1].")
    generator: str = Field(description="Who wrote the text: template, rules, offline, or the chat model's name.")
    citations: list[CitationOut]
    related: list[str] = Field(description="Other questions the policies answer, to offer as follow-ups.")
    notices: list[str] = Field(description="Notes to show beside the answer (e.g. a card number was removed).")
    trace: list[TraceStepOut]
    latency_ms: float
    transcript: str | None = Field(None, description="What was heard in ``audio`` (absent without audio).")


class SearchRequest(BaseModel):
    query: str = Field(description="What to look for in the bank's policies.", examples=["senior citizen FD rates"])
    top_k: int = Field(4, ge=1, le=20, description="Passages to return at most.")


class PassageOut(BaseModel):
    title: str
    section: str
    text: str = Field(description="The passage, plain text.")
    score: float = Field(description="Ranking score, roughly [-1, 1.5]; higher is better.")
    file: str
    chunk_id: str


class SearchResponse(BaseModel):
    passages: list[PassageOut]


class DocumentOut(BaseModel):
    doc_id: str = Field(description="The document's id (its path on the server); DELETE takes it, or file or title.")
    title: str
    file: str
    chunks: int
    modified: str
    indexed_at: str


class ReportOut(BaseModel):
    ok: bool
    added: list[str]
    updated: list[str]
    unchanged: list[str]
    removed: list[str]
    failed: dict[str, str] = Field(description="File name -> why it could not be indexed.")
    skipped: dict[str, str]
    chunks_written: int
    chunks_total: int
    seconds: float
    summary: str


class JobOut(BaseModel):
    """An indexing job: poll ``GET /v1/documents/jobs/{job_id}`` until ``status`` is done or failed."""

    job_id: str
    status: str = Field(description="queued, running, done or failed.")
    phase: str = Field("", description="read, embed or write while running.")
    done: int = 0
    total: int = 0
    refused: dict[str, str] = Field(default_factory=dict, description="Files refused before indexing, with why.")
    report: ReportOut | None = None
    error: str = ""


class DeletedOut(BaseModel):
    removed: list[str]
    report: ReportOut


def _clean(text: str) -> str:
    return strip_controls(text)


def answer_out(answer: Answer, session_id: str, link_domains: tuple[str, ...]) -> AnswerOut:
    """``answer`` for an API client, under the client's own ``session_id``."""
    return AnswerOut(
        session_id=session_id,
        text=_clean(answer.text.strip()),
        markdown=inert_markdown(answer.text.strip(), link_domains),
        route=answer.route,
        intent=answer.intent,
        confidence=answer.confidence,
        generator=answer.generator,
        citations=[
            CitationOut(
                number=c.number,
                title=_clean(c.doc_title),
                section=_clean(c.section),
                file=Path(c.source).name,
                score=round(c.score, 4),
                snippet=_clean(c.snippet),
            )
            for c in answer.citations
        ],
        related=[_clean(q) for q in answer.related],
        notices=[_clean(n) for n in answer.notices],
        trace=[TraceStepOut(name=s.name, ms=round(s.ms, 1), detail=_clean(s.detail)) for s in answer.trace],
        latency_ms=round(answer.latency_ms, 1),
    )


def passage_out(chunk: RetrievedChunk) -> PassageOut:
    return PassageOut(
        title=_clean(chunk.doc_title),
        section=_clean(chunk.section),
        text=_clean(chunk.text),
        score=round(chunk.score, 4),
        file=Path(chunk.source).name,
        chunk_id=chunk.chunk_id,
    )


def document_out(record: DocumentRecord) -> DocumentOut:
    return DocumentOut(
        doc_id=record.doc_id,
        title=_clean(record.title),
        file=Path(record.source).name,
        chunks=record.chunks,
        modified=record.modified,
        indexed_at=record.indexed_at,
    )


def report_out(report: IndexReport) -> ReportOut:
    def names(sources: list[str]) -> list[str]:
        return [Path(s).name for s in sources]

    return ReportOut(
        ok=report.ok,
        added=names(report.added),
        updated=names(report.updated),
        unchanged=names(report.unchanged),
        removed=names(report.removed),
        failed={Path(k).name: v for k, v in report.failed.items()},
        skipped={Path(k).name: v for k, v in report.skipped.items()},
        chunks_written=report.chunks_written,
        chunks_total=report.chunks_total,
        seconds=round(report.seconds, 2),
        summary=report.summary(),
    )
