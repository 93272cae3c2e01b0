"""The games the app offers, each declared once.

A game package declares itself in a small pure-data module, ``entry.py``, holding
``ENTRY = GameEntry(...)``: its id, its name and one line about it, how many it seats,
its picture and what it offers (paper to print, today's game, a lesson, a rulebook,
a situation editor). An entry imports nothing but this module, so the home screen
lists every game without loading one. Everything that lists or names games reads
this catalogue: the registry (the rules), the shell's tables, the home screen, New
game, Statistics, printing, today's game, the rulebooks, About and the command line.

Adding a game is its package and one line in ``GAME_PACKAGES``; nothing else names a
game's modules (docs/adding-a-game.md). The tests add their fake game with
``register``.

Names and blurbs are English source texts marked with ``QT_TRANSLATE_NOOP`` (context
``"Games"``): lupdate puts them in the translation files, the shell shows them
translated (``shell.game_names``); the catalogue itself stays pure Python.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace
from importlib.util import resolve_name
from types import ModuleType

# The games, in the order the app lists them (the first is the game of a first start).
GAME_PACKAGES: list[str] = [
    "copenhagen_gui.games.copenhagen_rw",
    "copenhagen_gui.games.copenhagen",
    "copenhagen_gui.games.lost_cities_rw",
]

# The translation context of every game's name, blurb and credit.
CONTEXT = "Games"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``text`` for translation in ``context`` and returns it unchanged."""
    return text


@dataclass(frozen=True)
class GameEntry:
    """One game as the app lists it. Module names are relative to the game's package
    (``".spec"``); None where the game does not offer that."""

    game_id: str  # the stable id written in records ("lost-cities-rw")
    title: str  # the game's one name (marked with QT_TRANSLATE_NOOP("Games", ...))
    blurb: str  # one line for the home screen, without the number of players (marked)
    credit: str  # who designed and published it, for About (marked)
    min_seats: int  # the players it seats (its spec must say the same)
    max_seats: int
    picture: str | None = None  # its picture on the home screen: resources/home/<picture>
    spec: str = ".spec"  # the module holding SPEC, its core.spec.GameSpec
    mode: str = ".mode"  # the module holding MODE_CLASS, its shell.mode.GameMode (Qt)
    paper: str | None = None  # blank sheets to print: a module with pages(options)
    todays_game: bool = False  # a game of the day (its spec may say todays_options(rng))
    lesson: bool = False  # Learn the game: its mode has a guided first game
    rulebook: str | None = None  # its in-app rulebook: resources/rules/<rulebook>/<code>.html
    # (an absolute folder: pages kept elsewhere, as the tests' game does)
    illustrations: str | None = None  # the module drawing the rulebook's pictures
    replay_summary: str | None = None  # a module with summary(record): the replay command's
    # Game > Set up a situation: the module holding its editor's ADAPTER_CLASS
    # (a shell.situation_editor.adapter.EditorAdapter)
    situation_editor: str | None = None
    package: str = ""  # the game's package (the catalogue fills it in)

    def module_name(self, relative: str) -> str:
        """The full name of one of the game's modules (``".spec"``)."""
        return resolve_name(relative, self.package)

    def load(self, relative: str) -> ModuleType:
        """One of the game's modules, imported on first use."""
        return importlib.import_module(self.module_name(relative))


class UnknownGame(KeyError):
    pass


_entries: dict[str, GameEntry] | None = None  # game id -> entry, in GAME_PACKAGES order
_added: dict[str, GameEntry] = {}  # the tests' games (register)


def _read(package: str) -> GameEntry:
    entry = importlib.import_module(package + ".entry").ENTRY
    return replace(entry, package=package)


def _catalogue() -> dict[str, GameEntry]:
    global _entries
    if _entries is None:
        _entries = {entry.game_id: entry for entry in map(_read, GAME_PACKAGES)}
    return {**_entries, **_added}


def entries() -> tuple[GameEntry, ...]:
    """Every game, in the order the app lists them."""
    return tuple(_catalogue().values())


def game_ids() -> tuple[str, ...]:
    return tuple(_catalogue())


def first_game() -> str:
    """The game of a first start (and of a window with no game yet)."""
    return game_ids()[0]


def entry(game_id: str) -> GameEntry:
    found = _catalogue().get(game_id)
    if found is None:
        raise UnknownGame(game_id)
    return found


def daily_games() -> tuple[str, ...]:
    """The games with a game of the day."""
    return tuple(e.game_id for e in entries() if e.todays_game)


def paper_games() -> tuple[str, ...]:
    """The games with blank sheets to print."""
    return tuple(e.game_id for e in entries() if e.paper)


def game_of_module(module: str) -> str | None:
    """The game whose package holds ``module`` (a module's ``__name__``), or None."""
    for e in entries():
        if module == e.package or module.startswith(e.package + "."):
            return e.game_id
    return None


def register(package: str) -> GameEntry:
    """Add the game whose package is ``package`` after the others (the tests' fake game)."""
    added = _read(package)
    _added[added.game_id] = added
    return added


def unregister(game_id: str) -> None:
    _added.pop(game_id, None)
