"""Switching the language from the real window's Language menu changes every visible
text at once, without a restart, and the choice is remembered."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


def _visible_texts(window: MainWindow) -> dict[str, str]:
    found = {"title": window.windowTitle(), "prompt": window.mode.panel.prompt.text()}
    for index, menu_action in enumerate(window.menuBar().actions()):
        found[f"menu {index}"] = menu_action.text()
    return found


def _choose(window: MainWindow, code: str) -> None:
    window.findChild(QAction, f"action-language-{code}").trigger()
    QApplication.processEvents()  # deliver LanguageChange to every widget


def test_language_menu_changes_all_texts_at_run_time(qtbot, language):
    language("en")
    settings = Settings()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(GameOptions(2), ["Anna", "Ben"], 7)
    window.show()
    qtbot.waitExposed(window)
    english = _visible_texts(window)
    assert english["prompt"] == "Anna, roll the dice."

    _choose(window, "fr")
    french = _visible_texts(window)
    assert french["prompt"] == "Anna, lancez les dés."
    unchanged = [key for key in english if english[key] == french[key]]
    assert unchanged == []
    assert i18n.installed_language(QApplication.instance()) == "fr"
    assert window.findChild(QAction, "action-language-fr").isChecked()
    # Qt's own dialogs speak the language too (qtbase translations)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    assert box.button(QDialogButtonBox.StandardButton.Close).text().replace("&", "") == "Fermer"

    _choose(window, "de")
    assert window.mode.panel.prompt.text() == "Anna, würfle."
    _choose(window, "nl")
    assert window.mode.panel.prompt.text() == "Anna, gooi de dobbelstenen."

    settings.sync()
    assert Settings().language == "nl"  # a new start comes back in Dutch
    _choose(window, "en")
    assert _visible_texts(window) == english


def _toolbar_button(window: MainWindow, name: str):
    return window.toolbar.widgetForAction(window.actions.get(name))


def test_rules_and_undo_keep_their_words_in_a_1024_pixel_window(qtbot, language):
    from PySide6.QtCore import Qt

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start_game(GameOptions(2), ["Anna", "Ben"], 7)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    for code in ("en", "fr", "de", "nl"):
        _choose(window, code)
        qtbot.waitUntil(lambda: window.width() == 1024)
        for name in ("rules", "undo"):
            button = _toolbar_button(window, name)
            # Shown with its words, inside the toolbar (not behind the overflow arrow).
            assert button.isVisible(), (code, name)
            assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon, (code, name)
            assert button.geometry().right() <= window.toolbar.width(), (code, name)
    _choose(window, "en")


def test_the_commentary_is_told_again_in_the_new_language(qtbot, language):
    from copenhagen_gui.core import registry

    language("en")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start_game(registry.get("lost-cities-rw").default_options(2), ["Anna", "Ben"], 7,
                      game_id="lost-cities-rw")
    window.bot_driver.set_delay(0)
    assert window.start_watch()
    window.bot_driver.set_paused(True)
    for _ in range(4):
        assert window.bot_driver.play_now()
    log = window.watch_panel.log
    english = [log.item(i).text() for i in range(log.count())]
    assert len(english) >= 4
    _choose(window, "fr")
    french = [log.item(i).text() for i in range(log.count())]
    session = window.session
    said = [window.mode.action_text(session.action_at(i), session.names)
            for i in range(session.position - len(french), session.position)]
    # The same moves, said in French (with why, where a move did something).
    assert len(french) == len(said) and french != english
    assert all(line == move or line.startswith(move + " — ") for line, move in zip(french, said))


def test_roll_and_writes_commentary_is_told_again_in_the_new_language(qtbot, language):
    from copenhagen_gui.core import registry

    language("en")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start_game(registry.get("copenhagen-rw").default_options(3), ["A", "B", "C"], 7,
                      game_id="copenhagen-rw")
    window.bot_driver.set_delay(0)
    assert window.start_watch()
    window.bot_driver.set_paused(True)
    for _ in range(6):
        assert window.bot_driver.play_now()
    log = window.watch_panel.log
    english = [log.item(i).text() for i in range(log.count())]
    assert len(english) >= 3
    _choose(window, "fr")
    french = [log.item(i).text() for i in range(log.count())]
    assert len(french) == len(english) and french != english
    assert french == window.mode.narrator().retell()  # the same events, said in French


@pytest.mark.parametrize("game_id", ["copenhagen", "lost-cities-rw"])
def test_the_last_line_under_the_table_is_said_again_in_the_new_language(qtbot, language, game_id):
    import importlib

    from copenhagen_gui.core import registry

    language("en")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    spec = registry.get(game_id)
    window.start_game(spec.default_options(2), ["Anna", "Ben"], 7, game_id=game_id)
    session = window.session
    line = window.mode.panel.message
    for _ in range(4):  # until a move tells something (a roll may say nothing)
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
        if line.text():
            break
    texts = importlib.import_module(f"copenhagen_gui.games.{game_id.replace('-', '_')}.ui.texts")
    english = line.text()
    assert english and english == texts.events_text(session.state.events, session.names)
    _choose(window, "fr")
    assert line.text() != english
    assert line.text() == texts.events_text(session.state.events, session.names)  # now French
