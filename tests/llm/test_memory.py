"""ConversationMemory: order, budgets, expiry, eviction, isolation, threads."""

from __future__ import annotations

import threading

import pytest

from banking_ai.llm import ConversationMemory, make_memory
from banking_ai.llm.memory import SessionState, estimate_tokens
from banking_ai.settings import Settings
from banking_ai.types import ChatMessage


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def memory(**kwargs) -> tuple[ConversationMemory, Clock]:
    clock = Clock()
    limits = {"max_turns": 4, "max_tokens": 10_000, "ttl_s": 600.0, "max_sessions": 10} | kwargs
    return ConversationMemory(**limits, clock=clock), clock


def test_history_is_the_last_turns_oldest_first():
    mem, _ = memory(max_turns=2)
    for n in range(1, 4):
        mem.add_turn("s1", f"question {n}", f"answer {n}")

    assert mem.history("s1") == [
        ChatMessage("user", "question 2"),
        ChatMessage("assistant", "answer 2"),
        ChatMessage("user", "question 3"),
        ChatMessage("assistant", "answer 3"),
    ]
    assert mem.last_question("s1") == "question 3"


def test_history_keeps_whole_recent_turns_within_the_token_budget():
    turn_cost = estimate_tokens("q" * 40) + estimate_tokens("a" * 360)  # 14 + 94 = 108 tokens
    mem, _ = memory(max_turns=10, max_tokens=2 * turn_cost + 50)
    for n in range(5):
        mem.add_turn("s1", f"{n}" + "q" * 39, f"{n}" + "a" * 359)

    history = mem.history("s1")

    assert [m.content[0] for m in history] == ["3", "3", "4", "4"]  # two newest turns, whole
    assert sum(estimate_tokens(m.content) for m in history) <= mem.max_tokens


def test_a_single_turn_over_budget_is_cut_not_dropped():
    mem, _ = memory(max_tokens=60)
    mem.add_turn("s1", "What is the FD rate?", "x" * 2000)

    question, answer = mem.history("s1")

    assert question.content == "What is the FD rate?"
    assert answer.content.endswith(" …") and len(answer.content) < 200
    assert estimate_tokens(question.content) + estimate_tokens(answer.content) <= 60


def test_sessions_are_isolated():
    mem, _ = memory()
    mem.add_turn("alice", "my FD question", "FD answer")
    mem.add_turn("bob", "my loan question", "loan answer")
    mem.state("alice").last_standalone = "emi for 5 lakh"

    assert [m.content for m in mem.history("bob")] == ["my loan question", "loan answer"]
    assert mem.state("bob") == SessionState()
    assert mem.state("alice").last_standalone == "emi for 5 lakh"
    mem.clear("alice")
    assert mem.history("alice") == [] and mem.last_question("alice") == "" and mem.state("alice") == SessionState()
    assert mem.history("bob")


def test_idle_sessions_expire_and_use_keeps_them_alive():
    mem, clock = memory(ttl_s=600)
    mem.add_turn("idle", "q", "a")
    mem.add_turn("busy", "q", "a")

    clock.now += 400
    assert mem.history("busy")  # reading counts as use
    clock.now += 300  # idle: 700 s since last use; busy: 300 s

    assert "idle" not in mem and mem.history("idle") == [] and mem.last_question("idle") == ""
    assert "busy" in mem and len(mem) == 1


def test_least_recently_used_session_is_evicted_beyond_the_limit():
    mem, clock = memory(max_sessions=3)
    for name in ("a", "b", "c"):
        mem.add_turn(name, f"{name}?", f"{name}!")
        clock.now += 1
    mem.last_question("a")  # a is used again: b is now the least recently used

    mem.add_turn("d", "d?", "d!")

    assert "b" not in mem
    assert {"a", "c", "d"} <= {s for s in ("a", "b", "c", "d") if s in mem}
    assert len(mem) == 3


def test_reading_an_unknown_session_does_not_create_it():
    mem, _ = memory(max_sessions=1)
    mem.add_turn("real", "q", "a")

    assert mem.history("ghost") == [] and mem.last_question("ghost") == ""
    assert "real" in mem and "ghost" not in mem


def test_zero_turns_keeps_no_history_but_still_knows_the_last_question():
    mem, _ = memory(max_turns=0)
    mem.add_turn("s1", "first question", "first answer")

    assert mem.history("s1") == []
    assert mem.last_question("s1") == "first question"


def test_invalid_limits_are_refused():
    with pytest.raises(ValueError):
        ConversationMemory(max_turns=-1, max_tokens=10, ttl_s=1, max_sessions=1)
    with pytest.raises(ValueError):
        ConversationMemory(max_turns=1, max_tokens=10, ttl_s=0, max_sessions=1)


def test_built_from_settings():
    settings = Settings(_env_file=None)
    mem = make_memory(settings)
    assert (mem.max_turns, mem.max_tokens, mem.ttl_s, mem.max_sessions) == (6, 1500, 3600.0, 1000)


def test_concurrent_sessions_do_not_lose_or_mix_turns():
    mem = ConversationMemory(max_turns=50, max_tokens=100_000, ttl_s=600, max_sessions=100)
    errors: list[str] = []

    def customer(session: str) -> None:
        for n in range(40):
            mem.add_turn(session, f"{session} q{n}", f"{session} a{n}")
            history = mem.history(session)
            if any(not m.content.startswith(session) for m in history):
                errors.append(session)
            mem.state(session).last_standalone = f"{session} q{n}"

    threads = [threading.Thread(target=customer, args=(f"s{i}",)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    for i in range(8):
        history = mem.history(f"s{i}")
        assert [m.content for m in history[-2:]] == [f"s{i} q39", f"s{i} a39"]
        assert len(history) == 80 and mem.state(f"s{i}").last_standalone == f"s{i} q39"
