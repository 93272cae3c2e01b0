"""Roll & Write's commands as QActions with stable objectNames (``action-roll``,
``action-rotate``, ``action-bonus-red`` ...) and the same keys as ever: the Turn menu,
the toolbar's Roll, the turn panel's buttons and the tests use the same objects. The
window's own commands (new game, undo, hint ...) are the shell's (shell/actions.py);
``get`` answers for those too, so the turn panel can show New game and the result."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence

from copenhagen_gui.shell.text import fill

from ..rules.components import TRACK_COLOURS, Ability, Colour

# name -> (shortcuts, checkable)
_SPECS: dict[str, tuple[tuple, bool]] = {
    "show-spots": (("Ctrl+L",), True),
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


class GameActions(QObject):
    """Owner of the translation context "GameActions" (these texts belonged to the
    window's actions before Roll & Write had its own): ``GameActions.tr(...)`` is called
    on the class, so lupdate and the run time agree on the context."""


def _icon(name: str) -> QIcon:
    if name == "roll":
        from .swatches import die_icon

        return die_icon()
    if name == "show-spots":
        from .swatches import spots_icon

        return spots_icon()
    return QIcon()


class RollAndWriteActions(QObject):
    """Owns Roll & Write's QActions; ``get("roll")`` returns ``action-roll``."""

    def __init__(self, parent, shared=None):
        """``shared``: the window's GameActions (new game, show the result ...)."""
        super().__init__(parent)
        self._shared = shared
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
        from .swatches import face_icon

        for colour in TRACK_COLOURS:
            for kind in ("bonus", "track"):
                action = QAction(face_icon(colour, 18), "", parent)
                action.setObjectName(f"action-{kind}-{colour.value}")
                self._actions[f"{kind}-{colour.value}"] = action
        self.retranslate()

    def connect_to(self, controller) -> None:
        """Each command does what its click on the table does (the controller's intents)."""
        a, c = self.get, controller
        turn, dice = c.intents, c.dice_intents
        a("roll").triggered.connect(dice.roll)
        a("confirm").triggered.connect(turn.do_default)
        a("cancel").triggered.connect(turn.cancel)
        a("rotate").triggered.connect(lambda: turn.rotate(1))
        a("rotate-back").triggered.connect(lambda: turn.rotate(-1))
        a("next-shape").triggered.connect(lambda: turn.cycle_shape(1))
        a("previous-shape").triggered.connect(lambda: turn.cycle_shape(-1))
        a("pass").triggered.connect(turn.pass_turn)
        a("end-turn").triggered.connect(turn.end_turn)
        a("skip").triggered.connect(dice.skip_tracks)
        for ability in Ability:
            self.ability(ability).triggered.connect(
                lambda _=False, ab=ability: dice.click_ability(c.state.active, ab))
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, -1)}
        for name, (dx, dy) in moves.items():
            a(f"cursor-{name}").triggered.connect(lambda _=False, d=(dx, dy): turn.move_cursor(*d))
        for i in range(5):
            a(f"die-{i + 1}").triggered.connect(lambda _=False, die=i: dice.toggle_die(die))
        for colour in TRACK_COLOURS:
            self.bonus(colour).triggered.connect(
                lambda _=False, col=colour: dice.click_bonus(c.state.active, col))
            self.track(colour).triggered.connect(lambda _=False, col=colour: dice.track_button(col))

    def get(self, name: str) -> QAction:
        if name not in self._actions and self._shared is not None:
            return self._shared.get(name)
        return self._actions[name]

    def ability(self, ability: Ability) -> QAction:
        return self._actions[_ABILITY_ACTIONS[ability]]

    def bonus(self, colour: Colour) -> QAction:
        return self._actions[f"bonus-{colour.value}"]

    def track(self, colour: Colour) -> QAction:
        return self._actions[f"track-{colour.value}"]

    def all(self) -> list[QAction]:
        """Roll & Write's own actions (not the window's)."""
        return list(self._actions.values())

    def retranslate(self):
        from . import texts

        labels = {
            "show-spots": GameActions.tr("Show all &legal spots"),
            "roll": GameActions.tr("&Roll the dice"),
            "confirm": GameActions.tr("&Confirm"),
            "cancel": GameActions.tr("Cancel"),
            "rotate": GameActions.tr("Rotate the shape"),
            "rotate-back": GameActions.tr("Rotate the shape back"),
            "next-shape": GameActions.tr("Next shape"),
            "previous-shape": GameActions.tr("Previous shape"),
            "pass": GameActions.tr("&Pass (nothing fits)"),
            "end-turn": GameActions.tr("&End the turn"),
            "skip": GameActions.tr("&Skip (mark nothing)"),
        }
        tips = {
            "roll": GameActions.tr("Roll the five dice (Space)"),
            "confirm": GameActions.tr("Reroll the picked dice, draw at the keyboard cursor, or go on (Enter)"),
            "rotate": GameActions.tr("Rotate the picked shape (R, mouse wheel or right click)"),
            "pass": GameActions.tr("No available shape can be drawn: draw nothing this turn"),
            "end-turn": GameActions.tr("Finish the turn without using “One X”"),
            "skip": GameActions.tr("Mark no track with the dice that are left"),
            "show-spots": GameActions.tr("Highlight every cell where the picked shape can be drawn"),
        }
        for name, text in labels.items():
            action = self._actions[name]
            action.setText(text)
            action.setToolTip(tips.get(name, text.replace("&", "").rstrip("…")))
        for name, text in (("cursor-left", GameActions.tr("Move the cursor left")),
                           ("cursor-right", GameActions.tr("Move the cursor right")),
                           ("cursor-up", GameActions.tr("Move the cursor up")),
                           ("cursor-down", GameActions.tr("Move the cursor down"))):
            self._actions[name].setText(text)
        for i in range(1, 6):
            self._actions[f"die-{i}"].setText(fill(GameActions.tr("Die %1"), str(i)))
        # Short words under the toolbar icons (the menu texts are too long there).
        self._actions["roll"].setIconText(GameActions.tr("Roll", "toolbar button"))
        self._actions["show-spots"].setIconText(GameActions.tr("Spots", "toolbar button"))
        for ability, name in _ABILITY_ACTIONS.items():
            self._actions[name].setText(texts.ability_name(ability))
        bonus_labels = {
            Colour.RED: GameActions.tr("Red bonus (+)"),
            Colour.BLUE: GameActions.tr("Blue bonus (+)"),
            Colour.PURPLE: GameActions.tr("Purple bonus (+)"),
            Colour.GREEN: GameActions.tr("Green bonus (+)"),
            Colour.YELLOW: GameActions.tr("Yellow bonus (+)"),
        }
        track_tips = {
            Colour.RED: GameActions.tr("Mark the red track"),
            Colour.BLUE: GameActions.tr("Mark the blue track"),
            Colour.PURPLE: GameActions.tr("Mark the purple track"),
            Colour.GREEN: GameActions.tr("Mark the green track"),
            Colour.YELLOW: GameActions.tr("Mark the yellow track"),
        }
        for colour in TRACK_COLOURS:
            self.bonus(colour).setText(bonus_labels[colour])
            self.track(colour).setText(texts.colour_name(colour))  # a button label
            self.track(colour).setToolTip(track_tips[colour])
