"""The words of the effects vocabulary (see ``effects`` for what each one does). They sit at the
bottom so the content schema can name them without reaching the code that carries them out."""
from __future__ import annotations

from game.games.grim.rules.elements import STATUSES

VERBS = ("deal", "heal", "gain_stamina", "steal_stamina", "draw", "inflict", "cure", "bounce",
         "extra_attack", "search", "revive_afterworld", "replace_afterworld", "hook",
         "bonus_damage", "strong", "target_both")
TARGETS = ("target", "each_target", "both_enemies", "self", "ally", "both_allies")
PASSIVE_TRIGGERS = ("start_of_turn", "before_action", "attack_lands", "after_attack_lands",
                    "after_resolution", "on_knockout", "after_action", "end_of_round", "damage")
EFFECT = {"do": VERBS, "amount?": int, "to?": TARGETS, "status?": STATUSES, "hook?": str,
          "if_hand_below?": int}
DAMAGE_ONLY = ("bonus_damage", "strong", "target_both")
HOOK_NAMES = ("limbo_spirit_strike",)  # effects.HOOKS carries each one out
