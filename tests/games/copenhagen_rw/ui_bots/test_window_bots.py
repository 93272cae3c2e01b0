"""Computer players, hints, the demo and watching, from the main window's own menus
and dialogs (pytest-qt, offscreen)."""

from __future__ import annotations

import json

from autosave_wait import wait_for_autosave
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import answer_modal, click, close_window, key, make_window, play_one_step

from copenhagen_gui.games.copenhagen_rw.bots import suggest
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui.hint_texts import hint_text
from copenhagen_gui.session import storage


def _new_game_with_bots(window, levels, seed=21):
    def fill(dialog):
        dialog.set_player_count(len(levels))
        for i, level in enumerate(levels):
            dialog.set_bot(i, level)
        dialog.options_page().set_start_player(0)
        dialog.set_seed(seed)
        dialog.accept()

    answer_modal(fill)
    window.actions.get("new-game").trigger()


def test_solo_game_against_three_bots_from_the_new_game_dialog(qtbot, tmp_path):
    window = make_window(qtbot)
    window.mode.controller.animate_dice = False
    window.actions.get("speed-instant").trigger()
    assert window.settings.bot_speed == 0 and window.bot_driver.delay == 0
    _new_game_with_bots(window, (None, "easy", "normal", "strong"))
    s = window.session
    assert window.bot_levels == (None, "easy", "normal", "strong")
    assert s.names[1:] == ("Mads", "Ingrid", "Nils")  # computers get short default names
    assert window.mode.controller.bot_seats == {1, 2, 3}
    seen = {}

    def read(dialog):
        seen["headline"] = dialog.findChild(object, "result-headline").text()
        dialog.reject()

    saved = False
    for _ in range(3000):
        state = s.state
        if state.phase is Phase.GAME_OVER:
            break
        if state.chooser != 0:
            # The computer's turn: the user's turn commands are off meanwhile.
            assert not window.mode.actions.get("roll").isEnabled()
            assert not window.actions.get("hint").isEnabled()
            qtbot.waitUntil(lambda: s.state.chooser in (0, None), timeout=10000)
            continue
        if state.round == 3 and not saved:
            # The saved game and the autosave both know who the computers are.
            assert window.save_to(tmp_path / "bots.json")
            data = json.loads((tmp_path / "bots.json").read_text())
            assert [p.get("bot") for p in data["players"]] == [None, "easy", "normal", "strong"]
            assert storage.read_autosave().bots == (None, "easy", "normal", "strong")
            saved = True
        if state.last_round and "armed" not in seen:
            seen["armed"] = True
            answer_modal(read, attempts=1000)
        play_one_step(window)
    assert s.state.phase is Phase.GAME_OVER and saved
    qtbot.waitUntil(lambda: "headline" in seen, timeout=5000)
    players = {a.player for a in s.record.actions}
    assert players == {0, 1, 2, 3}

    # Opening the saved game brings the computers back to their seats.
    assert window.open_file(tmp_path / "bots.json")
    assert window.bot_levels == (None, "easy", "normal", "strong")
    assert window.mode.controller.bot_seats == {1, 2, 3}


