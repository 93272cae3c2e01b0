"""Today's game and the statistics, plugged into a window without the window knowing
more than three calls.

``install(window)`` adds Game ▸ Today's game (one entry per game whose catalogue entry
offers one) and
Game ▸ Statistics… to ``window.game_menu`` and returns a ``StatisticsHub``; the window's
game-over handler calls ``hub.record_finished(session)``. The hub then

- keeps the finished game in the statistics (once, however often the end is reached);
- tells the player, without blocking the game, when the statistics file had to be set
  aside or cannot be written;
- for today's game, shows the best score of the day on this computer in the status bar
  and on the result screen.

What the window must offer: ``set_session(session, autosave=True)``,
``describe(game_id)``, ``settings.player_names``,
``autosave.clear()``, ``statusBar()``, ``game_menu``, ``session``; optionally
``may_discard()`` (asked before a game on the table is replaced) and
``open_record_readonly(record)`` (how a past game is opened; otherwise it goes on the
table as it ended, not autosaved).
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QDialog, QLabel, QMenu, QMessageBox

from copenhagen_gui.core import daily, registry
from copenhagen_gui.shell import game_names
from copenhagen_gui.shell.result_extras import is_result_dialog
from copenhagen_gui.shell.text import fill, mnemonic_safe

if TYPE_CHECKING:
    from copenhagen_gui.session.statistics import StatisticsStore
    from copenhagen_gui.shell.statistics_window import StatisticsWindow

# The session, the statistics store (sqlite, the record module) and the statistics window
# load when a menu entry is used or a game ends, not with the window: a faster start.


def todays_options(game_id: str, day: datetime.date):
    """The setup today's game fixes from the date, the same for everyone. A game may
    say how (its spec's ``todays_options(rng)``); otherwise its two-seat defaults."""
    spec = registry.get(game_id)
    choose = getattr(spec, "todays_options", None)
    if choose is None:
        return spec.default_options(2)
    return choose(daily.setup_rng(game_id, day, spec.rules_version))


class StatisticsHub(QObject):
    def __init__(self, window, store: StatisticsStore | None = None):
        super().__init__(window)
        self.window = window
        self._store = store
        self.statistics_window: StatisticsWindow | None = None
        self.day_note = ""  # the last day note shown (for the result screen)
        self.todays_actions: dict[str, QAction] = {}
        self.statistics_action = QAction(self)
        self.statistics_action.setObjectName("action-statistics")
        self.statistics_action.triggered.connect(self.show_statistics)
        self.todays_menu = QMenu(window)
        self.todays_menu.setObjectName("menu-todays-game")
        for game_id in daily.daily_games():
            action = QAction(self)
            action.setObjectName(f"action-todays-game-{game_id}")
            action.triggered.connect(lambda _=False, g=game_id: self.start_todays_game(g))
            self.todays_actions[game_id] = action
            self.todays_menu.addAction(action)
        window.installEventFilter(self)  # language changes; result screens to annotate
        self.retranslate()

    @property
    def store(self) -> StatisticsStore:
        """The statistics file, opened when first needed."""
        if self._store is None:
            from copenhagen_gui.session.statistics import StatisticsStore

            self._store = StatisticsStore()
        return self._store

    # --- today's game --------------------------------------------------------------------

    def start_todays_game(self, game_id: str, day: datetime.date | None = None) -> bool:
        from copenhagen_gui.session.bot_driver import bot_player_name
        from copenhagen_gui.session.game_session import GameSession

        window = self.window
        may_discard = getattr(window, "may_discard", None)
        if may_discard is not None and not may_discard():
            return False
        day = day or daily.today()
        spec = registry.get(game_id)
        names = list(window.settings.player_names)
        person = names[0] if names else self.tr("Player 1")
        record = daily.daily_record(spec, day, todays_options(game_id, day), person,
                                    bot_player_name(1, daily.OPPONENT_LEVEL))
        window.set_session(GameSession(record, describe=window.describe(game_id)))
        window.autosave.clear()  # the game it replaces must not be offered again
        self.tell_todays_game(window.session)
        return True

    def tell_todays_game(self, session) -> None:
        """Today's game on the table (started, or resumed after a restart): say so in
        the status bar, with the best score of the day so far once there is one."""
        if session is None or session.record.daily is None:
            return
        day = datetime.date.fromisoformat(session.record.daily)
        line = fill(self.tr("Today's game of %1: the same dice for everyone today, against the strong "
                            "computer player."), _long_date(day))
        best = self.store.best_of_day(session.record.game, day)
        if best is not None:
            score, name = best
            line += " " + fill(self.tr("Best score of the day so far: %1 (%2)."), QLocale().toString(score), name)
        self.window.statusBar().showMessage(line)

    def day_note_for(self, session) -> str:
        """For a finished game of the day: the best score of that day on this computer."""
        record = session.record
        if record.daily is None:
            return ""
        day = datetime.date.fromisoformat(record.daily)
        best = self.store.best_of_day(record.game, day)
        if best is None:
            return ""
        score, name = best
        return fill(self.tr("Today's game of %1 — best score of the day on this computer so far: %2 (%3)."),
                    _long_date(day), QLocale().toString(score), name)

    # --- the game-over hook -----------------------------------------------------------------

    def record_finished(self, session) -> bool:
        """Keep ``session``'s finished game; tell the player about any problem with the
        statistics file; for today's game, show the best score of the day."""
        kept = self.store.record_finished(session)
        self._tell_notices()
        self.day_note = self.day_note_for(session) if kept else ""
        if self.day_note:
            self.window.statusBar().showMessage(self.day_note)
        if self.statistics_window is not None and self.statistics_window.isVisible():
            self.statistics_window._game_changed()  # a new game: new figures
        return kept

    def _tell_notices(self):
        from copenhagen_gui.shell.statistics_window import notice_text

        for notice in self.store.take_notices():
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Statistics"),
                              notice_text(notice), parent=self.window)
            box.setObjectName("statistics-notice")
            box.open()  # not exec(): the game goes on; the player reads it when they like

    # --- the statistics window -------------------------------------------------------------

    def show_statistics(self) -> StatisticsWindow:
        from copenhagen_gui.shell.statistics_window import StatisticsWindow

        window = self.window
        if self.statistics_window is None:
            games = game_names.titles()  # from the catalogue: no game's table is built
            session = getattr(window, "session", None)
            names = list(window.settings.player_names)
            self.statistics_window = StatisticsWindow(
                self.store, games, open_record_readonly=self.open_record_readonly,
                game=session.spec.game_id if session is not None else None,
                player=names[0] if names else None, parent=window)
        else:
            self.statistics_window._game_changed()
        self.statistics_window.show()
        self.statistics_window.raise_()
        self.statistics_window.activateWindow()
        return self.statistics_window

    def open_record_readonly(self, record) -> None:
        window = self.window
        opener = getattr(window, "open_record_readonly", None)
        if opener is not None:
            opener(record)
            return
        may_discard = getattr(window, "may_discard", None)
        if may_discard is not None and not may_discard():
            return
        from copenhagen_gui.session.game_session import GameSession

        # As it ended, with its history; not autosaved. The game is over: no move can be made.
        window.set_session(GameSession(record, describe=window.describe(record.game)), autosave=False)

    # --- events ----------------------------------------------------------------------------

    def eventFilter(self, watched, event):
        kind = event.type()
        if watched is self.window:
            if kind == QEvent.Type.LanguageChange:
                self.retranslate()
            elif kind == QEvent.Type.ChildPolished:
                # A child widget is about to be shown for the first time, fully built.
                child = event.child()
                if is_result_dialog(child):
                    self._annotate_result(child)
        return False

    def _annotate_result(self, dialog: QDialog):
        session = getattr(self.window, "session", None)
        note = self.day_note_for(session) if session is not None else ""
        label = dialog.findChild(QLabel, "daily-note")
        if not note:
            if label is not None:
                label.hide()
            return
        if label is None:
            layout = dialog.layout()
            if not isinstance(layout, QBoxLayout):
                return
            label = QLabel(objectName="daily-note", textFormat=Qt.TextFormat.PlainText)  # it names the best player
            label.setWordWrap(True)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            layout.insertWidget(min(1, layout.count()), label)
        label.setText(note)
        label.show()

    def retranslate(self):
        self.statistics_action.setText(self.tr("Stat&istics…"))
        self.statistics_action.setToolTip(self.tr("Games, wins and scores per player"))
        self.todays_menu.setTitle(self.tr("&Today's game"))
        for game_id, action in self.todays_actions.items():
            action.setText(mnemonic_safe(game_names.title(game_id)))
            action.setToolTip(self.tr("Today's dice, the same for everyone, against the strong computer player"))


def install(window, store: StatisticsStore | None = None) -> StatisticsHub:
    """Add Today's game and Statistics to ``window.game_menu`` (before its last
    separator, i.e. above Quit) and return the hub; keep it as ``window.statistics``."""
    hub = StatisticsHub(window, store)
    menu = window.game_menu
    separators = [a for a in menu.actions() if a.isSeparator()]
    before = separators[-1] if separators else None
    if before is None:
        menu.addMenu(hub.todays_menu)
        menu.addAction(hub.statistics_action)
    else:
        menu.insertMenu(before, hub.todays_menu)
        menu.insertAction(before, hub.statistics_action)
    return hub


def _long_date(day: datetime.date) -> str:
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
