"""Game records: the versioned JSON envelope every game is saved in, and its replay.

A record holds the game's id, its rules version, the seed chance started from and how
chance is keyed to it, the seats (names and computer levels), the game's options, every
action taken (chance actions carry their outcome) and a cursor: how many actions are
applied. Today's game also carries its date, and a game may carry an id of its own. The actions
after the cursor are the redo history. A game may start from a prepared situation
(``start``: a state in the game's situation format, validated by its spec) instead of a
new game; a record with a start and no actions is a *situation file*. The game's own
spec encodes options, actions and situations; this module owns everything around them.
Loading validates everything and replays it; any problem becomes a ``RecordError`` with
a kind a user interface can translate and the index of the offending action.

Older files are brought up to date by the ``MIGRATIONS`` table before they are read.
"""

from __future__ import annotations

import datetime
import enum
import json
import re
from typing import Any

import attrs

from . import registry
from .chance import ChanceKeying
from .names import BadName, clean_name
from .safe_read import MAX_RECORD_BYTES, FileRefusal, FileRefused, NumberTooLong, parse_json, read_limited
from .seats import BOT_LEVELS
from .situation import SituationError
from .spec import GameSpec

FORMAT_NAME = "copenhagen-gui-game"
FORMAT_VERSION = 4
# Version 1 was written when Roll & Write was the only game.
_V1_FORMAT_NAME = "copenhagen-roll-and-write"
# A game's own id: letters, digits and dashes (a uuid, say).
_UID = re.compile(r"[0-9A-Za-z-]{1,64}")


class RecordProblem(str, enum.Enum):
    UNREADABLE = "unreadable"  # the file could not be read
    NOT_JSON = "not_json"
    NOT_A_RECORD = "not_a_record"  # JSON, but not one of our records
    UNKNOWN_GAME = "unknown_game"  # a record of a game this version does not have
    FUTURE_VERSION = "future_version"
    MALFORMED = "malformed"  # a field is missing or has the wrong type
    BAD_ACTION = "bad_action"  # an action that is not well formed
    ILLEGAL_ACTION = "illegal_action"  # an action the rules refuse
    TOO_LARGE = "too_large"  # far larger than any record: not read
    NOT_A_FILE = "not_a_file"  # a folder, a pipe, a socket, a device: not read
    BAD_NAME = "bad_name"  # a player's name too long, empty, or with control characters
    BAD_START = "bad_start"  # the situation it starts from is malformed or impossible (.situation)


class RecordError(ValueError):
    def __init__(self, problem: RecordProblem, detail: str = "", index: int | None = None,
                 reason: Any = None, situation: SituationError | None = None):
        self.problem = problem
        self.detail = detail
        self.index = index
        self.reason = reason  # the game's refusal reason for ILLEGAL_ACTION
        self.situation = situation  # for BAD_START: the game's refusal of the start
        super().__init__(self.describe())

    def describe(self) -> str:
        """A plain English description, for the command line and bug reports."""
        where = f"action {self.index}: " if self.index is not None else ""
        if self.problem is RecordProblem.ILLEGAL_ACTION:
            reason = getattr(self.reason, "value", self.reason)
            return f"{where}illegal action ({reason}): {self.detail}"
        text = {
            RecordProblem.UNREADABLE: "cannot read the file",
            RecordProblem.NOT_JSON: "not a JSON file",
            RecordProblem.NOT_A_RECORD: "not a saved game of this program",
            RecordProblem.UNKNOWN_GAME: "a game this version of the program does not have",
            RecordProblem.FUTURE_VERSION: "made by a newer version of the program",
            RecordProblem.MALFORMED: "malformed record",
            RecordProblem.BAD_ACTION: "malformed action",
            RecordProblem.TOO_LARGE: "the file is far too large to be a game record",
            RecordProblem.NOT_A_FILE: "not an ordinary file",
            RecordProblem.BAD_NAME: "a player's name is not acceptable",
            RecordProblem.BAD_START: "the situation it starts from is not possible",
        }[self.problem]
        return f"{where}{text}" + (f": {self.detail}" if self.detail else "")


def _all_people(record: GameRecord) -> tuple[None, ...]:
    return (None,) * len(record.names)


