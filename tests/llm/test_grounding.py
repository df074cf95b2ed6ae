"""ungrounded_facts: invented figures are flagged, figures from the sources are not."""

from __future__ import annotations

import pytest

from banking_ai.llm import ungrounded_facts
from banking_ai.llm.grounding import extract_facts

SOURCES = [
    "Tenure: 2 years to less than 3 years | General (% p.a.): 7.00 | Senior citizen 60+ (% p.a.): 7.50",
    "Deposits below ₹5 lakh: penalty of 0.50% p.a. Deposits of ₹5 lakh and above: penalty of 1.00% p.a.",
    "Call the 24x7 card blocking hotline 1800-266-0000. From abroad, call +91-20-6600-7788.",
    "The amount is reversed within T+5 days. We pay compensation of ₹100 for every day of delay.",
    "Salary Account: if no salary is credited for three consecutive months, we convert the account.",
    "The new card is dispatched within 2 working days. You can borrow from ₹50,000 to ₹25 lakh for 12 to 72 months.",
    "Minimum balance: ₹1,00,000 for Premium current accounts.",
]


@pytest.mark.parametrize(
    "answer",
    [
        "Senior citizens earn 7.50% p.a. for 2 years [1].",
        "Senior citizens earn 7.5% [1] and others 7%.",  # 7.50 = 7.5; a bare 7.00 in a table vouches for 7%
        "The penalty is 0.5 per cent below Rs 5,00,000 [2].",
        "The penalty is 1 percent on deposits of INR 5 lakh or more [2].",
        "Call 1800 266 0000 [3] or +91 20 6600 7788 from abroad.",
        "The money comes back within T+5 days, else ₹100 a day [4].",
        "After 3 months without salary the account is converted [5].",  # "three consecutive months"
        "Delivery takes 2 working days [6].",
        "Loans up to 25 lakh rupees for 6 years [6].",  # 6 years = 72 months
        "Loans for 1 year or more [6].",  # 1 year = 12 months
        "Premium accounts need Rs. 100000/- [7].",
        "Premium accounts need ₹1 lakh [7].",
        "You can dispute it [1][2] [3, 4].",  # citation markers are not figures
        "Please visit a branch.",
    ],
)
def test_figures_found_in_the_sources_are_grounded(answer):
    assert ungrounded_facts(answer, SOURCES) == []


@pytest.mark.parametrize(
    ("answer", "flagged"),
    [
        ("Senior citizens earn 8.25% p.a. [1].", ["8.25%"]),
        ("The penalty is 0.75% on deposits below ₹5 lakh [2].", ["0.75%"]),
        ("Compensation is ₹250 per day [4].", ["₹250"]),
        ("The minimum is ₹2 lakh [7].", ["₹2 lakh"]),
        ("Call 1800-266-1234 to block the card.", ["1800-266-1234"]),
        ("The card is dispatched within 2 days.", ["2 days"]),  # working days are not days
        ("Reversal takes 30 days, or 1 month.", ["30 days", "1 month"]),  # 30 days is not a month
        ("You have 24 hours to report it.", ["24 hours"]),
        ("Rates: 7.50% [1], 9.9% [2], and 9.9% again.", ["9.9%"]),  # reported once, in order
    ],
)
def test_invented_figures_are_flagged(answer, flagged):
    assert ungrounded_facts(answer, SOURCES) == flagged


def test_the_question_can_vouch_for_its_own_numbers():
    answer = "For a deposit of ₹3,00,000, the penalty is 0.50% p.a. [2]."
    assert ungrounded_facts(answer, SOURCES) == ["₹3,00,000"]
    assert ungrounded_facts(answer, [*SOURCES, "I have 3 lakh in an FD, what is the penalty?"]) == []


def test_computed_figures_are_flagged():
    answer = "₹2 lakh at 7.00% grows to about ₹2,29,776 in 3 years [1]."
    assert ungrounded_facts(answer, SOURCES) == ["₹2 lakh", "₹2,29,776"]


def test_no_sources_means_every_figure_is_unsupported():
    assert ungrounded_facts("Pay ₹500 within 7 days.", []) == ["₹500", "7 days"]


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("₹1,00,000", "money", 100000),
        ("Rs. 1.5 lakh", "money", 150000),
        ("₹2 crore", "money", 20000000),
        ("500 rupees", "money", 500),
        ("7.50 %", "percent", 7.5),
        ("2 years", "period:month", 24),
        ("18 months", "period:month", 18),
        ("2 weeks", "period:day", 14),
        ("48 hours", "period:minute", 2880),
        ("7 working days", "period:working day", 7),
    ],
)
def test_normalisation(text, kind, value):
    (fact,) = extract_facts(text)
    assert fact.kind == kind and fact.value == value


def test_numbers_that_are_not_money_rates_or_periods_are_not_facts():
    assert extract_facts("Section 80C, Form 15H, step 3, 24x7 support, 10:00 to 16:00 [2]") == []
