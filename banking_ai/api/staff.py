"""The staff endpoints: list, upload and delete policy documents, and the health panel's values.

They exist only when ``settings.api.staff_token`` is set (otherwise 404) and need
``Authorization: Bearer <token>``: compared in constant time; wrong tokens are counted per client
address by the staff tab's own guess limits (``ui/throttle.py`` through ``ui/gate.py``) and logged
with the address, never with what was sent. The work is the staff tab's own code
(``ui/documents.py``, ``ui/health.py``): the same checks, folders and indexer.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Depends, File, Request, UploadFile
from fastapi.responses import JSONResponse

from banking_ai.api.errors import ApiError, responses
from banking_ai.api.guard import client_address
from banking_ai.api.jobs import IndexJob, IndexJobs
from banking_ai.api.models import DeletedOut, DocumentOut, JobOut, document_out, report_out
from banking_ai.ui import documents as docs
from banking_ai.ui.gate import staff_gate

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

TOKEN_REQUIRED = "Send the staff token: Authorization: Bearer <token>."
WRONG_TOKEN = "Wrong staff token."
LOCKED_OUT = "Too many wrong staff tokens. Try again in {wait} s."
INDEX_BUSY = "The index is being built or updated and cannot be read yet. Try again in a moment."


class StaffAuth:
    """A FastAPI dependency: passes with the right bearer token, else 401, 403 or 429."""

    def __init__(self, settings: Settings) -> None:
        assert settings.api.staff_token is not None
        self.gate = staff_gate(settings.api.staff_token, settings.ui, name="staff API token")

    def __call__(self, request: Request) -> None:
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise ApiError(401, "staff_token_required", TOKEN_REQUIRED, headers={"WWW-Authenticate": "Bearer"})
        answer = self.gate.unlock(token.strip(), client_address(request))
        if answer.ok:
            return
        if answer.retry_after_s > 0:  # locked out: the token was not even checked
            wait = round(answer.retry_after_s)
            raise ApiError(429, "staff_locked_out", LOCKED_OUT.format(wait=wait), retry_after_s=answer.retry_after_s)
        raise ApiError(403, "wrong_staff_token", WRONG_TOKEN)


def job_out(job: IndexJob) -> JobOut:
    return JobOut(
        job_id=job.job_id,
        status=job.status,
        phase=job.phase,
        done=job.done,
        total=job.total,
        refused=dict(job.refused),
        report=report_out(job.report) if job.report is not None else None,
        error=job.error,
    )


def staff_router(orchestrator: Orchestrator, settings: Settings) -> tuple[APIRouter, IndexJobs]:
    """The staff routes and the job runner behind uploads (close it when the server stops)."""
    from banking_ai.rag.locking import IndexBusyError
    from banking_ai.ui.health import health

    rag = orchestrator.rag
    if rag is None:
        raise ValueError("the staff endpoints need the orchestrator's RAG services")
    uploads = docs.uploads_dir(settings)

    def index(files: list[tuple[str, str]], progress) -> docs.UploadOutcome:
        return docs.index_uploads(rag, files, uploads, max_upload_mb=settings.ui.max_upload_mb, on_progress=progress)

    jobs = IndexJobs(index, settings.index_dir.parent / "api_uploads")
    auth = StaffAuth(settings)
    router = APIRouter(prefix="/v1", tags=["staff"], dependencies=[Depends(auth)])
    refused = responses(401, 403, 429)

    @router.get("/documents", response_model=list[DocumentOut], responses={**refused, **responses(503)})
    def list_documents() -> list[DocumentOut]:
        """The indexed documents (what customers can find), as ``banking-ai documents`` lists them."""
        try:
            return [document_out(record) for record in rag.index.documents()]
        except IndexBusyError:
            raise ApiError(503, "index_busy", INDEX_BUSY, retry_after_s=5) from None

    @router.post(
        "/documents",
        status_code=202,
        response_model=JobOut,
        responses={**refused, **responses(400, 413)},
    )
    def upload_documents(files: list[UploadFile] = File(description="DOCX, PDF, TXT, MD or HTML files.")):  # noqa: B008
        """Add or update documents (a file named like an uploaded one replaces it). Returns a job at once;
        poll ``GET /v1/documents/jobs/{job_id}`` for progress and the report."""
        folder = jobs.stage()
        staged = []
        for number, upload in enumerate(files):
            name = docs.safe_name(upload.filename or "document")
            path = folder / f"{number}-{name}"
            with path.open("wb") as out:
                shutil.copyfileobj(upload.file, out)
            staged.append((str(path), upload.filename or name))
        job = jobs.submit(folder, staged)
        location = f"/v1/documents/jobs/{job.job_id}"
        return JSONResponse(job_out(job).model_dump(), status_code=202, headers={"Location": location})

    @router.get("/documents/jobs/{job_id}", response_model=JobOut, responses={**refused, **responses(404)})
    def indexing_job(job_id: str) -> JobOut:
        """An upload's indexing: status, progress and, when done, the report (failed files with reasons)."""
        job = jobs.get(job_id)
        if job is None:
            raise ApiError(404, "no_such_job", "No indexing job has that id (finished jobs are kept for a while).")
        return job_out(job)

    @router.delete("/documents/{doc:path}", response_model=DeletedOut, responses={**refused, **responses(404, 503)})
    def delete_document(doc: str) -> DeletedOut:
        """Remove a document, named by its ``doc_id``, file name or title (and its uploaded copy)."""
        try:
            report = docs.delete_document(rag, doc, folder=uploads)
        except IndexBusyError:
            raise ApiError(503, "index_busy", INDEX_BUSY, retry_after_s=5) from None
        if not report.removed:
            reason = "; ".join(report.failed.values()) or "no indexed document matches this name"
            raise ApiError(404, "no_such_document", f"Not deleted: {reason}.")
        return DeletedOut(removed=[Path(source).name for source in report.removed], report=report_out(report))

    @router.get("/health", response_model=dict[str, Any], responses=refused)
    def health_values() -> dict[str, Any]:
        """What the running app is made of and whether each part works (the staff tab's health panel)."""
        return health(orchestrator)

    return router, jobs
