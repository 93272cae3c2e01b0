"""What the Roll & Write table and the turn's controls show, computed from the rules'
answers only (pure, no Qt).

The controller keeps the player's gesture in progress (a ``Selection``: the picked
shape, its rotation, the pointer's cell, an armed ability, dice picked for a reroll,
the joker picked in phase 3) and hands it here with the state and the seat the user
acts for. ``build`` returns what the scene draws (``ViewHints``: lit spots, the ghost,
clickable dice, tracks, bonuses and star buttons) and what the buttons, menus and keys
may do (``Commands``, also on its own: ``commands``). Nothing here decides legality:
everything offered is an action that ``engine.check`` accepts, and ``cell_gesture`` is
both what the ghost shows and what a click performs."""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from ..rules import availability, engine
from ..rules.actions import (
    Action,
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
)
from ..rules.components import (
    SHAPES,
    TRACK_COLOURS,
    Ability,
    Cell,
    Colour,
)
from ..rules.state import GameState, Phase, Reason
from ..scene.hints import Ghost, ViewHints
from . import texts
from .ghost import Side, ghost_cells, rotation_count
from .last_moves import NONE as NO_LAST_MOVES
from .last_moves import LastMoves


class Mode(enum.Enum):
    """An ability the player armed and that waits for a click."""

    NONE = "none"
    REROLL = "reroll"  # picking dice to reroll
    ONE_X = "one_x"  # picking the cell of the extra X
    NEW_CHOICE = "new_choice"  # crossed-out shapes may be picked
    COLOUR_CHANGE = "colour_change"  # picking the dice of one colour to turn


@attrs.frozen
class Selection:
    """The user's gesture in progress; the controller keeps it, a new state settles it."""

    shape: str | None = None
    rotation: int = 0
    hover: Cell | None = None  # the acting player's building cell under the pointer
    side: Side | None = None  # the quarter of that cell the mouse is in (None: keyboard)
    # The pointer has not moved since the game last changed: a move was just made
    # there, so a refusal ghost under it would be noise (nothing red after a good move).
    pointer_rested: bool = False
    mode: Mode = Mode.NONE
    dice: frozenset[int] = frozenset()  # picked for a reroll
    joker_die: int | None = None  # phase 3: the joker picked, waiting for a track
    show_all_spots: bool = False
    # A hint's or the guide's cells and dice: lit instead of the usual spots.
    lit_cells: frozenset = frozenset()
    lit_dice: frozenset[int] = frozenset()
    # A hint's whole move (shape, place and X; or one action): what Enter performs,
    # and what a click performs when it asks for the start of it.
    hint: tuple = ()


@attrs.frozen
class Controls:
    """What the rules let the user's seat do now, sorted by kind (cached per state)."""

    can_roll: bool = False
    can_pass: bool = False
    can_end_turn: bool = False
    can_skip: bool = False
    abilities: dict = attrs.field(factory=dict, hash=False)  # Ability -> Reason | None
    bonuses: dict = attrs.field(factory=dict, hash=False)  # Colour -> Reason | None
    shapes: tuple[str, ...] = ()  # shapes a ChooseShape may take, crossed-out ones too
    phase3_picks: tuple[tuple[int, Colour], ...] = ()  # (die, track) pairs
    coat_tracks: frozenset[Colour] = frozenset()
    coat_cells: tuple[Cell, ...] = ()
    one_x_cells: tuple[Cell, ...] = ()
    mark_x_cells: tuple[Cell, ...] = ()


@attrs.frozen
class Commands:
    """What the turn's buttons, menus and keys may do now, for the user's gesture."""

    can_roll: bool = False
    can_pass: bool = False
    can_end_turn: bool = False
    can_skip: bool = False
    can_rotate: bool = False
    can_confirm_reroll: bool = False
    takeable_shapes: tuple[str, ...] = ()  # what the pad offers now, in pad order
    abilities: dict = attrs.field(factory=dict, hash=False)  # Ability -> Reason | None
    bonuses: dict = attrs.field(factory=dict, hash=False)  # Colour -> Reason | None
    track_choices: frozenset[Colour] = frozenset()  # what a track click or button marks
    phase3_picks: tuple[tuple[int, Colour], ...] = ()  # (die, track) pairs of phase 3


