"""Shared fixtures: the real MiniLM model loads once per session; indexes live in tmp dirs."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

import banking_ai  # noqa: F401  (offline and thread defaults before numpy/torch load)
from banking_ai.settings import RagSettings, Settings

# The suite's own documents are trusted: parse them in-process (a worker process per indexing run
# costs ~4 s of imports). tests/rag/test_parse_limits.py turns the worker on where it is the subject.
# Set in the environment, so CLI runs in child processes and session fixtures see it too.
os.environ.setdefault("BANKING_AI_PARSING__ISOLATE", "false")
# One ONNX export of the model per test session (the first test that embeds makes it, ~30 s), shared by
# every index the tests build and by CLI runs in child processes. Point the variable at a lasting
# folder to keep the export between runs.
if "BANKING_AI_EMBEDDING__CACHE_DIR" not in os.environ:
    _ENCODER_DIR = tempfile.mkdtemp(prefix="banking-ai-test-encoder-")
    os.environ["BANKING_AI_EMBEDDING__CACHE_DIR"] = _ENCODER_DIR
    atexit.register(shutil.rmtree, _ENCODER_DIR, ignore_errors=True)

REPO = Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = REPO / "data" / "policies"


def make_settings(index_dir: Path, **rag) -> Settings:
    """Settings isolated from the developer's environment and .env file."""
    return Settings(_env_file=None, index_dir=index_dir, rag=RagSettings(**rag))


@pytest.fixture(autouse=True)
def _no_ambient_config(monkeypatch):
    for name in (
        "QDRANT_URL",
        "QDRANT_API_KEY",
        "GROQ_API_KEY",
        "GROQ_BASE_URL",
        "NEO4J_URI",
        "NEO4J_USERNAME",
        "NEO4J_PASSWORD",
        "NEO4J_DATABASE",
    ):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def embedder():
    """The app's default embedder (ONNX Runtime on the session's export of MiniLM)."""
    from banking_ai.embedding import embedder_for

    model = embedder_for(Settings(_env_file=None))
    model.warm_up()
    return model


@pytest.fixture(scope="session")
def torch_embedder():
    """sentence-transformers on torch: the reference every other backend is held to."""
    from banking_ai.embedding import embedder_for
    from banking_ai.settings import EmbeddingSettings

    model = embedder_for(Settings(_env_file=None, embedding=EmbeddingSettings(backend="torch")))
    model.warm_up()
    return model


@pytest.fixture(scope="session")
def sample_services(tmp_path_factory, embedder):
    """RAG services over an index of the sample corpus, built once per session."""
    from banking_ai.rag.services import build_rag_services

    settings = make_settings(tmp_path_factory.mktemp("sample-index"))
    services = build_rag_services(settings)
    report = services.indexer.build([SAMPLE_CORPUS])
    assert report.ok and len(report.added) >= 12, report.summary()
    return services


@pytest.fixture
def services_factory(tmp_path, embedder):
    """Fresh RAG services over an empty index in this test's tmp dir."""
    from banking_ai.rag.services import build_rag_services

    def build(**rag):
        return build_rag_services(make_settings(tmp_path / "index", **rag))

    return build


@pytest.fixture(scope="session")
def intent_model_dir(tmp_path_factory, embedder) -> Path:
    """The app's intent model, trained once per session from data/intents/intents.csv into a tmp dir.

    Point ``settings.intent.model_dir`` (or BANKING_AI_INTENT__MODEL_DIR) here to skip retraining.
    """
    from banking_ai.intent import load_intent_classifier
    from banking_ai.settings import IntentSettings

    model_dir = tmp_path_factory.mktemp("intent-model")
    settings = Settings(_env_file=None, intent=IntentSettings(model_dir=model_dir))
    load_intent_classifier(settings, embedder=embedder)
    return model_dir
