"""A shown TableView, so clicks travel the whole way from the viewport to the
scene's signals."""

from __future__ import annotations

import pytest

from copenhagen_gui.games.copenhagen_rw.scene import TableScene, TableView


@pytest.fixture
def table(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    return scene, view
