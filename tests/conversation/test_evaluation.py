"""``banking-ai eval answers``: the blind question sets, their frozen split and the end-to-end scoring."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from banking_ai import cli
from banking_ai.conversation.evaluation import (
    CaseResult,
    EvalCase,
    Gold,
    facts_present,
    is_gold,
    load_cases,
    score_case,
    summarise,
)
from banking_ai.types import Answer, Citation, RetrievedChunk
from scripts.eval_blind.assemble import assign_splits

REPO = Path(__file__).resolve().parents[2]


def test_the_committed_blind_sets_load_with_a_frozen_split_and_labels():
    banks, cases = load_cases(REPO / "data" / "eval" / "blind")
    rivers = {
        "suvidha",
        "kaveri",
        "narmada",
        "tapti",
        "godavari",
        "mahanadi",
        "sabarmati",
        "yamuna",
        "beas",
        "chenab",
        "jhelum",
        "sutlej",
        "ravi",
    }
    assert set(banks) == rivers
    for info in banks.values():
        assert any((REPO / info["policies"]).glob("*.docx"))
    assert {case.split for case in cases} == {"tune", "heldout"}
    answerable = [case for case in cases if case.expect == "answer"]
    assert answerable and all(case.gold and case.key_facts for case in answerable)
    # Devanagari questions and their Hinglish twins are judged in the same half
    by_id = {(case.bank, case.id): case for case in cases}
    twins = [(case, by_id[(case.bank, case.pair)]) for case in cases if case.pair]
    assert twins and all(hindi.split == twin.split for hindi, twin in twins)
    for expect in ("off_topic", "account", "emergency", "no_info"):
        assert sum(case.expect == expect for case in cases) >= 10, expect


def test_the_split_depends_only_on_the_id_and_halves_each_style():
    rows = [{"id": f"q{n:03d}", "style": "typo" if n % 3 else "keyword"} for n in range(60)]
    assign_splits(rows)
    first = {row["id"]: row["split"] for row in rows}
    shuffled = list(reversed([dict(row, split=None) for row in rows]))
    assign_splits(shuffled)
    assert {row["id"]: row["split"] for row in shuffled} == first
    for style in ("typo", "keyword"):
        halves = [row["split"] for row in rows if row["style"] == style]
        assert abs(halves.count("tune") - halves.count("heldout")) <= 1


def test_questions_added_later_as_tune_leave_the_frozen_held_out_half_as_it_was():
    rows = [{"id": f"q{n:03d}", "style": "typo"} for n in range(40)]
    assign_splits(rows)
    frozen = {row["id"]: row["split"] for row in rows}
    later = [{"id": f"s2-{n:03d}", "style": "typo", "split": "tune"} for n in range(30)]
    together = [dict(row, split=None) for row in rows] + later
    assign_splits(together)
    assert {row["id"]: row["split"] for row in together if row["id"] in frozen} == frozen
    assert all(row["split"] == "tune" for row in together if row["id"].startswith("s2-"))


@pytest.mark.parametrize(
    ("text", "facts", "present"),
    [
        ("The fee is Rs. 2,000 a year plus GST.", (("₹2000",),), True),
        ("The fee is ₹2,000 a year.", (("₹2,000",), ("GST",)), False),
        ("Submit **Form 15H** every April.", (("form 15h",), ("April", "1 April")), True),
        ("Submit Form 15G.", (("Form 15H",),), False),
    ],
)
def test_key_facts_ignore_case_currency_and_thousands_commas(text, facts, present):
    assert facts_present(text, facts) is present


def _chunk(section: str, doc: str = "lockers") -> RetrievedChunk:
    return RetrievedChunk("text", 0.8, "Lockers", section, f"data/{doc}.docx", f"{doc}-{section}")


def test_devanagari_questions_are_compared_with_their_hinglish_twins_one_way():
    """Both rows of a pair point at each other; the Devanagari share counts only Devanagari questions."""
    hindi = EvalCase("d1", "लॉकर का किराया कितना है?", "devanagari", "answer", "tune", "kaveri", pair="h1")
    twin = EvalCase("h1", "locker ka kiraya kitna hai?", "hinglish", "answer", "tune", "kaveri", pair="d1")
    results = [
        CaseResult(hindi, "kaveri", "rag", 10.0, route_ok=True, facts_ok=False),
        CaseResult(twin, "kaveri", "rag", 10.0, route_ok=True, facts_ok=True),
    ]
    assert summarise(results)["devanagari_vs_twin"] == {"pairs": 1, "devanagari_ok": 0.0, "hinglish_ok": 1.0}


def test_a_twin_is_the_banks_own_question_not_one_asked_of_every_bank_under_the_same_id():
    """routing.jsonl's look-alikes are numbered n001… as Narmada's questions are; the question asked of
    every bank must not stand in for a Narmada question's twin."""
    hindi = EvalCase(
        "n012",
        "क्या मेरे माता-पिता NRE खाते में joint holder बन सकते हैं?",
        "devanagari",
        "answer",
        "tune",
        "narmada",
        pair="n013",
    )
    twin = EvalCase(
        "n013",
        "kya mere mummy papa NRE khate mein joint holder ban sakte hain?",
        "hinglish",
        "answer",
        "tune",
        "narmada",
        pair="n012",
    )
    everyone = EvalCase("n013", "how do I unblock my card after I locked it in the app?", "lookalike", "policy", "tune")
    results = [
        CaseResult(hindi, "narmada", "rag", 10.0, route_ok=True, facts_ok=True),
        CaseResult(twin, "narmada", "rag", 10.0, route_ok=True, facts_ok=True),
        CaseResult(everyone, "narmada", "urgent", 10.0, route_ok=False),
    ]
    assert summarise(results)["devanagari_vs_twin"] == {"pairs": 1, "devanagari_ok": 1.0, "hinglish_ok": 1.0}


