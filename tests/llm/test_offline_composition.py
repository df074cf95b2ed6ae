"""How the offline answerer composes an answer: what a chosen unit brings with it, and what it may not.

A sentence that points back ("These documents ...") needs the sentence it points at; a lead-in ending
in ":" needs its list or table; and nothing may be printed that the chunks do not say. The related
questions offered beside an answer come from ``focus``. All of it runs without a model (lexical scoring).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

import pytest

from banking_ai.conversation.turn import focus, parallel_heading, parallels
from banking_ai.llm import OfflineAnswerer
from banking_ai.llm.units import split_units
from banking_ai.types import RetrievedChunk

_CITATION = re.compile(r" \[\d+\]")
FILLER = " ".join(f"Clause {n} covers an unrelated administrative matter in detail." for n in range(12))


def chunk(
    text: str,
    section: str = "Section",
    n: int = 0,
    *,
    score: float = 0.6,
    source: str = "/docs/policy.docx",
    title: str = "Policy",
) -> RetrievedChunk:
    return RetrievedChunk(text, score, title, section, source, f"c{n}", position=n)


def printed_units(answer: str, chunks: Sequence[RetrievedChunk]) -> list[list[str]]:
    """Each line of ``answer`` as the chunk units it is made of (asserting that it is made of them).

    A line is one list item or table row ("- ...") or the sentences of one paragraph joined by a space,
    with citation marks; a line that is not exactly such a sequence of units contains something the
    chunks do not say.
    """
    units = sorted({u.text for u in split_units(chunks)}, key=len, reverse=True)
    lines = []
    for line in filter(None, answer.splitlines()):
        body = _CITATION.sub("", line.removeprefix("- ")).strip()
        found = _segment(body, units)
        assert found is not None, f"not made of the chunks' units: {line!r}"
        lines.append(found)
    return lines


def _segment(text: str, units: list[str]) -> list[str] | None:
    if not text:
        return []
    for unit in units:
        if text == unit or text.startswith(unit + " "):
            rest = _segment(text[len(unit) :].lstrip(" "), units)
            if rest is not None:
                return [unit, *rest]
    return None


# --- (a) a sentence that refers back -------------------------------------------------------------

KYC = (
    f"{FILLER} To open an account you need proof of identity and proof of address. "
    f"These documents must be self-attested. {FILLER}"
)


@pytest.mark.parametrize("max_units", [1, 2, 5])
def test_a_sentence_that_refers_back_is_printed_after_the_sentence_it_refers_to(max_units):
    chunks = [chunk(KYC, "KYC")]

    answer = OfflineAnswerer(max_units=max_units, max_chars=300).answer("must the documents be self-attested", chunks)

    assert (
        "To open an account you need proof of identity and proof of address. These documents must be self-attested."
        in answer
    )
    printed_units(answer, chunks)


def test_a_step_of_a_worked_example_is_printed_with_the_example_it_belongs_to():
    text = (
        f"{FILLER} Premature closure costs a penalty of 0.50% p.a. below ₹5 lakh.\n"
        "Example: you booked ₹2 lakh for 3 years at 6.90% and close it after 14 months. "
        "The rate for 1 year on the booking date was 6.75%, so you receive 6.75% minus 0.50% = 6.25% p.a. "
        f"Interest already paid above this is recovered.\n{FILLER}"
    )
    chunks = [chunk(text, "Premature Withdrawal")]

    answer = OfflineAnswerer(max_units=2, max_chars=400).answer("what rate do I receive, 6.25% p.a.?", chunks)

    assert "6.25% p.a." in answer
    assert "Example: you booked ₹2 lakh for 3 years at 6.90% and close it after 14 months. The rate" in answer
    printed_units(answer, chunks)


def test_a_sentence_that_refers_back_to_nothing_in_its_chunk_is_left_out():
    text = "These documents must be self-attested. Branches verify originals at the counter. Verification takes a day."
    chunks = [chunk(text, "KYC")]

    answer = OfflineAnswerer().answer("must the documents be self-attested", chunks)

    assert "These documents" not in answer
    assert answer == "Branches verify originals at the counter. Verification takes a day. [1]"


@pytest.mark.parametrize(
    "opening",
    [
        "The bank bears the rest.",
        "Otherwise the fee is ₹500.",
        "In that case the gift card is blocked.",
        "If so, call us.",
    ],
)
def test_a_sentence_opening_on_what_came_before_is_not_the_answers_first_line(opening):
    """ "gift card kaise kharide?" was answered "The bank bears the rest." from a liability table's note."""
    text = f"{opening} Gift cards are sold at every branch. Cards are valid for three years."
    chunks = [chunk(text, "Gift cards")]

    answer = OfflineAnswerer().answer("gift card kaise kharide", chunks)

    assert opening not in answer
    assert answer.startswith("Gift cards are sold at every branch.")


