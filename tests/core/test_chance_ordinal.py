"""How a record keys its chance: by position (every ordinary game, and every file
written before records said so) or by ordinal (today's game: the k-th roll is the same
whatever was chosen before it)."""

from __future__ import annotations

import json
import random

import attrs
import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.chance import ChanceKeying, rng_for, rng_for_chance
from copenhagen_gui.core.record import GameRecord, RecordError, RecordProblem
from copenhagen_gui.session.game_session import GameSession

LOST_CITIES = "lost-cities-rw"
ROLL_AND_WRITE = "copenhagen-rw"
DICE_GAMES = (ROLL_AND_WRITE, LOST_CITIES)


def _new_session(keying: ChanceKeying, seed: int = 11, game: str = LOST_CITIES) -> GameSession:
    spec = registry.get(game)
    record = GameRecord(game, spec.default_options(2), ("Ann", "Bob"), seed, chance=keying)
    return GameSession(record)


def _faces(spec, action) -> dict:
    """A roll's outcome, without who rolled it."""
    data = spec.action_to_json(action)
    return {k: v for k, v in data.items() if k not in ("player", "seat")}


def _play_randomly(session: GameSession, rolls: int, rng: random.Random) -> list[dict]:
    """Random legal choices until ``rolls`` full rolls (not rerolls) were made; the
    faces of each."""
    spec, faces = session.spec, []
    while len(faces) < rolls and not spec.is_over(session.state):
        seat = rng.choice(sorted(spec.seats_to_act(session.state)))
        assert session.perform(rng.choice(spec.legal_actions(session.state, seat))) is None
        done = session.action_at(session.position - 1)
        if spec.is_chance(done) and type(done).__name__ == "Roll":
            faces.append(_faces(spec, done))
    return faces


def test_keyed_by_position_the_generator_is_the_one_of_the_action_count():
    earlier = ["a", "b", "c"]
    drawn = rng_for_chance(5, ChanceKeying.POSITION, "roll", earlier, lambda a: True)
    assert drawn.random() == rng_for(5, 3).random()


def test_keyed_by_ordinal_only_earlier_chances_of_the_same_kind_count():
    is_chance = lambda a: isinstance(a, int)  # noqa: E731 - ints stand for rolls here
    few_choices = [1, "x", 2]
    many_choices = ["x", 1, "y", "z", 2, "w"]
    one = rng_for_chance(5, ChanceKeying.ORDINAL, 3, few_choices, is_chance).random()
    other = rng_for_chance(5, ChanceKeying.ORDINAL, 3, many_choices, is_chance).random()
    third_roll_sooner = rng_for_chance(5, ChanceKeying.ORDINAL, 3, [1], is_chance).random()
    assert one == other != third_roll_sooner


@pytest.mark.parametrize("game", DICE_GAMES)
def test_by_ordinal_different_choices_meet_the_same_rolls_in_the_same_order(game):
    one = _play_randomly(_new_session(ChanceKeying.ORDINAL, game=game), 12, random.Random(1))
    other = _play_randomly(_new_session(ChanceKeying.ORDINAL, game=game), 12, random.Random(2))
    assert len(one) == len(other) == 12
    assert one == other


def test_by_position_different_choices_meet_different_rolls():
    # Roll & Write's turns differ in length with the choices made (rerolls, abilities).
    one = _play_randomly(_new_session(ChanceKeying.POSITION, game=ROLL_AND_WRITE), 12, random.Random(1))
    other = _play_randomly(_new_session(ChanceKeying.POSITION, game=ROLL_AND_WRITE), 12, random.Random(2))
    assert one != other


def test_a_resumed_game_keeps_its_keying_and_rolls_what_the_uninterrupted_game_rolls():
    uninterrupted = _new_session(ChanceKeying.ORDINAL)
    rolls = _play_randomly(uninterrupted, 6, random.Random(4))
    halfway = _new_session(ChanceKeying.ORDINAL)
    _play_randomly(halfway, 3, random.Random(9))
    resumed = GameSession(records.loads(records.dumps(halfway.record)))
    assert resumed.record.chance is ChanceKeying.ORDINAL
    assert _play_randomly(resumed, 3, random.Random(9)) == rolls[3:]


def test_the_keying_the_date_and_the_id_round_trip_through_the_file():
    spec = registry.get(LOST_CITIES)
    rec = GameRecord(LOST_CITIES, spec.default_options(2), ("Ann", "Bob"), 8,
                     chance=ChanceKeying.ORDINAL, daily="2026-11-24", uid="3f2a9c")
    data = json.loads(records.dumps(rec))
    assert (data["chance"], data["daily"], data["uid"]) == ("ordinal", "2026-11-24", "3f2a9c")
    assert records.loads(records.dumps(rec)) == rec


def test_a_version_two_file_opens_and_draws_by_position():
    data = records.to_json(_new_session(ChanceKeying.POSITION).record)
    data["format_version"] = 2
    del data["chance"]
    rec = records.from_json(data)
    assert rec.chance is ChanceKeying.POSITION and rec.daily is None and rec.uid is None
    assert json.loads(records.dumps(rec))["format_version"] == records.FORMAT_VERSION == 4


@pytest.mark.parametrize("field, value", [("chance", "dice"), ("daily", "24/11/2026"),
                                          ("daily", 20261124), ("uid", "no spaces please")])
def test_a_bad_keying_date_or_id_is_refused_as_malformed(field, value):
    data = records.to_json(_new_session(ChanceKeying.POSITION).record)
    data[field] = value
    with pytest.raises(RecordError) as refused:
        records.from_json(data)
    assert refused.value.problem is RecordProblem.MALFORMED and field in refused.value.detail


def test_the_session_record_carries_the_keying_date_and_id():
    spec = registry.get(LOST_CITIES)
    rec = GameRecord(LOST_CITIES, spec.default_options(2), ("Ann", "Bob"), 8,
                     chance=ChanceKeying.ORDINAL, daily="2026-11-24", uid="abc")
    session = GameSession(rec)
    _play_randomly(session, 1, random.Random(0))
    assert attrs.evolve(session.record, actions=(), cursor=0) == rec
