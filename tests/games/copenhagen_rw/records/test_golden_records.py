"""Golden games: complete seeded games whose replayed result must never change. If a
rules change alters one on purpose, regenerate it and say why in the commit."""

import json
from pathlib import Path

import pytest

from copenhagen_gui import cli
from copenhagen_gui.core import record
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase

HERE = Path(__file__).parent
GAMES = sorted(p for p in HERE.glob("game_*.json") if not p.name.endswith(".summary.json"))


def test_there_is_a_golden_game_for_each_player_count():
    counts = {len(json.loads(p.read_text())["players"]) for p in GAMES}
    assert counts == {2, 3, 4}


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_golden_game_replays_to_its_summary(path):
    loaded = record.load_file(path)
    expected = json.loads(path.with_name(path.stem + ".summary.json").read_text())
    assert cli.summary(loaded) == expected
    assert record.final_state(loaded).phase is Phase.GAME_OVER
    # Today's golden files were written in format 1, before there were several games:
    # they open through the migration table, and save again in the current format.
    assert json.loads(path.read_text())["format_version"] == 1
    assert loaded.game == "copenhagen-rw"
    saved = record.dumps(loaded)
    assert json.loads(saved)["format_version"] == record.FORMAT_VERSION == 4
    assert record.dumps(record.loads(saved)) == saved  # the format round-trips exactly
