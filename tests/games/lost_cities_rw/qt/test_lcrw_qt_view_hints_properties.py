"""Over states reached by random legal play, with any seats played by computers:
everything the Lost Cities table lights or enables (the seat it asks, the dice it lets
that seat pick, the lit cells, the turn panel's buttons) is what the engine offers and
accepts, and everything legal is offered (pure, no Qt)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.ui import view_hints
from copenhagen_gui.games.lost_cities_rw.ui.view_hints import Selection


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


def _pairs(numbers, colours):
    yield Selection()
    for n in numbers:
        yield Selection(n, None)
        for c in colours:
            yield Selection(n, c)
    for c in colours:
        yield Selection(None, c)


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
    for selection in _pairs(numbers, colours):
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
