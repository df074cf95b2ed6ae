"""Retrieval evaluation: hit@1, hit@4 and MRR over labelled customer questions.

A question is labelled with the document (file stem) and the heading that answers it.
A retrieved chunk is a hit when it comes from that document and the heading is on its
section path. Off-topic questions (``doc`` null) measure the threshold: the right
answer for them is no result at all.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from banking_ai.rag.chunking import SECTION_SEPARATOR
from banking_ai.types import RetrievedChunk


@dataclass(frozen=True, slots=True)
class EvalQuestion:
    id: str
    question: str
    style: str
    doc: str | None
    section: str | None


@dataclass(slots=True)
class StyleScores:
    questions: int = 0
    hit1: float = 0.0
    hit4: float = 0.0
    mrr: float = 0.0


@dataclass(slots=True)
class EvalResult:
    overall: StyleScores
    by_style: dict[str, StyleScores]
    off_topic_questions: int
    off_topic_rejected: float  # share of off-topic questions that got no result
    answerable_empty: float  # share of answerable questions that got no result
    misses: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        from dataclasses import asdict

        return asdict(self)


def load_questions(folder: Path) -> list[EvalQuestion]:
    """Every line of every ``*.jsonl`` file in ``folder``."""
    questions = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                questions.append(
                    EvalQuestion(row["id"], row["question"], row["style"], row.get("doc"), row.get("section"))
                )
    return questions


def is_hit(question: EvalQuestion, chunk: RetrievedChunk) -> bool:
    return Path(chunk.source).stem == question.doc and question.section in chunk.section.split(SECTION_SEPARATOR)


def evaluate(questions: list[EvalQuestion], search, k: int = 4) -> EvalResult:
    """Run ``search(question) -> list[RetrievedChunk]`` over the questions and score it."""
    totals: dict[str, StyleScores] = defaultdict(StyleScores)
    overall = StyleScores()
    off_topic = rejected = empty = 0
    misses = []
    for question in questions:
        results = search(question.question)[:k]
        if question.doc is None:
            off_topic += 1
            rejected += not results
            continue
        empty += not results
        rank = next((i + 1 for i, chunk in enumerate(results) if is_hit(question, chunk)), None)
        for scores in (overall, totals[question.style]):
            scores.questions += 1
            scores.hit1 += rank == 1
            scores.hit4 += rank is not None
            scores.mrr += 1 / rank if rank else 0.0
        if rank != 1:
            misses.append(
                {
                    "id": question.id,
                    "question": question.question,
                    "rank": rank,
                    "expected": f"{question.doc} / {question.section}",
                    "got": [f"{Path(c.source).stem} / {c.section} ({c.score:.2f})" for c in results[:2]],
                }
            )
    for scores in (overall, *totals.values()):
        if scores.questions:
            scores.hit1 /= scores.questions
            scores.hit4 /= scores.questions
            scores.mrr /= scores.questions
    answerable = overall.questions
    return EvalResult(
        overall,
        dict(sorted(totals.items())),
        off_topic,
        rejected / off_topic if off_topic else 1.0,
        empty / answerable if answerable else 0.0,
        misses,
    )


def format_result(result: EvalResult) -> str:
    lines = [f"{'style':<14}{'n':>5}{'hit@1':>8}{'hit@4':>8}{'MRR':>8}"]
    for name, scores in [*result.by_style.items(), ("overall", result.overall)]:
        lines.append(f"{name:<14}{scores.questions:>5}{scores.hit1:>8.3f}{scores.hit4:>8.3f}{scores.mrr:>8.3f}")
    lines.append(
        f"off-topic questions with no result: {result.off_topic_rejected:.0%} of {result.off_topic_questions}"
        f"; answerable questions with no result: {result.answerable_empty:.1%}"
    )
    return "\n".join(lines)
