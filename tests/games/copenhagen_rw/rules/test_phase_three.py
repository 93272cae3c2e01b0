"""Phase 3: the other players mark tracks with the dice the active player left."""

from rules_helpers import dice, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkTrack, MarkX, Place, Roll, SkipTrack
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase, Reason


def tracks_phase(roll, assigned, players=3, sheets=None, active=0):
    choosers = tuple((active + k) % players for k in range(1, players))
    return state(players=players, phase=Phase.TRACKS, roll=roll, assigned=assigned, active=active,
                 shape="red-3", drawn=True, choosers=choosers, sheets=sheets)


def offered(game):
    return {(a.die, a.colour.value) for a in engine.legal_actions(game) if isinstance(a, MarkTrack)}


def test_after_three_red_dice_the_others_may_take_the_yellow_or_the_purple_die():
    game = tracks_phase("RRRYP", (0, 1, 2))
    assert game.chooser == 1
    assert offered(game) == {(3, "yellow"), (4, "purple")}
    refused(game, MarkTrack(1, 0, "red"), Reason.DIE_ALREADY_USED)
    refused(game, MarkTrack(1, 3, "purple"), Reason.DIE_COLOUR_MISMATCH)
    refused(game, MarkTrack(1, 3, "white"), Reason.NOT_A_TRACK)
    refused(game, MarkTrack(1, 8, "yellow"), Reason.BAD_DIE)
    refused(game, MarkTrack(2, 3, "yellow"), Reason.WRONG_PLAYER)
    game = play(game, MarkTrack(1, 3, "yellow"))
    assert game.players[1].tracks[4] == 1 and game.chooser == 2
    game = play(game, MarkTrack(2, 3, "yellow"))  # several players may take the same die
    assert game.players[2].tracks[4] == 1
    assert game.phase is Phase.ROLL and game.active == 1


def test_a_joker_die_marks_any_track():
    game = tracks_phase("RRRWY", (0, 1, 2))
    assert {c for d, c in offered(game) if d == 3} == {"red", "blue", "purple", "green", "yellow"}
    assert play(game, MarkTrack(1, 3, "green")).players[1].tracks[3] == 1


def test_marking_is_optional():
    game = play(tracks_phase("RRRYP", (0, 1, 2)), SkipTrack(1))
    assert game.players[1].tracks == (0,) * 5 and game.chooser == 2
    assert EventKind.TRACK_SKIPPED in kinds(game)


def test_a_full_track_cannot_be_chosen():
    full_yellow = sheet(tracks=(0, 0, 0, 0, 9))
    game = tracks_phase("RRRYP", (0, 1, 2), sheets={1: full_yellow})
    refused(game, MarkTrack(1, 3, "yellow"), Reason.TRACK_FULL)
    assert offered(game) == {(4, "purple")}


def test_completing_a_track_scores_two_points_once():
    game = tracks_phase("RRRYP", (0, 1, 2), sheets={1: sheet(tracks=(0, 0, 8, 0, 0))})
    game = play(game, MarkTrack(1, 4, "purple"))
    assert game.players[1].points == 2 and EventKind.TRACK_COMPLETED in kinds(game)


def test_when_all_five_dice_were_used_nobody_marks():
    game = state(phase=Phase.PLACE, roll="RRRRW", shape="red-5", assigned=(0, 1, 2, 3, 4))
    game = play(game, Place(0, [(0, 0), (1, 0), (2, 0), (1, 1), (2, 1)]), MarkX(0, (0, 0)))
    assert game.phase is Phase.ROLL and game.active == 1
    assert EventKind.TRACK_MARKED not in kinds(game)


def test_the_others_choose_in_turn_order():
    game = state(players=4, active=2, phase=Phase.PLACE, roll="RRBBY", shape="red-2", assigned=(0, 1))
    game = play(game, Place(2, [(0, 0), (1, 0)]), MarkX(2, (0, 0)))
    assert game.turn.choosers == (3, 0, 1)


def test_two_players_take_two_dice_the_same_colour_twice_if_two_are_left():
    game = tracks_phase("RRYYB", (0, 1), players=2)
    game = play(game, MarkTrack(1, 2, "yellow"))
    assert game.chooser == 1 and offered(game) == {(3, "yellow"), (4, "blue")}
    refused(game, MarkTrack(1, 2, "yellow"), Reason.DIE_ALREADY_PICKED)
    game = play(game, MarkTrack(1, 3, "yellow"))
    assert game.players[1].tracks[4] == 2 and game.phase is Phase.ROLL


def test_two_players_one_die_of_a_colour_is_taken_once():
    game = play(tracks_phase("RRYGB", (0, 1), players=2), MarkTrack(1, 2, "yellow"))
    assert offered(game) == {(3, "green"), (4, "blue")}
    assert play(game, SkipTrack(1)).phase is Phase.ROLL  # the second die is optional too


def test_a_two_player_game_from_the_roll():
    game = play(engine.new_game(GameOptions(2)), Roll(0, dice("RRRYP")),
                ChooseShape(0, "red-3", (0, 1, 2)), Place(0, [(0, 0), (1, 0), (1, 1)]), MarkX(0, (0, 0)))
    assert game.phase is Phase.TRACKS and game.chooser == 1
    game = play(game, MarkTrack(1, 3, "yellow"), MarkTrack(1, 4, "purple"))
    assert game.players[1].tracks == (0, 0, 1, 0, 1) and game.active == 1


def test_a_player_who_can_mark_nothing_is_passed_over():
    game = play(state(phase=Phase.PLACE, roll="RRRYP", shape="red-3", assigned=(0, 1, 2),
                      sheets={1: sheet(tracks=(0, 0, 9, 0, 9))}),
                Place(0, [(0, 0), (1, 0), (1, 1)]), MarkX(0, (0, 0)))
    assert game.chooser == 2  # player 1 had nothing to mark
