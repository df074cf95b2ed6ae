"""Intent fixtures: the model trained once per session on the committed CSV, small CSVs, a toy embedder."""

from __future__ import annotations

import csv
import hashlib
from pathlib import Path

import numpy as np
import pytest

from banking_ai.settings import IntentSettings, Settings
from tests.conftest import REPO

INTENTS_CSV = REPO / "data" / "intents" / "intents.csv"
HELD_OUT_CSV = REPO / "data" / "intents" / "test.csv"

# A tiny but real data set: four labels, six examples each (fast to train with MiniLM).
SMALL_EXAMPLES: dict[str, list[str]] = {
    "greeting": ["hi", "hello there", "good morning", "namaste", "hey", "good evening bank"],
    "card_lost_stolen": [
        "i lost my debit card",
        "my credit card was stolen",
        "card kho gaya",
        "wallet with my atm card is missing",
        "someone stole my card",
        "lost my card in the train",
    ],
    "deposit_rates": [
        "fd interest rate",
        "what is the rate on fixed deposits",
        "senior citizen fd rates",
        "rd interest rate for 2 years",
        "fd pe byaaj kitna hai",
        "deposit rates for 1 year",
    ],
    "off_topic": [
        "weather in delhi",
        "who won the cricket match",
        "recipe for biryani",
        "tell me a joke",
        "plan a trip to goa",
        "write python code",
    ],
}


def write_csv(path: Path, examples: dict[str, list[str]] | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        for label, texts in (examples or SMALL_EXAMPLES).items():
            writer.writerows([text, label] for text in texts)
    return path


def intent_settings(tmp_path: Path, data: Path, **intent) -> Settings:
    """Settings isolated from the environment, with the model kept under ``tmp_path``."""
    return Settings(
        _env_file=None, index_dir=tmp_path / "var" / "index", intent=IntentSettings(data_path=data, **intent)
    )


class HashEmbedder:
    """A different (toy) embedder: deterministic unit vectors from a hash of each text."""

    name = "hash-embedder"
    dimension = 384

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.embed_query(t) for t in texts]) if texts else np.zeros((0, self.dimension))

    def embed_query(self, text: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
        vector = np.random.default_rng(seed).standard_normal(self.dimension).astype(np.float32)
        return vector / np.linalg.norm(vector)


@pytest.fixture(scope="session")
def trained_model(embedder):
    """The production configuration trained on data/intents/intents.csv (once per session)."""
    from banking_ai.intent.loader import train_from_csv

    return train_from_csv(INTENTS_CSV, embedder)


@pytest.fixture(scope="session")
def held_out():
    from banking_ai.intent.dataset import read_intent_csv

    return read_intent_csv(HELD_OUT_CSV)
