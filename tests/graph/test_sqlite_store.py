"""SqliteGraphStore across processes: the app reads while a staff indexing run writes."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

from banking_ai.graph.base import ChunkEntities
from banking_ai.graph.sqlite_store import SqliteGraphStore
from tests.conftest import REPO

_WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from banking_ai.graph.base import ChunkEntities
    from banking_ai.graph.sqlite_store import SqliteGraphStore

    store = SqliteGraphStore(Path(sys.argv[1]))
    deadline = time.monotonic() + float(sys.argv[2])
    n = 0
    while time.monotonic() < deadline:
        size, version = (5, "v1") if n % 2 == 0 else (8, "v2")
        rows = [ChunkEntities(f"{version}-{p}", p, (f"concept:{version}", "concept:shared")) for p in range(size)]
        store.upsert_document("/policies/deposits.docx", version, rows)
        n += 1
    print(n)
""")


def test_a_reader_sees_whole_documents_while_another_process_rewrites_them(tmp_path):
    path = tmp_path / "graph.sqlite3"
    reader = SqliteGraphStore(path)
    reader.upsert_document(
        "/policies/deposits.docx", "v1", [ChunkEntities(f"v1-{p}", p, ("concept:v1",)) for p in range(5)]
    )
    writer = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(path), "1.5"], cwd=REPO, stdout=subprocess.PIPE, text=True
    )
    seen: set[tuple] = set()
    slowest = 0.0
    ids = [f"v1-{p}" for p in range(5)] + [f"v2-{p}" for p in range(8)]
    try:
        while writer.poll() is None:
            started = time.perf_counter()
            found = reader.shared_entities(["concept:v1", "concept:v2"], ids)
            slowest = max(slowest, time.perf_counter() - started)
            state = (tuple(sorted(found.chunk_counts.items())), found.total_chunks, len(found.by_chunk))
            # one whole version, never a mix of the two or a half-written one
            assert state in {((("concept:v1", 5),), 5, 5), ((("concept:v2", 8),), 8, 8)}, state
            seen.add(state)
    finally:
        writer.wait(timeout=30)
    rewrites = int(writer.stdout.read())
    assert rewrites > 10 and len(seen) == 2  # the writer really rewrote it while we read
    assert slowest < 0.5  # WAL: a reader never waits for the writer's transaction


def test_two_writers_take_turns_instead_of_failing(tmp_path):
    path = tmp_path / "graph.sqlite3"
    first = subprocess.Popen([sys.executable, "-c", _WRITER, str(path), "0.8"], cwd=REPO, stdout=subprocess.PIPE)
    second = subprocess.Popen([sys.executable, "-c", _WRITER, str(path), "0.8"], cwd=REPO, stdout=subprocess.PIPE)
    assert first.wait(timeout=30) == 0 and second.wait(timeout=30) == 0
    store = SqliteGraphStore(path)
    assert store.document_versions()["/policies/deposits.docx"] in {"v1", "v2"}
    assert store.counts().chunks in {5, 8}
