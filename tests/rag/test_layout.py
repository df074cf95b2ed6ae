"""Hand-made structure recovered from text alone (banking_ai/rag/layout.py)."""

from __future__ import annotations

import pytest

from banking_ai.rag.layout import (
    is_file_name,
    joined,
    page_furniture,
    question_rows,
    restates,
    same_words,
    wraps,
)


def test_a_wrapped_printed_line_carries_on_whatever_the_next_line_starts_with():
    line = "Owner cultivators, tenant farmers, oral lessees and Self Help Groups or"
    assert wraps(line, "Joint Liability Groups of farmers.")
    assert joined(line, "Joint Liability Groups.") == f"{line} Joint Liability Groups."
    assert joined("admission through merit-", "based selection") == "admission through merit-based selection"
    assert not wraps("Processing fee up to ₹3 lakh   Nil", "Processing fee above ₹3 lakh   0.35%")
    assert not wraps("Charges", "Cheques returned unpaid cost ₹500.")  # a short label is not a wrapped line
    assert not wraps("The fee is ₹100.", "it is refunded on closure")
    assert not wraps("- Branch: submit the requisition slip from your existing cheque book", "The book is posted.")
    assert not wraps("Call the branch or the toll-free number 1800 233 4455 for help", "2. Visit a branch.")
    assert not wraps("Call the branch or the toll-free number 1800 233 4455 for help", "Can I stop a cheque?")
    # a Word paragraph is not a printed line unless the file is a paginated conversion
    assert not wraps("Call the branch or the toll-free number 1800 233 4455 for help", "Nomination", float("inf"))


def test_page_numbers_and_running_headers_go_but_repeated_answers_and_figures_stay():
    texts = [
        "Narmada Bank – Customer Information",
        "Page 1 of 2",
        "Yes, free of charge.",
        "Narmada Bank – Customer Information",
        "- 2 -",
        "Yes, free of charge.",
    ]
    assert page_furniture(texts, [True] * len(texts)) == {0, 1, 3, 4}
    # without page numbers a repeated short answer is content; a bare number or "24/7" is a figure
    faq = ["Yes, with prior approval", "Yes, with prior approval", "1000", "24/7"]
    assert page_furniture(faq, [True] * len(faq)) == set()


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
        (("What is my daily limit?",), "It depends on the card:\n- Classic: ₹25,000\n- Gold: ₹50,000"),
        (("How do I raise it?",), "- 1. Open the app.\n- 2. Choose Limits.\n- 3. Save."),
    ]
    numbered = question_rows(
        [["No.", "Question", "Answer"], ["1", "Is NEFT free?", "Yes."], ["2", "Is RTGS free?", "No."]]
    )
    assert numbered == [(("Is NEFT free?",), "Yes."), (("Is RTGS free?",), "No.")]
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
    assert not restates("Gold Loan", "Loan Policy")


def test_question_table_rows_carried_over_a_page_break_join_the_answer_before():
    rows = question_rows([["Question", "Answer"], ["Is there a fee?", "₹100 a year"], ["", "Waived for seniors."]])
    assert rows == [(("Is there a fee?",), "₹100 a year\nWaived for seniors.")]


def test_a_merged_row_naming_a_category_heads_the_questions_below_it():
    grid = [
        ["Opening an RD", ""],
        ["Question", "Answer"],
        ["Who can open an RD?", "Any resident."],
        ["Fees and tax", ""],
        ["Is TDS deducted?", "Yes, above ₹40,000."],
        ["What is the penalty?", "₹1.50 per ₹100."],
    ]
    assert question_rows(grid) == [
        (("Opening an RD", "Who can open an RD?"), "Any resident."),
        (("Fees and tax", "Is TDS deducted?"), "Yes, above ₹40,000."),
        (("Fees and tax", "What is the penalty?"), "₹1.50 per ₹100."),
    ]
    # a data table under a merged title row is not an FAQ
    assert question_rows([["Locker rent", ""], ["Size", "Rent"], ["Small", "₹2,000"], ["Large", "₹6,000"]]) is None
