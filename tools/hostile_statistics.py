"""Hostile statistics files through the real window's Game ▸ Statistics.

    python tools/hostile_statistics.py                  # 1,000 files, seed 1
    python tools/hostile_statistics.py -n 200 --seed 5 --timeout 30

A sound statistics file is made from finished games of Lost Cities and Roll & Write
(tests/hostile/hostile_statistics.py); each case damages it: the whole file first
(truncated, random bytes, damaged pages, /dev/zero, a folder, a pipe, a text schema
version, a newer schema, missing tables, ...), then one value of one row (text, blob,
huge or fractional scores, impossible dates, another game's id, a game without seats,
a record that is no record, text that is not UTF-8 ...). A worker process (offscreen,
under a memory limit) opens Game ▸ Statistics, shows every game and every player with
its chart, opens past games, records a finished game of the day (the result's best of
the day) and shows the home screen.

A failure is: an exception (in a slot or a paint too), a crash, a hang (no answer
within the timeout), or a change to what the file held: the damaged row must still be
in the file as it was, and a whole file set aside must keep its bytes. Exit status 0
when there was no failure.
"""

from __future__ import annotations

import collections
import hashlib
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from worker_probe import WorkerProbe, arguments, print_summary, problems, progress, search_paths, user_folders

search_paths()  # (tests/hostile first: its hostile_statistics is the generator, not this tool)
FILE_NAME = "statistics.sqlite3"


def worker() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QMessageBox
    from worker_probe import serve

    from copenhagen_gui.core import daily, registry
    from copenhagen_gui.session.game_session import GameSession
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings
    from tests.session.statistics_helpers import finished_record

    app = QApplication.instance() or QApplication([])
    told: list[str] = []
    ok = QMessageBox.StandardButton.Ok
    QMessageBox.exec = lambda box: told.append(box.objectName()) or QMessageBox.StandardButton.Discard
    QMessageBox.open = lambda box: told.append(box.objectName())
    QMessageBox.information = staticmethod(lambda parent, title, text, *a: told.append(text[:60]) or ok)
    QMessageBox.warning = staticmethod(lambda parent, title, text, *a: told.append(text[:60]) or ok)

    def pump():
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def handle(request: dict) -> dict:
        told.clear()
        window = MainWindow(Settings())
        window.start(offer_resume=False)
        window.show()
        pump()
        hub = window.statistics
        shown = hub.show_statistics()
        opened = players = 0
        for g in range(shown.game_box.count()):
            shown.game_box.setCurrentIndex(g)
            for p in range(min(shown.player_box.count(), 3)):
                shown.player_box.setCurrentIndex(p)
                players += 1
                shown.chart.grab()  # a paint: a raise there counts
                for k in range(min(shown.games_list.topLevelItemCount(), 2)):
                    shown.games_list.setCurrentItem(shown.games_list.topLevelItem(k))
                    opened += bool(shown.open_selected())
                    pump()
                    shown = hub.show_statistics()
                    if shown.game_box.currentIndex() != g:
                        shown.game_box.setCurrentIndex(g)
                    shown.player_box.setCurrentIndex(p)
        game = registry.get("lost-cities-rw")
        day = daily.today()
        record = finished_record(game.game_id, seed=10_000 + request["index"], names=("Ann", "Ada"),
                                 bots=(None, "strong"), daily=day.isoformat())
        session = GameSession(record)
        recorded = hub.record_finished(session)
        note = hub.day_note_for(session)
        window.show_home()
        pump()
        window.grab()
        hub.store.close()
        if window.session is not None:
            window.session.undo_stack.setClean()
        window.close()
        window.deleteLater()
        pump()
        return {"players": players, "opened": opened, "recorded": recorded, "note": bool(note),
                "told": len(told)}

    serve(handle)


# --- what the file held --------------------------------------------------------------------

def rows_of(path: Path) -> dict | None:
    """Every row of the file, as bytes (None: not a database this can read; only an
    ordinary file is opened: reading a pipe would wait for ever)."""
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        conn.text_factory = bytes
        return {table: sorted(map(repr, conn.execute(f"SELECT * FROM {table}")))  # noqa: S608
                for table in ("games", "seats")}
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def digest(path: Path) -> str | None:
    """The bytes of an ordinary file that holds any (an empty file holds nothing to keep)."""
    try:
        data = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
    except OSError:
        return None
    return hashlib.sha256(data).hexdigest() if data else None


def kept(data: Path, before_rows: dict | None, before_digest: str | None) -> list[str]:
    """Whether what the case file held is still in the data folder: its rows (a new
    game may have been added) in the file, or its bytes in a file set aside."""
    path = data / FILE_NAME
    if before_rows is not None:
        after = rows_of(path)
        if after is not None and all(set(before_rows[t]) <= set(after[t]) for t in before_rows):
            return []
    if before_digest is None:
        return []
    if any(digest(p) == before_digest for p in data.glob(FILE_NAME + "*")):
        return []
    return ["what the file held is gone (not in the file, not set aside)"]


def main(argv: list[str] | None = None) -> int:
    from hostile_statistics import make_case, make_valid

    args = arguments(__doc__, argv, 30.0, {"action": "store_true"})
    if args.worker:
        worker()
        return 0

    started = time.monotonic()
    rows: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    failures = []
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="hostile-statistics-") as tmp:
        tmp = Path(tmp)
        scratch = tmp / "scratch"
        scratch.mkdir()
        valid = tmp / "valid.sqlite3"
        uids = make_valid(valid)
        env = user_folders(tmp / "home")
        data = Path(env["XDG_DATA_HOME"]) / "copenhagen-gui"
        data.mkdir(parents=True, exist_ok=True)
        probe = WorkerProbe(Path(__file__), env, args.timeout)
        try:
            for index in range(args.files):
                for leftover in data.glob(FILE_NAME + "*"):
                    _remove(leftover)
                path = data / FILE_NAME
                category = make_case(valid, uids, path, rng, index, scratch)
                before_rows, before_digest = rows_of(path), digest(path)
                answer = probe.ask({"index": index})
                found = problems(answer) + kept(data, before_rows, before_digest)
                outcome = "FAILED" if found else "told" if answer.get("told") else "quiet"
                rows[category][outcome] += 1
                if found:
                    failures.append((f"case {index}", category, found))
                progress(index, failures, started)
        finally:
            probe.stop()
    print_summary(f"Hostile statistics: {args.files} files, seed {args.seed}, {time.monotonic() - started:.0f} s",
                  rows, ("quiet", "told"), failures,
                  f"exceptions, hangs over {args.timeout:.0f} s, crashes, rows or files lost")
    return 1 if failures else 0


def _remove(path: Path) -> None:
    """Whatever the last case left: a file (perhaps read-only), a link, a folder."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink()


if __name__ == "__main__":
    sys.exit(main())
