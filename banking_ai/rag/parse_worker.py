"""Parsing under a time and a memory budget: the ``DocumentParser`` seam and its two backends.

- ``WorkerParser`` (the default) parses in a child process started once per indexing run
  (``python -c`` importing this module: the caller's ``__main__`` is never re-imported). The
  child limits its own address space (``RLIMIT_AS``), dies with the thread that started it
  (``PR_SET_PDEATHSIG``), ignores Ctrl-C (the parent stops it) and imports unstructured and
  spaCy before it says it is ready, so the per-file clock measures parsing alone. A file that
  runs past ``timeout_s`` gets the child killed; a child that runs out of memory reports it and
  exits, or dies; either way the file fails with the reason and the next file gets a new child.
  Results come back as JSON, never pickles: a child exploited by a crafted file could send the
  parent anything, and JSON cannot run code.
- ``InProcessParser`` runs the same checks and parser in the calling process, with no time or
  memory budget: for trusted files (the test suite's own documents).

Start-up cost, measured on 2 cores (docs/benchmarks.md): the child takes ~3-5 s to import
unstructured, spaCy and torch, which is why there is one per run and not one per file.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Protocol

from banking_ai.rag.limits import MB, guarded_parse
from banking_ai.rag.parsing import Block, DocumentError, ParsedDocument
from banking_ai.settings import ParsingSettings

log = logging.getLogger(__name__)

_BOOT = (
    "import importlib, sys\n"
    "root = sys.argv[1]\n"
    "if root not in sys.path:\n"
    "    sys.path.insert(0, root)\n"
    "importlib.import_module(sys.argv[2]).main(sys.argv[3:])\n"
)
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
_PR_SET_PDEATHSIG = 1


class DocumentParser(Protocol):
    """Reads one file into blocks under the configured limits."""

    def parse(self, path: Path, max_bytes: int) -> ParsedDocument:
        """The parsed file; raises ``DocumentError`` with a reason written for staff."""
        ...

    def close(self) -> None:
        """Release what the parser holds (the worker process); it can still be used after."""
        ...


def make_parser(limits: ParsingSettings) -> DocumentParser:
    """The one place that chooses where files are parsed."""
    return WorkerParser(limits) if limits.isolate else InProcessParser(limits)


class InProcessParser:
    """Limits checked, then parsed in this process (no time or memory budget)."""

    def __init__(self, limits: ParsingSettings) -> None:
        self._limits = limits

    def parse(self, path: Path, max_bytes: int) -> ParsedDocument:
        return guarded_parse(path, max_bytes, self._limits)

    def close(self) -> None:
        pass


class WorkerParser:
    """Parses in a child process that is killed when a file passes its time budget."""

    def __init__(self, limits: ParsingSettings, *, module: str = __name__) -> None:
        """``module``: what the child runs (its ``main(argv)``); tests pass a worker with a scripted parser."""
        self._limits = limits
        self._module = module
        self._process: subprocess.Popen | None = None
        self._connection = None
        self.started = 0  # workers started so far (a killed worker is replaced for the next file)

    def parse(self, path: Path, max_bytes: int) -> ParsedDocument:
        connection = self._worker()
        request = {"path": str(path.absolute()), "max_bytes": max_bytes, "limits": self._limits.model_dump()}
        connection.send_bytes(json.dumps(request).encode())
        if not connection.poll(self._limits.timeout_s):
            self._stop(kill=True)
            raise DocumentError(
                f"parsing took longer than the {self._limits.timeout_s:g} s limit and was stopped "
                "(the file is malformed, far too complex, or built to hang a parser)"
            )
        try:
            reply = json.loads(connection.recv_bytes(maxlength=self._reply_limit()))
        except (EOFError, OSError, ValueError):
            code = self._stop(kill=True)
            raise DocumentError(
                f"the parser stopped while reading the file ({_exit_description(code)}): it needed more than "
                f"the {self._limits.memory_mb} MB memory limit, or crashed"
            ) from None
        if reply["status"] == "ok":
            return _from_json(reply["document"])
        if reply["status"] == "memory":
            self._stop(kill=False)  # the worker exits after a MemoryError: its heap is not to be trusted
        raise DocumentError(reply["reason"])

    def close(self) -> None:
        self._stop(kill=False)

    def __enter__(self) -> WorkerParser:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the child ---------------------------------------------------------------------------
    def _worker(self):
        if self._process is not None and self._process.poll() is None:
            return self._connection
        self._stop(kill=True)
        from multiprocessing.connection import Pipe

        ours, theirs = Pipe(duplex=True)
        started = time.perf_counter()
        try:
            self._process = subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    _BOOT,
                    _PACKAGE_ROOT,
                    self._module,
                    str(theirs.fileno()),
                    str(self._limits.memory_mb),
                    str(os.getpid()),
                ],
                pass_fds=(theirs.fileno(),),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,  # --json output on our stdout must stay clean
            )
        finally:
            theirs.close()
        self._connection = ours
        self.started += 1
        try:
            ready = ours.poll(self._limits.start_timeout_s) and json.loads(ours.recv_bytes(maxlength=MB))
        except (EOFError, OSError, ValueError):
            ready = None
        if not ready or ready.get("status") != "ready":
            code = self._stop(kill=True)
            raise DocumentError(
                f"the parsing worker did not start within {self._limits.start_timeout_s:g} s "
                f"({_exit_description(code)})"
            )
        log.info("parsing worker %d ready in %.1f s", self._process.pid, time.perf_counter() - started)
        return ours

    def _reply_limit(self) -> int:
        # The blocks' text as JSON: at most a few times the uncompressed size the limits allow.
        return int(4 * self._limits.max_uncompressed_mb * MB) + MB

    def _stop(self, *, kill: bool) -> int | None:
        """End the child (ask, or kill at once); its exit code, or None if there was none."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        if connection is not None:
            connection.close()  # a waiting child reads EOF and exits
        if process is None:
            return None
        if kill:
            process.kill()
        try:
            return process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            return process.wait()


