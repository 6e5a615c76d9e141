"""A shared vocabulary for card and ability effects written as content data, and its runner.

GRIM's effect runner (game/games/grim/effects.py) showed the shape: an effect is a small dict
``{"do": verb, ...}``, a list of them runs in order, and a named Python hook says what the words
can't. This module is that idea without any game in it. The runner only interprets the data; a
game binds every verb to its own state through a ``World`` adapter, so "deal 2 to an enemy" means
wounds on a Grimheim model and Health on a Tainted Grail Character.

Verbs (each takes ``to``, a target selector, and ``range`` with ``all_in_range``):
  deal (amount)          heal (amount)            draw (amount, deck?)
  move (distance?, where?)   inflict (status, amount?)   cure (status?: all when omitted)
  gain (resource, amount)    spend (resource, amount): a cost; unpaid, it ends its list
  test (attribute, against?, then?, else?): the world rolls; the branch follows the result,
    and calls the figure that tested ``tester`` (several testers: each tests, then its branch)
Control: if (check, then, else?), choose (options: [{label, effects}], prompt?),
  for_each (in, range?, effects: run once per target, which they call ``it``),
  hook (hook, args?): a named Python function from the game's ``Hooks``.

Targets: ``self`` (the source), ``ally`` and ``enemy`` (one: the declared or chosen one),
``allies`` and ``enemies`` (every one), ``all`` (every figure), ``all_in_range`` (every figure
within ``range`` of the source), ``it`` (the current target of a for_each) and ``tester`` (in a
test's then/else, the figure that tested). The world decides what each selector finds; ``to``
defaults to ``it`` inside a for_each and otherwise to the verb's usual target
(``DEFAULT_TARGET``), so "test; then deal 2" still deals to the enemy.

Conditions (for ``if``), each one kind: ``{status, who?}`` (a target has the status),
``{resource, at_least?, at_most?, who?}``, ``{all: [...]}``, ``{any: [...]}``, ``{not: ...}``
and ``{hook, args?}``.

Choices pause the run. ``World.choose`` answers at once (the AI, a choice carried in the
command) or returns None; then ``run`` returns a ``Paused``, plain data a game keeps in an agenda
step, and ``resume(paused, index, world)`` continues when the player answers. For a paused run to
be storable, targets the world returns should be plain data (ids, [seat, slot] pairs).

Content is checked on load by ``check_effects`` against ``effect_schemas(vocabulary, hooks)``:
content.py's schema style (dict of fields, "?" for optional, tuples of allowed values, types)
plus ``range`` objects for numbers with bounds. The statuses, resources, attributes and decks
are the game's own closed lists (``Vocabulary``); a verb whose list is empty is not offered.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

# content.check is the one schema language of content files; the effect schema reuses it for
# every field and adds only what it lacks (ranges, and a union chosen by the "do" field).
from game.core.content import ContentError
from game.core.content import check as check_field

VERBS = ("deal", "heal", "draw", "move", "inflict", "cure", "gain", "spend", "test")
CONTROL = ("if", "choose", "for_each", "hook")
TARGETS = ("self", "ally", "enemy", "allies", "enemies", "all", "all_in_range", "it", "tester")
BOUND = ("it", "tester")  # names that only mean something where a for_each or a test binds them
DEFAULT_TARGET = {
    "deal": "enemy",
    "inflict": "enemy",
    "heal": "self",
    "draw": "self",
    "move": "self",
    "cure": "self",
    "gain": "self",
    "spend": "self",
    "test": "self",
}
CONDITION_KINDS = ("status", "resource", "all", "any", "not", "hook")

AMOUNT = range(0, 100)  # amounts, distances and markers a card can name
REACH = range(0, 100)  # the range of all_in_range, in the game's own unit (inches, tiles)
DIFFICULTY = range(1, 100)  # what a test is rolled against


class EffectError(ValueError):
    """Effect data the runner can't carry out; the message says which effect and why."""


# --- the adapter a game supplies -------------------------------------------------------------


