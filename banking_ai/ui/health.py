"""The staff health panel: what the running app is made of and whether each part works.

``health(orchestrator)`` returns plain values (numbers and short strings) keyed by part; add a
key here when a new backend lands.
"""

from __future__ import annotations

import logging
import subprocess
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from banking_ai.orchestrator import Orchestrator
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)

LABELS = {
    "documents": "Documents indexed",
    "chunks": "Passages indexed",
    "searchable_chunks": "Passages customers can find now",
    "vector_store": "Vector store",
    "graph_store": "Graph store",
    "generator": "Answer generator",
    "ocr": "Screenshot reading (OCR)",
    "speaker": "Reading answers aloud",
    "speech_in": "Questions by voice (speech in)",
}


def health(orchestrator: Orchestrator) -> dict[str, Any]:
    """One value per part: counts as ints, everything else as a short readable string."""
    rag = orchestrator.rag
    out: dict[str, Any] = {}
    if rag is None:
        out.update(documents=0, chunks=0, searchable_chunks=0, vector_store="not configured")
    else:
        try:
            records = rag.index.documents()
            out["documents"] = len(records)
            out["chunks"] = sum(record.chunks for record in records)
            out["searchable_chunks"] = rag.index.size()
        except Exception as exc:  # no complete index to read yet: say so rather than fail the panel
            out["documents"] = out["chunks"] = out["searchable_chunks"] = f"unavailable ({type(exc).__name__})"
        out["vector_store"] = str(rag.index.status())
    out["graph_store"] = graph_store(rag) if rag is not None else "not configured"
    settings = rag.settings if rag is not None else None
    out["generator"] = generator(settings) if settings is not None else "offline extractive answerer"
    out["ocr"] = ocr_status(orchestrator, settings)
    out["speaker"] = speaker_status(orchestrator.speaker)
    out["speech_in"] = transcriber_status(orchestrator)
    return out


def transcriber_status(orchestrator: Orchestrator) -> str:
    """ "available (pocketsphinx)" or "not available: why"."""
    transcriber = orchestrator.transcriber
    detail = transcriber.unavailable_detail
    if detail or transcriber.name == "unavailable":
        return f"not available{': ' + detail if detail else ''}"
    return f"available ({transcriber.name})"


def graph_store(rag) -> str:
    """Which graph store, whether it answers now (a bounded ping) and whether the boost is on."""
    booster = rag.graph
    if booster is None:
        return "off (BANKING_AI_GRAPH__ENABLED=false)"
    try:
        status = str(booster.status(check=True))
    except Exception as exc:  # the panel reports; it must not fail
        log.exception("graph store check failed")
        status = f"unknown ({type(exc).__name__})"
    boost = f"boost weight {booster.weight:g}" if booster.weight > 0 else "boost off (weight 0)"
    return f"{status}; {boost}"


def generator(settings: Settings) -> str:
    if settings.llm.api_key is not None:
        return f"Groq ({settings.llm.model}), offline answerer as fallback"
    return "offline extractive answerer (no GROQ_API_KEY)"


def ocr_status(orchestrator: Orchestrator, settings: Settings | None) -> str:
    engine = orchestrator.ocr
    try:
        available = engine.available()
    except Exception:  # the panel reports; it must not fail
        log.exception("OCR availability check failed")
        available = False
    if not available:
        detail = engine.unavailable_detail
        return f"not available{': ' + detail if detail else ''}"
    name = engine.name
    if name == "tesseract" and settings is not None:
        return f"available ({tesseract_version(settings.ocr.tesseract_cmd)})"
    return f"available ({name})"


def speaker_status(speaker) -> str:
    """ "available (espeak-ng)", or "not available: <why>" (off in settings, espeak-ng missing ...)."""
    if speaker is None:
        return "not configured"
    detail = speaker.unavailable_detail
    return f"not available: {detail}" if detail else f"available ({speaker.name})"


def tesseract_version(command: str = "tesseract") -> str:
    """ "tesseract 5.3.0" (the first line of ``tesseract --version``), or "tesseract" if that fails."""
    try:
        done = subprocess.run([command, "--version"], capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return "tesseract"
    lines = (done.stdout or done.stderr).strip().splitlines()
    return lines[0].strip() if lines else "tesseract"


def health_markdown(values: dict[str, Any]) -> str:
    """The health values as a two-column Markdown table."""
    rows = ["| Part | Status |", "|---|---|"]
    for key, value in values.items():
        rows.append(f"| {LABELS.get(key, key.replace('_', ' ').capitalize())} | {value} |")
    return "\n".join(rows)
