"""Indexing jobs for staff uploads through the API: one at a time, in a background thread.

``POST /v1/documents`` stages the uploaded files in a private folder and returns a job at once;
the job runs the staff tab's own upload code (``ui/documents.index_uploads``: size check, uploads
folder, the process's indexer) and records its progress, which ``GET /v1/documents/jobs/{id}`` shows.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from banking_ai.files import private_dir
from banking_ai.types import IndexReport
from banking_ai.ui.documents import UploadOutcome

log = logging.getLogger(__name__)

KEEP_JOBS = 100  # finished jobs remembered for polling; the oldest are forgotten first
STALE_AFTER_S = 86_400.0  # staged files older than this were left by a process that stopped mid-job
Indexing = Callable[[list[tuple[str, str]], Callable[[str, int, int], None]], UploadOutcome]


@dataclass(slots=True)
class IndexJob:
    """One upload's indexing: ``status`` is queued, running, done or failed; ``done``/``total`` count
    files while reading and passages while embedding and writing (``phase``)."""

    job_id: str
    status: str = "queued"
    phase: str = ""
    done: int = 0
    total: int = 0
    refused: dict[str, str] = field(default_factory=dict)
    report: IndexReport | None = None
    error: str = ""

    def progress(self, phase: str, done: int, total: int) -> None:
        self.phase, self.done, self.total = phase, done, total


class IndexJobs:
    """Runs ``index`` over staged uploads one job at a time; jobs are kept for polling."""

    def __init__(self, index: Indexing, staging: Path) -> None:
        self._index = index
        self._staging = staging
        _remove_stale(staging)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="api-indexing")
        self._jobs: OrderedDict[str, IndexJob] = OrderedDict()
        self._lock = threading.Lock()

    def stage(self) -> Path:
        """A new owner-only folder for one upload's files."""
        return Path(tempfile.mkdtemp(dir=private_dir(self._staging)))

    def submit(self, folder: Path, files: list[tuple[str, str]]) -> IndexJob:
        """Queue indexing of ``files`` ((staged path, original name) pairs in ``folder``)."""
        job = IndexJob(uuid.uuid4().hex)
        with self._lock:
            self._jobs[job.job_id] = job
            while len(self._jobs) > KEEP_JOBS:
                oldest = next(iter(self._jobs))
                if self._jobs[oldest].status in ("queued", "running"):
                    break
                del self._jobs[oldest]
        self._executor.submit(self._run, job, folder, files)
        return job

    def get(self, job_id: str) -> IndexJob | None:
        with self._lock:
            return self._jobs.get(job_id)

    def _run(self, job: IndexJob, folder: Path, files: list[tuple[str, str]]) -> None:
        job.status = "running"
        status = "failed"
        try:
            outcome = self._index(files, job.progress)
            job.report, job.refused, status = outcome.report, outcome.refused, "done"
        except Exception as exc:  # IndexBusyError and friends: the job says why; the server goes on
            log.warning("API indexing job %s failed: %s", job.job_id, type(exc).__name__)
            job.error = str(exc) or type(exc).__name__
        finally:
            shutil.rmtree(folder, ignore_errors=True)
            job.status = status  # last: a client that sees the job finished finds its files gone too

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)


def _remove_stale(staging: Path) -> None:
    """Remove upload folders a stopped process left behind (never a running job's: they are recent)."""
    if not staging.is_dir():
        return
    now = time.time()
    for folder in staging.iterdir():
        if now - folder.stat().st_mtime > STALE_AFTER_S:
            shutil.rmtree(folder, ignore_errors=True)
