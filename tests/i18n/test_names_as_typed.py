"""Players' names are shown exactly as typed, in every language and every game: a name
holding a placeholder ("%1", "Ann%2"), markup ("<b>x</b>"), a shortcut mark ("&",
"A&&B"), right-to-left text or emoji comes out unchanged in the window title, the turn
strip, the History and its tooltips, the undo and redo tooltips, the hand-off screen,
the result screens (the tie sentences too), the Watch commentary, the statistics window,
the home screen and the picture of the table.

"Shown" is what Qt draws (tests/shown_text.py): a label or tooltip that Qt takes for
rich text shows its markup's words, a button or menu text loses its "&" marks."""

from __future__ import annotations

import functools
import html
import xml.etree.ElementTree as ElementTree

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton, QTableWidget
from shown_text import label_shown, tooltip_shown, widget_texts

from copenhagen_gui.core import registry
from copenhagen_gui.core.building import HEIGHT, WIDTH, bit
from copenhagen_gui.games.copenhagen.scene import labels as card_labels
from copenhagen_gui.games.copenhagen_rw.rules import scoring
from copenhagen_gui.games.copenhagen_rw.ui.result_breakdown import tie_break
from copenhagen_gui.games.copenhagen_rw.ui.result_dialog import ResultDialog
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.game_files import FILE_SUFFIX
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings
from copenhagen_gui.shell.watch_panel import WatchPanel
from tests.history_outline import rows as history_rows

LANGUAGES = ("en", "fr", "de", "nl")
GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
NAME_SETS = {
    "placeholders-markup-hebrew": ("Ann%2", "<b>x</b>", "A&&B", "\u200fשלום"),
    "placeholders-ampersand-emoji": ("%1", "%2", "&", "👩\u200d👩\u200d👧 مرحبا\u200f"),
}
MOVES = 20  # played in the window: every seat has had its turn


def _window(qtbot, size=(1366, 768)) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_quietly)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _quietly(window):
    for mode in window.modes.built.values():
        mode.stop()
    window.bot_driver.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


def _play(session, moves=None):
    """The first legal move of the first seat to act, ``moves`` times or to the end."""
    spec = session.spec
    count = 0
    while not spec.is_over(session.state) and (moves is None or count < moves):
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
        count += 1
        yield count
        session.confirm_turn()  # (the card game: a finished turn, shown, then confirmed)


def _finished(game, names) -> GameSession:
    spec = registry.get(game)
    session = GameSession.new_game(spec, spec.default_options(len(names)), list(names), 3)
    for _ in _play(session):
        pass
    return session


@functools.cache
def _finished_record(game: str, names: tuple[str, ...]):
    return _finished(game, names).record


def _saved(folder, game, names):
    """A file holding a finished game of ``game`` played by ``names``."""
    path = folder / f"finished{FILE_SUFFIX}"
    storage.save_record(path, _finished_record(game, tuple(names)))
    return path


def _not_as_typed(texts, names):
    """(raw, shown) pairs where a name went in (as typed, escaped or with "&" doubled)
    and did not come out as typed. "&" alone is left out: every shortcut mark holds it."""
    wrong = []
    for raw, shown in texts:
        for name in names:
            marks = {name, html.escape(name, quote=False), name.replace("&", "&&")}
            if name != "&" and any(mark in raw for mark in marks) and name not in shown:
                wrong.append((name, raw, shown))
    return wrong


def _label_texts(window):
    """Every label shown in the window (turn strip, banner...) and every label's tooltip."""
    labels = [label for label in window.findChildren(QLabel) if label.isVisibleTo(window)]
    return ([(label.text(), label_shown(label)) for label in labels]
            + [(label.toolTip(), tooltip_shown(label.toolTip())) for label in labels])


def _prompt(window) -> str:
    return label_shown(window.findChild(QLabel, "prompt-line"))


