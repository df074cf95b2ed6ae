"""Qdrant: one collection of chunks (dense + sparse vectors) and a document registry.

Every chunk point carries its document's ``version``. A document changes in journaled
steps (see ``banking_ai.rag.indexing``): new points are written beside the old ones,
the registry record is switched to the new version (one upsert: the atomic step), then
the old points are deleted. Readers only ever use points of the registry's version, so
a crash at any step leaves each document searchable at its old or its new version; the
next run finishes or undoes what the journal says was in flight.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path

import numpy as np

from banking_ai.settings import Settings
from banking_ai.types import Chunk, DocumentRecord

log = logging.getLogger(__name__)

DENSE = "dense"
SPARSE = "sparse"
_NAMESPACE = uuid.UUID("5b1c1a4e-8f3e-4a57-9f0e-6a1d2f7c9b21")


def point_id(doc_id: str, version: str, position: int) -> str:
    """Stable id of a chunk: the same document, version and position always map to it."""
    return str(uuid.uuid5(_NAMESPACE, f"{doc_id}\n{version}\n{position}"))


def point_ids(doc_id: str, version: str, count: int) -> list[str]:
    return [point_id(doc_id, version, position) for position in range(count)]


def registry_id(doc_id: str) -> str:
    return str(uuid.uuid5(_NAMESPACE, f"document\n{doc_id}"))


def local_path(settings: Settings) -> Path:
    return settings.index_dir / "qdrant"


def is_local(settings: Settings) -> bool:
    return not settings.qdrant.url


def make_client(settings: Settings):
    """A QdrantClient for the configured server, or local mode in ``index_dir``."""
    from qdrant_client import QdrantClient

    if settings.qdrant.url:
        key = settings.qdrant.api_key.get_secret_value() if settings.qdrant.api_key else None
        return QdrantClient(url=settings.qdrant.url, api_key=key, timeout=int(settings.qdrant.timeout_s))
    from banking_ai.files import private_dir

    path = local_path(settings)
    private_dir(settings.index_dir)
    path.mkdir(exist_ok=True)
    return QdrantClient(path=str(path))


@contextmanager
def open_client(settings: Settings) -> Iterator:
    client = make_client(settings)
    try:
        yield client
    finally:
        client.close()


class QdrantIndex:
    """Chunk collection plus document registry on one client (local or server)."""

    def __init__(self, client, collection: str) -> None:
        self.client = client
        self.collection = collection
        self.registry = f"{collection}_documents"

    # -- schema -----------------------------------------------------------------
    def exists(self) -> bool:
        return self.client.collection_exists(self.collection) and self.client.collection_exists(self.registry)

    def ensure(self, dimension: int) -> None:
        from qdrant_client import models

        if not self.client.collection_exists(self.collection):
            self.client.create_collection(
                self.collection,
                vectors_config={DENSE: models.VectorParams(size=dimension, distance=models.Distance.COSINE)},
                sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)},
            )
            if not self._local:
                for field, schema in (
                    ("version", models.PayloadSchemaType.KEYWORD),
                    ("doc_id", models.PayloadSchemaType.KEYWORD),
                ):
                    self.client.create_payload_index(self.collection, field, field_schema=schema)
        else:
            size = self.client.get_collection(self.collection).config.params.vectors[DENSE].size
            if size != dimension:
                raise RuntimeError(
                    f"the index holds {size}-dimensional vectors but the embedding model makes {dimension}; "
                    "delete the index folder (or use a new collection) and index again"
                )
        if not self.client.collection_exists(self.registry):
            self.client.create_collection(self.registry, vectors_config={})

    @property
    def _local(self) -> bool:
        return type(self.client._client).__name__ == "QdrantLocal"

    # -- registry ---------------------------------------------------------------
    def versions(self) -> dict[str, str]:
        """The version readers may use, by doc_id."""
        return {doc_id: r["version"] for doc_id, r in self.records().items() if r.get("version")}

    def records(self) -> dict[str, dict]:
        """Registry payloads by doc_id (current version, pending and retired versions)."""
        out: dict[str, dict] = {}
        offset = None
        while True:
            points, offset = self.client.scroll(self.registry, limit=256, offset=offset, with_payload=True)
            for point in points:
                out[point.payload["doc_id"]] = dict(point.payload)
            if offset is None:
                return out

    def put_record(self, payload: dict) -> None:
        from qdrant_client import models

        point = models.PointStruct(id=registry_id(payload["doc_id"]), vector={}, payload=payload)
        self.client.upsert(self.registry, [point], wait=True)

    def drop_record(self, doc_id: str) -> None:
        from qdrant_client import models

        self.client.delete(self.registry, models.PointIdsList(points=[registry_id(doc_id)]), wait=True)

    # -- chunks -----------------------------------------------------------------
    def write_chunks(
        self,
        chunks: list[Chunk],
        vectors: np.ndarray,
        version: str,
        model: str,
        sparse_vectors: list[tuple[list[int], list[float]]],
    ) -> None:
        """Upsert a document version's chunks (invisible to readers until the registry switches to it)."""
        from qdrant_client import models

        points = []
        for chunk, vector, (indices, values) in zip(chunks, vectors, sparse_vectors, strict=True):
            payload = asdict(chunk)
            payload.update(version=version, model=model)
            points.append(
                models.PointStruct(
                    id=point_id(chunk.doc_id, version, chunk.position),
                    vector={DENSE: vector.tolist(), SPARSE: models.SparseVector(indices=indices, values=values)},
                    payload=payload,
                )
            )
        for start in range(0, len(points), 256):
            self.client.upsert(self.collection, points[start : start + 256], wait=True)

    def delete_points(self, ids: list[str]) -> None:
        from qdrant_client import models

        for start in range(0, len(ids), 1024):
            self.client.delete(self.collection, models.PointIdsList(points=ids[start : start + 1024]), wait=True)

    def stored_vectors(self, ids: list[str], model: str) -> dict[str, np.ndarray]:
        """Dense vectors of existing points by content hash (to skip re-embedding unchanged chunks)."""
        if not ids:
            return {}
        found = self.client.retrieve(self.collection, ids, with_payload=["content_hash", "model"], with_vectors=[DENSE])
        return {
            point.payload["content_hash"]: np.asarray(point.vector[DENSE], dtype=np.float32)
            for point in found
            if point.payload.get("model") == model
        }

    def count(self) -> int:
        return (
            self.client.count(self.collection, exact=True).count
            if self.client.collection_exists(self.collection)
            else 0
        )

    def scroll_all(self, with_vectors: bool = True) -> Iterator:
        offset = None
        vectors = [DENSE, SPARSE] if with_vectors else False
        while True:
            points, offset = self.client.scroll(
                self.collection, limit=512, offset=offset, with_payload=True, with_vectors=vectors
            )
            yield from points
            if offset is None:
                return


def document_records(records: Iterable[dict]) -> list[DocumentRecord]:
    """The searchable documents among registry ``records`` (those with a current version), by title."""
    out = [
        DocumentRecord(
            doc_id=payload["doc_id"],
            title=payload["title"],
            source=payload["source"],
            doc_hash=payload["doc_hash"],
            version=payload["version"],
            chunks=payload["chunks"],
            modified=payload["modified"],
            indexed_at=payload["indexed_at"],
        )
        for payload in records
        if payload.get("version")
    ]
    return sorted(out, key=lambda record: record.title.lower())
