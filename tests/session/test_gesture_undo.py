"""One user gesture is one undo step: choosing a shape and drawing it by one click on
the building is taken back by one undo, never across a roll."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, WIDTH
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.games.copenhagen_rw.scene import TableScene, TableView
from copenhagen_gui.games.copenhagen_rw.spec import SPEC
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.controller import TurnController
from copenhagen_gui.session.game_session import GameSession
from tests.session.helpers import FACES, NAMES, TWO_PLAYERS


@pytest.fixture
def table(qtbot):
    """A session on a real, shown table, with the turn controller between them."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    controller = TurnController(scene)
    controller.animate_dice = False
    session = GameSession.new_game(SPEC, TWO_PLAYERS, NAMES, seed=3, describe=texts.action_text)
    controller.set_session(session)
    return session, scene, view, controller


def _at(view, item):
    return view.mapFromScene(item.sceneBoundingRect().center())


def test_one_click_choose_and_draw_is_one_undo_step(qtbot, table):
    session, scene, view, controller = table
    assert session.perform(Roll(0, FACES)) is None
    rolled = session.state
    shape = controller.commands().takeable_shapes[0]
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=_at(view, scene.shape_item(shape)))
    assert controller.selected_shape == shape and session.state is rolled  # picking is not a move
    # The pointer over a cell where the ghost is green, then one click there.
    cell = next((x, y) for y in range(HEIGHT) for x in range(WIDTH)
                if _ghost_over(qtbot, view, scene, (x, y)).look[1])
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=_at(view, scene.cell_item(0, *cell)))

    placed = session.state
    assert placed.phase is Phase.MARK_X and placed.turn.shape == shape
    assert session.undo_stack.count() == 2  # the roll, and the gesture
    assert [type(a) for a in session.record.actions] == [Roll, ChooseShape, Place]
    assert session.position == 3 and session.record.cursor == 3
    text = session.undo_stack.undoText()
    assert texts.action_text(session.action_at(1), NAMES) in text
    assert texts.action_text(session.action_at(2), NAMES) in text

    session.undo()
    assert session.state == rolled and session.state.phase is Phase.CHOOSE
    assert not session.can_undo()  # the roll below is a barrier
    session.redo()
    assert session.state == placed and session.position == 3


def _ghost_over(qtbot, view, scene, cell):
    qtbot.mouseMove(view.viewport(), _at(view, scene.cell_item(0, *cell)))
    qtbot.waitUntil(lambda: scene.sheets[0].ghost.isVisible()
                    and cell in scene.sheets[0].ghost.look[0], timeout=2000)
    return scene.sheets[0].ghost


def test_a_gesture_refused_halfway_changes_nothing(qtbot, table):
    session, _, _, _ = table
    assert session.perform(Roll(0, FACES)) is None
    rolled, count = session.state, session.undo_stack.count()
    refusals = []
    session.action_refused.connect(refusals.append)
    reason = session.perform_all([ChooseShape(0, "red-2", (0, 1)), Place(0, ((0, 5), (0, 6)))])
    assert reason is Reason.UNSUPPORTED and refusals == [Reason.UNSUPPORTED]
    assert session.state == rolled and session.undo_stack.count() == count
    assert session.position == 1


def test_a_roll_inside_a_gesture_stays_a_barrier_of_its_own(qtbot, table):
    session, _, _, _ = table
    assert session.perform_all([Roll(0, FACES), ChooseShape(0, "red-2", (0, 1))]) is None
    assert session.undo_stack.count() == 2 and session.position == 2
    session.undo()
    assert session.state.phase is Phase.CHOOSE and session.state.turn.dice == FACES
    assert not session.can_undo()
    assert session.record.actions[0] == Roll(0, FACES)
