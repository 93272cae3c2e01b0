"""The lit cells, dice and buttons of the Lost Cities table are exactly what the engine
accepts, over many random states (pure: no Qt)."""

import random

import pytest

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.ui import view_hints
from copenhagen_gui.games.lost_cities_rw.ui.view_hints import Selection


def random_states(seed, seats, count):
    rng = random.Random(seed)
    state = SPEC.new_game(Options(seats))
    states = []
    while len(states) < count:
        if state.over:
            state = SPEC.new_game(Options(seats))
        states.append(state)
        seat = rng.choice(sorted(state.pending))
        action = rng.choice(SPEC.legal_actions(state, seat))
        if SPEC.is_chance(action):
            action = SPEC.complete_chance(state, action, rng)
        state = SPEC.apply(state, action)
    return states


def selections(state, seat):
    numbers, colours = engine.dice_positions(state, seat)
    yield Selection()
    for n in numbers:
        yield Selection(n, None)
        for c in colours:
            yield Selection(n, c)
    for c in colours:
        yield Selection(None, c)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_lit_spot_and_button_is_an_action_the_engine_accepts(seats):
    bots = (None,) * seats
    for state in random_states(seats * 11, seats, 250):
        seat = view_hints.deciding_seat(state, bots)
        for selection in selections(state, seat):
            hints = view_hints.build(state, bots, selection)
            for spot in hints.spots:
                assert spot.seat == seat
                assert spot.actions
                for action in spot.actions:
                    assert engine.check(state, action) is None, (spot, action)
            commands = view_hints.commands(state, bots, selection)
            for action in (commands.roll, commands.refuse, commands.decline, *commands.take,
                           *commands.accelerate):
                if action is not None:
                    assert engine.check(state, action) is None, action


@pytest.mark.parametrize("seats", [2, 4])
def test_without_selection_every_legal_take_has_its_lit_cell(seats):
    bots = (None,) * seats
    for state in random_states(seats * 5, seats, 200):
        seat = view_hints.deciding_seat(state, bots)
        lit = {a for spot in view_hints.build(state, bots).spots for a in spot.actions}
        legal = {a for a in engine.legal_actions(state, seat) if isinstance(a, Take)}
        assert legal <= lit
        if state.phase is Phase.ROLL:
            assert view_hints.commands(state, bots).roll == Roll(seat)


def test_dice_the_active_seat_took_are_marked_taken_and_not_offered():
    state = SPEC.new_game(Options(3))
    state = SPEC.apply(state, Roll(0, (4, 7, 4), (0, 3, 0)))
    state = SPEC.apply(state, Take(0, 4, 0))
    bots = (None, None, None)
    hints = view_hints.build(state, bots)
    taken = {(d.kind, d.index) for d in hints.dice if d.taken}
    assert taken == {("number", 0), ("colour", 0)}
    offered = {(d.kind, d.index) for d in hints.dice if d.available}
    assert offered == {("number", 1), ("number", 2), ("colour", 1), ("colour", 2)}
    assert hints.deciding == 1  # clockwise from the roller


def test_the_table_asks_people_only_and_clockwise_from_the_roller():
    state = SPEC.new_game(Options(4, first_seat=2))
    state = SPEC.apply(state, Roll(2, (1, 2, 3), (0, 1, 2)))
    state = SPEC.apply(state, Take(2, 1, 0))
    assert view_hints.deciding_seat(state, (None, None, None, None)) == 3
    assert view_hints.deciding_seat(state, (None, None, None, "strong")) == 0
    assert view_hints.commands(state, ("easy",) * 4).decision == "wait"


def test_a_picked_pair_lights_only_its_target_and_offers_its_take():
    state = SPEC.apply(SPEC.new_game(Options(2)), Roll(0, (5, 2, 9), (1, 4, 4)))
    bots = (None, None)
    hints = view_hints.build(state, bots, Selection(0, 1))
    assert [(s.key, s.actions) for s in hints.spots] == [(("square", 4, 0), (Take(0, 5, 4),))]
    assert view_hints.commands(state, bots, Selection(0, 1)).take == (Take(0, 5, 4),)


def test_a_hint_marks_its_dice_and_its_cell():
    state = SPEC.apply(SPEC.new_game(Options(2)), Roll(0, (5, 2, 9), (1, 4, 4)))
    hints = view_hints.build(state, (None, None), hint=Take(0, 9, 4))
    assert hints.hint_spot == (0, ("square", 4, 0))
    assert {(d.kind, d.index) for d in hints.dice if d.hinted} == {("number", 2), ("colour", 1)}
