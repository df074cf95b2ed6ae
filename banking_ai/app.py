"""Composition root: ``build_services(settings)`` builds and wires every area once.

``main.py``, the CLI and the tests all come through here; nothing else chooses a backend.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
from typing import TYPE_CHECKING

from banking_ai.conversation.replies import Wording
from banking_ai.conversation.routes import Router
from banking_ai.orchestrator import Orchestrator

if TYPE_CHECKING:
    from banking_ai.llm import OfflineAnswerer
    from banking_ai.rag.search import Retriever
    from banking_ai.settings import Settings

log = logging.getLogger(__name__)
# Chunks whose sentences are embedded ahead of time (the answerer keeps 8,192 sentence vectors).
WARM_UP_CHUNKS = 1500
WARM_UP_BATCH = 16  # small batches: a customer's encode waits for at most one (~60 ms on 2 cores)


def build_services(settings: Settings, *, warm: bool = True) -> Orchestrator:
    """The orchestrator for ``settings``: retrieval, intents, OCR, generation and memory wired together.

    Heavy parts (the embedding model, the intent model) load on first use; the intent model is
    trained from the committed data the first time (a few seconds) and kept in the models folder.
    ``warm=False`` (a process that answers one question, ``banking-ai ask``): no background answer
    warm-up and no throwaway first turn; both only pay off over many turns, and a one-shot process
    would spend its time on them and then have a thread to stop at exit.
    """
    from banking_ai.intent import load_intent_classifier
    from banking_ai.llm import ConversationMemory, OfflineAnswerer, make_agent, make_chat_model
    from banking_ai.ocr import make_ocr_engine
    from banking_ai.rag.locking import IndexBusyError
    from banking_ai.rag.services import rag_services
    from banking_ai.speech.factory import make_transcriber
    from banking_ai.speech.speak import make_speaker

    rag = rag_services(settings)
    conversation = settings.conversation
    wording = Wording(conversation.bank_name, conversation.contact_line)
    # Load the model and the search snapshot now, not during the first customer's turn.
    rag.embedder.warm_up()
    try:
        rag.index.size()
        rag.retriever.warm_up()
    except IndexBusyError:  # a build is running: the first search loads the snapshot when it is done
        log.info("index busy at start-up; the search snapshot loads on first use")
    answerer = OfflineAnswerer(rag.embedder)
    if warm and conversation.warm_up_answers:
        warm_up_answers(answerer, rag.retriever)
    chat_model = make_chat_model(settings)
    router = Router(
        searcher=rag.retriever,
        answerer=answerer,
        chat_model=chat_model,
        agent=make_agent(settings, chat_model),
        wording=wording,
        top_k=settings.rag.top_k,
        thin_context_score=conversation.thin_context_score,
        off_topic_confidence=conversation.off_topic_confidence,
        related_margin=conversation.related_margin,
        closest_below=conversation.closest_below,
        off_topic_evidence=conversation.off_topic_evidence,
        unsure_evidence=conversation.unsure_evidence,
        off_topic_doubt=conversation.off_topic_doubt,
        account_confidence=conversation.account_confidence,
        urgent_confidence=conversation.urgent_confidence,
        own_data_note=conversation.own_data_note,
        section_chunks=conversation.section_chunks,
        part_pool=conversation.part_pool,
        part_margin=conversation.part_margin,
        part_heading=conversation.part_heading,
        retry_below=conversation.retry_below,
    )
    memory = ConversationMemory(
        max_turns=conversation.memory_turns,
        max_tokens=conversation.memory_tokens,
        ttl_s=conversation.session_ttl_s,
        max_sessions=conversation.max_sessions,
    )
    orchestrator = Orchestrator(
        settings=conversation,
        classifier=load_intent_classifier(settings, embedder=rag.embedder),
        ocr=make_ocr_engine(settings),
        memory=memory,
        router=router,
        rag=rag,
        bank_domains=settings.ui.link_domains,
        speaker=make_speaker(settings),
        transcriber=make_transcriber(settings, rag),
    )
    if warm:
        _first_turn(orchestrator)
    return orchestrator


WARM_UP_QUESTION = "What is the interest rate on a savings account?"


def _first_turn(orchestrator: Orchestrator) -> None:
    """Serve one throwaway turn before any customer: the first pass through the classifier, the
    search and the answerer pays one-time costs (~0.6 s measured on 2 cores) that no customer should."""
    session = "start-up-warm-up"
    try:
        orchestrator.respond(session, WARM_UP_QUESTION)
    except Exception as exc:  # warming must never stop the app from starting
        log.warning("start-up warm-up turn failed: %s", type(exc).__name__)
    finally:
        orchestrator.reset(session)


def warm_up_answers(answerer: OfflineAnswerer, retriever: Retriever) -> threading.Thread:
    """Embed the indexed chunks' headings and sentences in a background thread, so searches and offline
    answers about them need no encoder call (a cold answer spends ~0.5 s there; docs/benchmarks.md).

    The thread stops at the next batch when the process exits: a daemon thread still inside torch
    while the interpreter shuts down aborts the process ("terminate called without an active
    exception"; measured: 4 of 5 exits of a process with such a thread). The CLI stops it before it
    returns (``stop_background_work``); ``atexit`` does the same for every other caller.
    """
    stop = threading.Event()

    def run() -> None:
        from banking_ai.embedding import low_priority

        started = time.perf_counter()
        try:
            with low_priority():  # customers' encodes always go first (docs/benchmarks.md, first turns)
                chunks = retriever.index.chunks(WARM_UP_CHUNKS)
                try:
                    headings = retriever.warm_up_headings(chunks, batch_size=WARM_UP_BATCH, stop=stop)
                except Exception as exc:  # the sentences' warm-up still runs
                    log.warning("heading warm-up failed: %s", type(exc).__name__)
                    headings = 0
                units = answerer.warm_up(chunks, batch_size=WARM_UP_BATCH, stop=stop)
        except Exception as exc:  # a cache warm-up must never take the app down
            log.warning("answer warm-up failed: %s", type(exc).__name__)
            return
        log.info(
            "answer warm-up: %d heading and %d sentence vectors in %.1f s",
            headings,
            units,
            time.perf_counter() - started,
        )

    thread = threading.Thread(target=run, name="answer-warm-up", daemon=True)
    _stop_at_exit(stop, thread)
    thread.start()
    return thread


_exiting: list[tuple[threading.Event, threading.Thread]] = []
_exit_lock = threading.Lock()
_atexit_registered = False
STOP_TIMEOUT_S = 10.0  # a warm-up batch takes ~60 ms on 2 cores; this is for a machine under heavy load


def _stop_at_exit(stop: threading.Event, thread: threading.Thread) -> None:
    global _atexit_registered
    with _exit_lock:
        if not _atexit_registered:
            atexit.register(stop_background_work)
            _atexit_registered = True
        _exiting.append((stop, thread))


def stop_background_work(timeout_s: float = STOP_TIMEOUT_S) -> bool:
    """Stop the background warm-ups this process started and wait for them; True when all have ended.

    Call it before the interpreter shuts down (the CLI does, as its last step); it also runs at exit.
    """
    with _exit_lock:
        pending = list(_exiting)
    for stop, _ in pending:
        stop.set()
    deadline = time.monotonic() + timeout_s
    for _, thread in pending:
        thread.join(timeout=max(deadline - time.monotonic(), 0.0))
    with _exit_lock:
        _exiting[:] = [(stop, thread) for stop, thread in _exiting if thread.is_alive()]
        return not _exiting
