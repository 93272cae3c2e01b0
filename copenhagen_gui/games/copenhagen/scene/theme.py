"""The card game's look: the kit's table, paper and ink (``shell.table_kit.theme``), the
card game's own colours, the five card colours and white each with its own symbol
(nothing depends on telling colours apart), and the stacking order."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

from copenhagen_gui.shell.table_kit.shapes import polygon
from copenhagen_gui.shell.table_kit.theme import *  # noqa: F403 (every table's colours, pens, fonts)
from copenhagen_gui.shell.table_kit.theme import ColourLook

from ..rules.components import Colour

# --- the table and the paper: the card game's own ----------------------------------------
ON_TABLE = QColor("#eef3f5")  # labels lying on the dark table
ON_TABLE_FAINT = QColor("#a9c0cc")
COAT_ROW = QColor("#efe6cf")  # the lighter coat-of-arms rows
CARD_BACK = QColor("#6d4c7d")
CARD_BACK_EDGE = QColor("#3d2a47")
BRICK_LINE = QColor(0, 0, 0, 95)
WINDOW_PANE = QColor(255, 255, 255, 150)

# --- states ----------------------------------------------------------------------------
HINT = QColor("#d81b60")  # the strong player's suggestion
SPOT = QColor(46, 125, 50, 60)
GHOST_ILLEGAL = QColor(214, 48, 49, 140)
LESSON = QColor("#ff7043")  # what the lesson talks about (dashed, so not a colour only)
COMPLETE = QColor("#2e7d32")  # a completed row or column
DIM_OPACITY = 0.3
COVER = QColor(20, 36, 46)  # opaque: the table's view paints nothing under it

# --- the card colours: a face, an ink and a symbol each ----------------------------------
LOOK = ColourLook(Colour)
GLYPH_ON = LOOK.inks
face = LOOK.face


def _regular(rect: QRectF, corners: int, inner: float | None = None, turn: float = 0.0):
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    points = []
    steps = corners * (2 if inner else 1)
    for i in range(steps):
        radius = r * inner if inner and i % 2 else r
        a = -math.pi / 2 + turn + i * 2 * math.pi / steps
        points.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
    return polygon(points)


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


LOOK.set_symbols(colour_glyph)


# --- stacking order: one table -------------------------------------------------------
Z_PANEL = 0  # paper panels (house boards, the harbour strip)
Z_PIECE = 2  # cards, stacks, cells, ability tiles
Z_LABEL = 3
Z_SPOT = 4  # legal spots lit on a house
Z_HINT = 6
Z_GHOST = 50
Z_SPOTLIGHT = 60  # the lesson's highlight and its bubble, over the ghost
Z_COVER = 100  # the hand-off cover hides everything
