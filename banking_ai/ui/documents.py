"""Staff document operations: keep uploads, index them and delete documents.

Shared by the staff tab (``ui/staff.py``) and the REST API's staff endpoints (``api/staff.py``): the
same size check, the same uploads folder, the process's one ``Indexer``. The listing is the index's
own (``rag.index.documents()``, the same one ``banking-ai documents`` prints).
"""

from __future__ import annotations

import logging
import re
import shutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.files import private_dir, private_file
from banking_ai.types import IndexReport

if TYPE_CHECKING:
    from banking_ai.rag.services import RagServices
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

PHASE_LABELS = {"read": "Reading files", "embed": "Embedding passages", "write": "Storing passages"}


def uploads_dir(settings: Settings) -> Path:
    """Where documents uploaded in the staff tab are kept (they are indexed by path)."""
    return settings.index_dir.parent / "uploaded_documents"


def safe_name(name: str) -> str:
    """A file name without folders or characters that are unsafe on disk; keeps the suffix."""
    base = Path(name.replace("\\", "/")).name
    cleaned = re.sub(r"[^\w.\- ]+", "_", base).strip(" .") or "document"
    return cleaned[:150]


def keep_uploads(files: Iterable[tuple[str, str]], folder: Path) -> list[Path]:
    """Copy uploaded (path, original name) pairs into ``folder``; a file of the same name is replaced.

    Indexing by a stable path means uploading a new version of "fees.docx" updates that
    document instead of adding a second copy.
    """
    private_dir(folder)
    kept = []
    for path, name in files:
        target = folder / safe_name(name)
        shutil.copyfile(path, target)
        kept.append(private_file(target))
    return kept


@dataclass(slots=True)
class UploadOutcome:
    """What became of uploaded files: the indexing report (None when no file was accepted) and the
    files refused before indexing, by name, with the reason."""

    report: IndexReport | None = None
    refused: dict[str, str] = field(default_factory=dict)


def index_uploads(
    rag: RagServices,
    files: Iterable[tuple[str, str]],
    folder: Path,
    *,
    max_upload_mb: float,
    on_progress: Callable[[str, int, int], None] | None = None,
) -> UploadOutcome:
    """Keep the uploaded (path, original name) files no larger than ``max_upload_mb`` in ``folder`` and
    index them; larger ones are refused with a reason."""
    limit = max_upload_mb * 1_000_000
    outcome = UploadOutcome()
    accepted = []
    for path, name in files:
        size = Path(path).stat().st_size
        if size > limit:
            outcome.refused[name] = f"{size / 1e6:.1f} MB is over the {max_upload_mb:g} MB upload limit"
        else:
            accepted.append((path, name))
    kept = keep_uploads(accepted, folder)
    if kept:
        outcome.report = index_files(rag, kept, on_progress)
    return outcome


def index_files(
    rag: RagServices, paths: list[Path], on_progress: Callable[[str, int, int], None] | None = None
) -> IndexReport:
    """Index ``paths`` with the app's indexer (customers keep searching the previous snapshot)."""
    report = rag.indexer.build(paths, on_progress=on_progress)
    log.info("staff indexing: %s", report.summary())
    return report


def delete_document(rag: RagServices, doc_id: str, *, folder: Path | None = None) -> IndexReport:
    """Remove a document from the index (``doc_id``, or its file name or title when that names one
    document); a copy kept in ``folder`` (a staff upload) is removed too."""
    report = rag.indexer.build([], delete=[doc_id])
    for source in report.removed if folder is not None else ():
        path = Path(source)
        if path.parent.resolve() == folder.resolve() and path.is_file():
            path.unlink()
    log.info("staff delete: %s", report.summary())
    return report


def report_markdown(report: IndexReport) -> str:
    """An ``IndexReport`` for staff: the summary, then each failed or skipped file with its reason."""
    lines = [f"**{'Done' if report.ok else 'Finished with problems'}** — {report.summary()}"]
    for label, names in (("Added", report.added), ("Updated", report.updated), ("Removed", report.removed)):
        if names:
            lines.append(f"- {label}: {', '.join(Path(name).name for name in names)}")
    for source, reason in report.failed.items():
        lines.append(f"- ❌ **{Path(source).name}** failed: {reason}")
    for source, reason in report.skipped.items():
        lines.append(f"- ⚠️ {Path(source).name} skipped: {reason}")
    if report.interrupted:
        lines.append("- ⚠️ indexing was interrupted; documents already stored are complete")
    return "\n".join(lines)
