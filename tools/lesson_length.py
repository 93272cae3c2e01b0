#!/usr/bin/env python3
"""How long each game's "Learn the game" takes a newcomer, by one measure for all games:
the English words of every step's title and text read at 200 words a minute, plus 9 s
(0.15 min) for each move the learner makes (the actions of the DO steps). The target is
8-12 minutes (issue 25); tests/shell/test_lesson_rule_tables.py holds every lesson to it.

    python tools/lesson_length.py            # every game with a lesson
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WORDS_PER_MINUTE = 200
MINUTES_PER_MOVE = 0.15
TARGET_MINUTES = (8.0, 12.0)

# game id -> (module, class) of its lesson script
SCRIPTS = {
    "copenhagen-rw": ("copenhagen_gui.games.copenhagen_rw.tutorial.lesson", "RollAndWriteLesson"),
    "copenhagen": ("copenhagen_gui.games.copenhagen.tutorial.lesson", "CopenhagenLesson"),
    "lost-cities-rw": ("copenhagen_gui.games.lost_cities_rw.tutorial.lesson", "LostCitiesLesson"),
}


def script_of(game_id: str):
    module, name = SCRIPTS[game_id]
    return getattr(importlib.import_module(module), name)()


def measure(game_id: str) -> dict:
    """Words shown, learner moves and minutes of ``game_id``'s lesson (English, the
    script's own default names)."""
    from copenhagen_gui.shell.lesson.script import StepKind

    script = script_of(game_id)
    names = [f"Player {seat + 1}" for seat in range(script.seats)]
    names[script.learner] = "You"
    words = moves = 0
    for step in script.steps:
        words += len(script.title(step).split()) + len(script.text(step, names).split())
        if step.kind is StepKind.DO:
            moves += len(step.actions)
    minutes = words / WORDS_PER_MINUTE + moves * MINUTES_PER_MOVE
    return {"steps": len(script.steps), "words": words, "moves": moves, "minutes": round(minutes, 1)}


def rule_table(game_id: str) -> list[tuple[str, str]]:
    """The rows of ``docs/lessons/<game_id>.md``: (rule id, topic name) of each rule."""
    path = Path(__file__).resolve().parents[1] / "docs" / "lessons" / f"{game_id}.md"
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`") and cells[2].startswith("`"):
            rows.append((cells[0].strip("`"), cells[2].strip("`")))
    return rows


def table_problems(game_id: str) -> list[str]:
    """What is wrong between the game's rule table and its script (empty: nothing): a
    topic the script does not have or no step teaches, a rule listed twice, a topic of
    the script missing from the table."""
    script = script_of(game_id)
    taught = {step.topic.name for step in script.steps if step.topic is not None}
    rows = rule_table(game_id)
    found = [f"no rows in docs/lessons/{game_id}.md"] if not rows else []
    seen = set()
    for rule, topic in rows:
        if rule in seen:
            found.append(f"rule {rule} listed twice")
        seen.add(rule)
        if topic not in taught:
            found.append(f"rule {rule}: no step teaches {topic}")
    listed = {topic for _, topic in rows}
    found += [f"topic {t} taught but in no row" for t in sorted(taught - listed)]
    return found


def main() -> int:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 (translate needs one)
    for game_id in SCRIPTS:
        m = measure(game_id)
        low, high = TARGET_MINUTES
        verdict = "ok" if low <= m["minutes"] <= high else f"outside {low:g}-{high:g}"
        print(f"{game_id:15} {m['steps']:3} steps {m['words']:5} words {m['moves']:3} moves "
              f"{m['minutes']:5.1f} min  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
