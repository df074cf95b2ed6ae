"""A reliability run you can repeat (``make soak``): what a bank's tester would try, with numbers.

    python -m benchmarks.soak [--kills 10] [--customers 20] [--turns 6] [--json] [--only kill,writers,...]

Four parts, each on a fresh copy of the sample corpus in a temporary folder:
- ``kill``: ``banking-ai index`` killed with SIGKILL at a random moment while it re-indexes
  changed documents, N times. After every kill, with no process running: every registered document
  has exactly its registered number of chunks at its registered version, and its hash is the old or
  the new file's (never a mix); a CLI search succeeds; the next run repairs everything.
- ``writers``: two ``banking-ai index`` runs started together on one index: both end cleanly (one
  indexes, the other indexes after it or says the index is busy — no traceback), the index is whole.
- ``customers``: N concurrent conversations with follow-ups, in one process (the app's services):
  errors, latency, and isolation — no session's memory holds another session's words.
- ``hostile``: a folder of hostile documents (zip bomb, billion laughs, deep nesting, corrupt and
  fake files) beside good ones, indexed by the CLI under a time limit: wall time, peak memory of
  the indexer, what was indexed and what was refused; and hostile images sent to the assistant.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import random
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "data" / "policies"
PARTS = ("kill", "writers", "customers", "hostile")


def _cli(*args: str, index_dir: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    env = {**os.environ, "BANKING_AI_INDEX_DIR": str(index_dir)}
    return subprocess.run(
        [sys.executable, "-m", "banking_ai.cli", *args], env=env, capture_output=True, text=True, timeout=timeout
    )


def _popen(*args: str, index_dir: Path) -> subprocess.Popen:
    env = {**os.environ, "BANKING_AI_INDEX_DIR": str(index_dir)}
    return subprocess.Popen(
        [sys.executable, "-m", "banking_ai.cli", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _corpus_copy(root: Path) -> Path:
    docs = root / "docs"
    shutil.copytree(CORPUS, docs)
    return docs


def _edit(docs: Path, round_number: int, count: int, rng: random.Random) -> list[Path]:
    """Append a paragraph to ``count`` random documents (a new version of each)."""
    from docx import Document

    changed = rng.sample(sorted(docs.glob("*.docx")), count)
    for path in changed:
        document = Document(str(path))
        document.add_paragraph(f"Soak round {round_number}: this clause was added to make a new version.")
        document.save(str(path))
    return changed


def _check_index(index_dir: Path, docs: Path, old_hashes: dict[str, str]) -> list[str]:
    """Problems found in the index folder (no process may hold it): [] when it is whole."""
    from qdrant_client import models

    from banking_ai.rag.store import QdrantIndex, document_records, open_client
    from banking_ai.settings import Settings

    settings = Settings(_env_file=None, index_dir=index_dir)
    problems: list[str] = []
    with open_client(settings) as client:
        index = QdrantIndex(client, settings.qdrant.collection)
        if not index.exists():
            return []  # killed before the first document was stored: nothing half-built
        for record in document_records(index.records().values()):
            flt = models.Filter(
                must=[
                    models.FieldCondition(key="doc_id", match=models.MatchValue(value=record.doc_id)),
                    models.FieldCondition(key="version", match=models.MatchValue(value=record.version)),
                ]
            )
            stored = client.count(settings.qdrant.collection, count_filter=flt, exact=True).count
            if stored != record.chunks:
                problems.append(f"{Path(record.source).name}: {stored} chunks stored, {record.chunks} registered")
            name = Path(record.source).name
            current = hashlib.sha256((docs / name).read_bytes()).hexdigest() if (docs / name).exists() else ""
            if record.doc_hash not in (old_hashes.get(name), current):
                problems.append(f"{name}: registered hash is neither the old nor the new file's")
    return problems


def _hashes(docs: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in docs.glob("*.docx")}


def soak_kill(kills: int, seed: int = 7) -> dict:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="soak-kill-") as scratch:
        root = Path(scratch)
        docs, index_dir = _corpus_copy(root), root / "index"
        first = _cli("index", str(docs), "--quiet", index_dir=index_dir)
        assert first.returncode == 0, first.stderr[-2000:]
        broken, searches_failed, repairs_failed, killed_at = [], 0, 0, []
        for round_number in range(kills):
            before = _hashes(docs)
            _edit(docs, round_number, 3, rng)
            process = _popen("index", str(docs), "--quiet", index_dir=index_dir)
            delay = rng.uniform(0.5, 12.0)  # start-up (imports, model) takes ~5-8 s, then the writes
            try:
                process.wait(timeout=delay)
            except subprocess.TimeoutExpired:
                process.send_signal(signal.SIGKILL)
                process.wait()
                killed_at.append(round(delay, 1))
            broken += [f"round {round_number}: {p}" for p in _check_index(index_dir, docs, before)]
            search = _cli("search", "fixed deposit premature withdrawal penalty", "--json", index_dir=index_dir)
            searches_failed += search.returncode != 0 or not json.loads(search.stdout or "{}").get("results")
            repair = _cli("index", str(docs), "--quiet", index_dir=index_dir)
            repairs_failed += repair.returncode != 0
            broken += [f"round {round_number} after repair: {p}" for p in _check_index(index_dir, docs, _hashes(docs))]
        return {
            "rounds": kills,
            "killed_mid_run": len(killed_at),
            "kill_delays_s": killed_at,
            "inconsistencies": broken,
            "searches_failed_after_kill": searches_failed,
            "repair_runs_failed": repairs_failed,
        }


def soak_writers() -> dict:
    with tempfile.TemporaryDirectory(prefix="soak-writers-") as scratch:
        root = Path(scratch)
        docs, index_dir = _corpus_copy(root), root / "index"
        started = time.perf_counter()
        runs = [_popen("index", str(docs), "--quiet", index_dir=index_dir) for _ in range(2)]
        outcomes = []
        for process in runs:
            out, err = process.communicate(timeout=900)
            outcomes.append(
                {"exit": process.returncode, "traceback": "Traceback" in err, "busy": "busy" in (out + err).lower()}
            )
        problems = _check_index(index_dir, docs, _hashes(docs))
        return {"runs": outcomes, "wall_s": round(time.perf_counter() - started, 1), "inconsistencies": problems}


CUSTOMER_TOPICS = [
    ("What are the fixed deposit interest rates?", "and for senior citizens?"),
    ("How do I block my lost debit card?", "what about my credit card?"),
    ("What is the minimum balance for a savings account?", "what is the charge if I don't maintain it?"),
    ("What are the home loan interest rates?", "and the processing fee?"),
    ("How do I raise a complaint?", "how long does it take to resolve?"),
    ("What are the NEFT timings?", "is it free?"),
]


def soak_customers(customers: int, turns: int) -> dict:
    import banking_ai  # noqa: F401  (thread and offline defaults first)
    from banking_ai.app import build_services
    from banking_ai.settings import Settings

    with tempfile.TemporaryDirectory(prefix="soak-customers-") as scratch:
        settings = Settings(_env_file=None, index_dir=Path(scratch) / "index")
        assistant = build_services(settings)
        assistant.rag.indexer.build([CORPUS])
        lock = threading.Lock()
        latencies: list[float] = []
        errors: list[str] = []
        leaks: list[str] = []

        def customer(number: int) -> None:
            session = f"soak-{number}"
            marker = f"ref{number:03d}x"  # a word only this customer ever types
            topic = CUSTOMER_TOPICS[number % len(CUSTOMER_TOPICS)]
            for turn in range(turns):
                text = f"{topic[turn % 2]} ({marker})"
                started = time.perf_counter()
                try:
                    answer = assistant.respond(session, text)
                    route = answer.route
                except Exception as exc:  # counted, the run goes on
                    route = f"exception {type(exc).__name__}"
                with lock:
                    latencies.append((time.perf_counter() - started) * 1000)
                    if route in ("error",) or route.startswith("exception"):
                        errors.append(route)
            remembered = " ".join(m.content for m in assistant.memory.history(session))
            others = [f"ref{n:03d}x" for n in range(customers) if n != number]
            with lock:
                leaks.extend(f"{session} holds {o}" for o in others if o in remembered)

        started = time.perf_counter()
        with ThreadPoolExecutor(customers) as pool:
            for future in [pool.submit(customer, n) for n in range(customers)]:
                future.result()
        wall = time.perf_counter() - started
        ordered = sorted(latencies)
        return {
            "customers": customers,
            "turns": len(latencies),
            "errors": len(errors),
            "isolation_leaks": leaks,
            "wall_s": round(wall, 1),
            "p50_ms": round(statistics.median(ordered), 1),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        }


def hostile_documents(folder: Path) -> dict[str, str]:
    """Write the hostile files (the tests' own generators) beside two real policies; file name -> what it is."""
    from tests import hostile_files as hostile

    folder.mkdir(parents=True, exist_ok=True)
    hostile.zip_bomb_docx(folder / "zip_bomb.docx")
    hostile.billion_laughs_docx(folder / "billion_laughs.docx")
    hostile.deeply_nested_docx(folder / "deep_nesting.docx")
    hostile.many_entries_docx(folder / "many_entries.docx", entries=20_000)
    hostile.ratio_bomb_docx(folder / "ratio_bomb.docx")
    hostile.deeply_nested_html(folder / "deep_nesting.html")
    hostile.pdf_bomb(folder / "pdf_bomb.pdf")
    (folder / "truncated.docx").write_bytes((CORPUS / "fixed_and_recurring_deposits.docx").read_bytes()[:5000])
    (folder / "not_a_docx.docx").write_bytes(os.urandom(50_000))
    (folder / "empty.docx").write_bytes(b"")
    shutil.copy(CORPUS / "fixed_and_recurring_deposits.docx", folder / "good_deposits.docx")
    shutil.copy(CORPUS / "debit_and_credit_cards.docx", folder / "good_cards.docx")
    return {
        "zip_bomb.docx": "160 MB document.xml in a small zip",
        "billion_laughs.docx": "nested XML entities",
        "deep_nesting.docx": "5,000 nested elements",
        "many_entries.docx": "20,000 zip entries",
        "ratio_bomb.docx": "a 20 MB part compressed over 1,000 to 1",
        "deep_nesting.html": "HTML nested 5,000 deep",
        "pdf_bomb.pdf": "a content stream that inflates to 100 MB",
        "truncated.docx": "a real DOCX cut at 5 KB",
        "not_a_docx.docx": "random bytes",
        "empty.docx": "0 bytes",
        "good_deposits.docx": "a real policy",
        "good_cards.docx": "a real policy",
    }


def soak_hostile(time_limit_s: float = 300) -> dict:
    with tempfile.TemporaryDirectory(prefix="soak-hostile-") as scratch:
        root = Path(scratch)
        files = hostile_documents(root / "docs")
        env = {**os.environ, "BANKING_AI_INDEX_DIR": str(root / "index")}
        started = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        try:
            run = subprocess.run(
                [sys.executable, "-m", "banking_ai.cli", "index", str(root / "docs"), "--json"],
                env=env,
                capture_output=True,
                text=True,
                timeout=time_limit_s,
            )
            timed_out, exit_code = False, run.returncode
            report = json.loads(run.stdout) if run.stdout.strip().startswith("{") else {}
        except subprocess.TimeoutExpired:
            timed_out, exit_code, report = True, None, {}
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        peak_mb = after / 1024 if after > before else None  # None: an earlier child of this process peaked higher
        indexed = {Path(p).name for key in ("added", "updated", "unchanged") for p in report.get(key, [])}
        failed = {Path(p).name: reason for p, reason in report.get("failed", {}).items()}
        skipped = {Path(p).name: reason for p, reason in report.get("skipped", {}).items()}
        documents = {
            name: {
                "what": what,
                "outcome": "indexed"
                if name in indexed
                else f"failed: {failed[name]}"
                if name in failed
                else f"skipped: {skipped[name]}"
                if name in skipped
                else "unknown",
            }
            for name, what in files.items()
        }
        return {
            "documents": documents,
            "timed_out": timed_out,
            "exit_code": exit_code,
            "wall_s": round(wall, 1),
            "indexer_peak_rss_mb": round(peak_mb) if peak_mb else "run --only hostile to measure",
            "images": _hostile_images(),
        }


def _hostile_images() -> dict:
    """Route and time of the assistant's reply to hostile screenshots (no index needed)."""
    from PIL import Image

    import banking_ai  # noqa: F401
    from banking_ai.app import build_services
    from banking_ai.settings import Settings

    def png(width: int, height: int) -> bytes:
        buffer = io.BytesIO()
        Image.new("1", (width, height)).save(buffer, "PNG")  # 1-bit: a huge image in a small file
        return buffer.getvalue()

    images = {
        "random bytes": os.urandom(20_000),
        "empty": b"",
        "1x1 png": png(1, 1),
        "decompression bomb 30000x30000 png": png(30_000, 30_000),
        "truncated png": png(400, 400)[:200],
        "svg with script": b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    }
    with tempfile.TemporaryDirectory(prefix="soak-images-") as scratch:
        assistant = build_services(Settings(_env_file=None, index_dir=Path(scratch) / "index"))
        out = {}
        for name, data in images.items():
            started = time.perf_counter()
            try:
                answer = assistant.respond("soak-image", "what does this say?", image=data)
                outcome, told = answer.route, " ".join(answer.notices)
            except Exception as exc:
                outcome, told = f"exception {type(exc).__name__}", ""
            out[name] = {"route": outcome, "notice": told, "ms": round((time.perf_counter() - started) * 1000)}
        return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts: {', '.join(PARTS)}")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    chosen = [part.strip() for part in args.only.split(",") if part.strip()]
    results: dict[str, dict] = {}
    for part in chosen:
        started = time.perf_counter()
        if part == "kill":
            results[part] = soak_kill(args.kills)
        elif part == "writers":
            results[part] = soak_writers()
        elif part == "customers":
            results[part] = soak_customers(args.customers, args.turns)
        elif part == "hostile":
            results[part] = soak_hostile()
        else:
            parser.error(f"unknown part {part!r}")
        results[part]["part_s"] = round(time.perf_counter() - started, 1)
        if not args.json:
            print(f"== {part}\n{json.dumps(results[part], indent=2, ensure_ascii=False)}", flush=True)
    if args.json:
        print(json.dumps(results, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
