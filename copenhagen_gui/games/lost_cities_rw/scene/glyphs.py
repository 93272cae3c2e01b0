"""Vector drawings: the six expedition shapes, the vase (artifact), the arrow
(acceleration), the dice symbol and hand-drawn pen marks. Paths only, so they stay
sharp at any zoom."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from copenhagen_gui.shell.table_kit.shapes import polygon as _poly
from copenhagen_gui.shell.table_kit.shapes import remembered_by_rect
from copenhagen_gui.shell.table_kit.shapes import wobble as _wobble

from ..rules.components import SHAPE_OF, Colour
from . import theme

_cached = remembered_by_rect(2048)


def shape_path(colour: Colour, rect: QRectF) -> QPainterPath:
    """The rulebook's shape of ``colour``: heart, circle, square, triangle, cross, star."""
    return _shape_path(rect, SHAPE_OF[Colour(colour)])


@_cached
def _shape_path(rect: QRectF, shape: str) -> QPainterPath:
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(c, r * 0.8, r * 0.8)
    elif shape == "square":
        path.addRect(QRectF(c.x() - r * 0.72, c.y() - r * 0.72, r * 1.44, r * 1.44))
    elif shape == "triangle":
        return _poly([QPointF(c.x(), c.y() - r * 0.9), QPointF(c.x() + r * 0.95, c.y() + r * 0.75),
                      QPointF(c.x() - r * 0.95, c.y() + r * 0.75)])
    elif shape == "cross":
        t = r * 0.26
        for angle in (45, -45):
            arm = QPainterPath()
            arm.addRect(QRectF(-r * 0.95, -t, r * 1.9, 2 * t))
            path.addPath(_rotated(arm, angle, c))
        return path.simplified()
    elif shape == "star":
        pts = []
        for i in range(10):
            rr = r * (0.98 if i % 2 == 0 else 0.42)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a) + r * 0.08))
        return _poly(pts)
    else:  # heart
        top = c.y() - r * 0.45
        path.moveTo(c.x(), c.y() + r * 0.85)
        path.cubicTo(c.x() - r * 1.25, c.y() - r * 0.05, c.x() - r * 0.7, top - r * 0.75, c.x(), top)
        path.cubicTo(c.x() + r * 0.7, top - r * 0.75, c.x() + r * 1.25, c.y() - r * 0.05,
                     c.x(), c.y() + r * 0.85)
        path.closeSubpath()
    return path


def _rotated(path: QPainterPath, degrees: float, centre: QPointF) -> QPainterPath:
    return QTransform().translate(centre.x(), centre.y()).rotate(degrees).map(path)


theme.LOOK.set_symbols(shape_path)


@_cached
def vase_path(rect: QRectF) -> QPainterPath:
    """The artifact: a small amphora."""
    c = rect.center()
    w, h = rect.width(), rect.height()
    path = QPainterPath()
    path.moveTo(c.x() - w * 0.12, rect.top() + h * 0.12)
    path.lineTo(c.x() + w * 0.12, rect.top() + h * 0.12)
    path.lineTo(c.x() + w * 0.1, rect.top() + h * 0.3)
    path.cubicTo(c.x() + w * 0.42, rect.top() + h * 0.4, c.x() + w * 0.36, rect.top() + h * 0.78,
                 c.x() + w * 0.14, rect.top() + h * 0.88)
    path.lineTo(c.x() - w * 0.14, rect.top() + h * 0.88)
    path.cubicTo(c.x() - w * 0.36, rect.top() + h * 0.78, c.x() - w * 0.42, rect.top() + h * 0.4,
                 c.x() - w * 0.1, rect.top() + h * 0.3)
    path.closeSubpath()
    return path


@_cached
def arrow_path(rect: QRectF) -> QPainterPath:
    """The acceleration: a fat upward arrow."""
    c = rect.center()
    w, h = rect.width(), rect.height()
    return _poly([QPointF(c.x(), rect.top() + h * 0.08), QPointF(c.x() + w * 0.4, c.y()),
                  QPointF(c.x() + w * 0.15, c.y()), QPointF(c.x() + w * 0.15, rect.bottom() - h * 0.08),
                  QPointF(c.x() - w * 0.15, rect.bottom() - h * 0.08), QPointF(c.x() - w * 0.15, c.y()),
                  QPointF(c.x() - w * 0.4, c.y())])


def paint_die_symbol(painter: QPainter, rect: QRectF, color) -> None:
    """The dice column's symbol: a die outline with three pips."""
    s = min(rect.width(), rect.height()) * 0.7
    r = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    painter.setPen(theme.pen(color, max(1.0, s * 0.08)))
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(r, s * 0.18, s * 0.18)
    painter.setPen(Qt.NoPen)
    painter.setBrush(color)
    for k in (0.27, 0.5, 0.73):
        painter.drawEllipse(QPointF(r.left() + s * k, r.top() + s * k), s * 0.08, s * 0.08)


def pen_hatch(painter: QPainter, rect: QRectF, width: float, seed: int = 0, color=None) -> None:
    """Hatching over a symbol: three parallel diagonal strokes."""
    painter.setPen(theme.pen(color or theme.INK, width))
    for k, f in enumerate((0.25, 0.55, 0.85)):
        x0 = rect.left() + rect.width() * (f - 0.3)
        painter.drawLine(QPointF(x0, rect.bottom() + _wobble(seed, k, 1.5)),
                         QPointF(x0 + rect.width() * 0.45, rect.top() + _wobble(seed, k + 5, 1.5)))


def pen_cross(painter: QPainter, rect: QRectF, width: float, seed: int = 0, color=None) -> None:
    painter.setPen(theme.pen(color or theme.INK, width))
    j = rect.width() * 0.05
    painter.drawLine(QPointF(rect.left() + _wobble(seed, 1, j), rect.top() + _wobble(seed, 2, j)),
                     QPointF(rect.right() + _wobble(seed, 3, j), rect.bottom() + _wobble(seed, 4, j)))
    painter.drawLine(QPointF(rect.right() + _wobble(seed, 5, j), rect.top() + _wobble(seed, 6, j)),
                     QPointF(rect.left() + _wobble(seed, 7, j), rect.bottom() + _wobble(seed, 8, j)))


def pen_strike(painter: QPainter, rect: QRectF, width: float, seed: int = 0, color=None) -> None:
    """A horizontal stroke through ``rect`` (a struck circle, a lost bridge)."""
    painter.setPen(theme.pen(color or theme.INK, width))
    y = rect.center().y()
    painter.drawLine(QPointF(rect.left(), y + _wobble(seed, 1, 1.5)),
                     QPointF(rect.right(), y + _wobble(seed, 2, 1.5)))


def pen_ring(painter: QPainter, rect: QRectF, width: float, color=None) -> None:
    """A hand-drawn ring around ``rect`` (a won bridge)."""
    painter.setPen(theme.pen(color or theme.INK, width))
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(rect)
