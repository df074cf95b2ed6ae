"""What the customer reads: follow-up questions, results in Indian number format, estimate notes."""

from __future__ import annotations

from decimal import Decimal

import pytest

from banking_ai.rules import CalculationRequest, calculation_reply, format_inr, parse_calculation


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        ("0", "₹0"),
        ("999", "₹999"),
        ("1000", "₹1,000"),
        ("123456", "₹1,23,456"),
        ("123456.4", "₹1,23,456"),
        ("123456.5", "₹1,23,457"),
        ("10000000", "₹1,00,00,000"),
        ("1234567890", "₹1,23,45,67,890"),
        ("-2500", "-₹2,500"),
    ],
)
def test_format_inr(amount, text):
    assert format_inr(Decimal(amount)) == text


def test_format_inr_with_paise():
    assert format_inr(Decimal("120000.5"), paise=True) == "₹1,20,000.50"


def test_emi_reply_restates_inputs_and_gives_the_breakdown():
    reply = calculation_reply(parse_calculation("EMI for 10 lakh at 8.5% for 20 years", "emi"))
    assert "₹10,00,000" in reply and "8.5%" in reply and "20 years (240 months)" in reply
    assert "Monthly EMI: ₹8,678" in reply
    assert "Total interest: ₹10,82,775" in reply
    assert "Total payable: ₹20,82,775" in reply
    assert "estimate" in reply and "rate on the day" in reply


def test_fd_reply_mentions_quarterly_compounding_and_tds():
    reply = calculation_reply(CalculationRequest("fd", principal=Decimal(100_000), rate_pct=Decimal(7), months=12))
    assert "Maturity amount: ₹1,07,186" in reply
    assert "Interest earned: ₹7,186" in reply
    assert "compounded quarterly" in reply and "TDS" in reply


def test_short_fd_reply_says_simple_interest():
    reply = calculation_reply(CalculationRequest("fd", principal=Decimal(100_000), rate_pct=Decimal(7), days=90))
    assert "90 days, simple interest" in reply and "under 6 months" in reply
    assert "Maturity amount: ₹1,01,726" in reply


def test_rd_reply():
    reply = calculation_reply(parse_calculation("RD of ₹5,000 per month for 18 months at 7.5%", "rd"))
    assert "₹5,000 a month" in reply
    assert "You deposit in total: ₹90,000" in reply
    assert "Maturity amount: ₹95,502" in reply
    assert "Interest earned: ₹5,502" in reply


def test_one_missing_item_is_asked_for_with_an_example():
    reply = calculation_reply(CalculationRequest("emi", principal=Decimal(500_000), months=60))
    assert reply == "What interest rate should I use? For example: 10.5%."


def test_several_missing_items_are_asked_together():
    reply = calculation_reply(CalculationRequest("rd", rate_pct=Decimal(7)))
    assert "monthly instalment" in reply and "tenure" in reply and "For example" in reply
    assert "interest rate" not in reply


def test_unusable_values_get_the_reason_not_a_number():
    reply = calculation_reply(CalculationRequest("emi", principal=Decimal(500_000), rate_pct=Decimal(75), months=60))
    assert "75% a year looks wrong" in reply
    assert "₹" not in reply.split("looks wrong")[1]  # no made-up figures after the reason
