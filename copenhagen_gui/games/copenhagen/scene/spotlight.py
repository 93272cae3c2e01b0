"""The lesson's highlight: a dashed frame around each thing the current step talks
about, and a bubble with the step's title anchored to the first of them by a pointer.
It takes no clicks, so the table under it keeps working."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from . import theme

BUBBLE_WIDTH = 260.0
PADDING = 8.0
POINTER = 14.0


class Spotlight(QGraphicsItem):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setZValue(theme.Z_SPOTLIGHT)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        self.rects: tuple[QRectF, ...] = ()
        self.caption = ""
        self._bubble = QRectF()
        self._bounds = QRectF()

    def show_on(self, rects, caption: str, limits: QRectF) -> None:
        """Frame ``rects``; put the bubble above the first one (below it when there is
        no room), kept inside ``limits``."""
        look = (tuple((r.x(), r.y(), r.width(), r.height()) for r in rects), caption)
        if look == (tuple((r.x(), r.y(), r.width(), r.height()) for r in self.rects), self.caption):
            return
        self.prepareGeometryChange()
        self.rects = tuple(QRectF(r) for r in rects)
        self.caption = caption
        self._bubble = self._place_bubble(limits)
        bounds = QRectF(self._bubble)
        for r in self.rects:
            bounds = bounds.united(r.adjusted(-8, -8, 8, 8))
        self._bounds = bounds.adjusted(-POINTER, -POINTER, POINTER, POINTER)
        self.update()

    def _place_bubble(self, limits: QRectF) -> QRectF:
        if not self.rects or not self.caption:
            return QRectF()
        metrics = QFontMetricsF(theme.font(15, bold=True))
        text = metrics.boundingRect(QRectF(0, 0, BUBBLE_WIDTH - 2 * PADDING, 400),
                                    Qt.TextWordWrap, self.caption)
        size = QRectF(0, 0, BUBBLE_WIDTH, text.height() + 2 * PADDING)
        target = self.rects[0]
        x = min(max(target.center().x() - BUBBLE_WIDTH / 2, limits.left() + 4),
                limits.right() - BUBBLE_WIDTH - 4)
        y = target.top() - 8 - POINTER - size.height()
        if y < limits.top() + 4:
            y = target.bottom() + 8 + POINTER
        return QRectF(x, y, size.width(), size.height())

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter, option, widget=None):
        if not self.rects:
            return
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(theme.pen(theme.LESSON, 4, Qt.DashLine))
        for r in self.rects:
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 6, 6)
        if self._bubble.isEmpty():
            return
        target = self.rects[0]
        bubble = self._bubble
        tip_x = min(max(target.center().x(), bubble.left() + 16), bubble.right() - 16)
        if bubble.top() > target.bottom():
            base_y, tip = bubble.top(), QPointF(tip_x, target.bottom() + 6)
        else:
            base_y, tip = bubble.bottom(), QPointF(tip_x, target.top() - 6)
        path = QPainterPath()
        path.addRoundedRect(bubble, 8, 8)
        pointer = QPainterPath()
        pointer.addPolygon(QPolygonF([QPointF(tip_x - 10, base_y), tip, QPointF(tip_x + 10, base_y)]))
        path = path.united(pointer)
        painter.setPen(theme.pen(theme.LESSON, 2.5))
        painter.setBrush(theme.BUBBLE)
        painter.drawPath(path)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(15, bold=True))
        painter.drawText(bubble.adjusted(PADDING, PADDING, -PADDING, -PADDING),
                         Qt.TextWordWrap | Qt.AlignCenter, self.caption)
