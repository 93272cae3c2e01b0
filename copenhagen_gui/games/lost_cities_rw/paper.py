"""Lost Cities: Roll & Write on paper: blank sheets of the sheet in use, drawn by the
table's own sheet item (shell/printing.py writes the PDF).

The scene is synced to a new five-seat game on that sheet, so no square is written;
then each sheet's look loses what a new game shows on the table but a pen writes on
paper: the seat's name, whose turn it is, and the score boxes' zeros. Every page names
the sheet, since the house sheet's values are partly invented. One copy is what a game
at a full table needs: five sheets, two to a page.
"""

from __future__ import annotations

from dataclasses import dataclass

import attrs
from PySide6.QtCore import QRectF, QSizeF

from copenhagen_gui.shell import game_names
from copenhagen_gui.shell.printing import PaperPage, Region

from .entry import ENTRY
from .rules.components import MAX_SEATS
from .rules.engine import new_game
from .rules.options import Options
from .rules.sheet import Sheet, house_sheet
from .scene import geometry as geo
from .scene import labels
from .scene.table import TableScene

SHEETS_PER_PAGE = 2  # side by side on a landscape page
SHEET_CORNER = 8.0  # the radius the sheet item rounds its paper with


@dataclass(frozen=True)
class _EmptyScoreCard:
    """The score boxes as the sheet item reads them, with nothing written in."""

    expeditions: tuple[str, ...] = ("",) * 6
    artifacts: str = ""
    dice: str = ""
    bridges: str = ""
    total: str = ""


class PaperScene(TableScene):
    """The table without its cloth: the page stays white."""

    def drawBackground(self, painter, rect):
        pass


def blank_scene(sheet: Sheet) -> PaperScene:
    scene = PaperScene(MAX_SEATS)
    scene.set_players([""] * MAX_SEATS, [None] * MAX_SEATS)
    scene.sync(new_game(Options(MAX_SEATS, sheet=sheet)))
    for item in scene.sheets:
        item.set_look(attrs.evolve(item.look, frame="", status="", computer=False, card=_EmptyScoreCard()))
    return scene


def pages(options: Options | None = None) -> list[PaperPage]:
    """One copy: the sheet of ``options`` (the house sheet without), two to a page."""
    sheet = options.sheet if options is not None else house_sheet()
    scene = blank_scene(sheet)
    paper = QRectF(0, 0, geo.SHEET_W, geo.SHEET_H)
    regions = [Region(item.mapRectToScene(paper), QSizeF(paper.size()), SHEET_CORNER) for item in scene.sheets]
    caption = game_names.title(ENTRY.game_id) + "  ·  " + labels.sheet_caption(sheet.name)
    return [PaperPage(scene, tuple(regions[first:first + SHEETS_PER_PAGE]), caption, across=True,
                      slots=SHEETS_PER_PAGE)
            for first in range(0, len(regions), SHEETS_PER_PAGE)]
