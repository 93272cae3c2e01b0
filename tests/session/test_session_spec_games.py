"""The session over a GameSpec, with the two games that use it: automatic actions
(the card game's deal and refill) are applied at once and recorded, chance is drawn by
the session and stored, a chance action is an undo barrier, and a record saved and
loaded again rebuilds the same game with its undo history."""

from __future__ import annotations

import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.session.game_session import GameSession


def _session(game_id, seed=3):
    spec = registry.get(game_id)
    return GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bob"], seed=seed)


def _play(session, count):
    """``count`` legal actions of whoever acts (the first legal one each time)."""
    spec = session.spec
    for _ in range(count):
        if spec.is_over(session.state):
            return
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None


def test_the_card_game_deals_by_itself_and_the_deal_cannot_be_undone(qtbot):
    session = _session("copenhagen")
    spec = session.spec
    assert session.position == 1  # the opening deal, drawn by the session
    deal = session.action_at(0)
    assert spec.is_chance(deal) and spec.automatic_action(session.state) is None
    assert not session.can_undo()
    assert sum(session.state.players[0].hand) == 2  # the first player's 2 cards


def test_a_refused_action_changes_nothing_and_says_why(qtbot):
    session = _session("copenhagen")
    spec = session.spec
    seat = min(spec.seats_to_act(session.state))
    other = 1 - seat
    wrong = spec.legal_actions(session.state, seat)[0]  # legal for its seat, not the other
    before = session.state
    with qtbot.waitSignal(session.action_refused) as refused:
        reason = session.perform(_for_seat(wrong, other))
    assert reason is not None and refused.args == [reason]
    assert session.state is before and session.position == 1


def _for_seat(action, seat):
    import attrs

    field = "player" if hasattr(action, "player") else "seat"
    return attrs.evolve(action, **{field: seat})


@pytest.mark.parametrize("game_id", ["copenhagen", "lost-cities-rw"])
def test_undo_stops_at_the_latest_chance_action(qtbot, game_id):
    session = _session(game_id)
    _play(session, 12)
    spec = session.spec
    while session.can_undo():
        session.undo()
    position = session.position
    assert position > 0 and spec.is_chance(session.action_at(position - 1))


@pytest.mark.parametrize("game_id", ["copenhagen", "lost-cities-rw"])
def test_a_saved_game_loads_with_the_same_state_and_history(qtbot, game_id):
    session = _session(game_id, seed=11)
    _play(session, 30)
    if session.can_undo():
        session.undo()  # keep a redo history too
    text = records.dumps(session.record)
    loaded = GameSession(records.loads(text))
    assert loaded.state == session.state
    assert loaded.record == session.record
    assert loaded.can_redo() == session.can_redo()
