"""The guided first game: a hint the first time a person meets each kind of decision, skippable,
and remembered in the profile once skipped or once a first game ends."""
from __future__ import annotations

import random

import pytest

from game.app.guide import DONE, Guide, load_hints
from game.core.playout import bare
from game.core.profile import load_profile
from game.core.registry import get_rules


@pytest.mark.parametrize("game_id", ["grudge", "grim", "grimheim"])
def test_every_hint_names_a_decision_the_game_really_asks(game_id):
    intro, hints = load_hints(game_id)
    assert intro and hints
    from game.core.match import Match

    seen = set()
    for seed in range(8):
        match = Match(get_rules(game_id), None, seed).start()
        rng = random.Random(seed)
        while match.outcome() is None and len(match.log) < 3000:
            prompt = match.pending()
            seen.add(prompt.kind)
            match.submit(prompt.seat, bare(rng.choice(match.legal(prompt.seat))))
    # kinds random play did not reach must still be prompts the rules source names
    from pathlib import Path

    source = "".join(path.read_text() for path in
                     (Path(__file__).resolve().parents[2] / "game" / "games" / game_id /
                      "rules").glob("*.py"))
    rare = set(hints) - seen
    assert all(f'"{kind}"' in source for kind in rare), rare
    assert len(rare) <= len(hints) // 3  # most hints are met in ordinary play
    assert len(set(hints.values())) == len(hints)  # each hint its own text


def test_the_intro_comes_first_then_each_kind_once(tmp_path):
    guide = Guide(tmp_path, "grudge")
    first = guide.next_hint("loadout")
    assert "Skip the guide" in first and "Pick your gear" in first
    assert guide.next_hint("loadout") is None
    assert guide.next_hint("stats").startswith("Share out")


def test_skipping_is_remembered_for_that_game_only(tmp_path):
    Guide(tmp_path, "grudge").finish()
    assert load_profile(tmp_path)[DONE] == ["grudge"]
    assert not Guide(tmp_path, "grudge").active
    assert Guide(tmp_path, "grim").active


def test_a_new_grudge_game_shows_the_guide_until_it_is_skipped(tmp_path):
    from game.app.catalog import Catalog
    from game.app.main import headless_context
    from game.app.scenes.board import BoardScene
    from game.app.scenes.dialog import MessageBox
    from game.app.scenes.new_game import NewGameScene

    ctx = headless_context(tmp_path, catalog=Catalog([get_rules("grudge")]))
    ctx.stack.push(NewGameScene(ctx, "grudge")).start()
    board = ctx.stack.find(BoardScene)
    board.update(0)
    hint = ctx.stack.top
    assert isinstance(hint, MessageBox) and "Pick your gear" in hint.message
    skip = next(w for w in hint.ui.widgets if getattr(w, "label", "") == "Skip the guide")
    skip.on_click()
    assert ctx.stack.top is board
    board.submit(bare(board.legal[0]))
    board.update(0)
    assert ctx.stack.top is board  # no more hints
    assert "grudge" in load_profile(tmp_path)[DONE]


def test_hints_seen_in_an_unfinished_first_game_are_not_shown_again(tmp_path):
    """Issue #25: a first game left unfinished showed every hint again in the next game."""
    first = Guide(tmp_path, "grimheim")
    assert first.next_hint("deploy")   # the intro, with the deployment hint
    assert first.next_hint("act")
    again = Guide(tmp_path, "grimheim")   # a second game, the first never finished
    assert again.next_hint("deploy") is None and again.next_hint("act") is None
    later = next(kind for kind in first.hints)
    assert again.next_hint(later) == first.hints[later]  # hints not yet met still come
