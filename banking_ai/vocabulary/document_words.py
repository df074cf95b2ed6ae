"""Words a customer wrote that no table knows, read as the words of the bank's own documents.

**English loanwords written in Devanagari.** "एजुकेशन लोन में मार्जिन मनी" transliterates to "ejukeshan
lon mein marjin mani". The spelling table (``spellings``) knows the loanwords every bank uses ("lon" →
"loan"), but each bank's documents hold words no table lists: carat, tractor, proprietorship, subsidy,
margin. So a transliterated word that no table knows is compared by sound with the words of the indexed
documents: the same consonant skeleton, and sound strings (vowels included) that differ little, vowels
counting half.

**Misspelt English words.** "personl loan eligiblity", "relod travl card": a word of four letters or more
that is neither a document word, nor an English word (the pronouncing dictionary in pocketsphinx's
wheel, 126k words), nor a Hindi word the tables know is compared with the document words by its letters,
else by its English sound, and read only when it is a typo away (one letter edit, two for long words).

The documents decide what a word can become, so nothing here is fitted to one bank's words. Sound
strings are rough on purpose: English spelling is turned towards how a Hindi speaker writes the word
("margin" → "marjin", "machine" → "maXin", "guarantee" → "garanti"), and Devanagari's Latin form loses
its aspiration and long vowels ("kaish" → "kaX"). ``X`` stands for the sh/ch sounds, which Devanagari
loanwords mix up ("mashin").
"""

from __future__ import annotations

import functools
import itertools
import logging
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from banking_ai.vocabulary.hindi import PLACEHOLDER, read_devanagari_words

log = logging.getLogger(__name__)

_SPACE = re.compile(r"(\s+)")
_LETTERS_ONLY = re.compile(r"[^a-z]+")

MAX_DISTANCE = 0.15  # weighted edits per sound character, for skeletons of three consonants or more
MIN_SKELETON = 2  # shorter skeletons ("mn": money, many, man, main) are never matched
_EXACT_ONLY_BELOW = 3  # a two-consonant skeleton matches only an identical sound ("kaish" → cash)
_VOWELS = frozenset("aeiou")
_WORD = re.compile(r"[a-z]+")
_SENTENCE_START = re.compile(r"(?:^|[.?!:]\s*)\W*$")  # what comes before a sentence's first word
_DOCUMENT_WORD = re.compile(r"[A-Za-z]+")
# A typed word of four letters or more; "a/c", "e-mail" and "name@bank.co.in" parts stay as typed.
_TYPED_WORD = re.compile(r"(?<![\w/@.\-])[A-Za-z]{4,}(?![\w/@\-])(?!\.\w)")
_ENGLISH_SIGNS = re.compile("[\u0945\u0949\u093c\u0948]")  # ॅ ॉ nukta ै: signs English loanwords use
MIN_TYPO_SKELETON = 3  # a misspelt word is read only when three consonants or more pin it down
MAX_TYPO_EDITS = ((7, 1), (10**9, 2))  # plain letter edits allowed by word length: a typo, not another word

