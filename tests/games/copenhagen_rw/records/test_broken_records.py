"""Broken records are refused with a precise RecordError: what is wrong, at which
action, and for an illegal action the rules' reason."""

import json
from pathlib import Path

import pytest

from copenhagen_gui.core import record
from copenhagen_gui.core.record import RecordError, RecordProblem
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.state import RULES_VERSION, Reason

GOLDEN = Path(__file__).parent / "game_3p_seed11.json"


def golden() -> dict:
    return json.loads(GOLDEN.read_text())


def load(tmp_path, content) -> RecordError:
    path = tmp_path / "broken.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content))
    with pytest.raises(RecordError) as info:
        record.load_file(path)
    return info.value


def with_action(k: int, **changes) -> dict:
    data = golden()
    data["actions"][k].update(changes)
    return data


def test_truncated_json(tmp_path):
    error = load(tmp_path, GOLDEN.read_text()[:5000])
    assert error.problem is RecordProblem.NOT_JSON and error.index is None


def test_not_utf8_and_missing_files(tmp_path):
    assert load(tmp_path, b"\xff\xfe{").problem is RecordProblem.NOT_JSON
    with pytest.raises(RecordError) as info:
        record.load_file(tmp_path / "absent.json")
    assert info.value.problem is RecordProblem.UNREADABLE


@pytest.mark.parametrize("foreign", [[1, 2, 3], {"name": "a chess game"}, {"format": "lost-cities"}, "null"])
def test_foreign_json(tmp_path, foreign):
    assert load(tmp_path, foreign).problem is RecordProblem.NOT_A_RECORD


def test_future_versions(tmp_path):
    data = golden()
    data["format_version"] = 99
    error = load(tmp_path, data)
    assert error.problem is RecordProblem.FUTURE_VERSION and "99" in error.describe()
    data = golden()
    data["rules_version"] = RULES_VERSION + 1
    assert load(tmp_path, data).problem is RecordProblem.FUTURE_VERSION


@pytest.mark.parametrize("change", [
    {"players": [{"name": "solo"}]},
    {"players": [{"name": 3}, {"name": "b"}]},
    {"seed": "abc"},
    {"cursor": 10_000},
    {"actions": {"not": "a list"}},
    {"options": {"start_player": 7}},
    {"options": {"crossed_at_setup": ["red-4b"]}},
    {"format_version": "1"},
    {"rules_version": "1"},
    {"rules_version": 0},
])
def test_malformed_records(tmp_path, change):
    data = golden()
    data.update(change)
    assert load(tmp_path, data).problem is RecordProblem.MALFORMED


def test_an_illegal_action_is_reported_with_its_index_and_reason(tmp_path):
    data = golden()
    k = next(i for i, a in enumerate(data["actions"]) if a["type"] == "mark_x")
    data["actions"][k]["cell"] = [4, 8]  # not a cell of the shape just drawn
    error = load(tmp_path, data)
    assert (error.problem, error.index, error.reason) == (RecordProblem.ILLEGAL_ACTION, k, Reason.NOT_IN_SHAPE)
    assert f"action {k}:" in error.describe() and "not_in_shape" in error.describe()


def test_an_action_out_of_turn_is_illegal(tmp_path):
    data = golden()
    data["actions"][0]["player"] = 2  # player 1 starts this game
    error = load(tmp_path, data)
    assert (error.problem, error.index, error.reason) == (RecordProblem.ILLEGAL_ACTION, 0, Reason.WRONG_PLAYER)


def test_the_redo_history_after_the_cursor_must_be_legal_too(tmp_path):
    data = golden()
    data["cursor"] = 3
    data["actions"][-1]["player"] = 0 if data["actions"][-1]["player"] else 1
    error = load(tmp_path, data)
    assert error.problem is RecordProblem.ILLEGAL_ACTION and error.index == len(data["actions"]) - 1


@pytest.mark.parametrize("k, change", [
    (0, {"type": "fly"}),
    (0, {"player": "0"}),
    (0, {"player": True}),
    (0, {"faces": ["red", "pink", "red", "red", "red"]}),
    (0, {"extra": 1}),
    (2, {"type": "mark_x", "cell": [1.5, 2]}),
    (2, {"type": "mark_x", "cell": [1]}),
    (2, {"type": "mark_track", "die": "2", "colour": "red"}),
    (2, {"type": "choose_shape", "shape": ["red-2"], "dice": [0, 1]}),
    (2, {"type": "place", "cells": "A1"}),
])
def test_malformed_actions(tmp_path, k, change):
    data = golden()
    action = data["actions"][k]
    if "type" in change and change["type"] != action["type"]:
        action.clear()
        action["player"] = 0
    action.update(change)
    error = load(tmp_path, data)
    assert (error.problem, error.index) == (RecordProblem.BAD_ACTION, k)


def test_a_missing_field_is_a_malformed_action(tmp_path):
    data = golden()
    data["actions"][1] = {"type": "choose_shape", "player": 1, "dice": [0]}
    error = load(tmp_path, data)
    assert (error.problem, error.index) == (RecordProblem.BAD_ACTION, 1) and "shape" in error.describe()


def test_a_record_with_a_cursor_keeps_its_redo_history():
    loaded = record.load_file(GOLDEN)
    earlier = record.GameRecord(GAME_ID, loaded.options, loaded.names, loaded.seed, loaded.actions, 10)
    again = record.loads(record.dumps(earlier))
    assert again.cursor == 10 and len(again.actions) == len(loaded.actions)
    assert len(record.replay(again)) == 11
    shorter = again.with_action(loaded.actions[10])
    assert shorter.cursor == 11 and len(shorter.actions) == 11
