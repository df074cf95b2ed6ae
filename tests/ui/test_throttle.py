"""Password-guessing limits: per address with a growing lockout, in total, and race-free."""

from __future__ import annotations

import threading

import pytest

from banking_ai.ui.throttle import LoginThrottle


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


def _fail(throttle: LoginThrottle, address: str, times: int) -> list[bool]:
    return [throttle.attempt(address).allowed for _ in range(times)]


def test_an_address_is_locked_out_after_its_allowance_and_the_lockout_doubles(clock):
    throttle = LoginThrottle(max_failures=3, lockout_s=30, max_lockout_s=100, clock=clock)
    assert _fail(throttle, "a", 5) == [True, True, True, False, False]
    assert throttle.locked_for("a") == 30
    clock.now += 30
    assert throttle.attempt("a").allowed  # one more try after the lockout ...
    assert throttle.locked_for("a") == 60  # ... wrong again: twice as long
    clock.now += 60
    throttle.attempt("a")
    assert throttle.locked_for("a") == 100  # capped


def test_a_right_password_clears_the_count(clock):
    throttle = LoginThrottle(max_failures=3, clock=clock)
    _fail(throttle, "a", 2)
    throttle.attempt("a")
    throttle.succeeded("a")
    assert _fail(throttle, "a", 3) == [True, True, True]


def test_other_addresses_are_not_affected_by_one_guesser(clock):
    throttle = LoginThrottle(max_failures=3, clock=clock)
    _fail(throttle, "guesser", 25)
    assert throttle.locked_for("guesser") > 0
    assert throttle.locked_for("staff") == 0 and throttle.attempt("staff").allowed


def test_many_addresses_together_pause_logins_for_everyone_until_the_window_has_room(clock):
    throttle = LoginThrottle(max_failures=5, global_max_failures=10, global_window_s=600, clock=clock)
    for n in range(10):
        assert throttle.attempt(f"10.0.0.{n}").allowed
    verdict = throttle.attempt("staff")
    assert not verdict.allowed and verdict.everyone and verdict.retry_after_s == 600
    clock.now += 601
    assert throttle.attempt("staff").allowed


def test_an_address_quiet_for_a_day_starts_afresh(clock):
    throttle = LoginThrottle(max_failures=3, lockout_s=30, forget_after_s=86_400, clock=clock)
    _fail(throttle, "a", 3)
    clock.now += 86_401
    assert _fail(throttle, "a", 3) == [True, True, True]


def test_parallel_guesses_cannot_slip_past_the_limit():
    throttle = LoginThrottle(max_failures=5)
    allowed = []
    start = threading.Barrier(25)

    def guess():
        start.wait()
        allowed.append(throttle.attempt("guesser").allowed)

    threads = [threading.Thread(target=guess) for _ in range(25)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert allowed.count(True) == 5


def test_a_thousand_wrong_guesses_from_one_address_get_five_checks_and_never_hold_up_another():
    throttle = LoginThrottle()
    checked = sum(throttle.attempt("203.0.113.9").allowed for _ in range(1000))
    assert checked == 5, "only the first five guesses ever reach the password check"
    verdict = throttle.attempt("198.51.100.2")
    assert verdict.allowed and verdict.retry_after_s == 0
