"""A sheet being typed in: the codec's JSON, edited in place (pure Python, no Qt).

The editor changes the JSON the codec reads, so its live check is exactly the check a
saved or shipped file gets (``sheet_from_json``). A value the player enters becomes
``verified`` with the source "printed"; values they leave keep the status they came
with (a sheet started from the house sheet stays honest about what was not checked).
"""

from __future__ import annotations

import copy
import re

from ..rules.components import COLOURS, SQUARES, Colour
from ..rules.sheet import Rated, Sheet, Status, Symbol
from ..rules.sheet_codec import SheetIssue, SheetValidationError, sheet_from_json, sheet_to_json

PRINTED_SOURCE = "printed"
PRINTED_SOURCE_TEXT = "entered by the player from their printed sheet"
# English data, like the house sheet's own notice; the table shows it under the sheets.
PARTLY_CHECKED_NOTICE = "Entered by a player; some values are still the house sheet's, not checked on paper."
SYMBOL_CYCLE = (Symbol.NONE, Symbol.ACCELERATION, Symbol.ARTIFACT)
_INDEXED = re.compile(r"^(expedition_scale|track_scale)\[(\d)\]\.value$")


class SheetDraft:
    def __init__(self, sheet: Sheet, sheet_id: str | None = None):
        """Start from ``sheet`` (the house sheet for a new one); ``sheet_id`` None keeps
        the sheet's id (editing a saved sheet)."""
        self.data = copy.deepcopy(sheet_to_json(sheet))
        if sheet_id is not None:
            self.data["sheet_id"] = sheet_id

    # --- editing ---------------------------------------------------------------------

    def _entered(self, rated: dict) -> None:
        rated["status"] = Status.VERIFIED.value
        rated["source"] = PRINTED_SOURCE
        self.data["sources"][PRINTED_SOURCE] = PRINTED_SOURCE_TEXT

    def set_name(self, name: str) -> None:
        self.data["name"] = name.strip()

    def set_scale_value(self, scale: str, index: int, value: int) -> None:
        """``scale`` "expedition_scale" or "track_scale"."""
        rated = self.data[scale][index]
        rated["value"] = int(value)
        self._entered(rated)

    def symbol(self, colour: Colour, square: int) -> Symbol:
        return Symbol(self.data["special_squares"][colour.key][square]["symbol"])

    def set_symbol(self, colour: Colour, square: int, symbol: Symbol) -> None:
        rated = self.data["special_squares"][colour.key][square]
        rated["symbol"] = symbol.value
        self._entered(rated)

    def cycle_symbol(self, colour: Colour, square: int) -> Symbol:
        """none -> acceleration -> artifact -> none; returns the new symbol."""
        now = SYMBOL_CYCLE.index(self.symbol(colour, square))
        new = SYMBOL_CYCLE[(now + 1) % len(SYMBOL_CYCLE)]
        self.set_symbol(colour, square, new)
        return new

    def confirm_all(self) -> None:
        """The player says every value on screen is their printed sheet's."""
        for scale in ("expedition_scale", "track_scale"):
            for rated in self.data[scale]:
                self._entered(rated)
        for colour in COLOURS:
            for rated in self.data["special_squares"][colour.key]:
                self._entered(rated)

    # --- reading ---------------------------------------------------------------------

    def value(self, scale: str, index: int) -> int:
        return self.data[scale][index]["value"]

    @property
    def name(self) -> str:
        return self.data["name"]

    def _finished_data(self) -> dict:
        data = copy.deepcopy(self.data)
        statuses = [r["status"] for key in ("expedition_scale", "track_scale") for r in data[key]]
        statuses += [r["status"] for c in COLOURS for r in data["special_squares"][c.key]]
        data["notice"] = "" if all(s == Status.VERIFIED.value for s in statuses) else PARTLY_CHECKED_NOTICE
        return data

    def issues(self) -> tuple[SheetIssue, ...]:
        """Every problem, exactly as the codec finds them (none: the draft may be saved)."""
        try:
            sheet_from_json(self._finished_data())
        except SheetValidationError as error:
            return error.issues
        return ()

    def sheet(self) -> Sheet:
        """The validated sheet (raises SheetValidationError while issues remain)."""
        return sheet_from_json(self._finished_data())

    def preview(self) -> Sheet:
        """An unchecked Sheet for drawing while values may still be wrong."""
        d = self.data

        def rated(item: dict, key: str = "value") -> Rated:
            return Rated(item[key], item["status"], item["source"])

        return Sheet(sheet_id=d["sheet_id"], name=d["name"] or " ", notice=d["notice"],
                     expedition_scale=tuple(rated(r) for r in d["expedition_scale"]),
                     track_scale=tuple(rated(r) for r in d["track_scale"]),
                     dice_exhausted=rated(d["dice_exhausted"]),
                     bridge_after_square=rated(d["bridge_after_square"]),
                     bridge_points=rated(d["bridge_points"]),
                     special=tuple(tuple(rated(r, "symbol") for r in d["special_squares"][c.key]) for c in COLOURS),
                     sources=tuple(d["sources"].items()))


def field_of(issue: SheetIssue) -> tuple[str, int] | str:
    """Where the editor shows an issue: ("expedition_scale", 3), "name", or "sheet"."""
    match = _INDEXED.match(issue.path)
    if match:
        return match.group(1), int(match.group(2))
    if issue.path == "name":
        return "name"
    return "sheet"


assert SQUARES == 9
