"""Bounded trackers: gains stop at the ceiling, spends are paid in full or refused, limiters cap."""
import pytest

from game.core.trackers import (Bounds, CannotPay, Step, TrackerError, at_high, at_low,
                                can_spend, fit, gain, lose, set_to, spend)

ENERGY = Bounds("Energy", 0, 8)
EXP = Bounds("Exp")


def test_a_maximum_below_the_minimum_is_refused():
    with pytest.raises(TrackerError, match="maximum of 2 below its minimum of 3"):
        Bounds("Health", 3, 2)
    assert issubclass(TrackerError, ValueError)


def test_a_spend_of_three_from_two_is_refused_and_changes_nothing():
    state = {"energy": 2}
    with pytest.raises(CannotPay) as refused:
        state["energy"] = spend(state["energy"], 3, ENERGY).value
    assert state == {"energy": 2}
    assert "costs 3 Energy" in str(refused.value) and "only 2" in str(refused.value)
    assert (refused.value.needed, refused.value.have) == (3, 2)
    assert isinstance(refused.value, ValueError)
    assert not can_spend(2, 3, ENERGY)


def test_a_spend_paid_in_full():
    assert spend(3, 3, ENERGY) == Step(0, -3)
    assert can_spend(3, 3, ENERGY)
    assert spend(5, 2, Bounds("Wounds", 1, 9)) == Step(3, -2)
    with pytest.raises(CannotPay):
        spend(2, 2, Bounds("Wounds", 1, 9))  # the minimum can't be spent through


def test_gain_stops_at_the_maximum_and_reports_the_overflow():
    assert gain(6, 5, ENERGY) == Step(8, 2, 3)
    assert gain(100, 50, EXP) == Step(150, 50, 0)  # no maximum


def test_a_limiter_lowers_the_ceiling():
    assert gain(2, 5, ENERGY, limit=4) == Step(4, 2, 3)
    assert gain(5, 1, ENERGY, limit=4) == Step(5, 0, 1)  # a gain never lowers: fit does
    assert gain(0, 3, ENERGY, limit=-2) == Step(0, 0, 3)  # a limiter below pins at the minimum
    assert at_high(4, ENERGY, limit=4) and not at_high(4, ENERGY)


def test_fit_pushes_the_value_under_a_moved_limiter():
    assert fit(6, ENERGY, 4) == Step(4, -2)
    assert fit(3, ENERGY, 4) == Step(3, 0)
    assert fit(3, ENERGY, None) == Step(3, 0)


def test_a_cost_paid_upward_is_refused_when_it_does_not_fit():
    terror = Bounds("Terror", 0, 10)
    assert gain(7, 3, terror, strict=True) == Step(10, 3)
    with pytest.raises(CannotPay, match="only 1 more"):
        gain(9, 2, terror, strict=True)


def test_lose_stops_at_the_minimum():
    assert lose(2, 5, ENERGY) == Step(0, -2, 3)
    assert at_low(0, ENERGY)


def test_set_to_clamps_into_the_range_and_under_the_limiter():
    assert set_to(2, 6, ENERGY) == Step(6, 4)
    assert set_to(2, 12, ENERGY) == Step(8, 6, 4)
    assert set_to(2, 6, ENERGY, limit=5) == Step(5, 3, 1)
    assert set_to(2, -1, ENERGY) == Step(0, -2, 1)


@pytest.mark.parametrize("call", [
    lambda: gain(3, -1, ENERGY), lambda: lose(3, -1, ENERGY), lambda: spend(3, -1, ENERGY),
    lambda: gain(3, True, ENERGY), lambda: gain(9, 1, ENERGY), lambda: spend(-1, 0, ENERGY),
    lambda: Bounds("Health", 0, 2.5),
])
def test_bad_amounts_and_values_are_refused(call):
    with pytest.raises(TrackerError):
        call()


def test_bounds_from_content():
    assert Bounds.from_spec("Destiny", {"max": 2}) == Bounds("Destiny", 0, 2)
    with pytest.raises(TrackerError, match="unknown field 'maximum'"):
        Bounds.from_spec("Destiny", {"maximum": 2})


@pytest.mark.parametrize("value, amount", [(v, a) for v in range(9) for a in range(10)])
def test_spend_then_gain_never_leaves_the_bounds(value, amount):
    if can_spend(value, amount, ENERGY):
        step = spend(value, amount, ENERGY)
        assert 0 <= step.value == value - amount
    after = gain(value, amount, ENERGY, limit=5)
    assert 0 <= after.value <= 8 and after.moved + after.overflow == amount
