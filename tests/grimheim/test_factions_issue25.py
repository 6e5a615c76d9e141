"""Issue #25: each faction has classes, weapons, gear and spells of its own. Only that faction
may field them (the content check, the builder and the Cast a Spell list agree), the pre-made
warbands use them, and each new effect does what its rule text says in positions reached from
scenario files and played through the rules contract."""

from __future__ import annotations

import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.core.scenario import load_scenario
from game.games.grimheim.rules import content

FACTIONS = ("ashen", "reavers", "wardens", "mirefolk")


def owned(data: dict, faction: str) -> list[str]:
    return [
        f"{table}:{key}"
        for table in content.FACTION_OWNED
        for key, entry in data[table].items()
        if entry.get("faction") == faction
    ]


@pytest.mark.parametrize("faction", FACTIONS)
def test_each_faction_owns_three_things_and_its_warbands_field_them(faction):
    data = content.load()
    mine = owned(data, faction)
    assert len(mine) >= 3, mine
    bands = [b for b in data["warbands"].values() if b["faction"] == faction]
    assert {b["size"] for b in bands} == set(content.SIZES)
    for band in bands:
        used = {
            f"{table}:{key}"
            for spec in band["models"]
            for table, keys in (
                ("classes", [spec["class"]]),
                ("weapons", spec["weapons"]),
                ("gear", spec["gear"]),
            )
            for key in keys
        }
        assert used & set(mine), f"{band['name']} fields nothing of its own faction"


@pytest.mark.parametrize("faction", FACTIONS)
def test_a_faction_is_offered_its_own_things_and_none_of_the_others(faction):
    data = content.load()
    for table in content.FACTION_OWNED:
        offered = content.offered(data, table, faction)
        for key, entry in data[table].items():
            assert (key in offered) == (entry.get("faction", faction) == faction), (table, key)


def test_a_warband_with_another_factions_weapon_is_refused_with_a_sentence():
    band = {**content.load()["warbands"]["reavers_pack"]}
    band["models"] = [dict(m) for m in band["models"]]
    band["models"][0]["weapons"] = ["pyre_brand"]
    with pytest.raises(content.SetupError) as refused:
        content.check_warband(band, "warbands.yaml, entry 'reavers_pack'")
    assert str(refused.value) == (
        "warbands.yaml, entry 'reavers_pack', model 1, field 'weapons': 'pyre_brand' belongs to "
        "The Ashen Choir, not to this warband's faction."
    )


def test_an_unknown_owning_faction_is_named(tmp_path, monkeypatch):
    for path in content.FOLDER.glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text())
    weapons = tmp_path / "weapons.yaml"
    weapons.write_text(weapons.read_text().replace("faction: ashen,", "faction: ashes,", 1))
    monkeypatch.setattr(content, "FOLDER", tmp_path)
    content.load.cache_clear()
    try:
        with pytest.raises(ContentError) as refused:
            content.load()
    finally:
        content.load.cache_clear()
    assert "weapons.yaml, entry 'pyre_brand', field 'faction': 'ashes'" in str(refused.value)


# --- the new effects, through the contract ---------------------------------------------------

SCENARIO = """game: grimheim
title: {title}
kind: test
goal: {{text: "A faction rule at work."}}
seed: 3
options: {{mission: encounter, warband_0: {band_0}, warband_1: {band_1}, side_quests: false}}
{dice}
position:
  turn: 1
  players:
    - models:
{models_0}
    - models:
{models_1}
"""


def open_position(tmp_path, band_0, band_1, models_0, models_1, dice="") -> Match:
    path = tmp_path / "position.yaml"
    rows = ("\n".join(f"        - {m}" for m in ms) for ms in (models_0, models_1))
    path.write_text(
        SCENARIO.format(
            title="Faction rules",
            band_0=band_0,
            band_1=band_1,
            dice=dice,
            models_0=next(rows),
            models_1=next(rows),
        )
    )
    return Match.from_scenario(load_scenario(path))


def model_id(match: Match, name: str) -> str:
    return next(m["id"] for m in match.state["models"].values() if m["name"] == name)


def activate(match: Match, name: str) -> list[dict]:
    match.submit(0, {"type": "activate", "model": model_id(match, name)})
    return match.legal(0)


def declared(events: list[dict]) -> dict:
    """The numbers the first strike of the attack these events declared rolls with."""
    attack = next(e for e in events if e["type"] == "attack_declared")
    return next(v for k, v in attack["set"] if k == ["combat"])["strikes"][0]["w"]


def fight_numbers(match: Match, name: str, target: str, weapon: str) -> dict:
    activate(match, name)
    cmd = {"type": "fight", "target": model_id(match, target), "weapon": weapon}
    return declared(match.submit(0, cmd))


@pytest.mark.parametrize("burning, damage", [([], (2, 3)), (["burning"], (3, 4))])
def test_a_searing_pyre_brand_bites_deeper_into_a_burning_target(tmp_path, burning, damage):
    match = open_position(
        tmp_path,
        "choir_embers",
        "wardens_watch",
        ["{name: Brother Tallow, square: K3}"],
        [f"{{name: Watchman Dace, square: K2, statuses: {burning}}}"],
    )
    w = fight_numbers(match, "Brother Tallow", "Watchman Dace", "pyre_brand")
    assert (w["dmg"], w["crt"]) == damage


@pytest.mark.parametrize("packmate, dice", [("L2", 5), ("A15", 4)])
def test_a_pack_runner_rolls_one_more_die_at_a_foe_a_packmate_holds(tmp_path, packmate, dice):
    match = open_position(
        tmp_path,
        "reavers_pack",
        "wardens_watch",
        ["{name: Brannoc, square: K3}", f"{{name: Grisa Jawbone, square: {packmate}}}"],
        ["{name: Watchman Dace, square: K2}"],
    )
    assert fight_numbers(match, "Brannoc", "Watchman Dace", "flensing_hooks")["atk"] == dice


