"""The main window: the table, the turn panel, menus and toolbar, the undo history,
and the game's files (save, open, autosave, resume)."""

from __future__ import annotations

import os
import random
from pathlib import Path


from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QActionGroup, QIcon
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.session import storage
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, Ability, Colour
from copenhagen_gui.core.record import RecordError, RecordProblem
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.scene import TableScene, TableView
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.games.copenhagen_rw.spec import SPEC as RW_SPEC
from copenhagen_gui.shell import i18n
from copenhagen_gui.games.copenhagen_rw import texts
from copenhagen_gui.shell.actions import GameActions
from copenhagen_gui.shell.autosave_keeper import AutosaveKeeper
from copenhagen_gui.shell.banner import Banner
from copenhagen_gui.core import registry
from copenhagen_gui.shell.mode import MODES, GameMode, mode_class
from copenhagen_gui.session.bot_driver import BotDriver, bot_player_name
from copenhagen_gui.games.copenhagen_rw.ui.controller import Mode, TurnController
from copenhagen_gui.games.copenhagen_rw.ui.turn_panel import TurnPanel
from copenhagen_gui.core.seats import NAME_MAX_LENGTH

FILE_SUFFIX = ".copenhagen.json"
# Bot speed menu: milliseconds between two computer moves.
BOT_SPEEDS = {"speed-slow": 1200, "speed-normal": 600, "speed-fast": 250, "speed-instant": 0}
# Who plays when the user asks to watch a game.
WATCH_LEVELS = ("strong", "normal", "easy")
# The other player of the guided demo (the same in every language).
DEMO_OPPONENT = "Karen"
# The window's own commands, for every game (the rest are Roll & Write's).
_SHARED_ACTIONS = ("new-game", "open", "save", "save-as", "quit", "undo", "redo", "history",
                   "zoom-fit", "rules", "about", "show-result", "hint", "speed-slow",
                   "speed-normal", "speed-fast", "speed-instant")


