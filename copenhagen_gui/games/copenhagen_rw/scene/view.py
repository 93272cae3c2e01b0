"""The view on the table: always shows the whole table, scaled to the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .table import TableScene

WHEEL_STEP = 120  # one notch of a classic mouse wheel, in eighths of a degree


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(480, 320)
        self._wheel = 0
        scene.sceneRectChanged.connect(self._fit)

    def table(self) -> TableScene:
        return self.scene()

    def _fit(self, *_):
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.KeepAspectRatio)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event):
        super().showEvent(event)
        self._fit()

    def wheelEvent(self, event):
        """Wheel turns the shape being placed; without one the wheel does nothing."""
        hints = self.scene().hints
        if hints.selected_shape is None and hints.ghost is None:
            event.ignore()
            return
        self._wheel += event.angleDelta().y()
        while abs(self._wheel) >= WHEEL_STEP:
            step = 1 if self._wheel > 0 else -1
            self._wheel -= step * WHEEL_STEP
            self.scene().rotate_requested.emit(step)
        event.accept()

    def mousePressEvent(self, event):
        if event.button() == Qt.RightButton:
            self.scene().rotate_requested.emit(1)
            event.accept()
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event):
        event.accept()  # right click rotates; no context menu on the table
