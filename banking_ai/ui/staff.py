"""The staff tab's behaviour: the password gate, indexing uploads, listing and deleting documents, health.

Whether the tab exists (``staff_access``): with ``settings.ui.staff_password`` set it is behind
that password; without one it is open on a local run and absent on a public deployment (a
Hugging Face Space, where ``SPACE_ID`` is set), so a public app never exposes staff tools.
Every handler checks the session's gate itself: hiding a panel does not stop an API client.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from banking_ai.ui import documents as docs
from banking_ai.ui.gate import GateAnswer, staff_gate
from banking_ai.ui.health import health, health_markdown

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

StaffAccess = Literal["open", "password", "absent"]
LOCKED = "🔒 Enter the staff password first."
DOCUMENT_COLUMNS = ["Title", "Passages", "Last updated", "File"]


def is_public_deployment(environ: Mapping[str, str] | None = None) -> bool:
    """True on a Hugging Face Space (``SPACE_ID`` is set there)."""
    return bool((os.environ if environ is None else environ).get("SPACE_ID"))


def staff_access(settings: Settings, environ: Mapping[str, str] | None = None) -> StaffAccess:
    """How the staff tab is offered: behind a password, open (local run), or not at all (public)."""
    if settings.ui.staff_password is not None and settings.ui.staff_password.get_secret_value():
        return "password"
    return "absent" if is_public_deployment(environ) else "open"


class StaffController:
    """Staff actions for one app; ``unlocked`` is each browser session's gate state."""

    def __init__(
        self, orchestrator: Orchestrator, settings: Settings, *, upload_cache: Path | str | None = None
    ) -> None:
        """``upload_cache``: Gradio's upload cache; uploaded files are deleted from it once kept or refused."""
        if orchestrator.rag is None:
            raise ValueError("the staff tab needs the orchestrator's RAG services")
        self.orchestrator = orchestrator
        self.rag = orchestrator.rag
        self.settings = settings
        self.access = staff_access(settings)
        self.uploads = docs.uploads_dir(settings)
        self.upload_cache = upload_cache
        ui = settings.ui
        self.gate = (
            staff_gate(ui.staff_password, ui) if self.access == "password" and ui.staff_password is not None else None
        )

    # -- the gate -----------------------------------------------------------------------
    def initially_unlocked(self) -> bool:
        return self.access == "open"

    def unlock(self, password: str | None, address: str = "unknown") -> GateAnswer:
        """Try the staff password from the client at ``address`` (throttled, constant-time; ui/gate.py)."""
        if self.access == "open":
            return GateAnswer(True)
        if self.gate is None:
            return GateAnswer(False, LOCKED)
        return self.gate.unlock(password, address)

    # -- actions ------------------------------------------------------------------------
    def index_uploads(
        self,
        unlocked: bool,
        files: list[tuple[str, str]] | None,
        on_progress: Callable[[str, int, int], None] | None = None,
    ) -> str:
        """Keep and index uploaded files; returns the report for staff (failed files with reasons)."""
        try:
            return self._index_uploads(unlocked, files or [], on_progress)
        finally:
            if self.upload_cache is not None:
                from banking_ai.files import delete_uploads

                delete_uploads([path for path, _ in files or []], self.upload_cache)

    def _index_uploads(
        self, unlocked: bool, files: list[tuple[str, str]], on_progress: Callable[[str, int, int], None] | None
    ) -> str:
        if not unlocked:
            return LOCKED
        if not files:
            return "Choose one or more documents (DOCX, PDF, TXT, MD or HTML) first."
        outcome = docs.index_uploads(
            self.rag, files, self.uploads, max_upload_mb=self.settings.ui.max_upload_mb, on_progress=on_progress
        )
        text = docs.report_markdown(outcome.report) if outcome.report is not None else "**Nothing indexed.**"
        for name, reason in outcome.refused.items():
            text += f"\n- ❌ **{name}** refused: {reason}"
        return text

    def document_rows(self, unlocked: bool) -> tuple[list[list], list[tuple[str, str]], str]:
        """(table rows, delete choices as (label, doc_id), status line)."""
        if not unlocked:
            return [], [], LOCKED
        try:
            records = self.rag.index.documents()
        except Exception as exc:  # IndexBusyError: no complete index to list yet; the message names the holder
            return [], [], f"⏳ {exc}"
        rows = [[r.title, r.chunks, r.modified.replace("T", " ")[:16], Path(r.source).name] for r in records]
        choices = [(f"{r.title} ({Path(r.source).name})", r.doc_id) for r in records]
        total = sum(r.chunks for r in records)
        return rows, choices, f"{len(records)} documents, {total} passages."

    def delete(self, unlocked: bool, doc_id: str | None) -> str:
        """Remove one document from the index (and its uploaded copy, if staff uploaded it)."""
        if not unlocked:
            return LOCKED
        if not doc_id:
            return "Choose a document to delete first."
        report = docs.delete_document(self.rag, doc_id, folder=self.uploads)
        if report.removed:
            return f"**Deleted** {Path(doc_id).name}. {report.summary()}"
        reasons = "; ".join(report.failed.values()) or "it is no longer in the index"
        return f"**Not deleted**: {reasons}"

    def health_report(self, unlocked: bool) -> str:
        """The health panel as a Markdown table (a failing check is reported, never raised)."""
        if not unlocked:
            return LOCKED
        try:
            return health_markdown(health(self.orchestrator))
        except Exception as exc:
            log.exception("health check failed")
            return f"⚠️ The health check failed ({type(exc).__name__}); see the app's log."


def progress_callback(progress) -> Callable[[str, int, int], None]:
    """Adapts the indexer's (phase, done, total) calls to a ``gr.Progress`` bar."""

    def report(phase: str, done: int, total: int) -> None:
        if total:
            unit = "files" if phase == "read" else "passages"
            progress((done, total), desc=docs.PHASE_LABELS.get(phase, phase), unit=unit)

    return report
