"""Banking entities in a text: lexicon concepts (products, charges, channels, segments …) and patterns.

The same extractor runs on every chunk at index time and on the customer's question at search
time, so both sides speak in canonical ids (``product:fixed_deposit``), never surface strings.

- **Lexicon** (``banking_ai.graph.lexicon``): words are matched as whole tokens, longest form
  first, after lower-casing and reading hyphens as spaces; a trailing plural "s"/"es" is
  accepted. ``a/c`` stays one token, ``NEFT/RTGS`` is two.
- **Patterns**: amounts (``₹5 lakh``, ``Rs 2,000``, ``50L`` → ``amount:500000``), percentages
  (``7.50%`` → ``percent:7.5``), durations (``2 saal``, ``24 months`` → ``duration:2y``) and
  UPI-style error codes (``U30``, ``ZM`` → ``code:U30``). Which pattern kinds are used is a
  measured choice (docs/graph.md): they are exact but frequent, and can swamp the concepts.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection, Iterable, Mapping

from banking_ai.graph.lexicon import BROADER, LEXICON

PATTERN_KINDS = ("amount", "percent", "duration", "code")
PATTERN_VERSION = "2"  # bump when a pattern changes: the graph is then re-extracted

_TOKEN = re.compile(r"\w/\w\b|\w+(?:[.']\w+)*")
_DASHES = re.compile(r"[-–—_‐]")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'"})
_SPACES = re.compile(r"\s+")
_POSSESSIVE = re.compile(r"(?<=\w)'s\b")  # "my credit card's annual fee" names a credit card

_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "sixty": 60,
    "ninety": 90,
    "ek": 1,
    "do": 2,
    "teen": 3,
    "char": 4,
    "paanch": 5,
    "panch": 5,
    "das": 10,
}
_MULTIPLIERS = {"lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000, "l": 100_000}
_MULTIPLIERS |= {"crore": 10_000_000, "crores": 10_000_000, "cr": 10_000_000, "k": 1_000, "thousand": 1_000}
_NUM = r"(\d[\d,]*(?:\.\d+)?)"
_SCALE = r"(lakhs?|lacs?|crores?|cr|k|thousand)"
_AMOUNTS = [
    re.compile(rf"(?:₹|\brs\.?|\binr)\s*{_NUM}(?:\s*{_SCALE}\b)?"),  # ₹5 lakh, rs. 2,000, inr 500
    re.compile(rf"(?<![\w.₹]){_NUM}\s*{_SCALE}\b"),  # 10 lakh, 1.5 crore (no currency sign)
    re.compile(r"(?<![\w.₹])(\d+(?:\.\d+)?)(l|k)\b"),  # 50l, 10k
    re.compile(rf"(?<![\w.₹]){_NUM}\s*(?:rupees|rupaye|rupay)\b"),
]
_PERCENT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b|pct\b|pratishat\b)")
# Unit word prefix -> duration code; "working days" are their own unit (liability timelines count them).
_UNITS = (
    ("working", "wd"),
    ("business", "wd"),
    ("day", "d"),
    ("din", "d"),
    ("week", "w"),
    ("haft", "w"),
    ("month", "m"),
    ("mahin", "m"),
    ("year", "y"),
    ("yr", "y"),
    ("saal", "y"),
    ("sal", "y"),
    ("varsh", "y"),
    ("hour", "h"),
    ("hr", "h"),
    ("ghant", "h"),
    ("min", "min"),
)
_DURATION = re.compile(
    r"(?<![\w.])(\d+|" + "|".join(_NUMBER_WORDS) + r")\s*"
    r"(working days?|business days?|days?|din|weeks?|hafte|hafta|months?|mahine|mahina|years?|yrs?|saal|sal|varsh|"
    r"hours?|hrs?|ghante|ghanta|minutes?|mins?)\b"
)
_CODE = re.compile(r"\b(u\d{2}|z\d|zm)\b|\b(?:code|error)\s*:?\s*([a-z]{1,2}\d{1,3}|[a-z]\d?[a-z])\b")


def normalise(text: str) -> str:
    """Lower-case, straight quotes, no possessive "'s", hyphens as spaces, single spaces."""
    return _SPACES.sub(" ", _DASHES.sub(" ", _POSSESSIVE.sub("", text.translate(_QUOTES).lower()))).strip()


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(normalise(text))


class EntityExtractor:
    """Canonical entity ids in a text; pure, thread-safe, ~0.1 ms for a question."""

    def __init__(
        self,
        lexicon: Mapping[str, Collection[str]] = LEXICON,
        broader: Mapping[str, str] = BROADER,
        *,
        patterns: Collection[str] = PATTERN_KINDS,
    ) -> None:
        unknown = set(patterns) - set(PATTERN_KINDS)
        if unknown:
            raise ValueError(f"unknown pattern kinds: {sorted(unknown)}")
        self._forms: dict[tuple[str, ...], str] = {}
        for entity, forms in lexicon.items():
            for form in forms:
                key = tuple(tokens(form))
                if key:
                    self._forms.setdefault(key, entity)
        # first word -> the longest form starting with it: most words start none, one dict probe each
        self._starts: dict[str, int] = {}
        for key in self._forms:
            self._starts[key[0]] = max(self._starts.get(key[0], 0), len(key))
        self._broader = dict(broader)
        self.patterns = tuple(kind for kind in PATTERN_KINDS if kind in patterns)
        source = repr((sorted((e, sorted(f)) for e, f in lexicon.items()), sorted(self._broader.items())))
        self.signature = hashlib.sha256(f"{source}|{self.patterns}|{PATTERN_VERSION}".encode()).hexdigest()[:8]

    def extract(self, text: str) -> tuple[str, ...]:
        """Sorted, unique entity ids mentioned in ``text`` (lexicon concepts, their broader ones, patterns)."""
        clean = normalise(text or "")
        found = self.with_broader(self._concepts(_TOKEN.findall(clean)))
        if self.patterns:
            found.update(self._pattern_entities(clean))
        return tuple(sorted(found))

    def with_broader(self, entities: Iterable[str]) -> set[str]:
        """``entities`` and every wider concept they belong to (a tax-saver FD is a fixed deposit)."""
        found = set(entities)
        for entity in list(found):
            seen = 0
            while entity in self._broader and seen < 8:  # a bounded walk: a cycle in a custom table cannot hang
                entity = self._broader[entity]
                found.add(entity)
                seen += 1
        return found

    def _concepts(self, words: list[str]):
        position = 0
        while position < len(words):
            word = words[position]
            longest = self._starts.get(word) or self._starts.get(word[:-1]) or self._starts.get(word[:-2])
            if not longest:
                position += 1
                continue
            for size in range(min(longest, len(words) - position), 0, -1):
                entity = self._lookup(words[position : position + size])
                if entity:
                    yield entity
                    position += size
                    break
            else:
                position += 1

    def _lookup(self, words: list[str]) -> str | None:
        key = tuple(words)
        entity = self._forms.get(key)
        if entity is None and len(key[-1]) >= 3 and key[-1].endswith("s"):
            entity = self._forms.get((*key[:-1], key[-1][:-1]))
            if entity is None and key[-1].endswith("es"):
                entity = self._forms.get((*key[:-1], key[-1][:-2]))
        return entity

    def _pattern_entities(self, clean: str) -> set[str]:
        out: set[str] = set()
        digits = any(character.isdigit() for character in clean)
        if "amount" in self.patterns and digits:
            for pattern in _AMOUNTS:
                for match in pattern.finditer(clean):
                    value = _amount(match.group(1), match.group(2) if pattern.groups > 1 else None)
                    if value is not None:
                        out.add(f"amount:{value}")
        if "percent" in self.patterns and digits:
            for match in _PERCENT.finditer(clean):
                out.add(f"percent:{float(match.group(1)):g}")
        if "duration" in self.patterns:
            for match in _DURATION.finditer(clean):
                out.add(_duration(match.group(1), match.group(2)))
        if "code" in self.patterns:
            for match in _CODE.finditer(clean):
                out.add(f"code:{(match.group(1) or match.group(2)).upper()}")
        return out


def _amount(number: str, scale: str | None) -> int | None:
    try:
        value = float(number.replace(",", ""))
    except ValueError:
        return None
    value *= _MULTIPLIERS.get(scale or "", 1)
    return round(value) if value > 0 else None


def _duration(number: str, unit: str) -> str:
    count = _NUMBER_WORDS.get(number) or int(number)
    code = next(code for prefix, code in _UNITS if unit.startswith(prefix))
    if code == "m" and count and count % 12 == 0:
        count, code = count // 12, "y"
    return f"duration:{count}{code}"


_DEFAULT: EntityExtractor | None = None


def default_extractor() -> EntityExtractor:
    """The extractor with the shipped lexicon and every pattern kind (built once per process)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = EntityExtractor()
    return _DEFAULT


