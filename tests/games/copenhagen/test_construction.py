"""Construct Facade (spec §2.4): placement, cost with the adjacency discount, payment,
Construction Discount and Change of Colors; test vectors 1 and 2 of §2.8a."""

import attrs
import pytest

from copenhagen_gui.core.building import bit, cells_to_mask
from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import Build
from copenhagen_gui.games.copenhagen.rules.components import TILE_INDEX, Ability, Colour, Side
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import EventKind, Phase

from .helpers import all_active, colours, dealt, with_player

DISCOUNT = Ability.CONSTRUCTION_DISCOUNT
CHANGE = Ability.CHANGE_OF_COLORS


def at_start(hand="", diagram=None, abilities=None):
    return with_player(dealt(), 0, hand=hand, diagram=diagram, abilities=abilities)


def build(tile, cells, brick, paid="", discount=False):
    return Build(0, tile, cells, brick, colours(paid), discount)


def test_vector_1_purple_five_on_the_ground_scores_one_point():
    state = at_start(hand="PPPPP")
    action = build("purple-5", [(x, 0) for x in range(5)], (0, 0), "PPPPP")
    assert engine.check(state, action) is None
    after = engine.apply(state, action)
    assert after.players[0].points == 1  # a full row with a brick
    kinds = [e.kind for e in after.events]
    assert EventKind.ROW_COMPLETED in kinds
    assert EventKind.COAT_EARNED not in kinds
    assert after.phase is Phase.REFILL


BLUE_BESIDE = """
B....
"""
WHITE_BESIDE = """
W....
"""


def test_vector_2_blue_domino_next_to_blue_with_the_discount_costs_nothing():
    state = at_start(diagram=BLUE_BESIDE, abilities=all_active(DISCOUNT))
    action = build("blue-2", [(1, 0), (2, 0)], (1, 0), "", discount=True)
    assert engine.check(state, action) is None
    after = engine.apply(state, action)
    assert after.players[0].side(DISCOUNT) is Side.USED


@pytest.mark.parametrize("discount, cost", [(False, 2), (True, 1)])
def test_vector_2_a_white_neighbour_gives_no_discount(discount, cost):
    state = at_start(hand="BB", diagram=WHITE_BESIDE, abilities=all_active(DISCOUNT))
    cells = [(1, 0), (2, 0)]
    assert engine.check(state, build("blue-2", cells, (1, 0), "B" * cost, discount)) is None
    wrong = "B" * (cost - 1)
    assert engine.check(state, build("blue-2", cells, (1, 0), wrong, discount)) is Reason.WRONG_CARD_COUNT


def test_same_colour_touching_costs_one_less_but_diagonal_does_not_count():
    diagram = """
    .....
    RY...
    """
    state = at_start(hand="RRR", diagram=diagram)
    touching = build("red-3", [(0, 1), (1, 1), (1, 2)], (0, 1), "RR")  # (0,1) is above red
    assert engine.check(state, touching) is None
    # (1,1) rests on the yellow cell and is only diagonal to the red one: full price
    diagonal = build("red-2", [(1, 1), (2, 1)], (1, 1), "R")
    assert engine.check(state, diagonal) is Reason.WRONG_CARD_COUNT
    assert engine.check(state, build("red-2", [(1, 1), (2, 1)], (1, 1), "RR")) is None


def test_the_discount_applies_once_however_many_cells_touch():
    diagram = """
    RR...
    """
    state = at_start(hand="RRR", diagram=diagram)
    action = build("red-3", [(0, 1), (1, 1), (0, 2)], (1, 1), "RR")
    assert engine.check(state, action) is None


def test_every_orientation_with_mirroring_is_allowed():
    state = at_start(hand="BBBB")
    # blue-4 (L4) as printed, and mirrored (a J)
    printed = build("blue-4", [(0, 0), (1, 0), (2, 0), (2, 1)], (0, 0), "BBBB")
    mirrored = build("blue-4", [(0, 0), (1, 0), (2, 0), (0, 1)], (2, 0), "BBBB")
    standing = build("blue-4", [(4, 0), (4, 1), (4, 2), (3, 0)], (4, 2), "BBBB")
    for action in (printed, mirrored, standing):
        assert engine.check(state, action) is None


def test_the_brick_must_be_where_the_tile_has_it():
    state = at_start(hand="RRR")
    corner = build("red-3", [(0, 0), (0, 1), (1, 1)], (0, 1), "RRR")
    assert engine.check(state, corner) is Reason.BRICK_MISPLACED
    outside = build("red-3", [(0, 0), (0, 1), (1, 1)], (3, 3), "RRR")
    assert engine.check(state, outside) is Reason.BRICK_MISPLACED


def test_wrong_shape_and_out_of_grid():
    state = at_start(hand="RRR")
    line = build("red-3", [(0, 0), (1, 0), (2, 0)], (0, 0), "RRR")
    assert engine.check(state, line) is Reason.WRONG_SHAPE
    off = build("red-2", [(4, 0), (5, 0)], (4, 0), "RR")
    assert engine.check(state, off) is Reason.OUT_OF_GRID
    repeated = build("red-2", [(0, 0), (0, 0)], (0, 0), "RR")
    assert engine.check(state, repeated) is Reason.WRONG_SHAPE


