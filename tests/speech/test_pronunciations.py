"""Pronunciations for the bank's words the CMU dictionary lacks: acronyms spelt out, other words by espeak-ng."""

from __future__ import annotations

import pytest

from banking_ai.speech.pronunciations import (
    acronyms,
    arpabet,
    dictionary_text,
    espeak_pronunciations,
    missing_pronunciations,
    spelt,
)
from tests.speech.samples import have_espeak


def test_espeak_phonemes_become_arpabet_or_nothing():
    assert arpabet("b_l_'0_k_t") == "B L AA K T"
    assert arpabet("tS_'a_h_I2_;_,aI") == "CH AE HH IH AY"
    assert arpabet("s_'u:_v_I_d_h_@") == "S UW V IH D HH AH"
    assert arpabet("b_'Q_k") is None  # a phoneme with no ARPAbet match: no pronunciation rather than a wrong one


def test_words_the_bank_writes_in_capitals_are_acronyms():
    found = acronyms(["Pay by UPI or NEFT.", "Two EMIs are due; send SMS BLOCK to 5676791.", "A Card"])
    assert found == {"upi", "neft", "emi", "sms", "block"}
    assert spelt("kyc") == "K EY W AY S IY"


def test_only_missing_words_get_a_pronunciation():
    known = {"block": ["B L AA K"], "neft": ["N EH F T"], "card": ["K AA R D"]}
    words = {"block", "neft", "card", "upi", "emis", "zzqx9"}
    added = missing_pronunciations(words, known, {"block", "neft", "upi", "emi"}, espeak_cmd="no-such-espeak")
    # BLOCK and NEFT are known words: left alone. UPI is spelt; "emis" is the plural of an acronym.
    assert added == {"upi": ["Y UW P IY AY"], "emis": ["IY EH M AY Z"]}
    text = dictionary_text(words, known | {"card": ["K AA R D", "K AA D"]}, added)
    assert "card K AA R D\ncard(2) K AA D\n" in text and "upi Y UW P IY AY\n" in text and "zzqx9" not in text


@pytest.mark.skipif(not have_espeak(), reason="espeak-ng is not installed (make test-deps installs it)")
def test_espeak_reads_words_it_has_never_seen():
    found = espeak_pronunciations(["suvidha", "kaise", "netbanking"])
    assert found["suvidha"] == "S UW V IH D HH AH" and set(found) == {"suvidha", "kaise", "netbanking"}
    assert espeak_pronunciations(["suvidha"], command="no-such-espeak") == {}
