"""The offline answerer: grounded, cited, short answers from retrieved chunks."""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from dataclasses import replace

import pytest

from banking_ai.llm import OfflineAnswerer, ungrounded_facts
from banking_ai.llm.units import split_sentences, split_units
from banking_ai.rag.evaluation import load_questions
from banking_ai.types import RetrievedChunk
from tests.conftest import REPO

_CITED = re.compile(r" \[(\d+)\]")
_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+")
_QUESTION_LEAD = re.compile(r"^(.+\?) (?=(?:Yes|No)[.,!])")


def chunk(text: str, section: str = "Section", n: int = 0) -> RetrievedChunk:
    return RetrievedChunk(text, 0.6, "Policy", section, "/docs/policy.docx", f"c{n}")


def assert_grounded(answer: str, chunks: Sequence[RetrievedChunk]) -> list[int]:
    """Every piece of ``answer`` is copied from the chunk it cites; returns the citations used.

    A citation closes a run of sentences, list items or rows (and any lead-in before them), so each
    piece of the run, split at sentence ends, must be in the chunk the run cites.
    """
    cited: list[int] = []
    pending: list[str] = []
    headings = {chunk.section.rsplit(" > ", 1)[-1] for chunk in chunks}
    for line in filter(None, answer.splitlines()):
        body = line[2:] if line.startswith("- ") else line
        lead = _QUESTION_LEAD.match(body)  # a section's question printed before its "Yes."/"No."
        if lead:
            assert lead.group(1) in headings, f"not a retrieved section's question: {lead.group(1)!r}"
            body = body[lead.end() :]
        parts = _CITED.split(body)  # text, number, text, number, ..., trailing text
        for text, number in zip(parts[0::2], parts[1::2], strict=False):
            n = int(number)
            assert 1 <= n <= len(chunks), f"citation [{n}] out of range"
            for piece in [*pending, *_SENTENCE_END.split(text.strip())]:
                assert piece.strip() in chunks[n - 1].text, f"not in chunk {n}: {piece!r}"
            pending = []
            cited.append(n)
        if len(parts) % 2 and parts[-1].strip():
            pending += _SENTENCE_END.split(parts[-1].strip())
    assert not pending, f"uncited text: {pending!r}"
    assert cited, "the answer cites nothing"
    return cited


# --- units and selection, without a model -----------------------------------------------------


def test_sentences_keep_abbreviations_and_decimals_whole():
    text = "Senior citizens get 7.50% p.a. for 2 years. Suvidha Bank Ltd. branches open at 10:00. Ask us!"
    assert split_sentences(text) == [
        "Senior citizens get 7.50% p.a. for 2 years.",
        "Suvidha Bank Ltd. branches open at 10:00.",
        "Ask us!",
    ]


def test_units_are_sentences_items_and_rows_with_their_lead_in():
    text = (
        "Interest is credited quarterly. The current rates are:\n"
        "- 2.75% p.a. up to ₹10 lakh.\n"
        "- 3.25% p.a. above ₹10 lakh.\n"
        "Tenure: 1 year | General (% p.a.): 6.75 | Senior citizen (% p.a.): 7.25"
    )
    units = split_units([chunk(text)])

    assert [u.kind for u in units] == ["sentence", "sentence", "item", "item", "row"]
    assert units[2].text == "2.75% p.a. up to ₹10 lakh."
    assert units[2].lead == 1 and units[3].lead == 1  # "The current rates are:"
    assert all(u.text in text for u in units)


def test_an_answer_label_on_its_own_line_is_not_quoted():
    """Some FAQs put "Answer:" on a line before the answer; printed, it opened the reply."""
    units = split_units([chunk("Answer:\nYou can choose a tenure from 12 to 60 months.\nAns.\nThe answer is yes.")])

    assert [u.text for u in units] == ["You can choose a tenure from 12 to 60 months.", "The answer is yes."]
    assert [u.text for u in split_units([chunk("Response\nReply:")])] == ["Response"], "a word, not a label"


def test_the_best_chunk_is_answered_whole_when_it_fits():
    chunks = [
        chunk("RTGS needs at least ₹2 lakh. Amounts below that go by NEFT, IMPS or UPI.", "RTGS", 1),
        chunk("Branches are open from 10:00 to 16:00 on working days.", "Branch Hours", 2),
    ]
    answer = OfflineAnswerer().answer("What is the minimum RTGS amount?", chunks)

    assert answer == "RTGS needs at least ₹2 lakh. Amounts below that go by NEFT, IMPS or UPI. [1]"


def test_an_opening_yes_or_no_is_printed_after_the_question_it_answers():
    """Quoted for another question, a bare "No." reads as the answer to the customer's."""
    chunks = [
        chunk(
            "No. Points are earned for every ₹200 spent; amounts below that earn none.",
            "Rewards > Are points earned on every rupee?",
            1,
        ),
        chunk("Yes. Debit card purchases earn 1 point per ₹200.", "Rewards > Do debit cards earn points?", 2),
    ]
    answer = OfflineAnswerer().answer("Do debit card purchases earn points?", chunks)

    assert answer.startswith("Are points earned on every rupee? No. Points are earned for every ₹200 spent")
    assert_grounded(answer, chunks)


