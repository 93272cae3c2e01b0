"""Every command of the window as a QAction with a stable objectName
(``action-undo``, ``action-roll`` ...), so menus, the toolbar, the turn panel and the
tests all use the same objects, and shortcuts live in one place."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QStyle

from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, Ability, Colour

# name -> (standard or custom shortcuts, checkable)
_SPECS: dict[str, tuple[tuple, bool]] = {
    "new-game": ((QKeySequence.StandardKey.New,), False),
    "open": ((QKeySequence.StandardKey.Open,), False),
    "save": ((QKeySequence.StandardKey.Save,), False),
    "save-as": ((QKeySequence.StandardKey.SaveAs,), False),
    "quit": ((QKeySequence.StandardKey.Quit,), False),
    "undo": (("Ctrl+Z",), False),
    "redo": (("Ctrl+Shift+Z", "Ctrl+Y"), False),
    "history": (("Ctrl+H",), True),
    "show-spots": (("Ctrl+L",), True),
    "zoom-fit": (("Ctrl+0",), False),
    "rules": ((QKeySequence.StandardKey.HelpContents,), False),
    "about": ((), False),
    "show-result": (("Ctrl+T",), False),
    "hint": (("H",), False),
    "learn": ((), False),
    "watch": ((), False),
    # How fast computer players move (a radio group in the View menu).
    "speed-slow": ((), True),
    "speed-normal": ((), True),
    "speed-fast": ((), True),
    "speed-instant": ((), True),
    "roll": (("Space",), False),
    "confirm": (("Return", "Enter"), False),
    "cancel": (("Escape",), False),
    "rotate": (("R",), False),
    "rotate-back": (("Shift+R",), False),
    "next-shape": (("N",), False),
    "previous-shape": (("Shift+N",), False),
    "pass": (("Ctrl+P",), False),
    "end-turn": (("E",), False),
    "skip": (("K",), False),
    "reroll": (("Ctrl+1",), False),
    "no-x": (("Ctrl+2",), False),
    "one-x": (("Ctrl+3",), False),
    "colour-change": (("Ctrl+4",), False),
    "new-choice": (("Ctrl+5",), False),
    # The keyboard pointer over the building, and the dice by number.
    "cursor-left": (("Left",), False),
    "cursor-right": (("Right",), False),
    "cursor-up": (("Up",), False),
    "cursor-down": (("Down",), False),
    "die-1": (("1",), False),
    "die-2": (("2",), False),
    "die-3": (("3",), False),
    "die-4": (("4",), False),
    "die-5": (("5",), False),
}
_ABILITY_ACTIONS = {
    Ability.REROLL: "reroll",
    Ability.NO_X: "no-x",
    Ability.ONE_X: "one-x",
    Ability.COLOUR_CHANGE: "colour-change",
    Ability.NEW_CHOICE: "new-choice",
}
_THEME_ICONS = {
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


_STYLE_ICONS = {
    "new-game": QStyle.StandardPixmap.SP_FileIcon,
    "open": QStyle.StandardPixmap.SP_DialogOpenButton,
    "save": QStyle.StandardPixmap.SP_DialogSaveButton,
    "save-as": QStyle.StandardPixmap.SP_DialogSaveButton,
    "quit": QStyle.StandardPixmap.SP_DialogCloseButton,
    "undo": QStyle.StandardPixmap.SP_ArrowBack,
    "redo": QStyle.StandardPixmap.SP_ArrowForward,
    "history": QStyle.StandardPixmap.SP_FileDialogDetailedView,
    "rules": QStyle.StandardPixmap.SP_DialogHelpButton,
    "about": QStyle.StandardPixmap.SP_MessageBoxInformation,
    "hint": QStyle.StandardPixmap.SP_MessageBoxQuestion,
}


def _icon(name: str) -> QIcon:
    """The desktop theme's icon, else the widget style's, else our own drawing."""
    if name in _THEME_ICONS and QIcon.hasThemeIcon(_THEME_ICONS[name]):
        return QIcon.fromTheme(_THEME_ICONS[name])
    if name in _STYLE_ICONS and QApplication.instance() is not None:
        return QApplication.style().standardIcon(_STYLE_ICONS[name])
    if name == "roll":
        from copenhagen_gui.games.copenhagen_rw.ui.swatches import die_icon

        return die_icon()
    if name == "show-spots":
        from copenhagen_gui.games.copenhagen_rw.ui.swatches import spots_icon

        return spots_icon()
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
            # Window-wide: the keys work wherever the focus is inside the window.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.setIcon(_icon(name))
            self._actions[name] = action
        from copenhagen_gui.games.copenhagen_rw.ui.swatches import face_icon

        for colour in TRACK_COLOURS:
            for kind in ("bonus", "track"):
                action = QAction(face_icon(colour, 18), "", parent)
                action.setObjectName(f"action-{kind}-{colour.value}")
                self._actions[f"{kind}-{colour.value}"] = action
        self.retranslate()

    def get(self, name: str) -> QAction:
        return self._actions[name]

    def ability(self, ability: Ability) -> QAction:
        return self._actions[_ABILITY_ACTIONS[ability]]

    def bonus(self, colour: Colour) -> QAction:
        return self._actions[f"bonus-{colour.value}"]

    def track(self, colour: Colour) -> QAction:
        return self._actions[f"track-{colour.value}"]

    def all(self) -> list[QAction]:
        return list(self._actions.values())

    def retranslate(self):
        from copenhagen_gui.games.copenhagen_rw import texts

        labels = {
            "new-game": self.tr("&New game…"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "save-as": self.tr("Save &as…"),
            "quit": self.tr("&Quit"),
            "undo": self.tr("&Undo"),
            "redo": self.tr("&Redo"),
            "history": self.tr("&History"),
            "show-spots": self.tr("Show all &legal spots"),
            "zoom-fit": self.tr("&Zoom to fit"),
            "rules": self.tr("&Rules"),
            "about": self.tr("&About Copenhagen"),
            "show-result": self.tr("Show the &result"),
            "hint": self.tr("&Hint"),
            "learn": self.tr("&Learn the game"),
            "watch": self.tr("&Watch a game"),
            "speed-slow": self.tr("&Slow"),
            "speed-normal": self.tr("&Normal"),
            "speed-fast": self.tr("&Fast"),
            "speed-instant": self.tr("&Instant"),
            "roll": self.tr("&Roll the dice"),
            "confirm": self.tr("&Confirm"),
            "cancel": self.tr("Cancel"),
            "rotate": self.tr("Rotate the shape"),
            "rotate-back": self.tr("Rotate the shape back"),
            "next-shape": self.tr("Next shape"),
            "previous-shape": self.tr("Previous shape"),
            "pass": self.tr("&Pass (nothing fits)"),
            "end-turn": self.tr("&End the turn"),
            "skip": self.tr("&Skip (mark nothing)"),
        }
        tips = {
            "roll": self.tr("Roll the five dice (Space)"),
            "confirm": self.tr("Reroll the picked dice, draw at the keyboard cursor, or go on (Enter)"),
            "rotate": self.tr("Rotate the picked shape (R, mouse wheel or right click)"),
            "pass": self.tr("No available shape can be drawn: draw nothing this turn"),
            "end-turn": self.tr("Finish the turn without using “One X”"),
            "skip": self.tr("Mark no track with the dice that are left"),
            "show-spots": self.tr("Highlight every cell where the picked shape can be drawn"),
            "hint": self.tr("Show what a strong player would do now, and why (H)"),
            "learn": self.tr("A guided game that teaches the rules step by step"),
            "watch": self.tr("Computer players play a whole game, with a running commentary"),
        }
        for name, text in labels.items():
            action = self._actions[name]
            action.setText(text)
            action.setToolTip(tips.get(name, text.replace("&", "").rstrip("…")))
        for name, text in (("cursor-left", self.tr("Move the cursor left")),
                           ("cursor-right", self.tr("Move the cursor right")),
                           ("cursor-up", self.tr("Move the cursor up")),
                           ("cursor-down", self.tr("Move the cursor down"))):
            self._actions[name].setText(text)
        for i in range(1, 6):
            self._actions[f"die-{i}"].setText(self.tr("Die %1").replace("%1", str(i)))
        # Short words under the toolbar icons: the menu texts would push the last
        # buttons behind the overflow arrow in longer languages.
        for name, text in (("new-game", self.tr("New", "toolbar button: a new game")),
                           ("roll", self.tr("Roll", "toolbar button")),
                           ("show-spots", self.tr("Spots", "toolbar button")),
                           ("rules", self.tr("Rules", "toolbar button")),
                           ("undo", self.tr("Undo", "toolbar button")),
                           ("redo", self.tr("Redo", "toolbar button"))):
            self._actions[name].setIconText(text)
        for ability, name in _ABILITY_ACTIONS.items():
            self._actions[name].setText(texts.ability_name(ability))
        bonus_labels = {
            Colour.RED: self.tr("Red bonus (+)"),
            Colour.BLUE: self.tr("Blue bonus (+)"),
            Colour.PURPLE: self.tr("Purple bonus (+)"),
            Colour.GREEN: self.tr("Green bonus (+)"),
            Colour.YELLOW: self.tr("Yellow bonus (+)"),
        }
        track_tips = {
            Colour.RED: self.tr("Mark the red track"),
            Colour.BLUE: self.tr("Mark the blue track"),
            Colour.PURPLE: self.tr("Mark the purple track"),
            Colour.GREEN: self.tr("Mark the green track"),
            Colour.YELLOW: self.tr("Mark the yellow track"),
        }
        for colour in TRACK_COLOURS:
            self.bonus(colour).setText(bonus_labels[colour])
            self.track(colour).setText(texts.colour_name(colour))  # a button label
            self.track(colour).setToolTip(track_tips[colour])
