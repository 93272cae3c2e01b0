"""The card game by keyboard alone: the keys that take a harbour card (1–7), pick a
facade tile (T, Shift+T), move the ring over the table (the arrows) and do what the
ring is on (Enter: take, place, discard, play the hint, end a finished turn). Each is a
QAction with a stable objectName (``action-slot-3``, ``action-next-tile`` ...) whose key
works window-wide; the Turn menu lists them with their keys, two groups as submenus.
What they do is the controller's (the same intents as the clicks)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from copenhagen_gui.shell.text import fill

from ..rules.components import HARBOUR_SLOTS
from ..rules.state import Phase

_MOVES = {"left": ("Left", -1, 0), "right": ("Right", 1, 0), "up": ("Up", 0, 1), "down": ("Down", 0, -1)}
_CARD_PHASES = (Phase.START, Phase.SECOND, Phase.MORE)


class CopenhagenKeys(QObject):
    """Owner of the translation context "CopenhagenKeys"."""


class TurnKeys(QObject):
    def __init__(self, controller, menu_parent: QWidget, parent: QObject | None = None):
        super().__init__(parent)
        self._c = controller
        c = controller

        def action(name: str, keys: tuple[str, ...], slot) -> QAction:
            a = QAction(self, objectName=f"action-{name}")
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            return a

        self.confirm = action("confirm", ("Return", "Enter"), c.activate)
        self.next_tile = action("next-tile", ("T",), lambda: c.next_tile(1))
        self.previous_tile = action("previous-tile", ("Shift+T",), lambda: c.next_tile(-1))
        self.slots = [action(f"slot-{i + 1}", (str(i + 1),), lambda _=False, i=i: c.take_slot(i))
                      for i in range(HARBOUR_SLOTS)]
        self.moves = {name: action(f"cursor-{name}", (key,), lambda _=False, d=(dx, dy): c.move_cursor(*d))
                      for name, (key, dx, dy) in _MOVES.items()}
        self.harbour_menu = QMenu(menu_parent)
        self.harbour_menu.addActions(self.slots)
        self.move_menu = QMenu(menu_parent)
        self.move_menu.addActions(list(self.moves.values()))
        self.retranslate()

    def menu_actions(self) -> list[QAction]:
        """For the Turn menu: Enter, the tiles, and the two submenus."""
        return [self.confirm, self.next_tile, self.previous_tile,
                self.harbour_menu.menuAction(), self.move_menu.menuAction()]

    def key_actions(self) -> list[QAction]:
        """Those inside the submenus: their keys work without opening a menu."""
        return [*self.slots, *self.moves.values()]

    def retranslate(self) -> None:
        self.confirm.setText(CopenhagenKeys.tr("Take, place or end the turn"))
        self.confirm.setToolTip(CopenhagenKeys.tr(
            "Enter: take the card or place the tile the ring is on, play the hint shown, or end a finished turn"))
        self.next_tile.setText(CopenhagenKeys.tr("Next facade tile"))
        self.previous_tile.setText(CopenhagenKeys.tr("Previous facade tile"))
        self.harbour_menu.setTitle(CopenhagenKeys.tr("Take a harbour card"))
        for i, a in enumerate(self.slots):
            a.setText(fill(CopenhagenKeys.tr("Harbour card %1"), str(i + 1)))
        self.move_menu.setTitle(CopenhagenKeys.tr("Move the ring"))
        texts = {"left": CopenhagenKeys.tr("Left"), "right": CopenhagenKeys.tr("Right"),
                 "up": CopenhagenKeys.tr("Up"), "down": CopenhagenKeys.tr("Down")}
        for name, a in self.moves.items():
            a.setText(texts[name])

    def refresh(self, seat: int | None) -> None:
        """Enable the keys that act now (``seat``: the seat this screen acts for)."""
        c = self._c
        state = c.state if c.session is not None else None
        picking = seat is not None and c.selection.pending is None
        self.confirm.setEnabled(c.can_activate())
        for a in (self.next_tile, self.previous_tile):
            a.setEnabled(picking and bool(c.hints.stacks))
        cards = seat is not None and c.selection.tile is None and not c.choices \
            and state.phase in _CARD_PHASES
        for i, a in enumerate(self.slots):
            a.setEnabled(cards and state.harbour[i] is not None)
        for a in self.moves.values():
            a.setEnabled(picking and c.hints.keyboard is not None)
        self.harbour_menu.menuAction().setEnabled(cards)
        self.move_menu.menuAction().setEnabled(picking and c.hints.keyboard is not None)


def confirm_prompt(name: str) -> str:
    """The prompt while a finished turn waits for its confirm."""
    return fill(CopenhagenKeys.tr("%1: your turn is done. End the turn (Enter), or undo a step (Ctrl+Z)."),
                name)


def end_turn_tip() -> str:
    return CopenhagenKeys.tr("End the turn: the harbour is refilled and the next player plays (E or Enter)")
