"""Painted pieces that remember their last few pictures.

Qt's item cache (DeviceCoordinateCache) keeps one picture and throws it away at every
look change, so a piece that goes lit, dim, lit again runs its Python paint code each
time. A piece whose paint depends on nothing but a small hashable *state* (its look,
hover, focus...) can instead keep its last pictures per state, size and place on the
screen: coming back to one of them is a copy. Paper and SVG get the paint code itself,
so they stay lines and text."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

Paint = Callable[..., None]


def remembering(paint: Paint, state: Callable[[QGraphicsItem], Hashable], kept: int = 4) -> Paint:
    """``paint`` drawing from the item's remembered pictures. ``state(item)`` must hold
    everything the paint reads that can change; ``kept`` pictures are kept per item, the
    least recently shown one going first."""

    def remembering_paint(self, painter, option, widget=None):
        t = painter.worldTransform()
        if t.m12() or t.m21():  # turned: never on the table, paint as usual
            return paint(self, painter, option, widget)
        if painter.paintEngine().type() != QPaintEngine.Type.Raster:
            return paint(self, painter, option, widget)  # paper, SVG: lines and text, not pixels
        rect = self.boundingRect()
        sx, sy = t.m11(), t.m22()
        x, y = sx * rect.left() + t.dx(), sy * rect.top() + t.dy()
        left, top = math.floor(x), math.floor(y)
        ratio = painter.device().devicePixelRatioF()
        # The fraction of a pixel where the piece starts is part of its picture.
        key = (state(self), round(sx, 5), round(sy, 5), round(x - left, 3), round(y - top, 3), ratio)
        pictures = self.__dict__.setdefault("_remembered_pictures", {})
        picture = pictures.pop(key, None)
        if picture is None:
            picture = QPixmap(math.ceil((x - left + rect.width() * sx) * ratio) + 1,
                              math.ceil((y - top + rect.height() * sy) * ratio) + 1)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.transparent)
            inner = QPainter(picture)
            inner.setRenderHints(painter.renderHints())
            inner.translate(x - left, y - top)
            inner.scale(sx, sy)
            inner.translate(-rect.left(), -rect.top())
            paint(self, inner, option, widget)
            inner.end()
            while len(pictures) >= kept:
                pictures.pop(next(iter(pictures)))
        pictures[key] = picture  # the most recent last
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(left, top), picture)
        painter.restore()

    return remembering_paint
