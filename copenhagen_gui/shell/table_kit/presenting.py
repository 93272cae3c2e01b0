"""The presenter view itself (see ``presenter.py``): the Presenter that puts the window
and the game on the table into it and back, and its floating control."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QStatusBar,
    QToolBar,
    QToolButton,
    QWidget,
)

from .presenter import SCALE

CONTROL_MARGIN = 8  # the floating control's distance from the screen's corner


class Presenter(QObject):
    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.setObjectName("presenter")
        self.window = window
        self.mode = None  # the game presented now
        self._before = None  # what the window looked like before (None: not presenting)
        self._keys: list[QAction] = []  # menu commands put on the window for their keys
        self.control = PresenterControl(window)
        self.control.leave.clicked.connect(self.leave)
        window.table_stack.currentChanged.connect(self._table_changed)
        window.installEventFilter(self)

    @property
    def active(self) -> bool:
        return self._before is not None

    def set_active(self, on: bool) -> None:
        if on:
            self.enter()
        else:
            self.leave()

    def enter(self) -> None:
        if self.active:
            return
        w = self.window
        bars = [w.menuBar(), *w.findChildren(QToolBar), *w.findChildren(QDockWidget), *w.findChildren(QStatusBar)]
        shown = [bar for bar in bars if bar.isVisible()]
        self._before = (w.windowState(), w.geometry(), shown)
        for bar in shown:
            bar.hide()
        self._give_keys()
        w.showFullScreen()
        screen = w.screen().geometry()
        if w.geometry() != screen:
            w.setGeometry(screen)  # a desktop without a window manager does not do it
        self._present(self._mode_in_front())
        w.actions.get("presenter").setChecked(True)
        self.control.show()
        self._place_control()

    def leave(self) -> None:
        if not self.active:
            return
        state, geometry, shown = self._before
        self._before = None
        w = self.window
        self._present(None)
        self._take_keys()
        self.control.hide()
        for bar in shown:
            bar.show()
        if state & Qt.WindowState.WindowFullScreen:
            pass
        elif state & Qt.WindowState.WindowMaximized:
            w.showMaximized()
        else:
            w.showNormal()
            w.setGeometry(geometry)
        w.actions.get("presenter").setChecked(False)

    # --- the game in front -----------------------------------------------------------------
    def _mode_in_front(self):
        mode = self.window.mode
        if mode is not None and self.window.table_stack.currentWidget() is mode.table_widget():
            return mode
        return None  # the home screen

    def _present(self, mode) -> None:
        if mode is self.mode:
            return
        if self.mode is not None:
            self.mode.set_presenting(False, 1.0)
        self.mode = mode
        if mode is not None:
            mode.set_presenting(True, SCALE)
        self.control.set_game_actions(mode.presenter_actions() if mode is not None else [])
        self._place_control()

    def _table_changed(self, _index: int) -> None:
        if self.active:
            self._present(self._mode_in_front())

    # --- the keys of the hidden menus and toolbar -------------------------------------------
    def _give_keys(self) -> None:
        """A command only in a hidden menu or toolbar loses its key: while presenting, the
        window's own commands are on the window itself too (the game's already are)."""
        w = self.window
        on_window = set(QWidget.actions(w))  # (the window's ``actions`` are its GameActions)
        self._keys = [a for a in w.actions.all() if a.shortcuts() and a not in on_window]
        w.addActions(self._keys)

    def _take_keys(self) -> None:
        for action in self._keys:
            self.window.removeAction(action)
        self._keys = []

    # --- Escape, the window's size, closing -------------------------------------------------
    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if self.active and kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                and event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            # Escape leaves, before any command of the game's with the same key.
            event.accept()
            self.leave()
            return True
        if kind == QEvent.Type.Resize:
            self._place_control()
        elif kind == QEvent.Type.Close:
            self.leave()  # the window keeps its menus and toolbar for the next start
        return False

    def _place_control(self) -> None:
        control = self.control
        if not control.isVisible():
            return
        control.adjustSize()
        # The bottom right corner: over the end of the turn strip, which its texts and
        # buttons (from the left) leave free, not over the table.
        corner = QPoint(self.window.width() - control.width() - CONTROL_MARGIN,
                        self.window.height() - control.height() - CONTROL_MARGIN)
        control.move(corner)
        control.raise_()


class PresenterControl(QFrame):
    """The floating control in the corner: the game's presenter commands and Leave."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("presenter-control")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.setFont(font)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 6, 8, 6)
        self._row.setSpacing(8)
        self._game_buttons: list[QToolButton] = []
        self.leave = QPushButton(objectName="presenter-leave")
        self._row.addWidget(self.leave)
        self.hide()
        self.retranslate()

    def set_game_actions(self, actions: list[QAction]) -> None:
        for button in self._game_buttons:
            self._row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._game_buttons = []
        for i, action in enumerate(actions):
            button = QToolButton(objectName=f"presenter-{action.objectName().removeprefix('action-')}")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self._row.insertWidget(i, button)
            self._game_buttons.append(button)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.leave.setText(self.tr("Leave the presenter view (F11)"))
        self.adjustSize()
