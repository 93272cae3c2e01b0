"""Statistics: every finished game, kept in an SQLite file in the user's data folder.

One row per game (its id, the game, when it ended, today's game's date, the whole record
as JSON) and one row per seat (name, computer level or person, score, rank). Queries
answer per game and per player name: games, wins, win rate against each computer level,
average and best score, scores over time, past games, the best score of a day.

Robustness, because statistics must never stop a game:
- WAL journal, a busy timeout, and each write in its own ``BEGIN IMMEDIATE``
  transaction: two windows writing at once both succeed.
- A corrupted file, or one still locked after the busy timeout, is set aside (renamed
  with a timestamp, never deleted) and a new one is started; a file that cannot be
  written at all (read-only folder, full disk) or that a newer version of the app made
  is left alone and this run keeps its statistics in memory. Either way the caller finds
  a ``StoreNotice`` in ``take_notices()`` to tell the player.
- The same finished game recorded again (a resumed autosave, the last move undone and
  played again) replaces its earlier row: it counts once.
- Every row read is checked as a record is (SQLite does not enforce column types, so
  another program, a hand edit or a flipped bit can leave text where a score should
  be): a game whose row or seats hold anything this app would not have written is left
  out of every figure, counted (``damaged_count``) and left in the file as it is.

No Qt here: plain ``sqlite3``, so tools and tests use it directly. Neither attrs nor the
record module is loaded to read the figures (a first Statistics window opens faster):
the record module loads when a game is kept or a past game opened; what the store
answers are named tuples (made ~6x faster than dataclasses, a thousand games at a time).
"""

from __future__ import annotations

import datetime
import enum
import functools
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from copenhagen_gui.core import paths
from copenhagen_gui.core.names import name_problem
from copenhagen_gui.core.safe_read import MAX_RECORD_BYTES
from copenhagen_gui.core.seats import BOT_LEVELS

if TYPE_CHECKING:
    from copenhagen_gui.core.record import GameRecord

FILE_NAME = "statistics.sqlite3"
# How long a write waits for another window's write before the file counts as stuck
# (and is set aside): long enough that a busy machine's slow fsyncs never look stuck
# (3 s was not, with two windows finishing games together on a loaded machine).
BUSY_TIMEOUT_MS = 15000
# Series of the chart: the strongest computer opponent, "people" when there was none,
# "daily" for today's game.
PEOPLE = "people"
DAILY = "daily"
# What a row may hold: scores of a few hundred points, a handful of seats, ids of 32
# hex digits (or a record's own id), dates this app could have written.
MAX_SCORE = 1_000_000
MAX_SEATS = 8
MAX_UID_LENGTH = 64
YEARS = range(1970, 10000)

