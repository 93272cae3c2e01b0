"""Where the learner left the lesson (core.lesson_progress: read safely, written
atomically), so "Learn the game" resumes at that step."""

from __future__ import annotations

from pathlib import Path

from copenhagen_gui.core import lesson_progress, paths

FILE_NAME = "lost-cities-lesson.json"


def progress_path() -> Path:
    return paths.user_data_dir() / FILE_NAME


def load_step(step_count: int) -> int:
    """The step to resume at (0 when there is nothing usable to resume)."""
    return lesson_progress.saved_step(progress_path(), step_count)


def save_step(step: int) -> None:
    lesson_progress.save_step(progress_path(), step)


def clear() -> None:
    lesson_progress.forget(progress_path())
