"""'Enter your printed sheet': the editor, the sheet folder, New game's sheet choice, and
the record that carries the sheet it was played on."""

from __future__ import annotations

import json
import random

import attrs
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import paths
from copenhagen_gui.core import record as records
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Status, Symbol, house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import sheet_from_text, sheet_to_json
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.ui import sheet_library
from copenhagen_gui.games.lost_cities_rw.ui.options_page import LostCitiesOptionsPage
from copenhagen_gui.games.lost_cities_rw.ui.result_dialog import ResultDialog
from copenhagen_gui.games.lost_cities_rw.ui.sheet_editor import SheetEditor
from copenhagen_gui.session.game_session import GameSession


def _editor(qtbot, sheet=None, folder=None):
    editor = SheetEditor(sheet, folder=folder)
    qtbot.addWidget(editor)
    return editor


def _click_square(qtbot, editor, colour, square):
    editor.show()
    qtbot.waitExposed(editor)
    rect = editor.scene.square_rect_in_scene(colour, square)
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, pos=editor.view.mapFromScene(rect.center()))


def _saved_sheet(qtbot, name="My pad"):
    editor = _editor(qtbot)
    editor.name_edit.setText(name)
    editor.save()
    return editor.saved_sheet


def test_a_new_sheet_cannot_be_saved_without_a_name(qtbot):
    editor = _editor(qtbot)
    assert not editor.save_button.isEnabled()
    assert editor.name_problem.text() == "Give the sheet a name."
    editor.name_edit.setText("Kitchen pad")
    assert editor.save_button.isEnabled()
    assert editor.name_problem.text() == ""


def test_a_wrong_anchor_is_named_beside_its_field_and_blocks_saving(qtbot):
    editor = _editor(qtbot)
    editor.name_edit.setText("Pad")
    editor.spins[("expedition_scale", 8)].setValue(40)
    assert editor.problems[("expedition_scale", 8)].text() == "Expedition: The rulebook fixes this value at 35."
    assert not editor.save_button.isEnabled()
    editor.spins[("expedition_scale", 8)].setValue(35)
    assert editor.problems[("expedition_scale", 8)].text() == ""
    assert editor.save_button.isEnabled()


def test_a_falling_scale_and_a_wrong_sign_are_each_named(qtbot):
    editor = _editor(qtbot)
    editor.name_edit.setText("Pad")
    editor.spins[("track_scale", 5)].setValue(5)  # below level 4's 10
    editor.spins[("expedition_scale", 2)].setValue(3)  # must lose points
    assert "Must be higher than the value below it (10)." in editor.problems[("track_scale", 5)].text()
    assert "Must be below 0" in editor.problems[("expedition_scale", 2)].text()
    assert not editor.save_button.isEnabled()


def test_clicking_a_square_on_the_drawn_sheet_cycles_its_symbol(qtbot, tmp_path):
    editor = _editor(qtbot, folder=tmp_path)
    assert editor.draft.symbol(Colour.ORANGE, 0) is Symbol.NONE
    _click_square(qtbot, editor, Colour.ORANGE, 0)
    assert editor.draft.symbol(Colour.ORANGE, 0) is Symbol.ACCELERATION
    _click_square(qtbot, editor, Colour.ORANGE, 0)
    assert editor.draft.symbol(Colour.ORANGE, 0) is Symbol.ARTIFACT
    _click_square(qtbot, editor, Colour.ORANGE, 0)
    assert editor.draft.symbol(Colour.ORANGE, 0) is Symbol.NONE
    # the drawing follows the draft
    _click_square(qtbot, editor, Colour.ORANGE, 0)
    assert editor.scene.sheet_item.look.sheet.symbol(Colour.ORANGE, 0) is Symbol.ACCELERATION


def test_the_keyboard_moves_the_frame_and_space_cycles_the_square(qtbot):
    editor = _editor(qtbot)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.setFocus()
    for key in (Qt.Key_Right, Qt.Key_Right, Qt.Key_Up):
        QTest.keyClick(editor.view, key)
    assert editor.scene.cursor_at == (Colour.YELLOW, 1)
    before = editor.draft.symbol(Colour.YELLOW, 1)
    QTest.keyClick(editor.view, Qt.Key_Space)
    assert editor.draft.symbol(Colour.YELLOW, 1) is not before


