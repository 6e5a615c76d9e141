"""Issue #25, hotseat: one shot showed two hand-off screens. A player answering on the other
side's turn (here a reaction to a shot) sees a screen with no secret on it, so the table is not
covered for it; it is covered again before the shooter's own screen, which shows their quest."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import text  # noqa: E402
from game.app.scenes.handoff import HandoffScene  # noqa: E402
from game.games.grimheim.rules import view as V  # noqa: E402
from tests.grimheim.play import reach  # noqa: E402
from tests.grimheim.test_scene import Table, perform  # noqa: E402


def drawn(scene, monkeypatch) -> str:
    said = []
    real = text.draw
    monkeypatch.setattr(
        text,
        "draw",
        lambda s, f, words, *a, **k: said.append(str(words)) or real(s, f, words, *a, **k),
    )
    monkeypatch.setattr(text, "draw_wrapped", lambda s, f, words, *a, **k: said.append(words))
    scene.on_match_changed()  # drawn afresh: the table keeps a drawn frame between draws
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return "\n".join(said)


def test_a_reaction_on_the_other_sides_turn_needs_no_hand_off(tmp_path, monkeypatch):
    def shot(match, seat, command):
        return command["type"] == "shoot" and match.pending().kind == "act"

    match, shooter, command = reach(shot, options={"side_quests": True})
    match.human_seats = {0, 1}  # hotseat
    table = Table(tmp_path, match)
    scene = table.scene
    assert scene.seat == shooter
    quests = [V.quest_view(match.state, seat)["text"] for seat in (0, 1)]
    assert quests[shooter] in drawn(scene, monkeypatch)
    assert perform(table, command)
    reactor = 1 - shooter
    assert match.pending().kind == "react" and match.pending().seat == reactor
    assert table.ctx.stack.top is scene and scene.seat == reactor  # no hand-off screen
    shown = drawn(scene, monkeypatch)
    assert quests[reactor] not in shown and quests[shooter] not in shown
    table.click(next(w for w in scene.bar.widgets if w.label == "Let it happen").rect.center)
    while match.outcome() is None and match.pending().seat == reactor:
        # the defender's own Fate window, if a die could still save: still no hand-off
        assert table.ctx.stack.top is scene and match.pending().kind == "fate"
        assert quests[reactor] not in drawn(scene, monkeypatch)
        table.click(scene.bar.widgets[-1].rect.center)  # spend no more
    # back to the shooter, whose screen shows their quest: the table is covered first
    assert match.pending().seat == shooter
    assert isinstance(table.ctx.stack.top, HandoffScene)
