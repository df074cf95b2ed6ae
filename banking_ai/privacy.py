"""Masking personal data in customers' messages before they reach an LLM, a prompt or a log.

Masked: card numbers (13-19 digits, Luhn-valid only; the last 4 digits are kept, as on statements),
account numbers (9-18 digits; 6-18 after "a/c", "account no"), Indian mobile numbers, e-mail
addresses, Aadhaar (12 digits passing the Verhoeff check, or any 12 digits after "Aadhaar"), PAN,
UPI ids (name@okaxis: they identify a person and often contain the mobile number) and OTPs, PINs,
CVVs and passwords after their cue word.

Deliberately kept, because customers need them in answers and disputes and they are not secret:
amounts, rates, dates, times, years, error codes, IFSC codes, toll-free numbers (1800-..., 1860-...),
the bank's own e-mail addresses and published numbers (from its settings), and transaction references
after "UTR", "RRN", "Ref No", "txn id", "complaint no" (12-digit UPI/IMPS references, alphanumeric
NEFT/RTGS UTRs, complaint numbers). A number after a reference cue that could be a card (Luhn-valid,
13-19 digits) or a mobile number is still masked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

_I = re.IGNORECASE
PLACEHOLDERS: dict[str, str] = {
    "card": "[card ending {last4}]",
    "account": "[account number]",
    "phone": "[phone number]",
    "email": "[email]",
    "aadhaar": "[Aadhaar]",
    "pan": "[PAN]",
    "otp_pin_cvv": "[OTP/PIN removed]",
    "upi_id": "[UPI ID]",
}
REGULATOR_EMAIL_DOMAINS = ("rbi.org.in",)  # public addresses every Indian bank's customers write to

_SECRET_AFTER = re.compile(
    r"(?<![a-z])(?:otp|one[\s-]time[\s-]password|m?pin|tpin|cvv2?|cvc|passcode|password|passwd|pwd)(?![a-z])"
    r"(?!\s*code)(?:\s*(?:is|was|hai|h|no\.?|number|code|[:=#-])){0,4}\s*(?P<secret>\d{3,8})(?![\d])",
    _I,
)
_SECRET_BEFORE = re.compile(
    r"(?<![\w.,/-])(?P<secret>\d{4,8})\s+(?:is\s+)?(?:my\s+|the\s+|your\s+)?(?:otp|m?pin|cvv)(?![a-z])", _I
)
_PASSWORD = re.compile(
    r"(?<![a-z])(?:password|passwd|pwd|passcode)\s*(?P<sep>is|was|hai|[:=-])\s*(?P<secret>[^\s,;]+)", _I
)
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\w-])", _I)
_UPI_ID = re.compile(r"(?<![\w.+-])[\w.-]{2,}@[a-z][a-z0-9]+(?![\w@-]|\.[a-z])", _I)
_PAN = re.compile(r"(?<![a-z0-9])[a-z]{3}[abcfghljpt][a-z]\d{4}[a-z](?![a-z0-9])", _I)
_MAX_GROUPS = 5
_DIGIT_RUN = re.compile(r"(?<![\w.,+])\+?\d(?:[ -]?\d)*(?![\w]|[.,]\d)")

_KEEP = [
    re.compile(r"(?<!\d)(?:1800|1860)[\s-]?\d{3}[\s-]?\d{3,4}(?!\d)"),  # toll-free numbers
    re.compile(r"(?<![a-z0-9])[a-z]{4}0[a-z0-9]{6}(?![a-z0-9])", _I),  # IFSC
    re.compile(r"(?<!\d)(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/-]\d{1,2}[/-]\d{1,2})(?!\d)"),  # dates
    re.compile(r"(?:₹|(?<![a-z])(?:rs\.?|inr))\s*\d[\d,]*(?:\.\d+)?", _I),  # amounts
]
_REFERENCE = re.compile(
    r"(?<![a-z])(?:utr|rrn|upi\s+ref(?:erence)?|ref(?:erence)?|txn|transaction|complaint|ticket)"
    r"(?:\s*(?:id|no\.?|number|num|#))?\s*(?:is|was)?\s*[:#.=-]?\s*(?P<value>[a-z0-9]{6,22})(?![a-z0-9])",
    _I,
)
_ACCOUNT_CUE = re.compile(
    r"(?<![a-z])(?:a/?c|alc|acc|acct|account|khata)\.?\s*(?:no\.?|number|num|#)?\s*(?:is|hai|[:=-])?\s*$", _I
)
_AADHAAR_CUE = re.compile(r"(?<![a-z])(?:aa?dh?aa?r|uid|uidai)(?:\s*(?:card|no\.?|number))?\s*(?:is|[:=-])?\s*$", _I)

# Verhoeff check-digit tables (dihedral group D5), as used by UIDAI for Aadhaar.
_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]  # fmt: skip
_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class MaskedText:
    """``text`` with personal data replaced by placeholders; ``found`` counts what was masked, by kind
    ("card", "account", "phone", "email", "aadhaar", "pan", "otp_pin_cvv", "upi_id")."""

    text: str
    found: dict[str, int] = field(default_factory=dict)

    @property
    def any(self) -> bool:
        return bool(self.found)


def luhn_valid(digits: str) -> bool:
    """True when the digit string passes the Luhn (mod 10) check that every payment card number passes."""
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def verhoeff_valid(digits: str) -> bool:
    """True when the digit string passes the Verhoeff check (the last digit of every Aadhaar number)."""
    check = 0
    for position, char in enumerate(reversed(digits)):
        check = _D[check][_P[position % 8][int(char)]]
    return check == 0


class _Masker:
    def __init__(self, text: str, public_numbers: Iterable[str]) -> None:
        self.text = text
        self.public = {re.sub(r"\D", "", number)[-10:] for number in public_numbers}
        # Characters that must stay (1) or are already masked (2): linear time even on hostile input.
        self.taken = bytearray(len(text))
        keep = [m.span() for pattern in _KEEP for m in pattern.finditer(text)]
        keep += [m.span("value") for m in _REFERENCE.finditer(text) if _is_reference(m["value"])]
        for start, end in keep:
            self.taken[start:end] = b"\x01" * (end - start)
        self.claims: list[tuple[int, int, str, str]] = []

    def claim(self, start: int, end: int, kind: str, last4: str = "") -> bool:
        if any(self.taken[start:end]):
            return False
        self.taken[start:end] = b"\x02" * (end - start)
        self.claims.append((start, end, kind, PLACEHOLDERS[kind].format(last4=last4)))
        return True

    def before(self, start: int) -> str:
        return self.text[max(0, start - 30) : start]

    def digit_run(self, start: int, run: str) -> None:
        """Mask the numbers in a run of digit groups separated by single spaces or dashes.

        The run may join unrelated numbers ("12-03-2025 4111 1111 1111 1111"), so consecutive
        space-separated groups are tried longest first, up to the 5 groups of a 4-4-4-4-3 card.
        """
        parts = [(start + m.start(), start + m.end()) for m in re.finditer(r"\S+", run)]
        i = 0
        while i < len(parts):
            for size in range(min(_MAX_GROUPS, len(parts) - i), 0, -1):
                if self.number(parts[i][0], parts[i + size - 1][1]):
                    i += size
                    break
            else:
                i += 1

    def number(self, start: int, end: int) -> bool:
        """Mask ``text[start:end]`` if it is a personal number; True when it was masked or is the bank's own."""
        candidate = self.text[start:end]
        digits = re.sub(r"\D", "", candidate)
        if len(digits) < 6:  # too short for any kind (OTPs and PINs are found by their cue words)
            return False
        kind = _classify(candidate, digits, self.before(start))
        if kind == "phone" and digits[-10:] in self.public:
            return True
        return bool(kind) and self.claim(start, end, kind, digits[-4:])

    def result(self) -> MaskedText:
        out, found, position = [], {}, 0
        for start, end, kind, placeholder in sorted(self.claims):
            out += [self.text[position:start], placeholder]
            found[kind] = found.get(kind, 0) + 1
            position = end
        out.append(self.text[position:])
        return MaskedText("".join(out), found)


