"""Every embedding backend gives torch's vectors; the factory picks ONNX and falls back to torch."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from banking_ai.embedding import embedder_for, model_name, onnx_export
from banking_ai.embedding.base import mean_pooling_layout, model_folder
from banking_ai.embedding.factory import export_dir_for
from banking_ai.embedding.onnx_backend import OnnxEmbedder
from banking_ai.embedding.torch_backend import SentenceTransformerEmbedder
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.search import Retriever
from banking_ai.settings import EmbeddingSettings, Settings
from tests.conftest import REPO

pytestmark = pytest.mark.integration

TEXTS = [
    "What is the annual rent of a small locker?",
    "hi",
    "",
    "  FD todne par penalty kitni hai?  ",
    "मेरा डेबिट कार्ड खो गया है",
    "₹2,000 per year plus GST, payable in advance every April. " * 60,  # past the 256-token cut
    "UPI",
    "Senior citizens get 0.50% p.a. over the card rate on deposits of 1 to 3 years.",
]
MAX_COSINE_DIFFERENCE = 1e-5


def test_the_default_backend_is_onnx_and_gives_torchs_vectors(embedder, torch_embedder):
    assert isinstance(embedder, OnnxEmbedder) and isinstance(torch_embedder, SentenceTransformerEmbedder)
    ours = embedder.embed_documents(TEXTS)
    theirs = torch_embedder.embed_documents(TEXTS)
    assert ours.shape == theirs.shape == (len(TEXTS), 384) and ours.dtype == np.float32
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-6)
    assert (1.0 - (ours * theirs).sum(axis=1)).max() < MAX_COSINE_DIFFERENCE
    # one at a time (no padding) as in a batch, and through the query path
    for text, expected in zip(TEXTS, theirs, strict=True):
        assert 1.0 - float(embedder.embed_query(text) @ expected) < MAX_COSINE_DIFFERENCE, text
    # the name goes into index versions and intent models: the backends must share them
    assert embedder.name == torch_embedder.name == "all-MiniLM-L6-v2"
    assert embedder.dimension == torch_embedder.dimension == 384


@pytest.mark.parametrize("backend", ["embedder", "torch_embedder"])
def test_several_query_forms_are_encoded_together_and_equal_one_at_a_time(backend, request):
    """A question and its glossed form go through the encoder once, with the vectors each gets alone."""
    encoder = request.getfixturevalue(backend)
    forms = ["FD todne par penalty kitni hai? qz7", "FD break penalty how much? qz7"]  # fresh: not cached
    misses = encoder.cache.misses
    together = encoder.embed_queries(forms)
    assert together.shape == (2, 384) and together.dtype == np.float32
    assert encoder.cache.misses == misses + 2
    hits = encoder.cache.hits
    for form, vector in zip(forms, together, strict=True):
        assert 1.0 - float(encoder.embed_query(form) @ vector) < MAX_COSINE_DIFFERENCE
        alone = encoder.embed_documents([form])[0]
        assert 1.0 - float(alone @ vector) < MAX_COSINE_DIFFERENCE, "padding in the pair changed the vector"
    assert encoder.cache.hits == hits + 2, "both forms were kept for the next ask"
    assert encoder.embed_queries([forms[1], forms[1]]).shape == (2, 384)


def test_search_ranks_exactly_as_with_torch(embedder, torch_embedder, sample_services):
    settings = sample_services.settings.rag
    with_torch = Retriever(settings, torch_embedder, sample_services.index)
    with_onnx = Retriever(settings, embedder, sample_services.index)
    for question in [q.question for q in load_questions(REPO / "data" / "eval")][:40]:
        expected = with_torch.search(question, 4)
        found = with_onnx.search(question, 4)
        assert [r.chunk_id for r in found] == [r.chunk_id for r in expected], question
        assert np.allclose([r.score for r in found], [r.score for r in expected], atol=1e-5), question


def test_the_export_is_made_once_and_whole(embedder, monkeypatch):
    folder = export_dir_for(Settings(_env_file=None))
    assert embedder.export.parent == folder.resolve() and embedder.export.is_file()
    assert not [path.name for path in folder.iterdir() if not path.name.endswith(".onnx")]  # no partial file
    assert embedder.export.name.startswith("all-MiniLM-L6-v2-fp32-")

    def no_child(*args, **kwargs):
        raise AssertionError("an existing export was made again")

    monkeypatch.setattr(subprocess, "run", no_child)
    layout = mean_pooling_layout(model_folder(None))
    onnx_export.ensure_export(model_folder(None), embedder.export, max_seq_length=256, lower_case=False)
    again = OnnxEmbedder(model_folder(None), embedder.export, layout, name="all-MiniLM-L6-v2")
    assert np.allclose(again.embed_query(TEXTS[0]), embedder.embed_query(TEXTS[0]), atol=1e-6)


def test_the_export_changes_name_with_the_weights(tmp_path):
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "model.safetensors").write_bytes(b"weights, version 1")
    first = onnx_export.export_file(folder, tmp_path / "cache", "model")
    (folder / "model.safetensors").write_bytes(b"weights, version 2 (retrained)")
    assert onnx_export.export_file(folder, tmp_path / "cache", "model") != first
    assert first.parent == tmp_path / "cache" and first.suffix == ".onnx"


class RecordingEmbedder:
    """A stand-in fallback: remembers what it was asked and returns fixed unit vectors."""

    name = "all-MiniLM-L6-v2"
    dimension = 384

    def __init__(self) -> None:
        self.warmed = False
        self.seen: list[str] = []

    def warm_up(self) -> None:
        self.warmed = True

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.seen += texts
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        vectors[:, 0] = 1.0
        return vectors

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def test_when_the_export_cannot_be_made_the_fallback_answers_and_the_log_says_why(tmp_path, caplog):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the export folder should be")
    folder = model_folder(None)
    fallback = RecordingEmbedder()
    onnx = OnnxEmbedder(
        folder,
        onnx_export.export_file(folder, blocked, "all-MiniLM-L6-v2"),
        mean_pooling_layout(folder),
        name="all-MiniLM-L6-v2",
        fallback=lambda: fallback,
    )
    with caplog.at_level(logging.WARNING, logger="banking_ai.embedding.onnx_backend"):
        onnx.warm_up()
    assert fallback.warmed
    assert "ONNX encoder is not available" in caplog.text and str(blocked) in caplog.text
    assert "using sentence-transformers (torch) instead" in caplog.text
    assert onnx.embed_query("how do I block my card?")[0] == 1.0
    assert onnx.embed_documents(["a", "b"]).shape == (2, 384)
    assert fallback.seen == ["how do I block my card?", "a", "b"]


def test_a_broken_export_file_falls_back_instead_of_failing(tmp_path, caplog):
    folder = model_folder(None)
    export = tmp_path / "model.onnx"
    export.write_bytes(b"not an onnx graph")
    fallback = RecordingEmbedder()
    onnx = OnnxEmbedder(folder, export, mean_pooling_layout(folder), name="m", fallback=lambda: fallback)
    with caplog.at_level(logging.WARNING, logger="banking_ai.embedding.onnx_backend"):
        assert onnx.embed_documents(["hello"]).shape == (1, 384)
    assert fallback.seen == ["hello"] and "ONNX encoder is not available" in caplog.text


def test_the_factory_picks_a_backend_per_setting_and_shares_it(tmp_path):
    default = Settings(_env_file=None, index_dir=tmp_path / "a" / "index")
    other_index = Settings(_env_file=None, index_dir=tmp_path / "b" / "index")
    assert isinstance(embedder_for(default), OnnxEmbedder)
    assert embedder_for(default) is embedder_for(other_index)  # the export folder comes from the environment here
    torch_settings = Settings(_env_file=None, embedding=EmbeddingSettings(backend="torch"))
    assert isinstance(embedder_for(torch_settings), SentenceTransformerEmbedder)


def test_a_model_onnx_cannot_run_gets_torch(tmp_path):
    folder = tmp_path / "cls-model"
    shutil.copytree(model_folder(None), folder, ignore=shutil.ignore_patterns("model.safetensors", "*.onnx"))
    (folder / "model.safetensors").touch()
    assert mean_pooling_layout(folder) is not None
    pooling = folder / "1_Pooling" / "config.json"
    config = json.loads(pooling.read_text())
    pooling.write_text(json.dumps({**config, "pooling_mode_mean_tokens": False, "pooling_mode_cls_token": True}))
    assert mean_pooling_layout(folder) is None
    settings = Settings(_env_file=None, embedding=EmbeddingSettings(model_path=str(folder), backend="onnx"))
    chosen = embedder_for(settings)
    assert isinstance(chosen, SentenceTransformerEmbedder) and chosen.name == model_name(str(folder)) == "cls-model"
    assert mean_pooling_layout(tmp_path / "missing") is None


BLAS_PROBE = """
import numpy  # the host imports numpy before banking_ai: OPENBLAS_NUM_THREADS comes too late for it
numpy.ones((400, 400)) @ numpy.ones((400, 400))
from threadpoolctl import threadpool_info
before = sorted({pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"})
import banking_ai
from banking_ai.embedding import embedder_for
from banking_ai.settings import Settings
embedder_for(Settings(_env_file=None)).warm_up()
after = sorted({pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"})
print(before, after)
"""


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="one core: BLAS has one thread anyway")
def test_blas_is_held_to_one_thread_even_when_the_host_imported_numpy_first(embedder, tmp_path):
    env = {key: value for key, value in os.environ.items() if not key.endswith("_NUM_THREADS")}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run(
        [sys.executable, "-c", BLAS_PROBE], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300
    )
    assert done.returncode == 0, done.stderr
    before, after = done.stdout.strip().splitlines()[-1].split("] [")
    assert before != "[1" and after == "1]", done.stdout


def test_an_operators_blas_thread_choice_is_kept(monkeypatch):
    from banking_ai.embedding.threads import blas_thread_limit

    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "2")
    assert blas_thread_limit() == 2
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "many")
    assert blas_thread_limit() == 1


def test_embedding_is_imported_by_rag_intent_and_llm_not_the_other_way_round():
    for package in ("intent", "llm"):
        for path in (REPO / "banking_ai" / package).rglob("*.py"):
            assert "banking_ai.rag.embedder" not in path.read_text(), path
            assert "rag.services import embedder_for" not in path.read_text(), path
    for path in (REPO / "banking_ai" / "embedding").rglob("*.py"):
        text = path.read_text()
        for other in ("rag", "intent", "llm", "conversation", "ui"):
            assert f"banking_ai.{other}" not in text, (path, other)


def test_importing_the_package_loads_no_model_library():
    code = (
        "import sys, banking_ai.embedding\n"
        "print(sorted(m for m in ('numpy', 'onnxruntime', 'torch', 'sentence_transformers') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_a_path_that_is_not_a_folder_is_reported(tmp_path):
    occupied = tmp_path / "file"
    occupied.write_text("x")
    with pytest.raises(onnx_export.ExportError, match="cannot create"):
        onnx_export.ensure_export(Path("unused"), occupied / "m.onnx", max_seq_length=256, lower_case=False)