class MainWindow(QMainWindow):
    def __init__(self, settings, parent=None, autosave_slot=None):
        """``autosave_slot``: the autosave file this window owns (an AutosaveSlot);
        by default the first one no other window holds."""
        super().__init__(parent)
        self.setObjectName("main-window")
        self.settings = settings
        self.session: GameSession | None = None
        self._result_shown = False
        self.actions = GameActions(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.setObjectName("table-view")
        self.controller = TurnController(self.scene, self)
        self.panel = TurnPanel(self.actions, self.controller)
        self.banner = Banner(self.view)
        # Computer players: levels per seat of the game on the table (None = a person).
        self.bot_levels: tuple[str | None, ...] = ()
        self.bot_driver = BotDriver(self, settings.bot_speed)
        from copenhagen_gui.games.copenhagen_rw.ui.watch import Narrator

        self.narrator = Narrator(self)
        self.lesson = None  # the guided demo, while it runs
        self.tutorial_dock: QDockWidget | None = None
        self.watch_dock: QDockWidget | None = None
        self.last_hint = None  # the last hint given (Suggestion)
        self.start_setup = None  # a two-player start-track setup being asked (ruling 10)
        self.start_picker = None  # its question under the table, made on first use

        # The table area: Roll & Write's own page, and one page per other game
        # (its GameMode's table), made when that game is first played.
        self.mode = None  # the GameMode of the game on the table (None: Roll & Write)
        self._refreshing_mode = False
        self._modes: dict[str, GameMode] = {}
        self.rw_page = QWidget()
        layout = QVBoxLayout(self.rw_page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.rw_page)
        self.setCentralWidget(self.table_stack)
        self.setAcceptDrops(True)

        self.undo_view = QUndoView()
        self.undo_view.setObjectName("history-view")
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("history-dock")
        self.history_dock.setWidget(self.undo_view)
        self.history_dock.hide()
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.visibilityChanged.connect(self.actions.get("history").setChecked)

        self._build_menus()
        self._build_toolbar()
        self._connect()
        self.autosave = AutosaveKeeper(self, autosave_slot)
        self.autosave.failed.connect(self._autosave_failed)
        self.actions.get("show-spots").setChecked(settings.show_spots)
        self.controller.set_show_all_spots(settings.show_spots)
        icon = _app_icon()
        if not icon.isNull():
            self.setWindowIcon(icon)
        self.retranslate()
        if not self.restoreGeometry(settings.geometry):
            self._default_size()
        self.restoreState(settings.window_state)

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
        for name in ("new-game", "open", "save", "save-as"):
            self.game_menu.addAction(a(name))
        self.game_menu.addSeparator()
        self.game_menu.addAction(a("learn"))
        self.game_menu.addAction(a("watch"))
        self.game_menu.addSeparator()
        self.game_menu.addAction(a("quit"))
        self.edit_menu = bar.addMenu("")
        for name in ("undo", "redo", "history"):
            self.edit_menu.addAction(a(name))
        self.turn_menu = bar.addMenu("")
        self.bonus_menu = QMenu(self)
        self.bonus_menu.setObjectName("menu-bonuses")
        for colour in TRACK_COLOURS:
            self.bonus_menu.addAction(self.actions.bonus(colour))
        self._fill_rw_turn_menu()
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(a("show-spots"))
        self.view_menu.addAction(a("zoom-fit"))
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

    def _fill_rw_turn_menu(self):
        """Roll & Write's Turn menu (another game's mode brings its own)."""
        a = self.actions.get
        self.turn_menu.clear()
        self.turn_menu.addAction(a("hint"))
        self.turn_menu.addSeparator()
        for name in ("roll", "confirm", "cancel"):
            self.turn_menu.addAction(a(name))
        self.turn_menu.addSeparator()
        for name in ("next-shape", "previous-shape", "rotate", "rotate-back"):
            self.turn_menu.addAction(a(name))
        self.turn_menu.addSeparator()
        for ability in Ability:
            self.turn_menu.addAction(self.actions.ability(ability))
        self.turn_menu.addMenu(self.bonus_menu)
        self.turn_menu.addSeparator()
        for name in ("pass", "end-turn", "skip"):
            self.turn_menu.addAction(a(name))

    def _build_toolbar(self):
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("main-toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for name in ("new-game", "open", "save", None, "undo", "redo", "history", None,
                     "roll", "hint", "show-spots", None, "rules"):
            if name is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(self.actions.get(name))
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _connect(self):
        a = self.actions.get
        c = self.controller
        a("new-game").triggered.connect(self.new_game)
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
        a("show-spots").toggled.connect(self._toggle_spots)
        a("zoom-fit").triggered.connect(self.zoom_to_fit)
        a("rules").triggered.connect(self.show_rules)
        a("about").triggered.connect(self.show_about)
        a("show-result").triggered.connect(self.show_result)
        a("hint").triggered.connect(self.show_hint)
        a("learn").triggered.connect(self.start_tutorial)
        a("watch").triggered.connect(self.start_watch)
        a("roll").triggered.connect(c.roll)
        a("confirm").triggered.connect(c.do_default)
        a("cancel").triggered.connect(c.cancel)
        a("rotate").triggered.connect(lambda: c.rotate(1))
        a("rotate-back").triggered.connect(lambda: c.rotate(-1))
        a("next-shape").triggered.connect(lambda: c.cycle_shape(1))
        a("previous-shape").triggered.connect(lambda: c.cycle_shape(-1))
        a("pass").triggered.connect(c.pass_turn)
        a("end-turn").triggered.connect(c.end_turn)
        a("skip").triggered.connect(c.skip_tracks)
        for ability in Ability:
            self.actions.ability(ability).triggered.connect(
                lambda _=False, ab=ability: c.click_ability(c.state.active, ab))
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, -1)}
        for name, (dx, dy) in moves.items():
            action = a(f"cursor-{name}")
            action.triggered.connect(lambda _=False, d=(dx, dy): c.move_cursor(*d))
            self.addAction(action)  # active without being in a menu
        for i in range(5):
            action = a(f"die-{i + 1}")
            action.triggered.connect(lambda _=False, die=i: c.toggle_die(die))
            self.addAction(action)
        for colour in TRACK_COLOURS:
            self.actions.bonus(colour).triggered.connect(
                lambda _=False, col=colour: c.click_bonus(c.state.active, col))
            self.actions.track(colour).triggered.connect(
                lambda _=False, col=colour: self._track_button(col))
        c.changed.connect(self._refresh)
        c.message_changed.connect(self.panel.show_message)
        c.refused.connect(self.panel.show_reason)
        self.panel.message.linkActivated.connect(self._open_rule_link)
        c.announced.connect(self.banner.show_text)
        c.game_over.connect(self._on_game_over)
        c.colour_change_requested.connect(self.ask_colour_change)

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
        self.bonus_menu.setTitle(self.tr("&Bonuses"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("&Computer speed"))
        if self.tutorial_dock is not None:
            self.tutorial_dock.setWindowTitle(self.tr("Learn the game"))
        if self.watch_dock is not None:
            self.watch_dock.setWindowTitle(self.tr("Commentary"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.undo_view.setEmptyLabel(self.tr("Start of the game"))
        for mode in self._modes.values():
            mode.retranslate()
        if self.session is not None:
            self.session.retranslate()
            if self.mode is None:
                self.scene.retranslate()
                self.controller.sync()
                self.controller.retranslate()
        self._update_title()

    def _update_title(self):
        if self.session is None:
            self.setWindowTitle(self.tr("Copenhagen Roll & Write"))
            return
        path = self.session.file_path
        name = path.name if path else self.tr("Untitled game")
        if self.mode is None:
            self.setWindowTitle(self.tr("%1[*] — Copenhagen Roll & Write").replace("%1", name))
        else:
            self.setWindowTitle(self.tr("%1[*] — %2").replace("%1", name).replace("%2", self.mode.title()))
        self.setWindowModified(self.session.is_modified())

    def _choose_language(self, action):
        code = action.data()
        app = _app()
        code = i18n.install_language(app, code)
        self.settings.language = code

    def _check_language(self):
        code = i18n.installed_language(_app()) or i18n.FALLBACK
        for action in self._language_group.actions():
            action.setChecked(action.data() == code)

    # --- the game on the table -------------------------------------------------------------

    def set_session(self, session: GameSession, autosave: bool = True, source: Path | None = None):
        """Put ``session`` on the table (its seats say which are computer players).
        ``autosave``: keep the autosave file up to date (not for the demo or a watched
        game); ``source``: a file that already holds this game."""
        old = self.session
        self._drop_start_setup()
        self._show_mode(session.spec.game_id)
        self.bot_levels = session.bots
        if self.lesson is not None:
            from copenhagen_gui.games.copenhagen_rw.tutorial.session import TutorialSession

            if not isinstance(session, TutorialSession):
                self.end_tutorial()
        if self.watch_dock is not None and not all(self.bot_levels):
            self.watch_dock.hide()
        self.session = session
        session.setParent(self)
        self._result_shown = session.spec.is_over(session.state)
        self.undo_view.setStack(session.undo_stack)
        stack = session.undo_stack
        stack.indexChanged.connect(self._refresh)
        stack.cleanChanged.connect(self._update_title)
        self.autosave.attach(session, autosave, source)
        # First: every refresh from here on asks the driver about this session. A
        # computer player who starts moves after its delay, once the table shows the game.
        self.bot_driver.set_session(session, self.bot_levels)
        if self.mode is None:
            self.controller.bot_seats = frozenset(i for i, lv in enumerate(self.bot_levels) if lv)
            self.controller.set_session(session)
            self.narrator.set_session(session)
        else:
            self.mode.set_session(session)
        if old is not None and old is not session:
            old.deleteLater()
        self.zoom_to_fit()
        self._update_title()
        self._refresh()

    def _mode_for(self, game_id: str) -> GameMode | None:
        """The GameMode of ``game_id`` (made on first use); None for Roll & Write, whose
        table is still built into this window."""
        if game_id == RW_SPEC.game_id:
            return None
        mode = self._modes.get(game_id)
        if mode is None:
            mode = mode_class(game_id)(self)
            self._modes[game_id] = mode
            self.table_stack.addWidget(mode.table_widget())
            mode.changed.connect(self._refresh)
            mode.game_over.connect(self._on_game_over)
        return mode

    def _show_mode(self, game_id: str) -> None:
        """Put ``game_id``'s table, Turn menu and commands in front."""
        mode = self._mode_for(game_id)
        if mode is self.mode and self.table_stack.currentWidget() is not None and (
                mode is None) == (self.table_stack.currentWidget() is self.rw_page):
            return
        if self.mode is not None:
            self.mode.stop()
        self.mode = mode
        if mode is None:
            self.table_stack.setCurrentWidget(self.rw_page)
            self._fill_rw_turn_menu()
        else:
            self.table_stack.setCurrentWidget(mode.table_widget())
            self.turn_menu.clear()
            self.turn_menu.addAction(self.actions.get("hint"))
            self.turn_menu.addSeparator()
            for action in mode.turn_actions():
                if action is None:
                    self.turn_menu.addSeparator()
                else:
                    self.turn_menu.addAction(action)
                    self.addAction(action)  # its shortcut works without opening the menu
        rw_only = mode is None
        for name in ("roll", "show-spots", "learn", "watch"):
            self.actions.get(name).setVisible(rw_only)


    def describe(self, game_id: str):
        """How the undo menu and history name an action of ``game_id``."""
        mode = self._mode_for(game_id)
        return texts.action_text if mode is None else mode.action_text

    def start(self, offer_resume: bool = True):
        """The first game on the table: the unfinished autosaved game if the players
        want it, otherwise a new game with last time's names."""
        record = self._load_autosave() if offer_resume else None
        if record is not None and self._ask_resume(record):
            try:
                self.set_session(GameSession(record, describe=self.describe(record.game)),
                                 source=self.autosave.path)
                self.controller.message_changed.emit(self.tr("The unfinished game is back on the table."))
                return
            except RecordError:
                pass
        count = 2  # the first game is a two-player game; Game > New game offers more
        names = self.settings.player_names[:count]
        self.begin_game(GameOptions(count), names)
        if self.autosave.slot.number > 1:
            # In the status bar: it stays while the game's own messages come and go.
            self.statusBar().showMessage(self.tr(
                "Another window of the game is open: this one plays a game of its own, saved separately."))

    def _load_autosave(self):
        """This window's unfinished game, if any. One that does not load is set aside
        (kept for recovery by hand) and the player is told why it is not offered."""
        try:
            return self.autosave.load()
        except RecordError as error:
            path = self.autosave.path
            kept = storage.set_aside(path) if self.autosave.slot.held else None
            where = kept if kept is not None else path
            self._show_open_error(
                path, error,
                headline=self.tr("The unfinished game saved automatically cannot be restored."),
                footer=self.tr("The file was kept as %1. A new game starts.").replace("%1", str(where)))
            return None

    def _ask_resume(self, record) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game"),
                          self.tr("An unfinished game of %1 was saved automatically. "
                                  "Do you want to continue it?")
                          .replace("%1", texts.join_names(list(record.names))),
                          parent=self)
        box.setObjectName("resume-box")
        resume = box.addButton(self.tr("&Continue the game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.exec()
        return box.clickedButton() is resume

    def new_game(self) -> bool:
        if not self._may_discard():
            return False
        count = len(self.session.names) if self.session else 2
        remembered = self.settings.player_names
        names = list(self.session.names) if self.session else []
        # Computer players' names are not offered again: the seat may be a person now.
        names = [remembered[i] if i < len(self.bot_levels) and self.bot_levels[i] else name
                 for i, name in enumerate(names)]
        names += remembered[len(names):]
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog  # dialogs load on first use: faster start

        dialog = self._new_game_dialog(names, count)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        dialog.deleteLater()
        self.activateWindow()  # the keys go to the table again
        if not accepted:
            return False
        if dialog.game_id() != RW_SPEC.game_id:
            return self.start_other_game(dialog.game_id(), dialog.options(random.Random()),
                                         dialog.names(), dialog.seed(), bots=dialog.bots())
        return self.begin_game(dialog.options(random.Random()), dialog.names(), dialog.seed(),
                               bots=dialog.bots())

    def _new_game_dialog(self, names, count):
        """The New game dialog, offering every game with a table in this window."""
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog  # loads on first use

        games = [(game_id, self.game_title(game_id)) for game_id in MODES]
        current = self.session.spec.game_id if self.session else RW_SPEC.game_id
        return NewGameDialog(names, count, self, bots=self.bot_levels, games=games,
                             game=current,
                             options_page=lambda game_id: self._mode_for(game_id).options_page())

    def game_title(self, game_id: str) -> str:
        mode = self._mode_for(game_id)
        return self.tr("Copenhagen Roll & Write") if mode is None else mode.title()

    def start_other_game(self, game_id: str, options, names, seed=None, bots=None,
                         autosave: bool = True) -> bool:
        """A new game of another game than Roll & Write, through its GameMode."""
        if autosave:
            remembered = self.settings.player_names
            self.settings.player_names = [
                remembered[i] if bots and bots[i] else name for i, name in enumerate(names)]
        spec = registry.get(game_id)
        self.set_session(GameSession.new_game(spec, options, names, seed, bots=bots,
                                              describe=self.describe(game_id)), autosave=autosave)
        if autosave:
            self.autosave.clear()
        return True

    def begin_game(self, options: GameOptions, names, seed=None, bots=None) -> bool:
        """A new game chosen by the players. In a two-player game each person first
        picks a start track on their own sheet (ruling 10); then it starts."""
        from copenhagen_gui.games.copenhagen_rw.ui import start_tracks

        if not start_tracks.needs_asking(options):
            return self.start_game(options, names, seed, bots=bots)
        # The new, empty game goes on the table for the question; nobody plays it
        # (all seats people: no computer moves; no autosave) until the answers are in.
        self.set_session(GameSession.new_game(RW_SPEC, options, names, seed, describe=texts.action_text), autosave=False)
        if self.start_picker is None:
            self.start_picker = start_tracks.StartTrackPicker()
            self.rw_page.layout().addWidget(self.start_picker)
        setup = start_tracks.StartTrackSetup(options, bots, parent=self)
        self.start_setup = setup
        picker = self.start_picker
        setup.asking.connect(self._ask_start_track)
        setup.finished.connect(lambda chosen: self._start_after_setup(chosen, names, seed, bots))
        picker.chosen.connect(setup.choose)
        self.controller.start_track_clicked.connect(setup.choose)
        setup.start()
        return True

    def _ask_start_track(self, seat: int):
        self.panel.hide()
        self.start_picker.ask(self.session.names[seat])
        self.start_picker.show()
        self.controller.setup_view = self.start_setup.preview()
        self.controller.sync()

    def _start_after_setup(self, options: GameOptions, names, seed, bots):
        self._drop_start_setup()
        self.start_game(options, names, seed, bots=bots)

    def _drop_start_setup(self):
        setup = self.start_setup
        if setup is None:
            return
        self.start_setup = None
        self.start_picker.chosen.disconnect(setup.choose)
        self.controller.start_track_clicked.disconnect(setup.choose)
        setup.deleteLater()
        self.controller.setup_view = None
        self.start_picker.hide()
        self.panel.show()

    def start_game(self, options: GameOptions, names, seed=None, autosave: bool = True,
                   bots=None) -> bool:
        """A new game on the table; ``bots``: the computer level of each seat."""
        if autosave:
            # A computer's name is not a person's name to remember.
            remembered = self.settings.player_names
            self.settings.player_names = [
                remembered[i] if bots and bots[i] else name for i, name in enumerate(names)]
        self.set_session(GameSession.new_game(RW_SPEC, options, names, seed, bots=bots,
                                                describe=texts.action_text), autosave=autosave)
        if autosave:
            # Nothing to lose yet, but the old unfinished game must not come back.
            self.autosave.clear()
        self.banner.show_text(self.tr("New game — %1 starts").replace("%1", names[options.start_player]))
        return True

    def _refresh(self, *_):
        """Enable exactly the commands that make sense now."""
        c = self.controller
        s = self.session
        a = self.actions.get
        has = s is not None
        a("save").setEnabled(has and self.start_setup is None)
        a("save-as").setEnabled(has and self.start_setup is None)
        a("undo").setEnabled(has and self._can_undo())
        a("redo").setEnabled(has and s.can_redo())
        if not has:
            return
        undo_text = self._undo_text() if self._can_undo() else ""
        redo_text = s.undo_stack.redoText() if s.can_redo() else ""
        a("undo").setToolTip(self.tr("Undo %1").replace("%1", undo_text) if undo_text else self.tr("Undo"))
        a("redo").setToolTip(self.tr("Redo %1").replace("%1", redo_text) if redo_text else self.tr("Redo"))
        over = s.spec.is_over(s.state)
        a("show-result").setEnabled(over)
        if not over:
            self._result_shown = False  # the end was undone: show the result again later
        if self.mode is not None:
            # Roll & Write's own commands sleep (their keys are the other game's now).
            shared = {a(n) for n in _SHARED_ACTIONS}
            for action in self.actions.all():
                if action not in shared:
                    action.setEnabled(False)
            a("hint").setEnabled(self._hint_possible())
            if not self._refreshing_mode:  # the mode's refresh may announce a change itself
                self._refreshing_mode = True
                try:
                    self.mode.refresh()
                finally:
                    self._refreshing_mode = False
            self._check_language()
            self._update_title()
            return
        a("roll").setEnabled(c.can_roll())
        a("confirm").setEnabled(c.mode is not Mode.REROLL or c.can_confirm_reroll())
        a("rotate").setEnabled(c.can_rotate())
        a("rotate-back").setEnabled(c.can_rotate())
        takeable = bool(c.takeable_shapes())
        a("next-shape").setEnabled(takeable)
        a("previous-shape").setEnabled(takeable)
        a("pass").setEnabled(c.can_pass())
        a("end-turn").setEnabled(c.can_end_turn())
        a("skip").setEnabled(c.can_skip())
        a("hint").setEnabled(self._hint_possible())
        for ability in Ability:
            reason = c.ability_reason(ability)
            action = self.actions.ability(ability)
            action.setEnabled(reason is None)
            action.setToolTip(texts.ability_name(ability) if reason is None else texts.reason_text(reason))
        for colour in TRACK_COLOURS:
            self.actions.bonus(colour).setEnabled(c.bonus_reason(colour) is None)
        self.panel.refresh()
        self._check_language()
        self._update_title()

    def _track_button(self, colour: Colour):
        c = self.controller
        if c.state.phase is Phase.COAT:
            c.coat_track(colour)
        else:
            c.mark_track(colour)

    def zoom_to_fit(self):
        if self.mode is not None:
            self.mode.zoom_to_fit()
            return
        rect = self.scene.sceneRect()
        if not rect.isEmpty():
            self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def _toggle_spots(self, on: bool):
        self.controller.set_show_all_spots(on)
        self.settings.show_spots = on

    def _can_undo(self) -> bool:
        """With computer players at the table, undo takes back the person's last move
        and the computers' replies to it (never a roll)."""
        s = self.session
        if s is None:
            return False
        if self.bot_driver.has_bots():
            return self.bot_driver.can_take_back()
        return s.can_undo()

    def _undo_text(self) -> str:
        s = self.session
        if self.bot_driver.has_bots():
            index = self.bot_driver.take_back_index()
            command = s.undo_stack.command(index) if index is not None else None
            return command.text() if command is not None else ""
        return s.undo_stack.undoText()

    def _undo(self):
        s = self.session
        if s is None or not self._can_undo():
            return
        text = self._undo_text()
        if self.bot_driver.has_bots():
            self.bot_driver.take_back()
        else:
            s.undo()
        self.panel.show_message(self.tr("Undone: %1").replace("%1", text))

    def _redo(self):
        s = self.session
        if s is None or not s.can_redo():
            return
        text = s.undo_stack.redoText()
        s.redo()
        self.panel.show_message(self.tr("Redone: %1").replace("%1", text))

    def ask_colour_change(self):
        from copenhagen_gui.games.copenhagen_rw.ui.colour_change_dialog import ColourChangeDialog

        dialog = ColourChangeDialog(self.controller.state.turn.dice, self)
        if dialog.exec() == ColourChangeDialog.DialogCode.Accepted:
            self.controller.change_colour(dialog.chosen_dice(), dialog.target_face())

    def _on_game_over(self):
        if self._result_shown:
            return
        self._result_shown = True
        self.autosave.clear()
        # Let the final marks show on the table before the result screen covers it.
        QTimer.singleShot(600, self.show_result)

    def show_result(self):
        if self.session is None or not self.session.spec.is_over(self.session.state):
            return
        if self.mode is not None:
            if self.mode.show_result(self):
                self.new_game()
            return
        from copenhagen_gui.games.copenhagen_rw.ui.result_dialog import ResultDialog

        dialog = ResultDialog(self.session.state, self.session.names, self)
        self.result_dialog = dialog
        if dialog.exec() == ResultDialog.NEW_GAME:
            self.new_game()

    def save_health(self):
        """How safe the game on the table is on disk (for the crash message)."""
        return self.autosave.health

    def _autosave_failed(self, problem: str):
        self.panel.show_message(self.tr("Autosave failed: %1").replace("%1", problem))

    def show_rules(self):
        from copenhagen_gui.shell import rulebook

        rulebook.show_rules(self, book=self._rulebook())

    def _rulebook(self):
        """The rulebook of the game on the table."""
        from copenhagen_gui.shell import rulebook

        book = self.mode.rulebook() if self.mode is not None else None
        return book or rulebook.ROLL_AND_WRITE

    def _open_rule_link(self, link: str):
        from copenhagen_gui.shell import rulebook

        rulebook.open_rule_link(self, link, self._rulebook())

    def show_about(self):
        from copenhagen_gui.shell import about

        about.show_about(self)

    # --- computer players: speed, hints, watching -----------------------------------------

    def _choose_speed(self, action):
        ms = BOT_SPEEDS[action.objectName().removeprefix("action-")]
        self.settings.bot_speed = ms
        self.bot_driver.set_delay(ms)

    def _hint_possible(self) -> bool:
        if self.mode is not None:
            return self.session is not None and self.mode.can_hint()
        s = self.session
        return (s is not None and self.lesson is None and s.state.phase is not Phase.GAME_OVER
                and not self.controller.bot_to_move() and self.start_setup is None)

    def show_hint(self):
        """What the strong computer player would do now for the player who must act,
        with its reason in one line, and the cells it concerns lit up."""
        if not self._hint_possible():
            return
        if self.mode is not None:
            self.mode.show_hint()
            return
        from copenhagen_gui.games.copenhagen_rw.bots import suggest
        from copenhagen_gui.games.copenhagen_rw.ui.hint_texts import hint_message

        state = self.session.state
        suggestion = suggest(state)
        cells = suggestion.cells
        action = suggestion.action
        if isinstance(action, ChooseShape):
            # Show where the shape would go: the next step of the same plan.
            follow = suggest(engine.apply(state, action))
            if isinstance(follow.action, Place):
                cells = follow.cells
            if action.shape not in state.crossed:
                self.controller.pick_shape(action.shape)
        self.controller.set_hint_cells(cells, _dice_of(action))
        self.last_hint = suggestion
        self.panel.show_message(hint_message(suggestion, self.session.names))

    def start_watch(self) -> bool:
        """Computer players play a whole game; a dock tells what happens."""
        if not self._may_discard():
            return False
        from copenhagen_gui.games.copenhagen_rw.ui.watch import WatchPanel

        if self.watch_dock is None:
            self.watch_dock = QDockWidget(self)
            self.watch_dock.setObjectName("watch-dock")
            self.watch_panel = WatchPanel(self.bot_driver, self.narrator)
            self.watch_dock.setWidget(self.watch_panel)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.watch_dock)
            self.retranslate()
        self.watch_panel.clear()
        names = [bot_player_name(i, lv) for i, lv in enumerate(WATCH_LEVELS)]
        self.watch_panel.set_players(names, WATCH_LEVELS)
        options = GameOptions(len(WATCH_LEVELS), start_player=random.randrange(len(WATCH_LEVELS)))
        self.start_game(options, names, autosave=False, bots=WATCH_LEVELS)
        self.watch_dock.show()
        return True

    # --- the guided demo ----------------------------------------------------------------

    def start_tutorial(self) -> bool:
        """'Learn the game': the prepared game, with its panel in a dock."""
        if not self._may_discard():
            return False
        from copenhagen_gui.games.copenhagen_rw.tutorial.lesson import Lesson
        from copenhagen_gui.games.copenhagen_rw.tutorial.panel import TutorialPanel

        self.end_tutorial()
        lesson = Lesson(self, names=(self.settings.player_names[0], DEMO_OPPONENT))
        self.lesson = lesson
        lesson.session_replaced.connect(
            lambda session: self.set_session(session, autosave=False))
        lesson.changed.connect(self.controller.sync)
        lesson.finished.connect(self.end_tutorial)
        self.controller.refused.connect(lesson.explain_refusal)
        self.controller.highlight_provider = lesson.target_cells
        self.controller.dice_provider = lesson.target_dice
        dock = QDockWidget(self)
        dock.setObjectName("tutorial-dock")
        # Left through New game, Open, Watch or Finish: no close button of its own.
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        dock.setWidget(TutorialPanel(lesson))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tutorial_dock = dock
        if self.watch_dock is not None:
            self.watch_dock.hide()
        self.retranslate()
        lesson.start()
        dock.show()
        self.view.setFocus()
        return True

    def end_tutorial(self):
        lesson = self.lesson
        if lesson is None:
            return
        self.lesson = None
        self.controller.highlight_provider = None
        self.controller.dice_provider = None
        self.controller.refused.disconnect(lesson.explain_refusal)
        if self.tutorial_dock is not None:
            self.tutorial_dock.hide()
            self.tutorial_dock.deleteLater()
            self.tutorial_dock = None
        lesson.deleteLater()
        self.controller.sync()

    # --- files -------------------------------------------------------------------------

    def _file_filter(self) -> str:
        return self.tr("Copenhagen games (*.json);;All files (*)")

    def _folder(self) -> str:
        return str(self.settings.last_folder or Path.home())

    def save(self) -> bool:
        if self.session is None:
            return False
        if self.session.file_path is None:
            return self.save_as()
        return self.save_to(self.session.file_path)

    def save_as(self) -> bool:
        if self.session is None:
            return False
        suggestion = str(Path(self._folder()) / (self.tr("game") + FILE_SUFFIX))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggestion, self._file_filter())
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        path = Path(path)
        try:
            storage.save_record(path, self.session.record)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Save game"),
                                 self.tr("The game could not be saved to %1:\n%2")
                                 .replace("%1", str(path)).replace("%2", exc.strerror or str(exc)))
            return False
        self.session.mark_saved(path)
        self.settings.last_folder = path.parent
        self.panel.show_message(self.tr("Saved to %1").replace("%1", path.name))
        self._update_title()
        return True

    def open_file(self, path: Path | None = None) -> bool:
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), self._folder(),
                                                    self._file_filter())
            if not chosen:
                return False
            path = Path(chosen)
        path = Path(path)
        try:
            record = storage.load_record(path)
            session = GameSession(record, describe=self.describe(record.game))
        except RecordError as error:
            self._show_open_error(path, error)
            return False
        if not self._may_discard():  # asked only once the file is known to be good
            return False
        session.mark_saved(path)
        self.settings.last_folder = path.parent
        self.set_session(session, source=path)
        self.autosave.save_now()
        self.panel.show_message(self.tr("Opened %1").replace("%1", path.name))
        return True

    def _show_open_error(self, path: Path, error: RecordError, headline: str = "", footer: str = ""):
        problems = {
            RecordProblem.UNREADABLE: self.tr("The file cannot be read."),
            RecordProblem.NOT_JSON: self.tr("The file is damaged or is not a saved game (it is not valid JSON)."),
            RecordProblem.NOT_A_RECORD: self.tr("This file is not a Copenhagen Roll & Write game."),
            RecordProblem.FUTURE_VERSION: self.tr("This game was saved by a newer version of the program."),
            RecordProblem.MALFORMED: self.tr("The saved game is damaged: some of its data is missing or wrong."),
            RecordProblem.BAD_ACTION: self.tr("The saved game is damaged: a move in it is unreadable."),
            RecordProblem.ILLEGAL_ACTION: self.tr("The saved game is damaged: it contains a move the rules do not allow."),
            RecordProblem.TOO_LARGE: self.tr("The file is far too large to be a saved game: it was not read."),
            RecordProblem.NOT_A_FILE: self.tr("This is not an ordinary file (it is a folder, a device or a pipe): it was not read."),
            RecordProblem.BAD_NAME: self.tr("The saved game is damaged: a player's name is empty, longer than "
                                            "%1 characters or contains characters that are not allowed.")
            .replace("%1", str(NAME_MAX_LENGTH)),
        }
        text = problems.get(error.problem, self.tr("The saved game cannot be opened."))
        if error.reason is not None:
            text += "\n" + texts.reason_text(error.reason)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Open game"),
                          headline or self.tr("%1 could not be opened.").replace("%1", path.name),
                          parent=self)
        box.setObjectName("open-error-box")
        box.setInformativeText(text + "\n" + (footer or self.tr("The file was left unchanged.")))
        box.setDetailedText(error.describe())
        self.open_error = box
        box.exec()

    def _may_discard(self) -> bool:
        """Ask before the game on the table is replaced or the window closes."""
        s = self.session
        if s is None or not s.is_modified() or s.spec.is_over(s.state) or not s.record.actions:
            return True
        if self.lesson is not None or (self.bot_levels and all(self.bot_levels)):
            return True  # the demo, or a game of computers only: nothing of the user's
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved game"),
                          self.tr("The game has unsaved changes. Save it first?"), parent=self)
        box.setObjectName("unsaved-box")
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        self.unsaved_box = box
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # --- a saved game dropped on the window opens it ----------------------------------

    def _dropped_file(self, event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        files = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        # Anything that exists: a folder or a pipe gets open_file's clear refusal.
        return files[0] if len(files) == 1 and os.path.lexists(files[0]) else None

    def dragEnterEvent(self, event):
        if self._dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event):
        path = self._dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            # After the drop finishes: open_file may ask questions in a dialog.
            QTimer.singleShot(0, lambda: self.open_file(path))

    def closeEvent(self, event):
        if not self._may_discard():
            event.ignore()
            return
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.sync()
        self.banner.stop()
        self.controller.stop_tumbling()
        for mode in self._modes.values():
            mode.stop()
        self.bot_driver.stop()
        self.autosave.release()  # another window may now take this autosave
        event.accept()



def _dice_of(action) -> tuple[int, ...]:
    """The dice a move uses (a reroll, a colour change, a phase-3 pick)."""
    from copenhagen_gui.games.copenhagen_rw.rules.actions import ChangeColour, MarkTrack, Reroll

    if isinstance(action, (Reroll, ChangeColour)):
        return tuple(action.dice)
    if isinstance(action, MarkTrack):
        return (action.die,)
    return ()


def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def _app_icon() -> QIcon:
    from copenhagen_gui.resources import resource_path

    folder = resource_path("icons")
    icon = QIcon()
    if folder.is_dir():
        for path in sorted(folder.glob("*.png")):  # one file per size; Qt picks the best
            icon.addFile(str(path))
    return icon

