"""Seeded random games for 2, 3 and 4 players played to the end."""

import pytest

from copenhagen_gui.core.building import empty_count
from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EndReason, EventKind, Phase

from .helpers import random_game


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_a_random_game_ends_with_the_end_card(players, seed):
    final, actions = random_game(players, seed)
    assert final.phase is Phase.GAME_OVER
    assert final.end_reason is EndReason.END_CARD  # random play never gets near 12 points
    assert final.end_card is EndCardPlace.REVEALED
    assert final.harbour[final.end_slot] is None
    keys = [(p.points, -empty_count(p.filled)) for p in final.players]
    assert final.winners == tuple(i for i, k in enumerate(keys) if k == max(keys))
    assert final.events[-1].kind is EventKind.GAME_ENDED
    assert engine.automatic_action(final) is None
    assert engine.seats_to_act(final) == frozenset()


@pytest.mark.parametrize("players, reshuffles", [(2, 0), (3, 1), (4, 1)])
def test_two_players_go_through_the_deck_once_three_or_four_about_twice(players, reshuffles):
    final, actions = random_game(players, 11)
    state = engine.new_game(final.options)
    count = 0
    for action in actions:
        state = engine.apply(state, action)
        count += sum(1 for e in state.events if e.kind is EventKind.RESHUFFLED)
    assert count == reshuffles
