"""Staff document operations for the app: keep uploads, index them and delete documents.

Indexing and deleting go through the process's one ``Indexer``; the listing is the index's own
(``rag.index.documents()``, the same one ``banking-ai documents`` prints).
"""

from __future__ import annotations

import logging
import re
import shutil
from collections.abc import Callable, Iterable
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


def index_files(
    rag: RagServices, paths: list[Path], on_progress: Callable[[str, int, int], None] | None = None
) -> IndexReport:
    """Index ``paths`` with the app's indexer (customers keep searching the previous snapshot)."""
    report = rag.indexer.build(paths, on_progress=on_progress)
    log.info("staff indexing: %s", report.summary())
    return report


def delete_document(rag: RagServices, doc_id: str, *, folder: Path | None = None) -> IndexReport:
    """Remove a document from the index; a copy kept in ``folder`` (a staff upload) is removed too."""
    report = rag.indexer.build([], delete=[doc_id])
    if doc_id in report.removed and folder is not None:
        path = Path(doc_id)
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
