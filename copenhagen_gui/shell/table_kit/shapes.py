"""Small helpers for drawing a table's symbols as paths (sharp at any zoom and on HiDPI
screens): a closed polygon, a path builder remembered by its rect, and the fixed wobble
that makes a pen mark look hand-drawn without ever flickering."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath


def polygon(points: Iterable[QPointF]) -> QPainterPath:
    """The closed polygon through ``points``."""
    points = list(points)
    path = QPainterPath()
    path.moveTo(points[0])
    for p in points[1:]:
        path.lineTo(p)
    path.closeSubpath()
    return path


def remembered_by_rect(maxsize: int) -> Callable:
    """Decorator: remember a path builder's paths by their rect (and other arguments).
    The table draws the same symbols at the same places every frame; paths are
    implicitly shared and never changed after building."""

    def decorate(builder):
        memo = functools.lru_cache(maxsize=maxsize)(lambda key, *args: builder(QRectF(*key), *args))

        @functools.wraps(builder)
        def build(rect: QRectF, *args):
            return memo((rect.x(), rect.y(), rect.width(), rect.height()), *args)

        return build

    return decorate


def wobble(seed: int, k: int, amount: float) -> float:
    """A small fixed offset in [-amount, amount] for stroke ``k`` of mark ``seed``."""
    v = math.sin(seed * 12.9898 + k * 78.233) * 43758.5453
    return (v - math.floor(v) - 0.5) * 2 * amount


def frame_edges(page: QRectF, band: float, margin: float = 4.0) -> list[QRectF]:
    """Top, bottom, left and right strips ``band`` wide around ``page`` grown by
    ``margin``, not overlapping (an edge pixel painted twice would be darker): a frame
    drawn as four thin pieces, so a frame passing on repaints them, not the page."""
    outer = page.adjusted(-margin, -margin, margin, margin)
    side = outer.height() - 2 * band
    return [QRectF(outer.left(), outer.top(), outer.width(), band),
            QRectF(outer.left(), outer.bottom() - band, outer.width(), band),
            QRectF(outer.left(), outer.top() + band, band, side),
            QRectF(outer.right() - band, outer.top() + band, band, side)]
