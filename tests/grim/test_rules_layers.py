"""GRIM's rules modules form layers: every import of a GRIM module is at the top of the file and
points to a lower layer, so the import graph has no cycle and no import hides inside a function."""
import ast
from pathlib import Path

import game.games.grim.rules as rules_package
from game.games.grim.rules import effects, vocabulary

RULES_DIR = Path(rules_package.__file__).parent
PACKAGE = "game.games.grim.rules"
# bottom first; a module may import only from layers below its own
LAYERS = [
    {"elements", "engine"},
    {"vocabulary"},
    {"content"},
    {"state"},
    {"status_marks"},
    {"damage", "bonds"},
    {"statuses"},
    {"effects"},
    {"attack"},
    {"turns"},
    {"spirit_bonus", "setup_flow", "view", "scenario", "counts"},
    {"contract"},
]
LAYER_OF = {name: depth for depth, layer in enumerate(LAYERS) for name in layer}


def _modules() -> dict[str, ast.Module]:
    return {path.stem: ast.parse(path.read_text(), str(path))
            for path in sorted(RULES_DIR.glob("*.py")) if path.stem != "__init__"}


def _targets(node) -> list[str]:
    """The GRIM modules an import statement names (outside the rules package: its dotted name)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    elif isinstance(node, ast.ImportFrom) and node.module:
        if node.module == PACKAGE:
            return [a.name for a in node.names]
        names = [node.module]
    else:
        return []
    out = []
    for name in names:
        if name.startswith(PACKAGE + "."):
            out.append(name[len(PACKAGE) + 1:].split(".")[0])
        elif name.startswith("game.games.grim"):
            out.append(name)
    return out


def _graph() -> dict[str, set[str]]:
    return {name: {t for node in tree.body for t in _targets(node)}
            for name, tree in _modules().items()}


def test_no_grim_module_is_imported_inside_a_function_or_block():
    nested = []
    for name, tree in _modules().items():
        top = set(map(id, tree.body))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top \
                    and _targets(node):
                nested.append(f"{name}.py line {node.lineno}")
    assert nested == []


def test_every_rules_module_has_a_layer():
    assert set(_modules()) == set(LAYER_OF)


def test_imports_only_point_down_the_layers():
    upward = [f"{name} -> {target}" for name, targets in _graph().items() for target in targets
              if target in LAYER_OF and LAYER_OF[target] >= LAYER_OF[name]]
    assert upward == []


def test_the_import_graph_has_no_cycle():
    graph = _graph()
    state: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(node, path):
        if state.get(node) == 1:
            raise AssertionError("import cycle: " + " -> ".join(path + [node]))
        if state.get(node) == 2:
            return
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, path + [node])
        state[node] = 2

    for name in sorted(graph):
        visit(name, [])


def test_the_vocabulary_names_exactly_the_hooks_the_effects_carry_out():
    assert tuple(effects.HOOKS) == vocabulary.HOOK_NAMES