def _is_reference(value: str) -> bool:
    """A reference after "UTR" / "Ref No" is kept unless it could be a card or mobile number."""
    if not value.isdigit():
        return any(c.isdigit() for c in value)
    could_be_card = 13 <= len(value) <= 19 and luhn_valid(value)
    return not could_be_card and not re.fullmatch(r"[6-9]\d{9}", value)


def _groups(run: str) -> list[int]:
    return [len(g) for g in re.split(r"[ -]", run.lstrip("+"))]


def _classify(run: str, digits: str, before: str) -> str | None:
    groups, n = _groups(run), len(digits)
    if _ACCOUNT_CUE.search(before) and 6 <= n <= 18 and not run.startswith("+"):
        return "account"
    if _AADHAAR_CUE.search(before) and n == 12:
        return "aadhaar"
    card_shape = len(groups) == 1 or (set(groups[:-1]) == {4} and groups[-1] <= 4) or groups in ([4, 6, 5], [4, 6, 4])
    if 13 <= n <= 19 and card_shape and not run.startswith("+") and luhn_valid(digits):
        return "card"
    if n == 12 and groups in ([12], [4, 4, 4]) and digits[0] not in "01" and verhoeff_valid(digits):
        return "aadhaar"
    national = digits
    if (n == 12 and digits.startswith("91")) or (n == 11 and digits[0] == "0"):
        national = digits[n - 10 :]
    if len(national) == 10 and national[0] in "6789" and (n == 10 or run.startswith(("+", "0", "91"))):
        return "phone"
    # Accounts are written whole or in even groups ("1234 5678 9012"); "9876543210 4093" is two numbers.
    even = len(groups) == 1 or (len(set(groups[:-1])) == 1 and groups[-1] <= groups[0] and 3 <= groups[0] <= 6)
    if 9 <= n <= 18 and even and not run.startswith("+"):
        return "account"
    return None


