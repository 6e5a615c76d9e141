"""Lanterns: each round every player acts once, in any order (the prompt is open to all who have
not acted yet): Light (a d6, 4 or more lights a lantern) or Shelter (the next gust misses).
Then the wind blows (a d6: 1 or 2 is a gust that puts a lantern out, unless sheltered). Each
player also holds a secret omen card, so the example has something a seat must not see. Light
the goal within six rounds to win."""
from __future__ import annotations

import random
from typing import Any

from game.core.contract import Chance, IllegalCommand, Prompt
from tests.example_game.manifest import MANIFEST

OMENS = ("raven", "moth", "ember", "frost", "hare", "owl")
ROUNDS = 6


class LanternsRules:
    manifest = MANIFEST
    id, title, players, coop = MANIFEST.id, MANIFEST.title, MANIFEST.players, MANIFEST.coop
    rules_version = 1

    def default_options(self) -> dict[str, Any]:
        return MANIFEST.defaults()

    def initial_state(self, options: dict[str, Any]) -> dict[str, Any]:
        seats = int(options["players"])
        return {"seats": seats, "goal": int(options["goal"]), "lit": 0, "round": 1, "acted": [],
                "sheltered": False, "omens": [None] * seats, "log": [], "result": None}

    def setup(self, options: dict[str, Any], chance: Chance) -> list[dict]:
        omens = [OMENS[chance.below(len(OMENS), "omen")] for _ in range(int(options["players"]))]
        return [{"type": "omens_drawn", "log": "Each player draws a secret omen.", "omens": omens}]

    def pending(self, state: dict) -> Prompt:
        if state["result"] is not None:
            return Prompt(None, "game_over", {"text": "The night is over."})
        waiting = [s for s in range(state["seats"]) if s not in state["acted"]]
        return Prompt(waiting[0], "act", {"text": "Any player who has not acted: Light or Shelter."},
                      open_to=waiting)

    def legal(self, state: dict, seat: int) -> list[dict]:
        if seat not in self.pending(state).seats:
            return []
        return [{"type": "light", "label": "Light a lantern", "preview": "4+ on a d6 lights one"},
                {"type": "shelter", "label": "Shelter", "preview": "the next gust misses"}]

    def decide(self, state: dict, command: dict, chance: Chance) -> list[dict]:
        seat, kind = command.get("seat"), command.get("type")
        if seat not in self.pending(state).seats:
            raise IllegalCommand("You have acted this round; wait for the wind.")
        if kind == "light":
            face = chance.die(6)
            events = [{"type": "lit" if face >= 4 else "flickered", "seat": seat, "face": face,
                       "reveal": True, "log": f"Player {seat + 1} rolls {face}" +
                       (" and lights a lantern." if face >= 4 else "; the wick only smokes.")}]
        elif kind == "shelter":
            events = [{"type": "sheltered", "seat": seat,
                       "log": f"Player {seat + 1} shelters the lanterns."}]
        else:
            raise IllegalCommand("Light or Shelter.")
        if len(state["acted"]) + 1 == state["seats"]:
            events.append(self._wind(state, events, chance))
        return events

    def _wind(self, state: dict, events: list[dict], chance: Chance) -> dict:
        face = chance.die(6, "wind")
        sheltered = state["sheltered"] or any(e["type"] == "sheltered" for e in events)
        lit = state["lit"] + sum(e["type"] == "lit" for e in events)
        gust = face <= 2 and not sheltered and lit > 0
        line = (f"The wind rolls {face}: a gust puts a lantern out." if gust else
                f"The wind rolls {face}; the flames hold.")
        return {"type": "wind", "face": face, "gust": gust, "reveal": True, "log": line}

    def apply(self, state: dict, event: dict) -> dict:
        kind = event["type"]
        if kind == "omens_drawn":
            state["omens"] = list(event["omens"])
        elif kind in ("lit", "flickered", "sheltered"):
            state["acted"].append(event["seat"])
            state["lit"] += kind == "lit"
            state["sheltered"] = state["sheltered"] or kind == "sheltered"
        elif kind == "scenario":  # a scenario's position, written over the setup
            for path, value in event["set"]:
                state[path[0]] = value
        elif kind == "wind":
            state["lit"] -= int(event["gust"])
            if event["face"] <= 2:
                state["sheltered"] = False  # a shelter stands against one gust
            state["acted"], state["round"] = [], state["round"] + 1
            if state["lit"] >= state["goal"] or state["round"] > ROUNDS:
                state["result"] = "won" if state["lit"] >= state["goal"] else "lost"
        if event.get("log"):
            state["log"] = (state["log"] + [event["log"]])[-20:]
        return state

    def view(self, state: dict, seat: int | None) -> dict[str, Any]:
        return {"lit": state["lit"], "goal": state["goal"], "round": state["round"],
                "acted": list(state["acted"]), "sheltered": state["sheltered"],
                "omen": state["omens"][seat] if seat is not None else None,
                "log": list(state["log"]), "result": state["result"]}

    def outcome(self, state: dict) -> dict[str, Any] | None:
        if state["result"] is None:
            return None
        return {"result": state["result"], "lit": state["lit"],
                "winners": list(range(state["seats"])) if state["result"] == "won" else []}

    def summary(self, state: dict) -> str:
        return f"Round {min(state['round'], ROUNDS)}, {state['lit']} of {state['goal']} lit"

    def hidden_from(self, state: dict, seat: int) -> list:
        """The other players' omens (unless the seat drew the same one)."""
        mine = state["omens"][seat]
        return sorted({o for s, o in enumerate(state["omens"]) if s != seat and o and o != mine})


RULES = LanternsRules()


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    """The example AI: shelter when the wind could take a lantern, else light."""
    wanted = "shelter" if view["lit"] and not view["sheltered"] else "light"
    return next({"type": c["type"]} for c in legal if c["type"] == wanted)
