"""The table's look in one place: colours, pens, fonts and the stacking order.

Same art direction as the other games of the app (a blue-grey table, cream paper, a
navy pen). Every expedition colour also has its shape (heart, circle, square,
triangle, cross, star: the rulebook's shapes for colour-blind players), so nothing
depends on telling colours apart."""

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
SHADOW = QColor(0, 0, 0, 70)
GRID = QColor("#a9a293")
GRID_STRONG = QColor("#6f6a5e")
PRINT = QColor("#5b574d")  # printed labels on the paper
PRINT_FAINT = QColor("#9d9686")
INK = QColor("#1f2a44")  # the players' pen
TABLE_TEXT = QColor("#eef3f6")
TABLE_TEXT_FAINT = QColor("#b8c8d2")
NOTICE = QColor("#ffe7a8")

# --- states --------------------------------------------------------------------------
ACTIVE_FRAME = QColor("#f0a81c")  # the seat whose turn it is (it rolled)
CHOOSER_FRAME = QColor("#3aa0e0")  # the seat that decides now
SELECTED = QColor("#1565c0")
SPOT = QColor(67, 160, 71, 70)  # a square a combination may be written in
SPOT_EDGE = QColor("#2e7d32")
HINT = QColor("#8e24aa")  # the strong computer player's suggestion
WON = QColor("#2e7d32")
LOST = QColor("#8e1b1c")
DIM_OPACITY = 0.35

# --- the expeditions' colours -----------------------------------------------------------
FACE_COLOURS: dict[Colour, QColor] = {
    Colour.RED: QColor("#d2463c"),
    Colour.ORANGE: QColor("#e9822a"),
    Colour.YELLOW: QColor("#f0bf2a"),
    Colour.GREEN: QColor("#4a9a48"),
    Colour.BLUE: QColor("#2f7cc0"),
    Colour.PURPLE: QColor("#8a55a8"),
}
# The shape's colour on a face of that colour (dark on light faces).
GLYPH_ON: dict[Colour, QColor] = {
    Colour.RED: QColor("#ffffff"),
    Colour.ORANGE: QColor("#ffffff"),
    Colour.YELLOW: QColor("#4a3a06"),
    Colour.GREEN: QColor("#ffffff"),
    Colour.BLUE: QColor("#ffffff"),
    Colour.PURPLE: QColor("#ffffff"),
}
NUMBER_DIE = QColor("#fdfcf8")
NUMBER_DIE_EDGE = QColor("#6f6a5e")


def face(colour: Colour) -> QColor:
    return FACE_COLOURS[colour]


def tint(colour: Colour, alpha: int) -> QColor:
    c = QColor(FACE_COLOURS[colour])
    c.setAlpha(alpha)
    return c


# --- pens --------------------------------------------------------------------------------


def pen(color: QColor, width: float, style=Qt.SolidLine) -> QPen:
    """A round-capped pen, made once per colour/width/style."""
    return _pen(color.rgba(), width, style)


@functools.lru_cache(maxsize=256)
def _pen(rgba: int, width: float, style) -> QPen:
    p = QPen(QColor.fromRgba(rgba), width, style)
    p.setCapStyle(Qt.RoundCap)
    p.setJoinStyle(Qt.RoundJoin)
    return p


# --- fonts: pixel sizes, so text scales with the table like everything else -----------
FONT_FAMILIES = ["Noto Sans", "DejaVu Sans", "Sans Serif"]


@functools.lru_cache(maxsize=64)
def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


# --- stacking order (one table) ------------------------------------------------------------
Z_SHEET = 0
Z_SPOT = 5
Z_DIE = 2
Z_TRAY_TEXT = 1
Z_HINT = 8
Z_MARK = 9  # a lesson's frame round what it talks about
