"""normalise_hindi: Devanagari and Hinglish variants come out in the words the rest of the app reads."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from banking_ai.vocabulary import expand_query, has_devanagari, normalise_hindi
from tests.conftest import REPO


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _has_phrase(text: str, phrase: str) -> bool:
    return f" {phrase} " in f" {' '.join(_words(text))} "


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("मेरा डेबिट कार्ड खो गया है, क्या करूं?", "mera debit card kho gaya hai kya karun"),
        ("एफडी पर ब्याज दर क्या है?", "fd par byaj dar kya hai"),
        ("ephdi pr byaj dr kya hai?", "fd par byaj dar kya hai"),
        ("mujhe hom lon ki byaj dr btaie", "mujhe home loan ki byaj dar bataiye"),
        ("mera debit kard kho gya hai", "mera debit card kho gaya hai"),
        ("mera डेबिट card", "mera debit card"),
    ],
)
def test_the_briefs_examples_come_out_as_hinglish_the_app_reads(message, expected):
    assert _words(normalise_hindi(message)) == expected.split()


@pytest.mark.parametrize(
    ("devanagari", "latin"),
    [
        ("डेबिट", "debit"),
        ("कार्ड", "card"),
        ("एफडी", "fd"),
        ("लोन", "loan"),
        ("होम", "home"),
        ("ब्याज", "byaj"),
        ("दर", "dar"),
        ("बैंक", "bank"),
        ("अकाउंट", "account"),
        ("बैलेंस", "balance"),
        # session 23: as the Hinglish cues spell them
        ("मैंने", "maine"),
        ("आएगा", "aayega"),
        ("मैच्योर", "mature"),
        ("इंश्योरेंस", "insurance"),
        ("लॉकर", "locker"),
        ("पॉलिसी", "policy"),
        ("यूपीआई", "upi"),
        ("ईएमआई", "emi"),
        ("एटीएम", "atm"),
        ("केवाईसी", "kyc"),
    ],
)
def test_banking_loanwords_in_devanagari_come_out_as_the_english_word(devanagari, latin):
    assert normalise_hindi(f"मेरा {devanagari} है") == f"mera {latin} hai"


@pytest.mark.parametrize(
    ("devanagari", "latin"),
    [
        ("एनआरओ खाते", "nro khate"),  # was "enaarao"
        ("टीडीएस कटता है", "tds katta hai"),  # was "tidies"
        ("आईएफएससी", "ifsc"),
        ("पीपीएफ", "ppf"),
        ("आरबीआई", "rbi"),
        ("सीवीवी", "cvv"),
        ("एसी", "ac"),  # एस is a letter name too: the split backs off to ए + सी
        ("एनएसीएच मैंडेट", "nach maindet"),
        ("जेडी", "jd"),
    ],
)
def test_acronyms_spelt_as_english_letter_names_come_out_as_the_letters(devanagari, latin):
    """Any acronym, not a list of them: a word made only of the letters' Hindi names is read as the letters."""
    assert normalise_hindi(devanagari) == latin


def test_a_very_long_devanagari_word_is_transliterated_without_failing():
    """The acronym reader once recursed once per letter: 1,500 letters raised RecursionError."""
    assert normalise_hindi("ए" * 1500) == "e" * 1500


@pytest.mark.parametrize(
    ("devanagari", "latin"), [("दीदी", "didi"), ("डीडी", "didi"), ("के", "ke"), ("की", "ki"), ("बीमा", "bima")]
)
def test_hindi_words_that_look_like_letter_names_stay_hindi(devanagari, latin):
    """One letter, or one letter twice (डीडी is usually "didi", elder sister), or a word with other letters."""
    assert normalise_hindi(devanagari) == latin


