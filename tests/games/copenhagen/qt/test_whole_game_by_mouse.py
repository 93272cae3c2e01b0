"""A whole pass-and-play game by clicks on the real table to the result screen, and
what the screen shows between two people: never the other seat's hand, not through
undo, the history or a hint either."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QTableWidget

from copenhagen_gui.games.copenhagen.rules.actions import Deal, Discard, TakeCard
from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.ui.result_dialog import ResultDialog

from .gestures import click, do


def _hand_shown(mode):
    """The counts the table's hand row shows (None when the row is hidden)."""
    items = [mode.scene.item(("hand", c)) for c in CARD_COLOURS]
    if not any(item.isVisible() for item in items):
        return None
    return tuple(item.look[2] or 0 for item in items)


def test_a_whole_pass_and_play_game_by_mouse_to_the_result_screen(make_table, qtbot):
    mode, session, window = make_table(bots=(None, None), seed=5)
    bot = SPEC.bot("strong")
    rng = random.Random(2)
    for _ in range(600):
        state = session.state
        if state.is_over:
            break
        seat = state.turn.player
        if mode.scene.cover.isVisible():
            assert _hand_shown(mode) is None
            click(mode, mode.scene.cover)  # "Pass to ... click when ready"
        # Only the hand of the person to play is on the screen.
        assert _hand_shown(mode) == session.state.players[seat].hand
        action = bot.choose(SPEC.view_for(state, seat), seat, rng)
        position = session.position
        do(mode, action)
        assert session.position > position and session.action_at(position) == action
    assert session.state.is_over
    dialog = mode.result_screen(window)
    assert isinstance(dialog, ResultDialog)
    table = dialog.findChild(QTableWidget, "result-table")
    ranking = SPEC.ranking(session.state)
    assert [table.item(r, 1).text() for r in range(table.rowCount())] == [session.names[s] for s in ranking]
    dialog.reject()
    assert mode.after_result(dialog) is False  # closed: no new game
    dialog.deleteLater()


def test_undo_history_and_hint_never_show_the_other_seats_hand(make_table, qtbot):
    mode, session, _ = make_table(bots=(None, None), seed=8)
    click(mode, mode.scene.cover)
    hand0 = session.state.players[0].hand
    # Seat 0 plays its turn: two cards side by side.
    click(mode, mode.scene.item(("slot", 2)))
    click(mode, mode.scene.item(("slot", 3)))
    while session.state.turn.player == 0:  # over the limit: discard
        colour = next(c for c in CARD_COLOURS if session.state.players[0].hand[c.index])
        do(mode, Discard(0, colour))
    # The refill is a barrier: seat 1 cannot take seat 0's turn back to look.
    assert not session.can_undo()
    assert mode.scene.cover.isVisible() and _hand_shown(mode) is None
    click(mode, mode.scene.cover)
    assert _hand_shown(mode) == session.state.players[1].hand
    # Seat 1 takes a card, then undoes it: the cover does not drop to seat 0's hand.
    click(mode, mode.scene.item(("slot", 0)))
    assert session.can_undo()
    session.undo()
    assert _hand_shown(mode) in (None, session.state.players[1].hand)
    assert _hand_shown(mode) != hand0 or hand0 == session.state.players[1].hand
    # The history names harbour places and public discards, never a hand or the deck.
    # (the window's history shows the mode's line for each command)
    lines = [mode.action_text(session.action_at(i), session.names) for i in range(session.undo_stack.count())]
    deal = next(i for i in range(session.undo_stack.count()) if isinstance(session.action_at(i), Deal))
    assert lines[deal] == "The cards are dealt"
    for i, line in enumerate(lines):
        if isinstance(session.action_at(i), TakeCard):
            assert "place" in line and not any(c.value in line for c in CARD_COLOURS)
    # A hint comes from the seat's own view: it never takes the other hand into account.
    mode.show_hint()
    hint = mode.controller.selection.hint
    view = SPEC.view_for(session.state, 1)
    assert view.players[0].hand is None and view.pile is None
    assert SPEC.check(session.state, hint) is None
    assert mode.controller.drawn_state().players[0].hand is None
