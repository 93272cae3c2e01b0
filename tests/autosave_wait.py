"""The autosave is written a moment after a change (storage.WRITE_DELAY_MS, once the
table has painted it): tests that read the file after a move wait for that write."""

from __future__ import annotations


def wait_for_autosave(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.autosave.pending)
