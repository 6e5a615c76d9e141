"""The Encounter's agenda steps share two tags: ``enc`` (every step the Encounter pushes, so its
end can clear them at once: "do not resolve any remaining effects") and ``act`` (the steps of
one Activation, cleared when the Active Character leaves the Encounter)."""

from __future__ import annotations

from game.games.tainted_grail.rules.engine import asking


def step(op: str, act: bool = False, **fields) -> dict:
    return {"op": op, "enc": True, **({"act": True} if act else {}), **fields}


def question(kind: str, act: bool = False, **fields) -> dict:
    return {**asking(kind, **fields), "enc": True, **({"act": True} if act else {})}


def fx(nodes: list[dict], cid: str, src: int | None = None, mode: str = "card", act=False) -> dict:
    """Resolve effect nodes for ``cid`` (the Active Character); ``src``: the card they are on."""
    return step("enc_fx", act=act, list=list(nodes), cid=cid, src=src, mode=mode)


def replaced(agenda: list[dict], tag: str, instead: dict | None) -> list[dict]:
    """The agenda without the steps tagged ``tag``; ``instead`` where the lowest of them was."""
    out, placed = [], instead is None
    for s in agenda:
        if s.get(tag):
            if not placed:
                out.append(instead)
                placed = True
            continue
        out.append(s)
    if not placed:
        out.append(instead)
    return out