def mask_pii(text: str, *, bank_domains: Iterable[str] = (), public_numbers: Iterable[str] = ()) -> MaskedText:
    """Replace card and account numbers, phones, e-mails, Aadhaar, PAN, UPI ids and OTP/PIN/CVV/passwords
    in ``text`` with readable placeholders ("[card ending 1234]", "[OTP/PIN removed]"); see the module
    docstring for what is deliberately kept. The bank's own details come from its settings and are
    never masked: e-mail addresses at ``bank_domains`` (subdomains included; the regulator's are kept
    too) and ``public_numbers``, its published mobile-style numbers (customers ask whether they are
    genuine)."""
    domains = (*REGULATOR_EMAIL_DOMAINS, *(domain.lower() for domain in bank_domains))
    kept_domains = tuple(f"{separator}{domain}" for domain in domains for separator in "@.")
    masker = _Masker(text, public_numbers)
    for pattern in (_SECRET_AFTER, _SECRET_BEFORE):
        for match in pattern.finditer(text):
            masker.claim(*match.span("secret"), "otp_pin_cvv")
    for match in _PASSWORD.finditer(text):
        secret = match["secret"].rstrip(".!?")
        if match["sep"] in ":=-" or not secret.isalpha():  # "password is expired" is not a password
            masker.claim(match.start("secret"), match.start("secret") + len(secret), "otp_pin_cvv")
    for match in _EMAIL.finditer(text):
        if not match.group().lower().endswith(kept_domains):
            masker.claim(*match.span(), "email")
    for match in _UPI_ID.finditer(text):
        masker.claim(*match.span(), "upi_id")
    for match in _PAN.finditer(text):
        masker.claim(*match.span(), "pan")
    for match in _DIGIT_RUN.finditer(text):
        masker.digit_run(match.start(), match.group())
    return masker.result()


_NOTICE_NAMES = {
    "card": ("a card number", "card numbers"),
    "account": ("an account number", "account numbers"),
    "phone": ("a phone number", "phone numbers"),
    "email": ("an email address", "email addresses"),
    "aadhaar": ("an Aadhaar number", "Aadhaar numbers"),
    "pan": ("a PAN", "PANs"),
    "otp_pin_cvv": ("an OTP/PIN/CVV", "OTPs/PINs/CVVs"),
    "upi_id": ("a UPI ID", "UPI IDs"),
}


def privacy_notice(found: Mapping[str, int]) -> str:
    """One polite sentence for the customer naming what was removed, or "" when nothing was."""
    items = [
        _NOTICE_NAMES[kind][0] if count == 1 else f"{count} {_NOTICE_NAMES[kind][1]}"
        for kind, count in found.items()
        if count and kind in _NOTICE_NAMES
    ]
    if not items:
        return ""
    listed = items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    return (
        f"For your safety I removed {listed} from your message; please never share your OTP, PIN, CVV or "
        "full card number with anyone, not even the bank's staff or this assistant."
    )


def redact_for_log(text: str) -> str:
    """A size-only description of ``text`` for logs ("<message 142 chars>"): never the text itself."""
    return f"<message {len(text)} chars>"


def failure_for_log(exc: BaseException) -> str:
    """An exception for logs: its type and where it was raised (the traceback's frames), never its
    message, which may quote the customer's text."""
    import traceback

    frames = "".join(traceback.format_tb(exc.__traceback__))
    return f"{type(exc).__name__}\n{frames}".rstrip()


_PLACEHOLDER_RE = re.compile(
    "|".join(re.escape(p).replace(re.escape("{last4}"), r"\d{4}") for p in PLACEHOLDERS.values())
)


def without_placeholders(text: str) -> str:
    """``text`` with the masking placeholders removed: they say nothing about what the customer wants,
    and their digits ("[card ending 1111]") would look like figures to a classifier."""
    return " ".join(_PLACEHOLDER_RE.sub(" ", text).split())
