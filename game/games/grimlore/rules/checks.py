"""Tests (the book's skill checks): the dice pool a character would roll, the roll itself as an
agenda step, and what may follow a failed roll (a Destiny reroll, a once-a-session pass).

A pool is black dice from attribute plus skill, one more black for each source of advantage and
one red for each source of disadvantage and for each point of a card's negative modifier, capped
at five black (raised by Expertise) and three red. The party's disadvantage tokens add one red
die to each test until they are gone; its advantage tokens one black die each."""

from __future__ import annotations

from game.core import dice as D
from game.games.grimlore.rules import content, odds
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.engine import ask, asking, auto, char, name, path_of

RACIAL_ADVANTAGE = {"knowledgeable": "lore", "crafter": "crafting", "nimble": "evade"}


def forbidden(ch: dict, skill: str) -> str | None:
    """Why the character's gear forbids rolling ``skill`` (Bulky, Restricting), or None."""
    if skill in ("stealth", "evade") and S.has_gear_trait(ch, "restricting"):
        return "restricting armour"
    if skill == "stealth" and S.has_gear_trait(ch, "bulky"):
        return "bulky gear"
    return None


def token_for(state: dict, attribute: str, skill: str = "") -> int | None:
    """The index of the party advantage token this test would use: one for any test, or one
    kept for its attribute or skill (a Lucky Charm, a Sage's Quill)."""
    for index, tag in enumerate(state["advantage"]):
        if tag in ("any", "temp", attribute, skill):
            return index
    return None


def pool(
    state: dict,
    cid: str,
    attribute: str,
    skill: str,
    *,
    adv=(),
    dis=(),
    red: int = 0,
    tokens: bool = True,
) -> dict:
    ch = char(state, cid)
    black = ch["attrs"][attribute] + ch["skills"][skill]
    sources = list(adv)
    for trait, racial_skill in RACIAL_ADVANTAGE.items():
        if trait in ch["traits"] and racial_skill == skill:
            sources.append(content.load()["traits"][trait]["name"])
    harms = list(dis)
    if tokens and state["disadvantage"] > 0:
        harms.append("a party disadvantage token")
    if tokens and token_for(state, attribute, skill) is not None:
        sources.append("a party advantage token")
    black += len(sources)
    reds = len(harms) + red
    caps = (D.GRIMLORE_MAX_BLACK + ch["expertise"].get(skill, 0), D.GRIMLORE_MAX_RED)
    return {
        "black": min(black, caps[0]),
        "red": min(reds, caps[1]),
        "adv": sources,
        "dis": harms,
        "modifier": red,
    }


def chance_to_pass(black: int, red: int) -> float:
    """P(black 6s - red 6s >= 1)."""
    return odds.pass_chance(black, red)


def describe(p: dict) -> dict:
    """A test's preview: the pool, its chance to pass and with a Destiny reroll (percent), and
    the sources of advantage and disadvantage, with a line that says it all."""
    chance = odds.percent(odds.pass_chance(p["black"], p["red"]))
    return {
        "text": f"{p['black']} black, {p['red']} red: {chance}%",
        "black": p["black"],
        "red": p["red"],
        "chance": chance,
        "with_destiny": odds.percent(odds.destiny_chance(p["black"], p["red"])),
        "adv": list(p["adv"]),
        "dis": list(p["dis"])
        + ([f"negative modifier: {p['modifier']} red"] if p["modifier"] else []),
    }


def test_step(
    cid: str,
    attribute: str,
    skill: str,
    what: str,
    *,
    adv=(),
    dis=(),
    red: int = 0,
    event: bool = False,
    tokens: bool = True,
) -> dict:
    """A test to roll; ``tokens`` False for tests on the enemies' turn (no party tokens)."""
    return {
        "op": "test",
        "cid": cid,
        "attribute": attribute,
        "skill": skill,
        "what": what,
        "adv": list(adv),
        "dis": list(dis),
        "red": red,
        "event": event,
        "tokens": tokens,
    }


def _read(black: list, red: list, event: bool) -> dict:
    net = D.net_successes(black, red)
    return {
        "black": black,
        "red": red,
        "net": net,
        "success": net >= 1,
        "crit": event and net >= 2,
        "sixes": sum(1 for f in black if f == 6),
    }


def _faces(faces: list) -> str:
    return " ".join(str(f) for f in faces) or "-"


