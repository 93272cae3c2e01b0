"""The statistics file: every finished game kept, counted once, and never in the way of
play (a damaged or locked file is set aside, a new one started, and the player told)."""

from __future__ import annotations

import datetime
import sqlite3
import threading

import attrs
import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.session import statistics
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.session.statistics import StatisticsStore, StoreProblem
from tests.session.statistics_helpers import LOST_CITIES, START, finished_record, seed_store


@pytest.fixture
def path(tmp_path):
    return tmp_path / "statistics.sqlite3"


def _scores(record):
    return record.spec.scores(records.final_state(record))


def test_the_file_lives_in_the_user_data_folder():
    assert statistics.default_path().name == "statistics.sqlite3"
    assert statistics.default_path().parent.is_dir()


def test_a_finished_game_survives_a_restart(path):
    game = finished_record(names=("Ann", "Ada"), bots=(None, "strong"))
    first = StatisticsStore(path)
    assert first.record_game(game, finished=START)
    first.close()
    again = StatisticsStore(path)
    [kept] = again.past_games(LOST_CITIES)
    assert kept.finished == START.astimezone()
    assert [(s.name, s.bot, s.score) for s in kept.seats] == [
        ("Ann", None, _scores(game)[0]), ("Ada", "strong", _scores(game)[1])]
    assert kept.record() == game  # the whole record, to open again
    assert again.take_notices() == []


def test_figures_per_player_and_computer_level(path):
    store = StatisticsStore(path)
    wins = {}
    for seed, level in enumerate(("easy", "easy", "strong", None)):
        names = ("Ann", "Ada") if level else ("Ann", "Bob")
        game = finished_record(seed=seed, names=names, bots=(None, level))
        wins[seed] = game.spec.ranking(records.final_state(game))[0] == 0
        store.record_game(game, finished=START + datetime.timedelta(days=seed))
    figures = store.figures(LOST_CITIES, "ann")  # names match whatever their case
    assert figures.games == 4 and figures.wins == sum(wins.values())
    assert set(figures.against) == {"easy", "strong", statistics.PEOPLE}
    assert figures.against["easy"].games == 2
    assert figures.against["easy"].wins == wins[0] + wins[1]
    assert figures.against[statistics.PEOPLE].games == 1
    ann_scores = [s.score for s in store.scores_over_time(LOST_CITIES, "Ann")]
    assert figures.best_score == max(ann_scores)
    assert figures.average_score == pytest.approx(sum(ann_scores) / 4)
    assert store.player_names(LOST_CITIES) == ["Ann", "Bob"]  # people only, most games first


def test_scores_over_time_are_in_order_and_say_whom_they_were_against(path):
    store = StatisticsStore(path)
    late = finished_record(seed=1, names=("Ann", "Ada"), bots=(None, "normal"))
    early = finished_record(seed=2, names=("Ann", "Ada"), bots=(None, "easy"))
    today = finished_record(seed=3, names=("Ann", "Ada"), bots=(None, "strong"), daily="2026-10-03")
    store.record_game(late, finished=START + datetime.timedelta(days=2))
    store.record_game(early, finished=START)
    store.record_game(today, finished=START + datetime.timedelta(days=3))
    points = store.scores_over_time(LOST_CITIES, "Ann")
    assert [p.series for p in points] == ["easy", "normal", statistics.DAILY]
    assert [p.score for p in points] == [_scores(early)[0], _scores(late)[0], _scores(today)[0]]


def test_the_same_game_recorded_twice_counts_once(path):
    store = StatisticsStore(path)
    game = finished_record(names=("Ann", "Ada"), bots=(None, "easy"))
    store.record_game(game, finished=START)
    # The autosave resumed, or the last move undone and played again: the same game.
    store.record_game(records.loads(records.dumps(game)), finished=START + datetime.timedelta(hours=1))
    assert store.figures(LOST_CITIES, "Ann").games == 1
    [kept] = store.past_games(LOST_CITIES)
    assert kept.finished == START.astimezone()  # when it first ended


def test_two_attempts_at_todays_game_are_two_games(path):
    store = StatisticsStore(path)
    for uid in ("first", "second"):
        store.record_game(finished_record(names=("Ann", "Ada"), bots=(None, "strong"),
                                          daily="2026-10-01", uid=uid))
    assert store.figures(LOST_CITIES, "Ann").games == 2


def test_the_best_score_of_a_day_is_of_that_days_game_only(path):
    store = StatisticsStore(path)
    day = datetime.date(2026, 10, 1)
    attempts = [finished_record(seed=s, names=(name, "Ada"), bots=(None, "strong"),
                                daily=day.isoformat(), uid=f"try{s}")
                for s, name in ((1, "Ann"), (2, "Cleo"), (3, "Ann"))]
    for game in attempts:
        store.record_game(game)
    store.record_game(finished_record(seed=9, names=("Ann", "Ada"), bots=(None, "strong"),
                                      daily="2026-10-02", uid="nextday"))
    best = max(attempts, key=lambda g: _scores(g)[0])
    assert store.best_of_day(LOST_CITIES, day) == (_scores(best)[0], best.names[0])
    assert store.best_of_day(LOST_CITIES, datetime.date(2026, 9, 30)) is None


