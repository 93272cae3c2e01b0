"""What the table lights up, computed from the engine's answers only (pure, no Qt):
which harbour cards may be taken and which ability each take would use, which tile
stacks can be built, where the selected tile fits in its current orientation and at
what cost, the ghost under the pointer, white tile spots, discards, the hint, and who
may look at which hand (the hand-off cover in pass-and-play)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from copenhagen_gui.core.building import Cell, in_grid, transform

from ..rules import engine, queries
from ..rules.actions import (
    Action,
    Build,
    Discard,
    PlaceWhite,
    TakeAbility,
    TakeCard,
)
from ..rules.components import TILES_BY_ID, Colour
from ..rules.queries import BuildOption
from ..rules.state import GameState
from ..scene.hints import Ghost, ViewHints


@attrs.frozen
class Selection:
    """The player's gesture in progress (the controller keeps it; undo clears it)."""

    tile: str | None = None
    rotation: int = 0  # quarter turns
    mirrored: bool = False
    hover: Cell | None = None  # the house cell under the pointer (the acting seat's)
    pending: BuildOption | None = None  # a spot chosen, waiting for the payment choice
    hint: Action | None = None  # the strong player's suggestion, shown until the next move
    # The keyboard's place when no tile is picked: a harbour slot, or a hand colour while
    # discarding (None: the first one the move may use). A picked tile's is ``hover``.
    slot_cursor: int | None = None
    hand_cursor: Colour | None = None


def acting_seat(state: GameState) -> int | None:
    seats = engine.seats_to_act(state)
    return next(iter(seats)) if seats else None


def who_looks(state: GameState, bots: Sequence[str | None], revealed: int | None,
              awaiting: int | None = None) -> tuple[int | None, bool]:
    """(the seat whose hand may be shown, whether the hand-off cover is up).

    With one person at the table it is always theirs. With several, a hand shows only
    after its owner clicked the cover ("revealed"); while a computer plays or the game
    is over, no hand shows. A finished turn waiting for its confirm (``awaiting``)
    still shows its player's hand: the hand-off comes after the confirm."""
    people = [s for s, level in enumerate(bots) if level is None]
    if len(people) <= 1:
        return (people[0] if people else None), False
    acting = acting_seat(state) if awaiting is None else awaiting
    if acting is None or bots[acting] is not None:
        return None, False
    if revealed == acting:
        return acting, False
    return None, True


def oriented(tile: str, rotation: int, mirrored: bool) -> tuple[Cell, ...]:
    """The tile's cells in this orientation; cell 0 is the brick."""
    return transform(TILES_BY_ID[tile].cells, rotation, mirrored)


def placed_at(image: tuple[Cell, ...], anchor: Cell) -> tuple[Cell, ...]:
    """The oriented tile moved so its first cell (the brick) is on ``anchor``."""
    dx = anchor[0] - image[0][0]
    dy = anchor[1] - image[0][1]
    return tuple((x + dx, y + dy) for x, y in image)


def affordable(option: BuildOption) -> bool:
    return option.payable or option.discount_payable


def options_by_anchor(
    state: GameState, seat: int, tile: str, rotation: int, mirrored: bool
) -> dict[Cell, BuildOption]:
    """The affordable spots of the tile in this orientation, by the cell under its
    brick."""
    image = oriented(tile, rotation, mirrored)
    found = {}
    for option in queries.build_options(state, seat, tile):
        if not affordable(option):
            continue
        brick = option.placement.brick
        if tuple(sorted(placed_at(image, brick))) == option.placement.cells:
            found[brick] = option
    return found


def spot_cost(option: BuildOption) -> int:
    return option.cost if option.payable else option.discount_cost


def build_choices(state: GameState, seat: int, option: BuildOption) -> tuple[Build, ...]:
    """Every way to pay for this spot: the plain cost first, then with Construction
    Discount; within each, payments with fewer cards of another colour first."""
    tile = option.placement.tile
    colour = TILES_BY_ID[tile].colour
    found: list[Build] = []
    for discount, cost, payable in (
        (False, option.cost, option.payable),
        (True, option.discount_cost, option.discount_payable),
    ):
        if not payable:
            continue
        paid_options = sorted(
            queries.payments(state, seat, tile, cost),
            key=lambda paid: (sum(1 for c in paid if c is not colour), paid),
        )
        for paid in paid_options:
            found.append(queries.make_build(seat, option.placement, paid, discount))
    return tuple(dict.fromkeys(found))