def test_a_saved_sheet_is_the_codec_s_json_in_the_user_data_folder(qtbot):
    editor = _editor(qtbot)
    editor.name_edit.setText("Mein Block")
    _click_square(qtbot, editor, Colour.RED, 2)
    editor.save()
    path = paths.user_data_dir() / "lost-cities-sheets" / "custom-mein-block.json"
    assert path.is_file()
    saved = sheet_from_text(path.read_text(encoding="utf-8"))
    assert saved == editor.saved_sheet
    assert saved.name == "Mein Block"
    assert saved.symbol(Colour.RED, 2) is Symbol.ACCELERATION
    # what the player entered is verified; what they left keeps its status
    assert saved.special[Colour.RED][2].status is Status.VERIFIED
    assert saved.expedition_scale[2].status is house_sheet().expedition_scale[2].status
    assert not [p for p in path.parent.iterdir() if p.name.startswith(".")]  # no temporary left


def test_saving_a_second_sheet_of_the_same_name_keeps_the_first(qtbot):
    first = _saved_sheet(qtbot, "Pad")
    second = _saved_sheet(qtbot, "Pad")
    assert first.sheet_id != second.sheet_id
    assert len(sheet_library.list_sheets()) == 2


def test_new_game_lists_saved_sheets_and_a_broken_file_with_its_reason(qtbot):
    sheet = _saved_sheet(qtbot, "Pad")
    broken = sheet_library.sheets_dir() / "torn.json"
    broken.write_text('{"format": 1', encoding="utf-8")
    page = LostCitiesOptionsPage()
    qtbot.addWidget(page)
    texts = [page.sheet_combo.itemText(i) for i in range(page.sheet_combo.count())]
    assert texts == ["House sheet — the printed sheet may differ", "Pad", "torn.json (broken)"]
    torn = page.sheet_combo.findData("broken:torn.json")
    assert not page.sheet_combo.model().item(torn).isEnabled()
    assert "torn.json cannot be used and was left as it is" in page.broken_note.text()
    assert broken.read_text(encoding="utf-8") == '{"format": 1'
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(sheet.sheet_id))
    assert page.options(2, random.Random(1)).sheet == sheet
    assert page.edit_button.isEnabled()
    page.sheet_combo.setCurrentIndex(0)
    assert not page.edit_button.isEnabled()  # the shipped house sheet is not the player's


def test_editing_a_saved_sheet_rewrites_the_same_file(qtbot):
    sheet = _saved_sheet(qtbot, "Pad")
    editor = _editor(qtbot, sheet)
    editor.name_edit.setText("Pad (checked)")
    editor.save()
    assert editor.saved_sheet.sheet_id == sheet.sheet_id
    entries = sheet_library.list_sheets()
    assert [e.sheet.name for e in entries] == ["Pad (checked)"]


def test_a_record_of_a_game_on_a_player_s_sheet_replays_on_it_after_the_file_is_gone(qtbot, tmp_path):
    editor = _editor(qtbot)
    editor.name_edit.setText("Pad")
    _click_square(qtbot, editor, Colour.RED, 0)  # an acceleration on square 1: moves differ from the house sheet
    editor.save()
    page = LostCitiesOptionsPage()
    qtbot.addWidget(page)
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(editor.saved_sheet.sheet_id))
    session = GameSession.new_game(SPEC, page.options(2, random.Random(3)), ("Ada", "Bea"), 5)
    rng = random.Random(11)
    for _ in range(60):
        state = session.state
        session.perform(rng.choice(SPEC.legal_actions(state, min(state.pending))))
    saved = tmp_path / "game.json"
    saved.write_text(records.dumps(session.record), encoding="utf-8")
    for entry in sheet_library.list_sheets():
        entry.path.unlink()
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["options"]["sheet"] == sheet_to_json(editor.saved_sheet)
    loaded = records.load_file(saved)
    assert loaded.options.sheet == editor.saved_sheet
    assert records.final_state(loaded) == session.state


def test_the_result_names_the_sheet_played_on(qtbot):
    sheet = _saved_sheet(qtbot, "Pad")
    page = LostCitiesOptionsPage()
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(sheet.sheet_id))
    qtbot.addWidget(page)
    state = SPEC.new_game(page.options(2, None))
    dialog = ResultDialog(state, ("Ada", "Bea"))
    qtbot.addWidget(dialog)
    assert "Sheet: Pad" in dialog.note_text("result-notes")
    house = ResultDialog(SPEC.new_game(SPEC.default_options(2)), ("Ada", "Bea"))
    qtbot.addWidget(house)
    # the house sheet's name says what it is: no "Sheet: House sheet" (the word twice)
    assert house.note_text("result-notes").splitlines()[0] == "House sheet — the printed sheet may differ"


