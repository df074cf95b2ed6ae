"""Which banking products the indexed documents mention at all.

A customer who asks about a product the bank's documents never mention ("car loan processing fee" at a
bank whose documents cover PPF, FASTag and gold loans) is otherwise answered from the nearest passage,
which is about another product: the gold-loan charges read as the car loan's. So a question that names
products (``product:*`` of the banking lexicon), none of which, nor anything they belong to (a salary
account is a savings account, an NRE account is for NRIs), any chunk's text, document title or heading
names, is about something the documents do not cover.

Only the question's products count, and only when every one of them is missing: "loan against my FD"
at a bank with FD pages is answered as before. A heading names a product as a phrase, with all the words
of one of its names in any order, or as a short heading with the one above it ("Loans > Personal" names
a personal loan); Devanagari is read in Latin letters. An index whose chunks mostly carry no heading
(plain paragraphs) is not judged. Headings alone were not enough: "Safe Deposit Vault", "Jewel Loan" or
a credit card's terms headed "Late payment charges" name no lexicon product (docs/retrieval.md).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from banking_ai.graph.entities import default_extractor, tokens
from banking_ai.graph.lexicon import BROADER, LEXICON
from banking_ai.rag.chunking import SECTION_SEPARATOR
from banking_ai.vocabulary.hindi import normalise_hindi

# What a question must name to be judged: a specific product; "loan" or "card" alone could be any.
_GENERIC = frozenset({"product:loan", "product:card"})
_KINDS = ("product", "segment")
MIN_HEADED_SHARE = 0.5  # at least this share of chunks must sit under a heading for the headings to speak


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _forms() -> dict[str, list[frozenset[str]]]:
    forms: dict[str, list[frozenset[str]]] = {}
    for entity, names in LEXICON.items():
        if entity.split(":", 1)[0] in _KINDS:
            forms[entity] = [frozenset(_stem(word) for word in tokens(name)) for name in names if tokens(name)]
    return forms


@dataclass(frozen=True)
class ProductCoverage:
    """The products and customer segments the documents name anywhere (with what they belong to)."""

    covered: frozenset[str] = frozenset()
    judged: bool = False  # False: nothing indexed, or mostly unheaded text; nothing is ever uncovered

    @classmethod
    def from_places(cls, places: Iterable[tuple[str, str] | tuple[str, str, str]]) -> ProductCoverage:
        """``places``: (document title, section path[, text]) of every chunk. A product the text of any
        chunk names counts as covered too: "I don't have information about car loans" is said only of
        a product the documents never mention (a page on card fraud that says "debit card" in its text
        covers the debit-card question, whatever its headings say)."""
        forms = _forms()
        extractor = default_extractor()
        covered: set[str] = set()
        seen: set[tuple[str, str]] = set()
        chunks = headed = 0
        for title, section, *text in places:
            title, section = normalise_hindi(title), normalise_hindi(section)
            chunks += 1
            headed += bool(section)
            if text:
                read = normalise_hindi(text[0])
                covered.update(e for e in extractor.extract(read) if e.split(":", 1)[0] in _KINDS)
                covered.update(_banks_names(read))
            if (title, section) in seen:
                continue
            seen.add((title, section))
            covered.update(_named_by(title, section, forms))
            covered.update(_banks_names(f"{title} {section}"))
        judged = chunks > 0 and headed / chunks >= MIN_HEADED_SHARE
        return cls(frozenset(default_extractor().with_broader(covered)), judged)

    def uncovered(self, question: str) -> list[str]:
        """The specific products ``question`` names when neither they nor anything they belong to is
        covered; [] when the question names none, any of them is covered, or the headings cannot tell."""
        if not self.judged:
            return []
        extractor = default_extractor()
        if not _MOVED_HERE.search(question):
            question = _HELD_ELSEWHERE.sub(" ", question)  # "an education loan from another bank" is not asked about
        named = [e for e in extractor.extract(question) if e.startswith("product:") and e not in _GENERIC]
        if not named:
            return []
        asked = {e for e in extractor.with_broader(named) if e.split(":", 1)[0] in _KINDS and e not in _GENERIC}
        if asked & self.covered:
            return []
        specific = set(named) - {BROADER.get(e) for e in named}  # "salary account", not also "savings account"
        return sorted(specific or named)


# A product the customer holds at another bank, told as the situation ("we have an education loan from another
# bank, what documents do I need to send money abroad?"): said with a verb of holding, up to three words before
# "from/with/at another bank". Not when the customer wants it moved here ("move my home loan from another bank
# to you"): then it is the product asked about.
_HELD_ELSEWHERE = re.compile(
    r"\b(?:have|has|had|hold|holds|holding|took|taken|availed|running|existing)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:from|with|at|in)\s+(?:an?other|other|a different|some other|my other)\s+banks?\b",
    re.IGNORECASE,
)
_MOVED_HERE = re.compile(r"\b(?:transfer|mov(?:e|ing)|shift|switch|port|take ?over|takeover)\w*", re.IGNORECASE)


def asked_products(question: str) -> frozenset[str]:
    """The specific products ``question`` names ("personal loan", "FD"; not a bare "loan" or "card")."""
    return _specific(default_extractor().extract(normalise_hindi(question)))


@functools.lru_cache(maxsize=4096)
def place_products(title: str, section: str) -> frozenset[str]:
    """The specific products a place is about: those its deepest heading naming any names (a heading of
    one or two words naming none read with the one above it, the title above the first: "Loans" >
    "Personal"), else its document title's. A title "Personal and Gold Loans" names both; its "Personal
    Loans > Interest Rates" is about one."""
    title = normalise_hindi(title)
    levels = [title, *(level for level in normalise_hindi(section).split(SECTION_SEPARATOR) if level.strip())]
    for depth in range(len(levels) - 1, 0, -1):
        reads = [levels[depth]]
        if len(levels[depth].split()) <= 2:
            reads.append(SECTION_SEPARATOR.join(levels[depth - 1 : depth + 1]))
        for read in reads:
            if named := _specific(_named_by("", read, _cached_forms()) | _banks_names(read)):
                return named
    return title_products(title)


