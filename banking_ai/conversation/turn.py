"""Book-keeping for one customer turn: timed trace steps, notices, citations."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from banking_ai.types import Citation, RetrievedChunk, Route, TraceStep

CITATION_MARK = re.compile(r"\[(\d{1,2})\]")
SNIPPET_CHARS = 280


@dataclass(slots=True)
class Reply:
    """What a route produced: the text, how it was made and the sources behind it."""

    text: str
    route: Route
    generator: str = "template"
    sources: Sequence[RetrievedChunk] = ()
    notices: list[str] = field(default_factory=list)
    related: list[str] = field(default_factory=list)


class Turn:
    """Collects trace steps (with milliseconds) and notices while a turn is served."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.started = time.perf_counter()
        self.trace: list[TraceStep] = []
        self.notices: list[str] = []
        self.streamed: list[str] = []  # pieces already sent to the customer by a streaming route
        self.typed = ""  # the customer's typed text, masked
        self.image_text = ""  # text read from their screenshot, masked
        # The best passage for the customer's question, even one too weak to answer from (staff insights).
        self.nearest: RetrievedChunk | None = None

    @contextmanager
    def step(self, name: str) -> Iterator[dict[str, str]]:
        """Time a step; the caller may set ``detail`` (never customer text) in the yielded dict."""
        info = {"detail": ""}
        start = time.perf_counter()
        try:
            yield info
        finally:
            self.trace.append(TraceStep(name, round((time.perf_counter() - start) * 1000, 2), info["detail"]))

    def record(self, name: str, ms: float, detail: str = "") -> None:
        """A step timed elsewhere (an agent's model and tool calls, some of them run at once)."""
        self.trace.append(TraceStep(name, round(ms, 2), detail))

    def elapsed_ms(self) -> float:
        return round((time.perf_counter() - self.started) * 1000, 2)


def citations_for(text: str, sources: Sequence[RetrievedChunk]) -> list[Citation]:
    """Citations for the sources an answer cites as [n]; all sources when it cites none."""
    cited = {int(n) for n in CITATION_MARK.findall(text)}
    numbers = [n for n in range(1, len(sources) + 1) if n in cited] or list(range(1, len(sources) + 1))
    return [_citation(n, sources[n - 1]) for n in numbers]


def _citation(number: int, chunk: RetrievedChunk) -> Citation:
    snippet = " ".join(chunk.text.split())
    if len(snippet) > SNIPPET_CHARS:
        snippet = snippet[: SNIPPET_CHARS - 1].rsplit(" ", 1)[0] + "…"
    return Citation(
        number=number,
        doc_title=chunk.doc_title,
        section=chunk.section,
        source=chunk.source,
        score=round(chunk.score, 4),
        snippet=snippet,
        chunk_id=chunk.chunk_id,
    )


def focus(chunks: Sequence[RetrievedChunk], margin: float, limit: int = 3) -> tuple[list[RetrievedChunk], list[str]]:
    """The chunks of the best chunk's section (what the answer is made of) and, as related questions,
    the headings of other sections scoring within ``margin`` of it (at most ``limit``).

    Passages from different sections with close scores answer different questions; stitching them
    into one answer is how an unrelated sentence gets quoted. The customer can ask the others.
    """
    if not chunks:
        return [], []
    best = chunks[0]
    place = (best.source, best.section)
    answer = [chunk for chunk in chunks if (chunk.source, chunk.section) == place]
    # The same question under another product's heading is what the customer may have meant, whatever its
    # score: offered first, named by its product ("Jhelum Voyage Credit Card – What is the annual fee?").
    same_question = parallels(chunks)
    related = [name for chunk in same_question if (name := parallel_heading(chunk, chunks)) != heading(best)]
    offered_places = {place, *((chunk.source, chunk.section) for chunk in same_question)}
    for chunk in chunks:
        if (chunk.source, chunk.section) in offered_places or chunk.score < best.score - margin:
            continue
        offered = heading(chunk)
        if offered and offered not in related and offered != heading(best):
            related.append(offered)
    return answer, list(dict.fromkeys(related))[:limit]


