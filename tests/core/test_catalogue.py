"""The game catalogue: each game declares itself once, in a pure-data entry, and what
an entry says holds (its spec seats the same players, its modules, pictures, paper and
rulebook pages exist); no module outside the games names a game's modules."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from copenhagen_gui.core import catalogue, daily, registry
from copenhagen_gui.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "copenhagen_gui"
ENTRIES = catalogue.entries()
LANGUAGES = ("en", "fr", "de", "nl")


def test_the_app_lists_its_three_games_in_order():
    assert catalogue.game_ids() == ("copenhagen-rw", "copenhagen", "lost-cities-rw")
    assert catalogue.first_game() == "copenhagen-rw"
    assert registry.game_ids() == catalogue.game_ids()


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.game_id)
def test_each_entry_agrees_with_its_game(entry):
    spec = registry.get(entry.game_id)
    assert (spec.game_id, spec.min_seats, spec.max_seats) == (entry.game_id, entry.min_seats, entry.max_seats)
    assert entry.title and entry.blurb and entry.credit
    assert resource_path("home", entry.picture).is_file()
    for code in LANGUAGES:
        assert resource_path("rules", entry.rulebook, f"{code}.html").is_file(), code
    for module in filter(None, (entry.spec, entry.mode, entry.paper, entry.illustrations, entry.replay_summary)):
        assert (PACKAGE.parent / (entry.module_name(module).replace(".", "/") + ".py")).is_file(), module


def test_the_offers_are_the_games_own():
    assert daily.daily_games() == ("copenhagen-rw", "lost-cities-rw")  # the dice games: chance is rolls
    assert catalogue.paper_games() == ("copenhagen-rw", "lost-cities-rw")  # the card game has no paper


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.game_id)
def test_an_entry_imports_only_the_catalogue(entry):
    """The home screen reads every entry at start-up: an entry is data, nothing heavier."""
    tree = ast.parse((PACKAGE.parent / (entry.package.replace(".", "/") + "/entry.py")).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert imported == {"copenhagen_gui.core.catalogue"}


def test_a_spec_that_disagrees_with_its_entry_is_refused(monkeypatch):
    entry = catalogue.entry("lost-cities-rw")
    wrong = dataclasses.replace(entry, game_id="seats-wrong", max_seats=9)
    monkeypatch.setitem(catalogue._added, "seats-wrong", wrong)
    with pytest.raises(ValueError, match="entry says seats-wrong, 2-9"):
        registry.get("seats-wrong")


def test_an_unknown_game_is_named():
    with pytest.raises(registry.UnknownGame):
        registry.get("no-such-game")


def test_only_the_catalogue_names_a_games_modules():
    """The shell, session, core and command line reach games through the catalogue: no
    other module outside ``games/`` holds a game module's name (an import contract
    cannot see a name in a string)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] == "games" or relative == Path("core/catalogue.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and "copenhagen_gui.games" in node.value:
                found.append(f"{relative}:{node.lineno}")
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("copenhagen_gui.games"):
                found.append(f"{relative}:{node.lineno} imports {node.module}")
    assert found == []
