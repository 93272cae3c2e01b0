"""A session that nothing refers to any more is freed at once, by its last reference,
not later by Python's cycle collector: that collector runs at any moment (in the middle
of another game) and, freeing a session's undo commands before the stack that still
lists them, crashed the app in QUndoStack::clear (a segfault seen in test runs)."""

from __future__ import annotations

import gc
import weakref

from copenhagen_gui.games.copenhagen_rw.spec import SPEC
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.session.game_session import GameSession
from tests.session.helpers import NAMES, TWO_PLAYERS, play_randomly, roll_and_choose


def test_a_played_session_let_go_is_freed_without_the_cycle_collector(qapp):
    gc.collect()
    gc.disable()
    try:
        session = GameSession.new_game(SPEC, TWO_PLAYERS, NAMES, seed=3, describe=texts.action_text)
        roll_and_choose(session)
        play_randomly(session, 30, seed=5)
        session.undo()
        assert session.undo_stack.count() > 10
        gone = weakref.ref(session)
        del session
        assert gone() is None
    finally:
        gc.enable()


def test_its_commands_undo_and_redo_while_the_session_lives(qapp):
    session = GameSession.new_game(SPEC, TWO_PLAYERS, NAMES, seed=3, describe=texts.action_text)
    roll_and_choose(session)
    chosen = session.state
    session.undo()
    assert session.state != chosen
    session.redo()
    assert session.state == chosen
