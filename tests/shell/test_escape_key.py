"""Esc has one meaning at a time: while a past moment is on the table (a History line
clicked) it leaves the preview, and only then does the game's own Esc (Roll & Write:
drop the shape in hand; the card game: put the tile back) work again. Qt does neither
when two commands share a key ("Ambiguous shortcut overload", a Qt warning that fails
any test here), so at most one command with Esc is ever on."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase
from tests import history_outline
from tests.window_focus import activate

ESC = QKeySequence("Esc")


def esc_commands(window) -> list[str]:
    """The window's commands with the key Esc that are on now."""
    return sorted(a.objectName() for a in window.findChildren(QAction) if a.isEnabled()
                  and any(k.matches(ESC) == QKeySequence.SequenceMatch.ExactMatch for k in a.shortcuts()))


def key(window, which) -> None:
    activate(window)  # window shortcuts reach the active window only
    QTest.keyClick(window, which)
    QApplication.processEvents()


def start(window, game_id: str):
    window.start_game(registry.get(game_id).default_options(2), ["Ann", "Mads"], 5, game_id=game_id)
    mode = window.mode
    while getattr(mode, "start_setup", None) is not None:  # Roll & Write's start tracks: none
        mode.start_picker.buttons[None].click()
    return window.session


def play_until(session, done, seed=1) -> None:
    rng = random.Random(seed)
    while not done(session.state):
        seat = min(session.spec.seats_to_act(session.state))
        assert session.perform(rng.choice(list(session.spec.legal_actions(session.state, seat)))) is None
        session.confirm_turn()


def show_first_history_line(qtbot, window) -> None:
    window.history_dock.show()
    view = window.history_view
    qtbot.waitUntil(lambda: not view.catching_up() and bool(history_outline.lines(view)))
    history_outline.click(view, history_outline.lines(view)[0])
    assert window.preview.active


def shape_in_hand(window) -> str:
    """Roll & Write in its choosing phase, a shape picked by the keyboard (N)."""
    session = start(window, "copenhagen-rw")
    play_until(session, lambda state: state.phase is Phase.CHOOSE and state.round > 1)
    key(window, Qt.Key.Key_N)
    shape = window.mode.controller.selected_shape
    assert shape is not None
    return shape


def test_esc_leaves_the_preview_first_and_then_drops_the_shape(qtbot, main_window):
    window = main_window
    shape = shape_in_hand(window)
    assert esc_commands(window) == ["action-cancel"]
    show_first_history_line(qtbot, window)
    assert esc_commands(window) == ["action-end-preview"]
    key(window, Qt.Key.Key_Escape)
    assert not window.preview.active
    assert window.mode.controller.selected_shape == shape  # still in hand
    assert esc_commands(window) == ["action-cancel"]
    key(window, Qt.Key.Key_Escape)
    assert window.mode.controller.selected_shape is None  # dropped


def test_a_preview_outlasting_the_home_screen_keeps_esc_to_itself(qtbot, main_window):
    """The home screen and the preview both hold the table's commands off; Continue
    (the home screen gone) must not turn them on while the past is still shown."""
    window = main_window
    shape = shape_in_hand(window)
    window.show_home()
    show_first_history_line(qtbot, window)  # the History dock stays beside the home screen
    QTest.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    assert window.preview.active and not window.home_shown()
    assert esc_commands(window) == ["action-end-preview"]
    assert not window.mode.actions.get("rotate").isEnabled()  # the table's commands wait too
    key(window, Qt.Key.Key_Escape)
    assert not window.preview.active and window.mode.controller.selected_shape == shape
    assert esc_commands(window) == ["action-cancel"] and window.mode.actions.get("rotate").isEnabled()


def test_the_card_game_turning_its_cancel_on_under_a_preview_waits_for_its_end(qtbot, main_window):
    window = main_window
    session = start(window, "copenhagen")
    from copenhagen_gui.games.copenhagen.rules.actions import Build

    spec = session.spec
    play_until(session, lambda state: any(isinstance(a, Build) for a in spec.legal_actions(state, state.active)))
    key(window, Qt.Key.Key_Space)  # the hand-off cover lifted
    key(window, Qt.Key.Key_T)  # a facade tile picked by the keyboard
    controller = window.mode.controller
    tile = controller.selection.tile
    assert tile is not None and esc_commands(window) == ["action-cancel"]
    show_first_history_line(qtbot, window)
    window.mode.refresh()  # the game's own refresh (after a redraw) turns its commands on
    assert esc_commands(window) == ["action-end-preview"]
    key(window, Qt.Key.Key_Escape)
    assert not window.preview.active and controller.selection.tile == tile
    assert esc_commands(window) == ["action-cancel"]
    key(window, Qt.Key.Key_Escape)
    assert controller.selection.tile is None