def test_the_table_names_the_sheet_in_play(qtbot):
    from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode

    sheet = _saved_sheet(qtbot, "Pad")
    page = LostCitiesOptionsPage()
    qtbot.addWidget(page)
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(sheet.sheet_id))
    mode = LostCitiesMode()
    qtbot.addWidget(mode.table_widget())
    mode.set_session(GameSession.new_game(SPEC, page.options(2, None), ("Ada", "Bea"), 5))
    assert mode.scene.sheet_text.look[0].startswith("Sheet: Pad")
    mode.set_session(GameSession.new_game(SPEC, SPEC.default_options(2), ("Ada", "Bea"), 5))
    assert mode.scene.sheet_text.look[0].startswith("House sheet — the printed sheet may differ")


def test_a_sheet_checked_on_paper_as_a_whole_counts_as_checked(qtbot):
    editor = _editor(qtbot)
    editor.name_edit.setText("Faithful pad")
    assert not editor.checked_box.isChecked()
    editor.checked_box.setChecked(True)  # nothing changed: every value is already the paper's
    editor.save()
    sheet = editor.saved_sheet
    assert sheet.all_verified and sheet.notice == ""
    again = _editor(qtbot, sheet=sheet)  # editing it again: still ticked
    assert again.checked_box.isChecked()
    state = SPEC.new_game(SPEC.default_options(2))
    dialog = ResultDialog(attrs.evolve(state, options=attrs.evolve(state.options, sheet=sheet)), ("Ada", "Bea"))
    qtbot.addWidget(dialog)
    notes = dialog.note_text("result-notes")
    assert "not checked" not in notes and "provisional" not in notes


def test_without_the_tick_a_faithful_entry_stays_partly_checked(qtbot):
    sheet = _saved_sheet(qtbot, "Pad")
    assert not sheet.all_verified


def test_the_table_says_what_the_totals_are_worth_while_it_is_true(qtbot):
    from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode

    editor = _editor(qtbot)
    editor.name_edit.setText("Checked")
    editor.checked_box.setChecked(True)
    editor.save()
    checked = editor.saved_sheet
    mode = LostCitiesMode()
    qtbot.addWidget(mode.table_widget())
    play = GameSession.new_game(SPEC, SPEC.default_options(2), ("Ada", "Bea"), 5)  # the house sheet
    mode.set_session(play)
    line = mode.scene.sheet_text.look[0]
    assert "Totals so far, provisional" in line and "live estimates" not in line
    state = play.state
    over = attrs.evolve(state, phase=Phase.OVER)
    mode.scene.sync(over)
    assert "Totals are provisional" in mode.scene.sheet_text.look[0]
    on_paper = attrs.evolve(state, options=attrs.evolve(state.options, sheet=checked))
    mode.scene.sync(on_paper)
    assert mode.scene.sheet_text.look[0] == "Sheet: Checked  ·  Totals so far"
    mode.scene.sync(attrs.evolve(on_paper, phase=Phase.OVER))
    assert mode.scene.sheet_text.look[0] == "Sheet: Checked"  # final, and checked: nothing to add


def test_the_last_sheet_chosen_stays_chosen_for_the_next_game(qtbot):
    from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode

    mode = LostCitiesMode()
    first = mode.options_page()
    qtbot.addWidget(first)
    sheet = _saved_sheet(qtbot, "Mijn blok")
    first.reload(select=sheet.sheet_id)  # as after "Enter your printed sheet…"
    assert first.selected_sheet() == sheet
    second = mode.options_page()  # the next New game dialog
    qtbot.addWidget(second)
    assert second.selected_sheet() == sheet


def test_replay_names_the_sheet(qtbot, tmp_path, capsys):
    from copenhagen_gui.cli import replay_command
    from copenhagen_gui.session import storage

    sheet = _saved_sheet(qtbot, "Pad")
    page = LostCitiesOptionsPage()
    qtbot.addWidget(page)
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(sheet.sheet_id))
    session = GameSession.new_game(SPEC, page.options(2, None), ("Ada", "Bea"), 5)
    path = tmp_path / "game.json"
    storage.save_record(path, session.record)
    assert replay_command(str(path), as_json=False) == 0
    assert f"Sheet: Pad ({sheet.sheet_id}, not all checked on paper)" in capsys.readouterr().out
    assert replay_command(str(path), as_json=True) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sheet"] == {"id": sheet.sheet_id, "name": "Pad", "checked_on_paper": False}
