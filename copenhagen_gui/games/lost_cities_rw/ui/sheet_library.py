"""The player's own sheets: one JSON file each (the shipped file's format, written and
read by ``sheet_codec``) in ``<user data>/lost-cities-sheets``.

A file that does not read as a valid sheet is listed as broken, with the codec's
issues, and never touched: the player may want to mend it by hand. Saving writes a
temporary file beside the target and renames it over, so a crash never leaves half a
sheet behind.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from pathlib import Path

import attrs

from ....core import paths
from ..rules.sheet import HOUSE_SHEET_ID, Sheet
from ..rules.sheet_codec import SheetIssue, SheetProblem, SheetValidationError, sheet_from_text, sheet_to_text

FOLDER_NAME = "lost-cities-sheets"
SUFFIX = ".json"
CUSTOM_PREFIX = "custom-"


@attrs.frozen
class SheetEntry:
    """One file of the folder: its sheet, or why it could not be read."""

    path: Path
    sheet: Sheet | None
    issues: tuple[SheetIssue, ...] = ()

    @property
    def broken(self) -> bool:
        return self.sheet is None


def sheets_dir() -> Path:
    return paths.user_data_dir() / FOLDER_NAME


def read_entry(path: Path) -> SheetEntry:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return SheetEntry(path, None, (SheetIssue("(file)", SheetProblem.MALFORMED_JSON, "JSON", str(error)),))
    try:
        return SheetEntry(path, sheet_from_text(text))
    except SheetValidationError as error:
        return SheetEntry(path, None, error.issues)


def list_sheets(folder: Path | None = None) -> list[SheetEntry]:
    """Every ``*.json`` of the folder, by file name; a missing folder holds none."""
    folder = folder or sheets_dir()
    if not folder.is_dir():
        return []
    # a dot file is a save in progress (or the system's): never a sheet
    return [read_entry(path) for path in sorted(folder.glob("*" + SUFFIX)) if not path.name.startswith(".")]


def slug(name: str) -> str:
    """A file-name-safe id part from a sheet's name ("Mein Blatt #2" -> "mein-blatt-2")."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "sheet"


def new_sheet_id(name: str, folder: Path | None = None) -> str:
    """An id (and file name) no sheet of the folder uses yet."""
    folder = folder or sheets_dir()
    base = CUSTOM_PREFIX + slug(name)
    candidate, n = base, 2
    while (folder / (candidate + SUFFIX)).exists() or candidate == HOUSE_SHEET_ID:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def path_for(sheet: Sheet, folder: Path | None = None) -> Path:
    return (folder or sheets_dir()) / (sheet.sheet_id + SUFFIX)


def save_sheet(sheet: Sheet, folder: Path | None = None) -> Path:
    """Write ``sheet`` to its file atomically. Raises OSError when the folder is not
    writable (the editor says so and keeps the sheet on screen)."""
    folder = folder or sheets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = path_for(sheet, folder)
    handle, temporary = tempfile.mkstemp(prefix=".saving-", suffix=SUFFIX, dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(sheet_to_text(sheet))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target