class World(Protocol):
    """One game's meaning for each verb. Targets are whatever the game uses to name a figure."""

    def targets(self, selector: str, source: Any, reach: int | None) -> list[Any]:
        """The figures ``selector`` names from ``source``'s side (``reach`` for all_in_range)."""

    def deal(self, target: Any, amount: int) -> None: ...

    def heal(self, target: Any, amount: int) -> None: ...

    def draw(self, target: Any, amount: int, deck: str | None) -> None: ...

    def move(self, target: Any, distance: int | None, where: str | None) -> None: ...

    def inflict(self, target: Any, status: str, amount: int) -> None: ...

    def cure(self, target: Any, status: str | None) -> None: ...

    def gain(self, target: Any, resource: str, amount: int) -> None: ...

    def spend(self, target: Any, resource: str, amount: int) -> bool:
        """Pay the cost and return True, or return False (changing nothing) when it can't be
        paid: the rest of the effect list is skipped. Raise to refuse the whole command."""

    def test(self, target: Any, attribute: str, against: int | None) -> bool:
        """Roll the test (dice from the game's Chance) and say whether it passed."""

    def choose(self, options: list[str], source: Any, prompt: str) -> int | None:
        """The index of the chosen option, or None to pause the run until the player answers."""

    def has_status(self, target: Any, status: str) -> bool: ...

    def amount(self, target: Any, resource: str) -> int: ...


EffectHook = Callable[[World, Any, Mapping[str, Any], Mapping[str, Any]], None]
ConditionHook = Callable[[World, Any, Mapping[str, Any], Mapping[str, Any]], bool]


class Hooks:
    """A game's named Python functions for what the data can't say. Each is called as
    ``fn(world, source, args, bound)``: ``args`` from the data, ``bound`` the names bound where it
    runs ({"it": the for_each target, "tester": the figure that tested}, either or both absent).
    Every game owns its own registry, so nothing shared names a game."""

    def __init__(self) -> None:
        self.effects: dict[str, EffectHook] = {}
        self.conditions: dict[str, ConditionHook] = {}

    def effect(self, name: str) -> Callable[[EffectHook], EffectHook]:
        def register(fn: EffectHook) -> EffectHook:
            if name in self.effects:
                raise EffectError(f"The effect hook {name!r} is registered twice.")
            self.effects[name] = fn
            return fn

        return register

    def condition(self, name: str) -> Callable[[ConditionHook], ConditionHook]:
        def register(fn: ConditionHook) -> ConditionHook:
            if name in self.conditions:
                raise EffectError(f"The condition hook {name!r} is registered twice.")
            self.conditions[name] = fn
            return fn

        return register


# --- the schema --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Vocabulary:
    """A game's closed lists of words. ``targets`` may narrow the shared selectors."""

    statuses: tuple[str, ...] = ()
    resources: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    decks: tuple[str, ...] = ()
    targets: tuple[str, ...] = TARGETS

    def __post_init__(self) -> None:
        odd = [t for t in self.targets if t not in TARGETS]
        if odd:
            raise EffectError(f"{odd[0]!r} is not a target selector; use {', '.join(TARGETS)}.")


def effect_schemas(vocab: Vocabulary, hooks: Hooks | None = None) -> dict[str, dict[str, Any]]:
    """The fields of each verb this game can use, in content.py's schema style. Nested effect
    lists are ``[dict]`` here; ``check_effects`` checks each of their items in turn."""
    to = {"to?": vocab.targets, "range?": REACH}
    schemas: dict[str, dict[str, Any]] = {
        "deal": {"amount": AMOUNT, **to},
        "heal": {"amount": AMOUNT, **to},
        "draw": {"amount": AMOUNT, **({"deck?": vocab.decks} if vocab.decks else {}), **to},
        "move": {"distance?": AMOUNT, "where?": str, **to},
        "if": {"check": dict, "then": [dict], "else?": [dict]},
        "choose": {"options": [{"label": str, "effects": [dict]}], "prompt?": str},
        "for_each": {
            "in": tuple(t for t in vocab.targets if t not in BOUND),
            "range?": REACH,
            "effects": [dict],
        },
    }
    if vocab.statuses:
        schemas["inflict"] = {"status": vocab.statuses, "amount?": AMOUNT, **to}
        schemas["cure"] = {"status?": vocab.statuses, **to}
    if vocab.resources:
        schemas["gain"] = {"resource": vocab.resources, "amount": AMOUNT, **to}
        schemas["spend"] = {"resource": vocab.resources, "amount": AMOUNT, **to}
    if vocab.attributes:
        schemas["test"] = {
            "attribute": vocab.attributes,
            "against?": DIFFICULTY,
            "then?": [dict],
            "else?": [dict],
            **to,
        }
    if hooks is not None and hooks.effects:
        schemas["hook"] = {"hook": tuple(hooks.effects), "args?": dict}
    return {verb: {"do": (verb,), **fields} for verb, fields in schemas.items()}


