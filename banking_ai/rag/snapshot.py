"""The search snapshot: every searchable point of the local index, as matrices, and the searchable
documents' registry records, in memory and on disk.

The writer (``SnapshotPolicyIndex.writing``) saves it to ``<index_dir>/snapshot.npz`` while it
still holds the index lock, then names its generation in ``<index_dir>/generation``. Readers in
any process (the app and its staff tab, ``banking-ai search`` / ``ask`` / ``documents``) load the
file without taking the writer's lock: while a build runs they keep reading the last complete
generation, and a build never makes them wait.
Only a missing or out-of-date file (an index built before snapshots were saved, or a run that
failed before saving) sends a reader to Qdrant's folder, under the lock, and it saves the file
for everyone after it.

The file is a plain ``.npz`` read with ``allow_pickle=False``: payloads travel as UTF-8 JSON.
Each save writes a temporary file and renames it over the old one, so a reader opens either the
old or the new snapshot, never half of one.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from banking_ai.rag import sparse as bm25
from banking_ai.rag.store import DENSE, SPARSE, QdrantIndex

log = logging.getLogger(__name__)

GENERATION_FILE = "generation"
SNAPSHOT_FILE = "snapshot.npz"


@dataclass(slots=True)
class Snapshot:
    generation: str
    ids: list[str]
    payloads: list[dict]
    matrix: np.ndarray  # (n, dim) float32, unit rows
    terms: object  # scipy.sparse.csc_matrix (n, vocabulary), BM25 tf weights
    vocabulary: dict[int, int]  # sparse term id -> column of ``terms``, columns in order of first use
    idf: np.ndarray
    rows: dict[str, int]  # point id -> row
    documents: list[dict]  # registry records of the searchable documents (their current version)


def current_generation(index_dir: Path) -> str:
    """The generation the last indexing run that changed something wrote; '' before any."""
    try:
        return (index_dir / GENERATION_FILE).read_text()
    except FileNotFoundError:
        return ""


def new_generation() -> str:
    return uuid.uuid4().hex


def mark_generation(index_dir: Path, generation: str) -> None:
    """Tell readers in every process that the index changed (one atomic rename)."""
    path = index_dir / GENERATION_FILE
    temporary = path.with_suffix(".tmp")
    temporary.write_text(generation)
    temporary.replace(path)


def read_from_index(index: QdrantIndex, generation: str) -> Snapshot:
    """The searchable points (each document's registry version) read through a Qdrant client."""
    ids: list[str] = []
    payloads: list[dict] = []
    vectors: list[list[float]] = []
    rows: list[int] = []
    cols: list[int] = []
    values: list[float] = []
    vocabulary: dict[int, int] = {}
    documents: list[dict] = []
    if index.exists():
        records = index.records()
        versions = {doc_id: record.get("version") for doc_id, record in records.items()}
        documents = [record for record in records.values() if record.get("version")]
        for point in index.scroll_all():
            payload = point.payload
            if payload.get("version") != versions.get(payload.get("doc_id")):
                continue  # half-written or retired version: not searchable
            row = len(ids)
            ids.append(str(point.id))
            payloads.append(payload)
            vectors.append(point.vector[DENSE])
            terms = point.vector.get(SPARSE)
            if terms is not None:
                for term, value in zip(terms.indices, terms.values, strict=True):
                    rows.append(row)
                    cols.append(vocabulary.setdefault(term, len(vocabulary)))
                    values.append(value)
    matrix = np.asarray(vectors, dtype=np.float32).reshape(len(ids), -1) if ids else np.zeros((0, 1), np.float32)
    return _assemble(generation, ids, payloads, matrix, (values, (rows, cols)), list(vocabulary), documents)


def _assemble(generation, ids, payloads, matrix, term_data, vocabulary_terms, documents) -> Snapshot:
    from scipy.sparse import csc_matrix

    shape = (len(ids), max(len(vocabulary_terms), 1))
    terms = csc_matrix(term_data, shape=shape, dtype=np.float32)
    frequency = np.diff(terms.indptr)
    return Snapshot(
        generation,
        ids,
        payloads,
        matrix,
        terms,
        {int(term): column for column, term in enumerate(vocabulary_terms)},
        bm25.idf(frequency, len(ids)).astype(np.float32),
        {point_id: row for row, point_id in enumerate(ids)},
        documents,
    )


def save(snapshot: Snapshot, index_dir: Path) -> None:
    """Write ``snapshot`` to ``<index_dir>/snapshot.npz`` (atomically replacing the previous one)."""
    terms = snapshot.terms
    path = index_dir / SNAPSHOT_FILE
    temporary = index_dir / f".{SNAPSHOT_FILE}.{os.getpid()}.tmp"
    with temporary.open("wb") as handle:
        np.savez(
            handle,
            generation=np.frombuffer(snapshot.generation.encode(), dtype=np.uint8),
            ids=np.frombuffer(json.dumps(snapshot.ids).encode(), dtype=np.uint8),
            payloads=np.frombuffer(json.dumps(snapshot.payloads, ensure_ascii=False).encode(), dtype=np.uint8),
            matrix=snapshot.matrix,
            terms_data=terms.data,
            terms_indices=terms.indices,
            terms_indptr=terms.indptr,
            vocabulary=np.asarray(list(snapshot.vocabulary), dtype=np.int64),
            documents=np.frombuffer(json.dumps(snapshot.documents, ensure_ascii=False).encode(), dtype=np.uint8),
        )
    temporary.replace(path)


def load(index_dir: Path) -> Snapshot | None:
    """The snapshot saved in ``index_dir``; None when there is none or it cannot be read."""
    path = index_dir / SNAPSHOT_FILE
    try:
        with np.load(path, allow_pickle=False) as data:
            ids = json.loads(data["ids"].tobytes())
            payloads = json.loads(data["payloads"].tobytes())
            vocabulary = data["vocabulary"].tolist()
            documents = json.loads(data["documents"].tobytes())
            term_data = (data["terms_data"], data["terms_indices"], data["terms_indptr"])
            return _assemble(
                data["generation"].tobytes().decode(), ids, payloads, data["matrix"], term_data, vocabulary, documents
            )
    except FileNotFoundError:
        return None
    except KeyError:  # saved before the file carried the document list: rebuilt from Qdrant once
        log.info("search snapshot %s is from an older version; reading the index instead", path)
        return None
    except (OSError, ValueError) as exc:  # damaged: rebuilt from Qdrant
        log.warning("search snapshot %s unreadable (%s); reading the index instead", path, type(exc).__name__)
        return None
