"""When may a player use an ability: one answer (rules/availability.py) for the sheet's
star buttons, the Turn menu and the turn panel, in agreement with what check accepts."""

from rules_helpers import play, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, DrawOneX, Place, Reroll, Roll, UseNoX
from copenhagen_gui.games.copenhagen_rw.rules.availability import ability_reason
from copenhagen_gui.games.copenhagen_rw.rules.components import Ability, Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason

FULL_BUT_TOP = "\n".join(["XXXXX"] * 8)


def test_printed_rerolls_are_usable_once_the_dice_are_rolled():
    game = engine.new_game(GameOptions(3))
    assert ability_reason(game, 0, Ability.REROLL) is Reason.NOT_ROLLED_YET
    game = play(game, Roll(0, (Colour.RED,) * 5))
    assert ability_reason(game, 0, Ability.REROLL) is None
    assert engine.check(game, Reroll(0, (1,), (Colour.BLUE,))) is None


def test_a_missing_star_comes_before_whose_turn_and_the_step():
    game = state(roll="RRBBG")
    assert ability_reason(game, 0, Ability.NO_X) is Reason.NOT_UNLOCKED
    assert ability_reason(game, 1, Ability.NO_X) is Reason.NOT_UNLOCKED
    assert ability_reason(game, 1, Ability.REROLL) is Reason.WRONG_PLAYER  # printed stars


def test_a_star_marked_this_turn_waits_for_the_next_turn():
    me = sheet(tracks=(0, 2, 0, 0, 0), ready=(0, 1, 0, 0, 0))  # the blue star: No X
    game = state(roll="RRBBG", sheets={0: me})
    assert ability_reason(game, 0, Ability.NO_X) is Reason.NOT_UNLOCKED_YET


def test_one_x_with_a_star_but_no_room_left_for_the_chosen_shape():
    # Only the top row is free, with one gap of two cells: the chosen domino needs
    # both, so no single cell may be drawn before it (the rules' NO_ROOM).
    me = sheet("X..X.\n" + FULL_BUT_TOP, tracks=(0, 0, 3, 0, 0))  # a purple star: One X
    game = state(roll="RRBBG", sheets={0: me})
    game = play(game, ChooseShape(0, "red-2", (0, 1)))
    assert game.phase is Phase.PLACE
    cells = [(x, 8) for x in (1, 2, 4)]
    reasons = {c: engine.check(game, DrawOneX(0, c)) for c in cells}
    assert reasons == {(1, 8): Reason.NO_ROOM, (2, 8): Reason.NO_ROOM, (4, 8): None}
    assert ability_reason(game, 0, Ability.ONE_X) is None  # (4, 8) is still fine
    game = play(game, Place(0, ((1, 8), (2, 8))))
    assert engine.check(game, UseNoX(0)) is not None


def test_new_choice_needs_a_crossed_out_shape_it_can_take():
    me = sheet(tracks=(0, 0, 0, 0, 4))  # the yellow star: New choice
    game = state(players=2, roll="RRRRG", sheets={0: me})
    assert "red-4b" in game.crossed
    assert ability_reason(game, 0, Ability.NEW_CHOICE) is None
    assert engine.check(game, ChooseShape(0, "red-4b", (0, 1, 2, 3))) is None
    poor = state(players=2, roll="BBBGG", sheets={0: me})
    assert ability_reason(poor, 0, Ability.NEW_CHOICE) is Reason.NOT_ENOUGH_DICE


def test_every_ability_answer_matches_the_legal_actions():
    for players in (2, 3, 4):
        stars = sheet(tracks=(4, 4, 4, 4, 4))
        game = state(players=players, roll="RRRWB", sheets={0: stars, 1: stars}, crossed={"red-4b"})
        for ability in Ability:
            assert ability_reason(game, 0, ability) is None, ability
            assert ability_reason(game, 1, ability) is Reason.WRONG_PLAYER
