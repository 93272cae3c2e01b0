"""Vector drawings shared by the items: colour glyphs, pen marks, stars, shields and
ability pictograms. Everything is a path or a few strokes, so it stays sharp at any
zoom and on HiDPI screens."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform

from copenhagen_gui.shell.table_kit.shapes import polygon as _poly
from copenhagen_gui.shell.table_kit.shapes import remembered_by_rect
from copenhagen_gui.shell.table_kit.shapes import wobble as _jitter

from ..rules.components import Ability, Colour
from . import theme

_cached = remembered_by_rect(4096)


@_cached
def star_path(rect: QRectF, points: int = 5, inner: float = 0.45) -> QPainterPath:
    c = rect.center()
    outer_r = min(rect.width(), rect.height()) / 2
    pts = []
    for i in range(points * 2):
        r = outer_r if i % 2 == 0 else outer_r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append(QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a) + outer_r * 0.08))
    return _poly(pts)


@_cached
def plus_path(rect: QRectF, thickness: float = 0.3) -> QPainterPath:
    s = min(rect.width(), rect.height())
    t = s * thickness
    c = rect.center()
    path = QPainterPath()
    path.addRect(QRectF(c.x() - s / 2, c.y() - t / 2, s, t))
    path.addRect(QRectF(c.x() - t / 2, c.y() - s / 2, t, s))
    return path.simplified()


@_cached
def asterisk_path(rect: QRectF) -> QPainterPath:
    """The joker's mark: six rounded spokes."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    w = r * 0.34
    path = QPainterPath()
    for k in range(3):
        spoke = QPainterPath()
        spoke.addRoundedRect(QRectF(-w / 2, -r, w, 2 * r), w / 2, w / 2)
        t = QTransform().translate(c.x(), c.y()).rotate(k * 60)
        path.addPath(t.map(spoke))
    return path.simplified()


def colour_glyph(colour: Colour, rect: QRectF) -> QPainterPath:
    return _colour_glyph(rect, colour)


