"""Hostile and odd game files, made on demand: the named cases each with the problem a
user must be told, and any number of random mutations of the golden records.

Used by the tests in this folder and by tools/fuzz_files.py. No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import random
import socket
import stat
from collections.abc import Callable
from pathlib import Path

from copenhagen_gui.core.record import MAX_RECORD_BYTES, RecordProblem

GAMES = Path(__file__).resolve().parents[1] / "games"


def _golden_records(game_folder: str) -> list[Path]:
    records = GAMES / game_folder / "records"
    return sorted(p for p in records.glob("game_*.json") if not p.name.endswith(".summary.json"))


GOLDEN = _golden_records("copenhagen_rw")  # the named cases are Roll & Write records
# Random mutations may start from any game's golden records (tools/fuzz_files.py).
GOLDEN_ALL_GAMES = GOLDEN + _golden_records("copenhagen") + _golden_records("lost_cities_rw")
UNKNOWN = "unknown"  # a random case: valid or not, only the invariants are checked


def golden(index: int = 0, actions: int | None = 5, pool: list[Path] = GOLDEN) -> dict:
    """A golden record of ``pool``, cut to its first ``actions`` actions (an unfinished game)."""
    data = json.loads(pool[index].read_text(encoding="utf-8"))
    if actions is not None:
        data["actions"] = data["actions"][:actions]
        data["cursor"] = len(data["actions"])
    return data


def _text(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False)


def _with_name(name: str, escaped: bool = False) -> str:
    """``escaped``: every non-ASCII character as \\uXXXX (how a lone surrogate gets
    into valid UTF-8 JSON text)."""
    data = golden()
    data["players"][0]["name"] = name
    return json.dumps(data, indent=1, ensure_ascii=escaped)


def _replace_value(key: str, raw: str) -> str:
    """The record's text with the JSON value of ``key`` replaced by raw JSON text."""
    data = golden()
    marker = "__REPLACED__"
    data[key] = marker
    return _text(data).replace(f'"{marker}"', raw)


def _chance(raw: str) -> str:
    """A version-3 record (the first to say how chance is keyed) with ``chance`` as raw JSON."""
    data = golden()
    data.update(format="copenhagen-gui-game", format_version=3, game="copenhagen-rw", chance="__REPLACED__")
    return _text(data).replace('"__REPLACED__"', raw)


def _with_start(start, raw: str | None = None) -> str:
    """A Roll & Write situation file (a start and no move) whose start is ``start``, or
    the raw JSON text ``raw``."""
    from copenhagen_gui.core import record as records
    from copenhagen_gui.core import registry

    spec = registry.get("copenhagen-rw")
    options = spec.default_options(2)
    data = records.to_json(records.GameRecord(spec.game_id, options, ("Ann", "Bo"), 5,
                                              start=spec.new_game(options)))
    data["start"] = start if raw is None else "__REPLACED__"
    return _text(data).replace('"__REPLACED__"', raw) if raw is not None else _text(data)


def _floating_start() -> dict:
    return {"phase": "roll", "active": 0,
            "players": [{"building": ["..O.."] + ["....."] * 8}, {"building": ["....."] * 9}]}


def _huge_in_action() -> str:
    data = golden()
    data["actions"][0]["player"] = "__REPLACED__"
    return _text(data).replace('"__REPLACED__"', "7" * 5000)


# --- the named cases ------------------------------------------------------------------

def _write(content: str | bytes) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        data = content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content
        path.write_bytes(data)
    return build


def _symlink(target) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        os.symlink(target, path)
    return build