@pytest.mark.parametrize("names", NAME_SETS.values(), ids=NAME_SETS.keys())
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_names_stay_as_typed_while_the_game_is_played(qtbot, language, code, game, names):
    language(code)
    window = _window(qtbot)
    spec = registry.get(game)
    window.start_game(spec.default_options(len(names)), list(names), seed=3, game_id=game)
    session = window.session
    window.history_dock.show()  # the History follows the moves while it is shown
    title = window.windowHandle().title()
    assert all(name in title for name in names), title

    undo, redo = window.actions.get("undo"), window.actions.get("redo")
    seen = {"strip": set(), "undo": set(), "redo": set(), "hand-off": set()}
    wrong = []
    for count in _play(session, MOVES):
        QApplication.processEvents()
        wrong += _not_as_typed(_label_texts(window), names)
        seen["strip"] |= {n for n in names if n in _prompt(window)}
        tip = tooltip_shown(undo.toolTip())
        wrong += _not_as_typed([(undo.toolTip(), tip)], names)
        seen["undo"] |= {n for n in names if n in tip}
        cover = getattr(window.table_scene(), "cover", None)  # the card game's hand-off screen
        if cover is not None and cover.isVisible():
            heading, _ = cover.look
            tip = tooltip_shown(cover.toolTip())
            seen["hand-off"] |= {n for n in names if n in heading and n in tip}
            assert heading == tip == card_labels.pass_to(names[window.mode.controller.hints.cover_seat])
        if count % 5 == 0 and undo.isEnabled():
            undo.trigger()
            tip = tooltip_shown(redo.toolTip())
            wrong += _not_as_typed([(redo.toolTip(), tip)], names)
            seen["redo"] |= {n for n in names if n in tip}
            redo.trigger()
    assert wrong == []
    assert seen["strip"] == seen["undo"] == set(names)
    assert seen["redo"]  # the moves undone at every fifth were some players'
    if game == "copenhagen":
        assert seen["hand-off"] >= set(names[1:])  # each next person is asked for by name

    history = window.history_view
    qtbot.waitUntil(lambda: not history.catching_up())
    items = [(index.data(), index.data(Qt.ItemDataRole.ToolTipRole)) for index in history_rows(history)]
    texts = [(text, text) for text, _tip in items]
    texts += [(tip, tooltip_shown(tip)) for _text, tip in items if tip]
    assert _not_as_typed(texts, names) == []
    assert [(tooltip_shown(tip), text) for text, tip in items if tip and tooltip_shown(tip) != text] == []
    assert all(any(name in text for text, _ in texts) for name in names)


@pytest.mark.parametrize("names", NAME_SETS.values(), ids=NAME_SETS.keys())
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_names_stay_as_typed_on_the_result_screen(qtbot, language, tmp_path, code, game, names):
    language(code)
    window = _window(qtbot)
    assert window.open_file(_saved(tmp_path, game, names))
    finished = window.session
    window.actions.get("show-result").trigger()
    dialog = window.host.result_screen  # window-modal, open: the test goes on
    assert dialog is not None and dialog.isVisible()
    dialog.findChild(QPushButton, "result-show-all").click()  # the whole count at once
    texts = [(raw, seen) for _, raw, seen in widget_texts(dialog)]
    assert _not_as_typed(texts, names) == []
    headline = label_shown(dialog.findChild(QLabel, "result-headline"))
    assert names[finished.spec.ranking(finished.state)[0]] in headline, headline  # the winner
    table = dialog.findChild(QTableWidget)
    column = [table.item(row, 1).text() for row in range(table.rowCount())]
    assert sorted(column) == sorted(names)  # the ranking names everybody
    if game == "copenhagen-rw":  # this game ends level: its tie sentence names them all
        tie = next(label_shown(label) for label in dialog.findChildren(QLabel)
                   if label.objectName() == "result-tie-break")
        assert all(name in tie for name in names), tie
    dialog.reject()


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("names", [("%2", "Ann%2"), ("A&&B", "<b>%4</b>"), ("%4", "\u200fשלום 👩\u200d👩\u200d👧")])
def test_the_decided_tie_break_sentence_names_the_players_as_typed(qtbot, language, code, names):
    language(code)
    state = GameSession(_finished_record("copenhagen-rw", names)).state
    a, b = state.players
    # Level on points; the second player has one empty cell fewer.
    empty = next(bit(x, y) for x in range(WIDTH) for y in range(HEIGHT) if not a.filled & bit(x, y))
    level = (attrs.evolve(a, points=12), attrs.evolve(b, points=12, filled=a.filled | empty))
    tied = attrs.evolve(state, players=level, winners=scoring.winners(level))
    assert tie_break(tied).decided
    dialog = ResultDialog(tied, names)
    qtbot.addWidget(dialog)
    dialog.show_all()  # the count's end: the winner named
    sentence = label_shown(dialog.findChild(QLabel, "result-tie-break"))
    winner = names[scoring.winners(level)[0]]
    assert names[0] in sentence and names[1] in sentence and winner in sentence, sentence
    if code == "en":
        cells = ", ".join(str(scoring.empty_cells(sheet)) for sheet in level)
        assert sentence == (f"Tie-break: {names[0]} and {names[1]} are level on 12 points, so the "
                            f"fewest empty cells decide ({cells}): {winner} wins.")
    assert winner in label_shown(dialog.findChild(QLabel, "result-headline"))


