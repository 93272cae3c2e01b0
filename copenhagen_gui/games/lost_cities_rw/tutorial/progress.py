"""Where the learner left the lesson: one small JSON file in the user's data folder
(written atomically), so "Learn the game" resumes at that step."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from ....core import paths

FILE_NAME = "lost-cities-lesson.json"


def progress_path() -> Path:
    return paths.user_data_dir() / FILE_NAME


def load_step(step_count: int) -> int:
    """The step to resume at (0 when there is nothing usable to resume)."""
    try:
        data = json.loads(progress_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    step = data.get("step") if isinstance(data, dict) else None
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < step_count:
        return 0
    return step


def save_step(step: int) -> None:
    path = progress_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".lesson-", dir=path.parent)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump({"step": step}, stream)
        os.replace(temporary, path)
    except OSError:
        pass  # resuming is a comfort: the lesson goes on without it


def clear() -> None:
    try:
        progress_path().unlink(missing_ok=True)
    except OSError:
        pass
