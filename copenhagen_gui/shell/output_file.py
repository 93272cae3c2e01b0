"""A file the app writes for the player (a PDF, a picture): all of it or nothing.

``output_file(path)`` yields a memory buffer to paint into; when the block ends without
an error, the whole file goes to disk through the one atomic writer
(core.atomic_file), which flushes it to disk before it replaces ``path``. A failure
anywhere (a full disk included: it is found when the data is written and flushed,
not left to a buffered close that may drop the error) leaves no partial file and any
earlier file as it was. Every problem becomes an ``OutputError`` whose message names
the file, says what is wrong and that nothing was changed, in the player's language.

The path is the player's choice: a symlink is followed (the file it points to is
written), but only an ordinary file is ever replaced, never a device or a pipe.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice

from copenhagen_gui.core.atomic_file import atomic_write
from copenhagen_gui.shell.os_errors import os_error_text
from copenhagen_gui.shell.text import fill


class OutputError(Exception):
    """The file could not be written; the message is for the player."""


@contextlib.contextmanager
def output_file(path: Path | str) -> Iterator[QBuffer]:
    path = Path(path)
    if not path.parent.is_dir():
        problem = QCoreApplication.translate("OutputFile", "The folder %1 does not exist.")
        raise OutputError(fill(problem, str(path.parent)))
    if path.is_dir():
        raise OutputError(fill(QCoreApplication.translate("OutputFile", "%1 is a folder, not a file."),
                                str(path)))
    target = Path(os.path.realpath(path))  # the player's symlink leads to the file to write
    _refuse_special(path, target)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    yield buffer  # an exception in the block passes through: nothing is written
    buffer.close()
    try:
        atomic_write(target, bytes(buffer.data()))
    except OSError as error:
        raise OutputError(fill(QCoreApplication.translate(
            "OutputFile", "%1 cannot be written: %2. Nothing was changed on the disk."),
            str(path), os_error_text(error))) from None


def _refuse_special(path: Path, target: Path) -> None:
    """Only an ordinary file (or none yet) may be replaced: writing 'to' /dev/full or a
    pipe must never put a file in its place."""
    try:
        info = os.stat(target)
    except OSError:
        return  # nothing there yet (or unreachable: the write will say why)
    if not stat.S_ISREG(info.st_mode):
        raise OutputError(fill(QCoreApplication.translate(
            "OutputFile", "%1 is not an ordinary file (a device or a pipe): it was not replaced."), str(path)))
