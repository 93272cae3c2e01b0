"""The unchecked apply (replays, bots) reaches exactly the states the checked one does."""

from __future__ import annotations

import pytest

from copenhagen_gui.core import record
from copenhagen_gui.games.copenhagen_rw.bots.random_player import play_game
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import Place
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 8), (4, 21)])
def test_unchecked_apply_walks_the_same_states_as_apply(players, seed):
    rec, final = play_game(GameOptions(players), seed)
    checked = unchecked = engine.new_game(rec.options)
    for action in rec.actions:
        checked = engine.apply(checked, action)
        unchecked = engine.apply_unchecked(unchecked, action)
        assert unchecked == checked
    assert unchecked == final


def test_the_spec_replays_records_with_the_unchecked_apply(monkeypatch):
    """A replay checks each action once (the record's own check), never again in apply."""
    rec, final = play_game(GameOptions(4), 5)
    checks = []
    check = engine.check
    monkeypatch.setattr(engine, "check", lambda *a: checks.append(1) or check(*a))
    assert record.replay(rec, upto=len(rec.actions))[-1] == final
    assert len(checks) == len(rec.actions)


def test_apply_still_refuses_what_the_player_may_not_do():
    state = engine.new_game(GameOptions(2))
    assert state.phase is Phase.ROLL
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply(state, Place(state.active, ((0, 0), (1, 0))))
    assert refused.value.reason is Reason.NOT_ROLLED_YET
