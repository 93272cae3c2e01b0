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

No Qt here: plain ``sqlite3``, so tools and tests use it directly.
"""

from __future__ import annotations

import datetime
import enum
import hashlib
import json
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import attrs

from copenhagen_gui.core import paths
from copenhagen_gui.core import record as records
from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.core.seats import BOT_LEVELS

FILE_NAME = "statistics.sqlite3"
BUSY_TIMEOUT_MS = 3000
# Series of the chart: the strongest computer opponent, "people" when there was none,
# "daily" for today's game.
PEOPLE = "people"
DAILY = "daily"

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


@attrs.frozen
class StoreNotice:
    problem: StoreProblem
    path: Path  # the statistics file
    kept_as: Path | None = None  # where the old file was set aside
    detail: str = ""  # SQLite's own words, for a bug report


@attrs.frozen
class SeatResult:
    seat: int
    name: str
    bot: str | None  # computer level, None for a person
    score: int
    rank: int  # 1 for the winner


@attrs.frozen
class PastGame:
    uid: str
    game: str
    finished: datetime.datetime  # local time
    daily: datetime.date | None
    seats: tuple[SeatResult, ...]
    record_json: str = attrs.field(repr=False)

    @property
    def winner(self) -> SeatResult:
        return min(self.seats, key=lambda s: s.rank)

    def record(self) -> GameRecord:
        """The game's record, validated as any opened file is (raises RecordError)."""
        return records.loads(self.record_json)


@attrs.frozen
class Tally:
    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@attrs.frozen
class PlayerFigures:
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


@attrs.frozen
class ScorePoint:
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
    spec = record.spec
    key = json.dumps([record.game, record.seed, spec.options_to_json(record.options),
                      list(record.names), list(record.bots), record.daily], sort_keys=True)
    return hashlib.sha256(key.encode()).hexdigest()[:32]


def _utc_text(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.UTC).isoformat(timespec="seconds")


def _local(text: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(text).astimezone()


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


class StatisticsStore:
    """The statistics file. Opened on first use; each call is one short transaction."""

    def __init__(self, path: Path | None = None, busy_timeout_ms: int = BUSY_TIMEOUT_MS):
        self.path = Path(path) if path is not None else default_path()
        self._timeout_ms = busy_timeout_ms
        self._conn: sqlite3.Connection | None = None
        self._in_memory = False
        self._notices: list[StoreNotice] = []

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
        """The people who played ``game``, the most games first."""
        rows = self._rows(
            "SELECT s.name FROM seats s JOIN games g USING (uid) WHERE g.game = ? AND s.bot IS NULL"
            " GROUP BY s.name COLLATE NOCASE ORDER BY COUNT(*) DESC, s.name", (game,))
        return [name for (name,) in rows]

    def figures(self, game: str, name: str) -> PlayerFigures:
        rows = self._rows(
            "SELECT s.uid, s.score, s.rank, o.bot FROM seats s JOIN games g USING (uid)"
            " LEFT JOIN seats o ON o.uid = s.uid AND o.seat != s.seat"
            " WHERE g.game = ? AND s.bot IS NULL AND s.name = ? COLLATE NOCASE",
            (game, name))
        # One row per (game, opponent): gather each game's score, rank and opponents' levels.
        results: dict[str, tuple[int, int]] = {}
        levels: dict[str, set[str]] = {}
        for uid, score, rank, opponent in rows:
            results[uid] = (score, rank)
            levels.setdefault(uid, set())
            if opponent is not None:
                levels[uid].add(opponent)
        if not results:
            return PlayerFigures(0, 0, None, None, {})
        against: dict[str, Tally] = {}
        for uid, (_, rank) in results.items():
            for level in levels[uid] or {PEOPLE}:
                tally = against.get(level, Tally())
                against[level] = Tally(tally.games + 1, tally.wins + (rank == 1))
        scores = [score for score, _ in results.values()]
        wins = sum(1 for _, rank in results.values() if rank == 1)
        return PlayerFigures(len(results), wins, sum(scores) / len(scores), max(scores), against)

    def scores_over_time(self, game: str, name: str) -> list[ScorePoint]:
        rows = self._rows(
            "SELECT g.finished_utc, s.score, g.daily,"
            " (SELECT GROUP_CONCAT(o.bot) FROM seats o WHERE o.uid = s.uid AND o.bot IS NOT NULL)"
            " FROM seats s JOIN games g USING (uid)"
            " WHERE g.game = ? AND s.bot IS NULL AND s.name = ? COLLATE NOCASE"
            " ORDER BY g.finished_utc", (game, name))
        points = []
        for finished, score, day, bots in rows:
            levels = set(bots.split(",")) if bots else set()
            strongest = max(levels, key=BOT_LEVELS.index, default=PEOPLE)
            points.append(ScorePoint(_local(finished), score, DAILY if day else strongest))
        return points

    def past_games(self, game: str, name: str | None = None, limit: int = 500) -> list[PastGame]:
        """Newest first; with ``name``, only the games that person played."""
        where, args = "g.game = ?", [game]
        if name is not None:
            where += (" AND EXISTS (SELECT 1 FROM seats p WHERE p.uid = g.uid AND p.bot IS NULL"
                      " AND p.name = ? COLLATE NOCASE)")
            args.append(name)
        games = self._rows(f"SELECT uid, finished_utc, daily, record FROM games g WHERE {where}"
                           " ORDER BY finished_utc DESC LIMIT ?", (*args, limit))
        if not games:
            return []
        marks = ",".join("?" * len(games))
        seats: dict[str, list[SeatResult]] = {}
        for uid, seat, seat_name, bot, score, rank in self._rows(
                f"SELECT uid, seat, name, bot, score, rank FROM seats WHERE uid IN ({marks})"
                " ORDER BY seat", tuple(uid for uid, *_ in games)):
            seats.setdefault(uid, []).append(SeatResult(seat, seat_name, bot, score, rank))
        return [PastGame(uid, game, _local(finished),
                         datetime.date.fromisoformat(day) if day else None,
                         tuple(seats.get(uid, ())), text)
                for uid, finished, day, text in games]

    def best_of_day(self, game: str, day: datetime.date) -> tuple[int, str] | None:
        """Today's game of ``day``: the best score a person made on this computer, and who."""
        rows = self._rows(
            "SELECT s.score, s.name FROM seats s JOIN games g USING (uid)"
            " WHERE g.game = ? AND g.daily = ? AND s.bot IS NULL"
            " ORDER BY s.score DESC, g.finished_utc LIMIT 1", (game, day.isoformat()))
        return (rows[0][0], rows[0][1]) if rows else None

    def close(self) -> None:
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