# Each entry brings the schema from version N to N + 1 (index N). Append, never edit.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
               uid TEXT PRIMARY KEY,
               game TEXT NOT NULL,
               finished_utc TEXT NOT NULL,  -- ISO 8601, UTC: sorts as text
               daily TEXT,                  -- today's game: its date, else NULL
               record TEXT NOT NULL         -- the game record (core/record.py JSON)
           )""",
        """CREATE TABLE seats (
               uid TEXT NOT NULL REFERENCES games(uid) ON DELETE CASCADE,
               seat INTEGER NOT NULL,
               name TEXT NOT NULL,
               bot TEXT,                    -- computer level, NULL for a person
               score INTEGER NOT NULL,
               rank INTEGER NOT NULL,       -- 1: the winner (the game's tie-break applied)
               PRIMARY KEY (uid, seat)
           )""",
        "CREATE INDEX seats_by_name ON seats (name COLLATE NOCASE)",
        "CREATE INDEX games_by_game ON games (game, finished_utc)",
        "CREATE INDEX games_by_day ON games (game, daily)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

T = TypeVar("T")


class StoreProblem(str, enum.Enum):
    CORRUPTED = "corrupted"  # set aside; a new file was started
    LOCKED = "locked"  # still locked after the busy timeout: set aside; a new file started
    UNWRITABLE = "unwritable"  # cannot be opened or written: kept in memory this time
    NEWER = "newer"  # made by a newer version of the app: left alone, kept in memory


class StoreNotice(NamedTuple):
    problem: StoreProblem
    path: Path  # the statistics file
    kept_as: Path | None = None  # where the old file was set aside
    detail: str = ""  # SQLite's own words, for a bug report


class SeatResult(NamedTuple):
    seat: int
    name: str
    bot: str | None  # computer level, None for a person
    score: int
    rank: int  # 1 for the winner


class PastGame(NamedTuple):
    uid: str
    game: str
    finished: datetime.datetime  # local time
    daily: datetime.date | None
    seats: tuple[SeatResult, ...]
    # Reads the record's text from the file (None when it is gone): only a game opened
    # needs it, not the list of past games.
    record_text: Callable[[], str | None]

    @property
    def winner(self) -> SeatResult:
        return min(self.seats, key=lambda s: s.rank)

    def record(self) -> GameRecord:
        """The game's record, validated as any opened file is (raises RecordError, also
        for a record of another game than its row says)."""
        from copenhagen_gui.core import record as records

        text = self.record_text()
        if text is None:
            raise records.RecordError(records.RecordProblem.MALFORMED, "the record is no longer in the file")
        record = records.loads(text)
        if record.game != self.game:
            raise records.RecordError(records.RecordProblem.MALFORMED, f"a record of {record.game!r}")
        return record


class Tally(NamedTuple):
    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


class PlayerFigures(NamedTuple):
    games: int
    wins: int
    average_score: float | None
    best_score: int | None
    # Per computer level (and PEOPLE: games with no computer player): games and wins.
    # A game against two levels counts for both.
    against: dict[str, Tally]

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


class ScorePoint(NamedTuple):
    finished: datetime.datetime  # local time
    score: int
    series: str  # a computer level, PEOPLE or DAILY


def default_path() -> Path:
    return paths.user_data_dir() / FILE_NAME


def game_uid(record: GameRecord) -> str:
    """What makes two recordings the same game: the id the record carries, else its
    seed, options and seats (a random 48-bit seed: no two new games share one)."""
    if record.uid is not None:
        return record.uid
    import hashlib  # (with a game kept: reading the figures needs neither)
    import json

    spec = record.spec
    key = json.dumps([record.game, record.seed, spec.options_to_json(record.options),
                      list(record.names), list(record.bots), record.daily], sort_keys=True)
    return hashlib.sha256(key.encode()).hexdigest()[:32]


def _utc_text(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.UTC).isoformat(timespec="seconds")


def _classify(error: sqlite3.Error) -> StoreProblem:
    if isinstance(error, _Damaged):
        return StoreProblem.CORRUPTED
    name = getattr(error, "sqlite_errorname", "")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return StoreProblem.CORRUPTED
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreProblem.LOCKED
    # Cannot open, read-only, disk full, I/O, or anything unforeseen: the file may be
    # sound, so it is left alone.
    return StoreProblem.UNWRITABLE


class _Newer(Exception):
    """The file's schema is newer than this app knows."""


class _Damaged(sqlite3.DatabaseError):
    """SQLite's own check found the file damaged."""


class _DamagedRow(Exception):
    """A row holds what this app never writes."""


class _Game(NamedTuple):
    """A game of the file whose row and seats all passed the checks."""

    uid: str
    finished: datetime.datetime  # local time
    daily: datetime.date | None
    seats: tuple[SeatResult, ...]


def _require_row(condition: bool) -> None:
    if not condition:
        raise _DamagedRow


@functools.lru_cache(maxsize=4096)
def _sound_name(name: Any) -> bool:
    """Whether a seat's stored name is a name (checked once per name: the same few
    people played most of the games read)."""
    return name_problem(name) is None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _sound_game(uid: Any, finished: Any, daily: Any, seat_rows: list[tuple]) -> _Game:
    """The game of these rows, or _DamagedRow."""
    _require_row(isinstance(uid, str) and 0 < len(uid) <= MAX_UID_LENGTH)
    _require_row(isinstance(finished, str) and len(finished) <= 40)
    try:
        moment = datetime.datetime.fromisoformat(finished)
        _require_row(moment.year in YEARS)
        when = moment.astimezone()  # local time
    except (ValueError, OverflowError, OSError):
        raise _DamagedRow from None
    try:  # today's game: a calendar date written YYYY-MM-DD
        day = None if daily is None else datetime.date.fromisoformat(daily)
    except (TypeError, ValueError):
        raise _DamagedRow from None
    _require_row(daily is None or len(daily) == 10)
    _require_row(0 < len(seat_rows) <= MAX_SEATS)
    seats = []
    for seat, name, bot, score, rank in sorted(seat_rows, key=lambda row: repr(row[0])):
        _require_row(_is_int(seat) and _is_int(score) and _is_int(rank) and abs(score) <= MAX_SCORE)
        _require_row(_sound_name(name) and (bot is None or (isinstance(bot, str) and bot in BOT_LEVELS)))
        seats.append(SeatResult(seat, name, bot, score, rank))
    count = len(seats)
    _require_row([s.seat for s in seats] == list(range(count)))
    _require_row(sorted(s.rank for s in seats) == list(range(1, count + 1)))
    return _Game(uid, when, day, tuple(seats))


