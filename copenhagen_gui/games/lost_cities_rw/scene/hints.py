"""What the table shows beyond the state: which dice and squares the seat deciding now
may choose, what is selected, the suggestion. Pure values (no Qt), built by
``ui.view_hints`` from the engine's answers; the scene only draws them."""

from __future__ import annotations

import attrs

# A target cell on a sheet: ("circle", colour), ("square", colour, index), ("top", colour).
CellKey = tuple


@attrs.frozen
class DieLook:
    kind: str  # "number" or "colour"
    index: int  # 0-2 within its kind
    face: int | None  # 0-9 or a Colour value; None before the first roll
    taken: bool = False  # the active seat took it this turn
    available: bool = False  # the deciding seat may pick it now
    selected: bool = False
    hinted: bool = False
    stale: bool = False  # the previous turn's faces, waiting for a roll


@attrs.frozen
class Spot:
    """A cell the deciding seat may write in now, with the actions that would."""

    seat: int
    key: CellKey
    actions: tuple = ()
    preview: str = ""  # what would be written (a number, "0", a tick)
    hinted: bool = False


@attrs.frozen
class TableHints:
    deciding: int | None = None  # the seat the table asks now (a person), if any
    dice: tuple[DieLook, ...] = ()
    spots: tuple[Spot, ...] = ()
    hint_spot: tuple[int, CellKey] | None = None  # a suggested cell (seat, key)


EMPTY_HINTS = TableHints()
