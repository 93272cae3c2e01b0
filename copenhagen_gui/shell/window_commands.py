"""The window's menus and toolbar, and which of their commands make sense now.

``WindowCommands`` builds the Game, Edit, Turn, View, Language and Help menus and the
toolbar around the shared actions (``shell.actions``) and ties each to what the window
does; it puts the Turn menu, buttons and keys of the game in front in place of the last
game's (``show_mode``), and enables exactly the commands that make sense (``refresh``):
after a move, an undo, a game put on the table, the home screen. Undo and Redo go
through the window's ``undo_policy`` (what Undo takes back with computers at the table).

Its texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QToolBar

from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.settings import default_player_name
from copenhagen_gui.shell.table_kit import presenter
from copenhagen_gui.shell.text import auto_text_safe, fill
from copenhagen_gui.shell.toolbar_fit import fit_toolbar, style_toolbar
from copenhagen_gui.shell.whats_this_switch import WhatsThisSwitch

# Bot speed menu: milliseconds between two computer moves.
BOT_SPEEDS = {"speed-slow": 1200, "speed-normal": 600, "speed-fast": 250, "speed-instant": 0}
_GAME_MENU = ("home", None, "new-game", "open", "save", "save-as", None, "save-picture", "print-sheets",
              None, "learn", "watch", "replay-file", "set-up-situation", None, "quit")
_TOOLBAR = ("new-game", "open", "save", None, "undo", "redo", "history", None, "hint", None, "rules")


class WindowCommands(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self.mode_actions: list = []  # the game in front's actions in the menus and toolbar
        self._refreshing_mode = False
        self._shown_for: tuple | None = None  # (session, state, undo index, count) last refreshed
        self._build_menus()
        self._build_toolbar()
        self._connect()

    # --- building ----------------------------------------------------------------------

    def _build_menus(self):
        w, a = self._window, self._window.actions.get
        bar = w.menuBar()
        w.game_menu = bar.addMenu("")
        for name in _GAME_MENU:
            if name is None:
                w.game_menu.addSeparator()
            else:
                w.game_menu.addAction(a(name))
        w.edit_menu = bar.addMenu("")
        for name in ("undo", "redo", "history", "replay"):
            w.edit_menu.addAction(a(name))
        w.turn_menu = bar.addMenu("")
        w.turn_menu.setObjectName("menu-turn")
        w.view_menu = bar.addMenu("")
        w.view_menu.addAction(a("zoom-fit"))
        presenter.offer(w, w.view_menu)  # View > Presenter view (F11)
        w.view_menu.addAction(a("show-result"))
        w.view_menu.addAction(a("count-scores"))
        a("count-scores").setChecked(w.settings.count_scores)
        w.view_menu.addSeparator()
        w.speed_menu = w.view_menu.addMenu("")
        w.speed_menu.setObjectName("menu-bot-speed")
        self._speed_group = QActionGroup(w)
        for name in BOT_SPEEDS:
            self._speed_group.addAction(a(name))
            w.speed_menu.addAction(a(name))
        current = w.settings.bot_speed
        closest = min(BOT_SPEEDS, key=lambda n: abs(BOT_SPEEDS[n] - current))
        a(closest).setChecked(True)
        self._speed_group.triggered.connect(self._choose_speed)
        w.language_menu = bar.addMenu("")
        self._language_group = QActionGroup(w)
        for code, name in i18n.LANGUAGES:
            action = w.language_menu.addAction(name)  # each language in its own words
            action.setObjectName(f"action-language-{code}")
            action.setCheckable(True)
            action.setData(code)
            self._language_group.addAction(action)
        self._language_group.triggered.connect(self._choose_language)
        w.help_menu = bar.addMenu("")
        w.help_menu.addAction(a("rules"))
        w.help_menu.addAction(a("whats-this"))
        w.help_menu.addAction(a("about"))

    def _build_toolbar(self):
        w = self._window
        w.toolbar = QToolBar(w)
        w.toolbar.setObjectName("main-toolbar")
        w.toolbar.setMovable(False)
        style_toolbar(w.toolbar)
        for name in _TOOLBAR:
            if name is None:
                w.toolbar.addSeparator()
            else:
                w.toolbar.addAction(w.actions.get(name))
        w.addToolBar(w.toolbar)  # at the top

    def _connect(self):
        w, a = self._window, self._window.actions.get
        a("new-game").triggered.connect(lambda: w.new_game())
        a("home").triggered.connect(w.show_home)
        a("open").triggered.connect(lambda: w.open_file())
        a("save").triggered.connect(w.save)
        a("save-as").triggered.connect(w.save_as)
        a("quit").triggered.connect(w.close)
        a("undo").triggered.connect(self.undo)
        a("redo").triggered.connect(self.redo)
        # triggered (the player's click), not toggled: hiding the whole window must not
        # hide the dock for good.
        a("history").triggered.connect(lambda *_: w.history_dock.setVisible(a("history").isChecked()))
        a("zoom-fit").triggered.connect(w.zoom_to_fit)
        a("rules").triggered.connect(lambda: w.show_rules())
        a("about").triggered.connect(w.show_about)
        w.whats_this = WhatsThisSwitch(a("whats-this"), w)  # Qt's What's This mode
        a("show-result").triggered.connect(w.show_result)
        a("count-scores").toggled.connect(lambda on: setattr(w.settings, "count_scores", on))
        a("hint").triggered.connect(w.show_hint)
        a("learn").triggered.connect(lambda: w.start_tutorial())
        a("watch").triggered.connect(lambda: w.start_watch())
        a("replay-file").triggered.connect(lambda: w.replay.open_file())
        a("replay").triggered.connect(lambda: w.replay.from_history())
        a("set-up-situation").triggered.connect(lambda: self.set_up_situation())
        w.game_menu.aboutToShow.connect(self.refresh_situation)
        a("save-picture").triggered.connect(lambda: w.save_picture())
        a("print-sheets").triggered.connect(w.print_sheets)

    def retranslate(self):
        w = self._window
        w.actions.retranslate()
        w.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        w.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        w.turn_menu.setTitle(QCoreApplication.translate("MainWindow", "&Turn"))
        w.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        w.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "&Computer speed"))
        w.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        w.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        w.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Toolbar"))
        self.refresh_learn()

    # --- the game in front ---------------------------------------------------------------

    def show_mode(self, mode) -> None:
        """``mode``'s Turn menu, toolbar buttons, View entries and keys in place of the
        game's that leaves (its keys go with it)."""
        w = self._window
        for action in self.mode_actions:
            w.removeAction(action)
            w.toolbar.removeAction(action)
            w.view_menu.removeAction(action)
        w.turn_menu.clear()
        hint = w.actions.get("hint")
        w.turn_menu.addAction(hint)
        w.turn_menu.addSeparator()
        added = []
        for action in mode.turn_actions():
            if action is None:
                w.turn_menu.addSeparator()
            else:
                w.turn_menu.addAction(action)
                added.append(action)
        for action in mode.toolbar_actions():
            if action is not None:
                w.toolbar.insertAction(hint, action)
                added.append(action)
        first_view = w.view_menu.actions()[0]
        for action in mode.view_actions():
            w.view_menu.insertAction(first_view, action)
            added.append(action)
        added += mode.key_actions()
        for action in added:
            w.addAction(action)  # its key works without opening a menu
        self.mode_actions = added
        self.refresh_learn()
        fit_toolbar(w.toolbar, w.width())

    def situation_game(self) -> str:
        """The game Set up a situation edits: the one chosen on the home screen while
        that is shown, else the game in front."""
        w = self._window
        return w.home.game() if w.home_shown() else w.starts.default_game()

    def set_up_situation(self):
        from copenhagen_gui.shell import situation_editor

        return situation_editor.open_editor(self._window, self.situation_game())

    def refresh_situation(self):
        """Set up a situation: only for a game that has a situation editor (asked
        once a game was in front or the Game menu opens: the first window reads no
        game's entry)."""
        from copenhagen_gui.shell import situation_editor

        self._window.actions.get("set-up-situation").setEnabled(situation_editor.offered(self.situation_game()))

    def refresh_learn(self):
        """Learn the game: only for a game that has a guided game."""
        w = self._window
        if w.mode is not None:
            self.refresh_situation()
        learn = w.actions.get("learn")
        has = w.mode is not None and w.mode.has_tutorial()
        learn.setEnabled(has)
        learn.setToolTip(learn.text().replace("&", "") if has else w.actions.no_tutorial_tip())

    # --- what makes sense now ----------------------------------------------------------------

    def forget_shown(self) -> None:
        """The next refresh refreshes whatever the state (new seats, the game's own change)."""
        self._shown_for = None

    def refresh(self):
        """Enable exactly the commands that make sense now. One action announces itself
        more than once (the game's table, then the undo stack): a state already shown is
        not refreshed again."""
        w = self._window
        s = w.session
        if s is not None and s.settling:
            return  # what the game does by itself follows at once: refreshed after it
        done = self._shown_for
        if s is not None and done is not None and done[0] is s and done[1] is s.state \
                and done[2:] == (s.undo_stack.index(), s.undo_stack.count()):
            return
        self._shown_for = (s, s.state, s.undo_stack.index(), s.undo_stack.count()) if s else None
        a = w.actions.get
        has = s is not None
        may_save = has and w.mode.can_save()
        a("save").setEnabled(may_save)
        a("save-as").setEnabled(may_save)
        a("save-picture").setEnabled(has)
        a("replay").setEnabled(has and w.mode.can_preview())
        a("undo").setEnabled(has and self.may_undo())
        a("redo").setEnabled(has and s.can_redo())
        a("hint").setEnabled(has and w.mode.can_hint())
        if not has:
            return
        undo_text = w.undo_policy.undo_text()
        redo_text = s.undo_stack.redoText() if s.can_redo() else ""
        translate = QCoreApplication.translate
        a("undo").setToolTip(auto_text_safe(fill(translate("MainWindow", "Undo %1"), undo_text)) if undo_text
                             else translate("MainWindow", "Undo"))
        a("redo").setToolTip(auto_text_safe(fill(translate("MainWindow", "Redo %1"), redo_text)) if redo_text
                             else translate("MainWindow", "Redo"))
        over = s.spec.is_over(s.state)
        a("show-result").setEnabled(over)
        if not over:
            w.host.result_shown = False  # the end was undone: show the result again later
        if not self._refreshing_mode:  # the mode's refresh may announce a change itself
            self._refreshing_mode = True
            try:
                w.mode.refresh()
            finally:
                self._refreshing_mode = False
        self.check_language()
        w.update_title()
        w.preview.lock.apply()  # a past moment or the home screen: the table waits

    # --- Edit: undo --------------------------------------------------------------------------

    def may_undo(self) -> bool:
        """Undo takes back moves, never a result the players accepted (any game)."""
        w = self._window
        s = w.session
        accepted = s is not None and w.host.result_accepted is s and s.spec.is_over(s.state)
        return not accepted and w.undo_policy.can_undo()

    def undo(self):
        if not self.may_undo():
            return
        text = self._window.undo_policy.undo()
        if text is not None:
            self._window.show_message(fill(QCoreApplication.translate("MainWindow", "Undone: %1"), text))

    def redo(self):
        text = self._window.undo_policy.redo()
        if text is not None:
            self._window.show_message(fill(QCoreApplication.translate("MainWindow", "Redone: %1"), text))

    # --- View: computer speed; Language ----------------------------------------------------

    def _choose_speed(self, action):
        w = self._window
        ms = BOT_SPEEDS[action.objectName().removeprefix("action-")]
        w.settings.bot_speed = ms
        w.bot_driver.set_delay(ms)

    def _choose_language(self, action):
        from PySide6.QtWidgets import QApplication

        w = self._window
        session = w.session
        # A seat still named by default ("Player 2") follows the language; a typed name never.
        before = [default_player_name(seat) for seat in range(len(session.names))] if session else []
        w.settings.language = i18n.install_language(QApplication.instance(), action.data())
        if session is not None:
            names = tuple(default_player_name(seat) if name == before[seat] and level is None else name
                          for seat, (name, level) in enumerate(zip(session.names, session.bots, strict=True)))
            if names != tuple(session.names):
                session.rename(names)
                w.autosave.save_now()  # the kept game has the names its record now has

    def check_language(self):
        from PySide6.QtWidgets import QApplication

        code = i18n.installed_language(QApplication.instance()) or i18n.FALLBACK
        for action in self._language_group.actions():
            action.setChecked(action.data() == code)
