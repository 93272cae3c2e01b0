"""Immutable game state. ``engine.apply`` returns a new state; nothing here mutates.

Texts never live here: illegal moves are explained by ``Reason`` and what happened by
``Event``; the user interface turns both into sentences in the player's language.
"""

from __future__ import annotations

import enum

import attrs

from .components import (
    DEFAULT_TWO_PLAYER_CROSSED,
    TRACK_COLOURS,
    Colour,
    Line,
)


class Phase(str, enum.Enum):
    ROLL = "roll"  # phase 1: the active player has not rolled yet
    CHOOSE = "choose"  # phase 1: abilities, bonuses, choosing a shape
    PLACE = "place"  # phase 2: drawing the chosen shape
    MARK_X = "mark_x"  # phase 2: choosing the X cell of the drawn shape
    COAT = "coat"  # a coat of arms waits for its action
    AFTER = "after"  # shape drawn; an optional One X is still possible
    TRACKS = "tracks"  # phase 3: the other players mark their tracks
    GAME_OVER = "game_over"


class Reason(str, enum.Enum):
    """Why an action is illegal."""

    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"
    WRONG_PLAYER = "wrong_player"
    BAD_FACES = "bad_faces"  # a roll without the right number of faces
    BAD_DIE = "bad_die"  # no such die
    DUPLICATE_DIE = "duplicate_die"
    NO_DICE_CHOSEN = "no_dice_chosen"
    MIXED_FACES = "mixed_faces"  # colour change: the dice show different faces
    SAME_FACE = "same_face"  # colour change to the face they already show
    UNKNOWN_SHAPE = "unknown_shape"
    SHAPE_CROSSED_OUT = "shape_crossed_out"
    DIE_WRONG_COLOUR = "die_wrong_colour"
    NOT_ENOUGH_DICE = "not_enough_dice"
    TOO_MANY_DICE = "too_many_dice"
    NO_ROOM = "no_room"  # the shape fits nowhere in the building
    OUT_OF_GRID = "out_of_grid"
    OVERLAP = "overlap"
    UNSUPPORTED = "unsupported"
    WRONG_SHAPE = "wrong_shape"
    MIRRORED = "mirrored"
    NOT_IN_SHAPE = "not_in_shape"
    BONUS_LIMIT = "bonus_limit"
    NO_BONUS = "no_bonus"  # no unlocked, unused + on that track
    NOT_UNLOCKED_YET = "not_unlocked_yet"  # marked during this turn: usable next turn
    NOT_UNLOCKED = "not_unlocked"  # no unused symbol of that kind marked at all
    ALREADY_ACTIVE = "already_active"  # rules 1: No X is already in effect this turn
    NO_X_CELL_WAITING = "no_x_cell_waiting"  # a No X star already waits for a One X cell
    NO_X_ONE_TILE = "no_x_one_tile"  # ruling 9: the shape is covered or drawn, no One X cell can follow
    NEW_CHOICE_NEXT_TURN = "new_choice_next_turn"  # crossed out; the yellow star is too new
    TRACK_FULL = "track_full"
    DIE_ALREADY_USED = "die_already_used"  # phase 3: the die was assigned to the shape
    DIE_ALREADY_PICKED = "die_already_picked"  # 2 players: the same die twice
    DIE_COLOUR_MISMATCH = "die_colour_mismatch"  # phase 3: the die shows another colour
    NO_DIE_OF_COLOUR = "no_die_of_colour"  # phase 3, a track asked for: no unused die shows its colour
    MUST_DRAW = "must_draw"  # pass refused: a shape can be drawn
    NO_CELL = "no_cell"  # no single cell can be drawn anywhere
    NOT_A_TRACK = "not_a_track"  # the joker has no track of its own
    # Out of order (ruling 11): each names the step the action belongs to.
    NOT_ROLLED_YET = "not_rolled_yet"  # everything but the roll comes after it
    ALREADY_ROLLED = "already_rolled"  # only Reroll rolls again
    REROLL_TOO_LATE = "reroll_too_late"  # rerolls come before choosing a shape
    BONUS_TOO_LATE = "bonus_too_late"  # bonuses come before choosing a shape
    COLOUR_CHANGE_TOO_LATE = "colour_change_too_late"  # so does Colour change
    SHAPE_ALREADY_CHOSEN = "shape_already_chosen"  # the shape is chosen (or the turn passed)
    NO_SHAPE_CHOSEN = "no_shape_chosen"  # drawing before choosing
    SHAPE_NOT_DRAWN = "shape_not_drawn"  # the X or the end of the turn before drawing
    SHAPE_ALREADY_DRAWN = "shape_already_drawn"
    MARK_X_FIRST = "mark_x_first"  # the drawn shape waits for its X
    COAT_FIRST = "coat_first"  # a coat of arms waits for its action
    NO_COAT_WAITING = "no_coat_waiting"  # a coat-of-arms action with no coat earned
    TRACKS_IN_PHASE_THREE = "tracks_in_phase_three"  # marking a track before phase 3


