"""What every game's table piece does alike, as a mixin before the Qt item class
(``class Piece(PieceBehaviour, QGraphicsItem)``): a look that repaints only when it
changes, the hovered flag, and a click that sends the piece's ``intent`` to its scene
(``scene.emit_intent``). A piece sets ``self._rect``, ``self.look``, ``self.intent``
(None: not clickable) and ``self.hovered`` in its constructor."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt


class PieceBehaviour:
    def set_look(self, look) -> bool:
        """Adopt a new look; repaint only if it differs. True when it changed."""
        if look == self.look:
            return False
        self.look = look
        self.update()
        return True

    def hoverEnterEvent(self, event):
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event):
        self.hovered = False
        self.update()

    def mousePressEvent(self, event):
        if self.intent is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # the release will be ours
        else:
            event.ignore()

    def mouseReleaseEvent(self, event):
        if (self.intent is not None and event.button() == Qt.MouseButton.LeftButton
                and self.hit(event.pos()) and self.scene() is not None):
            self.scene().emit_intent(self.intent)

    def hit(self, pos: QPointF) -> bool:
        """Whether a release at ``pos`` (item coordinates) is still on the piece."""
        return self._rect.contains(pos)