@attrs.frozen
class TurnHints:
    table: ViewHints
    controls: Controls
    commands: Commands


NO_CONTROLS = Controls(abilities={a: Reason.WRONG_PLAYER for a in Ability},
                       bonuses={c: Reason.WRONG_PLAYER for c in TRACK_COLOURS})


# --- the rules' answers for one state --------------------------------------------------


def refusal(state: GameState, actions: Sequence[Action]) -> Reason | None:
    """Why the engine refuses this sequence of actions, taken one after the other
    (the first refusal), or None when it accepts them all."""
    for i, action in enumerate(actions):
        if reason := engine.check(state, action):
            return reason
        if i < len(actions) - 1:
            state = engine.apply(state, action)
    return None


# The last answers of controls and pad_reasons, each as one tuple swapped whole: a table
# asks again and again about the state it shows. They are right for any number of
# windows: an answer depends on its key alone (states are immutable; the key holds its
# state, so no other object can take its identity), and another window's question only
# replaces it.
_last_controls: tuple = (None, None, NO_CONTROLS)  # (state, seat, controls)


def controls(state: GameState, seat: int | None) -> Controls:
    """What ``seat`` may do now (NO_CONTROLS: not its turn to act, or nobody's)."""
    global _last_controls
    cached_state, cached_seat, found = _last_controls
    if cached_state is not state or cached_seat != seat:
        found = _controls(state, seat)
        _last_controls = (state, seat, found)
    return found


def _controls(state: GameState, seat: int | None) -> Controls:
    if seat is None or state.phase is Phase.GAME_OVER or seat != state.chooser:
        return NO_CONTROLS
    legal = [a for a in engine.legal_actions(state) if a.player == seat]

    def cells(kind):
        return tuple(a.cell for a in legal if isinstance(a, kind))

    return Controls(
        can_roll=any(isinstance(a, Roll) for a in legal),
        can_pass=any(isinstance(a, Pass) for a in legal),
        can_end_turn=any(isinstance(a, EndTurn) for a in legal),
        can_skip=any(isinstance(a, SkipTrack) for a in legal),
        abilities={a: availability.ability_reason(state, seat, a) for a in Ability},
        bonuses={c: engine.check(state, UseBonus(seat, c)) for c in TRACK_COLOURS},
        shapes=tuple(dict.fromkeys(a.shape for a in legal if isinstance(a, ChooseShape))),
        phase3_picks=_phase3_picks(state, seat),
        coat_tracks=frozenset(a.colour for a in legal if isinstance(a, CoatTrack)),
        coat_cells=cells(CoatCell),
        one_x_cells=cells(DrawOneX),
        mark_x_cells=cells(MarkX),
    )


def _phase3_picks(state: GameState, seat: int) -> tuple[tuple[int, Colour], ...]:
    """Every (die, track) the rules accept now. (The legal list names one die per face;
    the player may click any of the alike dice.)"""
    if state.phase is not Phase.TRACKS:
        return ()
    return tuple((d, c) for d in range(len(state.turn.dice)) for c in TRACK_COLOURS
                 if engine.check(state, MarkTrack(seat, d, c)) is None)


def takeable_shapes(state: GameState, seat: int | None, mode: Mode) -> tuple[str, ...]:
    """Pad shapes the user may pick now, in pad order. A crossed-out shape needs New
    choice armed first, even when the rules would let the player take it."""
    if state.phase is not Phase.CHOOSE:
        return ()
    offered = set(controls(state, seat).shapes)
    return tuple(s.id for s in SHAPES if s.id in offered
                 and (s.id not in state.crossed or mode is Mode.NEW_CHOICE))