def test_a_hit_needs_the_labelled_document_and_heading_on_the_path():
    case = EvalCase("k1", "locker rent?", "keyword", "answer", "tune", "kaveri", (Gold("lockers", "2.1 Rent"),))
    assert is_gold(case, "data/lockers.docx", "2. Charges > 2.1 Rent")
    assert not is_gold(case, "data/cards.docx", "2. Charges > 2.1 Rent")
    assert not is_gold(case, "data/lockers.docx", "2. Charges > 2.1 Rent and deposits")


def test_a_heading_the_file_repeats_is_named_with_the_headings_above_it():
    case = EvalCase("x", "q", "natural", "answer", "tune", gold=(Gold("schemes", "APY > Eligibility"),))
    assert is_gold(case, "data/schemes.docx", "APY > Eligibility")
    assert is_gold(case, "data/schemes.docx", "Schemes > APY > Eligibility > Age")
    assert not is_gold(case, "data/schemes.docx", "PPF > Eligibility")
    assert not is_gold(case, "data/schemes.docx", "APY > Contribution")


def test_an_answer_is_judged_on_route_facts_and_what_it_cites():
    case = EvalCase(
        "k1", "locker rent?", "keyword", "answer", "tune", "kaveri", (Gold("lockers", "Rent"),), (("₹2,000",),)
    )
    cited = Citation(1, "Lockers", "Access", "data/lockers.docx", 0.7, "…", "x")
    answer = Answer(text="A small locker costs ₹2,000 a year. [1]", route="rag", citations=[cited])
    result = score_case(case, "kaveri", answer, [_chunk("Access"), _chunk("Rent")])
    assert result.route_ok and result.facts_ok and result.rank == 2
    assert result.unrelated, "the answer cited a section that does not answer the question"
    refused = score_case(case, "kaveri", Answer(text="₹2,000", route="off_topic"), [])
    assert not refused.route_ok and refused.facts_ok is False and refused.rank is None


def test_an_uncovered_question_counts_as_told_when_refused_or_answered_with_the_closest_passage_only():
    from banking_ai.conversation.replies import CLOSEST

    uncovered = EvalCase("k9", "tractor loan?", "natural", "no_info", "tune", "kaveri")
    answerable = EvalCase("k1", "locker rent?", "keyword", "answer", "tune", "kaveri", (Gold("lockers", "Rent"),))
    hedged = Answer(text=f"I couldn't find this exactly. {CLOSEST}\n\nUp to 7 years. [1]", route="rag")
    plain = Answer(text="Up to 7 years. [1]", route="rag")
    told = [score_case(uncovered, "kaveri", Answer(text="I don't have that.", route="no_information"), None)]
    told.append(score_case(uncovered, "kaveri", hedged, None))
    told.append(score_case(uncovered, "kaveri", plain, None))
    answers = [score_case(answerable, "kaveri", hedged, []), score_case(answerable, "kaveri", plain, [])]
    scores = summarise(told + answers)
    assert scores["uncovered_told"] == round(2 / 3, 3)
    assert scores["answers_hedged"] == 0.5


