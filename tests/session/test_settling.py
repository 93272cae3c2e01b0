"""A change that the game's automatic actions follow at once says so (``settling``):
a view that only shows the result waits for the last change of the click. Every change
is still announced, in order, each with its own state."""

from __future__ import annotations

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen.rules.actions import Refill, TakeCard
from copenhagen_gui.session.game_session import GameSession


def _take_until_refill(session) -> list[tuple[str, bool]]:
    """Takes cards for whoever acts until a take brings the refill; the changes that
    take announced: (the action's class, settling), in order."""
    spec = session.spec
    heard: list[tuple[str, bool]] = []
    session.state_changed.connect(
        lambda: heard.append((type(session.action_at(session.position - 1)).__name__, session.settling)))
    while True:
        heard.clear()
        seat = min(spec.seats_to_act(session.state))
        take = next(a for a in spec.legal_actions(session.state, seat) if isinstance(a, TakeCard))
        assert session.perform(take) is None
        if isinstance(session.action_at(session.position - 1), Refill):
            return heard


def test_a_take_the_refill_follows_is_announced_as_settling_then_the_refill_as_the_last(qtbot):
    spec = registry.get("copenhagen")
    session = GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bob"], seed=3)
    assert _take_until_refill(session) == [("TakeCard", True), ("Refill", False)]
    assert not session.settling


def test_a_change_nothing_follows_is_the_last(qtbot):
    spec = registry.get("copenhagen")
    session = GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bob"], seed=3)
    heard = []
    session.state_changed.connect(lambda: heard.append(session.settling))
    seat = min(spec.seats_to_act(session.state))
    take = next(a for a in spec.legal_actions(session.state, seat) if isinstance(a, TakeCard))
    assert session.perform(take) is None
    assert heard == [False]


def test_a_turn_waiting_for_its_confirm_is_the_click_s_last_change():
    """The card game's refill waits for End turn: the change before it is not settling,
    so the table and the window's commands (End turn) are drawn and refreshed for it."""
    from copenhagen_gui.core import registry
    from copenhagen_gui.session.game_session import GameSession

    spec = registry.get("copenhagen")
    session = GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bob"], 14)
    session.set_confirm_turns(True)
    settling_seen = []
    session.state_changed.connect(lambda: settling_seen.append(session.settling))
    while session.awaiting_confirm() is None:
        seat = next(iter(spec.seats_to_act(session.state)))
        take = next(a for a in spec.legal_actions(session.state, seat) if type(a).__name__ == "TakeCard")
        assert session.perform(take) is None
    assert settling_seen and settling_seen[-1] is False and not session.settling
