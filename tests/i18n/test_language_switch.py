"""Switching the language from the real window's Language menu changes every visible
text at once, without a restart, and the choice is remembered."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
from copenhagen_gui.shell.settings import Settings
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.main_window import MainWindow


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
