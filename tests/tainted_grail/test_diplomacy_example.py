"""The book's DIPLOMACY EXAMPLE, move by move, with our fixture cards shaped like it
(tests/tainted_grail/fixtures): Rhoswen (Courage 2) and Tobin (Empathy 2, Caution 1,
Spirituality 1, one Magic) talk to the Sodden Knight (Duration 3; Affinity red 2, grey 3,
green 2, start on slot 4; Response: down 1, discard the last card, Duration -1; Spirituality's
sway: Duration +1; green Conclusion: 2 Wealth). The decks hold the cards the example plays and
Tobin's deck order after his hand is set by the test (a hand-shaped position); the die for
Nib's Lucky Day is a 4 or more, as in the book."""

from __future__ import annotations

from game.core.chance import Chance
from tests.tainted_grail.encounter_helpers import (  # noqa: F401
    act,
    begin,
    enc,
    fixture_world,
    keep_hands,
    seq_names,
)

RHOSWEN = ["rhoswen:diplomacy:Q01", "rhoswen:diplomacy:Q02", "rhoswen:diplomacy:Q03"]
TOBIN = [f"tobin:diplomacy:Q0{n}" for n in (1, 2, 3)]
LATER = ["tobin:diplomacy:Q04", "tobin:diplomacy:Q05"]  # drawn later, in this order


def test_the_diplomacy_example(fixture_world):
    match = begin(
        "sodden-knight",
        {"rhoswen": RHOSWEN, "tobin": TOBIN + LATER},
        draws={"tobin": (TOBIN, LATER)},
    )
    e = enc(match)
    assert (e["duration"], e["affinity"]) == (3, 4)
    wealth = sum(match.state["chars"][c]["wealth"] for c in ("rhoswen", "tobin"))
    keep_hands(match)

    # Turn 1: Rhoswen. Tapping the Stock: the Free Key moves the marker up; 2 charges on it.
    act(match, type="activate", cid="rhoswen")
    act(match, type="play", card="rhoswen:diplomacy:Q01")
    assert enc(match)["affinity"] == 5 and enc(match)["seq"][1]["charges"] == 2
    act(match, type="play", card="rhoswen:diplomacy:Q02")  # its Play on CC (Courage 1)
    act(match, type="pick", label="Duration -1")  # the talk is grey: she gives up a Duration
    assert enc(match)["duration"] == 2
    act(match, type="use_charges", uid=1)  # 1 charge: discard the last card (Parade-Ground)
    assert enc(match)["seq"][1]["charges"] == 1
    assert enc(match)["affinity"] == 6  # Parade-Ground Voice, destroyed: up 1
    act(match, type="end")  # the Response: down 1, discard Tapping the Stock, Duration 1
    assert (enc(match)["affinity"], enc(match)["duration"]) == (5, 1)
    assert seq_names(match) == []

    # Tobin: Double or Nothing connects to the Knight's card: AE up 1 and Free up 1, green.
    assert enc(match)["active"] == "tobin"
    act(match, type="play", card="tobin:diplomacy:Q01")
    act(match, type="pick", label="Gain 2 Wealth; Affinity down 3")  # back to the start slot
    assert enc(match)["affinity"] == 4
    act(match, type="play", card="tobin:diplomacy:Q02")  # Play on CC; Free: draw 1
    assert enc(match)["zones"]["tobin"]["hand"] == ["tobin:diplomacy:Q03", LATER[0]]
    act(match, type="pick", label="Affinity up 1; Duration +1")
    assert (enc(match)["affinity"], enc(match)["duration"]) == (5, 2)
    act(match, type="end")  # down 1, discard Common Ground, Duration 1; End of the Turn
    assert (enc(match)["affinity"], enc(match)["duration"], enc(match)["turn"]) == (4, 1, 2)
    assert LATER[1] in enc(match)["zones"]["tobin"]["hand"]  # drew 1 at the End of the Turn

    # Turn 2: Tobin first. Nib's Lucky Day: PS sway (Spirituality): Duration +1.
    for seed in range(1, 200):  # a seed whose next Encounter die is a 4 or more, as the book's
        if Chance(seed, match.draws).die(6, "encounter") >= 4:
            match.seed = seed
            break
    act(match, type="activate", cid="tobin")
    act(match, type="play", card="tobin:diplomacy:Q03")
    assert enc(match)["duration"] == 2
    act(match, type="pick", label="Affinity up 1")
    assert enc(match)["affinity"] == 5
    act(match, type="play", card=LATER[0], magic="tobin")  # Play on AE; 1 Magic: up 2
    assert enc(match)["affinity"] == 7
    act(match, type="pick", label="Duration -1")  # rather than pay
    assert enc(match)["duration"] == 1
    act(match, type="play", card=LATER[1])  # Split the Difference: the Response is ignored
    act(match, type="end")
    assert (enc(match)["affinity"], enc(match)["duration"]) == (7, 1)
    assert seq_names(match) == ["Double or Nothing", "Nib's Lucky Day", "Vanishing Penny"]

    # Rhoswen: Bolt on the Table, Free 1 x 2 (the marker is at the top already), then it
    # discards itself and the Vanishing Penny.
    act(match, type="play", card="rhoswen:diplomacy:Q03")
    assert seq_names(match) == ["Double or Nothing", "Nib's Lucky Day"]
    act(match, type="end")  # down 1 to 6, discard Nib's Lucky Day, the Duration is gone
    assert match.state["encounter"] is None and match.state["last_encounter"] == "win"
    log = match.state["log"]
    assert "The talk ends on green: The Sodden Knight's Conclusion." in log
    after = sum(match.state["chars"][c]["wealth"] for c in ("rhoswen", "tobin"))
    assert after == wealth + 2 + 2  # Double or Nothing's 2, and the green Conclusion's 2
