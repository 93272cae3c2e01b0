"""The rules: what is legal (``check``, ``legal_actions``) and what happens (``apply``).

``apply(state, action)`` is pure: it returns a new state or raises ``IllegalAction``
with a ``Reason``. The engine moves on by itself when nobody has anything to decide
(the active seat done -> the others; the others done -> the end of the turn), so every
state it returns waits for a seat.

Order of the other seats: they choose from the same dice and only write on their own
sheets, and a bridge crossed by several seats in one turn is won by all of them, so the
result does not depend on the order they act in. The engine therefore lets every
pending seat act in any order (``seats_to_act`` returns them all); a pass-and-play table
asks them clockwise (``next_in_turn_order``).
"""

from __future__ import annotations

from collections.abc import Collection

from .actions import Accelerate, Action, DeclineAcceleration, Refuse, Roll, Take
from .components import (
    BRIDGE_LEVEL,
    BRIDGES,
    DICE_PER_KIND,
    TRACK_LENGTH,
    Bridge,
    Colour,
)
from .events import EndReason, Event, EventKind
from .options import Options
from .reasons import Reason
from .sheet import Symbol
from .state import Circle, Dice, Expedition, GameState, Phase, PlayerSheet
from .targets import Target, TargetKind, acceleration_target, take_target


class IllegalAction(ValueError):
    def __init__(self, reason: Reason, action: Action | None = None):
        super().__init__(f"{reason.value}: {action!r}")
        self.reason = reason
        self.action = action


def new_game(options: Options) -> GameState:
    return GameState(
        options=options,
        sheets=(PlayerSheet(),) * options.seat_count,
        active=options.first_seat,
        pending=frozenset({options.first_seat}),
    )


# --- who acts, with which dice ----------------------------------------------------------


def seats_to_act(state: GameState) -> frozenset[int]:
    return state.pending


def end_progress(state: GameState) -> tuple[int, int, int, int]:
    """How close the end is: (bridges crossed, bridges, exhausted seats, seats). The game
    ends after a turn once every bridge is crossed or every seat is exhausted."""
    crossed = sum(claim is not None for claim in state.bridge_claims)
    return crossed, len(state.bridge_claims), sum(s.exhausted for s in state.sheets), len(state.sheets)


def next_in_turn_order(state: GameState, among: Collection[int] | None = None) -> int | None:
    """The pending seat a pass-and-play table asks next: clockwise from the active seat
    (only among the seats ``among`` when given: the people at the screen)."""
    n = len(state.sheets)
    for step in range(n):
        seat = (state.active + step) % n
        if seat in state.pending and (among is None or seat in among):
            return seat
    return None


def dice_for(state: GameState, seat: int) -> Dice | None:
    """The dice ``seat`` may choose from now (None when it has no choice to make)."""
    if seat not in state.pending or seat in state.accelerating:
        return None
    if state.phase is Phase.ACTIVE:
        return state.roll
    if state.phase is Phase.OTHERS:
        return state.offer
    return None


def taken_positions(state: GameState) -> tuple[int | None, int | None]:
    """Where in the roll lie the number die and the colour die the active seat took this
    turn (None, None: nothing taken, or not the others' phase)."""
    if state.phase is not Phase.OTHERS or state.roll is None:
        return None, None
    return _taken(state.roll, state.active_choice)


