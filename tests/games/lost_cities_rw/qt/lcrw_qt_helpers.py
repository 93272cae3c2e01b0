"""Helpers for the Lost Cities table tests: the real session over the game's SPEC."""

from __future__ import annotations

from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.session.game_session import GameSession


def make_session(seats=2, names=None, bots=None, seed=7, first_seat=0):
    names = names or ("Ada", "Bea", "Cy", "Dee", "Eve")[:seats]
    return GameSession.new_game(SPEC, Options(seats, first_seat=first_seat), names, seed, bots=bots)


def play_random(session, steps, rng):
    """Play ``steps`` legal actions for whoever must act (for mid-game tables)."""
    for _ in range(steps):
        state = session.state
        if state.over:
            return
        seat = min(state.pending)
        session.perform(rng.choice(SPEC.legal_actions(state, seat)))
