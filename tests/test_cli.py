"""The headless replay command: `python -m copenhagen_gui replay FILE [--json]`."""

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).parent / "games" / "copenhagen_rw" / "records"
GAME = RECORDS / "game_2p_seed7.json"


def replay(*args):
    return subprocess.run([sys.executable, "-m", "copenhagen_gui", "replay", *map(str, args)],
                          capture_output=True, text=True, timeout=60)


def test_a_valid_record_prints_its_summary():
    done = replay(GAME)
    assert done.returncode == 0, done.stderr
    assert "Actions applied: 229 of 229" in done.stdout
    assert "Game over: yes" in done.stdout and "Winner: Bo" in done.stdout
    assert "Ada" in done.stdout and "13 points" in done.stdout


def test_a_valid_record_as_json():
    done = replay(GAME, "--json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    expected = json.loads((RECORDS / "game_2p_seed7.summary.json").read_text())
    assert data == {"valid": True, **expected}


def test_an_illegal_action_is_named_with_its_index_and_exit_status_1(tmp_path):
    data = json.loads(GAME.read_text())
    data["actions"][0]["player"] = 1
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    done = replay(broken)
    assert done.returncode == 1 and done.stdout == ""
    assert "action 0: illegal action (wrong_player)" in done.stderr
    as_json = json.loads(replay(broken, "--json").stdout)
    assert as_json["valid"] is False
    assert (as_json["problem"], as_json["action_index"], as_json["reason"]) == ("illegal_action", 0, "wrong_player")


def test_a_file_that_is_not_a_record_is_refused(tmp_path):
    truncated = tmp_path / "cut.json"
    truncated.write_text(GAME.read_text()[:300])
    done = replay(truncated)
    assert done.returncode == 1 and "not a JSON file" in done.stderr
    missing = replay(tmp_path / "missing.json")
    assert missing.returncode == 1 and "cannot read the file" in missing.stderr


def test_usage_errors_exit_with_status_2():
    done = replay()
    assert done.returncode == 2 and "usage" in done.stderr


def test_the_other_games_replay_too():
    games = Path(__file__).parent / "games"
    card = replay(games / "copenhagen" / "records" / "game_2p_seed3.json", "--json")
    assert card.returncode == 0, card.stderr
    data = json.loads(card.stdout)
    assert data["game"] == "copenhagen" and data["game_over"] and data["actions"] == 137
    lost = replay(games / "lost_cities_rw" / "records" / "game_5p_seed13.json")
    assert lost.returncode == 0, lost.stderr
    assert "Game: lost-cities-rw" in lost.stdout and "Winner: Eve" in lost.stdout
