"""Help > What is this? (Shift+F1): the switch into Qt's What's This mode, in which a
click or Enter on a piece of the table says what it is (``shell.whats_this``).

Apart from ``whats_this`` because the window makes it before its first frame, which
shows before the Qt namespace's enums are loaded (start-up speed): nothing here names
``Qt``."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWhatsThis, QWidget


class WhatsThisSwitch(QObject):
    """Help > What is this? (Shift+F1): a checkable action that enters Qt's What's This
    mode and is unchecked again when the mode ends (a click, Esc)."""

    def __init__(self, action: QAction, window: QWidget):
        super().__init__(window)
        self.action = action
        action.toggled.connect(self._toggled)
        window.installEventFilter(self)

    def _toggled(self, on: bool) -> None:
        if on and not QWhatsThis.inWhatsThisMode():
            QWhatsThis.enterWhatsThisMode()
        elif not on and QWhatsThis.inWhatsThisMode():
            QWhatsThis.leaveWhatsThisMode()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.EnterWhatsThisMode, QEvent.Type.LeaveWhatsThisMode):
            on = kind == QEvent.Type.EnterWhatsThisMode
            if self.action.isChecked() != on:
                self.action.blockSignals(True)
                self.action.setChecked(on)
                self.action.blockSignals(False)
        return False

