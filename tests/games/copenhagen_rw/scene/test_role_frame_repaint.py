"""Whose turn it is passing on repaints the frames' edges of the sheets, not the pages
under them (each repaint of a whole sheet costs a click several milliseconds)."""

from __future__ import annotations

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen_rw.scene import sheet as sheets


def test_a_role_passing_on_repaints_the_frames_edges_not_the_page(main_window, qtbot, monkeypatch):
    painted = []
    for klass in (sheets.SheetItem, sheets._FrameEdge):  # (before the table is made)
        real = klass.paint
        monkeypatch.setattr(klass, "paint", lambda self, *args, _real=real: (painted.append(self), _real(self, *args)))
    window = main_window
    window.start_game(registry.get("copenhagen-rw").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen-rw", bots=[None, None], autosave=False)
    sheet = next(i for i in window.mode.table_scene().items() if isinstance(i, sheets.SheetItem) and i.look)
    viewport = window.mode.view.viewport()
    qtbot.waitUntil(lambda: sheet in painted)  # the table's first picture
    viewport.repaint()
    painted.clear()
    sheet.set_look(None)  # its role passes to another sheet
    qtbot.waitUntil(lambda: set(sheet.frame) <= set(painted))  # its frame goes
    viewport.repaint()
    assert sheet not in painted  # the page under it is kept
