"""Coach marks: the demo's bubble placed beside the thing the step talks about, with
that thing framed and a pointer from the bubble to it.

Both live on the view's viewport, in screen pixels (the text stays readable however
small the table is drawn): ``CoachOverlay`` paints the frame and the pointer and takes
no clicks; the bubble (``panel.TutorialPanel``) sits on top of it. They follow the
table when it is zoomed, laid out again or the window is resized."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

FRAME = QColor("#c8641e")
GAP = 18  # between the framed thing and the bubble: room for the pointer
MARGIN = 6  # the bubble keeps this far from the viewport's edges


class CoachOverlay(QWidget):
    """The frame around the target and the pointer to it (transparent to the mouse)."""

    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("tutorial-coach-overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target = QRectF()
        self.bubble = QRectF()

    def paintEvent(self, event):
        if self.target.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(FRAME, 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.target.adjusted(-4, -4, 4, 4), 6, 6)
        if self.bubble.isEmpty():
            return
        tip, base = pointer(self.bubble, self.target)
        path = QPainterPath()
        path.addPolygon(QPolygonF([base[0], tip, base[1]]))
        painter.setPen(QPen(FRAME, 2))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawPath(path)


def pointer(bubble: QRectF, target: QRectF) -> tuple[QPointF, tuple[QPointF, QPointF]]:
    """The pointer's tip (on the target's frame) and its base (on the bubble's edge
    facing the target)."""
    t = target.adjusted(-6, -6, 6, 6)
    if bubble.left() >= t.right():  # bubble on the right
        y = min(max(t.center().y(), bubble.top() + 16), bubble.bottom() - 16)
        return QPointF(t.right(), min(max(y, t.top()), t.bottom())), (
            QPointF(bubble.left() + 1, y - 10), QPointF(bubble.left() + 1, y + 10))
    if bubble.right() <= t.left():  # on the left
        y = min(max(t.center().y(), bubble.top() + 16), bubble.bottom() - 16)
        return QPointF(t.left(), min(max(y, t.top()), t.bottom())), (
            QPointF(bubble.right() - 1, y - 10), QPointF(bubble.right() - 1, y + 10))
    x = min(max(t.center().x(), bubble.left() + 16), bubble.right() - 16)
    if bubble.top() >= t.bottom():  # below
        return QPointF(min(max(x, t.left()), t.right()), t.bottom()), (
            QPointF(x - 10, bubble.top() + 1), QPointF(x + 10, bubble.top() + 1))
    return QPointF(min(max(x, t.left()), t.right()), t.top()), (  # above (or overlapping)
        QPointF(x - 10, bubble.bottom() - 1), QPointF(x + 10, bubble.bottom() - 1))


def place_bubble(size, target: QRectF, area: QRectF) -> QRectF:
    """Where the bubble goes: beside the target (right, left, below, above: the first
    side where it fits whole), else the side with most room; always inside ``area``."""
    w, h = size.width(), size.height()
    cy = target.center().y() - h / 2
    cx = target.center().x() - w / 2
    sides = [
        QRectF(target.right() + GAP, cy, w, h),
        QRectF(target.left() - GAP - w, cy, w, h),
        QRectF(cx, target.bottom() + GAP, w, h),
        QRectF(cx, target.top() - GAP - h, w, h),
    ]
    inner = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def clamp(r: QRectF) -> QRectF:
        x = min(max(r.left(), inner.left()), inner.right() - w)
        y = min(max(r.top(), inner.top()), inner.bottom() - h)
        return QRectF(x, y, w, h)

    def room(r: QRectF) -> float:
        kept = r.intersected(inner)
        return kept.width() * kept.height()

    for side in sides:
        placed = clamp(side)
        if not placed.intersects(target) and room(side) >= w * h - 0.5:
            return placed
    # No side has room for all of it: the one that keeps most, moved inside.
    best = max(sides, key=room)
    return clamp(best)


class Coach(QObject):
    """Keeps the bubble and the frame on the lesson's anchor."""

    def __init__(self, mode, lesson, bubble):
        super().__init__(mode)
        self.mode = mode
        self.lesson = lesson
        viewport = mode.view.viewport()
        self.overlay = CoachOverlay(viewport)
        self.bubble = bubble
        bubble.setParent(viewport)
        self._lit_button = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.place)
        viewport.installEventFilter(self)
        lesson.changed.connect(self.schedule)
        mode.scene.changed.connect(self.schedule)
        mode.view.horizontalScrollBar().valueChanged.connect(self.schedule)
        mode.view.verticalScrollBar().valueChanged.connect(self.schedule)
        self.overlay.show()
        bubble.show()
        self.schedule()

    def eventFilter(self, watched, event):
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.schedule()
        return False

    def schedule(self):
        self._timer.start()  # once the view has zoomed and the scene is laid out

    def target_rect(self, key: tuple) -> QRectF:
        """The anchor's rectangle in viewport pixels (empty: nothing to point at)."""
        scene, view = self.mode.scene, self.mode.view
        kind = key[0] if key else None
        items = []
        if kind == "dice":
            items = list(scene.tray.dice)
        elif kind == "die":
            items = [scene.die_item(key[1])]
        elif kind == "pad":
            items = [scene.pad]
        elif kind == "shape":
            items = [scene.shape_item(key[1])]
        elif kind == "cells":
            items = [scene.cell_item(key[1], x, y) for x, y in key[2]]
        elif kind == "track":
            items = [scene.track_item(key[1], key[2])]
        elif kind == "ability":
            items = [scene.ability_item(key[1], key[2])]
        elif kind == "bonus":
            items = [scene.bonus_item(key[1], key[2])]
        elif kind == "sheet" and key[1] < len(scene.sheets):
            items = [scene.sheet_item(key[1])]
        elif kind == "button":
            return self._button_rect(key[1])
        rect = QRectF()
        for item in items:
            if item is not None:
                rect = rect.united(view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF())
        return rect

    def _button_rect(self, name: str) -> QRectF:
        """A button of the turn panel (under the view): the pointer goes to the
        viewport's bottom edge above it, and the button itself is outlined."""
        button = self.mode.panel.button(name)
        self._light_button(button)
        viewport = self.mode.view.viewport()
        if not button.isVisible():
            return QRectF()
        top_left = viewport.mapFromGlobal(button.mapToGlobal(QPoint(0, 0)))
        rect = QRectF(QRect(top_left, button.size()))
        bottom = viewport.height() - 2
        return QRectF(rect.left(), min(rect.top(), bottom - 4), rect.width(), 4) \
            if rect.top() >= bottom else rect

    def _light_button(self, button) -> None:
        if button is self._lit_button:
            return
        if self._lit_button is not None:
            self._lit_button.setStyleSheet("")
        self._lit_button = button
        if button is not None:
            button.setStyleSheet(f"QToolButton {{ border: 3px dashed {FRAME.name()}; border-radius: 6px; }}")

    def place(self):
        if self.bubble is None or self.lesson.session is None:
            return
        key = self.lesson.anchor()
        if not key or key[0] != "button":
            self._light_button(None)
        target = self.target_rect(key)
        viewport = self.mode.view.viewport()
        area = QRectF(viewport.rect())
        self.overlay.setGeometry(viewport.rect())
        self.bubble.fit()
        size = self.bubble.size()
        if target.isEmpty():
            bubble = QRectF(area.right() - size.width() - MARGIN, MARGIN, size.width(), size.height())
        else:
            bubble = place_bubble(size, target, area)
        self.bubble.move(int(bubble.left()), int(bubble.top()))
        self.bubble.raise_()
        self.overlay.target = target.intersected(area) if not target.isEmpty() else QRectF()
        self.overlay.bubble = bubble
        self.overlay.update()

    def stop(self):
        self._timer.stop()
        self._light_button(None)
        self.mode.view.viewport().removeEventFilter(self)
        for signal, slot in ((self.lesson.changed, self.schedule), (self.mode.scene.changed, self.schedule)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.overlay.hide()
        self.overlay.deleteLater()
        self.bubble.hide()
        self.bubble.deleteLater()
        self.bubble = None