@auto("test")
def _test(ctx, step):
    state, cid = ctx.state, step["cid"]
    p = pool(
        state,
        cid,
        step["attribute"],
        step["skill"],
        adv=step["adv"],
        dis=step["dis"],
        red=step["red"],
        tokens=step.get("tokens", True),
    )
    faces = D.roll_black_red(
        p["black"], p["red"], ctx.chance, max_black=p["black"], max_red=p["red"]
    )
    result = {
        "cid": cid,
        "who": name(state, cid),  # the tray names them even after they have left the roster
        "attribute": step["attribute"],
        "skill": step["skill"],
        "what": step["what"],
        "event": step["event"],
        "rerolled": False,
        "passed": False,
        **_read(faces["black"], faces["red"], step["event"]),
    }
    changes = [(["roll"], result)]
    if "a party disadvantage token" in p["dis"]:
        changes.append((["disadvantage"], state["disadvantage"] - 1))
    if "a party advantage token" in p["adv"]:
        left = list(state["advantage"])
        del left[token_for(state, step["attribute"], step["skill"])]
        changes.append((["advantage"], left))
    verdict = "success" if result["success"] else "failure"
    if result["crit"]:
        verdict = "critical success"
    line = (
        f"{W.rolls_for(name(state, cid), step['what'])}: black {_faces(faces['black'])}, "
        f"red {_faces(faces['red'])}: {result['net']} net, {verdict}."
    )
    ctx.emit(
        "rolled", line, changes=changes, pop=1, push=_second_chance(state, result), reveal=True
    )


def _second_chance(state: dict, roll: dict) -> list:
    """Ask after a failed roll only when something can still change it (Destiny, a pass)."""
    if roll["success"]:
        return []
    ch = char(state, roll["cid"])
    reroll = ch["destiny"] > 0 and not roll["rerolled"] and any(f != 6 for f in roll["black"])
    if reroll or auto_pass_trait(state, roll["cid"], roll["attribute"], roll["skill"]):
        return [asking("after_roll")]
    return []


def auto_pass_trait(state: dict, cid: str, attribute: str, skill: str) -> str | None:
    ch = char(state, cid)
    for trait in ch["traits"]:
        spec = content.load()["traits"][trait].get("auto_pass")
        if spec == [attribute, skill] and trait not in ch["once"]:
            return trait
    return None


def _after_options(state, step):
    roll = state["roll"]
    ch = char(state, roll["cid"])
    out = [
        {
            "type": "accept",
            "label": W.accept_failure(roll["what"]),
            "preview": "the test fails",
        }
    ]
    if ch["destiny"] > 0 and not roll["rerolled"] and any(f != 6 for f in roll["black"]):
        out.append(
            {
                "type": "destiny",
                "label": f"{ch['name']} spends a Destiny token to reroll",
                "preview": {
                    "text": "every black die that is not a 6 is rolled again: "
                    f"{odds.percent(odds.reroll_chance(roll['black'], roll['red']))}% to pass",
                    "chance": odds.percent(odds.reroll_chance(roll["black"], roll["red"])),
                },
            }
        )
    trait = auto_pass_trait(state, roll["cid"], roll["attribute"], roll["skill"])
    if trait:
        out.append(
            {
                "type": "auto_pass",
                "trait": trait,
                "label": f"{ch['name']} uses {content.load()['traits'][trait]['name']}",
                "preview": "pass this test outright (once a session)",
            }
        )
    return out


@ask(
    "after_roll",
    lambda s, st: (
        "after_roll",
        {"text": W.failed_question(s["roll"]["what"])},
    ),
    _after_options,
)
def _after_roll(ctx, step, cmd):
    state = ctx.state
    roll = dict(state["roll"])
    cid = roll["cid"]
    ch = char(state, cid)
    if cmd["type"] == "accept":
        ctx.emit("accepted", "", pop=1)
    elif cmd["type"] == "auto_pass":
        roll.update(success=True, passed=True)
        ctx.emit(
            "auto_pass",
            W.passed_by(ch["name"], content.load()["traits"][cmd["trait"]]["name"], roll["what"]),
            pop=1,
            changes=[(["roll"], roll), (path_of(cid, "once"), ch["once"] + [cmd["trait"]])],
        )
    else:
        which = [i for i, f in enumerate(roll["black"]) if f != 6]
        black = D.reroll(roll["black"], which, ctx.chance)
        roll.update(_read(black, roll["red"], roll["event"]), rerolled=True)
        line = (
            f"{ch['name']} spends Destiny: black {_faces(black)}, red {_faces(roll['red'])}: "
            f"{roll['net']} net, {'success' if roll['success'] else 'failure'}."
        )
        ctx.emit(
            "destiny_reroll",
            line,
            pop=1,
            reveal=True,
            changes=[(["roll"], roll), (path_of(cid, "destiny"), ch["destiny"] - 1)],
        )
        ctx.emit("second_chance", "", push=_second_chance(ctx.state, roll))


def test_info(attribute: str, skill: str, modifier: int = 0, scene: str = "") -> dict:
    """A test as the table shows it: what it draws on, in words and as keys."""
    data = content.load()
    return {
        "attribute": attribute,
        "skill": skill,
        "modifier": modifier,
        "scene": scene,
        "name": f"{data['attributes'][attribute]['name']} + {data['skills'][skill]['name']}",
    }
