"""Golden games of the card game: complete games of computer players, recorded through the
session with fixed seeds (``tools/make_golden_records.py`` made them). Whatever changes
in the code, loading one must replay to the same result, save to the same bytes and
never draw a card at random. If a rules change alters one on purpose, regenerate it,
bump ``rules_version`` if old records must keep their meaning, and say why in the
commit."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.record import RecordError, RecordProblem
from copenhagen_gui.games.copenhagen.rules.reasons import Reason

from .golden_summary import summary

RECORDS = Path(__file__).parent / "records"
GAMES = sorted(p for p in RECORDS.glob("game_*.json") if not p.name.endswith(".summary.json"))
by_name = pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)


def _expected(path: Path) -> dict:
    return json.loads(path.with_name(path.stem + ".summary.json").read_text(encoding="utf-8"))


def _data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _load(tmp_path: Path, data: dict) -> records.GameRecord:
    """Load a (changed) record the way the app opens a file."""
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return records.load_file(path)


def test_golden_games_cover_two_three_and_four_players_and_every_bot_level():
    datas = [_data(p) for p in GAMES]
    assert sorted(len(d["players"]) for d in datas) == [2, 3, 4]
    assert {d["game"] for d in datas} == {"copenhagen"}
    assert {p["bot"] for d in datas for p in d["players"]} == {"easy", "normal", "strong"}


def test_golden_games_end_both_ways():
    assert {_expected(p)["end_reason"] for p in GAMES} == {"points", "end_card"}


@by_name
def test_a_golden_game_replays_to_its_summary(path):
    loaded = records.load_file(path)
    expected = _expected(path)
    assert summary(loaded) == expected
    assert expected["game_over"] is True
    assert loaded.cursor == len(loaded.actions) == expected["actions"]


@by_name
def test_a_golden_game_saved_again_is_byte_identical(path):
    assert records.dumps(records.load_file(path)) == path.read_bytes().decode("utf-8")


class DrawnDuringReplay(AssertionError):
    pass


def _no_drawing(*args, **kwargs):
    raise DrawnDuringReplay("a random generator was used")


_DRAWING_METHODS = ("seed", "random", "getrandbits", "randrange", "randint", "choice", "choices",
                    "shuffle", "sample", "uniform", "randbytes")


@by_name
def test_a_golden_game_replays_without_drawing_anything(path, monkeypatch):
    registry.get("copenhagen")  # the game's modules load before the generators are shut
    # Shut only around the replay: pytest's plugins reseed the generators between tests.
    with monkeypatch.context() as shut:
        for cls in (random.Random, random.SystemRandom):
            for name in _DRAWING_METHODS:
                shut.setattr(cls, name, _no_drawing)
        for name in _DRAWING_METHODS:
            shut.setattr(random, name, _no_drawing)
        with pytest.raises(DrawnDuringReplay):
            random.Random(1).choice([1, 2])  # the guard is armed
        loaded = records.load_file(path)
        replayed = summary(loaded)
    assert replayed == _expected(path)


@by_name
def test_a_golden_game_cut_at_every_50th_action_replays_as_far_as_it_goes(path, tmp_path):
    full = records.load_file(path)
    states = records.replay(full)
    data = _data(path)
    for cut in range(0, len(full.actions), 50):
        cut_record = _load(tmp_path, {**data, "actions": data["actions"][:cut], "cursor": cut})
        assert cut_record.actions == full.actions[:cut]
        assert records.replay(cut_record) == states[: cut + 1]
        assert not cut_record.spec.is_over(records.final_state(cut_record))


def _index_of(data: dict, kind: str) -> int:
    """The first action of ``kind`` from the middle of the game on."""
    actions = data["actions"]
    return next(i for i in range(len(actions) // 2, len(actions)) if actions[i]["type"] == kind)


def _card_taken_by_the_wrong_player(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "take_card")
    action = data["actions"][index]
    action["player"] = (action["player"] + 1) % len(data["players"])
    return index, Reason.NOT_YOUR_TURN


def _deal_with_a_card_too_many(data: dict) -> tuple[int, Reason]:
    deal = data["actions"][0]
    deal["hands"][0].append(deal["hands"][0][0])
    return 0, Reason.IMPOSSIBLE_OUTCOME


def _refill_with_a_card_too_many(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "refill")
    data["actions"][index]["drawn"].append("red")
    return index, Reason.IMPOSSIBLE_OUTCOME


def _refill_without_its_cards(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "refill")
    del data["actions"][index]["drawn"]
    return index, Reason.OUTCOME_MISSING


def _a_turn_after_the_end(data: dict) -> tuple[int, Reason]:
    data["actions"].append({"type": "end_turn", "player": 0})
    data["cursor"] = len(data["actions"])
    return len(data["actions"]) - 1, Reason.GAME_OVER


TAMPERINGS = (_card_taken_by_the_wrong_player, _deal_with_a_card_too_many,
              _refill_with_a_card_too_many, _refill_without_its_cards, _a_turn_after_the_end)


@by_name
@pytest.mark.parametrize("tamper", TAMPERINGS, ids=lambda f: f.__name__.strip("_"))
def test_a_golden_game_with_one_illegal_action_is_refused_at_that_action(path, tamper, tmp_path):
    data = copy.deepcopy(_data(path))
    index, reason = tamper(data)
    with pytest.raises(RecordError) as refused:
        _load(tmp_path, data)
    assert refused.value.problem is RecordProblem.ILLEGAL_ACTION
    assert refused.value.index == index
    assert refused.value.reason is reason