@_cached
def _colour_glyph(rect: QRectF, colour: Colour) -> QPainterPath:
    """A shape per colour so colour-blind players can tell faces apart:
    red circle, blue diamond, purple triangle, green clover, yellow crescent,
    joker asterisk."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if colour is Colour.RED:
        path = QPainterPath()
        path.addEllipse(c, r * 0.82, r * 0.82)
        return path
    if colour is Colour.BLUE:
        return _poly([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.85, c.y()),
                      QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.85, c.y())])
    if colour is Colour.PURPLE:
        return _poly([QPointF(c.x(), c.y() - r * 0.95), QPointF(c.x() + r * 0.95, c.y() + r * 0.75),
                      QPointF(c.x() - r * 0.95, c.y() + r * 0.75)])
    if colour is Colour.GREEN:
        path = QPainterPath()
        lobe = r * 0.46
        for a in (-90, 30, 150):
            rad = math.radians(a)
            centre = QPointF(c.x() + lobe * 1.05 * math.cos(rad), c.y() - r * 0.08 + lobe * 1.05 * math.sin(rad))
            path.addEllipse(centre, lobe, lobe)
        path.addRect(QRectF(c.x() - r * 0.1, c.y(), r * 0.2, r * 0.95))
        return path.simplified()
    if colour is Colour.YELLOW:
        outer = QPainterPath()
        outer.addEllipse(c, r * 0.9, r * 0.9)
        bite = QPainterPath()
        bite.addEllipse(QPointF(c.x() + r * 0.45, c.y() - r * 0.25), r * 0.75, r * 0.75)
        return outer.subtracted(bite)
    return asterisk_path(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8))


theme.LOOK.set_symbols(colour_glyph)


def pen_cross(painter: QPainter, rect: QRectF, width: float, seed: int = 0, color: QColor | None = None):
    """A hand-drawn X across ``rect``."""
    painter.setPen(theme.pen(color or theme.INK, width))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(_cross_path(rect, seed))


@_cached
def _cross_path(rect: QRectF, seed: int) -> QPainterPath:
    j = rect.width() * 0.05
    path = QPainterPath()
    for k, (a, b) in enumerate(((rect.topLeft(), rect.bottomRight()), (rect.topRight(), rect.bottomLeft()))):
        a = QPointF(a.x() + _jitter(seed, 4 * k, j), a.y() + _jitter(seed, 4 * k + 1, j))
        b = QPointF(b.x() + _jitter(seed, 4 * k + 2, j), b.y() + _jitter(seed, 4 * k + 3, j))
        mid = (a + b) / 2
        bend = QPointF(_jitter(seed, 9 + k, j * 1.6), _jitter(seed, 11 + k, j * 1.6))
        path.moveTo(a)
        path.quadTo(mid + bend, b)
    return path


def pen_circle(painter: QPainter, rect: QRectF, width: float, seed: int = 0):
    """A hand-drawn O: an ellipse whose stroke overshoots its start a little."""
    painter.setPen(theme.pen(theme.INK, width))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(_circle_path(rect, seed))


@_cached
def _circle_path(rect: QRectF, seed: int) -> QPainterPath:
    c = rect.center()
    rx, ry = rect.width() / 2, rect.height() / 2
    path = QPainterPath()
    start = -100 + _jitter(seed, 1, 20)
    steps = 44
    for i in range(steps + 3):
        a = math.radians(start + i * 370 / steps)
        wobble = 1 + _jitter(seed, i, 0.035)
        p = QPointF(c.x() + rx * wobble * math.cos(a), c.y() + ry * wobble * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    return path


def pen_strike(painter: QPainter, rect: QRectF, width: float, seed: int = 0):
    """A single slanted stroke striking a used symbol out."""
    painter.setPen(theme.pen(theme.INK_STRUCK, width))
    j = rect.width() * 0.06
    painter.drawLine(
        QPointF(rect.left() + _jitter(seed, 1, j), rect.bottom() + _jitter(seed, 2, j)),
        QPointF(rect.right() + _jitter(seed, 3, j), rect.top() + _jitter(seed, 4, j)),
    )


def shield_path(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x, y + h * 0.08))
    path.quadTo(QPointF(x + w * 0.5, y - h * 0.06), QPointF(x + w, y + h * 0.08))
    path.lineTo(QPointF(x + w, y + h * 0.45))
    path.quadTo(QPointF(x + w, y + h * 0.85), QPointF(x + w * 0.5, y + h))
    path.quadTo(QPointF(x, y + h * 0.85), QPointF(x, y + h * 0.45))
    path.closeSubpath()
    return path


def paint_shield(painter: QPainter, rect: QRectF, earned: bool, seed: int):
    """A coat of arms: a shield with three little towers (the city of Copenhagen)."""
    painter.setPen(theme.pen(theme.PRINT, 1.4))
    painter.setBrush(QColor("#e9dcc0") if not earned else QColor("#f3d98b"))
    painter.drawPath(shield_path(rect))
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.PRINT if not earned else QColor("#8a6a12"))
    w, h = rect.width(), rect.height()
    base_y = rect.y() + h * 0.62
    for dx, th in ((0.22, 0.22), (0.5, 0.32), (0.78, 0.22)):
        tw = w * 0.16
        cx = rect.x() + w * dx
        painter.drawRect(QRectF(cx - tw / 2, base_y - h * th, tw, h * th))
    painter.drawRect(QRectF(rect.x() + w * 0.14, base_y, w * 0.72, h * 0.08))
    if earned:
        pen_cross(painter, rect.adjusted(w * 0.05, h * 0.08, -w * 0.05, -h * 0.12), w * 0.09, seed)


def flag_path(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    path.addRect(QRectF(x + w * 0.2, y + h * 0.1, w * 0.08, h * 0.8))
    path.addPath(_poly([QPointF(x + w * 0.28, y + h * 0.12), QPointF(x + w * 0.85, y + h * 0.3),
                        QPointF(x + w * 0.28, y + h * 0.5)]))
    return path


def crown_path(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    return _poly([
        QPointF(x, y + h), QPointF(x, y + h * 0.25), QPointF(x + w * 0.27, y + h * 0.6),
        QPointF(x + w * 0.5, y), QPointF(x + w * 0.73, y + h * 0.6), QPointF(x + w, y + h * 0.25),
        QPointF(x + w, y + h),
    ])


def paint_ability_icon(painter: QPainter, ability: Ability, rect: QRectF, color: QColor):
    """A small pictogram of what the ability does."""
    w = rect.width()
    p = theme.pen(color, w * 0.11)
    painter.setPen(p)
    painter.setBrush(Qt.NoBrush)
    c = rect.center()
    r = w * 0.36
    if ability is Ability.REROLL:
        arc = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        painter.drawArc(arc, 40 * 16, 280 * 16)
        tip = QPointF(c.x() + r * math.cos(math.radians(40)), c.y() - r * math.sin(math.radians(40)))
        painter.setPen(Qt.NoPen)
        painter.setBrush(color)
        painter.drawPath(_poly([tip + QPointF(-r * 0.55, -r * 0.2), tip + QPointF(r * 0.35, -r * 0.45),
                                tip + QPointF(r * 0.15, r * 0.45)]))
    elif ability is Ability.NO_X:
        box = QRectF(c.x() - r * 0.7, c.y() - r * 0.7, r * 1.4, r * 1.4)
        painter.setPen(theme.pen(color, w * 0.08))
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomLeft())
        painter.setPen(theme.pen(QColor("#c62828"), w * 0.1))
        painter.drawEllipse(c, r * 1.1, r * 1.1)
        painter.drawLine(c + QPointF(-r * 0.78, r * 0.78), c + QPointF(r * 0.78, -r * 0.78))
    elif ability is Ability.ONE_X:
        box = QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8)
        painter.setPen(theme.pen(color, w * 0.06))
        painter.drawRect(box)
        painter.setPen(theme.pen(color, w * 0.1))
        inner = box.adjusted(r * 0.35, r * 0.35, -r * 0.35, -r * 0.35)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
    elif ability is Ability.COLOUR_CHANGE:
        left = QRectF(c.x() - r, c.y() - r * 0.75, r * 1.1, r * 1.1)
        right = QRectF(c.x() - r * 0.1, c.y() - r * 0.35, r * 1.1, r * 1.1)
        painter.setPen(theme.pen(color, w * 0.05))
        painter.setBrush(theme.face(Colour.RED))
        painter.drawRoundedRect(left, r * 0.2, r * 0.2)
        painter.setBrush(theme.face(Colour.BLUE))
        painter.drawRoundedRect(right, r * 0.2, r * 0.2)
    elif ability is Ability.NEW_CHOICE:
        cell = r * 0.62
        painter.setPen(theme.pen(color, w * 0.05))
        painter.setBrush(QBrush(color, Qt.BDiagPattern))
        origin = QPointF(c.x() - cell, c.y() - cell)
        for dx, dy in ((0, 0), (1, 0), (1, 1)):
            painter.drawRect(QRectF(origin.x() + dx * cell, origin.y() + dy * cell, cell, cell))
        painter.setPen(theme.pen(QColor("#c62828"), w * 0.08))
        painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))


def paint_text(painter: QPainter, rect: QRectF, text: str, pixels: float, color: QColor,
               align=Qt.AlignCenter, bold: bool = False):
    painter.setFont(theme.font(pixels, bold))
    painter.setPen(QPen(color))
    painter.drawText(rect, int(align), text)
