"""What every game's result screen offers besides its own content: "Save picture of the
table…" (the finished table with names and scores, as PNG, SVG or PDF).

A game's result screen is a QDialog with objectName ``result-dialog`` and a
QDialogButtonBox; the window watches for it being built and adds the button, so no game
repeats this."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton

RESULT_DIALOG = "result-dialog"
PICTURE_BUTTON = "save-picture-button"


def is_result_dialog(widget) -> bool:
    return isinstance(widget, QDialog) and widget.objectName() == RESULT_DIALOG


class ResultExtras(QObject):
    """Installed on the window: adds the picture button to each result screen."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched, event):
        if watched is self.window and event.type() == QEvent.Type.ChildPolished:
            child = event.child()  # built, about to be shown for the first time
            if is_result_dialog(child):
                self.add_picture_button(child)
        elif event.type() == QEvent.Type.LanguageChange and is_result_dialog(watched):
            button = watched.findChild(QPushButton, PICTURE_BUTTON)
            if button is not None:
                button.setText(self._picture_text())
        return False

    def _picture_text(self) -> str:
        return self.tr("Save &picture of the table…")

    def add_picture_button(self, dialog: QDialog) -> None:
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is None or dialog.findChild(object, PICTURE_BUTTON) is not None:
            return
        button = buttons.addButton(self._picture_text(), QDialogButtonBox.ButtonRole.ActionRole)
        dialog.installEventFilter(self)  # its words follow a language switch
        button.setObjectName(PICTURE_BUTTON)
        button.setAutoDefault(False)  # Enter keeps its meaning on the result screen
        button.clicked.connect(lambda: self.window.save_picture(parent=dialog))
