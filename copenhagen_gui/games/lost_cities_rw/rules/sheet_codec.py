"""Sheet <-> JSON, with validation that names every problem per field.

A player will type their printed sheet into an editor, so validation never stops at the
first problem: ``sheet_from_json`` collects every ``SheetIssue`` (a field path such as
``expedition_scale[8].value``, a typed ``SheetProblem`` and what was expected/found) and
raises one ``SheetValidationError`` carrying them all. The editor translates the
problems; nothing here is an English sentence meant for players.

Format 1:
    {"format": 1, "sheet_id": ..., "name": ..., "notice": ..., "sources": {id: text},
     "expedition_scale": [10 x {"value", "status", "source"}],
     "track_scale":      [10 x {...}],   # index 9 is the full artifact column
     "dice_exhausted": {...}, "bridge_after_square": {...}, "bridge_points": {...},
     "special_squares": {"red": [9 x {"symbol", "status", "source"}], ... "purple": [...]}}
"""

from __future__ import annotations

import enum
import functools
import json
import unicodedata
from importlib import resources
from typing import Any

import attrs

from copenhagen_gui.core.safe_read import NumberTooLong, parse_json

from .components import COLOURS, SQUARES, TRACK_LENGTH
from .sheet import (
    BRIDGE_AFTER_SQUARE,
    BRIDGE_POINTS,
    DICE_EXHAUSTED_POINTS,
    EXPEDITION_ANCHORS,
    EXPEDITION_NEGATIVE_LEVELS,
    TRACK_ANCHORS,
    TRACK_NEGATIVE_MARKS,
    Rated,
    Sheet,
    Status,
    Symbol,
    is_sheet_id,
)

FORMAT = 1
SCALE_LENGTH = 10  # index 0 plus nine levels
HOUSE_SHEET_FILE = "house_sheet.json"
TOP_FIELDS = ("format", "sheet_id", "name", "notice", "sources", "expedition_scale", "track_scale",
              "dice_exhausted", "bridge_after_square", "bridge_points", "special_squares")
NAME_MAX_LENGTH = 80  # the editor takes 60 characters
SHOWN_LENGTH = 40  # of a text or field name quoted in a problem: a file may hold megabytes
VALUE_FIELDS = ("value", "status", "source")
SQUARE_FIELDS = ("symbol", "status", "source")


class SheetProblem(str, enum.Enum):
    MALFORMED_JSON = "malformed_json"  # the text is not JSON at all
    WRONG_TYPE = "wrong_type"  # expected an object / list / integer / text
    MISSING_FIELD = "missing_field"
    UNKNOWN_FIELD = "unknown_field"  # a typo, most likely
    UNSUPPORTED_FORMAT = "unsupported_format"
    EMPTY_TEXT = "empty_text"
    WRONG_LENGTH = "wrong_length"
    UNKNOWN_STATUS = "unknown_status"
    UNKNOWN_SYMBOL = "unknown_symbol"
    NOT_RISING = "not_rising"  # a scale value is not above the one below it
    WRONG_SIGN = "wrong_sign"  # levels 1-3 must lose points, 4-9 win (track: 0 scores 0)
    ANCHOR_MISMATCH = "anchor_mismatch"  # differs from a value the rulebook fixes
    BAD_ID = "bad_id"  # not letters, digits, "-" and "_" (it may name a file)
    BAD_TEXT = "bad_text"  # text no file can hold (a lone surrogate); a name with control characters
    TEXT_TOO_LONG = "text_too_long"
    NUMBER_TOO_LONG = "number_too_long"  # more digits than any sheet value has
    # The file itself, before any JSON (the sheet library's):
    UNREADABLE = "unreadable"  # missing, no permission, an I/O error
    NOT_A_FILE = "not_a_file"  # a folder, a pipe, a device
    TOO_LARGE = "too_large"  # far larger than any sheet: not read
    ID_TAKEN = "id_taken"  # another sheet (or the house sheet) has its id


@attrs.frozen
class SheetIssue:
    path: str  # e.g. "expedition_scale[8].value", "special_squares.red[3].symbol"
    problem: SheetProblem
    expected: Any = None  # a value, or a word: "object", "negative", "above -20" ...
    found: Any = None


