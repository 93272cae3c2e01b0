"""Whether the game on the table is safe on disk: the outcome of the latest autosave,
what has not been written since, and where the last good copy is. The status-bar
marker and the crash message read it (a crash box must not say "your game is safe"
while every autosave fails)."""

from __future__ import annotations

import datetime
from pathlib import Path

import attrs


@attrs.define
class SaveHealth:
    failing: bool = False
    problem: str = ""  # the OS's words for the latest failure
    unsaved_changes: int = 0  # changes to the game since the last good autosave
    last_good_path: Path | None = None  # a file holding this game as of last_good_time
    last_good_time: datetime.datetime | None = None

    def new_game(self, source: Path | None = None) -> None:
        """Another game on the table; ``source``: a file that holds it already (opened
        or resumed from). A folder that fails keeps failing: ``failing`` stays."""
        self.unsaved_changes = 0
        self.last_good_path = source
        self.last_good_time = _now() if source is not None else None

    def saved(self, path: Path) -> None:
        self.failing = False
        self.problem = ""
        self.unsaved_changes = 0
        self.last_good_path = Path(path)
        self.last_good_time = _now()

    def failed(self, problem: str, changes: int = 1) -> None:
        """A write failed; it held ``changes`` changes of the game (the autosave
        writes the changes of a moment at once)."""
        self.failing = True
        self.problem = problem
        self.unsaved_changes += changes


def _now() -> datetime.datetime:
    return datetime.datetime.now()
