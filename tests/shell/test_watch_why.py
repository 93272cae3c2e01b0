"""Watch a game: the commentary of the card game and of Lost Cities says why each
computer move was worth making — the points it scored, by the rules — not only what it
was; after a language switch it is told again in the new language."""

from __future__ import annotations

from PySide6.QtGui import QAction

from copenhagen_gui.games.copenhagen.rules.actions import Build
from copenhagen_gui.games.lost_cities_rw.rules import scoring
from copenhagen_gui.games.lost_cities_rw.rules.actions import Take


def _watch(window, game_id, until, most=400):
    """Watch ``game_id``, the computer moves made one by one here, until a move is told
    that ``until(before, action, after)`` picks; its line and the three."""
    window.bot_driver.set_delay(60_000)  # the test makes the computer moves
    assert window.start_watch(game_id)
    session, log = window.session, window.watch_panel.log
    spec = session.spec
    state, start = session.state, session.position
    told = start
    for _ in range(most):
        assert window.bot_driver.play_now()
        assert log.count() == session.position - start  # a line per move, and no other
        for index in range(told, session.position):
            action = session.action_at(index)
            after = spec.apply_unchecked(state, action)
            if until(state, action, after):
                line = log.item(index - start).text()
                assert line.startswith(window.mode.action_text(action, session.names) + " — ")
                return index - start, state, action, after
            state = after
        told = session.position
    raise AssertionError("no such move was made")


def test_the_card_game_commentary_says_the_points_a_build_scored(main_window, qtbot, app_language):
    window = main_window

    def scored(before, action, after):
        return isinstance(action, Build) and after.players[action.player].points > before.players[action.player].points

    index, before, action, after = _watch(window, "copenhagen", scored)
    gained = after.players[action.player].points - before.players[action.player].points
    log = window.watch_panel.log
    assert f"It scores {gained} point" in log.item(index).text()
    first = window.session.action_at(window.session.position - log.count())
    assert not isinstance(first, Build)  # a card taken: what it was, then what the hand can pay for now
    assert log.item(0).text().startswith(window.mode.action_text(first, window.session.names) + " — It takes ")

    told = [log.item(i).text() for i in range(log.count())]
    window.findChild(QAction, "action-language-fr").trigger()
    qtbot.waitUntil(lambda: log.item(index).text() != told[index])
    assert log.count() == len(told)
    assert f"Ce coup rapporte {gained} point" in log.item(index).text()


def test_the_lost_cities_commentary_says_the_points_before_and_after(main_window, qtbot, app_language):
    window = main_window

    def written(before, action, after):
        if not isinstance(action, Take):
            return False
        sheet = before.options.sheet
        return scoring.total(sheet, before.sheets[action.seat]) != scoring.total(sheet, after.sheets[action.seat])

    index, before, action, after = _watch(window, "lost-cities-rw", written)
    sheet = before.options.sheet
    points = (scoring.total(sheet, before.sheets[action.seat]), scoring.total(sheet, after.sheets[action.seat]))
    log = window.watch_panel.log
    assert log.item(index).text().endswith(f"Points: {points[0]} → {points[1]}.")

    told = log.item(index).text()
    window.findChild(QAction, "action-language-fr").trigger()
    qtbot.waitUntil(lambda: log.item(index).text() != told)
    assert log.item(index).text().endswith(f"Points\u00a0: {points[0]} → {points[1]}.")