# A record column this app could have written: text, of at most MAX_RECORD_BYTES (the
# one parameter); a record far larger than any game's is never fetched.
_SOUND_RECORD = "typeof(record) = 'text' AND length(CAST(record AS BLOB)) <= ?"

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _nocase(name: str) -> str:
    """As SQLite's NOCASE compares: ASCII letters without their case."""
    return name.translate(_ASCII_LOWER)


def _seat_of(played: _Game, name: str) -> SeatResult | None:
    """The person of ``played`` called ``name`` (NOCASE), if one played."""
    key = _nocase(name)
    return next((s for s in played.seats if s.bot is None and _nocase(s.name) == key), None)


class StatisticsStore:
    """The statistics file. Opened on first use; each call is one short transaction."""

    def __init__(self, path: Path | None = None, busy_timeout_ms: int = BUSY_TIMEOUT_MS):
        self.path = Path(path) if path is not None else default_path()
        self._timeout_ms = busy_timeout_ms
        self._conn: sqlite3.Connection | None = None
        self._in_memory = False
        self._notices: list[StoreNotice] = []
        self._damaged: dict[str, set] = {}  # game -> its games left out as damaged
        self._read: dict[tuple, tuple] = {}  # (game, day) -> (the file's stamp, its sound games)

    # --- what the player must be told ---------------------------------------------------

    def take_notices(self) -> list[StoreNotice]:
        """Problems met since the last call (each told once)."""
        notices, self._notices = self._notices, []
        return notices

    @property
    def in_memory(self) -> bool:
        """True when this run's statistics cannot reach the file."""
        return self._in_memory

    # --- writing -------------------------------------------------------------------------

    def record_finished(self, session, finished: datetime.datetime | None = None) -> bool:
        """Keep ``session``'s game if it is over (the window's game-over hook). Returns
        whether it was kept; any problem with the file is in ``take_notices()``."""
        spec = session.spec
        if not spec.is_over(session.state):
            return False
        return self.record_game(session.record, spec.scores(session.state),
                                spec.ranking(session.state), finished)

    def record_game(self, record: GameRecord, scores=None, ranking=None,
                    finished: datetime.datetime | None = None) -> bool:
        """Keep a finished game (scores and ranking: from its final state if not given).
        The same game recorded again replaces its row, keeping when it first ended."""
        from copenhagen_gui.core import record as records

        if scores is None or ranking is None:
            state = records.final_state(record)
            scores, ranking = record.spec.scores(state), record.spec.ranking(state)
        rank = {seat: place + 1 for place, seat in enumerate(ranking)}
        uid = game_uid(record)
        when = _utc_text(finished or datetime.datetime.now(datetime.UTC))
        text = records.dumps(record)
        seats = [(uid, seat, name, bot, int(scores[seat]), rank[seat])
                 for seat, (name, bot) in enumerate(zip(record.names, record.bots))]

        def write(conn: sqlite3.Connection) -> bool:
            with _transaction(conn):
                conn.execute(
                    "INSERT INTO games (uid, game, finished_utc, daily, record) VALUES (?, ?, ?, ?, ?)"
                    " ON CONFLICT (uid) DO UPDATE SET record = excluded.record",
                    (uid, record.game, when, record.daily, text))
                conn.execute("DELETE FROM seats WHERE uid = ?", (uid,))
                conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)", seats)
            return True

        return self._run(write, default=False)

    # --- reading -------------------------------------------------------------------------

    def player_names(self, game: str) -> list[str]:
        """The people who played ``game``, the most games first (names that differ only
        in the case of ASCII letters are one player, as SQLite's NOCASE compares)."""
        counts: dict[str, list] = {}
        for played in self._games(game):
            for seat in played.seats:
                if seat.bot is None:
                    entry = counts.setdefault(_nocase(seat.name), [0, seat.name])
                    entry[0] += 1
                    entry[1] = min(entry[1], seat.name)
        return [name for _, name in sorted(counts.values(), key=lambda entry: (-entry[0], entry[1]))]

    def figures(self, game: str, name: str) -> PlayerFigures:
        results: list[tuple[int, int, set[str]]] = []  # per game: score, rank, opponents' levels
        for played in self._games(game, name):
            mine = _seat_of(played, name)
            levels = {s.bot for s in played.seats if s is not mine and s.bot is not None}
            results.append((mine.score, mine.rank, levels))
        if not results:
            return PlayerFigures(0, 0, None, None, {})
        against: dict[str, Tally] = {}
        for _, rank, levels in results:
            for level in levels or {PEOPLE}:
                tally = against.get(level, Tally())
                against[level] = Tally(tally.games + 1, tally.wins + (rank == 1))
        scores = [score for score, _, _ in results]
        wins = sum(1 for _, rank, _ in results if rank == 1)
        return PlayerFigures(len(results), wins, sum(scores) / len(scores), max(scores), against)

    def scores_over_time(self, game: str, name: str) -> list[ScorePoint]:
        points = []
        for played in self._games(game, name):
            levels = {s.bot for s in played.seats if s.bot is not None}
            strongest = max(levels, key=BOT_LEVELS.index, default=PEOPLE)
            points.append(ScorePoint(played.finished, _seat_of(played, name).score,
                                     DAILY if played.daily is not None else strongest))
        return points

    def past_games(self, game: str, name: str | None = None, limit: int = 500) -> list[PastGame]:
        """Newest first; with ``name``, only the games that person played."""
        newest = sorted(self._games(game, name), key=lambda g: g.finished, reverse=True)[:limit]
        if not newest:
            return []
        marks = ",".join("?" * len(newest))
        # The records themselves are read when a game is opened; here only which are no
        # text or far larger than any game's.
        unsound = {uid for (uid,) in self._rows(
            f"SELECT uid FROM games WHERE uid IN ({marks}) AND NOT ({_SOUND_RECORD})",
            (*(g.uid for g in newest), MAX_RECORD_BYTES))}
        past = []
        for played in newest:
            if played.uid in unsound:
                self._damaged.setdefault(game, set()).add(played.uid)
                continue
            past.append(PastGame(played.uid, game, played.finished, played.daily, played.seats,
                                 functools.partial(self._record_text, played.uid)))
        return past

    def _record_text(self, uid: str) -> str | None:
        """A past game's record as the file holds it now (None: gone, or no longer sound)."""
        rows = self._rows(f"SELECT CASE WHEN {_SOUND_RECORD} THEN record END FROM games WHERE uid = ?",
                          (MAX_RECORD_BYTES, uid))
        text = rows[0][0] if rows else None
        return text if isinstance(text, str) else None

    def best_of_day(self, game: str, day: datetime.date) -> tuple[int, str] | None:
        """Today's game of ``day``: the best score a person made on this computer, and who."""
        best = None
        for played in self._games(game, day=day):
            for seat in played.seats:
                if seat.bot is None and (best is None or seat.score > best[0]):
                    best = (seat.score, seat.name)
        return best

    def damaged_count(self, game: str) -> int:
        """How many of ``game``'s games in the file were left out as damaged (found by
        the readings so far)."""
        return len(self._damaged.get(game, ()))

    def _games(self, game: str, name: str | None = None, day: datetime.date | None = None) -> list[_Game]:
        """Every sound game of ``game``, the earliest first (with ``name``: that person
        played it; with ``day``: today's game of that day); the others are counted as
        damaged."""
        games = self._sound_games(game, day)
        return games if name is None else [g for g in games if _seat_of(g, name) is not None]

    def _sound_games(self, game: str, day: datetime.date | None) -> list[_Game]:
        """The checked games, read again only when the file changed since (the window's
        figures, chart and list of one refresh share one reading): SQLite's data_version
        moves with another connection's commits, total_changes with this one's."""
        stamp = self._run(lambda conn: (conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes),
                          default=None)
        kept = self._read.get((game, day))
        if stamp is not None and kept is not None and kept[0] == stamp:
            return kept[1]
        where, args = "g.game = ?", [game]
        if day is not None:
            where += " AND g.daily = ?"
            args.append(day.isoformat())
        rows = self._rows(f"SELECT g.uid, g.finished_utc, g.daily FROM games g WHERE {where}", tuple(args))
        seats: dict[Any, list[tuple]] = {}
        for row in self._rows("SELECT s.uid, s.seat, s.name, s.bot, s.score, s.rank FROM seats s"
                              f" JOIN games g ON g.uid = s.uid WHERE {where}", tuple(args)):
            seats.setdefault(row[0], []).append(row[1:])
        sound = []
        for uid, finished, daily in rows:
            try:
                sound.append(_sound_game(uid, finished, daily, seats.get(uid, [])))
            except _DamagedRow:
                self._damaged.setdefault(game, set()).add(repr(uid)[:80])
        sound.sort(key=lambda g: (g.finished, g.uid))
        self._read[(game, day)] = (stamp, sound)
        return sound

    def close(self) -> None:
        self._read.clear()  # another connection's stamps start afresh
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # --- the file --------------------------------------------------------------------------

    def _rows(self, sql: str, args: tuple = ()) -> list[tuple]:
        return self._run(lambda conn: conn.execute(sql, args).fetchall(), default=[])

    def _run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """``work`` on the file; on a problem with the file, recover (set aside and start
        anew, or keep to memory) and try once more."""
        # At most: the file, a new file after setting it aside, then memory.
        for _ in range(3):
            try:
                return work(self._connection())
            except _Newer:
                self._fall_back_to_memory(StoreProblem.NEWER, "")
            except sqlite3.Error as error:
                self._recover(error)
        return default

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = self._open(":memory:" if self._in_memory else str(self.path))
        return self._conn

    def _open(self, where: str) -> sqlite3.Connection:
        # isolation_level=None: no implicit transactions; each write opens its own.
        conn = sqlite3.connect(where, timeout=self._timeout_ms / 1000, isolation_level=None)
        conn.text_factory = _text_or_bytes
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self._timeout_ms)}")
            conn.execute("PRAGMA foreign_keys = ON")
            if where != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")  # reads the header: NOTADB here
                (check,) = conn.execute("PRAGMA quick_check").fetchone()
                if check != "ok":
                    raise _Damaged(f"quick_check: {check}")
            _migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _recover(self, error: sqlite3.Error) -> None:
        self.close()
        problem = _classify(error)
        if problem is StoreProblem.UNWRITABLE or self._in_memory:
            self._fall_back_to_memory(StoreProblem.UNWRITABLE, str(error))
            return
        kept = _set_aside(self.path)
        if kept is None and self.path.exists():
            self._fall_back_to_memory(problem, str(error))  # cannot move it: leave it be
            return
        self._notices.append(StoreNotice(problem, self.path, kept, str(error)))

    def _fall_back_to_memory(self, problem: StoreProblem, detail: str) -> None:
        self.close()
        if not self._in_memory:
            self._in_memory = True
            self._notices.append(StoreNotice(problem, self.path, None, detail))


