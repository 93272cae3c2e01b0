"""Over states reached by random legal play: everything the card game's table lights or
enables (harbour slots, tile stacks, spots of the selected tile in each orientation and
their payments, white spots, hand colours to discard, the turn panel's buttons) is an
action the engine accepts, and every legal action is offered somewhere (pure, no Qt)."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import ABILITIES
from copenhagen_gui.games.copenhagen.ui import view_hints
from copenhagen_gui.games.copenhagen.ui.view_hints import Selection

from .random_states import random_states

NAMES = ("Ann", "Bert", "Cleo", "Dora")
ORIENTATIONS = [(r, m) for r in range(4) for m in (False, True)]


@st.composite
def played_states(draw):
    seed = draw(st.integers(0, 2**16))
    players = draw(st.integers(2, 4))
    steps = draw(st.integers(0, 160))
    states = random_states(seed, players, limit=steps + 1)
    return states[-1]


def _alone(state, seat):
    """The seats as one person at the screen (``seat``) among computers sees them."""
    return tuple(None if s == seat else "strong" for s in range(len(state.players)))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_states())
def test_every_lit_thing_is_legal_and_every_legal_action_is_lit(state):
    seat = state.turn.player
    bots = _alone(state, seat)
    hints = view_hints.build(state, NAMES[:len(bots)], bots, None, Selection())
    legal = set(engine.legal_actions(state, seat))
    assert hints.interactive
    # Lit = legal, kind by kind.
    assert {slot for slot, _ in hints.slots} == {a.slot for a in legal if isinstance(a, TakeCard)}
    assert hints.stacks == {a.tile for a in legal if isinstance(a, Build)}
    assert hints.discard_colours == {a.colour for a in legal if isinstance(a, Discard)}
    assert hints.white_cells == {a.cell for a in legal if isinstance(a, PlaceWhite)}
    # The turn panel enables a command exactly when the engine accepts it.
    for action in [EndTurn(seat), Refresh(seat)] + [TakeAbility(seat, a) for a in ABILITIES]:
        assert (engine.check(state, action) is None) == (action in legal)
    # Each stack, in each orientation: every spot's payments are legal builds, and every
    # legal build is one of them.
    offered: set[Build] = set()
    for tile in hints.stacks:
        for rotation, mirrored in ORIENTATIONS:
            selection = Selection(tile=tile, rotation=rotation, mirrored=mirrored)
            spots = dict(view_hints.build(state, NAMES[:len(bots)], bots, None, selection).spots)
            by_anchor = view_hints.options_by_anchor(state, seat, tile, rotation, mirrored)
            assert set(spots) == set(by_anchor)
            for cell, option in by_anchor.items():
                choices = view_hints.build_choices(state, seat, option)
                assert choices and all(engine.check(state, b) is None for b in choices)
                assert min(len(b.paid) for b in choices) <= spots[cell]
                offered.update(choices)
    assert offered == {a for a in legal if isinstance(a, Build)}
    event("builds offered" if offered else "no build now")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_states())
def test_nothing_is_lit_for_a_seat_that_is_not_the_persons(state):
    seat = state.turn.player
    others = tuple("strong" if s == seat else None for s in range(len(state.players)))
    hints = view_hints.build(state, NAMES[:len(others)], others, None, Selection())
    assert not hints.interactive and not hints.slots and not hints.stacks and not hints.spots
