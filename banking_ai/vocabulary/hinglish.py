"""Hindi banking words as customers type them in Latin letters: what each means, in one table.

Three parts of the app read this table, so a word added here is known to all of them:
- query expansion (``banking_ai.vocabulary.expansion``) appends ``english`` to a question, for BM25
  and for the glossed query the English encoder reads ("bachat khate" -> "savings; account");
- the graph lexicon (``banking_ai.graph.lexicon``) counts the words as forms of ``entity``;
- the calculation rules (``banking_ai.rules``) read the loan, instalment, deposit and interest words
  below by name.

Words are lower-case, in the one spelling ``normalise_hindi`` leaves (its table folds "byaaj" and
"biyaj" onto "byaj"; other spellings are kept here because the policies, the lexicon and the rules
also read text that was not normalised). A phrase whose words are glossed one by one ("bachat
khata") has no ``english`` of its own: it is listed for the lexicon only. Devanagari arrives
transliterated. These are words any Indian bank's customers use, never one bank's product names.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Hindi:
    """Words with one meaning: ``english`` is what expansion appends ("" for none), ``entity`` the
    lexicon id they name (``kind:name``), if any."""

    words: tuple[str, ...]
    english: str
    entity: str | None = None


# Read by name by the calculation rules.
LOAN_WORDS = ("karz", "karza", "karj", "udhaar")
INSTALMENT_WORDS = ("kist", "kisht", "kishte", "qist")
DEPOSIT_WORDS = ("jama",)
INTEREST_RATE_WORDS = ("byaj", "byaaj", "biyaj", "bayaj", "vyaj")
INTEREST_WORDS = ("sood",)

HINGLISH: tuple[Hindi, ...] = (
    # accounts
    Hindi(("khata", "khaata", "khate"), "account", "concept:account"),
    Hindi(("bachat",), "savings"),
    Hindi(("chalu",), "current"),
    Hindi(("bachat khata",), "", "product:savings_account"),
    Hindi(("chalu khata",), "", "product:current_account"),
    Hindi(("kholna", "kholne", "khulwana", "khulwane"), "open", "process:account_opening"),
    Hindi(("band",), "block close"),
    Hindi(("band karna", "band karwana"), "", "process:account_closure"),
    Hindi(("naam",), "name"),
    # money and its movements
    Hindi(("paisa", "paise", "paisay"), "money"),
    Hindi(("rupaye",), "rupees amount"),
    Hindi(("rashi",), "amount"),
    Hindi(DEPOSIT_WORDS, "deposit"),
    Hindi(("cash jama",), "", "concept:cash_deposit"),
    Hindi(("nikalna", "nikal"), "withdraw", "concept:cash_withdrawal"),
    Hindi(("nikasi",), "withdrawal", "concept:cash_withdrawal"),
    Hindi(("bhejna",), "send transfer", "concept:fund_transfer"),
    Hindi(("bhej",), "send transfer"),  # also "link bhej diya": not always a transfer
    Hindi(("bheja",), "sent transfer"),
    Hindi(("kat gaya", "kat gaye"), "debited deducted"),
    Hindi(("kata",), "debited"),
    Hindi(("len-den", "lenden"), "transactions"),
    Hindi(("wapas", "vapas"), "refund return", "concept:reversal_refund"),
    Hindi(("atka", "atak gaya"), "stuck failed", "concept:failed_transaction"),
    Hindi(("galat",), "wrong"),
    Hindi(("bakaya",), "outstanding dues"),
    Hindi(("nivesh",), "investment"),
    Hindi(("labh",), "benefit"),
    Hindi(("bechna", "bechne"), "sell"),
    Hindi(("kharidna",), "buy"),
    Hindi(("mudra",), "currency"),
    # interest, charges, limits
    Hindi(INTEREST_RATE_WORDS, "interest rate", "concept:interest"),
    Hindi(INTEREST_WORDS, "interest", "concept:interest"),
    Hindi(("shulk", "kharcha"), "charges fee", "charge:service_charge"),
    Hindi(("jurmana",), "penalty", "charge:penalty"),
    Hindi(("seema",), "limit", "concept:transaction_limit"),
    Hindi(("badhana",), "increase"),
    Hindi(("ghatana",), "reduce"),
    Hindi(("kam se kam", "nyuntam"), "minimum"),
    Hindi(("kiraya",), "rent"),
    # deposits and loans
    Hindi(("tod",), "premature break", "concept:premature_withdrawal"),
    Hindi(("todna", "todne"), "premature withdrawal break", "concept:premature_withdrawal"),
    Hindi(("samay se pahle",), "premature before maturity", "concept:premature_withdrawal"),
    Hindi(("avadhi",), "tenure", "concept:tenure"),
    Hindi(LOAN_WORDS, "loan", "product:loan"),
    Hindi(INSTALMENT_WORDS, "instalment emi", "concept:instalment"),
    Hindi(("chukana", "chukaana"), "repay", "concept:repayment"),
    Hindi(("patrata",), "eligibility", "concept:eligibility"),
    Hindi(("aamdani", "kamai"), "income", "concept:income"),
    Hindi(("ghar",), "home house", "concept:property"),
    Hindi(("makaan", "makan"), "house property", "concept:property"),
    Hindi(("gaadi", "gadi"), "car vehicle", "concept:vehicle"),
    Hindi(("sona",), "gold", "concept:gold"),
    Hindi(("gehne", "zevar"), "gold jewellery", "concept:gold"),
    Hindi(("girvi",), "pledge", "concept:pledge"),
    Hindi(("nilami",), "auction", "concept:auction"),
    Hindi(("bima",), "insurance", "product:insurance"),
    Hindi(("jivan",), "life"),
    Hindi(("swasthya",), "health"),
    # people
    Hindi(("buzurg", "budhe", "varisht"), "senior citizen", "segment:senior_citizen"),
    Hindi(("varisht nagrik",), "", "segment:senior_citizen"),
    Hindi(("bachcha", "bachche"), "minor child", "segment:minor"),
    Hindi(("mahila",), "women", "segment:woman"),
    Hindi(("naukri",), "job salary", "segment:salaried"),
    Hindi(("vetan",), "salary", "segment:salaried"),
    Hindi(("dukaan",), "shop merchant", "segment:business"),
    Hindi(("vyapar",), "business", "segment:business"),
    Hindi(("maut", "mrityu"), "death deceased", "segment:deceased_depositor"),
    Hindi(("waris",), "nominee legal heir", "concept:nomination"),
    Hindi(("umar", "umr"), "age", "concept:age"),
    Hindi(("kagaz", "kaagaz", "dastavez"), "documents", "concept:documents"),
    # loss, fraud, complaints
    Hindi(("chori", "chura"), "stolen", "concept:lost_or_stolen"),
    Hindi(("kho", "khoya", "gum"), "lost", "concept:lost_or_stolen"),
    Hindi(("dhokha",), "fraud", "concept:unauthorised_transaction"),
    Hindi(("thagi",), "fraud scam", "concept:unauthorised_transaction"),
    Hindi(("dhokhebaj",), "fraudster", "concept:unauthorised_transaction"),
    Hindi(("shikayat",), "complaint", "concept:complaint"),
    Hindi(("harjana", "muavza"), "compensation", "concept:compensation"),
    # places, time
    Hindi(("shakha",), "branch", "channel:branch"),
    Hindi(("videsh",), "abroad foreign", "concept:international_use"),
    Hindi(("videshi",), "foreign", "concept:international_use"),
    Hindi(("kab tak",), "how long"),
    Hindi(("kitne din",), "days", "concept:turnaround_time"),
    Hindi(("mahina",), "month"),
    Hindi(("mahine",), "months"),
    Hindi(("saal",), "years"),
    Hindi(("chutti",), "holiday", "concept:holiday"),
)


def glosses() -> dict[str, str]:
    """Word or phrase -> the English expansion appends for it (phrases without a gloss left out)."""
    return {word: entry.english for entry in HINGLISH if entry.english for word in entry.words}


def lexicon_forms(entity: str) -> tuple[str, ...]:
    """The Hindi words naming ``entity`` (a lexicon id such as "product:loan"), in table order."""
    return tuple(word for entry in HINGLISH if entry.entity == entity for word in entry.words)


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of ``words`` (escaped, longest first, any run of spaces inside a phrase);
    the caller adds the word boundaries."""
    import re

    ordered = sorted(set(words), key=len, reverse=True)
    return "|".join(r"\s+".join(map(re.escape, word.split())) for word in ordered)
