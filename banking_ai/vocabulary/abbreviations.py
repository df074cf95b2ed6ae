"""Banking abbreviations as customers write them, and the words the policies use for them.

Keys are lower-case words or short phrases, matched whole and case-insensitively by query expansion
(``banking_ai.vocabulary.expansion``). Only abbreviations the policies do not spell out themselves
are listed: an identity expansion ("ATM" -> "ATM cash withdrawal") measurably pulled results off topic.
"""

from __future__ import annotations

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
