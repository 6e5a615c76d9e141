"""F1 shows a game's rules for players, then our rulings without the notes for developers,
searchable, with pictures from our sheets."""
from __future__ import annotations

import pygame

from game.app import markdown
from game.app.scenes.rules_viewer import RulesViewerScene, player_rules
from game.core.registry import all_rules


def test_a_picture_line_becomes_an_image_block():
    blocks = markdown.parse("Text.\n\n![The Warrior](grudge:warrior)\n")
    assert blocks[-1] == markdown.Block("image", "The Warrior", marker="grudge:warrior")


def test_search_keeps_the_matching_sections_under_their_headings():
    blocks = markdown.parse("# Play\nintro\n## Moving\nwalk\n## Bows\nload a bow first\n"
                            "# Rulings\n## Reach\nspears reach\n")
    shown = [(b.kind, b.text) for b in markdown.matching(blocks, "BOW")]
    assert shown == [("h1", "Play"), ("h2", "Bows"), ("para", "load a bow first")]
    assert markdown.matching(blocks, "  ") == blocks


def test_the_rulings_chapter_stops_at_the_notes_for_developers(tmp_path, monkeypatch):
    from game.app.scenes import rules_viewer

    (tmp_path / "guides").mkdir()
    (tmp_path / "rulings").mkdir()
    (tmp_path / "guides" / "x.md").write_text("# X\n\nHow a turn goes.\n")
    (tmp_path / "rulings" / "x.md").write_text(
        "# X rulings\n\n- A ruling.\n\n## Notes for developers\n\nSee game/games/x/rules.py.\n")
    monkeypatch.setattr(rules_viewer, "GUIDES_DIR", tmp_path / "guides")
    monkeypatch.setattr(rules_viewer, "RULINGS_DIR", tmp_path / "rulings")
    text = player_rules("x", "X")
    assert "How a turn goes." in text and "A ruling." in text
    assert "game/games" not in text and text.index("How a turn goes") < text.index("A ruling")


def test_every_game_opens_its_rules_and_a_search_narrows_them(tmp_path):
    from game.app.main import headless_context

    ctx = headless_context(tmp_path)
    games = all_rules()
    assert {"grudge", "grim"} <= {rules.id for rules in games}
    for rules in games:
        viewer = RulesViewerScene(ctx, rules.id)
        surface = pygame.Surface((1280, 720))
        viewer.draw(surface)
        everything = len(viewer.blocks)
        viewer.find("turn")
        assert 0 < len(viewer.blocks) <= everything
        viewer.find("zzzz-no-such-word")
        assert viewer.blocks == []
        viewer.draw(surface)  # says nothing matches, without failing


def test_the_rulings_players_read_hold_no_code_paths_or_developer_talk():
    # F1 shows each rulings file up to its notes for developers: that part is for players
    import re
    from pathlib import Path

    from game.app.scenes.rules_viewer import DEVELOPER_NOTES

    developer_talk = re.compile(r"game/|tools/|assets/|shared/rules|\.py\b|\.yaml\b|[A-Z]{3,}_[A-Z]+")
    rulings = sorted((Path(__file__).resolve().parents[2] / "docs" / "rulings").glob("*.md"))
    assert {"grudge.md", "grim.md", "grimheim.md", "grimlore.md"} <= {p.name for p in rulings}
    for path in rulings:
        shown = path.read_text(encoding="utf-8").split(DEVELOPER_NOTES, 1)[0]
        found = [line for line in shown.splitlines() if developer_talk.search(line)]
        assert found == [], (path.name, found[:3])
