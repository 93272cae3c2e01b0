"""The card game's look in one place: paper and ink (as the Roll & Write table), the
five card colours each with its own symbol (nothing depends on telling colours
apart), fonts in pixels so text scales with the table, and the stacking order."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QPen

from ..rules.components import Colour

# --- the table and the paper -----------------------------------------------------------
TABLE_TOP = QColor("#35586b")
TABLE_BOTTOM = QColor("#1f3644")
PAPER = QColor("#fbf7ec")
PAPER_EDGE = QColor("#cfc6b0")
SHADOW = QColor(0, 0, 0, 70)
GRID = QColor("#a9a293")
PRINT = QColor("#5b574d")
PRINT_FAINT = QColor("#9d9686")
INK = QColor("#1f2a44")
ON_TABLE = QColor("#eef3f5")  # labels lying on the dark table
ON_TABLE_FAINT = QColor("#a9c0cc")
COAT_ROW = QColor("#efe6cf")  # the lighter coat-of-arms rows
CARD_BACK = QColor("#6d4c7d")
CARD_BACK_EDGE = QColor("#3d2a47")
BRICK_LINE = QColor(0, 0, 0, 95)
WINDOW_PANE = QColor(255, 255, 255, 150)

# --- states ----------------------------------------------------------------------------
ACTIVE_FRAME = QColor("#f0a81c")  # whose turn it is
ELIGIBLE = QColor("#f0a81c")  # may be clicked now
SELECTED = QColor("#1565c0")
HINT = QColor("#d81b60")  # the strong player's suggestion
SPOT = QColor(46, 125, 50, 60)
SPOT_EDGE = QColor("#2e7d32")
GHOST_LEGAL = QColor(46, 160, 67, 150)
GHOST_LEGAL_EDGE = QColor("#1b6e2d")
GHOST_ILLEGAL = QColor(214, 48, 49, 140)
GHOST_ILLEGAL_EDGE = QColor("#8e1b1c")
BUBBLE = QColor("#fff8e1")
LESSON = QColor("#ff7043")  # what the lesson talks about (dashed, so not a colour only)
COMPLETE = QColor("#2e7d32")  # a completed row or column
WIN_GOLD = QColor("#d4a017")
DIM_OPACITY = 0.3
COVER = QColor(20, 36, 46, 245)

FACE: dict[Colour, QColor] = {
    Colour.RED: QColor("#d2463c"),
    Colour.YELLOW: QColor("#f0bf2a"),
    Colour.GREEN: QColor("#4a9a48"),
    Colour.BLUE: QColor("#2f7cc0"),
    Colour.PURPLE: QColor("#8a55a8"),
    Colour.WHITE: QColor("#fbfbf7"),
}
GLYPH_ON: dict[Colour, QColor] = {
    Colour.RED: QColor("#ffffff"),
    Colour.YELLOW: QColor("#4a3a06"),
    Colour.GREEN: QColor("#ffffff"),
    Colour.BLUE: QColor("#ffffff"),
    Colour.PURPLE: QColor("#ffffff"),
    Colour.WHITE: QColor("#30323a"),
}


def face(colour: Colour) -> QColor:
    return FACE[colour]


def pen(color: QColor, width: float, style=Qt.SolidLine) -> QPen:
    return _pen(color.rgba(), width, style)


@functools.lru_cache(maxsize=256)
def _pen(rgba: int, width: float, style) -> QPen:
    p = QPen(QColor.fromRgba(rgba), width, style)
    p.setCapStyle(Qt.RoundCap)
    p.setJoinStyle(Qt.RoundJoin)
    return p


FONT_FAMILIES = ["Noto Sans", "DejaVu Sans", "Sans Serif"]


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, pixels: float, bold: bool = False, smallest: float = 8) -> QFont:
    """``font(pixels)`` made smaller until ``text`` fits in ``width`` (a longer word
    in another language shrinks instead of being clipped)."""
    f = font(pixels, bold)
    while pixels > smallest and QFontMetricsF(f).horizontalAdvance(text) > width:
        pixels -= 0.5
        f = font(pixels, bold)
    return f


# --- colour symbols: one shape per colour ---------------------------------------------


def _polygon(points) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(points[0])
    for p in points[1:]:
        path.lineTo(p)
    path.closeSubpath()
    return path


def _regular(rect: QRectF, corners: int, inner: float | None = None, turn: float = 0.0):
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    points = []
    steps = corners * (2 if inner else 1)
    for i in range(steps):
        radius = r * inner if inner and i % 2 else r
        a = -math.pi / 2 + turn + i * 2 * math.pi / steps
        points.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
    return _polygon(points)


@functools.lru_cache(maxsize=2048)
def _glyph(colour: Colour, x: float, y: float, w: float, h: float) -> QPainterPath:
    rect = QRectF(x, y, w, h)
    if colour is Colour.RED:  # a heart-less, simple diamond
        return _regular(rect, 4)
    if colour is Colour.YELLOW:  # a sun: a disc
        path = QPainterPath()
        s = min(w, h) * 0.84
        path.addEllipse(QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s))
        return path
    if colour is Colour.GREEN:  # a triangle
        return _regular(rect, 3)
    if colour is Colour.BLUE:  # a square
        s = min(w, h) * 0.74
        path = QPainterPath()
        path.addRect(QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s))
        return path
    if colour is Colour.PURPLE:  # a star
        return _regular(rect, 5, inner=0.45)
    path = QPainterPath()  # white: a small ring
    s = min(w, h) * 0.6
    inner = s * 0.5
    c = rect.center()
    path.addEllipse(QRectF(c.x() - s / 2, c.y() - s / 2, s, s))
    path.addEllipse(QRectF(c.x() - inner / 2, c.y() - inner / 2, inner, inner))
    return path


def colour_glyph(colour: Colour, rect: QRectF) -> QPainterPath:
    """The colour's symbol inside ``rect`` (red diamond, yellow disc, green triangle,
    blue square, purple star, white ring)."""
    return _glyph(colour, rect.x(), rect.y(), rect.width(), rect.height())


# --- stacking order: one table -------------------------------------------------------
Z_PANEL = 0  # paper panels (house boards, the harbour strip)
Z_PIECE = 2  # cards, stacks, cells, ability tiles
Z_LABEL = 3
Z_SPOT = 4  # legal spots lit on a house
Z_HINT = 6
Z_GHOST = 50
Z_SPOTLIGHT = 60  # the lesson's highlight and its bubble, over the ghost
Z_COVER = 100  # the hand-off cover hides everything
