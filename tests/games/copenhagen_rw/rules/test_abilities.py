"""The five abilities, and when a marked symbol becomes usable."""

from rules_helpers import diagram, dice, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.components import Ability, Symbol
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase, Reason

# --- Reroll ---------------------------------------------------------------------------

def test_the_two_printed_reroll_stars_work_in_the_first_turn_and_go_first():
    game = play(engine.new_game(GameOptions(3)), Roll(0, dice("RRBBY")))
    assert engine.ability_uses_left(game.sheet, Ability.REROLL) == 2
    game = play(game, Reroll(0, (2, 3), dice("RR")))
    assert game.turn.dice == dice("RRRRY") and game.sheet.printed_rerolls_used == 1
    game = play(game, Reroll(0, (4,), dice("W")))
    assert game.sheet.printed_rerolls_used == 2
    refused(game, Reroll(0, (4,), dice("R")), Reason.NOT_UNLOCKED)


def test_printed_stars_are_used_before_the_track_stars():
    red_star = sheet(tracks=(2, 0, 0, 0, 0))  # red ★ under box 2
    game = state(roll="RRBBY", sheets={0: red_star})
    assert engine.ability_uses_left(game.sheet, Ability.REROLL) == 3
    game = play(game, Reroll(0, (0,), dice("B")), Reroll(0, (0,), dice("B")))
    assert game.sheet.used[0] == frozenset() and game.sheet.printed_rerolls_used == 2
    game = play(game, Reroll(0, (0,), dice("G")))
    assert game.sheet.used[0] == frozenset({2})
    assert engine.ability_reason(game.sheet, Ability.REROLL) is Reason.NOT_UNLOCKED


def test_a_reroll_names_its_dice_and_brings_one_face_each():
    game = state(roll="RRBBY")
    refused(game, Reroll(0, ()), Reason.NO_DICE_CHOSEN)
    refused(game, Reroll(0, (5,), dice("R")), Reason.BAD_DIE)
    refused(game, Reroll(0, (1, 1), dice("RR")), Reason.DUPLICATE_DIE)
    refused(game, Reroll(0, (1, 2), dice("R")), Reason.BAD_FACES)


def test_rerolling_is_only_before_choosing_a_shape():
    game = play(state(roll="RRBBY"), ChooseShape(0, "red-2", (0, 1)))
    refused(game, Reroll(0, (2,), dice("R")), Reason.REROLL_TOO_LATE)  # ruling 11


# --- Colour change ----------------------------------------------------------------------

GREEN_STAR = sheet(tracks=(0, 0, 0, 4, 0))  # green ★ under box 4


def test_colour_change_turns_two_yellow_dice_red_for_a_red_four():
    game = state(roll="RRYYB", sheets={0: GREEN_STAR})
    refused(game, ChooseShape(0, "red-4a", (0, 1, 2, 3)), Reason.DIE_WRONG_COLOUR)
    game = play(game, ChangeColour(0, (2, 3), "red"))
    assert game.turn.dice == dice("RRRRB")
    assert engine.check(game, ChooseShape(0, "red-4a", (0, 1, 2, 3))) is None
    assert game.sheet.used[3] == frozenset({4})
    assert EventKind.COLOUR_CHANGED in kinds(game)


def test_colour_change_needs_dice_of_one_face_and_a_new_face():
    game = state(roll="RRYYB", sheets={0: GREEN_STAR})
    refused(game, ChangeColour(0, (1, 2), "blue"), Reason.MIXED_FACES)
    refused(game, ChangeColour(0, (2, 3), "yellow"), Reason.SAME_FACE)
    refused(game, ChangeColour(0, (), "blue"), Reason.NO_DICE_CHOSEN)
    refused(game, ChangeColour(0, (9,), "blue"), Reason.BAD_DIE)
    refused(state(roll="RRYYB"), ChangeColour(0, (2, 3), "red"), Reason.NOT_UNLOCKED)


def test_colour_change_may_turn_dice_to_the_joker_face():
    game = state(roll="RRYYB", sheets={0: GREEN_STAR})
    assert ChangeColour(0, (2, 3), "white") in engine.legal_actions(game)
    assert play(game, ChangeColour(0, (2, 3), "white")).turn.dice == dice("RRWWB")


# --- One X and No X ---------------------------------------------------------------------

PURPLE_STARS = sheet(tracks=(0, 0, 5, 0, 0))  # purple ★ under boxes 3 and 5
NO_X_AND_ONE_X = sheet(tracks=(0, 2, 3, 0, 0))


