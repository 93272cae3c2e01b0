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

    def show_on(self, rects, caption: str, limits: QRectF, obstacles=lambda: ()) -> None:
        """Frame ``rects``; put the bubble beside the first one, kept inside ``limits``:
        above it, else below, right or left, wherever it hides least of the table's
        pieces (``obstacles()``: their rects) and none of the framed things."""
        look = (tuple((r.x(), r.y(), r.width(), r.height()) for r in rects), caption)
        if look == (tuple((r.x(), r.y(), r.width(), r.height()) for r in self.rects), self.caption):
            return
        self.prepareGeometryChange()
        self.rects = tuple(QRectF(r) for r in rects)
        self.caption = caption
        self._bubble = self._place_bubble(limits, obstacles())
        bounds = QRectF(self._bubble)
        for r in self.rects:
            bounds = bounds.united(r.adjusted(-8, -8, 8, 8))
        self._bounds = bounds.adjusted(-POINTER, -POINTER, POINTER, POINTER)
        self.update()

    def _place_bubble(self, limits: QRectF, obstacles) -> QRectF:
        if not self.rects or not self.caption:
            return QRectF()
        metrics = QFontMetricsF(theme.font(15, bold=True))
        text = metrics.boundingRect(QRectF(0, 0, BUBBLE_WIDTH - 2 * PADDING, 400),
                                    Qt.TextWordWrap, self.caption)
        w, h = BUBBLE_WIDTH, text.height() + 2 * PADDING
        target = self.rects[0]
        gap = 8 + POINTER
        centre_x, centre_y = target.center().x() - w / 2, target.center().y() - h / 2
        candidates = [QPointF(centre_x, target.top() - gap - h), QPointF(centre_x, target.bottom() + gap),
                      QPointF(target.right() + gap, centre_y), QPointF(target.left() - gap - w, centre_y)]
        framed = [r.adjusted(-8, -8, 8, 8) for r in self.rects]
        best, best_cost = None, None
        for corner in candidates:
            bubble = QRectF(min(max(corner.x(), limits.left() + 4), limits.right() - w - 4),
                            min(max(corner.y(), limits.top() + 4), limits.bottom() - h - 4), w, h)
            hidden = sum(_area(bubble.intersected(r)) for r in obstacles)
            cost = hidden + 100 * sum(_area(bubble.intersected(r)) for r in framed)
            if best_cost is None or cost < best_cost - 1:  # ties: the earlier place
                best, best_cost = bubble, cost
        return best

    def boundingRect(self) -> QRectF:
        return self._bounds

    def bubble(self) -> QRectF:
        """Where the bubble is (empty: none)."""
        return QRectF(self._bubble)

    def pointer_side(self) -> str:
        """Where the bubble is, seen from the first framed thing."""
        target, bubble = self.rects[0], self._bubble
        if bubble.top() >= target.bottom():
            return "below"
        if bubble.bottom() <= target.top():
            return "above"
        return "right" if bubble.left() >= target.right() else "left"

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
        side = self.pointer_side()
        if side in ("above", "below"):
            tip_x = min(max(target.center().x(), bubble.left() + 16), bubble.right() - 16)
            base_y = bubble.bottom() if side == "above" else bubble.top()
            tip = QPointF(tip_x, target.top() - 6 if side == "above" else target.bottom() + 6)
            base = [QPointF(tip_x - 10, base_y), QPointF(tip_x + 10, base_y)]
        else:
            tip_y = min(max(target.center().y(), bubble.top() + 16), bubble.bottom() - 16)
            base_x = bubble.left() if side == "right" else bubble.right()
            tip = QPointF(target.right() + 6 if side == "right" else target.left() - 6, tip_y)
            base = [QPointF(base_x, tip_y - 10), QPointF(base_x, tip_y + 10)]
        path = QPainterPath()
        path.addRoundedRect(bubble, 8, 8)
        pointer = QPainterPath()
        pointer.addPolygon(QPolygonF([base[0], tip, base[1]]))
        path = path.united(pointer)
        painter.setPen(theme.pen(theme.LESSON, 2.5))
        painter.setBrush(theme.BUBBLE)
        painter.drawPath(path)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(15, bold=True))
        painter.drawText(bubble.adjusted(PADDING, PADDING, -PADDING, -PADDING),
                         Qt.TextWordWrap | Qt.AlignCenter, self.caption)


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0
