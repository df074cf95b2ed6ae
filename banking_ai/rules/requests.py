"""From a customer's message to a calculation request: which calculation, and which number is which.

``detect_calculation`` tells a request to compute ("EMI for 5 lakh at 9% for 3 years", "calculate my
RD maturity") from a question about a product ("what is EMI?", "FD rates for senior citizens",
"EMI bounce charges"). ``parse_calculation`` picks the amount, rate and tenure by their units and cue
words; ``merge`` completes a pending request with the customer's answer to a follow-up question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Literal

from banking_ai.rules.amounts import Amount, Duration, Rate, find_numbers
from banking_ai.vocabulary.hinglish import DEPOSIT_WORDS, INSTALMENT_WORDS, LOAN_WORDS, alternation
from banking_ai.vocabulary.periods import PER_MONTH, PER_MONTH_AFTER_AMOUNT

CalculationKind = Literal["emi", "fd", "rd"]

_I = re.IGNORECASE
_LOAN_WORDS = alternation(LOAN_WORDS)  # the Hindi words, from the vocabulary
_INSTALMENT_WORDS = alternation(INSTALMENT_WORDS)
_RD = re.compile(rf"\b(?:rds?|r\.d\.|recurring|{PER_MONTH}\s+(?:deposits?|savings?))\b", _I)
_EMI = re.compile(
    rf"\b(?:emis?|e\.m\.i\.?|equated\s+monthly|instal+ments?|{_INSTALMENT_WORDS}|{PER_MONTH}\s+payments?|"
    rf"pay\s+{PER_MONTH})\b",
    _I,
)
_FD = re.compile(r"\b(?:fds?|f\.d\.|fixed\s+deposits?|term\s+deposits?|maturity)\b", _I)
_LOAN = re.compile(rf"\b(?:loans?|{_LOAN_WORDS}|borrow(?:ing)?|principal)\b", _I)
_DEPOSIT = re.compile(rf"\b(?:deposit(?:ing)?|invest(?:ing)?|save|saving|{alternation(DEPOSIT_WORDS)})\b", _I)
_MONTHLY = re.compile(rf"\b{PER_MONTH}\b", _I)
_CALCULATE = re.compile(r"\b(?:calculat\w*|calc|compute|work\s+out|estimate)\b", _I)
_HOW_MUCH = (
    r"how\s+much|kitn[aie]|kya\s+ho(?:ga|gi)|what\s+will|what\s+would|will\s+i\s+get|would\s+i\s+get|"
    r"do\s+i\s+get|milega|milegi|batao|bataiye|bata\s+do|tell\s+me"
)
_QUANTITY_QUESTION = re.compile(rf"\b(?:{_HOW_MUCH})\b", _I)
_QUESTION = re.compile(rf"\b(?:{_HOW_MUCH}|what\s+is|what's|whats)\b|\?", _I)
_ABOUT_RESULT = re.compile(r"\b(?:emi|instal+ment|interest|maturity|returns?)\s+(?:for|on|of)\b", _I)
_RATE_LOOKUP = re.compile(r"\brates?\b", _I)
_NOT_A_CALCULATION = re.compile(
    r"\b(?:bounce\w*|charges?|fees?|penalt\w*|missed|late|debited|deducted|twice|refund\w*|prepay\w*|"
    r"part[\s-]?pay\w*|foreclos\w*|moratorium|due\s+date|statement|certificate|premature\w*|break|tds|"
    r"eligib\w*|documents?|pending|outstanding|overdue|remaining)\b",
    _I,
)

_PER_MONTH_AFTER = re.compile(rf"\s*{PER_MONTH_AFTER_AMOUNT}", _I)
_PER_MONTH_BEFORE = re.compile(
    rf"{PER_MONTH}\s*"
    r"(?:deposit|instal+ment|saving|investment|contribution|amount)?\s*(?:of|is|:)?\s*$",
    _I,
)
_EMI_BEFORE = re.compile(rf"\b(?:emis?|instal+ments?|{_INSTALMENT_WORDS})\s*(?:of|is|was|:|=|amount(?:\s+of)?)\s*$", _I)
_INCOME_NEAR = re.compile(r"\b(?:salary|income|earnings|ctc|take[\s-]home|itr|lpa)\b", _I)
_PER_YEAR_AFTER = re.compile(r"\s*(?:a\s+year|per\s+(?:annum|year)|annual(?:ly)?|yearly)\b", _I)  # "₹6 lakh a year"
_LOAN_NEAR = re.compile(rf"\b(?:loans?|principal|borrow\w*|{_LOAN_WORDS}|amount)\b", _I)
_DEPOSIT_NEAR = re.compile(r"\b(?:fd|deposit\w*|invest\w*|principal|amount|put)\b", _I)
_CLAUSE_BREAK = re.compile(r"[,;!?]|\.(?:\s|$)")
_BARE_NUMBER = re.compile(r"(?<![\w.,/:-])\d{1,2}(?:\.\d+)?(?![\w.,/:-]?\d|\w)")

_MAX_AMOUNTS = 20
_AMOUNT_NAME = {"emi": "loan amount", "fd": "deposit amount", "rd": "monthly instalment"}


@dataclass(frozen=True, slots=True)
class CalculationRequest:
    """What a customer asked to calculate; ``None`` fields are not known yet.

    ``principal`` (loan or FD) and ``monthly_instalment`` (RD) are rupees, ``rate_pct`` percent a
    year, tenure ``months`` plus ``days`` (days only for fixed deposits). ``missing`` lists, in plain
    words for the customer, what is still needed: "loan amount" / "deposit amount" /
    "monthly instalment", "interest rate", "tenure".
    """

    kind: CalculationKind
    principal: Decimal | None = None
    rate_pct: Decimal | None = None
    months: int | None = None
    days: int | None = None
    monthly_instalment: Decimal | None = None
    missing: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        missing = []
        amount = self.monthly_instalment if self.kind == "rd" else self.principal
        if amount is None:
            missing.append(_AMOUNT_NAME[self.kind])
        if self.rate_pct is None:
            missing.append("interest rate")
        if not (self.months or (self.kind == "fd" and self.days)):
            missing.append("tenure")
        object.__setattr__(self, "missing", tuple(missing))

    @property
    def complete(self) -> bool:
        return not self.missing


def detect_calculation(text: str) -> CalculationKind | None:
    """The calculation ``text`` asks for ("emi", "fd" or "rd"), or None.

    A computation is asked for by a verb ("calculate", "estimate"), by giving at least two of
    amount / rate / tenure, or by a question with a number in it ("what is the EMI for 5 lakh?").
    Questions about the product itself ("what is EMI?", "FD rates?", "EMI bounce charges") are not.
    """
    if _NOT_A_CALCULATION.search(text):
        return None
    numbers = _Numbers.of(text)
    has_amount, has_rate = bool(numbers.amounts), bool(numbers.rates)
    values = has_amount + has_rate + bool(numbers.durations)
    kind = _kind(text, values)
    if kind is None:
        return None
    if _CALCULATE.search(text):
        return kind
    if _RATE_LOOKUP.search(text) and not has_rate and not has_amount:
        return None  # "what is the FD rate for 1 year?": a question for the rate card, not a calculation
    if values >= 2:
        return kind
    if has_amount and (_QUESTION.search(text) or _ABOUT_RESULT.search(text)):
        return kind  # "what is the EMI on 10 lakh?"
    asks_result = _EMI.search(text) or re.search(r"\bmaturity\b", text, _I)
    if asks_result and _QUANTITY_QUESTION.search(text):
        return kind  # "how much will my EMI be?": ask for the numbers
    return None  # "what's the interest on a 2 year FD?" is a question for the rate card


def names_calculation_subject(text: str) -> bool:
    """Whether ``text`` names what the calculators work on: a loan, a deposit, an instalment, a monthly payment
    ("loan 400000 kitna per month", "monthly kitna bharna padega 5 lakh pe"); "positive pay compulsory above what
    amount? 50k or 5 lac" names none of them."""
    return any(pattern.search(text) for pattern in (_LOAN, _DEPOSIT, _EMI, _RD, _FD, _MONTHLY))


