"""Hostile situations: whatever JSON stands where a game's situation belongs (wrong
types, huge numbers, deep nesting, unknown fields, random values anywhere), reading it
either gives a state or raises the situation's typed refusal, never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from situation_play import as_file, deeply_nested, json_values, nodes, play_to_situation, replaced

from copenhagen_gui.core import registry
from copenhagen_gui.core.situation import SituationError, SituationProblem

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


def _base(game_id: str):
    """A situation of a game well under way, and the options it is played with."""
    spec = registry.get(game_id)
    options = spec.default_options(3)
    state = play_to_situation(spec, options, seed=4, steps=60, level="normal")
    return spec, options, as_file(spec.state_to_json(state))


BASES = {game: _base(game) for game in GAMES}


def _read(game_id: str, data):
    spec, options, _ = BASES[game_id]
    try:
        spec.state_from_json(data, options)
    except SituationError as refused:
        assert refused.problem in SituationProblem
        assert refused.reason is None or isinstance(refused.reason, spec.situation_reasons)
        assert refused.describe()  # a sentence for the command line, whatever the value


@pytest.mark.parametrize("game", GAMES)
def test_the_base_situations_are_valid(game):
    spec, options, data = BASES[game]
    assert spec.can_start_from(spec.state_from_json(data, options))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150)
@given(data=st.data())
def test_any_value_anywhere_is_read_or_refused(game, data):
    base = BASES[game][2]
    paths = [path for path, _ in nodes(base)]
    path = data.draw(st.sampled_from(paths))
    _read(game, replaced(base, path, data.draw(json_values)))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60)
@given(data=st.data())
def test_an_unknown_field_anywhere_is_refused(game, data):
    base = BASES[game][2]
    objects = [path for path, value in nodes(base) if isinstance(value, dict)]
    path = data.draw(st.sampled_from(objects))
    hostile = replaced(base, path, {**_at(base, path), "__class__": data.draw(json_values)})
    before = json.dumps(hostile)
    with pytest.raises(SituationError) as refused:
        BASES[game][0].state_from_json(hostile, BASES[game][1])
    assert refused.value.problem is SituationProblem.MALFORMED
    assert json.dumps(hostile) == before  # the caller's data is left as it was


def _at(data, path):
    for step in path:
        data = data[step]
    return data


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("odd", [10**30, -(10**30), 2**64, 4.5, float("inf"), True, "9" * 5000])
def test_huge_and_odd_numbers_at_every_number_are_refused_or_read(game, odd):
    base = BASES[game][2]
    for path, value in nodes(base):
        if isinstance(value, int) and not isinstance(value, bool):
            _read(game, replaced(base, path, odd))


@pytest.mark.parametrize("game", GAMES)
def test_deep_nesting_anywhere_is_refused(game):
    spec, options, base = BASES[game]
    deep = deeply_nested()
    for path, _ in nodes(base):
        hostile = replaced(base, path, "__DEEP__")
        parent, key = (hostile, None) if not path else (_at(hostile, path[:-1]), path[-1])
        if key is None:
            hostile = deep
        else:
            parent[key] = deep
        with pytest.raises(SituationError):  # a typed refusal, never a RecursionError
            spec.state_from_json(hostile, options)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("whole", [None, [], "situation", 7, {}, {"phase": None}])
def test_something_else_than_a_situation_is_malformed(game, whole):
    spec, options, _ = BASES[game]
    with pytest.raises(SituationError) as refused:
        spec.state_from_json(whole, options)
    assert refused.value.problem is SituationProblem.MALFORMED
