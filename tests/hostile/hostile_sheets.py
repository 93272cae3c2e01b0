"""Hostile and odd Lost Cities sheet files for the sheets folder, made on demand: the
named cases each with the problem a player must be told, and any number of random
mutations of the shipped sheet.

Used by tests/hostile/test_hostile_sheets.py and tools/hostile_sheets.py. No Qt here.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from hostile_files import (
    _ODD_VALUES,
    _RAW_ODD,
    SHARED_MUTATIONS,
    _directory,
    _fifo,
    _loop,
    _nodes,
    _set,
    _socket,
    _symlink,
    shared_mutation,
)

from copenhagen_gui.games.lost_cities_rw.rules import sheet_codec
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import SheetProblem
from copenhagen_gui.games.lost_cities_rw.ui.sheet_library import MAX_SHEET_BYTES

HOUSE = Path(sheet_codec.__file__).with_name(sheet_codec.HOUSE_SHEET_FILE)
UNKNOWN = "unknown"  # a random case: valid or not, only the invariants are checked
PATH_IDS = ["/tmp/copenhagen-escape/evil", "../../../escaped", "..", "a/b", "a\\b", "C:evil", "x" * 5000,
            "\x00", "evil.json", ".hidden", "-x", "ü"]


def sheet(sheet_id: str = "custom-friend", name: str = "A friend's pad") -> dict:
    """The shipped sheet as a player's file: another id and name."""
    data = json.loads(HOUSE.read_text(encoding="utf-8"))
    data["sheet_id"], data["name"] = sheet_id, name
    return data


def _text(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False)


def _write(content: str | bytes) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        path.write_bytes(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content)
    return build


def _with(**fields) -> str:
    data = sheet()
    data.update(fields)
    return json.dumps(data, indent=1)  # ASCII: a lone surrogate is written as \\ud800


def _raw(key: str, raw: str) -> str:
    """The sheet's text with the value of ``key`` replaced by raw JSON text."""
    return _with(**{key: "__RAW__"}).replace('"__RAW__"', raw)


def _link_to_valid(path: Path) -> None:
    target = path.with_name(path.name + ".target")  # not *.json: not listed itself
    target.write_text(_text(sheet()), encoding="utf-8")
    path.symlink_to(target)


def _padded(path: Path) -> None:
    path.write_text(_text(sheet()) + " " * MAX_SHEET_BYTES, encoding="utf-8")


# name -> (how to make it at a given path, the problem the player is told; None: it is listed to play)
CASES: dict[str, tuple[Callable[[Path], None], SheetProblem | None]] = {
    "valid": (_write(_text(sheet())), None),
    "valid-unicode-name": (_write(_text(sheet(name="Zoë's pad 🎲"))), None),
    "link-to-valid": (_link_to_valid, None),
    "huge-int-value": (_write(_text(sheet()).replace('"value": 35', '"value": ' + "3" * 5000, 1)),
                       SheetProblem.NUMBER_TOO_LONG),
    "huge-int-id": (_write(_raw("sheet_id", "1" + "9" * 5000)), SheetProblem.NUMBER_TOO_LONG),
    "huge-int-alone": (_write("9" * 4400), SheetProblem.NUMBER_TOO_LONG),
    "deep-nesting-open": (_write(_raw("name", "[" * 200_000)), SheetProblem.MALFORMED_JSON),
    "deep-nesting-closed": (_write(_raw("name", "[" * 50_000 + "]" * 50_000)), SheetProblem.MALFORMED_JSON),
    "link-to-dev-zero": (_symlink("/dev/zero"), SheetProblem.NOT_A_FILE),
    "link-to-dev-urandom": (_symlink("/dev/urandom"), SheetProblem.NOT_A_FILE),
    "link-to-dev-null": (_symlink("/dev/null"), SheetProblem.NOT_A_FILE),
    "fifo": (_fifo, SheetProblem.NOT_A_FILE),
    "socket": (_socket, SheetProblem.NOT_A_FILE),
    "directory": (_directory, SheetProblem.NOT_A_FILE),
    "dangling-link": (_symlink("/nonexistent/copenhagen/sheet.json"), SheetProblem.UNREADABLE),
    "link-loop": (_loop, SheetProblem.UNREADABLE),
    "too-large": (_padded, SheetProblem.TOO_LARGE),
    "name-1mb": (_write(_with(name="N" * 1_000_000)), SheetProblem.TOO_LARGE),
    "name-1000": (_write(_with(name="N" * 1000)), SheetProblem.TEXT_TOO_LONG),
    "name-lone-surrogate": (_write(_with(name="Pad \ud800")), SheetProblem.BAD_TEXT),
    "name-newline": (_write(_with(name="Pad\nsecond line")), SheetProblem.BAD_TEXT),
    "source-lone-surrogate": (_write(_with(notice="", sources={"house-v0": "\udfff"})), SheetProblem.BAD_TEXT),
    "source-name-lone-surrogate": (_write(_with(sources={"\ud800": "a source"})), SheetProblem.BAD_TEXT),
    "notice-lone-surrogate": (_write(_with(notice="Not checked \udc00")), SheetProblem.BAD_TEXT),
    "not-utf8": (_write(b"\xff\xfe{\x00"), SheetProblem.MALFORMED_JSON),
    "empty": (_write(b""), SheetProblem.MALFORMED_JSON),
    "truncated": (_write(_text(sheet())[:300]), SheetProblem.MALFORMED_JSON),
    "nan-value": (_write(_text(sheet()).replace('"value": 35', '"value": NaN', 1)), SheetProblem.WRONG_TYPE),
    "id-absolute-path": (_write(_with(sheet_id=PATH_IDS[0])), SheetProblem.BAD_ID),
    "id-parent-path": (_write(_with(sheet_id=PATH_IDS[1])), SheetProblem.BAD_ID),
    "id-dot-dot": (_write(_with(sheet_id="..")), SheetProblem.BAD_ID),
    "id-slash": (_write(_with(sheet_id="a/b")), SheetProblem.BAD_ID),
    "id-backslash": (_write(_with(sheet_id="a\\b")), SheetProblem.BAD_ID),
    "id-nul": (_write(_with(sheet_id="\x00")), SheetProblem.BAD_ID),
    "id-5000": (_write(_with(sheet_id="x" * 5000)), SheetProblem.BAD_ID),
    "id-number": (_write(_with(sheet_id=5)), SheetProblem.WRONG_TYPE),
    "id-empty": (_write(_with(sheet_id="")), SheetProblem.EMPTY_TEXT),
    "id-of-the-house-sheet": (_write(_with(sheet_id="house-v0")), SheetProblem.ID_TAKEN),
    "not-an-object": (_write("[1, 2, 3]"), SheetProblem.WRONG_TYPE),
}


