"""The words of the effects vocabulary (see ``effects`` for what each one does), the Afterworld
rules and the Grimlord abilities. They sit at the bottom so the content schema can name them
without reaching the code that carries them out."""

from __future__ import annotations

from game.core.content import Range
from game.games.grim.rules.elements import STATUSES

VERBS = (
    "deal",
    "heal",
    "gain_stamina",
    "steal_stamina",
    "lose_stamina",
    "draw",
    "inflict",
    "cure",
    "bounce",
    "extra_attack",
    "search",
    "revive_afterworld",
    "replace_afterworld",
    "hook",
    "bonus_damage",
    "strong",
    "target_both",
)
TARGETS = ("target", "each_target", "both_enemies", "self", "ally", "both_allies")
PASSIVE_TRIGGERS = (
    "start_of_turn",
    "before_action",
    "attack_lands",
    "after_attack_lands",
    "after_resolution",
    "on_knockout",
    "after_action",
    "end_of_round",
    "damage",
    "on_enter",
    "when_hit",
)
# conditions a Passive may carry in ``if`` (all must hold); "target" ones need a Target
CONDITIONS = (
    "target_status",
    "target_below_half",
    "target_full_health",
    "self_below_half",
    "afterworld_own",
    "alone",
    "has_spirit",
    "target_has_bond",
)
EFFECT = {
    "do": VERBS,
    "amount?": Range(1, 8),
    "to?": TARGETS,
    "status?": STATUSES,
    "hook?": str,
    "if_hand_below?": Range(1, 12),
    "if_target_status?": bool,
}
DAMAGE_ONLY = ("bonus_damage", "strong", "target_both")
HOOK_NAMES = (
    "limbo_spirit_strike",
    "graveyard_toll",
    "mind_count",
    "contagion",
    "bond_echo",
    "fester",
)  # effects.HOOKS carries each one out

# what each Afterworld bends besides +2 to its Element's Attacks and -2 to the one weak to it
AFTERWORLD_RULES = (
    "stamina_surge",
    "scorch",
    "overgrowth",
    "spread",
    "overcharge",
    "paralysis_phase",
    "cleansing",
    "prey_on_weak",
    "haunt",
    "dreaming",
    "status_damage",
)
# what each Grimlord does for its player in Coven, besides lending its Element's Synergy
GRIMLORD_ABILITIES = (
    "deep_reserves",
    "wildfire",
    "evergreen",
    "bedrock",
    "quickening",
    "free_swap",
    "dawnlight",
    "no_mercy",
    "keepsakes",
    "second_sight",
    "sapping",
)
