"""Readers never take the writer's lock: they search the last complete snapshot while a build runs."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from banking_ai import cli
from banking_ai.rag import snapshot
from banking_ai.rag.locking import IndexBusyError
from banking_ai.rag.services import build_rag_services
from tests.conftest import REPO, make_settings

pytestmark = pytest.mark.integration

_HOLD_LOCK = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from banking_ai.rag.locking import IndexLock\n"
    "lock = IndexLock(Path(sys.argv[1]))\n"
    "lock.acquire(5, 'indexing')\n"
    "print('held', flush=True)\n"
    "time.sleep(120)\n"
)


@pytest.fixture
def lock_held_by_another_process():
    children = []

    def hold(index_dir):
        child = subprocess.Popen(
            [sys.executable, "-c", _HOLD_LOCK, str(index_dir)], stdout=subprocess.PIPE, text=True, cwd=REPO
        )
        children.append(child)
        assert child.stdout.readline().strip() == "held"
        return child

    yield hold
    for child in children:
        child.kill()
        child.wait()


def test_cli_search_and_documents_during_a_build_use_the_last_generation(
    services_factory, corpus, monkeypatch, capsys, lock_held_by_another_process
):
    """Neither a search nor the document listing staff see (the CLI's and the staff tab's: one
    ``PolicyIndex.documents``) waits for a writer."""
    services = services_factory()
    services.indexer.build([corpus])
    index_dir = services.settings.index_dir
    assert (index_dir / snapshot.SNAPSHOT_FILE).is_file()
    lock_held_by_another_process(index_dir)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(index_dir))
    monkeypatch.setenv("BANKING_AI_RAG__LOCK_TIMEOUT_S", "30")

    started = time.monotonic()
    assert cli.main(["search", "when is the pensioner's life certificate due", "--json"]) == 0
    assert time.monotonic() - started < 10  # no wait for the lock (30 s here)
    found = json.loads(capsys.readouterr().out)["results"]
    assert found and found[0]["doc_title"] == "Pension Account Services"

    started = time.monotonic()
    assert cli.main(["documents", "--json"]) == 0
    assert time.monotonic() - started < 10
    listed = json.loads(capsys.readouterr().out)
    assert [d["title"] for d in listed] == [d.title for d in services.index.documents()]
    assert len(listed) == 3 and sum(d["chunks"] for d in listed) == services.index.size()
    assert set(listed[0]) == {"doc_id", "title", "source", "doc_hash", "version", "chunks", "modified", "indexed_at"}


def test_a_fresh_reader_loads_the_snapshot_while_the_lock_is_held(
    services_factory, corpus, lock_held_by_another_process
):
    services = services_factory()
    services.indexer.build([corpus])
    lock_held_by_another_process(services.settings.index_dir)
    reader = build_rag_services(make_settings(services.settings.index_dir, lock_timeout_s=30))
    started = time.monotonic()
    assert reader.retriever.search("how do I reload my forex card", 4)[0].doc_title == "Foreign Exchange Services"
    assert time.monotonic() - started < 10


def test_without_a_snapshot_file_the_reader_rebuilds_it_once_the_lock_is_free(
    services_factory, corpus, lock_held_by_another_process
):
    services = services_factory()
    services.indexer.build([corpus])
    index_dir = services.settings.index_dir
    (index_dir / snapshot.SNAPSHOT_FILE).unlink()  # an index built before snapshots were saved

    holder = lock_held_by_another_process(index_dir)
    reader = build_rag_services(make_settings(index_dir, lock_timeout_s=0.5))
    with pytest.raises(IndexBusyError):
        reader.index.size()  # nothing complete to read, and the index itself is being written

    holder.kill()
    holder.wait()
    assert reader.index.size() == services.index.size() > 0
    assert snapshot.load(index_dir).generation == snapshot.current_generation(index_dir)


def test_cli_search_imports_neither_torch_nor_qdrant(services_factory, corpus, tmp_path):
    services = services_factory()
    services.indexer.build([corpus])
    probe = (
        "import sys\n"
        "from banking_ai import cli\n"
        "code = cli.main(['search', 'forex card reload', '--json'])\n"
        "heavy = ('torch', 'sentence_transformers', 'transformers', 'qdrant_client', 'gradio', 'unstructured')\n"
        "print(code, sorted(name for name in heavy if name in sys.modules))\n"
    )
    env = {"BANKING_AI_INDEX_DIR": str(services.settings.index_dir), "PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "0 []"
