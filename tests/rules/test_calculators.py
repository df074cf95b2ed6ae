"""EMI, FD and RD figures against independently computed and published values."""

from __future__ import annotations

from decimal import Decimal

import pytest

from banking_ai.rules import CalculationError, emi, fixed_deposit_maturity, recurring_deposit_maturity


def float_emi(principal: float, annual_pct: float, months: int) -> float:
    """The textbook formula in plain float math, written separately from the Decimal implementation."""
    r = annual_pct / 12 / 100
    return principal * r * (1 + r) ** months / ((1 + r) ** months - 1)


@pytest.mark.parametrize(
    ("principal", "rate", "months", "emi_rupees"),
    [
        (100_000, "10", 12, 8792),  # the usual EMI table entry: ₹1 lakh at 10 % for a year
        (1_000_000, "8.5", 240, 8678),  # ₹10 lakh home loan at 8.5 % for 20 years
        (500_000, "10.5", 60, 10747),
        (2_500_000, "9.15", 180, 25580),
    ],
)
def test_emi_matches_the_published_table_and_the_float_formula(principal, rate, months, emi_rupees):
    result = emi(principal, rate, months)
    assert result.emi.quantize(Decimal(1)) == emi_rupees
    assert float(result.emi) == pytest.approx(float_emi(principal, float(rate), months), abs=0.006)
    assert result.total_payment == result.emi * months
    assert result.total_interest == result.total_payment - principal
    assert result.months == months


def test_zero_rate_loan_is_principal_over_months():
    result = emi(120_000, 0, 12)
    assert result.emi == Decimal("10000.00")
    assert result.total_interest == 0


def test_emi_keeps_paise():
    assert emi(100_000, 10, 12).emi == Decimal("8791.59")


def test_fd_compounds_quarterly_from_six_months():
    one_year = fixed_deposit_maturity(100_000, 7, months=12)
    assert float(one_year.maturity_amount) == pytest.approx(100_000 * (1 + 0.07 / 4) ** 4, abs=0.006)
    assert one_year.maturity_amount == Decimal("107185.90")
    assert one_year.interest_earned == Decimal("7185.90")
    assert one_year.compounding == "quarterly"
    five_years = fixed_deposit_maturity("250000", "7.25", months=60)
    assert float(five_years.maturity_amount) == pytest.approx(250_000 * (1 + 0.0725 / 4) ** 20, abs=0.006)


def test_fd_broken_quarter_earns_simple_interest_on_the_compounded_amount():
    seven_months = fixed_deposit_maturity(100_000, 7, months=7)  # two quarters, then one month
    expected = 100_000 * (1 + 0.07 / 4) ** 2 * (1 + 0.07 / 12)
    assert float(seven_months.maturity_amount) == pytest.approx(expected, abs=0.006)


def test_short_fd_earns_simple_interest():
    ninety_days = fixed_deposit_maturity(100_000, 7, days=90)
    assert float(ninety_days.maturity_amount) == pytest.approx(100_000 * (1 + 0.07 * 90 / 365), abs=0.006)
    assert ninety_days.compounding == "simple"
    five_months = fixed_deposit_maturity(100_000, 6, months=5)
    assert five_months.interest_earned == Decimal("2500.00")  # 1 lakh × 6 % × 5/12
    assert fixed_deposit_maturity(100_000, 6, days=180).compounding == "quarterly"


def test_fd_other_compounding():
    monthly = fixed_deposit_maturity(100_000, 12, months=12, compounding="monthly")
    assert float(monthly.maturity_amount) == pytest.approx(100_000 * 1.01**12, abs=0.006)


def float_rd_closed_form(instalment: float, annual_pct: float, quarters: int) -> float:
    """The Indian Banks' Association closed form M = R((1+i)^n − 1)/(1 − (1+i)^(−1/3)), i = rate/400."""
    i = annual_pct / 400
    return instalment * ((1 + i) ** quarters - 1) / (1 - (1 + i) ** (-1 / 3))


def test_rd_matches_the_published_iba_example():
    # Published worked example (blog.kbsbng.com, "Maturity amount calculation for recurring deposit",
    # 2011): ₹5,000 a month for 1.5 years at 7.5 % → ₹95,502.35 by the IBA formula.
    result = recurring_deposit_maturity(5000, "7.5", 18)
    assert result.maturity_amount == Decimal("95502.35")
    assert result.deposited == Decimal(90000)
    assert result.interest_earned == Decimal("5502.35")


def test_rd_matches_our_own_policy_document():
    # data/policies/fixed_and_recurring_deposits.docx: "₹5,000 a month for 2 years at 7.00% matures to
    # about ₹1,29,100."
    assert abs(recurring_deposit_maturity(5000, 7, 24).maturity_amount - 129_100) < 50


@pytest.mark.parametrize(("instalment", "rate", "months"), [(1000, 7, 12), (2500, 6.8, 36), (10000, 8, 60)])
def test_rd_sum_of_instalments_equals_the_closed_form(instalment, rate, months):
    result = recurring_deposit_maturity(instalment, str(rate), months)
    assert float(result.maturity_amount) == pytest.approx(
        float_rd_closed_form(instalment, rate, months // 3), abs=0.006
    )


def test_rd_one_thousand_a_month_for_a_year_at_seven_percent():
    # ₹12,462.13 by both the per-instalment sum and the IBA closed form (₹12,468, sometimes quoted,
    # matches neither quarterly nor monthly compounding: monthly gives ₹12,464.88).
    assert recurring_deposit_maturity(1000, 7, 12).maturity_amount == Decimal("12462.13")


@pytest.mark.parametrize(
    ("call", "message_part"),
    [
        (lambda: emi(0, 10, 12), "more than ₹0"),
        (lambda: emi(-5000, 10, 12), "more than ₹0"),
        (lambda: emi(100_000, 51, 12), "looks wrong"),
        (lambda: emi(100_000, -1, 12), "negative"),
        (lambda: emi(100_000, 10, 0), "at least one month"),
        (lambda: emi(100_000, 10, 481), "40 years"),
        (lambda: emi("2000000000", 10, 12), "₹100 crore"),
        (lambda: emi("five lakh", 10, 12), "couldn't read"),
        (lambda: fixed_deposit_maturity(100_000, 7), "at least one month"),
        (lambda: fixed_deposit_maturity(100_000, 7, days=41 * 365), "40 years"),
        (lambda: recurring_deposit_maturity(0, 7, 12), "monthly instalment must be more than ₹0"),
        (lambda: recurring_deposit_maturity(1000, "NaN", 12), "couldn't read"),
    ],
)
def test_unusable_inputs_raise_a_friendly_error(call, message_part):
    with pytest.raises(CalculationError, match=message_part):
        call()


def test_limits_themselves_are_allowed():
    assert emi(1_000_000_000, 50, 480).emi > 0
    assert fixed_deposit_maturity(1, "0.5", days=1).maturity_amount == Decimal("1.00")
