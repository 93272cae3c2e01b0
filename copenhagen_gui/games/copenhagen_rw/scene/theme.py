"""The table's look in one place: colours, pens, fonts and stacking order.

Every colour of the game also has a glyph (see ``glyphs.colour_glyph``) so that
nothing depends on telling colours apart."""

from __future__ import annotations

import functools

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPen

from ..rules.components import Colour

# --- the table and the paper ---------------------------------------------------------
TABLE_TOP = QColor("#35586b")
TABLE_BOTTOM = QColor("#1f3644")
PAPER = QColor("#fbf7ec")
PAPER_EDGE = QColor("#cfc6b0")
PAD_PAPER = QColor("#f6f1e4")
SHADOW = QColor(0, 0, 0, 70)
GRID = QColor("#a9a293")
GRID_STRONG = QColor("#6f6a5e")
FILLED_CELL = QColor("#ece4d0")
PRINT = QColor("#5b574d")  # printed labels on the paper
PRINT_FAINT = QColor("#9d9686")
INK = QColor("#1f2a44")  # the players' pen
INK_STRUCK = QColor("#1f2a44")

# --- states --------------------------------------------------------------------------
ACTIVE_FRAME = QColor("#f0a81c")  # whose turn it is
CHOOSER_FRAME = QColor("#3aa0e0")  # phase 3: who chooses now
ELIGIBLE = QColor("#f0a81c")  # may be clicked now
SELECTED = QColor("#1565c0")
HOVER_FILL = QColor(21, 101, 192, 28)  # under the mouse
HOVER_EDGE = QColor(21, 101, 192, 130)
SPOT = QColor(67, 160, 71, 55)
SPOT_EDGE = QColor("#2e7d32")
GHOST_LEGAL = QColor(46, 160, 67, 150)
GHOST_LEGAL_EDGE = QColor("#1b6e2d")
GHOST_ILLEGAL = QColor(214, 48, 49, 75)  # quiet: a hover is not a mistake
GHOST_ILLEGAL_EDGE = QColor("#8e1b1c")
BUBBLE = QColor("#fff8e1")
BUBBLE_EDGE = QColor("#8e1b1c")
WIN_GOLD = QColor("#d4a017")
LAST_MOVE = QColor("#d81b60")  # what a player did in their last turn
LAST_MOVE_FILL = QColor(216, 27, 96, 34)
DIM_OPACITY = 0.28

# --- the game's colours ----------------------------------------------------------------
FACE_COLOURS: dict[Colour, QColor] = {
    Colour.RED: QColor("#d2463c"),
    Colour.BLUE: QColor("#2f7cc0"),
    Colour.PURPLE: QColor("#8a55a8"),
    Colour.GREEN: QColor("#4a9a48"),
    Colour.YELLOW: QColor("#f0bf2a"),
    Colour.WHITE: QColor("#fbfbf7"),
}
# Glyph colour on a face of that colour (dark on light faces).
GLYPH_ON: dict[Colour, QColor] = {
    Colour.RED: QColor("#ffffff"),
    Colour.BLUE: QColor("#ffffff"),
    Colour.PURPLE: QColor("#ffffff"),
    Colour.GREEN: QColor("#ffffff"),
    Colour.YELLOW: QColor("#4a3a06"),
    Colour.WHITE: QColor("#30323a"),
}


def face(colour: Colour) -> QColor:
    return FACE_COLOURS[colour]


def tint(colour: Colour, alpha: int) -> QColor:
    c = QColor(FACE_COLOURS[colour])
    c.setAlpha(alpha)
    return c


def darker(colour: Colour, factor: int = 140) -> QColor:
    return FACE_COLOURS[colour].darker(factor)


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


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


# --- stacking order ------------------------------------------------------------------------
Z_SHEET = 0
Z_CELL = 2
Z_DECOR = 3
Z_TRACK = 2
Z_SYMBOL = 4
Z_BUTTON = 5
Z_SHAPE = 2
Z_DIE = 2
Z_SELECTED_DIE = 3
Z_GHOST = 50
Z_BUBBLE = 51
