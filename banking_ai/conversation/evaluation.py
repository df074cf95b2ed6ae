"""End-to-end answer evaluation: every question through the orchestrator, one new session each.

The question sets live in ``data/eval/blind/`` (written blind by people who never saw the
documents, labelled afterwards; docs/evaluation.md). ``banks.json`` names each knowledge base:
its policy folder and the bank's name. Each bank gets its own index (built incrementally under
``<index_dir>/../eval/<bank>``); questions without a bank (off-topic, account requests,
emergencies, calculations) are asked of every bank. Every question carries a frozen ``split``:
"tune" (settings may be chosen on it) or "heldout" (never looked at while choosing).

Measured per bank and split: route correctness by expectation, banking questions kept (not
redirected as off-topic), off-topic redirected, key facts contained in the answer, answers citing
a section outside the labelled ones, retrieval hit@1 / hit@4 / MRR on the same questions, and
latency p50 / p95, separately for the first turns after start.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.conversation.replies import CLOSEST
from banking_ai.rag.chunking import SECTION_SEPARATOR

if TYPE_CHECKING:
    from banking_ai.settings import Settings
    from banking_ai.types import Answer, Citation, RetrievedChunk

FIRST_TURNS = 20  # turns right after start reported on their own (warm-up must not slow them)
# The routes that fulfil each expectation.
EXPECTED_ROUTES: dict[str, set[str]] = {
    "answer": {"rag", "general"},
    "no_info": {"no_information", "general"},
    "policy": {"rag", "no_information", "general"},  # look-alikes: anything but the emergency reply
    "account": {"account_refusal"},
    "emergency": {"urgent"},
    "calculation": {"calculation"},
    "off_topic": {"off_topic"},
}
_NUMBER_COMMAS = re.compile(r"(?<=\d),(?=\d)")
_CURRENCY = re.compile(r"₹\s*|\brs\.?\s*|\binr\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Gold:
    doc: str  # file stem
    section: str  # a heading on the chunk's section path


@dataclass(frozen=True, slots=True)
class EvalCase:
    id: str
    question: str
    style: str
    expect: str
    split: str
    bank: str | None = None
    gold: tuple[Gold, ...] = ()
    key_facts: tuple[tuple[str, ...], ...] = ()  # every group must appear; any alternative in a group will do
    pair: str | None = None  # the Hinglish twin of a Devanagari question


@dataclass(slots=True)
class CaseResult:
    case: EvalCase
    bank: str
    route: str
    latency_ms: float
    route_ok: bool
    facts_ok: bool | None = None
    unrelated: bool | None = None
    rank: int | None = None  # first gold chunk in rag_search's top 4
    text: str = ""
    cited: list[str] = field(default_factory=list)
    hedged: bool = False  # an offline answer that opened with "The closest I found:"


def load_cases(folder: Path) -> tuple[dict[str, dict], list[EvalCase]]:
    """``banks.json`` and every ``*.jsonl`` case in ``folder``."""
    banks = json.loads((folder / "banks.json").read_text(encoding="utf-8"))
    cases = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            cases.append(
                EvalCase(
                    id=row["id"],
                    question=row["question"],
                    style=row.get("style", ""),
                    expect=row["expect"],
                    split=row["split"],
                    bank=row.get("bank"),
                    gold=tuple(Gold(g["doc"], g["section"]) for g in row.get("gold") or ()),
                    key_facts=tuple(tuple(group) for group in row.get("key_facts") or ()),
                    pair=row.get("pair"),
                )
            )
    return banks, cases


def normalise(text: str) -> str:
    """Lower-case, one space, no thousands commas or currency words: how key facts are compared."""
    text = _CURRENCY.sub("", _NUMBER_COMMAS.sub("", text.lower()))
    return " ".join(text.replace("*", "").split())


def facts_present(text: str, key_facts: tuple[tuple[str, ...], ...]) -> bool:
    answer = normalise(text)
    return all(any(normalise(option) in answer for option in group) for group in key_facts)


def is_gold(case: EvalCase, doc: str, section: str) -> bool:
    """Whether a chunk of ``doc`` under ``section`` is one a label names: the label's heading is on the
    chunk's path, or, for a heading a file repeats ("Eligibility" under each scheme), its path
    ("Atal Pension Yojana (APY) > Eligibility") is a run of the chunk's path."""
    headings = section.split(SECTION_SEPARATOR)
    return any(Path(doc).stem == gold.doc and _on_path(gold.section, headings) for gold in case.gold)


def _on_path(wanted: str, headings: list[str]) -> bool:
    run = wanted.split(SECTION_SEPARATOR)
    return any(headings[start : start + len(run)] == run for start in range(len(headings) - len(run) + 1))


