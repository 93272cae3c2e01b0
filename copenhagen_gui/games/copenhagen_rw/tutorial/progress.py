"""Where the learner left "Learn the game" (core.lesson_progress: read safely, written
atomically), so choosing Learn the game again resumes at that step. A missing,
unreadable or out-of-range file means: from the start."""

from __future__ import annotations

from pathlib import Path

from copenhagen_gui.core import lesson_progress, paths

FILE_NAME = "copenhagen-rw-lesson.json"


def progress_path() -> Path:
    return paths.user_data_dir() / FILE_NAME


def saved_step(step_count: int) -> int:
    return lesson_progress.saved_step(progress_path(), step_count)


def save_step(step: int) -> None:
    lesson_progress.save_step(progress_path(), step)


def forget() -> None:
    lesson_progress.forget(progress_path())
