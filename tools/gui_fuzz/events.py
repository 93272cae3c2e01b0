"""The random events a fuzz run sends to the real main window, each under a name (the
summary counts them; ``--avoid`` leaves out the events, menu actions and dialog answers
carrying a name). A name of its own for each:

- ``legal``: a legal move asked from the game's engine (``spec.legal_actions``) for a
  person whose turn it is, performed through the session;
- ``click``, ``right-click``, ``double-click``, ``hover``, ``wheel``: on a random item of
  the table (or a random point of it) or a button beside it (the turn panel, the
  start-track question, a lesson's panel); while the home screen is up, on its buttons;
- ``key``: a key with modifiers, to the window, the table's view or its viewport;
- ``menu``: any enabled command of the menus, the toolbar or the window's keys (named
  after the action too: ``action-save-picture`` ...); the game-replacing ones damped;
- ``new-game`` (the game fuzzed, via the New game dialog), ``new-game-other`` (another
  game), ``todays-game-<game>``, ``learn``, ``watch``, ``home``, ``undo``, ``redo``,
  ``history-preview`` (a click on a line of the History), ``history-back`` (the banner
  or Escape), ``language`` (en, fr, de, nl), ``save-as``, ``open``, ``resize``, ``wait``.

Every event that may put another game than the fuzzed one on the table also carries the
name ``other-game``: ``--avoid other-game`` keeps the fuzzed game on the table (the New
game dialog, Open and the home screen then offer only it). Keys reach commands through
their shortcuts (Ctrl+N, Ctrl+O, Ctrl+Z ...) whatever is avoided.
"""

from __future__ import annotations

import collections
import json
import random
from pathlib import Path

from gui_fuzz.dialogs import DialogAnswers

KEYS = ["Space", "Return", "Escape", "Tab", "Backspace", "Delete", "Left", "Right", "Up", "Down",
        "1", "2", "3", "4", "5", "6", "A", "C", "D", "E", "F", "H", "K", "M", "N", "P", "R", "T",
        "Y", "Z", "F1", "Home"]
LANGUAGES = ("en", "fr", "de", "nl")
# Menu commands that replace the game on the table come less often: games go on.
DAMPED = {"action-new-game": 0.1, "action-open": 0.1, "action-learn": 0.1, "action-watch": 0.1,
          "action-home": 0.2, "action-print-sheets": 0.2, "action-save-picture": 0.3,
          "action-speed-slow": 0.1, "action-speed-normal": 0.2}
NEVER = {"action-quit"}  # the run needs its window