def score_case(case: EvalCase, bank: str, answer: Answer, chunks: list[RetrievedChunk] | None) -> CaseResult:
    """Judge one answer against its labels (``chunks``: rag_search's top 4 for answerable questions)."""
    result = CaseResult(
        case,
        bank,
        answer.route,
        answer.latency_ms,
        answer.route in EXPECTED_ROUTES[case.expect],
        text=answer.text,
        cited=[f"{Path(c.source).stem} / {c.section}" for c in answer.citations],
        hedged=answer.route == "rag" and CLOSEST in answer.text,
    )
    if case.expect == "answer":
        result.facts_ok = result.route_ok and facts_present(answer.text, case.key_facts)
        result.unrelated = any(not is_gold(case, c.source, c.section) for c in _answering(answer))
        ranks = [i for i, chunk in enumerate(chunks or [], 1) if is_gold(case, chunk.source, chunk.section)]
        result.rank = ranks[0] if ranks else None
    return result


def _answering(answer: Answer) -> list[Citation]:
    """The citations of the answer itself: not those of the channels quoted after "I can't see your account
    or this payment" (a separate block: how to have the payment traced or the customer's own details
    checked, not an answer from another section)."""
    from banking_ai.conversation.replies import answer_before_notes

    answered = answer_before_notes(answer.text)
    return [c for c in answer.citations if f"[{c.number}]" in answered] or answer.citations


def run_bank(settings: Settings, bank: str, info: dict, cases: list[EvalCase], progress=None) -> list[CaseResult]:
    """Index the bank's policies in its own folder, start a fresh assistant and ask every case."""
    from banking_ai.app import build_services
    from banking_ai.rag import build_rag_index

    bank_settings = bank_settings_for(settings, bank, info)
    report = build_rag_index([Path(info["policies"])], settings=bank_settings, prune=True)
    if report.failed:
        raise RuntimeError(f"indexing {bank} failed: {report.failed}")
    assistant = build_services(bank_settings)
    retriever = assistant.rag.retriever if assistant.rag else None
    results = []
    for number, case in enumerate(cases, 1):
        answer = assistant.respond(f"eval-{uuid.uuid4().hex}", case.question)
        chunks = retriever.search(case.question, 4) if retriever and case.expect == "answer" else None
        results.append(score_case(case, bank, answer, chunks))
        if progress:
            progress(bank, number, len(cases))
    return results


def bank_settings_for(settings: Settings, bank: str, info: dict) -> Settings:
    """The same settings with this bank's name and an index folder of its own; the intent model and
    the encoder's ONNX export are shared (one embedder serves every bank)."""
    from banking_ai.embedding.factory import export_dir_for
    from banking_ai.intent.loader import model_dir_for

    eval_dir = settings.index_dir.parent / "eval" / bank
    return settings.model_copy(
        update={
            "index_dir": eval_dir / "index",
            "intent": settings.intent.model_copy(update={"model_dir": model_dir_for(settings)}),
            "embedding": settings.embedding.model_copy(update={"cache_dir": export_dir_for(settings)}),
            "conversation": settings.conversation.model_copy(update={"bank_name": info.get("bank_name", bank)}),
        }
    )


def cases_for(bank: str, cases: list[EvalCase]) -> list[EvalCase]:
    """The bank's own questions and the bank-independent ones, interleaved in file order."""
    return [case for case in cases if case.bank in (bank, None)]


def summarise(results: list[CaseResult]) -> dict:
    """Scores over ``results`` (one bank or all, one split or both)."""

    def share(values: list[bool]) -> float | None:
        return round(sum(values) / len(values), 3) if values else None

    answerable = [r for r in results if r.case.expect == "answer"]
    banking = [r for r in results if r.case.expect != "off_topic"]
    off_topic = [r for r in results if r.case.expect == "off_topic"]
    ranks = [r.rank for r in answerable]
    by_expect = {
        expect: {"n": len(group), "route_ok": share([r.route_ok for r in group])}
        for expect, group in sorted(_group(results, lambda r: r.case.expect).items())
    }
    by_style = {
        style: {
            "n": len(group),
            "hit1": share([r.rank == 1 for r in group]),
            "hit4": share([r.rank is not None for r in group]),
            "facts": share([bool(r.facts_ok) for r in group]),
        }
        for style, group in sorted(_group(answerable, lambda r: r.case.style).items())
    }
    return {
        "questions": len(results),
        "hit1": share([rank == 1 for rank in ranks]),
        "hit4": share([rank is not None for rank in ranks]),
        "mrr": round(sum(1 / rank for rank in ranks if rank) / len(ranks), 3) if ranks else None,
        "key_facts": share([bool(r.facts_ok) for r in answerable]),
        "unrelated_cited": share([bool(r.unrelated) for r in answerable if r.route_ok]),
        "banking_kept": share([r.route != "off_topic" for r in banking]),
        "off_topic_redirected": share([r.route == "off_topic" for r in off_topic]),
        "route_ok": share([r.route_ok for r in results]),
        # uncovered questions where the customer was told: "no information", or a quote opened by "The closest
        # I found:"; and how many answerable questions' answers were opened that way
        "uncovered_told": share([r.route_ok or r.hedged for r in results if r.case.expect == "no_info"]),
        "answers_hedged": share([r.hedged for r in answerable if r.route == "rag"]),
        "by_expect": by_expect,
        "by_style": by_style,
        "devanagari_vs_twin": _pairs(results),
    }


