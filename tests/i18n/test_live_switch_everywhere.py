"""A live language switch changes every word in view: with a game on the table and its
History, rulebook and statistics open, with the result screen open, with the lesson
running, while watching a game, in a replay: after a switch to French, German or Dutch
no text of any open window is still the English one (names, numbers and the product
names aside). A seat still named by default ("Player 2") follows the language; a name
somebody typed never changes."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QGraphicsView, QHeaderView, QTableWidget, QWidget
from shown_text import widget_texts

from copenhagen_gui.core import registry
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.settings import default_player_name

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
LANGUAGES = ("fr", "de", "nl")
NAMES = ("Ann", "Bob")
# Words that are the same in every language: the games' and the app's names, the
# language names of the Language menu, the computer players' names.
SAME_EVERYWHERE = re.compile(
    r"^(Copenhagen( Roll & Write| Games)?|Lost Cities:? Roll & Write|Roll & Write|English|Français|Deutsch|"
    r"Nederlands|Ann|Bob|Mads|Nils|Astrid|Freja|Sofie|[\d\s/:.,×+→★%()–—-]*|OK|Ctrl\+.*|F\d+|Space|Esc)$")


# Words that are the same in that language (French "Points", German "Pause", Dutch "Help").
SAME_WORD = {"fr": {"Points", "Total", "Place", "Pause", "Normal"}, "de": {"Pause", "Normal", "Total"},
             "nl": {"Help", "Pauze", "Normaal", "Tip"}}


def _choose(window, code: str) -> None:
    window.findChild(QAction, f"action-language-{code}").trigger()
    QApplication.processEvents()  # deliver LanguageChange to every widget
    QApplication.processEvents()


def _texts() -> dict[str, set[str]]:
    """Every shown text of every open window, by where it is."""
    found: dict[str, set[str]] = {}
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for where, _raw, shown in widget_texts(top):
            found.setdefault(f"{type(top).__name__}/{where}", set()).add(shown.strip())
        for table in top.findChildren(QTableWidget):
            if table.isVisibleTo(top):
                header: QHeaderView = table.horizontalHeader()
                for c in range(table.columnCount()):
                    item = table.horizontalHeaderItem(c)
                    if item is not None and not header.isSectionHidden(c):
                        found.setdefault(f"{table.objectName()} header {c}", set()).add(item.text())
        for view in top.findChildren(QGraphicsView):
            if view.isVisibleTo(top) and view.scene() is not None:
                for item in view.scene().items():
                    if item.isVisible():
                        for text in _item_words(item):
                            found.setdefault(f"scene {type(item).__name__}", set()).add(text)
    return found


def _item_words(item) -> list[str]:
    """The words a scene item draws: its text, or the texts in its look (the tables'
    painted pieces keep what they draw in ``look``), keys and colours aside."""
    if hasattr(item, "toPlainText"):
        return [item.toPlainText()]
    if hasattr(item, "text") and callable(item.text):
        return [item.text()]
    words = []

    def walk(value):
        if isinstance(value, str):
            if " " in value.strip():  # words, not a key ("red", "used")
                words.append(value)
        elif isinstance(value, (tuple, list)):
            for part in value:
                walk(part)

    walk(getattr(item, "look", None))
    return words


def _still_english(english: dict[str, set[str]], now: dict[str, set[str]], code: str) -> list[tuple[str, str]]:
    english_words = {text for texts in english.values() for text in texts}
    return sorted((where, text) for where, texts in now.items() for text in texts
                  if text and text in english_words and not SAME_EVERYWHERE.match(text)
                  and text not in SAME_WORD[code])


def _game(window, game: str, moves: int, bots=None) -> GameSession:
    spec = registry.get(game)
    session = GameSession.new_game(spec, spec.default_options(len(NAMES)), list(NAMES), 4, bots=bots,
                                   describe=window.describe(game))
    for _ in range(moves):
        if spec.is_over(session.state):
            break
        if not spec.seats_to_act(session.state):  # a finished turn waits for End turn
            assert session.confirm_turn()
            continue
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
    window.set_session(session, autosave=False)
    return session


def _check_switch(window, code):
    _choose(window, "en")
    english = _texts()
    _choose(window, code)
    try:
        left = _still_english(english, _texts(), code)
        assert not left, "\n".join(f"{where}: {text!r}" for where, text in left)
    finally:
        _choose(window, "en")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_on_the_table_with_history_rules_and_statistics(main_window, language, game, code):
    window = main_window
    window.bot_driver.set_paused(True)
    _game(window, game, 12, bots=(None, "strong"))
    window.actions.get("history").trigger()
    window.show_rules()
    window.statistics.show_statistics()
    _check_switch(window, code)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_result_screen(main_window, language, game, code):
    window = main_window
    spec = registry.get(game)
    session = _game(window, game, 0)
    while not spec.is_over(session.state):
        if not spec.seats_to_act(session.state):  # a finished turn waits for End turn
            assert session.confirm_turn()
            continue
        seat = min(spec.seats_to_act(session.state))
        session.perform(spec.legal_actions(session.state, seat)[0])
    window.show_result()
    window.host.result_screen.show_all()
    _check_switch(window, code)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_lesson(main_window, language, game, code):
    window = main_window
    assert window.start_tutorial(game)
    _check_switch(window, code)


@pytest.mark.parametrize("code", LANGUAGES)
def test_watching_and_replaying(main_window, language, code):
    window = main_window
    window.bot_driver.set_delay(0)
    assert window.start_watch("lost-cities-rw")
    window.bot_driver.set_paused(True)
    for _ in range(4):
        window.bot_driver.play_now()
    _check_switch(window, code)
    assert window.replay.from_history()
    _check_switch(window, code)


@pytest.mark.parametrize("game", GAMES)
def test_default_seat_names_follow_the_language_typed_ones_never(main_window, language, game):
    window = main_window
    _choose(window, "en")
    spec = registry.get(game)
    window.set_session(GameSession.new_game(spec, spec.default_options(3), ["Player 1", "Lotte", "Player 3"], 4),
                       autosave=False)
    _choose(window, "de")
    assert window.session.names == ("Spieler 1", "Lotte", "Spieler 3")
    assert default_player_name(0) == "Spieler 1"
    _choose(window, "fr")
    assert window.session.names == ("Joueur 1", "Lotte", "Joueur 3")
    assert window.session.record.names == ("Joueur 1", "Lotte", "Joueur 3")  # saved so
    assert all("Player" not in text for texts in _texts().values() for text in texts)
    _choose(window, "en")
    assert window.session.names == ("Player 1", "Lotte", "Player 3")
    assert isinstance(window, QWidget)


def test_renamed_default_seats_reach_the_kept_game_at_once(main_window, language):
    """The autosave holds the names the record now has: a kill right after a language
    switch brings the game back as it was on the screen."""
    from copenhagen_gui.core.record import dumps
    from copenhagen_gui.session.journal_reader import recover

    window = main_window
    _choose(window, "en")
    spec = registry.get("lost-cities-rw")
    window.set_session(GameSession.new_game(spec, spec.default_options(2), ["Player 1", "Lotte"], 4))
    session = window.session
    seat = next(iter(spec.seats_to_act(session.state)))
    assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
    window.autosave.flush()
    _choose(window, "nl")
    assert session.names == ("Speler 1", "Lotte")
    assert not window.autosave.pending
    assert dumps(recover(window.autosave.path).record) == dumps(session.record)