def test_one_x_before_choosing_draws_a_brick_cell():
    game = play(state(roll="RRYYB", sheets={0: PURPLE_STARS}), DrawOneX(0, (2, 0)))
    assert diagram(game.sheet, 1) == "..X.." and game.phase is Phase.CHOOSE
    refused(game, DrawOneX(0, (2, 2)), Reason.UNSUPPORTED)
    refused(game, DrawOneX(0, (2, 0)), Reason.OVERLAP)
    refused(game, DrawOneX(0, (5, 0)), Reason.OUT_OF_GRID)


def test_abilities_other_than_no_x_may_be_used_again_one_star_each():
    game = play(state(roll="RRYYB", sheets={0: PURPLE_STARS}), DrawOneX(0, (2, 0)), DrawOneX(0, (2, 1)))
    assert game.sheet.used[2] == frozenset({3, 5})
    refused(game, DrawOneX(0, (3, 0)), Reason.NOT_UNLOCKED)


def test_one_x_while_drawing_only_if_the_chosen_shape_still_fits():
    narrow = sheet("\n".join(["X.XXX"] * 2 + ["OOOOO"] * 7), tracks=(0, 0, 3, 0, 0))
    game = state(phase=Phase.PLACE, roll="PPPPP", shape="purple-2", assigned=(0, 1), sheets={0: narrow})
    # the domino fits only on the last two cells of column 1
    refused(game, DrawOneX(0, (1, 7)), Reason.NO_ROOM)
    assert not any(isinstance(a, DrawOneX) for a in engine.legal_actions(game))
    roomy = state(phase=Phase.PLACE, roll="PPPPP", shape="purple-2", assigned=(0, 1), sheets={0: PURPLE_STARS})
    assert engine.check(roomy, DrawOneX(0, (0, 0))) is None


def test_one_x_after_the_shape_and_the_explicit_end_of_turn():
    game = state(phase=Phase.PLACE, roll="RRYYB", shape="red-2", assigned=(0, 1), sheets={0: PURPLE_STARS})
    game = play(game, Place(0, [(0, 0), (1, 0)]), MarkX(0, (0, 0)))
    assert game.phase is Phase.AFTER
    assert EndTurn(0) in engine.legal_actions(game)
    game = play(game, DrawOneX(0, (4, 0)))
    assert game.phase is Phase.AFTER  # a second star is still there
    game = play(game, DrawOneX(0, (3, 0)))
    assert game.phase is Phase.TRACKS  # no star left: the turn moves on by itself
    assert diagram(game.players[0], 1) == "XO.XX"


def test_end_turn_skips_the_optional_one_x():
    game = state(phase=Phase.AFTER, roll="RRYYB", shape="red-2", assigned=(0, 1), drawn=True, sheets={0: PURPLE_STARS})
    assert play(game, EndTurn(0)).phase is Phase.TRACKS
    refused(state(roll="RRYYB"), EndTurn(0), Reason.SHAPE_NOT_DRAWN)


def test_no_turn_has_an_after_phase_without_a_usable_one_x():
    game = state(phase=Phase.PLACE, roll="RRYYB", shape="red-2", assigned=(0, 1))
    assert play(game, Place(0, [(0, 0), (1, 0)]), MarkX(0, (0, 0))).phase is Phase.TRACKS


TWO_NO_X_AND_ONE_X = sheet(tracks=(0, 4, 3, 0, 0))  # blue ★ under boxes 2 and 4
RULES_1 = GameOptions(3, rules_version=1)


def test_one_no_x_star_covers_the_shape_and_not_a_one_x_cell():
    # Ruling 9: the star used before the shape covers the shape only.
    game = play(state(roll="RRYYB", sheets={0: NO_X_AND_ONE_X}), UseNoX(0), DrawOneX(0, (4, 0)))
    game = play(game, ChooseShape(0, "red-2", (0, 1)), Place(0, [(0, 0), (1, 0)]))
    assert diagram(game.sheet, 1) == "OO..X"
    assert game.sheet.used[1] == frozenset({2})


def test_a_second_no_x_star_covers_the_next_one_x_cell():
    game = play(state(roll="RRYYB", sheets={0: TWO_NO_X_AND_ONE_X}), UseNoX(0), UseNoX(0))
    assert [e.value for e in game.events] == [engine.NO_X_CELL]
    game = play(game, DrawOneX(0, (4, 0)), ChooseShape(0, "red-2", (0, 1)), Place(0, [(0, 0), (1, 0)]))
    assert diagram(game.sheet, 1) == "OO..O"
    assert game.sheet.used[1] == frozenset({2, 4})  # two stars for two all-window tiles


def test_a_no_x_star_used_after_the_shape_covers_the_one_x_cell():
    game = state(phase=Phase.AFTER, roll="RRYYB", shape="red-2", assigned=(0, 1), drawn=True,
                 sheets={0: sheet("XO...", tracks=(0, 2, 3, 0, 0))})
    game = play(game, UseNoX(0))
    assert game.phase is Phase.AFTER and game.turn.no_x_cell
    game = play(game, DrawOneX(0, (2, 0)))
    assert diagram(game.players[0], 1) == "XOO.."


