"""Gwenllian's Blooms (the spawn King, and her followers). *Spawning*: after each Delayed
Abilities step the top Bloom of her deck grows beside her and a bloom marker goes on her card
(only the marker with her deck empty); *spawn ID* starts a follower's Encounter with that Bloom
growing. Each Pool marker the party gains (each slot of Affinity, in a Diplomacy) may go onto a
growing Bloom instead (the question ``enc_bloom``); markers on a Bloom never come off, and at its
value it is pruned: its Loot, then beside her deck (a follower's goes back in the box). While it
grows, the row of its table for its markers joins the Enemy Attack or Response like a card's
``attack:`` part. "bloom" as an amount is her card's bloom markers; a Diplomacy with a
``bloom_response`` answers with the row for them. Bloom traits: *brittle* (a marker on it counts
twice), *spreading* (one more marker on her card when it grows), *shroud* (while it grows the
Combat cannot be won and the Duration stays at 1 or more)."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import ask


def bloom(state: dict, card_id: str) -> dict:
    return B.king_card(D.king_id(state), card_id)["bloom"]


def count(state: dict) -> int:
    k = D.king(state)
    return k["bloom"] if k else 0


def growing(state: dict) -> list[dict]:
    k = D.king(state)
    return k["blooms"]["growing"] if k else []


def shrouded(state: dict) -> bool:
    return any("shroud" in bloom(state, g["card"])["traits"] for g in growing(state))


def spawning(ctx) -> None:
    """After the Delayed Abilities step, with the trait *spawning*."""
    if D.trait(B.encounter_card(ctx.state), "spawning"):
        grow(ctx, 1)


def grow(ctx, n: int) -> None:
    """``spawn N``: N times the top Bloom grows and a bloom marker goes on her card."""
    for _ in range(n):
        k = D.king(ctx.state)
        blooms = k["blooms"]
        markers = 1
        if blooms["deck"]:
            top = blooms["deck"][0]
            new = {**blooms, "deck": blooms["deck"][1:]}
            new["growing"] = [*blooms["growing"], {"card": top, "markers": 0}]
            markers += "spreading" in bloom(ctx.state, top)["traits"]
            name = B.king_card(D.king_id(ctx.state), top)["name"]
            D.set_(ctx, "blooms", new, f"{name} grows beside her.")
        add_markers(ctx, markers)


def add_markers(ctx, n: int) -> None:
    """``bloom N``: markers on her card (never on a Bloom)."""
    total = count(ctx.state) + n
    D.set_(ctx, "bloom", total, f"{total} bloom marker{'s' if total != 1 else ''} on her card.")


def amounts(state: dict, nodes: list[dict]) -> list[dict]:
    """ "bloom" as an amount read now."""
    n = count(state)
    return [
        {**{k: v for k, v in x.items() if k != "bloom"}, "n": n} if x.get("bloom") else x
        for x in nodes
    ]


def response(state: dict) -> list[dict] | None:
    """Her Diplomacy's whole Response by her bloom markers (None: the card's own Response)."""
    table = B.encounter_card(state).get("bloom_table")
    if not table:
        return None
    n = count(state)
    return next(body for low, high, body in table if high is None or n <= high)


def row(b: dict, kind: str, markers: int) -> list[dict]:
    """The row of Bloom ``b``'s Combat or Diplomacy table for ``markers`` on it."""
    rows = b["rows"][kind]
    return next(
        (body for lo, hi, body in rows if lo <= markers and (hi is None or markers <= hi)), []
    )


def modifiers(state: dict) -> list[tuple[None, dict]]:
    """Each growing Bloom's row for its markers, as a card's ``attack:`` part."""
    out = []
    for g in growing(state):
        body = row(bloom(state, g["card"]), B.enc(state)["kind"], g["markers"])
        out += [(None, node) for node in body]
    return out


# ---- markers gained by the party ----------------------------------------------------------


def diverts(state: dict, node: dict, step: dict) -> bool:
    """A gain the party may put on a Bloom instead (asked marker by marker)."""
    return (
        node["op"] in ("pool", "up")
        and node["n"] > 0
        and not node.get("kept")
        and step["mode"] not in ("attack", "conclusion")
        and bool(growing(state))
    )


