"""Moving a Character's markers: Energy, Health and Terror on the tray, and the resources
(Food, Wealth, Magic, Exp), with what follows from each move.

- Energy never rises above Health (the L-shaped marker; not in Story mode) and reaching 0
  makes the Character Exhausted until they Rest.
- Health at 0 attaches "You Are Dying"; losing Health again while Dying is death (see death.py);
  Health lowered below Energy pulls Energy down with it.
- Terror on a red slot attaches "You Are Going Insane"; Terror that would rise past the top is
  lost as Health instead (the card's rule).
- A resource holds at most the campaign's limit (Exp has none): the excess goes to another
  Character in the same Location with room, or is lost.

Bounds come from the Character's tray; the arithmetic is game/core/trackers.py's.
"""

from __future__ import annotations

from game.core import trackers as T
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.engine import asking

TRACKS = ("energy", "health", "terror")
SALT_GHOST = 8
RESOURCES = ("food", "wealth", "magic", "exp")
EXHAUSTED_REST = 4  # the Energy an Exhausted Character gains from a night's Rest
TITLES = {
    "energy": "Energy",
    "health": "Health",
    "terror": "Terror",
    "food": "Food",
    "wealth": "Wealth",
    "magic": "Magic",
    "exp": "Exp",
}


def limit() -> int:
    return S.world()["campaign"]["resource_limit"]


def room(state: dict, cid: str, what: str) -> int:
    """How much more of ``what`` the Character can take."""
    ch = state["chars"][cid]
    if what == "exp":
        return 10**6
    if what in RESOURCES:
        return max(0, limit() - ch[what])
    if what == "energy":
        return max(0, S.energy_cap(state, cid) - ch["energy"])
    return max(0, S.tray(state, cid)[what]["top"] - ch[what])


def salt_ghost_guards(state: dict, cid: str, what: str, delta: int) -> bool:
    """Whether Secret 8 (the Salt-Ghost's Promise) could ward off this Terror: its holder
    would gain Terror in a wyrdness Location (keepsakes.py asks)."""
    ch = state["chars"][cid]
    return (
        what == "terror"
        and delta > 0
        and state["secrets"].get(str(SALT_GHOST)) == cid
        and state["map"].get(ch["at"], {}).get("side") == "wyrd"
    )


def track_changes(state: dict, cid: str, what: str, new: int) -> list:
    """The state changes of putting ``what`` at ``new`` and the conditions that follow."""
    ch = state["chars"][cid]
    path = ["chars", cid]
    out: list = [([*path, what], new)]
    if what == "energy" and new == 0 and ch["energy"] > 0:
        out.append(([*path, "exhausted"], True))
    if what == "health":
        if S.mode(state) != "story" and ch["energy"] > new:
            out.append(([*path, "energy"], new))
            if new == 0 and ch["energy"] > 0:
                out.append(([*path, "exhausted"], True))
        out.append(([*path, "dying"], new == 0))
    if what == "terror":
        out.append(([*path, "insane"], new >= S.tray(state, cid)["terror"]["red"]))
    return out


def adjust(ctx, cid: str, what: str, delta: int, why: str = "", ward: bool = True) -> int:
    """Gain (``delta`` > 0) or lose some of ``what``; returns how far it moved. Terror its
    holder's Salt-Ghost's Promise could ward off waits for the party's answer (keepsakes.py)."""
    state = ctx.state
    ch = state["chars"][cid]
    if delta == 0:
        return 0
    if ward and salt_ghost_guards(state, cid, what, delta):
        ctx.emit("ward_offered", "", push=[asking("ward", cid=cid, amount=delta, why=why)])
        return 0
    if what in RESOURCES:
        return _resource(ctx, cid, what, delta, why)
    top = S.tray(state, cid)[what]["top"]
    bounds = T.Bounds(TITLES[what], 0, top)
    push: list = []
    overflow = 0
    if delta > 0:
        cap = S.energy_cap(state, cid) if what == "energy" else None
        step = T.gain(ch[what], delta, bounds, cap)
        overflow = step.overflow if what == "terror" else 0
    else:
        step = T.lose(ch[what], -delta, bounds)
        if what == "health" and ch["dying"] and ch["health"] == 0:
            push = [{"op": "die", "cid": cid, "why": why or "lost Health while Dying"}]
    moved = step.moved
    if moved == 0 and not push and not overflow:
        return 0
    changes = track_changes(state, cid, what, step.value)
    verb = "gains" if moved > 0 else "loses"
    line = f"{S.name(state, cid)} {verb} {abs(moved)} {TITLES[what]}" if moved else ""
    if line and why:
        line += f" ({why})"
    line = _condition_lines(state, cid, what, step.value, line)
    ctx.emit(
        "track", line + "." if line and not line.endswith(".") else line, changes=changes, push=push
    )
    if overflow:
        adjust(ctx, cid, "health", -overflow, "Terror past the top of the track")
    return moved


def _condition_lines(state: dict, cid: str, what: str, new: int, line: str) -> str:
    ch = state["chars"][cid]
    extra = []
    if what == "health" and new == 0 and not ch["dying"]:
        extra.append(f"{S.name(state, cid)} is Dying")
    if what == "health" and new > 0 and ch["dying"]:
        extra.append(f"{S.name(state, cid)} is no longer Dying")
    red = S.tray(state, cid)["terror"]["red"]
    if what == "terror" and new >= red and not ch["insane"]:
        extra.append(f"{S.name(state, cid)} is Going Insane")
    if what == "terror" and new < red and ch["insane"]:
        extra.append(f"{S.name(state, cid)} steadies and is no longer Going Insane")
    parts = [p for p in [line, *extra] if p]
    return ". ".join(parts)


def _resource(ctx, cid: str, what: str, delta: int, why: str) -> int:
    state = ctx.state
    ch = state["chars"][cid]
    new = max(0, ch[what] + delta)
    changes: list = []
    spill = 0
    if what != "exp" and new > limit():
        spill, new = new - limit(), limit()
    moved = new - ch[what]
    changes.append((["chars", cid, what], new))
    lines = []
    if moved:
        verb = "gains" if moved > 0 else "loses"
        lines.append(
            f"{S.name(state, cid)} {verb} {abs(moved)} {TITLES[what]}"
            + (f" ({why})" if why else "")
        )
    for other in S.at(state, ch["at"]):
        if spill <= 0 or other == cid:
            continue
        take = min(spill, room(state, other, what))
        if take:
            spill -= take
            changes.append((["chars", other, what], state["chars"][other][what] + take))
            lines.append(f"{S.name(state, other)} carries {take} {TITLES[what]} for them")
    if spill:
        lines.append(f"{spill} {TITLES[what]} is left behind: nobody can carry more")
    if not changes or (not moved and not lines):
        return 0
    ctx.emit("resource", ". ".join(lines) + ".", changes=changes)
    return moved


def set_energy(ctx, cid: str, value: int, why: str) -> None:
    """Put the Energy marker on a slot (Rest, a death's aftermath), under its cap."""
    state = ctx.state
    cap = S.energy_cap(state, cid)
    new = max(0, min(value, cap))
    ch = state["chars"][cid]
    changes = [(["chars", cid, "energy"], new)]
    if new == 0 and ch["energy"] > 0:
        changes.append((["chars", cid, "exhausted"], True))
    ctx.emit("track", f"{S.name(state, cid)}'s Energy is set to {new} ({why}).", changes=changes)