@functools.lru_cache(maxsize=1024)
def title_products(title: str) -> frozenset[str]:
    """The specific products a document title names."""
    title = normalise_hindi(title)
    return _specific(_named_by(title, "", _cached_forms()) | _banks_names(title))


def _specific(entities: Iterable[str]) -> frozenset[str]:
    return frozenset(e for e in entities if e.startswith("product:") and e not in _GENERIC)


def same_family(first: frozenset[str], second: frozenset[str]) -> bool:
    """Whether two sets of products share one or something they belong to (an NRE and a salary account
    are both savings accounts; a car and a home loan share only the generic "loan")."""
    extractor = default_extractor()
    return bool((extractor.with_broader(first) & extractor.with_broader(second)) - _GENERIC)


def names_asked(place: frozenset[str], asked: frozenset[str]) -> bool:
    """Whether a place names a product asked, what it belongs to, or a kind of it (asked "savings
    account", a page on salary accounts)."""
    extractor = default_extractor()
    return bool(place & extractor.with_broader(asked) or extractor.with_broader(place) & asked)


@functools.cache
def _cached_forms() -> dict[str, list[frozenset[str]]]:
    return _forms()


def _named_by(title: str, section: str, forms: dict[str, list[frozenset[str]]]) -> set[str]:
    """What one place names: its path read as a phrase ("Gold loans > …"), one heading's words in any order
    ("Accounts – Savings"), or a one- or two-word heading with the level above it ("Loans > Personal").
    A document title's words do not mix with a long heading's: "Small Savings and Pension Schemes" >
    "Can I take a loan against my PPF account?" names no savings account."""
    levels = [level for level in (title, *section.split(" > ")) if level.strip()]
    words = [{_stem(word) for word in tokens(level)} for level in levels]
    groups = list(words)
    for upper, lower in itertools.pairwise(words):
        if min(len(upper), len(lower)) <= 2:
            groups.append(upper | lower)
    found = {e for e in default_extractor().extract(" > ".join(levels)) if e.split(":", 1)[0] in _KINDS}
    for group in groups:
        named = {
            entity: max((n for n in names if n <= group), key=len, default=None) for entity, names in forms.items()
        }
        named = {entity: name for entity, name in named.items() if name}
        # a name inside a longer one's words is that one's: "Kisan Credit Card" names no credit card
        found.update(entity for entity, name in named.items() if not any(name < other for other in named.values()))
    return found