def test_an_answer_opening_with_it_or_this_is_printed_after_the_question_it_points_at():
    """An FAQ answer often opens with "It is …": its antecedent is the section's question (a tenth bank's
    PDF-converted rate card lost the definition and quoted only "In return it earns … 0.15% …")."""
    chunks = [
        chunk(
            "It is a deposit of ₹1 crore and above that cannot be withdrawn before maturity. In return it earns "
            "an additional 0.15% p.a. over the card rate.",
            "FAQ > What is a non-callable fixed deposit?",
            1,
        )
    ]
    answer = OfflineAnswerer().answer("Why does a non-callable deposit pay a higher rate?", chunks)
    assert answer.startswith("What is a non-callable fixed deposit? It is a deposit of ₹1 crore")
    assert "0.15%" in answer
    # under a heading that asks nothing, or inside a section's later chunk, "It …" still needs its sentence before
    label = [chunk("It is charged monthly.", "Charges > Ledger fee", 1)]
    later = [
        replace(
            chunk("It is charged monthly. Seniors pay nothing.", "Charges > What is the ledger fee?", 1), position=3
        ),
        replace(chunk("A ledger fee of ₹50 applies.", "Charges > What is the ledger fee?", 2), position=2),
    ]
    assert OfflineAnswerer().answer("ledger fee?", label).startswith("It is charged monthly.")  # the only sentence
    answer = OfflineAnswerer().answer("do seniors pay the ledger fee?", later)
    assert "What is the ledger fee? It" not in answer and "It is charged monthly" not in answer
    assert "Seniors pay nothing." in answer


def test_a_yes_or_no_inside_an_answer_under_a_title_or_as_a_word_stays_as_written():
    answerer = OfflineAnswerer()
    untouched = {
        "Lockers are allotted by waiting list. No, the bank cannot skip the list.": "Lockers > Allotment?",
        "Yes. Anyone over 18 may apply.": "Lockers > Eligibility",
        "No. of free ATM withdrawals per month is 5.": "ATMs > Are ATM withdrawals free?",
        "Yes Bank ATMs count as other banks' ATMs.": "ATMs > Can I use another bank's ATM?",
        "No charges apply to the first five withdrawals.": "ATMs > Are ATM withdrawals free?",
        "No. Rent under clause [1] is paid yearly.": "Lockers > Is rent under clause [1] paid in cash?",
    }
    for text, section in untouched.items():
        assert answerer.answer("Which applies?", [chunk(text, section)]) == f"{text} [1]"


def test_a_sections_question_leads_its_first_chunk_once():
    section = "Deposits > Can I close my FD before maturity?"
    chunks = [
        replace(chunk("Yes. You can close it at any branch.", section, 1), position=4),
        replace(chunk("Yes. The penalty is 1% for deposits under a year.", section, 2), position=5),
    ]
    answer = OfflineAnswerer(max_chars=2000).answer("Can I close my FD early?", chunks)

    assert answer.count("Can I close my FD before maturity?") == 1
    assert answer.startswith("Can I close my FD before maturity? Yes. You can close it")


def test_a_long_chunk_gives_its_relevant_units_in_document_order():
    filler = " ".join(f"Clause {n} covers an unrelated administrative matter in detail." for n in range(12))
    text = f"{filler} The penalty for premature withdrawal is 0.50% p.a. {filler}"
    chunks = [chunk(text, "Premature Withdrawal")]

    answer = OfflineAnswerer(max_units=2).answer("premature withdrawal penalty", chunks)

    assert "The penalty for premature withdrawal is 0.50% p.a. [1]" in answer
    assert len(answer) < 300
    assert_grounded(answer, chunks)


def test_a_numbered_procedure_is_kept_complete_and_in_order():
    steps = "\n".join(f"- {n}. Step {n} of reactivating your account at any branch." for n in range(1, 6))
    text = "Reactivation is free.\n" + steps + "\n" + "Unrelated closing remark about branches. " * 20
    chunks = [chunk(text, "Reactivation")]

    answer = OfflineAnswerer(max_units=2, max_chars=200).answer("step 3 of reactivating", chunks)

    positions = [answer.index(f"{n}. Step {n}") for n in range(1, 6)]
    assert positions == sorted(positions)
    assert_grounded(answer, chunks)


def test_rows_of_a_small_table_come_with_the_rest_of_the_table():
    """Two rows of four read as if they were the whole table: a customer whose branch is in a metro
    would read ₹5,000 or ₹2,000 as the balance to keep."""
    rows = "\n".join(
        f"Branch category: {place} | Monthly average balance: {amount}"
        for place, amount in [("Metro", "₹10,000"), ("Urban", "₹5,000"), ("Semi-urban", "₹5,000"), ("Rural", "₹2,000")]
    )
    lead = "The balance you must keep depends on your branch:"
    text = (
        lead + "\n" + rows + "\n" + "The balance is checked at the end of every month for every account we hold. " * 8
    )
    chunks = [chunk(text, "Minimum Balance")]

    answer = OfflineAnswerer(max_units=1, max_chars=120).answer("minimum balance for a rural branch", chunks)

    assert "₹2,000" in answer and "₹10,000" in answer, answer
    assert answer.index(lead) < answer.index("Metro") < answer.index("Rural"), "lead-in, then the rows in order"
    assert_grounded(answer, chunks)


