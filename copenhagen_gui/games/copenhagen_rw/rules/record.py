"""Game records: the versioned JSON form of a game, and its replay.

A record holds the options, the players' names, the seed the roller started from, every
action taken (rolls carry their faces) and a cursor: how many actions are applied. The
actions after the cursor are the redo history. Loading validates everything and
replays it; any problem becomes a ``RecordError`` with a kind a user interface can
translate and the index of the offending action.
"""

from __future__ import annotations

import enum
import json
from typing import Any

import attrs

from copenhagen_gui.core.names import BadName, clean_name
from copenhagen_gui.core.safe_read import FileRefusal, FileRefused, NumberTooLong, parse_json, read_limited
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ACTION_KINDS, ACTION_TYPES, Action
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import FIRST_RULES_VERSION, RULES_VERSION, GameOptions, GameState, Reason

FORMAT_NAME = "copenhagen-roll-and-write"
FORMAT_VERSION = 1
# RULES_VERSION (2: one No X star covers one tile, ruling 9) lives with GameOptions in
# state.py: each game keeps the rules it was started with. A record's "rules_version"
# is its game's; older records are not migrated but replay under their own rules,
# because a ruling changes what the recorded moves did (a One X cell's O or X, its
# points, the coats of arms that follow).
# Levels of computer players a seat may have (bots.Level values; the rules package
# does not import the bots).
BOT_LEVELS = ("easy", "normal", "strong")
# A real record is a few tens of kilobytes; anything far larger is refused unread.
MAX_RECORD_BYTES = 5 * 1024 * 1024


class RecordProblem(str, enum.Enum):
    UNREADABLE = "unreadable"  # the file could not be read
    NOT_JSON = "not_json"
    NOT_A_RECORD = "not_a_record"  # JSON, but not a Copenhagen record
    FUTURE_VERSION = "future_version"
    MALFORMED = "malformed"  # a field is missing or has the wrong type
    BAD_ACTION = "bad_action"  # an action that is not well formed
    ILLEGAL_ACTION = "illegal_action"  # an action the rules refuse
    TOO_LARGE = "too_large"  # far larger than any record: not read
    NOT_A_FILE = "not_a_file"  # a folder, a pipe, a socket, a device: not read
    BAD_NAME = "bad_name"  # a player's name too long, empty, or with control characters


class RecordError(ValueError):
    def __init__(
        self,
        problem: RecordProblem,
        detail: str = "",
        index: int | None = None,
        reason: Reason | None = None,
    ):
        self.problem = problem
        self.detail = detail
        self.index = index
        self.reason = reason
        super().__init__(self.describe())

    def describe(self) -> str:
        """A plain English description, for the command line and bug reports."""
        where = f"action {self.index}: " if self.index is not None else ""
        if self.problem is RecordProblem.ILLEGAL_ACTION:
            return f"{where}illegal action ({self.reason.value}): {self.detail}"
        text = {
            RecordProblem.UNREADABLE: "cannot read the file",
            RecordProblem.NOT_JSON: "not a JSON file",
            RecordProblem.NOT_A_RECORD: "not a Copenhagen Roll & Write game record",
            RecordProblem.FUTURE_VERSION: "made by a newer version of the game",
            RecordProblem.MALFORMED: "malformed record",
            RecordProblem.BAD_ACTION: "malformed action",
            RecordProblem.TOO_LARGE: "the file is far too large to be a game record",
            RecordProblem.NOT_A_FILE: "not an ordinary file",
            RecordProblem.BAD_NAME: "a player's name is not acceptable",
        }[self.problem]
        return f"{where}{text}" + (f": {self.detail}" if self.detail else "")