# Names banks give products that the lexicon (customers' words) lacks; read on the documents' side only,
# so they can only keep a product from being called unmentioned ("gold loan" asked, "Jewel Loan" written).
_BANKS_NAMES = {
    "product:gold_loan": ("jewel loan", "loan against jewels", "gold ornament loan"),
    "product:locker": ("safe deposit vault", "safe custody locker"),
    "product:insurance": ("bancassurance", "life cover", "health cover", "mediclaim", "term plan"),
    "product:forex_card": ("forexplus", "multicurrency card", "multi currency card", "forex prepaid", "prepaid forex"),
    "product:car_loan": ("four wheeler loan", "vehicle finance", "car finance"),
    "product:home_loan": ("housing finance", "home finance", "mortgage loan"),
    "product:personal_loan": ("clean loan", "unsecured loan", "consumer loan"),
    "product:savings_account": ("savings bank", "savings deposit", "sb deposit"),
    "product:current_account": ("current deposit",),
    "product:demand_draft": ("bank draft", "draft"),
    "product:credit_card": ("cardholder agreement", "most important terms and conditions", "mitc"),
    "product:two_wheeler_loan": ("two wheeler", "motorcycle", "scooter"),
    "product:loan_against_property": ("mortgage loan", "property loan", "loan against residential property"),
    "product:demat_account": ("depository participant", "dp account", "depository account"),
    "product:kisan_credit_card": ("kisan card", "crop loan", "agriculture loan", "agricultural loan", "farm loan"),
    "product:education_loan": ("vidya loan", "loan for higher studies", "higher education loan", "study abroad loan"),
    "product:mutual_fund": ("sip", "systematic investment"),
    "product:business_loan": ("msme", "mudra", "working capital"),
}
_BANKS_NAME = re.compile(
    r"\b("
    + "|".join(
        sorted(
            (re.escape(n).replace(r"\ ", r"[\s-]+") for names in _BANKS_NAMES.values() for n in names),
            key=len,
            reverse=True,
        )
    )
    + r")s?\b",  # "two-wheeler" as "two wheeler"
    re.IGNORECASE,
)
_BY_BANKS_NAME: dict[str, set[str]] = {}
for _entity, _names in _BANKS_NAMES.items():
    for _name in _names:
        _BY_BANKS_NAME.setdefault(_name, set()).add(_entity)  # "mortgage loan": a home loan or a LAP


def _banks_names(text: str) -> set[str]:
    return {
        entity
        for match in _BANKS_NAME.finditer(text)
        # ``get``: a character that matches case-blind but does not lower to the name ("SİP") finds nothing
        for entity in _BY_BANKS_NAME.get(re.sub(r"[\s-]+", " ", match.group(1).lower()), ())
    }


_DISPLAY = {
    "product:nre_account": "NRE accounts",
    "product:nro_account": "NRO accounts",
    "product:fcnr_deposit": "FCNR deposits",
    "product:scss": "the Senior Citizens' Savings Scheme",
    "product:basic_savings_account": "basic savings (BSBD) accounts",
    "product:loan_against_deposit": "loans against deposits",
    "product:tax_saver_fd": "tax-saver fixed deposits",
    "product:reverse_mortgage": "reverse mortgage loans",
    "product:rewards": "reward points",
    "product:insurance": "insurance",
    "product:ppf": "the Public Provident Fund (PPF)",
    "product:sukanya_samriddhi": "Sukanya Samriddhi accounts",
    "product:nps": "the National Pension System (NPS)",
    "product:atal_pension": "the Atal Pension Yojana",
    "product:pmjjby": "the Pradhan Mantri Jeevan Jyoti Bima Yojana (PMJJBY)",
    "product:pmsby": "the Pradhan Mantri Suraksha Bima Yojana (PMSBY)",
    "product:gold_bond": "Sovereign Gold Bonds",
    "product:two_wheeler_loan": "two-wheeler loans",
    "product:loan_against_property": "loans against property",
    "product:kisan_credit_card": "Kisan Credit Cards",
}


def product_name(entity: str) -> str:
    """How the reply names a product: "debit cards", "NRE accounts", "insurance"."""
    if entity in _DISPLAY:
        return _DISPLAY[entity]
    name = LEXICON[entity][0] if LEXICON.get(entity) else entity.split(":", 1)[-1].replace("_", " ")
    return name if name.endswith("s") else f"{name}s"
