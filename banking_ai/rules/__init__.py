"""Deterministic banking logic: amounts and tenures in customers' words, EMI / FD / RD calculators,
calculation requests from messages and the replies to them. Pure Python (``decimal``, ``re``)."""

from __future__ import annotations

from banking_ai.rules.amounts import (
    Amount,
    Duration,
    Rate,
    find_amounts,
    find_durations,
    find_numbers,
    find_rates,
    parse_amount,
)
from banking_ai.rules.calculators import (
    CalculationError,
    DepositResult,
    EmiResult,
    emi,
    fixed_deposit_maturity,
    recurring_deposit_maturity,
)
from banking_ai.rules.replies import calculation_reply, format_inr
from banking_ai.rules.requests import (
    CalculationKind,
    CalculationRequest,
    detect_calculation,
    merge,
    names_calculation_subject,
    parse_calculation,
)

__all__ = [
    "Amount",
    "CalculationError",
    "CalculationKind",
    "CalculationRequest",
    "DepositResult",
    "Duration",
    "EmiResult",
    "Rate",
    "calculation_reply",
    "detect_calculation",
    "emi",
    "find_amounts",
    "find_durations",
    "find_numbers",
    "find_rates",
    "fixed_deposit_maturity",
    "format_inr",
    "merge",
    "names_calculation_subject",
    "parse_amount",
    "parse_calculation",
    "recurring_deposit_maturity",
]
