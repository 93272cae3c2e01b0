"""How far the game is, always in view at the right of each game's turn strip (the
table kit's ProgressGauges), from the engines' state and queries: the card game's
leader against 12 points and the cards before the End card can come, Lost Cities'
bridges crossed of 8 and players exhausted, Roll & Write's leader against 12."""

from __future__ import annotations

import pytest

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen.rules import queries as card_queries
from copenhagen_gui.games.lost_cities_rw.rules import engine as lc_engine
from copenhagen_gui.session.game_session import GameSession

NAMES = ("Ann", "Bob", "Cleo")


def _play(session, moves):
    spec = session.spec
    for _ in range(moves):
        if spec.is_over(session.state):
            return
        if not spec.seats_to_act(session.state):  # a finished turn waits for End turn
            assert session.confirm_turn()
            continue
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None


def _on_table(window, game, moves):
    spec = registry.get(game)
    session = GameSession.new_game(spec, spec.default_options(len(NAMES)), list(NAMES), 4)
    _play(session, moves)
    window.set_session(session)
    gauges = window.mode.panel.progress
    assert gauges.isVisible()
    return session, gauges


def _leader_text(points):
    best = max(points)
    leaders = [n for n, p in zip(NAMES, points, strict=True) if p == best]
    if len(leaders) == 1:
        return f"In the lead: {leaders[0]} ({best}/12 points)"
    return f"Level in the lead: {best}/12 points"


@pytest.mark.parametrize("moves", [0, 40])
def test_card_game_leader_and_end_card(main_window, moves):
    session, gauges = _on_table(main_window, "copenhagen", moves)
    state = session.state
    points = [p.points for p in state.players]
    leader, end = gauges.gauges()
    assert leader.text == _leader_text(points) and (leader.value, leader.maximum) == (max(points), 12)
    left = card_queries.cards_before_end_card(state)
    if left is None:
        assert end.text == "End of Game card: set aside until the reshuffle"  # three players
    elif left:
        assert end.text == f"End of Game card: after {left} more card{'s' if left > 1 else ''}"
    else:
        assert end.text == "End of Game card: may come at the next refill"


def test_card_game_end_card_count_follows_the_pile(main_window):
    window = main_window
    spec = registry.get("copenhagen")
    session = GameSession.new_game(spec, spec.default_options(2), list(NAMES[:2]), 4)  # the End card in the pile
    window.set_session(session)
    gauges = window.mode.panel.progress
    seen = set()
    for _ in range(400):
        _play(session, 1)
        if spec.is_over(session.state):
            break
        seen.add(gauges.texts()[-1])
    assert len(seen) > 2  # it counts down as the deck goes


@pytest.mark.parametrize("moves", [0, 60])
def test_lost_cities_bridges_and_exhausted(main_window, moves):
    session, gauges = _on_table(main_window, "lost-cities-rw", moves)
    crossed, bridges, exhausted, seats = lc_engine.end_progress(session.state)
    assert bridges == 8 and seats == 3
    assert gauges.texts() == [f"Bridges crossed: {crossed} of 8", f"Exhausted: {exhausted} of 3 players"]
    assert [(g.value, g.maximum) for g in gauges.gauges()] == [(crossed, 8), (exhausted, 3)]


@pytest.mark.parametrize("moves", [0, 60])
def test_roll_and_write_leader(main_window, moves):
    session, gauges = _on_table(main_window, "copenhagen-rw", moves)
    state = session.state
    assert gauges.texts()[0] == _leader_text([p.points for p in state.players])
    assert ("Last round" in gauges.texts()) == state.last_round


@pytest.mark.parametrize("game", ["copenhagen", "lost-cities-rw", "copenhagen-rw"])
def test_the_gauges_fit_beside_the_prompt_and_follow_the_language(qtbot, main_window, game):
    window = main_window
    _, gauges = _on_table(window, game, 0)
    assert gauges.width() >= gauges.sizeHint().width()  # nothing cut at 1366 x 768
    window.findChild(object, "action-language-en").trigger()
    qtbot.waitUntil(lambda: not any("(s)" in text for text in gauges.texts()))  # English plurals too
    english = gauges.texts()
    window.findChild(object, "action-language-de").trigger()
    try:
        qtbot.waitUntil(lambda: all(g != e for g, e in zip(gauges.texts(), english, strict=True)))
    finally:
        window.findChild(object, "action-language-en").trigger()
    qtbot.waitUntil(lambda: gauges.texts() == english)