class SheetValidationError(ValueError):
    """Raised with every issue found; ``issues`` is never empty."""

    def __init__(self, issues: list[SheetIssue] | tuple[SheetIssue, ...]):
        self.issues: tuple[SheetIssue, ...] = tuple(issues)
        # (the first few: a hostile file may hold thousands)
        super().__init__("; ".join(f"{i.path}: {i.problem.value} (expected {i.expected!r}, found {i.found!r})"
                                   for i in self.issues[:20]))


# --- writing -------------------------------------------------------------------------


def _rated_json(r: Rated, key: str = "value") -> dict:
    value = r.value.value if isinstance(r.value, Symbol) else r.value
    return {key: value, "status": r.status.value, "source": r.source}


def sheet_to_json(sheet: Sheet) -> dict:
    return {
        "format": FORMAT,
        "sheet_id": sheet.sheet_id,
        "name": sheet.name,
        "notice": sheet.notice,
        "sources": dict(sheet.sources),
        "expedition_scale": [_rated_json(r) for r in sheet.expedition_scale],
        "track_scale": [_rated_json(r) for r in sheet.track_scale],
        "dice_exhausted": _rated_json(sheet.dice_exhausted),
        "bridge_after_square": _rated_json(sheet.bridge_after_square),
        "bridge_points": _rated_json(sheet.bridge_points),
        "special_squares": {c.key: [_rated_json(r, "symbol") for r in column]
                            for c, column in zip(COLOURS, sheet.special)},
    }


def sheet_to_text(sheet: Sheet) -> str:
    return json.dumps(sheet_to_json(sheet), ensure_ascii=False, indent=1)


# --- reading -------------------------------------------------------------------------


class _Reader:
    """Walks the JSON once, building values and collecting issues."""

    def __init__(self) -> None:
        self.issues: list[SheetIssue] = []

    def flag(self, path: str, problem: SheetProblem, expected: Any = None, found: Any = None) -> None:
        self.issues.append(SheetIssue(_shown(path, 3 * SHOWN_LENGTH), problem, expected, _shown_value(found)))

    def fields(self, data: Any, path: str, names: tuple[str, ...]) -> dict | None:
        """``data`` as an object: unknown fields flagged, missing ones flagged and dropped."""
        if not isinstance(data, dict):
            self.flag(path or "(sheet)", SheetProblem.WRONG_TYPE, "object", type(data).__name__)
            return None
        prefix = f"{path}." if path else ""
        for key in data:
            if key not in names:
                self.flag(prefix + str(key), SheetProblem.UNKNOWN_FIELD, None, key)
        for name in names:
            if name not in data:
                self.flag(prefix + name, SheetProblem.MISSING_FIELD, name)
        return data

    def text(self, data: Any, path: str) -> str | None:
        if not isinstance(data, str):
            self.flag(path, SheetProblem.WRONG_TYPE, "text", type(data).__name__)
            return None
        if not data.strip():
            self.flag(path, SheetProblem.EMPTY_TEXT)
            return None
        if not _encodable(data):
            self.flag(path, SheetProblem.BAD_TEXT)
            return None
        return data

    def integer(self, data: Any, path: str) -> int | None:
        # bool is an int in Python; a checkbox value is never a score.
        if isinstance(data, bool) or not isinstance(data, int):
            self.flag(path, SheetProblem.WRONG_TYPE, "integer", type(data).__name__)
            return None
        return data

    def status(self, data: Any, path: str) -> Status | None:
        try:
            return Status(data)
        except (ValueError, TypeError):
            self.flag(path, SheetProblem.UNKNOWN_STATUS, [s.value for s in Status], data)
            return None

    def rated(self, data: Any, path: str, key: str = "value") -> Rated | None:
        names = (key, "status", "source")
        obj = self.fields(data, path, names)
        if obj is None:
            return None
        if key == "symbol":
            value: Any = None
            if key in obj:
                try:
                    value = Symbol(obj[key])
                except (ValueError, TypeError):
                    self.flag(f"{path}.symbol", SheetProblem.UNKNOWN_SYMBOL, [s.value for s in Symbol], obj[key])
        else:
            value = self.integer(obj[key], f"{path}.value") if key in obj else None
        status = self.status(obj["status"], f"{path}.status") if "status" in obj else None
        source = self.text(obj["source"], f"{path}.source") if "source" in obj else None
        if value is None or status is None or source is None:
            return None
        return Rated(value, status, source)

    def scale(self, data: Any, path: str) -> tuple[Rated, ...] | None:
        if not isinstance(data, list):
            self.flag(path, SheetProblem.WRONG_TYPE, "list", type(data).__name__)
            return None
        if len(data) != SCALE_LENGTH:
            self.flag(path, SheetProblem.WRONG_LENGTH, SCALE_LENGTH, len(data))
            return None
        values = [self.rated(item, f"{path}[{i}]") for i, item in enumerate(data)]
        return None if None in values else tuple(values)

    def special(self, data: Any, path: str) -> tuple[tuple[Rated, ...], ...] | None:
        obj = self.fields(data, path, tuple(c.key for c in COLOURS))
        if obj is None:
            return None
        columns = []
        for colour in COLOURS:
            column_path = f"{path}.{colour.key}"
            column = obj.get(colour.key)
            if colour.key not in obj:
                columns.append(None)
            elif not isinstance(column, list):
                self.flag(column_path, SheetProblem.WRONG_TYPE, "list", type(column).__name__)
                columns.append(None)
            elif len(column) != SQUARES:
                self.flag(column_path, SheetProblem.WRONG_LENGTH, SQUARES, len(column))
                columns.append(None)
            else:
                squares = [self.rated(item, f"{column_path}[{i}]", "symbol") for i, item in enumerate(column)]
                columns.append(None if None in squares else tuple(squares))
        return None if None in columns else tuple(columns)

    def sources(self, data: Any, path: str) -> tuple[tuple[str, str], ...] | None:
        if not isinstance(data, dict):
            self.flag(path, SheetProblem.WRONG_TYPE, "object", type(data).__name__)
            return None
        pairs = []
        for key, text in data.items():
            if not _encodable(key):
                self.flag(f"{path}.{key}", SheetProblem.BAD_TEXT)
            elif self.text(text, f"{path}.{key}") is not None:
                pairs.append((str(key), text))
        return tuple(pairs)


