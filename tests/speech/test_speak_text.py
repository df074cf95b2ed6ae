"""What is read aloud: ``spoken_text`` turns a written answer into words a listener follows."""

from __future__ import annotations

import pytest

from banking_ai.speech.speak import speech_pieces
from banking_ai.speech.spoken import THE_REST, spoken_text


def test_citations_are_not_read():
    said = spoken_text("Fixed deposits earn 6.8% [1]. Senior citizens get 0.5% more [1][2], see [3, 4].")
    assert "[" not in said and "]" not in said
    assert "1" not in said.replace("6.8", "").replace("0.5", "")


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("A minimum of ₹2,000 is needed.", "A minimum of 2,000 rupees is needed."),
        ("Charges: Rs. 500 per year.", "Charges: 500 rupees per year."),
        ("Loans up to Rs 5 lakh.", "Loans up to 5 lakh rupees."),
        ("A deposit of ₹1,50,000.", "A deposit of 1.5 lakh rupees."),
        ("Limit INR 2,00,00,000/-", "Limit 2 crore rupees."),
        ("It earns 6.80% p.a.", "It earns 6.80 percent per year."),
        ("Bring ID, e.g. a passport.", "Bring ID, for example a passport."),
        ("Call us 24x7.", "Call us 24 hours a day, 7 days a week."),
    ],
)
def test_amounts_percentages_and_shorthand_become_words(written, said):
    assert spoken_text(written) == said


def test_markdown_lists_headings_and_tables_become_pauses():
    said = spoken_text(
        "## How to block a card\n1. Open the **app**\n- Tap *Cards* > Block\n\n"
        "| Tenure | Rate |\n|---|---:|\n| 1 year | 6.8% |"
    )
    assert said == ("How to block a card. Open the app. Tap Cards, then Block. Tenure, Rate. 1 year, 6.8 percent.")
    assert not any(mark in said for mark in "#*|")


def test_links_and_email_addresses_are_said_by_site_not_spelled():
    said = spoken_text(
        "Visit https://www.suvidhabank.com/cards/block?src=chat or write to care@suvidhabank.com. "
        "See [the rates page](https://suvidhabank.com/rates)."
    )
    assert said == ("Visit suvidhabank dot com or write to care at suvidhabank dot com. See the rates page.")


def test_a_long_answer_is_cut_at_a_sentence_with_a_pointer_to_the_screen():
    answer = " ".join(f"Sentence number {n} says something useful." for n in range(100))
    said = spoken_text(answer, max_chars=300)
    assert len(said) <= 300
    assert said.endswith(THE_REST)
    assert said.removesuffix(THE_REST).rstrip().endswith("useful.")  # whole sentences only


def test_nothing_to_read_gives_empty_text():
    assert spoken_text(" [1] **  ** \n|---|") == ""


def test_groq_pieces_keep_sentences_whole_and_fit_the_limit():
    text = spoken_text("First sentence here. " * 12 + "A" * 250)
    pieces = speech_pieces(text, 200)
    assert all(len(piece) <= 200 for piece in pieces)
    assert " ".join(pieces).replace(" ", "") == text.replace(" ", "")
    assert pieces[0].endswith("here.")
