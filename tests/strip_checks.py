"""What every game's turn strip (the panel under the table) must look like: exactly as
tall as its lines and one row of buttons, with nothing cut and no empty band."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel


def wait_for_toolbar_icons(qtbot, window):
    """The toolbar's icons come just after the window's first frame, and make the
    toolbar (so the table under it) taller: wait for them before measuring."""
    first = next(a for a in window.toolbar.actions() if not a.isSeparator())
    qtbot.waitUntil(lambda: not first.icon().isNull())
    QApplication.processEvents()


class StripWatch:
    """Remembers the strip's height and the table view's geometry at the start, and
    checks after each step that they are the same and the strip's content fits."""

    def __init__(self, panel, view):
        QApplication.processEvents()
        self.panel, self.view = panel, view
        self.height = panel.height()
        self.view_geometry = view.geometry()
        self.check()

    def check(self, what=""):
        QApplication.processEvents()  # layouts are redone on posted events
        panel = self.panel
        assert panel.height() == self.height, what
        assert self.view.geometry() == self.view_geometry, (what, self.view.geometry(), self.view_geometry)
        assert panel.height() == panel.sizeHint().height(), what  # its content, no more
        inside = panel.contentsRect()
        for button in panel.findChildren(QAbstractButton):
            if not button.isVisibleTo(panel):
                continue
            top = button.mapTo(panel, QPoint(0, 0)).y()
            assert inside.top() <= top and top + button.height() <= inside.bottom() + 1, (what, button.objectName())
            assert button.height() >= button.sizeHint().height(), (what, button.objectName())
        for label in panel.findChildren(QLabel):
            if label.isVisibleTo(panel) and label.text():
                assert label.height() >= label.fontMetrics().height(), (what, label.objectName())
        self._no_empty_band(what)

    def _no_empty_band(self, what):
        """Between the strip's rows there is the layout's spacing and nothing else."""
        layout = self.panel.layout()
        rows = [layout.itemAt(i).widget() for i in range(layout.count())]
        rows = [w for w in rows if w is not None and w.isVisibleTo(self.panel)]
        margins = layout.contentsMargins()
        frame = self.panel.frameWidth()
        assert rows[0].y() - frame <= margins.top(), what
        for above, below in zip(rows, rows[1:]):
            assert below.y() - (above.y() + above.height()) <= layout.spacing(), (what, below.objectName())
        last = rows[-1]
        # The row of buttons is as tall as its tallest button, shown or not.
        buttons = last.findChildren(QAbstractButton)
        assert last.height() <= max(max(b.sizeHint().height(), b.minimumHeight()) for b in buttons), what
        assert self.panel.height() - frame - (last.y() + last.height()) <= margins.bottom(), what
