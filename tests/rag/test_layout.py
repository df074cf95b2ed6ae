"""Hand-made structure recovered from text alone (banking_ai/rag/layout.py)."""

from __future__ import annotations

import pytest

from banking_ai.rag.layout import (
    continues_line,
    is_file_name,
    page_furniture,
    question_rows,
    restates,
    same_words,
)


def test_a_wrapped_printed_line_is_joined_whatever_the_next_line_starts_with():
    line = "Owner cultivators, tenant farmers, oral lessees and Self Help Groups or"
    assert continues_line(line, "Joint Liability Groups of farmers.") == f"{line} Joint Liability Groups of farmers."
    assert continues_line("Processing fee up to ₹3 lakh   Nil", "Processing fee above ₹3 lakh   0.35%") is None
    assert (
        continues_line("Charges", "Cheques returned unpaid cost ₹500.") is None
    )  # a short label is not a wrapped line
    assert continues_line("The fee is ₹100.", "it is refunded on closure") is None
    item = "- Branch: submit the requisition slip from your existing cheque book"
    assert continues_line(item, "The cheque book is posted within 7 working days.") is None


def test_page_numbers_and_running_headers_go_but_repeated_sentences_stay():
    texts = [
        "Narmada Bank – Customer Information",
        "Page 1 of 2",
        "Yes, free of charge.",
        "Narmada Bank – Customer Information",
        "- 2 -",
        "Yes, free of charge.",
    ]
    assert page_furniture(texts, [True] * len(texts)) == {0, 1, 3, 4}


def test_a_typed_contents_list_goes_only_when_its_entries_are_headings_later():
    texts = ["Contents", "Fees ..... 2", "Limits ..... 3", "Fees", "₹100.", "Limits", "₹2 lakh."]
    assert page_furniture(texts, [True] * len(texts)) == {0, 1, 2}
    prose = ["Contents", "Your locker contents are not insured by the bank."]
    assert page_furniture(prose, [True, True]) == set()


def test_question_tables_are_told_from_data_tables_and_keep_their_lists():
    rows = question_rows(
        [
            ["Q", "A"],
            ["What is my daily limit?", "It depends on the card: • Classic: ₹25,000 • Gold: ₹50,000"],
            ["How do I raise it?", "1. Open the app. 2. Choose Limits. 3. Save."],
        ]
    )
    assert rows == [
        ("What is my daily limit?", "It depends on the card:\n- Classic: ₹25,000\n- Gold: ₹50,000"),
        ("How do I raise it?", "- 1. Open the app.\n- 2. Choose Limits.\n- 3. Save."),
    ]
    numbered = question_rows(
        [["No.", "Question", "Answer"], ["1", "Is NEFT free?", "Yes."], ["2", "Is RTGS free?", "No."]]
    )
    assert numbered == [("Is NEFT free?", "Yes."), ("Is RTGS free?", "No.")]
    assert question_rows([["Tenure", "Rate"], ["1 year", "6.50%"], ["2 years", "6.75%"]]) is None


@pytest.mark.parametrize(
    ("title", "file_name"),
    [("Microsoft Word - KCC_Guide_v4.pdf", True), ("policy_final.docx", True), ("Kisan Credit Card Guide", False)],
)
def test_titles_that_are_file_names_are_recognised(title, file_name):
    assert is_file_name(title) is file_name


def test_titles_compare_across_dashes_case_and_spacing():
    assert same_words("ATM and Cash Services – FAQ", "ATM and cash services - FAQ")
    assert not same_words("ATM FAQ", "ATM Services FAQ")


def test_a_heading_restates_a_title_when_they_share_half_their_words():
    assert restates(
        "Sovereign Gold Bonds and FASTag – Frequently Asked Questions", "Sovereign Gold Bonds and FASTag - FAQs"
    )
    assert not restates("Services", "Service Requests FAQ")