def shot_needs(match: Match, shooter: str, target: str, weapon: str) -> int:
    activate(match, shooter)
    events = match.submit(0, {"type": "shoot", "target": model_id(match, target), "weapon": weapon})
    while not any(e["type"] == "attack_declared" for e in events):  # the target may react first
        seat = match.pending().seat
        events = match.submit(seat, next(c for c in match.legal(seat) if c["type"] == "no_react"))
    return declared(events)["htv"]


@pytest.mark.parametrize("lamp, needs", [("K11", 3), ("A1", 4)])
def test_a_lantern_bearer_lights_a_fogbound_target_near_it(tmp_path, lamp, needs):
    # Sedge stands 12 inches from the crossbow: Fogbound makes that shot obscured (3+ becomes
    # 4+) unless a Lamplighter of the shooter's side stands within 3 inches of Sedge.
    match = open_position(
        tmp_path,
        "wardens_watch",
        "mire_coven",
        ["{name: Watchman Corvin, square: K2}", f"{{name: Lamplighter Fen, square: {lamp}}}"],
        ["{name: Sedge, square: K14}"],
    )
    assert shot_needs(match, "Watchman Corvin", "Sedge", "crossbow") == needs


@pytest.mark.parametrize("gear, left", [("[trophy_bands]", 3), ("[]", 2)])
def test_trophy_bands_give_an_ap_back_for_a_kill_in_a_fight(tmp_path, gear, left):
    attacker = (
        "{name: Bonehook, body: standard, tier: veteran, class: brawler, armour: leather, "
        f"weapons: [claws], gear: {gear}, square: K3}}"
    )
    match = open_position(
        tmp_path,
        "reavers_pack",
        "wardens_watch",
        [attacker],
        ["{name: Watchman Dace, square: K2, wounds: 1}"],
        dice="dice: {d6: [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}",
    )
    activate(match, "Bonehook")
    match.submit(
        0, {"type": "fight", "target": model_id(match, "Watchman Dace"), "weapon": "claws"}
    )
    assert match.state["models"][model_id(match, "Watchman Dace")]["defeated"]
    assert match.state["models"][model_id(match, "Bonehook")]["left"] == left


@pytest.mark.parametrize("name, hides", [("Wren", True), ("Sedge", False)])
def test_a_mist_wrapped_reed_wraith_hides_in_the_open_where_others_cannot(tmp_path, name, hides):
    # E2 is open street in the sight of the watchman on K3, more than 3 inches away.
    match = open_position(
        tmp_path,
        "mire_coven",
        "wardens_watch",
        [f"{{name: {name}, square: E2}}"],
        ["{name: Watchman Dace, square: K3}"],
    )
    assert any(c["type"] == "hide" for c in activate(match, name)) == hides


@pytest.mark.parametrize("band, casts", [("choir_embers", True), ("mire_coven", False)])
def test_only_the_choirs_casters_know_the_pyre_psalm(tmp_path, band, casts):
    caster = "Cantor Ysolde Vane" if band == "choir_embers" else "The Reedmother"
    match = open_position(
        tmp_path,
        band,
        "wardens_watch",
        [f"{{name: {caster}, square: K5}}"],
        ["{name: Watchman Dace, square: K9}"],
    )
    spells = {c["spell"] for c in activate(match, caster) if c["type"] == "cast"}
    assert ("pyre_psalm" in spells) == casts
    assert ("mudbinding" in spells) == (not casts)


# --- the builder ---------------------------------------------------------------------------------


def builder_labels(builder) -> list[str]:
    return [w.label for w in builder.ui.widgets if getattr(w, "label", None)]


def press(builder, starts: str) -> str:
    button = next(w for w in builder.ui.widgets if getattr(w, "label", "").startswith(starts))
    button.on_click()
    return next(label for label in builder_labels(builder) if label.startswith(starts))


def test_the_builder_offers_a_factions_own_things_only_to_that_faction(tmp_path):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app.main import headless_context
    from game.games.grimheim.table import rosters
    from game.games.grimheim.table.builder import WarbandBuilderScene

    data = content.load()
    builder = WarbandBuilderScene(
        headless_context(tmp_path), band=rosters.premade()["reavers_pack"]
    )

    def offered_names() -> set[str]:
        faction = builder.band["faction"]
        classes = [press(builder, "Class: ") for _ in content.offered(data, "classes", faction)]
        shown = " | ".join(builder_labels(builder) + classes)  # every class, by cycling round
        return {
            f"{table}:{key}"
            for table in ("classes", "weapons", "gear")
            for key, entry in data[table].items()
            if "faction" in entry and entry["name"] in shown
        }

    assert offered_names() == {f for f in owned(data, "reavers") if not f.startswith("spells")}
    press(builder, "Faction: ")  # the Reavers become the Lantern Wardens
    assert builder.band["faction"] == "wardens"
    for spec in builder.band["models"]:  # the Reavers' own kit left with them
        assert not content.foreign(data, "classes", spec["class"], "wardens")
        assert not [k for k in spec["weapons"] if content.foreign(data, "weapons", k, "wardens")]
        assert not [k for k in spec["gear"] if content.foreign(data, "gear", k, "wardens")]
    assert offered_names() == {f for f in owned(data, "wardens") if not f.startswith("spells")}
    assert not [p for p in builder.problems() if "belongs to" in p]  # points may be over
