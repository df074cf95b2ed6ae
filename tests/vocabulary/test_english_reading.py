"""english_reading: a Hinglish question read in English words for the English-only encoder."""

from __future__ import annotations

import re

import pytest

from banking_ai.vocabulary import english_reading, normalise_hindi
from banking_ai.vocabulary.hindi_words import _TABLE, KINDS, hindi_words


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def test_hindi_words_become_english_and_grammar_words_go():
    reading = english_reading("education loan ki kisht kab se shuru hoti hai?")
    words = _words(reading)
    assert {"education", "loan", "instalment", "when", "start"} <= set(words), reading
    assert not {"ki", "kab", "se", "hai", "kisht"} & set(words), reading
    assert reading.endswith("?"), "punctuation stays"


def test_banking_words_take_the_banking_gloss_and_english_words_stay():
    reading = english_reading("kya FD time se pehle tod sakte hai? kitni penalty lagegi?")
    words = _words(reading)
    assert "premature" in words, "tod: the banking table's 'premature break' wins over the everyday word"
    assert {"fd", "time", "penalty", "before"} <= set(words), reading


def test_devanagari_arrives_transliterated_and_is_read_too():
    reading = english_reading(normalise_hindi("क्या मेरे माता-पिता मेरे NRE खाते में joint holder बन सकते हैं?"))
    assert {"mother", "father", "account", "joint", "holder", "nre"} <= set(_words(reading)), reading


def test_a_transliterated_word_that_lost_its_long_vowel_is_still_read():
    """मांगता transliterates to "mangta"; the table, like most typists, writes "maangta"."""
    reading = english_reading(normalise_hindi("क्या बैंक कभी फोन पर OTP मांगता है?"))
    assert "ask" in _words(reading) and "mangta" not in _words(reading), reading


@pytest.mark.parametrize(
    ("devanagari", "hinglish"),
    [
        ("कार्ड कैसे खरीदें और उसमें कितना डाल सकते हैं?", "card kaise kharide aur usme kitna daal sakte hai?"),
        ("बैंक के खिलाफ शिकायत कहाँ करें?", "bank ke khilaf shikayat kahan kare?"),
        ("जमीन के कौन से डॉक्यूमेंट लगेंगे", "zameen ke kaun se document lagenge"),
        ("लोन बनवाने के लिए क्या चाहिए", "loan banwane ke liye kya chahiye"),
    ],
)
def test_devanagari_reads_as_its_hinglish_twin(devanagari, hinglish):
    """Devanagari's Latin form writes a final nasal Hinglish typing leaves out (खरीदें "khariden"), and
    फ, व, ज where typed Hindi has f, w, z (खिलाफ "khilaph", बनवाने "banvane", जमीन "jamin"): the
    reading must not depend on the script the customer used."""
    assert english_reading(normalise_hindi(devanagari)) == english_reading(hinglish)


def test_an_english_word_is_never_read_as_a_hindi_word_with_long_vowels_shortened():
    words = _words(english_reading("mera loan soon approve hoga kya, good hai na"))
    assert {"soon", "good"} <= set(words), "'soon' is not 'sun' (listen), 'good' not 'gud'"


def test_placeholders_abbreviations_and_spacing_stay_as_typed():
    assert english_reading("[card ending 1234] block kaise kare?") == "[card ending 1234] block how do?"
    assert english_reading("a/c band karna hai").startswith("a/c ")


def test_a_spelling_that_is_also_english_keeps_the_english_word():
    """ "main" is Hindi for "I" but also "main branch"; "log" is "people" but also "log in"."""
    assert {"main", "branch"} <= set(_words(english_reading("main branch ka time kya hai?")))
    assert "log" in _words(english_reading("net banking me log in kaise kare?"))


@pytest.mark.parametrize("message", ["hai", "hai na?", "ji"])
def test_a_message_with_nothing_but_grammar_words_has_no_reading(message):
    assert english_reading(message) is None


@pytest.mark.parametrize(
    "question",
    [
        "What is the FD rate for senior citizens?",
        "How do I block my lost debit card?",
        "main branch timings",  # "main" is also Hindi ("I"), but nothing else here is
        "Can I do a balance transfer to you?",
    ],
)
def test_english_questions_are_not_read_again(question):
    assert english_reading(question) is None


def test_the_table_is_well_formed():
    lines = _TABLE.strip().splitlines()
    spellings = [line.split("\t")[0] for line in lines]
    assert all(line.count("\t") == 2 for line in lines)
    assert all(spelling.isascii() and spelling.isalpha() and spelling.islower() for spelling in spellings)
    assert len(spellings) == len(set(spellings)) == len(hindi_words())
    assert {line.split("\t")[2] for line in lines} <= KINDS
    grammar = [line for line in lines if line.endswith("\tgrammar")]
    assert grammar and all(line.split("\t")[1] == "" for line in grammar)
