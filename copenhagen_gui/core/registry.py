"""Which games the app knows: game id -> its GameSpec, loaded on first use.

The games are the catalogue's (``core.catalogue``); a game's spec module is imported
only when the game is used (the home screen and start-up load no game's rules), and
``core`` never imports a game package by name (an import contract).
"""

from __future__ import annotations

from . import catalogue
from .catalogue import UnknownGame
from .spec import GameSpec

__all__ = ["UnknownGame", "game_ids", "get"]

_loaded: dict[tuple[str, str], GameSpec] = {}  # (game id, its package) -> its spec


def game_ids() -> tuple[str, ...]:
    return catalogue.game_ids()


def get(game_id: str) -> GameSpec:
    entry = catalogue.entry(game_id)  # UnknownGame for a game not in the catalogue
    key = (game_id, entry.package)
    spec = _loaded.get(key)
    if spec is None:
        spec = entry.load(entry.spec).SPEC
        if (spec.game_id, spec.min_seats, spec.max_seats) != (game_id, entry.min_seats, entry.max_seats):
            raise ValueError(f"{entry.module_name(entry.spec)}: SPEC says {spec.game_id}, "
                             f"{spec.min_seats}-{spec.max_seats} seats; its entry says {game_id}, "
                             f"{entry.min_seats}-{entry.max_seats}")
        _loaded[key] = spec
    return spec