def test_the_channels_after_i_cant_see_this_payment_are_not_judged_as_part_of_the_answer():
    """A failed payment's answer ends with the bank's channels, in a block of their own: the answer before
    it is judged for unrelated sections, the channels are not. A channel cited in the answer still is."""
    from banking_ai.conversation.replies import CANNOT_TRACE

    case = EvalCase("f1", "upi failed, money debited", "natural", "answer", "tune", gold=(Gold("upi", "Failed"),))
    rule = Citation(1, "UPI", "Failed", "data/upi.docx", 0.7, "…", "a")
    channels = Citation(2, "Contact", "Customer care", "data/contact.docx", 0.5, "…", "b")
    traced = Answer(
        text=f"It is reversed by T+1. [1]\n\n{CANNOT_TRACE}\n\nCall 1800 123 4567. [2]",
        route="rag",
        citations=[rule, channels],
    )
    assert not score_case(case, "upi", traced, []).unrelated
    stitched = Answer(
        text="It is reversed by T+1. [1] Call 1800 123 4567. [2]", route="rag", citations=[rule, channels]
    )
    assert score_case(case, "upi", stitched, []).unrelated


def _write_faq(path: Path) -> Path:
    from docx import Document

    document = Document()
    document.add_heading("Locker FAQ", level=1)
    for question, answer in [
        ("What is the annual rent for a locker?", "A small locker costs ₹2,000 a year and a large one ₹6,000."),
        ("Who can hire a locker?", "Any customer aged 18 or more with a savings account can hire a locker."),
        ("How often can I visit my locker?", "You may operate your locker up to 12 times a year free of charge."),
    ]:
        document.add_heading(question, level=2)
        document.add_paragraph(answer)
    path.parent.mkdir(parents=True, exist_ok=True)
    document.save(path)
    return path


@pytest.mark.slow
def test_eval_answers_runs_every_question_through_the_assistant(tmp_path, monkeypatch, intent_model_dir, capsys):
    _write_faq(tmp_path / "kb" / "locker_faq.docx")
    folder = tmp_path / "blind"
    folder.mkdir()
    (folder / "banks.json").write_text(json.dumps({"test": {"policies": str(tmp_path / "kb"), "bank_name": "Test"}}))
    rows = [
        {"id": "t1", "bank": "test", "split": "tune", "style": "natural", "expect": "answer",
         "question": "How much does a small locker cost per year?",
         "gold": [{"doc": "locker_faq", "section": "What is the annual rent for a locker?"}],
         "key_facts": [["₹2,000"]]},
        {"id": "t2", "bank": "test", "split": "heldout", "style": "natural", "expect": "answer",
         "question": "how many times can i open my locker in a year",
         "gold": [{"doc": "locker_faq", "section": "How often can I visit my locker?"}], "key_facts": [["12 times"]]},
        {"id": "o1", "split": "heldout", "style": "general", "expect": "off_topic",
         "question": "What is the best recipe for paneer butter masala?"},
    ]  # fmt: skip
    (folder / "cases.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BANKING_AI_INDEX_DIR", str(tmp_path / "var" / "index"))
    monkeypatch.setenv("BANKING_AI_INTENT__MODEL_DIR", str(intent_model_dir))
    monkeypatch.setenv("BANKING_AI_CONVERSATION__WARM_UP_ANSWERS", "false")
    monkeypatch.setenv("BANKING_AI_INTENT__DATA_PATH", str(REPO / "data" / "intents" / "intents.csv"))

    assert cli.main(["eval", "answers", "--data", str(folder), "--json", "--misses"]) == 0
    report = json.loads(capsys.readouterr().out)
    tune, heldout = report["banks"]["test"]["tune"], report["banks"]["test"]["heldout"]
    assert tune["questions"] == 1 and heldout["questions"] == 2
    assert tune["hit1"] == 1.0 and tune["key_facts"] == 1.0
    assert heldout["off_topic_redirected"] == 1.0
    assert set(report["latency_ms"]["test"]) == {"all", "first_20"}
    assert (tmp_path / "var" / "eval" / "test" / "index").is_dir(), "each bank is indexed in a folder of its own"


def test_the_channels_after_i_cant_check_your_details_are_not_judged_as_part_of_the_answer():
    """The same for a rule answered beside a request for the customer's own details."""
    from banking_ai.conversation.replies import CANNOT_CHECK, answer_before_notes

    case = EvalCase("f2", "dormant? how to revive", "natural", "answer", "tune", gold=(Gold("sb", "Dormant"),))
    rule = Citation(1, "Savings", "Dormant", "data/sb.docx", 0.7, "…", "a")
    channels = Citation(2, "Contact", "Customer care", "data/contact.docx", 0.5, "…", "b")
    text = f"Submit fresh KYC. [1]\n\n{CANNOT_CHECK}\n\nCall 1800 123 4567. [2]"
    assert answer_before_notes(text) == "Submit fresh KYC. [1]\n\n"
    assert answer_before_notes("Submit fresh KYC. [1]") == "Submit fresh KYC. [1]"
    assert not score_case(case, "sb", Answer(text=text, route="rag", citations=[rule, channels]), []).unrelated
