"""Loan EMI and deposit maturity, in exact decimal arithmetic.

Conventions (r = annual rate in percent):

- **EMI**, reducing balance: ``EMI = P·i·(1+i)^n / ((1+i)^n − 1)`` with ``i = r/12/100`` per month and
  ``n`` months; at 0 % the EMI is ``P/n``. Total payment is the EMI (to the paisa) times ``n``.
- **Fixed deposit**: for tenures of 6 months (180 days) and more, interest is compounded quarterly
  (the usual Indian bank practice; monthly, half-yearly or yearly on request): ``A = P·(1+r/100/m)^q``
  for the ``q`` whole periods, and the remaining part of a period earns simple interest on that
  amount. Shorter tenures earn simple interest, ``A = P·(1 + r/100·t)``. A month is 1/12 year, a day
  1/365 year.
- **Recurring deposit** (the Indian Banks' Association formula): each monthly instalment ``R`` is
  compounded quarterly for the time it stays deposited, ``M = Σ R·(1+r/400)^(4·t_i)`` with
  ``t_i = (n − i + 1)/12`` years for the i-th of ``n`` instalments.

Results keep paise (rounded half-up to 0.01); replies round to the rupee for display. Inputs outside
what a retail customer could mean (rate over 50 %, tenure over 40 years, amount over ₹100 crore,
anything non-positive) raise ``CalculationError`` with a message fit to show the customer.
"""

from __future__ import annotations

import decimal
from dataclasses import dataclass
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from typing import Literal

Compounding = Literal["monthly", "quarterly", "half-yearly", "yearly"]
_PERIODS_PER_YEAR: dict[str, int] = {"monthly": 12, "quarterly": 4, "half-yearly": 2, "yearly": 1}
_PAISE = Decimal("0.01")
MAX_AMOUNT = Decimal(1_000_000_000)  # ₹100 crore
MAX_RATE_PCT = Decimal(50)
MAX_MONTHS = 480  # 40 years
SHORT_DEPOSIT_DAYS = 180  # under 6 months: simple interest
Number = Decimal | int | str


class CalculationError(ValueError):
    """An input the calculators cannot use; ``str(error)`` is a friendly sentence for the customer."""


@dataclass(frozen=True, slots=True)
class EmiResult:
    """A loan's equated monthly instalment. Amounts in rupees (to the paisa); ``months`` = instalments."""

    emi: Decimal
    total_interest: Decimal
    total_payment: Decimal
    months: int
    principal: Decimal
    annual_rate_pct: Decimal


@dataclass(frozen=True, slots=True)
class DepositResult:
    """A deposit at maturity. Amounts in rupees (to the paisa), before TDS.

    ``deposited`` is the principal (FD) or the sum of instalments (RD); ``compounding`` is
    "quarterly" (or the period chosen) or "simple" for short fixed deposits.
    """

    maturity_amount: Decimal
    interest_earned: Decimal
    deposited: Decimal
    annual_rate_pct: Decimal
    months: int
    days: int
    compounding: str


def _number(value: Number, what: str) -> Decimal:
    try:
        number = value if isinstance(value, Decimal) else Decimal(str(value).replace(",", ""))
    except decimal.InvalidOperation:
        raise CalculationError(f"I couldn't read the {what} as a number.") from None
    if not number.is_finite():
        raise CalculationError(f"I couldn't read the {what} as a number.")
    return number


def _amount(value: Number, what: str) -> Decimal:
    amount = _number(value, what)
    if amount <= 0:
        raise CalculationError(f"The {what} must be more than ₹0.")
    if amount > MAX_AMOUNT:
        raise CalculationError(f"The {what} is above ₹100 crore, the most I can calculate for. Please check it.")
    return amount


def _rate(value: Number) -> Decimal:
    rate = _number(value, "interest rate")
    if rate < 0:
        raise CalculationError("The interest rate can't be negative.")
    if rate > MAX_RATE_PCT:
        raise CalculationError(
            f"An interest rate of {rate.normalize():f}% a year looks wrong; please check it (I calculate up to 50%)."
        )
    return rate


