"""The window's own commands, the same for every game, as QActions with a stable
objectName (``action-undo``, ``action-save`` ...), so menus, the toolbar and the tests
use the same objects and the shortcuts live in one place. Each game brings its Turn
commands through its GameMode."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence

# name -> (standard or custom shortcuts, checkable)
_SPECS: dict[str, tuple[tuple, bool]] = {
    "home": (("Alt+Home",), False),
    "new-game": ((QKeySequence.StandardKey.New,), False),
    "open": ((QKeySequence.StandardKey.Open,), False),
    "save": ((QKeySequence.StandardKey.Save,), False),
    "save-as": ((QKeySequence.StandardKey.SaveAs,), False),
    "quit": ((QKeySequence.StandardKey.Quit,), False),
    "undo": (("Ctrl+Z",), False),
    "redo": (("Ctrl+Shift+Z", "Ctrl+Y"), False),
    "history": (("Ctrl+H",), True),
    "zoom-fit": (("Ctrl+0",), False),
    "presenter": (("F11",), True),
    "rules": ((QKeySequence.StandardKey.HelpContents,), False),
    "whats-this": (("Shift+F1",), True),
    "about": ((), False),
    "show-result": (("Ctrl+T",), False),
    "count-scores": ((), True),
    "hint": (("H",), False),
    "learn": ((), False),
    "watch": ((), False),
    "replay-file": ((), False),
    "replay": ((), False),
    "set-up-situation": ((), False),
    "save-picture": ((), False),
    "print-sheets": (("Ctrl+Shift+P",), False),
    # How fast computer players move (a radio group in the View menu).
    "speed-slow": ((), True),
    "speed-normal": ((), True),
    "speed-fast": ((), True),
    "speed-instant": ((), True),
}
_THEME_ICONS = {
    "home": "go-home",
    "new-game": "document-new",
    "open": "document-open",
    "save": "document-save",
    "save-as": "document-save-as",
    "quit": "application-exit",
    "undo": "edit-undo",
    "redo": "edit-redo",
    "zoom-fit": "zoom-fit-best",
    "rules": "help-contents",
    "about": "help-about",
}
# Named, not QStyle.StandardPixmap members: QStyle's enums cost ~3.5 ms to create, and
# the icons are put on after the first frame (``add_icons``).
_STYLE_ICONS = {
    "home": "SP_DirHomeIcon",
    "new-game": "SP_FileIcon",
    "open": "SP_DialogOpenButton",
    "save": "SP_DialogSaveButton",
    "save-as": "SP_DialogSaveButton",
    "quit": "SP_DialogCloseButton",
    "undo": "SP_ArrowBack",
    "redo": "SP_ArrowForward",
    "history": "SP_FileDialogDetailedView",
    "rules": "SP_DialogHelpButton",
    "about": "SP_MessageBoxInformation",
    "hint": "SP_MessageBoxQuestion",
}


def _icon(name: str) -> QIcon:
    """The desktop theme's icon, else the widget style's."""
    from PySide6.QtWidgets import QApplication

    if name in _THEME_ICONS and QIcon.hasThemeIcon(_THEME_ICONS[name]):
        return QIcon.fromTheme(_THEME_ICONS[name])
    if name in _STYLE_ICONS and QApplication.instance() is not None:
        from PySide6.QtWidgets import QStyle

        return QApplication.style().standardIcon(getattr(QStyle.StandardPixmap, _STYLE_ICONS[name]))
    return QIcon()


class GameActions(QObject):
    """Owns the window's QActions; ``get("undo")`` returns ``action-undo``."""

    def __init__(self, parent):
        super().__init__(parent)
        self._actions: dict[str, QAction] = {}
        for name, (keys, checkable) in _SPECS.items():
            action = QAction(parent)
            action.setObjectName(f"action-{name}")
            action.setCheckable(checkable)
            action.setShortcuts([QKeySequence(k) for k in keys])
            # Window-wide (QAction's default context, Qt.WindowShortcut): the keys work
            # wherever the focus is inside the window.
            self._actions[name] = action
        self.retranslate()

    def add_icons(self) -> None:
        """The icons of the menus and toolbar: after the window's first frame, which
        shows without them (start-up speed: the style's icons and enums cost ~5 ms)."""
        for name, action in self._actions.items():
            if action.icon().isNull():
                action.setIcon(_icon(name))

    def get(self, name: str) -> QAction:
        return self._actions[name]

    def all(self) -> list[QAction]:
        return list(self._actions.values())

    def retranslate(self):
        labels = {
            "home": self.tr("&Home"),
            "new-game": self.tr("&New game…"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "save-as": self.tr("Save &as…"),
            "quit": self.tr("&Quit"),
            "undo": self.tr("&Undo"),
            "redo": self.tr("&Redo"),
            "history": self.tr("&History"),
            "zoom-fit": self.tr("&Zoom to fit"),
            "presenter": self.tr("&Presenter view"),
            "rules": self.tr("&Rules"),
            "whats-this": self.tr("&What is this?"),
            "about": self.tr("&About Copenhagen"),
            "show-result": self.tr("Show the &result"),
            "count-scores": self.tr("Count the scores &step by step"),
            "hint": self.tr("&Hint"),
            "learn": self.tr("&Learn the game"),
            "watch": self.tr("&Watch a game"),
            "replay-file": self.tr("&Replay a game…"),
            "replay": self.tr("Replay &this game"),
            "set-up-situation": self.tr("Set &up a situation…"),
            "save-picture": self.tr("Save &picture of the table…"),
            "print-sheets": self.tr("Print &blank sheets…"),
            "speed-slow": self.tr("&Slow"),
            "speed-normal": self.tr("&Normal"),
            "speed-fast": self.tr("&Fast"),
            "speed-instant": self.tr("&Instant"),
        }
        tips = {
            "home": self.tr("The home screen: continue the game, choose a game, learn it, read its rules"),
            "hint": self.tr("Show what a strong player would do now, and why (H)"),
            "whats-this": self.tr("Then click a piece of the table: what it is and which rule applies"
                                  " (also a right click on the piece)"),
            "learn": self.tr("A guided game that teaches the rules step by step"),
            "count-scores": self.tr("The result screen shows the points one part at a time, the winner last"),
            "watch": self.tr("Computer players play a whole game, with a running commentary"),
            "replay-file": self.tr("Play a saved game forward and back, move by move, with the narration of each move"),
            "replay": self.tr("Play the game on the table forward and back from its start, with the narration"),
            "set-up-situation": self.tr("Set up any table to explain a rule, then play on from it or save it"),
            "presenter": self.tr("Full screen, the table and its texts larger, private hands hidden: "
                                 "for explaining a game to a room (F11 or Escape leaves)"),
        }
        for name, text in labels.items():
            action = self._actions[name]
            action.setText(text)
            action.setToolTip(tips.get(name, text.replace("&", "").rstrip("…")))
        # Short words under the toolbar icons: the menu texts would push the last
        # buttons behind the overflow arrow in longer languages.
        for name, text in (("new-game", self.tr("New", "toolbar button: a new game")),
                           ("rules", self.tr("Rules", "toolbar button")),
                           ("undo", self.tr("Undo", "toolbar button")),
                           ("redo", self.tr("Redo", "toolbar button"))):
            self._actions[name].setIconText(text)

    def no_tutorial_tip(self) -> str:
        """The tooltip of Learn the game while the game on the table has no guided game."""
        return self.tr("This game has no guided game yet")