@attrs.frozen
class GameRecord:
    game: str  # the GameSpec's game_id
    options: Any  # the game's options value
    names: tuple[str, ...] = attrs.field(converter=tuple)
    seed: int | None = None
    actions: tuple[Any, ...] = attrs.field(default=(), converter=tuple)
    cursor: int = 0
    # Per seat: the computer player's level or None for a person.
    bots: tuple[str | None, ...] = attrs.field(
        default=attrs.Factory(_all_people, takes_self=True), converter=tuple)
    # The rules the actions were played under (None: the game's current rules).
    rules_version: int | None = None
    # How the outcome of the next chance action is derived from the seed.
    chance: ChanceKeying = attrs.field(default=ChanceKeying.POSITION, converter=ChanceKeying)
    # Today's game: the calendar date whose dice it plays (ISO "YYYY-MM-DD").
    daily: str | None = None
    # An id of its own (today's game: two games on one day share their seed).
    uid: str | None = None
    # The state the game started from when it did not start as a new game (a situation).
    start: Any = None

    @property
    def rules(self) -> int:
        if self.rules_version is not None:
            return self.rules_version
        return self.spec.rules_version_of(self.options)

    def __attrs_post_init__(self):
        if len(self.bots) != len(self.names):
            raise ValueError(f"{len(self.names)} seats but {len(self.bots)} bot entries")
        if any(b is not None and b not in BOT_LEVELS for b in self.bots):
            raise ValueError(f"unknown bot level in {self.bots!r}")
        if not 0 <= self.cursor <= len(self.actions):
            raise ValueError(f"cursor {self.cursor} outside 0..{len(self.actions)}")
        if self.daily is not None:
            datetime.date.fromisoformat(self.daily)  # raises ValueError
        if self.uid is not None and not _UID.fullmatch(self.uid):
            raise ValueError(f"not a game id: {self.uid!r}")

    @property
    def spec(self) -> GameSpec:
        return registry.get(self.game)

    @property
    def from_situation(self) -> bool:
        """The game began from a prepared situation, not as a new game: not a normal
        game for statistics."""
        return self.start is not None

    @property
    def is_situation_file(self) -> bool:
        """A situation and no move yet: a table prepared for anyone to play on."""
        return self.start is not None and not self.actions

    def first_state(self) -> Any:
        """The state before the first action: the situation, or a new game."""
        return self.start if self.start is not None else self.spec.new_game(self.options)

    def with_action(self, action: Any) -> GameRecord:
        """Append an action at the cursor, dropping any redo history after it."""
        return attrs.evolve(
            self, actions=self.actions[: self.cursor] + (action,), cursor=self.cursor + 1)


# --- migrations: each turns a file of version N into version N + 1 ---------------------


def _v1_to_v2(data: dict) -> dict:
    """Version 1 knew one game, Roll & Write, and had no ``game`` field."""
    return {**data, "format": FORMAT_NAME, "format_version": 2, "game": "copenhagen-rw"}


def _v2_to_v3(data: dict) -> dict:
    """Version 3 says how chance is keyed; every earlier game drew by position."""
    return {**data, "format_version": 3, "chance": ChanceKeying.POSITION.value}


def _v3_to_v4(data: dict) -> dict:
    """Version 4 may start from a situation (``start``); every earlier game was new."""
    return {**data, "format_version": 4}


MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


def _migrate(data: dict) -> dict:
    version = data.get("format_version")
    _require(_is_int(version) and version >= 1, "format_version")
    if version > FORMAT_VERSION:
        raise RecordError(RecordProblem.FUTURE_VERSION, f"format version {version}")
    while version < FORMAT_VERSION:
        data = MIGRATIONS[version](data)
        version = data["format_version"]
    return data


# --- records <-> JSON --------------------------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _require(condition: bool, detail: str):
    if not condition:
        raise RecordError(RecordProblem.MALFORMED, detail)


def to_json(record: GameRecord) -> dict:
    spec = record.spec
    data = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "game": record.game,
        "rules_version": record.rules,
        "seed": record.seed,
        "players": [
            {"name": name} if bot is None else {"name": name, "bot": bot}
            for name, bot in zip(record.names, record.bots)
        ],
        "options": spec.options_to_json(record.options),
        "actions": [spec.action_to_json(a) for a in record.actions],
        "cursor": record.cursor,
        "chance": record.chance.value,
    }
    if record.daily is not None:
        data["daily"] = record.daily
    if record.uid is not None:
        data["uid"] = record.uid
    if record.start is not None:
        data["start"] = spec.state_to_json(record.start)
    return data


def dumps(record: GameRecord) -> str:
    return json.dumps(to_json(record), indent=1, ensure_ascii=False) + "\n"