@pytest.mark.parametrize(
    "sentence",
    [
        "Five ATM withdrawals a month are free; the rest cost ₹21 each.",
        "The bank finances up to 90% of the cost and the borrower pays the rest as margin.",
        "Pay the interest monthly and the rest at the end of the tenure.",
    ],
)
def test_a_sentence_that_says_what_the_rest_is_stands_alone(sentence):
    chunks = [chunk(f"{sentence} Balance enquiries are free.", "ATM charges")]

    answer = OfflineAnswerer().answer("how many free atm withdrawals and what do the rest cost", chunks)

    assert sentence in answer


def test_a_sentence_whose_antecedent_is_printed_stays_in_a_long_answer():
    """An answer whose table ran past the length budget kept the rule but lost "The bank bears the rest."
    right after it, though the sentence it leans on was printed."""
    rule = "Reported in 4 to 7 days, your liability is limited to the amount in the table. The bank bears the rest."
    rows = [
        "\n".join(
            f"Type of account or card: {kind} {n} | Maximum customer liability when reported in 4 to 7 days: ₹{n},000"
            for n in range(start, start + 6)
        )
        for start, kind in ((1, "Savings accounts of group"), (7, "Current accounts of group"))
    ]
    chunks = [chunk(rule, "Limited liability", 1), *(chunk(r, "Limited liability", n) for n, r in enumerate(rows, 2))]

    answer = OfflineAnswerer().answer("what is my liability if I report in 4 to 7 days", chunks)

    assert "₹12,000" in answer and len(answer) > 1100  # the whole table: the answer is past its budget
    assert f"{rule} [1]" in answer


def test_another_chunk_opening_with_a_reference_back_does_not_join_the_answer():
    chunks = [
        chunk("Cheque books of 25 leaves are free once a year. Further cheque books cost ₹3 per leaf.", "Cheques", 1),
        chunk("These charges are waived for senior citizens. Charges are debited every quarter.", "Other", 2),
    ]

    answer = OfflineAnswerer().answer("are cheque book charges waived for senior citizens", chunks)

    assert "These charges" not in answer
    assert "Further cheque books cost ₹3 per leaf. [1]" in answer


@pytest.mark.parametrize(
    "question",
    [
        "must the documents be self-attested",
        "is the locker agreement stamped",
        "what proof of address is needed",
        "who signs the locker agreement",
        "are the rent receipts given",
        "what is the rent for a locker",
    ],
)
def test_no_printed_sentence_refers_back_to_something_left_out(question):
    chunks = [
        chunk(KYC, "KYC", 1),
        chunk(
            "Every locker holder signs a locker agreement. It is stamped as per the state's stamp act. "
            f"{FILLER} Rent is paid every year in advance. Its receipt is sent by SMS.",
            "Lockers",
            2,
        ),
    ]
    before_of = {}
    for units in [split_units([c]) for c in chunks]:
        before_of.update({b.text: a.text for a, b in itertools.pairwise(units)})

    for max_units in (1, 2, 5):
        answer = OfflineAnswerer(max_units=max_units, max_chars=250).answer(question, chunks)
        printed = [u for line in printed_units(answer, chunks) for u in line]
        for at, text in enumerate(printed):
            if re.match(r"(?:These|It|Its)\b", text):
                assert at > 0 and printed[at - 1] == before_of[text], (max_units, answer)


# --- (b) a lead-in ending with ":" ---------------------------------------------------------------

PENALTY = (
    f"{FILLER}\n"
    "The penalty for premature withdrawal of a fixed deposit depends on the tenure:\n"
    "- 0.50% p.a. under one year.\n"
    "- 1.00% p.a. for one year or more.\n"
    f"{FILLER}"
)


