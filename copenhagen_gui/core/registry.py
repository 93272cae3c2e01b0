"""Which games the app knows: game id -> its GameSpec, loaded on first use.

The registry names each game's spec module as a string, so nothing is imported until a
game is used (the home screen and start-up load no game), and ``core`` never imports a
game package (an import contract). Tests add a fake game with ``register`` and remove it
with ``unregister``.
"""

from __future__ import annotations

import importlib

from .spec import GameSpec

# Display order in the New game dialog.
_MODULES: dict[str, str] = {
    "copenhagen-rw": "copenhagen_gui.games.copenhagen_rw.spec",
    "copenhagen": "copenhagen_gui.games.copenhagen.spec",
    "lost-cities-rw": "copenhagen_gui.games.lost_cities_rw.spec",
}
_loaded: dict[str, GameSpec] = {}


class UnknownGame(KeyError):
    pass


def game_ids() -> tuple[str, ...]:
    return tuple(_MODULES)


def get(game_id: str) -> GameSpec:
    spec = _loaded.get(game_id)
    if spec is None:
        module = _MODULES.get(game_id)
        if module is None:
            raise UnknownGame(game_id)
        spec = importlib.import_module(module).SPEC
        _loaded[game_id] = spec
    return spec


def register(spec: GameSpec) -> None:
    """Add a game given as an object (the tests' fake game)."""
    _MODULES[spec.game_id] = f"<registered {spec.game_id}>"
    _loaded[spec.game_id] = spec


def unregister(game_id: str) -> None:
    _MODULES.pop(game_id, None)
    _loaded.pop(game_id, None)