@pytest.mark.parametrize("names", NAME_SETS.values(), ids=NAME_SETS.keys())
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_watch_commentary_names_the_players_as_typed(qtbot, language, code, game, names):
    language(code)
    window = _window(qtbot)
    spec = registry.get(game)
    window.start_game(spec.default_options(len(names)), list(names), seed=3, game_id=game)
    panel = WatchPanel(window.bot_driver)
    qtbot.addWidget(panel)
    panel.set_players(names, ("strong", "normal", "easy", "normal"))
    narrator = window.mode.narrator()
    narrator.set_session(window.session)
    panel.listen_to(narrator)
    for _ in _play(window.session, MOVES):
        pass
    lines = [panel.log.item(i).text() for i in range(panel.log.count())]  # a list: plain text
    assert all(any(name in line for line in lines) for name in names), lines
    players = label_shown(panel.players)
    assert all(name in players for name in names), players
    assert _not_as_typed([(raw, seen) for _, raw, seen in widget_texts(panel)], names) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_statistics_window_names_the_players_as_typed(qtbot, language, code):
    language(code)
    window = _window(qtbot)
    hub = window.statistics
    computer = 1  # in the second set, "%2" is a computer player: "%2 (computer, strong)"
    for game in GAMES:
        for index, names in enumerate(NAME_SETS.values()):
            bots = tuple("strong" if index == 1 and seat == computer else None for seat in range(len(names)))
            assert hub.store.record_game(attrs.evolve(_finished_record(game, names), bots=bots))
    people = [n for i, names in enumerate(NAME_SETS.values()) for s, n in enumerate(names)
              if not (i == 1 and s == computer)]
    stats = hub.show_statistics()
    for index in range(stats.game_box.count()):
        stats.game_box.setCurrentIndex(index)
        players = [stats.player_box.itemText(i) for i in range(stats.player_box.count())]
        assert sorted(players) == sorted(people)  # a combo box: plain text
        for player in range(stats.player_box.count()):
            stats.player_box.setCurrentIndex(player)
            rows = [stats.games_list.topLevelItem(i) for i in range(stats.games_list.topLevelItemCount())]
            seats = " ".join(row.text(1) for row in rows)  # the Players column
            names = next(names for names in NAME_SETS.values() if players[player] in names)
            assert all(name in seats for name in names), seats
            assert all(row.text(3) in names for row in rows)  # the winner
            assert _not_as_typed([(raw, seen) for _, raw, seen in widget_texts(stats)], people) == []
    stats.close()


@pytest.mark.parametrize("names", NAME_SETS.values(), ids=NAME_SETS.keys())
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_home_screen_names_the_kept_games_players_as_typed(qtbot, language, code, names):
    language(code)
    window = _window(qtbot)
    spec = registry.get("lost-cities-rw")
    window.start_game(spec.default_options(len(names)), list(names), seed=3, game_id="lost-cities-rw")
    window.show_home()
    kept = label_shown(window.home.kept_label)
    assert all(name in kept for name in names), kept


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_cut_strip_line_names_the_player_as_typed_in_its_tooltip(qtbot, language, code):
    language(code)
    window = _window(qtbot, size=(480, 600))  # the narrowest window
    names = ("<b>x</b> &lt;y&gt; Wolfeschlegelstein", "%1")  # 37 of 40 characters
    spec = registry.get("copenhagen")
    window.start_game(spec.default_options(2), list(names), seed=3, game_id="copenhagen")
    window.mode.controller.reveal()  # the first player took the computer: their turn's prompt
    prompt = window.findChild(QLabel, "prompt-line")
    qtbot.waitUntil(lambda: bool(prompt.toolTip()))  # too long for the strip: cut, whole in the tip
    assert names[0] in label_shown(prompt)
    assert tooltip_shown(prompt.toolTip()) == label_shown(prompt)


@pytest.mark.parametrize("names", NAME_SETS.values(), ids=NAME_SETS.keys())
def test_the_picture_of_the_table_names_the_players_as_typed(qtbot, monkeypatch, tmp_path, names):
    window = _window(qtbot)
    assert window.open_file(_saved(tmp_path, "lost-cities-rw", names))
    out = tmp_path / "table.svg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(out), ""))
    assert window.save_picture() == out
    drawn = [element.text or "" for element in ElementTree.parse(out).getroot().iter()
             if element.tag.endswith("}text")]
    # Each name is drawn whole; the SVG writer keeps each script's run apart ("👩‍👩‍👧", "مرحبا").
    assert all(any(word in text for text in drawn) for name in names for word in name.split(" ")), drawn
