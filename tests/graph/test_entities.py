"""The banking entity extractor: one canonical id per concept, however customers and policies write it."""

from __future__ import annotations

import re

import pytest

from banking_ai.graph.entities import EntityExtractor, default_extractor, names_product
from banking_ai.graph.lexicon import BROADER, LEXICON

KINDS = {"product", "concept", "channel", "segment", "charge", "document", "process", "authority"}


def entities(text: str) -> set[str]:
    return set(default_extractor().extract(text))


@pytest.mark.parametrize(
    ("forms", "entity"),
    [
        (["fixed deposit", "FD", "my FDs", "term deposit", "Fixed Deposits"], "product:fixed_deposit"),
        (["recurring deposit", "RD"], "product:recurring_deposit"),
        (["account", "a/c", "A/C", "khata", "acct"], "concept:account"),
        (["EMI", "equated monthly instalment", "emis"], "concept:emi"),
        (["interest rate", "ROI", "byaaj", "byaj", "sood"], "concept:interest"),
        (["senior citizen", "sr citizen", "sr. citizen", "Senior Citizens", "buzurg"], "segment:senior_citizen"),
        (["NRI", "non-resident Indian", "non resident indian"], "segment:nri"),
        (["nominee", "nomination", "nominees", "waris"], "concept:nomination"),
        (["KYC", "re-KYC", "Re KYC", "know your customer"], "concept:kyc"),
        (["CIBIL", "credit score", "cibil score"], "concept:credit_score"),
        (["stolen", "chori", "khoya", "lost"], "concept:lost_or_stolen"),
        (["net banking", "NetBanking", "internet banking"], "channel:net_banking"),
        (["insurance", "health policy", "term plan", "mediclaim", "accident cover"], "product:insurance"),
    ],
)
def test_every_way_of_writing_a_concept_gives_one_canonical_id(forms, entity):
    for form in forms:
        assert entity in entities(f"question about {form} please"), form


def test_a_possessive_names_the_product_it_follows():
    assert "product:credit_card" in entities("Does my credit card's annual fee get waived?")
    assert "product:home_loan" in entities("my home loan’s tenure")
    assert "channel:upi" not in entities("what's new")


def test_payment_systems_written_together_are_each_found():
    assert {"channel:neft", "channel:rtgs", "channel:imps", "channel:upi"} <= entities("NEFT/RTGS, IMPS or UPI?")
    assert "concept:fund_transfer" in entities("NEFT")  # a broader concept comes with the specific one


def test_the_longest_form_wins_and_implies_its_broader_concept():
    found = entities("Tax-saver FD with a five-year lock-in")
    assert {"product:tax_saver_fd", "product:fixed_deposit", "duration:5y"} <= found
    scss = entities("senior citizens savings scheme")
    assert "product:scss" in scss and "product:savings_account" not in scss
    assert "charge:late_payment_fee" in entities("late payment fee on my credit card")


@pytest.mark.parametrize(
    "text",
    [
        "He paid late last month",  # "late" is not a deceased depositor
        "Everything is fine, thanks",  # "fine" is not a penalty
        "What's the weather in Paris tomorrow?",
        "ye kya hai",  # Hinglish "ye" is not an error code
    ],
)
def test_ordinary_words_are_not_banking_entities(text):
    assert not {e for e in entities(text) if e.split(":")[0] in ("segment", "charge", "code")}


@pytest.mark.parametrize(
    ("texts", "entity"),
    [
        (["₹5 lakh", "Rs. 5,00,000", "5 lakh rupees", "INR 500000", "5L", "₹ 5 lakhs"], "amount:500000"),
        (["₹2,000", "Rs 2000", "2k"], "amount:2000"),
        (["1.5 crore", "₹1.5 cr"], "amount:15000000"),
        (["7.50%", "7.5 %", "7.5 percent", "7.5 per cent"], "percent:7.5"),
        (["24 months", "2 years", "2 saal", "two years", "2-year"], "duration:2y"),
        (["7 working days", "seven working days"], "duration:7wd"),
        (["7 days", "7 din"], "duration:7d"),
        (["error U30", "code: u30", "U30"], "code:U30"),
        (["declined with ZM", "Z9 error"], None),
    ],
)
def test_patterns_normalise_amounts_rates_durations_and_codes(texts, entity):
    for text in texts:
        found = entities(text)
        if entity is None:
            assert any(e.startswith("code:Z") for e in found), text
        else:
            assert entity in found, (text, found)


def test_working_days_and_calendar_days_are_different_durations():
    assert "duration:7d" not in entities("7 working days")


def test_extraction_is_deterministic_sorted_and_unique():
    text = "FD FD fixed deposit ₹5 lakh 5 lakh"
    assert default_extractor().extract(text) == tuple(sorted(set(default_extractor().extract(text))))
    assert default_extractor().extract(text).count("product:fixed_deposit") == 1
    assert default_extractor().extract("") == ()


def test_pattern_kinds_can_be_switched_off():
    concepts_only = EntityExtractor(patterns=())
    assert concepts_only.extract("FD of ₹5 lakh for 2 years at 7%") == ("product:fixed_deposit",)
    with pytest.raises(ValueError, match="unknown pattern kinds"):
        EntityExtractor(patterns=("amount", "colour"))


def test_the_lexicon_is_extensible_and_its_signature_follows_it():
    extended = EntityExtractor({**LEXICON, "product:locker_insurance": ("locker insurance", "locker cover")})
    assert "product:locker_insurance" in extended.extract("Is there locker cover?")
    assert extended.signature != default_extractor().signature
    assert EntityExtractor().signature == default_extractor().signature  # stable across instances
    assert EntityExtractor(patterns=("code",)).signature != default_extractor().signature


def test_lexicon_table_is_well_formed():
    """Ids are kind:name with known kinds; BROADER points at real entities; no form means two things."""
    for entity in LEXICON:
        kind, _, name = entity.partition(":")
        assert kind in KINDS and re.fullmatch(r"[a-z0-9_]+", name), entity
    for narrow, wide in BROADER.items():
        assert narrow in LEXICON and wide in LEXICON, (narrow, wide)
    owner: dict[tuple[str, ...], str] = {}
    from banking_ai.graph.entities import tokens

    for entity, forms in LEXICON.items():
        for form in forms:
            key = tuple(tokens(form))
            assert owner.setdefault(key, entity) == entity, f"'{form}' means both {owner[key]} and {entity}"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("What's the age range to buy this health policy?", True),
        ("gold loan rate", True),
        ("How do I get an Aadhaar card made for my newborn baby?", False),  # any card is not a bank's product
        ("my gym membership card", False),
        ("who won the cricket match?", False),
    ],
)
def test_a_product_is_named_by_its_kind_not_by_the_word_card(text, named):
    assert names_product(text) is named
