"""GameMode: a game's Qt side, as the shell window uses it.

The shell owns the window, the menus it shares (Game, Edit, View, Language, Help), the
history, files, autosave and the computer-player driver. Everything on the table is the
mode's: its scene and view, its turn panel, its Turn-menu commands, its texts, its result
screen, rulebook pages and guided first game. Each game package has a ``mode.py`` whose
``MODE_CLASS`` subclasses this; the shell finds it through the game's catalogue entry
(``core.catalogue``: by name, so a game's Qt modules load only when that game is played).

The one-writer rule holds here too: a mode never changes a state; it turns the player's
gestures into actions and hands them to ``session.perform``; it redraws from
``session.state`` when the session says it changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QGraphicsScene, QWidget

from copenhagen_gui.core import catalogue
from copenhagen_gui.shell import game_names


def mode_class(game_id: str) -> type[GameMode]:
    """The GameMode class of ``game_id`` (its module is imported now)."""
    entry = catalogue.entry(game_id)
    return entry.load(entry.mode).MODE_CLASS


class OptionsPage(QWidget):
    """The game's part of the New game dialog (below the seats)."""

    def set_seat_count(self, count: int) -> None:
        pass

    def set_names(self, names) -> None:
        """The players' names as typed so far (an option naming who starts lists them)."""

    def options(self, seat_count: int, rng) -> Any:
        """The game's options value for a new game."""
        raise NotImplementedError


