"""Golden games of Lost Cities Roll & Write: complete games of computer players, recorded
through the session with fixed seeds (``tools/make_golden_records.py`` made them); the
5-player game was played on a sheet of its own. Whatever changes in the code, loading
one must replay to the same result on the sheet stored in it, save to the same bytes
and never roll a die. If a rules change alters one on purpose, regenerate it, bump
``rules_version`` if old records must keep their meaning, and say why in the commit.

(Named ``test_lcrw_…`` like its neighbours: this folder is not a package, and Roll &
Write already has a ``test_golden_records`` module.)"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from lcrw_golden_summary import summary

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.record import RecordError, RecordProblem
from copenhagen_gui.games.lost_cities_rw.rules import options as options_module
from copenhagen_gui.games.lost_cities_rw.rules import sheet as sheet_module
from copenhagen_gui.games.lost_cities_rw.rules import sheet_codec
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.rules.sheet import HOUSE_SHEET_ID, house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import sheet_to_json

RECORDS = Path(__file__).parent / "records"
GAMES = sorted(p for p in RECORDS.glob("game_*.json") if not p.name.endswith(".summary.json"))
ON_ITS_OWN_SHEET = RECORDS / "game_5p_seed13.json"
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


def test_golden_games_cover_two_and_five_players_and_every_bot_level():
    datas = [_data(p) for p in GAMES]
    assert sorted(len(d["players"]) for d in datas) == [2, 5]
    assert {d["game"] for d in datas} == {"lost-cities-rw"}
    assert {p["bot"] for d in datas for p in d["players"]} == {"easy", "normal", "strong"}


def test_golden_games_end_both_ways():
    assert {_expected(p)["end_reason"] for p in GAMES} == {"all_bridges", "all_exhausted"}


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


# --- the sheet travels with the record ----------------------------------------------


@by_name
def test_a_golden_game_stores_the_whole_sheet_it_was_played_on(path):
    loaded = records.load_file(path)
    assert _data(path)["options"]["sheet"] == sheet_to_json(loaded.options.sheet)
    assert loaded.options.sheet.sheet_id == _expected(path)["sheet_id"]


def test_the_golden_games_were_played_on_the_house_sheet_and_on_another_one():
    sheets = {records.load_file(p).options.sheet.sheet_id for p in GAMES}
    assert sheets == {HOUSE_SHEET_ID, "golden-values"}
    assert records.load_file(ON_ITS_OWN_SHEET).options.sheet != house_sheet()


def _no_house_sheet(*args, **kwargs):
    raise AssertionError("the shipped house sheet was read")


@by_name
def test_a_golden_game_replays_on_its_stored_sheet_without_the_shipped_one(path, monkeypatch):
    for module, name in ((sheet_module, "house_sheet"), (options_module, "house_sheet"),
                         (sheet_codec, "load_house_sheet")):
        monkeypatch.setattr(module, name, _no_house_sheet)
    assert summary(records.load_file(path)) == _expected(path)


def test_the_same_moves_on_the_house_sheet_score_differently(tmp_path):
    # The golden sheet has the house sheet's squares and other points: the moves stay
    # legal, so only the stored sheet can explain the stored scores.
    data = _data(ON_ITS_OWN_SHEET)
    data["options"]["sheet"] = sheet_to_json(house_sheet())
    on_house_sheet = _load(tmp_path, data)
    assert summary(on_house_sheet)["scores"] != _expected(ON_ITS_OWN_SHEET)["scores"]


# --- replay never rolls ------------------------------------------------------------


class DrawnDuringReplay(AssertionError):
    pass


def _no_drawing(*args, **kwargs):
    raise DrawnDuringReplay("a random generator was used")


_DRAWING_METHODS = ("seed", "random", "getrandbits", "randrange", "randint", "choice", "choices",
                    "shuffle", "sample", "uniform", "randbytes")


@by_name
def test_a_golden_game_replays_without_drawing_anything(path, monkeypatch):
    registry.get("lost-cities-rw")  # the game's modules load before the generators are shut
    house_sheet()
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


# --- cut and changed records -------------------------------------------------------


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


def _roll_by_the_wrong_seat(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "roll")
    roll = data["actions"][index]
    roll["seat"] = (roll["seat"] + 1) % len(data["players"])
    return index, Reason.NOT_YOUR_TURN


def _roll_showing_a_ten(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "roll")
    data["actions"][index]["numbers"][0] = 10
    return index, Reason.BAD_FACES


def _take_of_a_number_not_rolled(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "take")
    roll = next(a for a in reversed(data["actions"][:index]) if a["type"] == "roll")
    data["actions"][index]["number"] = min(set(range(10)) - set(roll["numbers"]))
    return index, Reason.NUMBER_NOT_AVAILABLE


def _acceleration_never_gained(data: dict) -> tuple[int, Reason]:
    index = _index_of(data, "refuse")
    data["actions"][index] = {"type": "accelerate", "seat": data["actions"][index]["seat"],
                              "colour": "red"}
    return index, Reason.NO_ACCELERATION


def _a_roll_after_the_end(data: dict) -> tuple[int, Reason]:
    data["actions"].append({"type": "roll", "seat": 0, "numbers": [1, 2, 3],
                            "colours": ["red", "blue", "green"]})
    data["cursor"] = len(data["actions"])
    return len(data["actions"]) - 1, Reason.GAME_OVER


TAMPERINGS = (_roll_by_the_wrong_seat, _roll_showing_a_ten, _take_of_a_number_not_rolled,
              _acceleration_never_gained, _a_roll_after_the_end)


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
