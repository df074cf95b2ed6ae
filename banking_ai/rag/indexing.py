"""``build_rag_index``: incremental, idempotent, crash-safe indexing of policy files.

Per document, the writer goes through journaled steps recorded in the registry:

1. ``pending`` = new version           (journal: these points may exist half-written)
2. upsert the new version's points      (readers ignore them: not the registry's version)
3. ``version`` = new, ``retired`` = [old]   (the switch: one upsert, atomic)
4. the entity graph gets the new version (``graph_sync``; a removal deletes it here)
5. delete the retired points; clear the journal

A run that dies anywhere leaves each document at its old or its new version; the next
run's ``_recover`` deletes half-written and retired points, and its graph reconciliation
rebuilds any document whose graph version differs from the registry's. Embedding and
parsing run on the caller's thread while a single writer thread stores the previous
document, so on-disk Qdrant writes overlap with the encoder.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from banking_ai.embedding import Embedder
from banking_ai.rag import sparse
from banking_ai.rag.chunking import chunk_document
from banking_ai.rag.parse_worker import DocumentParser, make_parser
from banking_ai.rag.parsing import SUPPORTED_SUFFIXES, DocumentError
from banking_ai.rag.store import QdrantIndex, point_ids
from banking_ai.settings import ParsingSettings, Settings
from banking_ai.types import Chunk, IndexReport
from banking_ai.vocabulary.hindi import english_half

if TYPE_CHECKING:
    from banking_ai.rag.graph_sync import GraphSync
    from banking_ai.rag.index import PolicyIndex

log = logging.getLogger(__name__)

INDEX_FORMAT = "25"  # bump when parsing, chunking or sparse weighting changes: every document is redone
Progress = Callable[[str, int, int], None]  # (phase, done, total)
# Chunks per encoder call across documents; measured in docs/benchmarks.md (per-document calls
# padded short and long texts together and ran slower).
EMBED_GROUP_CHUNKS = 256


@dataclass(slots=True)
class _Work:
    path: Path
    doc_id: str
    doc_hash: str
    version: str
    chunks: list[Chunk]
    title: str
    previous: dict | None


def discover(paths: Iterable[str | Path], report: IndexReport) -> list[Path]:
    """Files to index under ``paths``; problems go to the report."""
    found: dict[Path, None] = {}
    for raw in paths:
        path = Path(raw).expanduser()
        if path.is_dir():
            matches = [
                item for item in sorted(path.rglob("*")) if item.is_file() and not item.name.startswith(("~$", "."))
            ]
            usable = [item for item in matches if item.suffix.lower() in SUPPORTED_SUFFIXES]
            for item in matches:
                if item.suffix.lower() not in SUPPORTED_SUFFIXES:
                    report.skipped[str(item)] = f"unsupported file type '{item.suffix or '(none)'}'"
            if not usable:
                report.failed[str(path)] = (
                    f"no supported documents in this folder (supported: {', '.join(SUPPORTED_SUFFIXES)})"
                )
            found.update(dict.fromkeys(item.resolve() for item in usable))
        elif path.is_file():
            found[path.resolve()] = None
        else:
            report.failed[str(path)] = "no such file or folder"
    return list(found)


class Indexer:
    """Builds and maintains the index; construct once per process (holds the embedder)."""

    def __init__(
        self,
        settings: Settings,
        embedder: Embedder,
        index: PolicyIndex,
        graph: GraphSync | None = None,
        parser_factory: Callable[[ParsingSettings], DocumentParser] = make_parser,
    ) -> None:
        """``index``: where documents go (it holds the lock and the client, publishes and reloads);
        ``parser_factory``: makes the run's ``DocumentParser`` from ``settings.parsing``."""
        self._settings = settings
        self._parser_factory = parser_factory
        self._embedder = embedder
        self._index = index
        self._graph = graph

    # -- public ---------------------------------------------------------------------
    def build(
        self,
        paths: Iterable[str | Path],
        *,
        prune: bool = False,
        delete: Iterable[str] = (),
        on_progress: Progress | None = None,
    ) -> IndexReport:
        """Index ``paths`` (files and folders); see the module docstring for guarantees."""
        started = time.perf_counter()
        report = IndexReport()
        progress = on_progress or (lambda phase, done, total: None)
        files = discover(paths, report)
        if prune and report.failed:
            # A mistyped or empty folder would otherwise look like "every document was removed".
            report.failed["--prune"] = "not pruning: fix the missing or empty paths first"
            prune = False
        # A worker process (started on the first file that needs parsing) with a time and memory
        # budget per file: a hostile file fails alone and the index lock is still released.
        parser = self._parser_factory(self._settings.parsing)
        try:
            with self._index.writing("indexing") as write:
                index = write.store
                records = index.records() if index.exists() else {}
                # Once ``changed`` is set the index tells readers on exit, even if this run fails later.
                write.changed = self._recover(index, records)
                if self._graph is not None:
                    self._graph.start_run()
                targets = self._deletions(records, files, delete, prune, report)
                work = self._plan(files, records, report, progress, skip=set(targets), parser=parser)
                # A write that fails after its document's switch still changed what readers see.
                write.changed = write.changed or bool(work or targets)
                if work:
                    self._embedder_warm()
                    index.ensure(self._embedder.dimension)
                    try:
                        self._write_all(index, work, report, progress)
                    except KeyboardInterrupt:
                        # Every stored document is complete; the caller reports and exits non-zero.
                        report.interrupted = True
                        targets = []
                for doc_id in targets:
                    self._remove(index, records[doc_id])
                    report.removed.append(records[doc_id]["source"])
                report.chunks_total = index.count() if index.exists() else 0
                if self._graph is not None:
                    if not report.interrupted:
                        self._graph.reconcile(index)
                    self._graph.report(report)
        finally:
            parser.close()
            report.seconds = time.perf_counter() - started
        return report

    # -- planning -------------------------------------------------------------------
    def _config_signature(self) -> str:
        rag = self._settings.rag
        text = (
            f"{self._embedder.name}|{rag.chunk_size}|{rag.chunk_overlap}|{rag.min_chunk_chars}"
            f"|{rag.sparse_char_ngrams}|{INDEX_FORMAT}"
        )
        return hashlib.sha256(text.encode()).hexdigest()[:8]

    def _plan(
        self,
        files: list[Path],
        records: dict[str, dict],
        report: IndexReport,
        progress: Progress,
        skip: set[str],
        parser: DocumentParser,
    ) -> list[_Work]:
        signature = self._config_signature()
        max_bytes = int(self._settings.rag.max_file_mb * 1e6)
        work = []
        for done, path in enumerate(files):
            progress("read", done, len(files))
            doc_id = str(path)
            if doc_id in skip:
                continue  # being deleted in this run
            previous = records.get(doc_id)
            try:
                doc_hash = hashlib.sha256(path.read_bytes()).hexdigest() if path.stat().st_size <= max_bytes else ""
                version = f"{doc_hash[:16]}.{signature}"
                if previous and previous.get("version") == version:
                    report.unchanged.append(str(path))
                    continue
                parsed = parser.parse(path, max_bytes)
                modified = dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC).isoformat(timespec="seconds")
                chunks = chunk_document(
                    parsed,
                    doc_id=doc_id,
                    source=path,
                    modified=modified,
                    chunk_size=self._settings.rag.chunk_size,
                    chunk_overlap=self._settings.rag.chunk_overlap,
                    min_chunk_chars=self._settings.rag.min_chunk_chars,
                )
            except DocumentError as exc:
                log.warning("not indexed: %s: %s", path.name, exc)  # named as it happens, not only in the report
                report.failed[str(path)] = str(exc)
                continue
            except OSError as exc:
                report.failed[str(path)] = f"could not be read: {exc.strerror or exc}"
                continue
            except Exception as exc:  # a damaged file must fail alone, never the whole run
                log.exception("unexpected error while reading %s", path.name)
                report.failed[str(path)] = f"could not be parsed: {type(exc).__name__}: {exc}"
                continue
            work.append(
                _Work(
                    path,
                    doc_id,
                    doc_hash,
                    version,
                    chunks,
                    parsed.title,
                    previous if previous and previous.get("version") else None,
                )
            )
        progress("read", len(files), len(files))
        return work

    def _deletions(
        self, records: dict[str, dict], files: list[Path], delete: Iterable[str], prune: bool, report: IndexReport
    ) -> list[str]:
        live = {doc_id for doc_id, record in records.items() if record.get("version")}
        targets: list[str] = []
        for name in delete:
            matches = match_documents(name, [records[d] for d in live])
            if len(matches) == 1:
                targets.append(matches[0])
            elif not matches:
                report.failed[name] = "no indexed document matches this name"
            else:
                report.failed[name] = f"matches {len(matches)} documents; give the full path: {', '.join(matches)}"
        if prune:
            seen = {str(path) for path in files}
            targets.extend(doc_id for doc_id in sorted(live) if doc_id not in seen and doc_id not in targets)
        return targets

    # -- writing --------------------------------------------------------------------
    def _embedder_warm(self) -> None:
        self._embedder.warm_up()

    def _write_all(self, index: QdrantIndex, work: list[_Work], report: IndexReport, progress: Progress) -> None:
        total = sum(len(item.chunks) for item in work)
        embedded = written = 0
        pending: list[tuple[_Work, Future]] = []
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="index-writer") as writer:
            try:
                for group in _groups(work, EMBED_GROUP_CHUNKS):
                    for item, vectors, fresh in self._vectors_for(index, group):
                        embedded += len(item.chunks)
                        report.chunks_embedded += fresh
                        pending.append((item, writer.submit(self._write_document, index, item, vectors)))
                    progress("embed", embedded, total)
                    written += self._collect(pending, report, progress, total, written, block=False)
            except BaseException:
                # On Ctrl-C the document in flight is finished (each one is atomic) and the rest not started.
                for _item, future in pending:
                    future.cancel()
                raise
            finally:
                written += self._collect(pending, report, progress, total, written, block=True)

    def _collect(self, pending, report, progress, total, written, *, block: bool) -> int:
        done = 0
        while pending and (block or pending[0][1].done()):
            item, future = pending.pop(0)
            if future.cancelled():
                continue
            try:
                future.result()
            except Exception as exc:  # a store failure fails this document, never the others already written
                log.exception("writing %s failed", item.path.name)
                report.failed[str(item.path)] = f"could not be stored: {type(exc).__name__}: {exc}"
                continue
            (report.updated if item.previous else report.added).append(str(item.path))
            report.chunks_written += len(item.chunks)
            done += len(item.chunks)
            progress("write", written + done, total)
        return done

    def _vectors_for(self, index: QdrantIndex, group: list[_Work]) -> list[tuple[_Work, np.ndarray, int]]:
        """(document, chunk vectors, chunks embedded) for a group, reusing stored vectors of unchanged text.

        The group's new texts go to the encoder in one call: it sorts them by length, so
        short and long chunks of different documents pad less than one document at a time.
        """
        plans = []
        texts: list[str] = []
        for item in group:
            reusable: dict[str, np.ndarray] = {}
            if item.previous:
                old_ids = point_ids(item.doc_id, item.previous["version"], item.previous["chunks"])
                reusable = index.stored_vectors(old_ids, self._embedder.name)
            missing = [i for i, chunk in enumerate(item.chunks) if chunk.content_hash not in reusable]
            plans.append((item, reusable, missing, len(texts)))
            texts += [english_half(item.chunks[i].embedding_text) for i in missing]
        fresh = self._embedder.embed_documents(texts)
        out = []
        for item, reusable, missing, start in plans:
            vectors = np.zeros((len(item.chunks), self._embedder.dimension), dtype=np.float32)
            for row, i in enumerate(missing):
                vectors[i] = fresh[start + row]
            for i, chunk in enumerate(item.chunks):
                if chunk.content_hash in reusable:
                    vectors[i] = reusable[chunk.content_hash]
            out.append((item, vectors, len(missing)))
        return out

    def _write_document(self, index: QdrantIndex, item: _Work, vectors: np.ndarray) -> None:
        previous = item.previous
        now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        record = (
            dict(previous)
            if previous
            else {
                "doc_id": item.doc_id,
                "version": None,
                "chunks": 0,
                "retired": [],
            }
        )
        record.update(pending={"version": item.version, "chunks": len(item.chunks)})
        index.put_record(record)
        index.write_chunks(
            item.chunks,
            vectors,
            item.version,
            self._embedder.name,
            [
                sparse.document_vector(chunk.embedding_text, self._settings.rag.sparse_char_ngrams)
                for chunk in item.chunks
            ],
        )
        retired = list(record.get("retired") or [])
        if previous:
            retired.append({"version": previous["version"], "chunks": previous["chunks"]})
        record.update(
            version=item.version,
            chunks=len(item.chunks),
            pending=None,
            retired=retired,
            title=item.title,
            source=str(item.path),
            doc_hash=item.doc_hash,
            modified=item.chunks[0].modified if item.chunks else now,
            indexed_at=now,
        )
        index.put_record(record)
        if self._graph is not None:
            self._graph.upsert(item.doc_id, item.version, item.chunks)
        self._settle(index, record)

    def _settle(self, index: QdrantIndex, record: dict) -> None:
        """Delete retired versions' points and clear them from the record."""
        for old in record.get("retired") or []:
            index.delete_points(point_ids(record["doc_id"], old["version"], old["chunks"]))
        record.update(retired=[])
        if record.get("version"):
            index.put_record(record)
        else:
            index.drop_record(record["doc_id"])

    def _remove(self, index: QdrantIndex, record: dict) -> None:
        record = dict(record)
        record.update(
            retired=[*(record.get("retired") or []), {"version": record["version"], "chunks": record["chunks"]}],
            version=None,
        )
        index.put_record(record)
        if self._graph is not None:
            self._graph.delete(record["doc_id"])
        self._settle(index, record)

    def _recover(self, index: QdrantIndex, records: dict[str, dict]) -> bool:
        """Finish or undo whatever an interrupted run left in flight; True if anything was repaired."""
        repaired = False
        for doc_id, record in list(records.items()):
            if not (record.get("pending") or record.get("retired")):
                continue
            repaired = True
            log.warning("repairing an interrupted update of %s", Path(doc_id).name)
            if record.get("pending"):
                index.delete_points(point_ids(doc_id, record["pending"]["version"], record["pending"]["chunks"]))
                record["pending"] = None
            self._settle(index, record)
            if not record.get("version"):
                del records[doc_id]
        return repaired


def _groups(work: list[_Work], min_chunks: int) -> Iterator[list[_Work]]:
    """Consecutive documents packed until a group holds at least ``min_chunks`` chunks."""
    group: list[_Work] = []
    size = 0
    for item in work:
        group.append(item)
        size += len(item.chunks)
        if size >= min_chunks:
            yield group
            group, size = [], 0
    if group:
        yield group


def match_documents(name: str, records: list[dict]) -> list[str]:
    """doc_ids whose path, file name, stem or title is ``name`` (case-insensitive for names)."""
    candidate = Path(name).expanduser()
    resolved = str(candidate.resolve()) if candidate.exists() else None
    lowered = name.strip().lower()
    exact = [r["doc_id"] for r in records if r["doc_id"] in (name, resolved)]
    if exact:
        return exact
    return [
        r["doc_id"]
        for r in records
        if lowered in (Path(r["doc_id"]).name.lower(), Path(r["doc_id"]).stem.lower(), str(r.get("title", "")).lower())
    ]