def make_case(name: str, path: Path) -> SheetProblem | None:
    """Make the named case at ``path``; returns the problem the player must be told."""
    build, expected = CASES[name]
    build(Path(path))
    return expected


# --- random mutations -------------------------------------------------------------------

_ODD_TEXTS = ["", " ", "\ud800", "a\x00b", "<b>bold</b>", "%1 %2", "🎲" * 30, "N" * 100, "x\u2028y", "\t"]


def _dump(data, rng) -> str:
    return json.dumps(data, indent=rng.choice([None, 1]), ensure_ascii=rng.random() < 0.7, allow_nan=True)


def _mutate(rng: random.Random, sheet_id: str) -> tuple[str, bytes]:
    """(category, the bytes of one hostile sheet file)."""
    data = sheet(sheet_id, f"Pad {sheet_id[-4:]}")
    kind = rng.choice(["byteflip", "truncate", "wrongtype", "raw", "missingkey", "extrakey", "id", "text",
                       "scale", "squares", "encoding", "trivial", "valid"])
    if kind in SHARED_MUTATIONS:
        return kind, shared_mutation(kind, data, rng, _dump)
    if kind == "raw":
        path, _value = rng.choice([n for n in _nodes(data) if n[0]])
        _set(data, path, "__RAW__")
        raw = rng.choice([*_RAW_ODD, "9" * 4400, "[" * 100_000])
        return kind, _dump(data, rng).replace('"__RAW__"', raw, 1).encode("utf-8")
    if kind == "extrakey":
        path, value = rng.choice([n for n in _nodes(data) if isinstance(n[1], dict)])
        value[rng.choice(["path", "autosave", "x" * 1000, "__import__", "sheet_id "])] = rng.choice(_ODD_VALUES)
        return kind, _dump(data, rng).encode("utf-8")
    if kind == "id":
        data["sheet_id"] = rng.choice([*PATH_IDS, "house-v0", "", 5, None, [], "custom-fine"])
        return kind, _dump(data, rng).encode("utf-8", "surrogatepass")
    if kind == "text":
        field = rng.choice(["name", "notice", "sources"])
        text = rng.choice(_ODD_TEXTS)
        data[field] = {"house-v0": text} if field == "sources" else text
        return kind, _dump(data, rng).encode("utf-8", "surrogatepass")
    if kind == "scale":
        scale = data[rng.choice(["expedition_scale", "track_scale"])]
        if rng.random() < 0.5:
            scale[rng.randrange(10)]["value"] = rng.choice([10**15, -10**15, 2**63, 10**19, 10**100, 1.5, True])
        else:
            scale[:] = scale * rng.choice([0, 2, 100])
        return kind, _dump(data, rng).encode("utf-8")
    if kind == "squares":
        column = data["special_squares"][rng.choice(list(data["special_squares"]))]
        column[rng.randrange(len(column))]["symbol"] = rng.choice(["acc", "art", "-", "eval", "", None, 5])
        if rng.random() < 0.3:
            data["special_squares"] = {f"c{i}": column for i in range(rng.choice([0, 7, 300]))}
        return kind, _dump(data, rng).encode("utf-8")
    if kind == "encoding":
        text = _dump(data, rng)
        return kind, rng.choice([text.encode("utf-16"), b"\xef\xbb\xbf" + text.encode("utf-8"),
                                 text.encode("utf-8") + b"\x00garbage",
                                 bytes(rng.randrange(256) for _ in range(rng.randint(1, 3000)))])
    if kind == "trivial":
        return kind, rng.choice([b"", b" ", b"null", b"[]", b"{}", b"0", b'"text"', b'{"format": 1}'])
    return kind, _dump(data, rng).encode("utf-8")


def random_case(path: Path, rng: random.Random) -> str:
    """Write one random hostile sheet file at ``path``; returns its category."""
    kind, content = _mutate(rng, f"custom-{path.stem[-8:].lower()}")
    Path(path).write_bytes(content)
    return kind
