"""One customer turn: read the input, mask it, understand it, route it, answer it.

Routes (``Answer.route``): "smalltalk", "account_refusal", "urgent", "calculation",
"rag", "no_information", "general", "off_topic", "handoff", "invalid", "error".
Customer text never reaches a log: only routes, labels, sizes and timings do.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.conversation.followups import is_follow_up, rewrite_follow_up
from banking_ai.conversation.replies import Wording
from banking_ai.conversation.routes import Router
from banking_ai.conversation.turn import Reply, Turn, citations_for, pieces
from banking_ai.types import Answer, IntentPrediction, StreamEvent

if TYPE_CHECKING:
    from banking_ai.insights import TurnRecorder
    from banking_ai.intent import IntentClassifier
    from banking_ai.llm.memory import ConversationMemory
    from banking_ai.ocr import OcrEngine
    from banking_ai.rag.services import RagServices
    from banking_ai.settings import ConversationSettings
    from banking_ai.speech import AudioSource, Speaker, Transcriber, Transcript

log = logging.getLogger(__name__)

ImageInput = bytes | str | Path
_NOT_REWRITTEN = {"greeting", "thanks_goodbye", "human_agent"}


class _Rejected(Exception):
    def __init__(self, text: str, route: str = "invalid") -> None:
        super().__init__(route)
        self.reply = Reply(text, route)


class Orchestrator:
    """Serves customer turns; ``respond`` for a whole answer, ``respond_stream`` for pieces."""

    def __init__(
        self,
        *,
        settings: ConversationSettings,
        classifier: IntentClassifier,
        ocr: OcrEngine,
        memory: ConversationMemory,
        router: Router,
        rag: RagServices | None = None,
        bank_domains: Sequence[str] = (),
        recorder: TurnRecorder | None = None,
        speaker: Speaker | None = None,
        transcriber: Transcriber | None = None,
    ) -> None:
        """``rag`` is the index behind the answers, kept for staff tools and the health panel;
        ``bank_domains`` are the bank's own domains, whose e-mail addresses are not masked;
        ``recorder`` keeps a record of each finished turn for staff insights (None: nothing recorded);
        ``speaker`` reads answers aloud for the chat, the API and the CLI (None: no read-aloud);
        ``transcriber`` listens to recordings (None: recordings are refused as unavailable)."""
        self.settings = settings
        self.bank_domains = tuple(bank_domains)
        self.rag = rag
        self.classifier = classifier
        self.ocr = ocr
        self.memory = memory
        self.router = router
        self.wording: Wording = router.wording
        self.recorder = recorder
        self.speaker = speaker
        if transcriber is None:
            from banking_ai.speech.factory import UnavailableTranscriber

            transcriber = UnavailableTranscriber("no transcriber configured")
        self.transcriber = transcriber
        self._listen_lock = threading.Lock()
        self._listening_prepared = False

    def respond(self, session_id: str, text: str | None, image: ImageInput | None = None) -> Answer:
        """Answer one turn of ``session_id``; never raises for bad input (see ``Answer.route``)."""
        answer = None
        for event in self.respond_stream(session_id, text, image):
            answer = event.answer or answer
        assert answer is not None
        return answer

    def respond_stream(
        self, session_id: str, text: str | None, image: ImageInput | None = None
    ) -> Iterator[StreamEvent]:
        """Pieces of the reply as they are ready; the last event carries the whole ``Answer``."""
        turn = Turn(session_id)
        intent = IntentPrediction("", 0.0, False)
        question = ""
        try:
            question = self._normalise(turn, self._read_input(turn, text, image))
            intent, standalone = self._understand(turn, question)
            reply = yield from self._serve(turn, question, standalone, intent)
        except _Rejected as rejected:
            reply = rejected.reply
        except Exception as exc:  # a turn must end with an answer, never a stack trace or a fake greeting
            from banking_ai.privacy import failure_for_log

            log.error("turn failed in session %s: %s", session_id, failure_for_log(exc))
            reply = Reply(self.wording.error(), "error")
        if not turn.streamed:
            for piece in pieces(reply.text):
                yield StreamEvent(delta=piece)
        answer = Answer(
            text=reply.text,
            route=reply.route,
            intent=intent.label,
            confidence=round(intent.confidence, 4),
            citations=citations_for(reply.text, reply.sources) if reply.sources else [],
            trace=turn.trace,
            latency_ms=turn.elapsed_ms(),
            session_id=session_id,
            generator=reply.generator,
            notices=[*turn.notices, *reply.notices],
            related=list(reply.related),
        )
        if question and reply.route not in ("invalid", "error"):
            self.memory.add_turn(session_id, question, reply.text)
        log.info(
            "turn session=%s route=%s intent=%s chars=%d latency_ms=%.0f",
            session_id,
            answer.route,
            answer.intent,
            len(question),
            answer.latency_ms,
        )
        self._record(turn, answer)
        yield StreamEvent(answer=answer)

    def _record(self, turn: Turn, answer: Answer) -> None:
        """One record per finished turn for staff insights; a failure is logged, the turn still served.
        Only the masked typed text is offered (never the raw message or the screenshot's text)."""
        if self.recorder is None:
            return
        try:
            self.recorder.record(answer, nearest=turn.nearest, question=turn.typed)
        except Exception as exc:
            log.warning("insights: turn not recorded: %s", type(exc).__name__)

    def prepare_to_listen(self) -> threading.Thread | None:
        """Load the speech engine in the background, once: called when a customer starts recording, so
        the model (Whisper base: ~1.5–7 s to join and load the first time) is ready when they stop.
        Returns the loading thread the first time, None after. Not a daemon: an interpreter that exits
        while a native library is loading can abort."""
        with self._listen_lock:
            if self._listening_prepared:
                return None
            self._listening_prepared = True

        def load() -> None:
            try:
                self.transcriber.warm_up()
            except Exception as exc:  # the first recording loads it again and says why if it cannot
                log.warning("speech engine warm-up failed: %s", type(exc).__name__)

        thread = threading.Thread(target=load, name="speech-warm-up")
        thread.start()
        return thread

    def transcribe(self, audio: AudioSource) -> Transcript:
        """The words of a customer's recording, to show them for correction before they are sent as
        the turn's text (which is then masked and routed like typed text). Raises ``AudioError``,
        whose message is for the customer. Logs the engine, length and time, never the words."""
        from banking_ai.speech import AudioError

        try:
            transcript = self.transcriber.transcribe(audio)
        except AudioError as error:
            log.info("recording refused: %s (%s)", error.reason, error.detail)
            raise
        log.info(
            "recording transcribed: engine=%s seconds=%.1f words=%d ms=%.0f",
            transcript.engine,
            transcript.seconds,
            len(transcript.text.split()),
            transcript.ms,
        )
        return transcript

    def reset(self, session_id: str) -> None:
        """Forget a session (the customer started a new conversation)."""
        self.memory.clear(session_id)

    # --- the steps of a turn -----------------------------------------------------------

    def _read_input(self, turn: Turn, text: str | None, image: ImageInput | None) -> str:
        """Typed text plus screenshot text, PII-masked; raises ``_Rejected`` with a friendly reason.

        The two parts are also kept apart on ``turn`` (``typed``, ``image_text``): an LLM gets the
        screenshot text in a block of its own, as data.
        """
        from banking_ai.privacy import privacy_notice

        if text is not None and not isinstance(text, str):
            raise _Rejected(self.wording.not_text())
        typed = (text or "").strip()
        limit = self.settings.max_message_chars
        if len(typed) > limit:
            raise _Rejected(self.wording.too_long(len(typed), limit))
        screenshot = self._read_image(turn, image, have_text=bool(typed)) if image is not None else ""
        if not typed and not screenshot:
            raise _Rejected(self.wording.empty_message())
        with turn.step("privacy") as step:
            found: dict[str, int] = {}
            typed, screenshot = (self._mask(part, found) for part in (typed, screenshot))
            if found:
                step["detail"] = "masked " + ", ".join(f"{kind}×{n}" for kind, n in sorted(found.items()))
                turn.notices.append(privacy_notice(found))
        turn.typed, turn.image_text = typed, screenshot
        return "\n".join(part for part in (typed, f"Screenshot text: {screenshot}" if screenshot else "") if part)

    def _normalise(self, turn: Turn, question: str) -> str:
        """Shorthands spelled out ("current a/c" → "current account"), Devanagari transliterated and
        Hinglish spellings made canonical, so the classifier and the English embedder read "मेरा कार्ड
        खो गया" or "ephdi pr byaj dr" as they read "mera card kho gaya" and "fd par byaj dar"; then
        words no table knows are read as the documents' words ("कैरेट" → "carat", "personl" →
        "personal"). The customer's own words stay on ``turn.typed`` for the LLM."""
        from banking_ai.vocabulary import has_devanagari, normalise_hindi, readable_script
        from banking_ai.vocabulary.expansion import spell_out_shorthand

        if not readable_script(turn.typed or question):
            raise _Rejected(self.wording.unsupported_script())
        spelled = spell_out_shorthand(question)
        normalised = normalise_hindi(spelled)
        read = self._read_unknown_words(spelled, normalised)
        if read == question:
            return read
        with turn.step("language") as step:
            changes = []
            if spelled != question:
                changes.append("shorthand spelled out")
            if normalised != spelled:
                changes.append("Devanagari transliterated" if has_devanagari(question) else "Hinglish spellings")
            if read != normalised:
                changes.append("words read as the documents' words")
            step["detail"] = "; ".join(changes)
        return read

    def _read_unknown_words(self, question: str, normalised: str) -> str:
        """``question`` normalised, with loanwords in Devanagari and misspelt words read as the indexed
        documents' words; when the index cannot be read now, ``normalised`` as it is."""
        try:
            return self.router.searcher.read_unknown_words(question)
        except Exception as exc:  # the turn goes on; the search itself reports an unreadable index
            log.warning("unknown words not read: %s", type(exc).__name__)
            return normalised

    def _mask(self, text: str, found: dict[str, int]) -> str:
        from banking_ai.privacy import mask_pii

        if not text:
            return text
        masked = mask_pii(text, bank_domains=self.bank_domains, public_numbers=self.settings.public_numbers)
        for kind, count in masked.found.items():
            found[kind] = found.get(kind, 0) + count
        return masked.text

    def _read_image(self, turn: Turn, image: ImageInput, *, have_text: bool) -> str:
        from banking_ai.ocr import OcrError

        with turn.step("ocr") as step:
            try:
                result = self.ocr.read(image)
            except OcrError as exc:
                step["detail"] = f"failed: {exc.reason}"
                if not have_text:
                    raise _Rejected(str(exc)) from None
                turn.notices.append(f"{exc} I answered your typed question.")
                return ""
            step["detail"] = f"{len(result.text)} chars, confidence {result.confidence:.2f}"
        return result.text.strip()

    def _understand(self, turn: Turn, question: str) -> tuple[IntentPrediction, str]:
        """The intent and the standalone form of the question (follow-ups joined to the last one)."""
        from banking_ai.privacy import without_placeholders

        with turn.step("intent") as step:
            intent = self.classifier.predict([without_placeholders(question)])[0]
            step["detail"] = f"{intent.label} {intent.confidence:.2f}"
        previous = self.memory.state(turn.session_id).last_standalone
        standalone = question
        leans_back = is_follow_up(question) and not turn.image_text  # "what does this mean?" + screenshot: new topic
        if previous and leans_back and not (intent.in_scope and intent.label in _NOT_REWRITTEN):
            with turn.step("rewrite") as step:
                standalone = rewrite_follow_up(question, previous)
                intent = self.classifier.predict([without_placeholders(standalone)])[0]
                step["detail"] = f"follow-up joined to the previous question; {intent.label} {intent.confidence:.2f}"
        if intent.label not in _NOT_REWRITTEN and intent.label != "off_topic":
            self.memory.state(turn.session_id).last_standalone = standalone
        return intent, standalone

    def _serve(self, turn: Turn, question: str, standalone: str, intent: IntentPrediction):
        """Generator: yields streamed pieces (LLM routes only) and returns the ``Reply``."""
        state = self.memory.state(turn.session_id)
        history = self.memory.history(turn.session_id)
        routed = self.router.route(turn, question, standalone, intent, state, history)
        while True:
            try:
                event = next(routed)
            except StopIteration as finished:
                return finished.value
            turn.streamed.append(event.delta)
            yield event