def test_a_game_over_session_is_recorded_and_an_unfinished_one_is_not(path, qtbot):
    game = finished_record(names=("Ann", "Ada"), bots=(None, "normal"))
    store = StatisticsStore(path)
    unfinished = GameSession(attrs.evolve(game, cursor=len(game.actions) - 1))
    assert not store.record_finished(unfinished)
    assert store.record_finished(GameSession(game))
    assert store.figures(LOST_CITIES, "Ann").games == 1


def test_a_corrupted_file_is_set_aside_a_new_one_started_and_the_player_told(path):
    garbage = b"this is not a database " * 300
    path.write_bytes(garbage)
    store = StatisticsStore(path)
    assert store.record_game(finished_record())
    [notice] = store.take_notices()
    assert notice.problem is StoreProblem.CORRUPTED
    assert notice.kept_as.read_bytes() == garbage  # kept for recovery, never deleted
    assert notice.kept_as.name.startswith("statistics.sqlite3.set-aside-")
    assert not store.in_memory
    assert len(StatisticsStore(path).past_games(LOST_CITIES)) == 1
    assert store.take_notices() == []  # told once


def test_a_damaged_page_inside_a_real_file_is_found(path):
    store = StatisticsStore(path)
    for seed in range(5):
        store.record_game(finished_record(seed=seed))
    store.close()
    # Fold the WAL into the file, then scribble over the middle of it.
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    data[5000:9000] = b"\xff" * 4000
    path.write_bytes(bytes(data))
    again = StatisticsStore(path)
    assert again.record_game(finished_record(seed=42))
    assert [n.problem for n in again.take_notices()] == [StoreProblem.CORRUPTED]
    assert len(again.past_games(LOST_CITIES)) == 1


def test_a_locked_file_never_blocks_the_game(path):
    StatisticsStore(path).record_game(finished_record(seed=1))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the file and does not let go
    try:
        store = StatisticsStore(path, busy_timeout_ms=50)
        assert store.record_game(finished_record(seed=2))
        [notice] = store.take_notices()
        assert notice.problem is StoreProblem.LOCKED and notice.kept_as.exists()
        assert len(store.past_games(LOST_CITIES)) == 1  # the new file has the new game
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_an_unwritable_place_keeps_statistics_in_memory_for_this_run(tmp_path):
    folder = tmp_path / "a-file-not-a-folder"
    folder.write_text("")
    store = StatisticsStore(folder / "statistics.sqlite3")
    assert store.record_game(finished_record())
    assert [n.problem for n in store.take_notices()] == [StoreProblem.UNWRITABLE]
    assert store.in_memory and len(store.past_games(LOST_CITIES)) == 1


def test_a_file_from_a_newer_version_is_left_alone(path):
    StatisticsStore(path).record_game(finished_record())
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE schema_version SET version = 99")
    before = path.read_bytes()
    store = StatisticsStore(path)
    assert store.record_game(finished_record(seed=5))
    assert [n.problem for n in store.take_notices()] == [StoreProblem.NEWER]
    assert path.read_bytes() == before


def test_the_schema_is_versioned_and_the_journal_is_wal(path):
    StatisticsStore(path).record_game(finished_record())
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [
            (statistics.SCHEMA_VERSION,)]
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_two_windows_writing_at_once_both_keep_their_games(path):
    games = [[finished_record(seed=w * 100 + n, names=(f"P{w}", "Ada"), bots=(None, "easy"))
              for n in range(15)] for w in range(2)]
    ready = threading.Barrier(2)
    stores, errors = [], []

    def window(mine):
        try:
            store = StatisticsStore(path)
            stores.append(store)
            ready.wait()
            for game in mine:
                assert store.record_game(game)
            assert store.take_notices() == []
            store.close()
        except Exception as exc:  # reported to the test thread below
            errors.append(exc)

    threads = [threading.Thread(target=window, args=(mine,)) for mine in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    store = StatisticsStore(path)
    assert len(store.past_games(LOST_CITIES)) == 30
    assert store.figures(LOST_CITIES, "P0").games == store.figures(LOST_CITIES, "P1").games == 15


def test_a_seeded_month_gives_each_player_figures_against_each_level(path):
    store = StatisticsStore(path)
    seed_store(store)
    ann = store.figures(LOST_CITIES, "Ann")
    assert ann.games > 0 and set(ann.against) <= {"easy", "normal", "strong", statistics.PEOPLE}
    assert sum(len(store.past_games(g)) for g in registry.game_ids()) == 30


def test_a_game_another_window_records_shows_at_the_next_reading(path):
    """Readings are kept while the file is unchanged (a refresh reads it once), never
    past a change: this window's or another's."""
    mine, other = StatisticsStore(path), StatisticsStore(path)
    mine.record_game(finished_record(seed=1, names=("Ann", "Ada"), bots=(None, "easy")))
    assert mine.figures(LOST_CITIES, "Ann").games == 1
    other.record_game(finished_record(seed=2, names=("Ann", "Ada"), bots=(None, "easy")))
    assert mine.figures(LOST_CITIES, "Ann").games == 2
    mine.record_game(finished_record(seed=3, names=("Ann", "Ada"), bots=(None, "easy")))
    assert mine.figures(LOST_CITIES, "Ann").games == 3 and len(mine.past_games(LOST_CITIES)) == 3
    mine.close()
    other.close()
