"""Hostile files in the Lost Cities sheets folder, met where the player meets them: Game ▸
New game ▸ Lost Cities lists every file of the folder. A file that is no usable sheet
(huge numbers, deep nesting, /dev/zero, a pipe, a path for an id, an id already taken)
is listed as broken with its reason and left untouched; the list never freezes or
fails. And no sheet, whatever its contents, makes the editor write outside the folder."""

from __future__ import annotations

import os
import random
from pathlib import Path

import attrs
import pytest
from hostile_files import snapshot
from hostile_sheets import CASES, PATH_IDS, make_case, random_case, sheet
from hypothesis import given
from hypothesis import strategies as st
from ui_helpers import adopt_window

from copenhagen_gui.core import paths
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import (
    SheetProblem,
    SheetValidationError,
    sheet_from_json,
    sheet_to_json,
)
from copenhagen_gui.games.lost_cities_rw.ui import sheet_library, texts
from copenhagen_gui.games.lost_cities_rw.ui.sheet_editor import SheetEditor
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

LOST_CITIES = "lost-cities-rw"


def _lost_cities_page(qtbot):
    """Game ▸ New game in the real window, Lost Cities chosen: its sheet choice."""
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=False)
    dialog = window._new_game_dialog(["Ann", "Bob"], 2, game_id=LOST_CITIES)
    qtbot.addWidget(dialog)
    page = dialog.options_page()
    assert page is not None and page.objectName() == "lost-cities-options"
    return page


def _listed(page) -> dict[str, bool]:
    combo = page.sheet_combo
    return {combo.itemText(i): combo.model().item(i).isEnabled() for i in range(combo.count())}


def _folder() -> Path:
    folder = sheet_library.sheets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_sheet_file_is_listed_with_its_reason_and_left_untouched(qtbot, case):
    path = _folder() / f"{case}.json"
    expected = make_case(case, path)
    before = snapshot(path)
    page = _lost_cities_page(qtbot)
    listed = _listed(page)
    if expected is None:
        [entry] = sheet_library.list_sheets()
        assert listed[entry.sheet.name] is True
        page.sheet_combo.setCurrentIndex(page.sheet_combo.findData(entry.sheet.sheet_id))
        assert page.options(2, random.Random(1)).sheet == entry.sheet
    else:
        [entry] = sheet_library.list_sheets()
        assert expected in {issue.problem for issue in entry.issues}
        assert listed[f"{case}.json (broken)"] is False  # listed, never played on
        reason = "; ".join(texts.sheet_problem_text(issue) for issue in entry.issues[:3])
        assert page.broken_note.isVisibleTo(page)
        assert page.broken_note.text() == f"{case}.json cannot be used and was left as it is: {reason}"
        assert page.selected_sheet().is_house_sheet  # the house sheet stays chosen
    assert snapshot(path) == before


def test_the_reasons_are_said_in_the_players_language(qtbot, app_language):
    from copenhagen_gui.shell import i18n

    make_case("link-to-dev-zero", _folder() / "zero.json")
    make_case("id-parent-path", _folder() / "escape.json")
    i18n.install_language(app_language, "de")
    note = _lost_cities_page(qtbot).broken_note.text()
    assert "zero.json ist nicht verwendbar und bleibt unverändert: " in note
    assert "Das ist keine gewöhnliche Datei" in note
    assert "„../../../escaped“" in note


def test_a_sheet_whose_id_is_taken_is_listed_with_the_file_that_has_it(qtbot):
    folder = _folder()
    (folder / "a-first.json").write_text(sheet_library.sheet_to_text(_sheet("custom-pad", "Pad")))
    (folder / "b-copy.json").write_text(sheet_library.sheet_to_text(_sheet("custom-pad", "Pad copy")))
    page = _lost_cities_page(qtbot)
    assert _listed(page) == {"House sheet — the printed sheet may differ": True, "Pad": True,
                             "b-copy.json (broken)": False}
    assert page.broken_note.text() == ("b-copy.json cannot be used and was left as it is: "
                                       "Its id “custom-pad” is already used by a-first.json.")


def _sheet(sheet_id: str, name: str):
    return sheet_from_json(sheet(sheet_id, name))


def test_a_huge_file_or_a_pipe_in_the_folder_does_not_stop_a_valid_sheet_being_played(qtbot):
    folder = _folder()
    for case in ("fifo", "link-to-dev-zero", "huge-int-value", "deep-nesting-open", "valid"):
        make_case(case, folder / f"{case}.json")
    page = _lost_cities_page(qtbot)
    assert _listed(page)["A friend's pad"] is True
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData("custom-friend"))
    assert page.options(2, None).sheet.name == "A friend's pad"


@pytest.mark.parametrize("count", [30])
def test_random_hostile_sheets_never_break_the_list(qtbot, count):
    folder = _folder()
    rng = random.Random(7)
    names = [f"random-{n:02d}.json" for n in range(count)]
    for name in names:
        random_case(folder / name, rng)
    before = {name: snapshot(folder / name) for name in names}
    page = _lost_cities_page(qtbot)
    listed = _listed(page)
    assert len(listed) == 1 + count  # the house sheet and every file, playable or broken
    assert {name: snapshot(folder / name) for name in names} == before