def test_a_chosen_lead_in_brings_the_list_it_introduces():
    chunks = [chunk(PENALTY, "Premature Withdrawal")]

    answer = OfflineAnswerer(max_units=1, max_chars=200).answer("penalty premature withdrawal fixed deposit", chunks)

    assert answer.splitlines() == [
        "The penalty for premature withdrawal of a fixed deposit depends on the tenure:",
        "- 0.50% p.a. under one year.",
        "- 1.00% p.a. for one year or more. [1]",
    ]


def test_a_chosen_lead_in_brings_the_table_rows_it_introduces():
    rows = "Size: Small | Annual rent: ₹1,500\nSize: Large | Annual rent: ₹6,000"
    text = f"{FILLER}\nLocker rent by size:\n{rows}\n{FILLER}"
    chunks = [chunk(text, "Lockers")]

    answer = OfflineAnswerer(max_units=1, max_chars=150).answer("locker rent by size", chunks)

    assert answer.splitlines() == [
        "Locker rent by size:",
        "- Size: Small | Annual rent: ₹1,500",
        "- Size: Large | Annual rent: ₹6,000 [1]",
    ]


def test_a_lead_in_chosen_from_another_chunk_brings_its_list_too():
    chunks = [
        chunk("Branches are open from 10:00 to 16:00 on working days. Saturdays are half days.", "Branch Hours", 1),
        chunk(PENALTY, "Premature Withdrawal", 2),
    ]

    answer = OfflineAnswerer().answer("penalty premature withdrawal fixed deposit tenure", chunks)

    lines = answer.splitlines()
    at = lines.index("The penalty for premature withdrawal of a fixed deposit depends on the tenure:")
    assert lines[at + 1 : at + 3] == ["- 0.50% p.a. under one year.", "- 1.00% p.a. for one year or more. [2]"]


def test_a_lead_in_closing_its_chunk_brings_the_rows_from_the_next_chunk_of_its_section():
    chunks = [
        chunk(
            "Locker rent is charged every year in advance. The annual rent depends on the locker size:",
            "Locker Rent",
            1,
        ),
        chunk("Size: Small | Rent: ₹1,500\nSize: Medium | Rent: ₹3,000\nSize: Large | Rent: ₹6,000", "Locker Rent", 2),
    ]

    answer = OfflineAnswerer().answer("annual locker rent by size", chunks)

    lines = [line for line in answer.splitlines() if line]
    # the lead-in's words are cited to its own chunk, the rows to theirs
    at = next(i for i, line in enumerate(lines) if line.endswith("depends on the locker size: [1]"))
    assert [_CITATION.sub("", line) for line in lines[at + 1 :]] == [
        "- Size: Small | Rent: ₹1,500",
        "- Size: Medium | Rent: ₹3,000",
        "- Size: Large | Rent: ₹6,000",
    ]
    printed_units(answer, chunks)


# --- (c) grounding -------------------------------------------------------------------------------

CORPUS = [
    chunk(KYC, "Account Opening > KYC", 1, score=0.71),
    chunk(PENALTY, "Fixed Deposits > Premature Withdrawal", 2, score=0.66),
    chunk(
        "The current fixed deposit rates are:\n"
        "Tenure: 1 year | General (% p.a.): 6.75 | Senior citizen (% p.a.): 7.25\n"
        "Tenure: 2 years | General (% p.a.): 7.00 | Senior citizen (% p.a.): 7.50\n"
        "Rates are reviewed every month. Senior citizens are customers aged 60 or more.",
        "Fixed Deposits > Rates",
        3,
        score=0.64,
    ),
    chunk(
        "To reactivate an inoperative account:\n"
        "- 1. Visit any branch with your passbook.\n"
        "- 2. Fill in the reactivation form.\n"
        "- 3. Submit fresh KYC documents.\n"
        "Reactivation is free. It takes up to two working days.",
        "Accounts > Reactivation",
        4,
        score=0.6,
    ),
    chunk(
        "Report a lost card at once on 1800-266-0000, open day and night. The card is blocked during the call. "
        "A replacement card costs ₹200 plus GST (e.g. ₹236 in all).",
        "Cards > Lost Cards",
        5,
        score=0.58,
    ),
]
QUESTIONS = [
    "what is the fd rate for senior citizens for 2 years",
    "penalty for breaking an FD early",
    "how do I reactivate my dormant account",
    "I lost my debit card, whom do I call",
    "which documents do I need to open an account",
    "must copies be self-attested",
    "how much does a replacement card cost",
    "how long does reactivation take",
    "what are the locker timings",  # nothing on it: whatever is said must still be the chunks' words
    "senior citizen age",
    "fd",
    "rates",
]


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize(
    "settings",
    [
        {},
        {"max_units": 1, "max_chars": 120},
        {"max_units": 3, "max_chars": 300},
    ],
    ids=["default", "tiny", "small"],
)
def test_every_printed_line_is_made_of_units_of_the_chunks(question, settings):
    for chunks in (CORPUS, CORPUS[::-1], CORPUS[2:4]):
        answer = OfflineAnswerer(**settings).answer(question, chunks)

        lines = printed_units(answer, chunks)
        assert lines, answer
        numbers = [int(n) for n in re.findall(r"\[(\d+)\]", answer)]
        assert numbers and all(1 <= n <= len(chunks) for n in numbers), answer


