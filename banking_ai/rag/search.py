"""``rag_search``: hybrid candidates, cosine rerank on stored vectors, threshold, dedup."""

from __future__ import annotations

import logging
import math
import re
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from banking_ai.embedding import Embedder, QueryCache
from banking_ai.embedding.base import cached_queries
from banking_ai.rag import sparse as bm25
from banking_ai.rag.chunking import SECTION_SEPARATOR
from banking_ai.rag.coverage import (
    ProductCoverage,
    asked_products,
    names_asked,
    place_products,
    same_family,
    title_products,
)
from banking_ai.rag.index import Candidate, PolicyIndex
from banking_ai.rag.store import point_id
from banking_ai.settings import RagSettings
from banking_ai.text import terms
from banking_ai.types import RetrievedChunk
from banking_ai.vocabulary import english_reading, expand_query, hinglish_gloss, normalise_hindi
from banking_ai.vocabulary.document_words import DocumentWords, english_words, unknown_words
from banking_ai.vocabulary.expansion import spell_out_abbreviations, spell_out_shorthand
from banking_ai.vocabulary.hindi import english_half, has_devanagari, is_hinglish, known_hindi_spellings

if TYPE_CHECKING:
    from banking_ai.graph.boost import Boost, GraphBooster

log = logging.getLogger(__name__)
_WORDS_CHECK_S = 5.0  # how stale the documents' word list may be after staff index a document
MAX_QUERY_CHARS = 2000  # longer questions are cut: MiniLM reads 256 word pieces anyway
_SPACES = re.compile(r"\s+")
RESTATED_POOL = 10  # the best candidates whose headings are compared with the question
PRODUCT_POOL = 4  # the best candidates looked through for one about the product the question names
RESTATED_MIN_WORDS = 3  # a shorter heading ("Charges", "Eligibility") names a topic, not a question
HEADING_CACHE = 20_000  # heading vectors kept (a heading's vector never changes)
SPELLED_OUT_GATE = 0.50  # the cosine a question asked again with its acronyms written out must reach