def _exit_description(code: int | None) -> str:
    if code is None:
        return "no exit code"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


def _to_json(document: ParsedDocument) -> dict:
    return {
        "title": document.title,
        "blocks": [
            {"section": list(block.section), "kind": block.kind, "text": block.text, "rows": block.rows}
            for block in document.blocks
        ],
    }


def _from_json(data: dict) -> ParsedDocument:
    blocks = [
        Block(tuple(str(part) for part in block["section"]), str(block["kind"]), str(block["text"]), block["rows"])
        for block in data["blocks"]
    ]
    return ParsedDocument(str(data["title"]), blocks)


# -- the worker side --------------------------------------------------------------------------


def main(argv: list[str], parse=guarded_parse, warm=None) -> None:
    """The child: ``argv`` = [connection fd, memory budget MB, parent pid]. Serves requests until EOF."""
    from multiprocessing.connection import Connection

    fd, memory_mb, parent = int(argv[0]), int(argv[1]), int(argv[2])
    _limit_self(memory_mb, parent)
    connection = Connection(fd)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s (parsing worker): %(message)s")
    try:
        (warm or _import_parsers)()
    except Exception as exc:  # the first parse will report the same failure for its file
        log.warning("parsing worker warm-up failed: %s", type(exc).__name__)
    connection.send_bytes(json.dumps({"status": "ready"}).encode())
    serve(connection, parse)


def serve(connection, parse) -> None:
    """Answer ``{"path", "max_bytes", "limits"}`` requests with ``{"status", ...}`` replies until EOF."""
    while True:
        try:
            request = json.loads(connection.recv_bytes())
        except EOFError:
            return
        reply, stop = _parse_one(request, parse)
        connection.send_bytes(json.dumps(reply, ensure_ascii=False).encode())
        if stop:
            return


def _parse_one(request: dict, parse) -> tuple[dict, bool]:
    """(reply, whether the worker must exit after sending it)."""
    limits = ParsingSettings(**request["limits"])
    try:
        document = parse(Path(request["path"]), int(request["max_bytes"]), limits)
        return {"status": "ok", "document": _to_json(document)}, False
    except MemoryError:
        return _out_of_memory(limits), True
    except DocumentError as exc:
        if _caused_by_memory(exc):
            return _out_of_memory(limits), True
        return {"status": "error", "reason": str(exc)}, False
    except Exception as exc:  # a parser bug must fail this file, not the worker
        return {"status": "error", "reason": f"could not be parsed: {type(exc).__name__}: {exc}"}, False


def _out_of_memory(limits: ParsingSettings) -> dict:
    return {
        "status": "memory",
        "reason": f"parsing needed more than the {limits.memory_mb} MB memory limit and was stopped",
    }


def _caused_by_memory(exc: BaseException) -> bool:
    """libxml2 reports a failed allocation as 'Memory allocation failed'; Python as MemoryError."""
    while exc is not None:
        if isinstance(exc, MemoryError) or "Memory allocation failed" in str(exc):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def _limit_self(memory_mb: int, parent: int) -> None:
    import resource

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole process group: the parent decides
    if sys.platform.startswith("linux"):
        import ctypes

        # Die with the parent (with the thread that started us, precisely: one indexing run).
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:
            os._exit(1)  # the parent was gone before the signal was asked for
    limit = memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _import_parsers() -> None:
    """Pay unstructured's and spaCy's import before the first file's clock starts."""
    from banking_ai.rag.parsing import _use_packaged_spacy_model

    _use_packaged_spacy_model()
    import unstructured.partition.docx
    import unstructured.partition.html
    import unstructured.partition.md
    import unstructured.partition.text  # noqa: F401