def _kind(text: str, values: int) -> CalculationKind | None:
    if _RD.search(text) or (_MONTHLY.search(text) and _DEPOSIT.search(text)):
        return "rd"
    if _EMI.search(text):
        return "emi"
    if _FD.search(text):
        return "fd"
    if values >= 2 and _LOAN.search(text):
        return "emi"
    if values >= 2 and _DEPOSIT.search(text):
        return "fd"
    return None


def parse_calculation(text: str, kind: CalculationKind) -> CalculationRequest:
    """The amount, rate and tenure in ``text`` for a ``kind`` calculation; unknown ones stay None."""
    return _apply(CalculationRequest(kind), _Numbers.of(text))


def merge(pending: CalculationRequest, text: str) -> CalculationRequest:
    """``pending`` completed (or corrected) with the values in the customer's reply ``text``.

    A bare number ("10.5") is taken as the interest rate only when the rate is the one thing still
    missing; a tenure without a unit ("36") is never guessed. Returns ``pending`` unchanged when the
    reply holds nothing usable, so the caller can tell an answer from a change of topic.
    """
    numbers = _Numbers.of(text)
    merged = _apply(pending, numbers)
    if merged.missing == ("interest rate",) and len(numbers.bare) == 1:
        value = Decimal(numbers.bare[0].group())
        if 0 < value <= 50:
            merged = replace(merged, rate_pct=value)
    return merged