def _text_or_bytes(data: bytes) -> str | bytes:
    """A text value as str; one that is not UTF-8 stays bytes (and fails the row checks)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on any error): the write lock is taken at
    the start, so two windows never both hold a read lock they cannot upgrade."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def __enter__(self):
        self._conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, error, trace):
        self._conn.execute("COMMIT" if kind is None else "ROLLBACK")
        return False


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema to SCHEMA_VERSION, one migration per transaction. Another window
    may be doing the same: the version is read again inside each transaction."""
    while True:
        with _transaction(conn):
            conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = conn.execute("SELECT version FROM schema_version").fetchone()
            version = row[0] if row else 0
            if not _is_int(version) or version < 0:
                raise _Damaged(f"schema version {str(version)[:20]!r}")
            if version > SCHEMA_VERSION:
                raise _Newer
            if version == SCHEMA_VERSION:
                return
            for statement in MIGRATIONS[version]:
                conn.execute(statement)
            conn.execute("DELETE FROM schema_version")
            conn.execute("INSERT INTO schema_version VALUES (?)", (version + 1,))


def _set_aside(path: Path) -> Path | None:
    """Rename the file (and its WAL companions) to ``<name>.set-aside-<timestamp>``,
    never over an earlier one. Returns the new name, or None if it could not move."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{path.name}.set-aside-{stamp}" + (f"-{n}" if n else ""))
        if not target.exists():
            break
    else:
        return None
    try:
        os.rename(path, target)
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        try:
            os.rename(companion, target.with_name(target.name + suffix))
        except OSError:
            pass  # none, or gone: the renamed file alone is what can be recovered
    return target


def describe(notice: StoreNotice) -> str:
    """A plain English line for logs and bug reports (the window translates its own)."""
    where = f" (kept as {notice.kept_as})" if notice.kept_as else ""
    return f"statistics {notice.problem.value}: {notice.path}{where} {notice.detail}".strip()
