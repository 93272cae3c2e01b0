"""The sheet editor's drawing: one blank sheet, drawn by the table's own ``SheetItem``
(so it looks exactly as it will in play), with a cursor over the square being edited.

Intents only: a click on a number square, or Space on the cursor's square, emits
``square_activated(colour, square)``; the arrow keys move the cursor. The dialog
changes the draft and calls ``show_sheet`` again.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ..rules.components import BRIDGES, SQUARES, Colour
from ..rules.scoring import score_card
from ..rules.sheet import Sheet
from ..rules.state import PlayerSheet
from ..rules.views import BridgeMark
from . import geometry as geo
from . import theme
from .items import Piece, SheetItem, SheetLook

SHEET_MARGIN = 12.0


class CursorItem(Piece):
    """A thick frame round the square the keys act on."""

    def __init__(self, parent):
        super().__init__(QRectF(), parent)
        self.setZValue(theme.Z_HINT)
        self.setFlag(QGraphicsItem.ItemIsFocusable, False)

    def move_to(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def paint(self, painter, option, widget=None):
        painter.setPen(theme.pen(theme.SELECTED, 4.0))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 4, 4)


class EditorSheetItem(SheetItem):
    """The table's sheet, answering clicks on number squares instead of columns."""

    def mousePressEvent(self, event):
        if event.button() != Qt.LeftButton:
            return super().mousePressEvent(event)
        hit = square_at(event.pos())
        if hit is None:
            event.ignore()
            return
        self.scene().set_cursor(*hit)
        self.scene().square_activated.emit(int(hit[0]), hit[1])
        event.accept()


def square_at(pos) -> tuple[Colour, int] | None:
    for colour in Colour:
        for square in range(SQUARES):
            if geo.square_rect(colour, square).contains(pos):
                return colour, square
    return None


class SheetEditorScene(QGraphicsScene):
    square_activated = Signal(int, int)  # colour, square (0 = bottom)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.sheet_item = EditorSheetItem(1, 0)
        self.sheet_item.setPos(SHEET_MARGIN, SHEET_MARGIN)
        self.addItem(self.sheet_item)
        self.cursor = CursorItem(self.sheet_item)
        self.cursor_at: tuple[Colour, int] = (Colour.RED, 0)
        self.set_cursor(Colour.RED, 0)
        self.setSceneRect(0, 0, geo.SHEET_W + 2 * SHEET_MARGIN, geo.SHEET_H + 2 * SHEET_MARGIN)

    def drawBackground(self, painter, rect):
        painter.fillRect(rect, theme.TABLE_BOTTOM)

    def show_sheet(self, sheet: Sheet, name: str) -> None:
        blank = PlayerSheet()
        self.sheet_item.set_look(SheetLook(
            player=blank, sheet=sheet, name=name, card=score_card(sheet, blank),
            bridges=tuple(BridgeMark.OPEN for _ in BRIDGES), frame="", status="", computer=False))

    def set_cursor(self, colour: Colour, square: int) -> None:
        self.cursor_at = (Colour(colour), square)
        self.cursor.move_to(geo.square_rect(Colour(colour), square))

    def square_rect_in_scene(self, colour: Colour, square: int) -> QRectF:
        return self.sheet_item.mapRectToScene(geo.square_rect(colour, square))

    def keyPressEvent(self, event):
        colour, square = self.cursor_at
        moves = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, 1), Qt.Key_Down: (0, -1)}
        if event.key() in moves:
            dc, ds = moves[event.key()]
            self.set_cursor(Colour(min(max(int(colour) + dc, 0), len(Colour) - 1)),
                            min(max(square + ds, 0), SQUARES - 1))
            event.accept()
            return
        if event.key() in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter):
            self.square_activated.emit(int(colour), square)
            event.accept()
            return
        super().keyPressEvent(event)
