"""A finished turn that waits for its player's confirm (the card game's End turn): the
session holds the refill, every step of the turn undoes until then, the record holds no
confirm (old records replay as before, and a game saved while waiting waits again), and
a computer's turn never waits."""

from __future__ import annotations

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen.rules.actions import Refill, TakeCard
from copenhagen_gui.games.copenhagen.rules.state import Phase
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.session.game_session import GameSession


def _session(bots=(None, None), confirm=True) -> GameSession:
    session = GameSession.new_game(SPEC, SPEC.default_options(2), ("Ann", "Bob"), seed=4, bots=bots)
    session.set_confirm_turns(confirm)
    return session


def _two_cards(session) -> None:
    assert session.perform(TakeCard(0, 2)) is None
    assert session.perform(TakeCard(0, 3)) is None


def test_the_refill_waits_for_the_confirm_and_every_step_undoes_until_then():
    session = _session()
    _two_cards(session)
    assert session.awaiting_confirm() == 0 and session.state.phase is Phase.REFILL
    assert session.can_undo()
    session.undo()
    assert session.state.phase is Phase.SECOND and session.awaiting_confirm() is None
    session.redo()
    assert session.awaiting_confirm() == 0
    assert session.confirm_turn()
    assert isinstance(session.record.actions[-1], Refill) and session.state.turn.player == 1
    assert not session.can_undo()  # the refill is chance: the barrier it always was
    assert not session.confirm_turn()  # nothing waits any more


def test_the_confirmed_game_is_the_game_played_without_a_confirm():
    waited, direct = _session(confirm=True), _session(confirm=False)
    for session in (waited, direct):
        _two_cards(session)
    waited.confirm_turn()
    assert waited.record.actions == direct.record.actions  # the same refill, no confirm recorded
    assert replay(waited.record, upto=len(waited.record.actions))[-1] == waited.state


def test_a_game_saved_while_a_turn_waited_waits_again_when_opened():
    session = _session()
    _two_cards(session)
    reopened = GameSession(session.record)
    assert reopened.awaiting_confirm() == 0 and reopened.state == session.state
    # A record that ends with its refill (every record of before) opens as it was.
    session.confirm_turn()
    assert GameSession(session.record).state == session.state


def test_a_computers_turn_never_waits():
    session = _session(bots=("easy", None))
    _two_cards(session)
    assert session.awaiting_confirm() is None and session.state.turn.player == 1


def test_switching_the_confirm_off_ends_a_waiting_turn():
    session = _session()
    _two_cards(session)
    session.set_confirm_turns(False)
    assert session.awaiting_confirm() is None and session.state.turn.player == 1


def test_without_a_table_asking_for_it_a_session_plays_on_as_before():
    session = GameSession.new_game(SPEC, SPEC.default_options(2), ("Ann", "Bob"), seed=4)
    _two_cards(session)
    assert session.state.turn.player == 1
    assert isinstance(session.record.actions[-1], Refill)
