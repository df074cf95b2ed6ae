"""From a customer's message to a calculation request, and follow-up answers."""

from __future__ import annotations

from decimal import Decimal

import pytest

from banking_ai.privacy import mask_pii
from banking_ai.rules import CalculationRequest, detect_calculation, find_amounts, merge, parse_calculation


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("EMI for 5 lakh at 9% for 5 years", "emi"),
        ("calculate my EMI", "emi"),
        ("how much will my EMI be?", "emi"),
        ("what is the EMI on 10 lakh?", "emi"),
        ("5 lakh ke loan ki EMI kitni hogi 9% pe 5 saal ke liye", "emi"),
        ("car loan of Rs. 8,00,000 @ 9.5 for 7 yrs", "emi"),
        ("loan 10L 84 months 11%", "emi"),
        ("personal loan kist for 2 lakh 3 saal", "emi"),
        ("how much interest will I get on 1 lakh FD for 1 year at 7%", "fd"),
        ("maturity amount of 1 lakh for 90 days at 6%", "fd"),
        ("interest on 2 lakh fd", "fd"),
        ("If I deposit ₹5,000 per month for 2 years at 7%, how much will I get?", "rd"),
        ("RD of 5000 for 3 yrs at 6.5 percent", "rd"),
        ("monthly deposit of 2000 for 12 months at 7%", "rd"),
        ("recurring deposit calculator", "rd"),
        ("how much interest will i earn on 50000 fd for 1 year", "fd"),
        ("rd 2000 monthly 3 years kitna milega", "rd"),
        ("emi of 60 lakh for 30 years at 8.5", "emi"),
        ("how much will i pay per month for a 12 lakh car loan", "emi"),
    ],
)
def test_requests_to_compute_are_detected(message, kind):
    assert detect_calculation(message) == kind


@pytest.mark.parametrize(
    "message",
    [
        "What is EMI?",
        "what is a recurring deposit",
        "FD rates for senior citizens",
        "what is the FD rate for 1 year",
        "EMI bounce charges",
        "how much is the penalty for late EMI",
        "my EMI of 5000 was debited twice",
        "I want to open FD of 1 lakh",
        "how much loan can I get on 50k salary",
        "My ITR shows around ₹6 lakh a year for two years. Can I apply for a home loan?",
        "how much EMI is pending on my home loan",
        "what's the interest on 2 year fd",
        "FD pe byaaj kitna milta hai senior citizen ko 2 saal ke liye?",
        "can I prepay my home loan EMI",
        "how do I block my debit card",
        "",
    ],
)
def test_questions_about_products_are_not_calculations(message):
    assert detect_calculation(message) is None


def test_full_sentence_emi():
    request = parse_calculation("My salary is 50k, I want a 5 lakh loan for 3 years at 10.5%", "emi")
    assert request == CalculationRequest("emi", principal=Decimal(500_000), rate_pct=Decimal("10.5"), months=36)
    assert request.missing == ()
    assert request.complete


def test_emi_amount_is_not_taken_as_the_loan():
    request = parse_calculation("home loan of 30 lakh, EMI of 25,000 ok? 20 years at 8.5%", "emi")
    assert request.principal == Decimal(3_000_000)


@pytest.mark.parametrize(
    ("message", "kind", "principal", "rate", "months"),
    [
        ("calculate my emi 20L 8.5 20yrs", "emi", 2_000_000, "8.5", 240),  # a lone decimal is the rate
        ("emi for 25L home loan at 8.5 for 30 years", "emi", 2_500_000, "8.5", 360),
        ("compute emi: principal 150000, rate 11, tenure 24 months", "emi", 150_000, "11", 24),
        ("emi of 60 lakh for 30 years at 8.5", "emi", 6_000_000, "8.5", 360),
        ("interest 9% a year on 5 lakh loan for 5 years", "emi", 500_000, "9", 60),
        ("calculate fd maturity 200000 7.25 5 years", "fd", 200_000, "7.25", 60),
        ("how much interest do i earn for 3.5 lakh fd 6.8% 2 years", "fd", 350_000, "6.8", 24),
    ],
)
def test_how_customers_actually_write(message, kind, principal, rate, months):
    request = parse_calculation(message, kind)
    assert (request.principal, request.rate_pct, request.months) == (Decimal(principal), Decimal(rate), months)


