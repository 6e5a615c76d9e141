"""The aftermath of a campaign battle, rolled from the battle's own Chance before its result
stands (so undo and reload never roll it again): an injury roll (2D6) for each model taken out,
experience for each model and an advance roll (2D6) at each threshold it reaches, gold for
the result and the VP scored, the finds kept, the story's boon, and the record moved on to the
next battle. The new record is the battle's outcome (``campaign``), which the campaign keeps."""

from __future__ import annotations

from game.core import dice as D
from game.core.agenda import clone
from game.games.grimheim.rules import campaign as C
from game.games.grimheim.rules import content
from game.games.grimheim.rules.engine import auto
from game.games.grimheim.rules.muster import recruits


def _roll_2d6(ctx, stream: str) -> int:
    return sum(D.roll(2, ctx.chance, stream=stream))


def _has_all(model: dict, effects: list[dict]) -> bool:
    """The model already has every rule or immunity an advance would give (so it rolls again)."""
    return bool(effects) and all(
        (e["kind"] == "rule" and e["rule"] in model["rules"])
        or (e["kind"] == "immune" and e["status"] in model["immune"])
        for e in effects
    )


def _advance(ctx, m: dict, faction: str) -> int:
    """One advance roll; a result that gives nothing new is rolled again (three tries, then
    Hard to Kill's wound)."""
    profile = C.fielded_model(m, faction, 0, 0)
    for _ in range(3):
        result = _roll_2d6(ctx, "advance")
        if not _has_all(profile, C.advance(result).get("effects", [])):
            return result
    return 7


def _gold(result: dict, seat: int, rules: dict) -> int:
    base = (
        "draw_gold"
        if result["winner"] is None
        else "win_gold"
        if result["winner"] == seat
        else "loss_gold"
    )
    return rules[base] + rules["vp_gold"] * result["vp"][seat]


def _band(ctx, camp: dict, seat: int, result: dict, lines: list[str]) -> None:
    state, rules = ctx.state, C.tables()["rules"]
    b = camp["bands"][seat]
    fielded = {m["uid"]: m for m in state["models"].values() if m["seat"] == seat}
    for m in list(b["models"]):
        battled = fielded.get(m["uid"])
        if battled is None:
            if m["out"]:
                m["out"] = False
                lines.append(f"{m['name']} has rested and is fit again.")
            continue
        m["out"] = False
        m["battles"] += 1
        xp = rules["xp_takedown"] * battled.get("took_out", 0)
        xp += rules["xp_win"] if result["winner"] == seat else 0
        if battled["defeated"]:
            roll = _roll_2d6(ctx, "injury")
            hurt = C.injury(roll)
            lines.append(f"{m['name']} was taken out: rolls {roll}, {hurt['name']}.")
            if hurt["fate"] == "dead":
                b["models"].remove(m)
                b["fallen"].append(m["name"])
                b["stash"] += m["items"]
                continue
            if hurt["fate"] == "lasting":
                m["injuries"].append(roll)
            elif hurt["fate"] == "miss":
                m["out"] = True
            xp += hurt.get("xp", 0)
        else:
            xp += rules["xp_fielded"]
        before, m["xp"] = m["xp"], m["xp"] + xp
        for threshold in rules["thresholds"]:
            if before < threshold <= m["xp"]:
                gained = _advance(ctx, m, b["faction"])
                m["advances"].append(gained)
                lines.append(
                    f"{m['name']} reaches {threshold} XP: rolls {gained}, "
                    f"{C.advance(gained)['name']}."
                )
    gold = _gold(result, seat, rules)
    b["gold"] += gold
    found = state["players"][seat].get("found", [])
    b["stash"] += found
    lines.append(
        f"{b['name']} earns {gold} gold"
        + (f" and keeps {len(found)} find{'s' if len(found) != 1 else ''}." if found else ".")
    )


def _spoils(ctx, b: dict, times: int, why: str, lines: list[str]) -> None:
    for _ in range(times):
        result = D.d66(*D.roll_d66(ctx.chance, stream="spoils"))
        b["stash"].append(result)
        lines.append(
            f"{why}: {b['name']} rolls {result} on the Equipment List, "
            f"the {C.item(result)['name']}."
        )


def _boon(ctx, camp: dict, result: dict, lines: list[list[str]]) -> None:
    """The story chapter's boon for the winner (or loser); a draw gives it to nobody."""
    here = C.chapter(camp)
    camp["boons"] = [{}, {}]
    if here is None or result["winner"] is None:
        return
    boon = here["boon"]
    seat = result["winner"] if boon["to"] == "winner" else 1 - result["winner"]
    b = camp["bands"][seat]
    if boon.get("gold"):
        b["gold"] += boon["gold"]
    if boon.get("fate"):
        camp["boons"][seat] = {"fate": boon["fate"]}
    if boon.get("loot"):
        _spoils(ctx, b, boon["loot"], here["name"], lines[seat])
    if boon.get("gold") or boon.get("fate") or boon.get("loot"):
        lines[seat].append(boon["text"])


def _cheapest_recruit(b: dict) -> None:
    """A warband with nobody fit for the next battle gets the gold for one recruit."""
    if any(not m["out"] for m in b["models"]):
        return
    pool = recruits(b)
    if pool and b["gold"] < pool[0][2]:
        b["gold"] = pool[0][2]


@auto("aftermath")
def _aftermath(ctx, step):
    state = ctx.state
    camp = clone(state["camp"])
    result = clone(step["result"])
    rules = C.tables()["rules"]
    lines: list[list[str]] = [[], []]
    for seat in (0, 1):
        _band(ctx, camp, seat, result, lines[seat])
    if result["winner"] is not None:
        _spoils(
            ctx,
            camp["bands"][result["winner"]],
            rules["spoils"],
            "Spoils of victory",
            lines[result["winner"]],
        )
    _boon(ctx, camp, result, lines)
    for b in camp["bands"]:
        _cheapest_recruit(b)
    here = C.chapter(camp)
    camp["results"].append(
        {
            "battle": camp["battle"],
            "mission": state["mission"],
            "winner": result["winner"],
            "vp": list(result["vp"]),
            "aftermath": here["aftermath"] if here else "",
        }
    )
    camp["battle"] += 1
    camp["report"] = lines
    done = camp["kind"] == "story" and camp["battle"] > len(C.chapters())
    told = f"{here['aftermath']} " if here else ""
    camp["kept"] = (
        f"{told}{C.tables()['story']['name']} is told. {C.standing_text(camp)}"
        if done
        else f"{told}Injuries, experience, gold and finds are kept: the roster waits "
        f"before battle {camp['battle']}."
    )
    name = content.load()["missions"][state["mission"]]["name"]
    ctx.emit(
        "aftermath",
        f"The aftermath of {name}: " + " ".join(lines[0] + lines[1]),
        changes=[(["carry"], camp), (["result"], result), (["phase"], "over")],
        reveal=True,
        pop=1,
    )
