"""Shorthands the encoder cannot read, spelled out before anything reads the question."""

from __future__ import annotations

import pytest

from banking_ai.vocabulary.expansion import spell_out_shorthand


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("current a/c", "current account"),
        ("Current A/C types?", "Current account types?"),
        ("min bal for savings acct", "minimum balance for savings account"),
        ("chq bounce charges", "cheque bounce charges"),
        ("amt limit per txn", "amount limit per txn"),  # "txn" has an x "transaction" lacks: no contraction
        ("cust care number", "customer care number"),
    ],
)
def test_a_contraction_of_one_word_is_spelled_out(typed, read):
    assert spell_out_shorthand(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "FD rate for sr citizens? KYC and NEFT",  # acronyms; "sr citizens" is not the table's "sr citizen"
        "AC repair loan",  # capitals without a slash
        "loan for ac, acc to rbi",  # the air conditioner, "according to"
        "ok sr, Sr. No. 5",  # "sir", a serial number
        "Bal Gangadhar ka bal",  # a name, Hindi for hair
        "a/cx or e-mail bal-ance",  # parts of other words
        "balance of my account",
    ],
)
def test_acronyms_ambiguous_shorthands_and_parts_of_words_stay_as_typed(typed):
    assert spell_out_shorthand(typed) == typed


@pytest.mark.parametrize(
    ("question", "spelled"),
    [
        ("What is the FD interest rate?", "What is the fixed deposit interest rate?"),
        ("fd par byaj dar kya hai?", "fixed deposit par byaj dar kya hai?"),
        ("KYC for my NRI a/c", "know your customer documents for my non resident indian account"),
        ("What documents do I need to open a savings account?", None),  # nothing to write out
    ],
)
def test_abbreviations_are_written_out_in_place_for_comparing_with_headings(question, spelled):
    from banking_ai.vocabulary.expansion import spell_out_abbreviations

    assert spell_out_abbreviations(question) == spelled