_NUMBERING = re.compile(r"^\s*(?:q\.?\s*)?\d{1,3}(?:\.\d{1,3})*\s*[.):-]?\s+", re.IGNORECASE)


def _question_key(section: str) -> str:
    """A section's last heading compared as words, when it asks a question: "WHAT IS THE MINIMUM AMOUNT? " and
    "3. What is the minimum amount?" are one question; "" for a heading that asks nothing ("ATM transactions"
    may head a charge in one file and a failed withdrawal in another)."""
    leaf = _NUMBERING.sub("", section.rsplit(" > ", 1)[-1]).strip()
    return " ".join(re.findall(r"\w+", leaf.lower())) if leaf.endswith("?") else ""


def parallels(chunks: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
    """The first chunk of each other section among ``chunks`` that asks the best chunk's question under
    another heading: bank FAQs repeat "What is the annual fee?" under every card and "What documents are
    required?" under every loan."""
    if not chunks or not chunks[0].section:
        return []
    best = chunks[0]
    key = _question_key(best.section)
    seen = {(best.source, best.section)}
    found = []
    for chunk in chunks[1:]:
        place = (chunk.source, chunk.section)
        if key and place not in seen and chunk.section and _question_key(chunk.section) == key:
            seen.add(place)
            found.append(chunk)
    return found


def parallel_heading(chunk: RetrievedChunk, chunks: Sequence[RetrievedChunk]) -> str:
    """``chunk``'s question named by what tells it apart from the same question elsewhere in ``chunks``: in one
    document, the first heading where their paths part ("Loans > Home Loan > Charges" and "Loans > Personal
    Loan": "Home Loan – What is the processing fee?"); in different documents, its document's title; its plain
    heading when nothing tells them apart."""
    key = _question_key(chunk.section)
    if not key:
        return heading(chunk)
    *above, last = [level.strip() for level in chunk.section.split(" > ")]
    same = [c for c in chunks if c.section and _question_key(c.section) == key]
    others = [c for c in same if (c.source, c.section) != (chunk.source, chunk.section)]
    if not others:
        return heading(chunk)
    elsewhere = all(c.source != chunk.source for c in others)
    if elsewhere and chunk.doc_title and all(c.doc_title != chunk.doc_title for c in others):
        return f"{chunk.doc_title} – {last}"
    paths = [c.section.split(" > ")[:-1] for c in others if c.source == chunk.source or elsewhere]
    shared = 0
    while shared < len(above) and all(
        len(p) > shared and p[shared].strip().lower() == above[shared].lower() for p in paths
    ):
        shared += 1
    return f"{above[shared]} – {last}" if shared < len(above) and above[shared] else heading(chunk)


_LABEL_WORDS = 4  # a heading this short that asks nothing ("Tenure", "Eligibility") is a label of the one above


def heading(chunk: RetrievedChunk) -> str:
    """How a section is offered as a related question: its last heading (or the document's title); a short
    label with the heading above it, as product pages repeat the same labels under each product ("Used Car
    Loan – Tenure", not a bare "Tenure" that could be any loan's)."""
    if not chunk.section:
        return chunk.doc_title
    *above, last = chunk.section.split(" > ")
    if not above or last.endswith("?") or len(last.split()) > _LABEL_WORDS or _words(above[-1]) & _words(last):
        return last  # a question, a heading saying enough, or one repeating the words above it
    return f"{above[-1]} – {last}"


def _words(text: str) -> set[str]:
    return {word[:5] for word in re.findall(r"[a-z]{4,}", text.lower())}  # "alerts" and "alert" alike


def renumber(text: str, mapping: dict[int, int]) -> str:
    """Rewrite citation marks [old] to [new] (used when a reply combines two source lists)."""
    return CITATION_MARK.sub(lambda m: f"[{mapping.get(int(m.group(1)), int(m.group(1)))}]", text)


def pieces(text: str) -> Iterator[str]:
    """Split a finished text into word groups, so template and offline replies stream like LLM ones."""
    words = re.split(r"(?<=\s)", text)
    for start in range(0, len(words), 6):
        yield "".join(words[start : start + 6])
