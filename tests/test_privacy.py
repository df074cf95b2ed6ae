"""PII masking: what customers paste is masked; the banking details they need are kept."""

from __future__ import annotations

import json
import random

import pytest

from banking_ai.privacy import luhn_valid, mask_pii, privacy_notice, redact_for_log, verhoeff_valid
from banking_ai.settings import ConversationSettings, UiSettings
from tests.conftest import REPO

# The sample bank's own details, as the app passes them from its settings.
SAMPLE_BANK = {"bank_domains": UiSettings().link_domains, "public_numbers": ConversationSettings().public_numbers}


def luhn_complete(body: str) -> str:
    """``body`` plus its Luhn check digit (the test's own implementation)."""
    digits = [int(c) for c in body][::-1]
    total = sum(sum(divmod(d * 2, 10)) if i % 2 == 0 else d for i, d in enumerate(digits))
    return body + str((10 - total % 10) % 10)


def aadhaar_like(body11: str) -> str:
    """11 digits plus the one last digit that passes the Verhoeff check."""
    (number,) = [body11 + str(d) for d in range(10) if verhoeff_valid(body11 + str(d))]
    return number


def test_check_digit_algorithms_on_published_examples():
    assert luhn_valid("79927398713") and not luhn_valid("79927398710")  # Wikipedia's Luhn example
    for card in ("4111111111111111", "5555555555554444", "378282246310005", "6011111111111117"):
        assert luhn_valid(card)  # the payment networks' published test numbers
    assert verhoeff_valid("2363") and verhoeff_valid("758722") and not verhoeff_valid("2364")  # Wikipedia
    assert luhn_complete("7992739871") == "79927398713"


@pytest.mark.parametrize(
    ("text", "kind", "masked"),
    [
        ("my card 4111 1111 1111 1111 was charged twice", "card", "my card [card ending 1111] was charged twice"),
        ("card no. 5555-5555-5555-4444 blocked?", "card", "card no. [card ending 4444] blocked?"),
        ("amex 378282246310005 declined", "card", "amex [card ending 0005] declined"),
        ("please check a/c no 123456789012", "account", "please check a/c no [account number]"),
        ("Account Number: 50100234567890 balance", "account", "Account Number: [account number] balance"),
        ("Alc No 12345678901", "account", "Alc No [account number]"),  # tesseract reads A/c as Alc
        ("call me on 98765 43210", "phone", "call me on [phone number]"),
        ("my number is +91-9876543210.", "phone", "my number is [phone number]."),
        ("whatsapp 09876543210", "phone", "whatsapp [phone number]"),
        ("mail ravi.kumar@gmail.com please", "email", "mail [email] please"),
        ("my aadhaar is 2345 6789 0124", "aadhaar", "my aadhaar is [Aadhaar]"),
        ("PAN ABCPE1234F updated?", "pan", "PAN [PAN] updated?"),
        ("my pan is abcpe1234f", "pan", "my pan is [PAN]"),
        ("sent to ravi.k@okaxis by mistake", "upi_id", "sent to [UPI ID] by mistake"),
        ("my otp is 482913", "otp_pin_cvv", "my otp is [OTP/PIN removed]"),
        ("cvv 123", "otp_pin_cvv", "cvv [OTP/PIN removed]"),
        ("PIN-4321 not working", "otp_pin_cvv", "PIN-[OTP/PIN removed] not working"),
        ("MPIN: 246810", "otp_pin_cvv", "MPIN: [OTP/PIN removed]"),
        ("482913 is my OTP", "otp_pin_cvv", "[OTP/PIN removed] is my OTP"),
        ("my password is Suvidha@123", "otp_pin_cvv", "my password is [OTP/PIN removed]"),
    ],
)
def test_each_kind_is_masked_in_a_realistic_sentence(text, kind, masked):
    result = mask_pii(text)
    assert result.text == masked
    assert result.found == {kind: 1}
    assert result.any


def test_aadhaar_without_a_cue_is_recognised_by_its_check_digit():
    number = aadhaar_like("73421987650")
    spaced = f"{number[:4]} {number[4:8]} {number[8:]}"
    assert mask_pii(f"KYC pending for {spaced}").found == {"aadhaar": 1}
    wrong = number[:-1] + str((int(number[-1]) + 1) % 10)
    assert "aadhaar" not in mask_pii(f"KYC pending for {wrong}").found  # still masked, as an account number


def test_luhn_invalid_numbers_are_not_called_cards():
    result = mask_pii("card 4111 1111 1111 1112 declined")
    assert "card" not in result.found
    assert "4111" not in result.text  # a long number is still not sent on as it is


def test_several_kinds_in_one_message():
    text = "Card 4111111111111111, otp 123456, call 9876543210 or mail a.b@x.com"
    result = mask_pii(text)
    assert result.found == {"card": 1, "otp_pin_cvv": 1, "phone": 1, "email": 1}
    assert result.text == "Card [card ending 1111], otp [OTP/PIN removed], call [phone number] or mail [email]"
    assert mask_pii(result.text).text == result.text  # masking twice changes nothing


