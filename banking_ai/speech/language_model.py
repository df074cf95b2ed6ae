"""The offline recogniser's domain language model and dictionary, built from the bank's own words.

Sentences come from the indexed policy chunks (through the ``PolicyIndex`` seam) and the intent
examples (``data/intents/intents.csv``). The policies are first put as they would be said, as
read-aloud says them ("₹2,000" -> "2,000 rupees", "%" -> "percent", "p.a." -> "per year"), and numbers
become words ("one lakh fifty thousand"). Each sentence is lower-cased and split into words. A word the
pocketsphinx pronunciation dictionary lacks gets one from ``pronunciations.py`` (acronyms spelt
out, other words by espeak-ng's letter-to-sound rules); a word that still has none cannot be
recognised at all, so it is dropped and the sentence is cut there (its neighbours are
not joined into a false n-gram). The n-gram model is written as ARPA text with absolute
discounting and back-off weights; pocketsphinx 5 ships no ARPA builder. The dictionary written
beside it holds exactly the model's words.

Both are cached in ``cache_dir`` under a key made of the index generation, the intent file's
content, the model's order and the intent weight, so they follow new documents
(``current_generation`` changes with every indexing run that changed something) and are built
once otherwise.
"""

from __future__ import annotations

import csv
import hashlib
import logging
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from banking_ai.speech.pronunciations import acronyms, can_read, dictionary_text, missing_pronunciations
from banking_ai.speech.spoken import spoken_text

if TYPE_CHECKING:
    from banking_ai.rag.services import RagServices

log = logging.getLogger(__name__)

DISCOUNT = 0.7  # absolute discount per seen n-gram
DICTIONARY_VERSION = 2  # in the cache key: a change in how pronunciations are made rebuilds the model
MAX_CHUNKS = 20_000
_SENTENCE = re.compile(r"(?<=[.!?;:])\s+|\n+")
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+(?:,\d+)*(?:\.\d+)?|\S")
_ONES = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]  # fmt: skip
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(sentence: str, vocabulary: Iterable[str] | None = None) -> list[list[str]]:
    """``sentence`` as runs of known words: lower-cased, punctuation and unknown words cut it."""
    known = vocabulary if vocabulary is None or isinstance(vocabulary, set | frozenset | dict) else set(vocabulary)
    runs: list[list[str]] = [[]]
    for token in _WORD.findall(sentence.lower().replace("’", "'")):
        for word in number_words(token) if token[0].isdigit() else [token]:
            if word[0].isalpha() and (known is None or word in known):
                runs[-1].append(word)
            elif runs[-1]:
                runs.append([])
    return [run for run in runs if run]


def number_words(number: str) -> list[str]:
    """A written number as said: "25,000" -> twenty five thousand, "6.8" -> six point eight; six
    digits or more without grouping (phone and account numbers) or a leading zero: digit by digit."""
    whole, _, fraction = number.partition(".")
    digits = whole.replace(",", "")
    ungrouped = len(digits) > 5 and "," not in whole
    if ungrouped or (len(digits) > 1 and digits.startswith("0")) or len(digits) > 9:
        said = [_ONES[int(d)] for d in digits]
    else:
        said = _integer_words(int(digits))
    return said + (["point", *(_ONES[int(d)] for d in fraction)] if fraction else [])


