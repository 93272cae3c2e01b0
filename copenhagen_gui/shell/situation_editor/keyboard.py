"""The situation editor's table by keyboard alone: a ring on one editable spot of the
table; the arrows move it to the nearest spot that way, Tab and Shift+Tab to the next
and previous (past the last one, Tab leaves the table as usual); Enter or Space does
what a click on that spot does. The game's adapter lists its spots (``places``) and
does the clicks (``press``); a click with the mouse puts the ring where it clicked.

The ring looks like the card game's keyboard ring when it plays (white under a dashed
blue): seen on any colour, it marks where the keys act."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from copenhagen_gui.shell.table_kit import theme

_RING_OUT = 5  # how far out of a spot the ring goes
_MOVES = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
_PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class _Ring(QGraphicsItem):
    """Drawn over everything; never under the mouse (no shape), so clicks go through."""

    def __init__(self):
        super().__init__()
        self.setZValue(1e6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()

    def place(self, rect: QRectF) -> None:
        ring = rect.adjusted(-_RING_OUT, -_RING_OUT, _RING_OUT, _RING_OUT)
        if ring != self._rect:
            self.prepareGeometryChange()
            self._rect = ring

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter, option, widget=None):
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(theme.pen(theme.PAPER, 5))
        painter.drawRoundedRect(self._rect, 7, 7)
        painter.setPen(theme.pen(theme.SELECTED, 3, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect, 7, 7)


class TableKeys(QObject):
    """The keyboard on the editor's table (one per editor window)."""

    def __init__(self, adapter, parent: QObject | None = None):
        super().__init__(parent)
        self._adapter = adapter
        self.view = adapter.view()
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.current = None  # the key of the spot the ring is on
        self._places: dict = {}  # key -> its rect in scene coordinates, in the adapter's order
        self._ring: _Ring | None = None

    # --- following the table ---------------------------------------------------------------

    def refresh(self) -> None:
        """The spots again (the table was drawn anew: a new player count, a new scene)."""
        self._places = dict(self._adapter.places())
        if self.current not in self._places:
            self.current = next(iter(self._places), None)
        self._draw()

    def _draw(self) -> None:
        scene = self.view.scene()
        ring = self._ring if self._ring is not None and shiboken6.isValid(self._ring) else None
        if ring is not None and ring.scene() is not scene:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            ring = None
        shown = self.view.hasFocus() and self.current in self._places and scene is not None
        if ring is None and shown:
            ring = _Ring()
            scene.addItem(ring)
        self._ring = ring
        if ring is None:
            return
        ring.setVisible(shown)
        if shown:
            rect = self._places[self.current]
            ring.place(rect)
            self.view.ensureVisible(rect, 8, 8)

    def _go(self, key) -> None:
        self.current = key
        self._draw()
        self._adapter.focus_moved(key)

    # --- the keys ----------------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if watched is self.view:
            if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                if not self._places:
                    self._places = dict(self._adapter.places())
                if self.current is None:
                    self.current = next(iter(self._places), None)
                self._draw()
            elif kind == QEvent.Type.KeyPress and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier \
                    in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
                return self._key(event.key())
        elif kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            point = self.view.mapToScene(event.position().toPoint())
            hit = next((k for k, rect in self._places.items() if rect.contains(point)), None)
            if hit is not None:
                self.current = hit  # the keys go on from where the mouse clicked
                self._draw()
        return False

    def _key(self, key) -> bool:
        if not self._places:
            return False
        if key in _PRESS:
            if self.current is not None:
                self._adapter.press(self.current)
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            keys = list(self._places)
            step = 1 if key == Qt.Key.Key_Tab else -1
            index = keys.index(self.current) + step if self.current in keys else 0
            if not 0 <= index < len(keys):
                return False  # past the last spot: Tab leaves the table
            self._go(keys[index])
            return True
        if key in _MOVES:
            nearest = self._nearest(*_MOVES[key])
            if nearest is not None:
                self._go(nearest)
            return True
        return self._adapter.key_pressed(key, self.current)

    def _nearest(self, dx: int, dy: int):
        """The closest spot in the direction (dx, dy), the ones straight that way first."""
        if self.current not in self._places:
            return next(iter(self._places), None)
        here = self._places[self.current].center()
        best, best_score = None, None
        for key, rect in self._places.items():
            d = rect.center() - here
            ahead = QPointF.dotProduct(d, QPointF(dx, dy))
            if ahead <= 1:
                continue
            aside = abs(d.x() * dy) + abs(d.y() * dx)  # (dx, dy) is a unit step
            score = ahead + 3 * aside
            if best_score is None or score < best_score:
                best, best_score = key, score
        return best