def _directory(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _socket(path: Path) -> None:
    # A Unix socket name is at most ~100 bytes: bind by a name relative to its folder.
    here = os.getcwd()
    os.chdir(path.parent)
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.bind(path.name)
    finally:
        os.chdir(here)


def _link_to_directory(path: Path) -> None:
    target = path.with_name(path.name + ".target-folder")
    target.mkdir()
    os.symlink(target, path)


def _link_to_valid(path: Path) -> None:
    target = path.with_name(path.name + ".target.json")
    target.write_text(_text(golden()), encoding="utf-8")
    os.symlink(target, path)


def _loop(path: Path) -> None:
    other = path.with_name(path.name + ".loop")
    os.symlink(other, path)
    os.symlink(path, other)


def _padded(path: Path) -> None:
    path.write_text(_text(golden()) + " " * (MAX_RECORD_BYTES + 1000), encoding="utf-8")


# name -> (how to make it at a given path, the problem the user is told; None: it opens)
CASES: dict[str, tuple[Callable[[Path], None], RecordProblem | None]] = {
    "valid": (_write(_text(golden())), None),
    "valid-finished-game": (_write(_text(golden(1, None))), None),
    "huge-int-alone": (_write("1" + "0" * 4300), RecordProblem.MALFORMED),
    "huge-int-seed": (_write(_replace_value("seed", "1" + "0" * 4300)), RecordProblem.MALFORMED),
    "huge-int-cursor": (_write(_replace_value("cursor", "9" * 100_000)), RecordProblem.MALFORMED),
    "huge-negative-int": (_write(_replace_value("format_version", "-" + "9" * 5000)),
                          RecordProblem.MALFORMED),
    "huge-int-in-action": (_write(_huge_in_action()), RecordProblem.MALFORMED),
    "lone-surrogate-name": (_write(_with_name("\ud800", escaped=True)), RecordProblem.BAD_NAME),
    "lone-low-surrogate-name": (_write(_with_name("A\udc00", escaped=True)), RecordProblem.BAD_NAME),
    "raw-surrogate-bytes": (_write(_with_name("\ud800")), RecordProblem.NOT_JSON),
    "name-100k": (_write(_with_name("A" * 100_000)), RecordProblem.BAD_NAME),
    "name-4mb": (_write(_with_name("B" * 4_000_000)), RecordProblem.BAD_NAME),
    "name-41": (_write(_with_name("C" * 41)), RecordProblem.BAD_NAME),
    "name-with-bell": (_write(_with_name("Ann\aBo")), RecordProblem.BAD_NAME),
    "name-with-newline": (_write(_with_name("Ann\nBo")), RecordProblem.BAD_NAME),
    "name-with-nul": (_write(_with_name("Ann\x00")), RecordProblem.BAD_NAME),
    "name-with-line-separator": (_write(_with_name("Ann\u2028Bo")), RecordProblem.BAD_NAME),
    "name-empty": (_write(_with_name("")), RecordProblem.BAD_NAME),
    "name-spaces": (_write(_with_name("   ")), RecordProblem.BAD_NAME),
    "name-40-with-spaces": (_write(_with_name("  " + "D" * 40 + "  ")), None),
    "name-accents-and-emoji": (_write(_with_name("Zoë 🎲 Ørsted")), None),
    "too-large-padding": (_padded, RecordProblem.TOO_LARGE),
    "too-large-name": (_write(_with_name("E" * (MAX_RECORD_BYTES + 10))), RecordProblem.TOO_LARGE),
    "directory": (_directory, RecordProblem.NOT_A_FILE),
    "fifo": (_fifo, RecordProblem.NOT_A_FILE),
    "socket": (_socket, RecordProblem.NOT_A_FILE),
    "link-to-dev-zero": (_symlink("/dev/zero"), RecordProblem.NOT_A_FILE),
    "link-to-dev-urandom": (_symlink("/dev/urandom"), RecordProblem.NOT_A_FILE),
    "link-to-dev-null": (_symlink("/dev/null"), RecordProblem.NOT_A_FILE),
    "link-to-directory": (_link_to_directory, RecordProblem.NOT_A_FILE),
    "link-to-valid": (_link_to_valid, None),
    "dangling-link": (_symlink("/nonexistent/copenhagen/game.json"), RecordProblem.UNREADABLE),
    "link-loop": (_loop, RecordProblem.UNREADABLE),
    "deep-nesting": (_write("[" * 1_000_000), RecordProblem.NOT_JSON),
    "nan-seed": (_write(_replace_value("seed", "NaN")), RecordProblem.MALFORMED),
    "chance-list": (_write(_chance("[]")), RecordProblem.MALFORMED),
    "chance-object": (_write(_chance('{"position": 1}')), RecordProblem.MALFORMED),
    "empty": (_write(b""), RecordProblem.NOT_JSON),
    "not-utf8": (_write(b"\xff\xfe{\x00"), RecordProblem.NOT_JSON),
    "start-floating-cell": (_write(_with_start(_floating_start())), RecordProblem.BAD_START),
    "start-not-an-object": (_write(_with_start(["roll", 0])), RecordProblem.BAD_START),
    "start-unknown-field": (_write(_with_start({**_floating_start(), "eval": "1"})),
                            RecordProblem.BAD_START),
    "start-huge-int": (_write(_with_start(None, '{"phase": "roll", "active": ' + "9" * 5000 + "}")),
                       RecordProblem.MALFORMED),
    "start-deep-nesting": (_write(_with_start(None, "[" * 100_000 + "]" * 100_000)),
                           RecordProblem.NOT_JSON),
}


def make_case(name: str, path: Path) -> RecordProblem | None:
    """Make the named case at ``path``; returns the problem a user must be told."""
    build, expected = CASES[name]
    build(Path(path))
    return expected


# --- random mutations -------------------------------------------------------------------

_ODD_VALUES = [None, True, False, 0, -1, 1.5, -0.0, 2**63, -(2**63), 10**30, "", "x", "red",
               [], {}, [1], [[0, 0]], {"a": 1}, math.nan, math.inf, -math.inf]
_RAW_ODD = ["1" + "0" * 4300, "-" + "9" * 6000, "1e400", "NaN", "Infinity", "[" * 5000 + "]" * 5000]
_ODD_NAMES = ["\ud800", "\udfff", "A" * 41, "A" * 100_000, "", " ", "\t", "a\x1bb", "a\x7fb",
              "a\u0085b", "<b>bold</b>", "%1 %2 %n", "🎲" * 40, "🎲" * 41, "x\u2029y"]


def _nodes(data, path=()):
    """Every (path, value) of a JSON tree."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _nodes(value, path + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _nodes(value, path + (index,))


def _set(data, path, value):
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def _delete(data, path):
    target = data
    for step in path[:-1]:
        target = target[step]
    del target[path[-1]]


def _dump(data, rng) -> str:
    return json.dumps(data, indent=rng.choice([None, 1]), ensure_ascii=rng.random() < 0.5,
                      allow_nan=True)


SHARED_MUTATIONS = ("byteflip", "truncate", "wrongtype", "missingkey")


def shared_mutation(kind: str, data, rng: random.Random, dump) -> bytes:
    """The mutations every kind of JSON file gets (records, sheets): bits flipped, the
    text cut short, values of the wrong type, a key left out. ``dump(data, rng)``: the
    kind's own JSON text."""
    if kind == "byteflip":
        raw = bytearray(dump(data, rng).encode("utf-8", "surrogatepass"))
        for _ in range(rng.randint(1, 8)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == "truncate":
        raw = dump(data, rng).encode("utf-8", "surrogatepass")
        return raw[: rng.randrange(len(raw))]
    if kind == "wrongtype":
        for _ in range(rng.randint(1, 3)):
            path, _value = rng.choice(list(_nodes(data)))
            data = _set(data, path, rng.choice(_ODD_VALUES))
        return dump(data, rng).encode("utf-8")
    path, _value = rng.choice([n for n in _nodes(data) if n[0]])
    _delete(data, path)
    return dump(data, rng).encode("utf-8")


def _mutate(rng: random.Random, pool: list[Path]) -> tuple[str, bytes]:
    """(category, bytes of one hostile file made from a golden record of ``pool``)."""
    index = rng.randrange(len(pool))
    data = golden(index, rng.choice([0, 1, 5, 40, None]), pool)
    kind = rng.choice(["byteflip", "truncate", "wrongtype", "raw", "missingkey", "name",
                       "illegal", "encoding", "padding", "trivial"])
    if kind in SHARED_MUTATIONS:
        return kind, shared_mutation(kind, data, rng, _dump)
    if kind == "raw":
        path, _value = rng.choice([n for n in _nodes(data) if n[0]])
        _set(data, path, "__RAW__")
        return kind, _dump(data, rng).replace('"__RAW__"', rng.choice(_RAW_ODD), 1).encode("utf-8")
    if kind == "name":
        seat = rng.randrange(len(data["players"]))
        data["players"][seat]["name"] = rng.choice(_ODD_NAMES)
        return kind, json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    if kind == "illegal":
        actions = data["actions"]
        if len(actions) >= 2:
            i, j = rng.sample(range(len(actions)), 2)
            change = rng.choice(["swap", "duplicate", "drop", "player", "type"])
            if change == "swap":
                actions[i], actions[j] = actions[j], actions[i]
            elif change == "duplicate":
                actions.insert(i, dict(actions[j]))
            elif change == "drop":
                del actions[i]
            elif change == "player":
                actions[i]["player"] = rng.randrange(-1, 5)
            else:
                actions[i]["type"] = rng.choice(["roll", "pass", "__import__", "place", "nope"])
        data["cursor"] = rng.randint(0, len(actions))
        return kind, _dump(data, rng).encode("utf-8")
    if kind == "encoding":
        text = _dump(data, rng)
        return kind, rng.choice([
            text.encode("utf-16"), text.encode("utf-32"), b"\xef\xbb\xbf" + text.encode("utf-8"),
            text.encode("latin-1", "replace") + b"\xe9\xff", text.encode("utf-8") + b"\x00garbage",
            bytes(rng.randrange(256) for _ in range(rng.randint(1, 3000))),
        ])
    if kind == "padding":
        raw = _dump(data, rng).encode("utf-8")
        size = rng.choice([10, 1000, MAX_RECORD_BYTES - len(raw), MAX_RECORD_BYTES + 1])
        return kind, raw + b" " * max(size, 0)
    return kind, rng.choice([b"", b" ", b"null", b"[]", b"{}", b"0", b'"text"', b"true",
                             b'{"format": "copenhagen-roll-and-write"}'])


def random_case(path: Path, rng: random.Random, pool: list[Path] = GOLDEN) -> str:
    """Write one random hostile file at ``path``, a mutation of one of the golden
    records of ``pool``; returns its category."""
    kind, content = _mutate(rng, pool)
    Path(path).write_bytes(content)
    return kind


# --- the file must be left as it was ------------------------------------------------------

def snapshot(path: Path) -> tuple:
    """What a load must not change: the link itself, and an ordinary file's bytes,
    mode and times. Never reads anything but an ordinary file."""
    path = Path(path)
    try:
        info = os.lstat(path)
    except OSError as exc:
        return ("missing", exc.errno)
    parts = [stat.S_IFMT(info.st_mode), info.st_mode, info.st_size, info.st_mtime_ns]
    if stat.S_ISLNK(info.st_mode):
        parts.append(os.readlink(path))
        with contextlib.suppress(OSError):
            target = os.stat(path)
            if stat.S_ISREG(target.st_mode):
                parts += [target.st_size, target.st_mtime_ns, _digest(path)]
    elif stat.S_ISREG(info.st_mode):
        parts.append(_digest(path))
    return tuple(parts)


def _digest(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()
