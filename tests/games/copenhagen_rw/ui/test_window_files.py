"""Undo/redo from the window, saving and opening games, the autosave, the result
screen and the new-game dialog."""

import json
import subprocess
import sys

from autosave_wait import wait_for_autosave
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox
from ui_helpers import (
    answer_modal,
    click,
    click_cell,
    close_window,
    find_legal_hover,
    key,
    last_move_record,
    make_window,
)

from copenhagen_gui.core.record import GameRecord, dumps
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui.options_page import RollAndWriteOptionsPage
from copenhagen_gui.games.copenhagen_rw.ui.result_dialog import ResultDialog
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.new_game_dialog import NewGameDialog
from copenhagen_gui.shell.settings import Settings


def _draw_first_shape(window):
    c = window.mode.controller
    click(window, window.mode.scene.shape_item(c.commands().takeable_shapes[0]))
    cell = find_legal_hover(window)
    click_cell(window, window.session.state.active, *cell)


def test_undo_redo_across_actions_and_stop_at_the_roll(qtbot):
    window = make_window(qtbot, seed=11)
    s = window.session
    undo, redo = window.actions.get("undo"), window.actions.get("redo")
    assert not undo.isEnabled()
    click(window, window.mode.panel.button("roll"))
    rolled = s.state
    _draw_first_shape(window)  # choose + place by one click: one undo step
    placed = s.state
    assert placed.phase is Phase.MARK_X and undo.isEnabled()
    assert s.undo_stack.count() == 2

    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the drawing and the choice
    assert s.state == rolled and s.state.phase is Phase.CHOOSE
    assert window.mode.panel.message.text().startswith("Undone:")
    # The roll is a barrier: neither the action nor the key can cross it.
    assert not undo.isEnabled()
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.state.turn.dice == rolled.turn.dice and s.state.phase is Phase.CHOOSE

    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert s.state == placed
    assert not redo.isEnabled()
    undo.trigger()  # the Edit menu / toolbar takes the same step back
    assert s.state == rolled
    redo.trigger()
    assert s.state == placed
    # The History lists the steps taken: the roll, then the drawing (a choice and a place).
    moves = [line for _round, turns in window.history_view.groups() for _seat, lines in turns
             for line, _state in lines]
    assert len(moves) == 2 and moves[0].startswith("Roll the dice")


def test_history_dock_toggles(qtbot):
    window = make_window(qtbot)
    history = window.actions.get("history")
    assert not window.history_dock.isVisible()
    history.trigger()
    assert window.history_dock.isVisible() and history.isChecked()
    history.trigger()
    assert not window.history_dock.isVisible()


