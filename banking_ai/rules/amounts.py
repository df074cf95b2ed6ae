"""Amounts, interest rates and tenures as Indian customers write them.

"5 lakh", "₹2,00,000", "Rs. 25,000", "10L", "1.5 cr", "50k", "25000/-"; "10.5%", "8.5 percent",
"interest 9"; "3 yrs", "18 months", "2 years 6 months", "90 days", "5 saal", "6 mahine".
Numbers that are not money are left alone: years (2025), phone and account numbers, dates,
times, error and reference codes ("ERR-1234", "code 91", "U30").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import Decimal

from banking_ai.vocabulary.hinglish import DEPOSIT_WORDS, INTEREST_RATE_WORDS, INTEREST_WORDS, alternation
from banking_ai.vocabulary.periods import PER_MONTH

_I = re.IGNORECASE
_PAISE = Decimal("0.01")

# Indian grouping (2,00,000 / 12,34,567), Western grouping (1,000,000) or plain digits; optional decimals.
_NUM = r"(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_CURRENCY_BEFORE = r"(?<![a-z])(?:₹|rs\.?|inr|rupees?)"
_CURRENCY_AFTER = r"(?:rupees?|rs\.?|inr)(?![a-z])|/-"
_MULTIPLIERS: dict[str, int] = {
    "lakhs": 100_000,
    "lakh": 100_000,
    "lacs": 100_000,
    "lac": 100_000,
    "lkh": 100_000,
    "l": 100_000,
    "crores": 10_000_000,
    "crore": 10_000_000,
    "cr": 10_000_000,
    "thousand": 1_000,
    "hazaar": 1_000,
    "hazar": 1_000,
    "hajaar": 1_000,
    "hajar": 1_000,
    "k": 1_000,
    "million": 1_000_000,
    "mn": 1_000_000,
}
_MULT = "|".join(sorted(map(re.escape, _MULTIPLIERS), key=len, reverse=True))
_AMOUNT = re.compile(
    rf"(?:(?P<pre>{_CURRENCY_BEFORE})\s*|(?<![\w.,/:+@#-]))"
    rf"(?P<num>{_NUM})(?!\d|[.,]\d)"
    rf"(?:\s*(?P<mult>{_MULT})(?![a-z]))?"
    rf"(?:\s*(?P<post>{_CURRENCY_AFTER}))?"
    r"(?!\w|[/:-]\d)",
    _I,
)
# A bare number right after one of these is a code, an id or a count, not money.
_CODE_BEFORE = re.compile(
    r"(?<![a-z])(?:code|error|err|ref|reference|utr|rrn|otp|pin|mpin|cvv|id|no\.?|number|num|version|ver|page|step|option|"
    r"sector|flat|room|year|since|till|until|ticket|complaint|ending|#)\s*[:#.=-]?\s*$",
    _I,
)
_DEPOSIT_WORDS = alternation(DEPOSIT_WORDS)  # Hindi words from the vocabulary
_MONEY_BEFORE = re.compile(
    rf"(?<![a-z])(?:of|deposit\w*|instal+ments?|emi|loans?|amount|pay|paid|paying|invest\w*|save|saving|{_DEPOSIT_WORDS}|rd|fd)"
    r"\s*[:=]?\s*$",
    _I,
)
_MONEY_AFTER = re.compile(rf"\s*(?:{PER_MONTH}|deposit)(?![a-z])", _I)
_NOT_MONEY_AFTER = re.compile(
    r"\s*(?:am|pm|hrs?|hours?|mins?|minutes?|secs?|seconds?|times|x|digits?|chars?|characters?|attempts?|"
    r"km|kg|st|nd|rd|th)(?![a-z])",
    _I,
)
# Ten or more digits written with single spaces or dashes: phone, account, card or Aadhaar numbers.
_DIGIT_RUN = re.compile(r"(?<!\d)(?:\+?\d)(?:[ -]?\d){9,}(?!\d)")

_WORD_NUMBERS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "eighteen": 18, "twenty": 20, "thirty": 30,
    "ek": 1, "do": 2, "teen": 3, "char": 4, "chaar": 4, "paanch": 5, "panch": 5, "chhe": 6, "che": 6,
    "saat": 7, "aath": 8, "nau": 9, "das": 10,
}  # fmt: skip
_UNITS: dict[str, str] = {
    "years": "y", "year": "y", "yrs": "y", "yr": "y", "y": "y", "saal": "y", "sal": "y", "varsh": "y",
    "baras": "y", "months": "m", "month": "m", "mnths": "m", "mnth": "m", "mths": "m", "mth": "m", "mons": "m",
    "mon": "m", "mos": "m", "mo": "m", "mahine": "m", "mahina": "m", "mahino": "m", "mahinon": "m", "weeks": "w",
    "week": "w", "wks": "w", "wk": "w", "hafte": "w", "hafta": "w", "days": "d", "day": "d", "din": "d",
}  # fmt: skip
_WORDS = "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True))
_UNIT = "|".join(sorted(_UNITS, key=len, reverse=True))
_DURATION = re.compile(
    rf"(?<![\w.,/:-])(?P<num>\d{{1,4}}(?:\.\d+)?|(?:{_WORDS})(?![a-z]))[\s-]*(?P<unit>{_UNIT})(?![a-z])", _I
)
_DURATION_JOIN = re.compile(r"\s*(?:,|and|&|\+)?\s*", _I)

_PER_YEAR = r"(?:\s*(?:p\.?\s?a\.?(?![a-z])|per\s+annum|per\s+year|a\s+year|yearly|annually))?"
_RATE_PERCENT = re.compile(
    rf"(?<![\w.,/-])(?P<num>\d{{1,3}}(?:\.\d+)?)\s*(?:%|percent|per\s?cent|pct|pratishat)(?![a-z]){_PER_YEAR}", _I
)
_RATE_PA = re.compile(r"(?<![\w.,/-])(?P<num>\d{1,2}(?:\.\d+)?)\s*(?:p\.\s?a\.?|pa(?![a-z])|per\s+annum)", _I)
_INTEREST_WORDS = alternation((*INTEREST_RATE_WORDS, *INTEREST_WORDS))
_RATE_CUE = re.compile(
    rf"(?:(?<![a-z])(?:rate|interest|roi|{_INTEREST_WORDS})(?![a-z])|@|(?<![a-z])at(?=\s+\d+(?:\.\d+)?(?![\d.:])(?!\s*(?:am|pm|o'?clock|hrs?)(?![a-z]))))"
    r"(?:\s*(?:of\s+interest|rate|is|of|at|hai|ka|ki|=|:|@)(?![a-z])){0,4}\s*"
    rf"(?P<num>\d{{1,2}}(?:\.\d+)?)(?!\d|[.,/:-]\d|\s*(?:{_MULT}|{_UNIT})(?![a-z])|\s*%)",
    _I,
)


@dataclass(frozen=True, slots=True)
class Amount:
    """A rupee amount in a text.

    ``value`` is in rupees (paise as decimals); ``span`` is the (start, end) character range and
    ``raw`` the text as written. ``explicit`` is True when a currency sign, a unit word ("lakh") or
    Indian digit grouping marks it as money; a bare "500000" is found but not explicit.
    """

    value: Decimal
    span: tuple[int, int]
    raw: str
    explicit: bool = True


@dataclass(frozen=True, slots=True)
class Rate:
    """An interest rate, percent per year (``value`` 10.5 means 10.5 % p.a.)."""

    value: Decimal
    span: tuple[int, int]
    raw: str


@dataclass(frozen=True, slots=True)
class Duration:
    """A tenure: whole ``months`` plus ``days`` ("2.5 years" → 30 months; "90 days" → 0 months, 90 days)."""

    months: int
    days: int
    span: tuple[int, int]
    raw: str


def _decimal(number: str) -> Decimal:
    return Decimal(number.replace(",", ""))


def find_rates(text: str) -> list[Rate]:
    """Interest rates in ``text``: "10.5%", "8.5 percent", "7 % p.a.", "9 p.a.", and a bare number
    after "rate", "interest", "ROI", "byaaj" or "@" ("interest 9", "@ 8.5"). Values in percent per year."""
    found: list[Rate] = []
    covered = bytearray(len(text))  # characters already part of a rate: linear time even on hostile input
    for pattern in (_RATE_PERCENT, _RATE_PA, _RATE_CUE):
        for match in pattern.finditer(text):
            start, end = match.span() if pattern is not _RATE_CUE else match.span("num")
            if any(covered[start:end]):
                continue
            covered[start:end] = b"\x01" * (end - start)
            found.append(Rate(_decimal(match["num"]), (start, end), text[start:end]))
    return sorted(found, key=lambda r: r.span)


def find_durations(text: str) -> list[Duration]:
    """Tenures in ``text``; "2 years 6 months" is one duration of 30 months.

    Years and months become whole months, the fraction of a month becomes days (30 per month);
    weeks and days become days.
    """
    singles: list[tuple[int, int, int, int, int]] = []  # start, end, months, days, unit rank
    for match in _DURATION.finditer(text):
        word = match["num"].lower()
        value = Decimal(_WORD_NUMBERS[word]) if word in _WORD_NUMBERS else Decimal(word)
        unit = _UNITS[match["unit"].lower()]
        months, days = 0, 0
        if unit in "ym":
            total = value * 12 if unit == "y" else value
            months = math.floor(total)
            days = round((total - months) * 30)
        else:
            days = round(value * 7 if unit == "w" else value)
        singles.append((match.start(), match.end(), months, days, "dwmy".index(unit)))
    merged: list[list[int]] = []  # "2 years 6 months": a larger unit followed by a smaller one is one tenure
    for start, end, months, days, rank in singles:
        previous = merged[-1] if merged else None
        if previous and previous[4] > rank and _DURATION_JOIN.fullmatch(text, previous[1], start):
            previous[1:] = [end, previous[2] + months, previous[3] + days, rank]
        else:
            merged.append([start, end, months, days, rank])
    return [Duration(m, d, (s, e), text[s:e]) for s, e, m, d, _ in merged if m or d]


def find_amounts(text: str) -> list[Amount]:
    """Rupee amounts in ``text``, in order of appearance.

    A bare number counts only when it could plausibly be money: at least 100, at most nine
    digits, not a year from 1900 to 2100, not part of a phone/account number, a date, a time,
    a code ("ERR-1234", "code 91"), a rate or a tenure.
    """
    return _amounts(text, find_rates(text), find_durations(text))


def find_numbers(text: str) -> tuple[list[Amount], list[Rate], list[Duration]]:
    """Amounts, rates and tenures in ``text`` in one pass (what the three ``find_*`` return)."""
    rates, durations = find_rates(text), find_durations(text)
    return _amounts(text, rates, durations), rates, durations


def _amounts(text: str, rates: list[Rate], durations: list[Duration]) -> list[Amount]:
    taken = bytearray(len(text))  # rates and tenures
    for span in [r.span for r in rates] + [d.span for d in durations]:
        taken[span[0] : span[1]] = b"\x01" * (span[1] - span[0])
    runs = bytearray(len(text))  # long digit runs (phone, account numbers)
    for match in _DIGIT_RUN.finditer(text):
        runs[match.start() : match.end()] = b"\x01" * (match.end() - match.start())
    found: list[Amount] = []
    for match in _AMOUNT.finditer(text):
        start, end = match.span()
        if any(taken[start:end]):
            continue
        number = match["num"]
        value = _decimal(number)
        explicit = bool(match["pre"] or match["mult"] or match["post"] or "," in number)
        if not explicit and not _plausible_bare_amount(text, match, value, runs):
            continue
        if match["mult"]:
            value *= _MULTIPLIERS[match["mult"].lower()]
        found.append(Amount(value.quantize(_PAISE), (start, end), text[start:end].strip(), explicit))
    return found


def _plausible_bare_amount(text: str, match: re.Match[str], value: Decimal, runs: bytearray) -> bool:
    start, end = match.span()
    digits = match["num"].split(".")[0]
    if value < 100 or len(digits) > 9:
        return False
    money_cue = _MONEY_BEFORE.search(text[max(0, start - 24) : start]) or _MONEY_AFTER.match(text, end)
    if "." not in match["num"] and 1900 <= value <= 2100 and not money_cue:
        return False  # a year, unless "deposit of 2000" / "EMI 2000" says it is money
    if all(runs[start:end]):
        return False
    if _NOT_MONEY_AFTER.match(text, end):
        return False
    return not _CODE_BEFORE.search(text[max(0, start - 24) : start])


def parse_amount(text: str) -> Decimal | None:
    """The first rupee amount in ``text`` ("5 lakh" → 500000), or None when there is none."""
    amounts = find_amounts(text)
    return amounts[0].value if amounts else None
