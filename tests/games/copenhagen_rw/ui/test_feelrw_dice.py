"""Dice feel: the roll tumbles briefly, a click or a key settles it at once, View >
Reduce motion turns it off and is remembered; dice picked for a reroll are lifted; the
Colour change popover beside the dice, by mouse and by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import abilities_record, activate, click, close_window, key, make_window, point

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.components import Ability
from copenhagen_gui.games.copenhagen_rw.scene import geometry as geo
from copenhagen_gui.games.copenhagen_rw.scene import tumble
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.controller import Mode
from copenhagen_gui.session.game_session import GameSession


def test_the_roll_tumbles_under_six_tenths_of_a_second_and_a_click_settles_it(qtbot):
    assert tumble.ROLL_FRAMES * tumble.ROLL_FRAME_MS <= 600
    window = make_window(qtbot)
    c = window.mode.controller
    assert c.animate_dice  # on by default
    click(window, window.mode.panel.button("roll"))
    assert c.tumbling
    QTest.mousePress(window.mode.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point(window, window.mode.scene.pad))
    assert not c.tumbling
    QTest.mouseRelease(window.mode.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point(window, window.mode.scene.pad))


def test_a_key_settles_the_dice_too(qtbot):
    window = make_window(qtbot)
    c = window.mode.controller
    window.mode.view.setFocus()
    key(window, Qt.Key.Key_Space)  # roll
    assert c.tumbling
    activate(window)
    QTest.keyClick(window.mode.view, Qt.Key.Key_Shift)
    assert not c.tumbling


def test_reduce_motion_is_in_the_view_menu_and_remembered(qtbot):
    window = make_window(qtbot)
    action = window.findChild(object, "action-reduce-motion")
    assert action in window.view_menu.actions() and action.text()
    action.trigger()
    assert action.isChecked() and not window.mode.controller.animate_dice
    click(window, window.mode.panel.button("roll"))
    assert not window.mode.controller.tumbling
    close_window(window)
    again = make_window(qtbot)
    assert again.findChild(object, "action-reduce-motion").isChecked()
    assert not again.mode.controller.animate_dice
    again.findChild(object, "action-reduce-motion").trigger()  # back to the default
    assert again.mode.controller.animate_dice


def test_dice_picked_for_a_reroll_are_lifted_clearly(qtbot):
    window = make_window(qtbot)
    window.mode.controller.animate_dice = False
    click(window, window.mode.panel.button("roll"))
    click(window, window.mode.scene.ability_item(0, Ability.REROLL))
    click(window, window.mode.scene.die_item(2))
    assert window.mode.scene.die_item(2).look[2]  # drawn selected: raised
    assert not window.mode.scene.die_item(1).look[2]
    assert geo.DIE_RAISE >= geo.DIE / 4  # a quarter of a die: not a hint of a lift


def _colour_change_window(qtbot):
    window = make_window(qtbot, session=GameSession(abilities_record(), describe=texts.action_text))
    window.mode.controller.animate_dice = False
    click(window, window.mode.panel.button("roll"))
    return window


def test_colour_change_in_place_by_mouse(qtbot):
    window = _colour_change_window(qtbot)
    s, c, popover = window.session, window.mode.controller, window.mode.colour_popover
    click(window, window.mode.scene.ability_item(0, Ability.COLOUR_CHANGE))
    assert c.mode is Mode.COLOUR_CHANGE and not popover.isVisible()
    assert QApplication.activeModalWidget() is None  # no modal form
    dice = s.state.turn.dice
    source = dice[0]
    click(window, window.mode.scene.die_item(0))
    same = {d for d, f in enumerate(dice) if f is source}
    assert c.selected_dice == same  # every die of that colour
    assert popover.isVisible() and source not in popover.faces() and len(popover.faces()) == 5
    # Beside the dice: just under the tray, not over the sheets.
    die = window.mode.view.mapFromScene(window.mode.scene.die_item(0).sceneBoundingRect()).boundingRect()
    assert 0 <= popover.y() - die.bottom() <= 40
    target = popover.faces()[0]
    click(window, popover.face_button(target))
    after = s.state.turn.dice
    assert all(after[d] is target for d in same)
    assert engine.ability_uses_left(s.state.players[0], Ability.COLOUR_CHANGE) == 0
    assert not popover.isVisible() and c.mode is Mode.NONE


def test_colour_change_in_place_by_keyboard_and_escape_cancels(qtbot):
    window = _colour_change_window(qtbot)
    s, c, popover = window.session, window.mode.controller, window.mode.colour_popover
    ability = window.mode.actions.ability(Ability.COLOUR_CHANGE)
    activate(window)
    QTest.keySequence(window, ability.shortcut())
    assert c.mode is Mode.COLOUR_CHANGE
    key(window, Qt.Key.Key_1)  # die 1 and all of its colour
    assert popover.isVisible()
    key(window, Qt.Key.Key_Escape)
    assert not popover.isVisible() and c.mode is Mode.NONE
    QTest.keySequence(window, ability.shortcut())
    key(window, Qt.Key.Key_1)
    source = s.state.turn.dice[0]
    focused = QApplication.focusWidget()
    assert focused is popover.face_button(popover.faces()[0])
    QTest.keyClick(focused, Qt.Key.Key_Right)
    chosen = popover.faces()[1]
    assert QApplication.focusWidget() is popover.face_button(chosen)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert s.state.turn.dice[0] is chosen and chosen is not source
