"""The guided first game: the first time a player meets each kind of decision in a game, a short
hint says what it is and what to click. The hints are the game's content
(assets/<game>/first_game.yaml: an ``intro`` and a hint per prompt kind). The player may skip
the guide at any hint; once skipped, or once a first game ends, it is remembered in the profile
and not shown again for that game. Each hint shown is remembered too, so a first game left
unfinished does not repeat its hints in the next one."""
from __future__ import annotations

from pathlib import Path

from game.app.paths import ASSETS_DIR
from game.core.content import ContentError, Items, check, load_yaml
from game.core.profile import load_profile, save_profile

DONE = "guided_games"  # profile key: the games whose guided first game is over
SEEN = "guide_hints_seen"  # profile key: {game id: [prompt kinds, and "intro", already shown]}
INTRO = "intro"
SCHEMA = {"intro": str, "hints": Items({"kind": str, "text": str}, 1, 60)}


def load_hints(game_id: str, folder: Path = ASSETS_DIR) -> tuple[str, dict[str, str]] | None:
    """(intro, hint per prompt kind) for a game, or None when it has no guided first game."""
    path = folder / game_id / "first_game.yaml"
    if not path.is_file():
        return None
    data = load_yaml(path)
    check(data, SCHEMA, path.name)
    hints = {hint["kind"]: hint["text"] for hint in data["hints"]}
    if len(hints) != len(data["hints"]):
        raise ContentError(f"{path.name}: a prompt kind has two hints.")
    return data["intro"], hints


class Guide:
    """One match's guide: which hints are still to show."""

    def __init__(self, saves_dir: Path, game_id: str, folder: Path = ASSETS_DIR) -> None:
        self.saves_dir, self.game_id = saves_dir, game_id
        profile = load_profile(saves_dir)
        found = None if game_id in profile.get(DONE, []) else load_hints(game_id, folder)
        seen = profile.get(SEEN, {}).get(game_id, []) if isinstance(profile.get(SEEN), dict) else []
        self.intro: str | None = found[0] if found and INTRO not in seen else None
        self.hints: dict[str, str] = {kind: words for kind, words in found[1].items()
                                      if kind not in seen} if found else {}

    @property
    def active(self) -> bool:
        return bool(self.hints) or self.intro is not None

    def next_hint(self, prompt_kind: str) -> str | None:
        """The intro, then the hint for ``prompt_kind`` the first time it comes up."""
        if self.intro is not None:
            intro, self.intro = self.intro, None
            shown = [INTRO] + ([prompt_kind] if prompt_kind in self.hints else [])
            self._remember(shown)
            hint = self.hints.pop(prompt_kind, None)
            return intro + (f"\n\n{hint}" if hint else "")
        hint = self.hints.pop(prompt_kind, None)
        if hint is not None:
            self._remember([prompt_kind])
        return hint

    def _remember(self, kinds: list[str]) -> None:
        profile = load_profile(self.saves_dir)
        seen = profile.get(SEEN) if isinstance(profile.get(SEEN), dict) else {}
        mine = [k for k in seen.get(self.game_id, []) if isinstance(k, str)]
        profile[SEEN] = {**seen, self.game_id: mine + [k for k in kinds if k not in mine]}
        try:
            save_profile(self.saves_dir, profile)
        except OSError:
            pass  # not remembered: the hint may show again next game, nothing worse

    def finish(self) -> None:
        """Never again for this game (skipped, or the first game is over)."""
        self.intro, self.hints = None, {}
        profile = load_profile(self.saves_dir)
        done = [g for g in profile.get(DONE, []) if isinstance(g, str)]
        if self.game_id not in done:
            profile[DONE] = [*done, self.game_id]
            try:
                save_profile(self.saves_dir, profile)
            except OSError:
                pass  # not remembered: the guide shows again next time, nothing worse
