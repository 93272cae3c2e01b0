"""Random GUI events against the real main window, offscreen, counting what goes wrong.

    python tools/fuzz_gui.py                      # 10,000 events, seed 1
    python tools/fuzz_gui.py -n 2000 --seed 7 --legal 0.3

Events: clicks (left, right, double), hovers on the table's items; keys with
modifiers sent to the window, the view or its viewport; any QAction (language
actions too); undo and redo; resizes down to 1x1; and (``--legal``, a share) a random
legal move of the player to act, so that games reach their end. Modal dialogs are
answered at random (message boxes, the new-game, colour-change and result dialogs,
file dialogs pointing into a scratch folder).

After every event: no exception (sys.excepthook and the event itself), and the game
is consistent: replaying its record up to the cursor gives the session's state, the
undo stack's index is the cursor, and (every few events) the autosave holds the
record. Exit status 0 when nothing failed. User folders go to a scratch folder.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's package, whatever is installed

KEYS = ["Space", "R", "N", "E", "K", "H", "Escape", "Return", "Left", "Right", "Up", "Down",
        "1", "2", "3", "4", "5", "Z", "Y", "Tab", "A", "Delete", "Backspace", "F1"]
# Actions that replace the whole game are damped so that games can go on.
DAMPED = {"action-new-game": 0.05, "action-open": 0.05, "action-learn": 0.1, "action-watch": 0.05}
NEVER = {"action-quit"}


def isolate_user_folders(base: Path) -> None:
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
        path = base / sub
        path.mkdir(parents=True, exist_ok=True)
        os.environ[var] = str(path)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Fuzzer:
    def __init__(self, seed: int, legal: float, scratch: Path):
        from PySide6.QtWidgets import QApplication

        from copenhagen_gui.shell.main import build_window, create_app

        self.rng = random.Random(seed)
        self.legal = legal
        self.scratch = scratch
        self.counts = collections.Counter()
        self.dialogs = collections.Counter()
        self.failures: list[str] = []
        self.max_actions = 0
        self.games_over = 0
        self.app = create_app([])
        _quiet_offscreen_notes()
        self._patch_dialogs()
        sys.excepthook = self._excepthook
        self.window = build_window(self.app, offer_resume=False)
        self.window.resize(1100, 760)
        self.window.show()
        QApplication.processEvents()

    # --- modal dialogs answered at random ------------------------------------------------

    def _patch_dialogs(self):
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

        from copenhagen_gui.games.copenhagen_rw.ui.result_dialog import ResultDialog
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog

        rng = self.rng
        fuzzer = self

        def box_exec(box):
            fuzzer.dialogs[f"box:{box.objectName() or 'unnamed'}"] += 1
            buttons = box.buttons()
            if buttons:
                choice = rng.choice(buttons)
                choice.click()
                return box.standardButton(choice)
            return QMessageBox.StandardButton.Ok

        def dialog_exec(dialog):
            fuzzer.dialogs[type(dialog).__name__] += 1
            if isinstance(dialog, NewGameDialog):
                dialog.set_player_count(rng.randint(2, 4))
                for seat in range(4):
                    dialog.set_bot(seat, rng.choice([None, None, "easy", "normal", "strong"]))
                    if rng.random() < 0.3:
                        dialog.set_name(seat, rng.choice(["Ann", " Bo ", "x" * 60, "Tab\there", "Zoë"]))
                if rng.random() < 0.5:
                    dialog.set_seed(rng.randrange(1000))
                return QDialog.DialogCode.Accepted if rng.random() < 0.6 else QDialog.DialogCode.Rejected
            if isinstance(dialog, ResultDialog):
                return ResultDialog.NEW_GAME if rng.random() < 0.3 else QDialog.DialogCode.Rejected
            return QDialog.DialogCode.Rejected

        def file_name(*_args, **_kwargs):
            fuzzer.dialogs["file-dialog"] += 1
            if rng.random() < 0.3:
                return "", ""
            return str(fuzzer.scratch / f"game-{rng.randrange(5)}.json"), ""

        QMessageBox.exec = box_exec
        for name in ("critical", "warning", "information", "question"):
            setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok))
        QDialog.exec = dialog_exec
        QFileDialog.getSaveFileName = staticmethod(file_name)
        QFileDialog.getOpenFileName = staticmethod(file_name)

    def _excepthook(self, exc_type, exc, tb):
        self.failures.append("uncaught: " + "".join(traceback.format_exception(exc_type, exc, tb)))

    # --- events -------------------------------------------------------------------------

    def event(self):
        kinds = {"click": 3, "hover": 1, "right": 0.5, "double": 0.5, "key": 2, "action": 1.5,
                 "undo_redo": 0.5, "resize": 0.3}
        kinds["legal"] = sum(kinds.values()) * self.legal / (1 - self.legal)  # its exact share
        kind = self.rng.choices(list(kinds), list(kinds.values()))[0]
        self.counts[kind] += 1
        getattr(self, "_" + kind)()

    def _items(self):
        from PySide6.QtCore import QRect

        view = self.window.mode.view
        visible = QRect(0, 0, view.viewport().width(), view.viewport().height())
        points = []
        for item in self.window.mode.scene.items():
            if not item.isVisible() or item.sceneBoundingRect().isEmpty():
                continue
            point = view.mapFromScene(item.sceneBoundingRect().center())
            if visible.contains(point):
                points.append(point)
        return points

    def _mouse(self, button, double=False, move_only=False):
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        points = self._items()
        if not points:
            return
        point = self.rng.choice(points)
        viewport = self.window.mode.view.viewport()
        if move_only:
            QTest.mouseMove(viewport, point)
        elif double:
            QTest.mouseDClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(viewport, button, self._modifiers(), point)

    def _modifiers(self):
        from PySide6.QtCore import Qt

        m = Qt.KeyboardModifier
        return self.rng.choice([m.NoModifier] * 4 + [m.ShiftModifier, m.ControlModifier,
                                                     m.ControlModifier | m.ShiftModifier])

    def _click(self):
        from PySide6.QtCore import Qt

        self._mouse(Qt.MouseButton.LeftButton)

    def _hover(self):
        from PySide6.QtCore import Qt

        self._mouse(Qt.MouseButton.NoButton, move_only=True)

    def _right(self):
        from PySide6.QtCore import Qt

        self._mouse(Qt.MouseButton.RightButton)

    def _double(self):
        from PySide6.QtCore import Qt

        self._mouse(Qt.MouseButton.LeftButton, double=True)

    def _key(self):
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        key = getattr(Qt.Key, "Key_" + self.rng.choice(KEYS))
        target = self.rng.choice([self.window, self.window.mode.view, self.window.mode.view.viewport()])
        QTest.keyClick(target, key, self._modifiers())

    def _action(self):
        from PySide6.QtGui import QAction

        actions = [a for a in self.window.findChildren(QAction)
                   if a.isEnabled() and a.objectName() not in NEVER]
        if not actions:
            return
        action = self.rng.choice(actions)
        if self.rng.random() > DAMPED.get(action.objectName(), 1.0):
            return
        self.counts["action:" + (action.objectName() or "unnamed")] += 1
        action.trigger()

    def _undo_redo(self):
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        m = Qt.KeyboardModifier
        choice = self.rng.randrange(4)
        if choice == 0:
            self.window.actions.get("undo").trigger()
        elif choice == 1:
            self.window.actions.get("redo").trigger()
        elif choice == 2:
            QTest.keyClick(self.window, Qt.Key.Key_Z, m.ControlModifier)
        else:
            QTest.keyClick(self.window, Qt.Key.Key_Z, m.ControlModifier | m.ShiftModifier)

    def _resize(self):
        self.window.resize(self.rng.choice([1, 50, 300, 640, 900, 1280]),
                           self.rng.choice([1, 40, 240, 480, 760, 1000]))

    def _legal(self):
        from copenhagen_gui.games.copenhagen_rw.rules import engine

        session = self.window.session
        # Roll & Write's moves only (the home screen may have put another game on the table).
        if session is None or session.spec.game_id != "copenhagen-rw" \
                or self.window.mode.controller.bot_to_move():
            return
        actions = engine.legal_actions(session.state)
        if actions:
            self.window.mode.controller._perform(self.rng.choice(actions))

    # --- checks -------------------------------------------------------------------------

    def check(self, index: int, full: bool):
        from copenhagen_gui.core.record import replay
        from copenhagen_gui.games.copenhagen_rw.rules.state import Phase
        from copenhagen_gui.session import storage

        session = self.window.session
        if session is None:
            self.failures.append(f"event {index}: no game on the table")
            return
        record = session.record
        self.max_actions = max(self.max_actions, len(record.actions))
        if replay(record)[-1] != session.state:
            self.failures.append(f"event {index}: replay(record)[cursor] != session.state")
        if session.undo_stack.index() != record.cursor:
            self.failures.append(f"event {index}: undo index {session.undo_stack.index()} != cursor")
        keeper = self.window.autosave
        autosaving = keeper._autosaver is not None and not keeper.health.failing
        if full and autosaving and record.actions and session.state.phase is not Phase.GAME_OVER:
            if storage.read_autosave(keeper.path) != record:
                self.failures.append(f"event {index}: the autosave differs from the game")

    def run(self, count: int, progress: int) -> int:
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from copenhagen_gui.games.copenhagen_rw.rules.state import Phase

        started = time.monotonic()
        was_over = False
        for index in range(count):
            try:
                self.event()
                QApplication.processEvents()
            except Exception:  # noqa: BLE001 — counting every failure is the point
                self.failures.append(f"event {index}: " + traceback.format_exc())
            if not self.window.isVisible():
                self.window.show()
            if index % 50 == 49:
                QTest.qWait(30)  # timers: computer players, the banner, dice
            if index % 250 == 249:
                QTest.qWait(900)  # the dice stop tumbling
            try:
                self.check(index, full=index % 10 == 0)
            except Exception:  # noqa: BLE001
                self.failures.append(f"event {index}: check raised " + traceback.format_exc())
            over = self.window.session is not None and self.window.session.state.phase is Phase.GAME_OVER
            self.games_over += over and not was_over
            was_over = over
            if progress and index % progress == progress - 1:
                print(f"  {index + 1} events, {len(self.failures)} failures, "
                      f"{time.monotonic() - started:.0f} s", flush=True)
        return len(self.failures)


def _quiet_offscreen_notes():
    """The offscreen platform says it cannot propagate size hints at every resize."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if "This plugin does not support" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--legal", type=float, default=0.3,  # below 1
                        help="share of events that are a random legal move (0 = GUI events only)")
    parser.add_argument("--progress", type=int, default=1000, help="print a line every N events")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fuzz-gui-") as tmp:
        isolate_user_folders(Path(tmp) / "home")
        scratch = Path(tmp) / "files"
        scratch.mkdir()
        started = time.monotonic()
        fuzzer = Fuzzer(args.seed, args.legal, scratch)
        failures = fuzzer.run(args.events, args.progress)
        seconds = time.monotonic() - started
        events = {k: v for k, v in fuzzer.counts.items() if not k.startswith("action:")}
        print(f"GUI fuzz: {args.events} events, seed {args.seed}, {seconds:.0f} s")
        print(f"  events: {dict(sorted(events.items()))}")
        print(f"  dialogs answered: {dict(sorted(fuzzer.dialogs.items()))}")
        print(f"  games finished: {fuzzer.games_over}; longest record: {fuzzer.max_actions} actions")
        print(f"  failures (exceptions + inconsistencies): {failures}")
        for failure in fuzzer.failures[:20]:
            print("  - " + failure.strip().replace("\n", "\n    "))
        fuzzer.window.session.undo_stack.setClean()  # quit without questions
        return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