class GameMode(QObject):
    changed = Signal()  # what the window's commands allow may have changed: refresh them
    message = Signal(str)  # a line for the prompt area (a refusal's reason, a result)
    game_over = Signal()  # the game just ended: the window shows the result

    game_id: str = ""

    lesson_delay_ms = 450  # between two of a lesson's own moves (tests: 0)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.session = None
        self._guide = None  # "Learn the game" on this table, while it runs (shell.lesson)

    # --- names and texts -------------------------------------------------------------
    def title(self) -> str:
        """The game's name, translated (its catalogue entry's)."""
        return game_names.title(self.game_id)

    def show_message(self, text: str) -> None:
        """A line from the window (saved, undone, a file opened) in the mode's message
        area; a mode without one leaves it to the window's status bar."""
        panel = getattr(self, "panel", None)
        if panel is not None and hasattr(panel, "show_message"):
            panel.show_message(text)
        elif self.window is not None:
            self.window.statusBar().showMessage(text, 5000)

    def action_text(self, action, names) -> str:
        """One line for the undo menu and the history."""
        return type(action).__name__

    def reason_text(self, reason) -> str:
        """Why an action was refused, translated."""
        return str(getattr(reason, "value", reason))

    def retranslate(self) -> None:
        pass

    # --- the table -------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        """The central widget: the table view and the turn panel."""
        raise NotImplementedError

    def table_scene(self) -> QGraphicsScene | None:
        """The scene the table is drawn in (picture export, tests)."""
        return getattr(self, "scene", None)

    def set_session(self, session) -> None:
        """The window puts ``session`` on this table, in place of the one there (still
        alive: let go of it here). Another game than the lesson's ends the lesson."""
        if self._guide is not None and session is not self._guide.lesson.session:
            self.end_tutorial()
        self.session = session

    def release(self) -> None:
        """The game on this table leaves it (another game's table comes to the front,
        or the window closes): stop timers and animations, end a guided game or a setup
        question, and let go of the session, which goes next. The table stays built,
        holding no session, for the next game of this kind."""
        self.end_tutorial()
        self.stop()
        self.session = None

    def can_save(self) -> bool:
        """False while the game on the table is still being set up (nothing to save)."""
        return True

    def table_view(self):
        """The view on the table (a ``shell.table_kit.view.TableView``), or None."""
        return getattr(self, "view", None)

    def turn_strip(self):
        """The strip under the table (a ``shell.table_kit.turn_strip.TurnStrip``), or None."""
        return getattr(self, "panel", None)

    def zoom_to_fit(self) -> None:
        """The whole table in the window (View > Zoom to fit)."""
        view = self.table_view()
        if view is not None:
            view.fit()

    def refresh(self) -> None:
        """Enable exactly this game's commands that make sense now."""

    def stop(self) -> None:
        """Stop timers and animations (``release`` calls it)."""

    # --- the presenter view (shell.table_kit.presenter) -------------------------------
    def set_presenting(self, on: bool, scale: float) -> None:
        """The presenter view begins (``on``) or ends: the table and the strip's texts
        ``scale`` times larger. A game with private information hides it here unless the
        presenter reveals it (see ``presenter_actions``)."""
        view, strip = self.table_view(), self.turn_strip()
        if view is not None:
            view.set_scale_factor(scale if on else 1.0)
        if strip is not None:
            strip.set_text_scale(scale if on else 1.0)

    def presenter_actions(self) -> list[QAction]:
        """The game's commands on the presenter's floating control (e.g. Reveal hand)."""
        return []

    # --- commands --------------------------------------------------------------------
    def turn_actions(self) -> list[QAction | None]:
        """The Turn menu (None: a separator)."""
        return []

    def toolbar_actions(self) -> list[QAction | None]:
        """The game's buttons in the window's toolbar, before Hint."""
        return []

    def view_actions(self) -> list[QAction]:
        """The game's own entries at the top of the View menu."""
        return []

    def key_actions(self) -> list[QAction]:
        """Commands in no menu whose keys work while this game is on the table."""
        return []

    def can_hint(self) -> bool:
        return False

    def show_hint(self) -> None:
        pass

    # --- looking back: the History ----------------------------------------------------
    def history_text(self, action, names) -> str:
        """One line of the History: ``action_text``, with what chance brought (the
        dice rolled) where the game says it."""
        return self.action_text(action, names)

    def turn_of(self, state) -> tuple[int, int] | None:
        """(round, seat whose turn it is) in ``state``, for the History's groups;
        None: the game names no rounds (the History groups the moves by who made them)."""
        return None

    def can_preview(self) -> bool:
        """Whether the table can show a past state (a mode that overrides ``preview``)."""
        return type(self).preview is not GameMode.preview

    def preview(self, state) -> None:
        """Draw ``state``, a past state of the game on the table, read-only; the session
        is not changed. A game with hidden information shows only what the person at
        the screen may see (``spec.view_for``)."""

    def end_preview(self) -> None:
        """Draw the live table again."""

    # --- new game, end, help ---------------------------------------------------------
    def options_page(self) -> OptionsPage:
        raise NotImplementedError

    def begin_game(self, options, names, seed=None, bots=None) -> bool:
        """A new game the players chose in the New game dialog. A game with a setup
        question before its first move (Roll & Write's two-player start tracks)
        overrides this and starts the game once answered."""
        return self.window.start_game(options, names, seed, bots=bots, game_id=self.game_id)

    def game_started(self) -> None:
        """A new game was just dealt on the table (not an opened or resumed one)."""

    def watch_options(self, seat_count: int, rng) -> Any:
        """The options of a game computer players play for the watcher."""
        return self.game_spec().default_options(seat_count)

    def game_spec(self):
        from copenhagen_gui.core import registry

        return registry.get(self.game_id)

    def narrator(self) -> QObject:
        """What tells the watcher of a game what happens: an object with a
        ``narrated(str)`` signal, ``set_session(session or None)`` (the window gives it
        the watched game while that is on the table) and ``retell()``; made once
        (``new_narrator``)."""
        if getattr(self, "_narrator", None) is None:
            self._narrator = self.new_narrator(self)
        return self._narrator

    def new_narrator(self, parent: QObject | None) -> QObject:
        """A narrator of this game of its own (a replay tells its moves with one). By
        default one line per move, in the words of ``action_text``; a game that tells
        more (each thing that happens) overrides this."""
        from copenhagen_gui.shell.watch_panel import MoveNarrator

        return MoveNarrator(self.action_text, parent)

    def tells_more_than_moves(self) -> bool:
        """Whether the game's narrator tells more than the History's line per move."""
        return type(self).new_narrator is not GameMode.new_narrator

    def result_screen(self, parent) -> QDialog | None:
        """The result screen of the finished game on the table, built, not shown yet
        (the window opens it window-modal); None: the game has none."""
        return None

    def after_result(self, dialog: QDialog | None) -> bool:
        """The players closed the result screen ``dialog``; True when they asked for
        the New game dialog (a mode may start a game itself, e.g. "Play again")."""
        return False

    def rulebook(self):
        """This game's in-app rulebook (a ``shell.rulebook.Rulebook``), or None: the
        one its catalogue entry names."""
        from copenhagen_gui.shell import rulebook

        return rulebook.book_for(self.game_id)

    # --- "Learn the game" (shell/lesson) -----------------------------------------------
    def lesson_script(self):
        """This game's lesson (a ``shell.lesson.script.LessonScript``); a mode that
        overrides it has one."""
        return None

    def has_tutorial(self) -> bool:
        """Whether Game > Learn the game has something for this game."""
        return type(self).lesson_script is not GameMode.lesson_script

    def start_tutorial(self) -> bool:
        """'Learn the game' for this game, resumed where the learner left it; False when
        it has none. The window has already asked about the game on the table; the
        lesson's game goes on the table with ``window.set_session(session,
        autosave=False)``."""
        script = self.lesson_script()
        if script is None:
            return False
        from copenhagen_gui.shell.lesson.guide import LessonGuide

        self.end_tutorial()
        self._guide = LessonGuide(self, script)
        self._guide.start()
        return True

    def tutorial_running(self) -> bool:
        """A guided game is on the table (it belongs to nobody: no "save first?")."""
        return self._guide is not None

    @property
    def lesson(self):
        """The running lesson (``shell.lesson.lesson.Lesson``), or None."""
        return self._guide.lesson if self._guide is not None else None

    def end_tutorial(self) -> None:
        """The lesson ends; its game stays on the table until another replaces it."""
        guide, self._guide = self._guide, None
        if guide is not None:
            guide.end()

    # hooks of the table for the lesson's coach marks and words
    def lesson_rect(self, key: tuple) -> QRectF:
        """Where the scene key ``key`` is, in scene coordinates (empty: not on the
        table). By default the scene's ``lesson_rect``."""
        scene = self.table_scene()
        finder = getattr(scene, "lesson_rect", None)
        return finder(key) if finder is not None else QRectF()

    def lesson_widget(self, key: tuple) -> QWidget | None:
        """A button beside the table that ``key`` names (the coach outlines it)."""
        return None

    def lesson_obstacles(self) -> list[QRectF]:
        """Scene rectangles of pieces a lesson's bubble should rather not hide."""
        finder = getattr(self.table_scene(), "lesson_obstacles", None)
        return finder() if finder is not None else []

    def lesson_label(self, name: str) -> str:
        """The text the button of command ``name`` shows (an instruction names it)."""
        return name

    def lesson_began(self, lesson) -> None:
        """A lesson starts on this table (before its first game is put on it): light
        what its steps ask for, forward refusals the table makes itself."""

    def lesson_ended(self, lesson) -> None:
        """The lesson ends: undo what ``lesson_began`` did."""