class Retriever:
    """Answers ``search(query)`` over one index; safe to share between threads."""

    def __init__(
        self,
        settings: RagSettings,
        embedder: Embedder,
        index: PolicyIndex,
        booster: GraphBooster | None = None,
    ) -> None:
        self._settings = settings
        self._embedder = embedder
        self.index = index
        self.booster = booster
        # (the documents they were read from, (their words, the products they mention))
        self._words: tuple[tuple, tuple[DocumentWords, ProductCoverage]] | None = None
        self._words_lock = threading.Lock()
        self._words_checked = 0.0
        self._documents_seen = -math.inf  # when has_documents last found some
        self._headings = QueryCache(HEADING_CACHE)

    def search(self, query: str, top_k: int | None = None, *, min_score: float | None = None) -> list[RetrievedChunk]:
        """The ``top_k`` most relevant chunks, best first; [] when nothing reaches ``min_score``.

        ``score`` is the final ranking score: cosine similarity in [-1, 1] plus
        ``sparse_weight`` times the BM25 score normalised to [0, 1] over the candidates, plus
        (with a graph booster) ``boost_weight`` times the shared-entity score in [0, 1].
        When no candidate's cosine reaches ``min_score`` nothing is returned (the caller
        then says it has no information); otherwise chunks under ``result_floor`` are dropped.
        """
        rag = self._settings
        top_k = rag.top_k if top_k is None else top_k
        threshold = rag.min_score if min_score is None else min_score
        text, expanded, forms = self._read(query)
        if not text or top_k <= 0:
            return []
        restated = _spelled_out(forms) if rag.restated_heading <= 1 else []
        if len(forms) == 1 and not restated:
            dense = self._embedder.embed_query(forms[0])
        else:
            vectors = self._embedder.embed_queries([*forms, *restated])  # one encoder call for every form
            dense = vectors[0]
            glossed_dense = vectors[1] if len(forms) > 1 else None
        lexical = bm25.query_vector(expanded, rag.sparse_char_ngrams) if rag.sparse_candidates else None
        found = self.index.candidates(dense, lexical, rag.dense_candidates, rag.sparse_candidates)
        if len(forms) > 1:
            seen = {candidate.point_id for candidate in found}
            more = self.index.candidates(glossed_dense, None, rag.dense_candidates, 0)
            new_ids = [candidate.point_id for candidate in more if candidate.point_id not in seen]
            found.extend(self.index.by_ids(new_ids, lexical))  # with their BM25 scores, like the others
            dense = np.stack([dense, glossed_dense])
        graph = self._graph_scores(text, found, lexical)
        headings = vectors if restated else dense  # the question's forms, also with abbreviations written out
        ranked = self._rank(found, dense, top_k, threshold, graph, _named(text, found), headings, text)
        weak = max((chunk.cosine for chunk in ranked), default=-1.0) < SPELLED_OUT_GATE
        if weak and (spelled := spell_out_abbreviations(text)):
            # Nothing reached the gate, or only faintly: the encoder may not know the customer's acronym ("What
            # is RD?" where the documents say "recurring deposit"; "fd time se pehle tod di toh kitni penalty
            # lagegi?" reads 0.32 to the premature-withdrawal page, 0.55 written out). Asked again with it written
            # out, only then (the written-out question ranks worse wherever the acronym is read: benchmarks.md
            # "Session 22"), and taken only when that finds its subject plainly (an acronym for something the
            # documents lack, written out, must not reach whatever shares a word with it: "SCSS" is a savings scheme).
            again = self.search(spelled, top_k, min_score=max(threshold, SPELLED_OUT_GATE))
            # by its cosine, not by a bare name's words ("bal" written out is "balance", a word of many headings)
            if max((chunk.cosine for chunk in again), default=-1.0) >= SPELLED_OUT_GATE:
                return again
        return ranked

    def _read(self, query: str) -> tuple[str, str, list[str]]:
        """The question as searched: its text (``read_unknown_words``), the BM25 query (expanded, with the
        English reading's words) and the forms embedded. Hindi words the encoder cannot read: the question
        read in English words (a Hinglish one), or with its Hindi banking words glossed, proposes and scores
        too (both forms in one encoder call); the English reading's words join the BM25 query as well."""
        rag = self._settings
        text = _SPACES.sub(" ", self.read_unknown_words((query or "")[:MAX_QUERY_CHARS])).strip()[:MAX_QUERY_CHARS]
        expanded = expand_query(text) if rag.query_expansion != "none" else text
        asked = expanded if rag.query_expansion == "all" else text
        reading = english_reading(text) if rag.hinglish_gloss and text else None
        glossed = (reading or hinglish_gloss(text)) if rag.hinglish_gloss and text else None
        if reading:
            expanded = f"{expanded} {reading}"
        return text, expanded, [asked] if glossed is None else [asked, glossed]

    def restates(self, query: str, section: str) -> float:
        """How closely ``query`` restates ``section``'s heading (``_closeness``); -1 for a last heading under
        ``RESTATED_MIN_WORDS`` words, a topic rather than a question. The query's forms are embedded as a
        search embeds them (cached when it was searched)."""
        text, _, forms = self._read(query)
        if not text or not _question_heading(section):
            return -1.0
        return self._closeness([section], self._embedder.embed_queries([*forms, *_spelled_out(forms)]))[section]

    def _closeness(self, sections: list[str], queries: np.ndarray) -> dict[str, float]:
        """How closely the question (``queries``, its forms' vectors) restates each section's last heading:
        the cosine with the best of the forms; -1 for a heading under ``RESTATED_MIN_WORDS`` words."""
        headings = {section: _question_heading(section) for section in dict.fromkeys(sections)}
        unique = list(dict.fromkeys(heading for heading in headings.values() if heading))
        if not unique:
            return dict.fromkeys(headings, -1.0)
        cosines = (self.heading_vectors(unique) @ np.atleast_2d(queries).T).max(axis=1).tolist()
        by_heading = dict(zip(unique, cosines, strict=True))
        return {section: by_heading[heading] if heading else -1.0 for section, heading in headings.items()}

    def read_unknown_words(self, question: str) -> str:
        """``question`` after ``normalise_hindi``, with the words no table knows read as the indexed
        documents' words: English loanwords written in Devanagari (मार्जिन is "marjin" transliterated and
        "margin" here, when the documents say "margin") and, in a message that is not Hinglish,
        misspelt English words ("personl loan eligiblity"). See ``document_words``. A message without
        such words costs no look at the documents. Shorthands are spelled out first ("current a/c" →
        "current account", ``spell_out_shorthand``)."""
        question = spell_out_shorthand(question)
        known = known_hindi_spellings()
        if has_devanagari(question):
            return normalise_hindi(self.document_words().respell(question, known))
        normalised = normalise_hindi(question)
        if is_hinglish(normalised) or not unknown_words(normalised, known):
            return normalised  # a Hinglish message's unknown words are Hindi words, not misspellings
        return self.document_words().correct(normalised, known)

    def has_documents(self) -> bool:
        """Whether any document can be searched now. Asked only when a search found nothing; a yes is
        remembered for ``_WORDS_CHECK_S`` (a Qdrant server is not asked on every off-topic turn), and an
        index that cannot be asked counts as holding documents (the turn goes on as before)."""
        if time.monotonic() - self._documents_seen < _WORDS_CHECK_S:
            return True
        try:
            indexed = self.index.size() > 0
        except Exception as exc:
            log.warning("could not count the indexed documents: %s", type(exc).__name__)
            return True
        if indexed:
            self._documents_seen = time.monotonic()
        return indexed

    def document_words(self) -> DocumentWords:
        """The indexed documents' words by sound; read again when the documents change (the document
        list is looked at once every ``_WORDS_CHECK_S`` at most)."""
        return self._read_documents()[0]

    def uncovered_products(self, question: str) -> list[str]:
        """The products ``question`` names when no indexed document mentions any of them (else []): see
        ``ProductCoverage``."""
        return self._read_documents()[1].uncovered(question)

    def _read_documents(self) -> tuple[DocumentWords, ProductCoverage]:
        with self._words_lock:
            now = time.monotonic()
            if self._words is not None and now - self._words_checked < _WORDS_CHECK_S:
                return self._words[1]
            documents = tuple((record.doc_id, record.version) for record in self.index.documents())
            if self._words is None or self._words[0] != documents:
                chunks = self.index.chunks(self.index.size())
                texts = (f"{chunk.doc_title} {chunk.section} {chunk.text}" for chunk in chunks)
                coverage = ProductCoverage.from_places((chunk.doc_title, chunk.section, chunk.text) for chunk in chunks)
                self._words = (documents, (DocumentWords.from_texts(texts), coverage))
            self._words_checked = now
            return self._words[1]

    def warm_up(self) -> None:
        """Read the documents' words and the English word list now, not in a customer's turn."""
        self.document_words()
        english_words()

    def heading_vectors(self, headings: list[str]) -> np.ndarray:
        """Vectors of section headings, shape (len(headings), dimension); cached."""
        return cached_queries(
            self._headings, headings, lambda texts: self._embedder.embed_documents([english_half(t) for t in texts])
        )

    def warm_up_headings(
        self, chunks: Sequence[RetrievedChunk], batch_size: int = 16, stop: threading.Event | None = None
    ) -> int:
        """Embed the headings of ``chunks`` (``_question_heading``) ahead of time (in the background warm-up,
        ``banking_ai.app.warm_up_answers``), so a search needs no encoder call for them; returns how many were
        embedded. ``stop`` is checked between batches."""
        sections = dict.fromkeys(chunk.section for chunk in chunks)
        texts = list(dict.fromkeys(heading for section in sections if (heading := _question_heading(section))))
        texts = texts[:HEADING_CACHE]
        done = 0
        for start in range(0, len(texts), batch_size):
            if stop is not None and stop.is_set():
                break
            done += len(self.heading_vectors(texts[start : start + batch_size]))
        return done

    def rest_of_section(self, query: str, chunks: list[RetrievedChunk], limit: int = 4) -> list[RetrievedChunk]:
        """The chunks of ``chunks[0]``'s document section that were not retrieved (at most ``limit``,
        nearest to the retrieved ones first), scored by their cosine to ``query``.

        A section's answer is often split over several chunks and the question matches only one of
        them; the rest of the section is what the customer needs next ("what happens if I miss an RD
        instalment" matches the closure rule, the delay penalty is in the next chunk).
        """
        if not chunks or not chunks[0].section or limit <= 0:
            return []
        best = chunks[0]
        found = self.index.by_ids([best.chunk_id], None)
        version = found[0].payload.get("version") if found else None
        if not version:
            return []
        have = {c.position for c in chunks if (c.doc_id, c.section) == (best.doc_id, best.section)}
        low, high = min(have), max(have)
        nearest = sorted(
            (p for p in range(max(0, low - limit), high + limit + 1) if p not in have),
            key=lambda p: min(abs(p - low), abs(p - high)),
        )
        ids = [point_id(best.doc_id, version, p) for p in nearest]
        same = [c for c in self.index.by_ids(ids, None) if c.payload["section"] == best.section]
        if not same:
            return []
        query_vector = self._embedder.embed_query(_SPACES.sub(" ", normalise_hindi(query)).strip()[:MAX_QUERY_CHARS])
        same = _contiguous(same, low, high)[:limit]
        return [c.retrieved(float(c.vector @ query_vector), float(c.vector @ query_vector)) for c in same]

    def _graph_scores(self, text: str, found: list[Candidate], lexical) -> np.ndarray | None:
        """Weighted shared-entity scores aligned with ``found``; graph neighbours are appended to ``found``."""
        if self.booster is None or not found:
            return None
        boost: Boost | None = self.booster.boost(text, [candidate.point_id for candidate in found])
        if boost is None:
            return None
        scores = boost.scores
        if boost.related:
            extra = self.index.by_ids(list(boost.related), lexical)
            if extra:
                found.extend(extra)
                scores = np.concatenate([scores, np.array([boost.related[c.point_id] for c in extra], np.float32)])
        return self.booster.weight * scores

    def _rank(
        self,
        found: list[Candidate],
        dense: np.ndarray,
        top_k: int,
        threshold: float,
        graph: np.ndarray | None = None,
        named: np.ndarray | None = None,
        headings: np.ndarray | None = None,
        question: str = "",
    ) -> list[RetrievedChunk]:
        """``headings``: the question's vectors compared with headings (``_restated_first``); ``dense`` when None.
        ``question``: its text as searched (``_asked_product_first``)."""
        if not found:
            return []
        vectors = np.stack([candidate.vector for candidate in found])
        cosine = vectors @ dense if dense.ndim == 1 else (vectors @ dense.T).max(axis=1)  # best of the query forms
        lexical = np.array([candidate.sparse_score for candidate in found], dtype=np.float32)
        if lexical.max() > 0:
            lexical = lexical / lexical.max()
        final = cosine + self._settings.sparse_weight * lexical
        if graph is not None:
            final = final + graph
        named = np.zeros(len(found), dtype=bool) if named is None else named
        if cosine.max() < threshold and not named.any():
            return []  # nothing in the policies is about this question
        # Past the gate on its cosine, the usual floor; past it only by a name, only what it names.
        floor = min(self._settings.result_floor, threshold) if cosine.max() >= threshold else np.inf
        eligible = (cosine >= floor) | named
        final = self._restated_first(found, final, dense if headings is None else headings, eligible)
        final = self._asked_product_first(found, final, eligible, question)
        chosen: list[int] = []
        for row in np.argsort(-final):
            if cosine[row] < floor and not named[row]:
                continue
            if any(float(vectors[row] @ vectors[kept]) >= self._settings.dedup_cosine for kept in chosen):
                continue
            chosen.append(int(row))
            if len(chosen) == top_k:
                break
        return [found[row].retrieved(float(final[row]), float(cosine[row]), bool(named[row])) for row in chosen]

    def _asked_product_first(
        self, found: list[Candidate], final: np.ndarray, eligible: np.ndarray, question: str
    ) -> np.ndarray:
        """``final`` with a passage about the product the question names ranked first, when the best one
        is about another product only.

        Bank FAQs repeat the same question for each product ("How much home loan can I get?", "How much
        personal loan can I get?"), and the encoder hears the shared words more than the product's name:
        "Is the personal loan rate fixed or floating?" found the home loan's "Fixed or floating rate?".
        When the question names specific products and the best candidate's place (document title and
        headings) names only others — nor do its document title ("Credit Cards FAQ" > "Is there a charge if
        my auto-debit or cheque payment fails?") or its text ("Premature withdrawal of fixed deposits" may
        say how an RD is closed too) name an asked one — the best of the next ``PRODUCT_POOL`` candidates whose
        place is about asked products only goes first, if it scores within ``asked_product_margin`` of the
        best (a page under "Fixed and Recurring Deposits" is not about the RD alone)."""
        margin = self._settings.asked_product_margin
        if margin < 0:
            return final
        asked = asked_products(question)
        if not asked:
            return final
        pool = [int(row) for row in np.argsort(-final) if eligible[row]][:PRODUCT_POOL]
        if len(pool) < 2:
            return final
        best = found[pool[0]].payload
        first = _place_products(found[pool[0]])
        if (
            not first
            or same_family(first, asked)
            or names_asked(title_products(best.get("doc_title", "")), asked)
            or names_asked(asked_products(best["text"]), asked)
        ):
            return final  # the best passage is about an asked product, in its document or its own words
        for row in pool[1:]:
            if final[pool[0]] - final[row] > margin:
                break
            place = _place_products(found[row])
            if place and all(names_asked(frozenset({product}), asked) for product in place):
                final = final.copy()
                final[row] = final[pool[0]] + 1e-4
                break
        return final

    def _restated_first(
        self, found: list[Candidate], final: np.ndarray, dense: np.ndarray, eligible: np.ndarray
    ) -> np.ndarray:
        """``final`` with the candidate whose own heading restates the question ranked first.

        A customer who asks an FAQ's own question ("What documents do I need to open a savings account?")
        should get that FAQ's answer; but the answer's text (a list of documents) can be further from the
        question than another product's answer that repeats its words (the SCSS and Sukanya account
        documents outranked it). Among the ``RESTATED_POOL`` best candidates, the one whose leaf heading
        (``RESTATED_MIN_WORDS`` words or more) is closest to the question, at ``restated_heading`` cosine or
        more and closer than the best candidate's heading, goes first; the rest keep their order."""
        needed = self._settings.restated_heading
        if needed > 1:
            return final
        pool = [int(row) for row in np.argsort(-final) if eligible[row]][:RESTATED_POOL]
        sections = {row: found[row].payload.get("section", "") for row in pool}
        sections = {row: section for row, section in sections.items() if _question_heading(section)}
        if len(pool) < 2 or not sections:
            return final
        by_section = self._closeness(list(sections.values()), dense)
        close = {row: by_section[section] for row, section in sections.items()}
        best = max(close, key=lambda row: (close[row], -pool.index(row)))  # a tie keeps the better-ranked
        if best == pool[0] or close[best] < needed or close[best] <= close.get(pool[0], -1.0):
            return final
        final = final.copy()
        final[best] = final[pool[0]] + 1e-4
        return final


