"""build_rag_index with real Qdrant local mode, the real model and real DOCX files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from banking_ai.rag import snapshot
from banking_ai.rag.locking import IndexBusyError, IndexLock
from banking_ai.rag.store import QdrantIndex, open_client
from tests.conftest import REPO
from tests.documents import encrypted_docx, forex_policy, locker_policy, write_docx

pytestmark = pytest.mark.integration


def _points(settings) -> dict[str, dict]:
    """Every stored chunk point by id (payload), read straight from Qdrant."""
    with open_client(settings) as client:
        index = QdrantIndex(client, settings.qdrant.collection)
        return {str(point.id): point.payload for point in index.scroll_all(with_vectors=False)}


def _records(settings) -> dict[str, dict]:
    with open_client(settings) as client:
        return QdrantIndex(client, settings.qdrant.collection).records()


def _texts(services, query: str) -> str:
    return "\n".join(chunk.text for chunk in services.retriever.search(query, 4, min_score=-1))


def test_second_run_on_unchanged_corpus_embeds_nothing(services_factory, corpus):
    services = services_factory()
    first = services.indexer.build([corpus])
    assert sorted(Path(p).name for p in first.added) == ["forex.docx", "lockers.docx", "pension.docx"]
    assert first.chunks_embedded == first.chunks_written == first.chunks_total > 0
    before = _points(services.settings)
    second = services.indexer.build([corpus])
    assert second.ok and len(second.unchanged) == 3 and not second.added and not second.updated
    assert second.chunks_embedded == 0 and second.chunks_written == 0
    assert _points(services.settings) == before


def test_changed_document_replaces_exactly_its_own_chunks(services_factory, corpus):
    services = services_factory()
    services.indexer.build([corpus])
    before = _points(services.settings)
    locker_chunks = {pid for pid, p in before.items() if p["source"].endswith("lockers.docx")}
    locker_policy(corpus / "lockers.docx", rent="₹2,750")

    report = services.indexer.build([corpus])

    assert [Path(p).name for p in report.updated] == ["lockers.docx"] and len(report.unchanged) == 2
    # the unchanged "Access to Your Locker" chunk reused its stored vector
    assert 0 < report.chunks_embedded < report.chunks_written
    after = _points(services.settings)
    others = {pid for pid in before if pid not in locker_chunks}
    assert others <= set(after)  # other documents untouched
    assert not locker_chunks & set(after)  # old version gone
    assert len(after) == report.chunks_total
    texts = _texts(services, "small locker annual rent")
    assert "₹2,750" in texts and "₹2,000" not in texts


def test_documents_with_the_same_name_in_different_folders_are_both_kept(services_factory, tmp_path):
    services = services_factory()
    locker_policy(tmp_path / "branch_a" / "policy.docx")
    forex_policy(tmp_path / "branch_b" / "policy.docx")
    report = services.indexer.build([tmp_path / "branch_a", tmp_path / "branch_b"])
    assert len(report.added) == 2
    sources = {Path(p["source"]).parent.name for p in _points(services.settings).values()}
    assert sources == {"branch_a", "branch_b"}


def test_delete_and_prune(services_factory, corpus):
    services = services_factory()
    services.indexer.build([corpus])
    report = services.indexer.build([], delete=["Foreign Exchange Services"])
    assert [Path(p).name for p in report.removed] == ["forex.docx"]
    assert not any(p["source"].endswith("forex.docx") for p in _points(services.settings).values())

    (corpus / "pension.docx").unlink()
    pruned = services.indexer.build([corpus], prune=True)
    assert [Path(p).name for p in pruned.removed] == ["pension.docx"]
    assert [Path(p).name for p in pruned.added] == ["forex.docx"]  # still in the folder, so indexed again
    names = {Path(p["source"]).name for p in _points(services.settings).values()}
    assert names == {"lockers.docx", "forex.docx"}
    assert set(_records(services.settings)) == {str((corpus / n).resolve()) for n in ("lockers.docx", "forex.docx")}

    mistyped = services.indexer.build([corpus.parent / "polcies"], prune=True)
    assert "not pruning" in mistyped.failed["--prune"] and not mistyped.removed
    assert len(_records(services.settings)) == 2

    missing = services.indexer.build([], delete=["no-such-policy.docx"])
    assert "no indexed document matches" in missing.failed["no-such-policy.docx"]


def test_mixed_folder_indexes_the_good_names_the_bad_and_keeps_old_versions(services_factory, corpus, tmp_path):
    services = services_factory()
    services.indexer.build([corpus])
    (corpus / "empty.docx").write_bytes(b"")
    (corpus / "renamed.docx").write_bytes(b"%PDF-1.4 not really a word file")
    (corpus / "notes.xlsx").write_bytes(b"PK\x03\x04")
    encrypted = encrypted_docx(tmp_path / "pension-protected.docx", corpus / "pension.docx")
    encrypted.replace(corpus / "pension.docx")  # staff re-saved it with a password
    write_docx(corpus / "कार्ड.docx", "Card Controls", [("h1", "Contactless"), ("p", "Tap to pay up to ₹5,000.")])

    report = services.indexer.build([corpus])

    failed = {Path(p).name: reason for p, reason in report.failed.items()}
    assert set(failed) == {"empty.docx", "renamed.docx", "pension.docx"}
    assert "empty" in failed["empty.docx"] and "PDF renamed" in failed["renamed.docx"]
    assert "password-protected" in failed["pension.docx"]
    assert [Path(p).name for p in report.skipped] == ["notes.xlsx"]
    assert [Path(p).name for p in report.added] == ["कार्ड.docx"]
    assert not report.ok
    # the previously indexed pension policy is still searchable
    assert "life certificate" in _texts(services, "when do pensioners submit the life certificate").lower()


def test_empty_folder_and_missing_path_are_reported(services_factory, tmp_path):
    (tmp_path / "empty").mkdir()
    report = services_factory().indexer.build([tmp_path / "empty", tmp_path / "nope"])
    assert "no supported documents" in report.failed[str(tmp_path / "empty")]
    assert report.failed[str(tmp_path / "nope")] == "no such file or folder"


def _qdrant_source_texts(settings, query: str) -> str:
    """What a reader going through Qdrant's query API (the server path) finds."""
    from banking_ai.embedding import embedder_for
    from banking_ai.rag.qdrant_index import QdrantPolicyIndex
    from banking_ai.rag.search import Retriever

    index = QdrantPolicyIndex(settings)
    try:
        found = Retriever(settings.rag, embedder_for(settings), index).search(query, 4, min_score=-1)
        return "\n".join(chunk.text for chunk in found)
    finally:
        index.close()


