"""The registry of a rulebook's pictures, drawn at run time with QPainter.

A game's ``ui/illustrations.py`` makes one ``Illustrations``, registers each picture
with its decorator (``@pictures.picture("dice", 480, 120)`` over a function that draws
it on a painter) and offers ``NAMES``, ``size`` and ``render`` to ``shell.rulebook``:
``size(name)`` is the logical size the rulebook writes into its <img> tag, ``render``
draws it twice as large (sharp on HiDPI screens). The marks every rulebook draws on
its examples are here too: a tick (allowed), a cross (not allowed), an arrow."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from . import theme

Draw = Callable[[QPainter], None]


class Illustrations:
    def __init__(self):
        self._pictures: dict[str, tuple[QSize, Draw]] = {}

    def picture(self, name: str, width: int, height: int) -> Callable[[Draw], Draw]:
        """Decorator: register a drawing as the picture ``name`` of this logical size."""

        def register(draw: Draw) -> Draw:
            self._pictures[name] = (QSize(width, height), draw)
            return draw

        return register

    def names(self) -> tuple[str, ...]:
        return tuple(self._pictures)

    def size(self, name: str) -> QSize:
        """Logical size (device-independent pixels) of a picture."""
        return QSize(self._pictures[name][0])

    def render(self, name: str, scale: float = 2.0) -> QImage:
        """Draw a picture into a transparent image ``scale`` times its logical size."""
        logical, draw = self._pictures[name]
        image = QImage(round(logical.width() * scale), round(logical.height() * scale),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.transparent)
        image.setDevicePixelRatio(scale)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.TextAntialiasing)
        draw(painter)
        painter.end()
        return image


# --- the marks on the examples ---------------------------------------------------------------


def tick(p: QPainter, c: QPointF, r: float) -> None:
    """Allowed: a green tick of radius ``r`` around ``c``."""
    p.setPen(theme.pen(theme.SPOT_EDGE, r * 0.35))
    p.setBrush(Qt.NoBrush)
    path = QPainterPath(c + QPointF(-r, 0))
    path.lineTo(c + QPointF(-r * 0.3, r * 0.7))
    path.lineTo(c + QPointF(r, -r * 0.8))
    p.drawPath(path)


def cross(p: QPainter, c: QPointF, r: float, colour: QColor | None = None) -> None:
    """Not allowed: a red cross of radius ``r`` around ``c``."""
    p.setPen(theme.pen(colour or theme.GHOST_ILLEGAL_EDGE, r * 0.35))
    p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
    p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))


def arrow(p: QPainter, a: QPointF, b: QPointF, colour: QColor = theme.PRINT, width: float = 2.4,
          head: tuple[float, float] = (10, 6)) -> None:
    """An arrow from ``a`` to ``b``; ``head``: its length and half its width (negative:
    the same head, its two back corners drawn in the other order)."""
    p.setPen(theme.pen(colour, width))
    p.drawLine(a, b)
    d = b - a
    length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
    ux, uy = d.x() / length, d.y() / length
    long, half = head
    tip = QPainterPath(b)
    tip.lineTo(b + QPointF(-long * ux - half * uy, -long * uy + half * ux))
    tip.lineTo(b + QPointF(-long * ux + half * uy, -long * uy - half * ux))
    tip.closeSubpath()
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    p.drawPath(tip)
