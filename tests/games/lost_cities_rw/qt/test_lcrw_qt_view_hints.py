"""The lit cells, dice and buttons of the Lost Cities table are exactly what the engine
accepts, over many random states (pure: no Qt); and, as a property over tables reached
by random legal play with any seats played by computers, everything the engine allows
is offered: the seat asked, the dice it may pick (the engine's offer, die by die), the
cells and the buttons."""

import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
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


# --- the same, as a property over random tables (any seats played by computers) ---------


@st.composite
def tables(draw):
    """(state, bots): a random game played some way, and who plays each seat."""
    seats = draw(st.integers(2, 5))
    bots = tuple(draw(st.sampled_from((None, None, "strong"))) for _ in range(seats))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    state = SPEC.new_game(Options(seats, first_seat=rng.randrange(seats)))
    for _ in range(draw(st.integers(0, 150))):
        if state.over:
            break
        seat = rng.choice(sorted(state.pending))
        action = rng.choice(SPEC.legal_actions(state, seat))
        if SPEC.is_chance(action):
            action = SPEC.complete_chance(state, action, rng)
        state = SPEC.apply(state, action)
    return state, bots


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_the_table_offers_exactly_what_the_engine_allows(table):
    state, bots = table
    hints = view_hints.build(state, bots)
    seat = hints.deciding
    event("over" if state.over else state.phase.value if seat is not None else "a computer decides")
    # The seat asked: a pending person, the first clockwise from the active seat.
    people = [s for s in range(state.seat_count) if bots[s] is None]
    pending_people = [s for s in people if s in state.pending]
    if seat is None:
        assert not pending_people and not hints.spots
        return
    assert seat in pending_people
    assert all((seat - state.active) % state.seat_count <= (s - state.active) % state.seat_count
               for s in pending_people)
    legal = set(engine.legal_actions(state, seat))
    # The dice the seat may pick: the engine's offer, die by die in the roll.
    numbers, colours = engine.dice_positions(state, seat)
    available = {(d.kind, d.index) for d in hints.dice if d.available}
    assert available == {("number", i) for i in numbers} | {("colour", i) for i in colours}
    offer = engine.dice_for(state, seat)
    if offer is not None:
        assert sorted(state.roll.numbers[i] for i in numbers) == sorted(offer.numbers)
        assert sorted(state.roll.colours[i] for i in colours) == sorted(offer.colours)
    taken = {(d.kind, d.index) for d in hints.dice if d.taken}
    taken_n, taken_c = engine.taken_positions(state)
    assert taken == {k for k in (("number", taken_n), ("colour", taken_c)) if k[1] is not None}
    # Lit cells: only legal actions, and every legal take or acceleration has its cell.
    lit = {a for spot in hints.spots for a in spot.actions}
    assert all(engine.check(state, a) is None for a in lit)
    assert {a for a in legal if isinstance(a, (Take, Accelerate))} <= lit
    # The buttons, for every pair of dice the seat may pick.
    for selection in selections(state, seat):
        commands = view_hints.commands(state, bots, selection)
        assert commands.deciding == seat
        offered = [commands.roll, commands.refuse, commands.decline, *commands.take, *commands.accelerate]
        assert all(engine.check(state, a) is None for a in offered if a is not None)
        if selection.number is not None and selection.colour is not None:
            faces = (state.roll.numbers[selection.number], state.roll.colours[selection.colour])
            assert set(commands.take) == {a for a in legal if isinstance(a, Take)
                                          and (a.number, a.colour) == faces}
    commands = view_hints.commands(state, bots)
    for kind, found in ((Roll, commands.roll), (Refuse, commands.refuse),
                        (DeclineAcceleration, commands.decline)):
        assert (found is not None) == any(isinstance(a, kind) for a in legal)
    assert set(commands.accelerate) == {a for a in legal if isinstance(a, Accelerate)}
