"""Starting, opening and finishing matches: the glue between the menus, the Match and the board.

The profile link is generic: a game lists in ``profile_options`` the options that belong to the
player across games (Grudge's "luckstones"). They are filled in from the profile when a game
starts (never typed in), and written back from the outcome when it ends. Nothing here names a
particular game.
"""
from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.app.scene_registry import GENERIC_BOARD, MAIN_MENU, registered
from game.core.campaign import (Campaign, autosave_session, end_session, load_campaign,
                                new_campaign, resume_session, save_campaign, start_session)
from game.core.match import Match
from game.core.profile import load_profile, save_profile
from game.core.registry import UnknownGame, get_manifest, manifest_of
from game.core.saves import PREVIOUS_NOTE, SaveError, SaveInfo, load_match
from game.core.saves.autosave import autosave_to
from game.core.saves.slots import new_slot, previous_of, slot_for_loaded

if TYPE_CHECKING:
    from game.app.context import AppContext
    from game.app.scene import Scene

def options_from_profile(rules: Any, profile: dict[str, Any]) -> dict[str, Any]:
    """The game's profile options, valued from the profile (or the game's default)."""
    defaults = rules.default_options()
    return {key: profile.get(key, defaults[key]) for key in manifest_of(rules).profile_options}


def profile_updates(outcome: dict[str, Any], rules: Any) -> dict[str, Any]:
    carried = set(manifest_of(rules).profile_options)
    return {key: outcome[key] for key in outcome if key in carried}


def carry_outcome_to_profile(ctx: "AppContext", match: Match) -> dict[str, Any]:
    """Write the outcome's profile keys; returns what changed (empty if nothing did)."""
    outcome = match.outcome() or {}
    profile = load_profile(ctx.saves_dir)
    updates = profile_updates(outcome, match.rules)
    if updates:
        profile.update(updates)
        try:
            save_profile(ctx.saves_dir, profile)
        except OSError as err:
            ctx.toast(f"Your profile could not be saved: {err.strerror or err}.")
    return updates


def start_match(ctx: "AppContext", game_id: str, seed: int, options: dict[str, Any],
                human_seats: set[int] | None = None) -> Match:
    """``human_seats`` None: every seat is a human (hotseat); the others are played by the AI."""
    rules = ctx.catalog.get_rules(game_id)
    match = Match(rules, options, seed=seed, human_seats=human_seats, casual_undo=ctx.settings.casual_undo)
    return match.start()


class Slot:
    """The file a match autosaves into, and the title it shows on the load screen."""

    def __init__(self, path: Path, title: str) -> None:
        self.path, self.title = path, title

    @classmethod
    def new(cls, ctx: "AppContext", match: Match) -> "Slot":
        started = datetime.now()
        path = new_slot(ctx.saves_dir, match.rules.id, started)
        return cls(path, f"{match.rules.title}, {started.strftime('%d %b %H:%M')}")

    @classmethod
    def loaded(cls, ctx: "AppContext", match: Match, path: Path, title: str) -> "Slot":
        """A loaded match goes on in its own slot, or in a new one (see slot_for_loaded)."""
        slot = slot_for_loaded(path, ctx.saves_dir, match.rules.id)
        return cls(slot, title) if slot == path else cls.new(ctx, match)


def autosave(ctx: "AppContext", match: Match, campaign: Campaign | None = None,
             slot: Slot | None = None) -> str | None:
    """Autosave into the match's slot (a campaign's match beside its campaign); a failure
    comes back as a sentence for a toast: it must not stop play."""
    try:
        if campaign is not None:
            autosave_session(campaign, match, ctx.saves_dir)
        else:
            slot = slot or Slot.new(ctx, match)
            autosave_to(match, slot.path, previous_of(slot.path), slot.title)
    except (SaveError, OSError) as err:
        return str(err)
    return None


def begin_campaign(ctx: "AppContext", rules: Any, seed: int, options: dict[str, Any],
                   human_seats: set[int] | None) -> tuple[Match, Campaign]:
    """A new campaign whose first session starts now; it carries what the dialog set."""
    title = f"{rules.title} campaign, {datetime.now().strftime('%d %b %Y')}"
    campaign = new_campaign(ctx.saves_dir, rules, title, carry=options, options=options,
                            human_seats=human_seats)
    match = start_session(campaign, rules, seed, ctx.settings.casual_undo)
    save_campaign(campaign, ctx.saves_dir)
    return match, campaign