def test_a_store_failure_mid_update_is_repaired_on_the_next_run(services_factory, corpus, monkeypatch):
    services = services_factory()
    services.indexer.build([corpus])
    locker_policy(corpus / "lockers.docx", rent="₹3,100")

    def crash(self, ids):
        raise ConnectionError("disk vanished")

    with monkeypatch.context() as patch:
        patch.setattr(QdrantIndex, "delete_points", crash)  # fails after the switch, before the old points go
        report = services.indexer.build([corpus])
    assert "could not be stored" in report.failed[str((corpus / "lockers.docx").resolve())]
    assert len(_points(services.settings)) > sum(r["chunks"] for r in _records(services.settings).values())
    # both versions are stored, but every reader sees exactly the new one
    for texts in (
        _texts(services, "small locker annual rent"),
        _qdrant_source_texts(services.settings, "small locker annual rent"),
    ):
        assert "₹3,100" in texts and "₹2,000" not in texts

    repair = services.indexer.build([corpus])
    assert repair.ok and not repair.added and not repair.updated
    points = _points(services.settings)
    records = _records(services.settings)
    assert len(points) == sum(r["chunks"] for r in records.values())
    assert not any(r.get("pending") or r.get("retired") for r in records.values())
    assert all("₹2,000" not in p["text"] for p in points.values())


def test_local_qdrant_reader_mode_indexes_and_searches_in_one_process(tmp_path, embedder, corpus):
    from banking_ai.rag.services import build_rag_services
    from banking_ai.settings import QdrantSettings, RagSettings, Settings

    settings = Settings(
        _env_file=None, index_dir=tmp_path / "index", rag=RagSettings(), qdrant=QdrantSettings(local_reader="qdrant")
    )
    services = build_rag_services(settings)
    try:
        assert len(services.indexer.build([corpus]).added) == 3
        assert "life certificate" in services.retriever.search("when is the life certificate due", 4)[0].text
    finally:
        services.index.close()


def test_a_second_writer_gets_a_clear_busy_message(services_factory, corpus):
    services = services_factory(lock_timeout_s=0.3)
    holder = IndexLock(services.settings.index_dir)
    holder.acquire(1, "indexing")
    try:
        with pytest.raises(IndexBusyError, match=r"in use by another process \(pid \d+, indexing"):
            services.indexer.build([corpus])
    finally:
        holder.release()


