"""The player's own sheets: one JSON file each (the shipped file's format, written and
read by ``sheet_codec``) in ``<user data>/lost-cities-sheets``.

A sheet file is read as a saved game is (core.safe_read): only an ordinary file of at
most MAX_SHEET_BYTES, its type and size checked before reading, then JSON with numbers
of sane length, then the codec's checks. A file that does not read as a valid sheet, or
whose id another sheet already has, is listed as broken with the reasons, and never
touched: the player may want to mend it by hand.

Where a sheet is saved never comes from a file's contents: an edited sheet goes back
to the file it was read from, a new one to a file named from a fresh id made of its
name's letters (``new_sheet_id``). The file is written through the one atomic writer.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import attrs

from copenhagen_gui.core import paths
from copenhagen_gui.core.atomic_file import atomic_write
from copenhagen_gui.core.safe_read import FileRefusal, FileRefused, NotJson, NumberTooLong, read_json

from ..rules.sheet import HOUSE_SHEET_ID, Sheet, is_sheet_id
from ..rules.sheet_codec import SheetIssue, SheetProblem, SheetValidationError, sheet_from_json, sheet_to_text

FOLDER_NAME = "lost-cities-sheets"
SUFFIX = ".json"
CUSTOM_PREFIX = "custom-"
# The shipped sheet is 6 KB; a sheet with long notes on its sources might reach a few
# times that. Anything far larger is not a sheet and is not read.
MAX_SHEET_BYTES = 256 * 1024
FILE_PATH = "(file)"  # the issue path of a problem with the file itself

_REFUSALS = {
    FileRefusal.UNREADABLE: SheetProblem.UNREADABLE,
    FileRefusal.NOT_A_FILE: SheetProblem.NOT_A_FILE,
    FileRefusal.TOO_LARGE: SheetProblem.TOO_LARGE,
}


class SheetPathError(ValueError):
    """A place to save a sheet outside the sheets folder (never made by the app)."""


@attrs.frozen
class SheetEntry:
    """One file of the folder: its sheet, or why it cannot be used."""

    path: Path
    sheet: Sheet | None
    issues: tuple[SheetIssue, ...] = ()

    @property
    def broken(self) -> bool:
        return self.sheet is None


def sheets_dir() -> Path:
    return paths.user_data_dir() / FOLDER_NAME


def read_entry(path: Path) -> SheetEntry:
    """The sheet in ``path`` or its issues; never raises for what the file holds,
    never blocks on a pipe or reads a device, never writes."""
    try:
        data = read_json(path, MAX_SHEET_BYTES)
    except FileRefused as refused:
        return _broken(path, _REFUSALS[refused.refusal])
    except NumberTooLong:
        return _broken(path, SheetProblem.NUMBER_TOO_LONG)
    except NotJson as error:
        where = f"line {error.line}, column {error.column}" if error.line is not None else ""
        return _broken(path, SheetProblem.MALFORMED_JSON, where)
    try:
        return SheetEntry(path, sheet_from_json(data))
    except SheetValidationError as error:
        return SheetEntry(path, None, error.issues)


def _broken(path: Path, problem: SheetProblem, detail: str = "") -> SheetEntry:
    return SheetEntry(path, None, (SheetIssue(FILE_PATH, problem, None, detail or None),))


def list_sheets(folder: Path | None = None) -> list[SheetEntry]:
    """Every ``*.json`` of the folder, by file name; a missing folder holds none. A
    sheet whose id the house sheet or an earlier file already has is listed broken
    (ID_TAKEN, naming the other file; the house sheet: no file)."""
    folder = folder or sheets_dir()
    try:
        if not folder.is_dir():
            return []
        # a dot file is a save in progress (or the system's): never a sheet
        names = sorted(path.name for path in folder.glob("*" + SUFFIX) if not path.name.startswith("."))
    except OSError:
        return []
    entries, owner = [], {HOUSE_SHEET_ID: None}
    for name in names:
        entry = read_entry(folder / name)
        if not entry.broken:
            sheet_id = entry.sheet.sheet_id
            if sheet_id in owner:
                other = owner[sheet_id]
                entry = SheetEntry(entry.path, None, (SheetIssue(
                    "sheet_id", SheetProblem.ID_TAKEN, sheet_id, other.name if other is not None else None),))
            else:
                owner[sheet_id] = entry.path
        entries.append(entry)
    return entries


def slug(name: str) -> str:
    """A file-name-safe id part from a sheet's name ("Mein Blatt #2" -> "mein-blatt-2")."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:60].strip("-") or "sheet"


def new_sheet_id(name: str, folder: Path | None = None) -> str:
    """An id (and file name) no sheet of the folder uses yet: made of the name's
    letters and digits only."""
    folder = folder or sheets_dir()
    taken = {entry.sheet.sheet_id for entry in list_sheets(folder) if not entry.broken}
    base = CUSTOM_PREFIX + slug(name)
    candidate, n = base, 2
    while (folder / (candidate + SUFFIX)).exists() or candidate in taken or candidate == HOUSE_SHEET_ID:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def new_sheet_path(sheet_id: str, folder: Path | None = None) -> Path:
    """Where a new sheet with the (validated) id ``sheet_id`` is saved."""
    if not is_sheet_id(sheet_id):
        raise SheetPathError(f"not a sheet id: {sheet_id[:40]!r}")
    return (folder or sheets_dir()) / (sheet_id + SUFFIX)


def file_of(sheet: Sheet, folder: Path | None = None) -> Path | None:
    """The file of the folder that holds ``sheet`` (found by listing the folder)."""
    for entry in list_sheets(folder):
        if not entry.broken and entry.sheet.sheet_id == sheet.sheet_id:
            return entry.path
    return None


def save_sheet(sheet: Sheet, path: Path, folder: Path | None = None) -> Path:
    """Write ``sheet`` to ``path`` atomically: a file directly inside the sheets folder
    (SheetPathError for anything else: no write ever leaves it). Raises OSError when
    the folder is not writable (the editor says so and keeps the sheet on screen)."""
    folder = Path(folder or sheets_dir())
    path = Path(path)
    if (path.parent != folder or path.suffix != SUFFIX or path.name.startswith(".")
            or path.name in (".", "..")):
        raise SheetPathError(f"{path} is not a sheet file of {folder}")
    atomic_write(path, sheet_to_text(sheet).encode("utf-8"))
    return path
