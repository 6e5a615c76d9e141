"""Time markers count down or up and expire; the clock runs through its phases and days."""
import json

import pytest

from game.core.timers import (DAY_PHASES, TimerError, add, advance, clock, countdown, countup,
                              is_new_day, left, past_last_day, start, stop, tick)


def test_a_countdown_expires_when_its_last_marker_goes():
    timers = start({}, "location:103", countdown(2))
    once = tick(timers)
    assert left(once.timers, "location:103") == 1 and once.expired == []
    twice = tick(once.timers)
    assert twice.expired == ["location:103"] and "location:103" not in twice.timers
    assert left(twice.timers, "location:103") == 0
    assert timers == {"location:103": {"count": 2, "step": -1, "end": 0}}  # not mutated
    json.dumps(twice.timers)


def test_tick_can_touch_only_some_timers():
    timers = start(start({}, "a", countdown(1)), "b", countdown(1))
    ticked = tick(timers, ["a"])
    assert ticked.expired == ["a"] and left(ticked.timers, "b") == 1
    with pytest.raises(TimerError, match="no markers on c"):
        tick(timers, ["c"])


def test_expired_timers_are_listed_in_timer_order():
    timers = {}
    for name in ("z", "m", "a"):
        timers = start(timers, name, countdown(1))
    assert tick(timers).expired == ["z", "m", "a"]


def test_a_count_up_expires_at_its_end_and_an_open_one_never():
    timers = start(start({}, "ritual", countup(3)), "days", countup())
    for _ in range(2):
        result = tick(timers)
        assert result.expired == []
        timers = result.timers
    result = tick(timers)
    assert result.expired == ["ritual"] and left(result.timers, "days") == 3
    assert tick(result.timers, by=50).expired == []


def test_markers_added_to_a_countdown():
    timers = add({}, "location:103", 2)
    timers = add(timers, "location:103", 1)
    assert left(timers, "location:103") == 3
    assert tick(timers, by=3).expired == ["location:103"]
    with pytest.raises(TimerError, match="counts up"):
        add(start({}, "days", countup()), "days", 1)


@pytest.mark.parametrize("call, words", [
    (lambda: countdown(0), "1 or more"),
    (lambda: countup(end=2, start=2), "must end above"),
    (lambda: stop({}, "x"), "no markers on x"),
    (lambda: tick({}, by=0), "1 or more"),
    (lambda: add({}, "x", -1), "1 or more"),
])
def test_out_of_range_timers_are_refused(call, words):
    with pytest.raises(TimerError, match=words):
        call()
    assert issubclass(TimerError, ValueError)


def test_stop_removes_without_expiring():
    timers = stop(start({}, "delayed", countdown(2)), "delayed")
    assert timers == {}


def test_the_day_runs_start_day_end_then_the_next_start():
    now = clock()
    assert now == {"day": 1, "phase": "start"}
    seen = []
    for _ in range(4):
        before, now = now, advance(now)
        seen.append((now["day"], now["phase"], is_new_day(before, now)))
    assert seen == [(1, "day", False), (1, "end", False), (2, "start", True), (2, "day", False)]
    assert DAY_PHASES == ("start", "day", "end")


def test_a_turn_with_its_own_phases_and_a_last_turn():
    phases = ("initiative", "fate", "action", "end")
    now = clock(phases)
    for _ in range(4 * 4):
        now = advance(now, phases)
    assert now == {"day": 5, "phase": "initiative"}
    assert past_last_day(now, 4) and not past_last_day(now, 5)


def test_a_bad_clock_is_refused():
    with pytest.raises(TimerError, match="not a phase"):
        advance({"day": 1, "phase": "dusk"})
    with pytest.raises(TimerError, match="each named once"):
        clock(("a", "a"))
    with pytest.raises(TimerError):
        clock(day=0)