class EventKind(str, enum.Enum):
    ROLLED = "rolled"
    REROLLED = "rerolled"
    COLOUR_CHANGED = "colour_changed"
    BONUS_USED = "bonus_used"
    NO_X_USED = "no_x_used"
    ONE_X_DRAWN = "one_x_drawn"
    SHAPE_CHOSEN = "shape_chosen"
    NEW_CHOICE_USED = "new_choice_used"
    SHAPE_DRAWN = "shape_drawn"
    X_MARKED = "x_marked"
    ROW_SCORED = "row_scored"
    COLUMN_SCORED = "column_scored"
    COAT_EARNED = "coat_earned"
    COAT_CELL_DRAWN = "coat_cell_drawn"
    COAT_TRACK_MARKED = "coat_track_marked"
    COAT_LOST = "coat_lost"  # neither action was possible
    PASSED = "passed"
    TRACK_MARKED = "track_marked"
    TRACK_SKIPPED = "track_skipped"
    # Phase 3 passes someone over, value a NothingToMark saying why: NO_DIE_LEFT once,
    # with the active player who used every die (nobody marks); TRACKS_FULL for each
    # chooser whose dice left fit only full tracks.
    NOTHING_TO_MARK = "nothing_to_mark"
    TRACK_COMPLETED = "track_completed"
    SYMBOL_UNLOCKED = "symbol_unlocked"
    TURN_ENDED = "turn_ended"
    LAST_ROUND = "last_round"  # someone reached 12: this round is the last
    GAME_ENDED = "game_ended"


class NothingToMark(str, enum.Enum):
    """Why the rules pass a player over in phase 3."""

    NO_DIE_LEFT = "no_die_left"  # the shape took every die
    TRACKS_FULL = "tracks_full"  # the dice left fit only tracks already full


@attrs.frozen
class Event:
    """Something that happened. ``value`` depends on the kind: a Line, a colour, a
    number of points, a shape id, a cell..."""

    kind: EventKind
    player: int
    value: object = None
    points: int = 0


# The rules a game is played by, written in its record. A game keeps the version it
# was started with, so an older record replays exactly as it was played.
#   1: one No X star covered the shape and every One X cell drawn after it.
#   2: one No X star covers one tile, the shape or a One X cell (ruling 9).
RULES_VERSION = 2
FIRST_RULES_VERSION = 1


@attrs.frozen
class GameOptions:
    """Choices made before the game starts."""

    player_count: int
    start_player: int = 0
    # Two players: the 4-cell shapes crossed out at setup (one per colour, ruling 6).
    crossed_at_setup: tuple[str, ...] = attrs.field(default=None, converter=lambda v: None if v is None else tuple(v))
    # Two players: the track whose first two boxes each player marks (None: none).
    start_tracks: tuple[Colour | None, ...] = attrs.field(
        default=None,
        converter=lambda v: None if v is None else tuple(None if c is None else Colour(c) for c in v),
    )
    rules_version: int = RULES_VERSION

    def __attrs_post_init__(self):
        if self.crossed_at_setup is None:
            crossed = DEFAULT_TWO_PLAYER_CROSSED if self.player_count == 2 else ()
            object.__setattr__(self, "crossed_at_setup", crossed)
        if self.start_tracks is None:
            object.__setattr__(self, "start_tracks", (None,) * self.player_count)


@attrs.frozen
class PlayerSheet:
    """One player's sheet. Building cells are bitmasks (see components)."""

    filled: int = 0  # cells holding an X or an O
    crosses: int = 0  # cells holding an X
    tracks: tuple[int, ...] = (0,) * len(TRACK_COLOURS)  # boxes marked per track
    # Boxes marked before this player's current turn began: only their symbols are
    # usable now (a symbol unlocks from the player's next turn).
    ready: tuple[int, ...] = (0,) * len(TRACK_COLOURS)
    # Per track, the box numbers whose + or ★ has been struck out (used).
    used: tuple[frozenset[int], ...] = (frozenset(),) * len(TRACK_COLOURS)
    printed_rerolls_used: int = 0  # of the two Reroll stars printed unlocked
    points: int = 0
    coats: frozenset[Line] = frozenset()  # coats of arms crossed
    start_player: bool = False

    @property
    def windows(self) -> int:
        return self.filled & ~self.crosses


@attrs.frozen
class Turn:
    """What has happened so far in the active player's turn."""

    dice: tuple[Colour, ...] = ()  # empty before the roll
    assigned: tuple[int, ...] = ()  # dice given to the shape
    shape: str | None = None
    bonuses: tuple[int, ...] = (0,) * len(TRACK_COLOURS)  # + used this turn per colour
    no_x: bool = False  # the shape gets only windows
    no_x_cell: bool = False  # rules 2: a No X star waits for the next One X cell
    drawn: bool = False  # the shape was drawn (or the player passed)
    placed: int = 0  # cells of the drawn shape awaiting the X
    pending_coats: int = 0
    # Phase 3: players still to choose, the one choosing first.
    choosers: tuple[int, ...] = ()
    picked: tuple[int, ...] = ()  # dice the current chooser took (two players)


@attrs.frozen
class GameState:
    options: GameOptions
    players: tuple[PlayerSheet, ...]
    crossed: frozenset[str]  # single-use shapes crossed out on the pad
    active: int
    round: int = 1
    phase: Phase = Phase.ROLL
    turn: Turn = Turn()
    last_round: bool = False
    winners: tuple[int, ...] = ()
    events: tuple[Event, ...] = ()  # what the last action did

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def sheet(self) -> PlayerSheet:
        return self.players[self.active]

    @property
    def chooser(self) -> int | None:
        """Who must act now: the phase-3 chooser, otherwise the active player."""
        if self.phase is Phase.GAME_OVER:
            return None
        if self.phase is Phase.TRACKS:
            return self.turn.choosers[0]
        return self.active
