"""What a chapter says about its Kings beyond kings.yaml (chapter.yaml's ``setup.kings`` and
``odds``): a King placed only when the party's story allows (``when``), what a board meeting
with him brings in this chapter (``won``/``lost``), how his old marks turn the odds when one of
his cards is met, and the outcome of a King's last Encounter (``final: true``), written on the
Status sheet (``<king>-final``: part 1 the party came through, part 2 the King won) and in the
chronicle, however the meeting began (the board or a verse).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import chronicle
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import state as S


def chapter(state: dict) -> dict:
    return S.world()["chapters"].get(state["chapter"], {})


def king(kid: str) -> dict:
    return S.world()["kings"][kid]


def own_card(eid: str) -> str | None:
    """The King whose own card this is (a follower borrows a mechanic, not a history)."""
    kid = S.world()["encounters"][eid].get("king")
    return kid if kid in S.world()["kings"] and eid in king(kid)["encounters"] else None


def holds(state: dict, needs: list[dict], party: list[str], here: str) -> bool:
    return not Q.all_unmet(state, needs, party, here)


def setup_entry(state: dict, kid: str, spot: dict) -> dict | None:
    """The set-up entry a standee stands by (or, placed by the story, the first that names the
    same King and card), for its ``won``/``lost``."""
    entries = chapter(state).get("setup", {}).get("kings", [])
    if spot.get("entry") is not None and spot["entry"] < len(entries):
        return entries[spot["entry"]]
    default = king(kid)["board"]["meets"]
    return next(
        (e for e in entries if e["king"] == kid and (e.get("meets") or default) == spot["meets"]),
        None,
    )


def own_effects(kid: str, won: bool) -> list[dict]:
    """What a meeting with the King gives or costs besides the Encounter's Loot (kings.yaml's
    ``won``/``lost``: his old marks, osric-mark and the like)."""
    board = king(kid)["board"]
    return board["won_effects"] if won else board["lost_effects"]


def after_board(state: dict, kid: str, spot: dict, won: bool) -> list[dict]:
    """The day effects after a board meeting: the King's own (a last Encounter's come from
    ``settled`` instead, however it was met), then the chapter's for that card."""
    final = bool(S.world()["encounters"][spot["meets"]].get("final"))
    own = [] if final else own_effects(kid, won)
    entry = setup_entry(state, kid, spot) or {}
    return own + entry.get("won_effects" if won else "lost_effects", [])


def odds_for(state: dict, eid: str, party: list[str], here: str | None) -> list[int]:
    """The chapter's odds entries that hold for the party facing a King's card (an entry with
    ``party`` only for a party of exactly that many)."""
    kid = own_card(eid)
    if kid is None:
        return []
    return [
        i
        for i, odd in enumerate(chapter(state).get("odds", []))
        if odd["king"] == kid
        and odd.get("card", eid) == eid
        and odd.get("party", len(party)) == len(party)
        and holds(state, odd["needs"], party, here or "")
    ]


def odd(state: dict, index: int) -> dict:
    return chapter(state)["odds"][index]


def settled(ctx, eid: str, result: str) -> list[dict]:
    """A King's own card has ended: the chronicle notes it, and a last Encounter marks its
    King's final status and gives what a meeting with him gives (his won/lost, whether the
    board or a verse began it). Returns those effects, for the caller to apply after the
    Loot."""
    kid = own_card(eid)
    if kid is None:
        return []
    final = bool(S.world()["encounters"][eid].get("final"))
    chronicle.king_met(ctx, kid, eid, result == "win", final)
    status = f"{kid}-final"
    if final and status in S.world()["statuses"]:
        E.mark(ctx, status, 1 if result == "win" else 2)
    return own_effects(kid, result == "win") if final else []