def _tenure(months: int | None, days: int | None) -> tuple[int, int]:
    months, days = months or 0, days or 0
    if not isinstance(months, int) or not isinstance(days, int):
        raise CalculationError("The tenure must be a whole number of months or days.")
    if months < 0 or days < 0 or months + days == 0:
        raise CalculationError("The tenure must be at least one month (or, for a fixed deposit, one day).")
    if months * 365 + days * 12 > MAX_MONTHS * 365:
        raise CalculationError("The tenure is longer than 40 years, the most I can calculate for. Please check it.")
    return months, days


def _paise(value: Decimal) -> Decimal:
    return value.quantize(_PAISE, rounding=ROUND_HALF_UP)


def emi(principal: Number, annual_rate_pct: Number, months: int) -> EmiResult:
    """Monthly instalment of a loan of ``principal`` rupees at ``annual_rate_pct`` % a year over ``months``
    months (reducing balance). Raises ``CalculationError`` for unusable inputs."""
    p, rate = _amount(principal, "loan amount"), _rate(annual_rate_pct)
    n, _ = _tenure(months, 0)
    with decimal.localcontext() as ctx:
        ctx.prec = 40
        i = rate / 1200
        if i == 0:
            instalment = p / n
        else:
            growth = (1 + i) ** n
            instalment = p * i * growth / (growth - 1)
    instalment = _paise(instalment)
    total = instalment * n
    return EmiResult(instalment, total - p, total, n, p, rate)


def fixed_deposit_maturity(
    principal: Number,
    annual_rate_pct: Number,
    months: int | None = None,
    days: int | None = None,
    compounding: Compounding = "quarterly",
) -> DepositResult:
    """Maturity of a cumulative fixed deposit of ``principal`` rupees for ``months`` and/or ``days``.

    Tenures under 6 months (180 days) earn simple interest, as at Indian banks; longer ones are
    compounded ``compounding`` (quarterly by default) and any part of a period left over earns simple
    interest. Tax (TDS) is not deducted. Raises ``CalculationError`` for unusable inputs.
    """
    p, rate = _amount(principal, "deposit amount"), _rate(annual_rate_pct)
    m, d = _tenure(months, days)
    if compounding not in _PERIODS_PER_YEAR:
        raise CalculationError(f"Unknown compounding {compounding!r}.")
    with decimal.localcontext() as ctx:
        ctx.prec = 40
        r = rate / 100
        years = Decimal(m) / 12 + Decimal(d) / 365
        if m * 30 + d < SHORT_DEPOSIT_DAYS:
            maturity, how = p * (1 + r * years), "simple"
        else:
            per_year = _PERIODS_PER_YEAR[compounding]
            periods = (years * per_year + Decimal("1e-30")).to_integral_value(rounding=ROUND_FLOOR)
            left_over = years - periods / per_year
            maturity = p * (1 + r / per_year) ** int(periods) * (1 + r * left_over)
            how = compounding
    maturity = _paise(maturity)
    return DepositResult(maturity, maturity - p, p, rate, m, d, how)


def recurring_deposit_maturity(monthly_instalment: Number, annual_rate_pct: Number, months: int) -> DepositResult:
    """Maturity of a recurring deposit of ``monthly_instalment`` rupees a month for ``months`` months,
    interest compounded quarterly (IBA formula, see the module docstring). Tax (TDS) is not deducted."""
    instalment, rate = _amount(monthly_instalment, "monthly instalment"), _rate(annual_rate_pct)
    n, _ = _tenure(months, 0)
    with decimal.localcontext() as ctx:
        ctx.prec = 40
        quarterly = 1 + rate / 400
        # Instalment i stays (n − i + 1) months, i.e. (n − i + 1)/3 quarters.
        maturity = sum((instalment * quarterly ** (Decimal(k) / 3) for k in range(1, n + 1)), Decimal(0))
    maturity = _paise(maturity)
    deposited = instalment * n
    return DepositResult(maturity, maturity - deposited, deposited, rate, n, 0, "quarterly")