def test_bare_integers_are_not_taken_as_rates_up_front():
    assert parse_calculation("EMI for 5 lakh for 5 years, I am 45", "emi").rate_pct is None


def test_full_sentence_fd_in_days():
    request = parse_calculation("FD of ₹2,50,000 for 180 days @ 6.75", "fd")
    assert (request.principal, request.rate_pct, request.months, request.days) == (
        Decimal(250_000),
        Decimal("6.75"),
        None,
        180,
    )


def test_rd_per_month_amount_is_the_instalment():
    request = parse_calculation("I can save ₹5,000 per month, I have 1 lakh already, RD for 2 years at 7%", "rd")
    assert request.monthly_instalment == Decimal(5000)
    assert request.principal is None
    assert request.months == 24


@pytest.mark.parametrize(
    "every_month", ["per month", "a month", "every month", "each month", "monthly", "har mahine", "prati mahina"]
)
def test_every_way_of_saying_every_month_makes_the_amount_the_instalment(every_month):
    request = parse_calculation(f"I have 1 lakh saved, I can put ₹5,000 {every_month} in an RD for 2 years at 7%", "rd")
    assert request.monthly_instalment == Decimal(5000)


def test_missing_items_are_named_in_plain_words():
    assert parse_calculation("calculate my EMI", "emi").missing == ("loan amount", "interest rate", "tenure")
    assert parse_calculation("FD of 1 lakh at 7%", "fd").missing == ("tenure",)
    assert parse_calculation("RD for 2 years", "rd").missing == ("monthly instalment", "interest rate")


def test_follow_up_answers_complete_the_request():
    pending = parse_calculation("EMI for a 5 lakh loan", "emi")
    assert pending.missing == ("interest rate", "tenure")
    pending = merge(pending, "10.5%")
    assert pending.rate_pct == Decimal("10.5")
    assert pending.missing == ("tenure",)
    done = merge(pending, "for 5 years")
    assert (done.principal, done.rate_pct, done.months) == (Decimal(500_000), Decimal("10.5"), 60)
    assert done.complete


def test_follow_up_amount_and_bare_rate():
    pending = parse_calculation("calculate FD maturity for 2 years", "fd")
    pending = merge(pending, "5 lakh")
    assert pending.principal == Decimal(500_000)
    assert pending.missing == ("interest rate",)
    assert merge(pending, "7.1").rate_pct == Decimal("7.1")  # a bare number when only the rate is missing


def test_follow_up_can_correct_a_value():
    done = parse_calculation("EMI for 5 lakh at 9% for 5 years", "emi")
    assert merge(done, "make it 10%").rate_pct == Decimal(10)
    assert merge(done, "and for 3 years?").months == 36


def test_unitless_tenure_and_unrelated_replies_are_not_guessed():
    pending = parse_calculation("EMI for 5 lakh at 9%", "emi")
    assert merge(pending, "36") == pending  # 36 months or 36 years? ask again rather than guess
    assert merge(pending, "how do I block my card") == pending
    only_rate_missing = parse_calculation("EMI for 5 lakh for 5 years", "emi")
    assert merge(only_rate_missing, "75").rate_pct is None  # not a plausible rate


def test_masked_messages_still_parse():
    # The orchestrator masks personal data first; the card placeholder keeps 4 digits that are not money.
    text = mask_pii("EMI for 5 lakh at 9% for 3 years? I pay from card 4111 1111 1111 1111").text
    assert "[card ending 1111]" in text
    assert [a.value for a in find_amounts(text)] == [Decimal(500_000)]
    assert parse_calculation(text, "emi").complete
