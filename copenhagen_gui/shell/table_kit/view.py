"""The view on a game's table, the same for every game.

It shows the whole table scaled to the window (``fitInView``, kept on every resize and
whenever the scene's rect changes), without scroll bars or a frame. Zoom: Ctrl and +/-
or Ctrl+wheel zoom in and out around the pointer, ``fit()`` (the window's Zoom to fit,
Ctrl+0) shows the whole table again; while zoomed, the wheel and the arrow keys move
over the table. The presenter view sets a scale factor: the table that much larger
than the window would fit, kept on what the scene names as its focus: a scene may offer
``focus_rects()``, the parts of the table the players look at now, most important
first; the view shows as many of them as fit together, at least the first (its top
left part when even that one is larger than the view).

A scene may also offer ``opaque_cover()``: an item that, while shown, hides the whole
table (a hand-off cover) and paints every pixel of its rect. While it is up the view
paints only it and the table cloth around it, not the pieces under it: they are
painted again (and their changed pictures made) when the cover goes.

HiDPI needs nothing here: Qt paints the scene at the screen's device pixel ratio, the
pieces are vectors, and remembered pictures are kept per ratio.

A game configures it by subclassing: its object name, minimum size, painting options,
and whether the wheel and the right button turn the piece being placed (``can_turn``;
``turn`` asks the scene's ``rotate_requested`` signal)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QFrame, QGraphicsView, QStyleOptionGraphicsItem

WHEEL_STEP = 120  # one notch of a classic mouse wheel, in eighths of a degree
ZOOM_STEP = 1.25  # one key press or wheel notch
MOST_ZOOM = 4.0  # times the whole table


class TableView(QGraphicsView):
    object_name = ""
    minimum = (480, 300)
    smooth_pixmaps = True  # scaled pictures drawn smooth
    cache_background = False  # the table cloth painted once into a picture
    smart_updates = True  # SmartViewportUpdate (else Qt's default, minimal regions)
    right_button_turns = False  # the right button turns (never reaches the scene)

    def __init__(self, scene=None, parent=None):
        super().__init__(scene, parent)
        if self.object_name:
            self.setObjectName(self.object_name)
        hints = QPainter.Antialiasing | QPainter.TextAntialiasing
        if self.smooth_pixmaps:
            hints |= QPainter.SmoothPixmapTransform
        self.setRenderHints(hints)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        if self.cache_background:
            self.setCacheMode(QGraphicsView.CacheBackground)
        if self.smart_updates:
            self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(*self.minimum)
        self._wheel = 0  # wheel turns not yet a whole notch (turning a piece)
        self._zoom_wheel = 0  # the same, for Ctrl+wheel
        self._zoom = 1.0  # the player's zoom (1: the whole table, or the presenter's scale)
        self._factor = 1.0  # the presenter's scale
        self._fit = 1.0  # the scale that shows the whole table
        self._shown = 1.0  # the scale shown, times the whole table's
        self._followed: tuple[QRectF, ...] = ()  # the focus the presenter last showed
        self._table = None
        for keys, slot, name in ((QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn)
                                  + [QKeySequence("Ctrl+=")], self.zoom_in, "zoom-in"),
                                 (QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomOut),
                                  self.zoom_out, "zoom-out")):
            action = QAction(self, objectName=f"action-table-{name}")
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.WindowShortcut)  # while this table is shown
            action.triggered.connect(slot)
            self.addAction(action)
        if scene is not None:
            self._watch(scene)

    # --- the scene ------------------------------------------------------------------------
    def set_table(self, scene) -> None:
        """Show ``scene`` (a new table for another number of seats)."""
        self.setScene(scene)
        self._watch(scene)
        self.fit()

    def _watch(self, scene) -> None:
        if self._table is not None:
            self._table.sceneRectChanged.disconnect(self._apply)
            if self._factor != 1.0:
                self._table.changed.disconnect(self._follow_focus)
        self._table = scene
        scene.sceneRectChanged.connect(self._apply)
        if self._factor != 1.0:
            scene.changed.connect(self._follow_focus)

    # --- scale: the whole table, zoomed, presented ----------------------------------------
    def fit(self, *_) -> None:
        """The whole table again (at the presenter's scale while presenting)."""
        self._zoom = 1.0
        self._followed = ()
        self._apply()

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` (between the whole table and MOST_ZOOM times it), keeping
        the scene point under ``anchor`` (a viewport position; default its centre)."""
        base = self._base() / self._fit
        zoom = min(max(self._zoom * factor, 1.0 / base), MOST_ZOOM / base)
        if zoom == self._zoom:
            return
        at = anchor if anchor is not None else QRectF(self.viewport().rect()).center()
        point = self.mapToScene(at.toPoint())
        self._zoom = zoom
        self._apply()
        if self._shown > 1.0:
            # the same scene point under the anchor again
            offset = (at - QRectF(self.viewport().rect()).center()) / self.transform().m11()
            self.centerOn(point - offset)

    def scale_factor(self) -> float:
        """How many times larger the table is shown than the whole table fitted to the
        window (1: all of it)."""
        return self._shown

    def set_scale_factor(self, factor: float) -> None:
        """The presenter's scale: the table ``factor`` times what fits the window (1:
        the whole table), kept on the scene's focus. The player's zoom starts again."""
        following = self._factor != 1.0
        self._factor = factor
        self._zoom = 1.0
        self._followed = ()
        if self._table is not None and following != (factor != 1.0):
            if factor != 1.0:
                self._table.changed.connect(self._follow_focus)
            else:
                self._table.changed.disconnect(self._follow_focus)
        self._apply()

    def _base(self) -> float:
        """The scale before the player's zoom: the whole table's, times the presenter's."""
        return self._fit * self._factor

    def _apply(self, *_) -> None:
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        centre = self.mapToScene(self.viewport().rect().center())
        self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
        self._fit = self.transform().m11()
        scale = min(max(self._base() * self._zoom, self._fit), self._fit * MOST_ZOOM)
        self._shown = scale / self._fit
        if scale == self._fit:
            return
        self.scale(self._shown, self._shown)
        focus = self._focus() if self._zoom == 1.0 else ()
        if focus:
            self._followed = focus
            self._show(focus)
        else:
            self.centerOn(centre)

    def _focus(self) -> tuple[QRectF, ...]:
        focus_rects = getattr(self.scene(), "focus_rects", None)
        return tuple(focus_rects()) if callable(focus_rects) else ()

    def _follow_focus(self, *_) -> None:
        """The presenter keeps what the players look at in sight: when the scene's focus
        moves (another seat's turn, another step), the view goes there; otherwise it
        stays where the presenter moved it."""
        if self._zoom != 1.0:
            return
        focus = self._focus()
        if not focus or focus == self._followed:
            return
        self._followed = focus
        self._show(focus)

    def _show(self, rects: tuple[QRectF, ...]) -> None:
        """Centre as many of ``rects`` (in order) as fit together; the first one larger
        than the view shows its top left part."""
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        shown = rects[0]
        for rect in rects[1:]:
            both = shown.united(rect)
            if both.width() > seen.width() or both.height() > seen.height():
                break
            shown = both
        x = shown.center().x() if shown.width() <= seen.width() else shown.left() + seen.width() / 2
        y = shown.center().y() if shown.height() <= seen.height() else shown.top() + seen.height() / 2
        self.centerOn(x, y)

    # --- painting -------------------------------------------------------------------------
    def _cover_up(self):
        """The scene's opaque cover while it is up over the whole table, else None."""
        scene = self.scene()
        cover = getattr(scene, "opaque_cover", None)
        item = cover() if callable(cover) else None
        if item is None or not item.isVisible() or item.opacity() < 1.0:
            return None
        return item if item.sceneBoundingRect().contains(scene.sceneRect()) else None

    def paintEvent(self, event):
        cover = self._cover_up()
        if cover is None:
            super().paintEvent(event)
            return
        # Only the cover and the cloth around it: what lies under it is not seen. Qt's
        # own paint runs for no region first: the scene then takes updates again.
        super().paintEvent(QPaintEvent(QRegion()))
        painter = QPainter(self.viewport())
        painter.setRenderHints(self.renderHints())
        on_screen = self.mapFromScene(cover.sceneBoundingRect()).boundingRect()
        around = event.region().subtracted(QRegion(on_screen.adjusted(1, 1, -1, -1)))
        if not around.isEmpty():
            painter.setClipRegion(around)  # (set before the transform: device pixels)
            painter.setTransform(self.viewportTransform())
            self.drawBackground(painter, self.mapToScene(around.boundingRect()).boundingRect())
            painter.resetTransform()
        painter.setClipRegion(event.region())
        painter.setTransform(cover.sceneTransform() * self.viewportTransform())
        cover.paint(painter, QStyleOptionGraphicsItem(), self.viewport())
        painter.end()

    # --- Qt events ------------------------------------------------------------------------
    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._apply()

    def showEvent(self, event):
        super().showEvent(event)
        self._apply()

    def can_turn(self, by_wheel: bool) -> bool:
        """Whether the wheel (or the right button) turns the piece being placed now."""
        return False

    def turn(self, step: int) -> None:
        self.scene().rotate_requested.emit(step)

    def wheelEvent(self, event):
        if event.modifiers() & Qt.ControlModifier:
            self._zoom_wheel += event.angleDelta().y()
            while abs(self._zoom_wheel) >= WHEEL_STEP:
                step = 1 if self._zoom_wheel > 0 else -1
                self._zoom_wheel -= step * WHEEL_STEP
                self.zoom_by(ZOOM_STEP ** step, event.position())
            event.accept()
            return
        if not self.can_turn(by_wheel=True):
            super().wheelEvent(event)  # the items, then scrolling a zoomed table
            return
        self._wheel += event.angleDelta().y()
        while abs(self._wheel) >= WHEEL_STEP:
            step = 1 if self._wheel > 0 else -1
            self._wheel -= step * WHEEL_STEP
            self.turn(step)
        event.accept()

    def mousePressEvent(self, event):
        if self.right_button_turns and event.button() == Qt.RightButton:
            if self.can_turn(by_wheel=False):
                self.turn(1)
            event.accept()
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event):
        if self.right_button_turns:
            event.accept()  # the right button turns; no context menu on the table
            return
        super().contextMenuEvent(event)
