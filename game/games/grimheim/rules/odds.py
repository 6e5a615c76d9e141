"""The odds of an attack, exact: its expected hits and damage and the chances of a critical, of
any damage and of a kill, against a defender's dice, save and cover; and the same odds when the
attacker spends the Fate dice it holds on the attack roll (Focus and Replace, the two kinds the
window after an attack roll offers), each die where it helps most, as the roll falls.

Attack dice hit on HTV or better (a natural 1 only when Focus lifts it), a natural 6 is a critical;
defense dice save on SAV or better and a natural 6 is a critical save (combat.py rolls them)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement, permutations, product
from math import factorial

from game.games.grimheim.rules import combat, fate

FATE_ON_ATTACK = ("focus", "replace")


@lru_cache(maxsize=256)
def _attack(n: int, htv: int) -> tuple:
    """{(hits, crits): probability} for n attack dice against HTV (6 a crit, 1 a miss)."""
    p_hit = len([f for f in range(2, 6) if f >= htv]) / 6
    return _pool(n, p_hit, 1 / 6)


@lru_cache(maxsize=256)
def _defense(n: int, sav: int) -> tuple:
    p_save = len([f for f in range(1, 6) if f >= sav]) / 6
    return _pool(n, p_save, 1 / 6)


def _pool(n: int, p_one: float, p_crit: float) -> tuple:
    out: dict[tuple, float] = {}
    for faces in product((0, 1, 2), repeat=n):  # 0 miss, 1 success, 2 critical
        p = 1.0
        for f in faces:
            p *= (1 - p_one - p_crit, p_one, p_crit)[f]
        key = (faces.count(1), faces.count(2))
        out[key] = out.get(key, 0.0) + p
    return tuple(out.items())


@lru_cache(maxsize=1024)
def _after_saves(
    hits: int, crits: int, def_dice: int, sav: int, cover: bool, dmg: int, crt: int, wounds: int
) -> tuple[float, float, float]:
    """(expected damage, chance of any damage, chance of a kill) once ``hits`` and ``crits``
    meet the defense roll (the defender always lets through the least damage)."""
    if hits + crits == 0:
        return 0.0, 0.0, 0.0
    damage = p_hurt = p_kill = 0.0
    for (n, cs), pd in _defense(def_dice, sav) if def_dice else (((0, 0), 1.0),):
        dealt = combat.best_damage(hits, crits, n + (1 if cover else 0), cs, 0, dmg, crt)
        damage += pd * dealt
        p_hurt += pd if dealt else 0.0
        p_kill += pd if dealt >= wounds else 0.0
    return damage, p_hurt, p_kill


def odds_of(
    numbers: dict, def_dice: int, sav: int, cover: bool, wounds: int, auto: int = 0
) -> dict:
    """Expected hits and damage, and the chances of a critical, of any damage and of a kill,
    for an attack with ``numbers`` (the rules' attack_numbers) against a defender; ``auto``
    automatic critical hits come on top (a jump-down Charge's)."""
    hits = crits = damage = p_crit = p_hurt = p_kill = 0.0
    for (h, c), pa in _attack(numbers["atk"], numbers["htv"]):
        hits += pa * h
        crits += pa * (c + auto)
        p_crit += pa if c + auto else 0.0
        d, hurt, kill = _after_saves(
            h, c + auto, def_dice, sav, cover, numbers["dmg"], numbers["crt"], wounds
        )
        damage += pa * d
        p_hurt += pa * hurt
        p_kill += pa * kill
    return {
        "dice": numbers["atk"],
        "htv": numbers["htv"],
        "dmg": numbers["dmg"],
        "crt": numbers["crt"],
        "hits": hits + crits,
        "crits": crits,
        "p_crit": p_crit,
        "wounds": damage,
        "p_damage": p_hurt,
        "p_kill": p_kill,
        "def_dice": def_dice,
        "sav": sav,
        "cover": cover,
        "rules": list(numbers.get("rules", [])),
    }


# --- with the attacker's Fate dice -------------------------------------------------------------


def fate_uses(faces, abilities) -> tuple[tuple[str, int, int], ...]:
    """What each Fate die held could do to an attack roll: (kind, points, face) per die and
    ability, for the Focus and Replace abilities of the table (a Focus die is read as its
    ability's die, a Replace die by its face)."""
    out = []
    for face in faces:
        for ab in abilities:
            if ab["kind"] in FATE_ON_ATTACK:
                out.append((ab["kind"], fate.points(face, ab["die"]), face))
    return tuple(out)


def _rolls(n: int):
    """Every attack roll of n dice as sorted faces, with its probability."""
    total = 6**n
    for faces in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for f in set(faces):
            ways //= factorial(faces.count(f))
        yield faces, ways / total


def _plans(dice: tuple, uses: tuple) -> set[tuple]:
    """Every way to spend the dice held: each die a Replace (by its face) or a Focus (its
    strongest reading), as (Replace faces, largest first; Focus points in one order). Replaces
    come first, so that no Focus point goes on a die about to be swapped; every order of the
    Focus dice is tried, since a small die may lift one miss and a large one the next."""
    per_die = []
    for face in dice:
        mine = [u for u in uses if u[2] == face]
        focus = max((u for u in mine if u[0] == "focus"), default=None, key=lambda u: u[1])
        per_die.append([u for u in mine if u[0] == "replace"][:1] + ([focus] if focus else []))
    plans = set()
    for choice in product(*per_die):
        replaces = tuple(
            sorted((face for kind, _, face in choice if kind == "replace"), reverse=True)
        )
        focuses = [pts for kind, pts, _ in choice if kind == "focus"]
        plans |= {(replaces, order) for order in permutations(focuses)}
    return plans


def _spend(roll: tuple, htv: int, replaces: tuple, focuses: tuple) -> tuple[int, int]:
    """(hits, crits) of a roll after its Replace dice (each on the lowest die, where it raises
    it) and then its Focus dice (each spreading its points over the misses nearest a hit, as
    fate.focus does, a natural 1 as any other miss; a lifted die is a normal hit)."""
    faces = list(roll)
    for face in replaces:
        low = faces.index(min(faces))
        if faces[low] < face:
            faces[low] = face
    needs = sorted(htv - f for f in faces if f < htv)
    lifted = 0
    for pts in focuses:
        while needs and needs[0] <= pts:
            pts -= needs.pop(0)
            lifted += 1
    hits = sum(1 for f in faces if htv <= f < 6)
    return hits + lifted, faces.count(6)


@lru_cache(maxsize=256)
def _spread(atk: int, htv: int, dice: tuple, uses: tuple) -> tuple:
    """((probability, the best (hits, crits) the dice can make of a roll), ...) over every
    roll: only the outcomes no other beats on both counts are kept."""
    plans = _plans(dice, uses)
    out: dict[tuple, float] = {}
    for roll, p in _rolls(atk):
        found = {_spend(roll, htv, r, f) for r, f in plans}
        best = tuple(
            sorted(
                o for o in found if not any(x != o and x[0] >= o[0] and x[1] >= o[1] for x in found)
            )
        )
        out[best] = out.get(best, 0.0) + p
    return tuple((p, best) for best, p in out.items())


def with_fate(
    numbers: dict,
    def_dice: int,
    sav: int,
    cover: bool,
    wounds: int,
    faces,
    abilities,
    auto: int = 0,
) -> dict | None:
    """The attack's expected hits, damage and kill chance when its attacker spends the Fate
    dice ``faces`` (of a table with ``abilities``) on the roll as it falls, the best way for
    each roll (damage past the target's wounds counting for nothing); None when no die held
    could change an attack roll."""
    uses = fate_uses(faces, abilities)
    if not uses:
        return None
    dice = tuple(sorted(faces))
    hits = damage = p_kill = 0.0
    for p, outcomes in _spread(numbers["atk"], numbers["htv"], dice, uses):
        best = None
        for h, c in outcomes:
            d, _, kill = _after_saves(
                h, c + auto, def_dice, sav, cover, numbers["dmg"], numbers["crt"], wounds
            )
            worth = (min(d, wounds) + kill * 0.01, h + c)
            if best is None or worth > best[0]:
                best = (worth, h + c + auto, d, kill)
        hits += p * best[1]
        damage += p * best[2]
        p_kill += p * best[3]
    return {
        "dice": list(dice),
        "hits": hits,
        "wounds": damage,
        "p_kill": p_kill,
        "kinds": sorted({u[0] for u in uses}),
    }