@pytest.mark.parametrize(
    "text",
    [
        "Loan of ₹2,00,000 at 10.5% p.a. for 5 lakh or 500000",
        "debited Rs. 1,20,000.50 on 12/03/2025 at 10:30 am",
        "statement from 2025-03-12 to 2025-04-11",
        "UPI failed with error U30, then ERR-1234, and code 91",
        "IFSC SUVB0001234 for NEFT",
        "UTR 412345678901 not credited",
        "UPI Ref No: 412345678901 failed",
        "RRN 512398765432 shows success",
        "NEFT UTR SUVBN52025031200012345 pending",
        "complaint no 2025031200123 still open",
        "I opened my account in 2019 and the FD matures in 2027",
        "call customer care 1800-266-7788 or 1800 266 0000",
        "from abroad call +91-20-6600-7788",
        "is +91-77380-77880 your WhatsApp number?",
        "write to care@suvidhabank.example",
        "my pincode is 411001",
        "OTP valid for 10 minutes, I entered a wrong PIN 3 times",
        "my password is expired",
        "the OTP did not arrive",
        "EMI 10,379 for 60 months",
    ],
)
def test_banking_details_are_kept(text):
    result = mask_pii(text, **SAMPLE_BANK)
    assert result.text == text
    assert result.found == {}
    assert not result.any


def test_the_banks_own_address_and_number_come_from_its_settings():
    text = "write to care@suvidhabank.example or WhatsApp +91-77380-77880"
    assert mask_pii(text, **SAMPLE_BANK).text == text
    assert mask_pii(text).text == "write to [email] or WhatsApp [phone number]"  # another bank's app
    other = mask_pii("mail help@kaveribank.example, not help@suvidhabank.example", bank_domains=["kaveribank.example"])
    assert other.text == "mail help@kaveribank.example, not [email]"
    lookalike = mask_pii("mail me at ravi@evilsuvidhabank.example or ravi@mail.suvidhabank.example", **SAMPLE_BANK)
    assert lookalike.text == "mail me at [email] or ravi@mail.suvidhabank.example"  # subdomains only
    assert mask_pii("the RBI: crpc@rbi.org.in").found == {}  # the regulator's, for every bank


def test_numbers_written_next_to_each_other_are_told_apart():
    result = mask_pii("paid 5000 9876543210 on 12-03-2025 4111 1111 1111 1111")
    assert result.text == "paid 5000 [phone number] on 12-03-2025 [card ending 1111]"
    assert result.found == {"phone": 1, "card": 1}


def test_a_reference_cue_does_not_shelter_a_card_or_a_phone():
    assert mask_pii("ref 4111111111111111").found == {"card": 1}
    assert mask_pii("txn 9876543210").found == {"phone": 1}


def _policy_texts():
    from scripts.sample_corpus import part_a, part_b

    for doc in [*part_a.DOCUMENTS, *part_b.DOCUMENTS]:
        for _, value in doc["blocks"]:
            rows = [value] if isinstance(value, str) else value
            for row in rows:
                yield from [row] if isinstance(row, str) else row


def test_the_bank_policies_and_customer_questions_have_nothing_to_mask():
    questions = [json.loads(line)["question"] for line in (REPO / "data/eval/retrieval.jsonl").open()]
    texts = [*_policy_texts(), *questions]
    assert len(texts) > 1000
    # The only hit is the policies' own example handle "name@suvidha" (a UPI id by shape).
    flagged = [t for t in texts if mask_pii(t, **SAMPLE_BANK).any]
    assert flagged == [t for t in texts if "name@suvidha" in t]


_SENTENCES = [
    "my card {n} was charged twice",
    "{n}",
    "Please block {n} immediately!",
    "txn on card no {n} on 12/03/2025 for ₹2,500",
    "card: {n}. also my phone is new",
    "I paid Rs 500 with {n}, ref 412345678901",
    "({n}) declined at ATM, error U30",
    "on 12-03-2025 {n} declined",
    "call 9876543210 {n} blocked",
]


def _format_card(rng: random.Random, number: str) -> str:
    style = rng.choice(["plain", "space", "dash"])
    if style == "plain" or len(number) != 16:
        return number
    sep = " " if style == "space" else "-"
    return sep.join(number[i : i + 4] for i in range(0, 16, 4))


def test_random_luhn_valid_cards_in_random_sentences_are_always_masked():
    rng = random.Random(20250312)
    for _ in range(500):
        length = rng.choice([13, 15, 16, 16, 16, 19])
        number = luhn_complete(rng.choice("3456") + "".join(rng.choice("0123456789") for _ in range(length - 2)))
        sentence = rng.choice(_SENTENCES).format(n=_format_card(rng, number))
        result = mask_pii(sentence)
        assert result.found.get("card") == 1, sentence
        assert f"[card ending {number[-4:]}]" in result.text
        assert number[:-4] not in result.text.replace(" ", "").replace("-", "")
        assert "₹2,500" in result.text if "₹2,500" in sentence else True


def test_random_amounts_and_dates_are_never_masked():
    rng = random.Random(7)
    for _ in range(300):
        rupees = rng.randint(100, 99_99_99_999)
        grouped = f"{rupees:,}"
        day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2000, 2030)
        sentence = rng.choice(
            [
                f"₹{grouped} debited on {day:02d}/{month:02d}/{year}",
                f"Rs. {rupees} credited on {year}-{month:02d}-{day:02d}",
                f"loan of {grouped} at {rng.randint(5, 20)}.5% for {rng.randint(1, 30)} years",
            ]
        )
        assert mask_pii(sentence).text == sentence


def test_privacy_notice():
    notice = privacy_notice({"card": 1, "otp_pin_cvv": 2})
    assert "a card number" in notice and "2 OTPs/PINs/CVVs" in notice
    assert "never share your OTP, PIN, CVV or full card number" in notice
    assert notice.count(".") == 1 and notice.endswith(".")  # one sentence
    assert privacy_notice({}) == ""
    assert privacy_notice(mask_pii("my aadhaar is 2345 6789 0124").found).startswith("For your safety")


def test_redact_for_log_gives_the_size_only():
    text = "my card 4111 1111 1111 1111, otp 482913"
    assert redact_for_log(text) == f"<message {len(text)} chars>"
    assert "4111" not in redact_for_log(text)
