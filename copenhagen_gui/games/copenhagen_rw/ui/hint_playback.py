"""A hint shown as the move itself (pure, no Qt): the suggested shape picked, on its
place and rotation with its X as a ghost; the dice to reroll picked; the cell to mark
under the pointer. Enter (or a click on the ghost) then performs the whole move."""

from __future__ import annotations

import attrs

from ..rules.actions import ChangeColour, ChooseShape, CoatCell, DrawOneX, MarkTrack, MarkX, Place, Reroll, Roll
from ..rules.components import HEIGHT, WIDTH
from ..rules.state import GameState, Phase
from .ghost import ghost_cells, rotation_count
from .view_hints import Mode, Selection


@attrs.frozen
class HintLayout:
    selection: Selection  # the gesture that shows the move (its hint: what Enter performs)
    cells: frozenset = frozenset()  # cells lit instead of the usual spots
    dice: frozenset[int] = frozenset()  # dice the move uses


def lay_out(state: GameState, gesture: Selection, suggestion) -> HintLayout:
    """The gesture in progress turned into the suggested move (``suggestion.move``: a
    shape with its drawing and X, as its reason describes them)."""
    action = suggestion.action
    gesture = attrs.evolve(gesture, mode=Mode.NONE, dice=frozenset(), joker_die=None,
                           pointer_rested=False, lit_cells=frozenset(), lit_dice=frozenset(), hint=())
    if isinstance(action, Roll):
        return HintLayout(gesture)
    if isinstance(action, Reroll):  # the dice to roll again, picked: Enter rerolls
        return HintLayout(attrs.evolve(gesture, mode=Mode.REROLL, dice=frozenset(action.dice)))
    move = suggestion.move or (action,)  # the very move the hint's words describe
    changes: dict = {"hint": move}
    cells: frozenset = frozenset()
    place = next((a for a in move if isinstance(a, Place)), None)
    if place is not None:
        shape = action.shape if isinstance(action, ChooseShape) else state.turn.shape
        if isinstance(action, ChooseShape) and shape in state.crossed:
            changes["mode"] = Mode.NEW_CHOICE
        changes["rotation"], changes["hover"] = pointer_for(shape, place.cells)
        changes.update(shape=shape, side=None)
    else:
        cells = frozenset(map(tuple, suggestion.cells))
    if isinstance(action, (MarkX, CoatCell, DrawOneX)):  # the ghost sits on the cell
        changes.update(hover=action.cell, side=None)
        if isinstance(action, DrawOneX):
            changes["mode"] = Mode.ONE_X
    if place is None and state.phase is Phase.CHOOSE:
        changes["shape"] = None  # Enter performs the hint, not a drawing
    dice: frozenset[int] = frozenset()
    if isinstance(action, ChangeColour):
        dice = frozenset(action.dice)
    elif isinstance(action, MarkTrack):
        dice = frozenset({action.die})
    return HintLayout(attrs.evolve(gesture, **changes), cells, dice)


def pointer_for(shape: str, cells) -> tuple[int, tuple[int, int]]:
    """The rotation and the keyboard pointer's cell that draw ``shape`` on ``cells``."""
    target = tuple(sorted(map(tuple, cells)))
    for rotation in range(rotation_count(shape)):
        for x in range(WIDTH):
            for y in range(HEIGHT):
                if ghost_cells(shape, rotation, (x, y)) == target:
                    return rotation, (x, y)
    raise ValueError(f"{shape} cannot cover {target}")
