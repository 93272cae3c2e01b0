"""Game ▸ Set up a situation… through the real window, in each game: the editor opens on
the game on the table, a click on a piece of its table changes the situation, an
impossible change is refused with the rule's reason and changes nothing, undo and
redo, play from here (the game on the table is that situation, and a move is played
from it), a situation file saved and opened again, a hostile file refused with the
window's message; and the editor of a game other than the one on the table."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QToolButton,
)

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen.rules.situation import SituationReason as CardReason
from copenhagen_gui.games.copenhagen_rw.rules.situation import SituationReason as RwReason
from copenhagen_gui.games.copenhagen_rw.scene import geometry as rw_geo
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour as LcColour
from copenhagen_gui.games.lost_cities_rw.rules.situation import SituationReason as LcReason
from copenhagen_gui.games.lost_cities_rw.scene import geometry as lc_geo
from copenhagen_gui.session import storage
from copenhagen_gui.shell.new_game_dialog import NewGameDialog

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


# --- clicking the editor's table ---------------------------------------------------------------


def click_at(editor, scene_point: QPointF) -> None:
    view = editor.adapter.view()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene_point))
    QApplication.processEvents()


def click_item(editor, item) -> None:
    click_at(editor, item.sceneBoundingRect().center())


def rw_cell(editor, player, x, y):
    click_item(editor, editor.adapter.scene.cell_item(player, x, y))


def rw_box(editor, player, track, box):
    sheet = editor.adapter.scene.sheets[player]
    click_at(editor, sheet.mapToScene(rw_geo.track_box_rect(track, box).center()))


def button(editor, name):
    return editor.findChild(QPushButton, name)


def card_item(editor, *key):
    click_item(editor, editor.adapter.scene.item(key))


def lc_place(editor, seat, rect):
    sheet = editor.adapter.scene.sheets[seat]
    click_at(editor, sheet.mapToScene(rect.center()))


# --- each game: a good edit, an impossible one ---------------------------------------------------


def good_edit(editor, game_id):
    """A change the rules accept, through the table; returns what it changed."""
    if game_id == "copenhagen-rw":
        rw_cell(editor, 0, 0, 0)
        return editor.model.data["players"][0]["building"][8][0] == "O"
    if game_id == "copenhagen":
        card_item(editor, "stack", "red-2")
        card_item(editor, "cell", 0, (0, 0))  # its brick on the ground's first cell
        return editor.model.data["players"][0]["house"][8] == "rR..."
    lc_place(editor, 0, lc_geo.square_rect(LcColour.RED, 0))
    red = editor.model.data["players"][0]["expeditions"]["red"]
    return red["numbers"] == [editor.adapter.number.value()] and red["circle"] == "struck"


def impossible_edit(editor, game_id):
    """A change the rules refuse; returns the reason they give."""
    if game_id == "copenhagen-rw":
        rw_cell(editor, 1, 2, 3)  # a cell in the air
        return RwReason.FLOATING_CELL
    if game_id == "copenhagen":
        card_item(editor, "ability", 1, _any_cards())
        card_item(editor, "ability", 1, _any_cards())  # face up -> used -> not owned: refused
        return CardReason.STARTING_ABILITY_MISSING
    lc_place(editor, 1, lc_geo.bridge_rect(_red_bridge()))  # a bridge Bob never crossed
    return LcReason.BRIDGE_NOT_CROSSED


def _any_cards():
    from copenhagen_gui.games.copenhagen.rules.components import Ability

    return Ability.ANY_CARDS


def _red_bridge():
    from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge

    return Bridge.RED


# --- opening the editor ------------------------------------------------------------------------


def on_table(window, game_id, seed=4):
    spec = registry.get(game_id)
    window.start_game(spec.default_options(2), ["Ann", "Bob"], seed=seed, game_id=game_id)
    if window.mode.game_id == "copenhagen-rw":
        while window.mode.start_setup is not None:  # no start tracks (ruling 10)
            window.mode.start_picker.buttons[None].click()
    return window.session


def open_editor(qtbot, window):
    action = window.actions.get("set-up-situation")
    assert action.isEnabled()
    action.trigger()
    editor = window.situation_editor
    assert editor is not None and editor.isVisible()
    qtbot.waitExposed(editor)
    return editor


@pytest.fixture
def seats(monkeypatch):
    """The seats page of Play from here answered at once: Bob becomes a computer."""
    asked = []

    def answer(dialog):
        asked.append((dialog.windowTitle(), dialog._count.isEnabled(), dialog._game.isVisible()))
        dialog.set_bot(1, "easy")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    return asked


@pytest.fixture
def boxes(monkeypatch):
    shown = []

    def record(box):
        shown.append({"name": box.objectName(), "text": box.text(), "info": box.informativeText()})
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown


# --- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_edit_refuse_undo_redo_and_play_from_here(qtbot, main_window, seats, game_id):
    window = main_window
    session = on_table(window, game_id)
    editor = open_editor(qtbot, window)
    spec = session.spec  # the game on the table, at its turn's start (what its last move did aside)
    assert spec.state_to_json(editor.model.state) == spec.state_to_json(session.state)
    first = editor.model.state

    assert good_edit(editor, game_id)
    edited = editor.model.state
    assert edited != first and editor.refusal is None

    reason = impossible_edit(editor, game_id)
    assert editor.refusal is not None and editor.refusal.reason is reason
    said = editor.adapter.reason_text(reason)
    assert said and editor.message.text() == f"Not possible for Bob: {said}"
    if game_id == "copenhagen-rw":
        ghost = editor.adapter.scene.hints.ghost  # the cell in the air, marked in red
        assert (ghost.player, ghost.cells, ghost.legal) == (1, ((2, 3),), False)
    undo = editor.findChild(QToolButton, "situation-undo")
    if game_id != "copenhagen":
        assert editor.model.state == edited  # nothing changed
        QTest.mouseClick(undo, Qt.MouseButton.LeftButton)
        assert editor.model.state == first
        QTest.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert editor.model.state == edited
    else:  # the card game's first click on the tile was accepted (face up -> used)
        assert editor.model.data["players"][1]["abilities"] == {"active": [], "used": ["any_cards"]}
        QTest.mouseClick(undo, Qt.MouseButton.LeftButton)
        assert editor.model.state == edited
        QTest.mouseClick(undo, Qt.MouseButton.LeftButton)
        assert editor.model.state == first
        QTest.mouseClick(editor.findChild(QToolButton, "situation-redo"), Qt.MouseButton.LeftButton)
        assert editor.model.state == edited

    QTest.mouseClick(button(editor, "situation-play"), Qt.MouseButton.LeftButton)
    assert seats == [("Play from here", False, False)]
    assert not editor.isVisible() and window.situation_editor is None
    played = window.session
    assert played is not session and played.state == edited and played.record.start == edited
    assert played.bots == (None, "easy") and window.mode.game_id == game_id
    spec = played.spec
    seat = min(spec.seats_to_act(played.state))
    window.bot_driver.stop()
    assert played.perform(spec.legal_actions(played.state, seat)[0]) is None  # play on from it
    assert played.state != edited


@pytest.mark.parametrize("game_id", GAMES)
def test_save_and_reopen_a_situation_file(qtbot, main_window, monkeypatch, tmp_path, game_id):
    window = main_window
    on_table(window, game_id)
    editor = open_editor(qtbot, window)
    assert good_edit(editor, game_id)
    state = editor.model.state
    path = tmp_path / "demo.situation.copenhagen.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    QTest.mouseClick(button(editor, "situation-save"), Qt.MouseButton.LeftButton)
    record = storage.load_record(path)
    assert record.is_situation_file and record.start == state and record.game == game_id

    editor.model.undo_stack.undo()  # the editor somewhere else, then the file opened in it
    assert editor.model.state != state
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    QTest.mouseClick(button(editor, "situation-open"), Qt.MouseButton.LeftButton)
    assert editor.model.state == state
    editor.close()

    assert window.open_file(path)  # Game > Open plays it
    assert window.session.state == state and window.session.record.is_situation_file


@pytest.mark.parametrize("content, says", [("not json at all {", "not valid JSON"),
                                           ("situation", "A cell cannot float")])
def test_a_hostile_situation_file_is_refused_and_changes_nothing(qtbot, main_window, monkeypatch, tmp_path,
                                                                  boxes, content, says):
    window = main_window
    session = on_table(window, "copenhagen-rw")
    editor = open_editor(qtbot, window)
    rw_cell(editor, 0, 1, 0)
    data, table = editor.model.data, session.state
    path = tmp_path / "hostile.json"
    if content == "situation":  # a well-formed file whose start has a cell in the air
        from copenhagen_gui.core.record import GameRecord, dumps

        record = json.loads(dumps(GameRecord("copenhagen-rw", session.record.options, ("Ann", "Bob"), 3,
                                             start=editor.model.state)))
        record["start"]["players"][0]["building"][0] = "O...."
        content = json.dumps(record)
    path.write_text(content, encoding="utf-8")
    before = path.read_bytes()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    QTest.mouseClick(button(editor, "situation-open"), Qt.MouseButton.LeftButton)
    [box] = boxes
    assert box["name"] == "open-error-box" and "hostile.json" in box["text"]
    assert "left unchanged" in box["info"]
    assert says in box["info"]  # what is wrong: not JSON, or the rule the situation breaks
    assert editor.model.data == data and window.session.state == table and path.read_bytes() == before


@pytest.mark.parametrize("table_game, game_id", list(zip(GAMES, GAMES[1:] + GAMES[:1])))
def test_the_editor_of_another_game_than_the_one_on_the_table(qtbot, main_window, seats, table_game, game_id):
    window = main_window
    on_table(window, table_game)
    window.show_home()
    window.home.choose(game_id)
    editor = open_editor(qtbot, window)
    assert editor.game_id == game_id and editor.model.seats == 2
    assert not button(editor, "situation-from-table").isEnabled()
    assert good_edit(editor, game_id)
    state = editor.model.state
    QTest.mouseClick(button(editor, "situation-play"), Qt.MouseButton.LeftButton)
    assert window.mode.game_id == game_id and window.session.state == state
    assert window.session.record.is_situation_file and not window.home_shown()


def test_a_teachers_expedition_of_seven_numbers_under_a_circle(qtbot, main_window):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    editor.adapter.number.setValue(4)
    lc_place(editor, 0, lc_geo.circle_rect(LcColour.BLUE))  # open -> doubled
    lc_place(editor, 0, lc_geo.square_rect(LcColour.BLUE, 6))  # 4 in the seven squares
    blue = editor.model.data["players"][0]["expeditions"]["blue"]
    assert blue == {"circle": "doubled", "numbers": [4] * 7}
    assert editor.model.data["players"][0]["bridges"] == ["blue"]  # crossed, so won
    lc_place(editor, 0, lc_geo.square_rect(LcColour.BLUE, 3))  # rubbed out from the 4th square up
    assert editor.model.data["players"][0]["expeditions"]["blue"]["numbers"] == [4] * 3
    assert editor.model.data["players"][0]["bridges"] == []  # no longer crossed
    editor.adapter.number.setValue(2)
    lc_place(editor, 0, lc_geo.square_rect(LcColour.BLUE, 3))  # a 2 above a 4: refused, the square lit
    assert editor.refusal.reason is LcReason.NUMBER_LOWER_THAN_BELOW
    assert editor.message.text().startswith("Not possible for Ann: Numbers rise")
    assert editor.adapter.scene.spot_item(0, ("square", int(LcColour.BLUE), 3)) is not None
    editor.close()


def test_teachers_tables_in_roll_and_write_and_the_card_game(qtbot, main_window):
    window = main_window
    on_table(window, "copenhagen-rw")
    editor = open_editor(qtbot, window)
    for x in range(4):  # a ground floor one cell short of full
        rw_cell(editor, 0, x, 0)
    rw_box(editor, 0, 0, 3)  # the red track marked up to its third box
    assert editor.model.data["players"][0]["tracks"]["red"] == "xxx......"
    editor._phase.setCurrentIndex(1)
    editor._phase.activated.emit(1)  # the dice rolled
    for die in range(5):  # a die of each colour
        click_item(editor, editor.adapter.scene.die_item(die))
    assert editor.model.data["players"][0]["building"][8] == "OOOO."
    assert sorted(editor.model.data["dice"]) == ["blue", "green", "purple", "white", "yellow"]
    editor.close()

    on_table(window, "copenhagen")
    editor = open_editor(qtbot, window)
    card_item(editor, "stack", "purple-4")
    button(editor, "situation-turn-tile").click()  # standing up
    card_item(editor, "cell", 0, (0, 0))
    house = editor.model.data["players"][0]["house"]
    assert [row[0] for row in house[5:]] == ["P", "P", "P", "p"]  # one cell short of a column
    hand = editor.adapter._hand
    for colour, count in zip(hand, (2, 0, 3, 0, 1)):
        hand[colour].setValue(count)
    assert editor.model.data["players"][editor.adapter.hand_seat]["hand"] == {"red": 2, "green": 3,
                                                                               "purple": 1}
    editor.close()


def test_the_fake_game_offers_no_situation_editor(qtbot, main_window, fake_game):
    window = main_window
    window.start_game(fake_game.default_options(2), ["Ann", "Bob"], game_id="fake-race")
    assert not window.actions.get("set-up-situation").isEnabled()
    on_table(window, "copenhagen")
    assert window.actions.get("set-up-situation").isEnabled()


@pytest.mark.parametrize("game_id", GAMES)
def test_start_again_from_a_new_game_of_three_and_back(qtbot, main_window, game_id):
    window = main_window
    on_table(window, game_id)
    editor = open_editor(qtbot, window)
    first = editor.model.state
    editor.findChild(QSpinBox, "situation-seats").setValue(3)
    QTest.mouseClick(button(editor, "situation-new-game"), Qt.MouseButton.LeftButton)
    assert editor.model.seats == 3 and len(editor.model.data["players"]) == 3
    assert editor.findChild(QComboBox, "situation-active").count() == 3
    assert good_edit(editor, game_id)  # the table drawn for three takes clicks
    editor.model.undo_stack.undo()
    editor.model.undo_stack.undo()
    assert editor.model.state == first and editor.model.seats == 2
    QTest.mouseClick(button(editor, "situation-from-table"), Qt.MouseButton.LeftButton)
    assert editor.model.state == first  # the game on the table again: nothing to change
    editor.close()


def test_one_editor_at_a_time(qtbot, main_window):
    window = main_window
    on_table(window, "copenhagen")
    editor = open_editor(qtbot, window)
    window.actions.get("set-up-situation").trigger()
    assert window.situation_editor is editor
    assert [w for w in QApplication.topLevelWidgets() if w.objectName() == "situation-editor" and w.isVisible()] \
        == [editor]
    editor.close()
    assert window.situation_editor is None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_editor_follows_a_language_change(qtbot, main_window, app_language, game_id):
    from copenhagen_gui.shell import i18n

    window = main_window
    on_table(window, game_id)
    editor = open_editor(qtbot, window)
    impossible_edit(editor, game_id)
    i18n.install_language(app_language, "fr")
    qtbot.waitUntil(lambda: button(editor, "situation-play").text() == "Jouer à &partir d’ici…")
    assert editor.windowTitle().startswith("Préparer une situation — ")
    assert editor.message.text()  # the instructions again, in French
    assert "Click" not in editor.message.text()
    editor.close()


# --- the turn counter in the table's own word ------------------------------------------------------


def _counter_label(editor):
    spin = editor.findChild(QSpinBox, "situation-round")
    return next(label for label in editor.findChildren(QLabel) if label.buddy() is spin), spin


def test_lost_cities_counts_turns_in_the_editor_as_its_table_does(qtbot, main_window):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    label, spin = _counter_label(editor)
    assert label.text() == "T&urn:"  # as the table: "Turn 1", not a round
    table_turn = editor.adapter.scene.turn_text
    assert spin.value() == 1 and table_turn.look[0] == "Turn 1"
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "4")
    qtbot.waitUntil(lambda: editor.model.state.turn == 3)
    assert table_turn.look[0] == "Turn 4" and spin.value() == 4
    # Turn 4 of two players (Ann first): Bob's turn, in the second round.
    assert editor.model.data["active"] == 1 and editor.model.data["round"] == 2
    assert editor.findChild(QComboBox, "situation-active").currentText() == "Bob"
    assert editor.model.undo_stack.undoText() == "Turn"
    editor.close()


@pytest.mark.parametrize("game_id", ["copenhagen-rw", "copenhagen"])
def test_the_other_games_count_rounds_as_their_history_does(qtbot, main_window, game_id):
    window = main_window
    on_table(window, game_id)
    editor = open_editor(qtbot, window)
    label, spin = _counter_label(editor)
    assert label.text() == "&Round:"
    spin.setValue(3)
    assert editor.model.data["round"] == 3 and editor.model.undo_stack.undoText() == "Round"
    editor.close()


@pytest.mark.parametrize(("code", "label"), [("fr", "To&ur\u00a0:"), ("de", "Zu&g:"), ("nl", "&Beurt:")])
def test_the_turn_counter_says_the_tables_word_in_every_language(qtbot, main_window, app_language, code, label):
    from copenhagen_gui.games.lost_cities_rw.scene import labels
    from copenhagen_gui.shell import i18n

    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    i18n.install_language(app_language, code)
    qtbot.waitUntil(lambda: _counter_label(editor)[0].text() == label)
    word = label.replace("&", "").rstrip(":\u00a0")
    assert labels.turn_line(0) == f"{word} 1"  # the table's "Turn 1" in that language
    editor.close()


# --- one refusal for a situation no rule names ---------------------------------------------------


def test_a_refusal_without_its_own_sentence_is_said_alike_in_every_game(app_language):
    from copenhagen_gui.games.copenhagen.ui import situation_editor as card
    from copenhagen_gui.games.copenhagen_rw.ui import situation_editor as rw
    from copenhagen_gui.games.lost_cities_rw.ui import situation_editor as lc
    from copenhagen_gui.shell import i18n

    unknown = object()  # a reason none of the games' sentences names
    said = {module.reason_text(unknown) for module in (card, rw, lc)}
    assert said == {"The rules never reach this situation."}
    i18n.install_language(app_language, "de")
    assert {module.reason_text(unknown) for module in (card, rw, lc)} == {
        "Nach den Regeln kommt diese Situation nie vor."}


# --- the table by keyboard alone -----------------------------------------------------------------


def table_keys(qtbot, editor):
    """The editor's table with the keyboard's focus (Tab from the window's first control)."""
    view = editor.adapter.view()
    editor.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    return view


def ring_on(editor, place) -> bool:
    """The ring shows on ``place``, around its spot."""
    ring = editor.keys._ring
    spot = dict(editor.adapter.places())[place]
    return editor.keys.current == place and ring.isVisible() and ring.sceneBoundingRect().contains(spot)


def press(view, key, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(view, key, modifier)
    QApplication.processEvents()


def test_roll_and_write_situation_by_keyboard(qtbot, main_window, seats):
    window = main_window
    on_table(window, "copenhagen-rw")
    editor = open_editor(qtbot, window)
    view = table_keys(qtbot, editor)
    assert ring_on(editor, ("cell", 0, 0, 0))  # Ann's ground floor, first cell
    press(view, Qt.Key.Key_Space)
    assert editor.model.data["players"][0]["building"][8][:2] == "O."  # a window
    press(view, Qt.Key.Key_Right)
    assert ring_on(editor, ("cell", 0, 1, 0))
    press(view, Qt.Key.Key_Return)
    press(view, Qt.Key.Key_Return)
    assert editor.model.data["players"][0]["building"][8][:2] == "OX"  # a window, a brick
    press(view, Qt.Key.Key_Up)
    assert ring_on(editor, ("cell", 0, 1, 1))
    press(view, Qt.Key.Key_Tab)
    assert ring_on(editor, ("cell", 0, 2, 1))
    press(view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    press(view, Qt.Key.Key_Return)  # on the brick: a cell resting on it
    assert editor.model.data["players"][0]["building"][7][:2] == ".O"
    assert seats == [] and editor.isVisible()  # Enter on the table never plays from here
    editor.close()


def test_card_game_situation_by_keyboard(qtbot, main_window, seats):
    window = main_window
    on_table(window, "copenhagen")
    editor = open_editor(qtbot, window)
    view = table_keys(qtbot, editor)
    assert ring_on(editor, ("stack", "red-2"))
    press(view, Qt.Key.Key_Return)
    assert editor.adapter.tile == "red-2"  # picked
    places = [key for key, _rect in editor.adapter.places()]
    for _ in range(places.index(("cell", 0, (0, 0)))):
        press(view, Qt.Key.Key_Tab)
    assert ring_on(editor, ("cell", 0, (0, 0)))
    ghost = editor.adapter.scene.hints.ghost  # the tile shown where Enter builds it
    assert ghost is not None and (0, 0) in ghost.cells and ghost.legal
    press(view, Qt.Key.Key_Space)
    assert editor.model.data["players"][0]["house"][8] == "rR..."
    press(view, Qt.Key.Key_Return)  # the built square: its tile taken away
    assert editor.model.data["players"][0]["house"][8] == "....."
    press(view, Qt.Key.Key_R)  # the tile turned, as R does in the game
    assert editor.adapter.orientation == 1
    assert seats == [] and editor.isVisible()
    editor.close()


def test_lost_cities_situation_by_keyboard(qtbot, main_window, seats):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    view = table_keys(qtbot, editor)
    assert ring_on(editor, (0, ("circle", "red")))
    press(view, Qt.Key.Key_Up)
    assert ring_on(editor, (0, ("square", "red", 0)))
    press(view, Qt.Key.Key_Return)
    number = editor.adapter.number.value()
    red = editor.model.data["players"][0]["expeditions"]["red"]
    assert red["numbers"] == [number] and red["circle"] == "struck"
    press(view, Qt.Key.Key_Right)
    assert ring_on(editor, (0, ("square", "orange", 0)))
    press(view, Qt.Key.Key_Space)
    assert editor.model.data["players"][0]["expeditions"]["orange"]["numbers"] == [number]
    press(view, Qt.Key.Key_Left)
    press(view, Qt.Key.Key_Down)
    press(view, Qt.Key.Key_Return)  # the struck circle: open again is refused (a number was written)
    assert editor.refusal is not None and editor.keys.current == (0, ("circle", "red"))
    assert seats == [] and editor.isVisible()
    editor.close()


def test_tab_leaves_the_table_after_its_last_spot(qtbot, main_window):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    view = table_keys(qtbot, editor)
    last = [key for key, _rect in editor.adapter.places()][-1]
    editor.keys.current = last
    press(view, Qt.Key.Key_Tab)
    assert not view.hasFocus() and editor.keys.current == last
    assert not editor.keys._ring.isVisible()  # the ring shows only while the table has the keys
    editor.close()


def test_the_keys_go_on_from_where_the_mouse_clicked(qtbot, main_window):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    view = table_keys(qtbot, editor)
    lc_place(editor, 1, lc_geo.square_rect(LcColour.GREEN, 0))  # Bob's green expedition, by mouse
    assert ring_on(editor, (1, ("square", "green", 0)))
    press(view, Qt.Key.Key_Up)
    press(view, Qt.Key.Key_Return)
    assert editor.model.data["players"][1]["expeditions"]["green"]["numbers"] == [editor.adapter.number.value()] * 2
    editor.close()


def test_enter_in_a_number_box_changes_the_number_and_plays_nothing(qtbot, main_window, seats):
    window = main_window
    on_table(window, "lost-cities-rw")
    editor = open_editor(qtbot, window)
    number = editor.adapter.number
    number.setFocus()
    number.selectAll()
    QTest.keyClicks(number, "8")
    QTest.keyClick(number, Qt.Key.Key_Return)
    assert number.value() == 8
    assert seats == [] and editor.isVisible()  # no Play from here
    editor.close()


def test_every_games_adapter_gives_what_the_editor_asks_of_it(qapp):
    """The adapter's base class names three methods every game must give (its table
    view, drawing the situation, the rules' refusals in words): each game's own."""
    from copenhagen_gui.core import catalogue
    from copenhagen_gui.shell import situation_editor
    from copenhagen_gui.shell.situation_editor.adapter import EditorAdapter

    games = [g for g in catalogue.game_ids() if situation_editor.offered(g)]
    assert set(games) >= {"copenhagen-rw", "copenhagen", "lost-cities-rw"}
    for game_id in games:
        adapter = situation_editor.adapter_class(game_id)
        for name in ("view", "show", "reason_text"):
            assert getattr(adapter, name) is not getattr(EditorAdapter, name), (game_id, name)
