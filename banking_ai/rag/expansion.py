"""Query expansion for how customers actually write: abbreviations and Hinglish.

The original words stay; English equivalents are appended so BM25 (which needs the
corpus's words) and optionally the embedder can match. Only words the policies do not
use themselves are expanded: identity expansions ("ATM" → "ATM cash withdrawal") and
filler words ("kitna" → "how much") measurably pulled results off topic. Measured on
the retrieval eval (docs/benchmarks.md); switched by ``rag.query_expansion``.
"""

from __future__ import annotations

import re

# Keys are lower-case words or short phrases matched on word boundaries.
ABBREVIATIONS: dict[str, str] = {
    # banking abbreviations
    "fd": "fixed deposit",
    "fds": "fixed deposits",
    "rd": "recurring deposit",
    "emi": "equated monthly instalment loan",
    "emis": "equated monthly instalments loan",
    "a/c": "account",
    "ac": "account",
    "acc": "account",
    "acct": "account",
    "sb": "savings account",
    "ca": "current account",
    "cc": "credit card",
    "dc": "debit card",
    "kyc": "know your customer documents",
    "rekyc": "periodic kyc update",
    "re-kyc": "periodic kyc update",
    "ovd": "officially valid document",
    "nb": "net banking",
    "netbanking": "net banking",
    "txn": "transaction",
    "txns": "transactions",
    "trxn": "transaction",
    "amt": "amount",
    "bal": "balance",
    "min bal": "minimum balance",
    "mab": "monthly average balance",
    "amb": "average monthly balance",
    "chq": "cheque",
    "dd": "demand draft",
    "tds": "tax deducted at source",
    "otp": "one time password",
    "mpin": "mobile banking pin",
    "ltv": "loan to value",
    "sr": "senior",
    "sr citizen": "senior citizen",
    "roi": "rate of interest",
    "p.a.": "per annum",
    "pa": "per annum",
    "nri": "non resident indian",
    "scss": "senior citizens savings scheme",
    "bsbda": "basic savings bank deposit account",
    "cust care": "customer care",
}
# Hindi words as customers type them in Latin letters (Devanagari arrives transliterated by
# banking_ai.vocabulary): the English the policies use for them.
HINGLISH: dict[str, str] = {
    "khata": "account",
    "khaata": "account",
    "khate": "account",
    "bachat": "savings",
    "chalu": "current",
    "byaaj": "interest rate",
    "byaj": "interest rate",
    "biyaj": "interest rate",
    "sood": "interest",
    "paisa": "money",
    "paise": "money",
    "paisay": "money",
    "rupaye": "rupees amount",
    "chori": "stolen",
    "chura": "stolen",
    "kho": "lost",
    "khoya": "lost",
    "gum": "lost",
    "band": "block close",
    "kab tak": "how long",
    "kholna": "open",
    "khulwana": "open",
    "kholne": "open",
    "nikalna": "withdraw",
    "nikal": "withdraw",
    "nikasi": "withdrawal",
    "jama": "deposit",
    "karz": "loan",
    "karza": "loan",
    "kist": "instalment emi",
    "kisht": "instalment emi",
    "shikayat": "complaint",
    "bhejna": "send transfer",
    "bheja": "sent transfer",
    "bhej": "send transfer",
    "kat gaya": "debited deducted",
    "kat gaye": "debited deducted",
    "kata": "debited",
    "wapas": "refund return",
    "vapas": "refund return",
    "galat": "wrong",
    "dhokha": "fraud",
    "thagi": "fraud scam",
    "ghar": "home house",
    "gaadi": "car vehicle",
    "gadi": "car vehicle",
    "sona": "gold",
    "buzurg": "senior citizen",
    "budhe": "senior citizen",
    "varisht": "senior citizen",
    "naam": "name",
    "waris": "nominee legal heir",
    "maut": "death deceased",
    "mrityu": "death deceased",
    "kagaz": "documents",
    "kaagaz": "documents",
    "dastavez": "documents",
    "umar": "age",
    "umr": "age",
    "mahina": "month",
    "mahine": "months",
    "saal": "years",
    "shulk": "charges fee",
    "kharcha": "charges fee",
    "tod": "premature break",
    "todna": "premature withdrawal break",
    "todne": "premature withdrawal break",
    "seema": "limit",
    "badhana": "increase",
    "ghatana": "reduce",
    "jurmana": "penalty",
    "kam se kam": "minimum",
    "nyuntam": "minimum",
    "kiraya": "rent",
    "bima": "insurance",
    "jivan": "life",
    "swasthya": "health",
    "samay se pahle": "premature before maturity",
    "dhokhebaj": "fraudster",
    "bakaya": "outstanding dues",
    "rashi": "amount",
    "len-den": "transactions",
    "lenden": "transactions",
    "bechna": "sell",
    "bechne": "sell",
    "kharidna": "buy",
    "videsh": "abroad foreign",
    "videshi": "foreign",
    "mudra": "currency",
    "naukri": "job salary",
    "vetan": "salary",
    "nivesh": "investment",
    "labh": "benefit",
}
EXPANSIONS: dict[str, str] = {**ABBREVIATIONS, **HINGLISH}

_PATTERN = re.compile(
    r"(?<![\w/])(" + "|".join(re.escape(k) for k in sorted(EXPANSIONS, key=len, reverse=True)) + r")(?![\w/])",
    re.IGNORECASE,
)


_HINGLISH_PATTERN = re.compile(
    r"(?<![\w/])(" + "|".join(re.escape(k) for k in sorted(HINGLISH, key=len, reverse=True)) + r")(?![\w/])",
    re.IGNORECASE,
)


def hinglish_gloss(query: str) -> str | None:
    """``query`` with the English of its Hindi words appended, or None when it has none.

    The English MiniLM cannot read "bachat khate mein kam se kam kitna balance": embedding the
    glossed text as well lets the relevance gate and the ranking see what the question is about.
    """
    glosses = list(dict.fromkeys(HINGLISH[m.group(1).lower()] for m in _HINGLISH_PATTERN.finditer(query)))
    return f"{query} ({'; '.join(glosses)})" if glosses else None


def expand_query(query: str) -> str:
    """``query`` followed by the English meaning of its abbreviations and Hinglish words."""
    additions: list[str] = []
    for match in _PATTERN.finditer(query):
        addition = EXPANSIONS[match.group(1).lower()]
        if addition not in additions:
            additions.append(addition)
    if not additions:
        return query
    return f"{query} ({'; '.join(additions)})"