def _place_products(candidate: Candidate) -> frozenset[str]:
    return place_products(candidate.payload.get("doc_title", ""), candidate.payload.get("section", ""))


def _spelled_out(forms: list[str]) -> list[str]:
    """The forms of a question with their abbreviations written out, where they have any: a heading writes
    "fixed deposit" where the customer typed "FD" (``restates``, ``_restated_first``)."""
    return [spelled for form in forms if (spelled := spell_out_abbreviations(form))]


def _question_heading(section: str) -> str:
    """What a question is compared with to see whether it restates ``section``'s heading: its last heading
    ("Savings accounts > What documents do I need?" → "What documents do I need?"); "" when that has under
    ``RESTATED_MIN_WORDS`` words ("Charges", "Eligibility" name a topic, not a question). The whole path
    as well (the lower cosine of the two) was measured and dropped: tune hit@1 −1 net (benchmarks.md)."""
    leaf = section.rsplit(SECTION_SEPARATOR, 1)[-1].strip()
    return leaf if len(leaf.split()) >= RESTATED_MIN_WORDS else ""


NAMED_MAX_WORDS = 3  # a question of at most this many words can name a section by its headings
_WORDS = re.compile(r"\w+")


def _named(question: str, found: list[Candidate]) -> np.ndarray:
    """For each candidate, whether ``question`` names it: a few words (``NAMED_MAX_WORDS``), at least one
    of them no English word (a scheme's name or acronym: "sukanya", "APY", "nri acct") or naming a
    banking thing of the graph lexicon ("claim", "locker"), all held by the candidate's headings.

    The encoder scores such a name low (cosine 0.15–0.33 to the bank's own Sukanya Samriddhi or Atal
    Pension Yojana (APY) sections), so the relevance gate turned the customer away; the words themselves
    show the bank has a page on it. Other English words are left to the encoder: "how do i tie a tie"
    shares "tie" with a salary "tie-up" heading, "very good" stems to a chargeback's "goods", "stop" and
    "new" head cheque and beneficiary sections. Without the English word list nothing is named."""
    from banking_ai.graph.entities import names_banking_thing

    words = [word.lower() for word in _WORDS.findall(question)]
    english = english_words()
    asked = set(terms(question))
    if not asked or not english or len(words) > NAMED_MAX_WORDS:
        return np.zeros(len(found), dtype=bool)
    if all(word in english for word in words) and not names_banking_thing(question):
        return np.zeros(len(found), dtype=bool)
    return np.array([asked <= set(terms(c.payload.get("section", ""))) for c in found], dtype=bool)


def _contiguous(found: list[Candidate], low: int, high: int) -> list[Candidate]:
    """The candidates adjoining positions ``low``..``high`` without a gap, nearest first (the next
    chunk before the previous one at the same distance)."""
    by_position = {c.payload["position"]: c for c in found}
    out: list[Candidate] = []
    before, after = low - 1, high + 1
    while before in by_position or after in by_position:
        if after in by_position:
            out.append(by_position[after])
            after += 1
        if before in by_position:
            out.append(by_position[before])
            before -= 1
    return out
