"""Turn > Confirm each turn (on by default): a finished turn waits for End turn before
the refill and the hand-off, so a misclick can be undone. Kept as this game's own
setting in the window's settings file; off, a turn ends with its last step as before."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction

from copenhagen_gui.shell.settings import flag_value, read_setting

CONFIRM_KEY = "copenhagen/confirm_each_turn"


class CopenhagenConfirmTurns(QObject):
    def __init__(self, settings_path, parent=None):
        super().__init__(parent)
        self._path = settings_path
        self.action = QAction(self, objectName="action-confirm-each-turn", checkable=True)
        on = True if settings_path is None else read_setting(self._store(), CONFIRM_KEY, flag_value, True)
        self.action.setChecked(on)
        self.action.toggled.connect(self._keep)

    def _store(self) -> QSettings:
        return QSettings(str(self._path), QSettings.Format.IniFormat)

    def _keep(self, on: bool) -> None:
        if self._path is not None:
            store = self._store()
            store.setValue(CONFIRM_KEY, bool(on))
            store.sync()

    @property
    def on(self) -> bool:
        return self.action.isChecked()

    def retranslate(self) -> None:
        self.action.setText(CopenhagenConfirmTurns.tr("Confirm each turn"))
        self.action.setToolTip(CopenhagenConfirmTurns.tr(
            "A finished turn waits for End turn, so that its steps can still be undone"))
