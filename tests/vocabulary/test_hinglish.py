"""One table of Hindi banking words feeds query expansion, the graph lexicon and the calculation rules."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from banking_ai.graph.entities import EntityExtractor
from banking_ai.graph.lexicon import LEXICON
from banking_ai.rules import detect_calculation, find_rates, parse_calculation
from banking_ai.vocabulary import expand_query, hinglish_gloss
from banking_ai.vocabulary.hinglish import (
    DEPOSIT_WORDS,
    HINGLISH,
    INSTALMENT_WORDS,
    INTEREST_RATE_WORDS,
    INTEREST_WORDS,
    LOAN_WORDS,
    lexicon_forms,
)
from tests.conftest import REPO

WORDS = [word for entry in HINGLISH for word in entry.words]
GLOSSED = [(word, entry.english) for entry in HINGLISH if entry.english for word in entry.words]
NAMED = [(word, entry.entity) for entry in HINGLISH if entry.entity for word in entry.words]


def test_every_word_is_listed_once_in_lower_case():
    assert len(WORDS) == len(set(WORDS))
    assert all(word == word.lower().strip() for word in WORDS)


@pytest.mark.parametrize(("word", "english"), GLOSSED)
def test_expansion_appends_the_english_of_every_word(word, english):
    assert expand_query(f"mera {word} kya hai").endswith(f"({english})")
    assert english in hinglish_gloss(f"mera {word} kya hai")


@pytest.mark.parametrize(("word", "entity"), NAMED)
def test_the_lexicon_knows_every_word_as_its_entity(word, entity):
    assert entity in LEXICON
    assert entity in EntityExtractor(patterns=()).extract(f"mera {word} kya hai")


def test_the_lexicon_takes_its_hindi_words_from_the_table_only():
    source = (REPO / "banking_ai" / "graph" / "lexicon.py").read_text(encoding="utf-8")
    written_there = [word for word in WORDS if f'"{word}"' in source]
    assert written_there == []
    for entity, forms in LEXICON.items():
        assert set(lexicon_forms(entity)) <= set(forms)


@pytest.mark.parametrize("word", LOAN_WORDS)
def test_the_rules_read_every_loan_word(word):
    assert detect_calculation(f"{word} 5 lakh 10% 3 saal") == "emi"


@pytest.mark.parametrize("word", INSTALMENT_WORDS)
def test_the_rules_read_every_instalment_word(word):
    assert detect_calculation(f"{word} kitni hogi 5 lakh pe 3 saal ke liye?") == "emi"


@pytest.mark.parametrize("word", INTEREST_RATE_WORDS + INTEREST_WORDS)
def test_the_rules_read_every_interest_word_as_a_rate_cue(word):
    assert [rate.value for rate in find_rates(f"2 lakh ki fd {word} 7.5 pe 1 saal")] == [Decimal("7.5")]


@pytest.mark.parametrize("word", DEPOSIT_WORDS)
def test_the_rules_read_every_deposit_word(word):
    assert detect_calculation(f"2 lakh {word} 7% 1 saal") == "fd"


# --- "every month" ---------------------------------------------------------------------------------

EVERY_MONTH = ["per month", "a month", "every month", "each month", "monthly", "har mahine", "har mahina", "prati mah"]


@pytest.mark.parametrize("form", EVERY_MONTH)
def test_every_month_form_makes_the_amount_the_rd_instalment(form):
    request = parse_calculation(f"rd of 5000 {form} for 2 years at 7%, I have 1 lakh saved", "rd")
    assert request.monthly_instalment == Decimal("5000.00")


@pytest.mark.parametrize("form", ["/month", " p.m.", " mahina"])
def test_short_every_month_forms_count_right_after_an_amount(form):
    request = parse_calculation(f"rd 5,000{form} for 2 years at 7%, I have 1 lakh saved", "rd")
    assert request.monthly_instalment == Decimal("5000.00")


def test_no_module_outside_the_vocabulary_spells_every_month_itself():
    spelled = re.compile(r"every\\s\+month|har\\s\+mahin|each\\s\+month")
    copies = [
        path.relative_to(REPO).as_posix()
        for path in (REPO / "banking_ai").rglob("*.py")
        if spelled.search(path.read_text(encoding="utf-8"))
    ]
    assert copies == ["banking_ai/vocabulary/periods.py"]
