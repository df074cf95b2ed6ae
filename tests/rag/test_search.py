"""rag_search over the indexed sample corpus (real model, real Qdrant local mode)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from banking_ai.rag.evaluation import evaluate, load_questions
from banking_ai.rag.search import Retriever
from banking_ai.settings import RagSettings
from tests.conftest import REPO
from tests.documents import locker_policy, write_docx

pytestmark = pytest.mark.integration


def test_policy_question_returns_cited_chunks(sample_services):
    results = sample_services.retriever.search("my debit card was stolen, how do I block it?", 4)
    assert 1 <= len(results) <= 4
    top = results[0]
    assert Path(top.source).name == "debit_and_credit_cards.docx"
    assert top.doc_title and top.section and top.chunk_id and top.text
    assert "1800-266-0000" in " ".join(r.text for r in results)
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
    assert len({r.chunk_id for r in results}) == len(results)


@pytest.mark.parametrize(
    "question",
    [
        "what's the weather in Paris tomorrow?",
        "give me a recipe for butter chicken",
        "who won the football world cup in 2018",
        "write a python function to reverse a list",
    ],
)
def test_off_topic_questions_return_nothing(sample_services, question):
    assert sample_services.retriever.search(question, 4) == []


def test_empty_and_enormous_queries(sample_services):
    assert sample_services.retriever.search("", 4) == []
    assert sample_services.retriever.search("   \n\t ", 4) == []
    long_question = "Please tell me the senior citizen fixed deposit interest rate. " * 400  # ~25k characters
    results = sample_services.retriever.search(long_question, 4)
    assert results and "fixed_and_recurring_deposits" in results[0].source


def test_hinglish_and_abbreviations_find_the_right_policy(sample_services):
    top = sample_services.retriever.search("FD pe sr citizen ko kitna byaaj milta hai", 4)[0]
    assert Path(top.source).stem in {"fixed_and_recurring_deposits", "senior_citizen_services"}


def test_a_hinglish_question_is_searched_in_english_words_too(sample_services):
    """The English encoder reads "umar kitni honi chahiye" as noise: read word by word ("age how much
    should be") the home-loan eligibility section comes first, not the reverse mortgage."""
    top = sample_services.retriever.search("ghar ke loan ke liye umar kitni honi chahiye?", 4)[0]
    assert top.section.endswith("Age and Income Requirements"), top.section


def test_near_duplicate_chunks_are_returned_once(services_factory, tmp_path):
    services = services_factory()
    locker_policy(tmp_path / "docs" / "lockers.docx")
    locker_policy(tmp_path / "docs" / "lockers copy.docx")
    services.indexer.build([tmp_path / "docs"])
    results = services.retriever.search("annual rent of a small locker", 4, min_score=-1)
    texts = [r.text for r in results]
    assert len(texts) == len(set(texts))
    assert services.index.size() == 2 * len({c.text for c in services.index.chunks(services.index.size())})


def test_repeated_queries_use_the_embedding_cache(sample_services):
    cache = sample_services.embedder.cache
    first = sample_services.retriever.search("NEFT timings on a Sunday", 4)
    hits = cache.hits
    second = sample_services.retriever.search("NEFT timings on a Sunday", 4)
    assert cache.hits == hits + 1
    assert [r.chunk_id for r in first] == [r.chunk_id for r in second]


def test_rerank_scores_are_the_cosine_of_stored_vectors(sample_services, embedder):
    rag = RagSettings(sparse_weight=0.0, query_expansion="none", min_score=-1, result_floor=-1)
    retriever = Retriever(rag, embedder, sample_services.index)
    query = "how do I nominate someone for my fixed deposit"
    results = retriever.search(query, 4)
    encoded = embedder.embed_documents([f"{r.doc_title} > {r.section}\n{r.text}" for r in results])
    expected = encoded @ embedder.embed_query(query)
    assert np.allclose([r.score for r in results], expected, atol=1e-3)


def test_qdrant_query_api_and_snapshot_find_the_same_chunks(sample_services, embedder):
    """The two index backends behind one seam: same index, same ranking."""
    from banking_ai.rag.qdrant_index import QdrantPolicyIndex

    sample_services.index.size()  # make sure the snapshot is loaded and has released the folder
    index = QdrantPolicyIndex(sample_services.settings)
    try:
        direct = Retriever(sample_services.settings.rag, embedder, index)
        for question in [
            "UPI transaction failed but money debited",
            "home loan prepayment charges",
            "how to update KYC online",
            "locker nomination form",
        ]:
            assert [r.chunk_id for r in direct.search(question, 4)] == [
                r.chunk_id for r in sample_services.retriever.search(question, 4)
            ]
    finally:
        index.close()


def test_retrieval_quality_on_the_eval_set_stays_above_the_floor(sample_services):
    """A regression floor, well under the measured numbers in docs/benchmarks.md."""
    questions = load_questions(REPO / "data" / "eval")
    result = evaluate(questions, lambda q: sample_services.retriever.search(q, 4))
    assert result.overall.questions >= 150
    assert result.overall.hit4 >= 0.88, result.overall
    assert result.off_topic_rejected >= 0.6


def test_the_rest_of_a_section_is_its_other_chunks_nearest_first(sample_services):
    retriever = sample_services.retriever
    best = retriever.search("if six consecutive RD instalments are missed, is the RD closed?", 1)
    assert best and best[0].section.endswith("Missed Recurring Deposit Instalments")

    rest = retriever.rest_of_section("missed RD instalments", best, limit=4)

    assert rest, "the delay penalty is in another chunk of the same section"
    assert all((c.doc_id, c.section) == (best[0].doc_id, best[0].section) for c in rest)
    assert best[0].chunk_id not in {c.chunk_id for c in rest}
    assert "₹1.50 per ₹100" in " ".join(c.text for c in rest)
    distances = [abs(c.position - best[0].position) for c in rest]
    assert distances == sorted(distances)
    assert retriever.rest_of_section("missed RD instalments", best, limit=0) == []
    assert retriever.rest_of_section("missed RD instalments", [*best, *rest], limit=4) == []  # nothing left


def test_a_one_chunk_section_has_no_rest(services_factory, tmp_path):
    services = services_factory()
    locker_policy(tmp_path / "docs" / "lockers.docx")
    services.indexer.build([tmp_path / "docs"])
    best = services.retriever.search("locker rent", 1)
    assert best
    assert services.retriever.rest_of_section("locker rent", best) == []


def test_a_devanagari_loanword_is_read_as_the_documents_word(services_factory, tmp_path):
    """ "कैरेट" transliterates to "kairet", which no table and no encoder knows; the gold loan's purity
    section says "carat", and the question finds it first."""
    services = services_factory()
    write_docx(
        tmp_path / "docs" / "gold_loan.docx",
        "Gold Loan FAQ",
        [
            ("h2", "How much loan can I get?"),
            ("p", "You can borrow up to 75% of the market value of your gold ornaments."),
            ("h2", "What purity of gold is accepted?"),
            ("p", "Ornaments of 18 to 22 carat are accepted; coins up to 50 grams from banks only."),
            ("h2", "How is the interest charged?"),
            ("p", "Interest is charged monthly on the amount outstanding, at 9.25% a year."),
            ("h2", "Can I repay before the due date?"),
            ("p", "Yes, you can close the loan at any time without a charge and take your gold back."),
        ],
    )
    services.indexer.build([tmp_path / "docs"])
    top = services.retriever.search("गोल्ड लोन के लिए सोना कितने कैरेट का होना चाहिए?", 4, min_score=-1)[0]
    assert top.section == "What purity of gold is accepted?", top.section


def test_a_bare_scheme_name_the_headings_hold_is_found_whatever_its_cosine(services_factory, tmp_path):
    """ "APY" means little to the encoder (cosine 0.15–0.18 to a bank's own Atal Pension Yojana page);
    every word of the question is in the section's headings, so the gate lets it through."""
    services = services_factory()
    write_docx(
        tmp_path / "docs" / "schemes.docx",
        "Government Schemes",
        [
            ("h1", "Atal Pension Yojana (APY)"),
            ("h2", "Who can join?"),
            ("p", "Citizens aged 18 to 40 with a savings account can join; the pension starts at 60."),
            ("h1", "Public Provident Fund"),
            ("h2", "How much can I deposit?"),
            ("p", "Between ₹500 and ₹1.5 lakh in a financial year, in up to 12 instalments."),
        ],
    )
    services.indexer.build([tmp_path / "docs"])
    found = services.retriever.search("APY", 4)
    assert found and found[0].named and "Atal Pension Yojana (APY)" in found[0].section
    if max(chunk.cosine for chunk in found) < services.retriever._settings.min_score:
        assert all(chunk.named for chunk in found), "past the gate by a name, only what it names"
    assert not any(chunk.named for chunk in services.retriever.search("join", 4, min_score=-1)), "English words"
    assert not any(chunk.named for chunk in services.retriever.search("APY cricket", 4, min_score=-1))
    sentence = services.retriever.search("how do i join the apy", 4, min_score=-1)
    assert not any(chunk.named for chunk in sentence), "a sentence is not a name, whatever words it shares"
    assert services.retriever.search("cricket", 4) == [], "a word no heading holds still needs the cosine"


def test_an_acronym_the_encoder_misses_is_asked_again_written_out(services_factory, tmp_path):
    """ "What is RD?" found nothing above the gate where the documents only ever write "recurring deposit";
    written out, it finds the page. Only as the last resort, and only a plain match: an acronym for a
    product the documents lack still finds nothing."""
    services = services_factory()
    write_docx(
        tmp_path / "docs" / "deposits.docx",
        "Deposits FAQ",
        [
            ("h2", "How does a recurring deposit work?"),
            ("p", "You deposit a fixed amount every month for 6 months to 10 years; interest is compounded quarterly."),
            ("h2", "What if I miss a recurring deposit instalment?"),
            ("p", "A penalty of ₹1.50 per ₹100 is charged for each month of delay."),
            ("h2", "Can I withdraw a fixed deposit early?"),
            ("p", "Yes, with a penalty of 1% on the rate for the period the deposit ran."),
        ],
    )
    services.indexer.build([tmp_path / "docs"])
    retriever = services.retriever
    found = retriever.search("What is RD?", 4)
    assert found and found[0].section == "How does a recurring deposit work?", [c.section for c in found]
    # "SCSS" written out is the Senior Citizens' Savings Scheme, which these documents lack: their savings words
    # are near, not the subject
    assert retriever.search("What is SCSS?", 4) == [], "a written-out acronym must find its subject plainly"
    # found only faintly as typed (the encoder reads "fd" in a Hinglish sentence as noise): written out, plainly
    faint = retriever.search("fd time se pehle tod di toh kitni penalty lagegi?", 4, min_score=-1)
    assert faint and faint[0].section == "Can I withdraw a fixed deposit early?", [c.section for c in faint]
    assert faint[0].cosine >= 0.5


@pytest.mark.parametrize(
    ("question", "section", "named"),
    [
        ("sukanya", "Small Savings > Sukanya Samriddhi Account (SSA)", True),  # no English word
        ("claim", "Insurance > Claims > How do I report a claim?", True),  # a banking thing of the lexicon
        ("nri acct", "NRI Banking > Which account should an NRI open?", True),  # "acct" is read "account"
        ("help me", "Seniors > Help from Caregivers", False),  # everyday English: left to the encoder
        ("stop", "Cheques > Stop payment of a cheque", False),
        ("very good", "Disputes > Goods not delivered", False),
        ("sukanya", "Government Schemes", False),  # the words must all be in the headings
        ("how do i join the apy", "Atal Pension Yojana (APY) > Who can join?", False),  # a sentence, no name
    ],
)
def test_a_question_names_a_section_only_by_a_name_or_a_banking_thing(question, section, named):
    from banking_ai.rag.index import Candidate
    from banking_ai.rag.search import _named
    from banking_ai.vocabulary.expansion import spell_out_shorthand

    candidate = Candidate("p1", {"section": section, "doc_title": "Any"}, np.zeros(3))
    assert bool(_named(spell_out_shorthand(question), [candidate])[0]) is named


def test_words_of_a_newly_indexed_document_are_read_after_staff_add_it(services_factory, tmp_path, monkeypatch):
    """ "tracter" is read as "tractor" once a document says "tractor", not before."""
    from banking_ai.rag import search

    monkeypatch.setattr(search, "_WORDS_CHECK_S", 0.0)
    services = services_factory()
    locker_policy(tmp_path / "docs" / "lockers.docx")
    services.indexer.build([tmp_path / "docs"])
    assert services.retriever.read_unknown_words("tracter loan emi") == "tracter loan emi"
    write_docx(
        tmp_path / "docs" / "farm_loans.docx",
        "Farm Loans",
        [("h2", "Can I buy a tractor on loan?"), ("p", "Yes, a tractor loan covers up to 85% of the price.")],
    )
    services.indexer.build([tmp_path / "docs"])
    assert services.retriever.read_unknown_words("tracter loan emi") == "tractor loan emi"


def test_a_question_that_restates_an_faq_heading_gets_that_faq_first(services_factory):
    """The issue's "What documents do I need to open a savings account?" was answered at Yamuna Bank with the
    SCSS account's documents: the savings account's answer spells out what counts as a valid document, and
    the short lists of the SCSS, Sukanya and 3-in-1 accounts are closer to "documents ... open ... account".
    The savings FAQ's heading restates the question, so it comes first; with the check off it does not."""
    services = services_factory()
    policies = REPO / "data" / "yamuna_bank" / "policies"
    services.indexer.build([policies / "deposit_accounts_faq.docx", policies / "investments_schemes_faq.docx"])
    question = "What documents do I need to open a savings account?"
    savings = "Savings accounts > What documents do I need to open a savings account at a branch?"
    assert services.retriever.search(question, 3)[0].section == savings
    unchecked = Retriever(
        services.retriever._settings.model_copy(update={"restated_heading": 2.0}), services.embedder, services.index
    )
    assert unchecked.search(question, 3)[0].section != savings
    # "FD" restates "fixed deposit" in the heading; the encoder reads the acronym poorly, so the heading is
    # compared with the question's abbreviations written out too ("एफडी पर ब्याज दर क्या है?" is the issue's)
    rates = "Fixed deposits > What are the current fixed deposit interest rates?"
    for asked in ("What is the FD interest rate?", "एफडी पर ब्याज दर क्या है?"):
        assert services.retriever.search(asked, 3)[0].section == rates, asked
        assert unchecked.search(asked, 3)[0].section != rates, asked
    # a question about another account's documents keeps its own answer
    scheme = services.retriever.search("which documents are needed for opening an SCSS account", 1)[0]
    assert scheme.section.endswith("What documents do I need to open an SCSS account?"), scheme.section


class _HeadingVectors:
    """An embedder stub: each heading's vector is given."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self.vectors = vectors

    def embed_documents(self, texts):
        return np.array([self.vectors[text] for text in texts], dtype=np.float32)


_SCSS = "A > How do I open an SCSS account?"
_WHO = "B > Who can open an account?"


@pytest.mark.parametrize(
    ("headings", "first"),
    [
        # the third candidate's heading restates the question (0.9): it goes first, the rest keep their order
        ({_SCSS: 0.5, _WHO: 0.6, "C > How do I open a savings account?": 0.9}, 2),
        # close, but under restated_heading (0.8): the ranking stands
        ({_SCSS: 0.5, _WHO: 0.6, "C > How do I open a savings account?": 0.79}, 0),
        # a two-word heading names a topic, not a question: never promoted
        ({_SCSS: 0.5, _WHO: 0.6, "C > Savings accounts": 0.95}, 0),
        # the best candidate's own heading is as close: it stays first
        ({"A > How do I open a savings account?": 0.9, _WHO: 0.6, "C > How can I open a savings account?": 0.9}, 0),
    ],
)
def test_only_a_heading_that_restates_the_question_is_ranked_first(headings, first):
    from banking_ai.rag.index import Candidate

    question = np.array([1.0, 0.0], dtype=np.float32)

    def vector(cosine: float) -> list[float]:
        return [cosine, float(np.sqrt(1 - cosine**2))]

    vectors = {section.rsplit(" > ", 1)[-1]: vector(cosine) for section, cosine in headings.items()}
    retriever = Retriever(RagSettings(), _HeadingVectors(vectors), index=None)
    found = [Candidate(f"p{i}", {"section": section}, np.zeros(2)) for i, section in enumerate(headings)]
    final = np.array([0.9, 0.85, 0.8], dtype=np.float32)
    ranked = retriever._restated_first(found, final, question, np.ones(3, dtype=bool))
    order = list(np.argsort(-ranked))
    assert order[0] == first
    assert [row for row in order if row != first] == [row for row in (0, 1, 2) if row != first]


def test_how_closely_a_question_restates_a_heading(services_factory):
    """What a several-part question's part is judged by (conversation.part_heading, 0.70): its own words
    against the heading's, with the real encoder."""
    retriever = services_factory().retriever
    assert retriever.restates("what are the UPI limits", "UPI > What are the UPI transaction limits?") >= 0.7
    assert retriever.restates("which number do I save", "WhatsApp > How do I start using WhatsApp Banking?") < 0.7
    assert retriever.restates("upi limits", "Payments > UPI limits") == -1.0, "a two-word heading is a topic"


def test_a_question_naming_a_product_is_not_answered_from_another_products_page(services_factory):
    """Bank FAQs repeat a question per product: Tapti Bank's debit-card page asks "Can the annual fee be
    waived?" too, and the encoder hears those words more than "credit card". The best passage's place names
    only another product, so the credit card's own answer close behind it goes first; with the check off
    the debit card's does."""
    services = services_factory()
    policies = REPO / "data" / "tapti_bank" / "policies"
    services.indexer.build([policies / "debit_cards_faq.docx", policies / "credit_cards_faq.docx"])
    question = "Does my credit card's annual fee get waived if I spend a certain amount in a year?"
    first = services.retriever.search(question, 3)[0]
    assert Path(first.source).stem == "credit_cards_faq", first.section
    unchecked = Retriever(
        services.retriever._settings.model_copy(update={"asked_product_margin": -1.0}),
        services.embedder,
        services.index,
    )
    assert Path(unchecked.search(question, 3)[0].source).stem == "debit_cards_faq"
    # the debit card's question gets the debit card's page; one naming no product keeps its ranking
    debit = services.retriever.search("Is the debit card annual fee waived if I spend enough?", 3)[0]
    assert Path(debit.source).stem == "debit_cards_faq", debit.section
    plain = "Can the annual fee be waived?"
    assert services.retriever.search(plain, 3)[0].chunk_id == unchecked.search(plain, 3)[0].chunk_id


def _candidates(places: list[tuple[str, str, str]]):
    from banking_ai.rag.index import Candidate

    return [
        Candidate(f"p{i}", {"doc_title": title, "section": section, "text": text}, np.zeros(2))
        for i, (title, section, text) in enumerate(places)
    ]


@pytest.mark.parametrize(
    ("places", "scores", "first"),
    [
        # the best is another product's page; the asked product's page close behind goes first
        (
            [
                ("Cards", "Debit Cards > Can the annual fee be waived?", "Yes, on spends of ₹1 lakh."),
                ("Cards", "Credit Cards > How can I get the annual fee waived?", "Spend ₹2 lakh a year."),
                ("Cards", "Credit Cards > When is the fee charged?", "On the card's anniversary."),
            ],
            (0.90, 0.85, 0.70),
            1,
        ),
        # the best page's text speaks of the asked product: it stays first
        (
            [
                ("Cards", "Debit Cards > Can the annual fee be waived?", "As for credit cards, spends waive it."),
                ("Cards", "Credit Cards > How can I get the annual fee waived?", "Spend ₹2 lakh a year."),
                ("Cards", "Credit Cards > When is the fee charged?", "On the card's anniversary."),
            ],
            (0.90, 0.85, 0.70),
            0,
        ),
        # a page under a title naming two products is not about the asked one alone
        (
            [
                ("Cards", "Debit Cards > Can the annual fee be waived?", "Yes, on spends of ₹1 lakh."),
                ("Credit and Debit Cards", "Fees > Waivers", "Some fees are waived."),
                ("Cards", "Credit Cards > How can I get the annual fee waived?", "Spend ₹2 lakh a year."),
            ],
            (0.90, 0.86, 0.85),
            2,
        ),
        # the best page's document is about the asked product, whatever product its heading names
        (
            [
                ("Credit Cards FAQ", "Fees > Is there a charge if my auto-debit or cheque payment fails?", "₹500."),
                ("Credit Cards FAQ", "Credit Cards > How can I get the annual fee waived?", "Spend ₹2 lakh."),
                ("Cards", "Credit Cards > When is the fee charged?", "On the card's anniversary."),
            ],
            (0.90, 0.85, 0.80),
            0,
        ),
        # too far behind the best: the ranking stands
        (
            [
                ("Cards", "Debit Cards > Can the annual fee be waived?", "Yes, on spends of ₹1 lakh."),
                ("Cards", "Debit Cards > What is the annual fee?", "₹150."),
                ("Cards", "Credit Cards > How can I get the annual fee waived?", "Spend ₹2 lakh a year."),
            ],
            (0.90, 0.85, 0.70),
            0,
        ),
    ],
)
def test_a_page_about_the_asked_product_goes_first_only_on_a_clear_conflict(places, scores, first):
    retriever = Retriever(RagSettings(), embedder=None, index=None)
    final = np.array(scores, dtype=np.float32)
    question = "credit card annual fee waiver"
    ranked = retriever._asked_product_first(_candidates(places), final, np.ones(3, dtype=bool), question)
    assert int(np.argmax(ranked)) == first
    assert list(np.argsort(-ranked))[1:] == [row for row in np.argsort(-final) if row != first]
