"""What a hinted move does, read from the rules by making it (pure, no Qt), so the
hint's words say what the table shows: the take whose dice the hint picks
(``view_hints.hint_selection``, Enter then takes them), the square it lights."""

from __future__ import annotations

import attrs

from ..rules import engine, scoring
from ..rules.actions import Accelerate, Action, Take
from ..rules.components import Bridge
from ..rules.events import EventKind
from ..rules.state import GameState
from ..rules.targets import Target


@attrs.frozen
class HintEffect:
    """What ``action`` does to its seat's sheet, by the rules."""

    action: Action
    target: Target | None = None  # where a take or an acceleration writes (None: no writing)
    acceleration: bool = False  # the square written carries an arrow: an acceleration follows
    artifact: bool = False  # an artifact is hatched
    bridges: tuple[Bridge, ...] = ()  # bridges crossed first (20 points each)
    dice_symbols: int | None = None  # a refusal: the dice symbols hatched afterwards
    exhausted: bool = False  # a refusal that hatches the ninth dice symbol
    points: tuple[int, int] = (0, 0)  # the seat's total before and after (a live estimate)


def effect_of(state: GameState, action: Action) -> HintEffect:
    """What ``action`` (legal in ``state``) does, by applying it."""
    seat = action.seat
    after = engine.apply(state, action)
    mine = [e for e in after.events if e.seat == seat]
    kinds = {e.kind for e in mine}
    target = None
    if isinstance(action, Take):
        target = engine.take_reason(state, action)
    elif isinstance(action, Accelerate):
        target = engine.accelerate_reason(state, action)
    sheet = state.options.sheet
    refused = next((e.value for e in mine if e.kind is EventKind.REFUSED), None)
    return HintEffect(
        action=action,
        target=target if isinstance(target, Target) else None,
        acceleration=EventKind.ACCELERATION_GAINED in kinds,
        artifact=EventKind.ARTIFACT_HATCHED in kinds,
        bridges=tuple(e.bridge for e in mine if e.kind is EventKind.BRIDGE_WON),
        dice_symbols=refused if refused != state.sheets[seat].dice_marks else None,
        exhausted=EventKind.EXHAUSTED in kinds,
        points=(scoring.total(sheet, state.sheets[seat]), scoring.total(sheet, after.sheets[seat])),
    )
