"""``KeywordIntentClassifier``: the intent seam's one fake, for tests of everything around it.

No model, no numpy: the first label whose keyword occurs (as whole words) in the lower-cased
message wins with probability ``confidence``; nothing matching gives ``default_label``. It records
the texts it was asked about, in order, so a test can check what was classified. It ships in the
package, as ``FakeChatModel`` and ``FakeOcrEngine`` do, because a bank wiring its own orchestrator
or front end needs a classifier in its tests that loads no model and answers the same every time.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from banking_ai.intent.base import DEFAULT_MIN_CONFIDENCE, INTENT_LABELS, OFF_TOPIC, is_in_scope
from banking_ai.types import IntentPrediction

# Checked in this order: urgent flows before the general topics they share words with.
DEFAULT_KEYWORDS: dict[str, tuple[str, ...]] = {
    "card_lost_stolen": ("lost my card", "card lost", "stolen", "kho gaya", "missing card"),
    "fraud_report": ("fraud", "unauthorised", "unauthorized", "phishing", "hacked", "scam"),
    "dispute_charge": ("chargeback", "dispute", "charged twice", "double debit"),
    "card_block_unblock": ("block", "hotlist", "reissue", "unblock"),
    "transfer_failure": ("failed", "not credited", "pending", "reversal"),
    "emi_calculation": ("calculate emi", "emi for", "emi on"),
    "deposit_maturity_calculation": ("maturity amount", "how much will i get"),
    "account_specific": ("my balance", "my statement", "my transactions", "my account"),
    "human_agent": ("agent", "human", "call me", "real person"),
    "complaint_grievance": ("complaint", "ombudsman", "escalate", "grievance"),
    "nomination": ("nominee", "nomination", "death claim"),
    "senior_citizen_services": ("pension", "life certificate", "doorstep"),
    "digital_banking_login": ("login", "log in", "password", "mpin", "net banking"),
    "transfer_limits_timings": ("neft", "rtgs", "imps", "upi", "beneficiary"),
    "deposit_rates": ("fd rate", "fd interest", "fixed deposit", "recurring deposit"),
    "loan_info": ("loan",),
    "account_opening_kyc": ("open an account", "open account", "kyc"),
    "fees_charges": ("charges", "fee", "penalty"),
    "card_info": ("credit card", "debit card", "pin", "reward points"),
    "account_info": ("savings account", "current account", "minimum balance", "cheque book"),
    "branch_contact": ("branch", "customer care", "timings", "ifsc"),
    "thanks_goodbye": ("thank", "bye"),
    "greeting": ("hello", "namaste", "good morning", "hi"),
    "other_banking": ("locker", "demat", "forex", "insurance", "ppf", "demand draft", "mutual fund"),
}


_PUNCTUATION = re.compile(r"[^\w/]+")


class KeywordIntentClassifier:
    """Keyword rules in order; ``labels`` lists every label it can return."""

    def __init__(
        self,
        keywords: Mapping[str, Sequence[str]] | None = None,
        *,
        default_label: str = OFF_TOPIC,
        confidence: float = 0.9,
        min_confidence: float = DEFAULT_MIN_CONFIDENCE,
    ) -> None:
        rules = DEFAULT_KEYWORDS if keywords is None else keywords  # {}: every text gets default_label
        self.keywords = {label: tuple(k.lower() for k in words) for label, words in rules.items()}
        self.default_label = default_label
        self.confidence = confidence
        self.min_confidence = min_confidence
        labels = INTENT_LABELS if keywords is None else (*self.keywords, default_label)
        self.labels: tuple[str, ...] = tuple(dict.fromkeys(labels))
        self.texts: list[str] = []

    @property
    def texts_seen(self) -> int:
        """How many texts were classified."""
        return len(self.texts)

    def predict(self, texts: Sequence[str]) -> list[IntentPrediction]:
        """One prediction per text: the first matching label, else ``default_label``."""
        self.texts.extend(texts)
        return [self._one(text) for text in texts]

    def _one(self, text: str) -> IntentPrediction:
        padded = f" {_PUNCTUATION.sub(' ', text.lower()).strip()} "
        # whole words only, so 'hi' does not fire inside 'this'
        matches = [label for label, words in self.keywords.items() if any(f" {w} " in padded for w in words)]
        label = matches[0] if matches else self.default_label
        confidence = self.confidence if matches else 1.0
        rest = round((1.0 - confidence) / 2, 4)
        alternatives = tuple((other, rest) for other in matches[1:3])
        return IntentPrediction(label, confidence, is_in_scope(label, confidence, self.min_confidence), alternatives)
