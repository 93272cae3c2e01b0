"""What the import contracts (pyproject.toml, run by lint-imports) cannot say.

- Each game's spec, rules and computer players load no Qt: the registry imports a spec by
  name, so a Qt import there would bring Qt into ``copenhagen-gui replay`` unseen.
- One import style in the games: a game's own modules by relative import, the app's
  shared packages (core, session, shell) by absolute ``copenhagen_gui.`` import.

Every game package found under ``copenhagen_gui/games`` is checked: a new game needs no
edit here."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "copenhagen_gui" / "games"
GAME_NAMES = sorted(p.name for p in GAMES.iterdir() if (p / "spec.py").exists())


def test_the_three_games_are_found():
    assert {"copenhagen_rw", "copenhagen", "lost_cities_rw"} <= set(GAME_NAMES)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_games_spec_rules_and_computer_players_load_no_qt(game):
    package = f"copenhagen_gui.games.{game}"
    code = (
        "import importlib, pkgutil, sys\n"
        f"spec = importlib.import_module('{package}.spec').SPEC\n"
        f"for name in ('{package}.rules', '{package}.bots'):\n"
        "    pkg = importlib.import_module(name)\n"
        "    for found in pkgutil.walk_packages(pkg.__path__, name + '.'):\n"
        "        importlib.import_module(found.name)\n"
        "spec.bot('strong')\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "", f"Qt loaded by {game}'s spec, rules or bots: {done.stdout}"


def _imports(path: Path):
    """(line, the dotted module an import names, its level) for each import of a file."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, 0
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, node.module or "", node.level


def _resolved(path: Path, module: str, level: int) -> list[str]:
    """The absolute module path (as parts) of a relative import in ``path``."""
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    base = package[: len(package) - (level - 1)]
    return base + (module.split(".") if module else [])


def style_problems(game_dir: Path) -> list[str]:
    game = ["copenhagen_gui", "games", game_dir.name]
    problems = []
    for path in sorted(game_dir.rglob("*.py")):
        where = path.relative_to(ROOT)
        for line, module, level in _imports(path):
            target = _resolved(path, module, level) if level else module.split(".")
            if target[:3] == game and not level:
                problems.append(f"{where}:{line}: its own game by absolute import ({module})")
            if level and target[:3] != game:
                problems.append(f"{where}:{line}: outside its game by relative import ({'.' * level}{module})")
    return problems


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_game_imports_its_own_modules_relatively_and_the_app_absolutely(game):
    assert style_problems(GAMES / game) == []


def test_the_style_check_finds_both_mistakes(tmp_path, monkeypatch):
    """The check above can fail: a game written the other way round is caught."""
    fake_root = tmp_path
    game_dir = fake_root / "copenhagen_gui" / "games" / "fake" / "ui"
    game_dir.mkdir(parents=True)
    (game_dir / "panel.py").write_text(
        "from copenhagen_gui.games.fake.rules import engine\n"
        "from ...shell import text\n"
        "from ..rules import state\n"
        "from copenhagen_gui.core import paths\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    found = style_problems(fake_root / "copenhagen_gui" / "games" / "fake")
    assert len(found) == 2
    assert "its own game by absolute import" in found[0] and ":1:" in found[0]
    assert "outside its game by relative import (...shell)" in found[1] and ":2:" in found[1]
