"""The offline answerer: a short extractive answer from the retrieved chunks, with citations.

Used when no chat model is configured (no GROQ_API_KEY), when the model fails, and when
its answer states a figure the sources do not contain. It never writes a word of its own:
the answer is a selection of sentences, list items and table rows copied from the chunks
(see ``banking_ai.llm.units``), each followed by its chunk's citation [n] (chunk i → [i+1]).

How units are chosen (the alternatives measured are in docs/generation.md; the variants the
benchmark compares live in ``benchmarks/bench_llm_offline.py``, not here):
1. the best retrieved chunk (with the other retrieved parts of its numbered procedure, if it
   holds one) is the answer's backbone: all of it when it fits ``max_chars`` (900), otherwise its
   most relevant units (at most ``max_units``, 6);
2. the other retrieved chunks of the best chunk's section join, best unit first, while the answer
   stays within ``SECTION_EXTRA_CHARS`` past ``max_chars`` (a section's answer is often split over
   chunks, and the best-matching one may hold one rule of several);
3. a unit of another section joins only when it scores at least as high as the best unit of
   the backbone (at most ``SECONDARY_UNITS`` of them, ``SECONDARY_EXTRA_CHARS`` more);
4. context is added: the sentence introducing a chosen list or table ("The current rates
   are:"), the missing steps of a numbered procedure and the other rows of a chosen table, when
   they fit (a few rows read as if they were the whole table);
5. units are printed in document order: the best chunk's section as the document has it, then
   the other chunks' units, best chunk first.

Relevance of a unit: cosine between the question and "section: unit" (MiniLM) plus
``LEXICAL_WEIGHT`` times the IDF-weighted share of the question's stemmed words found in it;
without an embedder, the lexical share alone.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter, OrderedDict
from collections.abc import Sequence

from banking_ai.llm.units import Unit, split_units
from banking_ai.types import RetrievedChunk

LEXICAL_WEIGHT = 0.3  # weight of the lexical share (in [0, 1]) beside the cosine
SECONDARY_MARGIN = 0.0  # a unit of another chunk must beat the best chunk's best unit by this much
SECONDARY_UNITS = 3  # units taken from chunks other than the best one, at most
SECONDARY_EXTRA_CHARS = 200  # they may take the answer this far past max_chars
SECTION_EXTRA_CHARS = 300  # the rest of the best chunk's section may take the answer this far past max_chars
STEP_EXTRA_CHARS = 400  # a numbered procedure may run this far past max_chars to stay complete
TABLE_EXTRA_CHARS = 700  # a table some of whose rows were chosen may run this far past max_chars to stay whole
UNIT_CACHE_SIZE = 8192  # unit vectors kept (~1.5 KB each): popular chunks come back turn after turn
# "These…", "It…", "Otherwise…", "In that case…", "The bank bears the rest.": a sentence that means nothing
# without the one before it.
_REFERS_BACK = re.compile(
    r"^(?:these|this|those|such|they|their|it|its|the above|the same|the rest|the remainder|the latter|the former"
    r"|otherwise|in (?:that|this|such(?: a)?) cases?|if so)\b"
    # a short sentence ending on "the rest" ("The bank bears the rest."), not "…; the rest cost ₹21 each."
    r"|^[^,;:]{0,40}\bthe (?:rest|remainder)\s*[.!]?$",
    re.IGNORECASE,
)
# An answer's opening yes or no ("Yes.", "No, only …"): it answers the section's own question.
# "Yes." / "No, …" / "Yes – …", not "No. of free withdrawals", "No charges apply" or "Yes Bank ATMs".
_YES_NO = re.compile(r"^(?i:yes|no)(?:[.!](?=\s+[A-Z₹]|$)|,\s|\s+[–—-]\s)")  # what follows: case-sensitive
_NOT_IN_A_LEAD = re.compile(r"[\[\]*_`<>]")  # a heading with citation-like or markup characters is not printed
# A paragraph that opens a worked example ("Example: you booked ₹2 lakh ..."): its later sentences
# ("The rate ... was 6.75%, so you receive 6.25%") mean nothing without the opening.
_EXAMPLE_OPENING = re.compile(
    r"^(?:worked example|example|for example|for instance|illustration|e\.g\.)\b", re.IGNORECASE
)


_REPEAT_MIN_WORDS = 4  # a unit this long is quoted once, however many retrieved chunks repeat it


class OfflineAnswerer:
    """Composes grounded answers from chunks. Thread-safe; keeps an LRU of unit vectors.

    ``embedder`` is the project's MiniLM embedder (``embed_query`` / ``embed_documents``,
    unit vectors); without it units are scored by word overlap alone.
    """

    def __init__(self, embedder=None, *, max_units: int = 6, max_chars: int = 900) -> None:
        self._embedder = embedder
        self.max_units = max_units
        self.max_chars = max_chars
        self._vectors: OrderedDict[str, object] = OrderedDict()
        self._cache_lock = threading.Lock()

    def answer(self, question: str, chunks: Sequence[RetrievedChunk]) -> str:
        """A short answer made of units of ``chunks`` (best first), each cited as [n].

        Raises ``ValueError`` when ``chunks`` is empty or holds no text.
        """
        if not chunks:
            raise ValueError("the offline answerer needs at least one chunk")
        units = split_units(chunks)
        if not units:
            raise ValueError("the chunks hold no text")
        return render(self.select(question, chunks, units), chunks)

    def select(self, question: str, chunks: Sequence[RetrievedChunk], units: list[Unit]) -> list[Unit]:
        """The units making up the answer, in the order they are printed."""
        scores = self.scores(question, chunks, units)
        section = _same_section(chunks)
        backbone = _backbone(chunks, units, section)
        picked = self._focused(units, scores, backbone, section)
        places = [(chunk.source, chunk.section) for chunk in chunks]
        asked = _opening_question_answers(chunks)
        return _once(
            _in_document_order(
                _with_context(picked, units, self.max_chars, backbone, places, asked), chunks, backbone | section
            )
        )

    def scores(self, question: str, chunks: Sequence[RetrievedChunk], units: list[Unit]) -> list[float]:
        """Relevance of each unit to ``question``: cosine in [-1, 1] + ``LEXICAL_WEIGHT`` x the lexical
        share in [0, 1]; without an embedder, the lexical share alone."""
        lexical = _lexical_scores(question, units)
        if self._embedder is None:
            return lexical
        return [c + LEXICAL_WEIGHT * w for c, w in zip(self.cosines(question, chunks, units), lexical, strict=True)]

    def cosines(self, question: str, chunks: Sequence[RetrievedChunk], units: list[Unit]) -> list[float]:
        """Cosine in [-1, 1] between ``question`` and each unit (with its section); needs the embedder."""
        texts = [_unit_text(chunks[u.chunk], u) for u in units]
        query = self._embedder.embed_query(question)
        return [float(vector @ query) for vector in self._unit_vectors(texts)]

    def _focused(self, units: list[Unit], scores: list[float], backbone: set[int], section: set[int]) -> list[Unit]:
        primary = [i for i, u in enumerate(units) if u.chunk in backbone]
        if sum(len(units[i].text) for i in primary) <= self.max_chars:
            picked = [units[i] for i in primary]
        else:
            best_first = sorted(primary, key=lambda i: scores[i], reverse=True)
            picked = _best_fitting([units[i] for i in best_first], self.max_units, self.max_chars, skip=True)
        bar = max(scores[i] for i in primary) + SECONDARY_MARGIN
        used = sum(len(u.text) for u in picked)
        # The rest of the best chunk's section answers the same question: it joins best unit first
        # while there is room, without having to beat the backbone.
        siblings = sorted((i for i, u in enumerate(units) if u.chunk in section - backbone), key=lambda i: -scores[i])
        for index in siblings:
            if used + len(units[index].text) <= self.max_chars + SECTION_EXTRA_CHARS:
                picked.append(units[index])
                used += len(units[index].text)
        others = sorted((i for i, u in enumerate(units) if u.chunk not in backbone | section), key=lambda i: -scores[i])
        taken = 0
        for index in others:
            if taken >= SECONDARY_UNITS or scores[index] < bar or scores[index] <= 0:
                break
            if used + len(units[index].text) > self.max_chars + SECONDARY_EXTRA_CHARS:
                continue
            picked.append(units[index])
            used += len(units[index].text)
            taken += 1
        return picked

    def warm_up(
        self, chunks: Sequence[RetrievedChunk], batch_size: int = 64, stop: threading.Event | None = None
    ) -> int:
        """Embed the units of ``chunks`` ahead of time (e.g. the whole index, in a background thread
        at start-up), so answers about them need no encoder call. Returns the units now cached
        (at most ``UNIT_CACHE_SIZE``). A no-op without an embedder. ``stop``: checked between
        batches, so the process can end cleanly while the warm-up is still running."""
        if self._embedder is None:
            return 0
        texts = [_unit_text(chunk, unit) for chunk in chunks for unit in split_units([chunk])]
        texts = list(dict.fromkeys(texts))[:UNIT_CACHE_SIZE]
        for start in range(0, len(texts), batch_size):
            if stop is not None and stop.is_set():
                break
            self._unit_vectors(texts[start : start + batch_size])
        with self._cache_lock:
            return len(self._vectors)

    def _unit_vectors(self, texts: list[str]) -> list:
        """Unit vectors from the LRU cache; the missing ones are embedded in one batch."""
        with self._cache_lock:
            found = {t: self._vectors[t] for t in texts if t in self._vectors}
            for text in found:
                self._vectors.move_to_end(text)
        missing = list(dict.fromkeys(t for t in texts if t not in found))
        if missing:
            for text, vector in zip(missing, self._embedder.embed_documents(missing), strict=True):
                found[text] = vector
            with self._cache_lock:
                for text in missing:
                    self._vectors[text] = found[text]
                while len(self._vectors) > UNIT_CACHE_SIZE:
                    self._vectors.popitem(last=False)
        return [found[t] for t in texts]


def _once(units: list[Unit]) -> list[Unit]:
    """``units`` without a second quote of a text already printed: consecutive chunks of a section overlap
    (the splitter starts a chunk with the previous one's last sentences), and a sentence or list item read
    twice looks broken. Short units ("Yes.", "Nil") may rightly answer two sections and are kept."""
    seen: set[str] = set()
    kept: list[Unit] = []
    for unit in units:
        key = " ".join(unit.text.lower().split())
        if len(key.split()) >= _REPEAT_MIN_WORDS:
            if key in seen:
                continue
            seen.add(key)
        kept.append(unit)
    return kept


def _unit_text(chunk: RetrievedChunk, unit: Unit) -> str:
    """What is embedded for a unit: its section gives it context ("Premature Withdrawal: ...")."""
    return f"{chunk.section}: {unit.text}" if chunk.section else unit.text


def render(units: Sequence[Unit], chunks: Sequence[RetrievedChunk] = ()) -> str:
    """Units as text: sentences of one paragraph on one line, list items and rows as "- " lines.
    A citation closes each run of units from one paragraph, list or table of one chunk (one [n]
    per paragraph or list reads better than one per sentence); a lead-in ending in ":" runs on
    into its items. A chunk's opening "Yes." or "No." is printed after its section's question (from
    ``chunks``): it answers that question, which may not be quite the customer's."""
    lines: list[str] = []
    opened: set[tuple[str, str]] = set()
    asked = _opening_question_answers(chunks)
    current: tuple[int, int] | None = None
    previous_chunk = None
    for index, unit in enumerate(units):
        following = units[index + 1] if index + 1 < len(units) else None
        same_run = following is not None and (following.chunk, following.block) == (unit.chunk, unit.block)
        lead_in = unit.kind == "sentence" and unit.text.endswith(":") and following is not None
        lead_in = lead_in and following.chunk == unit.chunk  # a lead-in of another chunk's rows cites its own
        cite = "" if same_run or lead_in else f" [{unit.chunk + 1}]"
        if previous_chunk is not None and unit.chunk != previous_chunk:
            lines.append("")
        text = _with_question(unit, chunks, opened, asked)
        if unit.kind == "sentence" and current == (unit.chunk, unit.block) and lines:
            lines[-1] += f" {text}{cite}"
        elif unit.kind == "sentence":
            lines.append(f"{text}{cite}")
        else:
            lines.append(f"- {unit.text}{cite}")
        current = (unit.chunk, unit.block) if unit.kind == "sentence" else None
        previous_chunk = unit.chunk
    return "\n".join(lines).strip()


def _opening_question_answers(chunks: Sequence[RetrievedChunk]) -> frozenset[int]:
    """The chunks that open their section's answer to a question heading: the first retrieved chunk of a
    section whose last heading asks a question (the rest of a short section is retrieved with it)."""
    opening = set()
    for index, chunk in enumerate(chunks):
        place = (chunk.source, chunk.section)
        first = min(c.position for c in chunks if (c.source, c.section) == place)
        question = chunk.section.rsplit(" > ", 1)[-1].strip()
        if chunk.position == first and question.endswith("?") and not _NOT_IN_A_LEAD.search(question):
            opening.add(index)
    return frozenset(opening)


def _with_question(
    unit: Unit, chunks: Sequence[RetrievedChunk], opened: set[tuple[str, str]], asked: frozenset[int]
) -> str:
    """``unit``'s text, after its section's question when it opens the section's answer with "Yes." or
    "No." ("Are points earned on every rupee? No. …") or with a word pointing back at the question ("What
    is a non-callable fixed deposit? It is a deposit of ₹1 crore …"): a bare yes or no, or an "it", quoted
    for another question misleads. Once per section (``opened``), at the start of the section's first
    retrieved chunk (``asked``: ``_opening_question_answers``)."""
    if unit.position != 0 or unit.kind != "sentence" or unit.chunk not in asked:
        return unit.text
    if not (_YES_NO.match(unit.text) or refers_back(unit)):
        return unit.text
    chunk = chunks[unit.chunk]
    place = (chunk.source, chunk.section)
    if place in opened:
        return unit.text
    opened.add(place)
    return f"{chunk.section.rsplit(' > ', 1)[-1].strip()} {unit.text}"


def _backbone(chunks: Sequence[RetrievedChunk], units: list[Unit], section: set[int]) -> set[int]:
    """The best chunk, plus other retrieved chunks of its ``section`` holding numbered steps when the
    best chunk holds steps too: a long procedure is often split over several chunks, and the
    best-matching one may be its end ("10. If the card was stolen ...")."""
    with_steps = {u.chunk for u in units if u.is_step}
    if not chunks[0].section or 0 not in with_steps:
        return {0}
    return {0} | (section & with_steps)


def _same_section(chunks: Sequence[RetrievedChunk]) -> set[int]:
    """The retrieved chunks of the best chunk's document section (the best one included)."""
    first = chunks[0]
    if not first.section:
        return {0}
    return {i for i, c in enumerate(chunks) if (c.source, c.section) == (first.source, first.section)}


def _with_context(
    picked: list[Unit],
    units: list[Unit],
    max_chars: int,
    backbone: set[int] | None = None,
    places: Sequence[tuple[str, str]] = (),
    asked: frozenset[int] = frozenset(),
) -> list[Unit]:
    """Add lead-in sentences of chosen lists/tables and the missing steps of chosen procedures
    (a procedure continues across the ``backbone`` chunks). ``asked``: chunks opening a section headed by
    a question (``_opening_question_answers``)."""
    backbone = backbone or {0}
    chosen = {(u.chunk, u.position) for u in picked}
    by_key = {(u.chunk, u.position): u for u in units}
    out = list(picked)
    used = sum(len(u.text) for u in picked)
    for unit in picked:
        if unit.is_step:
            group = [
                u
                for u in units
                if u.is_step and ((u.chunk, u.block) == (unit.chunk, unit.block) or {u.chunk, unit.chunk} <= backbone)
            ]
            budget = STEP_EXTRA_CHARS
        elif unit.kind == "row":
            # Some rows of a table read as if they were all of it ("Semi-urban: ₹5,000; Rural:
            # ₹2,000" for "what balance must I keep?" hides the metro branches' ₹10,000): the rest of
            # a small table comes along, like the rest of a procedure.
            group = [u for u in units if u.kind == "row" and (u.chunk, u.block) == (unit.chunk, unit.block)]
            lead = by_key.get((unit.chunk, unit.lead)) if unit.lead >= 0 else None
            group += [lead] if lead is not None else []  # "The balance depends on your branch:" stays with it
            budget = TABLE_EXTRA_CHARS
        else:
            continue
        missing = [u for u in group if (u.chunk, u.position) not in chosen]
        extra = sum(len(u.text) for u in missing)
        if missing and used + extra <= max_chars + budget:
            out.extend(missing)
            chosen.update((u.chunk, u.position) for u in missing)
            used += extra
    out, used = _with_antecedents(out, by_key, chosen, used, max_chars, asked)
    out, used = _with_introduced_items(out, units, chosen, used, max_chars, places)
    for unit in list(out):
        lead = by_key.get((unit.chunk, unit.lead)) if unit.lead >= 0 else None
        if lead is not None and (lead.chunk, lead.position) not in chosen and used + len(lead.text) <= max_chars:
            out.append(lead)
            chosen.add((lead.chunk, lead.position))
            used += len(lead.text)
    return out


def _with_introduced_items(
    out: list[Unit],
    units: list[Unit],
    chosen: set[tuple[int, int]],
    used: int,
    max_chars: int,
    places: Sequence[tuple[str, str]] = (),
) -> tuple[list[Unit], int]:
    """A chosen lead-in ("The fee depends on the amount due:") brings the list or table it introduces:
    a sentence ending in a colon says nothing without what follows it. The items may continue in the
    next retrieved chunk of the same document section when the lead-in closed its chunk."""
    for unit in list(out):
        if unit.kind != "sentence" or not unit.text.endswith(":"):
            continue
        items = [u for u in units if u.chunk == unit.chunk and u.lead == unit.position]
        if not items and unit.position == max(u.position for u in units if u.chunk == unit.chunk):
            place = places[unit.chunk] if unit.chunk < len(places) else None
            following = [
                u
                for u in units
                if u.chunk > unit.chunk and u.kind != "sentence" and place is not None and places[u.chunk] == place
            ]
            items = [u for u in following if u.chunk == following[0].chunk and u.block == following[0].block]
        for item in items:
            if (item.chunk, item.position) in chosen or used + len(item.text) > max_chars + STEP_EXTRA_CHARS:
                continue
            out.append(item)
            chosen.add((item.chunk, item.position))
            used += len(item.text)
    return out, used


def refers_back(unit: Unit) -> bool:
    """A sentence that opens by pointing at something before it ("These documents...", "This fee...")."""
    return unit.kind == "sentence" and bool(_REFERS_BACK.search(unit.text))


def _with_antecedents(
    out: list[Unit],
    by_key: dict[tuple[int, int], Unit],
    chosen: set[tuple[int, int]],
    used: int,
    max_chars: int,
    asked: frozenset[int] = frozenset(),
) -> tuple[list[Unit], int]:
    """A sentence that refers back ("These must be self-attested.") brings the sentences before it in
    its chunk, back to one that does not refer back; when that chain is cut (the chunk starts with it)
    or does not fit, the sentence stays out: an answer never says "these" with nothing to point at.
    A later sentence of a worked example ("Example: ...") brings the example's sentences before it, alike.
    The first sentence of a section headed by a question (``asked``) points at the question ("What is a
    non-callable deposit?" — "It is a deposit of ₹1 crore …"): it is printed after it (``render``)."""
    kept: list[Unit] = []
    dropped: set[tuple[int, int]] = set()
    for unit in sorted(out, key=lambda u: (u.chunk, u.position)):
        needed = _example_so_far(unit, by_key)  # a later step of a worked example needs its opening
        if needed:
            anchored = not any((u.chunk, u.position) in dropped for u in needed)
        elif refers_back(unit) and not (unit.position == 0 and unit.chunk in asked):
            chain: list[Unit] = []
            before = by_key.get((unit.chunk, unit.position - 1))
            while before is not None and (before.chunk, before.position) not in chosen and refers_back(before):
                chain.append(before)
                before = by_key.get((before.chunk, before.position - 1))
            anchored = before is not None and (before.chunk, before.position) not in dropped
            needed = [u for u in [*chain, before] if u is not None]
        else:
            kept.append(unit)
            continue
        missing = [u for u in needed if (u.chunk, u.position) not in chosen]
        extra = sum(len(u.text) for u in missing)
        if anchored and (not missing or used + extra <= max_chars + SECONDARY_EXTRA_CHARS):
            kept.extend([*missing, unit])  # an antecedent already printed costs nothing more
            chosen.update((u.chunk, u.position) for u in missing)
            used += extra
        else:
            dropped.add((unit.chunk, unit.position))
            chosen.discard((unit.chunk, unit.position))
            used -= len(unit.text)
    if not kept:  # everything chosen pointed back: open with the best chunk's first plain sentence
        first = next((u for key, u in sorted(by_key.items()) if not refers_back(u)), None)
        kept = [first] if first is not None else out[:1]
    return kept, used


def _example_so_far(unit: Unit, by_key: dict[tuple[int, int], Unit]) -> list[Unit]:
    """The sentences before ``unit`` in its paragraph when that paragraph opens a worked example
    ("Example: ..."), opening first; [] otherwise."""
    if unit.kind != "sentence":
        return []
    before = [by_key.get((unit.chunk, position)) for position in range(unit.position)]
    same = [u for u in before if u is not None and u.block == unit.block]
    return same if same and _EXAMPLE_OPENING.match(same[0].text) else []


def _in_document_order(units: list[Unit], chunks: Sequence[RetrievedChunk], backbone: set[int]) -> list[Unit]:
    """Backbone chunks first, in their order in the document; then the others, best first."""

    def key(unit: Unit) -> tuple[int, int, int]:
        if unit.chunk in backbone:
            return (0, chunks[unit.chunk].position, unit.position)
        return (1, unit.chunk, unit.position)

    return sorted(units, key=key)


def _best_fitting(units: list[Unit], max_units: int, max_chars: int, *, skip: bool = False) -> list[Unit]:
    """The first units of ``units`` within ``max_units`` and ``max_chars`` (the first always);
    with ``skip``, a unit too long for what is left is passed over instead of ending the list."""
    out: list[Unit] = []
    used = 0
    for unit in units:
        if len(out) >= max_units:
            break
        if out and used + len(unit.text) > max_chars:
            if skip:
                continue
            break
        out.append(unit)
        used += len(unit.text)
    return out


def _lexical_scores(question: str, units: list[Unit]) -> list[float]:
    """IDF-weighted share of the question's stemmed words found in each unit, in [0, 1]."""
    from banking_ai.text import terms
    from banking_ai.vocabulary import expand_query

    query_terms = set(terms(expand_query(question)))
    unit_terms = [set(terms(u.text)) for u in units]
    frequency = Counter(term for bag in unit_terms for term in bag)
    total = len(units)
    weight = {term: math.log(1 + total / (1 + frequency[term])) for term in query_terms}
    norm = sum(weight.values()) or 1.0
    return [sum(weight[t] for t in query_terms & bag) / norm for bag in unit_terms]
