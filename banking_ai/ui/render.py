"""How an ``Answer`` reads in the chat: the text, notices, sources, a short status line and the trace.

Pure functions over value objects (no Gradio import), so the format is unit-tested without a server.
The chat renders Markdown with a subset of HTML. Nothing taken from a document, a screenshot, the
model or the customer may act in the customer's browser: answer text, notices and the customer's
own words go through ``banking_ai.inert.inert_markdown`` (formatting kept; no HTML, no image, no link
outside the bank's own domains), and the sources and trace blocks are HTML-escaped on one line each.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from banking_ai.inert import inert_markdown, strip_controls
from banking_ai.types import Answer, Citation, TraceStep

# What a route means to a customer, shown in the status line under an answer.
ROUTE_LABELS: dict[str, str] = {
    "rag": "answered from bank policies",
    "no_information": "not found in bank policies",
    "general": "general information, not from bank policies",
    "calculation": "calculated",
    "smalltalk": "conversation",
    "account_refusal": "account details need secure login",
    "urgent": "urgent help",
    "off_topic": "outside banking topics",
    "handoff": "handed to a person",
    "invalid": "could not read the message",
    "error": "error",
}
GENERATOR_LABELS: dict[str, str] = {
    "template": "standard reply",
    "rules": "bank rules",
    "offline": "offline answerer",
}
TYPING = " ▍"  # shown after streamed text while the answer is still being written
PREVIEW_CHARS = 600  # a pasted essay shows as its start in the customer's own bubble


def answer_markdown(answer: Answer, link_domains: Iterable[str] = ()) -> str:
    """The assistant's message for ``answer``: text, then notices, sources, status line and trace.

    Links in the text stay clickable only when they point to ``link_domains`` (the bank's own)."""
    parts = [inert_markdown(answer.text.strip(), link_domains)]
    parts.extend(notice_markdown(notice) for notice in answer.notices)
    if answer.citations:
        parts.append(citations_html(answer.citations))
    parts.append(status_html(answer))
    if answer.trace:
        parts.append(trace_html(answer.trace))
    return "\n\n".join(part for part in parts if part)


def streaming_markdown(text_so_far: str, link_domains: Iterable[str] = ()) -> str:
    """An answer still being written: the words so far and a typing mark."""
    return (inert_markdown(text_so_far.strip(), link_domains) or "Looking that up") + TYPING


def notice_markdown(notice: str) -> str:
    """A notice (privacy masking, offline fallback ...) as a quoted, labelled line."""
    return f"> **Note:** {inert_markdown(_one_line(notice))}"


def _one_line(text: str) -> str:
    """``text`` on one line: a blank line would end the HTML block it sits in (and Markdown would
    start again), and controls have no place in a page."""
    return " ".join(strip_controls(text).split())


def _escaped(text: str) -> str:
    return html.escape(_one_line(text))


def citations_html(citations: list[Citation]) -> str:
    """Numbered sources in one expandable block; each shows document, section and the passage."""
    items = []
    for citation in citations:
        where = _escaped(citation.doc_title)
        if citation.section:
            where += f" — {_escaped(citation.section)}"
        snippet = _escaped(citation.snippet)
        items.append(f"<li><strong>[{citation.number}] {where}</strong><br>{snippet}</li>")
    noun = "source" if len(citations) == 1 else "sources"
    return f"<details><summary>{len(citations)} {noun}</summary><ol>{''.join(items)}</ol></details>"


def status_html(answer: Answer) -> str:
    """One quiet line: how the turn was served, the intent, who wrote it and how long it took."""
    bits = [ROUTE_LABELS.get(answer.route, answer.route)]
    if answer.intent:
        bits.append(f"intent: {answer.intent} ({answer.confidence:.0%})")
    generator = GENERATOR_LABELS.get(answer.generator, answer.generator)
    if generator and answer.route not in ("invalid", "error"):
        bits.append(generator)
    bits.append(f"{answer.latency_ms / 1000:.1f} s")
    return f"<sub>{inert_markdown(_one_line(' · '.join(bits)))}</sub>"


def trace_html(trace: list[TraceStep]) -> str:
    """The steps behind an answer with their durations, in an expandable block."""
    rows = []
    for step in trace:
        detail = f" — {_escaped(step.detail)}" if step.detail else ""
        rows.append(f"<li>{_escaped(step.name)}: {step.ms:.0f} ms{detail}</li>")
    return f"<details><summary>How this answer was found</summary><ol>{''.join(rows)}</ol></details>"


def user_markdown(text: str, attachment: str | None = None) -> str:
    """The customer's own bubble: their words (a long paste shortened) and the attached file's name."""
    shown = text.strip()
    if len(shown) > PREVIEW_CHARS:
        shown = f"{shown[:PREVIEW_CHARS].rstrip()}… ({len(text.strip()):,} characters)"
    shown = inert_markdown(shown)
    if attachment:
        label = f"*Attached: {inert_markdown(_one_line(attachment))}*"  # words, not an emoji: fonts may lack it
        shown = f"{shown}\n\n{label}" if shown else label
    return shown or "(empty message)"
