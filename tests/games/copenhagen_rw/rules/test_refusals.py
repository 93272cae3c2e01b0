"""Ruling 11: a refused move names the rule that refuses it. A move made too late (or
too early) in the turn gets the reason of the step it belongs to; the generic
"wrong phase" is left only where nothing more specific is true."""

import attrs
import pytest
from rules_helpers import dice, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ACTION_TYPES,
    ChangeColour,
    ChooseShape,
    MarkX,
    Reroll,
    UseBonus,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason, Turn

# Red bonus, green Colour change and two Reroll stars, all usable this turn.
READY = sheet(tracks=(3, 0, 0, 4, 0))


def chosen():
    """The active player has just chosen the red domino with two red dice."""
    return play(state(roll="RRYYB", sheets={0: READY}), ChooseShape(0, "red-2", (0, 1)))


def test_a_reroll_after_choosing_a_shape_says_rerolls_come_first():
    refused(chosen(), Reroll(0, (2,), dice("R")), Reason.REROLL_TOO_LATE)


def test_a_bonus_after_choosing_a_shape_says_bonuses_come_first():
    refused(chosen(), UseBonus(0, "red"), Reason.BONUS_TOO_LATE)


def test_a_colour_change_after_choosing_a_shape_says_it_comes_first():
    refused(chosen(), ChangeColour(0, (2, 3), "red"), Reason.COLOUR_CHANGE_TOO_LATE)


def test_the_same_moves_before_choosing_are_allowed():
    game = state(roll="RRYYB", sheets={0: READY})
    for action in (Reroll(0, (2,), dice("R")), UseBonus(0, "red"), ChangeColour(0, (2, 3), "red")):
        assert engine.check(game, action) is None


def test_a_new_choice_star_marked_this_turn_is_usable_from_the_next_turn():
    # The yellow star (box 3) was marked during this turn: the crossed-out shape is
    # refused because the star is too new, not because New choice is missing.
    fresh = sheet(tracks=(0, 0, 0, 0, 3), ready=(0, 0, 0, 0, 0))
    game = state(roll="RRRRY", crossed={"red-4a"}, sheets={0: fresh})
    refused(game, ChooseShape(0, "red-4a", (0, 1, 2, 3)), Reason.NEW_CHOICE_NEXT_TURN)
    assert engine.shape_reason(game, "red-4a") is Reason.NEW_CHOICE_NEXT_TURN
    without = state(roll="RRRRY", crossed={"red-4a"})
    assert engine.shape_reason(without, "red-4a") is Reason.SHAPE_CROSSED_OUT


def test_nothing_but_the_roll_comes_before_the_roll():
    game = engine.new_game(GameOptions(3))
    for kind in ACTION_TYPES.values():
        if kind.__name__ not in ("Roll", "MarkTrack", "SkipTrack", "CoatCell", "CoatTrack"):
            assert engine.out_of_order_reason(game, kind) is Reason.NOT_ROLLED_YET, kind


@pytest.mark.parametrize("phase", [p for p in Phase if p is not Phase.GAME_OVER], ids=lambda p: p.value)
def test_the_generic_reason_is_the_last_resort(phase):
    game = attrs.evolve(engine.new_game(GameOptions(3)), phase=phase,
                        turn=Turn(choosers=(1, 2)) if phase is Phase.TRACKS else Turn())
    generic = {kind for kind in ACTION_TYPES.values()
               if engine.out_of_order_reason(game, kind) is Reason.WRONG_PHASE}
    # Only the X after the turn's X (or pass) is left: it cannot come any earlier.
    assert generic == ({MarkX} if phase is Phase.AFTER else set())
