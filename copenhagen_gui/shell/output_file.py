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

from copenhagen_gui.shell.text import fill


class OutputError(Exception):
    """The file could not be written; the message is for the player."""


@contextlib.contextmanager
def output_file(path: Path | str) -> Iterator[QSaveFile]:
    path = Path(path)
    if not path.parent.is_dir():
        problem = QCoreApplication.translate("OutputFile", "The folder %1 does not exist.")
        raise OutputError(fill(problem, str(path.parent)))
    if path.is_dir():
        raise OutputError(fill(QCoreApplication.translate("OutputFile", "%1 is a folder, not a file."),
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
    return OutputError(fill(problem, str(path), file.errorString()))
