"""Roll & Write's look: the kit's table, paper, ink, pens and fonts
(``shell.table_kit.theme``), the game's own colours and the stacking order.

Every colour of the game also has a glyph (see ``glyphs.colour_glyph``) so that
nothing depends on telling colours apart."""

from __future__ import annotations

from PySide6.QtGui import QColor

from copenhagen_gui.shell.table_kit.theme import *  # noqa: F403 (every table's colours, pens, fonts)
from copenhagen_gui.shell.table_kit.theme import ColourLook

from ..rules.components import Colour

# --- the paper: Roll & Write's own ------------------------------------------------------
PAD_PAPER = QColor("#f6f1e4")
FILLED_CELL = QColor("#ece4d0")
INK_STRUCK = QColor("#1f2a44")

# --- states --------------------------------------------------------------------------
HOVER_FILL = QColor(21, 101, 192, 28)  # under the mouse
HOVER_EDGE = QColor(21, 101, 192, 130)
SPOT = QColor(67, 160, 71, 55)
GHOST_ILLEGAL = QColor(214, 48, 49, 75)  # quiet: a hover is not a mistake
BUBBLE_EDGE = QColor("#8e1b1c")
LAST_MOVE = QColor("#d81b60")  # what a player did in their last turn
LAST_MOVE_FILL = QColor(216, 27, 96, 34)
DIM_OPACITY = 0.28

# --- the game's colours: a face, an ink and a symbol each (``glyphs`` draws the symbols) --
LOOK = ColourLook(Colour)
GLYPH_ON = LOOK.inks
face = LOOK.face
tint = LOOK.tint
darker = LOOK.darker


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
