"""Every Grimheim model gets its own miniature, stacked from the sheet's layers by its data: no two
fighters of a ready-made warband look the same, the layers follow the model's faction, body,
armour, class, tier, weapon and gear, a built model of any choice finds every layer it needs,
and the battlefield draws each model's own figure."""

import itertools
import json
import os

import pygame
import pytest

from game.app.assets import Sheets
from game.app.paths import SHEETS_DIR
from game.games.grimheim.rules import content
from game.games.grimheim.table import board_draw, figures
from game.games.grimheim.table.figures import figure_parts

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture(scope="module")
def sheets():
    pygame.init()
    return Sheets(SHEETS_DIR)


def named_models():
    data = content.load()
    for key, band in data["warbands"].items():
        yield (
            key,
            [content.build_model(s, band["faction"], 0, i) for i, s in enumerate(band["models"])],
        )


def atlas():
    return json.loads((SHEETS_DIR / "grimheim.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "band,models", list(named_models()), ids=lambda v: v if isinstance(v, str) else ""
)
def test_no_two_fighters_of_a_warband_share_a_figure(sheets, band, models):
    pictures = {}
    for m in models:
        frame = figures.compose(sheets, figure_parts(m))
        assert frame is not None, f"{band}: {m['name']} lacks a layer"
        pixels = pygame.image.tobytes(frame, "RGBA")
        twin = pictures.get(pixels)
        assert twin is None, f"{band}: {m['name']} looks exactly like {twin}"
        pictures[pixels] = m["name"]


def test_the_layers_follow_the_models_data():
    for _, models in named_models():
        for m in models:
            fac, body, parts = m["faction"], m["body"], figure_parts(m)
            assert parts[0] == f"base_{fac}_{body}"
            assert f"head_{fac}_{body}" in parts
            assert f"class_{m['class']}_{fac}_{body}" in parts
            held = [f"gear_{g}_{body}" for g in ("buckler", "tower_shield") if g in m["items"]]
            assert parts[len(parts) - len(held) :] == tuple(held)  # a shield in front of all
            assert parts[-1 - len(held)] == f"weapon_{m['weapons'][0]}_{body}"
            bare = m["class"] in ("brawler", "penitent") and m["armor"] != "plate"
            assert (f"body_{fac}_{body}_bare" in parts) == bare
            assert (f"armor_{m['armor']}_{fac}_{body}" in parts) == (m["armor"] != "none")
            tiers = [p for p in parts if p.startswith("tier_")]
            assert tiers == ([] if m["tier"] == "grunt" else [f"tier_{m['tier']}_{fac}_{body}"])
            seen = (
                "buckler",
                "tower_shield",
                "wet_cloak",
                "grapnel",
                "charm",
                "boots",
                "trophy_bands",
            )
            for gear in seen:
                assert (f"gear_{gear}_{body}" in parts) == (gear in m["items"])
            helm = [p for p in parts if p.startswith("helm_")]
            if "helm" in m["items"] and m["class"] != "mystic":
                assert helm == [f"helm_barred_{body}"]
            elif m["armor"] in ("mail", "plate") and m["class"] != "mystic":
                assert helm == [f"helm_{m['armor']}_{body}"]
            else:
                assert helm == []


def test_a_model_without_weapons_holds_its_fists():
    m = content.build_model(
        {
            "name": "Nobody",
            "body": "slight",
            "tier": "grunt",
            "armor": "none",
            "class": "stalker",
            "weapons": [],
            "gear": [],
        },
        "reavers",
        0,
        0,
    )
    assert "weapon_fists_slight" in figure_parts(m)


def test_every_built_model_finds_all_its_layers():
    """The warband builder may pick any faction, body, tier, armour, class and weapon."""
    data, found = content.load(), atlas()
    sprites, offsets = found["sprites"], found["offsets"]
    needed = set()
    for fac, body, tier, armor, cls, weapon in itertools.product(
        data["factions"],
        data["bodies"],
        data["tiers"],
        data["armor"],
        data["classes"],
        [w for w in data["weapons"] if w != "fists"],
    ):
        spec = {
            "name": f"{fac} {body}",
            "body": body,
            "tier": tier,
            "armor": armor,
            "class": cls,
            "weapons": [weapon],
            "gear": list(data["gear"])[:0],
        }
        needed.update(figure_parts({**spec, "faction": fac, "items": []}))
    for gear in data["gear"]:
        needed.update(
            figure_parts(
                {
                    "name": "x",
                    "faction": "ashen",
                    "body": "standard",
                    "tier": "grunt",
                    "armor": "none",
                    "class": "brawler",
                    "weapons": [],
                    "items": [gear],
                }
            )
        )
    missing = sorted(n for n in needed if n not in sprites or n not in offsets)
    assert missing == []


def test_a_missing_layer_shows_a_labelled_placeholder(sheets):
    m = next(iter(named_models()))[1][0]
    broken = {**m, "class": "juggler"}
    surf = figures.figure(sheets, broken, (40, 40))
    assert surf.get_size() == (40, 40)
    assert surf is sheets.sprite(f"grimheim:back_juggler_{m['faction']}_{m['body']}", (40, 40))


def test_the_battlefield_draws_each_models_own_figure(sheets, monkeypatch):
    _, models = next(iter(named_models()))
    for i, m in enumerate(models):
        m.update(cell=[i, 0], left=0, hidden=False, activated=False, defeated=False, watch=None)
    asked = []

    def own_figure(sheets_, model, size):
        asked.append(model["name"])
        return figures.figure(sheets_, model, size)

    monkeypatch.setattr(board_draw, "figure", own_figure)
    grid = board_draw.Grid((40, 40), 8, 8, 40)
    board_draw.draw_models(pygame.Surface((480, 480)), sheets, grid, {"models": models}, None)
    assert sorted(asked) == sorted(m["name"] for m in models)


def test_the_builder_shows_the_chosen_models_figure(tmp_path, monkeypatch):
    from game.app.main import headless_context
    from game.games.grimheim.table import builder, rosters

    ctx = headless_context(tmp_path)
    band = rosters.premade()["choir_conclave"]
    scene = builder.WarbandBuilderScene(ctx, band=band)
    scene.chosen = 3
    scene.band["models"][3]["armor"] = "plate"  # as a click on Armor would leave it
    scene._build()
    asked = []

    def own_figure(sheets_, model, size):
        asked.append(figure_parts(model))
        return figures.figure(sheets_, model, size)

    monkeypatch.setattr(builder, "figure", own_figure)
    scene.draw(pygame.Surface((1280, 720)))
    spec = scene.band["models"][3]
    assert len(asked) == 1
    assert f"armor_plate_ashen_{spec['body']}" in asked[0]
    assert f"weapon_{spec['weapons'][0]}_{spec['body']}" in asked[0]