@attrs.frozen
class GameRecord:
    options: GameOptions
    names: tuple[str, ...]
    seed: int | None = None
    actions: tuple[Action, ...] = ()
    cursor: int = 0
    # Per seat: the computer player's level ("easy", "normal", "strong") or None for a
    # person. Defaults to all people (and so does a file written before bots existed).
    bots: tuple[str | None, ...] = attrs.field(
        default=attrs.Factory(lambda self: (None,) * len(self.names), takes_self=True),
        converter=tuple,
    )

    def __attrs_post_init__(self):
        if len(self.bots) != len(self.names):
            raise ValueError(f"{len(self.names)} seats but {len(self.bots)} bot entries")
        if any(b is not None and b not in BOT_LEVELS for b in self.bots):
            raise ValueError(f"unknown bot level in {self.bots!r}")

    def with_action(self, action: Action) -> "GameRecord":
        """Append an action at the cursor, dropping any redo history after it."""
        return attrs.evolve(
            self, actions=self.actions[: self.cursor] + (action,), cursor=self.cursor + 1
        )


# --- actions <-> JSON --------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, Colour):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def action_to_json(action: Action) -> dict:
    data = {"type": ACTION_KINDS[type(action)]}
    for field in attrs.fields(type(action)):
        data[field.name] = _plain(getattr(action, field.name))
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_cell(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)


def _is_face(value: Any) -> bool:
    return isinstance(value, str) and value in _FACE_VALUES


_FACE_VALUES = frozenset(c.value for c in Colour)

# The JSON type each action field must have; values are then checked by the rules.
_FIELD_CHECKS = {
    "player": (_is_int, "a number"),
    "die": (_is_int, "a number"),
    "dice": (lambda v: isinstance(v, list) and all(_is_int(i) for i in v), "a list of numbers"),
    "faces": (lambda v: isinstance(v, list) and all(_is_face(f) for f in v), "a list of faces"),
    "face": (_is_face, "a face"),
    "colour": (_is_face, "a colour"),
    "shape": (lambda v: isinstance(v, str), "a shape id"),
    "cell": (_is_cell, "an [x, y] cell"),
    "cells": (lambda v: isinstance(v, list) and all(_is_cell(c) for c in v), "a list of cells"),
}


