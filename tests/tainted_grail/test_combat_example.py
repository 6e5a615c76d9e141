"""The book's COMBAT EXAMPLE, move by move, with our fixture cards shaped like it
(tests/tainted_grail/fixtures): Ysolt (Aggression 2, Courage 1) and Cadoc (Spirituality 2, one
Magic) against the Moss-Backed Bear (Value 8; 0-5: 3 damage and -1; 6+: 1 damage each and -1;
Loot 3 Food). Their decks hold only the cards the example plays (a hand-shaped position, so
the starting hands are known); everything after comes through the contract."""

from __future__ import annotations

from tests.tainted_grail.encounter_helpers import (  # noqa: F401
    act,
    begin,
    enc,
    fixture_world,
    keep_hands,
    seq_names,
)

YSOLT = ["ysolt:combat:Q01", "ysolt:combat:Q02", "ysolt:combat:Q03"]
CADOC = ["cadoc:combat:Q01", "cadoc:combat:Q02", "cadoc:combat:Q03"]


def test_the_combat_example(fixture_world):
    match = begin("moss-bear", {"ysolt": YSOLT, "cadoc": CADOC})
    ys, ca = match.state["chars"]["ysolt"], match.state["chars"]["cadoc"]
    health = {"ysolt": ys["health"], "cadoc": ca["health"]}
    energy, magic = ys["energy"], ca["magic"]
    food = ys["food"] + ca["food"]
    assert sorted(enc(match)["zones"]["ysolt"]["hand"]) == YSOLT  # three cards each
    keep_hands(match)

    # Turn 1: Ysolt is Active. Trade Knocks: the AE Key (Aggression 2) gives 1 marker.
    act(match, type="activate", cid="ysolt")
    assert enc(match)["active"] == "ysolt"
    act(match, type="play", card="ysolt:combat:Q01")
    assert enc(match)["pool"] == 1
    act(match, type="pay")  # its ability: 3 Energy for 2 more markers and a card
    assert enc(match)["pool"] == 3
    assert match.state["chars"]["ysolt"]["energy"] == energy - 3
    view = match.view(0)["encounter"]
    assert view["intent"] == "3 damage; -1 to the Combat Pool"  # what the Bear does at 3
    act(match, type="end")  # the Attack: 3 damage, -1; After: Trade Knocks discards itself
    assert match.state["chars"]["ysolt"]["health"] == health["ysolt"] - 3
    assert enc(match)["pool"] == 2 and seq_names(match) == []

    # Cadoc is the one left: Tainted Taper gains nothing (no Aggression) and takes 3 Time.
    assert enc(match)["active"] == "cadoc"
    act(match, type="play", card="cadoc:combat:Q01")
    assert enc(match)["pool"] == 2 and enc(match)["seq"][1]["time"] == 3
    plays = [c for c in match.legal(0) if c["type"] == "play"]
    assert {c["card"] for c in plays} == {"cadoc:combat:Q02"}  # only Wick Flare has its Bonus
    act(match, type="play", card="cadoc:combat:Q02", magic="cadoc")  # 1 Magic for the marker
    assert match.state["chars"]["cadoc"]["magic"] == magic - 1
    assert enc(match)["pool"] == 3
    assert enc(match)["seq"][1]["time"] == 2  # Wick Flare took one off; the Taper is passive
    act(match, type="end")
    assert match.state["chars"]["cadoc"]["health"] == health["cadoc"] - 3
    assert enc(match)["pool"] == 2

    # Turn 2: Ysolt again. The Taper loses a Time marker at the start of her Activation.
    act(match, type="activate", cid="ysolt")
    assert enc(match)["seq"][1]["time"] == 1
    act(match, type="play", card="ysolt:combat:Q02")  # Oar Flurry: AE (Aggression 1) +2
    assert enc(match)["pool"] == 4
    act(match, type="pay")  # 1 Terror for a charge
    assert enc(match)["seq"][-1]["charges"] == 1
    act(match, type="play", card="ysolt:combat:Q03")  # its Play on CC; Free 1 x 2
    assert enc(match)["pool"] == 6
    act(match, type="end")  # at 6: 1 damage each, -1; then Over the Gunwale discards itself
    assert match.state["chars"]["ysolt"]["health"] == health["ysolt"] - 4
    assert match.state["chars"]["cadoc"]["health"] == health["cadoc"] - 4
    # ...and Cadoc is Active at once: the last Time marker leaves the Taper, 3 markers, 8:
    # the Bear is beaten the moment the Pool reaches its Value.
    log = match.state["log"]
    after_attack = log[log.index("Combat Pool 6 -> 5."):]
    assert "Over the Gunwale is discarded from the Sequence." in after_attack
    assert "Tainted Taper: 0 Time markers left." in after_attack
    assert "Combat Pool 5 -> 8." in after_attack
    assert "The Moss-Backed Bear is beaten." in after_attack
    assert match.state["encounter"] is None
    assert match.state["last_encounter"] == "win"
    after = match.state["chars"]
    assert after["ysolt"]["food"] + after["cadoc"]["food"] == food + 3  # the Loot, shared
