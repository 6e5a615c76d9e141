"""The odds a King's old marks turn (chapter.yaml's ``odds``, chosen by king_finals.odds_for when
the Encounter begins): once the hands are drawn and before the first Turn, each is read as a page
of its own, like a story scene, and its Encounter effects applied."""

from __future__ import annotations

from game.games.tainted_grail.rules import king_finals as KF
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import ask


def steps(state: dict) -> list[dict]:
    return [T.question("enc_odds", index=i) for i in B.enc(state).get("odds", [])]


def _text(state, step):
    return "encounter", {"stage": "scene", "text": KF.odd(state, step["index"])["text"]}


def _options(state, step):
    odd = KF.odd(state, step["index"])
    return [{"type": "read", "label": "Read on", "preview": W.sentence(W.effects(odd["parsed"]))}]


@ask("enc_odds", _text, _options)
def _read(ctx, step, command):
    odd = KF.odd(ctx.state, step["index"])
    e = B.enc(ctx.state)
    who = (e["party"] or e["gone"])[0]
    ctx.emit("odds_read", odd["text"], pop=1, push=[T.fx(odd["parsed"], who)], reveal=True)
