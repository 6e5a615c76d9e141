"""A tiny game for the shell's tests: players take turns adding 1 or 2 to a shared tally, or
draw a card (a reveal); whoever reaches the target wins. It also returns a luckstone."""
from __future__ import annotations

from game.core.contract import Chance, IllegalCommand, Prompt

CARDS = ["AS", "7H", "QC", "10D", "JOKER", "3S"]


class TallyRules:
    id = "tally"
    title = "Tally"
    players = (1, 2)
    rules_version = 1
    profile_options = ("luckstones",)

    def default_options(self):
        return {"players": 1, "target": 5, "double_draw": False, "luckstones": 0}

    def initial_state(self, options):
        return {"players": int(options.get("players", 1)), "target": int(options["target"]), "tally": 0,
                "turn": 0, "hands": {}, "log": [], "luckstones": int(options.get("luckstones", 0))}

    def setup(self, options, chance: Chance):
        return [{"type": "Started", "first": 0}]

    def pending(self, state):
        if self.outcome(state):
            return Prompt(None, "over", {"text": "The game is over."})
        return Prompt(state["turn"], "turn", {"text": f"Player {state['turn'] + 1}: add to the tally or draw."})

    def legal(self, state, seat):
        if self.outcome(state) or seat != state["turn"]:
            return []
        cmds = [{"type": "add", "amount": n, "label": f"Add {n}", "preview": f"Tally becomes {state['tally'] + n}"}
                for n in (1, 2)]
        cmds.append({"type": "draw", "label": "Draw a card", "preview": "Reveals a card; can't be undone."})
        cmds.append({"type": "mark", "square": [2, 3], "label": "Mark c3"})
        return cmds

    def decide(self, state, command, chance):
        seat = command.get("seat")
        if self.outcome(state):
            raise IllegalCommand("The game is over.")
        if seat != state["turn"]:
            raise IllegalCommand("It is not your turn.")
        kind = command.get("type")
        if kind == "add":
            if command.get("amount") not in (1, 2):
                raise IllegalCommand("You can only add 1 or 2.")
            return [{"type": "Added", "seat": seat, "amount": command["amount"]}]
        if kind == "draw":
            return [{"type": "Drew", "seat": seat, "card": chance.choice(CARDS), "reveal": True}]
        if kind == "mark":
            return [{"type": "Marked", "seat": seat}]
        raise IllegalCommand("That is not a move in Tally.")

    def apply(self, state, event):
        kind = event["type"]
        if kind == "Added":
            state["tally"] += event["amount"]
            state["log"].append(f"Player {event['seat'] + 1} adds {event['amount']}.")
            state["turn"] = (state["turn"] + 1) % state["players"]
        elif kind == "Drew":
            state["hands"].setdefault(str(event["seat"]), []).append(event["card"])
            state["log"].append(f"Player {event['seat'] + 1} draws a card.")
            state["turn"] = (state["turn"] + 1) % state["players"]
        elif kind == "Marked":
            state["log"].append("A square is marked.")
        elif kind == "Started":
            state["log"].append("The tally starts at 0.")
        return state

    def view(self, state, seat):
        return {"tally": state["tally"], "target": state["target"], "turn": state["turn"],
                "hand": list(state["hands"].get(str(seat), [])), "log": list(state["log"]),
                "prompt": self.pending(state).to_dict()}

    def outcome(self, state):
        if state["tally"] >= state["target"]:
            winner = (state["turn"] - 1) % state["players"]
            return {"winners": [winner], "luckstones": state["luckstones"] + 1}
        return None

    def summary(self, state):
        return f"Tally {state['tally']} of {state['target']}"


RULES = TallyRules()