def action_from_json(data: Any) -> Action:
    """Build an action from its JSON form; raises ValueError with what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {kind!r}")
    fields = attrs.fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"unexpected field(s) {sorted(extra)} in {kind}")
    for field in fields:
        if field.name not in data:
            if field.default is attrs.NOTHING:
                raise ValueError(f"{kind}: missing {field.name}")
            continue
        is_valid, expected = _FIELD_CHECKS[field.name]
        if not is_valid(data[field.name]):
            raise ValueError(f"{kind}: {field.name} must be {expected}")
    return cls(**{k: v for k, v in data.items() if k != "type"})


# --- records <-> JSON --------------------------------------------------------------


def to_json(record: GameRecord) -> dict:
    options = record.options
    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "rules_version": record.options.rules_version,
        "seed": record.seed,
        "players": [
            {"name": name} if bot is None else {"name": name, "bot": bot}
            for name, bot in zip(record.names, record.bots)
        ],
        "options": {
            "start_player": options.start_player,
            "crossed_at_setup": list(options.crossed_at_setup),
            "start_tracks": [None if c is None else c.value for c in options.start_tracks],
        },
        "actions": [action_to_json(a) for a in record.actions],
        "cursor": record.cursor,
    }


def dumps(record: GameRecord) -> str:
    return json.dumps(to_json(record), indent=1, ensure_ascii=False) + "\n"


def _require(condition: bool, detail: str):
    if not condition:
        raise RecordError(RecordProblem.MALFORMED, detail)


def from_json(data: Any) -> GameRecord:
    """Validate the JSON form of a record (not yet the legality of its actions)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise RecordError(RecordProblem.NOT_A_RECORD)
    version = data.get("format_version")
    _require(isinstance(version, int) and not isinstance(version, bool), "format_version")
    # Every record ever written names its rules; one without is from before versions.
    rules_version = data.get("rules_version", FIRST_RULES_VERSION)
    _require(_is_int(rules_version) and rules_version >= FIRST_RULES_VERSION, "rules_version")
    if version > FORMAT_VERSION:
        raise RecordError(RecordProblem.FUTURE_VERSION, f"format version {version}")
    if rules_version > RULES_VERSION:
        raise RecordError(RecordProblem.FUTURE_VERSION, f"rules version {rules_version}")
    _require(version >= 1, "format_version")
    players = data.get("players")
    _require(isinstance(players, list) and 2 <= len(players) <= 4, "players: 2 to 4 needed")
    names, bots = [], []
    for seat, p in enumerate(players):
        _require(isinstance(p, dict) and isinstance(p.get("name"), str), "players: name")
        try:
            names.append(clean_name(p["name"]))
        except BadName as exc:
            raise RecordError(RecordProblem.BAD_NAME, f"player {seat}: {exc.problem.value}") from None
        bot = p.get("bot")
        _require(bot is None or bot in BOT_LEVELS, "players: bot")
        bots.append(bot)
    seed = data.get("seed")
    _require(seed is None or (isinstance(seed, int) and not isinstance(seed, bool)), "seed")
    raw_options = data.get("options", {})
    _require(isinstance(raw_options, dict), "options")
    try:
        options = GameOptions(
            player_count=len(names),
            start_player=raw_options.get("start_player", 0),
            crossed_at_setup=raw_options.get("crossed_at_setup"),
            start_tracks=raw_options.get("start_tracks"),
            rules_version=rules_version,
        )
        engine.new_game(options)
    except (TypeError, ValueError) as exc:
        raise RecordError(RecordProblem.MALFORMED, f"options: {exc}") from None
    raw_actions = data.get("actions")
    _require(isinstance(raw_actions, list), "actions")
    actions = []
    for index, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_json(raw))
        except ValueError as exc:
            raise RecordError(RecordProblem.BAD_ACTION, str(exc), index) from None
    cursor = data.get("cursor", len(actions))
    _require(
        isinstance(cursor, int) and not isinstance(cursor, bool) and 0 <= cursor <= len(actions),
        "cursor",
    )
    return GameRecord(options, tuple(names), seed, tuple(actions), cursor, tuple(bots))


def loads(text: str) -> GameRecord:
    try:
        data = parse_json(text)
    except NumberTooLong as exc:
        raise RecordError(RecordProblem.MALFORMED, str(exc)) from None
    except (json.JSONDecodeError, RecursionError) as exc:
        raise RecordError(RecordProblem.NOT_JSON, str(exc)) from None
    return from_json(data)


_REFUSALS = {
    FileRefusal.UNREADABLE: RecordProblem.UNREADABLE,
    FileRefusal.NOT_A_FILE: RecordProblem.NOT_A_FILE,
    FileRefusal.TOO_LARGE: RecordProblem.TOO_LARGE,
}


def load_file(path) -> GameRecord:
    """Read, validate and replay-check a record file. The file is never modified;
    only an ordinary file of at most MAX_RECORD_BYTES is read."""
    try:
        text = read_limited(path, MAX_RECORD_BYTES).decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(RecordProblem.NOT_JSON, "not UTF-8 text") from None
    except FileRefused as exc:
        raise RecordError(_REFUSALS[exc.refusal], exc.detail) from None
    record = loads(text)
    replay(record, upto=len(record.actions))  # the redo history must be legal too
    return record


def replay(record: GameRecord, upto: int | None = None) -> list[GameState]:
    """States from the start through ``upto`` actions (default: the cursor)."""
    count = record.cursor if upto is None else upto
    state = engine.new_game(record.options)
    states = [state]
    for index, action in enumerate(record.actions[:count]):
        reason = engine.check(state, action)
        if reason is not None:
            raise RecordError(
                RecordProblem.ILLEGAL_ACTION, json.dumps(action_to_json(action)), index, reason
            )
        state = engine.apply(state, action)
        states.append(state)
    return states


def final_state(record: GameRecord) -> GameState:
    return replay(record)[-1]
