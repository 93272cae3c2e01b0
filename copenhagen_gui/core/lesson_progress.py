"""Where a learner left a game's lesson: one small JSON file (``{"step": n}``) in the
user's data folder, so choosing Learn the game again resumes at that step.

Read like every file the player's folders hold (type and size before reading, then
the JSON, see safe_read) and written through the one atomic writer. Resuming is a
comfort: a missing, unreadable, hostile or out-of-range file means "from the start",
and a failed write never stops the lesson.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from .atomic_file import atomic_write
from .safe_read import FileRefused, read_json

MAX_BYTES = 4096  # the file holds one small number


def saved_step(path: Path, step_count: int | None = None) -> int:
    """The step to resume at: 0 when there is nothing usable (with ``step_count``, a
    step past the lesson's end counts as nothing usable)."""
    try:
        data = read_json(path, MAX_BYTES)
    except (FileRefused, ValueError):
        return 0
    step = data.get("step") if isinstance(data, dict) else None
    if isinstance(step, bool) or not isinstance(step, int) or step < 0:
        return 0
    if step_count is not None and step >= step_count:
        return 0
    return step


def save_step(path: Path, step: int) -> None:
    with contextlib.suppress(OSError):
        atomic_write(path, json.dumps({"step": int(step)}).encode("ascii"))


def forget(path: Path) -> None:
    with contextlib.suppress(OSError):
        Path(path).unlink(missing_ok=True)