_last_pad: tuple = (None, None, ())  # (state, mode, reasons): asked per repaint


def pad_reasons(state: GameState, mode: Mode) -> tuple[tuple[str, Reason | None], ...]:
    """Why each pad shape may not be picked now by whoever chooses (None: it may), in
    pad order; outside the choosing step only the crossed-out shapes are spent."""
    global _last_pad
    if _last_pad[0] is not state or _last_pad[1] is not mode:
        _last_pad = (state, mode, _pad_reasons(state, mode))
    return _last_pad[2]


def _pad_reasons(state: GameState, mode: Mode) -> tuple[tuple[str, Reason | None], ...]:
    if state.phase is not Phase.CHOOSE:
        return tuple((s.id, Reason.SHAPE_CROSSED_OUT if s.id in state.crossed else None) for s in SHAPES)
    return tuple((s.id, pick_reason(state, state.chooser, s.id, mode)) for s in SHAPES)


def pick_reason(state: GameState, seat: int | None, shape_id: str, mode: Mode) -> Reason | None:
    """Why the user may not pick this pad shape now (None: they may)."""
    if seat is None or seat != state.chooser:
        return Reason.WRONG_PLAYER
    if shape_id in takeable_shapes(state, seat, mode):
        return None
    reason = engine.shape_reason(state, shape_id)
    if reason is None and shape_id in state.crossed:
        return Reason.SHAPE_CROSSED_OUT  # New choice must be armed on purpose
    return reason or Reason.WRONG_PHASE


# --- what a click on a building cell does ------------------------------------------------


def shape_cells(selection: Selection) -> tuple[Cell, ...] | None:
    """The cells the picked shape covers under the pointer."""
    if selection.hover is None or not selection.shape:
        return None
    return ghost_cells(selection.shape, selection.rotation, selection.hover, selection.side)


def cell_gesture(state: GameState, seat: int | None, selection: Selection,
                 cell: Cell | None = None) -> tuple[Action, ...]:
    """The actions a click on ``cell`` (default: the pointer's cell) of the user's
    building asks for: one undo step. Empty when a click there means nothing."""
    if seat is None or seat != state.chooser:
        return ()
    cell = selection.hover if cell is None else cell
    if cell is None:
        return ()
    phase = state.phase
    if selection.mode is Mode.ONE_X:
        return (DrawOneX(seat, cell),)
    if phase is Phase.MARK_X:
        return (MarkX(seat, cell),)
    if phase is Phase.COAT:
        return (CoatCell(seat, cell),)
    if phase not in (Phase.CHOOSE, Phase.PLACE) or not selection.shape:
        return ()
    place = Place(seat, ghost_cells(selection.shape, selection.rotation, cell, selection.side))
    if phase is Phase.PLACE:
        return _with_hint((place,), selection.hint)
    dice = engine.best_dice(state, selection.shape) or ()
    return _with_hint((ChooseShape(seat, selection.shape, dice), place), selection.hint)


def _with_hint(gesture: tuple[Action, ...], hint: tuple[Action, ...]) -> tuple[Action, ...]:
    """The hint's whole move when the gesture is its beginning (the same shape drawn
    on the same cells; the hint's dice and X come with it), else the gesture."""
    if len(hint) < len(gesture):
        return gesture
    for mine, hinted in zip(gesture, hint):
        if type(mine) is not type(hinted):
            return gesture
        if isinstance(mine, ChooseShape) and mine.shape != hinted.shape:
            return gesture
        if isinstance(mine, Place) and tuple(sorted(mine.cells)) != tuple(sorted(hinted.cells)):
            return gesture
    return hint


