"""Phase 3: the other players mark tracks with the dice the active player left."""

from rules_helpers import dice, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkTrack, MarkX, Place, Roll, SkipTrack
from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, NothingToMark, Phase, Reason


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
    # The rules say why, once, before the turn ends: the active player used every die.
    said = [e for e in game.events if e.kind is EventKind.NOTHING_TO_MARK]
    assert [(e.player, e.value) for e in said] == [(0, NothingToMark.NO_DIE_LEFT)]
    assert kinds(game).index(EventKind.NOTHING_TO_MARK) < kinds(game).index(EventKind.TURN_ENDED)


def test_a_player_whose_dice_left_fit_only_full_tracks_is_passed_over_with_the_reason():
    full_yellow_purple = sheet(tracks=(0, 0, 9, 0, 9))
    game = state(phase=Phase.PLACE, roll="RRRYP", shape="red-3", assigned=(0, 1, 2),
                 sheets={1: full_yellow_purple})
    cells = engine.placements(0, "red-3")[0].cells
    game = play(game, Place(0, cells), MarkX(0, cells[0]))
    assert game.phase is Phase.TRACKS and game.chooser == 2  # player 1 was passed over
    said = [(e.player, e.value) for e in game.events if e.kind is EventKind.NOTHING_TO_MARK]
    assert said == [(1, NothingToMark.TRACKS_FULL)]
    game = play(game, SkipTrack(2))  # a player who chooses to mark nothing is not "passed over"
    assert EventKind.NOTHING_TO_MARK not in kinds(game)


def test_a_two_player_who_marked_once_and_has_no_second_die_is_not_passed_over():
    game = tracks_phase("RRRRY", (0, 1, 2, 3), players=2)
    game = play(game, MarkTrack(1, 4, "yellow"))
    assert game.phase is Phase.ROLL and EventKind.NOTHING_TO_MARK not in kinds(game)


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


def test_why_a_die_marks_no_track_and_why_no_die_marks_a_track():
    full_yellow = sheet(tracks=(0, 0, 0, 0, 9))
    game = tracks_phase("RRRYW", (0, 1, 2), sheets={1: full_yellow})
    assert engine.die_reason(game, 0) is Reason.DIE_ALREADY_USED
    assert engine.die_reason(game, 3) is Reason.TRACK_FULL  # the yellow die, on a full track
    assert engine.die_reason(game, 4) is None  # the joker marks any other track
    assert engine.die_reason(game, 9) is Reason.BAD_DIE
    assert engine.track_reason(game, "yellow") is Reason.TRACK_FULL
    assert engine.track_reason(game, "blue") is None  # with the joker
    game = tracks_phase("RRRYP", (0, 1, 2))
    assert engine.track_reason(game, "blue") is Reason.NO_DIE_OF_COLOUR  # no unused die shows blue
    assert engine.track_reason(game, "yellow") is None
    # Every answer agrees with check: None exactly when some mark is accepted.
    for die in range(5):
        accepted = any(engine.check(game, MarkTrack(1, die, c)) is None for c in TRACK_COLOURS)
        assert (engine.die_reason(game, die) is None) == accepted
    assert engine.die_reason(play(game, SkipTrack(1), SkipTrack(2)), 3) is Reason.TRACKS_IN_PHASE_THREE
