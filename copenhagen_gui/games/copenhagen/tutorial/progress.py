"""Where the learner left the lesson (core.lesson_progress: read safely, written
atomically), so choosing Learn the game again resumes at that step. A missing or
unreadable file means: from the start."""

from __future__ import annotations

from pathlib import Path

from copenhagen_gui.core import lesson_progress, paths

FILE_NAME = "copenhagen-lesson.json"


def _file() -> Path:
    return paths.user_data_dir() / FILE_NAME


def saved_step() -> int:
    return lesson_progress.saved_step(_file())


def save_step(index: int) -> None:
    lesson_progress.save_step(_file(), index)


def forget() -> None:
    lesson_progress.forget(_file())
