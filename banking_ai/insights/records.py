"""What staff insights keep about one customer turn, and which turns count as unanswered."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from banking_ai.conversation.replies import CLOSEST
from banking_ai.types import Answer, RetrievedChunk

# Why a turn counts as a question the assistant could not answer:
# "no_information": nothing in the policies was close enough to answer from;
# "thin_context": a labelled general answer, or a policy answer whose best passage scored under the
#   thin-context score or is hardly about the question (cosine under ``thin_cosine``): offline the
#   customer got a quote from a weak passage;
# "off_topic_unsure": redirected as off-topic although the classifier was not sure it was (a banking
#   question the policies may not cover). A confident off-topic redirect ("weather?") is not counted.
Unanswered = Literal["no_information", "thin_context", "off_topic_unsure"]
UNANSWERED: tuple[str, ...] = ("no_information", "thin_context", "off_topic_unsure")


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One served turn as stored: no customer text unless ``question`` was opted in (and then masked).

    ``at`` is UTC ISO-8601 (seconds); ``session`` a keyed hash of the random conversation id, never the id;
    ``confidence`` the intent's probability in [0, 1]; ``latency_ms`` the whole turn in ms; ``doc_title``
    and ``section`` the nearest policy passage's place (also when it was too weak to answer from), with its
    ``cosine`` in [-1, 1] and ranking ``score``; ``unanswered`` a category from ``UNANSWERED`` or "".
    """

    at: str
    session: str
    route: str
    intent: str
    confidence: float
    generator: str
    latency_ms: float
    doc_title: str = ""
    section: str = ""
    cosine: float | None = None
    score: float | None = None
    unanswered: str = ""
    question: str | None = None

    @property
    def day(self) -> str:
        """The UTC day, YYYY-MM-DD."""
        return self.at[:10]

    @property
    def place(self) -> str:
        """'Document > Section' of the nearest passage ("" when the turn searched nothing)."""
        return place(self.doc_title, self.section)


def place(doc_title: str, section: str) -> str:
    """How a policy section is named to staff: 'Document > Section' (the title alone without a section)."""
    return f"{doc_title} > {section}" if section and doc_title else doc_title


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Where an answer stops counting as answered: ``thin_context_score`` (ranking score) and
    ``thin_cosine`` (cosine in [-1, 1]) of the best passage; ``off_topic_confidence``: the classifier's
    probability in [0, 1] above which an off-topic redirect is meant (conversation settings)."""

    thin_context_score: float = 0.45
    thin_cosine: float = 0.40
    off_topic_confidence: float = 0.60


def unanswered_category(answer: Answer, nearest: RetrievedChunk | None, limits: Thresholds) -> str:
    """The ``UNANSWERED`` category of a served turn, or "" when it was answered (or not a question)."""
    if answer.route == "no_information":
        return "no_information"
    weak = nearest is not None and (nearest.score < limits.thin_context_score or nearest.cosine < limits.thin_cosine)
    told = CLOSEST in answer.text  # the customer heard it was only the closest passage
    if answer.route == "general" or (answer.route == "rag" and (weak or told)):
        return "thin_context"
    sure = answer.intent == "off_topic" and answer.confidence >= limits.off_topic_confidence
    if answer.route == "off_topic" and not sure:
        return "off_topic_unsure"
    return ""
