"""The strip under the Lost Cities table: exactly as tall as its two lines and one row
of buttons, the same height through every decision (the table never jumps), nothing
cut; in a narrow window the widest row (the six accelerations) scrolls sideways."""

from __future__ import annotations

import random

import pytest
from lcrw_qt_helpers import make_session
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from strip_checks import StripWatch, wait_for_toolbar_icons

from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


def _forget_changes(window):
    window.mode.stop()
    window.session.undo_stack.setClean()


@pytest.fixture
def window(qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_forget_changes)
    window.set_session(make_session(2, seed=11))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    wait_for_toolbar_icons(qtbot, window)
    return window


def _play(window, steps, watch=None):
    """Seeded legal moves; returns the decisions the strip went through."""
    session, rng, decisions = window.session, random.Random(4), set()
    for step in range(steps):
        state = session.state
        if state.over:
            break
        decisions.add(window.mode.controller.commands().decision)
        session.perform(rng.choice(SPEC.legal_actions(state, min(state.pending))))
        if watch is not None:
            watch.check(f"step {step}")
    return decisions


def test_the_strip_keeps_its_height_and_the_table_stays_put_through_turns(window):
    panel = window.mode.panel
    watch = StripWatch(panel, window.mode.view)
    decisions = _play(window, 60, watch)
    assert {"roll", "choose", "accelerate"} <= decisions
    # A message far longer than the strip: one line, cut with "…", whole in its tooltip.
    long = "Ein sehr langer Hinweis, der nicht in eine Zeile passt. " * 12
    panel.show_message(long)
    watch.check("long message")
    assert panel.message.text() == long and panel.message.toolTip() == long


def test_a_narrow_window_scrolls_the_accelerations_sideways_at_the_same_height(window, qtbot):
    wide = window.mode.panel.height()
    window.resize(700, 768)
    qtbot.waitUntil(lambda: window.width() <= 700)
    rng = random.Random(4)
    session = window.session
    while window.mode.controller.commands().decision != "accelerate":
        state = session.state
        session.perform(rng.choice(SPEC.legal_actions(state, min(state.pending))))
    QApplication.processEvents()
    panel = window.mode.panel
    StripWatch(panel, window.mode.view)  # nothing cut, no band
    assert panel.height() == wide  # the height does not hang on the width
    bar = panel.button_row.area.horizontalScrollBar()
    assert bar.maximum() > 0
    # Arrows at the row's ends (no height taken) scroll it.
    forth = panel.button_row.forth
    assert forth.isVisible() and not panel.button_row.back.isEnabled()
    forth.click()
    assert bar.value() > 0 and panel.button_row.back.isEnabled()
    bar.setValue(0)
    # Tab from the first button reaches the hidden last one: the row scrolls to it.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel.buttons["decline"].setFocus()
    last = panel.buttons["accelerate-purple"]
    for _ in range(len(panel.buttons)):
        if last.hasFocus():
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert last.hasFocus() and bar.value() > 0
    viewport = panel.button_row.area.viewport()
    assert viewport.rect().contains(QRect(last.mapTo(viewport, QPoint(0, 0)), last.size()))
