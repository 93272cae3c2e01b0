"""Hostile settings files through the real window's start.

    python tools/hostile_settings.py                  # 1,000 files, seed 1
    python tools/hostile_settings.py -n 200 --seed 5 --timeout 20

Each case is a settings file made by tests/hostile/hostile_settings.py (every key the
app reads with hostile values: infinite, NaN and huge numbers, foreign @Variant types,
megabytes of text, paths to devices and pipes; several keys at once, random bytes,
flipped bits, a folder, a pipe or /dev/zero in the file's place), at a fresh path.
A worker process (offscreen, under a memory limit) starts the window as the app does
(Settings, the language, MainWindow, start with resume offered), then starts a game of
each kind with a few moves, makes the New game dialog, switches the language and back,
and closes the window (the settings written back).

A failure is: an exception, a crash, a hang (no answer within the timeout), a setting
read as a value out of its type or range, or a change to a file the settings name (the
pipes, folders and system files the values point to). Exit status 0 when there was no
failure.
"""

from __future__ import annotations

import collections
import random
import sys
import tempfile
import time
from pathlib import Path

from worker_probe import (
    WorkerProbe,
    arguments,
    changed,
    print_summary,
    problems,
    progress,
    search_paths,
    snapshot_tree,
    user_folders,
)

search_paths()  # (tests/hostile first: its hostile_settings is the generator, not this tool)
GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
NAMED_FILES = (Path("/etc/passwd"), Path("/etc/hostname"))  # what values point at: never written


def worker() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
    from worker_probe import serve

    from copenhagen_gui.core import registry
    from copenhagen_gui.core.names import name_problem
    from copenhagen_gui.shell import i18n
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import BOT_SPEED_RANGE, Settings

    app = QApplication.instance() or QApplication([])
    QMessageBox.exec = lambda box: QMessageBox.StandardButton.Discard
    QDialog.exec = lambda dialog: QDialog.DialogCode.Rejected  # the resume question, a start setup

    def pump():
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def check(settings) -> list[str]:
        wrong = []
        if not (isinstance(settings.bot_speed, int) and BOT_SPEED_RANGE[0] <= settings.bot_speed <= BOT_SPEED_RANGE[1]):
            wrong.append(f"bot_speed {settings.bot_speed!r}")
        if not isinstance(settings.show_spots, bool):
            wrong.append(f"show_spots {settings.show_spots!r}")
        names = settings.player_names
        if len(names) != 5 or any(name_problem(n) is not None for n in names):
            wrong.append(f"player names {[n[:20] for n in names]!r}")
        if settings.language not in (None, *i18n.LANGUAGE_CODES):
            wrong.append(f"language {settings.language[:20]!r}")
        return wrong

    def handle(request: dict) -> dict:
        settings = Settings(Path(request["path"]))
        errors = check(settings)
        i18n.install_language(app, settings.language or i18n.default_language())
        window = MainWindow(settings)
        window.start(offer_resume=True)
        window.show()
        pump()
        rng = random.Random(request["index"])
        for game in GAMES:
            spec = registry.get(game)
            window.start_game(spec.default_options(2), list(settings.player_names[:2]), seed=request["index"],
                              game_id=game)
            session = window.session
            for _ in range(3):
                seats = sorted(spec.seats_to_act(session.state))
                if seats:
                    session.perform(rng.choice(spec.legal_actions(session.state, seats[0])))
            pump()
        window._new_game_dialog(list(settings.player_names), 2).deleteLater()
        before = i18n.installed_language(app)
        for code in ("de", before or "en"):
            window.findChild(QAction, f"action-language-{code}").trigger()
            pump()
        errors += check(settings)
        window.session.undo_stack.setClean()
        window.close()
        window.deleteLater()
        pump()
        return {"errors": errors}

    serve(handle)


def main(argv: list[str] | None = None) -> int:
    from hostile_files import snapshot
    from hostile_settings import make_case

    args = arguments(__doc__, argv, 20.0, {"action": "store_true"})
    if args.worker:
        worker()
        return 0

    started = time.monotonic()
    rows: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    failures = []
    rng = random.Random(args.seed)
    named_before = {path: snapshot(path) for path in NAMED_FILES}
    with tempfile.TemporaryDirectory(prefix="hostile-settings-") as tmp:
        tmp = Path(tmp)
        scratch = tmp / "scratch"
        scratch.mkdir()
        env = user_folders(tmp / "home")
        data = Path(env["XDG_DATA_HOME"]) / "copenhagen-gui"
        probe = WorkerProbe(Path(__file__), env, args.timeout)
        try:
            for index in range(args.files):
                case = tmp / "cases" / f"{index:04d}"
                case.mkdir(parents=True)
                path = case / "settings.ini"
                category = make_case(path, rng, scratch).split(":")[0]
                for autosave in data.glob("autosave*.json"):
                    autosave.unlink()  # each case starts from the home screen, no game kept
                before = snapshot_tree(scratch)
                answer = probe.ask({"path": str(path), "index": index})
                found = problems(answer)
                found += [f"{entry} changed" for entry in changed(before, snapshot_tree(scratch))]
                rows[category]["FAILED" if found else "started"] += 1
                if found:
                    failures.append((path.parent.name, category, found))
                progress(index, failures, started)
        finally:
            probe.stop()
    failures += [(str(path), "named file", ["changed"]) for path, before in named_before.items()
                 if snapshot(path) != before]
    print_summary(f"Hostile settings: {args.files} files, seed {args.seed}, {time.monotonic() - started:.0f} s",
                  rows, ("started",), failures,
                  f"exceptions, hangs over {args.timeout:.0f} s, crashes, values out of range, files changed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
