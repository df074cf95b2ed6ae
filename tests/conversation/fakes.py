"""Deterministic collaborators for orchestrator tests: a scripted classifier, searcher and OCR."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from banking_ai.types import IntentPrediction, OcrResult, RetrievedChunk


class ScriptedClassifier:
    """Labels a text by the first keyword it contains (checked in order); ``default`` otherwise."""

    def __init__(self, rules: Sequence[tuple[str, str]], default: str = "account_info", confidence: float = 0.9):
        self.rules = [(keyword.lower(), label) for keyword, label in rules]
        self.default = default
        self.confidence = confidence
        self.labels = tuple({label for _, label in self.rules} | {default})
        self.seen: list[str] = []

    def predict(self, texts: Sequence[str]) -> list[IntentPrediction]:
        self.seen.extend(texts)
        out = []
        for text in texts:
            label = next((label for keyword, label in self.rules if keyword in text.lower()), self.default)
            out.append(IntentPrediction(label, self.confidence, label != "off_topic"))
        return out


def chunk(text: str, *, title: str = "Deposits Policy", section: str = "Rates", score: float = 0.8, n: int = 0):
    return RetrievedChunk(
        text=text,
        score=score,
        doc_title=title,
        section=section,
        source=f"data/policies/{title.lower().replace(' ', '_')}.docx",
        chunk_id=f"{title}-{n}",
        cosine=score,
    )


class FakeSearcher:
    """Returns the chunks of the first topic word found in the query; records every query."""

    def __init__(self, topics: dict[str, list[RetrievedChunk]]) -> None:
        self.topics = {word.lower(): chunks for word, chunks in topics.items()}
        self.queries: list[str] = []

    def search(self, query: str, top_k: int | None = None) -> list[RetrievedChunk]:
        self.queries.append(query)
        for word, chunks in self.topics.items():
            if word in query.lower():
                return list(chunks[: top_k or 4])
        return []

    def rest_of_section(self, query: str, chunks: list[RetrievedChunk], limit: int = 4) -> list[RetrievedChunk]:
        return []


class FakeOcr:
    """Returns fixed text for any image, or raises a given ``OcrError``."""

    name = "fake-ocr"

    def __init__(self, text: str = "", error: Exception | None = None) -> None:
        self.text = text
        self.error = error
        self.images: list[bytes | str | Path] = []

    def available(self) -> bool:
        return True

    def read(self, image) -> OcrResult:
        self.images.append(image)
        if self.error is not None:
            raise self.error
        return OcrResult(text=self.text, confidence=0.9, ms=5.0, width=800, height=600)