def _ghost(state: GameState, seat: int | None, selection: Selection) -> Ghost | None:
    actions = cell_gesture(state, seat, selection)
    if not actions:
        return None
    places = [a for a in actions if isinstance(a, Place)]
    marks = [a for a in actions if isinstance(a, MarkX)]
    if places:
        cells, x_cell = places[-1].cells, (marks[-1].cell if marks else None)
    else:
        cells, x_cell = (actions[-1].cell,), None
    reason = refusal(state, actions)
    if reason is not None and selection.pointer_rested:
        return None  # a move was just made here: no red under the resting pointer
    return Ghost(seat, tuple(cells), reason is None,
                 "" if reason is None else texts.reason_text(reason), x_cell)


def _shape_spots(state: GameState, seat: int, selection: Selection) -> frozenset:
    """Every cell a legal drawing of the picked shape, as rotated now, would cover."""
    if state.phase is Phase.CHOOSE:
        dice = engine.best_dice(state, selection.shape) or ()
        if engine.check(state, ChooseShape(seat, selection.shape, dice)):
            return frozenset()
    rotation = selection.rotation % rotation_count(selection.shape)
    return frozenset(c for p in engine.placements(state.sheet.filled, selection.shape)
                     if p.rotation == rotation for c in p.cells)


# --- everything at once ---------------------------------------------------------------


def build(state: GameState, seat: int | None, selection: Selection, *,
          home_seat: int = 0, last: LastMoves = NO_LAST_MOVES, computers: tuple = ()) -> TurnHints:
    """``seat``: whom the user acts for now (None while a computer plays);
    ``home_seat``: the seat whose sheet has the big place for the whole game;
    ``last``: each player's last move, kept highlighted; ``computers``: each seat's
    computer level (None for a person)."""
    ctl = controls(state, seat)
    phase = state.phase
    spots: frozenset = frozenset()
    selected_dice = selection.dice
    eligible_dice: frozenset[int] = frozenset()
    tracks: frozenset = frozenset()
    mode = selection.mode
    if mode is Mode.ONE_X:
        spots = frozenset(ctl.one_x_cells)
    elif mode is Mode.REROLL:
        if ctl.abilities[Ability.REROLL] is None:
            eligible_dice = frozenset(range(len(state.turn.dice)))
    elif mode is Mode.COLOUR_CHANGE:
        if ctl.abilities[Ability.COLOUR_CHANGE] is None:
            eligible_dice = frozenset(range(len(state.turn.dice)))
    elif phase in (Phase.CHOOSE, Phase.PLACE) and selection.shape and seat is not None:
        if selection.show_all_spots:
            spots = _shape_spots(state, seat, selection)
        if phase is Phase.CHOOSE:
            selected_dice = frozenset(engine.best_dice(state, selection.shape) or ())
    elif phase is Phase.MARK_X:
        spots = frozenset(ctl.mark_x_cells)
    elif phase is Phase.COAT:
        spots = frozenset(ctl.coat_cells)
        tracks = frozenset((seat, c.value) for c in ctl.coat_tracks)
    elif phase is Phase.TRACKS:
        picks = ctl.phase3_picks
        if selection.joker_die is not None:
            selected_dice = frozenset({selection.joker_die})
            tracks = frozenset((seat, c.value) for d, c in picks if d == selection.joker_die)
        else:
            eligible_dice = frozenset(d for d, _ in picks)
            tracks = frozenset((seat, c.value) for _, c in picks)
    elif ctl.can_roll:
        eligible_dice = frozenset(range(len(state.turn.dice) or 5))
    if selection.lit_cells:
        spots = selection.lit_cells
    if selection.lit_dice and not selected_dice:
        selected_dice = selection.lit_dice
    table = ViewHints(
        selected_shape=selection.shape,
        ghost=_ghost(state, seat, selection),
        spots=spots,
        selected_dice=selected_dice,
        eligible_dice=eligible_dice,
        eligible_tracks=tracks,
        new_choice_armed=mode is Mode.NEW_CHOICE,
        abilities=_star_buttons(state, seat),
        bonuses={} if ctl is NO_CONTROLS else {(seat, c.value): r for c, r in ctl.bonuses.items()},
        shape_reasons=pad_reasons(state, mode),
        home_seat=home_seat,
        computer_levels=tuple(computers),
        recent_cells=last.cells,
        recent_boxes=last.boxes,
        recent_shapes=last.shapes,
    )
    return TurnHints(table=table, controls=ctl, commands=commands(state, seat, selection))


