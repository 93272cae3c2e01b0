"""The shell window around any game: the table stack (each game's table, the home
screen), the History and Commentary docks, the window's title and the game on the table.

It knows no game and is made of parts, each with one job: ``window_commands`` (menus,
toolbar, which commands make sense now, undo), ``mode_switcher`` (the games' tables,
made when first played through the catalogue, and the one in front), ``game_starts``
(how a game comes to the table: a start of the program, New game, Watch, Learn, a past
game), ``home_page`` (the home screen), ``game_host`` (the lifetime of the game on the
table and its result screen), ``game_files`` (files), ``autosave_keeper`` and
``undo_policy`` (what Undo takes back with computers at the table)."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from copenhagen_gui.resources import APP_NAME
from copenhagen_gui.session.bot_driver import BotDriver
from copenhagen_gui.shell import game_names, i18n
from copenhagen_gui.shell.actions import GameActions
from copenhagen_gui.shell.autosave_keeper import AutosaveKeeper
from copenhagen_gui.shell.first_frame import after_first_paint
from copenhagen_gui.shell.game_files import FILE_SUFFIX, GameFiles
from copenhagen_gui.shell.game_host import GameHost
from copenhagen_gui.shell.game_starts import GameStarts
from copenhagen_gui.shell.home_page import HomePage
from copenhagen_gui.shell.mode import GameMode
from copenhagen_gui.shell.mode_switcher import ModeSwitcher
from copenhagen_gui.shell.table_preview import PreviewBanner, TablePreview
from copenhagen_gui.shell.text import fill, title_safe
from copenhagen_gui.shell.toolbar_fit import fit_toolbar
from copenhagen_gui.shell.undo_policy import UndoPolicy
from copenhagen_gui.shell.window_commands import WindowCommands

if TYPE_CHECKING:
    from copenhagen_gui.session.game_session import GameSession

# The session and the record module (attrs, storage) load with the first game put on the
# table, not with the window: the first window (the home screen) shows faster. So do the
# History dock, the toolbar's icons and anything naming the Qt namespace's enums (PySide6
# creates its ~90 enum classes, ~10 ms, when ``Qt`` is first imported).

__all__ = ["FILE_SUFFIX", "MainWindow"]


class MainWindow(QMainWindow):
    def __init__(self, settings, parent=None, autosave_slot=None):
        """``autosave_slot``: the autosave file this window owns (an AutosaveSlot);
        by default the first one no other window holds."""
        super().__init__(parent)
        self.setObjectName("main-window")
        self.settings = settings
        self.actions = GameActions(self)
        # Computer players: levels per seat of the game on the table (None = a person).
        self.bot_levels: tuple[str | None, ...] = ()
        self.bot_driver = BotDriver(self, settings.bot_speed)
        self.undo_policy = UndoPolicy(self.bot_driver)
        self.files = GameFiles(self)
        self.host = GameHost(self)  # the game on the table: its session and listeners
        self.starts = GameStarts(self)
        self.watch_dock: QDockWidget | None = None  # the Commentary of a watched game
        self.watch_panel = None

        # The table: one page per game played in this window (its GameMode's table).
        self.table_stack = QStackedWidget()
        self.modes = ModeSwitcher(self)
        self.home = None  # the home screen, a page of the table stack, made when first shown
        self.home_page = HomePage(self)
        # Over the table: the banner of a past moment being looked at (the History).
        self.preview_banner = PreviewBanner()
        central = QWidget(objectName="central")
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.preview_banner)
        column.addWidget(self.table_stack, 1)
        self.setCentralWidget(central)
        self.setAcceptDrops(True)

        self._history_dock: QDockWidget | None = None  # made on first use (history_dock)
        self._history_game = (None, None)  # the (session, mode) the History follows
        self._replay = None  # shell.replay.Replay, made on first use
        self.commands = WindowCommands(self)  # the menus and the toolbar
        # Game > Today's game and Statistics: added when the Game menu first opens (or the
        # first game ends), so the first window shows without the statistics' modules.
        self._statistics = None
        self.game_menu.aboutToShow.connect(lambda: self.statistics)
        self.result_extras = None  # "Save picture" on every result screen: with the first game
        self.preview = TablePreview(self, self.preview_banner)
        self.autosave = AutosaveKeeper(self, autosave_slot)
        self.autosave.failed.connect(self._autosave_failed)
        self.retranslate()
        if not self.restoreGeometry(settings.geometry):
            self._default_size()
        # The History dock is not made yet: it takes its saved place when it is
        # (restoreDockWidget), with the first game on the table.
        self.restoreState(settings.window_state)
        # The icons after the first frame (the style's icons and enums: ~5 ms).
        after_first_paint(self, self._after_first_frame)

    def _after_first_frame(self):
        self.actions.add_icons()
        fit_toolbar(self.toolbar, self.width())
        # On X11 setting the window's icon sends every size of it to the server (~10 ms
        # at the first show with the 256 and 512 px ones): a moment later, small sizes.
        icon = _window_icon()
        if not icon.isNull():
            self.setWindowIcon(icon)
            _app().setWindowIcon(icon)  # the dialogs' too

    @property
    def history_dock(self) -> QDockWidget:
        """The History dock, made when first needed: a game on the table or Edit >
        History; its list of moves (shell.history_panel) when the dock first shows or
        is asked for (``history_view``): a kept game comes back without it when the
        History is hidden."""
        if self._history_dock is None:
            from PySide6.QtCore import Qt

            dock = QDockWidget(self)
            dock.setObjectName("history-dock")
            dock.setWindowTitle(self.tr("History"))
            dock.hide()
            dock.visibilityChanged.connect(self.actions.get("history").setChecked)
            dock.visibilityChanged.connect(lambda shown: self.history_view if shown else None)  # made to show
            self._history_dock = dock
            if not self.restoreDockWidget(dock):  # where and whether it was last time
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return self._history_dock

    def has_history_dock(self) -> bool:
        """Whether the History's list of moves is made (it follows the game on the table)."""
        return self._history_dock is not None and self._history_dock.widget() is not None

    @property
    def history_view(self):
        """The HistoryPanel in the History dock, made on first use."""
        dock = self.history_dock
        if dock.widget() is None:
            from copenhagen_gui.shell.history_panel import HistoryPanel

            view = HistoryPanel()
            view.preview_requested.connect(self.preview.show)
            view.replay_requested.connect(lambda state: self.replay.from_history(state))
            dock.setWidget(view)
            view.set_game(*self._history_game)
        return dock.widget()

    def follow_in_history(self, session, mode) -> None:
        """The History follows ``session`` (None: no game), from when it is made."""
        self._history_game = (session, mode)
        if self.has_history_dock():
            self.history_view.set_game(session, mode)

    @property
    def replay(self):
        """Replaying a game forward and back (shell.replay), made on first use."""
        if self._replay is None:
            from copenhagen_gui.shell.replay import Replay

            self._replay = Replay(self)
        return self._replay

    @property
    def statistics(self):
        """The StatisticsHub (shell.todays_game): Today's game and Statistics in the
        Game menu; finished games go into the statistics. Made on first use."""
        if self._statistics is None:
            from copenhagen_gui.shell import todays_game

            self._statistics = todays_game.install(self)
        return self._statistics

    def _default_size(self):
        """1280 x 860, or less on a small screen."""
        width, height = 1280, 860
        screen = self.screen()
        if screen is not None:
            area = screen.availableGeometry()
            width = min(width, int(area.width() * 0.95))
            height = min(height, int(area.height() * 0.92))
        self.resize(width, height)

    # --- texts -------------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.commands.retranslate()
        if self.watch_dock is not None:
            self.watch_dock.setWindowTitle(self.tr("Commentary"))
        if self._history_dock is not None:
            self._history_dock.setWindowTitle(self.tr("History"))
        for mode in self.modes.built.values():
            mode.retranslate()
        if self.session is not None:
            self.session.retranslate()  # the undo menu's texts
        if self.has_history_dock():
            self.history_view.rebuild()  # the moves, said in the new language
        if self.preview.active:  # the mode's retranslate drew the live table again
            self.mode.preview(self.preview.state)
        self.preview.retranslate()
        self.update_title()
        fit_toolbar(self.toolbar, self.width())

    def resizeEvent(self, event):
        fit_toolbar(self.toolbar, event.size().width())
        super().resizeEvent(event)

    def update_title(self):
        """The file and the game on the table: "game.copenhagen.json — Lost Cities";
        a game never saved to a file (it is kept all the same) by its players; the
        app's own name on the home screen."""
        if self.session is None or self.home_shown():
            self._set_title(APP_NAME, False)
            return
        title = self.mode.title()
        path = self.session.file_path
        if path is None:  # kept by the autosave: nothing unsaved
            self._set_title(fill(self.tr("%1 — %2"), title_safe(i18n.join_names(list(self.session.names))), title),
                            False)
            return
        # the '*' says the file is behind the game
        self._set_title(fill(self.tr("%1[*] — %2"), title_safe(path.name), title), self.session.is_modified())

    def _set_title(self, title: str, modified: bool) -> None:
        """Only what changed: each set tells the window system again (on X11 a round
        trip), and the title is worked out after every move."""
        if title != self.windowTitle():
            self.setWindowTitle(title)
        if modified != self.isWindowModified():
            self.setWindowModified(modified)

    def show_message(self, text: str):
        """A line for the players: in the message area of the game on the table."""
        if self.mode is not None:
            self.mode.show_message(text)
        else:
            self.statusBar().showMessage(text, 5000)

    # --- the games' tables (mode_switcher) ----------------------------------------------

    @property
    def mode(self) -> GameMode | None:
        """The game whose table is in front."""
        return self.modes.front

    def table_scene(self):
        """The scene of the game on the table (picture export, tests)."""
        return self.mode.table_scene() if self.mode is not None else None

    @property
    def scene(self):
        return self.table_scene()

    def describe(self, game_id: str):
        """How the undo menu and history name an action of ``game_id``."""
        return self.modes.describe(game_id)

    def reason_text(self, reason) -> str:
        """A game's refusal reason (in an open error), in the words of its game."""
        return self.modes.reason_text(reason)

    def game_title(self, game_id: str) -> str:
        return game_names.title(game_id)

    def mode_changed(self):
        """The game on the table changed something of its own (a selection, the dice):
        refresh even if the session's state is the same."""
        self.commands.forget_shown()
        self._refresh()

    def _refresh(self, *_):
        """Enable exactly the commands that make sense now (WindowCommands.refresh)."""
        self.commands.refresh()

    def zoom_to_fit(self):
        if self.mode is not None:
            self.mode.zoom_to_fit()

    # --- the game on the table (game_host, game_starts) ---------------------------------

    @property
    def session(self) -> GameSession | None:
        """The game on the table (None before the first)."""
        return self.host.session

    def set_session(self, session: GameSession, autosave: bool = True, source: Path | None = None):
        """Put ``session`` on the table (its seats say which are computer players).
        ``autosave``: keep the autosave file up to date (not for the demo or a watched
        game); ``source``: a file that already holds this game."""
        self.host.put(session, autosave, source)

    def start_up(self) -> None:
        """What a start of the program shows: the kept game, else the home screen."""
        self.starts.start_up()

    def start(self, offer_resume: bool = True):
        """A game on the table at once: the kept game, else a new game."""
        self.starts.start(offer_resume)

    def resume(self, record) -> bool:
        return self.starts.resume(record)

    def new_game(self, game_id: str | None = None) -> bool:
        """Game > New game (``game_id``: the game chosen, by default the one on the table)."""
        return self.starts.new_game(game_id)

    def _new_game_dialog(self, names, count, game_id: str | None = None):
        return self.starts.new_game_dialog(names, count, game_id)

    def begin_game(self, options, names, seed=None, bots=None, game_id: str | None = None) -> bool:
        """A new game the players chose; its mode may ask a setup question first."""
        return self.starts.begin_game(options, names, seed, bots, game_id)

    def start_game(self, options, names, seed=None, autosave: bool = True, bots=None,
                   game_id: str | None = None) -> bool:
        """A new game on the table (by default of the game in front)."""
        return self.starts.start_game(options, names, seed, autosave, bots, game_id)

    def open_record_readonly(self, record) -> bool:
        """A past game (from the Statistics) on the table as it ended, read-only."""
        return self.starts.open_record_readonly(record)

    def start_watch(self, game_id: str | None = None) -> bool:
        """Computer players play a whole game for the watcher."""
        return self.starts.start_watch(game_id)

    def start_tutorial(self, game_id: str | None = None) -> bool:
        """Learn the game: the guided game of ``game_id`` (by default the game in front)."""
        return self.starts.start_tutorial(game_id)

    def preview_ended(self) -> None:
        """The live table is back (TablePreview): refresh what it allows."""
        if self.has_history_dock():
            self.history_view.clearSelection()
        self._refresh()

    # --- the home screen (home_page) ---------------------------------------------------

    def show_home(self) -> None:
        """Game > Home: the home screen in front of the table; the game waits."""
        self.home_page.show()

    def home_shown(self) -> bool:
        return self.home_page.shown()

    # --- the end, pictures, paper, help ------------------------------------------------

    def show_result(self):
        """View > Result: the result screen of the finished game on the table."""
        self.host.show_result()

    def save_picture(self, parent=None):
        """Game > Save picture of the table: the table as PNG, SVG or PDF with the
        players' names and scores."""
        from copenhagen_gui.shell import picture_export

        s = self.session
        if s is None or self.mode is None or self.mode.table_scene() is None:
            return None
        return picture_export.save_table_picture(
            parent or self, self.mode.table_scene(), self.mode.title(),
            list(zip(s.names, s.spec.scores(s.state), strict=True)), datetime.datetime.now())

    def print_sheets(self):
        """File > Print blank sheets: the pads and sheets of a dice game as a PDF."""
        from copenhagen_gui.shell import printing

        s = self.session
        return printing.print_blank_sheets(self, s.record.game if s else None,
                                           s.record.options if s else None)

    def save_health(self):
        """How safe the game on the table is on disk (for the crash message). A change
        still waiting to be autosaved is written first: the answer is about the last move."""
        self.autosave.flush()
        return self.autosave.health

    def _autosave_failed(self, problem: str):
        self.show_message(fill(self.tr("Autosave failed: %1"), problem))

    def show_rules(self, game_id: str | None = None):
        """Help > Rules: the rulebook of ``game_id``, by default of the game in front
        (the game chosen on the home screen while that is shown)."""
        from copenhagen_gui.shell import rulebook

        if game_id is None:
            game_id = self.home.game() if self.home_shown() else self.starts.default_game()
        book = rulebook.book_for(game_id)
        if book is not None:
            rulebook.show_rules(self, book)

    def show_about(self):
        from copenhagen_gui.shell import about

        about.show_about(self)

    def show_hint(self):
        """The game on the table suggests the strong computer player's move."""
        if self.mode is not None and self.session is not None and self.mode.can_hint():
            self.mode.show_hint()

    # --- files (game_files) ----------------------------------------------------------------

    def save(self) -> bool:
        return self.files.save()

    def save_as(self) -> bool:
        return self.files.save_as()

    def save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    def open_file(self, path: Path | None = None) -> bool:
        return self.files.open_file(path)

    def may_discard(self) -> bool:
        return self.files.may_discard()

    def dragEnterEvent(self, event):
        if self.files.dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event):
        path = self.files.dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            # After the drop finishes: open_file may ask questions in a dialog.
            QTimer.singleShot(0, self, lambda: self.open_file(path))

    def closeEvent(self, event):
        # Nothing to ask: the game on the table is kept (autosaved) and comes back.
        self.preview.end()
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.sync()
        self.autosave.release()  # its last change written; another window may now take it
        self.host.close()  # the game leaves the table: no timer of it fires any more
        self.modes.release_all()
        event.accept()


def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


# A window's icon is drawn small (title bar, task bar, switcher); the large sizes come
# from the icon theme the desktop entry installs (packaging).
WINDOW_ICON_MAX = 128


def _window_icon() -> QIcon:
    from copenhagen_gui.resources import ICON_SIZES, app_icon_files

    icon = QIcon()
    for size, path in zip(ICON_SIZES, app_icon_files()):
        if size <= WINDOW_ICON_MAX and path.is_file():  # one file per size; Qt picks the best
            icon.addFile(str(path))
    return icon