def test_overlap_and_support():
    diagram = """
    .....
    Y....
    """
    state = at_start(hand="RRRRR", diagram=diagram)
    assert engine.check(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR")) is Reason.OVERLAP
    floating = build("red-2", [(2, 2), (2, 3)], (2, 2), "RR")
    assert engine.check(state, floating) is Reason.UNSUPPORTED
    # a standing domino at y=1..2 beside the yellow: its lower cell (1,1) rests on nothing
    # below, and its upper cell cannot hold it up
    assert engine.check(state, build("red-2", [(1, 1), (1, 2)], (1, 1), "RR")) is Reason.UNSUPPORTED
    overhang = build("red-3", [(0, 1), (1, 1), (1, 2)], (1, 2), "RRR")  # rests on (0,0) only
    assert engine.check(state, overhang) is None


def test_unknown_white_and_empty_stacks():
    state = at_start(hand="RR")
    assert engine.check(state, build("red-9", [(0, 0)], None)) is Reason.UNKNOWN_TILE
    assert engine.check(state, build("white-1", [(0, 0)], None)) is Reason.WHITE_TILE
    supply = list(state.supply)
    supply[TILE_INDEX["red-2"]] = 0
    empty = attrs.evolve(state, supply=tuple(supply))
    assert engine.check(empty, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR")) is Reason.STACK_EMPTY


def test_payment_must_be_the_tile_colour_without_change_of_colors():
    state = at_start(hand="RB")
    assert engine.check(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RB")) is Reason.WRONG_COLOUR
    assert engine.check(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR")) is Reason.NOT_IN_HAND


@pytest.mark.parametrize("paid", ["RRB", "RBB", "BBB", "RRR"])
def test_change_of_colors_lets_one_other_colour_pay(paid):
    state = at_start(hand="RRRBBB", abilities=all_active(CHANGE))
    assert engine.check(state, build("red-3", [(0, 0), (0, 1), (1, 1)], (0, 0), paid)) is None


def test_change_of_colors_turns_one_colour_only():
    state = at_start(hand="RYB", abilities=all_active(CHANGE))
    action = build("red-3", [(0, 0), (0, 1), (1, 1)], (0, 0), "RYB")
    assert engine.check(state, action) is Reason.TWO_OTHER_COLOURS


def test_change_of_colors_flips_only_when_another_colour_is_paid():
    state = at_start(hand="RRBB", abilities=all_active(CHANGE))
    native = engine.apply(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR"))
    assert native.players[0].side(CHANGE) is Side.ACTIVE
    mixed = engine.apply(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RB"))
    assert mixed.players[0].side(CHANGE) is Side.USED


def test_change_of_colors_keeps_the_adjacency_on_the_tile_colour():
    state = at_start(hand="BB", diagram="B....", abilities=all_active(CHANGE))
    # a red domino beside the blue cell is not discounted, even if paid in blue
    action = build("red-2", [(1, 0), (2, 0)], (1, 0), "B")
    assert engine.check(state, action) is Reason.WRONG_CARD_COUNT
    assert engine.check(state, build("red-2", [(1, 0), (2, 0)], (1, 0), "BB")) is None


def test_construction_discount_needs_the_active_tile():
    plain = at_start(hand="R")
    action = build("red-2", [(0, 0), (1, 0)], (0, 0), "R", discount=True)
    assert engine.check(plain, action) is Reason.ABILITY_NOT_OWNED
    used = at_start(hand="R", abilities={DISCOUNT: Side.USED})
    assert engine.check(used, action) is Reason.ABILITY_USED


def test_construction_discount_is_optional():
    state = at_start(hand="RR", abilities=all_active(DISCOUNT))
    after = engine.apply(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR"))
    assert after.players[0].side(DISCOUNT) is Side.ACTIVE


def test_a_build_fills_the_cells_takes_the_tile_and_discards_the_payment():
    state = at_start(hand="GGGGY")
    cells = [(0, 0), (1, 0), (2, 0), (1, 1)]
    after = engine.apply(state, build("green-4", cells, (1, 1), "GGGG"))
    player = after.players[0]
    assert player.colour_masks[Colour.GREEN.index] == cells_to_mask(cells)
    assert player.bricks == bit(1, 1)
    assert player.hand == (0, 1, 0, 0, 0) and player.hand_count == 1
    assert after.discard == (0, 0, 4, 0, 0)
    assert after.supply[TILE_INDEX["green-4"]] == state.supply[TILE_INDEX["green-4"]] - 1
    built = [e for e in after.events if e.kind is EventKind.TILE_BUILT]
    assert len(built) == 1
    assert (built[0].tile, built[0].cell, built[0].count) == ("green-4", (1, 1), 4)
    assert built[0].cards == colours("GGGG")


def test_cards_in_hand_are_cards_of_the_build():
    state = at_start(hand="R")
    assert engine.check(state, build("red-2", [(0, 0), (1, 0)], (0, 0), "RR")) is Reason.NOT_IN_HAND
