"""Follow-ups are joined to the previous question so retrieval sees both; standalone questions are not."""

from __future__ import annotations

import pytest

from banking_ai.conversation.followups import is_follow_up, rewrite_follow_up


@pytest.mark.parametrize(
    "text",
    [
        "and for senior citizens?",
        "what about the charges?",
        "And what about RTGS?",
        "how about for 5 years",
        "aur senior citizen ke liye?",
        "is it the same for current accounts?",
        "how do I close it?",
        "or for 2 years?",
    ],
)
def test_short_messages_that_lean_on_the_previous_one_are_follow_ups(text):
    assert is_follow_up(text)


@pytest.mark.parametrize(
    "text",
    [
        "What documents do I need to open a savings account?",
        "How do I block my debit card if it is stolen?",
        "NEFT timings on Saturday",
        "I sent money by UPI yesterday and it was debited from my account but the other person has not got it",
        "",
    ],
)
def test_questions_with_their_own_topic_are_not_follow_ups(text):
    assert not is_follow_up(text)


def test_a_follow_up_carries_the_previous_topic_and_the_new_detail():
    rewritten = rewrite_follow_up("and for senior citizens?", "What are the FD interest rates?")
    assert "FD interest rates" in rewritten
    assert "senior citizens" in rewritten
    assert not rewritten.lower().startswith("and")


def test_nothing_to_join_without_a_previous_question_or_for_a_standalone_one():
    assert rewrite_follow_up("and for senior citizens?", None) == "and for senior citizens?"
    question = "What documents do I need to open a savings account?"
    assert rewrite_follow_up(question, "What are the FD interest rates?") == question
