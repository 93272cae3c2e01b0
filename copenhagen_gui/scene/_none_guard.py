"""Work around a reference-count bug of PySide6 6.12.0 on Python < 3.12.

Every C++ method returning void drops one reference to ``None`` there (the bindings
treat ``None`` as immortal, which it only is from Python 3.12 on); after a few
thousand calls Python aborts with "none_dealloc". Painting the table makes thousands
of such calls per frame. When the bug is detected, ``None`` gets a reference count so
large that it can never reach zero: exactly what Python 3.12 does for every process.
Harmless where the bug is absent (nothing is changed). Better fix: avoid PySide6
6.12.0 on Python 3.11 (pin ``!=6.12.0``) or run Python >= 3.12."""

from __future__ import annotations

import ctypes
import sys


def _void_calls_drop_none() -> bool:
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(0.0)
    return sys.getrefcount(None) < before


def protect_none() -> bool:
    """Make None immortal if this PySide6 build leaks it. True when applied."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not _void_calls_drop_none():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    return True