def commands(state: GameState, seat: int | None, selection: Selection) -> Commands:
    """What the buttons, menus and keys may do now: the rules' answers for ``seat``
    (None: nobody at this screen acts), for the gesture in progress."""
    ctl = controls(state, seat)
    abilities = ctl.abilities
    if state.phase is Phase.GAME_OVER:
        abilities = {a: Reason.GAME_OVER for a in Ability}
    if state.phase is Phase.COAT:
        tracks = ctl.coat_tracks
    else:
        tracks = frozenset(c for d, c in ctl.phase3_picks
                           if selection.joker_die is None or d == selection.joker_die)
    mode = selection.mode
    return Commands(
        can_roll=ctl.can_roll,
        can_pass=ctl.can_pass,
        can_end_turn=ctl.can_end_turn,
        can_skip=ctl.can_skip,
        can_rotate=bool(selection.shape) and state.phase in (Phase.CHOOSE, Phase.PLACE),
        can_confirm_reroll=mode is Mode.REROLL and reroll_reason(state, seat, selection.dice) is None,
        takeable_shapes=takeable_shapes(state, seat, mode),
        abilities=abilities,
        bonuses=ctl.bonuses,
        track_choices=tracks,
        phase3_picks=ctl.phase3_picks,
    )


def reroll_reason(state: GameState, seat: int | None, dice) -> Reason | None:
    """Why these picked dice cannot be rerolled now (their faces stand in for the roll's)."""
    if seat is None:
        return Reason.WRONG_PLAYER
    dice = tuple(sorted(dice))
    if any(not 0 <= d < len(state.turn.dice) for d in dice):
        return Reason.BAD_DIE
    return engine.check(state, Reroll(seat, dice, tuple(state.turn.dice[d] for d in dice)))


def _star_buttons(state: GameState, seat: int | None) -> dict:
    """(player, ability value) -> None or why that star button is off, on every sheet.
    The acting player's stars are off while a computer plays for them."""
    buttons = {}
    for p in range(state.player_count):
        own = controls(state, seat).abilities if p == seat else None
        for ability in Ability:
            reason = own[ability] if own else availability.ability_reason(state, p, ability)
            buttons[(p, ability.value)] = reason or (None if p == seat else Reason.WRONG_PLAYER)
    return buttons


def settle(selection: Selection, state: GameState, seat: int | None) -> Selection:
    """The gesture after the game changed: drop what the new state makes meaningless
    (a shape no longer takeable, an ability no longer usable, picked dice, a hint)."""
    phase = state.phase
    shape, rotation, mode = selection.shape, selection.rotation, selection.mode
    if phase is Phase.PLACE:
        if shape != state.turn.shape:
            shape, rotation = state.turn.shape, 0
    elif phase is not Phase.CHOOSE:
        shape = None
    if mode is not Mode.NONE and (
        (mode is not Mode.ONE_X and phase is not Phase.CHOOSE)
        or controls(state, seat).abilities[_ABILITY_OF[mode]] is not None
    ):
        mode = Mode.NONE
    if phase is Phase.CHOOSE and shape and shape not in takeable_shapes(state, seat, mode):
        shape = None
    return attrs.evolve(selection, shape=shape, rotation=rotation, mode=mode, dice=frozenset(),
                        joker_die=None, lit_cells=frozenset(), lit_dice=frozenset(), hint=(),
                        pointer_rested=selection.hover is not None)


_ABILITY_OF = {Mode.REROLL: Ability.REROLL, Mode.ONE_X: Ability.ONE_X,
               Mode.NEW_CHOICE: Ability.NEW_CHOICE, Mode.COLOUR_CHANGE: Ability.COLOUR_CHANGE}