_ENGLISH_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"^sch", "sk"),  # school, scheme, scholarship: स्कूल, स्कीम
        (r"[ts]ion", "Xan"),
        (r"ture", "Xar"),
        (r"gue$", "g"),
        (r"^kn", "n"),
        (r"ph", "f"),
        (r"ck", "k"),
        (r"gh", ""),
        (r"qu", "kv"),
        (r"x", "ks"),
        (r"wh", "v"),
        (r"th", "t"),
        (r"[cs]h", "X"),
        (r"c(?=[eiy])", "s"),
        (r"c", "k"),
        (r"gu(?=[aeio])", "g"),
        (r"g(?=[eiy])", "j"),
        (r"w", "v"),
        (r"z", "j"),
        (r"(?<=.)y", "i"),
        (r"ee|ea|ie", "i"),
        (r"oo", "u"),
        (r"(?<=...)e$", ""),
    )
)
# English spellings a Hindi speaker may hear either way: "g" before e/i/y is hard in "gift" and "get"
# (गिफ्ट), soft in "general"; an "s" between vowels is a z in "positive" and "deposit" (पॉजिटिव,
# डिपॉजिट: Devanagari writes z as ज, "j"); "ay" and "ai" are often an e ("payment" पेमेंट, "claim"
# क्लेम), "oa" an o ("loan" लोन, "download"), "ow" an au ("down" डाउन) and "all" an ol ("call" कॉल).
# A document word is indexed under both sounds.
_OTHER_HEARING: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"g(?=[eiy])"), "G"),
    (re.compile(r"(?<=[aeiou])s(?=[aeiou])"), "z"),
    (re.compile(r"a[iy]"), "e"),
    (re.compile(r"oa"), "o"),
    (re.compile(r"ow(?=n)"), "au"),
    (re.compile(r"all"), "ol"),
)
# A vowel made long by a silent final e ("rate", "time", "scheme", "home"): Hindi writes how it is said,
# रेट "ret", टाइम "taim", स्कीम "skim"; read by its letters the word would be "rat", "tim", "skem" (and
# स्कीम was read as "scam"). French loanwords keep the short reading ("machine": मशीन), so both hearings count.
_SILENT_E = re.compile(r"([aeio])(?=[bcdfgklmnprstvz]e$)")
# Written in capitals until the spelling rules have run, so "case" keeps its hard c ("kes", not "ses").
_SAID_LONG = {"a": "E", "e": "I", "i": "AI", "o": "O"}
_LOWER_VOWELS = str.maketrans("AEIO", "aeio")
_HINDI_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"chh|ch|sh", "X"),
        (r"ph", "f"),
        (r"([kgjtdbp])h", r"\1"),
        (r"z", "j"),
        (r"w", "v"),
        (r"q", "k"),
        (r"ai", "a"),
        (r"au", "o"),
        (r"ee|ii", "i"),
        (r"oo|uu", "u"),
    )
)
_DOUBLE = re.compile(r"(.)\1+")
_NOT_CONSONANT = re.compile(r"[aeiouyh]")


def english_sound(word: str) -> str:
    """How ``word`` (English spelling) would be written in Latin letters from Devanagari, roughly."""
    return _english(word.lower())


def _english(sound: str) -> str:
    for pattern, replacement in _ENGLISH_RULES:
        sound = pattern.sub(replacement, sound)
    return _DOUBLE.sub(r"\1", sound)


def english_sounds(word: str) -> tuple[str, ...]:
    """``english_sound(word)``, and the sounds of its other hearings when the spelling allows more ("gift":
    "jift" and "gift"; "positive": "positiv" and "pojitiv"; "time": "tim" and "taim")."""
    other = word.lower()
    for pattern, replacement in _OTHER_HEARING:
        other = pattern.sub(replacement, other)
    long_vowel = _SILENT_E.sub(lambda match: _SAID_LONG[match.group(1)], word.lower())
    sounds = [english_sound(word), _english(other).replace("G", "g"), _english(long_vowel).translate(_LOWER_VOWELS)]
    return tuple(dict.fromkeys(sounds))


def hindi_sound(word: str) -> str:
    """``word`` as ``normalise_hindi`` wrote it from Devanagari, without aspiration or long vowels."""
    sound = word.lower()
    for pattern, replacement in _HINDI_RULES:
        sound = pattern.sub(replacement, sound)
    return _DOUBLE.sub(r"\1", sound)


def skeleton(sound: str) -> str:
    return _NOT_CONSONANT.sub("", sound)


def distance(a: str, b: str) -> float:
    """Edit distance where changing, adding or dropping a vowel costs half."""
    previous = [0.0]
    for char in b:
        previous.append(previous[-1] + _cost(char))
    for char_a in a:
        current = [previous[0] + _cost(char_a)]
        for index, char_b in enumerate(b, 1):
            substitute = 0.0 if char_a == char_b else (0.5 if char_a in _VOWELS and char_b in _VOWELS else 1.0)
            dropped, added = previous[index] + _cost(char_a), current[index - 1] + _cost(char_b)
            current.append(min(dropped, added, previous[index - 1] + substitute))
        previous = current
    return previous[-1]


