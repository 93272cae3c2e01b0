"""Phase 2: drawing the shape (rotation, no mirroring, support) and its X."""

from rules_helpers import diagram, kinds, play, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkX, Place, UseNoX
from copenhagen_gui.games.copenhagen_rw.rules.components import PLACEMENTS, SHAPES, rotations
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, Phase, Reason


def placing(shape, drawing="", **kw):
    return state(phase=Phase.PLACE, roll="RRRRR", shape=shape, assigned=(0, 1), sheets={0: sheet(drawing)}, **kw)


def test_every_shape_has_its_rotations_and_placements():
    assert len(SHAPES) == 25 and sum(s.single_use for s in SHAPES) == 15
    assert len(rotations(((0, 0), (0, 1)))) == 2
    assert len(rotations(((0, 0), (1, 0), (1, 1)))) == 4
    # the domino: 4 x 9 lying + 5 x 8 standing positions
    assert len(PLACEMENTS["red-2"]) == 4 * 9 + 5 * 8


def test_rotated_shapes_are_allowed():
    # yellow-4a is printed as an S standing up; here it lies down
    game = play(placing("yellow-4a"), Place(0, [(1, 0), (2, 0), (0, 1), (1, 1)]))
    assert game.phase is Phase.MARK_X


def test_mirrored_shapes_are_refused():
    # the mirror image of yellow-4a (printed separately as yellow-4b)
    refused(placing("yellow-4a"), Place(0, [(0, 0), (1, 0), (1, 1), (2, 1)]), Reason.MIRRORED)


def test_cells_must_form_the_chosen_shape_inside_the_grid_on_empty_cells():
    game = placing("red-2", "O....")
    refused(game, Place(0, [(0, 0), (2, 0)]), Reason.WRONG_SHAPE)
    refused(game, Place(0, [(0, 0), (0, 0)]), Reason.WRONG_SHAPE)
    refused(game, Place(0, [(4, 0), (5, 0)]), Reason.OUT_OF_GRID)
    refused(game, Place(0, [(0, 0), (1, 0)]), Reason.OVERLAP)


def test_one_cell_on_the_ground_or_above_an_earlier_drawing_is_enough():
    game = placing("red-3", "O....")
    # overhang: only (0, 1) rests on something, (1, 1) and (1, 2) hang in the air
    assert engine.check(game, Place(0, [(0, 1), (1, 1), (1, 2)])) is None
    refused(game, Place(0, [(2, 1), (3, 1), (3, 2)]), Reason.UNSUPPORTED)


def test_cells_of_the_same_shape_do_not_support_each_other():
    # a standing domino on empty ground: the top cell rests on the bottom one
    game = placing("red-2")
    assert engine.check(game, Place(0, [(0, 0), (0, 1)])) is None
    refused(game, Place(0, [(0, 1), (0, 2)]), Reason.UNSUPPORTED)


def test_holes_may_stay_and_be_filled_later():
    game = play(placing("red-3", "O...."), Place(0, [(0, 1), (1, 1), (1, 2)]), MarkX(0, (0, 1)))
    assert diagram(game.players[0], 3) == ".O...\nXO...\nO...."
    # the hole (1, 0) is on the ground: a later drawing may fill it
    assert (1, 0) in engine.single_cells(game.players[0].filled)


def test_the_player_chooses_which_cell_gets_the_x():
    game = play(placing("red-3"), Place(0, [(0, 0), (1, 0), (1, 1)]))
    assert {a.cell for a in engine.legal_actions(game) if isinstance(a, MarkX)} == {(0, 0), (1, 0), (1, 1)}
    refused(game, MarkX(0, (3, 3)), Reason.NOT_IN_SHAPE)
    refused(game, MarkX(0, (9, 9)), Reason.NOT_IN_SHAPE)
    done = play(game, MarkX(0, (1, 1)))
    assert diagram(done.players[0], 2) == ".X...\nOO..."
    assert EventKind.X_MARKED in kinds(done)


def test_single_use_shapes_are_crossed_out_after_drawing():
    game = play(state(roll="RRRRY"), ChooseShape(0, "red-4a", (0, 1, 2, 3)))
    assert "red-4a" not in game.crossed  # chosen, not yet drawn
    game = play(game, Place(0, [(0, 0), (1, 0), (0, 1), (1, 1)]))
    assert "red-4a" in game.crossed
    unlimited = play(placing("red-2"), Place(0, [(0, 0), (1, 0)]))
    assert "red-2" not in unlimited.crossed


def test_no_x_fills_the_shape_with_windows_only():
    blue_star = sheet(tracks=(0, 2, 0, 0, 0))  # blue ★ under box 2
    game = state(phase=Phase.PLACE, roll="RRRRR", shape="red-2", assigned=(0, 1), sheets={0: blue_star})
    done = play(game, UseNoX(0), Place(0, [(0, 0), (1, 0)]))
    assert diagram(done.players[0], 1) == "OO..."
    assert done.players[0].used[1] == frozenset({2})
    refused(play(game, UseNoX(0)), UseNoX(0), Reason.NO_X_ONE_TILE)


def test_no_x_can_still_be_used_while_choosing_the_x():
    blue_star = sheet(tracks=(0, 2, 0, 0, 0))
    game = state(phase=Phase.PLACE, roll="RRRRR", shape="red-2", assigned=(0, 1), sheets={0: blue_star})
    done = play(game, Place(0, [(0, 0), (1, 0)]), UseNoX(0))
    assert diagram(done.players[0], 1) == "OO..." and done.phase is not Phase.MARK_X
