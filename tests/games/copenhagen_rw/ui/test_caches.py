"""Roll & Write keeps the last answer for one state in three places (``engine.legal_actions``,
``view_hints.controls`` and ``view_hints.pad_reasons``), because a table asks about the
same state again and again. They are module-wide, so several windows (or a window and
the computer players' look-ahead) share them: each answer must stay the one for the
state asked about, whichever game asked last (pure, no Qt)."""

from __future__ import annotations

import random

import attrs

from copenhagen_gui.games.copenhagen_rw.bots.random_player import choose
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui import view_hints
from copenhagen_gui.games.copenhagen_rw.ui.view_hints import Mode


def _states(seed: int, players: int, count: int) -> list:
    rng, roller = random.Random(seed), Roller(seed)
    state = engine.new_game(GameOptions(players))
    states = []
    while len(states) < count and state.phase is not Phase.GAME_OVER:
        states.append(state)
        state = engine.apply(state, roller.complete(choose(state, rng)))
    return states


def _answers(state, seat, mode):
    return (engine.legal_actions(state), view_hints.controls(state, seat), view_hints.pad_reasons(state, mode))


def _fresh(state, seat, mode):
    return (engine._legal_actions(state), view_hints._controls(state, seat), view_hints._pad_reasons(state, mode))


def test_two_games_asking_in_turn_each_get_their_own_answers():
    one, two = _states(1, 2, 150), _states(2, 4, 150)
    for a, b in zip(one, two):
        for state in (a, b, a, b):  # two windows taking turns, each asking twice
            for seat in (state.chooser, None):
                for mode in (Mode.NONE, Mode.NEW_CHOICE):
                    assert _answers(state, seat, mode) == _fresh(state, seat, mode)


def test_an_equal_state_that_is_another_object_is_answered_for_itself():
    state = _states(3, 3, 40)[-1]
    twin = attrs.evolve(state)
    assert twin == state and twin is not state
    first = _answers(state, state.chooser, Mode.NONE)
    assert _answers(twin, twin.chooser, Mode.NONE) == first == _fresh(twin, twin.chooser, Mode.NONE)
