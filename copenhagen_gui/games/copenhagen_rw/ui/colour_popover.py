"""Colour change in place: a small popover beside the dice picked on the tray, with one
button per face they may turn to. No modal form: the table stays usable, Escape (the
window's Cancel) drops the gesture, and the keys reach it — the arrows move between
the faces, Enter or Space picks one. ``InPlaceColourChange`` keeps it with the gesture."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout

from ..rules.components import FACES, Colour
from ..scene import glyphs, theme
from . import texts
from .view_hints import Mode

GAP = 10  # between the dice and the popover


def die_face_icon(face: Colour, size: int) -> QIcon:
    """A die showing ``face`` as on the tray: its colour and its glyph (colour-blind
    players read the glyph)."""
    scale = 2  # crisp on HiDPI screens
    pixmap = QPixmap(size * scale, size * scale)
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1.5, 1.5, size - 3, size - 3)
    painter.setPen(QPen(QColor("#3a3a3a"), 1.2))
    painter.setBrush(theme.face(face))
    painter.drawRoundedRect(rect, 5, 5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.GLYPH_ON[face])
    inset = size * 0.24
    painter.drawPath(glyphs.colour_glyph(face, rect.adjusted(inset, inset, -inset, -inset)))
    painter.end()
    return QIcon(pixmap)


class ColourPopover(QFrame):
    chosen = Signal(object)  # the Colour the picked dice turn to

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("colour-popover")
        self.setStyleSheet("#colour-popover { background: #fffaf0; border: 2px solid #6b5b45;"
                           " border-radius: 8px; }")
        self.setAutoFillBackground(True)
        self.caption = QLabel(objectName="colour-popover-caption")
        self._buttons: dict[Colour, QToolButton] = {}
        row = QHBoxLayout()
        row.setSpacing(4)
        for face in FACES:
            button = QToolButton(objectName=f"colour-face-{face.value}")
            button.setIcon(die_face_icon(face, 30))
            button.setIconSize(QSize(30, 30))
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, f=face: self.chosen.emit(f))
            button.installEventFilter(self)
            row.addWidget(button)
            self._buttons[face] = button
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addLayout(row)
        self.from_face: Colour | None = None
        self.hide()

    def face_button(self, face: Colour) -> QToolButton:
        return self._buttons[Colour(face)]

    def faces(self) -> list[Colour]:
        """The faces offered: every face but the one the dice show."""
        return [f for f, b in self._buttons.items() if not b.isHidden()]

    def show_for(self, face: Colour, count: int, dice_rect: QRectF) -> None:
        """Offer the new faces for ``count`` dice showing ``face``, beside ``dice_rect``
        (viewport pixels)."""
        self.from_face = Colour(face)
        self.caption.setText(self.tr("New face:"))
        # As large as the dice look on screen (within reason): a big table, big faces.
        side = int(min(max(dice_rect.height() * 0.6, 30), 64))
        for f, button in self._buttons.items():
            if button.iconSize().width() != side:
                button.setIcon(die_face_icon(f, side))
                button.setIconSize(QSize(side, side))
            button.setVisible(f is not self.from_face)
            button.setToolTip(texts.colour_name(f))
            button.setAccessibleName(texts.colour_name(f))
        self.adjustSize()
        area = self.parentWidget().rect()
        x = dice_rect.center().x() - self.width() / 2
        y = dice_rect.bottom() + GAP
        if y + self.height() > area.bottom():
            y = dice_rect.top() - GAP - self.height()
        x = min(max(x, 4), area.right() - self.width() - 4)
        self.move(int(x), int(max(y, 4)))
        was_visible = self.isVisible()
        self.show()
        self.raise_()
        if not was_visible:
            self.focus_first()

    def focus_first(self) -> None:
        faces = self.faces()
        if faces:
            self._buttons[faces[0]].setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched, event):
        # The arrows and Enter belong to the popover while a face button has the focus
        # (the table's shortcuts would take them otherwise).
        keys = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in keys:
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress and event.key() in keys:
            faces = self.faces()
            current = next((f for f in faces if self._buttons[f] is watched), None)
            if current is None:
                return False
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._buttons[current].click()
            else:
                step = 1 if event.key() == Qt.Key.Key_Right else -1
                self._buttons[faces[(faces.index(current) + step) % len(faces)]].setFocus()
            return True
        return False


class InPlaceColourChange(QObject):
    """Keeps the popover with the gesture: shown beside the dice picked on the tray while
    Colour change waits for their new face, hidden otherwise; a face picked turns them."""

    def __init__(self, controller, view, parent=None):
        super().__init__(parent)
        self._controller = controller
        self._view = view
        self.popover = ColourPopover(view.viewport())
        controller.changed.connect(self.sync)
        self.popover.chosen.connect(self._change)

    def sync(self) -> None:
        c, popover = self._controller, self.popover
        dice = sorted(c.selected_dice)
        if c.mode is not Mode.COLOUR_CHANGE or not dice or c.session is None:
            if popover.isVisible():
                popover.hide()
                self._view.setFocus()
            return
        rect = QRectF()
        scene = self._view.scene()
        for die in dice:
            item = scene.die_item(die)
            rect = rect.united(self._view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF())
        popover.show_for(c.state.turn.dice[dice[0]], len(dice), rect)

    def _change(self, face) -> None:
        c = self._controller
        if c.mode is Mode.COLOUR_CHANGE and c.selected_dice:
            c.dice_intents.change_colour(sorted(c.selected_dice), face)
