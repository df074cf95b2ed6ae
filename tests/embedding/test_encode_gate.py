"""The encode gate: one encode at a time, and a background warm-up never makes a customer wait.

Every test orders threads with events and checks who got the gate in which order; none measures
time. To know that a thread is blocked in the gate (not merely started), the gate's condition is
replaced by one that reports which threads wait in it; the quiet period after a foreground encode is
checked against a fake clock the test moves by hand.
"""

from __future__ import annotations

import queue
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pytest

from banking_ai.embedding import base
from banking_ai.embedding.base import EncodeGate, low_priority

JOIN_S = 30.0  # generous: a loaded 2-core CI box may take a while to schedule a thread
QUIET_S = 0.05


class WatchedCondition(threading.Condition):
    """The gate's condition, recording how many times each thread has waited in it.

    A thread named in ``held_back`` stays asleep in the gate, even when woken, until ``let_go``:
    the test decides who reaches the free gate first.
    """

    def __init__(self) -> None:
        super().__init__()
        self._seen = threading.Condition()
        self._waits: Counter[str] = Counter()
        self.on_wait: Callable[[], None] = lambda: None
        self.held_back: set[str] = set()

    def wait(self, timeout: float | None = None) -> bool:
        me = threading.current_thread().name
        with self._seen:
            self._waits[me] += 1
            self._seen.notify_all()
        self.on_wait()
        woken = super().wait(timeout)
        while me in self.held_back:  # read under this condition's lock, which wait() holds again
            super().wait()
        return woken

    def let_go(self, name: str) -> None:
        with self:
            self.held_back.discard(name)
            self.notify_all()

    def waits(self, name: str) -> int:
        with self._seen:
            return self._waits[name]

    def until_waited(self, name: str, times: int = 1) -> None:
        with self._seen:
            assert self._seen.wait_for(lambda: self._waits[name] >= times, JOIN_S), f"{name} never waited"