def continue_campaign(ctx: "AppContext", path: Path,
                      accept_unchecked: bool = False) -> tuple[Match, Campaign]:
    """The campaign's session in progress, or its next session when none is."""
    campaign = load_campaign(path, accept_unchecked)
    if campaign.in_progress:
        return resume_session(campaign, ctx.saves_dir, accept_unchecked), campaign
    rules = ctx.catalog.get_rules(campaign.game)
    match = start_session(campaign, rules, random.SystemRandom().randrange(1, 1_000_000),
                          ctx.settings.casual_undo)
    save_campaign(campaign, ctx.saves_dir)
    return match, campaign


def next_session(ctx: "AppContext", campaign: Campaign) -> bool:
    """Start the campaign's next session from the end of the last (the result's button); a
    refusal (a story already told) is a toast."""
    try:
        rules = ctx.catalog.get_rules(campaign.game)
        match = start_session(campaign, rules, random.SystemRandom().randrange(1, 1_000_000),
                              ctx.settings.casual_undo)
        save_campaign(campaign, ctx.saves_dir)
    except SaveError as err:
        ctx.toast(str(err))
        return False
    problem = autosave(ctx, match, campaign)
    if problem:
        ctx.toast(problem)
    open_match(ctx, match, campaign)
    return True


def open_saved(ctx: "AppContext", info: SaveInfo, accept_unchecked: bool = False) -> bool:
    """Open a listed save (a campaign goes on with its session); a failure is a toast.
    ``accept_unchecked``: the player agreed to open a save this install can't check."""
    try:
        if info.kind == "campaign":
            match, campaign = continue_campaign(ctx, info.path, accept_unchecked)
            slot = None
        else:
            match, campaign = load_match(info.path, accept_unchecked), None
            slot = Slot.loaded(ctx, match, info.path, info.title.removesuffix(PREVIOUS_NOTE))
    except SaveError as err:
        ctx.toast(str(err))
        return False
    match.casual_undo = ctx.settings.casual_undo
    open_match(ctx, match, campaign, slot)
    return True


def finish_campaign_session(ctx: "AppContext", campaign: Campaign, match: Match) -> dict[str, Any]:
    """Record the ended session in its campaign; returns what the campaign now carries anew."""
    carried = end_session(campaign, match)
    try:
        save_campaign(campaign, ctx.saves_dir)
    except SaveError as err:
        ctx.toast(str(err))
    return carried


def board_scene_for(ctx: "AppContext", match: Match) -> "Scene":
    """The board scene the game's manifest names, or the generic one."""
    try:
        make = get_manifest(match.rules.id).load_scene_factory()
    except UnknownGame:
        make = None  # a test's own game, outside the registry
    if make is None:
        make = registered(GENERIC_BOARD)
    if make is None:
        raise LookupError(f"{match.rules.title} has no board scene of its own and the generic "
                          "board is not loaded (import game.app.scenes.generic_board).")
    return make(ctx, match)


def open_match(ctx: "AppContext", match: Match, campaign: Campaign | None = None,
               slot: Slot | None = None, guided: bool = False) -> "Scene":
    """Show ``match`` on its board, above the main menu (everything else is closed); it
    autosaves into ``slot`` (a new one if None)."""
    menu_scene = registered(MAIN_MENU)
    menu = ctx.stack.find(menu_scene) if menu_scene is not None else None
    if menu is not None:
        ctx.stack.pop_until(menu)
    scene = board_scene_for(ctx, match)
    scene.campaign = campaign
    scene.slot = slot or Slot.new(ctx, match)
    if guided and hasattr(scene, "guide"):
        from game.app.guide import Guide
        from game.core.content import ContentError

        try:
            scene.guide = Guide(ctx.saves_dir, match.rules.id)
        except ContentError as err:
            ctx.toast(f"The guided first game could not be read: {err}")
    return ctx.stack.push(scene)