@pytest.mark.parametrize("max_chars", [120, 700, 2000])
def test_a_unit_is_chosen_at_most_once(max_chars):
    units = split_units(CORPUS)
    answerer = OfflineAnswerer(max_chars=max_chars)
    for question in QUESTIONS:
        chosen = [(u.chunk, u.position) for u in answerer.select(question, CORPUS, units)]
        assert len(chosen) == len(set(chosen)), question


# --- focus: the answered section and the related questions ---------------------------------------


def test_the_answer_is_made_of_the_best_chunks_section_only():
    chunks = [
        chunk("a", "Fixed Deposits > Premature Withdrawal", 1, score=0.9),
        chunk("b", "Fixed Deposits > Rates", 2, score=0.88),
        chunk("c", "Fixed Deposits > Premature Withdrawal", 3, score=0.7),
        chunk("d", "Fixed Deposits > Premature Withdrawal", 4, score=0.6, source="/docs/other.docx"),
    ]

    answer, _ = focus(chunks, margin=0.1)

    assert [c.text for c in answer] == ["a", "c"]  # same heading in another document is another section


def test_sections_within_the_margin_are_offered_as_related_questions_by_their_last_heading():
    chunks = [
        chunk("a", "Fixed Deposits > Premature Withdrawal", 1, score=0.9),
        chunk("b", "Fixed Deposits > Rates", 2, score=0.85),
        chunk("c", "Lockers > Locker Rent", 3, score=0.82),
        chunk("d", "Cards > Lost Cards", 4, score=0.5),  # far below: answers something else
    ]

    answer, related = focus(chunks, margin=0.1)

    assert [c.text for c in answer] == ["a"]
    # a short label is offered with the heading above it, unless it repeats that heading's words
    assert related == ["Fixed Deposits – Rates", "Locker Rent"]


def test_a_wider_margin_offers_more_and_a_zero_margin_offers_only_ties():
    chunks = [
        chunk("a", "FD > Premature Withdrawal", 1, score=0.75),
        chunk("b", "FD > Rates", 2, score=0.75),
        chunk("c", "Lockers > Rent", 3, score=0.5),
        chunk("d", "Cards > Lost Cards", 4, score=0.25),
    ]

    assert focus(chunks, margin=0.0)[1] == ["FD – Rates"]
    assert focus(chunks, margin=0.3)[1] == ["FD – Rates", "Lockers – Rent"]
    assert focus(chunks, margin=1.0)[1] == ["FD – Rates", "Lockers – Rent", "Lost Cards"]


def test_related_questions_are_few_distinct_and_the_answered_one_only_under_another_product():
    chunks = [
        chunk("a", "Savings > What are the charges?", 1, score=0.9, source="/docs/savings.docx"),
        chunk("b", "Current > What are the charges?", 2, score=0.89, source="/docs/current.docx"),  # same heading
        chunk("c", "Savings > How is interest paid?", 3, score=0.88, source="/docs/savings.docx"),
        chunk("d", "Deposits > How is interest paid?", 4, score=0.87, source="/docs/deposits.docx"),  # a repeat
        chunk("e", "Savings > Can I add a nominee?", 5, score=0.86, source="/docs/savings.docx"),
        chunk("f", "Savings > How do I close it?", 6, score=0.85, source="/docs/savings.docx"),
        chunk("g", "Savings > What is the minimum balance?", 7, score=0.84, source="/docs/savings.docx"),
    ]

    _, related = focus(chunks, margin=0.2)
    _, two = focus(chunks, margin=0.2, limit=2)

    # the answered question asked of another product comes first, named by its product
    assert related == ["Current – What are the charges?", "How is interest paid?", "Can I add a nominee?"]
    assert two == ["Current – What are the charges?", "How is interest paid?"]


