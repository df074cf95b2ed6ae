"""Grounding check: figures in a generated answer that no source contains.

``ungrounded_facts(answer, sources)`` finds amounts of money, percentages and rates, time
periods and phone numbers in ``answer`` and returns those whose value appears in no source.
The orchestrator replaces a flagged LLM answer with the offline one.

Normalisation (decided in docs/generation.md):
- money: ₹1,00,000 = Rs. 100000 = INR 1 lakh = 1 lakh rupees = ₹100000/-; "lakh"/"lac" = 10^5,
  "crore"/"cr" = 10^7, "thousand" = 10^3; Indian and Western digit grouping both read;
- percentages: 7.5% = 7.50 % = 7.5 per cent = 7.5 percent = 7.5 percentage points;
- durations: exact conversions only: 1 year = 12 months, 1 week = 7 days, 1 day = 24 hours,
  1 hour = 60 minutes. 30 days is NOT 1 month, and "working days" are their own unit (2 working
  days is not 2 days): in a bank's promises these differ;
- phone numbers (7+ digits with separators, e.g. 1800-266-0000): compared digit by digit;
- number words one..twenty are read in sources ("three consecutive months" = 3 months);
- a bare number in a source vouches for any figure of that value (tables put the unit in the
  header: "General (% p.a.): 7.00" grounds "7.00%"; ranges: "6 to 36 months" grounds "6 months");
- citation markers ([1], [2, 3]) are ignored. Numbers from the customer's own question are
  grounded when the caller passes the question as an extra source.

Figures the model computed (a sum, an EMI) are flagged too: that is intended, an answer with a
figure the policy does not state is replaced by the extractive one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

_NUMBER = r"\d+(?:,\d{2,3})*(?:\.\d+)?"
_SCALE = r"(?:lakhs?|lacs?|crores?|cr|thousand|k)\b\.?"
_CURRENCY = r"(?:₹|\b(?:rs\.?|inr|rupees?))"
_PERCENT = r"(?:%|per\s*cent\b|percent\b|percentage\s+points?\b)"
_DURATION = (
    r"(?:working\s+days?|business\s+days?|banking\s+days?|years?|yrs?|months?|mths?|weeks?|days?|hours?|hrs?"
    r"|minutes?|mins?)\b"
)

_CITATION = re.compile(r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]")
_PHONE = re.compile(
    r"(?<![\w.])(?:\+\d{1,3}[\s-]?)?\d{2,5}(?:[\s-]\d{2,5}){1,4}(?!\w|\.\d)|(?<![\w.])\d{10,}(?!\w|\.\d)"
)
_MONEY_BEFORE = re.compile(rf"{_CURRENCY}\s*({_NUMBER})(?:\s*({_SCALE}))?(?:\s*/-)?", re.IGNORECASE)
_MONEY_AFTER = re.compile(rf"(?<![\w.])({_NUMBER})\s*({_SCALE})?\s*(?:rupees?|rs|inr)\b\.?", re.IGNORECASE)
_SCALED = re.compile(rf"(?<![\w.])({_NUMBER})\s*({_SCALE})", re.IGNORECASE)
_PERCENTAGE = re.compile(rf"(?<![\w.])({_NUMBER})\s*{_PERCENT}", re.IGNORECASE)
_PERIOD = re.compile(
    rf"(?<![\w.])({_NUMBER}|{{words}})[\s-]*(?:(?:consecutive|full|calendar|complete|clear)\s+)?{_DURATION}",
    re.IGNORECASE,
)
_BARE = re.compile(rf"(?<![\w.]){_NUMBER}(?![\w])")

_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20,
}  # fmt: skip
_PERIOD = re.compile(_PERIOD.pattern.replace("{words}", "|".join(_WORDS)), re.IGNORECASE)
_SCALES = {"lakh": 10**5, "lac": 10**5, "crore": 10**7, "cr": 10**7, "thousand": 10**3, "k": 10**3}
# unit -> (base unit, factor): only exact conversions
_UNITS = {
    "year": ("month", 12), "yr": ("month", 12), "month": ("month", 1), "mth": ("month", 1),
    "week": ("day", 7), "day": ("day", 1), "hour": ("minute", 60), "hr": ("minute", 60),
    "minute": ("minute", 1), "min": ("minute", 1),
    "working day": ("working day", 1), "business day": ("working day", 1), "banking day": ("working day", 1),
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Fact:
    """A figure found in text: ``kind`` is "money", "percent", "period:<base unit>", "phone" or
    "number"; ``value`` is normalised (rupees, percent points, months/days/minutes, digits)."""

    kind: str
    value: Decimal | str
    text: str
    start: int


def ungrounded_facts(answer: str, sources: Sequence[str]) -> list[str]:
    """Figures of ``answer`` (as written there) whose value appears in no source, in order of
    appearance, without repeats. An answer with no figures gives []."""
    known: set[tuple[str, object]] = set()
    bare: set[Decimal] = set()
    phones: set[str] = set()
    for source in sources:
        for fact in extract_facts(source, with_bare=True):
            if fact.kind == "number":
                bare.add(fact.value)  # type: ignore[arg-type]
            elif fact.kind == "phone":
                phones.add(fact.value)  # type: ignore[arg-type]
            else:
                known.add((fact.kind, fact.value))
    flagged: list[str] = []
    for fact in extract_facts(answer):
        if fact.kind == "phone":
            grounded = any(p.endswith(fact.value) for p in phones)  # type: ignore[arg-type]
        else:
            grounded = (fact.kind, fact.value) in known or fact.value in bare or _raw_value(fact) in bare
        if not grounded and fact.text not in flagged:
            flagged.append(fact.text)
    return flagged


def extract_facts(text: str, *, with_bare: bool = False) -> list[Fact]:
    """Money, percentages, periods and phone numbers in ``text`` (and, with ``with_bare``, every
    other number as kind "number"), ordered by position. Citation markers are skipped."""
    cleaned = _CITATION.sub(lambda m: " " * len(m.group(0)), text)
    facts: list[Fact] = []
    taken: list[tuple[int, int]] = []

    def add(kind: str, value, match: re.Match) -> None:
        span = match.span()
        if any(span[0] < end and start < span[1] for start, end in taken):
            return
        taken.append(span)
        facts.append(Fact(kind, value, match.group(0).strip(), span[0]))

    for match in _PHONE.finditer(cleaned):
        written = match.group(0)
        digits = re.sub(r"\D", "", written)
        spaced_tollfree = written.startswith(("+", "1800", "1860"))
        if len(digits) >= 7 and ("-" in written or spaced_tollfree or digits == written):
            add("phone", digits[-10:], match)
    for match in _MONEY_BEFORE.finditer(cleaned):
        add("money", _amount(match.group(1), match.group(2)), match)
    for match in _MONEY_AFTER.finditer(cleaned):
        add("money", _amount(match.group(1), match.group(2)), match)
    for match in _PERCENTAGE.finditer(cleaned):
        add("percent", _decimal(match.group(1)), match)
    for match in _PERIOD.finditer(cleaned):
        kind, value = _period(match)
        add(kind, value, match)
    for match in _SCALED.finditer(cleaned):  # "1 lakh" without a currency sign: an amount all the same
        add("money", _amount(match.group(1), match.group(2)), match)
    if with_bare:
        for match in _BARE.finditer(cleaned):
            add("number", _decimal(match.group(0)), match)
    facts = [f for f in facts if f.value is not None]
    return sorted(facts, key=lambda f: f.start)


def _decimal(number: str) -> Decimal | None:
    try:
        return Decimal(number.replace(",", "")).normalize()
    except InvalidOperation:
        return None


def _amount(number: str, scale: str | None) -> Decimal | None:
    value = _decimal(number)
    if value is None:
        return None
    if scale:
        word = scale.lower().rstrip(".")
        word = word[:-1] if word.endswith("s") and word != "s" else word
        value = (value * _SCALES.get(word, 1)).normalize()
    return value


def _period(match: re.Match) -> tuple[str, Decimal | None]:
    _, _, unit = match.group(0).partition(match.group(1))
    unit = re.sub(r"^[\s-]*(?:consecutive|full|calendar|complete|clear)\s+", "", unit, flags=re.IGNORECASE)
    amount = Decimal(_WORDS[match.group(1).lower()]) if match.group(1).lower() in _WORDS else _decimal(match.group(1))
    unit = re.sub(r"[\s-]+", " ", unit.strip(" -").lower())
    unit = unit[:-1] if unit.endswith("s") else unit
    base, factor = _UNITS.get(unit, (unit, 1))
    return f"period:{base}", None if amount is None else (amount * factor).normalize()


def _raw_value(fact: Fact) -> Decimal | None:
    """The number as written (before unit conversion): "2 years" is grounded by a bare "2" in a table."""
    number = re.search(_NUMBER, fact.text)
    return _decimal(number.group(0)) if number else None


def figures(texts: Iterable[str]) -> set[str]:
    """Every figure of ``texts`` as written, e.g. for showing what a source states (debugging aid)."""
    return {fact.text for text in texts for fact in extract_facts(text)}


_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+|\n")


class GroundedStream:
    """Lets streamed model text through a sentence at a time, each only when every figure in it is in
    ``sources()``: a customer never sees an invented figure, even for the moment before the whole
    answer is checked. After the first ungrounded sentence nothing more is let through (``blocked``).
    ``feed("")`` marks a new model reply: text not yet let through is dropped.
    """

    def __init__(self, sources: Callable[[], Sequence[str]]) -> None:
        self._sources = sources
        self._pending = ""
        self.blocked = False
        self.shown = ""

    def feed(self, delta: str) -> str:
        """The text that may be shown now (possibly "")."""
        if not delta:
            self._pending = ""
            return ""
        self._pending += delta
        ends = [match.end() for match in _SENTENCE_END.finditer(self._pending)]
        if not ends:
            return ""
        ready, self._pending = self._pending[: ends[-1]], self._pending[ends[-1] :]
        return self._let_through(ready)

    def finish(self) -> str:
        """The rest, when the reply ended (possibly "")."""
        rest, self._pending = self._pending, ""
        return self._let_through(rest)

    def _let_through(self, text: str) -> str:
        if self.blocked or not text:
            return ""
        if ungrounded_facts(text, self._sources()):
            self.blocked = True
            return ""
        self.shown += text
        return text
