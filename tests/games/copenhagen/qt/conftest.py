"""Fixtures for the card game's table: a mode on a local session, shown in a window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from copenhagen_gui.games.copenhagen.mode import CopenhagenMode
from copenhagen_gui.games.copenhagen.rules.state import GameOptions

from .local_session import LocalSession


@pytest.fixture
def make_table(qtbot):
    """make_table(bots=(None, "strong"), seed=7) -> (mode, session, window), shown."""

    modes = []

    def make(bots=(None, "strong"), seed=7, names=None):
        window = QMainWindow()
        qtbot.addWidget(window)
        mode = CopenhagenMode(window)
        modes.append(mode)
        names = names or ("Ann", "Bert", "Cleo", "Dirk")[: len(bots)]
        session = LocalSession(GameOptions(len(bots)), names, seed=seed, bots=bots)
        window.setCentralWidget(mode.table_widget())
        mode.set_session(session)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        return mode, session, window

    yield make
    for mode in modes:  # as the window does before it closes
        mode.stop()