class Fuzzer:
    """The real main window (offscreen, user folders in a scratch folder) with the
    fuzzed game on the table, and the events sent to it."""

    def __init__(self, game_id: str, seed: int, legal_share: float, scratch: Path,
                 avoid: set[str], failures):
        from PySide6.QtWidgets import QApplication

        from copenhagen_gui.core import daily, registry
        from copenhagen_gui.shell.main import build_window, create_app

        self.game = game_id
        self.rng = random.Random(seed)
        self.scratch = scratch
        self.avoid = avoid
        self.failures = failures
        self.counts: collections.Counter[str] = collections.Counter()
        self.finished: collections.Counter[str] = collections.Counter()
        self.legal_moves: collections.Counter[str] = collections.Counter()  # performed, refused, none
        self.daily_games = daily.daily_games()
        self.games = registry.game_ids()
        self.app = create_app([])
        failures.install()
        self.answers = DialogAnswers(self.rng, scratch, self._game_for_new, self._file_to_open)
        self.answers.install()
        self.window = build_window(self.app, offer_resume=False, start=False)
        self.window.resize(1200, 800)
        self.window.show()
        _ = self.window.statistics  # Today's game and Statistics: in the Game menu once it opened
        self.window.actions.get("speed-instant").trigger()  # computer players keep up with the run
        spec = registry.get(game_id)
        self.window.start_game(spec.default_options(2), ["Ann", "Bo"], game_id=game_id)
        QApplication.processEvents()
        self._over = None  # the game last seen over
        self._next_new_game: str | None = None  # the game the next New game dialog is answered with
        self._pointer = None  # the widget the pointer was last over
        self.kinds = self._kinds(legal_share)

    # --- choosing an event ----------------------------------------------------------------------

    def _kinds(self, legal_share: float) -> dict[str, tuple[float, object]]:
        """Event name -> (weight, what it does); ``legal`` gets its share of all events."""
        weights = {"click": 3, "right-click": 0.4, "double-click": 0.4, "hover": 1, "wheel": 0.3,
                   "key": 2, "menu": 1.5, "undo": 0.5, "redo": 0.3, "history-preview": 0.3,
                   "history-back": 0.6, "language": 0.15, "new-game": 0.05, "new-game-other": 0.03,
                   "learn": 0.04, "watch": 0.04, "home": 0.05, "save-as": 0.1, "open": 0.08,
                   "resize": 0.2, "wait": 0.3}
        kinds = {name: (weight, getattr(self, "ev_" + name.replace("-", "_"))) for name, weight in weights.items()}
        for game_id in self.daily_games:
            kinds[f"todays-game-{game_id}"] = (0.04, lambda g=game_id: self.ev_todays(g))
        kinds["legal"] = (sum(w for w, _ in kinds.values()) * legal_share / (1 - legal_share), self.ev_legal)
        return {name: kind for name, kind in kinds.items() if not self._avoided(self._tags(name))}

    def _tags(self, name: str) -> set[str]:
        """The names an event goes by (``--avoid`` matches any of them)."""
        tags = {name, "action-" + name}
        if name == "new-game-other" or (name.startswith("todays-game-") and name != f"todays-game-{self.game}"):
            tags.add("other-game")
        return tags

    def _avoided(self, tags: set[str]) -> bool:
        return bool(tags & self.avoid)

    def choose(self) -> str:
        """The name of the next event, drawn by the weights."""
        return self.rng.choices(list(self.kinds), [w for w, _ in self.kinds.values()])[0]

    def send(self, name: str) -> None:
        self.counts[name] += 1
        self.kinds[name][1]()

    # --- what the table holds -------------------------------------------------------------------

    @property
    def session(self):
        return self.window.session

    def _view(self):
        mode = self.window.mode
        return getattr(mode, "view", None) if mode is not None else None

    def _home_up(self) -> bool:
        return self.window.home_shown()

    def _table_locked(self) -> bool:
        """Nothing can be played: the home screen, a past moment, a setup question."""
        w = self.window
        return w.session is None or self._home_up() or w.preview.active or not w.mode.can_save()

    # --- the game's own moves -------------------------------------------------------------------

    def ev_legal(self) -> None:
        s = self.session
        if self._table_locked():
            self.legal_moves["none: the table waits"] += 1
            return
        spec, state = s.spec, s.state
        people = [seat for seat in sorted(spec.seats_to_act(state)) if not s.bots[seat]]
        if not people:
            if s.awaiting_confirm() is not None:  # the card game: a finished turn, End turn
                s.confirm_turn()
                self.legal_moves["turn confirmed"] += 1
                return
            self.legal_moves["none: no person to act"] += 1
            return
        moves = list(spec.legal_actions(state, self.rng.choice(people)))
        if not moves:
            self.legal_moves["none: no legal move"] += 1
            return
        reason = s.perform(self.rng.choice(moves))
        self.legal_moves["refused" if reason is not None else "performed"] += 1
        if reason is not None and not self.window.mode.tutorial_running():
            self.failures.add("mismatch", f"{spec.game_id}: the session refused a legal move ({reason})")

    # --- pointer and keys -----------------------------------------------------------------------

    def _target(self):
        """(widget, point) to click: a home screen button; or a button beside the
        table (the turn panel, a setup question, a lesson), an item of the table or a
        random point of it."""
        from PySide6.QtCore import QPoint, QRect
        from PySide6.QtWidgets import QAbstractButton

        if not self._home_up() and self.rng.random() < 0.25:
            page = self.window.table_stack.currentWidget()
            buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                button = self.rng.choice(buttons)
                return button, button.rect().center()
        if self._home_up():
            home = self.window.home
            if self._avoided({"other-game"}):
                home.choose(self.game)
            buttons = [b for b in home.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
                       and not self._avoided(self._home_tags(b))]
            if not buttons:
                return None, None
            button = self.rng.choice(buttons)
            return button, button.rect().center()
        view = self._view()
        if view is None or view.scene() is None:
            return None, None
        viewport = view.viewport()
        if self.rng.random() < 0.4:
            return viewport, QPoint(self.rng.randrange(max(1, viewport.width())),
                                    self.rng.randrange(max(1, viewport.height())))
        visible = QRect(0, 0, viewport.width(), viewport.height())
        points = []
        for item in view.scene().items():
            if item.isVisible() and not item.sceneBoundingRect().isEmpty():
                point = view.mapFromScene(item.sceneBoundingRect().center())
                if visible.contains(point):
                    points.append(point)
        return viewport, (self.rng.choice(points) if points else None)

    def _home_tags(self, button) -> set[str]:
        """A home screen button goes by its name less "home-" (learn, new-game ...);
        choosing another game there is ``other-game``; Today's game by its game."""
        name = button.objectName().removeprefix("home-")
        game = button.property("game")
        if game is not None:
            return {name, "other-game"} if game != self.game else {name}
        if name == "todays-game":
            return self._tags(f"todays-game-{self.window.home.game()}")
        return {name, "action-" + name}

    def _modifiers(self):
        from PySide6.QtCore import Qt

        m = Qt.KeyboardModifier
        return self.rng.choice([m.NoModifier] * 5 + [m.ShiftModifier, m.ControlModifier, m.AltModifier,
                                                     m.ControlModifier | m.ShiftModifier])

    def _mouse(self, button: str = "left", double: bool = False, hover: bool = False) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        widget, point = self._target()
        if point is None:
            return
        buttons = {"left": Qt.MouseButton.LeftButton, "right": Qt.MouseButton.RightButton}
        self._pointer_over(widget)
        if hover:
            QTest.mouseMove(widget, point)
        elif double:
            QTest.mouseDClick(widget, buttons[button], Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(widget, buttons[button], self._modifiers(), point)

    def _pointer_over(self, widget) -> None:
        """The pointer goes to ``widget``: the widget it leaves gets the Leave event a
        window system would send (QTest's mouse events go straight to their widget, so a
        cell of the table would stay hovered while the pointer clicks the History)."""
        import shiboken6
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication

        left, self._pointer = self._pointer, widget
        if left is not None and left is not widget and shiboken6.isValid(left):
            QApplication.sendEvent(left, QEvent(QEvent.Type.Leave))

    def ev_click(self) -> None:
        self._mouse()

    def ev_right_click(self) -> None:
        self._mouse("right")

    def ev_double_click(self) -> None:
        self._mouse(double=True)

    def ev_hover(self) -> None:
        self._mouse(hover=True)

    def ev_wheel(self) -> None:
        from PySide6.QtCore import QPoint, QPointF, Qt
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication

        widget, point = self._target()
        if point is None:
            return
        self._pointer_over(widget)
        delta = QPoint(0, self.rng.choice([-240, -120, 120, 240]))
        event = QWheelEvent(QPointF(point), QPointF(widget.mapToGlobal(point)), QPoint(0, 0), delta,
                            Qt.MouseButton.NoButton, self._modifiers(), Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)

    def ev_key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        targets = [self.window]
        view = self._view()
        if view is not None and not self._home_up():
            targets += [view, view.viewport()]
        QTest.keyClick(self.rng.choice(targets), getattr(Qt.Key, "Key_" + self.rng.choice(KEYS)),
                       self._modifiers())

    def ev_resize(self) -> None:
        self.window.resize(self.rng.choice([1, 60, 320, 640, 1024, 1400, 2560]),
                           self.rng.choice([1, 40, 240, 480, 800, 1440]))

    def ev_wait(self) -> None:
        """Time passes: computer players move, dice settle, the autosave is written."""
        from PySide6.QtTest import QTest

        QTest.qWait(self.rng.choice([10, 60, 200, 650]))

    # --- menus and toolbar ----------------------------------------------------------------------

    def reachable_actions(self) -> list:
        """The commands a person can reach: the menus (and their submenus), the toolbar
        and the window's own keys."""
        from PySide6.QtWidgets import QToolBar, QWidget

        seen, found = set(), []

        def add(action):
            if id(action) in seen or action.isSeparator():
                return
            seen.add(id(action))
            if action.menu() is not None:
                for inner in action.menu().actions():
                    add(inner)
            else:
                found.append(action)

        window = self.window
        for action in QWidget.actions(window) + window.menuBar().actions():
            add(action)
        for bar in window.findChildren(QToolBar):
            if bar.isVisible():
                for action in bar.actions():
                    add(action)
        return found

    def _action_tags(self, action) -> set[str]:
        name = action.objectName()
        tags = {name, name.removeprefix("action-")}
        if name.startswith("action-todays-game-"):
            tags |= self._tags(name.removeprefix("action-"))
        if name.startswith("action-language-"):
            tags.add("language")
        return tags

    def ev_menu(self) -> None:
        actions = [a for a in self.reachable_actions() if a.isEnabled() and a.objectName() not in NEVER
                   and not self._avoided(self._action_tags(a))]
        if not actions:
            return
        action = self.rng.choice(actions)
        if self.rng.random() > DAMPED.get(action.objectName(), 1.0):
            return
        self.counts["menu:" + (action.objectName() or action.text() or "?")] += 1
        action.trigger()

    def _trigger(self, name: str) -> None:
        action = self.window.actions.get(name)
        if action.isEnabled():
            action.trigger()

    def ev_undo(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if self.rng.random() < 0.5:
            self._trigger("undo")
        else:
            QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def ev_redo(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if self.rng.random() < 0.5:
            self._trigger("redo")
        else:
            m = Qt.KeyboardModifier
            QTest.keyClick(self.window, Qt.Key.Key_Z, m.ControlModifier | m.ShiftModifier)

    # --- another game on the table --------------------------------------------------------------

    def _game_for_new(self) -> str:
        """The game the New game dialog is answered with: mostly the fuzzed one."""
        if self._next_new_game is not None:
            game, self._next_new_game = self._next_new_game, None
            return game
        others = [g for g in self.games if g != self.game]
        if others and self.rng.random() < 0.15 and not self._avoided(self._tags("new-game-other")):
            return self.rng.choice(others)
        return self.game

    def ev_new_game(self, game_id: str | None = None) -> None:
        self._next_new_game = game_id or self.game
        self.window.actions.get("new-game").trigger()
        self._next_new_game = None

    def ev_new_game_other(self) -> None:
        self.ev_new_game(self.rng.choice([g for g in self.games if g != self.game]))

    def ev_todays(self, game_id: str) -> None:
        self.window.statistics.todays_actions[game_id].trigger()

    def ev_learn(self) -> None:
        self._trigger("learn")

    def ev_watch(self) -> None:
        self._trigger("watch")

    def ev_home(self) -> None:
        self._trigger("home")

    def back_to_the_game(self) -> None:
        """Now and then, when another game (or none, or a guided game) is on the table,
        the fuzzed game comes back as a player would bring it: Game > New game."""
        s = self.session
        elsewhere = s is None or s.spec.game_id != self.game
        if (elsewhere and self.rng.random() < 0.2) or (self.window.mode.tutorial_running()
                                                       and self.rng.random() < 0.05):
            self.counts["back-to-the-game"] += 1
            self.ev_new_game(self.game)

    # --- looking back ---------------------------------------------------------------------------

    def ev_history_preview(self) -> None:
        """A click on a line of the History (shown first, as Edit > History does)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from copenhagen_gui.shell.history_panel import STATE_ROLE

        window = self.window
        if window.session is None:
            return
        if not window.history_dock.isVisible():
            self._trigger("history")
        view = window.history_view
        if not view.isVisible():
            return
        model = view.model()
        lines = [model.index(r, 0) for r in range(model.rowCount())
                 if model.index(r, 0).data(STATE_ROLE) is not None]
        if not lines:
            return
        line = self.rng.choice(lines)
        view.scrollTo(line)
        rect = view.visualRect(line)
        if rect.isValid():
            self._pointer_over(view.viewport())
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             rect.center())

    def ev_history_back(self) -> None:
        """Back to the live table: a click on the banner, or Escape."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        window = self.window
        if not window.preview.active:
            return
        if self.rng.random() < 0.5:
            self._pointer_over(window.preview_banner)
            QTest.mouseClick(window.preview_banner, Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(window, Qt.Key.Key_Escape)

    # --- languages and files --------------------------------------------------------------------

    def ev_language(self) -> None:
        from PySide6.QtGui import QAction

        code = self.rng.choice(LANGUAGES)
        action = self.window.findChild(QAction, f"action-language-{code}")
        if action is not None:
            action.trigger()

    def ev_save_as(self) -> None:
        self._trigger("save-as")

    def ev_open(self) -> None:
        self._trigger("open")

    def _file_to_open(self) -> Path | None:
        """A game saved earlier in the run (of the fuzzed game only, with
        ``--avoid other-game``), now and then a file that is not there, or cancel."""
        roll = self.rng.random()
        if roll < 0.1:
            return None
        if roll < 0.15:
            return self.scratch / "not-there.json"
        files = sorted(self.scratch.glob("*.json"))
        if self._avoided({"other-game"}):
            files = [f for f in files if _game_of(f) == self.game]
        return self.rng.choice(files) if files else None

    # --- after each event -----------------------------------------------------------------------

    def close_strays(self) -> None:
        """Windows left open (the rules, About, Statistics, a notice): a person closes
        them now and then."""
        from PySide6.QtWidgets import QApplication, QDialog

        for widget in QApplication.topLevelWidgets():
            if widget is self.window or not widget.isVisible() or self.rng.random() < 0.6:
                continue
            if isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()

    def count_finished(self) -> None:
        """Count each game the first time it is seen over (an undone end counts again)."""
        s = self.session
        over = s is not None and s.spec.is_over(s.state)
        if over and s is not self._over:
            self.finished[s.spec.game_id] += 1
        self._over = s if over else None


def _game_of(path: Path) -> str | None:
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("game")
    except (OSError, ValueError, AttributeError):
        return None
