"""Fate dice: rolled in the Fate phase (3 each, +1 for the underdog, + any a found item grants),
spent one at a time on one roll or action, gone at the end of the turn. Spending one, its owner
picks an ability of the warband's Fate table and reads the die's face as that ability's die.

Where each kind applies: heal and rally whenever their owner is asked anything during the turn
(choosing a model to activate, an action, a reaction, a shot, a Fate window); assault for the
active model's next move, or for a charged model's Retreat; focus and replace on your attack
dice after they are rolled; save and replace on your defense dice, and on a fall's dice, after
they are rolled (the "fate" window, offered only when a die could change something)."""

from __future__ import annotations

from game.core import dice as D
from game.games.grimheim.rules import state as S
from game.games.grimheim.rules.combat import best_damage, fall_damage, heal, saves, successes
from game.games.grimheim.rules.engine import ask
from game.games.grimheim.rules.statuses import clear

UNDERDOG_GAP = 20
BASE_DICE = 3


def points(face: int, die: str) -> int:
    return {"d2": D.d2, "d3": D.d3}.get(die, lambda f: f)(face)


def dice_count(state, seat: int) -> int:
    """3, one more for a warband 20 or more points cheaper than its foe, plus found extras."""
    me, foe = state["players"][seat]["cost"], state["players"][1 - seat]["cost"]
    return BASE_DICE + (1 if foe - me >= UNDERDOG_GAP else 0) + state["players"][seat]["extra_fate"]


def spend(state, seat: int, index: int) -> list:
    fate = list(state["players"][seat]["fate"])
    del fate[index]
    return [(["players", seat, "fate"], fate)]


def _abilities(state, seat):
    return list(enumerate(S.fate_table(state, seat)["abilities"]))


def _distinct_dice(state, seat) -> list[tuple[int, int]]:
    """(index, face) of the seat's Fate dice, one per face: two dice showing the same face are
    the same choice."""
    faces = state["players"][seat]["fate"]
    return [(i, face) for i, face in enumerate(faces) if face not in faces[:i]]


def _use(state, seat, i, j, what: str, **target) -> dict:
    """The command spending die ``i`` as ability ``j``; ``target`` names a model or a strike."""
    return {
        "type": "fate",
        "die": i,
        "ability": j,
        **target,
        "label": _label(state, seat, i, j, what),
    }


def _label(state, seat, i, j, what: str) -> str:
    ab = S.fate_table(state, seat)["abilities"][j]
    face = state["players"][seat]["fate"][i]
    return f"Fate die {face} as {ab['name']} ({points(face, ab['die'])}) {what}"


# --- at any prompt of the owner (heal, rally; assault for the model about to move) -------------


def act_options(state, seat: int, active=None) -> list[dict]:
    """Fate dice spent on a model rather than a roll: Heal and Rally on any friend that needs
    it, Assault on ``active`` (the model whose move comes next), if given."""
    out = []
    own = S.alive(state, seat)
    for i, _ in _distinct_dice(state, seat):
        for j, ab in _abilities(state, seat):
            if ab["kind"] == "assault" and active is not None and active["left"] > 0:
                what = f"for {active['name']}'s next move"
                out.append(_use(state, seat, i, j, what, model=active["id"]))
            if ab["kind"] == "heal":
                out += [
                    _use(state, seat, i, j, f"on {m['name']}", model=m["id"])
                    for m in own
                    if m["wounds"] < m["wnd"]
                ]
            if ab["kind"] == "rally":
                out += [
                    _use(state, seat, i, j, f"on {m['name']}", model=m["id"])
                    for m in own
                    if m["statuses"]
                ]
    return out


def anytime(options_fn, mover=None):
    """Wrap a prompt's options so that its seat may also spend Fate dice on models there (only
    when the prompt has a real choice of its own: a question with nothing to choose still
    lapses). ``mover(state, step)`` names the model an Assault die would speed, if any."""

    def wrapped(state, step):
        out = options_fn(state, step)
        if out and state["players"][step["seat"]]["fate"]:
            active = mover(state, step) if mover else None
            out = out + act_options(state, step["seat"], active)
        return out

    return wrapped


def is_on_model(cmd: dict) -> bool:
    return cmd["type"] == "fate" and "model" in cmd