def test_a_label_a_product_page_repeats_is_offered_with_its_product():
    """Product pages repeat "Tenure", "Eligibility" under each product: a bare "Tenure" could be any loan's."""
    chunks = [
        chunk("a", "Vehicle Loans > Used Car Loan > Prepayment", 1, score=0.9),
        chunk("b", "Vehicle Loans > Used Car Loan > Tenure", 2, score=0.89),
        chunk("c", "Vehicle Loans > New Car Loan > Tenure", 3, score=0.88),
        chunk("d", "Cards > 2.4 What is the minimum amount due?", 4, score=0.87),
        chunk("e", "Fees and Charges > 1.4 Late payment charges", 5, score=0.86),
    ]

    assert focus(chunks, margin=0.2, limit=4)[1] == [
        "Used Car Loan – Tenure",
        "New Car Loan – Tenure",
        "2.4 What is the minimum amount due?",
        "1.4 Late payment charges",  # "charges" is the heading above's word already
    ]


def test_a_chunk_without_a_section_is_offered_by_its_document_title():
    chunks = [
        chunk("a", "Lockers > Rent", 1, score=0.9),
        chunk("b", "", 2, score=0.85, title="Grievance Redressal Policy", source="/docs/grievance.docx"),
    ]

    answer, related = focus(chunks, margin=0.1)

    assert [c.text for c in answer] == ["a"]
    assert related == ["Grievance Redressal Policy"]


def test_nothing_retrieved_gives_nothing_to_answer_or_offer():
    assert focus([], margin=0.1) == ([], [])


# --- regressions found in review -----------------------------------------------------------------


def test_a_sentence_after_a_dropped_reference_is_not_left_pointing_at_nothing():
    chunks = [
        chunk("These documents must be self-attested. They are returned after verification. Branch hours are 10 to 4.")
    ]
    answer = OfflineAnswerer().answer("are documents returned after verification", chunks)
    assert "They are returned" not in answer
    assert not re.match(r"(?i)(these|they|this)\b", answer)


def test_a_chain_of_references_is_printed_back_to_its_antecedent():
    text = (
        f"{FILLER} Aadhaar is accepted as proof of address. This includes the e-Aadhaar download. "
        f"These copies must be self-attested. {FILLER}"
    )
    answer = OfflineAnswerer(max_units=1).answer("must these copies be self-attested", [chunk(text)])
    assert "Aadhaar is accepted as proof of address. This includes the e-Aadhaar download." in answer
    printed_units(answer, [chunk(text)])


def test_a_lead_in_never_brings_a_list_from_another_document():
    chunks = [
        chunk("Locker rent is charged yearly in advance. The rent depends on the locker size:", "Locker Rent", 1),
        chunk("- Pension is credited on the last working day.", "Pension", 2, source="/docs/pension.docx"),
        chunk("Size: Small | Rent: ₹1,500\nSize: Large | Rent: ₹6,000", "Locker Rent", 3),
    ]
    answer = OfflineAnswerer().answer("locker rent depends on the size", chunks)
    assert "Pension is credited" not in answer


def test_the_rest_of_the_best_chunks_section_joins_the_answer_before_other_sections():
    # A short best chunk holds one rule of its section; the fee is in the section's other chunk, which
    # scores lower than the best chunk and than a chunk of another section.
    chunks = [
        chunk("If six consecutive instalments are missed, the recurring deposit is closed.", "RD > Missed", 1),
        chunk(
            "Clearing takes one working day. Missed recurring deposit instalments are retried once.",
            "Cheques",
            5,
            source="/docs/other.docx",
        ),
        chunk("A delay penalty of ₹1.50 per ₹100 is charged for each month an instalment is late.", "RD > Missed", 0),
    ]
    answer = OfflineAnswerer().answer("missed recurring deposit instalments", chunks)

    assert "₹1.50 per ₹100" in answer
    assert answer.index("₹1.50") < answer.index("six consecutive")  # the section in document order