def dice_positions(state: GameState, seat: int | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The positions in the roll of the number dice and the colour dice ``seat`` may
    choose from now: ``dice_for`` with each die's place (empty: no choice to make)."""
    if seat is None or dice_for(state, seat) is None:
        return (), ()
    taken_n, taken_c = taken_positions(state)
    roll = state.roll
    return (tuple(i for i in range(len(roll.numbers)) if i != taken_n),
            tuple(i for i in range(len(roll.colours)) if i != taken_c))


def _taken(roll: Dice, choice: tuple[int, Colour] | None) -> tuple[int | None, int | None]:
    """The dice a choice takes: the first showing its number and the first its colour."""
    if choice is None:  # the active seat refused: all six dice stay in the middle
        return None, None
    return roll.numbers.index(choice[0]), roll.colours.index(choice[1])


def _left_over(roll: Dice, choice: tuple[int, Colour] | None) -> Dice:
    taken_n, taken_c = _taken(roll, choice)
    return Dice(tuple(f for i, f in enumerate(roll.numbers) if i != taken_n),
                tuple(f for i, f in enumerate(roll.colours) if i != taken_c))


# --- check -------------------------------------------------------------------------------


def _seat_reason(state: GameState, seat: int) -> Reason | None:
    if state.phase is Phase.OVER:
        return Reason.GAME_OVER
    if not 0 <= seat < len(state.sheets):
        return Reason.NO_SUCH_SEAT
    if seat not in state.pending:
        return Reason.NOT_YOUR_TURN
    return None


def choosing_reason(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` cannot take or refuse a combination now."""
    if reason := _seat_reason(state, seat):
        return reason
    if state.phase is Phase.ROLL:
        return Reason.WRONG_PHASE
    if seat in state.accelerating:
        return Reason.ACCELERATION_PENDING
    return None


def take_reason(state: GameState, action: Take) -> Reason | Target:
    """The Target of a legal Take, else why it is illegal."""
    if reason := choosing_reason(state, action.seat):
        return reason
    dice = dice_for(state, action.seat)
    if action.number not in dice.numbers:
        return Reason.NUMBER_NOT_AVAILABLE
    if action.colour not in dice.colours:
        return Reason.COLOUR_NOT_AVAILABLE
    return take_target(state.sheets[action.seat], action.number, action.colour, action.circle,
                       state.options.zero_starts_as_ten)


def accelerate_reason(state: GameState, action: Accelerate) -> Reason | Target:
    if reason := _seat_reason(state, action.seat):
        return reason
    if action.seat not in state.accelerating:
        return Reason.NO_ACCELERATION
    return acceleration_target(state.sheets[action.seat], action.colour)


def _roll_reason(state: GameState, action: Roll) -> Reason | None:
    if reason := _seat_reason(state, action.seat):
        return reason
    if state.phase is not Phase.ROLL:
        return Reason.WRONG_PHASE
    if action.completed and not _faces_ok(action):
        return Reason.BAD_FACES
    return None


def _faces_ok(action: Roll) -> bool:
    return (len(action.numbers) == DICE_PER_KIND and len(action.colours) == DICE_PER_KIND
            and all(0 <= n <= 9 for n in action.numbers))


def check(state: GameState, action: Action) -> Reason | None:
    """None when legal, else why not. A Roll without faces is legal when rolling is: its
    faces come from ``spec.complete_chance`` before it is applied."""
    kind = type(action)
    if kind is Take:
        result = take_reason(state, action)
        return result if isinstance(result, Reason) else None
    if kind is Refuse:
        return choosing_reason(state, action.seat)
    if kind is Accelerate:
        result = accelerate_reason(state, action)
        return result if isinstance(result, Reason) else None
    if kind is DeclineAcceleration:
        if reason := _seat_reason(state, action.seat):
            return reason
        return None if action.seat in state.accelerating else Reason.NO_ACCELERATION
    if kind is Roll:
        return _roll_reason(state, action)
    raise TypeError(f"not an action: {action!r}")


# --- legal actions -----------------------------------------------------------------------

def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every legal action of ``seat``: one Take per distinct (number, colour, circle) the
    dice allow, Refuse always while choosing; Roll comes without its faces."""
    if state.phase is Phase.OVER or seat not in state.pending:
        return []
    if state.phase is Phase.ROLL:
        return [Roll(seat)]
    sheet = state.sheets[seat]
    if seat in state.accelerating:
        actions: list[Action] = [Accelerate(seat, c) for c in Colour
                                 if isinstance(acceleration_target(sheet, c), Target)]
        actions.append(DeclineAcceleration(seat))
        return actions
    dice = dice_for(state, seat)
    zero_ten = state.options.zero_starts_as_ten
    actions = []
    colours = sorted(set(dice.colours))
    for number in sorted(set(dice.numbers)):
        for colour in colours:
            if number == 0 and not sheet.expeditions[colour].numbers:
                if sheet.expeditions[colour].circle is Circle.OPEN:
                    actions.append(Take(seat, 0, colour, True))
                if not zero_ten:
                    continue
            if isinstance(take_target(sheet, number, colour, False, zero_ten), Target):
                actions.append(Take(seat, number, colour))
    actions.append(Refuse(seat))
    return actions


# --- apply -------------------------------------------------------------------------------


class _Draft:
    """The mutable working copy of one apply call."""

    __slots__ = ("state", "sheets", "claims", "pending", "accelerating", "events", "turn")

    def __init__(self, state: GameState):
        self.state = state
        self.sheets = list(state.sheets)
        self.claims = list(state.bridge_claims)
        self.pending = set(state.pending)
        self.accelerating = set(state.accelerating)
        self.events: list[Event] = []
        self.turn = state.turn

    def emit(self, kind: EventKind, seat: int | None = None, **fields) -> None:
        self.events.append(Event(kind, seat, **fields))

    # -- marks on one sheet --

    def write(self, seat: int, target: Target) -> None:
        sheet = self.sheets[seat]
        colour = target.colour
        exps = list(sheet.expeditions)
        exp = exps[colour]
        if target.kind is TargetKind.CIRCLE:
            exps[colour] = Expedition(Circle.DOUBLED, exp.numbers, exp.top_artifact)
            self.sheets[seat] = _with(sheet, expeditions=tuple(exps))
            self.emit(EventKind.CIRCLE_DOUBLED, seat, colour=colour)
            return
        if target.kind is TargetKind.TOP_ARTIFACT:
            exps[colour] = Expedition(exp.circle, exp.numbers, True)
            self.sheets[seat] = _with(sheet, expeditions=tuple(exps))
            self.emit(EventKind.TOP_ARTIFACT_TICKED, seat, colour=colour)
            self.hatch_artifact(seat)
            return
        circle = exp.circle
        if not exp.numbers and circle is Circle.OPEN:
            circle = Circle.STRUCK
            self.emit(EventKind.CIRCLE_STRUCK, seat, colour=colour)
        exps[colour] = Expedition(circle, exp.numbers + (target.value,), exp.top_artifact)
        self.sheets[seat] = _with(sheet, expeditions=tuple(exps))
        square = target.square
        self.emit(EventKind.NUMBER_WRITTEN, seat, colour=colour, square=square, value=target.value)
        symbol = self.state.options.sheet.symbols[colour][square]
        if symbol is Symbol.ARTIFACT:
            self.hatch_artifact(seat)
        elif symbol is Symbol.ACCELERATION:
            self.accelerating.add(seat)
            self.emit(EventKind.ACCELERATION_GAINED, seat, colour=colour, square=square)
        if square + 1 == BRIDGE_LEVEL:
            self.cross(seat, Bridge(colour))

    def hatch_artifact(self, seat: int) -> None:
        sheet = self.sheets[seat]
        if sheet.artifacts >= TRACK_LENGTH:  # a full column: the square is written, nothing hatched
            return
        count = sheet.artifacts + 1
        self.sheets[seat] = _with(sheet, artifacts=count)
        self.emit(EventKind.ARTIFACT_HATCHED, seat, value=count)
        if count == BRIDGE_LEVEL:
            self.cross(seat, Bridge.ARTIFACTS)

    def refuse(self, seat: int) -> None:
        sheet = self.sheets[seat]
        if sheet.dice_marks >= TRACK_LENGTH:  # exhausted: refusing changes nothing
            self.emit(EventKind.REFUSED, seat, value=sheet.dice_marks)
            return
        count = sheet.dice_marks + 1
        self.sheets[seat] = _with(sheet, dice_marks=count)
        self.emit(EventKind.REFUSED, seat, value=count)
        if count == BRIDGE_LEVEL:
            self.cross(seat, Bridge.DICE)
        if count == TRACK_LENGTH:
            self.emit(EventKind.EXHAUSTED, seat)

    def cross(self, seat: int, bridge: Bridge) -> None:
        """First crossers win; crossers in the same turn as the first share the win."""
        claim = self.claims[bridge]
        if claim is not None and claim != self.turn:
            self.emit(EventKind.BRIDGE_MISSED, seat, bridge=bridge)
            return
        self.claims[bridge] = self.turn
        sheet = self.sheets[seat]
        self.sheets[seat] = _with(sheet, bridges_won=sheet.bridges_won | {bridge})
        self.emit(EventKind.BRIDGE_WON, seat, bridge=bridge)

    # -- the flow of a turn --

    def seat_done(self, seat: int, **changes) -> GameState:
        """Finish the seat's part of the phase unless an acceleration waits, then move on."""
        state = self.state
        phase = state.phase
        if seat not in self.accelerating:
            self.pending.discard(seat)
        if not self.pending:
            if phase is Phase.ACTIVE:
                choice = changes.get("active_choice", state.active_choice)
                n = len(state.sheets)
                changes.update(phase=Phase.OTHERS, offer=_left_over(state.roll, choice),
                               active_choice=choice)
                self.pending = {(state.active + k) % n for k in range(1, n)}
            else:
                return self.end_turn()
        return self.build(**changes)

    def end_turn(self) -> GameState:
        state = self.state
        for bridge in BRIDGES:
            if self.claims[bridge] == self.turn:
                self.emit(EventKind.BRIDGE_CLOSED, bridge=bridge)
        self.emit(EventKind.TURN_ENDED, value=self.turn)
        end = None
        if all(s.exhausted for s in self.sheets):
            end = EndReason.ALL_EXHAUSTED
        elif all(claim is not None for claim in self.claims):
            end = EndReason.ALL_BRIDGES
        if end is not None:
            self.emit(EventKind.GAME_OVER, end=end)
            self.pending = set()
            return self.build(phase=Phase.OVER, end=end, offer=None)
        following = (state.active + 1) % len(state.sheets)
        self.pending = {following}
        return self.build(phase=Phase.ROLL, active=following, turn=self.turn + 1, offer=None,
                          active_choice=None)

    def build(self, **changes) -> GameState:
        state = self.state
        fields = dict(
            options=state.options,
            sheets=tuple(self.sheets),
            active=state.active,
            turn=state.turn,
            phase=state.phase,
            roll=state.roll,
            offer=state.offer,
            active_choice=state.active_choice,
            pending=frozenset(self.pending),
            accelerating=frozenset(self.accelerating),
            bridge_claims=tuple(self.claims),
            events=tuple(self.events),
            end=state.end,
        )
        fields.update(changes)
        return GameState(**fields)


def _with(sheet: PlayerSheet, **changes) -> PlayerSheet:
    fields = dict(expeditions=sheet.expeditions, artifacts=sheet.artifacts,
                  dice_marks=sheet.dice_marks, bridges_won=sheet.bridges_won)
    fields.update(changes)
    return PlayerSheet(**fields)


def apply(state: GameState, action: Action) -> GameState:
    """The next state; raises IllegalAction (a ValueError) when ``action`` is illegal."""
    if type(action) is Roll and not action.completed and check(state, action) is None:
        raise IllegalAction(Reason.BAD_FACES, action)  # complete_chance fills the faces in
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason, action)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """The next state, for an action known to be legal (replay, bots)."""
    kind = type(action)
    d = _Draft(state)
    seat = action.seat
    if kind is Roll:
        d.emit(EventKind.ROLLED, seat)
        dice = Dice(action.numbers, action.colours)
        return d.build(phase=Phase.ACTIVE, roll=dice, offer=None, active_choice=None)
    if kind is Take:
        target = take_target(state.sheets[seat], action.number, action.colour, action.circle,
                             state.options.zero_starts_as_ten)
        d.emit(EventKind.COMBINATION_TAKEN, seat, colour=action.colour, value=action.number)
        d.write(seat, target)
        if state.phase is Phase.ACTIVE:
            return d.seat_done(seat, active_choice=(action.number, action.colour))
        return d.seat_done(seat)
    if kind is Refuse:
        d.refuse(seat)
        return d.seat_done(seat)
    if kind is Accelerate:
        d.accelerating.discard(seat)
        d.emit(EventKind.ACCELERATED, seat, colour=action.colour)
        d.write(seat, acceleration_target(state.sheets[seat], action.colour))
        return d.seat_done(seat)
    if kind is DeclineAcceleration:
        d.accelerating.discard(seat)
        d.emit(EventKind.ACCELERATION_DECLINED, seat)
        return d.seat_done(seat)
    raise TypeError(f"not an action: {action!r}")


def replay(options: Options, actions) -> list[GameState]:
    """Every state from the start through each action (checked), for records and tests."""
    states = [new_game(options)]
    for action in actions:
        states.append(apply(states[-1], action))
    return states
