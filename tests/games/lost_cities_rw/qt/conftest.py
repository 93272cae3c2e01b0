"""Fixtures of the Lost Cities table tests."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode


@pytest.fixture
def table(qtbot):
    """A window with the mode's table, 1200 x 700."""
    window = QMainWindow()
    mode = LostCitiesMode(window)
    window.setCentralWidget(mode.table_widget())
    window.resize(1200, 700)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window, mode
