"""The base of every painted table item.

An item holds a key (what it shows: a cell, a die, a shape...) and a *look*: a small
hashable value computed from the game state and the hints. ``set_look`` repaints only
when the look changed, which is what keeps ``TableScene.sync`` cheap and idempotent.
Clickable items carry an *intent* tuple that the scene turns into a signal on mouse
release; items never touch the model."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

# Item data role holding a short accessible description (tooltips carry the detail).
NAME_ROLE = 0


class Piece(QGraphicsItem):
    # Clickable pieces that light up under the mouse (cells do not: the building
    # tracks the hovered cell itself and shows the ghost there).
    HOVER_FEEDBACK = False
    # Pieces of a sheet change size whenever the sheet comes to the front or goes back
    # (phase 3, a new turn): they keep their last pictures per size and place on the
    # screen, so coming back is a copy instead of painting again. Only for pieces whose
    # paint depends on nothing but their look and hover state.
    REMEMBERS_SIZES = False
    PICTURES_KEPT = 4

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.REMEMBERS_SIZES and "paint" in cls.__dict__:
            cls.paint = _remembering(cls.__dict__["paint"])

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
        self._pictures: dict = {}
        if intent is None:
            self.setAcceptedMouseButtons(Qt.NoButton)
        else:
            self.setAcceptedMouseButtons(Qt.LeftButton)
            self.setCursor(Qt.PointingHandCursor)
            self.setAcceptHoverEvents(self.HOVER_FEEDBACK)

    def hoverEnterEvent(self, event):
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event):
        self.hovered = False
        self.update()

    # --- QGraphicsItem ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None):  # subclasses draw their look
        pass

    def mousePressEvent(self, event):
        if self.intent is not None and event.button() == Qt.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event):
        if (
            self.intent is not None
            and event.button() == Qt.LeftButton
            and self.shape().contains(event.pos())
            and self.scene() is not None
        ):
            self.scene().emit_intent(self.intent)

    # --- looks ---------------------------------------------------------------------
    def set_look(self, look) -> bool:
        """Adopt a new look; repaint only if it differs. True when it changed."""
        if look == self.look:
            return False
        self.look = look
        self.update()
        return True

    def set_tip(self, text: str, name: str | None = None):
        if text != self._tip:
            self._tip = text
            self.setToolTip(text)
            self.setData(NAME_ROLE, name if name is not None else text.split("\n", 1)[0])

    def accessible_name(self) -> str:
        return self.data(NAME_ROLE) or ""


def _remembering(paint):
    """``paint`` drawing from the piece's remembered pictures (see REMEMBERS_SIZES)."""

    def remembering_paint(self, painter, option, widget=None):
        t = painter.worldTransform()
        if t.m12() or t.m21():  # turned: never on the table, paint as usual
            return paint(self, painter, option, widget)
        if painter.paintEngine().type() != QPaintEngine.Type.Raster:
            return paint(self, painter, option, widget)  # paper, SVG: lines and text, not pixels
        rect = self.boundingRect()
        sx, sy = t.m11(), t.m22()
        x, y = sx * rect.left() + t.dx(), sy * rect.top() + t.dy()
        left, top = math.floor(x), math.floor(y)
        ratio = painter.device().devicePixelRatioF()
        # The fraction of a pixel where the piece starts is part of its picture.
        key = (self.look, self.hovered, round(sx, 5), round(sy, 5), round(x - left, 3), round(y - top, 3), ratio)
        pictures = self._pictures
        picture = pictures.pop(key, None)
        if picture is None:
            picture = QPixmap(math.ceil((x - left + rect.width() * sx) * ratio) + 1,
                              math.ceil((y - top + rect.height() * sy) * ratio) + 1)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.transparent)
            inner = QPainter(picture)
            inner.setRenderHints(painter.renderHints())
            inner.translate(x - left, y - top)
            inner.scale(sx, sy)
            inner.translate(-rect.left(), -rect.top())
            paint(self, inner, option, widget)
            inner.end()
            while len(pictures) >= self.PICTURES_KEPT:
                pictures.pop(next(iter(pictures)))
        pictures[key] = picture  # the most recent last
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(left, top), picture)
        painter.restore()

    return remembering_paint
