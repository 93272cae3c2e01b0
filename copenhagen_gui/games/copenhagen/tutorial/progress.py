"""Where the learner left the lesson: one small file in the user's data folder, so
choosing Learn the game again resumes at that step. A missing or unreadable file
means: from the start."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from copenhagen_gui.core import paths


def _file() -> Path:
    return paths.user_data_dir() / "copenhagen-lesson.json"


def saved_step() -> int:
    try:
        return max(0, int(json.loads(_file().read_text(encoding="utf-8"))["step"]))
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def save_step(index: int) -> None:
    with contextlib.suppress(OSError):  # losing the place is no reason to stop the lesson
        _file().write_text(json.dumps({"step": index}), encoding="utf-8")


def forget() -> None:
    with contextlib.suppress(OSError):
        _file().unlink(missing_ok=True)
