"""Where an edited situation starts: a new game, or the game on the table at the latest
moment a situation can start from (the start of the turn being played)."""

from __future__ import annotations

import random

from copenhagen_gui.core import registry


def default_names(settings, count: int) -> tuple[str, ...]:
    """The names the players last typed ("Player 3" where none was)."""
    return tuple(settings.player_names[:count])


def new_game(game_id: str, options, names):
    """The first state of a new game a situation can start from (the opening deal
    done): the session plays the game's automatic actions."""
    from copenhagen_gui.session.game_session import GameSession

    spec = registry.get(game_id)
    session = GameSession.new_game(spec, options, names, random.randrange(2**31))
    try:
        state = session.state
    finally:
        session.deleteLater()
    return state if spec.can_start_from(state) else None


def latest_start(session):
    """The latest state of ``session``'s game, up to the move on the table, that a
    situation can start from; None when there is none (a finished game, or the very
    first moves of a game whose start is no such point)."""
    from copenhagen_gui.core.record import replay

    spec = session.spec
    for state in reversed(replay(session.record, upto=session.position)):
        if spec.can_start_from(state):
            return state
    return None
