"""The guided first game: the first time a player meets each kind of decision in a game, a short
hint says what it is and what to click. The hints are the game's content
(assets/<game>/first_game.yaml: an ``intro`` and a hint per prompt kind). The player may skip
the guide at any hint; once skipped, or once a first game ends, it is remembered in the profile
and not shown again for that game."""
from __future__ import annotations

from pathlib import Path

from game.app.paths import ASSETS_DIR
from game.core.content import ContentError, Items, check, load_yaml
from game.core.profile import load_profile, save_profile

DONE = "guided_games"  # profile key: the games whose guided first game is over
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
        found = None if game_id in load_profile(saves_dir).get(DONE, []) else load_hints(
            game_id, folder)
        self.intro: str | None = found[0] if found else None
        self.hints: dict[str, str] = dict(found[1]) if found else {}

    @property
    def active(self) -> bool:
        return bool(self.hints) or self.intro is not None

    def next_hint(self, prompt_kind: str) -> str | None:
        """The intro, then the hint for ``prompt_kind`` the first time it comes up."""
        if self.intro is not None:
            intro, self.intro = self.intro, None
            return intro + ("\n\n" + self.hints.pop(prompt_kind) if prompt_kind in self.hints else "")
        return self.hints.pop(prompt_kind, None)

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
