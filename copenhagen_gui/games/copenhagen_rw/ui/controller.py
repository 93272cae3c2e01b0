"""The turn controller: turns the player's intents (clicks on the table, keys, menu
commands) into rules actions for the session, and keeps the gesture in progress that
only the user interface has — the picked shape and its rotation, the pointer's cell,
dice picked for a reroll, an armed ability, the joker picked in phase 3.

It never changes the model itself: every change goes through the session, one gesture
one undo step. It decides nothing about legality either: what the table lights up and
what the buttons may do come from ``view_hints`` (which asks the rules), and the dice
tumble on screen in ``dice_animation``."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.shell.text import fill

from .. import texts
from ..rules import engine
from ..rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from ..rules.components import (
    HEIGHT,
    TRACK_COLOURS,
    WIDTH,
    Ability,
    Colour,
    bit,
)
from ..rules.state import EventKind, GameState, Phase, Reason
from ..scene.hints import ViewHints
from . import last_moves, view_hints
from .dice_animation import DiceTumble, showing
from .ghost import KEYBOARD_SIDE, ghost_cells, rotation_count
from .view_hints import Mode, Selection

__all__ = ["Mode", "TurnController"]  # Mode: the window and panel import it from here


class TurnController(QObject):
    changed = Signal()  # the model or the UI-local state changed: refresh buttons
    message_changed = Signal(str)  # what just happened, or what to do (plain text)
    refused = Signal(object)  # the rules' Reason why a move was refused
    announced = Signal(str)  # the end of a round or of the game: shown prominently
    recap_changed = Signal(str)  # what a computer player did in its whole last turn
    # A person acted: an announcement still shown must go, or it covers the pad
    # while they decide.
    announcement_over = Signal()
    game_over = Signal()
    start_track_clicked = Signal(object)  # setup: a track clicked on the asked player's sheet

    def __init__(self, scene, parent=None):
        super().__init__(parent)
        self._scene = scene
        self._session = None
        self._show_all_spots = False
        # Seats played by the computer: the controls never act for them.
        self.bot_seats: frozenset[int] = frozenset()
        # Cells to light up instead of the usual spots: a hint's move (until the next
        # change of the game), or what a guide (the demo) asks for.
        self.hint_cells: frozenset = frozenset()
        self.hint_dice: frozenset[int] = frozenset()  # dice a hint's move uses
        self.highlight_provider = None  # callable returning cells, or None
        self.dice_provider = None  # callable returning dice indexes to light up, or None
        # While a new game's setup is asked (ruling 10): the state shown instead of the
        # session's, with the asked player as its active player. Nothing is played then.
        self.setup_view: GameState | None = None
        self._tumble = DiceTumble(self)
        self._tumble.frame.connect(self._show_tumble_frame)
        self._tumble.settled.connect(self.sync)
        self._reset_local()
        for intent, slot in ((scene.cell_clicked, self.click_cell), (scene.pointer_hovered, self.hover_pointer),
                             (scene.shape_clicked, self.pick_shape), (scene.die_clicked, self.click_die),
                             (scene.track_clicked, self.click_track), (scene.ability_clicked, self.click_ability),
                             (scene.bonus_clicked, self.click_bonus), (scene.rotate_requested, self.rotate)):
            intent.connect(self._while_playing(slot))

    def _while_playing(self, slot):
        """A gesture on the table reaches ``slot`` only while a game is on it: a table
        left behind (another game in front) may still get a late hover or click."""

        def gate(*args):
            if self._session is not None:
                slot(*args)

        return gate

    def _reset_local(self):
        self.selected_shape: str | None = None
        self.rotation = 0
        self.mode = Mode.NONE
        self.selected_dice: frozenset[int] = frozenset()
        self.joker_die: int | None = None  # phase 3: the joker picked, waiting for a track
        self.hover: tuple[int, int] | None = None  # cell under the pointer (acting building)
        self.side: tuple[int, int] | None = None  # the mouse's quarter of it; None: keyboard
        self.pointer_rested = False  # not moved since the game last changed
        self.hint_move: tuple = ()  # a hint's whole move, performed by Enter

    # --- the session --------------------------------------------------------------

    @property
    def session(self):
        return self._session

    @property
    def state(self) -> GameState:
        return self._session.state

    def set_session(self, session):
        """Play ``session`` (None: no game on this table; the previous one, still
        alive, is let go)."""
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_state_changed)
            self._session.action_refused.disconnect(self._on_refused)
        self.stop_tumbling()
        self._session = session
        if session is None:
            self._reset_local()
            return
        session.state_changed.connect(self._on_state_changed)
        session.action_refused.connect(self._on_refused)
        self._reset_local()
        self._shown_state = session.state
        self._last_round = session.state.round
        self._turn_starts = _turn_starts(session)
        self._recap_lines: list[str] = []
        self.recap = ""
        self.recap_changed.emit("")
        self._adopt_state()
        self.message_changed.emit(self._last_message())
        self.sync()

    def _perform(self, *actions) -> bool:
        """Ask the session for these actions as one undo step; False when refused."""
        if self.setup_view is not None or not actions:
            return False  # the setup comes first; the game has not begun
        if actions[0].player in self.bot_seats:
            self._on_refused(Reason.WRONG_PLAYER)  # a computer player's move: hands off
            return False
        if len(actions) == 1:
            return self._session.perform(actions[0]) is None
        return self._session.perform_all(actions) is None

    def _on_refused(self, reason: Reason):
        self.refused.emit(Reason(reason))

    def _may_pick_up(self, piece: tuple) -> bool:
        """Ask the session before a piece is picked up: a lesson lets only its prepared
        move's pieces be picked up, and says why not (shell/lesson)."""
        return self._session.may_pick_up(piece)

    def _on_state_changed(self):
        state = self.state
        if state is self._shown_state:  # a refused gesture taken back: nothing happened
            self.sync()
            return
        before, self._shown_state = self._shown_state, state
        if before.chooser is not None and before.chooser not in self.bot_seats:
            self.announcement_over.emit()
        if state.phase is Phase.ROLL:
            self._turn_starts[state.active] = state
        self._adopt_state()
        message = self._last_message()
        if note := self._no_phase_three_note(before, state):
            message = "  ·  ".join(m for m in (message, note) if m)
        self._remember_for_recap(before, state, note)
        self.message_changed.emit(message)
        kinds = {e.kind for e in state.events}
        if EventKind.GAME_ENDED in kinds:
            self.announced.emit(self.tr("The game is over"))
        elif state.round != self._last_round and state.phase is Phase.ROLL:
            self.announced.emit(fill(self.tr("Round %1 ends — round %2 begins"),
                                     str(state.round - 1), str(state.round)))
        elif EventKind.LAST_ROUND in kinds:
            self.announced.emit(self.tr("12 points reached: this is the last round"))
        elif (EventKind.TURN_ENDED in kinds and state.phase is Phase.ROLL
              and state.active not in self.bot_seats):
            # Pass and play: tell the table whose turn it is, for the mouse to change hands.
            self.announced.emit(fill(self.tr("%1, your turn"), self._session.names[state.active]))
        self._last_round = state.round
        self.sync()
        for event in state.events:
            if event.kind is EventKind.ROLLED:
                self._tumble.start(tuple(range(len(state.turn.dice))))
            elif event.kind is EventKind.REROLLED:
                self._tumble.start(tuple(i for i, _ in event.value))
        if state.phase is Phase.GAME_OVER and EventKind.GAME_ENDED in kinds:
            self.game_over.emit()

    def _adopt_state(self):
        """Drop UI-local choices that the new state makes meaningless."""
        self.hint_cells = frozenset()
        self.hint_dice = frozenset()
        self._set_selection(view_hints.settle(self.selection(), self.state, self.seat()))

    # --- what the others did ---------------------------------------------------------

    def _no_phase_three_note(self, before: GameState, after: GameState) -> str:
        """When a turn ends with every die given to the shape, nobody marks a track in
        phase 3: say why, or the others wonder why they were skipped."""
        if before.player_count < 2 or not any(e.kind is EventKind.TURN_ENDED for e in after.events):
            return ""
        turn = before.turn
        if not turn.dice or len(set(turn.assigned)) < len(turn.dice):
            return ""
        if any(e.kind in (EventKind.TRACK_MARKED, EventKind.TRACK_SKIPPED) for e in after.events):
            return ""
        return fill(self.tr("%1 used all five dice: nobody marks a track in phase 3."),
                    self._session.names[before.active])

    # Events too small for the recap of a whole turn (the drawing says the choice).
    _RECAP_SKIPS = frozenset({EventKind.ROLLED, EventKind.REROLLED, EventKind.SHAPE_CHOSEN,
                              EventKind.X_MARKED, EventKind.TURN_ENDED})

    def _remember_for_recap(self, before: GameState, after: GameState, note: str):
        """Gather what happens in a computer player's turn; once it ends, its recap
        stays under the table until the next computer turn ends."""
        if any(e.kind is EventKind.ROLLED for e in after.events):
            self._recap_lines = []  # a new turn
        names = self._session.names
        self._recap_lines += [texts.event_text(e, names) for e in after.events
                              if e.kind not in self._RECAP_SKIPS and e.player == before.active]
        ended = any(e.kind is EventKind.TURN_ENDED for e in after.events)
        if ended and before.active in self.bot_seats:
            lines = [line for line in self._recap_lines if line] + ([note] if note else [])
            self.recap = "  ·  ".join(lines)
            self.recap_changed.emit(self.recap)
        if ended:
            self._recap_lines = []

    def last_moves(self) -> last_moves.LastMoves:
        return last_moves.last_moves(self.state, self._turn_starts)

    def _computer_levels(self) -> tuple:
        levels = tuple(getattr(self._session, "bots", ()) or ())
        return tuple(lv if p in self.bot_seats else None for p, lv in enumerate(levels))

    def home_seat(self) -> int:
        """The seat whose sheet lies large for the whole game: the first person's."""
        people = [p for p in range(self.state.player_count) if p not in self.bot_seats]
        return people[0] if people else 0

    # --- rolling dice on screen -----------------------------------------------------

    @property
    def animate_dice(self) -> bool:
        return self._tumble.enabled

    @animate_dice.setter
    def animate_dice(self, on: bool) -> None:
        self._tumble.enabled = bool(on)

    def _show_tumble_frame(self, faces: dict):
        if self._session is None:
            self._tumble.stop()
            return
        self._scene.sync(showing(self.state, faces), self._session.names, self.hints())

    def stop_tumbling(self):
        """Settle the dice on the recorded faces now."""
        if self._tumble.stop():
            self.sync()

    @property
    def tumbling(self) -> bool:
        return self._tumble.running

    # --- the gesture in progress and what the view shows ---------------------------------

    def seat(self) -> int | None:
        """The seat the user acts for now: None while a computer plays, during the
        setup questions and once the game is over."""
        if self._session is None or self.setup_view is not None:
            return None
        chooser = self.state.chooser
        return None if chooser is None or chooser in self.bot_seats else chooser

    def selection(self) -> Selection:
        lit = self.hint_cells or (
            frozenset(self.highlight_provider()) if self.highlight_provider else frozenset())
        dice = self.hint_dice or (
            frozenset(self.dice_provider()) if self.dice_provider else frozenset())
        return Selection(shape=self.selected_shape, rotation=self.rotation, hover=self.hover,
                         side=self.side, pointer_rested=self.pointer_rested,
                         mode=self.mode, dice=self.selected_dice, joker_die=self.joker_die,
                         show_all_spots=self._show_all_spots, lit_cells=lit, lit_dice=dice,
                         hint=self.hint_move)

    def _set_selection(self, selection: Selection):
        self.selected_shape, self.rotation = selection.shape, selection.rotation
        self.mode, self.selected_dice = selection.mode, selection.dice
        self.joker_die, self.hover = selection.joker_die, selection.hover
        self.pointer_rested, self.hint_move = selection.pointer_rested, selection.hint

    def turn_hints(self) -> view_hints.TurnHints:
        return view_hints.build(self.state, self.seat(), self.selection(),
                                home_seat=self.home_seat(), last=self.last_moves(),
                                computers=self._computer_levels())

    def hints(self) -> ViewHints:
        return self.turn_hints().table

    def _controls(self) -> view_hints.Controls:
        return view_hints.controls(self.state, self.seat())

    @property
    def show_all_spots(self) -> bool:
        return self._show_all_spots

    def set_hint_cells(self, cells, dice=()) -> None:
        """Light up these cells of the acting player's building, and these dice, until
        the game changes."""
        self.hint_cells = frozenset(map(tuple, cells))
        self.hint_dice = frozenset(dice)
        self.sync()

    def bot_to_move(self) -> bool:
        """A computer player must act now: the turn's commands are not the user's."""
        return self._session is not None and self.state.chooser in self.bot_seats

    def set_show_all_spots(self, on: bool):
        self._show_all_spots = bool(on)
        self.sync()

    def sync(self):
        if self._session is None:
            return
        if self.setup_view is not None:  # the asked player's tracks, on their own sheet
            seat = self.setup_view.active
            tracks = frozenset((seat, c.value) for c in TRACK_COLOURS)
            self._scene.sync(self.setup_view, self._session.names,
                             ViewHints(eligible_tracks=tracks, home_seat=self.home_seat()))
        else:
            self._scene.sync(self.state, self._session.names, self.hints())
        self.changed.emit()

    def retranslate(self):
        """Say the last message again in the new language."""
        if self._session is None:
            return
        self.message_changed.emit(self._last_message())

    def _last_message(self) -> str:
        """What the last action did; at the very start of a game, who starts."""
        state = self.state
        lines = [texts.event_text(e, self._session.names) for e in state.events]
        message = "  ·  ".join(line for line in lines if line)
        if message:
            return message
        if state.round == 1 and state.phase is Phase.ROLL and not any(p.filled for p in state.players):
            return fill(self.tr("A new game begins: %1 starts."), self._session.names[state.options.start_player])
        return ""

    def ghost_placement(self) -> tuple[tuple[tuple[int, int], ...], Reason | None] | None:
        """The cells the picked shape covers under the pointer, and why a click there
        would be refused (None: it draws the shape)."""
        cells = view_hints.shape_cells(self.selection())
        if cells is None:
            return None
        gesture = view_hints.cell_gesture(self.state, self.seat(), self.selection())
        reason = view_hints.refusal(self.state, gesture) if gesture else Reason.WRONG_PLAYER
        return cells, reason

    # --- queries for buttons and menus -------------------------------------------------

    def ability_reason(self, ability: Ability) -> Reason | None:
        """Why the user cannot start this ability now, or None."""
        if self._session is not None and self.state.phase is Phase.GAME_OVER:
            return Reason.GAME_OVER
        return self._controls().abilities[Ability(ability)]

    def bonus_reason(self, colour: Colour) -> Reason | None:
        return self._controls().bonuses[Colour(colour)]

    def one_x_cells(self) -> list[tuple[int, int]]:
        return list(self._controls().one_x_cells)

    def phase3_picks(self) -> list[tuple[int, Colour]]:
        """(die, colour) pairs the phase-3 chooser may take now."""
        return list(self._controls().phase3_picks)

    def track_choices(self) -> set[Colour]:
        """Tracks a click (or a track button) marks now: a coat of arms' two boxes, or a
        phase-3 die (the joker picked, if any)."""
        ctl = self._controls()
        if self.state.phase is Phase.COAT:
            return set(ctl.coat_tracks)
        if self.joker_die is not None:
            return {c for d, c in ctl.phase3_picks if d == self.joker_die}
        return {c for _, c in ctl.phase3_picks}

    def can(self, action) -> bool:
        return self._session is not None and engine.check(self.state, action) is None

    def can_roll(self) -> bool:
        return self._session is not None and self._controls().can_roll

    def can_pass(self) -> bool:
        return self._session is not None and self._controls().can_pass

    def can_end_turn(self) -> bool:
        return self._session is not None and self._controls().can_end_turn

    def can_skip(self) -> bool:
        return self._session is not None and self._controls().can_skip

    def can_rotate(self) -> bool:
        return bool(self.selected_shape) and self.state.phase in (Phase.CHOOSE, Phase.PLACE)

    def can_confirm_reroll(self) -> bool:
        return (self.mode is Mode.REROLL
                and view_hints.reroll_reason(self.state, self.seat(), self.selected_dice) is None)

    def takeable_shapes(self) -> list[str]:
        """Pad shapes the player may pick now, in pad order (for keyboard cycling)."""
        return list(view_hints.takeable_shapes(self.state, self.seat(), self.mode))

    # --- a hint: the whole move, ready to accept ------------------------------------------

    def take_hint(self, suggestion) -> None:
        """Show what the hint suggests as the move itself: the shape on its place and
        rotation with its X as a ghost, the dice to reroll picked, the cell to mark
        under the pointer. Enter (or a click on the ghost) performs it."""
        from ..bots import suggest

        state = self.state
        action = suggestion.action
        self.hint_cells, self.hint_dice, self.hint_move = frozenset(), frozenset(), ()
        self.mode, self.selected_dice, self.joker_die = Mode.NONE, frozenset(), None
        self.pointer_rested = False
        if isinstance(action, Roll):
            self.sync()
            return
        if isinstance(action, Reroll):  # the dice to roll again, picked: Enter rerolls
            self.mode = Mode.REROLL
            self.selected_dice = frozenset(action.dice)
            self.sync()
            return
        move = _whole_move(state, action, suggest)
        place = next((a for a in move if isinstance(a, Place)), None)
        if place is not None:
            shape = action.shape if isinstance(action, ChooseShape) else state.turn.shape
            if isinstance(action, ChooseShape) and shape in state.crossed:
                self.mode = Mode.NEW_CHOICE
            self.selected_shape = shape
            self.rotation, self.hover = _pointer_for(shape, place.cells)
            self.side = None
        else:
            self.hint_cells = frozenset(map(tuple, suggestion.cells))
        if isinstance(action, (MarkX, CoatCell, DrawOneX)):  # the ghost sits on the cell
            self.hover, self.side = action.cell, None
            if isinstance(action, DrawOneX):
                self.mode = Mode.ONE_X
        if place is None and state.phase is Phase.CHOOSE:
            self.selected_shape = None  # Enter performs the hint, not a drawing
        if isinstance(action, (ChangeColour, MarkTrack)):
            self.hint_dice = frozenset(action.dice if isinstance(action, ChangeColour) else (action.die,))
        self.hint_move = move
        self.sync()

    # --- intents: rolling and the dice ----------------------------------------------

    def roll(self) -> bool:
        if self.state.phase is not Phase.ROLL:
            return False
        return self._perform(Roll(self.state.active))

    def click_die(self, index: int):
        state = self.state
        if state.phase is Phase.ROLL:
            self.roll()
        elif self.mode is Mode.REROLL:
            if index in self.selected_dice or self._may_pick_up(("die", index)):
                self.selected_dice = self.selected_dice ^ {index}
                self.sync()
        elif self.mode is Mode.COLOUR_CHANGE:
            self._pick_colour_dice(index)
        elif state.phase is Phase.TRACKS:
            self._pick_die(index)
        elif state.phase is Phase.CHOOSE:
            self.message_changed.emit(self.tr(
                "Pick a facade shape on the pad: the dice it needs are taken automatically."))

    def _pick_die(self, index: int):
        picks = [c for d, c in self.phase3_picks() if d == index]
        if not picks:
            state = self.state
            face = state.turn.dice[index]
            colours = TRACK_COLOURS if face.is_joker else (face,)
            reasons = [engine.check(state, MarkTrack(state.chooser, index, c)) for c in colours]
            self._on_refused(next((r for r in reasons if r is not None), Reason.TRACK_FULL))
            return
        if self.state.turn.dice[index].is_joker:
            if self.joker_die != index and not self._may_pick_up(("die", index)):
                return
            self.joker_die = None if self.joker_die == index else index
            self.message_changed.emit(self.tr("Joker: click the track you want to mark."))
            self.sync()
            return
        self._perform(MarkTrack(self.state.chooser, index, picks[0]))

    def _pick_colour_dice(self, index: int):
        """Colour change: a die picks every die of its colour; a picked one is put back
        (to turn fewer of them)."""
        dice = self.state.turn.dice
        if index >= len(dice):
            return
        if index in self.selected_dice:
            self.selected_dice = self.selected_dice - {index}
        elif not self._may_pick_up(("die", index)):
            return
        else:
            same = {d for d in self.selected_dice if dice[d] is dice[index]}
            self.selected_dice = frozenset(same or (d for d, f in enumerate(dice) if f is dice[index]))
        self.sync()

    def start_reroll(self):
        if self.mode is Mode.REROLL:
            if self.selected_dice:
                self.confirm_reroll()
            else:
                self.cancel()
            return
        reason = self.ability_reason(Ability.REROLL)
        if reason:
            self._on_refused(reason)
            return
        if not self._may_pick_up(("ability", self.state.active, Ability.REROLL)):
            return
        self.mode = Mode.REROLL
        self.selected_dice = frozenset()
        self.message_changed.emit(self.tr(
            "Reroll: click the dice to roll again, then confirm (Enter)."))
        self.sync()

    def toggle_die(self, index: int):
        """Keyboard: toggle a die while picking dice for a reroll, or pick it in phase 3."""
        if self.mode in (Mode.REROLL, Mode.COLOUR_CHANGE) or self.state.phase is Phase.TRACKS:
            self.click_die(index)

    def confirm_reroll(self) -> bool:
        if not self.can_confirm_reroll():
            return False
        dice = tuple(sorted(self.selected_dice))
        self.mode = Mode.NONE
        return self._perform(Reroll(self.state.active, dice))

    def change_colour(self, dice, face: Colour) -> bool:
        return self._perform(ChangeColour(self.state.active, tuple(dice), face))

    def cancel(self):
        """Escape: drop the armed ability, the picked shape or the picked joker."""
        self.hint_cells = frozenset()
        self.hint_dice = frozenset()
        self.hint_move = ()
        if self.mode is not Mode.NONE:
            self.mode = Mode.NONE
        elif self.joker_die is not None:
            self.joker_die = None
        elif self.state.phase is Phase.CHOOSE:
            self.selected_shape = None
        self.selected_dice = frozenset()
        self.message_changed.emit(self.tr("Cancelled."))
        self.sync()

    # --- intents: abilities and bonuses -----------------------------------------------

    def click_ability(self, player: int, ability):
        ability = Ability(ability)
        if player != self.state.active:
            self._on_refused(Reason.WRONG_PLAYER)
            return
        if ability is Ability.REROLL:
            self.start_reroll()
            return
        if ability is Ability.ONE_X and self.mode is Mode.ONE_X:
            self.cancel()
            return
        if ability is Ability.NEW_CHOICE and self.mode is Mode.NEW_CHOICE:
            self.cancel()
            return
        if ability is Ability.COLOUR_CHANGE and self.mode is Mode.COLOUR_CHANGE:
            self.cancel()
            return
        reason = self.ability_reason(ability)
        if reason:
            self._on_refused(reason)
            return
        if ability is not Ability.NO_X and not self._may_pick_up(("ability", player, ability)):
            return
        if ability is Ability.NO_X:
            self._perform(UseNoX(self.state.active))
        elif ability is Ability.COLOUR_CHANGE:
            self.mode = Mode.COLOUR_CHANGE
            self.selected_dice = frozenset()
            self.message_changed.emit(self.tr(
                "Colour change: click the dice of one colour on the tray, then pick their "
                "new face beside them."))
            self.sync()
        elif ability is Ability.ONE_X:
            self.mode = Mode.ONE_X
            self.message_changed.emit(self.tr(
                "One X: click a highlighted cell of your building for the extra X."))
            self.sync()
        elif ability is Ability.NEW_CHOICE:
            self.mode = Mode.NEW_CHOICE
            self.selected_shape = None
            self.message_changed.emit(self.tr(
                "New choice: you may now pick a crossed-out shape on the pad."))
            self.sync()

    def click_bonus(self, player: int, colour):
        if player != self.state.active:
            self._on_refused(Reason.WRONG_PLAYER)
            return
        self._perform(UseBonus(player, Colour(colour)))

    # --- intents: shapes and the building ----------------------------------------------

    def pick_shape(self, shape_id: str):
        state = self.state
        if state.phase is Phase.PLACE:
            if shape_id != state.turn.shape:
                self.message_changed.emit(self.tr(
                    "This turn's shape is already chosen; undo to choose another one."))
            return
        if shape_id == self.selected_shape and state.phase is Phase.CHOOSE:
            self.selected_shape = None
            self.sync()
            return
        if reason := view_hints.pick_reason(state, self.seat(), shape_id, self.mode):
            self._on_refused(reason)
            return
        if not self._may_pick_up(("shape", shape_id)):
            return
        self.selected_shape = shape_id
        self.rotation = 0
        self.pointer_rested = False
        self.hint_move = ()
        if self.mode in (Mode.ONE_X, Mode.REROLL, Mode.COLOUR_CHANGE):  # a shape drops a half-done ability
            self.mode = Mode.NONE
            self.selected_dice = frozenset()
        self.message_changed.emit(fill(self.tr(
            "%1: move it over your building, rotate with the wheel, R or a right click, "
            "and click to draw it."), texts.shape_name(shape_id)))
        self.sync()

    def cycle_shape(self, step: int = 1):
        """Keyboard: pick the next (or previous) shape that can be taken."""
        shapes = self.takeable_shapes()
        if not shapes:
            return
        if self.selected_shape in shapes:
            index = (shapes.index(self.selected_shape) + step) % len(shapes)
        else:
            index = 0 if step > 0 else len(shapes) - 1
        self.pick_shape(shapes[index])
        if self.hover is None:
            self.hover = (WIDTH // 2, self._lowest_free_row())
            self.sync()

    def _lowest_free_row(self) -> int:
        filled = self.state.sheet.filled
        for y in range(HEIGHT):
            if any(not filled & bit(x, y) for x in range(WIDTH)):
                return y
        return 0

    def rotate(self, step: int = 1):
        if not self.can_rotate():
            return
        self.rotation = (self.rotation + step) % rotation_count(self.selected_shape)
        self.pointer_rested = False
        self.sync()

    def hover_cell(self, player: int, x: int, y: int):
        self.hover_pointer(player, x, y, *KEYBOARD_SIDE)

    def hover_pointer(self, player: int, x: int, y: int, right: int, upper: int):
        """The mouse is over (x, y) of a building, in its (right?, upper?) quarter."""
        state = self.state
        cell = ((x, y) if player >= 0 and player == state.chooser and state.phase is not Phase.TRACKS
                and not self.bot_to_move() else None)
        side = (right, upper) if cell is not None else None
        if (cell, side) != (self.hover, self.side):
            self.hover, self.side = cell, side
            self.pointer_rested = False
            self.sync()

    def move_cursor(self, dx: int, dy: int):
        """Keyboard: move the pointer cell over the acting player's building."""
        x, y = self.hover or (WIDTH // 2, self._lowest_free_row())
        if self.hover is not None:
            x = min(max(x + dx, 0), WIDTH - 1)
            y = min(max(y + dy, 0), HEIGHT - 1)
        self.hover, self.side = (x, y), None
        self.pointer_rested = False
        self.sync()

    def activate_cursor(self) -> bool:
        """Keyboard: click the cell under the keyboard pointer."""
        if self.hover is None:
            return False
        self.click_cell(self.state.chooser, *self.hover)
        return True

    def click_cell(self, player: int, x: int, y: int):
        state = self.state
        if state.phase is Phase.GAME_OVER:
            return
        if player != state.active:
            if state.phase is not Phase.TRACKS:
                self.message_changed.emit(self.tr("Only the active player draws in their building."))
            return
        if (x, y) != self.hover:
            self.hover, self.side = (x, y), None
        self.pointer_rested = False  # a click is a try: a refusal is said
        phase = state.phase
        if phase in (Phase.CHOOSE, Phase.PLACE) and self.mode is not Mode.ONE_X:
            self._draw_shape()
        elif gesture := view_hints.cell_gesture(state, state.active, self.selection()):
            if self._perform(*gesture) and self.mode is Mode.ONE_X:
                self.mode = Mode.NONE
                self.sync()
        elif phase is Phase.ROLL:
            self.message_changed.emit(self.tr("Roll the dice first."))

    def _draw_shape(self):
        """Choose the picked shape (in phase 1) and draw it under the pointer: one
        gesture, one undo step, exactly what the ghost shows."""
        if not self.selected_shape:
            self.message_changed.emit(self.tr("Pick a facade shape on the pad first."))
            return
        state = self.state
        gesture = view_hints.cell_gesture(state, state.active, self.selection())
        if reason := view_hints.refusal(state, gesture):
            self._on_refused(reason)
            return
        self._perform(*gesture)

    # --- intents: the end of the turn, coats of arms, phase 3 ---------------------------

    def pass_turn(self) -> bool:
        return self._perform(Pass(self.state.active))

    def end_turn(self) -> bool:
        return self._perform(EndTurn(self.state.active))

    def skip_tracks(self) -> bool:
        if self.state.phase is not Phase.TRACKS:
            return False
        return self._perform(SkipTrack(self.state.chooser))

    def click_track(self, player: int, colour):
        state = self.state
        colour = Colour(colour)
        if self.setup_view is not None:
            if player == self.setup_view.active:
                self.start_track_clicked.emit(colour)
            return
        if state.phase is Phase.COAT and player == state.active:
            self._perform(CoatTrack(player, colour))
        elif state.phase is Phase.TRACKS and player == state.chooser:
            self.mark_track(colour)
        elif state.phase is Phase.TRACKS:
            self._on_refused(Reason.WRONG_PLAYER)  # another player's sheet

    def mark_track(self, colour: Colour) -> bool:
        """Phase 3: mark this track with the joker picked, a die of that colour, or a joker."""
        state = self.state
        dice = [d for d, c in self.phase3_picks() if c is colour]
        if self.joker_die is not None and self.joker_die in dice:
            die = self.joker_die
        else:
            own = [d for d in dice if not state.turn.dice[d].is_joker]
            die = (own or dice or [None])[0]
        if die is None:  # the rules say why no die marks it: full, or no such colour
            reasons = {engine.check(state, MarkTrack(state.chooser, d, colour))
                       for d in range(len(state.turn.dice))}
            self._on_refused(Reason.TRACK_FULL if Reason.TRACK_FULL in reasons
                             else Reason.DIE_COLOUR_MISMATCH)
            return False
        return self._perform(MarkTrack(state.chooser, die, colour))

    def coat_track(self, colour: Colour) -> bool:
        return self._perform(CoatTrack(self.state.active, colour))

    def do_default(self) -> bool:
        """Enter: the obvious next step — roll, confirm a reroll, draw at the keyboard
        pointer, end the turn, or finish phase 3."""
        state = self.state
        if state.phase is Phase.ROLL:
            return self.roll()
        if self.mode is Mode.REROLL:
            return self.confirm_reroll()
        if self.hint_move and not self.selected_shape and self.mode is Mode.NONE:
            return self._perform(*self.hint_move)  # the hint's move, as shown
        if self.hover is not None and (
            self.selected_shape or self.mode is Mode.ONE_X
            or state.phase in (Phase.MARK_X, Phase.COAT)
        ):
            return self.activate_cursor()
        if state.phase is Phase.AFTER:
            return self.end_turn()
        if state.phase is Phase.TRACKS:
            return self.skip_tracks()
        if self.can_pass():
            return self.pass_turn()
        return False



def _turn_starts(session) -> dict:
    """The state each player's latest turn began with, from the game so far."""
    from copenhagen_gui.core.record import RecordError, replay

    try:
        states = replay(session.record)
    except RecordError:  # a record that does not replay: the highlights start afresh
        states = [session.state]
    return last_moves.turn_starts_of(states)


def _whole_move(state: GameState, action, suggest) -> tuple:
    """A suggested shape's choice, drawing and X: one move for the player, each step
    what the same adviser plays next."""
    move = [action]
    after = state
    while isinstance(move[-1], (ChooseShape, Place)):
        after = engine.apply(after, move[-1])
        if after.chooser != state.chooser or after.phase not in (Phase.PLACE, Phase.MARK_X):
            break
        follow = suggest(after).action
        if not isinstance(follow, (Place, MarkX)):
            break
        move.append(follow)
    return tuple(move)


def _pointer_for(shape: str, cells) -> tuple[int, tuple[int, int]]:
    """The rotation and the keyboard pointer's cell that draw ``shape`` on ``cells``."""
    target = tuple(sorted(map(tuple, cells)))
    for rotation in range(rotation_count(shape)):
        for x in range(WIDTH):
            for y in range(HEIGHT):
                if ghost_cells(shape, rotation, (x, y)) == target:
                    return rotation, (x, y)
    raise ValueError(f"{shape} cannot cover {target}")