class FakeClock:
    """``time.monotonic`` for the gate: stands still until the test moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def watched_gate(quiet_s: float = QUIET_S) -> tuple[EncodeGate, WatchedCondition]:
    gate = EncodeGate(quiet_s=quiet_s)
    condition = WatchedCondition()
    gate._condition = condition  # before any thread uses the gate
    return gate, condition


class Encodes:
    """Threads that each make one encode through the gate and stay in it until released."""

    def __init__(self, gate: EncodeGate) -> None:
        self.gate = gate
        self.order: queue.Queue[str] = queue.Queue()  # names, as they get the gate
        self.entered: list[str] = []
        self.most_inside = 0
        self._inside = 0
        self._lock = threading.Lock()
        self._release: dict[str, threading.Event] = {}
        self._threads: dict[str, threading.Thread] = {}
        self.errors: list[BaseException] = []

    def start(self, name: str, *, background: bool = False) -> None:
        self._release[name] = threading.Event()
        thread = threading.Thread(target=self._encode, args=(name, background), name=name, daemon=True)
        self._threads[name] = thread
        thread.start()

    def _encode(self, name: str, background: bool) -> None:
        try:
            if background:
                with low_priority(), self.gate.hold():
                    self._inside_gate(name)
            else:
                with self.gate.hold():
                    self._inside_gate(name)
        except BaseException as error:  # reported by finish()
            self.errors.append(error)

    def _inside_gate(self, name: str) -> None:
        with self._lock:
            self._inside += 1
            self.most_inside = max(self.most_inside, self._inside)
            self.entered.append(name)
        self.order.put(name)
        released = self._release[name].wait(JOIN_S)
        with self._lock:
            self._inside -= 1
        assert released, f"{name} was never released"

    def join(self, name: str) -> None:
        """Wait until ``name`` has left the gate."""
        self._threads[name].join(JOIN_S)
        assert not self._threads[name].is_alive(), f"{name} never left the gate"

    def next_in(self) -> str:
        """The next thread to get the gate (waits for it)."""
        return self.order.get(timeout=JOIN_S)

    def release(self, name: str) -> None:
        self._release[name].set()

    def release_all(self) -> None:
        for event in self._release.values():
            event.set()

    def finish(self) -> None:
        self.release_all()
        for thread in self._threads.values():
            thread.join(JOIN_S)
        assert not [t.name for t in self._threads.values() if t.is_alive()], "an encode never finished"
        assert not self.errors, self.errors


@pytest.fixture
def clock(monkeypatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(base, "time", SimpleNamespace(monotonic=fake.monotonic))
    return fake


@pytest.fixture
def gate() -> Iterator[tuple[EncodeGate, WatchedCondition, Encodes]]:
    gate, condition = watched_gate()
    encodes = Encodes(gate)
    yield gate, condition, encodes
    encodes.release_all()  # never leave a thread parked when a test fails


def test_one_encode_at_a_time(gate):
    _, condition, encodes = gate
    encodes.start("first")
    assert encodes.next_in() == "first"
    others = ["fg-1", "bg-1", "fg-2", "bg-2", "fg-3"]
    for name in others:
        encodes.start(name, background=name.startswith("bg"))
    for name in others:
        condition.until_waited(name)  # blocked in the gate while "first" holds it
    assert encodes.entered == ["first"]

    encodes.release("first")
    for _ in others:
        encodes.release(encodes.next_in())
    encodes.finish()

    assert sorted(encodes.entered) == sorted(["first", *others])
    assert encodes.most_inside == 1


@pytest.mark.parametrize("holder", ["another customer", "a warm-up batch"])
def test_a_waiting_foreground_encode_goes_before_a_background_one_that_waited_longer(gate, holder):
    _, condition, encodes = gate
    encodes.start("holder", background=holder == "a warm-up batch")
    assert encodes.next_in() == "holder"
    encodes.start("warm-up", background=True)
    condition.until_waited("warm-up")
    condition.held_back.add("customer")
    encodes.start("customer")
    condition.until_waited("customer")

    encodes.release("holder")
    encodes.join("holder")
    # The gate is free and the warm-up has been woken first: it must still give way.
    condition.until_waited("warm-up", condition.waits("warm-up") + 1)
    assert "warm-up" not in encodes.entered
    condition.let_go("customer")
    assert encodes.next_in() == "customer"
    encodes.release("customer")
    assert encodes.next_in() == "warm-up"
    encodes.finish()


def test_a_background_encode_waits_for_every_waiting_foreground_encode(gate):
    _, condition, encodes = gate
    encodes.start("holder")
    assert encodes.next_in() == "holder"
    encodes.start("warm-up", background=True)
    condition.until_waited("warm-up")
    for name in ("customer-1", "customer-2", "customer-3"):
        encodes.start(name)
        condition.until_waited(name)

    encodes.release("holder")
    served = []
    for _ in range(3):
        served.append(encodes.next_in())
        encodes.release(served[-1])
    assert sorted(served) == ["customer-1", "customer-2", "customer-3"]
    assert encodes.next_in() == "warm-up"
    encodes.finish()


def test_a_background_encode_waits_for_the_quiet_period_after_a_foreground_one(clock):
    gate, condition = watched_gate(quiet_s=QUIET_S)
    encodes = Encodes(gate)
    try:
        encodes.start("customer-1")
        assert encodes.next_in() == "customer-1"
        encodes.start("warm-up", background=True)
        condition.until_waited("warm-up")

        encodes.release("customer-1")
        encodes.join("customer-1")  # the gate is free, but the customer may ask again
        condition.until_waited("warm-up", condition.waits("warm-up") + 1)  # saw the free gate, kept waiting
        encodes.start("customer-2")
        assert encodes.next_in() == "customer-2"  # a new question goes straight in
        encodes.release("customer-2")
        encodes.join("customer-2")
        condition.until_waited("warm-up", condition.waits("warm-up") + 1)
        assert "warm-up" not in encodes.entered

        clock.now += 1.0  # the customer has been quiet for longer than the quiet period
        assert encodes.next_in() == "warm-up"
        encodes.finish()
    finally:
        encodes.release_all()


def test_background_work_completes_when_no_foreground_work_comes(gate):
    _, condition, encodes = gate
    encodes.start("customer")
    assert encodes.next_in() == "customer"
    for name in ("warm-up-1", "warm-up-2"):
        encodes.start(name, background=True)
        condition.until_waited(name)

    encodes.release("customer")
    served = []
    for _ in range(2):
        served.append(encodes.next_in())
        encodes.release(served[-1])
    encodes.finish()

    assert sorted(served) == ["warm-up-1", "warm-up-2"]


def test_background_work_with_no_foreground_ever_goes_straight_in(gate):
    _, _, encodes = gate
    encodes.start("warm-up", background=True)
    assert encodes.next_in() == "warm-up"
    encodes.finish()


def test_an_encode_that_fails_frees_the_gate(gate):
    gate_, condition, encodes = gate
    holding = threading.Event()
    failed = threading.Event()

    def failing_encode() -> None:
        try:
            with gate_.hold():
                holding.set()
                failed.wait(JOIN_S)
                raise RuntimeError("the model ran out of memory")
        except RuntimeError:
            pass

    thread = threading.Thread(target=failing_encode, name="failing", daemon=True)
    thread.start()
    assert holding.wait(JOIN_S)
    encodes.start("customer")
    encodes.start("warm-up", background=True)
    condition.until_waited("customer")
    condition.until_waited("warm-up")

    failed.set()
    thread.join(JOIN_S)
    assert encodes.next_in() == "customer"
    encodes.release("customer")
    assert encodes.next_in() == "warm-up"
    encodes.finish()


# --- low_priority: a role per thread, restored after the block -----------------------------------


def runs_in_background(clock: FakeClock) -> bool:
    """Whether an encode made now by this thread would give way: right after a foreground encode
    (on a stopped clock) a foreground encode goes straight in, a background one waits."""
    gate, condition = watched_gate(quiet_s=QUIET_S)

    def earlier_customer() -> None:  # a new thread: foreground
        with gate.hold():
            pass

    other = threading.Thread(target=earlier_customer, name="earlier-customer")
    other.start()
    other.join(JOIN_S)
    assert not other.is_alive()

    def move_clock() -> None:  # a background encode waits once, then the quiet period is over
        clock.now += 1.0

    condition.on_wait = move_clock
    me = threading.current_thread().name
    with gate.hold():
        pass
    return condition.waits(me) > 0


def test_encodes_are_foreground_by_default(clock):
    assert not runs_in_background(clock)


def test_low_priority_makes_this_threads_encodes_background_and_restores_foreground_after(clock):
    with low_priority():
        assert runs_in_background(clock)
    assert not runs_in_background(clock)


def test_low_priority_restores_the_role_when_the_block_raises(clock):
    with pytest.raises(ValueError), low_priority():
        raise ValueError("a warm-up batch failed")

    assert not runs_in_background(clock)


def test_nested_low_priority_blocks_keep_the_outer_role(clock):
    with low_priority():
        with low_priority():
            pass
        assert runs_in_background(clock)
    assert not runs_in_background(clock)


def test_low_priority_is_per_thread(clock):
    seen: list[bool] = []
    inside = threading.Event()
    done = threading.Event()

    def warm_up() -> None:
        with low_priority():
            inside.set()
            done.wait(JOIN_S)

    thread = threading.Thread(target=warm_up, daemon=True)
    thread.start()
    assert inside.wait(JOIN_S)
    seen.append(runs_in_background(clock))  # this thread, while another is in low_priority()
    done.set()
    thread.join(JOIN_S)

    assert seen == [False]
