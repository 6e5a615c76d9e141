"""The last Encounter with each King (``final: true``): no Escape and no Avoid; giving up (always
open, and what an Encounter with every member Dying comes to) reads the card's Fail passage and
applies its price, a loss. Story scenes are read once each, the first time their condition holds
(a Pool or Affinity condition after each Enemy Attack or Response, ``turn N`` at that Turn's
start), shown as a page, their effects applied. A red Conclusion does not end the talking: its
effect is applied and the Duration starts again from the card's. The book's progress die is
the count of scenes read (the view's ``progress``)."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import conditions
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import ask, auto, effects_step


def is_final(state: dict) -> bool:
    return bool(B.encounter_card(state).get("final"))


def give_up_option(state: dict) -> dict:
    price = "; ".join(W.day_words(x) for x in B.encounter_card(state)["fail"]["parsed"])
    return {
        "type": "give_up",
        "label": "Give up the fight",
        "preview": f"The Fail passage is read and its price paid ({price}): a loss for everyone.",
    }


def fail_steps(state: dict) -> tuple[str, list[dict]]:
    """The Fail passage's text and the step applying its price to everyone who faced it."""
    e = B.enc(state)
    fail = B.encounter_card(state)["fail"]
    party = [*e["party"], *e["gone"]] or [state["order"][0]]
    return fail["text"], [effects_step(fail["parsed"], party, e["at"], f"encounter {e['id']}")]


def red_again(ctx) -> bool:
    """A final Diplomacy gone red: its Conclusion applied, the Duration back; True if so."""
    state = ctx.state
    e = B.enc(state)
    if not is_final(state) or e["kind"] != "diplomacy" or B.colour(state) != "red":
        return False
    if not e["party"]:
        return False  # nobody left to talk: the Fail passage, not another round
    card = B.encounter_card(state)
    who = e["active"] or e["party"][0]
    ctx.emit(
        "red_conclusion",
        f"Red: {card['name']}'s red Conclusion, and the talking goes on "
        f"(Duration {card['duration']}).",
        changes=[(["encounter", "duration"], card["duration"])],
        push=[T.fx(card["conclusion_effects"]["red"], who)],
        reveal=True,
    )
    return True


def _due(state: dict, turn_start: bool) -> int | None:
    """The first unread scene whose condition holds now."""
    k = D.king(state)
    if not k or not B.in_play(state):
        return None
    e = B.enc(state)
    for i, scene in enumerate(B.encounter_card(state).get("scene_list", [])):
        when = scene["when"]
        if i in k["scenes"] or (when["op"] == "turn") != turn_start:
            continue
        if when["op"] == "turn":
            if e["turn"] >= when["min"]:
                return i
        elif conditions.holds(state, when, {"cid": e["active"] or (e["party"] or [None])[0]}):
            return i
    return None


def check(ctx, turn_start: bool) -> None:
    """Push the scene due now, if any (after an Attack or Response; at a Turn's start)."""
    i = _due(ctx.state, turn_start)
    if i is not None:
        D.set_(ctx, "scenes", [*D.king(ctx.state)["scenes"], i])
        ctx.emit("scene_due", "", push=[T.question("enc_scene", index=i)])


@auto("enc_scenes")
def _scenes(ctx, step):
    ctx.emit("scenes_checked", "", pop=1)
    check(ctx, turn_start=False)


def _scene_text(state, step):
    scene = B.encounter_card(state)["scene_list"][step["index"]]
    return "encounter", {"stage": "scene", "text": scene["text"]}


def _scene_options(state, step):
    scene = B.encounter_card(state)["scene_list"][step["index"]]
    return [
        {"type": "read", "label": "Read on", "preview": W.sentence(W.effects(scene["effects"]))}
    ]


@ask("enc_scene", _scene_text, _scene_options)
def _scene(ctx, step, command):
    state = ctx.state
    scene = B.encounter_card(state)["scene_list"][step["index"]]
    e = B.enc(state)
    who = e["active"] or (e["party"] or e["gone"])[0]
    ctx.emit("scene_read", scene["text"], pop=1, push=[T.fx(scene["effects"], who)], reveal=True)
