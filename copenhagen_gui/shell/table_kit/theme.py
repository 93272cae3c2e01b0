"""What every table looks like, in one place: the blue-grey table, cream paper and navy
pen all games share, the states they light up, cached pens and fonts, and the look of
a game's colours (``ColourLook``): each colour's face, the ink of its symbol on that
face, and the symbol itself, so that nothing depends on telling colours apart.

A game's ``scene/theme.py`` takes all of this (``from ...table_kit.theme import *``)
and adds its own colours, symbols and stacking order."""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QPen

__all__ = [
    "ACTIVE_FRAME", "BUBBLE", "CHOOSER_FRAME", "ELIGIBLE", "FONT_FAMILIES", "GHOST_ILLEGAL_EDGE",
    "GHOST_LEGAL", "GHOST_LEGAL_EDGE", "GRID", "GRID_STRONG", "INK", "PAPER", "PAPER_EDGE", "PRINT",
    "PRINT_FAINT", "SELECTED", "SHADOW", "SPOT_EDGE", "TABLE_BOTTOM", "TABLE_TOP", "WIN_GOLD",
    "fitted_font", "font", "pen",
]

# --- the table and the paper ---------------------------------------------------------
TABLE_TOP = QColor("#35586b")
TABLE_BOTTOM = QColor("#1f3644")
PAPER = QColor("#fbf7ec")
PAPER_EDGE = QColor("#cfc6b0")
SHADOW = QColor(0, 0, 0, 70)
GRID = QColor("#a9a293")
GRID_STRONG = QColor("#6f6a5e")
PRINT = QColor("#5b574d")  # printed labels on the paper
PRINT_FAINT = QColor("#9d9686")
INK = QColor("#1f2a44")  # the players' pen

# --- states --------------------------------------------------------------------------
ACTIVE_FRAME = QColor("#f0a81c")  # whose turn it is
CHOOSER_FRAME = QColor("#3aa0e0")  # who decides now, when it is not the one whose turn it is
ELIGIBLE = QColor("#f0a81c")  # may be clicked now
SELECTED = QColor("#1565c0")
SPOT_EDGE = QColor("#2e7d32")  # a place a move may go
GHOST_LEGAL = QColor(46, 160, 67, 150)  # the piece under the pointer, where it may go
GHOST_LEGAL_EDGE = QColor("#1b6e2d")
GHOST_ILLEGAL_EDGE = QColor("#8e1b1c")
BUBBLE = QColor("#fff8e1")
WIN_GOLD = QColor("#d4a017")

# --- the colours a game may name (by its colour's name), and the ink on each ---------
_FACES = {
    "RED": "#d2463c", "ORANGE": "#e9822a", "YELLOW": "#f0bf2a", "GREEN": "#4a9a48",
    "BLUE": "#2f7cc0", "PURPLE": "#8a55a8", "WHITE": "#fbfbf7",
}
_DARK_INK = {"YELLOW": "#4a3a06", "WHITE": "#30323a"}  # light faces: a dark symbol; others white


class ColourLook:
    """A game's colours: ``face(colour)``, ``inks[colour]`` (its symbol's ink on its face)
    and ``symbol(colour, rect)``, the colour's shape for colour-blind players. Every colour
    has all three: ``set_symbols`` refuses a drawing that leaves one out or draws two
    colours alike."""

    def __init__(self, colours: Iterable[enum.Enum]):
        self.colours = tuple(colours)
        self.faces: dict = {c: QColor(_FACES[c.name]) for c in self.colours}
        self.inks: dict = {c: QColor(_DARK_INK.get(c.name, "#ffffff")) for c in self.colours}
        self._symbol: Callable[[enum.Enum, QRectF], QPainterPath] | None = None

    def face(self, colour) -> QColor:
        return self.faces[colour]

    def tint(self, colour, alpha: int) -> QColor:
        c = QColor(self.faces[colour])
        c.setAlpha(alpha)
        return c

    def darker(self, colour, factor: int = 140) -> QColor:
        return self.faces[colour].darker(factor)

    def set_symbols(self, symbol: Callable[[enum.Enum, QRectF], QPainterPath]) -> None:
        probe = QRectF(0, 0, 24, 24)
        paths = [symbol(c, probe) for c in self.colours]
        for colour, path in zip(self.colours, paths):
            if path.isEmpty():
                raise ValueError(f"{colour} has no symbol")
        if len({_outline(p) for p in paths}) != len(paths):
            raise ValueError("two colours have the same symbol")
        self._symbol = symbol

    def symbol(self, colour, rect: QRectF) -> QPainterPath:
        return self._symbol(colour, rect)


def _outline(path: QPainterPath) -> tuple:
    """A path's points, rounded: what tells two symbols apart."""
    return tuple((round(p.x(), 1), round(p.y(), 1)) for p in path.toFillPolygon())


# --- pens --------------------------------------------------------------------------------


def pen(color: QColor, width: float, style=Qt.SolidLine) -> QPen:
    """A round-capped pen; pens are made once per colour/width/style (painting asks
    for thousands of them per frame)."""
    return _pen(color.rgba(), width, style)


@functools.lru_cache(maxsize=512)
def _pen(rgba: int, width: float, style) -> QPen:
    p = QPen(QColor.fromRgba(rgba), width, style)
    p.setCapStyle(Qt.RoundCap)
    p.setJoinStyle(Qt.RoundJoin)
    return p


# --- fonts: pixel sizes, so text scales with the table like everything else -----------
FONT_FAMILIES = ["Noto Sans", "DejaVu Sans", "Sans Serif"]


@functools.lru_cache(maxsize=256)
def font(pixels: float, bold: bool = False) -> QFont:
    """The table's font (made once per size; never change the one returned)."""
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