# --- no write leaves the sheets folder ------------------------------------------------------


def _tree(root: Path) -> dict[str, tuple]:
    """Every file (not folder) under ``root``, as it is now."""
    return {str(p.relative_to(root)): snapshot(p) for p in sorted(root.rglob("*")) if not p.is_dir()}


@pytest.mark.parametrize("sheet_id", PATH_IDS)
def test_a_sheet_id_that_is_a_path_is_refused_and_cannot_be_edited(qtbot, sheet_id):
    import json

    path = _folder() / "friend.json"
    path.write_text(json.dumps(sheet(sheet_id, "From a friend")), encoding="utf-8")
    page = _lost_cities_page(qtbot)
    assert _listed(page)["friend.json (broken)"] is False
    assert page.sheet_combo.findData(sheet_id) == -1
    assert not page.edit_button.isEnabled()
    assert page.edit_sheet() is None
    assert not Path("/tmp/copenhagen-escape").exists()


def test_editing_a_sheet_saves_it_to_the_file_it_was_read_from(qtbot, tmp_path, monkeypatch):
    """Whatever id a file holds, Edit ▸ Save writes that file and nothing else."""
    folder = _folder()
    path = folder / "from-a-friend.json"
    path.write_text(sheet_library.sheet_to_text(_sheet("custom-other-name", "Friend")), encoding="utf-8")
    outside = _tree(tmp_path)
    page = _lost_cities_page(qtbot)
    page.sheet_combo.setCurrentIndex(page.sheet_combo.findData("custom-other-name"))

    def press_save(editor):
        editor.name_edit.setText("Friend (checked)")
        editor.save()
    monkeypatch.setattr(SheetEditor, "exec", press_save)
    saved = page.edit_sheet()
    assert saved is not None and saved.name == "Friend (checked)"
    assert sorted(p.name for p in folder.iterdir()) == ["from-a-friend.json"]
    assert sheet_library.read_entry(path).sheet == saved
    changed = {name for name, state in _tree(tmp_path).items() if outside.get(name) != state}
    data = paths.user_data_dir().relative_to(tmp_path)
    config = paths.user_config_dir().relative_to(tmp_path)
    assert all(Path(name).is_relative_to(data) or Path(name).is_relative_to(config) for name in changed), changed
    assert str(path.relative_to(tmp_path)) in changed


@given(st.text(max_size=80))
def test_a_new_sheet_file_is_named_from_a_slug_inside_the_folder(name):
    folder = Path("/nonexistent-sheets-folder")
    sheet_id = sheet_library.new_sheet_id(name, folder)
    path = sheet_library.new_sheet_path(sheet_id, folder)
    assert path.parent == folder and path.name == sheet_id + ".json"
    assert sheet_id.startswith("custom-") and all(c.isascii() and (c.isalnum() or c == "-") for c in sheet_id)


@pytest.mark.parametrize("target", ["../escaped.json", "/tmp/copenhagen-escape/evil.json", "sub/x.json",
                                    ".hidden.json", "x.txt", "."])
def test_saving_a_sheet_anywhere_but_directly_in_the_folder_is_refused(tmp_path, target):
    folder = tmp_path / "root" / "sheets"
    folder.mkdir(parents=True)
    with pytest.raises(sheet_library.SheetPathError):
        sheet_library.save_sheet(_sheet("custom-x", "X"), folder / target, folder)
    assert sorted((tmp_path / "root").rglob("*")) == [folder]
    assert not Path("/tmp/copenhagen-escape").exists()


def test_a_sheet_cannot_even_be_made_with_an_id_that_is_a_path():
    good = _sheet("custom-x", "X")
    for bad in PATH_IDS:
        with pytest.raises(ValueError):
            attrs.evolve(good, sheet_id=bad)
        data = sheet_to_json(good) | {"sheet_id": bad}
        with pytest.raises(SheetValidationError) as refused:
            sheet_from_json(data)
        assert refused.value.issues[0].problem is SheetProblem.BAD_ID


def test_saving_to_a_full_disk_says_so_and_keeps_the_old_file(qtbot, monkeypatch):
    import errno

    folder = _folder()
    path = folder / "pad.json"
    path.write_text(sheet_library.sheet_to_text(_sheet("custom-pad", "Pad")), encoding="utf-8")
    before = snapshot(path)

    def full(*_args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(sheet_library, "atomic_write", full)
    editor = SheetEditor(_sheet("custom-pad", "Pad"), folder=folder, path=path)
    qtbot.addWidget(editor)
    editor.name_edit.setText("Pad 2")
    editor.save()
    assert editor.saved_sheet is None
    assert editor.status.text() == ("The sheet could not be saved: there is no space left on the disk. "
                                    "Its file is as it was; what you entered is still here.")
    assert snapshot(path) == before