@dataclass(frozen=True, slots=True)
class _Numbers:
    """The numbers in one message, found once: usable amounts (see ``_usable``), rates, tenures, and bare
    numbers under 100 that are none of these."""

    text: str
    amounts: list[Amount]
    rates: list[Rate]
    durations: list[Duration]
    bare: list[re.Match[str]]

    @classmethod
    def of(cls, text: str) -> _Numbers:
        amounts, rates, durations = find_numbers(text)
        taken = bytearray(len(text))
        for item in (*amounts, *rates, *durations):
            taken[item.span[0] : item.span[1]] = b"\x01" * (item.span[1] - item.span[0])
        bare = [m for m in _BARE_NUMBER.finditer(text) if not taken[m.start()]]
        # A calculation names a few amounts; looking at the words around thousands would only cost time.
        return cls(text, _usable(text, amounts[:_MAX_AMOUNTS]), rates, durations, bare)


def _apply(request: CalculationRequest, numbers: _Numbers) -> CalculationRequest:
    changes: dict[str, object] = {}
    if numbers.rates:
        changes["rate_pct"] = numbers.rates[0].value
    else:  # "20L 8.5 20yrs": a lone number with decimals up to 50 next to an amount and a tenure is the rate
        decimals = [m for m in numbers.bare if "." in m.group()]
        if len(decimals) == 1 and 0 < Decimal(decimals[0].group()) <= 50:
            changes["rate_pct"] = Decimal(decimals[0].group())
    if numbers.durations:
        duration = numbers.durations[0]
        if request.kind == "fd":
            changes["months"], changes["days"] = duration.months or None, duration.days or None
        else:
            changes["months"], changes["days"] = (duration.months + round(duration.days / 30)) or None, None
    amount = _pick_amount(numbers, request.kind)
    if amount is not None:
        changes["monthly_instalment" if request.kind == "rd" else "principal"] = amount
    return replace(request, **changes) if changes else request  # type: ignore[arg-type]


def _per_month(text: str, a: Amount) -> bool:
    before = text[max(0, a.span[0] - 60) : a.span[0]]
    return bool(_PER_MONTH_AFTER.match(text, a.span[1]) or _PER_MONTH_BEFORE.search(before))


def _near(text: str, a: Amount, pattern: re.Pattern[str]) -> bool:
    """``pattern`` in the words just before or after the amount, not crossing into the next clause."""
    before = _CLAUSE_BREAK.split(text[max(0, a.span[0] - 30) : a.span[0]])[-1]
    after = _CLAUSE_BREAK.split(text[a.span[1] : a.span[1] + 20])[0]
    return bool(pattern.search(before) or pattern.search(after))


def _usable(text: str, amounts: list[Amount]) -> list[Amount]:
    """Amounts a calculation could be about. An income ("salary 50k", "₹6 lakh a year") never is; an EMI
    ("EMI of 10,000") is not when another amount is given ("EMI of 60 lakh for 30 years" means the loan)."""
    amounts = [a for a in amounts if not _near(text, a, _INCOME_NEAR) and not _PER_YEAR_AFTER.match(text, a.span[1])]
    not_emis = [a for a in amounts if not _EMI_BEFORE.search(text[max(0, a.span[0] - 30) : a.span[0]])]
    return not_emis or amounts


def _pick_amount(numbers: _Numbers, kind: CalculationKind) -> Decimal | None:
    """Which amount is the loan / deposit / monthly instalment, by the words around it."""
    text = numbers.text
    if kind == "rd":
        monthly = [a for a in numbers.amounts if _per_month(text, a)]
        chosen = monthly or numbers.amounts
        return chosen[0].value if chosen else None
    lump_sums = [a for a in numbers.amounts if not _per_month(text, a)]
    cued = [a for a in lump_sums if _near(text, a, _LOAN_NEAR if kind == "emi" else _DEPOSIT_NEAR)]
    chosen = cued or lump_sums
    return max(chosen, key=lambda a: a.value).value if chosen else None
