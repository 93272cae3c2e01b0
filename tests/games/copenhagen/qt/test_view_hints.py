"""The view hints light exactly what the engine allows (pure, no Qt)."""

from __future__ import annotations

import pytest

from copenhagen_gui.games.copenhagen.rules import engine, queries
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    PlaceWhite,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import COLOURED_TILES
from copenhagen_gui.games.copenhagen.rules.state import Phase
from copenhagen_gui.games.copenhagen.ui import view_hints
from copenhagen_gui.games.copenhagen.ui.view_hints import Selection

from .random_states import random_states

NAMES = ("Ann", "Bert", "Cleo")
ALONE = (None, "strong", "strong")


@pytest.mark.parametrize("seed", range(4))
def test_every_lit_slot_stack_and_discard_is_legal_and_every_legal_take_is_lit(seed):
    for state in random_states(seed, players=3)[::3]:
        seat = state.turn.player
        bots = tuple(None if s == seat else "strong" for s in range(3))
        hints = view_hints.build(state, NAMES, bots, None, Selection())
        assert hints.interactive
        legal = engine.legal_actions(state, seat)
        legal_slots = {a.slot for a in legal if isinstance(a, TakeCard)}
        assert {slot for slot, _ in hints.slots} == legal_slots
        for slot, uses in hints.slots:
            assert engine.check(state, TakeCard(seat, slot)) is None
            assert uses == queries.take_uses(state, slot)
        for tile in hints.stacks:
            assert queries.tile_reason(state, seat, tile) is None
        for colour in hints.discard_colours:
            assert engine.check(state, Discard(seat, colour)) is None
        for cell in hints.white_cells:
            assert engine.check(state, PlaceWhite(seat, cell)) is None
        buildable = {a.tile for a in legal if isinstance(a, Build)}
        assert hints.stacks == buildable


@pytest.mark.parametrize("seed", range(3))
def test_every_lit_spot_in_every_orientation_gives_only_legal_builds(seed):
    checked = 0
    for state in random_states(seed + 10, players=2)[::4]:
        seat = state.turn.player
        seat_bots = (None, "strong") if seat == 0 else ("strong", None)
        for tile in view_hints.build(state, NAMES[:2], seat_bots, None, Selection()).stacks:
            for rotation in range(4):
                for mirrored in (False, True):
                    sel = Selection(tile=tile, rotation=rotation, mirrored=mirrored)
                    bots = tuple(None if s == seat else "strong" for s in range(2))
                    hints = view_hints.build(state, NAMES[:2], bots, None, sel)
                    by_anchor = view_hints.options_by_anchor(state, seat, tile, rotation, mirrored)
                    assert {c for c, _ in hints.spots} == set(by_anchor)
                    for cell, cost in hints.spots:
                        choices = view_hints.build_choices(state, seat, by_anchor[cell])
                        assert choices
                        for choice in choices:
                            assert engine.check(state, choice) is None
                            assert choice.cells[0] == cell or cell in choice.cells
                        assert min(len(c.paid) for c in choices) <= cost
                        checked += 1
    assert checked > 0


def test_a_ghost_off_the_lit_spots_is_illegal_with_the_engines_reason():
    for state in random_states(21, players=2):
        seat = state.turn.player
        bots = tuple(None if s == seat else "strong" for s in range(2))
        stacks = view_hints.build(state, NAMES[:2], bots, None, Selection()).stacks
        if not stacks or state.players[seat].filled == 0:
            continue
        tile = sorted(stacks)[0]
        spots = dict(view_hints.build(state, NAMES[:2], bots, None, Selection(tile=tile)).spots)
        filled_cell = next(
            (x, y) for x in range(5) for y in range(9) if state.players[seat].colour_at((x, y))
        )
        hints = view_hints.build(state, NAMES[:2], bots, None, Selection(tile=tile, hover=filled_cell))
        assert filled_cell not in spots
        assert hints.ghost is not None and not hints.ghost.legal
        image = view_hints.oriented(tile, 0, False)
        cells = view_hints.placed_at(image, filled_cell)
        assert hints.ghost.reason == queries.spot_reason(state, seat, tile, cells)
        return
    pytest.fail("no state with a build and a filled house")


def test_one_person_always_sees_their_own_hand_and_never_another():
    for state in random_states(3, players=3)[:30]:
        viewer, covered = view_hints.who_looks(state, (None, "easy", "strong"), revealed=None)
        assert viewer == 0 and not covered


def test_pass_and_play_covers_until_the_person_to_act_reveals():
    state = random_states(4, players=2)[5]
    seat = state.turn.player
    people = (None, None)
    assert view_hints.who_looks(state, people, revealed=None) == (None, True)
    assert view_hints.who_looks(state, people, revealed=1 - seat) == (None, True)
    assert view_hints.who_looks(state, people, revealed=seat) == (seat, False)
    hints = view_hints.build(state, NAMES[:2], people, None, Selection())
    assert hints.covered and hints.cover_seat == seat and not hints.interactive
    assert hints.slots == () and hints.viewer is None


def test_no_hand_shows_while_a_computer_plays_between_two_people():
    state = next(s for s in random_states(5, players=3) if s.turn.player == 2)
    assert view_hints.who_looks(state, (None, None, "strong"), revealed=0) == (None, False)


def test_every_coloured_tile_has_a_stack_position():
    from copenhagen_gui.games.copenhagen.scene import geometry

    rects = [geometry.stack_rect(t.id) for t in COLOURED_TILES]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b)


def test_the_coats_step_lights_the_white_spots_of_the_engine():
    for seed in range(30):
        for state in random_states(seed, players=2):
            if state.phase is not Phase.COATS:
                continue
            seat = state.turn.player
            bots = tuple(None if s == seat else "strong" for s in range(2))
            hints = view_hints.build(state, NAMES[:2], bots, None, Selection())
            assert hints.white_cells == frozenset(queries.white_cells(state, seat))
            return
    pytest.fail("no coat-of-arms step in 30 random games")
