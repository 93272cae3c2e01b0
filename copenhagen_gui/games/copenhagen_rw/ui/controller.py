"""The turn controller: turns the player's intents (clicks on the table, keys, menu
commands) into rules actions for the session, and keeps the state that only the user
interface has — the picked shape and its rotation, the pointer's cell, dice picked for
a reroll, an armed ability, the joker picked in phase 3.

It never changes the model itself: every change goes through ``session.perform``. After
every change of the model or of its own state it re-syncs the scene with fresh
``ViewHints``."""

from __future__ import annotations

import enum
import random

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
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
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    FACES,
    HEIGHT,
    SHAPES,
    TRACK_COLOURS,
    TRACK_LENGTH,
    WIDTH,
    Ability,
    Colour,
    bit,
    mask_to_cells,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameState, Phase, Reason
from copenhagen_gui.games.copenhagen_rw.scene.hints import Ghost, ViewHints
from copenhagen_gui.games.copenhagen_rw import texts
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotation_count


class Mode(enum.Enum):
    """An ability the player armed and that waits for a click."""

    NONE = "none"
    REROLL = "reroll"  # picking dice to reroll
    ONE_X = "one_x"  # picking the cell of the extra X
    NEW_CHOICE = "new_choice"  # crossed-out shapes may be picked


# The dice tumble for this many frames after a roll, then show the rolled faces.
ROLL_FRAMES = 7
ROLL_FRAME_MS = 55


