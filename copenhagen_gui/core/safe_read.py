"""Reading a file someone handed us (a saved game, the autosave) without trusting it.

Only an ordinary file is read, and only up to a size limit checked before reading:
a folder, a pipe (opening one for reading blocks until a writer comes), a socket or a
device behind a symlink (/dev/zero never ends) is refused by its type. And JSON is
parsed with integers of sane length: Python refuses to convert more than 4,300 digits
(with a plain ValueError), and a long one costs quadratic time below that.
"""

from __future__ import annotations

import enum
import os
import stat
from typing import Any

MAX_INT_DIGITS = 20  # 2**64 has 20 digits: larger than any number a record holds
# A real game record is a few tens of kilobytes; anything far larger is refused unread.
# (Here, not in core/record.py: the statistics check it without loading the record module.)
MAX_RECORD_BYTES = 5 * 1024 * 1024
_CHUNK = 1 << 20


class FileRefusal(str, enum.Enum):
    UNREADABLE = "unreadable"  # missing, no permission, an I/O error
    NOT_A_FILE = "not_a_file"  # a folder, a pipe, a socket, a device
    TOO_LARGE = "too_large"


class FileRefused(Exception):
    def __init__(self, refusal: FileRefusal, detail: str = ""):
        self.refusal = refusal
        self.detail = detail
        super().__init__(f"{refusal.value}: {detail}" if detail else refusal.value)


class NumberTooLong(ValueError):
    pass


class NotJson(ValueError):
    """The bytes are not UTF-8 JSON text (or nest deeper than Python can parse);
    ``line`` and ``column`` say where, when the JSON itself is broken."""

    def __init__(self, detail: str, line: int | None = None, column: int | None = None):
        super().__init__(detail)
        self.line, self.column = line, column


def _check(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(FileRefusal.NOT_A_FILE, _kind(info.st_mode))
    if info.st_size > limit:
        raise FileRefused(FileRefusal.TOO_LARGE, f"{info.st_size} bytes")


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device")):
        if test(mode):
            return name
    return "not an ordinary file"


def read_limited(path, limit: int) -> bytes:
    """The bytes of the ordinary file at ``path`` (symlinks followed), at most
    ``limit`` of them; raises FileRefused. Never blocks, never writes."""
    try:
        _check(os.stat(path), limit)  # the type before opening: opening a pipe may block
    except OSError as exc:
        raise FileRefused(FileRefusal.UNREADABLE, exc.strerror or str(exc)) from None
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(FileRefusal.UNREADABLE, exc.strerror or str(exc)) from None
    try:
        _check(os.fstat(fd), limit)  # it may have been swapped since the stat
        chunks, left = [], limit + 1  # one byte more: a file that grew is caught
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise FileRefused(FileRefusal.UNREADABLE, exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileRefused(FileRefusal.TOO_LARGE, f"more than {limit} bytes")
    return data


def _bounded_int(text: str) -> int:
    if len(text) - text.startswith("-") > MAX_INT_DIGITS:
        raise NumberTooLong(f"a number of {len(text)} digits")
    return int(text)


def parse_json(text: str) -> Any:
    """json.loads with integers of at most MAX_INT_DIGITS digits. Raises
    NumberTooLong, json.JSONDecodeError or RecursionError (deep nesting)."""
    import json  # (here: the statistics read MAX_RECORD_BYTES without json)

    return json.loads(text, parse_int=_bounded_int)


def read_json(path, limit: int) -> Any:
    """The JSON value of the ordinary file at ``path`` of at most ``limit`` bytes: the
    file's type and size checked before reading, then UTF-8 and JSON with numbers of
    sane length. Raises FileRefused, NotJson or NumberTooLong; never writes."""
    import json

    data = read_limited(path, limit)
    try:
        return parse_json(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise NotJson("not UTF-8 text") from None
    except RecursionError:
        raise NotJson("nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise NotJson(f"line {exc.lineno}, column {exc.colno}", exc.lineno, exc.colno) from None
