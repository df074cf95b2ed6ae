"""Words no table knows (loanwords in Devanagari, misspellings) are read as the words of the bank's documents."""

from __future__ import annotations

import pytest

from banking_ai.vocabulary import normalise_hindi
from banking_ai.vocabulary.document_words import DocumentWords
from banking_ai.vocabulary.hindi import known_hindi_spellings

DOCUMENTS = [
    "For an education loan the margin money is 5% of the course fee for loans above Rs 4 lakh.",
    "Gold ornaments of 18 to 22 carat purity are accepted as security.",
    "A tractor loan can be repaid in half-yearly instalments; no guarantor is needed up to Rs 1.6 lakh.",
    "Sole proprietorship firms open a current account with a GST certificate.",
    "Our cash deposit machines accept up to 200 notes at a time.",
    "Card cloning: never let anyone swipe your card out of sight. Many customers ask about this.",
    "A gift card can be loaded with up to Rs 10,000; positive pay protects cheques above Rs 50,000.",
    "Report a scam at once. The senior citizens savings scheme pays interest every quarter.",
]


@pytest.fixture(scope="module")
def reader() -> DocumentWords:
    return DocumentWords.from_texts(DOCUMENTS)


def _read(reader: DocumentWords, question: str) -> str:
    return normalise_hindi(reader.respell(question, known_hindi_spellings()))


@pytest.mark.parametrize(
    ("question", "spelled", "english"),
    [
        ("एजुकेशन लोन में मार्जिन मनी कितनी देनी पड़ती है?", "marjin", "margin"),
        ("गोल्ड लोन के लिए सोना कितने कैरेट का होना चाहिए?", "kairet", "carat"),
        ("ट्रैक्टर लोन की किस्तें छमाही भर सकते हैं क्या?", "traiktar", "tractor"),
        ("मुद्रा लोन के लिए गारंटर चाहिए क्या?", "garantar", "guarantor"),
        ("प्रोप्राइटरशिप फर्म का करंट अकाउंट", "propraitarship", "proprietorship"),
        ("कैश डिपॉजिट मशीन में कितने नोट डाल सकते हैं?", "kaish", "cash"),
        # a hard g and an s said as z, as a Hindi speaker hears them: "gift" is not "jift"
        ("गिफ्ट कार्ड में कितना लोड कर सकते हैं?", "gipht", "gift"),
        ("पॉजिटिव पे कब जरूरी है?", "pojitiv", "positive"),
        # a vowel made long by a silent e is written long: स्कीम is "scheme", not "scam"
        ("सीनियर सिटीजन सेविंग स्कीम में कितना लगा सकते हैं?", "skim", "scheme"),
    ],
)
def test_a_loanword_no_table_knows_becomes_the_documents_word(reader, question, spelled, english):
    transliterated = normalise_hindi(question).split()
    assert spelled in transliterated and spelled not in known_hindi_spellings()
    read = _read(reader, question).split()
    assert english in read and spelled not in read


def test_vowels_english_spells_one_way_and_hindi_writes_another_are_heard_both_ways():
    """पेमेंट, क्लेम, लोन, डाउन, कॉल: "payment" read by its letters is "paiment", "claim" "klaim", and so on;
    Hindi writes how they are said."""
    from banking_ai.vocabulary.document_words import english_sounds

    for word, heard in [("payment", "pement"), ("claim", "klem"), ("loan", "lon"), ("down", "daun"), ("call", "kol")]:
        assert heard in english_sounds(word), word
    bank = DocumentWords.from_texts(["Make the down payment online, or call us to raise a claim."])
    read = _read(bank, "डाउन पेमेंट के लिए कॉल करें, क्लेम कैसे करें").split()
    assert {"payment", "call", "claim"} <= set(read)


def test_a_hindi_word_written_as_devanagari_spells_it_is_not_respelled():
    """मांग (ask) is "mang" from Devanagari, the table's "maang": it sounded like "manage", which the
    documents hold, and "someone called asking for the OTP" was read "called manage otp"."""
    bank = DocumentWords.from_texts(["You can manage your cards in the app."])
    assert _read(bank, "कॉल करके ओटीपी मांग रहा था").split()[3] == "mang"


@pytest.mark.parametrize(
    ("word", "heard", "not_heard"),
    [
        ("scheme", "skim", "skam"),
        ("rate", "ret", "rit"),
        ("time", "taim", "tem"),
        ("case", "kes", "ses"),
        ("game", "gem", "jem"),
    ],
)
def test_a_vowel_made_long_by_a_silent_e_is_heard_long_and_its_consonants_stay_hard(word, heard, not_heard):
    """रेट, टाइम, स्कीम are how Hindi writes rate, time, scheme; "case" is केस, never "ses" (सेस is cess)."""
    from banking_ai.vocabulary.document_words import english_sounds

    assert heard in english_sounds(word) and not_heard not in english_sounds(word)