class TurnController(QObject):
    changed = Signal()  # the model or the UI-local state changed: refresh buttons
    message_changed = Signal(str)  # what just happened, or what to do (plain text)
    refused = Signal(object)  # the rules' Reason why a move was refused
    announced = Signal(str)  # the end of a round or of the game: shown prominently
    game_over = Signal()
    colour_change_requested = Signal()  # the window asks which dice and which face
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
        self.animate_dice = True
        # While a new game's setup is asked (ruling 10): the state shown instead of the
        # session's, with the asked player as its active player. Nothing is played then.
        self.setup_view: GameState | None = None
        self._tumbling: tuple[int, ...] = ()  # dice still tumbling on screen
        self._frames_left = 0
        self._shuffle = random.Random()  # only for the look of tumbling dice, never the model
        self._tumble = QTimer(self)
        self._tumble.setInterval(ROLL_FRAME_MS)
        self._tumble.timeout.connect(self._tumble_frame)
        self._reset_local()
        scene.cell_clicked.connect(self.click_cell)
        scene.cell_hovered.connect(self.hover_cell)
        scene.shape_clicked.connect(self.pick_shape)
        scene.die_clicked.connect(self.click_die)
        scene.track_clicked.connect(self.click_track)
        scene.ability_clicked.connect(self.click_ability)
        scene.bonus_clicked.connect(self.click_bonus)
        scene.rotate_requested.connect(self.rotate)

    def _reset_local(self):
        self.selected_shape: str | None = None
        self.rotation = 0
        self.mode = Mode.NONE
        self.selected_dice: frozenset[int] = frozenset()
        self.joker_die: int | None = None  # phase 3: the joker picked, waiting for a track
        self.hover: tuple[int, int] | None = None  # cell under the pointer (acting building)

    # --- the session --------------------------------------------------------------

    @property
    def session(self):
        return self._session

    @property
    def state(self) -> GameState:
        return self._session.state

    def set_session(self, session):
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_state_changed)
            self._session.action_refused.disconnect(self._on_refused)
        self.stop_tumbling()
        self._session = session
        session.state_changed.connect(self._on_state_changed)
        session.action_refused.connect(self._on_refused)
        self._reset_local()
        self._last_round = session.state.round
        self._adopt_state()
        self.message_changed.emit(self._last_message())
        self.sync()

    def _perform(self, action) -> bool:
        if self.setup_view is not None:
            return False  # the setup comes first; the game has not begun
        if action.player in self.bot_seats:
            self._on_refused(Reason.WRONG_PLAYER)  # a computer player's move: hands off
            return False
        return self._session.perform(action) is None

    def _on_refused(self, reason: Reason):
        self.refused.emit(Reason(reason))

    def _on_state_changed(self):
        state = self.state
        self._adopt_state()
        self.message_changed.emit(self._last_message())
        kinds = {e.kind for e in state.events}
        if EventKind.GAME_ENDED in kinds:
            self.announced.emit(self.tr("The game is over"))
        elif state.round != self._last_round and state.phase is Phase.ROLL:
            self.announced.emit(self.tr("Round %1 ends — round %2 begins")
                                .replace("%1", str(state.round - 1))
                                .replace("%2", str(state.round)))
        elif EventKind.LAST_ROUND in kinds:
            self.announced.emit(self.tr("12 points reached: this is the last round"))
        elif (EventKind.TURN_ENDED in kinds and state.phase is Phase.ROLL
              and state.active not in self.bot_seats):
            # Pass and play: tell the table whose turn it is, for the mouse to change hands.
            self.announced.emit(self.tr("%1, your turn").replace("%1", self._session.names[state.active]))
        self._last_round = state.round
        self.sync()
        for event in state.events:
            if event.kind is EventKind.ROLLED:
                self._start_tumble(tuple(range(len(state.turn.dice))))
            elif event.kind is EventKind.REROLLED:
                self._start_tumble(tuple(i for i, _ in event.value))
        if state.phase is Phase.GAME_OVER and EventKind.GAME_ENDED in kinds:
            self.game_over.emit()

    # --- rolling dice on screen -----------------------------------------------------

    def _start_tumble(self, dice: tuple[int, ...]):
        if not self.animate_dice or not dice:
            return
        self._tumbling = dice
        self._frames_left = ROLL_FRAMES
        self._tumble.start()
        self._tumble_frame()

    def _tumble_frame(self):
        """Show random faces on the rolling dice; the last frame shows the real state."""
        if self._frames_left <= 0 or self._session is None:
            self.stop_tumbling()
            return
        self._frames_left -= 1
        state = self.state
        faces = list(state.turn.dice)
        for i in self._tumbling:
            if i < len(faces):
                faces[i] = self._shuffle.choice(FACES)
        shown = attrs.evolve(state, turn=attrs.evolve(state.turn, dice=tuple(faces)))
        self._scene.sync(shown, self._session.names, self.hints())

    def stop_tumbling(self):
        """Settle the dice on the recorded faces now."""
        was_running = self._tumble.isActive() or self._frames_left > 0
        self._tumble.stop()
        self._frames_left = 0
        self._tumbling = ()
        if was_running:
            self.sync()

    @property
    def tumbling(self) -> bool:
        return self._tumble.isActive()

    def _adopt_state(self):
        """Drop UI-local choices that the new state makes meaningless."""
        state = self.state
        self.hint_cells = frozenset()
        self.hint_dice = frozenset()
        phase = state.phase
        if phase is Phase.PLACE:
            if self.selected_shape != state.turn.shape:
                self.selected_shape, self.rotation = state.turn.shape, 0
        elif phase is not Phase.CHOOSE:
            self.selected_shape = None
        elif self.selected_shape and engine.shape_reason(state, self.selected_shape):
            if not (self.mode is Mode.NEW_CHOICE and self._new_choice_ok(self.selected_shape)):
                self.selected_shape = None
        if self.mode is Mode.ONE_X and self.ability_reason(Ability.ONE_X):
            self.mode = Mode.NONE
        if self.mode in (Mode.REROLL, Mode.NEW_CHOICE) and phase is not Phase.CHOOSE:
            self.mode = Mode.NONE
        if self.mode is Mode.REROLL and self.ability_reason(Ability.REROLL):
            self.mode = Mode.NONE
        if self.mode is Mode.NEW_CHOICE and self.ability_reason(Ability.NEW_CHOICE):
            self.mode = Mode.NONE
        self.selected_dice = frozenset()
        self.joker_die = None

    # --- what the view shows ---------------------------------------------------------

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
            self._scene.sync(self.setup_view, self._session.names, ViewHints(eligible_tracks=tracks))
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
            return self.tr("A new game begins: %1 starts.").replace(
                "%1", self._session.names[state.options.start_player])
        return ""

    def hints(self) -> ViewHints:
        state = self.state
        phase = state.phase
        acting = state.chooser
        ghost = None
        spots: frozenset = frozenset()
        eligible_dice: frozenset[int] = frozenset()
        eligible_tracks: frozenset = frozenset()
        selected_dice = self.selected_dice
        if self.mode is Mode.ONE_X:
            spots = frozenset(self.one_x_cells())
            ghost = self._single_ghost(lambda c: self._reason(DrawOneX(acting, c)))
        elif self.mode is Mode.REROLL:
            eligible_dice = frozenset(range(len(state.turn.dice)))
        elif phase in (Phase.CHOOSE, Phase.PLACE) and self.selected_shape:
            ghost = self._shape_ghost()
            if self._show_all_spots:
                spots = frozenset(self._shape_spots())
            if phase is Phase.CHOOSE:
                dice = engine.best_dice(state, self.selected_shape)
                selected_dice = frozenset(dice or ())
        elif phase is Phase.MARK_X:
            spots = frozenset(mask_to_cells(state.turn.placed))
            ghost = self._single_ghost(lambda c: self._reason(MarkX(acting, c)))
        elif phase is Phase.COAT:
            spots = frozenset(engine.single_cells(state.sheet.filled))
            ghost = self._single_ghost(lambda c: engine.cell_reason(state.sheet.filled, c))
            eligible_tracks = frozenset(
                (acting, c.value) for c in TRACK_COLOURS if state.sheet.tracks[c.index] < TRACK_LENGTH
            )
        elif phase is Phase.TRACKS:
            picks = self.phase3_picks()
            if self.joker_die is not None:
                selected_dice = frozenset({self.joker_die})
                eligible_tracks = frozenset(
                    (acting, c.value) for d, c in picks if d == self.joker_die
                )
            else:
                eligible_dice = frozenset(d for d, _ in picks)
                eligible_tracks = frozenset((acting, c.value) for _, c in picks)
        elif phase is Phase.ROLL:
            eligible_dice = frozenset(range(5))
        highlight = self.hint_cells or (
            frozenset(self.highlight_provider()) if self.highlight_provider else frozenset())
        if highlight:
            spots = highlight
        dice = self.hint_dice or (
            frozenset(self.dice_provider()) if self.dice_provider else frozenset())
        if dice and not selected_dice:
            selected_dice = dice
        return ViewHints(
            selected_shape=self.selected_shape,
            ghost=ghost,
            spots=spots,
            selected_dice=selected_dice,
            eligible_dice=eligible_dice,
            eligible_tracks=eligible_tracks,
            new_choice_armed=self.mode is Mode.NEW_CHOICE,
        )

    def _reason(self, action) -> Reason | None:
        return engine.check(self.state, action)

    def _single_ghost(self, reason_of) -> Ghost | None:
        if self.hover is None:
            return None
        reason = reason_of(self.hover)
        return Ghost(
            self.state.chooser,
            (self.hover,),
            reason is None,
            "" if reason is None else texts.reason_text(reason),
        )

    def ghost_placement(self) -> tuple[tuple[tuple[int, int], ...], Reason | None] | None:
        """The cells the picked shape covers under the pointer, and why they are illegal."""
        if self.hover is None or not self.selected_shape:
            return None
        cells = ghost_cells(self.selected_shape, self.rotation, self.hover)
        reason = engine.placement_reason(self.state.sheet.filled, self.selected_shape, cells)
        return cells, reason

    def _shape_ghost(self) -> Ghost | None:
        found = self.ghost_placement()
        if found is None:
            return None
        cells, reason = found
        text = "" if reason is None else texts.reason_text(reason)
        return Ghost(self.state.active, cells, reason is None, text)

    def _shape_spots(self) -> set[tuple[int, int]]:
        """Every cell that a legal drawing of the shape, as rotated now, would cover."""
        forms = rotation_count(self.selected_shape)
        spots: set[tuple[int, int]] = set()
        for p in engine.placements(self.state.sheet.filled, self.selected_shape):
            if p.rotation == self.rotation % forms:
                spots.update(p.cells)
        return spots

    # --- queries for buttons and menus -------------------------------------------------

    def ability_reason(self, ability: Ability) -> Reason | None:
        """Why the acting player cannot start this ability now, or None."""
        state = self.state
        if state.phase is Phase.GAME_OVER:
            return Reason.GAME_OVER
        if self.bot_to_move():
            return Reason.WRONG_PLAYER
        if reason := engine.ability_step_reason(state, ability):
            return reason  # ruling 11: the step of the turn it belongs to
        if ability is Ability.NO_X:
            return self._reason(UseNoX(state.active))  # ruling 9: a tile left to cover
        reason = engine.ability_reason(state.sheet, ability)
        if reason is None and ability is Ability.ONE_X and not self.one_x_cells():
            return Reason.NO_CELL
        return reason

    def bonus_reason(self, colour: Colour) -> Reason | None:
        if self.bot_to_move():
            return Reason.WRONG_PLAYER
        return self._reason(UseBonus(self.state.active, colour))

    def one_x_cells(self) -> list[tuple[int, int]]:
        state = self.state
        p = state.active
        return [c for c in engine.single_cells(state.sheet.filled)
                if engine.check(state, DrawOneX(p, c)) is None]

    def phase3_picks(self) -> list[tuple[int, Colour]]:
        """(die, colour) pairs the phase-3 chooser may take now."""
        state = self.state
        if state.phase is not Phase.TRACKS:
            return []
        return [(a.die, a.colour) for a in engine.legal_actions(state) if isinstance(a, MarkTrack)]

    def can(self, action) -> bool:
        return self._session is not None and self._reason(action) is None

    def can_roll(self) -> bool:
        return self.state.phase is Phase.ROLL and not self.bot_to_move() and self.setup_view is None

    def can_pass(self) -> bool:
        return (self.state.phase is Phase.CHOOSE and not self.bot_to_move()
                and self.can(Pass(self.state.active)))

    def can_end_turn(self) -> bool:
        return not self.bot_to_move() and self.can(EndTurn(self.state.active))

    def can_skip(self) -> bool:
        return self.state.phase is Phase.TRACKS and not self.bot_to_move()

    def can_rotate(self) -> bool:
        return bool(self.selected_shape) and self.state.phase in (Phase.CHOOSE, Phase.PLACE)

    def can_confirm_reroll(self) -> bool:
        return self.mode is Mode.REROLL and bool(self.selected_dice)

    def takeable_shapes(self) -> list[str]:
        """Pad shapes the player may pick now, in pad order (for keyboard cycling)."""
        state = self.state
        if state.phase is not Phase.CHOOSE:
            return []
        if self.mode is Mode.NEW_CHOICE:
            return [s.id for s in SHAPES if self._new_choice_ok(s.id)
                    or (s.id not in state.crossed and engine.shape_reason(state, s.id) is None)]
        # A crossed-out shape needs New choice armed first, even when it could be used.
        return [s.id for s in SHAPES
                if s.id not in state.crossed and engine.shape_reason(state, s.id) is None]

    def _new_choice_ok(self, shape_id: str) -> bool:
        state = self.state
        if shape_id not in state.crossed:
            return False
        dice = engine.best_dice(state, shape_id)
        return dice is not None and self._reason(ChooseShape(state.active, shape_id, dice)) is None

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
            self.selected_dice = self.selected_dice ^ {index}
            self.sync()
        elif state.phase is Phase.TRACKS:
            self._pick_die(index)
        elif state.phase is Phase.CHOOSE:
            self.message_changed.emit(self.tr(
                "Pick a facade shape on the pad: the dice it needs are taken automatically."))

    def _pick_die(self, index: int):
        picks = [c for d, c in self.phase3_picks() if d == index]
        if not picks:
            turn = self.state.turn
            reason = (Reason.DIE_ALREADY_USED if index in turn.assigned
                      else Reason.DIE_ALREADY_PICKED if index in turn.picked
                      else Reason.TRACK_FULL)
            self._on_refused(reason)
            return
        if self.state.turn.dice[index].is_joker:
            self.joker_die = None if self.joker_die == index else index
            self.message_changed.emit(self.tr("Joker: click the track you want to mark."))
            self.sync()
            return
        self._perform(MarkTrack(self.state.chooser, index, picks[0]))

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
        self.mode = Mode.REROLL
        self.selected_dice = frozenset()
        self.message_changed.emit(self.tr(
            "Reroll: click the dice to roll again, then confirm (Enter)."))
        self.sync()

    def toggle_die(self, index: int):
        """Keyboard: toggle a die while picking dice for a reroll, or pick it in phase 3."""
        if self.mode is Mode.REROLL or self.state.phase is Phase.TRACKS:
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
        reason = self.ability_reason(ability)
        if reason:
            self._on_refused(reason)
            return
        if ability is Ability.NO_X:
            self._perform(UseNoX(self.state.active))
        elif ability is Ability.COLOUR_CHANGE:
            self.colour_change_requested.emit()
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
        if reason := engine.out_of_order_reason(state, ChooseShape):
            self._on_refused(reason)
            return
        if shape_id == self.selected_shape:
            self.selected_shape = None
            self.sync()
            return
        reason = engine.shape_reason(state, shape_id)
        if reason is Reason.SHAPE_CROSSED_OUT and self.mode is Mode.NEW_CHOICE:
            reason = None if self._new_choice_ok(shape_id) else reason
        elif reason is None and shape_id in state.crossed and self.mode is not Mode.NEW_CHOICE:
            reason = Reason.SHAPE_CROSSED_OUT  # New choice must be armed on purpose
        if reason:
            self._on_refused(reason)
            return
        self.selected_shape = shape_id
        self.rotation = 0
        if self.mode in (Mode.ONE_X, Mode.REROLL):  # picking a shape drops a half-done ability
            self.mode = Mode.NONE
            self.selected_dice = frozenset()
        self.message_changed.emit(self.tr(
            "%1: move it over your building, rotate with the wheel, R or a right click, "
            "and click to draw it.").replace("%1", texts.shape_name(shape_id)))
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
        self.sync()

    def hover_cell(self, player: int, x: int, y: int):
        state = self.state
        cell = ((x, y) if player >= 0 and player == state.chooser and state.phase is not Phase.TRACKS
                and not self.bot_to_move() else None)
        if cell != self.hover:
            self.hover = cell
            self.sync()

    def move_cursor(self, dx: int, dy: int):
        """Keyboard: move the pointer cell over the acting player's building."""
        x, y = self.hover or (WIDTH // 2, self._lowest_free_row())
        if self.hover is not None:
            x = min(max(x + dx, 0), WIDTH - 1)
            y = min(max(y + dy, 0), HEIGHT - 1)
        self.hover = (x, y)
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
        cell = (x, y)
        self.hover = cell
        p = state.active
        if self.mode is Mode.ONE_X:
            if self._perform(DrawOneX(p, cell)):
                self.mode = Mode.NONE
                self.sync()
            return
        phase = state.phase
        if phase is Phase.MARK_X:
            self._perform(MarkX(p, cell))
        elif phase is Phase.COAT:
            self._perform(CoatCell(p, cell))
        elif phase in (Phase.CHOOSE, Phase.PLACE):
            self._draw_shape()
        elif phase is Phase.ROLL:
            self.message_changed.emit(self.tr("Roll the dice first."))

    def _draw_shape(self):
        state = self.state
        if not self.selected_shape:
            self.message_changed.emit(self.tr("Pick a facade shape on the pad first."))
            return
        cells, reason = self.ghost_placement()
        if reason:
            self._on_refused(reason)
            return
        p = state.active
        if state.phase is Phase.CHOOSE:
            dice = engine.best_dice(state, self.selected_shape)
            if not self._perform(ChooseShape(p, self.selected_shape, dice or ())):
                return
        self._perform(Place(p, cells))

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
        picks = self.phase3_picks()
        dice = [d for d, c in picks if c is colour]
        if self.joker_die is not None and self.joker_die in dice:
            die = self.joker_die
        else:
            own = [d for d in dice if not self.state.turn.dice[d].is_joker]
            die = (own or dice or [None])[0]
        if die is None:
            reason = (Reason.TRACK_FULL
                      if self.state.players[self.state.chooser].tracks[colour.index] >= TRACK_LENGTH
                      else Reason.DIE_COLOUR_MISMATCH)
            self._on_refused(reason)
            return False
        return self._perform(MarkTrack(self.state.chooser, die, colour))

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