def _encodable(text: str) -> bool:
    """Text UTF-8 can hold (no lone surrogate): else no save or record could hold the sheet."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(text: str, length: int = SHOWN_LENGTH) -> str:
    return text if len(text) <= length else text[: length - 1] + "…"


def _shown_value(found: Any) -> Any:
    """What a problem quotes of a value: a short text, a number, or the name of its
    type (a list or object may be nested thousands deep)."""
    if isinstance(found, str):
        return _shown(found)
    if found is None or isinstance(found, (bool, int, float)):
        return found
    return type(found).__name__


def _check_values(reader: _Reader, exp: tuple[Rated, ...] | None, track: tuple[Rated, ...] | None,
                  dice: Rated | None, after: Rated | None, points: Rated | None) -> None:
    """The rules on numbers: rising scales, the sign pattern, the verified anchors."""
    flag = reader.flag
    if exp is not None:
        values = [r.value for r in exp]
        for level, value in enumerate(values):
            path = f"expedition_scale[{level}].value"
            if level in EXPEDITION_ANCHORS and value != EXPEDITION_ANCHORS[level]:
                flag(path, SheetProblem.ANCHOR_MISMATCH, EXPEDITION_ANCHORS[level], value)
            if level in EXPEDITION_NEGATIVE_LEVELS and value >= 0:
                flag(path, SheetProblem.WRONG_SIGN, "negative", value)
            if level not in EXPEDITION_NEGATIVE_LEVELS and value <= 0:
                flag(path, SheetProblem.WRONG_SIGN, "positive", value)
            if level > 0 and value <= values[level - 1]:
                flag(path, SheetProblem.NOT_RISING, f"above {values[level - 1]}", value)
    if track is not None:
        values = [r.value for r in track]
        for marks, value in enumerate(values):
            path = f"track_scale[{marks}].value"
            if marks in TRACK_ANCHORS and value != TRACK_ANCHORS[marks]:
                flag(path, SheetProblem.ANCHOR_MISMATCH, TRACK_ANCHORS[marks], value)
            if marks == 0 and value != 0:
                flag(path, SheetProblem.WRONG_SIGN, "zero", value)
            elif marks in TRACK_NEGATIVE_MARKS and value >= 0:
                flag(path, SheetProblem.WRONG_SIGN, "negative", value)
            elif marks > TRACK_NEGATIVE_MARKS[-1] and value <= 0:
                flag(path, SheetProblem.WRONG_SIGN, "positive", value)
            # Mark 0 ("nothing hatched") sits outside the rising part of the scale.
            if marks > 1 and value <= values[marks - 1]:
                flag(path, SheetProblem.NOT_RISING, f"above {values[marks - 1]}", value)
    for rated, path, anchor in ((dice, "dice_exhausted.value", DICE_EXHAUSTED_POINTS),
                                (after, "bridge_after_square.value", BRIDGE_AFTER_SQUARE),
                                (points, "bridge_points.value", BRIDGE_POINTS)):
        if rated is not None and rated.value != anchor:
            flag(path, SheetProblem.ANCHOR_MISMATCH, anchor, rated.value)


def sheet_from_json(data: Any) -> Sheet:
    """A validated Sheet, or SheetValidationError listing every issue."""
    reader = _Reader()
    obj = reader.fields(data, "", TOP_FIELDS)
    if obj is None:
        raise SheetValidationError(reader.issues)
    if "format" in obj and obj["format"] != FORMAT:
        reader.flag("format", SheetProblem.UNSUPPORTED_FORMAT, FORMAT, obj["format"])
    get = obj.get
    sheet_id = reader.text(get("sheet_id"), "sheet_id") if "sheet_id" in obj else None
    if sheet_id is not None and not is_sheet_id(sheet_id):
        reader.flag("sheet_id", SheetProblem.BAD_ID, "letters, digits, - and _", sheet_id)
    name = reader.text(get("name"), "name") if "name" in obj else None
    if name is not None and len(name) > NAME_MAX_LENGTH:
        reader.flag("name", SheetProblem.TEXT_TOO_LONG, NAME_MAX_LENGTH, len(name))
    elif name is not None and any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name):
        reader.flag("name", SheetProblem.BAD_TEXT)  # a name is one line of a menu
    notice = get("notice")
    if "notice" in obj and not isinstance(notice, str):  # may be empty: a fully verified sheet
        reader.flag("notice", SheetProblem.WRONG_TYPE, "text", type(notice).__name__)
    elif "notice" in obj and not _encodable(notice):
        reader.flag("notice", SheetProblem.BAD_TEXT)
    sources = reader.sources(get("sources"), "sources") if "sources" in obj else None
    exp = reader.scale(get("expedition_scale"), "expedition_scale") if "expedition_scale" in obj else None
    track = reader.scale(get("track_scale"), "track_scale") if "track_scale" in obj else None
    singles = {key: reader.rated(get(key), key) if key in obj else None
               for key in ("dice_exhausted", "bridge_after_square", "bridge_points")}
    special = reader.special(get("special_squares"), "special_squares") if "special_squares" in obj else None
    _check_values(reader, exp, track, *singles.values())
    if reader.issues:
        raise SheetValidationError(reader.issues)
    return Sheet(sheet_id=sheet_id, name=name, notice=notice, expedition_scale=exp, track_scale=track,
                 dice_exhausted=singles["dice_exhausted"], bridge_after_square=singles["bridge_after_square"],
                 bridge_points=singles["bridge_points"], special=special, sources=sources)


def sheet_from_text(text: str) -> Sheet:
    """Parse and validate a sheet typed or saved as JSON text."""
    try:
        data = parse_json(text)
    except NumberTooLong:
        raise SheetValidationError([SheetIssue("(sheet)", SheetProblem.NUMBER_TOO_LONG)]) from None
    except (json.JSONDecodeError, TypeError, RecursionError) as error:
        position = f"line {error.lineno}, column {error.colno}" if isinstance(error, json.JSONDecodeError) else None
        raise SheetValidationError([SheetIssue("(sheet)", SheetProblem.MALFORMED_JSON, "JSON", position)]) from None
    return sheet_from_json(data)


@functools.cache
def load_house_sheet() -> Sheet:
    text = resources.files(__package__).joinpath(HOUSE_SHEET_FILE).read_text(encoding="utf-8")
    return sheet_from_text(text)


assert TRACK_LENGTH == SQUARES == SCALE_LENGTH - 1  # one scale index per level, plus index 0
