"""The card game's lesson by the lessons' shared measures (tools/lesson_length.py): its
rule table (docs/lessons/copenhagen.md) agrees with its script, and a newcomer
finishes it in 8-12 minutes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

GAME_ID = "copenhagen"
TOOL = Path(__file__).resolve().parents[3] / "tools" / "lesson_length.py"


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("lesson_length", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_rule_of_the_table_has_a_step_and_every_step_a_rule(tool, qapp):
    assert tool.table_problems(GAME_ID) == []
    assert len(tool.rule_table(GAME_ID)) >= 30  # the rulebook's rules, not a token few


def test_a_newcomer_finishes_the_lesson_in_eight_to_twelve_minutes(tool, qapp):
    assert 8 <= tool.measure(GAME_ID)["minutes"] <= 12
