"""The deck builder at the End of the Day, played with the mouse through the real input layer:
a click on a card in a deck sets it aside and on a card set aside puts it back, a deck at its
minimum of 10 greys its cards, says why and sends nothing (and the rules refuse the command),
a deck advance asks first and then offers the drawn cards to keep with a click, the Exp each
raise costs and leaves is shown before the click, and hovering a card zooms it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.core.contract import IllegalCommand  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.tainted_grail.table import card_art as A  # noqa: E402
from game.games.tainted_grail.table.deck_builder import (  # noqa: E402
    DeckScreen,
    minimum_words,
    zoom_rect,
)
from tests.tainted_grail.helpers import char, do, reshape, run_step, shaped, start  # noqa: E402
from tests.tainted_grail.table_play import Table  # noqa: E402


def advancing(exp: int = 9):
    """Cadoc at the Advance step of the End of the Day with ``exp`` Exp (shaped by hand: legal
    play reaches it only after Exp is earned)."""
    match = start("cadoc")
    state = shaped(match)
    state["chars"]["cadoc"]["exp"] = exp
    after, _ = run_step(state, {"op": "advance_all"})
    return reshape(match, after)


def table_at(tmp_path, match):
    table = Table(tmp_path, match)
    table.scene._sync()
    assert isinstance(table.scene.screen, DeckScreen)
    return table


def spot_of(screen, verb=None, card=None):
    return next(
        s
        for s in screen.spots
        if (verb is None or (s.command or {}).get("type") == verb)
        and (card is None or s.card == card)
    )


def test_a_deck_at_its_minimum_greys_its_cards_says_why_and_the_rules_refuse(tmp_path):
    match = advancing()
    table = table_at(tmp_path, match)
    screen = table.scene.screen
    deck = char(match, "cadoc")["decks"]["combat"]["deck"]
    assert len(deck) == 10
    greyed = [s for s in screen.spots if s.card in deck]
    assert len(greyed) == 10 and all(s.command is None for s in greyed)
    assert all(s.reason == minimum_words("combat") for s in greyed)
    before = len(match.log)
    table.click(greyed[3].face.center)
    assert len(match.log) == before  # nothing sent
    assert minimum_words("combat") in table.ctx.toasts.messages
    with pytest.raises(IllegalCommand):
        match.submit(0, {"type": "set_aside", "deck": "combat", "card": deck[3]})


def test_a_deck_advance_asks_then_a_click_keeps_a_drawn_card_and_another_sets_one_aside(
    tmp_path,
):
    match = advancing()
    table = table_at(tmp_path, match)
    command = next(
        c for c in table.scene.legal if c["type"] == "advance_deck" and c["deck"] == "combat"
    )
    table.click(table.scene.locate(command))
    assert isinstance(table.top, MessageBox)  # the draw cannot be taken back: asked first
    table.answer()
    assert match.pending().kind == "keep_card"
    table.scene._sync()
    drawn = list(match.pending().info["cards"])
    screen = table.scene.screen
    keep = spot_of(screen, "keep", drawn[1])
    table.click(keep.face.center)
    decks = char(match, "cadoc")["decks"]["combat"]
    assert drawn[1] in decks["deck"] and len(decks["deck"]) == 11
    assert char(match, "cadoc")["exp"] == 7
    table.scene._sync()
    screen = table.scene.screen
    first = decks["deck"][0]
    table.click(spot_of(screen, "set_aside", first).face.center)
    decks = char(match, "cadoc")["decks"]["combat"]
    assert first in decks["aside"] and len(decks["deck"]) == 10
    table.scene._sync()
    screen = table.scene.screen
    assert all(s.command is None for s in screen.spots if s.card in decks["deck"])
    table.click(spot_of(screen, "put_back", first).face.center)
    assert first in char(match, "cadoc")["decks"]["combat"]["deck"]


def test_each_raise_shows_its_cost_and_the_exp_it_leaves_and_sends_it(tmp_path):
    match = advancing(exp=5)
    table = table_at(tmp_path, match)
    screen = table.scene.screen
    raise_empathy = next(
        c for c in table.scene.legal if c["type"] == "raise" and c["attr"] == "empathy"
    )
    button = next(w for w in screen.ui.widgets if getattr(w, "command", None) is raise_empathy)
    line = next(words for box, words in screen.exp_lines if box == button.rect)
    assert line == "3 Exp, leaves 2"  # Empathy 1 + Aggression 0 in its pair: 2 + 1
    table.click(button.rect.center)
    assert char(match, "cadoc")["attrs"]["empathy"] == 2 and char(match, "cadoc")["exp"] == 2
    table.scene._sync()
    closed = [w for w in table.scene.screen.ui.widgets if not w.enabled]
    assert any("Not enough Exp" in w.tooltip for w in closed)


def test_hovering_a_card_zooms_it_inside_the_table(tmp_path):
    match = advancing()
    table = table_at(tmp_path, match)
    screen = table.scene.screen
    spot = screen.spots[0]
    table.move(spot.face.center)
    surface = pygame.Surface((1280, 720))
    plain = surface.copy()
    table.scene.draw(surface)
    assert screen.spot_at(table.scene.pointer) is spot
    screen.draw(plain)
    zoom = zoom_rect(spot.rect)
    assert table.scene.screen.rect.contains(zoom) and not zoom.colliderect(spot.rect)
    assert plain.get_at(zoom.center)[:3] == A.FACES["combat"]  # the zoomed face, over the side


def test_every_card_on_the_screen_is_where_its_command_is_found(tmp_path):
    match = advancing()
    do(match, type="advance_deck", deck="diplomacy")
    do(match, type="keep", card=match.pending().info["cards"][0])
    table = table_at(tmp_path, match)
    for command in table.scene.legal:
        pos = table.scene.locate(command)
        assert pos is not None, command
        if command["type"] in ("set_aside", "put_back"):
            spot = table.scene.screen.spot_at(pos)
            assert bare(spot.command) == bare(command)


def test_every_advance_names_its_exp_and_costs_exactly_that():
    for kind, fields in (
        ("raise", {"attr": "empathy"}),
        ("advance_deck", {"deck": "diplomacy"}),
    ):
        match = advancing(exp=9)
        command = next(
            c
            for c in match.legal(0)
            if c["type"] == kind and all(c[k] == v for k, v in fields.items())
        )
        assert command["exp"] > 0
        match.submit(0, bare(command))
        assert char(match, "cadoc")["exp"] == 9 - command["exp"]
