"""The view on the table: shows the whole table scaled to the window; the wheel and
the right button turn the selected tile."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

WHEEL_STEP = 120  # one notch of a classic mouse wheel


class TableView(QGraphicsView):
    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("copenhagen-table")
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setMouseTracking(True)
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(480, 300)
        self._wheel = 0
        scene.sceneRectChanged.connect(self.fit)

    def fit(self, *_):
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.KeepAspectRatio)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event):
        super().showEvent(event)
        self.fit()

    def wheelEvent(self, event):
        if self.scene().hints.selected_tile is None:
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
            if self.scene().hints.selected_tile is not None:
                self.scene().rotate_requested.emit(1)
            event.accept()
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event):
        event.accept()