@pytest.mark.parametrize(
    ("devanagari", "latin"),
    [
        ("मेरा", "mera"),  # no trailing schwa
        ("करना", "karna"),  # nor between vowel-consonant and consonant-vowel
        ("समझना", "samajhna"),
        ("बचत", "bachat"),
        ("न", "na"),  # a one-letter word keeps it
        ("मित्र", "mitra"),  # and so does a final cluster ending in r
        ("करूँ", "karun"),  # nasal signs are typed n
        ("संबंध", "sambandh"),  # m before p, b and m
        ("शिकायत", "shikayat"),
        ("ज़्यादा", "zyada"),
        ("पढ़ना", "padhna"),
        ("ज्ञान", "gyan"),
        ("कृपया", "kripya"),
    ],
)
def test_hindi_words_are_spelt_as_indians_type_them(devanagari, latin):
    assert normalise_hindi(devanagari) == latin


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("ephdi", "fd"),
        ("efdi", "fd"),
        ("byaaj", "byaj"),
        ("biyaj", "byaj"),
        ("lon", "loan"),
        ("hom", "home"),
        ("kard", "card"),
        ("kaard", "card"),
        ("gya", "gaya"),
        ("krum", "karun"),
        ("karu", "karun"),
        ("btaie", "bataiye"),
        ("btaiye", "bataiye"),
        ("kyaa", "kya"),
    ],
)
def test_hinglish_spelling_variants_become_one_spelling(variant, canonical):
    assert normalise_hindi(f"mujhe {variant} chahiye") == f"mujhe {canonical} chahiye"


def test_variants_keep_the_customers_capitals_and_punctuation():
    assert normalise_hindi("Ephdi pr byaj?") == "Fd par byaj?"
    assert normalise_hindi("HOM LON kaise milega") == "HOME LOAN kaise milega"


def test_words_that_are_also_english_change_only_in_a_hinglish_message():
    assert normalise_hindi("fdi pr byaj dr kitna hai") == "fd par byaj dar kitna hai"
    assert normalise_hindi("home lone kaise le") == "home loan kaise le"
    assert normalise_hindi("Is a lone applicant eligible?") == "Is a lone applicant eligible?"
    assert normalise_hindi("mera PR kya hai") == "mera PR kya hai"  # an acronym stays
    assert normalise_hindi("dr sharma se milna hai") == "dr sharma se milna hai"  # rate only beside byaj


@pytest.mark.parametrize(
    "message",
    [
        "What is the FD rate?",
        "Please block my debit card [card ending 1234] immediately.",
        "I transferred ₹5,000 to account [account ending 9876] on 12/03/2024 but it failed.",
        "Dr. Mehta says FDI and PR don't affect my home loan EMI of Rs. 45,250.",
        "Men and women both get 0.5% p.a. extra; the lone exception is NRI deposits.",
        "My card ending 4321 was charged ₹1,499.00 twice — please refund.",
        "",
        "   ",
    ],
)
def test_english_passes_through_unchanged(message):
    assert normalise_hindi(message) == message


def test_placeholders_amounts_and_numbers_survive_a_hindi_message():
    out = normalise_hindi("मेरे [account ending 9876] से ₹५,००० और ₹2,500 कट गए, kard [card ending 1234] ब्लॉक करो।")
    assert "[account ending 9876]" in out and "[card ending 1234]" in out
    assert "₹5,000" in out and "₹2,500" in out
    assert _has_phrase(out, "kat gaye") and _has_phrase(out, "card") and _has_phrase(out, "block")
    assert not has_devanagari(out)


def test_a_long_message_is_transliterated_throughout():
    sentence = "मेरा डेबिट कार्ड खो गया है और एफडी पर ब्याज दर क्या है? "
    message = sentence * 200 + "Also, what is the home loan rate?"
    out = normalise_hindi(message)
    assert not has_devanagari(out)
    assert len(re.findall(r"\bdebit card\b", out)) == 200
    assert len(re.findall(r"\bfd par byaj dar\b", out)) == 200
    assert out.endswith("Also, what is the home loan rate?")


# Customers' own questions: the banking words must come out as the app's words.
@pytest.mark.parametrize(
    ("question", "key_words"),
    [
        ("होम लोन के लिए कौन से दस्तावेज़ चाहिए?", ["home loan", "dastavez", "chahiye"]),
        ("पर्सनल लोन की ईएमआई कैसे कम करें?", ["personal loan", "emi"]),
        ("सीनियर सिटीजन के लिए एफडी पर ब्याज दर कितनी है?", ["senior citizen", "fd", "byaj dar"]),
        ("एफडी समय से पहले तोड़ने पर कितना चार्ज लगता है?", ["fd", "todne", "charge"]),
        ("मेरा क्रेडिट कार्ड का बिल कैसे भरें?", ["credit card"]),
        ("एटीएम से पैसे निकालने की सीमा क्या है?", ["atm", "paise", "seema"]),
        ("बचत खाता खोलने के लिए न्यूनतम बैलेंस कितना है?", ["bachat", "khata", "balance"]),
        ("यूपीआई से गलत खाते में पैसे चले गए, वापस कैसे मिलेंगे?", ["upi", "galat", "vapas"]),
        ("लॉकर का सालाना किराया कितना है?", ["locker"]),
        ("मेरी जीवन बीमा पॉलिसी का प्रीमियम कब भरना है?", ["policy", "premium"]),
        ("अकाउंट का केवाईसी अपडेट कैसे करें?", ["account", "kyc", "update"]),
        ("डेबिट कार्ड से ऑनलाइन ट्रांजैक्शन चालू करना है", ["debit card", "online transaction", "chalu"]),
        ("इंश्योरेंस क्लेम कैसे करें?", ["insurance", "claim"]),
        ("मेरे खाते से पैसे कट गए लेकिन ट्रांजैक्शन फेल हो गया", ["kat gaye", "transaction", "fail"]),
    ],
)
def test_devanagari_banking_questions_keep_their_banking_words(question, key_words):
    out = normalise_hindi(question)
    assert not has_devanagari(out)
    for phrase in key_words:
        assert _has_phrase(out, phrase), (phrase, out)


