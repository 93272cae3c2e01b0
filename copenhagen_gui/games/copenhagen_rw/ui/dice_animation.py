"""The dice animation's settings and gestures: View > Reduce motion (no tumble at all),
kept as this game's own setting, and a click on the table or a key that settles
tumbling dice at once. The tumble itself is the tray's (``scene/tumble.py``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtGui import QAction

from copenhagen_gui.shell.settings import flag_value, read_setting

# --- reduced motion: a setting of this game, kept in the window's settings file ----------

REDUCE_MOTION_KEY = "copenhagen_rw/reduce_motion"


def _store(settings_path) -> QSettings:
    return QSettings(str(settings_path), QSettings.Format.IniFormat)


def reduce_motion(settings_path) -> bool:
    """Whether the player asked for no dice animation (off by default)."""
    return read_setting(_store(settings_path), REDUCE_MOTION_KEY, flag_value, False)


def set_reduce_motion(settings_path, on: bool) -> None:
    store = _store(settings_path)
    store.setValue(REDUCE_MOTION_KEY, bool(on))
    store.sync()


class SkipTumble(QObject):
    """Event filter: a click on the table or a key settles tumbling dice at once (the
    click or key then does what it does anyway: the faces are in the model already)."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self._controller = controller

    def eventFilter(self, watched, event):
        kinds = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
        if event.type() in kinds and self._controller.tumbling:
            self._controller.stop_tumbling()
        return False


class ReduceMotion(QObject):
    """View > Reduce motion (no dice animation), kept under this game's own key; while
    dice tumble, a click on the table or a key settles them."""

    def __init__(self, window, controller, view, settings_path, parent=None):
        super().__init__(parent)
        self._controller = controller
        self._settings_path = settings_path
        self.action = QAction(window, objectName="action-reduce-motion", checkable=True)
        reduced = settings_path is not None and reduce_motion(settings_path)
        self.action.setChecked(reduced)
        controller.animate_dice = not reduced
        self.action.toggled.connect(self._toggle)
        self._skip = SkipTumble(controller, self)
        view.installEventFilter(self._skip)
        view.viewport().installEventFilter(self._skip)

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("MainWindow", "Reduce &motion"))
        self.action.setToolTip(QCoreApplication.translate(
            "MainWindow", "Show the rolled dice at once, without the tumbling animation"))

    def _toggle(self, reduced: bool) -> None:
        self._controller.animate_dice = not reduced
        if reduced:
            self._controller.stop_tumbling()
        if self._settings_path is not None:
            set_reduce_motion(self._settings_path, reduced)
