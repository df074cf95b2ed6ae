"""Encoder backends compared: torch (sentence-transformers) against ONNX Runtime fp32 and dynamic int8.

    python -m benchmarks.bench_encoder [--index-dir DIR] [--runs 3] [--json]

In one process: batch throughput on 128 chunks of the sample policies (600-800 characters, as
indexed: ``Title > Section`` plus text, the configured batch size), single-query latency (40 eval
questions, no cache) and the largest cosine difference from torch's vectors. int8 is
``onnxruntime.quantization.quantize_dynamic`` of the fp32 export (benchmark only, not a backend).
Then in fresh processes, interleaved: loading each backend and embedding one question, and a cold
``banking-ai ask`` (wall and CPU time) with ``BANKING_AI_EMBEDDING__BACKEND`` torch or onnx, on
``--index-dir`` (default var/index; its intent model is trained by a first, uncounted run).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import banking_ai  # noqa: F401  (thread and offline defaults before numpy loads)
from banking_ai.embedding import embedder_for
from banking_ai.embedding.base import mean_pooling_layout, model_folder
from banking_ai.embedding.onnx_backend import OnnxEmbedder
from banking_ai.rag.chunking import chunk_document
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.parsing import parse_document
from banking_ai.settings import EmbeddingSettings, Settings

REPO = Path(__file__).resolve().parent.parent
ROUNDS = 8
QUESTION = "What is the penalty for breaking a fixed deposit early?"
COLD_LOAD = """
import sys, time
started = time.perf_counter()
import banking_ai
from banking_ai.embedding import embedder_for
from banking_ai.settings import EmbeddingSettings, Settings
embedder = embedder_for(Settings(_env_file=None, embedding=EmbeddingSettings(backend=sys.argv[1])))
embedder.embed_query(sys.argv[2])
print(time.perf_counter() - started)
"""


def chunk_texts(count: int) -> list[str]:
    texts = []
    for path in sorted((REPO / "data" / "policies").glob("*.docx")):
        document = parse_document(path, 10**8)
        chunks = chunk_document(
            document, doc_id=str(path), source=path, modified="", chunk_size=800, chunk_overlap=100, min_chunk_chars=160
        )
        texts += [chunk.embedding_text for chunk in chunks if len(chunk.embedding_text) >= 600]
    return texts[:count]


def in_process(texts: list[str], questions: list[str], export_dir: Path) -> dict[str, dict]:
    settings = Settings(_env_file=None, embedding=EmbeddingSettings(cache_dir=export_dir))
    torch = embedder_for(Settings(_env_file=None, embedding=EmbeddingSettings(backend="torch")))
    fp32 = embedder_for(settings)
    assert isinstance(fp32, OnnxEmbedder), "the ONNX backend is not available"
    fp32.warm_up()
    from onnxruntime.quantization import QuantType, quantize_dynamic

    int8_file = export_dir / "bench-int8.onnx"
    quantize_dynamic(str(fp32.export), str(int8_file), weight_type=QuantType.QInt8)
    folder = model_folder(None)
    int8 = OnnxEmbedder(folder, int8_file, mean_pooling_layout(folder), name="int8")
    backends = {"torch": torch, "onnx fp32": fp32, "onnx int8": int8}
    for embedder in backends.values():
        embedder.warm_up()
        embedder.embed_documents(texts[:8])  # first-call costs
    # Interleaved rounds (the machine is shared: load moves between rounds, less so within one).
    rates: dict[str, list[float]] = {name: [] for name in backends}
    for round_number in range(ROUNDS):
        half = texts[(round_number % 2) * 64 :][:64]
        for name, embedder in backends.items():
            started = time.perf_counter()
            embedder.embed_documents(half)
            rates[name].append(len(half) / (time.perf_counter() - started))
    single: dict[str, list[float]] = {name: [] for name in backends}
    for question in questions:
        for name, embedder in backends.items():
            started = time.perf_counter()
            embedder.embed_documents([question])
            single[name].append((time.perf_counter() - started) * 1000)
    reference = (torch.embed_documents(texts), torch.embed_documents(questions))
    results = {}
    for name, embedder in backends.items():
        vectors, query_vectors = embedder.embed_documents(texts), embedder.embed_documents(questions)
        cosine = max(
            float((1 - (vectors * reference[0]).sum(axis=1)).max()),
            float((1 - (query_vectors * reference[1]).sum(axis=1)).max()),
        )
        results[name] = {
            "chunks_per_s_best": max(rates[name]),
            "chunks_per_s_median": statistics.median(rates[name]),
            "single_query_p50_ms": statistics.median(single[name]),
            "max_cosine_difference_vs_torch": cosine,
        }
    int8_file.unlink()
    return results


def cold_runs(index_dir: Path, runs: int, export_dir: Path) -> dict[str, dict]:
    env = {**os.environ, "BANKING_AI_INDEX_DIR": str(index_dir), "BANKING_AI_EMBEDDING__CACHE_DIR": str(export_dir)}
    ask = [sys.executable, "-c", "import sys; from banking_ai.cli import main; sys.exit(main())", "ask", QUESTION]
    for backend in ("torch", "onnx"):  # uncounted: trains the intent model if needed, fills the page cache
        subprocess.run(ask, env={**env, "BANKING_AI_EMBEDDING__BACKEND": backend}, cwd=REPO, capture_output=True)
    found: dict[str, dict[str, list[float]]] = {}
    for _ in range(runs):
        for backend in ("torch", "onnx"):
            row = found.setdefault(backend, {"load_and_one_query_s": [], "ask_wall_s": [], "ask_cpu_s": []})
            done = subprocess.run(
                [sys.executable, "-c", COLD_LOAD, backend, QUESTION], env=env, cwd=REPO, capture_output=True, text=True
            )
            row["load_and_one_query_s"].append(float(done.stdout.strip().splitlines()[-1]))
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            done = subprocess.run(
                ask, env={**env, "BANKING_AI_EMBEDDING__BACKEND": backend}, cwd=REPO, capture_output=True, text=True
            )
            row["ask_wall_s"].append(time.perf_counter() - started)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            row["ask_cpu_s"].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            assert done.returncode == 0, done.stderr
    return {backend: {key: statistics.median(values) for key, values in row.items()} for backend, row in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index-dir", type=Path, default=REPO / "var" / "index")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    texts = chunk_texts(128)
    questions = [q.question for q in load_questions(REPO / "data" / "eval")][:40]
    with tempfile.TemporaryDirectory() as tmp:
        export_dir = Path(tmp)
        results = {"in_process": in_process(texts, questions, export_dir), "chunks": len(texts)}
        results["cold"] = cold_runs(args.index_dir, args.runs, export_dir)
    results["load_average"] = os.getloadavg()[0]
    if args.json:
        print(json.dumps(results, indent=2))
        return
    mean = statistics.mean(len(text) for text in texts)
    print(f"{len(texts)} chunks, mean {mean:.0f} characters; load average {results['load_average']:.1f}")
    for name, row in results["in_process"].items():
        print(
            f"{name:10s} {row['chunks_per_s_best']:5.1f} chunks/s best round, {row['chunks_per_s_median']:5.1f} median;"
            f"  single query p50 {row['single_query_p50_ms']:6.1f} ms"
            f"  max cosine difference vs torch {row['max_cosine_difference_vs_torch']:.1e}"
        )
    for name, row in results["cold"].items():
        print(
            f"cold {name:6s} load + one query {row['load_and_one_query_s']:5.2f} s;"
            f"  banking-ai ask {row['ask_wall_s']:5.2f} s wall, {row['ask_cpu_s']:5.2f} s CPU (medians)"
        )


if __name__ == "__main__":
    main()
