"""A deterministic searcher for orchestrator tests, and retrieved chunks to feed it.

The classifier and OCR fakes are the package's own (``banking_ai.intent.KeywordIntentClassifier``,
``banking_ai.ocr.FakeOcrEngine``): one fake per seam.
"""

from __future__ import annotations

from banking_ai.types import RetrievedChunk


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

    def __init__(
        self, topics: dict[str, list[RetrievedChunk]], *, indexed: bool = True, uncovered: dict[str, str] | None = None
    ) -> None:
        self.topics = {word.lower(): chunks for word, chunks in topics.items()}
        self.indexed = indexed  # False: an index with no documents in it
        self.uncovered = uncovered or {}  # a word of the question -> a product no document covers
        self.restated: dict[str, float] = {}  # a section's heading -> how closely every query restates it
        self.queries: list[str] = []

    def search(self, query: str, top_k: int | None = None, *, min_score: float | None = None) -> list[RetrievedChunk]:
        """``min_score`` is accepted and ignored: a topic's chunks are all there is."""
        self.queries.append(query)
        for word, chunks in self.topics.items():
            if word in query.lower():
                return list(chunks[: top_k or 4])
        return []

    def rest_of_section(self, query: str, chunks: list[RetrievedChunk], limit: int = 4) -> list[RetrievedChunk]:
        return []

    def has_documents(self) -> bool:
        return self.indexed

    def uncovered_products(self, question: str) -> list[str]:
        return sorted({product for word, product in self.uncovered.items() if word in question.lower()})

    def restates(self, query: str, section: str) -> float:
        """``restated``'s cosine for the section's last heading; -1 (not restated) for any other."""
        return self.restated.get(section.rsplit(" > ", 1)[-1], -1.0)

    def read_unknown_words(self, question: str) -> str:
        from banking_ai.vocabulary import normalise_hindi

        return normalise_hindi(question)
