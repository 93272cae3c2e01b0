"""Small icons for buttons: an expedition's colour with its shape."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from ..rules.components import Colour
from ..scene import glyphs, theme


def colour_icon(colour: Colour, size: int = 32) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    rect = QRectF(1, 1, size - 2, size - 2)
    painter.setPen(theme.pen(theme.face(colour).darker(160), 1.0))
    painter.setBrush(theme.face(colour))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.GLYPH_ON[colour])
    inset = size * 0.2
    painter.drawPath(glyphs.shape_path(colour, rect.adjusted(inset, inset, -inset, -inset)))
    painter.end()
    return QIcon(pixmap)
