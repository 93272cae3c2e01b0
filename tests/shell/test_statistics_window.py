"""The Statistics window shows the figures of the statistics file, paints its chart, and
opens a past game through the window's callback."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from copenhagen_gui.session.statistics import StatisticsStore
from copenhagen_gui.shell.statistics_window import StatisticsWindow
from tests.session.statistics_helpers import LOST_CITIES, START, finished_record

GAMES = [("copenhagen-rw", "Copenhagen Roll & Write"), (LOST_CITIES, "Lost Cities")]


@pytest.fixture
def store(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    # Ann: a win and a loss against easy, one game against strong; Cleo: one game.
    for n, (name, level) in enumerate((("Ann", "easy"), ("Ann", "easy"), ("Ann", "strong"),
                                       ("Cleo", "normal"))):
        store.record_game(finished_record(seed=n, names=(name, "Ada"), bots=(None, level)),
                          finished=START + datetime.timedelta(days=n))
    yield store
    store.close()


def _window(qtbot, store, opened=None, **kwargs):
    window = StatisticsWindow(store, GAMES, open_record_readonly=opened, game=LOST_CITIES, **kwargs)
    qtbot.addWidget(window)
    window.resize(1040, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def _distinct_colours(image: QImage) -> int:
    step = max(1, image.width() // 200)
    return len({image.pixel(x, y) for x in range(0, image.width(), step)
                for y in range(0, image.height(), step)})


def test_the_window_shows_a_players_figures(qtbot, store):
    window = _window(qtbot, store, player="Ann")
    figures = store.figures(LOST_CITIES, "Ann")
    assert [window.player_box.itemText(i) for i in range(window.player_box.count())] == ["Ann", "Cleo"]
    assert window.values["games"].text() == "3"
    assert window.values["wins"].text() == str(figures.wins)
    assert window.values["best"].text() == str(figures.best_score)
    easy = figures.against["easy"]
    assert window.values["against-easy"].text() == (
        f"{easy.wins} of 2 won ({round(100 * easy.wins / 2)}%)")
    assert window.values["against-normal"].text() == "no games"
    assert window.games_list.topLevelItemCount() == 3


def test_choosing_another_player_shows_theirs(qtbot, store):
    window = _window(qtbot, store, player="Ann")
    window.player_box.setCurrentText("Cleo")
    assert window.values["games"].text() == "1"
    won = store.figures(LOST_CITIES, "Cleo").wins
    assert window.values["against-normal"].text() == f"{won} of 1 won ({100 * won}%)"
    assert window.games_list.topLevelItemCount() == 1


def test_the_chart_paints_points_and_an_empty_one_says_so(qtbot, store, tmp_path):
    window = _window(qtbot, store, player="Ann")
    painted = window.chart.grab().toImage()
    assert painted.width() >= 360 and _distinct_colours(painted) > 10
    easy_green = QColor("#009E73").rgb()
    assert any(painted.pixel(x, y) == easy_green
               for x in range(painted.width()) for y in range(0, painted.height(), 2))
    empty = _window(qtbot, StatisticsStore(tmp_path / "empty.sqlite3"))
    assert empty.player() is None and empty.values["games"].text() == "—"
    assert empty.chart.accessibleDescription() == "No finished games yet"


def test_a_past_game_opens_read_only_through_the_callback(qtbot, store):
    opened = []
    window = _window(qtbot, store, opened=opened.append, player="Cleo")
    item = window.games_list.topLevelItem(0)
    rect = window.games_list.visualItemRect(item)
    # A double-click comes after a press, as from a real mouse.
    qtbot.mouseClick(window.games_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(window.games_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert [record.names for record in opened] == [("Cleo", "Ada")]
    assert opened[0].cursor == len(opened[0].actions)  # the whole game, its history with it


def test_the_keyboard_reaches_the_games_and_opens_one(qtbot, store):
    opened = []
    window = _window(qtbot, store, opened=opened.append, player="Ann")
    window.games_list.setFocus()
    qtbot.keyClick(window.games_list, Qt.Key.Key_Down)
    qtbot.keyClick(window.games_list, Qt.Key.Key_Return)
    assert len(opened) == 1 and opened[0].names == ("Ann", "Ada")
    assert window.isVisible()  # Enter opened the game; it did not also close the window


def test_a_damaged_file_is_told_and_the_window_still_opens(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"\x00garbage" * 500)
    told = []
    monkeypatch.setattr("copenhagen_gui.shell.statistics_window.QMessageBox.information",
                        lambda parent, title, text: told.append(text))
    store = StatisticsStore(path)
    store.record_game(finished_record(names=("Ann", "Ada"), bots=(None, "easy")))
    window = _window(qtbot, store, player="Ann")
    assert window.values["games"].text() == "1"
    assert len(told) == 1 and "damaged" in told[0]


@pytest.mark.parametrize(("language", "sign"), [("fr", "\u00a0%"), ("de", "\u00a0%"), ("nl", "%"), ("en", "%")])
def test_percentages_are_written_as_each_language_writes_them(qtbot, store, app_language, language, sign):
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    i18n.install_language(app_language, language)
    window = _window(qtbot, store, player="Ann")
    rate = window.values["win-rate"].text()
    number = QLocale().toString(round(100 * store.figures(LOST_CITIES, "Ann").win_rate))
    assert rate == number + sign


def test_the_window_reads_the_figures_once_when_it_opens(qtbot, store, monkeypatch):
    # (each reading of a thousand games costs the player a moment)
    reads = []
    for name in ("figures", "scores_over_time", "past_games", "player_names"):
        real = getattr(StatisticsStore, name)
        monkeypatch.setattr(StatisticsStore, name,
                            lambda self, *args, _real=real, _name=name: (reads.append(_name), _real(self, *args))[1])
    window = _window(qtbot, store, player="Cleo")
    assert window.player() == "Cleo" and window.values["games"].text() == "1"
    assert sorted(reads) == ["figures", "past_games", "player_names", "scores_over_time"]
    reads.clear()
    window.player_box.setCurrentIndex(window.player_box.findText("Ann"))  # a choice reads again, once
    assert window.values["games"].text() == "3"
    assert sorted(reads) == ["figures", "past_games", "scores_over_time"]


def test_every_past_games_text_fits_its_column_once_the_window_is_shown(qtbot, store):
    """The columns fit the first rows as the window first shows, and every row (a long
    winner's name far down the list too) a moment later."""
    from copenhagen_gui.shell import statistics_window

    long_name = "Wilhelmina-Bartholomea"
    for n in range(statistics_window.FIRST_ROWS_MEASURED + 10):  # the oldest win is the long name's
        store.record_game(finished_record(seed=100 + n, names=(long_name, "Ann"), bots=(None, None)),
                          finished=START - datetime.timedelta(days=n + 1))
    window = _window(qtbot, store, player="Ann")
    rows = window.games_list.topLevelItemCount()
    won = [i for i in range(rows) if window.games_list.topLevelItem(i).text(3) == long_name]
    assert won and max(won) >= statistics_window.FIRST_ROWS_MEASURED  # beyond the rows measured first
    header = window.games_list.header()
    needed = window.games_list.fontMetrics().horizontalAdvance(long_name)
    qtbot.waitUntil(lambda: header.sectionSize(3) > needed)


def test_a_past_game_is_read_from_the_file_when_opened(qtbot, store):
    """The list holds no game's record: opening one reads it then (a row whose record
    has since gone is refused, not opened as something else)."""
    import sqlite3

    opened = []
    window = _window(qtbot, store, opened=opened.append, player="Ann")
    [first, second, _] = window._past
    with sqlite3.connect(store.path) as conn:
        conn.execute("DELETE FROM games WHERE uid = ?", (second.uid,))
    conn.close()
    window.games_list.setCurrentItem(window.games_list.topLevelItem(0))
    assert window.open_selected() and opened[0].seed == first.record().seed
    from copenhagen_gui.core.record import RecordError

    with pytest.raises(RecordError):
        second.record()
