"""Small pictures for dialogs and buttons: a die face swatch and a facade shape drawn
from its cells, in the table's own colours (scene.theme)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ..rules.components import SHAPES_BY_ID, Colour, rotations
from ..scene.theme import face

SCALE = 2  # pixmaps are drawn at twice their size: crisp on HiDPI screens


def _canvas(width: float, height: float) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap of ``width`` x ``height`` logical pixels and its painter."""
    pixmap = QPixmap(int(width * SCALE), int(height * SCALE))
    pixmap.setDevicePixelRatio(SCALE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def face_icon(colour: Colour, size: int = 22) -> QIcon:
    pixmap, painter = _canvas(size, size)
    painter.setPen(QPen(QColor("#3a3a3a"), 1.2))
    painter.setBrush(face(colour))
    painter.drawRoundedRect(QRectF(1.5, 1.5, size - 3, size - 3), 4, 4)
    painter.end()
    return QIcon(pixmap)


def shape_icon(shape_id: str, cell: int = 9) -> QIcon:
    shape = SHAPES_BY_ID[shape_id]
    cells = rotations(shape.cells)[0]
    width = max(x for x, _ in cells) + 1
    height = max(y for _, y in cells) + 1
    side = max(width, height, 3) * cell + 2
    pixmap, painter = _canvas(side, side)
    painter.setPen(QPen(QColor("#2b2b2b"), 1))
    painter.setBrush(face(shape.colour))
    ox = (side - width * cell) / 2
    oy = (side - height * cell) / 2
    for x, y in cells:  # y grows upwards in the model, downwards on screen
        painter.drawRect(QRectF(ox + x * cell, oy + (height - 1 - y) * cell, cell, cell))
    painter.end()
    return QIcon(pixmap)


def die_icon(size: int = 22) -> QIcon:
    """A white die showing five pips: the Roll command."""
    pixmap, painter = _canvas(size, size)
    painter.setPen(QPen(QColor("#30323a"), 1.4))
    painter.setBrush(QColor("#fbfbf7"))
    painter.drawRoundedRect(QRectF(1.5, 1.5, size - 3, size - 3), 4.5, 4.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#30323a"))
    r = size * 0.09
    for fx, fy in ((0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)):
        painter.drawEllipse(QRectF(fx * size - r, fy * size - r, 2 * r, 2 * r))
    painter.end()
    return QIcon(pixmap)


def spots_icon(size: int = 22) -> QIcon:
    """Dashed green cells, as legal spots look on the table."""
    pixmap, painter = _canvas(size, size)
    painter.setPen(QPen(QColor("#2e7d32"), 1.2, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(67, 160, 71, 110))
    half = (size - 4) / 2
    for x, y in ((0, 1), (1, 1), (1, 0)):
        painter.drawRect(QRectF(2 + x * half, 2 + y * half, half - 1, half - 1))
    painter.end()
    return QIcon(pixmap)