def from_json(data: Any) -> GameRecord:
    """Validate the JSON form of a record (not yet the legality of its actions)."""
    if not isinstance(data, dict) or data.get("format") not in (FORMAT_NAME, _V1_FORMAT_NAME):
        raise RecordError(RecordProblem.NOT_A_RECORD)
    data = _migrate(data)
    game = data.get("game")
    _require(isinstance(game, str), "game")
    try:
        spec = registry.get(game)
    except registry.UnknownGame:
        raise RecordError(RecordProblem.UNKNOWN_GAME, repr(game)[:60]) from None
    # A record written before rules had versions was played under the first rules.
    rules_version = data.get("rules_version", 1)
    _require(_is_int(rules_version) and rules_version >= 1, "rules_version")
    if rules_version > spec.rules_version:
        raise RecordError(RecordProblem.FUTURE_VERSION, f"rules version {rules_version}")
    players = data.get("players")
    _require(isinstance(players, list) and spec.min_seats <= len(players) <= spec.max_seats,
             f"players: {spec.min_seats} to {spec.max_seats} needed")
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
    _require(seed is None or _is_int(seed), "seed")
    raw_options = data.get("options", {})
    _require(isinstance(raw_options, dict), "options")
    try:
        options = spec.options_from_json(raw_options, len(names), rules_version)
        spec.new_game(options)
    except (TypeError, ValueError) as exc:
        raise RecordError(RecordProblem.MALFORMED, f"options: {exc}") from None
    raw_actions = data.get("actions")
    _require(isinstance(raw_actions, list), "actions")
    actions = []
    for index, raw in enumerate(raw_actions):
        try:
            actions.append(spec.action_from_json(raw))
        except (TypeError, ValueError) as exc:
            raise RecordError(RecordProblem.BAD_ACTION, str(exc), index) from None
    cursor = data.get("cursor", len(actions))
    _require(_is_int(cursor) and 0 <= cursor <= len(actions), "cursor")
    # The options say which rules they are played under; the record keeps a version only
    # where the two could differ.
    if rules_version == spec.rules_version_of(options):
        rules_version = None
    chance = data.get("chance", ChanceKeying.POSITION.value)
    _require(isinstance(chance, str) and chance in {k.value for k in ChanceKeying}, "chance")
    daily = data.get("daily")
    _require(daily is None or (isinstance(daily, str) and is_iso_date(daily)), "daily")
    uid = data.get("uid")
    _require(uid is None or (isinstance(uid, str) and bool(_UID.fullmatch(uid))), "uid")
    start = _start(spec, data.get("start"), options)
    return GameRecord(game, options, tuple(names), seed, tuple(actions), cursor, tuple(bots),
                      rules_version, ChanceKeying(chance), daily, uid, start)


def _start(spec: GameSpec, raw: Any, options: Any) -> Any:
    """The situation a record starts from (None: a new game), validated by the game."""
    if raw is None:
        return None
    try:
        return spec.state_from_json(raw, options)
    except SituationError as exc:
        raise RecordError(RecordProblem.BAD_START, exc.describe()[:300], situation=exc) from None
    except (TypeError, ValueError, RecursionError) as exc:
        raise RecordError(RecordProblem.BAD_START, str(exc)[:300]) from None


def is_iso_date(text: str) -> bool:
    """A calendar date written YYYY-MM-DD."""
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


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
    return load_bytes(read_file(path))


def read_file(path) -> bytes:
    """The bytes of a record file: an ordinary file of at most MAX_RECORD_BYTES, or
    RecordError."""
    try:
        return read_limited(path, MAX_RECORD_BYTES)
    except FileRefused as exc:
        raise RecordError(_REFUSALS[exc.refusal], exc.detail) from None


def load_bytes(data: bytes) -> GameRecord:
    """Validate and replay-check the bytes of a record file."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(RecordProblem.NOT_JSON, "not UTF-8 text") from None
    record = loads(text)
    replay(record, upto=len(record.actions))  # the redo history must be legal too
    return record


class _OutcomeMissing(Exception):
    pass


class _NoChance:
    """Stands where a random generator would: any draw raises. Replaying never draws,
    so a chance action that would need a draw has lost its outcome."""

    def __getattr__(self, name):
        def draw(*args, **kwargs):
            raise _OutcomeMissing
        return draw


_NO_CHANCE = _NoChance()


def replay(record: GameRecord, upto: int | None = None) -> list[Any]:
    """States from the start through ``upto`` actions (default: the cursor)."""
    spec = record.spec
    count = record.cursor if upto is None else upto
    state = record.first_state()
    states = [state]
    for index, action in enumerate(record.actions[:count]):
        state = next_state(spec, state, action, index)
        states.append(state)
    return states


def next_state(spec: GameSpec, state: Any, action: Any, index: int) -> Any:
    """The state after ``action``, the ``index``-th of a record, checked as a replay
    checks it: legal, and a chance action with its outcome. Raises RecordError."""
    reason = spec.check(state, action)
    if reason is not None:
        raise RecordError(RecordProblem.ILLEGAL_ACTION,
                          json.dumps(spec.action_to_json(action)), index, reason)
    if spec.is_chance(action):
        try:
            spec.complete_chance(state, action, _NO_CHANCE)
        except _OutcomeMissing:
            raise RecordError(RecordProblem.BAD_ACTION, "a chance action without its outcome",
                              index) from None
    return spec.apply_unchecked(state, action)


def final_state(record: GameRecord) -> Any:
    return replay(record)[-1]
