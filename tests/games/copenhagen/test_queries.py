"""What a table's controller asks the engine: takeable slots, spots and costs for a
chosen tile, payments, abilities usable now, white-tile cells."""

import attrs

from copenhagen_gui.games.copenhagen.rules import engine, queries
from copenhagen_gui.games.copenhagen.rules.actions import TakeCard
from copenhagen_gui.games.copenhagen.rules.components import TILE_INDEX, Ability, Side
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import Phase, Turn

from .helpers import all_active, colours, dealt, play, with_player


def test_take_reason_and_the_ability_a_take_would_use():
    state = play(dealt(), TakeCard(0, 3))
    assert queries.take_reason(state, 0, 4) is None
    assert queries.take_uses(state, 4) is None
    assert queries.take_reason(state, 0, 0) is None  # Any Cards is active
    assert queries.take_uses(state, 0) is Ability.ANY_CARDS
    assert queries.take_reason(state, 1, 4) is Reason.NOT_YOUR_TURN
    assert queries.take_reason(state, 0, 3) is Reason.SLOT_EMPTY


def test_build_options_give_every_spot_with_its_cost():
    state = with_player(dealt(), 0, hand="RR", diagram="R....",
                        abilities=all_active(Ability.CONSTRUCTION_DISCOUNT))
    options = queries.build_options(state, 0, "red-2")
    beside = [o for o in options if (1, 0) in o.placement.cells]
    assert beside and all(o.touching and o.cost == 1 and o.discount_cost == 0 for o in beside)
    far = [o for o in options if o.placement.cells == ((3, 0), (4, 0))]
    assert len(far) == 2  # brick left or right
    assert all(not o.touching and o.cost == 2 and o.payable for o in far)
    for option in options:
        action = queries.make_build(0, option.placement, colours("R" * option.cost))
        assert (engine.check(state, action) is None) == option.payable


def test_tile_reason_explains_why_a_tile_cannot_be_built():
    state = with_player(dealt(), 0, hand="R")
    assert queries.tile_reason(state, 0, "red-2") is Reason.CANNOT_AFFORD
    assert queries.tile_reason(state, 0, "white-1") is Reason.WHITE_TILE
    rich = with_player(dealt(), 0, hand="RR")
    assert queries.tile_reason(rich, 0, "red-2") is None
    assert queries.buildable_tiles(rich, 0) == ("red-2",)
    supply = list(rich.supply)
    supply[TILE_INDEX["red-2"]] = 0
    assert queries.tile_reason(attrs.evolve(rich, supply=tuple(supply)), 0, "red-2") is Reason.STACK_EMPTY
    assert queries.tile_reason(play(rich, TakeCard(0, 0)), 0, "red-2") is Reason.WRONG_PHASE


def test_placement_reason_leaves_the_cards_aside():
    state = with_player(dealt(), 0, diagram="R....")
    assert queries.placement_reason(state, 0, "red-2", [(1, 0), (2, 0)], (1, 0)) is None
    assert queries.placement_reason(state, 0, "red-2", [(0, 0), (1, 0)], (1, 0)) is Reason.OVERLAP
    assert queries.placement_reason(state, 0, "red-2", [(1, 2), (2, 2)], (1, 2)) is Reason.UNSUPPORTED


def test_payments_with_change_of_colors():
    state = with_player(dealt(), 0, hand="RBB", abilities=all_active(Ability.CHANGE_OF_COLORS))
    assert set(queries.payments(state, 0, "red-2", 2)) == {colours("RB"), colours("BB")}


def test_ability_reasons_now():
    state = with_player(dealt(), 0, hand="RR", abilities={
        Ability.CONSTRUCTION_DISCOUNT: Side.ACTIVE, Ability.BOTH_ACTIONS: Side.USED})
    reasons = queries.ability_reasons(state, 0)
    assert reasons[Ability.CONSTRUCTION_DISCOUNT] is None
    assert reasons[Ability.ANY_CARDS] is Reason.NOT_NOW  # only for the 2nd card
    assert reasons[Ability.BOTH_ACTIONS] is Reason.ABILITY_USED
    assert reasons[Ability.ADDITIONAL_CARD] is Reason.ABILITY_NOT_OWNED
    second = play(state, TakeCard(0, 3))
    assert queries.ability_reasons(second, 0)[Ability.ANY_CARDS] is None


def test_white_cells_only_during_coats_of_arms():
    state = dealt()
    assert queries.white_cells(state, 0) == ()
    coats = attrs.evolve(state, phase=Phase.COATS, turn=Turn(0, built=True, pending_coats=1))
    assert queries.white_cells(coats, 0) == tuple((x, 0) for x in range(5))


def test_abilities_left_in_the_supply():
    state = with_player(dealt(players=3), 1, abilities=all_active(Ability.BOTH_ACTIONS))
    left = dict(zip(Ability, queries.abilities_in_supply(state)))
    assert left[Ability.ANY_CARDS] == 0
    assert left[Ability.BOTH_ACTIONS] == 2
    assert left[Ability.ADDITIONAL_CARD] == 3


def test_the_end_card_may_come_once_ten_cards_or_fewer_are_left():
    state = dealt()  # two players: the End card is in the pile, 59 cards
    assert not queries.end_card_may_come(state)
    assert queries.end_card_may_come(attrs.evolve(state, pile=(9, 0, 0, 0, 0), pile_count=10))
    three = dealt(players=3)  # set aside until the first reshuffle
    assert not queries.end_card_may_come(attrs.evolve(three, pile=(5, 0, 0, 0, 0), pile_count=5))
