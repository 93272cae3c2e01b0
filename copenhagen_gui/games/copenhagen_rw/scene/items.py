"""The base of every painted table item.

An item holds a key (what it shows: a cell, a die, a shape...) and a *look*: a small
hashable value computed from the game state and the hints. ``set_look`` repaints only
when the look changed, which is what keeps ``TableScene.sync`` cheap and idempotent.
Clickable items carry an *intent* tuple that the scene turns into a signal on mouse
release; items never touch the model."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from copenhagen_gui.shell.table_kit.piece import PieceBehaviour
from copenhagen_gui.shell.table_kit.remembered_pictures import remembering
from copenhagen_gui.shell.text import auto_text_safe

# Item data role holding a short accessible description (tooltips carry the detail).
NAME_ROLE = 0


class Piece(PieceBehaviour, QGraphicsItem):
    # Clickable pieces that light up under the mouse (cells do not: the building
    # tracks the hovered cell itself and shows the ghost there).
    HOVER_FEEDBACK = False
    # Pieces that go back and forth between a few looks or sizes (a sheet coming to the
    # front for phase 3, a shape lit or dimmed by each roll, a die's faces) keep their
    # last pictures per look, size and place on the screen, so coming back is a copy
    # instead of painting again. Only for pieces whose paint depends on nothing but
    # their look and hover state (shell.table_kit.remembered_pictures).
    REMEMBERS_SIZES = False
    PICTURES_KEPT = 4

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.REMEMBERS_SIZES and "paint" in cls.__dict__:
            cls.paint = remembering(cls.__dict__["paint"], _look_and_hover, cls.PICTURES_KEPT)

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None, intent: tuple | None = None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.look = None
        self.intent = intent
        self.hovered = False
        self._tip = ""
        # Painted once into a pixmap at screen resolution, then copied: a repaint of the
        # table (a sheet moving, the ghost passing over) no longer runs Python paint code
        # for the items that did not change. update() redraws the pixmap.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        if intent is None:
            self.setAcceptedMouseButtons(Qt.NoButton)
        else:
            self.setAcceptedMouseButtons(Qt.LeftButton)
            self.setCursor(Qt.PointingHandCursor)
            self.setAcceptHoverEvents(self.HOVER_FEEDBACK)

    # --- QGraphicsItem ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None):  # subclasses draw their look
        pass

    def hit(self, pos) -> bool:
        return self.shape().contains(pos)  # a shape's own outline, not its bounding box

    # --- looks ---------------------------------------------------------------------
    def set_tip(self, text: str, name: str | None = None):
        if text != self._tip:
            self._tip = text
            self.setToolTip(auto_text_safe(text))  # a tip may name a player
            self.setData(NAME_ROLE, name if name is not None else text.split("\n", 1)[0])

    def accessible_name(self) -> str:
        return self.data(NAME_ROLE) or ""


def _look_and_hover(piece: Piece):
    return piece.look, piece.hovered