def ask_where(ctx, node: dict, step: dict) -> None:
    q = T.question("enc_bloom", bool(step.get("act")), node=node, fx=step, hand=step["cid"])
    ctx.emit("bloom_asked", "", push=[q])


def _where_text(state, step):
    n = step["node"]["n"]
    into = "the Combat Pool" if step["node"]["op"] == "pool" else "the Affinity"
    return "encounter", {
        "stage": "bloom",
        "text": f"{n} marker{'s' if n != 1 else ''} gained: into {into}, or onto a Bloom?",
    }


def _where_options(state, step):
    n = step["node"]["n"]
    into = "the Combat Pool" if step["node"]["op"] == "pool" else "the Affinity"
    shroud = shrouded(state)
    out = []
    # the Bloom that bars the win is listed first: pruning it is what a gain is for then
    ranked = sorted(enumerate(growing(state)), key=lambda ig: not _shrouds(state, ig[1]))
    for i, g in ranked:
        b = bloom(state, g["card"])
        name = B.king_card(D.king_id(state), g["card"])["name"]
        left = b["value"] - g["markers"]
        each = 2 if "brittle" in b["traits"] else 1
        for k in sorted({1, n}):
            out.append(
                {
                    "type": "bloom",
                    "index": i,
                    "n": k,
                    "label": f"{k} onto {name} ({g['markers']}/{b['value']})",
                    "preview": f"Pruned: {W.effects(b['loot'])}."
                    if k * each >= left
                    else f"{left - k * each} more to prune it.",
                }
            )
    rest = {"type": "keep", "label": f"{'All ' + str(n) if n > 1 else 'It goes'} into {into}"}
    return out + [rest] if shroud else [rest, *out]  # a shroud first: it bars the win


def _shrouds(state, g: dict) -> bool:
    return "shroud" in bloom(state, g["card"])["traits"]


@ask("enc_bloom", _where_text, _where_options)
def _where(ctx, step, command):
    node = step["node"]
    ctx.emit("bloom_chosen", "", pop=1)
    if command["type"] == "keep":
        ctx.emit("kept", "", push=[{**step["fx"], "list": [{**node, "kept": True}]}])
        return
    n = command["n"]
    if node["n"] > n:  # the rest is asked again after this one's Loot
        rest = {**node, "n": node["n"] - n}
        ctx.emit("bloom_more", "", push=[{**step["fx"], "list": [rest]}])
    on(ctx, command["index"], n, step["fx"]["cid"])


def on(ctx, index: int, n: int, cid: str) -> None:
    """``n`` markers onto the growing Bloom ``index``; at its value it is pruned."""
    state = ctx.state
    k = D.king(state)
    blooms = k["blooms"]
    g = blooms["growing"][index]
    b = bloom(state, g["card"])
    markers = g["markers"] + n * (2 if "brittle" in b["traits"] else 1)
    name = B.king_card(D.king_id(state), g["card"])["name"]
    grown = [dict(x) for x in blooms["growing"]]
    if markers < b["value"]:
        grown[index]["markers"] = markers
        D.set_(ctx, "blooms", {**blooms, "growing": grown}, f"{name}: {markers}/{b['value']}.")
        return
    del grown[index]
    boxed = g["card"] not in B.encounter_card(state)["spawn_list"]  # a follower's own Bloom
    pruned = blooms["pruned"] if boxed else [*blooms["pruned"], g["card"]]
    D.set_(
        ctx,
        "blooms",
        {**blooms, "growing": grown, "pruned": pruned},
        f"{name} is pruned: {W.effects(b['loot'])}.",
    )
    ctx.emit("bloom_loot", "", push=[T.fx(b["loot"], cid)])


def reshuffle(ctx, cid: str) -> list[dict]:
    """Her *reshuffle*: the pruned Blooms under her deck, the first pruned nearest the top
    (stage 2 cards keep them pruned), then the decks rebuilt; returns the price's step."""
    state = ctx.state
    blooms = D.king(state)["blooms"]
    if B.encounter_card(state)["rebuild"] and blooms["pruned"]:
        new = {**blooms, "deck": [*blooms["deck"], *blooms["pruned"]], "pruned": []}
        D.set_(ctx, "blooms", new, "The pruned Blooms go back under her deck.")
    D.back_to_decks(ctx)
    return D.price(ctx, cid)
