"""Words no table knows (loanwords in Devanagari, misspellings) are read as the words of the bank's documents."""

from __future__ import annotations

import pytest

from banking_ai.vocabulary.document_words import DocumentWords
from banking_ai.vocabulary.hindi import devanagari_words, known_hindi_spellings

DOCUMENTS = [
    "Education loan: the margin money is 5% of the course fee for loans above Rs 4 lakh.",
    "Gold ornaments of 18 to 22 carat purity are accepted as security.",
    "A tractor loan can be repaid in half-yearly instalments; no guarantor is needed up to Rs 1.6 lakh.",
    "Sole proprietorship firms open a current account with a GST certificate.",
    "Cash deposit machines accept up to 200 notes at a time.",
    "Card cloning: never let anyone swipe your card out of sight. Many customers ask about this.",
]


@pytest.fixture(scope="module")
def reader() -> DocumentWords:
    return DocumentWords.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    ("question", "spelled", "english"),
    [
        ("एजुकेशन लोन में मार्जिन मनी कितनी देनी पड़ती है?", "marjin", "margin"),
        ("गोल्ड लोन के लिए सोना कितने कैरेट का होना चाहिए?", "kairet", "carat"),
        ("ट्रैक्टर लोन की किस्तें छमाही भर सकते हैं क्या?", "traiktar", "tractor"),
        ("मुद्रा लोन के लिए गारंटर चाहिए क्या?", "garantar", "guarantor"),
        ("प्रोप्राइटरशिप फर्म का करंट अकाउंट", "propraitarship", "proprietorship"),
        ("कैश डिपॉजिट मशीन में कितने नोट डाल सकते हैं?", "kaish", "cash"),
    ],
)
def test_a_loanword_no_table_knows_becomes_the_documents_word(reader, question, spelled, english):
    words = devanagari_words(question)
    assert spelled in words
    assert spelled not in known_hindi_spellings()
    assert reader.for_loanword(spelled) == english
    respelled = reader.respell(" ".join(words), words, known_hindi_spellings())
    assert english in respelled.split() and spelled not in respelled.split()


def test_the_documents_decide_what_a_word_can_become():
    """Without the word in the documents nothing is guessed: "kairet" stays as it is, although "create"
    has its consonants (k-r-t) and is only two vowels away."""
    other_bank = DocumentWords.from_texts(["Fixed deposits earn 7% a year.", "Create a new PIN at any ATM."])
    assert other_bank.for_loanword("kairet") is None
    assert other_bank.respell("sona kitne kairet ka", ["sona", "kitne", "kairet", "ka"], frozenset()) == (
        "sona kitne kairet ka"
    )


def test_hindi_words_the_tables_know_are_never_respelled(reader):
    """ "kholna" (to open) sounds like "clone", which the documents hold; it is a Hindi word, so it stays."""
    assert "kholna" in known_hindi_spellings()
    words = devanagari_words("खाता खोलना है")
    assert "kholna" in words
    assert reader.respell("khata kholna hai", words, known_hindi_spellings()) == "khata kholna hai"


def test_short_words_need_the_same_sound_and_unlike_words_stay(reader):
    assert reader.for_loanword("mani") == "many"  # the same sound ("many" is a document word here)
    assert reader.for_loanword("mano") is None  # two consonants and a different sound: money? man? main?
    assert reader.for_loanword("bachat") is None  # nothing in the documents sounds like it
    assert reader.for_loanword("marjin") == "margin"
    assert reader.for_loanword("marjan") == "margin"  # a vowel off counts half


def test_text_without_devanagari_has_no_transliterated_words():
    assert devanagari_words("education loan margin money kitni hai?") == []


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("what is the margn money for an educaton loan", "what is the margin money for an education loan"),
        ("tracter loan guarantr needed?", "tractor loan guarantor needed?"),
        ("Cash deposit machnes limit", "Cash deposit machines limit"),
    ],
)
def test_a_misspelt_word_becomes_the_document_word_it_misspells(reader, typed, read):
    assert reader.correct(typed, known_hindi_spellings()) == read


def test_english_words_hindi_words_short_words_and_masked_details_stay(reader):
    """ "cart" is English (not "carat"), "kholna" Hindi, "crd" too short to pin down; "[Aadhaar]" is masked."""
    text = "my cart and crd, khata kholna, proof [Aadhaar] and [card ending 1234]"
    assert reader.correct(text, known_hindi_spellings()) == text


def test_without_the_english_word_list_no_word_is_taken_for_a_misspelling(reader, monkeypatch, tmp_path):
    """A real English word missing from the documents ("cart") must never become a document word, so
    when the word list cannot be read nothing is corrected at all."""
    from banking_ai.speech import sphinx
    from banking_ai.vocabulary import document_words

    monkeypatch.setattr(sphinx, "dictionary_path", lambda: tmp_path / "missing.dict")
    document_words.english_words.cache_clear()
    try:
        assert reader.correct("tracter loan for my cart", known_hindi_spellings()) == "tracter loan for my cart"
    finally:
        monkeypatch.undo()
        document_words.english_words.cache_clear()
    assert reader.correct("tracter loan for my cart", known_hindi_spellings()) == "tractor loan for my cart"
