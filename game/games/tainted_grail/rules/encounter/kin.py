"""Companions' help in an Encounter (companions.yaml ``help``; who walks with whom is
companions.py's). A companion walking with a member of the Encounter's party offers its help to
the Active Character once per Encounter, in the Encounters its ``when`` names; its price (Gristle's
Food) is the party's, shared out; an ``ignore-attack`` sets aside the next Enemy Attack or
Response (``kin_ignore``, read by attack.py). Its cost follows: the Cage-Lark's Terror after its
help (until its story's last part is marked), Wren's when her party Avoids a Diplomacy."""

from __future__ import annotations

from functools import lru_cache

from game.games.tainted_grail.rules import companions as K
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import effects as F
from game.games.tainted_grail.rules.encounter import phrases as P
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W

PAID_OFF = 3  # the part of a companion's story after which its help costs nothing more


@lru_cache(maxsize=32)
def _nodes(kid: str, part: str) -> tuple:
    kin = K.table()[kid]
    text = kin["help"]["effects"] if part == "help" else kin["cost"]["effects"]
    return tuple(P.effects(text, f"companions, {kid} {part}"))


def _bill(kid: str) -> dict:
    price = K.table()[kid]["help"].get("pay")
    if not price:
        return {}
    n, kind = price.split()
    return {kind: int(n)}


def help_nodes(kid: str) -> list[dict]:
    """What calling on ``kid`` does (an ``ignore-attack`` included), for the AI to imagine."""
    return list(_nodes(kid, "help"))


def price(kid: str, story: list[int]) -> tuple[dict, list[dict]]:
    """What calling on ``kid`` costs: the party's bill and the caller's effects after it
    (none once the story, its marked parts, has paid the companion off)."""
    bites = K.table()[kid]["cost"]["when"] == "help" and PAID_OFF not in story
    return _bill(kid), list(_nodes(kid, "cost")) if bites else []


def _key(kid: str) -> str:
    return f"kin:{kid}"


def _helpers(state: dict) -> list[str]:
    e = B.enc(state)
    return [
        kid
        for kid in K.with_party(state, list(e["party"]))
        if "help" in K.table()[kid] and K.table()[kid]["help"]["when"] in (e["kind"], "encounter")
    ]


def offered(state: dict, cid: str) -> list[dict]:
    """The Active Character's ``kin_help`` commands."""
    e = B.enc(state)
    out = []
    for kid in _helpers(state):
        bill = _bill(kid)
        if _key(kid) in e["used"] or (bill and C.split(state, list(e["party"]), bill) is None):
            continue
        price = f" ({C.words(bill)})" if bill else ""
        out.append(
            {
                "type": "kin_help",
                "kin": kid,
                "label": f"{K.short(kid)}: {W.effects(list(_nodes(kid, 'help')))}{price}",
                "preview": K.table()[kid]["rules"],
            }
        )
    return out


def use(ctx, cid: str, command: dict) -> None:
    state = ctx.state
    kid = command["kin"]
    e = B.enc(state)
    changes = [(["encounter", "used"], [*e["used"], _key(kid)])]
    nodes = list(_nodes(kid, "help"))
    if any(n["op"] == "ignore-attack" for n in nodes):
        changes.append((["encounter", "kin_ignore"], True))
    ctx.emit("kin_help", f"{K.short(kid)} helps {S.name(state, cid)}.", changes=changes)
    bill = _bill(kid)
    if bill:
        C.pay(ctx, C.split(ctx.state, list(e["party"]), bill) or {}, f"{K.short(kid)}'s help")
    push = [T.fx([n], cid, act=True) for n in nodes if n["op"] != "ignore-attack"]
    _, after = price(kid, state["statuses"].get(K.table()[kid]["status"], []))
    if after:
        push.append(T.fx(after, cid, act=True))
    if push:
        ctx.emit("kin_effects", "", push=push)


def on_avoid(ctx, cid: str) -> None:
    """A party that Avoids pays what its companions make it pay for that."""
    state = ctx.state
    for kid in K.with_party(state, list(B.enc(state)["party"])):
        cost = K.table()[kid]["cost"]
        if cost["when"] == "avoid":
            ctx.emit("kin_cost", f"{K.short(kid)}: {cost['text']}")
            for node in _nodes(kid, "cost"):
                F.apply(ctx, node, T.fx([], cid))
