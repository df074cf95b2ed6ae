"""The offline transcriber: a language model of the bank's own words, built once per index generation."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from banking_ai.settings import SpeechSettings
from banking_ai.speech import AudioError
from banking_ai.speech.language_model import arpa, build_language_model, words
from banking_ai.speech.pronunciations import read_dictionary
from banking_ai.speech.sphinx import PocketsphinxTranscriber, dictionary_path
from tests.conftest import REPO
from tests.speech.conftest import BLOCK_CARD, FD_RATES, STOLEN_CARD
from tests.speech.samples import have_espeak, silence, tone

INTENTS = REPO / "data" / "intents" / "intents.csv"


def test_unknown_words_cut_a_sentence_instead_of_joining_its_neighbours():
    known = {"block", "my", "card", "the", "is", "one", "year"}
    assert words("Block my UPI card. The FD is 1 year!", known) == [
        ["block", "my"],
        ["card"],
        ["the"],
        ["is", "one", "year"],
    ]


def test_the_arpa_model_is_a_proper_distribution():
    text = arpa([["block", "my", "card"], ["block", "my", "account"], ["my", "card"]], order=2)
    unigrams, bigrams = _sections(text)
    assert math.isclose(sum(10**p for w, (p, _) in unigrams.items() if w != "<s>"), 1.0, abs_tol=1e-3)
    # P(w | my) over the whole vocabulary: seen bigrams plus the back-off mass spread over unigrams.
    seen = {w2: 10**p for (w1, w2), p in bigrams.items() if w1 == "my"}
    backoff = 10 ** unigrams["my"][1]
    total = sum(seen.get(w, backoff * 10**p) for w, (p, _) in unigrams.items() if w != "<s>")
    assert math.isclose(total, 1.0, abs_tol=1e-3)
    assert arpa([["a", "b", "c"]], order=3).count("\\3-grams:") == 1


def test_the_domain_model_is_cached_per_index_generation(sample_services, tmp_path):
    known = read_dictionary(dictionary_path())
    first = build_language_model(sample_services, INTENTS, known, order=2, cache_dir=tmp_path / "index")
    assert first.language_model.is_file() and first.dictionary.is_file()
    text = first.language_model.read_text()
    intents_only = build_language_model(None, INTENTS, known, order=2, cache_dir=tmp_path / "intents")
    assert "\tdebit card\n" in intents_only.language_model.read_text()
    assert _sizes(text)[0] > _sizes(intents_only.language_model.read_text())[0] * 1.2  # the policies' words too
    # Words the CMU dictionary lacks are in, with a pronunciation: acronyms spelt out, the rest by espeak-ng.
    dictionary = dict(line.split(" ", 1) for line in first.dictionary.read_text().splitlines())
    assert "\tupi\t" in text and dictionary["upi"] == "Y UW P IY AY" and dictionary["kyc"] == "K EY W AY S IY"
    heads = {word for word in dictionary if "(" not in word}  # "read(2)": a second pronunciation
    assert dictionary["debit"] == known["debit"][0] and len(heads) == _sizes(text)[0] - 2  # the model's words
    again = build_language_model(sample_services, INTENTS, known, order=2, cache_dir=tmp_path / "index")
    assert again == first
    generation = sample_services.settings.index_dir / "generation"
    before = generation.read_text()
    try:
        generation.write_text("a-newer-generation")
        newer = build_language_model(sample_services, INTENTS, known, order=2, cache_dir=tmp_path / "index")
    finally:
        generation.write_text(before)
    assert newer != first and newer.language_model.is_file()
    assert not first.language_model.exists() and not first.dictionary.exists()  # the old generation's files are gone


@pytest.fixture(scope="module")
def lm_cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("speech-lm")


@pytest.fixture(scope="module")
def transcriber(sample_services, lm_cache):
    engine = PocketsphinxTranscriber(SpeechSettings(), rag=sample_services, intents_csv=INTENTS, cache_dir=lm_cache)
    engine.warm_up()
    return engine


def test_spoken_banking_questions_are_transcribed_offline(transcriber, spoken):
    heard = transcriber.transcribe(spoken[STOLEN_CARD])
    assert heard.engine == "pocketsphinx" and heard.seconds > 1.5 and heard.ms > 0
    assert "card was stolen" in heard.text
    assert "interest rate on a fixed deposit" in transcriber.transcribe(spoken[FD_RATES]).text


def test_silence_and_noise_are_refused(transcriber):
    with pytest.raises(AudioError) as caught:
        transcriber.transcribe(silence(1.5))
    assert caught.value.reason == "silent"
    with pytest.raises(AudioError) as caught:
        transcriber.transcribe(tone(0.3, hz=50, amplitude=3000))
    assert caught.value.reason in ("no_speech",)


def test_the_time_limit_gives_a_timeout(sample_services, spoken, lm_cache, transcriber):
    settings = SpeechSettings(timeout_s=1e-6)
    engine = PocketsphinxTranscriber(settings, rag=sample_services, intents_csv=INTENTS, cache_dir=lm_cache)
    with pytest.raises(AudioError) as caught:
        engine.transcribe(spoken[BLOCK_CARD])
    assert caught.value.reason == "timeout" and "too long" in str(caught.value)
    settings.timeout_s = 30.0  # the same engine serves the next recording
    assert "card was stolen" in engine.transcribe(spoken[STOLEN_CARD]).text


def _sizes(text: str) -> list[int]:
    return [int(line.split("=")[1]) for line in text.splitlines() if line.startswith("ngram ")]


def _sections(text: str):
    unigrams: dict[str, tuple[float, float]] = {}
    bigrams: dict[tuple[str, str], float] = {}
    section = 0
    for line in text.splitlines():
        if line.startswith("\\") and line.endswith("-grams:"):
            section = int(line[1])
            continue
        fields = line.split("\t")
        if section == 1 and len(fields) == 3:
            unigrams[fields[1]] = (float(fields[0]), float(fields[2]))
        elif section == 2 and len(fields) == 2:
            bigrams[tuple(fields[1].split())] = float(fields[0])
    return unigrams, bigrams


def test_numbers_are_modelled_as_they_are_said():
    # The policies go through spoken_text first (tests/speech/test_speak_text.py): "₹1,50,000" -> "1,50,000 rupees".
    assert words("FD at 6.8 percent on 1,50,000 rupees for 12 months; call 1800 or 9876543210.") == [
        ["fd", "at", "six", "point", "eight", "percent", "on", "one", "lakh", "fifty", "thousand", "rupees", "for",
         "twelve", "months"],
        ["call", "one", "thousand", "eight", "hundred", "or", "nine", "eight", "seven", "six", "five", "four",
         "three", "two", "one", "zero"],
    ]  # fmt: skip


def test_without_espeak_acronyms_are_still_spelt_and_the_model_is_cached_apart(sample_services, tmp_path):
    known = read_dictionary(dictionary_path())
    plain = build_language_model(
        sample_services, INTENTS, known, order=2, cache_dir=tmp_path, espeak_cmd="no-such-espeak"
    )
    dictionary = plain.dictionary.read_text()
    assert "\nupi Y UW P IY AY\n" in dictionary and "\nkaise " not in dictionary  # Hinglish needs espeak-ng
    if have_espeak():
        read = build_language_model(sample_services, INTENTS, known, order=2, cache_dir=tmp_path)
        assert read.dictionary != plain.dictionary and "\nkaise " in read.dictionary.read_text()
