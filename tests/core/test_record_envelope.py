"""The record envelope every game is saved in: versions, the game field, migrations,
and outcomes of chance that must be in the file."""

from __future__ import annotations

import json

import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.core.record import GameRecord, RecordError, RecordProblem


def _lost_cities_record(actions: int = 6) -> GameRecord:
    """A few legal actions of a 2-player Lost Cities game, chance drawn as a session would."""
    spec = registry.get("lost-cities-rw")
    options = spec.default_options(2)
    state, done = spec.new_game(options), []
    while len(done) < actions:
        seat = min(spec.seats_to_act(state))
        action = spec.legal_actions(state, seat)[0]
        if spec.is_chance(action):
            action = spec.complete_chance(state, action, rng_for(5, len(done)))
        state = spec.apply(state, action)
        done.append(action)
    return GameRecord(spec.game_id, options, ("Ann", "Bob"), 5, tuple(done), len(done))


def test_a_record_names_its_game_and_round_trips():
    rec = _lost_cities_record()
    data = records.to_json(rec)
    assert data["game"] == "lost-cities-rw" and data["format_version"] == records.FORMAT_VERSION
    assert records.loads(records.dumps(rec)) == rec


def test_a_roll_that_lost_its_faces_is_refused_at_its_index():
    data = records.to_json(_lost_cities_record())
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "roll")
    data["actions"][index]["numbers"] = []
    data["actions"][index]["colours"] = []
    with pytest.raises(RecordError) as refused:
        records.replay(records.from_json(data), upto=len(data["actions"]))
    assert refused.value.problem is RecordProblem.BAD_ACTION and refused.value.index == index


def test_a_game_this_version_does_not_have_is_named_as_such():
    data = records.to_json(_lost_cities_record())
    data["game"] = "chess"
    with pytest.raises(RecordError) as refused:
        records.from_json(data)
    assert refused.value.problem is RecordProblem.UNKNOWN_GAME


def test_a_newer_format_is_refused():
    data = records.to_json(_lost_cities_record())
    data["format_version"] = records.FORMAT_VERSION + 1
    with pytest.raises(RecordError) as refused:
        records.from_json(data)
    assert refused.value.problem is RecordProblem.FUTURE_VERSION


def test_a_version_one_file_is_a_roll_and_write_game():
    data = {"format": "copenhagen-roll-and-write", "format_version": 1, "rules_version": 1,
            "seed": 3, "players": [{"name": "Ann"}, {"name": "Bob"}], "options": {},
            "actions": [], "cursor": 0}
    rec = records.from_json(json.loads(json.dumps(data)))
    assert rec.game == "copenhagen-rw" and rec.rules == 1 and rec.names == ("Ann", "Bob")
    assert json.loads(records.dumps(rec))["format_version"] == records.FORMAT_VERSION
