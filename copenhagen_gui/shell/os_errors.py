"""Why a file could not be written or read, in the player's language.

The system's own words (``strerror``) are English whatever the language; the common
causes a player can act on are said here, the rare ones keep the system's words.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication


def os_error_text(error: OSError) -> str:
    """A short clause ("there is no space left on the disk") for ``error``."""
    translate = QCoreApplication.translate
    code = error.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("OsErrors", "there is no space left on the disk")
    if code == errno.EROFS:
        return translate("OsErrors", "the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return translate("OsErrors", "you are not allowed to write there")
    if code == errno.ENOENT:
        return translate("OsErrors", "the folder does not exist")
    if code == errno.ENOTDIR:
        return translate("OsErrors", "a part of the path is not a folder")
    if code == errno.EISDIR:
        return translate("OsErrors", "it is a folder")
    if code == errno.ENAMETOOLONG:
        return translate("OsErrors", "the name is too long")
    if code == errno.EIO:
        return translate("OsErrors", "the disk reported an error")
    return error.strerror or str(error)
