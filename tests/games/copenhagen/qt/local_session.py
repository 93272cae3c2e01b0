"""The card game's table tests play on the real session over its GameSpec."""

from __future__ import annotations

from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.session.game_session import GameSession


def LocalSession(options, names, seed=7, bots=None) -> GameSession:  # noqa: N802 (was a class)
    return GameSession.new_game(SPEC, options, names, seed, bots=bots)
