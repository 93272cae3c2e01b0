"""Watch a game: the commentary of all three games says why each computer move was
worth making — the points it scored, by the rules — not only what it was; after a
language switch it is told again in the new language."""

from __future__ import annotations

from PySide6.QtGui import QAction

from copenhagen_gui.games.copenhagen.rules.actions import Build
from copenhagen_gui.games.lost_cities_rw.rules import scoring
from copenhagen_gui.games.lost_cities_rw.rules.actions import Take
from copenhagen_gui.shell.text import fill


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


def _rw_effect(before, action, after):
    """What the rules give for a Roll & Write move, from the sheets before and after it
    (not from the commentary's words): the lines it scored and their points, the coats
    of arms it earned, the track boxes it crossed that hold a symbol."""
    from copenhagen_gui.games.copenhagen_rw.bots.hints import effect
    from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COMPLETE_POINTS, TRACK_LENGTH, TRACKS

    _, lines, points = effect(before, (action,))
    was, now = before.players[action.player], after.players[action.player]
    full = sum(1 for b, a in zip(was.tracks, now.tracks) if b < TRACK_LENGTH == a)
    symbols = [(t, box) for t, (b, a) in enumerate(zip(was.tracks, now.tracks))
               for box in range(b + 1, a + 1) if TRACKS[t].symbol_at(box)]
    return lines, points - full * TRACK_COMPLETE_POINTS, len(now.coats - was.coats), symbols


def test_roll_and_writes_commentary_says_why_each_move_was_made(main_window, qtbot, app_language):
    """Each computer move is one line: the move's own sentence, then why, by the rules:
    the lines a move completes with their points, the coats it earns, the symbols it
    unlocks, the dice a shape leaves to the others. A language switch retells it."""
    from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkTrack
    from copenhagen_gui.games.copenhagen_rw.ui import texts

    window = main_window
    window.bot_driver.set_delay(60_000)  # the test makes the computer moves
    assert window.start_watch("copenhagen-rw")
    session, log = window.session, window.watch_panel.log
    state = session.state
    checked: dict[str, int] = {}  # the kind of move checked -> its row in the commentary
    for _ in range(800):
        row, position = log.count(), session.position
        assert window.bot_driver.play_now()
        assert session.position == position + 1  # one move at a time
        action = session.action_at(position)
        after = session.spec.apply_unchecked(state, action)
        lines, points, coats, symbols = _rw_effect(state, action, after)
        line = log.item(row).text()
        own = [texts.event_text(e, session.names) for e in after.events
               if e.kind.value in ("shape_chosen", "x_marked", "track_marked", "no_x_used", "one_x_drawn",
                                   "coat_cell_drawn", "coat_track_marked")]
        if own:  # the move's own sentence, and why after the dash
            assert line.startswith(own[-1].removesuffix(".") + " — "), line
        if lines:
            said = fill("It completes %1 for %2.", texts.join_names([texts.line_name(x) for x in lines]),
                        texts.points_text(points))
            assert said in line, (line, said)
            checked["scores"] = row
        else:
            assert "It completes row" not in line and "It completes column" not in line, line
        assert ("It earns" in line) == bool(coats), line
        if coats:
            checked["coat"] = row
        assert ("It unlocks" in line) == bool(symbols), line
        if isinstance(action, MarkTrack):
            checked["track"] = row
        if isinstance(action, ChooseShape):
            left = [face for i, face in enumerate(state.turn.dice) if i not in action.dice]
            if left:
                assert line.endswith("Left for the others' tracks: "
                                     + texts.join_names([texts.colour_noun(face) for face in left]) + "."), line
            else:
                assert line.endswith("It takes all five dice: none is left to the others."), line
            checked["shape"] = row
        state = after
        if {"scores", "track", "shape"} <= checked.keys():
            break
    else:
        raise AssertionError(f"no scoring move in the game; checked {checked}")

    told = [log.item(i).text() for i in range(log.count())]
    assert told == window.mode.narrator().retell()
    window.findChild(QAction, "action-language-de").trigger()
    qtbot.waitUntil(lambda: log.item(checked["scores"]).text() != told[checked["scores"]])
    assert log.count() == len(told)
    assert "Der Zug vervollständigt" in log.item(checked["scores"]).text()
    assert "Für die Leisten der anderen: " in log.item(checked["shape"]).text() \
        or "Der Zug nimmt alle fünf Würfel" in log.item(checked["shape"]).text()
