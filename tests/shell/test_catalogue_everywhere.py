"""A game added by its catalogue entry alone (the ``fake_game`` fixture: one
registration line, no other file touched) is everywhere the app lists or names games:
the home screen, New game, Statistics, Help, About, and the offers it declares (today's
game); where it declares none (paper, a lesson) it is not offered. And the real games'
entries say what their tables do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from copenhagen_gui.core import catalogue
from copenhagen_gui.shell import about, printing, rulebook
from copenhagen_gui.shell.print_dialog import PrintDialog

FAKE = "fake-race"


@pytest.fixture
def window(fake_game, main_window):
    return main_window  # (made after the fake game joined the catalogue)


def test_the_home_screen_shows_it_with_its_picture_line_and_offers(qtbot, window):
    window.show_home()
    home = window.home
    button = home.game_buttons[FAKE]
    assert list(home.game_buttons) == [*catalogue.game_ids()]  # after the three games
    assert button.text() == "Race to ten" and button.isVisibleTo(home)
    assert home.game_lines[FAKE].text() == "Add one or two; who reaches ten wins. 2–3 players."
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert home.game() == FAKE
    assert home.todays_button.isVisibleTo(home) and home.rules_button.isVisibleTo(home)
    assert not home.learn_button.isVisibleTo(home)  # it declares no lesson


def test_new_game_offers_it_with_its_seats(window):
    dialog = window._new_game_dialog(["Ann", "Bob"], 2, game_id=FAKE)
    combo = dialog.findChild(object, "game-choice")
    assert [combo.itemText(i) for i in range(combo.count())][-1] == "Race to ten"
    assert dialog.game_id() == FAKE
    count = dialog.findChild(object, "player-count")
    assert (count.minimum(), count.maximum()) == (2, 3)
    dialog.deleteLater()


def test_statistics_lists_it_without_building_any_game_table(window):
    shown = window.statistics.show_statistics()
    games = [(shown.game_box.itemData(i), shown.game_box.itemText(i)) for i in range(shown.game_box.count())]
    assert games[-1] == (FAKE, "Race to ten")
    assert [g for g, _ in games] == list(catalogue.game_ids())
    assert window.modes.built == {}  # the names come from the catalogue, not the tables
    shown.close()


def test_help_opens_its_own_rulebook_from_the_home_screen(qtbot, window):
    window.show_home()
    qtbot.mouseClick(window.home.game_buttons[FAKE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.home.rules_button, Qt.MouseButton.LeftButton)
    (dialog,) = window.findChildren(rulebook.RulebookDialog)
    assert dialog.isVisible() and dialog.windowTitle() == "Rules — Race to ten"
    assert dialog.anchors() == ["goal", "turn"]
    window.actions.get("rules").trigger()  # F1 on the home screen: the same book
    assert window.findChildren(rulebook.RulebookDialog) == [dialog]
    dialog.close()


def test_it_has_a_todays_game_as_its_entry_declares(window):
    hub = window.statistics
    assert FAKE in hub.todays_actions and hub.todays_actions[FAKE].text() == "Race to ten"
    hub.todays_actions[FAKE].trigger()
    record = window.session.record
    assert record.game == FAKE and record.daily is not None and record.bots == (None, "strong")
    assert window.windowTitle().endswith(" — Race to ten")


def test_about_names_it_and_paper_leaves_it_out(window):
    box = about.show_about(window)
    assert "<b>Race to ten</b><br>A game of the tests." in box.informativeText()
    box.close()
    assert not printing.has_paper(FAKE)
    dialog = PrintDialog(None, None, window)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert games == list(catalogue.paper_games()) and FAKE not in games
    dialog.deleteLater()


@pytest.mark.parametrize("game_id", ["copenhagen-rw", "copenhagen", "lost-cities-rw"])
def test_each_games_entry_says_what_its_table_does(main_window, game_id):
    entry = catalogue.entry(game_id)
    mode = main_window.modes.mode_for(game_id)
    assert mode.has_tutorial() == entry.lesson
    assert mode.title() == main_window.game_title(game_id)
    book = mode.rulebook()
    assert book == rulebook.book_for(game_id) and book.folder == entry.rulebook
