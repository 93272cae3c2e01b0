"""Making a test's window the active one: window shortcuts and keys reach the active
window only."""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def activate(window):
    """Wait until ``window`` is the active window, asking again now and then: a request
    made while another window was closing can be dropped by the platform."""
    for _ in range(5):
        if QApplication.activeWindow() is window:
            return
        window.raise_()
        window.activateWindow()
        if QTest.qWaitForWindowActive(window, 2000):
            return
    raise AssertionError((
        "the window never became active", QApplication.activeWindow(),
        QApplication.activeModalWidget(), QApplication.activePopupWidget(),
        [w for w in QApplication.topLevelWidgets() if w.isVisible()]))