class WordEmbedder:
    """A deterministic stand-in for MiniLM: normalised bag-of-words vectors; counts encoder calls."""

    def __init__(self) -> None:
        self.document_calls = 0

    def _vector(self, text: str):
        import numpy as np

        vector = np.zeros(256, dtype=np.float32)
        for word in re.findall(r"[a-z0-9]+", text.lower()):
            vector[zlib.crc32(word.encode()) % 256] += 1
        return vector / (np.linalg.norm(vector) or 1.0)

    def embed_documents(self, texts):
        import numpy as np

        self.document_calls += 1
        return np.stack([self._vector(t) for t in texts])

    def embed_query(self, text):
        return self._vector(text)


def test_warmed_up_units_need_no_encoder_call_at_answer_time():
    filler = " ".join(f"Clause {n} covers an unrelated administrative matter." for n in range(25))
    chunks = [chunk(f"{filler} Lockers are rented for 3 years at a time.", "Lockers", 1), chunk("Other text.", "X", 2)]
    embedder = WordEmbedder()
    answerer = OfflineAnswerer(embedder, max_units=1)

    assert answerer.warm_up(chunks) == 27
    calls = embedder.document_calls
    answer = answerer.answer("how many years are lockers rented for", chunks)

    assert answer == "Lockers are rented for 3 years at a time. [1]"
    assert embedder.document_calls == calls


def test_no_chunks_is_an_error():
    with pytest.raises(ValueError):
        OfflineAnswerer().answer("anything", [])
    with pytest.raises(ValueError):
        OfflineAnswerer().answer("anything", [chunk("   \n ")])


# --- on the sample corpus with the real retriever and MiniLM ------------------------------------


@pytest.fixture(scope="module")
def answerer(embedder):
    return OfflineAnswerer(embedder)


@pytest.mark.integration
def test_senior_citizen_fd_rate_row(sample_services, answerer):
    question = "What is the fixed deposit interest rate for senior citizens for 2 years?"
    chunks = sample_services.retriever.search(question, 4)

    answer = answerer.answer(question, chunks)

    lines = answer.splitlines()
    at = next(i for i, line in enumerate(lines) if "2 years to less than 3 years" in line)
    assert "Senior citizen 60+ (% p.a.): 7.50" in lines[at]
    n = int(next(found[0] for line in lines[at:] if (found := _CITED.findall(line))))  # the row's run
    assert chunks[n - 1].section.endswith("Fixed Deposit Interest Rates for General and Senior Citizens")
    assert_grounded(answer, chunks)


@pytest.mark.integration
@pytest.mark.parametrize(
    ("question", "facts"),
    [
        ("my debit card was stolen, how do I block it?", ["1800-266-0000"]),
        ("What is the smallest amount I can send through RTGS?", ["₹2 lakh"]),
        ("atm cash not dispensed amount debited refund", ["T+5", "₹100"]),
        ("How do I reactivate an inoperative account?", ["1. Visit any branch", "2. Fill in the reactivation"]),
    ],
)
def test_key_facts_are_in_the_answer(sample_services, answerer, question, facts):
    chunks = sample_services.retriever.search(question, 4)
    answer = answerer.answer(question, chunks)

    for fact in facts:
        assert fact in answer
    positions = [answer.index(fact) for fact in facts]
    assert positions == sorted(positions)
    assert_grounded(answer, chunks)


@pytest.mark.integration
@pytest.mark.slow
def test_eval_answers_are_short_cited_copied_and_pass_the_grounding_check(sample_services, answerer):
    questions = [q for q in load_questions(REPO / "data" / "eval") if q.doc][::8]  # 20 questions, all styles
    answered = 0
    for q in questions:
        chunks = sample_services.retriever.search(q.question, 4)
        if not chunks:
            continue
        answer = answerer.answer(q.question, chunks)
        answered += 1
        assert 20 <= len(answer) <= 1400, q.id
        assert 1 in assert_grounded(answer, chunks), q.id  # the best chunk is always cited
        assert ungrounded_facts(answer, [c.text for c in chunks]) == [], q.id  # no false alarm on copied text
    assert answered >= 15


@pytest.mark.integration
def test_without_an_embedder_answers_are_still_grounded(sample_services):
    question = "senior citizen fd extra interest 80 years"
    chunks = sample_services.retriever.search(question, 4)

    answer = OfflineAnswerer().answer(question, chunks)

    # Word overlap alone picks the rates table or the paragraph on the 80+ extra: either answers it.
    assert "super senior citizen" in answer.lower() and "% p.a." in answer
    assert_grounded(answer, chunks)
