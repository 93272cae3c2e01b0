"""What the table lights up, computed from the engine's answers only (pure: no Qt).

Who the table asks now (pass-and-play: the pending people clockwise from the active
seat, as the engine orders them), which dice that seat may pick (the engine's offer,
with each die's place in the roll), which cells the picked dice (or any dice) would
write in (``views.choices``), the acceleration targets (``views.acceleration_choices``),
which commands make sense, and where the suggestion points.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ..rules import engine
from ..rules.actions import Accelerate, Action, DeclineAcceleration, Refuse, Roll, Take
from ..rules.components import DICE_PER_KIND, Colour
from ..rules.state import GameState, Phase
from ..rules.targets import Target, TargetKind
from ..rules.views import acceleration_choices, choices
from ..scene.hints import DieLook, Spot, TableHints


@attrs.frozen
class Selection:
    """The dice the deciding seat has picked so far (indices within their kind)."""

    number: int | None = None
    colour: int | None = None


NO_SELECTION = Selection()


@attrs.frozen
class Commands:
    """The turn panel's buttons: exactly the decisions the engine allows now."""

    deciding: int | None = None
    decision: str = "none"  # "roll", "choose", "accelerate", "wait" (computers) or "over"
    roll: Action | None = None
    refuse: Action | None = None
    take: tuple[Action, ...] = ()  # the selected pair's legal Takes (0: not complete or illegal)
    decline: Action | None = None
    accelerate: tuple[Accelerate, ...] = ()


def deciding_seat(state: GameState, bots: Sequence[str | None]) -> int | None:
    """The seat the table asks now: the engine's next seat in turn order among the
    people (several may be pending in the others' phase; they answer one after another)."""
    return engine.next_in_turn_order(state, among={s for s, bot in enumerate(bots) if bot is None})


def target_key(target: Target) -> tuple:
    if target.kind is TargetKind.CIRCLE:
        return ("circle", int(target.colour))
    if target.kind is TargetKind.TOP_ARTIFACT:
        return ("top", int(target.colour))
    return ("square", int(target.colour), target.square)


def _preview(target: Target) -> str:
    if target.kind is TargetKind.CIRCLE:
        return "0"
    if target.kind is TargetKind.TOP_ARTIFACT:
        return "✓"
    return str(target.value)


def selected_faces(state: GameState, selection: Selection) -> tuple[int | None, Colour | None]:
    if state.roll is None:
        return None, None
    number = None if selection.number is None else state.roll.numbers[selection.number]
    colour = None if selection.colour is None else Colour(state.roll.colours[selection.colour])
    return number, colour


def hint_selection(state: GameState, seat: int | None, hint: Action | None) -> Selection:
    """The dice a suggested take uses, as the player would pick them: the first number
    die showing its number and the first colour die showing its colour among those
    ``seat`` may choose from (no selection for any other move)."""
    if not isinstance(hint, Take) or seat is None or state.roll is None:
        return NO_SELECTION
    numbers, colours = engine.dice_positions(state, seat)
    return Selection(next((i for i in sorted(numbers) if state.roll.numbers[i] == hint.number), None),
                     next((i for i in sorted(colours) if state.roll.colours[i] == hint.colour), None))


def valid_selection(state: GameState, seat: int | None, selection: Selection) -> Selection:
    """The selection without dice the seat may not pick (a stale selection is dropped)."""
    numbers, colours = engine.dice_positions(state, seat)
    return Selection(selection.number if selection.number in numbers else None,
                     selection.colour if selection.colour in colours else None)


def commands(state: GameState, bots: Sequence[str | None], selection: Selection = NO_SELECTION) -> Commands:
    if state.over:
        return Commands(decision="over")
    seat = deciding_seat(state, bots)
    if seat is None:
        return Commands(decision="wait")
    legal = engine.legal_actions(state, seat)
    if state.phase is Phase.ROLL:
        return Commands(seat, "roll", roll=Roll(seat))
    if seat in state.accelerating:
        return Commands(seat, "accelerate", decline=DeclineAcceleration(seat),
                        accelerate=tuple(a for a in legal if isinstance(a, Accelerate)))
    selection = valid_selection(state, seat, selection)
    number, colour = selected_faces(state, selection)
    take: tuple[Action, ...] = ()
    if number is not None and colour is not None:
        take = tuple(a for a in legal if isinstance(a, Take) and a.number == number and a.colour == colour)
    return Commands(seat, "choose", refuse=Refuse(seat), take=take)


def build(state: GameState, bots: Sequence[str | None], selection: Selection = NO_SELECTION,
          hint: Action | None = None) -> TableHints:
    seat = deciding_seat(state, bots)
    selection = valid_selection(state, seat, selection)
    dice = _dice(state, seat, selection, hint)
    spots: dict[tuple, Spot] = {}
    if seat is not None and seat in state.accelerating:
        for colour, target in acceleration_choices(state, seat).items():
            if isinstance(target, Target):
                spots[target_key(target)] = Spot(seat, target_key(target), (Accelerate(seat, colour),),
                                                 _preview(target))
    elif seat is not None:
        number, colour = selected_faces(state, selection)
        grouped: dict[tuple, list] = {}
        targets: dict[tuple, Target] = {}
        for choice in choices(state, seat):
            if not choice.legal:
                continue
            if (number is not None and choice.number != number) or (colour is not None and choice.colour != colour):
                continue
            key = target_key(choice.target)
            grouped.setdefault(key, []).append(Take(seat, choice.number, choice.colour, choice.circle))
            targets.setdefault(key, choice.target)
        for key, actions in grouped.items():
            spots[key] = Spot(seat, key, tuple(actions), _spot_preview(targets[key], actions))
    hint_spot = None
    if hint is not None and seat is not None and isinstance(hint, (Take, Accelerate)):
        target = (engine.take_reason(state, hint) if isinstance(hint, Take)
                  else engine.accelerate_reason(state, hint))
        if isinstance(target, Target):
            key = target_key(target)
            hint_spot = (seat, key)
            old = spots.get(key)
            actions = old.actions if old else (hint,)
            spots[key] = Spot(seat, key, actions, _preview(target), hinted=True)  # the value it suggests
    return TableHints(deciding=seat, dice=dice, spots=tuple(spots.values()), hint_spot=hint_spot)


def _spot_preview(target: Target, actions: list[Take]) -> str:
    """A square shows the value to be written when only one number fits it."""
    if target.kind is TargetKind.SQUARE and len(actions) > 1:
        return ""
    return _preview(target)


def _dice(state: GameState, seat: int | None, selection: Selection, hint: Action | None) -> tuple[DieLook, ...]:
    if state.roll is None:
        return tuple(DieLook(kind, i, None) for kind in ("number", "colour") for i in range(DICE_PER_KIND))
    stale = state.phase in (Phase.ROLL, Phase.OVER)
    taken_n, taken_c = engine.taken_positions(state)
    numbers, colours = engine.dice_positions(state, seat)
    hinted = hint_selection(state, seat, hint)
    hint_n, hint_c = hinted.number, hinted.colour
    looks = []
    for i, face in enumerate(state.roll.numbers):
        looks.append(DieLook("number", i, int(face), taken=i == taken_n, available=i in numbers,
                             selected=i == selection.number, hinted=i == hint_n, stale=stale))
    for i, face in enumerate(state.roll.colours):
        looks.append(DieLook("colour", i, int(face), taken=i == taken_c, available=i in colours,
                             selected=i == selection.colour, hinted=i == hint_c, stale=stale))
    return tuple(looks)
