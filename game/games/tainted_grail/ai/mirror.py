"""What the Encounter AI knows, read from its seat's view and the public cards: the Encounter's
board, each party member's tray and hand (open to the whole table). ``Sim`` is one
imagined line of play from here; ``Sim.state()`` shapes it like the rules' state so the rules'
own readers (keys, the Attack's build, conditions, trait checks) answer for it. Of a King's
part it reads Gwenllian's Blooms in a talk (``Board.blooms``: they change every Response of
hers); the other Kings' decks are not imagined."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.tainted_grail.rules import state as S


@dataclass
class Board:
    """The fixed part of one decision: who, against what, with which hands."""

    eid: str
    kind: str
    mode: str
    party: list[str]
    chars: dict  # cid -> {attrs, items, magic, wealth, food} (the rules' shape, what they read)
    health: dict  # cid -> Health now
    terror: dict  # cid -> how far below the red slots (1 = the next Terror reaches red)
    hands: dict  # cid -> [card id] (every member's: hands are open at this table)
    decks: dict  # cid -> cards left to draw
    held: dict  # cid -> cards in hand (every member's count is open)
    card: dict  # the Encounter card (the world's, parsed)
    active: str | None
    played: int
    turn: int
    asking: str | None  # whose hand the open question is about
    decklists: dict  # cid -> the whole deck of this kind (open on the tray)
    stories: dict  # companion -> its story's marked parts (what its help still costs)
    # Gwenllian's Blooms as the view shows them ({bloom, deck, pruned, growing}), else None
    blooms: dict | None = None

    @property
    def top(self) -> int:
        return len(self.card.get("slots", [])) or 1

    @property
    def growing(self) -> list[dict]:
        return self.blooms["growing"] if self.blooms else []

    @property
    def room(self) -> int:
        """Markers the growing Blooms can still take before each is pruned."""
        out = 0
        for g in self.growing:
            each = 2 if "brittle" in g["traits"] else 1
            out += -(-(g["value"] - g["markers"]) // each)
        return out

    @property
    def shrouded(self) -> bool:
        """A shrouding Bloom grows: a talk's Duration stays at 1 or more, a fight cannot end."""
        return any("shroud" in g["traits"] for g in self.growing)


def king_part(bloom: int, growing: list[tuple[str, int]]) -> dict:
    """The rules' ``encounter["king"]`` as far as the Attack and Response read Blooms."""
    return {
        "mechanic": "spawn",
        "bloom": bloom,
        "blooms": {"deck": [], "growing": [{"card": c, "markers": m} for c, m in growing]},
        "weather": {"up": None},
        "traits_plus": [],
        "traits_minus": [],
    }


def _blooms(enc: dict) -> dict | None:
    """A talk's Blooms: her Response is read by them. A fight keeps its older reading (the
    Attack's own table), which its Escape and give-up judgements were tuned on."""
    king = enc.get("king")
    if not king or king["mechanic"] != "spawn" or enc["kind"] != "diplomacy":
        return None
    return {"bloom": king["bloom"], **king["blooms"]}


def read(view: dict) -> tuple[Board, Sim] | None:
    """The board and the line as it stands (None outside a Combat or Diplomacy)."""
    enc = view.get("encounter") or {}
    if "sequence" not in enc:
        return None
    chars = {}
    for c in view["characters"]:
        chars[c["id"]] = {
            "attrs": {a: v["value"] for a, v in c["attributes"].items()},
            "items": [{"id": i["id"], "active": i["active"]} for i in c["items"]],
            **{r: c["resources"][r] for r in ("magic", "wealth", "food")},
        }
    trays = {c["id"]: c["tray"] for c in view["characters"]}
    return Board(
        eid=enc["id"],
        kind=enc["kind"],
        mode=view.get("mode", "normal"),
        party=list(enc["party"]),
        chars=chars,
        health={c: t["health"] for c, t in trays.items()},
        terror={c: t["terror_red"] - t["terror"] for c, t in trays.items()},
        hands={c: [x["card"] for x in h] for c, h in enc.get("hands", {}).items()},
        decks={c: d["draw"] for c, d in enc.get("decks", {}).items()},
        held={c: d["hand"] for c, d in enc.get("decks", {}).items()},
        card=S.world()["encounters"][enc["id"]],
        active=enc.get("active"),
        played=enc.get("played", 0),
        turn=enc.get("turn", 1),
        asking=enc.get("asking"),
        decklists={c["id"]: list(c["decks"][enc["kind"]]["deck"]) for c in view["characters"]},
        stories={k["id"]: list(k["story"]) for k in view.get("companions", [])},
        blooms=_blooms(enc),
    ), _start(enc)


def _start(enc: dict) -> Sim:
    seq = [
        {
            "uid": e["uid"],
            "card": e["card"],
            "owner": e["owner"],
            "time": e["time"],
            "charges": e["charges"],
        }
        for e in enc["sequence"]
    ]
    return Sim(
        seq=seq,
        pool=enc.get("pool", 0),
        aff=enc.get("affinity", 1),
        dur=enc.get("duration", 0),
        ignore=enc.get("set_aside", False),
    )


@dataclass
class Sim:
    """One imagined line of play: the board's numbers and what it cost or gained on the way."""

    seq: list
    pool: int = 0
    aff: int = 1
    dur: int = 0
    hand: list = field(default_factory=list)
    deck: int = 0
    played: int = 0
    drawn: float = 0.0  # unknown cards drawn
    lost: float = 0.0  # cards discarded or milled
    hurt: dict = field(default_factory=dict)  # cid -> Health lost
    fear: dict = field(default_factory=dict)  # cid -> Terror gained
    spent: float = 0.0  # resources paid (Magic on keys, costs), in points
    paid: int = 0  # Magic paid on Magic Keys
    later: float = 0.0  # points still to come (Time markers, charges)
    ended: str | None = None  # "win", "run-away" or a Conclusion's colour
    ignore: bool = False  # the next Enemy Attack or Response is set aside (a companion's help)
    spilled: int = 0  # slots gained past the top, for the growing Blooms to take
    helped: tuple = ()  # companions called on in this line

    def copy(self) -> Sim:
        return Sim(
            seq=list(self.seq),
            pool=self.pool,
            aff=self.aff,
            dur=self.dur,
            hand=list(self.hand),
            deck=self.deck,
            played=self.played,
            drawn=self.drawn,
            lost=self.lost,
            hurt=dict(self.hurt),
            fear=dict(self.fear),
            spent=self.spent,
            paid=self.paid,
            later=self.later,
            ended=self.ended,
            ignore=self.ignore,
            helped=self.helped,
            spilled=self.spilled,
        )

    def state(self, board: Board, cid: str) -> dict:
        """The rules' shape of this line, for the rules' pure readers."""
        return {
            "options": {"mode": board.mode},
            "chars": board.chars,
            "secrets": {},
            "encounter": {
                "id": board.eid,
                "kind": board.kind,
                "pool": self.pool,
                "affinity": self.aff,
                "duration": self.dur,
                "seq": self.seq,
                "party": board.party,
                "active": cid,
                "played": self.played,
                "kin_ignore": self.ignore,
                # drawn cards are unknown: only how many there are counts (Dread, "hand 1-")
                "zones": {cid: {"hand": [*self.hand, *[None] * round(self.drawn)], "draw": []}},
                **(
                    {
                        "king": king_part(
                            board.blooms["bloom"],
                            [(g["card"], g["markers"]) for g in board.growing],
                        )
                    }
                    if board.blooms
                    else {}
                ),
            },
        }
