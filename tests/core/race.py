"""A tiny two-seat dice race used to test the core without any real game.

Each turn the seat on move either steps 1-2 squares or rolls a die (a reveal) and moves that far;
the first to reach 12 wins."""
from game.core.contract import IllegalCommand, Prompt

GOAL = 12


class Race:
    id = "race"
    title = "Dice Race"
    players = (1, 2)
    rules_version = 1

    def default_options(self):
        return {"players": 2, "goal": GOAL}

    def initial_state(self, options):
        return {"pos": [0] * options["players"], "turn": 0, "rolls": [], "goal": options["goal"]}

    def setup(self, options, chance):
        return [{"type": "started", "first": chance.below(options["players"]), "reveal": True}]

    def pending(self, state):
        if self.outcome(state):
            return Prompt(None, "over")
        return Prompt(state["turn"], "move", {"text": "Step or roll"})

    def legal(self, state, seat):
        if self.outcome(state) or seat != state["turn"]:
            return []
        return [{"type": "step", "n": 1}, {"type": "step", "n": 2}, {"type": "roll"}]

    def decide(self, state, command, chance):
        seat = command["seat"]
        if seat != state["turn"]:
            raise IllegalCommand("It is not your turn.")
        if command.get("type") == "roll":
            face = chance.die(6)
            return [{"type": "moved", "seat": seat, "n": face, "roll": True, "reveal": True}]
        if command.get("type") == "step" and command.get("n") in (1, 2):
            return [{"type": "moved", "seat": seat, "n": command["n"]}]
        raise IllegalCommand("Step 1 or 2, or roll.")

    def apply(self, state, event):
        if event["type"] == "started":
            state["turn"] = event["first"]
        elif event["type"] == "moved":
            state["pos"][event["seat"]] += event["n"]
            if event.get("roll"):
                state["rolls"].append(event["n"])
            state["turn"] = (state["turn"] + 1) % len(state["pos"])
        return state

    def view(self, state, seat):
        return {"pos": list(state["pos"]), "turn": state["turn"], "log": []}

    def outcome(self, state):
        winners = [i for i, p in enumerate(state["pos"]) if p >= state["goal"]]
        return {"winners": winners} if winners else None

    def summary(self, state):
        return "positions " + ", ".join(map(str, state["pos"]))


RACE = Race()
