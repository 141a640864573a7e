"""The house shows its plan: folders by domain, each importing only from the folders below
it, and the engine's modules reached only through ``tutor.engine``."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TUTOR = ROOT / "tutor"

#: The layers, lowest first: a module may import from its own layer and the ones before.
LAYERS = ("engine", "explain", "text", "bots", "render", "store", "puzzles", "table",
          "course", "views", "app", "cli", "__main__")


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(p for p in parts if p != "__init__")


def _imports(path: Path, spies: bool = True) -> list[str]:
    """Every ``tutor…`` module a file imports, relative imports resolved; ``spies=False``
    leaves out a test's ``import tutor.engine.state as state_module`` (a module imported
    whole to watch its calls: no name taken from it)."""
    mod = _module(path)
    package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                out.append(".".join([*base, *([node.module] if node.module else [])]))
            elif node.module:
                out.append(node.module)
        elif isinstance(node, ast.Import) and (spies or ROOT / "tutor" in path.parents):
            out += [a.name for a in node.names]
    return [m for m in out if m == "tutor" or m.startswith("tutor.")]


def _layer(mod: str) -> str:
    return mod.split(".")[1] if "." in mod else ""


def test_every_module_belongs_to_a_layer() -> None:
    for path in (ROOT / "tutor").rglob("*.py"):
        layer = _layer(_module(path))
        assert layer in LAYERS or path.name == "__init__.py", path


def test_imports_only_go_down() -> None:
    wrong = []
    for path in (ROOT / "tutor").rglob("*.py"):
        mine = _layer(_module(path))
        if mine not in LAYERS:
            continue
        for target in _imports(path):
            theirs = _layer(target)
            if theirs and LAYERS.index(theirs) > LAYERS.index(mine):
                wrong.append(f"{_module(path)} imports {target}")
    assert wrong == []


def test_nothing_outside_the_engine_reaches_into_its_modules() -> None:
    reach = []
    for folder in ("tutor", "tests", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            if _module(path).startswith("tutor.engine"):
                continue
            reach += [f"{path.relative_to(ROOT)}: {m}" for m in _imports(path, spies=False)
                      if m.startswith("tutor.engine.")]
    assert reach == []


def test_the_engine_is_pure_python_without_streamlit() -> None:
    for path in (ROOT / "tutor" / "engine").rglob("*.py"):
        source = path.read_text()
        assert "streamlit" not in source, path
        assert all(_layer(m) == "engine" for m in _imports(path)), path


def test_no_function_is_longer_than_40_lines_or_more_complex_than_15() -> None:
    """Functions small enough to read, page scripts included (radon's cyclomatic
    complexity)."""
    from radon.complexity import cc_visit

    big = []
    for path in (ROOT / "tutor").rglob("*.py"):
        source = path.read_text()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > 40:
                    big.append(f"{path.relative_to(ROOT)}:{node.name}: {lines} lines")
        big += [f"{path.relative_to(ROOT)}:{b.name}: complexity {b.complexity}"
                for b in _blocks(cc_visit(source)) if b.complexity > 15]
    assert big == []


def _blocks(blocks: list[Any]) -> list[Any]:
    """Every function radon measured: top-level ones, methods and closures."""
    out = []
    for b in blocks:
        inner = [*getattr(b, "methods", []), *getattr(b, "closures", [])]
        out += _blocks(inner)
        if not hasattr(b, "methods"):
            out.append(b)
    return out


def _state_public_attributes() -> set[str]:
    """The attributes a State sets on itself (``self.x = …`` in its parts' ``__init__``)."""
    import tutor.engine.state as state_module
    tree = ast.parse(Path(state_module.__file__).read_text())
    base = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "StateBase")
    init = next(n for n in base.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    return {t.attr for a in ast.walk(init) if isinstance(a, (ast.Assign, ast.AnnAssign))
            for t in (a.targets if isinstance(a, ast.Assign) else [a.target])
            if isinstance(t, ast.Attribute) and not t.attr.startswith("_")}


def _a_state(node: ast.expr) -> bool:
    """An expression that names a game state outside the engine: ``st``, ``stt``, ``state``
    or ``….st`` / ``….state`` (Streamlit's ``st.session_state`` is not one)."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return node.id in ("st", "stt", "state")
    return isinstance(node, ast.Attribute) and node.attr in ("st", "state")


def test_only_the_engine_changes_a_state() -> None:
    """A state changes by ``apply``/``undo`` alone: nothing outside the engine assigns to its
    attributes or changes its lists in place (queries and pages read it)."""
    attrs = _state_public_attributes()
    assert {"stock", "pile", "hands", "melds", "phase"} <= attrs
    changing = {"append", "extend", "pop", "remove", "insert", "clear", "sort", "reverse"}
    found = []
    for path in TUTOR.rglob("*.py"):
        if "engine" in path.relative_to(TUTOR).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr in changing:
                targets = [node.func.value]
            for t in targets:
                while isinstance(t, ast.Subscript):
                    t = t.value
                if isinstance(t, ast.Attribute) and t.attr in attrs and _a_state(t.value):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(t)}")
    assert found == []
