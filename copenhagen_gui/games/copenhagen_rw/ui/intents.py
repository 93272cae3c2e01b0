"""What a click or a key means for the pad, the building and the turn: pick, turn and
draw a shape, move the pointer (mouse or keyboard), Enter, Escape, pass and end the turn.

Each intent becomes rules actions performed through the controller (one gesture, one
undo step) or a change of the gesture in progress; the rules decide, through
``view_hints``. The dice, abilities, bonuses and tracks are ``dice_intents``. The
messages keep the translation context "TurnController", whose words they were."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill

from ..rules.actions import EndTurn, Pass
from ..rules.components import HEIGHT, WIDTH, bit
from ..rules.state import Phase
from . import texts, view_hints
from .ghost import KEYBOARD_SIDE, rotation_count
from .view_hints import Mode


class TurnIntents:
    def __init__(self, controller):
        self._c = controller

    # --- the pad ----------------------------------------------------------------------

    def pick_shape(self, shape_id: str):
        c = self._c
        state = c.state
        if state.phase is Phase.PLACE:
            if shape_id != state.turn.shape:
                c.say(QCoreApplication.translate(
                    "TurnController", "This turn's shape is already chosen; undo to choose another one."))
            return
        if shape_id == c.selected_shape and state.phase is Phase.CHOOSE:
            c.selected_shape = None
            c.sync()
            return
        if reason := view_hints.pick_reason(state, c.seat(), shape_id, c.mode):
            c.refuse(reason)
            return
        if not c.may_pick_up("shape", shape_id):
            return
        c.selected_shape = shape_id
        c.rotation = 0
        c.pointer_rested = False
        c.hint_move = ()
        if c.mode in (Mode.ONE_X, Mode.REROLL, Mode.COLOUR_CHANGE):  # a shape drops a half-done ability
            c.mode = Mode.NONE
            c.selected_dice = frozenset()
        c.say(fill(QCoreApplication.translate(
            "TurnController",
            "%1: move it over your building, rotate with the wheel, R or a right click, "
            "and click to draw it."), texts.shape_name(shape_id)))
        c.sync()

    def cycle_shape(self, step: int = 1):
        """Keyboard: pick the next (or previous) shape that can be taken."""
        c = self._c
        shapes = list(c.commands().takeable_shapes)
        if not shapes:
            return
        if c.selected_shape in shapes:
            index = (shapes.index(c.selected_shape) + step) % len(shapes)
        else:
            index = 0 if step > 0 else len(shapes) - 1
        self.pick_shape(shapes[index])
        if c.hover is None:
            c.hover = (WIDTH // 2, self._lowest_free_row())
            c.sync()

    def _lowest_free_row(self) -> int:
        filled = self._c.state.sheet.filled
        for y in range(HEIGHT):
            if any(not filled & bit(x, y) for x in range(WIDTH)):
                return y
        return 0

    def rotate(self, step: int = 1):
        c = self._c
        if not c.commands().can_rotate:
            return
        c.rotation = (c.rotation + step) % rotation_count(c.selected_shape)
        c.pointer_rested = False
        c.sync()

    # --- the pointer over the building -----------------------------------------------------

    def hover_cell(self, player: int, x: int, y: int):
        self.hover_pointer(player, x, y, *KEYBOARD_SIDE)

    def hover_pointer(self, player: int, x: int, y: int, right: int, upper: int):
        """The mouse is over (x, y) of a building, in its (right?, upper?) quarter."""
        c = self._c
        state = c.state
        cell = ((x, y) if player >= 0 and player == state.chooser and state.phase is not Phase.TRACKS
                and not c.bot_to_move() else None)
        side = (right, upper) if cell is not None else None
        if (cell, side) != (c.hover, c.side):
            c.hover, c.side = cell, side
            c.pointer_rested = False
            c.sync()

    def move_cursor(self, dx: int, dy: int):
        """Keyboard: move the pointer cell over the acting player's building."""
        c = self._c
        x, y = c.hover or (WIDTH // 2, self._lowest_free_row())
        if c.hover is not None:
            x = min(max(x + dx, 0), WIDTH - 1)
            y = min(max(y + dy, 0), HEIGHT - 1)
        c.hover, c.side = (x, y), None
        c.pointer_rested = False
        c.sync()

    def activate_cursor(self) -> bool:
        """Keyboard: click the cell under the keyboard pointer."""
        c = self._c
        if c.hover is None:
            return False
        self.click_cell(c.state.chooser, *c.hover)
        return True

    def click_cell(self, player: int, x: int, y: int):
        c = self._c
        state = c.state
        if state.phase is Phase.GAME_OVER:
            return
        if player != state.active:
            if state.phase is not Phase.TRACKS:
                c.say(QCoreApplication.translate(
                    "TurnController", "Only the active player draws in their building."))
            return
        if (x, y) != c.hover:
            c.hover, c.side = (x, y), None
        c.pointer_rested = False  # a click is a try: a refusal is said
        phase = state.phase
        if phase in (Phase.CHOOSE, Phase.PLACE) and c.mode is not Mode.ONE_X:
            self._draw_shape()
        elif gesture := view_hints.cell_gesture(state, state.active, c.selection()):
            if c.perform(*gesture) and c.mode is Mode.ONE_X:
                c.mode = Mode.NONE
                c.sync()
        elif phase is Phase.ROLL:
            c.say(QCoreApplication.translate("TurnController", "Roll the dice first."))

    def _draw_shape(self):
        """Choose the picked shape (in phase 1) and draw it under the pointer: one
        gesture, one undo step, exactly what the ghost shows."""
        c = self._c
        if not c.selected_shape:
            c.say(QCoreApplication.translate("TurnController", "Pick a facade shape on the pad first."))
            return
        state = c.state
        gesture = view_hints.cell_gesture(state, state.active, c.selection())
        if reason := view_hints.refusal(state, gesture):
            c.refuse(reason)
            return
        c.perform(*gesture)

    # --- the turn ----------------------------------------------------------------------

    def pass_turn(self) -> bool:
        return self._c.perform(Pass(self._c.state.active))

    def end_turn(self) -> bool:
        return self._c.perform(EndTurn(self._c.state.active))

    def cancel(self):
        """Escape: drop the armed ability, the picked shape or the picked joker."""
        c = self._c
        c.hint_cells = frozenset()
        c.hint_dice = frozenset()
        c.hint_move = ()
        if c.mode is not Mode.NONE:
            c.mode = Mode.NONE
        elif c.joker_die is not None:
            c.joker_die = None
        elif c.state.phase is Phase.CHOOSE:
            c.selected_shape = None
        c.selected_dice = frozenset()
        c.say(QCoreApplication.translate("TurnController", "Cancelled."))
        c.sync()

    def do_default(self) -> bool:
        """Enter: the obvious next step — roll, confirm a reroll, perform the hint's
        move, draw at the keyboard pointer, end the turn, or finish phase 3."""
        c = self._c
        state = c.state
        dice = c.dice_intents
        if state.phase is Phase.ROLL:
            return dice.roll()
        if c.mode is Mode.REROLL:
            return dice.confirm_reroll()
        if c.hint_move and not c.selected_shape and c.mode is Mode.NONE:
            return c.perform(*c.hint_move)  # the hint's move, as shown
        if c.hover is not None and (
            c.selected_shape or c.mode is Mode.ONE_X
            or state.phase in (Phase.MARK_X, Phase.COAT)
        ):
            return self.activate_cursor()
        if state.phase is Phase.AFTER:
            return self.end_turn()
        if state.phase is Phase.TRACKS:
            return dice.skip_tracks()
        if c.commands().can_pass:
            return self.pass_turn()
        return False
