"""Coat-of-arms actions: a single window cell or two boxes on one track (ruling 5)."""

from rules_helpers import diagram, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import CoatCell, CoatTrack, DrawOneX, MarkX, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import ROWS
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, Phase, Reason


def coat(drawing="", tracks=(0, 0, 0, 0, 0)):
    """Player 0 has drawn a shape and earned one coat of arms."""
    return state(phase=Phase.COAT, roll="RRYYB", shape="red-2", assigned=(0, 1), drawn=True,
                 pending_coats=1, sheets={0: sheet(drawing, tracks=tracks)})


def test_action_a_draws_one_window_cell_obeying_the_drawing_rules():
    game = coat("OO...")
    refused(game, CoatCell(0, (3, 1)), Reason.UNSUPPORTED)
    refused(game, CoatCell(0, (0, 0)), Reason.OVERLAP)
    game = play(game, CoatCell(0, (0, 1)))
    assert diagram(game.players[0], 2) == "O....\nOO..."
    assert EventKind.COAT_CELL_DRAWN in kinds(game) and game.phase is Phase.TRACKS


def test_action_b_marks_two_boxes_of_one_track():
    game = play(coat(tracks=(0, 0, 3, 0, 0)), CoatTrack(0, "purple"))
    assert game.players[0].tracks == (0, 0, 5, 0, 0)
    unlocked = [e.value for e in game.events if e.kind is EventKind.SYMBOL_UNLOCKED]
    assert unlocked == [("purple", 4), ("purple", 5)]
    refused(coat(), CoatTrack(0, "white"), Reason.NOT_A_TRACK)


def test_action_b_on_a_nearly_full_track_marks_the_last_box_and_scores_once():
    game = play(coat(tracks=(0, 8, 0, 0, 0)), CoatTrack(0, "blue"))
    me = game.players[0]
    assert me.tracks[1] == 9 and me.points == 2
    assert kinds(game).count(EventKind.TRACK_COMPLETED) == 1


def test_a_full_track_cannot_be_chosen():
    game = coat(tracks=(9, 0, 0, 0, 0))
    refused(game, CoatTrack(0, "red"), Reason.TRACK_FULL)
    assert CoatTrack(0, "red") not in engine.legal_actions(game)


def test_with_no_drawable_cell_only_action_b_is_offered():
    full = "\n".join(["OOOOO"] * 9)
    game = coat(full)
    assert {type(a) for a in engine.legal_actions(game)} == {CoatTrack}
    refused(game, CoatCell(0, (0, 0)), Reason.NO_CELL)


def test_a_coat_with_no_possible_action_is_lost():
    almost_full = "\n".join(["OOOOO"] * 7 + ["OOO..", "OOOOO"])
    game = state(phase=Phase.PLACE, roll="RRYYB", shape="red-2", assigned=(0, 1),
                 sheets={0: sheet(almost_full, tracks=(9,) * 5)})
    game = play(game, Place(0, [(3, 1), (4, 1)]), MarkX(0, (3, 1)))
    assert EventKind.COAT_EARNED in kinds(game) and EventKind.COAT_LOST in kinds(game)
    assert game.phase is Phase.TRACKS


def test_coat_earned_before_the_shape_must_leave_the_shape_room():
    # One X at (4, 1) completes row 1 (a coat); the domino then fits only at (1, 7)-(1, 8)
    tight = sheet("""
        X.XXX
        X.XXX
        XXXXX
        XXXXX
        XXXXX
        XXXXX
        XXXXX
        XXXX.
        XXXXX""", tracks=(0, 0, 3, 0, 0))
    game = state(phase=Phase.PLACE, roll="PPYYB", shape="purple-2", assigned=(0, 1), sheets={0: tight})
    game = play(game, DrawOneX(0, (4, 1)))
    assert game.phase is Phase.COAT and ROWS[1] in game.players[0].coats
    refused(game, CoatCell(0, (1, 7)), Reason.NO_ROOM)
    assert {type(a) for a in engine.legal_actions(game)} == {CoatTrack}
    game = play(game, CoatTrack(0, "green"))
    assert game.phase is Phase.PLACE


def test_the_public_single_cell_helpers_apply_the_same_room_rule():
    tight = sheet("\n".join(["X.XXX"] * 2 + ["XXXXX"] * 5 + ["XXXX.", "XXXXX"]), tracks=(0, 0, 3, 0, 0))
    game = state(phase=Phase.PLACE, roll="PPYYB", shape="purple-2", assigned=(0, 1), sheets={0: tight})
    assert engine.single_cell_choices(game) == [(4, 1)]
    assert engine.single_cell_reason(game, (1, 7)) is Reason.NO_ROOM
    assert engine.single_cell_reason(game, (4, 1)) is None