def test_the_documents_decide_what_a_word_can_become():
    """Without the word in the documents nothing is guessed: "kairet" stays as it is, although "create"
    has its consonants (k-r-t) and is only two vowels away."""
    other_bank = DocumentWords.from_texts(["Fixed deposits earn 7% a year.", "Create a new PIN at any ATM."])
    assert other_bank.for_loanword("kairet", "कैरेट") is None
    assert _read(other_bank, "सोना कितने कैरेट का") == normalise_hindi("सोना कितने कैरेट का")


def test_hindi_words_the_tables_know_are_never_respelled(reader):
    """ "kholna" (to open) sounds like "clone", which the documents hold; it is a Hindi word, so it stays."""
    assert "kholna" in known_hindi_spellings()
    assert _read(reader, "खाता खोलना है") == "khata kholna hai"


def test_a_short_word_needs_the_same_sound_and_a_sign_only_loanwords_use(reader):
    """कैश (cash) has the ै English loanwords are written with; रात (night) is "rat", which sounds like
    "rate", and मनी is "mani", like "many": plain Hindi spelling, so alone they stay."""
    rates = DocumentWords.from_texts(["The rate is fixed for the whole tenure."])
    assert "rate" not in _read(rates, "रात को एटीएम से पैसे निकाले").split()
    assert _read(reader, "मनी ट्रांसफर").startswith("mani ")
    assert reader.for_loanword("kaish", "कैश") == "cash"
    assert reader.for_loanword("bachat", "बचत") is None  # nothing in the documents sounds like it
    assert reader.for_loanword("marjan", "मार्जन") == "margin"  # a vowel off counts half


def test_only_the_devanagari_word_is_read_and_acronyms_stay_letters(reader):
    """ "mani" typed in Latin letters is the customer's own word; एसआईपी is the letters "sip"."""
    cip = DocumentWords.from_texts(["Open the account by video call (video cip) in minutes."])
    assert _read(reader, "मनी transfer for mani kandan") == "mani transfer for mani kandan"
    assert _read(cip, "एसआईपी कैसे शुरू करें") == normalise_hindi("एसआईपी कैसे शुरू करें")


def test_names_places_and_acronyms_in_the_documents_are_never_a_reading():
    """Only words the documents write in lower case somewhere can replace a customer's word."""
    places = DocumentWords.from_texts(["Visit our Cuttack branch or the Zurich desk; V-CIP is open all day."])
    assert places.correct("kotak mahindra card at girish medical", set()) == "kotak mahindra card at girish medical"


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


def test_a_short_word_is_read_beside_the_word_the_documents_write_it_with(reader):
    """Beside its neighbour a short word is pinned down: the documents write "margin money", "UPI Lite"
    and "toll plaza", never "rate ko" — so मनी after मार्जिन is money, लाइट after यूपीआई is Lite (a name,
    written only in capitals), टोल before प्लाज़ा is toll, and रात को stays night."""
    pairs = DocumentWords.from_texts(["Margin money is 15%.", "What is UPI Lite?", "Charged twice at a toll plaza."])
    assert _read(reader, "मार्जिन मनी कितनी है") == "margin money kitni hai"
    assert _read(pairs, "यूपीआई लाइट क्या है?").startswith("upi lite")
    assert _read(pairs, "टोल प्लाज़ा पर पैसा कटा").startswith("toll")
    assert _read(pairs, "टोल पर पैसा कटा").startswith("tol ")
    assert "rate" not in _read(pairs, "रात को कार्ड खो गया").split()


def test_a_misspelt_name_is_read_beside_the_word_the_documents_write_it_with():
    """A name the documents write only with a capital ("Positive Pay", "Sutlej Go") is never read into a lone
    word, but misspelt beside its neighbour it is that name: "positve pay compulsary above wat amount?" found
    the agri gold loan's per-gram value at Sutlej Bank, the Positive Pay rules written out."""
    names = DocumentWords.from_texts(["A cheque without Positive Pay details is returned.", "Open Sutlej Go > Cards."])
    known = known_hindi_spellings()
    read = names.correct("positve pay compulsary above wat amount?", known)
    assert read == "positive pay compulsary above wat amount?"
    assert names.correct("sutlaj go app not opening", known) == "sutlej go app not opening"
    assert names.correct("positve details", known) == "positve details", "not beside the word it is written with"
    # a reviewer's cases: a customer's own name for someone, a doubled letter, a word inside a masked detail
    people = DocumentWords.from_texts(["Mudra Kishore and Tarun loans.", "Sukanya Samriddhi Yojana accounts."])
    assert people.correct("my son Kishor and I want a joint account", known).startswith("my son Kishor and")
    assert people.correct("sukanya samridhi yojana rules", known) == "sukanya samriddhi yojana rules"
    assert names.correct("[card ending 1234] positve", known) == "[card ending 1234] positve"
