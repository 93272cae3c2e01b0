"""What the table should light up, besides the state itself: built by
``ui.view_hints`` from the engine's answers (pure, no Qt), read by the scene."""

from __future__ import annotations

import attrs

from copenhagen_gui.core.building import Cell

from ..rules.components import Ability, Colour
from ..rules.reasons import Reason


@attrs.frozen
class Ghost:
    """The selected tile under the pointer on the player's house."""

    seat: int
    cells: tuple[Cell, ...]  # only those inside the grid
    brick: Cell | None
    colour: Colour
    legal: bool
    cost: int | None = None  # cards it would cost there (legal only)
    discount_cost: int | None = None  # with Construction Discount, when payable so
    reason: Reason | None = None  # why not (illegal only)
    pinned: bool = False  # waiting for the payment choice


@attrs.frozen
class ViewHints:
    names: tuple[str, ...] = ()
    viewer: int | None = None  # whose hand the table shows (None: nobody's)
    covered: bool = False  # the hand-off cover hides the table
    cover_seat: int | None = None  # to whom the screen must be passed
    interactive: bool = False  # the person looking is the one to act
    # harbour slot -> the ability taking it would use (None: no ability); legal only
    slots: tuple[tuple[int, Ability | None], ...] = ()
    stacks: frozenset[str] = frozenset()  # coloured tiles buildable somewhere now
    selected_tile: str | None = None
    # cells (brick under the pointer) where the selected tile fits, with its cost
    spots: tuple[tuple[Cell, int], ...] = ()
    white_cells: frozenset[Cell] = frozenset()  # coat of arms: white tile spots
    discard_colours: frozenset[Colour] = frozenset()
    usable_abilities: frozenset[Ability] = frozenset()  # of the seat to act
    ghost: Ghost | None = None
    hint_slots: frozenset[int] = frozenset()
    hint_tile: str | None = None
    hint_cells: tuple[Cell, ...] = ()
    hint_colour: Colour | None = None
    hint_ability: Ability | None = None
    keyboard: tuple | None = None  # the scene key of the piece the keyboard is on
    awaiting: int | None = None  # the seat whose finished turn waits for its confirm

    def slot_legal(self, slot: int) -> bool:
        return any(s == slot for s, _ in self.slots)

    def slot_uses(self, slot: int) -> Ability | None:
        return dict(self.slots).get(slot)
