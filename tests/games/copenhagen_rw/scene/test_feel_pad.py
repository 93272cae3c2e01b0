"""The pad shows what the view hints say may be taken (the rules decide it there):
it works out nothing itself. Crossed shapes of the last round are highlighted."""

from __future__ import annotations

from scene_helpers import NAMES, rolled

from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES
from copenhagen_gui.games.copenhagen_rw.rules.state import Reason
from copenhagen_gui.games.copenhagen_rw.scene import TableScene, ViewHints, labels


def test_the_pad_dims_exactly_the_shapes_the_hints_give_a_reason_for(qtbot):
    scene = TableScene()
    state = rolled(2)
    # Deliberately not what the engine says: the pad must follow the hints.
    reasons = tuple((s.id, None if s.id == "purple-5" else Reason.NOT_ENOUGH_DICE) for s in SHAPES)
    scene.sync(state, NAMES[:2], ViewHints(shape_reasons=reasons))
    assert not scene.shape_item("purple-5").look[1]
    assert scene.shape_item("red-2").look[1]
    assert labels.reason_text(Reason.NOT_ENOUGH_DICE) in scene.shape_item("red-2").toolTip()


def test_shapes_crossed_in_the_last_round_are_highlighted(qtbot):
    scene = TableScene()
    state = rolled(2)
    scene.sync(state, NAMES[:2], ViewHints(recent_shapes=frozenset({"red-4b"})))
    assert scene.shape_item("red-4b").look[4]
    assert not scene.shape_item("blue-4b").look[4]


def test_an_illegal_ghost_carries_no_words(qtbot):
    from copenhagen_gui.games.copenhagen_rw.scene.hints import Ghost

    scene = TableScene()
    state = rolled(2)
    cells = ((2, 4), (2, 5))
    scene.sync(state, NAMES[:2], ViewHints(selected_shape="red-2",
                                           ghost=Ghost(0, cells, False, "Some long reason " * 5)))
    ghost = scene.sheet_item(0).ghost
    cell_rects = scene.cell_item(0, 2, 4).boundingRect().united(scene.cell_item(0, 2, 5).boundingRect())
    # The ghost hugs its cells: no bubble covers the row or its coat of arms.
    assert ghost.boundingRect().adjusted(3, 3, -3, -3) == cell_rects
