"""A statistics file with one hostile row, met where the player meets it: Game ▸
Statistics in the real window. The damaged game is left out of every figure, the chart
and the list, the window says how many entries were skipped, and the file keeps the row
as it was; nothing raises (pytest-qt fails a test on an exception in a slot or a paint).
A whole-file problem is still told and set aside, as before."""

from __future__ import annotations

import datetime
import random
import sqlite3

import pytest
from hostile_statistics import NOT_UTF8, change_row, damage_whole_file, drop_seats, make_case, make_valid
from PySide6.QtWidgets import QMessageBox
from ui_helpers import adopt_window

from copenhagen_gui.session import statistics
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings
from tests.session.statistics_helpers import LOST_CITIES, ROLL_AND_WRITE

ONE_SKIPPED = "Damaged entries skipped: 1. The statistics file was left as it is."


@pytest.fixture(scope="module")
def sound_original(tmp_path_factory):
    """A sound statistics file (games recorded through the store's own API), made once."""
    path = tmp_path_factory.mktemp("statistics") / statistics.FILE_NAME
    return path, make_valid(path)


@pytest.fixture
def sound_file(sound_original):
    """A sound statistics file where the app looks for it; (path, uids oldest first): the
    test's own copy of the module's one (SQLite's backup: the whole database, consistent)."""
    original, uids = sound_original
    path = statistics.default_path()
    source, copy = sqlite3.connect(original), sqlite3.connect(path)
    try:
        source.backup(copy)
    finally:
        source.close()
        copy.close()
    return path, uids


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes, recorded and answered at once (modal ones and the notice)."""
    shown = []
    ok = QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.objectName()) or ok)
    monkeypatch.setattr(QMessageBox, "information",
                        staticmethod(lambda parent, title, text, *a: shown.append(text) or ok))
    return shown


def _statistics(qtbot, game: str, player: str | None = None):
    """Game ▸ Statistics in the real window, showing ``game`` (and ``player``)."""
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=False)
    window.show()
    shown = window.statistics.show_statistics()
    qtbot.addWidget(shown)  # closed at the end, as the player closes it
    shown.game_box.setCurrentIndex(shown.game_box.findData(game))
    if player is not None:
        shown.player_box.setCurrentIndex(shown.player_box.findText(player))
    assert shown.game() == game and shown.player() == player
    shown.chart.grab()  # painted
    return window, shown


def _figures(path, game, person):
    store = statistics.StatisticsStore(path)
    try:
        return store.figures(game, person)
    finally:
        store.close()


def _remove(path):
    """Whatever a case left at ``path`` (a read-only file, a folder, a link)."""
    if path.is_symlink() or not path.is_dir():
        path.unlink()
    else:
        path.rmdir()


def _row(path, uid):
    with sqlite3.connect(path) as conn:
        conn.text_factory = bytes  # (some rows hold text that is not UTF-8)
        return (conn.execute("SELECT * FROM games WHERE uid = ?", (uid,)).fetchall(),
                conn.execute("SELECT * FROM seats WHERE uid = ? ORDER BY seat", (uid,)).fetchall())


def _who(path, uid) -> tuple[str, str]:
    """The game and the person of the game ``uid`` (of the sound file)."""
    with sqlite3.connect(path) as conn:
        game, = conn.execute("SELECT game FROM games WHERE uid = ?", (uid,)).fetchone()
        name, = conn.execute("SELECT name FROM seats WHERE uid = ? AND seat = 0", (uid,)).fetchone()
    return game, name


DAMAGED_ROWS = [
    ("seats", "score", "abc"), ("seats", "score", b"\x00\x01"), ("seats", "score", 2**63 - 1),
    ("seats", "score", 1.5), ("seats", "score", 10**7), ("seats", "rank", 0), ("seats", "rank", "x"),
    ("seats", "name", "A" * 1_000_000), ("seats", "name", NOT_UTF8), ("seats", "bot", "god"),
    ("seats", "seat", 99), ("games", "finished_utc", "x"), ("games", "finished_utc", "2026-02-30T10:00:00"),
    ("games", "finished_utc", "0001-01-01T00:00:00"), ("games", "finished_utc", "2026-01-01T00:00:00+99:00"),
    ("games", "finished_utc", 12345), ("games", "finished_utc", NOT_UTF8), ("games", "daily", "2026-13-45"),
    ("games", "daily", 7), ("games", "daily", ""),
]


@pytest.mark.parametrize(("table", "column", "value"), DAMAGED_ROWS,
                         ids=[f"{t}.{c}={str(v)[:12]!r}" for t, c, v in DAMAGED_ROWS])
def test_a_damaged_row_is_skipped_counted_and_kept(qtbot, boxes, sound_file, table, column, value):
    path, uids = sound_file
    uid = uids[4]  # a Lost Cities game of Ann's, against the easy computer
    game, person = _who(path, uid)
    before_figures = _figures(path, game, person)
    change_row(path, table, column, value, uid)
    kept = _row(path, uid)
    _window, shown = _statistics(qtbot, game, person)
    assert shown.damaged_note.isVisibleTo(shown) and shown.damaged_note.text() == ONE_SKIPPED
    assert shown.values["games"].text() == str(before_figures.games - 1)
    assert shown.games_list.topLevelItemCount() == before_figures.games - 1
    assert len(shown.chart._points) == before_figures.games - 1
    assert _row(path, uid) == kept  # the file keeps the row as it was
    assert boxes == []


def test_a_game_without_seats_is_skipped(qtbot, boxes, sound_file):
    path, uids = sound_file
    game, person = _who(path, uids[4])
    games = _figures(path, game, person).games
    drop_seats(path, uids[4])
    _window, shown = _statistics(qtbot, game, person)
    assert shown.values["games"].text() == str(games - 1)
    assert shown.damaged_note.text() == ONE_SKIPPED


def test_a_row_claiming_another_game_is_refused_when_opened(qtbot, boxes, sound_file):
    """A Lost Cities record in a row that says Roll & Write: listed under Roll & Write
    (its seats are sound) but never put on the table as the wrong game."""
    path, uids = sound_file
    game, person = _who(path, uids[4])
    assert game == LOST_CITIES
    change_row(path, "games", "game", ROLL_AND_WRITE, uids[4])
    window, shown = _statistics(qtbot, ROLL_AND_WRITE, person)
    before = window.session
    [moved] = [i for i, past in enumerate(shown._past) if past.uid == uids[4]]
    shown.games_list.setCurrentItem(shown.games_list.topLevelItem(moved))
    assert not shown.open_selected()
    assert boxes == ["statistics-open-error"] and window.session is before


def test_a_row_whose_record_is_not_a_record_is_refused_when_opened(qtbot, boxes, sound_file):
    path, uids = sound_file
    game, person = _who(path, uids[-1])
    change_row(path, "games", "record", "{", uids[-1])
    _window, shown = _statistics(qtbot, game, person)
    shown.games_list.setCurrentItem(shown.games_list.topLevelItem(0))  # the newest: that one
    assert not shown.open_selected()
    assert boxes == ["statistics-open-error"]


def test_a_huge_score_never_reaches_the_chart(qtbot, boxes, sound_file):
    path, uids = sound_file
    game, person = _who(path, uids[4])
    change_row(path, "seats", "score", 2**63 - 1, uids[4])
    _window, shown = _statistics(qtbot, game, person)
    image = shown.chart.grab().toImage()  # painted again, without raising
    assert image.width() >= 360
    assert max(p.score for p in shown.chart._points) < 1000


@pytest.mark.parametrize("kind", ["text-schema-version", "blob-schema-version"])
def test_a_schema_version_that_is_no_number_is_set_aside_as_damaged(qtbot, boxes, tmp_path, kind):
    valid = tmp_path / "valid.sqlite3"
    make_valid(valid)
    path = statistics.default_path()
    damage_whole_file(valid, path, kind, random.Random(1), tmp_path)
    _window, shown = _statistics(qtbot, LOST_CITIES)
    assert any("The statistics file was damaged." in text for text in boxes)
    assert list(path.parent.glob("statistics.sqlite3.set-aside-*"))
    assert shown.player_box.count() == 0  # a new, empty file


def test_the_best_score_of_the_day_skips_a_damaged_row(sound_file):
    path, uids = sound_file
    store = statistics.StatisticsStore(path)
    with sqlite3.connect(path) as conn:
        uid, day, game = conn.execute("SELECT uid, daily, game FROM games WHERE daily IS NOT NULL").fetchone()
    day = datetime.date.fromisoformat(day)
    assert store.best_of_day(game, day) is not None
    change_row(path, "seats", "score", "a lot", uid)
    assert store.best_of_day(game, day) is None and store.damaged_count(game) == 1
    store.close()


def test_random_hostile_files_never_break_the_window(qtbot, boxes, tmp_path):
    valid = tmp_path / "valid.sqlite3"
    uids = make_valid(valid)
    rng = random.Random(3)
    path = statistics.default_path()
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=False)
    for index in (0, 5, 9, *range(40, 60)):  # a few whole-file cases, then rows
        hub = window.statistics
        if hub._store is not None:
            hub._store.close()
            hub._store = None
        for leftover in path.parent.glob("statistics.sqlite3*"):
            _remove(leftover)
        make_case(valid, uids, path, rng, index, tmp_path)
        shown = hub.show_statistics()
        qtbot.addWidget(shown)
        for g in range(shown.game_box.count()):
            shown.game_box.setCurrentIndex(g)
            for p in range(shown.player_box.count()):
                shown.player_box.setCurrentIndex(p)
                shown.chart.grab()
