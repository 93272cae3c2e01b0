"""Hostile statistics files (statistics.sqlite3), made on demand from a sound one: the
whole file damaged (truncated, random bytes, damaged pages, a device, a pipe, a folder,
a text schema version, a newer schema, missing tables ...) or one value of one row
changed to something this app never writes (text, blobs, huge or fractional scores,
impossible dates, another game's id, a game without seats, a record that is no record,
text that is not UTF-8). SQLite enforces no column types, so another program, a hand
edit or a flipped bit can leave any of these.

Used by tests/hostile/test_hostile_statistics.py and tools/hostile_statistics.py. No Qt.
"""

from __future__ import annotations

import datetime
import os
import random
import shutil
import sqlite3
from pathlib import Path

from copenhagen_gui.session.statistics import StatisticsStore
from tests.session.statistics_helpers import LOST_CITIES, ROLL_AND_WRITE, START, finished_record

GAMES = (LOST_CITIES, ROLL_AND_WRITE)
PEOPLE = ("Ann", "Cleo")
WHOLE_FILE = ["truncated", "random-bytes", "damaged-pages", "empty", "link-to-dev-zero", "link-to-folder",
              "folder", "fifo", "newer-schema", "text-schema-version", "blob-schema-version", "missing-table",
              "other-shape", "wal-garbage", "huge-record", "read-only"]
NOT_UTF8 = "__not_utf8__"  # stands for text whose bytes are not UTF-8 (written with CAST)
# column -> values this app never writes (NULL only where the schema allows it)
ROW_VALUES = {
    ("games", "finished_utc"): ["", "x", "9999-99-99T99:99:99", "0001-01-01T00:00:00", "2026-02-30T10:00:00",
                                12345, "2026-01-01T00:00:00+99:00", "1" * 1000, b"\x00\x01", 1.5,
                                "9999-12-31T23:59:59-23:59", NOT_UTF8],
    ("games", "daily"): ["x", "2026-13-45", "", 7, "9999-12-31T00:00:00", b"day", "0000-01-01"],
    ("games", "game"): ["copenhagen", LOST_CITIES, ROLL_AND_WRITE, "x", "", 5],
    ("games", "uid"): [5, "", "u" * 10_000, None, b"\x00", NOT_UTF8],
    ("games", "record"): ["", "{", "null", "[]", 5, b"\xff\xfe", "x" * 100_000, NOT_UTF8],
    ("seats", "score"): ["abc", 1e308, 2**63 - 1, -(2**63), 1.5, b"\x00\x01", "", 10**7, -1e400],
    ("seats", "rank"): ["x", 0, -1, 99, 1.5, 2**63 - 1],
    ("seats", "name"): ["", "\x00", "A" * 1_000_000, "<b>x</b>", 5, b"\xff", " ", "a\nb", NOT_UTF8],
    ("seats", "bot"): ["god", "", 5, b"strong"],
    ("seats", "seat"): [99, -1, "x", 1.5],
}


def make_valid(path: Path, games: int = 12) -> list[str]:
    """A sound statistics file: Ann and Cleo against the computer levels, both games,
    today's games among them. Returns the games' ids (uid), oldest first."""
    store = StatisticsStore(path)
    levels = ("easy", "normal", "strong")
    for n in range(games):
        game = GAMES[n % 2]
        fields = {"daily": (START + datetime.timedelta(days=n)).date().isoformat()} if n % 4 == 3 else {}
        record = finished_record(game, seed=500 + n, names=(PEOPLE[n % 2], "Ada"), bots=(None, levels[n % 3]),
                                 **fields)
        assert store.record_game(record, finished=START + datetime.timedelta(days=n, hours=n))
    store.close()
    with sqlite3.connect(path) as conn:
        return [uid for (uid,) in conn.execute("SELECT uid FROM games ORDER BY finished_utc")]


def change_row(path: Path, table: str, column: str, value, uid: str) -> None:
    """One value of one row (all seats of the game for a seats column)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = OFF")
        where = "uid = ? AND seat = 0" if column == "seat" else "uid = ?"
        if value == NOT_UTF8:
            conn.execute(f"UPDATE {table} SET {column} = CAST(x'41ff42' AS TEXT) WHERE {where}", (uid,))
        else:
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (value, uid))
    finally:
        conn.close()


def drop_seats(path: Path, uid: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("DELETE FROM seats WHERE uid = ?", (uid,))
    finally:
        conn.close()


def damage_whole_file(valid: Path, path: Path, kind: str, rng: random.Random, scratch: Path) -> None:
    """Put the whole-file case ``kind`` at ``path`` (made from the sound file ``valid``)."""
    if kind in ("truncated", "random-bytes", "damaged-pages", "wal-garbage", "read-only"):
        data = bytearray(valid.read_bytes())
        if kind == "truncated":
            data = data[: rng.randrange(1, len(data))]
        elif kind == "random-bytes":
            data = bytearray(rng.randbytes(rng.choice([10, 4096, 65536])))
        elif kind == "damaged-pages":
            for _ in range(rng.randint(1, 40)):
                data[rng.randrange(100, len(data))] = rng.randrange(256)
        path.write_bytes(bytes(data))
        if kind == "wal-garbage":
            path.with_name(path.name + "-wal").write_bytes(rng.randbytes(5000))
        if kind == "read-only":
            os.chmod(path, 0o444)
        return
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "link-to-dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "link-to-folder":
        path.symlink_to(scratch)
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        shutil.copyfile(valid, path)
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            if kind == "newer-schema":
                conn.execute("UPDATE schema_version SET version = 99")
            elif kind == "text-schema-version":
                conn.execute("UPDATE schema_version SET version = 'one'")
            elif kind == "blob-schema-version":
                conn.execute("UPDATE schema_version SET version = x'00ff'")
            elif kind == "missing-table":
                conn.execute("DROP TABLE seats")
            elif kind == "other-shape":
                conn.execute("DROP TABLE seats")
                conn.execute("CREATE TABLE seats (x, y)")
                conn.execute("INSERT INTO seats VALUES (1, 2)")
            elif kind == "huge-record":
                conn.execute("UPDATE games SET record = ? WHERE rowid = (SELECT MIN(rowid) FROM games)",
                             ("x" * (10 << 20),))
        finally:
            conn.close()


def make_case(valid: Path, uids: list[str], path: Path, rng: random.Random, index: int,
              scratch: Path) -> str:
    """One hostile file at ``path``: a whole-file case for every other index at first
    (each kind twice in turn), else one changed row. Returns its category."""
    if index < 4 * len(WHOLE_FILE) and index % 2 == 0:
        kind = WHOLE_FILE[index // 2 % len(WHOLE_FILE)]
        damage_whole_file(valid, path, kind, rng, scratch)
        return f"file:{kind}"
    shutil.copyfile(valid, path)
    uid = rng.choice(uids)
    if rng.random() < 0.05:
        drop_seats(path, uid)
        return "row:no-seats"
    table, column = rng.choice(list(ROW_VALUES))
    change_row(path, table, column, rng.choice(ROW_VALUES[(table, column)]), uid)
    return f"row:{table}.{column}"
