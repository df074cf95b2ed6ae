"""Customer-facing text for calculations: follow-up questions, results, Indian number formatting."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from banking_ai.rules.calculators import (
    CalculationError,
    DepositResult,
    EmiResult,
    emi,
    fixed_deposit_maturity,
    recurring_deposit_maturity,
)
from banking_ai.rules.requests import CalculationRequest

_QUESTIONS: dict[str, tuple[str, str]] = {  # missing item -> (question, example)
    "loan amount": ("How much is the loan for?", "5 lakh or ₹5,00,000"),
    "deposit amount": ("How much do you want to deposit?", "1 lakh or ₹1,00,000"),
    "monthly instalment": ("How much will you deposit every month?", "₹5,000 per month"),
    "interest rate": ("What interest rate should I use?", "10.5%"),
    "tenure": ("For how long?", "5 years or 36 months"),
}
_PLURAL_EXAMPLE = {
    "emi": "₹5,00,000 at 10.5% for 5 years",
    "fd": "₹1,00,000 at 7% for 2 years",
    "rd": "₹5,000 per month at 7% for 3 years",
}
_NAMES = {"emi": "your EMI", "fd": "your fixed deposit maturity", "rd": "your recurring deposit maturity"}


def format_inr(amount: Decimal, *, paise: bool = False) -> str:
    """Rupees the Indian way: ``Decimal("123456.4")`` → "₹1,23,456" (rounded half-up to the rupee,
    or to the paisa with ``paise=True``: "₹1,23,456.40")."""
    value = Decimal(amount).quantize(Decimal("0.01") if paise else Decimal(1), rounding=ROUND_HALF_UP)
    sign, value = ("-" if value < 0 else ""), abs(value)
    whole, _, fraction = f"{value:f}".partition(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    grouped = ",".join([*groups, tail])
    return f"{sign}₹{grouped}" + (f".{fraction}" if fraction else "")


def _percent(rate: Decimal) -> str:
    return f"{rate.normalize():f}%"


def _tenure(months: int, days: int) -> str:
    parts = []
    years, rest = divmod(months, 12)
    if years:
        parts.append(f"{years} year{'s' if years > 1 else ''}")
    if rest:
        parts.append(f"{rest} month{'s' if rest > 1 else ''}")
    if days:
        parts.append(f"{days} day{'s' if days > 1 else ''}")
    text = " ".join(parts)
    return f"{text} ({months} months)" if years and (rest or months > 12) and not days else text


def calculation_reply(request: CalculationRequest) -> str:
    """The reply to a calculation request: a question for what is missing (with an example), the
    result with the inputs restated and a one-line estimate note, or the reason the inputs can't be
    used."""
    if request.missing:
        return _ask(request)
    try:
        if request.kind == "emi":
            return _emi_reply(emi(request.principal, request.rate_pct, request.months))  # type: ignore[arg-type]
        if request.kind == "fd":
            result = fixed_deposit_maturity(request.principal, request.rate_pct, request.months, request.days)  # type: ignore[arg-type]
            return _fd_reply(result)
        result = recurring_deposit_maturity(request.monthly_instalment, request.rate_pct, request.months)  # type: ignore[arg-type]
        return _rd_reply(result)
    except CalculationError as error:
        return f"{error} Then I can work out {_NAMES[request.kind]}."


def _ask(request: CalculationRequest) -> str:
    if len(request.missing) == 1:
        question, example = _QUESTIONS[request.missing[0]]
        return f"{question} For example: {example}."
    items = [f"the {item}" for item in request.missing]
    listed = ", ".join(items[:-1]) + f" and {items[-1]}"
    return f"To work out {_NAMES[request.kind]} I need {listed}. For example: {_PLURAL_EXAMPLE[request.kind]}."


def _emi_reply(result: EmiResult) -> str:
    return "\n".join(
        [
            f"For a loan of {format_inr(result.principal)} at {_percent(result.annual_rate_pct)} a year "
            f"for {_tenure(result.months, 0)}:",
            f"- Monthly EMI: {format_inr(result.emi)}",
            f"- Total interest: {format_inr(result.total_interest)}",
            f"- Total payable: {format_inr(result.total_payment)}",
            "This is an estimate (reducing-balance method); your actual EMI depends on the bank's rate on "
            "the day of sanction, fees and your repayment dates.",
        ]
    )


def _deposit_note(short: bool) -> str:
    why = " Deposits under 6 months earn simple interest (no compounding)." if short else ""
    return (
        f"This is an estimate; actual figures depend on the bank's rate on the day you open the deposit, "
        f"and TDS may be deducted from the interest.{why}"
    )


def _fd_reply(result: DepositResult) -> str:
    short = result.compounding == "simple"
    how = "simple interest" if short else f"interest compounded {result.compounding}"
    return "\n".join(
        [
            f"A fixed deposit of {format_inr(result.deposited)} at {_percent(result.annual_rate_pct)} a year "
            f"for {_tenure(result.months, result.days)}, {how}:",
            f"- Maturity amount: {format_inr(result.maturity_amount)}",
            f"- Interest earned: {format_inr(result.interest_earned)}",
            _deposit_note(short),
        ]
    )


def _rd_reply(result: DepositResult) -> str:
    instalment = result.deposited / result.months
    return "\n".join(
        [
            f"A recurring deposit of {format_inr(instalment)} a month at {_percent(result.annual_rate_pct)} a year "
            f"for {_tenure(result.months, 0)}, interest compounded quarterly:",
            f"- You deposit in total: {format_inr(result.deposited)}",
            f"- Maturity amount: {format_inr(result.maturity_amount)}",
            f"- Interest earned: {format_inr(result.interest_earned)}",
            _deposit_note(False),
        ]
    )
