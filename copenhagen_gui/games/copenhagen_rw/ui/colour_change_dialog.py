"""Colour change: pick the group of dice showing one face, how many of them, and the
face they turn to."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
)

from copenhagen_gui.games.copenhagen_rw import texts
from copenhagen_gui.games.copenhagen_rw.rules.components import FACES, Colour
from copenhagen_gui.games.copenhagen_rw.ui.swatches import face_icon


class ColourChangeDialog(QDialog):
    def __init__(self, dice: Sequence[Colour], parent=None):
        super().__init__(parent)
        self.setObjectName("colour-change-dialog")
        self._dice = tuple(Colour(d) for d in dice)
        present = [f for f in FACES if f in self._dice]
        self._from_box = QGroupBox()
        self._to_box = QGroupBox()
        self._from = QButtonGroup(self)
        self._to = QButtonGroup(self)
        self._from_buttons: dict[Colour, QRadioButton] = {}
        self._to_buttons: dict[Colour, QRadioButton] = {}
        from_layout = QVBoxLayout(self._from_box)
        for face in present:
            button = QRadioButton(objectName=f"from-{face.value}")
            button.setIcon(face_icon(face))
            button.setIconSize(QSize(20, 20))
            self._from.addButton(button)
            self._from_buttons[face] = button
            from_layout.addWidget(button)
        count_row = QHBoxLayout()
        self._count_label = QLabel()
        self._count = QSpinBox(objectName="dice-count")
        self._count_label.setBuddy(self._count)
        count_row.addWidget(self._count_label)
        count_row.addWidget(self._count)
        count_row.addStretch(1)
        from_layout.addLayout(count_row)
        to_layout = QVBoxLayout(self._to_box)
        for face in FACES:
            button = QRadioButton(objectName=f"to-{face.value}")
            button.setIcon(face_icon(face))
            button.setIconSize(QSize(20, 20))
            self._to.addButton(button)
            self._to_buttons[face] = button
            to_layout.addWidget(button)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        boxes = QHBoxLayout()
        boxes.addWidget(self._from_box)
        boxes.addWidget(self._to_box)
        layout = QVBoxLayout(self)
        layout.addLayout(boxes)
        layout.addWidget(self._buttons)
        self._from.buttonToggled.connect(self._update)
        self._to.buttonToggled.connect(self._update)
        if present:
            self._from_buttons[present[0]].setChecked(True)
        self.retranslate()
        self._update()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.setWindowTitle(self.tr("Colour change"))
        self._from_box.setTitle(self.tr("Dice to change"))
        self._to_box.setTitle(self.tr("New face"))
        self._count_label.setText(self.tr("&How many:"))
        for face, button in self._from_buttons.items():
            count = self._dice.count(face)
            button.setText(self.tr("%1 × %2").replace("%1", str(count))
                           .replace("%2", texts.colour_name(face)))
        for face, button in self._to_buttons.items():
            button.setText(texts.colour_name(face))

    def _update(self, *_):
        source = self.source_face()
        group = self._dice.count(source) if source else 0
        self._count.setRange(1, max(group, 1))
        if self._count.value() != group and not self._count.hasFocus():
            self._count.setValue(group)  # all of them unless the player says otherwise
        for face, button in self._to_buttons.items():
            button.setEnabled(face is not source)
            if face is source and button.isChecked():
                self._to.setExclusive(False)
                button.setChecked(False)
                self._to.setExclusive(True)
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(source is not None and self.target_face() is not None)

    def source_face(self) -> Colour | None:
        for face, button in self._from_buttons.items():
            if button.isChecked():
                return face
        return None

    def target_face(self) -> Colour | None:
        for face, button in self._to_buttons.items():
            if button.isChecked():
                return face
        return None

    def chosen_dice(self) -> tuple[int, ...]:
        source = self.source_face()
        group = [i for i, f in enumerate(self._dice) if f is source]
        return tuple(group[: self._count.value()])

    # --- for tests and keyboard users --------------------------------------------------

    def choose(self, source: Colour, target: Colour, count: int | None = None):
        self._from_buttons[source].setChecked(True)
        self._to_buttons[target].setChecked(True)
        if count is not None:
            self._count.setValue(count)
