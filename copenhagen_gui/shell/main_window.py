"""The shell window around any game: menus, toolbar, the history and commentary docks,
languages, computer-player speed, and the GameMode of the game on the table in front
(its table, Turn menu, toolbar buttons, hint, result, rulebook, guided game).

It knows no game: it reaches one through ``shell.mode.MODES`` (module names, imported
when that game is first played) and ``core.registry``. Files are ``game_files``'s,
what Undo takes back with computers at the table is ``undo_policy``'s, the lifetime of
the game on the table (its session and all that listens to it) and its result screen
are ``game_host``'s."""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QActionGroup, QIcon
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QToolBar, QVBoxLayout, QWidget

from copenhagen_gui.core import registry
from copenhagen_gui.session.bot_driver import BotDriver, bot_player_name
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.actions import GameActions
from copenhagen_gui.shell.autosave_keeper import AutosaveKeeper
from copenhagen_gui.shell.first_frame import after_first_paint
from copenhagen_gui.shell.game_files import FILE_SUFFIX, GameFiles
from copenhagen_gui.shell.game_host import GameHost
from copenhagen_gui.shell.mode import MODES, GameMode, mode_class
from copenhagen_gui.shell.table_kit import presenter
from copenhagen_gui.shell.table_preview import PreviewBanner, TablePreview
from copenhagen_gui.shell.text import auto_text_safe, fill, title_safe
from copenhagen_gui.shell.toolbar_fit import fit_toolbar, style_toolbar
from copenhagen_gui.shell.undo_policy import UndoPolicy

if TYPE_CHECKING:
    from copenhagen_gui.session.game_session import GameSession

# The session and the record module (attrs, storage) load with the first game put on the
# table, not with the window: the first window (the home screen) shows faster. So do the
# History dock, the toolbar's icons and anything naming the Qt namespace's enums (PySide6
# creates its ~90 enum classes, ~10 ms, when ``Qt`` is first imported).

__all__ = ["FILE_SUFFIX", "MainWindow"]

