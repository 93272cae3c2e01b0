"""Seeded random games for 2-5 players, played to the end through the GameSpec."""

import random

import pytest

from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.games.lost_cities_rw.rules import scoring
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason, EventKind
from copenhagen_gui.games.lost_cities_rw.spec import SPEC


def play_through_spec(seats: int, seed: int):
    rng = random.Random(seed)
    state = SPEC.new_game(SPEC.default_options(seats))
    actions = []
    while not SPEC.is_over(state):
        seat = min(SPEC.seats_to_act(state))
        action = rng.choice(list(SPEC.legal_actions(state, seat)))
        assert SPEC.action_seat(action) == seat
        if SPEC.is_chance(action):
            action = SPEC.complete_chance(state, action, rng_for(seed, len(actions)))
        state = SPEC.apply(state, action)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_seeded_random_game_reaches_the_end(seats, seed):
    state, actions = play_through_spec(seats, seed)
    assert state.events[-1].kind is EventKind.GAME_OVER
    if state.end is EndReason.ALL_EXHAUSTED:
        assert all(p.exhausted for p in state.sheets)
    else:
        assert None not in state.bridge_claims
    assert SPEC.scores(state) == tuple(scoring.score_card(state.options.sheet, p).total for p in state.sheets)
    ranking = SPEC.ranking(state)
    assert sorted(ranking) == list(range(seats))
    points = SPEC.scores(state)
    assert [points[s] for s in ranking] == sorted(points, reverse=True)
    # every turn: one roll, then one choice per seat (plus any accelerations)
    rolls = sum(1 for a in actions if SPEC.is_chance(a))
    assert rolls == state.turn + 1


def test_the_same_seed_plays_the_same_game():
    assert play_through_spec(4, 9) == play_through_spec(4, 9)