def test_hint_shows_the_strong_move_and_its_reason(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Ann", "Bob"], seed=13)
    window.mode.controller.animate_dice = False
    hint = window.actions.get("hint")
    assert hint.objectName() == "action-hint"
    assert hint.shortcut().toString() == "H"
    key(window, Qt.Key.Key_H)
    assert window.mode.last_hint is not None
    assert hint_text(window.mode.last_hint.reason) in window.mode.panel.message.text()
    click(window, window.mode.panel.button("roll"))
    state = window.session.state
    expected = suggest(state)
    key(window, Qt.Key.Key_H)
    suggestion = window.mode.last_hint
    assert suggestion.action == expected.action
    assert "Ann" in window.mode.panel.message.text()
    if isinstance(suggestion.action, ChooseShape):
        # The shape is picked and its drawing shows as a ghost on its place.
        assert window.mode.controller.selected_shape == suggestion.action.shape
        from copenhagen_gui.games.copenhagen_rw.rules import engine

        follow = suggest(engine.apply(state, suggestion.action))
        assert isinstance(follow.action, Place)
        assert sorted(window.mode.controller.hints().ghost.cells) == sorted(follow.cells)
    # The hint is only a hint: nothing was played.
    assert window.session.state == state
    # Escape puts the lights out, and so does the next change of the game.
    key(window, Qt.Key.Key_Escape)
    assert window.mode.controller.hint_cells == frozenset()
    play_one_step(window)  # a shape drawn: now the X (or something else) to decide
    key(window, Qt.Key.Key_H)
    lit = window.mode.controller.hint_cells
    assert lit == frozenset(window.mode.last_hint.cells)
    before = window.session.undo_stack.count()
    window.mode.controller.intents.cancel()  # (nothing picked: only the lights go out)
    key(window, Qt.Key.Key_H)
    play_one_step(window)
    assert window.session.undo_stack.count() > before
    assert window.mode.controller.hint_cells == frozenset()


def test_undo_takes_back_the_human_move_and_the_bot_replies(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Me", "Bot"], seed=12)
    window.mode.controller.animate_dice = False
    window.start_game(GameOptions(2), ["Me", "Bot"], 12, bots=(None, "normal"))
    window.bot_driver.set_paused(True)
    s = window.session
    while s.state.chooser == 0:
        play_one_step(window)
    human_last = s.undo_stack.index() - 1
    window.bot_driver.play_now()  # the bot replies in phase 3
    undo = window.actions.get("undo")
    assert undo.isEnabled()
    undo.trigger()
    assert s.undo_stack.index() == human_last
    assert "Undone" in window.mode.panel.message.text()
    # The human's turn again: the bot does not move, and a roll is never undone.
    window.bot_driver.set_paused(False)
    assert not window.bot_driver.busy()  # no computer move is waiting to be made
    QApplication.processEvents()
    assert s.undo_stack.index() == human_last
    while undo.isEnabled():
        undo.trigger()
    assert s.state.phase is not Phase.ROLL  # the roll of the turn stays


def test_computer_seats_refuse_the_users_clicks(qtbot):
    window = make_window(qtbot)
    window.bot_driver.set_delay(5000)  # the bot thinks slowly: the user tries to play for it
    window.start_game(GameOptions(2), ["Bot", "Me"], 3, bots=("easy", None))
    s = window.session
    assert s.state.chooser == 0 and window.bot_driver.busy()
    assert not window.mode.actions.get("roll").isEnabled()
    assert window.mode.panel.prompt.text() == "Bot is playing…"  # not "Bot, roll the dice."
    window.mode.controller.dice_intents.roll()
    assert s.undo_stack.count() == 0  # the computer's roll is not the user's to make
    window.bot_driver.play_now()
    assert s.undo_stack.count() == 1


def test_watch_a_game_narrates_every_move(qtbot):
    window = make_window(qtbot)
    window.mode.controller.animate_dice = False
    window.actions.get("speed-instant").trigger()
    window.actions.get("watch").trigger()
    window.host.result_shown = True  # no result screen at the end of this test's game
    assert all(window.bot_levels) and window.watch_dock.isVisible()
    s = window.session
    qtbot.waitUntil(lambda: s.state.phase is Phase.GAME_OVER, timeout=60000)
    log = window.watch_panel.log
    lines = [log.item(i).text() for i in range(log.count())]
    assert len(lines) > len(s.record.actions) // 2
    assert any(s.names[0] in line for line in lines)
    assert lines[-1].startswith("Game over")
    assert not window.actions.get("undo").isEnabled()  # nothing of the user's to undo


def test_resumed_game_keeps_its_computer_players(qtbot):
    window = make_window(qtbot)
    window.mode.controller.animate_dice = False
    window.start_game(GameOptions(3), ["Me", "Mads", "Ingrid"], 5, bots=(None, "strong", "easy"))
    play_one_step(window)  # the roll: the autosave now holds the game
    wait_for_autosave(qtbot, window)
    assert storage.read_autosave().bots == (None, "strong", "easy")

    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    close_window(window)  # the next start of the program: the autosave is free again
    other = MainWindow(Settings())
    qtbot.addWidget(other)
    other.start(offer_resume=True)  # the kept game, without a question
    assert other.session.names == ("Me", "Mads", "Ingrid")
    assert other.bot_levels == (None, "strong", "easy")
    assert other.mode.controller.bot_seats == {1, 2}


def test_a_die_or_track_clicked_while_a_computer_marks_in_phase_three_is_not_the_users(qtbot):
    """The table answers "another player's turn" (it once crashed: the rules had no
    refusal for a mark that is legal for the computer choosing)."""
    from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
    from copenhagen_gui.games.copenhagen_rw.rules.state import Reason
    from copenhagen_gui.games.copenhagen_rw.spec import SPEC
    from copenhagen_gui.games.copenhagen_rw.ui import texts
    from copenhagen_gui.session.game_session import GameSession

    session = GameSession.new_game(SPEC, GameOptions(3), ("Me", "Mads", "Ingrid"), seed=4,
                                   describe=texts.action_text, bots=(None, "strong", "strong"))
    window = make_window(qtbot, session)
    window.bot_driver.set_paused(True)
    c = window.mode.controller
    c.animate_dice = False
    while session.state.phase is not Phase.TRACKS:
        play_one_step(window)
    assert session.state.chooser == 1 and c.seat() is None  # Mads marks now
    refused = []
    c.refused.connect(refused.append)
    free = next(d for d in range(5) if d not in session.state.turn.assigned)
    click(window, window.mode.scene.die_item(free))
    click(window, window.mode.scene.track_item(1, Colour.RED))
    assert refused == [Reason.WRONG_PLAYER, Reason.WRONG_PLAYER]
    assert session.state.phase is Phase.TRACKS and session.state.chooser == 1  # nothing marked
