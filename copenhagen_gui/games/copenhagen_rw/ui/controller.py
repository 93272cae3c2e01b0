"""The turn controller: the game on this table and the gesture in progress that only the
user interface has (the picked shape and its rotation, the pointer's cell, dice picked
for a reroll, an armed ability, the joker picked in phase 3, a hint's move).

It performs actions through the session (one gesture, one undo step) and keeps the
table in step; it decides nothing about legality. The work is shared out by job: what a
click or a key means is ``intents`` (the pad, the building, the turn) and
``dice_intents`` (the dice, abilities, bonuses, tracks); what happened is told by
``recap``; a hint becomes a move by ``hint_playback``; what the table lights and what
the buttons may do come from ``view_hints``, which asks the rules; the dice tumble on
the tray (``scene/tumble.py``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.shell.text import fill

from ..rules.components import TRACK_COLOURS
from ..rules.state import EventKind, GameState, Phase, Reason
from ..scene.hints import ViewHints
from . import hint_playback, view_hints
from .dice_intents import DiceIntents
from .intents import TurnIntents
from .recap import TurnRecap
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
        self._recap: TurnRecap | None = None
        self._show_all_spots = False
        # Seats played by the computer: the controls never act for them.
        self.bot_seats: frozenset[int] = frozenset()
        # Cells to light up instead of the usual spots: a hint's move (until the next
        # change of the game), or what a guide (the demo) asks for.
        self.hint_cells: frozenset = frozenset()
        self.hint_dice: frozenset[int] = frozenset()  # dice a hint's move uses
        self.highlight_provider = None  # callable returning cells, or None
        # True while the window shows a past moment on this table (the mode tells).
        self.previewed: Callable[[], bool] = lambda: False
        self.dice_provider = None  # callable returning dice indexes to light up, or None
        # While a new game's setup is asked (ruling 10): the state shown instead of the
        # session's, with the asked player as its active player. Nothing is played then.
        self.setup_view: GameState | None = None
        self._reset_local()
        self.intents = TurnIntents(self)
        self.dice_intents = DiceIntents(self)
        for signal, slot in ((scene.cell_clicked, self.intents.click_cell),
                             (scene.pointer_hovered, self.intents.hover_pointer),
                             (scene.shape_clicked, self.intents.pick_shape),
                             (scene.rotate_requested, self.intents.rotate),
                             (scene.die_clicked, self.dice_intents.click_die),
                             (scene.track_clicked, self.dice_intents.click_track),
                             (scene.ability_clicked, self.dice_intents.click_ability),
                             (scene.bonus_clicked, self.dice_intents.click_bonus)):
            signal.connect(self._while_playing(slot))

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
        alive, is let go). Dice still tumbling settle: they were the other game's."""
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_state_changed)
            self._session.action_refused.disconnect(self.refuse)
        self._scene.tumble.stop()
        self._session = session
        self._reset_local()
        if session is None:
            self._recap = None
            return
        session.state_changed.connect(self._on_state_changed)
        session.action_refused.connect(self.refuse)
        self._shown_state = session.state
        self._recap = TurnRecap(session)
        self.recap_changed.emit("")
        self._adopt_state()
        self.message_changed.emit(self._recap.message(self.state, session.names))
        self.sync()

    def perform(self, *actions) -> bool:
        """Ask the session for these actions as one undo step; False when refused."""
        if self.setup_view is not None or not actions:
            return False  # the setup comes first; the game has not begun
        if actions[0].player in self.bot_seats:
            self.refuse(Reason.WRONG_PLAYER)  # a computer player's move: hands off
            return False
        if len(actions) == 1:
            return self._session.perform(actions[0]) is None
        return self._session.perform_all(actions) is None

    def refuse(self, reason: Reason):
        """Say why a move is refused (the rules' reason)."""
        self.refused.emit(Reason(reason))

    def say(self, text: str):
        self.message_changed.emit(text)

    def may_pick_up(self, *piece) -> bool:
        """Ask the session before a piece is picked up (("shape", id), ("die", index),
        ("ability", seat, ability)): a lesson lets only its prepared move's pieces be
        picked up, and says why not itself (shell/lesson)."""
        return self._session is None or self._session.may_pick_up(piece)

    def _on_state_changed(self):
        state = self.state
        if state is self._shown_state:  # a refused gesture taken back: nothing happened
            self.sync()
            return
        before, self._shown_state = self._shown_state, state
        if before.chooser is not None and before.chooser not in self.bot_seats:
            self.announcement_over.emit()
        names = self._session.names
        if self._recap.follow(before, state, names, self.bot_seats):
            self.recap_changed.emit(self._recap.text)
        self._adopt_state()
        self.message_changed.emit(self._recap.message(state, names))
        self._announce(before, state)
        self.sync()
        for event in state.events:
            if event.kind is EventKind.ROLLED:
                self._scene.tumble.start(state, tuple(range(len(state.turn.dice))))
            elif event.kind is EventKind.REROLLED:
                self._scene.tumble.start(state, tuple(i for i, _ in event.value))
        if state.phase is Phase.GAME_OVER and any(e.kind is EventKind.GAME_ENDED for e in state.events):
            self.game_over.emit()

    def _announce(self, before: GameState, state: GameState):
        """The end of the game or of a round, the last round, or whose turn it is."""
        kinds = {e.kind for e in state.events}
        if EventKind.GAME_ENDED in kinds:
            self.announced.emit(self.tr("The game is over"))
        elif state.round != before.round and state.phase is Phase.ROLL:
            self.announced.emit(fill(self.tr("Round %1 ends — round %2 begins"),
                                     str(state.round - 1), str(state.round)))
        elif EventKind.LAST_ROUND in kinds:
            self.announced.emit(self.tr("12 points reached: this is the last round"))
        elif (EventKind.TURN_ENDED in kinds and state.phase is Phase.ROLL
              and state.active not in self.bot_seats):
            # Pass and play: tell the table whose turn it is, for the mouse to change hands.
            self.announced.emit(fill(self.tr("%1, your turn"), self._session.names[state.active]))

    def _adopt_state(self):
        """Drop UI-local choices that the new state makes meaningless."""
        self.hint_cells = frozenset()
        self.hint_dice = frozenset()
        self.set_selection(view_hints.settle(self.selection(), self.state, self.seat()))

    # --- who sits where -------------------------------------------------------------------

    def home_seat(self) -> int:
        """The seat whose sheet lies large for the whole game: the first person's."""
        people = [p for p in range(self.state.player_count) if p not in self.bot_seats]
        return people[0] if people else 0

    def seat(self) -> int | None:
        """The seat the user acts for now: None while a computer plays, during the
        setup questions and once the game is over."""
        if self._session is None or self.setup_view is not None:
            return None
        chooser = self.state.chooser
        return None if chooser is None or chooser in self.bot_seats else chooser

    def bot_to_move(self) -> bool:
        """A computer player must act now: the turn's commands are not the user's."""
        return self._session is not None and self.state.chooser in self.bot_seats

    def _computer_levels(self) -> tuple:
        levels = tuple(getattr(self._session, "bots", ()) or ())
        return tuple(lv if p in self.bot_seats else None for p, lv in enumerate(levels))

    # --- rolling dice on screen (the tray's tumble) --------------------------------------

    @property
    def animate_dice(self) -> bool:
        return self._scene.tumble.enabled

    @animate_dice.setter
    def animate_dice(self, on: bool) -> None:
        self._scene.tumble.enabled = bool(on)

    def stop_tumbling(self):
        """Settle the dice on the recorded faces now."""
        self._scene.tumble.stop()

    @property
    def tumbling(self) -> bool:
        return self._scene.tumble.running

    # --- the gesture in progress and what the view shows ---------------------------------

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

    def set_selection(self, selection: Selection):
        self.selected_shape, self.rotation = selection.shape, selection.rotation
        self.hover, self.side = selection.hover, selection.side
        self.mode, self.selected_dice = selection.mode, selection.dice
        self.joker_die, self.pointer_rested = selection.joker_die, selection.pointer_rested
        self.hint_move = selection.hint

    def turn_hints(self) -> view_hints.TurnHints:
        return view_hints.build(self.state, self.seat(), self.selection(),
                                home_seat=self.home_seat(), last=self.last_moves(),
                                computers=self._computer_levels())

    def hints(self) -> ViewHints:
        return self.turn_hints().table

    def commands(self) -> view_hints.Commands:
        """What the buttons, menus and keys may do now (nothing without a game)."""
        if self._session is None:
            return view_hints.Commands()
        return view_hints.commands(self.state, self.seat(), self.selection())

    def last_moves(self):
        return self._recap.last_moves(self.state)

    def ghost_placement(self) -> tuple[tuple[tuple[int, int], ...], Reason | None] | None:
        """The cells the picked shape covers under the pointer, and why a click there
        would be refused (None: it draws the shape)."""
        cells = view_hints.shape_cells(self.selection())
        if cells is None:
            return None
        gesture = view_hints.cell_gesture(self.state, self.seat(), self.selection())
        reason = view_hints.refusal(self.state, gesture) if gesture else Reason.WRONG_PLAYER
        return cells, reason

    @property
    def show_all_spots(self) -> bool:
        return self._show_all_spots

    def set_show_all_spots(self, on: bool):
        self._show_all_spots = bool(on)
        self.sync()

    def set_hint_cells(self, cells, dice=()) -> None:
        """Light up these cells of the acting player's building, and these dice, until
        the game changes."""
        self.hint_cells = frozenset(map(tuple, cells))
        self.hint_dice = frozenset(dice)
        self.sync()

    def take_hint(self, suggestion) -> None:
        """Show what the hint suggests as the move itself; Enter (or a click on the
        ghost) performs it."""
        layout = hint_playback.lay_out(self.state, self.selection(), suggestion)
        self.set_selection(layout.selection)
        self.hint_cells, self.hint_dice = layout.cells, layout.dice
        self.sync()

    def sync(self):
        if self._session is None:
            return
        if self.previewed():  # a past moment is on the table: the live game stays behind it
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
        if self._session is not None:
            self.message_changed.emit(self._recap.message(self.state, self._session.names))