def _cost(char: str) -> float:
    return 0.5 if char in _VOWELS else 1.0


@functools.cache
def english_words() -> frozenset[str]:
    """Every word of CMUdict, the pronouncing dictionary pocketsphinx's wheel ships (lower case); empty
    when it cannot be read, and then no word is taken for a misspelling."""
    try:
        from banking_ai.speech.sphinx import dictionary_path

        with dictionary_path().open(encoding="utf-8", errors="replace") as lines:
            return frozenset(line.split(" ", 1)[0].split("(", 1)[0] for line in lines if line[:1].isalpha())
    except (ImportError, OSError) as exc:
        log.warning("English word list not available, misspellings are not read: %s", type(exc).__name__)
        return frozenset()


def unknown_words(text: str, known: frozenset[str] | set[str]) -> list[str]:
    """The Latin words of ``text`` (four letters or more, outside masked details) that are neither
    English words nor in ``known``: the candidates for misspellings, before any document is read."""
    english = english_words()
    if not english:
        return []
    parts = PLACEHOLDER.split(text)[::2]  # odd parts are masked details ("[Aadhaar]")
    typed = (match.group(0) for part in parts for match in _TYPED_WORD.finditer(part))
    words = (word.lower() for word in typed if not word.isupper())  # "MICR", "NACH": acronyms, not typos
    return [word for word in words if word not in english and word not in known]


