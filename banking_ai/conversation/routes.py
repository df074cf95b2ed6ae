"""Route a understood turn to the banking rules, the policies (RAG) or a polite template.

Every route is a generator: LLM routes yield ``StreamEvent`` pieces as they arrive;
all routes return the finished ``Reply``.
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from banking_ai.conversation.followups import is_follow_up
from banking_ai.conversation.own_data import asks_a_rule_too, asks_for_own_data, names_banking_thing
from banking_ai.conversation.replies import Wording
from banking_ai.conversation.turn import Reply, Turn, focus, heading, parallel_heading, renumber
from banking_ai.graph.entities import names_product
from banking_ai.types import ChatMessage, IntentPrediction, RetrievedChunk, Route, StreamEvent

if TYPE_CHECKING:
    from banking_ai.llm.agent import ToolLoop
    from banking_ai.llm.base import ChatModel
    from banking_ai.llm.memory import SessionState
    from banking_ai.llm.offline import OfflineAnswerer
    from banking_ai.rules.requests import CalculationRequest

log = logging.getLogger(__name__)

Routed = Generator[StreamEvent, None, Reply]

# Labels with a route of their own; every other in-scope label is answered from the policies.
SMALLTALK = {"greeting", "thanks_goodbye"}
URGENT = {"card_lost_stolen", "fraud_report"}
CALCULATION = {"emi_calculation": "emi", "deposit_maturity_calculation": "fd"}
# Retrieval queries for the bank's own channels: the facts come from its documents.
CONTACT_QUERY = "customer care phone numbers 24x7 helpline e-mail and branch contact"
# A guess holding at least this much of the probability is the classifier's own choice, not a toss-up
# among labels ("how can i get help for my mental health": human_agent 0.23, account_specific 0.20).
SURE_GUESS = 0.5
CHANNEL_POOL = 8  # passages near CONTACT_QUERY looked at for the ones that give a way to reach the bank
CHANNEL_NEAR = 0.05  # cosine: passages this close to the closest one are as much about contact
# A phone number (ten digits or more: "1800-266-7788", "+91 261 414 4455", "1800.425.3800"; not "₹10000000000"
# or "01-04-2024"), an e-mail or a web address.
_PHONE = re.compile(r"(?<![₹\d])(?<!Rs )(?<!Rs\. )(?<!INR )\+?\d[\d .-]{8,}\d")
_ADDRESS = re.compile(
    r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)[\w-]+(?:\.[\w-]+)+"
    r"|(?-i:\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|org|net|bank|example)\b)",  # "sbi.co.in", not "final.In"
    re.IGNORECASE,
)
# What must come first in an emergency, whatever the customer's wording: stopping further loss.
URGENT_QUERIES = {
    "card_lost_stolen": "what to do immediately when a card is lost or stolen: block the card right away by "
    "calling the card blocking hotline, SMS or the mobile app",
    "fraud_report": "report a fraud or unauthorised transaction immediately: block the card or account, call the "
    "helpline, report to the cyber crime helpline",
}
_HAS_NUMBER = re.compile(r"\d")
# A number that names an account, a card or a reference, not a figure to compute with: "FD no ending
# 0093", "a/c no 2218", "card XX4321", "ref 8812" (but "card 50000 emi" is an amount).
_IDENTIFYING_NUMBER = re.compile(
    r"(?<![a-z])(?:ending(?: in| with)?|ends? (?:in|with)|no\.?|number|ref(?:erence)?|id)\s*[:#.=-]?\s*[x*]*\d[\dx*]*"
    r"|(?<![\w])[x*]{2,}\d+|(?<![\w])\d+[x*]{2,}",
    re.IGNORECASE,
)


def _prompt_parts(turn: Turn, question: str) -> tuple[str, str]:
    """The question for an LLM prompt, and the screenshot text that goes in a data block of its own."""
    if not turn.image_text:
        from banking_ai.vocabulary import has_devanagari

        # A question written in Devanagari goes to the model as written, so it answers in that script.
        return (turn.typed if has_devanagari(turn.typed) else question), ""
    return turn.typed or "Please explain the message in my screenshot.", turn.image_text


def _probability(intent: IntentPrediction, label: str) -> float:
    """The classifier's probability for ``label``: its guess or a runner-up's, 0 when neither."""
    if intent.label == label:
        return intent.confidence
    return dict(intent.alternatives).get(label, 0.0)


def _named(found: Sequence[RetrievedChunk]) -> bool:
    """Whether the question is a few words the best passage's headings hold ("sukanya", "APY"): as
    much evidence that the documents speak of it as a close cosine."""
    return bool(found) and found[0].named


def gives_phone(text: str) -> bool:
    """Whether ``text`` gives a phone number (ten digits or more)."""
    return any(sum(ch.isdigit() for ch in match.group()) >= 10 for match in _PHONE.finditer(text))


def gives_contact(text: str) -> bool:
    """Whether ``text`` gives a way to reach the bank: a phone number, an e-mail or a web address."""
    return gives_phone(text) or bool(_ADDRESS.search(text))


def find_channels(searcher: Searcher, limit: int = 2, topic: str = "") -> list[RetrievedChunk]:
    """The bank's channels as its documents give them: of the passages nearest ``CONTACT_QUERY`` (with
    ``topic`` before it), those that give a phone number, an e-mail or a web address, those with a phone
    number first (a regulator's or the cyber-crime portal's address is not the bank's line), then closest
    in meaning; a second passage only from the first one's section. [] when none does.

    Closest in meaning, not by the hybrid score: the query's many words ("customer", "24x7", "helpline")
    made long passages that merely mention a number win by their word counts (a bank's SIM-swap rules
    before its phone-banking numbers); a passage without a number or address tells no one how to reach
    the bank.
    """
    query = f"{topic} {CONTACT_QUERY}".strip()
    found = sorted(
        (chunk for chunk in searcher.search(query, max(CHANNEL_POOL, limit)) if gives_contact(chunk.text)),
        key=lambda chunk: (not gives_phone(chunk.text), -chunk.cosine),
    )
    if not found:
        return []
    # Among the passages about as close, the one giving the most ways to reach the bank: "Use WhatsApp banking
    # on 98140-07284, the chat in the app, or e-mail care@…" before "Call 1800-… and choose option 4" to book a
    # doorstep visit, at a bank whose documents have no contact page.
    near = [chunk for chunk in found if gives_phone(chunk.text) == gives_phone(found[0].text)]
    near = [chunk for chunk in near if chunk.cosine >= found[0].cosine - CHANNEL_NEAR]
    first = max(near, key=lambda chunk: (_channel_count(chunk.text), chunk.cosine))
    same = [chunk for chunk in found[1:] if (chunk.doc_id, chunk.section) == (first.doc_id, first.section)]
    return [first, *same][:limit]


def _channel_count(text: str) -> int:
    """How many distinct phone numbers, e-mail and web addresses ``text`` gives."""
    phones = {digits for match in _PHONE.finditer(text) if len(digits := re.sub(r"\D", "", match.group())) >= 10}
    return len(phones) + len({match.group().lower() for match in _ADDRESS.finditer(text)})


def _urgent_kind(question: str) -> str:
    """Which emergency the customer's words describe when the classifier named neither."""
    from banking_ai.vocabulary.requests import is_card_loss

    return "card_lost_stolen" if is_card_loss(question) else "fraud_report"


@dataclass
class Part:
    """One ask of a several-part question answered from a section other than the question's own."""

    text: str
    chunks: list[RetrievedChunk]  # the retrieved chunks of its section
    sure: bool  # two searches agree on the section: offline, it is quoted, not only offered


class Searcher(Protocol):
    def search(
        self, query: str, top_k: int | None = None, *, min_score: float | None = None
    ) -> list[RetrievedChunk]: ...

    def rest_of_section(self, query: str, chunks: list[RetrievedChunk], limit: int = 4) -> list[RetrievedChunk]: ...

    def read_unknown_words(self, question: str) -> str: ...

    def has_documents(self) -> bool: ...

    def uncovered_products(self, question: str) -> list[str]: ...

    def restates(self, query: str, section: str) -> float: ...


class Router:
    """Chooses and runs the route for one turn."""

    def __init__(
        self,
        *,
        searcher: Searcher,
        answerer: OfflineAnswerer,
        chat_model: ChatModel | None,
        wording: Wording,
        top_k: int = 4,
        thin_context_score: float = 0.45,
        off_topic_confidence: float = 0.60,
        related_margin: float = 0.08,
        closest_below: float = 0.45,
        off_topic_evidence: float = 0.55,
        unsure_evidence: float = 0.40,
        off_topic_doubt: float = 0.05,
        account_confidence: float = 0.75,
        urgent_confidence: float = 0.90,
        own_data_note: float = 0.20,
        section_chunks: int = 4,
        part_pool: int = 4,
        part_margin: float = 0.08,
        part_heading: float = 0.70,
        retry_below: float = -1.0,
        agent: ToolLoop | None = None,
    ) -> None:
        """``off_topic_confidence``: an "off_topic" prediction this sure is redirected without a search;
        a less sure one is checked against the policies first (staff may have added the topic). A greeting
        or thanks guessed less surely is answered from the policies when they speak of it ("exit load?").
        ``agent``: agent mode's tool loop; it then answers every policy question (docs/generation.md)."""
        self.searcher = searcher
        self.agent = agent
        self.answerer = answerer
        self.chat_model = chat_model
        self.wording = wording
        self.top_k = top_k
        self.thin_context_score = thin_context_score
        self.off_topic_confidence = off_topic_confidence
        self.related_margin = related_margin
        self.closest_below = closest_below
        self.off_topic_evidence = off_topic_evidence
        self.unsure_evidence = unsure_evidence
        # A banking guess that gives off-topic this much probability is answered only from a passage
        # ``unsure_evidence`` close: "can you fill in my credit card number on the screen" names a card.
        self.off_topic_doubt = off_topic_doubt
        # An account_specific guess this sure is refused even in words the cue list lacks
        # (procedures excepted: "how do I get my statement" is answered).
        self.account_confidence = account_confidence
        # a loss or fraud this sure needs only the customer's own words, not an alarm word (``tells_own_loss``)
        self.urgent_confidence = urgent_confidence
        # An answered message the classifier gives account_specific this much probability may ask for the
        # customer's own details: the answer ends with who can check them (more than 1: never).
        self.own_data_note = own_data_note
        self.section_chunks = section_chunks  # unretrieved chunks of the answered section added, at most
        self.part_pool = part_pool  # a part of the question is answered from another of these best sections
        # offline, a part's section is quoted when it is the whole question's runner-up and the part alone
        # prefers it to its next section by this much (see _other_parts)
        self.part_margin = part_margin
        self.part_heading = part_heading  # ... or when the part restates that section's heading this closely
        self.retry_below = retry_below  # a best passage under this score: the question is rewritten and retried

    def route(
        self,
        turn: Turn,
        question: str,
        standalone: str,
        intent: IntentPrediction,
        state: SessionState,
        history: Sequence[ChatMessage],
    ) -> Routed:
        from banking_ai.vocabulary.requests import (
            asks_for_person,
            asks_if_own_thing_happened,
            asks_procedure,
            asks_reason,
            asks_rule,
            is_emergency,
            tells_own_loss,
        )

        calculation = self._continue_calculation(turn, question, state)
        if calculation is not None:
            return calculation
        label = intent.label if intent.in_scope else ""
        if label in SMALLTALK and (
            intent.confidence >= self.off_topic_confidence or not self._is_banking(turn, standalone)
        ):
            return Reply(self.wording.greeting() if label == "greeting" else self.wording.thanks(), "smalltalk")
        # The handoff, the emergency reply and the account refusal turn a customer away from the policies:
        # each needs the customer's own words to say so, not only the classifier's guess
        # (vocabulary/requests.py). A handoff guess without such words is still trusted when it is sure and
        # off-topic is not in doubt ("please give me a call": human_agent 0.99); "ignore call" (off_topic
        # 0.14) is not, nor "how can i get help for my mental health" (human_agent 0.23).
        if label == "human_agent" and (asks_for_person(standalone) or self._sure_of(intent)):
            return self._with_channels(turn, self.wording.handoff(), "handoff")
        urgent = label in URGENT and (
            is_emergency(standalone) or (intent.confidence >= self.urgent_confidence and tells_own_loss(standalone))
        )
        if urgent or is_emergency(standalone, needs_instrument=True):
            return self._urgent(turn, standalone, label if label in URGENT else _urgent_kind(standalone))
        if label in CALCULATION and self._asks_to_calculate(standalone, sure=intent.confidence >= SURE_GUESS):
            return self._calculate(turn, standalone, CALCULATION[label], state)
        # How to do something, a rule for a supposed case, why a product behaves so: the policies answer it.
        asks_the_policies = asks_procedure(standalone) or asks_rule(standalone) or asks_reason(standalone)
        sure_account = (
            label == "account_specific" and intent.confidence >= self.account_confidence and not asks_the_policies
        )
        # Own data asked for: refused when the data would be the bank's. The message must name a banking
        # thing (the bank's documents need not cover the product: "how much is outstanding on my home
        # loan" at a bank without home-loan pages); "when is my electricity bill due", "how many days are
        # left on my Jio recharge" and "when will my gas cylinder booking be delivered" ask a biller's,
        # a telco's or a supplier's data, though a bank's bill-payment pages speak of bills and recharges.
        # A message the classifier took for off-topic also needs the policies to speak of it.
        evidence = self._evidence_needed(intent)
        banking_thing = names_banking_thing(standalone)
        if evidence[1] == "no_information" and not banking_thing:
            # A banking guess in doubt that names nothing a bank holds, and no passage near it ("can you sell
            # stocks for me", "how much does it cost to spay a puppy"): not banking the documents left out.
            evidence = (evidence[0], "off_topic")
        if intent.label == "off_topic" and intent.confidence < self.off_topic_confidence and names_product(standalone):
            # An unsure off-topic guess about a product banks sell ("What's the age range to buy this health
            # policy?" at a bank whose insurance pages do not say): without a close passage the documents do
            # not cover it; it is not "not banking".
            evidence = (evidence[0], "no_information")
        if label == "account_specific" and banking_thing:
            # An unsure own-data guess about a banking thing that no passage is close to ("meri agli EMI kab
            # katni hai", "last 10 txns pls"): the policies have no rule to answer with, and redirecting it as
            # "not banking" turns a customer away from their own money. Refused with the channels instead.
            evidence = (evidence[0], "account_refusal")
        if (
            (asks_for_own_data(standalone) or sure_account)
            and banking_thing
            and (label not in ("", "off_topic") or self._is_banking(turn, standalone))
        ):
            # Another ask the policies answer ("Has my account become dormant, and how do I make it active
            # again?") is answered, then the customer hears what only the bank can check, and where.
            if asks_a_rule_too(standalone) and self._is_banking(turn, standalone):
                reply = yield from self._from_policies(turn, standalone, question, history, evidence, own_data=True)
                if reply.route in ("rag", "general"):
                    return reply
            return self._with_channels(turn, self.wording.account_refusal(), "account_refusal")
        not_banking = intent.label == "off_topic" and intent.confidence >= self.off_topic_confidence
        # Not refused, yet perhaps the customer's own details ("has my pension for this month come into my
        # account", "is my FD auto renewal on"): the rule is answered, then where the bank checks them. The
        # words cannot tell such a request from its rule ("when is pension credited?") well enough to refuse
        # (docs/conversation.md); a note costs a rule question a line, a refusal costs it the answer.
        # So is a question whether something of theirs has happened yet ("was the cashback credited?").
        maybe_own = (
            (_probability(intent, "account_specific") >= self.own_data_note or asks_if_own_thing_happened(standalone))
            and not asks_the_policies
            and banking_thing
        )
        return (yield from self._from_policies(turn, standalone, question, history, evidence, not_banking, maybe_own))

    def _placed(self, question: str, found: Sequence[RetrievedChunk]) -> bool:
        """Whether a passage ``unsure_evidence`` close stands under a heading about a product the question names:
        "RD ki kist nahi bhari to jurmana lagta hai?" (off_topic 0.78) and "Recurring deposits > What happens if I
        miss an RD instalment?" (cosine 0.52). The documents' own headings show the bank speaks of what was
        asked, as much as a closer cosine would; the classifier's sure "not banking" is outweighed. Products only:
        a concept ("documents", "gold", "WhatsApp") is as much of the rest of life ("documents for a passport")."""
        from banking_ai.rag.coverage import asked_products, names_asked, place_products

        asked = asked_products(question)
        return bool(asked) and any(
            chunk.cosine >= self.unsure_evidence and names_asked(place_products(chunk.doc_title, chunk.section), asked)
            for chunk in found
        )

    def _is_banking(self, turn: Turn, question: str) -> bool:
        """Whether the bank's documents speak about the subject of ``question`` at all."""
        found = self._search(turn, question)
        return bool(found) and (max(chunk.cosine for chunk in found) >= self.unsure_evidence or _named(found))

    def _evidence_needed(self, intent: IntentPrediction) -> tuple[float, Route]:
        """How close (cosine) a policy passage must be for the question to be answered from the policies,
        and the route taken when none is.

        The indexed documents decide what is in scope: a question they answer well is answered whatever
        the classifier guessed (a bank that indexes insurance FAQs gets insurance questions answered).
        A question the classifier is sure is not banking needs a passage that is clearly about it. A
        banking guess that still gives off-topic some probability ("can you add a bag to my reservation":
        other_banking 0.44, off_topic 0.31) needs as much as an unsure off-topic guess; without it the
        customer is told the documents do not cover the question (it may be banking the bank has not
        written about). Questions the eval labels answerable give off-topic under 0.02 (docs/benchmarks.md).
        """
        if intent.label == "off_topic":
            sure = intent.confidence >= self.off_topic_confidence
            return (self.off_topic_evidence if sure else self.unsure_evidence), "off_topic"
        # A guess that asks for no policy ("human_agent" for "accept incoming phone call", which asks for
        # no one at the bank) proves nothing about banking however sure it is.
        if intent.label in ("account_specific", "human_agent", *SMALLTALK) or not intent.in_scope:
            return self.unsure_evidence, "off_topic"
        if self._in_doubt(intent):
            return self.unsure_evidence, "no_information"
        return -1.0, "off_topic"

    def _sure_of(self, intent: IntentPrediction) -> bool:
        """Whether the classifier's guess holds most of the probability (``SURE_GUESS``) and off-topic is not
        in doubt among the runner-ups."""
        return intent.confidence >= SURE_GUESS and not self._in_doubt(intent)

    def _in_doubt(self, intent: IntentPrediction) -> bool:
        """Whether the classifier's runner-ups give off-topic ``off_topic_doubt`` or more."""
        return dict(intent.alternatives).get("off_topic", 0.0) >= self.off_topic_doubt

    # --- deterministic routes ------------------------------------------------------------

    def _continue_calculation(self, turn: Turn, question: str, state: SessionState) -> Reply | None:
        """A reply to "what rate should I use?", or "and for 5 years?" after a calculation."""
        from banking_ai.rules import merge

        previous = state.pending_calculation or (state.last_calculation if is_follow_up(question) else None)
        if previous is None or not _HAS_NUMBER.search(question):
            return None
        merged = merge(previous, question)
        if merged == previous:
            return None
        return self._calculation_reply(turn, merged, state)

    @staticmethod
    def _asks_to_calculate(question: str, sure: bool = True) -> bool:
        """A figure to work with or a request to compute; otherwise "premature withdrawal penalty on
        FD maturity?" is a question for the policies, whatever the classifier made of it. A figure counts when
        the guess is ``sure`` or the message names what is computed (a loan, a deposit, a monthly payment: "loan
        400000 kitna per month"): "positve pay compulsary above wat amount?? 50k or 5 lac" (deposit_maturity_
        calculation 0.28) asks a threshold, and was asked for a rate and a tenure."""
        from banking_ai.privacy import without_placeholders
        from banking_ai.rules import detect_calculation, names_calculation_subject

        text = _IDENTIFYING_NUMBER.sub(" ", without_placeholders(question))
        figures = bool(_HAS_NUMBER.search(text)) and (sure or names_calculation_subject(text))
        return detect_calculation(text) is not None or figures

    def _calculate(self, turn: Turn, question: str, default_kind: str, state: SessionState) -> Reply:
        from banking_ai.rules import detect_calculation, parse_calculation

        with turn.step("calculate") as step:
            kind = detect_calculation(question) or default_kind
            request = parse_calculation(question, kind)
            step["detail"] = kind
        return self._calculation_reply(turn, request, state)

    def _calculation_reply(self, turn: Turn, request: CalculationRequest, state: SessionState) -> Reply:
        from banking_ai.rules import CalculationError, calculation_reply

        try:
            text = calculation_reply(request)
        except CalculationError as exc:
            state.pending_calculation = None
            return Reply(str(exc), "calculation", "rules")
        if request.missing:
            state.pending_calculation = request
            return Reply(text, "calculation", "rules")
        state.pending_calculation = None
        state.last_calculation = request
        return Reply(text, "calculation", "rules")

    def _with_channels(self, turn: Turn, opening: str, route: Route) -> Reply:
        """A fixed opening, then the bank's channels as its documents give them (cited)."""
        chunks = self._channels(turn, 2)
        if not chunks:
            return Reply(f"{opening}\n\n{self.wording.contact_line}", route)
        return Reply(f"{opening}\n\n{self._offline(turn, CONTACT_QUERY, chunks)}", route, "offline", chunks)

    def _urgent(self, turn: Turn, question: str, label: str) -> Reply:
        """Blocking steps first (searched for whatever the wording), then what the customer asked.

        Both queries' embeddings are usually cached (the fixed query after the first emergency,
        the question since intent detection), so the urgent route costs no extra encoder call.
        """
        opening = self.wording.urgent_card() if label == "card_lost_stolen" else self.wording.urgent_fraud()
        urgent_query = URGENT_QUERIES[label]
        first = self._search(turn, urgent_query, top_k=2)
        seen = {chunk.chunk_id for chunk in first}
        rest = [c for c in self._search(turn, question) if c.chunk_id not in seen][:1]
        if not first and not rest:
            return Reply(f"{opening}\n\n{self.wording.contact_line}", "urgent")
        parts = [opening]
        if first:
            parts.append(self._offline(turn, urgent_query, first))
        if rest:
            offset = {number: number + len(first) for number in range(1, len(rest) + 1)}
            parts.append(renumber(self._offline(turn, question, rest), offset))
        return Reply("\n\n".join(parts), "urgent", "offline", [*first, *rest])

    # --- the policies ------------------------------------------------------------------------

    def _from_policies(
        self,
        turn: Turn,
        question: str,
        original: str,
        history: Sequence[ChatMessage],
        evidence: tuple[float, Route] = (-1.0, "off_topic"),
        not_banking: bool = False,
        own_data: bool = False,
    ) -> Routed:
        """``not_banking``: the classifier is sure the message is not banking (with nothing indexed, its
        guess is all there is to go by; an unsure one is told the policies are missing). ``own_data``: the
        message also asks for the customer's own data; the answer ends with who can check it."""
        from banking_ai.conversation.parts import asking_sentences
        from banking_ai.vocabulary.requests import tells_payment_problem

        found = self._retry_thin(turn, question, self._search(turn, question))
        if not found and not self.searcher.has_documents():
            # Nothing indexed: every question would be "off-topic" by the documents' evidence. Say plainly
            # that the policies are missing; only the classifier's "not banking" still redirects.
            if not_banking:
                return Reply(self.wording.off_topic(), "off_topic")
            log.warning("a policy question was asked but no documents are indexed")
            return Reply(f"{self.wording.nothing_indexed()} {self.wording.no_information_contact()}", "no_information")
        turn.nearest = found[0] if found else self._nearest(question)
        needed, otherwise = evidence
        close = bool(found) and (
            max(chunk.cosine for chunk in found) >= needed or _named(found) or self._placed(question, found)
        )
        if needed > -1.0 and not close:
            if otherwise == "no_information":
                return self._no_information(turn)  # perhaps banking, but the policies hardly speak of it
            if otherwise == "account_refusal":  # the customer's own data, and no rule of the policies near it
                return self._with_channels(turn, self.wording.account_refusal(), "account_refusal")
            return Reply(self.wording.off_topic(), "off_topic")  # not banking, and the policies agree
        if not found:
            return self._no_information(turn)
        missing = self.searcher.uncovered_products(asking_sentences(question))  # not a product told as context
        if missing:
            from banking_ai.rag.coverage import product_name

            # No document mentions any product the question names: the nearest passage is about another
            # product (gold-loan charges read as the car loan's). Said plainly; the nearest sections are
            # offered, so a customer whose words misled the check is one click from them.
            offered = list(dict.fromkeys(heading(chunk) for chunk in found))[:3]
            return self._no_information(turn, self.wording.not_covered([product_name(e) for e in missing]), offered)
        if self.agent is not None:
            return (yield from self._agent(turn, question, original, found, history))
        chunks, related = focus(found, self.related_margin)
        chunks += self._rest_of_section(turn, question, chunks)
        others = self._other_parts(turn, question, chunks)
        # A question the answer's text sends the customer to ("see Q.13") is offered beside it: the chat
        # cannot show the booklet's Q.13.
        referred = [reference for chunk in chunks for reference in chunk.refers_to]
        if self.chat_model is None:
            # Offline, another part's section is quoted only when two searches agree on it (``Part.sure``);
            # otherwise it is offered: searched alone, a part finds the wrong section about half the time
            # (docs/benchmarks.md), and a quoted wrong section misleads.
            quoted = [part for part in others if part.sure]
            # a quoted part's section is not offered again, by either of the names it may be offered by
            answered = {
                name for part in quoted for name in (heading(part.chunks[0]), parallel_heading(part.chunks[0], found))
            }
            offered = [heading(part.chunks[0]) for part in others if not part.sure]
            offered = list(dict.fromkeys([*offered, *referred]))
            related = [title for title in dict.fromkeys([*offered, *related]) if title not in answered]
            related = related[: max(3, len(offered))]
            reply = self._offline_parts(turn, question, chunks, quoted)
            if not quoted and (whose := parallel_heading(chunks[0], found)) != heading(chunks[0]):
                # The documents ask this question of several products: the answer says whose it quotes (not over
                # an answer quoting another part's section too: the line would seem to head both).
                reply.text = f"{whose}\n\n{reply.text}"
            if chunks[0].cosine < self.closest_below:
                # Hardly about the question: quoted all the same (half of such answers are right), but said so.
                reply.text = f"{self.wording.closest_match()}\n\n{reply.text}"
        elif chunks[0].score < self.thin_context_score:
            reply = yield from self._general(turn, question, chunks, history)
        else:
            # The model reads every part's section and uses what answers the question.
            chunks += [chunk for part in others for chunk in part.chunks]
            reply = yield from self._generate(turn, question, original, chunks, history)
            related = list(dict.fromkeys([*referred, *related]))[: max(3, len(referred))]
        reply.related = related
        payment = reply.route == "rag" and tells_payment_problem(question)
        if payment or (own_data and reply.route in ("rag", "general")):
            reply = yield from self._with_tracing(turn, reply, payment=payment)
        return reply

    def _with_tracing(self, turn: Turn, reply: Reply, *, payment: bool = True) -> Routed:
        """A policy answer to a payment of the customer's that went wrong ("amount debited but the bill still
        shows unpaid"), then what only the bank can do: trace the payment, through its channels (cited after
        the answer's sources; not quoted again when the answer already quoted them). The rule alone would
        leave the customer with no way to have it checked. Agent mode has the channels as a tool instead.
        ``payment`` False: the customer's own details asked beside a rule, which the bank checks instead."""
        from banking_ai.conversation.turn import CITATION_MARK

        cannot = self.wording.cannot_trace if payment else self.wording.cannot_check
        cited = {chunk.chunk_id for chunk in reply.sources}
        found = self._channels(turn, 2)
        chunks = [chunk for chunk in found if chunk.chunk_id not in cited]
        if chunks:
            channels = self._offline(turn, CONTACT_QUERY, chunks)
            if CITATION_MARK.search(reply.text):
                offset = {number: number + len(reply.sources) for number in range(1, len(chunks) + 1)}
                channels = renumber(channels, offset)
            else:  # an answer that cites nothing cites all its sources: so do its channels
                channels = CITATION_MARK.sub("", channels).rstrip()
            note = f"{cannot()}\n\n{channels}"
        elif found:
            note = cannot(channels_above=True)
        else:
            note = f"{cannot()} {self.wording.contact_line}"
        if turn.streamed:  # the model's answer is already on the customer's screen
            yield StreamEvent(delta=f"\n\n{note}")
        text = f"{reply.text}\n\n{note}"
        return Reply(text, reply.route, reply.generator, [*reply.sources, *chunks], reply.notices, reply.related)

    def _generate(
        self,
        turn: Turn,
        question: str,
        original: str,
        chunks: list[RetrievedChunk],
        history: Sequence[ChatMessage],
    ) -> Routed:
        from banking_ai.llm import ungrounded_facts
        from banking_ai.llm.prompts import NO_ANSWER, rag_messages

        assert self.chat_model is not None
        prompt_question, image_text = _prompt_parts(turn, question)
        messages = rag_messages(
            prompt_question, chunks, history, image_text=image_text, bank_name=self.wording.bank_name
        )
        text = yield from self._stream_llm(turn, messages, hold_back=NO_ANSWER)
        if text is None:
            return Reply(
                self._offline(turn, question, chunks), "rag", "offline", chunks, [self.wording.llm_unavailable()]
            )
        if text.startswith(NO_ANSWER):  # the model found no answer in the passages: say so, cite nothing
            return self._no_information(turn)
        with turn.step("grounding") as step:
            flagged = ungrounded_facts(text, [chunk.text for chunk in chunks] + [original])
            step["detail"] = f"{len(flagged)} figures not in the sources" if flagged else "all figures in the sources"
        if flagged:
            return Reply(
                self._offline(turn, question, chunks), "rag", "offline", chunks, [self.wording.llm_ungrounded()]
            )
        return Reply(text, "rag", self.chat_model.name, chunks)

    def _agent(
        self,
        turn: Turn,
        question: str,
        original: str,
        found: list[RetrievedChunk],
        history: Sequence[ChatMessage],
    ) -> Routed:
        """Agent mode: the model searches, calculates and answers through tools, starting from ``found``.

        The answer streams a sentence at a time, each shown only when its figures are in what the tools
        returned; the whole answer then passes the same grounding check as in rag mode. Otherwise, and
        when the model fails or never stops calling tools, the customer gets the offline answer from the
        passages found.
        """
        from banking_ai.conversation.tools import BankTools
        from banking_ai.llm import ungrounded_facts
        from banking_ai.llm.grounding import GroundedStream
        from banking_ai.llm.prompts import agent_messages

        assert self.agent is not None
        tools = BankTools(self.searcher, self.wording, top_k=self.top_k)
        prompt_question, image_text = _prompt_parts(turn, question)
        messages = agent_messages(
            prompt_question,
            history,
            image_text=image_text,
            bank_name=self.wording.bank_name,
            first_search=tools.passages(found),
        )

        def evidence() -> list[str]:
            return [c.text for c in tools.sources] + tools.evidence + [original]

        gate = GroundedStream(evidence)
        with turn.step("agent") as step:
            loop = self.agent.run(messages, tools.tools(), turn.record)
            while True:
                try:
                    shown = gate.feed(next(loop))
                except StopIteration as finished:
                    run = finished.value
                    break
                if shown:
                    yield StreamEvent(delta=shown)
            step["detail"] = (
                f"{run.stopped}: {run.model_calls} model call(s), {run.tool_calls} tool call(s); "
                f"tokens {run.prompt_tokens} in, {run.completion_tokens} out"
            )
        if run.text is not None and (rest := gate.finish()):
            yield StreamEvent(delta=rest)
        _, related = focus(found, self.related_margin) if found else ([], [])
        notice = None
        if run.text is None:
            notice = self.wording.llm_unavailable() if run.stopped == "model_failed" else self.wording.quoted()
        else:
            with turn.step("grounding") as step:
                flagged = ungrounded_facts(run.text, evidence())
                step["detail"] = f"{len(flagged)} figures not in tool results" if flagged else "all figures grounded"
            if flagged:
                notice = self.wording.llm_ungrounded()
        if notice is None:
            route: Route = "handoff" if tools.handed_off else "rag"
            return Reply(run.text or "", route, f"{self.agent.name} agent", tools.sources, related=related)
        if not tools.sources:
            return self._no_information(turn)
        chunks, _ = focus(found or tools.sources, self.related_margin)
        return Reply(self._offline(turn, question, chunks), "rag", "offline", chunks, [notice], related)

    def _general(
        self, turn: Turn, question: str, chunks: list[RetrievedChunk], history: Sequence[ChatMessage]
    ) -> Routed:
        """Thin context for a banking question: a clearly labelled general answer from the LLM."""
        from banking_ai.llm.prompts import general_messages

        label = self.wording.general_label()
        yield StreamEvent(delta=label + "\n\n")
        question, image_text = _prompt_parts(turn, question)
        messages = general_messages(question, history, image_text=image_text, bank_name=self.wording.bank_name)
        text = yield from self._stream_llm(turn, messages)
        if text is None:
            return Reply(
                self._offline(turn, question, chunks), "rag", "offline", chunks, [self.wording.llm_unavailable()]
            )
        return Reply(f"{label}\n\n{text.strip()}\n\n{self.wording.general_footer()}", "general", self.chat_model.name)

    def _stream_llm(
        self, turn: Turn, messages: list[ChatMessage], hold_back: str = ""
    ) -> Generator[StreamEvent, None, str | None]:
        """The model's reply, streamed; None when it failed (the caller falls back). A reply that opens
        with ``hold_back`` (a marker for the router, not the customer) is returned but never shown: the
        opening is held back until it can no longer become the marker."""
        from banking_ai.llm.base import ChatModelError

        assert self.chat_model is not None
        parts: list[str] = []
        held: str | None = "" if hold_back else None
        with turn.step("generate") as step:
            step["detail"] = self.chat_model.name
            try:
                for delta in self.chat_model.stream(messages):
                    parts.append(delta)
                    if held is None:
                        yield StreamEvent(delta=delta)
                        continue
                    held += delta
                    opening = held.lstrip()
                    if not (hold_back.startswith(opening) or opening.startswith(hold_back)):
                        yield StreamEvent(delta=held)
                        held = None
            except ChatModelError as exc:
                log.warning("chat model failed, answering offline: %s", exc)
                step["detail"] = f"{self.chat_model.name} failed: {exc}"
                return None
        text = "".join(parts).strip()
        if held and not text.startswith(hold_back):
            yield StreamEvent(delta=held)  # a short reply that only looked like the marker's start
        return text or None

    def _no_information(self, turn: Turn, opening: str = "", related: Sequence[str] = ()) -> Reply:
        opening = opening or self.wording.no_information()
        chunks = self._channels(turn, 1)
        if not chunks:
            text = f"{opening} {self.wording.no_information_contact()}"
            return Reply(text, "no_information", related=list(related))
        contact = self._offline(turn, CONTACT_QUERY, chunks)
        return Reply(
            f"{opening} You can ask the bank directly:\n\n{contact}",
            "no_information",
            "offline",
            chunks,
            related=list(related),
        )

    # --- helpers -------------------------------------------------------------------------------

    def _search(self, turn: Turn, query: str, top_k: int | None = None) -> list[RetrievedChunk]:
        with turn.step("retrieve") as step:
            chunks = self.searcher.search(query, top_k or self.top_k)
            best = f", best {chunks[0].score:.2f}" if chunks else ""
            step["detail"] = f"{len(chunks)} passages{best}"
        return chunks

    def _channels(self, turn: Turn, limit: int) -> list[RetrievedChunk]:
        with turn.step("retrieve") as step:
            chunks = find_channels(self.searcher, limit)
            step["detail"] = f"{len(chunks)} passages giving the bank's channels"
        return chunks

    def _nearest(self, question: str) -> RetrievedChunk | None:
        """The closest passage under the answer gate, for staff to see where the policies fall short.
        Costs no encoder call (the question's vector is cached); a failure here never fails the turn."""
        try:
            found = self.searcher.search(question, 1, min_score=-1.0)
        except Exception as exc:
            log.warning("nearest passage not found: %s", type(exc).__name__)
            return None
        return found[0] if found else None

    def _retry_thin(self, turn: Turn, question: str, found: list[RetrievedChunk]) -> list[RetrievedChunk]:
        """When the best passage is thin (under ``retry_below``), search again with the question rewritten
        (its asking sentences without the situation told before them; its first ask when it asks several
        things), at most twice; the search whose best passage scores highest wins."""
        from banking_ai.conversation.parts import asking_sentences, question_parts

        if not found or found[0].score >= self.retry_below:  # -1: off
            return found
        rewrites = [asking_sentences(question), question_parts(question)[0]]
        rewrites = [text for text in dict.fromkeys(rewrites) if text != question][:2]
        for number, rewrite in enumerate(rewrites, 1):
            again = self._search(turn, rewrite)
            better = bool(again) and again[0].score > found[0].score
            turn.record(
                "rewrite",
                0.0,
                f"retry {number}: best {found[0].score:.2f} → {again[0].score if again else 0:.2f}"
                f"{' (kept)' if better else ''}",
            )
            if better:
                found = again
        return found

    def _rest_of_section(self, turn: Turn, question: str, chunks: list[RetrievedChunk]) -> list[RetrievedChunk]:
        if self.section_chunks <= 0:
            return []
        with turn.step("section") as step:
            more = self.searcher.rest_of_section(question, chunks, self.section_chunks)
            step["detail"] = f"{len(more)} more passages of the section"
        return more

    def _other_parts(self, turn: Turn, question: str, chunks: list[RetrievedChunk]) -> list[Part]:
        """The asks of a several-part question that another section answers, each with that section's
        retrieved chunks. A part's section must also be among the whole question's best passages
        (``part_pool``): "is there a deadline for it?" searched alone could land anywhere.

        A part is ``sure`` when two searches agree on its section: it is the whole question's runner-up
        (the best section after the answered one) and the part searched alone prefers it to its own
        next section by ``part_margin`` (when the part's passages all come from that section, it does);
        or when the part restates that section's own heading (``part_heading``: "which number do I save?"
        and "How do I start using WhatsApp Banking?" are not that, "what are the UPI limits" and "What
        are the UPI transaction limits?" are)."""
        from banking_ai.conversation.parts import question_parts
        from banking_ai.vocabulary.hindi import has_devanagari

        if has_devanagari(question):
            question = self.searcher.read_unknown_words(question)  # split in Latin letters, like its Hinglish twin
        parts = question_parts(question)
        if len(parts) < 2 or self.part_pool <= 0:
            return []
        with turn.step("parts") as step:
            answered = (chunks[0].source, chunks[0].section)
            pool = list(dict.fromkeys((c.source, c.section) for c in self.searcher.search(question, self.part_pool)))
            runner_up = next((place for place in pool if place != answered), None)
            taken = {answered}
            out: list[Part] = []
            for text in parts:
                found = self.searcher.search(text, self.top_k)
                place = (found[0].source, found[0].section) if found else None
                if place is None or place in taken or place not in pool:
                    continue
                taken.add(place)
                next_best = next((c.score for c in found if (c.source, c.section) != place), -math.inf)
                sure = place == runner_up and found[0].score - next_best >= self.part_margin
                if not sure and self.part_heading <= 1:
                    sure = self.searcher.restates(text, found[0].section) >= self.part_heading
                out.append(Part(text, [c for c in found if (c.source, c.section) == place], sure))
            quoted = sum(part.sure for part in out)
            step["detail"] = f"{len(parts)} parts, {len(out)} answered from another section ({quoted} quoted)"
        return out

    def _offline_parts(self, turn: Turn, question: str, chunks: list[RetrievedChunk], parts: list[Part]) -> Reply:
        """The offline answer to the question, then each sure part's answer from its own section (cited
        after the question's sources)."""
        pieces = [self._offline(turn, question, chunks)]
        sources = list(chunks)
        for part in parts:
            offset = {number: number + len(sources) for number in range(1, len(part.chunks) + 1)}
            pieces.append(renumber(self._offline(turn, part.text, part.chunks), offset))
            sources += part.chunks
        return Reply("\n\n".join(pieces), "rag", "offline", sources)

    def _offline_reply(self, turn: Turn, question: str, chunks: list[RetrievedChunk], notice: str) -> Reply:
        """The offline answer to a policy question, with a notice saying why the LLM's was not used."""
        return Reply(self._offline(turn, question, chunks), "rag", "offline", chunks, [notice])

    def _offline(self, turn: Turn, question: str, chunks: Sequence[RetrievedChunk]) -> str:
        with turn.step("compose") as step:
            step["detail"] = "offline answerer"
            return self.answerer.answer(question, chunks)
