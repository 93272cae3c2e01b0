"""Once the game is over, the lines that scored are lit on every sheet: a gold frame
around each complete row and column (brighter for one with windows only). An item on
top of the table that takes no clicks."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..rules.components import HEIGHT, WIDTH, LineKind
from .result_breakdown import player_breakdown

SCORED = QColor("#d4a017")
DOUBLED = QColor("#e8590c")


class ScoringLines(QGraphicsItem):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.frames: list[tuple[QRectF, bool]] = []  # (scene rect, windows only)
        self._bounds = QRectF()

    def show_for(self, scene, state) -> None:
        """Frame the complete lines of every player's sheet of ``state``."""
        frames = []
        for player, sheet in enumerate(state.players):
            breakdown = player_breakdown(sheet)
            for line in breakdown.lines:
                if line.kind is LineKind.ROW:
                    cells = [(0, line.index), (WIDTH - 1, line.index)]
                else:
                    cells = [(line.index, 0), (line.index, HEIGHT - 1)]
                first, last = (scene.cell_item(player, *c).sceneBoundingRect() for c in cells)
                frames.append((first.united(last), not sheet.crosses & line.mask))
        self.prepareGeometryChange()
        self.frames = frames
        bounds = QRectF()
        for rect, _ in frames:
            bounds = bounds.united(rect.adjusted(-6, -6, 6, 6))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None):
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect, doubled in self.frames:
            width = max(2.0, rect.height() * 0.06 if rect.height() < rect.width() else rect.width() * 0.06)
            painter.setPen(QPen(DOUBLED if doubled else SCORED, width))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