def use_in_activation(ctx, seat: int, cmd: dict) -> None:
    state = ctx.state
    ab = S.fate_table(state, seat)["abilities"][cmd["ability"]]
    face = state["players"][seat]["fate"][cmd["die"]]
    pts = points(face, ab["die"])
    m = S.model(state, cmd["model"])
    ctx.emit(
        "fate_spent",
        f"Player {seat + 1} spends a Fate die as {ab['name']} ({pts}) on {m['name']}.",
        changes=spend(state, seat, cmd["die"]),
        ability=ab["kind"],
    )
    if ab["kind"] == "assault":
        ctx.emit(
            "assault",
            f"{m['name']} may move {pts} inches further on its next move.",
            changes=[(["models", m["id"], "assault"], m["assault"] + pts)],
        )
    elif ab["kind"] == "heal":
        heal(ctx, S.model(ctx.state, m["id"]), pts, ab["name"])
    elif ab["kind"] == "rally":
        clear(ctx, S.model(ctx.state, m["id"]), list(m["statuses"]), f"is rallied by {ab['name']}")


# --- the window after a roll -----------------------------------------------------------------


def _window_options(state, step) -> list[dict]:
    seat, stage = step["seat"], step["stage"]
    if stage == "fall":
        return _fall_uses(state, seat)
    combat = state["combat"]
    if not combat:
        return []
    out = []
    for k, s in enumerate(combat["strikes"]):
        by, at = S.model(state, s["by"]), S.model(state, s["at"])
        if s["blast_of"] is not None:
            continue
        if stage == "attack" and by["seat"] == seat:
            out += _attack_uses(state, seat, k, s)
        if (
            stage == "defense"
            and at["seat"] == seat
            and s["def"] is not None
            and not s["w"].get("friendly")
            and sum(successes(s)) > 0
        ):
            out += _defense_uses(state, seat, k, s, at)
    if out:
        out.append({"type": "fate_done", "label": "Spend no more Fate dice on this roll"})
    return out


def _attack_uses(state, seat, k, s) -> list[dict]:
    """Only dice that would add a hit or make a critical (the window is skipped otherwise)."""
    out = []
    now = successes(s)
    for i, face in _distinct_dice(state, seat):
        for j, ab in _abilities(state, seat):
            if ab["kind"] == "focus":
                lifted = focus(s["atk"], s["mods"], s["w"]["htv"], points(face, ab["die"]))
                if successes({**s, "mods": lifted}) != now:
                    out.append(_use(state, seat, i, j, "on the attack dice", strike=k))
            if ab["kind"] == "replace" and s["atk"] and successes(_replaced(s, "atk", face)) != now:
                out.append(_use(state, seat, i, j, "for the lowest attack die", strike=k))
    return out


def _defense_uses(state, seat, k, s, at) -> list[dict]:
    """Only while damage would get through, and only dice that would stop some of it."""
    out = []
    now = _landing(s, at)
    if now[1] == 0:
        return out
    for i, face in _distinct_dice(state, seat):
        for j, ab in _abilities(state, seat):
            saved = {**s, "points": s["points"] + points(face, ab["die"])}
            if ab["kind"] == "save" and _landing(saved, at) != now:
                out.append(_use(state, seat, i, j, f"to protect {at['name']}", strike=k))
            if (
                ab["kind"] == "replace"
                and s["def"]
                and _landing(_replaced(s, "def", face), at) != now
            ):
                out.append(_use(state, seat, i, j, "for the lowest defense die", strike=k))
    return out


def _replaced(s, key: str, face: int) -> dict:
    """The strike with its lowest ``key`` die ("atk" or "def") turned to ``face``."""
    low = s[key].index(min(s[key]))
    out = {**s, key: D.replace(s[key], low, face)}
    if key == "atk":
        out["mods"] = [0 if n == low else m for n, m in enumerate(s["mods"])]
    return out


def _landing(s, at) -> tuple[int, int, bool]:
    """How a strike ends as its dice stand: damage, wounds through at 1 each, a critical through."""
    hits, crits = successes(s)
    normal, crit_saves = saves(s, at["sav"])
    dmg = best_damage(hits, crits, normal, crit_saves, s["points"], s["w"]["dmg"], s["w"]["crt"])
    through = best_damage(hits, crits, normal, crit_saves, s["points"], 1, 1)
    return dmg, through, crits > crit_saves + s["points"] // 2