def test_save_and_reload_mid_turn_then_continue(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, options=GameOptions(3), seed=8)
    s = window.session
    click(window, window.mode.panel.button("roll"))
    _draw_first_shape(window)
    assert s.state.phase is Phase.MARK_X
    path = tmp_path / "mid-turn.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions.get("save").trigger()  # no file yet: Save asks where (Save as)
    assert path.exists() and not s.is_modified()
    assert window.settings.last_folder == tmp_path
    saved_state = s.state

    other = make_window(qtbot, seed=1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.actions.get("open").trigger()
    s2 = other.session
    assert s2.state == saved_state and s2.file_path == path
    assert s2.can_undo()  # the history survives the reload
    placed = s2.state.turn.placed
    from copenhagen_gui.games.copenhagen_rw.rules.components import mask_to_cells

    cell = mask_to_cells(placed)[0]
    click_cell(other, s2.state.active, *cell)  # continue: the X
    assert s2.state.phase is not Phase.MARK_X and s2.is_modified()
    assert other.isWindowModified()  # the title shows the unsaved mark


def test_open_a_corrupted_file_shows_an_error_and_leaves_it(qtbot, tmp_path):
    window = make_window(qtbot, seed=3)
    click(window, window.mode.panel.button("roll"))
    before = window.session.state
    good = dumps(window.session.record)
    broken = tmp_path / "broken.json"
    broken.write_text(good[: len(good) // 2], encoding="utf-8")  # truncated
    content = broken.read_bytes()
    seen = {}

    def read(box):
        seen["text"] = box.text() + "\n" + box.informativeText()
        seen["name"] = box.objectName()
        box.accept()

    answer_modal(read)
    assert not window.open_file(broken)
    assert seen["name"] == "open-error-box" and "broken.json" in seen["text"]
    assert "JSON" in seen["text"] or "damaged" in seen["text"]
    assert broken.read_bytes() == content  # untouched
    assert window.session.state == before  # the game on the table is kept

    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    answer_modal(read)
    assert not window.open_file(foreign)
    assert "not a saved game of this app" in seen["text"]


def test_last_move_shows_the_result_screen(qtbot):
    record, last = last_move_record()
    window = make_window(qtbot, session=GameSession(record))
    s = window.session
    assert s.state.phase is not Phase.GAME_OVER
    seen = {}

    def read(dialog):
        seen["dialog"] = dialog
        dialog.findChild(object, "result-show-all").click()  # the whole count at once
        table = dialog.findChild(object, "result-table")
        seen["rows"] = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
        seen["headline"] = dialog.findChild(object, "result-headline").text()
        dialog.reject()

    answer_modal(read, attempts=200)
    said = []
    window.mode.controller.announced.connect(said.append)
    assert s.perform(last) is None  # the last phase-3 choice ends the game
    assert s.state.phase is Phase.GAME_OVER
    qtbot.waitUntil(lambda: "rows" in seen, timeout=5000)
    assert isinstance(seen["dialog"], ResultDialog)
    ranking = [r for r in seen["rows"]]
    points = [int(r[2]) for r in ranking]
    assert points == sorted(points, reverse=True)
    winner = s.state.winners[0]
    assert ranking[0][1] == s.names[winner] and s.names[winner] in seen["headline"]
    assert not window.autosave.pending and storage.read_autosave() is None  # not offered again
    assert said and window.mode.banner.text() == said[-1]  # the end of the game is announced
    # Closed too soon? The turn panel offers the result again, and a new game.
    assert window.mode.panel.button("show-result").isVisible()
    assert window.mode.panel.button("new-game").isVisible()
    assert not window.mode.panel.button("roll").isVisible()
    seen.clear()
    answer_modal(read)
    click(window, window.mode.panel.button("show-result"))
    assert seen["headline"]
    # The result was seen: the finished game is not undone any more (issue 14, item 8).
    assert not window.actions.get("undo").isEnabled()
    window.actions.get("undo").trigger()
    assert s.state.phase is Phase.GAME_OVER


def test_new_game_dialog_two_player_setup(qtbot):
    dialog = NewGameDialog(["Ann", "Bob", "Cy", "Di"], 2, options_page=lambda _game: RollAndWriteOptionsPage())
    qtbot.addWidget(dialog)
    dialog.set_name(0, "Alice")
    dialog.options_page().set_start_player(1)
    dialog.options_page().set_crossed("red-4a")
    dialog.set_seed(1234)
    options = dialog.options()
    assert dialog.names() == ("Alice", "Bob")
    assert options.start_player == 1
    assert "red-4a" in options.crossed_at_setup and "blue-4b" in options.crossed_at_setup
    assert options.start_tracks == (None, None)  # asked on the sheets when the game starts
    assert dialog.seed() == 1234
    dialog.set_player_count(4)
    assert len(dialog.names()) == 4 and dialog.options().crossed_at_setup == ()
    dialog.options_page().set_start_player(-1)  # random
    starts = {dialog.options().start_player for _ in range(40)}
    assert starts <= {0, 1, 2, 3} and len(starts) > 1


def test_new_game_from_the_menu(qtbot):
    window = make_window(qtbot)

    def fill(dialog):
        dialog.set_player_count(3)
        for i, name in enumerate(("Xa", "Yb", "Zc")):
            dialog.set_name(i, name)
        dialog.options_page().set_start_player(2)
        dialog.set_seed(99)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_modal(fill)
    window.actions.get("new-game").trigger()
    s = window.session
    assert s.names == ("Xa", "Yb", "Zc") and s.state.active == 2 and s.seed == 99
    assert Settings().player_names[:3] == ["Xa", "Yb", "Zc"]


def test_resume_the_autosaved_game(qtbot):
    first = make_window(qtbot, seed=5)
    click(first, first.mode.panel.button("roll"))
    wait_for_autosave(qtbot, first)
    record = storage.read_autosave()
    assert record is not None and record.cursor == 1  # written after the roll
    state = first.session.state
    close_window(first)  # the next start of the program: the autosave is free again
    window = MainWindow(Settings())
    qtbot.addWidget(window)

    window.start_up()  # no question: the kept game is back on the table
    assert window.session.state == state
    assert QApplication.activeModalWidget() is None and not window.home_shown()


def test_closing_never_asks_and_the_game_is_kept(qtbot, monkeypatch):
    window = make_window(qtbot, seed=5)
    click(window, window.mode.panel.button("roll"))
    _draw_first_shape(window)
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.objectName()))
    record = window.session.record
    assert window.close() and asked == []  # no "save unsaved changes?"
    assert storage.read_autosave() == record  # kept for the next start
    assert window.session is None  # the game left the table with the window


def test_language_menu_switches_and_is_remembered(qtbot):
    window = make_window(qtbot)
    english = window.game_menu.title()
    window.findChild(object, "action-language-fr").trigger()
    assert Settings().language == "fr"
    assert window.findChild(object, "action-language-fr").isChecked()
    if window.game_menu.title() != english:  # compiled translations present
        assert window.mode.panel.prompt.text()
    window.findChild(object, "action-language-en").trigger()
    assert window.game_menu.title() == english


def test_smoke_test_command_line():
    result = subprocess.run(
        [sys.executable, "-m", "copenhagen_gui", "--smoke-test"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("OK")


def test_a_game_record_round_trips_through_save(qtbot, tmp_path):
    window = make_window(qtbot, seed=2)
    click(window, window.mode.panel.button("roll"))
    path = tmp_path / "g.json"
    assert window.save_to(path)
    record = storage.load_record(path)
    assert isinstance(record, GameRecord) and record.actions == window.session.record.actions
    assert GameSession(record).state == window.session.state  # replays to the same state


def test_window_geometry_and_options_persist(qtbot):
    window = make_window(qtbot)
    window.resize(720, 540)  # inside the offscreen screen (800 x 600)
    window.mode.actions.get("show-spots").setChecked(False)
    window.actions.get("history").trigger()  # the history dock open
    window.close()
    again = MainWindow(Settings())
    qtbot.addWidget(again)
    again.show()
    assert again.history_dock.isVisible() and again.actions.get("history").isChecked()
    assert (again.size().width(), again.size().height()) == (720, 540)
    again.start(offer_resume=False)  # Roll & Write's table, with its options
    assert not again.mode.actions.get("show-spots").isChecked()
    assert not again.mode.controller.show_all_spots


def test_a_game_named_on_the_command_line_is_found(tmp_path):
    from copenhagen_gui.shell.main import game_files

    game = tmp_path / "g.json"
    game.write_text("{}", encoding="utf-8")
    assert game_files(["--smoke-test", str(game), str(tmp_path / "missing.json")]) == [game]


def test_dropping_a_saved_game_on_the_window_opens_it(qtbot, tmp_path):
    from PySide6.QtCore import QMimeData, QPoint, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    source = make_window(qtbot, options=GameOptions(3), seed=6)
    click(source, source.mode.panel.button("roll"))
    path = tmp_path / "dropped.json"
    assert source.save_to(path)
    window = make_window(qtbot, seed=1)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()  # a single existing file is welcome
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    assert drop.isAccepted()
    qtbot.waitUntil(lambda: window.session.file_path == path, timeout=3000)
    assert window.session.state == source.session.state


def test_new_game_dialog_leaves_no_gap_when_the_two_player_setup_goes(qtbot):
    dialog = NewGameDialog(["Ann", "Bob", "Cy", "Di"], 2, options_page=lambda _game: RollAndWriteOptionsPage())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for count in (4, 2, 3, 4):  # the two-player setup box hides and shows, name rows come and go
        dialog.set_player_count(count)
        assert dialog.height() == dialog.sizeHint().height(), count
    assert "dice" not in dialog.findChild(object, "fixed-seed").text()  # the card game has none
