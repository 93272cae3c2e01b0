"""Lost Cities' lesson by the lessons' shared measures (tools/lesson_length.py): the
rule table in docs/lessons/lost-cities-rw.md agrees with the script (every rule has a
step that teaches it, every idea of the script a rule), and a newcomer finishes the
lesson in 8 to 12 minutes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

GAME_ID = "lost-cities-rw"
TOOL = Path(__file__).resolve().parents[3] / "tools" / "lesson_length.py"


@pytest.fixture(scope="module")
def lesson_length():
    spec = importlib.util.spec_from_file_location("lesson_length_for_lost_cities", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_rule_table_and_the_script_agree(lesson_length, qapp):
    assert lesson_length.table_problems(GAME_ID) == []
    rules = [rule for rule, _ in lesson_length.rule_table(GAME_ID)]
    assert len(rules) >= 30 and all(rule.startswith("lc-") for rule in rules)


def test_a_newcomer_finishes_the_lesson_in_eight_to_twelve_minutes(lesson_length, qapp):
    assert 8 <= lesson_length.measure(GAME_ID)["minutes"] <= 12