def test_a_no_x_star_with_no_tile_left_to_cover_is_refused():
    covered = play(state(roll="RRYYB", sheets={0: sheet(tracks=(0, 4, 0, 0, 0))}), UseNoX(0))
    refused(covered, UseNoX(0), Reason.NO_X_ONE_TILE)  # no One X star: nothing else to cover
    waiting = play(state(roll="RRYYB", sheets={0: sheet(tracks=(0, 6, 3, 0, 0))}), UseNoX(0), UseNoX(0))
    refused(waiting, UseNoX(0), Reason.NO_X_CELL_WAITING)
    assert UseNoX(0) not in engine.legal_actions(waiting)


def test_a_rules_1_game_keeps_its_no_x_covering_later_one_x_cells():
    old = state(roll="RRYYB", sheets={0: NO_X_AND_ONE_X}, options=RULES_1)
    game = play(old, DrawOneX(0, (4, 0)), UseNoX(0))  # a cell drawn before: still an X
    refused(game, UseNoX(0), Reason.ALREADY_ACTIVE)
    game = play(old, UseNoX(0), DrawOneX(0, (2, 0)))
    assert diagram(game.sheet, 1) == "..O.."


# --- unlocking --------------------------------------------------------------------------

def test_a_symbol_marked_before_this_turn_is_usable_and_a_new_one_is_not():
    not_yet = sheet(tracks=(1, 0, 0, 0, 0), ready=(0, 0, 0, 0, 0))
    refused(state(roll="RRYYB", sheets={0: not_yet}), UseBonus(0, "red"), Reason.NOT_UNLOCKED_YET)
    two_marked_one_ready = sheet(tracks=(0, 2, 0, 0, 0), ready=(0, 1, 0, 0, 0))
    assert engine.ability_reason(two_marked_one_ready, Ability.NO_X) is Reason.NOT_UNLOCKED_YET


def test_phase_three_marks_unlock_from_the_players_next_turn():
    game = play(engine.new_game(GameOptions(2)), Roll(0, dice("RRBGY")), ChooseShape(0, "red-2", (0, 1)),
                Place(0, [(0, 0), (1, 0)]), MarkX(0, (0, 0)))
    game = play(game, MarkTrack(1, 4, "yellow"), SkipTrack(1))  # player 1: yellow box 1, a +
    assert game.active == 1 and game.players[1].tracks[4] == 1
    game = play(game, Roll(1, dice("YRRGB")))
    assert engine.check(game, UseBonus(1, "yellow")) is None


def test_boxes_marked_by_a_coat_of_arms_in_ones_own_turn_wait_for_the_next_turn():
    # row 1 carries a coat of arms; the red track gets boxes 1 (+) and 2 (★)
    game = state(players=2, phase=Phase.PLACE, roll="RRBGY", shape="red-2", assigned=(0, 1),
                 sheets={0: sheet("OOO..\nOOOOO")})
    game = play(game, Place(0, [(3, 1), (4, 1)]), MarkX(0, (3, 1)), CoatTrack(0, "red"))
    me = game.players[0]
    assert me.tracks[0] == 2 and me.ready[0] == 0
    assert engine.ability_reason(me, Ability.REROLL) is None  # the printed stars only
    assert engine.usable_boxes(me, 0, Symbol.BONUS) == []
    game = play(game, SkipTrack(1), Roll(1, dice("RBPGY")), Pass(1), SkipTrack(0))
    game = play(game, Roll(0, dice("RBPGY")))
    assert engine.usable_boxes(game.players[0], 0, Symbol.BONUS) == [1]
    assert engine.ability_uses_left(game.players[0], Ability.REROLL) == 3


def test_one_x_is_still_offered_after_a_pass():
    game = play(state(roll="RBPGY", sheets={0: PURPLE_STARS}), Pass(0))
    assert game.phase is Phase.AFTER
    assert play(game, DrawOneX(0, (0, 0)), DrawOneX(0, (0, 1))).phase is Phase.TRACKS


def test_a_coat_earned_by_a_one_x_cell_after_the_shape_comes_before_the_end_of_turn():
    game = state(phase=Phase.AFTER, roll="RRYYB", shape="red-2", assigned=(0, 1), drawn=True,
                 sheets={0: sheet("OOOO.\nOOOOO", tracks=(0, 0, 5, 0, 0))})
    game = play(game, DrawOneX(0, (4, 1)))  # completes row 1: a coat of arms
    assert game.phase is Phase.COAT
    assert play(game, CoatTrack(0, "red")).phase is Phase.AFTER  # one star is left
