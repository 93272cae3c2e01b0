"""What a click on the Roll & Write table costs besides its paint, counted (issue 29):
the piece under the pointer is found through the scene's index, not by asking every
piece of the table for its bounds (a Python call each); buttons that appear together under the table are
shown with their row at once (each widget shown on screen lays the window out again
and asks the X server where the pointer is), and the strip shows what it showed."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from ui_helpers import make_window

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import MarkTrack, SkipTrack
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.scene.items import Piece


def _play_until(window, wanted, rng, limit=400):
    """Random legal moves until ``wanted(state)``."""
    session = window.session
    for _ in range(limit):
        if wanted(session.state):
            return session.state
        state = session.state
        session.perform(rng.choice(engine.legal_actions(state)))
    raise AssertionError("the state wanted never came")


def test_a_click_on_a_cell_asks_few_pieces_for_their_bounds(qtbot, monkeypatch):
    asked = []
    real = Piece.boundingRect
    monkeypatch.setattr(Piece, "boundingRect", lambda self: (asked.append(self), real(self))[1])
    window = make_window(qtbot, options=GameOptions(4), seed=3)
    view, scene = window.mode.view, window.mode.scene
    pieces = sum(1 for item in scene.items() if isinstance(item, Piece))
    cell = scene.cell_item(0, 2, 2)
    where = view.mapFromScene(cell.sceneBoundingRect().center())
    for _ in range(2):  # (the first click after the table is made may build an index)
        QTest.mouseMove(view.viewport(), where)
        QApplication.processEvents()
        asked.clear()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    # a press and a release, each finding the piece under the pointer (before any paint):
    # without an index every piece of the table is asked each time (3 x the pieces)
    assert pieces > 300
    assert len(asked) < pieces


def _show_counter(monkeypatch):
    """Widgets shown while their parent is on screen (each one a layout pass and a
    question to the X server)."""
    on_screen = []
    real = QWidget.setVisible

    def set_visible(widget, visible):
        parent = widget.parentWidget()
        if visible and parent is not None and parent.isVisible() and widget.isHidden():
            on_screen.append(widget)
        real(widget, visible)

    monkeypatch.setattr(QWidget, "setVisible", set_visible)
    return on_screen


def _track_phase_shown(panel) -> bool:
    return (panel.button("skip").isVisible() and panel._track_label.isVisible()
            and all(button.isVisible() for button in panel._track_buttons.values()))


def test_the_track_buttons_come_with_their_row_at_once(qtbot, monkeypatch):
    window = make_window(qtbot, options=GameOptions(2), seed=5)
    panel = window.mode.panel
    _play_until(window, lambda s: s.phase is Phase.AFTER, random.Random(2))
    QApplication.processEvents()
    assert not panel._track_label.isVisible()
    shown = _show_counter(monkeypatch)
    state = window.session.state
    window.session.perform(next(a for a in engine.legal_actions(state)
                                if not isinstance(a, (MarkTrack, SkipTrack))))
    _play_until(window, lambda s: s.phase is Phase.TRACKS, random.Random(3), limit=5)
    assert _track_phase_shown(panel)
    assert shown == [panel.button_row]  # eight widgets came: skip, the label, six tracks


def test_a_focused_button_keeps_the_focus_while_others_appear(qtbot, monkeypatch):
    window = make_window(qtbot, options=GameOptions(2), seed=5)
    panel = window.mode.panel
    _play_until(window, lambda s: s.phase is Phase.AFTER, random.Random(2))
    QApplication.processEvents()
    end_turn = panel.button("end-turn")
    assert end_turn.isVisible()
    end_turn.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(end_turn.hasFocus)
    shown = _show_counter(monkeypatch)
    panel._show_only({panel.button("skip"): True, panel._track_label: True, end_turn: True})
    assert end_turn.hasFocus()  # the row was not hidden under it
    assert set(shown) == {panel.button("skip"), panel._track_label}
