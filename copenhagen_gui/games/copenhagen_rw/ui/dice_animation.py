"""The dice animation's settings and gestures: View > Reduce motion (no tumble at all),
kept as this game's own setting, and a click on the table or a key that settles
tumbling dice at once. The tumble itself is the tray's (``scene/tumble.py``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings

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
