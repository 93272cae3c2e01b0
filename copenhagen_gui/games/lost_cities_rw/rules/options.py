"""Game options: seats, first player, the open rule point Q1, and the sheet itself.

The whole sheet travels inside the options, so a record replays on the sheet it was
played on even after the shipped house sheet or the player's custom sheet changes.
"""

from __future__ import annotations

from typing import Any

import attrs

from .components import MAX_SEATS, MIN_SEATS
from .sheet import Sheet, house_sheet
from .sheet_codec import sheet_from_json, sheet_to_json


def _default_sheet() -> Sheet:
    return house_sheet()


@attrs.frozen
class Options:
    seat_count: int
    sheet: Sheet = attrs.field(factory=_default_sheet)
    first_seat: int = 0  # "whoever goes on adventures most often"; an app may draw it
    # Rule point Q1: may a 0 start an expedition as a 10? The rulebook reads 0 as 10 only
    # "once the expedition has started", so the default is no.
    zero_starts_as_ten: bool = False

    def __attrs_post_init__(self) -> None:
        if not MIN_SEATS <= self.seat_count <= MAX_SEATS:
            raise ValueError(f"seat_count must be {MIN_SEATS}-{MAX_SEATS}, not {self.seat_count}")
        if not 0 <= self.first_seat < self.seat_count:
            raise ValueError(f"first_seat must be a seat, not {self.first_seat}")


def options_to_json(options: Options) -> dict:
    return {
        "seat_count": options.seat_count,
        "first_seat": options.first_seat,
        "zero_starts_as_ten": options.zero_starts_as_ten,
        "sheet": sheet_to_json(options.sheet),
    }


def options_from_json(data: Any, seat_count: int | None = None) -> Options:
    """Options from a record. Raises ValueError (SheetValidationError for the sheet)."""
    if not isinstance(data, dict):
        raise ValueError("options must be an object")
    count = data.get("seat_count", seat_count)
    if seat_count is not None and count != seat_count:
        raise ValueError(f"options are for {count} seats, the record has {seat_count}")
    first = data.get("first_seat", 0)
    zero = data.get("zero_starts_as_ten", False)
    for name, value, kind in (("seat_count", count, int), ("first_seat", first, int),
                              ("zero_starts_as_ten", zero, bool)):
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"{name} must be {kind.__name__}, not {value!r}")
    if "sheet" not in data:
        raise ValueError("options carry no sheet")
    return Options(count, sheet_from_json(data["sheet"]), first, zero)
