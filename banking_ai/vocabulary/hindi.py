"""Hindi in Devanagari and Hinglish spelling variants → the Latin Hinglish the rest of the app reads.

The English embedder and the intent classifier read only Latin letters, and the table of Hindi banking
words (``banking_ai.vocabulary.hinglish``) knows their usual spellings. ``normalise_hindi`` writes
Devanagari the way Indians type it (मेरा डेबिट कार्ड → "mera debit card") and folds common spellings onto one form
(ephdi → fd, btaie → bataiye; the tables are in ``banking_ai.vocabulary.spellings``). Plain English
comes back unchanged, character for character, so the function is safe on every message.

Transliteration: ``anyascii`` spells each letter; this module adds what a letter-by-letter table
cannot know: Hindi drops the inherent "a" at the end of a word and between a vowel-consonant and a
consonant-vowel (करना → karna, not karana), nasal signs are typed as n (m before p/b/m), and a few
letters are typed differently from their generic romanisation (च → ch, श → sh, ड़ → d, ज्ञ → gy).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from banking_ai.vocabulary.spellings import HINGLISH_MARKERS, HINGLISH_ONLY_SPELLINGS, SPELLINGS

_DEVANAGARI = re.compile(r"[\u0900-\u097F]")
# Letters and signs make words; danda, digits and the abbreviation sign (U+0964–U+0970) do not.
DEVANAGARI_WORD = re.compile(r"[\u0900-\u0963\u0971-\u097F][\u0900-\u0963\u0971-\u097F\u200C\u200D]*")
_DEVANAGARI_PUNCTUATION = str.maketrans({"।": ".", "॥": ".", "॰": "."} | {chr(0x0966 + d): str(d) for d in range(10)})
# The fast path: a message none of whose Latin words starts a known spelling is returned as is.
_LATIN_WORD = re.compile(r"[A-Za-z]+")
_FIRST_WORDS = frozenset(key.split()[0] for key in SPELLINGS.keys() | HINGLISH_ONLY_SPELLINGS.keys())
# Privacy placeholders such as "[card ending 1234]" are the app's own words: never rewritten.
PLACEHOLDER = re.compile(r"(\[[^\]]*\])")  # a masked detail ("[Aadhaar]"), kept as it is

_VIRAMA, _NUKTA, _VISARGA = "\u094d", "\u093c", "\u0903"
_NASALS = frozenset("\u0900\u0901\u0902")  # candrabindu, anusvara
_LABIALS = frozenset("पफबभम")
_INHERENT = "a"

# Letters Hindi speakers type differently from anyascii's generic spelling (which is used for the rest).
_LETTERS: dict[str, str] = {
    "च": "ch",
    "छ": "chh",
    "श": "sh",
    "ष": "sh",
    "ऋ": "ri",
    "ृ": "ri",
    "ॄ": "ri",
    "ॠ": "ri",
    "\u0958": "k",  # क़, precomposed; below the same letters as consonant + nukta
    "\u0959": "kh",
    "\u095a": "g",
    "\u095c": "d",
    "\u095d": "dh",
    "क\u093c": "k",
    "ख\u093c": "kh",
    "ग\u093c": "g",
    "ज\u093c": "z",
    "ड\u093c": "d",
    "ढ\u093c": "dh",
    "फ\u093c": "f",
    "य\u093c": "y",
}
# English letters as Hindi writes their names: एनआरओ is "NRO", टीडीएस "TDS", आईएफएससी "IFSC". Read
# letter by letter these come out as "enaarao" and "tidies", which neither the encoder nor the
# glossary knows.
_LETTER_NAMES: dict[str, str] = {
    "ए": "a",
    "बी": "b",
    "सी": "c",
    "डी": "d",
    "ई": "e",
    "एफ": "f",
    "एफ़": "f",
    "जी": "g",
    "एच": "h",
    "आई": "i",
    "जे": "j",
    "के": "k",
    "एल": "l",
    "एम": "m",
    "एन": "n",
    "ओ": "o",
    "पी": "p",
    "क्यू": "q",
    "आर": "r",
    "एस": "s",
    "टी": "t",
    "यू": "u",
    "वी": "v",
    "डब्ल्यू": "w",
    "डबल्यू": "w",
    "एक्स": "x",
    "वाई": "y",
    "जेड": "z",
    "ज़ेड": "z",
}
_LONGEST_LETTER_NAME = max(map(len, _LETTER_NAMES))
_LONGEST_ACRONYM_CHARS = 40  # longer Devanagari words are never read as acronyms
# Clusters spelt as a whole before letters are read.
_CLUSTERS: dict[str, str] = {"ज्ञ": "ग्य"}  # ज्ञान is typed "gyan"


@dataclass
class _Syllable:
    """One consonant with its vowel, or a bare vowel; ``vowel`` is "" when the consonant has none."""

    consonant: str = ""
    vowel: str = _INHERENT
    inherent: bool = True
    nasal: bool = False
    visarga: bool = False


def has_devanagari(text: str) -> bool:
    """Whether ``text`` contains any Devanagari character (U+0900–U+097F)."""
    return _DEVANAGARI.search(text) is not None


_LATIN_LETTER = re.compile(r"[A-Za-z]")
_DEVANAGARI_LETTER = re.compile(r"[\u0900-\u097F]")
# Where a bilingual file puts the Hindi beside the English: its own line or paragraph, after " / " or " | ".
_BILINGUAL_SEGMENTS = re.compile(r"(\n+|\s+/\s+|\s+\|\s+)")
_ENGLISH_SHARE = 0.3  # a text at least this Latin (by letters) is bilingual English, not Hindi


def english_half(text: str) -> str:
    """The English of a bilingual English/Hindi text, for the English encoder: the lines, paragraphs and
    " / "- or " | "-separated parts written mostly in Devanagari are left out ("What is a Chenab Sugam account?
    / चिनाब सुगम खाता क्या है?" reads as its English question). MiniLM reads no Devanagari: the Hindi half of
    a bilingual answer only blurs its vector (cosine to the English question 0.58 → 0.69 on a tenth bank's
    bilingual FAQ). A text mostly in Devanagari, or with none, is returned unchanged."""
    devanagari = len(_DEVANAGARI_LETTER.findall(text))
    latin = len(_LATIN_LETTER.findall(text))
    if not devanagari or latin < _ENGLISH_SHARE * (latin + devanagari):
        return text
    pieces = _BILINGUAL_SEGMENTS.split(text)
    kept = []
    for index in range(0, len(pieces), 2):
        piece = pieces[index]
        if len(_DEVANAGARI_LETTER.findall(piece)) > len(_LATIN_LETTER.findall(piece)):
            continue
        if kept and index > 0:
            kept.append(pieces[index - 1])
        kept.append(piece)
    return "".join(kept).strip()


def normalise_hindi(text: str) -> str:
    """``text`` with Devanagari written in Latin Hinglish and Hinglish spellings made canonical.

    Transliterated words are lower-case; Latin words keep their case, and only known spelling variants
    change (whole words, case-insensitive). Numbers, ₹ amounts and "[...]" placeholders are untouched.
    Text with no Devanagari and no known variant is returned as is without importing anything:
    about 3 µs for a 60-character message; a short Devanagari message takes about 0.1 ms.
    """
    devanagari = has_devanagari(text)
    if not devanagari and _FIRST_WORDS.isdisjoint(word.lower() for word in _LATIN_WORD.findall(text)):
        return text
    parts = PLACEHOLDER.split(text)
    for index in range(0, len(parts), 2):  # odd indices are placeholders
        parts[index] = _normalise_part(parts[index], devanagari)
    return "".join(parts)


def read_devanagari_words(text: str, read: Callable[[str, str], str | None]) -> str:
    """``text`` with each Devanagari word that is not an acronym's letter names replaced by
    ``read(devanagari, latin)`` where that gives a word (``latin`` is its ``normalise_hindi`` form, lower
    case); the rest stays as it was, for ``normalise_hindi`` to transliterate afterwards."""
    if not has_devanagari(text):
        return text

    def replace(match: re.Match[str]) -> str:
        word = match.group(0)
        if acronym_letters(word):
            return word
        return read(word, normalise_hindi(word).lower()) or word

    return DEVANAGARI_WORD.sub(replace, text)


@functools.cache
def known_hindi_spellings() -> frozenset[str]:
    """Every Latin spelling the Hindi tables know (everyday words, banking words, spelling variants), and
    the everyday words as Devanagari writes them (मांग is "mang", the table's "maang": not "manage")."""
    from banking_ai.vocabulary.hindi_words import hindi_words, hindi_words_folded
    from banking_ai.vocabulary.hinglish import glosses

    phrases = [
        *hindi_words(),
        *hindi_words_folded(),
        *glosses(),
        *SPELLINGS,
        *HINGLISH_ONLY_SPELLINGS,
        *HINGLISH_MARKERS,
    ]
    return frozenset(word for phrase in phrases for word in phrase.lower().split())


def is_hinglish(text: str) -> bool:
    """Whether Latin ``text`` holds a word only Hindi uses ("hai", "kya", "mera", ...); Devanagari is
    read after ``normalise_hindi`` has written it in Latin letters."""
    _, _, marker = _patterns()
    return marker.search(text) is not None


def _normalise_part(text: str, devanagari: bool) -> str:
    if devanagari:
        text = _transliterate(text)
    spelling, hinglish_only_spelling, marker = _patterns()
    hits: list[str] = []
    text = spelling.sub(_replacer(SPELLINGS, hits), text)
    if devanagari or hits or marker.search(text):
        text = hinglish_only_spelling.sub(_replacer(HINGLISH_ONLY_SPELLINGS, hits, keep_capitals=True), text)
    return text


def _replacer(table: dict[str, str], hits: list[str], keep_capitals: bool = False) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        original = match.group(0)
        if keep_capitals and len(original) > 1 and original.isupper():
            return original  # "PR", "FDI": an acronym, not Hinglish
        hits.append(original)
        return _in_case_of(original, table[" ".join(original.lower().split())])

    return replace


def _in_case_of(original: str, replacement: str) -> str:
    if len(original) > 1 and original.isupper():
        return replacement.upper()
    if original[0].isupper():
        return replacement[:1].upper() + replacement[1:]
    return replacement


def _transliterate(text: str) -> str:
    from anyascii import anyascii  # lazy: only messages with Devanagari need it

    def romanise(match: re.Match[str]) -> str:
        return _romanise_word(match.group(0), anyascii)

    return DEVANAGARI_WORD.sub(romanise, text).translate(_DEVANAGARI_PUNCTUATION)


def _romanise_word(word: str, anyascii: Callable[[str], str]) -> str:
    acronym = acronym_letters(word)
    if acronym:
        return acronym
    for cluster, spelt in _CLUSTERS.items():
        word = word.replace(cluster, spelt)
    syllables = _syllables(word, anyascii)
    _drop_silent_schwas(syllables)
    out: list[str] = []
    for index, syllable in enumerate(syllables):
        out.append(_spell(syllable.consonant, anyascii) + syllable.vowel)
        if syllable.nasal:
            following = syllables[index + 1].consonant if index + 1 < len(syllables) else ""
            out.append("m" if following[:1] in _LABIALS else "n")
        if syllable.visarga:
            out.append("h")
    return "".join(out).lower()


def acronym_letters(word: str) -> str | None:
    """The letters of a word made only of English letter names (एनआरओ → "nro"), or None.

    Two letters at least, and not one letter twice: डीडी and बीबी are also "didi" (elder sister) and
    "bibi" (wife), far commoner than DD or BB in a customer's message.
    """
    letters = _letter_names(word)
    if letters is None or len(letters) < 2 or (len(letters) == 2 and letters[0] == letters[1]):
        return None
    return "".join(letters)


def _letter_names(word: str) -> list[str] | None:
    """``word`` split into English letter names, longer names tried first (एसी is ए + सी, "ac", though
    एस is a letter name too); None when it cannot be. One pass from the end, so a long word costs
    linear time and no recursion."""
    if len(word) > _LONGEST_ACRONYM_CHARS:
        return None
    # after[i]: (letter, where the rest starts) for a split of word[i:], None when there is none
    after: list[tuple[str, int] | None] = [None] * len(word) + [("", len(word))]
    for start in range(len(word) - 1, -1, -1):
        for end in range(min(len(word), start + _LONGEST_LETTER_NAME), start, -1):
            letter = _LETTER_NAMES.get(word[start:end])
            if letter and after[end] is not None:
                after[start] = (letter, end)
                break
    if after[0] is None:
        return None
    letters, position = [], 0
    while position < len(word):
        letter, position = after[position]
        letters.append(letter)
    return letters


def _spell(letter: str, anyascii: Callable[[str], str]) -> str:
    if not letter:
        return ""
    return _LETTERS.get(letter) or anyascii(letter.replace(_NUKTA, ""))


def _syllables(word: str, anyascii: Callable[[str], str]) -> list[_Syllable]:
    syllables: list[_Syllable] = []
    for char in word:
        last = syllables[-1] if syllables else None
        if _is_consonant(char):
            syllables.append(_Syllable(consonant=char))
        elif char == _NUKTA and last and last.consonant:
            last.consonant += char
        elif char == _VIRAMA and last and last.consonant:
            last.vowel, last.inherent = "", False
        elif _is_vowel_sign(char) and last and last.consonant and last.inherent:
            last.vowel, last.inherent = _LETTERS.get(char) or anyascii(char), False
        elif _is_vowel(char):
            syllables.append(_Syllable(vowel=_LETTERS.get(char) or anyascii(char), inherent=False))
        elif char in _NASALS and last:
            last.nasal = True
        elif char == _VISARGA and last:
            last.visarga = True
        # joiners, avagraha and accents are not spoken
    return syllables


def _drop_silent_schwas(syllables: list[_Syllable]) -> None:
    """Drop the inherent "a" Hindi does not pronounce: word-final, then V C[a] C V right to left."""

    def voiced(syllable: _Syllable) -> bool:
        return syllable.vowel != ""

    def droppable(syllable: _Syllable) -> bool:
        return syllable.inherent and syllable.vowel != "" and not syllable.nasal and bool(syllable.consonant)

    last = len(syllables) - 1
    if last < 1:
        return  # one syllable keeps its vowel: न is "na"
    final, before = syllables[last], syllables[last - 1]
    # मित्र, सत्य keep it after a cluster ending in r, y or v ("mitra"); कार्ड, दर्द do not.
    after_cluster = not voiced(before) and final.consonant in ("र", "य", "व")
    if droppable(final) and not after_cluster:
        final.vowel = ""
    for index in range(last - 1, 0, -1):
        syllable, following = syllables[index], syllables[index + 1]
        if droppable(syllable) and voiced(syllables[index - 1]) and following.consonant and voiced(following):
            syllable.vowel = ""


def _is_consonant(char: str) -> bool:
    code = ord(char)
    return 0x0915 <= code <= 0x0939 or 0x0958 <= code <= 0x095F or 0x0978 <= code <= 0x097F


def _is_vowel_sign(char: str) -> bool:
    code = ord(char)
    return (
        0x093A <= code <= 0x093B
        or 0x093E <= code <= 0x094C
        or 0x094E <= code <= 0x094F
        or 0x0955 <= code <= 0x0957
        or 0x0962 <= code <= 0x0963
    )


def _is_vowel(char: str) -> bool:
    code = ord(char)
    return 0x0904 <= code <= 0x0914 or 0x0960 <= code <= 0x0961 or 0x0972 <= code <= 0x0977


def _words_pattern(keys: Iterable[str]) -> re.Pattern[str]:
    """Whole words or phrases (any run of spaces between words), longest first, case-insensitive."""
    alternatives = (r"\s+".join(map(re.escape, key.split())) for key in sorted(keys, key=len, reverse=True))
    return re.compile(r"(?<![\w/])(?:" + "|".join(alternatives) + r")(?![\w/])", re.IGNORECASE)


@functools.cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """Compiled on first use (a few ms), not at import."""
    return _words_pattern(SPELLINGS), _words_pattern(HINGLISH_ONLY_SPELLINGS), _words_pattern(HINGLISH_MARKERS)


def readable_script(text: str) -> bool:
    """False when most letters of ``text`` are in a script the assistant cannot read (neither Latin
    nor Devanagari): such a question would be answered from noise, so it is asked again instead."""
    letters = [char for char in text if char.isalpha()]
    if not letters:
        return True
    known = sum(1 for char in letters if char.isascii() or "\u0900" <= char <= "\u097f")
    return known * 2 >= len(letters)
