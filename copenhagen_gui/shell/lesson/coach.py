"""Coach marks: the lesson's bubble placed beside the thing the step talks about, never
over it, with each framed thing outlined and a pointer from the bubble to the first.

Both live on the table view's viewport, in screen pixels (the text stays readable
however small the table is drawn): ``CoachOverlay`` paints the frames and the pointer
and takes no clicks; the bubble (``panel.LessonPanel``) sits on top of it. They follow
the table when it is zoomed, laid out again or the window is resized.

What a scene key covers is the game's to say (``GameMode.lesson_rect``: a rectangle of
its scene; ``lesson_widget``: a button beside the table), and so are the pieces the
bubble should rather not hide (``lesson_obstacles``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from .panel import EDGE, PAPER

FRAME = QColor(EDGE)
GAP = 18  # between the framed thing and the bubble: room for the pointer
MARGIN = 6  # the bubble keeps this far from the viewport's edges


class CoachOverlay(QWidget):
    """The frames around the framed things and the pointer to the first (transparent to
    the mouse)."""

    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("lesson-coach-overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.targets: list[QRectF] = []
        self.bubble = QRectF()

    @property
    def target(self) -> QRectF:
        """The anchor: the first framed thing (empty: none)."""
        return self.targets[0] if self.targets else QRectF()

    def paintEvent(self, event):
        if not self.targets:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FRAME, 3, Qt.PenStyle.DashLine))
        for target in self.targets:
            painter.drawRoundedRect(target.adjusted(-4, -4, 4, 4), 6, 6)
        if self.bubble.isEmpty():
            return
        tip, base = pointer(self.bubble, self.target)
        path = QPainterPath()
        path.addPolygon(QPolygonF([base[0], tip, base[1]]))
        painter.setPen(QPen(FRAME, 2))
        painter.setBrush(QColor(PAPER))
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


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


def place_bubble(size, target: QRectF, area: QRectF, framed=(), obstacles=()) -> QRectF:
    """Where the bubble goes: beside ``target`` — right, left, below or above, the first
    side where it fits whole over none of the ``framed`` things and hides least of the
    ``obstacles`` (pieces better left in view); always inside ``area``, never over the
    target unless no side leaves room."""
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
    framed = [r.adjusted(-6, -6, 6, 6) for r in framed]

    def clamp(r: QRectF) -> QRectF:
        x = min(max(r.left(), inner.left()), inner.right() - w)
        y = min(max(r.top(), inner.top()), inner.bottom() - h)
        return QRectF(x, y, w, h)

    def cost(side: QRectF) -> float:
        placed = clamp(side)
        cut = w * h - _area(side.intersected(inner))  # the part moved to stay inside
        covered = _area(placed.intersected(target.adjusted(-6, -6, 6, 6)))
        return (100 * covered + 10 * sum(_area(placed.intersected(r)) for r in framed)
                + sum(_area(placed.intersected(r)) for r in obstacles) + cut)

    best = min(sides, key=cost)  # (ties: the earlier side)
    return clamp(best)


class Coach(QObject):
    """Keeps the bubble and the frames on what the lesson talks about."""

    def __init__(self, mode, lesson, bubble):
        super().__init__(mode)
        self.mode = mode
        self.lesson = lesson
        self.view = mode.view
        viewport = self.view.viewport()
        self.overlay = CoachOverlay(viewport)
        self.bubble = bubble
        bubble.setParent(viewport)
        self._lit: list = []  # buttons beside the table outlined now
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.place)
        viewport.installEventFilter(self)
        lesson.changed.connect(self.schedule)
        mode.changed.connect(self.schedule)
        self._scene = self.view.scene()
        if self._scene is not None:
            self._scene.changed.connect(self.schedule)
        self.view.horizontalScrollBar().valueChanged.connect(self.schedule)
        self.view.verticalScrollBar().valueChanged.connect(self.schedule)
        self.overlay.show()
        bubble.show()
        self.schedule()

    def eventFilter(self, watched, event):
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.schedule()
        return False

    def schedule(self, *_):
        self._timer.start()  # once the view has zoomed and the scene is laid out

    def target_rect(self, key: tuple) -> QRectF:
        """Where ``key`` is, in viewport pixels (empty: nothing to point at)."""
        widget = self.mode.lesson_widget(key)
        if widget is not None:
            return self._widget_rect(widget)
        rect = self.mode.lesson_rect(key)
        if rect is None or rect.isEmpty():
            return QRectF()
        return self.view.mapFromScene(rect).boundingRect().toRectF()

    def _widget_rect(self, widget) -> QRectF:
        """A button beside the table: it is outlined itself, and the frame and pointer
        go to the viewport's edge nearest to it."""
        if not widget.isVisible():
            return QRectF()
        viewport = self.view.viewport()
        rect = QRectF(QRect(viewport.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0))), widget.size()))
        edge = QRectF(viewport.rect()).adjusted(2, 2, -2, -2)
        if rect.top() >= edge.bottom():
            return QRectF(rect.left(), edge.bottom() - 4, rect.width(), 4)
        if rect.bottom() <= edge.top():
            return QRectF(rect.left(), edge.top(), rect.width(), 4)
        if rect.left() >= edge.right():
            return QRectF(edge.right() - 4, rect.top(), 4, rect.height())
        if rect.right() <= edge.left():
            return QRectF(edge.left(), rect.top(), 4, rect.height())
        return rect

    def _light(self, widgets) -> None:
        """Outline the buttons beside the table that the step frames (only those)."""
        widgets = [w for w in widgets if w is not None]
        for widget in self._lit:
            if widget not in widgets:
                widget.setStyleSheet("")
        for widget in widgets:
            if widget not in self._lit:
                kind = widget.metaObject().className()
                widget.setStyleSheet(f"{kind} {{ border: 3px dashed {FRAME.name()}; border-radius: 6px; }}")
        self._lit = widgets

    def place(self):
        if self.bubble is None or self.lesson.session is None:
            return
        keys = self.lesson.framed()
        self._light([self.mode.lesson_widget(key) for key in keys])
        viewport = self.view.viewport()
        area = QRectF(viewport.rect())
        targets = [rect for rect in (self.target_rect(key) for key in keys) if not rect.isEmpty()]
        self.overlay.setGeometry(viewport.rect())
        self.bubble.fit()
        size = self.bubble.size()
        if targets:
            obstacles = [self.view.mapFromScene(r).boundingRect().toRectF()
                         for r in self.mode.lesson_obstacles()]
            bubble = place_bubble(size, targets[0], area, targets[1:], obstacles)
        else:
            bubble = QRectF(area.right() - size.width() - MARGIN, MARGIN, size.width(), size.height())
        self.bubble.move(int(bubble.left()), int(bubble.top()))
        self.bubble.raise_()
        self.overlay.targets = [t.intersected(area) for t in targets]
        self.overlay.bubble = bubble
        self.overlay.update()

    def stop(self):
        self._timer.stop()
        self._light([])
        self.view.viewport().removeEventFilter(self)
        for signal in (self.lesson.changed, self.mode.changed,
                       self._scene.changed if self._scene is not None else None,
                       self.view.horizontalScrollBar().valueChanged,
                       self.view.verticalScrollBar().valueChanged):
            if signal is not None:
                try:
                    signal.disconnect(self.schedule)
                except (RuntimeError, TypeError):
                    pass
        self.overlay.hide()
        self.overlay.deleteLater()
        self.bubble.hide()
        self.bubble.deleteLater()
        self.bubble = None
