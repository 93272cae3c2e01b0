"""Roll & Write's lesson by the lessons' shared measures (tools/lesson_length.py): its
rule table (docs/lessons/copenhagen-rw.md) agrees with the script, and a newcomer
finishes it in 8-12 minutes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

GAME_ID = "copenhagen-rw"


@pytest.fixture(scope="module")
def tool():
    path = Path(__file__).resolve().parents[4] / "tools" / "lesson_length.py"
    spec = importlib.util.spec_from_file_location("lesson_length", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_rule_of_the_table_has_its_step_and_every_step_its_rule(tool):
    assert tool.table_problems(GAME_ID) == []
    assert len(tool.rule_table(GAME_ID)) >= 30  # the whole rulebook, not a sample


def test_a_newcomer_finishes_the_lesson_in_8_to_12_minutes(tool, qapp):
    measured = tool.measure(GAME_ID)
    assert 8 <= measured["minutes"] <= 12, measured