def _check_fields(value: Any, spec: Mapping[str, Any], where: str) -> None:
    """content.py's check of a mapping, with ``range`` specs for bounded whole numbers."""
    if not isinstance(value, dict):
        raise ContentError(f"{where}: expected a mapping, got {value!r}.")
    known = {raw.rstrip("?") for raw in spec}
    extra = sorted(set(value) - known)
    if extra:
        raise ContentError(f"{where}: unknown field '{extra[0]}'.")
    for raw, field_spec in spec.items():
        name = raw.rstrip("?")
        if name not in value:
            if raw.endswith("?"):
                continue
            raise ContentError(f"{where}: the field '{name}' is missing.")
        at = f"{where}, field '{name}'"
        if isinstance(field_spec, range):
            number = value[name]
            if isinstance(number, bool) or not isinstance(number, int) or number not in field_spec:
                raise ContentError(
                    f"{at}: expected a whole number from {field_spec.start} to "
                    f"{field_spec.stop - 1}, got {number!r}."
                )
        else:
            check_field(value[name], field_spec, at)


def _check_selector(effect: Mapping[str, Any], key: str, bound: frozenset[str], where: str) -> None:
    who = effect.get(key)
    if who == "it" and who not in bound:
        raise ContentError(f"{where}: 'it' names the target of a for_each, and there is none here.")
    if who == "tester" and who not in bound:
        raise ContentError(
            f"{where}: 'tester' names the figure that tested, and only the then "
            f"and else of a test have one."
        )
    if who == "all_in_range" and "range" not in effect:
        raise ContentError(f"{where}: all_in_range needs a range.")
    if "range" in effect and who != "all_in_range":
        raise ContentError(f"{where}: a range only applies to all_in_range.")


def check_effects(
    effects: Any,
    vocab: Vocabulary,
    hooks: Hooks | None = None,
    where: str = "effects",
    bound: frozenset[str] = frozenset(),
) -> None:
    """Refuse effect data that is not in the game's vocabulary; the error names the place."""
    if not isinstance(effects, list):
        raise ContentError(f"{where}: expected a list of effects, got {effects!r}.")
    schemas = effect_schemas(vocab, hooks)
    for index, effect in enumerate(effects):
        at = f"{where}[{index}]"
        if not isinstance(effect, dict):
            raise ContentError(f"{at}: expected a mapping, got {effect!r}.")
        if "do" not in effect:
            raise ContentError(f"{at}: the field 'do' is missing.")
        check_field(effect["do"], tuple(schemas), f"{at}, field 'do'")
        verb = effect["do"]
        _check_fields(effect, schemas[verb], at)
        _check_selector(effect, "in" if verb == "for_each" else "to", bound, at)
        inner = bound | {"tester"} if verb == "test" else bound
        for branch in ("then", "else"):
            if branch in effect:
                check_effects(effect[branch], vocab, hooks, f"{at}, field '{branch}'", inner)
        if verb == "if":
            check_condition(effect["check"], vocab, hooks, f"{at}, field 'check'", bound)
        elif verb == "for_each":
            check_effects(effect["effects"], vocab, hooks, f"{at}, field 'effects'", bound | {"it"})
        elif verb == "choose":
            if not effect["options"]:
                raise ContentError(f"{at}: a choice needs at least one option.")
            for n, option in enumerate(effect["options"]):
                check_effects(
                    option["effects"],
                    vocab,
                    hooks,
                    f"{at}, field 'options'[{n}], field 'effects'",
                    bound,
                )


def condition_schemas(vocab: Vocabulary, hooks: Hooks | None = None) -> dict[str, dict[str, Any]]:
    """The fields of each kind of condition, keyed by the field that names the kind."""
    who = {"who?": vocab.targets, "range?": REACH}
    schemas: dict[str, dict[str, Any]] = {
        "all": {"all": [dict]},
        "any": {"any": [dict]},
        "not": {"not": dict},
    }
    if vocab.statuses:
        schemas["status"] = {"status": vocab.statuses, **who}
    if vocab.resources:
        schemas["resource"] = {
            "resource": vocab.resources,
            "at_least?": AMOUNT,
            "at_most?": AMOUNT,
            **who,
        }
    if hooks is not None and hooks.conditions:
        schemas["hook"] = {"hook": tuple(hooks.conditions), "args?": dict}
    return schemas


