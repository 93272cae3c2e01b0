"""One rule for players' names wherever they come in: trimmed, 1 to 40 characters,
no control characters or lone surrogates. Record files are checked in
test_hostile_files; here the rule itself, the settings and the new-game dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from copenhagen_gui.core.names import BadName, NameProblem, clean_name, name_problem
from copenhagen_gui.core.seats import NAME_MAX_LENGTH
from copenhagen_gui.shell.new_game_dialog import NewGameDialog
from copenhagen_gui.shell.settings import Settings


@pytest.mark.parametrize("raw, clean", [
    ("Ada", "Ada"),
    ("  Bo \t", "Bo"),
    ("Zoë Ørsted", "Zoë Ørsted"),
    ("🎲" * NAME_MAX_LENGTH, "🎲" * NAME_MAX_LENGTH),
    ("  " + "x" * NAME_MAX_LENGTH + "  ", "x" * NAME_MAX_LENGTH),
    ("<b>%1</b>", "<b>%1</b>"),  # shown escaped and filled in one pass elsewhere
])
def test_acceptable_names_come_back_trimmed(raw, clean):
    assert clean_name(raw) == clean and name_problem(raw) is None


@pytest.mark.parametrize("raw, problem", [
    ("", NameProblem.EMPTY),
    (" \t ", NameProblem.EMPTY),
    ("x" * (NAME_MAX_LENGTH + 1), NameProblem.TOO_LONG),
    ("A" * 5_000_000, NameProblem.TOO_LONG),
    ("\ud800", NameProblem.NOT_TEXT),
    ("Ann\udfffe", NameProblem.NOT_TEXT),
    (None, NameProblem.NOT_TEXT),
    (42, NameProblem.NOT_TEXT),
    ("Ann\nBo", NameProblem.CONTROL_CHARACTER),
    ("Ann\x00", NameProblem.CONTROL_CHARACTER),
    ("a\x1b[31mred", NameProblem.CONTROL_CHARACTER),
    ("a\x7f", NameProblem.CONTROL_CHARACTER),
    ("a\u0085b", NameProblem.CONTROL_CHARACTER),
    ("a\u2028b", NameProblem.CONTROL_CHARACTER),
])
def test_unacceptable_names_are_refused_with_their_reason(raw, problem):
    assert name_problem(raw) is problem
    with pytest.raises(BadName) as error:
        clean_name(raw)
    assert error.value.problem is problem


def test_settings_never_give_back_a_bad_name():
    settings = Settings()
    settings.player_names = ["  Ada  ", "B" * 41, "Cy\x07", "\ud800"]
    assert settings.player_names == ["Ada", "Player 2", "Player 3", "Player 4", "Player 5"]
    path = settings.path
    settings.sync()
    # A hand-edited file: a long name, a control character.
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("Ada", "A" * 500), encoding="utf-8")
    assert Settings(path).player_names[0] == "Player 1"
    path.write_text('[game]\nplayer_names=Ok, "Tab\\there", x\n', encoding="utf-8")
    assert Settings(path).player_names[:3] == ["Ok", "Player 2", "x"]


def test_the_dialog_fields_hold_at_most_the_limit_and_refuse_control_characters(qtbot):
    dialog = NewGameDialog(["Ann", "B" * 60, "Cy\x07"], 3)
    qtbot.addWidget(dialog)
    edit = dialog.findChild(object, "player-name-0")
    assert edit.maxLength() == NAME_MAX_LENGTH
    assert dialog.names() == ("Ann", "Player 2", "Player 3")  # bad remembered names not offered
    edit.clear()
    QApplication.clipboard().setText("Line\nbreak")
    edit.paste()
    assert edit.text() == ""  # the paste is refused whole
    QApplication.clipboard().setText("x" * 100)
    edit.paste()
    assert edit.text() == "x" * NAME_MAX_LENGTH
    edit.clear()
    qtbot.keyClicks(edit, "  Dora  ")
    assert dialog.name(0) == "Dora"
    dialog.set_name(1, "Eve\x1b")  # set in code, past the validator: still never used
    assert dialog.name(1) == "Player 2"
