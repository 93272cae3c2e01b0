"""Coats of arms (spec §2.5): triggers, the three actions, chains, availability, the
12-point end in the middle of a chain; test vectors 3, 4 and 5 of §2.8a."""

import attrs
import pytest

from copenhagen_gui.core.building import bit
from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
)
from copenhagen_gui.games.copenhagen.rules.components import (
    ABILITIES,
    WHITE_INDEX,
    Ability,
    Colour,
    Side,
)
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import EndReason, EventKind, Phase, Turn

from .helpers import colours, dealt, every_ability, with_player


def at_start(hand="", diagram=None, abilities=None):
    return with_player(dealt(), 0, hand=hand, diagram=diagram, abilities=abilities)


def in_coats(pending: int, diagram: str | None = None, abilities=None):
    state = at_start(diagram=diagram, abilities=abilities)
    return attrs.evolve(state, phase=Phase.COATS, turn=Turn(0, built=True, pending_coats=pending))


def coat_events(state):
    return [(e.cell, e.index) for e in state.events if e.kind is EventKind.COAT_EARNED]


COLUMN_TWO = """
..G..
..G..
..G..
..G..
..G..
..G..
"""


@pytest.mark.parametrize("brick", [(1, 6), (3, 8)])
def test_vector_3_yellow_five_covers_two_coat_squares(brick):
    state = at_start(hand="YYYYY", diagram=COLUMN_TWO)
    cells = [(1, 6), (2, 6), (2, 7), (2, 8), (3, 8)]
    after = engine.apply(state, Build(0, "yellow-5", cells, brick, colours("YYYYY")))
    assert coat_events(after) == [((1, 6), None), ((3, 8), None)]
    assert after.turn.pending_coats == 2
    assert after.phase is Phase.COATS


ROWS_1_3_5 = """
GGGG.
....
GGGG.
....
GGGG.
....P
"""


def test_vector_4_vertical_purple_five_earns_four_actions():
    state = at_start(hand="PPPPP", diagram=ROWS_1_3_5)
    cells = [(4, y) for y in range(1, 6)]
    after = engine.apply(state, Build(0, "purple-5", cells, (4, 1), colours("PPPP")))  # touches purple
    assert coat_events(after) == [((4, 4), None), (None, 1), (None, 3), (None, 5)]
    assert after.turn.pending_coats == 4
    # row 1 holds the brick (1 point), rows 3 and 5 are all windows (2 points each)
    assert after.players[0].points == 5


ELEVEN_POINTS = """
.....
.....
gGGGG
GGGGG
GGGGG
GGGg.
GGGGG
GGGGG
GGGGG
"""


def test_vector_5_a_white_tile_reaching_12_ends_the_game_and_loses_pending_actions():
    state = in_coats(2, ELEVEN_POINTS)
    assert state.players[0].points == 11
    after = engine.apply(state, PlaceWhite(0, (4, 3)))
    assert after.players[0].points == 12
    assert after.phase is Phase.GAME_OVER
    assert after.end_reason is EndReason.POINTS
    assert after.winners == (0,)
    assert after.events[-1].kind is EventKind.GAME_ENDED
    assert engine.legal_actions(after, 0) == ()


def test_a_build_reaching_12_ends_at_once_before_its_coats_of_arms():
    house = """
    .....
    .....
    gGGGG
    ....G
    GGGGG
    GGGGG
    GGGGG
    GGGGG
    GGGGG
    """
    state = at_start(hand="PPPP", diagram=house)
    assert state.players[0].points == 11
    cells = [(0, 5), (1, 5), (2, 5), (3, 5)]  # completes row 5, a coat-of-arms row
    after = engine.apply(state, Build(0, "purple-4", cells, (3, 5), colours("PPPP")))
    assert after.players[0].points == 12
    assert after.phase is Phase.GAME_OVER
    assert after.end_reason is EndReason.POINTS
    assert coat_events(after) == [(None, 5)]
    assert after.turn.pending_coats == 1  # earned, never resolved


def test_a_row_that_is_not_a_coat_row_earns_nothing():
    state = at_start(hand="PPPPP")
    after = engine.apply(state, Build(0, "purple-5", [(x, 0) for x in range(5)], (0, 0), colours("PPPPP")))
    assert coat_events(after) == []


def test_a_covered_coat_square_triggers_only_once():
    house = """
    GGgG.
    GGGGG
    GGGGG
    """
    state = at_start(hand="RR", diagram=house)
    # completing row 2 (not a coat-of-arms row) does not count the square (2,2) again
    after = engine.apply(state, Build(0, "red-2", [(4, 2), (4, 3)], (4, 2), colours("RR")))
    assert [e.index for e in after.events if e.kind is EventKind.ROW_COMPLETED] == [2]
    assert coat_events(after) == []


