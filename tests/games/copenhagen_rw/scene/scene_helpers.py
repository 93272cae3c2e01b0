"""Game states for the table tests, built from real actions."""

from __future__ import annotations

import attrs

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions

R, B, P, G, Y, W = (Colour.RED, Colour.BLUE, Colour.PURPLE, Colour.GREEN, Colour.YELLOW, Colour.WHITE)
NAMES = ("Ann", "Ben", "Cleo", "Dirk")


def rolled(players: int = 4, faces=(R, R, B, W, G)):
    """A new game whose first player rolled ``faces`` (phase CHOOSE)."""
    state = engine.new_game(GameOptions(player_count=players))
    return engine.apply(state, Roll(0, faces))


def with_sheet(state, player: int, **changes):
    """The state with some fields of one player's sheet replaced (setups the
    rules would need many turns to reach)."""
    players = list(state.players)
    players[player] = attrs.evolve(players[player], **changes)
    return attrs.evolve(state, players=tuple(players))
