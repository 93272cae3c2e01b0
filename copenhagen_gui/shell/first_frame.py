"""Work for just after a window's first frame: the window shows sooner, and what the
first frame can do without (the toolbar's icons) comes a moment later."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer


class _FirstPaint(QObject):
    """Watches ``widget`` until it is first painted, then runs ``work`` from the event
    loop (after that paint reaches the screen) and goes."""

    def __init__(self, widget, work):
        super().__init__(widget)
        self._work = work
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._done)
        return False

    def _done(self):
        self._work()
        self.deleteLater()


def after_first_paint(widget, work) -> None:
    """Run ``work()`` once ``widget`` has been painted for the first time."""
    _FirstPaint(widget, work)