def _pairs(results: list[CaseResult]) -> dict | None:
    """Devanagari questions against their Hinglish twins: both judged the same way. The twin points back
    at its Devanagari question too, so only a question written in Devanagari opens a pair (counting both
    directions made the two shares equal by construction). A twin is one of the same bank's own questions:
    the questions asked of every bank have ids of their own, which may repeat a bank's ("n013")."""
    from banking_ai.vocabulary import has_devanagari

    by_id = {(r.bank, r.case.id): r for r in results if r.case.bank is not None}
    pairs = [(r, by_id.get((r.bank, r.case.pair))) for r in results if r.case.pair and has_devanagari(r.case.question)]
    pairs = [(hindi, twin) for hindi, twin in pairs if twin is not None]
    if not pairs:
        return None

    def good(r: CaseResult) -> bool:
        return r.route_ok and (r.facts_ok is not False)

    return {
        "pairs": len(pairs),
        "devanagari_ok": round(sum(good(h) for h, _ in pairs) / len(pairs), 3),
        "hinglish_ok": round(sum(good(t) for _, t in pairs) / len(pairs), 3),
    }


def latency(results: list[CaseResult]) -> dict:
    import numpy as np

    def pct(values: list[float]) -> dict:
        if not values:
            return {}
        return {"p50": round(float(np.percentile(values, 50)), 1), "p95": round(float(np.percentile(values, 95)), 1)}

    first = [r.latency_ms for r in results[:FIRST_TURNS]]
    return {"all": pct([r.latency_ms for r in results]), f"first_{FIRST_TURNS}": pct(first)}


def report(results_by_bank: dict[str, list[CaseResult]]) -> dict:
    """The JSON report: per bank and split, and over all banks per split."""
    everything = [r for results in results_by_bank.values() for r in results]
    out: dict = {"splits": {}, "banks": {}, "latency_ms": {}}
    for split in ("tune", "heldout"):
        out["splits"][split] = summarise([r for r in everything if r.case.split == split])
    for bank, results in results_by_bank.items():
        out["banks"][bank] = {
            split: summarise([r for r in results if r.case.split == split]) for split in ("tune", "heldout")
        }
        out["latency_ms"][bank] = latency(results)
    return out


def failures(results: list[CaseResult]) -> list[dict]:
    """What went wrong, for reading (never written to logs: these are evaluation questions, not customers')."""
    rows = []
    for r in results:
        if r.route_ok and r.facts_ok is not False and not r.unrelated:
            continue
        rows.append(
            {
                "bank": r.bank,
                "id": r.case.id,
                "split": r.case.split,
                "expect": r.case.expect,
                "route": r.route,
                "question": r.case.question,
                "rank": r.rank,
                "facts_ok": r.facts_ok,
                "unrelated": r.unrelated,
                "cited": r.cited,
                "text": r.text[:600],
            }
        )
    return rows


def format_report(data: dict) -> str:
    keys = (
        "hit1",
        "hit4",
        "mrr",
        "key_facts",
        "unrelated_cited",
        "banking_kept",
        "off_topic_redirected",
        "route_ok",
        "uncovered_told",
        "answers_hedged",
    )
    lines = [f"{'':<22}" + "".join(f"{key[:10]:>11}" for key in keys)]
    rows = [(f"all / {split}", scores) for split, scores in data["splits"].items()]
    for bank, splits in data["banks"].items():
        rows += [(f"{bank} / {split}", scores) for split, scores in splits.items()]
    for name, scores in rows:
        cells = "".join(f"{'-' if scores[key] is None else format(scores[key], '.3f'):>11}" for key in keys)
        lines.append(f"{name:<22}{cells}")
    for split, scores in data["splits"].items():
        if scores.get("devanagari_vs_twin"):
            pairs = scores["devanagari_vs_twin"]
            lines.append(
                f"{split}: Devanagari {pairs['devanagari_ok']:.3f} vs Hinglish twin {pairs['hinglish_ok']:.3f}"
                f" over {pairs['pairs']} pairs"
            )
    for bank, timing in data["latency_ms"].items():
        lines.append(f"latency {bank}: {timing}")
    return "\n".join(lines)


def _group(results, key) -> dict:
    groups: dict = defaultdict(list)
    for result in results:
        groups[key(result)].append(result)
    return groups


def evaluate_answers(settings: Settings, folder: Path, banks: list[str] | None = None, progress=None):
    """Run every bank (or the named ones); returns (report dict, all results)."""
    bank_info, cases = load_cases(folder)
    results_by_bank = {}
    for bank, info in bank_info.items():
        if banks and bank not in banks:
            continue
        started = time.perf_counter()
        results_by_bank[bank] = run_bank(settings, bank, info, cases_for(bank, cases), progress)
        if progress:
            progress(bank, -1, round(time.perf_counter() - started))
    return report(results_by_bank), [r for results in results_by_bank.values() for r in results]
