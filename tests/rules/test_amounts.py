"""Amounts, rates and tenures written the way Indian customers write them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from banking_ai.rules import find_amounts, find_durations, find_rates, parse_amount


@pytest.mark.parametrize(
    ("text", "rupees"),
    [
        ("5 lakh", "500000"),
        ("5 lakhs", "500000"),
        ("5 lac", "500000"),
        ("₹2,00,000", "200000"),
        ("Rs. 25,000", "25000"),
        ("Rs.25,000", "25000"),
        ("INR 50000", "50000"),
        ("10L", "1000000"),
        ("1.5 cr", "15000000"),
        ("1.5 crore", "15000000"),
        ("50k", "50000"),
        ("50 K", "50000"),
        ("2.5 lakh rupees", "250000"),
        ("25000/-", "25000"),
        ("₹ 1,20,000.50", "120000.50"),
        ("1,000,000", "1000000"),
        ("5 hazaar", "5000"),
        ("500000", "500000"),
    ],
)
def test_amount_forms(text, rupees):
    assert parse_amount(text) == Decimal(rupees)
    sentence = f"I need a loan of {text} urgently"
    (amount,) = find_amounts(sentence)
    assert amount.value == Decimal(rupees)
    assert sentence[amount.span[0] : amount.span[1]] == amount.raw == text


@pytest.mark.parametrize(
    "text",
    [
        "I opened the account in 2025",
        "call me on 9876543210",
        "call me on 98765 43210",
        "UPI failed with error U30",
        "it shows ERR-1234",
        "it says code 91 on the screen",
        "txn id 123456 failed",
        "on 12/03/2025 at 10:30 am",
        "statement dated 2025-03-12",
        "customer care 1800-266-7788",
        "I tried 3 times",
        "FD for 5 years at 7%",
    ],
)
def test_numbers_that_are_not_money(text):
    assert find_amounts(text) == []


def test_amounts_in_a_sentence_with_other_numbers():
    text = "On 12/03/2025 I paid Rs 5,000 and then 12000 for my 3 yrs loan, ref 1234567"
    assert [a.value for a in find_amounts(text)] == [Decimal(5000), Decimal(12000)]
    assert find_amounts("RD of 5000 per month")[0].explicit is False  # bare, but plausible
    assert [a.value for a in find_amounts("monthly deposit of 2000")] == [Decimal(2000)]  # money cue beats year
    assert [a.value for a in find_amounts("rd 2000 monthly")] == [Decimal(2000)]


@pytest.mark.parametrize(
    ("text", "percent"),
    [
        ("10.5%", "10.5"),
        ("8.5 percent", "8.5"),
        ("8.5 per cent", "8.5"),
        ("7 % p.a.", "7"),
        ("9 p.a.", "9"),
        ("interest 9", "9"),
        ("rate of interest is 9.5", "9.5"),
        ("ROI 12", "12"),
        ("byaaj 7", "7"),
        ("@ 8.75", "8.75"),
        ("at 8.5", "8.5"),
        ("rate 11,", "11"),
    ],
)
def test_rate_forms(text, percent):
    (rate,) = find_rates(f"loan {text} for 5 years")
    assert rate.value == Decimal(percent)


@pytest.mark.parametrize(
    "text",
    [
        "interest on 9 lakh",
        "interest for 5 years",
        "interest 1,00,000",
        "what is the rate",
        "9 lakh loan",
        "visit at 10 am",
        "at 10:30",
        "at 12/03/2025",
        "at 50000",
    ],
)
def test_numbers_that_are_not_rates(text):
    assert find_rates(text) == []


@pytest.mark.parametrize(
    ("text", "months", "days"),
    [
        ("3 yrs", 36, 0),
        ("3 years", 36, 0),
        ("1 year", 12, 0),
        ("18 months", 18, 0),
        ("18 mo", 18, 0),
        ("2 years 6 months", 30, 0),
        ("2 yrs and 6 months", 30, 0),
        ("2.5 years", 30, 0),
        ("90 days", 0, 90),
        ("1 year 15 days", 12, 15),
        ("4 weeks", 0, 28),
        ("5 saal", 60, 0),
        ("do saal", 24, 0),
        ("6 mahine", 6, 0),
        ("3-year", 36, 0),
        ("five years", 60, 0),
    ],
)
def test_duration_forms(text, months, days):
    (duration,) = find_durations(f"a deposit for {text} please")
    assert (duration.months, duration.days) == (months, days)
    assert duration.raw == text


def test_separate_durations_stay_separate():
    assert [d.months for d in find_durations("6 months, or maybe 2 years")] == [6, 24]
    assert find_durations("I paid ₹5,000 per month") == []