def test_a_sentence_two_overlapping_chunks_both_hold_is_quoted_once():
    """The splitter starts a chunk with the previous one's last sentences; with both chunks retrieved,
    "Copies of supporting documents ..." was printed twice in one answer."""
    first = chunk(
        "Please include in your complaint:\n- Your name and Customer ID.\n- What went wrong, in your own words.\n"
        "- Copies of supporting documents, such as screenshots or receipts.",
        section="Complaints > Information to include",
        n=1,
    )
    second = chunk(
        "- Copies of supporting documents, such as screenshots or receipts.\n"
        "- The reference number of any earlier complaint on the same matter.",
        section="Complaints > Information to include",
        n=2,
    )
    answer = OfflineAnswerer().answer("what should I include in a complaint", [first, second])
    printed = [unit for line in printed_units(answer, [first, second]) for unit in line]
    assert printed.count("Copies of supporting documents, such as screenshots or receipts.") == 1
    assert "The reference number of any earlier complaint on the same matter." in printed
    assert "Your name and Customer ID." in printed


def test_the_same_question_under_other_products_is_offered_whatever_its_score():
    """Bank FAQs repeat "What is the annual fee?" under every card; the customer who asked it without naming a
    card may have meant any of them."""
    chunks = [
        chunk("a", "Credit Cards > Chinar Card > What is the annual fee?", 1, score=0.9, source="/docs/cards.docx"),
        chunk("b", "Credit Cards > Chinar Card > How do I earn points?", 2, score=0.7, source="/docs/cards.docx"),
        chunk("c", "Credit Cards > Voyage Card > WHAT IS THE ANNUAL FEE? ", 3, score=0.5, source="/docs/cards.docx"),
        chunk("d", "Debit Cards > 4. What is the annual fee?", 4, score=0.4, source="/docs/debit.docx"),
    ]

    _, related = focus(chunks, margin=0.1)

    assert related == ["Voyage Card – WHAT IS THE ANNUAL FEE?", "Debit Cards – 4. What is the annual fee?"]
    assert parallels(chunks) == [chunks[2], chunks[3]]
    assert parallel_heading(chunks[0], chunks) == "Chinar Card – What is the annual fee?"
    assert parallels(chunks[1:2] + chunks[:1]) == [], "another question is no parallel"


def test_whose_question_is_named_by_where_the_paths_part_or_the_document():
    home = chunk("a", "Loans > Home Loan > Charges > What is the processing fee?", 1, score=0.9, source="/d/loans.docx")
    personal = chunk("b", "Loans > Personal Loan > What is the processing fee?", 2, score=0.8, source="/d/loans.docx")
    assert parallel_heading(home, [home, personal]) == "Home Loan – What is the processing fee?"
    assert parallel_heading(personal, [home, personal]) == "Personal Loan – What is the processing fee?"
    debit = chunk("x", "FEES > When is the annual fee charged?", 5, source="/d/debit.docx", title="Debit Cards FAQ")
    credit = chunk(
        "y", "Joining fee > When is the annual fee charged?", 6, source="/d/credit.docx", title="Credit Card MITC"
    )
    assert parallel_heading(debit, [debit, credit]) == "Debit Cards FAQ – When is the annual fee charged?"
    # headings that ask nothing are not the same question however alike they read
    atm = chunk("c", "Failed Transactions > 4.2 ATM transactions", 3, score=0.9)
    charges = chunk("d", "Service Charges > ATM Transactions", 4, score=0.8)
    assert parallels([atm, charges]) == []
    # a parallel section retrieved twice is offered once; path levels compare case-blind
    credit = chunk("e", "LOANS > Home Loan > 3. What is the annual fee?", 7, score=0.9, source="/d/l.docx")
    first = chunk("f", "Loans > Personal Loan > 5. WHAT IS THE ANNUAL FEE?", 8, score=0.86, source="/d/l.docx")
    second = chunk("g", "Loans > Personal Loan > 5. WHAT IS THE ANNUAL FEE?", 9, score=0.85, source="/d/l.docx")
    assert focus([credit, first, second], margin=0.2)[1] == ["Personal Loan – 5. WHAT IS THE ANNUAL FEE?"]