_DRIVER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from banking_ai.rag import build_rag_index
    from banking_ai.settings import Settings, RagSettings
    settings = Settings(_env_file=None, index_dir=Path(sys.argv[1]), rag=RagSettings())
    def progress(phase, done, total):
        print(phase, done, total, flush=True)
    build_rag_index([sys.argv[2]], settings=settings, on_progress=progress)
    print("finished", flush=True)
""")


def _many_policies(folder: Path, version: str, count: int = 24) -> None:
    for n in range(count):
        write_docx(
            folder / f"policy_{n:02d}.docx",
            f"Branch Policy {n}",
            [
                ("h1", f"Rule {n}"),
                *[
                    (
                        "p",
                        f"Version {version}: rule {n}.{k} says customers at branch {n} may do thing {k} "
                        "subject to the usual limits and charges.",
                    )
                    for k in range(12)
                ],
            ],
        )


@pytest.mark.slow
def test_killed_run_leaves_the_previous_index_searchable_and_the_next_run_finishes(services_factory, tmp_path):
    services = services_factory()
    folder = tmp_path / "many"
    _many_policies(folder, "one")
    services.indexer.build([folder])
    _many_policies(folder, "two")

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-c", _DRIVER, str(services.settings.index_dir), str(folder)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )
    deadline = time.monotonic() + 120
    for line in child.stdout:
        if line.startswith("write ") or time.monotonic() > deadline:
            break
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL

    # every document is at exactly one version, old or new, complete; nothing half-built is visible
    # (read from Qdrant itself: the snapshot file readers use is still the first run's)
    with open_client(services.settings) as client:
        searchable = snapshot.read_from_index(QdrantIndex(client, services.settings.qdrant.collection), "")
    visible: dict[str, set[str]] = {}
    for payload in searchable.payloads:
        visible.setdefault(payload["doc_id"], set()).add(payload["text"].split(":")[0])
    assert len(visible) == 24
    assert all(len(versions) == 1 for versions in visible.values()), visible
    assert {"Version one"} in visible.values()  # killed before the last document was written

    report = services.indexer.build([folder])
    assert report.ok
    points = _points(services.settings)
    assert len(points) == sum(r["chunks"] for r in _records(services.settings).values())
    assert all("Version two" in p["text"] for p in points.values() if p["text"].startswith("Version"))


@pytest.mark.slow
def test_another_process_indexing_is_picked_up_by_a_running_searcher(services_factory, corpus, tmp_path):
    services = services_factory()
    services.indexer.build([corpus])
    services.index._check_every_s = 0.0
    assert services.retriever.search("customer care number in Mumbai region", 4, min_score=0.45) == []

    extra = tmp_path / "extra"
    write_docx(
        extra / "contacts.docx",
        "Regional Contact Centres",
        [
            ("h1", "Mumbai Region"),
            ("p", "The Mumbai regional customer care number is 022-4000-1234."),
        ],
    )
    env = {**os.environ, "BANKING_AI_INDEX_DIR": str(services.settings.index_dir), "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "banking_ai.cli", "index", str(extra), "--quiet"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = services.retriever.search("customer care number in Mumbai region", 4)
        if found and "022-4000-1234" in found[0].text:
            break
        time.sleep(0.2)
    else:
        pytest.fail("the searcher never saw the document indexed by the other process")


def test_a_bilingual_answer_is_embedded_by_its_english_half(services_factory, tmp_path, embedder):
    """A bilingual FAQ (English, then the same in Hindi): the encoder reads English only, so the chunk's
    vector is its English half's, and the English question finds it closer than its whole text would."""
    import numpy as np

    from banking_ai.vocabulary.hindi import english_half

    folder = tmp_path / "bilingual"
    write_docx(
        folder / "savings.docx",
        "Savings Accounts",
        [
            ("h1", "What is the minimum balance? / न्यूनतम बैलेंस कितना है?"),
            ("p", "Keep an average monthly balance of ₹2,500 in a Plus account."),
            ("p", "प्लस खाते में हर महीने औसतन ₹2,500 का बैलेंस रखें।"),
        ],
    )
    services = services_factory()
    services.indexer.build([folder])
    question = "What minimum balance must I keep in a Plus account?"
    found = services.retriever.search(question, 1, min_score=-1)[0]
    assert "प्लस खाते" in found.text  # the customer still reads both languages
    whole = f"{found.doc_title} > {found.section}\n{found.text}"
    query = embedder.embed_query(question)
    english = float(np.dot(embedder.embed_documents([english_half(whole)])[0], query))
    both = float(np.dot(embedder.embed_documents([whole])[0], query))
    assert found.cosine == pytest.approx(english, abs=1e-4) and english > both