def letter_edits(a: str, b: str) -> int:
    """Insertions, deletions, substitutions and swaps of neighbours turning ``a`` into ``b``."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            if i > 1 and j > 1 and char_a == b[j - 2] and a[i - 2] == char_b:
                cost = min(cost, previous2[j - 2] + 1)
            current.append(cost)
        previous2, previous = previous, current
    return previous[-1]


@dataclass
class DocumentWords:
    """The words of a set of documents, looked up by how a customer's unknown word sounds."""

    by_skeleton: dict[str, list[tuple[str, str, int]]] = field(default_factory=dict)  # skeleton -> (sound, word, count)
    by_letters: dict[str, list[tuple[str, str, int]]] = field(default_factory=dict)  # the same, by spelling
    words: frozenset[str] = frozenset()
    pairs: frozenset[str] = frozenset()  # two words the documents write one after the other ("upi lite")
    names_by_skeleton: dict[str, list[tuple[str, str, int]]] = field(default_factory=dict)  # never lower case
    names_by_letters: dict[str, list[str]] = field(default_factory=dict)  # the same names by their spelling

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> DocumentWords:
        """Every document word counts as known; only words the documents write in lower case somewhere
        can be read into: a name, a place or an acronym ("Cuttack", "Zurich", "V-CIP") never replaces
        what a customer wrote."""
        seen: Counter[str] = Counter()
        pairs: set[str] = set()
        for text in texts:
            found = _DOCUMENT_WORD.findall(text)
            seen.update(word for word in found if len(word) >= 3)
            pairs.update(f"{a.lower()} {b.lower()}" for a, b in itertools.pairwise(found))
        counts: Counter[str] = Counter()
        for word, count in seen.items():
            counts[word.lower()] += count
        by_skeleton: dict[str, list[tuple[str, str, int]]] = {}
        by_letters: dict[str, list[tuple[str, str, int]]] = {}
        lower = {word for word in seen if word.islower()}
        for word in lower:
            for sound in english_sounds(word):
                by_skeleton.setdefault(skeleton(sound), []).append((sound, word, counts[word]))
            letters = _DOUBLE.sub(r"\1", word)
            by_letters.setdefault(skeleton(letters), []).append((letters, word, counts[word]))
        names: dict[str, list[tuple[str, str, int]]] = {}
        names_by_letters: dict[str, list[str]] = {}
        for word in set(counts) - lower:  # "Lite" of "UPI Lite": read only beside its neighbour
            for sound in english_sounds(word):
                names.setdefault(skeleton(sound), []).append((sound, word, counts[word]))
            names_by_letters.setdefault(skeleton(_DOUBLE.sub(r"\1", word)), []).append(word)
        return cls(by_skeleton, by_letters, frozenset(counts), frozenset(pairs), names, names_by_letters)

    def for_loanword(self, word: str, devanagari: str = "") -> str | None:
        """The document word ``word`` (``devanagari`` transliterated) sounds like, or None. A word of two
        consonants must sound the same and carry a sign only English loanwords use (कैश, लॉक): रात
        (night) is "rat", which sounds like "rate"."""
        short_ok = bool(_ENGLISH_SIGNS.search(devanagari))
        return self._nearest(self.by_skeleton, hindi_sound(word), MIN_SKELETON if short_ok else _EXACT_ONLY_BELOW)

    def for_misspelling(self, word: str) -> str | None:
        """The document word ``word`` (an unknown Latin word) misspells, or None: by its letters first
        ("educaton", "margn": a letter left out), else by its sound ("tracter", "relod"); either way at
        most one plain letter edit away (two for words longer than seven letters), so "manoj" does not
        become "manage"."""
        word = word.lower()
        letters = _DOUBLE.sub(r"\1", word)
        found = self._nearest(self.by_letters, letters, MIN_TYPO_SKELETON) or self._nearest(
            self.by_skeleton, english_sound(word), MIN_TYPO_SKELETON
        )
        allowed = next(edits for longest, edits in MAX_TYPO_EDITS if len(word) <= longest)
        return found if found and letter_edits(word, found) <= allowed else None

    @staticmethod
    def _nearest(table: dict[str, list[tuple[str, str, int]]], sound: str, min_skeleton: int) -> str | None:
        bones = skeleton(sound)
        if len(bones) < min_skeleton:
            return None
        limit = 0.0 if len(bones) < _EXACT_ONLY_BELOW else MAX_DISTANCE * len(sound)
        best: tuple[float, int, str] | None = None
        for candidate_sound, candidate, count in table.get(bones, ()):
            gap = distance(sound, candidate_sound)
            if gap <= limit and (best is None or (gap, -count) < (best[0], best[1])):
                best = (gap, -count, candidate)
        return best[2] if best else None

    def respell(self, text: str, known: frozenset[str] | set[str]) -> str:
        """``text`` with each Devanagari word whose Latin form is neither in ``known`` (the Hindi tables)
        nor a document word replaced, where it stands, by the document word it sounds like; the text
        is still to be transliterated (``normalise_hindi``)."""

        def read(devanagari: str, latin: str) -> str | None:
            if " " in latin or latin in known or latin in self.words:
                return None
            return self.for_loanword(latin, devanagari)

        return self._respell_beside_neighbours(read_devanagari_words(text, read), known)

    def _beside(self, heard: str, before: list[str], after: list[str]) -> str | None:
        """The document word of the same consonants as ``heard`` that the documents write after the word
        ``before`` or before the word ``after`` (the nearest in sound when several do), or None."""
        bones = skeleton(heard)
        if len(bones) < MIN_SKELETON:
            return None
        found = [
            (distance(heard, sound), word)
            for sound, word, _ in [*self.by_skeleton.get(bones, ()), *self.names_by_skeleton.get(bones, ())]
            if (before and f"{before[0]} {word}" in self.pairs) or (after and f"{word} {after[0]}" in self.pairs)
        ]
        return min(found)[1] if found else None

    def _respell_beside_neighbours(self, text: str, known: frozenset[str] | set[str]) -> str:
        """A Devanagari word left as it was (a two-consonant word without a sign that shows it is English:
        रात "rat" is night, not "rate") read as the document word it sounds like when that word and the
        word beside it are two words the documents write together: यूपीआई लाइट "upi lait" → "upi lite",
        टोल प्लाज़ा → "toll plaza", इंटरेस्ट रेट → "interest rate"."""
        from banking_ai.vocabulary.hindi import DEVANAGARI_WORD, acronym_letters, normalise_hindi

        pieces = _SPACE.split(text)  # words at even places, the spaces between them at odd ones
        if not self.pairs or len(pieces) < 3:
            return text
        # each word's Latin letters, read once; a word read as a document word is that word
        latin = [_LETTERS_ONLY.sub(" ", normalise_hindi(piece).lower()).strip() for piece in pieces]
        for index in range(0, len(pieces), 2):
            found = DEVANAGARI_WORD.search(pieces[index])
            if not found or acronym_letters(found.group()):
                continue
            sound = _LETTERS_ONLY.sub(" ", normalise_hindi(found.group()).lower()).strip()
            if not sound or " " in sound or sound in known or sound in self.words:
                continue
            before = latin[index - 2].split()[-1:] if index >= 2 else []
            after = latin[index + 2].split()[:1] if index + 2 < len(pieces) else []
            if word := self._beside(hindi_sound(sound), before, after):
                pieces[index] = pieces[index][: found.start()] + word + pieces[index][found.end() :]
                latin[index] = _LETTERS_ONLY.sub(" ", pieces[index].lower()).strip()
        return "".join(pieces)

    def correct(self, text: str, known: frozenset[str] | set[str]) -> str:
        """``text`` with each of its ``unknown_words`` that is not a document word replaced by the
        document word it misspells."""
        unknown = unknown_words(text, known)
        found = {word: read for word in unknown if (read := self._misspelt(word))}
        found |= self._names_misspelt([word for word in unknown if word not in found], text)
        if not found:
            return text

        def read(match: re.Match[str]) -> str:
            return found.get(match.group(0).lower(), match.group(0))

        parts = PLACEHOLDER.split(text)  # odd parts are masked details ("[Aadhaar]"): kept as they are
        return "".join(part if index % 2 else _TYPED_WORD.sub(read, part) for index, part in enumerate(parts))

    def _misspelt(self, word: str) -> str | None:
        return None if word in self.words else self.for_misspelling(word)

    def _names_misspelt(self, words: list[str], text: str) -> dict[str, str]:
        """The names among ``words``, misspelt ("positve pay compulsary above wat amount?" at a bank whose
        documents write only "Positive Pay"): a word the documents write only with a capital is read only
        where it stands beside the word they write it with, a typo away by its letters. A word the customer
        wrote with a capital inside a sentence is their own name for someone ("my son Kishor and I"), never read."""
        if not words or not self.pairs:
            return {}
        typed = _WORD.findall(PLACEHOLDER.sub(" ", text).lower())  # not the words of a masked detail
        capitalised = {  # inside a sentence: a sentence's first word has its capital anyway
            found.group().lower()
            for found in _DOCUMENT_WORD.finditer(text)
            if found.group()[:1].isupper() and not _SENTENCE_START.search(text[: found.start()])
        }
        out: dict[str, str] = {}
        for word in words:
            bones = skeleton(_DOUBLE.sub(r"\1", word))
            if word in self.words or word in capitalised or len(bones) < MIN_TYPO_SKELETON:
                continue
            allowed = next(edits for longest, edits in MAX_TYPO_EDITS if len(word) <= longest)
            beside = {
                (typed[at - 1] if at else "", typed[at + 1] if at + 1 < len(typed) else "")
                for at, seen in enumerate(typed)
                if seen == word
            }
            found = sorted(
                (letter_edits(word, name), name)
                for name in self.names_by_letters.get(bones, ())
                if any(f"{before} {name}" in self.pairs or f"{name} {after}" in self.pairs for before, after in beside)
            )
            if found and found[0][0] <= allowed:
                out[word] = found[0][1]
        return out
