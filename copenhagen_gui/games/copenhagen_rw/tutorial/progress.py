"""Where the learner left "Learn the game": one small JSON file in the user data
folder (written atomically), so choosing Learn the game again resumes at that step.
A missing, unreadable or out-of-range file means: from the start."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path

from copenhagen_gui.core import paths

FILE_NAME = "copenhagen-rw-lesson.json"


def progress_path() -> Path:
    return paths.user_data_dir() / FILE_NAME


def saved_step(step_count: int) -> int:
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
        pass  # resuming is a comfort: the demo goes on without it


def forget() -> None:
    with contextlib.suppress(OSError):
        progress_path().unlink(missing_ok=True)
