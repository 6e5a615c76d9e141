"""Content files: YAML loaded with safe_load only, checked against a small schema so an error
names the file, the entry and the field instead of failing later in play.

A schema maps field names to a spec: a type (str, int, float, bool, dict), a list ``[spec]``,
a tuple of allowed values (a closed vocabulary), a nested schema dict, ``Range(low, high)`` for
a number within limits, or ``Items(spec, low, high)`` for a list of so many entries. A name
ending in "?" is optional. Every number and list in content should carry its limits: an attack
of -40 damage or a deck of 100,000 cards is a typo, refused with the file, entry and field."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.core import data

ASSETS = data.ASSETS


class ContentError(Exception):
    """A content file that can't be used; the message names file, entry and field."""


# libyaml's safe loader when PyYAML was built with it (its wheels are): the same documents,
# parsed several times faster; the main menu's content counts read every game's files
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(path: Path | str) -> Any:
    path = Path(path)
    try:
        with path.open(encoding="utf-8") as handle:
            try:
                return yaml.load(handle, Loader=SAFE_LOADER)
            except yaml.YAMLError:  # read again by the pure loader, for its plainer sentence
                handle.seek(0)
                return yaml.load(handle, Loader=yaml.SafeLoader)
    except FileNotFoundError:
        raise ContentError(f"The content file {path} is missing.") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise ContentError(
            f"The content file {path.name} is not valid YAML{where}: {_yaml_reason(error)}."
        ) from None


YAML_TAG = re.compile(r"constructor for the tag '([^']*)'")


def _yaml_reason(error: yaml.YAMLError) -> str:
    """What is wrong, in words: a tag (such as !!python/object, which could run code) is refused
    by name, as content holds only plain text, numbers, lists and mappings."""
    problem = str(getattr(error, "problem", "") or "").strip()
    tag = YAML_TAG.search(problem)
    if tag:
        name = tag.group(1).replace("tag:yaml.org,2002:", "!!")
        return (
            f"tags such as {name} are not allowed; content holds only plain text, numbers, "
            f"lists and mappings"
        )
    return problem or "the file could not be read as YAML"


_TYPE_NAMES = {
    str: "text",
    int: "a whole number",
    float: "a number",
    bool: "true or false",
    dict: "a mapping",
    list: "a list",
}


@dataclass(frozen=True)
class Range:
    """A number from ``low`` to ``high`` inclusive; whole unless ``whole`` is False."""

    low: float
    high: float
    whole: bool = True


@dataclass(frozen=True)
class Items:
    """A list of ``low`` to ``high`` entries, each matching ``spec``."""

    spec: Any
    low: int = 0
    high: int = 1000


def check(value: Any, spec: Any, where: str) -> None:
    """Raise ContentError naming ``where`` if ``value`` does not match ``spec``."""
    if isinstance(spec, Range):
        kind = int if spec.whole else (int, float)
        if not isinstance(value, kind) or isinstance(value, bool):
            wanted = "a whole number" if spec.whole else "a number"
            raise ContentError(f"{where}: expected {wanted}, got {value!r}.")
        if not spec.low <= value <= spec.high:
            raise ContentError(f"{where}: {value!r} is outside {spec.low:g} to {spec.high:g}.")
    elif isinstance(spec, Items):
        if not isinstance(value, list):
            raise ContentError(f"{where}: expected a list, got {value!r}.")
        if not spec.low <= len(value) <= spec.high:
            raise ContentError(
                f"{where}: has {len(value)} entries; it must have {spec.low} to {spec.high}."
            )
        for index, item in enumerate(value):
            check(item, spec.spec, f"{where}[{index}]")
    elif isinstance(spec, dict):
        if not isinstance(value, dict):
            raise ContentError(f"{where}: expected a mapping, got {value!r}.")
        for raw_name, field_spec in spec.items():
            name = raw_name.rstrip("?")
            if name not in value:
                if raw_name.endswith("?"):
                    continue
                raise ContentError(f"{where}: the field '{name}' is missing.")
            check(value[name], field_spec, f"{where}, field '{name}'")
        known = {raw.rstrip("?") for raw in spec}
        extra = sorted(set(value) - known)
        if extra:
            raise ContentError(f"{where}: unknown field '{extra[0]}'.")
    elif isinstance(spec, list):
        if not isinstance(value, list):
            raise ContentError(f"{where}: expected a list, got {value!r}.")
        for index, item in enumerate(value):
            check(item, spec[0], f"{where}[{index}]")
    elif isinstance(spec, tuple):
        if value not in spec:
            raise ContentError(f"{where}: {value!r} is not one of {', '.join(map(str, spec))}.")
    else:
        ok = isinstance(value, spec) and not (spec in (int, float) and isinstance(value, bool))
        if spec is float and isinstance(value, int) and not isinstance(value, bool):
            ok = True
        if not ok:
            raise ContentError(
                f"{where}: expected {_TYPE_NAMES.get(spec, spec.__name__)}, got {value!r}."
            )


def load_table(path: Path | str, entry_schema: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A file that maps entry ids to entries, each checked against ``entry_schema``."""
    path = Path(path)
    data = load_yaml(path)
    if not isinstance(data, dict) or not data:
        raise ContentError(f"{path.name}: expected a mapping of entries.")
    for key, entry in data.items():
        check(entry, entry_schema, f"{path.name}, entry '{key}'")
    return data


def check_refs(table: dict[str, Any], field: str, targets: dict[str, Any], file_name: str) -> None:
    """Every entry's ``field`` (a name or a list of names) must be a key of ``targets``."""
    for key, entry in table.items():
        refs = entry.get(field)
        for ref in refs if isinstance(refs, list) else [refs] if refs is not None else []:
            if ref not in targets:
                raise ContentError(
                    f"{file_name}, entry '{key}', field '{field}': '{ref}' is not a known entry."
                )
