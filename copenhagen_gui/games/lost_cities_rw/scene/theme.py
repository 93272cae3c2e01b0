"""Lost Cities' look: the kit's table, paper, ink, pens and fonts
(``shell.table_kit.theme``), its own colours and the stacking order.

Same art direction as the other games of the app (a blue-grey table, cream paper, a
navy pen). Every expedition colour also has its shape (heart, circle, square,
triangle, cross, star: the rulebook's shapes for colour-blind players), so nothing
depends on telling colours apart."""

from __future__ import annotations

from PySide6.QtGui import QColor

from copenhagen_gui.shell.table_kit.theme import *  # noqa: F403 (every table's colours, pens, fonts)
from copenhagen_gui.shell.table_kit.theme import ColourLook

from ..rules.components import Colour

# --- the table: Lost Cities' own -------------------------------------------------------
TABLE_TEXT = QColor("#eef3f6")
TABLE_TEXT_FAINT = QColor("#b8c8d2")
NOTICE = QColor("#ffe7a8")

# --- states --------------------------------------------------------------------------
SPOT = QColor(67, 160, 71, 70)  # a square a combination may be written in
HINT = QColor("#8e24aa")  # the strong computer player's suggestion
WON = QColor("#2e7d32")
LOST = QColor("#8e1b1c")
DIM_OPACITY = 0.35

# --- the expeditions' colours: a face, an ink and a shape each (``glyphs`` draws them) --
LOOK = ColourLook(Colour)
GLYPH_ON = LOOK.inks
face = LOOK.face
tint = LOOK.tint
NUMBER_DIE = QColor("#fdfcf8")
NUMBER_DIE_EDGE = QColor("#6f6a5e")


# --- stacking order (one table) ------------------------------------------------------------
Z_SHEET = 0
Z_SPOT = 5
Z_DIE = 2
Z_TRAY_TEXT = 1
Z_HINT = 8
Z_MARK = 9  # a lesson's frame round what it talks about