# Lexicon kinds that name something a bank holds for a customer (a product, a transaction, a charge…);
# documents, segments and authorities also describe the rest of life ("my passport application").
HELD_BY_THE_BANK = ("product", "concept", "channel", "charge", "process")
# Concepts the lexicon keeps for what a loan or a rule is about, which the customer, a dealer or the tax
# office holds, not the bank: "the value of my current car", "how much tax refund will I get", "my age".
NOT_HELD_BY_THE_BANK = frozenset(
    {"concept:vehicle", "concept:used_vehicle", "concept:age", "concept:income", "concept:income_tax"}
)


def names_banking_thing(text: str, leaving_out: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` names a banking product, concept, channel, charge or process of the lexicon
    ("claim", "locker", "current account"; not "help", "home" or "stop"), other than those ``leaving_out``."""
    return any(
        entity.split(":", 1)[0] in HELD_BY_THE_BANK and entity not in leaving_out
        for entity in default_extractor().extract(text)
    )


def names_product(text: str) -> bool:
    """Whether ``text`` names a banking product of the lexicon ("health policy", "locker", "gold loan"); a bare
    "card" is any card ("Aadhaar card", "ration card"), not a bank's."""
    return any(
        entity.startswith("product:") and entity != "product:card" for entity in default_extractor().extract(text)
    )


def names_what_the_bank_holds(text: str) -> bool:
    """``names_banking_thing`` without the customer's own things (a car, their age or income, income tax):
    what a request for the customer's data must name for the data to be the bank's."""
    return names_banking_thing(text, NOT_HELD_BY_THE_BANK)
