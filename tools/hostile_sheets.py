"""Hostile Lost Cities sheet files through the real New game dialog.

    python tools/hostile_sheets.py                  # 1,000 files, seed 1
    python tools/hostile_sheets.py -n 200 --seed 5 --timeout 20

The files are every named case of tests/hostile/hostile_sheets.py (huge integers, deep
nesting, /dev/zero and /dev/urandom behind symlinks, pipes, sockets, folders, ids that
are paths or already taken, ...) and then random mutations of the shipped sheet, up
to N. Each file is put alone in the sheets folder of throw-away user folders, and the
real MainWindow (offscreen, in a worker process under a memory limit) opens Game ▸ New
game ▸ Lost Cities: every file must be listed, a broken one disabled with its reason;
a usable one is played (20 moves, saved and read back) and edited (Edit… ▸ Save).

A failure is: an exception, a crash, a hang (no answer within the timeout), a file
not listed or listed without a reason, a broken file changed, an edited sheet saved
outside the sheets folder, or any write outside it but the app's own files (settings,
autosave, statistics). Exit status 0 when there was no failure.
"""

from __future__ import annotations

import collections
import random
import re
import shutil
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

search_paths()  # (tests/hostile first: its hostile_sheets is the generator, not this tool)
ESCAPE = Path("/tmp/copenhagen-escape")  # where the path-like ids of the generator point
LOST_CITIES = "lost-cities-rw"
MOVES = 20


# --- the window's side: a worker process ------------------------------------------------------