def check_condition(
    condition: Any,
    vocab: Vocabulary,
    hooks: Hooks | None = None,
    where: str = "check",
    bound: frozenset[str] = frozenset(),
) -> None:
    if not isinstance(condition, dict):
        raise ContentError(f"{where}: expected a condition mapping, got {condition!r}.")
    schemas = condition_schemas(vocab, hooks)
    kinds = [k for k in CONDITION_KINDS if k in condition]
    if len(kinds) != 1 or kinds[0] not in schemas:
        raise ContentError(f"{where}: a condition names exactly one of {', '.join(schemas)}.")
    kind = kinds[0]
    _check_fields(condition, schemas[kind], where)
    _check_selector(condition, "who", bound, where)
    if kind == "resource" and not {"at_least", "at_most"} & set(condition):
        raise ContentError(f"{where}: a resource condition needs at_least or at_most.")
    if kind in ("all", "any"):
        if not condition[kind]:
            raise ContentError(f"{where}: '{kind}' needs at least one condition.")
        for n, part in enumerate(condition[kind]):
            check_condition(part, vocab, hooks, f"{where}, field '{kind}'[{n}]", bound)
    elif kind == "not":
        check_condition(condition["not"], vocab, hooks, f"{where}, field 'not'", bound)


def check_table_effects(
    table: Mapping[str, Mapping[str, Any]],
    field_name: str,
    vocab: Vocabulary,
    hooks: Hooks | None,
    file_name: str,
) -> None:
    """Check ``field_name`` (a list of effects) of every entry of a loaded content table."""
    for key, entry in table.items():
        if field_name in entry:
            check_effects(
                entry[field_name], vocab, hooks, f"{file_name}, entry '{key}', field '{field_name}'"
            )


# --- the runner ----------------------------------------------------------------------------------


@dataclass
class Paused:
    """A run waiting for a choice. Plain data: ``to_dict`` for an agenda step, ``from_dict`` to
    resume. ``frames`` are the lists still to run (the last runs next), each
    ``{"effects": [...], "at": i}``, with ``"it"`` inside a for_each and ``"tester"`` inside a
    test's branch; ``scope`` holds those names where the choice was made."""

    source: Any
    frames: list[dict[str, Any]]
    options: list[dict[str, Any]]
    prompt: str = ""
    scope: dict[str, Any] = field(default_factory=dict)

    @property
    def labels(self) -> list[str]:
        return [option["label"] for option in self.options]

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "frames": _copy(self.frames),
            "options": _copy(self.options),
            "prompt": self.prompt,
            "scope": _copy(self.scope),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Paused:
        return cls(
            data["source"],
            _copy(data["frames"]),
            _copy(data["options"]),
            data.get("prompt", ""),
            _copy(data.get("scope", {})),
        )


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


def _frame(effects: Sequence[Mapping[str, Any]], scope: Mapping[str, Any]) -> dict[str, Any]:
    return {"effects": list(effects), "at": 0, **scope}


def run(
    effects: Sequence[Mapping[str, Any]], world: World, source: Any, hooks: Hooks | None = None
) -> Paused | None:
    """Carry out ``effects`` for ``source``. None when done; a ``Paused`` when a choice waits."""
    return _go([_frame(effects, {})], world, source, hooks or Hooks())


def resume(paused: Paused, choice: int, world: World, hooks: Hooks | None = None) -> Paused | None:
    """Continue a paused run with the option at index ``choice``."""
    if (
        isinstance(choice, bool)
        or not isinstance(choice, int)
        or not 0 <= choice < len(paused.options)
    ):
        raise EffectError(f"Choose one of the {len(paused.options)} options, by number from 0.")
    frames = _copy(paused.frames)
    frames.append(_frame(paused.options[choice]["effects"], paused.scope))
    return _go(frames, world, paused.source, hooks or Hooks())


def _targets(
    effect: Mapping[str, Any],
    key: str,
    default: str,
    world: World,
    source: Any,
    scope: Mapping[str, Any],
) -> list[Any]:
    who = effect.get(key) or ("it" if "it" in scope else default)
    if who in BOUND:
        if who not in scope:
            raise EffectError(f"{effect!r}: {who!r} is used where nothing binds it.")
        return [scope[who]]
    return list(world.targets(who, source, effect.get("range")))


