"""Turn order, the end of the game, the two-player setup and refused actions."""

import attrs
import pytest
from rules_helpers import dice, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import MarkTrack, Pass, Place, Roll, SkipTrack, UseBonus
from copenhagen_gui.games.copenhagen_rw.rules.components import DEFAULT_TWO_PLAYER_CROSSED
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase, Reason

NEARLY_TWELVE = sheet("\n".join(["OOOOO"] * 5), tracks=(0, 0, 0, 0, 8))  # five rows: 10 points


def test_reaching_twelve_ends_the_game_after_the_player_before_the_start_player():
    game = state(phase=Phase.TRACKS, roll="RRRYP", assigned=(0, 1, 2), shape="red-3", drawn=True,
                 choosers=(1, 2), sheets={1: NEARLY_TWELVE})
    game = play(game, MarkTrack(1, 3, "yellow"))
    assert game.players[1].points == 12 and game.last_round
    assert EventKind.LAST_ROUND in kinds(game)
    game = play(game, SkipTrack(2), Roll(1, dice("RBPGY")), Pass(1), SkipTrack(2), SkipTrack(0))
    assert game.active == 2 and game.phase is Phase.ROLL and game.round == 1
    game = play(game, Roll(2, dice("RBPGY")), Pass(2), MarkTrack(0, 0, "red"))
    assert game.phase is Phase.TRACKS  # phase 3 of the last turn is still played
    game = play(game, SkipTrack(1))
    assert game.phase is Phase.GAME_OVER and game.winners == (1,)
    assert game.chooser is None and engine.legal_actions(game) == []
    assert EventKind.GAME_ENDED in kinds(game)
    refused(game, Roll(0, dice("RRRRR")), Reason.GAME_OVER)


def test_without_twelve_points_a_new_round_begins():
    game = state(phase=Phase.TRACKS, roll="RRRYP", assigned=(0, 1, 2), shape="red-3", drawn=True,
                 active=2, choosers=(0, 1))
    game = play(game, SkipTrack(0), SkipTrack(1))
    assert (game.active, game.round, game.phase) == (0, 2, Phase.ROLL)


def test_two_player_setup_crosses_one_four_cell_shape_per_colour_by_default():
    game = engine.new_game(GameOptions(2))
    assert game.crossed == set(DEFAULT_TWO_PLAYER_CROSSED) == {
        "red-4b", "blue-4b", "purple-4b", "green-4b", "yellow-4b"}
    other = engine.new_game(
        GameOptions(2, crossed_at_setup=("red-4a", "blue-4a", "purple-4b", "green-4a", "yellow-4b")))
    assert "red-4a" in other.crossed and "red-4b" not in other.crossed
    assert engine.new_game(GameOptions(3)).crossed == frozenset()


def test_two_player_start_tracks_mark_the_first_two_boxes_usable_at_once():
    game = engine.new_game(GameOptions(2, start_player=1, start_tracks=("green", None)))
    assert game.players[0].tracks == (0, 0, 0, 2, 0) and game.players[1].tracks == (0,) * 5
    assert game.active == 1 and game.players[1].start_player and not game.players[0].start_player
    game = play(game, Roll(1, dice("RBPGY")), Pass(1), SkipTrack(0), Roll(0, dice("RBPGY")))
    assert engine.check(game, UseBonus(0, "green")) is None


@pytest.mark.parametrize("options", [
    GameOptions(5),
    GameOptions(3, start_player=3),
    GameOptions(3, start_tracks=("red", None, None)),
    GameOptions(3, crossed_at_setup=("red-4b",)),
    GameOptions(2, crossed_at_setup=("red-5", "blue-4b", "purple-4b", "green-4b", "yellow-4b")),
    GameOptions(2, crossed_at_setup=("red-4a", "red-4b", "purple-4b", "green-4b", "yellow-4b")),
    GameOptions(2, crossed_at_setup=()),
    GameOptions(2, start_tracks=("red",)),
])
def test_impossible_setups_are_refused(options):
    with pytest.raises(ValueError):
        engine.new_game(options)


def test_only_the_player_to_act_may_act_in_the_right_phase():
    game = engine.new_game(GameOptions(3))
    refused(game, Roll(1, dice("RRRRR")), Reason.WRONG_PLAYER)
    refused(game, Pass(0), Reason.NOT_ROLLED_YET)
    refused(game, Roll(0, dice("RRRR")), Reason.BAD_FACES)
    refused(state(roll="RRRYP"), Place(0, [(0, 0), (1, 0)]), Reason.NO_SHAPE_CHOSEN)
    with pytest.raises(TypeError):
        engine.check(game, "roll")


def test_a_roll_starts_the_choice_and_snapshots_the_unlocked_boxes():
    game = engine.new_game(GameOptions(3))
    game = attrs.evolve(game, players=(sheet(tracks=(3, 0, 0, 0, 0), ready=(0,) * 5),) + game.players[1:])
    game = play(game, Roll(0, dice("RRRYP")))
    assert game.phase is Phase.CHOOSE and game.turn.dice == dice("RRRYP")
    assert game.players[0].ready == (3, 0, 0, 0, 0)
    assert [e.kind for e in game.events] == [EventKind.ROLLED]