def test_coat_actions_offered():
    state = in_coats(1, "RR...", abilities={Ability.ADDITIONAL_CARD: Side.USED})
    legal = engine.legal_actions(state, 0)
    whites = {a.cell for a in legal if isinstance(a, PlaceWhite)}
    assert whites == {(2, 0), (3, 0), (4, 0), (0, 1), (1, 1)}
    kinds = {a.ability for a in legal if isinstance(a, TakeAbility)}
    assert kinds == {Ability.CONSTRUCTION_DISCOUNT, Ability.CHANGE_OF_COLORS, Ability.BOTH_ACTIONS}
    assert Refresh(0) in legal
    assert EndTurn(0) not in legal  # the action is mandatory


def test_refresh_only_with_a_used_tile():
    state = in_coats(1)
    assert engine.check(state, Refresh(0)) is Reason.NOTHING_TO_REFRESH
    assert Refresh(0) not in engine.legal_actions(state, 0)


def test_refresh_turns_every_used_tile_active():
    used = {Ability.ANY_CARDS: Side.USED, Ability.BOTH_ACTIONS: Side.USED, Ability.CHANGE_OF_COLORS: Side.ACTIVE}
    state = in_coats(1, abilities=used)
    after = engine.apply(state, Refresh(0))
    sides = after.players[0].abilities
    assert sides[Ability.ANY_CARDS.index] is Side.ACTIVE
    assert sides[Ability.BOTH_ACTIONS.index] is Side.ACTIVE
    assert sides[Ability.ADDITIONAL_CARD.index] is None
    refreshed = [e for e in after.events if e.kind is EventKind.ABILITIES_REFRESHED]
    assert refreshed[0].count == 2
    assert after.phase is Phase.REFILL


def test_a_new_ability_arrives_active_and_only_one_of_each_kind():
    state = in_coats(2)
    after = engine.apply(state, TakeAbility(0, Ability.BOTH_ACTIONS))
    assert after.players[0].side(Ability.BOTH_ACTIONS) is Side.ACTIVE
    assert after.phase is Phase.COATS and after.turn.pending_coats == 1
    assert engine.check(after, TakeAbility(0, Ability.BOTH_ACTIONS)) is Reason.ABILITY_OWNED
    assert engine.check(after, TakeAbility(0, Ability.ANY_CARDS)) is Reason.ABILITY_OWNED


def test_a_white_tile_is_a_free_window_and_can_chain():
    house = """
    RRRR.
    RRRRR
    """
    state = in_coats(1, house)
    after = engine.apply(state, PlaceWhite(0, (4, 1)))  # completes row 1, a coat-of-arms row
    player = after.players[0]
    assert player.colour_masks[Colour.WHITE.index] == bit(4, 1)
    assert not player.bricks & bit(4, 1)
    assert player.points == 2 + 2  # row 0 before; row 1 all windows
    assert after.supply[WHITE_INDEX] == 11
    assert coat_events(after) == [(None, 1)]
    assert after.turn.pending_coats == 1  # one used, one earned
    assert after.phase is Phase.COATS


def test_a_white_tile_follows_the_placement_rules():
    state = in_coats(1, "R....")
    assert engine.check(state, PlaceWhite(0, (0, 0))) is Reason.OVERLAP
    assert engine.check(state, PlaceWhite(0, (3, 3))) is Reason.UNSUPPORTED
    assert engine.check(state, PlaceWhite(0, (5, 0))) is Reason.OUT_OF_GRID
    assert engine.check(state, PlaceWhite(0, (0, 1))) is None


def test_no_white_tile_left():
    state = in_coats(1)
    supply = list(state.supply)
    supply[WHITE_INDEX] = 0
    state = attrs.evolve(state, supply=tuple(supply))
    assert engine.check(state, PlaceWhite(0, (0, 0))) is Reason.NO_WHITE_TILE


def test_only_white_tiles_during_coats_of_arms():
    state = at_start(hand="RR")
    state = attrs.evolve(state, phase=Phase.COATS, turn=Turn(0, built=True, pending_coats=1))
    assert engine.check(state, Build(0, "red-2", [(0, 0), (1, 0)], (0, 0), colours("RR"))) is Reason.WRONG_PHASE


def test_coats_of_arms_with_no_possible_action_are_lost():
    # every kind owned and active, no white tile left: nothing can be done
    house = """
    .YYYY
    YYYYY
    """
    state = at_start(hand="YY", diagram=house, abilities=every_ability())
    supply = list(state.supply)
    supply[WHITE_INDEX] = 0
    state = attrs.evolve(state, supply=tuple(supply))
    after = engine.apply(state, Build(0, "yellow-2", [(0, 1), (0, 2)], (0, 1), colours("Y")))
    assert after.turn.pending_coats == 0
    lost = [e for e in after.events if e.kind is EventKind.COATS_LOST]
    assert [(e.player, e.count) for e in lost] == [(0, 1)]  # row 1 was completed
    assert after.phase is Phase.REFILL


def test_all_five_kinds_owned_leaves_white_tiles_and_refresh():
    state = in_coats(1, abilities={a: Side.ACTIVE for a in ABILITIES})
    legal = engine.legal_actions(state, 0)
    assert not any(isinstance(a, TakeAbility) for a in legal)
    assert any(isinstance(a, PlaceWhite) for a in legal)