def _fall_uses(state, seat) -> list[dict]:
    fall = state.get("fall")
    if not fall:
        return []
    m = S.model(state, fall["model"])
    if m["seat"] != seat or fall_damage(fall, m["sav"])[0] == 0 and 1 not in fall["faces"]:
        return []
    out = []
    for i, face in _distinct_dice(state, seat):
        for j, ab in _abilities(state, seat):
            if ab["kind"] == "save":
                out.append(_use(state, seat, i, j, f"to break {m['name']}'s fall", strike=-1))
            if ab["kind"] == "replace" and min(fall["faces"]) < face:
                out.append(_use(state, seat, i, j, "for the lowest fall die", strike=-1))
    if out:
        out.append({"type": "fate_done", "label": "Spend no more Fate dice on this fall"})
    return out


def _window_text(state, step):
    return "fate", {"text": f"Spend Fate dice on the {step['stage']} roll?", "stage": step["stage"]}


@ask("fate", _window_text, anytime(_window_options))
def _choose_window(ctx, step, cmd):
    state = ctx.state
    seat = step["seat"]
    if cmd["type"] == "fate_done":
        ctx.emit("fate_done", "", pop=1)
        return
    if is_on_model(cmd):
        use_in_activation(ctx, seat, cmd)
        return
    if step["stage"] == "fall":
        _spend_on_fall(ctx, seat, cmd)
        return
    ab = S.fate_table(state, seat)["abilities"][cmd["ability"]]
    face = state["players"][seat]["fate"][cmd["die"]]
    pts = points(face, ab["die"])
    strikes = [dict(s) for s in state["combat"]["strikes"]]
    s = strikes[cmd["strike"]]
    if ab["kind"] == "focus":
        s["mods"] = focus(s["atk"], s["mods"], s["w"]["htv"], pts)
        what = f"adds {pts} to the attack dice"
    elif ab["kind"] == "save":
        s["points"] = s["points"] + pts
        what = f"adds {pts} automatic save{'s' if pts > 1 else ''}"
    else:
        key = "atk" if step["stage"] == "attack" else "def"
        s = strikes[cmd["strike"]] = _replaced(s, key, face)
        what = f"turns a {min(state['combat']['strikes'][cmd['strike']][key])} into a {face}"
    if ab["kind"] != "save":  # the dice themselves changed: say how they read now
        what += f"; {dice_now(state, s, step['stage'])}"
    ctx.emit(
        "fate_spent",
        f"Player {seat + 1} spends a Fate die as {ab['name']}: {what}.",
        changes=[*spend(state, seat, cmd["die"]), (["combat", "strikes"], strikes)],
        ability=ab["kind"],
    )


def dice_now(state, s, stage: str) -> str:
    """A strike's dice as they count after a Fate die, for the journal (and the dice tray that
    reads it): a Focus-lifted die reads as the number it reached."""
    if stage == "attack":
        who, need = S.model(state, s["by"])["name"], s["w"]["htv"]
        faces = [f + m for f, m in zip(s["atk"], s["mods"], strict=False)]
    else:
        who, need = S.model(state, s["at"])["name"], S.model(state, s["at"])["sav"]
        faces = list(s["def"])
    return f"{who}'s {stage} dice now read {faces} needing {need}+"


def _spend_on_fall(ctx, seat, cmd) -> None:
    state = ctx.state
    ab = S.fate_table(state, seat)["abilities"][cmd["ability"]]
    face = state["players"][seat]["fate"][cmd["die"]]
    fall = dict(state["fall"])
    if ab["kind"] == "save":
        pts = points(face, ab["die"])
        fall["points"] = fall["points"] + pts
        what = f"keeps {pts} fall die as a save" if pts == 1 else f"keeps {pts} fall dice as saves"
    else:
        low = fall["faces"].index(min(fall["faces"]))
        what = f"turns a {fall['faces'][low]} into a {face}"
        fall["faces"] = D.replace(fall["faces"], low, face)
    ctx.emit(
        "fate_spent",
        f"Player {seat + 1} spends a Fate die as {ab['name']}: {what}.",
        changes=[*spend(state, seat, cmd["die"]), (["fall"], fall)],
        ability=ab["kind"],
    )


def focus(faces, mods, htv, pts) -> list[int]:
    """Spread Focus points over the misses closest to hitting (a natural 1 too: the book lets
    Focus add to any hit roll)."""
    mods = list(mods)
    order = sorted(
        (htv - (f + m), n)
        for n, (f, m) in enumerate(zip(faces, mods, strict=False))
        if f != 6 and f + m < htv
    )
    for need, n in order:
        if pts < need:
            break
        mods[n] += need
        pts -= need
    return mods
