"""The end of a Roll & Write game: the result screen's breakdown adds up to each
player's points, the tie-break is told when it decided, the scoring lines are lit on
the sheets, "Play again" keeps the seats, names and computer levels, and undo is off
once the result is accepted."""

from __future__ import annotations

import attrs
from ui_helpers import answer_modal, finish_start_setup, last_move_record, make_window

from copenhagen_gui.games.copenhagen_rw.rules import engine, scoring
from copenhagen_gui.games.copenhagen_rw.rules.components import LineKind
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.result_breakdown import player_breakdown, tie_break
from copenhagen_gui.games.copenhagen_rw.ui.result_dialog import ResultDialog
from copenhagen_gui.session.game_session import GameSession


def _finished(seed=3, players=2, bots=None):
    record, last = last_move_record(players, seed)
    if bots is not None:
        record = attrs.evolve(record, bots=bots)
    session = GameSession(record, describe=texts.action_text)
    assert session.perform(last) is None and session.state.phase is Phase.GAME_OVER
    return session


def test_breakdown_adds_up_to_every_players_points():
    for seed in range(1, 8):
        state = _finished(seed, players=3).state
        for sheet in state.players:
            b = player_breakdown(sheet)
            assert b.total == sheet.points
            assert b.doubles == sum(1 for ln in b.lines if not sheet.crosses & ln.mask)
            assert all(ln.kind is LineKind.ROW for ln in b.rows)


def test_result_screen_shows_the_breakdown(qtbot):
    session = _finished()
    dialog = ResultDialog(session.state, session.names)
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "result-dialog"
    for player, sheet in enumerate(session.state.players):
        b = player_breakdown(sheet)
        assert dialog.cell_text(player, 2) == str(sheet.points)
        assert dialog.cell_text(player, 3).startswith(f"{len(b.rows)} → ")
        assert dialog.cell_text(player, 4).startswith(f"{len(b.columns)} → ")
        assert dialog.cell_text(player, 5) == str(b.doubles)
        assert dialog.cell_text(player, 7) == str(scoring.empty_cells(sheet))


def test_the_tie_break_is_told_when_the_empty_cells_decide(qtbot):
    state = _finished().state
    a, b = state.players
    # Level on points; the second player has fewer empty cells.
    level = (attrs.evolve(a, points=12), attrs.evolve(b, points=12, filled=a.filled | b.filled | 1))
    tied = attrs.evolve(state, players=level, winners=scoring.winners(level))
    assert tie_break(tied).decided
    dialog = ResultDialog(tied, ("Ann", "Bob"))
    qtbot.addWidget(dialog)
    text = dialog.tie_break_text()
    winner = ("Ann", "Bob")[scoring.winners(level)[0]]
    assert "12" in text and winner in text and "Ann" in text and "Bob" in text
    assert not dialog.findChild(object, "result-tie-break").isHidden()


def test_scoring_lines_are_lit_and_play_again_keeps_the_players(qtbot):
    record, last = last_move_record(2, 3)
    record = attrs.evolve(record, names=("Me", "Mads"), bots=(None, "strong"))
    window = make_window(qtbot, session=GameSession(record, describe=texts.action_text))
    window.mode.controller.animate_dice = False
    seen = {}

    def play_again(dialog):
        seen["picture"] = dialog.findChild(object, "save-picture-button").isVisible()
        dialog.findChild(object, "result-play-again").click()

    answer_modal(play_again, attempts=300)
    old = window.session
    assert old.perform(last) is None
    lines = window.mode.scoring_lines
    assert lines is not None and lines.isVisible()
    expected = sum(len(player_breakdown(p).lines) for p in old.state.players)
    assert len(lines.frames) == expected > 0
    qtbot.waitUntil(lambda: window.session is not old, timeout=5000)
    assert seen["picture"]  # the window can save a picture of the table
    assert not lines.isVisible()
    finish_start_setup(window)  # the person picks a start track again (ruling 10)
    new = window.session
    assert new.names == ("Me", "Mads") and new.bots == (None, "strong")
    assert new.record.options.start_player == (record.options.start_player + 1) % 2


def test_undo_is_off_once_the_result_is_accepted(qtbot):
    record, last = last_move_record(2, 5)
    window = make_window(qtbot, session=GameSession(record, describe=texts.action_text))
    window.mode.controller.animate_dice = False
    answer_modal(lambda dialog: dialog.findChild(object, "result-close").click(), attempts=300)
    s = window.session
    undo = window.actions.get("undo")
    assert s.perform(last) is None
    qtbot.waitUntil(lambda: window.mode.result_dialog is not None  # shown, then closed
                    and window.host.result_screen is None, timeout=5000)
    assert not undo.isEnabled()
    over = s.state
    undo.trigger()  # nor by its key
    assert s.state == over and engine.check(s.state, last) is not None  # over for good