# Bot speed menu: milliseconds between two computer moves.
BOT_SPEEDS = {"speed-slow": 1200, "speed-normal": 600, "speed-fast": 250, "speed-instant": 0}
# Who plays when the user asks to watch a game (as many as the game seats, up to three).
WATCH_LEVELS = ("strong", "normal", "easy")
# The game of a first start, and of a window with nothing on the table yet.
FIRST_GAME = next(iter(MODES))


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
        self.watch_dock: QDockWidget | None = None
        self.watch_panel = None

        # The table: one page per game played in this window (its GameMode's table).
        self.mode: GameMode | None = None  # the game in front
        self._refreshing_mode = False
        self._refreshed_for: tuple | None = None  # (session, state, undo index, count) last shown
        self._modes: dict[str, GameMode] = {}
        self._mode_actions: list = []  # the game's actions in the window's menus and toolbar
        self.table_stack = QStackedWidget()
        self.home = None  # the home screen, a page of the table stack, made when first shown
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

        self._build_menus()
        # Game > Today's game and Statistics; finished games go into the statistics.
        # Game > Today's game and Statistics: added when the Game menu first opens (or the
        # first game ends), so the first window shows without the statistics' modules.
        self._statistics = None
        self.game_menu.aboutToShow.connect(lambda: self.statistics)
        self.result_extras = None  # "Save picture" on every result screen: with the first game
        self._build_toolbar()
        self._connect()
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
        """The History dock (shell.history_panel), made when first needed: a game on the
        table or Edit > History."""
        if self._history_dock is None:
            from PySide6.QtCore import Qt

            from copenhagen_gui.shell.history_panel import HistoryPanel

            view = HistoryPanel()
            dock = QDockWidget(self)
            dock.setObjectName("history-dock")
            dock.setWidget(view)
            dock.setWindowTitle(self.tr("History"))
            dock.hide()
            dock.visibilityChanged.connect(self.actions.get("history").setChecked)
            view.preview_requested.connect(self.preview.show)
            self._history_dock = dock
            if not self.restoreDockWidget(dock):  # where and whether it was last time
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return self._history_dock

    @property
    def history_view(self):
        """The HistoryPanel in the History dock."""
        return self.history_dock.widget()

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

    # --- building the window ---------------------------------------------------------

    def _build_menus(self):
        a = self.actions.get
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(a("home"))
        self.game_menu.addSeparator()
        for name in ("new-game", "open", "save", "save-as"):
            self.game_menu.addAction(a(name))
        self.game_menu.addSeparator()
        self.game_menu.addAction(a("save-picture"))
        self.game_menu.addAction(a("print-sheets"))
        self.game_menu.addSeparator()
        self.game_menu.addAction(a("learn"))
        self.game_menu.addAction(a("watch"))
        self.game_menu.addSeparator()
        self.game_menu.addAction(a("quit"))
        self.edit_menu = bar.addMenu("")
        for name in ("undo", "redo", "history"):
            self.edit_menu.addAction(a(name))
        self.turn_menu = bar.addMenu("")
        self.turn_menu.setObjectName("menu-turn")
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(a("zoom-fit"))
        presenter.offer(self, self.view_menu)  # View > Presenter view (F11)
        self.view_menu.addAction(a("show-result"))
        self.view_menu.addSeparator()
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_menu.setObjectName("menu-bot-speed")
        self._speed_group = QActionGroup(self)
        for name in BOT_SPEEDS:
            self._speed_group.addAction(a(name))
            self.speed_menu.addAction(a(name))
        current = self.settings.bot_speed
        closest = min(BOT_SPEEDS, key=lambda n: abs(BOT_SPEEDS[n] - current))
        a(closest).setChecked(True)
        self._speed_group.triggered.connect(self._choose_speed)
        self.language_menu = bar.addMenu("")
        self._language_group = QActionGroup(self)
        for code, name in i18n.LANGUAGES:
            action = self.language_menu.addAction(name)  # each language in its own words
            action.setObjectName(f"action-language-{code}")
            action.setCheckable(True)
            action.setData(code)
            self._language_group.addAction(action)
        self._language_group.triggered.connect(self._choose_language)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(a("rules"))
        self.help_menu.addAction(a("about"))

    def _build_toolbar(self):
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("main-toolbar")
        self.toolbar.setMovable(False)
        style_toolbar(self.toolbar)
        for name in ("new-game", "open", "save", None, "undo", "redo", "history", None,
                     "hint", None, "rules"):
            if name is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(self.actions.get(name))
        self.addToolBar(self.toolbar)  # at the top

    def _connect(self):
        a = self.actions.get
        a("new-game").triggered.connect(lambda: self.new_game())
        a("home").triggered.connect(self.show_home)
        a("open").triggered.connect(lambda: self.open_file())
        a("save").triggered.connect(self.save)
        a("save-as").triggered.connect(self.save_as)
        a("quit").triggered.connect(self.close)
        a("undo").triggered.connect(self._undo)
        a("redo").triggered.connect(self._redo)
        # triggered (the player's click), not toggled: hiding the whole window must not
        # hide the dock for good.
        a("history").triggered.connect(
            lambda *_: self.history_dock.setVisible(a("history").isChecked()))
        a("zoom-fit").triggered.connect(self.zoom_to_fit)
        a("rules").triggered.connect(self.show_rules)
        a("about").triggered.connect(self.show_about)
        a("show-result").triggered.connect(self.show_result)
        a("hint").triggered.connect(self.show_hint)
        a("learn").triggered.connect(self.start_tutorial)
        a("watch").triggered.connect(lambda: self.start_watch())
        a("save-picture").triggered.connect(lambda: self.save_picture())
        a("print-sheets").triggered.connect(self.print_sheets)

    # --- texts -------------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.actions.retranslate()
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.turn_menu.setTitle(self.tr("&Turn"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("&Computer speed"))
        if self.watch_dock is not None:
            self.watch_dock.setWindowTitle(self.tr("Commentary"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        if self._history_dock is not None:
            self._history_dock.setWindowTitle(self.tr("History"))
        for mode in self._modes.values():
            mode.retranslate()
        if self.session is not None:
            self.session.retranslate()  # the undo menu's texts
            self.history_view.rebuild()  # the moves, said in the new language
        if self.preview.active:  # the mode's retranslate drew the live table again
            self.mode.preview(self.preview.state)
        self.preview.retranslate()
        self._refresh_learn()
        self.update_title()
        fit_toolbar(self.toolbar, self.width())

    def resizeEvent(self, event):
        fit_toolbar(self.toolbar, event.size().width())
        super().resizeEvent(event)

    def update_title(self):
        """The file and the game on the table: "game.copenhagen.json — Lost Cities";
        a game never saved to a file (it is kept all the same) by its players."""
        if self.session is None or self.home_shown():
            self.setWindowTitle(self.tr("The Copenhagen games"))
            self.setWindowModified(False)
            return
        title = self.mode.title()
        path = self.session.file_path
        if path is None:
            self.setWindowTitle(fill(self.tr("%1 — %2"), title_safe(i18n.join_names(list(self.session.names))), title))
            self.setWindowModified(False)  # kept by the autosave: nothing unsaved
            return
        self.setWindowTitle(fill(self.tr("%1[*] — %2"), title_safe(path.name), title))
        self.setWindowModified(self.session.is_modified())  # the file is behind the game

    def show_message(self, text: str):
        """A line for the players: in the message area of the game on the table."""
        if self.mode is not None:
            self.mode.show_message(text)
        else:
            self.statusBar().showMessage(text, 5000)

    def _choose_language(self, action):
        code = action.data()
        app = _app()
        code = i18n.install_language(app, code)
        self.settings.language = code

    def _check_language(self):
        code = i18n.installed_language(_app()) or i18n.FALLBACK
        for action in self._language_group.actions():
            action.setChecked(action.data() == code)

    # --- the game in front -------------------------------------------------------------

    def _mode_for(self, game_id: str) -> GameMode:
        """The GameMode of ``game_id``, made when that game is first played."""
        mode = self._modes.get(game_id)
        if mode is None:
            mode = mode_class(game_id)(self)
            self._modes[game_id] = mode
            self.table_stack.addWidget(mode.table_widget())
            mode.changed.connect(self._mode_changed)
            mode.game_over.connect(self.host.game_over)
        return mode

    def _show_mode(self, game_id: str) -> None:
        """Put ``game_id``'s table, Turn menu, buttons and keys in front."""
        mode = self._mode_for(game_id)
        if mode is self.mode:
            return
        for action in self._mode_actions:  # the keys of the game that leaves go with it
            self.removeAction(action)
            self.toolbar.removeAction(action)
            self.view_menu.removeAction(action)
        self.mode = mode
        self.table_stack.setCurrentWidget(mode.table_widget())
        self.turn_menu.clear()
        self.turn_menu.addAction(self.actions.get("hint"))
        self.turn_menu.addSeparator()
        added = []
        for action in mode.turn_actions():
            if action is None:
                self.turn_menu.addSeparator()
            else:
                self.turn_menu.addAction(action)
                added.append(action)
        hint = self.actions.get("hint")
        for action in mode.toolbar_actions():
            if action is not None:
                self.toolbar.insertAction(hint, action)
                added.append(action)
        first_view = self.view_menu.actions()[0]
        for action in mode.view_actions():
            self.view_menu.insertAction(first_view, action)
            added.append(action)
        added += mode.key_actions()
        for action in added:
            self.addAction(action)  # its key works without opening a menu
        self._mode_actions = added
        self._refresh_learn()
        fit_toolbar(self.toolbar, self.width())

    def _refresh_learn(self):
        """Learn the game: only for a game that has a guided game."""
        learn = self.actions.get("learn")
        has = self.mode is not None and self.mode.has_tutorial()
        learn.setEnabled(has)
        learn.setToolTip(learn.text().replace("&", "") if has else self.actions.no_tutorial_tip())

    def table_scene(self):
        """The scene of the game on the table (picture export, tests)."""
        return self.mode.table_scene() if self.mode is not None else None

    @property
    def scene(self):
        return self.table_scene()

    def describe(self, game_id: str):
        """How the undo menu and history name an action of ``game_id``."""
        return self._mode_for(game_id).action_text

    def reason_text(self, reason) -> str:
        """A game's refusal reason (in an open error), in the words of its game."""
        module = type(reason).__module__
        for game_id, path in MODES.items():
            if module.startswith(path.rsplit(".", 1)[0] + "."):
                return self._mode_for(game_id).reason_text(reason)
        return str(getattr(reason, "value", reason))

    def game_title(self, game_id: str) -> str:
        return self._mode_for(game_id).title()

    # --- the game on the table -------------------------------------------------------

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
        """What a start of the program shows: the kept (autosaved, unfinished) game
        straight on the table, else the home screen."""
        record = self.files.load_autosave(
            footer=self.tr("The file was kept as %1. The home screen opens."))
        if record is None or not self.resume(record):
            self.show_home()

    def start(self, offer_resume: bool = True):
        """A game on the table at once: the kept game (``offer_resume``), otherwise a
        new game with last time's names."""
        record = self.files.load_autosave() if offer_resume else None
        if record is not None and self.resume(record):
            return
        count = 2  # the first game is a two-player game; Game > New game offers more
        names = self.settings.player_names[:count]
        self.begin_game(registry.get(FIRST_GAME).default_options(count), names, game_id=FIRST_GAME)
        self._tell_second_window()

    def resume(self, record) -> bool:
        """The kept game back on the table, without a question; its title names the
        file it was last saved to, if any."""
        from copenhagen_gui.core.record import RecordError  # load with the first game
        from copenhagen_gui.session.game_session import GameSession

        try:
            session = GameSession(record, describe=self.describe(record.game))
        except RecordError:
            return False
        kept = self.files.kept_file_for(record)
        self.set_session(session, source=kept or self.autosave.path)
        if kept is not None:
            session.file_path = kept
            self.update_title()
        self.show_message(self.tr("The unfinished game is back on the table."))
        self._tell_second_window()
        return True

    def _tell_second_window(self):
        if self.autosave.slot.number > 1:
            # In the status bar: it stays while the game's own messages come and go.
            self.statusBar().showMessage(self.tr(
                "Another window of the game is open: this one plays a game of its own, saved separately."))

    # --- the home screen (home_screen.py) ------------------------------------------------

    def show_home(self) -> None:
        """Game > Home: the home screen in front of the table; the game waits."""
        from copenhagen_gui.core.daily import DAILY_GAMES
        from copenhagen_gui.shell.home_screen import HomeScreen

        if self.home is None:
            self.home = HomeScreen(DAILY_GAMES)
            self.table_stack.addWidget(self.home)
            self.home.continue_requested.connect(self._leave_home)
            self.home.new_game_requested.connect(lambda game: self.new_game(game))
            self.home.learn_requested.connect(lambda game: self.start_tutorial(game))
            # The statistics' modules load when first asked for (start-up speed).
            self.home.todays_requested.connect(lambda game: self.statistics.start_todays_game(game))
            self.home.rules_requested.connect(lambda game: self.show_rules(game))
            self.home.statistics_requested.connect(lambda: self.statistics.show_statistics())
        self.preview.end()
        if self.mode is not None:
            self.home.choose(self.mode.game_id)
        self.home.set_kept(self._kept_description())
        self.table_stack.setCurrentWidget(self.home)
        if self.session is not None:
            self.preview.lock.lock()
        self._refreshed_for = None
        self._refresh()  # with no game yet: nothing to undo, save or hint
        self.update_title()

    def home_shown(self) -> bool:
        return self.home is not None and self.table_stack.currentWidget() is self.home

    def _leave_home(self) -> None:
        """The table in front again (Continue, or a game put on it)."""
        if not self.home_shown():
            return
        self.preview.lock.unlock()
        if self.mode is not None:
            self.table_stack.setCurrentWidget(self.mode.table_widget())
        self._refresh()
        self.update_title()

    def _kept_description(self) -> str:
        """The game Continue takes up: "Copenhagen Roll & Write — Anna and Mads, 14:32"."""
        s = self.session
        if s is None or s.spec.is_over(s.state):
            return ""
        text = fill(self.tr("%1 — %2"), self.mode.title(), i18n.join_names(list(s.names)))
        kept_at = self.autosave.kept_at()
        if kept_at is not None:
            from PySide6.QtCore import QDateTime, QLocale

            when = QDateTime.fromSecsSinceEpoch(int(kept_at))
            text += "\n" + fill(self.tr("Kept %1"), QLocale().toString(when, QLocale.FormatType.ShortFormat))
        return text

    def preview_ended(self) -> None:
        """The live table is back (TablePreview): refresh what it allows."""
        if self._history_dock is not None:
            self.history_view.clearSelection()
        self._refresh()

    def open_record_readonly(self, record) -> bool:
        """A past game (from the Statistics) on the table as it ended, with its
        History to look back through; not kept, no move can be made."""
        from copenhagen_gui.core.record import RecordError
        from copenhagen_gui.session.game_session import GameSession

        try:
            session = GameSession(record, describe=self.describe(record.game))
        except RecordError as error:
            self.files.show_open_error(Path(record.game), error)
            return False
        if not self.may_discard():
            return False
        self.set_session(session, autosave=False)
        self.history_dock.show()
        return True

    def new_game(self, game_id: str | None = None) -> bool:
        """Game > New game (``game_id``: the game chosen, by default the one on the table)."""
        count = len(self.session.names) if self.session else 2
        remembered = self.settings.player_names
        names = list(self.session.names) if self.session else []
        # Computer players' names are not offered again: the seat may be a person now.
        names = [remembered[i] if i < len(self.bot_levels) and self.bot_levels[i] else name
                 for i, name in enumerate(names)]
        names += remembered[len(names):]
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog  # dialogs load on first use: faster start

        dialog = self._new_game_dialog(names, count, game_id)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        dialog.deleteLater()
        self.activateWindow()  # the keys go to the table again
        if not accepted or not self.may_discard():
            return False
        return self.begin_game(dialog.options(random.Random()), dialog.names(), dialog.seed(),
                               bots=dialog.bots(), game_id=dialog.game_id())

    def _new_game_dialog(self, names, count, game_id: str | None = None):
        """The New game dialog, offering every game this window can put on its table."""
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog  # loads on first use

        games = [(game_id, self.game_title(game_id)) for game_id in MODES]
        current = game_id or (self.session.spec.game_id if self.session else FIRST_GAME)
        return NewGameDialog(names, count, self, bots=self.bot_levels, games=games,
                             game=current,
                             options_page=lambda game_id: self._mode_for(game_id).options_page())

    def begin_game(self, options, names, seed=None, bots=None, game_id: str | None = None) -> bool:
        """A new game the players chose; its mode may ask a setup question first."""
        game_id = game_id or self._default_game()
        return self._mode_for(game_id).begin_game(options, names, seed, bots=bots)

    def start_game(self, options, names, seed=None, autosave: bool = True, bots=None,
                   game_id: str | None = None) -> bool:
        """A new game on the table; ``bots``: the computer level of each seat;
        ``game_id``: by default the game on the table (the first game in an empty window)."""
        game_id = game_id or self._default_game()
        if autosave:
            # A computer's name is not a person's name to remember.
            remembered = self.settings.player_names
            self.settings.player_names = [
                remembered[i] if bots and bots[i] else name for i, name in enumerate(names)]
        spec = registry.get(game_id)
        from copenhagen_gui.session.game_session import GameSession

        self.set_session(GameSession.new_game(spec, options, names, seed, bots=bots,
                                              describe=self.describe(game_id)), autosave=autosave)
        if autosave:
            # Nothing to lose yet, but the old unfinished game must not come back.
            self.autosave.clear()
        self.mode.game_started()
        return True

    def _default_game(self) -> str:
        return self.mode.game_id if self.mode is not None else FIRST_GAME

    def _mode_changed(self):
        """The game on the table changed something of its own (a selection, the dice):
        refresh even if the session's state is the same."""
        self._refreshed_for = None
        self._refresh()

    def _refresh(self, *_):
        """Enable exactly the commands that make sense now. One action announces itself
        more than once (the game's table, then the undo stack): a state already shown is
        not refreshed again."""
        s = self.session
        done = self._refreshed_for
        if s is not None and done is not None and done[0] is s and done[1] is s.state \
                and done[2:] == (s.undo_stack.index(), s.undo_stack.count()):
            return
        self._refreshed_for = (s, s.state, s.undo_stack.index(), s.undo_stack.count()) if s else None
        a = self.actions.get
        has = s is not None
        may_save = has and self.mode.can_save()
        a("save").setEnabled(may_save)
        a("save-as").setEnabled(may_save)
        a("save-picture").setEnabled(has)
        a("undo").setEnabled(has and self._may_undo())
        a("redo").setEnabled(has and s.can_redo())
        a("hint").setEnabled(has and self.mode.can_hint())
        if not has:
            return
        undo_text = self.undo_policy.undo_text()
        redo_text = s.undo_stack.redoText() if s.can_redo() else ""
        a("undo").setToolTip(auto_text_safe(fill(self.tr("Undo %1"), undo_text)) if undo_text else self.tr("Undo"))
        a("redo").setToolTip(auto_text_safe(fill(self.tr("Redo %1"), redo_text)) if redo_text else self.tr("Redo"))
        over = s.spec.is_over(s.state)
        a("show-result").setEnabled(over)
        if not over:
            self.host.result_shown = False  # the end was undone: show the result again later
        a("hint").setEnabled(self.mode.can_hint())
        if not self._refreshing_mode:  # the mode's refresh may announce a change itself
            self._refreshing_mode = True
            try:
                self.mode.refresh()
            finally:
                self._refreshing_mode = False
        self._check_language()
        self.update_title()
        self.preview.lock.apply()  # a past moment or the home screen: the table waits

    def zoom_to_fit(self):
        if self.mode is not None:
            self.mode.zoom_to_fit()

    # --- undo --------------------------------------------------------------------------

    def _may_undo(self) -> bool:
        """Undo takes back moves, never a result the players accepted (any game)."""
        s = self.session
        accepted = s is not None and self.host.result_accepted is s and s.spec.is_over(s.state)
        return not accepted and self.undo_policy.can_undo()

    def _undo(self):
        if not self._may_undo():
            return
        text = self.undo_policy.undo()
        if text is not None:
            self.show_message(fill(self.tr("Undone: %1"), text))

    def _redo(self):
        text = self.undo_policy.redo()
        if text is not None:
            self.show_message(fill(self.tr("Redone: %1"), text))

    # --- the end, help -----------------------------------------------------------------

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
        from copenhagen_gui.shell import rulebook

        mode = self._mode_for(game_id) if game_id else self.mode
        book = mode.rulebook() if mode is not None else None
        rulebook.show_rules(self, book=book or rulebook.ROLL_AND_WRITE)

    def show_about(self):
        from copenhagen_gui.shell import about

        about.show_about(self)

    # --- computer players: speed, hints, watching, learning -------------------------------

    def _choose_speed(self, action):
        ms = BOT_SPEEDS[action.objectName().removeprefix("action-")]
        self.settings.bot_speed = ms
        self.bot_driver.set_delay(ms)

    def show_hint(self):
        """The game on the table suggests the strong computer player's move."""
        if self.mode is not None and self.session is not None and self.mode.can_hint():
            self.mode.show_hint()

    def start_watch(self, game_id: str | None = None) -> bool:
        """Computer players play a whole game of ``game_id`` (by default the game in
        front): a strong, a normal and an easy one, as many as it seats; a dock tells
        what happens."""
        if not self.may_discard():
            return False
        from copenhagen_gui.shell.watch_panel import WatchPanel

        mode = self._mode_for(game_id) if game_id else self.mode or self._mode_for(FIRST_GAME)
        spec = registry.get(mode.game_id)
        levels = WATCH_LEVELS[:max(spec.min_seats, min(len(WATCH_LEVELS), spec.max_seats))]
        if self.watch_dock is None:
            from PySide6.QtCore import Qt

            self.watch_dock = QDockWidget(self)
            self.watch_dock.setObjectName("watch-dock")
            self.watch_panel = WatchPanel(self.bot_driver)
            self.watch_dock.setWidget(self.watch_panel)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.watch_dock)
            self.retranslate()
        self.watch_panel.clear()
        names = [bot_player_name(i, lv) for i, lv in enumerate(levels)]
        self.watch_panel.set_players(names, levels)
        options = mode.watch_options(len(levels), random.Random())
        self.start_game(options, names, autosave=False, bots=levels, game_id=mode.game_id)
        self.host.narrate(self.mode.narrator(), self.watch_panel)
        self.watch_dock.show()
        return True

    def start_tutorial(self, game_id: str | None = None) -> bool:
        """Learn the game: the guided game of ``game_id`` (by default the game in
        front), when it has one."""
        mode = self._mode_for(game_id) if game_id else self.mode
        if mode is None or not mode.has_tutorial() or not self.may_discard():
            return False
        if self.watch_dock is not None:
            self.watch_dock.hide()
        return mode.start_tutorial()

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
        for mode in self._modes.values():
            mode.release()
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