def test_normalised_hindi_reaches_the_query_expansion():
    expanded = expand_query(normalise_hindi("एफडी पर ब्याज दर क्या है?"))
    assert "fixed deposit" in expanded and "interest rate" in expanded
    assert "lost" in expand_query(normalise_hindi("mera debit kard kho gya hai"))


def test_has_devanagari():
    assert has_devanagari("mera डेबिट card")
    assert has_devanagari("।")
    assert not has_devanagari("mera debit card ₹500")
    assert not has_devanagari("")


def test_english_and_hinglish_never_load_the_transliterator():
    code = (
        "import sys\n"
        "from banking_ai.vocabulary import normalise_hindi\n"
        "normalise_hindi('What is the FD rate? mujhe hom lon chahiye')\n"
        "assert 'anyascii' not in sys.modules\n"
        "normalise_hindi('एफडी')\n"
        "assert 'anyascii' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)


@pytest.mark.parametrize(
    ("devanagari", "english"),
    [
        ("म्यूचुअल फंड", "mutual fund"),
        ("टैक्स", "tax"),
        ("फॉरेक्स कार्ड", "forex card"),
        ("डेट चेंज करनी है", "date change"),
        ("पेनल्टी", "penalty"),
        ("सैलरी", "salary"),
        ("डीमैट अकाउंट", "demat account"),
    ],
)
def test_english_loanwords_written_in_devanagari_come_back_as_english(devanagari, english):
    assert english in normalise_hindi(devanagari)


def test_loanwords_that_are_also_english_words_stay_in_english_sentences():
    assert normalise_hindi("I have pain in my back, is there a health cover?") == (
        "I have pain in my back, is there a health cover?"
    )


@pytest.mark.parametrize(
    ("text", "readable"),
    [
        ("What is the FD rate?", True),
        ("एफडी पर ब्याज दर क्या है?", True),
        ("mera डेबिट card kho gaya", True),
        ("FD rate? 🙂 ₹5,00,000", True),
        ("12345 ???", True),
        ("எனது டெபிட் கார்டு தொலைந்துவிட்டது", False),
        ("我的银行卡丢了怎么办", False),
        ("ঋণের সুদের হার কত", False),
    ],
)
def test_readable_script(text, readable):
    from banking_ai.vocabulary import readable_script

    assert readable_script(text) is readable


def test_a_bilingual_text_is_read_by_its_english_half():
    """A bilingual FAQ gives each question and answer in English and then in Hindi; MiniLM reads only the
    English, and the Hindi half blurred the vector (session 30, a tenth bank's savings FAQ)."""
    from banking_ai.vocabulary.hindi import english_half

    bilingual = (
        "Savings > What is a Chenab Sugam account? / चिनाब सुगम खाता क्या है?\n"
        "It is a zero balance account.\n\nयह एक शून्य बैलेंस खाता है।"
    )
    assert english_half(bilingual) == "Savings > What is a Chenab Sugam account?\nIt is a zero balance account."
    row = "Service / सेवा: Cash deposit | Chenab Sugam: Free / मुफ्त"  # a word of Hindi inside English stays
    assert english_half(row) == "Service / सेवा: Cash deposit | Chenab Sugam: Free"
    for unchanged in ("एफडी पर ब्याज दर क्या है? FD", "Plain English only.", "मेरा डेबिट कार्ड खो गया है"):
        assert english_half(unchanged) == unchanged  # Hindi text, or no Hindi at all