def worker(scratch: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QMessageBox
    from worker_probe import serve

    from copenhagen_gui.core import registry
    from copenhagen_gui.core.record import load_file
    from copenhagen_gui.games.lost_cities_rw.ui import sheet_library
    from copenhagen_gui.games.lost_cities_rw.ui.sheet_editor import SheetEditor
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    app = QApplication.instance() or QApplication([])
    QMessageBox.exec = lambda box: QMessageBox.StandardButton.Discard  # an unsaved game may go
    saved_to: list[Path] = []

    def press_save(editor):
        editor.name_edit.setText(editor.name_edit.text()[:50] + " (checked)")
        editor.save()
        saved_to.append(getattr(editor, "path", None))  # (None: a version that does not say)
        return editor.result()
    SheetEditor.exec = press_save
    window = MainWindow(Settings())
    window.start(offer_resume=False)
    window.show()
    spec = registry.get(LOST_CITIES)

    def handle(request: dict) -> dict:
        errors, saved_to[:] = [], []
        dialog = window._new_game_dialog(["Ann", "Bob"], 2, game_id=LOST_CITIES)
        page = dialog.options_page()
        combo = page.sheet_combo
        items = [(combo.itemData(i), combo.model().item(i).isEnabled(), combo.model().item(i).toolTip())
                 for i in range(1, combo.count())]  # (0: the house sheet)
        if len(items) != len(request["files"]):
            errors.append(f"{len(items)} entries listed for {len(request['files'])} files")
        broken = [item for item in items if not item[1]]
        if any(not tip for _, _, tip in broken) or (broken and not page.broken_note.text()):
            errors.append("a broken file listed without its reason")
        played = 0
        for key, enabled, _ in items:
            if not enabled:
                continue
            combo.setCurrentIndex(combo.findData(key))
            options = page.options(2, random.Random(played))
            window.start_game(options, ["Ann", "Bob"], seed=request["index"], game_id=LOST_CITIES)
            session, rng = window.session, random.Random(request["index"])
            for _ in range(MOVES):
                state = session.state
                if spec.is_over(state):
                    break
                seat = min(spec.seats_to_act(state))
                session.perform(rng.choice(spec.legal_actions(state, seat)))
            target = scratch / "game.json"
            if not window.save_to(target) or load_file(target) != session.record:
                errors.append("played on the sheet, but Save As did not keep the game")
            if page.edit_sheet() is None:
                errors.append("the sheet could not be edited and saved")
            session.undo_stack.setClean()
            played += 1
        folder = sheet_library.sheets_dir()
        outside = [str(p) for p in saved_to if p is not None and p.parent != folder]
        if outside:
            errors.append(f"the editor saved outside the sheets folder: {outside}")
        dialog.deleteLater()
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return {"listed": len(items), "broken_files": [key.removeprefix("broken:") for key, _, _ in broken],
                "played": played,
                "saved": [str(p) for p in saved_to if p is not None], "errors": errors}

    serve(handle)


# --- the run -------------------------------------------------------------------------------

# What the app itself keeps in its data folder while a game is played.
APP_FILES = re.compile(r"\.?(autosave.*|statistics\.sqlite3.*|.*-lesson\.json|.*\.lock|.*\.tmp)")


def _outside(root: Path, sheets: Path, config: Path, scratch: Path) -> dict[str, tuple]:
    """Every file under ``root`` but the sheets folder, the settings, the worker's own
    saves and the app's own data files: nothing here may change."""
    return {name: state for name, state in snapshot_tree(root, skip=(sheets, config, scratch)).items()
            if not APP_FILES.fullmatch(Path(name).name)}


def make_files(count: int, seed: int):
    """(file name, how to make it: a function of the path returning its category) for
    each case: the named ones, then random mutations."""
    from hostile_sheets import CASES, make_case, random_case

    def named(name):
        def make(path):
            make_case(name, path)
            return "named"
        return make
    cases = [(f"{n:04d}-{name}.json", named(name)) for n, name in enumerate(sorted(CASES))]
    rng = random.Random(seed)
    cases += [(f"{n:04d}.json", lambda path: random_case(path, rng)) for n in range(len(cases), count)]
    return cases[:count]


def main(argv: list[str] | None = None) -> int:
    args = arguments(__doc__, argv, 20.0, {"type": Path})
    if args.worker is not None:
        worker(args.worker)
        return 0

    started = time.monotonic()
    rows: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    failures = []
    with tempfile.TemporaryDirectory(prefix="hostile-sheets-") as tmp:
        tmp = Path(tmp)
        scratch = tmp / "scratch"
        scratch.mkdir()
        env = user_folders(tmp / "home")
        data = Path(env["XDG_DATA_HOME"]) / "copenhagen-gui"
        config = Path(env["XDG_CONFIG_HOME"]) / "copenhagen-gui"
        folder = data / "lost-cities-sheets"
        probe = WorkerProbe(Path(__file__), env, args.timeout, (str(scratch),))
        try:
            for index, (name, make) in enumerate(make_files(args.files, args.seed)):
                shutil.rmtree(folder, ignore_errors=True)
                folder.mkdir(parents=True)
                category = make(folder / name)
                before = _outside(tmp, folder, config, scratch)
                file_before = snapshot_tree(folder)
                answer = probe.ask({"index": index, "files": [name]})
                found = problems(answer)
                # A broken file stays as it was; a usable one was saved back by the editor.
                found += [f"{entry} changed" for entry in changed(file_before, snapshot_tree(folder))
                          if entry.split("/")[0] in answer.get("broken_files", [])]
                found += [f"written outside the sheets folder: {entry}"
                          for entry in changed(before, _outside(tmp, folder, config, scratch))]
                if ESCAPE.exists():
                    found.append(f"{ESCAPE} was written")
                outcome = "FAILED" if found else "playable" if answer.get("played") else "broken"
                rows[category][outcome] += 1
                if found:
                    failures.append((name, category, found))
                progress(index, failures, started)
        finally:
            probe.stop()
    print_summary(f"Hostile sheets: {args.files} files, seed {args.seed}, {time.monotonic() - started:.0f} s",
                  rows, ("playable", "broken"), failures,
                  f"exceptions, hangs over {args.timeout:.0f} s, crashes, files changed, writes outside")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
