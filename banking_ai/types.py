"""Value objects that cross module boundaries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

# How a turn was served: small talk, the polite account refusal (with the bank's channels), the
# emergency reply, a computed EMI or maturity, an answer from the policies ("rag"), "no information",
# a labelled general answer, the off-topic redirect, a hand-off to a person, a message that could
# not be read ("invalid"), or an apology after a failure ("error").
Route = Literal[
    "smalltalk",
    "account_refusal",
    "urgent",
    "calculation",
    "rag",
    "no_information",
    "general",
    "off_topic",
    "handoff",
    "invalid",
    "error",
]
ROUTES: tuple[str, ...] = get_args(Route)


@dataclass(frozen=True, slots=True)
class Chunk:
    """One piece of a policy document, as indexed.

    ``text`` is what a customer reads; ``embedding_text`` adds the title and heading
    path so the vector knows where the text came from.
    """

    doc_id: str
    doc_title: str
    section: str
    source: str
    position: int
    text: str
    kind: str  # "text" or "table"
    content_hash: str
    modified: str  # ISO-8601 modification time of the source file
    refers_to: tuple[str, ...] = ()  # headings of questions the text sends the reader to ("see Q.13")

    @property
    def context(self) -> str:
        """Where the chunk sits: 'Title > Heading > Subheading'."""
        return f"{self.doc_title} > {self.section}" if self.section else self.doc_title

    @property
    def embedding_text(self) -> str:
        return f"{self.context}\n{self.text}"


@dataclass(frozen=True, slots=True)
class RetrievedChunk:
    """A chunk returned by ``rag_search``.

    ``score`` is the ranking score (cosine plus the weighted BM25 and graph terms, roughly [-1, 1.5]);
    ``cosine`` is the question-chunk cosine similarity in [-1, 1] alone: the evidence that the
    chunk is about the question at all, used for relevance gates.
    """

    text: str
    score: float
    doc_title: str
    section: str
    source: str
    chunk_id: str
    doc_id: str = ""
    position: int = 0
    cosine: float = 0.0
    refers_to: tuple[str, ...] = ()  # headings of questions the text sends the reader to ("see Q.13")
    named: bool = False  # a question of a few words all of which the chunk's headings hold ("sukanya", "APY")


@dataclass(frozen=True, slots=True)
class DocumentRecord:
    """What the index knows about one document."""

    doc_id: str
    title: str
    source: str
    doc_hash: str
    version: str
    chunks: int
    modified: str
    indexed_at: str


@dataclass(slots=True)
class IndexReport:
    """Summary of one ``build_rag_index`` run."""

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)  # source -> reason
    skipped: dict[str, str] = field(default_factory=dict)  # files in a folder that are not documents
    interrupted: bool = False
    chunks_written: int = 0
    chunks_embedded: int = 0
    chunks_total: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.failed and not self.interrupted

    def summary(self) -> str:
        return (
            f"documents: {len(self.added)} added, {len(self.updated)} updated, "
            f"{len(self.unchanged)} unchanged, {len(self.removed)} removed, {len(self.failed)} failed; "
            f"chunks: {self.chunks_written} written ({self.chunks_embedded} embedded), "
            f"{self.chunks_total} in index; {self.seconds:.1f} s"
        )


# --- the conversation --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IntentPrediction:
    """What a customer's message is about.

    ``confidence`` is the calibrated probability of ``label`` in [0, 1]; ``in_scope`` is
    False for off-topic messages and for predictions too unsure to route on.
    ``alternatives`` holds the next most likely (label, probability) pairs.
    """

    label: str
    confidence: float
    in_scope: bool
    alternatives: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True, slots=True)
class OcrResult:
    """Text read from an image. ``confidence`` is tesseract's mean word confidence in [0, 1]."""

    text: str
    confidence: float
    ms: float
    width: int = 0
    height: int = 0
    steps: tuple[str, ...] = ()  # preprocessing applied, e.g. ("exif", "grayscale", "upscale x2")


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One message sent to a chat model; ``role`` is "system", "user" or "assistant"."""

    role: str
    content: str


@dataclass(frozen=True, slots=True)
class Citation:
    """A numbered source under an answer; ``score`` is the retrieval score in [-1, 1]."""

    number: int
    doc_title: str
    section: str
    source: str
    score: float
    snippet: str
    chunk_id: str = ""


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One step of a turn ("ocr", "intent", "retrieve", "generate" ...) and its duration in ms."""

    name: str
    ms: float
    detail: str = ""


@dataclass(slots=True)
class Answer:
    """The assistant's reply to one customer turn.

    ``route`` is how the turn was served (``Route``).
    ``generator`` says who wrote the text: "template", "rules", "offline" or the chat
    model's name. ``notices`` are shown to the customer beside the answer (for example
    "we removed a card number from your message").
    """

    text: str
    route: Route
    intent: str = ""
    confidence: float = 0.0
    citations: list[Citation] = field(default_factory=list)
    trace: list[TraceStep] = field(default_factory=list)
    latency_ms: float = 0.0
    session_id: str = ""
    generator: str = "template"
    notices: list[str] = field(default_factory=list)
    # Other questions the policies answer, from sections that scored close to the one answered:
    # offered for the customer to ask with one click instead of being stitched into this answer.
    related: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.route not in ROUTES:
            raise ValueError(f"unknown route {self.route!r}; routes are {', '.join(ROUTES)}")


@dataclass(frozen=True, slots=True)
class StreamEvent:
    """One step of a streamed reply: a piece of text, and on the last event the whole ``Answer``.

    The final answer's text is authoritative: it can differ from the streamed pieces when a
    streamed LLM reply failed its grounding check and was replaced.
    """

    delta: str = ""
    answer: Answer | None = None
