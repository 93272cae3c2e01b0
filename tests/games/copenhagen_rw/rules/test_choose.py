"""Phase 1: which shapes the dice, jokers and bonuses allow (rulebook + rulings 1-3)."""

import attrs
from rules_helpers import kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Pass, UseBonus
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, Phase, Reason


def chosen_shapes(game):
    return {a.shape for a in engine.legal_actions(game) if isinstance(a, ChooseShape)}


def test_three_red_dice_allow_a_red_two_or_three_but_not_four():
    game = state(roll="RRRYP")
    assert {s for s in chosen_shapes(game) if s.startswith("red")} == {"red-2", "red-3"}
    assert engine.check(game, ChooseShape(0, "red-3", (0, 1, 2))) is None
    assert engine.check(game, ChooseShape(0, "red-2", (1, 2))) is None  # a smaller shape is fine
    refused(game, ChooseShape(0, "red-4a", (0, 1, 2)), Reason.NOT_ENOUGH_DICE)


def test_the_assigned_dice_must_match_the_size_exactly():
    refused(state(roll="RRRYP"), ChooseShape(0, "red-2", (0, 1, 2)), Reason.TOO_MANY_DICE)


def test_dice_must_show_the_shape_colour_or_the_joker():
    game = state(roll="RRWYP")
    assert engine.check(game, ChooseShape(0, "red-3", (0, 1, 2))) is None
    assert engine.check(game, ChooseShape(0, "yellow-2", (2, 3))) is None
    refused(game, ChooseShape(0, "red-3", (0, 1, 3)), Reason.DIE_WRONG_COLOUR)


def test_dice_indices_are_checked():
    game = state(roll="RRRYP")
    refused(game, ChooseShape(0, "red-2", (0, 7)), Reason.BAD_DIE)
    refused(game, ChooseShape(0, "red-2", (0, 0)), Reason.DUPLICATE_DIE)
    refused(game, ChooseShape(0, "red-9", (0, 1)), Reason.UNKNOWN_SHAPE)


def test_choosing_moves_to_drawing_with_exactly_those_dice_assigned():
    game = play(state(roll="RRRYP"), ChooseShape(0, "red-2", (2, 0)))
    assert game.phase is Phase.PLACE
    assert game.turn.assigned == (0, 2)  # ruling 2: die 1 stays free for phase 3


def test_bonuses_add_dice_of_their_colour_and_count_towards_the_size():
    red_bonus = sheet(tracks=(1, 0, 0, 0, 0))  # red box 1 has a +
    game = play(state(roll="RRRYP", sheets={0: red_bonus}), UseBonus(0, "red"))
    assert engine.check(game, ChooseShape(0, "red-4a", (0, 1, 2))) is None
    assert engine.check(game, ChooseShape(0, "red-3", (0, 1))) is None
    refused(game, ChooseShape(0, "red-3", (0, 1, 2)), Reason.TOO_MANY_DICE)
    assert game.players[0].used[0] == frozenset({1})


def test_two_bonuses_without_any_die_of_that_colour_allow_a_two_cell_shape():
    blue_bonuses = sheet(tracks=(0, 5, 0, 0, 0))  # blue + under boxes 1 and 5
    game = play(state(roll="RRRYP", sheets={0: blue_bonuses}), UseBonus(0, "blue"), UseBonus(0, "blue"))
    assert engine.check(game, ChooseShape(0, "blue-2", ())) is None
    assert "blue-2" in chosen_shapes(game)


def test_at_most_two_bonuses_of_one_colour_per_turn():
    blue_bonuses = sheet(tracks=(0, 5, 0, 0, 0))
    game = play(state(roll="RRRYP", sheets={0: blue_bonuses}), UseBonus(0, "blue"), UseBonus(0, "blue"))
    refused(game, UseBonus(0, "blue"), Reason.BONUS_LIMIT)


def test_a_bonus_needs_an_unlocked_unused_plus():
    game = state(roll="RRRYP")
    refused(game, UseBonus(0, "green"), Reason.NO_BONUS)
    refused(game, UseBonus(0, "white"), Reason.NOT_A_TRACK)
    used_up = sheet(tracks=(1, 0, 0, 0, 0), used=({1}, (), (), (), ()))
    refused(state(roll="RRRYP", sheets={0: used_up}), UseBonus(0, "red"), Reason.NO_BONUS)


def test_a_crossed_out_shape_cannot_be_chosen_without_new_choice():
    game = state(roll="RRRRY", crossed={"red-4a"})
    refused(game, ChooseShape(0, "red-4a", (0, 1, 2, 3)), Reason.SHAPE_CROSSED_OUT)
    assert "red-4b" in chosen_shapes(game) and "red-4a" not in chosen_shapes(game)
    assert engine.shape_reason(game, "red-4a") is Reason.SHAPE_CROSSED_OUT


def test_new_choice_is_used_by_choosing_a_crossed_out_shape():
    new_choice = sheet(tracks=(0, 0, 0, 0, 3))  # yellow star under box 3
    game = state(roll="RRRRY", crossed={"red-4a"}, sheets={0: new_choice})
    assert "red-4a" in chosen_shapes(game)
    game = play(game, ChooseShape(0, "red-4a", (0, 1, 2, 3)))
    assert EventKind.NEW_CHOICE_USED in kinds(game)
    assert game.players[0].used[4] == frozenset({3})


def test_shape_reason_explains_the_pad():
    game = state(roll="RRRYP")
    assert engine.shape_reason(game, "red-3") is None
    assert engine.shape_reason(game, "red-5") is Reason.NOT_ENOUGH_DICE
    assert engine.shape_reason(game, "nope") is Reason.UNKNOWN_SHAPE
    assert engine.shape_reason(attrs.evolve(game, phase=Phase.PLACE), "red-3") is Reason.SHAPE_ALREADY_CHOSEN
    assert engine.best_dice(game, "yellow-2") is None
    assert engine.best_dice(state(roll="RWRYP"), "red-2") == (0, 2)  # jokers only if needed


def test_a_shape_that_fits_nowhere_cannot_be_chosen():
    cramped = sheet("""
        O.O.O
        XXXXX
        OOOOO
        XXXXX
        OOOOO
        XXXXX
        OOOOO
        XXXXX
        OOOOO""")
    refused(state(roll="RRRYP", sheets={0: cramped}), ChooseShape(0, "red-2", (0, 1)), Reason.NO_ROOM)


def test_pass_only_when_no_shape_can_be_drawn():
    refused(state(roll="RRRYP"), Pass(0), Reason.MUST_DRAW)
    game = state(roll="RBPGY")  # one die per colour: no shape has enough
    assert Pass(0) in engine.legal_actions(game)
    after = play(game, Pass(0))
    assert after.phase is Phase.TRACKS and after.turn.assigned == ()
    assert EventKind.PASSED in kinds(after)


def test_the_legal_list_is_a_fresh_copy_each_time():
    game = state(roll="RRRYP")
    first = engine.legal_actions(game)
    first.clear()
    assert engine.legal_actions(game) and engine.legal_actions(game) == engine.legal_actions(game)
