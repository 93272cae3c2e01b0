"""The autosave's journal: each change of the game, appended to a file next to the
autosave in the click that made it (a plain write, no fsync: a killed process loses
nothing the kernel already has). The autosave file itself, the whole record, is written
now and then (``storage.Autosaver``); then the journal starts again.

One line per entry: ``<CRC-32 of the JSON, 8 hex digits> <JSON>\\n``. The first line is
the header: ``{"journal": 1, "base": "<SHA-256 of the autosave file's bytes>"}`` (the
journal goes on from that file) or ``{"journal": 1, "record": {...}}`` (a whole record:
a game whose autosave file was never written). Then the changes, as
``record_follower`` gives them: ``{"keep": k, "add": [actions], "cursor": c}``. And
before the whole record is written, ``{"written": "<its SHA-256>"}``: a journal found
next to that record later (a kill before the journal was removed) is already in it.

Reading a journal back, trusting nothing, is ``journal_reader``'s job. This module is
light (no record module): the autosave imports it with the first game.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import zlib
from pathlib import Path

VERSION = 1


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- writing ------------------------------------------------------------------------


def line(entry: dict) -> bytes:
    data = json.dumps(entry, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return b"%08x " % zlib.crc32(data) + data + b"\n"


def base_header(sha: str) -> bytes:
    return line({"journal": VERSION, "base": sha})


def record_header(record_json: dict) -> bytes:
    return line({"journal": VERSION, "record": record_json})


def change_line(keep: int, added: list, cursor: int) -> bytes:
    return line({"keep": keep, "add": added, "cursor": cursor})


def written_line(sha: str) -> bytes:
    return line({"written": sha})


def _write(fd: int, data: bytes) -> None:
    """One write of whole lines; a short one (a full disk) raises."""
    if os.write(fd, data) != len(data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


_FLAGS = os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class JournalFile:
    """A slot's journal, open for appending. ``lines``: how many it holds."""

    def __init__(self, path: Path, fd: int, lines: int, new: bool):
        self.path = path
        self.lines = lines
        self._fd = fd
        self._name_unsynced = new  # its folder entry is not on disk for sure yet

    @classmethod
    def create(cls, path: Path, first: bytes) -> JournalFile:
        """A new journal holding ``first`` (whole lines), in place of any file there:
        written aside and renamed over it, so a kill never leaves an empty journal
        where one with changes stood."""
        temp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
        fd = os.open(temp, _FLAGS | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            _write(fd, first)
            os.replace(temp, path)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
        return cls(path, fd, first.count(b"\n"), new=True)

    @classmethod
    def adopt(cls, path: Path, length: int, lines: int) -> JournalFile:
        """Go on with the journal found at start-up: its first ``length`` bytes were
        good (a line cut short after them is dropped)."""
        fd = os.open(path, _FLAGS | getattr(os, "O_NOFOLLOW", 0))
        try:
            os.ftruncate(fd, length)
        except BaseException:
            os.close(fd)
            raise
        return cls(path, fd, lines, new=False)

    def append(self, data: bytes) -> None:
        _write(self._fd, data)
        self.lines += data.count(b"\n")

    def sync(self) -> None:
        os.fsync(self._fd)
        if self._name_unsynced:
            _sync_folder(self.path.parent)
            self._name_unsynced = False

    def close(self) -> None:
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = -1

    def remove(self) -> None:
        self.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