def _integer_words(n: int) -> list[str]:
    """0 to 99,99,99,999 in the Indian system (thousand, lakh, crore)."""
    if n < 20:
        return [_ONES[n]]
    if n < 100:
        return [_TENS[n // 10]] + ([_ONES[n % 10]] if n % 10 else [])
    for size, name in ((10_000_000, "crore"), (100_000, "lakh"), (1_000, "thousand"), (100, "hundred")):
        if n >= size:
            return [*_integer_words(n // size), name, *(_integer_words(n % size) if n % size else [])]
    return []


def corpus_sentences(rag: RagServices | None, intents_csv: Path | None, intent_weight: int = 1) -> list[str]:
    """The bank's sentences: indexed chunk texts split into sentences, then the intent examples
    ``intent_weight`` times (customers ask questions; the policies state rules)."""
    sentences: list[str] = []
    if rag is not None:
        try:
            for chunk in rag.index.chunks(MAX_CHUNKS):  # as it would be said: "₹2,000" -> "2,000 rupees"
                said = spoken_text(chunk.text, max_chars=len(chunk.text) * 4)
                sentences.extend(part for part in _SENTENCE.split(said) if part.strip())
        except Exception as exc:  # no index yet (or busy): the intents still make a useful model
            log.warning("speech language model: index not read (%s)", type(exc).__name__)
    if intents_csv is not None and intents_csv.is_file():
        with intents_csv.open(encoding="utf-8", newline="") as handle:
            examples = [row["text"] for row in csv.DictReader(handle) if row.get("text")]
        sentences.extend(examples * intent_weight)
    return sentences


def cache_key(
    rag: RagServices | None, intents_csv: Path | None, order: int, intent_weight: int = 1, espeak: bool = True
) -> str:
    """Changes when the index generation, the intent examples, the order, the weight or the way
    missing words get a pronunciation (the method's version; whether espeak-ng can read them) change."""
    from banking_ai.rag.snapshot import current_generation

    method = f"dictionary {DICTIONARY_VERSION}, espeak {espeak}"
    digest = hashlib.sha256(f"order {order}; intents x{intent_weight}; {method};".encode())
    if rag is not None:
        digest.update(current_generation(rag.settings.index_dir).encode())
    if intents_csv is not None and intents_csv.is_file():
        digest.update(intents_csv.read_bytes())
    return digest.hexdigest()[:16]


def arpa(runs: Iterable[list[str]], order: int = 2) -> str:
    """An ARPA n-gram model (``order`` 1-3) of word ``runs``, each wrapped in <s> ... </s>.

    Absolute discounting: a seen n-gram gets (count - D) / context count; the mass taken goes to
    the next lower order through the context's back-off weight. Unigrams are add-one smoothed.
    """
    if not 1 <= order <= 3:
        raise ValueError("order must be 1, 2 or 3")
    counts: list[Counter] = [Counter() for _ in range(order)]
    for run in runs:
        padded = ["<s>", *run, "</s>"]
        for n in range(1, order + 1):
            for i in range(len(padded) - n + 1):
                gram = tuple(padded[i : i + n])
                if gram != ("<s>",):
                    counts[n - 1][gram] += 1
    unigrams = counts[0]
    vocabulary = sorted({w for (w,) in unigrams} | {"<s>", "</s>"})
    total = sum(unigrams.values()) + len(vocabulary) - 1  # <s> is never predicted: no add-one for it
    prob: list[dict[tuple, float]] = [{(w,): (unigrams[(w,)] + 1) / total for w in vocabulary}]
    prob[0][("<s>",)] = 0.0  # never predicted; ARPA writes -99
    backoff: list[dict[tuple, float]] = [dict() for _ in range(order)]
    for n in range(2, order + 1):
        context_count: Counter = Counter()
        followers: dict[tuple, list[tuple]] = defaultdict(list)
        for gram, count in counts[n - 1].items():
            context_count[gram[:-1]] += count
            followers[gram[:-1]].append(gram)
        level: dict[tuple, float] = {}
        for context, grams in followers.items():
            seen = 0.0
            lower_seen = 0.0
            for gram in grams:
                p = (counts[n - 1][gram] - DISCOUNT) / context_count[context]
                level[gram] = p
                seen += p
                lower_seen += _lower(prob, backoff, gram[1:])
            backoff[n - 2][context] = (1 - seen) / max(1 - lower_seen, 1e-9)
        prob.append(level)
    return _write(prob, backoff)


def _lower(prob: list[dict], backoff: list[dict], gram: tuple) -> float:
    """P(gram) from the model so far, backing off as a decoder would."""
    level = prob[len(gram) - 1]
    if gram in level:
        return level[gram]
    return backoff[len(gram) - 2].get(gram[:-1], 1.0) * _lower(prob, backoff, gram[1:])


def _write(prob: list[dict], backoff: list[dict]) -> str:
    lines = ["\\data\\"]
    lines += [f"ngram {n + 1}={len(level)}" for n, level in enumerate(prob)]
    for n, level in enumerate(prob):
        lines += ["", f"\\{n + 1}-grams:"]
        weights = backoff[n] if n < len(prob) - 1 else {}
        for gram in sorted(level):
            p = level[gram]
            logp = -99.0 if p <= 0 else math.log10(p)
            line = f"{logp:.4f}\t{' '.join(gram)}"
            if n < len(prob) - 1:
                line += f"\t{math.log10(max(weights.get(gram, 1.0), 1e-9)):.4f}"
            lines.append(line)
    lines += ["", "\\end\\", ""]
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class DomainModel:
    """The files a decoder needs: the ARPA ``language_model`` and the ``dictionary`` of its words."""

    language_model: Path
    dictionary: Path


def build_language_model(
    rag: RagServices | None,
    intents_csv: Path | None,
    known: dict[str, list[str]],
    *,
    order: int,
    cache_dir: Path,
    intent_weight: int = 1,
    espeak_cmd: str = "espeak-ng",
) -> DomainModel:
    """The model and its dictionary in ``cache_dir`` (built if missing). ``known``: the CMU
    dictionary (word -> pronunciations); missing words are added with ``espeak_cmd``."""
    key = cache_key(rag, intents_csv, order, intent_weight, can_read(espeak_cmd))
    stem = cache_dir / f"domain-{order}gram-{key}"
    model = DomainModel(stem.with_suffix(".arpa"), stem.with_suffix(".dict"))
    if model.language_model.is_file() and model.dictionary.is_file():
        return model
    sentences = corpus_sentences(rag, intents_csv, intent_weight)
    tokens = {token for sentence in sentences for run in words(sentence) for token in run}
    added = missing_pronunciations(tokens, known, acronyms(sentences), espeak_cmd)
    vocabulary = known.keys() | added.keys()
    runs = [run for sentence in sentences for run in words(sentence, vocabulary)]
    text = arpa(runs, order)
    log.info("speech language model: %d word runs, order %d, %d bytes", len(runs), order, len(text))
    cache_dir.mkdir(parents=True, exist_ok=True)
    for path, content in ((model.dictionary, dictionary_text(tokens, known, added)), (model.language_model, text)):
        temporary = path.with_suffix(".tmp")
        temporary.write_text(content, encoding="utf-8")
        temporary.replace(path)
    for old in cache_dir.glob(f"domain-{order}gram-*"):  # earlier generations
        if old.with_suffix("") != stem:
            old.unlink(missing_ok=True)
    return model
