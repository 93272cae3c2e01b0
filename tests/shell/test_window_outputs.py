"""The window's Game menu keeps what a player makes: a finished game goes into the
statistics (a guided or all-computer game does not), and the table can be saved as a
picture from the menu."""

from __future__ import annotations

import pytest
from fake_game.spec import SPEC
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog


@pytest.fixture
def window(main_window, fake_game):
    return main_window  # (the fake game has no result screen: the result stands at once)


def _play_to_the_end(window):
    while not SPEC.is_over(window.session.state):
        window.mode.actions[2].trigger()


def test_a_finished_game_goes_into_the_statistics_once(window):
    store = window.statistics.store
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    _play_to_the_end(window)
    figures = store.figures(SPEC.game_id, "Ann")
    assert figures.games == 1 and store.player_names(SPEC.game_id) == ["Ann", "Bob"]
    # The end undone and reached again is still one game.
    window.actions.get("undo").trigger()
    _play_to_the_end(window)
    assert store.figures(SPEC.game_id, "Ann").games == 1


def test_a_game_of_computers_only_is_nobodys_statistic(window, qtbot):
    window.bot_driver.set_delay(0)
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    assert window.start_watch()
    qtbot.waitUntil(lambda: SPEC.is_over(window.session.state), timeout=5000)
    assert window.statistics.store.player_names(SPEC.game_id) == []


def test_save_picture_of_the_table_from_the_game_menu(window, tmp_path, monkeypatch):
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    action = window.actions.get("save-picture")
    assert action in window.game_menu.actions() and action.isEnabled()
    target = tmp_path / "table.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (str(target), "")))
    action.trigger()
    picture = QImage(str(target))
    scene = window.mode.table_scene().sceneRect()
    assert not picture.isNull() and picture.width() == round(scene.width() * 2)
    assert window.actions.get("print-sheets") in window.game_menu.actions()


def test_every_result_screen_offers_a_picture_of_the_table(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout

    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    _play_to_the_end(window)
    dialog = QDialog(window, objectName="result-dialog")  # what each game's result screen is
    QVBoxLayout(dialog).addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.findChild(object, "save-picture-button")
    assert button is not None and button.isVisible()
    target = tmp_path / "end.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (str(target), "")))
    button.click()
    assert not QImage(str(target)).isNull()
    dialog.close()



def test_undo_is_off_once_the_result_was_shown_in_any_game(window):
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    _play_to_the_end(window)
    undo = window.actions.get("undo")
    assert undo.isEnabled()  # the last move may still be taken back before the result
    window.show_result()  # the fake game has no result screen: the result stands at once
    assert not undo.isEnabled()
    over = window.session.state
    undo.trigger()
    assert window.session.state == over
