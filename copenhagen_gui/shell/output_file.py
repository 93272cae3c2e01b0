"""A file the app writes for the player (a PDF, a picture): all of it or nothing.

``output_file(path)`` yields a QSaveFile to paint into; it replaces ``path`` only when
the block ends without an error, so a failure never leaves half a file behind. Every
problem becomes an ``OutputError`` whose message names the file and says what is wrong,
in the player's language.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile


class OutputError(Exception):
    """The file could not be written; the message is for the player."""


def _fill(text: str, *args: str) -> str:
    """Qt's %1, %2 placeholders filled in (the translation may reorder them)."""
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", arg)
    return text


@contextlib.contextmanager
def output_file(path: Path | str) -> Iterator[QSaveFile]:
    path = Path(path)
    if not path.parent.is_dir():
        problem = QCoreApplication.translate("OutputFile", "The folder %1 does not exist.")
        raise OutputError(_fill(problem, str(path.parent)))
    if path.is_dir():
        raise OutputError(_fill(QCoreApplication.translate("OutputFile", "%1 is a folder, not a file."),
                                str(path)))
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise _unwritable(path, file)
    try:
        yield file
    except BaseException:
        file.cancelWriting()
        raise
    if not file.commit():
        raise _unwritable(path, file)


def _unwritable(path: Path, file: QSaveFile) -> OutputError:
    problem = QCoreApplication.translate("OutputFile", "%1 cannot be written: %2")
    return OutputError(_fill(problem, str(path), file.errorString()))
