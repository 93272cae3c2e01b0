"""Seats played by computer players are part of a game record, and records written
before bots existed still load (every seat a person)."""

import json

import pytest

from copenhagen_gui.core.record import GameRecord, RecordError, RecordProblem, dumps, loads, replay
from copenhagen_gui.games.copenhagen_rw.bots import random_player
from copenhagen_gui.games.copenhagen_rw.rules.actions import Roll
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions


def test_bot_levels_round_trip():
    record, _ = random_player.play_game(GameOptions(3), seed=4)
    with_bots = GameRecord(GAME_ID, record.options, record.names, record.seed, record.actions,
                           record.cursor, bots=(None, "strong", "easy"))
    text = dumps(with_bots)
    players = json.loads(text)["players"]
    assert players[0] == {"name": record.names[0]}  # a person: no "bot" key at all
    assert players[1]["bot"] == "strong" and players[2]["bot"] == "easy"
    again = loads(text)
    assert again.bots == (None, "strong", "easy")
    assert again == with_bots
    assert replay(again)[-1] == replay(record)[-1]


def test_version_one_file_without_bots_loads_as_people():
    record, _ = random_player.play_game(GameOptions(2), seed=1)
    data = json.loads(dumps(record))
    # As version 1 wrote it: one game only, so no "game" field.
    data.update(format="copenhagen-roll-and-write", format_version=1)
    del data["game"]
    assert all(set(p) == {"name"} for p in data["players"])
    loaded = loads(json.dumps(data))
    assert loaded.bots == (None, None)


def test_default_bots_follow_the_number_of_seats():
    record = GameRecord(GAME_ID, GameOptions(4), ("A", "B", "C", "D"))
    assert record.bots == (None,) * 4
    seated = GameRecord(GAME_ID, GameOptions(2), ("A", "B"), bots=(None, "normal"))
    assert seated.with_action(Roll(0, tuple(Colour)[:5])).bots == (None, "normal")
    with pytest.raises(ValueError):
        GameRecord(GAME_ID, GameOptions(2), ("A", "B"), bots=("easy",))
    with pytest.raises(ValueError):
        GameRecord(GAME_ID, GameOptions(2), ("A", "B"), bots=("easy", "genius"))


@pytest.mark.parametrize("bad", ["genius", 3, True, ["easy"]])
def test_unknown_bot_level_is_a_damaged_record(bad):
    record, _ = random_player.play_game(GameOptions(2), seed=2)
    data = json.loads(dumps(record))
    data["players"][1]["bot"] = bad
    with pytest.raises(RecordError) as info:
        loads(json.dumps(data))
    assert info.value.problem is RecordProblem.MALFORMED
