"""Records that start from a situation: the envelope's ``start``, situation files (a
start and no moves), replay from the start, format 4 and its migration, and hostile
starts refused like any bad record, never with a traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from situation_play import deeply_nested

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.core.record import GameRecord, RecordError, RecordProblem
from copenhagen_gui.core.situation import SituationProblem

LOST_CITIES = "lost-cities-rw"
START = {
    "phase": "active", "active": 1, "round": 2,
    "dice": {"numbers": [3, 0, 7], "colours": ["red", "blue", "blue"]},
    "players": [{"expeditions": {"red": {"circle": "struck", "numbers": [2, 4]}}}, {}],
}


def _record(actions: int = 3, start: dict = START) -> GameRecord:
    """A Lost Cities game from START with a few legal moves, chance drawn as a session would."""
    spec = registry.get(LOST_CITIES)
    options = spec.default_options(2)
    state = spec.state_from_json(start, options)
    first, done = state, []
    while len(done) < actions:
        seat = min(spec.seats_to_act(state))
        action = spec.legal_actions(state, seat)[0]
        if spec.is_chance(action):
            action = spec.complete_chance(state, action, rng_for(9, len(done)))
        state = spec.apply(state, action)
        done.append(action)
    return GameRecord(LOST_CITIES, options, ("Ann", "Bob"), 9, tuple(done), len(done), start=first)


def test_a_record_keeps_its_start_and_round_trips():
    rec = _record()
    data = records.to_json(rec)
    assert data["start"] == rec.spec.state_to_json(rec.start)
    assert data["format_version"] == records.FORMAT_VERSION == 4
    assert records.loads(records.dumps(rec)) == rec
    assert rec.from_situation and not rec.is_situation_file


def test_replay_begins_at_the_start_not_at_a_new_game():
    rec = _record()
    states = records.replay(rec)
    assert states[0] == rec.start and len(states) == 4
    assert records.final_state(rec) == states[-1]
    # The first move is a take: from a new game it would be refused (nobody rolled).
    spec = rec.spec
    assert spec.check(spec.new_game(rec.options), rec.actions[0]) is not None


def test_a_situation_file_is_a_start_and_no_moves():
    rec = _record(actions=0)
    assert rec.is_situation_file and rec.from_situation
    again = records.loads(records.dumps(rec))
    assert records.replay(again) == [rec.start]


def test_an_ordinary_game_has_no_start():
    spec = registry.get(LOST_CITIES)
    rec = GameRecord(LOST_CITIES, spec.default_options(2), ("Ann", "Bob"), 3)
    assert not rec.from_situation and "start" not in records.to_json(rec)
    assert records.replay(rec) == [spec.new_game(rec.options)]


def test_a_format_three_file_opens_as_a_new_game():
    spec = registry.get(LOST_CITIES)
    data = records.to_json(GameRecord(LOST_CITIES, spec.default_options(2), ("Ann", "Bob"), 3))
    data["format_version"] = 3
    rec = records.from_json(data)
    assert rec.start is None and json.loads(records.dumps(rec))["format_version"] == 4


def test_the_start_is_checked_before_any_move():
    data = records.to_json(_record())
    data["start"]["players"][0]["expeditions"]["red"]["numbers"] = [4, 2]
    with pytest.raises(RecordError) as refused:
        records.from_json(data)
    error = refused.value
    assert error.problem is RecordProblem.BAD_START and error.index is None
    assert error.situation.reason.value == "number_lower_than_below"
    assert error.situation.player == 0 and "number_lower_than_below" in error.describe()


def test_moves_are_checked_from_the_start():
    data = records.to_json(_record())
    data["actions"].insert(0, {"type": "roll", "seat": 1, "numbers": [1, 2, 3],
                               "colours": ["red", "red", "red"]})
    data["cursor"] += 1
    with pytest.raises(RecordError) as refused:
        records.replay(records.from_json(data))
    assert (refused.value.problem, refused.value.index) == (RecordProblem.ILLEGAL_ACTION, 0)


@pytest.mark.parametrize("start", [[], "situation", 7, True, {"phase": "active"}, {"x": 1},
                                   deeply_nested(50_000)])
def test_a_malformed_start_is_a_bad_start(start):
    data = records.to_json(_record())
    data["start"] = start
    with pytest.raises(RecordError) as refused:
        records.from_json(data)
    assert refused.value.problem is RecordProblem.BAD_START
    assert refused.value.situation.problem is SituationProblem.MALFORMED


@pytest.mark.parametrize("raw, problem", [
    ('{"phase": "active", "active": ' + "9" * 5000 + "}", RecordProblem.MALFORMED),  # too many digits
    ("[" * 200_000 + "]" * 200_000, RecordProblem.NOT_JSON),  # nesting the reader cannot follow
])
def test_a_hostile_start_in_a_file_is_refused_when_it_is_read(tmp_path, raw, problem):
    data = records.to_json(_record())
    data["start"] = "__START__"
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(data).replace('"__START__"', raw), encoding="utf-8")
    with pytest.raises(RecordError) as refused:
        records.load_file(path)
    assert refused.value.problem is problem


def test_the_replay_command_tells_a_situation_and_its_refusal(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(records.dumps(_record()), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "replay", str(good), "--json"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["from_situation"] is True
    text = subprocess.run([sys.executable, "-m", "copenhagen_gui", "replay", str(good)],
                          capture_output=True, text=True, timeout=60).stdout
    assert "Started from a situation" in text
    data = records.to_json(_record())
    data["start"]["players"][1]["dice_symbols"] = 10
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "replay", str(bad), "--json"],
                          capture_output=True, text=True, timeout=60)
    result = json.loads(done.stdout)
    assert done.returncode == 1 and result["valid"] is False
    assert (result["problem"], result["reason"]) == ("bad_start", "too_many_dice_symbols")
