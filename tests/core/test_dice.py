"""Dice pools as plain faces: successes, criticals, black and red, D3/D2, D33/D66, rerolls."""
import json

import pytest

from game.core.chance import Chance
from game.core.dice import (DiceError, capped, check_table, d2, d3, d33, d66, lookup,
                            net_successes, replace, reroll, roll, roll_black_red, roll_d66,
                            roll_pool, table_results, tally)


def d6s(seed, n, counts=None, stream="d6"):
    chance = Chance(seed, counts or {})
    return [chance.die(6, stream) for _ in range(n)]


@pytest.mark.parametrize("seed", range(10))
def test_roll_returns_faces_from_the_d6_stream(seed):
    chance = Chance(seed, {})
    faces = roll(8, chance)
    assert faces == d6s(seed, 8)
    assert all(1 <= f <= 6 for f in faces) and chance.count("d6") == 8
    json.dumps(faces)


def test_the_kth_d6_ignores_shuffles_and_other_streams():
    busy = Chance(2, {})
    busy.shuffled(list(range(30)), "shuffle:deck")
    busy.die(6, "initiative")
    assert roll(5, busy) == roll(5, Chance(2, {}))


def test_a_named_stream_is_used():
    chance = Chance(1, {})
    roll(3, chance, stream="fate")
    assert chance.count("fate") == 3 and chance.count("d6") == 0


def test_pool_sizes_are_checked_and_capped():
    assert len(roll(7, Chance(1, {}), cap=5)) == 5
    assert capped(2, 5) == 2 and capped(9, None) == 9
    with pytest.raises(DiceError, match="zero or more dice"):
        roll(-1, Chance(1, {}))
    with pytest.raises(DiceError, match="at least two sides"):
        roll(1, Chance(1, {}), sides=1)
    assert issubclass(DiceError, ValueError)


def test_hits_on_four_plus_and_criticals_on_six():
    result = tally([1, 3, 4, 5, 6, 6], target=4, crit=6)
    assert (result.hits, result.crits, result.misses, result.ones) == (2, 2, 2, 1)
    assert result.successes == 4
    assert tally([6, 6, 5], target=7, crit=6).successes == 2  # a critical always succeeds
    assert tally([6, 4], target=4).crits == 0  # no critical face named, no criticals
    with pytest.raises(DiceError):
        tally([3], target=0)


@pytest.mark.parametrize("seed", range(10))
def test_roll_pool_reads_its_own_faces(seed):
    faces, result = roll_pool(6, 5, Chance(seed, {}), crit=6)
    assert result == tally(faces, 5, 6)
    assert result.hits == sum(1 for f in faces if f == 5)
    assert result.crits == faces.count(6)


def test_black_sixes_minus_red_sixes():
    assert net_successes([6, 6, 2], [6, 1]) == 1
    assert net_successes([6], [6, 6]) == -1
    assert net_successes([5, 5], []) == 0


@pytest.mark.parametrize("seed", range(5))
def test_black_and_red_pools_are_capped_and_rolled_black_first(seed):
    pool = roll_black_red(7, 4, Chance(seed, {}))
    assert len(pool["black"]) == 5 and len(pool["red"]) == 3
    assert pool["black"] + pool["red"] == d6s(seed, 8)
    raised = roll_black_red(7, 4, Chance(seed, {}), max_black=6, max_red=4)
    assert len(raised["black"]) == 6 and len(raised["red"]) == 4
    with pytest.raises(DiceError, match="red dice"):
        roll_black_red(1, -2, Chance(seed, {}))


def test_d3_and_d2_read_a_d6():
    assert [d3(f) for f in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    assert [d2(f) for f in range(1, 7)] == [1, 1, 1, 2, 2, 2]
    with pytest.raises(DiceError, match="not a face"):
        d3(7)


def test_d66_and_d33_read_tens_then_units():
    assert d66(3, 5) == 35
    assert d66(5, 3) == 53
    assert d33(5, 2) == 31  # 5 reads as 3, 2 as 1
    assert table_results("d33") == [11, 12, 13, 21, 22, 23, 31, 32, 33]
    assert len(table_results("d66")) == 36


@pytest.mark.parametrize("seed", range(10))
def test_rolled_d66_is_always_on_the_table(seed):
    tens, units = roll_d66(Chance(seed, {}))
    assert d66(tens, units) in table_results("d66")
    assert d33(tens, units) in table_results("d33")


def test_lookup_reads_numbers_text_and_spans():
    table = {11: "dagger", "12": "sword", "13-16": "axe", "21-66": "nothing"}
    assert lookup(table, 11) == "dagger"
    assert lookup(table, 12) == "sword"
    assert lookup(table, 15) == "axe"
    assert lookup(table, 35) == "nothing"
    with pytest.raises(DiceError, match="no entry for a roll of 7"):
        lookup(table, 7)


def test_check_table_wants_every_result_once():
    full = {f"{t}1-{t}3": t for t in (1, 2, 3)}
    check_table(full, "d33")
    with pytest.raises(DiceError, match="no entry for 33"):
        check_table({"11-32": 1}, "d33")
    with pytest.raises(DiceError, match="covered by both"):
        check_table({"11-22": 1, "21-33": 2}, "d33")
    with pytest.raises(DiceError, match="not a result"):
        check_table({**full, "17": 0}, "d66")


@pytest.mark.parametrize("seed", range(10))
def test_reroll_changes_only_the_chosen_dice(seed):
    faces = [1, 2, 3, 4]
    chance = Chance(seed, {"d6": 4})
    again = reroll(faces, [3, 1], chance)
    assert again[0] == 1 and again[2] == 3
    assert [again[3], again[1]] == d6s(seed, 2, {"d6": 4})  # rerolled in the order chosen
    assert chance.count("d6") == 6
    assert faces == [1, 2, 3, 4]


def test_reroll_refuses_a_missing_or_repeated_die():
    with pytest.raises(DiceError, match="no die number 4"):
        reroll([1, 2], [4], Chance(1, {}))
    with pytest.raises(DiceError, match="only once"):
        reroll([1, 2], [0, 0], Chance(1, {}))


def test_replace_swaps_one_face():
    assert replace([1, 2, 3], 1, 6) == [1, 6, 3]
    with pytest.raises(DiceError, match="not a face"):
        replace([1, 2, 3], 1, 7)
    with pytest.raises(DiceError):
        replace([1, 2, 3], 3, 6)
