"""Looking back at a moment of the game (a History line clicked): the game's mode draws
that past state on the table, read-only, under a banner "Looking at round 3 — click to
return". The session is never touched: no command of the table works meanwhile and
computer players wait; a click on the banner, Escape, or any change of the game
brings the live table back.

The same lock (table commands off, computer players waiting) holds while the home
screen covers the table: ``TableLock``."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from copenhagen_gui.shell.text import fill


class TableLock:
    """Turns the table's commands off and makes computer players wait while anyone
    holds it (``"preview"``: a past moment on the table; ``"home"``: the home screen
    over it), and puts everything back as it was when the last holder lets go.

    A command the game turns on meanwhile stays off until then (what it would be is
    kept): so a key never has two meanings, e.g. Esc leaves the preview and never also
    drops the shape in hand (Qt would do neither: "Ambiguous shortcut overload")."""

    def __init__(self, window):
        self._window = window
        self._holders: dict[str, tuple[str, ...]] = {}  # holder -> more window commands it keeps off
        self._wished: dict[QAction, bool] = {}  # a command kept off -> whether it would be on
        self._watchers: dict[QAction, object] = {}  # its enabledChanged slot
        self._forcing = False  # (the lock's own setEnabled(False), not a wish)
        self._was_paused = False

    @property
    def active(self) -> bool:
        return bool(self._holders)

    def _actions(self) -> list[QAction]:
        w = self._window
        also = tuple(name for names in self._holders.values() for name in names)
        shared = [w.actions.get(name) for name in ("undo", "redo", "hint", "save-picture") + also]
        return [a for a in list(w.commands.mode_actions) + shared if a is not None]

    def lock(self, also: tuple[str, ...] = (), holder: str = "preview") -> None:
        """``also``: names of more window commands to keep off (until ``holder`` lets go)."""
        if not self._holders:
            driver = self._window.bot_driver
            self._was_paused = driver.paused
            driver.set_paused(True)
        self._holders[holder] = tuple(dict.fromkeys(self._holders.get(holder, ()) + tuple(also)))
        self.apply()

    def apply(self) -> None:
        """Keep the table's commands off (the game's commands may have changed)."""
        if not self._holders:
            return
        for stale in [a for a in self._wished if not shiboken6.isValid(a)]:
            # PySide let go of its Python side (a submenu's own action when the Turn menu
            # is made again) while the command lives on: watch it afresh below.
            del self._wished[stale]
            self._watchers.pop(stale, None)
        for action in self._actions():
            if action not in self._wished:
                self._wished[action] = action.isEnabled()
                watcher = self._watcher(action)
                action.enabledChanged.connect(watcher)
                self._watchers[action] = watcher
            self._force_off(action)

    def unlock(self, holder: str = "preview") -> None:
        if self._holders.pop(holder, None) is None:
            return
        kept = set(self._actions()) if self._holders else set()
        for action in [a for a in self._wished if a not in kept]:
            on = self._wished.pop(action)
            watcher = self._watchers.pop(action)
            try:
                action.enabledChanged.disconnect(watcher)
                action.setEnabled(on)
            except RuntimeError:  # a game's action already gone with its mode
                pass
        if not self._holders:
            self._window.bot_driver.set_paused(self._was_paused)

    def _watcher(self, action: QAction):
        def wish(on: bool) -> None:
            if self._forcing:
                return
            if not shiboken6.isValid(action):  # its game's mode is being taken apart
                self._wished.pop(action, None)
                self._watchers.pop(action, None)
                return
            if action not in self._wished:
                return
            self._wished[action] = on  # put back when the lock goes
            if on:
                self._force_off(action)
        return wish

    def _force_off(self, action: QAction) -> None:
        self._forcing = True
        try:
            action.setEnabled(False)
        finally:
            self._forcing = False


class PreviewBanner(QPushButton):
    """The bar over the table while a past moment is shown; a click returns."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("preview-banner")
        self.setStyleSheet(
            "QPushButton#preview-banner { color: #22313f; background: #f0a81c; border: none;"
            " font-weight: bold; padding: 8px; text-align: center; }"
            "QPushButton#preview-banner:hover { background: #f6bf4d; }")
        self.hide()

    def showEvent(self, event):
        # Set when first shown: the Qt namespace's enums (~10 ms) are not needed before
        # the window's first frame.
        from PySide6.QtCore import Qt

        self.setCursor(Qt.CursorShape.PointingHandCursor)
        super().showEvent(event)


class TablePreview(QObject):
    ended = Signal()  # the live table is back

    def __init__(self, window, banner: PreviewBanner):
        super().__init__(window)
        self._window = window
        self.banner = banner
        self.lock = TableLock(window)
        self.state = None  # the past state on the table (None: the live table)
        self._round = None
        self._banner_text = None  # () -> the banner's text, when not the History's
        self._session = None
        self._mode = None
        banner.clicked.connect(self.end)
        self.escape = QAction(window)
        self.escape.setObjectName("action-end-preview")
        # Window-wide (QAction's default context). setShortcuts: setShortcut's overloads
        # would make PySide6 create the Qt namespace's enums (~10 ms) before the first frame.
        self.escape.setShortcuts([QKeySequence("Esc")])
        self.escape.setEnabled(False)
        self.escape.triggered.connect(self.end)
        window.addAction(self.escape)

    @property
    def active(self) -> bool:
        return self.state is not None

    def shows(self, mode) -> bool:
        """Whether ``mode``'s table is showing a past moment now."""
        return self.state is not None and self._mode is mode

    def show(self, state, round_number=None, banner=None, lock_also: tuple[str, ...] = ()) -> bool:
        """Draw ``state`` (a past state of the game on the table) read-only.
        ``banner``: a function giving the banner's text in the language installed (by
        default the History's "Looking at round 3"); ``lock_also``: names of more window
        commands kept off while the past is shown."""
        window = self._window
        mode, session = window.mode, window.session
        if mode is None or session is None or not mode.can_preview():
            return False
        if not self.active:
            self._session, self._mode = session, mode
            session.state_changed.connect(self.end)  # the game moved on: show it live
            self.lock.lock(also=lock_also, holder="preview")
            mode.table_widget().setEnabled(False)
            self.escape.setEnabled(True)
        self.state, self._round, self._banner_text = state, round_number, banner
        mode.preview(state)
        self.retranslate()
        self.banner.show()
        return True

    def end(self) -> None:
        if not self.active:
            return
        self.state = None
        self._session.state_changed.disconnect(self.end)  # (the window ends it before the game goes)
        mode, self._session, self._mode = self._mode, None, None
        self.banner.hide()
        self.escape.setEnabled(False)
        mode.table_widget().setEnabled(True)
        mode.end_preview()
        self.lock.unlock("preview")
        self._window.preview_ended()
        self.ended.emit()

    def retranslate(self) -> None:
        if not self.active:
            return
        if self._banner_text is not None:
            text = self._banner_text()
        elif self._round is None:
            text = self.tr("Looking at an earlier moment — click to return to the game")
        else:
            text = fill(self.tr("Looking at round %1 — click to return to the game"), str(self._round))
        self.banner.setText(text)