def _go(frames: list[dict[str, Any]], world: World, source: Any, hooks: Hooks) -> Paused | None:
    while frames:
        frame = frames[-1]
        if frame["at"] >= len(frame["effects"]):
            frames.pop()
            continue
        effect = frame["effects"][frame["at"]]
        frame["at"] += 1
        scope = {name: frame[name] for name in BOUND if name in frame}
        verb = effect.get("do")
        if verb == "if":
            holds = _holds(effect["check"], world, source, scope, hooks)
            frames.append(_frame(effect["then"] if holds else effect.get("else", []), scope))
        elif verb == "for_each":
            found = _targets(
                {"to": effect["in"], "range": effect.get("range")},
                "to",
                "all",
                world,
                source,
                scope,
            )
            frames.extend(_frame(effect["effects"], {**scope, "it": t}) for t in reversed(found))
        elif verb == "choose":
            labels = [option["label"] for option in effect["options"]]
            prompt = effect.get("prompt", "")
            pick = world.choose(labels, source, prompt)
            if pick is None:
                return Paused(source, _copy(frames), _copy(effect["options"]), prompt, scope)
            if not 0 <= pick < len(labels):
                raise EffectError(f"The world chose option {pick} of {len(labels)}.")
            frames.append(_frame(effect["options"][pick]["effects"], scope))
        elif verb == "hook":
            if effect["hook"] not in hooks.effects:
                raise EffectError(f"No effect hook is registered as {effect['hook']!r}.")
            hooks.effects[effect["hook"]](world, source, effect.get("args", {}), dict(scope))
        elif verb in VERBS:
            targets = _targets(effect, "to", DEFAULT_TARGET[verb], world, source, scope)
            if verb == "test" and len(targets) != 1:
                # Each target tests and follows its own branch before the next one tests.
                single = {**effect, "to": "tester"}
                frames.extend(_frame([single], {**scope, "tester": t}) for t in reversed(targets))
            elif not _verb(verb, effect, targets, world, frames, scope):
                frames.pop()  # an unpaid cost: the rest of this list depended on it
        else:
            raise EffectError(
                f"{verb!r} is not an effect verb; use one of {', '.join(VERBS + CONTROL)}."
            )
    return None


def _verb(
    verb: str,
    effect: Mapping[str, Any],
    targets: list[Any],
    world: World,
    frames: list[dict[str, Any]],
    scope: Mapping[str, Any],
) -> bool:
    """Carry out one plain verb on each target; False when a cost went unpaid."""
    amount = effect.get("amount", 0)
    for target in targets:
        if verb == "deal":
            world.deal(target, amount)
        elif verb == "heal":
            world.heal(target, amount)
        elif verb == "draw":
            world.draw(target, amount, effect.get("deck"))
        elif verb == "move":
            world.move(target, effect.get("distance"), effect.get("where"))
        elif verb == "inflict":
            world.inflict(target, effect["status"], effect.get("amount", 1))
        elif verb == "cure":
            world.cure(target, effect.get("status"))
        elif verb == "gain":
            world.gain(target, effect["resource"], amount)
        elif verb == "spend":
            if not world.spend(target, effect["resource"], amount):
                return False
        elif verb == "test":
            passed = world.test(target, effect["attribute"], effect.get("against"))
            frames.append(
                _frame(effect.get("then" if passed else "else", []), {**scope, "tester": target})
            )
    return True


def _holds(
    condition: Mapping[str, Any], world: World, source: Any, scope: Mapping[str, Any], hooks: Hooks
) -> bool:
    """Whether a condition holds now. A status or resource condition holds when any target the
    ``who`` selector finds (default: ``it`` in a for_each, else ``self``) meets it."""
    if "all" in condition:
        return all(_holds(c, world, source, scope, hooks) for c in condition["all"])
    if "any" in condition:
        return any(_holds(c, world, source, scope, hooks) for c in condition["any"])
    if "not" in condition:
        return not _holds(condition["not"], world, source, scope, hooks)
    if "hook" in condition:
        if condition["hook"] not in hooks.conditions:
            raise EffectError(f"No condition hook is registered as {condition['hook']!r}.")
        check = hooks.conditions[condition["hook"]]
        return bool(check(world, source, condition.get("args", {}), dict(scope)))
    found = _targets(condition, "who", "self", world, source, scope)
    if "status" in condition:
        return any(world.has_status(t, condition["status"]) for t in found)
    if "resource" in condition:
        low, high = condition.get("at_least", 0), condition.get("at_most")
        amounts = [world.amount(t, condition["resource"]) for t in found]
        return any(low <= n and (high is None or n <= high) for n in amounts)
    raise EffectError(
        f"{condition!r} is not a condition; name one of {', '.join(CONDITION_KINDS)}."
    )