def build(
    state: GameState,
    names: Sequence[str],
    bots: Sequence[str | None],
    revealed: int | None,
    selection: Selection,
    awaiting: int | None = None,
) -> ViewHints:
    """``awaiting``: the seat whose finished turn waits for its confirm (the session's)."""
    viewer, covered = who_looks(state, bots, revealed, awaiting)
    acting = acting_seat(state)
    common = dict(names=tuple(names), viewer=viewer, covered=covered,
                  cover_seat=(acting if awaiting is None else awaiting) if covered else None,
                  awaiting=awaiting)
    if covered or acting is None or viewer != acting:
        return ViewHints(**common)
    seat = acting
    legal = engine.legal_actions(state, seat)
    slots = tuple(
        (a.slot, queries.take_uses(state, a.slot)) for a in legal if isinstance(a, TakeCard)
    )
    discards = frozenset(a.colour for a in legal if isinstance(a, Discard))
    white = frozenset(a.cell for a in legal if isinstance(a, PlaceWhite))
    stacks = frozenset(
        a.tile for a in legal if isinstance(a, Build)
    )
    usable = frozenset(a for a, reason in queries.ability_reasons(state, seat).items() if reason is None)
    spots: tuple[tuple[Cell, int], ...] = ()
    ghost = None
    tile = selection.tile if selection.tile in stacks else None
    if tile is not None:
        by_anchor = options_by_anchor(state, seat, tile, selection.rotation, selection.mirrored)
        spots = tuple(sorted((cell, spot_cost(o)) for cell, o in by_anchor.items()))
        if selection.pending is not None:
            ghost = _ghost_for(seat, selection.pending, pinned=True)
        elif selection.hover is not None:
            option = by_anchor.get(selection.hover)
            if option is not None:
                ghost = _ghost_for(seat, option, pinned=False)
            else:
                ghost = _illegal_ghost(state, seat, tile, selection)
    hint = _hint_fields(state, selection.hint)
    keyboard = keyboard_place(state, seat, selection, slots, discards, white, tile)
    return ViewHints(
        keyboard=keyboard,
        **common,
        interactive=True,
        slots=slots,
        stacks=stacks,
        selected_tile=tile,
        spots=spots,
        white_cells=white,
        discard_colours=discards,
        usable_abilities=usable,
        ghost=ghost,
        **hint,
    )


def keyboard_place(state: GameState, seat: int, selection: Selection, slots, discards,
                   white, tile: str | None) -> tuple | None:
    """The scene key of the piece the keyboard is on (its ring always shows): the cell
    under a picked tile or a special tile, the hand card to discard, else the harbour
    card (by default the first one that may be taken without an ability)."""
    if tile is not None:
        return ("cell", seat, selection.hover) if selection.hover is not None else ("stack", tile)
    if white:
        cell = selection.hover if selection.hover is not None else min(white)
        return ("cell", seat, cell)
    if discards:
        colour = selection.hand_cursor if selection.hand_cursor in discards else \
            min(discards, key=lambda c: c.index)
        return ("hand", colour)
    if slots:
        free = [slot for slot, uses in slots if uses is None]  # a take using no ability first
        slot = selection.slot_cursor if selection.slot_cursor is not None else (free or [slots[0][0]])[0]
        return ("slot", slot)
    return None


def _ghost_for(seat: int, option: BuildOption, pinned: bool) -> Ghost:
    placement = option.placement
    return Ghost(
        seat=seat,
        cells=placement.cells,
        brick=placement.brick,
        colour=TILES_BY_ID[placement.tile].colour,
        legal=True,
        cost=spot_cost(option),
        discount_cost=option.discount_cost if option.payable and option.discount_payable else None,
        pinned=pinned,
    )


def _illegal_ghost(state: GameState, seat: int, tile: str, selection: Selection) -> Ghost:
    image = oriented(tile, selection.rotation, selection.mirrored)
    cells = placed_at(image, selection.hover)
    reason = queries.spot_reason(state, seat, tile, cells)
    return Ghost(
        seat=seat,
        cells=tuple(c for c in cells if in_grid(*c)),
        brick=cells[0],
        colour=TILES_BY_ID[tile].colour,
        legal=False,
        reason=reason,
    )


def _hint_fields(state: GameState, action: Action | None) -> dict:
    if action is None:
        return {}
    if isinstance(action, TakeCard):
        return {"hint_slots": frozenset({action.slot})}
    if isinstance(action, Build):
        return {"hint_tile": action.tile, "hint_cells": action.cells,
                "hint_colour": TILES_BY_ID[action.tile].colour}
    if isinstance(action, PlaceWhite):
        return {"hint_cells": (action.cell,), "hint_colour": Colour.WHITE}
    if isinstance(action, Discard):
        return {"hint_colour": action.colour}
    if isinstance(action, TakeAbility):
        return {"hint_ability": action.ability}
    return {}
