"""Roll & Write on paper: the facade pad (with the dice tray's scoring overview) and the
player sheets, drawn by the table's own items (shell/printing.py writes the PDF).

The items are synced to a new four-player game, so nothing is crossed or filled; then
the few marks a new game already shows on the table (whose turn it is, the start
player's box, the score 0 circled) are taken off, because on paper the players write
those themselves. One copy is what a game at a full table needs: one pad, four sheets.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from copenhagen_gui.shell import game_names
from copenhagen_gui.shell.printing import PaperPage, Region

from .entry import ENTRY
from .rules.engine import new_game
from .rules.state import GameOptions
from .scene import geometry as geo
from .scene.table import TableScene

PLAYERS = 4  # the most a game seats
SHEETS_PER_PAGE = 2  # two landscape sheets fill a portrait page
NAME_LINE = 12  # underscores after "Name:": as many as the header holds before the score


class _Unwritten(int):
    """A score of 0 that paints as an empty circle (the player writes it)."""

    def __str__(self) -> str:
        return ""


class PaperScene(TableScene):
    """The table without its cloth: the page stays white."""

    def drawBackground(self, painter, rect):
        pass


def name_field() -> str:
    """Where the player writes their name: the word, then a line to write on."""
    return QCoreApplication.translate("Paper", "Name:") + " " + "_" * NAME_LINE


def blank_scene() -> PaperScene:
    scene = PaperScene()
    scene.sync(new_game(GameOptions(PLAYERS)), [""] * PLAYERS)
    for sheet in scene.sheets:
        sheet.set_look(None)  # no turn frame
        generation = sheet.header.look[-1]
        sheet.header.set_look(None)  # (an _Unwritten 0 equals 0: force the new look in)
        sheet.header.set_look((name_field(), _Unwritten(0), False, None, False, generation))
        sheet.score_track.set_look(-1)  # below box 0: no box passed, none circled
    return scene


def _region(item, rect: QRectF, corner: float) -> Region:
    """``rect`` of the item (its paper, the shadow left out) at its own unscaled size;
    ``corner``: the radius of the paper's rounded corners."""
    return Region(item.mapRectToScene(rect), QSizeF(rect.size()), corner * item.sceneTransform().m11())


def pages(options=None) -> list[PaperPage]:
    """One copy: the pad page, then the sheets two to a page. (The options of a game on
    the table change nothing: paper always starts from the full pad.)"""
    scene = blank_scene()
    pad = _region(scene.pad, QRectF(0, 0, geo.PAD_W, geo.PAD_H), corner=10)
    # The tray's scoring overview, without the dice (real ones are rolled on paper)
    legend = _region(scene.tray.legend, geo.LEGEND_RECT, corner=6)
    name = game_names.title(ENTRY.game_id)
    result = [PaperPage(scene, (pad, legend), name + "  ·  " + QCoreApplication.translate(
        "Paper", "Facade pad: cross out each single-use shape when it is built"))]
    sheets = [_region(sheet, QRectF(0, 0, geo.SHEET_W, geo.SHEET_H), corner=12) for sheet in scene.sheets]
    caption = name + "  ·  " + QCoreApplication.translate("Paper", "Player sheets")
    for first in range(0, PLAYERS, SHEETS_PER_PAGE):
        result.append(PaperPage(scene, tuple(sheets[first:first + SHEETS_PER_PAGE]), caption,
                                 slots=SHEETS_PER_PAGE))
    return result
