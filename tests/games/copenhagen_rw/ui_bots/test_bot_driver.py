"""Computer players at the table: the bot driver plays their moves through the real
window (pytest-qt, offscreen), at the chosen pace, and a human's "take back my move"
undoes the bots' replies with it but never a roll."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication
from ui_helpers import answer_modal, make_window, play_one_step

from copenhagen_gui.games.copenhagen_rw.rules.actions import MarkX, Roll
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.session.bot_driver import BotDriver


def _read_result(seen):
    def read(dialog):
        dialog.findChild(object, "result-show-all").click()  # the whole count at once
        seen["headline"] = dialog.findChild(object, "result-headline").text()
        dialog.reject()

    return read


def test_solo_game_against_three_bots_runs_to_the_end(qtbot):
    window = make_window(qtbot, options=GameOptions(4), names=["Me", "Easy", "Normal", "Strong"],
                         seed=31)
    window.mode.controller.animate_dice = False
    s = window.session
    driver = BotDriver(window, delay_ms=0)
    moves = []
    driver.moved.connect(lambda seat, action: moves.append((seat, action)))
    driver.set_session(s, (None, "easy", "normal", "strong"))
    seen = {}
    for _ in range(2000):
        state = s.state
        if state.phase is Phase.GAME_OVER:
            break
        if state.chooser == 0:
            if state.last_round and "armed" not in seen:
                seen["armed"] = True
                answer_modal(_read_result(seen), attempts=1000)
            before = s.undo_stack.count()
            play_one_step(window)
            assert s.undo_stack.count() > before, window.mode.panel.message.text()
        else:
            assert driver.busy()  # a bot move is pending, the window is free meanwhile
            qtbot.waitUntil(lambda: s.state.chooser in (0, None), timeout=10000)
    state = s.state
    assert state.phase is Phase.GAME_OVER
    assert {seat for seat, _ in moves} == {1, 2, 3}
    # Every bot move is on the undo stack like a click would be.
    record = s.record
    assert all(action in record.actions for _, action in moves)
    assert all(a.player == 0 for a in record.actions if a not in [m for _, m in moves])
    assert not driver.busy()
    if "armed" in seen:
        qtbot.waitUntil(lambda: "headline" in seen, timeout=5000)
        assert s.names[state.winners[0]] in seen["headline"]


def test_four_bots_play_a_whole_game_at_instant_speed(qtbot):
    window = make_window(qtbot, options=GameOptions(4), seed=5)
    window.mode.controller.animate_dice = False
    window.host.result_shown = True  # no result screen in this test: it only times the game
    driver = BotDriver(window, delay_ms=0)
    started = time.perf_counter()
    driver.set_session(window.session, ("strong", "normal", "easy", "strong"))
    qtbot.waitUntil(lambda: window.session.state.phase is Phase.GAME_OVER, timeout=60000)
    elapsed = time.perf_counter() - started
    count = window.session.undo_stack.count()
    print(f"4-bot game through the window: {count} moves in {elapsed:.2f} s")
    assert count > 100 and not driver.busy()


def test_bot_waits_the_delay_and_stops_when_paused(qtbot):
    window = make_window(qtbot, options=GameOptions(2), seed=8)
    window.mode.controller.animate_dice = False
    s = window.session
    driver = BotDriver(window, delay_ms=60_000)  # longer than the test: the clock is the test's
    driver.set_session(s, ("normal", None))  # the bot starts
    assert driver.busy() and s.undo_stack.count() == 0
    QApplication.processEvents()
    assert s.undo_stack.count() == 0  # still waiting: the table shows the move later
    assert driver.busy() and driver._timer.remainingTime() > 50_000  # the move is far from due
    driver.set_paused(True)
    assert not driver.busy()  # paused: no move is waiting to be made
    QApplication.processEvents()
    assert s.undo_stack.count() == 0
    assert driver.play_now() and s.undo_stack.count() == 1  # one step on demand
    assert isinstance(s.record.actions[0], Roll) and not driver.busy()
    assert driver.play_now() and s.undo_stack.count() == 2
    driver.set_delay(0)
    driver.set_paused(False)
    qtbot.waitUntil(lambda: s.state.chooser == 1, timeout=5000)  # the human's turn (phase 3)


def test_take_back_undoes_the_bots_replies_but_never_a_roll(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Me", "Bot"], seed=12)
    window.mode.controller.animate_dice = False
    s = window.session
    driver = BotDriver(window, delay_ms=0)
    driver.set_session(s, (None, "strong"))
    driver.set_paused(True)  # the test lets the bot move one step at a time
    # The human plays a whole turn; the bot then picks dice in phase 3.
    while s.state.chooser == 0:
        play_one_step(window)
    human_last = s.undo_stack.index() - 1
    human_move = s.undo_stack.command(human_last).action
    assert human_move.player == 0
    assert driver.play_now()  # the bot's first phase-3 move
    bot_reply = s.undo_stack.command(s.undo_stack.index() - 1).action
    assert bot_reply.player == 1 and not isinstance(bot_reply, Roll)
    assert driver.can_take_back()
    assert driver.take_back()
    assert s.undo_stack.index() == human_last  # the bot's reply and the human's move are gone
    assert s.state.chooser == 0
    driver.set_paused(False)
    assert not driver.busy()  # the human's turn: no bot move waits to be made
    QApplication.processEvents()
    assert s.undo_stack.index() == human_last
    # The human makes the move again (redo): the bot replays its own reply, not a new one.
    s.redo()
    qtbot.waitUntil(lambda: s.undo_stack.index() >= human_last + 2, timeout=2000)
    assert s.undo_stack.command(human_last + 1).action == bot_reply
    # Once the bot has rolled for its own turn, nothing of the human's can be taken back.
    qtbot.waitUntil(lambda: any(isinstance(s.undo_stack.command(i).action, Roll)
                                and s.undo_stack.command(i).action.player == 1
                                for i in range(s.undo_stack.index())), timeout=5000)
    driver.set_paused(True)
    if s.state.chooser == 1:
        assert not driver.can_take_back()
        assert not driver.take_back()


def test_take_back_of_a_human_move_without_bot_replies(qtbot):
    window = make_window(qtbot, options=GameOptions(2), seed=3)
    window.mode.controller.animate_dice = False
    s = window.session
    driver = BotDriver(window, delay_ms=0)
    driver.set_session(s, (None, "easy"))
    play_one_step(window)  # the roll
    assert not driver.can_take_back()  # a roll is never taken back
    play_one_step(window)  # shape drawn
    if s.state.phase is Phase.MARK_X:
        index = s.undo_stack.index()
        assert driver.take_back() and s.undo_stack.index() == index - 1
        assert not isinstance(s.undo_stack.command(index - 1).action, MarkX)


def test_new_session_stops_the_old_one(qtbot):
    window = make_window(qtbot, options=GameOptions(2), seed=4)
    driver = BotDriver(window, delay_ms=200)
    old = window.session
    driver.set_session(old, ("easy", "easy"))
    assert driver.busy()
    window.start_game(GameOptions(2), ["A", "B"], 9, autosave=False)
    driver.set_session(window.session, (None, None))
    assert not driver.busy()  # the old game's waiting move is gone with it
    QApplication.processEvents()
    assert window.session.undo_stack.count() == 0
    assert not driver.has_bots()
