"""Records keep the rules they were played with. Rules version 2 (ruling 9: one No X
star covers one tile) changed what a One X cell drawn after No X gets, so a record made
under version 1 is not migrated: it replays, and goes on being played, under version 1.
``rules1_2p_seed11.json`` is such a game: at action 220 a One X cell follows No X in
the same turn and, under its rules, gets a window."""

import json
from pathlib import Path

import attrs

from copenhagen_gui.core import record
from copenhagen_gui.games.copenhagen_rw.rules.actions import DrawOneX, Roll
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import bit
from copenhagen_gui.games.copenhagen_rw.rules.state import RULES_VERSION, GameOptions

OLD = Path(__file__).parent / "rules1_2p_seed11.json"
ONE_X_AFTER_NO_X = 220


def gets_a_cross(rec: record.GameRecord) -> bool:
    state = record.replay(rec, upto=ONE_X_AFTER_NO_X + 1)[-1]
    action = rec.actions[ONE_X_AFTER_NO_X]
    assert isinstance(action, DrawOneX)
    return bool(state.players[action.player].crosses & bit(*action.cell))


def test_a_rules_1_record_replays_under_its_own_rules():
    old = record.load_file(OLD)
    assert old.options.rules_version == 1
    assert not gets_a_cross(old)  # No X then One X: a window, as it was played


def test_the_same_moves_under_the_current_rules_would_change_the_game():
    old = record.load_file(OLD)
    current = attrs.evolve(old, options=attrs.evolve(old.options, rules_version=RULES_VERSION))
    assert gets_a_cross(current)  # why records are not migrated


def test_an_old_game_is_saved_again_with_its_rules_version():
    old = record.load_file(OLD)
    assert record.to_json(old)["rules_version"] == 1
    assert record.loads(record.dumps(old)) == old  # saved again: still rules 1


def test_a_record_without_a_rules_version_is_read_as_the_first_rules():
    data = json.loads(OLD.read_text())
    del data["rules_version"]
    assert record.from_json(data).options.rules_version == 1


def test_a_new_game_is_played_and_written_under_the_current_rules():
    options = GameOptions(3)
    assert options.rules_version == RULES_VERSION == 2
    game = record.GameRecord(GAME_ID, options, ("A", "B", "C")).with_action(Roll(0, ("red",) * 5))
    assert record.to_json(game)["rules_version"] == RULES_VERSION
    assert record.loads(record.dumps(game)).options.rules_version == RULES_VERSION
