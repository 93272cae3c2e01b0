"""Reading the History dock in tests: its rows as the outline they show (rounds, turns,
moves), and a click on one row as a person's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.shell.history_panel import DEPTH_ROLE, STATE_ROLE


def rows(view) -> list:
    model = view.model()
    return [model.index(r, 0) for r in range(model.rowCount())]


def outline(view) -> list:
    """[(index, [(index, [...]), ...]), ...]: each row with the rows under it."""
    top: list = []
    open_groups: list = []  # the rows at each depth above the next one
    for index in rows(view):
        depth = index.data(DEPTH_ROLE)
        node = (index, [])
        del open_groups[depth:]
        (open_groups[-1][1] if open_groups else top).append(node)
        open_groups.append(node)
    return top


def lines(view) -> list:
    """The moves' rows (the rows under no other), oldest first."""
    found = []

    def walk(nodes):
        for index, under in nodes:
            if under:
                walk(under)
            elif index.data(STATE_ROLE) is not None:
                found.append(index)

    walk(outline(view))
    return found


def click(view, index) -> None:
    """A left click on the row of ``index``, scrolled into sight first."""
    view.scrollTo(index)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.visualRect(index).center())
