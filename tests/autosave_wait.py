"""A change goes to the autosave's journal at once and is made durable (fsync; now and
then the whole record) a moment later (storage.WRITE_DELAY_MS, once the table has
painted it): tests that look at what a save reports (the marker, the crash message)
wait for that moment."""

from __future__ import annotations


def wait_for_autosave(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.autosave.pending)
